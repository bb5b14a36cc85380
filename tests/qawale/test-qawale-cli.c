/* test-qawale-cli.c: 'perch-cli qawale' as scripts see it: the engine on a pipe (one reply
 * per line, flushed at once), matches, help, errors and exit status */
#include <gio/gio.h>
#include <stdlib.h>
#include <string.h>

#include "perch-test-cli.h"

/* A whole session on stdin: every command gets its one reply, bad ones included. */
static void
test_engine_session (void)
{
  const char *args[] = { "qawale", "engine", NULL };
  const char *input =
    "new\n"
    "perft 2\n"
    "play a1NNE\n"
    "play a1NNE\n"
    "\n"
    "status\n"
    "jump\n"
    "go 0 1\n"
    "board\n"
    "new 10\n"
    "moves\n"
    "quit\n"
    "status\n";
  g_autofree char *out = NULL, *err = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_cmpint (perch_test_run_cli (args, input, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  lines = g_strsplit (out, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "ok");
  g_assert_cmpstr (lines[1], ==, "2176");
  g_assert_cmpstr (lines[2], ==, "ok");
  g_assert_cmpstr (lines[3], ==, "illegal a1: empty stack (a pebble goes on a square that holds "
                                 "pebbles)");
  g_assert_cmpstr (lines[4], ==, "ongoing");
  g_assert_cmpstr (lines[5], ==, "error unknown command 'jump' (new, play, go, analyse, "
                                 "moves, status, board, perft, stop, quit)");
  g_assert_true (g_regex_match_simple ("^bestmove [a-d][1-4][NESW]+ score -?[0-9]+ depth 1 "
                                       "nodes [0-9]+ solved 0$", lines[6], 0, 0));
  g_assert_true (g_str_has_prefix (lines[7], "   a   b   c   d   (stacks bottom to top"));
  g_assert_cmpstr (lines[12], ==, "dark to move, ply 1 of 16, reserves: light 7, dark 8");
  g_assert_cmpstr (lines[13], ==, ".");
  g_assert_cmpstr (lines[14], ==, "ok");
  g_assert_true (g_str_has_prefix (lines[15], "40 a1NNN a1NNE "));
  /* 'quit' ended it: the last status got no reply. */
  g_assert_cmpstr (lines[16], ==, "");
  g_assert_null (lines[17]);
}

static char *
read_reply (GDataInputStream *stream)
{
  g_autoptr(GError) error = NULL;
  char *line = g_data_input_stream_read_line_utf8 (stream, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (line);
  return line;
}

static void
send (GOutputStream *commands,
      const char    *line)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (g_output_stream_write_all (commands, line, strlen (line), NULL, NULL, &error));
  g_assert_no_error (error);
}

/* 'perch-cli qawale engine' on pipes: commands go to its stdin, replies come from
 * *@replies. */
static GSubprocess *
start_engine (GDataInputStream **replies)
{
  const char *args[] = { "qawale", "engine", NULL };
  g_autoptr(GPtrArray) argv = perch_test_cli_argv (args);
  g_autoptr(GError) error = NULL;
  GSubprocess *process;

  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                               &error);
  g_assert_no_error (error);
  *replies = g_data_input_stream_new (g_subprocess_get_stdout_pipe (process));
  return process;
}

/* Line-buffered: each reply comes before the next command is sent. */
static void
test_engine_interactive (void)
{
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GDataInputStream) replies = NULL;
  g_autoptr(GError) error = NULL;
  GOutputStream *commands;
  g_autofree char *first = NULL, *second = NULL;

  process = start_engine (&replies);
  commands = g_subprocess_get_stdin_pipe (process);

  send (commands, "perft 3\n");
  first = read_reply (replies);
  g_assert_cmpstr (first, ==, "143712");
  send (commands, "play d1NNW\n");
  second = read_reply (replies);
  g_assert_cmpstr (second, ==, "ok");
  send (commands, "quit\n");
  g_assert_true (g_subprocess_wait_check (process, NULL, &error));
  g_assert_no_error (error);
}

/* Commands are read while a search runs: 'stop' ends 'go' and 'analyse' at once with what
 * they found (the searches asked for a minute; if stop did nothing, the test would time
 * out), and 'quit' ends the program in the middle of a search. */
