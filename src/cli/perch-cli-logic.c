/* perch-cli-logic.c: 'perch-cli logic' and 'perch-cli bench logic'
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-cli"

#include "perch-cli.h"
#include "perch-cli-logic.h"

#include <stdio.h>
#include <string.h>

#include "perch-logic-examples.h"
#include "perch-logic-puzzle.h"

#define DEFAULT_MAX_SOLUTIONS 1000

static void
print_main_help (FILE *out)
{
  fprintf (out,
           "Usage: perch-cli logic COMMAND [ARGS...]\n"
           "\n"
           "Solve logic puzzles written in the Perch logic language (see\n"
           "docs/logic-language.md) and alphametics such as SEND + MORE = MONEY.\n"
           "\n"
           "Commands:\n"
           "  solve        solve a puzzle file\n"
           "  alphametic   solve one alphametic given as arguments\n"
           "  explain      explain a puzzle step by step, as a person would solve it\n"
           "  examples     list the built-in puzzles, or print one\n"
           "\n"
           "Run 'perch-cli logic COMMAND --help' for a command's options.\n");
}

static const char solve_description[] =
  "Output: each solution kept as a table (a grid when the names are in groups\n"
  "sharing a domain, otherwise one 'name = value' line each), then a summary line:\n"
  "'unique solution', 'N solutions', 'at least N solutions' (when --nodes\n"
  "cut the search), 'first solution', 'optimal solution', 'no solution' or\n"
  "'stopped ...', with the search figures.\n"
  "\n"
  "JSON (--json), one object:\n"
  "  {\"status\": \"sat\"|\"unsat\"|\"error\"|\"stopped\", \"count\": N,\n"
  "   \"solutions\": [{\"name\": value, ...}, ...], \"optimum\": V or null,\n"
  "   \"nodes\": N, \"ms\": T,\n"
  "   \"error\": {\"line\": L, \"column\": C, \"message\": \"...\"} or null}\n"
  "(line and column are 0 when the file cannot be read).\n"
  "'count' is the number of solutions found (with --first at most 1); with\n"
  "maximize or minimize, --first gives the optimum and --all and --count the\n"
  "solutions that reach it.\n"
  "\n"
  "Status 'stopped': --nodes ended the search before a solution, or before the\n"
  "optimum was proven (the best found is given).\n"
  "\n"
  "Exit status: 0 a solution (a proven optimum), 1 no solution (or stopped),\n"
  "2 bad input.";

typedef struct
{
  gboolean all;
  gboolean count;
  gboolean first;
  gboolean json;
  gint64   nodes;
  int      max;
  int      base;
} SolveOptions;

static void
add_search_entries (GArray       *entries,
                    SolveOptions *options)
{
  GOptionEntry common[] = {
    { "first", 0, 0, G_OPTION_ARG_NONE, &options->first,
      "Stop at the first solution (the default; the optimum when optimising)", NULL },
    { "all", 0, 0, G_OPTION_ARG_NONE, &options->all, "Find every solution", NULL },
    { "count", 0, 0, G_OPTION_ARG_NONE, &options->count,
      "Count the solutions, show the first", NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &options->json, "One JSON object (see below)", NULL },
    { "nodes", 0, 0, G_OPTION_ARG_INT64, &options->nodes,
      "Give up after N search nodes (default: no limit)", "N" },
    { "max", 0, 0, G_OPTION_ARG_INT, &options->max,
      "Solutions kept with --all (default 1000)", "N" },
  };

  g_array_append_vals (entries, common, G_N_ELEMENTS (common));
}

static void
print_error (const char               *command,
             const char               *where,
             const PerchLogicLocation *location,
             const GError             *error,
             gboolean                  json)
{
  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "status");
      json_builder_add_string_value (builder, "error");
      json_builder_set_member_name (builder, "count");
      json_builder_add_int_value (builder, 0);
      json_builder_set_member_name (builder, "solutions");
      json_builder_begin_array (builder);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "optimum");
      json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "nodes");
      json_builder_add_int_value (builder, 0);
      json_builder_set_member_name (builder, "ms");
      json_builder_add_double_value (builder, 0.0);
      json_builder_set_member_name (builder, "error");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "line");
      json_builder_add_int_value (builder, location->line);
      json_builder_set_member_name (builder, "column");
      json_builder_add_int_value (builder, location->column);
      json_builder_set_member_name (builder, "message");
      perch_cli_json_add_text (builder, error->message);
      json_builder_end_object (builder);
      json_builder_end_object (builder);
      perch_cli_json_print (builder);
    }
  if (location->line == 0)
    perch_cli_usage_error (command, "%s", error->message);
  else
    perch_cli_usage_error (command, "%s%sline %u, column %u: %s", where != NULL ? where : "",
                           where != NULL ? ": " : "", location->line, location->column,
                           error->message);
}

/* Each on stderr, one line, like a mistake but solved all the same. */
void
perch_cli_logic_print_warnings (const char             *command,
                                const char             *where,
                                const PerchLogicPuzzle *puzzle)
{
  for (guint i = 0; i < perch_logic_puzzle_get_n_warnings (puzzle); i++)
    {
      const PerchLogicWarning *warning = perch_logic_puzzle_get_warning (puzzle, i);

      fprintf (stderr, "perch-cli %s: %s%sline %u, column %u: warning: %s\n", command,
               where != NULL ? where : "", where != NULL ? ": " : "", warning->where.line,
               warning->where.column, warning->message);
    }
}

