/* test-uluru-rules.c: geometry, card codes, the deck and the scoring of placements */
#include <string.h>

#include "perch-uluru-deck.h"
#include "perch-uluru-rules.h"
#include "perch-uluru-solver.h"
#include "uluru-test-deals.h"

/* The places of a region, as a string of place digits. */
static char *
region_places (PerchUluruRegion region)
{
  guint16 mask = perch_uluru_region_mask (region);
  GString *text = g_string_new (NULL);

  for (guint p = 1; p <= PERCH_ULURU_N_PLACES; p++)
    if (mask & (1u << p))
      g_string_append_printf (text, "%u", p);

  return g_string_free (text, FALSE);
}

static void
test_geometry_matches_spec (void)
{
  /* The relation table of the spec, pair by pair. */
  static const struct
  {
    PerchUluruRelation relation;
    const char *pairs;
  } relations[] = {
    { PERCH_ULURU_REL_NEXT, "23 45 67 78" },
    { PERCH_ULURU_REL_OPPOSITE, "14 15 27 28 36 37" },
    { PERCH_ULURU_REL_CORNER, "12 34 56 81" },
  };
  g_autofree char *boomerang = region_places (PERCH_ULURU_REGION_BOOMERANG);
  g_autofree char *solitary = region_places (PERCH_ULURU_REGION_SOLITARY);
  g_autofree char *long_side = region_places (PERCH_ULURU_REGION_LONG);
  g_autofree char *short_side = region_places (PERCH_ULURU_REGION_SHORT);

  for (guint r = 0; r < G_N_ELEMENTS (relations); r++)
    for (guint a = 1; a <= 8; a++)
      for (guint b = 1; b <= 8; b++)
        {
          char pair[3] = { '0' + a, '0' + b, 0 }, reversed[3] = { '0' + b, '0' + a, 0 };
          gboolean listed = strstr (relations[r].pairs, pair) != NULL
                            || strstr (relations[r].pairs, reversed) != NULL;

          g_assert_cmpint (perch_uluru_places_related (relations[r].relation, a, b), ==, listed);
        }

  /* apart = neither next to nor opposite; away = ring distance at least 3. */
  g_assert_true (perch_uluru_places_related (PERCH_ULURU_REL_APART, 1, 2));
  g_assert_false (perch_uluru_places_related (PERCH_ULURU_REL_APART, 2, 3));
  g_assert_false (perch_uluru_places_related (PERCH_ULURU_REL_APART, 2, 8));
  g_assert_true (perch_uluru_places_related (PERCH_ULURU_REL_APART, 3, 5));
  g_assert_true (perch_uluru_places_related (PERCH_ULURU_REL_AWAY, 1, 4));
  g_assert_true (perch_uluru_places_related (PERCH_ULURU_REL_AWAY, 1, 5));
  g_assert_false (perch_uluru_places_related (PERCH_ULURU_REL_AWAY, 1, 3));
  g_assert_false (perch_uluru_places_related (PERCH_ULURU_REL_AWAY, 8, 2));
  g_assert_true (perch_uluru_places_related (PERCH_ULURU_REL_AWAY, 7, 2));
  g_assert_cmpuint (perch_uluru_ring_distance (8, 1), ==, 1);
  g_assert_cmpuint (perch_uluru_ring_distance (2, 6), ==, 4);

  g_assert_cmpstr (boomerang, ==, "45678");
  g_assert_cmpstr (solitary, ==, "123");
  g_assert_cmpstr (long_side, ==, "23678");
  g_assert_cmpstr (short_side, ==, "145");
  g_assert_cmpint (perch_uluru_place_side (1), ==, PERCH_ULURU_SIDE_SHORT_1);
  g_assert_cmpint (perch_uluru_place_side (8), ==, PERCH_ULURU_SIDE_LONG_3);
}

