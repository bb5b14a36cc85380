/* perch-ballsort-encoding.c: positions as short canonical bit strings, and their moves
 *
 * A bottle that started mixed keeps, at any time, a prefix of its start (the
 * bottom ball never leaves while anything above it stays) with a run of the
 * prefix's top colour on it. Its field numbers the canonical (kept, added)
 * pairs: the longest prefix is taken, so a ball put back where it came from
 * counts as kept. When only its bottom run is left, the bottle becomes a run
 * like any one-colour bottle, and its field "gone".
 *
 * The lower bound is kept up to date move by move: a move changes the fields
 * of its two bottles and the runs of the colour it moves, nothing else.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-ballsort"

#include "perch-ballsort-encoding-private.h"

#include <string.h>

#define NO_CODE G_MAXUINT16

typedef enum
{
  ENTRY_SLOT,
  ENTRY_RUN,
  ENTRY_EMPTY,
} EntryKind;

/* A bottle of the position being expanded. */
typedef struct
{
  guint8  kind;
  guint8  top;
  guint8  height;
  guint8  top_run;
  guint8  twin;      /* a run equal to the entry before it */
  guint16 index;     /* slot number, or the colour of a run */
} Entry;

static guint
bits_for (guint n_values)
{
  guint bits = 1;

  while ((1u << bits) < n_values)
    bits++;
  return bits;
}

static inline guint
key_get (const guint64 *key,
         guint          shift,
         guint          bits)
{
  guint word = shift >> 6, offset = shift & 63;
  guint64 value = key[word] >> offset;

  if (offset + bits > 64)
    value |= key[word + 1] << (64 - offset);
  return (guint) (value & ((G_GUINT64_CONSTANT (1) << bits) - 1));
}

static inline void
key_set (guint64 *key,
         guint    shift,
         guint    bits,
         guint    value)
{
  guint word = shift >> 6, offset = shift & 63;
  guint64 mask = (G_GUINT64_CONSTANT (1) << bits) - 1;

  key[word] = (key[word] & ~(mask << offset)) | ((guint64) value << offset);
  if (offset + bits > 64)
    {
      guint spill = 64 - offset;

      key[word + 1] = (key[word + 1] & ~(mask >> spill)) | ((guint64) value >> spill);
    }
}

/* Partitions: every multiset of run lengths of at most capacity balls. */

static void
add_partitions (GArray *rows,
                guint8 *row,
                guint   length,
                guint   largest,
                guint   left,
                guint   width)
{
  g_array_append_vals (rows, row, width);
  for (guint part = MIN (largest, left); part >= 1; part--)
    {
      row[length] = part;
      add_partitions (rows, row, length + 1, part, left - part, width);
      row[length] = 0;
    }
}

static void
partitions_init (PerchBallsortEncoding *self)
{
  guint width = self->capacity + 1;
  guint8 row[PERCH_BALLSORT_MAX_CAPACITY + 1] = { 0 };
  g_autoptr(GArray) rows = g_array_new (FALSE, FALSE, 1);
  gsize n_transitions;

  add_partitions (rows, row, 0, self->capacity, self->capacity, width);
  self->n_partitions = rows->len / width;
  self->parts = (guint8 *) g_array_free (g_steal_pointer (&rows), FALSE);
  self->part_count = g_new0 (guint8, self->n_partitions);
  self->part_sum = g_new0 (guint8, self->n_partitions);
  self->part_max = g_new0 (guint8, self->n_partitions);
  self->partition_index = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint code = 0; code < self->n_partitions; code++)
    {
      guint8 *parts = self->parts + (gsize) code * width;

      self->part_max[code] = parts[0];
      for (guint i = 0; parts[i] != 0; i++)
        {
          self->part_count[code]++;
          self->part_sum[code] += parts[i];
        }
      g_hash_table_insert (self->partition_index, parts, GUINT_TO_POINTER (code + 1));
    }

  n_transitions = (gsize) self->n_partitions * width * width;
  self->transitions = g_new (guint16, n_transitions);
  self->transition_ready = g_new0 (guint8, self->n_partitions);
  self->memory += self->n_partitions * (gsize) (width + 4) + n_transitions * sizeof (guint16) +
                  self->n_partitions * 3 * sizeof (gpointer);
}

