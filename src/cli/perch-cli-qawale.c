/* perch-cli-qawale.c: 'perch-cli qawale' and 'perch-cli bench qawale'
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-cli"

#include "perch-cli.h"

#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "perch-qawale-engine.h"
#include "perch-qawale-eval.h"
#include "perch-qawale-match.h"
#include "perch-qawale-net.h"
#include "perch-qawale-position.h"

static void
print_main_help (FILE *out)
{
  fprintf (out,
           "Usage: perch-cli qawale COMMAND [ARGS...]\n"
           "\n"
           "The Qawale engine and matches between computer players. A move is the square\n"
           "the pebble goes on (a1 to d4; file a-d, rank 1-4) followed by one step per\n"
           "pebble of the lifted stack: N (rank+1), E (file+1), S, W; e.g. a1NNE.\n"
           "\n"
           "Commands:\n"
           "  engine     the text engine: commands on stdin, one reply line each\n"
           "  match      computer players against each other\n"
           "  selfplay   games of a player against itself, as training data\n"
           "  eval       the static evaluation of positions read from stdin\n"
           "\n"
           "Run 'perch-cli qawale COMMAND --help' for a command's options.\n");
}

static const char engine_summary[] =
  "Read commands from stdin, one a line, and answer each on one line\n"
  "of stdout (flushed at once):";
static const char engine_description[] =
  "  new [STONES]    ok: the start, light to move, 8 (or 10) stones each\n"
  "  play MOVE       ok, or: illegal REASON\n"
  "  go MS [DEPTH]   bestmove MOVE score S depth D nodes N solved 0|1\n"
  "                  (the Hard search for MS ms, 0 for no time limit\n"
  "                  with a DEPTH; the score is from the side to move,\n"
  "                  29900 and more a proven win, 0 a draw)\n"
  "  analyse MS      one line per legal move, the best first:\n"
  "                  move MOVE score S depth D [win N|loss N|draw]\n"
  "                  (win and loss in N plies, this move included, and\n"
  "                  draw when proven), then a line 'done'\n"
  "  moves           COUNT MOVE MOVE ...\n"
  "  status          ongoing, win light, win dark or draw\n"
  "  board           the board, stacks bottom to top, then a line '.'\n"
  "  perft D         leaf move sequences D plies deep (D up to 6)\n"
  "  stop            ends the search under way at once: it answers with\n"
  "                  what it has found\n"
  "  quit            stops any search and exits once the commands\n"
  "                  before it are answered; the end of the input exits\n"
  "                  after every answer\n"
  "Commands are read while a search runs; those after it wait for it.\n"
  "Anything else gets: error REASON. Blank lines get no reply.";

/* The engine's input: a thread reads the lines, so that 'stop' and 'quit' reach a search
 * under way. Lines are numbered as they come; a 'stop' or 'quit' numbered n ends the
 * searches of the commands before n (stop_before), and through the engine's flag the one
 * under way, if its number is below n. */
typedef struct
{
  GAsyncQueue *lines;          /* the lines, then an empty string for the end */
  gint         stop;           /* the engine's stop flag */
  gint         stop_before;
  gint         current;        /* the command being answered */
} EngineInput;

static gboolean
is_word (const char *line,
         const char *word)
{
  g_autofree char *copy = g_strstrip (g_strdup (line));

  return strcmp (copy, word) == 0;
}

static gpointer
read_commands (gpointer data)
{
  EngineInput *input = data;
  char *line = NULL;
  size_t size = 0;
  gint number = 0;

  while (getline (&line, &size, stdin) >= 0)
    {
      number++;
      if (is_word (line, "stop") || is_word (line, "quit"))
        {
          /* First the mark for the commands to come, then the flag of the one under way:
           * see answer_commands(). */
          g_atomic_int_set (&input->stop_before, number);
          if (number > g_atomic_int_get (&input->current))
            g_atomic_int_set (&input->stop, 1);
        }
      /* getline() never reads an empty line: the empty string marks the end. */
      g_async_queue_push (input->lines, g_strdup (line));
    }
  free (line);
  g_async_queue_push (input->lines, g_strdup (""));
  return NULL;
}

