/* test-logic-cli.c: 'perch-cli logic' as scripts see it: output, JSON, errors, exit status */
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "perch-test-cli.h"
#include "perch-test-json.h"

static char *
write_puzzle (const char *text)
{
  char *path = g_build_filename (g_get_tmp_dir (), "perch-logic-cli-XXXXXX", NULL);
  int fd = g_mkstemp (path);

  g_assert_cmpint (fd, >=, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_close (fd, NULL);
  return path;
}

/* The members of 'logic solve --json' and 'logic alphametic --json', in order. */
#define SOLVE_MEMBERS "status count solutions optimum nodes ms error"

/* Asserts that @out is an answer with @status, @count and @optimum (JSON text), and no error;
 * returns the object (owned by *@root). */
static JsonObject *
assert_answer (const char  *out,
               const char  *status,
               guint64      count,
               const char  *optimum,
               JsonNode   **root)
{
  JsonObject *object;

  *root = perch_test_json_parse (out);
  object = json_node_get_object (*root);
  perch_test_json_assert_members (object, SOLVE_MEMBERS);
  g_assert_cmpstr (json_object_get_string_member (object, "status"), ==, status);
  g_assert_cmpint (json_object_get_int_member (object, "count"), ==, count);
  perch_test_json_assert_member (object, "optimum", optimum);
  g_assert_cmpint (json_object_get_int_member (object, "nodes"), >=, 0);
  perch_test_json_assert_ms (object, 2);
  perch_test_json_assert_member (object, "error", "null");
  return object;
}

static void
test_solve_text (void)
{
  g_autofree char *path = write_puzzle ("domain 1..3\ngroup floor: ann bob cy\n"
                                        "ann > bob\nbob > cy\n");
  const char *args[] = { "logic", "solve", "--all", path, NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 0);
  g_assert_true (g_regex_match_simple ("^       1   2    3\nfloor  cy  bob  ann\n\n"
                                       "unique solution \\(0 nodes, 0 failures, [0-9]+ "
                                       "propagations, [0-9.]+ ms\\)\n$", out, 0, 0));
  g_assert_cmpstr (err, ==, "");
  g_unlink (path);
}

static void
test_solve_json_stdin (void)
{
  const char *args[] = { "logic", "solve", "--count", "--json", "-", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonObject *object;

  g_assert_cmpint (perch_test_run_cli (args, "domain 1..3\nnames x y\nx < y\n", &out, &err), ==, 0);
  g_assert_true (g_str_has_suffix (out, "}\n"));
  object = assert_answer (out, "sat", 3, "null", &root);
  perch_test_json_assert_member (object, "solutions", "[{\"x\": 1, \"y\": 2}]");
  perch_test_json_assert_members (json_array_get_object_element (
                                    json_object_get_array_member (object, "solutions"), 0),
                                  "x y");
}

static void
test_optimum_json (void)
{
  const char *args[] = { "logic", "solve", "--json", "-", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonNode) root = NULL;

  g_assert_cmpint (perch_test_run_cli (args, "SEND + MOST = MONEY\nmaximize MONEY\n", &out, &err),
                   ==, 0);
  assert_answer (out, "sat", 1, "10876", &root);
}

static void
test_alphametic (void)
{
  const char *args[] = { "logic", "alphametic", "--all", "--json", "SEND", "+", "MORE", "=",
                         "MONEY", NULL };
  const char *base[] = { "logic", "alphametic", "--base", "6", "FARES = FEE * FEE", NULL };
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonObject *object;

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 0);
  object = assert_answer (out, "sat", 1, "null", &root);
  perch_test_json_assert_member (object, "solutions", "[{\"S\": 9, \"E\": 5, \"N\": 6, "
                                 "\"D\": 7, \"M\": 1, \"O\": 0, \"R\": 8, \"Y\": 2}]");
  /* The letters in the order they first appear. */
  perch_test_json_assert_members (json_array_get_object_element (
                                    json_object_get_array_member (object, "solutions"), 0),
                                  "S E N D M O R Y");

  g_assert_cmpint (perch_test_run_cli (base, NULL, &out2, &err2), ==, 0);
  g_assert_true (g_str_has_prefix (out2, "F = 1\nA = 5\nR = 3\nE = 2\nS = 4\n\n"
                                         "first solution ("));
}

static void
test_no_solution (void)
{
  const char *args[] = { "logic", "alphametic", "--json", "TOKYO = KYOTO * 3", NULL };
  const char *text[] = { "logic", "alphametic", "A = B", NULL };
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;
  g_autoptr(JsonNode) root = NULL;

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 1);
  perch_test_json_assert_member (assert_answer (out, "unsat", 0, "null", &root),
                                 "solutions", "[]");
  g_assert_cmpint (perch_test_run_cli (text, NULL, &out2, &err2), ==, 1);
  g_assert_true (g_str_has_prefix (out2, "no solution ("));
}

