/* test-ballsort-cli.c: 'perch-cli ballsort' as scripts see it: output, errors, exit status */
#include <glib.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "perch-ballsort-difficulty.h"
#include "perch-ballsort-generator.h"
#include "perch-ballsort-solver.h"
#include "ballsort-checker.h"
#include "perch-test-cli.h"
#include "perch-test-json.h"

/* The members of a level's answer, and of the error for a level that cannot be read. */
#define ANSWER_MEMBERS "id status moves optimal solution states ms"
#define ERROR_MEMBERS  "id status error line column"

/* Asserts that @line is the answer for level @id (JSON text) with @status, @moves (JSON
 * text) and @optimal; returns the object (owned by *@root). */
static JsonObject *
assert_answer (const char  *line,
               const char  *id,
               const char  *status,
               const char  *moves,
               gboolean     optimal,
               JsonNode   **root)
{
  JsonObject *object;

  *root = perch_test_json_parse (line);
  object = json_node_get_object (*root);
  perch_test_json_assert_members (object, ANSWER_MEMBERS);
  perch_test_json_assert_member (object, "id", id);
  g_assert_cmpstr (json_object_get_string_member (object, "status"), ==, status);
  perch_test_json_assert_member (object, "moves", moves);
  perch_test_json_assert_member (object, "optimal", optimal ? "true" : "false");
  g_assert_cmpint (json_object_get_int_member (object, "states"), >=, 0);
  perch_test_json_assert_ms (object, 1);
  return object;
}

/* The strings of the array member @name, as a NULL-terminated array. */
static GStrv
string_array (JsonObject *object,
              const char *name)
{
  JsonArray *array = json_object_get_array_member (object, name);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_assert_nonnull (array);
  for (guint i = 0; i < json_array_get_length (array); i++)
    g_strv_builder_add (builder, json_array_get_string_element (array, i));
  return g_strv_builder_end (builder);
}

static void
test_solve_text (void)
{
  const char *args[] = { "ballsort", "solve", "r r b b | b b r r | -", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 0);
  g_assert_true (g_regex_match_simple ("^solved in 6 moves \\(shortest; [0-9]+ states, "
                                       "[0-9.]+ ms\\): 1>3 1>3 2>1 2>1 2>3 2>3\n$", out, 0, 0));
  g_assert_cmpstr (err, ==, "");
}

static void
test_solve_json_water (void)
{
  const char *args[] = { "ballsort", "solve", "--water", "--json", "r r b b | b b r r | -", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonObject *object;

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 0);
  object = assert_answer (out, "null", "solved", "3", TRUE, &root);
  perch_test_json_assert_member (object, "solution", "[\"2>3\", \"1>2\", \"1>3\"]");
}

static void
test_solve_file (void)
{
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "perch-ballsort-cli-XXXXXX", NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(JsonNode) easy = NULL, locked = NULL, unnamed = NULL;
  int fd = g_mkstemp (path);
  const char *contents =
    "# comment lines and blank lines are skipped\n"
    "\n"
    "easy :: r r b b | b b r r | -\n"
    "locked :: c3 c2 | c3 c2 | c3 c2\n"
    "a b | b a | -\n";
  const char *args[] = { "ballsort", "solve", "--json", "-f", path, NULL };

  g_assert_cmpint (fd, >=, 0);
  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  g_close (fd, NULL);

  /* One level without a solution: exit status 1, every line answered. */
  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 1);
  lines = g_strsplit (out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  assert_answer (lines[0], "\"easy\"", "solved", "6", TRUE, &easy);
  perch_test_json_assert_member (assert_answer (lines[1], "\"locked\"", "unsolvable", "null",
                                                TRUE, &locked),
                                 "solution", "[]");
  assert_answer (lines[2], "null", "solved", "3", TRUE, &unnamed);
  g_assert_cmpstr (lines[3], ==, "");
  g_unlink (path);
}

static void
test_solve_bad_level (void)
{
  const char *args[] = { "ballsort", "solve", "r r b b | b b r | -", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 2);
  g_assert_cmpstr (out, ==, "");
  g_assert_cmpstr (err, ==, "perch-cli ballsort solve: column 1: colour 'r' has 3 balls but "
                            "the other colours have 4 each\n");
}

static void
test_unsolvable_exit_status (void)
{
  const char *args[] = { "ballsort", "solve", "a b | a b", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 1);
  g_assert_true (g_str_has_prefix (out, "no solution exists ("));
}

