/* test-logic-solver.c: the solver through its C model: N-queens, Sudoku, unsatisfiable models,
 * optimisation, limits */
#include <glib.h>

#include "perch-logic-model.h"
#include "perch-logic-search.h"

typedef struct
{
  guint64  count;
  guint64  limit;      /* stop after this many (0: never) */
  guint    n_kept;
  gint    *first;      /* the first solution, n_kept values */
  gint64   last_objective;
  int      objective;
} Collect;

static gboolean
collect (const PerchLogicStore *store,
         gpointer               user_data)
{
  Collect *collected = user_data;

  if (collected->count == 0 && collected->n_kept > 0)
    {
      collected->first = g_new (gint, collected->n_kept);
      for (guint i = 0; i < collected->n_kept; i++)
        collected->first[i] = store->domains[i].min;
    }
  if (collected->objective >= 0)
    collected->last_objective = store->domains[collected->objective].min;
  collected->count++;
  return collected->limit == 0 || collected->count < collected->limit;
}

static PerchLogicOutcome
run (const PerchLogicModel *model,
     Collect               *collected,
     gboolean               branch_and_bound,
     PerchLogicStats       *stats)
{
  PerchLogicSearchOptions options = { 0, };

  options.on_solution = collect;
  options.user_data = collected;
  options.branch_and_bound = branch_and_bound;
  collected->objective = model->objective;
  return perch_logic_search_run (model, &options, stats);
}

static PerchLogicModel *
queens (guint n)
{
  PerchLogicModel *model = perch_logic_model_new ();
  g_autofree guint *vars = g_new (guint, n);
  g_autofree gint64 *up = g_new (gint64, n);
  g_autofree gint64 *down = g_new (gint64, n);

  for (guint i = 0; i < n; i++)
    {
      vars[i] = perch_logic_model_add_variable (model, 1, n, TRUE);
      up[i] = i;
      down[i] = -(gint64) i;
    }
  perch_logic_model_add_alldiff (model, n, vars, NULL);
  perch_logic_model_add_alldiff (model, n, vars, up);
  perch_logic_model_add_alldiff (model, n, vars, down);
  return model;
}

static void
test_queens_counts (void)
{
  static const guint64 counts[] = { 2, 10, 4, 40, 92, 352, 724 };

  for (guint n = 4; n <= 10; n++)
    {
      g_autoptr(PerchLogicModel) model = queens (n);
      Collect collected = { 0, };
      PerchLogicStats stats = { 0, };

      g_assert_cmpint (run (model, &collected, FALSE, &stats), ==, PERCH_LOGIC_OUTCOME_EXHAUSTED);
      g_assert_cmpuint (collected.count, ==, counts[n - 4]);
      g_assert_cmpuint (stats.nodes, >, 0);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/logic/solver/queens-counts", test_queens_counts);

  return g_test_run ();
}
