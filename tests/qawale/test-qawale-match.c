/* test-qawale-match.c: what a match says: Elo and its interval from pair counts, the
 * SPRT's log-likelihood ratio and decisions on known inputs, and a short match by node
 * budget that plays the same games every time */
#include <math.h>
#include <string.h>

#include "perch-qawale-match.h"

static void
assert_close (double value,
              double expected,
              double tolerance)
{
  if (isinf (expected))
    g_assert_true (isinf (value) && (value > 0) == (expected > 0));
  else
    g_assert_cmpfloat_with_epsilon (value, expected, tolerance);
}

static void
test_elo (void)
{
  static const struct
  {
    PerchQawalePairCounts counts;
    double score, elo, low, high;
  } cases[] = {
    /* Symmetric: even, the interval from the spread of the pairs. */
    { { { 5, 10, 20, 10, 5 } }, 0.5, 0, -53.158, 53.158 },
    { { { 1, 4, 20, 15, 10 } }, 0.645, 103.733, 54.934, 156.892 },
    { { { 0, 2, 30, 40, 28 } }, 0.735, 177.217, 143.321, 214.547 },
    /* Every pair split: even, and nothing spread. */
    { { { 0, 0, 10, 0, 0 } }, 0.5, 0, 0, 0 },
    /* Every game won: no finite Elo. */
    { { { 0, 0, 0, 0, 6 } }, 1.0, INFINITY, INFINITY, INFINITY },
  };
  g_autofree char *text = NULL;
  PerchQawaleElo elo;

  /* The logistic scale: 3 to 1 is 400 log10 3. */
  assert_close (perch_qawale_elo_from_score (0.75), 190.849, 0.001);
  assert_close (perch_qawale_score_from_elo (0), 0.5, 1e-12);
  assert_close (perch_qawale_score_from_elo (perch_qawale_elo_from_score (0.3)), 0.3, 1e-12);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      perch_qawale_elo_estimate (&cases[i].counts, &elo);
      assert_close (elo.score, cases[i].score, 1e-9);
      assert_close (elo.elo, cases[i].elo, 0.001);
      assert_close (elo.low, cases[i].low, 0.001);
      assert_close (elo.high, cases[i].high, 0.001);
    }
  perch_qawale_elo_estimate (&cases[1].counts, &elo);
  text = perch_qawale_elo_format (&elo);
  g_assert_cmpstr (text, ==, "+104 (95%: +55 to +157)");
  g_clear_pointer (&text, g_free);
  perch_qawale_elo_estimate (&cases[3].counts, &elo);
  text = perch_qawale_elo_format (&elo);
  g_assert_cmpstr (text, ==, "+0 (95%: +0 to +0)");
}

static void
test_sprt (void)
{
  PerchQawaleSprt narrow = { 0, 20, 0.05, 0.05 }, wide = { 0, 100, 0.05, 0.05 };
  PerchQawalePairCounts even = { { 5, 10, 20, 10, 5 } }, better = { { 1, 4, 20, 15, 10 } };
  PerchQawalePairCounts few = { { 0, 0, 0, 0, 9 } }, none = { { 0 } };
  double lower, upper, llr;

  perch_qawale_sprt_bounds (&narrow, &lower, &upper);
  assert_close (lower, -log (19), 1e-12);
  assert_close (upper, log (19), 1e-12);
  assert_close (perch_qawale_sprt_llr (&even, &narrow), -0.26705, 1e-4);
  assert_close (perch_qawale_sprt_llr (&even, &wide), -6.33819, 1e-4);
  assert_close (perch_qawale_sprt_llr (&better, &narrow), 3.03443, 1e-4);
  assert_close (perch_qawale_sprt_llr (&better, &wide), 8.48414, 1e-4);
  assert_close (perch_qawale_sprt_llr (&none, &narrow), 0, 1e-12);

  g_assert_cmpint (perch_qawale_sprt_test (&even, &narrow, &llr), ==, PERCH_QAWALE_SPRT_CONTINUE);
  g_assert_cmpint (perch_qawale_sprt_test (&even, &wide, &llr), ==, PERCH_QAWALE_SPRT_H0);
  g_assert_cmpint (perch_qawale_sprt_test (&better, &narrow, &llr), ==, PERCH_QAWALE_SPRT_H1);
  assert_close (llr, 3.03443, 1e-4);
  /* Nine pairs, all won: no verdict before the tenth. */
  g_assert_cmpint (perch_qawale_sprt_test (&few, &wide, &llr), ==, PERCH_QAWALE_SPRT_CONTINUE);
  g_assert_cmpfloat (llr, >, log (19));
  few.pairs[4]++;
  g_assert_cmpint (perch_qawale_sprt_test (&few, &wide, &llr), ==, PERCH_QAWALE_SPRT_H1);
}

