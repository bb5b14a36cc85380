/* perch-cli-logic-explain.c: 'perch-cli logic explain' and its benchmark
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-cli"

#include "perch-cli-logic.h"

#include <json-glib/json-glib.h>
#include <stdio.h>
#include <string.h>

#include "perch-logic-examples.h"
#include "perch-logic-explain.h"

static const char explain_description[] =
  "Each step is the simplest reason for something new: the fewest clues (by line)\n"
  "and facts known so far that imply it. One clue alone comes first, then a clue\n"
  "with known facts, then several clues, then a case ruled out ('if x = 2 ...').\n"
  "Facts are 'name = value', 'name != value' and, for names of two groups on one\n"
  "domain, 'name = name' and 'name != name': the cells of the classic logic grid.\n"
  "\n"
  "Output: one step per line, then its sentence:\n"
  "  3. line 13 + (red != 1): englishman != 1\n"
  "     Line 13: The Englishman lives in the red house (englishman = red); as red\n"
  "     is not 1, englishman is not 1.\n"
  "then 'solved in N steps' or 'stuck after N steps' (nothing more follows: the\n"
  "puzzle has more than one solution).\n"
  "\n"
  "JSON (--json), one object:\n"
  "  {\"status\": \"solved\"|\"stuck\"|\"error\",\n"
  "   \"steps\": [{\"kind\": \"grid\"|\"clue\"|\"clues\"|\"cases\"|\"search\",\n"
  "              \"clues\": [13], \"uses\": [\"red != 1\"], \"derives\": [\"englishman != 1\"],\n"
  "              \"text\": \"...\"}, ...],\n"
  "   \"ms\": T, \"error\": {\"in\": \"puzzle\"|\"facts\", \"line\": L, \"column\": C,\n"
  "   \"message\": \"...\"} or null}\n"
  "(line and column are 0 when the mistake has no place).\n"
  "\n"
  "Exit status: 0 solved, 1 stuck or no solution, 2 bad input.";

static const char * const kinds[] = { "grid", "clue", "clues", "cases", "search" };

static void
add_facts (JsonBuilder            *builder,
           const char             *member,
           const PerchLogicPuzzle *puzzle,
           const GArray           *facts)
{
  json_builder_set_member_name (builder, member);
  json_builder_begin_array (builder);
  for (guint i = 0; i < facts->len; i++)
    {
      g_autofree char *text = perch_logic_fact_to_string (puzzle,
                                                          &g_array_index (facts, PerchLogicFact,
                                                                          i));

      json_builder_add_string_value (builder, text);
    }
  json_builder_end_array (builder);
}

/* The mistake, on stderr or as JSON on stdout; returns the exit status. */
static int
report_error (gboolean                  json,
              const char               *in,
              const char               *prefix,
              const PerchLogicLocation *location,
              const char               *message,
              int                       status)
{
  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "status");
      json_builder_add_string_value (builder, "error");
      json_builder_set_member_name (builder, "steps");
      json_builder_begin_array (builder);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "ms");
      json_builder_add_double_value (builder, 0);
      json_builder_set_member_name (builder, "error");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "in");
      json_builder_add_string_value (builder, in);
      json_builder_set_member_name (builder, "line");
      json_builder_add_int_value (builder, location != NULL ? location->line : 0);
      json_builder_set_member_name (builder, "column");
      json_builder_add_int_value (builder, location != NULL ? location->column : 0);
      json_builder_set_member_name (builder, "message");
      json_builder_add_string_value (builder, message);
      json_builder_end_object (builder);
      json_builder_end_object (builder);
      perch_cli_json_print (builder);
    }
  if (location != NULL && location->line > 0)
    fprintf (stderr, "perch-cli logic explain: %s%sline %u, column %u: %s\n",
             prefix != NULL ? prefix : "", prefix != NULL ? ": " : "", location->line,
             location->column, message);
  else
    fprintf (stderr, "perch-cli logic explain: %s%s%s\n", prefix != NULL ? prefix : "",
             prefix != NULL ? ": " : "", message);
  return status;
}

/* The facts of --from (text, or @FILE), each checked against those before it and against
 * the puzzle, so that a mistake is shown at its place. */
