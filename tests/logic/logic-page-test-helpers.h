/* logic-page-test-helpers.h: what the Logic page's GUI tests share: the page in a window,
 * its text typed as a user would, its buttons and parts found */
#pragma once

#include <gtksourceview/gtksource.h>

#include "perch-logic-page.h"
#include "perch-test-gui.h"
#include "perch-window.h"

static inline PerchWindow *
open_page (GtkWidget **page)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.perch.Perch");
  PerchWindow *window;

  /* Only this page is built (pages are built when first shown), so the window can be as
   * narrow as this page allows. */
  g_settings_set_string (settings, "last-page", "logic");
  window = perch_window_new (PERCH_APPLICATION (perch_test_gui_get_application ()));

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  gtk_window_present (GTK_WINDOW (window));
  perch_window_show_page (window, "logic");
  *page = perch_window_get_page (window, "logic");
  perch_test_gui_wait_for_frame (GTK_WIDGET (window));
  return window;
}

static inline GtkTextBuffer *
page_buffer (GtkWidget *page)
{
  GtkWidget *view = perch_test_gui_find_widget (page, GTK_SOURCE_TYPE_VIEW);

  g_assert_nonnull (view);
  return gtk_text_view_get_buffer (GTK_TEXT_VIEW (view));
}

static inline char *
page_text (GtkWidget *page)
{
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (page_buffer (page), &start, &end);
  return gtk_text_buffer_get_text (page_buffer (page), &start, &end, FALSE);
}

/* Types @text over the whole buffer, as a user would (undoable, one step). */
static inline void
type_text (GtkWidget  *page,
           const char *text)
{
  GtkTextBuffer *buffer = page_buffer (page);
  GtkTextIter start, end;

  gtk_text_buffer_begin_user_action (buffer);
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  gtk_text_buffer_delete (buffer, &start, &end);
  gtk_text_buffer_insert (buffer, &start, text, -1);
  gtk_text_buffer_end_user_action (buffer);
}

/* The button in @root that reads @text or has it as its tooltip (among those in sight, with
 * @shown). */
static inline GtkWidget *
find_button (GtkWidget  *root,
             const char *text,
             gboolean    shown)
{
  if (GTK_IS_BUTTON (root) && (!shown || gtk_widget_is_visible (root)) &&
      (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (root)), text) == 0 ||
       g_strcmp0 (gtk_widget_get_tooltip_text (root), text) == 0))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, text, shown);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The page's one widget of @type. */
static inline gpointer
page_part (GtkWidget *page,
           GType      type)
{
  GtkWidget *part = perch_test_gui_find_widget (page, type);

  g_assert_nonnull (part);
  return part;
}