/* Answers the lines in turn; FALSE after 'quit', TRUE at the end of the input. */
static gboolean
answer_commands (PerchQawaleEngine *engine,
                 EngineInput       *input)
{
  for (gint number = 1;; number++)
    {
      g_autofree char *line = g_async_queue_pop (input->lines);
      g_autofree char *reply = NULL;
      gboolean quit = FALSE;

      if (line[0] == '\0')
        return TRUE;
      /* Clear the flag before publishing the number (a 'stop' read after it sees the
       * number and sets the flag again), then look at what was read before. */
      g_atomic_int_set (&input->stop, 0);
      g_atomic_int_set (&input->current, number);
      if (g_atomic_int_get (&input->stop_before) > number)
        g_atomic_int_set (&input->stop, 1);
      reply = perch_qawale_engine_reply (engine, line, &quit);
      if (quit)
        return FALSE;
      if (reply != NULL)
        {
          printf ("%s\n", reply);
          fflush (stdout);
        }
    }
}

static int
command_engine (int    argc,
                char **argv)
{
  GOptionEntry entries[] = { { NULL } };
  g_autoptr(PerchQawaleEngine) engine = NULL;
  EngineInput input = { NULL, 0, 0, 0 };
  GThread *reader;
  int status;

  status = perch_cli_parse_options ("qawale engine", "", engine_summary, engine_description,
                                    entries, &argc, &argv);
  if (status >= 0)
    return status;
  if (argc > 1)
    return perch_cli_usage_error ("qawale engine", "unexpected argument '%s'", argv[1]);

  engine = perch_qawale_engine_new ();
  perch_qawale_engine_set_stop (engine, &input.stop);
  input.lines = g_async_queue_new_full (g_free);
  reader = g_thread_new ("engine-input", read_commands, &input);
  if (!answer_commands (engine, &input))
    {
      /* After 'quit' the reader may wait for input that never comes: leave at once. */
      fflush (stdout);
      _exit (PERCH_CLI_EXIT_OK);
    }
  g_thread_join (reader);
  g_async_queue_unref (input.lines);
  return PERCH_CLI_EXIT_OK;
}

typedef struct
{
  char *a;
  char *b;
} MatchNames;

static void
print_game (const PerchQawaleMatchGame   *game,
            const PerchQawaleMatchResult *result,
            gpointer                      user_data)
{
  MatchNames *names = user_data;

  printf ("game %u: light %s, dark %s: %s in %u plies: %s\n", game->index + 1,
          game->a_is_light ? names->a : names->b, game->a_is_light ? names->b : names->a,
          perch_qawale_outcome_name (game->outcome), game->plies, game->moves);
  fflush (stdout);
}

static int
parse_stones (const char *command,
              int         stones)
{
  if (stones != 8 && stones != 10)
    return perch_cli_usage_error (command, "--stones is 8 or 10, not %d", stones);
  return -1;
}

/* "score 62.5% in 400 games (pairs 0-12-80-90-18), Elo +89 (95%: +60 to +118)" */
static char *
describe_score (const PerchQawaleMatchResult *result)
{
  const guint *pairs = result->pairs.pairs;
  PerchQawaleElo elo;
  g_autofree char *elo_text = NULL;

  perch_qawale_elo_estimate (&result->pairs, &elo);
  elo_text = perch_qawale_elo_format (&elo);
  return g_strdup_printf ("score %.1f%% in %u games (pairs scoring 0-1/2-1-3/2-2: "
                          "%u-%u-%u-%u-%u), Elo %s", 100 * elo.score,
                          result->wins + result->losses + result->draws, pairs[0], pairs[1],
                          pairs[2], pairs[3], pairs[4], elo_text);
}

