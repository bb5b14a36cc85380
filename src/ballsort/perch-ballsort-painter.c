/* perch-ballsort-painter.c: glass tubes, glossy balls, and the in-between frames
 *
 * Every length is a multiple of the ball diameter d, so that a board looks the
 * same at any size.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-ballsort"

#include "perch-ballsort-painter.h"

#include "perch-draw.h"

#include <math.h>

#define TUBE_WIDTH   1.30   /* outer width of a tube */
#define WALL         0.07
#define NECK         0.42   /* free glass above a full tube's top ball */
#define BOTTOM       0.10
#define LIFT         1.25   /* room above a rim for a lifted ball */
#define GAP          0.62   /* between tubes in a row */
#define ROW_GAP      0.40
#define SHELF        0.30   /* the shelf under a row */
#define BALL_RADIUS  0.45
#define MARGIN       12.0   /* pixels around the board */
#define SCALE_FROM   8      /* tubes this tall get a scale */
#define SCALE_STEP   5      /* a mark every five balls */
#define MAX_BALL     58.0   /* pixels: balls stop growing here */

/* Milliseconds, by speed: a move, and the pause after it in a played solution. */
static const guint move_ms[] = { 620, 380, 240, 130 };
static const guint rest_ms[] = { 480, 270, 110, 30 };
#define SHAKE_MS     420
#define CELEBRATE_MS 1400

guint
perch_ballsort_anim_length (PerchBallsortAnim  anim,
                            PerchBallsortSpeed speed)
{
  speed = MIN (speed, PERCH_BALLSORT_SPEED_VERY_FAST);
  switch (anim)
    {
    case PERCH_BALLSORT_ANIM_MOVE:
      return move_ms[speed];
    case PERCH_BALLSORT_ANIM_REST:
      return rest_ms[speed];
    case PERCH_BALLSORT_ANIM_SHAKE:
      return SHAKE_MS;
    case PERCH_BALLSORT_ANIM_CELEBRATE:
    default:
      return CELEBRATE_MS;
    }
}

static double
tube_height (guint capacity)
{
  return capacity + NECK + BOTTOM + WALL;
}

void
perch_ballsort_layout_compute (PerchBallsortLayout *layout,
                               guint                n_bottles,
                               guint                capacity,
                               double               width,
                               double               height)
{
  double best = 0, row_height, top;
  guint rows = 1;

  g_return_if_fail (layout != NULL);
  g_return_if_fail (n_bottles > 0 && n_bottles <= PERCH_BALLSORT_MAX_BOTTLES);

  row_height = LIFT + tube_height (capacity) + SHELF;
  for (guint r = 1; r <= n_bottles; r++)
    {
      guint columns = (n_bottles + r - 1) / r;
      double across = columns * TUBE_WIDTH + (columns - 1) * GAP;
      double down = r * row_height + (r - 1) * ROW_GAP;
      double d = MIN ((width - 2 * MARGIN) / across, (height - 2 * MARGIN) / down);

      /* A row more must pay for itself clearly: long rows read better. */
      if (d > best * 1.08)
        {
          best = d;
          rows = r;
        }
    }
  best = CLAMP (best, 4.0, MAX_BALL);

  layout->n_bottles = n_bottles;
  layout->capacity = capacity;
  layout->rows = rows;
  layout->ball = best;
  layout->bottle_width = TUBE_WIDTH * best;
  layout->bottle_height = tube_height (capacity) * best;

  top = (height - (rows * row_height + (rows - 1) * ROW_GAP) * best) / 2;
  for (guint r = 0, b = 0; r < rows; r++)
    {
      /* Spread the bottles evenly: earlier rows take the extra one. */
      guint in_row = n_bottles / rows + (r < n_bottles % rows);
      double across = (in_row * TUBE_WIDTH + (in_row - 1) * GAP) * best;
      double left = (width - across) / 2;
      double y = top + (r * (row_height + ROW_GAP) + LIFT) * best;

      for (guint i = 0; i < in_row; i++, b++)
        {
          layout->x[b] = left + i * (TUBE_WIDTH + GAP) * best;
          layout->y[b] = y;
        }
    }
}

