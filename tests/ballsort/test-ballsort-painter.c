/* test-ballsort-painter.c: boards drawn with cairo alone, no display needed */
#include <math.h>

#include "perch-ballsort-builtin.h"
#include "perch-ballsort-generator.h"
#include "perch-test-canvas.h"
#include "perch-ballsort-painter.h"

static PerchBallsortLevel *
puzzle_106 (void)
{
  return perch_ballsort_level_parse (perch_ballsort_builtin_find ("puzzle-106")->text, NULL,
                                     NULL);
}

static void
test_layout_fits_and_hits (void)
{
  struct { guint bottles, capacity; double width, height; guint rows; } cases[] = {
    { 14, 4, 1000, 600, 2 },   /* puzzle 106 in a wide window: two rows of seven */
    { 3, 4, 1000, 600, 1 },
    { 24, 4, 500, 800, 3 },    /* many bottles in a narrow window wrap further */
    { 8, 8, 1200, 500, 1 },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      PerchBallsortLayout layout;

      perch_ballsort_layout_compute (&layout, cases[c].bottles, cases[c].capacity,
                                     cases[c].width, cases[c].height);
      g_assert_cmpuint (layout.rows, ==, cases[c].rows);
      for (guint b = 0; b < cases[c].bottles; b++)
        {
          double cx = layout.x[b] + layout.bottle_width / 2;
          double cy = layout.y[b] + layout.bottle_height / 2;

          /* Inside the area, lifted ball included, and found where drawn. */
          g_assert_cmpfloat (layout.x[b], >=, 0);
          g_assert_cmpfloat (layout.x[b] + layout.bottle_width, <=, cases[c].width);
          g_assert_cmpfloat (layout.y[b] - layout.ball * 1.2, >=, 0);
          g_assert_cmpfloat (layout.y[b] + layout.bottle_height, <=, cases[c].height);
          g_assert_cmpint (perch_ballsort_layout_bottle_at (&layout, cx, cy), ==, b);
          g_assert_cmpint (perch_ballsort_layout_bottle_at (&layout, cx,
                                                            layout.y[b] - layout.ball / 2), ==, b);
          /* No two bottles overlap. */
          for (guint o = 0; o < b; o++)
            g_assert_true (layout.y[o] != layout.y[b] ||
                           layout.x[o] + layout.bottle_width < layout.x[b]);
        }
      g_assert_cmpint (perch_ballsort_layout_bottle_at (&layout, 1, 1), ==, -1);
    }
}

/* The pixel at (x, y) of an ARGB32 surface, as 0..1 RGB. */
static void
pixel_at (cairo_surface_t *surface,
          int              x,
          int              y,
          double          *rgb)
{
  guchar *data = cairo_image_surface_get_data (surface);
  guint32 p = *(guint32 *) (data + y * cairo_image_surface_get_stride (surface) + x * 4);

  rgb[0] = ((p >> 16) & 0xff) / 255.0;
  rgb[1] = ((p >> 8) & 0xff) / 255.0;
  rgb[2] = (p & 0xff) / 255.0;
}

static void
render (const PerchBallsortScene  *scene,
        const PerchBallsortLayout *layout,
        const char                *name,
        cairo_surface_t          **out)
{
  cairo_t *cr = perch_test_canvas_new (900, 560, scene->dark);

  perch_ballsort_paint (cr, layout, scene);
  *out = perch_test_canvas_save (cr, name);
}

/* Each ball shows its colour where the layout puts it (the symbol is off):
 * just below and right of its centre, away from the highlight. */
static void
assert_balls_in_their_colours (cairo_surface_t           *surface,
                               const PerchBallsortLayout *layout,
                               const PerchBallsortLevel  *level,
                               const PerchBallsortInk    *inks)
{
  for (guint b = 0; b < level->n_bottles; b++)
    for (guint i = 0; i < level->heights[b]; i++)
      {
        const PerchBallsortInk *ink = &inks[level->balls[b][i] - 1];
        double x = layout->x[b] + layout->bottle_width / 2;
        double y = layout->y[b] + layout->bottle_height - layout->ball * (0.17 + i + 0.5);
        double rgb[3];

        pixel_at (surface, (int) (x + layout->ball * 0.1), (int) (y + layout->ball * 0.12), rgb);
        g_assert_cmpfloat (fabs (rgb[0] - ink->red) + fabs (rgb[1] - ink->green) +
                           fabs (rgb[2] - ink->blue), <, 0.25);
      }
}

