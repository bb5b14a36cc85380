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

/* The terms of the evaluation, counted from the side to move ("my") and weighed. */
typedef enum
{
  PERCH_QAWALE_TERM_MY_ONE,                /* lines only I can still win, with 1 of my tops */
  PERCH_QAWALE_TERM_MY_TWO,
  PERCH_QAWALE_TERM_MY_THREE,
  PERCH_QAWALE_TERM_THEIR_ONE,             /* the same for the opponent */
  PERCH_QAWALE_TERM_THEIR_TWO,
  PERCH_QAWALE_TERM_THEIR_THREE,
  PERCH_QAWALE_TERM_MY_REACHABLE_THREE,    /* 1: a three whose fourth square I can reach */
  PERCH_QAWALE_TERM_MY_OPEN_THREE,         /* 1: threes, none of them reachable */
  PERCH_QAWALE_TERM_THREATS,               /* squares where the opponent completes a line */
  PERCH_QAWALE_TERM_DOUBLE_THREAT,         /* 1: two or more of them */
  PERCH_QAWALE_TERM_MY_TOPS,
  PERCH_QAWALE_TERM_THEIR_TOPS,
  PERCH_QAWALE_TERM_MY_REACHABLE_SQUARES,  /* reachable fourth squares beyond the first */
  PERCH_QAWALE_TERM_REACHABLE_THREATS,     /* threat squares some stack reaches now */
  PERCH_QAWALE_TERM_MY_CENTRE_TOPS,
  PERCH_QAWALE_TERM_THEIR_CENTRE_TOPS,
  PERCH_QAWALE_N_TERMS
} PerchQawaleEvalTerm;

int         perch_qawale_evaluate        (const PerchQawalePosition *position);
int         perch_qawale_evaluate_terms  (const int                 *terms);
void        perch_qawale_eval_terms      (const PerchQawalePosition *position,
                                          int                       *terms);
const char *perch_qawale_eval_term_name  (guint                      term);
int  perch_qawale_board_value (const PerchQawalePosition *position,
                               PerchQawaleColour          colour);

G_END_DECLS
