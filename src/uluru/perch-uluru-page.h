/* perch-uluru-page.h: the Uluru page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "perch-uluru-deal.h"
#include "perch-uluru-solver.h"

G_BEGIN_DECLS

#define PERCH_TYPE_ULURU_PAGE (perch_uluru_page_get_type ())

G_DECLARE_FINAL_TYPE (PerchUluruPage, perch_uluru_page, PERCH, ULURU_PAGE, AdwBin)

/* For tests: what the page shows. */
gboolean                   perch_uluru_page_get_deal      (PerchUluruPage *self,
                                                           PerchUluruDeal *deal);
void                       perch_uluru_page_set_deal      (PerchUluruPage       *self,
                                                           const PerchUluruDeal *deal);
const PerchUluruSolution  *perch_uluru_page_get_solution  (PerchUluruPage *self);
guint                      perch_uluru_page_get_solution_index (PerchUluruPage *self);

G_END_DECLS
