/* perch-history.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-history"

#include "perch-history.h"

struct _PerchHistory
{
  GPtrArray *states;   /* states[0] is the start; states[i] follows moves[i] */
  GPtrArray *moves;    /* moves[0] is NULL */
  guint      position;
};

PerchHistory *
perch_history_new (gpointer       initial_state,
                   GDestroyNotify free_state)
{
  PerchHistory *self;

  g_return_val_if_fail (initial_state != NULL, NULL);

  self = g_new0 (PerchHistory, 1);
  self->states = g_ptr_array_new_with_free_func (free_state);
  self->moves = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (self->states, initial_state);
  g_ptr_array_add (self->moves, NULL);

  return self;
}

void
perch_history_free (PerchHistory *self)
{
  if (self == NULL)
    return;

  g_ptr_array_unref (self->states);
  g_ptr_array_unref (self->moves);
  g_free (self);
}

void
perch_history_reset (PerchHistory *self,
                     gpointer      initial_state)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (initial_state != NULL);

  g_ptr_array_set_size (self->states, 0);
  g_ptr_array_set_size (self->moves, 0);
  g_ptr_array_add (self->states, initial_state);
  g_ptr_array_add (self->moves, NULL);
  self->position = 0;
}

void
perch_history_push (PerchHistory *self,
                    const char   *move,
                    gpointer      state)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (state != NULL);

  g_ptr_array_set_size (self->states, self->position + 1);
  g_ptr_array_set_size (self->moves, self->position + 1);
  g_ptr_array_add (self->states, state);
  g_ptr_array_add (self->moves, g_strdup (move));
  self->position++;
}

gconstpointer
perch_history_current (const PerchHistory *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return g_ptr_array_index (self->states, self->position);
}

gconstpointer
perch_history_state_at (const PerchHistory *self,
                        guint               position)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (position < self->states->len, NULL);

  return g_ptr_array_index (self->states, position);
}

/* The move that led to the state at @position (NULL for the start). */
const char *
perch_history_move_at (const PerchHistory *self,
                       guint               position)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (position < self->moves->len, NULL);

  return g_ptr_array_index (self->moves, position);
}

guint
perch_history_position (const PerchHistory *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->position;
}

/* The number of states, the start included. */
guint
perch_history_length (const PerchHistory *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->states->len;
}

gboolean
perch_history_can_undo (const PerchHistory *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->position > 0;
}

gboolean
perch_history_can_redo (const PerchHistory *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->position + 1 < self->states->len;
}

gconstpointer
perch_history_undo (PerchHistory *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (self->position > 0)
    self->position--;

  return perch_history_current (self);
}

gconstpointer
perch_history_redo (PerchHistory *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (self->position + 1 < self->states->len)
    self->position++;

  return perch_history_current (self);
}

gconstpointer
perch_history_seek (PerchHistory *self,
                    guint         position)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (position < self->states->len, NULL);

  self->position = position;

  return perch_history_current (self);
}
