/* test-logic-cli.c: 'perch-cli logic' as scripts see it: output, JSON, errors, exit status */
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

static int
run_cli (const char * const *args,
         const char         *input,
         char              **out,
         char              **err)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (argv, (gpointer) g_getenv ("PERCH_CLI"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE |
                                        G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                        G_SUBPROCESS_FLAGS_STDERR_PIPE);
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input != NULL ? input : "", NULL, out, err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  return g_subprocess_get_exit_status (process);
}

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

static void
test_solve_text (void)
{
  g_autofree char *path = write_puzzle ("domain 1..3\ngroup floor: ann bob cy\n"
                                        "ann > bob\nbob > cy\n");
  const char *args[] = { "logic", "solve", "--all", path, NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run_cli (args, NULL, &out, &err), ==, 0);
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

  g_assert_cmpint (run_cli (args, "domain 1..3\nnames x y\nx < y\n", &out, &err), ==, 0);
  g_assert_true (g_regex_match_simple ("^\\{\"status\": \"sat\", \"count\": 3, \"solutions\": "
                                       "\\[\\{\"x\": 1, \"y\": 2\\}\\], \"optimum\": null, "
                                       "\"nodes\": [0-9]+, \"ms\": [0-9.]+, "
                                       "\"error\": null\\}\n$", out, 0, 0));
}

static void
test_optimum_json (void)
{
  const char *args[] = { "logic", "solve", "--json", "-", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run_cli (args, "SEND + MOST = MONEY\nmaximize MONEY\n", &out, &err), ==, 0);
  g_assert_true (strstr (out, "\"count\": 1,") != NULL);
  g_assert_true (strstr (out, "\"optimum\": 10876,") != NULL);
}

static void
test_alphametic (void)
{
  const char *args[] = { "logic", "alphametic", "--all", "--json", "SEND", "+", "MORE", "=",
                         "MONEY", NULL };
  const char *base[] = { "logic", "alphametic", "--base", "6", "FARES = FEE * FEE", NULL };
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;

  g_assert_cmpint (run_cli (args, NULL, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "{\"status\": \"sat\", \"count\": 1, \"solutions\": "
                                        "[{\"S\": 9, \"E\": 5, \"N\": 6, \"D\": 7, \"M\": 1, "
                                        "\"O\": 0, \"R\": 8, \"Y\": 2}], \"optimum\": null, "));

  g_assert_cmpint (run_cli (base, NULL, &out2, &err2), ==, 0);
  g_assert_true (g_str_has_prefix (out2, "F = 1\nA = 5\nR = 3\nE = 2\nS = 4\n\n"
                                         "first solution ("));
}

static void
test_no_solution (void)
{
  const char *args[] = { "logic", "alphametic", "--json", "TOKYO = KYOTO * 3", NULL };
  const char *text[] = { "logic", "alphametic", "A = B", NULL };
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;

  g_assert_cmpint (run_cli (args, NULL, &out, &err), ==, 1);
  g_assert_true (g_str_has_prefix (out, "{\"status\": \"unsat\", \"count\": 0, \"solutions\": "
                                        "[], \"optimum\": null, \"nodes\": "));
  g_assert_cmpint (run_cli (text, NULL, &out2, &err2), ==, 1);
  g_assert_true (g_str_has_prefix (out2, "no solution ("));
}

static void
test_node_limit (void)
{
  const char *args[] = { "logic", "solve", "--json", "--nodes", "3", "-", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run_cli (args, "domain 1..8\nnames a b c d e f g h\n"
                                  "different a, b, c, d, e, f, g, h\n"
                                  "a + b + c + d = e + f + g + h + 1\n", &out, &err), ==, 1);
  g_assert_true (g_str_has_prefix (out, "{\"status\": \"stopped\", \"count\": 0, "));
}

static void
test_optimum_stopped (void)
{
  const char *args[] = { "logic", "solve", "--nodes", "5", "-", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run_cli (args, "SEND + MOST = MONEY\nmaximize MONEY\n", &out, &err), ==, 1);
  g_assert_true (strstr (out, " (the best found, not proven)\nstopped by the node limit, "
                              "before proving the best (5 nodes, ") != NULL);
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

  g_assert_cmpint (run_cli (json, input, &out, &err), ==, 2);
  g_assert_cmpstr (out, ==, "{\"status\": \"error\", \"count\": 0, \"solutions\": [], "
                            "\"optimum\": null, \"nodes\": 0, \"ms\": 0.0, \"error\": "
                            "{\"line\": 3, \"column\": 7, \"message\": \"unknown name 'zebr' "
                            "(did you mean 'zebra'?)\"}}\n");

  g_assert_cmpint (run_cli (text, input, &out2, &err2), ==, 2);
  g_assert_cmpstr (out2, ==, "");
  g_assert_cmpstr (err2, ==, "perch-cli logic solve: -: line 3, column 7: unknown name 'zebr' "
                             "(did you mean 'zebra'?)\n");

  g_assert_cmpint (run_cli (alphametic, NULL, &out3, &err3), ==, 2);
  g_assert_cmpstr (err3, ==, "perch-cli logic alphametic: line 1, column 1: an alphametic "
                             "needs '=' between two sides\n");

  g_assert_cmpint (run_cli (missing, NULL, &out4, &err4), ==, 2);
  g_assert_true (g_str_has_prefix (err4, "perch-cli logic solve: "));
  g_assert_true (strstr (err4, "/nonexistent/puzzle.txt") != NULL);

  g_assert_cmpint (run_cli (both, NULL, &out5, &err5), ==, 2);
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

  g_assert_cmpint (run_cli (list, NULL, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "reindeer         The reindeer riddle\n"));
  g_assert_cmpint (run_cli (zebra, NULL, &text, &err2), ==, 0);
  g_assert_cmpint (run_cli (solve, text, &answer, &err3), ==, 0);
  g_assert_true (strstr (answer, "show: water = 1, zebra = 5\n") != NULL);
}

static void
test_help (void)
{
  const char *commands[] = { "solve", "alphametic", "explain", "examples", NULL };
  const char *main_help[] = { "logic", "--help", NULL };
  const char *unknown[] = { "logic", "play", NULL };
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL;

  g_assert_cmpint (run_cli (main_help, NULL, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "Usage: perch-cli logic COMMAND"));
  for (guint i = 0; commands[i] != NULL; i++)
    {
      const char *args[] = { "logic", commands[i], "--help", NULL };
      g_autofree char *help = NULL, *help_err = NULL;
      g_autofree char *usage = g_strdup_printf ("Usage:\n  perch-cli logic %s", commands[i]);

      g_assert_cmpint (run_cli (args, NULL, &help, &help_err), ==, 0);
      g_assert_true (g_str_has_prefix (help, usage));
    }
  g_assert_cmpint (run_cli (unknown, NULL, &out2, &err2), ==, 2);
  g_assert_cmpstr (err2, ==, "perch-cli logic: unknown command 'play' (try solve, alphametic, "
                             "explain or examples)\n");
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
  g_test_add_func ("/logic/cli/examples", test_examples);
  g_test_add_func ("/logic/cli/help", test_help);

  return g_test_run ();
}
