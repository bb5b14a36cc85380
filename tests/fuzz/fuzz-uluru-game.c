/* fuzz-uluru-game.c: a saved Uluru session (perch-uluru-game.h); what was read is saved, and
 * the saved text reads back whole and the same
 *
 * Loading never starts the solver (it starts from the main loop, which never runs here): the
 * target checks that no thread starts.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-target.h"

#include "perch-uluru-game.h"

static void
assert_round_trip (PerchUluruGame *game)
{
  g_autoptr(PerchUluruGame) again = perch_uluru_game_new ();
  g_autofree char *saved = perch_uluru_game_save (game);
  g_autofree char *saved_again = NULL;
  g_autoptr(GError) error = NULL;

  if (!perch_uluru_game_load (again, saved, -1, &error))
    g_error ("%s\n%s", error->message, saved);
  saved_again = perch_uluru_game_save (again);
  g_assert_cmpstr (saved, ==, saved_again);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  guint threads = fuzz_count_threads ();
  g_autoptr(PerchUluruGame) game = perch_uluru_game_new ();
  g_autoptr(GError) error = NULL;

  fuzz_strict ();
  if (!perch_uluru_game_load (game, (const char *) data, (gssize) size, &error))
    g_assert (error != NULL && error->domain == PERCH_ULURU_GAME_ERROR);
  assert_round_trip (game);
  g_assert (fuzz_count_threads () == threads);
  return 0;
}
