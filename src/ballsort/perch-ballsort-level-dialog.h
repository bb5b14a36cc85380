/* perch-ballsort-level-dialog.h: type or paste a level, with its errors shown in place
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define PERCH_TYPE_BALLSORT_LEVEL_DIALOG (perch_ballsort_level_dialog_get_type ())

G_DECLARE_FINAL_TYPE (PerchBallsortLevelDialog, perch_ballsort_level_dialog,
                      PERCH, BALLSORT_LEVEL_DIALOG, AdwWindow)

PerchBallsortLevelDialog *perch_ballsort_level_dialog_new      (GtkWindow                *parent,
                                                                const char               *text);
const char               *perch_ballsort_level_dialog_get_error (PerchBallsortLevelDialog *self);

G_END_DECLS
