/* test-logic-limits.c: the inputs that once crashed the parser, the compiler or the search
 * (issue 14) each end in an answer or a one-line message with its place; large domains and
 * large products are solved */
#include <glib.h>

#include "logic-test-helpers.h"
#include "perch-logic-examples.h"

/* @count copies of @piece, between @before and @after. */
static char *
repeated (const char *before,
          const char *piece,
          guint       count,
          const char *after)
{
  GString *text = g_string_new (before);

  for (guint i = 0; i < count; i++)
    g_string_append (text, piece);
  g_string_append (text, after);
  return g_string_free (text, FALSE);
}

static void
assert_error (const char *text,
              int         code,
              guint       line,
              guint       column,
              const char *message)
{
  logic_test_assert_error (text, code, line, column, 0, message);
}

static const char nesting_message[] =
  "nesting deeper than 1000 levels (parentheses, '|', 'not' or '-' one inside another)";

static void
test_deep_nesting (void)
{
  g_autofree char *parentheses = NULL, *bars = NULL, *nots = NULL, *minus = NULL;
  g_autofree char *brackets = NULL, *allowed = NULL;
  GString *bar_text = g_string_new ("domain 1..5\nnames x\n");

  parentheses = repeated ("domain 1..5\nnames x\n", "(", 17500, "x = 1");
  assert_error (parentheses, PERCH_LOGIC_ERROR_TOO_LARGE, 3, 1002, nesting_message);

  for (guint i = 0; i < 32700; i++)
    g_string_append (bar_text, "|");
  g_string_append (bar_text, "x");
  for (guint i = 0; i < 32700; i++)
    g_string_append (bar_text, "|");
  g_string_append (bar_text, " = 1");
  bars = g_string_free (bar_text, FALSE);
  assert_error (bars, PERCH_LOGIC_ERROR_TOO_LARGE, 3, 1002, nesting_message);

  nots = repeated ("domain 1..5\nnames x\n", "not ", 43600, "x = 1");
  assert_error (nots, PERCH_LOGIC_ERROR_TOO_LARGE, 3, 4005, nesting_message);

  minus = repeated ("domain 1..5\nnames x\nx = ", "-", 65500, "1");
  assert_error (minus, PERCH_LOGIC_ERROR_TOO_LARGE, 3, 1006, nesting_message);

  brackets = repeated ("domain 1..5\ntable t = [1, 2, 3, 4, 5]\nnames x\n", "t[", 5000, "x");
  assert_error (brackets, PERCH_LOGIC_ERROR_TOO_LARGE, 4, 2003, nesting_message);

  /* Up to the limit, it is solved. */
  {
    GString *text = g_string_new ("domain 1..5\nnames x\n");
    g_autoptr(PerchLogicPuzzle) puzzle = NULL;
    g_autoptr(PerchLogicResult) result = NULL;

    for (guint i = 0; i < 999; i++)
      g_string_append_c (text, '(');
    g_string_append (text, "x = 4");
    for (guint i = 0; i < 999; i++)
      g_string_append_c (text, ')');
    allowed = g_string_free (text, FALSE);
    puzzle = logic_test_parse (allowed);
    result = logic_test_solve (puzzle, PERCH_LOGIC_SEARCH_ALL, 0);
    g_assert_cmpuint (result->count, ==, 1);
    g_assert_cmpint (((gint *) g_ptr_array_index (result->solutions, 0))[0], ==, 4);
  }
}

static void
test_long_chains (void)
{
  g_autofree char *sum = NULL, *ors = NULL, *implications = NULL, *ands = NULL;
  g_autofree char *product = NULL, *word_sum = NULL;

  /* 58000 terms: x + x + ... = 58000 * x, so x = 1 of 1..5 when it equals 58000. */
  sum = repeated ("domain 1..5\nnames x\n58000 = x", " + x", 57999, "\n");
  g_assert_cmpuint (logic_test_count (sum), ==, 1);

  ors = repeated ("domain 1..5\nnames x\nx = 9", " or x = 9", 43599, " or x = 2\n");
  g_assert_cmpuint (logic_test_count (ors), ==, 1);

  /* x = 1 -> x = 1 -> ... -> x = 2: false only for x = 1 */
  implications = repeated ("domain 1..5\nnames x\nx = 1", " -> x = 1", 43599, " -> x = 2\n");
  g_assert_cmpuint (logic_test_count (implications), ==, 4);

  ands = repeated ("domain 1..5\nnames x\nx > 1", " and x > 1", 43599, "\n");
  g_assert_cmpuint (logic_test_count (ands), ==, 4);

  product = repeated ("domain 0..1\nnames x\n1 = x", " * x", 20000, "\n");
  g_assert_cmpuint (logic_test_count (product), ==, 1);

  word_sum = repeated ("A", " + A", 20032, " = BCDEF");
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(PerchLogicPuzzle) puzzle = perch_logic_puzzle_new_alphametic (word_sum, 10, NULL,
                                                                           &error);
    g_autoptr(PerchLogicResult) result = NULL;

    g_assert_no_error (error);
    result = logic_test_solve (puzzle, PERCH_LOGIC_SEARCH_COUNT, 1);
    g_assert_true (result->complete);   /* 20033 * A: only A = 3 gives five new digits */
    g_assert_cmpuint (result->count, ==, 1);
  }
}

