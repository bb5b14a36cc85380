/* test-qawale-ai.c: the computer players: specs, Easy's randomness, Medium's greed, Hard's
 * wins, safety and exact endgames checked against brute force, limits, cancellation,
 * and matches with fixed seeds and node limits (no clock anywhere) */
#include <gio/gio.h>
#include <string.h>

#include "perch-qawale-eval.h"
#include "perch-qawale-match.h"
#include "qawale-test-positions.h"

static PerchQawalePlayer *
new_player (const char *spec_text,
            guint64     seed)
{
  PerchQawalePlayerSpec spec;
  g_autoptr(GError) error = NULL;

  g_assert_true (perch_qawale_player_spec_parse (spec_text, &spec, &error));
  g_assert_no_error (error);
  return perch_qawale_player_new (&spec, seed);
}

static void
choose (PerchQawalePlayer         *player,
        const PerchQawalePosition *position,
        PerchQawaleChoice         *choice)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (perch_qawale_player_choose (player, position, NULL, choice, &error));
  g_assert_no_error (error);
  g_assert_true (perch_qawale_position_check_move (position, &choice->move, NULL));
}

static gboolean
wins_for_mover (const PerchQawalePosition *after,
                guint                      mover)
{
  return after->outcome == (mover == PERCH_QAWALE_LIGHT ? PERCH_QAWALE_WIN_LIGHT
                                                        : PERCH_QAWALE_WIN_DARK);
}

/* Whether the side to move has a move that wins at once. */
static gboolean
can_win_now (PerchQawalePosition *position)
{
  PerchQawaleMoveIter iter;
  PerchQawaleMove move;
  guint mover = position->to_move;

  perch_qawale_move_iter_init (&iter, position);
  while (perch_qawale_move_iter_next (&iter, &move))
    {
      PerchQawaleUndo undo;
      gboolean won;

      perch_qawale_position_make (position, &move, &undo);
      won = wins_for_mover (position, mover);
      perch_qawale_position_unmake (position, &move, &undo);
      if (won)
        return TRUE;
    }
  return FALSE;
}

/* A move is safe if it does not lose at once and leaves the opponent no winning move. */
static gboolean
is_safe (PerchQawalePosition   *position,
         const PerchQawaleMove *move)
{
  PerchQawaleUndo undo;
  gboolean safe;

  perch_qawale_position_make (position, move, &undo);
  safe = position->outcome == PERCH_QAWALE_DRAW ||
         (position->outcome == PERCH_QAWALE_ONGOING && !can_win_now (position));
  perch_qawale_position_unmake (position, move, &undo);
  return safe;
}

/* The game's value for the side to move under perfect play: 1 win, 0 draw, -1 loss. */
static int
brute_force (PerchQawalePosition *position)
{
  PerchQawaleMoveIter iter;
  PerchQawaleMove move;
  guint mover = position->to_move;
  int best = -2;

  perch_qawale_move_iter_init (&iter, position);
  while (best < 1 && perch_qawale_move_iter_next (&iter, &move))
    {
      PerchQawaleUndo undo;
      int value;

      perch_qawale_position_make (position, &move, &undo);
      if (position->outcome == PERCH_QAWALE_ONGOING)
        value = -brute_force (position);
      else if (position->outcome == PERCH_QAWALE_DRAW)
        value = 0;
      else
        value = wins_for_mover (position, mover) ? 1 : -1;
      perch_qawale_position_unmake (position, &move, &undo);
      best = MAX (best, value);
    }
  return best;
}

