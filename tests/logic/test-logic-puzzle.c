/* test-logic-puzzle.c: the language as a puzzle fan writes it: the built-in examples' answers,
 * every construct, the layout of answers, and every error the parser reports */
#include <gio/gio.h>

#include "logic-test-helpers.h"
#include "perch-logic-examples.h"

/* The example's unique solution, checked to be unique. */
static PerchLogicPuzzle *
solve_example (const char  *id,
               gint       **values)
{
  const PerchLogicExample *example = perch_logic_example_find (id);
  PerchLogicPuzzle *puzzle;
  g_autoptr(PerchLogicResult) result = NULL;

  g_assert_nonnull (example);
  puzzle = logic_test_parse (example->text);
  result = logic_test_solve (puzzle, PERCH_LOGIC_SEARCH_ALL, 100);
  g_assert_cmpint (result->status, ==, PERCH_LOGIC_STATUS_SAT);
  g_assert_true (result->complete);
  if (!perch_logic_puzzle_is_optimizing (puzzle))
    g_assert_cmpuint (result->count, ==, 1);
  *values = g_memdup2 (g_ptr_array_index (result->solutions, 0),
                       sizeof (gint) * perch_logic_puzzle_get_n_names (puzzle));
  return puzzle;
}

static gint64
word_value (const PerchLogicPuzzle *puzzle,
            const gint             *values,
            const char             *word)
{
  gint64 value = 0;

  for (const char *c = word; *c != '\0'; c++)
    {
      char letter[2] = { *c, '\0' };

      value = value * 10 + logic_test_value (puzzle, values, letter);
    }
  return value;
}

static void
test_reindeer (void)
{
  static const char *order[] = { "prancer", "cupid", "rudolph", "dasher", "blitzen", "vixen",
                                 "comet", "donder", "dancer" };
  g_autofree gint *values = NULL;
  g_autoptr(PerchLogicPuzzle) puzzle = solve_example ("reindeer", &values);
  g_autoptr(PerchLogicTable) table = perch_logic_puzzle_tabulate (puzzle, values);
  const PerchLogicPicture *picture = perch_logic_puzzle_get_picture (puzzle);

  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    g_assert_cmpint (logic_test_value (puzzle, values, order[i]), ==, i + 1);

  g_assert_cmpint (picture->kind, ==, PERCH_LOGIC_PICTURE_LINE);
  g_assert_cmpstr (perch_logic_puzzle_get_group_name (puzzle, picture->group), ==, "reindeer");
  /* One group on 1..9: a grid with the places as columns. */
  g_assert_cmpuint (table->n_rows, ==, 1);
  g_assert_cmpuint (table->n_columns, ==, 9);
  g_assert_cmpstr (table->column_titles[0], ==, "1");
  g_assert_cmpstr (table->row_titles[0], ==, "reindeer");
  g_assert_cmpstr (table->cells[0], ==, "prancer");
  g_assert_cmpstr (table->cells[8], ==, "dancer");
}

static void
test_send_more_money (void)
{
  g_autofree gint *values = NULL;
  g_autoptr(PerchLogicPuzzle) puzzle = solve_example ("send-more-money", &values);
  g_autoptr(PerchLogicTable) table = perch_logic_puzzle_tabulate (puzzle, values);
  g_autofree char *text = perch_logic_table_to_text (table);

  g_assert_cmpint (word_value (puzzle, values, "SEND"), ==, 9567);
  g_assert_cmpint (word_value (puzzle, values, "MORE"), ==, 1085);
  g_assert_cmpint (word_value (puzzle, values, "MONEY"), ==, 10652);
  /* Letters are not a group: name = value, in the order they appear. */
  g_assert_null (table->column_titles);
  g_assert_cmpstr (text, ==, "S = 9\nE = 5\nN = 6\nD = 7\nM = 1\nO = 0\nR = 8\nY = 2\n");
}

static void
test_forty_ten_ten (void)
{
  g_autofree gint *values = NULL;
  g_autoptr(PerchLogicPuzzle) puzzle = solve_example ("forty-ten-ten", &values);

  g_assert_cmpint (word_value (puzzle, values, "FORTY"), ==, 29786);
  g_assert_cmpint (word_value (puzzle, values, "TEN"), ==, 850);
  g_assert_cmpint (word_value (puzzle, values, "SIXTY"), ==, 31486);
}

