/* perch-logic-alldiff.c: x[i] + offset[i] all different, stronger than pairwise
 *
 * Three rules, cheapest first: a fixed variable's value leaves every other domain; a Hall
 * interval (k variables whose values all lie within k consecutive values) takes those values
 * from every other variable, as in bounds consistency; and when the variables can reach
 * exactly as many values as there are variables, a value only one of them can take is its
 * (Sudoku's hidden single).
 *
 * When every domain is a bit set, the shifted values fit in 128 bits and there are at most 64
 * variables (every puzzle of Perch's size), a matching takes their place and removes every
 * value no solution of this constraint alone uses (generalised arc consistency). That needs
 * 128-bit integers, which every 64-bit compiler has.
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

#ifdef __SIZEOF_INT128__
typedef unsigned __int128 Frame;

/* The shift that puts each variable's bits in one frame of 128 values; FALSE when the
 * domains do not fit. */
static gboolean
frame_shifts (PerchLogicStore            *store,
              const PerchLogicConstraint *constraint,
              gint64                     *shift)
{
  gint64 origin = G_MAXINT64;

  if (constraint->n > PERCH_LOGIC_BITS)
    return FALSE;
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

static inline guint
lowest_bit (Frame bits)
{
  guint64 low = (guint64) bits;

  return low != 0 ? (guint) __builtin_ctzll (low)
                  : 64 + (guint) __builtin_ctzll ((guint64) (bits >> 64));
}

#define BIT(v) ((Frame) 1 << (v))

typedef struct
{
  const Frame *domain;    /* per variable, in the frame */
  int          mate[2 * PERCH_LOGIC_BITS];   /* per value: its variable, or -1 */
  Frame        visited;
} Matching;

/* Kuhn's augmenting path from variable @i. */
static gboolean
augment (Matching *matching,
         guint     i)
{
  Frame candidates;

  while ((candidates = matching->domain[i] & ~matching->visited) != 0)
    {
      guint w = lowest_bit (candidates);

      matching->visited |= BIT (w);
      if (matching->mate[w] < 0 || augment (matching, (guint) matching->mate[w]))
        {
          matching->mate[w] = (int) i;
          return TRUE;
        }
    }
  return FALSE;
}

/* Generalised arc consistency (Régin): a value stays only if some maximum matching of the
 * variables to distinct values uses it. Values are the frame's bits. With a matching, the
 * variable holding u may move to w when w is free, or when w's holder can in turn move on,
 * back to u or to a free value: that is, when w reaches u or a free value in the graph
 * "w -> the other values of w's holder". */
static gboolean
propagate_frame (PerchLogicStore            *store,
                 const PerchLogicConstraint *constraint,
                 const gint64               *shift)
{
  guint n = constraint->n;
  Frame domain[PERCH_LOGIC_BITS], reach[2 * PERCH_LOGIC_BITS];
  Frame all = 0, matched = 0, free_values, rest;
  int match[PERCH_LOGIC_BITS];
  Matching matching;

  for (guint i = 0; i < n; i++)
    {
      domain[i] = framed (store, constraint->vars[i], shift[i]);
      all |= domain[i];
    }
  matching.domain = domain;
  for (guint v = 0; v < 2 * PERCH_LOGIC_BITS; v++)
    matching.mate[v] = -1;

  /* A maximum matching, the free values first. */
  for (guint i = 0; i < n; i++)
    {
      Frame easy = domain[i] & ~matched;

      if (easy != 0)
        {
          matching.mate[lowest_bit (easy)] = (int) i;
          matched |= easy & -easy;
          continue;
        }
      matching.visited = 0;
      if (!augment (&matching, i))
        return FALSE;   /* fewer values than variables somewhere */
      /* The path ended on a value that was free. */
      for (rest = matching.visited & ~matched; rest != 0; rest &= rest - 1)
        if (matching.mate[lowest_bit (rest)] >= 0)
          matched |= rest & -rest;
    }
  for (rest = matched; rest != 0; rest &= rest - 1)
    {
      guint v = lowest_bit (rest);

      match[matching.mate[v]] = (int) v;
    }
  free_values = all & ~matched;

  /* What each value reaches (transitive closure over the values in use). */
  for (rest = all; rest != 0; rest &= rest - 1)
    {
      guint v = lowest_bit (rest);

      reach[v] = BIT (v) | (matching.mate[v] >= 0 ? domain[matching.mate[v]] : 0);
    }
  for (Frame ks = all; ks != 0; ks &= ks - 1)
    {
      guint k = lowest_bit (ks);

      for (rest = all; rest != 0; rest &= rest - 1)
        {
          guint v = lowest_bit (rest);

          if (reach[v] & BIT (k))
            reach[v] |= reach[k];
        }
    }

  for (guint i = 0; i < n; i++)
    {
      guint u = (guint) match[i];
      Frame keep = BIT (u);

      for (rest = domain[i] & ~BIT (u); rest != 0; rest &= rest - 1)
        {
          guint w = lowest_bit (rest);

          if ((reach[w] & (BIT (u) | free_values)) != 0)
            keep |= BIT (w);
        }
      if (keep != domain[i] &&
          !perch_logic_store_keep (store, constraint->vars[i], (guint64) (keep >> shift[i])))
        return FALSE;
    }
  return TRUE;
}

#endif

gboolean
perch_logic_propagate_alldiff (PerchLogicStore            *store,
                               const PerchLogicConstraint *constraint)
{
  G_GNUC_UNUSED gint64 *shift = store->scratch + 3 * (gsize) constraint->n;
  gboolean pruned;
  guint64 changes;

#ifdef __SIZEOF_INT128__
  if (frame_shifts (store, constraint, shift))
    return propagate_frame (store, constraint, shift);   /* complete in one run */
#endif

  /* Until nothing changes, so that its own changes need not wake it again. */
  do
    {
      changes = store->changes;
      if (!remove_fixed_values (store, constraint) ||
          !hall_intervals (store, constraint, &pruned) ||
          (!pruned && !single_places (store, constraint)))
        return FALSE;
    }
  while (changes != store->changes);
  return TRUE;
}
