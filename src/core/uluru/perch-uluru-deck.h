/* perch-uluru-deck.h: the 80 wish cards and seeded deals from the rule sheet's variants
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "perch-uluru-deal.h"

G_BEGIN_DECLS

#define PERCH_ULURU_DECK_SIZE 80

typedef enum
{
  PERCH_ULURU_VARIANT_FIRST,          /* levels 1-3: the first game */
  PERCH_ULURU_VARIANT_ALL,
  PERCH_ULURU_VARIANT_NO_LEVEL_1,
  PERCH_ULURU_VARIANT_NO_LEVELS_1_2,
  PERCH_ULURU_VARIANT_EASY,           /* levels 1-2, next to and share a corner */
  PERCH_ULURU_VARIANT_HARD,           /* the other 40: opposite, levels 4-5 */
  PERCH_ULURU_VARIANT_EXPERT,         /* all levels, a second card for some birds */
  PERCH_ULURU_N_VARIANTS,
} PerchUluruVariant;

guint        perch_uluru_deck_cards      (PerchUluruVariant   variant,
                                          PerchUluruCard     *cards);
gboolean     perch_uluru_variant_parse   (const char         *text,
                                          PerchUluruVariant  *variant,
                                          guint              *n_expert,
                                          GError            **error);
void         perch_uluru_deal_random     (PerchUluruVariant   variant,
                                          guint               n_expert,
                                          guint64             seed,
                                          PerchUluruDeal     *deal);

G_END_DECLS