static void
print_json (const PerchLogicPuzzle *puzzle,
            const PerchLogicResult *result)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  static const char * const statuses[] = { "sat", "unsat", "stopped" };

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "status");
  json_builder_add_string_value (builder, statuses[result->status]);
  json_builder_set_member_name (builder, "count");
  json_builder_add_int_value (builder, (gint64) result->count);
  json_builder_set_member_name (builder, "solutions");
  json_builder_begin_array (builder);
  for (guint s = 0; s < result->solutions->len; s++)
    {
      const gint *values = g_ptr_array_index (result->solutions, s);

      json_builder_begin_object (builder);
      for (guint i = 0; i < perch_logic_puzzle_get_n_names (puzzle); i++)
        {
          json_builder_set_member_name (builder, perch_logic_puzzle_get_name (puzzle, i));
          json_builder_add_int_value (builder, values[i]);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "optimum");
  if (result->has_optimum)
    json_builder_add_int_value (builder, result->optimum);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "nodes");
  json_builder_add_int_value (builder, (gint64) result->stats.nodes);
  json_builder_set_member_name (builder, "ms");
  perch_cli_json_add_rounded (builder, result->stats.ms, 2);
  json_builder_set_member_name (builder, "error");
  json_builder_add_null_value (builder);
  json_builder_end_object (builder);
  perch_cli_json_print (builder);
}

