/* test-qawale-eval.c: the evaluation: the fast sum is the weighed terms, the terms count
 * what they say, and the line test agrees with the ten lines */
#include <glib.h>

#include "perch-qawale-eval.h"
#include "perch-qawale-net.h"
#include "qawale-test-positions.h"

/* Every set of tops: a line shows exactly when one of the ten lines is all in it. */
static void
test_has_line (void)
{
  const guint16 *lines = perch_qawale_lines ();

  for (guint tops = 0; tops < 65536; tops++)
    {
      gboolean expected = FALSE;

      for (guint l = 0; l < PERCH_QAWALE_N_LINES; l++)
        expected |= (tops & lines[l]) == lines[l];
      g_assert_cmpint (perch_qawale_has_line (tops), ==, expected);
    }
}

/* The search's evaluation is the weighed sum of the terms the tuning sees. */
static void
test_fast_sum (void)
{
  guint with_threes = 0;

  for (guint64 seed = 1; seed <= 3000; seed++)
    {
      PerchQawalePosition position;
      int terms[PERCH_QAWALE_N_TERMS];

      qawale_test_random_position (&position, seed % 2 ? 8 : 10, seed % 19, seed);
      if (position.outcome != PERCH_QAWALE_ONGOING)
        continue;
      perch_qawale_eval_terms (&position, terms);
      with_threes += terms[PERCH_QAWALE_TERM_MY_THREE] + terms[PERCH_QAWALE_TERM_THEIR_THREE] > 0;
      g_assert_cmpint (perch_qawale_evaluate (&position), ==, perch_qawale_evaluate_terms (terms));
    }
  g_assert_cmpuint (with_threes, >, 100);
}

/* A position read from text: the terms count its lines, threes, threats and tops. */
static void
test_terms (void)
{
  /* Light holds a1 b1 c1 under d1's neutral top, dark a4 b4 c4 beside d4's: a neutral
   * top does not block a line (it can be covered). b1's stack sows onto d1 (b1 c1 d1),
   * b4's onto d4. */
  g_autoptr(PerchQawalePosition) position =
    qawale_test_parse_position ("d,d,d,nnn/,,,/,,,/l,l,l,nnnnn light 5 5");
  int terms[PERCH_QAWALE_N_TERMS];

  perch_qawale_eval_terms (position, terms);
  g_assert_cmpint (terms[PERCH_QAWALE_TERM_MY_TOPS], ==, 3);
  g_assert_cmpint (terms[PERCH_QAWALE_TERM_THEIR_TOPS], ==, 3);
  g_assert_cmpint (terms[PERCH_QAWALE_TERM_MY_CENTRE_TOPS], ==, 0);
  /* Rank 1 and the a1-d4 diagonal for light; rank 4 and a4-d1 for dark; files a to c
   * hold both colours. */
  g_assert_cmpint (terms[PERCH_QAWALE_TERM_MY_THREE], ==, 1);
  g_assert_cmpint (terms[PERCH_QAWALE_TERM_MY_ONE], ==, 1);
  g_assert_cmpint (terms[PERCH_QAWALE_TERM_MY_TWO], ==, 0);
  g_assert_cmpint (terms[PERCH_QAWALE_TERM_THEIR_THREE], ==, 1);
  g_assert_cmpint (terms[PERCH_QAWALE_TERM_THEIR_ONE], ==, 1);
  g_assert_cmpint (terms[PERCH_QAWALE_TERM_MY_REACHABLE_THREE], ==, 1);
  g_assert_cmpint (terms[PERCH_QAWALE_TERM_MY_OPEN_THREE], ==, 0);
  g_assert_cmpint (terms[PERCH_QAWALE_TERM_MY_REACHABLE_SQUARES], ==, 0);
  g_assert_cmpint (terms[PERCH_QAWALE_TERM_THREATS], ==, 1);
  g_assert_cmpint (terms[PERCH_QAWALE_TERM_DOUBLE_THREAT], ==, 0);
  g_assert_cmpint (terms[PERCH_QAWALE_TERM_REACHABLE_THREATS], ==, 1);

  /* When dark has no pebble left, its three threatens nothing. */
  g_clear_pointer (&position, perch_qawale_position_free);
  position = qawale_test_parse_position ("dddd,dd,dd,nnn/,,,/,,,/llll,ll,l,nnnnn light 1 0");
  perch_qawale_eval_terms (position, terms);
  g_assert_cmpint (terms[PERCH_QAWALE_TERM_THEIR_THREE], ==, 1);
  g_assert_cmpint (terms[PERCH_QAWALE_TERM_THREATS], ==, 0);
}

