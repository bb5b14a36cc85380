/* perch-cli-ballsort.c: 'perch-cli ballsort': solve, check, generate, extra bottles, statistics
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-cli"

#include "perch-cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "perch-ballsort-difficulty.h"
#include "perch-ballsort-file.h"
#include "perch-ballsort-generator.h"
#include "perch-ballsort-level.h"
#include "perch-ballsort-solver.h"

#define MB ((gsize) 1024 * 1024)
#define SHOW_WIDTH 78

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
           "  generate   deal a random level that has a solution (or one of N moves)\n"
           "  extra      the fewest empty bottles that make a level solvable\n"
           "  stats      how long the shortest solutions of random deals are\n"
           "\n"
           "Run 'perch-cli ballsort COMMAND --help' for a command's options.\n");
}

/* Arguments. A level may start with '-' ("- | r r b b | -"), which GOption
 * would take for options: such arguments, and everything after "--", are set
 * aside before GOption parses the rest. */

static const GOptionEntry *
find_entry (const GOptionEntry *entries,
            const char         *argument)
{
  for (const GOptionEntry *entry = entries; entry->long_name != NULL; entry++)
    {
      if (argument[1] == '-' && strcmp (argument + 2, entry->long_name) == 0)
        return entry;
      if (argument[1] != '-' && argument[1] == entry->short_name && argument[2] == '\0')
        return entry;
    }
  return NULL;
}

static gboolean
looks_like_level (const char *argument)
{
  return argument[0] == '-' &&
         (argument[1] == '\0' || argument[1] == ' ' || argument[1] == '\t' ||
          argument[1] == '|');
}

/* Parses the options; returns -1 to go on (the other arguments in
 * *positional, in order), or an exit status. A command that takes no other
 * arguments passes %NULL for @positional: one is a usage error. */
static int
parse_arguments (const char     *command,
                 const char     *parameters,
                 const char     *summary,
                 GOptionEntry   *entries,
                 int             argc,
                 char          **argv,
                 GPtrArray     **positional)
{
  g_autofree char **options = g_new0 (char *, argc + 1);
  g_autoptr(GPtrArray) rest = g_ptr_array_new ();
  int n_options = 0, status;
  char **parsed;

  options[n_options++] = argv[0];
  for (int i = 1; i < argc; i++)
    {
      const GOptionEntry *entry;

      if (strcmp (argv[i], "--") == 0)
        {
          for (i++; i < argc; i++)
            g_ptr_array_add (rest, argv[i]);
          break;
        }
      if (argv[i][0] != '-' || looks_like_level (argv[i]))
        {
          g_ptr_array_add (rest, argv[i]);
          continue;
        }
      options[n_options++] = argv[i];
      /* "--name VALUE" and "-n VALUE": the value stays with its option. */
      entry = find_entry (entries, argv[i]);
      if (entry != NULL && entry->arg != G_OPTION_ARG_NONE && i + 1 < argc)
        options[n_options++] = argv[++i];
    }

  parsed = options;
  status = perch_cli_parse_options (command, parameters, summary, NULL, entries, &n_options,
                                    &parsed);
  if (status >= 0)
    return status;
  if (positional == NULL)
    {
      if (n_options > 1 || rest->len > 0)
        return perch_cli_usage_error (command, "unexpected argument '%s'",
                                      n_options > 1 ? parsed[1]
                                                    : (const char *) g_ptr_array_index (rest, 0));
      return -1;
    }
  *positional = g_ptr_array_new ();
  for (int i = 1; i < n_options; i++)
    g_ptr_array_add (*positional, parsed[i]);
  g_ptr_array_extend (*positional, rest, NULL, NULL);
  return -1;
}

static PerchBallsortModel
model_of (gboolean water)
{
  return water ? PERCH_BALLSORT_MODEL_WATER : PERCH_BALLSORT_MODEL_BALL;
}

static const char *
model_name (PerchBallsortModel model)
{
  return model == PERCH_BALLSORT_MODEL_BALL ? "ball" : "water";
}

/* "Memory for the exact search, in MB (default N: a quarter of this
 * machine's memory)", for --help. */
static char *
budget_help (void)
{
  return g_strdup_printf ("Memory for the exact search, in MB (default %" G_GSIZE_FORMAT
                          ": a quarter of this machine's memory)",
                          perch_ballsort_default_budget () / MB);
}

static gboolean
check_budget (const char *command,
              int         budget_mb,
              gsize      *budget)
{
  if (budget_mb == 0)
    {
      *budget = perch_ballsort_default_budget ();
      return TRUE;
    }
  if (budget_mb < 1)
    {
      perch_cli_usage_error (command, "--budget-mb must be at least 1, not %d", budget_mb);
      return FALSE;
    }
  *budget = (gsize) budget_mb * MB;
  return TRUE;
}