static void
print_match_summary (const PerchQawaleMatch       *match,
                     const MatchNames             *names,
                     const PerchQawaleMatchResult *result)
{
  g_autofree char *score = describe_score (result);

  printf ("%s: %u wins, %u losses, %u draws (as light %u-%u-%u, as dark %u-%u-%u)\n",
          names->a, result->wins, result->losses, result->draws,
          result->wins_as[PERCH_QAWALE_LIGHT], result->losses_as[PERCH_QAWALE_LIGHT],
          result->draws_as[PERCH_QAWALE_LIGHT], result->wins_as[PERCH_QAWALE_DARK],
          result->losses_as[PERCH_QAWALE_DARK], result->draws_as[PERCH_QAWALE_DARK]);
  printf ("%s: %u wins, %u losses, %u draws\n", names->b, result->losses, result->wins,
          result->draws);
  printf ("%s: %s\n", names->a, score);
  if (match->sprt != NULL)
    {
      double lower, upper;

      perch_qawale_sprt_bounds (match->sprt, &lower, &upper);
      printf ("SPRT (H0 Elo %+g, H1 Elo %+g, alpha %g, beta %g): %s, LLR %.2f (bounds %.2f, "
              "%.2f)\n", match->sprt->elo0, match->sprt->elo1, match->sprt->alpha,
              match->sprt->beta,
              result->sprt == PERCH_QAWALE_SPRT_H1 ? "H1 accepted, stopped early" :
              result->sprt == PERCH_QAWALE_SPRT_H0 ? "H0 accepted, stopped early" :
              "no decision", result->llr, lower, upper);
    }
  for (guint who = 0; who < 2; who++)
    {
      guint moves = result->moves[who], solved = result->solved[who];

      printf ("time per move: %s %.1f ms (max %.1f ms, %u moves, %.0f positions a move; "
              "%u solved in %.1f ms, the others %.1f ms)\n",
              who == 0 ? names->a : names->b,
              moves > 0 ? result->total_ms[who] / moves : 0.0,
              result->max_ms[who], moves,
              moves > 0 ? (double) result->nodes[who] / moves : 0.0,
              solved, solved > 0 ? result->solved_ms[who] / solved : 0.0,
              moves > solved ? (result->total_ms[who] - result->solved_ms[who]) / (moves - solved)
                             : 0.0);
    }
}

static const char match_summary[] =
  "Play computer players against each other: each opening (two random\n"
  "plies) is played twice, with the colours swapped.";
static const char match_description[] =
  "Players (SPEC): easy (random moves), medium (greedy, one ply),\n"
  "hard (search, 1 s a move), expert (search, 5 s a move), hard-v1\n"
  "(the frozen reference: Hard before the work on its strength);\n"
  "hard, expert and hard-v1 take limits: hard:100ms, hard:2s,\n"
  "hard:depth=6, hard:nodes=200000, hard:depth=4,nodes=50000 (depth or\n"
  "nodes alone: no time limit). engine:COMMAND:MS is another program\n"
  "that speaks the engine protocol, given MS ms a move, e.g.\n"
  "engine:perch-cli qawale engine:100 (default rules only).\n"
  "\n"
  "--sprt ELO0,ELO1 stops the match once the sequential probability\n"
  "ratio test decides between H0 (A is ELO0 stronger than B) and H1\n"
  "(A is ELO1 stronger), with error rates alpha and beta (0.05 each\n"
  "unless given: --sprt 0,20,0.05,0.05); it looks after each pair of\n"
  "games, from the 10th pair on.\n"
  "\n"
  "Output: one line per game,\n"
  "  game N: light SPEC, dark SPEC: RESULT in P plies: MOVES\n"
  "(RESULT: win light, win dark or draw), then for player A (--light)\n"
  "  SPEC: W wins, L losses, D draws (as light W-L-D, as dark W-L-D)\n"
  "and the same for player B, then A's score, the pairs by points and\n"
  "the Elo difference with its 95% interval (pairs are the samples),\n"
  "  SPEC: score S% in N games (pairs scoring 0-1/2-1-3/2-2: ...), Elo E\n"
  "the SPRT's decision when asked for, and for each player\n"
  "  time per move: SPEC T ms (max M ms, K moves, P positions a move;\n"
  "                 S solved in T1 ms, the others T2 ms)\n"
  "(a solved move's search proved the game's value and stopped early).";

