/* perch-cli-ballsort-bench.c: 'perch-cli bench ballsort'
 *
 * Puzzle 106 in both models; every level of the public data set, each
 * optimum checked against the one it lists; then generated levels: tall
 * bottles (capacity rows) and 20 and 24 colours with 3 empty bottles, each
 * of which must be proven shortest.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-cli"

#include "perch-cli.h"

#include <stdlib.h>
#include <string.h>

#include "perch-ballsort-builtin.h"
#include "perch-ballsort-file.h"
#include "perch-ballsort-generator.h"
#include "perch-ballsort-solver.h"

#define MB ((gsize) 1024 * 1024)

typedef struct
{
  GArray  *times;
  guint64  states;
  gsize    memory;
  guint    failed;
} Row;

static void
row_init (Row *row)
{
  row->times = g_array_new (FALSE, FALSE, sizeof (double));
  row->states = 0;
  row->memory = 0;
  row->failed = 0;
}

static void
row_add (Row                       *row,
         const PerchBallsortResult *result,
         double                     ms,
         gboolean                   right)
{
  g_array_append_val (row->times, ms);
  row->states += result->states;
  row->memory = MAX (row->memory, result->memory);
  row->failed += !right;
}

/* Prints the row and frees its times. */
static void
row_print (Row        *row,
           const char *label)
{
  double *values = (double *) row->times->data;
  double total = 0;

  if (row->times->len > 0)
    {
      qsort (values, row->times->len, sizeof (double), perch_cli_compare_doubles);
      for (guint i = 0; i < row->times->len; i++)
        total += values[i];
      printf ("%-26s %6u %10.1f %10.1f %11.1f %14" G_GUINT64_FORMAT " %7" G_GSIZE_FORMAT
              " %6u\n", label, row->times->len, perch_cli_percentile (values, row->times->len, 0.5),
              values[row->times->len - 1], total, row->states, row->memory / MB, row->failed);
      fflush (stdout);
    }
  g_array_unref (row->times);
}

static PerchBallsortResult *
timed_solve (const PerchBallsortLevel *level,
             PerchBallsortModel        model,
             gsize                     budget,
             double                   *ms)
{
  gint64 start = g_get_monotonic_time ();
  PerchBallsortResult *result = perch_ballsort_solve (level, model, budget, NULL, NULL);

  *ms = perch_cli_elapsed_ms (start);
  return result;
}

static const char *
model_name (PerchBallsortModel model)
{
  return model == PERCH_BALLSORT_MODEL_BALL ? "ball" : "water";
}

/* The optimum the data set lists: moves, -1 no solution, -2 unknown. */
static int
listed_optimum (const PerchBallsortFileEntry *entry,
                PerchBallsortModel            model)
{
  g_autofree char *value = perch_ballsort_file_entry_get (entry, model_name (model));

  if (value == NULL || !g_ascii_isdigit (value[0]))
    return g_strcmp0 (value, "unsolvable") == 0 ? -1 : -2;
  return atoi (value);
}

static guint
listed_colours (const PerchBallsortFileEntry *entry)
{
  g_autofree char *value = perch_ballsort_file_entry_get (entry, "colours");

  return value != NULL ? (guint) atoi (value) : entry->level->n_colours;
}

