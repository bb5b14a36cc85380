/* perch-qawale-net.c: the small network's inputs, its updates and its output
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "perch-qawale-net.h"

#include <string.h>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "perch-qawale-eval.h"

#define HIDDEN         PERCH_QAWALE_NET_HIDDEN
#define CLIP           127
/* The output layer's sum is in 1/64 of the search's units. */
#define OUTPUT_SHIFT   6
#define UNDER_BASE     PERCH_QAWALE_NET_TOP_INPUTS
#define RESERVE_BASE   (PERCH_QAWALE_NET_TOP_INPUTS + PERCH_QAWALE_NET_UNDER_INPUTS)
#define THEIR_RESERVE  11

/* Two bits a pebble: light 01, dark 10, neutral 11. */
#define LOW_BITS G_GUINT64_CONSTANT (0x5555555555555555)

/* The weights are given by input as each side sees it (mine, theirs); the updates go by
 * input as the board has it (light, dark), each with the rows of both views side by
 * side, so that a change of a square is one index and 2 x HIDDEN lanes. */
static gint16 rows[PERCH_QAWALE_NET_INPUTS][2 * HIDDEN];
static gint ready;

typedef struct
{
  guint top;      /* PerchQawalePebble */
  guint height;
  guint light;    /* light pebbles under the top */
  guint dark;
} Square;

/* The pebbles of a colour in a stack's word: @bits has one bit per pebble of it, at the
 * low bit of its two (a population count of every other bit). */
