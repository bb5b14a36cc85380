/* perch-qawale-eval.c: the static evaluation of Qawale positions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "perch-qawale-eval.h"

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

int
perch_qawale_evaluate (const PerchQawalePosition *position)
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
  return CLAMP (score, -PERCH_QAWALE_EVAL_MAX + 1, PERCH_QAWALE_EVAL_MAX - 1);
}

/* The seed's value: @colour's visible tops minus the other colour's. */
int
perch_qawale_board_value (const PerchQawalePosition *position,
                          PerchQawaleColour          colour)
{
  g_return_val_if_fail (position != NULL, 0);

  return count_bits (get_tables (), position->tops[colour]) -
         count_bits (get_tables (), position->tops[colour ^ 1]);
}
