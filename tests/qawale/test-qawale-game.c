/* test-qawale-game.c: the game a page shows: its setup and the setup's text, moves in
 * notation with giving up, undo and redo by pairs against the computer, restart as an
 * entry that undo takes back, the computer and hints on the worker, and the saved text
 * read back whole, up to a bad move, or not at all, whatever the input
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "perch-qawale-game.h"
#include "perch-qawale-problem.h"
#include "perch-qawale-sowing.h"
#include "perch-rng.h"

/* Light shows a line at the ninth move (two people). */
static const char * const light_wins[] = { "d4WWS", "b3WN", "a3NE", "a4SEENW", "b4SEES",
                                           "c3WNE", "d2NW", "a1EEE", "b4SW", NULL };

static void
parse_setup (const char       *text,
             PerchQawaleSetup *setup)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (perch_qawale_setup_parse (text, setup, &error));
  g_assert_no_error (error);
}

/* A game of the setup @setup_text (NULL: the default one). */
static PerchQawaleGame *
new_game (const char *setup_text)
{
  PerchQawaleSetup setup;

  if (setup_text == NULL)
    return perch_qawale_game_new (NULL);
  parse_setup (setup_text, &setup);
  return perch_qawale_game_new (&setup);
}

static void
play (PerchQawaleGame *game,
      const char      *notation)
{
  g_autoptr(GError) error = NULL;
  gboolean played = perch_qawale_game_play (game, notation, &error);

  g_assert_no_error (error);
  g_assert_true (played);
}

/* The first legal move, for whoever is to move. */
static void
play_any (PerchQawaleGame *game)
{
  PerchQawaleMove move;
  g_autoptr(GError) error = NULL;

  g_assert_true (perch_qawale_position_nth_move (perch_qawale_game_get_position (game), 0,
                                                 &move));
  g_assert_true (perch_qawale_game_play_move (game, &move, &error));
  g_assert_no_error (error);
}

static guint
ply_of (PerchQawaleGame *game)
{
  return perch_qawale_position_ply (perch_qawale_game_get_position (game));
}

/* The moves as the game lists them, e.g. "d4WWS b3WN gave-up:dark". */
static char *
plies_text (PerchQawaleGame *game)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < perch_qawale_game_get_n_plies (game); i++)
    {
      PerchQawalePly ply;

      perch_qawale_game_get_ply (game, i, &ply);
      if (out->len > 0)
        g_string_append_c (out, ' ');
      if (ply.give_up)
        g_string_append_printf (out, "gave-up:%s", perch_qawale_colour_name (ply.colour));
      else
        {
          g_autofree char *move = perch_qawale_move_to_string (&ply.move);

          g_string_append (out, move);
        }
    }
  return g_string_free (out, FALSE);
}

static void
assert_error_contains (const GError *error,
                       const char   *text)
{
  g_assert_nonnull (error);
  if (strstr (error->message, text) == NULL)
    g_error ("'%s' does not contain '%s'", error->message, text);
}

/* The setup and its text. */

static void
test_setup_text (void)
{
  static const char * const texts[] = {
    "human medium 8 mover-wins", "hard human 10 draw", "human human 8 mover-wins",
    "expert easy 8 draw", "hard:2s hard:depth=4,nodes=50000 10 mover-wins",
  };
  PerchQawaleSetup setup, again;

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autofree char *printed = NULL;

      parse_setup (texts[i], &setup);
      printed = perch_qawale_setup_to_string (&setup);
      g_assert_cmpstr (printed, ==, texts[i]);
      parse_setup (printed, &again);
      g_assert_true (perch_qawale_setup_equal (&setup, &again));
    }

  parse_setup ("hard:2s human 10 draw", &setup);
  g_assert_false (setup.seats[PERCH_QAWALE_LIGHT].person);
  g_assert_cmpint (setup.seats[PERCH_QAWALE_LIGHT].computer.level, ==, PERCH_QAWALE_HARD);
  g_assert_cmpuint (setup.seats[PERCH_QAWALE_LIGHT].computer.limits.time_ms, ==, 2000);
  g_assert_true (setup.seats[PERCH_QAWALE_DARK].person);
  g_assert_cmpuint (setup.stones, ==, 10);
  g_assert_cmpint (setup.both_lines, ==, PERCH_QAWALE_BOTH_LINES_DRAW);
  g_assert_cmpint (perch_qawale_setup_get_mode (&setup), ==, PERCH_QAWALE_MODE_AGAINST_COMPUTER);
  parse_setup ("Hard medium 8 draw", &setup);
  g_assert_cmpint (perch_qawale_setup_get_mode (&setup), ==, PERCH_QAWALE_MODE_WATCH);
  parse_setup ("human human 8 draw", &setup);
  g_assert_cmpint (perch_qawale_setup_get_mode (&setup), ==, PERCH_QAWALE_MODE_TWO_PLAYERS);

  /* The default: you (light) against Medium, 8 pebbles, the mover wins. */
  perch_qawale_setup_init (&setup);
  parse_setup ("human medium 8 mover-wins", &again);
  g_assert_true (perch_qawale_setup_equal (&setup, &again));

  /* The level names are the players' own. */
  for (PerchQawaleLevel level = PERCH_QAWALE_EASY; level <= PERCH_QAWALE_EXPERT; level++)
    {
      PerchQawaleLevel parsed;

      g_assert_true (perch_qawale_level_parse (perch_qawale_level_name (level), &parsed));
      g_assert_cmpint (parsed, ==, level);
    }
}