static void
test_engine_stop_and_quit (void)
{
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GDataInputStream) replies = NULL;
  g_autoptr(GError) error = NULL;
  GOutputStream *commands;
  g_autofree char *best = NULL, *status = NULL, *last = NULL, *stopped = NULL;
  guint analysed = 0;
  gint64 start;

  process = start_engine (&replies);
  commands = g_subprocess_get_stdin_pipe (process);

  send (commands, "new 10\n");
  status = read_reply (replies);
  g_assert_cmpstr (status, ==, "ok");
  send (commands, "go 60000\n");
  g_usleep (200 * G_TIME_SPAN_MILLISECOND);
  start = g_get_monotonic_time ();
  send (commands, "stop\n");
  best = read_reply (replies);
  g_test_message ("'stop' answered in %.1f ms", (g_get_monotonic_time () - start) / 1000.0);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 5 * G_TIME_SPAN_SECOND);
  g_assert_true (g_regex_match_simple ("^bestmove [a-d][1-4][NESW]+ score -?[0-9]+ depth "
                                       "[1-9][0-9]* nodes [0-9]+ solved 0$", best, 0, 0));
  send (commands, "status\n");
  g_clear_pointer (&status, g_free);
  status = read_reply (replies);
  g_assert_cmpstr (status, ==, "ongoing");

  /* An analysis stopped lists every move with what it has. */
  send (commands, "analyse 60000\n");
  g_usleep (200 * G_TIME_SPAN_MILLISECOND);
  send (commands, "stop\n");
  for (;;)
    {
      g_clear_pointer (&last, g_free);
      last = read_reply (replies);
      g_assert_nonnull (last);
      if (strcmp (last, "done") == 0)
        break;
      g_assert_true (g_str_has_prefix (last, "move "));
      analysed++;
    }
  g_assert_cmpuint (analysed, ==, 40);

  /* 'quit' during a search: the search's answer, then the end. */
  send (commands, "go 60000\n");
  g_usleep (200 * G_TIME_SPAN_MILLISECOND);
  send (commands, "quit\n");
  stopped = read_reply (replies);
  g_assert_true (g_str_has_prefix (stopped, "bestmove "));
  g_assert_true (g_subprocess_wait_check (process, NULL, &error));
  g_assert_no_error (error);
}

/* A match prints a line per game and a summary; the same seed gives the same games. */
static void
test_match (void)
{
  const char *args[] = { "qawale", "match", "--light", "hard:depth=2", "--dark", "easy",
                         "--games", "4", "--seed", "7", NULL };
  g_autofree char *out = NULL, *err = NULL, *again = NULL, *err2 = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  lines = g_strsplit (out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 10);
  g_assert_true (g_regex_match_simple ("^game 1: light hard:depth=2, dark easy: win light in "
                                       "[0-9]+ plies: [a-d][1-4][NESW]+ ", lines[0], 0, 0));
  g_assert_true (g_str_has_prefix (lines[1], "game 2: light easy, dark hard:depth=2: win dark "));
  g_assert_cmpstr (lines[4], ==, "hard:depth=2: 4 wins, 0 losses, 0 draws (as light 2-0-0, "
                                 "as dark 2-0-0)");
  g_assert_cmpstr (lines[5], ==, "easy: 0 wins, 4 losses, 0 draws");
  g_assert_cmpstr (lines[6], ==, "hard:depth=2: score 100.0% in 4 games (pairs scoring "
                                 "0-1/2-1-3/2-2: 0-0-0-0-2), Elo +inf (95%: +inf to +inf)");
  g_assert_true (g_regex_match_simple ("^time per move: hard:depth=2 [0-9.]+ ms \\(max [0-9.]+ "
                                       "ms, [0-9]+ moves, [0-9]+ positions a move; "
                                       "[0-9]+ solved in [0-9.]+ ms, the others [0-9.]+ "
                                       "ms\\)$",
                                       lines[7], 0, 0));
  g_assert_cmpint (perch_test_run_cli (args, NULL, &again, &err2), ==, 0);
  /* Everything but the times. */
  g_assert_cmpint (strstr (out, "time per move") - out, ==,
                   strstr (again, "time per move") - again);
  g_assert_true (strncmp (out, again, strstr (out, "time per move") - out) == 0);
}

/* The moves of each game line: after the last ': '. */
static char *
game_moves (const char *line)
{
  const char *moves = g_strrstr (line, ": ");

  g_assert_nonnull (moves);
  return g_strdup (moves + 2);
}

