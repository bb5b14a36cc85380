/* perch-uluru-painter.c: cairo drawings of the Uluru board, cards and stones
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-uluru"

#include "config.h"

#include <glib/gi18n.h>

#include <math.h>

#include "perch-uluru-painter.h"
#include "perch-draw.h"

/* Fill colour of each bird, and whether its letter is dark. */
static const struct
{
  double   rgb[3];
  gboolean dark_letter;
} bird_looks[PERCH_ULURU_N_BIRDS] = {
  { { 0.965, 0.961, 0.957 }, TRUE },   /* white */
  { { 0.949, 0.553, 0.769 }, TRUE },   /* pink */
  { { 0.973, 0.894, 0.361 }, TRUE },   /* yellow */
  { { 1.000, 0.471, 0.000 }, TRUE },   /* orange */
  { { 0.878, 0.106, 0.141 }, FALSE },  /* red */
  { { 0.149, 0.635, 0.412 }, FALSE },  /* green */
  { { 0.208, 0.518, 0.894 }, FALSE },  /* blue */
  { { 0.141, 0.122, 0.192 }, FALSE },  /* black */
};

static const char *
bird_letter (PerchUluruBird bird)
{
  /* The letters on the bird tokens, so the colours can be told apart. */
  switch (bird)
    {
    case PERCH_ULURU_WHITE:  return C_("bird letter, white", "W");
    case PERCH_ULURU_PINK:   return C_("bird letter, pink", "P");
    case PERCH_ULURU_YELLOW: return C_("bird letter, yellow", "Y");
    case PERCH_ULURU_ORANGE: return C_("bird letter, orange", "O");
    case PERCH_ULURU_RED:    return C_("bird letter, red", "R");
    case PERCH_ULURU_GREEN:  return C_("bird letter, green", "G");
    case PERCH_ULURU_BLUE:   return C_("bird letter, blue", "B");
    case PERCH_ULURU_BLACK:  return C_("bird letter, black", "K");
    default:                 return "?";
    }
}

void
perch_uluru_bird_rgb (PerchUluruBird  bird,
                      double         *rgb)
{
  g_return_if_fail ((guint) bird < PERCH_ULURU_N_BIRDS);

  for (guint i = 0; i < 3; i++)
    rgb[i] = bird_looks[bird].rgb[i];
}

/* The rock is upright as in the spec's figure: place 1 on the top side, 2 and 3
 * down the right, 4 and 5 along the bottom, 6, 7 and 8 up the left. The nest holds
 * the birds off the board: two rows of four below the rock (7 units wide and 11.8
 * high, with room for the place numbers), or, where that leaves the birds larger (a
 * wide, low board, as in a narrow window), two columns of four beside it (10.6 wide,
 * 8.4 high). */
#define TALL_WIDTH   7.0
#define TALL_HEIGHT 11.8
#define WIDE_WIDTH  10.6
#define WIDE_HEIGHT  8.4

