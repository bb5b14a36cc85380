/* test-qawale-painter.c: Qawale boards drawn with cairo alone, no display needed */
#include <math.h>

#include "perch-qawale-painter.h"
#include "perch-test-canvas.h"
#include "qawale-test-positions.h"

#define WIDTH  900
#define HEIGHT 620

/* The mean colour of the 5x5 pixels around (x, y), as 0..1 RGB. */
static void
colour_at (cairo_surface_t *surface,
           double           x,
           double           y,
           double          *rgb)
{
  guchar *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);

  rgb[0] = rgb[1] = rgb[2] = 0;
  for (int dy = -2; dy <= 2; dy++)
    for (int dx = -2; dx <= 2; dx++)
      {
        guint32 p = *(guint32 *) (data + ((int) y + dy) * stride + ((int) x + dx) * 4);

        rgb[0] += ((p >> 16) & 0xff) / 255.0 / 25;
        rgb[1] += ((p >> 8) & 0xff) / 255.0 / 25;
        rgb[2] += (p & 0xff) / 255.0 / 25;
      }
}

static double
distance (const double *a,
          const double *b)
{
  return fabs (a[0] - b[0]) + fabs (a[1] - b[1]) + fabs (a[2] - b[2]);
}

static cairo_surface_t *
render (const PerchQawaleScene  *scene,
        const PerchQawaleLayout *layout,
        const char              *name)
{
  cairo_t *cr = perch_test_canvas_new ((int) layout->width, (int) layout->height, scene->dark);

  perch_qawale_paint (cr, layout, scene);
  return perch_test_canvas_save (cr, name);
}

/* The board fits any area, with room above for lifted stacks; each square is found where
 * it is drawn. */