static void
test_specs (void)
{
  static const struct
  {
    const char *text;
    PerchQawaleLevel level;
    guint time_ms;
    guint depth;
    guint64 nodes;
    const char *printed;
  } good[] = {
    { "easy", PERCH_QAWALE_EASY, 0, 0, 0, "easy" },
    { "Medium", PERCH_QAWALE_MEDIUM, 0, 0, 0, "medium" },
    { "hard", PERCH_QAWALE_HARD, PERCH_QAWALE_HARD_MS, 0, 0, "hard" },
    { "expert", PERCH_QAWALE_EXPERT, PERCH_QAWALE_EXPERT_MS, 0, 0, "expert" },
    { "hard:100ms", PERCH_QAWALE_HARD, 100, 0, 0, "hard:100ms" },
    { "expert:2s", PERCH_QAWALE_EXPERT, 2000, 0, 0, "expert:2s" },
    { "hard:depth=6", PERCH_QAWALE_HARD, 0, 6, 0, "hard:depth=6" },
    { "hard:nodes=5000", PERCH_QAWALE_HARD, 0, 0, 5000, "hard:nodes=5000" },
    { "hard:depth=4,nodes=50000", PERCH_QAWALE_HARD, 0, 4, 50000, "hard:depth=4,nodes=50000" },
    { "hard:300ms,depth=3", PERCH_QAWALE_HARD, 300, 3, 0, "hard:300ms,depth=3" },
    { "hard-v1", PERCH_QAWALE_HARD_V1, PERCH_QAWALE_HARD_MS, 0, 0, "hard-v1" },
    { "hard-v1:nodes=9000", PERCH_QAWALE_HARD_V1, 0, 0, 9000, "hard-v1:nodes=9000" },
    { "engine:perch-cli qawale engine:250", PERCH_QAWALE_ENGINE, 250, 0, 0,
      "engine:perch-cli qawale engine:250" },
    { "engine:/opt/x:y/eng --fast :40", PERCH_QAWALE_ENGINE, 40, 0, 0,
      "engine:/opt/x:y/eng --fast:40" },
    { "engine:eng:depth=3", PERCH_QAWALE_ENGINE, 0, 3, 0, "engine:eng:depth=3" },
  };
  static const struct
  {
    const char *text;
    const char *message;
  } bad[] = {
    { "godlike", "'godlike': not a player (easy, medium, hard, expert or hard-v1, with limits "
                 "such as hard:100ms or hard:depth=6, or engine:COMMAND:MS)" },
    { "easy:100ms", "'easy:100ms': only hard, expert and hard-v1 take limits" },
    { "hard:fast", "'hard:fast': 'fast' is not a limit (100ms, 2s, depth=N, nodes=N)" },
    { "hard:depth=0", "'hard:depth=0': 'depth=0': a depth is a number of plies from 1 to 64" },
    { "hard:nodes=-5", "'hard:nodes=-5': 'nodes=-5': nodes is a positive number" },
    { "hard:0ms", "'hard:0ms': '0ms': a time is a positive number of ms or s (100ms, 2s)" },
    { "engine:perch-cli", "'engine:perch-cli': an engine is engine:COMMAND:MS, MS its time a "
                          "move in ms (engine:perch-cli qawale engine:100), or "
                          "engine:COMMAND:depth=D" },
    { "engine: :100", "'engine: :100': the engine's command is empty" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      PerchQawalePlayerSpec spec;
      g_autofree char *printed = NULL;

      g_assert_true (perch_qawale_player_spec_parse (good[i].text, &spec, NULL));
      g_assert_cmpint (spec.level, ==, good[i].level);
      g_assert_cmpuint (spec.limits.time_ms, ==, good[i].time_ms);
      g_assert_cmpuint (spec.limits.max_depth, ==, good[i].depth);
      g_assert_cmpuint (spec.limits.max_nodes, ==, good[i].nodes);
      printed = perch_qawale_player_spec_to_string (&spec);
      g_assert_cmpstr (printed, ==, good[i].printed);
      g_assert_true ((spec.command != NULL) == (spec.level == PERCH_QAWALE_ENGINE));
      perch_qawale_player_spec_clear (&spec);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      PerchQawalePlayerSpec spec;
      g_autoptr(GError) error = NULL;

      g_assert_false (perch_qawale_player_spec_parse (bad[i].text, &spec, &error));
      g_assert_cmpstr (error->message, ==, bad[i].message);
    }
}

/* Easy picks every legal move about equally often, and the same ones for the same seed. */
static void
test_easy_uniform (void)
{
  g_autoptr(PerchQawalePlayer) easy = new_player ("easy", 5);
  g_autoptr(PerchQawalePlayer) again = new_player ("easy", 5);
  g_autoptr(GHashTable) counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  PerchQawalePosition start;
  GHashTableIter iter;
  gpointer count;

  perch_qawale_position_init (&start, 8, PERCH_QAWALE_LIGHT, PERCH_QAWALE_BOTH_LINES_MOVER_WINS);
  for (guint i = 0; i < 4000; i++)
    {
      PerchQawaleChoice a, b;
      char *text;

      choose (easy, &start, &a);
      choose (again, &start, &b);
      g_assert_true (perch_qawale_move_equal (&a.move, &b.move));
      text = perch_qawale_move_to_string (&a.move);
      g_hash_table_insert (counts, text,
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (counts,
                                                                                    text)) + 1));
    }
  /* 40 moves, 100 expected each. */
  g_assert_cmpuint (g_hash_table_size (counts), ==, 40);
  g_hash_table_iter_init (&iter, counts);
  while (g_hash_table_iter_next (&iter, NULL, &count))
    {
      g_assert_cmpuint (GPOINTER_TO_UINT (count), >, 50);
      g_assert_cmpuint (GPOINTER_TO_UINT (count), <, 150);
    }
}