static void
print_text (const PerchLogicPuzzle *puzzle,
            const PerchLogicResult *result,
            PerchLogicSearch        search)
{
  g_autofree char *figures = g_strdup_printf ("%" G_GUINT64_FORMAT " nodes, %" G_GUINT64_FORMAT
                                              " failures, %" G_GUINT64_FORMAT
                                              " propagations, %.2f ms", result->stats.nodes,
                                              result->stats.failures,
                                              result->stats.propagations, result->stats.ms);

  for (guint s = 0; s < result->solutions->len; s++)
    {
      const gint *values = g_ptr_array_index (result->solutions, s);
      g_autoptr(PerchLogicTable) table = perch_logic_puzzle_tabulate (puzzle, values);
      g_autofree char *text = perch_logic_table_to_text (table);

      if (result->solutions->len > 1)
        printf ("solution %u\n", s + 1);
      printf ("%s", text);
      for (guint i = 0; i < perch_logic_puzzle_get_n_shown (puzzle); i++)
        {
          guint name = perch_logic_puzzle_get_shown (puzzle, i);

          printf ("%s%s = %d%s", i == 0 ? "show: " : ", ",
                  perch_logic_puzzle_get_name (puzzle, name), values[name],
                  i + 1 == perch_logic_puzzle_get_n_shown (puzzle) ? "\n" : "");
        }
      printf ("\n");
    }
  if (result->has_optimum)
    printf ("optimum %" G_GINT64_FORMAT "%s\n", result->optimum,
            result->status == PERCH_LOGIC_STATUS_STOPPED ? " (the best found, not proven)" : "");

  switch (result->status)
    {
    case PERCH_LOGIC_STATUS_SAT:
      if (search == PERCH_LOGIC_SEARCH_FIRST)
        printf ("%s (%s)\n", result->has_optimum ? "optimal solution" : "first solution",
                figures);
      else if (result->complete && result->count == 1)
        printf ("unique solution (%s)\n", figures);
      else
        printf ("%s%" G_GUINT64_FORMAT " solutions (%s)\n", result->complete ? "" : "at least ",
                result->count, figures);
      break;
    case PERCH_LOGIC_STATUS_UNSAT:
      printf ("no solution (%s)\n", figures);
      break;
    case PERCH_LOGIC_STATUS_STOPPED:
      printf ("stopped by the node limit, %s (%s)\n",
              result->has_optimum ? "before proving the best" : "no solution found", figures);
      break;
    default:
      g_assert_not_reached ();
    }
}

static int
solve_and_print (const char             *command,
                 const PerchLogicPuzzle *puzzle,
                 const SolveOptions     *options)
{
  g_autoptr(PerchLogicResult) result = NULL;
  g_autoptr(GError) error = NULL;
  PerchLogicSearch search = options->all ? PERCH_LOGIC_SEARCH_ALL
                            : options->count ? PERCH_LOGIC_SEARCH_COUNT
                            : PERCH_LOGIC_SEARCH_FIRST;

  result = perch_logic_puzzle_solve (puzzle, search, (guint) options->max,
                                     (guint64) options->nodes, NULL, &error);
  if (result == NULL)
    return perch_cli_usage_error (command, "%s", error->message);
  if (search == PERCH_LOGIC_SEARCH_ALL && result->solutions->len < result->count &&
      result->solutions->len < (guint) options->max)
    fprintf (stderr, "perch-cli %s: only the first %u solutions are shown: the memory for "
             "solutions is full (%" G_GUINT64_FORMAT " values)\n", command,
             result->solutions->len, PERCH_LOGIC_KEPT_VALUES_MAX);
  if (options->json)
    print_json (puzzle, result);
  else
    print_text (puzzle, result, search);
  return result->status == PERCH_LOGIC_STATUS_SAT ? PERCH_CLI_EXIT_OK : PERCH_CLI_EXIT_NO_ANSWER;
}

static int
check_search_options (const char         *command,
                      const SolveOptions *options)
{
  if (options->all + options->count + options->first > 1)
    return perch_cli_usage_error (command, "give only one of --first, --all and --count");
  if (options->nodes < 0)
    return perch_cli_usage_error (command, "--nodes cannot be negative");
  if (options->max < 1)
    return perch_cli_usage_error (command, "--max must be at least 1, not %d", options->max);
  return -1;
}

