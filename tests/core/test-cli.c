/* test-cli.c: perch-cli's help, version and the error for an unknown command */
#include <glib.h>
#include <string.h>

#include "perch-test-cli.h"

static void
test_cli_help (void)
{
  const char *args[] = { "--help", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "Usage: perch-cli COMMAND"));
  for (const char *const *c = (const char *[]) { "uluru", "ballsort", "qawale", "logic",
                                                  "bench", NULL }; *c; c++)
    g_assert_nonnull (strstr (out, *c));
}

static void
test_cli_version (void)
{
  const char *args[] = { "--version", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 0);
  g_assert_true (g_regex_match_simple ("^perch-cli [0-9]+\\.[0-9]+\\.[0-9]+\n$", out, 0, 0));
}

static void
test_cli_unknown_command (void)
{
  const char *args[] = { "sokoban", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 2);
  g_assert_cmpstr (out, ==, "");
  g_assert_cmpstr (err, ==, "perch-cli: unknown command 'sokoban'; "
                            "run 'perch-cli --help' for the list\n");
}

static void
test_cli_no_command (void)
{
  const char *args[] = { NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 2);
  g_assert_true (g_str_has_prefix (err, "Usage: perch-cli"));
}

static void
test_cli_bench_unknown_game (void)
{
  const char *args[] = { "bench", "chess", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 2);
  g_assert_nonnull (strstr (err, "unknown game 'chess'"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/help", test_cli_help);
  g_test_add_func ("/cli/version", test_cli_version);
  g_test_add_func ("/cli/unknown-command", test_cli_unknown_command);
  g_test_add_func ("/cli/no-command", test_cli_no_command);
  g_test_add_func ("/cli/bench-unknown-game", test_cli_bench_unknown_game);

  return g_test_run ();
}
