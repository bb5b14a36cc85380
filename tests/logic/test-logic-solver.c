/* test-logic-solver.c: the solver through its C model: N-queens, Sudoku, unsatisfiable models,
 * optimisation, limits */
#include <glib.h>

#include <gio/gio.h>
#include <string.h>

#include "perch-logic-model.h"
#include "perch-logic-search.h"

#define N_BASE 6   /* variables of a random model: four numbers, two 0/1 */

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

/* Random small models against enumeration written here. */

typedef struct
{
  PerchLogicConstraintKind kind;
  PerchLogicRelation       relation;
  guint                    n;
  guint                    vars[3];
  gint64                   coefficients[4];
  gint64                   constant;
  int                      reified;      /* a base variable, or -1 */
  int                      reified_or;   /* reified by (reified or this), or -1 */
  gboolean                 negated;      /* reified by not (reified) */
  guint                    x, y, z;
} Spec;

static gboolean
spec_holds (const Spec   *spec,
            const gint64 *value)
{
  switch (spec->kind)
    {
    case PERCH_LOGIC_CONSTRAINT_LINEAR:
      {
        gint64 sum = 0;
        gboolean holds;

        for (guint i = 0; i < spec->n; i++)
          sum += spec->coefficients[i] * value[spec->vars[i]];
        holds = spec->relation == PERCH_LOGIC_RELATION_EQ ? sum == spec->constant
                : spec->relation == PERCH_LOGIC_RELATION_NE ? sum != spec->constant
                : sum <= spec->constant;
        if (spec->reified < 0)
          return holds;
        {
          gboolean b = value[spec->reified] != 0;

          if (spec->reified_or >= 0)
            b = b || value[spec->reified_or] != 0;
          if (spec->negated)
            b = !b;
          return holds == b;
        }
      }
    case PERCH_LOGIC_CONSTRAINT_TIMES:
      return value[spec->z] == value[spec->x] * value[spec->y];
    case PERCH_LOGIC_CONSTRAINT_ABS:
      return value[spec->z] == ABS (value[spec->x]);
    case PERCH_LOGIC_CONSTRAINT_ALLDIFF:
      for (guint i = 0; i < spec->n; i++)
        for (guint j = i + 1; j < spec->n; j++)
          if (value[spec->vars[i]] + spec->coefficients[i] ==
              value[spec->vars[j]] + spec->coefficients[j])
            return FALSE;
      return TRUE;
    case PERCH_LOGIC_CONSTRAINT_ELEMENT:
      {
        gint64 index = value[spec->x] - spec->constant;

        return index >= 0 && index < spec->n && value[spec->z] == spec->coefficients[index];
      }
    default:
      g_assert_not_reached ();
    }
}

static void
spec_post (PerchLogicModel *model,
           const Spec      *spec)
{
  switch (spec->kind)
    {
    case PERCH_LOGIC_CONSTRAINT_LINEAR:
      {
        int reified = spec->reified;

        if (reified >= 0 && spec->reified_or >= 0)
          {
            guint pair[2] = { (guint) spec->reified, (guint) spec->reified_or };

            reified = (int) perch_logic_model_add_or (model, 2, pair);
          }
        if (reified >= 0 && spec->negated)
          reified = (int) perch_logic_model_add_not (model, (guint) reified);
        perch_logic_model_add_linear (model, spec->n, spec->vars, spec->coefficients,
                                      spec->relation, spec->constant, reified);
        break;
      }
    case PERCH_LOGIC_CONSTRAINT_TIMES:
      perch_logic_model_add_times (model, spec->x, spec->y, spec->z);
      break;
    case PERCH_LOGIC_CONSTRAINT_ABS:
      perch_logic_model_add_abs (model, spec->x, spec->z);
      break;
    case PERCH_LOGIC_CONSTRAINT_ALLDIFF:
      perch_logic_model_add_alldiff (model, spec->n, spec->vars, spec->coefficients);
      break;
    case PERCH_LOGIC_CONSTRAINT_ELEMENT:
      perch_logic_model_add_element (model, spec->n, spec->coefficients, spec->constant,
                                     spec->x, spec->z);
      break;
    default:
      g_assert_not_reached ();
    }
}

