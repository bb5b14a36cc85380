/* test-uluru-explain.c: conflicts and the explained optimum against a brute force
 *
 * The brute force (uluru-brute-force.h) scores every card in each of the 40,320
 * placements of all eight birds; a set of cards can be met when it lies within the
 * cards one placement meets. From that table alone it lists the minimal conflicts
 * and the optimum, and from the conflicts alone the bound the explanation claims.
 */
#include <string.h>

#include "perch-uluru-deck.h"
#include "perch-uluru-explain.h"
#include "perch-uluru-rules.h"
#include "perch-uluru-solver.h"
#include "uluru-brute-force.h"
#include "uluru-test-deals.h"

#define MAX_TEST_CARDS 16

typedef struct
{
  const PerchUluruDeal *deal;
  guint                 n_cards;
  guint8                owner[MAX_TEST_CARDS];
  guint8                index[MAX_TEST_CARDS];
  guint32               all;
  guint8               *meetable;    /* by set of cards: whether one placement meets it */
  guint                 most_met;    /* the most cards one placement meets */
  GArray               *conflicts;   /* of guint32 */
  guint8                placement[8];
} Brute;

static void
brute_place (Brute *brute,
             guint  bird,
             guint  used)
{
  guint32 met = 0;

  if (bird < 8)
    {
      for (guint p = 1; p <= 8; p++)
        if (!(used & (1u << p)))
          {
            brute->placement[bird] = p;
            brute_place (brute, bird + 1, used | (1u << p));
          }
      return;
    }

  for (guint c = 0; c < brute->n_cards; c++)
    {
      const PerchUluruCard *card = &brute->deal->wishes[brute->owner[c]].cards[brute->index[c]];

      if (brute_meets (brute->deal, brute->placement, brute->owner[c], card, FALSE,
                       1u << brute->owner[c]))
        met |= 1u << c;
    }
  brute->meetable[met] = TRUE;
  brute->most_met = MAX (brute->most_met, (guint) __builtin_popcount (met));
}

static void
brute_init (Brute                *brute,
            const PerchUluruDeal *deal)
{
  memset (brute, 0, sizeof *brute);
  brute->deal = deal;
  for (guint b = 0; b < 8; b++)
    for (guint i = 0; i < deal->wishes[b].n_cards; i++)
      {
        g_assert_cmpuint (brute->n_cards, <, MAX_TEST_CARDS);
        brute->owner[brute->n_cards] = b;
        brute->index[brute->n_cards++] = i;
      }
  brute->all = (1u << brute->n_cards) - 1;
  brute->meetable = g_new0 (guint8, 1u << brute->n_cards);
  brute->conflicts = g_array_new (FALSE, FALSE, sizeof (guint32));

  brute_place (brute, 0, 0);

  /* Every set within a met set can be met. */
  for (guint c = 0; c < brute->n_cards; c++)
    for (guint32 set = 0; set <= brute->all; set++)
      if ((set & (1u << c)) && brute->meetable[set])
        brute->meetable[set & ~(1u << c)] = TRUE;

  for (guint32 set = 0; set <= brute->all; set++)
    {
      gboolean minimal = !brute->meetable[set];

      for (guint c = 0; minimal && c < brute->n_cards; c++)
        if (set & (1u << c))
          minimal = brute->meetable[set & ~(1u << c)];
      if (minimal)
        g_array_append_val (brute->conflicts, set);
    }
}

static void
brute_clear (Brute *brute)
{
  g_free (brute->meetable);
  g_array_unref (brute->conflicts);
}

static gboolean
meets_all (const GArray *sets,
           guint32       cards)
{
  for (guint i = 0; i < sets->len; i++)
    if (!(g_array_index (sets, guint32, i) & cards))
      return FALSE;

  return TRUE;
}

/* The fewest cards among @cards that share one with each of @sets, if fewer than
 * @limit (else @limit): every set of each size in turn. */
