/* test-logic-explain.c: the step-by-step explanation: every step's claim holds, each grid is
 * explained to its answer, facts and their text form, hints, Check, and every mistake */
#include <gio/gio.h>

#include "logic-test-helpers.h"
#include "perch-logic-examples.h"
#include "perch-logic-explain.h"

/* The built-in puzzles whose names are places on a grid, or yes/no facts (Agatha). */
static const char * const grids[] = { "zebra", "houses", "agatha", "reindeer", "dinesman" };

static const char * const declarations[] = {
  "domain", "group", "names", "table", "show", "picture", "base", "maximize", "minimize", NULL,
};

/* Whether a line of an example is a clue (the examples write each statement on one line). */
static gboolean
is_clue_line (const char *line)
{
  g_autofree char *code = g_strdup (line);
  char *hash = strchr (code, '#');

  if (hash != NULL)
    *hash = '\0';
  g_strstrip (code);
  if (code[0] == '\0')
    return FALSE;
  for (guint i = 0; declarations[i] != NULL; i++)
    if (g_str_has_prefix (code, declarations[i]) && (code[strlen (declarations[i])] == ' '))
      return FALSE;
  return TRUE;
}

/* The puzzle's declarations, the step's clue lines, the facts it uses and the negation of one
 * it derives, as a puzzle of its own: it must have no solution. Written as text and parsed
 * anew, so that the check shares nothing with the explainer but the language. */
static void
check_claim (const char             *text,
             const PerchLogicPuzzle *puzzle,
             const PerchLogicStep   *step,
             const PerchLogicFact   *derived)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr(GString) claim = g_string_new (NULL);
  g_autoptr(PerchLogicPuzzle) check = NULL;
  g_autoptr(PerchLogicResult) result = NULL;
  PerchLogicFact negation = *derived;
  g_autofree char *denied = NULL;

  for (guint l = 0; lines[l] != NULL; l++)
    {
      gboolean wanted = !is_clue_line (lines[l]);

      for (guint c = 0; c < step->clues->len && !wanted; c++)
        wanted = g_array_index (step->clues, guint, c) == l + 1;
      if (wanted)
        g_string_append_printf (claim, "%s\n", lines[l]);
    }
  for (guint u = 0; u < step->uses->len; u++)
    {
      g_autofree char *use = perch_logic_fact_to_string (puzzle, &g_array_index (step->uses,
                                                                                 PerchLogicFact,
                                                                                 u));

      g_string_append_printf (claim, "%s\n", use);
    }
  negation.equal = !negation.equal;
  denied = perch_logic_fact_to_string (puzzle, &negation);
  g_string_append_printf (claim, "%s\n", denied);

  check = logic_test_parse (claim->str);
  result = logic_test_solve (check, PERCH_LOGIC_SEARCH_FIRST, 1);
  if (result->status != PERCH_LOGIC_STATUS_UNSAT)
    g_error ("a step's claim does not hold: %s\n%s", denied, claim->str);
}

static PerchLogicExplanation *
explain (const PerchLogicPuzzle *puzzle,
         const char             *facts_text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) facts = NULL;
  PerchLogicExplanation *explanation;

  if (facts_text != NULL)
    {
      facts = perch_logic_fact_list_parse (puzzle, facts_text, NULL, NULL, &error);
      g_assert_no_error (error);
    }
  explanation = perch_logic_explain (puzzle, facts != NULL ? (PerchLogicFact *) facts->data : NULL,
                                     facts != NULL ? facts->len : 0, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (explanation);
  return explanation;
}

/* Each step finds something new, its claim holds, the facts it uses were known, and the cells
 * it fills were blank; the cells filled, step by step, are what the explanation ends with. */
