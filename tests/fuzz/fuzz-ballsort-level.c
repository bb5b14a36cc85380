/* fuzz-ballsort-level.c: a Ball Sort level as text; a level read is written and read back
 * the same
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
  g_autoptr(PerchBallsortLevel) level = NULL;
  g_autoptr(PerchBallsortLevel) again = NULL;
  g_autofree char *written = NULL;
  gsize offset = 0;

  fuzz_strict ();
  level = perch_ballsort_level_parse (text, &offset, NULL);
  if (level == NULL)
    {
      g_assert (offset <= strlen (text));
      return 0;
    }
  written = perch_ballsort_level_to_string (level);
  again = perch_ballsort_level_parse (written, NULL, NULL);
  g_assert (again != NULL && perch_ballsort_level_equal (level, again));
  perch_ballsort_level_is_solved (level);
  return 0;
}