static void
test_paint_balls_in_their_colours (void)
{
  g_autoptr(PerchBallsortLevel) level = puzzle_106 ();
  PerchBallsortInk inks[PERCH_BALLSORT_MAX_COLOURS];
  PerchBallsortLayout layout;
  PerchBallsortScene scene;
  cairo_surface_t *surface;

  perch_ballsort_palette_inks (level, inks);
  perch_ballsort_layout_compute (&layout, level->n_bottles, level->capacity, 900, 560);
  perch_ballsort_scene_init (&scene, level, inks);
  render (&scene, &layout, "ballsort-board-light.png", &surface);
  assert_balls_in_their_colours (surface, &layout, level, inks);
  cairo_surface_destroy (surface);
}

static void
test_paint_inks_distinct (void)
{
  g_autoptr(PerchBallsortLevel) level = puzzle_106 ();
  PerchBallsortInk inks[PERCH_BALLSORT_MAX_COLOURS];

  perch_ballsort_palette_inks (level, inks);
  for (guint a = 0; a < level->n_colours; a++)
    for (guint b = 0; b < a; b++)
      {
        g_assert_cmpuint (inks[a].symbol, !=, inks[b].symbol);
        g_assert_cmpfloat (fabs (inks[a].red - inks[b].red) + fabs (inks[a].green - inks[b].green) +
                           fabs (inks[a].blue - inks[b].blue), >, 0.2);
      }
}

static void
test_paint_scenes (void)
{
  g_autoptr(PerchBallsortLevel) level = puzzle_106 ();
  g_autoptr(PerchBallsortLevel) after = NULL;
  PerchBallsortInk inks[PERCH_BALLSORT_MAX_COLOURS];
  PerchBallsortLayout layout;
  PerchBallsortScene scene;
  cairo_surface_t *surface;
  double before_rgb[3], rgb[3];
  double x, y;

  perch_ballsort_palette_inks (level, inks);
  perch_ballsort_layout_compute (&layout, level->n_bottles, level->capacity, 900, 560);

  /* Bottle 1's top ball lifted, symbols on, dark: the ball has left its
   * slot, which now shows the glass. */
  perch_ballsort_scene_init (&scene, level, inks);
  scene.dark = TRUE;
  scene.symbols = TRUE;
  scene.selected = 0;
  scene.lifted = 1;
  scene.hint_from = 2;
  scene.hint_to = 12;
  render (&scene, &layout, "ballsort-board-dark-lifted.png", &surface);
  x = layout.x[0] + layout.bottle_width / 2;
  y = layout.y[0] + layout.bottle_height - layout.ball * (0.17 + 3.5);
  pixel_at (surface, (int) (x + layout.ball * 0.3), (int) y, rgb);
  g_assert_cmpfloat (rgb[2], <, 0.5);
  cairo_surface_destroy (surface);

  /* Half way through 1>13 the ball is in the air, half way between the
   * rims of the two rows and a little above. */
  after = perch_ballsort_level_apply (level, PERCH_BALLSORT_MODEL_BALL,
                                      (PerchBallsortMove) { 0, 12 }, NULL);
  perch_ballsort_scene_init (&scene, after, inks);
  scene.moving = TRUE;
  scene.move = (PerchBallsortMove) { 0, 12 };
  scene.moved = 1;
  scene.move_progress = 0.5;
  render (&scene, &layout, "ballsort-board-moving.png", &surface);
  pixel_at (surface, 5, 5, before_rgb);
  x = (layout.x[0] + layout.x[12] + layout.bottle_width) / 2;
  pixel_at (surface, (int) x, (int) ((layout.y[0] + layout.y[12]) / 2 - 1.07 * layout.ball), rgb);
  g_assert_cmpfloat (fabs (rgb[0] - before_rgb[0]) + fabs (rgb[1] - before_rgb[1]) +
                     fabs (rgb[2] - before_rgb[2]), >, 0.3);
  cairo_surface_destroy (surface);
}

/* Tall bottles (12 and 20 balls) and many of them (44): drawn at the sizes
 * a window gives, each ball where the layout puts it. */
