/* perch-ballsort-solver.c: A* over canonical positions with a counted lower bound
 *
 * A position is held as one 64-bit word per bottle (a byte per ball, bottom
 * first, 0 above the top), the words sorted so that bottle order does not
 * matter. Stored positions are packed further: each ball in just enough bits
 * for its colour, a 0 symbol closing each non-empty bottle.
 *
 * The lower bound counts what must move at least once. Ball model: every ball
 * above the bottom run of its bottle, and for a colour whose bottom runs sit in
 * several bottles, all but the longest of them. Water model: the same in runs
 * (a pour carries part of one run). Open positions wait in buckets by f = g + h;
 * a bucket is a stack, so the search dives within the last layer.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-ballsort"

#include "perch-ballsort-solver.h"

#include <string.h>

#define BLOCK_SHIFT   12
#define BLOCK_NODES   (1u << BLOCK_SHIFT)
#define BYTE_ONES     G_GUINT64_CONSTANT (0x0101010101010101)
#define NO_PARENT     G_MAXUINT32
#define CHECK_EVERY   4096
#define FALLBACK_WEIGHT 3

typedef struct
{
  guint32 parent;
  guint16 g;
  guint16 h      : 15;
  guint16 closed : 1;
} Node;

/* A stack of open node indices; its capacity is what counts against the
 * budget. */
typedef struct
{
  guint32 *items;
  gsize    length;
  gsize    capacity;
} Bucket;

typedef struct
{
  /* The level's shape. */
  PerchBallsortModel  model;
  guint               n_bottles;
  guint               capacity;
  guint               n_balls;
  guint               symbol_bits;
  guint               key_words;
  guint               weight;

  /* Memory: every allocation is counted against the budget. */
  gsize               budget;
  gsize               used;

  /* Stored positions, in blocks so that growing never copies them. */
  guint64           **key_blocks;
  Node              **node_blocks;
  guint               n_blocks;
  guint               max_blocks;
  guint32             n_nodes;

  /* Open addressing: slot = (hash tag << 32) | (node index + 1); 0 is empty. */
  guint64            *slots;
  guint64             mask;

  /* Open positions by priority; each bucket a stack of node indices. */
  Bucket             *buckets;
  guint               n_buckets;
  guint               lowest;

  guint64             expanded;
} Search;

static inline guint
bottle_height (guint64 bottle)
{
  return bottle == 0 ? 0 : (71 - __builtin_clzll (bottle)) >> 3;
}

static inline guint
bottle_top (guint64 bottle)
{
  guint height = bottle_height (bottle);

  return height == 0 ? 0 : (bottle >> (8 * (height - 1))) & 0xff;
}

/* The length of the same-coloured run at the bottom. */
static inline guint
bottle_bottom_run (guint64 bottle)
{
  guint64 x = bottle ^ ((bottle & 0xff) * BYTE_ONES);

  return x == 0 ? 8 : __builtin_ctzll (x) >> 3;
}

static inline guint
bottle_top_run (guint64 bottle,
                guint   height)
{
  guint top = (bottle >> (8 * (height - 1))) & 0xff;
  guint run = 1;

  while (run < height && ((bottle >> (8 * (height - 1 - run))) & 0xff) == top)
    run++;
  return run;
}

/* Colour changes between neighbouring balls: the runs above the bottom one. */
static inline guint
bottle_transitions (guint64 bottle,
                    guint   height)
{
  guint64 d;

  if (height < 2)
    return 0;
  d = (bottle ^ (bottle >> 8)) & ((G_GUINT64_CONSTANT (1) << (8 * (height - 1))) - 1);
  d |= d >> 4;
  d |= d >> 2;
  d |= d >> 1;
  return __builtin_popcountll (d & BYTE_ONES);
}

static guint
lower_bound (const Search  *search,
             const guint64 *bottles)
{
  guint8 best[PERCH_BALLSORT_MAX_COLOURS + 1] = { 0 };
  guint bound = 0;

  for (guint b = 0; b < search->n_bottles; b++)
    {
      guint64 bottle = bottles[b];
      guint height, colour, run;

      if (bottle == 0)
        continue;
      height = bottle_height (bottle);
      colour = bottle & 0xff;

      if (search->model == PERCH_BALLSORT_MODEL_BALL)
        {
          run = MIN (bottle_bottom_run (bottle), height);
          bound += height - run;
          /* All bottom runs of a colour but the longest must move: add each
           * run, then take the longest back once per colour below. */
          bound += run;
          if (run > best[colour])
            {
              bound -= run - best[colour];
              best[colour] = run;
            }
        }
      else
        {
          bound += bottle_transitions (bottle, height);
          bound += best[colour] > 0;
          best[colour] = 1;
        }
    }
  return bound;
}

