/* perch-qawale-sowing.h: a person's move, built on the board one square at a time
 *
 * A person picks a stack, then the square of each pebble's drop in turn. These
 * functions say which squares the next drop may take (next to the last one, never
 * straight back, on the board) and grow or shrink the move; the move is complete when
 * no pebble is left to drop, and is then checked and played like any other
 * (perch_qawale_game_play_move()). The position is the one the move is made in.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-qawale-position.h"

G_BEGIN_DECLS

gboolean perch_qawale_sowing_start   (const PerchQawalePosition *position,
                                      guint                      square,
                                      PerchQawaleMove           *move);
guint16  perch_qawale_sowing_targets (const PerchQawalePosition *position,
                                      const PerchQawaleMove     *move);
gboolean perch_qawale_sowing_step    (const PerchQawalePosition *position,
                                      PerchQawaleMove           *move,
                                      guint                      square);
gboolean perch_qawale_sowing_back    (PerchQawaleMove           *move);
guint    perch_qawale_sowing_left    (const PerchQawalePosition *position,
                                      const PerchQawaleMove     *move);
guint    perch_qawale_sowing_square  (const PerchQawaleMove     *move);

G_END_DECLS
