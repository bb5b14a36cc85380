/* perch-logic-linear.c: sum(a[i] * x[i]) = != <= constant
 *
 * Bounds reasoning: each term may be at most the bound minus the smallest the other terms can
 * be. An equality of two variables also removes the values without a partner in the other
 * domain, so `green = ivory + 1` keeps the holes of both (for domains of up to
 * PERCH_LOGIC_SUPPORT_MAX values).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "perch-logic-propagators.h"

void
perch_logic_linear_range (const PerchLogicStore      *store,
                          const PerchLogicConstraint *constraint,
                          gint64                     *low,
                          gint64                     *high)
{
  gint64 sum_low = 0, sum_high = 0;

  for (guint i = 0; i < constraint->n; i++)
    {
      gint64 a = constraint->coefficients[i];
      guint x = constraint->vars[i];

      if (a > 0)
        {
          sum_low += a * PERCH_LOGIC_MIN (store, x);
          sum_high += a * PERCH_LOGIC_MAX (store, x);
        }
      else
        {
          sum_low += a * PERCH_LOGIC_MAX (store, x);
          sum_high += a * PERCH_LOGIC_MIN (store, x);
        }
    }
  *low = sum_low;
  *high = sum_high;
}

gboolean
perch_logic_linear_le (PerchLogicStore            *store,
                       const PerchLogicConstraint *constraint,
                       gint64                      sign,
                       gint64                      bound)
{
  gint64 low = 0;

  for (guint i = 0; i < constraint->n; i++)
    {
      gint64 a = sign * constraint->coefficients[i];
      guint x = constraint->vars[i];

      low += a > 0 ? a * PERCH_LOGIC_MIN (store, x) : a * PERCH_LOGIC_MAX (store, x);
    }
  if (low > bound)
    return FALSE;

  for (guint i = 0; i < constraint->n; i++)
    {
      gint64 a = sign * constraint->coefficients[i];
      guint x = constraint->vars[i];
      gint64 own, slack;

      if (a == 0)
        continue;
      own = a > 0 ? a * PERCH_LOGIC_MIN (store, x) : a * PERCH_LOGIC_MAX (store, x);
      slack = bound - (low - own);   /* the most a * x may be */
      if (a > 0)
        {
          if (!perch_logic_store_set_max (store, x, perch_logic_floor_div (slack, a)))
            return FALSE;
        }
      else if (!perch_logic_store_set_min (store, x, perch_logic_ceil_div (slack, a)))
        return FALSE;
      /* The other side of this term is what the rest used: @low is unchanged unless the
       * variable occurs twice, and then the next run corrects it. */
    }
  return TRUE;
}

/* a * x + b * y = c with enumerable domains: keep only the values with a partner. */
static gboolean
binary_supports (PerchLogicStore *store,
                 guint            x,
                 gint64           a,
                 guint            y,
                 gint64           b,
                 gint64           c)
{
  PerchLogicDomain domain = store->domains[x];

  for (gint64 v = domain.min; v <= domain.max; v = perch_logic_domain_next (&domain, (gint32) v))
    {
      gint64 rest = c - a * v;

      if (rest % b != 0 || !perch_logic_domain_contains (&store->domains[y], rest / b))
        if (!perch_logic_store_remove (store, x, v))
          return FALSE;
    }
  return TRUE;
}

gboolean
perch_logic_linear_eq (PerchLogicStore            *store,
                       const PerchLogicConstraint *constraint)
{
  if (!perch_logic_linear_le (store, constraint, 1, constraint->constant) ||
      !perch_logic_linear_le (store, constraint, -1, -constraint->constant))
    return FALSE;

  if (constraint->n == 2 && constraint->vars[0] != constraint->vars[1])
    {
      guint x = constraint->vars[0], y = constraint->vars[1];
      gint64 a = constraint->coefficients[0], b = constraint->coefficients[1];

      if (a != 0 && b != 0 && perch_logic_store_enumerable (store, x) &&
          perch_logic_store_enumerable (store, y))
        return binary_supports (store, x, a, y, b, constraint->constant) &&
               binary_supports (store, y, b, x, a, constraint->constant);
    }
  return TRUE;
}

guint
perch_logic_linear_open (const PerchLogicStore      *store,
                         const PerchLogicConstraint *constraint,
                         gint64                     *fixed_sum,
                         guint                      *open,
                         gint64                     *coefficient)
{
  guint n_open = 0;

  *fixed_sum = 0;
  for (guint i = 0; i < constraint->n && n_open < 2; i++)
    {
      guint x = constraint->vars[i];

      if (constraint->coefficients[i] == 0)
        continue;
      if (PERCH_LOGIC_FIXED (store, x))
        *fixed_sum += constraint->coefficients[i] * PERCH_LOGIC_MIN (store, x);
      else
        {
          *open = x;
          *coefficient = constraint->coefficients[i];
          n_open++;
        }
    }
  return n_open;
}

gboolean
perch_logic_linear_ne (PerchLogicStore            *store,
                       const PerchLogicConstraint *constraint)
{
  gint64 sum, a, rest;
  guint open;

  switch (perch_logic_linear_open (store, constraint, &sum, &open, &a))
    {
    case 0:
      return sum != constraint->constant;
    case 1:
      rest = constraint->constant - sum;
      return rest % a != 0 || perch_logic_store_remove (store, open, rest / a);
    default:
      return TRUE;   /* two open variables: nothing to say yet */
    }
}

gboolean
perch_logic_propagate_linear (PerchLogicStore            *store,
                              const PerchLogicConstraint *constraint)
{
  switch (constraint->relation)
    {
    case PERCH_LOGIC_RELATION_EQ:
      return perch_logic_linear_eq (store, constraint);
    case PERCH_LOGIC_RELATION_NE:
      return perch_logic_linear_ne (store, constraint);
    case PERCH_LOGIC_RELATION_LE:
      return perch_logic_linear_le (store, constraint, 1, constraint->constant);
    default:
      g_assert_not_reached ();
    }
}
