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

/* Why a text is not a placement (perch_uluru_placement_read()). */
typedef enum
{
  PERCH_ULURU_PLACEMENT_WRONG_COUNT,  /* @n_places places, not 8 */
  PERCH_ULURU_PLACEMENT_NOT_A_PLACE,  /* @bird's part (@start, @length bytes of the text) */
  PERCH_ULURU_PLACEMENT_PLACE_TWICE,  /* @place holds @other and @bird */
} PerchUluruPlacementProblemKind;

typedef struct
{
  PerchUluruPlacementProblemKind kind;
  guint                          n_places;
  PerchUluruBird                 bird;
  PerchUluruBird                 other;
  guint                          place;
  guint                          start;
  guint                          length;
} PerchUluruPlacementProblem;

gboolean  perch_uluru_deal_parse           (const char * const   *codes,
                                            guint                 n_codes,
                                            PerchUluruDeal       *deal,
                                            GError              **error);
char     *perch_uluru_deal_to_string       (const PerchUluruDeal *deal);
guint     perch_uluru_deal_n_cards         (const PerchUluruDeal *deal);

gboolean  perch_uluru_placement_parse      (const char           *text,
                                            PerchUluruPlacement  *placement,
                                            GError              **error);
gboolean  perch_uluru_placement_read       (const char           *text,
                                            PerchUluruPlacement  *placement,
                                            PerchUluruPlacementProblem *problem);
char     *perch_uluru_placement_to_string  (const PerchUluruPlacement *placement);
void      perch_uluru_placement_move       (PerchUluruPlacement  *placement,
                                            PerchUluruBird        bird,
                                            guint                 place);
gboolean  perch_uluru_placement_is_valid   (const PerchUluruPlacement *placement);

G_END_DECLS
