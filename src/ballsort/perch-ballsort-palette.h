/* perch-ballsort-palette.h: a colour and a symbol for every colour token of a level
 *
 * Known tokens (the seed's two-letter names, the generator's, common single
 * letters) always get the same colour; unknown tokens take palette entries no
 * other colour of the level uses, so a level never shows two colours alike.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-ballsort-level.h"

G_BEGIN_DECLS

typedef struct
{
  double red;
  double green;
  double blue;
  guint  symbol;   /* perch_ballsort_paint_symbol() draws it */
} PerchBallsortInk;

void perch_ballsort_palette_inks (const PerchBallsortLevel *level,
                                  PerchBallsortInk         *inks);

G_END_DECLS
