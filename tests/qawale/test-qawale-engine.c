/* test-qawale-engine.c: the text engine's replies, command by command, good and bad */
#include <stdlib.h>
#include <string.h>

#include "perch-qawale-engine.h"
#include "perch-qawale-search.h"

static char *
ask (PerchQawaleEngine *engine,
     const char        *line)
{
  gboolean quit = TRUE;
  char *reply = perch_qawale_engine_reply (engine, line, &quit);

  g_assert_false (quit);
  return reply;
}

static void
assert_reply (PerchQawaleEngine *engine,
              const char        *line,
              const char        *expected)
{
  g_autofree char *reply = ask (engine, line);

  g_assert_cmpstr (reply, ==, expected);
}

static void
test_new_play_status (void)
{
  g_autoptr(PerchQawaleEngine) engine = perch_qawale_engine_new ();
  g_autofree char *board = NULL;

  assert_reply (engine, "status", "ongoing");
  assert_reply (engine, "new", "ok");
  assert_reply (engine, "play a1NNE", "ok");
  assert_reply (engine, "  play   d4WWS  \r\n", "ok");
  assert_reply (engine, "play b3N", "illegal b3N: wrong number of steps: a stack of 2 needs 3");
  assert_reply (engine, "play c1NN", "illegal c1: empty stack (a pebble goes on a square that "
                                     "holds pebbles)");
  assert_reply (engine, "play a9NN", "illegal a9NN: '9' is not a rank (1 to 4)");
  board = ask (engine, "board");
  g_assert_cmpstr (board, ==,
                   "   a   b   c   d   (stacks bottom to top: n neutral, l light, d dark; "
                   "top in capitals)\n"
                   "4  nN  N   N   .\n"
                   "3  N   lD  .   .\n"
                   "2  N   .   .   .\n"
                   "1  .   .   .   nN\n"
                   "light to move, ply 2 of 16, reserves: light 7, dark 7\n"
                   ".");
  assert_reply (engine, "new 10", "ok");
  g_clear_pointer (&board, g_free);
  board = ask (engine, "board");
  g_assert_true (strstr (board, "ply 0 of 20, reserves: light 10, dark 10") != NULL);
}

static void
test_moves_and_perft (void)
{
  g_autoptr(PerchQawaleEngine) engine = perch_qawale_engine_new ();
  g_autofree char *moves = ask (engine, "moves");
  g_auto(GStrv) words = g_strsplit (moves, " ", -1);

  g_assert_cmpstr (words[0], ==, "40");
  g_assert_cmpuint (g_strv_length (words), ==, 41);
  g_assert_cmpstr (words[1], ==, "a1NNN");
  assert_reply (engine, "perft 1", "40");
  assert_reply (engine, "perft 2", "2176");
  assert_reply (engine, "perft 4", "11129088");
  assert_reply (engine, "perft 0", "1");
}