static void
test_layout (void)
{
  static const double sizes[][2] = { { 900, 620 }, { 360, 480 }, { 1400, 500 }, { 300, 900 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      PerchQawaleLayout layout;

      perch_qawale_layout_compute (&layout, sizes[i][0], sizes[i][1]);
      g_assert_cmpfloat (layout.x - 0.5 * layout.tile, >=, 0);
      g_assert_cmpfloat (layout.x + 4.5 * layout.tile, <=, sizes[i][0]);
      g_assert_cmpfloat (layout.y - 0.6 * layout.tile, >=, 0);
      g_assert_cmpfloat (layout.y + 4.45 * layout.tile, <=, sizes[i][1]);
      /* The board uses the space: one side is (nearly) filled. */
      g_assert_true (layout.tile * 5.2 > MIN (sizes[i][0], sizes[i][1] * 5 / 5.4) * 0.9 ||
                     layout.tile == 150);
      for (guint square = 0; square < PERCH_QAWALE_N_SQUARES; square++)
        {
          double x, y;

          perch_qawale_layout_square_centre (&layout, square, &x, &y);
          g_assert_cmpint (perch_qawale_layout_square_at (&layout, x, y), ==, square);
          g_assert_cmpint (perch_qawale_layout_square_at (&layout, x + layout.tile * 0.45,
                                                          y - layout.tile * 0.45), ==, square);
        }
      /* a1 is bottom left, d4 top right. */
      g_assert_cmpint (perch_qawale_layout_square_at (&layout, layout.x + 1,
                                                      layout.y + 4 * layout.tile - 1), ==, 0);
      g_assert_cmpint (perch_qawale_layout_square_at (&layout, layout.x + 4 * layout.tile - 1,
                                                      layout.y + 1), ==, 15);
      g_assert_cmpint (perch_qawale_layout_square_at (&layout, layout.x - 2, layout.y + 2), ==,
                       -1);
      g_assert_cmpint (perch_qawale_layout_square_at (&layout, layout.x + 2,
                                                      layout.y + 4 * layout.tile + 2), ==, -1);
    }
}

/* The squares the next step may take: on the board, never straight back. */
static void
test_targets (void)
{
  PerchQawalePosition start;
  PerchQawaleScene scene;

  perch_qawale_position_init (&start, 8, PERCH_QAWALE_LIGHT, PERCH_QAWALE_BOTH_LINES_MOVER_WINS);
  perch_qawale_scene_init (&scene, &start);
  g_assert_cmphex (perch_qawale_scene_targets (&scene), ==, 0);
  scene.moving = TRUE;
  scene.move = (PerchQawaleMove) { 0, 0, 0 };
  g_assert_cmphex (perch_qawale_scene_targets (&scene), ==, (1u << 1) | (1u << 4));
  g_assert_true (perch_qawale_move_parse ("a1N", &scene.move, NULL));
  g_assert_cmphex (perch_qawale_scene_targets (&scene), ==, (1u << 5) | (1u << 8));
  g_assert_true (perch_qawale_move_parse ("a1NE", &scene.move, NULL));
  g_assert_cmphex (perch_qawale_scene_targets (&scene), ==, (1u << 1) | (1u << 6) | (1u << 9));
  /* Three steps for a stack of two: nothing more to drop. */
  g_assert_true (perch_qawale_move_parse ("a1NEE", &scene.move, NULL));
  g_assert_cmphex (perch_qawale_scene_targets (&scene), ==, 0);
}

/* Each top pebble shows its face: ivory light, charcoal dark, slate neutral; an empty
 * square shows its well. Dark and light themes. */
static void
test_pebbles_in_their_colours (void)
{
  g_autoptr(PerchQawalePosition) position =
    qawale_test_parse_position ("d,d,n,nn/l,l,n,n/,,ldd,/nn,l,,n light 4 4");
  PerchQawaleLayout layout;
  PerchQawaleScene scene;

  perch_qawale_layout_compute (&layout, WIDTH, HEIGHT);
  for (guint theme = 0; theme < 2; theme++)
    {
      cairo_surface_t *surface;
      double rgb[3], well[3];

      perch_qawale_scene_init (&scene, position);
      scene.dark = theme == 1;
      surface = render (&scene, &layout, theme == 0 ? "qawale-board-light.png"
                                                    : "qawale-board-dark.png");
      for (guint square = 0; square < PERCH_QAWALE_N_SQUARES; square++)
        {
          double x, y;

          perch_qawale_layout_top_face (&layout, square, position->heights[square], &x, &y);
          colour_at (surface, x, y, rgb);
          switch (perch_qawale_position_top (position, square))
            {
            case PERCH_QAWALE_PEBBLE_LIGHT:
              g_assert_cmpfloat (rgb[0], >, 0.85);
              g_assert_cmpfloat (rgb[1], >, 0.82);
              break;
            case PERCH_QAWALE_PEBBLE_DARK:
              g_assert_cmpfloat (rgb[0] + rgb[1] + rgb[2], <, 1.1);
              break;
            case PERCH_QAWALE_PEBBLE_NEUTRAL:
              g_assert_cmpfloat (rgb[2], >, rgb[0] + 0.08);
              break;
            case PERCH_QAWALE_PEBBLE_NONE:
            default:
              perch_qawale_layout_square_centre (&layout, square, &x, &y);
              colour_at (surface, x, y - layout.tile * 0.3, well);
              /* A wood well: warm, neither ivory nor slate. */
              g_assert_cmpfloat (well[0], >, well[2] + 0.1);
              break;
            }
        }
      cairo_surface_destroy (surface);
    }
}

/* A move under way: the stack floats over its square, the squares the next step may take
 * are lit in the accent colour, the origin is empty. */
static void
test_move_under_way (void)
{
  PerchQawalePosition start;
  PerchQawaleLayout layout;
  PerchQawaleScene scene;
  cairo_surface_t *surface;
  double x, y, lit[3], unlit[3], origin[3];

  perch_qawale_position_init (&start, 8, PERCH_QAWALE_LIGHT, PERCH_QAWALE_BOTH_LINES_MOVER_WINS);
  perch_qawale_layout_compute (&layout, WIDTH, HEIGHT);
  perch_qawale_scene_init (&scene, &start);
  scene.moving = TRUE;
  scene.targets = TRUE;
  g_assert_true (perch_qawale_move_parse ("a1N", &scene.move, NULL));
  scene.stage = 1;
  scene.cursor = 8;
  surface = render (&scene, &layout, "qawale-board-move.png");

  /* a3 and b2 are lit, c2 is not: compare a corner of each well. */
  perch_qawale_layout_square_centre (&layout, 8, &x, &y);
  colour_at (surface, x - layout.tile * 0.3, y - layout.tile * 0.3, lit);
  perch_qawale_layout_square_centre (&layout, 6, &x, &y);
  colour_at (surface, x - layout.tile * 0.3, y - layout.tile * 0.3, unlit);
  g_assert_cmpfloat (lit[2] - lit[0], >, unlit[2] - unlit[0] + 0.05);
  perch_qawale_layout_square_centre (&layout, 5, &x, &y);
  colour_at (surface, x - layout.tile * 0.3, y - layout.tile * 0.3, lit);
  g_assert_cmpfloat (lit[2] - lit[0], >, unlit[2] - unlit[0] + 0.05);

  /* a1 is empty: its well shows where the stack stood. */
  perch_qawale_layout_top_face (&layout, 0, 2, &x, &y);
  colour_at (surface, x + layout.tile * 0.2, y, origin);
  g_assert_cmpfloat (origin[0], >, origin[2] + 0.1);
  cairo_surface_destroy (surface);

  /* Half way through the second drop: the pebble is in the air between the squares. */
  g_assert_true (perch_qawale_move_parse ("a1NE", &scene.move, NULL));
  scene.stage = 1.25;
  scene.cursor = -1;
  surface = render (&scene, &layout, "qawale-board-sowing.png");
  cairo_surface_destroy (surface);
}

/* A path from c2 up to c3 (c2NNES) is drawn on @surface, not on @without: the accent
 * shows between the two squares. */
static void
assert_path_c2_c3 (cairo_surface_t         *surface,
                   cairo_surface_t         *without,
                   const PerchQawaleLayout *layout)
{
  double x0, y0, x1, y1, rgb[3], plain[3];

  perch_qawale_layout_square_centre (layout, 6, &x0, &y0);
  perch_qawale_layout_square_centre (layout, 10, &x1, &y1);
  colour_at (surface, x0, (y0 + y1) / 2 - layout->tile * 0.12, rgb);
  colour_at (without, x0, (y0 + y1) / 2 - layout->tile * 0.12, plain);
  g_assert_cmpfloat (distance (rgb, plain), >, 0.3);
  g_assert_cmpfloat (rgb[2], >, rgb[0]);
}

/* The winning line glows gold through the tops; a hint is a path in the accent colour. */
static void
test_winning_line_and_hint (void)
{
  g_autoptr(PerchQawalePosition) position =
    qawale_test_parse_position ("d,d,n,nn/l,l,n,n/,,ldd,/nn,l,,n light 4 4");
  PerchQawalePosition after = *position;
  PerchQawaleLayout layout;
  PerchQawaleScene scene;
  PerchQawaleMove move;
  cairo_surface_t *surface;
  double x0, y0, x1, y1, rgb[3];

  g_assert_true (perch_qawale_position_parse_move (position, "c2NNES", &move, NULL));
  g_assert_true (perch_qawale_position_play (&after, &move, NULL));
  perch_qawale_layout_compute (&layout, WIDTH, HEIGHT);
  perch_qawale_scene_init (&scene, &after);
  scene.winning_lines = perch_qawale_position_winning_lines (&after);
  scene.has_last = TRUE;
  scene.last = move;
  scene.dark = TRUE;
  surface = render (&scene, &layout, "qawale-board-won.png");
  /* Half way between the tops of a3 and b3. */
  perch_qawale_layout_top_face (&layout, 8, after.heights[8], &x0, &y0);
  perch_qawale_layout_top_face (&layout, 9, after.heights[9], &x1, &y1);
  colour_at (surface, (x0 + x1) / 2, (y0 + y1) / 2, rgb);
  g_assert_cmpfloat (rgb[0], >, 0.55);
  g_assert_cmpfloat (rgb[1], >, 0.45);
  g_assert_cmpfloat (rgb[2], <, rgb[0] - 0.2);
  cairo_surface_destroy (surface);

  perch_qawale_scene_init (&scene, position);
  scene.hinting = TRUE;
  scene.hint = move;
  surface = render (&scene, &layout, "qawale-board-hint.png");
  perch_qawale_scene_init (&scene, position);
  {
    cairo_surface_t *without = render (&scene, &layout, "qawale-board-no-hint.png");

    assert_path_c2_c3 (surface, without, &layout);
    cairo_surface_destroy (without);
  }
  cairo_surface_destroy (surface);
}

static void
set_label (PerchQawaleScene       *scene,
           guint                   square,
           PerchQawaleVerdictKind  kind,
           int                     score,
           const char             *text)
{
  scene->labelled |= 1u << square;
  scene->labels[square].kind = kind;
  scene->labels[square].score = score;
  g_strlcpy (scene->labels[square].text, text, sizeof scene->labels[square].text);
}

static gboolean
row_shows (cairo_surface_t *surface,
           double           from,
           double           to,
           double           y,
           const double    *ink)
{
  guchar *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);

  for (double x = MAX (from, 0); x < MIN (to, cairo_image_surface_get_width (surface)); x += 1)
    {
      guint32 p = *(guint32 *) (data + (int) y * stride + (int) x * 4);
      double rgb[3] = { ((p >> 16) & 0xff) / 255.0, ((p >> 8) & 0xff) / 255.0,
                        (p & 0xff) / 255.0 };

      if (distance (rgb, ink) < 0.35)
        return TRUE;
    }
  return FALSE;
}

