/* perch-uluru-card.h: the twelve kinds of wish card and their codes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Codes (files and the command line): any boomerang solitary long short, and
 * next:C opposite:C corner:C apart:C away:C same:C contrary:C with C a bird colour.
 * A bird with several cards joins them with '+', e.g. "long+next:red".
 */
#pragma once

#include <glib.h>

#include "perch-uluru-board.h"

G_BEGIN_DECLS

#define PERCH_ULURU_ERROR (perch_uluru_error_quark ())

typedef enum
{
  PERCH_ULURU_ERROR_INVALID_CARD,
  PERCH_ULURU_ERROR_INVALID_DEAL,
  PERCH_ULURU_ERROR_INVALID_PLACEMENT,
  PERCH_ULURU_ERROR_INVALID_NAME,        /* a player's name (perch-uluru-scoresheet.h) */
  PERCH_ULURU_ERROR_INVALID_SCORESHEET,  /* a score sheet's text */
  PERCH_ULURU_ERROR_ROUND_INCOMPLETE,    /* a round that cannot be finished yet */
} PerchUluruError;

typedef enum
{
  PERCH_ULURU_CARD_ANY,        /* level 1: I don't know what I want */
  PERCH_ULURU_CARD_BOOMERANG,  /* level 2: regions */
  PERCH_ULURU_CARD_SOLITARY,
  PERCH_ULURU_CARD_LONG,
  PERCH_ULURU_CARD_SHORT,
  PERCH_ULURU_CARD_NEXT,       /* level 3: relations to bird C */
  PERCH_ULURU_CARD_OPPOSITE,
  PERCH_ULURU_CARD_CORNER,
  PERCH_ULURU_CARD_APART,      /* level 4 */
  PERCH_ULURU_CARD_AWAY,
  PERCH_ULURU_CARD_SAME,       /* I want what C wants */
  PERCH_ULURU_CARD_CONTRARY,   /* level 5: I want the opposite of what C wants */
  PERCH_ULURU_N_CARD_KINDS,
} PerchUluruCardKind;

/* Expert deals give a bird a second card; three leaves room for house rules. */
#define PERCH_ULURU_MAX_CARDS 3

typedef struct
{
  PerchUluruCardKind kind;
  PerchUluruBird     bird;  /* the colour on the card; only for kinds with a colour */
} PerchUluruCard;

/* All the cards of one bird. */
typedef struct
{
  guint          n_cards;
  PerchUluruCard cards[PERCH_ULURU_MAX_CARDS];
} PerchUluruWish;

GQuark              perch_uluru_error_quark          (void);
guint               perch_uluru_error_line           (const GError      *error);

const char         *perch_uluru_card_kind_code       (PerchUluruCardKind  kind);
gboolean            perch_uluru_card_kind_has_colour (PerchUluruCardKind  kind);
guint               perch_uluru_card_kind_level      (PerchUluruCardKind  kind);
gboolean            perch_uluru_card_kind_is_region  (PerchUluruCardKind  kind);
PerchUluruRegion    perch_uluru_card_kind_region     (PerchUluruCardKind  kind);
PerchUluruRelation  perch_uluru_card_kind_relation   (PerchUluruCardKind  kind);

gboolean            perch_uluru_card_parse           (const char         *code,
                                                      PerchUluruCard     *card,
                                                      GError            **error);
char               *perch_uluru_card_to_code         (const PerchUluruCard *card);

gboolean            perch_uluru_wish_parse           (const char         *code,
                                                      PerchUluruWish     *wish,
                                                      GError            **error);
char               *perch_uluru_wish_to_code         (const PerchUluruWish *wish);

G_END_DECLS
