/* perch-logic-store.c: domains, the trail and levels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "perch-logic-store.h"

typedef struct
{
  guint            var;
  guint64          stamp;
  PerchLogicDomain domain;
} TrailEntry;

PerchLogicStore *
perch_logic_store_new (const PerchLogicModel *model)
{
  PerchLogicStore *store;

  g_return_val_if_fail (model != NULL, NULL);

  store = g_new0 (PerchLogicStore, 1);
  store->n_vars = model->variables->len;
  store->domains = g_new (PerchLogicDomain, MAX (store->n_vars, 1));
  store->stamps = g_new0 (guint64, MAX (store->n_vars, 1));
  for (guint i = 0; i < store->n_vars; i++)
    {
      const PerchLogicVariable *variable = &g_array_index (model->variables,
                                                           PerchLogicVariable, i);

      perch_logic_domain_init (&store->domains[i], variable->min, variable->max);
    }
  store->trail = g_array_sized_new (FALSE, FALSE, sizeof (TrailEntry), 256);
  store->marks = g_array_sized_new (FALSE, FALSE, sizeof (guint), 64);
  store->epoch = 1;
  perch_logic_engine_init (store, model);
  return store;
}

void
perch_logic_store_free (PerchLogicStore *store)
{
  if (store == NULL)
    return;
  perch_logic_engine_clear (store);
  g_free (store->domains);
  g_free (store->stamps);
  g_array_unref (store->trail);
  g_array_unref (store->marks);
  g_free (store);
}

void
perch_logic_store_push (PerchLogicStore *store)
{
  guint mark = store->trail->len;

  g_array_append_val (store->marks, mark);
  store->epoch++;
}

void
perch_logic_store_pop (PerchLogicStore *store)
{
  guint mark;

  g_return_if_fail (store->marks->len > 0);

  mark = g_array_index (store->marks, guint, store->marks->len - 1);
  for (guint i = store->trail->len; i > mark; i--)
    {
      const TrailEntry *entry = &g_array_index (store->trail, TrailEntry, i - 1);

      store->domains[entry->var] = entry->domain;
      store->stamps[entry->var] = entry->stamp;
    }
  g_array_set_size (store->trail, mark);
  g_array_set_size (store->marks, store->marks->len - 1);
  /* A fresh epoch, so that a variable saved before the pop is saved again. */
  store->epoch++;
}

guint
perch_logic_store_depth (const PerchLogicStore *store)
{
  return store->marks->len;
}

static inline void
save (PerchLogicStore *store,
      guint            var)
{
  TrailEntry entry;

  if (store->stamps[var] == store->epoch || store->marks->len == 0)
    return;
  entry.var = var;
  entry.stamp = store->stamps[var];
  entry.domain = store->domains[var];
  g_array_append_val (store->trail, entry);
  store->stamps[var] = store->epoch;
}

/* Applies a domain operation on a copy, so that a failure leaves the domain as it was. */
static gboolean
apply (PerchLogicStore        *store,
       guint                   var,
       const PerchLogicDomain *copy,
       int                     events)
{
  if (events == PERCH_LOGIC_FAILED)
    return FALSE;
  if (events != PERCH_LOGIC_EVENT_NONE)
    {
      save (store, var);
      store->domains[var] = *copy;
      store->changes++;
      perch_logic_engine_wake (store, var, events);
    }
  return TRUE;
}

gboolean
perch_logic_store_set_min (PerchLogicStore *store,
                           guint            var,
                           gint64           value)
{
  PerchLogicDomain copy = store->domains[var];
  int events;

  if (value <= copy.min)
    return TRUE;
  events = perch_logic_domain_set_min (&copy, value);
  return apply (store, var, &copy, events);
}

gboolean
perch_logic_store_set_max (PerchLogicStore *store,
                           guint            var,
                           gint64           value)
{
  PerchLogicDomain copy = store->domains[var];
  int events;

  if (value >= copy.max)
    return TRUE;
  events = perch_logic_domain_set_max (&copy, value);
  return apply (store, var, &copy, events);
}

gboolean
perch_logic_store_remove (PerchLogicStore *store,
                          guint            var,
                          gint64           value)
{
  PerchLogicDomain copy = store->domains[var];
  int events;

  if (!perch_logic_domain_contains (&copy, value))
    return TRUE;
  events = perch_logic_domain_remove (&copy, value);
  return apply (store, var, &copy, events);
}

gboolean
perch_logic_store_remove_range (PerchLogicStore *store,
                                guint            var,
                                gint64           low,
                                gint64           high)
{
  PerchLogicDomain copy = store->domains[var];
  int events = perch_logic_domain_remove_range (&copy, low, high);

  return apply (store, var, &copy, events);
}

gboolean
perch_logic_store_assign (PerchLogicStore *store,
                          guint            var,
                          gint64           value)
{
  PerchLogicDomain copy = store->domains[var];
  int events = perch_logic_domain_assign (&copy, value);

  return apply (store, var, &copy, events);
}

gboolean
perch_logic_store_keep (PerchLogicStore *store,
                        guint            var,
                        guint64          mask)
{
  PerchLogicDomain copy = store->domains[var];
  int events;

  if ((copy.bits & mask) == copy.bits)
    return TRUE;
  events = perch_logic_domain_keep (&copy, mask);
  return apply (store, var, &copy, events);
}
