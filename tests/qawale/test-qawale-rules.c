/* test-qawale-rules.c: the rules of Qawale, the spec's facts, notation and perft, with the
 * move generator checked against a deliberately simple second one written here */
#include <string.h>

#include "perch-qawale-position.h"
#include "qawale-test-positions.h"

/* The simple generator: stacks as strings of letters bottom first, squares as (file,
 * rank), a path as the list of squares it visits; a reversal is landing on the square
 * two back. No bits, no tables. */

typedef struct
{
  char stacks[16][32];
  char to_move;       /* 'l' or 'd' */
  int  reserves[2];
  int  both_lines_draw;
  char outcome;       /* '-' ongoing, 'l', 'd' won, '=' draw */
} Simple;

static void
simple_from_position (Simple                    *simple,
                      const PerchQawalePosition *position)
{
  memset (simple, 0, sizeof *simple);
  for (guint s = 0; s < 16; s++)
    for (guint i = 0; i < position->heights[s]; i++)
      simple->stacks[s][i] = "?ldn"[perch_qawale_position_pebble (position, s, i)];
  simple->to_move = position->to_move == PERCH_QAWALE_LIGHT ? 'l' : 'd';
  simple->reserves[0] = position->reserves[0];
  simple->reserves[1] = position->reserves[1];
  simple->both_lines_draw = position->both_lines == PERCH_QAWALE_BOTH_LINES_DRAW;
  simple->outcome = "-ld="[position->outcome];
}

static char
simple_top (const Simple *simple,
            int           file,
            int           rank)
{
  const char *stack = simple->stacks[rank * 4 + file];
  size_t n = strlen (stack);

  return n > 0 ? stack[n - 1] : '.';
}

static gboolean
simple_has_line (const Simple *simple,
                 char          colour)
{
  for (int i = 0; i < 4; i++)
    {
      gboolean rank = TRUE, file = TRUE;

      for (int j = 0; j < 4; j++)
        {
          rank = rank && simple_top (simple, j, i) == colour;
          file = file && simple_top (simple, i, j) == colour;
        }
      if (rank || file)
        return TRUE;
    }
  {
    gboolean diagonal = TRUE, anti = TRUE;

    for (int j = 0; j < 4; j++)
      {
        diagonal = diagonal && simple_top (simple, j, j) == colour;
        anti = anti && simple_top (simple, j, 3 - j) == colour;
      }
    return diagonal || anti;
  }
}

/* Plays the path (squares[0] the origin) and judges it. */
static void
simple_play (Simple    *simple,
             const int *squares,
             int        n_steps)
{
  char lifted[40];
  char mover = simple->to_move, other = mover == 'l' ? 'd' : 'l';
  gboolean mine, theirs;
  size_t n;

  g_snprintf (lifted, sizeof lifted, "%s%c", simple->stacks[squares[0]], mover);
  simple->stacks[squares[0]][0] = '\0';
  g_assert_cmpint (strlen (lifted), ==, n_steps);
  for (int i = 0; i < n_steps; i++)
    {
      n = strlen (simple->stacks[squares[i + 1]]);
      simple->stacks[squares[i + 1]][n] = lifted[i];
      simple->stacks[squares[i + 1]][n + 1] = '\0';
    }
  simple->reserves[mover == 'l' ? 0 : 1]--;
  simple->to_move = other;
  mine = simple_has_line (simple, mover);
  theirs = simple_has_line (simple, other);
  if (mine && theirs && simple->both_lines_draw)
    simple->outcome = '=';
  else if (mine)
    simple->outcome = mover;
  else if (theirs)
    simple->outcome = other;
  else if (simple->reserves[0] == 0 && simple->reserves[1] == 0)
    simple->outcome = '=';
}

typedef void (*SimpleVisit) (const Simple *child, const int *squares, int n_steps,
                             gpointer data);

static void
simple_walk (const Simple *simple,
             int          *squares,
             int           done,
             int           n_steps,
             SimpleVisit   visit,
             gpointer      data)
{
  static const int df[] = { 0, 1, 0, -1 }, dr[] = { 1, 0, -1, 0 };
  int file = squares[done] % 4, rank = squares[done] / 4;

  if (done == n_steps)
    {
      Simple child = *simple;

      simple_play (&child, squares, n_steps);
      visit (&child, squares, n_steps, data);
      return;
    }
  for (int d = 0; d < 4; d++)
    {
      int f = file + df[d], r = rank + dr[d];

      if (f < 0 || f > 3 || r < 0 || r > 3)
        continue;
      if (done >= 1 && squares[done - 1] == r * 4 + f)
        continue;
      squares[done + 1] = r * 4 + f;
      simple_walk (simple, squares, done + 1, n_steps, visit, data);
    }
}

