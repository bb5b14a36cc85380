/* perch-logic-search.c: labelling, branch and bound, limits and cancellation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "perch-logic-search.h"

#define CHECK_EVERY 1024   /* nodes between looks at the cancellable */
#define ENUMERATE_MAX 4096   /* larger domains are split in halves instead */

typedef struct
{
  PerchLogicStore               *store;
  const PerchLogicSearchOptions *options;
  const PerchLogicModel         *model;
  PerchLogicStats               *stats;
  PerchLogicOutcome              outcome;
  gboolean                       have_best;
  gint64                         best;
  guint                          first;   /* the variables below it are fixed */
} Search;

/* The open variable with the fewest values, the puzzle's names before the helpers; -1 when
 * every variable is fixed. Variables below search->first are known to be fixed, and the scan
 * moves that mark on; a name with two values cannot be beaten, so the scan stops there. */
static int
choose (Search *search)
{
  const PerchLogicStore *store = search->store;
  int chosen = -1;
  guint64 chosen_size = G_MAXUINT64;
  gboolean chosen_decision = FALSE, all_fixed = TRUE;

  for (guint v = search->first; v < store->n_vars; v++)
    {
      const PerchLogicVariable *variable;
      guint64 size;

      if (PERCH_LOGIC_FIXED (store, v))
        {
          if (all_fixed)
            search->first = v + 1;
          continue;
        }
      all_fixed = FALSE;
      variable = &g_array_index (search->model->variables, PerchLogicVariable, v);
      if (chosen_decision && !variable->decision)
        continue;
      size = perch_logic_domain_size (&store->domains[v]);
      if ((variable->decision && !chosen_decision) || size < chosen_size)
        {
          chosen = (int) v;
          chosen_size = size;
          chosen_decision = variable->decision;
          if (chosen_decision && size == 2)
            break;
        }
    }
  return chosen;
}

static gboolean
apply_bound (Search *search)
{
  guint objective;

  if (!search->have_best)
    return TRUE;
  objective = (guint) search->model->objective;
  if (search->model->maximize)
    return perch_logic_store_set_min (search->store, objective, search->best + 1);
  return perch_logic_store_set_max (search->store, objective, search->best - 1);
}

static gboolean
count_node (Search *search)
{
  const PerchLogicSearchOptions *options = search->options;

  search->stats->nodes++;
  if (options->node_limit > 0 && search->stats->nodes > options->node_limit)
    {
      search->stats->nodes--;
      search->outcome = PERCH_LOGIC_OUTCOME_NODE_LIMIT;
      return FALSE;
    }
  if (search->stats->nodes % CHECK_EVERY == 0 && options->progress != NULL)
    {
      perch_progress_update (options->progress, search->stats->nodes);
      if (perch_progress_cancelled (options->progress))
        {
          search->outcome = PERCH_LOGIC_OUTCOME_CANCELLED;
          return FALSE;
        }
    }
  return TRUE;
}

/* Narrows the variable to [low, high], or removes @low when @exclude, at the current level,
 * then propagates. FALSE on a failure. */
static gboolean
narrow (Search   *search,
        guint     var,
        gint64    low,
        gint64    high,
        gboolean  exclude)
{
  PerchLogicStore *store = search->store;
  gboolean consistent = apply_bound (search);

  if (consistent && exclude)
    consistent = perch_logic_store_remove (store, var, low);
  else if (consistent)
    consistent = perch_logic_store_set_min (store, var, low) &&
                 perch_logic_store_set_max (store, var, high);
  if (consistent && perch_logic_engine_propagate (store))
    return TRUE;
  search->stats->failures++;
  perch_logic_engine_flush (store);
  return FALSE;
}

