/* perch-cli-logic.h: what the files of 'perch-cli logic' share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-cli.h"
#include "perch-logic-puzzle.h"

G_BEGIN_DECLS

/* perch-cli-logic.c: the puzzle's warnings on stderr, one line each, with their place. */
void  perch_cli_logic_print_warnings (const char             *command,
                                      const char             *where,
                                      const PerchLogicPuzzle *puzzle);

/* perch-cli-logic-explain.c */
int   perch_cli_logic_explain        (int                     argc,
                                      char                  **argv);
/* The explanation of each built-in logic grid: time (median and max of @repeat) and steps. */
void  perch_cli_logic_bench_explain  (int                     repeat);

G_END_DECLS
