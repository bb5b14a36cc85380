/* perch-qawale-engine.h: the text engine protocol of ../shared/spec/qawale.md
 *
 * One command in, one reply out: new [stones], play MOVE, go MS [DEPTH], moves, status,
 * board, perft D, quit. A reply never ends in a newline ('board' spans several lines,
 * the last one "."). Bad input gets "illegal <reason>" (a move the rules refuse) or
 * "error <reason>" (anything else); nothing crashes the engine. 'perch-cli qawale
 * engine' reads stdin and writes these replies, one line each.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _PerchQawaleEngine PerchQawaleEngine;

PerchQawaleEngine *perch_qawale_engine_new   (void);
void               perch_qawale_engine_free  (PerchQawaleEngine *self);
char              *perch_qawale_engine_reply (PerchQawaleEngine *self,
                                              const char        *line,
                                              gboolean          *quit);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchQawaleEngine, perch_qawale_engine_free)

G_END_DECLS