static gboolean
solution (Search *search)
{
  if (search->options->branch_and_bound)
    {
      search->have_best = TRUE;
      search->best = PERCH_LOGIC_MIN (search->store, (guint) search->model->objective);
    }
  if (!search->options->on_solution (search->store, search->options->user_data))
    {
      search->outcome = PERCH_LOGIC_OUTCOME_STOPPED;
      return FALSE;
    }
  return TRUE;
}

/* A choice still to be undone: the left branch (the smallest value, or the lower half of a
 * domain too large to enumerate) was taken one level up. */
typedef struct
{
  guint    var;
  guint    first;   /* search->first when the choice was made */
  gint64   low;
  gint64   high;
  gint64   max;
  gboolean split;
} Choice;

/* Binary branching without recursion, so that the depth does not depend on the C stack:
 * the left branch pushes a level and remembers the choice; when it is done, popping the level
 * undoes it and the right branch (the same variable without that value, or the upper half)
 * narrows the level below, where it is undone with the choice before it. FALSE stops the
 * whole search. */
static gboolean
explore (Search *search)
{
  PerchLogicStore *store = search->store;
  g_autoptr(GArray) choices = g_array_new (FALSE, FALSE, sizeof (Choice));
  gboolean descend = TRUE;

  for (;;)
    {
      if (descend)
        {
          int var = choose (search);
          const PerchLogicDomain *domain;
          Choice choice;

          if (var < 0)
            {
              if (!solution (search))
                return FALSE;
              descend = FALSE;
              continue;
            }
          domain = &store->domains[var];
          choice.var = (guint) var;
          choice.first = search->first;
          choice.split = perch_logic_domain_size (domain) > ENUMERATE_MAX;
          choice.low = domain->min;
          choice.high = choice.split ? domain->min + ((gint64) domain->max - domain->min) / 2
                                     : domain->min;
          choice.max = domain->max;
          if (!count_node (search))
            return FALSE;
          g_array_append_val (choices, choice);
          perch_logic_store_push (store);
          descend = narrow (search, choice.var, choice.low, choice.high, FALSE);
          continue;
        }

      /* Back to the last choice: its right branch, at the level below. */
      {
        Choice choice;

        if (choices->len == 0)
          return TRUE;
        choice = g_array_index (choices, Choice, choices->len - 1);
        g_array_set_size (choices, choices->len - 1);
        perch_logic_store_pop (store);
        search->first = choice.first;
        if (!count_node (search))
          return FALSE;
        descend = narrow (search, choice.var, choice.split ? choice.high + 1 : choice.low,
                          choice.max, !choice.split);
      }
    }
}

PerchLogicOutcome
perch_logic_search_run (const PerchLogicModel         *model,
                        const PerchLogicSearchOptions *options,
                        PerchLogicStats               *stats)
{
  gint64 start = g_get_monotonic_time ();
  Search search = { 0, };
  gboolean consistent = TRUE;

  g_return_val_if_fail (model != NULL && options != NULL && stats != NULL,
                        PERCH_LOGIC_OUTCOME_EXHAUSTED);
  g_return_val_if_fail (options->on_solution != NULL, PERCH_LOGIC_OUTCOME_EXHAUSTED);
  g_return_val_if_fail (model->objective >= 0 ||
                        (!options->branch_and_bound && !options->fix_objective),
                        PERCH_LOGIC_OUTCOME_EXHAUSTED);

  search.store = perch_logic_store_new (model);
  search.options = options;
  search.model = model;
  search.stats = stats;
  search.outcome = PERCH_LOGIC_OUTCOME_EXHAUSTED;

  if (options->fix_objective)
    consistent = perch_logic_store_assign (search.store, (guint) model->objective,
                                           options->objective_value);
  perch_logic_engine_wake_all (search.store);
  if (consistent && perch_logic_engine_propagate (search.store))
    explore (&search);
  else
    stats->failures++;

  stats->propagations += search.store->propagations;
  stats->ms += (g_get_monotonic_time () - start) / 1000.0;
  perch_logic_store_free (search.store);
  return search.outcome;
}
