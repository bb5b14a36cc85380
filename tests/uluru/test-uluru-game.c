/* test-uluru-game.c: the Uluru session: cards, play, undo and redo, the solver's answer,
 * and its saved text, including every kind of bad or cut-off text */
#include <string.h>

#include "perch-rng.h"
#include "perch-uluru-game.h"

#define RULE_SHEET "corner:white next:blue opposite:white same:pink corner:green apart:yellow " \
                   "away:pink contrary:orange"
/* The seed's second example: 264 optimal placements, 132 with every bird placed. */
#define SECOND_EXAMPLE "boomerang solitary long corner:orange corner:white opposite:white " \
                       "solitary next:orange"
/* The rule sheet's placement: it scores 2. */
static const guint rule_sheet_places[] = { 1, 8, 4, 6, 5, 3, 7, 2 };

static char *
deal_text (PerchUluruGame *game)
{
  return perch_uluru_deal_to_string (perch_uluru_game_get_deal (game));
}

static void
assert_deal (PerchUluruGame *game,
             const char     *expected)
{
  g_autofree char *text = deal_text (game);

  g_assert_cmpstr (text, ==, expected);
}

static void
assert_placement (const PerchUluruPlacement *placement,
                  const char                *expected)
{
  g_autofree char *text = perch_uluru_placement_to_string (placement);

  g_assert_cmpstr (text, ==, expected);
}

static gboolean
is_idle (gpointer data)
{
  return !perch_uluru_game_get_busy (data);
}

static gboolean
time_up (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until the solver is done (at most 10 s). */
static void
wait_for_solver (PerchUluruGame *game)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add (10000, time_up, &timed_out);

  while (!is_idle (game) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);
}

/* A new session with @cards, written as its saved text. */
static PerchUluruGame *
game_with (const char *cards)
{
  PerchUluruGame *game = perch_uluru_game_new ();
  g_autofree char *text = g_strdup_printf ("mode partial\nstart %s\n", cards);
  g_autoptr(GError) error = NULL;

  g_assert_true (perch_uluru_game_load (game, text, -1, &error));
  g_assert_no_error (error);
  return game;
}

static void
test_new (void)
{
  g_autoptr(PerchUluruGame) game = perch_uluru_game_new ();

  assert_deal (game, RULE_SHEET);
  g_assert_true (perch_uluru_game_is_complete (game));
  g_assert_cmpint (perch_uluru_game_get_phase (game), ==, PERCH_ULURU_PHASE_CARDS);
  g_assert_cmpint (perch_uluru_game_get_mode (game), ==, PERCH_ULURU_MODE_PARTIAL);
  assert_placement (perch_uluru_game_get_placement (game), "-,-,-,-,-,-,-,-");
  g_assert_false (perch_uluru_game_can_undo (game));
  g_assert_false (perch_uluru_game_can_redo (game));
  g_assert_null (perch_uluru_game_get_score (game));
  g_assert_null (perch_uluru_game_get_solution (game));
  g_assert_false (perch_uluru_game_get_busy (game));
}

