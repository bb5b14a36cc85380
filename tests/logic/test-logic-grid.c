/* test-logic-grid.c: the classic logic grid's layout (the staircase of blocks, its cells and
 * their facts), and the marks a user makes on it: blank, ✗, ✓ by clicks, what the pen
 * fills, what it refuses, and their text form */
#include "logic-test-helpers.h"
#include "perch-logic-examples.h"
#include "perch-logic-marks.h"

static PerchLogicPuzzle *
example (const char *id)
{
  return logic_test_parse (perch_logic_example_find (id)->text);
}

static int
name_index (const PerchLogicPuzzle *puzzle,
            const char             *name)
{
  for (guint i = 0; i < perch_logic_puzzle_get_n_names (puzzle); i++)
    if (g_strcmp0 (perch_logic_puzzle_get_name (puzzle, i), name) == 0)
      return (int) i;
  g_error ("no name %s", name);
}

static guint
cell_of (const PerchLogicPuzzle *puzzle,
         const PerchLogicGrid   *grid,
         const char             *text)
{
  return logic_test_cell (puzzle, grid, text);
}

/* The Zebra puzzle: the nations down the left with the houses and the other groups across
 * the top, then pet, smoke, drink and colour, each meeting what it has not met yet. */
static void
test_grid_zebra (void)
{
  g_autoptr(PerchLogicPuzzle) puzzle = example ("zebra");
  g_autoptr(PerchLogicGrid) grid = perch_logic_grid_new (puzzle);
  g_autoptr(GArray) cells = perch_logic_puzzle_list_cells (puzzle);
  static const char * const down[] = { "nation", "pet", "smoke", "drink", "colour" };
  static const char * const across[] = { NULL, "colour", "drink", "smoke", "pet" };
  const PerchLogicCategory *values;
  guint n_cells;

  g_assert_nonnull (grid);
  g_assert_cmpuint (perch_logic_grid_get_size (grid), ==, 5);
  for (guint b = 0; b < 5; b++)
    {
      g_assert_cmpstr (perch_logic_grid_get_row (grid, b)->title, ==, down[b]);
      g_assert_cmpstr (perch_logic_grid_get_column (grid, b)->title, ==, across[b]);
      for (guint c = 0; c < 5; c++)
        g_assert_true (perch_logic_grid_has_block (grid, b, c) == (b + c < 5));
    }
  values = perch_logic_grid_get_column (grid, 0);
  g_assert_true (values->values);
  g_assert_cmpuint (values->n_items, ==, 5);
  g_assert_cmpstr (values->items[0], ==, "1");
  g_assert_cmpstr (values->items[4], ==, "5");
  g_assert_cmpstr (perch_logic_grid_get_row (grid, 0)->items[0], ==, "englishman");

  /* Fifteen blocks of 25: every cell of the grid once, and nothing else. */
  n_cells = perch_logic_grid_get_n_cells (grid);
  g_assert_cmpuint (n_cells, ==, 15 * 25);
  g_assert_cmpuint (cells->len, ==, n_cells);
  for (guint i = 0; i < cells->len; i++)
    {
      PerchLogicFact fact = g_array_index (cells, PerchLogicFact, i), swapped = fact;
      guint cell, again, row, column, r, c;

      g_assert_true (perch_logic_grid_find (grid, &fact, &cell));
      fact.equal = FALSE;
      g_assert_true (perch_logic_grid_find (grid, &fact, &again));
      g_assert_cmpuint (again, ==, cell);
      if (fact.other != PERCH_LOGIC_FACT_VALUE)
        {
          swapped.name = fact.other;
          swapped.other = fact.name;
          g_assert_true (perch_logic_grid_find (grid, &swapped, &again));
          g_assert_cmpuint (again, ==, cell);
        }
      perch_logic_grid_locate (grid, cell, &row, &column, &r, &c);
      g_assert_true (perch_logic_grid_get_cell (grid, row, column, r, c, &again));
      g_assert_cmpuint (again, ==, cell);
    }

  /* The Englishman in house 1 is the first cell; the Englishman with red the first of the
   * block beside it. */
  {
    const PerchLogicFact *first = perch_logic_grid_get_fact (grid, 0);
    guint cell;

    g_assert_cmpint (first->name, ==, name_index (puzzle, "englishman"));
    g_assert_cmpuint (first->other, ==, PERCH_LOGIC_FACT_VALUE);
    g_assert_cmpint (first->value, ==, 1);
    g_assert_true (first->equal);
    g_assert_true (perch_logic_grid_get_cell (grid, 0, 1, 0, 0, &cell));
    g_assert_cmpuint (cell, ==, cell_of (puzzle, grid, "englishman = red"));
    g_assert_false (perch_logic_grid_get_cell (grid, 4, 1, 0, 0, &cell));
    g_assert_false (perch_logic_grid_get_cell (grid, 0, 0, 5, 0, &cell));
  }
}