static GArray *
read_facts (const PerchLogicPuzzle  *puzzle,
            const char              *from,
            gboolean                 json,
            int                     *status)
{
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) places = NULL;
  g_autoptr(GArray) facts = NULL;
  g_autoptr(PerchLogicFacts) known = perch_logic_facts_new (puzzle);
  PerchLogicLocation location = { 0, };
  const char *prefix = "--from";
  PerchLogicMarksCheck check;
  g_autoptr(GArray) wrong = NULL;

  if (from[0] == '@')
    {
      gsize length;

      contents = perch_cli_read_input (from + 1, &length, &error);
      if (contents == NULL)
        {
          *status = report_error (json, "facts", NULL, NULL, error->message,
                                  PERCH_CLI_EXIT_USAGE);
          return NULL;
        }
      if (strlen (contents) != length)
        {
          *status = report_error (json, "facts", from + 1, NULL,
                                  "a NUL byte: this is not a text file", PERCH_CLI_EXIT_USAGE);
          return NULL;
        }
      prefix = from + 1;
    }
  facts = perch_logic_fact_list_parse (puzzle, contents != NULL ? contents : from, &places,
                                       &location, &error);
  if (facts == NULL)
    {
      *status = report_error (json, "facts", prefix, &location, error->message,
                              PERCH_CLI_EXIT_USAGE);
      return NULL;
    }
  for (guint i = 0; i < facts->len; i++)
    if (!perch_logic_facts_add (known, &g_array_index (facts, PerchLogicFact, i)))
      {
        g_autofree char *text = perch_logic_fact_to_string (puzzle, &g_array_index (facts,
                                                                                   PerchLogicFact,
                                                                                   i));
        g_autofree char *message = g_strdup_printf ("'%s' contradicts the facts before it",
                                                    text);

        *status = report_error (json, "facts", prefix,
                                &g_array_index (places, PerchLogicLocation, i), message,
                                PERCH_CLI_EXIT_USAGE);
        return NULL;
      }
  if (perch_logic_check (puzzle, (PerchLogicFact *) facts->data, facts->len, NULL, &check,
                         &wrong, &error) &&
      check == PERCH_LOGIC_MARKS_CONTRADICT)
    {
      if (wrong->len > 0)
        {
          guint i = g_array_index (wrong, guint, 0);
          g_autofree char *text = perch_logic_fact_to_string (puzzle,
                                                              &g_array_index (facts,
                                                                              PerchLogicFact, i));
          g_autofree char *message = g_strdup_printf ("'%s' contradicts the puzzle", text);

          *status = report_error (json, "facts", prefix,
                                  &g_array_index (places, PerchLogicLocation, i), message,
                                  PERCH_CLI_EXIT_USAGE);
        }
      else
        *status = report_error (json, "facts", prefix, NULL,
                                "the facts together contradict the puzzle",
                                PERCH_CLI_EXIT_USAGE);
      return NULL;
    }
  return g_steal_pointer (&facts);
}

static void
print_text (const PerchLogicPuzzle      *puzzle,
            const PerchLogicExplanation *explanation)
{
  guint n = explanation->steps->len;

  for (guint i = 0; i < n; i++)
    {
      const PerchLogicStep *step = g_ptr_array_index (explanation->steps, i);
      g_autofree char *summary = perch_logic_step_to_summary (puzzle, step);
      g_autofree char *text = perch_logic_step_to_text (puzzle, step, FALSE);

      printf ("%u. %s\n   %s\n", i + 1, summary, text);
    }
  if (explanation->status == PERCH_LOGIC_EXPLAIN_SOLVED)
    printf ("solved in %u step%s%s (%.2f ms)\n", n, n == 1 ? "" : "s",
            perch_logic_facts_is_solved (explanation->facts)
            ? "" : ": the names asked for are known, the others are not all determined",
            explanation->ms);
  else
    printf ("stuck after %u step%s: nothing more follows%s (%.2f ms)\n", n, n == 1 ? "" : "s",
            explanation->limited ? " within the search's node limit"
                                 : ", the puzzle has more than one solution",
            explanation->ms);
}

static void
print_explanation_json (const PerchLogicPuzzle      *puzzle,
                        const PerchLogicExplanation *explanation)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "status");
  json_builder_add_string_value (builder, explanation->status == PERCH_LOGIC_EXPLAIN_SOLVED
                                          ? "solved" : "stuck");
  json_builder_set_member_name (builder, "steps");
  json_builder_begin_array (builder);
  for (guint i = 0; i < explanation->steps->len; i++)
    {
      const PerchLogicStep *step = g_ptr_array_index (explanation->steps, i);
      g_autofree char *text = perch_logic_step_to_text (puzzle, step, FALSE);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, kinds[step->kind]);
      json_builder_set_member_name (builder, "clues");
      json_builder_begin_array (builder);
      for (guint c = 0; c < step->clues->len; c++)
        json_builder_add_int_value (builder, g_array_index (step->clues, guint, c));
      json_builder_end_array (builder);
      add_facts (builder, "uses", puzzle, step->uses);
      add_facts (builder, "derives", puzzle, step->derives);
      json_builder_set_member_name (builder, "text");
      json_builder_add_string_value (builder, text);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "ms");
  json_builder_add_double_value (builder, explanation->ms);
  json_builder_set_member_name (builder, "error");
  json_builder_add_null_value (builder);
  json_builder_end_object (builder);
  perch_cli_json_print (builder);
}

