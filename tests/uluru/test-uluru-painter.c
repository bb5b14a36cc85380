/* test-uluru-painter.c: the board, tokens and card pictograms drawn with no display */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "perch-uluru-painter.h"

#define WIDTH  420
#define HEIGHT 660

static void
pixel_rgb (cairo_surface_t *surface,
           double           x,
           double           y,
           double          *rgb)
{
  guchar *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 pixel = *(guint32 *) (data + (int) y * stride + 4 * (int) x);

  rgb[0] = ((pixel >> 16) & 0xff) / 255.0;
  rgb[1] = ((pixel >> 8) & 0xff) / 255.0;
  rgb[2] = (pixel & 0xff) / 255.0;
}

static gboolean
close_to (const double *a,
          const double *b)
{
  return fabs (a[0] - b[0]) < 0.12 && fabs (a[1] - b[1]) < 0.12 && fabs (a[2] - b[2]) < 0.12;
}

static char *
output_path (const char *name)
{
  const char *build_dir = g_getenv ("G_TEST_BUILDDIR");
  g_autofree char *dir = g_build_filename (build_dir != NULL ? build_dir : ".", "screenshots",
                                           NULL);

  g_mkdir_with_parents (dir, 0755);
  return g_build_filename (dir, name, NULL);
}

/* Birds sit on their places or in the nest; an unhappy one gets a red ring. */
static void
test_painter_board (void)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, WIDTH, HEIGHT);
  cairo_t *cr = cairo_create (surface);
  PerchUluruLayout layout;
  PerchUluruScene scene = { 0 };
  g_autofree char *path = output_path ("uluru-painter-board.png");
  double rgb[3], red[3], ring[3] = { 0.88, 0.11, 0.14 };
  double r, x, y;

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  perch_uluru_layout_compute (&layout, WIDTH, HEIGHT);
  /* red at 5, blue at 1, the others in the nest */
  scene.to.place[PERCH_ULURU_RED] = 5;
  scene.to.place[PERCH_ULURU_BLUE] = 1;
  scene.from = scene.to;
  scene.progress = 1;
  scene.unhappy_birds = 1u << PERCH_ULURU_RED;
  scene.selected_bird = -1;
  scene.dragged_bird = -1;
  scene.show_numbers = TRUE;
  perch_uluru_paint_board (cr, &layout, &scene);
  cairo_surface_flush (surface);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);

  r = layout.token_radius;
  perch_uluru_bird_rgb (PERCH_ULURU_RED, red);
  x = layout.place_x[5];
  y = layout.place_y[5];
  pixel_rgb (surface, x + 0.6 * r, y + 0.55 * r, rgb);
  g_assert_true (close_to (rgb, red));
  pixel_rgb (surface, x + 1.22 * r, y, rgb);
  g_assert_true (close_to (rgb, ring));

  /* Blue on 1 has no ring; green waits in its nest slot. */
  pixel_rgb (surface, layout.place_x[1] + 1.22 * r, layout.place_y[1], rgb);
  g_assert_false (close_to (rgb, ring));
  perch_uluru_bird_rgb (PERCH_ULURU_GREEN, red);
  pixel_rgb (surface, layout.nest_slot_x[PERCH_ULURU_GREEN] + 0.6 * r,
             layout.nest_slot_y[PERCH_ULURU_GREEN] + 0.55 * r, rgb);
  g_assert_true (close_to (rgb, red));

  /* Hit testing agrees with the drawing. */
  g_assert_cmpint (perch_uluru_layout_place_at (&layout, x, y), ==, 5);
  g_assert_cmpint (perch_uluru_layout_bird_at (&layout, &scene.to, x, y), ==, PERCH_ULURU_RED);
  g_assert_cmpint (perch_uluru_layout_place_at (&layout, layout.nest_slot_x[0],
                                                layout.nest_slot_y[0]), ==, PERCH_ULURU_NEST_PLACE);
  g_assert_cmpint (perch_uluru_layout_place_at (&layout, 1, 1), ==, PERCH_ULURU_NOWHERE);

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* Halfway through a flight a bird is between its old and its new place. */
static void
test_painter_flight (void)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, WIDTH, HEIGHT);
  cairo_t *cr = cairo_create (surface);
  PerchUluruLayout layout;
  PerchUluruScene scene = { 0 };
  double rgb[3], yellow[3];
  double x, y;

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  perch_uluru_layout_compute (&layout, WIDTH, HEIGHT);
  scene.to.place[PERCH_ULURU_YELLOW] = 2;
  scene.progress = 0.5;
  scene.selected_bird = scene.dragged_bird = -1;
  perch_uluru_paint_board (cr, &layout, &scene);
  cairo_surface_flush (surface);

  perch_uluru_bird_rgb (PERCH_ULURU_YELLOW, yellow);
  /* Not yet at place 2, no longer in the nest. */
  pixel_rgb (surface, layout.place_x[2] + 0.6 * layout.token_radius,
             layout.place_y[2] + 0.55 * layout.token_radius, rgb);
  g_assert_false (close_to (rgb, yellow));
  pixel_rgb (surface, layout.nest_slot_x[PERCH_ULURU_YELLOW] + 0.6 * layout.token_radius,
             layout.nest_slot_y[PERCH_ULURU_YELLOW] + 0.55 * layout.token_radius, rgb);
  g_assert_false (close_to (rgb, yellow));
  x = (layout.place_x[2] + layout.nest_slot_x[PERCH_ULURU_YELLOW]) / 2;
  y = (layout.place_y[2] + layout.nest_slot_y[PERCH_ULURU_YELLOW]) / 2 - 1.2 * layout.unit;
  pixel_rgb (surface, x + 0.6 * layout.token_radius, y + 0.55 * layout.token_radius, rgb);
  g_assert_true (close_to (rgb, yellow));

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* A wide, low board puts the nest beside the rock, where the birds come out larger;
 * everything stays inside it, and a highlighted bird glows in the accent colour. */
