/* test-logic-grid-painter.c: the logic grid drawn with cairo alone: its size at a width, the
 * cell under a point, the keyboard's way through the staircase, marks that appear, and the
 * marks, flags and titles where they belong, light and dark */
#include <math.h>

#include "logic-test-helpers.h"
#include "perch-logic-examples.h"
#include "perch-logic-grid-painter.h"
#include "perch-test-canvas.h"

typedef struct
{
  PerchLogicPuzzle    *puzzle;
  PerchLogicGrid      *grid;
  PerchLogicMarks     *marks;
  guint8              *shown;
  guint8              *flags;
  PerchLogicGridScene  scene;
} Drawing;

static guint
cell_of (Drawing    *drawing,
         const char *text)
{
  return logic_test_cell (drawing->puzzle, drawing->grid, text);
}

static void
drawing_init (Drawing    *drawing,
              const char *id,
              const char *marks,
              gboolean    dark)
{
  guint n;

  drawing->puzzle = logic_test_parse (perch_logic_example_find (id)->text);
  drawing->grid = perch_logic_grid_new (drawing->puzzle);
  g_assert_nonnull (drawing->grid);
  drawing->marks = perch_logic_marks_new (drawing->puzzle, drawing->grid, marks);
  n = perch_logic_grid_get_n_cells (drawing->grid);
  drawing->shown = g_new0 (guint8, n);
  drawing->flags = g_new0 (guint8, n);
  for (guint c = 0; c < n; c++)
    drawing->shown[c] = perch_logic_marks_get (drawing->marks, c);
  drawing->scene = (PerchLogicGridScene) {
    .grid = drawing->grid, .marks = drawing->shown, .flags = drawing->flags, .progress = 1,
    .cursor = -1, .hover = -1, .values_title = "value", .dark = dark,
    .accent = { 0.21, 0.52, 0.89 },
  };
}

static void
drawing_clear (Drawing *drawing)
{
  g_free (drawing->shown);
  g_free (drawing->flags);
  perch_logic_marks_free (drawing->marks);
  perch_logic_grid_free (drawing->grid);
  perch_logic_puzzle_free (drawing->puzzle);
}

/* The cells grow with the width, within limits; the Zebra puzzle's 25 columns need more than
 * a phone's 360 pixels, Dinesman's five fit. */
static void
test_grid_painter_layout (void)
{
  Drawing zebra, dinesman;
  PerchLogicGridGeometry narrow, wide, huge;

  drawing_init (&zebra, "zebra", NULL, FALSE);
  perch_logic_grid_layout (&zebra.scene, 360, &narrow);
  perch_logic_grid_layout (&zebra.scene, 800, &wide);
  perch_logic_grid_layout (&zebra.scene, 3000, &huge);
  g_assert_cmpfloat (narrow.width, >, 360);
  g_assert_cmpfloat (narrow.width, ==, perch_logic_grid_min_width (&zebra.scene));
  g_assert_cmpfloat (wide.cell, >, narrow.cell);
  g_assert_cmpfloat (wide.width, <=, 800);
  g_assert_cmpfloat (huge.cell, <=, 30);
  g_assert_cmpfloat (perch_logic_grid_natural_width (&zebra.scene), >, narrow.width);
  /* 25 rows of cells under the titles. */
  g_assert_cmpfloat (fabs (wide.height - wide.top - 25 * wide.cell - 1), <, 0.01);
  /* The longest name, "orange_juice", is written whole beside its row. */
  g_assert_cmpfloat (wide.left, >, 60);

  drawing_init (&dinesman, "dinesman", NULL, FALSE);
  perch_logic_grid_layout (&dinesman.scene, 360, &narrow);
  g_assert_cmpfloat (narrow.width, <=, 360);
  g_assert_cmpfloat (narrow.cell, ==, 30);
  drawing_clear (&zebra);
  drawing_clear (&dinesman);
}