/* An engine in another process (this perch-cli) plays the games Hard plays in-process. */
static void
test_match_engine (void)
{
  g_autofree char *engine = g_strdup_printf ("engine:%s qawale engine:depth=2",
                                             g_getenv ("PERCH_CLI"));
  const char *remote[] = { "qawale", "match", "--light", engine, "--dark", "hard:depth=2",
                           "--games", "2", "--seed", "5", "--stones", "10", NULL };
  const char *local[] = { "qawale", "match", "--light", "hard:depth=2", "--dark",
                          "hard:depth=2", "--games", "2", "--seed", "5", "--stones", "10", NULL };
  g_autofree char *out = NULL, *err = NULL, *expected = NULL, *err2 = NULL;
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) expected_lines = NULL;

  g_assert_cmpint (perch_test_run_cli (remote, NULL, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_cmpint (perch_test_run_cli (local, NULL, &expected, &err2), ==, 0);
  lines = g_strsplit (out, "\n", -1);
  expected_lines = g_strsplit (expected, "\n", -1);
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *moves = game_moves (lines[i]);
      g_autofree char *expected_moves = game_moves (expected_lines[i]);

      g_assert_true (g_str_has_prefix (lines[i], i == 0 ? "game 1: light engine:" : "game 2: "));
      g_assert_cmpstr (moves, ==, expected_moves);
    }

  /* An engine that cannot be started is an error that says so. */
  {
    const char *bad[] = { "qawale", "match", "--light", "engine:/nonexistent/engine:100",
                          "--dark", "easy", "--games", "2", NULL };
    g_autofree char *bad_out = NULL, *bad_err = NULL;

    g_assert_cmpint (perch_test_run_cli (bad, NULL, &bad_out, &bad_err), ==, 2);
    g_assert_true (g_str_has_prefix (bad_err, "perch-cli qawale match: engine "
                                              "'/nonexistent/engine' cannot be started: "));
  }
}

/* Self-play data: one line per position with the game's result and number, the same for
 * the same seed; 'eval' reads the positions back. */
static void
test_selfplay_and_eval (void)
{
  const char *args[] = { "qawale", "selfplay", "--player", "hard:depth=1", "--games", "3",
                         "--seed", "9", "--stones", "8", "--opening", "2-2", NULL };
  const char *eval[] = { "qawale", "eval", NULL };
  g_autofree char *out = NULL, *err = NULL, *again = NULL, *err2 = NULL;
  g_autofree char *evaluated = NULL, *err3 = NULL, *bad = NULL, *err4 = NULL;
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) values = NULL;
  guint n;

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_cmpint (perch_test_run_cli (args, NULL, &again, &err2), ==, 0);
  g_assert_cmpstr (out, ==, again);
  lines = g_strsplit (out, "\n", -1);
  n = g_strv_length (lines) - 1;
  g_assert_cmpuint (n, >=, 3 * 3);
  for (guint i = 0; i < n; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], "\t", -1);

      g_assert_cmpuint (g_strv_length (fields), ==, 5);
      /* After two random plies the player moves from ply 2 on. */
      g_assert_true (strstr (fields[0], i == 0 ? " light 7 7" : " ") != NULL);
      g_assert_true (strcmp (fields[1], "1") == 0 || strcmp (fields[1], "0") == 0 ||
                     strcmp (fields[1], "-1") == 0);
      g_assert_cmpint (atoi (fields[4]), >=, 1);
      g_assert_cmpint (atoi (fields[4]), <=, 3);
    }

  g_assert_cmpint (perch_test_run_cli (eval, out, &evaluated, &err3), ==, 0);
  values = g_strsplit (evaluated, "\n", -1);
  g_assert_cmpuint (g_strv_length (values) - 1, ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_true (g_regex_match_simple ("^-?[0-9]+\t(-?[0-9]+ ){15}-?[0-9]+$", values[i], 0, 0));

  g_assert_cmpint (perch_test_run_cli (eval, "nn,,,nn/,,,/,,,/nn,,,nn light 8 8\nnonsense\n",
                                       &bad, &err4), ==, 2);
  g_assert_true (g_str_has_prefix (bad, "0\t0 0 0 "));
  g_assert_nonnull (strstr (bad, "\nerror line 2: a position has four fields"));
}

