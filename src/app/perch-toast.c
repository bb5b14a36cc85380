/* perch-toast.c: the one way a page shows a short message
 *
 * A toast goes to the nearest AdwToastOverlay around @widget (or, for a widget
 * such as a page that holds its own overlay, the first one inside it). One message at a time
 * per overlay: a new one takes the place of the one on screen by changing its
 * title, since dismissing a toast that is still being shown and adding another
 * races in libadwaita 1.2.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-toast"

#include "perch-toast.h"

#define SHOWN_KEY "perch-toast-shown"

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

/* @button_label and @action_name (both or neither): a button on the toast, such as Undo. */
void
perch_toast_with_action (GtkWidget  *widget,
                         const char *title,
                         const char *button_label,
                         const char *action_name)
{
  GtkWidget *overlay;
  AdwToast **slot;
  AdwToast *toast;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (title != NULL);

  overlay = ADW_IS_TOAST_OVERLAY (widget)
            ? widget : gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
  if (overlay == NULL)
    overlay = find_overlay_inside (widget);
  if (overlay == NULL)
    {
      g_message ("%s", title);
      return;
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
      adw_toast_set_button_label (*slot, button_label);
      adw_toast_set_action_name (*slot, action_name);
      return;
    }

  toast = adw_toast_new (title);
  adw_toast_set_timeout (toast, 4);
  adw_toast_set_button_label (toast, button_label);
  adw_toast_set_action_name (toast, action_name);
  g_set_weak_pointer (slot, toast);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
}

void
perch_toast (GtkWidget  *widget,
             const char *title)
{
  perch_toast_with_action (widget, title, NULL, NULL);
}
