/* test-logic-painter.c: the reindeer line and the houses map, drawn with cairo alone */
#include <math.h>
#include <string.h>

#include "perch-logic-painter.h"
#include "perch-test-canvas.h"

static const char * const reindeer[] = {
  "blitzen", "comet", "cupid", "dancer", "dasher", "donder", "prancer", "rudolph", "vixen",
};
/* The riddle's answer: prancer, cupid, rudolph, dasher, blitzen, vixen, comet, donder, dancer */
static const gint places[] = { 5, 7, 2, 9, 4, 8, 1, 3, 6 };

/* The houses of seed 004 at (x, y), y growing northwards. */
static const gint house_x[] = { 1, 3, 1, 3, 2 };
static const gint house_y[] = { 1, 1, 2, 2, 3 };
static const char * const people[] = { "adam", "bill", "claire", "debbie", "walter", "sandra" };
static const gint homes[] = { 1, 2, 3, 4, 5, 5 };

static void
scene_init (PerchLogicScene         *scene,
            const PerchLogicPicture *picture,
            gboolean                 dark)
{
  *scene = (PerchLogicScene) { .picture = picture, .dark = dark,
                               .accent = { 0.21, 0.52, 0.89 } };
  if (picture->kind == PERCH_LOGIC_PICTURE_LINE)
    {
      scene->n_names = G_N_ELEMENTS (reindeer);
      scene->names = reindeer;
      scene->values = places;
    }
  else
    {
      scene->n_names = G_N_ELEMENTS (people);
      scene->names = people;
      scene->values = homes;
      scene->first_value = 1;
    }
}

static cairo_surface_t *
render (const PerchLogicScene *scene,
        double                 width,
        const char            *name)
{
  double height = perch_logic_picture_height (scene, width);
  cairo_t *cr = perch_test_canvas_new ((int) width, (int) ceil (height), scene->dark);

  perch_logic_paint_picture (cr, scene, width, height);
  return perch_test_canvas_save (cr, name);
}

/* Nine reindeer in a row when there is room, in two rows when narrow; each is drawn where
 * it is said to be, in the order of their places, first on the left. */
static void
test_line (void)
{
  PerchLogicPicture picture = { .kind = PERCH_LOGIC_PICTURE_LINE };
  PerchLogicScene scene;
  cairo_surface_t *wide, *narrow;
  double x, y, last_x = 0, first_y, wide_height;

  scene_init (&scene, &picture, FALSE);
  wide_height = perch_logic_picture_height (&scene, 640);
  g_assert_cmpfloat (wide_height, >, 60);
  g_assert_cmpfloat (perch_logic_picture_height (&scene, 320), >, wide_height * 1.3);

  wide = render (&scene, 640, "logic-reindeer-light.png");
  for (guint i = 0; i < G_N_ELEMENTS (reindeer); i++)
    {
      g_assert_true (perch_logic_picture_locate (&scene, 640, i, &x, &y));
      g_assert_cmpfloat (x, >, last_x);
      if (i == 0)
        first_y = y;
      g_assert_cmpfloat (y, ==, first_y);
      /* A reindeer's body is there: not the background. */
      g_assert_cmphex (perch_test_canvas_pixel (wide, x, y), !=,
                       perch_test_canvas_pixel (wide, x, 2));
      last_x = x;
    }
  g_assert_false (perch_logic_picture_locate (&scene, 640, 9, &x, &y));
  cairo_surface_destroy (wide);

  scene.dark = TRUE;
  narrow = render (&scene, 320, "logic-reindeer-narrow-dark.png");
  g_assert_true (perch_logic_picture_locate (&scene, 320, 0, &x, &first_y));
  g_assert_true (perch_logic_picture_locate (&scene, 320, 8, &x, &y));
  g_assert_cmpfloat (y, >, first_y);
  g_assert_cmphex (perch_test_canvas_pixel (narrow, x, y), !=,
                   perch_test_canvas_pixel (narrow, 1, 1));
  cairo_surface_destroy (narrow);
}