static Spec
random_spec (GRand *rand)
{
  Spec spec = { 0, };

  spec.kind = g_rand_int_range (rand, 0, 5);
  spec.reified = spec.reified_or = -1;
  spec.x = g_rand_int_range (rand, 0, 4);
  spec.y = g_rand_int_range (rand, 0, 4);
  spec.z = g_rand_int_range (rand, 0, 4);
  switch (spec.kind)
    {
    case PERCH_LOGIC_CONSTRAINT_LINEAR:
      spec.relation = g_rand_int_range (rand, 0, 3);
      spec.n = g_rand_int_range (rand, 1, 4);
      for (guint i = 0; i < spec.n; i++)
        {
          spec.vars[i] = g_rand_int_range (rand, 0, 4);
          spec.coefficients[i] = g_rand_int_range (rand, -3, 4);
        }
      spec.constant = g_rand_int_range (rand, -4, 5);
      if (g_rand_boolean (rand))
        {
          spec.reified = g_rand_int_range (rand, 4, 6);
          spec.reified_or = g_rand_boolean (rand) ? 9 - spec.reified : -1;
          spec.negated = g_rand_boolean (rand);
        }
      break;
    case PERCH_LOGIC_CONSTRAINT_ALLDIFF:
      spec.n = 3;
      for (guint i = 0; i < 3; i++)
        {
          spec.vars[i] = (guint) g_rand_int_range (rand, 0, 4);
          spec.coefficients[i] = g_rand_int_range (rand, -1, 2);
        }
      /* distinct variables: the same one twice is a different puzzle */
      if (spec.vars[0] == spec.vars[1] || spec.vars[1] == spec.vars[2] ||
          spec.vars[0] == spec.vars[2])
        spec.vars[0] = 0, spec.vars[1] = 1, spec.vars[2] = 2 + g_rand_int_range (rand, 0, 2);
      break;
    case PERCH_LOGIC_CONSTRAINT_ELEMENT:
      spec.n = g_rand_int_range (rand, 2, 5);
      for (guint i = 0; i < spec.n; i++)
        spec.coefficients[i] = g_rand_int_range (rand, -2, 4);
      spec.constant = g_rand_int_range (rand, -2, 2);
      break;
    default:
      break;
    }
  return spec;
}

typedef struct
{
  GHashTable *seen;   /* "v0 v1 ..." of the base variables */
  guint64     count;
} Enumerated;

static char *
key_of (const gint64 *value)
{
  return g_strdup_printf ("%" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT
                          " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT,
                          value[0], value[1], value[2], value[3], value[4], value[5]);
}

static gboolean
record (const PerchLogicStore *store,
        gpointer               user_data)
{
  Enumerated *found = user_data;
  gint64 value[N_BASE];

  for (guint i = 0; i < N_BASE; i++)
    value[i] = store->domains[i].min;
  g_hash_table_add (found->seen, key_of (value));
  found->count++;
  return TRUE;
}

static void
test_random_models (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261123);
  guint64 total = 0;

  /* The last rounds give the numbers interval domains (a hundred values, cut back by a
   * constraint), so the propagators' paths for large domains are checked too. */
  for (guint round = 0; round < 600; round++)
    {
      gboolean wide = round >= 400;
      g_autoptr(PerchLogicModel) model = perch_logic_model_new ();
      g_autoptr(GHashTable) expected = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                             NULL);
      Enumerated found = { g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL), 0 };
      PerchLogicSearchOptions options = { 0, };
      PerchLogicStats stats = { 0, };
      gint64 low[N_BASE], high[N_BASE], value[N_BASE];
      Spec specs[3];
      guint n_specs = g_rand_int_range (rand, 1, 4);
      GHashTableIter iter;
      gpointer key;

      for (guint i = 0; i < N_BASE; i++)
        {
          low[i] = i < 4 ? g_rand_int_range (rand, -3, 2) : 0;
          high[i] = i < 4 ? low[i] + g_rand_int_range (rand, 1, 6) : 1;
          perch_logic_model_add_variable (model, low[i], wide && i < 4 ? low[i] + 99 : high[i],
                                          TRUE);
          if (wide && i < 4)
            {
              gint64 one = 1;

              perch_logic_model_add_linear (model, 1, &i, &one, PERCH_LOGIC_RELATION_LE, high[i],
                                            -1);
            }
        }
      for (guint c = 0; c < n_specs; c++)
        {
          specs[c] = random_spec (rand);
          spec_post (model, &specs[c]);
        }

      /* every assignment of the base variables */
      for (guint i = 0; i < N_BASE; i++)
        value[i] = low[i];
      for (;;)
        {
          gboolean ok = TRUE;
          guint i;

          for (guint c = 0; c < n_specs && ok; c++)
            ok = spec_holds (&specs[c], value);
          if (ok)
            g_hash_table_add (expected, key_of (value));
          for (i = 0; i < N_BASE && ++value[i] > high[i]; i++)
            value[i] = low[i];
          if (i == N_BASE)
            break;
        }

      options.on_solution = record;
      options.user_data = &found;
      g_assert_cmpint (perch_logic_search_run (model, &options, &stats), ==,
                       PERCH_LOGIC_OUTCOME_EXHAUSTED);
      /* The same solutions, each once (helpers are functions of the base). */
      g_assert_cmpuint (found.count, ==, g_hash_table_size (expected));
      g_assert_cmpuint (g_hash_table_size (found.seen), ==, g_hash_table_size (expected));
      g_hash_table_iter_init (&iter, expected);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        g_assert_true (g_hash_table_contains (found.seen, key));
      total += found.count;
      g_hash_table_unref (found.seen);
    }
  g_test_message ("%" G_GUINT64_FORMAT " solutions in all", total);
  g_assert_cmpuint (total, >, 1000);   /* the models are not all trivial */
}

