/* perch-logic-engine.c: the propagation engine: who watches what, a queue, a fixed point
 *
 * Each constraint is one propagator, woken by the events it subscribed to on its variables
 * (bounds for inequalities, fixing for !=, any change for the rest). Cheap propagators run
 * before the all-different ones, so the expensive reasoning sees the cheap conclusions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "perch-logic-propagators.h"

typedef struct
{
  guint var;
  guint propagator;
  guint8 events;
} Watch;

static void
add_watch (GArray *watches,
           guint   var,
           guint   propagator,
           int     events)
{
  Watch watch = { var, propagator, (guint8) events };

  g_array_append_val (watches, watch);
}

static void
post (PerchLogicStore            *store,
      GArray                     *watches,
      const PerchLogicConstraint *constraint)
{
  guint index = store->n_propagators++;
  PerchLogicPropagator *propagator = &store->propagators[index];
  int events = PERCH_LOGIC_EVENT_DOMAIN;

  propagator->constraint = constraint;
  propagator->priority = 0;
  switch (constraint->kind)
    {
    case PERCH_LOGIC_CONSTRAINT_LINEAR:
      if (constraint->reified >= 0)
        {
          propagator->propagate = perch_logic_propagate_reified;
          add_watch (watches, (guint) constraint->reified, index, PERCH_LOGIC_EVENT_FIXED);
        }
      else
        {
          propagator->propagate = perch_logic_propagate_linear;
          if (constraint->relation == PERCH_LOGIC_RELATION_LE)
            events = PERCH_LOGIC_EVENT_BOUNDS;
          else if (constraint->relation == PERCH_LOGIC_RELATION_NE)
            events = PERCH_LOGIC_EVENT_FIXED;
        }
      for (guint i = 0; i < constraint->n; i++)
        add_watch (watches, constraint->vars[i], index, events);
      break;
    case PERCH_LOGIC_CONSTRAINT_TIMES:
      propagator->propagate = perch_logic_propagate_times;
      add_watch (watches, constraint->x, index, events);
      add_watch (watches, constraint->y, index, events);
      add_watch (watches, constraint->z, index, events);
      break;
    case PERCH_LOGIC_CONSTRAINT_ABS:
      propagator->propagate = perch_logic_propagate_abs;
      add_watch (watches, constraint->x, index, events);
      add_watch (watches, constraint->z, index, events);
      break;
    case PERCH_LOGIC_CONSTRAINT_ELEMENT:
      propagator->propagate = perch_logic_propagate_element;
      add_watch (watches, constraint->x, index, events);
      add_watch (watches, constraint->z, index, events);
      break;
    case PERCH_LOGIC_CONSTRAINT_ALLDIFF:
      propagator->propagate = perch_logic_propagate_alldiff;
      propagator->priority = 1;
      /* Its matching reaches its own fixed point, unless a variable occurs twice (its
       * removals for one occurrence then change the other). */
      propagator->idempotent = !constraint->repeats;
      for (guint i = 0; i < constraint->n; i++)
        add_watch (watches, constraint->vars[i], index, events);
      break;
    default:
      g_assert_not_reached ();
    }
}

static int
compare_watches (gconstpointer a,
                 gconstpointer b)
{
  const Watch *x = a, *y = b;

  if (x->var != y->var)
    return x->var < y->var ? -1 : 1;
  return x->propagator < y->propagator ? -1 : x->propagator > y->propagator;
}

