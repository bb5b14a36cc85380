/* perch-uluru-deal.h: the question (a wish for every bird) and an answer (a placement)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "perch-uluru-card.h"

G_BEGIN_DECLS

/* The cards of the eight birds, white to black. */
typedef struct
{
  PerchUluruWish wishes[PERCH_ULURU_N_BIRDS];
} PerchUluruDeal;

/* One card of a deal: the bird's card number @card_index. */
typedef struct
{
  PerchUluruBird bird;
  guint          card_index;
} PerchUluruCardRef;

/* Where each bird sits: 1..8, or PERCH_ULURU_OFF. No place holds two birds. */
typedef struct
{
  guint8 place[PERCH_ULURU_N_BIRDS];
} PerchUluruPlacement;

gboolean  perch_uluru_deal_parse           (const char * const   *codes,
                                            guint                 n_codes,
                                            PerchUluruDeal       *deal,
                                            GError              **error);
char     *perch_uluru_deal_to_string       (const PerchUluruDeal *deal);
guint     perch_uluru_deal_n_cards         (const PerchUluruDeal *deal);

gboolean  perch_uluru_placement_parse      (const char           *text,
                                            PerchUluruPlacement  *placement,
                                            GError              **error);
char     *perch_uluru_placement_to_string  (const PerchUluruPlacement *placement);
gboolean  perch_uluru_placement_is_valid   (const PerchUluruPlacement *placement);

G_END_DECLS
