/* perch-uluru-page.h: the Uluru page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define PERCH_TYPE_ULURU_PAGE (perch_uluru_page_get_type ())

G_DECLARE_FINAL_TYPE (PerchUluruPage, perch_uluru_page, PERCH, ULURU_PAGE, AdwBin)

G_END_DECLS