static void
test_painter_wide (void)
{
  const int width = 340, height = 220;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cairo_t *cr = cairo_create (surface);
  PerchUluruLayout layout, tall;
  PerchUluruScene scene = { 0 };
  g_autofree char *path = output_path ("uluru-painter-wide.png");
  double accent[3] = { 0.21, 0.52, 0.89 }, rgb[3], r;

  perch_uluru_layout_compute (&layout, width, height);
  perch_uluru_layout_compute (&tall, 7 * height / 11.8, height);
  g_assert_cmpfloat (layout.unit, >, tall.unit * 1.2);
  g_assert_cmpfloat (layout.nest_x, >, layout.rock_x + layout.rock_width);
  /* The height it asks for is enough for the width to be used in full. */
  perch_uluru_layout_compute (&tall, width, perch_uluru_layout_height_for_width (width));
  g_assert_cmpfloat (fabs (tall.unit - width / 10.6), <, 0.01);
  r = layout.token_radius;
  for (guint p = 1; p <= PERCH_ULURU_N_PLACES; p++)
    {
      g_assert_cmpfloat (layout.place_x[p] - r, >=, 0);
      g_assert_cmpfloat (layout.place_y[p] - r, >=, 0);
      g_assert_cmpfloat (layout.place_x[p] + r, <=, width);
      g_assert_cmpfloat (layout.place_y[p] + r, <=, height);
    }
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    {
      g_assert_cmpint (perch_uluru_layout_place_at (&layout, layout.nest_slot_x[b],
                                                    layout.nest_slot_y[b]), ==,
                       PERCH_ULURU_NEST_PLACE);
      g_assert_cmpfloat (layout.nest_slot_y[b] + r, <=, height);
    }

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  scene.to.place[PERCH_ULURU_PINK] = 3;
  scene.from = scene.to;
  scene.progress = 1;
  scene.selected_bird = scene.dragged_bird = -1;
  memcpy (scene.accent, accent, sizeof accent);
  scene.highlighted_birds = 1u << PERCH_ULURU_PINK;
  perch_uluru_paint_board (cr, &layout, &scene);
  cairo_surface_flush (surface);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  pixel_rgb (surface, layout.place_x[3] + 1.55 * r, layout.place_y[3], rgb);
  g_assert_true (close_to (rgb, accent));
  /* White in the nest has no glow. */
  pixel_rgb (surface, layout.nest_slot_x[PERCH_ULURU_WHITE] + 1.5 * r,
             layout.nest_slot_y[PERCH_ULURU_WHITE], rgb);
  g_assert_false (close_to (rgb, accent));

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* The board painted on a transparent surface of @width x @height: whole, or (@parts)
 * each part that perch_uluru_layout_split_parts() gives painted on a surface of its own
 * and laid where it belongs, as the board widget does. */
static cairo_surface_t *
paint_board_surface (const PerchUluruLayout *layout,
                     const PerchUluruScene  *scene,
                     int                     width,
                     int                     height,
                     gboolean                parts)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);
  cairo_rectangle_t part[2];

  if (!parts)
    {
      perch_uluru_paint_board (cr, layout, scene);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      return surface;
    }

  g_assert_true (perch_uluru_layout_split_parts (layout, scene, &part[0], &part[1]));
  for (guint i = 0; i < 2; i++)
    {
      int x0 = (int) floor (MAX (part[i].x, 0)), y0 = (int) floor (MAX (part[i].y, 0));
      int x1 = (int) ceil (MIN (part[i].x + part[i].width, width));
      int y1 = (int) ceil (MIN (part[i].y + part[i].height, height));
      cairo_surface_t *piece = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, x1 - x0,
                                                           y1 - y0);
      cairo_t *piece_cr = cairo_create (piece);

      cairo_translate (piece_cr, -x0, -y0);
      perch_uluru_paint_board (piece_cr, layout, scene);
      cairo_destroy (piece_cr);
      cairo_set_source_surface (cr, piece, x0, y0);
      cairo_paint (cr);
      cairo_surface_destroy (piece);
    }
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* Painted in its two parts, the board is the same to the pixel as painted whole, with
 * all that can stick out at rest: every bird ringed and glowing, and the place numbers
 * with the hovered place's ring or without them (the rock's part is then smaller).
 * Apart, the parts leave the space between unpainted; with the nest close under the
 * rock and the numbers shown, or a bird in flight or dragged, the board is one part. */
