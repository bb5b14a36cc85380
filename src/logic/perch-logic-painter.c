/* perch-logic-painter.c: a line of reindeer, a map of houses
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include <math.h>

#include "perch-draw.h"
#include "perch-logic-painter.h"

#define MARGIN        8.0
#define MIN_SLOT      48.0    /* narrower than this, the reindeer line wraps */
#define MAX_FIGURE    84.0
#define NAME_SIZE     12.5
#define NUMBER_SIZE   10.5
#define LINE_TEXT     36.0    /* room under a reindeer for its name and place */
#define MAX_HOUSE     58.0
#define MAP_LINE      16.0    /* one name under a house */
#define MAX_PLACE_W   150.0   /* a small map is centred rather than stretched */
#define MOVE_MS       320     /* names going to their places in another solution */

/* Writes @text centred on @cx with its baseline at @y, shrunk to fit @max_width. */
static void
show_centred (cairo_t    *cr,
              const char *text,
              double      cx,
              double      y,
              double      size,
              double      max_width,
              gboolean    bold)
{
  double width = perch_draw_fit_text (cr, text, size, bold, max_width);

  cairo_move_to (cr, cx - width / 2, y);
  cairo_show_text (cr, text);
}

/* The line of reindeer. */

typedef struct
{
  guint  per_row;
  guint  rows;
  double slot;     /* width given to one reindeer */
  double figure;   /* height of one reindeer */
} LineLayout;

static void
line_layout (LineLayout *layout,
             guint       n,
             double      width)
{
  double usable = MAX (width - 2 * MARGIN, 1);

  n = MAX (n, 1);
  layout->rows = 1;
  while (layout->rows < n && usable / ((n + layout->rows - 1) / layout->rows) < MIN_SLOT)
    layout->rows++;
  layout->per_row = (n + layout->rows - 1) / layout->rows;
  layout->slot = usable / layout->per_row;
  layout->figure = MIN (layout->slot * 0.85, MAX_FIGURE);
}

static double
line_height (guint  n,
             double width)
{
  LineLayout layout;

  line_layout (&layout, n, width);
  return 2 * MARGIN + layout.rows * (layout.figure + LINE_TEXT);
}

/* Adds an ellipse centred on (cx, cy), turned by @angle, to the path. */
static void
add_ellipse (cairo_t *cr,
             double   cx,
             double   cy,
             double   rx,
             double   ry,
             double   angle)
{
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_rotate (cr, angle);
  cairo_scale (cr, rx, ry);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
}

