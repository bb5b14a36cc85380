/* perch-cli-uluru.c: 'perch-cli uluru' (solve, score, deal) and 'perch-cli bench uluru'
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-cli"

#include "perch-cli.h"

#include <stdio.h>
#include <string.h>

#include "perch-rng.h"
#include "perch-uluru-deck.h"
#include "perch-uluru-explain.h"
#include "perch-uluru-rules.h"
#include "perch-uluru-solver.h"

#define DEFAULT_BENCH_DEALS 1000

static int
usage_error (const char *format,
             ...) G_GNUC_PRINTF (1, 2);

static int
usage_error (const char *format,
             ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  return perch_cli_usage_error ("uluru", "%s", message);
}

/* Parses the options of one subcommand; --help prints and exits 0. */
static gboolean
parse_options (const char    *command,
               const char    *parameters,
               const char    *summary,
               GOptionEntry  *entries,
               int           *argc,
               char        ***argv,
               int           *status)
{
  int result = perch_cli_parse_options (command, parameters, summary, NULL, entries, argc, argv);

  if (result >= 0)
    {
      *status = result;
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_deal (int              argc,
            char           **argv,
            PerchUluruDeal  *deal,
            int             *status)
{
  g_autoptr(GError) error = NULL;

  /* argv[0] is the subcommand's name. */
  if (!perch_uluru_deal_parse ((const char * const *) argv + 1, argc - 1, deal, &error))
    {
      *status = usage_error ("%s", error->message);
      return FALSE;
    }

  return TRUE;
}

/* {"white": 1, ..., "black": null}: each bird's place, null off the board. */
static void
add_json_placement (JsonBuilder               *builder,
                    const PerchUluruPlacement *placement)
{
  json_builder_begin_object (builder);
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    {
      json_builder_set_member_name (builder, perch_uluru_bird_name (b));
      if (placement->place[b] == PERCH_ULURU_OFF)
        json_builder_add_null_value (builder);
      else
        json_builder_add_int_value (builder, placement->place[b]);
    }
  json_builder_end_object (builder);
}

/* [{"bird", "card", "fulfilled" (unless @unfulfilled_only), "reason"}, ...] */
static void
add_json_verdicts (JsonBuilder           *builder,
                   const PerchUluruScore *score,
                   gboolean               unfulfilled_only)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < score->n_verdicts; i++)
    {
      const PerchUluruVerdict *verdict = &score->verdicts[i];
      g_autofree char *code = perch_uluru_card_to_code (&verdict->card);

      if (unfulfilled_only && verdict->fulfilled)
        continue;
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "bird");
      json_builder_add_string_value (builder, perch_uluru_bird_name (verdict->bird));
      json_builder_set_member_name (builder, "card");
      json_builder_add_string_value (builder, code);
      if (!unfulfilled_only)
        {
          json_builder_set_member_name (builder, "fulfilled");
          json_builder_add_boolean_value (builder, verdict->fulfilled);
        }
      json_builder_set_member_name (builder, "reason");
      perch_cli_json_add_text (builder, verdict->reason);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/* One line per card: bird, place, card, verdict and why. */
static void
print_verdict_table (const PerchUluruScore     *score,
                     const PerchUluruPlacement *placement)
{
  printf ("%-7s %-6s %-15s %-7s %s\n", "bird", "place", "card", "verdict", "reason");
  for (guint i = 0; i < score->n_verdicts; i++)
    {
      const PerchUluruVerdict *verdict = &score->verdicts[i];
      g_autofree char *code = perch_uluru_card_to_code (&verdict->card);
      guint place = placement->place[verdict->bird];
      char place_text[4] = "-";

      if (place != PERCH_ULURU_OFF)
        g_snprintf (place_text, sizeof place_text, "%u", place);
      printf ("%-7s %-6s %-15s %-7s %s\n",
              verdict->card_index == 0 ? perch_uluru_bird_name (verdict->bird) : "",
              verdict->card_index == 0 ? place_text : "", code,
              verdict->fulfilled ? "ok" : "MISSED", verdict->reason);
    }
}

static int
run_solve (int    argc,
           char **argv)
{
  gboolean all_placed = FALSE, json = FALSE, all = FALSE;
  GOptionEntry entries[] = {
    { "all-placed", 0, 0, G_OPTION_ARG_NONE, &all_placed,
      "Every bird must be placed (default: birds may stay off the board)", NULL },
    { "all", 0, 0, G_OPTION_ARG_NONE, &all, "Also list every optimal placement", NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "Print JSON", NULL },
    { NULL }
  };
  g_autoptr(PerchUluruSolution) solution = NULL;
  g_autoptr(PerchUluruScore) score = NULL;
  const PerchUluruPlacement *best;
  PerchUluruDeal deal;
  PerchUluruMode mode;
  gint64 start;
  double ms;
  int status = PERCH_CLI_EXIT_OK;

  if (!parse_options ("uluru solve", "CARD... - the placement with the fewest minus points",
                      "Eight cards in bird order (white pink yellow orange red green blue "
                      "black).\nCards: any boomerang solitary long short next:C opposite:C "
                      "corner:C apart:C\naway:C same:C contrary:C (C a colour); join a bird's "
                      "cards with '+'.",
                      entries, &argc, &argv, &status)
      || !parse_deal (argc, argv, &deal, &status))
    return status;

  mode = all_placed ? PERCH_ULURU_MODE_ALL_PLACED : PERCH_ULURU_MODE_PARTIAL;
  start = g_get_monotonic_time ();
  solution = perch_uluru_solve (&deal, mode, TRUE, NULL, NULL);
  ms = perch_cli_elapsed_ms (start);
  best = &g_array_index (solution->placements, PerchUluruPlacement, 0);
  score = perch_uluru_score_new (&deal, best);

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "mode");
      json_builder_add_string_value (builder, perch_uluru_mode_code (mode));
      json_builder_set_member_name (builder, "penalty");
      json_builder_add_int_value (builder, solution->penalty);
      json_builder_set_member_name (builder, "optimal_placements");
      json_builder_add_int_value (builder, (gint64) solution->n_optimal);
      json_builder_set_member_name (builder, "placement");
      add_json_placement (builder, best);
      json_builder_set_member_name (builder, "unfulfilled");
      add_json_verdicts (builder, score, TRUE);
      if (all)
        {
          json_builder_set_member_name (builder, "placements");
          json_builder_begin_array (builder);
          for (guint i = 0; i < solution->placements->len; i++)
            add_json_placement (builder, &g_array_index (solution->placements,
                                                         PerchUluruPlacement, i));
          json_builder_end_array (builder);
        }
      json_builder_set_member_name (builder, "ms");
      perch_cli_json_add_rounded (builder, ms, 3);
      json_builder_end_object (builder);
      perch_cli_json_print (builder);
      return PERCH_CLI_EXIT_OK;
    }

  printf ("mode: %s\n", all_placed ? "every bird placed" : "birds may stay off the board");
  printf ("minus points: %u\n", solution->penalty);
  printf ("optimal placements: %" G_GUINT64_FORMAT "\n", solution->n_optimal);
  printf ("time: %.3f ms\n\n", ms);
  print_verdict_table (score, best);
  if (all)
    {
      printf ("\nall optimal placements (places in bird order, - for off the board):\n");
      for (guint i = 0; i < solution->placements->len; i++)
        {
          g_autofree char *text =
            perch_uluru_placement_to_string (&g_array_index (solution->placements,
                                                             PerchUluruPlacement, i));
          printf ("%s\n", text);
        }
    }

  return PERCH_CLI_EXIT_OK;
}

