/* test-uluru-labels.c: the page's own words for cards and reasons (untranslated here) */
#include "config.h"

#include "perch-uluru-labels.h"

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

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/uluru/labels/cards", test_labels_cards);
  g_test_add_func ("/uluru/labels/reasons", test_labels_reasons);

  return g_test_run ();
}
