/* perch-uluru-rules.h: when a wish is fulfilled, and the score of a placement
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A card is resolved into conditions on its bird's place: "what X wants" and
 * "the opposite of what X wants" are followed through X's cards (all of them)
 * until only region and relation conditions remain. A card is fulfilled when
 * its bird is on the board and every condition holds. Scoring: one minus point
 * per unfulfilled card of a placed bird, exactly one per bird off the board.
 */
#pragma once

#include <glib.h>

#include "perch-uluru-deal.h"

G_BEGIN_DECLS

/* Enough for every distinct (kind, colour, negation) a chain can reach. */
#define PERCH_ULURU_MAX_CONDITIONS 96

typedef struct
{
  PerchUluruCardKind kind;     /* a region or a relation kind */
  PerchUluruBird     target;   /* the other bird, for relations */
  gboolean           negated;  /* reached through an odd number of "opposite of" */
} PerchUluruCondition;

typedef struct
{
  PerchUluruBird  bird;
  guint           card_index;
  PerchUluruCard  card;
  gboolean        fulfilled;
  char           *reason;     /* e.g. "red does not share a corner with green: red is at 5, green at 3" */
} PerchUluruVerdict;

typedef struct
{
  guint             total;      /* minus points */
  guint             n_verdicts;
  PerchUluruVerdict verdicts[PERCH_ULURU_N_BIRDS * PERCH_ULURU_MAX_CARDS];
} PerchUluruScore;

guint            perch_uluru_rules_resolve      (const PerchUluruDeal      *deal,
                                                 PerchUluruBird             bird,
                                                 guint                      card_index,
                                                 PerchUluruCondition       *conditions);
gboolean         perch_uluru_condition_holds    (const PerchUluruCondition *condition,
                                                 PerchUluruBird             bird,
                                                 const PerchUluruPlacement *placement);

PerchUluruScore *perch_uluru_score_new          (const PerchUluruDeal      *deal,
                                                 const PerchUluruPlacement *placement);
void             perch_uluru_score_free         (PerchUluruScore           *score);
const PerchUluruVerdict *
                 perch_uluru_score_find         (const PerchUluruScore     *score,
                                                 PerchUluruBird             bird,
                                                 guint                      card_index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchUluruScore, perch_uluru_score_free)

G_END_DECLS
