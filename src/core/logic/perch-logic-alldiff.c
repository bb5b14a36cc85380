/* perch-logic-alldiff.c: x[i] + offset[i] all different, stronger than pairwise
 *
 * Three rules, cheapest first: a fixed variable's value leaves every other domain; a Hall
 * interval (k variables whose values all lie within k consecutive values) takes those values
 * from every other variable, as in bounds consistency; and when the variables can reach
 * exactly as many values as there are variables, a value only one of them can take is its
 * (Sudoku's hidden single).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "perch-logic-propagators.h"

#include <string.h>

#define COUNTED_VALUES 128

static gboolean
remove_fixed_values (PerchLogicStore            *store,
                     const PerchLogicConstraint *constraint)
{
  guint n = constraint->n;
  const gint64 *offset = constraint->coefficients;
  guint fixed_before, fixed_after = 0;

  do
    {
      fixed_before = fixed_after;
      fixed_after = 0;
      for (guint i = 0; i < n; i++)
        {
          guint x = constraint->vars[i];
          gint64 value;

          if (!PERCH_LOGIC_FIXED (store, x))
            continue;
          fixed_after++;
          value = PERCH_LOGIC_MIN (store, x) + offset[i];
          for (guint j = 0; j < n; j++)
            if (j != i && !perch_logic_store_remove (store, constraint->vars[j], value - offset[j]))
              return FALSE;
        }
    }
  while (fixed_after != fixed_before);
  return TRUE;
}

/* Returns FALSE on a failure; sets *pruned when a Hall interval took values. */
static gboolean
hall_intervals (PerchLogicStore            *store,
                const PerchLogicConstraint *constraint,
                gboolean                   *pruned)
{
  guint n = constraint->n;
  const gint64 *offset = constraint->coefficients;
  gint64 *order = store->scratch, *low = order + n, *high = low + n;

  *pruned = FALSE;
  for (guint i = 0; i < n; i++)
    {
      guint k = i;

      low[i] = PERCH_LOGIC_MIN (store, constraint->vars[i]) + offset[i];
      high[i] = PERCH_LOGIC_MAX (store, constraint->vars[i]) + offset[i];
      /* insertion sort of the indices by high bound */
      while (k > 0 && high[order[k - 1]] > high[i])
        {
          order[k] = order[k - 1];
          k--;
        }
      order[k] = i;
    }

  for (guint i = 0; i < n; i++)
    {
      gint64 from = low[i];
      guint count = 0;

      for (guint k = 0; k < n; k++)
        {
          guint j = (guint) order[k];
          gint64 to = high[j];

          if (low[j] < from)
            continue;
          count++;
          if ((gint64) count > to - from + 1)
            return FALSE;
          if ((gint64) count < to - from + 1)
            continue;
          /* [from, to] is a Hall interval: the others keep out of it. */
          for (guint m = 0; m < n; m++)
            {
              guint x = constraint->vars[m];
              PerchLogicDomain before;

              if (low[m] >= from && high[m] <= to)
                continue;
              before = store->domains[x];
              if (!perch_logic_store_remove_range (store, x, from - offset[m], to - offset[m]))
                return FALSE;
              if (memcmp (&before, &store->domains[x], sizeof before) != 0)
                *pruned = TRUE;
            }
          if (*pruned)
            return TRUE;   /* the bounds moved: the engine runs this again */
        }
    }
  return TRUE;
}

static gboolean
single_places (PerchLogicStore            *store,
               const PerchLogicConstraint *constraint)
{
  guint n = constraint->n;
  const gint64 *offset = constraint->coefficients;
  gint64 *count = store->scratch, *who = count + COUNTED_VALUES;
  gint64 from = G_MAXINT64, to = G_MININT64;
  guint reached = 0;

  for (guint i = 0; i < n; i++)
    {
      from = MIN (from, PERCH_LOGIC_MIN (store, constraint->vars[i]) + offset[i]);
      to = MAX (to, PERCH_LOGIC_MAX (store, constraint->vars[i]) + offset[i]);
    }
  if (to - from + 1 > COUNTED_VALUES)
    return TRUE;
  memset (count, 0, sizeof (gint64) * (gsize) (to - from + 1));
  for (guint i = 0; i < n; i++)
    {
      const PerchLogicDomain *domain = &store->domains[constraint->vars[i]];

      for (gint64 v = domain->min; v <= domain->max;
           v = perch_logic_domain_next (domain, (gint32) v))
        {
          gint64 slot = v + offset[i] - from;

          if (count[slot]++ == 0)
            reached++;
          who[slot] = i;
        }
    }
  if (reached < n)
    return FALSE;
  if (reached > n)
    return TRUE;
  for (gint64 slot = 0; slot <= to - from; slot++)
    if (count[slot] == 1)
      {
        guint i = (guint) who[slot];

        if (!perch_logic_store_assign (store, constraint->vars[i], from + slot - offset[i]))
          return FALSE;
      }
  return TRUE;
}

gboolean
perch_logic_propagate_alldiff (PerchLogicStore            *store,
                               const PerchLogicConstraint *constraint)
{
  gboolean pruned;

  if (!remove_fixed_values (store, constraint))
    return FALSE;
  if (!hall_intervals (store, constraint, &pruned))
    return FALSE;
  if (pruned)
    return TRUE;
  return single_places (store, constraint);
}