static void
simple_foreach_move (const Simple *simple,
                     SimpleVisit   visit,
                     gpointer      data)
{
  int squares[40];

  if (simple->outcome != '-' || simple->reserves[simple->to_move == 'l' ? 0 : 1] == 0)
    return;
  for (int s = 0; s < 16; s++)
    {
      int height = strlen (simple->stacks[s]);

      if (height == 0)
        continue;
      squares[0] = s;
      simple_walk (simple, squares, 0, height + 1, visit, data);
    }
}

typedef struct
{
  int     depth;
  guint64 leaves;
} SimplePerft;

static void simple_perft_visit (const Simple *child, const int *squares, int n_steps,
                                gpointer data);

/* Walks of @left more steps from @square, having come from @previous (-1: none). */
static guint64
simple_count_walks (int square,
                    int previous,
                    int left)
{
  static const int df[] = { 0, 1, 0, -1 }, dr[] = { 1, 0, -1, 0 };
  guint64 total = 0;

  if (left == 0)
    return 1;
  for (int d = 0; d < 4; d++)
    {
      int f = square % 4 + df[d], r = square / 4 + dr[d];

      if (f >= 0 && f <= 3 && r >= 0 && r <= 3 && r * 4 + f != previous)
        total += simple_count_walks (r * 4 + f, square, left - 1);
    }
  return total;
}

static guint64
simple_perft (const Simple *simple,
              int           depth)
{
  SimplePerft perft = { depth, 0 };

  if (depth == 0 || simple->outcome != '-')
    return 1;
  /* The last ply needs no playing: every walk is one leaf. */
  if (depth == 1)
    {
      guint64 total = 0;

      if (simple->reserves[simple->to_move == 'l' ? 0 : 1] == 0)
        return 0;
      for (int s = 0; s < 16; s++)
        if (simple->stacks[s][0] != '\0')
          total += simple_count_walks (s, -1, strlen (simple->stacks[s]) + 1);
      return total;
    }
  simple_foreach_move (simple, simple_perft_visit, &perft);
  return perft.leaves;
}

static void
simple_perft_visit (const Simple *child,
                    const int    *squares,
                    int           n_steps,
                    gpointer      data)
{
  SimplePerft *perft = data;

  perft->leaves += simple_perft (child, perft->depth - 1);
}

/* The simple generator's moves as "a1NNE" text, with the position each leads to. */
static void
collect_visit (const Simple *child,
               const int    *squares,
               int           n_steps,
               gpointer      data)
{
  GHashTable *moves = data;
  GString *text = g_string_new (NULL);
  GString *after = g_string_new (NULL);

  g_string_append_printf (text, "%c%c", 'a' + squares[0] % 4, '1' + squares[0] / 4);
  for (int i = 0; i < n_steps; i++)
    {
      int delta = squares[i + 1] - squares[i];

      g_string_append_c (text, delta == 4 ? 'N' : delta == -4 ? 'S' : delta == 1 ? 'E' : 'W');
    }
  for (int s = 0; s < 16; s++)
    g_string_append_printf (after, "%s|", child->stacks[s]);
  g_string_append_printf (after, "%c %d %d %c", child->to_move, child->reserves[0],
                          child->reserves[1], child->outcome);
  g_hash_table_insert (moves, g_string_free (text, FALSE), g_string_free (after, FALSE));
}

static void
assert_move_error (const PerchQawalePosition *position,
                   const char                *text,
                   const char                *message)
{
  g_autoptr(GError) error = NULL;
  PerchQawaleMove move;

  g_assert_false (perch_qawale_position_parse_move (position, text, &move, &error));
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, ==, message);
}

static void
play_text (PerchQawalePosition *position,
           const char          *text)
{
  g_autoptr(GError) error = NULL;
  PerchQawaleMove move;

  g_assert_true (perch_qawale_position_parse_move (position, text, &move, &error));
  g_assert_no_error (error);
  g_assert_true (perch_qawale_position_play (position, &move, &error));
}

static void
test_initial_position (void)
{
  PerchQawalePosition start;
  PerchQawaleMoveIter iter;
  PerchQawaleMove move;
  guint n = 0;
  g_autofree char *text = NULL;

  perch_qawale_position_init (&start, 8, PERCH_QAWALE_LIGHT, PERCH_QAWALE_BOTH_LINES_MOVER_WINS);
  text = perch_qawale_position_to_string (&start);
  g_assert_cmpstr (text, ==, "nn,,,nn/,,,/,,,/nn,,,nn light 8 8");
  g_assert_cmpuint (perch_qawale_position_count_moves (&start), ==, 40);
  perch_qawale_move_iter_init (&iter, &start);
  while (perch_qawale_move_iter_next (&iter, &move))
    {
      g_assert_true (move.origin == 0 || move.origin == 3 || move.origin == 12 ||
                     move.origin == 15);
      g_assert_cmpuint (move.n_steps, ==, 3);
      g_assert_true (perch_qawale_position_check_move (&start, &move, NULL));
      n++;
    }
  g_assert_cmpuint (n, ==, 40);
  g_assert_cmpuint (perch_qawale_perft (&start, 1), ==, 40);
  g_assert_cmpuint (perch_qawale_perft (&start, 2), ==, 2176);
  g_assert_cmpuint (perch_qawale_position_ply (&start), ==, 0);
  g_assert_cmpint (perch_qawale_position_outcome (&start), ==, PERCH_QAWALE_ONGOING);
}