static guint
brute_smallest_cover (const GArray *sets,
                      guint32       cards,
                      guint         limit)
{
  guint n = __builtin_popcount (cards);

  for (guint k = 0; k < limit && k <= n; k++)
    {
      /* Every k-subset of the n cards, as positions, by Gosper's hack. */
      for (guint64 pick = (1ull << k) - 1; pick < (1ull << n); )
        {
          guint32 chosen = 0;
          guint position = 0;

          for (guint32 rest = cards; rest != 0; rest &= rest - 1, position++)
            if (pick & (1ull << position))
              chosen |= rest & -rest;
          if (meets_all (sets, chosen))
            return k;
          if (k == 0)
            break;
          {
            guint64 low = pick & -pick, ripple = pick + low;

            pick = ripple | (((pick ^ ripple) >> 2) / low);
          }
        }
    }

  return limit;
}

/* The bound as the header documents it for the partial mode: birds left off cost one
 * point each, plus one per card of another bird about them. */
static guint
brute_partial_bound (const Brute *brute)
{
  guint best = brute_smallest_cover (brute->conflicts, brute->all, G_MAXUINT);

  for (guint off = 1; off < 256; off++)
    {
      g_autoptr(GArray) left = g_array_new (FALSE, FALSE, sizeof (guint32));
      guint32 own = 0, about = 0, in_left = 0;
      guint fixed;

      for (guint c = 0; c < brute->n_cards; c++)
        {
          const PerchUluruCard *card =
            &brute->deal->wishes[brute->owner[c]].cards[brute->index[c]];

          if (off & (1u << brute->owner[c]))
            own |= 1u << c;
          else if (brute_depends (brute->deal, brute->owner[c], card, 1u << brute->owner[c])
                   & off)
            about |= 1u << c;
        }
      fixed = __builtin_popcount (off) + __builtin_popcount (about);
      if (fixed >= best)
        continue;
      for (guint i = 0; i < brute->conflicts->len; i++)
        {
          guint32 set = g_array_index (brute->conflicts, guint32, i);

          if (!(set & (own | about)))
            {
              g_array_append_val (left, set);
              in_left |= set;
            }
        }
      best = MIN (best, fixed + brute_smallest_cover (left, in_left, best - fixed));
    }

  return best;
}

static guint32
card_set (const Brute             *brute,
          const PerchUluruCardRef *refs,
          guint                    n_refs)
{
  guint32 set = 0;

  for (guint i = 0; i < n_refs; i++)
    for (guint c = 0; c < brute->n_cards; c++)
      if (brute->owner[c] == refs[i].bird && brute->index[c] == refs[i].card_index)
        set |= 1u << c;

  return set;
}