/* The plate's colour left of its text, whether its middle row shows @ink (the text),
 * and whether none of it shows beyond the plate's ends (the text fits). */
static void
plate_colours (cairo_surface_t         *surface,
               const PerchQawaleLayout *layout,
               guint                    square,
               double                  *fill,
               const double            *ink,
               gboolean                *text_shown,
               gboolean                *text_fits)
{
  double x, y, width, height, middle;

  perch_qawale_layout_verdict_box (layout, square, &x, &y, &width, &height);
  middle = y + height * 0.55;
  colour_at (surface, x + height * 0.5, y + height / 2, fill);
  *text_shown = row_shows (surface, x + height, x + width - height, middle, ink);
  *text_fits = !row_shows (surface, x - height, x + 1, middle, ink) &&
               !row_shows (surface, x + width - 1, x + width + height, middle, ink);
}

/* The analysis' verdicts as plates in front of the towers: proven results solid (green
 * win, red loss, grey draw) with white text, scores pale green or red by their sign with
 * dark text (light text on the dark theme); a long text shrinks to fit; the move pointed
 * at in the list is drawn as its path. */
static void
test_verdicts (void)
{
  g_autoptr(PerchQawalePosition) position =
    qawale_test_parse_position ("d,d,n,nn/l,l,n,n/,,ldd,/nn,l,,n light 4 4");
  static const double white[3] = { 1, 1, 1 };
  PerchQawaleLayout layout;
  PerchQawaleScene scene;
  PerchQawaleMove move;

  g_assert_true (perch_qawale_position_parse_move (position, "c2NNES", &move, NULL));
  for (guint theme = 0; theme < 2; theme++)
    {
      gboolean dark = theme == 1;
      double win[3], loss[3], draw[3], good[3], bad[3], fits[3], plain[3];
      double score_ink[3], unused[3];
      gboolean shown, fit;
      PerchQawaleVerdictLabel sample = { PERCH_QAWALE_VERDICT_SCORE, 200, "" };
      cairo_surface_t *surface, *without;

      perch_qawale_layout_compute (&layout, theme == 0 ? WIDTH : 360, theme == 0 ? HEIGHT : 440);
      perch_qawale_scene_init (&scene, position);
      scene.dark = dark;
      without = render (&scene, &layout, "qawale-board-no-verdicts.png");
      set_label (&scene, 12, PERCH_QAWALE_VERDICT_WIN, 0, "Win 3");
      set_label (&scene, 13, PERCH_QAWALE_VERDICT_LOSS, 0, "Loss 2");
      set_label (&scene, 8, PERCH_QAWALE_VERDICT_DRAW, 0, "Draw");
      set_label (&scene, 4, PERCH_QAWALE_VERDICT_SCORE, 200, "+200");
      set_label (&scene, 5, PERCH_QAWALE_VERDICT_SCORE, -200, "\u2212200");
      set_label (&scene, 3, PERCH_QAWALE_VERDICT_LOSS, 0, "Verlust 12 (lang)");
      scene.previewing = TRUE;
      scene.preview = move;
      surface = render (&scene, &layout, dark ? "qawale-board-verdicts-dark.png"
                                              : "qawale-board-verdicts-light.png");

      plate_colours (surface, &layout, 12, win, white, &shown, &fit);
      g_assert_true (shown && fit);
      g_assert_cmpfloat (win[1], >, win[0] + 0.2);
      g_assert_cmpfloat (win[1], >, win[2] + 0.1);
      plate_colours (surface, &layout, 13, loss, white, &shown, &fit);
      g_assert_true (shown && fit);
      g_assert_cmpfloat (loss[0], >, loss[1] + 0.4);
      plate_colours (surface, &layout, 8, draw, white, &shown, &fit);
      g_assert_true (shown && fit);
      g_assert_cmpfloat (ABS (draw[0] - draw[1]), <, 0.1);
      g_assert_cmpfloat (draw[2], >, draw[0]);
      g_assert_cmpfloat (draw[0] + draw[1] + draw[2], <, 1.8);

      perch_qawale_verdict_colours (&sample, dark, unused, unused, score_ink);
      plate_colours (surface, &layout, 4, good, score_ink, &shown, &fit);
      g_assert_true (shown && fit);
      g_assert_cmpfloat (good[1], >, good[0]);
      plate_colours (surface, &layout, 5, bad, score_ink, &shown, &fit);
      g_assert_true (shown && fit);
      g_assert_cmpfloat (bad[0], >, bad[1]);
      /* A score is paler than a proven result (darker on the dark theme). */
      if (dark)
        g_assert_cmpfloat (good[1], <, win[1]);
      else
        g_assert_cmpfloat (good[0] + good[1] + good[2], >, win[0] + win[1] + win[2] + 0.6);

      plate_colours (surface, &layout, 3, fits, white, &shown, &fit);
      g_assert_true (shown && fit);

      /* No plate where no verdict is: c1 looks as without verdicts. */
      {
        double x, y, width, height, with[3];

        perch_qawale_layout_verdict_box (&layout, 2, &x, &y, &width, &height);
        colour_at (surface, x + width / 2, y + height / 2, with);
        colour_at (without, x + width / 2, y + height / 2, plain);
        g_assert_cmpfloat (distance (with, plain), <, 0.05);
      }

      /* The path pointed at. */
      assert_path_c2_c3 (surface, without, &layout);
      cairo_surface_destroy (without);
      cairo_surface_destroy (surface);
    }
}