static void
test_many_names (void)
{
  GString *text = g_string_new ("domain 1..2\nnames");
  g_autofree char *names = NULL;
  g_autoptr(PerchLogicPuzzle) puzzle = NULL;
  g_autoptr(PerchLogicResult) result = NULL;

  /* A search 99990 choices deep. */
  for (guint i = 0; i < 99990; i++)
    g_string_append_printf (text, " n%u", i);
  g_string_append (text, "\nn0 < n99989\n");
  names = g_string_free (text, FALSE);
  puzzle = logic_test_parse (names);
  result = logic_test_solve (puzzle, PERCH_LOGIC_SEARCH_FIRST, 1);
  g_assert_cmpint (result->status, ==, PERCH_LOGIC_STATUS_SAT);
  g_assert_cmpint (((gint *) g_ptr_array_index (result->solutions, 0))[99989], ==, 2);
}

static void
test_long_name (void)
{
  g_autofree char *name = repeated ("", "a", 100000, "");
  g_autofree char *text = g_strdup_printf ("domain 1..5\nnames %sb\n%sc = 1\n", name, name);
  g_autoptr(GError) error = NULL;
  PerchLogicLocation location = { 0, };
  gint64 start = g_get_monotonic_time ();
  g_autoptr(PerchLogicPuzzle) puzzle = perch_logic_puzzle_parse (text, &location, &error);

  g_assert_null (puzzle);
  /* Not the 70 s of comparing every letter with every letter. */
  g_assert_cmpint (g_get_monotonic_time () - start, <, 5 * G_USEC_PER_SEC);
  g_assert_cmpstr (error->message, ==,
                   "unknown name 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…': declare it in a "
                   "group or with 'names aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…'");
  g_assert_cmpuint (location.line, ==, 3);
  g_assert_cmpuint (location.column, ==, 1);
}

static void
test_bytes (void)
{
  static const char with_nul[] = "domain 1..5\nnames x\nx = \0 1\n";
  static const char with_bom[] = "\xef\xbb\xbf" "domain 1..5\nnames x\nx = 3\n";
  g_autoptr(GError) error = NULL;
  PerchLogicLocation location = { 0, };
  g_autoptr(PerchLogicPuzzle) nul = perch_logic_puzzle_parse_bytes (with_nul,
                                                                    sizeof with_nul - 1,
                                                                    &location, &error);
  g_autoptr(PerchLogicPuzzle) bom = logic_test_parse (with_bom);
  g_autoptr(PerchLogicResult) result = logic_test_solve (bom, PERCH_LOGIC_SEARCH_ALL, 0);

  g_assert_null (nul);
  g_assert_error (error, PERCH_LOGIC_ERROR, PERCH_LOGIC_ERROR_SYNTAX);
  g_assert_cmpstr (error->message, ==, "a NUL byte: this is not a text file");
  g_assert_cmpuint (location.line, ==, 3);
  g_assert_cmpuint (location.column, ==, 5);
  g_assert_cmpuint (result->count, ==, 1);
}

static void
test_large_domains (void)
{
  /* Domains wider than 64 values keep their holes: 65 and 100 queens. */
  for (guint n = 65; n <= 100; n += 35)
    {
      g_autofree char *text = perch_logic_queens_text (n);
      g_autoptr(PerchLogicPuzzle) puzzle = logic_test_parse (text);
      g_autoptr(PerchLogicResult) result = perch_logic_puzzle_solve (puzzle,
                                                                     PERCH_LOGIC_SEARCH_FIRST,
                                                                     1, 20000, NULL, NULL);
      const gint *q = g_ptr_array_index (result->solutions, 0);

      g_assert_cmpint (result->status, ==, PERCH_LOGIC_STATUS_SAT);
      for (guint i = 0; i < n; i++)
        for (guint j = i + 1; j < n; j++)
          {
            g_assert_cmpint (q[i], !=, q[j]);
            g_assert_cmpint (ABS (q[i] - q[j]), !=, (gint) (j - i));
          }
    }

  /* Holes in the middle of a thousand values are kept. */
  g_assert_cmpuint (logic_test_count ("domain 1..1000\nnames x y\ndifferent x, y\n"
                                      "x in 499..501\ny in 499..501\n"
                                      "x != 499 and y != 501\n"), ==, 3);
  g_assert_cmpuint (logic_test_count ("domain 1..1000\nnames x y z\ndifferent x, y, z\n"
                                      "x in 10, 500\ny in 10, 500\nz in 10, 500, 900\n"), ==, 2);
}