static void
check_steps (const char                  *text,
             const PerchLogicPuzzle      *puzzle,
             const PerchLogicExplanation *explanation)
{
  g_autoptr(PerchLogicFacts) known = perch_logic_facts_new (puzzle);
  g_autoptr(GArray) cells = perch_logic_puzzle_list_cells (puzzle);

  for (guint s = 0; s < explanation->steps->len; s++)
    {
      const PerchLogicStep *step = g_ptr_array_index (explanation->steps, s);
      g_autofree char *sentence = perch_logic_step_to_text (puzzle, step, FALSE);
      g_autoptr(PerchLogicFacts) before = perch_logic_facts_copy (known);

      g_assert_cmpuint (step->derives->len, >, 0);
      g_assert_cmpuint (step->fills->len, >=, step->derives->len);
      g_assert_true (g_str_has_suffix (sentence, "."));
      if (step->kind != PERCH_LOGIC_STEP_GRID)
        g_assert_cmpuint (step->clues->len, >, 0);
      for (guint u = 0; u < step->uses->len; u++)
        g_assert_cmpint (perch_logic_facts_lookup (known, &g_array_index (step->uses,
                                                                            PerchLogicFact, u)),
                         ==, PERCH_LOGIC_CELL_YES);
      for (guint d = 0; d < step->derives->len; d++)
        {
          const PerchLogicFact *fact = &g_array_index (step->derives, PerchLogicFact, d);

          g_assert_cmpint (perch_logic_facts_lookup (known, fact), ==, PERCH_LOGIC_CELL_BLANK);
          check_claim (text, puzzle, step, fact);
        }
      for (guint f = 0; f < step->fills->len; f++)
        {
          const PerchLogicFact *cell = &g_array_index (step->fills, PerchLogicFact, f);

          g_assert_cmpint (perch_logic_facts_lookup (before, cell), ==, PERCH_LOGIC_CELL_BLANK);
          g_assert_true (perch_logic_facts_add (known, cell));
        }
    }
  for (guint i = 0; i < cells->len; i++)
    g_assert_cmpint (perch_logic_facts_lookup (known, &g_array_index (cells, PerchLogicFact, i)),
                     ==,
                     perch_logic_facts_lookup (explanation->facts,
                                               &g_array_index (cells, PerchLogicFact, i)));
}

/* Every grid is explained to its answer (Agatha's: who did it), and every step holds. */
static void
test_every_step_holds (void)
{
  for (guint g = 0; g < G_N_ELEMENTS (grids); g++)
    {
      const char *text = perch_logic_example_find (grids[g])->text;
      g_autoptr(PerchLogicPuzzle) puzzle = logic_test_parse (text);
      g_autoptr(PerchLogicExplanation) explanation = explain (puzzle, NULL);
      g_autoptr(PerchLogicResult) result = logic_test_solve (puzzle, PERCH_LOGIC_SEARCH_ALL, 0);
      const gint *answer = g_ptr_array_index (result->solutions, 0);

      g_test_message ("%s: %u steps", grids[g], explanation->steps->len);
      g_assert_cmpint (explanation->status, ==, PERCH_LOGIC_EXPLAIN_SOLVED);
      g_assert_cmpuint (explanation->steps->len, >, 5);
      check_steps (text, puzzle, explanation);
      /* Agatha asks only who did it: four solutions agree on the killer. */
      for (guint x = 0; x < perch_logic_puzzle_get_n_names (puzzle); x++)
        {
          gint value;

          if (result->count == 1 || x == perch_logic_puzzle_get_shown (puzzle, 0))
            {
              g_assert_true (perch_logic_facts_get_value (explanation->facts, x, &value));
              g_assert_cmpint (value, ==, answer[x]);
            }
        }
      g_assert_cmpuint (result->count == 1, ==, perch_logic_facts_is_solved (explanation->facts));
    }
}

/* The steps a person expects of the Zebra puzzle: facts said by one clue come first, and
 * a sentence speaks in the clue's own words. */
