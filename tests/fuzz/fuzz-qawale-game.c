/* fuzz-qawale-game.c: a Qawale game's saved text (setup, moves, undone), read back; what is
 * read is written again and must read the same
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-target.h"

#include "perch-qawale-game-text.h"
#include "perch-qawale-problem.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PerchHistory) history = NULL;
  g_autofree char *written = NULL;
  PerchQawaleSetup setup;

  fuzz_strict ();
  /* The reader takes any bytes, NULs included, with their length. */
  history = perch_qawale_game_text_read ((const char *) data, size, &setup, &error);
  if (error != NULL)
    {
      const PerchQawaleProblem *problem = perch_qawale_error_get_problem (error);

      g_assert (g_utf8_validate (error->message, -1, NULL));
      if (problem != NULL)
        g_free (perch_qawale_problem_to_string (problem));
    }
  if (history != NULL)
    {
      g_autoptr(PerchHistory) again = NULL;
      g_autofree char *rewritten = NULL;
      PerchQawaleSetup setup_again;

      written = perch_qawale_game_text_write (&setup, history);
      again = perch_qawale_game_text_read (written, -1, &setup_again, NULL);
      g_assert (again != NULL);
      rewritten = perch_qawale_game_text_write (&setup_again, again);
      g_assert (strcmp (written, rewritten) == 0);
    }
  return 0;
}
