/* test-logic-language.c: the constructs puzzle fans write (issue 14), each solved with its
 * answer; the pointers for familiar spellings; the warnings */
#include <glib.h>

#include "logic-test-helpers.h"

/* The single solution's value of @name. */
static int
only_value (const char *text,
            const char *name)
{
  g_autoptr(PerchLogicPuzzle) puzzle = logic_test_parse (text);
  g_autoptr(PerchLogicResult) result = logic_test_solve (puzzle, PERCH_LOGIC_SEARCH_ALL, 0);

  g_assert_cmpuint (result->count, ==, 1);
  return logic_test_value (puzzle, g_ptr_array_index (result->solutions, 0), name);
}

static void
test_domain_values (void)
{
  g_assert_cmpuint (logic_test_count ("domain 3, 5, 7, 8, 10\nnames x\n"), ==, 5);
  g_assert_cmpuint (logic_test_count ("domain 1, 4..6, 9\ngroup g: a b c d e\n"), ==, 120);
  g_assert_cmpint (only_value ("domain 3, 5, 7, 8, 10\nnames x\nx > 3 and x < 7\n", "x"), ==, 5);
}

static void
test_lists_on_the_left (void)
{
  /* each with each */
  g_assert_cmpuint (logic_test_count ("domain 1..5\n"
                                      "group p: dominique pascal ignace naren olivier\n"
                                      "dominique, pascal, ignace < naren, olivier\n"), ==, 12);
  g_assert_cmpuint (logic_test_count ("domain 1..5\nnames a b\na, b in 1..3\n"), ==, 9);
  g_assert_cmpuint (logic_test_count ("domain 1..5\ngroup n: englishman spaniard\n"
                                      "englishman not in 1, 2\n"), ==, 12);
}

static void
test_ordered_ranges (void)
{
  g_assert_cmpint (only_value ("domain 1..5\ngroup floor in order: first second third fourth "
                               "fifth\nnames fletcher\nfletcher in second..fourth\n"
                               "fletcher != third and fletcher != second\n", "fletcher"), ==, 4);
}

static void
test_connectives (void)
{
  /* a = 1 <-> b = 2: both or neither */
  g_assert_cmpuint (logic_test_count ("domain 1..3\nnames a b\na = 1 <-> b = 2\n"), ==, 5);
  g_assert_cmpuint (logic_test_count ("domain 1..3\nnames a b c\n"
                                      "exactly one of (a = 1, b = 2, c = 3)\n"), ==, 12);
  g_assert_cmpuint (logic_test_count ("domain 1..3\nnames a b c\n"
                                      "at most one of (a = 1, b = 2, c = 3)\n"), ==, 20);
  g_assert_cmpuint (logic_test_count ("domain 1..3\nnames a b c\n"
                                      "at least 2 of (a = 1, b = 2, c = 3)\n"), ==, 7);
  /* lists inside parentheses still work inside the conditions */
  g_assert_cmpuint (logic_test_count ("domain 1..3\nnames a b\n"
                                      "exactly two of ((a in 1, 2), b = 3)\n"), ==, 2);
}

static void
test_mod (void)
{
  g_assert_cmpuint (logic_test_count ("domain 1..10\nnames x\nx mod 2 = 0\n"), ==, 5);
  g_assert_cmpint (only_value ("domain -5..-1\nnames x\nx mod 3 = 2 and x < -2\n", "x"), ==, -4);
  g_assert_cmpint (only_value ("domain 10..99\nnames n\nn mod 7 = 0\nn mod 10 = 6\n"
                               "n mod 5 = 1 and n > 50\n", "n"), ==, 56);
}

static void
test_pointers (void)
{
  static const struct
  {
    const char *text;
    int         code;
    guint       column;
    const char *message;
  } cases[] = {
    { "domain 1..5\nnames x y\nabs(x - y) = 1\n", PERCH_LOGIC_ERROR_SYNTAX, 1,
      "the absolute value is written with bars: '|x - y|', not 'abs(x - y)'" },
    { "domain 1..5\nnames x y\nsum(x, y) = 3\n", PERCH_LOGIC_ERROR_SYNTAX, 1,
      "there is no 'sum(...)': add the terms with '+', as in 'a + b + c'" },
    { "domain 1..5\nnames x y\nif x = 1 then y = 2\n", PERCH_LOGIC_ERROR_SYNTAX, 1,
      "'if A then B' is written 'A -> B'" },
    { "domain 1..5\nnames x\nx % 2 = 0\n", PERCH_LOGIC_ERROR_SYNTAX, 3,
      "the remainder is written 'mod': 'x mod 2 = 0'" },
    { "domain 1..5\nnames x\nx mod y = 0\n", PERCH_LOGIC_ERROR_NAME, 7,
      "unknown name 'y': declare it in a group or with 'names y'" },
    { "domain 1..5\nnames x y\nx mod y = 0\n", PERCH_LOGIC_ERROR_SYNTAX, 7,
      "'mod' takes a whole number above 0 on its right, as in 'x mod 2'" },
    { "domain 1..5\nnames a b\na, b\n", PERCH_LOGIC_ERROR_SYNTAX, 5,
      "expected a comparison after the list (as in 'a, b < c' or 'a, b in 1..3'), found the "
      "end of the line" },
    { "domain 1..5\nnames a b\nexactly one (a = 1, b = 2)\n", PERCH_LOGIC_ERROR_SYNTAX, 13,
      "expected 'of' (as in 'exactly one of (a = 1, b = 2)'), found '('" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    logic_test_assert_error (cases[i].text, cases[i].code, 3, cases[i].column, 0,
                             cases[i].message);
}

static void
test_warnings (void)
{
  static const struct { const char *text; guint line, column; const char *message; } cases[] = {
    { "domain 1..5\nnames x\nx = 2, 3\n", 3, 1,
      "'=' with a list means equal to each of them (all at once); for one of them, write 'in' "
      "instead of '='" },
    { "domain 1..3\ngroup g: a b c d\n", 2, 1,
      "the group 'g' has 4 names but the domain only 3 values, so it has no solution" },
    { "domain 1..5\ngroup g: a b\na = B + 1\n", 3, 5,
      "'B' is not declared, so it is a word of an alphametic and its letters are digits; "
      "declare it if it is a name" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(PerchLogicPuzzle) puzzle = logic_test_parse (cases[i].text);
      const PerchLogicWarning *warning;

      g_assert_cmpuint (perch_logic_puzzle_get_n_warnings (puzzle), ==, 1);
      warning = perch_logic_puzzle_get_warning (puzzle, 0);
      g_assert_cmpstr (warning->message, ==, cases[i].message);
      g_assert_cmpuint (warning->where.line, ==, cases[i].line);
      g_assert_cmpuint (warning->where.column, ==, cases[i].column);
    }
  /* The examples have none. */
  {
    g_autoptr(PerchLogicPuzzle) zebra = logic_test_parse ("domain 1..2\ngroup g: a b\na = 1\n");

    g_assert_cmpuint (perch_logic_puzzle_get_n_warnings (zebra), ==, 0);
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/logic/language/domain-values", test_domain_values);
  g_test_add_func ("/logic/language/lists-on-the-left", test_lists_on_the_left);
  g_test_add_func ("/logic/language/ordered-ranges", test_ordered_ranges);
  g_test_add_func ("/logic/language/connectives", test_connectives);
  g_test_add_func ("/logic/language/mod", test_mod);
  g_test_add_func ("/logic/language/pointers", test_pointers);
  g_test_add_func ("/logic/language/warnings", test_warnings);

  return g_test_run ();
}
