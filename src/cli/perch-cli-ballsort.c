/* perch-cli-ballsort.c: 'perch-cli ballsort' and 'perch-cli bench ballsort'
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-cli"

#include "perch-cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "perch-ballsort-builtin.h"
#include "perch-ballsort-generator.h"
#include "perch-ballsort-level.h"
#include "perch-ballsort-solver.h"

#define MB ((gsize) 1024 * 1024)

static void
print_main_help (FILE *out)
{
  fprintf (out,
           "Usage: perch-cli ballsort COMMAND [ARGS...]\n"
           "\n"
           "Solve, check and generate Ball Sort levels. A level is one line: bottles\n"
           "separated by '|', balls top first separated by spaces, '-' an empty bottle.\n"
           "Moves are written A>B with bottles numbered from 1.\n"
           "\n"
           "Commands:\n"
           "  solve      find a shortest solution, or prove there is none\n"
           "  check      replay moves and say whether each is legal\n"
           "  generate   deal a random level that has a solution\n"
           "\n"
           "Run 'perch-cli ballsort COMMAND --help' for a command's options.\n");
}

/* Parses options with GOption; returns -1 to go on, or an exit status. */
static int
parse_options (const char    *command,
               const char    *parameters,
               const char    *summary,
               GOptionEntry  *entries,
               int           *argc,
               char        ***argv)
{
  return perch_cli_parse_options (command, parameters, summary, NULL, entries, argc, argv);
}

static PerchBallsortLevel *
parse_level_or_report (const char *command,
                       const char *where,
                       const char *text)
{
  g_autoptr(GError) error = NULL;
  PerchBallsortLevel *level = perch_ballsort_level_parse (text, NULL, &error);

  if (level == NULL)
    perch_cli_usage_error (command, "%s%s%s", where != NULL ? where : "",
                           where != NULL ? ": " : "", error->message);
  return level;
}

static char *
join_arguments (int    argc,
                char **argv)
{
  return g_strjoinv (" ", argv + 1);
}

static void
print_result (const char                *id,
              const PerchBallsortResult *result,
              double                     ms,
              gboolean                   json)
{
  g_autoptr(GString) out = g_string_new (NULL);

  if (json)
    {
      g_string_append (out, "{\"id\": ");
      if (id != NULL)
        perch_cli_json_string (out, id);
      else
        g_string_append (out, "null");
      g_string_append (out, ", \"status\": ");
      perch_cli_json_string (out, perch_ballsort_status_to_string (result->status));
      if (result->status == PERCH_BALLSORT_STATUS_SOLVED)
        g_string_append_printf (out, ", \"moves\": %u", result->moves->len);
      else
        g_string_append (out, ", \"moves\": null");
      g_string_append_printf (out, ", \"optimal\": %s, \"solution\": [",
                              result->optimal ? "true" : "false");
      for (guint i = 0; i < result->moves->len; i++)
        {
          g_autofree char *move =
            perch_ballsort_move_to_string (g_array_index (result->moves, PerchBallsortMove, i));

          if (i > 0)
            g_string_append (out, ", ");
          perch_cli_json_string (out, move);
        }
      g_string_append_printf (out, "], \"states\": %" G_GUINT64_FORMAT ", \"ms\": %.1f}",
                              result->states, ms);
    }
  else
    {
      if (id != NULL)
        g_string_append_printf (out, "%s: ", id);
      switch (result->status)
        {
        case PERCH_BALLSORT_STATUS_SOLVED:
          g_string_append_printf (out, "solved in %u moves (%s; %" G_GUINT64_FORMAT
                                  " states, %.1f ms):", result->moves->len,
                                  result->optimal ? "shortest" : "not proven shortest",
                                  result->states, ms);
          for (guint i = 0; i < result->moves->len; i++)
            {
              g_autofree char *move =
                perch_ballsort_move_to_string (g_array_index (result->moves,
                                                              PerchBallsortMove, i));

              g_string_append_printf (out, " %s", move);
            }
          break;
        case PERCH_BALLSORT_STATUS_UNSOLVABLE:
          g_string_append_printf (out, "no solution exists (%" G_GUINT64_FORMAT
                                  " states, %.1f ms)", result->states, ms);
          break;
        case PERCH_BALLSORT_STATUS_GAVE_UP:
          g_string_append_printf (out, "gave up: too large for the memory budget (%"
                                  G_GUINT64_FORMAT " states, %.1f ms)", result->states, ms);
          break;
        default:
          g_assert_not_reached ();
        }
    }
  printf ("%s\n", out->str);
}

