/* perch-ballsort-board.c: draws with the painter, turns clicks and keys into bottle numbers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-ballsort"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "perch-ballsort-board.h"
#include "perch-ballsort-painter.h"
#include "perch-motion.h"
#include "perch-paint-colors.h"

struct _PerchBallsortBoard
{
  GtkWidget           parent_instance;

  PerchBallsortLevel *level;
  PerchBallsortInk    inks[PERCH_BALLSORT_MAX_COLOURS];
  PerchBallsortScene  scene;
  guint               cursor;         /* the keyboard's bottle */
  gboolean            keyboard;       /* the keyboard was used on the board last */
  PerchBallsortSpeed  speed;          /* of the move in flight */

  PerchMotion        *move_motion;
  PerchMotion        *rest_motion;
  PerchMotion        *shake_motion;
  PerchMotion        *celebrate_motion;
};

G_DEFINE_FINAL_TYPE (PerchBallsortBoard, perch_ballsort_board, GTK_TYPE_WIDGET)

enum
{
  BOTTLE_CLICKED,
  MOVE_DONE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum
{
  PROP_0,
  PROP_SYMBOLS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
compute_layout (PerchBallsortBoard  *self,
                PerchBallsortLayout *layout)
{
  perch_ballsort_layout_compute (layout, self->level->n_bottles, self->level->capacity,
                                 gtk_widget_get_width (GTK_WIDGET (self)),
                                 gtk_widget_get_height (GTK_WIDGET (self)));
}

/* Whether the keyboard's bottle is drawn: while the board has the focus and the
 * keyboard was used on it last. */
gboolean
perch_ballsort_board_get_cursor_shown (PerchBallsortBoard *self)
{
  g_return_val_if_fail (PERCH_IS_BALLSORT_BOARD (self), FALSE);

  return self->keyboard && self->level != NULL && gtk_widget_has_focus (GTK_WIDGET (self));
}

/* The keyboard's bottle (drawn or not). */
guint
perch_ballsort_board_get_cursor (PerchBallsortBoard *self)
{
  g_return_val_if_fail (PERCH_IS_BALLSORT_BOARD (self), 0);

  return self->cursor;
}

/* A key that finds the keyboard's bottle hidden (after a click, say) shows it and
 * does nothing more, so that no key acts on a bottle the player cannot see. */
static gboolean
reveal_cursor (PerchBallsortBoard *self)
{
  if (perch_ballsort_board_get_cursor_shown (self))
    return FALSE;
  self->keyboard = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

static void
perch_ballsort_board_snapshot (GtkWidget   *widget,
                               GtkSnapshot *snapshot)
{
  PerchBallsortBoard *self = PERCH_BALLSORT_BOARD (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  PerchBallsortLayout layout;
  cairo_t *cr;

  if (self->level == NULL || width < 16 || height < 16)
    return;

  perch_widget_get_paint_colors (widget, self->scene.accent, &self->scene.dark);

  self->scene.moving = perch_motion_is_running (self->move_motion);
  self->scene.move_progress = perch_motion_get_progress (self->move_motion);
  self->scene.shake_progress = perch_motion_get_progress (self->shake_motion);
  if (!perch_motion_is_running (self->shake_motion))
    self->scene.shaking = -1;
  self->scene.cursor = perch_ballsort_board_get_cursor_shown (self) ? (int) self->cursor : -1;
  self->scene.celebrating = perch_motion_is_running (self->celebrate_motion);
  self->scene.celebrate_progress = perch_motion_get_progress (self->celebrate_motion);

  compute_layout (self, &layout);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  perch_ballsort_paint (cr, &layout, &self->scene);
  cairo_destroy (cr);
}

static void
on_pressed (GtkGestureClick    *gesture,
            int                 n_press,
            double              x,
            double              y,
            PerchBallsortBoard *self)
{
  PerchBallsortLayout layout;
  int bottle;

  if (self->level == NULL)
    return;
  compute_layout (self, &layout);
  bottle = perch_ballsort_layout_bottle_at (&layout, x, y);
  self->keyboard = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (bottle >= 0)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      self->cursor = bottle;
      g_signal_emit (self, signals[BOTTLE_CLICKED], 0, (guint) bottle);
    }
}

/* Arrow keys walk the bottles: along a row, or to the nearest bottle of the
 * row above or below. */
static gboolean
move_cursor (GtkWidget *widget,
             GVariant  *args,
             gpointer   user_data)
{
  PerchBallsortBoard *self = PERCH_BALLSORT_BOARD (widget);
  PerchBallsortLayout layout;
  int dx, dy;
  guint n;

  if (self->level == NULL)
    return FALSE;
  n = self->level->n_bottles;
  self->cursor = MIN (self->cursor, n - 1);
  if (reveal_cursor (self))
    return TRUE;
  g_variant_get (args, "(ii)", &dx, &dy);
  if (dx != 0)
    self->cursor = (self->cursor + n + dx) % n;
  else
    {
      double x, y, best = G_MAXDOUBLE;
      guint found = self->cursor;

      compute_layout (self, &layout);
      x = layout.x[self->cursor];
      y = layout.y[self->cursor];
      for (guint b = 0; b < n; b++)
        {
          double row = layout.y[b] - y;

          /* The nearest row in that direction, then the nearest bottle in it. */
          if ((dy > 0 && row <= 0) || (dy < 0 && row >= 0))
            continue;
          if (fabs (row) * 1000 + fabs (layout.x[b] - x) < best)
            {
              best = fabs (row) * 1000 + fabs (layout.x[b] - x);
              found = b;
            }
        }
      self->cursor = found;
    }
  gtk_widget_queue_draw (widget);
  return TRUE;
}

static gboolean
activate_cursor (GtkWidget *widget,
                 GVariant  *args,
                 gpointer   user_data)
{
  PerchBallsortBoard *self = PERCH_BALLSORT_BOARD (widget);

  if (self->level == NULL || self->cursor >= self->level->n_bottles)
    return FALSE;
  if (reveal_cursor (self))
    return TRUE;
  g_signal_emit (self, signals[BOTTLE_CLICKED], 0, self->cursor);
  return TRUE;
}

/* Digits pick bottles 1 to 9 (and 0 the tenth) directly. */
static gboolean
pick_bottle (GtkWidget *widget,
             GVariant  *args,
             gpointer   user_data)
{
  PerchBallsortBoard *self = PERCH_BALLSORT_BOARD (widget);
  guint bottle = g_variant_get_uint32 (args);

  if (self->level == NULL || bottle >= self->level->n_bottles)
    return FALSE;
  /* The digit names the bottle: it acts at once, and the cursor shows it. */
  self->cursor = bottle;
  self->keyboard = TRUE;
  gtk_widget_queue_draw (widget);
  g_signal_emit (self, signals[BOTTLE_CLICKED], 0, bottle);
  return TRUE;
}

/* Focus from the keyboard (Tab) shows the cursor at once; from a click, not. */
static void
on_focus_enter (PerchBallsortBoard *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (GTK_IS_WINDOW (root) && gtk_window_get_focus_visible (GTK_WINDOW (root)))
    self->keyboard = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_focus_leave (PerchBallsortBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_motion_done (PerchMotion        *motion,
                PerchBallsortBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* A move has landed: a pause, and then it has been seen. */
static void
on_move_landed (PerchMotion        *motion,
                PerchBallsortBoard *self)
{
  perch_motion_start (self->rest_motion,
                      perch_ballsort_anim_length (PERCH_BALLSORT_ANIM_REST, self->speed),
                      ADW_LINEAR);
}

static void
on_rest_done (PerchMotion        *motion,
              PerchBallsortBoard *self)
{
  g_signal_emit (self, signals[MOVE_DONE], 0);
}

static void
perch_ballsort_board_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  PerchBallsortBoard *self = PERCH_BALLSORT_BOARD (object);

  switch (prop_id)
    {
    case PROP_SYMBOLS:
      g_value_set_boolean (value, self->scene.symbols);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
perch_ballsort_board_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  PerchBallsortBoard *self = PERCH_BALLSORT_BOARD (object);

  switch (prop_id)
    {
    case PROP_SYMBOLS:
      perch_ballsort_board_set_symbols (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
perch_ballsort_board_dispose (GObject *object)
{
  PerchBallsortBoard *self = PERCH_BALLSORT_BOARD (object);

  g_clear_object (&self->move_motion);
  g_clear_object (&self->rest_motion);
  g_clear_object (&self->shake_motion);
  g_clear_object (&self->celebrate_motion);

  G_OBJECT_CLASS (perch_ballsort_board_parent_class)->dispose (object);
}

static void
perch_ballsort_board_finalize (GObject *object)
{
  PerchBallsortBoard *self = PERCH_BALLSORT_BOARD (object);

  g_clear_pointer (&self->level, perch_ballsort_level_free);

  G_OBJECT_CLASS (perch_ballsort_board_parent_class)->finalize (object);
}

static void
perch_ballsort_board_class_init (PerchBallsortBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = perch_ballsort_board_get_property;
  object_class->set_property = perch_ballsort_board_set_property;
  object_class->dispose = perch_ballsort_board_dispose;
  object_class->finalize = perch_ballsort_board_finalize;
  widget_class->snapshot = perch_ballsort_board_snapshot;

  properties[PROP_SYMBOLS] =
    g_param_spec_boolean ("symbols", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * PerchBallsortBoard::bottle-clicked:
   * @bottle: 0-based index of the bottle
   */
  signals[BOTTLE_CLICKED] = g_signal_new ("bottle-clicked", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * PerchBallsortBoard::move-done:
   *
   * A move given to perch_ballsort_board_animate_move() has landed and rested a
   * moment (for its speed): it has been seen. Not emitted for a move cut short by
   * another change.
   */
  signals[MOVE_DONE] = g_signal_new ("move-done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_add_binding (widget_class, GDK_KEY_Left, 0, move_cursor, "(ii)", -1, 0);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Right, 0, move_cursor, "(ii)", 1, 0);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Up, 0, move_cursor, "(ii)", 0, -1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Down, 0, move_cursor, "(ii)", 0, 1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_space, 0, activate_cursor, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Return, 0, activate_cursor, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Enter, 0, activate_cursor, NULL);
  for (guint digit = 0; digit < 10; digit++)
    {
      gtk_widget_class_add_binding (widget_class, GDK_KEY_1 + digit - (digit == 9 ? 10 : 0), 0,
                                    pick_bottle, "u", digit);
      gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_1 + digit - (digit == 9 ? 10 : 0), 0,
                                    pick_bottle, "u", digit);
    }

  gtk_widget_class_set_css_name (widget_class, "ballsort-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
perch_ballsort_board_init (PerchBallsortBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  perch_ballsort_scene_init (&self->scene, NULL, self->inks);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_focus_enter), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_focus_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);

  self->speed = PERCH_BALLSORT_SPEED_NORMAL;
  self->move_motion = perch_motion_new (GTK_WIDGET (self));
  self->rest_motion = perch_motion_new (GTK_WIDGET (self));
  self->shake_motion = perch_motion_new (GTK_WIDGET (self));
  self->celebrate_motion = perch_motion_new (GTK_WIDGET (self));
  g_signal_connect (self->move_motion, "done", G_CALLBACK (on_motion_done), self);
  g_signal_connect (self->move_motion, "done", G_CALLBACK (on_move_landed), self);
  g_signal_connect (self->rest_motion, "done", G_CALLBACK (on_rest_done), self);
  g_signal_connect (self->shake_motion, "done", G_CALLBACK (on_motion_done), self);
  g_signal_connect (self->celebrate_motion, "done", G_CALLBACK (on_motion_done), self);

  gtk_widget_set_size_request (GTK_WIDGET (self), 240, 200);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Bottles"), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Arrow keys choose a bottle, Space lifts or drops a ball; "
                                    "digits pick bottles 1 to 10"), -1);
}

GtkWidget *
perch_ballsort_board_new (void)
{
  return g_object_new (PERCH_TYPE_BALLSORT_BOARD, NULL);
}

static void
replace_level (PerchBallsortBoard       *self,
               const PerchBallsortLevel *level)
{
  gboolean same_colours = self->level != NULL && self->level->n_colours == level->n_colours;

  for (guint c = 0; same_colours && c < level->n_colours; c++)
    same_colours = g_strcmp0 (self->level->colours[c], level->colours[c]) == 0;

  g_clear_pointer (&self->level, perch_ballsort_level_free);
  self->level = perch_ballsort_level_copy (level);
  self->cursor = MIN (self->cursor, level->n_bottles - 1);
  if (!same_colours)
    perch_ballsort_palette_inks (self->level, self->inks);
  self->scene.level = self->level;
}

/* Ends a move in flight and its rest without a "move-done": something else
 * happened before it was seen. */
static void
cut_move_short (PerchBallsortBoard *self)
{
  g_signal_handlers_block_by_func (self->move_motion, on_move_landed, self);
  g_signal_handlers_block_by_func (self->rest_motion, on_rest_done, self);
  perch_motion_skip (self->move_motion);
  perch_motion_skip (self->rest_motion);
  g_signal_handlers_unblock_by_func (self->move_motion, on_move_landed, self);
  g_signal_handlers_unblock_by_func (self->rest_motion, on_rest_done, self);
}

/* Shows a position at once: no move in flight, nothing lifted or pointed at. */
void
perch_ballsort_board_set_level (PerchBallsortBoard       *self,
                                const PerchBallsortLevel *level)
{
  g_return_if_fail (PERCH_IS_BALLSORT_BOARD (self));
  g_return_if_fail (level != NULL);

  cut_move_short (self);
  perch_motion_skip (self->celebrate_motion);
  replace_level (self, level);
  self->scene.selected = -1;
  self->scene.hint_from = self->scene.hint_to = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Shows @after, with the @amount balls of @move flying from their bottle into the
 * other (they leave from the lifted place if the source was selected), at @speed;
 * "move-done" follows once it has been seen. */
void
perch_ballsort_board_animate_move (PerchBallsortBoard       *self,
                                   const PerchBallsortLevel *after,
                                   PerchBallsortMove         move,
                                   guint                     amount,
                                   PerchBallsortSpeed        speed)
{
  g_return_if_fail (PERCH_IS_BALLSORT_BOARD (self));
  g_return_if_fail (after != NULL && move.from < after->n_bottles && move.to < after->n_bottles);

  cut_move_short (self);
  self->speed = speed;
  self->scene.from_lifted = self->scene.selected == move.from;
  replace_level (self, after);
  self->scene.selected = -1;
  self->scene.hint_from = self->scene.hint_to = -1;
  self->scene.move = move;
  self->scene.moved = amount;
  perch_motion_start (self->move_motion, perch_ballsort_anim_length (PERCH_BALLSORT_ANIM_MOVE,
                                                                    speed),
                      ADW_EASE_IN_OUT_CUBIC);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
perch_ballsort_board_set_selected (PerchBallsortBoard *self,
                                   int                 bottle,
                                   guint               lifted)
{
  g_return_if_fail (PERCH_IS_BALLSORT_BOARD (self));

  self->scene.selected = bottle;
  self->scene.lifted = lifted;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
perch_ballsort_board_set_hint (PerchBallsortBoard *self,
                               int                 from,
                               int                 to)
{
  g_return_if_fail (PERCH_IS_BALLSORT_BOARD (self));

  self->scene.hint_from = from;
  self->scene.hint_to = to;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The move pointed at, if any. */
gboolean
perch_ballsort_board_get_hint (PerchBallsortBoard *self,
                               PerchBallsortMove  *move)
{
  g_return_val_if_fail (PERCH_IS_BALLSORT_BOARD (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (self->scene.hint_from < 0 || self->scene.hint_to < 0)
    return FALSE;
  move->from = self->scene.hint_from;
  move->to = self->scene.hint_to;
  return TRUE;
}

void
perch_ballsort_board_shake (PerchBallsortBoard *self,
                            guint               bottle)
{
  g_return_if_fail (PERCH_IS_BALLSORT_BOARD (self));

  self->scene.shaking = bottle;
  perch_motion_start (self->shake_motion,
                      perch_ballsort_anim_length (PERCH_BALLSORT_ANIM_SHAKE, self->speed),
                      ADW_LINEAR);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
perch_ballsort_board_celebrate (PerchBallsortBoard *self)
{
  g_return_if_fail (PERCH_IS_BALLSORT_BOARD (self));

  perch_motion_start (self->celebrate_motion,
                      perch_ballsort_anim_length (PERCH_BALLSORT_ANIM_CELEBRATE, self->speed),
                      ADW_EASE_OUT_CUBIC);
}

void
perch_ballsort_board_set_symbols (PerchBallsortBoard *self,
                                  gboolean            symbols)
{
  g_return_if_fail (PERCH_IS_BALLSORT_BOARD (self));

  symbols = !!symbols;
  if (self->scene.symbols == symbols)
    return;
  self->scene.symbols = symbols;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SYMBOLS]);
}

/* Ends a move in flight at once (before the next one starts from its end). */
void
perch_ballsort_board_finish_motion (PerchBallsortBoard *self)
{
  g_return_if_fail (PERCH_IS_BALLSORT_BOARD (self));

  cut_move_short (self);
}

/* Where bottle @bottle is drawn (with the room above it for a lifted ball), in
 * the board's coordinates. */
gboolean
perch_ballsort_board_get_bottle_bounds (PerchBallsortBoard *self,
                                        guint               bottle,
                                        graphene_rect_t    *bounds)
{
  PerchBallsortLayout layout;

  g_return_val_if_fail (PERCH_IS_BALLSORT_BOARD (self), FALSE);
  g_return_val_if_fail (bounds != NULL, FALSE);

  if (self->level == NULL || bottle >= self->level->n_bottles)
    return FALSE;
  compute_layout (self, &layout);
  graphene_rect_init (bounds, layout.x[bottle], layout.y[bottle] - layout.ball,
                      layout.bottle_width, layout.bottle_height + layout.ball);
  return TRUE;
}