/* Picking and taking away cards, dealing and clearing: each is one entry to undo. */
static void
test_cards_undo_redo (void)
{
  g_autoptr(PerchUluruGame) game = game_with ("- any any any any any any any");
  g_autoptr(PerchUluruGame) rule_sheet = game_with (RULE_SHEET);
  const PerchUluruDeal *deal = perch_uluru_game_get_deal (rule_sheet);
  PerchUluruCard long_side = { PERCH_ULURU_CARD_LONG, PERCH_ULURU_BLACK };
  PerchUluruCard next_red = { PERCH_ULURU_CARD_NEXT, PERCH_ULURU_RED };

  g_assert_false (perch_uluru_game_is_complete (game));
  /* A second card for a bird with none becomes its first; a colourless card names white. */
  g_assert_true (perch_uluru_game_set_card (game, PERCH_ULURU_WHITE, 1, &long_side));
  assert_deal (game, "long any any any any any any any");
  g_assert_true (perch_uluru_game_is_complete (game));
  g_assert_true (perch_uluru_game_set_card (game, PERCH_ULURU_WHITE, 1, &next_red));
  assert_deal (game, "long+next:red any any any any any any any");
  /* The same card again changes nothing and is no entry. */
  g_assert_false (perch_uluru_game_set_card (game, PERCH_ULURU_WHITE, 1, &next_red));
  g_assert_cmpuint (perch_uluru_game_get_n_moves (game), ==, 2);
  /* Taking the first card away moves the second up. */
  g_assert_true (perch_uluru_game_set_card (game, PERCH_ULURU_WHITE, 0, NULL));
  assert_deal (game, "next:red any any any any any any any");
  g_assert_false (perch_uluru_game_set_card (game, PERCH_ULURU_WHITE, 1, NULL));

  g_assert_true (perch_uluru_game_set_deal (game, deal));
  g_assert_false (perch_uluru_game_set_deal (game, deal));
  g_assert_true (perch_uluru_game_clear (game));
  assert_deal (game, "- - - - - - - -");
  g_assert_false (perch_uluru_game_clear (game));
  g_assert_cmpuint (perch_uluru_game_get_n_moves (game), ==, 5);

  /* Back through every entry, clearing and dealing included, and forward again. */
  g_assert_true (perch_uluru_game_undo (game));
  assert_deal (game, RULE_SHEET);
  g_assert_true (perch_uluru_game_undo (game));
  assert_deal (game, "next:red any any any any any any any");
  g_assert_true (perch_uluru_game_undo (game));
  g_assert_true (perch_uluru_game_undo (game));
  g_assert_true (perch_uluru_game_undo (game));
  assert_deal (game, "- any any any any any any any");
  g_assert_false (perch_uluru_game_undo (game));
  g_assert_true (perch_uluru_game_redo (game));
  assert_deal (game, "long any any any any any any any");
  g_assert_true (perch_uluru_game_can_redo (game));

  /* A new move after undo drops what could be redone. */
  g_assert_true (perch_uluru_game_deal_random (game, PERCH_ULURU_VARIANT_EXPERT, 8, 42));
  g_assert_false (perch_uluru_game_can_redo (game));
  g_assert_cmpuint (perch_uluru_game_get_n_moves (game), ==, 2);
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    g_assert_cmpuint (perch_uluru_game_get_deal (game)->wishes[b].n_cards, ==, 2);
}

static void
place_rule_sheet (PerchUluruGame *game)
{
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    g_assert_true (perch_uluru_game_move_bird (game, b, rule_sheet_places[b]));
}

/* Play: the birds start in the nest, a taken place swaps, Check scores, undo steps back. */
static void
test_play (void)
{
  g_autoptr(PerchUluruGame) game = game_with (RULE_SHEET);
  PerchUluruCard any = { PERCH_ULURU_CARD_ANY, PERCH_ULURU_WHITE };
  const PerchUluruScore *score;

  /* Birds move only in play. */
  g_assert_false (perch_uluru_game_move_bird (game, PERCH_ULURU_WHITE, 4));
  g_assert_false (perch_uluru_game_check (game));

  g_assert_true (perch_uluru_game_play (game));
  g_assert_cmpint (perch_uluru_game_get_phase (game), ==, PERCH_ULURU_PHASE_PLAYING);
  g_assert_false (perch_uluru_game_play (game));
  g_assert_true (perch_uluru_game_move_bird (game, PERCH_ULURU_WHITE, 4));
  g_assert_true (perch_uluru_game_move_bird (game, PERCH_ULURU_PINK, 6));
  assert_placement (perch_uluru_game_get_placement (game), "4,6,-,-,-,-,-,-");
  /* Onto a taken place: the two birds swap; to the nest: off the board. */
  g_assert_true (perch_uluru_game_move_bird (game, PERCH_ULURU_PINK, 4));
  assert_placement (perch_uluru_game_get_placement (game), "6,4,-,-,-,-,-,-");
  g_assert_true (perch_uluru_game_move_bird (game, PERCH_ULURU_PINK, PERCH_ULURU_OFF));
  assert_placement (perch_uluru_game_get_placement (game), "6,-,-,-,-,-,-,-");
  g_assert_false (perch_uluru_game_move_bird (game, PERCH_ULURU_PINK, PERCH_ULURU_OFF));
  g_assert_null (perch_uluru_game_get_score (game));

  place_rule_sheet (game);
  assert_placement (perch_uluru_game_get_played (game), "1,8,4,6,5,3,7,2");
  /* A new card in play keeps the game going. */
  g_assert_true (perch_uluru_game_set_card (game, PERCH_ULURU_WHITE, 1, &any));
  g_assert_cmpint (perch_uluru_game_get_phase (game), ==, PERCH_ULURU_PHASE_PLAYING);
  g_assert_true (perch_uluru_game_undo (game));

  g_assert_true (perch_uluru_game_check (game));
  g_assert_cmpint (perch_uluru_game_get_phase (game), ==, PERCH_ULURU_PHASE_CHECKED);
  score = perch_uluru_game_get_played_score (game);
  g_assert_nonnull (score);
  g_assert_cmpuint (score->total, ==, 2);
  g_assert_cmpuint (perch_uluru_game_get_score (game)->total, ==, 2);
  g_assert_false (perch_uluru_game_move_bird (game, PERCH_ULURU_WHITE, 3));
  /* Check asks for the best placement to compare; the board keeps the player's. */
  g_assert_true (perch_uluru_game_get_busy (game));
  wait_for_solver (game);
  g_assert_cmpuint (perch_uluru_game_get_solution (game)->penalty, ==, 1);
  assert_placement (perch_uluru_game_get_placement (game), "1,8,4,6,5,3,7,2");

  /* Undo: back in play, then the moves one by one. */
  g_assert_true (perch_uluru_game_undo (game));
  g_assert_cmpint (perch_uluru_game_get_phase (game), ==, PERCH_ULURU_PHASE_PLAYING);
  g_assert_null (perch_uluru_game_get_played_score (game));
  g_assert_true (perch_uluru_game_undo (game));
  assert_placement (perch_uluru_game_get_placement (game), "1,8,4,6,5,3,7,-");
  g_assert_true (perch_uluru_game_redo (game));
  g_assert_true (perch_uluru_game_redo (game));
  g_assert_cmpint (perch_uluru_game_get_phase (game), ==, PERCH_ULURU_PHASE_CHECKED);
  /* The answer was kept for the same cards: no second search. */
  g_assert_false (perch_uluru_game_get_busy (game));
  g_assert_nonnull (perch_uluru_game_get_solution (game));

  /* A new card after Check starts a new question: back to choosing cards. */
  g_assert_true (perch_uluru_game_set_card (game, PERCH_ULURU_WHITE, 0, &any));
  g_assert_cmpint (perch_uluru_game_get_phase (game), ==, PERCH_ULURU_PHASE_CARDS);
  assert_placement (perch_uluru_game_get_placement (game), "-,-,-,-,-,-,-,-");
  g_assert_null (perch_uluru_game_get_solution (game));

  /* Play needs a card for every bird. */
  g_assert_true (perch_uluru_game_clear (game));
  g_assert_false (perch_uluru_game_play (game));
}