/* Splits an "ID :: LEVEL" line; a line without " :: " is a level alone. */
static const char *
split_id (char  *line,
          char **id)
{
  char *mark = strstr (line, "::");

  *id = NULL;
  if (mark == NULL)
    return line;
  *mark = '\0';
  *id = g_strstrip (line);
  return mark + 2;
}

static int
solve_one (const char         *id,
           const char         *text,
           const char         *where,
           PerchBallsortModel  model,
           gsize               budget,
           gboolean            json)
{
  g_autoptr(PerchBallsortLevel) level = parse_level_or_report ("ballsort solve", where, text);
  g_autoptr(PerchBallsortResult) result = NULL;
  gint64 start;

  if (level == NULL)
    return PERCH_CLI_EXIT_USAGE;

  start = g_get_monotonic_time ();
  result = perch_ballsort_solve (level, model, budget, NULL, NULL);
  print_result (id, result, perch_cli_elapsed_ms (start), json);
  fflush (stdout);

  return result->status == PERCH_BALLSORT_STATUS_SOLVED ? PERCH_CLI_EXIT_OK
                                                        : PERCH_CLI_EXIT_NO_ANSWER;
}

static int
command_solve (int    argc,
               char **argv)
{
  gboolean water = FALSE, json = FALSE;
  int budget_mb = 1024;
  g_autofree char *file = NULL;
  GOptionEntry entries[] = {
    { "water", 0, 0, G_OPTION_ARG_NONE, &water,
      "Water model: a move pours the whole run of one colour", NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "One JSON object per level", NULL },
    { "budget-mb", 0, 0, G_OPTION_ARG_INT, &budget_mb,
      "Memory for the exact search (default 1024)", "N" },
    { "file", 'f', 0, G_OPTION_ARG_FILENAME, &file,
      "Read levels from FILE, one a line ('ID :: LEVEL' allowed; - for stdin)", "FILE" },
    { NULL }
  };
  PerchBallsortModel model;
  gsize budget;
  int status;

  status = parse_options ("ballsort solve", "[LEVEL]",
                          "Find a shortest solution of a level, or prove that none exists.\n"
                          "JSON: {\"id\", \"status\": solved|unsolvable|gave-up, \"moves\" (null\n"
                          "without a solution), \"optimal\", \"solution\", \"states\", \"ms\"}.\n"
                          "Exit status: 0 every level solved, 1 a level without a solution\n"
                          "(or too large to solve), 2 bad input.",
                          entries, &argc, &argv);
  if (status >= 0)
    return status;
  if (budget_mb < 1)
    return perch_cli_usage_error ("ballsort solve", "--budget-mb must be at least 1, not %d",
                                  budget_mb);
  model = water ? PERCH_BALLSORT_MODEL_WATER : PERCH_BALLSORT_MODEL_BALL;
  budget = (gsize) budget_mb * MB;

  if (file == NULL)
    {
      g_autofree char *text = NULL;
      char *id = NULL;
      const char *level_text;

      if (argc < 2)
        return perch_cli_usage_error ("ballsort solve", "give a LEVEL or -f FILE "
                                      "(see --help)");
      text = join_arguments (argc, argv);
      level_text = split_id (text, &id);
      return solve_one (id, level_text, NULL, model, budget, json);
    }
  else
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *contents = NULL;
      g_auto(GStrv) lines = NULL;
      int worst = PERCH_CLI_EXIT_OK;

      if (argc > 1)
        return perch_cli_usage_error ("ballsort solve", "give either a LEVEL or -f FILE, "
                                      "not both");
      if (g_strcmp0 (file, "-") == 0)
        {
          GString *in = g_string_new (NULL);
          char buffer[4096];
          size_t n;

          while ((n = fread (buffer, 1, sizeof buffer, stdin)) > 0)
            g_string_append_len (in, buffer, n);
          contents = g_string_free (in, FALSE);
        }
      else if (!g_file_get_contents (file, &contents, NULL, &error))
        return perch_cli_usage_error ("ballsort solve", "%s", error->message);

      lines = g_strsplit (contents, "\n", -1);
      for (guint i = 0; lines[i] != NULL; i++)
        {
          g_autofree char *where = g_strdup_printf ("%s:%u", file, i + 1);
          char *line = g_strstrip (lines[i]);
          const char *level_text;
          char *id;
          int one;

          if (*line == '\0' || *line == '#')
            continue;
          level_text = split_id (line, &id);
          one = solve_one (id, level_text, where, model, budget, json);
          worst = MAX (worst, one);
        }
      return worst;
    }
}

