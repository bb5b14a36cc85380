/* perch-qawale-eval.h: what a position is worth, without looking ahead
 *
 * perch_qawale_evaluate() is the Hard player's judgement of a position that is still
 * being played, from the side to move, in centipebbles of no particular unit: lines
 * not blocked by the opponent by how many tops they hold, three-in-lines whose missing
 * square the side to move can reach with its next pebble, and open threats of the
 * opponent (see docs/qawale.md). perch_qawale_board_value() is the seed's greedy
 * measure that the Medium player uses: tops of a colour minus tops of the other.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-qawale-position.h"

G_BEGIN_DECLS

/* Far above anything perch_qawale_evaluate() returns. */
#define PERCH_QAWALE_EVAL_MAX 2000

int  perch_qawale_evaluate    (const PerchQawalePosition *position);
int  perch_qawale_board_value (const PerchQawalePosition *position,
                               PerchQawaleColour          colour);

G_END_DECLS
