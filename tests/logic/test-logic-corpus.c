/* test-logic-corpus.c: the public puzzle corpus in ../shared/data/logic (PERCH_SHARED_DATA):
 * every alphametic with its solution count and answer, N-queens and magic-square counts,
 * SEND + MOST = MONEY's optimum and Sudoku (the unsatisfiable one too). Skipped without the
 * corpus. */
#include <glib.h>
#include <stdlib.h>
#include <string.h>

#include "logic-test-helpers.h"
#include "perch-logic-examples.h"

static char *
corpus_path (const char *file)
{
  const char *shared = g_getenv ("PERCH_SHARED_DATA");
  char *path;

  if (shared == NULL)
    return NULL;
  path = g_build_filename (shared, "logic", file, NULL);
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_free (path);
      return NULL;
    }
  return path;
}

/* The corpus file's lines, or NULL (the test then skips). */
static char **
corpus_lines (const char *file)
{
  g_autofree char *path = corpus_path (file);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;

  if (path == NULL)
    {
      g_test_skip ("the public corpus (../shared/data/logic) is not here");
      return NULL;
    }
  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  return g_strsplit (contents, "\n", -1);
}

/* The " | " fields of each line that is not a comment, or NULL (the test then skips). */
static GPtrArray *
corpus_records (const char *file)
{
  g_auto(GStrv) lines = corpus_lines (file);
  GPtrArray *records;

  if (lines == NULL)
    return NULL;
  records = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i][0] != '#' && lines[i][0] != '\0')
      g_ptr_array_add (records, g_strsplit (lines[i], " | ", -1));
  return records;
}

/* "key=value" among a line's " | " fields. */
static const char *
field (char       **fields,
       const char  *key)
{
  gsize length = strlen (key);

  for (guint i = 0; fields[i] != NULL; i++)
    if (strncmp (fields[i], key, length) == 0 && fields[i][length] == '=')
      return fields[i] + length + 1;
  return NULL;
}

static PerchLogicResult *
solve_text (const char        *text,
            PerchLogicSearch   search,
            PerchLogicPuzzle **puzzle_out)
{
  PerchLogicPuzzle *puzzle = logic_test_parse (text);
  PerchLogicResult *result = logic_test_solve (puzzle, search, 0);

  if (puzzle_out != NULL)
    *puzzle_out = puzzle;
  else
    perch_logic_puzzle_free (puzzle);
  return result;
}

/* Whether "L=d,L=d,..." is one of the solutions. */
static gboolean
has_answer (const PerchLogicPuzzle *puzzle,
            const PerchLogicResult *result,
            const char             *answer)
{
  g_auto(GStrv) pairs = g_strsplit (answer, ",", -1);

  for (guint s = 0; s < result->solutions->len; s++)
    {
      const gint *values = g_ptr_array_index (result->solutions, s);
      gboolean same = TRUE;

      for (guint i = 0; pairs[i] != NULL && same; i++)
        {
          g_auto(GStrv) pair = g_strsplit (pairs[i], "=", 2);

          same = logic_test_value (puzzle, values, pair[0]) == atoi (pair[1]);
        }
      if (same)
        return TRUE;
    }
  return FALSE;
}

static void
test_alphametics (void)
{
  g_autoptr(GPtrArray) records = corpus_records ("alphametics.txt");
  guint checked = 0;

  for (guint i = 0; records != NULL && i < records->len; i++)
    {
      char **fields = g_ptr_array_index (records, i);
      g_autoptr(PerchLogicPuzzle) puzzle = NULL;
      g_autoptr(PerchLogicResult) result = NULL;
      g_autoptr(GError) error = NULL;
      PerchLogicLocation location = { 0, };
      const char *answer;
      guint base;

      base = (guint) atoi (field (fields, "base"));
      answer = field (fields, "answer");
      puzzle = perch_logic_puzzle_new_alphametic (fields[0], base, &location, &error);
      g_assert_no_error (error);
      result = perch_logic_puzzle_solve (puzzle, PERCH_LOGIC_SEARCH_ALL, 0, 0, NULL, &error);
      g_assert_no_error (error);
      g_assert_true (result->complete);
      if (result->count != g_ascii_strtoull (field (fields, "nsol"), NULL, 10))
        g_error ("%s: %" G_GUINT64_FORMAT " solutions, not %s", fields[0], result->count,
                 field (fields, "nsol"));
      if (strcmp (answer, "none") != 0 && !has_answer (puzzle, result, answer))
        g_error ("%s: %s is not among the solutions", fields[0], answer);
      checked++;
    }
  g_assert_true (records == NULL || checked >= 180);
}

