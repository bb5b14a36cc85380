/* perch-logic-propagators.h: the propagators, one file each, and what wakes them
 *
 * Each narrows the domains of its constraint's variables as far as its reasoning goes and
 * returns FALSE when it finds the constraint cannot hold.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-logic-store.h"

G_BEGIN_DECLS

/* Propagators that look at every value of a domain (supports of x = y + 1, of x * y) do so
 * for sets of at most this many values; larger domains get bounds reasoning. */
#define PERCH_LOGIC_SUPPORT_MAX 4096

static inline gboolean
perch_logic_store_enumerable (const PerchLogicStore *store,
                              guint                  var)
{
  return perch_logic_domain_is_set (&store->domains[var]) &&
         perch_logic_domain_size (&store->domains[var]) <= PERCH_LOGIC_SUPPORT_MAX;
}

/* perch-logic-linear.c: bounds reasoning; two-variable equalities keep holes too. */
gboolean perch_logic_propagate_linear   (PerchLogicStore            *store,
                                         const PerchLogicConstraint *constraint);
/* perch-logic-reify.c: b <-> linear constraint. */
gboolean perch_logic_propagate_reified  (PerchLogicStore            *store,
                                         const PerchLogicConstraint *constraint);
/* perch-logic-arith.c: z = x * y and z = |x|. */
gboolean perch_logic_propagate_times    (PerchLogicStore            *store,
                                         const PerchLogicConstraint *constraint);
gboolean perch_logic_propagate_abs      (PerchLogicStore            *store,
                                         const PerchLogicConstraint *constraint);
/* perch-logic-alldiff.c: values of fixed variables, Hall intervals, values with one place. */
gboolean perch_logic_propagate_alldiff  (PerchLogicStore            *store,
                                         const PerchLogicConstraint *constraint);
/* perch-logic-element.c: z = table[x - first]. */
gboolean perch_logic_propagate_element  (PerchLogicStore            *store,
                                         const PerchLogicConstraint *constraint);

/* Used by the reified form: sum(sign * coefficients[i] * vars[i]) <= bound, and so on. */
gboolean perch_logic_linear_le          (PerchLogicStore            *store,
                                         const PerchLogicConstraint *constraint,
                                         gint64                      sign,
                                         gint64                      bound);
gboolean perch_logic_linear_eq          (PerchLogicStore            *store,
                                         const PerchLogicConstraint *constraint);
gboolean perch_logic_linear_ne          (PerchLogicStore            *store,
                                         const PerchLogicConstraint *constraint);
/* How many variables with a coefficient are still open, counting to 2 at most; the sum of
 * the fixed terms (when none or one is open) and the open one with its coefficient. */
guint    perch_logic_linear_open        (const PerchLogicStore      *store,
                                         const PerchLogicConstraint *constraint,
                                         gint64                     *fixed_sum,
                                         guint                      *open,
                                         gint64                     *coefficient);
/* The smallest and largest value the sum can still take. */
void     perch_logic_linear_range       (const PerchLogicStore      *store,
                                         const PerchLogicConstraint *constraint,
                                         gint64                     *low,
                                         gint64                     *high);

/* Floor and ceiling of a / b for b != 0. */
static inline gint64
perch_logic_floor_div (gint64 a,
                       gint64 b)
{
  gint64 q = a / b;

  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

static inline gint64
perch_logic_ceil_div (gint64 a,
                      gint64 b)
{
  gint64 q = a / b;

  return (a % b != 0 && ((a < 0) == (b < 0))) ? q + 1 : q;
}

G_END_DECLS