static guint
partition_code (PerchBallsortEncoding *self,
                guint8                *lengths,
                guint                  n_lengths)
{
  guint8 row[PERCH_BALLSORT_MAX_CAPACITY + 1];

  /* Longest first, then look it up. */
  for (guint i = 1; i < n_lengths; i++)
    for (guint j = i; j > 0 && lengths[j - 1] < lengths[j]; j--)
      {
        guint8 swap = lengths[j];

        lengths[j] = lengths[j - 1];
        lengths[j - 1] = swap;
      }
  memcpy (row, lengths, n_lengths);
  row[n_lengths] = 0;
  return GPOINTER_TO_UINT (g_hash_table_lookup (self->partition_index, row)) - 1;
}

static void
fill_transitions (PerchBallsortEncoding *self,
                  guint                  code)
{
  guint width = self->capacity + 1;
  const guint8 *parts = self->parts + (gsize) code * width;
  guint16 *row = self->transitions + (gsize) code * width * width;

  for (guint old_length = 0; old_length <= self->capacity; old_length++)
    {
      int at = -1;

      for (guint i = 0; parts[i] != 0 && old_length > 0; i++)
        if (parts[i] == old_length)
          at = i;
      for (guint new_length = 0; new_length <= self->capacity; new_length++)
        {
          guint8 lengths[PERCH_BALLSORT_MAX_CAPACITY + 1];
          guint n = 0;

          row[old_length * width + new_length] = NO_CODE;
          if ((old_length > 0 && at < 0) ||
              self->part_sum[code] - old_length + new_length > self->capacity)
            continue;
          for (guint i = 0; parts[i] != 0; i++)
            if ((int) i != at)
              lengths[n++] = parts[i];
          if (new_length > 0)
            lengths[n++] = new_length;
          row[old_length * width + new_length] = partition_code (self, lengths, n);
        }
    }
  self->transition_ready[code] = TRUE;
}

/* The partition @code with one run of @old_length (0: none) made @new_length
 * (0: gone). */
static inline guint
transition (PerchBallsortEncoding *self,
            guint                  code,
            guint                  old_length,
            guint                  new_length)
{
  guint width = self->capacity + 1;

  if (G_UNLIKELY (!self->transition_ready[code]))
    fill_transitions (self, code);
  return self->transitions[((gsize) code * width + old_length) * width + new_length];
}

/* Slots: the bottles that started mixed. */

static void
slot_init (PerchBallsortEncoding    *self,
           PerchBallsortSlot        *slot,
           const PerchBallsortLevel *start,
           guint                     bottle,
           guint                     bottom_run)
{
  guint width = self->capacity + 1;
  guint runs = 1, top_run = 1;
  g_autoptr(GArray) codes = g_array_new (FALSE, TRUE, sizeof (PerchBallsortSlotCode));
  PerchBallsortSlotCode gone = { 0 };

  slot->bottle = bottle;
  slot->height = start->heights[bottle];
  slot->bottom = start->balls[bottle][0];
  slot->bottom_run = bottom_run;
  slot->balls = g_memdup2 (start->balls[bottle], start->capacity);
  slot->code_of = g_new0 (guint16, (slot->height + 1) * width);
  g_array_append_val (codes, gone);

  for (guint kept = 1; kept <= slot->height; kept++)
    {
      if (kept >= 2)
        {
          gboolean same = slot->balls[kept - 1] == slot->balls[kept - 2];

          runs += !same;
          top_run = same ? top_run + 1 : 1;
        }
      if (kept <= bottom_run)
        continue;
      for (guint added = 0; kept + added <= self->capacity; added++)
        {
          PerchBallsortSlotCode code;

          /* The longest prefix is the canonical one. */
          if (added > 0 && kept < slot->height &&
              slot->balls[kept] == slot->balls[kept - 1])
            break;
          code.kept = kept;
          code.added = added;
          code.height = kept + added;
          code.top = slot->balls[kept - 1];
          code.top_run = top_run + added;
          code.weight = self->model == PERCH_BALLSORT_MODEL_BALL ? kept + added - bottom_run
                                                                 : runs - 1;
          slot->code_of[kept * width + added] = codes->len;
          g_array_append_val (codes, code);
        }
    }
  slot->n_codes = codes->len;
  slot->bits = bits_for (slot->n_codes);
  slot->codes = (PerchBallsortSlotCode *) g_array_free (g_steal_pointer (&codes), FALSE);
  self->memory += slot->n_codes * sizeof (PerchBallsortSlotCode) +
                  (slot->height + 1) * width * sizeof (guint16) + start->capacity;
}

