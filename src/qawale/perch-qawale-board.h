/* perch-qawale-board.h: the Qawale board on screen, clickable and animated
 *
 * The board shows a position and reports which square the player clicks (or picks
 * with the arrow keys and Enter or Space); it knows no rules. The page tells it what
 * to show: a position, a move under way and the stage to animate it to, the squares
 * the next step may take, a hint, the last move, the winning lines, a refusal.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "perch-qawale-position.h"

G_BEGIN_DECLS

#define PERCH_TYPE_QAWALE_BOARD (perch_qawale_board_get_type ())

G_DECLARE_FINAL_TYPE (PerchQawaleBoard, perch_qawale_board, PERCH, QAWALE_BOARD, GtkWidget)

GtkWidget *perch_qawale_board_new             (void);
void       perch_qawale_board_set_position    (PerchQawaleBoard          *self,
                                               const PerchQawalePosition *position,
                                               const PerchQawaleMove     *last);
void       perch_qawale_board_show_move       (PerchQawaleBoard          *self,
                                               const PerchQawalePosition *before,
                                               const PerchQawaleMove     *move,
                                               double                     from_stage,
                                               double                     to_stage,
                                               guint                      duration_ms,
                                               gboolean                   targets);
gboolean   perch_qawale_board_is_animating    (PerchQawaleBoard          *self);
void       perch_qawale_board_finish_motion   (PerchQawaleBoard          *self);
double     perch_qawale_board_get_stage       (PerchQawaleBoard          *self);
void       perch_qawale_board_set_hint        (PerchQawaleBoard          *self,
                                               const PerchQawaleMove     *hint);
gboolean   perch_qawale_board_get_hint        (PerchQawaleBoard          *self,
                                               PerchQawaleMove           *hint);
void       perch_qawale_board_set_winning_lines (PerchQawaleBoard        *self,
                                                 guint16                  lines);
guint16    perch_qawale_board_get_winning_lines (PerchQawaleBoard        *self);
void       perch_qawale_board_refuse          (PerchQawaleBoard          *self,
                                               guint                      square);
int        perch_qawale_board_get_cursor      (PerchQawaleBoard          *self);
void       perch_qawale_board_set_cursor      (PerchQawaleBoard          *self,
                                               guint                      square);

G_END_DECLS
