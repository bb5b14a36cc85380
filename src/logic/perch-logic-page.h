/* perch-logic-page.h: the Logic page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define PERCH_TYPE_LOGIC_PAGE (perch_logic_page_get_type ())

G_DECLARE_FINAL_TYPE (PerchLogicPage, perch_logic_page, PERCH, LOGIC_PAGE, AdwBin)

/* Opens a puzzle file (such as one named on the command line) in the page. */
void perch_logic_page_open_file (PerchLogicPage *self,
                                 GFile          *file);

G_END_DECLS