/* Houses stand at their grid places, north up and east right, each drawn. */
static void
test_map (void)
{
  PerchLogicPicture picture = { .kind = PERCH_LOGIC_PICTURE_MAP, .n_places = 5,
                                .x = house_x, .y = house_y };
  PerchLogicScene scene;
  double x[5], y[5];

  for (guint dark = 0; dark < 2; dark++)
    {
      cairo_surface_t *surface;

      scene_init (&scene, &picture, dark);
      surface = render (&scene, 520, dark ? "logic-houses-dark.png" : "logic-houses-light.png");
      for (guint p = 0; p < 5; p++)
        {
          g_assert_true (perch_logic_picture_locate (&scene, 520, p, &x[p], &y[p]));
          g_assert_cmphex (perch_test_canvas_pixel (surface, x[p], y[p]), !=,
                           perch_test_canvas_pixel (surface, 1, 1));
        }
      cairo_surface_destroy (surface);
    }
  /* House 1 (1,1) west of house 2 (3,1), at the same height; house 3 (1,2) north of house 1;
   * house 5 (2,3) the northernmost, between them. */
  g_assert_cmpfloat (x[0], <, x[1]);
  g_assert_cmpfloat (y[0], ==, y[1]);
  g_assert_cmpfloat (y[2], <, y[0]);
  g_assert_cmpfloat (x[2], ==, x[0]);
  g_assert_cmpfloat (y[4], <, y[2]);
  g_assert_cmpfloat (x[4], >, x[0]);
  g_assert_cmpfloat (x[4], <, x[1]);
  /* Two names under house 5 make every place taller than one name would. */
  {
    gint single[] = { 1, 2, 3, 4, 5, 1 };
    PerchLogicScene fewer = scene;
    gint crowded[] = { 5, 5, 5, 5, 5, 5 };

    fewer.values = single;
    fewer.n_names = 5;
    g_assert_cmpfloat (perch_logic_picture_height (&scene, 520), >,
                       perch_logic_picture_height (&fewer, 520));
    fewer.values = crowded;
    fewer.n_names = 6;
    g_assert_cmpfloat (perch_logic_picture_height (&fewer, 520), >,
                       perch_logic_picture_height (&scene, 520));
  }
}

static gboolean
same_pixels (cairo_surface_t *a,
             cairo_surface_t *b)
{
  int height = cairo_image_surface_get_height (a);
  int stride = cairo_image_surface_get_stride (a);

  return cairo_image_surface_get_height (b) == height &&
         cairo_image_surface_get_stride (b) == stride &&
         memcmp (cairo_image_surface_get_data (a), cairo_image_surface_get_data (b),
                 (gsize) height * stride) == 0;
}

/* From one solution to another the names move: the picture starts as the one before and
 * ends as the one after, and takes its time only when something moves. */
static void
test_motion (void)
{
  PerchLogicPicture line = { .kind = PERCH_LOGIC_PICTURE_LINE };
  PerchLogicPicture map = { .kind = PERCH_LOGIC_PICTURE_MAP, .n_places = 5,
                            .x = house_x, .y = house_y };
  static const gint other_places[] = { 1, 2, 3, 4, 5, 6, 7, 8, 9 };
  static const gint other_homes[] = { 5, 4, 3, 2, 1, 1 };
  const PerchLogicPicture *pictures[] = { &line, &map };
  const gint *others[] = { other_places, other_homes };

  for (guint i = 0; i < G_N_ELEMENTS (pictures); i++)
    {
      PerchLogicScene before, after, moving;
      cairo_surface_t *before_shown, *after_shown, *start, *end, *middle;

      scene_init (&after, pictures[i], FALSE);
      before = after;
      before.values = others[i];
      before_shown = render (&before, 520, "logic-motion-before.png");
      after_shown = render (&after, 520, "logic-motion-after.png");

      moving = after;
      moving.from_values = before.values;
      g_assert_cmpuint (perch_logic_picture_motion_ms (&moving), >, 0);
      moving.progress = 0;
      start = render (&moving, 520, "logic-motion-start.png");
      moving.progress = 0.5;
      middle = render (&moving, 520, "logic-motion-middle.png");
      moving.progress = 1;
      end = render (&moving, 520, "logic-motion-end.png");
      g_assert_true (same_pixels (start, before_shown));
      g_assert_true (same_pixels (end, after_shown));
      g_assert_false (same_pixels (middle, before_shown));
      g_assert_false (same_pixels (middle, after_shown));

      /* Nothing moves: no time taken. */
      moving.from_values = after.values;
      g_assert_cmpuint (perch_logic_picture_motion_ms (&moving), ==, 0);
      moving.from_values = NULL;
      g_assert_cmpuint (perch_logic_picture_motion_ms (&moving), ==, 0);

      cairo_surface_destroy (before_shown);
      cairo_surface_destroy (after_shown);
      cairo_surface_destroy (start);
      cairo_surface_destroy (middle);
      cairo_surface_destroy (end);
    }
}

/* A picture of nothing draws nothing and asks for no room. */
static void
test_none (void)
{
  PerchLogicPicture picture = { .kind = PERCH_LOGIC_PICTURE_NONE };
  PerchLogicScene scene;
  double x, y;

  scene_init (&scene, &picture, FALSE);
  g_assert_cmpfloat (perch_logic_picture_height (&scene, 500), ==, 0);
  g_assert_false (perch_logic_picture_locate (&scene, 500, 0, &x, &y));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/logic/painter/line", test_line);
  g_test_add_func ("/logic/painter/map", test_map);
  g_test_add_func ("/logic/painter/motion", test_motion);
  g_test_add_func ("/logic/painter/none", test_none);

  return g_test_run ();
}
