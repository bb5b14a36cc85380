/* perch-ballsort-encoding-private.h: positions as short canonical bit strings
 *
 * For the solver only. A ball goes onto a ball of its own colour or into an
 * empty bottle, so every bottle is, at any time, either one colour only (a
 * "run") or what is left of its starting content with a run of the top colour
 * put on it. A position is therefore written as one small field per bottle
 * that started mixed (how much of its start is left, how much lies on it, or
 * "gone"), and one field per colour: the lengths of that colour's runs, as
 * the number of a partition. Bottle order and which empty bottle holds a run
 * leave no trace: equal positions have equal keys, without any sorting.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-ballsort-level.h"

G_BEGIN_DECLS

/* One state of a bottle that started mixed. */
typedef struct
{
  guint8 kept;       /* balls of its start still in place, above its bottom run */
  guint8 added;      /* balls of the top colour put on them */
  guint8 height;
  guint8 top;        /* colour */
  guint8 top_run;
  guint8 weight;     /* its share of the lower bound */
} PerchBallsortSlotCode;

typedef struct
{
  guint                  bottle;      /* the level's bottle */
  guint                  height;      /* balls it started with */
  guint                  bottom;      /* colour of its bottom run */
  guint                  bottom_run;
  guint8                *balls;       /* its start, bottom first */
  guint                  n_codes;     /* code 0 is "gone" (emptied to a run or less) */
  guint                  shift;       /* its field in a key */
  guint                  bits;
  PerchBallsortSlotCode *codes;
  guint16               *code_of;     /* [kept * (capacity + 1) + added], 0 if not canonical */
} PerchBallsortSlot;

typedef struct
{
  PerchBallsortModel  model;
  guint               n_bottles;
  guint               capacity;
  guint               n_colours;
  guint               key_words;

  PerchBallsortSlot  *slots;
  guint               n_slots;
  int                *slot_of_bottle;

  /* Every multiset of run lengths with at most capacity balls in all. */
  guint               n_partitions;
  guint8             *parts;           /* rows of capacity + 1 bytes, longest first, 0-ended */
  guint8             *part_count;
  guint8             *part_sum;
  guint8             *part_max;
  guint16            *transitions;     /* a row of (capacity + 1)^2 per partition */
  guint8             *transition_ready;
  GHashTable         *partition_index;
  guint               colour_shift;
  guint               colour_bits;

  /* Scratch for one expansion. */
  gpointer            entries;
  guint              *colour_codes;
  guint              *slot_run_sum;
  guint              *slot_run_max;
  guint              *slot_run_count;
  guint              *by_top_first;
  guint              *by_top;

  gsize               memory;          /* bytes of all the above */
} PerchBallsortEncoding;

void     perch_ballsort_encoding_init      (PerchBallsortEncoding    *self,
                                            const PerchBallsortLevel *start,
                                            PerchBallsortModel        model);
void     perch_ballsort_encoding_clear     (PerchBallsortEncoding    *self);

gboolean perch_ballsort_encoding_encode    (PerchBallsortEncoding    *self,
                                            const PerchBallsortLevel *level,
                                            guint64                  *key);
guint    perch_ballsort_encoding_bound     (PerchBallsortEncoding    *self,
                                            const guint64            *key);
guint    perch_ballsort_encoding_max_children (const PerchBallsortEncoding *self);
guint    perch_ballsort_encoding_expand    (PerchBallsortEncoding    *self,
                                            const guint64            *key,
                                            guint                     bound,
                                            guint64                  *child_keys,
                                            guint                    *child_bounds);

G_END_DECLS