static int
run_score (int    argc,
           char **argv)
{
  g_autofree char *placement_text = NULL;
  gboolean json = FALSE;
  GOptionEntry entries[] = {
    { "placement", 0, 0, G_OPTION_ARG_STRING, &placement_text,
      "The places in bird order, '-' for off the board (e.g. 1,8,4,6,5,3,7,2)", "P1,...,P8" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "Print JSON", NULL },
    { NULL }
  };
  g_autoptr(PerchUluruScore) score = NULL;
  g_autoptr(GError) error = NULL;
  PerchUluruPlacement placement;
  PerchUluruDeal deal;
  int status = PERCH_CLI_EXIT_OK;

  if (!parse_options ("uluru score",
                      "--placement P1,...,P8 CARD... - the minus points of a placement",
                      "Eight cards in bird order (white pink yellow orange red green blue "
                      "black), as for 'solve'.",
                      entries, &argc, &argv, &status))
    return status;
  if (placement_text == NULL)
    return usage_error ("score needs --placement P1,...,P8");
  if (!perch_uluru_placement_parse (placement_text, &placement, &error))
    return usage_error ("%s", error->message);
  if (!parse_deal (argc, argv, &deal, &status))
    return status;

  score = perch_uluru_score_new (&deal, &placement);
  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "penalty");
      json_builder_add_int_value (builder, score->total);
      json_builder_set_member_name (builder, "placement");
      add_json_placement (builder, &placement);
      json_builder_set_member_name (builder, "cards");
      add_json_verdicts (builder, score, FALSE);
      json_builder_end_object (builder);
      perch_cli_json_print (builder);
      return PERCH_CLI_EXIT_OK;
    }

  printf ("minus points: %u\n\n", score->total);
  print_verdict_table (score, &placement);

  return PERCH_CLI_EXIT_OK;
}

