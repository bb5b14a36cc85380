/* perch-logic-painter.h: a solution drawn as its puzzle's `picture` asks, with cairo alone
 *
 * `picture line GROUP` draws the group's names as a line of reindeer, first in line on the
 * left; `picture map X Y` draws one house per domain value at (X[v], Y[v]) on a grid, north
 * up, with the names of that value written under it. The painter is a plain function of the
 * picture, the names and their values, so a test draws it on an image surface.
 *
 * From one solution to another (browsing), the names move: a scene with @from_values is drawn
 * @progress of the way from those values to @values, and perch_logic_picture_motion_ms() says
 * how long the move takes (0 when nothing moves).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "perch-logic-puzzle.h"

G_BEGIN_DECLS

typedef struct
{
  const PerchLogicPicture *picture;
  guint                    n_names;
  const char * const      *names;        /* LINE: the group's names; MAP: the names to write */
  const gint              *values;       /* the value of each name in the solution */
  gint                     first_value;  /* MAP: the value of the first place */
  const gint              *from_values;  /* NULL, or the values the names move from */
  double                   progress;     /* 0 (at @from_values) to 1 (at @values) */
  gboolean                 dark;
  double                   accent[3];
} PerchLogicScene;

/* The height the picture wants at @width (its drawing area follows it). */
double   perch_logic_picture_height (const PerchLogicScene *scene,
                                     double                 width);
/* The centre of the @index-th reindeer of the line (0 is first in line) or of the house of
 * place @index on the map, for tooltips and tests. */
gboolean perch_logic_picture_locate (const PerchLogicScene *scene,
                                     double                 width,
                                     guint                  index,
                                     double                *x,
                                     double                *y);
guint    perch_logic_picture_motion_ms (const PerchLogicScene *scene);
void     perch_logic_paint_picture  (cairo_t               *cr,
                                     const PerchLogicScene *scene,
                                     double                 width,
                                     double                 height);

G_END_DECLS