static void
test_card_codes (void)
{
  static const char * const good[] = {
    "any", "boomerang", "solitary", "long", "short", "next:white", "opposite:pink",
    "corner:yellow", "apart:orange", "away:red", "same:green", "contrary:black",
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *code = NULL;
      PerchUluruCard card;

      g_assert_true (perch_uluru_card_parse (good[i], &card, &error));
      g_assert_no_error (error);
      g_assert_cmpint (card.kind, ==, i);
      code = perch_uluru_card_to_code (&card);
      g_assert_cmpstr (code, ==, good[i]);
    }
}

static void
test_card_code_errors (void)
{
  static const struct
  {
    const char *code;
    const char *message;
  } bad[] = {
    { "nxt:red", "unknown card 'nxt:red' (cards: any boomerang solitary long short next:C "
                 "opposite:C corner:C apart:C away:C same:C contrary:C)" },
    { "next:purple", "card 'next:purple': unknown colour 'purple' (colours: white pink yellow "
                     "orange red green blue black)" },
    { "next", "card 'next': 'next' needs a colour, as in 'next:red'" },
    { "long:red", "card 'long:red': 'long' takes no colour" },
    { "", "unknown card '' (cards: any boomerang solitary long short next:C opposite:C "
          "corner:C apart:C away:C same:C contrary:C)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      PerchUluruCard card;

      g_assert_false (perch_uluru_card_parse (bad[i].code, &card, &error));
      g_assert_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_CARD);
      g_assert_cmpstr (error->message, ==, bad[i].message);
    }
}

static void
test_wish_codes (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *code = NULL;
  PerchUluruWish wish;

  g_assert_true (perch_uluru_wish_parse ("long+next:red", &wish, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (wish.n_cards, ==, 2);
  g_assert_cmpint (wish.cards[1].kind, ==, PERCH_ULURU_CARD_NEXT);
  g_assert_cmpint (wish.cards[1].bird, ==, PERCH_ULURU_RED);
  code = perch_uluru_wish_to_code (&wish);
  g_assert_cmpstr (code, ==, "long+next:red");

  g_assert_false (perch_uluru_wish_parse ("any+any+any+any", &wish, &error));
  g_assert_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_CARD);
  g_clear_error (&error);
  g_assert_false (perch_uluru_wish_parse ("long+", &wish, &error));
  g_assert_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_CARD);
}

static void
test_deal_errors (void)
{
  const char *seven[] = { "any", "any", "any", "any", "any", "any", "any" };
  const char *bad_card[] = { "any", "any", "any", "any", "any", "any", "next:teal", "any" };
  g_autoptr(GError) error = NULL;
  PerchUluruDeal deal;

  g_assert_false (perch_uluru_deal_parse (seven, G_N_ELEMENTS (seven), &deal, &error));
  g_assert_cmpstr (error->message, ==,
                   "expected 8 cards, one per bird from white to black; got 7");
  g_clear_error (&error);
  g_assert_false (perch_uluru_deal_parse (bad_card, G_N_ELEMENTS (bad_card), &deal, &error));
  g_assert_cmpstr (error->message, ==, "blue's card: card 'next:teal': unknown colour 'teal' "
                                       "(colours: white pink yellow orange red green blue black)");
}

static void
test_placement_codes (void)
{
  static const struct
  {
    const char *text;
    const char *message;
  } bad[] = {
    { "1,2,3", "placement '1,2,3': expected 8 places separated by commas, one per bird from "
               "white to black ('-' for off the board); got 3" },
    { "1,2,3,4,5,6,7,9", "placement: black's place '9' is not a place (1 to 8, or '-')" },
    { "1,2,3,4,5,6,7,x", "placement: black's place 'x' is not a place (1 to 8, or '-')" },
    { "1,2,3,4,5,6,2,-", "placement: place 2 is used twice, by pink and blue" },
  };
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  PerchUluruPlacement placement;

  parse_placement ("1,-,3,4,5,6,7,-", &placement);
  g_assert_cmpuint (placement.place[1], ==, PERCH_ULURU_OFF);
  g_assert_cmpuint (placement.place[6], ==, 7);
  text = perch_uluru_placement_to_string (&placement);
  g_assert_cmpstr (text, ==, "1,-,3,4,5,6,7,-");

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_false (perch_uluru_placement_parse (bad[i].text, &placement, &error));
      g_assert_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_PLACEMENT);
      g_assert_cmpstr (error->message, ==, bad[i].message);
      g_clear_error (&error);
    }
}