/* The spec's walk counts for L = 1..6, from every corner, edge and centre square. */
static void
test_path_counts (void)
{
  static const guint64 corner[] = { 2, 4, 10, 24, 54, 108 };
  static const guint64 edge[] = { 3, 6, 14, 32, 66, 136 };
  static const guint64 centre[] = { 4, 10, 20, 38, 80, 178 };

  for (guint s = 0; s < 16; s++)
    {
      guint f = s % 4, r = s / 4;
      gboolean f_edge = f == 0 || f == 3, r_edge = r == 0 || r == 3;
      const guint64 *expected = f_edge && r_edge ? corner : f_edge || r_edge ? edge : centre;

      for (guint length = 1; length <= 6; length++)
        {
          Simple empty = { 0 };
          int squares[40] = { s };
          SimplePerft count = { 1, 0 };

          g_assert_cmpuint (perch_qawale_path_count (s, length), ==, expected[length - 1]);
          /* The simple walker agrees (a walk of a stack of length - 1 on an empty board). */
          memset (empty.stacks[s], 'n', length - 1);
          empty.to_move = 'l';
          empty.reserves[0] = empty.reserves[1] = 8;
          empty.outcome = '-';
          simple_walk (&empty, squares, 0, length, simple_perft_visit, &count);
          g_assert_cmpuint (count.leaves, ==, expected[length - 1]);
        }
    }
}

/* Perft 3 and 4 from the start agree with the simple generator; perft 4 is the spec's
 * 11,129,088. The simple generator counts the last ply by walking every path. */
static void
test_perft_start (void)
{
  PerchQawalePosition start;
  Simple simple;

  perch_qawale_position_init (&start, 8, PERCH_QAWALE_LIGHT, PERCH_QAWALE_BOTH_LINES_MOVER_WINS);
  simple_from_position (&simple, &start);
  g_assert_cmpuint (perch_qawale_perft (&start, 3), ==, 143712);
  g_assert_cmpuint (simple_perft (&simple, 3), ==, 143712);
  g_assert_cmpuint (perch_qawale_perft (&start, 4), ==, 11129088);
  g_assert_cmpuint (simple_perft (&simple, 4), ==, 11129088);
}

/* From random middle and late positions (where games end: wins, losses, draws), the
 * moves, the positions they lead to and perft agree with the simple generator. */
static void
test_generators_agree (void)
{
  guint checked_moves = 0, finished = 0;

  for (guint64 seed = 1; seed <= 40; seed++)
    {
      PerchQawalePosition position;
      g_autoptr(GHashTable) simple_moves = g_hash_table_new_full (g_str_hash, g_str_equal,
                                                                  g_free, g_free);
      PerchQawaleMoveIter iter;
      PerchQawaleMove move;
      Simple simple;
      guint n = 0;

      qawale_test_random_position (&position, seed % 3 == 0 ? 10 : 8, 5 + seed % 11, seed);
      if (position.outcome != PERCH_QAWALE_ONGOING)
        continue;
      if (seed % 2 == 0)
        perch_qawale_position_set_both_lines (&position, PERCH_QAWALE_BOTH_LINES_DRAW);
      simple_from_position (&simple, &position);
      simple_foreach_move (&simple, collect_visit, simple_moves);

      perch_qawale_move_iter_init (&iter, &position);
      while (perch_qawale_move_iter_next (&iter, &move))
        {
          g_autofree char *text = perch_qawale_move_to_string (&move);
          PerchQawalePosition child = position;
          PerchQawaleUndo undo;
          Simple mine;
          const char *expected;
          GString *after = g_string_new (NULL);
          g_autofree char *after_text = NULL;

          expected = g_hash_table_lookup (simple_moves, text);
          g_assert_nonnull (expected);
          perch_qawale_position_make (&child, &move, &undo);
          simple_from_position (&mine, &child);
          for (int s = 0; s < 16; s++)
            g_string_append_printf (after, "%s|", mine.stacks[s]);
          g_string_append_printf (after, "%c %d %d %c", mine.to_move, mine.reserves[0],
                                  mine.reserves[1], mine.outcome);
          after_text = g_string_free (after, FALSE);
          g_assert_cmpstr (after_text, ==, expected);
          finished += child.outcome != PERCH_QAWALE_ONGOING;
          /* Unmaking restores the position exactly. */
          perch_qawale_position_unmake (&child, &move, &undo);
          g_assert_true (perch_qawale_position_equal (&child, &position));
          g_assert_true (memcmp (&child, &position, sizeof child) == 0);
          n++;
        }
      g_assert_cmpuint (n, ==, g_hash_table_size (simple_moves));
      g_assert_cmpuint (n, ==, perch_qawale_position_count_moves (&position));
      checked_moves += n;

      g_assert_cmpuint (perch_qawale_perft (&position, 2), ==, simple_perft (&simple, 2));
      if (n < 60)
        g_assert_cmpuint (perch_qawale_perft (&position, 3), ==, simple_perft (&simple, 3));
    }
  g_test_message ("%u moves compared, %u of them end the game", checked_moves, finished);
  g_assert_cmpuint (checked_moves, >, 5000);
  g_assert_cmpuint (finished, >, 50);
}

