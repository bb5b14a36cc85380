/* test-uluru-solver.c: the branch-and-bound solver against a plain brute force
 *
 * The brute force (uluru-brute-force.h) knows the rules from the spec alone and
 * tries every placement.
 */
#include <string.h>

#include "perch-rng.h"
#include "perch-uluru-deck.h"
#include "perch-uluru-rules.h"
#include "perch-uluru-solver.h"
#include "uluru-brute-force.h"

typedef struct
{
  const PerchUluruDeal *deal;
  gboolean              all_placed;
  guint8                placement[8];
  guint                 best;
  GArray               *optimal;   /* of PerchUluruPlacement */
} Brute;

static void
brute_enumerate (Brute *brute,
                 guint  bird,
                 guint  used)
{
  if (bird == 8)
    {
      guint cost = brute_cost (brute->deal, brute->placement);
      PerchUluruPlacement found;

      if (cost > brute->best)
        return;
      if (cost < brute->best)
        {
          brute->best = cost;
          g_array_set_size (brute->optimal, 0);
        }
      memcpy (found.place, brute->placement, 8);
      g_array_append_val (brute->optimal, found);
      return;
    }

  for (guint p = brute->all_placed ? 1 : 0; p <= 8; p++)
    {
      if (p != 0 && (used & (1u << p)))
        continue;
      brute->placement[bird] = p;
      brute_enumerate (brute, bird + 1, p == 0 ? used : used | (1u << p));
    }
}

static gboolean
placement_listed (GArray                    *placements,
                  const PerchUluruPlacement *placement)
{
  for (guint i = 0; i < placements->len; i++)
    if (memcmp (&g_array_index (placements, PerchUluruPlacement, i), placement,
                sizeof *placement) == 0)
      return TRUE;

  return FALSE;
}

/* Places in bird order as a number, off the board counting as 9. */
static gint64
order_key (const PerchUluruPlacement *placement)
{
  gint64 key = 0;

  for (guint b = 0; b < 8; b++)
    key = key * 10 + (placement->place[b] == 0 ? 9 : placement->place[b]);

  return key;
}

static void
compare_with_brute_force (const PerchUluruDeal *deal,
                          PerchUluruMode        mode)
{
  g_autoptr(PerchUluruSolution) solution = NULL;
  g_autoptr(GArray) optimal = g_array_new (FALSE, FALSE, sizeof (PerchUluruPlacement));
  g_autoptr(GError) error = NULL;
  g_autofree char *text = perch_uluru_deal_to_string (deal);
  Brute brute = { deal, mode == PERCH_ULURU_MODE_ALL_PLACED, { 0 }, G_MAXUINT, optimal };

  brute_enumerate (&brute, 0, 0);
  solution = perch_uluru_solve (deal, mode, TRUE, NULL, &error);
  g_assert_no_error (error);

  if (solution->penalty != brute.best || solution->n_optimal != optimal->len)
    g_test_message ("deal %s (%s): solver %u x %" G_GUINT64_FORMAT ", brute force %u x %u",
                    text, perch_uluru_mode_code (mode), solution->penalty,
                    solution->n_optimal, brute.best, optimal->len);
  g_assert_cmpuint (solution->penalty, ==, brute.best);
  g_assert_cmpuint (solution->n_optimal, ==, optimal->len);
  g_assert_cmpuint (solution->placements->len, ==, optimal->len);
  for (guint i = 0; i < solution->placements->len; i++)
    {
      const PerchUluruPlacement *placement = &g_array_index (solution->placements,
                                                             PerchUluruPlacement, i);

      g_assert_true (placement_listed (optimal, placement));
      /* The stable order: places in bird order, off the board last. */
      if (i > 0)
        g_assert_cmpint (order_key (placement - 1), <, order_key (placement));
    }
}

/* The scorer and the brute force agree on random placements, expert deals included. */
static void
test_score_matches_brute_force (void)
{
  PerchRng rng;

  perch_rng_init (&rng, 2011);
  for (guint i = 0; i < 3000; i++)
    {
      g_autoptr(PerchUluruScore) score = NULL;
      PerchUluruPlacement placement;
      PerchUluruDeal deal;
      guint8 places[9] = { 0, 1, 2, 3, 4, 5, 6, 7, 8 };

      perch_uluru_deal_random (i % 2 ? PERCH_ULURU_VARIANT_EXPERT : PERCH_ULURU_VARIANT_ALL,
                               i % 9, perch_rng_next (&rng), &deal);
      /* Nine slots for eight birds: a random bird may be off; 0 may repeat. */
      perch_rng_shuffle (&rng, places, 9, 1);
      for (guint b = 0; b < 8; b++)
        placement.place[b] = perch_rng_uniform (&rng, 4) == 0 ? 0 : places[b];
      score = perch_uluru_score_new (&deal, &placement);
      g_assert_cmpuint (score->total, ==, brute_cost (&deal, placement.place));
    }
}

