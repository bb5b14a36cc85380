/* perch-toast.c: the one way a page shows a short message
 *
 * A toast goes to the nearest AdwToastOverlay around @widget (or, for a widget
 * such as a page that holds its own overlay, the first one inside it). One message at a time
 * per overlay: a new one takes the place of the one on screen by changing its
 * title, since dismissing a toast that is still being shown and adding another
 * races in libadwaita 1.2.
 *
 * A toast has one line: a message too long for it gets a short title and a Details
 * button that shows the whole of it in a dialog.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-toast"

#include "config.h"

#include <glib/gi18n.h>

#include "perch-toast.h"

#define SHOWN_KEY   "perch-toast-shown"
#define DETAILS_KEY "perch-toast-details"
#define OVERLAY_KEY "perch-toast-overlay"

static void
free_slot (gpointer data)
{
  AdwToast **slot = data;

  g_clear_weak_pointer (slot);
  g_free (slot);
}

static GtkWidget *
find_overlay_inside (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ADW_IS_TOAST_OVERLAY (child) ? child : find_overlay_inside (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
on_details_clicked (AdwToast *toast)
{
  const char *details = g_object_get_data (G_OBJECT (toast), DETAILS_KEY);
  GtkWidget *overlay = g_object_get_data (G_OBJECT (toast), OVERLAY_KEY);
  GtkWidget *dialog;

  if (details == NULL || overlay == NULL)
    return;
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (overlay)),
                                   adw_toast_get_title (toast), details);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Shows @title in the toast on screen, or a new one; NULL when there is no overlay
 * (the message goes to the log). */
static AdwToast *
show (GtkWidget  *widget,
      const char *title)
{
  GtkWidget *overlay;
  AdwToast **slot;
  AdwToast *toast;

  overlay = ADW_IS_TOAST_OVERLAY (widget)
            ? widget : gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
  if (overlay == NULL)
    overlay = find_overlay_inside (widget);
  if (overlay == NULL)
    {
      g_message ("%s", title);
      return NULL;
    }

  slot = g_object_get_data (G_OBJECT (overlay), SHOWN_KEY);
  if (slot == NULL)
    {
      slot = g_new0 (AdwToast *, 1);
      g_object_set_data_full (G_OBJECT (overlay), SHOWN_KEY, slot, free_slot);
    }
  if (*slot != NULL)
    {
      adw_toast_set_title (*slot, title);
      return *slot;
    }

  toast = adw_toast_new (title);
  adw_toast_set_timeout (toast, 4);
  g_object_set_data (G_OBJECT (toast), OVERLAY_KEY, overlay);
  g_signal_connect (toast, "button-clicked", G_CALLBACK (on_details_clicked), NULL);
  g_set_weak_pointer (slot, toast);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
  return toast;
}

static void
set_details (AdwToast   *toast,
             const char *details)
{
  g_object_set_data_full (G_OBJECT (toast), DETAILS_KEY, g_strdup (details), g_free);
  adw_toast_set_button_label (toast, details != NULL ? _("Details") : NULL);
}

void
perch_toast (GtkWidget  *widget,
             const char *title)
{
  AdwToast *toast;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (title != NULL);

  toast = show (widget, title);
  if (toast != NULL)
    set_details (toast, NULL);
}

/**
 * perch_toast_with_details:
 * @title: a few words, such as "The saved game was restored in part"
 * @details: the whole message, shown in a dialog from the toast's Details button
 */
void
perch_toast_with_details (GtkWidget  *widget,
                          const char *title,
                          const char *details)
{
  AdwToast *toast;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (title != NULL && details != NULL);

  toast = show (widget, title);
  if (toast != NULL)
    set_details (toast, details);
  else
    g_message ("%s", details);
}
