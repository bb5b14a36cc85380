/* perch-logic-grid-board.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "perch-logic-grid-board.h"
#include "perch-motion.h"
#include "perch-paint-colors.h"

struct _PerchLogicGridBoard
{
  GtkWidget            parent_instance;

  PerchLogicGridScene  scene;
  guint                n_cells;
  guint8              *marks;
  guint8              *flags;
  guint8              *from_marks;
  guint                cursor;
  gboolean             editable;
  PerchMotion         *motion;
};

enum {
  CELL_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PerchLogicGridBoard, perch_logic_grid_board, GTK_TYPE_WIDGET)

static void
layout (PerchLogicGridBoard    *self,
        PerchLogicGridGeometry *geometry)
{
  perch_logic_grid_layout (&self->scene, gtk_widget_get_width (GTK_WIDGET (self)), geometry);
}

void
perch_logic_grid_board_set_grid (PerchLogicGridBoard  *self,
                                 const PerchLogicGrid *grid)
{
  g_return_if_fail (PERCH_IS_LOGIC_GRID_BOARD (self));

  perch_motion_skip (self->motion);
  self->scene.grid = grid;
  self->n_cells = grid != NULL ? perch_logic_grid_get_n_cells (grid) : 0;
  g_free (self->marks);
  g_free (self->flags);
  g_clear_pointer (&self->from_marks, g_free);
  self->marks = g_new0 (guint8, MAX (self->n_cells, 1));
  self->flags = g_new0 (guint8, MAX (self->n_cells, 1));
  self->scene.marks = self->marks;
  self->scene.flags = self->flags;
  self->scene.from_marks = NULL;
  self->scene.hover = -1;
  self->cursor = 0;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
perch_logic_grid_board_set_marks (PerchLogicGridBoard *self,
                                  const guint8        *marks,
                                  const guint8        *flags,
                                  gboolean             move)
{
  guint duration;

  g_return_if_fail (PERCH_IS_LOGIC_GRID_BOARD (self));
  g_return_if_fail (marks != NULL || self->n_cells == 0);

  if (self->scene.grid == NULL)
    return;
  perch_motion_skip (self->motion);
  g_free (self->from_marks);
  self->from_marks = move ? g_memdup2 (self->marks, self->n_cells) : NULL;
  memcpy (self->marks, marks, self->n_cells);
  if (flags != NULL)
    memcpy (self->flags, flags, self->n_cells);
  else
    memset (self->flags, 0, self->n_cells);
  self->scene.from_marks = self->from_marks;
  duration = perch_logic_grid_motion_ms (&self->scene);
  if (duration > 0)
    perch_motion_start (self->motion, duration, ADW_EASE_OUT_CUBIC);
  else
    self->scene.from_marks = NULL;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
perch_logic_grid_board_set_editable (PerchLogicGridBoard *self,
                                     gboolean             editable)
{
  g_return_if_fail (PERCH_IS_LOGIC_GRID_BOARD (self));

  self->editable = editable;
}

guint
perch_logic_grid_board_get_cursor (PerchLogicGridBoard *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_GRID_BOARD (self), 0);

  return self->cursor;
}

guint8
perch_logic_grid_board_get_mark (PerchLogicGridBoard *self,
                                 guint                cell)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_GRID_BOARD (self), 0);
  g_return_val_if_fail (cell < self->n_cells, 0);

  return self->marks[cell];
}

guint8
perch_logic_grid_board_get_flags (PerchLogicGridBoard *self,
                                  guint                cell)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_GRID_BOARD (self), 0);
  g_return_val_if_fail (cell < self->n_cells, 0);

  return self->flags[cell];
}

gboolean
perch_logic_grid_board_get_cell_center (PerchLogicGridBoard *self,
                                        guint                cell,
                                        double              *x,
                                        double              *y)
{
  PerchLogicGridGeometry geometry;

  g_return_val_if_fail (PERCH_IS_LOGIC_GRID_BOARD (self), FALSE);

  if (self->scene.grid == NULL || cell >= self->n_cells)
    return FALSE;
  layout (self, &geometry);
  perch_logic_grid_cell_origin (&self->scene, &geometry, cell, x, y);
  *x += geometry.cell / 2;
  *y += geometry.cell / 2;
  return TRUE;
}

static void
on_motion_done (PerchLogicGridBoard *self)
{
  self->scene.from_marks = NULL;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The keyboard's cell in sight, where the board scrolls. */
