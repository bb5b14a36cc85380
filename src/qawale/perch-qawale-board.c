/* perch-qawale-board.c: draws with the painter, animates what it is told, turns clicks and
 * keys into squares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "perch-motion.h"
#include "perch-paint-colors.h"
#include "perch-qawale-board.h"

typedef enum
{
  AT_REST,      /* a position, with its last move and winning lines */
  PLAYING,      /* a move played, from the position before it to the one after */
  COMPOSING,    /* a person's move as they build it */
} State;

struct _PerchQawaleBoard
{
  GtkWidget            parent_instance;

  State                state;
  PerchQawalePosition  position;     /* at rest, or before the move shown */
  PerchQawalePosition  after;        /* PLAYING: where the move ends */
  PerchQawaleMove      settled_move; /* COMPOSING: the move once the motion ends */
  gboolean             putting_back; /* COMPOSING: the stack goes back down, then rest */
  PerchQawaleScene     scene;
  PerchQawaleSpeed     speed;
  double               from_stage;
  double               to_stage;
  gboolean             superseding;  /* a motion ended by the next one: no "motion-done" */

  guint                cursor;
  gboolean             keyboard;     /* the keyboard was used on the board last */

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

/* Whether the keyboard's square is drawn. */
gboolean
perch_qawale_board_get_cursor_shown (PerchQawaleBoard *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_BOARD (self), FALSE);

  return self->keyboard && gtk_widget_has_focus (GTK_WIDGET (self));
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
  self->scene.cursor = perch_qawale_board_get_cursor_shown (self) ? (int) self->cursor : -1;

  compute_layout (self, &layout);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  perch_qawale_paint (cr, &layout, &self->scene);
  cairo_destroy (cr);
}

/* Motions. */

/* Shows the end of the motion under way, and tells the page unless a new one takes its
 * place. */
