/* perch-solution.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-solution"

#include "perch-solution.h"

#include "perch-history.h"

/* A solution is a history that is filled at once and then only navigated. */
struct _PerchSolution
{
  PerchHistory *steps;
};

PerchSolution *
perch_solution_new (gpointer       start_state,
                    GDestroyNotify free_state)
{
  PerchSolution *self;

  g_return_val_if_fail (start_state != NULL, NULL);

  self = g_new0 (PerchSolution, 1);
  self->steps = perch_history_new (start_state, free_state);

  return self;
}

void
perch_solution_free (PerchSolution *self)
{
  if (self == NULL)
    return;

  perch_history_free (self->steps);
  g_free (self);
}

/* Appends a move at the end, whatever the current position. */
void
perch_solution_append (PerchSolution *self,
                       const char    *move,
                       gpointer       state_after)
{
  guint position;

  g_return_if_fail (self != NULL);
  g_return_if_fail (move != NULL);
  g_return_if_fail (state_after != NULL);

  position = perch_history_position (self->steps);
  perch_history_seek (self->steps, perch_history_length (self->steps) - 1);
  perch_history_push (self->steps, move, state_after);
  perch_history_seek (self->steps, position);
}

guint
perch_solution_n_moves (const PerchSolution *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return perch_history_length (self->steps) - 1;
}

/* How many moves of the solution have been played: 0 at the start. */
guint
perch_solution_position (const PerchSolution *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return perch_history_position (self->steps);
}

gboolean
perch_solution_is_at_end (const PerchSolution *self)
{
  g_return_val_if_fail (self != NULL, TRUE);

  return !perch_history_can_redo (self->steps);
}

gconstpointer
perch_solution_state_at (const PerchSolution *self,
                         guint                position)
{
  g_return_val_if_fail (self != NULL, NULL);

  return perch_history_state_at (self->steps, position);
}

/* The move with 0-based @index in the solution. */
const char *
perch_solution_move_at (const PerchSolution *self,
                        guint                index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < perch_solution_n_moves (self), NULL);

  return perch_history_move_at (self->steps, index + 1);
}

/* The move to play from the current position, or NULL at the end. */
const char *
perch_solution_next_move (const PerchSolution *self)
{
  guint position;

  g_return_val_if_fail (self != NULL, NULL);

  position = perch_history_position (self->steps);
  if (position >= perch_solution_n_moves (self))
    return NULL;

  return perch_history_move_at (self->steps, position + 1);
}

gconstpointer
perch_solution_forward (PerchSolution *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return perch_history_redo (self->steps);
}

gconstpointer
perch_solution_back (PerchSolution *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return perch_history_undo (self->steps);
}

gconstpointer
perch_solution_seek (PerchSolution *self,
                     guint          position)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (position <= perch_solution_n_moves (self), NULL);

  return perch_history_seek (self->steps, position);
}

/* The player made @move: advance when it is the solution's next move and return
 * TRUE; return FALSE when the player has left the solution. */
gboolean
perch_solution_follow (PerchSolution *self,
                       const char    *move)
{
  const char *next;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  next = perch_solution_next_move (self);
  if (next == NULL || g_strcmp0 (next, move) != 0)
    return FALSE;

  perch_history_redo (self->steps);

  return TRUE;
}
