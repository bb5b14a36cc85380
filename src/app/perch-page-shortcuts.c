/* perch-page-shortcuts.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-page-shortcuts"

#include "perch-page-shortcuts.h"

void
perch_page_add_shortcuts (GtkWidget               *page,
                          const PerchPageShortcut *shortcuts,
                          gsize                    n_shortcuts)
{
  GtkEventController *controller;

  g_return_if_fail (GTK_IS_WIDGET (page));
  g_return_if_fail (shortcuts != NULL || n_shortcuts == 0);

  controller = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller),
                                     GTK_SHORTCUT_SCOPE_MANAGED);
  for (gsize i = 0; i < n_shortcuts; i++)
    {
      GtkShortcutTrigger *trigger = gtk_keyval_trigger_new (shortcuts[i].keyval,
                                                            shortcuts[i].modifiers);
      GtkShortcutAction *action = gtk_named_action_new (shortcuts[i].action);

      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                            gtk_shortcut_new (trigger, action));
    }
  gtk_widget_add_controller (page, controller);
}
