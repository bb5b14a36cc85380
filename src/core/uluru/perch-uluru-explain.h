/* perch-uluru-explain.h: why no placement does better than the best one
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A conflict is a set of cards that no placement meets together; a minimal one
 * has no smaller conflict within it. Every placement misses at least one card of
 * every conflict, so the minus points are at least the size of a smallest set of
 * cards that shares a card with every conflict, and a placement that misses only
 * such a set shows that this many are reached: that number is the optimum.
 *
 * With birds allowed off the board (PERCH_ULURU_MODE_PARTIAL), a bird left off
 * costs one point for all its cards: it meets every conflict that holds one of
 * them, and the cards of the other birds about it are missed (one point each).
 * The smallest set then counts cards and birds left off, each one point, plus
 * those cards about them. With one card per bird, leaving a bird off never saves
 * a point, so both modes have the same optimum.
 *
 * Whether cards can be met together does not depend on the mode, so both modes
 * have the same conflicts. Cards are the ones the user sees: "what X wants" and
 * "the opposite of what X wants" are followed through their chains, as in
 * scoring, only to decide what can be met.
 */
#pragma once

#include <glib.h>

#include "perch-progress.h"
#include "perch-uluru-compile.h"
#include "perch-uluru-solver.h"

G_BEGIN_DECLS

typedef struct
{
  guint              n_cards;
  PerchUluruCardRef  cards[PERCH_ULURU_MAX_DEAL_CARDS];  /* in bird order */
  char              *text;  /* in English: perch_uluru_conflict_sentence() */
} PerchUluruConflict;

typedef struct
{
  PerchUluruMode       mode;
  guint                penalty;      /* the least minus points: the smallest set above */
  guint                n_conflicts;
  PerchUluruConflict  *conflicts;    /* every minimal conflict, smallest first */
  /* A largest set of conflicts (indices into @conflicts) no two of which share a card
   * (in the partial mode: a bird), so each costs a point of its own. When there are
   * @penalty of them, they alone show that no placement does better. */
  guint                n_separate;
  guint               *separate;
  PerchUluruPlacement  placement;    /* a placement with @penalty minus points */
  guint                n_given_up;   /* the cards it misses, birds off the board included */
  PerchUluruCardRef    given_up[PERCH_ULURU_MAX_DEAL_CARDS];
  guint64              n_nodes;      /* search effort, for benchmarks */
} PerchUluruExplanation;

PerchUluruExplanation *perch_uluru_explain             (const PerchUluruDeal        *deal,
                                                        PerchUluruMode               mode,
                                                        PerchProgress               *progress,
                                                        GError                     **error);
void                   perch_uluru_explanation_free    (PerchUluruExplanation       *explanation);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchUluruExplanation, perch_uluru_explanation_free)

G_END_DECLS
