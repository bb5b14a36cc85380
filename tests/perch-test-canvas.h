/* perch-test-canvas.h: painter tests draw on an image surface the colour of the
 * page behind them and keep the picture as a PNG for people to look at
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

/* A @width x @height ARGB32 canvas filled with the light or dark page colour. */
static inline cairo_t *
perch_test_canvas_new (int      width,
                       int      height,
                       gboolean dark)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);

  cairo_surface_destroy (surface);
  if (dark)
    cairo_set_source_rgb (cr, 0.14, 0.14, 0.15);
  else
    cairo_set_source_rgb (cr, 0.98, 0.98, 0.98);
  cairo_paint (cr);
  return cr;
}

/* Ends the drawing on @cr, writes it to @name in the test's build folder and
 * returns its surface, which the caller owns. */
static inline cairo_surface_t *
perch_test_canvas_save (cairo_t    *cr,
                        const char *name)
{
  cairo_surface_t *surface = cairo_surface_reference (cairo_get_target (cr));
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);

  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  g_test_message ("wrote %s", path);
  return surface;
}

/* The ARGB32 pixel at (@x, @y) of an image surface, as cairo stores it. */
static inline guint32
perch_test_canvas_pixel (cairo_surface_t *surface,
                         double           x,
                         double           y)
{
  guchar *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);

  return *(guint32 *) (gpointer) (data + (int) y * stride + (int) x * 4);
}
