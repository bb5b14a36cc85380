/* perch-qawale-sowing.c: a move built one square at a time
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "perch-qawale-sowing.h"

/* Starts a move on @square: FALSE if no pebble may go there (an empty square, or the
 * game is over). */
gboolean
perch_qawale_sowing_start (const PerchQawalePosition *position,
                           guint                      square,
                           PerchQawaleMove           *move)
{
  g_return_val_if_fail (position != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (square >= PERCH_QAWALE_N_SQUARES || position->heights[square] == 0 ||
      position->outcome != PERCH_QAWALE_ONGOING || position->reserves[position->to_move] == 0)
    return FALSE;
  *move = (PerchQawaleMove) { square, 0, 0 };
  return TRUE;
}

/* Pebbles still to drop: the stack and the new pebble, less the drops so far. */
guint
perch_qawale_sowing_left (const PerchQawalePosition *position,
                          const PerchQawaleMove     *move)
{
  guint total;

  g_return_val_if_fail (position != NULL, 0);
  g_return_val_if_fail (move != NULL, 0);
  g_return_val_if_fail (move->origin < PERCH_QAWALE_N_SQUARES, 0);

  total = position->heights[move->origin] + 1u;
  return move->n_steps < total ? total - move->n_steps : 0;
}

/* Where the path is now: the origin, or the square of the last drop. */
guint
perch_qawale_sowing_square (const PerchQawaleMove *move)
{
  guint8 squares[PERCH_QAWALE_MAX_PEBBLES + 1];

  g_return_val_if_fail (move != NULL, 0);

  return squares[perch_qawale_move_squares (move, squares) - 1];
}

/* The squares the next drop may take (none when the move is complete). */
guint16
perch_qawale_sowing_targets (const PerchQawalePosition *position,
                             const PerchQawaleMove     *move)
{
  guint here;
  guint16 mask = 0;

  g_return_val_if_fail (position != NULL, 0);
  g_return_val_if_fail (move != NULL, 0);

  if (perch_qawale_sowing_left (position, move) == 0)
    return 0;
  here = perch_qawale_sowing_square (move);
  for (guint step = 0; step < 4; step++)
    {
      guint8 next = perch_qawale_neighbour (here, step);

      if (next == PERCH_QAWALE_NO_SQUARE)
        continue;
      /* Rule 7: never straight back. */
      if (move->n_steps > 0 &&
          step == PERCH_QAWALE_OPPOSITE (perch_qawale_move_step (move, move->n_steps - 1)))
        continue;
      mask |= 1u << next;
    }
  return mask;
}

/* Drops the next pebble on @square: FALSE if it may not go there. */
gboolean
perch_qawale_sowing_step (const PerchQawalePosition *position,
                          PerchQawaleMove           *move,
                          guint                      square)
{
  guint here;

  g_return_val_if_fail (position != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (square >= PERCH_QAWALE_N_SQUARES ||
      !(perch_qawale_sowing_targets (position, move) & (1u << square)))
    return FALSE;
  here = perch_qawale_sowing_square (move);
  for (guint step = 0; step < 4; step++)
    if (perch_qawale_neighbour (here, step) == square)
      {
        move->steps |= (guint64) step << (2 * move->n_steps);
        move->n_steps++;
        return TRUE;
      }
  g_return_val_if_reached (FALSE);
}

/* Takes back the last drop: FALSE if there was none. */
gboolean
perch_qawale_sowing_back (PerchQawaleMove *move)
{
  g_return_val_if_fail (move != NULL, FALSE);

  if (move->n_steps == 0)
    return FALSE;
  move->n_steps--;
  move->steps &= (G_GUINT64_CONSTANT (1) << (2 * move->n_steps)) - 1;
  return TRUE;
}