static void
test_node_limit (void)
{
  const char *args[] = { "logic", "solve", "--json", "--nodes", "3", "-", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonNode) root = NULL;

  g_assert_cmpint (perch_test_run_cli (args, "domain 1..8\nnames a b c d e f g h\n"
                                       "different a, b, c, d, e, f, g, h\n"
                                       "a + b + c + d = e + f + g + h + 1\n", &out, &err),
                   ==, 1);
  assert_answer (out, "stopped", 0, "null", &root);
}

static void
test_optimum_stopped (void)
{
  const char *args[] = { "logic", "solve", "--nodes", "5", "-", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (perch_test_run_cli (args, "SEND + MOST = MONEY\nmaximize MONEY\n", &out, &err),
                   ==, 1);
  g_assert_true (strstr (out, " (the best found, not proven)\nstopped by the node limit, "
                              "before proving the best (5 nodes, ") != NULL);
}

/* A warning on stderr, the puzzle solved as written; a NUL byte in a file, at its place. */
static void
test_warnings_and_bytes (void)
{
  const char *args[] = { "logic", "solve", "-", NULL };
  static const char with_nul[] = "domain 1..5\nnames x\nx = \0 1\n";
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "perch-logic-cli-XXXXXX", NULL);
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL, *expected = NULL;
  const char *file_args[] = { "logic", "solve", path, NULL };
  int fd;

  g_assert_cmpint (perch_test_run_cli (args, "domain 1..5\nnames x\nx = 2, 3\n", &out, &err),
                   ==, 1);
  g_assert_cmpstr (err, ==, "perch-cli logic solve: -: line 3, column 1: warning: '=' with a "
                            "list means equal to each of them (all at once); for one of them, "
                            "write 'in' instead of '='\n");
  g_assert_true (g_str_has_prefix (out, "no solution ("));

  fd = g_mkstemp (path);
  g_assert_cmpint (fd, >=, 0);
  g_assert_true (g_file_set_contents (path, with_nul, sizeof with_nul - 1, NULL));
  g_close (fd, NULL);
  g_assert_cmpint (perch_test_run_cli (file_args, NULL, &out2, &err2), ==, 2);
  expected = g_strdup_printf ("perch-cli logic solve: %s: line 3, column 5: a NUL byte: this is "
                              "not a text file\n", path);
  g_assert_cmpstr (err2, ==, expected);
  g_unlink (path);
}

static void
test_errors (void)
{
  const char *json[] = { "logic", "solve", "--json", "-", NULL };
  const char *text[] = { "logic", "solve", "-", NULL };
  const char *alphametic[] = { "logic", "alphametic", "SEND + MORE", NULL };
  const char *missing[] = { "logic", "solve", "/nonexistent/puzzle.txt", NULL };
  const char *both[] = { "logic", "solve", "--all", "--count", "-", NULL };
  const char *input = "domain 1..5\ngroup pet: dog zebra\ndog = zebr\n";
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;
  g_autofree char *out3 = NULL, *err3 = NULL, *out4 = NULL, *err4 = NULL;
  g_autofree char *out5 = NULL, *err5 = NULL;
  g_autoptr(JsonNode) root = NULL;

  g_assert_cmpint (perch_test_run_cli (json, input, &out, &err), ==, 2);
  g_assert_true (g_str_has_suffix (out, "}\n"));
  root = perch_test_json_parse (out);
  perch_test_json_assert_members (json_node_get_object (root), SOLVE_MEMBERS);
  perch_test_json_assert_members (json_object_get_object_member (json_node_get_object (root),
                                                                 "error"),
                                  "line column message");
  perch_test_json_assert_value (root, "{\"status\": \"error\", \"count\": 0, \"solutions\": [], "
                                      "\"optimum\": null, \"nodes\": 0, \"ms\": 0.0, \"error\": "
                                      "{\"line\": 3, \"column\": 7, \"message\": \"unknown name "
                                      "'zebr' (did you mean 'zebra'?)\"}}");

  g_assert_cmpint (perch_test_run_cli (text, input, &out2, &err2), ==, 2);
  g_assert_cmpstr (out2, ==, "");
  g_assert_cmpstr (err2, ==, "perch-cli logic solve: -: line 3, column 7: unknown name 'zebr' "
                             "(did you mean 'zebra'?)\n");

  g_assert_cmpint (perch_test_run_cli (alphametic, NULL, &out3, &err3), ==, 2);
  g_assert_cmpstr (err3, ==, "perch-cli logic alphametic: line 1, column 1: an alphametic "
                             "needs '=' between two sides\n");

  g_assert_cmpint (perch_test_run_cli (missing, NULL, &out4, &err4), ==, 2);
  g_assert_true (g_str_has_prefix (err4, "perch-cli logic solve: "));
  g_assert_true (strstr (err4, "/nonexistent/puzzle.txt") != NULL);

  g_assert_cmpint (perch_test_run_cli (both, NULL, &out5, &err5), ==, 2);
  g_assert_cmpstr (err5, ==, "perch-cli logic solve: give only one of --first, --all and "
                             "--count\n");
}