static void
test_zebra (void)
{
  g_autofree gint *values = NULL;
  g_autoptr(PerchLogicPuzzle) puzzle = solve_example ("zebra", &values);
  g_autoptr(PerchLogicTable) table = perch_logic_puzzle_tabulate (puzzle, values);
  g_autofree char *text = perch_logic_table_to_text (table);

  g_assert_cmpint (logic_test_value (puzzle, values, "zebra"), ==,
                   logic_test_value (puzzle, values, "japanese"));
  g_assert_cmpint (logic_test_value (puzzle, values, "water"), ==,
                   logic_test_value (puzzle, values, "norwegian"));
  g_assert_cmpuint (perch_logic_puzzle_get_n_shown (puzzle), ==, 2);
  g_assert_cmpstr (perch_logic_puzzle_get_name (puzzle, perch_logic_puzzle_get_shown (puzzle, 1)),
                   ==, "zebra");
  g_assert_cmpuint (perch_logic_puzzle_get_n_groups (puzzle), ==, 5);
  g_assert_cmpstr (text, ==,
                   "        1          2             3           4             5\n"
                   "nation  norwegian  ukrainian     englishman  spaniard      japanese\n"
                   "colour  yellow     blue          red         ivory         green\n"
                   "drink   water      tea           milk        orange_juice  coffee\n"
                   "smoke   kools      chesterfield  old_gold    lucky_strike  parliament\n"
                   "pet     fox        horse         snails      dog           zebra\n");
}

