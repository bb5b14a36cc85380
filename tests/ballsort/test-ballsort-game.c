/* test-ballsort-game.c: a Ball Sort game's history (restart included), the solution it
 * follows, its hint, and its saved text: round trips, bad lines, truncated and random input */
#include <string.h>

#include "perch-ballsort-game.h"
#include "perch-ballsort-solver.h"

#define FIRST_STEPS "re re bl bl | bl bl re re | -"
#define STUCK       "a b c | c b a | b a | c"   /* no solution, one legal move */

static PerchBallsortLevel *
parse_ok (const char *text)
{
  g_autoptr(GError) error = NULL;
  PerchBallsortLevel *level = perch_ballsort_level_parse (text, NULL, &error);

  g_assert_no_error (error);
  return level;
}

static PerchBallsortGame *
game_of (const char *text)
{
  PerchBallsortGame *game = perch_ballsort_game_new ();
  g_autoptr(PerchBallsortLevel) level = parse_ok (text);

  perch_ballsort_game_start (game, level, PERCH_BALLSORT_SOURCE_TYPED, NULL);
  return game;
}

static void
play (PerchBallsortGame *game,
      const char        *moves)
{
  g_auto(GStrv) list = g_strsplit (moves, " ", -1);

  for (guint i = 0; list[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;

      perch_ballsort_game_play_notation (game, list[i], &error);
      g_assert_no_error (error);
    }
}

static char *
position (PerchBallsortGame *game)
{
  return perch_ballsort_level_to_string (perch_ballsort_game_get_level (game));
}

static void
assert_position (PerchBallsortGame *game,
                 const char        *expected)
{
  g_autofree char *text = position (game);

  g_assert_cmpstr (text, ==, expected);
}

static void
count_signal (gpointer  object,
              guint    *count)
{
  (*count)++;
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

/* Undo and redo walk the history; a restart is one more entry of it. */
static void
test_undo_redo_restart (void)
{
  g_autoptr(PerchBallsortGame) game = game_of (FIRST_STEPS);
  PerchBallsortMove move;
  guint amount;

  g_assert_false (perch_ballsort_game_can_undo (game));
  g_assert_false (perch_ballsort_game_can_restart (game));
  g_assert_false (perch_ballsort_game_restart (game));

  play (game, "1>3 1>3");
  assert_position (game, "bl bl | bl bl re re | re re");
  g_assert_cmpuint (perch_ballsort_game_get_moves (game), ==, 2);
  g_assert_true (perch_ballsort_game_get_last_move (game, &move, &amount));
  g_assert_cmpuint (move.from, ==, 0);
  g_assert_cmpuint (move.to, ==, 2);
  g_assert_cmpuint (amount, ==, 1);

  /* An illegal move is refused and changes nothing. */
  move = (PerchBallsortMove) { 1, 2 };
  g_assert_cmpint (perch_ballsort_game_play (game, move), ==,
                   PERCH_BALLSORT_VERDICT_COLOUR_MISMATCH);
  g_assert_cmpuint (perch_ballsort_game_get_moves (game), ==, 2);

  g_assert_true (perch_ballsort_game_restart (game));
  assert_position (game, FIRST_STEPS);
  g_assert_cmpuint (perch_ballsort_game_get_moves (game), ==, 0);
  g_assert_false (perch_ballsort_game_get_last_move (game, &move, &amount));
  g_assert_false (perch_ballsort_game_can_restart (game));

  /* Undo brings back what the restart left. */
  g_assert_true (perch_ballsort_game_undo (game));
  assert_position (game, "bl bl | bl bl re re | re re");
  g_assert_cmpuint (perch_ballsort_game_get_moves (game), ==, 2);
  g_assert_true (perch_ballsort_game_undo (game));
  assert_position (game, "re bl bl | bl bl re re | re");
  /* Undo animates the move backwards. */
  g_assert_true (perch_ballsort_game_get_last_move (game, &move, &amount));
  g_assert_cmpuint (move.from, ==, 2);
  g_assert_cmpuint (move.to, ==, 0);

  g_assert_true (perch_ballsort_game_redo (game));
  g_assert_true (perch_ballsort_game_redo (game));
  assert_position (game, FIRST_STEPS);
  g_assert_false (perch_ballsort_game_can_redo (game));

  /* A new move after an undo drops what could be redone. */
  g_assert_true (perch_ballsort_game_undo (game));
  g_assert_true (perch_ballsort_game_undo (game));
  play (game, "3>1");
  g_assert_false (perch_ballsort_game_can_redo (game));
  assert_position (game, FIRST_STEPS);
  g_assert_cmpuint (perch_ballsort_game_get_moves (game), ==, 2);
}

/* Water rules pour the whole run; the count of balls is what the board animates. */
static void
test_water (void)
{
  g_autoptr(PerchBallsortGame) game = game_of (FIRST_STEPS);
  PerchBallsortMove move;
  guint amount;

  g_assert_cmpuint (perch_ballsort_game_lift_count (game, 0), ==, 1);
  g_assert_cmpuint (perch_ballsort_game_lift_count (game, 2), ==, 0);
  perch_ballsort_game_set_model (game, PERCH_BALLSORT_MODEL_WATER);
  g_assert_cmpuint (perch_ballsort_game_lift_count (game, 0), ==, 2);
  play (game, "1>3");
  assert_position (game, "bl bl | bl bl re re | re re");
  g_assert_true (perch_ballsort_game_get_last_move (game, &move, &amount));
  g_assert_cmpuint (amount, ==, 2);
  g_assert_cmpuint (perch_ballsort_game_get_moves (game), ==, 1);
}

static PerchBallsortResult *
solve (PerchBallsortGame *game)
{
  g_autoptr(GError) error = NULL;
  PerchBallsortResult *result = perch_ballsort_solve (perch_ballsort_game_get_level (game),
                                                      perch_ballsort_game_get_model (game),
                                                      64 * 1024 * 1024, NULL, &error);

  g_assert_no_error (error);
  return result;
}

/* A solution is followed while the player plays its moves, stepped through and
 * sought; another move drops it. */
static void
test_follow_solution (void)
{
  g_autoptr(PerchBallsortGame) game = game_of (FIRST_STEPS);
  g_autoptr(PerchBallsortResult) result = solve (game);
  g_autoptr(PerchBallsortLevel) other = parse_ok ("bl bl re re | re re bl bl | -");
  PerchBallsortMove hint;
  guint changed = 0;

  g_signal_connect (game, "changed", G_CALLBACK (count_signal), &changed);

  /* An answer for another position is not taken. */
  g_assert_false (perch_ballsort_game_take_solution (game, other, result));
  g_assert_false (perch_ballsort_game_has_solution (game));
  g_assert_cmpuint (changed, ==, 0);

  g_assert_true (perch_ballsort_game_take_solution (game, perch_ballsort_game_get_level (game),
                                                    result));
  g_assert_cmpuint (changed, ==, 1);
  g_assert_cmpuint (perch_ballsort_game_get_solution_length (game), ==, 6);
  g_assert_true (perch_ballsort_game_get_solution_optimal (game));
  g_assert_cmpuint (perch_ballsort_game_get_solution_position (game), ==, 0);
  /* Its next move is pointed at. */
  g_assert_true (perch_ballsort_game_get_hint (game, &hint));
  g_assert_cmpuint (hint.from, ==, 0);
  g_assert_cmpuint (hint.to, ==, 2);

  /* The player plays the next move: the solution follows. */
  play (game, "1>3");
  g_assert_cmpuint (perch_ballsort_game_get_solution_position (game), ==, 1);
  g_assert_cmpuint (changed, ==, 2);

  /* Clearing the hint is one change; clearing it again is none. */
  perch_ballsort_game_clear_hint (game);
  g_assert_false (perch_ballsort_game_get_hint (game, &hint));
  perch_ballsort_game_clear_hint (game);
  g_assert_cmpuint (changed, ==, 3);
  g_assert_true (perch_ballsort_game_hint_from_solution (game));
  g_assert_true (perch_ballsort_game_get_hint (game, &hint));

  /* Step forwards twice, back once (undo is the same), then to the end. */
  g_assert_true (perch_ballsort_game_step_solution (game));
  g_assert_true (perch_ballsort_game_step_solution (game));
  g_assert_cmpuint (perch_ballsort_game_get_solution_position (game), ==, 3);
  g_assert_true (perch_ballsort_game_step_solution_back (game));
  g_assert_cmpuint (perch_ballsort_game_get_solution_position (game), ==, 2);
  g_assert_cmpuint (perch_ballsort_game_get_moves (game), ==, 2);
  /* Forwards again reuses the history (redo), then plays the solution's moves. */
  g_assert_true (perch_ballsort_game_seek_solution (game, 6));
  g_assert_true (perch_ballsort_game_is_solved (game));
  g_assert_cmpuint (perch_ballsort_game_get_moves (game), ==, 6);
  g_assert_false (perch_ballsort_game_get_hint (game, &hint));
  g_assert_false (perch_ballsort_game_step_solution (game));

  /* Back to the start of the solution and forwards by undo and redo. */
  g_assert_true (perch_ballsort_game_seek_solution (game, 0));
  assert_position (game, FIRST_STEPS);
  g_assert_true (perch_ballsort_game_redo (game));
  g_assert_cmpuint (perch_ballsort_game_get_solution_position (game), ==, 1);

  /* Undo to where it was found keeps it. */
  g_assert_true (perch_ballsort_game_undo (game));
  g_assert_true (perch_ballsort_game_has_solution (game));
  g_assert_cmpuint (perch_ballsort_game_get_solution_position (game), ==, 0);

  /* A move off the solution drops it. */
  play (game, "1>3 3>1");
  g_assert_false (perch_ballsort_game_has_solution (game));
  g_assert_false (perch_ballsort_game_get_hint (game, &hint));

  /* So does a change of rules. */
  perch_ballsort_game_restart (game);
  g_clear_pointer (&result, perch_ballsort_result_free);
  result = solve (game);
  g_assert_true (perch_ballsort_game_take_solution (game, perch_ballsort_game_get_level (game),
                                                    result));
  perch_ballsort_game_set_model (game, PERCH_BALLSORT_MODEL_WATER);
  g_assert_false (perch_ballsort_game_has_solution (game));
}

static void
test_solved_signal (void)
{
  g_autoptr(PerchBallsortGame) game = game_of ("a a b | b b a | -");
  guint solved = 0;

  g_signal_connect (game, "solved", G_CALLBACK (count_signal), &solved);
  play (game, "1>3 1>3 2>1 2>1 3>2");
  g_assert_cmpuint (solved, ==, 0);
  play (game, "3>2");
  g_assert_true (perch_ballsort_game_is_solved (game));
  g_assert_cmpuint (solved, ==, 1);
  /* Undo and redo are not a new success. */
  perch_ballsort_game_undo (game);
  perch_ballsort_game_redo (game);
  g_assert_cmpuint (solved, ==, 1);
}

/* A hint search answers with a move, or says there is none. */
static void
test_hint_and_finding (void)
{
  g_autoptr(PerchBallsortGame) game = game_of (FIRST_STEPS);
  g_autoptr(PerchBallsortResult) result = solve (game);
  g_autoptr(PerchBallsortGame) stuck = game_of (STUCK);
  g_autoptr(PerchBallsortResult) none = solve (stuck);
  PerchBallsortMove hint;

  g_assert_false (perch_ballsort_game_hint_from_solution (game));
  g_assert_true (perch_ballsort_game_take_hint (game, perch_ballsort_game_get_level (game),
                                                result));
  g_assert_true (perch_ballsort_game_get_hint (game, &hint));
  g_assert_cmpuint (hint.from, ==, 0);
  g_assert_false (perch_ballsort_game_has_solution (game));
  play (game, "1>3");
  g_assert_false (perch_ballsort_game_get_hint (game, &hint));

  g_assert_cmpint (none->status, ==, PERCH_BALLSORT_STATUS_UNSOLVABLE);
  g_assert_true (perch_ballsort_game_take_hint (stuck, perch_ballsort_game_get_level (stuck),
                                                none));
  g_assert_cmpint (perch_ballsort_game_get_finding (stuck), ==,
                   PERCH_BALLSORT_FINDING_UNSOLVABLE);
  /* The finding is about that position: it comes back with it. */
  play (stuck, "2>4");
  g_assert_cmpint (perch_ballsort_game_get_finding (stuck), ==, PERCH_BALLSORT_FINDING_NONE);
  perch_ballsort_game_undo (stuck);
  g_assert_cmpint (perch_ballsort_game_get_finding (stuck), ==,
                   PERCH_BALLSORT_FINDING_UNSOLVABLE);
}

/* A game with everything in it: a position before the history, moves under
 * both rules, a restart, an undo, a solution being followed and its hint. */
static PerchBallsortGame *
rich_game (void)
{
  PerchBallsortGame *game = perch_ballsort_game_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(PerchBallsortResult) result = NULL;

  g_assert_true (perch_ballsort_game_restore_position (game, FIRST_STEPS,
                                                       "re bl bl | bl bl re re | re", 7,
                                                       PERCH_BALLSORT_SOURCE_NAMED, "My Level",
                                                       &error));
  g_assert_no_error (error);
  play (game, "3>1");
  perch_ballsort_game_set_model (game, PERCH_BALLSORT_MODEL_WATER);
  play (game, "1>3");
  perch_ballsort_game_restart (game);
  play (game, "1>3 2>1");
  perch_ballsort_game_undo (game);
  result = solve (game);
  g_assert_true (perch_ballsort_game_take_solution (game, perch_ballsort_game_get_level (game),
                                                    result));
  return game;
}

static void
test_save_load_round_trip (void)
{
  g_autoptr(PerchBallsortGame) game = rich_game ();
  g_autoptr(PerchBallsortGame) copy = perch_ballsort_game_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = perch_ballsort_game_save (game);
  g_autofree char *again = NULL;
  guint notified = 0;

  g_test_message ("%s", text);
  g_assert_true (g_str_has_prefix (text, "level " FIRST_STEPS "\nsource named My Level\n"
                                   "from 7 re bl bl | bl bl re re | re\nrules ball\n3>1\n"
                                   "rules water\n1>3\nrestart\n1>3\n2>1\nat 4\nsolution 4 "));

  g_signal_connect (copy, "notify::level", G_CALLBACK (count_notify), &notified);
  g_assert_true (perch_ballsort_game_load (copy, text, -1, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (notified, ==, 1);
  again = perch_ballsort_game_save (copy);
  g_assert_cmpstr (again, ==, text);

  g_assert_cmpint (perch_ballsort_game_get_source (copy), ==, PERCH_BALLSORT_SOURCE_NAMED);
  g_assert_cmpstr (perch_ballsort_game_get_name (copy), ==, "My Level");
  g_assert_cmpint (perch_ballsort_game_get_model (copy), ==, PERCH_BALLSORT_MODEL_WATER);
  g_assert_cmpuint (perch_ballsort_game_get_moves (copy), ==, 1);
  g_assert_true (perch_ballsort_game_can_redo (copy));
  g_assert_true (perch_ballsort_game_has_solution (copy));
  g_assert_cmpuint (perch_ballsort_game_get_solution_length (copy), ==,
                    perch_ballsort_game_get_solution_length (game));

  /* Undo goes back over the restart and to the position the history began at. */
  for (guint i = 0; i < 4; i++)
    g_assert_true (perch_ballsort_game_undo (copy));
  g_assert_false (perch_ballsort_game_can_undo (copy));
  assert_position (copy, "re bl bl | bl bl re re | re");
  g_assert_cmpuint (perch_ballsort_game_get_moves (copy), ==, 7);
  g_assert_true (perch_ballsort_game_redo (copy));
  g_assert_cmpuint (perch_ballsort_game_get_moves (copy), ==, 8);
}

static void
test_save_load_hint_and_finding (void)
{
  g_autoptr(PerchBallsortGame) stuck = game_of (STUCK);
  g_autoptr(PerchBallsortResult) none = solve (stuck);
  g_autoptr(PerchBallsortGame) copy = perch_ballsort_game_new ();
  g_autoptr(PerchBallsortGame) game = game_of (FIRST_STEPS);
  g_autoptr(PerchBallsortResult) result = solve (game);
  g_autofree char *text = NULL;
  g_autofree char *hinted = NULL;
  PerchBallsortMove hint;

  perch_ballsort_game_take_solution (stuck, perch_ballsort_game_get_level (stuck), none);
  text = perch_ballsort_game_save (stuck);
  g_assert_true (g_str_has_suffix (text, "verdict unsolvable\n"));
  g_assert_true (perch_ballsort_game_load (copy, text, -1, NULL));
  g_assert_cmpint (perch_ballsort_game_get_finding (copy), ==,
                   PERCH_BALLSORT_FINDING_UNSOLVABLE);
  g_assert_cmpint (perch_ballsort_game_get_source (copy), ==, PERCH_BALLSORT_SOURCE_TYPED);
  g_assert_null (perch_ballsort_game_get_name (copy));

  perch_ballsort_game_take_hint (game, perch_ballsort_game_get_level (game), result);
  hinted = perch_ballsort_game_save (game);
  g_assert_true (g_str_has_suffix (hinted, "hint 1>3\n"));
  g_assert_true (perch_ballsort_game_load (copy, hinted, -1, NULL));
  g_assert_true (perch_ballsort_game_get_hint (copy, &hint));
  g_assert_cmpuint (hint.to, ==, 2);
}

typedef struct
{
  const char *text;
  int         code;
  const char *message;
  const char *position;   /* what the game holds afterwards, or NULL: unchanged */
  guint       moves;
} BadCase;

/* Each bad line is named; what came before it is kept. */
static void
test_load_bad_lines (void)
{
  static const BadCase cases[] = {
    { "", PERCH_BALLSORT_GAME_ERROR_INVALID, "the saved game is empty", NULL, 0 },
    { "# nothing\n\n", PERCH_BALLSORT_GAME_ERROR_INVALID, "the saved game is empty", NULL, 0 },
    { "1>3\n", PERCH_BALLSORT_GAME_ERROR_INVALID,
      "line 1: a saved game starts with 'level' and the level", NULL, 0 },
    { "\nlevel r r b | b b r r | -\n", PERCH_BALLSORT_GAME_ERROR_INVALID,
      "line 2: the level: column 5: colour 'b' has 3 balls but the other colours have 4 each",
      NULL, 0 },
    { "level " FIRST_STEPS "\nrules ball\n1>3\n1>3\n9>1\n2>1\n", PERCH_BALLSORT_GAME_ERROR_PARTIAL,
      "line 5: move '9>1': bottles are numbered 1 to 3", "bl bl | bl bl re re | re re", 2 },
    { "level " FIRST_STEPS "\n1>3\n2>3\n", PERCH_BALLSORT_GAME_ERROR_PARTIAL,
      "line 3: move 2>3: the top colours differ", "re bl bl | bl bl re re | re", 1 },
    { "level " FIRST_STEPS "\n1>3\n1>>3\n", PERCH_BALLSORT_GAME_ERROR_PARTIAL,
      "line 3: move '1>>3' is not of the form A>B (for example 3>13)",
      "re bl bl | bl bl re re | re", 1 },
    { "level " FIRST_STEPS "\n1>3\n11111111111111111111111111>3\n",
      PERCH_BALLSORT_GAME_ERROR_PARTIAL,
      "line 3: '111111111111…' is not a move of the form A>B (for example 3>13)",
      "re bl bl | bl bl re re | re", 1 },
    { "level " FIRST_STEPS "\n1>3\nrules soup\n", PERCH_BALLSORT_GAME_ERROR_PARTIAL,
      "line 3: the rules are 'ball' or 'water'", "re bl bl | bl bl re re | re", 1 },
    { "level " FIRST_STEPS "\n1>3\nat 5\n", PERCH_BALLSORT_GAME_ERROR_PARTIAL,
      "line 3: 'at' comes once, with a position of the history (0 to 1)",
      "re bl bl | bl bl re re | re", 1 },
    { "level " FIRST_STEPS "\n1>3\nat 0\n1>3\n", PERCH_BALLSORT_GAME_ERROR_PARTIAL,
      "line 4: the moves come before 'at', 'solution', 'hint' and 'verdict'", FIRST_STEPS, 0 },
    { "level " FIRST_STEPS "\nsource builtin no-such-level\n1>3\n",
      PERCH_BALLSORT_GAME_ERROR_PARTIAL, "line 2: there is no built-in level 'no-such-level'",
      FIRST_STEPS, 0 },
    { "level " FIRST_STEPS "\nfrom 3 r r b b | b b r r | -\n",
      PERCH_BALLSORT_GAME_ERROR_PARTIAL,
      "line 2: the position has other bottles or colours than the level", FIRST_STEPS, 0 },
    { "level " FIRST_STEPS "\n1>3\nsolution 0 shortest 1>3 2>1\n",
      PERCH_BALLSORT_GAME_ERROR_PARTIAL,
      "line 3: solution move 2: move 2>1: the top colours differ",
      "re bl bl | bl bl re re | re", 1 },
    { "level " FIRST_STEPS "\n1>3\nsolution 0 shortest 2>3\n", PERCH_BALLSORT_GAME_ERROR_PARTIAL,
      "line 3: the solution does not pass through the position reached",
      "re bl bl | bl bl re re | re", 1 },
    { "level " FIRST_STEPS "\nhint 3>1\n", PERCH_BALLSORT_GAME_ERROR_PARTIAL,
      "line 2: the hint: move 3>1: the bottle to take from is empty", FIRST_STEPS, 0 },
    { "level " FIRST_STEPS "\n1>3\nrestart please\n", PERCH_BALLSORT_GAME_ERROR_PARTIAL,
      "line 3: unexpected 'please' at the end of the line", "re bl bl | bl bl re re | re", 1 },
    { "level " FIRST_STEPS "\n1>3\nfanfare \xc3\xa9\xc3\xa9\n", PERCH_BALLSORT_GAME_ERROR_PARTIAL,
      "line 3: 'fanfare' is not part of a saved game", "re bl bl | bl bl re re | re", 1 },
    { "level " FIRST_STEPS "\n\xff\xfe\n", PERCH_BALLSORT_GAME_ERROR_INVALID,
      "the saved game is not text", NULL, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(PerchBallsortGame) game = game_of ("x y | y x | -");
      g_autoptr(GError) error = NULL;

      g_test_message ("case %u", i);
      g_assert_false (perch_ballsort_game_load (game, cases[i].text, -1, &error));
      g_assert_error (error, PERCH_BALLSORT_GAME_ERROR, cases[i].code);
      g_assert_cmpstr (error->message, ==, cases[i].message);
      if (cases[i].position == NULL)
        {
          assert_position (game, "x y | y x | -");
          g_assert_cmpint (perch_ballsort_game_get_source (game), ==,
                           PERCH_BALLSORT_SOURCE_TYPED);
        }
      else
        {
          assert_position (game, cases[i].position);
          g_assert_cmpuint (perch_ballsort_game_get_moves (game), ==, cases[i].moves);
        }
    }

  /* A NUL inside is not text either. */
  {
    g_autoptr(PerchBallsortGame) game = game_of ("x y | y x | -");
    g_autoptr(GError) error = NULL;
    static const char with_nul[] = "level " FIRST_STEPS "\n\0001>3\n";

    g_assert_false (perch_ballsort_game_load (game, with_nul, sizeof with_nul - 1, &error));
    g_assert_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_INVALID);
  }
}

/* The lines of a saved game that are moves or restarts. */
static char *
history_lines (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GString *out = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_ascii_isdigit (lines[i][0]) || g_str_equal (lines[i], "restart"))
      g_string_append_printf (out, "%s\n", lines[i]);
  return g_string_free (out, FALSE);
}

/* Every cut of a saved game reads as a prefix of it, or not at all. */
static void
test_load_truncated (void)
{
  g_autoptr(PerchBallsortGame) game = rich_game ();
  g_autofree char *text = perch_ballsort_game_save (game);
  g_autofree char *all = history_lines (text);
  gsize length = strlen (text);

  for (gsize cut = 0; cut <= length; cut++)
    {
      g_autoptr(PerchBallsortGame) copy = game_of ("x y | y x | -");
      g_autoptr(GError) error = NULL;
      g_autofree char *saved = NULL;
      gboolean ok = perch_ballsort_game_load (copy, text, cut, &error);

      g_assert_true (ok == (error == NULL));
      if (error != NULL && error->code == PERCH_BALLSORT_GAME_ERROR_INVALID)
        {
          assert_position (copy, "x y | y x | -");
          continue;
        }
      /* It holds the level and the moves up to the cut. */
      saved = perch_ballsort_game_save (copy);
      g_assert_true (g_str_has_prefix (saved, "level " FIRST_STEPS "\n"));
      {
        g_autofree char *kept = history_lines (saved);

        g_assert_true (g_str_has_prefix (all, kept));
        if (cut == length)
          g_assert_cmpstr (kept, ==, all);
      }
    }
}

/* Random bytes and random lines never crash or hang. */
static void
test_load_random (void)
{
  static const char *const words[] = {
    "level", "source", "named", "builtin", "from", "rules", "ball", "water", "at",
    "solution", "shortest", "found", "hint", "verdict", "unsolvable", "restart",
    "1>3", "3>1", "2>3", "0", "1", "2", "99999999999", "-", "|", "re", "bl", FIRST_STEPS, "\n",
    "\n", "\n", " ",
  };
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);

  for (guint round = 0; round < 3000; round++)
    {
      g_autoptr(PerchBallsortGame) game = perch_ballsort_game_new ();
      g_autoptr(GString) text = g_string_new (round % 2 == 0 ? "level " FIRST_STEPS "\n" : "");
      guint n = g_rand_int_range (rand, 0, 60);

      for (guint i = 0; i < n; i++)
        {
          if (round % 3 == 0)
            g_string_append_c (text, (char) g_rand_int_range (rand, 1, 256));
          else
            {
              g_string_append (text, words[g_rand_int_range (rand, 0, G_N_ELEMENTS (words))]);
              g_string_append_c (text, ' ');
            }
        }
      perch_ballsort_game_load (game, text->str, text->len, NULL);
      g_free (perch_ballsort_game_save (game));
    }
}

/* The history has a length limit: a longer saved one keeps its first part; in
 * play, the oldest positions go. */
static void
test_long_history (void)
{
  g_autoptr(GString) text = g_string_new ("level " FIRST_STEPS "\n");
  g_autoptr(PerchBallsortGame) game = perch_ballsort_game_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;

  for (guint i = 0; i < PERCH_BALLSORT_GAME_MAX_HISTORY + 10; i++)
    g_string_append (text, i % 2 == 0 ? "1>3\n" : "3>1\n");
  g_assert_false (perch_ballsort_game_load (game, text->str, -1, &error));
  expected = g_strdup_printf ("line %u: more than %d positions in the history",
                              PERCH_BALLSORT_GAME_MAX_HISTORY + 1,
                              PERCH_BALLSORT_GAME_MAX_HISTORY);
  g_assert_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL);
  g_assert_cmpstr (error->message, ==, expected);
  g_assert_cmpuint (perch_ballsort_game_get_moves (game), ==,
                    PERCH_BALLSORT_GAME_MAX_HISTORY - 1);

  /* Playing on drops the oldest half and keeps counting. */
  play (game, "3>1 1>3");
  g_assert_cmpuint (perch_ballsort_game_get_moves (game), ==,
                    PERCH_BALLSORT_GAME_MAX_HISTORY + 1);
  g_assert_true (perch_ballsort_game_undo (game));
  g_assert_cmpuint (perch_ballsort_game_get_moves (game), ==, PERCH_BALLSORT_GAME_MAX_HISTORY);
  {
    g_autofree char *saved = perch_ballsort_game_save (game);
    g_autoptr(PerchBallsortGame) copy = perch_ballsort_game_new ();

    g_assert_true (strstr (saved, "\nfrom ") != NULL);
    g_assert_true (perch_ballsort_game_load (copy, saved, -1, NULL));
    g_assert_cmpuint (perch_ballsort_game_get_moves (copy), ==,
                      PERCH_BALLSORT_GAME_MAX_HISTORY);
  }
}

/* State from older versions: a level and a position, without a history. */
static void
test_restore_position (void)
{
  g_autoptr(PerchBallsortGame) game = game_of ("x y | y x | -");
  g_autoptr(GError) error = NULL;

  g_assert_false (perch_ballsort_game_restore_position (game, "r r b | b b r r | -", "", 0,
                                                        PERCH_BALLSORT_SOURCE_RANDOM, NULL,
                                                        &error));
  g_assert_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_INVALID);
  assert_position (game, "x y | y x | -");
  g_clear_error (&error);

  /* A position of another level: the level is kept, from its start. */
  g_assert_false (perch_ballsort_game_restore_position (game, FIRST_STEPS, "x y | y x | -", 3,
                                                        PERCH_BALLSORT_SOURCE_RANDOM, NULL,
                                                        &error));
  g_assert_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL);
  assert_position (game, FIRST_STEPS);
  g_assert_cmpuint (perch_ballsort_game_get_moves (game), ==, 0);
  g_assert_cmpint (perch_ballsort_game_get_source (game), ==, PERCH_BALLSORT_SOURCE_RANDOM);
  g_clear_error (&error);

  g_assert_true (perch_ballsort_game_restore_position (game, FIRST_STEPS,
                                                       "re bl bl | bl bl re re | re", 1,
                                                       PERCH_BALLSORT_SOURCE_BUILTIN,
                                                       "first-steps", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (perch_ballsort_game_get_moves (game), ==, 1);
  g_assert_false (perch_ballsort_game_can_undo (game));
  g_assert_true (perch_ballsort_game_restart (game));
  assert_position (game, FIRST_STEPS);
}

/* Level files and pasted text: the first level line, named by its ID. */
static void
test_open_text (void)
{
  g_autoptr(PerchBallsortGame) game = perch_ballsort_game_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *bad = NULL;
  g_autofree char *file = NULL;

  g_assert_true (perch_ballsort_game_open_text (game, "# a comment\n\n  My Level :: "
                                                FIRST_STEPS "\nOther :: a a | -\n",
                                                PERCH_BALLSORT_SOURCE_PASTED, NULL, NULL,
                                                &error));
  g_assert_no_error (error);
  g_assert_cmpint (perch_ballsort_game_get_source (game), ==, PERCH_BALLSORT_SOURCE_NAMED);
  g_assert_cmpstr (perch_ballsort_game_get_name (game), ==, "My Level");

  g_assert_true (perch_ballsort_game_open_text (game, FIRST_STEPS, PERCH_BALLSORT_SOURCE_PASTED,
                                                NULL, NULL, &error));
  g_assert_cmpint (perch_ballsort_game_get_source (game), ==, PERCH_BALLSORT_SOURCE_PASTED);

  g_assert_false (perch_ballsort_game_open_text (game, "X :: r r b | b b r r | -",
                                                 PERCH_BALLSORT_SOURCE_PASTED, NULL, &bad,
                                                 &error));
  g_assert_error (error, PERCH_BALLSORT_ERROR, PERCH_BALLSORT_ERROR_INVALID);
  g_assert_cmpstr (bad, ==, "r r b | b b r r | -");
  g_assert_cmpint (perch_ballsort_game_get_source (game), ==, PERCH_BALLSORT_SOURCE_PASTED);
  g_clear_error (&error);

  g_assert_false (perch_ballsort_game_open_text (game, "# only a comment\n",
                                                 PERCH_BALLSORT_SOURCE_PASTED, NULL, NULL,
                                                 &error));
  g_assert_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_NO_LEVEL);

  /* A file written from a game opens as that level, under its title. */
  play (game, "1>3");
  file = perch_ballsort_game_to_file_text (game, "Level: one");
  g_assert_cmpstr (file, ==, "# Ball Sort levels: NAME :: LEVEL, bottles separated by '|', "
                             "balls top first\n"
                             "Level  one :: re bl bl | bl bl re re | re\n");
  g_assert_true (perch_ballsort_game_open_text (game, file, PERCH_BALLSORT_SOURCE_NAMED,
                                                "level.ballsort", NULL, NULL));
  g_assert_cmpstr (perch_ballsort_game_get_name (game), ==, "Level  one");
  assert_position (game, "re bl bl | bl bl re re | re");
  g_assert_cmpuint (perch_ballsort_game_get_moves (game), ==, 0);
}

