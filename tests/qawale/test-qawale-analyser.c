/* test-qawale-analyser.c: the analysis of the person's position: a known forced win is
 * found and proven for the winning moves, verdicts grouped by square and by the next step
 * of a move being built; the verdicts deepen; held, the analysis pauses and keeps what it
 * shows; off, the worker is cancelled; it never runs while a computer thinks or when the
 * game is over; a hint can come from it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "perch-qawale-analyser.h"
#include "perch-qawale-game.h"

/* Four plies before the end (8 stones), light to move has a forced win in 3 (b3SENE and
 * one more) and 180 legal moves. */
static const char * const forced_win[] = {
  "a1NNN", "d4WWS", "a2NE", "a3NES", "a4EESWS", "b3ESWSW", "d1WWN", "b1ENW", "b2NESSE",
  "c3WSEN", "c2SWNWS", "c1ENWWN", NULL,
};

static PerchQawaleGame *
new_game (const char *setup_text)
{
  PerchQawaleSetup setup;
  g_autoptr(GError) error = NULL;

  g_assert_true (perch_qawale_setup_parse (setup_text, &setup, &error));
  g_assert_no_error (error);
  return perch_qawale_game_new (&setup);
}

static void
play (PerchQawaleGame *game,
      const char      *notation)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (perch_qawale_game_play (game, notation, &error));
  g_assert_no_error (error);
}

static PerchQawaleMove
move_of (const char *text)
{
  PerchQawaleMove move;

  g_assert_true (perch_qawale_move_parse (text, &move, NULL));
  return move;
}

