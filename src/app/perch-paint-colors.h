/* perch-paint-colors.h: the theme's colours a cairo painter needs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void perch_widget_get_paint_colors (GtkWidget *widget,
                                    double     accent[3],
                                    gboolean  *dark);

G_END_DECLS