void
perch_ballsort_encoding_init (PerchBallsortEncoding    *self,
                              const PerchBallsortLevel *start,
                              PerchBallsortModel        model)
{
  guint shift = 0;

  g_return_if_fail (self != NULL && start != NULL);

  memset (self, 0, sizeof *self);
  self->model = model;
  self->n_bottles = start->n_bottles;
  self->capacity = start->capacity;
  self->n_colours = start->n_colours;
  self->slots = g_new0 (PerchBallsortSlot, start->n_bottles);
  self->slot_of_bottle = g_new (int, start->n_bottles);

  for (guint b = 0; b < start->n_bottles; b++)
    {
      guint run = 0;

      while (run < start->heights[b] && start->balls[b][run] == start->balls[b][0])
        run++;
      self->slot_of_bottle[b] = -1;
      if (run == start->heights[b])
        continue;
      self->slot_of_bottle[b] = self->n_slots;
      slot_init (self, &self->slots[self->n_slots], start, b, run);
      self->slots[self->n_slots].shift = shift;
      shift += self->slots[self->n_slots].bits;
      self->n_slots++;
    }

  partitions_init (self);
  self->colour_bits = bits_for (self->n_partitions);
  self->colour_shift = shift;
  shift += self->n_colours * self->colour_bits;
  self->key_words = (shift + 63) / 64;

  self->entries = g_new (Entry, start->n_bottles + 1);
  self->colour_codes = g_new (guint, self->n_colours + 1);
  self->slot_run_sum = g_new (guint, self->n_colours + 1);
  self->slot_run_max = g_new (guint, self->n_colours + 1);
  self->slot_run_count = g_new (guint, self->n_colours + 1);
  self->by_top_first = g_new (guint, self->n_colours + 2);
  self->by_top = g_new (guint, start->n_bottles);
  self->memory += start->n_bottles * (sizeof (PerchBallsortSlot) + sizeof (int) + sizeof (Entry)) +
                  (self->n_colours + 1) * 5 * sizeof (guint) + start->n_bottles * sizeof (guint);
}

void
perch_ballsort_encoding_clear (PerchBallsortEncoding *self)
{
  for (guint s = 0; s < self->n_slots; s++)
    {
      g_free (self->slots[s].balls);
      g_free (self->slots[s].codes);
      g_free (self->slots[s].code_of);
    }
  g_free (self->slots);
  g_free (self->slot_of_bottle);
  g_free (self->parts);
  g_free (self->part_count);
  g_free (self->part_sum);
  g_free (self->part_max);
  g_free (self->transitions);
  g_free (self->transition_ready);
  g_clear_pointer (&self->partition_index, g_hash_table_unref);
  g_free (self->entries);
  g_free (self->colour_codes);
  g_free (self->slot_run_sum);
  g_free (self->slot_run_max);
  g_free (self->slot_run_count);
  g_free (self->by_top_first);
  g_free (self->by_top);
  memset (self, 0, sizeof *self);
}

static inline guint
colour_shift (const PerchBallsortEncoding *self,
              guint                        colour)
{
  return self->colour_shift + (colour - 1) * self->colour_bits;
}

/* The key of @level, a position reached from the start by moves; FALSE if
 * it cannot have been. */
gboolean
perch_ballsort_encoding_encode (PerchBallsortEncoding    *self,
                                const PerchBallsortLevel *level,
                                guint64                  *key)
{
  guint width = self->capacity + 1;
  g_autofree guint8 *runs = g_new0 (guint8, (gsize) (self->n_colours + 1) * width);
  g_autofree guint8 *n_runs = g_new0 (guint8, self->n_colours + 1);

  g_return_val_if_fail (level->n_bottles == self->n_bottles &&
                        level->capacity == self->capacity &&
                        level->n_colours == self->n_colours, FALSE);

  memset (key, 0, self->key_words * sizeof (guint64));
  for (guint b = 0; b < level->n_bottles; b++)
    {
      const guint8 *balls = level->balls[b];
      guint height = level->heights[b], same = 0;
      const PerchBallsortSlot *slot;
      guint kept = 0, code;

      if (height == 0)
        continue;
      while (same < height && balls[same] == balls[0])
        same++;
      if (same == height)
        {
          runs[balls[0] * width + n_runs[balls[0]]++] = height;
          continue;
        }
      if (self->slot_of_bottle[b] < 0)
        return FALSE;
      slot = &self->slots[self->slot_of_bottle[b]];
      while (kept < height && kept < slot->height && balls[kept] == slot->balls[kept])
        kept++;
      for (guint i = kept; i < height; i++)
        if (kept == 0 || balls[i] != balls[kept - 1])
          return FALSE;
      if (kept <= slot->bottom_run)
        return FALSE;
      code = slot->code_of[kept * width + height - kept];
      if (code == 0)
        return FALSE;
      key_set (key, slot->shift, slot->bits, code);
    }
  for (guint c = 1; c <= self->n_colours; c++)
    {
      guint code = partition_code (self, runs + c * width, n_runs[c]);

      if (code == G_MAXUINT)
        return FALSE;
      key_set (key, colour_shift (self, c), self->colour_bits, code);
    }
  return TRUE;
}