/* Output. */

/* ["1>3", ...] */
static void
add_json_moves (JsonBuilder *builder,
                GArray      *moves)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < moves->len; i++)
    {
      g_autofree char *move =
        perch_ballsort_move_to_string (g_array_index (moves, PerchBallsortMove, i));

      json_builder_add_string_value (builder, move);
    }
  json_builder_end_array (builder);
}

static void
append_moves_text (GString *out,
                   GArray  *moves)
{
  for (guint i = 0; i < moves->len; i++)
    {
      g_autofree char *move =
        perch_ballsort_move_to_string (g_array_index (moves, PerchBallsortMove, i));

      g_string_append_printf (out, " %s", move);
    }
}

/* Members with a count, or null without one. */
static void
add_json_count (JsonBuilder *builder,
                const char  *member,
                gboolean     known,
                guint64      count)
{
  json_builder_set_member_name (builder, member);
  if (known)
    json_builder_add_int_value (builder, (gint64) count);
  else
    json_builder_add_null_value (builder);
}

/* "states" and "ms", which every answer ends with. */
static void
add_json_effort (JsonBuilder *builder,
                 guint64      states,
                 double       ms)
{
  json_builder_set_member_name (builder, "states");
  json_builder_add_int_value (builder, (gint64) states);
  json_builder_set_member_name (builder, "ms");
  perch_cli_json_add_rounded (builder, ms, 1);
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
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      perch_cli_json_add_text (builder, id);
      json_builder_set_member_name (builder, "status");
      json_builder_add_string_value (builder, perch_ballsort_status_to_string (result->status));
      add_json_count (builder, "moves", result->status == PERCH_BALLSORT_STATUS_SOLVED,
                      result->moves->len);
      json_builder_set_member_name (builder, "optimal");
      json_builder_add_boolean_value (builder, result->optimal);
      json_builder_set_member_name (builder, "solution");
      add_json_moves (builder, result->moves);
      add_json_effort (builder, result->states, ms);
      json_builder_end_object (builder);
      perch_cli_json_print (builder);
      return;
    }

  if (id != NULL)
    g_string_append_printf (out, "%s: ", id);
  switch (result->status)
    {
    case PERCH_BALLSORT_STATUS_SOLVED:
      g_string_append_printf (out, "solved in %u moves (%s; %" G_GUINT64_FORMAT
                              " states, %.1f ms):", result->moves->len,
                              result->optimal ? "shortest" : "not proven shortest",
                              result->states, ms);
      append_moves_text (out, result->moves);
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
  printf ("%s\n", out->str);
}

/* A level that cannot be read: an error object with --json (on stdout, as
 * every answer), else a message on stderr. */
static int
report_bad_level (const char *command,
                  const char *where,
                  const char *id,
                  guint       line,
                  gsize       column,
                  const char *message,
                  gboolean    json)
{
  g_autofree char *full = where != NULL ? g_strdup_printf ("%s: %s", where, message)
                                        : g_strdup (message);

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      perch_cli_json_add_text (builder, id);
      json_builder_set_member_name (builder, "status");
      json_builder_add_string_value (builder, "error");
      json_builder_set_member_name (builder, "error");
      perch_cli_json_add_text (builder, full);
      add_json_count (builder, "line", line > 0, line);
      json_builder_set_member_name (builder, "column");
      json_builder_add_int_value (builder, (gint64) column);
      json_builder_end_object (builder);
      perch_cli_json_print (builder);
      return PERCH_CLI_EXIT_USAGE;
    }
  return perch_cli_usage_error (command, "%s", full);
}

/* The level of the command line: the arguments joined by spaces, with an
 * optional "NAME :: " in front. */
static PerchBallsortFileEntry *
read_argument_level (GPtrArray *positional)
{
  g_autofree char *text = NULL;
  PerchBallsortFileEntry *entry;

  g_ptr_array_add (positional, NULL);
  text = g_strjoinv (" ", (char **) positional->pdata);
  g_ptr_array_remove_index (positional, positional->len - 1);

  if (strstr (text, "::") != NULL)
    return perch_ballsort_file_read_first (text, -1, NULL);

  /* A plain level: its errors count columns from its own start. */
  entry = g_new0 (PerchBallsortFileEntry, 1);
  entry->text = g_strdup (text);
  entry->level = perch_ballsort_level_parse (text, &entry->column, &entry->error);
  entry->column++;
  return entry;
}

/* --show: every position, the bottles standing side by side in rows of
 * bottles that fit a terminal, balls top first, '.' a free place; under the
 * bottles, '-' marks the one a move took from and '+' the one it filled. */