static void
count_signal (gpointer data)
{
  (*(guint *) data)++;
}

/* Solve on the worker, browse, switch the mode, cancel. */
static void
test_solve (void)
{
  g_autoptr(PerchUluruGame) game = game_with (SECOND_EXAMPLE);
  const PerchUluruSolution *solution;
  const PerchUluruExplanation *explanation;
  guint n_changed = 0, n_placement = 0;

  g_signal_connect_swapped (game, "changed", G_CALLBACK (count_signal), &n_changed);
  g_signal_connect_swapped (game, "notify::placement", G_CALLBACK (count_signal),
                            &n_placement);

  perch_uluru_game_solve (game);
  g_assert_true (perch_uluru_game_get_showing_solution (game));
  g_assert_true (perch_uluru_game_get_busy (game));
  g_assert_cmpuint (n_changed, ==, 1);
  wait_for_solver (game);
  solution = perch_uluru_game_get_solution (game);
  g_assert_nonnull (solution);
  g_assert_cmpuint (solution->penalty, ==, 1);
  g_assert_cmpuint (solution->n_optimal, ==, 264);
  g_assert_cmpuint (n_placement, ==, 1);
  g_assert_cmpmem (perch_uluru_game_get_placement (game), sizeof (PerchUluruPlacement),
                   &g_array_index (solution->placements, PerchUluruPlacement, 0),
                   sizeof (PerchUluruPlacement));
  g_assert_cmpuint (perch_uluru_game_get_score (game)->total, ==, 1);

  /* The explanation comes with the answer: one conflict costs the point. */
  explanation = perch_uluru_game_get_explanation (game);
  g_assert_nonnull (explanation);
  g_assert_cmpuint (explanation->penalty, ==, 1);
  g_assert_cmpuint (explanation->n_conflicts, >=, 1);

  /* Browsing stops at the last one, and the saved text says which placement is shown. */
  perch_uluru_game_show_placement (game, 1000);
  g_assert_cmpuint (perch_uluru_game_get_solution_index (game), ==, 263);
  perch_uluru_game_show_placement (game, 1);
  g_assert_cmpuint (perch_uluru_game_get_solution_index (game), ==, 1);
  g_assert_cmpuint (n_changed, ==, 3);
  g_assert_cmpmem (perch_uluru_game_get_placement (game), sizeof (PerchUluruPlacement),
                   &g_array_index (solution->placements, PerchUluruPlacement, 1),
                   sizeof (PerchUluruPlacement));

  /* Another mode: the old answer stays on the board until the new one comes. */
  n_placement = 0;
  perch_uluru_game_set_mode (game, PERCH_ULURU_MODE_ALL_PLACED);
  g_assert_null (perch_uluru_game_get_solution (game));
  g_assert_true (perch_uluru_game_get_busy (game));
  g_assert_cmpuint (n_placement, ==, 0);
  wait_for_solver (game);
  solution = perch_uluru_game_get_solution (game);
  g_assert_cmpint (solution->mode, ==, PERCH_ULURU_MODE_ALL_PLACED);
  g_assert_cmpuint (solution->n_optimal, ==, 132);
  g_assert_cmpuint (perch_uluru_game_get_solution_index (game), ==, 0);

  /* Cancel: nothing is shown, and nothing is looked for until Solve. */
  perch_uluru_game_set_mode (game, PERCH_ULURU_MODE_PARTIAL);
  g_assert_true (perch_uluru_game_get_busy (game));
  perch_uluru_game_cancel (game);
  g_assert_false (perch_uluru_game_get_busy (game));
  g_assert_false (perch_uluru_game_get_showing_solution (game));
  g_assert_null (perch_uluru_game_get_score (game));
  assert_placement (perch_uluru_game_get_placement (game), "-,-,-,-,-,-,-,-");

  /* A new card drops the answer. */
  perch_uluru_game_solve (game);
  wait_for_solver (game);
  g_assert_true (perch_uluru_game_set_card (game, PERCH_ULURU_WHITE, 0,
                                            &(PerchUluruCard) { PERCH_ULURU_CARD_ANY, 0 }));
  g_assert_null (perch_uluru_game_get_solution (game));
  g_assert_null (perch_uluru_game_get_explanation (game));
  g_assert_false (perch_uluru_game_get_showing_solution (game));
  assert_placement (perch_uluru_game_get_placement (game), "-,-,-,-,-,-,-,-");

  /* Solving is no move: it is not undone, and Solve is not allowed in play. */
  g_assert_true (perch_uluru_game_play (game));
  perch_uluru_game_solve (game);
  g_assert_false (perch_uluru_game_get_showing_solution (game));
  g_assert_false (perch_uluru_game_get_busy (game));
}

