/* test-uluru-cli.c: perch-cli uluru solve / score / deal, their formats and errors */
#include <string.h>

#include <glib.h>

#include "perch-test-cli.h"
#include "perch-test-json.h"

#define RULE_SHEET_CARDS "corner:white", "next:blue", "opposite:white", "same:pink", \
  "corner:green", "apart:yellow", "away:pink", "contrary:orange"
#define SEED_SECOND_CARDS "boomerang", "solitary", "long", "corner:orange", "corner:white", \
  "opposite:white", "solitary", "next:orange"

static void
test_cli_solve_json (void)
{
  const char *args[] = { "uluru", "solve", "--json", SEED_SECOND_CARDS, NULL };
  const char *placed_args[] = { "uluru", "solve", "--all-placed", "--json", SEED_SECOND_CARDS,
                                NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autofree char *placed_out = NULL, *placed_err = NULL;
  g_autoptr(JsonNode) root = NULL, placed_root = NULL;
  g_autoptr(GList) birds = NULL;
  JsonObject *object, *placement;
  JsonArray *unfulfilled;

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  root = perch_test_json_parse (out);
  object = json_node_get_object (root);
  perch_test_json_assert_members (object, "mode penalty optimal_placements placement "
                                          "unfulfilled ms");
  perch_test_json_assert_member (object, "mode", "\"partial\"");
  perch_test_json_assert_member (object, "penalty", "1");
  perch_test_json_assert_member (object, "optimal_placements", "264");
  placement = json_object_get_object_member (object, "placement");
  perch_test_json_assert_members (placement, "white pink yellow orange red green blue black");
  unfulfilled = json_object_get_array_member (object, "unfulfilled");
  g_assert_cmpuint (json_array_get_length (unfulfilled), ==, 1);
  perch_test_json_assert_members (json_array_get_object_element (unfulfilled, 0),
                                  "bird card reason");
  perch_test_json_assert_ms (object, 3);

  /* Every bird placed: no null in the placement. */
  g_assert_cmpint (perch_test_run_cli (placed_args, NULL, &placed_out, &placed_err), ==, 0);
  placed_root = perch_test_json_parse (placed_out);
  object = json_node_get_object (placed_root);
  perch_test_json_assert_member (object, "mode", "\"all-placed\"");
  perch_test_json_assert_member (object, "penalty", "1");
  perch_test_json_assert_member (object, "optimal_placements", "132");
  placement = json_object_get_object_member (object, "placement");
  birds = json_object_get_members (placement);
  for (GList *l = birds; l != NULL; l = l->next)
    g_assert_cmpuint (json_node_get_value_type (json_object_get_member (placement, l->data)),
                      ==, G_TYPE_INT64);
}

static void
test_cli_solve_table (void)
{
  const char *args[] = { "uluru", "solve", "long", "solitary", "next:red", "short", "any",
                         "boomerang", "corner:red", "next:white", NULL };
  const char *all_args[] = { "uluru", "solve", "--all", "long", "solitary", "next:red", "short",
                             "any", "boomerang", "corner:red", "next:white", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autofree char *all_out = NULL, *all_err = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 0);
  lines = g_strsplit (out, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "mode: birds may stay off the board");
  g_assert_cmpstr (lines[1], ==, "minus points: 0");
  g_assert_cmpstr (lines[2], ==, "optimal placements: 10");
  g_assert_true (g_str_has_prefix (lines[5], "bird    place  card            verdict reason"));
  g_assert_null (strstr (out, "MISSED"));

  /* --all lists the ten placements after the table, one per line. */
  g_assert_cmpint (perch_test_run_cli (all_args, NULL, &all_out, &all_err), ==, 0);
  g_assert_true (g_regex_match_simple ("optimal placement.*:\n"
                                       "([1-8],){7}[1-8]\n(([1-8],){7}[1-8]\n){9}$",
                                       all_out, G_REGEX_DOTALL, 0));
}

static void
test_cli_score (void)
{
  const char *args[] = { "uluru", "score", "--placement", "1,8,4,6,5,3,7,2", "--json",
                         RULE_SHEET_CARDS, NULL };
  const char *plain_args[] = { "uluru", "score", "--placement", "1,8,4,6,5,3,7,-",
                               RULE_SHEET_CARDS, NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autofree char *plain_out = NULL, *plain_err = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonObject *object;
  JsonArray *cards;
  gboolean red_found = FALSE;

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 0);
  root = perch_test_json_parse (out);
  object = json_node_get_object (root);
  perch_test_json_assert_members (object, "penalty placement cards");
  perch_test_json_assert_member (object, "penalty", "2");
  perch_test_json_assert_member (object, "placement",
                                 "{\"white\": 1, \"pink\": 8, \"yellow\": 4, \"orange\": 6, "
                                 "\"red\": 5, \"green\": 3, \"blue\": 7, \"black\": 2}");
  cards = json_object_get_array_member (object, "cards");
  g_assert_cmpuint (json_array_get_length (cards), ==, 8);
  for (guint i = 0; i < json_array_get_length (cards); i++)
    {
      JsonObject *card = json_array_get_object_element (cards, i);

      perch_test_json_assert_members (card, "bird card fulfilled reason");
      if (g_strcmp0 (json_object_get_string_member (card, "bird"), "red") != 0)
        continue;
      perch_test_json_assert_value (json_array_get_element (cards, i),
                                    "{\"bird\": \"red\", \"card\": \"corner:green\", "
                                    "\"fulfilled\": false, \"reason\": \"red does not share a "
                                    "corner with green: red is at 5, green at 3\"}");
      red_found = TRUE;
    }
  g_assert_true (red_found);

  /* Black off the board costs 1; green's card about yellow is still fine. */
  g_assert_cmpint (perch_test_run_cli (plain_args, NULL, &plain_out, &plain_err), ==, 0);
  g_assert_true (g_str_has_prefix (plain_out, "minus points: 3\n"));
  g_assert_nonnull (strstr (plain_out, "black is not on the board"));
}

/* Checks that @array holds {"bird": colour, "card": code} objects and nothing else, and
 * returns them as "bird:card" words. */
static char *
card_list (JsonArray *array)
{
  g_autoptr(GString) words = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *card = json_array_get_object_element (array, i);

      g_assert_nonnull (card);
      g_assert_cmpuint (json_object_get_size (card), ==, 2);
      g_assert_true (g_regex_match_simple ("^(white|pink|yellow|orange|red|green|blue|black)$",
                                           json_object_get_string_member (card, "bird"), 0, 0));
      g_string_append_printf (words, "%s%s:%s", i > 0 ? " " : "",
                              json_object_get_string_member (card, "bird"),
                              json_object_get_string_member (card, "card"));
    }

  return g_strdup (words->str);
}

