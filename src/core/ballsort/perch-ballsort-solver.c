/* perch-ballsort-solver.c: A* over canonical positions with a counted lower bound
 *
 * Positions are the short keys of perch-ballsort-encoding.c, kept in blocks
 * (so that growing never copies them) and found again through an open
 * addressing table. Open positions wait in buckets by f = g + h; a bucket is
 * a stack, so the search dives within the last layer. Every allocation is
 * counted against the memory budget.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-ballsort"

#include "perch-ballsort-solver.h"
#include "perch-ballsort-encoding-private.h"

#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define BLOCK_SHIFT     12
#define BLOCK_NODES     (1u << BLOCK_SHIFT)
#define ARENA_BLOCKS    16
#define NO_PARENT       G_MAXUINT32
#define CHECK_EVERY     4096
#define INFO_INTERVAL   (100 * G_TIME_SPAN_MILLISECOND)
#define FALLBACK_WEIGHT 3
#define MAX_G           G_MAXUINT16
#define MAX_H           0x7fff

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
  PerchBallsortEncoding  encoding;
  guint                  key_words;
  guint                  weight;

  /* Memory: every allocation is counted against the budget. */
  gsize                  budget;
  gsize                  used;
  gsize                  peak;

  /* Stored positions, in blocks so that growing never copies them: a
   * record is the node, then its key. */
  guint64              **blocks;
  guint                  record_words;
  guint                  n_blocks;
  guint64              **arenas;
  guint                  n_arenas;
  guint                  max_blocks;
  guint32                n_nodes;

  /* Open addressing: slot = (hash tag << 32) | (node index + 1); 0 is empty. */
  guint64               *slots;
  guint64                mask;

  /* Open positions by priority; each bucket a stack of node indices. */
  Bucket                *buckets;
  guint                  n_buckets;
  guint                  lowest;

  /* Room for the children of one position. */
  guint64               *child_keys;
  guint                 *child_bounds;
  guint64               *child_hashes;

  guint64                expanded;
  guint                  start_bound;
  guint                  bound;          /* the f being expanded */
  PerchBallsortInfoFunc  info_func;
  gpointer               info_data;
  gint64                 next_info_us;
} Search;

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
record_at (const Search *search,
           guint32       index)
{
  return search->blocks[index >> BLOCK_SHIFT] +
         (gsize) (index & (BLOCK_NODES - 1)) * search->record_words;
}

static inline Node *
node_at (const Search *search,
         guint32       index)
{
  return (Node *) record_at (search, index);
}

static inline guint64 *
node_key (const Search *search,
          guint32       index)
{
  return record_at (search, index) + 1;
}

static gboolean
charge (Search *search,
        gsize   bytes)
{
  if (search->used + bytes > search->budget)
    return FALSE;
  search->used += bytes;
  search->peak = MAX (search->peak, search->used);
  return TRUE;
}

/* The table and most records are read at random: in huge pages (where
 * the system gives them) each look-up misses the TLB far less often. Small
 * areas come from malloc. Contents start zeroed. */
#define HUGE_PAGE ((gsize) 2 * 1024 * 1024)

static gpointer
big_alloc (gsize bytes)
{
  void *p;

  if (bytes < HUGE_PAGE)
    return g_try_malloc0 (bytes);
  p = mmap (NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED)
    return NULL;
#ifdef MADV_HUGEPAGE
  madvise (p, bytes, MADV_HUGEPAGE);
#endif
  return p;
}

static void
big_free (gpointer p,
          gsize    bytes)
{
  if (p == NULL)
    return;
  if (bytes < HUGE_PAGE)
    g_free (p);
  else
    munmap (p, bytes);
}

