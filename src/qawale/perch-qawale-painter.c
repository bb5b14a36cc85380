/* perch-qawale-painter.c: wells, towers of pebbles, paths, and the in-between frames
 *
 * Every length is a multiple of the tile (the side of a square), so that the board
 * looks the same at any size.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "perch-qawale-painter.h"

#include "perch-draw.h"
#include "perch-qawale-sowing.h"

#include <math.h>
#include <string.h>

#define HEADROOM   0.45   /* above the board: lifted stacks of the back rank */
#define FRAME      0.16   /* the board's rim around the wells */
#define LABELS     0.34   /* room for the coordinates */
#define INSET      0.045  /* between a well and its tile */
#define DISC       0.64   /* a pebble's width */
#define FACE       0.38   /* the height of its face, as a share of its width */
#define THICK      0.11  /* a pebble's thickness, seen from the side */
#define TOWER      0.54   /* the most a tower may rise, shrinking its pebbles */
#define BASE       0.80   /* the foot of a tower, from the top of its tile */
#define LIFT       0.62   /* how high a lifted stack floats */
#define MAX_TILE   150.0

typedef struct
{
  double face[3];
  double side[3];
  double mark[3];
} Ink;

/* Indexed by PerchQawalePebble. */
static const Ink inks[4] = {
  { { 0, 0, 0 }, { 0, 0, 0 }, { 0, 0, 0 } },
  { { 0.972, 0.945, 0.890 }, { 0.835, 0.788, 0.690 }, { 0.690, 0.620, 0.490 } },   /* light */
  { { 0.235, 0.227, 0.275 }, { 0.129, 0.122, 0.161 }, { 0.560, 0.545, 0.620 } },   /* dark */
  { { 0.478, 0.565, 0.667 }, { 0.345, 0.420, 0.510 }, { 0.255, 0.310, 0.380 } },   /* neutral */
};

/* Milliseconds, by speed: a stage of a move played, and the rest after it between two
 * computers. A person's own steps go at one pace whatever the speed: they follow clicks. */
static const guint stage_ms[] = { 320, 190, 100, 40 };
static const guint rest_ms[] = { 900, 400, 120, 0 };
#define STEP_MS   150
#define REFUSE_MS 420
#define WIN_MS    900

/* How long @anim takes at @speed (only a move played and the rest after it depend on
 * the speed). */
guint
perch_qawale_anim_length (PerchQawaleAnim  anim,
                          PerchQawaleSpeed speed)
{
  speed = MIN (speed, PERCH_QAWALE_SPEED_VERY_FAST);
  switch (anim)
    {
    case PERCH_QAWALE_ANIM_STAGE:
      return stage_ms[speed];
    case PERCH_QAWALE_ANIM_REST:
      return rest_ms[speed];
    case PERCH_QAWALE_ANIM_STEP:
      return STEP_MS;
    case PERCH_QAWALE_ANIM_REFUSE:
      return REFUSE_MS;
    case PERCH_QAWALE_ANIM_WIN:
    default:
      return WIN_MS;
    }
}

void
perch_qawale_layout_compute (PerchQawaleLayout *layout,
                             double             width,
                             double             height)
{
  double across = 4 + 2 * (FRAME + LABELS);
  double down = HEADROOM + FRAME + 4 + FRAME + LABELS;
  double tile;

  g_return_if_fail (layout != NULL);

  tile = CLAMP (MIN (width / across, height / down), 4.0, MAX_TILE);
  layout->width = width;
  layout->height = height;
  layout->tile = tile;
  layout->x = (width - 4 * tile) / 2;
  layout->y = (height - down * tile) / 2 + (HEADROOM + FRAME) * tile;
}

/* The square under a point: its tile. */
int
perch_qawale_layout_square_at (const PerchQawaleLayout *layout,
                               double                   x,
                               double                   y)
{
  int column, row;

  g_return_val_if_fail (layout != NULL, -1);

  if (x < layout->x || y < layout->y)
    return -1;
  column = (int) ((x - layout->x) / layout->tile);
  row = (int) ((y - layout->y) / layout->tile);
  if (column > 3 || row > 3)
    return -1;
  return (3 - row) * 4 + column;
}

void
perch_qawale_layout_square_centre (const PerchQawaleLayout *layout,
                                   guint                    square,
                                   double                  *x,
                                   double                  *y)
{
  g_return_if_fail (layout != NULL && square < PERCH_QAWALE_N_SQUARES);

  *x = layout->x + (square % 4 + 0.5) * layout->tile;
  *y = layout->y + (3 - square / 4 + 0.5) * layout->tile;
}

void
perch_qawale_scene_init (PerchQawaleScene          *scene,
                         const PerchQawalePosition *position)
{
  g_return_if_fail (scene != NULL);

  *scene = (PerchQawaleScene) {
    .position = position,
    .accent = { 0.21, 0.52, 0.89 },
    .stage = PERCH_QAWALE_STAGE_BEFORE,
    .cursor = -1,
    .refused = -1,
    .win_progress = 1.0,
  };
}

/* The squares the next step of the move under way may go to (a square mask). */
guint
perch_qawale_scene_targets (const PerchQawaleScene *scene)
{
  g_return_val_if_fail (scene != NULL, 0);

  if (!scene->moving || scene->position == NULL)
    return 0;
  return perch_qawale_sowing_targets (scene->position, &scene->move);
}

