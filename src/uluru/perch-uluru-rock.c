/* perch-uluru-rock.c: the board widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Draws with perch-uluru-painter.c. The rock owns its transitions: told a new
 * placement, it lets the birds fly there for as long as the painter says
 * (perch_uluru_anim_length()), or puts them there at once. In play mode a bird
 * moves by dragging it to a place (or to the nest), or by clicking it and then the
 * place; a bird of the conflict the reader points at glows. From the
 * keyboard, the arrow keys choose a bird, 1 to 8 put it on that place and 0 back
 * in the nest. The rock only asks for the move (the "move" signal): the session
 * knows the rules (a bird dropped on a taken place swaps with it), and the page
 * hands the rock the placement that results.
 */
#define G_LOG_DOMAIN "perch-uluru"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "perch-motion.h"
#include "perch-paint-colors.h"
#include "perch-uluru-painter.h"
#include "perch-uluru-rock.h"

#define DRAG_THRESHOLD 6.0

struct _PerchUluruRock
{
  GtkWidget            parent_instance;

  PerchMotion         *motion;
  PerchUluruPlacement  from;
  PerchUluruPlacement  placement;
  guint8               unhappy_birds;
  guint8               highlighted_birds;
  gboolean             interactive;

  guint                hover_place;
  gboolean             pointer_inside;
  int                  selected_bird;
  int                  pressed_bird;
  gboolean             dragging;
  double               press_x, press_y;
  double               drag_x, drag_y;
};

G_DEFINE_FINAL_TYPE (PerchUluruRock, perch_uluru_rock, GTK_TYPE_WIDGET)

enum
{
  MOVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
perch_uluru_rock_new (void)
{
  return g_object_new (PERCH_TYPE_ULURU_ROCK, NULL);
}

static void
compute_layout (PerchUluruRock   *self,
                PerchUluruLayout *layout)
{
  perch_uluru_layout_compute (layout, gtk_widget_get_width (GTK_WIDGET (self)),
                              gtk_widget_get_height (GTK_WIDGET (self)));
}

/* The board as seen through @part (widget coordinates), in a cairo node of its own. */
static void
paint_part (GtkSnapshot             *snapshot,
            const PerchUluruLayout  *layout,
            const PerchUluruScene   *scene,
            const cairo_rectangle_t *part,
            int                      width,
            int                      height)
{
  double x0 = floor (MAX (part->x, 0)), y0 = floor (MAX (part->y, 0));
  double x1 = ceil (MIN (part->x + part->width, width));
  double y1 = ceil (MIN (part->y + part->height, height));
  cairo_t *cr;

  if (x1 <= x0 || y1 <= y0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x0, y0, x1 - x0, y1 - y0));
  perch_uluru_paint_board (cr, layout, scene);
  cairo_destroy (cr);
}

static void
perch_uluru_rock_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  PerchUluruRock *self = PERCH_ULURU_ROCK (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  PerchUluruLayout layout;
  PerchUluruScene scene = { 0 };
  cairo_rectangle_t rock_part, nest_part;

  if (width <= 0 || height <= 0)
    return;

  perch_uluru_layout_compute (&layout, width, height);
  scene.from = self->from;
  scene.to = self->placement;
  scene.progress = perch_motion_get_progress (self->motion);
  scene.accent[0] = 0.21;
  scene.accent[1] = 0.52;
  scene.accent[2] = 0.89;
  perch_widget_get_paint_colors (widget, scene.accent, &scene.dark);
  scene.show_numbers = self->pointer_inside;
  scene.hover_place = self->hover_place;
  scene.unhappy_birds = self->unhappy_birds;
  scene.highlighted_birds = self->highlighted_birds;
  scene.selected_bird = self->selected_bird;
  scene.dragged_bird = self->dragging ? self->pressed_bird : -1;
  scene.drag_x = self->drag_x;
  scene.drag_y = self->drag_y;

  if (perch_uluru_layout_split_parts (&layout, &scene, &rock_part, &nest_part))
    {
      paint_part (snapshot, &layout, &scene, &rock_part, width, height);
      paint_part (snapshot, &layout, &scene, &nest_part, width, height);
    }
  else
    {
      cairo_rectangle_t whole = { 0, 0, width, height };

      paint_part (snapshot, &layout, &scene, &whole, width, height);
    }
}

