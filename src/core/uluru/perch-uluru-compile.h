/* perch-uluru-compile.h: a deal compiled into bit masks, for the solver and the conflict search
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every card is resolved through its chains (perch-uluru-rules.h) into the places its
 * bird may take on its own, and, for each other bird it depends on, which places that
 * bird may take given the card's bird's place. Cards are numbered in bird order (a
 * bird's cards in their order), the numbering every bit mask of cards uses.
 */
#pragma once

#include <glib.h>

#include "perch-uluru-deal.h"

G_BEGIN_DECLS

#define PERCH_ULURU_MAX_DEAL_CARDS (PERCH_ULURU_N_BIRDS * PERCH_ULURU_MAX_CARDS)
/* In perch_uluru_compiled_*: a bird whose place is not chosen yet. */
#define PERCH_ULURU_UNASSIGNED 0xff

typedef struct
{
  guint8  target;
  guint16 allowed[PERCH_ULURU_N_PLACES + 1];     /* by owner's place: target's places */
  guint16 allowed_for[PERCH_ULURU_N_PLACES + 1]; /* by target's place: owner's places */
} PerchUluruLink;

typedef struct
{
  guint8         owner;
  guint8         n_links;
  guint8         depends;      /* bit per bird: the owner and every target */
  guint16        places;       /* the owner's places allowed on their own */
  PerchUluruLink links[PERCH_ULURU_N_BIRDS - 1];
} PerchUluruCompiledCard;

typedef struct
{
  PerchUluruCompiledCard cards[PERCH_ULURU_MAX_DEAL_CARDS];
  guint                  n_cards;
  guint8                 cards_of[PERCH_ULURU_N_BIRDS][PERCH_ULURU_MAX_CARDS];
  guint8                 n_cards_of[PERCH_ULURU_N_BIRDS];
  /* The cards that depend on a bird, its own included. */
  guint8                 touching[PERCH_ULURU_N_BIRDS][PERCH_ULURU_MAX_DEAL_CARDS];
  guint8                 n_touching[PERCH_ULURU_N_BIRDS];
} PerchUluruCompiled;

void      perch_uluru_compile                 (PerchUluruCompiled           *compiled,
                                               const PerchUluruDeal         *deal);
gboolean  perch_uluru_compiled_card_fulfilled (const PerchUluruCompiledCard *card,
                                               const guint8                 *place);

G_END_DECLS
