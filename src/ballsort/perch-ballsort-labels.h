/* perch-ballsort-labels.h: what the Ball Sort page says about the core's values, translated
 *
 * The core speaks English for the command line and the tests; the page words its
 * values here in the user's language: titles (from where a level came, never from
 * a saved title), refused moves, what the solver found, how a search goes, the
 * difficulties, and the core's errors.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "perch-ballsort-difficulty.h"
#include "perch-ballsort-game.h"
#include "perch-ballsort-solver.h"

G_BEGIN_DECLS

char       *perch_ballsort_label_title      (PerchBallsortSource             source,
                                             const char                     *name);
const char *perch_ballsort_label_verdict    (PerchBallsortVerdict            verdict);
const char *perch_ballsort_label_finding    (PerchBallsortFinding            finding);
const char *perch_ballsort_label_difficulty (PerchBallsortDifficulty         difficulty);
char       *perch_ballsort_label_shape      (PerchBallsortDifficulty         difficulty,
                                             PerchBallsortModel              model);
char       *perch_ballsort_label_search     (const PerchBallsortSearchInfo  *info);
char       *perch_ballsort_label_error      (const GError                   *error);

G_END_DECLS
