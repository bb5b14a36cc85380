/* perch-paint-colors.c: the theme's colours a cairo painter needs
 *
 * The one place that asks the theme for its accent colour: the lookup is
 * deprecated after GTK 4.8, and its replacement is newer than our floor.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-paint-colors"

#include <adwaita.h>

#include "perch-paint-colors.h"

/* Fills @accent (red, green, blue in 0..1) with the theme's accent colour, leaving
 * it as it is if the theme names none, and @dark with whether the style is dark. */
void
perch_widget_get_paint_colors (GtkWidget *widget,
                               double     accent[3],
                               gboolean  *dark)
{
  GdkRGBA color;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), "accent_color",
                                      &color))
    {
      accent[0] = color.red;
      accent[1] = color.green;
      accent[2] = color.blue;
    }
  G_GNUC_END_IGNORE_DEPRECATIONS

  *dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
}
