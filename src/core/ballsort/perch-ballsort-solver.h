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

/* A share of the machine's memory (see perch_ballsort_default_budget()). */
#define PERCH_BALLSORT_DEFAULT_BUDGET (perch_ballsort_default_budget ())

typedef enum
{
  PERCH_BALLSORT_STATUS_SOLVED,
  PERCH_BALLSORT_STATUS_UNSOLVABLE,
  PERCH_BALLSORT_STATUS_GAVE_UP,
} PerchBallsortStatus;

typedef struct
{
  PerchBallsortStatus  status;
  gboolean             optimal;   /* SOLVED and proven shortest, or UNSOLVABLE (proven) */
  GArray              *moves;     /* PerchBallsortMove, in the level's own bottle numbers */
  guint64              states;    /* positions expanded */
  guint64              stored;    /* positions held in memory at the end */
  gsize                memory;    /* bytes the search held at its largest */
  guint                extra;     /* empty bottles added (perch_ballsort_solve_extra()) */
} PerchBallsortResult;

/* How large a running search is; the solver reports it on its own thread at
 * most every 100 ms (see PerchBallsortOptions). */
typedef struct
{
  guint64   expanded;      /* positions expanded */
  guint64   stored;        /* positions held in memory */
  gsize     memory;        /* bytes in use */
  gsize     budget;        /* bytes allowed */
  guint     bound;         /* the exact search: no solution is shorter than this */
  guint     start_bound;   /* the lower bound of the level itself */
  gboolean  exact;         /* FALSE once the fast search has taken over */
} PerchBallsortSearchInfo;

typedef void (*PerchBallsortInfoFunc) (const PerchBallsortSearchInfo *info,
                                       gpointer                       user_data);

typedef struct
{
  PerchBallsortModel     model;
  gsize                  budget;     /* bytes; 0 for perch_ballsort_default_budget() */
  gboolean               fast;       /* any solution, quickly: not proven shortest */
  PerchBallsortInfoFunc  info_func;  /* optional */
  gpointer               info_data;
} PerchBallsortOptions;

PerchBallsortResult *perch_ballsort_solve_with     (const PerchBallsortLevel   *level,
                                                    const PerchBallsortOptions *options,
                                                    PerchProgress              *progress,
                                                    GError                    **error);
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
PerchBallsortResult *perch_ballsort_solve_extra    (const PerchBallsortLevel   *level,
                                                    const PerchBallsortOptions *options,
                                                    PerchProgress              *progress,
                                                    GError                    **error);
void                 perch_ballsort_result_free    (PerchBallsortResult      *result);

gsize                perch_ballsort_default_budget (void);

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