/* N queens, with a constant far away in each all-different (so that its values take several
 * words) or without: the same solutions after the same nodes and failures, as the matching
 * removes the same values on a frame of several words as on one. */
static char *
queens_with (guint n,
             int   rows,
             int   up,
             int   down)
{
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, "domain 1..%u\nnames", n);
  for (guint i = 1; i <= n; i++)
    g_string_append_printf (text, " q%u", i);
  g_string_append (text, "\ndifferent");
  for (guint i = 1; i <= n; i++)
    g_string_append_printf (text, " q%u,", i);
  g_string_append_printf (text, " %d\ndifferent", rows);
  for (guint i = 1; i <= n; i++)
    g_string_append_printf (text, " q%u + %u,", i, i);
  g_string_append_printf (text, " %d\ndifferent", up);
  for (guint i = 1; i <= n; i++)
    g_string_append_printf (text, " q%u - %u,", i, i);
  g_string_append_printf (text, " %d\n", down);
  return g_string_free (text, FALSE);
}

static void
test_frames_of_several_words (void)
{
  static const struct { guint n; guint64 count; } sizes[] = { { 8, 92 }, { 10, 724 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      /* constants no queen can take: 0, 0 and -n are in the frame's word, the others not */
      g_autofree char *near = queens_with (sizes[i].n, 0, 0, -(int) sizes[i].n);
      g_autofree char *far = queens_with (sizes[i].n, 300, -300, 200);
      g_autoptr(PerchLogicPuzzle) one_word = logic_test_parse (near);
      g_autoptr(PerchLogicPuzzle) words = logic_test_parse (far);
      g_autoptr(PerchLogicResult) a = logic_test_solve (one_word, PERCH_LOGIC_SEARCH_COUNT, 1);
      g_autoptr(PerchLogicResult) b = logic_test_solve (words, PERCH_LOGIC_SEARCH_COUNT, 1);

      g_assert_cmpuint (a->count, ==, sizes[i].count);
      g_assert_cmpuint (b->count, ==, sizes[i].count);
      g_assert_cmpuint (a->stats.nodes, ==, b->stats.nodes);
      g_assert_cmpuint (a->stats.failures, ==, b->stats.failures);
    }
}

static void
test_large_products (void)
{
  /* 999999 = 3^3 * 7 * 11 * 13 * 37 has 64 divisors. */
  g_assert_cmpuint (logic_test_count ("domain 1..1000000\nnames x y\nx * y = 999999\n"), ==, 64);
  g_assert_cmpuint (logic_test_count ("domain 1..1000000\nnames x y\n"
                                      "x * y <= 3 and x > 1\n"), ==, 2);
  /* Unbounded above: still too large, and said so. */
  assert_error ("domain 1..1000000\nnames x y\nx * y > 5\n", PERCH_LOGIC_ERROR_TOO_LARGE, 3, 1,
                "model too large: this can reach 1000000000000, beyond the solver's limit of "
                "1000000000");
  /* Every product beyond the limit (found by fuzz-alphametic: once a critical warning). */
  assert_error ("domain 40000..50000\nnames x y\nx * y = 5\n", PERCH_LOGIC_ERROR_TOO_LARGE, 3,
                1, "model too large: this can reach 2500000000, beyond the solver's limit of "
                "1000000000");
  assert_error ("domain 1..1000000\nnames x y\nx * y = 999999 or x = 1\n",
                PERCH_LOGIC_ERROR_TOO_LARGE, 3, 1,
                "model too large: this can reach 1000000000000, beyond the solver's limit of "
                "1000000000");
}

static void
test_kept_solutions (void)
{
  /* 2^20 solutions of 20 names: counted, but only 2^24 values kept. */
  g_autoptr(PerchLogicPuzzle) puzzle = logic_test_parse ("domain 0..1\nnames a b c d e f g h i "
                                                         "j k l m n o p q r s t\n"
                                                         "a >= 0\n");
  g_autoptr(PerchLogicResult) result = logic_test_solve (puzzle, PERCH_LOGIC_SEARCH_ALL, 0);

  g_assert_cmpuint (result->count, ==, 1 << 20);
  g_assert_cmpuint (result->solutions->len, ==, PERCH_LOGIC_KEPT_VALUES_MAX / 20 + 1);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/logic/limits/deep-nesting", test_deep_nesting);
  g_test_add_func ("/logic/limits/long-chains", test_long_chains);
  g_test_add_func ("/logic/limits/many-names", test_many_names);
  g_test_add_func ("/logic/limits/long-name", test_long_name);
  g_test_add_func ("/logic/limits/bytes", test_bytes);
  g_test_add_func ("/logic/limits/large-domains", test_large_domains);
  g_test_add_func ("/logic/limits/frames-of-several-words", test_frames_of_several_words);
  g_test_add_func ("/logic/limits/large-products", test_large_products);
  g_test_add_func ("/logic/limits/kept-solutions", test_kept_solutions);

  return g_test_run ();
}