static int
command_solve (int    argc,
               char **argv)
{
  SolveOptions options = { .max = DEFAULT_MAX_SOLUTIONS };
  g_autoptr(GArray) entries = g_array_new (TRUE, TRUE, sizeof (GOptionEntry));
  g_autoptr(PerchLogicPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gsize length = 0;
  PerchLogicLocation location = { 0, };
  int status;

  add_search_entries (entries, &options);
  status = perch_cli_parse_options ("logic solve", "FILE|-",
                                    "Solve a puzzle written in the Perch logic language ('-'\n"
                                    "reads it from stdin).", solve_description,
                                    (GOptionEntry *) entries->data, &argc, &argv);
  if (status >= 0)
    return status;
  status = check_search_options ("logic solve", &options);
  if (status >= 0)
    return status;
  if (argc != 2)
    return perch_cli_usage_error ("logic solve", argc < 2 ? "give a FILE, or - for stdin"
                                                          : "give one FILE, not several");

  text = perch_cli_read_input (argv[1], &length, &error);
  if (text == NULL)
    {
      /* Not a place in the puzzle: line and column 0. */
      print_error ("logic solve", NULL, &location, error, options.json);
      return PERCH_CLI_EXIT_USAGE;
    }
  puzzle = perch_logic_puzzle_parse_bytes (text, (gssize) length, &location, &error);
  if (puzzle == NULL)
    {
      print_error ("logic solve", argv[1], &location, error, options.json);
      return PERCH_CLI_EXIT_USAGE;
    }
  perch_cli_logic_print_warnings ("logic solve", argv[1], puzzle);
  return solve_and_print ("logic solve", puzzle, &options);
}

static int
command_alphametic (int    argc,
                    char **argv)
{
  SolveOptions options = { .max = DEFAULT_MAX_SOLUTIONS, .base = 10 };
  g_autoptr(GArray) entries = g_array_new (TRUE, TRUE, sizeof (GOptionEntry));
  GOptionEntry base_entry[] = {
    { "base", 0, 0, G_OPTION_ARG_INT, &options.base, "The base of the numbers (default 10)",
      "B" },
  };
  g_autoptr(PerchLogicPuzzle) puzzle = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  PerchLogicLocation location = { 0, };
  int status;

  add_search_entries (entries, &options);
  g_array_append_vals (entries, base_entry, 1);
  status = perch_cli_parse_options ("logic alphametic", "\"SEND + MORE = MONEY\"",
                                    "Solve one alphametic: words in capitals, numbers, +, -, *\n"
                                    "and =. Each letter is a different digit and no word of\n"
                                    "several letters starts with 0. The solutions' names are\n"
                                    "the letters.", solve_description,
                                    (GOptionEntry *) entries->data, &argc, &argv);
  if (status >= 0)
    return status;
  status = check_search_options ("logic alphametic", &options);
  if (status >= 0)
    return status;
  if (options.base < 2 || options.base > 36)
    return perch_cli_usage_error ("logic alphametic", "the base must be 2 to 36, not %d",
                                  options.base);
  if (argc < 2)
    return perch_cli_usage_error ("logic alphametic", "give the alphametic, such as "
                                  "\"SEND + MORE = MONEY\"");

  line = g_strjoinv (" ", argv + 1);
  puzzle = perch_logic_puzzle_new_alphametic (line, (guint) options.base, &location, &error);
  if (puzzle == NULL)
    {
      print_error ("logic alphametic", NULL, &location, error, options.json);
      return PERCH_CLI_EXIT_USAGE;
    }
  perch_cli_logic_print_warnings ("logic alphametic", NULL, puzzle);
  return solve_and_print ("logic alphametic", puzzle, &options);
}

static int
command_examples (int    argc,
                  char **argv)
{
  GOptionEntry entries[] = { { NULL } };
  const PerchLogicExample *examples;
  guint n_examples;
  int status;

  status = perch_cli_parse_options ("logic examples", "[ID]",
                                    "Without an ID, list the built-in puzzles (ID and title);\n"
                                    "with one, print its text (to solve it: perch-cli logic\n"
                                    "examples zebra | perch-cli logic solve -).", NULL,
                                    entries, &argc, &argv);
  if (status >= 0)
    return status;
  if (argc > 2)
    return perch_cli_usage_error ("logic examples", "give at most one ID");

  if (argc == 2)
    {
      const PerchLogicExample *example = perch_logic_example_find (argv[1]);

      if (example == NULL)
        return perch_cli_usage_error ("logic examples", "no example '%s' (run 'perch-cli "
                                      "logic examples' for the list)", argv[1]);
      printf ("%s", example->text);
      return PERCH_CLI_EXIT_OK;
    }
  examples = perch_logic_examples (&n_examples);
  for (guint i = 0; i < n_examples; i++)
    printf ("%-16s %s\n", examples[i].id, examples[i].title);
  return PERCH_CLI_EXIT_OK;
}

int
perch_cli_logic (int    argc,
                 char **argv)
{
  static const PerchCliCommand commands[] = {
    { "solve", command_solve },
    { "alphametic", command_alphametic },
    { "explain", perch_cli_logic_explain },
    { "examples", command_examples },
  };

  return perch_cli_dispatch ("logic", print_main_help, commands, G_N_ELEMENTS (commands),
                             argc, argv);
}

/* The benchmark. */

typedef struct
{
  double  median;
  double  max;
  guint64 nodes;
  guint64 failures;
  guint64 count;
  gboolean complete;
} BenchRun;

static BenchRun
bench_run (const PerchLogicPuzzle *puzzle,
           PerchLogicSearch        search,
           int                     repeat,
           guint64                 node_limit)
{
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  BenchRun run = { 0, };

  for (int i = 0; i < repeat; i++)
    {
      g_autoptr(PerchLogicResult) result = perch_logic_puzzle_solve (puzzle, search, 1,
                                                                     node_limit, NULL, NULL);

      g_array_append_val (times, result->stats.ms);
      run.nodes = result->stats.nodes;
      run.failures = result->stats.failures;
      run.count = result->count;
      run.complete = result->complete;
    }
  g_array_sort (times, perch_cli_compare_doubles);
  run.median = perch_cli_percentile ((double *) times->data, times->len, 0.5);
  run.max = g_array_index (times, double, times->len - 1);
  return run;
}

static void
bench_row (const char             *label,
           const PerchLogicPuzzle *puzzle,
           gboolean                first_only,
           int                     repeat)
{
  BenchRun first = bench_run (puzzle, PERCH_LOGIC_SEARCH_FIRST, repeat, 0);

  printf ("%-34s %9.3f %9" G_GUINT64_FORMAT, label, first.median, first.nodes);
  if (first_only)
    printf (" %9s %9s %9s\n", "-", "-", "-");
  else
    {
      BenchRun all = bench_run (puzzle, PERCH_LOGIC_SEARCH_COUNT, repeat, 0);

      printf (" %9.3f %9" G_GUINT64_FORMAT " %9" G_GUINT64_FORMAT "\n", all.median, all.nodes,
              all.count);
    }
  fflush (stdout);
}

/* N queens past the 64 values a word holds: the first solution, first-fail, the median time
 * of three runs, each stopped after QUEENS_NODE_LIMIT nodes. */
#define QUEENS_NODE_LIMIT 20000

static void
bench_queens (int repeat)
{
  static const guint sizes[] = { 65, 100, 200, 500 };

  printf ("\n%-34s %9s %9s %9s\n", "N queens, first solution", "ms", "nodes", "failures");
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *text = perch_logic_queens_text (sizes[i]);
      g_autofree char *label = g_strdup_printf ("%u queens", sizes[i]);
      g_autoptr(PerchLogicPuzzle) puzzle = perch_logic_puzzle_parse (text, NULL, NULL);
      BenchRun run = bench_run (puzzle, PERCH_LOGIC_SEARCH_FIRST, MIN (repeat, 3),
                                QUEENS_NODE_LIMIT);

      printf ("%-34s %9.1f %9" G_GUINT64_FORMAT " %9" G_GUINT64_FORMAT "%s\n", label,
              run.median, run.nodes, run.failures,
              run.count == 0 ? "  (no solution within the node limit)" : "");
      fflush (stdout);
    }
}