/* Typed places: commas with spaces, spaces alone, or eight characters; each problem
 * in parts a page can word itself; a bird moved onto a taken place swaps. */
static void
test_placement_read (void)
{
  static const char * const same[] = {
    "1,-,3,4,5,6,7,8", " 1 , - ,3,4, 5,6,7,8 ", "1 - 3 4 5 6 7 8", "1-345678",
  };
  PerchUluruPlacementProblem problem;
  PerchUluruPlacement placement;
  const char *text;

  for (guint i = 0; i < G_N_ELEMENTS (same); i++)
    {
      g_autofree char *back = NULL;

      g_assert_true (perch_uluru_placement_read (same[i], &placement, &problem));
      back = perch_uluru_placement_to_string (&placement);
      g_assert_cmpstr (back, ==, "1,-,3,4,5,6,7,8");
    }

  g_assert_false (perch_uluru_placement_read ("1234567", &placement, &problem));
  g_assert_cmpint (problem.kind, ==, PERCH_ULURU_PLACEMENT_WRONG_COUNT);
  g_assert_cmpuint (problem.n_places, ==, 1);
  g_assert_false (perch_uluru_placement_read ("", &placement, &problem));
  g_assert_cmpuint (problem.n_places, ==, 0);
  g_assert_false (perch_uluru_placement_read ("1,2,3,4,5,6,7,8,1,2", &placement, &problem));
  g_assert_cmpuint (problem.n_places, ==, 10);

  text = "1, 2, 3, 4, 5, 6, seven, 8";
  g_assert_false (perch_uluru_placement_read (text, &placement, &problem));
  g_assert_cmpint (problem.kind, ==, PERCH_ULURU_PLACEMENT_NOT_A_PLACE);
  g_assert_cmpint (problem.bird, ==, PERCH_ULURU_BLUE);
  g_assert_cmpmem (text + problem.start, problem.length, "seven", 5);

  g_assert_false (perch_uluru_placement_read ("12345628", &placement, &problem));
  g_assert_cmpint (problem.kind, ==, PERCH_ULURU_PLACEMENT_PLACE_TWICE);
  g_assert_cmpuint (problem.place, ==, 2);
  g_assert_cmpint (problem.other, ==, PERCH_ULURU_PINK);
  g_assert_cmpint (problem.bird, ==, PERCH_ULURU_BLUE);

  g_assert_true (perch_uluru_placement_read ("1,2,-,-,-,-,-,-", &placement, &problem));
  perch_uluru_placement_move (&placement, PERCH_ULURU_WHITE, 2);
  g_assert_cmpuint (placement.place[PERCH_ULURU_WHITE], ==, 2);
  g_assert_cmpuint (placement.place[PERCH_ULURU_PINK], ==, 1);
  perch_uluru_placement_move (&placement, PERCH_ULURU_PINK, PERCH_ULURU_OFF);
  perch_uluru_placement_move (&placement, PERCH_ULURU_YELLOW, 2);
  g_assert_cmpuint (placement.place[PERCH_ULURU_WHITE], ==, PERCH_ULURU_OFF);
  g_assert_cmpuint (placement.place[PERCH_ULURU_PINK], ==, PERCH_ULURU_OFF);
  g_assert_true (perch_uluru_placement_is_valid (&placement));
}