/* Moves in notation: what is made is saved in the same words. */
static void
test_notation (void)
{
  g_autoptr(PerchUluruGame) game = game_with (RULE_SHEET);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  static const struct
  {
    const char *move;
    gint        code;
    const char *message;
  } bad[] = {
    { "", PERCH_ULURU_GAME_ERROR_INVALID, "no move" },
    { "fly white 3", PERCH_ULURU_GAME_ERROR_INVALID, "unknown move 'fly'" },
    { "move grey 3", PERCH_ULURU_GAME_ERROR_INVALID, "unknown bird 'grey'" },
    { "move white 9", PERCH_ULURU_GAME_ERROR_INVALID, "place '9' is not 1 to 8 or 'nest'" },
    { "move white", PERCH_ULURU_GAME_ERROR_INVALID, "'move' takes a bird and a place" },
    { "move  white 3", PERCH_ULURU_GAME_ERROR_INVALID, "column 5: words are separated" },
    { "card white 3 any", PERCH_ULURU_GAME_ERROR_INVALID, "card number '3' is not 1 or 2" },
    { "card white 1 near:red", PERCH_ULURU_GAME_ERROR_INVALID, "unknown card 'near:red'" },
    { "deal any any", PERCH_ULURU_GAME_ERROR_INVALID, "expected 8 cards" },
    { "deal any+any+any any any any any any any any", PERCH_ULURU_GAME_ERROR_INVALID,
      "white holds 3 cards; a bird holds at most 2 here" },
    { "check now", PERCH_ULURU_GAME_ERROR_INVALID, "'check' takes nothing after it" },
    { "play\n", PERCH_ULURU_GAME_ERROR_INVALID, "column 5: unexpected byte 0x0a" },
    { "move white 3", PERCH_ULURU_GAME_ERROR_NOT_ALLOWED, "birds move only in play" },
    { "check", PERCH_ULURU_GAME_ERROR_NOT_ALLOWED, "no placement to check" },
    { "card white 1 corner:white", PERCH_ULURU_GAME_ERROR_NOT_ALLOWED, "already holds" },
    { "card pink 2 -", PERCH_ULURU_GAME_ERROR_NOT_ALLOWED, "pink holds no card 2" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) bad_error = NULL;
      g_autofree char *escaped = g_strescape (bad[i].move, NULL);

      g_test_message ("move '%s'", escaped);
      g_assert_false (perch_uluru_game_perform (game, bad[i].move, &bad_error));
      g_assert_error (bad_error, PERCH_ULURU_GAME_ERROR, bad[i].code);
      g_assert_nonnull (strstr (bad_error->message, bad[i].message));
    }
  g_assert_cmpuint (perch_uluru_game_get_n_moves (game), ==, 0);

  g_assert_true (perch_uluru_game_perform (game, "card white 2 long", &error));
  g_assert_true (perch_uluru_game_perform (game, "play", &error));
  g_assert_true (perch_uluru_game_perform (game, "move black 2", &error));
  g_assert_true (perch_uluru_game_perform (game, "move black nest", &error));
  g_assert_true (perch_uluru_game_perform (game, "check", &error));
  g_assert_true (perch_uluru_game_perform (game, "clear", &error));
  g_assert_true (perch_uluru_game_perform (game, "deal long+next:red - any any any any any any",
                                           &error));
  g_assert_no_error (error);
  assert_deal (game, "long+next:red - any any any any any any");

  text = perch_uluru_game_save (game);
  g_assert_cmpstr (text, ==,
                   "mode partial\n"
                   "start " RULE_SHEET "\n"
                   "card white 2 long\n"
                   "play\n"
                   "move black 2\n"
                   "move black nest\n"
                   "check\n"
                   "clear\n"
                   "deal long+next:red - any any any any any any\n");
}

