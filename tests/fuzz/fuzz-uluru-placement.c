/* fuzz-uluru-placement.c: an Uluru placement on the first line, then a deal (eight wish codes
 * separated by blanks) on the second
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-target.h"

#include "perch-uluru-deal.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = fuzz_text (data, size);
  g_auto(GStrv) lines = g_strsplit (text, "\n", 2);
  PerchUluruPlacement placement;
  PerchUluruDeal deal;

  fuzz_strict ();
  if (lines[0] == NULL)
    return 0;
  if (perch_uluru_placement_parse (lines[0], &placement, NULL))
    {
      g_autofree char *written = perch_uluru_placement_to_string (&placement);

      perch_uluru_placement_is_valid (&placement);
    }
  if (lines[1] != NULL)
    {
      g_auto(GStrv) codes = g_strsplit_set (lines[1], " \t", -1);

      if (perch_uluru_deal_parse ((const char * const *) codes, g_strv_length (codes), &deal,
                                  NULL))
        g_free (perch_uluru_deal_to_string (&deal));
    }
  return 0;
}
