/* fuzz-ballsort-game.c: a saved Ball Sort game (perch-ballsort-game.h), and a game as older
 * versions kept it in the settings (line 1 the level, line 2 the position, the rest the
 * title, line breaks and all); what was read is saved, and the saved text reads back whole
 * and the same
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-target.h"

#include "perch-ballsort-game.h"

/* Whatever a game holds, its saved text reads back whole, to the same text. */
static void
assert_round_trip (PerchBallsortGame *game)
{
  g_autoptr(PerchBallsortGame) again = perch_ballsort_game_new ();
  g_autofree char *saved = perch_ballsort_game_save (game);
  g_autofree char *saved_again = NULL;
  g_autoptr(GError) error = NULL;

  if (!perch_ballsort_game_load (again, saved, -1, &error))
    g_error ("%s\n%s", error->message, saved);
  saved_again = perch_ballsort_game_save (again);
  g_assert_cmpstr (saved, ==, saved_again);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  guint threads = fuzz_count_threads ();
  g_autoptr(PerchBallsortGame) game = perch_ballsort_game_new ();
  g_autoptr(PerchBallsortGame) migrated = perch_ballsort_game_new ();
  g_autofree char *text = fuzz_text (data, size);
  g_auto(GStrv) lines = g_strsplit (text, "\n", 3);
  g_autoptr(GError) error = NULL;

  fuzz_strict ();
  if (perch_ballsort_game_load (game, (const char *) data, (gssize) size, &error) ||
      g_error_matches (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL))
    assert_round_trip (game);
  else
    g_assert (error != NULL && error->domain == PERCH_BALLSORT_GAME_ERROR);

  /* Settings hold valid UTF-8 only. */
  g_clear_error (&error);
  if (lines[0] != NULL && lines[1] != NULL && g_utf8_validate (text, -1, NULL))
    {
      const char *title = lines[2] != NULL ? lines[2] : "";

      if (perch_ballsort_game_restore_position (migrated, lines[0], lines[1], size % 300,
                                                PERCH_BALLSORT_SOURCE_NAMED, title, &error)
          || !g_error_matches (error, PERCH_BALLSORT_GAME_ERROR,
                               PERCH_BALLSORT_GAME_ERROR_INVALID))
        assert_round_trip (migrated);
    }
  g_assert (fuzz_count_threads () == threads);
  return 0;
}
