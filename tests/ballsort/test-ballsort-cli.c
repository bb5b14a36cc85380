/* test-ballsort-cli.c: 'perch-cli ballsort' as scripts see it: output, errors, exit status */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>

static int
run_cli (const char * const *args,
         char              **out,
         char              **err)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int status = -1;

  g_ptr_array_add (argv, (gpointer) g_getenv ("PERCH_CLI"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                out, err, &status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status));
  return WEXITSTATUS (status);
}

static void
test_solve_text (void)
{
  const char *args[] = { "ballsort", "solve", "r r b b | b b r r | -", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
  g_assert_true (g_regex_match_simple ("^solved in 6 moves \\(shortest; [0-9]+ states, "
                                       "[0-9.]+ ms\\): 1>3 1>3 2>1 2>1 2>3 2>3\n$", out, 0, 0));
  g_assert_cmpstr (err, ==, "");
}

static void
test_solve_json_water (void)
{
  const char *args[] = { "ballsort", "solve", "--water", "--json", "r r b b | b b r r | -", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
  g_assert_true (g_regex_match_simple ("^\\{\"id\": null, \"status\": \"solved\", \"moves\": 3, "
                                       "\"optimal\": true, \"solution\": \\[\"2>3\", \"1>2\", "
                                       "\"1>3\"\\], \"states\": [0-9]+, \"ms\": [0-9.]+\\}\n$",
                                       out, 0, 0));
}

static void
test_solve_file (void)
{
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "perch-ballsort-cli-XXXXXX", NULL);
  g_autofree char *out = NULL, *err = NULL;
  g_auto(GStrv) lines = NULL;
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
  g_assert_cmpint (run_cli (args, &out, &err), ==, 1);
  lines = g_strsplit (out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  g_assert_true (g_str_has_prefix (lines[0], "{\"id\": \"easy\", \"status\": \"solved\", "
                                             "\"moves\": 6, \"optimal\": true"));
  g_assert_true (g_str_has_prefix (lines[1], "{\"id\": \"locked\", \"status\": \"unsolvable\", "
                                             "\"moves\": null, \"optimal\": true, "
                                             "\"solution\": []"));
  g_assert_true (g_str_has_prefix (lines[2], "{\"id\": null, \"status\": \"solved\", "
                                             "\"moves\": 3,"));
  g_assert_cmpstr (lines[3], ==, "");
  g_unlink (path);
}

static void
test_solve_bad_level (void)
{
  const char *args[] = { "ballsort", "solve", "r r b b | b b r | -", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run_cli (args, &out, &err), ==, 2);
  g_assert_cmpstr (out, ==, "");
  g_assert_cmpstr (err, ==, "perch-cli ballsort solve: column 1: colour 'r' has 3 balls but "
                            "the other colours have 4 each\n");
}

static void
test_unsolvable_exit_status (void)
{
  const char *args[] = { "ballsort", "solve", "a b | a b", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run_cli (args, &out, &err), ==, 1);
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

  g_assert_cmpint (run_cli (good, &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, "1 2>3 legal, 2 balls\n"
                            "2 1>2 legal, 2 balls\n"
                            "3 1>3 legal, 2 balls\n"
                            "solved: - | r r r r | b b b b\n");

  g_assert_cmpint (run_cli (bad, &out2, &err2), ==, 1);
  g_assert_cmpstr (out2, ==, "1 1>3 legal, 1 ball\n"
                             "2 2>3 illegal: the top colours differ\n");

  g_assert_cmpint (run_cli (malformed, &out3, &err3), ==, 2);
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

  g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
  g_assert_cmpint (run_cli (args, &again, &err2), ==, 0);
  g_assert_cmpstr (out, ==, again);
  bottles = g_strsplit (out, "|", -1);
  g_assert_cmpuint (g_strv_length (bottles), ==, 8);

  g_assert_cmpint (run_cli (bad, &out3, &err3), ==, 2);
  g_assert_cmpstr (err3, ==, "perch-cli ballsort generate: colours must be 2 to 254, not 300\n");
}

static void
test_help (void)
{
  const char *commands[] = { "solve", "check", "generate", NULL };
  const char *main_help[] = { "ballsort", "--help", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run_cli (main_help, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "Usage: perch-cli ballsort COMMAND"));
  for (guint i = 0; commands[i] != NULL; i++)
    {
      const char *args[] = { "ballsort", commands[i], "--help", NULL };
      g_autofree char *help = NULL, *help_err = NULL;
      g_autofree char *usage = g_strdup_printf ("Usage:\n  perch-cli ballsort %s", commands[i]);

      g_assert_cmpint (run_cli (args, &help, &help_err), ==, 0);
      g_assert_true (g_str_has_prefix (help, usage));
    }
}

static void
test_unknown_command (void)
{
  const char *args[] = { "ballsort", "play", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (run_cli (args, &out, &err), ==, 2);
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

  return g_test_run ();
}