/* The reserves' pebbles: three shapes, played ones hollow. */
static void
test_reserve_pebbles (void)
{
  cairo_t *cr = perch_test_canvas_new (120, 40, FALSE);
  cairo_surface_t *surface;
  double rgb[3];

  perch_qawale_paint_pebble (cr, 15, 20, 24, PERCH_QAWALE_PEBBLE_LIGHT, FALSE, FALSE);
  perch_qawale_paint_pebble (cr, 45, 20, 24, PERCH_QAWALE_PEBBLE_DARK, FALSE, FALSE);
  perch_qawale_paint_pebble (cr, 75, 20, 24, PERCH_QAWALE_PEBBLE_NEUTRAL, FALSE, FALSE);
  perch_qawale_paint_pebble (cr, 105, 20, 24, PERCH_QAWALE_PEBBLE_DARK, FALSE, TRUE);
  surface = perch_test_canvas_save (cr, "qawale-pebbles.png");
  colour_at (surface, 45, 20, rgb);
  g_assert_cmpfloat (rgb[0], <, 0.4);
  /* A played pebble is only an outline: its middle is the background. */
  colour_at (surface, 105, 22, rgb);
  g_assert_cmpfloat (rgb[0], >, 0.9);
  cairo_surface_destroy (surface);
}

