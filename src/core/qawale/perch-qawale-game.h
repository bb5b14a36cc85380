/* perch-qawale-game.h: a game of Qawale in progress, the session a page shows
 *
 * A game is a setup (perch-qawale-setup.h: who plays each colour, the pebbles, rule 10)
 * and a history of entries in notation, each with the position it leads to:
 *   a1NNE           a move (perch-qawale-position.h)
 *   give-up:light   light gives up (rule 12; "give-up" alone: the player to move)
 *   restart         back to the start, as one more entry that undo takes back
 * Undo and redo move along the history: between two people one entry at a time;
 * against the computer to the person's previous (next) turn, so that the person's move
 * and the computer's reply go together; two computers have none.
 *
 * The computer players of the setup, and a Hard player for hints, think on worker
 * threads (perch-worker.h; the hint's worker is the page's to show and cancel); the game
 * plays the chosen move itself and says so with "played". A hint may also come from
 * elsewhere (perch_qawale_game_set_hint(): the analysis, perch-qawale-analyser.h). What a
 * page shows is a property with notify: position, can-undo, can-redo, can-restart,
 * thinking, depth, hinting, has-hint, setup.
 *
 * Saved text (perch_qawale_game_to_string(), read by perch_qawale_game_load()):
 *   setup human medium 8 mover-wins
 *   moves a1NNE b4SSW restart a1NNE give-up:light
 *   undone 1
 * The setup line, then the history's entries (no "moves" line: none), then how many of
 * them are undone (no "undone" line: none). "changed" is emitted whenever this text
 * changes, and only then: never for thinking, depth or hints. The entries and this text
 * are read and written by perch-qawale-game-text.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "perch-qawale-position.h"
#include "perch-qawale-setup.h"
#include "perch-worker.h"

G_BEGIN_DECLS

#define PERCH_QAWALE_GAME_ERROR (perch_qawale_game_error_quark ())

typedef enum
{
  PERCH_QAWALE_GAME_ERROR_INVALID,   /* nothing could be read: the game is unchanged */
  PERCH_QAWALE_GAME_ERROR_PARTIAL,   /* read up to a mistake: the game holds what came before */
} PerchQawaleGameError;

/* Saved text is refused beyond this many bytes, and read up to this many entries. */
#define PERCH_QAWALE_GAME_MAX_TEXT    (2 * 1024 * 1024)
#define PERCH_QAWALE_GAME_MAX_ENTRIES 50000

/* How a game ended. */
typedef enum
{
  PERCH_QAWALE_ENDING_NONE,         /* it goes on */
  PERCH_QAWALE_ENDING_LINE,         /* a line of the winner's colour shows */
  PERCH_QAWALE_ENDING_GAVE_UP,      /* the loser gave up */
  PERCH_QAWALE_ENDING_ALL_PLACED,   /* a draw: every pebble is placed and no line shows */
  PERCH_QAWALE_ENDING_BOTH_LINES,   /* a draw: lines of both colours show at once */
} PerchQawaleEnding;

/* An entry of the game on the board: a move, or a player giving up. */
typedef struct
{
  gboolean          give_up;        /* @colour gave up; otherwise @colour played @move */
  PerchQawaleColour colour;
  PerchQawaleMove   move;
} PerchQawalePly;

#define PERCH_TYPE_QAWALE_GAME (perch_qawale_game_get_type ())

G_DECLARE_FINAL_TYPE (PerchQawaleGame, perch_qawale_game, PERCH, QAWALE_GAME, GObject)

GQuark                     perch_qawale_game_error_quark    (void);

PerchQawaleGame           *perch_qawale_game_new            (const PerchQawaleSetup *setup);
void                       perch_qawale_game_start          (PerchQawaleGame        *self,
                                                             const PerchQawaleSetup *setup);
const PerchQawaleSetup    *perch_qawale_game_get_setup      (PerchQawaleGame        *self);

/* The board */
const PerchQawalePosition *perch_qawale_game_get_position   (PerchQawaleGame        *self);
gboolean                   perch_qawale_game_get_last_move  (PerchQawaleGame        *self,
                                                             PerchQawaleMove        *move);
guint                      perch_qawale_game_get_n_plies    (PerchQawaleGame        *self);
void                       perch_qawale_game_get_ply        (PerchQawaleGame        *self,
                                                             guint                   index,
                                                             PerchQawalePly         *ply);
gboolean                   perch_qawale_game_is_over        (PerchQawaleGame        *self);
PerchQawaleEnding          perch_qawale_game_get_ending     (PerchQawaleGame        *self,
                                                             PerchQawaleColour      *winner);
gboolean                   perch_qawale_game_is_persons_turn (PerchQawaleGame       *self);
gboolean                   perch_qawale_game_is_computers_turn (PerchQawaleGame     *self);

/* Entries */
gboolean                   perch_qawale_game_play           (PerchQawaleGame        *self,
                                                             const char             *notation,
                                                             GError                **error);
gboolean                   perch_qawale_game_play_move      (PerchQawaleGame        *self,
                                                             const PerchQawaleMove  *move,
                                                             GError                **error);
int                        perch_qawale_game_get_quitter    (PerchQawaleGame        *self);
gboolean                   perch_qawale_game_give_up        (PerchQawaleGame        *self);
gboolean                   perch_qawale_game_get_can_restart (PerchQawaleGame       *self);
gboolean                   perch_qawale_game_restart        (PerchQawaleGame        *self);

/* History */
gboolean                   perch_qawale_game_get_can_undo   (PerchQawaleGame        *self);
gboolean                   perch_qawale_game_get_can_redo   (PerchQawaleGame        *self);
gboolean                   perch_qawale_game_undo           (PerchQawaleGame        *self);
gboolean                   perch_qawale_game_redo           (PerchQawaleGame        *self);

/* The computer */
void                       perch_qawale_game_think          (PerchQawaleGame        *self,
                                                             guint                   min_ms);
gboolean                   perch_qawale_game_get_thinking   (PerchQawaleGame        *self);
guint                      perch_qawale_game_get_depth      (PerchQawaleGame        *self);
void                       perch_qawale_game_find_hint      (PerchQawaleGame        *self);
gboolean                   perch_qawale_game_get_hinting    (PerchQawaleGame        *self);
PerchWorker               *perch_qawale_game_get_hint_worker (PerchQawaleGame       *self);
gboolean                   perch_qawale_game_get_hint       (PerchQawaleGame        *self,
                                                             PerchQawaleMove        *move,
                                                             gboolean               *wins);
void                       perch_qawale_game_set_hint       (PerchQawaleGame        *self,
                                                             const PerchQawaleMove  *move,
                                                             gboolean                wins);
void                       perch_qawale_game_clear_hint     (PerchQawaleGame        *self);

/* Saved text */
char                      *perch_qawale_game_to_string      (PerchQawaleGame        *self);
gboolean                   perch_qawale_game_load           (PerchQawaleGame        *self,
                                                             const char             *text,
                                                             gssize                  length,
                                                             GError                **error);
gboolean                   perch_qawale_game_replay         (PerchQawaleGame        *self,
                                                             const PerchQawaleSetup *setup,
                                                             const char * const     *entries,
                                                             GError                **error);

G_END_DECLS