/* One reindeer facing left, in a box @size high whose top left is (x, y). */
static void
paint_reindeer (cairo_t  *cr,
                double    x,
                double    y,
                double    size,
                gboolean  dark)
{
  static const double legs[] = { 0.40, 0.48, 0.68, 0.76 };
  double fur[3] = { 0.55, 0.36, 0.19 };
  double shade[3] = { 0.42, 0.27, 0.14 };

  if (dark)
    {
      fur[0] = 0.66; fur[1] = 0.45; fur[2] = 0.26;
      shade[0] = 0.52; shade[1] = 0.34; shade[2] = 0.19;
    }

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  /* Antlers first, so the head covers their roots. */
  cairo_set_source_rgb (cr, dark ? 0.86 : 0.78, dark ? 0.74 : 0.64, dark ? 0.56 : 0.45);
  cairo_set_line_width (cr, 0.028);
  cairo_move_to (cr, 0.27, 0.22);
  cairo_curve_to (cr, 0.30, 0.14, 0.34, 0.08, 0.41, 0.05);
  cairo_move_to (cr, 0.31, 0.14);
  cairo_line_to (cr, 0.25, 0.07);
  cairo_move_to (cr, 0.35, 0.08);
  cairo_line_to (cr, 0.35, 0.01);
  cairo_move_to (cr, 0.23, 0.21);
  cairo_curve_to (cr, 0.21, 0.15, 0.20, 0.09, 0.23, 0.03);
  cairo_move_to (cr, 0.215, 0.13);
  cairo_line_to (cr, 0.15, 0.09);
  cairo_stroke (cr);

  /* Legs, the far ones darker. */
  cairo_set_line_width (cr, 0.05);
  for (guint i = 0; i < G_N_ELEMENTS (legs); i++)
    {
      if (i % 2 == 1)
        cairo_set_source_rgb (cr, shade[0], shade[1], shade[2]);
      else
        cairo_set_source_rgb (cr, shade[0] * 0.8, shade[1] * 0.8, shade[2] * 0.8);
      cairo_move_to (cr, legs[i], 0.6);
      cairo_line_to (cr, legs[i] - (i < 2 ? 0.02 : -0.01), 0.93);
      cairo_stroke (cr);
    }

  cairo_set_source_rgb (cr, fur[0], fur[1], fur[2]);
  /* Tail */
  add_ellipse (cr, 0.85, 0.47, 0.05, 0.035, 0);
  cairo_fill (cr);
  /* Body */
  add_ellipse (cr, 0.59, 0.53, 0.27, 0.135, 0);
  cairo_fill (cr);
  /* Neck */
  cairo_move_to (cr, 0.36, 0.54);
  cairo_line_to (cr, 0.22, 0.30);
  cairo_line_to (cr, 0.33, 0.25);
  cairo_line_to (cr, 0.48, 0.45);
  cairo_close_path (cr);
  cairo_fill (cr);
  /* Head, tilted down to the snout */
  add_ellipse (cr, 0.22, 0.28, 0.10, 0.06, 0.35);
  cairo_fill (cr);
  /* Ear */
  add_ellipse (cr, 0.31, 0.23, 0.045, 0.02, -0.5);
  cairo_set_source_rgb (cr, shade[0], shade[1], shade[2]);
  cairo_fill (cr);

  /* A pale chest and belly */
  cairo_set_source_rgba (cr, 1, 0.95, 0.85, dark ? 0.35 : 0.45);
  add_ellipse (cr, 0.56, 0.61, 0.17, 0.045, 0);
  cairo_fill (cr);

  /* Nose and eye */
  cairo_set_source_rgb (cr, 0.18, 0.12, 0.10);
  cairo_arc (cr, 0.135, 0.315, 0.026, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_arc (cr, 0.215, 0.265, 0.013, 0, 2 * G_PI);
  cairo_fill (cr);

  cairo_restore (cr);
}

/* The group's names sorted by value: the line, front first. */
static guint *
line_order (const PerchLogicScene *scene)
{
  guint *order = g_new (guint, MAX (scene->n_names, 1));

  for (guint i = 0; i < scene->n_names; i++)
    order[i] = i;
  /* Insertion sort: a line is a handful of names, and equal values keep their order. */
  for (guint i = 1; i < scene->n_names; i++)
    for (guint j = i; j > 0 && scene->values[order[j - 1]] > scene->values[order[j]]; j--)
      {
        guint swap = order[j];

        order[j] = order[j - 1];
        order[j - 1] = swap;
      }
  return order;
}

/* Where each name stands in a line ordered by @values: its index in the line. */
static guint *
line_places (const PerchLogicScene *scene,
             const gint            *values)
{
  PerchLogicScene ordered = *scene;
  g_autofree guint *order = NULL;
  guint *places = g_new (guint, MAX (scene->n_names, 1));

  ordered.values = values;
  order = line_order (&ordered);
  for (guint at = 0; at < scene->n_names; at++)
    places[order[at]] = at;
  return places;
}

/* The top left of the @at-th reindeer's slot and the slot's centre. */
static void
line_slot (const LineLayout *layout,
           guint             n,
           double            width,
           guint             at,
           double           *cx,
           double           *top)
{
  guint row = at / layout->per_row;
  guint in_row = MIN (layout->per_row, n - row * layout->per_row);
  double left = MARGIN + (width - 2 * MARGIN - in_row * layout->slot) / 2;

  *cx = left + (at % layout->per_row + 0.5) * layout->slot;
  *top = MARGIN + row * (layout->figure + LINE_TEXT);
}

/* Eases a move in and out (cubic). */
static double
ease (double t)
{
  t = CLAMP (t, 0, 1);
  return t < 0.5 ? 4 * t * t * t : 1 - pow (-2 * t + 2, 3) / 2;
}

static void
paint_line (cairo_t               *cr,
            const PerchLogicScene *scene,
            double                 width)
{
  g_autofree guint *order = line_order (scene);
  g_autofree guint *to = line_places (scene, scene->values);
  g_autofree guint *from = line_places (scene, scene->from_values != NULL ? scene->from_values
                                                                          : scene->values);
  double t = scene->from_values != NULL ? ease (scene->progress) : 1;
  LineLayout layout;

  line_layout (&layout, scene->n_names, width);
  for (guint row = 0; row < layout.rows; row++)
    {
      double top = MARGIN + row * (layout.figure + LINE_TEXT);
      guint in_row = MIN (layout.per_row, scene->n_names - row * layout.per_row);
      double left = MARGIN + (width - 2 * MARGIN - in_row * layout.slot) / 2;

      /* Snow under the row */
      cairo_set_source_rgba (cr, scene->dark ? 1 : 0.55, scene->dark ? 1 : 0.65,
                             scene->dark ? 1 : 0.78, scene->dark ? 0.10 : 0.22);
      perch_draw_rounded_rectangle (cr, left, top + layout.figure * 0.90, in_row * layout.slot,
                                    layout.figure * 0.08, layout.figure * 0.04);
      cairo_fill (cr);

      /* The places stay; the reindeer go to theirs. */
      for (guint k = 0; k < in_row; k++)
        {
          guint at = row * layout.per_row + k;
          g_autofree char *number = g_strdup_printf ("%d", scene->values[order[at]]);
          double cx, slot_top;

          line_slot (&layout, scene->n_names, width, at, &cx, &slot_top);
          perch_draw_set_ink (cr, scene->dark, 0.55);
          show_centred (cr, number, cx, slot_top + layout.figure + 29, NUMBER_SIZE,
                        layout.slot - 4, FALSE);
        }
    }

  for (guint name = 0; name < scene->n_names; name++)
    {
      double from_x, from_top, to_x, to_top, cx, top;

      line_slot (&layout, scene->n_names, width, from[name], &from_x, &from_top);
      line_slot (&layout, scene->n_names, width, to[name], &to_x, &to_top);
      cx = from_x + (to_x - from_x) * t;
      top = from_top + (to_top - from_top) * t;
      paint_reindeer (cr, cx - layout.figure * 0.52, top, layout.figure, scene->dark);
      perch_draw_set_ink (cr, scene->dark, 1);
      show_centred (cr, scene->names[name], cx, top + layout.figure + 15, NAME_SIZE,
                    layout.slot - 4, TRUE);
    }
}

/* The map of houses. */

typedef struct
{
  gint   min_x, min_y, max_x, max_y;
  guint  lines;     /* names under the fullest house */
  double cell_w;
  double cell_h;
  double house;
  double left;
  double top;
} MapLayout;

static guint
names_at (const PerchLogicScene *scene,
          gint                   value)
{
  guint n = 0;

  for (guint i = 0; i < scene->n_names; i++)
    n += scene->values[i] == value;
  return n;
}

static void
map_layout (MapLayout             *layout,
            const PerchLogicScene *scene,
            double                 width)
{
  const PerchLogicPicture *picture = scene->picture;
  guint columns, rows;

  layout->min_x = layout->max_x = picture->n_places > 0 ? picture->x[0] : 0;
  layout->min_y = layout->max_y = picture->n_places > 0 ? picture->y[0] : 0;
  layout->lines = 1;
  for (guint p = 0; p < picture->n_places; p++)
    {
      layout->min_x = MIN (layout->min_x, picture->x[p]);
      layout->max_x = MAX (layout->max_x, picture->x[p]);
      layout->min_y = MIN (layout->min_y, picture->y[p]);
      layout->max_y = MAX (layout->max_y, picture->y[p]);
      layout->lines = MAX (layout->lines, names_at (scene, scene->first_value + (gint) p));
    }
  columns = layout->max_x - layout->min_x + 1;
  rows = layout->max_y - layout->min_y + 1;
  layout->cell_w = MIN ((width - 2 * MARGIN) / columns, MAX_PLACE_W);
  layout->house = MIN (layout->cell_w * 0.5, MAX_HOUSE);
  layout->cell_h = layout->house + 14 + layout->lines * MAP_LINE;
  layout->left = (width - columns * layout->cell_w) / 2;
  layout->top = MARGIN + 18;   /* room for the compass */
  (void) rows;
}

static double
map_height (const PerchLogicScene *scene,
            double                 width)
{
  MapLayout layout;

  map_layout (&layout, scene, width);
  return layout.top + (layout.max_y - layout.min_y + 1) * layout.cell_h + MARGIN;
}

/* Muted roofs and walls, one pair per house, told apart without relying on colour alone
 * (every house also carries its number). */
static const double house_colours[][3] = {
  { 0.80, 0.36, 0.30 },
  { 0.27, 0.52, 0.76 },
  { 0.36, 0.62, 0.38 },
  { 0.85, 0.62, 0.22 },
  { 0.57, 0.42, 0.70 },
  { 0.30, 0.62, 0.64 },
  { 0.72, 0.45, 0.58 },
  { 0.55, 0.52, 0.40 },
};

static void
paint_house (cairo_t    *cr,
             double      cx,
             double      top,
             double      size,
             guint       place,
             const char *label,
             gboolean    dark)
{
  const double *colour = house_colours[place % G_N_ELEMENTS (house_colours)];
  double wall_top = top + size * 0.42;
  double half = size * 0.40;
  double door_w = size * 0.16;

  /* Wall */
  cairo_set_source_rgb (cr, dark ? 0.86 : 0.97, dark ? 0.84 : 0.95, dark ? 0.80 : 0.91);
  cairo_rectangle (cr, cx - half, wall_top, 2 * half, top + size - wall_top);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  /* Roof */
  cairo_move_to (cr, cx - half - size * 0.08, wall_top + 1);
  cairo_line_to (cr, cx, top);
  cairo_line_to (cr, cx + half + size * 0.08, wall_top + 1);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, colour[0], colour[1], colour[2]);
  cairo_fill (cr);
  /* Door */
  cairo_set_source_rgb (cr, colour[0] * 0.7, colour[1] * 0.7, colour[2] * 0.7);
  perch_draw_rounded_rectangle (cr, cx - door_w / 2, top + size * 0.68, door_w, size * 0.32,
                                door_w * 0.3);
  cairo_fill (cr);
  /* The number, on the roof */
  cairo_set_source_rgb (cr, 1, 1, 1);
  show_centred (cr, label, cx, wall_top - size * 0.05, MAX (size * 0.24, 9), half, TRUE);
}

