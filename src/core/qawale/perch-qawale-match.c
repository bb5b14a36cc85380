/* perch-qawale-match.c: pairs of games between computer players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "perch-qawale-match.h"

#include <string.h>

#include "perch-rng.h"

static void
append_move (GString               *moves,
             const PerchQawaleMove *move)
{
  g_autofree char *text = perch_qawale_move_to_string (move);

  if (moves->len > 0)
    g_string_append_c (moves, ' ');
  g_string_append (moves, text);
}

/* One game from @start after the opening's moves; players[0] plays light. */
static gboolean
play_game (PerchQawalePlayer         *players[2],
           const PerchQawalePosition *start,
           const GArray              *opening,
           gboolean                   a_is_light,
           PerchQawaleMatchResult    *result,
           PerchQawaleMatchGame      *game,
           GError                   **error)
{
  PerchQawalePosition position = *start;
  g_autoptr(GString) moves = g_string_new (NULL);
  g_autoptr(GArray) played = g_array_new (FALSE, FALSE, sizeof (PerchQawaleMove));

  perch_qawale_player_new_game (players[0]);
  perch_qawale_player_new_game (players[1]);
  for (guint i = 0; i < opening->len; i++)
    {
      const PerchQawaleMove *move = &g_array_index (opening, PerchQawaleMove, i);

      perch_qawale_position_play (&position, move, NULL);
      g_array_append_val (played, *move);
      append_move (moves, move);
    }
  while (position.outcome == PERCH_QAWALE_ONGOING)
    {
      guint colour = position.to_move;
      guint who = (colour == PERCH_QAWALE_LIGHT) == a_is_light ? 0 : 1;
      PerchQawaleChoice choice;
      gint64 begin = g_get_monotonic_time ();
      double ms;

      if (!perch_qawale_player_choose_in_game (players[colour], start,
                                               (const PerchQawaleMove *) played->data,
                                               played->len, NULL, &choice, error))
        return FALSE;
      ms = (g_get_monotonic_time () - begin) / 1000.0;
      result->total_ms[who] += ms;
      result->max_ms[who] = MAX (result->max_ms[who], ms);
      result->moves[who]++;
      if (choice.solved)
        {
          result->solved[who]++;
          result->solved_ms[who] += ms;
        }
      result->nodes[who] += choice.nodes;
      if (!perch_qawale_position_play (&position, &choice.move, error))
        return FALSE;
      g_array_append_val (played, choice.move);
      append_move (moves, &choice.move);
    }
  game->a_is_light = a_is_light;
  game->outcome = position.outcome;
  game->plies = perch_qawale_position_ply (&position);
  game->moves = g_strdup (moves->str);
  return TRUE;
}

/* Points for A in halves: 2 a win, 1 a draw. */
static guint
half_points (const PerchQawaleMatchGame *game)
{
  PerchQawaleOutcome a_wins = game->a_is_light ? PERCH_QAWALE_WIN_LIGHT : PERCH_QAWALE_WIN_DARK;

  if (game->outcome == PERCH_QAWALE_DRAW)
    return 1;
  return game->outcome == a_wins ? 2 : 0;
}

static void
count (PerchQawaleMatchResult     *result,
       const PerchQawaleMatchGame *game)
{
  guint colour = game->a_is_light ? PERCH_QAWALE_LIGHT : PERCH_QAWALE_DARK;
  PerchQawaleOutcome a_wins = game->a_is_light ? PERCH_QAWALE_WIN_LIGHT : PERCH_QAWALE_WIN_DARK;

  if (game->outcome == PERCH_QAWALE_DRAW)
    {
      result->draws++;
      result->draws_as[colour]++;
    }
  else if (game->outcome == a_wins)
    {
      result->wins++;
      result->wins_as[colour]++;
    }
  else
    {
      result->losses++;
      result->losses_as[colour]++;
    }
}