static void
test_painter_parts (void)
{
  static const int sizes[][2] = { { 635, 632 }, { 340, 220 }, { 900, 420 }, { 512, 700 } };
  PerchUluruScene scene = { 0 };
  PerchUluruLayout layout;
  cairo_rectangle_t rock, nest;
  double numbered_area = 0;

  scene.progress = 1;
  scene.dragged_bird = -1;
  scene.selected_bird = PERCH_ULURU_RED;
  scene.unhappy_birds = scene.highlighted_birds = 0xff;
  scene.accent[2] = 1;

  for (guint i = 0; i < 3 * G_N_ELEMENTS (sizes); i++)
    {
      int width = sizes[i / 3][0], height = sizes[i / 3][1];
      cairo_surface_t *whole, *parts;
      const guchar *a, *b;
      int stride, differing = 0;

      /* Every place taken (and three birds in the nest), with and without the numbers,
       * or every bird in the nest. */
      for (guint bird = 0; bird < PERCH_ULURU_N_BIRDS; bird++)
        scene.to.place[bird] = i % 3 != 2 ? (bird + 3) % 9 : 0;
      scene.from = scene.to;
      scene.show_numbers = i % 3 != 1;
      scene.hover_place = i % 3 != 1 ? 2 : 0;
      perch_uluru_layout_compute (&layout, width, height);
      if (i % 3 == 0)
        numbered_area = 0;
      if (!perch_uluru_layout_split_parts (&layout, &scene, &rock, &nest))
        {
          /* Only the nest under the rock, with the numbers shown, makes one part. */
          g_assert_true (layout.nest_y > layout.rock_y + layout.rock_height);
          g_assert_true (scene.show_numbers);
          continue;
        }
      whole = paint_board_surface (&layout, &scene, width, height, FALSE);
      parts = paint_board_surface (&layout, &scene, width, height, TRUE);
      a = cairo_image_surface_get_data (whole);
      b = cairo_image_surface_get_data (parts);
      stride = cairo_image_surface_get_stride (whole);
      /* The same but for rounding (a step of 1 or 2 in 255, where cairo's spans
       * happen to be cut differently): a clipped ring or number differs far more. */
      for (int y = 0; y < height; y++)
        for (int x = 0; x < 4 * width; x++)
          differing += abs (a[y * stride + x] - b[y * stride + x]) > 2;
      g_assert_cmpint (differing, ==, 0);
      /* The parts leave out the space between the rock's numbers and the nest; without
       * the numbers the rock's part is smaller still. */
      g_assert_true (perch_uluru_layout_split_parts (&layout, &scene, &rock, &nest));
      g_assert_cmpfloat (rock.width * rock.height + nest.width * nest.height, <,
                         0.8 * width * height);
      if (i % 3 == 0)
        numbered_area = rock.width * rock.height;
      else if (i % 3 == 1 && numbered_area > 0)
        g_assert_cmpfloat (rock.width * rock.height, <, 0.85 * numbered_area);
      cairo_surface_destroy (whole);
      cairo_surface_destroy (parts);

      /* A bird in flight, or dragged, may be anywhere: one part. */
      scene.to.place[PERCH_ULURU_WHITE] = scene.from.place[PERCH_ULURU_WHITE] == 1 ? 2 : 1;
      scene.progress = 0.5;
      g_assert_false (perch_uluru_layout_split_parts (&layout, &scene, &rock, &nest));
      scene.to = scene.from;
      scene.progress = 1;
      scene.dragged_bird = PERCH_ULURU_WHITE;
      g_assert_false (perch_uluru_layout_split_parts (&layout, &scene, &rock, &nest));
      scene.dragged_bird = -1;
    }
}

