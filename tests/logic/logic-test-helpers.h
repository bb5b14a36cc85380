/* logic-test-helpers.h: what the logic tests share: parse or stop, solve, count, look a name
 * up */
#pragma once

#include <string.h>

#include "perch-logic-grid.h"
#include "perch-logic-puzzle.h"

static inline PerchLogicPuzzle *
logic_test_parse (const char *text)
{
  g_autoptr(GError) error = NULL;
  PerchLogicLocation location = { 0, };
  PerchLogicPuzzle *puzzle = perch_logic_puzzle_parse (text, &location, &error);

  if (puzzle == NULL)
    g_error ("line %u, column %u: %s\n%s", location.line, location.column, error->message, text);
  return puzzle;
}

/* Every solution kept (@max_solutions 0), or up to the bound. */
static inline PerchLogicResult *
logic_test_solve (const PerchLogicPuzzle *puzzle,
                  PerchLogicSearch        search,
                  guint                   max_solutions)
{
  g_autoptr(GError) error = NULL;
  PerchLogicResult *result = perch_logic_puzzle_solve (puzzle, search, max_solutions, 0, NULL,
                                                       &error);

  g_assert_no_error (error);
  return result;
}

/* The text is refused with this message at this place (@length 0: any length). */
static inline void
logic_test_assert_error (const char *text,
                         int         code,
                         guint       line,
                         guint       column,
                         guint       length,
                         const char *message)
{
  g_autoptr(GError) error = NULL;
  PerchLogicLocation location = { 0, };
  g_autoptr(PerchLogicPuzzle) puzzle = perch_logic_puzzle_parse (text, &location, &error);

  /* On one line and short, whatever the text holds (TAP reads the log line by line). */
  {
    g_autofree char *head = g_strndup (text, 60);
    g_autofree char *shown = g_strescape (head, NULL);

    g_test_message ("%s%s", shown, strlen (text) > 60 ? "..." : "");
  }
  g_assert_null (puzzle);
  g_assert_error (error, PERCH_LOGIC_ERROR, code);
  g_assert_cmpstr (error->message, ==, message);
  /* The page says it from its parts (perch-logic-words.c): they give the same. */
  {
    const PerchLogicWords *words = perch_logic_error_get_words (error);
    g_autofree char *filled = NULL;

    g_assert_nonnull (words->format);
    filled = perch_logic_words_fill (words->format, (const char * const *) words->args);
    g_assert_cmpstr (filled, ==, message);
  }
  g_assert_cmpuint (location.line, ==, line);
  g_assert_cmpuint (location.column, ==, column);
  if (length > 0)
    g_assert_cmpuint (location.length, ==, length);
}

/* How many solutions the text has (the search run to its end). */
static inline guint64
logic_test_count (const char *text)
{
  g_autoptr(PerchLogicPuzzle) puzzle = logic_test_parse (text);
  g_autoptr(PerchLogicResult) result = logic_test_solve (puzzle, PERCH_LOGIC_SEARCH_COUNT, 1);

  g_assert_true (result->complete);
  return result->count;
}

static inline int
logic_test_value (const PerchLogicPuzzle *puzzle,
                  const gint             *values,
                  const char             *name)
{
  for (guint i = 0; i < perch_logic_puzzle_get_n_names (puzzle); i++)
    if (strcmp (perch_logic_puzzle_get_name (puzzle, i), name) == 0)
      return values[i];
  g_error ("no name '%s'", name);
  return -1;
}

/* The cell of @grid that a fact written as text is (`englishman = red`). */
static inline guint
logic_test_cell (const PerchLogicPuzzle *puzzle,
                 const PerchLogicGrid   *grid,
                 const char             *fact)
{
  g_autoptr(GArray) facts = perch_logic_fact_list_parse (puzzle, fact, NULL, NULL, NULL);
  guint cell;

  g_assert_nonnull (facts);
  g_assert_cmpuint (facts->len, ==, 1);
  g_assert_true (perch_logic_grid_find (grid, &g_array_index (facts, PerchLogicFact, 0), &cell));
  return cell;
}