/* The shape the issue asks for, with the placement and the separate conflicts besides. */
static JsonObject *
explain_json (const char * const *args,
              JsonNode          **root)
{
  g_autofree char *out = NULL, *err = NULL;
  JsonObject *object;
  JsonArray *conflicts;

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  *root = perch_test_json_parse (out);
  object = json_node_get_object (*root);
  perch_test_json_assert_members (object, "mode penalty conflicts separate placement "
                                          "given_up ms");
  perch_test_json_assert_ms (object, 3);
  g_assert_cmpuint (json_node_get_value_type (json_object_get_member (object, "penalty")), ==,
                    G_TYPE_INT64);
  g_assert_cmpuint (json_node_get_value_type (json_object_get_member (object, "ms")), ==,
                    G_TYPE_DOUBLE);
  g_assert_nonnull (json_object_get_object_member (object, "placement"));
  g_assert_nonnull (json_object_get_array_member (object, "separate"));
  g_assert_nonnull (json_object_get_array_member (object, "given_up"));
  conflicts = json_object_get_array_member (object, "conflicts");
  g_assert_nonnull (conflicts);
  for (guint i = 0; i < json_array_get_length (conflicts); i++)
    {
      JsonObject *conflict = json_array_get_object_element (conflicts, i);
      g_autofree char *cards = NULL;

      g_assert_cmpuint (json_object_get_size (conflict), ==, 2);
      cards = card_list (json_object_get_array_member (conflict, "cards"));
      g_assert_cmpstr (cards, !=, "");
      g_assert_true (g_str_has_suffix (json_object_get_string_member (conflict, "text"),
                                       " met."));
    }
  return object;
}