/* "ELO0,ELO1[,ALPHA[,BETA]]" */
static gboolean
parse_sprt (const char      *text,
            PerchQawaleSprt *sprt)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);
  guint n = g_strv_length (parts);
  double values[4] = { 0, 0, PERCH_QAWALE_SPRT_ALPHA, PERCH_QAWALE_SPRT_BETA };

  if (n < 2 || n > 4)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      char *end;

      values[i] = g_ascii_strtod (parts[i], &end);
      if (end == parts[i] || *end != '\0' || !isfinite (values[i]))
        return FALSE;
    }
  sprt->elo0 = values[0];
  sprt->elo1 = values[1];
  sprt->alpha = values[2];
  sprt->beta = values[3];
  return sprt->elo0 < sprt->elo1 && ABS (sprt->elo0) <= 1000 && ABS (sprt->elo1) <= 1000 &&
         sprt->alpha > 0 && sprt->alpha < 0.5 && sprt->beta > 0 && sprt->beta < 0.5;
}

static int
command_match (int    argc,
               char **argv)
{
  g_autofree char *light = NULL, *dark = NULL, *both_lines = NULL, *sprt_text = NULL;
  int games = 0, stones = 8;
  gint64 seed = 1;
  GOptionEntry entries[] = {
    { "light", 0, 0, G_OPTION_ARG_STRING, &light, "Player A, light in the first game of each "
      "pair (required)", "SPEC" },
    { "dark", 0, 0, G_OPTION_ARG_STRING, &dark, "Player B (required)", "SPEC" },
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "Games, an even number (required)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Seed of the openings and the players' "
      "random choices (default 1)", "S" },
    { "stones", 0, 0, G_OPTION_ARG_INT, &stones, "Pebbles per player, 8 (default) or 10",
      "8|10" },
    { "both-lines", 0, 0, G_OPTION_ARG_STRING, &both_lines, "When a move shows lines of both "
      "colours: the mover wins (default) or a draw", "mover|draw" },
    { "sprt", 0, 0, G_OPTION_ARG_STRING, &sprt_text, "Stop when the SPRT decides (see below)",
      "ELO0,ELO1" },
    { NULL }
  };
  PerchQawaleMatch match = { 0 };
  PerchQawaleSprt sprt;
  PerchQawaleMatchResult result;
  g_autoptr(GError) error = NULL;
  MatchNames names;
  int status;

  status = perch_cli_parse_options ("qawale match", "", match_summary, match_description, entries,
                                    &argc, &argv);
  if (status >= 0)
    return status;
  if (argc > 1)
    return perch_cli_usage_error ("qawale match", "unexpected argument '%s'", argv[1]);
  if (light == NULL || dark == NULL)
    return perch_cli_usage_error ("qawale match", "give both players: --light SPEC --dark SPEC");
  if (games <= 0 || games % 2 != 0)
    return perch_cli_usage_error ("qawale match", "--games is a positive even number (each "
                                  "opening is played with both colours), not %d", games);
  if ((status = parse_stones ("qawale match", stones)) >= 0)
    return status;
  if (seed < 0)
    return perch_cli_usage_error ("qawale match", "--seed cannot be negative");
  if (both_lines != NULL && strcmp (both_lines, "mover") != 0 && strcmp (both_lines, "draw") != 0)
    return perch_cli_usage_error ("qawale match", "--both-lines is mover or draw, not '%s'",
                                  both_lines);
  if (sprt_text != NULL && !parse_sprt (sprt_text, &sprt))
    return perch_cli_usage_error ("qawale match", "--sprt is ELO0,ELO1[,ALPHA[,BETA]] with "
                                  "ELO0 < ELO1 within ±1000 and error rates between 0 and 0.5, "
                                  "not '%s'", sprt_text);
  if (!perch_qawale_player_spec_parse (light, &match.a, &error) ||
      !perch_qawale_player_spec_parse (dark, &match.b, &error))
    {
      perch_qawale_player_spec_clear (&match.a);
      return perch_cli_usage_error ("qawale match", "%s", error->message);
    }
  /* An engine that exits makes writing to it an error, not a signal that kills us. */
  signal (SIGPIPE, SIG_IGN);
  match.sprt = sprt_text != NULL ? &sprt : NULL;

  match.games = games;
  match.seed = seed;
  match.stones = stones;
  match.both_lines = g_strcmp0 (both_lines, "draw") == 0 ? PERCH_QAWALE_BOTH_LINES_DRAW
                                                         : PERCH_QAWALE_BOTH_LINES_MOVER_WINS;
  names.a = perch_qawale_player_spec_to_string (&match.a);
  names.b = perch_qawale_player_spec_to_string (&match.b);
  if (strcmp (names.a, names.b) == 0)
    {
      char *a = g_strconcat (names.a, " (A)", NULL), *b = g_strconcat (names.b, " (B)", NULL);

      g_free (names.a);
      g_free (names.b);
      names.a = a;
      names.b = b;
    }
  status = PERCH_CLI_EXIT_OK;
  if (perch_qawale_match_run (&match, print_game, &names, &result, &error))
    print_match_summary (&match, &names, &result);
  else
    status = perch_cli_usage_error ("qawale match", "%s", error->message);
  g_free (names.a);
  g_free (names.b);
  perch_qawale_player_spec_clear (&match.a);
  perch_qawale_player_spec_clear (&match.b);
  return status;
}