static void
test_setup_errors (void)
{
  static const struct { const char *text; const char *message; } cases[] = {
    { "human hardd 8 mover-wins", "column 7: 'hardd' is not a player: human, easy, medium" },
    { "human hard 9 mover-wins", "column 12: '9' is not a number of pebbles" },
    { "human hard 8", "column 13: the rule is missing" },
    { "", "column 1: the players are missing" },
    { "human hard 8 draw extra", "column 19: unexpected 'extra'" },
    { "human hard 8 both", "column 14: 'both' is not a rule" },
    { "hard:fast human 8 draw", "column 1: 'hard:fast'" },
    { "human:2s human 8 draw", "column 1: 'human:2s'" },
    { "\xff\xfe human 8 draw", "not text" },
  };
  PerchQawaleSetup setup;
  g_autofree char *long_text = g_strnfill (100000, 'h');

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (perch_qawale_setup_parse (cases[i].text, &setup, &error));
      assert_error_contains (error, cases[i].message);
    }
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (perch_qawale_setup_parse (long_text, &setup, &error));
    assert_error_contains (error, "too long");
  }
}

/* A move built a square at a time, as a person clicks it. */
static void
test_sowing (void)
{
  PerchQawalePosition start;
  PerchQawaleMove move;
  g_autofree char *text = NULL;

  perch_qawale_position_init (&start, 8, PERCH_QAWALE_LIGHT, PERCH_QAWALE_BOTH_LINES_MOVER_WINS);
  /* b2 (5) is empty; a1 (0) holds two pebbles: three to drop. */
  g_assert_false (perch_qawale_sowing_start (&start, 5, &move));
  g_assert_true (perch_qawale_sowing_start (&start, 0, &move));
  g_assert_cmpuint (perch_qawale_sowing_left (&start, &move), ==, 3);
  g_assert_cmphex (perch_qawale_sowing_targets (&start, &move), ==, (1u << 1) | (1u << 4));
  /* Diagonal and faraway squares are refused. */
  g_assert_false (perch_qawale_sowing_step (&start, &move, 5));
  g_assert_false (perch_qawale_sowing_step (&start, &move, 15));
  g_assert_true (perch_qawale_sowing_step (&start, &move, 4));
  g_assert_cmpuint (perch_qawale_sowing_square (&move), ==, 4);
  /* Never straight back. */
  g_assert_cmphex (perch_qawale_sowing_targets (&start, &move), ==, (1u << 5) | (1u << 8));
  g_assert_false (perch_qawale_sowing_step (&start, &move, 0));
  g_assert_true (perch_qawale_sowing_back (&move));
  g_assert_cmpuint (perch_qawale_sowing_square (&move), ==, 0);
  g_assert_false (perch_qawale_sowing_back (&move));
  g_assert_true (perch_qawale_sowing_step (&start, &move, 4));
  g_assert_true (perch_qawale_sowing_step (&start, &move, 8));
  g_assert_true (perch_qawale_sowing_step (&start, &move, 9));
  g_assert_cmpuint (perch_qawale_sowing_left (&start, &move), ==, 0);
  g_assert_cmphex (perch_qawale_sowing_targets (&start, &move), ==, 0);
  g_assert_false (perch_qawale_sowing_step (&start, &move, 10));
  text = perch_qawale_move_to_string (&move);
  g_assert_cmpstr (text, ==, "a1NNE");
  g_assert_true (perch_qawale_position_check_move (&start, &move, NULL));
}

/* History. */

