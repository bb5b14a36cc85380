/* perch-logic-search.h: depth-first search over a model, with propagation at every node
 *
 * First-fail labelling: the puzzle's own names with the fewest values left first (helpers
 * last); a branch tries the smallest value, then its absence; a domain too large to
 * enumerate is split in halves. With branch and bound, each solution found makes the next
 * one better.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-logic-puzzle.h"
#include "perch-logic-store.h"

G_BEGIN_DECLS

/* Told of every solution (every improvement, with branch and bound); FALSE stops the search. */
typedef gboolean (*PerchLogicSolutionFunc) (const PerchLogicStore *store,
                                            gpointer               user_data);

typedef enum
{
  PERCH_LOGIC_OUTCOME_EXHAUSTED,   /* every branch was explored */
  PERCH_LOGIC_OUTCOME_STOPPED,     /* the solution function asked to stop */
  PERCH_LOGIC_OUTCOME_NODE_LIMIT,
  PERCH_LOGIC_OUTCOME_CANCELLED,
} PerchLogicOutcome;

typedef struct
{
  guint64                 node_limit;          /* 0: none */
  PerchProgress          *progress;            /* may be NULL */
  gboolean                branch_and_bound;    /* improve the model's objective */
  gboolean                fix_objective;       /* the objective must equal objective_value */
  gint64                  objective_value;
  PerchLogicSolutionFunc  on_solution;
  gpointer                user_data;
} PerchLogicSearchOptions;

/* Adds its figures to @stats (nodes, failures, propagations, ms). */
PerchLogicOutcome perch_logic_search_run (const PerchLogicModel         *model,
                                          const PerchLogicSearchOptions *options,
                                          PerchLogicStats               *stats);

G_END_DECLS