static double
ease (double t)
{
  t = CLAMP (t, 0.0, 1.0);
  return t < 0.5 ? 4 * t * t * t : 1 - pow (-2 * t + 2, 3) / 2;
}

static void
set_rgb (cairo_t      *cr,
         const double *rgb,
         double        alpha)
{
  cairo_set_source_rgba (cr, rgb[0], rgb[1], rgb[2], alpha);
}

/* The outline of a pebble's face centred on (cx, cy): an ellipse, a lozenge or a
 * hexagon, @width across and @width * FACE high. */
static void
face_path (cairo_t           *cr,
           PerchQawalePebble  pebble,
           double             cx,
           double             cy,
           double             width)
{
  double w = width / 2, h = width * FACE / 2;

  switch (pebble)
    {
    case PERCH_QAWALE_PEBBLE_DARK:
      w *= 1.08;
      h *= 1.12;
      cairo_move_to (cr, cx - w, cy);
      cairo_line_to (cr, cx, cy - h);
      cairo_line_to (cr, cx + w, cy);
      cairo_line_to (cr, cx, cy + h);
      cairo_close_path (cr);
      break;
    case PERCH_QAWALE_PEBBLE_NEUTRAL:
      cairo_move_to (cr, cx - w, cy);
      cairo_line_to (cr, cx - w / 2, cy - h);
      cairo_line_to (cr, cx + w / 2, cy - h);
      cairo_line_to (cr, cx + w, cy);
      cairo_line_to (cr, cx + w / 2, cy + h);
      cairo_line_to (cr, cx - w / 2, cy + h);
      cairo_close_path (cr);
      break;
    case PERCH_QAWALE_PEBBLE_LIGHT:
    case PERCH_QAWALE_PEBBLE_NONE:
    default:
      cairo_save (cr);
      cairo_translate (cr, cx, cy);
      cairo_scale (cr, w, h);
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
      cairo_restore (cr);
      break;
    }
}

static double
face_half_width (PerchQawalePebble pebble,
                 double            width)
{
  return pebble == PERCH_QAWALE_PEBBLE_DARK ? width / 2 * 1.08 : width / 2;
}

static void
hatch (cairo_t      *cr,
       double        cx,
       double        cy,
       double        width,
       double        height,
       double        spacing,
       const double *rgb,
       double        line)
{
  set_rgb (cr, rgb, 0.85);
  cairo_set_line_width (cr, line);
  for (double x = cx - width - height; x < cx + width; x += spacing)
    {
      cairo_move_to (cr, x, cy + height);
      cairo_line_to (cr, x + 2 * height, cy - height);
    }
  cairo_stroke (cr);
}

/* One pebble seen a little from above: its side, @thickness high, under its face centred
 * on (cx, cy). The face of a pebble under another is covered; @top draws its mark. */
static void
paint_disc (cairo_t           *cr,
            PerchQawalePebble  pebble,
            double             cx,
            double             cy,
            double             width,
            double             thickness,
            gboolean           top,
            gboolean           dark_theme,
            double             alpha)
{
  const Ink *ink = &inks[pebble];
  double half = face_half_width (pebble, width);
  double line = MAX (1.0, width * 0.022);
  cairo_pattern_t *side;
  double edge[3];

  /* Dark pebbles need a light edge to tell one from the next in a tower. */
  if (pebble == PERCH_QAWALE_PEBBLE_DARK)
    edge[0] = edge[1] = edge[2] = dark_theme ? 0.62 : 0.50;
  else
    for (guint i = 0; i < 3; i++)
      edge[i] = ink->side[i] * 0.55;

  /* The side: the face moved down by the thickness, joined to the face. */
  cairo_new_path (cr);
  face_path (cr, pebble, cx, cy + thickness, width);
  cairo_rectangle (cr, cx - half, cy, 2 * half, thickness);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  side = cairo_pattern_create_linear (cx - half, 0, cx + half, 0);
  cairo_pattern_add_color_stop_rgba (side, 0, ink->side[0] * 0.78, ink->side[1] * 0.78,
                                     ink->side[2] * 0.78, alpha);
  cairo_pattern_add_color_stop_rgba (side, 0.35, ink->side[0], ink->side[1], ink->side[2], alpha);
  cairo_pattern_add_color_stop_rgba (side, 1, ink->side[0] * 0.7, ink->side[1] * 0.7,
                                     ink->side[2] * 0.7, alpha);
  cairo_set_source (cr, side);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (side);
  if (pebble == PERCH_QAWALE_PEBBLE_NEUTRAL && thickness > 3)
    {
      cairo_save (cr);
      cairo_clip (cr);
      hatch (cr, cx, cy + thickness, half, thickness, width * 0.11, ink->mark, line);
      cairo_restore (cr);
    }
  else if (pebble == PERCH_QAWALE_PEBBLE_DARK && thickness > 3)
    {
      /* A groove along the side of dark pebbles. */
      set_rgb (cr, ink->mark, 0.7 * alpha);
      cairo_set_line_width (cr, line);
      cairo_move_to (cr, cx - half * 0.55, cy + thickness * 0.5 + width * FACE * 0.25);
      cairo_line_to (cr, cx, cy + thickness * 0.5 + width * FACE * 0.56);
      cairo_line_to (cr, cx + half * 0.55, cy + thickness * 0.5 + width * FACE * 0.25);
      cairo_stroke (cr);
    }
  cairo_new_path (cr);
  face_path (cr, pebble, cx, cy + thickness, width);
  cairo_rectangle (cr, cx - half, cy, 2 * half, thickness);
  set_rgb (cr, edge, alpha);
  cairo_set_line_width (cr, line);
  cairo_stroke (cr);

  /* The face. */
  face_path (cr, pebble, cx, cy, width);
  set_rgb (cr, ink->face, alpha);
  cairo_fill_preserve (cr);
  if (top)
    {
      cairo_save (cr);
      cairo_clip_preserve (cr);
      switch (pebble)
        {
        case PERCH_QAWALE_PEBBLE_LIGHT:
          cairo_new_path (cr);
          face_path (cr, pebble, cx, cy, width * 0.56);
          set_rgb (cr, ink->mark, alpha);
          cairo_set_line_width (cr, line * 1.6);
          cairo_stroke (cr);
          break;
        case PERCH_QAWALE_PEBBLE_DARK:
          cairo_new_path (cr);
          face_path (cr, pebble, cx, cy, width * 0.5);
          set_rgb (cr, ink->mark, alpha);
          cairo_set_line_width (cr, line * 1.6);
          cairo_stroke (cr);
          break;
        case PERCH_QAWALE_PEBBLE_NEUTRAL:
          cairo_new_path (cr);
          hatch (cr, cx, cy, half, width * FACE / 2, width * 0.13, ink->mark, line * 1.2);
          break;
        case PERCH_QAWALE_PEBBLE_NONE:
        default:
          break;
        }
      cairo_restore (cr);
    }
  face_path (cr, pebble, cx, cy, width);
  set_rgb (cr, edge, alpha);
  cairo_set_line_width (cr, line);
  cairo_stroke (cr);
}

