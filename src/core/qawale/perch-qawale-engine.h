/* perch-qawale-engine.h: the text engine protocol of ../shared/spec/qawale.md
 *
 * One command in, one reply out: new [stones], play MOVE, go MS [DEPTH], analyse MS,
 * moves, status, board, perft D, stop, quit. A reply never ends in a newline ('board'
 * and 'analyse' span several lines, the last one "." or "done"). Bad input gets
 * "illegal <reason>" (a move the rules refuse) or "error <reason>" (anything else,
 * limits stated); nothing crashes the engine. 'perch-cli qawale engine' reads stdin on
 * a thread of its own while a search runs, so that 'stop' (through the flag given to
 * perch_qawale_engine_set_stop()) ends the search at once and 'quit' the program.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _PerchQawaleEngine PerchQawaleEngine;

PerchQawaleEngine *perch_qawale_engine_new   (void);
void               perch_qawale_engine_free  (PerchQawaleEngine *self);
void               perch_qawale_engine_set_stop (PerchQawaleEngine *self,
                                                 const gint        *stop);
char              *perch_qawale_engine_reply (PerchQawaleEngine *self,
                                              const char        *line,
                                              gboolean          *quit);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchQawaleEngine, perch_qawale_engine_free)

G_END_DECLS