/* The middle of every cell is that cell; the titles and the missing blocks are none. */
static void
test_grid_painter_hit (void)
{
  Drawing drawing;
  PerchLogicGridGeometry geometry;
  guint cell;

  drawing_init (&drawing, "zebra", NULL, FALSE);
  perch_logic_grid_layout (&drawing.scene, 640, &geometry);
  for (guint c = 0; c < perch_logic_grid_get_n_cells (drawing.grid); c++)
    {
      double x, y;

      perch_logic_grid_cell_origin (&drawing.scene, &geometry, c, &x, &y);
      g_assert_true (perch_logic_grid_hit (&drawing.scene, &geometry, x + geometry.cell / 2,
                                           y + geometry.cell / 2, &cell));
      g_assert_cmpuint (cell, ==, c);
    }
  g_assert_false (perch_logic_grid_hit (&drawing.scene, &geometry, 2, 2, &cell));
  g_assert_false (perch_logic_grid_hit (&drawing.scene, &geometry, geometry.left - 3,
                                        geometry.top + 3, &cell));
  /* Bottom right: colour's row band meets only the values. */
  g_assert_false (perch_logic_grid_hit (&drawing.scene, &geometry, geometry.width - 3,
                                        geometry.height - 3, &cell));
  drawing_clear (&drawing);
}

/* Arrow keys go from cell to cell and on into the next block; the staircase's edge stops
 * them. */
static void
test_grid_painter_step (void)
{
  Drawing drawing;
  guint cell = 0, row, column, i, j;

  drawing_init (&drawing, "zebra", NULL, FALSE);
  g_assert_false (perch_logic_grid_step (drawing.grid, &cell, -1, 0));
  g_assert_false (perch_logic_grid_step (drawing.grid, &cell, 0, -1));
  g_assert_cmpuint (cell, ==, 0);
  for (guint k = 0; k < 5; k++)
    g_assert_true (perch_logic_grid_step (drawing.grid, &cell, 1, 0));
  g_assert_cmpuint (cell, ==, cell_of (&drawing, "englishman = red"));
  for (guint k = 0; k < 5; k++)
    g_assert_true (perch_logic_grid_step (drawing.grid, &cell, 0, 1));
  perch_logic_grid_locate (drawing.grid, cell, &row, &column, &i, &j);
  g_assert_cmpuint (row, ==, 1);
  g_assert_cmpuint (column, ==, 1);
  g_assert_cmpuint (i, ==, 0);
  g_assert_true (perch_logic_grid_step (drawing.grid, &cell, -1, 0));
  g_assert_cmpuint (cell, ==, cell_of (&drawing, "dog = 5"));
  /* The colours' band at the bottom meets only the values: right of them, nothing. */
  cell = cell_of (&drawing, "red = 1");
  g_assert_false (perch_logic_grid_step (drawing.grid, &cell, 5, 0));
  for (guint k = 0; k < 4; k++)
    g_assert_true (perch_logic_grid_step (drawing.grid, &cell, 1, 0));
  g_assert_false (perch_logic_grid_step (drawing.grid, &cell, 1, 0));
  g_assert_cmpuint (cell, ==, cell_of (&drawing, "red = 5"));
  drawing_clear (&drawing);
}

static void
channels (guint32  pixel,
          int     *r,
          int     *g,
          int     *b)
{
  *r = (pixel >> 16) & 0xff;
  *g = (pixel >> 8) & 0xff;
  *b = pixel & 0xff;
}

static cairo_surface_t *
render (Drawing                *drawing,
        double                  width,
        PerchLogicGridGeometry *geometry,
        const char             *name)
{
  cairo_t *cr;

  perch_logic_grid_layout (&drawing->scene, width, geometry);
  cr = perch_test_canvas_new ((int) ceil (geometry->width), (int) ceil (geometry->height),
                              drawing->scene.dark);
  perch_logic_paint_grid (cr, &drawing->scene, geometry);
  return perch_test_canvas_save (cr, name);
}