static gboolean
grow_table (Search *search)
{
  guint64 size = (search->mask + 1) * 2;
  guint64 *slots;

  if (!charge (search, size * sizeof (guint64)))
    return FALSE;

  slots = big_alloc (size * sizeof (guint64));
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
  big_free (search->slots, (search->mask + 1) * sizeof (guint64));
  search->used -= (search->mask + 1) * sizeof (guint64);
  search->slots = slots;
  search->mask = size - 1;
  return TRUE;
}

/* Room for BLOCK_NODES more records: the first blocks one by one, then
 * carved from arenas of ARENA_BLOCKS. */
static gboolean
add_block (Search *search)
{
  gsize bytes = (gsize) BLOCK_NODES * search->record_words * sizeof (guint64);
  guint64 *block;

  if (search->n_blocks == search->max_blocks)
    {
      search->max_blocks *= 2;
      search->blocks = g_renew (guint64 *, search->blocks, search->max_blocks);
    }
  if (search->n_blocks < ARENA_BLOCKS)
    {
      if (!charge (search, bytes))
        return FALSE;
      block = g_try_malloc (bytes);
    }
  else
    {
      if (search->n_blocks % ARENA_BLOCKS == 0)
        {
          if (!charge (search, bytes * ARENA_BLOCKS))
            return FALSE;
          search->arenas = g_renew (guint64 *, search->arenas, search->n_arenas + 1);
          search->arenas[search->n_arenas] = big_alloc (bytes * ARENA_BLOCKS);
          if (search->arenas[search->n_arenas] == NULL)
            return FALSE;
          search->n_arenas++;
        }
      block = search->arenas[search->n_arenas - 1] +
              (gsize) (search->n_blocks % ARENA_BLOCKS) * BLOCK_NODES * search->record_words;
    }
  if (block == NULL)
    return FALSE;
  search->blocks[search->n_blocks++] = block;
  return TRUE;
}

/* Finds the key, or adds it as a new node. Returns the node index, sets
 * *added; G_MAXUINT32 when the budget is spent. */
static guint32
intern (Search        *search,
        const guint64 *key,
        guint64        h,
        gboolean      *added)
{
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
      if (!add_block (search))
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
  for (guint i = 0; i < MIN (search->n_blocks, ARENA_BLOCKS); i++)
    g_free (search->blocks[i]);
  for (guint i = 0; i < search->n_arenas; i++)
    big_free (search->arenas[i],
              (gsize) ARENA_BLOCKS * BLOCK_NODES * search->record_words * sizeof (guint64));
  g_free (search->blocks);
  g_free (search->arenas);
  big_free (search->slots, (search->mask + 1) * sizeof (guint64));
  for (guint i = 0; i < search->n_buckets; i++)
    g_free (search->buckets[i].items);
  g_free (search->buckets);
  g_free (search->child_keys);
  g_free (search->child_bounds);
  g_free (search->child_hashes);
  perch_ballsort_encoding_clear (&search->encoding);
}

/* FALSE when even the tables of the encoding do not fit the budget. */
static gboolean
search_init (Search                     *search,
             const PerchBallsortLevel   *level,
             const PerchBallsortOptions *options,
             guint                       weight)
{
  guint max_children;

  memset (search, 0, sizeof *search);
  perch_ballsort_encoding_init (&search->encoding, level, options->model);
  search->key_words = search->encoding.key_words;
  search->record_words = search->key_words + 1;
  search->weight = weight;
  search->budget = options->budget;
  search->info_func = options->info_func;
  search->info_data = options->info_data;
  search->max_blocks = 16;
  search->blocks = g_new0 (guint64 *, search->max_blocks);
  search->mask = 1023;
  search->slots = g_new0 (guint64, search->mask + 1);
  max_children = perch_ballsort_encoding_max_children (&search->encoding);
  search->child_keys = g_new (guint64, (gsize) max_children * search->key_words);
  search->child_bounds = g_new (guint, max_children);
  search->child_hashes = g_new (guint64, max_children);
  return charge (search, (search->mask + 1) * sizeof (guint64) + search->encoding.memory +
                         (gsize) max_children * ((search->key_words + 1) * sizeof (guint64) +
                                                 sizeof (guint)));
}