static void
test_examples (void)
{
  const char *list[] = { "logic", "examples", NULL };
  const char *zebra[] = { "logic", "examples", "zebra", NULL };
  const char *solve[] = { "logic", "solve", "-", NULL };
  g_autofree char *out = NULL, *err = NULL, *text = NULL, *err2 = NULL;
  g_autofree char *answer = NULL, *err3 = NULL;

  g_assert_cmpint (perch_test_run_cli (list, NULL, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "reindeer         The reindeer riddle\n"));
  g_assert_cmpint (perch_test_run_cli (zebra, NULL, &text, &err2), ==, 0);
  g_assert_cmpint (perch_test_run_cli (solve, text, &answer, &err3), ==, 0);
  g_assert_true (strstr (answer, "show: water = 1, zebra = 5\n") != NULL);
}

static void
test_help (void)
{
  const char *commands[] = { "solve", "alphametic", "explain", "examples", NULL };
  const char *main_help[] = { "logic", "--help", NULL };
  const char *unknown[] = { "logic", "play", NULL };
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;

  g_assert_cmpint (perch_test_run_cli (main_help, NULL, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "Usage: perch-cli logic COMMAND"));
  for (guint i = 0; commands[i] != NULL; i++)
    {
      const char *args[] = { "logic", commands[i], "--help", NULL };
      g_autofree char *help = NULL, *help_err = NULL;
      g_autofree char *usage = g_strdup_printf ("Usage:\n  perch-cli logic %s", commands[i]);

      g_assert_cmpint (perch_test_run_cli (args, NULL, &help, &help_err), ==, 0);
      g_assert_true (g_str_has_prefix (help, usage));
    }
  g_assert_cmpint (perch_test_run_cli (unknown, NULL, &out2, &err2), ==, 2);
  g_assert_cmpstr (err2, ==, "perch-cli logic: unknown command 'play' (try solve, alphametic, "
                             "explain or examples)\n");
}

/* logic explain */

static const char explain_puzzle[] =
  "domain 1..3\n"
  "group person: ann bob cy\n"
  "group pet: cat dog eel\n"
  "# Ann owns the cat.\n"
  "ann = cat\n"
  "\n"
  "ann = 1\n"
  "bob < cy   # Bob lives left of Cy\n"
  "dog = 2\n";