static void
on_move_done (PerchMotion      *motion,
              PerchQawaleBoard *self)
{
  switch (self->state)
    {
    case PLAYING:
      {
        PerchQawaleMove move = self->scene.move;

        perch_qawale_board_set_position (self, &self->after, &move);
        break;
      }
    case COMPOSING:
      self->scene.stage = self->from_stage = self->to_stage;
      self->scene.move = self->settled_move;
      if (self->putting_back)
        {
          self->state = AT_REST;
          self->scene.moving = FALSE;
          self->putting_back = FALSE;
        }
      break;
    case AT_REST:
    default:
      break;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (!self->superseding)
    g_signal_emit (self, signals[MOTION_DONE], 0);
}

/* Ends the motion under way quietly, for the next to start where it ended. */
static void
supersede (PerchQawaleBoard *self)
{
  self->superseding = TRUE;
  perch_motion_skip (self->move_motion);
  self->superseding = FALSE;
}

/* Runs the move's stage from where it is to @to, @stage_ms a stage; at once (and
 * without a motion) when it is there already. */
static void
run_stage (PerchQawaleBoard *self,
           double            to,
           guint             stage_ms)
{
  self->from_stage = self->scene.stage;
  self->to_stage = to;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (to == self->from_stage)
    on_move_done (self->move_motion, self);
  else
    perch_motion_start (self->move_motion, (guint) (stage_ms * ABS (to - self->from_stage)),
                        ADW_LINEAR);
}

static void
on_motion_done (PerchMotion      *motion,
                PerchQawaleBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Clicks and keys. */

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
  self->keyboard = FALSE;
  compute_layout (self, &layout);
  square = perch_qawale_layout_square_at (&layout, x, y);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (square < 0)
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  self->cursor = square;
  g_signal_emit (self, signals[SQUARE_ACTIVATED], 0, (guint) square);
}

/* A key that finds the keyboard's square hidden shows it, and does nothing more. */
static gboolean
show_cursor (PerchQawaleBoard *self)
{
  if (perch_qawale_board_get_cursor_shown (self))
    return FALSE;
  self->keyboard = TRUE;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

/* Arrow keys walk the squares as they are seen: up is rank + 1. */
static void
move_cursor_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  PerchQawaleBoard *self = PERCH_QAWALE_BOARD (widget);
  int file = self->cursor % 4, rank = self->cursor / 4, dx, dy;

  if (show_cursor (self))
    return;
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

  if (show_cursor (self))
    return;
  g_signal_emit (self, signals[SQUARE_ACTIVATED], 0, self->cursor);
}

/* Focus from the keyboard (Tab) shows the square at once; from a click, not. */
static void
on_focus_enter (PerchQawaleBoard *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (GTK_IS_WINDOW (root) && gtk_window_get_focus_visible (GTK_WINDOW (root)))
    self->keyboard = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_focus_leave (PerchQawaleBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* GObject. */

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
  static const struct { guint key, keypad; int dx, dy; } arrows[] = {
    { GDK_KEY_Left, GDK_KEY_KP_Left, -1, 0 },
    { GDK_KEY_Right, GDK_KEY_KP_Right, 1, 0 },
    { GDK_KEY_Up, GDK_KEY_KP_Up, 0, 1 },
    { GDK_KEY_Down, GDK_KEY_KP_Down, 0, -1 },
  };
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
   * A move played is shown at rest, or a move being built reached its stage.
   */
  signals[MOTION_DONE] = g_signal_new ("motion-done", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /* The keys go through actions, which tests can activate too. */
  gtk_widget_class_install_action (widget_class, "board.move-cursor", "(ii)", move_cursor_action);
  gtk_widget_class_install_action (widget_class, "board.activate-cursor", NULL,
                                   activate_cursor_action);
  for (guint i = 0; i < G_N_ELEMENTS (arrows); i++)
    {
      gtk_widget_class_add_binding_action (widget_class, arrows[i].key, 0, "board.move-cursor",
                                           "(ii)", arrows[i].dx, arrows[i].dy);
      gtk_widget_class_add_binding_action (widget_class, arrows[i].keypad, 0,
                                           "board.move-cursor", "(ii)", arrows[i].dx,
                                           arrows[i].dy);
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
  self->speed = PERCH_QAWALE_SPEED_NORMAL;
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_focus_enter), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_focus_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);

  self->move_motion = perch_motion_new (GTK_WIDGET (self));
  self->refuse_motion = perch_motion_new (GTK_WIDGET (self));
  self->win_motion = perch_motion_new (GTK_WIDGET (self));
  g_signal_connect (self->move_motion, "done", G_CALLBACK (on_move_done), self);
  g_signal_connect (self->refuse_motion, "done", G_CALLBACK (on_motion_done), self);
  g_signal_connect (self->win_motion, "done", G_CALLBACK (on_motion_done), self);

  gtk_widget_set_size_request (GTK_WIDGET (self), 200, 200);
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

/* What to show. */

/* How fast moves played are shown (the page's setting; a person's own steps keep their
 * pace). */
void
perch_qawale_board_set_speed (PerchQawaleBoard *self,
                              PerchQawaleSpeed  speed)
{
  g_return_if_fail (PERCH_IS_QAWALE_BOARD (self));

  self->speed = speed;
}

/* Shows @position at rest, at once, with the move that led to it (or NULL) and its
 * winning lines. */
void
perch_qawale_board_set_position (PerchQawaleBoard          *self,
                                 const PerchQawalePosition *position,
                                 const PerchQawaleMove     *last)
{
  guint16 lines;

  g_return_if_fail (PERCH_IS_QAWALE_BOARD (self));
  g_return_if_fail (position != NULL);

  self->state = AT_REST;
  supersede (self);
  self->position = *position;
  self->scene.moving = FALSE;
  self->scene.targets = FALSE;
  self->scene.hinting = FALSE;
  self->scene.labelled = 0;
  self->scene.previewing = FALSE;
  self->scene.has_last = last != NULL;
  if (last != NULL)
    self->scene.last = *last;
  lines = perch_qawale_position_winning_lines (position);
  if (lines != 0 && lines != self->scene.winning_lines)
    perch_motion_start (self->win_motion,
                        perch_qawale_anim_length (PERCH_QAWALE_ANIM_WIN, self->speed),
                        ADW_EASE_OUT_CUBIC);
  self->scene.winning_lines = lines;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Whether @move goes on from the move being built: its first steps are those shown. */
static gboolean
continues_composed (PerchQawaleBoard      *self,
                    const PerchQawaleMove *move)
{
  guint n = self->scene.move.n_steps;
  guint64 mask = n >= 32 ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << (2 * n)) - 1;

  return self->state == COMPOSING && !self->putting_back &&
         self->scene.move.origin == move->origin && n <= move->n_steps &&
         (self->scene.move.steps & mask) == (move->steps & mask);
}

/* Shows @move played from @before: the pebble placed, the stack lifted, each pebble
 * dropped; at rest on @after with its winning lines, then "motion-done". A move the
 * player was building goes on from where it was. */
void
perch_qawale_board_play (PerchQawaleBoard          *self,
                         const PerchQawalePosition *before,
                         const PerchQawaleMove     *move,
                         const PerchQawalePosition *after)
{
  guint stage_ms;

  g_return_if_fail (PERCH_IS_QAWALE_BOARD (self));
  g_return_if_fail (before != NULL && move != NULL && after != NULL);

  supersede (self);
  if (continues_composed (self, move) && perch_qawale_position_equal (before, &self->position))
    stage_ms = perch_qawale_anim_length (PERCH_QAWALE_ANIM_STEP, self->speed);
  else
    {
      stage_ms = perch_qawale_anim_length (PERCH_QAWALE_ANIM_STAGE, self->speed);
      self->scene.stage = PERCH_QAWALE_STAGE_BEFORE;
    }
  self->state = PLAYING;
  self->position = *before;
  self->after = *after;
  self->scene.moving = TRUE;
  self->scene.move = *move;
  self->scene.targets = FALSE;
  self->scene.hinting = FALSE;
  self->scene.labelled = 0;
  self->scene.previewing = FALSE;
  self->scene.winning_lines = 0;
  run_stage (self, move->n_steps, stage_ms);
}

/* Shows the move a person is building on @position: @move's stack lifted and its
 * pebbles dropped so far (from what is shown: one more dropped, or one taken back up),
 * the squares the next step may take lit; NULL puts the stack back down. */
void
perch_qawale_board_compose (PerchQawaleBoard          *self,
                            const PerchQawalePosition *position,
                            const PerchQawaleMove     *move)
{
  guint stage_ms = perch_qawale_anim_length (PERCH_QAWALE_ANIM_STEP, self->speed);
  gboolean going_on;

  g_return_if_fail (PERCH_IS_QAWALE_BOARD (self));
  g_return_if_fail (position != NULL);

  supersede (self);
  if (move == NULL)
    {
      if (self->state != COMPOSING)
        return;
      self->putting_back = TRUE;
      self->settled_move = self->scene.move;
      run_stage (self, PERCH_QAWALE_STAGE_BEFORE, stage_ms);
      return;
    }

  going_on = self->state == COMPOSING && !self->putting_back &&
             self->scene.move.origin == move->origin &&
             perch_qawale_position_equal (position, &self->position);
  if (!going_on)
    self->scene.stage = PERCH_QAWALE_STAGE_BEFORE;
  self->state = COMPOSING;
  self->putting_back = FALSE;
  self->position = *position;
  self->settled_move = *move;
  /* A step taken back: the longer path stays drawn while its last pebble goes back up. */
  if (!going_on || move->n_steps >= self->scene.move.n_steps)
    self->scene.move = *move;
  self->scene.moving = TRUE;
  self->scene.targets = TRUE;
  self->scene.hinting = FALSE;
  self->scene.winning_lines = 0;
  run_stage (self, move->n_steps == 0 ? PERCH_QAWALE_STAGE_LIFTED : move->n_steps, stage_ms);
}

gboolean
perch_qawale_board_is_animating (PerchQawaleBoard *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_BOARD (self), FALSE);

  return perch_motion_is_running (self->move_motion);
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

/**
 * perch_qawale_board_set_verdicts:
 * @squares: the squares that have a verdict
 * @labels: (array fixed-size=16) (nullable): the verdicts, by square
 *
 * Puts the analysis' verdicts on @squares (none with 0).
 */
void
perch_qawale_board_set_verdicts (PerchQawaleBoard              *self,
                                 guint16                        squares,
                                 const PerchQawaleVerdictLabel *labels)
{
  g_return_if_fail (PERCH_IS_QAWALE_BOARD (self));
  g_return_if_fail (labels != NULL || squares == 0);

  if (squares == 0 && self->scene.labelled == 0)
    return;
  self->scene.labelled = squares;
  if (squares != 0)
    memcpy (self->scene.labels, labels, sizeof self->scene.labels);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * perch_qawale_board_get_verdicts:
 * @labels: (out caller-allocates) (array fixed-size=16) (optional): the verdicts shown
 *
 * Returns: the squares that show a verdict
 */
guint16
perch_qawale_board_get_verdicts (PerchQawaleBoard        *self,
                                 PerchQawaleVerdictLabel *labels)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_BOARD (self), 0);

  if (labels != NULL)
    memcpy (labels, self->scene.labels, sizeof self->scene.labels);
  return self->scene.labelled;
}

/* Draws @move's whole path over the board (NULL: none), for a move pointed at. */
void
perch_qawale_board_set_preview (PerchQawaleBoard      *self,
                                const PerchQawaleMove *move)
{
  g_return_if_fail (PERCH_IS_QAWALE_BOARD (self));

  if (move == NULL && !self->scene.previewing)
    return;
  self->scene.previewing = move != NULL;
  if (move != NULL)
    self->scene.preview = *move;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
perch_qawale_board_get_preview (PerchQawaleBoard *self,
                                PerchQawaleMove  *move)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_BOARD (self), FALSE);

  if (self->scene.previewing && move != NULL)
    *move = self->scene.preview;
  return self->scene.previewing;
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
  perch_motion_start (self->refuse_motion,
                      perch_qawale_anim_length (PERCH_QAWALE_ANIM_REFUSE, self->speed),
                      ADW_LINEAR);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
perch_qawale_board_get_cursor (PerchQawaleBoard *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_BOARD (self), -1);

  return self->cursor;
}

/* Moves the keyboard's square (shown or not, as it was). */
void
perch_qawale_board_set_cursor (PerchQawaleBoard *self,
                               guint             square)
{
  g_return_if_fail (PERCH_IS_QAWALE_BOARD (self));
  g_return_if_fail (square < PERCH_QAWALE_N_SQUARES);

  self->cursor = square;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