/* A group in order titles the values with its names; its names are values, not rows. */
static void
test_grid_in_order (void)
{
  g_autoptr(PerchLogicPuzzle) puzzle =
    logic_test_parse ("domain 1..4\n"
                      "group day in order: mon tue wed\n"
                      "group person: ann bob cy\n"
                      "group pet: cat dog\n");
  g_autoptr(PerchLogicGrid) grid = perch_logic_grid_new (puzzle);
  const PerchLogicCategory *values;
  guint cell;

  g_assert_nonnull (grid);
  g_assert_cmpuint (perch_logic_grid_get_size (grid), ==, 2);
  values = perch_logic_grid_get_column (grid, 0);
  g_assert_cmpstr (values->title, ==, "day");
  g_assert_cmpuint (values->n_items, ==, 4);
  g_assert_cmpstr (values->items[1], ==, "tue");
  /* A value the group in order does not name is its number. */
  g_assert_cmpstr (values->items[3], ==, "4");
  g_assert_cmpstr (perch_logic_grid_get_row (grid, 1)->title, ==, "pet");
  g_assert_cmpuint (perch_logic_grid_get_row (grid, 1)->n_items, ==, 2);
  /* Three people by four days, three people by two pets, two pets by four days. */
  g_assert_cmpuint (perch_logic_grid_get_n_cells (grid), ==, 12 + 6 + 8);
  cell = cell_of (puzzle, grid, "dog = wed");
  g_assert_true (perch_logic_grid_get_cell (grid, 1, 0, 1, 2, NULL));
  {
    guint expected;

    g_assert_true (perch_logic_grid_get_cell (grid, 1, 0, 1, 2, &expected));
    g_assert_cmpuint (cell, ==, expected);
  }
}

/* Puzzles without a grid: names outside groups, alphametics, a group of 100 values, a
 * group in order alone, groups on different domains. */
static void
test_grid_none (void)
{
  static const char * const ids[] = { "agatha", "queens", "send-more-money", "sudoku" };
  static const char * const texts[] = {
    "domain 1..100\ngroup g: a b\n",
    "domain 1..3\ngroup day in order: mon tue wed\n",
    "domain 1..3\ngroup g: a b\ndomain 1..4\ngroup h: c d\n",
    "domain 1..3\ngroup g: a b\nnames x\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr(PerchLogicPuzzle) puzzle = example (ids[i]);
      g_autoptr(PerchLogicGrid) grid = perch_logic_grid_new (puzzle);

      g_assert_null (grid);
    }
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(PerchLogicPuzzle) puzzle = logic_test_parse (texts[i]);
      g_autoptr(PerchLogicGrid) grid = perch_logic_grid_new (puzzle);

      g_assert_null (grid);
    }
}

/* One group: a single block, names by values (Dinesman's five in their five floors). */
static void
test_grid_single (void)
{
  g_autoptr(PerchLogicPuzzle) puzzle = example ("dinesman");
  g_autoptr(PerchLogicGrid) grid = perch_logic_grid_new (puzzle);

  g_assert_nonnull (grid);
  g_assert_cmpuint (perch_logic_grid_get_size (grid), ==, 1);
  g_assert_cmpuint (perch_logic_grid_get_n_cells (grid), ==, 25);
  g_assert_cmpstr (perch_logic_grid_get_row (grid, 0)->title, ==, "floor");
}

typedef struct
{
  PerchLogicPuzzle *puzzle;
  PerchLogicGrid   *grid;
  PerchLogicMarks  *marks;
} Sheet;

static void
sheet_init (Sheet      *sheet,
            const char *id,
            const char *text)
{
  sheet->puzzle = example (id);
  sheet->grid = perch_logic_grid_new (sheet->puzzle);
  g_assert_nonnull (sheet->grid);
  sheet->marks = perch_logic_marks_new (sheet->puzzle, sheet->grid, text);
}

static void
sheet_clear (Sheet *sheet)
{
  perch_logic_marks_free (sheet->marks);
  perch_logic_grid_free (sheet->grid);
  perch_logic_puzzle_free (sheet->puzzle);
}

static PerchLogicMark
mark_at (Sheet      *sheet,
         const char *fact)
{
  return perch_logic_marks_get (sheet->marks, cell_of (sheet->puzzle, sheet->grid, fact));
}

static void
cycle (Sheet      *sheet,
       const char *fact)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (perch_logic_marks_cycle (sheet->marks, cell_of (sheet->puzzle, sheet->grid,
                                                                  fact), &error));
  g_assert_no_error (error);
}

