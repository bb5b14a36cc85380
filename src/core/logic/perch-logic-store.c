/* perch-logic-store.c: domains, the trail and levels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "perch-logic-store.h"

#include <string.h>

/* The most words the large sets of one store may take (32 MB); variables past it are
 * intervals, whose holes are not kept. */
#define STORE_WORDS_MAX ((gsize) 1 << 22)

typedef struct
{
  guint            var;
  guint            words_at;   /* large sets: where their words are in trail_words */
  guint64          stamp;
  PerchLogicDomain domain;
} TrailEntry;

/* A puzzle's name keeps its holes at any size; a helper (a sum, a product) is mostly moved at
 * its bounds, where an interval is cheaper than words to clear and to save. */
static gboolean
wants_words (const PerchLogicVariable *variable)
{
  gint64 span = (gint64) variable->max - variable->min + 1;

  return variable->decision && span > PERCH_LOGIC_BITS && span <= PERCH_LOGIC_SET_MAX;
}

PerchLogicStore *
perch_logic_store_new (const PerchLogicModel *model)
{
  PerchLogicStore *store;
  gsize n_words = 0;

  g_return_val_if_fail (model != NULL, NULL);

  store = g_new0 (PerchLogicStore, 1);
  store->n_vars = model->variables->len;
  store->domains = g_new (PerchLogicDomain, MAX (store->n_vars, 1));
  store->stamps = g_new0 (guint64, MAX (store->n_vars, 1));
  /* Intervals and small sets at once; large sets once their words are counted. */
  for (guint i = 0; i < store->n_vars; i++)
    {
      const PerchLogicVariable *variable = &g_array_index (model->variables,
                                                           PerchLogicVariable, i);
      gsize need = PERCH_LOGIC_SET_WORDS (variable->min, variable->max);

      if (wants_words (variable) && n_words + need <= STORE_WORDS_MAX)
        n_words += need;
      else
        perch_logic_domain_init (&store->domains[i], variable->min, variable->max);
    }
  if (n_words > 0)
    {
      gsize used = 0;

      store->words = g_new (guint64, n_words);
      for (guint i = 0; i < store->n_vars; i++)
        {
          const PerchLogicVariable *variable = &g_array_index (model->variables,
                                                               PerchLogicVariable, i);
          gsize need = PERCH_LOGIC_SET_WORDS (variable->min, variable->max);

          if (!wants_words (variable) || used + need > STORE_WORDS_MAX)
            continue;
          perch_logic_domain_init_set (&store->domains[i], variable->min, variable->max,
                                       store->words + used);
          used += need;
        }
    }
  store->trail = g_array_sized_new (FALSE, FALSE, sizeof (TrailEntry), 256);
  store->trail_words = g_array_new (FALSE, FALSE, sizeof (guint64));
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
  g_free (store->words);
  g_array_unref (store->trail);
  g_array_unref (store->trail_words);
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

/* The words of a large set that can hold values: those of [min, max]. */
static inline gsize
first_word (const PerchLogicDomain *domain)
{
  return (gsize) (domain->min - domain->base) / 64;
}

static inline gsize
n_words_of (const PerchLogicDomain *domain)
{
  return (gsize) (domain->max - domain->base) / 64 + 1 - first_word (domain);
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
      if (entry->domain.words != NULL)
        {
          memcpy (entry->domain.words + first_word (&entry->domain),
                  &g_array_index (store->trail_words, guint64, entry->words_at),
                  n_words_of (&entry->domain) * sizeof (guint64));
          g_array_set_size (store->trail_words, entry->words_at);
        }
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

/* Before a change: the domain as it was, once per level. The words of a large set are saved
 * from its minimum to its maximum (outside they are 0 and stay 0 until the level is popped,
 * since a domain only shrinks within a level). */
static inline void
save (PerchLogicStore *store,
      guint            var)
{
  TrailEntry entry;
  const PerchLogicDomain *domain = &store->domains[var];

  if (store->stamps[var] == store->epoch || store->marks->len == 0)
    return;
  entry.var = var;
  entry.stamp = store->stamps[var];
  entry.domain = *domain;
  entry.words_at = store->trail_words->len;
  if (domain->words != NULL)
    g_array_append_vals (store->trail_words, domain->words + first_word (domain),
                         n_words_of (domain));
  g_array_append_val (store->trail, entry);
  store->stamps[var] = store->epoch;
}

/* After a domain operation done in place (it leaves the domain as it was on a failure). */
static inline gboolean
changed (PerchLogicStore *store,
         guint            var,
         int              events)
{
  if (events == PERCH_LOGIC_FAILED)
    return FALSE;
  if (events != PERCH_LOGIC_EVENT_NONE)
    {
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
  if (value <= store->domains[var].min)
    return TRUE;
  if (value > store->domains[var].max)
    return FALSE;
  save (store, var);
  return changed (store, var, perch_logic_domain_set_min (&store->domains[var], value));
}

gboolean
perch_logic_store_set_max (PerchLogicStore *store,
                           guint            var,
                           gint64           value)
{
  if (value >= store->domains[var].max)
    return TRUE;
  if (value < store->domains[var].min)
    return FALSE;
  save (store, var);
  return changed (store, var, perch_logic_domain_set_max (&store->domains[var], value));
}

gboolean
perch_logic_store_remove (PerchLogicStore *store,
                          guint            var,
                          gint64           value)
{
  const PerchLogicDomain *domain = &store->domains[var];

  if (!perch_logic_domain_contains (domain, value))
    return TRUE;
  if (perch_logic_domain_is_fixed (domain))
    return FALSE;
  if (!perch_logic_domain_is_set (domain) && value != domain->min && value != domain->max)
    return TRUE;   /* a hole inside an interval is not kept */
  save (store, var);
  return changed (store, var, perch_logic_domain_remove (&store->domains[var], value));
}

gboolean
perch_logic_store_remove_range (PerchLogicStore *store,
                                guint            var,
                                gint64           low,
                                gint64           high)
{
  const PerchLogicDomain *domain = &store->domains[var];

  if (high < domain->min || low > domain->max || low > high)
    return TRUE;
  save (store, var);
  return changed (store, var, perch_logic_domain_remove_range (&store->domains[var], low, high));
}

gboolean
perch_logic_store_assign (PerchLogicStore *store,
                          guint            var,
                          gint64           value)
{
  const PerchLogicDomain *domain = &store->domains[var];

  if (!perch_logic_domain_contains (domain, value))
    return FALSE;
  if (perch_logic_domain_is_fixed (domain))
    return TRUE;
  save (store, var);
  return changed (store, var, perch_logic_domain_assign (&store->domains[var], value));
}

gboolean
perch_logic_store_keep (PerchLogicStore *store,
                        guint            var,
                        guint64          mask)
{
  const PerchLogicDomain *domain = &store->domains[var];

  if ((domain->bits & mask) == domain->bits)
    return TRUE;
  save (store, var);
  return changed (store, var, perch_logic_domain_keep (&store->domains[var], mask));
}

gboolean
perch_logic_store_keep_words (PerchLogicStore *store,
                              guint            var,
                              const guint64   *mask)
{
  save (store, var);
  return changed (store, var, perch_logic_domain_keep_words (&store->domains[var], mask));
}
