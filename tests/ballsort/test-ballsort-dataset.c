/* test-ballsort-dataset.c: every level of the public data set, in both models
 *
 * ../shared/data/ballsort/levels.txt lists real levels with their exact
 * optima. Each must be solved in exactly that many moves and proven shortest,
 * or proven unsolvable where listed; a level listed 'unknown' must be solved
 * or given up within the budget. Every solution is replayed by the checker.
 * The levels without a solution must become solvable with the fewest extra
 * bottles. Without the data set, the tests skip.
 */
#include <stdlib.h>
#include <string.h>

#include "perch-ballsort-file.h"
#include "perch-ballsort-solver.h"
#include "ballsort-checker.h"
#include "ballsort-test-moves.h"

/* The data set's levels, or NULL (the test skipped). */
static GPtrArray *
load_data_set (void)
{
  const char *shared = g_getenv ("PERCH_SHARED_DATA");
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  gsize length;
  GPtrArray *levels;

  if (shared == NULL)
    {
      g_test_skip ("PERCH_SHARED_DATA is not set: public data set not present");
      return NULL;
    }
  path = g_build_filename (shared, "ballsort", "levels.txt", NULL);
  if (!g_file_get_contents (path, &contents, &length, NULL))
    {
      g_autofree char *message = g_strdup_printf ("%s not present", path);

      g_test_skip (message);
      return NULL;
    }
  levels = perch_ballsort_file_read (contents, length);
  for (guint i = 0; i < levels->len; i++)
    {
      PerchBallsortFileEntry *entry = g_ptr_array_index (levels, i);

      g_assert_no_error (entry->error);
      g_assert_nonnull (entry->name);
    }
  return levels;
}

static const char *
model_key (PerchBallsortModel model)
{
  return model == PERCH_BALLSORT_MODEL_WATER ? "water" : "ball";
}

/* The listed optimum: moves, -1 for no solution, -2 unknown. */
static int
listed_optimum (const PerchBallsortFileEntry *entry,
                PerchBallsortModel            model)
{
  g_autofree char *value = perch_ballsort_file_entry_get (entry, model_key (model));

  g_assert_nonnull (value);
  if (g_str_equal (value, "unsolvable"))
    return -1;
  if (g_str_equal (value, "unknown"))
    return -2;
  return atoi (value);
}

static void
test_dataset (gconstpointer data)
{
  PerchBallsortModel model = GPOINTER_TO_INT (data);
  g_autoptr(GPtrArray) levels = load_data_set ();
  gboolean water = model == PERCH_BALLSORT_MODEL_WATER;
  guint n_unsolvable = 0;
  double total_ms = 0, worst_ms = 0;
  const char *worst = "";

  if (levels == NULL)
    return;

  for (guint i = 0; i < levels->len; i++)
    {
      PerchBallsortFileEntry *entry = g_ptr_array_index (levels, i);
      g_autoptr(PerchBallsortResult) result = NULL;
      g_autoptr(GError) error = NULL;
      int expected = listed_optimum (entry, model);
      gint64 start;
      double ms;

      start = g_get_monotonic_time ();
      result = perch_ballsort_solve (entry->level, model, PERCH_BALLSORT_DEFAULT_BUDGET, NULL,
                                     &error);
      ms = (g_get_monotonic_time () - start) / 1000.0;
      g_assert_no_error (error);
      total_ms += ms;
      if (ms > worst_ms)
        {
          worst_ms = ms;
          worst = entry->name;
        }

      if (result->status == PERCH_BALLSORT_STATUS_SOLVED)
        {
          g_auto(GStrv) moves = moves_to_strv (result->moves);

          if (!checker_replay (entry->text, (const char * const *) moves, result->moves->len,
                               water))
            g_error ("%.5s: the solution does not replay", entry->name);
        }

      if (expected >= 0)
        {
          if (result->status != PERCH_BALLSORT_STATUS_SOLVED || !result->optimal ||
              result->moves->len != (guint) expected)
            g_error ("%.5s: expected %d moves, got %s %u (optimal %d)", entry->name, expected,
                     perch_ballsort_status_to_string (result->status), result->moves->len,
                     result->optimal);
        }
      else if (expected == -1)
        {
          g_assert_cmpint (result->status, ==, PERCH_BALLSORT_STATUS_UNSOLVABLE);
          n_unsolvable++;
        }
      else
        g_assert_cmpint (result->status, !=, PERCH_BALLSORT_STATUS_UNSOLVABLE);
    }

  g_assert_cmpuint (levels->len, >=, 500);
  g_assert_cmpuint (n_unsolvable, >=, 1);
  g_test_message ("%u levels, %.0f ms in all, slowest %.1f ms (%.5s)",
                  levels->len, total_ms, worst_ms, worst);
}