/* A stuck level gets an empty bottle as one more entry of the history: undo takes
 * it away, a restart goes back to the level as it started, the saved text keeps it. */
static void
test_add_bottles (void)
{
  g_autoptr(PerchBallsortGame) game = game_of ("a b | b a");
  g_autoptr(PerchBallsortGame) loaded = perch_ballsort_game_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_true (perch_ballsort_game_is_stuck (game));
  g_assert_true (perch_ballsort_game_add_bottles (game, 1));
  assert_position (game, "a b | b a | -");
  g_assert_false (perch_ballsort_game_is_stuck (game));
  g_assert_cmpuint (perch_ballsort_game_get_moves (game), ==, 0);
  play (game, "1>3 2>1");
  g_assert_cmpuint (perch_ballsort_game_get_moves (game), ==, 2);

  text = perch_ballsort_game_save (game);
  g_assert_nonnull (strstr (text, "\nadd 1\n1>3\n2>1\n"));
  g_assert_true (perch_ballsort_game_load (loaded, text, -1, &error));
  g_assert_no_error (error);
  assert_position (loaded, "b b | a | a");
  g_assert_true (perch_ballsort_game_undo (loaded));
  g_assert_true (perch_ballsort_game_undo (loaded));
  assert_position (loaded, "a b | b a | -");
  g_assert_true (perch_ballsort_game_undo (loaded));
  assert_position (loaded, "a b | b a");
  g_assert_true (perch_ballsort_game_redo (loaded));
  g_assert_true (perch_ballsort_game_restart (loaded));
  assert_position (loaded, "a b | b a");

  /* A solution found with the bottle added is followed there. */
  {
    g_autoptr(PerchBallsortGame) stuck = game_of ("a b | b a");
    g_autoptr(PerchBallsortLevel) larger = NULL;
    g_autoptr(PerchBallsortResult) result = NULL;

    result = perch_ballsort_solve_extra (perch_ballsort_game_get_level (stuck),
                                         &(PerchBallsortOptions) { PERCH_BALLSORT_MODEL_BALL },
                                         NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (result->extra, ==, 1);
    g_assert_true (perch_ballsort_game_add_bottles (stuck, result->extra));
    larger = perch_ballsort_level_add_empty (perch_ballsort_game_get_start (stuck), 1);
    g_assert_true (perch_ballsort_game_take_solution (stuck, larger, result));
    g_assert_cmpuint (perch_ballsort_game_get_solution_length (stuck), ==, result->moves->len);
    g_assert_true (perch_ballsort_game_seek_solution (stuck, result->moves->len));
    g_assert_true (perch_ballsort_game_is_solved (stuck));
  }

  /* No more than a level can hold. */
  g_assert_false (perch_ballsort_game_add_bottles (game, PERCH_BALLSORT_MAX_BOTTLES));
  g_assert_false (perch_ballsort_game_load (loaded, "level a b | b a\nadd 0\n", -1, &error));
  g_assert_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL);
  g_assert_cmpstr (error->message, ==,
                   "line 2: 'add' is followed by the number of bottles added (1 to 253)");
}