static double
thickness_for (const PerchQawaleLayout *layout,
               guint                    height)
{
  return MIN (THICK, TOWER / MAX (height, 1u)) * layout->tile;
}

/* The face centre of pebble @level of a tower whose foot is at @foot. */
static double
level_y (const PerchQawaleLayout *layout,
         double                   foot,
         guint                    level,
         double                   thickness)
{
  double face = DISC * layout->tile * FACE;

  return foot - face / 2 - thickness * (level + 1);
}

/* A tower of @n pebbles (codes, bottom first) standing (or floating) with its foot at
 * (cx, foot). */
static void
paint_tower (cairo_t                 *cr,
             const PerchQawaleLayout *layout,
             const guint8            *pebbles,
             guint                    n,
             double                   cx,
             double                   foot,
             gboolean                 dark_theme,
             double                   thickness)
{
  for (guint i = 0; i < n; i++)
    paint_disc (cr, pebbles[i], cx, level_y (layout, foot, i, thickness), DISC * layout->tile,
                thickness, i + 1 == n, dark_theme, 1.0);
}

static void
paint_shadow (cairo_t                 *cr,
              const PerchQawaleLayout *layout,
              double                   cx,
              double                   foot,
              double                   alpha)
{
  double w = DISC * layout->tile * 0.62, h = DISC * layout->tile * FACE * 0.55;

  cairo_save (cr);
  cairo_new_path (cr);
  cairo_translate (cr, cx, foot - h * 0.6);
  cairo_scale (cr, w, h);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, alpha);
  cairo_fill (cr);
}

static void
tile_origin (const PerchQawaleLayout *layout,
             guint                    square,
             double                  *x,
             double                  *y)
{
  *x = layout->x + (square % 4) * layout->tile;
  *y = layout->y + (3 - square / 4) * layout->tile;
}

static double
foot_of (const PerchQawaleLayout *layout,
         guint                    square)
{
  double x, y;

  tile_origin (layout, square, &x, &y);
  return y + BASE * layout->tile;
}

/* Where the face of the top pebble of a tower of @height on @square is drawn. */
void
perch_qawale_layout_top_face (const PerchQawaleLayout *layout,
                              guint                    square,
                              guint                    height,
                              double                  *x,
                              double                  *y)
{
  double centre_y;

  g_return_if_fail (layout != NULL && square < PERCH_QAWALE_N_SQUARES);

  perch_qawale_layout_square_centre (layout, square, x, &centre_y);
  *y = level_y (layout, foot_of (layout, square), height > 0 ? height - 1 : 0,
                thickness_for (layout, height));
}

