/* perch-logic-domain.c: small sets, large sets and intervals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "perch-logic-domain.h"

#include <string.h>

void
perch_logic_domain_init (PerchLogicDomain *domain,
                         gint32            min,
                         gint32            max)
{
  g_return_if_fail (min <= max);

  domain->min = min;
  domain->max = max;
  domain->base = min;
  domain->size = (guint32) ((gint64) max - min + 1);
  domain->words = NULL;
  if ((gint64) max - min < PERCH_LOGIC_BITS)
    domain->bits = (gint64) max - min == PERCH_LOGIC_BITS - 1
                   ? G_MAXUINT64 : (((guint64) 1 << (max - min + 1)) - 1);
  else
    domain->bits = 0;
}

void
perch_logic_domain_init_set (PerchLogicDomain *domain,
                             gint32            min,
                             gint32            max,
                             guint64          *words)
{
  gsize n = PERCH_LOGIC_SET_WORDS (min, max);
  guint last = (guint) (((gint64) max - min) % 64);

  g_return_if_fail (min <= max && words != NULL);

  domain->min = min;
  domain->max = max;
  domain->base = min;
  domain->size = (guint32) ((gint64) max - min + 1);
  domain->bits = 0;
  domain->words = words;
  memset (words, 0xff, n * sizeof (guint64));
  words[n - 1] = last == 63 ? G_MAXUINT64 : (((guint64) 1 << (last + 1)) - 1);
}

/* Large sets: the first value at or above @value (which is within [base, max]). */
static gint32
words_next (const PerchLogicDomain *domain,
            gint64                  value)
{
  guint64 offset = (guint64) (value - domain->base);
  gsize w = offset / 64;
  guint64 word = domain->words[w] & (G_MAXUINT64 << (offset % 64));

  while (word == 0)
    word = domain->words[++w];
  return (gint32) (domain->base + (gint64) w * 64 + __builtin_ctzll (word));
}

/* Large sets: the last value at or below @value (within [min, max]). */
static gint32
words_previous (const PerchLogicDomain *domain,
                gint64                  value)
{
  guint64 offset = (guint64) (value - domain->base);
  gsize w = offset / 64;
  guint shift = 63 - (guint) (offset % 64);
  guint64 word = domain->words[w] & (G_MAXUINT64 >> shift);

  while (word == 0)
    word = domain->words[--w];
  return (gint32) (domain->base + (gint64) w * 64 + 63 - __builtin_clzll (word));
}

/* Large sets: counts (and with @clear, clears) the values in [low, high] ⊆ [base, ...]. */
static guint64
words_range (guint64 *words,
             gint64   low,
             gint64   high,
             gboolean clear)
{
  gsize first = (gsize) low / 64, last = (gsize) high / 64;
  guint64 count = 0;

  for (gsize w = first; w <= last; w++)
    {
      guint64 mask = G_MAXUINT64;

      if (w == first)
        mask &= G_MAXUINT64 << (low % 64);
      if (w == last)
        mask &= G_MAXUINT64 >> (63 - high % 64);
      count += (guint64) __builtin_popcountll (words[w] & mask);
      if (clear)
        words[w] &= ~mask;
    }
  return count;
}

gint32
perch_logic_domain_next (const PerchLogicDomain *domain,
                         gint32                  value)
{
  if (value >= domain->max)
    return domain->max + 1;
  if (value < domain->min)
    return domain->min;
  if (domain->bits != 0)
    return value + 1 + __builtin_ctzll (domain->bits >> (value - domain->base + 1));
  if (domain->words != NULL)
    return words_next (domain, (gint64) value + 1);
  return value + 1;
}

static int
events_of (const PerchLogicDomain *domain,
           gint32                  old_min,
           gint32                  old_max,
           guint32                 old_size)
{
  int events;

  if (domain->size == old_size)
    return PERCH_LOGIC_EVENT_NONE;
  events = PERCH_LOGIC_EVENT_DOMAIN;
  if (domain->min != old_min || domain->max != old_max)
    events |= PERCH_LOGIC_EVENT_BOUNDS;
  if (domain->size == 1)
    events |= PERCH_LOGIC_EVENT_FIXED;
  return events;
}

