/* fuzz-alphametic.c: one alphametic line; the first byte picks the base (2 to 36)
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
  g_autofree char *line = NULL;
  guint base;

  fuzz_strict ();
  if (size == 0)
    return 0;
  base = 2 + data[0] % 35;
  line = fuzz_text (data + 1, size - 1);
  puzzle = perch_logic_puzzle_new_alphametic (line, base, NULL, NULL);
  if (puzzle != NULL)
    result = perch_logic_puzzle_solve (puzzle, PERCH_LOGIC_SEARCH_COUNT, 1, 300, NULL, NULL);
  return 0;
}