/* 'go' answers in the spec's format and finds the winning move; the game then ends. */
static void
test_go_and_win (void)
{
  g_autoptr(PerchQawaleEngine) engine = perch_qawale_engine_new ();
  g_autoptr(GRegex) format = g_regex_new ("^bestmove ([a-d][1-4][NESW]+) score (-?[0-9]+) "
                                          "depth ([0-9]+) nodes ([0-9]+) solved ([01])$", 0, 0,
                                          NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *reply = NULL;
  g_autofree char *move = NULL;
  g_autofree char *play = NULL;
  guint plies = 0;

  reply = ask (engine, "go 0 2");
  g_assert_true (g_regex_match (format, reply, 0, NULL));

  /* Hard at depth 2 against itself until the game ends; every move it names is legal. */
  for (;;)
    {
      g_autofree char *status = ask (engine, "status");

      if (strcmp (status, "ongoing") != 0)
        {
          g_assert_true (strcmp (status, "win light") == 0 || strcmp (status, "win dark") == 0 ||
                         strcmp (status, "draw") == 0);
          break;
        }
      g_clear_pointer (&reply, g_free);
      g_clear_pointer (&match, g_match_info_free);
      g_clear_pointer (&move, g_free);
      g_clear_pointer (&play, g_free);
      reply = ask (engine, "go 0 2");
      g_assert_true (g_regex_match (format, reply, 0, &match));
      move = g_match_info_fetch (match, 1);
      play = g_strdup_printf ("play %s", move);
      assert_reply (engine, play, "ok");
      plies++;
    }
  g_assert_cmpuint (plies, >=, 7);
  g_assert_cmpuint (plies, <=, 16);
  assert_reply (engine, "go 100", "error the game is over: there is no move to search");
  assert_reply (engine, "moves", "0");
  g_clear_pointer (&reply, g_free);
  reply = ask (engine, "play a1NNE");
  g_assert_true (g_str_has_prefix (reply, "illegal a1NNE: the game is over ("));
}

static void
test_errors (void)
{
  static const struct
  {
    const char *line;
    const char *reply;
  } cases[] = {
    { "hello", "error unknown command 'hello' (new, play, go, analyse, moves, status, board, "
               "perft, stop, quit)" },
    { "NEW", "error unknown command 'NEW' (new, play, go, analyse, moves, status, board, "
             "perft, stop, quit)" },
    { "new 9", "error '9': the stones per player are 8 or 10" },
    { "new 8 8", "error new takes at most one argument, the stones per player (8 or 10)" },
    { "play", "error play takes one move, such as 'play a1NNE'" },
    { "play a1 NNE", "error play takes one move, such as 'play a1NNE'" },
    { "go", "error go takes a time in ms and an optional depth: 'go 1000' or 'go 0 6'" },
    { "go fast", "error 'fast': the time is a number of milliseconds from 0 to 3600000 "
                 "(an hour)" },
    { "go -5", "error '-5': the time is a number of milliseconds from 0 to 3600000 (an hour)" },
    { "go 3600001", "error '3600001': the time is a number of milliseconds from 0 to 3600000 "
                    "(an hour)" },
    { "go 99999999999999999999999", "error '99999999999999999999999': the time is a number of "
                                    "milliseconds from 0 to 3600000 (an hour)" },
    { "go 100 0", "error '0': the depth is a number of plies from 1 to 64" },
    { "go 100 65", "error '65': the depth is a number of plies from 1 to 64" },
    { "go 0", "error go 0 needs a depth (with no time limit the search would not stop): "
              "'go 0 6'" },
    { "analyse", "error analyse takes a time in ms: 'analyse 1000'" },
    { "analyse 0", "error analyse needs a time (with none the analysis would not stop): "
                   "'analyse 1000'" },
    { "analyse 7200000", "error '7200000': the time is a number of milliseconds from 0 to "
                         "3600000 (an hour)" },
    { "perft", "error perft takes a depth from 0 to 6 (deeper takes hours): 'perft 4'" },
    { "perft 7", "error perft takes a depth from 0 to 6 (deeper takes hours): 'perft 4'" },
    { "perft 99999999999999999999", "error perft takes a depth from 0 to 6 (deeper takes "
                                    "hours): 'perft 4'" },
    { "stop now", "error stop takes no arguments" },
    { "status now", "error status takes no arguments" },
    { "quit now", "error quit takes no arguments" },
    { "\xff\xfe", "error the command is not UTF-8 text" },
  };
  g_autoptr(PerchQawaleEngine) engine = perch_qawale_engine_new ();
  gboolean quit = TRUE;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    assert_reply (engine, cases[i].line, cases[i].reply);
  /* Blank lines get no reply, nor does 'stop' with nothing to stop; quit ends. */
  g_assert_null (perch_qawale_engine_reply (engine, "   \r\n", &quit));
  g_assert_false (quit);
  g_assert_null (perch_qawale_engine_reply (engine, "stop", &quit));
  g_assert_false (quit);
  g_assert_null (perch_qawale_engine_reply (engine, "quit", &quit));
  g_assert_true (quit);
  /* Nothing above changed the position. */
  assert_reply (engine, "perft 2", "2176");
}

/* Four plies before the end (8 stones), light has a forced win in 3 and dark cannot
 * stop it: the analysis proves every move, lists each legal move once, the best first. */
static void
test_analyse_forced_win (void)
{
  static const char * const game[] = {
    "a1NNN", "d4WWS", "a2NE", "a3NES", "a4EESWS", "b3ESWSW", "d1WWN", "b1ENW", "b2NESSE",
    "c3WSEN", "c2SWNWS", "c1ENWWN",
  };
  g_autoptr(PerchQawaleEngine) engine = perch_qawale_engine_new ();
  g_autoptr(GRegex) format = g_regex_new ("^move ([a-d][1-4][NESW]+) score (-?[0-9]+) depth "
                                          "([0-9]+)( win [0-9]+| loss [0-9]+| draw)$", 0, 0,
                                          NULL);
  g_autoptr(GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *moves = NULL, *reply = NULL;
  g_auto(GStrv) legal = NULL;
  g_auto(GStrv) lines = NULL;
  guint n_lines, wins = 0;
  int last = G_MAXINT;

  for (guint i = 0; i < G_N_ELEMENTS (game); i++)
    {
      g_autofree char *play = g_strconcat ("play ", game[i], NULL);

      assert_reply (engine, play, "ok");
    }
  moves = ask (engine, "moves");
  legal = g_strsplit (moves, " ", -1);
  g_assert_cmpstr (legal[0], ==, "180");
  /* Everything is proven long before the 10 s are up. */
  reply = ask (engine, "analyse 10000");
  lines = g_strsplit (reply, "\n", -1);
  n_lines = g_strv_length (lines);
  g_assert_cmpuint (n_lines, ==, 181);
  g_assert_cmpstr (lines[180], ==, "done");
  for (guint i = 0; i < 180; i++)
    {
      g_autoptr(GMatchInfo) match = NULL;
      g_autofree char *score = NULL, *verdict = NULL;

      g_assert_true (g_regex_match (format, lines[i], 0, &match));
      g_assert_true (g_hash_table_add (listed, g_match_info_fetch (match, 1)));
      score = g_match_info_fetch (match, 2);
      verdict = g_match_info_fetch (match, 4);
      g_assert_cmpint (atoi (score), <=, last);
      last = atoi (score);
      if (strcmp (verdict, " win 3") == 0)
        {
          g_assert_cmpint (last, ==, PERCH_QAWALE_SCORE_WIN - 3);
          wins++;
        }
      else
        g_assert_true (g_str_has_prefix (verdict, " loss") || strcmp (verdict, " draw") == 0);
    }
  g_assert_cmpuint (wins, ==, 2);
  g_assert_true (g_str_has_prefix (lines[0], "move b3SENE score 29997 depth "));
  for (guint i = 1; legal[i] != NULL; i++)
    g_assert_true (g_hash_table_contains (listed, legal[i]));

  /* After the winning move, dark's search sees its loss. */
  assert_reply (engine, "play b3SENE", "ok");
  g_clear_pointer (&reply, g_free);
  reply = ask (engine, "go 0 3");
  g_assert_true (g_regex_match_simple ("^bestmove [a-d][1-4][NESW]+ score -29998 depth [0-9]+ "
                                       "nodes [0-9]+ solved 1$", reply, 0, 0));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/qawale/engine/new-play-status", test_new_play_status);
  g_test_add_func ("/qawale/engine/moves-and-perft", test_moves_and_perft);
  g_test_add_func ("/qawale/engine/go-and-win", test_go_and_win);
  g_test_add_func ("/qawale/engine/errors", test_errors);
  g_test_add_func ("/qawale/engine/analyse-forced-win", test_analyse_forced_win);

  return g_test_run ();
}