/* The bottle under a point: the tube, the room above it for the lifted ball,
 * and half the gap on each side. */
int
perch_ballsort_layout_bottle_at (const PerchBallsortLayout *layout,
                                 double                     x,
                                 double                     y)
{
  double d;

  g_return_val_if_fail (layout != NULL, -1);

  d = layout->ball;
  for (guint b = 0; b < layout->n_bottles; b++)
    if (x >= layout->x[b] - GAP * d / 2 && x < layout->x[b] + layout->bottle_width + GAP * d / 2 &&
        y >= layout->y[b] - LIFT * d && y < layout->y[b] + layout->bottle_height + SHELF * d)
      return b;
  return -1;
}

void
perch_ballsort_scene_init (PerchBallsortScene       *scene,
                           const PerchBallsortLevel *level,
                           const PerchBallsortInk   *inks)
{
  g_return_if_fail (scene != NULL);

  *scene = (PerchBallsortScene) {
    .level = level,
    .inks = inks,
    .accent = { 0.21, 0.52, 0.89 },
    .cursor = -1,
    .selected = -1,
    .hint_from = -1,
    .hint_to = -1,
    .shaking = -1,
  };
}

/* Centre of ball slot @slot (0 at the bottom) of a tube. */
static double
slot_y (const PerchBallsortLayout *layout,
        guint                      bottle,
        double                     slot)
{
  double d = layout->ball;

  return layout->y[bottle] + layout->bottle_height - (WALL + BOTTOM + slot + 0.5) * d;
}

static double
lift_y (const PerchBallsortLayout *layout,
        guint                      bottle)
{
  return layout->y[bottle] - 0.62 * layout->ball;
}

static double
shake_offset (const PerchBallsortLayout *layout,
              const PerchBallsortScene  *scene,
              guint                      bottle)
{
  double p = scene->shake_progress;

  if ((int) bottle != scene->shaking)
    return 0;
  return sin (p * G_PI * 6) * (1 - p) * 0.22 * layout->ball;
}

static void
tube_path (cairo_t *cr,
           double   x,
           double   y,
           double   width,
           double   height)
{
  double r = width / 2;

  cairo_new_path (cr);
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, x, y + height - r);
  cairo_arc_negative (cr, x + r, y + height - r, r, G_PI, 0);
  cairo_line_to (cr, x + width, y);
}

