/* perch-qawale-eval.c: the static evaluation of Qawale positions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "perch-qawale-eval.h"

#include <string.h>

/* The weight of each term (perch-qawale-eval.h), the side to move's view. */
static const int weights[PERCH_QAWALE_N_TERMS] = {
  3, 12, 40,          /* lines only the side to move can still win, by its tops there */
  -3, -12, -40,       /* lines only the opponent can still win */
  400,                /* a three-in-line whose fourth square the next pebble can reach */
  45,                 /* threes-in-line, none of them reachable */
  -70, -250,          /* squares where the opponent completes a line; two or more */
  4, -4,              /* tops of each colour */
  0, 0, 0, 0,         /* more reachable squares; reachable threats; centre tops */
};

static const char * const term_names[PERCH_QAWALE_N_TERMS] = {
  "my-one", "my-two", "my-three", "their-one", "their-two", "their-three",
  "my-reachable-three", "my-open-three", "threats", "double-threat", "my-tops", "their-tops",
  "my-reachable-squares", "reachable-threats", "my-centre-tops", "their-centre-tops",
};

/* The four centre squares, b2 c2 b3 c3. */
#define CENTRE 0x0660

/* The evaluation runs millions of times a second: its tables are plain arrays. For
 * each half of the board (ranks 1-2, ranks 3-4) and each set of tops in it, line_counts
 * holds how many of those tops each line has, four bits per line, so that the counts of
 * all ten lines are two lookups and an addition. */