void
perch_uluru_layout_compute (PerchUluruLayout *layout,
                            double            width,
                            double            height)
{
  double tall = MIN (width / TALL_WIDTH, height / TALL_HEIGHT);
  double wide = MIN (width / WIDE_WIDTH, height / WIDE_HEIGHT);
  double u = MAX (tall, wide);
  double left, top, right, bottom;

  layout->unit = u;
  layout->token_radius = 0.46 * u;
  layout->rock_width = 4.2 * u;
  layout->rock_height = 6.0 * u;
  if (tall >= wide)
    {
      layout->rock_x = (width - layout->rock_width) / 2;
      layout->rock_y = (height - TALL_HEIGHT * u) / 2 + 1.5 * u;
      layout->nest_width = 5.6 * u;
      layout->nest_height = 2.5 * u;
      layout->nest_x = (width - layout->nest_width) / 2;
      layout->nest_y = layout->rock_y + layout->rock_height + 1.2 * u;
    }
  else
    {
      layout->rock_x = (width - WIDE_WIDTH * u) / 2 + 1.4 * u;
      layout->rock_y = (height - layout->rock_height) / 2;
      layout->nest_width = 2.7 * u;
      layout->nest_height = 5.6 * u;
      layout->nest_x = layout->rock_x + layout->rock_width + 1.6 * u;
      layout->nest_y = (height - layout->nest_height) / 2;
    }

  left = layout->rock_x;
  top = layout->rock_y;
  right = left + layout->rock_width;
  bottom = top + layout->rock_height;

  layout->place_x[1] = (left + right) / 2;
  layout->place_y[1] = top;
  layout->place_x[2] = right;
  layout->place_y[2] = top + layout->rock_height / 3;
  layout->place_x[3] = right;
  layout->place_y[3] = top + 2 * layout->rock_height / 3;
  layout->place_x[4] = left + 2 * layout->rock_width / 3;
  layout->place_y[4] = bottom;
  layout->place_x[5] = left + layout->rock_width / 3;
  layout->place_y[5] = bottom;
  layout->place_x[6] = left;
  layout->place_y[6] = top + 3 * layout->rock_height / 4;
  layout->place_x[7] = left;
  layout->place_y[7] = top + layout->rock_height / 2;
  layout->place_x[8] = left;
  layout->place_y[8] = top + layout->rock_height / 4;

  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    {
      guint along = b % 4, across = b / 4;

      if (tall >= wide)
        {
          layout->nest_slot_x[b] = layout->nest_x + (0.85 + 1.3 * along) * u;
          layout->nest_slot_y[b] = layout->nest_y + (0.68 + 1.14 * across) * u;
        }
      else
        {
          layout->nest_slot_x[b] = layout->nest_x + (0.78 + 1.14 * across) * u;
          layout->nest_slot_y[b] = layout->nest_y + (0.85 + 1.3 * along) * u;
        }
    }
}

/* The height a board @width wide needs at most, in the layout that is lowest. */
double
perch_uluru_layout_height_for_width (double width)
{
  return width * WIDE_HEIGHT / WIDE_WIDTH;
}

/* The place under (x, y), PERCH_ULURU_NEST_PLACE for the nest, or PERCH_ULURU_NOWHERE. */
int
perch_uluru_layout_place_at (const PerchUluruLayout *layout,
                             double                  x,
                             double                  y)
{
  double reach = layout->token_radius * 1.3;

  for (guint p = 1; p <= PERCH_ULURU_N_PLACES; p++)
    if (hypot (x - layout->place_x[p], y - layout->place_y[p]) <= reach)
      return p;

  if (x >= layout->nest_x && x <= layout->nest_x + layout->nest_width
      && y >= layout->nest_y && y <= layout->nest_y + layout->nest_height)
    return PERCH_ULURU_NEST_PLACE;

  return PERCH_ULURU_NOWHERE;
}

void
perch_uluru_layout_bird_position (const PerchUluruLayout    *layout,
                                  const PerchUluruPlacement *placement,
                                  PerchUluruBird             bird,
                                  double                    *x,
                                  double                    *y)
{
  guint place = placement->place[bird];

  *x = place == PERCH_ULURU_OFF ? layout->nest_slot_x[bird] : layout->place_x[place];
  *y = place == PERCH_ULURU_OFF ? layout->nest_slot_y[bird] : layout->place_y[place];
}

/* The bird whose token is under (x, y), or -1. */
int
perch_uluru_layout_bird_at (const PerchUluruLayout    *layout,
                            const PerchUluruPlacement *placement,
                            double                     x,
                            double                     y)
{
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    {
      double bx, by;

      perch_uluru_layout_bird_position (layout, placement, b, &bx, &by);
      if (hypot (x - bx, y - by) <= layout->token_radius * 1.1)
        return b;
    }

  return -1;
}

static void
centred_text (cairo_t    *cr,
              double      x,
              double      y,
              double      size,
              const char *text)
{
  cairo_text_extents_t extents;

  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, size);
  cairo_text_extents (cr, text, &extents);
  cairo_move_to (cr, x - extents.width / 2 - extents.x_bearing,
                 y - extents.height / 2 - extents.y_bearing);
  cairo_show_text (cr, text);
  /* No current point left behind: the next arc would start with a line from it. */
  cairo_new_path (cr);
}

/* A bird: a disc in its colour with a rim, a soft shadow and its letter. A bird
 * of -1 is the neutral "some colour" token of the card picker. */