static void
print_samples (guint                    game,
               const PerchQawaleSample *samples,
               guint                    n_samples,
               gpointer                 user_data)
{
  for (guint i = 0; i < n_samples; i++)
    {
      g_autofree char *text = perch_qawale_position_to_string (&samples[i].position);

      printf ("%s\t%d\t%d\t%u\t%u\n", text, samples[i].result, samples[i].score,
              samples[i].depth, game + 1);
    }
  fflush (stdout);
}

static const char selfplay_summary[] =
  "Play a computer player against itself from random openings and print\n"
  "every position it moved from, with the game's result: the data the\n"
  "evaluation is tuned and trained on (tools/qawale-train.py).";
static const char selfplay_description[] =
  "Each game starts with a random number of random plies (--opening),\n"
  "drawn from the seed; with a player limited by depth or nodes the\n"
  "output depends on the seed alone. One line per position:\n"
  "  POSITION<TAB>RESULT<TAB>SCORE<TAB>DEPTH<TAB>GAME\n"
  "POSITION in the one-line format (\"nn,,,nn/,,,/,,,/nn,,,nn light 8 8\"),\n"
  "RESULT the game's result for the side to move (1, 0 or -1), SCORE and\n"
  "DEPTH the player's search score (side to move) and depth, GAME the\n"
  "game's number from 1.";

static int
command_selfplay (int    argc,
                  char **argv)
{
  g_autofree char *player = NULL, *opening = NULL;
  int games = 0, stones = 10;
  gint64 seed = 1;
  GOptionEntry entries[] = {
    { "player", 0, 0, G_OPTION_ARG_STRING, &player, "The player (default hard:nodes=20000)",
      "SPEC" },
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "Games (required)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Seed of the openings (default 1)", "S" },
    { "stones", 0, 0, G_OPTION_ARG_INT, &stones, "Pebbles per player, 8 or 10 (default)",
      "8|10" },
    { "opening", 0, 0, G_OPTION_ARG_STRING, &opening, "Random plies before the player "
      "takes over, from MIN to MAX (default 2-6)", "MIN-MAX" },
    { NULL }
  };
  PerchQawaleSelfPlay self_play = { 0 };
  g_autoptr(GError) error = NULL;
  guint min_opening = 2, max_opening = 6;
  int status;

  status = perch_cli_parse_options ("qawale selfplay", "", selfplay_summary,
                                    selfplay_description, entries, &argc, &argv);
  if (status >= 0)
    return status;
  if (argc > 1)
    return perch_cli_usage_error ("qawale selfplay", "unexpected argument '%s'", argv[1]);
  if (games <= 0)
    return perch_cli_usage_error ("qawale selfplay", "--games is a positive number, not %d",
                                  games);
  if ((status = parse_stones ("qawale selfplay", stones)) >= 0)
    return status;
  if (seed < 0)
    return perch_cli_usage_error ("qawale selfplay", "--seed cannot be negative");
  if (opening != NULL &&
      (sscanf (opening, "%u-%u", &min_opening, &max_opening) != 2 ||
       min_opening > max_opening || max_opening > 12))
    return perch_cli_usage_error ("qawale selfplay", "--opening is MIN-MAX with MIN <= MAX <= "
                                  "12, not '%s'", opening);
  if (!perch_qawale_player_spec_parse (player != NULL ? player : "hard:nodes=20000",
                                       &self_play.player, &error))
    return perch_cli_usage_error ("qawale selfplay", "%s", error->message);
  if (self_play.player.level == PERCH_QAWALE_ENGINE)
    {
      perch_qawale_player_spec_clear (&self_play.player);
      return perch_cli_usage_error ("qawale selfplay", "the player cannot be an engine");
    }
  self_play.games = games;
  self_play.seed = seed;
  self_play.stones = stones;
  self_play.min_opening = min_opening;
  self_play.max_opening = max_opening;
  status = PERCH_CLI_EXIT_OK;
  if (!perch_qawale_self_play (&self_play, print_samples, NULL, &error))
    status = perch_cli_usage_error ("qawale selfplay", "%s", error->message);
  perch_qawale_player_spec_clear (&self_play.player);
  return status;
}