/* Every level without a solution: the fewest empty bottles that make it
 * solvable, its shortest solution with them replayed by the checker, and
 * one bottle fewer proven not enough (for the small ones, by the test's own
 * breadth-first search). */
static void
test_extra (gconstpointer data)
{
  PerchBallsortModel model = GPOINTER_TO_INT (data);
  g_autoptr(GPtrArray) levels = load_data_set ();
  gboolean water = model == PERCH_BALLSORT_MODEL_WATER;
  guint checked = 0;

  if (levels == NULL)
    return;

  for (guint i = 0; i < levels->len; i++)
    {
      PerchBallsortFileEntry *entry = g_ptr_array_index (levels, i);
      PerchBallsortOptions options = { model, 0, FALSE, NULL, NULL };
      g_autoptr(PerchBallsortResult) result = NULL;
      g_autoptr(PerchBallsortResult) fewer = NULL;
      g_autoptr(PerchBallsortLevel) larger = NULL;
      g_autoptr(PerchBallsortLevel) smaller = NULL;
      g_autofree char *larger_text = NULL;
      g_auto(GStrv) moves = NULL;

      if (listed_optimum (entry, model) != -1)
        continue;

      result = perch_ballsort_solve_extra (entry->level, &options, NULL, NULL);
      g_assert_cmpint (result->status, ==, PERCH_BALLSORT_STATUS_SOLVED);
      g_assert_true (result->optimal);
      g_assert_cmpuint (result->extra, >=, 1);
      g_test_message ("%.5s %s: %u more bottle(s), %u moves", entry->name, model_key (model),
                      result->extra, result->moves->len);

      larger = perch_ballsort_level_add_empty (entry->level, result->extra);
      larger_text = perch_ballsort_level_to_string (larger);
      moves = moves_to_strv (result->moves);
      g_assert_true (checker_replay (larger_text, (const char * const *) moves,
                                     result->moves->len, water));

      smaller = perch_ballsort_level_add_empty (entry->level, result->extra - 1);
      fewer = perch_ballsort_solve (smaller, model, PERCH_BALLSORT_DEFAULT_BUDGET, NULL, NULL);
      g_assert_cmpint (fewer->status, ==, PERCH_BALLSORT_STATUS_UNSOLVABLE);

      if (entry->level->n_colours <= 4)
        {
          g_autofree char *smaller_text = perch_ballsort_level_to_string (smaller);

          g_assert_cmpint (checker_shortest (smaller_text, water), ==, -1);
          g_assert_cmpint (checker_shortest (larger_text, water), ==, result->moves->len);
        }
      checked++;
    }
  g_assert_cmpuint (checked, >=, 3);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/ballsort/dataset/ball", GINT_TO_POINTER (PERCH_BALLSORT_MODEL_BALL),
                        test_dataset);
  g_test_add_data_func ("/ballsort/dataset/water", GINT_TO_POINTER (PERCH_BALLSORT_MODEL_WATER),
                        test_dataset);
  g_test_add_data_func ("/ballsort/dataset/extra-ball",
                        GINT_TO_POINTER (PERCH_BALLSORT_MODEL_BALL), test_extra);
  g_test_add_data_func ("/ballsort/dataset/extra-water",
                        GINT_TO_POINTER (PERCH_BALLSORT_MODEL_WATER), test_extra);

  return g_test_run ();
}