/* Levels of a difficulty and of the day are saved by their id and date, not by a
 * title in some language. */
static void
test_sources_with_names (void)
{
  struct { const char *text; const char *error; } cases[] = {
    { "level a b | b a | -\nsource difficulty hard\n", NULL },
    { "level a b | b a | -\nsource daily 2026-11-25\n", NULL },
    { "level a b | b a | -\nsource difficulty harder\n", "line 2: 'harder' is not a difficulty" },
    { "level a b | b a | -\nsource daily 2026-02-30\n",
      "line 2: '2026-02-30' is not a date written YYYY-MM-DD" },
    { "level a b | b a | -\nsource random 7\n", "line 2: unexpected '7' at the end of the line" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(PerchBallsortGame) game = perch_ballsort_game_new ();
      g_autoptr(GError) error = NULL;
      g_autofree char *saved = NULL;

      if (perch_ballsort_game_load (game, cases[i].text, -1, &error))
        {
          g_assert_null (cases[i].error);
          saved = perch_ballsort_game_save (game);
          g_assert_true (g_str_has_prefix (saved, cases[i].text));
        }
      else
        g_assert_cmpstr (error->message, ==, cases[i].error);
    }
}

static void
test_builtin (void)
{
  g_autoptr(PerchBallsortGame) game = perch_ballsort_game_new ();

  g_assert_cmpint (perch_ballsort_game_get_source (game), ==, PERCH_BALLSORT_SOURCE_BUILTIN);
  g_assert_true (perch_ballsort_game_start_builtin (game, "puzzle-106"));
  g_assert_cmpstr (perch_ballsort_game_get_name (game), ==, "puzzle-106");
  g_assert_false (perch_ballsort_game_start_builtin (game, "no-such-level"));
  g_assert_cmpstr (perch_ballsort_game_get_name (game), ==, "puzzle-106");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ballsort/game/undo-redo-restart", test_undo_redo_restart);
  g_test_add_func ("/ballsort/game/water", test_water);
  g_test_add_func ("/ballsort/game/follow-solution", test_follow_solution);
  g_test_add_func ("/ballsort/game/solved-signal", test_solved_signal);
  g_test_add_func ("/ballsort/game/hint-and-finding", test_hint_and_finding);
  g_test_add_func ("/ballsort/game/save-load-round-trip", test_save_load_round_trip);
  g_test_add_func ("/ballsort/game/save-load-hint-and-finding", test_save_load_hint_and_finding);
  g_test_add_func ("/ballsort/game/load-bad-lines", test_load_bad_lines);
  g_test_add_func ("/ballsort/game/load-truncated", test_load_truncated);
  g_test_add_func ("/ballsort/game/load-random", test_load_random);
  g_test_add_func ("/ballsort/game/long-history", test_long_history);
  g_test_add_func ("/ballsort/game/restore-position", test_restore_position);
  g_test_add_func ("/ballsort/game/open-text", test_open_text);
  g_test_add_func ("/ballsort/game/builtin", test_builtin);
  g_test_add_func ("/ballsort/game/add-bottles", test_add_bottles);
  g_test_add_func ("/ballsort/game/sources-with-names", test_sources_with_names);

  return g_test_run ();
}
