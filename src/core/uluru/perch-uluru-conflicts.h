/* perch-uluru-conflicts.h: which sets of cards no placement can meet together
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A set of cards is a conflict when no placement meets all of them, and a minimal
 * conflict when every smaller set within it can be met. Whether cards can be met
 * together does not depend on the mode: a placement that meets them can always
 * place the birds they do not mention on the places left. Sets of cards are bit
 * masks over the card numbers of perch-uluru-compile.h.
 */
#pragma once

#include <glib.h>

#include "perch-progress.h"
#include "perch-uluru-compile.h"

G_BEGIN_DECLS

/* A set of cards that one placement meets and that no further card can join. */
typedef struct
{
  guint32             cards;
  PerchUluruPlacement placement;  /* every bird placed; it meets exactly @cards */
} PerchUluruMeetable;

typedef struct
{
  GArray  *maximal;    /* of PerchUluruMeetable: every largest-by-inclusion set met together */
  GArray  *conflicts;  /* of guint32: every minimal conflict, smallest first, then by number */
  guint64  n_nodes;    /* search effort, for benchmarks */
} PerchUluruConflicts;

PerchUluruConflicts *perch_uluru_conflicts_find  (const PerchUluruCompiled  *compiled,
                                                  PerchProgress             *progress,
                                                  GError                   **error);
void                 perch_uluru_conflicts_free  (PerchUluruConflicts       *conflicts);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchUluruConflicts, perch_uluru_conflicts_free)

G_END_DECLS
