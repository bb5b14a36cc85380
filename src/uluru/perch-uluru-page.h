/* perch-uluru-page.h: the Uluru page, a view of a PerchUluruGame
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "perch-uluru-game.h"
#include "perch-uluru-table.h"

G_BEGIN_DECLS

#define PERCH_TYPE_ULURU_PAGE (perch_uluru_page_get_type ())

G_DECLARE_FINAL_TYPE (PerchUluruPage, perch_uluru_page, PERCH, ULURU_PAGE, AdwBin)

PerchUluruGame  *perch_uluru_page_get_game  (PerchUluruPage *self);
PerchUluruTable *perch_uluru_page_get_table (PerchUluruPage *self);

G_END_DECLS