/* Rule 5: a pebble goes only on a non-empty stack. */
static void
test_placement_needs_a_stack (void)
{
  PerchQawalePosition start;
  PerchQawaleMove move = { .origin = 5, .n_steps = 1, .steps = 0 };
  g_autoptr(GError) error = NULL;

  perch_qawale_position_init (&start, 8, PERCH_QAWALE_LIGHT, PERCH_QAWALE_BOTH_LINES_MOVER_WINS);
  assert_move_error (&start, "b2N", "b2: empty stack (a pebble goes on a square that holds "
                                    "pebbles)");
  g_assert_false (perch_qawale_position_check_move (&start, &move, &error));
  g_assert_error (error, PERCH_QAWALE_ERROR, PERCH_QAWALE_ERROR_ILLEGAL);
}

/* Rule 6: exactly h + 1 steps; the new pebble, dropped last, tops the last square. */
static void
test_path_length (void)
{
  PerchQawalePosition position;

  perch_qawale_position_init (&position, 8, PERCH_QAWALE_LIGHT, PERCH_QAWALE_BOTH_LINES_MOVER_WINS);
  assert_move_error (&position, "a1NN", "a1NN: wrong number of steps: a stack of 2 needs 3");
  assert_move_error (&position, "a1NNNE", "a1NNNE: wrong number of steps: a stack of 2 needs 3");
  play_text (&position, "a1NNE");
  g_assert_cmpuint (position.heights[0], ==, 0);
  g_assert_cmpint (perch_qawale_position_top (&position, 4), ==, PERCH_QAWALE_PEBBLE_NEUTRAL);
  g_assert_cmpint (perch_qawale_position_top (&position, 8), ==, PERCH_QAWALE_PEBBLE_NEUTRAL);
  g_assert_cmpint (perch_qawale_position_top (&position, 9), ==, PERCH_QAWALE_PEBBLE_LIGHT);
  g_assert_cmpuint (position.reserves[PERCH_QAWALE_LIGHT], ==, 7);
  g_assert_cmpint (position.to_move, ==, PERCH_QAWALE_DARK);
  /* a2 now holds one pebble: two steps. */
  assert_move_error (&position, "a2NEE", "a2NEE: wrong number of steps: a stack of 1 needs 2");
  play_text (&position, "a2EE");
  g_assert_cmpint (perch_qawale_position_top (&position, 5), ==, PERCH_QAWALE_PEBBLE_NEUTRAL);
  g_assert_cmpint (perch_qawale_position_top (&position, 6), ==, PERCH_QAWALE_PEBBLE_DARK);
}

/* Rule 7: no immediate reversal, not even at step 2 back to the origin. */
static void
test_no_reversal (void)
{
  PerchQawalePosition position;
  PerchQawaleMove move;
  g_autoptr(GError) error = NULL;

  perch_qawale_position_init (&position, 8, PERCH_QAWALE_LIGHT, PERCH_QAWALE_BOTH_LINES_MOVER_WINS);
  assert_move_error (&position, "a1NSN", "a1NSN: step 2 turns straight back to a1 (a path may "
                                         "not reverse)");
  assert_move_error (&position, "a1NEW", "a1NEW: step 3 turns straight back to a2 (a path may "
                                         "not reverse)");
  /* The syntax alone already tells. */
  g_assert_false (perch_qawale_move_parse ("d4WE", &move, &error));
  g_assert_cmpstr (error->message, ==, "d4WE: step 2 turns straight back to d4 (a path may "
                                       "not reverse)");
}

