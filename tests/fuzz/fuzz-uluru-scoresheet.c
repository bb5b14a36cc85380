/* fuzz-uluru-scoresheet.c: an Uluru score sheet in its text form (perch-uluru-scoresheet.h);
 * a sheet read is written and read back the same
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-target.h"

#include "perch-uluru-scoresheet.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(PerchUluruScoresheet) sheet = NULL;
  g_autoptr(PerchUluruScoresheet) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;

  fuzz_strict ();
  sheet = perch_uluru_scoresheet_new_from_text ((const char *) data, (gssize) size, &error);
  if (sheet == NULL)
    {
      g_assert (error != NULL && g_str_has_prefix (error->message, "line "));
      return 0;
    }
  text = perch_uluru_scoresheet_to_text (sheet);
  again = perch_uluru_scoresheet_new_from_text (text, -1, &error);
  if (again == NULL)
    g_error ("%s\n%s", error->message, text);
  text_again = perch_uluru_scoresheet_to_text (again);
  g_assert_cmpstr (text, ==, text_again);
  for (guint player = 0; player < perch_uluru_scoresheet_n_players (sheet); player++)
    g_assert (perch_uluru_scoresheet_total (sheet, player) ==
              perch_uluru_scoresheet_total (again, player));
  perch_uluru_scoresheet_leaders (sheet);
  perch_uluru_scoresheet_is_over (sheet);
  return 0;
}
