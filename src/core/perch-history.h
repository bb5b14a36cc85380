/* perch-history.h: undo and redo as a list of states
 *
 * Game states are values: a move makes a new state and the history keeps them all,
 * each with the move (in the game's notation) that led to it. Undo and redo only
 * move the current position; pushing a state after an undo drops the redo tail.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _PerchHistory PerchHistory;

PerchHistory  *perch_history_new          (gpointer        initial_state,
                                           GDestroyNotify  free_state);
void           perch_history_free         (PerchHistory   *self);
void           perch_history_reset        (PerchHistory   *self,
                                           gpointer        initial_state);
void           perch_history_push         (PerchHistory   *self,
                                           const char     *move,
                                           gpointer        state);
gconstpointer  perch_history_current      (const PerchHistory *self);
gconstpointer  perch_history_state_at     (const PerchHistory *self,
                                           guint           position);
const char    *perch_history_move_at      (const PerchHistory *self,
                                           guint           position);
guint          perch_history_position     (const PerchHistory *self);
guint          perch_history_length       (const PerchHistory *self);
gboolean       perch_history_can_undo     (const PerchHistory *self);
gboolean       perch_history_can_redo     (const PerchHistory *self);
gconstpointer  perch_history_undo         (PerchHistory   *self);
gconstpointer  perch_history_redo         (PerchHistory   *self);
gconstpointer  perch_history_seek         (PerchHistory   *self,
                                           guint           position);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchHistory, perch_history_free)

G_END_DECLS