static void
scroll_to_cursor (PerchLogicGridBoard *self)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *horizontal, *vertical;
  PerchLogicGridGeometry geometry;
  double x, y, dx = 0, dy = 0;

  if (scroller == NULL || self->scene.grid == NULL)
    return;
  /* Where the board is in what scrolls: where it is in sight, and how far it scrolled. */
  if (!gtk_widget_translate_coordinates (GTK_WIDGET (self), scroller, 0, 0, &dx, &dy))
    return;
  horizontal = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
  vertical = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  dx += gtk_adjustment_get_value (horizontal);
  dy += gtk_adjustment_get_value (vertical);
  layout (self, &geometry);
  perch_logic_grid_cell_origin (&self->scene, &geometry, self->cursor, &x, &y);
  /* With a cell of room around it. */
  gtk_adjustment_clamp_page (horizontal, dx + x - geometry.cell, dx + x + 2 * geometry.cell);
  gtk_adjustment_clamp_page (vertical, dy + y - geometry.cell, dy + y + 2 * geometry.cell);
}

static void
activate_cell (PerchLogicGridBoard *self,
               guint                cell)
{
  if (self->editable && cell < self->n_cells)
    g_signal_emit (self, signals[CELL_ACTIVATED], 0, cell);
}

static void
on_pressed (GtkGestureClick     *gesture,
            int                  n_press,
            double               x,
            double               y,
            PerchLogicGridBoard *self)
{
  PerchLogicGridGeometry geometry;
  guint cell;

  if (self->scene.grid == NULL)
    return;
  layout (self, &geometry);
  if (!perch_logic_grid_hit (&self->scene, &geometry, x, y, &cell))
    return;
  self->cursor = cell;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
  activate_cell (self, cell);
}

static void
set_hover (PerchLogicGridBoard *self,
           int                  cell)
{
  if (self->scene.hover == cell)
    return;
  self->scene.hover = cell;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_pointer_motion (GtkEventControllerMotion *controller,
                   double                    x,
                   double                    y,
                   PerchLogicGridBoard      *self)
{
  PerchLogicGridGeometry geometry;
  guint cell;

  if (self->scene.grid == NULL)
    return;
  layout (self, &geometry);
  set_hover (self, perch_logic_grid_hit (&self->scene, &geometry, x, y, &cell) ? (int) cell : -1);
}

static void
on_pointer_leave (GtkEventControllerMotion *controller,
                  PerchLogicGridBoard      *self)
{
  set_hover (self, -1);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                PerchLogicGridBoard   *self)
{
  int dx = 0, dy = 0;

  if (self->scene.grid == NULL ||
      (state & gtk_accelerator_get_default_mod_mask ()) != 0)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      dx = -1;
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      dx = 1;
      break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      dy = -1;
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      dy = 1;
      break;
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      activate_cell (self, self->cursor);
      return self->editable;
    default:
      return FALSE;
    }
  /* At the edge the key stays here: the focus does not jump away from the grid. */
  if (perch_logic_grid_step (self->scene.grid, &self->cursor, dx, dy))
    {
      gtk_widget_queue_draw (GTK_WIDGET (self));
      scroll_to_cursor (self);
    }
  else
    gtk_widget_error_bell (GTK_WIDGET (self));
  return TRUE;
}