/* The centre and top of the house of place @p. */
static void
map_place (const MapLayout         *layout,
           const PerchLogicPicture *picture,
           guint                    p,
           double                  *cx,
           double                  *top)
{
  *cx = layout->left + (picture->x[p] - layout->min_x + 0.5) * layout->cell_w;
  *top = layout->top + (layout->max_y - picture->y[p]) * layout->cell_h;
}

/* Where name @i is written when the names have @values: under its house, after the names
 * before it that live there too. FALSE for a value with no house. */
static gboolean
map_name_place (const MapLayout       *layout,
                const PerchLogicScene *scene,
                const gint            *values,
                guint                  i,
                double                *x,
                double                *y)
{
  gint place = values[i] - scene->first_value;
  guint line = 0;
  double top;

  if (place < 0 || (guint) place >= scene->picture->n_places)
    return FALSE;
  for (guint j = 0; j < i; j++)
    line += values[j] == values[i];
  map_place (layout, scene->picture, (guint) place, x, &top);
  *y = top + layout->house + 14 + line * MAP_LINE;
  return TRUE;
}

static void
paint_map (cairo_t               *cr,
           const PerchLogicScene *scene,
           double                 width,
           double                 height)
{
  const PerchLogicPicture *picture = scene->picture;
  double t = scene->from_values != NULL ? ease (scene->progress) : 1;
  MapLayout layout;
  guint columns, rows;
  double right;

  map_layout (&layout, scene, width);
  columns = layout.max_x - layout.min_x + 1;
  rows = layout.max_y - layout.min_y + 1;
  right = layout.left + columns * layout.cell_w;

  /* Streets: a faint grid through the places */
  cairo_set_source_rgba (cr, scene->accent[0], scene->accent[1], scene->accent[2],
                         scene->dark ? 0.25 : 0.18);
  cairo_set_line_width (cr, 2);
  for (guint c = 0; c < columns; c++)
    {
      double x = layout.left + (c + 0.5) * layout.cell_w;

      cairo_move_to (cr, x, layout.top);
      cairo_line_to (cr, x, layout.top + rows * layout.cell_h);
    }
  for (guint r = 0; r < rows; r++)
    {
      double y = layout.top + r * layout.cell_h + layout.house * 0.9;

      cairo_move_to (cr, layout.left, y);
      cairo_line_to (cr, right, y);
    }
  cairo_stroke (cr);

  /* The compass: north is up */
  perch_draw_set_ink (cr, scene->dark, 0.6);
  cairo_set_line_width (cr, 1.5);
  cairo_move_to (cr, right - 10, MARGIN + 16);
  cairo_line_to (cr, right - 10, MARGIN + 2);
  cairo_rel_line_to (cr, -4, 5);
  cairo_move_to (cr, right - 10, MARGIN + 2);
  cairo_rel_line_to (cr, 4, 5);
  cairo_stroke (cr);
  show_centred (cr, "N", right - 22, MARGIN + 13, 11, 0, TRUE);

  for (guint p = 0; p < picture->n_places; p++)
    {
      gint value = scene->first_value + (gint) p;
      double cx, top;
      g_autofree char *label = g_strdup_printf ("%d", value);

      map_place (&layout, picture, p, &cx, &top);
      paint_house (cr, cx, top, layout.house, p, label, scene->dark);
    }

  /* The names under their houses, on their way there from another solution's. */
  perch_draw_set_ink (cr, scene->dark, 1);
  for (guint i = 0; i < scene->n_names; i++)
    {
      double to_x, to_y, from_x, from_y;

      if (!map_name_place (&layout, scene, scene->values, i, &to_x, &to_y))
        continue;
      if (scene->from_values == NULL ||
          !map_name_place (&layout, scene, scene->from_values, i, &from_x, &from_y))
        {
          from_x = to_x;
          from_y = to_y;
        }
      show_centred (cr, scene->names[i], from_x + (to_x - from_x) * t,
                    from_y + (to_y - from_y) * t, NAME_SIZE, layout.cell_w - 6, FALSE);
    }
  (void) height;
}

