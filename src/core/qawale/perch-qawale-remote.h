/* perch-qawale-remote.h: another program that speaks the engine protocol, as a player
 *
 * The program (a command line, split as a shell would) is started on first use with
 * pipes on its stdin and stdout; its stderr is ours. Before each move it is brought to
 * the game's position: 'new STONES' and 'play MOVE' for every move, or only the moves it
 * has not seen yet when the game goes on from what it was told last. Then 'go MS' (or
 * 'go 0 D' for a depth), and the move of its 'bestmove' reply is checked against the
 * rules. An engine that does not answer a command within a few seconds (or MS + 10 s
 * for 'go', a minute for a depth), answers something else,
 * or exits gives an error that quotes it. Only the default rules can be played: the
 * protocol has no way to set the rule for lines of both colours.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-qawale-search.h"

G_BEGIN_DECLS

typedef struct _PerchQawaleRemote PerchQawaleRemote;

PerchQawaleRemote *perch_qawale_remote_new    (const char                *command);
void               perch_qawale_remote_free   (PerchQawaleRemote         *self);
gboolean           perch_qawale_remote_choose (PerchQawaleRemote         *self,
                                               const PerchQawalePosition *start,
                                               const PerchQawaleMove     *moves,
                                               guint                      n_moves,
                                               const PerchQawaleLimits   *limits,
                                               PerchQawaleChoice         *choice,
                                               GError                   **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchQawaleRemote, perch_qawale_remote_free)

G_END_DECLS