static void
report_info (Search  *search,
             gboolean force)
{
  PerchBallsortSearchInfo info;
  gint64 now;

  if (search->info_func == NULL)
    return;
  now = g_get_monotonic_time ();
  if (!force && now < search->next_info_us)
    return;
  search->next_info_us = now + INFO_INTERVAL;

  info.expanded = search->expanded;
  info.stored = search->n_nodes;
  info.memory = search->used;
  info.budget = search->budget;
  info.bound = search->weight == 1 ? search->bound : search->start_bound;
  info.start_bound = search->start_bound;
  info.exact = search->weight == 1;
  search->info_func (&info, search->info_data);
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
search_run (Search                   *search,
            const PerchBallsortLevel *level,
            PerchProgress            *progress,
            guint32                  *goal)
{
  g_autofree guint64 *start = g_new0 (guint64, search->key_words);
  gboolean added;
  guint32 index;
  guint priority;
  Node *node;

  if (perch_progress_cancelled (progress))
    return OUTCOME_CANCELLED;

  if (!perch_ballsort_encoding_encode (&search->encoding, level, start))
    g_return_val_if_reached (OUTCOME_EXHAUSTED);
  search->start_bound = perch_ballsort_encoding_bound (&search->encoding, start);
  if (search->start_bound > MAX_H)
    return OUTCOME_OVER_BUDGET;
  index = intern (search, start, hash_key (search, start), &added);
  if (index == G_MAXUINT32)
    return OUTCOME_OVER_BUDGET;
  node = node_at (search, index);
  node->parent = NO_PARENT;
  node->g = 0;
  node->h = search->start_bound;
  node->closed = FALSE;
  if (!push_open (search, node->h * search->weight, index))
    return OUTCOME_OVER_BUDGET;
  search->bound = search->start_bound;
  report_info (search, TRUE);

  while (pop_open (search, &priority, &index))
    {
      guint n_children, g, h;

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
      search->bound = priority;
      h = node->h;

      if ((++search->expanded & (CHECK_EVERY - 1)) == 0)
        {
          if (perch_progress_cancelled (progress))
            return OUTCOME_CANCELLED;
          perch_progress_update (progress, search->expanded);
          report_info (search, FALSE);
        }

      n_children = perch_ballsort_encoding_expand (&search->encoding, node_key (search, index), h,
                                                   search->child_keys, search->child_bounds);

      /* The table and the records are far apart in memory: ask for every
       * child's slot, then for the records its tag points at, before
       * looking at any of them. */
      for (guint c = 0; c < n_children; c++)
        {
          guint64 hash = hash_key (search, search->child_keys + (gsize) c * search->key_words);

          search->child_hashes[c] = hash;
          __builtin_prefetch (&search->slots[hash & search->mask]);
        }
      for (guint c = 0; c < n_children; c++)
        {
          guint64 hash = search->child_hashes[c];
          guint64 slot = search->slots[hash & search->mask];

          if (slot != 0 && (slot >> 32) == (hash >> 32))
            __builtin_prefetch (record_at (search, (guint32) (slot & G_MAXUINT32) - 1));
        }

      for (guint c = 0; c < n_children; c++)
        {
          const guint64 *key = search->child_keys + (gsize) c * search->key_words;
          guint child_h = search->child_bounds[c], child_g = g + 1;
          guint32 child_index;
          Node *child;

          child_index = intern (search, key, search->child_hashes[c], &added);
          if (child_index == G_MAXUINT32)
            return OUTCOME_OVER_BUDGET;
          child = node_at (search, child_index);
          if (!added && child->g <= child_g)
            continue;
          if (child_g > MAX_G || child_h > MAX_H)
            return OUTCOME_OVER_BUDGET;
          child->g = child_g;
          child->h = child_h;
          child->parent = index;
          child->closed = FALSE;

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
  perch_progress_update (progress, search->expanded);
  return OUTCOME_EXHAUSTED;
}

/* Turns the path of canonical positions into moves between the level's own
 * bottles: at each step, the first legal move (in bottle order) that leads
 * to the next position. */
static GArray *
path_to_moves (Search                   *search,
               const PerchBallsortLevel *level,
               PerchBallsortModel        model,
               guint32                   goal)
{
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (guint32));
  g_autoptr(PerchBallsortLevel) current = perch_ballsort_level_copy (level);
  g_autofree guint64 *key = g_new (guint64, search->key_words);
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (PerchBallsortMove));

  for (guint32 i = goal; i != NO_PARENT; i = node_at (search, i)->parent)
    g_array_append_val (path, i);

  for (guint step = path->len - 1; step > 0; step--)
    {
      const guint64 *wanted = node_key (search, g_array_index (path, guint32, step - 1));
      gboolean found = FALSE;

      for (guint from = 0; from < level->n_bottles && !found; from++)
        for (guint to = 0; to < level->n_bottles && !found; to++)
          {
            PerchBallsortMove move = { from, to };
            PerchBallsortLevel *next;

            if (perch_ballsort_level_check_move (current, move) != PERCH_BALLSORT_VERDICT_LEGAL)
              continue;
            next = perch_ballsort_level_apply (current, model, move, NULL);
            if (perch_ballsort_encoding_encode (&search->encoding, next, key) &&
                memcmp (key, wanted, search->key_words * sizeof (guint64)) == 0)
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
solve (const PerchBallsortLevel   *level,
       const PerchBallsortOptions *options,
       PerchProgress              *progress,
       GError                    **error)
{
  g_autoptr(PerchBallsortResult) result = NULL;
  Search search;
  Outcome outcome;
  guint32 goal = 0;
  gboolean fits;

  result = g_new0 (PerchBallsortResult, 1);
  result->moves = g_array_new (FALSE, FALSE, sizeof (PerchBallsortMove));

  fits = search_init (&search, level, options, options->fast ? FALLBACK_WEIGHT : 1);
  outcome = fits ? search_run (&search, level, progress, &goal) : OUTCOME_OVER_BUDGET;
  result->states = search.expanded;
  result->memory = search.peak;
  if (outcome == OUTCOME_OVER_BUDGET && !options->fast)
    {
      /* Too big to prove: look for any solution, greedily. */
      search_clear (&search);
      fits = search_init (&search, level, options, FALLBACK_WEIGHT);
      outcome = fits ? search_run (&search, level, progress, &goal) : OUTCOME_OVER_BUDGET;
      result->states += search.expanded;
      result->memory = MAX (result->memory, search.peak);
    }
  result->stored = search.n_nodes;

  /* Either search, run to exhaustion, has seen every reachable position:
   * that proves there is no solution. */
  switch (outcome)
    {
    case OUTCOME_FOUND:
      result->status = PERCH_BALLSORT_STATUS_SOLVED;
      result->optimal = search.weight == 1;
      g_array_unref (result->moves);
      result->moves = path_to_moves (&search, level, options->model, goal);
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
  /* The last report: a proven length is the bound itself. */
  if (outcome == OUTCOME_FOUND && result->optimal)
    search.bound = result->moves->len;
  report_info (&search, TRUE);
  search_clear (&search);

  return g_steal_pointer (&result);
}

PerchBallsortResult *
perch_ballsort_solve_with (const PerchBallsortLevel   *level,
                           const PerchBallsortOptions *options,
                           PerchProgress              *progress,
                           GError                    **error)
{
  PerchBallsortOptions copy;

  g_return_val_if_fail (level != NULL && options != NULL, NULL);
  g_return_val_if_fail (options->model == PERCH_BALLSORT_MODEL_BALL ||
                        options->model == PERCH_BALLSORT_MODEL_WATER, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  copy = *options;
  if (copy.budget == 0)
    copy.budget = perch_ballsort_default_budget ();
  return solve (level, &copy, progress, error);
}

PerchBallsortResult *
perch_ballsort_solve (const PerchBallsortLevel *level,
                      PerchBallsortModel        model,
                      gsize                     budget_bytes,
                      PerchProgress            *progress,
                      GError                  **error)
{
  PerchBallsortOptions options = { model, budget_bytes, FALSE, NULL, NULL };

  return perch_ballsort_solve_with (level, &options, progress, error);
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
  PerchBallsortOptions options = { model, budget_bytes, TRUE, NULL, NULL };

  return perch_ballsort_solve_with (level, &options, progress, error);
}

/* The fewest empty bottles that make @level solvable, and the shortest
 * solution with them: the level is tried with 0, 1, 2, ... empty bottles
 * added after its own, until one count has a solution (as many as there
 * are colours always do: each colour can gather in its own). result->extra
 * says how many; the moves use the bottles' numbers in that larger level.
 * If the search runs out of memory before it proves that a count is too
 * small, the result says GAVE_UP with that count in ->extra. */
PerchBallsortResult *
perch_ballsort_solve_extra (const PerchBallsortLevel   *level,
                            const PerchBallsortOptions *options,
                            PerchProgress              *progress,
                            GError                    **error)
{
  PerchBallsortOptions exact;
  guint64 states = 0;

  g_return_val_if_fail (level != NULL && options != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  exact = *options;
  exact.fast = FALSE;
  for (guint extra = 0; ; extra++)
    {
      g_autoptr(PerchBallsortLevel) larger = NULL;
      PerchBallsortResult *result;

      if (level->n_bottles + extra > PERCH_BALLSORT_MAX_BOTTLES)
        {
          g_set_error (error, PERCH_BALLSORT_ERROR, PERCH_BALLSORT_ERROR_INVALID,
                       "no solution with up to %u more bottles (at most %d bottles)",
                       extra - 1, PERCH_BALLSORT_MAX_BOTTLES);
          return NULL;
        }
      larger = perch_ballsort_level_add_empty (level, extra);
      result = perch_ballsort_solve_with (larger, &exact, progress, error);
      if (result == NULL)
        return NULL;
      states += result->states;
      if (result->status != PERCH_BALLSORT_STATUS_UNSOLVABLE)
        {
          result->extra = extra;
          result->states = states;
          return result;
        }
      perch_ballsort_result_free (result);
    }
}

void
perch_ballsort_result_free (PerchBallsortResult *result)
{
  if (result == NULL)
    return;
  g_array_unref (result->moves);
  g_free (result);
}

/* A quarter of the physical memory (at least 256 MB; 1 GB when the system
 * does not say): a proof may take what a desktop can spare while the user
 * waits for it, and no more. */
gsize
perch_ballsort_default_budget (void)
{
  long pages = sysconf (_SC_PHYS_PAGES), page_size = sysconf (_SC_PAGESIZE);
  guint64 total;

  if (pages <= 0 || page_size <= 0)
    return (gsize) 1024 * 1024 * 1024;
  total = (guint64) pages * (guint64) page_size;
  return (gsize) MIN (MAX (total / 4, (guint64) 256 * 1024 * 1024), (guint64) G_MAXSIZE / 2);
}

guint
perch_ballsort_lower_bound (const PerchBallsortLevel *level,
                            PerchBallsortModel        model)
{
  PerchBallsortEncoding encoding;
  g_autofree guint64 *key = NULL;
  guint bound = 0;

  g_return_val_if_fail (level != NULL, 0);

  perch_ballsort_encoding_init (&encoding, level, model);
  key = g_new0 (guint64, encoding.key_words);
  if (perch_ballsort_encoding_encode (&encoding, level, key))
    bound = perch_ballsort_encoding_bound (&encoding, key);
  perch_ballsort_encoding_clear (&encoding);
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
