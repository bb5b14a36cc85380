/* test-uluru-cli.c: perch-cli uluru solve / score / deal, their formats and errors */
#include <string.h>
#include <sys/wait.h>

#include <glib.h>

static int
run_cli (const char * const *args,
         char              **out,
         char              **err)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int status = -1;

  g_ptr_array_add (argv, (gpointer) g_getenv ("PERCH_CLI"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                out, err, &status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status));

  return WEXITSTATUS (status);
}

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

  g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_true (g_str_has_prefix (out, "{\"mode\": \"partial\", \"penalty\": 1, "
                                        "\"optimal_placements\": 264, "
                                        "\"placement\": {\"white\": "));
  g_assert_nonnull (strstr (out, "\"unfulfilled\": [{\"bird\": "));
  g_assert_true (g_regex_match_simple ("\"ms\": [0-9]+\\.[0-9]{3}}\n$", out, 0, 0));

  g_assert_cmpint (run_cli (placed_args, &placed_out, &placed_err), ==, 0);
  g_assert_true (g_str_has_prefix (placed_out, "{\"mode\": \"all-placed\", \"penalty\": 1, "
                                               "\"optimal_placements\": 132, "));
  g_assert_null (strstr (placed_out, "null"));
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

  g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
  lines = g_strsplit (out, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "mode: birds may stay off the board");
  g_assert_cmpstr (lines[1], ==, "minus points: 0");
  g_assert_cmpstr (lines[2], ==, "optimal placements: 10");
  g_assert_true (g_str_has_prefix (lines[5], "bird    place  card            verdict reason"));
  g_assert_null (strstr (out, "MISSED"));

  /* --all lists the ten placements after the table, one per line. */
  g_assert_cmpint (run_cli (all_args, &all_out, &all_err), ==, 0);
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

  g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "{\"penalty\": 2, \"placement\": {\"white\": 1, "
                                        "\"pink\": 8, \"yellow\": 4, \"orange\": 6, \"red\": 5, "
                                        "\"green\": 3, \"blue\": 7, \"black\": 2}, \"cards\": ["));
  g_assert_nonnull (strstr (out, "{\"bird\": \"red\", \"card\": \"corner:green\", "
                                 "\"fulfilled\": false, \"reason\": \"red does not share a "
                                 "corner with green: red is at 5, green at 3\"}"));

  /* Black off the board costs 1; green's card about yellow is still fine. */
  g_assert_cmpint (run_cli (plain_args, &plain_out, &plain_err), ==, 0);
  g_assert_true (g_str_has_prefix (plain_out, "minus points: 3\n"));
  g_assert_nonnull (strstr (plain_out, "black is not on the board"));
}

static void
test_cli_deal (void)
{
  const char *args[] = { "uluru", "deal", "--seed", "7", NULL };
  const char *expert_args[] = { "uluru", "deal", "--variant", "expert:8", "--seed", "7", NULL };
  const char *first_args[] = { "uluru", "deal", "--variant", "first", "--seed", "7", NULL };
  g_autofree char *out = NULL, *err = NULL, *again = NULL, *again_err = NULL;
  g_autofree char *expert = NULL, *expert_err = NULL, *first = NULL, *first_err = NULL;

  g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
  g_assert_cmpint (run_cli (args, &again, &again_err), ==, 0);
  g_assert_cmpstr (out, ==, again);
  g_assert_true (g_regex_match_simple ("^([a-z]+(:[a-z]+)? ){7}[a-z]+(:[a-z]+)?\n$", out, 0, 0));

  g_assert_cmpint (run_cli (expert_args, &expert, &expert_err), ==, 0);
  g_assert_true (g_regex_match_simple ("^([a-z:]+\\+[a-z:]+ ){7}[a-z:]+\\+[a-z:]+\n$",
                                       expert, 0, 0));

  g_assert_cmpint (run_cli (first_args, &first, &first_err), ==, 0);
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
      "perch-cli uluru: unknown command 'fly' (try solve, score or deal)\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *out = NULL, *err = NULL;

      g_assert_cmpint (run_cli (cases[i].args, &out, &err), ==, 2);
      g_assert_cmpstr (out, ==, "");
      g_assert_cmpstr (err, ==, cases[i].message);
    }
}

static void
test_cli_help (void)
{
  static const char * const subcommands[] = { "solve", "score", "deal" };
  const char *args[] = { "uluru", "--help", NULL };
  const char *bench_args[] = { "bench", "uluru", "--help", NULL };
  g_autofree char *out = NULL, *err = NULL, *bench = NULL, *bench_err = NULL;

  g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "Usage: perch-cli uluru COMMAND"));
  for (guint i = 0; i < G_N_ELEMENTS (subcommands); i++)
    {
      const char *sub_args[] = { "uluru", subcommands[i], "--help", NULL };
      g_autofree char *sub_out = NULL, *sub_err = NULL;

      g_assert_cmpint (run_cli (sub_args, &sub_out, &sub_err), ==, 0);
      g_assert_nonnull (strstr (sub_out, "Usage:"));
    }
  g_assert_cmpint (run_cli (bench_args, &bench, &bench_err), ==, 0);
  g_assert_nonnull (strstr (bench, "--deals"));
}

static void
test_cli_bench (void)
{
  const char *args[] = { "bench", "uluru", "--deals", "20", NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_cmpint (run_cli (args, &out, &err), ==, 0);
  lines = g_strsplit (out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 5);
  g_assert_true (g_str_has_prefix (lines[0], "Uluru solver: 20 seeded deals per mode"));
  g_assert_true (g_regex_match_simple ("^partial( +[0-9]+\\.[0-9]+){5}$", lines[2], 0, 0));
  g_assert_true (g_regex_match_simple ("^all-placed( +[0-9]+\\.[0-9]+){5}$", lines[3], 0, 0));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/uluru/cli/solve-json", test_cli_solve_json);
  g_test_add_func ("/uluru/cli/solve-table", test_cli_solve_table);
  g_test_add_func ("/uluru/cli/score", test_cli_score);
  g_test_add_func ("/uluru/cli/deal", test_cli_deal);
  g_test_add_func ("/uluru/cli/errors", test_cli_errors);
  g_test_add_func ("/uluru/cli/help", test_cli_help);
  g_test_add_func ("/uluru/cli/bench", test_cli_bench);

  return g_test_run ();
}
