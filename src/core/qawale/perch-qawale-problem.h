/* perch-qawale-problem.h: what is wrong with a move, a setup or a saved game, as data
 *
 * The errors of the Qawale rules (PERCH_QAWALE_ERROR) and of a game's saved text
 * (PERCH_QAWALE_GAME_ERROR) carry a PerchQawaleProblem: what is wrong, the move, word,
 * letter and numbers it names, and where (a line and column of a saved text, or the
 * number of an entry in a list). The error's message is the problem in English, for
 * the command line and the tests; a page words the same problem in the user's language
 * (src/qawale/perch-qawale-labels.c), so that no English reaches a translated window.
 * An error that carries no problem (PERCH_QAWALE_PROBLEM_NONE: a position's text, the
 * computer players) says what is wrong in its message alone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "perch-qawale-position.h"

G_BEGIN_DECLS

typedef enum
{
  PERCH_QAWALE_PROBLEM_NONE,

  /* A move's notation. */
  PERCH_QAWALE_PROBLEM_MOVE_EMPTY,
  PERCH_QAWALE_PROBLEM_MOVE_FILE,          /* letter is not a file */
  PERCH_QAWALE_PROBLEM_MOVE_NO_RANK,
  PERCH_QAWALE_PROBLEM_MOVE_RANK,          /* letter is not a rank */
  PERCH_QAWALE_PROBLEM_MOVE_NO_STEPS,
  PERCH_QAWALE_PROBLEM_MOVE_TOO_LONG,      /* number: its steps */
  PERCH_QAWALE_PROBLEM_MOVE_STEP,          /* letter (character number) is not a step */

  /* A move in a position. */
  PERCH_QAWALE_PROBLEM_REVERSES,           /* step number turns back to square */
  PERCH_QAWALE_PROBLEM_OFF_BOARD,          /* step number leaves the board */
  PERCH_QAWALE_PROBLEM_NO_SQUARE,
  PERCH_QAWALE_PROBLEM_GAME_OVER,          /* outcome */
  PERCH_QAWALE_PROBLEM_NO_PEBBLES,         /* colour has none left */
  PERCH_QAWALE_PROBLEM_EMPTY_STACK,        /* the subject is the square */
  PERCH_QAWALE_PROBLEM_STEP_COUNT,         /* number: the stack's height */

  /* An entry of a game. */
  PERCH_QAWALE_PROBLEM_RESTART_AT_START,
  PERCH_QAWALE_PROBLEM_GIVE_UP_SPELLING,   /* word */
  PERCH_QAWALE_PROBLEM_GIVE_UP_OVER,       /* word */
  PERCH_QAWALE_PROBLEM_ENTRY_TOO_LONG,     /* word */
  PERCH_QAWALE_PROBLEM_TOO_MANY_ENTRIES,   /* number: the most read */

  /* A setup (perch-qawale-setup.h). */
  PERCH_QAWALE_PROBLEM_SETUP_TOO_LONG,     /* number: the most characters */
  PERCH_QAWALE_PROBLEM_SETUP_NOT_TEXT,
  PERCH_QAWALE_PROBLEM_SETUP_EXTRA,        /* word after the rule */
  PERCH_QAWALE_PROBLEM_SETUP_MISSING,      /* number: the words there are, 0 to 3 */
  PERCH_QAWALE_PROBLEM_PLAYER,             /* word is not a player */
  PERCH_QAWALE_PROBLEM_PLAYER_LIMITS,      /* word: a computer whose limits do not read */
  PERCH_QAWALE_PROBLEM_STONES,             /* word is not 8 or 10 */
  PERCH_QAWALE_PROBLEM_RULE,               /* word is not a rule */

  /* A game's saved text (perch-qawale-game.h). */
  PERCH_QAWALE_PROBLEM_TEXT_TOO_LARGE,     /* number: the most bytes */
  PERCH_QAWALE_PROBLEM_TEXT_EMPTY,
  PERCH_QAWALE_PROBLEM_TEXT_NOT_TEXT,
  PERCH_QAWALE_PROBLEM_TEXT_NO_SETUP,
  PERCH_QAWALE_PROBLEM_TEXT_SECOND_MOVES,
  PERCH_QAWALE_PROBLEM_TEXT_SECOND_UNDONE,
  PERCH_QAWALE_PROBLEM_TEXT_UNDONE,        /* word is not 0 to number */
  PERCH_QAWALE_PROBLEM_TEXT_LINE,          /* word begins no known line */
} PerchQawaleProblemKind;

typedef struct
{
  PerchQawaleProblemKind  kind;
  const char             *subject;   /* the move (or square) at fault, as written, or NULL */
  const char             *word;      /* the word named, or NULL */
  char                    letter;
  guint                   number;
  guint                   square;
  PerchQawaleColour       colour;
  PerchQawaleOutcome      outcome;
  const char             *detail;    /* PLAYER_LIMITS and NONE: the message in English */

  /* Where: a line and column of a text (from 1; 0 for none), or an entry of a list. */
  guint                   line;
  gsize                   column;
  guint                   entry;     /* from 1; 0 for none */
  const char             *entry_text;
} PerchQawaleProblem;

const PerchQawaleProblem *perch_qawale_error_get_problem (const GError             *error);
char                     *perch_qawale_problem_to_string (const PerchQawaleProblem *problem);
char                     *perch_qawale_problem_quote     (const char               *word);
gboolean                  perch_qawale_problem_set       (GError                  **error,
                                                          GQuark                    domain,
                                                          int                       code,
                                                          const PerchQawaleProblem *problem);
gboolean                  perch_qawale_problem_set_at    (GError                  **error,
                                                          GQuark                    domain,
                                                          int                       code,
                                                          const GError             *source,
                                                          guint                     line,
                                                          gsize                     column);

G_END_DECLS
