/* perch-cli-logic-explain.h: 'perch-cli logic explain' and its part of 'bench logic'
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-cli.h"

G_BEGIN_DECLS

int   perch_cli_logic_explain       (int    argc,
                                     char **argv);
/* The explanation of each built-in logic grid: time (median and max of @repeat) and steps. */
void  perch_cli_logic_bench_explain (int    repeat);

G_END_DECLS
