/* uluru-test-deals.h: deals and placements from their text, for tests
 *
 * The text is the one perch-cli reads; a test that gets it wrong fails at once.
 */
#pragma once

#include <glib.h>

#include "perch-uluru-deal.h"

/* "corner:white next:blue ...": a code per bird, separated by single spaces. */
G_GNUC_UNUSED static void
parse_deal (const char     *text,
            PerchUluruDeal *deal)
{
  g_auto(GStrv) codes = g_strsplit (text, " ", -1);
  g_autoptr(GError) error = NULL;

  g_assert_true (perch_uluru_deal_parse ((const char * const *) codes, g_strv_length (codes),
                                         deal, &error));
  g_assert_no_error (error);
}

G_GNUC_UNUSED static void
parse_placement (const char          *text,
                 PerchUluruPlacement *placement)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (perch_uluru_placement_parse (text, placement, &error));
  g_assert_no_error (error);
}
