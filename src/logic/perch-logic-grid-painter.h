/* perch-logic-grid-painter.h: the classic logic grid drawn with cairo alone
 *
 * The grid's blocks (perch-logic-grid.h) with the categories' titles and items around them:
 * down the left the items written across, over the top written upwards. Each cell shows its
 * mark: a ✓ in the accent colour, a ✗ in grey, lighter where the pen filled it. The page
 * adds what a cell means for the moment: a mark Check found wrong (red), the cells a hint's
 * step would fill (outlined, their marks faint), the cells the explanation's step shown
 * fills (lit), the keyboard's cell (a ring) and the row and column under the pointer.
 *
 * Marks that change (a click, a step of the explanation) appear: a scene with @from_marks is
 * drawn @progress of the way from those marks to @marks, and perch_logic_grid_motion_ms()
 * says how long that takes (0 when nothing changes).
 *
 * A plain function of the scene and the geometry, so a test draws it on an image surface.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "perch-logic-marks.h"

G_BEGIN_DECLS

/* What a cell means for the moment, besides its mark (per cell, or'ed). */
typedef enum
{
  PERCH_LOGIC_GRID_WRONG    = 1 << 0,   /* Check: the mark is wrong on its own */
  PERCH_LOGIC_GRID_HINT_YES = 1 << 1,   /* a hint's step finds ✓ here */
  PERCH_LOGIC_GRID_HINT_NO  = 1 << 2,   /* a hint's step finds ✗ here */
  PERCH_LOGIC_GRID_STEP     = 1 << 3,   /* the explanation's step shown fills it */
} PerchLogicGridFlags;

typedef struct
{
  const PerchLogicGrid *grid;
  const guint8         *marks;         /* per cell: a PerchLogicMark */
  const guint8         *flags;         /* per cell: PerchLogicGridFlags, or NULL */
  const guint8         *from_marks;    /* NULL, or the marks that @marks change */
  double                progress;      /* 0 (at @from_marks) to 1 (at @marks) */
  int                   cursor;        /* the keyboard's cell, or -1 */
  int                   hover;         /* the pointer's cell, or -1 */
  const char           *values_title;  /* over the values when no group in order names them */
  gboolean              dark;
  double                accent[3];
} PerchLogicGridScene;

typedef struct
{
  double cell;     /* the side of a cell */
  double left;     /* the width of the headers down the left */
  double top;      /* the height of the headers over the top */
  double width;
  double height;
} PerchLogicGridGeometry;

/* The grid at @width: cells as large as fit (within limits), so narrower than
 * perch_logic_grid_min_width() it is wider than @width. */
void     perch_logic_grid_layout       (const PerchLogicGridScene *scene,
                                        double                     width,
                                        PerchLogicGridGeometry    *geometry);
/* The widths with the smallest cells and with comfortable ones. */
double   perch_logic_grid_min_width    (const PerchLogicGridScene *scene);
double   perch_logic_grid_natural_width (const PerchLogicGridScene *scene);
/* The cell at (@x, @y), if any. */
gboolean perch_logic_grid_hit          (const PerchLogicGridScene    *scene,
                                        const PerchLogicGridGeometry *geometry,
                                        double                        x,
                                        double                        y,
                                        guint                        *cell);
/* The cell's top left corner (its side is geometry->cell). */
void     perch_logic_grid_cell_origin  (const PerchLogicGridScene    *scene,
                                        const PerchLogicGridGeometry *geometry,
                                        guint                         cell,
                                        double                       *x,
                                        double                       *y);
/* The keyboard's way through the grid: the cell @dx columns and @dy rows away, going on
 * into the next block; FALSE (and @cell unchanged) past the edge of the staircase. */
gboolean perch_logic_grid_step         (const PerchLogicGrid      *grid,
                                        guint                     *cell,
                                        int                        dx,
                                        int                        dy);
guint    perch_logic_grid_motion_ms    (const PerchLogicGridScene *scene);
void     perch_logic_paint_grid        (cairo_t                      *cr,
                                        const PerchLogicGridScene    *scene,
                                        const PerchLogicGridGeometry *geometry);

G_END_DECLS
