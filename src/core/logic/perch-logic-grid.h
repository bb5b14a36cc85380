/* perch-logic-grid.h: the classic logic grid of a puzzle, laid out
 *
 * When every name of a puzzle is in a group and the groups share one domain, a puzzle fan
 * draws the grid: a category for each group and one for the values (titled by a group
 * `in order`, whose names are the values), and a block of cells for each pair of categories.
 * The blocks make a staircase: the first group down the left with every other category
 * across the top, then the last group, the one before it and so on, each with the
 * categories across the top that it has not met yet:
 *
 *              1 2 3 4 5 | colour  | drink ...
 *   nation     . . . . . | . . . . | . . .
 *   pet        . . . . . | . . . . |
 *   ...        . . . . . |
 *   colour     . . . . .
 *
 * Each cell is a fact (perch-logic-facts.h): a name with a value, or two names together.
 * The grid copies what it shows (titles, names), so it outlives the puzzle it was made
 * from; its facts speak of that puzzle's names by index.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-logic-facts.h"

G_BEGIN_DECLS

/* A larger grid is not laid out (no puzzle fan draws one, and no screen shows one). */
#define PERCH_LOGIC_GRID_MAX_CELLS 10000

typedef struct
{
  char     *title;     /* the group's name; NULL for the values (unless a group in order
                        * names them: then its name) */
  guint     n_items;
  char    **items;     /* the group's names, or the values (a group in order's names, else
                        * the numbers) */
  gboolean  values;    /* the category of the values */
} PerchLogicCategory;

typedef struct _PerchLogicGrid PerchLogicGrid;

/* NULL when the puzzle has no grid: a name outside the groups, groups on different
 * domains, a domain of more than 64 values, only groups in order, or more than
 * PERCH_LOGIC_GRID_MAX_CELLS cells. */
PerchLogicGrid           *perch_logic_grid_new         (const PerchLogicPuzzle *puzzle);
void                      perch_logic_grid_free        (PerchLogicGrid         *grid);

/* The bands of blocks: as many across the top as down the left. */
guint                     perch_logic_grid_get_size    (const PerchLogicGrid   *grid);
/* The category of the band @band down the left, or across the top. */
const PerchLogicCategory *perch_logic_grid_get_row     (const PerchLogicGrid   *grid,
                                                        guint                   band);
const PerchLogicCategory *perch_logic_grid_get_column  (const PerchLogicGrid   *grid,
                                                        guint                   band);
/* Whether row band @row and column band @column meet in a block (the staircase). */
gboolean                  perch_logic_grid_has_block   (const PerchLogicGrid   *grid,
                                                        guint                   row,
                                                        guint                   column);

guint                     perch_logic_grid_get_n_cells (const PerchLogicGrid   *grid);
/* The cell of item @i of row band @row and item @j of column band @column; FALSE where
 * there is none. */
gboolean                  perch_logic_grid_get_cell    (const PerchLogicGrid   *grid,
                                                        guint                   row,
                                                        guint                   column,
                                                        guint                   i,
                                                        guint                   j,
                                                        guint                  *cell);
/* Where a cell is: its bands and items (any may be NULL). */
void                      perch_logic_grid_locate      (const PerchLogicGrid   *grid,
                                                        guint                   cell,
                                                        guint                  *row,
                                                        guint                  *column,
                                                        guint                  *i,
                                                        guint                  *j);
/* The cell's fact, with @equal TRUE (its ✓). */
const PerchLogicFact     *perch_logic_grid_get_fact    (const PerchLogicGrid   *grid,
                                                        guint                   cell);
/* The cell of a fact (either way round, = or !=); FALSE when it is no cell of the grid. */
gboolean                  perch_logic_grid_find        (const PerchLogicGrid   *grid,
                                                        const PerchLogicFact   *fact,
                                                        guint                  *cell);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchLogicGrid, perch_logic_grid_free)

G_END_DECLS