static void
test_cli_explain_json (void)
{
  const char *args[] = { "uluru", "explain", "--json", RULE_SHEET_CARDS, NULL };
  const char *none_args[] = { "uluru", "explain", "--json", "--all-placed", "long", "solitary",
                              "next:red", "short", "any", "boomerang", "corner:red", "next:white",
                              NULL };
  g_autoptr(JsonNode) root = NULL, none_root = NULL;
  g_autofree char *cards = NULL, *given_up = NULL, *none_given_up = NULL;
  JsonObject *object, *none, *conflict;

  object = explain_json (args, &root);
  g_assert_cmpstr (json_object_get_string_member (object, "mode"), ==, "partial");
  g_assert_cmpint (json_object_get_int_member (object, "penalty"), ==, 1);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "conflicts")),
                    ==, 1);
  conflict = json_array_get_object_element (json_object_get_array_member (object, "conflicts"), 0);
  cards = card_list (json_object_get_array_member (conflict, "cards"));
  g_assert_cmpstr (cards, ==, "pink:next:blue blue:away:pink");
  g_assert_cmpstr (json_object_get_string_member (conflict, "text"), ==,
                   "Pink wants to be next to blue, blue wants to be at least two places away "
                   "from pink: both cannot be met.");
  given_up = card_list (json_object_get_array_member (object, "given_up"));
  g_assert_true (g_strcmp0 (given_up, "pink:next:blue") == 0
                 || g_strcmp0 (given_up, "blue:away:pink") == 0);

  /* The seed's first example has a perfect placement: nothing conflicts. */
  none = explain_json (none_args, &none_root);
  g_assert_cmpstr (json_object_get_string_member (none, "mode"), ==, "all-placed");
  g_assert_cmpint (json_object_get_int_member (none, "penalty"), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (none, "conflicts")),
                    ==, 0);
  none_given_up = card_list (json_object_get_array_member (none, "given_up"));
  g_assert_cmpstr (none_given_up, ==, "");
}

/* On expert deals, explain and solve agree on the optimum in both modes. */
static void
test_cli_explain_agrees_with_solve (void)
{
  for (guint seed = 1; seed <= 4; seed++)
    for (guint all_placed = 0; all_placed < 2; all_placed++)
      {
        g_autofree char *seed_text = g_strdup_printf ("%u", seed);
        const char *deal_args[] = { "uluru", "deal", "--variant", "expert:8", "--seed",
                                    seed_text, NULL };
        g_autofree char *deal = NULL, *deal_err = NULL, *solved = NULL, *solved_err = NULL;
        g_autoptr(GPtrArray) explain_args = g_ptr_array_new ();
        g_autoptr(GPtrArray) solve_args = g_ptr_array_new ();
        g_autoptr(JsonNode) root = NULL, solved_root = NULL;
        g_auto(GStrv) codes = NULL;
        JsonObject *explained;
        gint64 penalty;

        g_assert_cmpint (perch_test_run_cli (deal_args, NULL, &deal, &deal_err), ==, 0);
        codes = g_strsplit (g_strstrip (deal), " ", -1);
        g_ptr_array_add (explain_args, "uluru");
        g_ptr_array_add (explain_args, "explain");
        g_ptr_array_add (solve_args, "uluru");
        g_ptr_array_add (solve_args, "solve");
        g_ptr_array_add (explain_args, "--json");
        g_ptr_array_add (solve_args, "--json");
        if (all_placed)
          {
            g_ptr_array_add (explain_args, "--all-placed");
            g_ptr_array_add (solve_args, "--all-placed");
          }
        for (guint i = 0; codes[i] != NULL; i++)
          {
            g_ptr_array_add (explain_args, codes[i]);
            g_ptr_array_add (solve_args, codes[i]);
          }
        g_ptr_array_add (explain_args, NULL);
        g_ptr_array_add (solve_args, NULL);

        explained = explain_json ((const char * const *) explain_args->pdata, &root);
        g_assert_cmpint (perch_test_run_cli ((const char * const *) solve_args->pdata, NULL,
                                             &solved, &solved_err), ==, 0);
        solved_root = perch_test_json_parse (solved);
        penalty = json_object_get_int_member (json_node_get_object (solved_root), "penalty");
        g_assert_cmpint (json_object_get_int_member (explained, "penalty"), ==, penalty);
        g_assert_cmpstr (json_object_get_string_member (explained, "mode"), ==,
                         all_placed ? "all-placed" : "partial");
        if (all_placed)
          g_assert_cmpint (json_array_get_length (json_object_get_array_member (explained,
                                                                                "given_up")),
                           ==, penalty);
      }
}

