/* fuzz-qawale-setup.c: a Qawale game setup ("human hard 8 mover-wins"), and each of its
 * words as a seat, a computer player, a level and a rule; a setup read is written and read
 * back the same
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-target.h"

#include "perch-qawale-setup.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = fuzz_text (data, size);
  g_auto(GStrv) words = g_strsplit (text, " ", 8);
  PerchQawaleSetup setup;
  g_autoptr(GError) error = NULL;

  fuzz_strict ();
  if (perch_qawale_setup_parse (text, &setup, &error))
    {
      g_autofree char *written = perch_qawale_setup_to_string (&setup);
      PerchQawaleSetup again;

      g_assert (perch_qawale_setup_parse (written, &again, NULL));
      g_assert (perch_qawale_setup_equal (&setup, &again));
      perch_qawale_setup_get_mode (&setup);
    }
  else
    g_assert (error != NULL);

  for (guint i = 0; words[i] != NULL; i++)
    {
      PerchQawaleSeat seat;
      PerchQawalePlayerSpec spec;
      PerchQawaleLevel level;
      PerchQawaleBothLines rule;

      if (perch_qawale_seat_parse (words[i], &seat, NULL))
        {
          g_autofree char *written = perch_qawale_seat_to_string (&seat);
          PerchQawaleSeat again;

          g_assert (perch_qawale_seat_parse (written, &again, NULL));
        }
      if (perch_qawale_player_spec_parse (words[i], &spec, NULL))
        g_free (perch_qawale_player_spec_to_string (&spec));
      perch_qawale_level_parse (words[i], &level);
      perch_qawale_both_lines_parse (words[i], &rule);
    }
  return 0;
}