/* The lower bound's share of one colour: ball model, the bottom runs of the
 * colour that cannot all stay (all but the longest move); water model, one
 * pour for every bottom run but one. */
static inline guint
colour_bound (const PerchBallsortEncoding *self,
              guint                        colour,
              guint                        code)
{
  if (self->model == PERCH_BALLSORT_MODEL_BALL)
    return self->slot_run_sum[colour] + self->part_sum[code] -
           MAX (self->slot_run_max[colour], self->part_max[code]);
  else
    {
      guint runs = self->slot_run_count[colour] + self->part_count[code];

      return runs > 0 ? runs - 1 : 0;
    }
}

/* Reads @key into the entries; returns how many bottles are not empty and
 * adds up the slots' share of the bound in *slot_bound. */
static guint
decode (PerchBallsortEncoding *self,
        const guint64         *key,
        guint                 *slot_bound)
{
  Entry *entries = self->entries;
  guint width = self->capacity + 1;
  guint n = 0, bound = 0;

  memset (self->slot_run_sum, 0, (self->n_colours + 1) * sizeof (guint));
  memset (self->slot_run_max, 0, (self->n_colours + 1) * sizeof (guint));
  memset (self->slot_run_count, 0, (self->n_colours + 1) * sizeof (guint));

  for (guint s = 0; s < self->n_slots; s++)
    {
      const PerchBallsortSlot *slot = &self->slots[s];
      guint code = key_get (key, slot->shift, slot->bits);
      const PerchBallsortSlotCode *info;

      if (code == 0)
        continue;
      info = &slot->codes[code];
      entries[n++] = (Entry) { ENTRY_SLOT, info->top, info->height, info->top_run, FALSE, s };
      bound += info->weight;
      self->slot_run_sum[slot->bottom] += slot->bottom_run;
      self->slot_run_max[slot->bottom] = MAX (self->slot_run_max[slot->bottom],
                                              slot->bottom_run);
      self->slot_run_count[slot->bottom]++;
    }
  for (guint c = 1; c <= self->n_colours; c++)
    {
      guint code = key_get (key, colour_shift (self, c), self->colour_bits);
      const guint8 *parts = self->parts + (gsize) code * width;

      self->colour_codes[c] = code;
      for (guint i = 0; parts[i] != 0; i++)
        entries[n++] = (Entry) { ENTRY_RUN, c, parts[i], parts[i],
                                 i > 0 && parts[i] == parts[i - 1], c };
    }
  *slot_bound = bound;
  return n;
}

guint
perch_ballsort_encoding_bound (PerchBallsortEncoding *self,
                               const guint64         *key)
{
  guint bound;

  decode (self, key, &bound);
  for (guint c = 1; c <= self->n_colours; c++)
    bound += colour_bound (self, c, self->colour_codes[c]);
  return bound;
}

guint
perch_ballsort_encoding_max_children (const PerchBallsortEncoding *self)
{
  return self->n_bottles * self->n_bottles;
}

/* Writes the child of @key after moving from @source to @target (an entry,
 * or the empty bottle) into @child; returns its bound. */