/* The spec's example 1: the rule sheet's own placement scores 2, red and blue missed. */
static void
test_rule_sheet_example (void)
{
  PerchUluruDeal deal;
  PerchUluruPlacement placement;
  g_autoptr(PerchUluruScore) score = NULL;

  parse_deal ("corner:white next:blue opposite:white same:pink corner:green apart:yellow "
              "away:pink contrary:orange", &deal);
  /* white 1, pink 8, yellow 4, orange 6, red 5, green 3, blue 7, black 2 */
  parse_placement ("1,8,4,6,5,3,7,2", &placement);
  score = perch_uluru_score_new (&deal, &placement);

  g_assert_cmpuint (score->total, ==, 2);
  g_assert_cmpuint (score->n_verdicts, ==, 8);
  for (guint i = 0; i < score->n_verdicts; i++)
    {
      PerchUluruBird bird = score->verdicts[i].bird;

      g_assert_cmpint (score->verdicts[i].fulfilled, ==,
                       bird != PERCH_ULURU_RED && bird != PERCH_ULURU_BLUE);
    }
  g_assert_cmpstr (score->verdicts[PERCH_ULURU_RED].reason, ==,
                   "red does not share a corner with green: red is at 5, green at 3");
  g_assert_cmpstr (score->verdicts[PERCH_ULURU_BLUE].reason, ==,
                   "blue is less than 2 places away from pink: blue is at 7, pink at 8");
  g_assert_cmpstr (score->verdicts[PERCH_ULURU_WHITE].reason, ==, "the card names white itself");
  g_assert_cmpstr (score->verdicts[PERCH_ULURU_ORANGE].reason, ==,
                   "orange is next to blue: orange is at 6, blue at 7 (it wants what pink wants)");
  g_assert_cmpstr (score->verdicts[PERCH_ULURU_BLACK].reason, ==,
                   "black is not next to blue: black is at 2, blue at 7 "
                   "(it wants the opposite of what orange wants)");
}

