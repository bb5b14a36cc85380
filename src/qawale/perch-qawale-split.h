/* perch-qawale-split.h: the board beside its panel, or above it, whichever shows the
 * board larger
 *
 * The Qawale page is a board and a panel (the players, what is going on, the moves). In a
 * wide window the panel stands at the right, a column of fixed width; in a narrow or tall
 * one it lies under the board, as wide as the window. The split measures both ways for
 * the size it is given and takes the one whose board squares come out larger (the
 * board's shape is the painter's, perch_qawale_layout_compute()); the panel's height
 * under the board is its natural height for that width, so that what changes inside it
 * does not move the board as long as its natural height holds still.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define PERCH_TYPE_QAWALE_SPLIT (perch_qawale_split_get_type ())

G_DECLARE_FINAL_TYPE (PerchQawaleSplit, perch_qawale_split, PERCH, QAWALE_SPLIT, GtkWidget)

void       perch_qawale_split_set_board  (PerchQawaleSplit *self,
                                          GtkWidget        *board);
void       perch_qawale_split_set_panel  (PerchQawaleSplit *self,
                                          GtkWidget        *panel);

G_END_DECLS