static void
test_match_errors (void)
{
  static const struct
  {
    const char *args[12];
    const char *error;
  } cases[] = {
    { { "qawale", "match", "--dark", "easy", "--games", "2", NULL },
      "perch-cli qawale match: give both players: --light SPEC --dark SPEC\n" },
    { { "qawale", "match", "--light", "hard", "--dark", "easy", "--games", "3", NULL },
      "perch-cli qawale match: --games is a positive even number (each opening is played "
      "with both colours), not 3\n" },
    { { "qawale", "match", "--light", "wizard", "--dark", "easy", "--games", "2", NULL },
      "perch-cli qawale match: 'wizard': not a player (easy, medium, hard, expert or hard-v1, "
      "with limits such as hard:100ms or hard:depth=6, or engine:COMMAND:MS)\n" },
    { { "qawale", "match", "--light", "easy", "--dark", "easy", "--games", "2", "--stones",
        "9", NULL },
      "perch-cli qawale match: --stones is 8 or 10, not 9\n" },
    { { "qawale", "match", "--light", "easy", "--dark", "easy", "--games", "2",
        "--both-lines", "maybe", NULL },
      "perch-cli qawale match: --both-lines is mover or draw, not 'maybe'\n" },
    { { "qawale", "referee", NULL },
      "perch-cli qawale: unknown command 'referee' (try engine, match, selfplay or eval)\n" },
    { { "qawale", "engine", "extra", NULL },
      "perch-cli qawale engine: unexpected argument 'extra'\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *out = NULL, *err = NULL;

      g_assert_cmpint (perch_test_run_cli (cases[i].args, NULL, &out, &err), ==, 2);
      g_assert_cmpstr (out, ==, "");
      g_assert_cmpstr (err, ==, cases[i].error);
    }
}

/* Ten stones and the other both-lines rule reach the games. */
static void
test_match_options (void)
{
  const char *args[] = { "qawale", "match", "--light", "medium", "--dark", "easy", "--games",
                         "2", "--stones", "10", "--both-lines", "draw", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 0);
  lines = g_strsplit (out, "\n", -1);
  /* With 10 stones a drawn game lasts 20 plies, and no game can last more. */
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GRegex) regex = g_regex_new ("in ([0-9]+) plies", 0, 0, NULL);
      g_autoptr(GMatchInfo) match = NULL;
      g_autofree char *plies = NULL;

      g_assert_true (g_regex_match (regex, lines[i], 0, &match));
      plies = g_match_info_fetch (match, 1);
      g_assert_cmpint (atoi (plies), <=, 20);
      if (strstr (lines[i], ": draw in ") != NULL && atoi (plies) > 16)
        g_assert_cmpint (atoi (plies), ==, 20);
    }
}

static void
test_help (void)
{
  const char *commands[] = { "engine", "match", "selfplay", "eval", NULL };
  const char *main_help[] = { "qawale", "--help", NULL };
  const char *bench_help[] = { "bench", "qawale", "--help", NULL };
  g_autofree char *out = NULL, *err = NULL, *bench = NULL, *bench_err = NULL;

  g_assert_cmpint (perch_test_run_cli (main_help, NULL, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "Usage: perch-cli qawale COMMAND"));
  for (guint i = 0; commands[i] != NULL; i++)
    {
      const char *args[] = { "qawale", commands[i], "--help", NULL };
      g_autofree char *help = NULL, *help_err = NULL;
      g_autofree char *usage = g_strdup_printf ("Usage:\n  perch-cli qawale %s", commands[i]);

      g_assert_cmpint (perch_test_run_cli (args, NULL, &help, &help_err), ==, 0);
      g_assert_true (g_str_has_prefix (help, usage));
    }
  g_assert_cmpint (perch_test_run_cli (bench_help, NULL, &bench, &bench_err), ==, 0);
  g_assert_true (g_str_has_prefix (bench, "Usage:\n  perch-cli bench qawale"));
}

/* The benchmark's quick part: perft 4 is the spec's number; the searches and the engine's
 * 'stop' are timed. */
static void
test_bench_perft (void)
{
  const char *args[] = { "bench", "qawale", "--no-match", "--repeat", "1", NULL };
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "perft 4: 11129088 leaves, median "));
  g_assert_nonnull (strstr (out, "\nhard from the start, 1000 ms: "));
  g_assert_nonnull (strstr (out, "\nhard-v1 from the start, 1000 ms: "));
  g_assert_nonnull (strstr (out, "\nstop during 'go 60000': answered in "));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/qawale/cli/engine-session", test_engine_session);
  g_test_add_func ("/qawale/cli/engine-interactive", test_engine_interactive);
  g_test_add_func ("/qawale/cli/engine-stop-and-quit", test_engine_stop_and_quit);
  g_test_add_func ("/qawale/cli/match", test_match);
  g_test_add_func ("/qawale/cli/match-engine", test_match_engine);
  g_test_add_func ("/qawale/cli/selfplay-and-eval", test_selfplay_and_eval);
  g_test_add_func ("/qawale/cli/match-errors", test_match_errors);
  g_test_add_func ("/qawale/cli/match-options", test_match_options);
  g_test_add_func ("/qawale/cli/help", test_help);
  g_test_add_func ("/qawale/cli/bench-perft", test_bench_perft);

  return g_test_run ();
}
