/* test-qawale-labels.c: every problem the Qawale core reports has words of the page's
 * own, with the move, word, numbers and place it names, and so has every verdict of the
 * analysis; German words too
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>
#include <glib/gi18n.h>

#include "perch-qawale-game.h"
#include "perch-qawale-labels.h"

/* One problem of each kind, as the core reports it. */
static PerchQawaleProblem
sample (PerchQawaleProblemKind kind)
{
  return (PerchQawaleProblem) {
    .kind = kind, .subject = "c3NW", .word = "hardd", .letter = 'X', .number = 7,
    .square = 6, .colour = PERCH_QAWALE_DARK, .outcome = PERCH_QAWALE_WIN_LIGHT,
    .detail = "english detail",
  };
}

/* Whether @kind's words name the word, letter or number the core gave. */
static gboolean
names_its_data (PerchQawaleProblemKind  kind,
                const char             *text)
{
  switch (kind)
    {
    case PERCH_QAWALE_PROBLEM_MOVE_FILE:
    case PERCH_QAWALE_PROBLEM_MOVE_RANK:
      return strstr (text, "“X”") != NULL;
    case PERCH_QAWALE_PROBLEM_MOVE_STEP:
      return strstr (text, "“X”") != NULL && strstr (text, "7") != NULL;
    case PERCH_QAWALE_PROBLEM_MOVE_TOO_LONG:
    case PERCH_QAWALE_PROBLEM_OFF_BOARD:
    case PERCH_QAWALE_PROBLEM_STEP_COUNT:
    case PERCH_QAWALE_PROBLEM_TOO_MANY_ENTRIES:
    case PERCH_QAWALE_PROBLEM_SETUP_TOO_LONG:
    case PERCH_QAWALE_PROBLEM_TEXT_TOO_LARGE:
      return strstr (text, "7") != NULL;
    case PERCH_QAWALE_PROBLEM_REVERSES:
      return strstr (text, "7") != NULL && strstr (text, "c2") != NULL;
    case PERCH_QAWALE_PROBLEM_GIVE_UP_SPELLING:
    case PERCH_QAWALE_PROBLEM_GIVE_UP_OVER:
    case PERCH_QAWALE_PROBLEM_ENTRY_TOO_LONG:
    case PERCH_QAWALE_PROBLEM_SETUP_EXTRA:
    case PERCH_QAWALE_PROBLEM_PLAYER:
    case PERCH_QAWALE_PROBLEM_PLAYER_LIMITS:
    case PERCH_QAWALE_PROBLEM_STONES:
    case PERCH_QAWALE_PROBLEM_RULE:
    case PERCH_QAWALE_PROBLEM_TEXT_LINE:
      return strstr (text, "“hardd”") != NULL;
    case PERCH_QAWALE_PROBLEM_TEXT_UNDONE:
      return strstr (text, "“hardd”") != NULL && strstr (text, "7") != NULL;
    default:
      return TRUE;
    }
}

#define LAST_KIND PERCH_QAWALE_PROBLEM_TEXT_LINE

/* Every kind has its own words, never the core's English detail. */
static void
test_every_problem (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint kind = PERCH_QAWALE_PROBLEM_NONE + 1; kind <= LAST_KIND; kind++)
    {
      PerchQawaleProblem problem = sample (kind);
      g_autofree char *text = perch_qawale_label_problem (&problem);

      g_test_message ("%u: %s", kind, text);
      g_assert_nonnull (text);
      g_assert_true (g_str_has_prefix (text, "c3NW: "));
      g_assert_null (strstr (text, "english detail"));
      g_assert_true (names_its_data (kind, text));
      g_assert_false (g_hash_table_contains (seen, text));
      g_hash_table_add (seen, g_steal_pointer (&text));
    }
}

/* The place goes first: a line and column, a line, a column, or an entry of a list. */
static void
test_places (void)
{
  PerchQawaleProblem problem = sample (PERCH_QAWALE_PROBLEM_MOVE_STEP);
  g_autofree char *at_column = NULL;
  g_autofree char *at_entry = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *from_error = NULL;

  problem.line = 2;
  problem.column = 18;
  perch_qawale_problem_set (&error, PERCH_QAWALE_GAME_ERROR, PERCH_QAWALE_GAME_ERROR_PARTIAL,
                            &problem);
  from_error = perch_qawale_label_error (error);
  g_assert_cmpstr (from_error, ==,
                   "line 2, column 18: c3NW: “X” (character 7) is not a step (N, E, S or W)");
  problem.line = 0;
  at_column = perch_qawale_label_problem (&problem);
  g_assert_true (g_str_has_prefix (at_column, "column 18: c3NW: "));
  problem.column = 0;
  problem.entry = 3;
  problem.entry_text = "c3NW";
  at_entry = perch_qawale_label_problem (&problem);
  g_assert_true (g_str_has_prefix (at_entry, "move 3, “c3NW”: c3NW: "));

  /* An error with no problem has no words here: the page says something of its own. */
  g_clear_error (&error);
  g_set_error_literal (&error, PERCH_QAWALE_ERROR, PERCH_QAWALE_ERROR_PARSE, "english");
  g_assert_null (perch_qawale_label_error (error));
}