static inline guint
count_pebbles (guint64 bits)
{
  bits = (bits & G_GUINT64_CONSTANT (0x3333333333333333)) +
         ((bits >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  bits = (bits + (bits >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);
  return (bits * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56;
}

static inline void
describe (guint64  stack,
          guint    height,
          Square  *square)
{
  guint64 under = height > 1 ? stack & ((G_GUINT64_CONSTANT (1) << (2 * (height - 1))) - 1) : 0;
  guint64 low = under & LOW_BITS, high = (under >> 1) & LOW_BITS;

  square->height = height;
  square->top = height > 0 ? (stack >> (2 * (height - 1))) & 3 : PERCH_QAWALE_PEBBLE_NONE;
  square->light = count_pebbles (low & ~high);
  square->dark = count_pebbles (high & ~low);
}

/* A square's inputs as the board has them: its top (none, light, dark, neutral) by its
 * height, and the light and dark pebbles under the top. */
static inline guint
top_input (guint         index,
           const Square *square)
{
  return index * 32 + square->top * 8 + MIN (square->height, 7);
}

static inline guint
under_input (guint         index,
             const Square *square)
{
  return UNDER_BASE + index * 16 + MIN (square->light, 3) * 4 + MIN (square->dark, 3);
}

/* The same input as @colour sees it, where the weights are. */
static guint
seen_by (guint colour,
         guint input)
{
  static const guint8 relative[2][4] = { { 0, 1, 2, 3 }, { 0, 2, 1, 3 } };

  if (input < UNDER_BASE)
    return (input & ~31u) | relative[colour][(input >> 3) & 3] << 3 | (input & 7);
  if (input < RESERVE_BASE)
    {
      guint light = (input >> 2) & 3, dark = input & 3;

      return (input & ~15u) | (colour == PERCH_QAWALE_LIGHT ? light << 2 | dark
                                                            : dark << 2 | light);
    }
  /* Light's reserve, then dark's. */
  input -= RESERVE_BASE;
  return RESERVE_BASE + ((input >= THEIR_RESERVE) == (colour == PERCH_QAWALE_DARK) ? 0
                                                                                    : THEIR_RESERVE) +
         input % THEIR_RESERVE;
}

static void
build_rows (void)
{
  static gsize initialised = 0;

  if (g_once_init_enter (&initialised))
    {
      for (guint input = 0; input < PERCH_QAWALE_NET_INPUTS; input++)
        for (guint colour = 0; colour < 2; colour++)
          memcpy (rows[input] + colour * HIDDEN,
                  perch_qawale_net_input_weights[seen_by (colour, input)],
                  HIDDEN * sizeof (gint16));
      g_atomic_int_set (&ready, 1);
      g_once_init_leave (&initialised, 1);
    }
}

static inline const gint16 *
row (guint input)
{
  if (G_UNLIKELY (!g_atomic_int_get (&ready)))
    build_rows ();
  return rows[input];
}

/* next = state - row @out + row @in (and - @out2 + @in2, unless G_MAXUINT), both views:
 * 8 lanes at a time where SSE2 is there (every x86-64), one by one elsewhere; the sums
 * are the same. */
static inline void
update (gint16       *next,
        const gint16 *state,
        guint         out,
        guint         in,
        guint         out2,
        guint         in2)
{
  const gint16 *a = row (out), *b = row (in);

  if (out2 != G_MAXUINT)
    {
      const gint16 *c = row (out2), *d = row (in2);

#ifdef __SSE2__
      for (guint i = 0; i < 2 * HIDDEN; i += 8)
        {
          __m128i v = _mm_loadu_si128 ((const __m128i *) (state + i));

          v = _mm_sub_epi16 (v, _mm_loadu_si128 ((const __m128i *) (a + i)));
          v = _mm_add_epi16 (v, _mm_loadu_si128 ((const __m128i *) (b + i)));
          v = _mm_sub_epi16 (v, _mm_loadu_si128 ((const __m128i *) (c + i)));
          v = _mm_add_epi16 (v, _mm_loadu_si128 ((const __m128i *) (d + i)));
          _mm_storeu_si128 ((__m128i *) (next + i), v);
        }
#else
      for (guint i = 0; i < 2 * HIDDEN; i++)
        next[i] = state[i] - a[i] + b[i] - c[i] + d[i];
#endif
      return;
    }
#ifdef __SSE2__
  for (guint i = 0; i < 2 * HIDDEN; i += 8)
    {
      __m128i v = _mm_loadu_si128 ((const __m128i *) (state + i));

      v = _mm_sub_epi16 (v, _mm_loadu_si128 ((const __m128i *) (a + i)));
      v = _mm_add_epi16 (v, _mm_loadu_si128 ((const __m128i *) (b + i)));
      _mm_storeu_si128 ((__m128i *) (next + i), v);
    }
#else
  for (guint i = 0; i < 2 * HIDDEN; i++)
    next[i] = state[i] - a[i] + b[i];
#endif
}

static inline void
add_row (gint16 *accumulators,
         guint   input)
{
  const gint16 *r = row (input);

  for (guint i = 0; i < 2 * HIDDEN; i++)
    accumulators[i] += r[i];
}

/* Writes @next: @state with square @index changed from @old to @new. */
static inline void
change_square (PerchQawaleNetState       *next,
               const PerchQawaleNetState *state,
               guint                      index,
               const Square              *old,
               const Square              *new)
{
  guint under_out = under_input (index, old), under_in = under_input (index, new);

  if (under_out == under_in)
    update (next->accumulators[0], state->accumulators[0], top_input (index, old),
            top_input (index, new), G_MAXUINT, G_MAXUINT);
  else
    update (next->accumulators[0], state->accumulators[0], top_input (index, old),
            top_input (index, new), under_out, under_in);
}

void
perch_qawale_net_refresh (PerchQawaleNetState       *state,
                          const PerchQawalePosition *position)
{
  gint16 *accumulators = state->accumulators[0];

  memcpy (state->accumulators[0], perch_qawale_net_input_bias, HIDDEN * sizeof (gint16));
  memcpy (state->accumulators[1], perch_qawale_net_input_bias, HIDDEN * sizeof (gint16));
  for (guint s = 0; s < PERCH_QAWALE_N_SQUARES; s++)
    {
      Square square;

      describe (position->stacks[s], position->heights[s], &square);
      add_row (accumulators, top_input (s, &square));
      add_row (accumulators, under_input (s, &square));
    }
  add_row (accumulators, RESERVE_BASE + position->reserves[PERCH_QAWALE_LIGHT]);
  add_row (accumulators, RESERVE_BASE + THEIR_RESERVE + position->reserves[PERCH_QAWALE_DARK]);
}

/* @pebble lands on @square, whose stack is still as @position holds it. */
void
perch_qawale_net_drop (PerchQawaleNetState       *next,
                       const PerchQawaleNetState *state,
                       const PerchQawalePosition *position,
                       guint                      square,
                       guint                      pebble)
{
  Square old, new;

  describe (position->stacks[square], position->heights[square], &old);
  new.top = pebble;
  new.height = old.height + 1;
  new.light = old.light + (old.top == PERCH_QAWALE_PEBBLE_LIGHT);
  new.dark = old.dark + (old.top == PERCH_QAWALE_PEBBLE_DARK);
  change_square (next, state, square, &old, &new);
}

/* The stack of @square, as @position holds it, leaves the board. */
void
perch_qawale_net_lift (PerchQawaleNetState       *next,
                       const PerchQawaleNetState *state,
                       const PerchQawalePosition *position,
                       guint                      square)
{
  static const Square empty = { PERCH_QAWALE_PEBBLE_NONE, 0, 0, 0 };
  Square old;

  describe (position->stacks[square], position->heights[square], &old);
  change_square (next, state, square, &old, &empty);
}

void
perch_qawale_net_reserve (PerchQawaleNetState       *next,
                          const PerchQawaleNetState *state,
                          guint                      colour,
                          guint                      old_reserve,
                          guint                      new_reserve)
{
  guint base = RESERVE_BASE + (colour == PERCH_QAWALE_LIGHT ? 0 : THEIR_RESERVE);

  update (next->accumulators[0], state->accumulators[0], base + old_reserve,
          base + new_reserve, G_MAXUINT, G_MAXUINT);
}

/* @next: @state after @move, which the side to move of @position plays. */
void
perch_qawale_net_play (PerchQawaleNetState       *next,
                       const PerchQawaleNetState *state,
                       const PerchQawalePosition *position,
                       const PerchQawaleMove     *move)
{
  guint mover = position->to_move, square = move->origin;
  guint64 stacks[PERCH_QAWALE_N_SQUARES];
  guint8 heights[PERCH_QAWALE_N_SQUARES];
  guint64 lifted = position->stacks[square] |
                   (guint64) (mover + 1) << (2 * position->heights[square]);
  Square old;

  /* The squares as the move changes them; the position itself is not touched. */
  memcpy (stacks, position->stacks, sizeof stacks);
  memcpy (heights, position->heights, sizeof heights);
  perch_qawale_net_reserve (next, state, mover, position->reserves[mover],
                            position->reserves[mover] - 1);
  describe (stacks[square], heights[square], &old);
  {
    static const Square empty = { PERCH_QAWALE_PEBBLE_NONE, 0, 0, 0 };

    change_square (next, next, square, &old, &empty);
  }
  stacks[square] = 0;
  heights[square] = 0;
  for (guint i = 0; i < move->n_steps; i++)
    {
      guint pebble = (lifted >> (2 * i)) & 3;
      Square new;

      square = perch_qawale_neighbours[square][(move->steps >> (2 * i)) & 3];
      describe (stacks[square], heights[square], &old);
      new.top = pebble;
      new.height = old.height + 1;
      new.light = old.light + (old.top == PERCH_QAWALE_PEBBLE_LIGHT);
      new.dark = old.dark + (old.top == PERCH_QAWALE_PEBBLE_DARK);
      change_square (next, next, square, &old, &new);
      stacks[square] |= (guint64) pebble << (2 * heights[square]);
      heights[square]++;
    }
}

/* The side to move's view first, then the other's, each clipped to 0..CLIP. */
int
perch_qawale_net_output (const PerchQawaleNetState *state,
                         guint                      to_move)
{
  gint32 sum = perch_qawale_net_output_bias;

#ifdef __SSE2__
  __m128i zero = _mm_setzero_si128 (), clip = _mm_set1_epi16 (CLIP), total = zero;
  gint32 lanes[4];

  for (guint view = 0; view < 2; view++)
    {
      const gint16 *accumulators = state->accumulators[to_move ^ view];
      const gint16 *weights = perch_qawale_net_output_weights + view * HIDDEN;

      for (guint i = 0; i < HIDDEN; i += 8)
        {
          __m128i a = _mm_loadu_si128 ((const __m128i *) (accumulators + i));
          __m128i w = _mm_loadu_si128 ((const __m128i *) (weights + i));

          a = _mm_min_epi16 (_mm_max_epi16 (a, zero), clip);
          total = _mm_add_epi32 (total, _mm_madd_epi16 (a, w));
        }
    }
  _mm_storeu_si128 ((__m128i *) lanes, total);
  sum += lanes[0] + lanes[1] + lanes[2] + lanes[3];
#else
  for (guint view = 0; view < 2; view++)
    {
      const gint16 *accumulators = state->accumulators[to_move ^ view];
      const gint16 *weights = perch_qawale_net_output_weights + view * HIDDEN;

      for (guint i = 0; i < HIDDEN; i++)
        sum += (gint32) CLAMP (accumulators[i], 0, CLIP) * weights[i];
    }
#endif
  sum >>= OUTPUT_SHIFT;
  return CLAMP (sum, -PERCH_QAWALE_EVAL_MAX + 1, PERCH_QAWALE_EVAL_MAX - 1);
}

int
perch_qawale_net_evaluate (const PerchQawalePosition *position)
{
  PerchQawaleNetState state;

  g_return_val_if_fail (position != NULL, 0);

  perch_qawale_net_refresh (&state, position);
  return perch_qawale_net_output (&state, position->to_move);
}
