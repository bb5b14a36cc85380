/* perch-logic-domain.h: the set of values a variable may still take
 *
 * Three forms, chosen when the store is built (perch-logic-store.c):
 * - a small set: the span fits in 64 values; bit i of @bits stands for base + i;
 * - a large set: a puzzle's name with a span of up to PERCH_LOGIC_SET_MAX values, one bit per
 *   value in @words (owned by the store), so N queens with N = 500 keeps its holes like
 *   N = 8 does;
 * - an interval: only the bounds move (removing a value inside it is a no-op), for spans
 *   too wide for bits (1..1000000000) and for the helpers (sums, products) of more than 64.
 * Both set forms keep the bits outside [min, max] at 0; a large set and an interval keep
 * @size exact (a small set counts its bits when asked). Bits rather than a
 * list of ranges: a test or a removal is one word operation, and saving a domain of N queens
 * with N = 500 on the trail copies eight words, whatever holes the search made.
 *
 * A domain is never empty: an operation that would empty it reports a failure instead and
 * leaves it unchanged.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Values stay within +-PERCH_LOGIC_VALUE_MAX so that sums of products fit in 64 bits. */
#define PERCH_LOGIC_VALUE_MAX 1000000000
#define PERCH_LOGIC_BITS      64
/* The widest span kept as a set (a million values: 16384 words). */
#define PERCH_LOGIC_SET_MAX   (1 << 20)

/* What changed, as a mask; PERCH_LOGIC_FAILED when the domain would become empty. */
typedef enum
{
  PERCH_LOGIC_EVENT_NONE   = 0,
  PERCH_LOGIC_EVENT_DOMAIN = 1 << 0,   /* some value left */
  PERCH_LOGIC_EVENT_BOUNDS = 1 << 1,   /* the minimum or the maximum moved */
  PERCH_LOGIC_EVENT_FIXED  = 1 << 2,   /* one value left */
} PerchLogicEvent;

#define PERCH_LOGIC_FAILED (-1)

typedef struct
{
  gint32   min;
  gint32   max;
  gint32   base;    /* sets: the value of bit 0 */
  guint32  size;    /* large sets and intervals: how many values are left */
  guint64  bits;    /* a small set: the values; 0 otherwise */
  guint64 *words;   /* a large set: the values; NULL otherwise */
} PerchLogicDomain;

/* How many words a large set of [min, max] needs. */
#define PERCH_LOGIC_SET_WORDS(min, max) ((gsize) (((gint64) (max) - (min)) / 64 + 1))

/* A small set when the span fits in 64 values, else an interval. */
void      perch_logic_domain_init         (PerchLogicDomain       *domain,
                                           gint32                  min,
                                           gint32                  max);
/* A large set over PERCH_LOGIC_SET_WORDS (min, max) words, all values in. */
void      perch_logic_domain_init_set     (PerchLogicDomain       *domain,
                                           gint32                  min,
                                           gint32                  max,
                                           guint64                *words);
/* The smallest value above @value, or max + 1 when there is none. */
gint32    perch_logic_domain_next         (const PerchLogicDomain *domain,
                                           gint32                  value);

/* These return a PerchLogicEvent mask, or PERCH_LOGIC_FAILED. */
int       perch_logic_domain_set_min      (PerchLogicDomain       *domain,
                                           gint64                  value);
int       perch_logic_domain_set_max      (PerchLogicDomain       *domain,
                                           gint64                  value);
int       perch_logic_domain_remove       (PerchLogicDomain       *domain,
                                           gint64                  value);
int       perch_logic_domain_remove_range (PerchLogicDomain       *domain,
                                           gint64                  low,
                                           gint64                  high);
int       perch_logic_domain_assign       (PerchLogicDomain       *domain,
                                           gint64                  value);
/* Small sets only: keeps the values whose bits are set in @mask. */
int       perch_logic_domain_keep         (PerchLogicDomain       *domain,
                                           guint64                 mask);
/* Large sets only: keeps the values whose bits are set in @mask (aligned with @words). */
int       perch_logic_domain_keep_words   (PerchLogicDomain       *domain,
                                           const guint64          *mask);

/* Whether holes are kept (a small or a large set). */
static inline gboolean
perch_logic_domain_is_set (const PerchLogicDomain *domain)
{
  return domain->bits != 0 || domain->words != NULL;
}

static inline gboolean
perch_logic_domain_contains (const PerchLogicDomain *domain,
                             gint64                  value)
{
  guint64 offset;

  if (value < domain->min || value > domain->max)
    return FALSE;
  offset = (guint64) (value - domain->base);
  if (domain->bits != 0)
    return (domain->bits >> offset) & 1;
  if (domain->words != NULL)
    return (domain->words[offset / 64] >> (offset % 64)) & 1;
  return TRUE;
}

static inline guint64
perch_logic_domain_size (const PerchLogicDomain *domain)
{
  if (domain->bits != 0)
    return (guint64) __builtin_popcountll (domain->bits);
  return domain->size;
}

static inline gboolean
perch_logic_domain_is_fixed (const PerchLogicDomain *domain)
{
  return domain->min == domain->max;
}

G_END_DECLS