void
perch_uluru_paint_token (cairo_t *cr,
                         double   x,
                         double   y,
                         double   radius,
                         int      bird)
{
  double rgb[3] = { 0.6, 0.6, 0.62 };
  gboolean dark_letter = FALSE;
  cairo_pattern_t *shine;

  if (bird >= 0 && bird < PERCH_ULURU_N_BIRDS)
    {
      perch_uluru_bird_rgb (bird, rgb);
      dark_letter = bird_looks[bird].dark_letter;
    }

  cairo_save (cr);
  cairo_arc (cr, x + radius * 0.08, y + radius * 0.12, radius, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_fill (cr);

  cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
  cairo_fill_preserve (cr);
  shine = cairo_pattern_create_radial (x - radius * 0.35, y - radius * 0.4, radius * 0.1,
                                       x, y, radius);
  cairo_pattern_add_color_stop_rgba (shine, 0, 1, 1, 1, 0.45);
  cairo_pattern_add_color_stop_rgba (shine, 1, 1, 1, 1, 0);
  cairo_set_source (cr, shine);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (shine);
  cairo_set_line_width (cr, MAX (1.0, radius * 0.09));
  if (bird == PERCH_ULURU_BLACK)
    cairo_set_source_rgb (cr, 0.55, 0.55, 0.6);
  else
    cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
  cairo_stroke (cr);

  if (dark_letter)
    cairo_set_source_rgb (cr, 0.15, 0.13, 0.2);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);
  centred_text (cr, x, y, radius * 1.05,
                bird >= 0 && bird < PERCH_ULURU_N_BIRDS ? bird_letter (bird) : "?");
  cairo_restore (cr);
}