gboolean
perch_logic_picture_locate (const PerchLogicScene *scene,
                            double                 width,
                            guint                  index,
                            double                *x,
                            double                *y)
{
  g_return_val_if_fail (scene != NULL && scene->picture != NULL, FALSE);
  g_return_val_if_fail (x != NULL && y != NULL, FALSE);

  if (scene->picture->kind == PERCH_LOGIC_PICTURE_LINE && index < scene->n_names)
    {
      LineLayout layout;
      guint row, in_row;

      line_layout (&layout, scene->n_names, width);
      row = index / layout.per_row;
      in_row = MIN (layout.per_row, scene->n_names - row * layout.per_row);
      *x = MARGIN + (width - 2 * MARGIN - in_row * layout.slot) / 2
           + (index % layout.per_row + 0.5) * layout.slot;
      *y = MARGIN + row * (layout.figure + LINE_TEXT) + layout.figure * 0.53;
      return TRUE;
    }
  if (scene->picture->kind == PERCH_LOGIC_PICTURE_MAP && index < scene->picture->n_places)
    {
      MapLayout layout;

      map_layout (&layout, scene, width);
      *x = layout.left + (scene->picture->x[index] - layout.min_x + 0.5) * layout.cell_w;
      *y = layout.top + (layout.max_y - scene->picture->y[index]) * layout.cell_h
           + layout.house * 0.6;
      return TRUE;
    }
  return FALSE;
}