static void
test_zebra_words (void)
{
  g_autoptr(PerchLogicPuzzle) puzzle = logic_test_parse (perch_logic_example_find ("zebra")->text);
  g_autoptr(PerchLogicExplanation) explanation = explain (puzzle, NULL);
  const PerchLogicStep *first = g_ptr_array_index (explanation->steps, 0);
  g_autofree char *sentence = perch_logic_step_to_text (puzzle, first, FALSE);
  g_autofree char *summary = perch_logic_step_to_summary (puzzle, first);
  gboolean said_red = FALSE, used_facts = FALSE;

  g_assert_cmpint (first->kind, ==, PERCH_LOGIC_STEP_CLUE);
  g_assert_cmpuint (first->uses->len, ==, 0);
  g_assert_cmpstr (summary, ==, "line 28: milk = 3");
  g_assert_cmpstr (sentence, ==, "Line 28: Milk is drunk in the middle house (milk = 3), so milk "
                                 "is 3.");
  for (guint s = 0; s < explanation->steps->len; s++)
    {
      const PerchLogicStep *step = g_ptr_array_index (explanation->steps, s);
      g_autofree char *text = perch_logic_step_to_text (puzzle, step, FALSE);

      if (step->kind == PERCH_LOGIC_STEP_CLUE && step->clues->len == 1 &&
          g_array_index (step->clues, guint, 0) == 13 && step->uses->len == 0)
        {
          said_red = TRUE;
          g_assert_cmpstr (text, ==, "Line 13: The Englishman lives in the red house "
                                     "(englishman = red), so englishman goes with red.");
        }
      if (step->kind == PERCH_LOGIC_STEP_CLUE && step->uses->len > 0)
        {
          used_facts = TRUE;
          g_assert_true (strstr (text, "; as ") != NULL);
        }
      if (step->kind == PERCH_LOGIC_STEP_CASES)
        g_assert_true (strstr (text, "if ") != NULL && strstr (text, "; so ") != NULL);
    }
  g_assert_true (said_red);
  g_assert_true (used_facts);
}

/* Two solutions: the explanation stops where nothing more follows, and says so. */
static void
test_stuck (void)
{
  g_autoptr(PerchLogicPuzzle) puzzle = logic_test_parse ("domain 1..3\n"
                                                          "group person: ann bob cy\n"
                                                          "group pet: cat dog eel\n"
                                                          "ann = 1\n"
                                                          "cat = ann\n");
  g_autoptr(PerchLogicExplanation) explanation = explain (puzzle, NULL);
  PerchLogicFact bob_eel = { 1, 5, 0, TRUE };

  g_assert_cmpint (explanation->status, ==, PERCH_LOGIC_EXPLAIN_STUCK);
  g_assert_false (explanation->limited);
  g_assert_false (perch_logic_facts_is_solved (explanation->facts));
  /* ann = 1 and cat = 1 follow; bob, cy, dog and eel share 2 and 3 in two ways. */
  g_assert_true (perch_logic_facts_get_value (explanation->facts, 0, NULL));
  g_assert_true (perch_logic_facts_get_value (explanation->facts, 3, NULL));
  g_assert_false (perch_logic_facts_get_value (explanation->facts, 1, NULL));
  g_assert_cmpint (perch_logic_facts_lookup (explanation->facts, &bob_eel), ==,
                   PERCH_LOGIC_CELL_BLANK);
}

/* A fact that neither propagation nor one case shows, but every solution has, is found by
 * trying every case. */
