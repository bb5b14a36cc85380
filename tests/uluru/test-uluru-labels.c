/* test-uluru-labels.c: the page's own words for cards and reasons (untranslated here) */
#include "config.h"

#include "perch-uluru-deck.h"
#include "perch-uluru-labels.h"
#include "perch-uluru-move.h"
#include "uluru-test-deals.h"

static void
test_labels_cards (void)
{
  PerchUluruCard next = { PERCH_ULURU_CARD_NEXT, PERCH_ULURU_BLUE };
  PerchUluruCard long_side = { PERCH_ULURU_CARD_LONG, PERCH_ULURU_WHITE };
  g_autofree char *next_text = perch_uluru_label_card (&next);
  g_autofree char *long_text = perch_uluru_label_card (&long_side);

  g_assert_cmpstr (next_text, ==, "Next to Blue");
  g_assert_cmpstr (long_text, ==, "Long side");
  g_assert_cmpstr (perch_uluru_label_card_kind (PERCH_ULURU_CARD_CONTRARY), ==,
                   "Wants the opposite of …");
}

/* Every kind of reason, from placements scored by the core. */
static void
test_labels_reasons (void)
{
  static const struct
  {
    const char *cards;
    const char *placement;
    guint       bird;
    const char *reason;
  } cases[] = {
    { "corner:white next:blue opposite:white same:pink corner:green apart:yellow away:pink "
      "contrary:orange", "1,8,4,6,5,3,7,2", PERCH_ULURU_RED,
      "Red does not share a corner with Green (Red at 5, Green at 3)" },
    { "corner:white next:blue opposite:white same:pink corner:green apart:yellow away:pink "
      "contrary:orange", "1,8,4,6,5,3,7,2", PERCH_ULURU_ORANGE,
      "Orange is next to Blue (Orange at 6, Blue at 7); it wants what Pink wants" },
    { "corner:white next:blue opposite:white same:pink corner:green apart:yellow away:pink "
      "contrary:orange", "1,8,4,6,5,3,7,2", PERCH_ULURU_BLACK,
      "Black is not next to Blue (Black at 2, Blue at 7); it wants the opposite of what "
      "Orange wants" },
    { "corner:white next:blue opposite:white same:pink corner:green apart:yellow away:pink "
      "contrary:orange", "1,8,4,6,5,3,7,2", PERCH_ULURU_WHITE, "The card names White itself" },
    { "long any any any any any any any", "1,2,3,4,5,6,7,8", PERCH_ULURU_WHITE,
      "White is not on a long side (place 1)" },
    { "long any any any any any any any", "1,2,3,4,5,6,7,8", PERCH_ULURU_PINK,
      "Pink is happy anywhere" },
    { "long next:white any any any any any any", "-,2,3,4,5,6,7,8", PERCH_ULURU_WHITE,
      "White is not on the board" },
    { "long next:white any any any any any any", "-,2,3,4,5,6,7,8", PERCH_ULURU_PINK,
      "White is not on the board" },
    { "same:pink same:white any any any any any any", "1,2,3,4,5,6,7,8", PERCH_ULURU_WHITE,
      "What Pink wants asks nothing of White" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(GStrv) codes = g_strsplit (cases[i].cards, " ", -1);
      g_autoptr(PerchUluruScore) score = NULL;
      g_autofree char *reason = NULL;
      PerchUluruPlacement placement;
      PerchUluruDeal deal;

      g_assert_true (perch_uluru_deal_parse ((const char * const *) codes, 8, &deal, NULL));
      g_assert_true (perch_uluru_placement_parse (cases[i].placement, &placement, NULL));
      score = perch_uluru_score_new (&deal, &placement);
      reason = perch_uluru_label_reason (perch_uluru_score_find (score, cases[i].bird, 0),
                                         &placement);
      g_assert_cmpstr (reason, ==, cases[i].reason);
    }
}

/* The page says a conflict as the command line does, from the same parts (only the
 * birds' names are capitalised): on seeded deals of every deck, expert ones too. */
static void
test_labels_conflicts (void)
{
  static const struct
  {
    PerchUluruVariant variant;
    guint             n_expert;
  } decks[] = {
    { PERCH_ULURU_VARIANT_ALL, 0 }, { PERCH_ULURU_VARIANT_HARD, 0 },
    { PERCH_ULURU_VARIANT_EXPERT, 8 },
  };
  guint n_checked = 0;

  for (guint d = 0; d < G_N_ELEMENTS (decks); d++)
    for (guint64 seed = 1; seed <= 40; seed++)
      {
        g_autoptr(PerchUluruExplanation) explanation = NULL;
        PerchUluruDeal deal;

        perch_uluru_deal_random (decks[d].variant, decks[d].n_expert, seed, &deal);
        explanation = perch_uluru_explain (&deal, PERCH_ULURU_MODE_ALL_PLACED, NULL, NULL);
        for (guint i = 0; i < explanation->n_conflicts; i++)
          {
            const PerchUluruConflict *conflict = &explanation->conflicts[i];
            g_autofree char *label = perch_uluru_label_conflict (&deal, conflict->cards,
                                                                 conflict->n_cards);
            g_autofree char *label_down = g_utf8_strdown (label, -1);
            g_autofree char *core_down = g_utf8_strdown (conflict->text, -1);

            g_assert_cmpstr (label_down, ==, core_down);
            n_checked++;
          }
      }
  g_test_message ("%u conflicts", n_checked);
  g_assert_cmpuint (n_checked, >, 100);
}

/* The first sentence of why: the conflicts listed under it, or a count. */
static void
test_labels_why (void)
{
  g_autoptr(PerchUluruExplanation) explanation = NULL;
  g_autofree char *one = NULL;
  g_autofree char *two = NULL;
  g_autofree char *count = NULL;
  g_autofree char *sentence = NULL;
  PerchUluruDeal deal;

  parse_deal ("corner:white next:blue opposite:white same:pink corner:green apart:yellow "
              "away:pink contrary:orange", &deal);
  explanation = perch_uluru_explain (&deal, PERCH_ULURU_MODE_PARTIAL, NULL, NULL);
  g_assert_cmpuint (explanation->penalty, ==, 1);
  one = perch_uluru_label_why (explanation, 1);
  g_assert_cmpstr (one, ==, "No placement can do better: these wishes conflict.");
  two = perch_uluru_label_why (explanation, 2);
  g_assert_cmpstr (two, ==, "No placement can do better: each of these 2 groups of wishes "
                            "conflicts, and none shares a wish with another.");
  count = perch_uluru_label_why (explanation, 0);
  g_assert_true (g_str_has_prefix (count, "No placement can do better: the wishes conflict in "));
  sentence = perch_uluru_label_conflict (&deal, explanation->conflicts[0].cards,
                                         explanation->conflicts[0].n_cards);
  g_assert_true (g_str_has_suffix (sentence, " cannot be met."));
}

static void
test_labels_problems (void)
{
  static const struct
  {
    const char *typed;
    const char *problem;
  } cases[] = {
    { "1234567", "1 place given; type 8, white to black, with - for a bird off the board" },
    { "1,2,3", "3 places given; type 8, white to black, with - for a bird off the board" },
    { "1 2 3 4 5 6 nine 8", "Blue: “nine” is no place (1 to 8, or - for off the board)" },
    { "12345672", "Place 2 is given twice, to Pink and Black" },
  };
  g_autoptr(GError) line_error = NULL;
  g_autoptr(GError) big_error = NULL;
  g_autofree char *line = NULL;
  g_autofree char *big = NULL;
  g_autofree char *taken = NULL;
  g_autofree char *long_name = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      PerchUluruPlacementProblem problem;
      PerchUluruPlacement placement;
      g_autofree char *text = NULL;

      g_assert_false (perch_uluru_placement_read (cases[i].typed, &placement, &problem));
      text = perch_uluru_label_placement_problem (cases[i].typed, &problem);
      g_assert_cmpstr (text, ==, cases[i].problem);
    }

  g_assert_null (perch_uluru_label_name_problem (PERCH_ULURU_NAME_OK));
  taken = perch_uluru_label_name_problem (PERCH_ULURU_NAME_TAKEN);
  g_assert_cmpstr (taken, ==, "Another player has this name");
  long_name = perch_uluru_label_name_problem (PERCH_ULURU_NAME_TOO_LONG);
  g_assert_cmpstr (long_name, ==, "A name has at most 40 characters");

  line_error = g_error_new (PERCH_ULURU_GAME_ERROR, PERCH_ULURU_GAME_ERROR_INVALID,
                            "line 11: 'move' takes a bird and a place");
  line = perch_uluru_label_saved_text_error (line_error);
  g_assert_cmpstr (line, ==, "Line 11 could not be read; what came before it was restored");
  big_error = g_error_new (PERCH_ULURU_GAME_ERROR, PERCH_ULURU_GAME_ERROR_TOO_LARGE,
                           "too large");
  big = perch_uluru_label_saved_text_error (big_error);
  g_assert_cmpstr (big, ==, "The saved text is too large to be read");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/uluru/labels/cards", test_labels_cards);
  g_test_add_func ("/uluru/labels/reasons", test_labels_reasons);
  g_test_add_func ("/uluru/labels/conflicts", test_labels_conflicts);
  g_test_add_func ("/uluru/labels/why", test_labels_why);
  g_test_add_func ("/uluru/labels/problems", test_labels_problems);

  return g_test_run ();
}
