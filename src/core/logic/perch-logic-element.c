/* perch-logic-element.c: z = table[x - first], a table of constants indexed by a variable
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "perch-logic-propagators.h"

gboolean
perch_logic_propagate_element (PerchLogicStore            *store,
                               const PerchLogicConstraint *constraint)
{
  guint x = constraint->x, z = constraint->z;
  const gint64 *table = constraint->coefficients;
  gint64 first = constraint->constant;
  gint64 low = G_MAXINT64, high = G_MININT64;
  PerchLogicDomain domain;
  guint64 reached = 0;

  if (!perch_logic_store_set_min (store, x, first) ||
      !perch_logic_store_set_max (store, x, first + constraint->n - 1))
    return FALSE;

  /* Indices whose entry z cannot take go; what the others reach bounds z. */
  domain = store->domains[x];
  for (gint64 v = domain.min; v <= domain.max; v = perch_logic_domain_next (&domain, (gint32) v))
    {
      gint64 entry = table[v - first];

      if (!perch_logic_domain_contains (&store->domains[z], entry))
        {
          if (!perch_logic_store_remove (store, x, v))
            return FALSE;
          continue;
        }
      low = MIN (low, entry);
      high = MAX (high, entry);
      if (store->domains[z].bits != 0)
        reached |= (guint64) 1 << (entry - store->domains[z].base);
    }
  if (!perch_logic_store_set_min (store, z, low) || !perch_logic_store_set_max (store, z, high))
    return FALSE;

  if (store->domains[z].bits != 0)
    {
      domain = store->domains[z];
      for (gint64 w = domain.min; w <= domain.max;
           w = perch_logic_domain_next (&domain, (gint32) w))
        if (!((reached >> (w - domain.base)) & 1) && !perch_logic_store_remove (store, z, w))
          return FALSE;
    }
  return TRUE;
}
