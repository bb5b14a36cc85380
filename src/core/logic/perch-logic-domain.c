/* perch-logic-domain.c: bit-set and interval domains
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "perch-logic-domain.h"

void
perch_logic_domain_init (PerchLogicDomain *domain,
                         gint32            min,
                         gint32            max)
{
  g_return_if_fail (min <= max);

  domain->min = min;
  domain->max = max;
  domain->base = min;
  if ((gint64) max - min < PERCH_LOGIC_BITS)
    domain->bits = (gint64) max - min == PERCH_LOGIC_BITS - 1
                   ? G_MAXUINT64 : (((guint64) 1 << (max - min + 1)) - 1);
  else
    domain->bits = 0;
}

gint32
perch_logic_domain_next (const PerchLogicDomain *domain,
                         gint32                  value)
{
  guint64 above;
  int shift;

  if (value >= domain->max)
    return domain->max + 1;
  if (value < domain->min)
    return domain->min;
  if (domain->bits == 0)
    return value + 1;
  shift = value - domain->base + 1;
  above = domain->bits >> shift;
  /* value < max, so some bit above is set */
  return value + 1 + __builtin_ctzll (above);
}

/* After the bits changed: the bounds follow them. */
static int
refresh_bits (PerchLogicDomain *domain,
              guint64           bits)
{
  gint32 old_min = domain->min, old_max = domain->max;
  int events;

  if (bits == 0)
    return PERCH_LOGIC_FAILED;
  if (bits == domain->bits)
    return PERCH_LOGIC_EVENT_NONE;
  domain->bits = bits;
  domain->min = domain->base + __builtin_ctzll (bits);
  domain->max = domain->base + 63 - __builtin_clzll (bits);
  events = PERCH_LOGIC_EVENT_DOMAIN;
  if (domain->min != old_min || domain->max != old_max)
    events |= PERCH_LOGIC_EVENT_BOUNDS;
  if (domain->min == domain->max)
    events |= PERCH_LOGIC_EVENT_FIXED;
  return events;
}

/* The bits of base + low .. base + high (offsets, clamped to 0..63 by the callers). */
static guint64
range_mask (gint64 low,
            gint64 high)
{
  guint64 upto_high = high >= 63 ? G_MAXUINT64 : (((guint64) 1 << (high + 1)) - 1);
  guint64 below_low = low <= 0 ? 0 : (((guint64) 1 << low) - 1);

  return upto_high & ~below_low;
}

static int
interval_bounds (PerchLogicDomain *domain,
                 gint64            min,
                 gint64            max)
{
  int events;

  if (min > max)
    return PERCH_LOGIC_FAILED;
  if (min == domain->min && max == domain->max)
    return PERCH_LOGIC_EVENT_NONE;
  domain->min = (gint32) min;
  domain->max = (gint32) max;
  events = PERCH_LOGIC_EVENT_DOMAIN | PERCH_LOGIC_EVENT_BOUNDS;
  if (min == max)
    events |= PERCH_LOGIC_EVENT_FIXED;
  return events;
}

int
perch_logic_domain_set_min (PerchLogicDomain *domain,
                            gint64            value)
{
  if (value <= domain->min)
    return PERCH_LOGIC_EVENT_NONE;
  if (value > domain->max)
    return PERCH_LOGIC_FAILED;
  if (domain->bits != 0)
    return refresh_bits (domain, domain->bits & range_mask (value - domain->base, 63));
  return interval_bounds (domain, value, domain->max);
}

int
perch_logic_domain_set_max (PerchLogicDomain *domain,
                            gint64            value)
{
  if (value >= domain->max)
    return PERCH_LOGIC_EVENT_NONE;
  if (value < domain->min)
    return PERCH_LOGIC_FAILED;
  if (domain->bits != 0)
    return refresh_bits (domain, domain->bits & range_mask (0, value - domain->base));
  return interval_bounds (domain, domain->min, value);
}

int
perch_logic_domain_remove (PerchLogicDomain *domain,
                           gint64            value)
{
  return perch_logic_domain_remove_range (domain, value, value);
}

int
perch_logic_domain_remove_range (PerchLogicDomain *domain,
                                 gint64            low,
                                 gint64            high)
{
  if (high < domain->min || low > domain->max || low > high)
    return PERCH_LOGIC_EVENT_NONE;
  if (domain->bits != 0)
    {
      gint64 from = MAX (low, domain->min) - domain->base;
      gint64 to = MIN (high, domain->max) - domain->base;

      return refresh_bits (domain, domain->bits & ~range_mask (from, to));
    }
  if (low <= domain->min)
    return interval_bounds (domain, high + 1, domain->max);
  if (high >= domain->max)
    return interval_bounds (domain, domain->min, low - 1);
  return PERCH_LOGIC_EVENT_NONE;   /* a hole inside an interval is not kept */
}

int
perch_logic_domain_assign (PerchLogicDomain *domain,
                           gint64            value)
{
  if (!perch_logic_domain_contains (domain, value))
    return PERCH_LOGIC_FAILED;
  if (domain->bits != 0)
    return refresh_bits (domain, (guint64) 1 << (value - domain->base));
  return interval_bounds (domain, value, value);
}

int
perch_logic_domain_keep (PerchLogicDomain *domain,
                         guint64           mask)
{
  g_return_val_if_fail (domain->bits != 0, PERCH_LOGIC_FAILED);

  return refresh_bits (domain, domain->bits & mask);
}
