/* perch-qawale-hard-v1.c: the Hard player as it was, frozen as a reference opponent
 *
 * This is the search and the evaluation of the Hard player before the work on its
 * strength began (commit 6f28404), under other names, so that every later change to
 * Hard can be measured against the same opponent (player spec "hard-v1"). Do not
 * improve it: a reference that moves measures nothing. The rules, the board tables and
 * the types of the limits and the choice are shared.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "perch-qawale-hard-v1.h"

#include <stdlib.h>
#include <string.h>

/* Far above anything evaluate() returns. */
#define EVAL_MAX 2000

/* A line that only one side can still win, by the tops it already holds. */
static const int line_weight[4] = { 0, 3, 12, 40 };
/* A three-in-line of the side to move whose fourth square its pebble can reach. */
#define REACHABLE_THREE 400
/* A three-in-line that is not (yet) reachable. */
#define OPEN_THREE       45
/* Each square the opponent threatens to complete; two or more rarely all get covered. */
#define THREAT           70
#define DOUBLE_THREAT   250
#define TOP                4

/* The evaluation runs millions of times a second: its tables are plain arrays. For
 * each half of the board (ranks 1-2, ranks 3-4) and each set of tops in it, line_counts
 * holds how many of those tops each line has, four bits per line, so that the counts of
 * all ten lines are two lookups and an addition. */
typedef struct
{
  guint8  bits[256];
  guint64 line_counts[2][256];
  guint16 ends[PERCH_QAWALE_N_SQUARES][PERCH_QAWALE_MAX_PEBBLES + 1];
} Tables;

static Tables tables;
static gint ready;

static void
build_tables (void)
{
  static gsize initialised = 0;

  if (g_once_init_enter (&initialised))
    {
      const guint16 *lines = perch_qawale_lines ();

      for (guint i = 0; i < 256; i++)
        tables.bits[i] = (i & 1) + tables.bits[i / 2];
      for (guint half = 0; half < 2; half++)
        for (guint i = 0; i < 256; i++)
          for (guint l = 0; l < PERCH_QAWALE_N_LINES; l++)
            tables.line_counts[half][i] |=
              (guint64) tables.bits[((lines[l] >> (8 * half)) & 0xff) & i] << (4 * l);
      for (guint s = 0; s < PERCH_QAWALE_N_SQUARES; s++)
        for (guint height = 0; height < PERCH_QAWALE_MAX_PEBBLES; height++)
          tables.ends[s][height] = perch_qawale_walk_ends (s, height + 1);
      g_atomic_int_set (&ready, 1);
      g_once_init_leave (&initialised, 1);
    }
}

static inline const Tables *
get_tables (void)
{
  if (G_UNLIKELY (!g_atomic_int_get (&ready)))
    build_tables ();
  return &tables;
}

static inline guint64
line_counts (const Tables *t,
             guint16       tops)
{
  return t->line_counts[0][tops & 0xff] + t->line_counts[1][tops >> 8];
}

static inline int
count_bits (const Tables *t,
            guint16       mask)
{
  return t->bits[mask & 0xff] + t->bits[mask >> 8];
}

/* Where the side to move's own pebble can land next move: the last step of a path
 * from any stack, the stack's height + 1 long. */
static guint16
reach (const Tables              *t,
       const PerchQawalePosition *position)
{
  guint16 squares = 0;

  for (guint s = 0; s < PERCH_QAWALE_N_SQUARES; s++)
    if (position->heights[s] > 0)
      squares |= t->ends[s][position->heights[s]];
  return squares;
}

