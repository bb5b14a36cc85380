/* perch-logic-alldiff.c: x[i] + offset[i] all different, by matching (Régin)
 *
 * When every domain keeps its holes (a set, of any size) and the shifted values span at most
 * FRAME_MAX values, a maximum matching of the variables to distinct values takes the
 * constraint's place and removes every value no solution of this constraint alone uses
 * (generalised arc consistency, domain consistency in Gecode's words). The matching is kept
 * between runs as a hint, so a run after a small change repairs a few variables instead of
 * matching all of them again.
 *
 * Otherwise (a domain of a billion values) three rules, cheapest first: a fixed variable's
 * value leaves every other domain; a Hall interval (k variables whose values all lie within k
 * consecutive values) takes those values from every other variable, as in bounds consistency;
 * and when the variables can reach exactly as many values as there are variables, a value
 * only one of them can take is its (Sudoku's hidden single).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "perch-logic-propagators.h"

#include <string.h>

#define COUNTED_VALUES 128
#define FRAME_MAX      65536              /* values in the matching's frame */
#define ROWS_MAX       ((gsize) 1 << 22)  /* words of all the variables' rows together */
#define NONE           (-1)
#define NO_VALUE       G_MININT64

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
              guint64 changes = store->changes;

              if ((low[m] >= from && high[m] <= to) || high[m] < from || low[m] > to)
                continue;
              if (!perch_logic_store_remove_range (store, x, from - offset[m], to - offset[m]))
                return FALSE;
              if (changes != store->changes)
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