static void
paint_board (cairo_t                 *cr,
             const PerchQawaleLayout *layout,
             const PerchQawaleScene  *scene)
{
  double t = layout->tile;
  double rim = FRAME * t;
  double frame[3], well[3], text[3];

  if (scene->dark)
    {
      frame[0] = 0.290; frame[1] = 0.235; frame[2] = 0.196;
      well[0] = 0.388; well[1] = 0.322; well[2] = 0.263;
      text[0] = text[1] = text[2] = 1.0;
    }
  else
    {
      frame[0] = 0.745; frame[1] = 0.596; frame[2] = 0.420;
      well[0] = 0.871; well[1] = 0.765; well[2] = 0.608;
      text[0] = 0.239; text[1] = 0.220; text[2] = 0.275;
    }

  /* A soft shadow, then the rim. */
  perch_draw_rounded_rectangle (cr, layout->x - rim + 0.03 * t, layout->y - rim + 0.06 * t,
                                4 * t + 2 * rim, 4 * t + 2 * rim, 0.22 * t);
  cairo_set_source_rgba (cr, 0, 0, 0, scene->dark ? 0.35 : 0.16);
  cairo_fill (cr);
  perch_draw_rounded_rectangle (cr, layout->x - rim, layout->y - rim, 4 * t + 2 * rim,
                                4 * t + 2 * rim, 0.22 * t);
  set_rgb (cr, frame, 1.0);
  cairo_fill (cr);

  for (guint square = 0; square < PERCH_QAWALE_N_SQUARES; square++)
    {
      double x, y, inset = INSET * t;
      cairo_pattern_t *shade;

      tile_origin (layout, square, &x, &y);
      perch_draw_rounded_rectangle (cr, x + inset, y + inset, t - 2 * inset, t - 2 * inset,
                                    0.12 * t);
      shade = cairo_pattern_create_linear (0, y, 0, y + t);
      cairo_pattern_add_color_stop_rgb (shade, 0, well[0] * 0.90, well[1] * 0.90,
                                        well[2] * 0.90);
      cairo_pattern_add_color_stop_rgb (shade, 0.25, well[0], well[1], well[2]);
      cairo_pattern_add_color_stop_rgb (shade, 1, well[0] * 1.03, well[1] * 1.03,
                                        well[2] * 1.03);
      cairo_set_source (cr, shade);
      cairo_fill_preserve (cr);
      cairo_pattern_destroy (shade);
      cairo_set_source_rgba (cr, 0, 0, 0, scene->dark ? 0.35 : 0.14);
      cairo_set_line_width (cr, MAX (1.0, 0.012 * t));
      cairo_stroke (cr);
    }

  /* Files below (on one baseline), ranks to the left. */
  cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, MAX (8.0, 0.2 * t));
  set_rgb (cr, text, 0.62);
  for (guint i = 0; i < 4; i++)
    {
      char label[2] = { 'a' + i, '\0' };
      cairo_text_extents_t extents;
      cairo_font_extents_t font;

      cairo_font_extents (cr, &font);
      cairo_text_extents (cr, label, &extents);
      cairo_move_to (cr, layout->x + (i + 0.5) * t - extents.width / 2 - extents.x_bearing,
                     layout->y + 4 * t + rim + 0.04 * t + font.ascent);
      cairo_show_text (cr, label);
      label[0] = '1' + i;
      cairo_text_extents (cr, label, &extents);
      cairo_move_to (cr, layout->x - rim - 0.1 * t - extents.width - extents.x_bearing,
                     layout->y + (3 - i + 0.5) * t + extents.height / 2);
      cairo_show_text (cr, label);
    }
  cairo_new_path (cr);
}

/* A path through the centres of @squares, each segment pulled a little to its right so
 * that a path passing a square twice shows both passes. */