static void
test_search_step (void)
{
  /* p, q and r cannot all differ in 1..2, so x is 1; the rest has several solutions. */
  const char *text = "domain 1..2\n"
                     "names x p q r\n"
                     "x = 1 or (p != q and q != r and p != r)\n";
  g_autoptr(PerchLogicPuzzle) puzzle = logic_test_parse (text);
  g_autoptr(PerchLogicExplanation) explanation = explain (puzzle, NULL);
  const PerchLogicStep *step;
  g_autofree char *sentence = NULL;
  gint x;

  g_assert_cmpint (explanation->status, ==, PERCH_LOGIC_EXPLAIN_STUCK);
  g_assert_cmpuint (explanation->steps->len, ==, 1);
  step = g_ptr_array_index (explanation->steps, 0);
  g_assert_cmpint (step->kind, ==, PERCH_LOGIC_STEP_SEARCH);
  g_assert_true (perch_logic_facts_get_value (explanation->facts, 0, &x));
  g_assert_cmpint (x, ==, 1);
  sentence = perch_logic_step_to_text (puzzle, step, FALSE);
  g_assert_cmpstr (sentence, ==, "Trying every case: if x is not 1, no way of filling in the "
                                 "rest satisfies every clue; so x is 1.");
  check_steps (text, puzzle, explanation);
}

/* --from: facts already known are not found again, and the explanation goes on from them. */
static void
test_known_facts (void)
{
  g_autoptr(PerchLogicPuzzle) puzzle = logic_test_parse (perch_logic_example_find ("zebra")->text);
  g_autoptr(PerchLogicExplanation) whole = explain (puzzle, NULL);
  g_autoptr(PerchLogicExplanation) rest = explain (puzzle, "milk = 3; norwegian = 1, "
                                                           "englishman = red\n blue = 2");
  g_assert_cmpint (rest->status, ==, PERCH_LOGIC_EXPLAIN_SOLVED);
  g_assert_cmpuint (rest->steps->len, <, whole->steps->len);
  for (guint s = 0; s < rest->steps->len; s++)
    {
      const PerchLogicStep *step = g_ptr_array_index (rest->steps, s);
      g_autofree char *derived = perch_logic_fact_list_to_string (puzzle,
                                                                  (PerchLogicFact *)
                                                                  step->derives->data,
                                                                  step->derives->len);

      g_assert_null (strstr (derived, "milk = 3"));
      g_assert_null (strstr (derived, "blue = 2"));
      g_assert_null (strstr (derived, "englishman = red"));
    }
}