static gboolean
propagate_bounds (PerchLogicStore            *store,
                  const PerchLogicConstraint *constraint)
{
  gboolean pruned;
  guint64 changes;

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

/* The matching. Values are numbered in a frame: value v of variable i is bit
 * v + offset[i] - origin. */

typedef struct
{
  guint     n;
  gsize     capacity;    /* words of a frame the arrays below have room for */
  gint64   *last;        /* per variable: its matched shifted value last time, or NO_VALUE */
  guint64  *domain;      /* per variable, n rows of `words` words */
  gsize    *from;        /* per variable: the first word of its row that can be non-zero */
  gsize    *to;          /* per variable: the word after the last one that can be */
  guint64  *used;        /* the matched values */
  guint64  *visited;     /* values seen by the search for an augmenting path, then by Tarjan's */
  guint64  *reaches;     /* values from which a free value can be reached */
  guint64  *on_stack;    /* values on Tarjan's stack */
  guint64  *inside;      /* one row: the values of one component */
  int      *mate;        /* per value: its variable, or NONE */
  int      *match;       /* per variable: its value */
  int      *came;        /* per value: the variable the path came from */
  int      *queue;       /* variables */
  int      *order;       /* per value: Tarjan's visit number */
  int      *low;         /* per value: the lowest number it reaches */
  int      *stack;       /* values */
  int      *calls;       /* values: Tarjan's explicit call stack */
  int      *members;     /* values, component after component */
  int      *starts;      /* per component: where its values start in members (and one more) */
  gsize    *cursor;      /* per value: the word of its edges to look at next */
  guint64  *together;    /* frames of one word, per value: the values of its component */
} Matching;

/* Carves @count items of @size bytes from *at (8-byte aligned). */
static gpointer
carve (char  **at,
       gsize   count,
       gsize   size)
{
  gpointer start = *at;

  *at += (count * size + 7) / 8 * 8;
  return start;
}

/* The running propagator's matching, with room for frames of @words words: the structure, the
 * last matching and the arrays in one block, allocated once per store (again only when a
 * larger frame comes, keeping the last matching). */
static Matching *
matching_get (PerchLogicStore *store,
              guint            n,
              gsize            words)
{
  gpointer *slot = perch_logic_engine_state (store, g_free);
  Matching *old = *slot, *m;
  gsize values = words * 64;
  char *at;

  if (old != NULL && old->capacity >= words)
    return old;
  m = g_malloc (sizeof (Matching) + 18 * 8 + n * sizeof (gint64) + 2 * n * sizeof (gsize) +
                (n * words + 6 * words) * sizeof (guint64) +
                (2 * n + 9 * values + 1) * sizeof (int) + values * sizeof (gsize) +
                values * sizeof (guint64));
  at = (char *) m;
  carve (&at, 1, sizeof (Matching));
  m->n = n;
  m->capacity = words;
  m->last = carve (&at, n, sizeof (gint64));
  for (guint i = 0; i < n; i++)
    m->last[i] = old != NULL ? old->last[i] : NO_VALUE;
  m->domain = carve (&at, n * words, sizeof (guint64));
  m->from = carve (&at, n, sizeof (gsize));
  m->to = carve (&at, n, sizeof (gsize));
  m->used = carve (&at, words, sizeof (guint64));
  m->visited = carve (&at, words, sizeof (guint64));
  m->reaches = carve (&at, words, sizeof (guint64));
  m->on_stack = carve (&at, words, sizeof (guint64));
  m->inside = carve (&at, words, sizeof (guint64));
  m->cursor = carve (&at, values, sizeof (gsize));
  m->together = carve (&at, values, sizeof (guint64));
  m->match = carve (&at, n, sizeof (int));
  m->queue = carve (&at, n, sizeof (int));
  m->mate = carve (&at, values, sizeof (int));
  m->came = carve (&at, values, sizeof (int));
  m->order = carve (&at, values, sizeof (int));
  m->low = carve (&at, values, sizeof (int));
  m->stack = carve (&at, values, sizeof (int));
  m->calls = carve (&at, values, sizeof (int));
  m->members = carve (&at, values, sizeof (int));
  m->starts = carve (&at, values + 1, sizeof (int));
  g_free (old);
  *slot = m;
  return m;
}

#define HAS(set, v) (((set)[(v) / 64] >> ((v) % 64)) & 1)
#define ADD(set, v) ((set)[(v) / 64] |= (guint64) 1 << ((v) % 64))
#define DROP(set, v) ((set)[(v) / 64] &= ~((guint64) 1 << ((v) % 64)))

/* The domain of @var as bits of the frame, moved by @shift (bit b of the domain becomes bit
 * b + shift; the bits that would fall below 0 are 0, since they are below the minimum). */
static void
frame_row (const PerchLogicDomain *domain,
           gint64                  shift,
           guint64                *row,
           gsize                   words)
{
  const guint64 *source = domain->words != NULL ? domain->words : &domain->bits;
  gsize n_source = domain->words != NULL ? (gsize) (domain->max - domain->base) / 64 + 1 : 1;
  gsize first = (gsize) (domain->min - domain->base) / 64;

  if (words == 1 && domain->words == NULL)
    {
      /* the common case: a small set in a frame of one word */
      row[0] = shift >= 0 ? domain->bits << shift : domain->bits >> -shift;
      return;
    }
  memset (row, 0, words * sizeof (guint64));
  for (gsize k = first; k < n_source; k++)
    {
      guint64 bits = source[k];
      gint64 at = (gint64) k * 64 + shift;   /* where bit 0 of this word lands */

      if (bits == 0)
        continue;
      if (at < 0)
        {
          /* only the bits at or above -at land, in word 0 */
          row[0] |= bits >> (-at);
          continue;
        }
      row[at / 64] |= bits << (at % 64);
      if (at % 64 != 0 && (gsize) (at / 64) + 1 < words)
        row[at / 64 + 1] |= bits >> (64 - at % 64);
    }
}

/* A breadth-first search for an augmenting path from variable @start; FALSE when none. */
static gboolean
augment (Matching *m,
         guint     start,
         gsize     words)
{
  guint head = 0, tail = 0;

  memset (m->visited, 0, words * sizeof (guint64));
  m->queue[tail++] = (int) start;
  while (head < tail)
    {
      int x = m->queue[head++];
      const guint64 *row = m->domain + (gsize) x * words;

      for (gsize w = m->from[x]; w < m->to[x]; w++)
        {
          guint64 fresh = row[w] & ~m->visited[w];

          m->visited[w] |= fresh;
          for (; fresh != 0; fresh &= fresh - 1)
            {
              int v = (int) (w * 64 + (gsize) __builtin_ctzll (fresh));

              m->came[v] = x;
              if (m->mate[v] == NONE)
                {
                  /* Flip the path back to the start: @v is in use from now on. */
                  ADD (m->used, v);
                  while (v != NONE)
                    {
                      int holder = m->came[v], previous = holder == (int) start
                                                         ? NONE : m->match[holder];

                      m->mate[v] = holder;
                      m->match[holder] = v;
                      v = previous;
                    }
                  return TRUE;
                }
              m->queue[tail++] = m->mate[v];
            }
        }
    }
  return FALSE;
}

/* Tarjan's walk enters value @w: numbers it, and takes for its lowest reach the lowest number
 * among the values on the stack that its variable can take. The values entered after it are
 * its descendants, numbered higher, so they cannot lower it: one look on entry, a word at a
 * time, is enough. */
static void
enter (Matching *m,
       gsize     words,
       int       w,
       int      *counter,
       int      *top,
       int      *depth)
{
  int x = m->mate[w];
  const guint64 *row = m->domain + (gsize) x * words;
  int low = *counter;

  for (gsize k = m->from[x]; k < m->to[x]; k++)
    for (guint64 rest = row[k] & m->on_stack[k]; rest != 0; rest &= rest - 1)
      low = MIN (low, m->order[k * 64 + (gsize) __builtin_ctzll (rest)]);
  m->order[w] = (*counter)++;
  m->low[w] = low;
  m->cursor[w] = m->from[x];
  ADD (m->visited, w);
  ADD (m->on_stack, w);
  m->stack[(*top)++] = w;
  m->calls[(*depth)++] = w;
}

/* Tarjan's strongly connected components over the matched values that reach no free value
 * (frames of several words): value v leads to every value of its variable's domain.
 * Iterative, with an explicit call stack; a value's children are the values not entered yet,
 * found a word at a time, so the walk costs a few words per value. The components go to
 * members, one after the other (starts says where each begins); returns how many. */
static int
components (Matching *m,
            gsize     words)
{
  int counter = 0, top = 0, depth = 0, n_components = 0, n_members = 0;

  memset (m->visited, 0, words * sizeof (guint64));
  memset (m->on_stack, 0, words * sizeof (guint64));
  for (gsize k = 0; k < words; k++)
    {
      guint64 roots;

      while ((roots = m->used[k] & ~m->reaches[k] & ~m->visited[k]) != 0)
        {
          enter (m, words, (int) (k * 64 + (gsize) __builtin_ctzll (roots)), &counter, &top,
                 &depth);
          while (depth > 0)
            {
              int v = m->calls[depth - 1];
              const guint64 *row = m->domain + (gsize) m->mate[v] * words;
              gsize c, end = m->to[m->mate[v]];
              guint64 fresh = 0;

              for (c = m->cursor[v]; c < end; c++)
                if ((fresh = row[c] & m->used[c] & ~m->reaches[c] & ~m->visited[c]) != 0)
                  break;
              m->cursor[v] = c;
              if (fresh != 0)
                {
                  enter (m, words, (int) (c * 64 + (gsize) __builtin_ctzll (fresh)), &counter,
                         &top, &depth);
                  continue;
                }
              depth--;
              if (m->low[v] == m->order[v])
                {
                  int w;

                  m->starts[n_components++] = n_members;
                  do
                    {
                      w = m->stack[--top];
                      DROP (m->on_stack, w);
                      m->members[n_members++] = w;
                    }
                  while (w != v);
                }
              if (depth > 0)
                {
                  int parent = m->calls[depth - 1];

                  m->low[parent] = MIN (m->low[parent], m->low[v]);
                }
            }
        }
    }
  m->starts[n_components] = n_members;
  return n_components;
}

/* Removes from variable @i the values of @gone (bits of the frame, within its row's words). */
static gboolean
remove_frame_values (PerchLogicStore            *store,
                     const PerchLogicConstraint *constraint,
                     const Matching             *m,
                     guint                       i,
                     const guint64              *gone,
                     gint64                      origin)
{
  gint64 shift = origin - constraint->coefficients[i];

  for (gsize w = m->from[i]; w < m->to[i]; w++)
    for (guint64 rest = gone[w]; rest != 0; rest &= rest - 1)
      if (!perch_logic_store_remove (store, constraint->vars[i],
                                     (gint64) (w * 64 + (gsize) __builtin_ctzll (rest)) + shift))
        return FALSE;
  return TRUE;
}

/* Frames of several words: a variable keeps the values that reach a free value and those of
 * its matched value's component (which can give that value back); when its matched value
 * reaches a free value, it keeps only those that do. */
static gboolean
prune_by_components (PerchLogicStore            *store,
                     const PerchLogicConstraint *constraint,
                     Matching                   *m,
                     gsize                       words,
                     gint64                      origin)
{
  int n_components = components (m, words);
  guint64 *gone = m->visited;   /* free again once the components are known */

  for (guint i = 0; i < constraint->n; i++)
    {
      const guint64 *row = m->domain + (gsize) i * words;
      guint64 any = 0;

      if (!HAS (m->reaches, m->match[i]))
        continue;
      for (gsize w = m->from[i]; w < m->to[i]; w++)
        any |= gone[w] = row[w] & ~m->reaches[w];
      if (any != 0 && !remove_frame_values (store, constraint, m, i, gone, origin))
        return FALSE;
    }
  memset (m->inside, 0, words * sizeof (guint64));
  for (int c = 0; c < n_components; c++)
    {
      int from = m->starts[c], to = m->starts[c + 1];

      for (int k = from; k < to; k++)
        ADD (m->inside, m->members[k]);
      for (int k = from; k < to; k++)
        {
          guint i = (guint) m->mate[m->members[k]];
          const guint64 *row = m->domain + (gsize) i * words;
          guint64 any = 0;

          for (gsize w = m->from[i]; w < m->to[i]; w++)
            any |= gone[w] = row[w] & ~m->reaches[w] & ~m->inside[w];
          if (any != 0 && !remove_frame_values (store, constraint, m, i, gone, origin))
            return FALSE;
        }
      for (int k = from; k < to; k++)
        DROP (m->inside, m->members[k]);
    }
  return TRUE;
}

/* The same components for a frame of one word (a Sudoku's nine values), where the transitive
 * closure of the graph in bit sets (Warshall's) costs less than Tarjan's walk. Each value gets
 * the set of the values of its component. */
static void
components_in_a_word (Matching *m)
{
  guint64 nodes = m->used[0] & ~m->reaches[0];
  guint64 reach[64];

  for (guint64 rest = nodes; rest != 0; rest &= rest - 1)
    {
      int v = __builtin_ctzll (rest);

      reach[v] = ((guint64) 1 << v) | (m->domain[m->mate[v]] & nodes);
    }
  for (guint64 ks = nodes; ks != 0; ks &= ks - 1)
    {
      int k = __builtin_ctzll (ks);

      for (guint64 rest = nodes; rest != 0; rest &= rest - 1)
        {
          int v = __builtin_ctzll (rest);

          if ((reach[v] >> k) & 1)
            reach[v] |= reach[k];
        }
    }
  for (guint64 rest = nodes; rest != 0; rest &= rest - 1)
    {
      int v = __builtin_ctzll (rest);
      guint64 same = 0;

      for (guint64 ws = reach[v]; ws != 0; ws &= ws - 1)
        {
          int w = __builtin_ctzll (ws);

          if ((reach[w] >> v) & 1)
            same |= (guint64) 1 << w;
        }
      m->together[v] = same;
    }
}

/* The values from which a free value can be reached: the free ones, then the value of any
 * variable that can take one of those, and so on. Breadth first: a round looks only at the
 * values the last round added (in @fresh, between the words @low and @high), and only at the
 * variables not reached yet (in the queue, kept packed). */
static void
find_reaches (Matching *m,
              guint     n,
              gsize     words)
{
  guint64 *fresh = m->on_stack, *next = m->inside;   /* both free until the components */
  gsize low = words, high = 0;
  guint open = n;

  if (words == 1)
    {
      /* A word of values: rounds over every variable, without the bookkeeping. */
      guint64 reaches = 0, before;

      for (guint i = 0; i < n; i++)
        reaches |= m->domain[i] & ~m->used[0];
      do
        {
          before = reaches;
          for (guint i = 0; i < n; i++)
            if (m->domain[i] & reaches)
              reaches |= (guint64) 1 << m->match[i];
        }
      while (reaches != before);
      m->reaches[0] = reaches;
      return;
    }
  memset (m->reaches, 0, words * sizeof (guint64));
  for (guint i = 0; i < n; i++)
    {
      const guint64 *row = m->domain + (gsize) i * words;

      for (gsize w = m->from[i]; w < m->to[i]; w++)
        m->reaches[w] |= row[w] & ~m->used[w];
      m->queue[i] = (int) i;
    }
  memcpy (fresh, m->reaches, words * sizeof (guint64));
  memset (next, 0, words * sizeof (guint64));
  for (gsize w = 0; w < words; w++)
    if (fresh[w] != 0)
      {
        low = MIN (low, w);
        high = w;
      }
  while (low <= high && low < words)
    {
      gsize next_low = words, next_high = 0;
      guint kept = 0;

      for (guint k = 0; k < open; k++)
        {
          int i = m->queue[k];
          const guint64 *row = m->domain + (gsize) i * words;
          gboolean hit = FALSE;

          for (gsize w = MAX (low, m->from[i]); w <= high && w < m->to[i] && !hit; w++)
            hit = (row[w] & fresh[w]) != 0;
          if (!hit)
            {
              m->queue[kept++] = i;
              continue;
            }
          ADD (next, m->match[i]);
          next_low = MIN (next_low, (gsize) m->match[i] / 64);
          next_high = MAX (next_high, (gsize) m->match[i] / 64);
        }
      open = kept;
      for (gsize w = low; w <= high; w++)
        fresh[w] = 0;
      for (gsize w = next_low; w <= next_high && next_low < words; w++)
        {
          m->reaches[w] |= next[w];
          fresh[w] = next[w];
          next[w] = 0;
        }
      low = next_low;
      high = next_high;
    }
}

static gboolean
propagate_matching (PerchLogicStore            *store,
                    const PerchLogicConstraint *constraint,
                    gint64                      origin,
                    gsize                       values)
{
  guint n = constraint->n;
  const gint64 *offset = constraint->coefficients;
  gsize words = (values + 63) / 64;
  Matching *m = matching_get (store, n, words);

  memset (m->used, 0, words * sizeof (guint64));
  for (gsize v = 0; v < values; v++)
    m->mate[v] = NONE;
  for (guint i = 0; i < n; i++)
    {
      const PerchLogicDomain *domain = &store->domains[constraint->vars[i]];
      gint64 shift = domain->base + offset[i] - origin;
      gint64 last = m->last[i] != NO_VALUE ? m->last[i] - origin : -1;

      frame_row (domain, shift, m->domain + (gsize) i * words, words);
      m->from[i] = (gsize) (domain->min + offset[i] - origin) / 64;
      m->to[i] = (gsize) (domain->max + offset[i] - origin) / 64 + 1;
      m->match[i] = NONE;
      /* The last matching, where it still holds. */
      if (last >= 0 && last < (gint64) values &&
          HAS (m->domain + (gsize) i * words, last) && m->mate[last] == NONE)
        {
          m->mate[last] = (int) i;
          m->match[i] = (int) last;
          ADD (m->used, last);
        }
    }
  for (guint i = 0; i < n; i++)
    {
      const guint64 *row = m->domain + (gsize) i * words;

      if (m->match[i] != NONE)
        continue;
      /* a free value, else a path to one */
      for (gsize w = m->from[i]; w < m->to[i] && m->match[i] == NONE; w++)
        {
          guint64 free_bits = row[w] & ~m->used[w];

          if (free_bits != 0)
            {
              int v = (int) (w * 64 + (gsize) __builtin_ctzll (free_bits));

              m->mate[v] = (int) i;
              m->match[i] = v;
              ADD (m->used, v);
            }
        }
      if (m->match[i] == NONE && !augment (m, i, words))
        return FALSE;   /* fewer values than variables somewhere */
    }
  for (guint i = 0; i < n; i++)
    m->last[i] = m->match[i] + origin;

  find_reaches (m, n, words);

  if (words > 1)
    return prune_by_components (store, constraint, m, words, origin);
  components_in_a_word (m);

  /* Variable i keeps its matched value u, the values that reach a free value, and the values
   * in u's component (those can give u back). */
  for (guint i = 0; i < n; i++)
    {
      const PerchLogicDomain *domain = &store->domains[constraint->vars[i]];
      int u = m->match[i];
      guint64 gone = m->domain[i] & ~m->reaches[0] & ~((guint64) 1 << u);
      gint64 to_frame = domain->base + offset[i] - origin;

      if (!HAS (m->reaches, u))
        gone &= ~m->together[u];
      if (gone == 0)
        continue;
      if (domain->words == NULL)
        {
          /* a small set: one mask, back from the frame (as frame_row put it there) */
          if (!perch_logic_store_keep (store, constraint->vars[i],
                                       ~(to_frame >= 0 ? gone >> to_frame : gone << -to_frame)))
            return FALSE;
          continue;
        }
      for (guint64 rest = gone; rest != 0; rest &= rest - 1)
        if (!perch_logic_store_remove (store, constraint->vars[i],
                                       __builtin_ctzll (rest) + origin - offset[i]))
          return FALSE;
    }
  return TRUE;
}

/* Near the end of a branch most variables are fixed: with at most one open variable, the
 * fixed values being distinct and kept out of the open one is all there is to do. TRUE when
 * that settled it (*@failed then says whether the constraint failed). Frames of one word. */
static gboolean
settle_fixed (PerchLogicStore            *store,
              const PerchLogicConstraint *constraint,
              gint64                      origin,
              gboolean                   *failed)
{
  guint64 taken = 0;
  int open = -1;

  *failed = FALSE;
  for (guint i = 0; i < constraint->n; i++)
    {
      const PerchLogicDomain *domain = &store->domains[constraint->vars[i]];
      guint64 bit;

      if (!perch_logic_domain_is_fixed (domain))
        {
          if (open >= 0)
            return FALSE;
          open = (int) i;
          continue;
        }
      bit = (guint64) 1 << (domain->min + constraint->coefficients[i] - origin);
      if (taken & bit)
        {
          *failed = TRUE;
          return TRUE;
        }
      taken |= bit;
    }
  if (open >= 0)
    {
      guint x = constraint->vars[open];
      gint64 shift = origin - constraint->coefficients[open];   /* frame bit b is value b + shift */

      for (guint64 rest = taken; rest != 0; rest &= rest - 1)
        if (!perch_logic_store_remove (store, x, __builtin_ctzll (rest) + shift))
          {
            *failed = TRUE;
            return TRUE;
          }
    }
  return TRUE;
}

gboolean
perch_logic_propagate_alldiff (PerchLogicStore            *store,
                               const PerchLogicConstraint *constraint)
{
  gint64 origin = G_MAXINT64, top = G_MININT64;
  gboolean sets = TRUE, failed;

  for (guint i = 0; i < constraint->n; i++)
    {
      const PerchLogicDomain *domain = &store->domains[constraint->vars[i]];

      sets &= perch_logic_domain_is_set (domain);
      origin = MIN (origin, domain->min + constraint->coefficients[i]);
      top = MAX (top, domain->max + constraint->coefficients[i]);
    }
  if (sets && top - origin < 64 && settle_fixed (store, constraint, origin, &failed))
    return !failed;
  if (sets && top - origin < FRAME_MAX &&
      constraint->n * (gsize) ((top - origin) / 64 + 1) <= ROWS_MAX)
    return propagate_matching (store, constraint, origin, (gsize) (top - origin + 1));
  return propagate_bounds (store, constraint);
}