static void
test_cli_explain_text (void)
{
  const char *args[] = { "uluru", "explain", RULE_SHEET_CARDS, NULL };
  const char *none_args[] = { "uluru", "explain", "long", "solitary", "next:red", "short", "any",
                              "boomerang", "corner:red", "next:white", NULL };
  g_autofree char *out = NULL, *err = NULL, *none = NULL, *none_err = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 0);
  lines = g_strsplit (out, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "mode: birds may stay off the board");
  g_assert_cmpstr (lines[1], ==, "minus points: 1");
  g_assert_true (g_regex_match_simple ("^time: [0-9]+\\.[0-9]{3} ms$", lines[2], 0, 0));
  g_assert_nonnull (strstr (out, "\n  1. pink:next:blue blue:away:pink\n     Pink wants to be "
                                 "next to blue, blue wants to be at least two places away from "
                                 "pink: both cannot be met.\n"));
  g_assert_nonnull (strstr (out, "\nwhy no placement does better: every placement misses a card "
                                 "of conflict 1\n"));
  g_assert_true (g_regex_match_simple ("\na best placement \\(([1-8-],){7}[1-8-]\\) gives up: "
                                       "(pink:next:blue|blue:away:pink)\n$", out, 0, 0));

  g_assert_cmpint (perch_test_run_cli (none_args, NULL, &none, &none_err), ==, 0);
  g_assert_true (g_str_has_suffix (none, "\nno conflicts: one placement meets every card\n"));
}

static void
test_cli_deal (void)
{
  const char *args[] = { "uluru", "deal", "--seed", "7", NULL };
  const char *expert_args[] = { "uluru", "deal", "--variant", "expert:8", "--seed", "7", NULL };
  const char *first_args[] = { "uluru", "deal", "--variant", "first", "--seed", "7", NULL };
  g_autofree char *out = NULL, *err = NULL, *again = NULL, *again_err = NULL;
  g_autofree char *expert = NULL, *expert_err = NULL, *first = NULL, *first_err = NULL;

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 0);
  g_assert_cmpint (perch_test_run_cli (args, NULL, &again, &again_err), ==, 0);
  g_assert_cmpstr (out, ==, again);
  g_assert_true (g_regex_match_simple ("^([a-z]+(:[a-z]+)? ){7}[a-z]+(:[a-z]+)?\n$", out, 0, 0));

  g_assert_cmpint (perch_test_run_cli (expert_args, NULL, &expert, &expert_err), ==, 0);
  g_assert_true (g_regex_match_simple ("^([a-z:]+\\+[a-z:]+ ){7}[a-z:]+\\+[a-z:]+\n$",
                                       expert, 0, 0));

  g_assert_cmpint (perch_test_run_cli (first_args, NULL, &first, &first_err), ==, 0);
  g_assert_null (strstr (first, "apart"));
  g_assert_null (strstr (first, "away"));
  g_assert_null (strstr (first, "same"));
  g_assert_null (strstr (first, "contrary"));
}

