/* perch-qawale-page.h: the Qawale page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "perch-qawale-analyser.h"

G_BEGIN_DECLS

#define PERCH_TYPE_QAWALE_PAGE (perch_qawale_page_get_type ())

G_DECLARE_FINAL_TYPE (PerchQawalePage, perch_qawale_page, PERCH, QAWALE_PAGE, AdwBin)

PerchQawaleAnalyser *perch_qawale_page_get_analyser (PerchQawalePage *self);

G_END_DECLS