static inline void
sort_bottles (guint64 *bottles,
              guint    n)
{
  for (guint i = 1; i < n; i++)
    {
      guint64 v = bottles[i];
      guint j = i;

      while (j > 0 && bottles[j - 1] > v)
        {
          bottles[j] = bottles[j - 1];
          j--;
        }
      bottles[j] = v;
    }
}

static inline void
pack_key (const Search  *search,
          const guint64 *bottles,
          guint64       *key)
{
  guint bits = search->symbol_bits;
  guint pos = 0;

  memset (key, 0, search->key_words * sizeof (guint64));
  for (guint b = 0; b < search->n_bottles; b++)
    {
      guint64 bottle = bottles[b];

      if (bottle == 0)
        continue;
      /* Each ball, then the closing 0 (nothing to write but the space). */
      for (; bottle != 0; bottle >>= 8)
        {
          guint64 symbol = bottle & 0xff;
          guint word = pos >> 6, offset = pos & 63;

          key[word] |= symbol << offset;
          if (offset + bits > 64)
            key[word + 1] |= symbol >> (64 - offset);
          pos += bits;
        }
      pos += bits;
    }
}

static inline void
unpack_key (const Search  *search,
            const guint64 *key,
            guint64       *bottles)
{
  guint bits = search->symbol_bits;
  guint64 symbol_mask = (G_GUINT64_CONSTANT (1) << bits) - 1;
  guint64 current = 0;
  guint shift = 0, balls = 0, filled = 0, pos = 0;
  guint64 found[PERCH_BALLSORT_MAX_BOTTLES];

  while (balls < search->n_balls || current != 0)
    {
      guint word = pos >> 6, offset = pos & 63;
      guint64 symbol = key[word] >> offset;

      if (offset + bits > 64)
        symbol |= key[word + 1] << (64 - offset);
      symbol &= symbol_mask;
      pos += bits;

      if (symbol == 0)
        {
          found[filled++] = current;
          current = 0;
          shift = 0;
        }
      else
        {
          current |= symbol << shift;
          shift += 8;
          balls++;
        }
    }

  /* Empty bottles sort first. */
  for (guint b = 0; b < search->n_bottles - filled; b++)
    bottles[b] = 0;
  memcpy (bottles + search->n_bottles - filled, found, filled * sizeof (guint64));
}

static inline guint64
hash_key (const Search  *search,
          const guint64 *key)
{
  guint64 h = G_GUINT64_CONSTANT (0x243f6a8885a308d3);

  for (guint i = 0; i < search->key_words; i++)
    {
      h ^= key[i];
      h *= G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
      h ^= h >> 32;
    }
  h *= G_GUINT64_CONSTANT (0xd6e8feb86659fd93);
  return h ^ (h >> 29);
}

static inline guint64 *
node_key (const Search *search,
          guint32       index)
{
  return search->key_blocks[index >> BLOCK_SHIFT] +
         (gsize) (index & (BLOCK_NODES - 1)) * search->key_words;
}

static inline Node *
node_at (const Search *search,
         guint32       index)
{
  return &search->node_blocks[index >> BLOCK_SHIFT][index & (BLOCK_NODES - 1)];
}

static gboolean
charge (Search *search,
        gsize   bytes)
{
  if (search->used + bytes > search->budget)
    return FALSE;
  search->used += bytes;
  return TRUE;
}

static gboolean
grow_table (Search *search)
{
  guint64 size = (search->mask + 1) * 2;
  guint64 *slots;

  if (!charge (search, size * sizeof (guint64)))
    return FALSE;

  slots = g_try_new0 (guint64, size);
  if (slots == NULL)
    return FALSE;
  for (guint64 i = 0; i <= search->mask; i++)
    {
      guint64 slot = search->slots[i];
      guint64 h, j;

      if (slot == 0)
        continue;
      h = hash_key (search, node_key (search, (guint32) (slot & G_MAXUINT32) - 1));
      for (j = h & (size - 1); slots[j] != 0; j = (j + 1) & (size - 1))
        ;
      slots[j] = slot;
    }
  g_free (search->slots);
  search->used -= (search->mask + 1) * sizeof (guint64);
  search->slots = slots;
  search->mask = size - 1;
  return TRUE;
}