static int
evaluate (const PerchQawalePosition *position)
{
  const Tables *tab = get_tables ();
  const guint16 *lines = perch_qawale_lines ();
  guint side = position->to_move;
  guint16 mine = position->tops[side], theirs = position->tops[side ^ 1];
  guint16 my_threes = 0, their_threes = 0;
  guint64 my_counts = line_counts (tab, mine), their_counts = line_counts (tab, theirs);
  int score = TOP * (count_bits (tab, mine) - count_bits (tab, theirs));

  for (guint l = 0; l < PERCH_QAWALE_N_LINES; l++)
    {
      int m = (my_counts >> (4 * l)) & 15;
      int t = (their_counts >> (4 * l)) & 15;

      if (t == 0)
        {
          score += line_weight[m];
          if (m == 3)
            my_threes |= lines[l] & ~mine;
        }
      else if (m == 0)
        {
          score -= line_weight[t];
          if (t == 3)
            their_threes |= lines[l] & ~theirs;
        }
    }

  if (my_threes != 0)
    score += (my_threes & reach (tab, position)) != 0 ? REACHABLE_THREE : OPEN_THREE;
  /* The opponent's threats only count if the opponent will move again. */
  if (their_threes != 0 && position->reserves[side ^ 1] > 0)
    {
      int n = count_bits (tab, their_threes);

      score -= THREAT * n + (n >= 2 ? DOUBLE_THREAT : 0);
    }
  return CLAMP (score, -EVAL_MAX + 1, EVAL_MAX - 1);
}

#define MAX_PLY      (2 * 10 + 2)
#define INFINITE     (PERCH_QAWALE_SCORE_WIN + 1)
#define CHECK_EVERY  1024
#define ORDER_TABLE  1000000
#define ORDER_KILLER 100000

typedef enum
{
  BOUND_UPPER = 1,
  BOUND_LOWER = 2,
  BOUND_EXACT = 3,
} Bound;

typedef struct
{
  guint64 key;
  guint64 steps;
  gint16  score;
  guint8  depth;
  guint8  bound;
  guint8  origin;
  guint8  n_steps;
  guint8  generation;
} Entry;

typedef struct
{
  PerchQawaleMove move;
  int             order;
  int             score;     /* for exact children */
  gboolean        exact;     /* the child ends the game: its score is known */
} Child;

typedef struct
{
  Child           *children;
  guint            n_children;
  guint            capacity;
  guint64         *seen;       /* keys of the children so far (open addressing) */
  guint32         *seen_stamp;
  guint            seen_mask;
  PerchQawaleMove  killers[2];
} Ply;

struct _PerchQawaleHardV1
{
  Entry               *table;
  guint64              table_mask;
  guint8               generation;
  guint8               rule_stones;    /* the table's positions were judged under these */
  guint8               rule_both_lines;

  Ply                  plies[MAX_PLY];
  int                  history[PERCH_QAWALE_N_SQUARES][PERCH_QAWALE_N_SQUARES];
  guint32              stamp;

  /* One search. */
  PerchQawalePosition  position;
  guint64              nodes;
  guint64              max_nodes;
  gint64               deadline;
  PerchProgress       *progress;
  gboolean             aborted;
  gboolean             may_abort;
  gint                 depth;          /* atomic: the iteration under way */
  gboolean             root_found;
  PerchQawaleMove      root_move;
  int                  root_score;
};

/* Zobrist keys: one per (square, level, pebble), the player to move and the reserves;
 * by_symmetry[s][l][p][g] is the key of that pebble in the image of the board under
 * symmetry g, so that a drop updates all 8 images' keys at once. */
typedef struct
{
  guint64 pebble[PERCH_QAWALE_N_SQUARES][PERCH_QAWALE_MAX_PEBBLES][4];
  guint64 by_symmetry[PERCH_QAWALE_N_SQUARES][PERCH_QAWALE_MAX_PEBBLES][4]
                     [PERCH_QAWALE_N_SYMMETRIES];
  guint64 to_move[2];
  guint64 reserve[2][11];
  guint8  square[PERCH_QAWALE_N_SYMMETRIES][PERCH_QAWALE_N_SQUARES];
  guint8  step[PERCH_QAWALE_N_SYMMETRIES][4];
  guint8  inverse[PERCH_QAWALE_N_SYMMETRIES];
} Keys;

static Keys keys;

