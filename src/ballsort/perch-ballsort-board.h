/* perch-ballsort-board.h: the bottles on screen, clickable and animated
 *
 * The board shows a position and reports clicks on bottles; it knows no
 * rules. The page tells it what to show: a position, a move to animate, a
 * selection, a hint, a refusal to shake, a solved level to celebrate.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "perch-ballsort-level.h"

G_BEGIN_DECLS

#define PERCH_TYPE_BALLSORT_BOARD (perch_ballsort_board_get_type ())

G_DECLARE_FINAL_TYPE (PerchBallsortBoard, perch_ballsort_board, PERCH, BALLSORT_BOARD, GtkWidget)

GtkWidget *perch_ballsort_board_new           (void);
void       perch_ballsort_board_set_level     (PerchBallsortBoard       *self,
                                               const PerchBallsortLevel *level);
void       perch_ballsort_board_animate_move  (PerchBallsortBoard       *self,
                                               const PerchBallsortLevel *after,
                                               PerchBallsortMove         move,
                                               guint                     amount,
                                               guint                     duration_ms);
void       perch_ballsort_board_set_selected  (PerchBallsortBoard       *self,
                                               int                       bottle,
                                               guint                     lifted);
void       perch_ballsort_board_set_hint      (PerchBallsortBoard       *self,
                                               int                       from,
                                               int                       to);
gboolean   perch_ballsort_board_get_hint      (PerchBallsortBoard       *self,
                                               PerchBallsortMove        *move);
void       perch_ballsort_board_shake         (PerchBallsortBoard       *self,
                                               guint                     bottle);
void       perch_ballsort_board_celebrate     (PerchBallsortBoard       *self);
void       perch_ballsort_board_set_symbols   (PerchBallsortBoard       *self,
                                               gboolean                  symbols);
gboolean   perch_ballsort_board_get_symbols   (PerchBallsortBoard       *self);
void       perch_ballsort_board_finish_motion (PerchBallsortBoard       *self);

G_END_DECLS