static void
test_explain_text (void)
{
  const char *args[] = { "logic", "explain", "-", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (perch_test_run_cli (args, explain_puzzle, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_true (g_str_has_prefix (out, "1. line 7: ann = 1\n"
                                        "   Line 7: ann = 1, so ann is 1.\n"
                                        "2. line 9: dog = 2\n"
                                        "   Line 9: dog = 2, so dog is 2.\n"
                                        "3. line 5: ann = cat\n"
                                        "   Line 5: Ann owns the cat (ann = cat), so ann goes "
                                        "with cat.\n"
                                        "4. (ann = 1, ann = cat): cat = 1\n"
                                        "   As ann is 1 and ann goes with cat, cat is 1 (and so "
                                        "eel is 3).\n"
                                        "5. line 8: bob != 3\n"
                                        "   Line 8: Bob lives left of Cy (bob < cy), so bob is not "
                                        "3 (and so bob is 2 and cy is 3).\n"
                                        "solved in 5 steps ("));
  g_assert_true (g_str_has_suffix (out, " ms)\n"));
}

/* The JSON object's shape: each member with its type. */
static void
test_explain_json (void)
{
  const char *args[] = { "logic", "explain", "--json", "-", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(JsonNode) node = NULL;
  JsonObject *root;
  JsonArray *steps;

  g_assert_cmpint (perch_test_run_cli (args, explain_puzzle, &out, &err), ==, 0);
  node = perch_test_json_parse (out);
  root = json_node_get_object (node);
  perch_test_json_assert_members (root, "status steps ms error");
  g_assert_cmpstr (json_object_get_string_member (root, "status"), ==, "solved");
  g_assert_true (json_object_get_null_member (root, "error"));
  g_assert_cmpfloat (json_object_get_double_member (root, "ms"), >=, 0);
  steps = json_object_get_array_member (root, "steps");
  g_assert_cmpuint (json_array_get_length (steps), >=, 3);
  for (guint i = 0; i < json_array_get_length (steps); i++)
    {
      JsonObject *step = json_array_get_object_element (steps, i);
      JsonArray *clues = json_object_get_array_member (step, "clues");
      JsonArray *uses = json_object_get_array_member (step, "uses");
      JsonArray *derives = json_object_get_array_member (step, "derives");
      const char *kind = json_object_get_string_member (step, "kind");

      g_assert_cmpuint (json_object_get_size (step), ==, 5);
      g_assert_true (g_strv_contains ((const char * const[]) { "grid", "clue", "clues", "cases",
                                                               "search", NULL }, kind));
      for (guint c = 0; c < json_array_get_length (clues); c++)
        g_assert_cmpint (json_array_get_int_element (clues, c), >=, 5);
      for (guint u = 0; u < json_array_get_length (uses); u++)
        g_assert_nonnull (json_array_get_string_element (uses, u));
      g_assert_cmpuint (json_array_get_length (derives), >, 0);
      g_assert_true (g_str_has_suffix (json_object_get_string_member (step, "text"), "."));
    }
  /* The first step, in full. */
  {
    JsonObject *first = json_array_get_object_element (steps, 0);

    g_assert_cmpstr (json_object_get_string_member (first, "kind"), ==, "clue");
    g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (first, "clues"),
                                                 0), ==, 7);
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (first, "uses")), ==,
                      0);
    g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (first,
                                                                                  "derives"),
                                                    0), ==, "ann = 1");
  }
}

static void
test_explain_from (void)
{
  g_autofree char *path = write_puzzle (explain_puzzle);
  g_autofree char *facts = write_puzzle ("ann = 1\n# known\nbob = 2\n");
  g_autofree char *at_facts = g_strconcat ("@", facts, NULL);
  const char *given[] = { "logic", "explain", "--from", "ann = 1; bob = 2", path, NULL };
  const char *from_file[] = { "logic", "explain", "--from", at_facts, path, NULL };
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;

  g_assert_cmpint (perch_test_run_cli (given, NULL, &out, &err), ==, 0);
  g_assert_null (strstr (out, "line 7"));
  g_assert_null (strstr (out, "line 8"));
  g_assert_true (g_str_has_prefix (out, "1. line 9: dog = 2\n"));
  g_assert_cmpint (perch_test_run_cli (from_file, NULL, &out2, &err2), ==, 0);
  g_assert_cmpstr (out2 + strlen (out2) - strlen (" ms)\n"), ==, " ms)\n");
  g_assert_true (g_str_has_prefix (out2, "1. line 9: dog = 2\n"));
  g_unlink (path);
  g_unlink (facts);
}

