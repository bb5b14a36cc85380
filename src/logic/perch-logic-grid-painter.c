/* perch-logic-grid-painter.c: blocks of cells, their marks, the titles around them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include <math.h>

#include "perch-draw.h"
#include "perch-logic-grid-painter.h"

#define MIN_CELL       16.0
#define NATURAL_CELL   26.0
#define MAX_CELL       30.0
#define LABEL_SIZE     12.5
#define LABEL_MAX      140.0   /* a longer name is written smaller */
#define TITLE_BAND     22.0    /* the group's name, over or beside its items */
#define PAD            6.0
#define MOVE_MS        180     /* a mark appearing */
#define MOVE_MS_MORE   12      /* and for each further mark, up to ten */

typedef struct
{
  double r, g, b;
} Colour;

static const Colour error_light = { 0.75, 0.11, 0.16 };
static const Colour error_dark = { 1.00, 0.48, 0.39 };

/* The items of a band, across the top or down the left. */
static guint
band_items (const PerchLogicGrid *grid,
            gboolean              column,
            guint                 band)
{
  return column ? perch_logic_grid_get_column (grid, band)->n_items
                : perch_logic_grid_get_row (grid, band)->n_items;
}

/* Where band @band starts: the cells of the bands before it. */
static guint
band_start (const PerchLogicGrid *grid,
            gboolean              column,
            guint                 band)
{
  guint start = 0;

  for (guint b = 0; b < band; b++)
    start += band_items (grid, column, b);
  return start;
}

static guint
total_items (const PerchLogicGrid *grid,
             gboolean              column)
{
  return band_start (grid, column, perch_logic_grid_get_size (grid));
}

static const char *
category_title (const PerchLogicGridScene *scene,
                const PerchLogicCategory  *category)
{
  if (category->title != NULL)
    return category->title;
  return category->values ? scene->values_title : NULL;
}

/* The widest item down the left and over the top, as written. */
static void
measure_labels (const PerchLogicGridScene *scene,
                double                    *rows,
                double                    *columns)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
  cairo_t *cr = cairo_create (surface);
  guint size = perch_logic_grid_get_size (scene->grid);

  *rows = *columns = 0;
  for (guint b = 0; b < size; b++)
    for (guint side = 0; side < 2; side++)
      {
        const PerchLogicCategory *category = side == 0
                                             ? perch_logic_grid_get_row (scene->grid, b)
                                             : perch_logic_grid_get_column (scene->grid, b);
        double *widest = side == 0 ? rows : columns;

        for (guint i = 0; i < category->n_items; i++)
          *widest = fmax (*widest, perch_draw_fit_text (cr, category->items[i], LABEL_SIZE,
                                                        FALSE, LABEL_MAX));
      }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static void
layout_with_cell (const PerchLogicGridScene *scene,
                  double                     cell,
                  PerchLogicGridGeometry    *geometry)
{
  double rows, columns;

  measure_labels (scene, &rows, &columns);
  geometry->cell = cell;
  geometry->left = ceil (TITLE_BAND + rows + 2 * PAD);
  geometry->top = ceil (TITLE_BAND + columns + 2 * PAD);
  geometry->width = geometry->left + cell * total_items (scene->grid, TRUE) + 1;
  geometry->height = geometry->top + cell * total_items (scene->grid, FALSE) + 1;
}

void
perch_logic_grid_layout (const PerchLogicGridScene *scene,
                         double                     width,
                         PerchLogicGridGeometry    *geometry)
{
  double cell;

  g_return_if_fail (scene != NULL && scene->grid != NULL && geometry != NULL);

  layout_with_cell (scene, MIN_CELL, geometry);
  cell = floor ((width - geometry->left - 1) / MAX (total_items (scene->grid, TRUE), 1));
  layout_with_cell (scene, CLAMP (cell, MIN_CELL, MAX_CELL), geometry);
}

double
perch_logic_grid_min_width (const PerchLogicGridScene *scene)
{
  PerchLogicGridGeometry geometry;

  g_return_val_if_fail (scene != NULL && scene->grid != NULL, 0);

  layout_with_cell (scene, MIN_CELL, &geometry);
  return geometry.width;
}

double
perch_logic_grid_natural_width (const PerchLogicGridScene *scene)
{
  PerchLogicGridGeometry geometry;

  g_return_val_if_fail (scene != NULL && scene->grid != NULL, 0);

  layout_with_cell (scene, NATURAL_CELL, &geometry);
  return geometry.width;
}