/* The n-th move skips whole stacks by their path counts: it is the iterator's n-th. */
static void
test_nth_move (void)
{
  for (guint64 seed = 1; seed <= 10; seed++)
    {
      PerchQawalePosition position;
      PerchQawaleMoveIter iter;
      PerchQawaleMove move, nth;
      guint64 index = 0;

      qawale_test_random_position (&position, 8, seed, seed);
      perch_qawale_move_iter_init (&iter, &position);
      while (perch_qawale_move_iter_next (&iter, &move))
        {
          g_assert_true (perch_qawale_position_nth_move (&position, index++, &nth));
          g_assert_true (perch_qawale_move_equal (&move, &nth));
        }
      g_assert_false (perch_qawale_position_nth_move (&position, index, &nth));
    }
}

/* Medium plays a move of the best board value (a win is worth most). */
static void
test_medium_greedy (void)
{
  g_autoptr(PerchQawalePlayer) medium = new_player ("medium", 3);
  guint checked = 0;

  for (guint64 seed = 1; seed <= 60; seed++)
    {
      PerchQawalePosition position, after;
      PerchQawaleMoveIter iter;
      PerchQawaleChoice choice;
      PerchQawaleMove move;
      guint mover;
      int best = G_MININT, chosen;

      qawale_test_random_position (&position, 8, seed % 14, seed);
      if (position.outcome != PERCH_QAWALE_ONGOING)
        continue;
      mover = position.to_move;
      choose (medium, &position, &choice);
      perch_qawale_move_iter_init (&iter, &position);
      while (perch_qawale_move_iter_next (&iter, &move))
        {
          int value;

          after = position;
          perch_qawale_position_play (&after, &move, NULL);
          value = after.outcome == PERCH_QAWALE_ONGOING
                    ? perch_qawale_board_value (&after, mover)
                    : after.outcome == PERCH_QAWALE_DRAW ? 0
                    : wins_for_mover (&after, mover) ? 99 : -99;
          best = MAX (best, value);
        }
      after = position;
      perch_qawale_position_play (&after, &choice.move, NULL);
      chosen = after.outcome == PERCH_QAWALE_ONGOING ? perch_qawale_board_value (&after, mover)
               : after.outcome == PERCH_QAWALE_DRAW ? 0
               : wins_for_mover (&after, mover) ? 99 : -99;
      g_assert_cmpint (chosen, ==, best);
      g_assert_cmpint (choice.score, ==, best);
      checked++;
    }
  g_assert_cmpuint (checked, >, 40);
}