/* The durations the board takes from the painter: moves played go faster with the speed,
 * and the rest between two computers' moves shrinks to nothing; a person's own steps
 * keep their pace. */
static void
test_anim_length (void)
{
  for (PerchQawaleSpeed speed = PERCH_QAWALE_SPEED_SLOW; speed < PERCH_QAWALE_SPEED_VERY_FAST;
       speed++)
    {
      g_assert_cmpuint (perch_qawale_anim_length (PERCH_QAWALE_ANIM_STAGE, speed), >,
                        perch_qawale_anim_length (PERCH_QAWALE_ANIM_STAGE, speed + 1));
      g_assert_cmpuint (perch_qawale_anim_length (PERCH_QAWALE_ANIM_REST, speed), >,
                        perch_qawale_anim_length (PERCH_QAWALE_ANIM_REST, speed + 1));
      g_assert_cmpuint (perch_qawale_anim_length (PERCH_QAWALE_ANIM_STEP, speed), ==,
                        perch_qawale_anim_length (PERCH_QAWALE_ANIM_STEP, speed + 1));
    }
  g_assert_cmpuint (perch_qawale_anim_length (PERCH_QAWALE_ANIM_REST,
                                              PERCH_QAWALE_SPEED_VERY_FAST), ==, 0);
  g_assert_cmpuint (perch_qawale_anim_length (PERCH_QAWALE_ANIM_STAGE,
                                              PERCH_QAWALE_SPEED_VERY_FAST), >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/qawale/painter/layout", test_layout);
  g_test_add_func ("/qawale/painter/targets", test_targets);
  g_test_add_func ("/qawale/painter/pebbles-in-their-colours", test_pebbles_in_their_colours);
  g_test_add_func ("/qawale/painter/move-under-way", test_move_under_way);
  g_test_add_func ("/qawale/painter/winning-line-and-hint", test_winning_line_and_hint);
  g_test_add_func ("/qawale/painter/verdicts", test_verdicts);
  g_test_add_func ("/qawale/painter/reserve-pebbles", test_reserve_pebbles);
  g_test_add_func ("/qawale/painter/anim-length", test_anim_length);

  return g_test_run ();
}
