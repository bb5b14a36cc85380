/* test-ballsort-dataset.c: every level of the public data set, in both models
 *
 * ../shared/data/ballsort/levels.txt lists real levels with their exact
 * optima. Each must be solved in exactly that many moves and proven shortest,
 * or proven unsolvable where listed; a level listed 'unknown' must be solved
 * or given up within the budget. Every solution is replayed by the checker.
 */
#include <stdlib.h>
#include <string.h>

#include "perch-ballsort-solver.h"
#include "ballsort-checker.h"

static int
listed_optimum (const char *line,
                const char *key)
{
  const char *at = strstr (line, key);

  g_assert_nonnull (at);
  at += strlen (key);
  if (g_str_has_prefix (at, "unsolvable"))
    return -1;
  if (g_str_has_prefix (at, "unknown"))
    return -2;
  return atoi (at);
}

static void
test_dataset (gconstpointer data)
{
  PerchBallsortModel model = GPOINTER_TO_INT (data);
  const char *shared = g_getenv ("PERCH_SHARED_DATA");
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  gboolean water = model == PERCH_BALLSORT_MODEL_WATER;
  guint n_levels = 0, n_unsolvable = 0;
  double total_ms = 0, worst_ms = 0;
  const char *worst = "";

  if (shared == NULL)
    {
      g_test_skip ("PERCH_SHARED_DATA is not set: public data set not present");
      return;
    }
  path = g_build_filename (shared, "ballsort", "levels.txt", NULL);
  if (!g_file_get_contents (path, &contents, NULL, NULL))
    {
      g_autofree char *message = g_strdup_printf ("%s not present", path);

      g_test_skip (message);
      return;
    }

  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *mark = strstr (lines[i], " :: ");
      g_autoptr(PerchBallsortLevel) level = NULL;
      g_autoptr(PerchBallsortResult) result = NULL;
      g_autoptr(GError) error = NULL;
      const char *text;
      int expected;
      gint64 start;
      double ms;

      if (lines[i][0] == '#' || mark == NULL)
        continue;
      text = mark + 4;
      expected = listed_optimum (lines[i], water ? " water=" : " ball=");
      level = perch_ballsort_level_parse (text, NULL, &error);
      g_assert_no_error (error);

      start = g_get_monotonic_time ();
      result = perch_ballsort_solve (level, model, PERCH_BALLSORT_DEFAULT_BUDGET, NULL, &error);
      ms = (g_get_monotonic_time () - start) / 1000.0;
      g_assert_no_error (error);
      total_ms += ms;
      if (ms > worst_ms)
        {
          worst_ms = ms;
          worst = lines[i];
        }
      n_levels++;

      if (result->status == PERCH_BALLSORT_STATUS_SOLVED)
        {
          g_auto(GStrv) moves = g_new0 (char *, result->moves->len + 1);

          for (guint m = 0; m < result->moves->len; m++)
            moves[m] = perch_ballsort_move_to_string (g_array_index (result->moves,
                                                                     PerchBallsortMove, m));
          if (!checker_replay (text, (const char * const *) moves, result->moves->len, water))
            g_error ("%.5s: the solution does not replay", lines[i]);
        }

      if (expected >= 0)
        {
          if (result->status != PERCH_BALLSORT_STATUS_SOLVED || !result->optimal ||
              result->moves->len != (guint) expected)
            g_error ("%.5s: expected %d moves, got %s %u (optimal %d)", lines[i], expected,
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

  g_assert_cmpuint (n_levels, >=, 500);
  g_assert_cmpuint (n_unsolvable, >=, 1);
  g_test_message ("%u levels, %.0f ms in all, slowest %.1f ms (%.5s)",
                  n_levels, total_ms, worst_ms, worst);
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

  return g_test_run ();
}