/* The public alphametics, once each, when ../shared/data/logic is here. */
static int
bench_corpus (void)
{
  const char *shared = g_getenv ("PERCH_SHARED_DATA");
  g_autofree char *path = g_build_filename (shared != NULL ? shared : "../shared/data", "logic",
                                            "alphametics.txt", NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  guint64 nodes = 0;
  guint wrong = 0;
  double total = 0;

  contents = perch_cli_read_input (path, NULL, NULL);
  if (contents == NULL)
    {
      printf ("corpus: %s not present, skipped\n", path);
      return PERCH_CLI_EXIT_OK;
    }
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;
      g_autoptr(PerchLogicPuzzle) puzzle = NULL;
      g_autoptr(PerchLogicResult) result = NULL;
      guint base = 10;
      guint64 expected = 0;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      fields = g_strsplit (lines[i], " | ", -1);
      for (guint f = 1; fields[f] != NULL; f++)
        {
          if (g_str_has_prefix (fields[f], "base="))
            base = (guint) g_ascii_strtoull (fields[f] + 5, NULL, 10);
          else if (g_str_has_prefix (fields[f], "nsol="))
            expected = g_ascii_strtoull (fields[f] + 5, NULL, 10);
        }
      puzzle = perch_logic_puzzle_new_alphametic (fields[0], base, NULL, NULL);
      if (puzzle == NULL)
        {
          wrong++;
          continue;
        }
      result = perch_logic_puzzle_solve (puzzle, PERCH_LOGIC_SEARCH_COUNT, 1, 0, NULL, NULL);
      g_array_append_val (times, result->stats.ms);
      total += result->stats.ms;
      nodes += result->stats.nodes;
      wrong += result->count != expected;
    }
  g_array_sort (times, perch_cli_compare_doubles);
  printf ("\n%-34s %9s %9s %9s %9s %9s\n", "corpus alphametics, every solution", "count",
          "median", "max", "total ms", "wrong");
  printf ("%-34s %9u %9.3f %9.3f %9.1f %9u\n", "", times->len,
          perch_cli_percentile ((double *) times->data, times->len, 0.5),
          g_array_index (times, double, times->len - 1), total, wrong);
  printf ("%-34s %9" G_GUINT64_FORMAT "\n", "nodes in all", nodes);
  return wrong > 0 ? PERCH_CLI_EXIT_NO_ANSWER : PERCH_CLI_EXIT_OK;
}