static void
paint_rock (cairo_t                *cr,
            const PerchUluruLayout *layout,
            gboolean                dark)
{
  double u = layout->unit;
  double x = layout->rock_x, y = layout->rock_y;
  double w = layout->rock_width, h = layout->rock_height;
  cairo_pattern_t *sandstone;

  cairo_save (cr);
  perch_draw_rounded_rectangle (cr, x + 0.12 * u, y + 0.18 * u, w, h, 0.9 * u);
  cairo_set_source_rgba (cr, 0, 0, 0, dark ? 0.45 : 0.18);
  cairo_fill (cr);

  perch_draw_rounded_rectangle (cr, x, y, w, h, 0.9 * u);
  sandstone = cairo_pattern_create_linear (x, y, x + w, y + h);
  cairo_pattern_add_color_stop_rgb (sandstone, 0, 0.86, 0.45, 0.27);
  cairo_pattern_add_color_stop_rgb (sandstone, 0.55, 0.76, 0.33, 0.19);
  cairo_pattern_add_color_stop_rgb (sandstone, 1, 0.62, 0.25, 0.15);
  cairo_set_source (cr, sandstone);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (sandstone);
  cairo_set_source_rgba (cr, 0.35, 0.12, 0.05, 0.8);
  cairo_set_line_width (cr, 0.06 * u);
  cairo_stroke (cr);

  /* Weathered grooves running down the rock, as on the real Uluru. */
  cairo_set_line_width (cr, 0.05 * u);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_source_rgba (cr, 0.45, 0.16, 0.07, 0.35);
  for (guint i = 1; i <= 5; i++)
    {
      double gx = x + w * i / 6.0;

      cairo_move_to (cr, gx, y + 0.9 * u + (i % 2) * 0.5 * u);
      cairo_curve_to (cr, gx - 0.3 * u, y + h * 0.35, gx + 0.3 * u, y + h * 0.6,
                      gx - 0.1 * u, y + h - 0.9 * u - (i % 3) * 0.4 * u);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static void
paint_nest (cairo_t                *cr,
            const PerchUluruLayout *layout,
            gboolean                dark)
{
  double u = layout->unit;
  double cx = layout->nest_x + layout->nest_width / 2;
  double cy = layout->nest_y + layout->nest_height / 2;

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, layout->nest_width / 2, layout->nest_height / 2);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  if (dark)
    cairo_set_source_rgba (cr, 0.55, 0.42, 0.25, 0.35);
  else
    cairo_set_source_rgba (cr, 0.72, 0.55, 0.32, 0.35);
  cairo_fill (cr);

  /* Twigs woven around the rim. */
  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, 0.07 * u);
  for (guint i = 0; i < 28; i++)
    {
      double a = 2 * G_PI * i / 28;
      double b = a + 0.5;
      double r1 = 0.98 - 0.06 * (i % 3), r2 = 0.9 + 0.05 * (i % 2);

      cairo_move_to (cr, cx + cos (a) * r1 * layout->nest_width / 2,
                     cy + sin (a) * r1 * layout->nest_height / 2);
      cairo_line_to (cr, cx + cos (b) * r2 * layout->nest_width / 2,
                     cy + sin (b) * r2 * layout->nest_height / 2);
      cairo_set_source_rgba (cr, 0.45 + 0.05 * (i % 3), 0.31, 0.16, 0.85);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static void
paint_places (cairo_t                *cr,
              const PerchUluruLayout *layout,
              const PerchUluruScene  *scene)
{
  double u = layout->unit;

  for (guint p = 1; p <= PERCH_ULURU_N_PLACES; p++)
    {
      double x = layout->place_x[p], y = layout->place_y[p];

      cairo_arc (cr, x, y, layout->token_radius * 1.08, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.93, 0.83, 0.66);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, 0.06 * u);
      cairo_set_source_rgba (cr, 0.35, 0.12, 0.05, 0.9);
      cairo_stroke (cr);

      if (scene->hover_place == p)
        {
          cairo_arc (cr, x, y, layout->token_radius * 1.3, 0, 2 * G_PI);
          cairo_set_line_width (cr, 0.08 * u);
          cairo_set_source_rgba (cr, scene->accent[0], scene->accent[1], scene->accent[2], 0.9);
          cairo_stroke (cr);
        }

      if (scene->show_numbers || scene->hover_place == p)
        {
          /* The number sits outside the rock, away from the token. */
          double cx = layout->rock_x + layout->rock_width / 2;
          double cy = layout->rock_y + layout->rock_height / 2;
          double dx = x - cx, dy = y - cy;
          double nx = (fabs (dx / layout->rock_width) > fabs (dy / layout->rock_height))
                      ? (dx > 0 ? 1 : -1) : 0;
          double ny = nx == 0 ? (dy > 0 ? 1 : -1) : 0;

          cairo_set_source_rgba (cr, scene->dark ? 1 : 0, scene->dark ? 1 : 0,
                                 scene->dark ? 1 : 0, 0.7);
          centred_text (cr, x + nx * 0.95 * u, y + ny * 0.95 * u, 0.42 * u,
                        (const char[]) { '0' + p, 0 });
        }
    }
}

/* The board's two parts, each with room for all that @scene draws on and around it:
 * the rock with its places, its shadow, a ringed bird's rings and, when shown, the
 * place numbers (up to 1.2 units out); the nest with its birds and their rings.
 * Returns FALSE when the board is one part: while a bird flies or is dragged (it may be
 * anywhere), or where the two overlap (the nest under the rock, in a narrow window).
 * Apart, each part is painted on its own, so that the empty space between them costs
 * neither cairo nor the renderer anything. */
gboolean
perch_uluru_layout_split_parts (const PerchUluruLayout *layout,
                                const PerchUluruScene  *scene,
                                cairo_rectangle_t      *rock_part,
                                cairo_rectangle_t      *nest_part)
{
  gboolean numbers;
  double rock_margin, nest_margin = 0.25 * layout->unit;

  g_return_val_if_fail (layout != NULL && scene != NULL, FALSE);
  g_return_val_if_fail (rock_part != NULL && nest_part != NULL, FALSE);

  if (scene->dragged_bird >= 0)
    return FALSE;
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    if (scene->from.place[b] != scene->to.place[b] && scene->progress < 1)
      return FALSE;

  numbers = scene->show_numbers || scene->hover_place != 0;
  rock_margin = (numbers ? 1.3 : 0.85) * layout->unit;
  *rock_part = (cairo_rectangle_t) { layout->rock_x - rock_margin, layout->rock_y - rock_margin,
                                     layout->rock_width + 2 * rock_margin,
                                     layout->rock_height + 2 * rock_margin };
  *nest_part = (cairo_rectangle_t) { layout->nest_x - nest_margin, layout->nest_y - nest_margin,
                                     layout->nest_width + 2 * nest_margin,
                                     layout->nest_height + 2 * nest_margin };
  return rock_part->x + rock_part->width <= nest_part->x
         || nest_part->x + nest_part->width <= rock_part->x
         || rock_part->y + rock_part->height <= nest_part->y
         || nest_part->y + nest_part->height <= rock_part->y;
}

/* How long the birds take to fly from @from to @to, in milliseconds (0: nothing moves):
 * longer when more birds fly, so that each can be followed. */
guint
perch_uluru_anim_length (const PerchUluruPlacement *from,
                         const PerchUluruPlacement *to)
{
  guint n_moving = 0;

  g_return_val_if_fail (from != NULL && to != NULL, 0);

  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    n_moving += from->place[b] != to->place[b];

  return n_moving == 0 ? 0 : MIN (500 + 60 * n_moving, 900);
}

static double
ease_arc (double progress)
{
  return sin (G_PI * progress);
}

void
perch_uluru_paint_board (cairo_t                *cr,
                         const PerchUluruLayout *layout,
                         const PerchUluruScene  *scene)
{
  double progress = CLAMP (scene->progress, 0, 1);

  g_return_if_fail (cr != NULL && layout != NULL && scene != NULL);

  paint_nest (cr, layout, scene->dark);
  paint_rock (cr, layout, scene->dark);
  paint_places (cr, layout, scene);

  /* Birds that stay first, then those in flight on top. */
  for (guint pass = 0; pass < 2; pass++)
    for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
      {
        gboolean moving = scene->from.place[b] != scene->to.place[b] && progress < 1;
        double x0, y0, x1, y1, x, y, lift;

        if ((int) b == scene->dragged_bird || moving != (pass == 1))
          continue;

        perch_uluru_layout_bird_position (layout, &scene->from, b, &x0, &y0);
        perch_uluru_layout_bird_position (layout, &scene->to, b, &x1, &y1);
        lift = moving ? ease_arc (progress) * layout->unit * 1.2 : 0;
        x = x0 + (x1 - x0) * progress;
        y = y0 + (y1 - y0) * progress - lift;
        if (!moving)
          {
            x = x1;
            y = y1;
          }

        /* A bird of the wishes the reader points at glows in the accent colour. */
        if (!moving && (scene->highlighted_birds & (1u << b)))
          {
            cairo_arc (cr, x, y, layout->token_radius * 1.55, 0, 2 * G_PI);
            cairo_set_source_rgba (cr, scene->accent[0], scene->accent[1], scene->accent[2],
                                   0.35);
            cairo_fill_preserve (cr);
            cairo_set_line_width (cr, 0.08 * layout->unit);
            cairo_set_source_rgb (cr, scene->accent[0], scene->accent[1], scene->accent[2]);
            cairo_stroke (cr);
          }

        /* A bird in flight grows a little, as if nearer. */
        perch_uluru_paint_token (cr, x, y,
                                 layout->token_radius * (1 + lift / (layout->unit * 6)), b);

        if (!moving && (scene->unhappy_birds & (1u << b)))
          {
            cairo_arc (cr, x, y, layout->token_radius * 1.22, 0, 2 * G_PI);
            cairo_set_line_width (cr, 0.1 * layout->unit);
            cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);
            cairo_stroke (cr);
          }
        if ((int) b == scene->selected_bird)
          {
            cairo_arc (cr, x, y, layout->token_radius * 1.3, 0, 2 * G_PI);
            cairo_set_line_width (cr, 0.1 * layout->unit);
            cairo_set_source_rgb (cr, scene->accent[0], scene->accent[1], scene->accent[2]);
            cairo_stroke (cr);
          }
      }

  if (scene->dragged_bird >= 0 && scene->dragged_bird < PERCH_ULURU_N_BIRDS)
    perch_uluru_paint_token (cr, scene->drag_x, scene->drag_y, layout->token_radius * 1.15,
                             scene->dragged_bird);
}

