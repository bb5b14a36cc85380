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

double
perch_draw_fit_text (cairo_t    *cr,
                     const char *text,
                     double      size,
                     gboolean    bold,
                     double      max_width)
{
  cairo_text_extents_t extents;

  cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL,
                          bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, size);
  cairo_text_extents (cr, text, &extents);
  if (extents.x_advance > max_width && max_width > 0)
    {
      cairo_set_font_size (cr, size * max_width / extents.x_advance);
      return max_width;
    }
  return extents.x_advance;
}

void
perch_draw_set_ink (cairo_t  *cr,
                    gboolean  dark,
                    double    alpha)
{
  if (dark)
    cairo_set_source_rgba (cr, 1, 1, 1, 0.92 * alpha);
  else
    cairo_set_source_rgba (cr, 0, 0, 0, 0.80 * alpha);
}