int
perch_cli_logic_bench (int    argc,
                       char **argv)
{
  int repeat = 20;
  GOptionEntry entries[] = {
    { "repeat", 0, 0, G_OPTION_ARG_INT, &repeat, "Solve each puzzle N times (default 20)",
      "N" },
    { NULL }
  };
  const PerchLogicExample *examples;
  guint n_examples;
  int status;

  status = perch_cli_parse_options ("bench logic", "",
                                    "Time the solver on every built-in example, on N queens\n"
                                    "(every solution for 8, the first for 30) and on the\n"
                                    "hard Sudoku: the median of N runs in ms and the search\n"
                                    "nodes, to the first solution and to the end (counting\n"
                                    "every solution). Then N queens for N = 65, 100, 200 and\n"
                                    "500 (the first solution, median of 3 runs, at most 20000\n"
                                    "nodes); the step-by-step explanation of each logic grid\n"
                                    "(median and max of N, and its steps); and when the public\n"
                                    "corpus is here, every alphametic of it, checking each\n"
                                    "count.",
                                    NULL, entries, &argc, &argv);
  if (status >= 0)
    return status;
  if (repeat < 1)
    return perch_cli_usage_error ("bench logic", "--repeat must be positive, not %d", repeat);

  printf ("%-34s %9s %9s %9s %9s %9s\n", "logic", "first ms", "nodes", "all ms", "nodes",
          "solutions");
  examples = perch_logic_examples (&n_examples);
  for (guint i = 0; i < n_examples; i++)
    {
      g_autoptr(PerchLogicPuzzle) puzzle = perch_logic_puzzle_parse (examples[i].text, NULL,
                                                                     NULL);

      bench_row (examples[i].id, puzzle, FALSE, repeat);
    }
  for (guint n = 8; n <= 30; n += 22)
    {
      g_autofree char *text = perch_logic_queens_text (n);
      g_autofree char *label = g_strdup_printf ("%u queens", n);
      g_autoptr(PerchLogicPuzzle) puzzle = perch_logic_puzzle_parse (text, NULL, NULL);

      bench_row (label, puzzle, n > 8, repeat);
    }
  bench_queens (repeat);
  perch_cli_logic_bench_explain (repeat);
  return bench_corpus ();
}