static int
bench_data_set (const char *path,
                gsize       budget)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) levels = NULL;
  g_autofree char *contents = NULL;
  gsize length;
  int status = PERCH_CLI_EXIT_OK;

  contents = perch_cli_read_input (path, &length, &error);
  if (contents == NULL)
    return perch_cli_usage_error ("bench ballsort", "%s", error->message);
  levels = perch_ballsort_file_read (contents, length);
  for (guint i = 0; i < levels->len; i++)
    {
      PerchBallsortFileEntry *entry = g_ptr_array_index (levels, i);

      if (entry->level == NULL)
        return perch_cli_usage_error ("bench ballsort", "%s: %s", path, entry->error->message);
    }

  for (PerchBallsortModel model = PERCH_BALLSORT_MODEL_BALL;
       model <= PERCH_BALLSORT_MODEL_WATER; model++)
    {
      /* Rows by number of colours: up to 8, 9 to 11, 12, 13 to 17. */
      static const guint bands[][2] = { { 1, 8 }, { 9, 11 }, { 12, 12 }, { 13, 255 } };
      Row all;

      row_init (&all);
      for (guint band = 0; band < G_N_ELEMENTS (bands); band++)
        {
          g_autofree char *label = NULL;
          guint most = 0;
          Row row;

          row_init (&row);
          for (guint i = 0; i < levels->len; i++)
            {
              PerchBallsortFileEntry *entry = g_ptr_array_index (levels, i);
              g_autoptr(PerchBallsortResult) result = NULL;
              guint colours = listed_colours (entry);
              int expected = listed_optimum (entry, model);
              gboolean right = TRUE;
              double ms;

              if (colours < bands[band][0] || colours > bands[band][1])
                continue;
              most = MAX (most, colours);
              result = timed_solve (entry->level, model, budget, &ms);
              if (expected >= 0)
                right = result->status == PERCH_BALLSORT_STATUS_SOLVED && result->optimal &&
                        result->moves->len == (guint) expected;
              else if (expected == -1)
                right = result->status == PERCH_BALLSORT_STATUS_UNSOLVABLE;
              row_add (&row, result, ms, right);
              row_add (&all, result, ms, right);
              if (colours >= 13)
                printf ("  %.*s %s %u colours: %s%s %u moves, %.1f ms, %" G_GUINT64_FORMAT
                        " states\n", (int) strcspn (entry->name, " "), entry->name,
                        model_name (model), colours,
                        perch_ballsort_status_to_string (result->status),
                        result->optimal ? "" : " (not proven)", result->moves->len, ms,
                        result->states);
            }
          status = MAX (status, row.failed > 0 ? PERCH_CLI_EXIT_NO_ANSWER : PERCH_CLI_EXIT_OK);
          label = g_strdup_printf ("%s %u-%u colours", model_name (model), bands[band][0],
                                   MIN (bands[band][1], most));
          row_print (&row, label);
        }
      {
        g_autofree char *label = g_strdup_printf ("%s all levels", model_name (model));

        row_print (&all, label);
      }
    }
  return status;
}

/* Generated levels of one shape, seeds 1 to @n_seeds: each must be proven.
 * Raises *status when one is not. */
static void
bench_generated (guint  colours,
                 guint  empty,
                 guint  capacity,
                 guint  n_seeds,
                 gsize  budget,
                 int   *status)
{
  g_autofree char *label = g_strdup_printf ("ball %u col %u empty cap %u", colours, empty,
                                            capacity);
  Row row;

  row_init (&row);
  for (guint seed = 1; seed <= n_seeds; seed++)
    {
      g_autoptr(PerchBallsortLevel) level = NULL;
      g_autoptr(PerchBallsortResult) result = NULL;
      double ms;

      level = perch_ballsort_generate (colours, empty, capacity, PERCH_BALLSORT_MODEL_BALL,
                                       seed, NULL);
      result = timed_solve (level, PERCH_BALLSORT_MODEL_BALL, budget, &ms);
      row_add (&row, result, ms,
               result->status == PERCH_BALLSORT_STATUS_SOLVED && result->optimal);
      printf ("  seed %u: %s%s %u moves, %.1f ms, %" G_GUINT64_FORMAT " states, %"
              G_GSIZE_FORMAT " MB\n", seed, perch_ballsort_status_to_string (result->status),
              result->optimal ? "" : " (not proven)", result->moves->len, ms, result->states,
              result->memory / MB);
    }
  if (row.failed > 0)
    *status = PERCH_CLI_EXIT_NO_ANSWER;
  row_print (&row, label);
}