static void
test_houses (void)
{
  g_autofree gint *values = NULL;
  g_autoptr(PerchLogicPuzzle) puzzle = solve_example ("houses", &values);
  const PerchLogicPicture *picture = perch_logic_puzzle_get_picture (puzzle);
  static const struct { const char *husband, *wife; int house; } couples[] = {
    { "adam", "mary", 1 }, { "martin", "katie", 2 }, { "walter", "sandra", 3 },
    { "lenny", "debbie", 4 }, { "bill", "claire", 5 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (couples); i++)
    {
      g_assert_cmpint (logic_test_value (puzzle, values, couples[i].husband), ==, couples[i].house);
      g_assert_cmpint (logic_test_value (puzzle, values, couples[i].wife), ==, couples[i].house);
    }
  g_assert_cmpint (picture->kind, ==, PERCH_LOGIC_PICTURE_MAP);
  g_assert_cmpuint (picture->n_places, ==, 5);
  g_assert_cmpint (picture->first, ==, 1);
  g_assert_cmpint (picture->x[4], ==, 2);
  g_assert_cmpint (picture->y[4], ==, 3);
}

static void
test_send_most_money (void)
{
  const PerchLogicExample *example = perch_logic_example_find ("send-most-money");
  g_autoptr(PerchLogicPuzzle) puzzle = logic_test_parse (example->text);
  g_autoptr(PerchLogicResult) first = logic_test_solve (puzzle, PERCH_LOGIC_SEARCH_FIRST, 100);
  g_autoptr(PerchLogicResult) all = logic_test_solve (puzzle, PERCH_LOGIC_SEARCH_ALL, 100);

  g_assert_true (perch_logic_puzzle_is_optimizing (puzzle));
  g_assert_true (first->has_optimum);
  g_assert_cmpint (first->optimum, ==, 10876);
  g_assert_cmpint (word_value (puzzle, g_ptr_array_index (first->solutions, 0), "MONEY"), ==,
                   10876);
  /* Two ways reach it: 9782 + 1094 and 9784 + 1092. */
  g_assert_true (all->complete);
  g_assert_cmpuint (all->count, ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      const gint *values = g_ptr_array_index (all->solutions, i);

      g_assert_cmpint (word_value (puzzle, values, "SEND") + word_value (puzzle, values, "MOST"),
                       ==, 10876);
    }
}

static void
test_other_examples (void)
{
  g_autofree gint *dinesman = NULL, *sudoku = NULL;
  g_autoptr(PerchLogicPuzzle) floors = solve_example ("dinesman", &dinesman);
  g_autoptr(PerchLogicPuzzle) grid = solve_example ("sudoku", &sudoku);
  const PerchLogicExample *agatha = perch_logic_example_find ("agatha");
  const PerchLogicExample *queens = perch_logic_example_find ("queens");
  g_autoptr(PerchLogicPuzzle) mansion = logic_test_parse (agatha->text);
  g_autoptr(PerchLogicPuzzle) board = logic_test_parse (queens->text);
  g_autoptr(PerchLogicResult) killers = logic_test_solve (mansion, PERCH_LOGIC_SEARCH_ALL, 100);
  g_autoptr(PerchLogicResult) placements = logic_test_solve (board, PERCH_LOGIC_SEARCH_COUNT, 100);
  static const char row_e[] = "369845721";

  g_assert_cmpint (logic_test_value (floors, dinesman, "smith"), ==, 1);
  g_assert_cmpint (logic_test_value (floors, dinesman, "cooper"), ==, 2);
  g_assert_cmpint (logic_test_value (floors, dinesman, "baker"), ==, 3);
  g_assert_cmpint (logic_test_value (floors, dinesman, "fletcher"), ==, 4);
  g_assert_cmpint (logic_test_value (floors, dinesman, "miller"), ==, 5);

  for (guint i = 0; i < 9; i++)
    {
      g_autofree char *cell = g_strdup_printf ("e%u", i + 1);

      g_assert_cmpint (logic_test_value (grid, sudoku, cell), ==, row_e[i] - '0');
    }

  /* Several ways to hate, one killer: Agatha herself. */
  g_assert_cmpuint (killers->count, >, 1);
  for (guint i = 0; i < killers->solutions->len; i++)
    g_assert_cmpint (logic_test_value (mansion, g_ptr_array_index (killers->solutions, i),
                                       "killer"),
                     ==, 1);

  g_assert_cmpuint (placements->count, ==, 92);
  g_assert_cmpuint (placements->solutions->len, ==, 1);
}

static void
test_examples_listed (void)
{
  guint n;
  const PerchLogicExample *examples = perch_logic_examples (&n);

  g_assert_cmpuint (n, >=, 10);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(PerchLogicPuzzle) puzzle = logic_test_parse (examples[i].text);

      g_assert_true (perch_logic_example_find (examples[i].id) == &examples[i]);
      g_assert_nonnull (examples[i].title);
    }
  g_assert_null (perch_logic_example_find ("nonsense"));
}

/* Constructs */

