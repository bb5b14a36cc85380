/* fuzz-ballsort-file.c: a file of Ball Sort levels ("NAME :: LEVEL", one a line), read
 * whole and as a file opened on the page; every level read prints and parses back to
 * itself, and the solver answers the first few within a small budget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-target.h"

#include "perch-ballsort-file.h"
#include "perch-ballsort-game.h"
#include "perch-ballsort-solver.h"

/* Solving takes time: the first levels are enough to find a level the solver chokes on. */
#define N_SOLVED 4

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GPtrArray) entries = NULL;
  g_autofree char *text = fuzz_text (data, size);
  g_autoptr(PerchBallsortGame) game = perch_ballsort_game_new ();
  g_autoptr(PerchBallsortFileEntry) first = NULL;
  g_autofree char *bad_line = NULL;
  gboolean opened;

  fuzz_strict ();
  entries = perch_ballsort_file_read ((const char *) data, (gssize) size);
  for (guint i = 0; i < entries->len; i++)
    {
      PerchBallsortFileEntry *entry = g_ptr_array_index (entries, i);
      g_autoptr(PerchBallsortLevel) again = NULL;
      g_autoptr(PerchBallsortResult) result = NULL;
      g_autofree char *written = NULL;

      if (entry->level == NULL)
        {
          g_assert (entry->error != NULL && entry->column >= 1);
          continue;
        }
      written = perch_ballsort_level_to_string (entry->level);
      again = perch_ballsort_level_parse (written, NULL, NULL);
      g_assert (again != NULL && perch_ballsort_level_equal (entry->level, again));
      if (i < N_SOLVED)
        {
          result = perch_ballsort_solve (entry->level, size % 2, 256 * 1024, NULL, NULL);
          g_assert (result != NULL);
        }
    }

  /* A file opened on the page starts the level the file reader reads first. */
  first = perch_ballsort_file_read_first (text, -1, NULL);
  opened = perch_ballsort_game_open_text (game, text, PERCH_BALLSORT_SOURCE_NAMED, "fuzz",
                                          &bad_line, NULL);
  g_assert (opened == (first != NULL && first->level != NULL));
  if (opened)
    g_assert (perch_ballsort_level_equal (perch_ballsort_game_get_start (game), first->level));
  return 0;
}