static void
collect_game (const PerchQawaleMatchGame   *game,
              const PerchQawaleMatchResult *result,
              gpointer                      data)
{
  g_ptr_array_add (data, g_strdup_printf ("%s %s", perch_qawale_outcome_name (game->outcome),
                                          game->moves));
}

static GPtrArray *
play_match (const char             *a,
            const char             *b,
            const PerchQawaleSprt  *sprt,
            guint                   games,
            PerchQawaleMatchResult *result)
{
  PerchQawaleMatch match = { 0 };
  GPtrArray *played = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;

  g_assert_true (perch_qawale_player_spec_parse (a, &match.a, NULL));
  g_assert_true (perch_qawale_player_spec_parse (b, &match.b, NULL));
  match.games = games;
  match.seed = 4;
  match.stones = 10;
  match.sprt = sprt;
  g_assert_true (perch_qawale_match_run (&match, collect_game, played, result, &error));
  g_assert_no_error (error);
  return played;
}

/* With node budgets only, a match between Hard and the frozen reference plays the same
 * games every time, and its pairs add up. */
static void
test_match_by_nodes (void)
{
  PerchQawaleMatchResult first, second;
  g_autoptr(GPtrArray) games = play_match ("hard:nodes=20000", "hard-v1:nodes=20000", NULL, 4,
                                           &first);
  g_autoptr(GPtrArray) again = play_match ("hard:nodes=20000", "hard-v1:nodes=20000", NULL, 4,
                                           &second);
  guint points = 0;

  g_assert_cmpuint (games->len, ==, 4);
  for (guint i = 0; i < games->len; i++)
    g_assert_cmpstr (g_ptr_array_index (games, i), ==, g_ptr_array_index (again, i));
  g_assert_cmpuint (first.wins, ==, second.wins);
  g_assert_cmpuint (first.losses, ==, second.losses);
  g_assert_cmpuint (perch_qawale_pair_count_total (&first.pairs), ==, 2);
  for (guint k = 0; k < 5; k++)
    points += k * first.pairs.pairs[k];
  g_assert_cmpuint (points, ==, 2 * first.wins + first.draws);
}

/* An SPRT stops a lopsided match early, as soon as its ratio passes the bound. */
static void
test_match_sprt (void)
{
  PerchQawaleSprt sprt = { 0, 100, 0.05, 0.05 };
  PerchQawaleMatchResult result;
  g_autoptr(GPtrArray) games = play_match ("hard:depth=2", "easy", &sprt, 100, &result);

  g_assert_cmpint (result.sprt, ==, PERCH_QAWALE_SPRT_H1);
  g_assert_cmpuint (games->len, >=, 2 * PERCH_QAWALE_SPRT_MIN_PAIRS);
  g_assert_cmpuint (games->len, <, 100);
  g_assert_cmpuint (result.wins + result.losses + result.draws, ==, games->len);
  g_assert_cmpfloat (result.llr, >=, log (19));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/qawale/match/elo", test_elo);
  g_test_add_func ("/qawale/match/sprt", test_sprt);
  g_test_add_func ("/qawale/match/by-nodes", test_match_by_nodes);
  g_test_add_func ("/qawale/match/sprt-stops", test_match_sprt);

  return g_test_run ();
}