static void
test_paint_tall_bottles (void)
{
  struct { guint colours, empty, capacity; int width, height; const char *name; } cases[] = {
    { 6, 2, 12, 900, 560, "ballsort-board-capacity-12.png" },
    { 5, 2, 20, 900, 560, "ballsort-board-capacity-20.png" },
    { 5, 2, 20, 360, 640, "ballsort-board-capacity-20-narrow.png" },
    { 40, 4, 4, 900, 560, "ballsort-board-44-bottles.png" },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(PerchBallsortLevel) level =
        perch_ballsort_generate (cases[c].colours, cases[c].empty, cases[c].capacity,
                                 PERCH_BALLSORT_MODEL_BALL, 5, NULL);
      PerchBallsortInk inks[PERCH_BALLSORT_MAX_COLOURS];
      PerchBallsortLayout layout;
      PerchBallsortScene scene;
      cairo_surface_t *surface;
      cairo_t *cr;

      perch_ballsort_palette_inks (level, inks);
      perch_ballsort_layout_compute (&layout, level->n_bottles, level->capacity,
                                     cases[c].width, cases[c].height);
      perch_ballsort_scene_init (&scene, level, inks);
      cr = perch_test_canvas_new (cases[c].width, cases[c].height, FALSE);
      perch_ballsort_paint (cr, &layout, &scene);
      surface = perch_test_canvas_save (cr, cases[c].name);

      /* Every bottle inside the picture, every ball in its place. */
      for (guint b = 0; b < level->n_bottles; b++)
        {
          g_assert_cmpfloat (layout.x[b], >=, 0);
          g_assert_cmpfloat (layout.x[b] + layout.bottle_width, <=, cases[c].width);
          g_assert_cmpfloat (layout.y[b] - layout.ball, >=, 0);
          g_assert_cmpfloat (layout.y[b] + layout.bottle_height, <=, cases[c].height);
        }
      assert_balls_in_their_colours (surface, &layout, level, inks);

      /* Tall tubes carry a scale: a mark across the wall every five balls,
       * none on short ones. */
      {
        double d = layout.ball, rgb[3];
        int y = (int) round (layout.y[0] + layout.bottle_height - (0.17 + 5) * d);

        pixel_at (surface, (int) (layout.x[0] + layout.bottle_width + 0.06 * d), y, rgb);
        if (level->capacity >= 8)
          g_assert_cmpfloat (rgb[0] + rgb[1] + rgb[2], <, 2.6);
        else
          g_assert_cmpfloat (rgb[0] + rgb[1] + rgb[2], >, 2.9);
      }
      cairo_surface_destroy (surface);
    }
}

/* Motions take their time from the painter: a faster speed, a shorter move and pause. */
static void
test_anim_lengths (void)
{
  for (guint speed = PERCH_BALLSORT_SPEED_SLOW; speed < PERCH_BALLSORT_SPEED_VERY_FAST; speed++)
    {
      g_assert_cmpuint (perch_ballsort_anim_length (PERCH_BALLSORT_ANIM_MOVE, speed + 1), <,
                        perch_ballsort_anim_length (PERCH_BALLSORT_ANIM_MOVE, speed));
      g_assert_cmpuint (perch_ballsort_anim_length (PERCH_BALLSORT_ANIM_REST, speed + 1), <,
                        perch_ballsort_anim_length (PERCH_BALLSORT_ANIM_REST, speed));
    }
  g_assert_cmpuint (perch_ballsort_anim_length (PERCH_BALLSORT_ANIM_MOVE,
                                                PERCH_BALLSORT_SPEED_VERY_FAST), >, 0);
  g_assert_cmpuint (perch_ballsort_anim_length (PERCH_BALLSORT_ANIM_SHAKE,
                                                PERCH_BALLSORT_SPEED_NORMAL), >, 0);
  g_assert_cmpuint (perch_ballsort_anim_length (PERCH_BALLSORT_ANIM_CELEBRATE,
                                                PERCH_BALLSORT_SPEED_NORMAL), >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ballsort/painter/layout-fits-and-hits", test_layout_fits_and_hits);
  g_test_add_func ("/ballsort/painter/inks-distinct", test_paint_inks_distinct);
  g_test_add_func ("/ballsort/painter/balls-in-their-colours", test_paint_balls_in_their_colours);
  g_test_add_func ("/ballsort/painter/scenes", test_paint_scenes);
  g_test_add_func ("/ballsort/painter/tall-bottles", test_paint_tall_bottles);
  g_test_add_func ("/ballsort/painter/anim-lengths", test_anim_lengths);

  return g_test_run ();
}
