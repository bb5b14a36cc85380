/* perch-ballsort-page.h: the Ball Sort page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define PERCH_TYPE_BALLSORT_PAGE (perch_ballsort_page_get_type ())

G_DECLARE_FINAL_TYPE (PerchBallsortPage, perch_ballsort_page, PERCH, BALLSORT_PAGE, AdwBin)

void perch_ballsort_page_open_file (PerchBallsortPage *page,
                                    GFile             *file);

G_END_DECLS