static void
print_position (const PerchBallsortLevel *level,
                int                       from,
                int                       to)
{
  guint width = 4, per_row;

  for (guint c = 0; c < level->n_colours; c++)
    width = MAX (width, strlen (level->colours[c]) + 2);
  per_row = MAX (1, SHOW_WIDTH / width);

  for (guint first = 0; first < level->n_bottles; first += per_row)
    {
      guint last = MIN (level->n_bottles, first + per_row);

      for (guint b = first; b < last; b++)
        printf ("%*u", (int) width, b + 1);
      printf ("\n");
      for (guint slot = level->capacity; slot > 0; slot--)
        {
          for (guint b = first; b < last; b++)
            printf ("%*s", (int) width,
                    slot <= level->heights[b] ? level->colours[level->balls[b][slot - 1] - 1]
                                              : ".");
          printf ("\n");
        }
      if ((from >= (int) first && from < (int) last) || (to >= (int) first && to < (int) last))
        {
          g_autoptr(GString) marks = g_string_new (NULL);

          for (guint b = first; b < last; b++)
            g_string_append_printf (marks, "%*s", (int) width,
                                    (int) b == from ? "-" : (int) b == to ? "+" : "");
          g_strchomp (marks->str);
          printf ("%s\n", marks->str);
        }
    }
}

static void
print_positions (const PerchBallsortLevel *level,
                 PerchBallsortModel        model,
                 GArray                   *moves)
{
  g_autoptr(PerchBallsortLevel) position = perch_ballsort_level_copy (level);

  printf ("\nstart\n");
  print_position (position, -1, -1);
  for (guint i = 0; i < moves->len; i++)
    {
      PerchBallsortMove move = g_array_index (moves, PerchBallsortMove, i);
      g_autofree char *text = perch_ballsort_move_to_string (move);
      PerchBallsortLevel *next = perch_ballsort_level_apply (position, model, move, NULL);

      g_assert (next != NULL);
      perch_ballsort_level_free (position);
      position = next;
      printf ("\nmove %u: %s\n", i + 1, text);
      print_position (position, move.from, move.to);
    }
}

/* --progress: how large the search is, on stderr, every second. */
static void
print_search_info (const PerchBallsortSearchInfo *info,
                   gpointer                       user_data)
{
  gint64 *next_us = user_data;
  gint64 now = g_get_monotonic_time ();

  if (now < *next_us)
    return;
  *next_us = now + G_USEC_PER_SEC;
  if (info->exact)
    fprintf (stderr, "searching: %" G_GUINT64_FORMAT " positions expanded, %" G_GUINT64_FORMAT
             " kept, %" G_GSIZE_FORMAT " of %" G_GSIZE_FORMAT " MB; no solution is shorter "
             "than %u moves\n", info->expanded, info->stored, info->memory / MB,
             info->budget / MB, info->bound);
  else
    fprintf (stderr, "searching for any solution: %" G_GUINT64_FORMAT " positions expanded, %"
             G_GUINT64_FORMAT " kept, %" G_GSIZE_FORMAT " of %" G_GSIZE_FORMAT " MB\n",
             info->expanded, info->stored, info->memory / MB, info->budget / MB);
}

/* solve */

typedef struct
{
  PerchBallsortOptions options;
  gboolean             json;
  gboolean             show;
  gboolean             progress;
  gint64               next_info_us;
} SolveSettings;

static int
solve_entry (const PerchBallsortFileEntry *entry,
             const char                   *where,
             SolveSettings                *settings)
{
  g_autoptr(PerchBallsortResult) result = NULL;
  PerchBallsortOptions options = settings->options;
  gint64 start;

  if (entry->level == NULL)
    return report_bad_level ("ballsort solve", where, entry->name, entry->line, entry->column,
                             entry->error->message, settings->json);

  if (settings->progress)
    {
      options.info_func = print_search_info;
      options.info_data = &settings->next_info_us;
    }
  start = g_get_monotonic_time ();
  result = perch_ballsort_solve_with (entry->level, &options, NULL, NULL);
  print_result (entry->name, result, perch_cli_elapsed_ms (start), settings->json);
  if (settings->show && result->status == PERCH_BALLSORT_STATUS_SOLVED)
    print_positions (entry->level, options.model, result->moves);
  fflush (stdout);

  return result->status == PERCH_BALLSORT_STATUS_SOLVED ? PERCH_CLI_EXIT_OK
                                                        : PERCH_CLI_EXIT_NO_ANSWER;
}