/* The small rock of a card pictogram, with its places as dots. */
static void
mini_rock (cairo_t *cr,
           double   x,
           double   y,
           double   w,
           double   h,
           double  *px,
           double  *py,
           gboolean dark)
{
  perch_draw_rounded_rectangle (cr, x, y, w, h, w * 0.18);
  cairo_set_source_rgb (cr, 0.80, 0.38, 0.22);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.35, 0.12, 0.05, dark ? 1 : 0.8);
  cairo_set_line_width (cr, MAX (1, w * 0.04));
  cairo_stroke (cr);

  px[1] = x + w / 2;      py[1] = y;
  px[2] = x + w;          py[2] = y + h / 3;
  px[3] = x + w;          py[3] = y + 2 * h / 3;
  px[4] = x + 2 * w / 3;  py[4] = y + h;
  px[5] = x + w / 3;      py[5] = y + h;
  px[6] = x;              py[6] = y + 3 * h / 4;
  px[7] = x;              py[7] = y + h / 2;
  px[8] = x;              py[8] = y + h / 4;
}

/* Where the other bird sits in a relation pictogram: a place whose related places
 * show the relation clearly. */
static guint
reference_place (PerchUluruCardKind kind)
{
  switch (kind)
    {
    case PERCH_ULURU_CARD_NEXT:  return 7;
    case PERCH_ULURU_CARD_APART: return 2;
    default:                     return 1;
    }
}