/* Bad input: one line naming the culprit, exit status 2, nothing on stdout. */
static void
test_cli_errors (void)
{
  static const struct
  {
    const char *args[14];
    const char *message;
  } cases[] = {
    { { "uluru", "solve", "any", "any", "any", NULL },
      "perch-cli uluru: expected 8 cards, one per bird from white to black; got 3\n" },
    { { "uluru", "solve", "any", "any", "any", "any", "any", "any", "any", "next:purple", NULL },
      "perch-cli uluru: black's card: card 'next:purple': unknown colour 'purple' (colours: "
      "white pink yellow orange red green blue black)\n" },
    { { "uluru", "solve", "any", "any", "hop", "any", "any", "any", "any", "any", NULL },
      "perch-cli uluru: yellow's card: unknown card 'hop' (cards: any boomerang solitary long "
      "short next:C opposite:C corner:C apart:C away:C same:C contrary:C)\n" },
    { { "uluru", "score", "--placement", "1,2,3,4,5,6,7,7", "any", "any", "any", "any", "any",
        "any", "any", "any", NULL },
      "perch-cli uluru: placement: place 7 is used twice, by blue and black\n" },
    { { "uluru", "score", "--placement", "1,2,3", "any", "any", "any", "any", "any", "any",
        "any", "any", NULL },
      "perch-cli uluru: placement '1,2,3': expected 8 places separated by commas, one per bird "
      "from white to black ('-' for off the board); got 3\n" },
    { { "uluru", "score", "any", NULL }, "perch-cli uluru: score needs --placement P1,...,P8\n" },
    { { "uluru", "deal", "--variant", "medium", NULL },
      "perch-cli uluru: unknown variant 'medium' (variants: first all no-level-1 "
      "no-levels-1-2 easy hard expert:N)\n" },
    { { "uluru", "deal", "--seed", "x", NULL },
      "perch-cli uluru: --seed 'x' is not a whole number from 0 up\n" },
    { { "uluru", "fly", NULL },
      "perch-cli uluru: unknown command 'fly' (try solve, score, explain or deal)\n" },
    { { "uluru", "explain", "any", "any", NULL },
      "perch-cli uluru: expected 8 cards, one per bird from white to black; got 2\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *out = NULL, *err = NULL;

      g_assert_cmpint (perch_test_run_cli (cases[i].args, NULL, &out, &err), ==, 2);
      g_assert_cmpstr (out, ==, "");
      g_assert_cmpstr (err, ==, cases[i].message);
    }
}

static void
test_cli_help (void)
{
  static const char * const subcommands[] = { "solve", "score", "explain", "deal" };
  const char *args[] = { "uluru", "--help", NULL };
  const char *bench_args[] = { "bench", "uluru", "--help", NULL };
  g_autofree char *out = NULL, *err = NULL, *bench = NULL, *bench_err = NULL;

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "Usage: perch-cli uluru COMMAND"));
  for (guint i = 0; i < G_N_ELEMENTS (subcommands); i++)
    {
      const char *sub_args[] = { "uluru", subcommands[i], "--help", NULL };
      g_autofree char *sub_out = NULL, *sub_err = NULL;

      g_assert_cmpint (perch_test_run_cli (sub_args, NULL, &sub_out, &sub_err), ==, 0);
      g_assert_nonnull (strstr (sub_out, "Usage:"));
    }
  g_assert_cmpint (perch_test_run_cli (bench_args, NULL, &bench, &bench_err), ==, 0);
  g_assert_nonnull (strstr (bench, "--deals"));
}

static void
test_cli_bench (void)
{
  const char *args[] = { "bench", "uluru", "--deals", "20", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_cmpint (perch_test_run_cli (args, NULL, &out, &err), ==, 0);
  lines = g_strsplit (out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 9);
  g_assert_true (g_str_has_prefix (lines[0], "Uluru solver: 20 seeded deals per mode"));
  g_assert_true (g_regex_match_simple ("^partial( +[0-9]+\\.[0-9]+){5}$", lines[2], 0, 0));
  g_assert_true (g_regex_match_simple ("^all-placed( +[0-9]+\\.[0-9]+){5}$", lines[3], 0, 0));
  /* The time of explain on the same deals: median, p99, max, mean and most conflicts. */
  g_assert_true (g_str_has_prefix (lines[4], "Uluru explain: the same deals"));
  g_assert_true (g_regex_match_simple ("^partial( +[0-9]+\\.[0-9]+){4} +[0-9]+$", lines[6], 0, 0));
  g_assert_true (g_regex_match_simple ("^all-placed( +[0-9]+\\.[0-9]+){4} +[0-9]+$", lines[7],
                                       0, 0));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/uluru/cli/solve-json", test_cli_solve_json);
  g_test_add_func ("/uluru/cli/solve-table", test_cli_solve_table);
  g_test_add_func ("/uluru/cli/score", test_cli_score);
  g_test_add_func ("/uluru/cli/explain-json", test_cli_explain_json);
  g_test_add_func ("/uluru/cli/explain-agrees-with-solve", test_cli_explain_agrees_with_solve);
  g_test_add_func ("/uluru/cli/explain-text", test_cli_explain_text);
  g_test_add_func ("/uluru/cli/deal", test_cli_deal);
  g_test_add_func ("/uluru/cli/errors", test_cli_errors);
  g_test_add_func ("/uluru/cli/help", test_cli_help);
  g_test_add_func ("/uluru/cli/bench", test_cli_bench);

  return g_test_run ();
}