static int
command_check (int    argc,
               char **argv)
{
  gboolean water = FALSE;
  GOptionEntry entries[] = {
    { "water", 0, 0, G_OPTION_ARG_NONE, &water,
      "Water model: a move pours the whole run of one colour", NULL },
    { NULL }
  };
  g_autoptr(PerchBallsortLevel) level = NULL;
  PerchBallsortModel model;
  int status;

  status = parse_options ("ballsort check", "LEVEL MOVES...",
                          "Replay moves on a level: one line per move saying whether it is\n"
                          "legal, then whether the level ends solved. Exit status: 0 every\n"
                          "move legal and the end solved, 1 otherwise, 2 bad input.",
                          entries, &argc, &argv);
  if (status >= 0)
    return status;
  if (argc < 2)
    return perch_cli_usage_error ("ballsort check", "give a LEVEL and its MOVES (see --help)");

  model = water ? PERCH_BALLSORT_MODEL_WATER : PERCH_BALLSORT_MODEL_BALL;
  level = parse_level_or_report ("ballsort check", NULL, argv[1]);
  if (level == NULL)
    return PERCH_CLI_EXIT_USAGE;

  for (int i = 2; i < argc; i++)
    {
      g_autoptr(GError) error = NULL;
      PerchBallsortMove move;
      PerchBallsortVerdict verdict;
      PerchBallsortLevel *next;

      if (!perch_ballsort_move_parse (argv[i], level->n_bottles, &move, &error))
        return perch_cli_usage_error ("ballsort check", "move %d: %s", i - 1, error->message);
      verdict = perch_ballsort_level_check_move (level, move);
      if (verdict != PERCH_BALLSORT_VERDICT_LEGAL)
        {
          printf ("%d %s illegal: %s\n", i - 1, argv[i], perch_ballsort_verdict_describe (verdict));
          return PERCH_CLI_EXIT_NO_ANSWER;
        }
      printf ("%d %s legal, %u ball%s\n", i - 1, argv[i],
              perch_ballsort_level_move_amount (level, model, move),
              perch_ballsort_level_move_amount (level, model, move) == 1 ? "" : "s");
      next = perch_ballsort_level_apply (level, model, move, NULL);
      perch_ballsort_level_free (level);
      level = next;
    }

  {
    g_autofree char *text = perch_ballsort_level_to_string (level);
    gboolean solved = perch_ballsort_level_is_solved (level);

    printf ("%s: %s\n", solved ? "solved" : "not solved", text);
    return solved ? PERCH_CLI_EXIT_OK : PERCH_CLI_EXIT_NO_ANSWER;
  }
}