static void
path_line (cairo_t                 *cr,
           const PerchQawaleLayout *layout,
           const guint8            *squares,
           guint                    n,
           double                   lift)
{
  for (guint i = 0; i < n; i++)
    {
      double x, y;

      perch_qawale_layout_square_centre (layout, squares[i], &x, &y);
      y += lift;
      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
}

static void
arrow_head (cairo_t                 *cr,
            const PerchQawaleLayout *layout,
            guint                    from,
            guint                    to,
            double                   lift,
            double                   size)
{
  double x0, y0, x1, y1, angle;

  perch_qawale_layout_square_centre (layout, from, &x0, &y0);
  perch_qawale_layout_square_centre (layout, to, &x1, &y1);
  angle = atan2 (y1 - y0, x1 - x0);
  y1 += lift;
  cairo_move_to (cr, x1 + cos (angle) * size * 0.6, y1 + sin (angle) * size * 0.6);
  cairo_line_to (cr, x1 + cos (angle + 2.5) * size, y1 + sin (angle + 2.5) * size);
  cairo_line_to (cr, x1 + cos (angle - 2.5) * size, y1 + sin (angle - 2.5) * size);
  cairo_close_path (cr);
  cairo_fill (cr);
}

/* A whole move drawn as its path: an open ring on the origin, a line along the steps,
 * an arrow into the last square. */
static void
paint_move_path (cairo_t                 *cr,
                 const PerchQawaleLayout *layout,
                 const PerchQawaleMove   *move,
                 const double            *rgb,
                 double                   alpha,
                 double                   width,
                 gboolean                 dashed)
{
  guint8 squares[PERCH_QAWALE_MAX_PEBBLES + 1];
  guint n = perch_qawale_move_squares (move, squares);
  double t = layout->tile, x, y;
  double lift = -0.12 * t;

  if (n < 2)
    return;
  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  set_rgb (cr, rgb, alpha);
  perch_qawale_layout_square_centre (layout, squares[0], &x, &y);
  cairo_set_line_width (cr, width);
  cairo_new_path (cr);
  cairo_arc (cr, x, y + lift, 0.16 * t, 0, 2 * G_PI);
  cairo_stroke (cr);
  if (dashed)
    {
      double dashes[] = { width * 2.2, width * 1.6 };

      cairo_set_dash (cr, dashes, 2, 0);
    }
  path_line (cr, layout, squares, n, lift);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  arrow_head (cr, layout, squares[n - 2], squares[n - 1], lift, width * 3.2);
  cairo_restore (cr);
}

typedef struct
{
  guint8 pebbles[PERCH_QAWALE_N_SQUARES][PERCH_QAWALE_MAX_PEBBLES + 1];
  guint8 heights[PERCH_QAWALE_N_SQUARES];
  /* The stack in the air, bottom first, over (x, foot). */
  guint8 floating[PERCH_QAWALE_MAX_PEBBLES + 1];
  guint  n_floating;
  double float_x, float_foot;
  /* One pebble falling: onto a stack, or from the reserve onto the origin. */
  gboolean falling;
  guint8   falling_pebble;
  double   fall_x, fall_y;
  double   fall_alpha;
  guint    fall_square;
  gboolean origin_hidden;   /* the origin's stack is in the air */
} Frame;

/* What the board shows at the scene's stage. */
static void
compute_frame (const PerchQawaleLayout *layout,
               const PerchQawaleScene  *scene,
               Frame                   *frame)
{
  const PerchQawalePosition *position = scene->position;
  guint8 lifted[PERCH_QAWALE_MAX_PEBBLES + 1];
  guint8 squares[PERCH_QAWALE_MAX_PEBBLES + 1];
  guint origin, length, known, dropped;
  double stage, t = layout->tile;

  memset (frame, 0, sizeof *frame);
  for (guint s = 0; s < PERCH_QAWALE_N_SQUARES; s++)
    {
      frame->heights[s] = position->heights[s];
      for (guint i = 0; i < position->heights[s]; i++)
        frame->pebbles[s][i] = perch_qawale_position_pebble (position, s, i);
    }
  if (!scene->moving || position->heights[scene->move.origin] == 0)
    return;

  origin = scene->move.origin;
  length = position->heights[origin] + 1;
  known = MIN (scene->move.n_steps, length);
  perch_qawale_move_squares (&scene->move, squares);
  for (guint i = 0; i + 1 < length; i++)
    lifted[i] = frame->pebbles[origin][i];
  lifted[length - 1] = position->to_move + 1;
  stage = CLAMP (scene->stage, PERCH_QAWALE_STAGE_BEFORE, (double) known);

  if (stage <= PERCH_QAWALE_STAGE_PLACED)
    {
      /* The new pebble comes down from above onto the stack. */
      double p = ease (stage - PERCH_QAWALE_STAGE_BEFORE);
      double thickness = thickness_for (layout, length);
      double rest = level_y (layout, foot_of (layout, origin), length - 1, thickness);

      if (stage <= PERCH_QAWALE_STAGE_BEFORE)
        return;
      frame->falling = TRUE;
      frame->falling_pebble = lifted[length - 1];
      frame->fall_square = origin;
      perch_qawale_layout_square_centre (layout, origin, &frame->fall_x, &frame->fall_y);
      frame->fall_y = rest - (1 - p) * 0.9 * t;
      frame->fall_alpha = MIN (1.0, 0.25 + 2 * p);
      return;
    }

  frame->origin_hidden = TRUE;
  frame->heights[origin] = 0;
  if (stage <= PERCH_QAWALE_STAGE_LIFTED)
    {
      memcpy (frame->floating, lifted, length);
      frame->n_floating = length;
      perch_qawale_layout_square_centre (layout, origin, &frame->float_x, &frame->float_foot);
      frame->float_foot = foot_of (layout, origin) - LIFT * t * ease (stage + 1);
      return;
    }

  dropped = (guint) floor (stage);
  if (dropped > known)
    dropped = known;
  for (guint i = 0; i < dropped; i++)
    {
      guint square = squares[i + 1];

      frame->pebbles[square][frame->heights[square]++] = lifted[i];
    }
  if (dropped >= length)
    return;

  {
    double f = stage - dropped;
    guint from = squares[dropped];
    double x0, y0, x1, y1;

    perch_qawale_layout_square_centre (layout, from, &x0, &y0);
    if (f <= 0 || dropped >= known)
      {
        memcpy (frame->floating, lifted + dropped, length - dropped);
        frame->n_floating = length - dropped;
        frame->float_x = x0;
        frame->float_foot = foot_of (layout, from) - LIFT * t;
        return;
      }
    perch_qawale_layout_square_centre (layout, squares[dropped + 1], &x1, &y1);
    if (f < 0.5)
      {
        double p = ease (f * 2);

        memcpy (frame->floating, lifted + dropped, length - dropped);
        frame->n_floating = length - dropped;
        frame->float_x = x0 + (x1 - x0) * p;
        frame->float_foot = (foot_of (layout, from) * (1 - p) +
                             foot_of (layout, squares[dropped + 1]) * p) - LIFT * t;
      }
    else
      {
        guint to = squares[dropped + 1];
        double p = ease ((f - 0.5) * 2);
        double top_thickness = thickness_for (layout, frame->heights[to] + 1);
        double rest = level_y (layout, foot_of (layout, to), frame->heights[to], top_thickness);
        double start = level_y (layout, foot_of (layout, to) - LIFT * t, 0,
                                thickness_for (layout, length - dropped));

        memcpy (frame->floating, lifted + dropped + 1, length - dropped - 1);
        frame->n_floating = length - dropped - 1;
        frame->float_x = x1;
        frame->float_foot = foot_of (layout, to) - LIFT * t;
        frame->falling = TRUE;
        frame->falling_pebble = lifted[dropped];
        frame->fall_square = to;
        frame->fall_x = x1;
        frame->fall_y = start + (rest - start) * p;
        frame->fall_alpha = 1.0;
      }
  }
}

static void
paint_badge (cairo_t                *cr,
             const PerchQawaleScene *scene,
             double                  x,
             double                  y,
             double                  size,
             guint                   number)
{
  char text[8];
  cairo_text_extents_t extents;

  g_snprintf (text, sizeof text, "%u", number);
  cairo_new_path (cr);
  cairo_arc (cr, x, y, size / 2, 0, 2 * G_PI);
  set_rgb (cr, scene->accent, 1.0);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  cairo_set_line_width (cr, MAX (1.0, size * 0.08));
  cairo_stroke (cr);
  cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, size * 0.6);
  cairo_text_extents (cr, text, &extents);
  cairo_move_to (cr, x - extents.width / 2 - extents.x_bearing,
                 y - extents.height / 2 - extents.y_bearing);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_show_text (cr, text);
}

