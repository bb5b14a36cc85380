/* perch-qawale-labels.c: what the Qawale page calls colours, players and problems,
 * translated
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "config.h"

#include <glib/gi18n.h>

#include "perch-qawale-game.h"
#include "perch-qawale-labels.h"

const char *
perch_qawale_label_colour (PerchQawaleColour colour)
{
  return colour == PERCH_QAWALE_LIGHT ? _("Light") : _("Dark");
}

const char *
perch_qawale_label_level (PerchQawaleLevel level)
{
  switch (level)
    {
    case PERCH_QAWALE_EASY:
      return C_("computer player", "Easy");
    case PERCH_QAWALE_MEDIUM:
      return C_("computer player", "Medium");
    case PERCH_QAWALE_HARD:
      return C_("computer player", "Hard");
    case PERCH_QAWALE_EXPERT:
      return C_("computer player", "Expert");
    default:
      return C_("computer player", "Computer");
    }
}

static char *
label_missing (guint words)
{
  /* Translators: the order of a setup's words is fixed: the light player, the dark
   * player, the pebbles each, the rule; "human hard 8 mover-wins" is not translated. */
  switch (words)
    {
    case 0:
      return g_strdup (_("the players are missing: write the light player, the dark player, "
                         "the pebbles and the rule, such as “human hard 8 mover-wins”"));
    case 1:
      return g_strdup (_("the dark player is missing: write the light player, the dark "
                         "player, the pebbles and the rule, such as “human hard 8 "
                         "mover-wins”"));
    case 2:
      return g_strdup (_("the number of pebbles is missing: write the light player, the dark "
                         "player, the pebbles and the rule, such as “human hard 8 "
                         "mover-wins”"));
    default:
      return g_strdup (_("the rule is missing: write the light player, the dark player, the "
                         "pebbles and the rule, such as “human hard 8 mover-wins”"));
    }
}

static char *
label_game_over (PerchQawaleOutcome outcome)
{
  switch (outcome)
    {
    case PERCH_QAWALE_WIN_LIGHT:
    case PERCH_QAWALE_WIN_DARK:
      /* Translators: a colour, "Light" or "Dark" */
      return g_strdup_printf (_("the game is over: %s won"),
                              perch_qawale_label_colour (outcome == PERCH_QAWALE_WIN_LIGHT
                                                         ? PERCH_QAWALE_LIGHT
                                                         : PERCH_QAWALE_DARK));
    case PERCH_QAWALE_DRAW:
      return g_strdup (_("the game is over: a draw"));
    case PERCH_QAWALE_ONGOING:
    default:
      return g_strdup (_("the game is over"));
    }
}