static void
symbol_path (cairo_t *cr,
             guint    shape,
             double   cx,
             double   cy,
             double   s)
{
  cairo_new_path (cr);
  switch (shape)
    {
    case 0:  /* dot */
      cairo_arc (cr, cx, cy, s * 0.55, 0, 2 * G_PI);
      break;
    case 1:  /* triangle */
      cairo_move_to (cr, cx, cy - s);
      cairo_line_to (cr, cx + s * 0.9, cy + s * 0.65);
      cairo_line_to (cr, cx - s * 0.9, cy + s * 0.65);
      cairo_close_path (cr);
      break;
    case 2:  /* square */
      cairo_rectangle (cr, cx - s * 0.68, cy - s * 0.68, s * 1.36, s * 1.36);
      break;
    case 3:  /* diamond */
      cairo_move_to (cr, cx, cy - s);
      cairo_line_to (cr, cx + s * 0.8, cy);
      cairo_line_to (cr, cx, cy + s);
      cairo_line_to (cr, cx - s * 0.8, cy);
      cairo_close_path (cr);
      break;
    case 4:  /* star */
      for (int i = 0; i < 10; i++)
        {
          double a = -G_PI / 2 + i * G_PI / 5;
          double r = (i % 2 == 0) ? s : s * 0.45;

          if (i == 0)
            cairo_move_to (cr, cx + r * cos (a), cy + r * sin (a));
          else
            cairo_line_to (cr, cx + r * cos (a), cy + r * sin (a));
        }
      cairo_close_path (cr);
      break;
    case 5:  /* plus */
      cairo_rectangle (cr, cx - s * 0.25, cy - s * 0.9, s * 0.5, s * 1.8);
      cairo_rectangle (cr, cx - s * 0.9, cy - s * 0.25, s * 1.8, s * 0.5);
      break;
    case 6:  /* cross */
      cairo_save (cr);
      cairo_translate (cr, cx, cy);
      cairo_rotate (cr, G_PI / 4);
      cairo_rectangle (cr, -s * 0.22, -s * 0.95, s * 0.44, s * 1.9);
      cairo_rectangle (cr, -s * 0.95, -s * 0.22, s * 1.9, s * 0.44);
      cairo_restore (cr);
      break;
    case 7:  /* hexagon */
      for (int i = 0; i < 6; i++)
        {
          double a = i * G_PI / 3;

          if (i == 0)
            cairo_move_to (cr, cx + s * 0.85 * cos (a), cy + s * 0.85 * sin (a));
          else
            cairo_line_to (cr, cx + s * 0.85 * cos (a), cy + s * 0.85 * sin (a));
        }
      cairo_close_path (cr);
      break;
    case 8:  /* triangle pointing down */
      cairo_move_to (cr, cx, cy + s);
      cairo_line_to (cr, cx + s * 0.9, cy - s * 0.65);
      cairo_line_to (cr, cx - s * 0.9, cy - s * 0.65);
      cairo_close_path (cr);
      break;
    case 9:  /* ring */
      cairo_arc (cr, cx, cy, s * 0.8, 0, 2 * G_PI);
      cairo_new_sub_path (cr);
      cairo_arc_negative (cr, cx, cy, s * 0.45, 2 * G_PI, 0);
      break;
    case 10: /* two bars */
      cairo_rectangle (cr, cx - s * 0.65, cy - s * 0.75, s * 0.45, s * 1.5);
      cairo_rectangle (cr, cx + s * 0.2, cy - s * 0.75, s * 0.45, s * 1.5);
      break;
    case 11: /* bar */
      cairo_rectangle (cr, cx - s * 0.9, cy - s * 0.28, s * 1.8, s * 0.56);
      break;
    default: /* chevron */
      cairo_move_to (cr, cx - s * 0.9, cy + s * 0.5);
      cairo_line_to (cr, cx, cy - s * 0.5);
      cairo_line_to (cr, cx + s * 0.9, cy + s * 0.5);
      cairo_line_to (cr, cx + s * 0.9, cy + s * 0.05);
      cairo_line_to (cr, cx, cy - s * 0.95);
      cairo_line_to (cr, cx - s * 0.9, cy + s * 0.05);
      cairo_close_path (cr);
      break;
    }
}

void
perch_ballsort_paint_ball (cairo_t                *cr,
                           double                  cx,
                           double                  cy,
                           double                  radius,
                           const PerchBallsortInk *ink,
                           gboolean                symbol)
{
  cairo_pattern_t *shade;
  double luminance;

  /* A glossy sphere: light from the upper left. */
  shade = cairo_pattern_create_radial (cx - radius * 0.35, cy - radius * 0.4, radius * 0.1,
                                       cx, cy, radius * 1.05);
  cairo_pattern_add_color_stop_rgb (shade, 0.0, MIN (1, ink->red * 0.55 + 0.45),
                                    MIN (1, ink->green * 0.55 + 0.45),
                                    MIN (1, ink->blue * 0.55 + 0.45));
  cairo_pattern_add_color_stop_rgb (shade, 0.5, ink->red, ink->green, ink->blue);
  cairo_pattern_add_color_stop_rgb (shade, 1.0, ink->red * 0.62, ink->green * 0.62,
                                    ink->blue * 0.62);
  cairo_new_path (cr);
  cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
  cairo_set_source (cr, shade);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (shade);
  cairo_set_source_rgba (cr, ink->red * 0.4, ink->green * 0.4, ink->blue * 0.4, 0.55);
  cairo_set_line_width (cr, MAX (1.0, radius * 0.07));
  cairo_stroke (cr);

  /* The highlight. */
  cairo_save (cr);
  cairo_translate (cr, cx - radius * 0.38, cy - radius * 0.48);
  cairo_scale (cr, radius * 0.34, radius * 0.2);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.55);
  cairo_fill (cr);

  if (!symbol)
    return;

  luminance = 0.2126 * ink->red + 0.7152 * ink->green + 0.0722 * ink->blue;
  symbol_path (cr, ink->symbol % 13, cx, cy + radius * 0.05, radius * 0.46);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  if (luminance > 0.55)
    cairo_set_source_rgba (cr, 0.1, 0.1, 0.12, 0.75);
  else
    cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  /* The second half of the palette has hollow symbols. */
  if ((ink->symbol / 13) % 2 == 1)
    {
      cairo_set_line_width (cr, MAX (1.0, radius * 0.12));
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke (cr);
    }
  else
    cairo_fill (cr);
}