static int
command_solve (int    argc,
               char **argv)
{
  gboolean water = FALSE, json = FALSE, fast = FALSE, show = FALSE, progress = FALSE;
  int budget_mb = 0;
  g_autofree char *file = NULL;
  g_autofree char *budget_text = budget_help ();
  GOptionEntry entries[] = {
    { "water", 0, 0, G_OPTION_ARG_NONE, &water,
      "Water model: a move pours the whole run of one colour", NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json,
      "One JSON object per level (an error object for a bad one)", NULL },
    { "fast", 0, 0, G_OPTION_ARG_NONE, &fast,
      "A quick solution, not proven shortest", NULL },
    { "show", 0, 0, G_OPTION_ARG_NONE, &show,
      "Print every position of the solution", NULL },
    { "progress", 0, 0, G_OPTION_ARG_NONE, &progress,
      "Tell how large the search is, every second, on stderr", NULL },
    { "budget-mb", 0, 0, G_OPTION_ARG_INT, &budget_mb, budget_text, "N" },
    { "file", 'f', 0, G_OPTION_ARG_FILENAME, &file,
      "Read levels from FILE, one a line ('NAME :: LEVEL' allowed; - for stdin)", "FILE" },
    { NULL }
  };
  g_autoptr(GPtrArray) positional = NULL;
  SolveSettings settings = { { 0 }, FALSE, FALSE, FALSE, 0 };
  int status;

  status = parse_arguments ("ballsort solve", "[--] [LEVEL]",
                            "Find a shortest solution of a level, or prove that none exists.\n"
                            "JSON: {\"id\", \"status\": solved|unsolvable|gave-up, \"moves\" "
                            "(null\nwithout a solution), \"optimal\", \"solution\", \"states\", "
                            "\"ms\"}; for a bad\nlevel {\"id\", \"status\": \"error\", \"error\", "
                            "\"line\", \"column\"}.\nExit status: 0 every level solved, 1 a level "
                            "without a solution\n(or too large to solve), 2 bad input.",
                            entries, argc, argv, &positional);
  if (status >= 0)
    return status;
  if (!check_budget ("ballsort solve", budget_mb, &settings.options.budget))
    return PERCH_CLI_EXIT_USAGE;
  settings.options.model = model_of (water);
  settings.options.fast = fast;
  settings.json = json;
  settings.show = show;
  settings.progress = progress;

  if (file == NULL)
    {
      g_autoptr(PerchBallsortFileEntry) entry = NULL;

      if (positional->len == 0)
        return perch_cli_usage_error ("ballsort solve", "give a LEVEL or -f FILE "
                                      "(see --help)");
      entry = read_argument_level (positional);
      return solve_entry (entry, NULL, &settings);
    }
  else
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) levels = NULL;
      g_autofree char *contents = NULL;
      gsize length = 0;
      int worst = PERCH_CLI_EXIT_OK;

      if (positional->len > 0)
        return perch_cli_usage_error ("ballsort solve", "give either a LEVEL or -f FILE, "
                                      "not both");
      contents = perch_cli_read_input (file, &length, &error);
      if (contents == NULL)
        return perch_cli_usage_error ("ballsort solve", "%s", error->message);

      levels = perch_ballsort_file_read (contents, length);
      for (guint i = 0; i < levels->len; i++)
        {
          int one = solve_entry (g_ptr_array_index (levels, i), file, &settings);

          worst = MAX (worst, one);
        }
      return worst;
    }
}