/* Whenever a move wins at once, Hard (even at depth 1) and Medium play one. */
static void
test_takes_immediate_wins (void)
{
  g_autoptr(PerchQawalePlayer) hard = new_player ("hard:depth=1", 1);
  g_autoptr(PerchQawalePlayer) medium = new_player ("medium", 1);
  guint found = 0;

  for (guint64 seed = 1; seed <= 400 && found < 25; seed++)
    {
      PerchQawalePosition position, after;
      PerchQawaleChoice choice;

      qawale_test_random_position (&position, 8, 8 + seed % 7, seed);
      if (position.outcome != PERCH_QAWALE_ONGOING || !can_win_now (&position))
        continue;
      found++;
      choose (hard, &position, &choice);
      after = position;
      perch_qawale_position_play (&after, &choice.move, NULL);
      g_assert_true (wins_for_mover (&after, position.to_move));
      g_assert_cmpint (choice.score, ==, PERCH_QAWALE_SCORE_WIN - 1);
      g_assert_true (choice.solved);

      choose (medium, &position, &choice);
      after = position;
      perch_qawale_position_play (&after, &choice.move, NULL);
      g_assert_true (wins_for_mover (&after, position.to_move));
    }
  g_assert_cmpuint (found, ==, 25);
}

/* Looking two plies ahead, Hard never leaves the opponent a winning move when it has a
 * move that does not. */
static void
test_hard_avoids_losing (void)
{
  g_autoptr(PerchQawalePlayer) hard = new_player ("hard:depth=2", 1);
  guint tested = 0;

  for (guint64 seed = 1; seed <= 300 && tested < 20; seed++)
    {
      PerchQawalePosition position;
      PerchQawaleMoveIter iter;
      PerchQawaleChoice choice;
      PerchQawaleMove move;
      guint safe = 0, total = 0;

      qawale_test_random_position (&position, 8, 7 + seed % 6, seed);
      if (position.outcome != PERCH_QAWALE_ONGOING || can_win_now (&position))
        continue;
      perch_qawale_move_iter_init (&iter, &position);
      while (perch_qawale_move_iter_next (&iter, &move))
        {
          safe += is_safe (&position, &move);
          total++;
        }
      /* Only positions where some moves are traps and some are not test anything. */
      if (safe == 0 || safe == total)
        continue;
      tested++;
      choose (hard, &position, &choice);
      g_assert_true (is_safe (&position, &choice.move));
    }
  g_assert_cmpuint (tested, ==, 20);
}

/* Near the end the search is exact: its verdict matches a full minimax. */
static void
test_exact_endgames (void)
{
  guint tested = 0, values[3] = { 0, 0, 0 };

  for (guint64 seed = 1; seed <= 600 && tested < 40; seed++)
    {
      g_autoptr(PerchQawalePlayer) hard = new_player ("hard:nodes=5000000", seed);
      guint remaining = 2 + seed % 2;
      PerchQawalePosition position;
      PerchQawaleChoice choice;
      int expected, sign;

      qawale_test_random_position (&position, 8, 16 - remaining, seed);
      if (position.outcome != PERCH_QAWALE_ONGOING ||
          (remaining == 3 && perch_qawale_position_count_moves (&position) > 60))
        continue;
      tested++;
      expected = brute_force (&position);
      values[expected + 1]++;
      choose (hard, &position, &choice);
      g_assert_true (choice.solved);
      sign = choice.score > PERCH_QAWALE_SCORE_PROVEN ? 1
             : choice.score < -PERCH_QAWALE_SCORE_PROVEN ? -1 : 0;
      g_assert_cmpint (choice.score == 0 || sign != 0, ==, TRUE);
      g_assert_cmpint (sign, ==, expected);
      /* The move it picks keeps that value. */
      {
        PerchQawalePosition after = position;
        int value;

        perch_qawale_position_play (&after, &choice.move, NULL);
        value = after.outcome == PERCH_QAWALE_ONGOING ? -brute_force (&after)
                : after.outcome == PERCH_QAWALE_DRAW ? 0
                : wins_for_mover (&after, position.to_move) ? 1 : -1;
        g_assert_cmpint (value, ==, expected);
      }
    }
  g_test_message ("endgames: %u lost, %u drawn, %u won", values[0], values[1], values[2]);
  g_assert_cmpuint (tested, ==, 40);
  g_assert_cmpuint (values[1], >, 0);
  g_assert_cmpuint (values[2], >, 0);
  g_assert_cmpuint (values[1] + values[2] + values[0], ==, 40);
}

