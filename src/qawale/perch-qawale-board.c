/* perch-qawale-board.c: draws with the painter, turns clicks and keys into squares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "perch-motion.h"
#include "perch-paint-colors.h"
#include "perch-qawale-board.h"
#include "perch-qawale-painter.h"

#define REFUSE_MS 420
#define WIN_MS    900

struct _PerchQawaleBoard
{
  GtkWidget            parent_instance;

  PerchQawalePosition  position;
  PerchQawaleScene     scene;
  guint                cursor;
  double               from_stage;
  double               to_stage;

  PerchMotion         *move_motion;
  PerchMotion         *refuse_motion;
  PerchMotion         *win_motion;
};

G_DEFINE_FINAL_TYPE (PerchQawaleBoard, perch_qawale_board, GTK_TYPE_WIDGET)

enum
{
  SQUARE_ACTIVATED,
  MOTION_DONE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
compute_layout (PerchQawaleBoard  *self,
                PerchQawaleLayout *layout)
{
  perch_qawale_layout_compute (layout, gtk_widget_get_width (GTK_WIDGET (self)),
                               gtk_widget_get_height (GTK_WIDGET (self)));
}

static void
perch_qawale_board_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  PerchQawaleBoard *self = PERCH_QAWALE_BOARD (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  PerchQawaleLayout layout;
  cairo_t *cr;

  if (width < 16 || height < 16)
    return;

  perch_widget_get_paint_colors (widget, self->scene.accent, &self->scene.dark);

  if (self->scene.moving)
    self->scene.stage = self->from_stage + (self->to_stage - self->from_stage) *
                        perch_motion_get_progress (self->move_motion);
  self->scene.refuse_progress = perch_motion_get_progress (self->refuse_motion);
  self->scene.win_progress = perch_motion_get_progress (self->win_motion);
  self->scene.cursor = gtk_widget_has_visible_focus (widget) ? (int) self->cursor : -1;

  compute_layout (self, &layout);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  perch_qawale_paint (cr, &layout, &self->scene);
  cairo_destroy (cr);
}

static void
on_pressed (GtkGestureClick  *gesture,
            int               n_press,
            double            x,
            double            y,
            PerchQawaleBoard *self)
{
  PerchQawaleLayout layout;
  int square;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  compute_layout (self, &layout);
  square = perch_qawale_layout_square_at (&layout, x, y);
  if (square < 0)
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  self->cursor = square;
  g_signal_emit (self, signals[SQUARE_ACTIVATED], 0, (guint) square);
}

/* Arrow keys walk the squares as they are seen: up is rank + 1. */
static void
move_cursor_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  PerchQawaleBoard *self = PERCH_QAWALE_BOARD (widget);
  int file = self->cursor % 4, rank = self->cursor / 4, dx, dy;

  g_variant_get (parameter, "(ii)", &dx, &dy);
  file = CLAMP (file + dx, 0, 3);
  rank = CLAMP (rank + dy, 0, 3);
  self->cursor = rank * 4 + file;
  gtk_widget_queue_draw (widget);
}

static void
activate_cursor_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  PerchQawaleBoard *self = PERCH_QAWALE_BOARD (widget);

  g_signal_emit (self, signals[SQUARE_ACTIVATED], 0, self->cursor);
}

static void
on_focus_changed (PerchQawaleBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_move_done (PerchMotion      *motion,
              PerchQawaleBoard *self)
{
  self->scene.stage = self->to_stage;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[MOTION_DONE], 0);
}