static void
paint_targets (cairo_t                 *cr,
               const PerchQawaleLayout *layout,
               const PerchQawaleScene  *scene)
{
  guint targets = perch_qawale_scene_targets (scene);
  double t = layout->tile;

  if (!scene->targets || targets == 0 || scene->stage < scene->move.n_steps)
    return;
  for (guint square = 0; square < PERCH_QAWALE_N_SQUARES; square++)
    {
      double x, y, inset = INSET * t + 0.02 * t;

      if (!(targets & (1u << square)))
        continue;
      tile_origin (layout, square, &x, &y);
      perch_draw_rounded_rectangle (cr, x + inset, y + inset, t - 2 * inset, t - 2 * inset,
                                    0.11 * t);
      set_rgb (cr, scene->accent, 0.28);
      cairo_fill_preserve (cr);
      set_rgb (cr, scene->accent, 0.95);
      cairo_set_line_width (cr, 0.035 * t);
      cairo_stroke (cr);
    }
}

/* The squares of the path so far, as a line under the towers. */
static void
paint_trail (cairo_t                 *cr,
             const PerchQawaleLayout *layout,
             const PerchQawaleScene  *scene)
{
  guint8 squares[PERCH_QAWALE_MAX_PEBBLES + 1];
  guint n, shown;

  if (!scene->moving || scene->move.n_steps == 0 || scene->stage < 1)
    return;
  n = perch_qawale_move_squares (&scene->move, squares);
  shown = MIN (n, (guint) floor (scene->stage) + 1);
  if (shown < 2)
    return;
  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, 0.045 * layout->tile);
  set_rgb (cr, scene->accent, 0.55);
  path_line (cr, layout, squares, shown, 0.12 * layout->tile);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
paint_winning_lines (cairo_t                 *cr,
                     const PerchQawaleLayout *layout,
                     const PerchQawaleScene  *scene,
                     const Frame             *frame)
{
  const guint16 *lines = perch_qawale_lines ();
  static const double gold[3] = { 0.965, 0.827, 0.176 };
  double t = layout->tile;
  double p = ease (scene->win_progress);

  for (guint l = 0; l < PERCH_QAWALE_N_LINES; l++)
    {
      gboolean first = TRUE;

      if (!(scene->winning_lines & (1u << l)))
        continue;
      cairo_save (cr);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      for (guint square = 0; square < PERCH_QAWALE_N_SQUARES; square++)
        {
          double x, y;

          if (!(lines[l] & (1u << square)))
            continue;
          perch_qawale_layout_top_face (layout, square, frame->heights[square], &x, &y);
          if (first)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
          first = FALSE;
        }
      set_rgb (cr, gold, 0.55 * p);
      cairo_set_line_width (cr, 0.2 * t);
      cairo_stroke_preserve (cr);
      set_rgb (cr, gold, 0.95 * p);
      cairo_set_line_width (cr, 0.05 * t);
      cairo_stroke (cr);
      cairo_restore (cr);
    }
}

/* Verdicts. */

/* Proven results, light and dark theme. */
static const double win_rgb[2][3] = { { 0.14, 0.52, 0.30 }, { 0.20, 0.62, 0.38 } };
static const double loss_rgb[2][3] = { { 0.75, 0.11, 0.16 }, { 0.84, 0.22, 0.24 } };
static const double draw_rgb[2][3] = { { 0.38, 0.40, 0.47 }, { 0.46, 0.48, 0.56 } };
/* A score's hue, from bad through even to good. */
static const double bad_rgb[3] = { 0.80, 0.22, 0.20 };
static const double even_rgb[3] = { 0.78, 0.58, 0.10 };
static const double good_rgb[3] = { 0.18, 0.58, 0.32 };
/* The score that looks as good (or bad) as it gets: about a reachable three-in-line. */
#define SCORE_SCALE 300.0