static void
test_constructs (void)
{
  /* x, y in 1..3: 9 pairs */
  const char *head = "domain 1..3\nnames x y\n";
  static const struct { const char *clues; guint64 count; } cases[] = {
    { "", 9 },
    { "x = y", 3 },
    { "x != y", 6 },
    { "x < y", 3 },
    { "x <= y", 6 },
    { "x > y", 3 },
    { "x >= y", 6 },
    { "x + y = 4", 3 },
    { "2 * x - y = 3", 2 },
    { "x * y = 2", 2 },
    { "|x - y| = 1", 4 },
    { "x = 1 or y = 1", 5 },
    { "x = 1 and y = 1", 1 },
    { "not x = 1", 6 },
    { "x = 1 -> y = 2", 7 },
    { "x in 1, 3", 6 },
    { "x in 2..3", 6 },
    { "x in y, 3", 5 },
    { "x in y - 1, y + 1", 4 },
    { "(x = 1) + (y = 1) = 1", 4 },
    { "x > 1, y", 3 },
    { "1 < x < y", 1 },
    { "different x, y", 6 },
    { "different x, y + 1", 7 },
    { "table t = [3, 1, 2]\nt[x] = y", 3 },
    { "table t = [3, 1, 2]\nt[x] > t[y]", 3 },
    { "x = 1 or\n  y = 1", 5 },
    { "x +\n y = 2", 1 },
    { "(x = 1\n and y = 1)", 1 },
    { "table t = [1,\n 2,\n 3]\nt[\n x] = 2", 3 },
    { "x = 4", 0 },
    { "1 = 2", 0 },
    { "1 < 2", 9 },
    { "-x = -2", 3 },
    { "minimize x + y\ny > 1", 1 },
    { "group g: a b c", 54 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strconcat (head, cases[i].clues, "\n", NULL);

      g_test_message ("%s", cases[i].clues);
      g_assert_cmpuint (logic_test_count (text), ==, cases[i].count);
    }
}

static void
test_words (void)
{
  /* A word in capitals in any expression; a base. */
  g_assert_cmpuint (logic_test_count ("AB + BA = 55"), ==, 4);
  g_assert_cmpuint (logic_test_count ("base 2\nA + A = BC"), ==, 0);
  g_assert_cmpuint (logic_test_count ("base 3\nAB = 5"), ==, 1);
  g_assert_cmpuint (logic_test_count ("TOKYO = KYOTO * 3"), ==, 0);
}

static void
test_alphametic_api (void)
{
  g_autoptr(GError) error = NULL;
  PerchLogicLocation location = { 0, };
  g_autoptr(PerchLogicPuzzle) fares = perch_logic_puzzle_new_alphametic ("FARES = FEE * FEE", 6,
                                                                        &location, &error);
  g_autoptr(PerchLogicResult) result = NULL;
  g_autoptr(PerchLogicPuzzle) bad = NULL;

  g_assert_no_error (error);
  result = logic_test_solve (fares, PERCH_LOGIC_SEARCH_ALL, 100);
  g_assert_cmpuint (result->count, ==, 1);
  /* F=1 A=5 R=3 E=2 S=4 */
  g_assert_cmpint (logic_test_value (fares, g_ptr_array_index (result->solutions, 0), "A"), ==, 5);
  g_assert_cmpint (logic_test_value (fares, g_ptr_array_index (result->solutions, 0), "S"), ==, 4);

  bad = perch_logic_puzzle_new_alphametic ("SEND + MORE = MONEY\nA = B", 10, &location, &error);
  g_assert_null (bad);
  g_assert_error (error, PERCH_LOGIC_ERROR, PERCH_LOGIC_ERROR_SYNTAX);
  g_assert_cmpstr (error->message, ==, "an alphametic is one line");
  g_assert_cmpuint (location.line, ==, 2);
}

static void
test_tabulate_mixed (void)
{
  /* A name outside the groups: name = value, the shown names first. */
  g_autoptr(PerchLogicPuzzle) puzzle = logic_test_parse ("domain 1..2\ngroup g: a b\nnames c\n"
                                                 "a = 1\nc = 2\nshow c\n");
  g_autoptr(PerchLogicResult) result = logic_test_solve (puzzle, PERCH_LOGIC_SEARCH_FIRST, 100);
  g_autoptr(PerchLogicTable) table =
    perch_logic_puzzle_tabulate (puzzle, g_ptr_array_index (result->solutions, 0));
  g_autofree char *text = perch_logic_table_to_text (table);

  g_assert_false (result->complete);   /* first: not looked further */
  g_assert_cmpstr (text, ==, "c = 2\na = 1\nb = 2\n");
}

/* Errors: each with its place and message */

static void
test_errors (void)
{
  static const struct
  {
    const char *text;
    int         code;
    guint       line, column, length;
    const char *message;
  } cases[] = {
    { "domain 1..5\ngroup animal: zebra dog\nzebr = 1\n", PERCH_LOGIC_ERROR_NAME, 3, 1, 4,
      "unknown name 'zebr' (did you mean 'zebra'?)" },
    { "domain 1..5\nnames x\ny = 1", PERCH_LOGIC_ERROR_NAME, 3, 1, 1,
      "unknown name 'y': declare it in a group or with 'names y'" },
    { "group a: x", PERCH_LOGIC_ERROR_DOMAIN, 1, 1, 5,
      "no domain yet: write a line such as 'domain 1..5' before the first 'group'" },
    { "names x", PERCH_LOGIC_ERROR_DOMAIN, 1, 1, 5,
      "no domain yet: write a line such as 'domain 1..5' before the first 'names'" },
    { "domain 5..1", PERCH_LOGIC_ERROR_DOMAIN, 1, 8, 4, "the domain 5..1 is empty" },
    { "domain 1 5", PERCH_LOGIC_ERROR_SYNTAX, 1, 10, 1,
      "expected '..' (as in 'domain 1..5') or ',' (as in 'domain 3, 5, 7'), found '5'" },
    { "domain 1..x", PERCH_LOGIC_ERROR_SYNTAX, 1, 11, 1, "expected a number, found 'x'" },
    { "domain 1..2000000000", PERCH_LOGIC_ERROR_DOMAIN, 1, 11, 10,
      "the number is too large: at most 1000000000" },
    { "domain 1..5\nnames x\nx = = 1", PERCH_LOGIC_ERROR_SYNTAX, 3, 5, 1,
      "expected a name or a number, found '='" },
    { "domain 1..5\nnames x\nx == 1", PERCH_LOGIC_ERROR_SYNTAX, 3, 3, 2,
      "equality is written '=', not '=='" },
    { "domain 1..5\nnames x\nx = 1 y", PERCH_LOGIC_ERROR_SYNTAX, 3, 7, 1,
      "expected the end of the line, found 'y'" },
    { "domain 1..5\nnames x\nx = 1 \xc2\xa7", PERCH_LOGIC_ERROR_SYNTAX, 3, 7, 1,
      "unexpected character '\xc2\xa7'" },
    { "domain 1..5\nnames x y\nx = y / 2", PERCH_LOGIC_ERROR_SYNTAX, 3, 7, 1,
      "there is no division: multiply instead ('a = 2 * b' rather than 'b = a / 2')" },
    { "domain 1..5\nnames x\nx = 1 \xff", PERCH_LOGIC_ERROR_SYNTAX, 3, 7, 1,
      "the text is not valid UTF-8" },
    { "domain 1..5\nnames x\nx + 1", PERCH_LOGIC_ERROR_SYNTAX, 3, 1, 5,
      "expected a condition such as 'a = b' or 'a < b', found a value with nothing to compare "
      "it with" },
    { "domain 1..5\nnames x\nx = 1 or x", PERCH_LOGIC_ERROR_SYNTAX, 3, 10, 1,
      "expected a condition such as 'a = b' or 'a < b', found a value with nothing to compare "
      "it with" },
    { "domain 1..5\nnames x and", PERCH_LOGIC_ERROR_NAME, 2, 9, 3,
      "'and' is a keyword and cannot be a name" },
    { "domain 1..5\nnames x\nnames x", PERCH_LOGIC_ERROR_NAME, 3, 7, 1,
      "'x' is already declared on line 2" },
    { "domain 1..5\nnames", PERCH_LOGIC_ERROR_SYNTAX, 2, 6, 1,
      "expected a name, found the end of the text" },
    { "domain 1..5\ngroup : a", PERCH_LOGIC_ERROR_SYNTAX, 2, 7, 1,
      "expected the group's name, found ':'" },
    { "domain 1..5\ngroup g a", PERCH_LOGIC_ERROR_SYNTAX, 2, 9, 1,
      "expected ':' after the group's name, found 'a'" },
    { "domain 1..5\ngroup g: a\ngroup g: b", PERCH_LOGIC_ERROR_NAME, 3, 7, 1,
      "there is already a group 'g'" },
    { "domain 1..2\ngroup g in order: a b c", PERCH_LOGIC_ERROR_DOMAIN, 2, 1, 5,
      "the group has 3 names in order but the domain only 2 values" },
    { "domain 1..2\ngroup g in a: a b c", PERCH_LOGIC_ERROR_SYNTAX, 2, 12, 1,
      "expected 'order' after 'in', found 'a'" },
    { "domain 1..5\nnames x\n|x - 2 = 1", PERCH_LOGIC_ERROR_SYNTAX, 3, 8, 1,
      "expected '|' to close the absolute value, found '='" },
    { "domain 1..5\nnames x\n(x = 1", PERCH_LOGIC_ERROR_SYNTAX, 3, 7, 1,
      "expected ')', found the end of the text" },
    { "domain 1..5\nnames x y\nx < y, 2 < 3", PERCH_LOGIC_ERROR_SYNTAX, 3, 10, 1,
      "found another comparison after a list: a list ends the comparison (write the next one "
      "after 'and')" },
    { "domain 1..5\nnames x\nx in 3..1", PERCH_LOGIC_ERROR_DOMAIN, 3, 6, 4,
      "the range 3..1 is empty" },
    { "domain 1..5\nnames x\nx in x..3", PERCH_LOGIC_ERROR_SYNTAX, 3, 6, 1,
      "a range goes from one number to another (or from one name of a group 'in order' to "
      "another)" },
    { "domain 1..5\ntable t = [1, 2]\nnames x\nt[x] = 1", PERCH_LOGIC_ERROR_DOMAIN, 4, 1, 4,
      "the table 't' has values for 1..2 but the index can be 1..5" },
    { "domain 1..5\ntable t = [1, 2\n", PERCH_LOGIC_ERROR_SYNTAX, 3, 1, 1,
      "expected ',' or ']', found the end of the text" },
    { "domain 1..5\ntable t [1]", PERCH_LOGIC_ERROR_SYNTAX, 2, 9, 1,
      "expected '=', found '['" },
    { "domain 1..5\nnames x\nx[1] = 2", PERCH_LOGIC_ERROR_NAME, 3, 1, 1,
      "'x' is a name, not a table" },
    { "domain 1..5\ntable t = [1]\nt = 2", PERCH_LOGIC_ERROR_NAME, 3, 1, 1,
      "'t' is a table: write t[name]" },
    { "domain 0..1000000\nnames x y\nx * y * x = 5", PERCH_LOGIC_ERROR_TOO_LARGE, 3, 1, 5,
      "model too large: this can reach 1000000000000, beyond the solver's limit of 1000000000" },
    { "ABCDEFGHIJKLMNOPQ = A", PERCH_LOGIC_ERROR_TOO_LARGE, 1, 1, 17,
      "the word 'ABCDEFGHIJKLMNOPQ' is too long: at most 15 letters" },
    { "domain 1..5\ngroup nation: USA UK\nUSAA = 1", PERCH_LOGIC_ERROR_NAME, 3, 1, 4,
      "unknown name 'USAA' (did you mean 'USA'?)" },
    { "domain 0..9\nnames A\nAB = 1", PERCH_LOGIC_ERROR_NAME, 3, 1, 2,
      "the letter 'A' of 'AB' is already a name (line 2)" },
    { "base 40", PERCH_LOGIC_ERROR_DOMAIN, 1, 6, 2, "the base must be 2 to 36, not 40" },
    { "A = 1\nbase 8", PERCH_LOGIC_ERROR_SYNTAX, 2, 1, 4,
      "'base' must come before the first word in capitals" },
    { "domain 1..5\nnames x\nmaximize x\nminimize x", PERCH_LOGIC_ERROR_SYNTAX, 4, 1, 8,
      "there can be only one 'maximize' or 'minimize'" },
    { "domain 1..5\nshow y", PERCH_LOGIC_ERROR_NAME, 2, 6, 1,
      "unknown name 'y': declare it in a group or with 'names y'" },
    { "domain 1..5\ntable t = [1]\nshow t", PERCH_LOGIC_ERROR_NAME, 3, 6, 1,
      "'t' is a table; 'show' takes names" },
    { "domain 1..5\ngroup g: a\npicture line h", PERCH_LOGIC_ERROR_NAME, 3, 14, 1,
      "unknown group 'h'" },
    { "domain 1..5\npicture circle", PERCH_LOGIC_ERROR_SYNTAX, 2, 9, 6,
      "expected 'line' or 'map' after 'picture', found 'circle'" },
    { "domain 1..5\nnames x\npicture map x x", PERCH_LOGIC_ERROR_NAME, 3, 13, 1,
      "'x' is not a table" },
    { "domain 1..5\ntable t = [1, 2]\ntable u = [1]\npicture map t u", PERCH_LOGIC_ERROR_DOMAIN,
      4, 1, 7, "the tables 't' and 'u' have different lengths (2 and 1)" },
    { "domain 1..5\ntable t = [1]\ndomain 0..5\ntable u = [1]\npicture map t u",
      PERCH_LOGIC_ERROR_DOMAIN, 5, 1, 7,
      "the tables 't' and 'u' start at different values (1 and 0)" },
    { "domain 1..5\ngroup g: a\npicture line g\npicture line g", PERCH_LOGIC_ERROR_SYNTAX,
      4, 1, 7, "there can be only one 'picture'" },
    { "# only a comment\n", PERCH_LOGIC_ERROR_SYNTAX, 2, 1, 1,
      "the puzzle is empty: declare names and state clues" },
    { "domain 1..5\nshow 3", PERCH_LOGIC_ERROR_SYNTAX, 2, 6, 1,
      "expected a name to show, found '3'" },
    { "domain 1..5\nnames x\n1000000 * 1000000 * 1000000 * x = 1",
      PERCH_LOGIC_ERROR_TOO_LARGE, 3, 21, 7, "model too large: the numbers here exceed 10^15" },
    { "domain 1..1000000000\nnames x\n1000000000 * 100000 * x = 5", PERCH_LOGIC_ERROR_TOO_LARGE,
      3, 1, 23, "model too large: the numbers here exceed what the solver can add up" },
    { "domain 1..5\ntable t = [1]\ntable t = [2]", PERCH_LOGIC_ERROR_NAME, 3, 7, 1,
      "'t' is already declared on line 2" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    logic_test_assert_error (cases[i].text, cases[i].code, cases[i].line, cases[i].column,
                             cases[i].length, cases[i].message);
}

static void
test_group_in_order (void)
{
  /* The days name the columns; their own row goes. */
  g_autoptr(PerchLogicPuzzle) puzzle =
    logic_test_parse ("domain 1..3\ngroup day in order: mon tue wed\n"
                      "group talk: art food sport\nart = tue\nsport < art\n");
  g_autoptr(PerchLogicResult) result = logic_test_solve (puzzle, PERCH_LOGIC_SEARCH_ALL, 10);
  g_autoptr(PerchLogicTable) table =
    perch_logic_puzzle_tabulate (puzzle, g_ptr_array_index (result->solutions, 0));
  g_autofree char *text = perch_logic_table_to_text (table);

  g_assert_cmpuint (result->count, ==, 1);
  g_assert_cmpstr (text, ==, "      mon    tue  wed\n"
                             "talk  sport  art  food\n");
}

static void
test_cancel_and_limit (void)
{
  g_autofree char *text = perch_logic_queens_text (12);
  g_autoptr(PerchLogicPuzzle) puzzle = logic_test_parse (text);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(PerchLogicResult) cancelled = NULL;
  g_autoptr(PerchLogicResult) limited = NULL;
  PerchProgress progress;

  perch_progress_init (&progress, cancellable, NULL, NULL);
  g_cancellable_cancel (cancellable);
  cancelled = perch_logic_puzzle_solve (puzzle, PERCH_LOGIC_SEARCH_COUNT, 1, 0, &progress,
                                        &error);
  g_assert_null (cancelled);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);

  /* Solutions found before the limit: SAT, not complete. */
  limited = perch_logic_puzzle_solve (puzzle, PERCH_LOGIC_SEARCH_COUNT, 1, 2000, NULL, NULL);
  g_assert_cmpint (limited->status, ==, PERCH_LOGIC_STATUS_SAT);
  g_assert_false (limited->complete);
  g_assert_cmpuint (limited->stats.nodes, ==, 2000);
  g_assert_cmpuint (limited->count, >, 0);
  g_assert_cmpuint (limited->count, <, 14200);
}

static void
test_limits (void)
{
  GString *names = g_string_new ("domain 1..2\nnames");
  GString *table = g_string_new ("table t = [0");
  g_autofree char *names_text = NULL, *table_text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) table_error = NULL;
  PerchLogicLocation location = { 0, };
  g_autoptr(PerchLogicPuzzle) many = NULL;
  g_autoptr(PerchLogicPuzzle) wide = NULL;

  for (guint i = 0; i <= 100000; i++)
    g_string_append_printf (names, " n%u", i);
  names_text = g_string_free (names, FALSE);
  many = perch_logic_puzzle_parse (names_text, &location, &error);
  g_assert_error (error, PERCH_LOGIC_ERROR, PERCH_LOGIC_ERROR_TOO_LARGE);
  g_assert_cmpstr (error->message, ==, "model too large: more than 100000 variables");

  for (guint i = 0; i < 100000; i++)
    g_string_append (table, ", 0");
  g_string_append (table, "]\n");
  table_text = g_string_free (table, FALSE);
  wide = perch_logic_puzzle_parse (table_text, &location, &table_error);
  g_assert_error (table_error, PERCH_LOGIC_ERROR, PERCH_LOGIC_ERROR_TOO_LARGE);
  g_assert_cmpstr (table_error->message, ==, "the table is too large: at most 100000 values");
}

static void
test_alphametic_errors (void)
{
  static const struct { const char *line; guint column; const char *message; } cases[] = {
    { "", 1, "the alphametic is empty" },
    { "SEND + more = MONEY", 8,
      "an alphametic is made of words in capitals, numbers, '+', '-', '*' and '='; 'more' is "
      "not in capitals" },
    { "A < B", 1, "an alphametic is made of words in capitals, numbers, '+', '-', '*' and one "
                  "'='" },
    { "A = |B|", 5, "an alphametic is made of words in capitals, numbers, '+', '-', '*' and "
                    "one '='" },
    { "domain 1..5", 1, "an alphametic is made of words in capitals, numbers, '+', '-', '*' "
                        "and '='; 'domain' is not in capitals" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      PerchLogicLocation location = { 0, };
      g_autoptr(PerchLogicPuzzle) puzzle = perch_logic_puzzle_new_alphametic (cases[i].line, 10,
                                                                             &location, &error);

      g_assert_null (puzzle);
      g_assert_error (error, PERCH_LOGIC_ERROR, PERCH_LOGIC_ERROR_SYNTAX);
      g_assert_cmpstr (error->message, ==, cases[i].message);
      g_assert_cmpuint (location.column, ==, cases[i].column);
    }
}

static void
test_columns_count_characters (void)
{
  g_autoptr(GError) error = NULL;
  PerchLogicLocation location = { 0, };
  g_autoptr(PerchLogicPuzzle) puzzle =
    perch_logic_puzzle_parse ("domain 1..5\nnames größe\ngröße = 1 + zebr", &location, &error);

  g_assert_null (puzzle);
  g_assert_cmpstr (error->message, ==, "unknown name 'zebr': declare it in a group or with "
                                       "'names zebr'");
  g_assert_cmpuint (location.column, ==, 13);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/logic/puzzle/reindeer", test_reindeer);
  g_test_add_func ("/logic/puzzle/send-more-money", test_send_more_money);
  g_test_add_func ("/logic/puzzle/forty-ten-ten", test_forty_ten_ten);
  g_test_add_func ("/logic/puzzle/zebra", test_zebra);
  g_test_add_func ("/logic/puzzle/houses", test_houses);
  g_test_add_func ("/logic/puzzle/send-most-money", test_send_most_money);
  g_test_add_func ("/logic/puzzle/other-examples", test_other_examples);
  g_test_add_func ("/logic/puzzle/examples-listed", test_examples_listed);
  g_test_add_func ("/logic/puzzle/constructs", test_constructs);
  g_test_add_func ("/logic/puzzle/words", test_words);
  g_test_add_func ("/logic/puzzle/alphametic-api", test_alphametic_api);
  g_test_add_func ("/logic/puzzle/tabulate-mixed", test_tabulate_mixed);
  g_test_add_func ("/logic/puzzle/errors", test_errors);
  g_test_add_func ("/logic/puzzle/columns-count-characters", test_columns_count_characters);
  g_test_add_func ("/logic/puzzle/limits", test_limits);
  g_test_add_func ("/logic/puzzle/cancel-and-limit", test_cancel_and_limit);
  g_test_add_func ("/logic/puzzle/group-in-order", test_group_in_order);
  g_test_add_func ("/logic/puzzle/alphametic-errors", test_alphametic_errors);

  return g_test_run ();
}