static void
on_motion_done (PerchMotion      *motion,
                PerchQawaleBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
perch_qawale_board_dispose (GObject *object)
{
  PerchQawaleBoard *self = PERCH_QAWALE_BOARD (object);

  if (self->move_motion != NULL)
    g_signal_handlers_disconnect_by_data (self->move_motion, self);
  g_clear_object (&self->move_motion);
  g_clear_object (&self->refuse_motion);
  g_clear_object (&self->win_motion);

  G_OBJECT_CLASS (perch_qawale_board_parent_class)->dispose (object);
}

static void
perch_qawale_board_class_init (PerchQawaleBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = perch_qawale_board_dispose;
  widget_class->snapshot = perch_qawale_board_snapshot;

  /**
   * PerchQawaleBoard::square-activated:
   * @square: the square clicked, or chosen with the keyboard (a1 = 0, d4 = 15)
   */
  signals[SQUARE_ACTIVATED] = g_signal_new ("square-activated", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                            G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * PerchQawaleBoard::motion-done:
   *
   * A move shown with perch_qawale_board_show_move() reached its stage.
   */
  signals[MOTION_DONE] = g_signal_new ("motion-done", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /* The keys go through actions, which tests can activate too. */
  gtk_widget_class_install_action (widget_class, "board.move-cursor", "(ii)", move_cursor_action);
  gtk_widget_class_install_action (widget_class, "board.activate-cursor", NULL,
                                   activate_cursor_action);
  {
    static const struct { guint key, keypad; int dx, dy; } arrows[] = {
      { GDK_KEY_Left, GDK_KEY_KP_Left, -1, 0 },
      { GDK_KEY_Right, GDK_KEY_KP_Right, 1, 0 },
      { GDK_KEY_Up, GDK_KEY_KP_Up, 0, 1 },
      { GDK_KEY_Down, GDK_KEY_KP_Down, 0, -1 },
    };

    for (guint i = 0; i < G_N_ELEMENTS (arrows); i++)
      {
        gtk_widget_class_add_binding_action (widget_class, arrows[i].key, 0, "board.move-cursor",
                                             "(ii)", arrows[i].dx, arrows[i].dy);
        gtk_widget_class_add_binding_action (widget_class, arrows[i].keypad, 0,
                                             "board.move-cursor", "(ii)", arrows[i].dx,
                                             arrows[i].dy);
      }
  }
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "board.activate-cursor",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "board.activate-cursor",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0,
                                       "board.activate-cursor", NULL);

  gtk_widget_class_set_css_name (widget_class, "qawale-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
perch_qawale_board_init (PerchQawaleBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  perch_qawale_position_init (&self->position, PERCH_QAWALE_DEFAULT_STONES, PERCH_QAWALE_LIGHT,
                              PERCH_QAWALE_BOTH_LINES_MOVER_WINS);
  perch_qawale_scene_init (&self->scene, &self->position);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);

  self->move_motion = perch_motion_new (GTK_WIDGET (self));
  self->refuse_motion = perch_motion_new (GTK_WIDGET (self));
  self->win_motion = perch_motion_new (GTK_WIDGET (self));
  g_signal_connect (self->move_motion, "done", G_CALLBACK (on_move_done), self);
  g_signal_connect (self->refuse_motion, "done", G_CALLBACK (on_motion_done), self);
  g_signal_connect (self->win_motion, "done", G_CALLBACK (on_motion_done), self);

  gtk_widget_set_size_request (GTK_WIDGET (self), 280, 240);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Qawale board"), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Arrow keys choose a square; Enter or Space places a pebble "
                                    "on the stack there, then drops the next pebble on the "
                                    "square chosen; Backspace takes a step back, Escape "
                                    "cancels the move"), -1);
}

GtkWidget *
perch_qawale_board_new (void)
{
  return g_object_new (PERCH_TYPE_QAWALE_BOARD, NULL);
}

/* Shows a position at rest, and the move that led to it (or NULL). */
void
perch_qawale_board_set_position (PerchQawaleBoard          *self,
                                 const PerchQawalePosition *position,
                                 const PerchQawaleMove     *last)
{
  g_return_if_fail (PERCH_IS_QAWALE_BOARD (self));
  g_return_if_fail (position != NULL);

  self->scene.moving = FALSE;
  perch_motion_skip (self->move_motion);
  self->position = *position;
  self->scene.moving = FALSE;
  self->scene.targets = FALSE;
  self->scene.hinting = FALSE;
  self->scene.has_last = last != NULL;
  if (last != NULL)
    self->scene.last = *last;
  self->scene.winning_lines = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Shows @move under way from @before, animating its stage (see the painter) from
 * @from_stage to @to_stage; "motion-done" follows (with a duration of 0 the stage is
 * shown at once, and nothing follows). With @targets, the squares the next step may take
 * are lit and the pebbles left to drop counted. */
void
perch_qawale_board_show_move (PerchQawaleBoard          *self,
                              const PerchQawalePosition *before,
                              const PerchQawaleMove     *move,
                              double                     from_stage,
                              double                     to_stage,
                              guint                      duration_ms,
                              gboolean                   targets)
{
  g_return_if_fail (PERCH_IS_QAWALE_BOARD (self));
  g_return_if_fail (before != NULL && move != NULL);

  self->scene.moving = FALSE;
  perch_motion_skip (self->move_motion);
  self->position = *before;
  self->scene.moving = TRUE;
  self->scene.move = *move;
  self->scene.targets = targets;
  self->scene.hinting = FALSE;
  self->scene.has_last = FALSE;
  self->scene.winning_lines = 0;
  self->from_stage = from_stage;
  self->to_stage = to_stage;
  self->scene.stage = from_stage;
  if (duration_ms > 0)
    perch_motion_start (self->move_motion, duration_ms, ADW_LINEAR);
  else
    self->from_stage = self->scene.stage = to_stage;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
perch_qawale_board_is_animating (PerchQawaleBoard *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_BOARD (self), FALSE);

  return perch_motion_is_running (self->move_motion);
}

/* Ends a move in flight at once ("motion-done" is emitted). */
void
perch_qawale_board_finish_motion (PerchQawaleBoard *self)
{
  g_return_if_fail (PERCH_IS_QAWALE_BOARD (self));

  perch_motion_skip (self->move_motion);
}

double
perch_qawale_board_get_stage (PerchQawaleBoard *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_BOARD (self), 0);

  return self->scene.moving ? self->scene.stage : PERCH_QAWALE_STAGE_BEFORE;
}

void
perch_qawale_board_set_hint (PerchQawaleBoard      *self,
                             const PerchQawaleMove *hint)
{
  g_return_if_fail (PERCH_IS_QAWALE_BOARD (self));

  self->scene.hinting = hint != NULL;
  if (hint != NULL)
    self->scene.hint = *hint;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
perch_qawale_board_get_hint (PerchQawaleBoard *self,
                             PerchQawaleMove  *hint)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_BOARD (self), FALSE);

  if (self->scene.hinting && hint != NULL)
    *hint = self->scene.hint;
  return self->scene.hinting;
}

