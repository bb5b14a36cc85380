/* perch-qawale-problem.c: the problems carried by the Qawale errors, and their English
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "perch-qawale-problem.h"

#include "perch-qawale-game.h"

/* Quoted words are cut to this many characters. */
#define QUOTE_CHARS 24

/* The problem an error carries owns its strings. */

static void
problem_init (PerchQawaleProblem *problem)
{
  *problem = (PerchQawaleProblem) { .kind = PERCH_QAWALE_PROBLEM_NONE };
}

static void
problem_copy (const PerchQawaleProblem *source,
              PerchQawaleProblem       *copy)
{
  *copy = *source;
  copy->subject = g_strdup (source->subject);
  copy->word = g_strdup (source->word);
  copy->detail = g_strdup (source->detail);
  copy->entry_text = g_strdup (source->entry_text);
}

static void
problem_clear (PerchQawaleProblem *problem)
{
  g_free ((char *) problem->subject);
  g_free ((char *) problem->word);
  g_free ((char *) problem->detail);
  g_free ((char *) problem->entry_text);
  problem_init (problem);
}

/* Both domains carry a problem: G_DEFINE_EXTENDED_ERROR wants a type and three
 * functions named after each. */
typedef PerchQawaleProblem PerchQawaleErrorPrivate;
typedef PerchQawaleProblem PerchQawaleGameErrorPrivate;

#define PROBLEM_FUNCTIONS(prefix)                                                          \
  static void                                                                              \
  prefix##_private_init (PerchQawaleProblem *problem)                                      \
  {                                                                                        \
    problem_init (problem);                                                                \
  }                                                                                        \
  static void                                                                              \
  prefix##_private_copy (const PerchQawaleProblem *source,                                 \
                         PerchQawaleProblem       *copy)                                   \
  {                                                                                        \
    problem_copy (source, copy);                                                           \
  }                                                                                        \
  static void                                                                              \
  prefix##_private_clear (PerchQawaleProblem *problem)                                     \
  {                                                                                        \
    problem_clear (problem);                                                               \
  }

PROBLEM_FUNCTIONS (perch_qawale_error)
PROBLEM_FUNCTIONS (perch_qawale_game_error)

G_DEFINE_EXTENDED_ERROR (PerchQawaleError, perch_qawale_error)
G_DEFINE_EXTENDED_ERROR (PerchQawaleGameError, perch_qawale_game_error)

/**
 * perch_qawale_error_get_problem:
 *
 * Returns: (nullable): what @error says is wrong, as data; NULL for an error of
 * another domain, or one that carries no problem (read its message)
 */
const PerchQawaleProblem *
perch_qawale_error_get_problem (const GError *error)
{
  const PerchQawaleProblem *problem = NULL;

  g_return_val_if_fail (error != NULL, NULL);

  if (error->domain == PERCH_QAWALE_ERROR)
    problem = perch_qawale_error_get_private (error);
  else if (error->domain == PERCH_QAWALE_GAME_ERROR)
    problem = perch_qawale_game_error_get_private (error);
  return problem != NULL && problem->kind != PERCH_QAWALE_PROBLEM_NONE ? problem : NULL;
}

/* @word in quotes' reach: cut to a few characters, for a message. */
char *
perch_qawale_problem_quote (const char *word)
{
  g_return_val_if_fail (word != NULL, NULL);

  if (!g_utf8_validate (word, -1, NULL))
    return g_strdup ("?");
  if (g_utf8_strlen (word, -1) <= QUOTE_CHARS)
    return g_strdup (word);
  return g_strdup_printf ("%.*s…",
                          (int) (g_utf8_offset_to_pointer (word, QUOTE_CHARS) - word), word);
}

static const char *
missing_phrase (guint words)
{
  switch (words)
    {
    case 0:
      return "the players are";
    case 1:
      return "the dark player is";
    case 2:
      return "the number of pebbles is";
    default:
      return "the rule is";
    }
}

#define SETUP_FORM "write LIGHT DARK STONES RULE, such as 'human hard 8 mover-wins'"

