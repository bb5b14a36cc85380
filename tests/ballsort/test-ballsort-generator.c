/* test-ballsort-generator.c: random levels are reproducible, well formed and solvable */
#include "perch-ballsort-difficulty.h"
#include "perch-ballsort-generator.h"
#include "perch-ballsort-solver.h"
#include "ballsort-checker.h"
#include "ballsort-test-moves.h"

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
    { 3, 2, 12, PERCH_BALLSORT_MODEL_WATER },
    { 2, 1, 20, PERCH_BALLSORT_MODEL_BALL },
    { 30, 3, 2, PERCH_BALLSORT_MODEL_BALL },
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
        moves = moves_to_strv (result->moves);
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
    { 5, 2, 21, "capacity must be 2 to 20, not 21" },
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

/* The proven length of @level, checked by the test's own search when it is
 * small enough. */
static guint
proven_length (const PerchBallsortLevel *level,
               PerchBallsortModel        model)
{
  g_autoptr(PerchBallsortResult) result =
    perch_ballsort_solve (level, model, PERCH_BALLSORT_DEFAULT_BUDGET, NULL, NULL);
  g_autofree char *text = perch_ballsort_level_to_string (level);

  g_assert_cmpint (result->status, ==, PERCH_BALLSORT_STATUS_SOLVED);
  g_assert_true (result->optimal);
  if (level->n_colours <= 4)
    g_assert_cmpint (checker_shortest (text, model == PERCH_BALLSORT_MODEL_WATER), ==,
                     result->moves->len);
  return result->moves->len;
}

static void
test_length (void)
{
  struct { guint colours, empty, capacity; PerchBallsortModel model; guint moves; } asked[] = {
    { 4, 2, 4, PERCH_BALLSORT_MODEL_BALL, 16 },
    { 4, 2, 4, PERCH_BALLSORT_MODEL_BALL, 6 },
    { 3, 1, 4, PERCH_BALLSORT_MODEL_WATER, 9 },
    { 6, 2, 4, PERCH_BALLSORT_MODEL_BALL, 24 },
    { 2, 1, 12, PERCH_BALLSORT_MODEL_BALL, 20 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (asked); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PerchBallsortLevel) level = NULL;
      g_autoptr(PerchBallsortLevel) again = NULL;
      PerchBallsortLengthInfo info = { 0, 0 };
      guint empty = 0;

      level = perch_ballsort_generate_length (asked[i].colours, asked[i].empty, asked[i].capacity,
                                              asked[i].model, asked[i].moves, asked[i].moves,
                                              5 + i, 5000, NULL, &info, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (info.moves, ==, asked[i].moves);
      g_assert_cmpuint (info.candidates, >=, 1);
      g_assert_cmpuint (proven_length (level, asked[i].model), ==, asked[i].moves);
      /* The shape asked for: full bottles and empty ones. */
      g_assert_cmpuint (level->n_colours, ==, asked[i].colours);
      for (guint b = 0; b < level->n_bottles; b++)
        {
          g_assert_true (level->heights[b] == 0 || level->heights[b] == asked[i].capacity);
          empty += level->heights[b] == 0;
        }
      g_assert_cmpuint (empty, ==, asked[i].empty);

      /* The same seed, the same level. */
      again = perch_ballsort_generate_length (asked[i].colours, asked[i].empty,
                                              asked[i].capacity, asked[i].model, asked[i].moves,
                                              asked[i].moves, 5 + i, 5000, NULL, NULL, NULL);
      g_assert_true (perch_ballsort_level_equal (level, again));
    }
}

static void
test_length_not_found (void)
{
  g_autoptr(GError) error = NULL;
  PerchBallsortLengthInfo info = { 0, 0 };

  /* A full deal cannot be solved in one move: the search says so. */
  g_assert_null (perch_ballsort_generate_length (4, 2, 4, PERCH_BALLSORT_MODEL_BALL, 1, 1, 3, 200,
                                                 NULL, &info, &error));
  g_assert_error (error, PERCH_BALLSORT_ERROR, PERCH_BALLSORT_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "no level with a shortest solution of 1 moves "
                                                   "found among 200 levels (the nearest had "));
  g_assert_cmpuint (info.candidates, ==, 200);
  g_assert_cmpuint (info.moves, >=, 2);
}