/* The same search twice gives the same move, score and node count; a node limit holds. */
static void
test_deterministic_limits (void)
{
  PerchQawalePosition position;
  PerchQawaleChoice a, b;
  g_autoptr(PerchQawalePlayer) first = new_player ("hard:nodes=200000", 1);
  g_autoptr(PerchQawalePlayer) second = new_player ("hard:nodes=200000", 2);

  for (guint64 seed = 11; ; seed++)
    {
      qawale_test_random_position (&position, 8, 6, seed);
      if (position.outcome == PERCH_QAWALE_ONGOING && !can_win_now (&position))
        break;
    }
  choose (first, &position, &a);
  choose (second, &position, &b);
  g_assert_true (perch_qawale_move_equal (&a.move, &b.move));
  g_assert_cmpint (a.score, ==, b.score);
  g_assert_cmpuint (a.nodes, ==, b.nodes);
  g_assert_cmpuint (a.depth, >=, 2);
  g_assert_cmpuint (a.nodes, <=, 200000 + 1024);
}

static void
count_reports (guint64  count,
               gpointer data)
{
  (*(guint *) data)++;
}

/* A search reports progress and stops when cancelled; a finished game has no move. */
static void
test_progress_and_cancel (void)
{
  g_autoptr(PerchQawalePlayer) hard = new_player ("hard:depth=3", 1);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  PerchQawalePosition position;
  PerchQawaleChoice choice;
  PerchProgress progress;
  guint reports = 0;

  qawale_test_random_position (&position, 8, 4, 3);
  perch_progress_init (&progress, cancellable, count_reports, &reports);
  g_assert_true (perch_qawale_player_choose (hard, &position, &progress, &choice, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (reports, >, 0);
  g_assert_cmpuint (choice.depth, ==, 3);
  g_assert_cmpuint (perch_qawale_player_get_depth (hard), ==, 0);

  g_cancellable_cancel (cancellable);
  g_assert_false (perch_qawale_player_choose (hard, &position, &progress, &choice, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);

  perch_qawale_position_give_up (&position, PERCH_QAWALE_DARK);
  g_assert_false (perch_qawale_player_choose (hard, &position, NULL, &choice, &error));
  g_assert_error (error, PERCH_QAWALE_ERROR, PERCH_QAWALE_ERROR_ILLEGAL);
}

/* The analysis of an endgame proves every legal move, as a full minimax values it. */
static void
test_analysis_exact (void)
{
  g_autoptr(PerchQawaleSearch) search = perch_qawale_search_new (16);
  PerchQawaleLimits limits = { 0 };
  guint tested = 0, kinds[4] = { 0 };

  for (guint64 seed = 1; seed <= 100 && tested < 12; seed++)
    {
      PerchQawalePosition position;
      PerchQawaleAnalysis analysis;
      g_autoptr(GError) error = NULL;

      /* Two plies before the end: the brute force is quick. */
      qawale_test_random_position (&position, 8, 14, seed);
      if (position.outcome != PERCH_QAWALE_ONGOING)
        continue;
      tested++;
      g_assert_true (perch_qawale_search_analyse (search, &position, &limits, NULL, NULL, NULL,
                                                  &analysis, &error));
      g_assert_no_error (error);
      g_assert_true (analysis.solved);
      g_assert_cmpuint (analysis.n_verdicts, ==, perch_qawale_position_count_moves (&position));
      for (guint i = 0; i < analysis.n_verdicts; i++)
        {
          const PerchQawaleVerdict *verdict = &analysis.verdicts[i];
          PerchQawalePosition after = position;
          int value;

          g_assert_true (perch_qawale_position_play (&after, &verdict->move, NULL));
          value = after.outcome == PERCH_QAWALE_ONGOING ? -brute_force (&after)
                  : after.outcome == PERCH_QAWALE_DRAW ? 0
                  : wins_for_mover (&after, position.to_move) ? 1 : -1;
          kinds[verdict->kind]++;
          g_assert_cmpint (verdict->kind, ==, value > 0 ? PERCH_QAWALE_VERDICT_WIN
                                              : value < 0 ? PERCH_QAWALE_VERDICT_LOSS
                                              : PERCH_QAWALE_VERDICT_DRAW);
          if (verdict->kind != PERCH_QAWALE_VERDICT_DRAW)
            {
              g_assert_cmpuint (verdict->plies, >=, 1);
              g_assert_cmpuint (verdict->plies, <=, 2);
              g_assert_cmpint (ABS (verdict->score), ==, PERCH_QAWALE_SCORE_WIN - verdict->plies);
            }
          if (i > 0)
            g_assert_cmpint (verdict->score, <=, analysis.verdicts[i - 1].score);
        }
      perch_qawale_analysis_clear (&analysis);
    }
  g_assert_cmpuint (tested, ==, 12);
  g_test_message ("moves: %u won, %u lost, %u drawn", kinds[PERCH_QAWALE_VERDICT_WIN],
                  kinds[PERCH_QAWALE_VERDICT_LOSS], kinds[PERCH_QAWALE_VERDICT_DRAW]);
  g_assert_cmpuint (kinds[PERCH_QAWALE_VERDICT_WIN], >, 0);
  g_assert_cmpuint (kinds[PERCH_QAWALE_VERDICT_LOSS], >, 0);
  g_assert_cmpuint (kinds[PERCH_QAWALE_VERDICT_DRAW], >, 0);
}

static void
record_depth (const PerchQawaleAnalysis *analysis,
              gpointer                   data)
{
  g_array_append_val (data, analysis->depth);
  g_assert_cmpuint (analysis->n_verdicts, >, 0);
}

/* The analysis tells after each iteration; a stop keeps what it has; a cancel fails. */
static void
test_analysis_progress (void)
{
  g_autoptr(PerchQawaleSearch) search = perch_qawale_search_new (16);
  g_autoptr(GArray) depths = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  gint stop = 0;
  PerchQawaleLimits limits = { 0, 3, 0, &stop };
  PerchQawalePosition position;
  PerchQawaleAnalysis analysis;
  PerchProgress progress;
  guint reports = 0;

  qawale_test_random_position (&position, 10, 5, 7);
  g_assert_true (perch_qawale_search_analyse (search, &position, &limits, NULL, record_depth,
                                              depths, &analysis, &error));
  g_assert_cmpuint (depths->len, ==, 3);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (g_array_index (depths, guint, i), ==, i + 1);
  g_assert_cmpuint (analysis.depth, ==, 3);
  g_assert_false (analysis.solved);
  g_assert_cmpuint (analysis.n_verdicts, ==, perch_qawale_position_count_moves (&position));
  for (guint i = 0; i < analysis.n_verdicts; i++)
    {
      g_assert_cmpint (analysis.verdicts[i].kind, ==, PERCH_QAWALE_VERDICT_SCORE);
      g_assert_cmpuint (analysis.verdicts[i].depth, ==, 3);
    }
  perch_qawale_analysis_clear (&analysis);

  /* Told to stop before it starts, it still values every move one ply deep. */
  limits.max_depth = 0;
  g_atomic_int_set (&stop, 1);
  g_assert_true (perch_qawale_search_analyse (search, &position, &limits, NULL, NULL, NULL,
                                              &analysis, &error));
  g_assert_cmpuint (analysis.depth, ==, 1);
  g_assert_cmpuint (analysis.n_verdicts, ==, perch_qawale_position_count_moves (&position));
  perch_qawale_analysis_clear (&analysis);

  g_atomic_int_set (&stop, 0);
  limits.max_depth = 3;
  perch_progress_init (&progress, cancellable, count_reports, &reports);
  g_cancellable_cancel (cancellable);
  g_assert_false (perch_qawale_search_analyse (search, &position, &limits, &progress, NULL, NULL,
                                               &analysis, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (analysis.verdicts);
}

typedef struct
{
  guint games;
  guint a_light;
} GameCount;

static void
count_game (const PerchQawaleMatchGame   *game,
            const PerchQawaleMatchResult *result,
            gpointer                      data)
{
  GameCount *count = data;

  count->games++;
  count->a_light += game->a_is_light;
  g_assert_cmpuint (game->plies, >=, 7);
}

static void
run_match (const char             *a,
           const char             *b,
           guint                   games,
           guint                   stones,
           guint64                 seed,
           PerchQawaleMatchResult *result)
{
  PerchQawaleMatch match = { 0 };
  g_autoptr(GError) error = NULL;
  GameCount count = { 0, 0 };

  g_assert_true (perch_qawale_player_spec_parse (a, &match.a, NULL));
  g_assert_true (perch_qawale_player_spec_parse (b, &match.b, NULL));
  match.games = games;
  match.seed = seed;
  match.stones = stones;
  g_assert_true (perch_qawale_match_run (&match, count_game, &count, result, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count.games, ==, games);
  g_assert_cmpuint (count.a_light, ==, games / 2);
  g_assert_cmpuint (result->wins + result->losses + result->draws, ==, games);
  g_test_message ("%s vs %s, %u stones: %u wins, %u losses, %u draws", a, b, stones,
                  result->wins, result->losses, result->draws);
}

/* Hard never loses to Medium over 40 paired games (with 8 and with 10 stones). */
static void
test_hard_beats_medium (void)
{
  PerchQawaleMatchResult result;

  run_match ("hard:nodes=60000", "medium", 40, 8, 1, &result);
  g_assert_cmpuint (result.losses, ==, 0);
  g_assert_cmpuint (result.wins, >=, 30);
  run_match ("hard:nodes=60000", "medium", 20, 10, 2, &result);
  g_assert_cmpuint (result.losses, ==, 0);
  g_assert_cmpuint (result.wins, >=, 15);
}

/* Medium beats Easy in most games. */
static void
test_medium_beats_easy (void)
{
  PerchQawaleMatchResult result;

  run_match ("medium", "easy", 40, 8, 1, &result);
  g_assert_cmpuint (result.wins, >=, 30);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/qawale/ai/specs", test_specs);
  g_test_add_func ("/qawale/ai/easy-uniform", test_easy_uniform);
  g_test_add_func ("/qawale/ai/nth-move", test_nth_move);
  g_test_add_func ("/qawale/ai/medium-greedy", test_medium_greedy);
  g_test_add_func ("/qawale/ai/takes-immediate-wins", test_takes_immediate_wins);
  g_test_add_func ("/qawale/ai/hard-avoids-losing", test_hard_avoids_losing);
  g_test_add_func ("/qawale/ai/exact-endgames", test_exact_endgames);
  g_test_add_func ("/qawale/ai/deterministic-limits", test_deterministic_limits);
  g_test_add_func ("/qawale/ai/progress-and-cancel", test_progress_and_cancel);
  g_test_add_func ("/qawale/ai/analysis-exact", test_analysis_exact);
  g_test_add_func ("/qawale/ai/analysis-progress", test_analysis_progress);
  g_test_add_func ("/qawale/ai/hard-beats-medium", test_hard_beats_medium);
  g_test_add_func ("/qawale/ai/medium-beats-easy", test_medium_beats_easy);

  return g_test_run ();
}
