/* perch-menu-button.c: a menu button whose menu is built the first time it opens
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-menu-button"

#include "config.h"

#include "perch-menu-button.h"

static void
give_menu (GtkMenuButton *button,
           gpointer       model)
{
  if (gtk_menu_button_get_menu_model (button) == NULL)
    gtk_menu_button_set_menu_model (button, model);
}

/* @model becomes @button's menu when it first opens; until then the button has none. */
void
perch_menu_button_set_menu_on_open (GtkMenuButton *button,
                                    GMenuModel    *model)
{
  g_return_if_fail (GTK_IS_MENU_BUTTON (button));
  g_return_if_fail (G_IS_MENU_MODEL (model));

  gtk_menu_button_set_create_popup_func (button, give_menu, g_object_ref (model),
                                         g_object_unref);
}