static void
check_explanation (const Brute           *brute,
                   PerchUluruMode         mode,
                   guint                  brute_optimum)
{
  g_autoptr(PerchUluruExplanation) explanation = NULL;
  g_autoptr(PerchUluruSolution) solution = NULL;
  g_autoptr(PerchUluruScore) score = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = perch_uluru_deal_to_string (brute->deal);
  g_autoptr(GArray) missing = g_array_copy (brute->conflicts);
  guint32 given_up, used = 0;

  explanation = perch_uluru_explain (brute->deal, mode, NULL, &error);
  g_assert_no_error (error);
  solution = perch_uluru_solve (brute->deal, mode, FALSE, NULL, NULL);
  if (explanation->penalty != brute_optimum || explanation->n_conflicts != brute->conflicts->len)
    g_test_message ("deal %s (%s): explained %u with %u conflicts, brute force %u with %u",
                    text, perch_uluru_mode_code (mode), explanation->penalty,
                    explanation->n_conflicts, brute_optimum, brute->conflicts->len);

  /* The very minimal conflicts of the brute force, no more, in order. */
  g_assert_cmpuint (explanation->n_conflicts, ==, brute->conflicts->len);
  for (guint i = 0; i < explanation->n_conflicts; i++)
    {
      const PerchUluruConflict *conflict = &explanation->conflicts[i];
      guint32 set = card_set (brute, conflict->cards, conflict->n_cards);

      g_assert_cmpuint (__builtin_popcount (set), ==, conflict->n_cards);
      g_assert_false (brute->meetable[set]);
      for (guint c = 0; c < brute->n_cards; c++)
        if (set & (1u << c))
          g_assert_true (brute->meetable[set & ~(1u << c)]);
      for (guint j = 0; j < missing->len; j++)
        if (g_array_index (missing, guint32, j) == set)
          g_array_index (missing, guint32, j) = 0;
      if (i > 0)
        g_assert_cmpuint (conflict->n_cards, >=, explanation->conflicts[i - 1].n_cards);
      g_assert_true (g_ascii_isupper (conflict->text[0]));
      g_assert_true (g_str_has_suffix (conflict->text, " met."));
    }
  for (guint j = 0; j < missing->len; j++)
    g_assert_cmpuint (g_array_index (missing, guint32, j), ==, 0);

  /* The optimum, the solver's, and a placement that reaches it. */
  g_assert_cmpuint (explanation->penalty, ==, brute_optimum);
  g_assert_cmpuint (explanation->penalty, ==, solution->penalty);
  score = perch_uluru_score_new (brute->deal, &explanation->placement);
  g_assert_cmpuint (score->total, ==, explanation->penalty);
  if (mode == PERCH_ULURU_MODE_ALL_PLACED)
    for (guint b = 0; b < 8; b++)
      g_assert_cmpuint (explanation->placement.place[b], !=, PERCH_ULURU_OFF);

  /* What it gives up meets every conflict: a card of each, or its bird off the board. */
  given_up = card_set (brute, explanation->given_up, explanation->n_given_up);
  g_assert_cmpuint (__builtin_popcount (given_up), ==, explanation->n_given_up);
  for (guint i = 0; i < explanation->n_conflicts; i++)
    g_assert_cmpuint (card_set (brute, explanation->conflicts[i].cards,
                                explanation->conflicts[i].n_cards) & given_up, !=, 0);
  if (mode == PERCH_ULURU_MODE_ALL_PLACED)
    g_assert_cmpuint (explanation->n_given_up, ==, explanation->penalty);

  /* Separate conflicts share no card (partial mode: no bird) and cost a point each. */
  g_assert_cmpuint (explanation->n_separate, <=, explanation->penalty);
  for (guint i = 0; i < explanation->n_separate; i++)
    {
      const PerchUluruConflict *conflict = &explanation->conflicts[explanation->separate[i]];
      guint32 owned = 0;

      for (guint c = 0; c < conflict->n_cards; c++)
        owned |= mode == PERCH_ULURU_MODE_ALL_PLACED
                 ? card_set (brute, &conflict->cards[c], 1)
                 : 1u << conflict->cards[c].bird;
      g_assert_cmpuint (owned & used, ==, 0);
      used |= owned;
    }
}

static void
compare_with_brute_force (const PerchUluruDeal *deal)
{
  Brute brute;

  brute_init (&brute, deal);
  /* The documented bounds against the optimum: in the all-placed mode, the cards one
   * placement misses; in the partial mode, the bound with birds left off. */
  g_assert_cmpuint (brute_smallest_cover (brute.conflicts, brute.all, G_MAXUINT), ==,
                    brute.n_cards - brute.most_met);
  check_explanation (&brute, PERCH_ULURU_MODE_ALL_PLACED, brute.n_cards - brute.most_met);
  check_explanation (&brute, PERCH_ULURU_MODE_PARTIAL, brute_partial_bound (&brute));
  brute_clear (&brute);
}

static void
test_explain_seeded (void)
{
  for (guint64 seed = 1; seed <= 300; seed++)
    {
      PerchUluruDeal deal;

      perch_uluru_deal_random (seed % 3 == 0 ? PERCH_ULURU_VARIANT_HARD
                               : seed % 3 == 1 ? PERCH_ULURU_VARIANT_ALL
                               : PERCH_ULURU_VARIANT_NO_LEVELS_1_2, 0, seed, &deal);
      compare_with_brute_force (&deal);
    }
}

static void
test_explain_expert (void)
{
  for (guint64 seed = 1; seed <= 200; seed++)
    {
      PerchUluruDeal deal;

      perch_uluru_deal_random (PERCH_ULURU_VARIANT_EXPERT, 1 + seed % 8, 5000 + seed, &deal);
      compare_with_brute_force (&deal);
    }
}

