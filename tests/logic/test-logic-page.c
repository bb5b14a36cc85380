/* test-logic-page.c: the Logic page loads examples and solves them (the reindeer drawn in
 * line, the houses on their map, an alphametic worked out), browses solutions, underlines a
 * mistake and says what it is, cancels a long search, starts a new puzzle (undoably), saves,
 * and keeps the text across a restart; screenshots light, dark and narrow */
#include "config.h"

#include <glib/gstdio.h>
#include <gtksourceview/gtksource.h>

#include "perch-logic-page.h"
#include "perch-logic-picture-view.h"
#include "perch-logic-results.h"
#include "perch-test-gui.h"
#include "perch-window.h"

static PerchWindow *
open_page (GtkWidget **page)
{
  PerchWindow *window = perch_window_new (PERCH_APPLICATION (perch_test_gui_get_application ()));

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  gtk_window_present (GTK_WINDOW (window));
  perch_window_show_page (window, "logic");
  *page = perch_window_get_page (window, "logic");
  perch_test_gui_wait_for_frame (GTK_WIDGET (window));
  return window;
}

static GtkTextBuffer *
page_buffer (GtkWidget *page)
{
  GtkWidget *view = perch_test_gui_find_widget (page, GTK_SOURCE_TYPE_VIEW);

  g_assert_nonnull (view);
  return gtk_text_view_get_buffer (GTK_TEXT_VIEW (view));
}

static char *
page_text (GtkWidget *page)
{
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (page_buffer (page), &start, &end);
  return gtk_text_buffer_get_text (page_buffer (page), &start, &end, FALSE);
}

/* Types @text over the whole buffer, as a user would (undoable, one step). */
static void
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

static void
solve (GtkWidget  *page,
       const char *action,
       const char *headline)
{
  g_assert_true (gtk_widget_activate_action (page, action, NULL));
  perch_test_gui_wait_for_label (page, headline, 20000);
}

static gboolean
picture_drawn (GtkWidget *page)
{
  GtkWidget *area = perch_test_gui_find_widget (page, PERCH_TYPE_LOGIC_PICTURE_VIEW);

  return area != NULL && gtk_widget_get_mapped (area) && gtk_widget_get_height (area) > 60;
}

/* The seeds' puzzles, each with its answer and its picture. */
static void
test_page_examples (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);

  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "reindeer"));
  g_assert_true (perch_test_gui_shows_label (page, "Example"));
  solve (page, "logic.solve", "Unique solution");
  /* The line, front first, in the grid's one row (cells in column order). */
  for (guint i = 0; i < 9; i++)
    {
      static const char * const order[] = { "prancer", "cupid", "rudolph", "dasher", "blitzen",
                                             "vixen", "comet", "donder", "dancer" };

      g_assert_true (perch_test_gui_shows_label (page, order[i]));
    }
  perch_test_gui_screenshot (GTK_WIDGET (window), "logic-reindeer");
  g_assert_true (picture_drawn (page));

  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "houses"));
  solve (page, "logic.solve", "Unique solution");
  perch_test_gui_screenshot (GTK_WIDGET (window), "logic-houses");
  g_assert_true (picture_drawn (page));

  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "zebra"));
  solve (page, "logic.solve", "Unique solution");
  perch_test_gui_screenshot (GTK_WIDGET (window), "logic-zebra");
  g_assert_false (picture_drawn (page));

  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "send-more-money"));
  solve (page, "logic.solve", "Unique solution");
  g_assert_true (perch_test_gui_shows_label (page, "9567 + 1085 = 10652"));

  /* MONEY as large as possible: the optimum, then every solution that reaches it. */
  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "send-most-money"));
  solve (page, "logic.solve-first", "Best solution");
  g_assert_true (perch_test_gui_shows_label (page, "Best value: 10876"));
  solve (page, "logic.solve", "2 best solutions");
  g_assert_true (perch_test_gui_shows_label (page, "1 of 2"));
  perch_test_gui_screenshot (GTK_WIDGET (window), "logic-send-most-money");

  /* It fits a phone: editor and results one at a time, solving shows the results. */
  {
    int minimum;

    gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
    g_assert_cmpint (minimum, <=, 360);
  }
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "houses"));
  solve (page, "logic.solve", "Unique solution");
  perch_test_gui_screenshot (GTK_WIDGET (window), "logic-narrow-results");
  g_assert_true (gtk_widget_activate_action (page, "logic.show-editor", NULL));
  perch_test_gui_screenshot (GTK_WIDGET (window), "logic-narrow-editor");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Every solution of A + B = C (distinct digits, no leading zero) can be browsed; the first
 * one alone, and the count. */
static void
test_page_browse (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);

  type_text (page, "A + B = C\n");
  solve (page, "logic.solve", "32 solutions");
  g_assert_true (perch_test_gui_shows_label (page, "1 of 32"));
  gtk_widget_activate_action (page, "logic.previous-solution", NULL);
  g_assert_true (perch_test_gui_shows_label (page, "1 of 32"));
  g_assert_true (gtk_widget_activate_action (page, "logic.next-solution", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "2 of 32"));
  g_assert_true (gtk_widget_activate_action (page, "logic.previous-solution", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "1 of 32"));

  solve (page, "logic.solve-first", "First solution");
  solve (page, "logic.count", "32 solutions");

  type_text (page, "A + A = B\nB + B = A\n");
  solve (page, "logic.solve", "No solution");
  perch_test_gui_screenshot (GTK_WIDGET (window), "logic-no-solution");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A mistake is underlined where it is and said under the text, as typing pauses; solving
 * says it too; Go to the Mistake puts the cursor on it. */
