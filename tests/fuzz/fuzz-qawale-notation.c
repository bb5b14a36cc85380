/* fuzz-qawale-notation.c: a Qawale position on the first line, then moves ("a1NNE"), one a
 * line, read alone and against the position, and played when legal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-target.h"

#include "perch-qawale-position.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = fuzz_text (data, size);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr(PerchQawalePosition) position = NULL;

  fuzz_strict ();
  if (lines[0] == NULL)
    return 0;
  position = perch_qawale_position_parse (lines[0], NULL);
  if (position != NULL)
    {
      g_autofree char *written = perch_qawale_position_to_string (position);
      g_autofree char *diagram = perch_qawale_position_diagram (position);
      g_autoptr(PerchQawalePosition) again = perch_qawale_position_parse (written, NULL);

      g_assert (again != NULL && perch_qawale_position_equal (position, again));
    }
  for (guint i = 1; lines[i] != NULL; i++)
    {
      PerchQawaleMove move;

      if (perch_qawale_move_parse (lines[i], &move, NULL))
        g_free (perch_qawale_move_to_string (&move));
      if (position != NULL && perch_qawale_position_parse_move (position, lines[i], &move, NULL))
        perch_qawale_position_play (position, &move, NULL);
    }
  return 0;
}
