/* perch-logic-reify.c: b <-> (linear constraint), the base of and, or, not and ->
 *
 * Once b is known the constraint (or its negation) is enforced; before that, b is fixed as
 * soon as the constraint is certain to hold or certain to fail.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "perch-logic-propagators.h"

/* With one open variable left, whether the sum can still equal the constant. */
static gboolean
can_equal (const PerchLogicStore      *store,
           const PerchLogicConstraint *constraint)
{
  gint64 sum, a, rest;
  guint open;

  switch (perch_logic_linear_open (store, constraint, &sum, &open, &a))
    {
    case 0:
      return sum == constraint->constant;
    case 1:
      rest = constraint->constant - sum;
      return rest % a == 0 && perch_logic_domain_contains (&store->domains[open], rest / a);
    default:
      return TRUE;
    }
}

/* 1 certainly holds, 0 certainly fails, -1 not known yet. */
static int
truth (const PerchLogicStore      *store,
       const PerchLogicConstraint *constraint)
{
  gint64 low, high, c = constraint->constant;

  perch_logic_linear_range (store, constraint, &low, &high);
  switch (constraint->relation)
    {
    case PERCH_LOGIC_RELATION_LE:
      return high <= c ? 1 : low > c ? 0 : -1;
    case PERCH_LOGIC_RELATION_EQ:
      if (low == high)
        return low == c;
      return (c < low || c > high || !can_equal (store, constraint)) ? 0 : -1;
    case PERCH_LOGIC_RELATION_NE:
      if (low == high)
        return low != c;
      return (c < low || c > high || !can_equal (store, constraint)) ? 1 : -1;
    default:
      g_assert_not_reached ();
    }
}

gboolean
perch_logic_propagate_reified (PerchLogicStore            *store,
                               const PerchLogicConstraint *constraint)
{
  guint b = (guint) constraint->reified;
  gboolean holds;

  if (!PERCH_LOGIC_FIXED (store, b))
    {
      int known = truth (store, constraint);

      return known < 0 || perch_logic_store_assign (store, b, known);
    }

  holds = PERCH_LOGIC_MIN (store, b) != 0;
  switch (constraint->relation)
    {
    case PERCH_LOGIC_RELATION_LE:
      return holds ? perch_logic_linear_le (store, constraint, 1, constraint->constant)
                   : perch_logic_linear_le (store, constraint, -1, -constraint->constant - 1);
    case PERCH_LOGIC_RELATION_EQ:
      return holds ? perch_logic_linear_eq (store, constraint)
                   : perch_logic_linear_ne (store, constraint);
    case PERCH_LOGIC_RELATION_NE:
      return holds ? perch_logic_linear_ne (store, constraint)
                   : perch_logic_linear_eq (store, constraint);
    default:
      g_assert_not_reached ();
    }
}