static void
test_unsatisfiable (void)
{
  /* Four pigeons, three holes: the Hall reasoning sees it before any search. */
  g_autoptr(PerchLogicModel) pigeons = perch_logic_model_new ();
  g_autoptr(PerchLogicModel) queens3 = queens (3);
  guint vars[4];
  Collect collected = { 0, };
  PerchLogicStats stats = { 0, };

  for (guint i = 0; i < 4; i++)
    vars[i] = perch_logic_model_add_variable (pigeons, 1, 3, TRUE);
  perch_logic_model_add_alldiff (pigeons, 4, vars, NULL);
  g_assert_cmpint (run (pigeons, &collected, FALSE, &stats), ==, PERCH_LOGIC_OUTCOME_EXHAUSTED);
  g_assert_cmpuint (collected.count, ==, 0);
  g_assert_cmpuint (stats.nodes, ==, 0);
  g_assert_cmpuint (stats.failures, ==, 1);

  memset (&stats, 0, sizeof stats);
  g_assert_cmpint (run (queens3, &collected, FALSE, &stats), ==, PERCH_LOGIC_OUTCOME_EXHAUSTED);
  g_assert_cmpuint (collected.count, ==, 0);
  g_assert_cmpuint (stats.failures, >, 0);
}

static void
test_optimisation (void)
{
  /* maximize 3x + 2y with x + y <= 4, x - y <= 2, x, y in 0..10: x = 3, y = 1 gives 11. */
  g_autoptr(PerchLogicModel) model = perch_logic_model_new ();
  guint x = perch_logic_model_add_variable (model, 0, 10, TRUE);
  guint y = perch_logic_model_add_variable (model, 0, 10, TRUE);
  guint objective = perch_logic_model_add_variable (model, 0, 100, FALSE);
  guint xy[2] = { x, y }, xyo[3] = { x, y, objective };
  gint64 sum[2] = { 1, 1 }, difference[2] = { 1, -1 }, weights[3] = { 3, 2, -1 };
  Collect collected = { 0, };
  PerchLogicStats stats = { 0, };

  perch_logic_model_add_linear (model, 2, xy, sum, PERCH_LOGIC_RELATION_LE, 4, -1);
  perch_logic_model_add_linear (model, 2, xy, difference, PERCH_LOGIC_RELATION_LE, 2, -1);
  perch_logic_model_add_linear (model, 3, xyo, weights, PERCH_LOGIC_RELATION_EQ, 0, -1);
  perch_logic_model_set_objective (model, objective, TRUE);
  collected.n_kept = 2;
  g_assert_cmpint (run (model, &collected, TRUE, &stats), ==, PERCH_LOGIC_OUTCOME_EXHAUSTED);
  g_assert_cmpint (collected.last_objective, ==, 11);
  g_free (collected.first);
}

static void
test_node_limit (void)
{
  g_autoptr(PerchLogicModel) model = queens (10);
  PerchLogicSearchOptions options = { 0, };
  PerchLogicStats stats = { 0, };
  Collect collected = { 0, };

  options.on_solution = collect;
  options.user_data = &collected;
  options.node_limit = 100;
  g_assert_cmpint (perch_logic_search_run (model, &options, &stats), ==,
                   PERCH_LOGIC_OUTCOME_NODE_LIMIT);
  g_assert_cmpuint (stats.nodes, ==, 100);
  g_assert_cmpuint (collected.count, <, 724);
}

static void
test_cancel (void)
{
  g_autoptr(PerchLogicModel) model = queens (10);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  PerchLogicSearchOptions options = { 0, };
  PerchLogicStats stats = { 0, };
  PerchProgress progress;
  Collect collected = { 0, };

  perch_progress_init (&progress, cancellable, NULL, NULL);
  g_cancellable_cancel (cancellable);
  options.on_solution = collect;
  options.user_data = &collected;
  options.progress = &progress;
  g_assert_cmpint (perch_logic_search_run (model, &options, &stats), ==,
                   PERCH_LOGIC_OUTCOME_CANCELLED);
  g_assert_cmpuint (stats.nodes, <=, 1024);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/logic/solver/queens-counts", test_queens_counts);
  g_test_add_func ("/logic/solver/random-models", test_random_models);
  g_test_add_func ("/logic/solver/unsatisfiable", test_unsatisfiable);
  g_test_add_func ("/logic/solver/optimisation", test_optimisation);
  g_test_add_func ("/logic/solver/node-limit", test_node_limit);
  g_test_add_func ("/logic/solver/cancel", test_cancel);

  return g_test_run ();
}