static int
command_generate (int    argc,
                  char **argv)
{
  int colours = -1, empty = 2, capacity = 4;
  gint64 seed = -1;
  gboolean water = FALSE;
  GOptionEntry entries[] = {
    { "colours", 0, 0, G_OPTION_ARG_INT, &colours, "Number of colours (required)", "K" },
    { "empty", 0, 0, G_OPTION_ARG_INT, &empty, "Empty bottles (default 2)", "E" },
    { "capacity", 0, 0, G_OPTION_ARG_INT, &capacity, "Balls per bottle (default 4)", "C" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Seed (default: from the clock)", "S" },
    { "water", 0, 0, G_OPTION_ARG_NONE, &water, "Solvable in the water model", NULL },
    { NULL }
  };
  g_autoptr(PerchBallsortLevel) level = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  int status;

  status = parse_options ("ballsort generate", "",
                          "Deal a random level that the solver has solved. The same seed\n"
                          "gives the same level.",
                          entries, &argc, &argv);
  if (status >= 0)
    return status;
  if (argc > 1)
    return perch_cli_usage_error ("ballsort generate", "unexpected argument '%s'", argv[1]);
  if (colours < 0)
    return perch_cli_usage_error ("ballsort generate", "--colours K is required");
  if (empty < 0 || capacity < 0)
    return perch_cli_usage_error ("ballsort generate", "counts cannot be negative");

  level = perch_ballsort_generate (colours, empty, capacity,
                                   water ? PERCH_BALLSORT_MODEL_WATER : PERCH_BALLSORT_MODEL_BALL,
                                   (guint64) (seed < 0 ? g_get_real_time () : seed), &error);
  if (level == NULL)
    return perch_cli_usage_error ("ballsort generate", "%s", error->message);

  text = perch_ballsort_level_to_string (level);
  printf ("%s\n", text);
  return PERCH_CLI_EXIT_OK;
}

int
perch_cli_ballsort (int    argc,
                    char **argv)
{
  static const PerchCliCommand commands[] = {
    { "solve", command_solve },
    { "check", command_check },
    { "generate", command_generate },
  };

  return perch_cli_dispatch ("ballsort", print_main_help, commands, G_N_ELEMENTS (commands),
                             argc, argv);
}

/* The benchmark. */

typedef struct
{
  char               *id;
  guint               colours;
  int                 expected[2];     /* by model; -1 unsolvable, -2 unknown */
  PerchBallsortLevel *level;
} BenchLevel;

static void
bench_level_free (gpointer data)
{
  BenchLevel *bench = data;

  g_free (bench->id);
  perch_ballsort_level_free (bench->level);
  g_free (bench);
}

static int
parse_expected (const char *line,
                const char *key)
{
  const char *at = strstr (line, key);

  if (at == NULL)
    return -2;
  at += strlen (key);
  if (g_str_has_prefix (at, "unsolvable"))
    return -1;
  if (!g_ascii_isdigit (*at))
    return -2;
  return atoi (at);
}

static GPtrArray *
load_data_set (const char  *path,
               GError     **error)
{
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GPtrArray) levels = g_ptr_array_new_with_free_func (bench_level_free);

  if (!g_file_get_contents (path, &contents, NULL, error))
    return NULL;
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *mark = strstr (lines[i], " :: ");
      BenchLevel *bench;
      const char *colours;

      if (lines[i][0] == '#' || mark == NULL)
        continue;
      *mark = '\0';
      bench = g_new0 (BenchLevel, 1);
      bench->id = g_strndup (lines[i], strcspn (lines[i], " "));
      colours = strstr (lines[i], "colours=");
      bench->colours = colours != NULL ? atoi (colours + strlen ("colours=")) : 0;
      bench->expected[PERCH_BALLSORT_MODEL_BALL] = parse_expected (lines[i], " ball=");
      bench->expected[PERCH_BALLSORT_MODEL_WATER] = parse_expected (lines[i], " water=");
      bench->level = perch_ballsort_level_parse (mark + 4, NULL, error);
      if (bench->level == NULL)
        {
          g_prefix_error (error, "%s:%u: ", path, i + 1);
          bench_level_free (bench);
          return NULL;
        }
      g_ptr_array_add (levels, bench);
    }
  return g_steal_pointer (&levels);
}

static const char *
model_name (PerchBallsortModel model)
{
  return model == PERCH_BALLSORT_MODEL_BALL ? "ball" : "water";
}

static void
print_row (const char *label,
           GArray     *times,
           guint64     states,
           guint       wrong)
{
  double *values = (double *) times->data;
  double total = 0;

  if (times->len == 0)
    return;
  qsort (values, times->len, sizeof (double), perch_cli_compare_doubles);
  for (guint i = 0; i < times->len; i++)
    total += values[i];
  printf ("%-22s %6u %10.1f %10.1f %11.1f %14" G_GUINT64_FORMAT " %6u\n", label, times->len,
          perch_cli_percentile (values, times->len, 0.5), values[times->len - 1], total,
          states, wrong);
}