/* A card as a pictogram: the rock with the places the card asks for lit; for a
 * card about another bird, that bird on its place; "=" or "≠" for wanting what,
 * or the opposite of what, another bird wants. @bird -1 draws a neutral bird. */
void
perch_uluru_paint_card (cairo_t            *cr,
                        double              width,
                        double              height,
                        PerchUluruCardKind  kind,
                        int                 bird,
                        gboolean            dark)
{
  double s = MIN (width, height);
  double rw = s * 0.52, rh = s * 0.78;
  double rx = (width - rw) / 2, ry = (height - rh) / 2;
  double px[PERCH_ULURU_N_PLACES + 1], py[PERCH_ULURU_N_PLACES + 1];
  double dot = s * 0.08;
  guint16 lit = 0;
  guint reference = 0;

  g_return_if_fail (cr != NULL);
  g_return_if_fail ((guint) kind < PERCH_ULURU_N_CARD_KINDS);

  cairo_save (cr);

  if (kind == PERCH_ULURU_CARD_SAME || kind == PERCH_ULURU_CARD_CONTRARY)
    {
      double r = s * 0.2;

      perch_uluru_paint_token (cr, width * 0.68, height / 2, r, bird);
      cairo_set_source_rgb (cr, dark ? 0.9 : 0.2, dark ? 0.9 : 0.2, dark ? 0.9 : 0.25);
      cairo_set_line_width (cr, s * 0.06);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_move_to (cr, width * 0.16, height / 2 - s * 0.08);
      cairo_line_to (cr, width * 0.4, height / 2 - s * 0.08);
      cairo_move_to (cr, width * 0.16, height / 2 + s * 0.08);
      cairo_line_to (cr, width * 0.4, height / 2 + s * 0.08);
      if (kind == PERCH_ULURU_CARD_CONTRARY)
        {
          cairo_move_to (cr, width * 0.34, height / 2 - s * 0.2);
          cairo_line_to (cr, width * 0.22, height / 2 + s * 0.2);
        }
      cairo_stroke (cr);
      cairo_restore (cr);
      return;
    }

  mini_rock (cr, rx, ry, rw, rh, px, py, dark);

  if (kind == PERCH_ULURU_CARD_ANY)
    lit = PERCH_ULURU_ALL_PLACES;
  else if (perch_uluru_card_kind_is_region (kind))
    lit = perch_uluru_region_mask (perch_uluru_card_kind_region (kind));
  else
    {
      reference = reference_place (kind);
      lit = perch_uluru_relation_mask (perch_uluru_card_kind_relation (kind), reference);
    }

  for (guint p = 1; p <= PERCH_ULURU_N_PLACES; p++)
    {
      if (p == reference)
        continue;
      cairo_arc (cr, px[p], py[p], dot, 0, 2 * G_PI);
      if (lit & (1u << p))
        cairo_set_source_rgb (cr, 1.0, 0.87, 0.35);
      else
        cairo_set_source_rgb (cr, 0.55, 0.27, 0.17);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.2, 0.08, 0.03, 0.9);
      cairo_set_line_width (cr, MAX (0.8, dot * 0.3));
      cairo_stroke (cr);
    }

  if (reference != 0)
    perch_uluru_paint_token (cr, px[reference], py[reference], dot * 2.0, bird);

  if (kind == PERCH_ULURU_CARD_ANY)
    {
      cairo_set_source_rgb (cr, 1, 0.95, 0.85);
      centred_text (cr, width / 2, height / 2, s * 0.36, "?");
    }

  cairo_restore (cr);
}

