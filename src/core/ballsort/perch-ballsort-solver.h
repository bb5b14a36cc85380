/* perch-ballsort-solver.h: shortest Ball Sort solutions, or a proof that none exists
 *
 * The solver searches canonical positions (bottles are interchangeable) by A*
 * with an admissible lower bound, within a memory budget. When the exact
 * search would not fit, a weighted best-first search still looks for some
 * solution, and the result says it is not proven shortest. The same input
 * always gives the same solution.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-progress.h"
#include "perch-ballsort-level.h"

G_BEGIN_DECLS

#define PERCH_BALLSORT_DEFAULT_BUDGET ((gsize) 1024 * 1024 * 1024)

typedef enum
{
  PERCH_BALLSORT_STATUS_SOLVED,
  PERCH_BALLSORT_STATUS_UNSOLVABLE,
  PERCH_BALLSORT_STATUS_GAVE_UP,
} PerchBallsortStatus;

typedef struct
{
  PerchBallsortStatus  status;
  gboolean             optimal;   /* SOLVED and proven shortest */
  GArray              *moves;     /* PerchBallsortMove, in the level's own bottle numbers */
  guint64              states;    /* positions explored */
} PerchBallsortResult;

PerchBallsortResult *perch_ballsort_solve          (const PerchBallsortLevel *level,
                                                    PerchBallsortModel        model,
                                                    gsize                     budget_bytes,
                                                    PerchProgress            *progress,
                                                    GError                  **error);
PerchBallsortResult *perch_ballsort_solve_quickly  (const PerchBallsortLevel *level,
                                                    PerchBallsortModel        model,
                                                    gsize                     budget_bytes,
                                                    PerchProgress            *progress,
                                                    GError                  **error);
void                 perch_ballsort_result_free    (PerchBallsortResult      *result);

guint                perch_ballsort_lower_bound    (const PerchBallsortLevel *level,
                                                    PerchBallsortModel        model);

gboolean             perch_ballsort_next_best_move (const PerchBallsortLevel *level,
                                                    PerchBallsortModel        model,
                                                    gsize                     budget_bytes,
                                                    PerchProgress            *progress,
                                                    PerchBallsortMove        *move,
                                                    gboolean                 *optimal,
                                                    GError                  **error);

const char          *perch_ballsort_status_to_string (PerchBallsortStatus     status);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchBallsortResult, perch_ballsort_result_free)

G_END_DECLS