static void
test_check (void)
{
  const char *good[] = { "ballsort", "check", "--water", "r r b b | b b r r | -",
                         "2>3", "1>2", "1>3", NULL };
  const char *bad[] = { "ballsort", "check", "r r b b | b b r r | -", "1>3", "2>3", NULL };
  const char *malformed[] = { "ballsort", "check", "r r b b | b b r r | -", "1-3", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autofree char *out2 = NULL, *err2 = NULL;
  g_autofree char *out3 = NULL, *err3 = NULL;

  g_assert_cmpint (perch_test_run_cli (good, NULL, &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, "1 2>3 legal, 2 balls\n"
                            "2 1>2 legal, 2 balls\n"
                            "3 1>3 legal, 2 balls\n"
                            "solved: - | r r r r | b b b b\n");

  g_assert_cmpint (perch_test_run_cli (bad, NULL, &out2, &err2), ==, 1);
  g_assert_cmpstr (out2, ==, "1 1>3 legal, 1 ball\n"
                             "2 2>3 illegal: the top colours differ\n");

  g_assert_cmpint (perch_test_run_cli (malformed, NULL, &out3, &err3), ==, 2);
  g_assert_cmpstr (err3, ==, "perch-cli ballsort check: move 1: move '1-3' is not of the "
                             "form A>B (for example 3>13)\n");
}

static void
test_generate (void)
{
  const char *args[] = { "ballsort", "generate", "--colours", "6", "--empty", "2",
                         "--capacity", "4", "--seed", "11", NULL };
  const char *bad[] = { "ballsort", "generate", "--colours", "300", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autofree char *again = NULL, *err2 = NULL;
  g_autofree char *out3 = NULL, *err3 = NULL;
  g_auto(GStrv) bottles = NULL;

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 0);
  g_assert_cmpint (perch_test_run_cli (args, NULL, &again, &err2), ==, 0);
  g_assert_cmpstr (out, ==, again);
  bottles = g_strsplit (out, "|", -1);
  g_assert_cmpuint (g_strv_length (bottles), ==, 8);

  g_assert_cmpint (perch_test_run_cli (bad, NULL, &out3, &err3), ==, 2);
  g_assert_cmpstr (err3, ==, "perch-cli ballsort generate: colours must be 2 to 254, not 300\n");
}

static void
test_help (void)
{
  const char *commands[] = { "solve", "check", "generate", "extra", "stats", NULL };
  const char *main_help[] = { "ballsort", "--help", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (perch_test_run_cli (main_help, NULL, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "Usage: perch-cli ballsort COMMAND"));
  for (guint i = 0; commands[i] != NULL; i++)
    {
      const char *args[] = { "ballsort", commands[i], "--help", NULL };
      g_autofree char *help = NULL, *help_err = NULL;
      g_autofree char *usage = g_strdup_printf ("Usage:\n  perch-cli ballsort %s", commands[i]);

      g_assert_cmpint (perch_test_run_cli (args, NULL, &help, &help_err), ==, 0);
      g_assert_true (g_str_has_prefix (help, usage));
    }
}

/* A level may start with an empty bottle, and "--" ends the options. */
static void
test_level_starting_with_dash (void)
{
  const char *first_empty[] = { "ballsort", "solve", "- | r r b b | b b r r", NULL };
  const char *after_dashes[] = { "ballsort", "solve", "--json", "--", "-|a b|b a", NULL };
  const char *option_after[] = { "ballsort", "solve", "- | r r b b | b b r r", "--water", NULL };
  const char *dashes_then_option[] = { "ballsort", "solve", "--", "--water", NULL };
  const char *check[] = { "ballsort", "check", "- | a b | b a", "2>1", "3>2", "3>1", NULL };
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;
  g_autofree char *out3 = NULL, *err3 = NULL, *out4 = NULL, *err4 = NULL;
  g_autofree char *out5 = NULL, *err5 = NULL;
  g_autoptr(JsonNode) root = NULL;

  g_assert_cmpint (perch_test_run_cli (first_empty, NULL, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "solved in 6 moves (shortest; "));
  g_assert_cmpstr (err, ==, "");

  g_assert_cmpint (perch_test_run_cli (after_dashes, NULL, &out2, &err2), ==, 0);
  assert_answer (out2, "null", "solved", "3", TRUE, &root);

  g_assert_cmpint (perch_test_run_cli (option_after, NULL, &out3, &err3), ==, 0);
  g_assert_true (g_str_has_prefix (out3, "solved in 3 moves (shortest; "));

  /* After "--", "--water" is a level (a bad one), not an option. */
  g_assert_cmpint (perch_test_run_cli (dashes_then_option, NULL, &out4, &err4), ==, 2);
  g_assert_cmpstr (err4, ==, "perch-cli ballsort solve: column 1: bottle 1: '--water' is not a "
                             "colour (a colour is 1 to 8 lowercase letters or digits, starting "
                             "with a letter)\n");

  g_assert_cmpint (perch_test_run_cli (check, NULL, &out5, &err5), ==, 0);
  g_assert_cmpstr (out5, ==, "1 2>1 legal, 1 ball\n2 3>2 legal, 1 ball\n3 3>1 legal, 1 ball\n"
                             "solved: a a | b b | -\n");
}

static void
test_json_errors (void)
{
  const char *bad[] = { "ballsort", "solve", "--json", "r r b b | b b r | -", NULL };
  const char *extra_bad[] = { "ballsort", "extra", "--json", "a A | a a", NULL };
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "perch-ballsort-json-XXXXXX", NULL);
  const char *file[] = { "ballsort", "solve", "--json", "-f", path, NULL };
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;
  g_autofree char *out3 = NULL, *err3 = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(JsonNode) root = NULL, extra_root = NULL, one = NULL, two = NULL, three = NULL;
  JsonObject *object;
  int fd = g_mkstemp (path);

  g_assert_cmpint (perch_test_run_cli (bad, NULL, &out, &err), ==, 2);
  g_assert_true (g_str_has_suffix (out, "}\n"));
  root = perch_test_json_parse (out);
  perch_test_json_assert_members (json_node_get_object (root), ERROR_MEMBERS);
  perch_test_json_assert_value (root, "{\"id\": null, \"status\": \"error\", \"error\": "
                                      "\"column 1: colour 'r' has 3 balls but the other colours "
                                      "have 4 each\", \"line\": null, \"column\": 1}");
  g_assert_cmpstr (err, ==, "");

  g_assert_cmpint (perch_test_run_cli (extra_bad, NULL, &out2, &err2), ==, 2);
  extra_root = perch_test_json_parse (out2);
  object = json_node_get_object (extra_root);
  perch_test_json_assert_members (object, ERROR_MEMBERS);
  perch_test_json_assert_member (object, "id", "null");
  perch_test_json_assert_member (object, "status", "\"error\"");
  g_assert_true (g_str_has_prefix (json_object_get_string_member (object, "error"),
                                   "column 3: bottle 1: 'A' is not a colour"));
  perch_test_json_assert_member (object, "line", "null");
  perch_test_json_assert_member (object, "column", "3");

  /* In a file, a bad line gets its error object (with its line and
   * column) and the others their answers. */
  g_assert_cmpint (fd, >=, 0);
  g_assert_true (g_file_set_contents (path, "one :: a b | b a | -\n\ntwo :: a b | b a | b\n"
                                            "a b | b a | -\n", -1, NULL));
  g_close (fd, NULL);
  g_assert_cmpint (perch_test_run_cli (file, NULL, &out3, &err3), ==, 2);
  lines = g_strsplit (out3, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  assert_answer (lines[0], "\"one\"", "solved", "3", TRUE, &one);
  two = perch_test_json_parse (lines[1]);
  object = json_node_get_object (two);
  perch_test_json_assert_members (object, ERROR_MEMBERS);
  perch_test_json_assert_member (object, "id", "\"two\"");
  perch_test_json_assert_member (object, "status", "\"error\"");
  g_assert_true (g_str_has_prefix (json_object_get_string_member (object, "error"), path));
  g_assert_true (g_str_has_suffix (json_object_get_string_member (object, "error"),
                                   ": line 3, column 8: colour 'a' has 2 balls but the other "
                                   "colours have 3 each"));
  perch_test_json_assert_member (object, "line", "3");
  perch_test_json_assert_member (object, "column", "8");
  assert_answer (lines[2], "null", "solved", "3", TRUE, &three);
  g_assert_cmpstr (lines[3], ==, "");
  g_unlink (path);
}

static void
test_fast_and_show (void)
{
  const char *fast[] = { "ballsort", "solve", "--fast", "r r b b | b b r r | -", NULL };
  const char *show[] = { "ballsort", "solve", "--water", "--show", "r r b | b b r | -", NULL };
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;

  g_assert_cmpint (perch_test_run_cli (fast, NULL, &out, &err), ==, 0);
  g_assert_true (g_regex_match_simple ("^solved in [0-9]+ moves \\(not proven shortest; ", out, 0,
                                       0));

  g_assert_cmpint (perch_test_run_cli (show, NULL, &out2, &err2), ==, 0);
  g_assert_true (g_str_has_prefix (out2, "solved in 3 moves (shortest; "));
  g_assert_true (g_str_has_suffix (out2, "): 2>3 1>2 1>3\n"
                                         "\n"
                                         "start\n"
                                         "   1   2   3\n"
                                         "   r   b   .\n"
                                         "   r   b   .\n"
                                         "   b   r   .\n"
                                         "\n"
                                         "move 1: 2>3\n"
                                         "   1   2   3\n"
                                         "   r   .   .\n"
                                         "   r   .   b\n"
                                         "   b   r   b\n"
                                         "       -   +\n"
                                         "\n"
                                         "move 2: 1>2\n"
                                         "   1   2   3\n"
                                         "   .   r   .\n"
                                         "   .   r   b\n"
                                         "   b   r   b\n"
                                         "   -   +\n"
                                         "\n"
                                         "move 3: 1>3\n"
                                         "   1   2   3\n"
                                         "   .   r   b\n"
                                         "   .   r   b\n"
                                         "   .   r   b\n"
                                         "   -       +\n"));
}

static void
test_extra (void)
{
  const char *args[] = { "ballsort", "extra", "--json", "a b c | b c a | c a b", NULL };
  const char *text_args[] = { "ballsort", "extra", "c3 c2 | c3 c2 | c3 c2", NULL };
  const char *none[] = { "ballsort", "extra", "--water", "r r b b | b b r r | -", NULL };
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;
  g_autofree char *out3 = NULL, *err3 = NULL;
  g_autoptr(GString) larger = g_string_new ("a b c | b c a | c a b");
  g_autoptr(JsonNode) root = NULL;
  g_auto(GStrv) moves = NULL;
  JsonObject *object;
  int extra, n_moves;

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 0);
  root = perch_test_json_parse (out);
  object = json_node_get_object (root);
  perch_test_json_assert_members (object, "extra moves optimal solution states ms");
  perch_test_json_assert_member (object, "optimal", "true");
  perch_test_json_assert_ms (object, 1);
  extra = json_object_get_int_member (object, "extra");
  n_moves = json_object_get_int_member (object, "moves");
  moves = string_array (object, "solution");
  g_assert_cmpint (extra, >=, 1);
  for (int i = 0; i < extra; i++)
    g_string_append (larger, " | -");
  /* The answer holds: the moves solve the level with the bottles added,
   * as few as the test's own search needs, and one bottle fewer has no
   * solution at all. */
  g_assert_cmpuint (g_strv_length (moves), ==, n_moves);
  g_assert_true (checker_replay (larger->str, (const char * const *) moves, n_moves, FALSE));
  g_assert_cmpint (checker_shortest (larger->str, FALSE), ==, n_moves);
  g_string_truncate (larger, larger->len - 4);
  g_assert_cmpint (checker_shortest (larger->str, FALSE), ==, -1);

  g_assert_cmpint (perch_test_run_cli (text_args, NULL, &out2, &err2), ==, 0);
  g_assert_true (g_str_has_prefix (out2, "1 more empty bottle (bottle 4): solved in "));

  g_assert_cmpint (perch_test_run_cli (none, NULL, &out3, &err3), ==, 0);
  g_assert_true (g_str_has_prefix (out3, "no bottle needed: solved in 3 moves (shortest; "));
}

/* The printed level, parsed. */
static char *
first_line (const char *out)
{
  return g_strndup (out, strcspn (out, "\n"));
}

static void
test_generate_moves (void)
{
  const char *args[] = { "ballsort", "generate", "--colours", "4", "--empty", "2", "--moves", "13",
                         "--seed", "5", NULL };
  const char *water[] = { "ballsort", "generate", "--colours", "3", "--empty", "1", "--water",
                          "--moves", "8", "--seed", "1", NULL };
  const char *tall[] = { "ballsort", "generate", "--colours", "2", "--empty", "1", "--capacity",
                         "12", "--moves", "18", "--seed", "2", NULL };
  const char *impossible[] = { "ballsort", "generate", "--colours", "4", "--moves", "1",
                               "--time", "1", NULL };
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;
  g_autofree char *out3 = NULL, *err3 = NULL, *out4 = NULL, *err4 = NULL;
  g_autofree char *level = NULL, *water_level = NULL, *tall_level = NULL;

  /* Checked by solving what it printed, with the test's own search. */
  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 0);
  level = first_line (out);
  g_assert_cmpint (checker_shortest (level, FALSE), ==, 13);

  g_assert_cmpint (perch_test_run_cli (water, NULL, &out2, &err2), ==, 0);
  water_level = first_line (out2);
  g_assert_cmpint (checker_shortest (water_level, TRUE), ==, 8);

  g_assert_cmpint (perch_test_run_cli (tall, NULL, &out3, &err3), ==, 0);
  tall_level = first_line (out3);
  g_assert_cmpint (checker_shortest (tall_level, FALSE), ==, 18);

  /* A full deal needs two moves at least: none is found, and it says so. */
  g_assert_cmpint (perch_test_run_cli (impossible, NULL, &out4, &err4), ==, 1);
  g_assert_cmpstr (out4, ==, "");
  g_assert_true (g_str_has_prefix (err4, "perch-cli ballsort generate: no level with a shortest "
                                         "solution of 1 moves found in 1 s ("));
}

static void
test_generate_difficulty_and_day (void)
{
  const char *hard[] = { "ballsort", "generate", "--difficulty", "easy", "--seed", "4", "--json",
                         NULL };
  const char *day[] = { "ballsort", "generate", "--day", "2024-05-06", "--json", NULL };
  const char *bad_day[] = { "ballsort", "generate", "--day", "2024-02-30", NULL };
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;
  g_autofree char *again = NULL, *err3 = NULL, *out4 = NULL, *err4 = NULL;
  g_autoptr(JsonNode) root = NULL, day_root = NULL;
  PerchBallsortDifficultyShape shape;
  JsonObject *object;
  gint64 moves;

  perch_ballsort_difficulty_shape (PERCH_BALLSORT_DIFFICULTY_EASY, PERCH_BALLSORT_MODEL_BALL,
                                   &shape);
  g_assert_cmpint (perch_test_run_cli (hard, NULL, &out, &err), ==, 0);
  root = perch_test_json_parse (out);
  object = json_node_get_object (root);
  perch_test_json_assert_members (object, "level moves difficulty seed");
  perch_test_json_assert_member (object, "difficulty", "\"easy\"");
  perch_test_json_assert_member (object, "seed", "4");
  moves = json_object_get_int_member (object, "moves");
  g_assert_cmpint (checker_shortest (json_object_get_string_member (object, "level"), FALSE), ==,
                   moves);
  g_assert_cmpint (moves, >=, shape.min_moves);
  g_assert_cmpint (moves, <=, shape.max_moves);

  /* The level of a day: the same every time; 2024-05-06 is a Monday. */
  g_assert_cmpint (perch_test_run_cli (day, NULL, &out2, &err2), ==, 0);
  g_assert_cmpint (perch_test_run_cli (day, NULL, &again, &err3), ==, 0);
  g_assert_cmpstr (out2, ==, again);
  day_root = perch_test_json_parse (out2);
  object = json_node_get_object (day_root);
  perch_test_json_assert_members (object, "level moves difficulty seed");
  perch_test_json_assert_member (object, "difficulty", "\"easy\"");
  perch_test_json_assert_member (object, "seed", "null");

  g_assert_cmpint (perch_test_run_cli (bad_day, NULL, &out4, &err4), ==, 2);
  g_assert_cmpstr (err4, ==, "perch-cli ballsort generate: --day: '2024-02-30' is not a date "
                             "(YYYY-MM-DD or today)\n");
}

/* stats against the test's own search over the same deals. */
static void
test_stats (void)
{
  const char *args[] = { "ballsort", "stats", "--colours", "3", "--empty", "1", "--count", "25",
                         "--seed", "4", "--json", NULL };
  const char *text[] = { "ballsort", "stats", "--colours", "3", "--empty", "1", "--count", "25",
                         "--seed", "4", NULL };
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;
  g_autoptr(GString) expected = g_string_new ("{");
  g_autoptr(GString) lengths = g_string_new (NULL);
  g_autoptr(JsonNode) root = NULL;
  JsonObject *object;
  guint counts[64] = { 0 }, unsolvable = 0;
  gboolean first = TRUE;
  g_autofree char *unsolvable_text = NULL;
  PerchRng rng;

  perch_rng_init (&rng, 4);
  for (guint i = 0; i < 25; i++)
    {
      g_autoptr(PerchBallsortLevel) level = perch_ballsort_deal (3, 1, 4, &rng);
      g_autofree char *level_text = perch_ballsort_level_to_string (level);
      int shortest = checker_shortest (level_text, FALSE);

      if (shortest < 0)
        unsolvable++;
      else
        counts[shortest]++;
    }
  for (guint n = 0; n < G_N_ELEMENTS (counts); n++)
    if (counts[n] > 0)
      {
        g_string_append_printf (expected, "%s\"%u\": %u", first ? "" : ", ", n, counts[n]);
        g_string_append_printf (lengths, "%s%u", first ? "" : " ", n);
        first = FALSE;
      }
  g_string_append (expected, "}");

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 0);
  root = perch_test_json_parse (out);
  object = json_node_get_object (root);
  perch_test_json_assert_members (object, "colours empty capacity model seed deals lengths "
                                          "unsolvable gave_up ms");
  perch_test_json_assert_member (object, "colours", "3");
  perch_test_json_assert_member (object, "empty", "1");
  perch_test_json_assert_member (object, "capacity", "4");
  perch_test_json_assert_member (object, "model", "\"ball\"");
  perch_test_json_assert_member (object, "seed", "4");
  perch_test_json_assert_member (object, "deals", "25");
  /* Shortest first: the lengths' order is part of the format. */
  perch_test_json_assert_member (object, "lengths", expected->str);
  perch_test_json_assert_members (json_object_get_object_member (object, "lengths"),
                                  lengths->str);
  g_assert_cmpint (json_object_get_int_member (object, "unsolvable"), ==, unsolvable);
  perch_test_json_assert_member (object, "gave_up", "0");
  perch_test_json_assert_ms (object, 1);
  g_assert_cmpuint (unsolvable, >, 0);

  g_assert_cmpint (perch_test_run_cli (text, NULL, &out2, &err2), ==, 0);
  g_assert_true (g_str_has_prefix (out2, "25 deals: 3 colours, 1 empty bottle, capacity 4, ball "
                                         "model, seed 4\nshortest solution  deals\n"));
  unsolvable_text = g_strdup_printf ("\nunsolvable %9u\n", unsolvable);
  g_assert_nonnull (strstr (out2, unsolvable_text));
}