/* Clicks go blank, ✗, ✓, blank; a ✓ crosses out its row and column, and taking it back takes
 * them back; the pen's cells do not change by a click. */
static void
test_marks_cycle (void)
{
  Sheet sheet;
  g_autoptr(GError) error = NULL;
  guint n;

  sheet_init (&sheet, "zebra", NULL);
  g_assert_cmpint (mark_at (&sheet, "englishman = 1"), ==, PERCH_LOGIC_MARK_BLANK);
  cycle (&sheet, "englishman = 1");
  g_assert_cmpint (mark_at (&sheet, "englishman = 1"), ==, PERCH_LOGIC_MARK_NO);
  g_assert_cmpint (mark_at (&sheet, "englishman = 2"), ==, PERCH_LOGIC_MARK_BLANK);
  cycle (&sheet, "englishman = 1");
  g_assert_cmpint (mark_at (&sheet, "englishman = 1"), ==, PERCH_LOGIC_MARK_YES);
  g_assert_cmpint (mark_at (&sheet, "englishman = 2"), ==, PERCH_LOGIC_MARK_PEN_NO);
  g_assert_cmpint (mark_at (&sheet, "spaniard = 1"), ==, PERCH_LOGIC_MARK_PEN_NO);
  g_assert_cmpint (mark_at (&sheet, "spaniard = 2"), ==, PERCH_LOGIC_MARK_BLANK);
  g_assert_cmpuint (perch_logic_marks_get_facts (sheet.marks, &n)->equal, ==, TRUE);
  g_assert_cmpuint (n, ==, 1);

  g_assert_false (perch_logic_marks_cycle (sheet.marks,
                                           cell_of (sheet.puzzle, sheet.grid, "spaniard = 1"),
                                           &error));
  g_assert_error (error, PERCH_LOGIC_MARKS_ERROR, PERCH_LOGIC_MARKS_ERROR_PEN);
  g_clear_error (&error);

  cycle (&sheet, "englishman = 1");
  g_assert_cmpint (mark_at (&sheet, "englishman = 1"), ==, PERCH_LOGIC_MARK_BLANK);
  g_assert_cmpint (mark_at (&sheet, "englishman = 2"), ==, PERCH_LOGIC_MARK_BLANK);
  g_assert_cmpint (mark_at (&sheet, "spaniard = 1"), ==, PERCH_LOGIC_MARK_BLANK);
  perch_logic_marks_get_facts (sheet.marks, &n);
  g_assert_cmpuint (n, ==, 0);

  /* Four houses crossed out leave the fifth: the pen ticks it. */
  cycle (&sheet, "japanese = 1");
  cycle (&sheet, "japanese = 2");
  cycle (&sheet, "japanese = 3");
  cycle (&sheet, "japanese = 4");
  g_assert_cmpint (mark_at (&sheet, "japanese = 5"), ==, PERCH_LOGIC_MARK_PEN_YES);
  g_assert_cmpint (mark_at (&sheet, "norwegian = 5"), ==, PERCH_LOGIC_MARK_PEN_NO);
  sheet_clear (&sheet);
}

/* A mark that contradicts the marks made is refused and changes nothing; a ✗ whose ✓ would
 * contradict goes on to blank. */
static void
test_marks_contradiction (void)
{
  Sheet sheet;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  guint red_two;

  sheet_init (&sheet, "zebra", "englishman = red\nenglishman = 1\n");
  g_assert_cmpint (mark_at (&sheet, "englishman = red"), ==, PERCH_LOGIC_MARK_YES);
  g_assert_cmpint (mark_at (&sheet, "englishman = green"), ==, PERCH_LOGIC_MARK_PEN_NO);
  before = perch_logic_marks_to_text (sheet.marks);
  red_two = cell_of (sheet.puzzle, sheet.grid, "red = 2");
  g_assert_false (perch_logic_marks_set (sheet.marks, red_two, PERCH_LOGIC_MARK_YES, &error));
  g_assert_error (error, PERCH_LOGIC_MARKS_ERROR, PERCH_LOGIC_MARKS_ERROR_CONTRADICTION);
  after = perch_logic_marks_to_text (sheet.marks);
  g_assert_cmpstr (after, ==, before);

  /* ✗ is fine there; the ✓ after it is not, so the next click clears the cell. */
  cycle (&sheet, "red = 2");
  g_assert_cmpint (mark_at (&sheet, "red = 2"), ==, PERCH_LOGIC_MARK_NO);
  cycle (&sheet, "red = 2");
  g_assert_cmpint (mark_at (&sheet, "red = 2"), ==, PERCH_LOGIC_MARK_BLANK);
  sheet_clear (&sheet);
}