/* "pink:next:blue" */
static char *
card_ref_code (const PerchUluruDeal    *deal,
               const PerchUluruCardRef *ref)
{
  const PerchUluruCard *card = &deal->wishes[ref->bird].cards[ref->card_index];
  g_autofree char *code = perch_uluru_card_to_code (card);

  return g_strdup_printf ("%s:%s", perch_uluru_bird_name (ref->bird), code);
}

/* [{"bird", "card"}, ...] */
static void
add_json_card_refs (JsonBuilder             *builder,
                    const PerchUluruDeal    *deal,
                    const PerchUluruCardRef *refs,
                    guint                    n_refs)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_refs; i++)
    {
      const PerchUluruCardRef *ref = &refs[i];
      const PerchUluruCard *card = &deal->wishes[ref->bird].cards[ref->card_index];
      g_autofree char *code = perch_uluru_card_to_code (card);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "bird");
      json_builder_add_string_value (builder, perch_uluru_bird_name (ref->bird));
      json_builder_set_member_name (builder, "card");
      json_builder_add_string_value (builder, code);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
print_explanation_json (const PerchUluruExplanation *explanation,
                        const PerchUluruDeal        *deal,
                        double                       ms)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "mode");
  json_builder_add_string_value (builder, perch_uluru_mode_code (explanation->mode));
  json_builder_set_member_name (builder, "penalty");
  json_builder_add_int_value (builder, explanation->penalty);
  json_builder_set_member_name (builder, "conflicts");
  json_builder_begin_array (builder);
  for (guint i = 0; i < explanation->n_conflicts; i++)
    {
      const PerchUluruConflict *conflict = &explanation->conflicts[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "cards");
      add_json_card_refs (builder, deal, conflict->cards, conflict->n_cards);
      json_builder_set_member_name (builder, "text");
      perch_cli_json_add_text (builder, conflict->text);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "separate");
  json_builder_begin_array (builder);
  for (guint i = 0; i < explanation->n_separate; i++)
    json_builder_add_int_value (builder, explanation->separate[i]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "placement");
  add_json_placement (builder, &explanation->placement);
  json_builder_set_member_name (builder, "given_up");
  add_json_card_refs (builder, deal, explanation->given_up, explanation->n_given_up);
  json_builder_set_member_name (builder, "ms");
  perch_cli_json_add_rounded (builder, ms, 3);
  json_builder_end_object (builder);
  perch_cli_json_print (builder);
}

