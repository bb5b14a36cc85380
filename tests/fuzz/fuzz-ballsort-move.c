/* fuzz-ballsort-move.c: a level on the first line, then moves "A>B", one a line, played in
 * both models (one ball, the whole run)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-target.h"

#include "perch-ballsort-level.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = fuzz_text (data, size);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr(PerchBallsortLevel) level = NULL;

  fuzz_strict ();
  if (lines[0] == NULL)
    return 0;
  level = perch_ballsort_level_parse (lines[0], NULL, NULL);
  for (guint i = 1; lines[i] != NULL; i++)
    {
      PerchBallsortMove move;

      if (!perch_ballsort_move_parse (lines[i], level != NULL ? level->n_bottles : 32, &move,
                                      NULL))
        continue;
      g_free (perch_ballsort_move_to_string (move));
      if (level == NULL)
        continue;
      perch_ballsort_level_check_move (level, move);
      for (guint model = 0; model < 2; model++)
        {
          g_autoptr(PerchBallsortLevel) after = perch_ballsort_level_apply (level, model, move,
                                                                           NULL);

          if (after != NULL && model == (guint) (i % 2))
            {
              perch_ballsort_level_free (level);
              level = g_steal_pointer (&after);
              break;
            }
        }
    }
  return 0;
}
