/* perch-logic-arith.c: z = x * y and z = |x|: bounds, divisors of a fixed product, and
 * every value for small domains
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "perch-logic-propagators.h"

/* a = b / c over the bounds of b and c, when c cannot be 0: the quotient's extremes are at
 * the corners, and ceil(min) = min(ceil), floor(max) = max(floor). */
static gboolean
divide_bounds (PerchLogicStore *store,
               guint            a,
               guint            b,
               guint            c)
{
  gint64 bs[2] = { PERCH_LOGIC_MIN (store, b), PERCH_LOGIC_MAX (store, b) };
  gint64 cs[2] = { PERCH_LOGIC_MIN (store, c), PERCH_LOGIC_MAX (store, c) };
  gint64 low = G_MAXINT64, high = G_MININT64;

  if (cs[0] <= 0 && cs[1] >= 0)
    return TRUE;
  for (guint i = 0; i < 2; i++)
    for (guint j = 0; j < 2; j++)
      {
        low = MIN (low, perch_logic_ceil_div (bs[i], cs[j]));
        high = MAX (high, perch_logic_floor_div (bs[i], cs[j]));
      }
  return perch_logic_store_set_min (store, a, low) && perch_logic_store_set_max (store, a, high);
}

/* Small domains: each value of a needs a partner b with a * b in z. */
static gboolean
small_supports (PerchLogicStore *store,
                guint            a,
                guint            b,
                guint            z)
{
  PerchLogicDomain da = store->domains[a];

  for (gint64 v = da.min; v <= da.max; v = perch_logic_domain_next (&da, (gint32) v))
    {
      const PerchLogicDomain *db = &store->domains[b];
      gboolean supported = FALSE;

      for (gint64 w = db->min; w <= db->max && !supported;
           w = perch_logic_domain_next (db, (gint32) w))
        supported = perch_logic_domain_contains (&store->domains[z], v * w);
      if (!supported && !perch_logic_store_remove (store, a, v))
        return FALSE;
    }
  return TRUE;
}

/* ... and each value of z a product of the two. */
static gboolean
small_products (PerchLogicStore *store,
                guint            x,
                guint            y,
                guint            z)
{
  const PerchLogicDomain *dx = &store->domains[x], *dy = &store->domains[y];
  PerchLogicDomain dz = store->domains[z];
  guint64 reached = 0;

  for (gint64 v = dx->min; v <= dx->max; v = perch_logic_domain_next (dx, (gint32) v))
    for (gint64 w = dy->min; w <= dy->max; w = perch_logic_domain_next (dy, (gint32) w))
      if (perch_logic_domain_contains (&dz, v * w))
        reached |= (guint64) 1 << (v * w - dz.base);
  return perch_logic_store_keep (store, z, reached);
}

/* With the product fixed to @c: each value v of @a needs v * w = c for some w of @b, so it
 * divides c (x * y = 999999 over 1..1000000 leaves the 64 divisors). For sets of any size:
 * a large one is cut with one mask. */
static gboolean
divisors (PerchLogicStore *store,
          guint            a,
          guint            b,
          gint64           c)
{
  PerchLogicDomain da = store->domains[a];   /* a copy: the loop removes from the original */
  const PerchLogicDomain *db = &store->domains[b];
  g_autofree guint64 *mask = NULL;
  gboolean ok = TRUE;

  if (!perch_logic_domain_is_set (&da) || (c == 0 && perch_logic_domain_contains (db, 0)))
    return TRUE;
  if (da.words != NULL)
    mask = g_new0 (guint64, PERCH_LOGIC_SET_WORDS (da.base, da.max));
  for (gint64 v = da.min; v <= da.max; v = perch_logic_domain_next (&da, (gint32) v))
    {
      gboolean supported = c == 0 ? v == 0
                                  : v != 0 && c % v == 0 &&
                                    perch_logic_domain_contains (db, c / v);

      if (mask != NULL && supported)
        mask[(v - da.base) / 64] |= (guint64) 1 << ((v - da.base) % 64);
      else if (mask == NULL && !supported && !perch_logic_store_remove (store, a, v))
        return FALSE;
    }
  if (mask != NULL)
    ok = perch_logic_store_keep_words (store, a, mask);
  return ok;
}

