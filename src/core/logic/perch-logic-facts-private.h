/* perch-logic-facts-private.h: how known facts are kept, shared with the explainer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-logic-facts.h"
#include "perch-logic-puzzle-private.h"

G_BEGIN_DECLS

/* Names with more values than this have no value cells (and no explanation). */
#define PERCH_LOGIC_FACTS_VALUES_MAX 64

/* A pair cell said outright (not read from the values): the other name, whether they go
 * together, and whether the pen filled it (a ✗ in the row or column of a ✓). */
typedef struct
{
  guint    other;
  gboolean equal;
  gboolean pen;
} PerchLogicPairMark;

struct _PerchLogicFacts
{
  const PerchLogicPuzzle *puzzle;
  guint                   n_names;
  gint32                 *base;      /* per name: the value of bit 0 (its lowest value) */
  guint64                *full;      /* per name: its domain at the start; 0 when too wide */
  guint64                *mask;      /* per name: the values it may still have */
  int                    *group;     /* per name: its group, or -1 */
  GArray                **pairs;     /* per name: of PerchLogicPairMark, both ways */
};

static inline guint64
perch_logic_bit (const PerchLogicFacts *facts,
                 guint                  name,
                 gint64                 value)
{
  gint64 offset = value - facts->base[name];

  return offset >= 0 && offset < 64 ? (guint64) 1 << offset : 0;
}

static inline gboolean
perch_logic_is_single (guint64 mask)
{
  return mask != 0 && (mask & (mask - 1)) == 0;
}

/* Whether two names have cells of their own: names of two groups (not `in order`) on the
 * same domain. */
gboolean  perch_logic_facts_pairable   (const PerchLogicFacts *facts,
                                        guint                  x,
                                        guint                  y);
/* Whether a group is `in order` (its names are values, not subjects of facts). */
gboolean  perch_logic_facts_is_ordered (const PerchLogicFacts *facts,
                                        guint                  name);

G_END_DECLS