int
perch_cli_ballsort_bench (int    argc,
                          char **argv)
{
  g_autofree char *data = NULL;
  int budget_mb = 1024, repeat = 5;
  gboolean no_data = FALSE;
  GOptionEntry entries[] = {
    { "data", 0, 0, G_OPTION_ARG_FILENAME, &data,
      "The level set (default: $PERCH_SHARED_DATA/ballsort/levels.txt, "
      "else ../shared/data/ballsort/levels.txt)", "FILE" },
    { "no-data", 0, 0, G_OPTION_ARG_NONE, &no_data, "Only puzzle 106", NULL },
    { "budget-mb", 0, 0, G_OPTION_ARG_INT, &budget_mb, "Memory budget (default 1024)", "N" },
    { "repeat", 0, 0, G_OPTION_ARG_INT, &repeat, "Runs of puzzle 106 (default 5)", "N" },
    { NULL }
  };
  g_autoptr(GPtrArray) levels = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(PerchBallsortLevel) puzzle = NULL;
  gsize budget;
  int status, exit_status = PERCH_CLI_EXIT_OK;

  status = parse_options ("bench ballsort", "",
                          "Time the solver on the seed's puzzle 106 in both models, then on\n"
                          "every level of the public data set, checking each optimum.\n"
                          "Times in ms; 'wrong' counts results that differ from the data set.",
                          entries, &argc, &argv);
  if (status >= 0)
    return status;
  if (budget_mb < 1 || repeat < 1)
    return perch_cli_usage_error ("bench ballsort", "--budget-mb and --repeat must be positive");
  budget = (gsize) budget_mb * MB;

  puzzle = perch_ballsort_level_parse (perch_ballsort_builtin_find ("puzzle-106")->text,
                                       NULL, NULL);
  printf ("%-22s %6s %10s %10s %11s %14s %6s\n", "ballsort", "levels", "median", "max",
          "total", "states", "wrong");
  for (PerchBallsortModel model = PERCH_BALLSORT_MODEL_BALL;
       model <= PERCH_BALLSORT_MODEL_WATER; model++)
    {
      g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
      g_autofree char *label = g_strdup_printf ("puzzle 106 %s", model_name (model));
      guint64 states = 0;
      guint wrong = 0;

      for (int run = 0; run < repeat; run++)
        {
          g_autoptr(PerchBallsortResult) result = NULL;
          gint64 start = g_get_monotonic_time ();
          double ms;

          result = perch_ballsort_solve (puzzle, model, budget, NULL, NULL);
          ms = perch_cli_elapsed_ms (start);
          g_array_append_val (times, ms);
          states = result->states;
          wrong += !(result->status == PERCH_BALLSORT_STATUS_SOLVED && result->optimal &&
                     result->moves->len == (model == PERCH_BALLSORT_MODEL_BALL ? 50u : 41u));
        }
      print_row (label, times, states, wrong);
      if (wrong > 0)
        exit_status = PERCH_CLI_EXIT_NO_ANSWER;
    }
  fflush (stdout);

  if (no_data)
    return exit_status;
  if (data == NULL)
    {
      const char *shared = g_getenv ("PERCH_SHARED_DATA");

      data = g_build_filename (shared != NULL ? shared : "../shared/data",
                               "ballsort", "levels.txt", NULL);
    }
  if (!g_file_test (data, G_FILE_TEST_EXISTS))
    {
      printf ("data set: %s not present, skipped\n", data);
      return exit_status;
    }
  levels = load_data_set (data, &error);
  if (levels == NULL)
    return perch_cli_usage_error ("bench ballsort", "%s", error->message);

  for (PerchBallsortModel model = PERCH_BALLSORT_MODEL_BALL;
       model <= PERCH_BALLSORT_MODEL_WATER; model++)
    {
      /* Rows by number of colours: up to 8, 9 to 11, 12, 13 to 17. */
      static const guint bands[][2] = { { 1, 8 }, { 9, 11 }, { 12, 12 }, { 13, 32 } };
      g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (double));
      guint64 all_states = 0;
      guint all_wrong = 0;

      for (guint band = 0; band < G_N_ELEMENTS (bands); band++)
        {
          g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
          g_autofree char *label = NULL;
          guint64 states = 0;
          guint wrong = 0;

          for (guint i = 0; i < levels->len; i++)
            {
              BenchLevel *bench = g_ptr_array_index (levels, i);
              g_autoptr(PerchBallsortResult) result = NULL;
              int expected = bench->expected[model];
              gint64 start;
              double ms;

              if (bench->colours < bands[band][0] || bench->colours > bands[band][1])
                continue;
              start = g_get_monotonic_time ();
              result = perch_ballsort_solve (bench->level, model, budget, NULL, NULL);
              ms = perch_cli_elapsed_ms (start);
              g_array_append_val (times, ms);
              g_array_append_val (all, ms);
              states += result->states;
              if (expected >= 0)
                wrong += !(result->status == PERCH_BALLSORT_STATUS_SOLVED && result->optimal &&
                           result->moves->len == (guint) expected);
              else if (expected == -1)
                wrong += result->status != PERCH_BALLSORT_STATUS_UNSOLVABLE;
              if (bench->colours >= 13)
                printf ("  %s %s %u colours: %s%s %u moves, %.1f ms, %" G_GUINT64_FORMAT
                        " states\n", bench->id, model_name (model), bench->colours,
                        perch_ballsort_status_to_string (result->status),
                        result->optimal ? "" : " (not proven)", result->moves->len, ms,
                        result->states);
            }
          label = g_strdup_printf ("%s %u-%u colours", model_name (model), bands[band][0],
                                   MIN (bands[band][1], 17u));
          print_row (label, times, states, wrong);
          all_states += states;
          all_wrong += wrong;
          fflush (stdout);
        }
      {
        g_autofree char *label = g_strdup_printf ("%s all levels", model_name (model));

        print_row (label, all, all_states, all_wrong);
      }
      if (all_wrong > 0)
        exit_status = PERCH_CLI_EXIT_NO_ANSWER;
    }
  return exit_status;
}