/* The flight takes longer with more birds in the air, and no time when none move. */
static void
test_painter_anim_length (void)
{
  PerchUluruPlacement nest = { { 0 } }, one = nest, all;

  one.place[PERCH_ULURU_RED] = 4;
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    all.place[b] = b + 1;
  g_assert_cmpuint (perch_uluru_anim_length (&nest, &nest), ==, 0);
  g_assert_cmpuint (perch_uluru_anim_length (&nest, &one), >, 300);
  g_assert_cmpuint (perch_uluru_anim_length (&nest, &all), >,
                    perch_uluru_anim_length (&nest, &one));
  g_assert_cmpuint (perch_uluru_anim_length (&nest, &all), <=, 1000);
}

/* Every card kind draws; a card about another bird shows that bird's colour. */
static void
test_painter_cards (void)
{
  cairo_surface_t *sheet = cairo_image_surface_create (CAIRO_FORMAT_RGB24,
                                                       64 * PERCH_ULURU_N_CARD_KINDS, 64);
  cairo_t *sheet_cr = cairo_create (sheet);
  g_autofree char *path = output_path ("uluru-painter-cards.png");

  cairo_set_source_rgb (sheet_cr, 1, 1, 1);
  cairo_paint (sheet_cr);
  for (PerchUluruCardKind kind = 0; kind < PERCH_ULURU_N_CARD_KINDS; kind++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 64, 64);
      cairo_t *cr = cairo_create (surface);
      double blue[3], rgb[3];
      guint n_blue = 0;

      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      perch_uluru_paint_card (cr, 64, 64, kind, PERCH_ULURU_BLUE, FALSE);
      cairo_surface_flush (surface);

      perch_uluru_bird_rgb (PERCH_ULURU_BLUE, blue);
      for (int y = 0; y < 64; y++)
        for (int x = 0; x < 64; x++)
          {
            pixel_rgb (surface, x, y, rgb);
            n_blue += close_to (rgb, blue);
          }
      g_test_message ("%s: %u blue pixels", perch_uluru_card_kind_code (kind), n_blue);
      if (perch_uluru_card_kind_has_colour (kind))
        g_assert_cmpuint (n_blue, >, 10);
      else
        g_assert_cmpuint (n_blue, ==, 0);

      cairo_set_source_surface (sheet_cr, surface, 64 * kind, 0);
      cairo_paint (sheet_cr);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
    }
  g_assert_cmpint (cairo_surface_write_to_png (sheet, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (sheet_cr);
  cairo_surface_destroy (sheet);
}

/* The sand runs from the top bulb to the bottom one. */
static void
test_painter_sand_timer (void)
{
  static const double sand[3] = { 0.93, 0.72, 0.33 };
  static const double fractions[3] = { 1, 0.5, 0 };
  cairo_surface_t *sheet = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 3 * 60, 90);
  cairo_t *sheet_cr = cairo_create (sheet);
  g_autofree char *path = output_path ("uluru-painter-sand-timer.png");

  cairo_set_source_rgb (sheet_cr, 1, 1, 1);
  cairo_paint (sheet_cr);
  for (guint i = 0; i < G_N_ELEMENTS (fractions); i++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 60, 90);
      cairo_t *cr = cairo_create (surface);
      double top[3], bottom[3];

      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      perch_uluru_paint_sand_timer (cr, 60, 90, fractions[i], FALSE);
      cairo_surface_flush (surface);
      /* Just above the neck, and just above the bottom of the glass. */
      pixel_rgb (surface, 30, 40, top);
      pixel_rgb (surface, 30, 76, bottom);
      g_assert_cmpint (close_to (top, sand), ==, fractions[i] > 0);
      g_assert_cmpint (close_to (bottom, sand), ==, fractions[i] < 1);

      cairo_set_source_surface (sheet_cr, surface, 60 * i, 0);
      cairo_paint (sheet_cr);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
    }
  g_assert_cmpint (cairo_surface_write_to_png (sheet, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (sheet_cr);
  cairo_surface_destroy (sheet);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/uluru/painter/board", test_painter_board);
  g_test_add_func ("/uluru/painter/flight", test_painter_flight);
  g_test_add_func ("/uluru/painter/wide", test_painter_wide);
  g_test_add_func ("/uluru/painter/parts", test_painter_parts);
  g_test_add_func ("/uluru/painter/anim-length", test_painter_anim_length);
  g_test_add_func ("/uluru/painter/cards", test_painter_cards);
  g_test_add_func ("/uluru/painter/sand-timer", test_painter_sand_timer);

  return g_test_run ();
}