/* The band and the item at @offset along the bands, if any. */
static gboolean
find_band (const PerchLogicGrid *grid,
           gboolean              column,
           double                offset,
           double                cell,
           guint                *band,
           guint                *item)
{
  double index = floor (offset / cell);
  guint size = perch_logic_grid_get_size (grid);

  if (index < 0)
    return FALSE;
  for (guint b = 0; b < size; b++)
    {
      guint n = band_items (grid, column, b);

      if (index < n)
        {
          *band = b;
          *item = (guint) index;
          return TRUE;
        }
      index -= n;
    }
  return FALSE;
}

gboolean
perch_logic_grid_hit (const PerchLogicGridScene    *scene,
                      const PerchLogicGridGeometry *geometry,
                      double                        x,
                      double                        y,
                      guint                        *cell)
{
  guint row, column, i, j;

  g_return_val_if_fail (scene != NULL && scene->grid != NULL && geometry != NULL, FALSE);

  if (!find_band (scene->grid, TRUE, x - geometry->left, geometry->cell, &column, &j) ||
      !find_band (scene->grid, FALSE, y - geometry->top, geometry->cell, &row, &i))
    return FALSE;
  return perch_logic_grid_get_cell (scene->grid, row, column, i, j, cell);
}

void
perch_logic_grid_cell_origin (const PerchLogicGridScene    *scene,
                              const PerchLogicGridGeometry *geometry,
                              guint                         cell,
                              double                       *x,
                              double                       *y)
{
  guint row, column, i, j;

  g_return_if_fail (scene != NULL && scene->grid != NULL && geometry != NULL);

  perch_logic_grid_locate (scene->grid, cell, &row, &column, &i, &j);
  *x = geometry->left + geometry->cell * (band_start (scene->grid, TRUE, column) + j);
  *y = geometry->top + geometry->cell * (band_start (scene->grid, FALSE, row) + i);
}

gboolean
perch_logic_grid_step (const PerchLogicGrid *grid,
                       guint                *cell,
                       int                   dx,
                       int                   dy)
{
  guint row, column, i, j;
  int to_i, to_j;

  g_return_val_if_fail (grid != NULL && cell != NULL, FALSE);

  perch_logic_grid_locate (grid, *cell, &row, &column, &i, &j);
  to_i = (int) i + dy;
  to_j = (int) j + dx;
  /* Past a block's edge, into the next block of its band. */
  if (to_j >= (int) band_items (grid, TRUE, column))
    {
      column++;
      to_j = 0;
    }
  else if (to_j < 0 && column > 0)
    to_j = (int) band_items (grid, TRUE, --column) - 1;
  if (to_i >= (int) band_items (grid, FALSE, row))
    {
      row++;
      to_i = 0;
    }
  else if (to_i < 0 && row > 0)
    to_i = (int) band_items (grid, FALSE, --row) - 1;
  if (to_i < 0 || to_j < 0)
    return FALSE;
  return perch_logic_grid_get_cell (grid, row, column, (guint) to_i, (guint) to_j, cell);
}

static guint
changed_cells (const PerchLogicGridScene *scene)
{
  guint changed = 0;

  if (scene->from_marks == NULL)
    return 0;
  for (guint c = 0; c < perch_logic_grid_get_n_cells (scene->grid); c++)
    changed += scene->from_marks[c] != scene->marks[c];
  return changed;
}

guint
perch_logic_grid_motion_ms (const PerchLogicGridScene *scene)
{
  guint changed;

  g_return_val_if_fail (scene != NULL && scene->grid != NULL, 0);

  changed = changed_cells (scene);
  return changed == 0 ? 0 : MOVE_MS + MOVE_MS_MORE * (MIN (changed, 10) - 1);
}

/* Drawing. */

static void
set_accent (cairo_t                   *cr,
            const PerchLogicGridScene *scene,
            double                     alpha)
{
  cairo_set_source_rgba (cr, scene->accent[0], scene->accent[1], scene->accent[2], alpha);
}

static void
set_error (cairo_t                   *cr,
           const PerchLogicGridScene *scene,
           double                     alpha)
{
  const Colour *colour = scene->dark ? &error_dark : &error_light;

  cairo_set_source_rgba (cr, colour->r, colour->g, colour->b, alpha);
}