/* A session with every kind of move, some undone, the answer shown. */
static PerchUluruGame *
rich_game (void)
{
  PerchUluruGame *game = game_with (RULE_SHEET);
  PerchUluruCard long_side = { PERCH_ULURU_CARD_LONG, 0 };

  perch_uluru_game_set_mode (game, PERCH_ULURU_MODE_ALL_PLACED);
  g_assert_true (perch_uluru_game_set_card (game, PERCH_ULURU_RED, 1, &long_side));
  g_assert_true (perch_uluru_game_deal_random (game, PERCH_ULURU_VARIANT_FIRST, 0, 7));
  g_assert_true (perch_uluru_game_clear (game));
  g_assert_true (perch_uluru_game_undo (game));
  g_assert_true (perch_uluru_game_undo (game));
  g_assert_true (perch_uluru_game_play (game));
  place_rule_sheet (game);
  g_assert_true (perch_uluru_game_check (game));
  wait_for_solver (game);
  g_assert_true (perch_uluru_game_undo (game));
  g_assert_true (perch_uluru_game_undo (game));
  g_assert_true (perch_uluru_game_undo (game));
  g_assert_true (perch_uluru_game_redo (game));
  g_assert_true (perch_uluru_game_redo (game));
  g_assert_true (perch_uluru_game_redo (game));
  perch_uluru_game_solve (game);
  wait_for_solver (game);
  perch_uluru_game_show_placement (game, 3);
  g_assert_true (perch_uluru_game_undo (game));
  g_assert_true (perch_uluru_game_redo (game));
  perch_uluru_game_solve (game);
  wait_for_solver (game);
  perch_uluru_game_show_placement (game, 1);

  return game;
}

/* Save, load into a new session: the same text, the same states all along the history,
 * and the same answer on the board once the solver has run again. */
static void
test_round_trip (void)
{
  g_autoptr(PerchUluruGame) game = rich_game ();
  g_autoptr(PerchUluruGame) loaded = perch_uluru_game_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = perch_uluru_game_save (game);
  g_autofree char *again = NULL;
  guint n_changed = 0;

  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "\nsolution 2\n"));
  g_signal_connect_swapped (loaded, "changed", G_CALLBACK (count_signal), &n_changed);
  g_assert_true (perch_uluru_game_load (loaded, text, -1, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_changed, ==, 1);
  again = perch_uluru_game_save (loaded);
  g_assert_cmpstr (again, ==, text);

  /* Loading starts no thread: the answer is looked for once the main loop runs. */
  g_assert_true (perch_uluru_game_get_busy (loaded));
  g_assert_null (perch_uluru_game_get_solution (loaded));
  wait_for_solver (loaded);
  g_assert_cmpuint (perch_uluru_game_get_solution_index (loaded), ==, 1);
  g_assert_cmpmem (perch_uluru_game_get_placement (loaded), sizeof (PerchUluruPlacement),
                   perch_uluru_game_get_placement (game), sizeof (PerchUluruPlacement));
  g_assert_cmpint (perch_uluru_game_get_mode (loaded), ==, PERCH_ULURU_MODE_ALL_PLACED);
  g_assert_cmpuint (perch_uluru_game_get_position (loaded), ==,
                    perch_uluru_game_get_position (game));

  /* Every state along the history, back to the start and forward to the end. */
  while (perch_uluru_game_can_redo (game))
    {
      g_assert_true (perch_uluru_game_redo (game));
      g_assert_true (perch_uluru_game_redo (loaded));
    }
  g_assert_false (perch_uluru_game_can_redo (loaded));
  do
    {
      g_autofree char *a = deal_text (game);
      g_autofree char *b = deal_text (loaded);

      g_assert_cmpstr (a, ==, b);
      g_assert_cmpint (perch_uluru_game_get_phase (game), ==,
                       perch_uluru_game_get_phase (loaded));
      g_assert_cmpmem (perch_uluru_game_get_played (game), sizeof (PerchUluruPlacement),
                       perch_uluru_game_get_played (loaded), sizeof (PerchUluruPlacement));
      g_assert_cmpint (perch_uluru_game_can_undo (game), ==,
                       perch_uluru_game_can_undo (loaded));
    }
  while (perch_uluru_game_undo (game) && perch_uluru_game_undo (loaded));
  assert_deal (loaded, RULE_SHEET);
}

