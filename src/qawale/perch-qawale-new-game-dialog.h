/* perch-qawale-new-game-dialog.h: who plays, and by which rules
 *
 * The dialog shows the choices kept in the Qawale settings; Start keeps the new ones,
 * draws the colours if chance is to decide, and emits "start" with the game's
 * PerchQawaleSetup (perch-qawale-setup.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define PERCH_TYPE_QAWALE_NEW_GAME_DIALOG (perch_qawale_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (PerchQawaleNewGameDialog, perch_qawale_new_game_dialog, PERCH,
                      QAWALE_NEW_GAME_DIALOG, AdwWindow)

PerchQawaleNewGameDialog *perch_qawale_new_game_dialog_new (GtkWindow *parent);

G_END_DECLS