int
perch_cli_logic_explain (int    argc,
                         char **argv)
{
  gboolean json = FALSE;
  g_autofree char *from = NULL;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "One JSON object (see below)", NULL },
    { "from", 0, 0, G_OPTION_ARG_STRING, &from,
      "Facts already known, such as \"englishman != 1, red = 3\" (@FILE: read them from FILE)",
      "FACTS" },
    { NULL }
  };
  g_autoptr(PerchLogicPuzzle) puzzle = NULL;
  g_autoptr(PerchLogicExplanation) explanation = NULL;
  g_autoptr(GArray) facts = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  PerchLogicLocation location = { 0, };
  gsize length = 0;
  int status;

  status = perch_cli_parse_options ("logic explain", "FILE|-",
                                    "Explain how to solve a puzzle step by step, as a person\n"
                                    "would ('-' reads it from stdin).", explain_description,
                                    entries, &argc, &argv);
  if (status >= 0)
    return status;
  if (argc != 2)
    return perch_cli_usage_error ("logic explain", argc < 2 ? "give a FILE, or - for stdin"
                                                            : "give one FILE, not several");

  text = perch_cli_read_input (argv[1], &length, &error);
  if (text == NULL)
    return report_error (json, "puzzle", NULL, NULL, error->message, PERCH_CLI_EXIT_USAGE);
  puzzle = perch_logic_puzzle_parse_bytes (text, (gssize) length, &location, &error);
  if (puzzle == NULL)
    return report_error (json, "puzzle", argv[1], &location, error->message,
                         PERCH_CLI_EXIT_USAGE);
  perch_cli_logic_print_warnings ("logic explain", argv[1], puzzle);
  if (from != NULL)
    {
      facts = read_facts (puzzle, from, json, &status);
      if (facts == NULL)
        return status;
    }

  explanation = perch_logic_explain (puzzle,
                                     facts != NULL ? (PerchLogicFact *) facts->data : NULL,
                                     facts != NULL ? facts->len : 0, NULL, &error);
  if (explanation == NULL)
    return report_error (json, "puzzle", argv[1], NULL, error->message,
                         g_error_matches (error, PERCH_LOGIC_EXPLAIN_ERROR,
                                          PERCH_LOGIC_EXPLAIN_ERROR_NO_SOLUTION)
                         ? PERCH_CLI_EXIT_NO_ANSWER : PERCH_CLI_EXIT_USAGE);
  if (json)
    print_explanation_json (puzzle, explanation);
  else
    print_text (puzzle, explanation);
  return explanation->status == PERCH_LOGIC_EXPLAIN_SOLVED ? PERCH_CLI_EXIT_OK
                                                           : PERCH_CLI_EXIT_NO_ANSWER;
}

/* The benchmark: the explanation of each built-in logic grid. */
void
perch_cli_logic_bench_explain (int repeat)
{
  static const char * const grids[] = { "zebra", "houses", "agatha", "reindeer", "dinesman" };

  printf ("\n%-34s %9s %9s %9s %9s\n", "explain (whole explanation)", "ms", "max ms", "steps",
          "status");
  for (guint i = 0; i < G_N_ELEMENTS (grids); i++)
    {
      g_autoptr(PerchLogicPuzzle) puzzle =
        perch_logic_puzzle_parse (perch_logic_example_find (grids[i])->text, NULL, NULL);
      g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
      guint steps = 0;
      gboolean solved = FALSE;

      for (int r = 0; r < repeat; r++)
        {
          g_autoptr(PerchLogicExplanation) explanation = perch_logic_explain (puzzle, NULL, 0,
                                                                              NULL, NULL);

          g_array_append_val (times, explanation->ms);
          steps = explanation->steps->len;
          solved = explanation->status == PERCH_LOGIC_EXPLAIN_SOLVED;
        }
      g_array_sort (times, perch_cli_compare_doubles);
      printf ("%-34s %9.2f %9.2f %9u %9s\n", grids[i],
              perch_cli_percentile ((double *) times->data, times->len, 0.5),
              g_array_index (times, double, times->len - 1), steps,
              solved ? "solved" : "stuck");
      fflush (stdout);
    }
}