gboolean
perch_logic_propagate_times (PerchLogicStore            *store,
                             const PerchLogicConstraint *constraint)
{
  guint x = constraint->x, y = constraint->y, z = constraint->z;
  gint64 xs[2] = { PERCH_LOGIC_MIN (store, x), PERCH_LOGIC_MAX (store, x) };
  gint64 ys[2] = { PERCH_LOGIC_MIN (store, y), PERCH_LOGIC_MAX (store, y) };
  gint64 low = G_MAXINT64, high = G_MININT64;

  for (guint i = 0; i < 2; i++)
    for (guint j = 0; j < 2; j++)
      {
        low = MIN (low, xs[i] * ys[j]);
        high = MAX (high, xs[i] * ys[j]);
      }
  if (!perch_logic_store_set_min (store, z, low) || !perch_logic_store_set_max (store, z, high))
    return FALSE;

  if (!perch_logic_domain_contains (&store->domains[z], 0))
    {
      if (!perch_logic_store_remove (store, x, 0) || !perch_logic_store_remove (store, y, 0))
        return FALSE;
    }
  if (!divide_bounds (store, x, z, y) || !divide_bounds (store, y, z, x))
    return FALSE;
  if (PERCH_LOGIC_FIXED (store, z) &&
      (!divisors (store, x, y, PERCH_LOGIC_MIN (store, z)) ||
       !divisors (store, y, x, PERCH_LOGIC_MIN (store, z))))
    return FALSE;
  if (store->domains[x].bits != 0 && store->domains[y].bits != 0 &&
      store->domains[z].bits != 0)
    return small_supports (store, x, y, z) && small_supports (store, y, x, z) &&
           small_products (store, x, y, z);
  return TRUE;
}

gboolean
perch_logic_propagate_abs (PerchLogicStore            *store,
                           const PerchLogicConstraint *constraint)
{
  guint x = constraint->x, z = constraint->z;
  gint64 x_min = PERCH_LOGIC_MIN (store, x), x_max = PERCH_LOGIC_MAX (store, x);
  PerchLogicDomain domain;

  if (!perch_logic_store_set_min (store, z, x_min >= 0 ? x_min : x_max <= 0 ? -x_max : 0) ||
      !perch_logic_store_set_max (store, z, MAX (-x_min, x_max)) ||
      !perch_logic_store_set_min (store, x, -PERCH_LOGIC_MAX (store, z)) ||
      !perch_logic_store_set_max (store, x, PERCH_LOGIC_MAX (store, z)))
    return FALSE;
  if (x_min >= 0 && !perch_logic_store_set_min (store, x, PERCH_LOGIC_MIN (store, z)))
    return FALSE;
  if (x_max <= 0 && !perch_logic_store_set_max (store, x, -PERCH_LOGIC_MIN (store, z)))
    return FALSE;

  if (!perch_logic_store_enumerable (store, x) || !perch_logic_store_enumerable (store, z))
    return TRUE;
  /* Enumerable domains: every value needs a partner. */
  domain = store->domains[x];
  for (gint64 v = domain.min; v <= domain.max; v = perch_logic_domain_next (&domain, (gint32) v))
    if (!perch_logic_domain_contains (&store->domains[z], ABS (v)) &&
        !perch_logic_store_remove (store, x, v))
      return FALSE;
  domain = store->domains[z];
  for (gint64 w = domain.min; w <= domain.max; w = perch_logic_domain_next (&domain, (gint32) w))
    if (!perch_logic_domain_contains (&store->domains[x], w) &&
        !perch_logic_domain_contains (&store->domains[x], -w) &&
        !perch_logic_store_remove (store, z, w))
      return FALSE;
  return TRUE;
}
