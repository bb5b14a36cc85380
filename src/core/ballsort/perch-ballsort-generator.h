/* perch-ballsort-generator.h: random Ball Sort levels: any deal, a solvable one, or one of a
 * proven length
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-progress.h"
#include "perch-rng.h"
#include "perch-ballsort-level.h"

G_BEGIN_DECLS

#define PERCH_BALLSORT_GENERATOR_MAX_COLOURS (PERCH_BALLSORT_MAX_BOTTLES - 1)

/* What perch_ballsort_generate_length() found. */
typedef struct
{
  guint moves;        /* the proven shortest solution */
  guint candidates;   /* levels solved on the way */
} PerchBallsortLengthInfo;

gboolean            perch_ballsort_check_shape       (guint                n_colours,
                                                      guint                n_empty,
                                                      guint                capacity,
                                                      GError             **error);
PerchBallsortLevel *perch_ballsort_deal              (guint                n_colours,
                                                      guint                n_empty,
                                                      guint                capacity,
                                                      PerchRng            *rng);
PerchBallsortLevel *perch_ballsort_generate          (guint                n_colours,
                                                      guint                n_empty,
                                                      guint                capacity,
                                                      PerchBallsortModel   model,
                                                      guint64              seed,
                                                      GError             **error);
PerchBallsortLevel *perch_ballsort_generate_length   (guint                n_colours,
                                                      guint                n_empty,
                                                      guint                capacity,
                                                      PerchBallsortModel   model,
                                                      guint                min_moves,
                                                      guint                max_moves,
                                                      guint64              seed,
                                                      guint                max_candidates,
                                                      PerchProgress       *progress,
                                                      PerchBallsortLengthInfo *info,
                                                      GError             **error);

G_END_DECLS
