/* perch-draw.c: small cairo shapes every painter uses
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-draw"

#include "perch-draw.h"

#include <math.h>

void
perch_draw_rounded_rectangle (cairo_t *cr,
                              double   x,
                              double   y,
                              double   width,
                              double   height,
                              double   radius)
{
  radius = fmin (radius, fmin (width, height) / 2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + width - radius, y + radius, radius, -M_PI / 2, 0);
  cairo_arc (cr, x + width - radius, y + height - radius, radius, 0, M_PI / 2);
  cairo_arc (cr, x + radius, y + height - radius, radius, M_PI / 2, M_PI);
  cairo_arc (cr, x + radius, y + radius, radius, M_PI, 3 * M_PI / 2);
  cairo_close_path (cr);
}