static PerchUluruSolution *
solve (const char     *cards,
       PerchUluruMode  mode)
{
  g_autoptr(GError) error = NULL;
  PerchUluruSolution *solution;
  PerchUluruDeal deal;

  parse_deal (cards, &deal);
  solution = perch_uluru_solve (&deal, mode, TRUE, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (solution);
  g_assert_cmpuint (solution->placements->len, ==, solution->n_optimal);

  /* Every placement listed really scores the optimum. */
  for (guint i = 0; i < solution->placements->len; i++)
    {
      const PerchUluruPlacement *placement = &g_array_index (solution->placements,
                                                             PerchUluruPlacement, i);
      g_autoptr(PerchUluruScore) score = perch_uluru_score_new (&deal, placement);

      g_assert_cmpuint (score->total, ==, solution->penalty);
      if (mode == PERCH_ULURU_MODE_ALL_PLACED)
        for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
          g_assert_cmpuint (placement->place[b], !=, PERCH_ULURU_OFF);
    }

  return solution;
}

/* The spec's example 2: the seed's first deal has a perfect placement. */
static void
test_seed_first_example (void)
{
  const char *cards = "long solitary next:red short any boomerang corner:red next:white";
  g_autoptr(PerchUluruSolution) partial = solve (cards, PERCH_ULURU_MODE_PARTIAL);
  g_autoptr(PerchUluruSolution) placed = solve (cards, PERCH_ULURU_MODE_ALL_PLACED);

  g_assert_cmpuint (partial->penalty, ==, 0);
  g_assert_cmpuint (placed->penalty, ==, 0);
  /* With no minus points every bird is on the board, so both modes agree. */
  g_assert_cmpuint (partial->n_optimal, ==, placed->n_optimal);
}

/* The spec's example 3: the seed's second deal cannot be perfect; 1 is the best. */
static void
test_seed_second_example (void)
{
  const char *cards = "boomerang solitary long corner:orange corner:white opposite:white "
                      "solitary next:orange";
  g_autoptr(PerchUluruSolution) partial = solve (cards, PERCH_ULURU_MODE_PARTIAL);
  g_autoptr(PerchUluruSolution) placed = solve (cards, PERCH_ULURU_MODE_ALL_PLACED);

  g_assert_cmpuint (partial->penalty, ==, 1);
  g_assert_cmpuint (placed->penalty, ==, 1);
  g_assert_cmpuint (partial->n_optimal, ==, 264);
  g_assert_cmpuint (placed->n_optimal, ==, 132);
}

static gboolean
fulfilled (const PerchUluruDeal *deal,
           const char           *placement_text,
           PerchUluruBird        bird)
{
  g_autoptr(PerchUluruScore) score = NULL;
  PerchUluruPlacement placement;

  parse_placement (placement_text, &placement);
  score = perch_uluru_score_new (deal, &placement);

  return perch_uluru_score_find (score, bird, 0)->fulfilled;
}

/* The spec's example 4: chains follow "what X wants" to the end. */
static void
test_chain_examples (void)
{
  PerchUluruDeal deal;

  /* red wants what yellow wants, yellow wants what green wants, green next to red. */
  parse_deal ("any any same:green any same:yellow next:red any any", &deal);
  /*          white pink yellow orange red green blue black */
  g_assert_true (fulfilled (&deal, "1,2,7,3,6,5,4,8", PERCH_ULURU_YELLOW));  /* 7 next to 6 */
  g_assert_false (fulfilled (&deal, "1,2,8,3,6,5,4,7", PERCH_ULURU_YELLOW)); /* 8 is not */
  g_assert_true (fulfilled (&deal, "1,2,8,3,6,7,4,5", PERCH_ULURU_GREEN));
  g_assert_false (fulfilled (&deal, "1,2,7,3,6,5,4,8", PERCH_ULURU_GREEN));
  /* Red's own card comes back to red: fulfilled wherever red sits. */
  g_assert_true (fulfilled (&deal, "1,2,7,3,6,5,4,8", PERCH_ULURU_RED));
  g_assert_true (fulfilled (&deal, "2,1,4,3,8,5,6,7", PERCH_ULURU_RED));

  /* Yellow and red want what each other wants: both fulfilled. */
  parse_deal ("any any same:red any same:yellow any any any", &deal);
  g_assert_true (fulfilled (&deal, "1,2,3,4,5,6,7,8", PERCH_ULURU_YELLOW));
  g_assert_true (fulfilled (&deal, "1,2,3,4,5,6,7,8", PERCH_ULURU_RED));
  g_assert_false (fulfilled (&deal, "1,2,3,4,-,6,7,8", PERCH_ULURU_RED));

  /* Blue the opposite of white, white wants what pink wants, pink opposite orange:
   * white must sit opposite orange, blue must not. */
  parse_deal ("same:pink opposite:orange any any any any contrary:white any", &deal);
  /* orange at 1: white at 4 is opposite, blue at 5 is opposite too. */
  g_assert_true (fulfilled (&deal, "4,2,3,1,6,7,5,8", PERCH_ULURU_WHITE));
  g_assert_false (fulfilled (&deal, "4,2,3,1,6,7,5,8", PERCH_ULURU_BLUE));
  g_assert_false (fulfilled (&deal, "6,2,3,1,4,7,5,8", PERCH_ULURU_WHITE));
  g_assert_true (fulfilled (&deal, "4,2,3,1,5,7,6,8", PERCH_ULURU_BLUE));
  /* A wish about a bird off the board fails, negated or not. */
  g_assert_false (fulfilled (&deal, "4,2,3,-,5,7,6,8", PERCH_ULURU_BLUE));
  g_assert_false (fulfilled (&deal, "4,2,3,-,5,7,6,8", PERCH_ULURU_WHITE));
}

/* The negation table of the spec, one line at a time. */
static void
test_contrary_table (void)
{
  static const struct
  {
    const char *cards;
    const char *placement;
    gboolean    fulfilled;   /* for pink, who holds contrary:white */
  } cases[] = {
    { "any contrary:white any any any any any any", "1,2,3,4,5,6,7,8", TRUE },
    { "boomerang contrary:white any any any any any any", "1,2,3,4,5,6,7,8", TRUE },
    { "boomerang contrary:white any any any any any any", "1,4,3,2,5,6,7,8", FALSE },
    { "solitary contrary:white any any any any any any", "1,2,3,4,5,6,7,8", FALSE },
    { "long contrary:white any any any any any any", "2,1,3,4,5,6,7,8", TRUE },
    { "short contrary:white any any any any any any", "2,1,3,4,5,6,7,8", FALSE },
    { "next:red contrary:white any any any any any any", "1,2,4,5,3,6,7,8", FALSE },
    { "next:red contrary:white any any any any any any", "1,2,4,5,6,3,7,8", TRUE },
    { "opposite:red contrary:white any any any any any any", "1,2,4,5,7,3,6,8", FALSE },
    { "corner:red contrary:white any any any any any any", "1,3,2,5,4,6,7,8", FALSE },
    { "apart:red contrary:white any any any any any any", "1,3,2,5,4,6,7,8", FALSE },
    { "apart:red contrary:white any any any any any any", "1,3,4,5,2,6,7,8", TRUE },
    { "away:red contrary:white any any any any any any", "1,3,2,4,5,6,7,8", TRUE },
    { "away:red contrary:white any any any any any any", "1,3,2,4,6,5,7,8", FALSE },
    /* the opposite of "what Z wants" is the negation of Z's card */
    { "same:red contrary:white any any long any any any", "1,2,3,4,5,6,7,8", FALSE },
    { "same:red contrary:white any any long any any any", "1,4,3,2,5,6,7,8", TRUE },
    /* the opposite of "the opposite of Z" is Z's card itself */
    { "contrary:red contrary:white any any long any any any", "1,2,3,4,5,6,7,8", TRUE },
    /* a colour card naming pink itself, reached through white */
    { "next:pink contrary:white any any any any any any", "1,5,3,4,2,6,7,8", TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      PerchUluruDeal deal;

      g_test_message ("%s at %s", cases[i].cards, cases[i].placement);
      parse_deal (cases[i].cards, &deal);
      g_assert_cmpint (fulfilled (&deal, cases[i].placement, PERCH_ULURU_PINK), ==,
                       cases[i].fulfilled);
    }
}

/* An unplaced bird costs exactly 1, however many cards it holds. */
static void
test_unplaced_costs_one (void)
{
  g_autoptr(PerchUluruScore) score = NULL;
  PerchUluruPlacement placement;
  PerchUluruDeal deal;

  parse_deal ("long+next:red any any any any any any any", &deal);
  parse_placement ("-,2,3,4,5,6,7,8", &placement);
  score = perch_uluru_score_new (&deal, &placement);
  g_assert_cmpuint (score->total, ==, 1);
  g_assert_cmpuint (score->n_verdicts, ==, 9);
  g_assert_false (score->verdicts[0].fulfilled);
  g_assert_false (score->verdicts[1].fulfilled);
  g_assert_cmpstr (score->verdicts[1].reason, ==, "white is not on the board");

  /* Placed, each missed card costs one. */
  g_clear_pointer (&score, perch_uluru_score_free);
  parse_placement ("1,2,3,4,7,6,5,8", &placement);
  score = perch_uluru_score_new (&deal, &placement);
  g_assert_cmpuint (score->total, ==, 2);
  g_assert_cmpstr (score->verdicts[0].reason, ==, "white is not on a long side: white is at 1");
  g_assert_cmpstr (score->verdicts[1].reason, ==,
                   "white is not next to red: white is at 1, red at 7");
}

static void
test_deck_composition (void)
{
  PerchUluruCard cards[PERCH_ULURU_DECK_SIZE];
  guint per_level[6] = { 0 };
  guint n = perch_uluru_deck_cards (PERCH_ULURU_VARIANT_ALL, cards);

  g_assert_cmpuint (n, ==, 80);
  for (guint i = 0; i < n; i++)
    per_level[perch_uluru_card_kind_level (cards[i].kind)]++;
  g_assert_cmpuint (per_level[1], ==, 8);
  g_assert_cmpuint (per_level[2], ==, 16);
  g_assert_cmpuint (per_level[3], ==, 24);
  g_assert_cmpuint (per_level[4], ==, 24);
  g_assert_cmpuint (per_level[5], ==, 8);

  g_assert_cmpuint (perch_uluru_deck_cards (PERCH_ULURU_VARIANT_FIRST, cards), ==, 48);
  g_assert_cmpuint (perch_uluru_deck_cards (PERCH_ULURU_VARIANT_NO_LEVEL_1, cards), ==, 72);
  g_assert_cmpuint (perch_uluru_deck_cards (PERCH_ULURU_VARIANT_NO_LEVELS_1_2, cards), ==, 56);
  g_assert_cmpuint (perch_uluru_deck_cards (PERCH_ULURU_VARIANT_EASY, cards), ==, 40);
  g_assert_cmpuint (perch_uluru_deck_cards (PERCH_ULURU_VARIANT_HARD, cards), ==, 40);
  for (guint i = 0; i < 40; i++)
    g_assert_cmpuint (perch_uluru_card_kind_level (cards[i].kind), >=, 3);
}

static void
test_deals (void)
{
  PerchUluruDeal a, b, c;
  PerchUluruVariant variant;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  guint n_expert;

  perch_uluru_deal_random (PERCH_ULURU_VARIANT_ALL, 0, 42, &a);
  perch_uluru_deal_random (PERCH_ULURU_VARIANT_ALL, 0, 42, &b);
  perch_uluru_deal_random (PERCH_ULURU_VARIANT_ALL, 0, 43, &c);
  g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
  g_assert_true (memcmp (&a, &c, sizeof a) != 0);
  g_assert_cmpuint (perch_uluru_deal_n_cards (&a), ==, 8);

  /* The deal prints as codes that parse back to the same deal. */
  text = perch_uluru_deal_to_string (&a);
  parse_deal (text, &b);
  g_assert_cmpmem (&a, sizeof a, &b, sizeof b);

  for (guint64 seed = 0; seed < 50; seed++)
    {
      perch_uluru_deal_random (PERCH_ULURU_VARIANT_FIRST, 0, seed, &a);
      for (guint bird = 0; bird < 8; bird++)
        g_assert_cmpuint (perch_uluru_card_kind_level (a.wishes[bird].cards[0].kind), <=, 3);
      perch_uluru_deal_random (PERCH_ULURU_VARIANT_EXPERT, 3, seed, &a);
      g_assert_cmpuint (perch_uluru_deal_n_cards (&a), ==, 11);
    }

  g_assert_true (perch_uluru_variant_parse ("expert:5", &variant, &n_expert, &error));
  g_assert_cmpint (variant, ==, PERCH_ULURU_VARIANT_EXPERT);
  g_assert_cmpuint (n_expert, ==, 5);
  g_assert_true (perch_uluru_variant_parse ("no-levels-1-2", &variant, &n_expert, &error));
  g_assert_cmpint (variant, ==, PERCH_ULURU_VARIANT_NO_LEVELS_1_2);
  g_assert_false (perch_uluru_variant_parse ("expert:9", &variant, &n_expert, &error));
  g_assert_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_DEAL);
  g_clear_error (&error);
  g_assert_false (perch_uluru_variant_parse ("expert", &variant, &n_expert, &error));
  g_assert_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_DEAL);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/uluru/geometry", test_geometry_matches_spec);
  g_test_add_func ("/uluru/codes/cards", test_card_codes);
  g_test_add_func ("/uluru/codes/card-errors", test_card_code_errors);
  g_test_add_func ("/uluru/codes/wishes", test_wish_codes);
  g_test_add_func ("/uluru/codes/deal-errors", test_deal_errors);
  g_test_add_func ("/uluru/codes/placements", test_placement_codes);
  g_test_add_func ("/uluru/codes/placement-read", test_placement_read);
  g_test_add_func ("/uluru/examples/rule-sheet", test_rule_sheet_example);
  g_test_add_func ("/uluru/examples/seed-first", test_seed_first_example);
  g_test_add_func ("/uluru/examples/seed-second", test_seed_second_example);
  g_test_add_func ("/uluru/examples/chains", test_chain_examples);
  g_test_add_func ("/uluru/rules/contrary", test_contrary_table);
  g_test_add_func ("/uluru/rules/unplaced", test_unplaced_costs_one);
  g_test_add_func ("/uluru/deck/composition", test_deck_composition);
  g_test_add_func ("/uluru/deck/deals", test_deals);

  return g_test_run ();
}