static const char eval_summary[] =
  "Read positions from stdin, one a line (the text before a tab, if any),\n"
  "and print the static evaluation of each from the side to move:";
static const char eval_description[] =
  "  EVAL<TAB>TERM TERM ...\n"
  "EVAL the hand-written evaluation (eval=terms), then the terms it\n"
  "weighs, in this order:\n"
  "  my-one my-two my-three their-one their-two their-three\n"
  "  my-reachable-three my-open-three threats double-threat my-tops\n"
  "  their-tops my-reachable-squares reachable-threats my-centre-tops\n"
  "  their-centre-tops\n"
  "With --net, only the network's evaluation of each position,\n"
  "as tools/qawale-train.py check prints it: EVAL<TAB>POSITION.\n"
  "A line that is not a position gets 'error line N: REASON' (and the\n"
  "exit status is 2 at the end).";

static int
command_eval (int    argc,
              char **argv)
{
  gboolean net = FALSE;
  GOptionEntry entries[] = {
    { "net", 0, 0, G_OPTION_ARG_NONE, &net, "The network's evaluation alone", NULL },
    { NULL }
  };
  char *line = NULL;
  size_t size = 0;
  guint number = 0;
  int status;

  status = perch_cli_parse_options ("qawale eval", "", eval_summary, eval_description, entries,
                                    &argc, &argv);
  if (status >= 0)
    return status;
  if (argc > 1)
    return perch_cli_usage_error ("qawale eval", "unexpected argument '%s'", argv[1]);
  status = PERCH_CLI_EXIT_OK;
  while (getline (&line, &size, stdin) >= 0)
    {
      g_autoptr(PerchQawalePosition) position = NULL;
      g_autoptr(GError) error = NULL;
      int terms[PERCH_QAWALE_N_TERMS];
      char *tab = strchr (line, '\t');

      number++;
      if (tab != NULL)
        *tab = '\0';
      g_strchomp (line);
      position = perch_qawale_position_parse (line, &error);
      if (position == NULL)
        {
          printf ("error line %u: %s\n", number, error->message);
          status = PERCH_CLI_EXIT_USAGE;
          continue;
        }
      if (net)
        {
          printf ("%d\t%s\n", perch_qawale_net_evaluate (position), line);
          continue;
        }
      perch_qawale_eval_terms (position, terms);
      printf ("%d\t", perch_qawale_evaluate (position));
      for (guint i = 0; i < PERCH_QAWALE_N_TERMS; i++)
        printf (i > 0 ? " %d" : "%d", terms[i]);
      printf ("\n");
    }
  free (line);
  return status;
}

int
perch_cli_qawale (int    argc,
                  char **argv)
{
  static const PerchCliCommand commands[] = {
    { "engine", command_engine },
    { "match", command_match },
    { "selfplay", command_selfplay },
    { "eval", command_eval },
  };

  return perch_cli_dispatch ("qawale", print_main_help, commands, G_N_ELEMENTS (commands),
                             argc, argv);
}

/* The benchmark. */

static void
bench_perft (int repeat)
{
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  guint64 leaves = 0;
  double median;

  for (int run = 0; run < repeat; run++)
    {
      PerchQawalePosition start;
      gint64 begin;
      double ms;

      perch_qawale_position_init (&start, 8, PERCH_QAWALE_LIGHT,
                                  PERCH_QAWALE_BOTH_LINES_MOVER_WINS);
      begin = g_get_monotonic_time ();
      leaves = perch_qawale_perft (&start, 4);
      ms = perch_cli_elapsed_ms (begin);
      g_array_append_val (times, ms);
    }
  qsort (times->data, times->len, sizeof (double), perch_cli_compare_doubles);
  median = perch_cli_percentile ((double *) times->data, times->len, 0.5);
  printf ("perft 4: %" G_GUINT64_FORMAT " leaves, median %.1f ms of %d runs (max %.1f ms), "
          "%.1f M leaves/s\n", leaves, median, repeat,
          g_array_index (times, double, times->len - 1), leaves / median / 1000.0);
}

