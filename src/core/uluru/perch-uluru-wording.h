/* perch-uluru-wording.h: a conflict in plain English words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The command line prints these sentences; a page says the same in its own
 * language from the same parts (the cards, and what each asks through
 * perch_uluru_rules_resolve()):
 *
 *   sentence := clause (", " clause)* ": " ending       first letter a capital
 *   clause   := BIRD " wants " wish                     the other cards (one condition)
 *             | BIRD " wants what " X " wants (" wishes ")"               same:X
 *             | BIRD " wants the opposite of what " X " wants (" wishes ")"  contrary:X
 *   wishes   := wish ((", " wish)* " and " wish)?       the card's conditions, in order
 *   wish     := perch_uluru_condition_wish ()           "to be next to blue"
 *   ending   := "this cannot be met." | "both cannot be met." | "they cannot all be met."
 *                                                       for one, two, more cards
 *
 * "Pink wants to be next to blue, blue wants to be at least two places away from
 * pink: both cannot be met."
 */
#pragma once

#include <glib.h>

#include "perch-uluru-rules.h"

G_BEGIN_DECLS

char *perch_uluru_condition_wish     (const PerchUluruCondition *condition);
char *perch_uluru_conflict_sentence  (const PerchUluruDeal      *deal,
                                      const PerchUluruCardRef   *cards,
                                      guint                      n_cards);

G_END_DECLS
