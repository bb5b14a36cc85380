/* test-ballsort-solver.c: shortest solutions, proofs of no solution, budget, cancel, hints */
#include <gio/gio.h>
#include <stdlib.h>
#include <string.h>

#include "perch-ballsort-builtin.h"
#include "perch-ballsort-file.h"
#include "perch-rng.h"
#include "perch-ballsort-generator.h"
#include "perch-ballsort-solver.h"
#include "ballsort-checker.h"
#include "ballsort-test-moves.h"

static PerchBallsortLevel *
parse_ok (const char *text)
{
  g_autoptr(GError) error = NULL;
  PerchBallsortLevel *level = perch_ballsort_level_parse (text, NULL, &error);

  g_assert_no_error (error);
  return level;
}

/* Solves, checks the status, and replays the solution with the checker. */
static PerchBallsortResult *
solve_and_check (const char         *text,
                 PerchBallsortModel  model,
                 gsize               budget)
{
  g_autoptr(PerchBallsortLevel) level = parse_ok (text);
  g_autoptr(GError) error = NULL;
  PerchBallsortResult *result;

  result = perch_ballsort_solve (level, model, budget, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (result);
  if (result->status == PERCH_BALLSORT_STATUS_SOLVED)
    {
      g_auto(GStrv) moves = moves_to_strv (result->moves);

      g_assert_true (checker_replay (text, (const char * const *) moves, result->moves->len,
                                     model == PERCH_BALLSORT_MODEL_WATER));
    }
  else
    g_assert_cmpuint (result->moves->len, ==, 0);
  return result;
}

static void
test_spec_facts (void)
{
  const char *puzzle = perch_ballsort_builtin_find ("puzzle-106")->text;
  struct { const char *text; PerchBallsortModel model; guint moves; } facts[] = {
    { puzzle, PERCH_BALLSORT_MODEL_BALL, 50 },
    { puzzle, PERCH_BALLSORT_MODEL_WATER, 41 },
    { "r r b b | b b r r | -", PERCH_BALLSORT_MODEL_BALL, 6 },
    { "r r b b | b b r r | -", PERCH_BALLSORT_MODEL_WATER, 3 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (facts); i++)
    {
      g_autoptr(PerchBallsortResult) result =
        solve_and_check (facts[i].text, facts[i].model, PERCH_BALLSORT_DEFAULT_BUDGET);

      g_assert_cmpint (result->status, ==, PERCH_BALLSORT_STATUS_SOLVED);
      g_assert_true (result->optimal);
      g_assert_cmpuint (result->moves->len, ==, facts[i].moves);
      g_assert_cmpuint (result->states, >, 0);
    }
}

static void
test_handmade_levels (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "ballsort", "data", "handmade.txt",
                                                 NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;
  guint checked = 0;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  entries = perch_ballsort_file_read (contents, -1);
  for (guint i = 0; i < entries->len; i++)
    {
      PerchBallsortFileEntry *entry = g_ptr_array_index (entries, i);

      g_assert_no_error (entry->error);
      for (PerchBallsortModel model = PERCH_BALLSORT_MODEL_BALL;
           model <= PERCH_BALLSORT_MODEL_WATER; model++)
        {
          g_autoptr(PerchBallsortResult) result =
            solve_and_check (entry->text, model, PERCH_BALLSORT_DEFAULT_BUDGET);
          g_autofree char *listed =
            perch_ballsort_file_entry_get (entry, model == PERCH_BALLSORT_MODEL_BALL ? "ball"
                                                                                       : "water");
          int reference = checker_shortest (entry->text, model == PERCH_BALLSORT_MODEL_WATER);

          g_test_message ("%s", entry->name);
          g_assert_nonnull (listed);
          if (g_str_equal (listed, "unsolvable"))
            {
              g_assert_cmpint (reference, ==, -1);
              g_assert_cmpint (result->status, ==, PERCH_BALLSORT_STATUS_UNSOLVABLE);
            }
          else
            {
              g_assert_cmpint (reference, ==, atoi (listed));
              g_assert_cmpint (result->status, ==, PERCH_BALLSORT_STATUS_SOLVED);
              g_assert_true (result->optimal);
              g_assert_cmpint (result->moves->len, ==, reference);
            }
          checked++;
        }
    }
  g_assert_cmpuint (checked, >=, 20);
}

static void
test_budget_fallback (void)
{
  const char *puzzle = perch_ballsort_builtin_find ("puzzle-106")->text;
  g_autoptr(PerchBallsortResult) small = NULL;
  g_autoptr(PerchBallsortResult) tiny = NULL;

  /* Room for a greedy search but not for the proof. */
  small = solve_and_check (puzzle, PERCH_BALLSORT_MODEL_BALL, 400 * 1024);
  g_assert_cmpint (small->status, ==, PERCH_BALLSORT_STATUS_SOLVED);
  g_assert_false (small->optimal);
  g_assert_cmpuint (small->moves->len, >=, 50);

  /* No room at all: it says so instead of answering wrongly. */
  tiny = solve_and_check (puzzle, PERCH_BALLSORT_MODEL_BALL, 16 * 1024);
  g_assert_cmpint (tiny->status, ==, PERCH_BALLSORT_STATUS_GAVE_UP);
  g_assert_false (tiny->optimal);
}

static void
test_cancel (void)
{
  g_autoptr(PerchBallsortLevel) level =
    parse_ok (perch_ballsort_builtin_find ("puzzle-106")->text);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  PerchBallsortResult *result;
  PerchProgress progress;

  perch_progress_init (&progress, cancellable, NULL, NULL);
  g_cancellable_cancel (cancellable);
  result = perch_ballsort_solve (level, PERCH_BALLSORT_MODEL_BALL,
                                 PERCH_BALLSORT_DEFAULT_BUDGET, &progress, &error);
  g_assert_null (result);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

static void
count_reports (guint64  count,
               gpointer user_data)
{
  guint64 *last = user_data;

  *last = count;
}

static void
test_progress (void)
{
  g_autoptr(PerchBallsortLevel) level =
    parse_ok (perch_ballsort_builtin_find ("puzzle-106")->text);
  g_autoptr(PerchBallsortResult) result = NULL;
  PerchProgress progress;
  guint64 last = 0;

  perch_progress_init (&progress, NULL, count_reports, &last);
  result = perch_ballsort_solve (level, PERCH_BALLSORT_MODEL_BALL,
                                 PERCH_BALLSORT_DEFAULT_BUDGET, &progress, NULL);
  g_assert_cmpuint (last, >, 0);
  g_assert_cmpuint (last, <=, result->states);
}

static void
test_deterministic (void)
{
  const char *puzzle = perch_ballsort_builtin_find ("puzzle-106")->text;
  g_autoptr(PerchBallsortResult) first = solve_and_check (puzzle, PERCH_BALLSORT_MODEL_WATER,
                                                          PERCH_BALLSORT_DEFAULT_BUDGET);
  g_autoptr(PerchBallsortResult) second = solve_and_check (puzzle, PERCH_BALLSORT_MODEL_WATER,
                                                           PERCH_BALLSORT_DEFAULT_BUDGET);

  g_assert_cmpuint (first->moves->len, ==, second->moves->len);
  g_assert_cmpmem (first->moves->data, first->moves->len * sizeof (PerchBallsortMove),
                   second->moves->data, second->moves->len * sizeof (PerchBallsortMove));
}

static void
test_bottle_order_irrelevant (void)
{
  /* The same bottles in another order need the same number of moves, and
   * the moves name the bottles as this level numbers them. */
  g_autoptr(PerchBallsortResult) a =
    solve_and_check ("re bl ye gr | gr ye bl re | bl re gr ye | ye gr re bl | - | -",
                     PERCH_BALLSORT_MODEL_BALL, PERCH_BALLSORT_DEFAULT_BUDGET);
  g_autoptr(PerchBallsortResult) b =
    solve_and_check ("- | ye gr re bl | bl re gr ye | - | gr ye bl re | re bl ye gr",
                     PERCH_BALLSORT_MODEL_BALL, PERCH_BALLSORT_DEFAULT_BUDGET);

  g_assert_cmpuint (a->moves->len, ==, b->moves->len);
}

static void
test_next_best_move (void)
{
  g_autoptr(PerchBallsortLevel) level =
    parse_ok (perch_ballsort_builtin_find ("puzzle-106")->text);
  g_autoptr(PerchBallsortLevel) after = NULL;
  g_autoptr(PerchBallsortResult) rest = NULL;
  g_autoptr(PerchBallsortLevel) solved = parse_ok ("r r r | b b b | -");
  PerchBallsortMove move;
  gboolean optimal = FALSE;

  g_assert_true (perch_ballsort_next_best_move (level, PERCH_BALLSORT_MODEL_BALL,
                                                PERCH_BALLSORT_DEFAULT_BUDGET, NULL,
                                                &move, &optimal, NULL));
  g_assert_true (optimal);
  after = perch_ballsort_level_apply (level, PERCH_BALLSORT_MODEL_BALL, move, NULL);
  g_assert_nonnull (after);
  rest = perch_ballsort_solve (after, PERCH_BALLSORT_MODEL_BALL,
                               PERCH_BALLSORT_DEFAULT_BUDGET, NULL, NULL);
  g_assert_cmpuint (rest->moves->len, ==, 49);

  /* Nothing to suggest on a solved level. */
  g_assert_false (perch_ballsort_next_best_move (solved, PERCH_BALLSORT_MODEL_BALL,
                                                 PERCH_BALLSORT_DEFAULT_BUDGET, NULL,
                                                 &move, NULL, NULL));
}

static void
test_lower_bound (void)
{
  g_autoptr(PerchBallsortLevel) level =
    parse_ok (perch_ballsort_builtin_find ("puzzle-106")->text);
  g_autoptr(PerchBallsortLevel) two = parse_ok ("r r b b | b b r r | -");

  /* Never above the optimum, and not trivially low either. */
  g_assert_cmpuint (perch_ballsort_lower_bound (level, PERCH_BALLSORT_MODEL_BALL), <=, 50);
  g_assert_cmpuint (perch_ballsort_lower_bound (level, PERCH_BALLSORT_MODEL_BALL), >=, 30);
  g_assert_cmpuint (perch_ballsort_lower_bound (level, PERCH_BALLSORT_MODEL_WATER), <=, 41);
  /* Two reds above blue, and one of the two bottom runs must go: 2 + 2. */
  g_assert_cmpuint (perch_ballsort_lower_bound (two, PERCH_BALLSORT_MODEL_BALL), ==, 4);
  g_assert_cmpuint (perch_ballsort_lower_bound (two, PERCH_BALLSORT_MODEL_WATER), ==, 2);
}

static void
test_large_levels (void)
{
  /* 20 colours in 24 bottles, and capacity 8: sizes the encoding must hold
   * (a quick solution; proving the shortest takes seconds at this size). */
  struct { guint colours, empty, capacity; } sizes[] = { { 20, 4, 4 }, { 6, 2, 8 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PerchBallsortLevel) level =
        perch_ballsort_generate (sizes[i].colours, sizes[i].empty, sizes[i].capacity,
                                 PERCH_BALLSORT_MODEL_BALL, 7 + i, &error);
      g_autofree char *text = NULL;
      g_autoptr(PerchBallsortResult) result = NULL;
      g_auto(GStrv) moves = NULL;

      g_assert_no_error (error);
      text = perch_ballsort_level_to_string (level);
      result = perch_ballsort_solve_quickly (level, PERCH_BALLSORT_MODEL_BALL,
                                             PERCH_BALLSORT_DEFAULT_BUDGET, NULL, NULL);
      g_assert_cmpint (result->status, ==, PERCH_BALLSORT_STATUS_SOLVED);
      g_assert_false (result->optimal);
      moves = moves_to_strv (result->moves);
      g_assert_true (checker_replay (text, (const char * const *) moves, result->moves->len,
                                     FALSE));
    }
}

static void
test_builtin_levels (void)
{
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  const PerchBallsortBuiltin *levels;
  guint n, previous = 0;

  levels = perch_ballsort_builtin_levels (&n);
  g_assert_cmpuint (n, >=, 8);
  g_assert_nonnull (perch_ballsort_builtin_find ("puzzle-106"));
  g_assert_null (perch_ballsort_builtin_find ("no-such-level"));
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (g_hash_table_add (ids, (gpointer) levels[i].id));
      g_assert_cmpstr (levels[i].name, !=, "");

      /* Solvable in both rules, and from easy to hard in the ball model. */
      for (PerchBallsortModel model = PERCH_BALLSORT_MODEL_BALL;
           model <= PERCH_BALLSORT_MODEL_WATER; model++)
        {
          g_autoptr(PerchBallsortResult) result =
            solve_and_check (levels[i].text, model, PERCH_BALLSORT_DEFAULT_BUDGET);

          g_assert_cmpint (result->status, ==, PERCH_BALLSORT_STATUS_SOLVED);
          g_assert_true (result->optimal);
          if (model == PERCH_BALLSORT_MODEL_BALL)
            {
              g_assert_cmpuint (result->moves->len, >=, previous);
              previous = result->moves->len;
            }
        }
    }
}

/* Holds the solver to the test's own breadth-first search and replays its
 * solution with the checker, in both models. */
static void
assert_matches_reference (const char *text)
{
  for (PerchBallsortModel model = PERCH_BALLSORT_MODEL_BALL;
       model <= PERCH_BALLSORT_MODEL_WATER; model++)
    {
      g_autoptr(PerchBallsortResult) result =
        solve_and_check (text, model, PERCH_BALLSORT_DEFAULT_BUDGET);
      int reference = checker_shortest (text, model == PERCH_BALLSORT_MODEL_WATER);

      if (reference < 0)
        g_assert_cmpint (result->status, ==, PERCH_BALLSORT_STATUS_UNSOLVABLE);
      else
        {
          if (result->status != PERCH_BALLSORT_STATUS_SOLVED ||
              result->moves->len != (guint) reference)
            g_error ("%s (%s): expected %d moves, got %s %u", text,
                     model == PERCH_BALLSORT_MODEL_BALL ? "ball" : "water", reference,
                     perch_ballsort_status_to_string (result->status), result->moves->len);
          g_assert_true (result->optimal);
        }
    }
}

/* A deal of this shape with up to @walk random legal moves played on it:
 * bottles partly filled, runs started, as a position in a game. */
static char *
random_position (guint     colours,
                 guint     empty,
                 guint     capacity,
                 guint     walk,
                 PerchRng *rng)
{
  g_autoptr(PerchBallsortLevel) level = perch_ballsort_deal (colours, empty, capacity, rng);
  guint steps = perch_rng_uniform (rng, walk + 1);

  for (guint step = 0; step < steps; step++)
    {
      PerchBallsortMove move = { perch_rng_uniform (rng, level->n_bottles),
                                 perch_rng_uniform (rng, level->n_bottles) };
      PerchBallsortModel model = perch_rng_uniform (rng, 2);

      if (perch_ballsort_level_check_move (level, move) == PERCH_BALLSORT_VERDICT_LEGAL)
        {
          PerchBallsortLevel *next = perch_ballsort_level_apply (level, model, move, NULL);

          perch_ballsort_level_free (level);
          level = next;
        }
    }
  return perch_ballsort_level_to_string (level);
}

static void
test_capacities (void)
{
  /* Capacity 1 is solved as it stands; the others by hand and dealt. */
  static const char * const handmade[] = {
    "a | b | -",
    "a | - | b | c",
    "a b | b a | -",
    "a b | a b",
    "a b c a b c | c b a c b a | a c b b a c | - | -",
    "a b a b a b | b a b a b a | -",
    "a b a b a b a b a b a b | b a b a b a b a b a b a | -",
    "a a a a a a b b b b b b | b b b b b b a a a a a a | - | -",
    "a b c a b c a b c a b c | - | c b a c b a c b a c b a | b c a b c a b c a b c a | -",
    "a b a b a b a b a b a b a b a b a b a b | b a b a b a b a b a b a b a b a b a b a | -",
    "a a b b a a b b a a b b a a b b a a b b | b b a a b b a a b b a a b b a a b b a a | -",
    "a b | a b a b a b a b a b a b a b a b a | b a b a b a b a b a b a b a b a b a b | - | -",
  };
  struct { guint colours, empty, capacity, walk; } dealt[] = {
    { 5, 1, 2, 4 }, { 6, 2, 2, 6 }, { 3, 1, 6, 6 }, { 3, 2, 6, 10 },
    { 2, 1, 12, 10 }, { 3, 1, 12, 10 }, { 2, 1, 20, 20 }, { 2, 2, 20, 20 },
  };
  PerchRng rng;

  for (guint i = 0; i < G_N_ELEMENTS (handmade); i++)
    assert_matches_reference (handmade[i]);

  perch_rng_init (&rng, 20240501);
  for (guint i = 0; i < G_N_ELEMENTS (dealt); i++)
    for (guint round = 0; round < 4; round++)
      {
        g_autofree char *text = random_position (dealt[i].colours, dealt[i].empty,
                                                 dealt[i].capacity, dealt[i].walk, &rng);

        g_test_message ("capacity %u: %s", dealt[i].capacity, text);
        assert_matches_reference (text);
      }
}

/* Many small positions of every kind, solvable or not. */
static void
test_random_positions (void)
{
  PerchRng rng;

  perch_rng_init (&rng, 7);
  for (guint i = 0; i < 300; i++)
    {
      guint capacity = 2 + perch_rng_uniform (&rng, 4);
      guint colours = 2 + perch_rng_uniform (&rng, capacity <= 3 ? 4 : 2);
      guint empty = 1 + perch_rng_uniform (&rng, 2);
      g_autofree char *text = random_position (colours, empty, capacity, 12, &rng);

      assert_matches_reference (text);
    }
}

static void
test_extra_bottles (void)
{
  static const char * const levels[] = {
    "r r b b | b b r r | -",           /* already solvable: none */
    "a b | a b",
    "a b c | b c a | c a b",
    "c3 c2 | c3 c2 | c3 c2",
  };

  for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
    for (PerchBallsortModel model = PERCH_BALLSORT_MODEL_BALL;
         model <= PERCH_BALLSORT_MODEL_WATER; model++)
      {
        g_autoptr(PerchBallsortLevel) level = parse_ok (levels[i]);
        g_autoptr(PerchBallsortLevel) larger = NULL;
        g_autoptr(PerchBallsortResult) result = NULL;
        PerchBallsortOptions options = { model, 0, FALSE, NULL, NULL };
        gboolean water = model == PERCH_BALLSORT_MODEL_WATER;
        g_autofree char *larger_text = NULL;
        g_auto(GStrv) moves = NULL;
        guint fewest = 0;

        /* The reference: add bottles until the search finds a solution. */
        for (;; fewest++)
          {
            g_autoptr(PerchBallsortLevel) grown = perch_ballsort_level_add_empty (level, fewest);
            g_autofree char *text = perch_ballsort_level_to_string (grown);

            if (checker_shortest (text, water) >= 0)
              break;
          }

        result = perch_ballsort_solve_extra (level, &options, NULL, NULL);
        g_assert_cmpint (result->status, ==, PERCH_BALLSORT_STATUS_SOLVED);
        g_assert_true (result->optimal);
        g_assert_cmpuint (result->extra, ==, fewest);
        larger = perch_ballsort_level_add_empty (level, result->extra);
        larger_text = perch_ballsort_level_to_string (larger);
        moves = moves_to_strv (result->moves);
        g_assert_true (checker_replay (larger_text, (const char * const *) moves,
                                       result->moves->len, water));
        g_assert_cmpint (result->moves->len, ==, checker_shortest (larger_text, water));
      }
}

typedef struct
{
  guint                   reports;
  PerchBallsortSearchInfo last;
} InfoLog;

static void
log_info (const PerchBallsortSearchInfo *info,
          gpointer                       user_data)
{
  InfoLog *log = user_data;

  if (log->reports > 0)
    {
      g_assert_cmpuint (info->expanded, >=, log->last.expanded);
      g_assert_cmpuint (info->bound, >=, log->last.bound);
    }
  g_assert_cmpuint (info->memory, <=, info->budget);
  g_assert_cmpuint (info->start_bound, <=, info->bound);
  log->last = *info;
  log->reports++;
}

/* How large the search is, as the page will show it. */
static void
test_search_info (void)
{
  g_autoptr(PerchBallsortLevel) level =
    parse_ok (perch_ballsort_builtin_find ("puzzle-106")->text);
  g_autoptr(PerchBallsortResult) result = NULL;
  InfoLog log = { 0 };
  PerchBallsortOptions options = { PERCH_BALLSORT_MODEL_BALL, 64 * 1024 * 1024, FALSE,
                                   log_info, &log };

  result = perch_ballsort_solve_with (level, &options, NULL, NULL);
  g_assert_cmpint (result->status, ==, PERCH_BALLSORT_STATUS_SOLVED);
  /* At least the first report and the last. */
  g_assert_cmpuint (log.reports, >=, 2);
  g_assert_true (log.last.exact);
  g_assert_cmpuint (log.last.budget, ==, 64 * 1024 * 1024);
  g_assert_cmpuint (log.last.bound, ==, 50);
  g_assert_cmpuint (log.last.start_bound, >=, 30);
  g_assert_cmpuint (log.last.expanded, ==, result->states);
  g_assert_cmpuint (result->stored, >=, result->states);
  g_assert_cmpuint (result->memory, >, 0);
  g_assert_cmpuint (result->memory, <=, 64 * 1024 * 1024);
}

/* The bound never promises more than is left, along shortest solutions. */
static void
test_bound_admissible (void)
{
  PerchRng rng;

  perch_rng_init (&rng, 11);
  for (guint i = 0; i < 40; i++)
    for (PerchBallsortModel model = PERCH_BALLSORT_MODEL_BALL;
         model <= PERCH_BALLSORT_MODEL_WATER; model++)
      {
        g_autofree char *text = random_position (3 + i % 6, 2, 4, 6, &rng);
        g_autoptr(PerchBallsortLevel) level = parse_ok (text);
        g_autoptr(PerchBallsortResult) result =
          perch_ballsort_solve (level, model, PERCH_BALLSORT_DEFAULT_BUDGET, NULL, NULL);
        g_autoptr(PerchBallsortLevel) position = perch_ballsort_level_copy (level);

        if (result->status != PERCH_BALLSORT_STATUS_SOLVED)
          continue;
        for (guint m = 0; m <= result->moves->len; m++)
          {
            g_assert_cmpuint (perch_ballsort_lower_bound (position, model), <=,
                              result->moves->len - m);
            if (m < result->moves->len)
              {
                PerchBallsortLevel *next =
                  perch_ballsort_level_apply (position, model,
                                              g_array_index (result->moves, PerchBallsortMove, m),
                                              NULL);

                perch_ballsort_level_free (position);
                position = next;
              }
          }
        g_assert_true (perch_ballsort_level_is_solved (position));
        g_assert_cmpuint (perch_ballsort_lower_bound (position, model), ==, 0);
      }
}

static void
test_default_budget (void)
{
  /* A quarter of the machine, and never less than 256 MB. */
  g_assert_cmpuint (perch_ballsort_default_budget (), >=, (gsize) 256 * 1024 * 1024);
  g_assert_cmpuint (PERCH_BALLSORT_DEFAULT_BUDGET, ==, perch_ballsort_default_budget ());
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ballsort/solver/spec-facts", test_spec_facts);
  g_test_add_func ("/ballsort/solver/handmade-levels", test_handmade_levels);
  g_test_add_func ("/ballsort/solver/budget-fallback", test_budget_fallback);
  g_test_add_func ("/ballsort/solver/cancel", test_cancel);
  g_test_add_func ("/ballsort/solver/progress", test_progress);
  g_test_add_func ("/ballsort/solver/deterministic", test_deterministic);
  g_test_add_func ("/ballsort/solver/bottle-order-irrelevant", test_bottle_order_irrelevant);
  g_test_add_func ("/ballsort/solver/next-best-move", test_next_best_move);
  g_test_add_func ("/ballsort/solver/lower-bound", test_lower_bound);
  g_test_add_func ("/ballsort/solver/large-levels", test_large_levels);
  g_test_add_func ("/ballsort/solver/builtin-levels", test_builtin_levels);
  g_test_add_func ("/ballsort/solver/capacities", test_capacities);
  g_test_add_func ("/ballsort/solver/random-positions", test_random_positions);
  g_test_add_func ("/ballsort/solver/extra-bottles", test_extra_bottles);
  g_test_add_func ("/ballsort/solver/search-info", test_search_info);
  g_test_add_func ("/ballsort/solver/bound-admissible", test_bound_admissible);
  g_test_add_func ("/ballsort/solver/default-budget", test_default_budget);

  return g_test_run ();
}