static void
test_two_players (void)
{
  g_autoptr(PerchQawaleGame) game = new_game ("human human 8 mover-wins");
  g_autofree char *listed = NULL;
  PerchQawaleColour winner = PERCH_QAWALE_DARK;
  PerchQawaleMove last;

  g_assert_false (perch_qawale_game_get_can_undo (game));
  g_assert_false (perch_qawale_game_get_can_restart (game));
  g_assert_false (perch_qawale_game_get_last_move (game, &last));
  for (guint i = 0; light_wins[i] != NULL; i++)
    {
      g_assert_true (perch_qawale_game_is_persons_turn (game));
      play (game, light_wins[i]);
    }
  g_assert_true (perch_qawale_game_is_over (game));
  g_assert_cmpint (perch_qawale_game_get_ending (game, &winner), ==, PERCH_QAWALE_ENDING_LINE);
  g_assert_cmpint (winner, ==, PERCH_QAWALE_LIGHT);
  g_assert_true (perch_qawale_game_get_last_move (game, &last));
  {
    g_autofree char *text = perch_qawale_move_to_string (&last);

    g_assert_cmpstr (text, ==, "b4SW");
  }
  g_assert_cmpint (perch_qawale_game_get_quitter (game), ==, -1);

  /* Between people, undo takes back one move at a time. */
  g_assert_true (perch_qawale_game_undo (game));
  g_assert_cmpuint (ply_of (game), ==, 8);
  g_assert_false (perch_qawale_game_is_over (game));
  g_assert_true (perch_qawale_game_undo (game));
  g_assert_cmpuint (ply_of (game), ==, 7);
  g_assert_true (perch_qawale_game_redo (game));
  g_assert_true (perch_qawale_game_redo (game));
  g_assert_false (perch_qawale_game_get_can_redo (game));
  g_assert_true (perch_qawale_game_is_over (game));

  /* Restart is an entry: the board is at the start, and undo brings the game back. */
  g_assert_true (perch_qawale_game_restart (game));
  g_assert_cmpuint (ply_of (game), ==, 0);
  g_assert_cmpuint (perch_qawale_game_get_n_plies (game), ==, 0);
  g_assert_false (perch_qawale_game_get_can_restart (game));
  g_assert_false (perch_qawale_game_restart (game));
  g_assert_true (perch_qawale_game_get_can_undo (game));
  g_assert_true (perch_qawale_game_undo (game));
  g_assert_true (perch_qawale_game_is_over (game));
  listed = plies_text (game);
  g_assert_cmpstr (listed, ==, "d4WWS b3WN a3NE a4SEENW b4SEES c3WNE d2NW a1EEE b4SW");
  g_assert_true (perch_qawale_game_redo (game));
  g_assert_cmpuint (ply_of (game), ==, 0);

  /* Playing after an undo drops what could be redone. */
  play (game, "a1NNE");
  g_assert_false (perch_qawale_game_get_can_redo (game));
  g_assert_cmpuint (perch_qawale_game_get_n_plies (game), ==, 1);

  /* A new game of another setup starts a history of its own. */
  {
    PerchQawaleSetup setup;

    parse_setup ("human human 10 draw", &setup);
    perch_qawale_game_start (game, &setup);
    g_assert_false (perch_qawale_game_get_can_undo (game));
    g_assert_cmpuint (perch_qawale_game_get_position (game)->reserves[0], ==, 10);
    /* ... and the same setup again is a restart. */
    play (game, "a1NNE");
    perch_qawale_game_start (game, &setup);
    g_assert_cmpuint (ply_of (game), ==, 0);
    g_assert_true (perch_qawale_game_undo (game));
    g_assert_cmpuint (ply_of (game), ==, 1);
  }
}