static const PerchQawaleVerdict verdicts[] = {
  { .kind = PERCH_QAWALE_VERDICT_WIN, .score = PERCH_QAWALE_SCORE_WIN - 3, .plies = 3, .depth = 3 },
  { .kind = PERCH_QAWALE_VERDICT_WIN, .score = PERCH_QAWALE_SCORE_WIN - 1, .plies = 1, .depth = 1 },
  { .kind = PERCH_QAWALE_VERDICT_LOSS, .score = 2 - PERCH_QAWALE_SCORE_WIN, .plies = 2, .depth = 2 },
  { .kind = PERCH_QAWALE_VERDICT_DRAW, .score = 0, .depth = 4 },
  { .kind = PERCH_QAWALE_VERDICT_SCORE, .score = 45, .depth = 6 },
  { .kind = PERCH_QAWALE_VERDICT_SCORE, .score = -120, .depth = 1 },
  { .kind = PERCH_QAWALE_VERDICT_SCORE, .score = 0, .depth = 5 },
};

/* The analysis' verdicts: a few letters for the board, words for the list. */
static void
test_verdicts (void)
{
  static const char * const shortly[] = { "Win 3", "Win 1", "Loss 2", "Draw", "+45",
                                          "\u2212120", "0" };
  static const char * const in_words[] = {
    "Wins by force in 3 moves", "Wins by force in 1 move", "Loses by force in 2 moves",
    "A draw with the best play", "Score +45, looking 6 moves ahead",
    "Score \u2212120, looking 1 move ahead", "Score 0, looking 5 moves ahead",
  };

  for (guint i = 0; i < G_N_ELEMENTS (verdicts); i++)
    {
      g_autofree char *few = perch_qawale_label_verdict_short (&verdicts[i]);
      g_autofree char *words = perch_qawale_label_verdict (&verdicts[i]);

      g_assert_cmpstr (few, ==, shortly[i]);
      g_assert_cmpstr (words, ==, in_words[i]);
    }
}

/* In German, every problem is German: none reads as it does in English. */
static void
test_german (void)
{
  const char *localedir = g_getenv ("PERCH_LOCALEDIR");
  PerchQawaleProblem problem = sample (PERCH_QAWALE_PROBLEM_MOVE_STEP);
  char *english[LAST_KIND + 1] = { NULL };
  g_autofree char *step = NULL;

  if (localedir == NULL || setlocale (LC_ALL, "C.UTF-8") == NULL)
    {
      g_test_skip ("no compiled translations (PERCH_LOCALEDIR) or no C.UTF-8 locale");
      return;
    }
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  for (guint kind = PERCH_QAWALE_PROBLEM_NONE + 1; kind <= LAST_KIND; kind++)
    {
      PerchQawaleProblem each = sample (kind);

      english[kind] = perch_qawale_label_problem (&each);
    }

  g_setenv ("LANGUAGE", "de", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  problem.line = 2;
  problem.column = 18;
  step = perch_qawale_label_problem (&problem);
  g_assert_cmpstr (step, ==,
                   "Zeile 2, Spalte 18: c3NW: „X“ (Zeichen 7) ist kein Schritt (N, E, S oder W)");
  for (guint kind = PERCH_QAWALE_PROBLEM_NONE + 1; kind <= LAST_KIND; kind++)
    {
      PerchQawaleProblem each = sample (kind);
      g_autofree char *german = perch_qawale_label_problem (&each);

      g_test_message ("%u: %s", kind, german);
      g_assert_cmpstr (german, !=, english[kind]);
      g_free (english[kind]);
    }
  /* The verdicts too, short ones included. */
  {
    static const char * const shortly[] = { "Gewinn 3", "Gewinn 1", "Verlust 2", "Remis" };
    g_autofree char *win = perch_qawale_label_verdict (&verdicts[0]);
    g_autofree char *score = perch_qawale_label_verdict (&verdicts[4]);

    for (guint i = 0; i < G_N_ELEMENTS (shortly); i++)
      {
        g_autofree char *few = perch_qawale_label_verdict_short (&verdicts[i]);

        g_assert_cmpstr (few, ==, shortly[i]);
      }
    g_assert_cmpstr (win, ==, "Gewinnt erzwungen in 3 Zügen");
    g_assert_cmpstr (score, ==, "Wertung +45, 6 Züge vorausgeschaut");
  }
  g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "C.UTF-8");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/qawale/labels/every-problem", test_every_problem);
  g_test_add_func ("/qawale/labels/places", test_places);
  g_test_add_func ("/qawale/labels/verdicts", test_verdicts);
  g_test_add_func ("/qawale/labels/german", test_german);

  return g_test_run ();
}
