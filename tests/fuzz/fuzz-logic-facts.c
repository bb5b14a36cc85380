/* fuzz-logic-facts.c: facts in their text form (perch-cli logic explain --from, the marks of
 * the logic grid) on a small puzzle with groups, a group in order and loose names; those that
 * parse are added to what is known, checked against the puzzle, and given to the explainer
 * for a hint, which is put in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-target.h"

#include "perch-logic-explain.h"

static const char puzzle_text[] =
  "domain 1..4\n"
  "group day in order: mon tue wed thu\n"
  "group person: ann bob cy dee\n"
  "group pet: cat dog eel fox\n"
  "domain -2..2\n"
  "names spare\n"
  "# Ann comes before Bob.\n"
  "ann < bob\n"
  "cat = ann + 1 or spare = 0\n";

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  static PerchLogicPuzzle *puzzle;
  g_autofree char *text = fuzz_text (data, size);
  g_autoptr(GArray) facts = NULL;
  g_autoptr(GArray) places = NULL;
  g_autoptr(GArray) wrong = NULL;
  g_autoptr(PerchLogicFacts) known = NULL;
  g_autoptr(PerchLogicStep) hint = NULL;
  PerchLogicLocation location = { 0, };
  PerchLogicMarksCheck check;

  if (puzzle == NULL)
    puzzle = perch_logic_puzzle_parse (puzzle_text, NULL, NULL);
  facts = perch_logic_fact_list_parse (puzzle, text, &places, &location, NULL);
  if (facts == NULL)
    {
      g_assert (location.line >= 1 && location.column >= 1 && location.length >= 1);
      return 0;
    }
  g_assert (places->len == facts->len);
  known = perch_logic_facts_new (puzzle);
  for (guint i = 0; i < facts->len; i++)
    perch_logic_facts_add (known, &g_array_index (facts, PerchLogicFact, i));
  g_assert (perch_logic_check (puzzle, (PerchLogicFact *) facts->data, facts->len, NULL, &check,
                               &wrong, NULL));
  if (check != PERCH_LOGIC_MARKS_FIT)
    return 0;
  hint = perch_logic_explain_next (puzzle, (PerchLogicFact *) facts->data, facts->len, NULL,
                                   NULL);
  if (hint != NULL)
    {
      g_autofree char *sentence = perch_logic_step_to_text (puzzle, hint, FALSE);

      g_assert (sentence != NULL && hint->derives->len > 0);
    }
  return 0;
}
