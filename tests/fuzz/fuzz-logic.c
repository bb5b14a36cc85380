/* fuzz-logic.c: a puzzle in the Perch logic language, parsed, solved a little and shown
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-target.h"

#include "perch-logic-puzzle.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(PerchLogicPuzzle) puzzle = NULL;
  g_autoptr(PerchLogicResult) result = NULL;
  PerchLogicLocation location = { 0, };

  fuzz_strict ();
  puzzle = perch_logic_puzzle_parse_bytes ((const char *) data, (gssize) size, &location, NULL);
  if (puzzle == NULL)
    {
      g_assert (location.line >= 1 && location.column >= 1 && location.length >= 1);
      return 0;
    }
  for (guint i = 0; i < perch_logic_puzzle_get_n_warnings (puzzle); i++)
    g_assert (perch_logic_puzzle_get_warning (puzzle, i)->message != NULL);
  result = perch_logic_puzzle_solve (puzzle, PERCH_LOGIC_SEARCH_ALL, 4, 300, NULL, NULL);
  for (guint s = 0; s < result->solutions->len; s++)
    {
      g_autoptr(PerchLogicTable) table =
        perch_logic_puzzle_tabulate (puzzle, g_ptr_array_index (result->solutions, s));
      g_autofree char *text = perch_logic_table_to_text (table);

      g_assert (text != NULL);
    }
  return 0;
}
