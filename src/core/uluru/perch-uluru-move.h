/* perch-uluru-move.h: the states of an Uluru session and the moves between them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A state is a value: the cards of the eight birds (up to two each), the phase
 * (choosing cards, playing, checked) and the player's placement. A move makes a new
 * state from an old one (perch_uluru_move_apply(), the rules of the session), and is
 * written in one line of words:
 *
 *   card BIRD N CODE  the bird's Nth card (1 or 2) becomes CODE, or goes ('-'); the
 *                     second card then moves up. N is at most one more than it holds.
 *                     In play the game goes on; after Check it is a new question.
 *   deal W1 .. W8     every bird's cards at once, white to black, as perch-cli reads
 *                     them ("long+next:red" for two cards, '-' for none)
 *   clear             every card goes
 *   play              the birds go back to the nest and the player places them
 *                     (every bird needs a card)
 *   move BIRD PLACE   in play: BIRD to PLACE (1 to 8, or "nest"); a bird already
 *                     there takes BIRD's old place
 *   check             in play: the player's placement is scored
 *
 * A line is checked before it is split: printable ASCII, words separated by one
 * space, at most PERCH_ULURU_GAME_MAX_LINE characters.
 */
#pragma once

#include <glib.h>

#include "perch-uluru-deal.h"

G_BEGIN_DECLS

#define PERCH_ULURU_GAME_ERROR (perch_uluru_game_error_quark ())

typedef enum
{
  PERCH_ULURU_GAME_ERROR_INVALID,     /* a line that is not what it should be */
  PERCH_ULURU_GAME_ERROR_NOT_ALLOWED, /* a move the state does not allow */
  PERCH_ULURU_GAME_ERROR_TOO_LARGE,
} PerchUluruGameError;

/* A bird holds at most this many cards in a session (the page's two columns). */
#define PERCH_ULURU_GAME_N_SLOTS  2
/* The longest line a valid text can have, with room to spare. */
#define PERCH_ULURU_GAME_MAX_LINE 400

typedef enum
{
  PERCH_ULURU_PHASE_CARDS,    /* choosing cards; Solve shows the best placements */
  PERCH_ULURU_PHASE_PLAYING,  /* the player places the birds */
  PERCH_ULURU_PHASE_CHECKED,  /* the player's placement is scored */
} PerchUluruPhase;

typedef struct
{
  PerchUluruDeal      deal;    /* unused cards zeroed, so that states compare with memcmp */
  PerchUluruPhase     phase;
  PerchUluruPlacement played;  /* all in the nest outside play */
} PerchUluruState;

typedef enum
{
  PERCH_ULURU_MOVE_CARD,
  PERCH_ULURU_MOVE_DEAL,
  PERCH_ULURU_MOVE_CLEAR,
  PERCH_ULURU_MOVE_PLAY,
  PERCH_ULURU_MOVE_BIRD,
  PERCH_ULURU_MOVE_CHECK,
} PerchUluruMoveKind;

typedef struct
{
  PerchUluruMoveKind kind;
  PerchUluruBird     bird;      /* CARD, BIRD */
  guint              index;     /* CARD: 0 or 1 */
  gboolean           has_card;  /* CARD: FALSE takes the card away */
  PerchUluruCard     card;
  guint              place;     /* BIRD: 1..8 or PERCH_ULURU_OFF */
  PerchUluruDeal     deal;      /* DEAL */
} PerchUluruMove;

GQuark    perch_uluru_game_error_quark    (void);

void      perch_uluru_state_init          (PerchUluruState        *state,
                                           const PerchUluruDeal   *deal);
gboolean  perch_uluru_state_is_complete   (const PerchUluruState  *state);
gboolean  perch_uluru_state_same_cards    (const PerchUluruState  *a,
                                           const PerchUluruState  *b);
gboolean  perch_uluru_state_parse         (char * const           *words,
                                           guint                   n_words,
                                           PerchUluruState        *state,
                                           GError                **error);

GStrv     perch_uluru_words_split         (const char             *line,
                                           gsize                   length,
                                           GError                **error);

gboolean  perch_uluru_move_parse          (char * const           *words,
                                           guint                   n_words,
                                           PerchUluruMove         *move,
                                           GError                **error);
char     *perch_uluru_move_to_string      (const PerchUluruMove   *move);
gboolean  perch_uluru_move_apply          (const PerchUluruState  *from,
                                           const PerchUluruMove   *move,
                                           PerchUluruState        *to,
                                           GError                **error);

G_END_DECLS