static void
test_difficulty (void)
{
  PerchBallsortDifficulty unknown;

  for (PerchBallsortModel model = PERCH_BALLSORT_MODEL_BALL;
       model <= PERCH_BALLSORT_MODEL_WATER; model++)
    {
      guint previous_max = 0;

      for (PerchBallsortDifficulty d = 0; d < PERCH_BALLSORT_N_DIFFICULTIES; d++)
        {
          PerchBallsortDifficultyShape shape;
          PerchBallsortDifficulty back;
          g_autoptr(PerchBallsortLevel) level = NULL;
          g_autoptr(GError) error = NULL;
          guint moves = 0;

          /* A class's band lies inside the class, above the easier ones. */
          perch_ballsort_difficulty_shape (d, model, &shape);
          g_assert_cmpuint (shape.min_moves, <=, shape.max_moves);
          g_assert_cmpuint (shape.min_moves, >, previous_max);
          previous_max = shape.max_moves;
          g_assert_cmpint (perch_ballsort_difficulty_of_length (model, shape.min_moves), ==, d);
          g_assert_cmpint (perch_ballsort_difficulty_of_length (model, shape.max_moves), ==, d);
          g_assert_true (perch_ballsort_difficulty_from_string (
                           perch_ballsort_difficulty_to_string (d), &back));
          g_assert_cmpint (back, ==, d);
          g_assert_nonnull (perch_ballsort_difficulty_name (d));

          level = perch_ballsort_generate_difficulty (d, model, 17, NULL, &moves, &error);
          g_assert_no_error (error);
          g_assert_cmpuint (level->n_colours, ==, shape.colours);
          g_assert_cmpuint (proven_length (level, model), ==, moves);
          g_assert_cmpuint (moves, >=, shape.min_moves);
          g_assert_cmpuint (moves, <=, shape.max_moves);
        }
    }
  g_assert_cmpint (perch_ballsort_difficulty_of_length (PERCH_BALLSORT_MODEL_BALL, 50), ==,
                   PERCH_BALLSORT_DIFFICULTY_EXPERT);   /* puzzle 106 */
  g_assert_false (perch_ballsort_difficulty_from_string ("impossible", &unknown));
}

static void
test_level_of_the_day (void)
{
  GDate saturday, sunday;
  g_autoptr(PerchBallsortLevel) first = NULL;
  g_autoptr(PerchBallsortLevel) again = NULL;
  g_autoptr(PerchBallsortLevel) next = NULL;
  PerchBallsortDifficultyShape shape;
  guint moves = 0, moves_again = 0;

  g_date_clear (&saturday, 1);
  g_date_clear (&sunday, 1);
  g_date_set_dmy (&saturday, 4, G_DATE_MAY, 2024);
  g_date_set_dmy (&sunday, 5, G_DATE_MAY, 2024);

  /* The same level for everyone on a date, another the next day. */
  first = perch_ballsort_level_of_the_day (&saturday, PERCH_BALLSORT_MODEL_BALL, NULL, &moves,
                                           NULL);
  again = perch_ballsort_level_of_the_day (&saturday, PERCH_BALLSORT_MODEL_BALL, NULL,
                                           &moves_again, NULL);
  next = perch_ballsort_level_of_the_day (&sunday, PERCH_BALLSORT_MODEL_BALL, NULL, NULL, NULL);
  g_assert_true (perch_ballsort_level_equal (first, again));
  g_assert_cmpuint (moves, ==, moves_again);
  g_assert_false (perch_ballsort_level_equal (first, next));

  /* The weekend is expert, Monday easy. */
  g_assert_cmpint (perch_ballsort_day_difficulty (&saturday), ==,
                   PERCH_BALLSORT_DIFFICULTY_EXPERT);
  g_date_add_days (&sunday, 1);
  g_assert_cmpint (perch_ballsort_day_difficulty (&sunday), ==, PERCH_BALLSORT_DIFFICULTY_EASY);
  perch_ballsort_difficulty_shape (PERCH_BALLSORT_DIFFICULTY_EXPERT, PERCH_BALLSORT_MODEL_BALL,
                                   &shape);
  g_assert_cmpuint (proven_length (first, PERCH_BALLSORT_MODEL_BALL), ==, moves);
  g_assert_cmpuint (moves, >=, shape.min_moves);
  g_assert_cmpuint (moves, <=, shape.max_moves);
}

static void
test_deal (void)
{
  PerchRng a, b;

  /* Deals are the generator's raw material: unsolvable ones included. */
  perch_rng_init (&a, 1);
  perch_rng_init (&b, 1);
  for (guint i = 0; i < 20; i++)
    {
      g_autoptr(PerchBallsortLevel) one = perch_ballsort_deal (8, 1, 4, &a);
      g_autoptr(PerchBallsortLevel) two = perch_ballsort_deal (8, 1, 4, &b);

      g_assert_true (perch_ballsort_level_equal (one, two));
      g_assert_cmpuint (one->n_bottles, ==, 9);
      g_assert_cmpuint (one->heights[8], ==, 0);
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
  g_test_add_func ("/ballsort/generator/deal", test_deal);
  g_test_add_func ("/ballsort/generator/length", test_length);
  g_test_add_func ("/ballsort/generator/length-not-found", test_length_not_found);
  g_test_add_func ("/ballsort/generator/difficulty", test_difficulty);
  g_test_add_func ("/ballsort/generator/level-of-the-day", test_level_of_the_day);

  return g_test_run ();
}