gboolean
perch_qawale_match_run (const PerchQawaleMatch    *match,
                        PerchQawaleMatchGameFunc   game_func,
                        gpointer                   user_data,
                        PerchQawaleMatchResult    *result,
                        GError                   **error)
{
  g_autoptr(PerchQawalePlayer) a = NULL;
  g_autoptr(PerchQawalePlayer) b = NULL;
  PerchRng openings;

  g_return_val_if_fail (match != NULL, FALSE);
  g_return_val_if_fail (result != NULL, FALSE);
  g_return_val_if_fail (match->games > 0 && match->games % 2 == 0, FALSE);
  g_return_val_if_fail (match->stones == 8 || match->stones == 10, FALSE);

  memset (result, 0, sizeof *result);
  perch_rng_init (&openings, match->seed);
  a = perch_qawale_player_new (&match->a, match->seed * 2 + 1);
  b = perch_qawale_player_new (&match->b, match->seed * 2 + 2);

  for (guint pair = 0; pair < match->games / 2; pair++)
    {
      PerchQawalePosition start, position;
      g_autoptr(GArray) opening = g_array_new (FALSE, FALSE, sizeof (PerchQawaleMove));
      guint points = 0;

      perch_qawale_position_init (&start, match->stones, PERCH_QAWALE_LIGHT, match->both_lines);
      position = start;
      for (guint ply = 0; ply < PERCH_QAWALE_OPENING_PLIES; ply++)
        {
          PerchQawaleMove move;
          guint64 n = perch_qawale_position_count_moves (&position);

          perch_qawale_position_nth_move (&position, perch_rng_next (&openings) % n, &move);
          perch_qawale_position_play (&position, &move, NULL);
          g_array_append_val (opening, move);
        }
      for (guint side = 0; side < 2; side++)
        {
          PerchQawalePlayer *players[2];
          PerchQawaleMatchGame game = { 0 };

          players[0] = side == 0 ? a : b;
          players[1] = side == 0 ? b : a;
          game.index = pair * 2 + side;
          if (!play_game (players, &start, opening, side == 0, result, &game, error))
            return FALSE;
          count (result, &game);
          points += half_points (&game);
          if (side == 1)
            {
              result->pairs.pairs[points]++;
              if (match->sprt != NULL)
                result->sprt = perch_qawale_sprt_test (&result->pairs, match->sprt,
                                                       &result->llr);
            }
          if (game_func != NULL)
            game_func (&game, result, user_data);
          g_free (game.moves);
        }
      if (result->sprt != PERCH_QAWALE_SPRT_CONTINUE)
        break;
    }
  return TRUE;
}

static int
result_for (PerchQawaleOutcome outcome,
            guint              colour)
{
  if (outcome == PERCH_QAWALE_DRAW)
    return 0;
  return (outcome == PERCH_QAWALE_WIN_LIGHT) == (colour == PERCH_QAWALE_LIGHT) ? 1 : -1;
}

gboolean
perch_qawale_self_play (const PerchQawaleSelfPlay  *self_play,
                        PerchQawaleSamplesFunc      func,
                        gpointer                    user_data,
                        GError                    **error)
{
  g_autoptr(PerchQawalePlayer) player = NULL;
  g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (PerchQawaleSample));
  PerchRng rng;

  g_return_val_if_fail (self_play != NULL, FALSE);
  g_return_val_if_fail (func != NULL, FALSE);
  g_return_val_if_fail (self_play->stones == 8 || self_play->stones == 10, FALSE);
  g_return_val_if_fail (self_play->min_opening <= self_play->max_opening, FALSE);

  perch_rng_init (&rng, self_play->seed);
  player = perch_qawale_player_new (&self_play->player, self_play->seed);
  for (guint game = 0; game < self_play->games; game++)
    {
      PerchQawalePosition position;
      guint opening = self_play->min_opening +
                      perch_rng_uniform (&rng, self_play->max_opening - self_play->min_opening + 1);

      perch_qawale_position_init (&position, self_play->stones, PERCH_QAWALE_LIGHT,
                                  PERCH_QAWALE_BOTH_LINES_MOVER_WINS);
      for (guint ply = 0; ply < opening && position.outcome == PERCH_QAWALE_ONGOING; ply++)
        {
          PerchQawaleMove move;

          perch_qawale_position_nth_move (&position,
                                          perch_rng_next (&rng) %
                                          perch_qawale_position_count_moves (&position), &move);
          perch_qawale_position_play (&position, &move, NULL);
        }
      g_array_set_size (samples, 0);
      perch_qawale_player_new_game (player);
      while (position.outcome == PERCH_QAWALE_ONGOING)
        {
          PerchQawaleSample sample = { position, 0, 0, 0 };
          PerchQawaleChoice choice;

          if (!perch_qawale_player_choose (player, &position, NULL, &choice, error))
            return FALSE;
          sample.score = choice.score;
          sample.depth = choice.depth;
          g_array_append_val (samples, sample);
          perch_qawale_position_play (&position, &choice.move, NULL);
        }
      for (guint i = 0; i < samples->len; i++)
        {
          PerchQawaleSample *sample = &g_array_index (samples, PerchQawaleSample, i);

          sample->result = result_for (position.outcome, sample->position.to_move);
        }
      func (game, (const PerchQawaleSample *) samples->data, samples->len, user_data);
    }
  return TRUE;
}