/* What is wrong, in English, without the place. */
static char *
describe (const PerchQawaleProblem *p)
{
  char name[3];

  perch_qawale_square_name (MIN (p->square, PERCH_QAWALE_N_SQUARES - 1), name);
  switch (p->kind)
    {
    case PERCH_QAWALE_PROBLEM_MOVE_EMPTY:
      return g_strdup ("empty move: write a square (a1 to d4), then one step (N, E, S or W) "
                       "per pebble");
    case PERCH_QAWALE_PROBLEM_MOVE_FILE:
      return g_strdup_printf ("'%c' is not a file (a to d): a move starts with a square, a1 "
                              "to d4", p->letter);
    case PERCH_QAWALE_PROBLEM_MOVE_NO_RANK:
      return g_strdup ("the square needs a rank (1 to 4)");
    case PERCH_QAWALE_PROBLEM_MOVE_RANK:
      return g_strdup_printf ("'%c' is not a rank (1 to 4)", p->letter);
    case PERCH_QAWALE_PROBLEM_MOVE_NO_STEPS:
      return g_strdup ("no steps: after the square, one step (N, E, S or W) per pebble of the "
                       "stack, the placed one included");
    case PERCH_QAWALE_PROBLEM_MOVE_TOO_LONG:
      return g_strdup_printf ("%u steps: no stack is taller than %d pebbles", p->number,
                              PERCH_QAWALE_MAX_PEBBLES);
    case PERCH_QAWALE_PROBLEM_MOVE_STEP:
      return g_strdup_printf ("'%c' (character %u) is not a step (N, E, S or W)", p->letter,
                              p->number);
    case PERCH_QAWALE_PROBLEM_REVERSES:
      return g_strdup_printf ("step %u turns straight back to %s (a path may not reverse)",
                              p->number, name);
    case PERCH_QAWALE_PROBLEM_OFF_BOARD:
      return g_strdup_printf ("step %u leaves the board", p->number);
    case PERCH_QAWALE_PROBLEM_NO_SQUARE:
      return g_strdup ("no such square");
    case PERCH_QAWALE_PROBLEM_GAME_OVER:
      return g_strdup_printf ("the game is over (%s)", perch_qawale_outcome_phrase (p->outcome));
    case PERCH_QAWALE_PROBLEM_NO_PEBBLES:
      return g_strdup_printf ("%s has no pebbles left", perch_qawale_colour_name (p->colour));
    case PERCH_QAWALE_PROBLEM_EMPTY_STACK:
      return g_strdup ("empty stack (a pebble goes on a square that holds pebbles)");
    case PERCH_QAWALE_PROBLEM_STEP_COUNT:
      return g_strdup_printf ("wrong number of steps: a stack of %u needs %u", p->number,
                              p->number + 1);
    case PERCH_QAWALE_PROBLEM_RESTART_AT_START:
      return g_strdup ("the game is at its start already");
    case PERCH_QAWALE_PROBLEM_GIVE_UP_SPELLING:
      return g_strdup_printf ("'%s': giving up is written give-up:light or give-up:dark",
                              p->word);
    case PERCH_QAWALE_PROBLEM_GIVE_UP_OVER:
      return g_strdup_printf ("'%s': the game is over, nobody can give up", p->word);
    case PERCH_QAWALE_PROBLEM_ENTRY_TOO_LONG:
      return g_strdup_printf ("'%s' is too long to be a move", p->word);
    case PERCH_QAWALE_PROBLEM_TOO_MANY_ENTRIES:
      return g_strdup_printf ("more than %u entries: the rest were not read", p->number);
    case PERCH_QAWALE_PROBLEM_SETUP_TOO_LONG:
      return g_strdup_printf ("the players and rules are too long (at most %u characters)",
                              p->number);
    case PERCH_QAWALE_PROBLEM_SETUP_NOT_TEXT:
      return g_strdup ("the players and rules are not text");
    case PERCH_QAWALE_PROBLEM_SETUP_EXTRA:
      return g_strdup_printf ("unexpected '%s' after the rule: " SETUP_FORM, p->word);
    case PERCH_QAWALE_PROBLEM_SETUP_MISSING:
      return g_strdup_printf ("%s missing: " SETUP_FORM, missing_phrase (p->number));
    case PERCH_QAWALE_PROBLEM_PLAYER:
      return g_strdup_printf ("'%s' is not a player: human, easy, medium, hard or expert",
                              p->word);
    case PERCH_QAWALE_PROBLEM_STONES:
      return g_strdup_printf ("'%s' is not a number of pebbles: each player has 8 or 10",
                              p->word);
    case PERCH_QAWALE_PROBLEM_RULE:
      return g_strdup_printf ("'%s' is not a rule for lines of both colours: mover-wins or "
                              "draw", p->word);
    case PERCH_QAWALE_PROBLEM_TEXT_TOO_LARGE:
      return g_strdup_printf ("the saved game is larger than %u bytes", p->number);
    case PERCH_QAWALE_PROBLEM_TEXT_EMPTY:
      return g_strdup ("the saved game is empty");
    case PERCH_QAWALE_PROBLEM_TEXT_NOT_TEXT:
      return g_strdup ("the saved game is not text");
    case PERCH_QAWALE_PROBLEM_TEXT_NO_SETUP:
      return g_strdup ("a saved game starts with 'setup', then the players and rules");
    case PERCH_QAWALE_PROBLEM_TEXT_SECOND_MOVES:
      return g_strdup ("a second list of moves, or one after 'undone'");
    case PERCH_QAWALE_PROBLEM_TEXT_SECOND_UNDONE:
      return g_strdup ("a second 'undone'");
    case PERCH_QAWALE_PROBLEM_TEXT_UNDONE:
      return g_strdup_printf ("'%s' is not a number of undone entries (0 to %u)", p->word,
                              p->number);
    case PERCH_QAWALE_PROBLEM_TEXT_LINE:
      return g_strdup_printf ("'%s' is neither 'moves ...' nor 'undone N'", p->word);
    case PERCH_QAWALE_PROBLEM_PLAYER_LIMITS:
    case PERCH_QAWALE_PROBLEM_NONE:
    default:
      return g_strdup (p->detail != NULL ? p->detail : "");
    }
}