/* The network's evaluation of a few positions, as tools/qawale-train.py computes it from
 * the weights in perch-qawale-net-weights.c:
 *   tools/qawale-train.py check --weights src/core/qawale/perch-qawale-net-weights.c
 * with the positions below on stdin, one a line. New weights: new numbers from there. */
static void
test_net_matches_script (void)
{
  static const struct
  {
    const char *position;
    int         expected;
  } cases[] = {
    { "nn,,,nn/,,,/,,,/nn,,,nn light 8 8", 70 },
    { "nn,,,nn/,,,/,,,/nn,,,nn light 10 10", 49 },
    { "d,d,d,nnn/,,,/,,,/l,l,l,nnnnn light 5 5", 90 },
    { "dddd,dd,dd,nnn/,,,/,,,/llll,ll,l,nnnnn light 1 0", 90 },
    { "nn,,l,/n,l,dn,nn/n,,,n/,,, dark 8 9", -28 },
    { "ldldldl,,,/nndl,nd,,n/ldn,l,nn,/,,n, dark 3 4", -128 },
    { ",d,dn,/ll,,lnnn,nn/d,,nld,/ldldl,ndld,dl, light 1 1", 14 },
    { "nn,,n,/,ndldl,,d/,dn,,ll/,nnl,n, dark 5 6", -69 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(PerchQawalePosition) position = qawale_test_parse_position (cases[i].position);

      g_assert_cmpint (perch_qawale_net_evaluate (position), ==, cases[i].expected);
    }
}

/* The sums a search keeps, move by move, are the sums of the position it reaches. */
static void
test_net_updates (void)
{
  guint moves = 0;

  for (guint64 seed = 1; seed <= 200; seed++)
    {
      PerchQawalePosition position;
      PerchQawaleNetState state, next, fresh;
      PerchQawaleMoveIter iter;
      PerchQawaleMove move;

      qawale_test_random_position (&position, seed % 2 ? 8 : 10, seed % 15, seed);
      if (position.outcome != PERCH_QAWALE_ONGOING)
        continue;
      perch_qawale_net_refresh (&state, &position);
      perch_qawale_move_iter_init (&iter, &position);
      for (guint n = 0; n < 20 && perch_qawale_move_iter_next (&iter, &move); n++)
        {
          PerchQawaleUndo undo;

          perch_qawale_net_play (&next, &state, &position, &move);
          perch_qawale_position_make (&position, &move, &undo);
          perch_qawale_net_refresh (&fresh, &position);
          g_assert_cmpmem (&next, sizeof next, &fresh, sizeof fresh);
          g_assert_cmpint (perch_qawale_net_output (&next, position.to_move), ==,
                           perch_qawale_net_evaluate (&position));
          perch_qawale_position_unmake (&position, &move, &undo);
          moves++;
        }
    }
  g_assert_cmpuint (moves, >, 2000);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/qawale/eval/has-line", test_has_line);
  g_test_add_func ("/qawale/eval/fast-sum", test_fast_sum);
  g_test_add_func ("/qawale/eval/terms", test_terms);
  g_test_add_func ("/qawale/eval/net-matches-script", test_net_matches_script);
  g_test_add_func ("/qawale/eval/net-updates", test_net_updates);

  return g_test_run ();
}