/* Rule 7: a loop may come back to the origin, and to any square, after 4 steps. */
static void
test_loops_allowed (void)
{
  /* b2 holds three neutrals: a path of 4 around the block b2-c2-c3-b3 and home. */
  g_autoptr(PerchQawalePosition) position =
    qawale_test_parse_position ("nn,,,nn/,,,/,nnn,,/n,,, light 8 8");
  PerchQawalePosition after;

  after = *position;
  play_text (&after, "b2NESW");
  g_assert_cmpuint (after.heights[5], ==, 1);
  g_assert_cmpint (perch_qawale_position_top (&after, 5), ==, PERCH_QAWALE_PEBBLE_LIGHT);
  g_assert_cmpuint (after.heights[9], ==, 1);
  g_assert_cmpuint (after.heights[10], ==, 1);
  g_assert_cmpuint (after.heights[6], ==, 1);
  /* A longer loop passes a square twice: it gets two pebbles. */
  {
    g_autoptr(PerchQawalePosition) tall =
      qawale_test_parse_position ("nn,,,nn/,,,/,nnnn,,/,,, light 8 8");

    after = *tall;
    play_text (&after, "b2NESWN");
    g_assert_cmpuint (after.heights[9], ==, 2);
    g_assert_cmpint (perch_qawale_position_top (&after, 9), ==, PERCH_QAWALE_PEBBLE_LIGHT);
    g_assert_cmpuint (after.heights[5], ==, 1);
  }
}

/* Rule 5: the bottom pebble drops first, the placed pebble last. */
static void
test_bottom_pebble_first (void)
{
  /* a1 holds dark under light under neutral (bottom first "dln"). */
  g_autoptr(PerchQawalePosition) position =
    qawale_test_parse_position ("nn,,,nn/l,,,/d,,,/dln,,,nnn light 6 6");
  PerchQawalePosition after = *position;

  play_text (&after, "a1EEEN");
  g_assert_cmpint (perch_qawale_position_pebble (&after, 1, 0), ==, PERCH_QAWALE_PEBBLE_DARK);
  g_assert_cmpint (perch_qawale_position_pebble (&after, 2, 0), ==, PERCH_QAWALE_PEBBLE_LIGHT);
  g_assert_cmpint (perch_qawale_position_pebble (&after, 3, 3), ==, PERCH_QAWALE_PEBBLE_NEUTRAL);
  g_assert_cmpint (perch_qawale_position_top (&after, 7), ==, PERCH_QAWALE_PEBBLE_LIGHT);
  g_assert_cmpuint (after.heights[3], ==, 4);
}

/* Rule 8: lines count after the whole sowing: a line shown half-way and covered again by
 * a later pebble of the same move wins nothing; a pile of four in one colour neither. */
static void
test_lines_after_sowing (void)
{
  g_autoptr(PerchQawalePosition) position =
    qawale_test_parse_position ("d,d,d,nn/d,,,ln/l,l,l,n/nn,,,nn light 4 4");
  g_autoptr(PerchQawalePosition) pile =
    qawale_test_parse_position ("nn,,,nn/,,,/d,llll,d,d/nn,,d,nn light 4 4");
  PerchQawalePosition after = *position;

  /* d3SWN: d2 gets light (rank 2 is light for a moment), c2 a neutral, c3 light. */
  play_text (&after, "d3SWN");
  g_assert_cmpint (perch_qawale_position_top (&after, 7), ==, PERCH_QAWALE_PEBBLE_LIGHT);
  g_assert_cmpint (perch_qawale_position_top (&after, 6), ==, PERCH_QAWALE_PEBBLE_NEUTRAL);
  g_assert_cmpint (perch_qawale_position_outcome (&after), ==, PERCH_QAWALE_ONGOING);
  g_assert_cmpint (perch_qawale_position_outcome (pile), ==, PERCH_QAWALE_ONGOING);
}

/* Rule 9: a move that shows only the opponent's line makes the opponent win. */
static void
test_opponent_only_line (void)
{
  g_autoptr(PerchQawalePosition) position =
    qawale_test_parse_position ("l,l,,nn/,,d,d/,d,nn,/nnd,l,l,nn light 4 4");
  PerchQawalePosition after = *position;

  play_text (&after, "d3NW");
  g_assert_cmpint (perch_qawale_position_outcome (&after), ==, PERCH_QAWALE_WIN_DARK);
  /* The diagonal a1-d4 (line 8) won. */
  g_assert_cmphex (perch_qawale_position_winning_lines (&after), ==, 1u << 8);
  g_assert_cmpuint (perch_qawale_position_count_moves (&after), ==, 0);
}