/* Facts and their text form. */
static void
test_fact_text (void)
{
  g_autoptr(PerchLogicPuzzle) puzzle =
    logic_test_parse ("domain 1..5\n"
                      "group day in order: mon tue wed thu fri\n"
                      "group subject: art music science poetry history\n"
                      "group teacher: ann bob cy dee eve\n"
                      "domain -3..3\n"
                      "names spare\n");
  g_autoptr(GArray) cells = perch_logic_puzzle_list_cells (puzzle);
  g_autoptr(GArray) facts = NULL;
  g_autoptr(GArray) places = NULL;
  g_autoptr(GError) error = NULL;
  const PerchLogicFact *fact;

  /* 10 names with 5 values each (the days are values), spare with 7, and 5 x 5 pairs. */
  g_assert_cmpuint (cells->len, ==, 10 * 5 + 7 + 25);
  for (guint i = 0; i < cells->len; i++)
    for (guint equal = 0; equal < 2; equal++)
      {
        PerchLogicFact cell = g_array_index (cells, PerchLogicFact, i);
        g_autofree char *text = NULL;
        g_autoptr(GArray) again = NULL;

        cell.equal = equal;
        text = perch_logic_fact_to_string (puzzle, &cell);
        again = perch_logic_fact_list_parse (puzzle, text, NULL, NULL, &error);
        g_assert_no_error (error);
        g_assert_cmpuint (again->len, ==, 1);
        g_assert_true (memcmp (&g_array_index (again, PerchLogicFact, 0), &cell,
                               sizeof cell) == 0);
      }

  facts = perch_logic_fact_list_parse (puzzle, "art = wed, mon != bob;\n  ann = music\n"
                                       "spare != -2", &places, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (facts->len, ==, 4);
  fact = &g_array_index (facts, PerchLogicFact, 0);
  g_assert_cmpuint (fact->other, ==, PERCH_LOGIC_FACT_VALUE);
  g_assert_cmpint (fact->value, ==, 3);
  /* `mon != bob` is `bob != mon`, a value. */
  fact = &g_array_index (facts, PerchLogicFact, 1);
  g_assert_cmpstr (perch_logic_puzzle_get_name (puzzle, fact->name), ==, "bob");
  g_assert_cmpint (fact->value, ==, 1);
  g_assert_false (fact->equal);
  fact = &g_array_index (facts, PerchLogicFact, 2);
  g_assert_cmpstr (perch_logic_puzzle_get_name (puzzle, fact->other), ==, "music");
  g_assert_cmpuint (g_array_index (places, PerchLogicLocation, 2).line, ==, 2);
  g_assert_cmpuint (g_array_index (places, PerchLogicLocation, 2).column, ==, 3);
  g_assert_cmpuint (g_array_index (places, PerchLogicLocation, 2).length, ==, 11);
  g_assert_cmpint (g_array_index (facts, PerchLogicFact, 3).value, ==, -2);

  {
    g_autofree char *text = perch_logic_fact_list_to_string (puzzle,
                                                             (PerchLogicFact *) facts->data, 3);

    g_assert_cmpstr (text, ==, "art = wed, bob != mon, ann = music");
  }
}

static void
check_fact_error (const PerchLogicPuzzle *puzzle,
                  const char             *text,
                  int                     code,
                  guint                   line,
                  guint                   column,
                  const char             *message)
{
  g_autoptr(GError) error = NULL;
  PerchLogicLocation location = { 0, };
  g_autoptr(GArray) facts = perch_logic_fact_list_parse (puzzle, text, NULL, &location, &error);

  g_assert_null (facts);
  g_assert_error (error, PERCH_LOGIC_ERROR, code);
  g_assert_cmpstr (error->message, ==, message);
  g_assert_cmpuint (location.line, ==, line);
  g_assert_cmpuint (location.column, ==, column);
}

static void
test_fact_errors (void)
{
  g_autoptr(PerchLogicPuzzle) puzzle = logic_test_parse ("domain 1..3\n"
                                                          "group day in order: mon tue wed\n"
                                                          "group person: ann bob cy\n"
                                                          "group pet: cat dog eel\n"
                                                          "domain 1..9\n"
                                                          "group other: x y z\n"
                                                          "names spare\n"
                                                          "domain 1..100\n"
                                                          "names wide\n");

  check_fact_error (puzzle, "ann = 1, bobb = 2", PERCH_LOGIC_ERROR_NAME, 1, 10,
                    "unknown name 'bobb'");
  check_fact_error (puzzle, "ann = 4", PERCH_LOGIC_ERROR_DOMAIN, 1, 7,
                    "'ann' cannot be 4: its values are 1..3");
  check_fact_error (puzzle, "ann != bob", PERCH_LOGIC_ERROR_NAME, 1, 1,
                    "'ann' and 'bob' are in the same group: they never go together");
  check_fact_error (puzzle, "\nann = x", PERCH_LOGIC_ERROR_NAME, 2, 1,
                    "'ann' and 'x' have no cell of the grid: facts about two names are for "
                    "names of two groups on the same domain");
  check_fact_error (puzzle, "ann = spare", PERCH_LOGIC_ERROR_NAME, 1, 1,
                    "'ann' and 'spare' have no cell of the grid: facts about two names are for "
                    "names of two groups on the same domain");
  check_fact_error (puzzle, "x = mon", PERCH_LOGIC_ERROR_NAME, 1, 5,
                    "'mon' is a value of group 'day', which 'x' does not share");
  check_fact_error (puzzle, "mon = 1", PERCH_LOGIC_ERROR_NAME, 1, 7,
                    "'mon' is a value (its group is in order), not a name with facts");
  check_fact_error (puzzle, "wide = 3", PERCH_LOGIC_ERROR_DOMAIN, 1, 8,
                    "'wide' has more than 64 values: the grid has no cells for it");
  check_fact_error (puzzle, "ann < 2", PERCH_LOGIC_ERROR_SYNTAX, 1, 5,
                    "expected '=' or '!=' after 'ann', not <");
  check_fact_error (puzzle, "ann =", PERCH_LOGIC_ERROR_SYNTAX, 1, 6,
                    "expected a value or a name after '=', not the end of the text");
  check_fact_error (puzzle, "ann = 1 bob = 2", PERCH_LOGIC_ERROR_SYNTAX, 1, 9,
                    "expected ',' between two facts, not bob");
  check_fact_error (puzzle, "3 = ann", PERCH_LOGIC_ERROR_SYNTAX, 1, 1,
                    "expected a name, not 3");
  check_fact_error (puzzle, "ann = 1 @", PERCH_LOGIC_ERROR_SYNTAX, 1, 9,
                    "unexpected character here: a fact is 'name = value', 'name != value', "
                    "'name = name' or 'name != name'");
  check_fact_error (puzzle, "ann = 1,\nbob = 2 \xff", PERCH_LOGIC_ERROR_SYNTAX, 2, 9,
                    "the facts are not UTF-8 text");
}

/* What the pen fills: a ✓ crosses out its row and column; a contradiction changes nothing. */
static void
test_pen (void)
{
  g_autoptr(PerchLogicPuzzle) puzzle = logic_test_parse ("domain 1..3\n"
                                                          "group person: ann bob cy\n"
                                                          "group pet: cat dog eel\n");
  g_autoptr(PerchLogicFacts) facts = perch_logic_facts_new (puzzle);
  PerchLogicFact ann_cat = { 0, 3, 0, TRUE }, ann_dog = { 0, 4, 0, TRUE };
  PerchLogicFact bob_cat = { 1, 3, 0, TRUE }, ann_1 = { 0, PERCH_LOGIC_FACT_VALUE, 1, TRUE };
  PerchLogicFact bob_1 = { 1, PERCH_LOGIC_FACT_VALUE, 1, TRUE };
  PerchLogicFact cat_2 = { 3, PERCH_LOGIC_FACT_VALUE, 2, TRUE };
  PerchLogicFact bob_2 = { 1, PERCH_LOGIC_FACT_VALUE, 2, FALSE };
  PerchLogicFact cy_2 = { 2, PERCH_LOGIC_FACT_VALUE, 2, TRUE };

  g_assert_true (perch_logic_facts_add (facts, &ann_cat));
  g_assert_cmpint (perch_logic_facts_lookup (facts, &ann_dog), ==, PERCH_LOGIC_CELL_NO);
  g_assert_cmpint (perch_logic_facts_lookup (facts, &bob_cat), ==, PERCH_LOGIC_CELL_NO);
  g_assert_true (perch_logic_facts_add (facts, &ann_1));
  g_assert_cmpint (perch_logic_facts_lookup (facts, &bob_1), ==, PERCH_LOGIC_CELL_NO);
  /* cat goes with ann, who is 1: cat cannot be 2. */
  g_assert_false (perch_logic_facts_add (facts, &cat_2));
  g_assert_cmpint (perch_logic_facts_lookup (facts, &cat_2), ==, PERCH_LOGIC_CELL_BLANK);
  /* bob is not 1 or 2: he is 3, and cy is 2. */
  g_assert_true (perch_logic_facts_add (facts, &bob_2));
  g_assert_true (perch_logic_facts_get_value (facts, 1, NULL));
  g_assert_cmpint (perch_logic_facts_lookup (facts, &cy_2), ==, PERCH_LOGIC_CELL_YES);
  g_assert_false (perch_logic_facts_is_solved (facts));
}

static void
test_hint_and_check (void)
{
  g_autoptr(PerchLogicPuzzle) puzzle = logic_test_parse (perch_logic_example_find ("zebra")->text);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) marks = perch_logic_fact_list_parse (puzzle, "milk = 3, norwegian = 1, "
                                                         "blue = 2", NULL, NULL, &error);
  g_autoptr(GArray) wrong_marks = perch_logic_fact_list_parse (puzzle, "milk = 3, zebra = 1, "
                                                               "englishman = red", NULL, NULL,
                                                               &error);
  g_autoptr(PerchLogicPuzzle) open = logic_test_parse ("domain 1..3\n"
                                                        "group person: ann bob cy\n"
                                                        "ann = 1\n");
  /* Each fits a solution, not both. */
  g_autoptr(GArray) apart = perch_logic_fact_list_parse (open, "bob = 2, cy = 2", NULL, NULL,
                                                         &error);
  g_autoptr(PerchLogicStep) hint = NULL;
  g_autoptr(PerchLogicResult) result = logic_test_solve (puzzle, PERCH_LOGIC_SEARCH_FIRST, 1);
  const gint *answer = g_ptr_array_index (result->solutions, 0);
  g_autoptr(GArray) everything = g_array_new (FALSE, FALSE, sizeof (PerchLogicFact));
  GArray *wrong = NULL;
  PerchLogicMarksCheck check;

  g_assert_no_error (error);
  hint = perch_logic_explain_next (puzzle, (PerchLogicFact *) marks->data, marks->len, NULL,
                                   &error);
  g_assert_no_error (error);
  g_assert_nonnull (hint);
  for (guint d = 0; d < hint->derives->len; d++)
    {
      g_autofree char *text = perch_logic_fact_to_string (puzzle, &g_array_index (hint->derives,
                                                                                  PerchLogicFact,
                                                                                  d));

      g_assert_null (strstr (text, "milk = 3"));
    }

  /* Check: the marks agree with the answer, or some contradict it. */
  g_assert_true (perch_logic_check (puzzle, (PerchLogicFact *) marks->data, marks->len, NULL,
                                    &check, &wrong, &error));
  g_assert_cmpint (check, ==, PERCH_LOGIC_MARKS_FIT);
  g_assert_cmpuint (wrong->len, ==, 0);
  g_clear_pointer (&wrong, g_array_unref);
  g_assert_true (perch_logic_check (puzzle, (PerchLogicFact *) wrong_marks->data,
                                    wrong_marks->len, NULL, &check, &wrong, &error));
  g_assert_cmpint (check, ==, PERCH_LOGIC_MARKS_CONTRADICT);
  g_assert_cmpuint (wrong->len, ==, 1);
  g_assert_cmpuint (g_array_index (wrong, guint, 0), ==, 1);
  g_clear_pointer (&wrong, g_array_unref);
  g_assert_true (perch_logic_check (open, (PerchLogicFact *) apart->data, apart->len, NULL,
                                    &check, &wrong, &error));
  g_assert_cmpint (check, ==, PERCH_LOGIC_MARKS_CONTRADICT);
  g_assert_cmpuint (wrong->len, ==, 0);
  g_clear_pointer (&wrong, g_array_unref);

  /* A hint from contradicting marks is refused; from the whole answer there is none. */
  g_assert_null (perch_logic_explain_next (puzzle, (PerchLogicFact *) wrong_marks->data,
                                           wrong_marks->len, NULL, &error));
  g_assert_error (error, PERCH_LOGIC_EXPLAIN_ERROR, PERCH_LOGIC_EXPLAIN_ERROR_CONTRADICTION);
  g_clear_error (&error);
  for (guint x = 0; x < perch_logic_puzzle_get_n_names (puzzle); x++)
    {
      PerchLogicFact fact = { x, PERCH_LOGIC_FACT_VALUE, answer[x], TRUE };

      g_array_append_val (everything, fact);
    }
  g_assert_null (perch_logic_explain_next (puzzle, (PerchLogicFact *) everything->data,
                                           everything->len, NULL, &error));
  g_assert_no_error (error);
}