static void
paint_shelves (cairo_t                   *cr,
               const PerchBallsortLayout *layout,
               const PerchBallsortScene  *scene)
{
  double d = layout->ball;

  for (guint b = 0; b < layout->n_bottles; b++)
    {
      double left, right, top;
      guint last = b;

      if (b > 0 && layout->y[b] == layout->y[b - 1])
        continue;
      while (last + 1 < layout->n_bottles && layout->y[last + 1] == layout->y[b])
        last++;
      left = layout->x[b] - 0.45 * d;
      right = layout->x[last] + layout->bottle_width + 0.45 * d;
      top = layout->y[b] + layout->bottle_height + 0.02 * d;
      perch_draw_rounded_rectangle (cr, left, top, right - left, 0.16 * d, 0.08 * d);
      if (scene->dark)
        cairo_set_source_rgba (cr, 1, 1, 1, 0.10);
      else
        cairo_set_source_rgba (cr, 0.24, 0.2, 0.15, 0.14);
      cairo_fill (cr);
    }
}

static void
paint_glow (cairo_t                   *cr,
            const PerchBallsortLayout *layout,
            guint                      bottle,
            double                     dx,
            const double              *rgb,
            double                     alpha)
{
  double d = layout->ball;

  perch_draw_rounded_rectangle (cr, layout->x[bottle] + dx - 0.2 * d, layout->y[bottle] - 0.2 * d,
                                layout->bottle_width + 0.4 * d, layout->bottle_height + 0.3 * d,
                                0.65 * d);
  cairo_set_source_rgba (cr, rgb[0], rgb[1], rgb[2], alpha);
  cairo_fill (cr);
}

