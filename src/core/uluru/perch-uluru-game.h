/* perch-uluru-game.h: one Uluru session: the cards, the mode, the player's birds, the answer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the Uluru page shows and the state store keeps. The cards of the eight birds
 * (up to two each), the phase (choosing cards, playing, checked) and the player's
 * placement form one value (PerchUluruState); every change to it is a move in the
 * notation of perch-uluru-move.h, kept in a history, so that undo, redo, saving and
 * loading speak one language. Dealing and clearing are moves like any other, so they
 * can be undone.
 *
 * The solver's answer is not a move: it belongs to the cards and the mode, is found on
 * a worker thread (started from the main loop, never from load) together with the
 * explanation of why no placement does better, and kept while they stay the same.
 * The board shows the birds in the nest, an optimal placement once asked for, or the
 * player's placement in play.
 *
 * Saved text (format version 1), one item per line:
 *   mode partial|all-placed
 *   start W1 .. W8 [play|checked P]
 *                     the state before the first move: the cards, and, when the history
 *                     began in play (its oldest moves were dropped), the phase and the
 *                     player's placement P ("1,8,-,..." as perch-cli reads it)
 *   MOVE ...          at most PERCH_ULURU_GAME_MAX_MOVES; the session keeps no more (it
 *                     drops the oldest tenth when it grows past them)
 *   undone N          optional: the last N moves are undone (Redo brings them back)
 *   solution K        optional: the solver's answer is on the board, optimal placement K
 */
#pragma once

#include <glib-object.h>

#include "perch-uluru-deck.h"
#include "perch-uluru-explain.h"
#include "perch-uluru-move.h"
#include "perch-uluru-rules.h"
#include "perch-uluru-solver.h"
#include "perch-worker.h"

G_BEGIN_DECLS

#define PERCH_ULURU_GAME_MAX_MOVES  10000
/* Longer text is refused before it is read. */
#define PERCH_ULURU_GAME_MAX_TEXT   (4 * 1024 * 1024)

#define PERCH_TYPE_ULURU_GAME (perch_uluru_game_get_type ())

G_DECLARE_FINAL_TYPE (PerchUluruGame, perch_uluru_game, PERCH, ULURU_GAME, GObject)

PerchUluruGame            *perch_uluru_game_new                (void);
void                       perch_uluru_game_reset              (PerchUluruGame            *self,
                                                                const PerchUluruDeal      *deal);
gboolean                   perch_uluru_game_load               (PerchUluruGame            *self,
                                                                const char                *text,
                                                                gssize                     length,
                                                                GError                   **error);
char                      *perch_uluru_game_save               (PerchUluruGame            *self);

/* What it shows */
const PerchUluruDeal      *perch_uluru_game_get_deal           (PerchUluruGame            *self);
gboolean                   perch_uluru_game_is_complete        (PerchUluruGame            *self);
PerchUluruMode             perch_uluru_game_get_mode           (PerchUluruGame            *self);
void                       perch_uluru_game_set_mode           (PerchUluruGame            *self,
                                                                PerchUluruMode             mode);
PerchUluruPhase            perch_uluru_game_get_phase          (PerchUluruGame            *self);
const PerchUluruPlacement *perch_uluru_game_get_placement      (PerchUluruGame            *self);
const PerchUluruPlacement *perch_uluru_game_get_played         (PerchUluruGame            *self);
const PerchUluruScore     *perch_uluru_game_get_score          (PerchUluruGame            *self);
const PerchUluruScore     *perch_uluru_game_get_played_score   (PerchUluruGame            *self);

/* Moves: each is one entry in the history. They return FALSE (and record nothing)
 * when the move changes nothing or the phase does not allow it. */
gboolean                   perch_uluru_game_perform            (PerchUluruGame            *self,
                                                                const char                *move,
                                                                GError                   **error);
gboolean                   perch_uluru_game_set_card           (PerchUluruGame            *self,
                                                                PerchUluruBird             bird,
                                                                guint                      index,
                                                                const PerchUluruCard      *card);
gboolean                   perch_uluru_game_set_deal           (PerchUluruGame            *self,
                                                                const PerchUluruDeal      *deal);
gboolean                   perch_uluru_game_deal_random        (PerchUluruGame            *self,
                                                                PerchUluruVariant          variant,
                                                                guint                      n_expert,
                                                                guint64                    seed);
gboolean                   perch_uluru_game_clear              (PerchUluruGame            *self);
gboolean                   perch_uluru_game_play               (PerchUluruGame            *self);
gboolean                   perch_uluru_game_move_bird          (PerchUluruGame            *self,
                                                                PerchUluruBird             bird,
                                                                guint                      place);
gboolean                   perch_uluru_game_check              (PerchUluruGame            *self);

gboolean                   perch_uluru_game_can_undo           (PerchUluruGame            *self);
gboolean                   perch_uluru_game_can_redo           (PerchUluruGame            *self);
gboolean                   perch_uluru_game_undo               (PerchUluruGame            *self);
gboolean                   perch_uluru_game_redo               (PerchUluruGame            *self);
guint                      perch_uluru_game_get_n_moves        (PerchUluruGame            *self);
guint                      perch_uluru_game_get_position       (PerchUluruGame            *self);

/* The solver's answer */
void                       perch_uluru_game_solve              (PerchUluruGame            *self);
void                       perch_uluru_game_cancel             (PerchUluruGame            *self);
gboolean                   perch_uluru_game_get_busy           (PerchUluruGame            *self);
const PerchUluruSolution  *perch_uluru_game_get_solution       (PerchUluruGame            *self);
gboolean                   perch_uluru_game_get_showing_solution
                                                               (PerchUluruGame            *self);
guint                      perch_uluru_game_get_solution_index (PerchUluruGame            *self);
void                       perch_uluru_game_show_placement     (PerchUluruGame            *self,
                                                                guint                      index);
const PerchUluruExplanation *
                           perch_uluru_game_get_explanation    (PerchUluruGame            *self);
PerchWorker               *perch_uluru_game_get_worker         (PerchUluruGame            *self);

G_END_DECLS