/* Rule 10: lines of both colours: the mover wins, or (the other setting) a draw. */
static void
test_double_lines (void)
{
  g_autoptr(PerchQawalePosition) position =
    qawale_test_parse_position ("d,d,n,nn/l,l,n,n/,,ldd,/nn,l,,n light 4 4");
  PerchQawalePosition after = *position;

  play_text (&after, "c2NNES");
  g_assert_cmpint (perch_qawale_position_outcome (&after), ==, PERCH_QAWALE_WIN_LIGHT);
  g_assert_cmphex (perch_qawale_position_winning_lines (&after), ==, 1u << 2);

  after = *position;
  perch_qawale_position_set_both_lines (&after, PERCH_QAWALE_BOTH_LINES_DRAW);
  play_text (&after, "c2NNES");
  g_assert_cmpint (perch_qawale_position_outcome (&after), ==, PERCH_QAWALE_DRAW);
  g_assert_cmphex (perch_qawale_position_winning_lines (&after), ==, 0);

  /* Switching the rule judges the finished position again. */
  perch_qawale_position_set_both_lines (&after, PERCH_QAWALE_BOTH_LINES_MOVER_WINS);
  g_assert_cmpint (perch_qawale_position_outcome (&after), ==, PERCH_QAWALE_WIN_LIGHT);
}

/* Rule 11: with every pebble placed and no line, a draw, at ply 16 (or 20 with 10
 * stones); no game ends before ply 7. */
static void
test_draw_at_the_end (void)
{
  guint draws[2] = { 0, 0 };

  for (guint64 seed = 1; seed <= 300; seed++)
    {
      guint stones = seed % 2 == 0 ? 10 : 8;
      PerchQawalePosition position;
      guint ply;

      qawale_test_random_position (&position, stones, 2 * stones + 5, seed);
      ply = perch_qawale_position_ply (&position);
      g_assert_cmpint (position.outcome, !=, PERCH_QAWALE_ONGOING);
      g_assert_cmpuint (ply, >=, 7);
      g_assert_cmpuint (ply, <=, 2 * stones);
      if (position.outcome == PERCH_QAWALE_DRAW)
        {
          g_assert_cmpuint (ply, ==, 2 * stones);
          g_assert_cmpuint (position.reserves[0] + position.reserves[1], ==, 0);
          g_assert_cmpuint (perch_qawale_position_count_moves (&position), ==, 0);
          draws[stones == 10]++;
        }
    }
  g_assert_cmpuint (draws[0], >, 0);
  g_assert_cmpuint (draws[1], >, 0);
}

/* Rule 12: a player may give up at any time. */
static void
test_give_up (void)
{
  PerchQawalePosition position;
  g_autofree char *diagram = NULL;

  perch_qawale_position_init (&position, 8, PERCH_QAWALE_DARK, PERCH_QAWALE_BOTH_LINES_MOVER_WINS);
  play_text (&position, "d4WWS");
  perch_qawale_position_give_up (&position, PERCH_QAWALE_LIGHT);
  g_assert_cmpint (perch_qawale_position_outcome (&position), ==, PERCH_QAWALE_WIN_DARK);
  g_assert_cmpuint (perch_qawale_position_count_moves (&position), ==, 0);
  g_assert_cmphex (perch_qawale_position_winning_lines (&position), ==, 0);
  assert_move_error (&position, "a1NNE", "a1NNE: the game is over (dark won)");
  diagram = perch_qawale_position_diagram (&position);
  g_assert_true (strstr (diagram, "light gave up, dark won, ply 1 of 16") != NULL);
}

/* Every generated move prints and reads back as itself; text reads back as written. */
static void
test_notation_round_trip (void)
{
  static const char *texts[] = { "a1NNE", "d4SSW", "b2NESWN", "c3WSEN" };

  for (guint64 seed = 100; seed < 110; seed++)
    {
      PerchQawalePosition position;
      PerchQawaleMoveIter iter;
      PerchQawaleMove move;

      qawale_test_random_position (&position, 8, seed % 12, seed);
      perch_qawale_move_iter_init (&iter, &position);
      while (perch_qawale_move_iter_next (&iter, &move))
        {
          g_autofree char *text = perch_qawale_move_to_string (&move);
          PerchQawaleMove back;

          g_assert_true (perch_qawale_position_parse_move (&position, text, &back, NULL));
          g_assert_true (perch_qawale_move_equal (&move, &back));
        }
    }
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      PerchQawaleMove move;
      g_autofree char *text = NULL;

      g_assert_true (perch_qawale_move_parse (texts[i], &move, NULL));
      text = perch_qawale_move_to_string (&move);
      g_assert_cmpstr (text, ==, texts[i]);
    }
  /* Lower-case steps are read too; the move prints in capitals. */
  {
    PerchQawaleMove move;
    g_autofree char *text = NULL;

    g_assert_true (perch_qawale_move_parse ("A1nne", &move, NULL));
    text = perch_qawale_move_to_string (&move);
    g_assert_cmpstr (text, ==, "a1NNE");
  }
}