/* Every load leaves a session whose own text reads back whole and the same. */
static void
assert_consistent (PerchUluruGame *game)
{
  g_autoptr(PerchUluruGame) copy = perch_uluru_game_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = perch_uluru_game_save (game);
  g_autofree char *again = NULL;

  g_assert_true (perch_uluru_game_load (copy, text, -1, &error));
  g_assert_no_error (error);
  again = perch_uluru_game_save (copy);
  g_assert_cmpstr (again, ==, text);
}

/* Bad lines: the session keeps what comes before, and the error names the line. */
static void
test_bad_input (void)
{
  static const struct
  {
    const char *text;
    const char *message;    /* the start of the error */
    int         n_moves;    /* kept; -1: the session is left as it was */
    guint       position;
  } cases[] = {
    { "", "no 'mode' line", -1, 0 },
    { "mode partial\n", "no 'start' line", -1, 0 },
    { "mode sometimes\nstart " RULE_SHEET "\n", "line 1: unknown mode 'sometimes'", -1, 0 },
    { "start " RULE_SHEET "\n", "line 1: expected 'mode partial'", -1, 0 },
    { "mode partial\nstart any any\n", "line 2: expected 8 cards", -1, 0 },
    { "mode partial\nstart " RULE_SHEET "\nplay\nmove white 1\nmove white 12\nmove pink 2\n",
      "line 5: place '12' is not 1 to 8", 2, 2 },
    { "mode partial\nstart " RULE_SHEET "\nmove white 1\n",
      "line 3: birds move only in play", 0, 0 },
    { "mode partial\nstart " RULE_SHEET "\nclear\nplay\n",
      "line 4: every bird needs a card before play", 1, 1 },
    { "mode partial\nstart " RULE_SHEET "\nclear\nundone 2\n",
      "line 4: 'undone 2': not a number from 1 to the 1 moves above", 1, 1 },
    { "mode partial\nstart " RULE_SHEET "\nclear\nclear\n",
      "line 4: the birds already hold these cards", 1, 1 },
    { "mode partial\nstart " RULE_SHEET "\nplay\nsolution 1\n",
      "line 4: no solution is shown in play", 1, 1 },
    { "mode partial\nstart " RULE_SHEET "\nplay\nclear\nundone 1\nplay\n",
      "line 6: expected 'solution' or the end", 2, 1 },
    { "mode partial\nstart " RULE_SHEET "\nsolution 0\n",
      "line 3: 'solution 0': not a placement number", 0, 0 },
    { "mode partial\nstart " RULE_SHEET "\nsolution 3\nclear\n",
      "line 4: expected the end after 'solution'", 0, 0 },
    { "mode partial\nstart " RULE_SHEET "\nclear\r\n", "line 3: column 6: unexpected byte 0x0d",
      0, 0 },
    { "mode partial\nstart " RULE_SHEET "\nplay\n\xc3\xa9\n", "line 4: column 1: unexpected byte",
      1, 1 },
    { "mode partial\nstart " RULE_SHEET "\n clear\n", "line 3: column 1: words are separated",
      0, 0 },
    { "mode partial\nstart " RULE_SHEET " play 1,1,-,-,-,-,-,-\n",
      "line 2: placement: place 1 is used twice, by white and pink", -1, 0 },
    { "mode partial\nstart " RULE_SHEET " dance 1,2,-,-,-,-,-,-\n",
      "line 2: after the cards, expected 'play' or 'checked' and a placement, found 'dance'",
      -1, 0 },
    { "mode partial\nstart " RULE_SHEET " play 1,2,-,-,-,-,-,-\ncheck\nmove white 2\n",
      "line 4: birds move only in play", 1, 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(PerchUluruGame) game = perch_uluru_game_new ();
      g_autoptr(GError) error = NULL;
      g_autofree char *before = NULL;
      g_autofree char *after = NULL;
      g_autofree char *escaped = g_strescape (cases[i].text, NULL);

      g_test_message ("case %u: %s", i, escaped);
      g_assert_true (perch_uluru_game_play (game));
      before = perch_uluru_game_save (game);
      g_assert_false (perch_uluru_game_load (game, cases[i].text, -1, &error));
      g_assert_nonnull (error);
      g_test_message ("error: %s", error->message);
      g_assert_true (g_str_has_prefix (error->message, cases[i].message));
      after = perch_uluru_game_save (game);
      if (cases[i].n_moves < 0)
        g_assert_cmpstr (after, ==, before);
      else
        {
          g_assert_cmpuint (perch_uluru_game_get_n_moves (game), ==, cases[i].n_moves);
          g_assert_cmpuint (perch_uluru_game_get_position (game), ==, cases[i].position);
        }
      assert_consistent (game);
    }
}

/* Sizes are checked before any work: long lines, a NUL, too many moves, too much text. */
static void
test_sizes (void)
{
  g_autoptr(PerchUluruGame) game = perch_uluru_game_new ();
  g_autoptr(GError) error = NULL;
  GString *text = g_string_new ("mode partial\nstart " RULE_SHEET "\n");
  g_autofree char *huge = NULL;
  static const char with_nul[] = "mode partial\nstart " RULE_SHEET "\nplay\0\n";

  /* A NUL inside the given length. */
  g_assert_false (perch_uluru_game_load (game, with_nul, sizeof with_nul - 1, &error));
  g_assert_cmpstr (error->message, ==, "line 3: column 5: unexpected byte 0x00");
  g_clear_error (&error);

  /* One long line of '+' (a wish with a million cards is never split). */
  huge = g_strnfill (1000000, '+');
  g_string_append_printf (text, "deal %s\n", huge);
  g_assert_false (perch_uluru_game_load (game, text->str, text->len, &error));
  g_assert_cmpstr (error->message, ==,
                   "line 3: column 401: the line is too long (at most 400 characters)");
  g_clear_error (&error);

  /* More moves than a session keeps: the first ones are. */
  g_string_truncate (text, strlen ("mode partial\nstart " RULE_SHEET "\n"));
  for (guint i = 0; i <= PERCH_ULURU_GAME_MAX_MOVES; i++)
    g_string_append (text, i % 2 == 0 ? "card white 1 any\n" : "card white 1 long\n");
  g_assert_false (perch_uluru_game_load (game, text->str, text->len, &error));
  g_assert_error (error, PERCH_ULURU_GAME_ERROR, PERCH_ULURU_GAME_ERROR_TOO_LARGE);
  g_assert_cmpuint (perch_uluru_game_get_n_moves (game), ==, PERCH_ULURU_GAME_MAX_MOVES);
  g_clear_error (&error);

  /* Too much text is refused before it is read. */
  while (text->len <= PERCH_ULURU_GAME_MAX_TEXT)
    g_string_append (text, "clear\n");
  perch_uluru_game_reset (game, perch_uluru_game_get_deal (game));
  g_assert_false (perch_uluru_game_load (game, text->str, text->len, &error));
  g_assert_error (error, PERCH_ULURU_GAME_ERROR, PERCH_ULURU_GAME_ERROR_TOO_LARGE);
  g_assert_cmpuint (perch_uluru_game_get_n_moves (game), ==, 0);

  g_string_free (text, TRUE);
}

/* A history that grows past the most a text may hold loses its oldest moves; the state
 * they led to (here in play) becomes the start, and the text still loads whole. */
static void
test_long_history (void)
{
  g_autoptr(PerchUluruGame) game = game_with (RULE_SHEET);
  g_autoptr(PerchUluruGame) loaded = perch_uluru_game_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  guint n_undone = 0;

  g_assert_true (perch_uluru_game_play (game));
  g_assert_true (perch_uluru_game_move_bird (game, PERCH_ULURU_PINK, 8));
  for (guint i = 0; i < PERCH_ULURU_GAME_MAX_MOVES + 5; i++)
    g_assert_true (perch_uluru_game_move_bird (game, PERCH_ULURU_WHITE, 1 + i % 2));
  g_assert_cmpuint (perch_uluru_game_get_n_moves (game), <=, PERCH_ULURU_GAME_MAX_MOVES);
  g_assert_cmpuint (perch_uluru_game_get_n_moves (game), >=, PERCH_ULURU_GAME_MAX_MOVES * 9 / 10);
  g_assert_cmpuint (perch_uluru_game_get_position (game), ==,
                    perch_uluru_game_get_n_moves (game));
  assert_placement (perch_uluru_game_get_played (game), "1,8,-,-,-,-,-,-");

  text = perch_uluru_game_save (game);
  g_assert_true (g_str_has_prefix (text, "mode partial\nstart " RULE_SHEET " play "));
  g_assert_true (perch_uluru_game_load (loaded, text, -1, &error));
  g_assert_no_error (error);
  again = perch_uluru_game_save (loaded);
  g_assert_cmpstr (again, ==, text);

  while (perch_uluru_game_undo (loaded))
    n_undone++;
  g_assert_cmpuint (n_undone, ==, perch_uluru_game_get_n_moves (game));
  g_assert_cmpint (perch_uluru_game_get_phase (loaded), ==, PERCH_ULURU_PHASE_PLAYING);
  g_assert_cmpuint (perch_uluru_game_get_played (loaded)->place[PERCH_ULURU_PINK], ==, 8);
}

/* Every cut of a valid text loads what comes before the cut, and never more. */
static void
test_truncated (void)
{
  g_autoptr(PerchUluruGame) game = rich_game ();
  g_autofree char *text = perch_uluru_game_save (game);
  gsize length = strlen (text);
  guint complete_lines = 0;

  for (gsize cut = 0; cut <= length; cut++)
    {
      g_autoptr(PerchUluruGame) loaded = perch_uluru_game_new ();
      g_autoptr(GError) error = NULL;
      gboolean ok = perch_uluru_game_load (loaded, text, cut, &error);

      if (cut > 0 && text[cut - 1] == '\n')
        complete_lines++;
      /* After two complete lines, each complete move line is kept. */
      if (complete_lines >= 2 && (cut == length || text[cut - 1] == '\n'))
        {
          g_autofree char *saved = perch_uluru_game_save (loaded);
          guint expected_moves = MIN (complete_lines - 2,
                                      perch_uluru_game_get_n_moves (game));

          g_assert_no_error (error);
          g_assert_true (ok);
          g_assert_cmpuint (perch_uluru_game_get_n_moves (loaded), ==, expected_moves);
          if (cut == length)
            g_assert_cmpstr (saved, ==, text);
        }
      assert_consistent (loaded);
    }
}

/* Random bytes and random changes to a valid text: never a crash, always a session
 * whose own text reads back. */
static void
test_random_input (void)
{
  g_autoptr(PerchUluruGame) rich = rich_game ();
  g_autofree char *valid = perch_uluru_game_save (rich);
  gsize valid_length = strlen (valid);
  PerchRng rng;

  perch_rng_init (&rng, 11);
  for (guint round = 0; round < 400; round++)
    {
      g_autoptr(PerchUluruGame) game = perch_uluru_game_new ();
      g_autoptr(GError) error = NULL;
      gsize length;
      char *bytes;

      if (round % 2 == 0)
        {
          length = perch_rng_uniform (&rng, 600);
          bytes = g_malloc (length + 1);
          for (gsize i = 0; i < length; i++)
            bytes[i] = (char) perch_rng_uniform (&rng, 256);
        }
      else
        {
          length = valid_length;
          bytes = g_memdup2 (valid, length + 1);
          for (guint flips = 1 + perch_rng_uniform (&rng, 4); flips > 0; flips--)
            bytes[perch_rng_uniform (&rng, length)] = (char) perch_rng_uniform (&rng, 128);
        }
      perch_uluru_game_load (game, bytes, length, &error);
      assert_consistent (game);
      g_free (bytes);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/uluru/game/new", test_new);
  g_test_add_func ("/uluru/game/cards-undo-redo", test_cards_undo_redo);
  g_test_add_func ("/uluru/game/play", test_play);
  g_test_add_func ("/uluru/game/solve", test_solve);
  g_test_add_func ("/uluru/game/notation", test_notation);
  g_test_add_func ("/uluru/game/round-trip", test_round_trip);
  g_test_add_func ("/uluru/game/bad-input", test_bad_input);
  g_test_add_func ("/uluru/game/sizes", test_sizes);
  g_test_add_func ("/uluru/game/long-history", test_long_history);
  g_test_add_func ("/uluru/game/truncated", test_truncated);
  g_test_add_func ("/uluru/game/random-input", test_random_input);

  return g_test_run ();
}