static void
mix (const double *a,
     const double *b,
     double        t,
     double       *out)
{
  for (guint i = 0; i < 3; i++)
    out[i] = a[i] + (b[i] - a[i]) * t;
}

/**
 * perch_qawale_verdict_colours:
 * @fill: (out caller-allocates) (array fixed-size=3): the plate
 * @edge: (out caller-allocates) (array fixed-size=3): its outline
 * @ink: (out caller-allocates) (array fixed-size=3): its text
 *
 * A proven result is solid with white text; a score is pale, outlined in its hue.
 */
void
perch_qawale_verdict_colours (const PerchQawaleVerdictLabel *label,
                              gboolean                       dark,
                              double                        *fill,
                              double                        *edge,
                              double                        *ink)
{
  static const double white[3] = { 1, 1, 1 }, paper[3] = { 0.99, 0.98, 0.96 };
  static const double night[3] = { 0.16, 0.16, 0.18 }, black[3] = { 0.13, 0.13, 0.15 };
  const double *solid = NULL;
  double hue[3], t;

  g_return_if_fail (label != NULL && fill != NULL && edge != NULL && ink != NULL);

  switch (label->kind)
    {
    case PERCH_QAWALE_VERDICT_WIN:
      solid = win_rgb[!!dark];
      break;
    case PERCH_QAWALE_VERDICT_LOSS:
      solid = loss_rgb[!!dark];
      break;
    case PERCH_QAWALE_VERDICT_DRAW:
      solid = draw_rgb[!!dark];
      break;
    case PERCH_QAWALE_VERDICT_SCORE:
    default:
      break;
    }
  if (solid != NULL)
    {
      memcpy (fill, solid, sizeof hue);
      mix (solid, black, 0.35, edge);
      memcpy (ink, white, sizeof hue);
      return;
    }
  t = tanh (label->score / SCORE_SCALE);
  if (t < 0)
    mix (even_rgb, bad_rgb, -t, hue);
  else
    mix (even_rgb, good_rgb, t, hue);
  mix (hue, dark ? night : paper, dark ? 0.62 : 0.80, fill);
  if (dark)
    mix (hue, white, 0.25, edge);
  else
    memcpy (edge, hue, sizeof hue);
  if (dark)
    memcpy (ink, white, sizeof hue);
  else
    mix (hue, black, 0.55, ink);
}

/* A verdict's plate filling (x, y, width, height), its text as large as fits. */
void
perch_qawale_paint_verdict (cairo_t                       *cr,
                            double                         x,
                            double                         y,
                            double                         width,
                            double                         height,
                            const PerchQawaleVerdictLabel *label,
                            gboolean                       dark)
{
  double fill[3], edge[3], ink[3], size, room;
  cairo_text_extents_t extents;

  g_return_if_fail (cr != NULL && label != NULL);

  perch_qawale_verdict_colours (label, dark, fill, edge, ink);
  cairo_save (cr);
  perch_draw_rounded_rectangle (cr, x, y, width, height, height / 2);
  set_rgb (cr, fill, dark || label->kind != PERCH_QAWALE_VERDICT_SCORE ? 1.0 : 0.96);
  cairo_fill_preserve (cr);
  set_rgb (cr, edge, 1.0);
  cairo_set_line_width (cr, MAX (1.0, height * 0.07));
  cairo_stroke (cr);

  cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  size = height * 0.64;
  room = width - height * 0.6;
  cairo_set_font_size (cr, size);
  cairo_text_extents (cr, label->text, &extents);
  if (extents.width > room && extents.width > 0)
    {
      size *= room / extents.width;
      cairo_set_font_size (cr, size);
      cairo_text_extents (cr, label->text, &extents);
    }
  cairo_move_to (cr, x + (width - extents.width) / 2 - extents.x_bearing,
                 y + (height - extents.height) / 2 - extents.y_bearing);
  set_rgb (cr, ink, 1.0);
  cairo_show_text (cr, label->text);
  cairo_restore (cr);
}

/* Where a square's verdict is drawn: a plate across the front of its tile, just below
 * the foot of its tower. */
void
perch_qawale_layout_verdict_box (const PerchQawaleLayout *layout,
                                 guint                    square,
                                 double                  *x,
                                 double                  *y,
                                 double                  *width,
                                 double                  *height)
{
  double t, left, top;

  g_return_if_fail (layout != NULL && square < PERCH_QAWALE_N_SQUARES);

  t = layout->tile;
  tile_origin (layout, square, &left, &top);
  *height = MIN (0.24 * t, 26.0);
  *width = MIN (0.86 * t, *height * 4.2);
  *x = left + (t - *width) / 2;
  *y = top + t - INSET * t * 0.5 - *height;
}

static void
paint_verdicts (cairo_t                 *cr,
                const PerchQawaleLayout *layout,
                const PerchQawaleScene  *scene)
{
  for (guint square = 0; square < PERCH_QAWALE_N_SQUARES; square++)
    {
      double x, y, width, height;

      if (!(scene->labelled & (1u << square)))
        continue;
      perch_qawale_layout_verdict_box (layout, square, &x, &y, &width, &height);
      perch_qawale_paint_verdict (cr, x, y, width, height, &scene->labels[square], scene->dark);
    }
}