/* A point on the mark's stroke, in @cell: on the ✓'s long stroke, or the ✗'s crossing. */
static guint32
mark_pixel (Drawing                      *drawing,
            cairo_surface_t              *surface,
            const PerchLogicGridGeometry *geometry,
            guint                         cell,
            gboolean                      yes)
{
  double x, y;

  perch_logic_grid_cell_origin (&drawing->scene, geometry, cell, &x, &y);
  return perch_test_canvas_pixel (surface, x + geometry->cell * (yes ? 0.59 : 0.5),
                                  y + geometry->cell / 2);
}

/* Marks where they belong, in their colours, light and dark: ✓ accent, ✗ grey, the pen's
 * fainter, a wrong one red, a blank cell the card's colour. */
static void
test_grid_painter_paint (void)
{
  for (guint dark = 0; dark < 2; dark++)
    {
      Drawing drawing;
      PerchLogicGridGeometry geometry;
      cairo_surface_t *surface;
      guint yes, no, pen_no, wrong, blank, step, hint;
      int r, g, b, pen_r, pen_g, pen_b;

      drawing_init (&drawing, "zebra", "englishman = red\nmilk = 3\nwater != 1\n", dark);
      yes = cell_of (&drawing, "englishman = red");
      no = cell_of (&drawing, "water = 1");
      pen_no = cell_of (&drawing, "englishman = green");
      wrong = cell_of (&drawing, "milk = 3");
      blank = cell_of (&drawing, "zebra = 5");
      step = cell_of (&drawing, "fox = 2");
      hint = cell_of (&drawing, "horse = 2");
      drawing.flags[wrong] = PERCH_LOGIC_GRID_WRONG;
      drawing.flags[step] = PERCH_LOGIC_GRID_STEP;
      drawing.flags[hint] = PERCH_LOGIC_GRID_HINT_YES;
      drawing.scene.cursor = (int) cell_of (&drawing, "kools = 4");
      surface = render (&drawing, 640, &geometry, dark ? "logic-grid-dark.png"
                                                        : "logic-grid-light.png");

      channels (mark_pixel (&drawing, surface, &geometry, yes, TRUE), &r, &g, &b);
      g_assert_cmpint (b, >, r + 60);
      channels (mark_pixel (&drawing, surface, &geometry, wrong, TRUE), &r, &g, &b);
      g_assert_cmpint (r, >, b + 60);
      channels (mark_pixel (&drawing, surface, &geometry, no, FALSE), &r, &g, &b);
      channels (mark_pixel (&drawing, surface, &geometry, pen_no, FALSE), &pen_r, &pen_g,
                &pen_b);
      g_assert_cmpint (ABS (r - b), <, 20);
      /* The pen's ✗ is nearer the card's colour than the user's. */
      if (dark)
        g_assert_cmpint (r, >, pen_r + 20);
      else
        g_assert_cmpint (r, <, pen_r - 20);
      channels (mark_pixel (&drawing, surface, &geometry, blank, TRUE), &r, &g, &b);
      if (dark)
        g_assert_cmpint (r, <, 80);
      else
        g_assert_cmpint (r + g + b, ==, 3 * 255);
      /* The step's cell is lit, the hint's outlined, both in the accent colour. */
      channels (mark_pixel (&drawing, surface, &geometry, step, TRUE), &r, &g, &b);
      g_assert_cmpint (b, >, r + 15);
      channels (mark_pixel (&drawing, surface, &geometry, hint, TRUE), &r, &g, &b);
      g_assert_cmpint (b, >, r + 15);
      cairo_surface_destroy (surface);
      drawing_clear (&drawing);
    }
}

/* The row's titles are written: ink left of the first block, in the row of "englishman", and
 * over the values, in the column of "3". */