/* Finds the key, or adds it as a new node. Returns the node index, sets
 * *added; G_MAXUINT32 when the budget is spent. */
static guint32
intern (Search        *search,
        const guint64 *key,
        gboolean      *added)
{
  guint64 h = hash_key (search, key);
  guint64 tag = h >> 32;
  guint64 j;
  guint32 index;

  for (j = h & search->mask; search->slots[j] != 0; j = (j + 1) & search->mask)
    {
      guint64 slot = search->slots[j];

      if ((slot >> 32) == tag &&
          memcmp (node_key (search, (guint32) (slot & G_MAXUINT32) - 1), key,
                  search->key_words * sizeof (guint64)) == 0)
        {
          *added = FALSE;
          return (guint32) (slot & G_MAXUINT32) - 1;
        }
    }

  index = search->n_nodes;
  if (index == G_MAXUINT32 - 1)
    return G_MAXUINT32;
  if ((index & (BLOCK_NODES - 1)) == 0)
    {
      gsize key_bytes = (gsize) BLOCK_NODES * search->key_words * sizeof (guint64);
      gsize node_bytes = (gsize) BLOCK_NODES * sizeof (Node);

      if (!charge (search, key_bytes + node_bytes))
        return G_MAXUINT32;
      if (search->n_blocks == search->max_blocks)
        {
          search->max_blocks *= 2;
          search->key_blocks = g_renew (guint64 *, search->key_blocks, search->max_blocks);
          search->node_blocks = g_renew (Node *, search->node_blocks, search->max_blocks);
        }
      search->key_blocks[search->n_blocks] = g_try_malloc (key_bytes);
      search->node_blocks[search->n_blocks] = g_try_malloc (node_bytes);
      search->n_blocks++;
      if (search->key_blocks[search->n_blocks - 1] == NULL ||
          search->node_blocks[search->n_blocks - 1] == NULL)
        return G_MAXUINT32;
    }
  memcpy (node_key (search, index), key, search->key_words * sizeof (guint64));
  search->slots[j] = (tag << 32) | (index + 1);
  search->n_nodes++;
  *added = TRUE;

  /* Keep the table at most three quarters full. */
  if ((guint64) search->n_nodes * 4 > (search->mask + 1) * 3 && !grow_table (search))
    return G_MAXUINT32;

  return index;
}

static gboolean
push_open (Search  *search,
           guint    priority,
           guint32  index)
{
  Bucket *bucket;

  if (priority >= search->n_buckets)
    {
      guint n = MAX (priority + 1, search->n_buckets * 2);

      search->buckets = g_renew (Bucket, search->buckets, n);
      memset (search->buckets + search->n_buckets, 0,
              (n - search->n_buckets) * sizeof (Bucket));
      search->n_buckets = n;
    }
  bucket = &search->buckets[priority];
  if (bucket->length == bucket->capacity)
    {
      gsize capacity = MAX (64, bucket->capacity * 2);
      guint32 *items;

      if (!charge (search, (capacity - bucket->capacity) * sizeof (guint32)))
        return FALSE;
      items = g_try_renew (guint32, bucket->items, capacity);
      if (items == NULL)
        return FALSE;
      bucket->items = items;
      bucket->capacity = capacity;
    }
  bucket->items[bucket->length++] = index;
  search->lowest = MIN (search->lowest, priority);
  return TRUE;
}

static gboolean
pop_open (Search  *search,
          guint   *priority,
          guint32 *index)
{
  for (; search->lowest < search->n_buckets; search->lowest++)
    {
      Bucket *bucket = &search->buckets[search->lowest];

      if (bucket->length > 0)
        {
          *priority = search->lowest;
          *index = bucket->items[--bucket->length];
          return TRUE;
        }
    }
  return FALSE;
}

static void
search_clear (Search *search)
{
  for (guint i = 0; i < search->n_blocks; i++)
    {
      g_free (search->key_blocks[i]);
      g_free (search->node_blocks[i]);
    }
  g_free (search->key_blocks);
  g_free (search->node_blocks);
  g_free (search->slots);
  for (guint i = 0; i < search->n_buckets; i++)
    g_free (search->buckets[i].items);
  g_free (search->buckets);
}

static void
level_to_bottles (const PerchBallsortLevel *level,
                  guint64                  *bottles)
{
  for (guint b = 0; b < level->n_bottles; b++)
    {
      bottles[b] = 0;
      for (guint i = 0; i < level->heights[b]; i++)
        bottles[b] |= (guint64) level->balls[b][i] << (8 * i);
    }
}