/* check */

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
  g_autoptr(GPtrArray) positional = NULL;
  g_autoptr(GError) error = NULL;
  PerchBallsortModel model;
  int status;

  status = parse_arguments ("ballsort check", "[--] LEVEL MOVES...",
                            "Replay moves on a level: one line per move saying whether it is\n"
                            "legal, then whether the level ends solved. Exit status: 0 every\n"
                            "move legal and the end solved, 1 otherwise, 2 bad input.",
                            entries, argc, argv, &positional);
  if (status >= 0)
    return status;
  if (positional->len < 1)
    return perch_cli_usage_error ("ballsort check", "give a LEVEL and its MOVES (see --help)");

  model = model_of (water);
  level = perch_ballsort_level_parse (g_ptr_array_index (positional, 0), NULL, &error);
  if (level == NULL)
    return perch_cli_usage_error ("ballsort check", "%s", error->message);

  for (guint i = 1; i < positional->len; i++)
    {
      const char *text = g_ptr_array_index (positional, i);
      g_autoptr(GError) move_error = NULL;
      PerchBallsortMove move;
      PerchBallsortVerdict verdict;
      PerchBallsortLevel *next;
      guint amount;

      if (!perch_ballsort_move_parse (text, level->n_bottles, &move, &move_error))
        return perch_cli_usage_error ("ballsort check", "move %u: %s", i, move_error->message);
      verdict = perch_ballsort_level_check_move (level, move);
      if (verdict != PERCH_BALLSORT_VERDICT_LEGAL)
        {
          printf ("%u %s illegal: %s\n", i, text, perch_ballsort_verdict_describe (verdict));
          return PERCH_CLI_EXIT_NO_ANSWER;
        }
      amount = perch_ballsort_level_move_amount (level, model, move);
      printf ("%u %s legal, %u ball%s\n", i, text, amount, amount == 1 ? "" : "s");
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

/* generate */

typedef struct
{
  GCancellable *cancellable;
  gint64        deadline_us;
} Deadline;

/* Stops the generator when its time is up (its progress report comes after
 * every level it solves, at most every 100 ms). */
static void
check_deadline (guint64  count,
                gpointer user_data)
{
  Deadline *deadline = user_data;

  if (g_get_monotonic_time () > deadline->deadline_us)
    g_cancellable_cancel (deadline->cancellable);
}

/* "YYYY-MM-DD" or "today" */
static gboolean
parse_date (const char *text,
            GDate      *date)
{
  guint year, month, day;
  char end;

  if (g_strcmp0 (text, "today") == 0)
    {
      g_date_set_time_t (date, time (NULL));
      return TRUE;
    }
  if (sscanf (text, "%4u-%2u-%2u%c", &year, &month, &day, &end) != 3 ||
      !g_date_valid_dmy (day, month, year))
    return FALSE;
  g_date_set_dmy (date, day, month, year);
  return TRUE;
}

static int
command_generate (int    argc,
                  char **argv)
{
  int colours = -1, empty = 2, capacity = 4, moves = 0, seconds = 60;
  gint64 seed = -1;
  gboolean water = FALSE, json = FALSE;
  g_autofree char *difficulty_text = NULL, *day_text = NULL;
  GOptionEntry entries[] = {
    { "colours", 0, 0, G_OPTION_ARG_INT, &colours, "Number of colours (required)", "K" },
    { "empty", 0, 0, G_OPTION_ARG_INT, &empty, "Empty bottles (default 2)", "E" },
    { "capacity", 0, 0, G_OPTION_ARG_INT, &capacity, "Balls per bottle (default 4)", "C" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Seed (default: from the clock)", "S" },
    { "water", 0, 0, G_OPTION_ARG_NONE, &water, "Solvable in the water model", NULL },
    { "moves", 0, 0, G_OPTION_ARG_INT, &moves,
      "A level whose shortest solution has exactly N moves (pours with --water)", "N" },
    { "time", 0, 0, G_OPTION_ARG_INT, &seconds,
      "With --moves: give up after this many seconds (default 60)", "SECONDS" },
    { "difficulty", 0, 0, G_OPTION_ARG_STRING, &difficulty_text,
      "A level of a difficulty, by its proven length (instead of --colours)",
      "easy|medium|hard|expert" },
    { "day", 0, 0, G_OPTION_ARG_STRING, &day_text,
      "The level of the day (the same everywhere; instead of --colours)", "YYYY-MM-DD|today" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json,
      "{\"level\", \"moves\" (proven length, or null), \"difficulty\", \"seed\"}", NULL },
    { NULL }
  };
  g_autoptr(PerchBallsortLevel) level = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  PerchBallsortModel model;
  int difficulty = -1;
  guint proven = 0;
  guint64 used_seed;
  int status;

  status = parse_arguments ("ballsort generate", "",
                            "Deal a random level that the solver has solved; with --moves N, a\n"
                            "level whose proven shortest solution is N moves; with --difficulty,\n"
                            "one of that class (its proven length tells); with --day, the level\n"
                            "of the day. The same seed gives the same level. Exit status: 0 a\n"
                            "level, 1 none of N moves found in the time, 2 bad input.",
                            entries, argc, argv, NULL);
  if (status >= 0)
    return status;
  if ((difficulty_text != NULL) + (day_text != NULL) + (colours >= 0) != 1)
    return perch_cli_usage_error ("ballsort generate", "give one of --colours K, --difficulty "
                                  "or --day");
  if (empty < 0 || capacity < 0 || moves < 0)
    return perch_cli_usage_error ("ballsort generate", "counts cannot be negative");
  if (seconds < 1)
    return perch_cli_usage_error ("ballsort generate", "--time must be at least 1 second");

  model = model_of (water);
  used_seed = seed < 0 ? perch_rng_seed_from_time () : (guint64) seed;
  if (day_text != NULL)
    {
      GDate date;

      g_date_clear (&date, 1);
      if (!parse_date (day_text, &date))
        return perch_cli_usage_error ("ballsort generate", "--day: '%s' is not a date "
                                      "(YYYY-MM-DD or today)", day_text);
      difficulty = perch_ballsort_day_difficulty (&date);
      level = perch_ballsort_level_of_the_day (&date, model, NULL, &proven, &error);
    }
  else if (difficulty_text != NULL)
    {
      PerchBallsortDifficulty chosen;

      if (!perch_ballsort_difficulty_from_string (difficulty_text, &chosen))
        return perch_cli_usage_error ("ballsort generate", "--difficulty: '%s' is not easy, "
                                      "medium, hard or expert", difficulty_text);
      difficulty = chosen;
      level = perch_ballsort_generate_difficulty (chosen, model, used_seed, NULL, &proven,
                                                  &error);
    }
  else if (moves == 0)
    level = perch_ballsort_generate (colours, empty, capacity, model, used_seed, &error);
  else
    {
      g_autoptr(GCancellable) cancellable = g_cancellable_new ();
      Deadline deadline = { cancellable, g_get_monotonic_time () + seconds * G_USEC_PER_SEC };
      PerchBallsortLengthInfo info = { 0, 0 };
      PerchProgress progress;

      if (!perch_ballsort_check_shape (colours, empty, capacity, &error))
        return perch_cli_usage_error ("ballsort generate", "%s", error->message);
      perch_progress_init (&progress, cancellable, check_deadline, &deadline);
      level = perch_ballsort_generate_length (colours, empty, capacity, model, moves, moves,
                                              used_seed, G_MAXUINT, &progress, &info, &error);
      if (level == NULL)
        {
          if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
            fprintf (stderr, "perch-cli ballsort generate: no level with a shortest solution of "
                     "%d %s found in %d s (%u levels solved; the nearest had %u)\n", moves,
                     water ? "pours" : "moves", seconds, info.candidates, info.moves);
          else
            fprintf (stderr, "perch-cli ballsort generate: %s\n", error->message);
          return PERCH_CLI_EXIT_NO_ANSWER;
        }
      proven = info.moves;
    }
  if (level == NULL)
    return perch_cli_usage_error ("ballsort generate", "%s", error->message);

  text = perch_ballsort_level_to_string (level);
  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "level");
      json_builder_add_string_value (builder, text);
      add_json_count (builder, "moves", proven > 0, proven);
      json_builder_set_member_name (builder, "difficulty");
      perch_cli_json_add_text (builder, difficulty >= 0
                                        ? perch_ballsort_difficulty_to_string (difficulty)
                                        : NULL);
      add_json_count (builder, "seed", day_text == NULL, used_seed);
      json_builder_end_object (builder);
      perch_cli_json_print (builder);
    }
  else
    printf ("%s\n", text);
  return PERCH_CLI_EXIT_OK;
}