static void
test_grid_painter_titles (void)
{
  Drawing drawing;
  PerchLogicGridGeometry geometry;
  cairo_surface_t *surface;
  guint inked = 0;
  double x, y;

  drawing_init (&drawing, "zebra", NULL, FALSE);
  surface = render (&drawing, 640, &geometry, "logic-grid-titles.png");
  perch_logic_grid_cell_origin (&drawing.scene, &geometry, cell_of (&drawing, "englishman = 1"),
                                &x, &y);
  for (double px = 30; px < geometry.left - 4; px++)
    for (double py = y + 2; py < y + geometry.cell - 2; py++)
      inked += (perch_test_canvas_pixel (surface, px, py) & 0xff) < 128;
  g_assert_cmpuint (inked, >, 20);
  inked = 0;
  perch_logic_grid_cell_origin (&drawing.scene, &geometry, cell_of (&drawing, "englishman = 3"),
                                &x, &y);
  for (double px = x + 2; px < x + geometry.cell - 2; px++)
    for (double py = geometry.top - 14; py < geometry.top - 4; py++)
      inked += (perch_test_canvas_pixel (surface, px, py) & 0xff) < 128;
  g_assert_cmpuint (inked, >, 5);
  cairo_surface_destroy (surface);
  drawing_clear (&drawing);
}

/* Marks that change appear: none at the start, whole at the end, and the time it takes
 * grows with how many appear. */
static void
test_grid_painter_motion (void)
{
  Drawing drawing;
  PerchLogicGridGeometry geometry;
  g_autofree guint8 *before = NULL;
  cairo_surface_t *start, *end;
  guint cell, n, one;
  int r, g, b, end_r, end_g, end_b;

  drawing_init (&drawing, "zebra", NULL, FALSE);
  n = perch_logic_grid_get_n_cells (drawing.grid);
  before = g_memdup2 (drawing.shown, n);
  g_assert_cmpuint (perch_logic_grid_motion_ms (&drawing.scene), ==, 0);
  drawing.scene.from_marks = before;
  g_assert_cmpuint (perch_logic_grid_motion_ms (&drawing.scene), ==, 0);

  cell = cell_of (&drawing, "englishman = 3");
  drawing.shown[cell] = PERCH_LOGIC_MARK_YES;
  one = perch_logic_grid_motion_ms (&drawing.scene);
  g_assert_cmpuint (one, >, 100);
  drawing.scene.progress = 0;
  start = render (&drawing, 640, &geometry, "logic-grid-motion-start.png");
  drawing.scene.progress = 1;
  end = render (&drawing, 640, &geometry, "logic-grid-motion-end.png");
  channels (mark_pixel (&drawing, start, &geometry, cell, TRUE), &r, &g, &b);
  channels (mark_pixel (&drawing, end, &geometry, cell, TRUE), &end_r, &end_g, &end_b);
  g_assert_cmpint (r + g + b, ==, 3 * 255);
  g_assert_cmpint (end_b, >, end_r + 60);

  drawing.shown[cell_of (&drawing, "spaniard = 3")] = PERCH_LOGIC_MARK_PEN_NO;
  drawing.shown[cell_of (&drawing, "englishman = 4")] = PERCH_LOGIC_MARK_PEN_NO;
  g_assert_cmpuint (perch_logic_grid_motion_ms (&drawing.scene), >, one);
  g_assert_cmpuint (perch_logic_grid_motion_ms (&drawing.scene), <, 400);
  cairo_surface_destroy (start);
  cairo_surface_destroy (end);
  drawing_clear (&drawing);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/logic/grid-painter/layout", test_grid_painter_layout);
  g_test_add_func ("/logic/grid-painter/hit", test_grid_painter_hit);
  g_test_add_func ("/logic/grid-painter/step", test_grid_painter_step);
  g_test_add_func ("/logic/grid-painter/paint", test_grid_painter_paint);
  g_test_add_func ("/logic/grid-painter/titles", test_grid_painter_titles);
  g_test_add_func ("/logic/grid-painter/motion", test_grid_painter_motion);

  return g_test_run ();
}