static void
test_moves_refused (void)
{
  g_autoptr(PerchQawaleGame) game = new_game ("human human 8 mover-wins");
  static const struct { const char *notation; const char *message; } cases[] = {
    { "b2NN", "empty stack" },
    { "a1NN", "wrong number of steps" },
    { "a1NSE", "a1NSE" },
    { "z9", "not a file" },
    { "give-up:blue", "give-up:light or give-up:dark" },
    { "restart", "at its start" },
    { "", "empty move" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (perch_qawale_game_play (game, cases[i].notation, &error));
      assert_error_contains (error, cases[i].message);
    }
  g_assert_cmpuint (ply_of (game), ==, 0);
  g_assert_false (perch_qawale_game_get_can_undo (game));
  /* Case does not matter in a move; the game keeps it in the usual spelling. */
  play (game, "A1nne");
  {
    g_autofree char *text = perch_qawale_game_to_string (game);

    g_assert_cmpstr (text, ==, "setup human human 8 mover-wins\nmoves a1NNE\n");
  }
}

/* Against the computer, undo and redo take the person's move and the reply together. */
static void
test_undo_pairs (void)
{
  g_autoptr(PerchQawaleGame) game = new_game ("human medium 8 mover-wins");
  g_autoptr(PerchQawaleGame) second = new_game ("medium human 8 mover-wins");

  play (game, "a1NNE");
  g_assert_true (perch_qawale_game_is_computers_turn (game));
  /* The computer's turn: undo takes back the person's move alone. */
  g_assert_true (perch_qawale_game_get_can_undo (game));
  play_any (game);
  play_any (game);
  play_any (game);
  g_assert_cmpuint (ply_of (game), ==, 4);
  g_assert_true (perch_qawale_game_undo (game));
  g_assert_cmpuint (ply_of (game), ==, 2);
  g_assert_true (perch_qawale_game_is_persons_turn (game));
  g_assert_true (perch_qawale_game_undo (game));
  g_assert_cmpuint (ply_of (game), ==, 0);
  g_assert_false (perch_qawale_game_get_can_undo (game));
  g_assert_true (perch_qawale_game_redo (game));
  g_assert_cmpuint (ply_of (game), ==, 2);
  g_assert_true (perch_qawale_game_redo (game));
  g_assert_cmpuint (ply_of (game), ==, 4);
  g_assert_false (perch_qawale_game_get_can_redo (game));

  /* The person gives up, on the computer's turn too: undo goes back to the person's. */
  play_any (game);
  g_assert_true (perch_qawale_game_is_computers_turn (game));
  g_assert_cmpint (perch_qawale_game_get_quitter (game), ==, PERCH_QAWALE_LIGHT);
  g_assert_true (perch_qawale_game_give_up (game));
  {
    PerchQawaleColour winner = PERCH_QAWALE_LIGHT;
    PerchQawalePly ply;
    PerchQawaleMove move;
    g_autofree char *text = perch_qawale_game_to_string (game);

    g_assert_cmpint (perch_qawale_game_get_ending (game, &winner), ==,
                     PERCH_QAWALE_ENDING_GAVE_UP);
    g_assert_cmpint (winner, ==, PERCH_QAWALE_DARK);
    perch_qawale_game_get_ply (game, perch_qawale_game_get_n_plies (game) - 1, &ply);
    g_assert_true (ply.give_up);
    g_assert_cmpint (ply.colour, ==, PERCH_QAWALE_LIGHT);
    g_assert_false (perch_qawale_game_get_last_move (game, &move));
    g_assert_true (g_str_has_suffix (text, " give-up:light\n"));
  }
  g_assert_false (perch_qawale_game_give_up (game));
  g_assert_true (perch_qawale_game_undo (game));
  g_assert_cmpuint (ply_of (game), ==, 4);
  g_assert_true (perch_qawale_game_is_persons_turn (game));

  /* The person plays dark: the computer's first move cannot be taken back alone. */
  g_assert_false (perch_qawale_game_get_can_undo (second));
  play_any (second);
  g_assert_false (perch_qawale_game_get_can_undo (second));
  play_any (second);
  play_any (second);
  g_assert_true (perch_qawale_game_undo (second));
  g_assert_cmpuint (ply_of (second), ==, 1);
  g_assert_false (perch_qawale_game_get_can_undo (second));
  /* A restart puts the computer to move; undo takes back the restart and its reply. */
  g_assert_true (perch_qawale_game_restart (second));
  g_assert_true (perch_qawale_game_is_computers_turn (second));
  play_any (second);
  g_assert_true (perch_qawale_game_undo (second));
  g_assert_cmpuint (ply_of (second), ==, 1);
  g_assert_cmpuint (perch_qawale_game_get_n_plies (second), ==, 1);
}

static void
test_watching (void)
{
  g_autoptr(PerchQawaleGame) game = new_game ("easy medium 8 mover-wins");

  play_any (game);
  play_any (game);
  g_assert_false (perch_qawale_game_get_can_undo (game));
  g_assert_false (perch_qawale_game_undo (game));
  g_assert_cmpint (perch_qawale_game_get_quitter (game), ==, -1);
  g_assert_false (perch_qawale_game_give_up (game));
  g_assert_true (perch_qawale_game_get_can_restart (game));
}

/* How games end, found by random games. */
static PerchQawaleEnding
random_game (PerchQawaleGame *game,
             guint64          seed)
{
  PerchRng rng;

  perch_rng_init (&rng, seed);
  while (!perch_qawale_game_is_over (game))
    {
      const PerchQawalePosition *position = perch_qawale_game_get_position (game);
      PerchQawaleMove move;

      g_assert_true (perch_qawale_position_nth_move (position, perch_rng_next (&rng) %
                                                     perch_qawale_position_count_moves (position),
                                                     &move));
      g_assert_true (perch_qawale_game_play_move (game, &move, NULL));
    }
  return perch_qawale_game_get_ending (game, NULL);
}

static void
test_endings (void)
{
  g_autoptr(PerchQawaleGame) game = new_game ("human human 8 draw");
  gboolean all_placed = FALSE, both_lines = FALSE;

  for (guint64 seed = 1; seed < 20000 && !(all_placed && both_lines); seed++)
    {
      PerchQawaleEnding ending;

      perch_qawale_game_restart (game);
      ending = random_game (game, seed);
      g_assert_cmpint (ending, !=, PERCH_QAWALE_ENDING_NONE);
      g_assert_cmpint (ending, !=, PERCH_QAWALE_ENDING_GAVE_UP);
      if (ending == PERCH_QAWALE_ENDING_ALL_PLACED)
        {
          const PerchQawalePosition *position = perch_qawale_game_get_position (game);

          g_assert_cmpuint (position->reserves[0] + position->reserves[1], ==, 0);
          all_placed = TRUE;
        }
      else if (ending == PERCH_QAWALE_ENDING_BOTH_LINES)
        {
          /* The same moves under the other rule: the mover wins. */
          g_autoptr(PerchQawaleGame) other = new_game ("human human 8 mover-wins");
          guint n = perch_qawale_game_get_n_plies (game);
          PerchQawaleColour winner = PERCH_QAWALE_LIGHT;
          PerchQawalePly ply;

          for (guint i = 0; i < n; i++)
            {
              perch_qawale_game_get_ply (game, i, &ply);
              g_assert_true (perch_qawale_game_play_move (other, &ply.move, NULL));
            }
          g_assert_cmpint (perch_qawale_game_get_ending (other, &winner), ==,
                           PERCH_QAWALE_ENDING_LINE);
          g_assert_cmpint (winner, ==, ply.colour);
          both_lines = TRUE;
        }
    }
  g_assert_true (all_placed);
  g_assert_true (both_lines);
}

/* The computer, on the worker. */

typedef struct
{
  guint                changed;
  guint                played;
  guint                depth_notes;
  PerchQawalePosition  before;
  PerchQawaleMove      move;
} Events;

static void
on_changed (PerchQawaleGame *game,
            Events          *events)
{
  events->changed++;
}

static void
on_played (PerchQawaleGame           *game,
           const PerchQawaleMove     *move,
           const PerchQawalePosition *before,
           Events                    *events)
{
  events->played++;
  events->move = *move;
  events->before = *before;
}

static void
on_depth (PerchQawaleGame *game,
          GParamSpec      *pspec,
          Events          *events)
{
  events->depth_notes++;
}

static void
watch_events (PerchQawaleGame *game,
              Events          *events)
{
  memset (events, 0, sizeof *events);
  g_signal_connect (game, "changed", G_CALLBACK (on_changed), events);
  g_signal_connect (game, "played", G_CALLBACK (on_played), events);
  g_signal_connect (game, "notify::depth", G_CALLBACK (on_depth), events);
}

static gboolean
time_up (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until @played moves were played (or 20 s pass). */
static void
wait_for_played (Events *events,
                 guint   played)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add (20000, time_up, &timed_out);

  while (events->played < played && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);
}

static void
test_computer_moves (void)
{
  g_autoptr(PerchQawaleGame) game = new_game ("hard:depth=4 human 8 mover-wins");
  PerchQawalePosition start = *perch_qawale_game_get_position (game);
  Events events;
  gint64 started;

  watch_events (game, &events);
  g_assert_true (perch_qawale_game_is_computers_turn (game));
  started = g_get_monotonic_time ();
  perch_qawale_game_think (game, 300);
  g_assert_true (perch_qawale_game_get_thinking (game));
  wait_for_played (&events, 1);
  /* The move waited for the turn to be seen, and thinking wrote nothing. */
  g_assert_cmpint (g_get_monotonic_time () - started, >=, 300 * 1000);
  g_assert_false (perch_qawale_game_get_thinking (game));
  g_assert_cmpuint (perch_qawale_game_get_depth (game), ==, 0);
  g_assert_cmpuint (events.changed, ==, 1);
  g_assert_true (perch_qawale_position_equal (&events.before, &start));
  g_assert_true (perch_qawale_position_check_move (&start, &events.move, NULL));
  g_assert_cmpuint (ply_of (game), ==, 1);
  g_assert_true (perch_qawale_game_is_persons_turn (game));
  /* Not the computer's turn: nothing happens. */
  perch_qawale_game_think (game, 0);
  g_assert_false (perch_qawale_game_get_thinking (game));

  /* A move while the computer thinks stops it; so does undo. */
  play_any (game);
  g_assert_cmpuint (events.played, ==, 2);
  perch_qawale_game_think (game, 0);
  g_assert_true (perch_qawale_game_undo (game));
  g_assert_false (perch_qawale_game_get_thinking (game));
  g_assert_cmpuint (ply_of (game), ==, 1);
  g_assert_cmpuint (events.changed, ==, 3);
}

static void
test_watch_a_game (void)
{
  g_autoptr(PerchQawaleGame) game = new_game ("easy medium 8 mover-wins");
  Events events;

  watch_events (game, &events);
  while (!perch_qawale_game_is_over (game))
    {
      guint played = events.played;

      perch_qawale_game_think (game, 0);
      wait_for_played (&events, played + 1);
    }
  /* One write for each move, and nothing else. */
  g_assert_cmpuint (events.changed, ==, events.played);
  g_assert_cmpuint (ply_of (game), ==, events.played);
}

static gboolean
hint_ready (PerchQawaleGame *game)
{
  return perch_qawale_game_get_hint (game, NULL, NULL);
}

static void
test_hint (void)
{
  g_autoptr(PerchQawaleGame) game = new_game ("human easy 8 mover-wins");
  gboolean timed_out = FALSE;
  PerchQawaleMove hint;
  gboolean wins = TRUE;
  Events events;
  guint id;

  watch_events (game, &events);
  perch_qawale_game_find_hint (game);
  g_assert_true (perch_qawale_game_get_hinting (game));
  id = g_timeout_add (20000, time_up, &timed_out);
  while (!hint_ready (game) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);
  g_assert_false (perch_qawale_game_get_hinting (game));
  g_assert_true (perch_qawale_game_get_hint (game, &hint, &wins));
  g_assert_false (wins);
  g_assert_true (perch_qawale_position_check_move (perch_qawale_game_get_position (game), &hint,
                                                   NULL));
  g_assert_cmpuint (events.changed, ==, 0);
  /* A move forgets it; so does clearing it. */
  g_assert_true (perch_qawale_game_play_move (game, &hint, NULL));
  g_assert_false (hint_ready (game));
  /* No hint on the computer's turn. */
  perch_qawale_game_find_hint (game);
  g_assert_false (perch_qawale_game_get_hinting (game));
  g_assert_true (perch_qawale_game_undo (game));
  perch_qawale_game_find_hint (game);
  perch_qawale_game_clear_hint (game);
  g_assert_false (perch_qawale_game_get_hinting (game));
  g_assert_false (hint_ready (game));
  /* A page's Cancel stops the hint's worker: no longer hinting, and no hint comes. */
  perch_qawale_game_find_hint (game);
  g_assert_true (perch_worker_is_busy (perch_qawale_game_get_hint_worker (game)));
  perch_worker_cancel (perch_qawale_game_get_hint_worker (game));
  g_assert_false (perch_qawale_game_get_hinting (game));
  id = g_timeout_add (1500, time_up, &timed_out);
  while (!timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (hint_ready (game));
}

/* Saved text. */

static char *
load_text (PerchQawaleGame  *game,
           const char       *text,
           gssize            length,
           GError          **error)
{
  perch_qawale_game_load (game, text, length, error);
  return perch_qawale_game_to_string (game);
}

static void
test_round_trip (void)
{
  g_autoptr(PerchQawaleGame) game = new_game ("human medium 10 draw");
  g_autoptr(PerchQawaleGame) loaded = new_game ("easy easy 8 mover-wins");
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  Events events;

  play (game, "a1NNE");
  play_any (game);
  g_assert_true (perch_qawale_game_restart (game));
  play (game, "d4SSW");
  play_any (game);
  play_any (game);
  g_assert_true (perch_qawale_game_give_up (game));
  g_assert_true (perch_qawale_game_undo (game));
  text = perch_qawale_game_to_string (game);
  g_assert_true (g_str_has_prefix (text, "setup human medium 10 draw\nmoves a1NNE "));
  g_assert_nonnull (strstr (text, " restart d4SSW "));
  g_assert_true (g_str_has_suffix (text, " give-up:light\nundone 2\n"));

  watch_events (loaded, &events);
  g_assert_true (perch_qawale_game_load (loaded, text, -1, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (events.changed, ==, 1);
  again = perch_qawale_game_to_string (loaded);
  g_assert_cmpstr (again, ==, text);
  g_assert_true (perch_qawale_position_equal (perch_qawale_game_get_position (loaded),
                                              perch_qawale_game_get_position (game)));
  g_assert_true (perch_qawale_setup_equal (perch_qawale_game_get_setup (loaded),
                                           perch_qawale_game_get_setup (game)));
  /* Undo and redo came back too. */
  g_assert_true (perch_qawale_game_redo (loaded));
  g_assert_true (perch_qawale_game_is_over (loaded));
  g_assert_true (perch_qawale_game_undo (loaded));
  g_assert_true (perch_qawale_game_undo (loaded));
  g_assert_true (perch_qawale_game_undo (loaded));
  g_assert_cmpuint (ply_of (loaded), ==, 2);
}

static void
test_bad_move_kept_before (void)
{
  g_autoptr(PerchQawaleGame) game = new_game ("human human 8 mover-wins");
  g_autoptr(GError) error = NULL;
  g_autofree char *listed = NULL;

  g_assert_false (perch_qawale_game_load (game, "setup human hard 8 draw\n"
                                          "moves d4WWS b3WN a3XE a4SEENW\n"
                                          "undone 1\n", -1, &error));
  g_assert_error (error, PERCH_QAWALE_GAME_ERROR, PERCH_QAWALE_GAME_ERROR_PARTIAL);
  assert_error_contains (error, "line 2, column 18: ");
  assert_error_contains (error, "a3XE");
  listed = plies_text (game);
  g_assert_cmpstr (listed, ==, "d4WWS b3WN");
  g_assert_false (perch_qawale_game_get_setup (game)->seats[PERCH_QAWALE_DARK].person);
  g_assert_cmpint (perch_qawale_game_get_setup (game)->both_lines, ==,
                   PERCH_QAWALE_BOTH_LINES_DRAW);
  g_assert_false (perch_qawale_game_get_can_redo (game));
}

/* Every error carries its problem as data, for a page to word in the user's language;
 * the English message is the same problem. */
static void
test_problems (void)
{
  g_autoptr(PerchQawaleGame) game = new_game ("human human 8 mover-wins");
  static const char * const old[] = { "a1NNE", "d4SSW", "b9", NULL };
  const PerchQawaleProblem *problem;
  g_autoptr(GError) error = NULL;
  g_autofree char *english = NULL;
  PerchQawaleSetup setup;

  /* A bad step in a saved game: the move, the letter, its character, the place. */
  g_assert_false (perch_qawale_game_load (game, "setup human hard 8 draw\n"
                                          "moves d4WWS b3WN a3XE\n", -1, &error));
  problem = perch_qawale_error_get_problem (error);
  g_assert_nonnull (problem);
  g_assert_cmpint (problem->kind, ==, PERCH_QAWALE_PROBLEM_MOVE_STEP);
  g_assert_cmpstr (problem->subject, ==, "a3XE");
  g_assert_cmpint (problem->letter, ==, 'X');
  g_assert_cmpuint (problem->number, ==, 3);
  g_assert_cmpuint (problem->line, ==, 2);
  g_assert_cmpuint (problem->column, ==, 18);
  english = perch_qawale_problem_to_string (problem);
  g_assert_cmpstr (english, ==, error->message);
  g_assert_cmpstr (error->message, ==, "line 2, column 18: a3XE: 'X' (character 3) is not a "
                   "step (N, E, S or W)");
  g_clear_error (&error);

  /* A setup in a saved game: its word and column, on line 1. */
  g_assert_false (perch_qawale_game_load (game, "setup human human 9 draw\n", -1, &error));
  problem = perch_qawale_error_get_problem (error);
  g_assert_cmpint (problem->kind, ==, PERCH_QAWALE_PROBLEM_STONES);
  g_assert_cmpstr (problem->word, ==, "9");
  g_assert_cmpuint (problem->line, ==, 1);
  g_assert_cmpuint (problem->column, ==, 19);
  g_clear_error (&error);

  /* A move refused here. */
  g_assert_true (perch_qawale_game_load (game, "setup human human 8 draw\n", -1, &error));
  g_assert_false (perch_qawale_game_play (game, "b2NN", &error));
  problem = perch_qawale_error_get_problem (error);
  g_assert_cmpint (problem->kind, ==, PERCH_QAWALE_PROBLEM_EMPTY_STACK);
  g_assert_cmpuint (problem->square, ==, 5);
  g_assert_cmpuint (problem->line, ==, 0);
  g_clear_error (&error);
  g_assert_false (perch_qawale_game_play (game, "a1NNEE", &error));
  problem = perch_qawale_error_get_problem (error);
  g_assert_cmpint (problem->kind, ==, PERCH_QAWALE_PROBLEM_STEP_COUNT);
  g_assert_cmpuint (problem->number, ==, 2);
  g_clear_error (&error);

  /* An entry of a list, by its number. */
  parse_setup ("human human 8 draw", &setup);
  g_assert_false (perch_qawale_game_replay (game, &setup, old, &error));
  problem = perch_qawale_error_get_problem (error);
  g_assert_cmpint (problem->kind, ==, PERCH_QAWALE_PROBLEM_MOVE_RANK);
  g_assert_cmpuint (problem->entry, ==, 3);
  g_assert_cmpstr (problem->entry_text, ==, "b9");
  g_assert_cmpstr (error->message, ==, "move 3, 'b9': b9: '9' is not a rank (1 to 4)");
  g_clear_error (&error);

  /* Another domain carries none. */
  g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_FAILED, "no");
  g_assert_null (perch_qawale_error_get_problem (error));
}

static void
test_bad_input (void)
{
  static const struct { const char *text; int code; const char *message; } cases[] = {
    { "", PERCH_QAWALE_GAME_ERROR_INVALID, "line 1: the saved game is empty" },
    { "moves a1NNE\n", PERCH_QAWALE_GAME_ERROR_INVALID, "line 1, column 1: a saved game starts" },
    { "setup human hardd 8 draw\n", PERCH_QAWALE_GAME_ERROR_INVALID,
      "line 1, column 13: 'hardd' is not a player" },
    { "setup human human 8 draw\nmoves a1NNE\nfoo\n", PERCH_QAWALE_GAME_ERROR_PARTIAL,
      "line 3, column 1: 'foo' is neither" },
    { "setup human human 8 draw\nmoves a1NNE\nundone 2\n", PERCH_QAWALE_GAME_ERROR_PARTIAL,
      "line 3, column 8: '2' is not a number of undone entries (0 to 1)" },
    { "setup human human 8 draw\nmoves a1NNE\nmoves d4SSW\n", PERCH_QAWALE_GAME_ERROR_PARTIAL,
      "line 3: a second list of moves" },
    { "setup human human 8 draw\nmoves a1NNE a1NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN\n",
      PERCH_QAWALE_GAME_ERROR_PARTIAL,
      "line 2, column 13: 'a1NNNNNNNNNNNNNNNNNNNNNN…' is too long" },
    { "setup human human 8 draw\nmoves restart\n", PERCH_QAWALE_GAME_ERROR_PARTIAL,
      "line 2, column 7: restart: the game is at its start already" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(PerchQawaleGame) game = new_game ("easy easy 10 mover-wins");
      g_autoptr(GError) error = NULL;

      g_test_message ("%s", cases[i].text);
      g_assert_false (perch_qawale_game_load (game, cases[i].text, -1, &error));
      g_assert_error (error, PERCH_QAWALE_GAME_ERROR, cases[i].code);
      assert_error_contains (error, cases[i].message);
      /* Nothing read: the game as it was; read in part: the setup and what came before. */
      if (cases[i].code == PERCH_QAWALE_GAME_ERROR_INVALID)
        g_assert_cmpuint (perch_qawale_game_get_setup (game)->stones, ==, 10);
      else
        g_assert_cmpuint (perch_qawale_game_get_setup (game)->stones, ==, 8);
    }

  /* Not text, too large. */
  {
    g_autoptr(PerchQawaleGame) game = new_game (NULL);
    g_autoptr(GError) error = NULL;
    static const char binary[] = "setup human human 8 draw\nmoves a1\0NNE\n";
    gsize size = PERCH_QAWALE_GAME_MAX_TEXT + 1;
    g_autofree char *large = g_malloc (size);

    g_assert_false (perch_qawale_game_load (game, binary, sizeof binary - 1, &error));
    assert_error_contains (error, "not text");
    g_clear_error (&error);
    memset (large, 'a', size);
    g_assert_false (perch_qawale_game_load (game, large, size, &error));
    assert_error_contains (error, "larger than");
  }
}

/* Every cut of a saved game reads as a prefix of it, without a crash. */
static void
test_truncated (void)
{
  g_autoptr(PerchQawaleGame) game = new_game ("human human 8 mover-wins");
  g_autofree char *text = NULL;
  g_autofree char *full_moves = NULL;
  gsize length;

  for (guint i = 0; light_wins[i] != NULL; i++)
    play (game, light_wins[i]);
  g_assert_true (perch_qawale_game_restart (game));
  play (game, "a1NNE");
  g_assert_true (perch_qawale_game_give_up (game));
  g_assert_true (perch_qawale_game_undo (game));
  text = perch_qawale_game_to_string (game);
  length = strlen (text);
  full_moves = g_strdup (strstr (text, "moves "));
  for (gsize cut = 0; cut <= length; cut++)
    {
      g_autoptr(PerchQawaleGame) loaded = new_game ("easy easy 10 mover-wins");
      g_autoptr(GError) error = NULL;
      g_autofree char *read = load_text (loaded, text, cut, &error);
      const char *moves = strstr (read, "moves ");

      if (cut == length)
        g_assert_no_error (error);
      /* What was read is the start of what was written. */
      if (moves != NULL)
        {
          g_autofree char *listed = g_strndup (moves, strcspn (moves, "\n"));

          g_assert_true (g_str_has_prefix (full_moves, listed));
        }
    }
}

/* Random bytes and random words of the notation: no crash, no hang; what reads whole is
 * written back the same. */
static void
test_random_input (void)
{
  static const char * const words[] = {
    "setup ", "moves ", "undone ", "human ", "hard ", "easy:1ms ", "8 ", "10 ", "draw",
    "mover-wins", "\n", "\r\n", "a1NNE ", "d4WWS ", "b3WN ", "restart ", "give-up ",
    "give-up:dark ", "a1", "NNE", "SSW", " ", "0", "1", "\xc3\xa9", "\xff",
  };
  g_autoptr(PerchQawaleGame) game = new_game (NULL);
  PerchRng rng;

  perch_rng_init (&rng, 11);
  for (guint round = 0; round < 4000; round++)
    {
      GString *text = g_string_new (round % 2 == 0 ? "setup human human 8 draw\n" : NULL);
      guint n = perch_rng_uniform (&rng, 40);
      g_autoptr(GError) error = NULL;

      for (guint i = 0; i < n; i++)
        {
          if (round % 3 == 0)
            g_string_append_c (text, (char) perch_rng_uniform (&rng, 256));
          else
            g_string_append (text, words[perch_rng_uniform (&rng, G_N_ELEMENTS (words))]);
        }
      if (perch_qawale_game_load (game, text->str, text->len, &error))
        {
          g_autofree char *written = perch_qawale_game_to_string (game);
          g_autofree char *again = NULL;

          again = load_text (game, written, -1, &error);
          g_assert_no_error (error);
          g_assert_cmpstr (again, ==, written);
        }
      else
        {
          g_assert_nonnull (error);
          g_assert_true (g_utf8_validate (error->message, -1, NULL));
        }
      g_string_free (text, TRUE);
    }
}

/* A history longer than the reader takes is read up to its limit. */
static void
test_long_history (void)
{
  g_autoptr(PerchQawaleGame) game = new_game (NULL);
  g_autoptr(GError) error = NULL;
  GString *text = g_string_new ("setup human human 8 mover-wins\nmoves");
  gint64 started = g_get_monotonic_time ();

  for (guint i = 0; i < PERCH_QAWALE_GAME_MAX_ENTRIES; i++)
    g_string_append (text, " a1NNE restart");
  g_assert_false (perch_qawale_game_load (game, text->str, text->len, &error));
  assert_error_contains (error, "more than 50000 entries");
  g_assert_cmpuint (perch_qawale_game_get_n_plies (game), ==, 0);
  g_assert_true (perch_qawale_game_get_can_undo (game));
  g_test_message ("read %u entries in %.0f ms", PERCH_QAWALE_GAME_MAX_ENTRIES,
                  (g_get_monotonic_time () - started) / 1000.0);
  g_string_free (text, TRUE);
}

/* Entries kept in older ways: "give-up" alone is the player to move. */
static void
test_replay (void)
{
  g_autoptr(PerchQawaleGame) game = new_game (NULL);
  g_autoptr(GError) error = NULL;
  PerchQawaleSetup setup;
  static const char * const old[] = { "a1NNE", "d4SSW", "give-up", NULL };
  static const char * const bad[] = { "a1NNE", "d4SSW", "a1NNE", "b3WN", NULL };
  g_autofree char *text = NULL;

  parse_setup ("human hard 8 mover-wins", &setup);
  g_assert_true (perch_qawale_game_replay (game, &setup, old, &error));
  g_assert_no_error (error);
  text = perch_qawale_game_to_string (game);
  g_assert_cmpstr (text, ==, "setup human hard 8 mover-wins\nmoves a1NNE d4SSW give-up:light\n");

  g_assert_false (perch_qawale_game_replay (game, &setup, bad, &error));
  g_assert_error (error, PERCH_QAWALE_GAME_ERROR, PERCH_QAWALE_GAME_ERROR_PARTIAL);
  assert_error_contains (error, "move 3, 'a1NNE'");
  g_assert_cmpuint (perch_qawale_game_get_n_plies (game), ==, 2);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/qawale/setup/text", test_setup_text);
  g_test_add_func ("/qawale/setup/errors", test_setup_errors);
  g_test_add_func ("/qawale/sowing/steps", test_sowing);
  g_test_add_func ("/qawale/game/two-players", test_two_players);
  g_test_add_func ("/qawale/game/moves-refused", test_moves_refused);
  g_test_add_func ("/qawale/game/undo-pairs", test_undo_pairs);
  g_test_add_func ("/qawale/game/watching", test_watching);
  g_test_add_func ("/qawale/game/endings", test_endings);
  g_test_add_func ("/qawale/game/computer-moves", test_computer_moves);
  g_test_add_func ("/qawale/game/watch-a-game", test_watch_a_game);
  g_test_add_func ("/qawale/game/hint", test_hint);
  g_test_add_func ("/qawale/game/round-trip", test_round_trip);
  g_test_add_func ("/qawale/game/bad-move-kept-before", test_bad_move_kept_before);
  g_test_add_func ("/qawale/game/problems", test_problems);
  g_test_add_func ("/qawale/game/bad-input", test_bad_input);
  g_test_add_func ("/qawale/game/truncated", test_truncated);
  g_test_add_func ("/qawale/game/random-input", test_random_input);
  g_test_add_func ("/qawale/game/long-history", test_long_history);
  g_test_add_func ("/qawale/game/replay", test_replay);

  return g_test_run ();
}
