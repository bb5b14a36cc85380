/* perch-qawale-board.h: the Qawale board on screen, clickable and animated
 *
 * The board shows a position and reports which square the player clicks (or picks
 * with the arrow keys and Enter or Space); it knows no rules. The page tells it what
 * happened, and the board animates it, taking its durations from the painter
 * (perch_qawale_anim_length()) at the speed the page sets:
 * - a position at rest, with the move that led to it (undo, a new game...): at once;
 * - a move played: before, the move, after; at rest on after, its winning lines lit;
 * - a person's move as they build it: the stack lifted, each pebble dropped (or taken
 *   back up), with the squares the next step may take lit when it rests.
 * "motion-done" follows a move played and each stage of a move built.
 *
 * The page may put the analysis' verdicts on squares and point at a move's path (both
 * gone when a move is played or another position shown).
 *
 * The keyboard's square is drawn whenever the board has the focus and the keyboard was
 * used on it last; a key that finds it hidden (after a click, say) shows it and does
 * nothing else, so that no key acts on a square the player cannot see.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "perch-qawale-painter.h"
#include "perch-qawale-position.h"

G_BEGIN_DECLS

#define PERCH_TYPE_QAWALE_BOARD (perch_qawale_board_get_type ())

G_DECLARE_FINAL_TYPE (PerchQawaleBoard, perch_qawale_board, PERCH, QAWALE_BOARD, GtkWidget)

void       perch_qawale_board_set_speed       (PerchQawaleBoard          *self,
                                               PerchQawaleSpeed           speed);
void       perch_qawale_board_set_position    (PerchQawaleBoard          *self,
                                               const PerchQawalePosition *position,
                                               const PerchQawaleMove     *last);
void       perch_qawale_board_play            (PerchQawaleBoard          *self,
                                               const PerchQawalePosition *before,
                                               const PerchQawaleMove     *move,
                                               const PerchQawalePosition *after);
void       perch_qawale_board_compose         (PerchQawaleBoard          *self,
                                               const PerchQawalePosition *position,
                                               const PerchQawaleMove     *move);
gboolean   perch_qawale_board_is_animating    (PerchQawaleBoard          *self);
void       perch_qawale_board_set_hint        (PerchQawaleBoard          *self,
                                               const PerchQawaleMove     *hint);
gboolean   perch_qawale_board_get_hint        (PerchQawaleBoard          *self,
                                               PerchQawaleMove           *hint);
void       perch_qawale_board_set_verdicts    (PerchQawaleBoard          *self,
                                               guint16                    squares,
                                               const PerchQawaleVerdictLabel *labels);
guint16    perch_qawale_board_get_verdicts    (PerchQawaleBoard          *self,
                                               PerchQawaleVerdictLabel   *labels);
void       perch_qawale_board_set_preview     (PerchQawaleBoard          *self,
                                               const PerchQawaleMove     *move);
gboolean   perch_qawale_board_get_preview     (PerchQawaleBoard          *self,
                                               PerchQawaleMove           *move);
guint16    perch_qawale_board_get_winning_lines (PerchQawaleBoard        *self);
void       perch_qawale_board_refuse          (PerchQawaleBoard          *self,
                                               guint                      square);
int        perch_qawale_board_get_cursor      (PerchQawaleBoard          *self);
void       perch_qawale_board_set_cursor      (PerchQawaleBoard          *self,
                                               guint                      square);
gboolean   perch_qawale_board_get_cursor_shown (PerchQawaleBoard         *self);

G_END_DECLS