static guint64
splitmix (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static void
init_keys (void)
{
  static gsize initialised = 0;

  if (g_once_init_enter (&initialised))
    {
      guint64 state = 20220707;

      for (guint s = 0; s < PERCH_QAWALE_N_SQUARES; s++)
        for (guint l = 0; l < PERCH_QAWALE_MAX_PEBBLES; l++)
          for (guint p = 0; p < 4; p++)
            keys.pebble[s][l][p] = splitmix (&state);
      for (guint c = 0; c < 2; c++)
        {
          keys.to_move[c] = splitmix (&state);
          for (guint r = 0; r < 11; r++)
            keys.reserve[c][r] = splitmix (&state);
        }
      for (guint g = 0; g < PERCH_QAWALE_N_SYMMETRIES; g++)
        {
          for (guint s = 0; s < PERCH_QAWALE_N_SQUARES; s++)
            keys.square[g][s] = perch_qawale_symmetry_square (g, s);
          for (guint d = 0; d < 4; d++)
            keys.step[g][d] = perch_qawale_symmetry_step (g, d);
          keys.inverse[g] = perch_qawale_symmetry_inverse (g);
        }
      for (guint s = 0; s < PERCH_QAWALE_N_SQUARES; s++)
        for (guint l = 0; l < PERCH_QAWALE_MAX_PEBBLES; l++)
          for (guint p = 0; p < 4; p++)
            for (guint g = 0; g < PERCH_QAWALE_N_SYMMETRIES; g++)
              keys.by_symmetry[s][l][p][g] = keys.pebble[keys.square[g][s]][l][p];
      g_once_init_leave (&initialised, 1);
    }
}

static inline void
xor_keys (guint64       *images,
          const guint64 *pebble)
{
  for (guint g = 0; g < PERCH_QAWALE_N_SYMMETRIES; g++)
    images[g] ^= pebble[g];
}

/* The keys of the 8 images of the position. */
static void
image_keys (const PerchQawalePosition *position,
            guint64                   *images)
{
  guint64 base = keys.to_move[position->to_move] ^ keys.reserve[0][position->reserves[0]] ^
                 keys.reserve[1][position->reserves[1]];

  for (guint g = 0; g < PERCH_QAWALE_N_SYMMETRIES; g++)
    images[g] = base;
  for (guint s = 0; s < PERCH_QAWALE_N_SQUARES; s++)
    {
      guint64 stack = position->stacks[s];

      for (guint l = 0; l < position->heights[s]; l++, stack >>= 2)
        xor_keys (images, keys.by_symmetry[s][l][stack & 3]);
    }
}

/* The smallest of the images' keys, and which symmetry gives it. */
static inline guint64
smallest_key (const guint64 *images,
              guint         *symmetry)
{
  guint64 best = images[0];

  *symmetry = 0;
  for (guint g = 1; g < PERCH_QAWALE_N_SYMMETRIES; g++)
    if (images[g] < best)
      {
        best = images[g];
        *symmetry = g;
      }
  return best;
}

static guint64
canonical_key (const PerchQawalePosition *position,
               guint                     *symmetry)
{
  guint64 images[PERCH_QAWALE_N_SYMMETRIES];

  image_keys (position, images);
  return smallest_key (images, symmetry);
}

static void
transform_move (const PerchQawaleMove *move,
                guint                  symmetry,
                PerchQawaleMove       *out)
{
  out->origin = keys.square[symmetry][move->origin];
  out->n_steps = move->n_steps;
  out->steps = 0;
  for (guint i = 0; i < move->n_steps; i++)
    out->steps |= (guint64) keys.step[symmetry][(move->steps >> (2 * i)) & 3] << (2 * i);
}

/* A move from the table may come from another position with the same key. */
static gboolean
move_fits (const PerchQawalePosition *position,
           const PerchQawaleMove     *move)
{
  guint square = move->origin;

  if (square >= PERCH_QAWALE_N_SQUARES || position->heights[square] == 0 ||
      move->n_steps != position->heights[square] + 1)
    return FALSE;
  for (guint i = 0; i < move->n_steps; i++)
    {
      guint step = (move->steps >> (2 * i)) & 3;

      if (i > 0 && step == PERCH_QAWALE_OPPOSITE ((move->steps >> (2 * (i - 1))) & 3))
        return FALSE;
      square = perch_qawale_neighbours[square][step];
      if (square == PERCH_QAWALE_NO_SQUARE)
        return FALSE;
    }
  return TRUE;
}

static int
score_to_table (int score,
                int ply)
{
  if (score > PERCH_QAWALE_SCORE_PROVEN)
    return score + ply;
  if (score < -PERCH_QAWALE_SCORE_PROVEN)
    return score - ply;
  return score;
}

static int
score_from_table (int score,
                  int ply)
{
  if (score > PERCH_QAWALE_SCORE_PROVEN)
    return score - ply;
  if (score < -PERCH_QAWALE_SCORE_PROVEN)
    return score + ply;
  return score;
}

static void
store (PerchQawaleHardV1     *self,
       guint64                key,
       guint                  symmetry,
       int                    depth,
       int                    score,
       Bound                  bound,
       int                    ply,
       const PerchQawaleMove *move)
{
  Entry *entry = &self->table[key & self->table_mask];

  if (entry->key != key && entry->generation == self->generation && entry->depth > depth)
    return;
  entry->key = key;
  entry->score = score_to_table (score, ply);
  entry->depth = depth;
  entry->bound = bound;
  entry->generation = self->generation;
  if (move != NULL)
    {
      PerchQawaleMove canonical;

      transform_move (move, symmetry, &canonical);
      entry->origin = canonical.origin;
      entry->n_steps = canonical.n_steps;
      entry->steps = canonical.steps;
    }
  else
    entry->n_steps = 0;
}

/* Time, nodes and cancellation, looked at every CHECK_EVERY positions. */
static gboolean
should_stop (PerchQawaleHardV1 *self)
{
  if (self->aborted)
    return TRUE;
  if (self->nodes % CHECK_EVERY != 0)
    return FALSE;
  perch_progress_update (self->progress, self->nodes);
  if (perch_progress_cancelled (self->progress))
    self->aborted = TRUE;
  else if (self->may_abort)
    {
      if (self->max_nodes > 0 && self->nodes >= self->max_nodes)
        self->aborted = TRUE;
      else if (self->deadline > 0 && g_get_monotonic_time () >= self->deadline)
        self->aborted = TRUE;
    }
  return self->aborted;
}

/* Generating children by sowing in place. */

typedef enum
{
  GEN_FRONTIER,   /* judge each child where it stands, keep the best */
  GEN_COLLECT,    /* list the children for the search */
} GenMode;

typedef struct
{
  PerchQawaleHardV1 *search;
  GenMode            mode;
  int                ply;
  guint              mover;
  guint64            lifted;
  guint              length;
  guint              origin;
  guint64            steps;
  gboolean           stop;
  guint64            images[PERCH_QAWALE_N_SYMMETRIES];   /* collect: the child's keys */

  gboolean           win;          /* the mover has a winning move: this one */
  PerchQawaleMove    win_move;

  int                best;         /* frontier */
  int                beta;
  PerchQawaleMove    best_move;
} Gen;

typedef enum
{
  CHILD_ONGOING,
  CHILD_WON,     /* by the mover */
  CHILD_LOST,    /* the mover showed only the opponent's line */
  CHILD_DRAWN,
} ChildOutcome;

static gboolean
has_line (guint16 tops)
{
  const guint16 *lines = perch_qawale_lines ();

  for (guint l = 0; l < PERCH_QAWALE_N_LINES; l++)
    if ((tops & lines[l]) == lines[l])
      return TRUE;
  return FALSE;
}

static ChildOutcome
judge_child (const PerchQawalePosition *position,
             guint                      mover)
{
  gboolean mine = has_line (position->tops[mover]);
  gboolean theirs = has_line (position->tops[mover ^ 1]);

  if (mine && theirs && position->both_lines == PERCH_QAWALE_BOTH_LINES_DRAW)
    return CHILD_DRAWN;
  if (mine)
    return CHILD_WON;
  if (theirs)
    return CHILD_LOST;
  if (position->reserves[0] == 0 && position->reserves[1] == 0)
    return CHILD_DRAWN;
  return CHILD_ONGOING;
}

static void
current_move (const Gen       *gen,
              PerchQawaleMove *move)
{
  move->origin = gen->origin;
  move->n_steps = gen->length;
  move->steps = gen->steps;
}

static void
grow_ply (Ply   *ply,
          guint  n_moves)
{
  guint size = 64;

  if (ply->capacity < n_moves)
    {
      ply->capacity = MAX (n_moves, ply->capacity * 2);
      ply->children = g_renew (Child, ply->children, ply->capacity);
    }
  while (size < 2 * n_moves)
    size *= 2;
  if (ply->seen_mask + 1 < size)
    {
      g_free (ply->seen);
      g_free (ply->seen_stamp);
      ply->seen = g_new (guint64, size);
      ply->seen_stamp = g_new0 (guint32, size);
      ply->seen_mask = size - 1;
    }
}

/* Whether a position with this key was listed already at this node. */
static gboolean
seen_before (PerchQawaleHardV1 *self,
             Ply               *ply,
             guint64            key)
{
  guint i = key & ply->seen_mask;

  while (ply->seen_stamp[i] == self->stamp)
    {
      if (ply->seen[i] == key)
        return TRUE;
      i = (i + 1) & ply->seen_mask;
    }
  ply->seen_stamp[i] = self->stamp;
  ply->seen[i] = key;
  return FALSE;
}

static void
visit_child (Gen *gen)
{
  PerchQawaleHardV1 *self = gen->search;
  PerchQawalePosition *position = &self->position;
  ChildOutcome outcome = judge_child (position, gen->mover);
  int score;

  self->nodes++;
  if (should_stop (self))
    {
      gen->stop = TRUE;
      return;
    }
  if (outcome == CHILD_WON)
    {
      gen->win = TRUE;
      current_move (gen, &gen->win_move);
      gen->stop = TRUE;
      return;
    }
  if (outcome == CHILD_LOST)
    score = -(PERCH_QAWALE_SCORE_WIN - (gen->ply + 1));
  else if (outcome == CHILD_DRAWN)
    score = 0;
  else
    score = -evaluate (position);

  if (gen->mode == GEN_FRONTIER)
    {
      if (score > gen->best)
        {
          gen->best = score;
          current_move (gen, &gen->best_move);
          if (score >= gen->beta)
            gen->stop = TRUE;
        }
      return;
    }
  else
    {
      Ply *ply = &self->plies[gen->ply];
      Child *child;
      guint symmetry;

      if (seen_before (self, ply, smallest_key (gen->images, &symmetry)))
        return;
      child = &ply->children[ply->n_children++];
      current_move (gen, &child->move);
      child->exact = outcome != CHILD_ONGOING;
      child->score = score;
      child->order = score;
    }
}

static void
sow (Gen   *gen,
     guint  square,
     guint  done,
     int    last_step)
{
  PerchQawalePosition *position = &gen->search->position;
  guint pebble = (gen->lifted >> (2 * done)) & 3;

  for (int step = 0; step < 4 && !gen->stop; step++)
    {
      guint next = perch_qawale_neighbours[square][step];
      guint16 bit, old_tops[2];
      guint height;

      if (next == PERCH_QAWALE_NO_SQUARE || (last_step >= 0 && step == (last_step ^ 2)))
        continue;
      height = position->heights[next];
      bit = 1u << next;
      old_tops[0] = position->tops[0];
      old_tops[1] = position->tops[1];
      position->stacks[next] |= (guint64) pebble << (2 * height);
      position->heights[next] = height + 1;
      position->tops[0] &= ~bit;
      position->tops[1] &= ~bit;
      if (pebble != PERCH_QAWALE_PEBBLE_NEUTRAL)
        position->tops[pebble - 1] |= bit;
      if (gen->mode == GEN_COLLECT)
        xor_keys (gen->images, keys.by_symmetry[next][height][pebble]);
      gen->steps = (gen->steps & ~(G_GUINT64_CONSTANT (3) << (2 * done))) |
                   ((guint64) step << (2 * done));

      if (done + 1 == gen->length)
        visit_child (gen);
      else
        sow (gen, next, done + 1, step);

      if (gen->mode == GEN_COLLECT)
        xor_keys (gen->images, keys.by_symmetry[next][height][pebble]);
      position->heights[next] = height;
      position->stacks[next] &= ~(G_GUINT64_CONSTANT (3) << (2 * height));
      position->tops[0] = old_tops[0];
      position->tops[1] = old_tops[1];
    }
}

/* Walks every move of the side to move; the position is as it was afterwards. */
static void
generate (Gen *gen)
{
  PerchQawalePosition *position = &gen->search->position;
  guint mover = position->to_move;
  guint16 tops[2] = { position->tops[0], position->tops[1] };

  gen->mover = mover;
  position->reserves[mover]--;
  position->to_move = mover ^ 1;
  if (gen->mode == GEN_COLLECT)
    image_keys (position, gen->images);
  for (guint origin = 0; origin < PERCH_QAWALE_N_SQUARES && !gen->stop; origin++)
    {
      guint64 stack = position->stacks[origin];
      guint height = position->heights[origin];

      if (height == 0)
        continue;
      /* Lifting takes the stack's pebbles out of the keys (and putting it back, in). */
      if (gen->mode == GEN_COLLECT)
        for (guint l = 0; l < height; l++)
          xor_keys (gen->images, keys.by_symmetry[origin][l][(stack >> (2 * l)) & 3]);
      gen->origin = origin;
      gen->length = height + 1;
      gen->lifted = stack | ((guint64) (mover + 1) << (2 * height));
      gen->steps = 0;
      position->stacks[origin] = 0;
      position->heights[origin] = 0;
      position->tops[0] &= ~(1u << origin);
      position->tops[1] &= ~(1u << origin);
      sow (gen, origin, 0, -1);
      if (gen->mode == GEN_COLLECT)
        for (guint l = 0; l < height; l++)
          xor_keys (gen->images, keys.by_symmetry[origin][l][(stack >> (2 * l)) & 3]);
      position->stacks[origin] = stack;
      position->heights[origin] = height;
      position->tops[0] = tops[0];
      position->tops[1] = tops[1];
    }
  position->to_move = mover;
  position->reserves[mover]++;
}

static int
compare_children (const void *a,
                  const void *b)
{
  const Child *x = a, *y = b;

  return (y->order > x->order) - (y->order < x->order);
}

static void
remember_cutoff (PerchQawaleHardV1     *self,
                 int                    ply,
                 int                    depth,
                 const PerchQawaleMove *move)
{
  Ply *here = &self->plies[ply];
  guint8 squares[PERCH_QAWALE_MAX_PEBBLES + 1];
  guint last = perch_qawale_move_squares (move, squares) - 1;

  if (!perch_qawale_move_equal (&here->killers[0], move))
    {
      here->killers[1] = here->killers[0];
      here->killers[0] = *move;
    }
  self->history[move->origin][squares[last]] += depth * depth;
}

static int
history_bonus (PerchQawaleHardV1     *self,
               const PerchQawaleMove *move)
{
  guint8 squares[PERCH_QAWALE_MAX_PEBBLES + 1];
  guint last = perch_qawale_move_squares (move, squares) - 1;

  return MIN (self->history[move->origin][squares[last]] / 8, 200);
}

static int negamax (PerchQawaleHardV1 *self,
                    int                depth,
                    int                alpha,
                    int                beta,
                    int                ply);

/* Orders the children listed at @ply and searches them, principal variation first. */
static int
search_children (PerchQawaleHardV1     *self,
                 int                    depth,
                 int                    alpha,
                 int                    beta,
                 int                    ply,
                 const PerchQawaleMove *table_move,
                 PerchQawaleMove       *best_move)
{
  PerchQawalePosition *position = &self->position;
  Ply *here = &self->plies[ply];
  int best = -INFINITE;

  for (guint i = 0; i < here->n_children; i++)
    {
      Child *child = &here->children[i];

      if (child->exact)
        continue;
      if (table_move != NULL && perch_qawale_move_equal (&child->move, table_move))
        child->order = ORDER_TABLE;
      else if (perch_qawale_move_equal (&child->move, &here->killers[0]))
        child->order = ORDER_KILLER;
      else if (perch_qawale_move_equal (&child->move, &here->killers[1]))
        child->order = ORDER_KILLER - 1;
      else
        child->order += history_bonus (self, &child->move);
    }
  qsort (here->children, here->n_children, sizeof (Child), compare_children);

  for (guint i = 0; i < here->n_children; i++)
    {
      Child *child = &here->children[i];
      int score;

      if (child->exact)
        score = child->score;
      else
        {
          PerchQawaleUndo undo;
          PerchQawaleMove move = child->move;

          perch_qawale_position_make (position, &move, &undo);
          if (best == -INFINITE)
            score = -negamax (self, depth - 1, -beta, -alpha, ply + 1);
          else
            {
              score = -negamax (self, depth - 1, -alpha - 1, -alpha, ply + 1);
              if (score > alpha && score < beta && !self->aborted)
                score = -negamax (self, depth - 1, -beta, -alpha, ply + 1);
            }
          perch_qawale_position_unmake (position, &move, &undo);
        }
      if (self->aborted)
        return 0;
      if (score > best)
        {
          best = score;
          *best_move = child->move;
          if (ply == 0)
            {
              self->root_found = TRUE;
              self->root_move = *best_move;
              self->root_score = best;
            }
          if (score > alpha)
            {
              alpha = score;
              if (alpha >= beta)
                {
                  if (!child->exact)
                    remember_cutoff (self, ply, depth, best_move);
                  break;
                }
            }
        }
    }
  return best;
}

static int
negamax (PerchQawaleHardV1 *self,
         int                depth,
         int                alpha,
         int                beta,
         int                ply)
{
  PerchQawalePosition *position = &self->position;
  int remaining = position->reserves[0] + position->reserves[1];
  int original_alpha;
  PerchQawaleMove table_move = { 0, 0, 0 }, best_move = { 0, 0, 0 };
  gboolean have_table_move = FALSE;
  guint symmetry;
  guint64 key;
  Entry *entry;
  Ply *here;
  Gen gen;
  int best = -INFINITE;

  if (depth > remaining)
    depth = remaining;
  /* Nothing beats winning with this move, nothing is worse than losing by it. */
  alpha = MAX (alpha, -(PERCH_QAWALE_SCORE_WIN - (ply + 1)));
  beta = MIN (beta, PERCH_QAWALE_SCORE_WIN - (ply + 1));
  if (alpha >= beta)
    return alpha;
  original_alpha = alpha;

  key = canonical_key (position, &symmetry);
  entry = &self->table[key & self->table_mask];
  if (entry->key == key)
    {
      if (entry->n_steps > 0)
        {
          PerchQawaleMove stored = { entry->origin, entry->n_steps, entry->steps };

          transform_move (&stored, keys.inverse[symmetry], &table_move);
          have_table_move = move_fits (position, &table_move);
        }
      if (entry->depth >= depth && ply > 0)
        {
          int score = score_from_table (entry->score, ply);

          if (entry->bound == BOUND_EXACT ||
              (entry->bound == BOUND_LOWER && score >= beta) ||
              (entry->bound == BOUND_UPPER && score <= alpha))
            return score;
        }
    }

  memset (&gen, 0, sizeof gen);
  gen.search = self;
  gen.ply = ply;
  gen.best = -INFINITE;
  gen.beta = beta;

  /* At depth 1 the children are judged where they stand; deeper, they are listed. */
  here = &self->plies[ply];
  gen.mode = depth <= 1 ? GEN_FRONTIER : GEN_COLLECT;
  if (gen.mode == GEN_COLLECT)
    {
      grow_ply (here, perch_qawale_position_count_moves (position));
      here->n_children = 0;
      self->stamp++;
    }
  generate (&gen);
  if (self->aborted)
    return 0;
  if (gen.win)
    {
      best = PERCH_QAWALE_SCORE_WIN - (ply + 1);
      best_move = gen.win_move;
    }
  else if (gen.mode == GEN_FRONTIER)
    {
      best = gen.best;
      best_move = gen.best_move;
    }
  else
    {
      best = search_children (self, depth, alpha, beta, ply,
                              have_table_move ? &table_move : NULL, &best_move);
      if (self->aborted)
        return 0;
    }

  if (ply == 0)
    {
      self->root_found = TRUE;
      self->root_move = best_move;
      self->root_score = best;
    }
  store (self, key, symmetry, depth, best,
         best >= beta ? BOUND_LOWER : best <= original_alpha ? BOUND_UPPER : BOUND_EXACT,
         ply, &best_move);
  return best;
}

PerchQawaleHardV1 *
perch_qawale_hard_v1_new (guint table_bits)
{
  PerchQawaleHardV1 *self;

  g_return_val_if_fail (table_bits >= 8 && table_bits <= 28, NULL);

  init_keys ();
  self = g_new0 (PerchQawaleHardV1, 1);
  self->table = g_new0 (Entry, (gsize) 1 << table_bits);
  self->table_mask = ((guint64) 1 << table_bits) - 1;
  return self;
}

void
perch_qawale_hard_v1_free (PerchQawaleHardV1 *self)
{
  if (self == NULL)
    return;
  for (guint i = 0; i < MAX_PLY; i++)
    {
      g_free (self->plies[i].children);
      g_free (self->plies[i].seen);
      g_free (self->plies[i].seen_stamp);
    }
  g_free (self->table);
  g_free (self);
}

/* Forgets what earlier searches learnt (for a new game). */
void
perch_qawale_hard_v1_clear (PerchQawaleHardV1 *self)
{
  g_return_if_fail (self != NULL);

  memset (self->table, 0, (self->table_mask + 1) * sizeof (Entry));
  memset (self->history, 0, sizeof self->history);
  for (guint i = 0; i < MAX_PLY; i++)
    memset (self->plies[i].killers, 0, sizeof self->plies[i].killers);
  self->generation = 0;
}

/* The iteration under way, for a progress display (any thread). */
guint
perch_qawale_hard_v1_get_depth (PerchQawaleHardV1 *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return g_atomic_int_get (&self->depth);
}

static void
first_legal_move (const PerchQawalePosition *position,
                  PerchQawaleMove           *move)
{
  PerchQawaleMoveIter iter;

  perch_qawale_move_iter_init (&iter, position);
  perch_qawale_move_iter_next (&iter, move);
}

/* Searches @position deeper and deeper until a limit is reached (depth 1 is always
 * completed, unless cancelled) and returns the best move of the deepest iteration. */
gboolean
perch_qawale_hard_v1_run (PerchQawaleHardV1         *self,
                         const PerchQawalePosition *position,
                         const PerchQawaleLimits   *limits,
                         PerchProgress             *progress,
                         PerchQawaleChoice         *choice,
                         GError                   **error)
{
  guint remaining, max_depth;
  gint64 start = g_get_monotonic_time ();

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (position != NULL, FALSE);
  g_return_val_if_fail (limits != NULL, FALSE);
  g_return_val_if_fail (choice != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (position->outcome != PERCH_QAWALE_ONGOING || position->reserves[position->to_move] == 0)
    {
      g_set_error_literal (error, PERCH_QAWALE_ERROR, PERCH_QAWALE_ERROR_ILLEGAL,
                           "the game is over: there is no move to search");
      return FALSE;
    }

  if (self->rule_stones != position->stones || self->rule_both_lines != position->both_lines)
    {
      perch_qawale_hard_v1_clear (self);
      self->rule_stones = position->stones;
      self->rule_both_lines = position->both_lines;
    }
  self->generation++;
  self->position = *position;
  self->nodes = 0;
  self->max_nodes = limits->max_nodes;
  self->deadline = limits->time_ms > 0 ? start + (gint64) limits->time_ms * 1000 : 0;
  self->progress = progress;
  self->aborted = FALSE;
  for (guint i = 0; i < PERCH_QAWALE_N_SQUARES; i++)
    for (guint j = 0; j < PERCH_QAWALE_N_SQUARES; j++)
      self->history[i][j] /= 4;

  remaining = position->reserves[0] + position->reserves[1];
  max_depth = limits->max_depth > 0 ? MIN (limits->max_depth, remaining) : remaining;
  memset (choice, 0, sizeof *choice);
  first_legal_move (position, &choice->move);

  for (guint depth = 1; depth <= max_depth; depth++)
    {
      int score;

      g_atomic_int_set (&self->depth, depth);
      self->may_abort = depth > 1;
      self->root_found = FALSE;
      score = negamax (self, depth, -INFINITE, INFINITE, 0);
      if (self->aborted)
        {
          /* A move that beat the last iteration's best, fully searched, is kept. */
          if (self->root_found && self->root_score > choice->score &&
              !perch_qawale_move_equal (&self->root_move, &choice->move))
            {
              choice->move = self->root_move;
              choice->score = self->root_score;
            }
          break;
        }
      choice->move = self->root_move;
      choice->score = score;
      choice->depth = depth;
      if (ABS (score) > PERCH_QAWALE_SCORE_PROVEN || depth >= remaining)
        {
          choice->solved = TRUE;
          break;
        }
      /* The next iteration costs many times this one: do not start what cannot end. */
      if (self->deadline > 0 &&
          g_get_monotonic_time () + 3 * (g_get_monotonic_time () - start) > self->deadline)
        break;
    }
  choice->nodes = self->nodes;
  self->progress = NULL;
  g_atomic_int_set (&self->depth, 0);
  if (perch_progress_set_error_if_cancelled (progress, error))
    return FALSE;
  return TRUE;
}
