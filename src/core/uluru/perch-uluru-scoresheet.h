/* perch-uluru-scoresheet.h: a table's rounds, scored card by card, with running totals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * At the table every player places the birds on their own board against the same
 * wishes. The score sheet keeps the named players, the finished rounds (each with
 * its deal and every player's placement), the round being scored, and how many
 * rounds the game lasts; the fewest minus points over the finished rounds wins.
 * A player who joins later has no placement in the rounds before.
 *
 * Players are numbered from 0 in the order they joined. A name is 1 to
 * PERCH_ULURU_MAX_NAME characters of text without control characters, trimmed,
 * and no other player's name (ignoring case).
 *
 * The text form, one line each, '#' lines and blank lines ignored:
 *
 *   perch-uluru-scoresheet 1          the format and its version, first
 *   rounds-to-play 8                  optional; 0 or absent: no set number
 *   player Anna                       one per player, in order
 *   round CARD x8                     a finished round: its deal, as perch-cli reads it
 *   placement 1 1,8,4,6,5,3,7,2       player 1 (counted from 1) in the round above
 *   current CARD x8                   the round being scored, last if present
 *
 * The parser says what is wrong and on which line; no input crashes it.
 */
#pragma once

#include <glib.h>

#include "perch-uluru-rules.h"

G_BEGIN_DECLS

#define PERCH_ULURU_SCORESHEET_VERSION 1
#define PERCH_ULURU_MAX_NAME           40
#define PERCH_ULURU_MAX_PLAYERS        32
#define PERCH_ULURU_MAX_ROUNDS         999
/* perch_uluru_scoresheet_points() of a player who did not play the round. */
#define PERCH_ULURU_NOT_PLAYED         G_MAXUINT

typedef enum
{
  PERCH_ULURU_NAME_OK,
  PERCH_ULURU_NAME_EMPTY,
  PERCH_ULURU_NAME_TOO_LONG,
  PERCH_ULURU_NAME_BAD_CHARACTER,     /* a control character, or not UTF-8 */
  PERCH_ULURU_NAME_TAKEN,
} PerchUluruNameProblem;

typedef struct _PerchUluruScoresheet PerchUluruScoresheet;

PerchUluruScoresheet      *perch_uluru_scoresheet_new           (void);
void                       perch_uluru_scoresheet_free          (PerchUluruScoresheet *self);

/* The players */
guint                      perch_uluru_scoresheet_n_players     (const PerchUluruScoresheet *self);
const char                *perch_uluru_scoresheet_player_name   (const PerchUluruScoresheet *self,
                                                                 guint                 player);
PerchUluruNameProblem      perch_uluru_scoresheet_name_problem  (const PerchUluruScoresheet *self,
                                                                 const char           *name,
                                                                 guint                 player);
gboolean                   perch_uluru_scoresheet_add_player    (PerchUluruScoresheet *self,
                                                                 const char           *name,
                                                                 GError              **error);
gboolean                   perch_uluru_scoresheet_rename_player (PerchUluruScoresheet *self,
                                                                 guint                 player,
                                                                 const char           *name,
                                                                 GError              **error);
void                       perch_uluru_scoresheet_remove_player (PerchUluruScoresheet *self,
                                                                 guint                 player);

/* The round being scored */
void                       perch_uluru_scoresheet_start_round   (PerchUluruScoresheet *self,
                                                                 const PerchUluruDeal *deal);
const PerchUluruDeal      *perch_uluru_scoresheet_current_deal  (const PerchUluruScoresheet *self);
void                       perch_uluru_scoresheet_set_placement (PerchUluruScoresheet *self,
                                                                 guint                 player,
                                                                 const PerchUluruPlacement
                                                                                      *placement);
const PerchUluruPlacement *perch_uluru_scoresheet_placement     (const PerchUluruScoresheet *self,
                                                                 guint                 player);
PerchUluruScore           *perch_uluru_scoresheet_score         (const PerchUluruScoresheet *self,
                                                                 guint                 player);
gboolean                   perch_uluru_scoresheet_finish_round  (PerchUluruScoresheet *self,
                                                                 GError              **error);

/* The finished rounds and the game */
guint                      perch_uluru_scoresheet_n_rounds      (const PerchUluruScoresheet *self);
const PerchUluruDeal      *perch_uluru_scoresheet_round_deal    (const PerchUluruScoresheet *self,
                                                                 guint                 round);
guint                      perch_uluru_scoresheet_points        (const PerchUluruScoresheet *self,
                                                                 guint                 round,
                                                                 guint                 player);
guint                      perch_uluru_scoresheet_total         (const PerchUluruScoresheet *self,
                                                                 guint                 player);
guint                      perch_uluru_scoresheet_rounds_to_play
                                                                (const PerchUluruScoresheet *self);
void                       perch_uluru_scoresheet_set_rounds_to_play
                                                                (PerchUluruScoresheet *self,
                                                                 guint                 rounds);
gboolean                   perch_uluru_scoresheet_is_over       (const PerchUluruScoresheet *self);
guint32                    perch_uluru_scoresheet_leaders       (const PerchUluruScoresheet *self);

/* The text form */
char                      *perch_uluru_scoresheet_to_text       (const PerchUluruScoresheet *self);
PerchUluruScoresheet      *perch_uluru_scoresheet_new_from_text (const char           *text,
                                                                 gssize                length,
                                                                 GError              **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchUluruScoresheet, perch_uluru_scoresheet_free)

G_END_DECLS