static gboolean
time_up (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until @condition holds (or 30 s pass). */
static void
wait_until (gboolean (*condition) (gpointer data),
            gpointer   data)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add (30000, time_up, &timed_out);

  while (!condition (data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);
}

static gboolean
is_solved (gpointer data)
{
  const PerchQawaleAnalysis *analysis = perch_qawale_analyser_get_analysis (data);

  return analysis != NULL && analysis->solved;
}

static gboolean
is_idle (gpointer data)
{
  return !perch_qawale_analyser_get_running (data);
}

static gboolean
has_analysis (gpointer data)
{
  return perch_qawale_analyser_get_analysis (data) != NULL;
}

/* The forced win: proven, the winning moves first with "win in 3", every legal move
 * once; by square, b3's best is the win; by the next step of b3 lifted and sown south,
 * c2 (the win goes on east) and the others. */
static void
test_forced_win (void)
{
  g_autoptr(PerchQawaleGame) game = new_game ("human human 8 mover-wins");
  g_autoptr(PerchQawaleAnalyser) analyser = perch_qawale_analyser_new (game);
  g_autoptr(GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  const PerchQawaleAnalysis *analysis;
  PerchQawaleVerdict by_square[PERCH_QAWALE_N_SQUARES], best;
  PerchQawaleMove winning = move_of ("b3SENE"), prefix = move_of ("b3S");
  guint16 squares;
  guint wins = 0;
  gboolean found = FALSE;

  for (guint i = 0; forced_win[i] != NULL; i++)
    play (game, forced_win[i]);
  g_assert_false (perch_qawale_analyser_get_running (analyser));
  g_assert_false (perch_qawale_analyser_get_best (analyser, &best));
  perch_qawale_analyser_set_enabled (analyser, TRUE);
  g_assert_true (perch_qawale_analyser_get_running (analyser));
  wait_until (is_solved, analyser);
  wait_until (is_idle, analyser);
  g_assert_false (perch_worker_is_busy (perch_qawale_analyser_get_worker (analyser)));

  analysis = perch_qawale_analyser_get_analysis (analyser);
  g_assert_cmpuint (analysis->n_verdicts, ==, 180);
  for (guint i = 0; i < analysis->n_verdicts; i++)
    {
      const PerchQawaleVerdict *verdict = &analysis->verdicts[i];

      g_assert_true (g_hash_table_add (listed, perch_qawale_move_to_string (&verdict->move)));
      g_assert_cmpint (verdict->kind, !=, PERCH_QAWALE_VERDICT_SCORE);
      if (verdict->kind == PERCH_QAWALE_VERDICT_WIN)
        {
          /* The wins come first. */
          g_assert_cmpuint (i, ==, wins);
          g_assert_cmpuint (verdict->plies, ==, 3);
          wins++;
        }
      if (perch_qawale_move_equal (&verdict->move, &winning))
        {
          g_assert_cmpint (verdict->kind, ==, PERCH_QAWALE_VERDICT_WIN);
          found = TRUE;
        }
    }
  g_assert_cmpuint (wins, ==, 2);
  g_assert_true (found);
  g_assert_true (perch_qawale_analyser_get_best (analyser, &best));
  g_assert_cmpint (best.kind, ==, PERCH_QAWALE_VERDICT_WIN);
  g_assert_cmpuint (best.plies, ==, 3);

  /* Every stack speaks for its moves by its best; b3 (square 9) wins. */
  squares = perch_qawale_analysis_best_by_square (analysis, NULL, by_square);
  for (guint square = 0; square < PERCH_QAWALE_N_SQUARES; square++)
    g_assert_cmpint (!!(squares & (1u << square)), ==,
                     perch_qawale_game_get_position (game)->heights[square] > 0);
  g_assert_cmpint (by_square[9].kind, ==, PERCH_QAWALE_VERDICT_WIN);
  g_assert_cmpuint (by_square[9].plies, ==, 3);
  g_assert_cmpuint (by_square[9].move.origin, ==, 9);

  /* b3 lifted, its first pebble on b2: the next step may go to a2, c2 or b1; through c2
   * (square 6) lies the win. */
  squares = perch_qawale_analysis_best_by_square (analysis, &prefix, by_square);
  g_assert_cmphex (squares, ==, (1u << 4) | (1u << 6) | (1u << 1));
  g_assert_cmpint (by_square[6].kind, ==, PERCH_QAWALE_VERDICT_WIN);
  g_assert_true (perch_qawale_move_has_prefix (&by_square[6].move, &prefix));
  g_assert_cmpint (by_square[4].kind, !=, PERCH_QAWALE_VERDICT_WIN);

  /* Its hint is a hint of the game's, until the game moves on. */
  perch_qawale_game_set_hint (game, &best.move, TRUE);
  {
    PerchQawaleMove hint;
    gboolean hint_wins = FALSE;

    g_assert_true (perch_qawale_game_get_hint (game, &hint, &hint_wins));
    g_assert_true (perch_qawale_move_equal (&hint, &best.move));
    g_assert_true (hint_wins);
  }
  play (game, "b3SENE");
  g_assert_false (perch_qawale_game_get_hint (game, NULL, NULL));

  /* Dark, to move, loses whatever it plays; light then wins at once. */
  g_assert_null (perch_qawale_analyser_get_analysis (analyser));
  g_assert_true (perch_qawale_analyser_get_running (analyser));
  wait_until (is_solved, analyser);
  analysis = perch_qawale_analyser_get_analysis (analyser);
  for (guint i = 0; i < analysis->n_verdicts; i++)
    {
      g_assert_cmpint (analysis->verdicts[i].kind, ==, PERCH_QAWALE_VERDICT_LOSS);
      g_assert_cmpuint (analysis->verdicts[i].plies, <=, 2);
    }
  for (guint ply = 0; ply < 2; ply++)
    {
      wait_until (is_solved, analyser);
      g_assert_true (perch_qawale_analyser_get_best (analyser, &best));
      g_assert_true (perch_qawale_game_play_move (game, &best.move, NULL));
    }

  /* Won: nothing to analyse. */
  g_assert_true (perch_qawale_game_is_over (game));
  g_assert_null (perch_qawale_analyser_get_analysis (analyser));
  g_assert_false (perch_qawale_analyser_get_running (analyser));
  /* No hint from elsewhere when nobody is to move. */
  perch_qawale_game_set_hint (game, &best.move, TRUE);
  g_assert_false (perch_qawale_game_get_hint (game, NULL, NULL));
}

typedef struct
{
  PerchQawaleAnalyser *analyser;
  GArray              *depths;
} Seen;

static void
on_analysis (PerchQawaleAnalyser *analyser,
             GParamSpec          *pspec,
             Seen                *seen)
{
  const PerchQawaleAnalysis *analysis = perch_qawale_analyser_get_analysis (analyser);

  if (analysis != NULL)
    g_array_append_val (seen->depths, analysis->depth);
}

static gboolean
seen_three_depths (gpointer data)
{
  Seen *seen = data;

  return seen->depths->len >= 3;
}

static guint
shown_depth (PerchQawaleAnalyser *analyser)
{
  const PerchQawaleAnalysis *analysis = perch_qawale_analyser_get_analysis (analyser);

  g_assert_nonnull (analysis);
  return analysis->depth;
}

/* From the start, the verdicts come iteration by iteration, deeper each time. Held, the
 * worker stops and the verdicts stay; let go, it goes on and shows nothing shallower.
 * Turned off, the worker is cancelled and the verdicts go. */
static void
test_refined_held_and_off (void)
{
  g_autoptr(PerchQawaleGame) game = new_game ("human human 8 mover-wins");
  g_autoptr(PerchQawaleAnalyser) analyser = perch_qawale_analyser_new (game);
  g_autoptr(GArray) depths = g_array_new (FALSE, FALSE, sizeof (guint));
  Seen seen = { analyser, depths };
  PerchWorker *worker = perch_qawale_analyser_get_worker (analyser);
  guint held_depth;

  g_signal_connect (analyser, "notify::analysis", G_CALLBACK (on_analysis), &seen);
  perch_qawale_analyser_set_enabled (analyser, TRUE);
  wait_until (seen_three_depths, &seen);
  for (guint i = 1; i < depths->len; i++)
    g_assert_cmpuint (g_array_index (depths, guint, i), >, g_array_index (depths, guint, i - 1));
  g_test_message ("depths shown: %u, %u, %u", g_array_index (depths, guint, 0),
                  g_array_index (depths, guint, 1), g_array_index (depths, guint, 2));
  g_assert_cmpuint (perch_qawale_analyser_get_analysis (analyser)->n_verdicts, ==, 40);
  g_assert_false (perch_qawale_analyser_get_analysis (analyser)->solved);

  perch_qawale_analyser_set_held (analyser, TRUE);
  g_assert_false (perch_qawale_analyser_get_running (analyser));
  g_assert_false (perch_worker_is_busy (worker));
  held_depth = shown_depth (analyser);
  g_array_set_size (depths, 0);
  perch_qawale_analyser_set_held (analyser, FALSE);
  g_assert_true (perch_qawale_analyser_get_running (analyser));
  g_assert_true (perch_worker_is_busy (worker));
  /* Resumed: whatever it shows is at least as deep as before. */
  for (guint i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  for (guint i = 0; i < depths->len; i++)
    g_assert_cmpuint (g_array_index (depths, guint, i), >=, held_depth);
  g_assert_cmpuint (shown_depth (analyser), >=, held_depth);

  perch_qawale_analyser_set_enabled (analyser, FALSE);
  g_assert_false (perch_qawale_analyser_get_running (analyser));
  g_assert_false (perch_worker_is_busy (worker));
  g_assert_null (perch_qawale_analyser_get_analysis (analyser));

  /* A time limit ends it with what it found. */
  perch_qawale_analyser_set_time_limit (analyser, 300);
  perch_qawale_analyser_set_enabled (analyser, TRUE);
  wait_until (is_idle, analyser);
  g_assert_nonnull (perch_qawale_analyser_get_analysis (analyser));
  g_assert_false (perch_worker_is_busy (worker));
}

static void
assert_not_while_thinking (PerchQawaleAnalyser *analyser,
                           GParamSpec          *pspec,
                           PerchQawaleGame     *game)
{
  g_assert_false (perch_qawale_analyser_get_running (analyser) &&
                  perch_qawale_game_get_thinking (game));
}

static gboolean
persons_turn (gpointer data)
{
  return perch_qawale_game_is_persons_turn (data);
}

/* Against the computer: the analysis runs on the person's turns only, never while the
 * computer thinks, and starts again on the person's next turn. */
static void
test_persons_turn_only (void)
{
  g_autoptr(PerchQawaleGame) game = new_game ("human hard:depth=3 8 mover-wins");
  g_autoptr(PerchQawaleAnalyser) analyser = perch_qawale_analyser_new (game);

  g_signal_connect (analyser, "notify::running", G_CALLBACK (assert_not_while_thinking), game);
  perch_qawale_analyser_set_enabled (analyser, TRUE);
  wait_until (has_analysis, analyser);
  g_assert_true (perch_qawale_analyser_get_running (analyser));

  play (game, "a1NNE");
  g_assert_false (perch_qawale_analyser_get_running (analyser));
  g_assert_null (perch_qawale_analyser_get_analysis (analyser));
  perch_qawale_game_think (game, 0);
  g_assert_true (perch_qawale_game_get_thinking (game));
  g_assert_false (perch_qawale_analyser_get_running (analyser));
  wait_until (persons_turn, game);
  g_assert_true (perch_qawale_analyser_get_running (analyser));
  wait_until (has_analysis, analyser);

  /* Undone back to the start: the analysis is of the start. */
  g_assert_true (perch_qawale_game_undo (game));
  g_assert_true (perch_qawale_analyser_get_running (analyser));
  wait_until (has_analysis, analyser);
  g_assert_cmpuint (perch_qawale_analyser_get_analysis (analyser)->n_verdicts, ==, 40);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/qawale/analyser/forced-win", test_forced_win);
  g_test_add_func ("/qawale/analyser/refined-held-and-off", test_refined_held_and_off);
  g_test_add_func ("/qawale/analyser/persons-turn-only", test_persons_turn_only);

  return g_test_run ();
}
