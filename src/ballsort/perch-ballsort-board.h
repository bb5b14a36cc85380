/* perch-ballsort-board.h: the bottles on screen, clickable and animated
 *
 * The board shows a position and reports clicks on bottles (and the bottle
 * picked with the arrow keys and Space, or a digit); it knows no rules. The page
 * tells it what to show: a position, a move to animate, a selection, a hint, a
 * refusal to shake, a solved level to celebrate. The board takes the durations of
 * its motions from the painter (perch_ballsort_anim_length()); the page only says
 * at which speed a move goes.
 *
 * The keyboard's bottle is drawn whenever the board has the focus and the
 * keyboard was used on it last; a key that finds it hidden (after a click, say)
 * shows it and does nothing else, so that no key acts on a bottle the player
 * cannot see. A digit names its bottle and acts at once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "perch-ballsort-level.h"
#include "perch-ballsort-painter.h"

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
                                               PerchBallsortSpeed        speed);
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
void       perch_ballsort_board_finish_motion (PerchBallsortBoard       *self);
guint      perch_ballsort_board_get_cursor    (PerchBallsortBoard       *self);
gboolean   perch_ballsort_board_get_cursor_shown (PerchBallsortBoard    *self);
gboolean   perch_ballsort_board_get_bottle_bounds (PerchBallsortBoard   *self,
                                                   guint                 bottle,
                                                   graphene_rect_t      *bounds);

G_END_DECLS
