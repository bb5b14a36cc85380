/* perch-uluru-score-dialog.h: Score a Round, a view of a PerchUluruTable
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "perch-uluru-table.h"

G_BEGIN_DECLS

#define PERCH_TYPE_ULURU_SCORE_DIALOG (perch_uluru_score_dialog_get_type ())

G_DECLARE_FINAL_TYPE (PerchUluruScoreDialog, perch_uluru_score_dialog, PERCH, ULURU_SCORE_DIALOG,
                      AdwWindow)

GtkWidget *perch_uluru_score_dialog_new         (GtkWindow             *parent,
                                                 PerchUluruTable       *table);
GtkWidget *perch_uluru_score_dialog_get_content (PerchUluruScoreDialog *self);

G_END_DECLS