/* The problem in English, with its place: "line 2, column 18: a3XE: 'X' (character 3) is
 * not a step (N, E, S or W)". */
char *
perch_qawale_problem_to_string (const PerchQawaleProblem *problem)
{
  g_autofree char *what = NULL;
  GString *out;

  g_return_val_if_fail (problem != NULL, NULL);

  what = describe (problem);
  out = g_string_new (NULL);
  if (problem->line > 0 && problem->column > 0)
    g_string_append_printf (out, "line %u, column %" G_GSIZE_FORMAT ": ", problem->line,
                            problem->column);
  else if (problem->line > 0)
    g_string_append_printf (out, "line %u: ", problem->line);
  else if (problem->column > 0)
    g_string_append_printf (out, "column %" G_GSIZE_FORMAT ": ", problem->column);
  else if (problem->entry > 0)
    g_string_append_printf (out, "move %u, '%s': ", problem->entry,
                            problem->entry_text != NULL ? problem->entry_text : "");
  if (problem->subject != NULL && problem->subject[0] != '\0')
    g_string_append_printf (out, "%s: ", problem->subject);
  g_string_append (out, what);
  return g_string_free (out, FALSE);
}

/**
 * perch_qawale_problem_set:
 * @domain: PERCH_QAWALE_ERROR or PERCH_QAWALE_GAME_ERROR
 * @problem: what is wrong; its strings are copied
 *
 * Sets @error to @problem, with the problem in English as its message.
 * Returns: FALSE, so that a check can end with `return perch_qawale_problem_set (...)`
 */
gboolean
perch_qawale_problem_set (GError                  **error,
                          GQuark                    domain,
                          int                       code,
                          const PerchQawaleProblem *problem)
{
  PerchQawaleProblem *private;
  GError *new_error;

  g_return_val_if_fail (domain == PERCH_QAWALE_ERROR || domain == PERCH_QAWALE_GAME_ERROR,
                        FALSE);
  g_return_val_if_fail (problem != NULL, FALSE);

  if (error == NULL)
    return FALSE;
  new_error = g_error_new_literal (domain, code, "");
  g_free (new_error->message);
  new_error->message = perch_qawale_problem_to_string (problem);
  private = domain == PERCH_QAWALE_ERROR ? perch_qawale_error_get_private (new_error)
                                         : perch_qawale_game_error_get_private (new_error);
  problem_clear (private);
  problem_copy (problem, private);
  g_propagate_error (error, new_error);
  return FALSE;
}

/**
 * perch_qawale_problem_set_at:
 * @source: an error of the Qawale core (or another, kept as its message)
 * @line: where @source's problem was found in a text (0 to keep its own)
 * @column: the column there (0 to keep its own)
 *
 * Sets @error (of @domain and @code) to @source's problem at a place of a longer text.
 * Returns: FALSE
 */
gboolean
perch_qawale_problem_set_at (GError       **error,
                             GQuark         domain,
                             int            code,
                             const GError  *source,
                             guint          line,
                             gsize          column)
{
  const PerchQawaleProblem *found;
  PerchQawaleProblem problem = { .kind = PERCH_QAWALE_PROBLEM_NONE };

  g_return_val_if_fail (source != NULL, FALSE);

  found = perch_qawale_error_get_problem (source);
  if (found != NULL)
    problem = *found;
  else
    problem.detail = source->message;
  if (line > 0)
    problem.line = line;
  if (column > 0)
    problem.column = column;
  return perch_qawale_problem_set (error, domain, code, &problem);
}