int
perch_cli_ballsort_bench (int    argc,
                          char **argv)
{
  g_autofree char *data = NULL;
  g_autofree char *budget_text = g_strdup_printf ("Memory budget in MB (default %" G_GSIZE_FORMAT
                                                  ": a quarter of this machine's memory)",
                                                  perch_ballsort_default_budget () / MB);
  int budget_mb = 0, repeat = 5;
  gboolean no_data = FALSE, no_large = FALSE;
  GOptionEntry entries[] = {
    { "data", 0, 0, G_OPTION_ARG_FILENAME, &data,
      "The level set (default: $PERCH_SHARED_DATA/ballsort/levels.txt, "
      "else ../shared/data/ballsort/levels.txt)", "FILE" },
    { "no-data", 0, 0, G_OPTION_ARG_NONE, &no_data, "Leave out the data set", NULL },
    { "no-large", 0, 0, G_OPTION_ARG_NONE, &no_large,
      "Leave out the 20- and 24-colour levels (a minute or more)", NULL },
    { "budget-mb", 0, 0, G_OPTION_ARG_INT, &budget_mb, budget_text, "N" },
    { "repeat", 0, 0, G_OPTION_ARG_INT, &repeat, "Runs of puzzle 106 (default 5)", "N" },
    { NULL }
  };
  /* Tall bottles: shapes whose proofs take about as long as a 12-colour
   * level of capacity 4. */
  static const guint capacity_rows[][3] = {
    { 40, 4, 2 }, { 9, 2, 6 }, { 7, 2, 8 }, { 6, 2, 12 }, { 5, 2, 20 },
  };
  g_autoptr(PerchBallsortLevel) puzzle = NULL;
  gsize budget;
  int status, exit_status = PERCH_CLI_EXIT_OK;

  status = perch_cli_parse_options ("bench ballsort", "",
                                    "Time the solver on the seed's puzzle 106 in both models, "
                                    "on every\nlevel of the public data set (checking each "
                                    "optimum), and on generated\nlevels: tall bottles, 20 and 24 "
                                    "colours (each must be proven shortest).\nTimes in ms; MB: "
                                    "the most memory one search held; failed: results\nthat "
                                    "differ from the data set, or are not proven.",
                                    NULL, entries, &argc, &argv);
  if (status >= 0)
    return status;
  if (budget_mb < 0 || repeat < 1)
    return perch_cli_usage_error ("bench ballsort", "--budget-mb and --repeat must be positive");
  budget = budget_mb > 0 ? (gsize) budget_mb * MB : perch_ballsort_default_budget ();

  puzzle = perch_ballsort_level_parse (perch_ballsort_builtin_find ("puzzle-106")->text,
                                       NULL, NULL);
  printf ("%-26s %6s %10s %10s %11s %14s %7s %6s\n", "ballsort", "levels", "median", "max",
          "total", "states", "MB", "failed");
  for (PerchBallsortModel model = PERCH_BALLSORT_MODEL_BALL;
       model <= PERCH_BALLSORT_MODEL_WATER; model++)
    {
      g_autofree char *label = g_strdup_printf ("puzzle 106 %s", model_name (model));
      Row row;

      row_init (&row);
      for (int run = 0; run < repeat; run++)
        {
          g_autoptr(PerchBallsortResult) result = NULL;
          double ms;

          result = timed_solve (puzzle, model, budget, &ms);
          row_add (&row, result, ms,
                   result->status == PERCH_BALLSORT_STATUS_SOLVED && result->optimal &&
                   result->moves->len == (model == PERCH_BALLSORT_MODEL_BALL ? 50u : 41u));
        }
      if (row.failed > 0)
        exit_status = PERCH_CLI_EXIT_NO_ANSWER;
      row_print (&row, label);
    }

  if (!no_data)
    {
      if (data == NULL)
        {
          const char *shared = g_getenv ("PERCH_SHARED_DATA");

          data = g_build_filename (shared != NULL ? shared : "../shared/data",
                                   "ballsort", "levels.txt", NULL);
        }
      if (g_file_test (data, G_FILE_TEST_EXISTS))
        {
          int data_status = bench_data_set (data, budget);

          exit_status = MAX (exit_status, data_status);
        }
      else
        printf ("data set: %s not present, skipped\n", data);
    }

  for (guint i = 0; i < G_N_ELEMENTS (capacity_rows); i++)
    bench_generated (capacity_rows[i][0], capacity_rows[i][1], capacity_rows[i][2], 3, budget,
                     &exit_status);
  if (!no_large)
    {
      bench_generated (20, 3, 4, 3, budget, &exit_status);
      bench_generated (24, 3, 4, 3, budget, &exit_status);
    }
  return exit_status;
}