static void
test_explain_errors (void)
{
  static const struct
  {
    const char *from;
    const char *input;
    int         status;
    const char *err;
  } cases[] = {
    { "ann = 4", NULL, 2, "perch-cli logic explain: --from: line 1, column 7: 'ann' cannot be 4: "
                          "its values are 1..3\n" },
    { "ann = 1, bobb = 2", NULL, 2, "perch-cli logic explain: --from: line 1, column 10: unknown "
                                    "name 'bobb'\n" },
    { "ann = 1, ann = 2", NULL, 2, "perch-cli logic explain: --from: line 1, column 10: "
                                   "'ann = 2' contradicts the facts before it\n" },
    { "cat = 1, bob = 1", NULL, 2, "perch-cli logic explain: --from: line 1, column 10: "
                                   "'bob = 1' contradicts the puzzle\n" },
    { NULL, "domain 1..2\ngroup g: a b\na = b\n", 1,
      "perch-cli logic explain: -: the puzzle has no solution\n" },
    { NULL, "SEND + MOST = MONEY\nmaximize MONEY\n", 2,
      "perch-cli logic explain: -: a puzzle with maximize or minimize has no step-by-step "
      "explanation\n" },
    { NULL, "domain 1..3\ngroup g: a b\na = c\n", 2,
      /* the parser's own words follow */
      "perch-cli logic explain: -: line 3, column 5: unknown name 'c'" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *text[] = { "logic", "explain", "--from", cases[i].from, "-", NULL };
      const char *bare[] = { "logic", "explain", "-", NULL };
      const char *json[] = { "logic", "explain", "--json", "--from", cases[i].from, "-", NULL };
      const char *bare_json[] = { "logic", "explain", "--json", "-", NULL };
      const char *input = cases[i].input != NULL ? cases[i].input : explain_puzzle;
      g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;
      g_autoptr(JsonNode) root = NULL;
      JsonObject *object, *error;

      g_assert_cmpint (perch_test_run_cli (cases[i].from != NULL ? text : bare, input,
                                           &out, &err),
                       ==, cases[i].status);
      g_assert_cmpstr (out, ==, "");
      g_assert_true (g_str_has_prefix (err, cases[i].err));
      g_assert_true (g_str_has_suffix (err, "\n"));
      g_assert_cmpint (perch_test_run_cli (cases[i].from != NULL ? json : bare_json, input,
                                           &out2, &err2),
                       ==, cases[i].status);
      root = perch_test_json_parse (out2);
      object = json_node_get_object (root);
      perch_test_json_assert_members (object, "status steps ms error");
      perch_test_json_assert_member (object, "status", "\"error\"");
      perch_test_json_assert_member (object, "steps", "[]");
      perch_test_json_assert_member (object, "ms", "0");
      error = json_object_get_object_member (object, "error");
      perch_test_json_assert_members (error, "in line column message");
      perch_test_json_assert_member (error, "in", cases[i].from != NULL ? "\"facts\""
                                                                        : "\"puzzle\"");
    }
}

static void
test_explain_stuck (void)
{
  const char *args[] = { "logic", "explain", "-", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (perch_test_run_cli (args, "domain 1..3\ngroup g: a b c\na = 1\n", &out, &err),
                   ==, 1);
  g_assert_true (g_regex_match_simple ("^1\\. line 3: a = 1\n.*\nstuck after 1 step: nothing "
                                       "more follows, the puzzle has more than one solution "
                                       "\\([0-9.]+ ms\\)\n$", out, G_REGEX_DOTALL, 0));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/logic/cli/solve-text", test_solve_text);
  g_test_add_func ("/logic/cli/solve-json-stdin", test_solve_json_stdin);
  g_test_add_func ("/logic/cli/optimum-json", test_optimum_json);
  g_test_add_func ("/logic/cli/alphametic", test_alphametic);
  g_test_add_func ("/logic/cli/no-solution", test_no_solution);
  g_test_add_func ("/logic/cli/node-limit", test_node_limit);
  g_test_add_func ("/logic/cli/optimum-stopped", test_optimum_stopped);
  g_test_add_func ("/logic/cli/errors", test_errors);
  g_test_add_func ("/logic/cli/warnings-and-bytes", test_warnings_and_bytes);
  g_test_add_func ("/logic/cli/explain-text", test_explain_text);
  g_test_add_func ("/logic/cli/explain-json", test_explain_json);
  g_test_add_func ("/logic/cli/explain-from", test_explain_from);
  g_test_add_func ("/logic/cli/explain-errors", test_explain_errors);
  g_test_add_func ("/logic/cli/explain-stuck", test_explain_stuck);
  g_test_add_func ("/logic/cli/examples", test_examples);
  g_test_add_func ("/logic/cli/help", test_help);

  return g_test_run ();
}