/* Minus points as grey pebbles in a row. */
void
perch_uluru_paint_stones (cairo_t *cr,
                          double   width,
                          double   height,
                          guint    n_stones,
                          gboolean dark)
{
  double r = MIN (height * 0.4, width / (2.4 * MAX (n_stones, 1)));

  g_return_if_fail (cr != NULL);

  for (guint i = 0; i < n_stones; i++)
    {
      double x = r * 1.2 + i * r * 2.3, y = height / 2;
      cairo_pattern_t *shade = cairo_pattern_create_radial (x - r * 0.3, y - r * 0.4, r * 0.1,
                                                            x, y, r * 1.2);

      cairo_save (cr);
      cairo_translate (cr, x, y);
      cairo_scale (cr, 1, 0.78);
      cairo_rotate (cr, 0.3 * (i % 3));
      cairo_arc (cr, 0, 0, r, 0, 2 * G_PI);
      cairo_restore (cr);
      cairo_pattern_add_color_stop_rgb (shade, 0, 0.78, 0.77, 0.75);
      cairo_pattern_add_color_stop_rgb (shade, 1, 0.36, 0.35, 0.34);
      cairo_set_source (cr, shade);
      cairo_fill_preserve (cr);
      cairo_pattern_destroy (shade);
      cairo_set_source_rgba (cr, dark ? 0.9 : 0.1, dark ? 0.9 : 0.1, dark ? 0.9 : 0.1, 0.35);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
    }
}

/* An hourglass with @fraction_left of the sand still on top. */
void
perch_uluru_paint_sand_timer (cairo_t *cr,
                              double   width,
                              double   height,
                              double   fraction_left,
                              gboolean dark)
{
  double h = height * 0.86, w = MIN (width * 0.9, h * 0.62);
  double x = (width - w) / 2, y = (height - h) / 2, mid = y + h / 2;
  double f = CLAMP (fraction_left, 0, 1);
  double frame = dark ? 0.85 : 0.25;

  g_return_if_fail (cr != NULL);

  cairo_save (cr);
  /* Sand on top: a triangle shrinking towards the neck. */
  cairo_set_source_rgb (cr, 0.93, 0.72, 0.33);
  if (f > 0)
    {
      double top = mid - (h / 2 - h * 0.08) * f;
      double half = (w / 2 - w * 0.08) * f;

      cairo_move_to (cr, width / 2 - half, top);
      cairo_line_to (cr, width / 2 + half, top);
      cairo_line_to (cr, width / 2, mid);
      cairo_close_path (cr);
      cairo_fill (cr);
    }
  /* Sand below: a heap growing from the bottom. */
  if (f < 1)
    {
      double heap = (h / 2 - h * 0.08) * (1 - f);
      double bottom = y + h - h * 0.06;

      cairo_move_to (cr, x + w * 0.1, bottom);
      cairo_line_to (cr, x + w * 0.9, bottom);
      cairo_line_to (cr, width / 2, bottom - heap);
      cairo_close_path (cr);
      cairo_fill (cr);
      if (f > 0)
        {
          cairo_move_to (cr, width / 2, mid);
          cairo_line_to (cr, width / 2, bottom - heap);
          cairo_set_line_width (cr, MAX (1, w * 0.04));
          cairo_stroke (cr);
        }
    }
  /* The glass. */
  cairo_set_source_rgb (cr, frame, frame, frame);
  cairo_set_line_width (cr, MAX (1.2, w * 0.07));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, x + w, y);
  cairo_line_to (cr, width / 2 + w * 0.06, mid);
  cairo_line_to (cr, x + w, y + h);
  cairo_line_to (cr, x, y + h);
  cairo_line_to (cr, width / 2 - w * 0.06, mid);
  cairo_close_path (cr);
  cairo_stroke (cr);
  cairo_restore (cr);
}
