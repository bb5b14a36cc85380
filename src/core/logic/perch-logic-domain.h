/* perch-logic-domain.h: the set of values a variable may still take
 *
 * A domain whose first range fits in 64 values is a bit set (bit i stands for base + i), so
 * holes are kept and a copy is a few words; a larger one is an interval, where only the bounds
 * move (removing a value inside it is a no-op). A domain is never empty: an operation that would
 * empty it reports a failure instead and leaves it unchanged.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Values stay within +-PERCH_LOGIC_VALUE_MAX so that sums of products fit in 64 bits. */
#define PERCH_LOGIC_VALUE_MAX 1000000000
#define PERCH_LOGIC_BITS      64

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
  gint32  min;
  gint32  max;
  gint32  base;   /* bit sets: the value of bit 0 */
  guint64 bits;   /* bit sets: the values; 0 for an interval (a bit set is never empty) */
} PerchLogicDomain;

void      perch_logic_domain_init         (PerchLogicDomain       *domain,
                                           gint32                  min,
                                           gint32                  max);
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
/* Bit sets only: keeps the values whose bits are set in @mask. */
int       perch_logic_domain_keep         (PerchLogicDomain       *domain,
                                           guint64                 mask);

static inline gboolean
perch_logic_domain_contains (const PerchLogicDomain *domain,
                             gint64                  value)
{
  if (value < domain->min || value > domain->max)
    return FALSE;
  if (domain->bits == 0)
    return TRUE;
  return (domain->bits >> (value - domain->base)) & 1;
}

static inline guint64
perch_logic_domain_size (const PerchLogicDomain *domain)
{
  if (domain->bits != 0)
    return (guint64) __builtin_popcountll (domain->bits);
  return (guint64) ((gint64) domain->max - domain->min + 1);
}

static inline gboolean
perch_logic_domain_is_fixed (const PerchLogicDomain *domain)
{
  return domain->min == domain->max;
}

G_END_DECLS
