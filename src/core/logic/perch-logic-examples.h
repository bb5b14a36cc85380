/* perch-logic-examples.h: the puzzles that come with Perch, in the Perch logic language
 *
 * Shared by the Logic page (its Examples menu), perch-cli bench logic and the tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  const char *id;      /* stable: settings, scripts and tests refer to it ("zebra") */
  const char *title;   /* English, marked with N_(); the page translates it */
  const char *text;    /* the puzzle, with comments that tell its story */
} PerchLogicExample;

const PerchLogicExample *perch_logic_examples      (guint      *n_examples);
const PerchLogicExample *perch_logic_example_find  (const char *id);
/* N queens on an N by N board in the language, for any N (the benchmark, the tests). */
char                    *perch_logic_queens_text   (guint       n);

G_END_DECLS
