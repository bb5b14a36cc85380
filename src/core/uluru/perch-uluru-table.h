/* perch-uluru-table.h: the score sheet of a table's game, as a session the page observes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A PerchUluruScoresheet (perch-uluru-scoresheet.h) with what a page needs around it:
 * "changed" when its saved text changes (the state store keeps it), undo of the steps
 * a player could regret (removing a player, finishing a round, a new game...), and
 * the best possible score of every round's wishes, found on a worker by the official
 * rules (birds may stay off the board), next to which the players' points are shown.
 *
 * The round being scored always holds the wishes on the page: perch_uluru_table_set_deal()
 * starts it, or gives it new wishes and keeps the placements entered so far.
 *
 * Saved text: the score sheet's text form. A text with a mistake keeps the lines
 * before it.
 */
#pragma once

#include <glib-object.h>

#include "perch-uluru-scoresheet.h"
#include "perch-worker.h"

G_BEGIN_DECLS

/* perch_uluru_table_get_optimum() for wishes whose optimum is not found yet. */
#define PERCH_ULURU_OPTIMUM_UNKNOWN G_MAXUINT

#define PERCH_TYPE_ULURU_TABLE (perch_uluru_table_get_type ())

G_DECLARE_FINAL_TYPE (PerchUluruTable, perch_uluru_table, PERCH, ULURU_TABLE, GObject)

PerchUluruTable            *perch_uluru_table_new        (void);
const PerchUluruScoresheet *perch_uluru_table_get_sheet  (PerchUluruTable            *self);

gboolean                    perch_uluru_table_add_player (PerchUluruTable            *self,
                                                          const char                 *name,
                                                          GError                    **error);
gboolean                    perch_uluru_table_rename_player
                                                         (PerchUluruTable            *self,
                                                          guint                       player,
                                                          const char                 *name,
                                                          GError                    **error);
void                        perch_uluru_table_remove_player
                                                         (PerchUluruTable            *self,
                                                          guint                       player);
void                        perch_uluru_table_set_deal   (PerchUluruTable            *self,
                                                          const PerchUluruDeal       *deal);
void                        perch_uluru_table_set_placement
                                                         (PerchUluruTable            *self,
                                                          guint                       player,
                                                          const PerchUluruPlacement  *placement);
gboolean                    perch_uluru_table_finish_round
                                                         (PerchUluruTable            *self,
                                                          GError                    **error);
void                        perch_uluru_table_set_rounds_to_play
                                                         (PerchUluruTable            *self,
                                                          guint                       rounds);
void                        perch_uluru_table_new_game   (PerchUluruTable            *self);

gboolean                    perch_uluru_table_can_undo   (PerchUluruTable            *self);
gboolean                    perch_uluru_table_undo       (PerchUluruTable            *self);

guint                       perch_uluru_table_get_optimum
                                                         (PerchUluruTable            *self,
                                                          const PerchUluruDeal       *deal);

char                       *perch_uluru_table_save       (PerchUluruTable            *self);
gboolean                    perch_uluru_table_load       (PerchUluruTable            *self,
                                                          const char                 *text,
                                                          gssize                      length,
                                                          GError                    **error);

G_END_DECLS
