/* perch-ballsort-new-level-dialog.h: a level of the day, of a difficulty, or a random deal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "perch-ballsort-level.h"

G_BEGIN_DECLS

#define PERCH_TYPE_BALLSORT_NEW_LEVEL_DIALOG (perch_ballsort_new_level_dialog_get_type ())

G_DECLARE_FINAL_TYPE (PerchBallsortNewLevelDialog, perch_ballsort_new_level_dialog,
                      PERCH, BALLSORT_NEW_LEVEL_DIALOG, AdwWindow)

PerchBallsortNewLevelDialog *perch_ballsort_new_level_dialog_new (GtkWindow          *parent,
                                                                  GSettings          *settings,
                                                                  PerchBallsortModel  model,
                                                                  const GDate        *today);

G_END_DECLS
