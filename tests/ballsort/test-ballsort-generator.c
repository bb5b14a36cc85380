/* test-ballsort-generator.c: random levels are reproducible, well formed and solvable */
#include "perch-ballsort-generator.h"
#include "perch-ballsort-solver.h"
#include "ballsort-checker.h"

static void
test_seeded (void)
{
  g_autoptr(PerchBallsortLevel) a =
    perch_ballsort_generate (7, 2, 4, PERCH_BALLSORT_MODEL_BALL, 42, NULL);
  g_autoptr(PerchBallsortLevel) b =
    perch_ballsort_generate (7, 2, 4, PERCH_BALLSORT_MODEL_BALL, 42, NULL);
  g_autoptr(PerchBallsortLevel) c =
    perch_ballsort_generate (7, 2, 4, PERCH_BALLSORT_MODEL_BALL, 43, NULL);

  g_assert_true (perch_ballsort_level_equal (a, b));
  g_assert_false (perch_ballsort_level_equal (a, c));
}

static void
test_shape_and_solvable (void)
{
  struct { guint colours, empty, capacity; PerchBallsortModel model; } shapes[] = {
    { 2, 1, 2, PERCH_BALLSORT_MODEL_BALL },
    { 5, 2, 4, PERCH_BALLSORT_MODEL_WATER },
    { 9, 2, 4, PERCH_BALLSORT_MODEL_BALL },
    { 4, 1, 5, PERCH_BALLSORT_MODEL_BALL },
    { 12, 2, 4, PERCH_BALLSORT_MODEL_WATER },
    { 3, 2, 8, PERCH_BALLSORT_MODEL_BALL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (shapes); i++)
    for (guint64 seed = 1; seed <= 3; seed++)
      {
        g_autoptr(GError) error = NULL;
        g_autoptr(PerchBallsortLevel) level =
          perch_ballsort_generate (shapes[i].colours, shapes[i].empty, shapes[i].capacity,
                                   shapes[i].model, seed, &error);
        g_autoptr(PerchBallsortResult) result = NULL;
        g_autoptr(PerchBallsortLevel) reread = NULL;
        g_autofree char *text = NULL;
        g_auto(GStrv) moves = NULL;
        guint empty = 0;

        g_assert_no_error (error);
        g_assert_cmpuint (level->n_colours, ==, shapes[i].colours);
        g_assert_cmpuint (level->capacity, ==, shapes[i].capacity);
        g_assert_cmpuint (level->n_bottles, ==, shapes[i].colours + shapes[i].empty);
        for (guint b = 0; b < level->n_bottles; b++)
          {
            g_assert_true (level->heights[b] == 0 || level->heights[b] == level->capacity);
            empty += level->heights[b] == 0;
          }
        g_assert_cmpuint (empty, ==, shapes[i].empty);
        g_assert_false (perch_ballsort_level_is_solved (level));

        /* It reads back as a level, and its solution holds up. */
        text = perch_ballsort_level_to_string (level);
        reread = perch_ballsort_level_parse (text, NULL, NULL);
        g_assert_true (perch_ballsort_level_equal (level, reread));
        result = perch_ballsort_solve (level, shapes[i].model, 256 * 1024 * 1024, NULL, NULL);
        g_assert_cmpint (result->status, ==, PERCH_BALLSORT_STATUS_SOLVED);
        moves = g_new0 (char *, result->moves->len + 1);
        for (guint m = 0; m < result->moves->len; m++)
          moves[m] = perch_ballsort_move_to_string (g_array_index (result->moves,
                                                                   PerchBallsortMove, m));
        g_assert_true (checker_replay (text, (const char * const *) moves, result->moves->len,
                                       shapes[i].model == PERCH_BALLSORT_MODEL_WATER));
      }
}

static void
test_refuses_bad_shapes (void)
{
  struct { guint colours, empty, capacity; const char *message; } bad[] = {
    { 1, 2, 4, "colours must be 2 to 254, not 1" },
    { 255, 2, 4, "colours must be 2 to 254, not 255" },
    { 5, 0, 4, "empty bottles must be 1 to 250 with 5 colours, not 0" },
    { 5, 2, 21, "capacity must be 2 to 20, not 21 (with 1 ball a bottle every level is "
                "solved)" },
    { 5, 2, 1, "capacity must be 2 to 20, not 1 (with 1 ball a bottle every level is "
               "solved)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_null (perch_ballsort_generate (bad[i].colours, bad[i].empty, bad[i].capacity,
                                              PERCH_BALLSORT_MODEL_BALL, 1, &error));
      g_assert_cmpstr (error->message, ==, bad[i].message);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ballsort/generator/seeded", test_seeded);
  g_test_add_func ("/ballsort/generator/shape-and-solvable", test_shape_and_solvable);
  g_test_add_func ("/ballsort/generator/refuses-bad-shapes", test_refuses_bad_shapes);

  return g_test_run ();
}