/* extra */

/* {"extra", "moves", "optimal", "solution", "states", "ms"}; without @result (no answer
 * within the budget), nulls and no moves. */
static void
print_extra_json (const PerchBallsortResult *result,
                  guint64                    states,
                  double                     ms)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  add_json_count (builder, "extra", result != NULL, result != NULL ? result->extra : 0);
  add_json_count (builder, "moves", result != NULL, result != NULL ? result->moves->len : 0);
  json_builder_set_member_name (builder, "optimal");
  json_builder_add_boolean_value (builder, result != NULL && result->optimal);
  json_builder_set_member_name (builder, "solution");
  if (result != NULL)
    add_json_moves (builder, result->moves);
  else
    {
      json_builder_begin_array (builder);
      json_builder_end_array (builder);
    }
  add_json_effort (builder, states, ms);
  json_builder_end_object (builder);
  perch_cli_json_print (builder);
}

static int
command_extra (int    argc,
               char **argv)
{
  gboolean water = FALSE, json = FALSE, show = FALSE, progress = FALSE;
  int budget_mb = 0;
  g_autofree char *budget_text = budget_help ();
  GOptionEntry entries[] = {
    { "water", 0, 0, G_OPTION_ARG_NONE, &water,
      "Water model: a move pours the whole run of one colour", NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "A JSON object", NULL },
    { "show", 0, 0, G_OPTION_ARG_NONE, &show,
      "Print every position of the solution", NULL },
    { "progress", 0, 0, G_OPTION_ARG_NONE, &progress,
      "Tell how large the search is, every second, on stderr", NULL },
    { "budget-mb", 0, 0, G_OPTION_ARG_INT, &budget_mb, budget_text, "N" },
    { NULL }
  };
  g_autoptr(PerchBallsortFileEntry) entry = NULL;
  g_autoptr(PerchBallsortResult) result = NULL;
  g_autoptr(PerchBallsortLevel) larger = NULL;
  g_autoptr(GPtrArray) positional = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  PerchBallsortOptions options = { 0 };
  gint64 next_info_us = 0, start;
  gboolean solved;
  double ms;
  int status;

  status = parse_arguments ("ballsort extra", "[--] LEVEL",
                            "The fewest empty bottles to add to a level so that it can be\n"
                            "solved (0 if it can already), and the shortest solution with them;\n"
                            "the added bottles come after the level's own. JSON: {\"extra\",\n"
                            "\"moves\", \"optimal\", \"solution\", \"states\", \"ms\"}; for a bad "
                            "level\n{\"id\", \"status\": \"error\", \"error\", \"line\", "
                            "\"column\"}. Exit status: 0 answered,\n1 too large for the memory "
                            "budget, 2 bad input.",
                            entries, argc, argv, &positional);
  if (status >= 0)
    return status;
  if (!check_budget ("ballsort extra", budget_mb, &options.budget))
    return PERCH_CLI_EXIT_USAGE;
  if (positional->len == 0)
    return perch_cli_usage_error ("ballsort extra", "give a LEVEL (see --help)");
  entry = read_argument_level (positional);
  if (entry->level == NULL)
    return report_bad_level ("ballsort extra", NULL, entry->name, entry->line, entry->column,
                             entry->error->message, json);

  options.model = model_of (water);
  if (progress)
    {
      options.info_func = print_search_info;
      options.info_data = &next_info_us;
    }
  start = g_get_monotonic_time ();
  result = perch_ballsort_solve_extra (entry->level, &options, NULL, NULL);
  ms = perch_cli_elapsed_ms (start);

  solved = result != NULL && result->status == PERCH_BALLSORT_STATUS_SOLVED;
  if (json)
    print_extra_json (solved ? result : NULL, result != NULL ? result->states : 0, ms);
  else if (!solved)
    printf ("gave up: too large for the memory budget with %u more bottle%s (%.1f ms)\n",
            result != NULL ? result->extra : 0,
            result != NULL && result->extra == 1 ? "" : "s", ms);
  else
    {
      if (result->extra == 0)
        g_string_append (out, "no bottle needed: ");
      else
        g_string_append_printf (out, "%u more empty bottle%s (bottle%s %u%s): ", result->extra,
                                result->extra == 1 ? "" : "s", result->extra == 1 ? "" : "s",
                                entry->level->n_bottles + 1,
                                result->extra == 1 ? "" : " on");
      g_string_append_printf (out, "solved in %u moves (%s; %" G_GUINT64_FORMAT " states, "
                              "%.1f ms):", result->moves->len,
                              result->optimal ? "shortest" : "not proven shortest",
                              result->states, ms);
      append_moves_text (out, result->moves);
      printf ("%s\n", out->str);
    }
  if (!solved)
    return PERCH_CLI_EXIT_NO_ANSWER;
  if (show)
    {
      larger = perch_ballsort_level_add_empty (entry->level, result->extra);
      print_positions (larger, options.model, result->moves);
    }
  return PERCH_CLI_EXIT_OK;
}

