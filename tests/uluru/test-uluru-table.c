/* test-uluru-table.c: the table's score sheet as a session: players, rounds that keep
 * the page's wishes, undo, the optima found on a worker, saving and a damaged text */

#include "perch-uluru-table.h"
#include "uluru-test-deals.h"

#define RULE_SHEET "corner:white next:blue opposite:white same:pink corner:green apart:yellow " \
                   "away:pink contrary:orange"
#define PERFECT    "long solitary next:red short any boomerang corner:red next:white"

static void
count_signal (gpointer data)
{
  (*(guint *) data)++;
}

static void
wait_for_optimum (PerchUluruTable      *table,
                  const PerchUluruDeal *deal)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (perch_uluru_table_get_optimum (table, deal) == PERCH_ULURU_OPTIMUM_UNKNOWN)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, end);
      g_main_context_iteration (NULL, TRUE);
    }
}

static void
test_table_round (void)
{
  g_autoptr(PerchUluruTable) table = perch_uluru_table_new ();
  g_autoptr(GError) error = NULL;
  const PerchUluruScoresheet *sheet;
  PerchUluruPlacement placement;
  PerchUluruDeal deal, perfect;
  guint n_changed = 0;

  g_signal_connect_swapped (table, "changed", G_CALLBACK (count_signal), &n_changed);
  g_assert_true (perch_uluru_table_add_player (table, "Anna", NULL));
  g_assert_true (perch_uluru_table_add_player (table, "Ben", NULL));
  g_assert_false (perch_uluru_table_add_player (table, " anna ", &error));
  g_assert_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_NAME);
  g_clear_error (&error);
  g_assert_cmpuint (n_changed, ==, 2);

  parse_deal (RULE_SHEET, &deal);
  perch_uluru_table_set_deal (table, &deal);
  parse_placement ("1,8,4,6,5,3,7,2", &placement);
  perch_uluru_table_set_placement (table, 0, &placement);
  sheet = perch_uluru_table_get_sheet (table);
  g_assert_false (perch_uluru_table_finish_round (table, &error));
  g_assert_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_ROUND_INCOMPLETE);
  g_clear_error (&error);

  /* New wishes for the round being scored keep the placements entered. */
  parse_deal (PERFECT, &perfect);
  perch_uluru_table_set_deal (table, &perfect);
  sheet = perch_uluru_table_get_sheet (table);
  g_assert_nonnull (perch_uluru_scoresheet_placement (sheet, 0));
  perch_uluru_table_set_deal (table, &deal);

  parse_placement ("-,-,-,-,-,-,-,-", &placement);
  perch_uluru_table_set_placement (table, 1, &placement);
  g_assert_true (perch_uluru_table_finish_round (table, &error));
  g_assert_no_error (error);
  sheet = perch_uluru_table_get_sheet (table);
  g_assert_cmpuint (perch_uluru_scoresheet_n_rounds (sheet), ==, 1);
  g_assert_cmpuint (perch_uluru_scoresheet_total (sheet, 0), ==, 2);
  g_assert_cmpuint (perch_uluru_scoresheet_total (sheet, 1), ==, 8);

  /* The best possible for these wishes, by the official rules. */
  wait_for_optimum (table, &deal);
  g_assert_cmpuint (perch_uluru_table_get_optimum (table, &deal), ==, 1);

  /* Undo takes back the round, then Ben's placement; a new game keeps the players. */
  g_assert_true (perch_uluru_table_undo (table));
  sheet = perch_uluru_table_get_sheet (table);
  g_assert_cmpuint (perch_uluru_scoresheet_n_rounds (sheet), ==, 0);
  g_assert_nonnull (perch_uluru_scoresheet_placement (sheet, 1));
  g_assert_true (perch_uluru_table_undo (table));
  g_assert_null (perch_uluru_scoresheet_placement (perch_uluru_table_get_sheet (table), 1));
  g_assert_true (perch_uluru_table_finish_round (table, &error) == FALSE);
  g_clear_error (&error);
  perch_uluru_table_set_placement (table, 1, &placement);
  g_assert_true (perch_uluru_table_finish_round (table, NULL));
  perch_uluru_table_new_game (table);
  sheet = perch_uluru_table_get_sheet (table);
  g_assert_cmpuint (perch_uluru_scoresheet_n_rounds (sheet), ==, 0);
  g_assert_cmpuint (perch_uluru_scoresheet_n_players (sheet), ==, 2);
  g_assert_true (perch_uluru_table_undo (table));
  g_assert_cmpuint (perch_uluru_scoresheet_n_rounds (perch_uluru_table_get_sheet (table)), ==, 1);
}

/* The saved text comes back whole; a damaged one keeps the lines before the damage. */
static void
test_table_save_load (void)
{
  g_autoptr(PerchUluruTable) table = perch_uluru_table_new ();
  g_autoptr(PerchUluruTable) loaded = perch_uluru_table_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  g_autofree char *damaged = NULL;
  PerchUluruPlacement placement;
  PerchUluruDeal deal;

  g_assert_true (perch_uluru_table_add_player (table, "Anna", NULL));
  g_assert_true (perch_uluru_table_add_player (table, "Ben", NULL));
  perch_uluru_table_set_rounds_to_play (table, 6);
  parse_deal (RULE_SHEET, &deal);
  perch_uluru_table_set_deal (table, &deal);
  parse_placement ("1,8,4,6,5,3,7,2", &placement);
  perch_uluru_table_set_placement (table, 0, &placement);
  perch_uluru_table_set_placement (table, 1, &placement);
  g_assert_true (perch_uluru_table_finish_round (table, NULL));
  perch_uluru_table_set_deal (table, &deal);
  perch_uluru_table_set_placement (table, 1, &placement);

  text = perch_uluru_table_save (table);
  g_assert_true (perch_uluru_table_load (loaded, text, -1, &error));
  g_assert_no_error (error);
  again = perch_uluru_table_save (loaded);
  g_assert_cmpstr (again, ==, text);
  g_assert_false (perch_uluru_table_can_undo (loaded));

  damaged = g_strconcat (text, "placement 9 1,2,3,4,5,6,7,8\n", NULL);
  g_assert_false (perch_uluru_table_load (loaded, damaged, -1, &error));
  g_assert_true (g_str_has_prefix (error->message, "line "));
  g_clear_pointer (&again, g_free);
  again = perch_uluru_table_save (loaded);
  g_assert_cmpstr (again, ==, text);

  /* Not even a header: the table stays as it was. */
  g_clear_error (&error);
  g_assert_false (perch_uluru_table_load (loaded, "no score sheet", -1, &error));
  g_clear_pointer (&again, g_free);
  again = perch_uluru_table_save (loaded);
  g_assert_cmpstr (again, ==, text);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/uluru/table/round", test_table_round);
  g_test_add_func ("/uluru/table/save-load", test_table_save_load);

  return g_test_run ();
}
