/* perch-qawale-game-text.h: a game's entries and its saved text, for PerchQawaleGame
 *
 * A game is a setup and a history (perch-history.h) of positions, each reached by an
 * entry in notation: a move ("a1NNE"), a player giving up ("give-up:light") or
 * "restart". This file plays entries onto a history, and reads and writes the saved
 * text that perch-qawale-game.h describes; the live game and the reader share the
 * entries, so that a saved game means exactly what was played.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-history.h"
#include "perch-qawale-setup.h"

G_BEGIN_DECLS

#define PERCH_QAWALE_ENTRY_RESTART "restart"
#define PERCH_QAWALE_ENTRY_GIVE_UP "give-up"

PerchHistory *perch_qawale_history_new          (const PerchQawaleSetup  *setup);
gboolean      perch_qawale_history_can_restart  (const PerchHistory      *history);
gboolean      perch_qawale_history_play         (PerchHistory            *history,
                                                 const PerchQawaleSetup  *setup,
                                                 const char              *entry,
                                                 GError                 **error);

char         *perch_qawale_game_text_write      (const PerchQawaleSetup  *setup,
                                                 const PerchHistory      *history);
PerchHistory *perch_qawale_game_text_read       (const char              *text,
                                                 gssize                   length,
                                                 PerchQawaleSetup        *setup,
                                                 GError                 **error);
PerchHistory *perch_qawale_game_text_replay     (const PerchQawaleSetup  *setup,
                                                 const char * const      *entries,
                                                 GError                 **error);

G_END_DECLS
