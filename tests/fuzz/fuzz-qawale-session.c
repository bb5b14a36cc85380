/* fuzz-qawale-session.c: the Qawale session (perch-qawale-game.h) loading a saved game, and
 * replaying a game as older versions kept it in the settings (a setup on the first line, one
 * entry a line); what was read is saved, and the saved text reads back whole and the same
 * (fuzz-qawale-game fuzzes the saved text's reader alone)
 *
 * Loading and replaying never start the computer (it thinks only when asked to): the target
 * checks that no thread starts.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-target.h"

#include "perch-qawale-game.h"

static void
assert_round_trip (PerchQawaleGame *game)
{
  g_autoptr(PerchQawaleGame) again = perch_qawale_game_new (NULL);
  g_autofree char *saved = perch_qawale_game_to_string (game);
  g_autofree char *saved_again = NULL;
  g_autoptr(GError) error = NULL;

  if (!perch_qawale_game_load (again, saved, -1, &error))
    g_error ("%s\n%s", error->message, saved);
  saved_again = perch_qawale_game_to_string (again);
  g_assert_cmpstr (saved, ==, saved_again);
  g_assert (!perch_qawale_game_get_thinking (game) && !perch_qawale_game_get_hinting (game));
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  guint threads = fuzz_count_threads ();
  g_autoptr(PerchQawaleGame) game = perch_qawale_game_new (NULL);
  g_autofree char *text = fuzz_text (data, size);
  g_autoptr(GError) error = NULL;

  fuzz_strict ();
  if (perch_qawale_game_load (game, (const char *) data, (gssize) size, &error) ||
      g_error_matches (error, PERCH_QAWALE_GAME_ERROR, PERCH_QAWALE_GAME_ERROR_PARTIAL))
    assert_round_trip (game);
  else
    g_assert (error != NULL && error->domain == PERCH_QAWALE_GAME_ERROR);

  /* Settings hold valid UTF-8 only. */
  if (g_utf8_validate (text, -1, NULL))
    {
      g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
      g_autoptr(PerchQawaleGame) replayed = perch_qawale_game_new (NULL);
      PerchQawaleSetup setup;

      if (lines[0] == NULL || !perch_qawale_setup_parse (lines[0], &setup, NULL))
        perch_qawale_setup_init (&setup);
      perch_qawale_game_replay (replayed, &setup,
                                lines[0] != NULL ? (const char * const *) lines + 1 : NULL,
                                NULL);
      assert_round_trip (replayed);
    }
  g_assert (fuzz_count_threads () == threads);
  return 0;
}
