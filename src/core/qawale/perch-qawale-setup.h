/* perch-qawale-setup.h: who plays each colour, and by which rules
 *
 * A setup is what is chosen before a game starts: the player of each colour, a person
 * or a computer player (a spec as perch-qawale-player.h spells it, "hard" or
 * "hard:2s", so the command line's players and the app's are written the same way),
 * the pebbles each player has (8 or 10), and rule 10 (a move that shows lines of both
 * colours: the mover wins, or the game is drawn). Light moves first.
 *
 * Its text is one line of four words, LIGHT DARK STONES RULE, such as
 * "human hard 8 mover-wins": each player "human" or a computer spec, STONES 8 or 10,
 * RULE "mover-wins" or "draw". The New Game dialog, the page's qawale.start action and
 * the saved game (perch-qawale-game.h) all use it; the reader names the column of a
 * mistake.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "perch-qawale-player.h"
#include "perch-qawale-position.h"

G_BEGIN_DECLS

/* A setup's text is refused, unread, beyond this many bytes. */
#define PERCH_QAWALE_SETUP_MAX_TEXT 256

typedef struct
{
  gboolean              person;     /* a person plays this colour */
  PerchQawalePlayerSpec computer;   /* otherwise this computer player */
} PerchQawaleSeat;

typedef struct
{
  PerchQawaleSeat      seats[2];    /* by PerchQawaleColour */
  guint                stones;      /* 8 or 10 */
  PerchQawaleBothLines both_lines;
} PerchQawaleSetup;

typedef enum
{
  PERCH_QAWALE_MODE_AGAINST_COMPUTER,   /* a person and a computer */
  PERCH_QAWALE_MODE_TWO_PLAYERS,        /* two people at one computer */
  PERCH_QAWALE_MODE_WATCH,              /* two computers */
} PerchQawaleMode;

#define PERCH_TYPE_QAWALE_SETUP (perch_qawale_setup_get_type ())

GType             perch_qawale_setup_get_type       (void) G_GNUC_CONST;

void              perch_qawale_setup_init           (PerchQawaleSetup       *self);
PerchQawaleSetup *perch_qawale_setup_copy           (const PerchQawaleSetup *self);
void              perch_qawale_setup_free           (PerchQawaleSetup       *self);
gboolean          perch_qawale_setup_equal          (const PerchQawaleSetup *a,
                                                     const PerchQawaleSetup *b);
PerchQawaleMode   perch_qawale_setup_get_mode       (const PerchQawaleSetup *self);
void              perch_qawale_setup_start_position (const PerchQawaleSetup *self,
                                                     PerchQawalePosition    *position);
char             *perch_qawale_setup_to_string      (const PerchQawaleSetup *self);
gboolean          perch_qawale_setup_parse          (const char             *text,
                                                     PerchQawaleSetup       *setup,
                                                     GError                **error);
gboolean          perch_qawale_setup_parse_at       (const char             *text,
                                                     gsize                   first_column,
                                                     PerchQawaleSetup       *setup,
                                                     GError                **error);

void              perch_qawale_seat_init_person     (PerchQawaleSeat        *seat);
void              perch_qawale_seat_init_computer   (PerchQawaleSeat        *seat,
                                                     PerchQawaleLevel        level);
char             *perch_qawale_seat_to_string       (const PerchQawaleSeat  *seat);
gboolean          perch_qawale_seat_parse           (const char             *text,
                                                     PerchQawaleSeat        *seat,
                                                     GError                **error);

gboolean          perch_qawale_level_parse          (const char             *text,
                                                     PerchQawaleLevel       *level);
const char       *perch_qawale_both_lines_to_string (PerchQawaleBothLines    rule);
gboolean          perch_qawale_both_lines_parse     (const char             *text,
                                                     PerchQawaleBothLines   *rule);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchQawaleSetup, perch_qawale_setup_free)

G_END_DECLS