static void
perch_uluru_rock_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  /* Upright, the layout is 7 units wide and 11.8 high; in a narrow window the page
   * gives it less height, and the nest moves beside the rock. */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 200;
      *natural = 440;
    }
  else
    {
      *minimum = 160;
      *natural = for_size > 0 ? (int) perch_uluru_layout_height_for_width (for_size) : 700;
      *natural = MAX (*natural, *minimum);
    }
}

static GtkSizeRequestMode
perch_uluru_rock_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* Asks for @bird to go to @place (PERCH_ULURU_OFF: the nest), as the player does. */
void
perch_uluru_rock_request_move (PerchUluruRock *self,
                               PerchUluruBird  bird,
                               guint           place)
{
  g_return_if_fail (PERCH_IS_ULURU_ROCK (self));
  g_return_if_fail ((guint) bird < PERCH_ULURU_N_BIRDS);
  g_return_if_fail (place <= PERCH_ULURU_N_PLACES);

  g_signal_emit (self, signals[MOVE], 0, (int) bird, place);
}

static void
update_hover (PerchUluruRock *self,
              double          x,
              double          y)
{
  PerchUluruLayout layout;
  int place;

  compute_layout (self, &layout);
  place = perch_uluru_layout_place_at (&layout, x, y);
  place = place > 0 ? place : 0;
  if ((guint) place != self->hover_place)
    {
      self->hover_place = place;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           PerchUluruRock           *self)
{
  if (!self->pointer_inside)
    {
      self->pointer_inside = TRUE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  update_hover (self, x, y);
}

static void
on_leave (GtkEventControllerMotion *controller,
          PerchUluruRock           *self)
{
  self->pointer_inside = FALSE;
  self->hover_place = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               PerchUluruRock *self)
{
  PerchUluruLayout layout;

  if (!self->interactive)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }

  perch_motion_skip (self->motion);
  compute_layout (self, &layout);
  self->pressed_bird = perch_uluru_layout_bird_at (&layout, &self->placement, x, y);
  self->press_x = x;
  self->press_y = y;
  self->dragging = FALSE;
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                PerchUluruRock *self)
{
  if (self->pressed_bird < 0)
    return;

  if (!self->dragging && (dx * dx + dy * dy) > DRAG_THRESHOLD * DRAG_THRESHOLD)
    {
      self->dragging = TRUE;
      self->selected_bird = -1;
    }
  if (self->dragging)
    {
      self->drag_x = self->press_x + dx;
      self->drag_y = self->press_y + dy;
      update_hover (self, self->drag_x, self->drag_y);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
on_drag_end (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             PerchUluruRock *self)
{
  PerchUluruLayout layout;
  double x = self->press_x + dx, y = self->press_y + dy;
  int target;

  if (!self->interactive)
    return;

  compute_layout (self, &layout);
  target = perch_uluru_layout_place_at (&layout, x, y);

  if (self->dragging)
    {
      /* Dropped beside every place: the bird goes back where it was. */
      if (target != PERCH_ULURU_NOWHERE)
        perch_uluru_rock_request_move (self, self->pressed_bird, target);
    }
  else if (self->selected_bird < 0)
    /* Click a bird to pick it up... */
    self->selected_bird = self->pressed_bird;
  else if (self->pressed_bird == self->selected_bird
           || (self->pressed_bird >= 0
               && self->placement.place[self->pressed_bird] == PERCH_ULURU_OFF))
    /* ...click it again to put it down, or another bird in the nest to take that one... */
    self->selected_bird = self->pressed_bird == self->selected_bird ? -1 : self->pressed_bird;
  else if (target != PERCH_ULURU_NOWHERE)
    {
      /* ...then a place (taken or not) or the nest to move it there. */
      int bird = self->selected_bird;

      self->selected_bird = -1;
      perch_uluru_rock_request_move (self, bird, target);
    }
  else
    self->selected_bird = -1;

  self->dragging = FALSE;
  self->pressed_bird = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                PerchUluruRock        *self)
{
  guint place;

  if (!self->interactive || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_Up:
    case GDK_KEY_Right:
    case GDK_KEY_Down:
      {
        int step = keyval == GDK_KEY_Left || keyval == GDK_KEY_Up ? -1 : 1;
        int n = PERCH_ULURU_N_BIRDS;

        self->selected_bird = self->selected_bird < 0 ? 0 : (self->selected_bird + step + n) % n;
        gtk_widget_queue_draw (GTK_WIDGET (self));
        return TRUE;
      }
    default:
      break;
    }

  if (keyval >= GDK_KEY_0 && keyval <= GDK_KEY_8)
    place = keyval - GDK_KEY_0;
  else if (keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_8)
    place = keyval - GDK_KEY_KP_0;
  else
    return FALSE;

  if (self->selected_bird < 0)
    return TRUE;
  perch_uluru_rock_request_move (self, self->selected_bird, place);

  return TRUE;
}

static void
perch_uluru_rock_dispose (GObject *object)
{
  PerchUluruRock *self = PERCH_ULURU_ROCK (object);

  g_clear_object (&self->motion);

  G_OBJECT_CLASS (perch_uluru_rock_parent_class)->dispose (object);
}

static void
perch_uluru_rock_class_init (PerchUluruRockClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = perch_uluru_rock_dispose;
  widget_class->snapshot = perch_uluru_rock_snapshot;
  widget_class->measure = perch_uluru_rock_measure;
  widget_class->get_request_mode = perch_uluru_rock_get_request_mode;

  /* The player moves a bird: (bird, place), the place 0 for the nest. */
  signals[MOVE] = g_signal_new ("move", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "perch-uluru-rock");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
perch_uluru_rock_init (PerchUluruRock *self)
{
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();

  self->motion = perch_motion_new (GTK_WIDGET (self));
  self->selected_bird = -1;
  self->pressed_bird = -1;
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    self->from.place[b] = self->placement.place[b] = PERCH_ULURU_OFF;

  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The rock with eight places and the nest"), -1);
}

/* Shows @placement; with @animate, birds fly there from where they are now. */
void
perch_uluru_rock_set_placement (PerchUluruRock            *self,
                                const PerchUluruPlacement *placement,
                                gboolean                   animate)
{
  g_return_if_fail (PERCH_IS_ULURU_ROCK (self));
  g_return_if_fail (placement != NULL);

  perch_motion_skip (self->motion);
  self->from = self->placement;
  self->placement = *placement;
  if (animate && memcmp (&self->from, &self->placement, sizeof self->from) != 0)
    perch_motion_start (self->motion, perch_uluru_anim_length (&self->from, &self->placement),
                        ADW_EASE_IN_OUT_CUBIC);
  else
    self->from = self->placement;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const PerchUluruPlacement *
perch_uluru_rock_get_placement (PerchUluruRock *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_ROCK (self), NULL);

  return &self->placement;
}

/* Birds with an unfulfilled card get a red ring. */
void
perch_uluru_rock_set_unhappy_birds (PerchUluruRock *self,
                                    guint8          birds)
{
  g_return_if_fail (PERCH_IS_ULURU_ROCK (self));

  self->unhappy_birds = birds;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The birds of the wishes the reader points at glow in the accent colour. */
void
perch_uluru_rock_set_highlighted_birds (PerchUluruRock *self,
                                        guint8          birds)
{
  g_return_if_fail (PERCH_IS_ULURU_ROCK (self));

  if (birds == self->highlighted_birds)
    return;
  self->highlighted_birds = birds;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint8
perch_uluru_rock_get_highlighted_birds (PerchUluruRock *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_ROCK (self), 0);

  return self->highlighted_birds;
}

/* Play mode: the player may move the birds. */
void
perch_uluru_rock_set_interactive (PerchUluruRock *self,
                                  gboolean        interactive)
{
  g_return_if_fail (PERCH_IS_ULURU_ROCK (self));

  self->interactive = interactive;
  self->selected_bird = -1;
  gtk_widget_set_focusable (GTK_WIDGET (self), interactive);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), interactive);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
perch_uluru_rock_is_animating (PerchUluruRock *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_ROCK (self), FALSE);

  return perch_motion_is_running (self->motion);
}