/* How long the names take to move from @from_values to their places (0: nothing moves). */
guint
perch_logic_picture_motion_ms (const PerchLogicScene *scene)
{
  g_return_val_if_fail (scene != NULL, 0);

  if (scene->picture == NULL || scene->from_values == NULL)
    return 0;
  for (guint i = 0; i < scene->n_names; i++)
    if (scene->from_values[i] != scene->values[i])
      return MOVE_MS;
  return 0;
}

double
perch_logic_picture_height (const PerchLogicScene *scene,
                            double                 width)
{
  g_return_val_if_fail (scene != NULL && scene->picture != NULL, 0);

  switch (scene->picture->kind)
    {
    case PERCH_LOGIC_PICTURE_LINE:
      return line_height (scene->n_names, width);
    case PERCH_LOGIC_PICTURE_MAP:
      return map_height (scene, width);
    case PERCH_LOGIC_PICTURE_NONE:
    default:
      return 0;
    }
}

void
perch_logic_paint_picture (cairo_t               *cr,
                           const PerchLogicScene *scene,
                           double                 width,
                           double                 height)
{
  g_return_if_fail (cr != NULL);
  g_return_if_fail (scene != NULL && scene->picture != NULL);

  switch (scene->picture->kind)
    {
    case PERCH_LOGIC_PICTURE_LINE:
      paint_line (cr, scene, width);
      break;
    case PERCH_LOGIC_PICTURE_MAP:
      paint_map (cr, scene, width, height);
      break;
    case PERCH_LOGIC_PICTURE_NONE:
    default:
      break;
    }
}
