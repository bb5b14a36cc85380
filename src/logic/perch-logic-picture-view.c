/* perch-logic-picture-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include <adwaita.h>

#include "perch-logic-picture-view.h"
#include "perch-paint-colors.h"

struct _PerchLogicPictureView
{
  GtkWidget        parent_instance;

  PerchLogicScene  scene;
  gboolean         has_scene;
};

G_DEFINE_FINAL_TYPE (PerchLogicPictureView, perch_logic_picture_view, GTK_TYPE_WIDGET)

void
perch_logic_picture_view_set_scene (PerchLogicPictureView *self,
                                    const PerchLogicScene *scene)
{
  g_return_if_fail (PERCH_IS_LOGIC_PICTURE_VIEW (self));

  self->has_scene = scene != NULL && scene->picture != NULL;
  if (self->has_scene)
    self->scene = *scene;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static GtkSizeRequestMode
perch_logic_picture_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
perch_logic_picture_view_measure (GtkWidget      *widget,
                                  GtkOrientation  orientation,
                                  int             for_size,
                                  int            *minimum,
                                  int            *natural,
                                  int            *minimum_baseline,
                                  int            *natural_baseline)
{
  PerchLogicPictureView *self = PERCH_LOGIC_PICTURE_VIEW (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 0;
      *natural = self->has_scene ? 480 : 0;
    }
  else
    {
      /* Without a width yet, the one it would like. */
      *minimum = *natural = self->has_scene
                              ? (int) perch_logic_picture_height (&self->scene,
                                                                  for_size > 0 ? for_size : 480)
                              : 0;
    }
}

static void
perch_logic_picture_view_snapshot (GtkWidget   *widget,
                                   GtkSnapshot *snapshot)
{
  PerchLogicPictureView *self = PERCH_LOGIC_PICTURE_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (!self->has_scene || width <= 0 || height <= 0)
    return;
  perch_widget_get_paint_colors (widget, self->scene.accent, &self->scene.dark);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  perch_logic_paint_picture (cr, &self->scene, width, height);
  cairo_destroy (cr);
}

static void
perch_logic_picture_view_class_init (PerchLogicPictureViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->get_request_mode = perch_logic_picture_view_get_request_mode;
  widget_class->measure = perch_logic_picture_view_measure;
  widget_class->snapshot = perch_logic_picture_view_snapshot;
  gtk_widget_class_set_css_name (widget_class, "picture");
}

static void
perch_logic_picture_view_init (PerchLogicPictureView *self)
{
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}