/* A player's search from the start for @ms: its speed in positions a second. */
static void
bench_search (const char *spec_text,
              guint       ms)
{
  g_autofree char *text = g_strdup_printf ("%s:%ums", spec_text, ms);
  g_autoptr(PerchQawalePlayer) player = NULL;
  PerchQawalePlayerSpec spec;
  PerchQawalePosition start;
  PerchQawaleChoice choice;
  g_autofree char *move = NULL;
  gint64 begin;
  double elapsed;

  perch_qawale_player_spec_parse (text, &spec, NULL);
  player = perch_qawale_player_new (&spec, 1);
  perch_qawale_position_init (&start, 8, PERCH_QAWALE_LIGHT, PERCH_QAWALE_BOTH_LINES_MOVER_WINS);
  begin = g_get_monotonic_time ();
  perch_qawale_player_choose (player, &start, NULL, &choice, NULL);
  elapsed = perch_cli_elapsed_ms (begin);
  move = perch_qawale_move_to_string (&choice.move);
  printf ("%s from the start, %u ms: %s, depth %u, %" G_GUINT64_FORMAT " positions in "
          "%.0f ms, %.1f M positions/s\n", spec_text, ms, move, choice.depth, choice.nodes,
          elapsed, choice.nodes / elapsed / 1000.0);
}

static char *
read_line_from (GDataInputStream *stream)
{
  return g_data_input_stream_read_line_utf8 (stream, NULL, NULL, NULL);
}

/* How long the engine takes to answer 'stop' in the middle of a long search, through its
 * pipes as a script sees it: 'go 60000', 100 ms, 'stop', until the bestmove line. */
static void
bench_stop (guint runs)
{
  const char *argv[] = { "/proc/self/exe", "qawale", "engine", NULL };
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GDataInputStream) replies = NULL;
  g_autoptr(GError) error = NULL;
  GOutputStream *commands;

  process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDIN_PIPE |
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error);
  if (process == NULL)
    {
      printf ("stop: the engine cannot be started (%s)\n", error->message);
      return;
    }
  commands = g_subprocess_get_stdin_pipe (process);
  replies = g_data_input_stream_new (g_subprocess_get_stdout_pipe (process));
  for (guint run = 0; run < runs; run++)
    {
      g_autofree char *reply = NULL;
      gint64 begin;
      double ms;

      g_output_stream_write_all (commands, "go 60000\n", 9, NULL, NULL, NULL);
      g_usleep (100 * G_TIME_SPAN_MILLISECOND);
      begin = g_get_monotonic_time ();
      g_output_stream_write_all (commands, "stop\n", 5, NULL, NULL, NULL);
      reply = read_line_from (replies);
      ms = perch_cli_elapsed_ms (begin);
      if (reply == NULL || !g_str_has_prefix (reply, "bestmove "))
        {
          printf ("stop: the engine answered '%s'\n", reply != NULL ? reply : "nothing");
          return;
        }
      g_array_append_val (times, ms);
    }
  g_output_stream_write_all (commands, "quit\n", 5, NULL, NULL, NULL);
  g_subprocess_wait (process, NULL, NULL);
  qsort (times->data, times->len, sizeof (double), perch_cli_compare_doubles);
  printf ("stop during 'go 60000': answered in %.2f ms (median of %u), %.2f ms at most\n",
          perch_cli_percentile ((double *) times->data, times->len, 0.5), runs,
          g_array_index (times, double, times->len - 1));
}