static void
print_explanation (const PerchUluruExplanation *explanation,
                   const PerchUluruDeal        *deal,
                   double                       ms)
{
  g_autofree char *placement = perch_uluru_placement_to_string (&explanation->placement);
  g_autoptr(GString) off = g_string_new (NULL);

  printf ("mode: %s\n", explanation->mode == PERCH_ULURU_MODE_ALL_PLACED
                        ? "every bird placed" : "birds may stay off the board");
  printf ("minus points: %u\n", explanation->penalty);
  printf ("time: %.3f ms\n\n", ms);

  if (explanation->n_conflicts == 0)
    {
      printf ("no conflicts: one placement meets every card\n");
      return;
    }

  printf ("minimal conflicts (cards no placement meets together; without any one of "
          "them, the rest can be met):\n");
  for (guint i = 0; i < explanation->n_conflicts; i++)
    {
      const PerchUluruConflict *conflict = &explanation->conflicts[i];

      printf ("%3u.", i + 1);
      for (guint c = 0; c < conflict->n_cards; c++)
        {
          g_autofree char *code = card_ref_code (deal, &conflict->cards[c]);

          printf (" %s", code);
        }
      printf ("\n     %s\n", conflict->text);
    }

  printf ("\nwhy no placement does better: ");
  if (explanation->n_separate == 1 && explanation->penalty == 1)
    printf ("every placement misses a card of conflict %u\n", explanation->separate[0] + 1);
  else if (explanation->n_separate == explanation->penalty)
    {
      printf ("conflicts");
      for (guint i = 0; i < explanation->n_separate; i++)
        printf ("%s %u", i == 0 ? "" : i + 1 == explanation->n_separate ? " and" : ",",
                explanation->separate[i] + 1);
      printf (explanation->mode == PERCH_ULURU_MODE_ALL_PLACED
              ? " share no card, so each costs a point of its own\n"
              : " share no bird, so each costs a point of its own\n");
    }
  else
    printf (explanation->mode == PERCH_ULURU_MODE_ALL_PLACED
            ? "no fewer than %u cards share a card with every conflict\n"
            : "no fewer than %u points (a card given up, or a bird left off with the "
              "cards about it) meet every conflict\n",
            explanation->penalty);
  printf ("\na best placement (%s) gives up:", placement);
  for (guint i = 0; i < explanation->n_given_up; i++)
    {
      g_autofree char *code = card_ref_code (deal, &explanation->given_up[i]);

      printf (" %s", code);
    }
  printf ("\n");
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    if (explanation->placement.place[b] == PERCH_ULURU_OFF)
      g_string_append_printf (off, " %s", perch_uluru_bird_name (b));
  if (off->len > 0)
    printf ("off the board, one point each for all their cards:%s\n", off->str);
}

static int
run_explain (int    argc,
             char **argv)
{
  gboolean all_placed = FALSE, json = FALSE;
  GOptionEntry entries[] = {
    { "all-placed", 0, 0, G_OPTION_ARG_NONE, &all_placed,
      "Every bird must be placed (default: birds may stay off the board)", NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "Print JSON", NULL },
    { NULL }
  };
  g_autoptr(PerchUluruExplanation) explanation = NULL;
  PerchUluruDeal deal;
  gint64 start;
  double ms;
  int status = PERCH_CLI_EXIT_OK;

  if (!parse_options ("uluru explain", "CARD... - why no placement does better than the best",
                      "Eight cards in bird order, as for 'solve'. Prints every minimal "
                      "conflict (cards that no\nplacement meets together, any fewer can be "
                      "met), the least minus points they\nforce, and the cards a best "
                      "placement gives up.",
                      entries, &argc, &argv, &status)
      || !parse_deal (argc, argv, &deal, &status))
    return status;

  start = g_get_monotonic_time ();
  explanation = perch_uluru_explain (&deal, all_placed ? PERCH_ULURU_MODE_ALL_PLACED
                                                       : PERCH_ULURU_MODE_PARTIAL, NULL, NULL);
  ms = perch_cli_elapsed_ms (start);

  if (json)
    print_explanation_json (explanation, &deal, ms);
  else
    print_explanation (explanation, &deal, ms);

  return PERCH_CLI_EXIT_OK;
}

