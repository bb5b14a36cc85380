/* perch-logic-grid-board.h: the classic logic grid on screen
 *
 * Draws with the grid painter, as large as the width allows (within limits; narrower, it is
 * wider than its room and scrolls). A click on a cell, or Space or Return on the keyboard's
 * cell (moved with the arrow keys, a ring while the board has the focus), emits
 * "cell-activated" when the board is editable. The row and column under the pointer light
 * up, and a cell's tooltip names its row and column.
 *
 * Told new marks "with a move", it lets the cells that change appear itself, taking the time
 * the painter says (perch_logic_grid_motion_ms()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "perch-logic-grid-painter.h"

G_BEGIN_DECLS

#define PERCH_TYPE_LOGIC_GRID_BOARD (perch_logic_grid_board_get_type ())

G_DECLARE_FINAL_TYPE (PerchLogicGridBoard, perch_logic_grid_board, PERCH, LOGIC_GRID_BOARD,
                      GtkWidget)

/* Shows @grid (NULL: nothing) with every cell blank. The grid stays the caller's: it must
 * outlive its use here (set another, or NULL, before it goes). */
void     perch_logic_grid_board_set_grid        (PerchLogicGridBoard *self,
                                                 const PerchLogicGrid *grid);
/* The marks (a PerchLogicMark per cell) and flags (PerchLogicGridFlags per cell, or NULL:
 * none), copied; with @move, the marks that change appear. */
void     perch_logic_grid_board_set_marks       (PerchLogicGridBoard *self,
                                                 const guint8        *marks,
                                                 const guint8        *flags,
                                                 gboolean             move);
void     perch_logic_grid_board_set_editable    (PerchLogicGridBoard *self,
                                                 gboolean             editable);
guint    perch_logic_grid_board_get_cursor      (PerchLogicGridBoard *self);
/* What @cell shows: its PerchLogicMark, and its PerchLogicGridFlags. */
guint8   perch_logic_grid_board_get_mark        (PerchLogicGridBoard *self,
                                                 guint                cell);
guint8   perch_logic_grid_board_get_flags       (PerchLogicGridBoard *self,
                                                 guint                cell);
/* The middle of @cell, in the board's coordinates (for tests). */
gboolean perch_logic_grid_board_get_cell_center (PerchLogicGridBoard *self,
                                                 guint                cell,
                                                 double              *x,
                                                 double              *y);

G_END_DECLS