static void
test_help_shows_budget (void)
{
  const char *commands[] = { "solve", "extra", "stats", NULL };

  for (guint i = 0; commands[i] != NULL; i++)
    {
      const char *args[] = { "ballsort", commands[i], "--help", NULL };
      g_autofree char *out = NULL, *err = NULL;
      g_autofree char *default_text =
        g_strdup_printf ("(default %" G_GSIZE_FORMAT ": a quarter of this machine's memory)",
                         perch_ballsort_default_budget () / (1024 * 1024));

      g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 0);
      g_assert_nonnull (strstr (out, default_text));
    }
}

static void
test_unknown_command (void)
{
  const char *args[] = { "ballsort", "play", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 2);
  g_assert_cmpstr (err, ==, "perch-cli ballsort: unknown command 'play' (try solve, check, "
                            "generate, extra or stats)\n");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ballsort/cli/solve-text", test_solve_text);
  g_test_add_func ("/ballsort/cli/solve-json-water", test_solve_json_water);
  g_test_add_func ("/ballsort/cli/solve-file", test_solve_file);
  g_test_add_func ("/ballsort/cli/solve-bad-level", test_solve_bad_level);
  g_test_add_func ("/ballsort/cli/unsolvable-exit-status", test_unsolvable_exit_status);
  g_test_add_func ("/ballsort/cli/check", test_check);
  g_test_add_func ("/ballsort/cli/generate", test_generate);
  g_test_add_func ("/ballsort/cli/help", test_help);
  g_test_add_func ("/ballsort/cli/unknown-command", test_unknown_command);
  g_test_add_func ("/ballsort/cli/level-starting-with-dash", test_level_starting_with_dash);
  g_test_add_func ("/ballsort/cli/json-errors", test_json_errors);
  g_test_add_func ("/ballsort/cli/fast-and-show", test_fast_and_show);
  g_test_add_func ("/ballsort/cli/extra", test_extra);
  g_test_add_func ("/ballsort/cli/generate-moves", test_generate_moves);
  g_test_add_func ("/ballsort/cli/generate-difficulty-and-day", test_generate_difficulty_and_day);
  g_test_add_func ("/ballsort/cli/stats", test_stats);
  g_test_add_func ("/ballsort/cli/help-shows-budget", test_help_shows_budget);

  return g_test_run ();
}