static int
run_deal (int    argc,
          char **argv)
{
  g_autofree char *variant_text = NULL;
  g_autofree char *seed_text = NULL;
  GOptionEntry entries[] = {
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_text,
      "first, all (default), no-level-1, no-levels-1-2, easy, hard or expert:N "
      "(N birds get a second card)", "VARIANT" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text,
      "The seed (default: from the clock, printed on stderr)", "S" },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  PerchUluruVariant variant = PERCH_ULURU_VARIANT_ALL;
  PerchUluruDeal deal;
  guint n_expert = 0;
  guint64 seed;
  int status = PERCH_CLI_EXIT_OK;

  if (!parse_options ("uluru deal", "- deal a card to every bird",
                      "Prints the cards in bird order, as 'solve' reads them.",
                      entries, &argc, &argv, &status))
    return status;
  if (argc > 1)
    return usage_error ("deal takes no arguments, got '%s'", argv[1]);
  if (variant_text != NULL && !perch_uluru_variant_parse (variant_text, &variant, &n_expert,
                                                          &error))
    return usage_error ("%s", error->message);
  if (seed_text != NULL)
    {
      if (!g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXUINT64, &seed, NULL))
        return usage_error ("--seed '%s' is not a whole number from 0 up", seed_text);
    }
  else
    {
      seed = perch_rng_seed_from_time ();
      fprintf (stderr, "seed: %" G_GUINT64_FORMAT "\n", seed);
    }

  perch_uluru_deal_random (variant, n_expert, seed, &deal);
  text = perch_uluru_deal_to_string (&deal);
  printf ("%s\n", text);

  return PERCH_CLI_EXIT_OK;
}

static void
print_help (FILE *out)
{
  fprintf (out,
           "Usage: perch-cli uluru COMMAND [OPTIONS...] [CARD...]\n"
           "\n"
           "Uluru: eight birds, a wish card each; find the placement with the fewest\n"
           "minus points.\n"
           "\n"
           "Commands:\n"
           "  solve    the best placement, its minus points and how many placements tie\n"
           "  score    the minus points of a given placement, card by card\n"
           "  explain  every conflict between the cards, and why the best is the best\n"
           "  deal     deal seeded random cards from a variant of the deck\n"
           "\n"
           "Cards (eight, in bird order white pink yellow orange red green blue black):\n"
           "  any boomerang solitary long short next:C opposite:C corner:C apart:C away:C\n"
           "  same:C contrary:C   (C a colour; join a bird's cards with '+')\n"
           "\n"
           "Run 'perch-cli uluru COMMAND --help' for a command's options.\n");
}

int
perch_cli_uluru (int    argc,
                 char **argv)
{
  static const PerchCliCommand commands[] = {
    { "solve", run_solve },
    { "score", run_score },
    { "explain", run_explain },
    { "deal", run_deal },
  };

  return perch_cli_dispatch ("uluru", print_help, commands, G_N_ELEMENTS (commands), argc, argv);
}

typedef struct
{
  double  median;
  double  p99;
  double  max;
  double  mean_penalty;
  double  mean_count;   /* optimal placements, or conflicts */
  guint   most;         /* the most conflicts */
} BenchRow;

static void
bench_row_times (BenchRow *row,
                 double   *times,
                 guint     n_deals)
{
  qsort (times, n_deals, sizeof (double), (GCompareFunc) perch_cli_compare_doubles);
  row->median = perch_cli_percentile (times, n_deals, 0.5);
  row->p99 = perch_cli_percentile (times, n_deals, 0.99);
  row->max = times[n_deals - 1];
}

/* Solves and explains every deal; FALSE (with a message) if the two disagree. */
static gboolean
bench_mode (PerchUluruMode     mode,
            PerchUluruVariant  variant,
            guint              n_expert,
            guint64            first_seed,
            guint              n_deals,
            BenchRow          *solve_row,
            BenchRow          *explain_row)
{
  g_autofree double *solve_times = g_new (double, n_deals);
  g_autofree double *explain_times = g_new (double, n_deals);
  double penalty_sum = 0, optimal_sum = 0, conflict_sum = 0;

  memset (explain_row, 0, sizeof *explain_row);
  for (guint i = 0; i < n_deals; i++)
    {
      g_autoptr(PerchUluruSolution) solution = NULL;
      g_autoptr(PerchUluruExplanation) explanation = NULL;
      PerchUluruDeal deal;
      gint64 start;

      perch_uluru_deal_random (variant, n_expert, first_seed + i, &deal);
      start = g_get_monotonic_time ();
      solution = perch_uluru_solve (&deal, mode, FALSE, NULL, NULL);
      solve_times[i] = perch_cli_elapsed_ms (start);
      start = g_get_monotonic_time ();
      explanation = perch_uluru_explain (&deal, mode, NULL, NULL);
      explain_times[i] = perch_cli_elapsed_ms (start);

      if (explanation->penalty != solution->penalty)
        {
          fprintf (stderr, "perch-cli bench uluru: seed %" G_GUINT64_FORMAT " (%s): the solver "
                   "finds %u minus points, the explanation %u\n", first_seed + i,
                   perch_uluru_mode_code (mode), solution->penalty, explanation->penalty);
          return FALSE;
        }
      penalty_sum += solution->penalty;
      optimal_sum += solution->n_optimal;
      conflict_sum += explanation->n_conflicts;
      explain_row->most = MAX (explain_row->most, explanation->n_conflicts);
    }

  bench_row_times (solve_row, solve_times, n_deals);
  solve_row->mean_penalty = penalty_sum / n_deals;
  solve_row->mean_count = optimal_sum / n_deals;
  bench_row_times (explain_row, explain_times, n_deals);
  explain_row->mean_penalty = penalty_sum / n_deals;
  explain_row->mean_count = conflict_sum / n_deals;

  return TRUE;
}