static void
test_page_error (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  GtkTextBuffer *buffer;
  GtkTextTag *tag;
  GtkTextIter iter;
  GtkTextMark *insert;

  type_text (page, "domain 1..5\ngroup pet: dog snails horse fox zebra\nzebr = 1\n");
  buffer = page_buffer (page);
  tag = gtk_text_tag_table_lookup (gtk_text_buffer_get_tag_table (buffer), "logic-error");
  g_assert_nonnull (tag);
  perch_test_gui_wait_for_label (page, "Line 3, column 1: unknown name 'zebr' (did you mean "
                                       "'zebra'?)", 5000);
  gtk_text_buffer_get_iter_at_line_offset (buffer, &iter, 2, 0);
  g_assert_true (gtk_text_iter_has_tag (&iter, tag));
  gtk_text_buffer_get_iter_at_line_offset (buffer, &iter, 2, 3);
  g_assert_true (gtk_text_iter_has_tag (&iter, tag));
  gtk_text_buffer_get_iter_at_line_offset (buffer, &iter, 2, 4);
  g_assert_false (gtk_text_iter_has_tag (&iter, tag));
  gtk_text_buffer_get_iter_at_line_offset (buffer, &iter, 1, 0);
  g_assert_false (gtk_text_iter_has_tag (&iter, tag));

  solve (page, "logic.solve", "Cannot Solve");
  g_assert_true (perch_test_gui_shows_label (page, "The Puzzle Has a Mistake"));
  perch_test_gui_screenshot (GTK_WIDGET (window), "logic-error");

  g_assert_true (gtk_widget_activate_action (page, "logic.goto-error", NULL));
  insert = gtk_text_buffer_get_insert (buffer);
  gtk_text_buffer_get_iter_at_mark (buffer, &iter, insert);
  g_assert_cmpint (gtk_text_iter_get_line (&iter), ==, 2);
  g_assert_cmpint (gtk_text_iter_get_line_offset (&iter), ==, 0);

  /* Mended, the mark and the message go. */
  type_text (page, "domain 1..5\ngroup pet: dog snails horse fox zebra\nzebra = 1\n");
  gtk_text_buffer_get_iter_at_line_offset (buffer, &iter, 2, 0);
  g_assert_false (gtk_text_iter_has_tag (&iter, tag));
  solve (page, "logic.solve", "24 solutions");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A search with no end in sight shows its progress and stops on Cancel. */
static void
test_page_cancel (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);

  type_text (page, "domain 1..30\nnames a b c d e f g h i j k l m n\n");
  g_assert_true (gtk_widget_activate_action (page, "logic.count", NULL));
  perch_test_gui_wait_for_label (page, "Counting solutions…", 5000);
  /* One search at a time: Solve waits for this one to end. */
  gtk_widget_activate_action (page, "logic.solve", NULL);
  g_assert_true (perch_test_gui_shows_label (page, "Counting solutions…"));
  perch_test_gui_wait (300);
  g_assert_true (gtk_widget_activate_action (page, "logic.cancel", NULL));
  perch_test_gui_wait_for_label (page, "Search Cancelled", 5000);
  solve (page, "logic.solve-first", "First solution");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* New clears the text, undoably; Save writes the file the page edits; the text and where
 * it came from survive a restart. */
static void
test_page_new_save_restore (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  g_autofree char *path = perch_test_gui_output_path ("logic-saved.logic");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GSettings) settings = g_settings_new ("io.github.perch.Perch.Logic");
  g_autofree char *uri = g_file_get_uri (file);
  g_autofree char *contents = NULL;
  g_autofree char *text = NULL;

  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "zebra"));
  type_text (page, "# my own\nSEND + MORE = MONEY\n");
  g_assert_true (perch_test_gui_shows_label (page, "Example, edited"));
  g_assert_true (gtk_widget_activate_action (page, "logic.new", NULL));
  text = page_text (page);
  g_assert_cmpstr (text, ==, "");
  g_assert_true (perch_test_gui_shows_label (page, "New Puzzle"));
  g_assert_true (gtk_widget_activate_action (page, "logic.undo-load", NULL));
  g_free (text);
  text = page_text (page);
  g_assert_cmpstr (text, ==, "# my own\nSEND + MORE = MONEY\n");
  gtk_window_destroy (GTK_WINDOW (window));

  /* Typed text comes back as it was. */
  window = open_page (&page);
  g_free (text);
  text = page_text (page);
  g_assert_cmpstr (text, ==, "# my own\nSEND + MORE = MONEY\n");
  gtk_window_destroy (GTK_WINDOW (window));

  /* A file being edited comes back as that file; Save writes it. */
  g_remove (path);
  g_settings_set_string (settings, "document", uri);
  g_settings_set_boolean (settings, "modified", TRUE);
  window = open_page (&page);
  g_assert_true (perch_test_gui_shows_label (page, "logic-saved.logic"));
  g_assert_true (gtk_widget_activate_action (page, "logic.save", NULL));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "# my own\nSEND + MORE = MONEY\n");
  g_assert_false (perch_test_gui_shows_label (page, "Example, edited"));
  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (settings, "document");
  g_settings_reset (settings, "text");
  g_settings_reset (settings, "modified");
}

int
main (int    argc,
      char **argv)
{
  if (!perch_test_gui_init (&argc, &argv))
    return 0;

  g_test_add_func ("/logic/page/examples", test_page_examples);
  g_test_add_func ("/logic/page/browse", test_page_browse);
  g_test_add_func ("/logic/page/error", test_page_error);
  g_test_add_func ("/logic/page/cancel", test_page_cancel);
  g_test_add_func ("/logic/page/new-save-restore", test_page_new_save_restore);

  return g_test_run ();
}