void
perch_qawale_board_set_winning_lines (PerchQawaleBoard *self,
                                      guint16           lines)
{
  g_return_if_fail (PERCH_IS_QAWALE_BOARD (self));

  self->scene.winning_lines = lines;
  if (lines != 0)
    perch_motion_start (self->win_motion, WIN_MS, ADW_EASE_OUT_CUBIC);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint16
perch_qawale_board_get_winning_lines (PerchQawaleBoard *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_BOARD (self), 0);

  return self->scene.winning_lines;
}

/* Shakes the stack of a square that cannot be used. */
void
perch_qawale_board_refuse (PerchQawaleBoard *self,
                           guint             square)
{
  g_return_if_fail (PERCH_IS_QAWALE_BOARD (self));

  self->scene.refused = square;
  perch_motion_start (self->refuse_motion, REFUSE_MS, ADW_LINEAR);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
perch_qawale_board_get_cursor (PerchQawaleBoard *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_BOARD (self), -1);

  return self->cursor;
}

void
perch_qawale_board_set_cursor (PerchQawaleBoard *self,
                               guint             square)
{
  g_return_if_fail (PERCH_IS_QAWALE_BOARD (self));
  g_return_if_fail (square < PERCH_QAWALE_N_SQUARES);

  self->cursor = square;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
