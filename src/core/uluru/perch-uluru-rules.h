/* perch-uluru-rules.h: when a wish is fulfilled, and the score of a placement
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A card is resolved into conditions on its bird's place: "what X wants" and
 * "the opposite of what X wants" are followed through X's cards (all of them)
 * until only region and relation conditions remain; when X holds several cards,
 * "what X wants" means all of them, and "the opposite" the opposite of each of
 * them (the negation table of the spec, card by card). A card is fulfilled when
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

/* What a verdict's reason rests on, so that a page can say it in its own words. */
typedef enum
{
  PERCH_ULURU_REASON_OFF_BOARD,     /* the bird is not on the board */
  PERCH_ULURU_REASON_ANYWHERE,      /* "I don't know what I want" */
  PERCH_ULURU_REASON_NAMES_ITSELF,  /* the card names the bird itself */
  PERCH_ULURU_REASON_ASKS_NOTHING,  /* a chain of wishes that asks nothing of the bird */
  PERCH_ULURU_REASON_CONDITION,     /* the condition below, true or not */
} PerchUluruReasonKind;

typedef struct
{
  PerchUluruBird        bird;
  guint                 card_index;
  PerchUluruCard        card;
  gboolean              fulfilled;
  char                 *reason;     /* in English, as perch-cli prints it */
  PerchUluruReasonKind  reason_kind;
  PerchUluruCondition   condition;  /* for PERCH_ULURU_REASON_CONDITION: the one the reason names */
  gboolean              fact;       /* whether its region or relation holds, negation aside */
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