/* A ✓ or a ✗ in the cell at (@x, @y), @scale of its size. */
static void
draw_mark (cairo_t                   *cr,
           const PerchLogicGridScene *scene,
           double                     x,
           double                     y,
           double                     cell,
           gboolean                   yes,
           gboolean                   pen,
           gboolean                   wrong,
           double                     alpha,
           double                     scale)
{
  double cx = x + cell / 2, cy = y + cell / 2, s = cell * scale;

  if (alpha <= 0)
    return;
  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  if (yes)
    {
      cairo_move_to (cr, cx - 0.24 * s, cy + 0.02 * s);
      cairo_line_to (cr, cx - 0.07 * s, cy + 0.19 * s);
      cairo_line_to (cr, cx + 0.25 * s, cy - 0.19 * s);
      cairo_set_line_width (cr, fmax (2.0, s * (pen ? 0.09 : 0.12)));
      if (wrong)
        set_error (cr, scene, alpha);
      else
        set_accent (cr, scene, (pen ? 0.55 : 1.0) * alpha);
    }
  else
    {
      double d = 0.19 * s;

      cairo_move_to (cr, cx - d, cy - d);
      cairo_line_to (cr, cx + d, cy + d);
      cairo_move_to (cr, cx + d, cy - d);
      cairo_line_to (cr, cx - d, cy + d);
      cairo_set_line_width (cr, fmax (1.2, s * (pen ? 0.06 : 0.08)));
      if (wrong)
        set_error (cr, scene, alpha);
      else
        perch_draw_set_ink (cr, scene->dark, (pen ? 0.30 : 0.70) * alpha);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_shown_mark (cairo_t                   *cr,
                 const PerchLogicGridScene *scene,
                 double                     x,
                 double                     y,
                 double                     cell,
                 guint8                     mark,
                 gboolean                   wrong,
                 double                     alpha,
                 double                     scale)
{
  if (mark == PERCH_LOGIC_MARK_BLANK)
    return;
  draw_mark (cr, scene, x, y, cell,
             mark == PERCH_LOGIC_MARK_YES || mark == PERCH_LOGIC_MARK_PEN_YES,
             mark == PERCH_LOGIC_MARK_PEN_YES || mark == PERCH_LOGIC_MARK_PEN_NO, wrong, alpha,
             scale);
}

typedef struct
{
  const PerchLogicGridScene    *scene;
  const PerchLogicGridGeometry *geometry;
  double                       *col_x;       /* where each column band starts */
  double                       *row_y;
  guint                         size;
  gboolean                      has_focus;   /* a cell is lit: the cursor's, or the pointer's */
  guint                         focus_row, focus_column, focus_i, focus_j;
} Frame;

static void
frame_init (Frame                        *frame,
            const PerchLogicGridScene    *scene,
            const PerchLogicGridGeometry *geometry)
{
  int lit = scene->hover >= 0 ? scene->hover : scene->cursor;

  frame->scene = scene;
  frame->geometry = geometry;
  frame->size = perch_logic_grid_get_size (scene->grid);
  frame->col_x = g_new (double, frame->size);
  frame->row_y = g_new (double, frame->size);
  for (guint b = 0; b < frame->size; b++)
    {
      frame->col_x[b] = geometry->left + geometry->cell * band_start (scene->grid, TRUE, b);
      frame->row_y[b] = geometry->top + geometry->cell * band_start (scene->grid, FALSE, b);
    }
  frame->has_focus = lit >= 0 && (guint) lit < perch_logic_grid_get_n_cells (scene->grid);
  if (frame->has_focus)
    perch_logic_grid_locate (scene->grid, (guint) lit, &frame->focus_row, &frame->focus_column,
                             &frame->focus_i, &frame->focus_j);
}

/* The cards under the blocks, and the row and column of the lit cell. */
static void
paint_blocks (cairo_t     *cr,
              const Frame *frame)
{
  const PerchLogicGridScene *scene = frame->scene;
  double cell = frame->geometry->cell;

  for (guint r = 0; r < frame->size; r++)
    for (guint c = 0; c + r < frame->size; c++)
      cairo_rectangle (cr, frame->col_x[c], frame->row_y[r],
                       cell * band_items (scene->grid, TRUE, c),
                       cell * band_items (scene->grid, FALSE, r));
  if (scene->dark)
    cairo_set_source_rgb (cr, 0.19, 0.19, 0.21);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill (cr);

  if (!frame->has_focus)
    return;
  for (guint c = 0; c + frame->focus_row < frame->size; c++)
    cairo_rectangle (cr, frame->col_x[c], frame->row_y[frame->focus_row] + cell * frame->focus_i,
                     cell * band_items (scene->grid, TRUE, c), cell);
  for (guint r = 0; r + frame->focus_column < frame->size; r++)
    cairo_rectangle (cr, frame->col_x[frame->focus_column] + cell * frame->focus_j,
                     frame->row_y[r], cell, cell * band_items (scene->grid, FALSE, r));
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  set_accent (cr, scene, scene->dark ? 0.14 : 0.09);
  cairo_fill (cr);
}

/* A cell's colour for the moment: lit by the step, red when wrong, outlined for a hint. */
static void
paint_flags (cairo_t     *cr,
             const Frame *frame)
{
  const PerchLogicGridScene *scene = frame->scene;
  double cell = frame->geometry->cell;
  double flash = scene->from_marks != NULL ? 0.24 * (1 - scene->progress) : 0;

  if (scene->flags == NULL)
    return;
  for (guint c = 0; c < perch_logic_grid_get_n_cells (scene->grid); c++)
    {
      guint8 flags = scene->flags[c];
      double x, y;

      if (flags == 0)
        continue;
      perch_logic_grid_cell_origin (scene, frame->geometry, c, &x, &y);
      if (flags & PERCH_LOGIC_GRID_WRONG)
        {
          cairo_rectangle (cr, x, y, cell, cell);
          set_error (cr, scene, 0.20);
          cairo_fill (cr);
        }
      if (flags & PERCH_LOGIC_GRID_STEP)
        {
          cairo_rectangle (cr, x, y, cell, cell);
          set_accent (cr, scene, (scene->dark ? 0.30 : 0.20) + flash);
          cairo_fill (cr);
        }
      if (flags & (PERCH_LOGIC_GRID_HINT_YES | PERCH_LOGIC_GRID_HINT_NO))
        {
          static const double dash[] = { 3, 2 };

          cairo_rectangle (cr, x, y, cell, cell);
          set_accent (cr, scene, 0.12);
          cairo_fill_preserve (cr);
          cairo_save (cr);
          cairo_new_path (cr);
          cairo_rectangle (cr, x + 2, y + 2, cell - 4, cell - 4);
          cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
          cairo_set_line_width (cr, 1.5);
          set_accent (cr, scene, 0.9);
          cairo_stroke (cr);
          cairo_restore (cr);
          draw_mark (cr, scene, x, y, cell, flags & PERCH_LOGIC_GRID_HINT_YES, FALSE, FALSE,
                     0.40, 1);
        }
    }
}

/* Thin lines between cells, strong ones round each block. */
static void
paint_lines (cairo_t     *cr,
             const Frame *frame)
{
  const PerchLogicGridScene *scene = frame->scene;
  double cell = frame->geometry->cell;

  cairo_set_line_width (cr, 1);
  for (guint r = 0; r < frame->size; r++)
    for (guint c = 0; c + r < frame->size; c++)
      {
        guint w = band_items (scene->grid, TRUE, c), h = band_items (scene->grid, FALSE, r);

        for (guint i = 1; i < h; i++)
          {
            cairo_move_to (cr, frame->col_x[c], floor (frame->row_y[r] + i * cell) + 0.5);
            cairo_rel_line_to (cr, w * cell, 0);
          }
        for (guint j = 1; j < w; j++)
          {
            cairo_move_to (cr, floor (frame->col_x[c] + j * cell) + 0.5, frame->row_y[r]);
            cairo_rel_line_to (cr, 0, h * cell);
          }
      }
  perch_draw_set_ink (cr, scene->dark, 0.14);
  cairo_stroke (cr);

  cairo_set_line_width (cr, 1.5);
  for (guint r = 0; r < frame->size; r++)
    for (guint c = 0; c + r < frame->size; c++)
      cairo_rectangle (cr, frame->col_x[c] + 0.5, frame->row_y[r] + 0.5,
                       band_items (scene->grid, TRUE, c) * cell,
                       band_items (scene->grid, FALSE, r) * cell);
  perch_draw_set_ink (cr, scene->dark, 0.55);
  cairo_stroke (cr);
}

static void
paint_marks (cairo_t     *cr,
             const Frame *frame)
{
  const PerchLogicGridScene *scene = frame->scene;
  double cell = frame->geometry->cell, t = CLAMP (scene->progress, 0, 1);

  for (guint c = 0; c < perch_logic_grid_get_n_cells (scene->grid); c++)
    {
      guint8 mark = scene->marks[c];
      guint8 from = scene->from_marks != NULL ? scene->from_marks[c] : mark;
      gboolean wrong = scene->flags != NULL && (scene->flags[c] & PERCH_LOGIC_GRID_WRONG);
      double x, y;

      if (mark == PERCH_LOGIC_MARK_BLANK && from == PERCH_LOGIC_MARK_BLANK)
        continue;
      perch_logic_grid_cell_origin (scene, frame->geometry, c, &x, &y);
      if (from == mark)
        {
          draw_shown_mark (cr, scene, x, y, cell, mark, wrong, 1, 1);
          continue;
        }
      /* The old mark fades, the new one grows into its place. */
      draw_shown_mark (cr, scene, x, y, cell, from, FALSE, 1 - t, 1);
      draw_shown_mark (cr, scene, x, y, cell, mark, wrong, t, 0.4 + 0.6 * t);
    }
}

static void
paint_cursor (cairo_t     *cr,
              const Frame *frame)
{
  const PerchLogicGridScene *scene = frame->scene;
  double cell = frame->geometry->cell, x, y;

  if (scene->cursor < 0 || (guint) scene->cursor >= perch_logic_grid_get_n_cells (scene->grid))
    return;
  perch_logic_grid_cell_origin (scene, frame->geometry, (guint) scene->cursor, &x, &y);
  perch_draw_rounded_rectangle (cr, x + 1.5, y + 1.5, cell - 2, cell - 2, 3);
  cairo_set_line_width (cr, 2.5);
  set_accent (cr, scene, 1);
  cairo_stroke (cr);
}

/* Writes @text upwards with its baseline at @x, ending at @y. */
static void
show_upwards (cairo_t    *cr,
              const char *text,
              double      x,
              double      y)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_rotate (cr, -G_PI / 2);
  cairo_move_to (cr, 0, 0);
  cairo_show_text (cr, text);
  cairo_restore (cr);
}

static void
paint_titles (cairo_t     *cr,
              const Frame *frame)
{
  const PerchLogicGridScene *scene = frame->scene;
  const PerchLogicGridGeometry *geometry = frame->geometry;
  double cell = geometry->cell, baseline = LABEL_SIZE * 0.36;

  for (guint b = 0; b < frame->size; b++)
    {
      const PerchLogicCategory *across = perch_logic_grid_get_column (scene->grid, b);
      const PerchLogicCategory *down = perch_logic_grid_get_row (scene->grid, b);
      const char *title;
      double length, band;

      /* Over the top: the title, then its items upwards. */
      band = across->n_items * cell;
      title = category_title (scene, across);
      if (title != NULL)
        {
          length = perch_draw_fit_text (cr, title, LABEL_SIZE, TRUE, band - 4);
          perch_draw_set_ink (cr, scene->dark, 0.9);
          cairo_move_to (cr, frame->col_x[b] + (band - length) / 2, TITLE_BAND - 6);
          cairo_show_text (cr, title);
        }
      for (guint j = 0; j < across->n_items; j++)
        {
          gboolean lit = frame->has_focus && frame->focus_column == b && frame->focus_j == j;

          perch_draw_fit_text (cr, across->items[j], LABEL_SIZE, lit, LABEL_MAX);
          if (lit)
            set_accent (cr, scene, 1);
          else
            perch_draw_set_ink (cr, scene->dark, 0.75);
          show_upwards (cr, across->items[j], frame->col_x[b] + (j + 0.5) * cell + baseline,
                        geometry->top - PAD);
        }

      /* Down the left: the title upwards, then its items across. */
      band = down->n_items * cell;
      title = category_title (scene, down);
      if (title != NULL)
        {
          length = perch_draw_fit_text (cr, title, LABEL_SIZE, TRUE, band - 4);
          perch_draw_set_ink (cr, scene->dark, 0.9);
          show_upwards (cr, title, TITLE_BAND - 7, frame->row_y[b] + (band + length) / 2);
        }
      for (guint i = 0; i < down->n_items; i++)
        {
          gboolean lit = frame->has_focus && frame->focus_row == b && frame->focus_i == i;

          length = perch_draw_fit_text (cr, down->items[i], LABEL_SIZE, lit, LABEL_MAX);
          if (lit)
            set_accent (cr, scene, 1);
          else
            perch_draw_set_ink (cr, scene->dark, 0.75);
          cairo_move_to (cr, geometry->left - PAD - length,
                         frame->row_y[b] + (i + 0.5) * cell + baseline);
          cairo_show_text (cr, down->items[i]);
        }
    }
}

void
perch_logic_paint_grid (cairo_t                      *cr,
                        const PerchLogicGridScene    *scene,
                        const PerchLogicGridGeometry *geometry)
{
  Frame frame;

  g_return_if_fail (cr != NULL && scene != NULL && scene->grid != NULL);
  g_return_if_fail (scene->marks != NULL && geometry != NULL);

  frame_init (&frame, scene, geometry);
  cairo_save (cr);
  paint_blocks (cr, &frame);
  paint_flags (cr, &frame);
  paint_lines (cr, &frame);
  paint_marks (cr, &frame);
  paint_cursor (cr, &frame);
  paint_titles (cr, &frame);
  cairo_restore (cr);
  g_free (frame.col_x);
  g_free (frame.row_y);
}