void
perch_logic_engine_init (PerchLogicStore       *store,
                         const PerchLogicModel *model)
{
  g_autoptr(GArray) watches = g_array_new (FALSE, FALSE, sizeof (Watch));
  guint n = model->constraints->len;
  guint arity = 0;

  store->propagators = g_new0 (PerchLogicPropagator, MAX (n, 1));
  store->n_propagators = 0;
  for (guint i = 0; i < n; i++)
    {
      const PerchLogicConstraint *constraint = g_ptr_array_index (model->constraints, i);

      post (store, watches, constraint);
      arity = MAX (arity, constraint->n);
    }

  /* The watches as one array sorted by variable, with where each variable's part starts. */
  g_array_sort (watches, compare_watches);
  store->watch_start = g_new0 (guint, store->n_vars + 1);
  store->watch_propagator = g_new (guint, MAX (watches->len, 1));
  store->watch_events = g_new (guint8, MAX (watches->len, 1));
  for (guint i = 0; i < watches->len; i++)
    {
      const Watch *watch = &g_array_index (watches, Watch, i);

      store->watch_start[watch->var + 1]++;
      store->watch_propagator[i] = watch->propagator;
      store->watch_events[i] = watch->events;
    }
  for (guint v = 0; v < store->n_vars; v++)
    store->watch_start[v + 1] += store->watch_start[v];

  for (guint p = 0; p < 2; p++)
    store->queue[p] = g_new (guint, MAX (n, 1));
  store->queued = g_new0 (gboolean, MAX (n, 1));
  store->scratch = g_new0 (gint64, 4 * (gsize) arity + 256);
  store->running = -1;
}

void
perch_logic_engine_clear (PerchLogicStore *store)
{
  for (guint p = 0; store->states != NULL && p < store->n_propagators; p++)
    if (store->states[p].data != NULL)
      store->states[p].free_data (store->states[p].data);
  g_free (store->states);
  g_free (store->propagators);
  g_free (store->watch_start);
  g_free (store->watch_propagator);
  g_free (store->watch_events);
  for (guint p = 0; p < 2; p++)
    g_free (store->queue[p]);
  g_free (store->queued);
  g_free (store->scratch);
}

static inline void
enqueue (PerchLogicStore *store,
         guint            propagator)
{
  guint priority;

  if (store->queued[propagator] ||
      ((int) propagator == store->running && store->propagators[propagator].idempotent))
    return;
  store->queued[propagator] = TRUE;
  priority = store->propagators[propagator].priority;
  store->queue[priority][(store->queue_head[priority] + store->queue_length[priority])
                         % store->n_propagators] = propagator;
  store->queue_length[priority]++;
}

void
perch_logic_engine_wake (PerchLogicStore *store,
                         guint            var,
                         int              events)
{
  for (guint i = store->watch_start[var]; i < store->watch_start[var + 1]; i++)
    if (store->watch_events[i] & events)
      enqueue (store, store->watch_propagator[i]);
}

void
perch_logic_engine_wake_all (PerchLogicStore *store)
{
  for (guint p = 0; p < store->n_propagators; p++)
    enqueue (store, p);
}

void
perch_logic_engine_flush (PerchLogicStore *store)
{
  for (guint p = 0; p < 2; p++)
    {
      while (store->queue_length[p] > 0)
        {
          store->queued[store->queue[p][store->queue_head[p]]] = FALSE;
          store->queue_head[p] = (store->queue_head[p] + 1) % store->n_propagators;
          store->queue_length[p]--;
        }
    }
}

gpointer *
perch_logic_engine_state (PerchLogicStore *store,
                          GDestroyNotify   free_state)
{
  PerchLogicPropagatorState *state;

  g_return_val_if_fail (store->running >= 0, NULL);

  if (store->states == NULL)
    store->states = g_new0 (PerchLogicPropagatorState, store->n_propagators);
  state = &store->states[store->running];
  state->free_data = free_state;
  return &state->data;
}

gboolean
perch_logic_engine_propagate (PerchLogicStore *store)
{
  for (;;)
    {
      guint priority = store->queue_length[0] > 0 ? 0 : 1;
      const PerchLogicPropagator *propagator;
      guint index;
      gboolean ok;

      if (store->queue_length[priority] == 0)
        return TRUE;
      index = store->queue[priority][store->queue_head[priority]];
      store->queue_head[priority] = (store->queue_head[priority] + 1) % store->n_propagators;
      store->queue_length[priority]--;
      store->queued[index] = FALSE;
      propagator = &store->propagators[index];
      store->propagations++;
      store->running = (int) index;
      ok = propagator->propagate (store, propagator->constraint);
      store->running = -1;
      if (!ok)
        {
          perch_logic_engine_flush (store);
          return FALSE;
        }
    }
}