/* What is wrong, without the place and the move at fault. */
static char *
label_what (const PerchQawaleProblem *p)
{
  char name[3];

  perch_qawale_square_name (MIN (p->square, PERCH_QAWALE_N_SQUARES - 1), name);
  /* Translators: in these messages, N, E, S and W are the letters of the steps in a
   * move's notation (north, east, south, west): they are not translated. */
  switch (p->kind)
    {
    case PERCH_QAWALE_PROBLEM_MOVE_EMPTY:
      return g_strdup (_("the move is empty: write a square (a1 to d4), then one step (N, E, "
                         "S or W) per pebble"));
    case PERCH_QAWALE_PROBLEM_MOVE_FILE:
      /* Translators: a character */
      return g_strdup_printf (_("“%c” is not a file (a to d): a move starts with a square, "
                                "a1 to d4"), p->letter);
    case PERCH_QAWALE_PROBLEM_MOVE_NO_RANK:
      return g_strdup (_("the square needs a rank (1 to 4)"));
    case PERCH_QAWALE_PROBLEM_MOVE_RANK:
      /* Translators: a character */
      return g_strdup_printf (_("“%c” is not a rank (1 to 4)"), p->letter);
    case PERCH_QAWALE_PROBLEM_MOVE_NO_STEPS:
      return g_strdup (_("no steps: after the square, one step (N, E, S or W) per pebble of "
                         "the stack, the placed one included"));
    case PERCH_QAWALE_PROBLEM_MOVE_TOO_LONG:
      return g_strdup_printf (ngettext ("%u steps: no stack is taller than %u pebbles",
                                        "%u steps: no stack is taller than %u pebbles",
                                        p->number),
                              p->number, (guint) PERCH_QAWALE_MAX_PEBBLES);
    case PERCH_QAWALE_PROBLEM_MOVE_STEP:
      /* Translators: a character, then its place in the move */
      return g_strdup_printf (_("“%c” (character %u) is not a step (N, E, S or W)"), p->letter,
                              p->number);
    case PERCH_QAWALE_PROBLEM_REVERSES:
      /* Translators: the number of a step, then a square such as "b3" */
      return g_strdup_printf (_("step %u turns straight back to %s (a path may not reverse)"),
                              p->number, name);
    case PERCH_QAWALE_PROBLEM_OFF_BOARD:
      return g_strdup_printf (_("step %u leaves the board"), p->number);
    case PERCH_QAWALE_PROBLEM_NO_SQUARE:
      return g_strdup (_("there is no such square"));
    case PERCH_QAWALE_PROBLEM_GAME_OVER:
      return label_game_over (p->outcome);
    case PERCH_QAWALE_PROBLEM_NO_PEBBLES:
      /* Translators: a colour, "Light" or "Dark" */
      return g_strdup_printf (_("%s has no pebbles left"), perch_qawale_label_colour (p->colour));
    case PERCH_QAWALE_PROBLEM_EMPTY_STACK:
      return g_strdup (_("the stack is empty (a pebble goes on a square that holds pebbles)"));
    case PERCH_QAWALE_PROBLEM_STEP_COUNT:
      return g_strdup_printf (ngettext ("wrong number of steps: a stack of %u needs %u",
                                        "wrong number of steps: a stack of %u needs %u",
                                        p->number),
                              p->number, p->number + 1);
    case PERCH_QAWALE_PROBLEM_RESTART_AT_START:
      return g_strdup (_("the game is at its start already"));
    case PERCH_QAWALE_PROBLEM_GIVE_UP_SPELLING:
      /* Translators: "give-up:light" and "give-up:dark" are notation: not translated */
      return g_strdup_printf (_("“%s”: giving up is written give-up:light or give-up:dark"),
                              p->word);
    case PERCH_QAWALE_PROBLEM_GIVE_UP_OVER:
      return g_strdup_printf (_("“%s”: the game is over, nobody can give up"), p->word);
    case PERCH_QAWALE_PROBLEM_ENTRY_TOO_LONG:
      return g_strdup_printf (_("“%s” is too long to be a move"), p->word);
    case PERCH_QAWALE_PROBLEM_TOO_MANY_ENTRIES:
      return g_strdup_printf (_("more than %u entries: the rest were not read"), p->number);
    case PERCH_QAWALE_PROBLEM_SETUP_TOO_LONG:
      return g_strdup_printf (_("the players and rules are too long (at most %u characters)"),
                              p->number);
    case PERCH_QAWALE_PROBLEM_SETUP_NOT_TEXT:
      return g_strdup (_("the players and rules are not text"));
    case PERCH_QAWALE_PROBLEM_SETUP_EXTRA:
      return g_strdup_printf (_("“%s” is one word too many after the rule"), p->word);
    case PERCH_QAWALE_PROBLEM_SETUP_MISSING:
      return label_missing (p->number);
    case PERCH_QAWALE_PROBLEM_PLAYER:
      /* Translators: "human", "easy", "medium", "hard" and "expert" are written as is in
       * a saved game: not translated */
      return g_strdup_printf (_("“%s” is not a player: human, easy, medium, hard or expert"),
                              p->word);
    case PERCH_QAWALE_PROBLEM_PLAYER_LIMITS:
      /* Translators: "hard:2s" and "hard:depth=6" are notation: not translated */
      return g_strdup_printf (_("“%s” is not a computer player: a level, then its limits, "
                                "such as hard:2s or hard:depth=6"), p->word);
    case PERCH_QAWALE_PROBLEM_STONES:
      return g_strdup_printf (_("“%s” is not a number of pebbles: each player has 8 or 10"),
                              p->word);
    case PERCH_QAWALE_PROBLEM_RULE:
      /* Translators: "mover-wins" and "draw" are written as is in a saved game */
      return g_strdup_printf (_("“%s” is not a rule for lines of both colours: mover-wins or "
                                "draw"), p->word);
    case PERCH_QAWALE_PROBLEM_TEXT_TOO_LARGE:
      return g_strdup_printf (_("the saved game is larger than %u bytes"), p->number);
    case PERCH_QAWALE_PROBLEM_TEXT_EMPTY:
      return g_strdup (_("the saved game is empty"));
    case PERCH_QAWALE_PROBLEM_TEXT_NOT_TEXT:
      return g_strdup (_("the saved game is not text"));
    case PERCH_QAWALE_PROBLEM_TEXT_NO_SETUP:
      /* Translators: "setup" is a word of the saved game: not translated */
      return g_strdup (_("a saved game starts with “setup”, then the players and rules"));
    case PERCH_QAWALE_PROBLEM_TEXT_SECOND_MOVES:
      /* Translators: "undone" is a word of the saved game: not translated */
      return g_strdup (_("a second list of moves, or one after “undone”"));
    case PERCH_QAWALE_PROBLEM_TEXT_SECOND_UNDONE:
      return g_strdup (_("a second “undone”"));
    case PERCH_QAWALE_PROBLEM_TEXT_UNDONE:
      return g_strdup_printf (_("“%s” is not a number of undone entries (0 to %u)"), p->word,
                              p->number);
    case PERCH_QAWALE_PROBLEM_TEXT_LINE:
      /* Translators: "moves" and "undone" are words of the saved game: not translated */
      return g_strdup_printf (_("“%s” is neither “moves …” nor “undone N”"), p->word);
    case PERCH_QAWALE_PROBLEM_NONE:
    default:
      g_return_val_if_reached (NULL);
    }
}

