/* perch-qawale-reserve.c: a row of pebbles drawn by the board's painter
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "config.h"

#include <gtk/gtk.h>

#include "perch-paint-colors.h"
#include "perch-qawale-painter.h"
#include "perch-qawale-reserve.h"

#define PEBBLE  18.0
#define SPACING  3.0

struct _PerchQawaleReserve
{
  GtkWidget         parent_instance;

  PerchQawaleColour colour;
  guint             left;
  guint             total;
};

G_DEFINE_FINAL_TYPE (PerchQawaleReserve, perch_qawale_reserve, GTK_TYPE_WIDGET)

static void
perch_qawale_reserve_snapshot (GtkWidget   *widget,
                               GtkSnapshot *snapshot)
{
  PerchQawaleReserve *self = PERCH_QAWALE_RESERVE (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  double accent[3], size, step;
  gboolean dark;
  cairo_t *cr;

  if (self->total == 0 || width < 4 || height < 4)
    return;
  perch_widget_get_paint_colors (widget, accent, &dark);
  /* Pebbles shrink, then overlap, to fit. */
  size = MIN (PEBBLE, height * 0.9);
  step = MIN (size + SPACING, (width - size) / MAX (self->total - 1, 1u));
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  for (guint i = 0; i < self->total; i++)
    perch_qawale_paint_pebble (cr, size / 2 + i * step, height / 2.0 - size * 0.12, size,
                               self->colour + 1, dark, i >= self->left);
  cairo_destroy (cr);
}

static void
perch_qawale_reserve_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  PerchQawaleReserve *self = PERCH_QAWALE_RESERVE (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = (int) (PEBBLE * 3);
      *natural = (int) (self->total * (PEBBLE + SPACING));
    }
  else
    *minimum = *natural = (int) (PEBBLE + 4);
}

static void
perch_qawale_reserve_class_init (PerchQawaleReserveClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = perch_qawale_reserve_snapshot;
  widget_class->measure = perch_qawale_reserve_measure;
  gtk_widget_class_set_css_name (widget_class, "qawale-reserve");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
perch_qawale_reserve_init (PerchQawaleReserve *self)
{
  self->total = PERCH_QAWALE_DEFAULT_STONES;
  self->left = self->total;
}

void
perch_qawale_reserve_set (PerchQawaleReserve *self,
                          PerchQawaleColour   colour,
                          guint               left,
                          guint               total)
{
  g_return_if_fail (PERCH_IS_QAWALE_RESERVE (self));
  g_return_if_fail (left <= total);

  if (self->colour == colour && self->left == left && self->total == total)
    return;
  self->colour = colour;
  self->left = left;
  if (self->total != total)
    {
      self->total = total;
      gtk_widget_queue_resize (GTK_WIDGET (self));
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