static char *
magic_square_text (guint n)
{
  GString *text = g_string_new (NULL);
  guint sum = n * (n * n + 1) / 2;

  g_string_append_printf (text, "domain 1..%u\nnames", n * n);
  for (guint i = 0; i < n * n; i++)
    g_string_append_printf (text, " m%u", i);
  g_string_append (text, "\ndifferent m0");
  for (guint i = 1; i < n * n; i++)
    g_string_append_printf (text, ", m%u", i);
  for (guint line = 0; line < 2 * n + 2; line++)
    {
      g_string_append_c (text, '\n');
      for (guint k = 0; k < n; k++)
        {
          guint cell = line < n ? line * n + k             /* rows */
                       : line < 2 * n ? k * n + line - n   /* columns */
                       : line == 2 * n ? k * n + k          /* diagonals */
                       : k * n + n - 1 - k;

          g_string_append_printf (text, "%sm%u", k > 0 ? " + " : "", cell);
        }
      g_string_append_printf (text, " = %u", sum);
    }
  g_string_append_c (text, '\n');
  return g_string_free (text, FALSE);
}

static void
test_classic (void)
{
  g_autoptr(GPtrArray) records = corpus_records ("classic.txt");
  guint checked = 0;

  for (guint i = 0; records != NULL && i < records->len; i++)
    {
      char **fields = g_ptr_array_index (records, i);
      const char *parameter;

      parameter = field (fields, "n");
      if (strcmp (fields[0], "nqueens") == 0 || strcmp (fields[0], "magic_square") == 0)
        {
          guint n = (guint) atoi (parameter);
          guint64 expected = g_ascii_strtoull (field (fields, "count_all"), NULL, 10);
          g_autofree char *text = NULL;
          g_autoptr(PerchLogicResult) result = NULL;

          /* Larger counts take seconds: they belong to the benchmark. */
          if (expected > 20000)
            {
              g_test_message ("%s n=%u skipped here (%" G_GUINT64_FORMAT " solutions)",
                              fields[0], n, expected);
              continue;
            }
          text = fields[0][0] == 'n' ? perch_logic_queens_text (n) : magic_square_text (n);
          result = solve_text (text, PERCH_LOGIC_SEARCH_COUNT, NULL);
          g_assert_true (result->complete);
          if (result->count != expected)
            g_error ("%s n=%u: %" G_GUINT64_FORMAT " solutions, not %" G_GUINT64_FORMAT,
                     fields[0], n, result->count, expected);
          checked++;
        }
      else if (strcmp (fields[0], "nqueens_first_lex") == 0)
        {
          /* The published placement is a solution of our model. */
          g_auto(GStrv) rows = g_strsplit (field (fields, "first_solution_rows_to_cols"), ",", -1);
          g_autofree char *text = perch_logic_queens_text ((guint) atoi (parameter));
          GString *placed = g_string_new (text);
          g_autoptr(PerchLogicResult) result = NULL;
          g_autofree char *full = NULL;

          for (guint r = 0; rows[r] != NULL; r++)
            g_string_append_printf (placed, "q%s = %u\n", rows[r], r + 1);
          full = g_string_free (placed, FALSE);
          result = solve_text (full, PERCH_LOGIC_SEARCH_ALL, NULL);
          g_assert_cmpuint (result->count, ==, 1);
          checked++;
        }
      else if (strcmp (fields[0], "send_most_money_max") == 0)
        {
          g_autoptr(PerchLogicResult) result =
            solve_text ("SEND + MOST = MONEY\nmaximize MONEY\n", PERCH_LOGIC_SEARCH_ALL, NULL);

          g_assert_true (result->has_optimum);
          g_assert_cmpint (result->optimum, ==, atoi (field (fields, "optimum")));
          g_assert_cmpuint (result->count, ==, 2);   /* 9782 + 1094 and 9784 + 1092 */
          checked++;
        }
    }
  g_assert_true (records == NULL || checked >= 10);
}