static gboolean
bench_match (const char *a,
             const char *b,
             guint       stones,
             guint       games,
             guint64     seed)
{
  PerchQawaleMatch match = { 0 };
  PerchQawaleMatchResult result;
  PerchQawaleElo elo;
  g_autoptr(GError) error = NULL;
  g_autofree char *label = g_strdup_printf ("%s vs %s", a, b);
  g_autofree char *elo_text = NULL;

  perch_qawale_player_spec_parse (a, &match.a, NULL);
  perch_qawale_player_spec_parse (b, &match.b, NULL);
  match.games = games;
  match.seed = seed;
  match.stones = stones;
  match.both_lines = PERCH_QAWALE_BOTH_LINES_MOVER_WINS;
  if (!perch_qawale_match_run (&match, NULL, NULL, &result, &error))
    {
      printf ("%s: %s\n", label, error->message);
      return FALSE;
    }
  perch_qawale_elo_estimate (&result.pairs, &elo);
  elo_text = perch_qawale_elo_format (&elo);
  printf ("%-28s %6u %6u %5u %6u %6u %6.1f%% %8.1f  %s\n", label, stones, games, result.wins,
          result.losses, result.draws, 100.0 * elo.score,
          result.total_ms[0] / MAX (result.moves[0], 1u), elo_text);
  fflush (stdout);
  return TRUE;
}

static const char bench_summary[] =
  "Time perft 4 from the start, the searches of Hard and of hard-v1 (the\n"
  "frozen reference) from the start and the engine's answer to 'stop';\n"
  "then play Hard against Medium and Easy, and against hard-v1 with the\n"
  "same time, with 8 and with 10 stones (each opening with both colours).\n"
  "'score' is Hard's points per game, 'ms/move' its time, and Elo its\n"
  "strength over the opponent with the 95% interval (the pairs of games\n"
  "as samples).";

int
perch_cli_qawale_bench (int    argc,
                        char **argv)
{
  int games = 0, repeat = 5;
  gint64 seed = 1;
  gboolean no_match = FALSE;
  g_autofree char *time = NULL;
  GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "Games per match, even (default 100 against "
      "Medium and Easy, 400 against hard-v1)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Seed of the matches (default 1)", "S" },
    { "time", 0, 0, G_OPTION_ARG_STRING, &time, "Hard's (and hard-v1's) time per move "
      "(default 100ms)", "T" },
    { "repeat", 0, 0, G_OPTION_ARG_INT, &repeat, "Runs of perft 4 (default 5)", "N" },
    { "no-match", 0, 0, G_OPTION_ARG_NONE, &no_match, "Only perft, the search speeds and "
      "stop", NULL },
    { NULL }
  };
  static const char * const opponents[] = { "medium", "easy" };
  g_autofree char *hard = NULL, *reference = NULL;
  PerchQawalePlayerSpec spec;
  g_autoptr(GError) error = NULL;
  gboolean ok = TRUE;
  int status;

  status = perch_cli_parse_options ("bench qawale", "", bench_summary, NULL, entries, &argc,
                                    &argv);
  if (status >= 0)
    return status;
  if (games < 0 || games % 2 != 0 || repeat < 1)
    return perch_cli_usage_error ("bench qawale", "--games must be positive and even, --repeat "
                                  "positive");
  hard = g_strdup_printf ("hard:%s", time != NULL ? time : "100ms");
  reference = g_strdup_printf ("hard-v1:%s", time != NULL ? time : "100ms");
  if (!perch_qawale_player_spec_parse (hard, &spec, &error))
    return perch_cli_usage_error ("bench qawale", "--time: %s", error->message);

  bench_perft (repeat);
  bench_search ("hard", 1000);
  bench_search ("hard-v1", 1000);
  bench_stop (10);
  if (no_match)
    return PERCH_CLI_EXIT_OK;
  printf ("%-28s %6s %6s %5s %6s %6s %7s %8s  %s\n", "match", "stones", "games", "wins",
          "losses", "draws", "score", "ms/move", "Elo (95% interval)");
  for (guint stones = 8; stones <= 10; stones += 2)
    for (guint i = 0; i < G_N_ELEMENTS (opponents); i++)
      ok = bench_match (hard, opponents[i], stones, games > 0 ? games : 100, seed) && ok;
  for (guint stones = 10; stones >= 8; stones -= 2)
    ok = bench_match (hard, reference, stones, games > 0 ? games : 400, seed) && ok;
  return ok ? PERCH_CLI_EXIT_OK : PERCH_CLI_EXIT_NO_ANSWER;
}