static void
search_init (Search                   *search,
             const PerchBallsortLevel *level,
             PerchBallsortModel        model,
             gsize                     budget,
             guint                     weight)
{
  guint bits = 1;

  while ((1u << bits) <= level->n_colours)
    bits++;

  memset (search, 0, sizeof *search);
  search->model = model;
  search->n_bottles = level->n_bottles;
  search->capacity = level->capacity;
  search->n_balls = level->n_colours * level->capacity;
  search->symbol_bits = bits;
  search->key_words = ((search->n_balls + level->n_bottles) * bits + 63) / 64;
  search->weight = weight;
  search->budget = budget;
  search->max_blocks = 16;
  search->key_blocks = g_new0 (guint64 *, search->max_blocks);
  search->node_blocks = g_new0 (Node *, search->max_blocks);
  search->mask = 1023;
  search->slots = g_new0 (guint64, search->mask + 1);
  search->used = (search->mask + 1) * sizeof (guint64);
}

/* The outcome of one search. */
typedef enum
{
  OUTCOME_FOUND,
  OUTCOME_EXHAUSTED,
  OUTCOME_OVER_BUDGET,
  OUTCOME_CANCELLED,
} Outcome;

/* Runs A* (weight 1: the first goal is a shortest one) or weighted
 * best-first (weight > 1). On OUTCOME_FOUND, *goal is the goal node. */
static Outcome
search_run (Search        *search,
            const guint64 *start,
            PerchProgress *progress,
            guint32       *goal)
{
  guint64 bottles[PERCH_BALLSORT_MAX_BOTTLES];
  guint64 child[PERCH_BALLSORT_MAX_BOTTLES];
  guint64 key[64];
  guint n = search->n_bottles;
  guint capacity = search->capacity;
  gboolean water = search->model == PERCH_BALLSORT_MODEL_WATER;
  gboolean added;
  guint32 index;
  guint priority;
  Node *node;

  if (perch_progress_cancelled (progress))
    return OUTCOME_CANCELLED;

  memcpy (bottles, start, n * sizeof (guint64));
  sort_bottles (bottles, n);
  pack_key (search, bottles, key);
  index = intern (search, key, &added);
  if (index == G_MAXUINT32)
    return OUTCOME_OVER_BUDGET;
  node = node_at (search, index);
  node->parent = NO_PARENT;
  node->g = 0;
  node->h = lower_bound (search, bottles);
  node->closed = FALSE;
  if (!push_open (search, node->h * search->weight, index))
    return OUTCOME_OVER_BUDGET;

  while (pop_open (search, &priority, &index))
    {
      guint heights[PERCH_BALLSORT_MAX_BOTTLES];
      guint tops[PERCH_BALLSORT_MAX_BOTTLES];
      guint g;

      node = node_at (search, index);
      if (node->closed || node->g + node->h * search->weight != priority)
        continue;
      if (node->h == 0)
        {
          *goal = index;
          perch_progress_update (progress, search->expanded);
          return OUTCOME_FOUND;
        }
      node->closed = TRUE;
      g = node->g;

      if ((++search->expanded & (CHECK_EVERY - 1)) == 0)
        {
          if (perch_progress_cancelled (progress))
            return OUTCOME_CANCELLED;
          perch_progress_update (progress, search->expanded);
        }

      unpack_key (search, node_key (search, index), bottles);
      for (guint b = 0; b < n; b++)
        {
          heights[b] = bottle_height (bottles[b]);
          tops[b] = heights[b] == 0 ? 0 : (bottles[b] >> (8 * (heights[b] - 1))) & 0xff;
        }

      for (guint from = 0; from < n; from++)
        {
          guint64 source = bottles[from];
          guint height = heights[from], top_run;

          if (source == 0 || (from > 0 && source == bottles[from - 1]))
            continue;
          top_run = bottle_top_run (source, height);
          /* A full bottle of one colour is finished. */
          if (top_run == capacity)
            continue;

          for (guint to = 0; to < n; to++)
            {
              guint64 target = bottles[to];
              guint amount, child_h, child_g;
              guint32 child_index;
              Node *child_node;

              if (to == from || heights[to] == capacity ||
                  (target != 0 && tops[to] != tops[from]))
                continue;
              /* Identical targets give identical positions. */
              if (to > 0 && bottles[to - 1] == target &&
                  (to - 1 != from || (to > 1 && bottles[to - 2] == target)))
                continue;

              if (water)
                {
                  /* Pouring a whole one-colour bottle into an empty one
                   * changes nothing. */
                  if (target == 0 && top_run == height)
                    continue;
                  amount = MIN (top_run, capacity - heights[to]);
                }
              else
                amount = 1;

              memcpy (child, bottles, n * sizeof (guint64));
              child[from] = source & ((G_GUINT64_CONSTANT (1) << (8 * (height - amount))) - 1);
              child[to] = target | ((tops[from] * (BYTE_ONES >> (8 * (8 - amount))))
                                    << (8 * heights[to]));
              sort_bottles (child, n);
              pack_key (search, child, key);

              child_index = intern (search, key, &added);
              if (child_index == G_MAXUINT32)
                return OUTCOME_OVER_BUDGET;
              child_node = node_at (search, child_index);
              child_g = g + 1;
              if (added)
                {
                  child_h = lower_bound (search, child);
                  child_node->h = child_h;
                }
              else
                {
                  if (child_node->g <= child_g)
                    continue;
                  child_h = child_node->h;
                }
              if (child_g > G_MAXUINT16)
                return OUTCOME_OVER_BUDGET;
              child_node->g = child_g;
              child_node->parent = index;
              child_node->closed = FALSE;

              /* A goal reached at the current f is a shortest one; with a
               * weight, any goal will do. */
              if (child_h == 0 && (search->weight > 1 || child_g == priority))
                {
                  *goal = child_index;
                  perch_progress_update (progress, search->expanded);
                  return OUTCOME_FOUND;
                }
              if (!push_open (search, child_g + child_h * search->weight, child_index))
                return OUTCOME_OVER_BUDGET;
            }
        }
    }
  perch_progress_update (progress, search->expanded);
  return OUTCOME_EXHAUSTED;
}

