/* perch-ballsort-generator.h: random Ball Sort levels that have a solution
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-ballsort-level.h"

G_BEGIN_DECLS

#define PERCH_BALLSORT_GENERATOR_MAX_COLOURS 24

PerchBallsortLevel *perch_ballsort_generate          (guint               n_colours,
                                                      guint               n_empty,
                                                      guint               capacity,
                                                      PerchBallsortModel  model,
                                                      guint64             seed,
                                                      GError            **error);
const char         *perch_ballsort_generator_colour  (guint               index);

G_END_DECLS