static void
test_errors (void)
{
  g_autoptr(PerchLogicPuzzle) optimizing = logic_test_parse ("SEND + MOST = MONEY\n"
                                                              "maximize MONEY\n");
  g_autoptr(PerchLogicPuzzle) impossible = logic_test_parse ("domain 1..2\n"
                                                              "group g: a b\n"
                                                              "a = b\n");
  g_autoptr(PerchLogicPuzzle) wide = logic_test_parse ("domain 1..100\nnames x\nx > 50\n");
  g_autoptr(PerchLogicPuzzle) small = logic_test_parse ("domain 1..3\n"
                                                         "group person: ann bob cy\n"
                                                         "ann < bob\n");
  g_autoptr(GError) error = NULL;
  PerchLogicFact ann_3 = { 0, PERCH_LOGIC_FACT_VALUE, 3, TRUE };
  PerchLogicFact both[2] = { { 0, PERCH_LOGIC_FACT_VALUE, 1, TRUE },
                             { 0, PERCH_LOGIC_FACT_VALUE, 1, FALSE } };
  PerchLogicFact bad = { 0, PERCH_LOGIC_FACT_VALUE, 7, TRUE };
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  PerchProgress progress;

  g_assert_null (perch_logic_explain (optimizing, NULL, 0, NULL, &error));
  g_assert_error (error, PERCH_LOGIC_EXPLAIN_ERROR, PERCH_LOGIC_EXPLAIN_ERROR_UNSUPPORTED);
  g_clear_error (&error);
  g_assert_null (perch_logic_explain (impossible, NULL, 0, NULL, &error));
  g_assert_error (error, PERCH_LOGIC_EXPLAIN_ERROR, PERCH_LOGIC_EXPLAIN_ERROR_NO_SOLUTION);
  g_clear_error (&error);
  g_assert_null (perch_logic_explain (wide, NULL, 0, NULL, &error));
  g_assert_error (error, PERCH_LOGIC_EXPLAIN_ERROR, PERCH_LOGIC_EXPLAIN_ERROR_UNSUPPORTED);
  g_assert_cmpstr (error->message, ==, "'x' has more than 64 values: explanations are for names "
                                       "of at most 64");
  g_clear_error (&error);
  g_assert_null (perch_logic_explain (small, &ann_3, 1, NULL, &error));
  g_assert_error (error, PERCH_LOGIC_EXPLAIN_ERROR, PERCH_LOGIC_EXPLAIN_ERROR_CONTRADICTION);
  g_assert_cmpstr (error->message, ==, "the facts contradict the puzzle");
  g_clear_error (&error);
  g_assert_null (perch_logic_explain (small, both, 2, NULL, &error));
  g_assert_error (error, PERCH_LOGIC_EXPLAIN_ERROR, PERCH_LOGIC_EXPLAIN_ERROR_CONTRADICTION);
  g_assert_cmpstr (error->message, ==, "'ann != 1' contradicts the facts before it");
  g_clear_error (&error);
  g_assert_null (perch_logic_explain (small, &bad, 1, NULL, &error));
  g_assert_error (error, PERCH_LOGIC_ERROR, PERCH_LOGIC_ERROR_DOMAIN);
  g_clear_error (&error);

  perch_progress_init (&progress, cancellable, NULL, NULL);
  g_cancellable_cancel (cancellable);
  g_assert_null (perch_logic_explain (small, NULL, 0, &progress, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/logic/explain/every-step-holds", test_every_step_holds);
  g_test_add_func ("/logic/explain/zebra-words", test_zebra_words);
  g_test_add_func ("/logic/explain/stuck", test_stuck);
  g_test_add_func ("/logic/explain/search-step", test_search_step);
  g_test_add_func ("/logic/explain/known-facts", test_known_facts);
  g_test_add_func ("/logic/explain/fact-text", test_fact_text);
  g_test_add_func ("/logic/explain/fact-errors", test_fact_errors);
  g_test_add_func ("/logic/explain/pen", test_pen);
  g_test_add_func ("/logic/explain/hint-and-check", test_hint_and_check);
  g_test_add_func ("/logic/explain/errors", test_errors);

  return g_test_run ();
}