/* Turns the path of canonical positions into moves between the level's own
 * bottles: at each step, the first legal move (in bottle order) that leads
 * to the next position. */
static GArray *
path_to_moves (Search                   *search,
               const PerchBallsortLevel *level,
               guint32                   goal)
{
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (guint32));
  g_autoptr(PerchBallsortLevel) current = perch_ballsort_level_copy (level);
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (PerchBallsortMove));
  guint64 key[64];

  for (guint32 i = goal; i != NO_PARENT; i = node_at (search, i)->parent)
    g_array_prepend_val (path, i);

  for (guint step = 1; step < path->len; step++)
    {
      const guint64 *wanted = node_key (search, g_array_index (path, guint32, step));
      gboolean found = FALSE;

      for (guint from = 0; from < level->n_bottles && !found; from++)
        for (guint to = 0; to < level->n_bottles && !found; to++)
          {
            PerchBallsortMove move = { from, to };
            guint64 bottles[PERCH_BALLSORT_MAX_BOTTLES];
            PerchBallsortLevel *next;

            if (perch_ballsort_level_check_move (current, move) != PERCH_BALLSORT_VERDICT_LEGAL)
              continue;
            next = perch_ballsort_level_apply (current, search->model, move, NULL);
            level_to_bottles (next, bottles);
            sort_bottles (bottles, level->n_bottles);
            pack_key (search, bottles, key);
            if (memcmp (key, wanted, search->key_words * sizeof (guint64)) == 0)
              {
                g_array_append_val (moves, move);
                perch_ballsort_level_free (current);
                current = next;
                found = TRUE;
              }
            else
              perch_ballsort_level_free (next);
          }
      g_assert (found);
    }
  return moves;
}