int
perch_cli_uluru_bench (int    argc,
                       char **argv)
{
  g_autofree char *variant_text = NULL;
  int n_deals = DEFAULT_BENCH_DEALS;
  gint64 first_seed = 1;
  GOptionEntry entries[] = {
    { "deals", 0, 0, G_OPTION_ARG_INT, &n_deals, "Deals per mode (default 1000)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &first_seed, "First seed (default 1)", "S" },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_text,
      "The deck, as for 'uluru deal' (default all)", "VARIANT" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("- time the Uluru solver");
  g_autoptr(GError) error = NULL;
  PerchUluruVariant variant = PERCH_ULURU_VARIANT_ALL;
  BenchRow solve_rows[2], explain_rows[2];
  guint n_expert = 0;

  g_option_context_set_summary (context, "Solves and explains N seeded deals in each mode "
                                "(counting the optimal placements;\nfinding every minimal "
                                "conflict) and prints the time per deal.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return perch_cli_usage_error ("bench uluru", "%s", error->message);
  if (n_deals < 1)
    return perch_cli_usage_error ("bench uluru", "--deals must be at least 1");
  if (first_seed < 0)
    return perch_cli_usage_error ("bench uluru", "--seed must not be negative");
  if (variant_text != NULL
      && !perch_uluru_variant_parse (variant_text, &variant, &n_expert, &error))
    return perch_cli_usage_error ("bench uluru", "%s", error->message);

  printf ("Uluru solver: %d seeded deals per mode (variant %s, seeds %" G_GINT64_FORMAT
          "..%" G_GINT64_FORMAT "), time per deal including the count of optimal placements\n",
          n_deals, variant_text != NULL ? variant_text : "all", first_seed,
          first_seed + n_deals - 1);
  printf ("%-11s %10s %10s %10s %13s %15s\n", "mode", "median ms", "p99 ms", "max ms",
          "mean minus", "mean optimal");
  for (PerchUluruMode mode = PERCH_ULURU_MODE_PARTIAL; mode <= PERCH_ULURU_MODE_ALL_PLACED;
       mode++)
    {
      if (!bench_mode (mode, variant, n_expert, first_seed, n_deals, &solve_rows[mode],
                       &explain_rows[mode]))
        return PERCH_CLI_EXIT_NO_ANSWER;
      printf ("%-11s %10.3f %10.3f %10.3f %13.2f %15.1f\n", perch_uluru_mode_code (mode),
              solve_rows[mode].median, solve_rows[mode].p99, solve_rows[mode].max,
              solve_rows[mode].mean_penalty, solve_rows[mode].mean_count);
      fflush (stdout);
    }

  printf ("Uluru explain: the same deals, time per deal for every minimal conflict and the "
          "optimum they explain\n");
  printf ("%-11s %10s %10s %10s %14s %14s\n", "mode", "median ms", "p99 ms", "max ms",
          "mean conflicts", "most conflicts");
  for (PerchUluruMode mode = PERCH_ULURU_MODE_PARTIAL; mode <= PERCH_ULURU_MODE_ALL_PLACED;
       mode++)
    printf ("%-11s %10.3f %10.3f %10.3f %14.2f %14u\n", perch_uluru_mode_code (mode),
            explain_rows[mode].median, explain_rows[mode].p99, explain_rows[mode].max,
            explain_rows[mode].mean_count, explain_rows[mode].most);

  return PERCH_CLI_EXIT_OK;
}