/* The keyboard's place: a dashed outline around the bottle. */
static void
paint_cursor (cairo_t                   *cr,
              const PerchBallsortLayout *layout,
              const PerchBallsortScene  *scene,
              guint                      bottle,
              double                     dx)
{
  double d = layout->ball;
  double dashes[] = { 0.22 * d, 0.14 * d };

  perch_draw_rounded_rectangle (cr, layout->x[bottle] + dx - 0.28 * d, layout->y[bottle] - 0.3 * d,
                                layout->bottle_width + 0.56 * d, layout->bottle_height + 0.48 * d,
                                0.7 * d);
  cairo_set_dash (cr, dashes, G_N_ELEMENTS (dashes), 0);
  cairo_set_line_width (cr, 0.07 * d);
  cairo_set_source_rgba (cr, scene->accent[0], scene->accent[1], scene->accent[2], 0.9);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
paint_tube_back (cairo_t                   *cr,
                 const PerchBallsortLayout *layout,
                 const PerchBallsortScene  *scene,
                 guint                      bottle,
                 double                     dx)
{
  double x = layout->x[bottle] + dx, y = layout->y[bottle];
  cairo_pattern_t *glass;

  tube_path (cr, x, y, layout->bottle_width, layout->bottle_height);
  cairo_close_path (cr);
  glass = cairo_pattern_create_linear (x, 0, x + layout->bottle_width, 0);
  if (scene->dark)
    {
      cairo_pattern_add_color_stop_rgba (glass, 0, 1, 1, 1, 0.10);
      cairo_pattern_add_color_stop_rgba (glass, 0.5, 1, 1, 1, 0.04);
      cairo_pattern_add_color_stop_rgba (glass, 1, 1, 1, 1, 0.09);
    }
  else
    {
      cairo_pattern_add_color_stop_rgba (glass, 0, 0.82, 0.88, 0.95, 0.55);
      cairo_pattern_add_color_stop_rgba (glass, 0.5, 1, 1, 1, 0.35);
      cairo_pattern_add_color_stop_rgba (glass, 1, 0.78, 0.85, 0.93, 0.6);
    }
  cairo_set_source (cr, glass);
  cairo_fill (cr);
  cairo_pattern_destroy (glass);
}

static void
paint_tube_front (cairo_t                   *cr,
                  const PerchBallsortLayout *layout,
                  const PerchBallsortScene  *scene,
                  guint                      bottle,
                  double                     dx,
                  gboolean                   highlighted)
{
  double d = layout->ball;
  double x = layout->x[bottle] + dx, y = layout->y[bottle];
  double w = layout->bottle_width, h = layout->bottle_height;

  /* The wall. */
  tube_path (cr, x, y, w, h);
  cairo_set_line_width (cr, highlighted ? WALL * d * 1.6 : WALL * d);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  if (highlighted)
    cairo_set_source_rgb (cr, scene->accent[0], scene->accent[1], scene->accent[2]);
  else if (scene->dark)
    cairo_set_source_rgba (cr, 0.85, 0.9, 1, 0.45);
  else
    cairo_set_source_rgba (cr, 0.2, 0.27, 0.36, 0.5);
  cairo_stroke (cr);

  /* Tall tubes get a scale on the glass, like a measuring cylinder: a
   * mark every five balls (longer every ten), so that how full a tube is
   * reads at a glance. */
  if (layout->capacity >= SCALE_FROM)
    {
      cairo_new_path (cr);
      for (guint k = SCALE_STEP; k < layout->capacity; k += SCALE_STEP)
        {
          double mark_y = round (y + h - (WALL + BOTTOM + k) * d) + 0.5;
          double outside = (k % (2 * SCALE_STEP) == 0 ? 0.26 : 0.12) * d;

          /* Across the right wall, clear of the balls inside. */
          cairo_move_to (cr, x + w - 0.14 * d, mark_y);
          cairo_line_to (cr, x + w + outside, mark_y);
        }
      cairo_set_line_width (cr, MAX (1.0, 0.06 * d));
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
      if (scene->dark)
        cairo_set_source_rgba (cr, 0.85, 0.9, 1, 0.5);
      else
        cairo_set_source_rgba (cr, 0.2, 0.27, 0.36, 0.6);
      cairo_stroke (cr);
    }

  /* The sheen down the left of the glass. */
  cairo_new_path (cr);
  cairo_move_to (cr, x + 0.2 * d, y + 0.35 * d);
  cairo_line_to (cr, x + 0.2 * d, y + h - w * 0.55);
  cairo_set_line_width (cr, 0.09 * d);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_source_rgba (cr, 1, 1, 1, scene->dark ? 0.16 : 0.6);
  cairo_stroke (cr);

  /* The rim. */
  perch_draw_rounded_rectangle (cr, x - 0.1 * d, y - 0.07 * d, w + 0.2 * d, 0.16 * d, 0.08 * d);
  if (highlighted)
    cairo_set_source_rgb (cr, scene->accent[0], scene->accent[1], scene->accent[2]);
  else if (scene->dark)
    cairo_set_source_rgba (cr, 0.85, 0.9, 1, 0.5);
  else
    cairo_set_source_rgba (cr, 0.2, 0.27, 0.36, 0.55);
  cairo_fill (cr);
}

static void
paint_cork (cairo_t                   *cr,
            const PerchBallsortLayout *layout,
            guint                      bottle,
            double                     dx,
            double                     pop)
{
  double d = layout->ball;
  double x = layout->x[bottle] + dx + 0.12 * d, y = layout->y[bottle] - 0.3 * d - pop * 0.25 * d;
  double w = layout->bottle_width - 0.24 * d;
  cairo_pattern_t *wood = cairo_pattern_create_linear (0, y, 0, y + 0.5 * d);

  cairo_pattern_add_color_stop_rgb (wood, 0, 0.86, 0.66, 0.43);
  cairo_pattern_add_color_stop_rgb (wood, 1, 0.62, 0.43, 0.24);
  perch_draw_rounded_rectangle (cr, x, y, w, 0.5 * d, 0.12 * d);
  cairo_set_source (cr, wood);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (wood);
  cairo_set_source_rgba (cr, 0.35, 0.22, 0.1, 0.6);
  cairo_set_line_width (cr, 0.04 * d);
  cairo_stroke (cr);
}

static void
paint_sparkles (cairo_t                   *cr,
                const PerchBallsortLayout *layout,
                guint                      bottle,
                double                     p)
{
  double d = layout->ball;
  double cx = layout->x[bottle] + layout->bottle_width / 2, cy = layout->y[bottle] - 0.3 * d;

  for (int i = 0; i < 6; i++)
    {
      double a = -G_PI / 2 + (i - 2.5) * 0.42 + bottle * 0.3;
      double r = (0.4 + 1.4 * p) * d * (0.8 + 0.1 * (i % 3));
      double sx = cx + r * cos (a), sy = cy + r * sin (a);
      double s = 0.16 * d * (1 - p * 0.6);

      cairo_new_path (cr);
      cairo_move_to (cr, sx, sy - s);
      cairo_curve_to (cr, sx, sy, sx, sy, sx + s, sy);
      cairo_curve_to (cr, sx, sy, sx, sy, sx, sy + s);
      cairo_curve_to (cr, sx, sy, sx, sy, sx - s, sy);
      cairo_curve_to (cr, sx, sy, sx, sy, sx, sy - s);
      cairo_set_source_rgba (cr, 1.0, 0.78, 0.2, 1 - p);
      cairo_fill (cr);
    }
}

static void
paint_arrow (cairo_t                   *cr,
             const PerchBallsortLayout *layout,
             const PerchBallsortScene  *scene)
{
  double d = layout->ball;
  double x0 = layout->x[scene->hint_from] + layout->bottle_width / 2;
  double x1 = layout->x[scene->hint_to] + layout->bottle_width / 2;
  double y0 = layout->y[scene->hint_from] - 0.35 * d;
  double y1 = layout->y[scene->hint_to] - 0.35 * d;
  double top = MIN (y0, y1) - 0.75 * d;

  cairo_new_path (cr);
  cairo_move_to (cr, x0, y0);
  cairo_curve_to (cr, x0, top, x1, top, x1, y1 - 0.2 * d);
  cairo_set_line_width (cr, 0.12 * d);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_source_rgba (cr, scene->accent[0], scene->accent[1], scene->accent[2], 0.9);
  cairo_stroke (cr);

  /* The curve ends going straight down: so does its head. */
  cairo_new_path (cr);
  cairo_move_to (cr, x1, y1 + 0.05 * d);
  cairo_line_to (cr, x1 - 0.28 * d, y1 - 0.34 * d);
  cairo_line_to (cr, x1 + 0.28 * d, y1 - 0.34 * d);
  cairo_close_path (cr);
  cairo_fill (cr);
}

/* Where the top moving ball is at progress p. */
static void
flight_point (const PerchBallsortLayout *layout,
              const PerchBallsortScene  *scene,
              double                     p,
              double                    *x,
              double                    *y)
{
  const PerchBallsortLevel *level = scene->level;
  guint from = scene->move.from, to = scene->move.to;
  double d = layout->ball;
  double sx = layout->x[from] + layout->bottle_width / 2;
  double ex = layout->x[to] + layout->bottle_width / 2;
  /* The source had the moved balls on top; the target holds them now. */
  double start_slot = level->heights[from] + scene->moved - 1;
  double sy = slot_y (layout, from, start_slot);
  double ey = slot_y (layout, to, level->heights[to] - 1);
  double rise = lift_y (layout, from), fall = lift_y (layout, to);

  if (scene->from_lifted)
    sy = rise;

  /* Up out of the source, across from its rim to the target's (over a
   * slight arc; between rows the ball flies in front of the glass), down. */
  if (p < 0.25)
    {
      double t = p / 0.25;

      *x = sx;
      *y = sy + (rise - sy) * t;
    }
  else if (p < 0.75)
    {
      double t = (p - 0.25) / 0.5;

      *x = sx + (ex - sx) * t;
      *y = rise + (fall - rise) * t - sin (t * G_PI) * 0.45 * d;
    }
  else
    {
      double t = (p - 0.75) / 0.25;

      *x = ex;
      *y = fall + (ey - fall) * t;
    }
}

void
perch_ballsort_paint (cairo_t                   *cr,
                      const PerchBallsortLayout *layout,
                      const PerchBallsortScene  *scene)
{
  const PerchBallsortLevel *level;
  double d, radius;

  g_return_if_fail (cr != NULL && layout != NULL && scene != NULL && scene->level != NULL);

  level = scene->level;
  d = layout->ball;
  radius = BALL_RADIUS * d;

  cairo_save (cr);
  paint_shelves (cr, layout, scene);

  for (guint b = 0; b < level->n_bottles; b++)
    {
      double dx = shake_offset (layout, scene, b);
      gboolean complete = perch_ballsort_level_is_complete_bottle (level, b);
      guint shown = level->heights[b];
      guint lifted = 0;
      gboolean highlighted = (int) b == scene->selected;

      if (scene->moving && b == scene->move.to)
        shown -= MIN (shown, scene->moved);
      if ((int) b == scene->selected)
        lifted = MIN (scene->lifted, shown);

      if ((int) b == scene->shaking)
        paint_glow (cr, layout, b, dx, (const double[]) { 0.88, 0.11, 0.14 },
                    0.28 * (1 - scene->shake_progress));
      if ((int) b == scene->hint_from || (int) b == scene->hint_to)
        {
          paint_glow (cr, layout, b, dx, scene->accent, (int) b == scene->hint_from ? 0.28 : 0.16);
          highlighted = TRUE;
        }
      if (scene->celebrating && complete)
        paint_glow (cr, layout, b, dx, (const double[]) { 1.0, 0.8, 0.25 },
                    0.45 * (1 - scene->celebrate_progress));

      if ((int) b == scene->cursor)
        paint_cursor (cr, layout, scene, b, dx);
      paint_tube_back (cr, layout, scene, b, dx);

      /* Resting balls, then the lifted ones above the rim. */
      for (guint i = 0; i < shown; i++)
        {
          double cy = slot_y (layout, b, i);

          if (i >= shown - lifted)
            cy -= slot_y (layout, b, shown - 1) - lift_y (layout, b);
          perch_ballsort_paint_ball (cr, layout->x[b] + dx + layout->bottle_width / 2, cy, radius,
                                     &scene->inks[level->balls[b][i] - 1], scene->symbols);
        }

      paint_tube_front (cr, layout, scene, b, dx, highlighted);

      if (complete && !(scene->moving && b == scene->move.to))
        paint_cork (cr, layout, b, dx,
                    scene->celebrating ? sin (scene->celebrate_progress * G_PI) : 0);
      if (scene->celebrating && complete)
        paint_sparkles (cr, layout, b, scene->celebrate_progress);
    }

  if (scene->hint_from >= 0 && scene->hint_to >= 0 && !scene->moving)
    paint_arrow (cr, layout, scene);

  if (scene->moving)
    {
      const PerchBallsortInk *ink =
        &scene->inks[level->balls[scene->move.to][level->heights[scene->move.to] - 1] - 1];
      double x, y;

      flight_point (layout, scene, scene->move_progress, &x, &y);
      for (guint j = 0; j < scene->moved; j++)
        perch_ballsort_paint_ball (cr, x, y + j * d, radius, ink, scene->symbols);
    }
  cairo_restore (cr);
}