static void
test_solver_partial (void)
{
  for (guint64 seed = 1; seed <= 120; seed++)
    {
      PerchUluruDeal deal;

      perch_uluru_deal_random (seed % 3 == 0 ? PERCH_ULURU_VARIANT_NO_LEVELS_1_2
                               : PERCH_ULURU_VARIANT_ALL, 0, seed, &deal);
      compare_with_brute_force (&deal, PERCH_ULURU_MODE_PARTIAL);
    }
}

static void
test_solver_all_placed (void)
{
  for (guint64 seed = 1; seed <= 300; seed++)
    {
      PerchUluruDeal deal;

      perch_uluru_deal_random (seed % 3 == 0 ? PERCH_ULURU_VARIANT_HARD
                               : PERCH_ULURU_VARIANT_ALL, 0, seed, &deal);
      compare_with_brute_force (&deal, PERCH_ULURU_MODE_ALL_PLACED);
    }
}

static void
test_solver_expert (void)
{
  for (guint64 seed = 1; seed <= 100; seed++)
    {
      PerchUluruDeal deal;

      perch_uluru_deal_random (PERCH_ULURU_VARIANT_EXPERT, 1 + seed % 8, 1000 + seed, &deal);
      compare_with_brute_force (&deal, seed % 4 == 0 ? PERCH_ULURU_MODE_PARTIAL
                                                     : PERCH_ULURU_MODE_ALL_PLACED);
    }
}

/* Hand-made deals that stress chains and cycles. */
static void
test_solver_chains (void)
{
  static const char * const deals[] = {
    "same:pink same:yellow same:white any any any any any",
    "contrary:pink contrary:white next:white opposite:pink corner:yellow any any away:red",
    "same:black contrary:white next:pink same:yellow contrary:orange apart:white any next:blue",
    "long+next:red short+corner:white same:pink contrary:yellow any+boomerang solitary "
    "away:green opposite:blue",
    "any any any any any any any any",
  };

  for (guint i = 0; i < G_N_ELEMENTS (deals); i++)
    {
      g_auto(GStrv) codes = g_strsplit (deals[i], " ", -1);
      g_autoptr(GError) error = NULL;
      PerchUluruDeal deal;

      g_assert_true (perch_uluru_deal_parse ((const char * const *) codes, 8, &deal, &error));
      compare_with_brute_force (&deal, PERCH_ULURU_MODE_PARTIAL);
      compare_with_brute_force (&deal, PERCH_ULURU_MODE_ALL_PLACED);
    }
}

static void
test_solver_cancel (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  PerchUluruSolution *solution;
  PerchProgress progress;
  PerchUluruDeal deal;

  perch_uluru_deal_random (PERCH_ULURU_VARIANT_ALL, 0, 1, &deal);
  perch_progress_init (&progress, cancellable, NULL, NULL);
  g_cancellable_cancel (cancellable);
  /* Eight "any" cards: 40320 optimal placements, many nodes, so the check is reached. */
  for (guint b = 0; b < 8; b++)
    deal.wishes[b] = (PerchUluruWish) { 1, { { PERCH_ULURU_CARD_ANY, 0 } } };
  solution = perch_uluru_solve (&deal, PERCH_ULURU_MODE_PARTIAL, FALSE, &progress, &error);
  g_assert_null (solution);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/uluru/solver/score-matches-brute-force", test_score_matches_brute_force);
  g_test_add_func ("/uluru/solver/partial", test_solver_partial);
  g_test_add_func ("/uluru/solver/all-placed", test_solver_all_placed);
  g_test_add_func ("/uluru/solver/expert", test_solver_expert);
  g_test_add_func ("/uluru/solver/chains", test_solver_chains);
  g_test_add_func ("/uluru/solver/cancel", test_solver_cancel);

  return g_test_run ();
}
