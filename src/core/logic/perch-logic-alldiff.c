/* perch-logic-alldiff.c: x[i] + offset[i] all different, stronger than pairwise
 *
 * Three rules, cheapest first: a fixed variable's value leaves every other domain; a Hall
 * interval (k variables whose values all lie within k consecutive values) takes those values
 * from every other variable, as in bounds consistency; and when the variables can reach
 * exactly as many values as there are variables, a value only one of them can take is its
 * (Sudoku's hidden single).
 *
 * When every domain is a bit set and the shifted values fit in 128 bits, the first and the
 * last rule work on whole masks at once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "perch-logic-propagators.h"

#include <string.h>

#define COUNTED_VALUES 128

/* One pass: a removal that fixes another variable wakes this propagator again. */
static gboolean
remove_fixed_values (PerchLogicStore            *store,
                     const PerchLogicConstraint *constraint)
{
  guint n = constraint->n;
  const gint64 *offset = constraint->coefficients;

  for (guint i = 0; i < n; i++)
    {
      guint x = constraint->vars[i];
      gint64 value;

      if (!PERCH_LOGIC_FIXED (store, x))
        continue;
      value = PERCH_LOGIC_MIN (store, x) + offset[i];
      for (guint j = 0; j < n; j++)
        if (j != i && !perch_logic_store_remove (store, constraint->vars[j], value - offset[j]))
          return FALSE;
    }
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
      gboolean seen = FALSE;

      for (guint e = 0; e < i && !seen; e++)
        seen = low[e] == from;
      if (seen || high[i] == from)
        continue;   /* tried already, or a fixed value (the first rule's) */
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
          /* A fixed variable alone is the first rule's; a set of every variable leaves
           * nothing to prune. */
          if (count == 1 || count == n)
            break;
          /* [from, to] is a Hall interval: the others keep out of it. */
          for (guint m = 0; m < n; m++)
            {
              guint x = constraint->vars[m];
              PerchLogicDomain before;

              if ((low[m] >= from && high[m] <= to) || high[m] < from || low[m] > to)
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

typedef unsigned __int128 Frame;

/* The shift that puts each variable's bits in one frame of 128 values; FALSE when the
 * domains do not fit. */
static gboolean
frame_shifts (PerchLogicStore            *store,
              const PerchLogicConstraint *constraint,
              gint64                     *shift)
{
  gint64 origin = G_MAXINT64;

  for (guint i = 0; i < constraint->n; i++)
    {
      const PerchLogicDomain *domain = &store->domains[constraint->vars[i]];

      if (domain->bits == 0)
        return FALSE;
      shift[i] = domain->base + constraint->coefficients[i];
      origin = MIN (origin, shift[i]);
    }
  for (guint i = 0; i < constraint->n; i++)
    {
      shift[i] -= origin;
      if (shift[i] > 64)
        return FALSE;
    }
  return TRUE;
}

static inline Frame
framed (const PerchLogicStore *store,
        guint                  var,
        gint64                 shift)
{
  return (Frame) store->domains[var].bits << shift;
}

static gboolean
propagate_frame (PerchLogicStore            *store,
                 const PerchLogicConstraint *constraint,
                 const gint64               *shift)
{
  guint n = constraint->n;
  Frame taken = 0, once = 0, twice = 0, singles;
  guint n_fixed, n_fixed_before = 0;

  /* Values of fixed variables, until no removal fixes another one. */
  for (;;)
    {
      taken = 0;
      n_fixed = 0;
      for (guint i = 0; i < n; i++)
        if (PERCH_LOGIC_FIXED (store, constraint->vars[i]))
          {
            Frame bit = framed (store, constraint->vars[i], shift[i]);

            if (taken & bit)
              return FALSE;
            taken |= bit;
            n_fixed++;
          }
      if (n_fixed == n_fixed_before)
        break;
      n_fixed_before = n_fixed;
      for (guint i = 0; i < n; i++)
        if (!PERCH_LOGIC_FIXED (store, constraint->vars[i]) &&
            !perch_logic_store_keep (store, constraint->vars[i], (guint64) (~taken >> shift[i])))
          return FALSE;
    }

  /* As many values as variables: a value only one variable can take is its. */
  for (guint i = 0; i < n; i++)
    {
      Frame bits = framed (store, constraint->vars[i], shift[i]);

      twice |= once & bits;
      once |= bits;
    }
  n_fixed = (guint) (__builtin_popcountll ((guint64) once) +
                     __builtin_popcountll ((guint64) (once >> 64)));
  if (n_fixed < n)
    return FALSE;
  if (n_fixed > n)
    return TRUE;
  singles = once & ~twice & ~taken;
  for (guint i = 0; i < n && singles != 0; i++)
    {
      guint var = constraint->vars[i];
      Frame mine = framed (store, var, shift[i]) & singles;

      if (mine == 0)
        continue;
      if ((mine & (mine - 1)) != 0)
        return FALSE;   /* two values only this variable can take */
      singles &= ~mine;
      if (!perch_logic_store_keep (store, var, (guint64) (mine >> shift[i])))
        return FALSE;
    }
  return TRUE;
}

gboolean
perch_logic_propagate_alldiff (PerchLogicStore            *store,
                               const PerchLogicConstraint *constraint)
{
  gint64 *shift = store->scratch + 3 * (gsize) constraint->n;
  gboolean pruned;
  guint64 changes;

  /* Until nothing changes, so that its own changes need not wake it again. */
  do
    {
      changes = store->changes;
      if (frame_shifts (store, constraint, shift))
        {
          if (!propagate_frame (store, constraint, shift))
            return FALSE;
          if (changes == store->changes && !hall_intervals (store, constraint, &pruned))
            return FALSE;
        }
      else if (!remove_fixed_values (store, constraint) ||
               !hall_intervals (store, constraint, &pruned) ||
               (!pruned && !single_places (store, constraint)))
        return FALSE;
    }
  while (changes != store->changes);
  return TRUE;
}
