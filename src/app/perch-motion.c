/* perch-motion.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-motion"

#include "perch-motion.h"

struct _PerchMotion
{
  GObject       parent_instance;

  GtkWidget    *widget;     /* weak */
  AdwAnimation *animation;
  double        progress;
  gboolean      running;
};

enum {
  DONE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PerchMotion, perch_motion, G_TYPE_OBJECT)

static void
on_value (double   value,
          gpointer user_data)
{
  PerchMotion *self = user_data;

  self->progress = value;
  if (self->widget != NULL)
    gtk_widget_queue_draw (self->widget);
}

static void
on_done (AdwAnimation *animation,
         PerchMotion  *self)
{
  if (!self->running)
    return;

  self->running = FALSE;
  self->progress = 1.0;
  if (self->widget != NULL)
    gtk_widget_queue_draw (self->widget);
  g_signal_emit (self, signals[DONE], 0);
}

/**
 * perch_motion_new:
 * @widget: the widget to redraw on every frame (not referenced)
 */
PerchMotion *
perch_motion_new (GtkWidget *widget)
{
  PerchMotion *self;
  AdwAnimationTarget *target;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  self = g_object_new (PERCH_TYPE_MOTION, NULL);
  self->widget = widget;
  g_object_add_weak_pointer (G_OBJECT (widget), (gpointer *) &self->widget);

  target = adw_callback_animation_target_new (on_value, self, NULL);
  self->animation = adw_timed_animation_new (widget, 0.0, 1.0, 250, target);
  g_signal_connect (self->animation, "done", G_CALLBACK (on_done), self);

  return self;
}

/* Starts again from 0, ending any motion in progress first (its "done" is emitted). */
void
perch_motion_start (PerchMotion *self,
                    guint        duration_ms,
                    AdwEasing    easing)
{
  g_return_if_fail (PERCH_IS_MOTION (self));

  if (self->running)
    perch_motion_skip (self);

  adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (self->animation), duration_ms);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->animation), easing);
  self->running = TRUE;
  self->progress = 0.0;
  /* Finishes at once (and emits "done") when animations are off or the widget
   * is not mapped. */
  adw_animation_play (self->animation);
}

/* Jumps to the end; "done" is emitted if a motion was running. */
void
perch_motion_skip (PerchMotion *self)
{
  g_return_if_fail (PERCH_IS_MOTION (self));

  if (self->running)
    adw_animation_skip (self->animation);
}

double
perch_motion_get_progress (PerchMotion *self)
{
  g_return_val_if_fail (PERCH_IS_MOTION (self), 1.0);

  return self->running ? self->progress : 1.0;
}

gboolean
perch_motion_is_running (PerchMotion *self)
{
  g_return_val_if_fail (PERCH_IS_MOTION (self), FALSE);

  return self->running;
}

static void
perch_motion_dispose (GObject *object)
{
  PerchMotion *self = PERCH_MOTION (object);

  if (self->animation != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->animation, self);
      self->running = FALSE;
      adw_animation_reset (self->animation);
    }
  g_clear_object (&self->animation);
  if (self->widget != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->widget), (gpointer *) &self->widget);
      self->widget = NULL;
    }

  G_OBJECT_CLASS (perch_motion_parent_class)->dispose (object);
}

static void
perch_motion_class_init (PerchMotionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = perch_motion_dispose;

  /**
   * PerchMotion::done:
   *
   * The motion reached its end (or was skipped).
   */
  signals[DONE] = g_signal_new ("done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
perch_motion_init (PerchMotion *self)
{
  self->progress = 1.0;
}