static inline guint
make_child (PerchBallsortEncoding *self,
            const guint64         *key,
            guint                  bound,
            const Entry           *source,
            const Entry           *target,
            guint64               *child)
{
  guint width = self->capacity + 1;
  guint colour = source->top;
  guint old_code = self->colour_codes[colour], code = old_code;
  guint amount = 1;
  int delta = 0;

  if (self->model == PERCH_BALLSORT_MODEL_WATER)
    amount = MIN (source->top_run, self->capacity - target->height);

  memcpy (child, key, self->key_words * sizeof (guint64));

  if (source->kind == ENTRY_SLOT)
    {
      const PerchBallsortSlot *slot = &self->slots[source->index];
      guint old = key_get (key, slot->shift, slot->bits), next;
      guint kept = slot->codes[old].kept, added = slot->codes[old].added;

      if (added >= amount)
        added -= amount;
      else
        {
          kept -= amount - added;
          added = 0;
        }
      if (kept <= slot->bottom_run)
        {
          /* Only its bottom run is left: a run like any other (of another
           * colour than the one moving). */
          guint bottom_code = self->colour_codes[slot->bottom];

          next = 0;
          key_set (child, colour_shift (self, slot->bottom), self->colour_bits,
                   transition (self, bottom_code, 0, kept));
        }
      else
        next = slot->code_of[kept * width + added];
      key_set (child, slot->shift, slot->bits, next);
      delta += (int) slot->codes[next].weight - (int) slot->codes[old].weight;
    }
  else
    code = transition (self, code, source->height, source->height - amount);

  if (target->kind == ENTRY_SLOT)
    {
      const PerchBallsortSlot *slot = &self->slots[target->index];
      guint old = key_get (key, slot->shift, slot->bits), next;
      guint kept = slot->codes[old].kept, added = slot->codes[old].added;
      guint left = amount;

      if (added == 0)
        while (left > 0 && kept < slot->height && slot->balls[kept] == colour)
          {
            kept++;
            left--;
          }
      added += left;
      next = slot->code_of[kept * width + added];
      key_set (child, slot->shift, slot->bits, next);
      delta += (int) slot->codes[next].weight - (int) slot->codes[old].weight;
    }
  else
    code = transition (self, code, target->height, target->height + amount);

  if (code != old_code)
    {
      key_set (child, colour_shift (self, colour), self->colour_bits, code);
      delta += (int) colour_bound (self, colour, code) - (int) colour_bound (self, colour, old_code);
    }
  return bound + delta;
}

/* Writes every position one move away into @child_keys (room for
 * max_children keys) and their bounds into @child_bounds; returns how many.
 * Moves that cannot help are left out: out of a finished bottle, into the
 * second of two equal bottles, and those that give the same position back. */
guint
perch_ballsort_encoding_expand (PerchBallsortEncoding *self,
                                const guint64         *key,
                                guint                  bound,
                                guint64               *child_keys,
                                guint                 *child_bounds)
{
  const Entry *entries = self->entries;
  Entry empty = { ENTRY_EMPTY, 0, 0, 0, FALSE, 0 };
  gboolean water = self->model == PERCH_BALLSORT_MODEL_WATER;
  guint *first = self->by_top_first, *order = self->by_top;
  guint slot_bound, n, n_children = 0;

  n = decode (self, key, &slot_bound);

  /* The bottles by top colour, each colour's in entry order. */
  memset (first, 0, (self->n_colours + 2) * sizeof (guint));
  for (guint i = 0; i < n; i++)
    first[entries[i].top + 1]++;
  for (guint c = 1; c <= self->n_colours + 1; c++)
    first[c] += first[c - 1];
  for (guint i = 0; i < n; i++)
    order[first[entries[i].top]++] = i;
  for (guint c = self->n_colours + 1; c > 0; c--)
    first[c] = first[c - 1];
  first[0] = 0;

  for (guint i = 0; i < n; i++)
    {
      const Entry *source = &entries[i];
      guint colour = source->top;

      if (source->kind == ENTRY_RUN && (source->height == self->capacity || source->twin))
        continue;

      for (guint k = first[colour]; k < first[colour + 1]; k++)
        {
          guint j = order[k];
          const Entry *target = &entries[j];

          if (j == i || target->height == self->capacity)
            continue;
          /* Of equal runs, only the first; the second when the first moves. */
          if (target->twin && j - 1 != i)
            continue;
          child_bounds[n_children] = make_child (self, key, bound, source, target,
                                                 child_keys + n_children * self->key_words);
          n_children++;
        }

      if (n < self->n_bottles &&
          !(source->kind == ENTRY_RUN && (water || source->height == 1)))
        {
          child_bounds[n_children] = make_child (self, key, bound, source, &empty,
                                                 child_keys + n_children * self->key_words);
          n_children++;
        }
    }
  return n_children;
}