void
perch_qawale_paint (cairo_t                 *cr,
                    const PerchQawaleLayout *layout,
                    const PerchQawaleScene  *scene)
{
  static const double faint_dark[3] = { 1, 1, 1 }, faint_light[3] = { 0.1, 0.1, 0.15 };
  double t;
  Frame frame;

  g_return_if_fail (cr != NULL && layout != NULL && scene != NULL);
  g_return_if_fail (scene->position != NULL);

  t = layout->tile;
  compute_frame (layout, scene, &frame);
  cairo_save (cr);
  paint_board (cr, layout, scene);
  paint_targets (cr, layout, scene);

  if (scene->has_last && !scene->moving)
    paint_move_path (cr, layout, &scene->last, scene->dark ? faint_dark : faint_light,
                     scene->dark ? 0.30 : 0.28, 0.03 * t, FALSE);
  paint_trail (cr, layout, scene);

  /* Back rank first, so that nearer towers stand in front. */
  for (int rank = 3; rank >= 0; rank--)
    for (guint file = 0; file < 4; file++)
      {
        guint square = rank * 4 + file;
        double x, y, foot = foot_of (layout, square);
        guint h = frame.heights[square];

        perch_qawale_layout_square_centre (layout, square, &x, &y);
        if (scene->refused == (int) square && scene->refuse_progress < 1)
          x += sin (scene->refuse_progress * G_PI * 6) * (1 - scene->refuse_progress) * 0.07 * t;
        if (h == 0)
          {
            /* An empty well: a faint socket. */
            cairo_save (cr);
            cairo_new_path (cr);
            cairo_translate (cr, x, foot - DISC * t * FACE * 0.6);
            cairo_scale (cr, DISC * t * 0.42, DISC * t * FACE * 0.42);
            cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
            cairo_restore (cr);
            cairo_set_source_rgba (cr, 0, 0, 0, scene->dark ? 0.18 : 0.07);
            cairo_fill (cr);
            continue;
          }
        paint_shadow (cr, layout, x, foot, scene->dark ? 0.35 : 0.18);
        paint_tower (cr, layout, frame.pebbles[square], h, x, foot, scene->dark,
                     thickness_for (layout, h + (frame.falling && frame.fall_square == square)));
      }

  paint_winning_lines (cr, layout, scene, &frame);
  paint_verdicts (cr, layout, scene);

  if (scene->cursor >= 0 && scene->cursor < PERCH_QAWALE_N_SQUARES)
    {
      double x, y, inset = INSET * t * 0.4;

      tile_origin (layout, scene->cursor, &x, &y);
      perch_draw_rounded_rectangle (cr, x + inset, y + inset, t - 2 * inset, t - 2 * inset,
                                    0.14 * t);
      if (scene->dark)
        cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
      else
        cairo_set_source_rgba (cr, 0.1, 0.1, 0.15, 0.75);
      cairo_set_line_width (cr, MAX (2.0, 0.03 * t));
      cairo_stroke (cr);
    }

  if (frame.falling)
    {
      guint h = frame.heights[frame.fall_square];

      paint_disc (cr, frame.falling_pebble, frame.fall_x, frame.fall_y, DISC * t,
                  thickness_for (layout, h + 1), TRUE, scene->dark, frame.fall_alpha);
    }
  if (frame.n_floating > 0)
    {
      double thickness = thickness_for (layout, frame.n_floating);
      double top = level_y (layout, frame.float_foot, frame.n_floating - 1, thickness);

      paint_shadow (cr, layout, frame.float_x, frame.float_foot + LIFT * t, 0.22);
      paint_tower (cr, layout, frame.floating, frame.n_floating, frame.float_x,
                   frame.float_foot, scene->dark, thickness);
      if (scene->targets)
        paint_badge (cr, scene, frame.float_x + DISC * t * 0.55, top - 0.05 * t, 0.26 * t,
                     frame.n_floating);
    }

  if (scene->hinting && !scene->moving)
    paint_move_path (cr, layout, &scene->hint, scene->accent, 0.9, 0.05 * t, TRUE);
  /* The move pointed at in the analysis: the whole path, solid, over everything. */
  if (scene->previewing)
    paint_move_path (cr, layout, &scene->preview, scene->accent, 0.95, 0.06 * t, FALSE);
  cairo_restore (cr);
}

/* A single pebble, for the reserves beside the board; @hollow for one already played. */
void
perch_qawale_paint_pebble (cairo_t           *cr,
                           double             cx,
                           double             cy,
                           double             width,
                           PerchQawalePebble  pebble,
                           gboolean           dark,
                           gboolean           hollow)
{
  g_return_if_fail (cr != NULL);
  g_return_if_fail (pebble != PERCH_QAWALE_PEBBLE_NONE);

  if (hollow)
    {
      cairo_new_path (cr);
      face_path (cr, pebble, cx, cy + width * 0.1, width);
      if (dark)
        cairo_set_source_rgba (cr, 1, 1, 1, 0.22);
      else
        cairo_set_source_rgba (cr, 0, 0, 0, 0.18);
      cairo_set_line_width (cr, MAX (1.0, width * 0.05));
      cairo_stroke (cr);
      return;
    }
  paint_disc (cr, pebble, cx, cy, width, width * 0.2, TRUE, dark, 1.0);
}