static char *
sudoku_text (guint       n,
             const char *alphabet,
             const char *givens)
{
  GString *text = g_string_new (NULL);
  guint box = 1;

  while ((box + 1) * (box + 1) <= n)
    box++;
  g_string_append_printf (text, "domain 1..%u\n", n);
  for (guint r = 0; r < n; r++)
    {
      g_string_append (text, "names");
      for (guint c = 0; c < n; c++)
        g_string_append_printf (text, " r%uc%u", r, c);
      g_string_append_c (text, '\n');
    }
  for (guint unit = 0; unit < 3 * n; unit++)
    {
      g_string_append (text, "different ");
      for (guint k = 0; k < n; k++)
        {
          guint r, c;

          if (unit < n)
            r = unit, c = k;
          else if (unit < 2 * n)
            r = k, c = unit - n;
          else
            r = (unit - 2 * n) / box * box + k / box, c = (unit - 2 * n) % box * box + k % box;
          g_string_append_printf (text, "%sr%uc%u", k > 0 ? ", " : "", r, c);
        }
      g_string_append_c (text, '\n');
    }
  for (guint i = 0; i < n * n; i++)
    if (givens[i] != '.')
      g_string_append_printf (text, "r%uc%u = %ld\n", i / n, i % n,
                              strchr (alphabet, givens[i]) - alphabet + 1);
  return g_string_free (text, FALSE);
}

static void
test_sudoku (void)
{
  g_autoptr(GPtrArray) records = corpus_records ("sudoku.txt");
  guint checked = 0;

  for (guint i = 0; records != NULL && i < records->len; i++)
    {
      char **fields = g_ptr_array_index (records, i);
      g_autoptr(PerchLogicPuzzle) puzzle = NULL;
      g_autoptr(PerchLogicResult) result = NULL;
      g_autofree char *text = NULL;
      const char *alphabet, *solution;
      guint n;

      n = (guint) atoi (field (fields, "n"));
      alphabet = field (fields, "alphabet");
      solution = field (fields, "solution");
      /* The many-solution one is counted by the benchmark, not here. */
      if (g_ascii_strtoull (field (fields, "nsol"), NULL, 10) > 100)
        continue;
      text = sudoku_text (n, alphabet, field (fields, "givens"));
      result = solve_text (text, PERCH_LOGIC_SEARCH_ALL, &puzzle);
      g_test_message ("%s: %" G_GUINT64_FORMAT " nodes, %.1f ms", fields[0],
                      result->stats.nodes, result->stats.ms);
      g_assert_true (result->complete);
      if (result->count != g_ascii_strtoull (field (fields, "nsol"), NULL, 10))
        g_error ("%s: %" G_GUINT64_FORMAT " solutions, not %s", fields[0], result->count,
                 field (fields, "nsol"));
      if (result->count == 1)
        {
          const gint *values = g_ptr_array_index (result->solutions, 0);

          for (guint k = 0; k < n * n; k++)
            g_assert_cmpint (values[k], ==, strchr (alphabet, solution[k]) - alphabet + 1);
        }
      checked++;
    }
  g_assert_true (records == NULL || checked >= 15);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/logic/corpus/alphametics", test_alphametics);
  g_test_add_func ("/logic/corpus/classic", test_classic);
  g_test_add_func ("/logic/corpus/sudoku", test_sudoku);

  return g_test_run ();
}