/* Small sets: after the bits changed, the bounds follow them (the size is counted when asked
 * for: most changes are never asked). */
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
  gint32 old_min = domain->min, old_max = domain->max;
  guint32 old_size = domain->size;

  if (min > max)
    return PERCH_LOGIC_FAILED;
  domain->min = (gint32) min;
  domain->max = (gint32) max;
  domain->size = (guint32) (max - min + 1);
  return events_of (domain, old_min, old_max, old_size);
}

/* Large sets: removes [low, high] (clamped to the bounds by the caller), failing first when
 * that would leave nothing. */
static int
words_remove (PerchLogicDomain *domain,
              gint64            low,
              gint64            high)
{
  gint32 old_min = domain->min, old_max = domain->max;
  guint32 old_size = domain->size;
  guint64 removed = words_range (domain->words, low - domain->base, high - domain->base, FALSE);

  if (removed == 0)
    return PERCH_LOGIC_EVENT_NONE;
  if (removed >= domain->size)
    return PERCH_LOGIC_FAILED;
  words_range (domain->words, low - domain->base, high - domain->base, TRUE);
  domain->size -= (guint32) removed;
  if (low <= domain->min)
    domain->min = words_next (domain, high + 1);
  if (high >= domain->max)
    domain->max = words_previous (domain, low - 1);
  return events_of (domain, old_min, old_max, old_size);
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
  if (domain->words != NULL)
    return words_remove (domain, domain->min, value - 1);
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
  if (domain->words != NULL)
    return words_remove (domain, value + 1, domain->max);
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
  low = MAX (low, domain->min);
  high = MIN (high, domain->max);
  if (domain->bits != 0)
    return refresh_bits (domain, domain->bits & ~range_mask (low - domain->base,
                                                             high - domain->base));
  if (domain->words != NULL)
    return words_remove (domain, low, high);
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
  gint32 old_min = domain->min, old_max = domain->max;
  guint32 old_size = domain->size;

  if (!perch_logic_domain_contains (domain, value))
    return PERCH_LOGIC_FAILED;
  if (domain->bits != 0)
    return refresh_bits (domain, (guint64) 1 << (value - domain->base));
  if (domain->words == NULL)
    return interval_bounds (domain, value, value);
  if (domain->size == 1)
    return PERCH_LOGIC_EVENT_NONE;
  words_range (domain->words, domain->min - domain->base, domain->max - domain->base, TRUE);
  domain->words[(value - domain->base) / 64] |= (guint64) 1 << ((value - domain->base) % 64);
  domain->min = domain->max = (gint32) value;
  domain->size = 1;
  return events_of (domain, old_min, old_max, old_size);
}

int
perch_logic_domain_keep (PerchLogicDomain *domain,
                         guint64           mask)
{
  g_return_val_if_fail (domain->bits != 0, PERCH_LOGIC_FAILED);

  return refresh_bits (domain, domain->bits & mask);
}

int
perch_logic_domain_keep_words (PerchLogicDomain *domain,
                               const guint64    *mask)
{
  gint32 old_min = domain->min, old_max = domain->max;
  guint32 old_size = domain->size;
  gsize first, last;
  guint64 size = 0;

  g_return_val_if_fail (domain->words != NULL, PERCH_LOGIC_FAILED);

  first = (gsize) (domain->min - domain->base) / 64;
  last = (gsize) (domain->max - domain->base) / 64;
  for (gsize w = first; w <= last; w++)
    size += (guint64) __builtin_popcountll (domain->words[w] & mask[w]);
  if (size == 0)
    return PERCH_LOGIC_FAILED;
  if (size == domain->size)
    return PERCH_LOGIC_EVENT_NONE;
  for (gsize w = first; w <= last; w++)
    domain->words[w] &= mask[w];
  domain->size = (guint32) size;
  domain->min = words_next (domain, domain->min);
  domain->max = words_previous (domain, domain->max);
  return events_of (domain, old_min, old_max, old_size);
}