/* Every notation error says what is wrong and where. */
static void
test_notation_errors (void)
{
  static const struct
  {
    const char *text;
    const char *message;
  } cases[] = {
    { "", "empty move: write a square (a1 to d4), then one step (N, E, S or W) per pebble" },
    { "e1NN", "e1NN: 'e' is not a file (a to d): a move starts with a square, a1 to d4" },
    { "1aNN", "1aNN: '1' is not a file (a to d): a move starts with a square, a1 to d4" },
    { "a", "a: the square needs a rank (1 to 4)" },
    { "a5NN", "a5NN: '5' is not a rank (1 to 4)" },
    { "a1", "a1: no steps: after the square, one step (N, E, S or W) per pebble of the stack, "
            "the placed one included" },
    { "a1NXE", "a1NXE: 'X' (character 4) is not a step (N, E, S or W)" },
    { "a1N E", "a1N E: ' ' (character 4) is not a step (N, E, S or W)" },
    { "a1SNN", "a1SNN: step 1 leaves the board" },
    { "a1NNW", "a1NNW: step 3 leaves the board" },
    { "a1NSN", "a1NSN: step 2 turns straight back to a1 (a path may not reverse)" },
    { "a1NNNNNNNNNNNNNNNNNNNNNNNNNNNNN", "a1NNNNNNNNNNNNNNNNNNNNNNNNNNNNN: 29 steps: no stack is "
                                        "taller than 28 pebbles" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      PerchQawaleMove move;

      g_assert_false (perch_qawale_move_parse (cases[i].text, &move, &error));
      g_assert_nonnull (error);
      g_assert_true (error->domain == PERCH_QAWALE_ERROR);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

/* Moves a position forbids: the game over, an empty square, the count of steps. */
static void
test_position_errors (void)
{
  g_autoptr(PerchQawalePosition) won =
    qawale_test_parse_position ("l,l,l,l/,,,/,,,/nnnn,dddd,,nnnn dark 4 4");
  g_autoptr(PerchQawalePosition) full = NULL;
  PerchQawalePosition start;

  g_assert_cmpint (perch_qawale_position_outcome (won), ==, PERCH_QAWALE_WIN_LIGHT);
  assert_move_error (won, "a1NNNEE", "a1NNNEE: the game is over (light won)");

  perch_qawale_position_init (&start, 8, PERCH_QAWALE_LIGHT, PERCH_QAWALE_BOTH_LINES_MOVER_WINS);
  assert_move_error (&start, "c3NE", "c3: empty stack (a pebble goes on a square that holds "
                                     "pebbles)");
  assert_move_error (&start, "d1NNNW", "d1NNNW: wrong number of steps: a stack of 2 needs 3");
}

/* The position format: round trips, and precise complaints. */
static void
test_position_format (void)
{
  static const struct
  {
    const char *text;
    const char *message;
  } bad[] = {
    { "nn,,,nn/,,,/,,,/nn,,,nn light 8", "a position has four fields: the stacks, who is to "
      "move, and the reserves of light and dark (\"nn,,,nn/,,,/,,,/nn,,,nn light 8 8\")" },
    { "nn,,,nn/,,,/nn,,,nn light 8 8", "'nn,,,nn/,,,/nn,,,nn': the stacks are four ranks (4 "
      "down to 1) separated by '/'" },
    { "nn,,nn/,,,/,,,/nn,,,nn light 8 8", "rank 4: 'nn,,nn' is not four stacks separated "
      "by ','" },
    { "nn,,,nx/,,,/,,,/nn,,,nn light 8 8", "d4: 'x' is not a pebble (n neutral, l light, "
      "d dark)" },
    { "nn,,,nn/,,,/,,,/nn,,,nn red 8 8", "'red': the player to move is light or dark" },
    { "nn,,,nn/,,,/,,,/nn,,,nn light 8 x", "'x': the reserve of dark is a number from 0 to 10" },
    { "nn,,,nn/,,,/,,,/nn,,,n light 8 8", "7 neutral pebbles on the board: there are always 8" },
    { "nn,,,nn/,,,/,,,/nn,,,nn light 7 7", "light has 0 pebbles on the board and 7 in reserve: "
      "a player has 8 or 10 in all" },
    { "nn,,,nn/l,,,/,,,/nn,,,nn light 7 7", "dark has 0 pebbles on the board and 7 in "
      "reserve, but light has 8 in all" },
    { "nn,,,nn/l,,,/,,,/nn,,,nn light 7 8", "light cannot be to move with 7 pebbles in reserve "
      "against 8" },
  };

  for (guint64 seed = 1; seed < 30; seed++)
    {
      PerchQawalePosition position;
      g_autoptr(PerchQawalePosition) back = NULL;
      g_autofree char *text = NULL;

      qawale_test_random_position (&position, seed % 2 ? 8 : 10, seed % 18, seed);
      text = perch_qawale_position_to_string (&position);
      back = qawale_test_parse_position (text);
      g_assert_true (perch_qawale_position_equal (&position, back));
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_null (perch_qawale_position_parse (bad[i].text, &error));
      g_assert_error (error, PERCH_QAWALE_ERROR, PERCH_QAWALE_ERROR_PARSE);
      g_assert_cmpstr (error->message, ==, bad[i].message);
    }
}

static void
test_diagram (void)
{
  PerchQawalePosition position;
  g_autofree char *diagram = NULL;

  perch_qawale_position_init (&position, 8, PERCH_QAWALE_LIGHT, PERCH_QAWALE_BOTH_LINES_MOVER_WINS);
  play_text (&position, "a1NNE");
  diagram = perch_qawale_position_diagram (&position);
  g_assert_cmpstr (diagram, ==,
                   "   a   b   c   d   (stacks bottom to top: n neutral, l light, d dark; "
                   "top in capitals)\n"
                   "4  nN  .   .   nN\n"
                   "3  N   L   .   .\n"
                   "2  N   .   .   .\n"
                   "1  .   .   .   nN\n"
                   "dark to move, ply 1 of 16, reserves: light 7, dark 8\n"
                   ".");
}

/* The symmetries map the board onto itself, lines onto lines, and paths onto paths. */
static void
test_symmetries (void)
{
  const guint16 *lines = perch_qawale_lines ();

  for (guint sym = 0; sym < PERCH_QAWALE_N_SYMMETRIES; sym++)
    {
      guint16 seen = 0;
      guint inverse = perch_qawale_symmetry_inverse (sym);

      for (guint s = 0; s < 16; s++)
        {
          guint image = perch_qawale_symmetry_square (sym, s);

          seen |= 1u << image;
          g_assert_cmpuint (perch_qawale_symmetry_square (inverse, image), ==, s);
          for (PerchQawaleStep step = 0; step < 4; step++)
            {
              guint8 next = perch_qawale_neighbour (s, step);
              PerchQawaleStep mapped = perch_qawale_symmetry_step (sym, step);

              if (next == PERCH_QAWALE_NO_SQUARE)
                g_assert_cmpuint (perch_qawale_neighbour (image, mapped), ==,
                                  PERCH_QAWALE_NO_SQUARE);
              else
                g_assert_cmpuint (perch_qawale_neighbour (image, mapped), ==,
                                  perch_qawale_symmetry_square (sym, next));
            }
        }
      g_assert_cmphex (seen, ==, 0xffff);
      for (guint l = 0; l < PERCH_QAWALE_N_LINES; l++)
        {
          guint16 image = 0;
          gboolean found = FALSE;

          for (guint s = 0; s < 16; s++)
            if (lines[l] & (1u << s))
              image |= 1u << perch_qawale_symmetry_square (sym, s);
          for (guint m = 0; m < PERCH_QAWALE_N_LINES; m++)
            found = found || lines[m] == image;
          g_assert_true (found);
        }
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/qawale/rules/initial-position", test_initial_position);
  g_test_add_func ("/qawale/rules/path-counts", test_path_counts);
  g_test_add_func ("/qawale/rules/perft-start", test_perft_start);
  g_test_add_func ("/qawale/rules/generators-agree", test_generators_agree);
  g_test_add_func ("/qawale/rules/placement-needs-a-stack", test_placement_needs_a_stack);
  g_test_add_func ("/qawale/rules/path-length", test_path_length);
  g_test_add_func ("/qawale/rules/no-reversal", test_no_reversal);
  g_test_add_func ("/qawale/rules/loops-allowed", test_loops_allowed);
  g_test_add_func ("/qawale/rules/bottom-pebble-first", test_bottom_pebble_first);
  g_test_add_func ("/qawale/rules/lines-after-sowing", test_lines_after_sowing);
  g_test_add_func ("/qawale/rules/opponent-only-line", test_opponent_only_line);
  g_test_add_func ("/qawale/rules/double-lines", test_double_lines);
  g_test_add_func ("/qawale/rules/draw-at-the-end", test_draw_at_the_end);
  g_test_add_func ("/qawale/rules/give-up", test_give_up);
  g_test_add_func ("/qawale/rules/notation-round-trip", test_notation_round_trip);
  g_test_add_func ("/qawale/rules/notation-errors", test_notation_errors);
  g_test_add_func ("/qawale/rules/position-errors", test_position_errors);
  g_test_add_func ("/qawale/rules/position-format", test_position_format);
  g_test_add_func ("/qawale/rules/diagram", test_diagram);
  g_test_add_func ("/qawale/rules/symmetries", test_symmetries);

  return g_test_run ();
}
