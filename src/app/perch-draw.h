/* perch-draw.h: small cairo shapes every painter uses
 *
 * Cairo only (no GTK), so painter tests build without a display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

/* Adds a closed rectangle with rounded corners to the path; @radius is clamped
 * to half the shorter side. */
void perch_draw_rounded_rectangle (cairo_t *cr,
                                   double   x,
                                   double   y,
                                   double   width,
                                   double   height,
                                   double   radius);

/* Chooses Perch's face (Cantarell) at @size, bold or not, shrunk so that @text is at most
 * @max_width wide (0: as it is). Returns the text's width at that size. */
double perch_draw_fit_text           (cairo_t    *cr,
                                      const char *text,
                                      double      size,
                                      gboolean    bold,
                                      double      max_width);

/* The page's ink for text and lines: near black on light, near white on dark, @alpha of
 * its usual strength. */
void   perch_draw_set_ink            (cairo_t    *cr,
                                      gboolean    dark,
                                      double      alpha);
