/* perch-menu-button.h: a menu button whose menu is built the first time it opens
 *
 * A menu model given to a GtkMenuButton builds its popover and every item at once:
 * at start-up, for menus nobody may open. This gives the model when the menu first
 * opens (by click, Return or F10 on a primary menu) instead.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void perch_menu_button_set_menu_on_open (GtkMenuButton *button,
                                         GMenuModel    *model);

G_END_DECLS
