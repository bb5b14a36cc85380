/* perch-logic-picture-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include <adwaita.h>

#include "perch-logic-picture-view.h"
#include "perch-motion.h"
#include "perch-paint-colors.h"

struct _PerchLogicPictureView
{
  GtkWidget        parent_instance;

  PerchLogicScene  scene;         /* points into the arrays below */
  gboolean         has_scene;
  GPtrArray       *names;         /* of const char * */
  GArray          *values;        /* of gint */
  GArray          *from_values;   /* of gint: where a move starts */
  PerchMotion     *motion;
};

G_DEFINE_FINAL_TYPE (PerchLogicPictureView, perch_logic_picture_view, GTK_TYPE_WIDGET)

void
perch_logic_picture_view_set_scene (PerchLogicPictureView *self,
                                    const PerchLogicScene *scene,
                                    gboolean               move)
{
  gboolean had_scene;
  guint duration;

  g_return_if_fail (PERCH_IS_LOGIC_PICTURE_VIEW (self));

  had_scene = self->has_scene;
  self->has_scene = scene != NULL && scene->picture != NULL;
  move = move && had_scene && self->has_scene && scene->picture == self->scene.picture &&
         scene->n_names == self->values->len;
  perch_motion_skip (self->motion);
  if (move)
    {
      g_array_set_size (self->from_values, 0);
      g_array_append_vals (self->from_values, self->values->data, self->values->len);
    }
  g_ptr_array_set_size (self->names, 0);
  g_array_set_size (self->values, 0);
  if (self->has_scene)
    {
      for (guint i = 0; i < scene->n_names; i++)
        g_ptr_array_add (self->names, (gpointer) scene->names[i]);
      g_array_append_vals (self->values, scene->values, scene->n_names);
      self->scene = *scene;
      self->scene.names = (const char * const *) self->names->pdata;
      self->scene.values = (const gint *) (gpointer) self->values->data;
      self->scene.from_values = move ? (const gint *) (gpointer) self->from_values->data : NULL;
    }

  duration = self->has_scene ? perch_logic_picture_motion_ms (&self->scene) : 0;
  if (duration > 0)
    perch_motion_start (self->motion, duration, ADW_LINEAR);
  else
    self->scene.from_values = NULL;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* Whether the names are on their way to a solution's places. */
gboolean
perch_logic_picture_view_is_moving (PerchLogicPictureView *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_PICTURE_VIEW (self), FALSE);

  return perch_motion_is_running (self->motion);
}

static void
on_motion_done (PerchLogicPictureView *self)
{
  self->scene.from_values = NULL;
  gtk_widget_queue_draw (GTK_WIDGET (self));
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
  self->scene.progress = perch_motion_get_progress (self->motion);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  perch_logic_paint_picture (cr, &self->scene, width, height);
  cairo_destroy (cr);
}

static void
perch_logic_picture_view_dispose (GObject *object)
{
  PerchLogicPictureView *self = PERCH_LOGIC_PICTURE_VIEW (object);

  g_clear_object (&self->motion);

  G_OBJECT_CLASS (perch_logic_picture_view_parent_class)->dispose (object);
}

static void
perch_logic_picture_view_finalize (GObject *object)
{
  PerchLogicPictureView *self = PERCH_LOGIC_PICTURE_VIEW (object);

  g_ptr_array_unref (self->names);
  g_array_unref (self->values);
  g_array_unref (self->from_values);

  G_OBJECT_CLASS (perch_logic_picture_view_parent_class)->finalize (object);
}

static void
perch_logic_picture_view_class_init (PerchLogicPictureViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = perch_logic_picture_view_dispose;
  object_class->finalize = perch_logic_picture_view_finalize;
  widget_class->get_request_mode = perch_logic_picture_view_get_request_mode;
  widget_class->measure = perch_logic_picture_view_measure;
  widget_class->snapshot = perch_logic_picture_view_snapshot;
  gtk_widget_class_set_css_name (widget_class, "picture");
}

static void
perch_logic_picture_view_init (PerchLogicPictureView *self)
{
  self->names = g_ptr_array_new ();
  self->values = g_array_new (FALSE, FALSE, sizeof (gint));
  self->from_values = g_array_new (FALSE, FALSE, sizeof (gint));
  self->motion = perch_motion_new (GTK_WIDGET (self));
  g_signal_connect_object (self->motion, "done", G_CALLBACK (on_motion_done), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}