/* The text form: one mark a line, back the same; lines that are no mark here are kept, and
 * come back as marks when the puzzle has their names again. */
static void
test_marks_text (void)
{
  Sheet sheet;
  g_autofree char *text = NULL;
  g_autoptr(PerchLogicPuzzle) renamed = NULL;
  g_autoptr(PerchLogicGrid) renamed_grid = NULL;
  g_autoptr(PerchLogicMarks) there = NULL;
  g_autoptr(PerchLogicMarks) back = NULL;
  g_autofree char *there_text = NULL;
  g_autofree char *back_text = NULL;
  guint n;

  sheet_init (&sheet, "zebra", "  milk = 3 \n\nenglishman != 1, zebra != water\nzebr = 3\n");
  text = perch_logic_marks_to_text (sheet.marks);
  g_assert_cmpstr (text, ==, "milk = 3\nenglishman != 1\nzebra != water\nzebr = 3\n");
  perch_logic_marks_get_facts (sheet.marks, &n);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpint (mark_at (&sheet, "tea = 3"), ==, PERCH_LOGIC_MARK_PEN_NO);

  /* The puzzle with 'milk' renamed: its mark is kept unseen, and comes back. */
  {
    g_autofree char *zebra = g_strdup (perch_logic_example_find ("zebra")->text);
    g_auto(GStrv) parts = g_strsplit (zebra, "milk", -1);
    g_autofree char *joined = g_strjoinv ("cocoa", parts);

    renamed = logic_test_parse (joined);
  }
  renamed_grid = perch_logic_grid_new (renamed);
  there = perch_logic_marks_new (renamed, renamed_grid, text);
  perch_logic_marks_get_facts (there, &n);
  g_assert_cmpuint (n, ==, 2);
  there_text = perch_logic_marks_to_text (there);
  back = perch_logic_marks_new (sheet.puzzle, sheet.grid, there_text);
  back_text = perch_logic_marks_to_text (back);
  g_assert_cmpint (perch_logic_marks_get (back, cell_of (sheet.puzzle, sheet.grid,
                                                         "milk = 3")), ==,
                   PERCH_LOGIC_MARK_YES);

  perch_logic_marks_clear (sheet.marks);
  g_free (text);
  text = perch_logic_marks_to_text (sheet.marks);
  g_assert_cmpstr (text, ==, "");
  sheet_clear (&sheet);
}

/* Marks added from facts (a hint's): only blank cells, and the solution's values fill the
 * whole grid. */
static void
test_marks_add_complete (void)
{
  Sheet sheet;
  g_autoptr(PerchLogicResult) result = NULL;
  g_autoptr(GArray) facts = g_array_new (FALSE, FALSE, sizeof (PerchLogicFact));
  const gint *values;
  guint n;

  sheet_init (&sheet, "zebra", "milk = 3\n");
  result = logic_test_solve (sheet.puzzle, PERCH_LOGIC_SEARCH_FIRST, 1);
  values = g_ptr_array_index (result->solutions, 0);
  for (guint x = 0; x < perch_logic_puzzle_get_n_names (sheet.puzzle); x++)
    {
      PerchLogicFact fact = { x, PERCH_LOGIC_FACT_VALUE, values[x], TRUE };

      g_array_append_val (facts, fact);
    }
  g_assert_false (perch_logic_marks_is_complete (sheet.marks));
  /* milk = 3 is there already; water = 1 follows from the others before it comes. */
  g_assert_cmpuint (perch_logic_marks_add (sheet.marks, (PerchLogicFact *) facts->data,
                                           facts->len), <, facts->len);
  g_assert_true (perch_logic_marks_is_complete (sheet.marks));
  perch_logic_marks_get_facts (sheet.marks, &n);
  g_assert_cmpuint (n, >, 1);
  g_assert_cmpint (mark_at (&sheet, "zebra = japanese"), ==, PERCH_LOGIC_MARK_PEN_YES);
  g_assert_cmpint (mark_at (&sheet, "zebra = englishman"), ==, PERCH_LOGIC_MARK_PEN_NO);
  sheet_clear (&sheet);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/logic/grid/zebra", test_grid_zebra);
  g_test_add_func ("/logic/grid/in-order", test_grid_in_order);
  g_test_add_func ("/logic/grid/none", test_grid_none);
  g_test_add_func ("/logic/grid/single", test_grid_single);
  g_test_add_func ("/logic/marks/cycle", test_marks_cycle);
  g_test_add_func ("/logic/marks/contradiction", test_marks_contradiction);
  g_test_add_func ("/logic/marks/text", test_marks_text);
  g_test_add_func ("/logic/marks/add-complete", test_marks_add_complete);

  return g_test_run ();
}