/* Chains, cycles, cards asking the impossible, empty slots, nothing in conflict. */
static void
test_explain_hand_made (void)
{
  static const char * const deals[] = {
    "corner:white next:blue opposite:white same:pink corner:green apart:yellow away:pink "
    "contrary:orange",
    "same:pink same:yellow same:white any any any any any",
    "contrary:pink contrary:white next:white opposite:pink corner:yellow any any away:red",
    "long+short same:white contrary:white solitary solitary solitary solitary any",
    "long+next:red short+corner:white same:pink contrary:yellow any+boomerang solitary "
    "away:green opposite:blue",
    "next:pink+opposite:pink next:white+away:white - - - - - -",
    "short short short short long long long long",
    "any any any any any any any any",
    "- - - - - - - -",
  };

  for (guint i = 0; i < G_N_ELEMENTS (deals); i++)
    {
      PerchUluruDeal deal;

      parse_deal (deals[i], &deal);
      compare_with_brute_force (&deal);
    }
}

/* The rule sheet's example: one conflict, said in plain words. */
static void
test_explain_rule_sheet (void)
{
  g_autoptr(PerchUluruExplanation) explanation = NULL;
  PerchUluruDeal deal;

  parse_deal ("corner:white next:blue opposite:white same:pink corner:green apart:yellow "
              "away:pink contrary:orange", &deal);
  explanation = perch_uluru_explain (&deal, PERCH_ULURU_MODE_PARTIAL, NULL, NULL);
  g_assert_cmpuint (explanation->penalty, ==, 1);
  g_assert_cmpuint (explanation->n_conflicts, ==, 1);
  g_assert_cmpstr (explanation->conflicts[0].text, ==,
                   "Pink wants to be next to blue, blue wants to be at least two places away "
                   "from pink: both cannot be met.");
  g_assert_cmpuint (explanation->n_separate, ==, 1);
  g_assert_cmpuint (explanation->n_given_up, ==, 1);
}

/* Chains are said as the user sees them, with what they come to. */
static void
test_explain_sentences (void)
{
  static const struct
  {
    const char *deal;
    guint       mode;
    const char *sentence;
  } cases[] = {
    { "long+short same:white any any any any any any", PERCH_ULURU_MODE_ALL_PLACED,
      "Pink wants what white wants (to be on a long side and to be on a short side): this "
      "cannot be met." },
    { "boomerang solitary solitary solitary contrary:white any any any",
      PERCH_ULURU_MODE_PARTIAL,
      "Pink wants to be on a solitary place, yellow wants to be on a solitary place, orange "
      "wants to be on a solitary place, red wants the opposite of what white wants (to be on "
      "a solitary place): they cannot all be met." },
    { "same:pink next:black contrary:pink next:black any any any any", PERCH_ULURU_MODE_PARTIAL,
      "White wants what pink wants (to be next to black), pink wants to be next to black, "
      "orange wants to be next to black: they cannot all be met." },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(PerchUluruExplanation) explanation = NULL;
      PerchUluruDeal deal;
      gboolean found = FALSE;

      parse_deal (cases[i].deal, &deal);
      explanation = perch_uluru_explain (&deal, cases[i].mode, NULL, NULL);
      for (guint c = 0; c < explanation->n_conflicts; c++)
        {
          g_test_message ("%s", explanation->conflicts[c].text);
          found |= g_strcmp0 (explanation->conflicts[c].text, cases[i].sentence) == 0;
        }
      g_assert_true (found);
    }
}

static void
test_explain_cancel (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  PerchUluruExplanation *explanation;
  PerchProgress progress;
  PerchUluruDeal deal;

  perch_uluru_deal_random (PERCH_ULURU_VARIANT_EXPERT, 8, 7, &deal);
  perch_progress_init (&progress, cancellable, NULL, NULL);
  g_cancellable_cancel (cancellable);
  explanation = perch_uluru_explain (&deal, PERCH_ULURU_MODE_PARTIAL, &progress, &error);
  g_assert_null (explanation);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/uluru/explain/rule-sheet", test_explain_rule_sheet);
  g_test_add_func ("/uluru/explain/sentences", test_explain_sentences);
  g_test_add_func ("/uluru/explain/hand-made", test_explain_hand_made);
  g_test_add_func ("/uluru/explain/seeded", test_explain_seeded);
  g_test_add_func ("/uluru/explain/expert", test_explain_expert);
  g_test_add_func ("/uluru/explain/cancel", test_explain_cancel);

  return g_test_run ();
}