typedef struct
{
  guint8  bits[256];
  guint64 line_counts[2][256];
  guint16 ends[PERCH_QAWALE_N_SQUARES][PERCH_QAWALE_MAX_PEBBLES + 1];
  /* The same counts a byte per line, lines 0-4 and 5-9 in two words, by half board. */
  guint64 line_bytes[2][2][256];
  /* The weighed tops (mine, centre included) by half board: low and high for mine, then
   * for theirs (negated); a line's weight by (their tops) << 3 | (my tops) on it. */
  int     top_score[4][256];
  int     line_score[64];
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
      for (guint half = 0; half < 2; half++)
        for (guint i = 0; i < 256; i++)
          for (guint l = 0; l < PERCH_QAWALE_N_LINES; l++)
            tables.line_bytes[half][l / 5][i] |=
              (guint64) tables.bits[((lines[l] >> (8 * half)) & 0xff) & i] << (8 * (l % 5));
      for (guint s = 0; s < PERCH_QAWALE_N_SQUARES; s++)
        for (guint height = 0; height < PERCH_QAWALE_MAX_PEBBLES; height++)
          tables.ends[s][height] = perch_qawale_walk_ends (s, height + 1);
      for (guint half = 0; half < 2; half++)
        for (guint i = 0; i < 256; i++)
          {
            guint centre = tables.bits[i & ((CENTRE >> (8 * half)) & 0xff)];

            tables.top_score[half][i] = weights[PERCH_QAWALE_TERM_MY_TOPS] * tables.bits[i] +
                                        weights[PERCH_QAWALE_TERM_MY_CENTRE_TOPS] * centre;
            tables.top_score[2 + half][i] =
              -(weights[PERCH_QAWALE_TERM_THEIR_TOPS] * tables.bits[i] +
                weights[PERCH_QAWALE_TERM_THEIR_CENTRE_TOPS] * centre);
          }
      for (guint m = 0; m <= 4; m++)
        for (guint t = 0; t <= 4; t++)
          {
            int value = 0;

            if (t == 0 && m > 0 && m < 4)
              value = weights[PERCH_QAWALE_TERM_MY_ONE + m - 1];
            else if (m == 0 && t > 0 && t < 4)
              value = weights[PERCH_QAWALE_TERM_THEIR_ONE + t - 1];
            tables.line_score[t << 3 | m] = value;
          }
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

const char *
perch_qawale_eval_term_name (guint term)
{
  g_return_val_if_fail (term < PERCH_QAWALE_N_TERMS, NULL);

  return term_names[term];
}

/* The terms of the evaluation: see the header. */
void
perch_qawale_eval_terms (const PerchQawalePosition *position,
                         int                       *terms)
{
  const Tables *tab = get_tables ();
  const guint16 *lines = perch_qawale_lines ();
  guint side = position->to_move;
  guint16 mine = position->tops[side], theirs = position->tops[side ^ 1];
  guint16 my_threes = 0, their_threes = 0, reachable = 0;
  guint64 my_counts = line_counts (tab, mine), their_counts = line_counts (tab, theirs);

  memset (terms, 0, PERCH_QAWALE_N_TERMS * sizeof (int));
  for (guint l = 0; l < PERCH_QAWALE_N_LINES; l++)
    {
      int m = (my_counts >> (4 * l)) & 15;
      int t = (their_counts >> (4 * l)) & 15;

      if (t == 0 && m > 0)
        {
          terms[PERCH_QAWALE_TERM_MY_ONE + m - 1]++;
          if (m == 3)
            my_threes |= lines[l] & ~mine;
        }
      else if (m == 0 && t > 0)
        {
          terms[PERCH_QAWALE_TERM_THEIR_ONE + t - 1]++;
          if (t == 3)
            their_threes |= lines[l] & ~theirs;
        }
    }
  if (my_threes != 0 || their_threes != 0)
    reachable = reach (tab, position);
  if (my_threes != 0)
    {
      int n = count_bits (tab, my_threes & reachable);

      terms[n > 0 ? PERCH_QAWALE_TERM_MY_REACHABLE_THREE : PERCH_QAWALE_TERM_MY_OPEN_THREE] = 1;
      terms[PERCH_QAWALE_TERM_MY_REACHABLE_SQUARES] = MAX (n - 1, 0);
    }
  /* The opponent's threats only count if the opponent will move again. */
  if (their_threes != 0 && position->reserves[side ^ 1] > 0)
    {
      int n = count_bits (tab, their_threes);

      terms[PERCH_QAWALE_TERM_THREATS] = n;
      terms[PERCH_QAWALE_TERM_DOUBLE_THREAT] = n >= 2;
      terms[PERCH_QAWALE_TERM_REACHABLE_THREATS] = count_bits (tab, their_threes & reachable);
    }
  terms[PERCH_QAWALE_TERM_MY_TOPS] = count_bits (tab, mine);
  terms[PERCH_QAWALE_TERM_THEIR_TOPS] = count_bits (tab, theirs);
  terms[PERCH_QAWALE_TERM_MY_CENTRE_TOPS] = count_bits (tab, mine & CENTRE);
  terms[PERCH_QAWALE_TERM_THEIR_CENTRE_TOPS] = count_bits (tab, theirs & CENTRE);
}

/* Whether one of the five low bytes of @x is @value. */
static inline gboolean
has_byte (guint64 x,
          guint   value)
{
  guint64 ones = G_GUINT64_CONSTANT (0x0101010101);
  guint64 y = x ^ (ones * value);

  return ((y - ones) & ~y & (ones << 7)) != 0;
}

/* The same sum as the weighed terms, written for speed (a test holds them equal): the
 * lines' weights by (my tops, their tops) on the line, and the rare terms only when a
 * three is on the board. */
int
perch_qawale_evaluate (const PerchQawalePosition *position)
{
  const Tables *tab = get_tables ();
  guint side = position->to_move;
  guint16 mine = position->tops[side], theirs = position->tops[side ^ 1];
  int score = tab->top_score[0][mine & 0xff] + tab->top_score[1][mine >> 8] -
              tab->top_score[2][theirs & 0xff] - tab->top_score[3][theirs >> 8];
  gboolean threes = FALSE;

  for (guint w = 0; w < 2; w++)
    {
      /* A byte per line: my tops on it, and their tops << 3. */
      guint64 pairs = tab->line_bytes[0][w][mine & 0xff] + tab->line_bytes[1][w][mine >> 8] +
                      ((tab->line_bytes[0][w][theirs & 0xff] +
                        tab->line_bytes[1][w][theirs >> 8]) << 3);

      threes |= has_byte (pairs, 3) || has_byte (pairs, 3 << 3);
      for (guint l = 0; l < 5; l++, pairs >>= 8)
        score += tab->line_score[pairs & 63];
    }
  if (threes)
    {
      int terms[PERCH_QAWALE_N_TERMS];

      perch_qawale_eval_terms (position, terms);
      for (guint i = PERCH_QAWALE_TERM_MY_REACHABLE_THREE; i <= PERCH_QAWALE_TERM_DOUBLE_THREAT;
           i++)
        score += weights[i] * terms[i];
      score += weights[PERCH_QAWALE_TERM_MY_REACHABLE_SQUARES] *
               terms[PERCH_QAWALE_TERM_MY_REACHABLE_SQUARES];
      score += weights[PERCH_QAWALE_TERM_REACHABLE_THREATS] *
               terms[PERCH_QAWALE_TERM_REACHABLE_THREATS];
    }
  return CLAMP (score, -PERCH_QAWALE_EVAL_MAX + 1, PERCH_QAWALE_EVAL_MAX - 1);
}

/* The evaluation from its terms, as the tuning sees it. */
int
perch_qawale_evaluate_terms (const int *terms)
{
  int score = 0;

  for (guint i = 0; i < PERCH_QAWALE_N_TERMS; i++)
    score += weights[i] * terms[i];
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