/**
 * perch_qawale_label_problem:
 *
 * Returns: the problem in the user's language, with its place: "line 2, column 18:
 * a3XE: “X” (character 3) is not a step (N, E, S or W)"
 */
char *
perch_qawale_label_problem (const PerchQawaleProblem *problem)
{
  g_autofree char *what = NULL;
  g_autofree char *said = NULL;

  g_return_val_if_fail (problem != NULL, NULL);
  g_return_val_if_fail (problem->kind != PERCH_QAWALE_PROBLEM_NONE, NULL);

  what = label_what (problem);
  if (problem->subject != NULL && problem->subject[0] != '\0')
    /* Translators: a move in notation (or a square), then what is wrong with it */
    said = g_strdup_printf (_("%s: %s"), problem->subject, what);
  else
    said = g_steal_pointer (&what);

  if (problem->line > 0 && problem->column > 0)
    /* Translators: a place in a saved game, then what is wrong there */
    return g_strdup_printf (_("line %u, column %u: %s"), problem->line, (guint) problem->column,
                            said);
  if (problem->line > 0)
    return g_strdup_printf (_("line %u: %s"), problem->line, said);
  if (problem->column > 0)
    return g_strdup_printf (_("column %u: %s"), (guint) problem->column, said);
  if (problem->entry > 0)
    /* Translators: the number of a move in a list, the move, then what is wrong */
    return g_strdup_printf (_("move %u, “%s”: %s"), problem->entry,
                            problem->entry_text != NULL ? problem->entry_text : "", said);
  return g_steal_pointer (&said);
}

/**
 * perch_qawale_label_error:
 *
 * Returns: (nullable): the problem @error carries, in the user's language; NULL for an
 * error that carries none (its message is English, or another domain's)
 */
char *
perch_qawale_label_error (const GError *error)
{
  const PerchQawaleProblem *problem;

  g_return_val_if_fail (error != NULL, NULL);

  problem = perch_qawale_error_get_problem (error);
  return problem != NULL ? perch_qawale_label_problem (problem) : NULL;
}

/* A score from the side to move, signed, with a true minus. */
static char *
label_score (int score)
{
  if (score < 0)
    return g_strdup_printf ("\u2212%d", -score);
  if (score > 0)
    return g_strdup_printf ("+%d", score);
  return g_strdup ("0");
}

/**
 * perch_qawale_label_verdict_short:
 *
 * Returns: what the analysis says of a move, in a few letters for the board: "Win 3" (a
 * win by force, the game over within 3 moves of both players, this one included),
 * "Loss 2", "Draw" or a score, "+45"
 */
char *
perch_qawale_label_verdict_short (const PerchQawaleVerdict *verdict)
{
  g_return_val_if_fail (verdict != NULL, NULL);

  switch (verdict->kind)
    {
    case PERCH_QAWALE_VERDICT_WIN:
      /* Translators: on a small plate of the analysis board: a forced win, the game over
       * within this many moves (of both players, this one included); keep it short */
      return g_strdup_printf (C_("verdict", "Win %u"), verdict->plies);
    case PERCH_QAWALE_VERDICT_LOSS:
      /* Translators: on a small plate of the analysis board: a forced loss within this
       * many moves; keep it short */
      return g_strdup_printf (C_("verdict", "Loss %u"), verdict->plies);
    case PERCH_QAWALE_VERDICT_DRAW:
      /* Translators: on a small plate of the analysis board: a draw under perfect play */
      return g_strdup (C_("verdict", "Draw"));
    case PERCH_QAWALE_VERDICT_SCORE:
    default:
      return label_score (verdict->score);
    }
}

/**
 * perch_qawale_label_verdict:
 *
 * Returns: what the analysis says of a move, in words: "Wins by force in 3 moves",
 * "Loses by force in 2 moves", "A draw with the best play" or "Score +45, looking
 * 6 moves ahead"
 */
char *
perch_qawale_label_verdict (const PerchQawaleVerdict *verdict)
{
  g_autofree char *score = NULL;

  g_return_val_if_fail (verdict != NULL, NULL);

  switch (verdict->kind)
    {
    case PERCH_QAWALE_VERDICT_WIN:
      return g_strdup_printf (ngettext ("Wins by force in %u move", "Wins by force in %u moves",
                                        verdict->plies), verdict->plies);
    case PERCH_QAWALE_VERDICT_LOSS:
      return g_strdup_printf (ngettext ("Loses by force in %u move",
                                        "Loses by force in %u moves", verdict->plies),
                              verdict->plies);
    case PERCH_QAWALE_VERDICT_DRAW:
      return g_strdup (_("A draw with the best play"));
    case PERCH_QAWALE_VERDICT_SCORE:
    default:
      score = label_score (verdict->score);
      /* Translators: a score such as "+45" (good for the player to move) or "−45", then
       * how many moves (of both players) the analysis looked ahead */
      return g_strdup_printf (ngettext ("Score %s, looking %u move ahead",
                                        "Score %s, looking %u moves ahead", verdict->depth),
                              score, verdict->depth);
    }
}