static void
on_focus_changed (PerchLogicGridBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
on_query_tooltip (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard,
                  GtkTooltip *tooltip,
                  gpointer    data)
{
  PerchLogicGridBoard *self = PERCH_LOGIC_GRID_BOARD (widget);
  PerchLogicGridGeometry geometry;
  guint cell, row, column, i, j;
  g_autofree char *text = NULL;

  if (self->scene.grid == NULL)
    return FALSE;
  layout (self, &geometry);
  if (keyboard)
    cell = self->cursor;
  else if (!perch_logic_grid_hit (&self->scene, &geometry, x, y, &cell))
    return FALSE;
  perch_logic_grid_locate (self->scene.grid, cell, &row, &column, &i, &j);
  /* Translators: a cell of the logic grid: the names of its row and its column */
  text = g_strdup_printf (_("%s and %s"),
                          perch_logic_grid_get_row (self->scene.grid, row)->items[i],
                          perch_logic_grid_get_column (self->scene.grid, column)->items[j]);
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static GtkSizeRequestMode
perch_logic_grid_board_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
perch_logic_grid_board_measure (GtkWidget      *widget,
                                GtkOrientation  orientation,
                                int             for_size,
                                int            *minimum,
                                int            *natural,
                                int            *minimum_baseline,
                                int            *natural_baseline)
{
  PerchLogicGridBoard *self = PERCH_LOGIC_GRID_BOARD (widget);
  PerchLogicGridGeometry geometry;

  if (self->scene.grid == NULL)
    {
      *minimum = *natural = 0;
      return;
    }
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = (int) ceil (perch_logic_grid_min_width (&self->scene));
      *natural = (int) ceil (perch_logic_grid_natural_width (&self->scene));
      return;
    }
  perch_logic_grid_layout (&self->scene,
                           for_size >= 0 ? for_size
                                         : perch_logic_grid_natural_width (&self->scene),
                           &geometry);
  *minimum = *natural = (int) ceil (geometry.height);
}

static void
perch_logic_grid_board_snapshot (GtkWidget   *widget,
                                 GtkSnapshot *snapshot)
{
  PerchLogicGridBoard *self = PERCH_LOGIC_GRID_BOARD (widget);
  PerchLogicGridGeometry geometry;
  cairo_t *cr;

  if (self->scene.grid == NULL)
    return;
  layout (self, &geometry);
  perch_widget_get_paint_colors (widget, self->scene.accent, &self->scene.dark);
  self->scene.progress = perch_motion_get_progress (self->motion);
  self->scene.cursor = gtk_widget_has_focus (widget) ? (int) self->cursor : -1;
  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (0, 0, geometry.width, geometry.height));
  perch_logic_paint_grid (cr, &self->scene, &geometry);
  cairo_destroy (cr);
}

static void
perch_logic_grid_board_dispose (GObject *object)
{
  PerchLogicGridBoard *self = PERCH_LOGIC_GRID_BOARD (object);

  g_clear_object (&self->motion);

  G_OBJECT_CLASS (perch_logic_grid_board_parent_class)->dispose (object);
}

static void
perch_logic_grid_board_finalize (GObject *object)
{
  PerchLogicGridBoard *self = PERCH_LOGIC_GRID_BOARD (object);

  g_free (self->marks);
  g_free (self->flags);
  g_free (self->from_marks);

  G_OBJECT_CLASS (perch_logic_grid_board_parent_class)->finalize (object);
}

static void
perch_logic_grid_board_class_init (PerchLogicGridBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = perch_logic_grid_board_dispose;
  object_class->finalize = perch_logic_grid_board_finalize;
  widget_class->get_request_mode = perch_logic_grid_board_get_request_mode;
  widget_class->measure = perch_logic_grid_board_measure;
  widget_class->snapshot = perch_logic_grid_board_snapshot;
  gtk_widget_class_set_css_name (widget_class, "logic-grid");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);

  /**
   * PerchLogicGridBoard::cell-activated:
   * @cell: the cell clicked, or the keyboard's cell
   *
   * A cell of an editable board was clicked, or Space or Return pressed on it.
   */
  signals[CELL_ACTIVATED] = g_signal_new ("cell-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
perch_logic_grid_board_init (PerchLogicGridBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *pointer = gtk_event_controller_motion_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  self->scene.cursor = -1;
  self->scene.hover = -1;
  self->scene.progress = 1;
  /* Translators: over the values of a logic grid (1, 2, 3 ...) */
  self->scene.values_title = _("value");
  self->editable = TRUE;
  self->marks = g_new0 (guint8, 1);
  self->flags = g_new0 (guint8, 1);
  self->motion = perch_motion_new (GTK_WIDGET (self));
  g_signal_connect_object (self->motion, "done", G_CALLBACK (on_motion_done), self,
                           G_CONNECT_SWAPPED);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip), NULL);
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (pointer, "motion", G_CALLBACK (on_pointer_motion), self);
  g_signal_connect (pointer, "leave", G_CALLBACK (on_pointer_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), pointer);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}