/* stats */

static int
command_stats (int    argc,
               char **argv)
{
  int colours = -1, empty = 2, capacity = 4, count = 100, budget_mb = 0;
  gint64 seed = 1;
  gboolean water = FALSE, json = FALSE;
  g_autofree char *budget_text = budget_help ();
  GOptionEntry entries[] = {
    { "colours", 0, 0, G_OPTION_ARG_INT, &colours, "Number of colours (required)", "K" },
    { "empty", 0, 0, G_OPTION_ARG_INT, &empty, "Empty bottles (default 2)", "E" },
    { "capacity", 0, 0, G_OPTION_ARG_INT, &capacity, "Balls per bottle (default 4)", "C" },
    { "count", 0, 0, G_OPTION_ARG_INT, &count, "Deals (default 100)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Seed of the first deal (default 1)", "S" },
    { "water", 0, 0, G_OPTION_ARG_NONE, &water, "Water model", NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "A JSON object", NULL },
    { "budget-mb", 0, 0, G_OPTION_ARG_INT, &budget_mb, budget_text, "N" },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) lengths = g_array_new (FALSE, TRUE, sizeof (guint));
  guint unsolvable = 0, gave_up = 0, solved = 0, longest = 0, shortest = G_MAXUINT;
  guint64 total = 0;
  PerchBallsortModel model;
  gsize budget;
  gint64 start;
  PerchRng rng;
  int status;

  status = parse_arguments ("ballsort stats", "",
                            "Deal COUNT random levels (each colour's bottle full, then the empty\n"
                            "ones; the deals of the seed, in order), solve each exactly, and "
                            "print\nhow many have each shortest length, and how many have no "
                            "solution.",
                            entries, argc, argv, NULL);
  if (status >= 0)
    return status;
  if (colours < 0)
    return perch_cli_usage_error ("ballsort stats", "--colours K is required");
  if (count < 1 || empty < 0 || capacity < 0)
    return perch_cli_usage_error ("ballsort stats", "--count must be at least 1 and the other "
                                  "counts cannot be negative");
  if (!perch_ballsort_check_shape (colours, empty, capacity, &error))
    return perch_cli_usage_error ("ballsort stats", "%s", error->message);
  if (!check_budget ("ballsort stats", budget_mb, &budget))
    return PERCH_CLI_EXIT_USAGE;

  model = model_of (water);
  perch_rng_init (&rng, (guint64) seed);
  start = g_get_monotonic_time ();
  for (int i = 0; i < count; i++)
    {
      g_autoptr(PerchBallsortLevel) level = perch_ballsort_deal (colours, empty, capacity, &rng);
      g_autoptr(PerchBallsortResult) result = perch_ballsort_solve (level, model, budget, NULL,
                                                                    NULL);

      if (result->status == PERCH_BALLSORT_STATUS_UNSOLVABLE)
        unsolvable++;
      else if (result->status == PERCH_BALLSORT_STATUS_GAVE_UP || !result->optimal)
        gave_up++;
      else
        {
          guint n = result->moves->len;

          if (n >= lengths->len)
            g_array_set_size (lengths, n + 1);
          g_array_index (lengths, guint, n)++;
          longest = MAX (longest, n);
          shortest = MIN (shortest, n);
          total += n;
          solved++;
        }
    }

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "colours");
      json_builder_add_int_value (builder, colours);
      json_builder_set_member_name (builder, "empty");
      json_builder_add_int_value (builder, empty);
      json_builder_set_member_name (builder, "capacity");
      json_builder_add_int_value (builder, capacity);
      json_builder_set_member_name (builder, "model");
      json_builder_add_string_value (builder, model_name (model));
      json_builder_set_member_name (builder, "seed");
      json_builder_add_int_value (builder, seed);
      json_builder_set_member_name (builder, "deals");
      json_builder_add_int_value (builder, count);
      /* {"LENGTH": DEALS, ...}, shortest first, only lengths that occur */
      json_builder_set_member_name (builder, "lengths");
      json_builder_begin_object (builder);
      for (guint n = 0; n < lengths->len; n++)
        if (g_array_index (lengths, guint, n) > 0)
          {
            char length[16];

            g_snprintf (length, sizeof length, "%u", n);
            json_builder_set_member_name (builder, length);
            json_builder_add_int_value (builder, g_array_index (lengths, guint, n));
          }
      json_builder_end_object (builder);
      json_builder_set_member_name (builder, "unsolvable");
      json_builder_add_int_value (builder, unsolvable);
      json_builder_set_member_name (builder, "gave_up");
      json_builder_add_int_value (builder, gave_up);
      json_builder_set_member_name (builder, "ms");
      perch_cli_json_add_rounded (builder, perch_cli_elapsed_ms (start), 1);
      json_builder_end_object (builder);
      perch_cli_json_print (builder);
      return PERCH_CLI_EXIT_OK;
    }

  printf ("%d deals: %d colours, %d empty bottle%s, capacity %d, %s model, seed %" G_GINT64_FORMAT
          "\n", count, colours, empty, empty == 1 ? "" : "s", capacity, model_name (model), seed);
  if (solved > 0)
    {
      guint most = 0;

      for (guint n = shortest; n <= longest; n++)
        most = MAX (most, g_array_index (lengths, guint, n));
      printf ("shortest solution  deals\n");
      for (guint n = shortest; n <= longest; n++)
        {
          guint k = g_array_index (lengths, guint, n);
          guint bar = (k * 50 + most - 1) / most;
          g_autofree char *hashes = g_strnfill (bar, '#');

          printf ("%8u %13u  %s\n", n, k, hashes);
        }
      printf ("solvable %11u  (%.1f %s on average)\n", solved, (double) total / solved,
              model == PERCH_BALLSORT_MODEL_BALL ? "moves" : "pours");
    }
  printf ("unsolvable %9u\n", unsolvable);
  if (gave_up > 0)
    printf ("too large %10u  (not proven within the memory budget)\n", gave_up);
  printf ("%.1f s\n", perch_cli_elapsed_ms (start) / 1000.0);
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
    { "extra", command_extra },
    { "stats", command_stats },
  };

  return perch_cli_dispatch ("ballsort", print_main_help, commands, G_N_ELEMENTS (commands),
                             argc, argv);
}