static PerchBallsortResult *
solve (const PerchBallsortLevel *level,
       PerchBallsortModel        model,
       gsize                     budget_bytes,
       gboolean                  exact,
       PerchProgress            *progress,
       GError                  **error)
{
  g_autoptr(PerchBallsortResult) result = NULL;
  guint64 start[PERCH_BALLSORT_MAX_BOTTLES];
  Search search;
  Outcome outcome;
  guint32 goal = 0;

  result = g_new0 (PerchBallsortResult, 1);
  result->moves = g_array_new (FALSE, FALSE, sizeof (PerchBallsortMove));
  level_to_bottles (level, start);

  search_init (&search, level, model, budget_bytes, exact ? 1 : FALLBACK_WEIGHT);
  outcome = search_run (&search, start, progress, &goal);
  result->states = search.expanded;
  if (outcome == OUTCOME_OVER_BUDGET && exact)
    {
      /* Too big to prove: look for any solution, greedily. */
      search_clear (&search);
      search_init (&search, level, model, budget_bytes, FALLBACK_WEIGHT);
      outcome = search_run (&search, start, progress, &goal);
      result->states += search.expanded;
    }
  /* Either search, run to exhaustion, has seen every reachable position:
   * that proves there is no solution. */

  switch (outcome)
    {
    case OUTCOME_FOUND:
      result->status = PERCH_BALLSORT_STATUS_SOLVED;
      result->optimal = search.weight == 1;
      g_array_unref (result->moves);
      result->moves = path_to_moves (&search, level, goal);
      break;
    case OUTCOME_EXHAUSTED:
      result->status = PERCH_BALLSORT_STATUS_UNSOLVABLE;
      result->optimal = TRUE;
      break;
    case OUTCOME_OVER_BUDGET:
      result->status = PERCH_BALLSORT_STATUS_GAVE_UP;
      break;
    case OUTCOME_CANCELLED:
      search_clear (&search);
      perch_progress_set_error_if_cancelled (progress, error);
      return NULL;
    default:
      g_assert_not_reached ();
    }
  search_clear (&search);

  return g_steal_pointer (&result);
}

PerchBallsortResult *
perch_ballsort_solve (const PerchBallsortLevel *level,
                      PerchBallsortModel        model,
                      gsize                     budget_bytes,
                      PerchProgress            *progress,
                      GError                  **error)
{
  g_return_val_if_fail (level != NULL, NULL);
  g_return_val_if_fail (model == PERCH_BALLSORT_MODEL_BALL || model == PERCH_BALLSORT_MODEL_WATER,
                        NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return solve (level, model, budget_bytes, TRUE, progress, error);
}

/* Only the fast best-first search: some solution, not proven shortest (the
 * generator's proof that a deal can be solved). */
PerchBallsortResult *
perch_ballsort_solve_quickly (const PerchBallsortLevel *level,
                              PerchBallsortModel        model,
                              gsize                     budget_bytes,
                              PerchProgress            *progress,
                              GError                  **error)
{
  g_return_val_if_fail (level != NULL, NULL);
  g_return_val_if_fail (model == PERCH_BALLSORT_MODEL_BALL || model == PERCH_BALLSORT_MODEL_WATER,
                        NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return solve (level, model, budget_bytes, FALSE, progress, error);
}

void
perch_ballsort_result_free (PerchBallsortResult *result)
{
  if (result == NULL)
    return;
  g_array_unref (result->moves);
  g_free (result);
}

guint
perch_ballsort_lower_bound (const PerchBallsortLevel *level,
                            PerchBallsortModel        model)
{
  guint64 bottles[PERCH_BALLSORT_MAX_BOTTLES];
  Search search;
  guint bound;

  g_return_val_if_fail (level != NULL, 0);

  search_init (&search, level, model, G_MAXSIZE, 1);
  level_to_bottles (level, bottles);
  bound = lower_bound (&search, bottles);
  search_clear (&search);
  return bound;
}

/* The first move of a shortest solution from here (for hints). FALSE with
 * no error when the position is solved or has no solution. */
gboolean
perch_ballsort_next_best_move (const PerchBallsortLevel *level,
                               PerchBallsortModel        model,
                               gsize                     budget_bytes,
                               PerchProgress            *progress,
                               PerchBallsortMove        *move,
                               gboolean                 *optimal,
                               GError                  **error)
{
  g_autoptr(PerchBallsortResult) result = NULL;

  g_return_val_if_fail (level != NULL && move != NULL, FALSE);

  result = perch_ballsort_solve (level, model, budget_bytes, progress, error);
  if (result == NULL || result->status != PERCH_BALLSORT_STATUS_SOLVED || result->moves->len == 0)
    return FALSE;
  *move = g_array_index (result->moves, PerchBallsortMove, 0);
  if (optimal != NULL)
    *optimal = result->optimal;
  return TRUE;
}

const char *
perch_ballsort_status_to_string (PerchBallsortStatus status)
{
  switch (status)
    {
    case PERCH_BALLSORT_STATUS_SOLVED:
      return "solved";
    case PERCH_BALLSORT_STATUS_UNSOLVABLE:
      return "unsolvable";
    case PERCH_BALLSORT_STATUS_GAVE_UP:
      return "gave-up";
    default:
      g_return_val_if_reached ("unknown");
    }
}
