/* perch-solution.h: a solution to step through, and where the player is in it
 *
 * A solver's answer is a list of moves. The cursor keeps the states along it so
 * that the page can step forwards and back, and follows the player: a move that
 * matches the next one advances the cursor; any other move means the player has
 * left the solution and the page should drop it.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _PerchSolution PerchSolution;

PerchSolution *perch_solution_new        (gpointer        start_state,
                                          GDestroyNotify  free_state);
void           perch_solution_free       (PerchSolution  *self);
void           perch_solution_append     (PerchSolution  *self,
                                          const char     *move,
                                          gpointer        state_after);
guint          perch_solution_n_moves    (const PerchSolution *self);
guint          perch_solution_position   (const PerchSolution *self);
gboolean       perch_solution_is_at_end  (const PerchSolution *self);
gconstpointer  perch_solution_state_at   (const PerchSolution *self,
                                          guint           position);
const char    *perch_solution_move_at    (const PerchSolution *self,
                                          guint           index);
const char    *perch_solution_next_move  (const PerchSolution *self);
gconstpointer  perch_solution_forward    (PerchSolution  *self);
gconstpointer  perch_solution_back       (PerchSolution  *self);
gconstpointer  perch_solution_seek       (PerchSolution  *self,
                                          guint           position);
gboolean       perch_solution_follow     (PerchSolution  *self,
                                          const char     *move);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchSolution, perch_solution_free)

G_END_DECLS
