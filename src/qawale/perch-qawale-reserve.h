/* perch-qawale-reserve.h: a player's pebbles, those left and those played
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "perch-qawale-position.h"

G_BEGIN_DECLS

#define PERCH_TYPE_QAWALE_RESERVE (perch_qawale_reserve_get_type ())

G_DECLARE_FINAL_TYPE (PerchQawaleReserve, perch_qawale_reserve, PERCH, QAWALE_RESERVE, GtkWidget)

void perch_qawale_reserve_set (PerchQawaleReserve *self,
                               PerchQawaleColour   colour,
                               guint               left,
                               guint               total);

G_END_DECLS
