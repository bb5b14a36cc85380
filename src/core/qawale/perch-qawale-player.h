/* perch-qawale-player.h: the computer players, Easy to Expert
 *
 * Easy plays a uniformly random legal move (the seed's level 1); Medium the move with
 * the best board value one ply ahead, ties broken at random (the seed's level 2); Hard
 * searches (perch-qawale-search.h) for about a second, Expert for longer. Random
 * choices come from the player's seed, so a game can be replayed. A spec names a
 * player and, for Hard and Expert, its limits: "hard", "expert", "hard:100ms",
 * "hard:2s", "hard:depth=6", "hard:nodes=200000", "hard:depth=4,nodes=50000". A limit
 * of depth or nodes alone removes the time limit, so that results do not depend on the
 * machine.
 *
 * Two more players are for measuring strength, not offered in the app: "hard-v1" (with
 * the same limits as Hard) is the frozen reference (perch-qawale-hard-v1.h), and
 * "engine:COMMAND:MS" another program speaking the engine protocol, given MS ms a move
 * ("engine:COMMAND:depth=D": searching D plies; perch-qawale-remote.h). A spec that names an engine owns its command: clear it with
 * perch_qawale_player_spec_clear().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-progress.h"
#include "perch-qawale-position.h"
#include "perch-qawale-search.h"

G_BEGIN_DECLS

typedef enum
{
  PERCH_QAWALE_EASY,
  PERCH_QAWALE_MEDIUM,
  PERCH_QAWALE_HARD,
  PERCH_QAWALE_EXPERT,
  PERCH_QAWALE_HARD_V1,   /* the frozen reference */
  PERCH_QAWALE_ENGINE,    /* another program */
} PerchQawaleLevel;

#define PERCH_QAWALE_HARD_MS   1000
#define PERCH_QAWALE_EXPERT_MS 5000

typedef struct
{
  PerchQawaleLevel  level;
  PerchQawaleLimits limits;
  PerchQawaleEvaluation evaluation;   /* Hard and Expert: "eval=terms|net|both" */
  char             *command;   /* PERCH_QAWALE_ENGINE: its command line */
} PerchQawalePlayerSpec;

typedef struct _PerchQawalePlayer PerchQawalePlayer;

void               perch_qawale_player_spec_init      (PerchQawalePlayerSpec       *spec,
                                                       PerchQawaleLevel             level);
void               perch_qawale_player_spec_clear     (PerchQawalePlayerSpec       *spec);
void               perch_qawale_player_spec_copy      (const PerchQawalePlayerSpec *spec,
                                                       PerchQawalePlayerSpec       *copy);
gboolean           perch_qawale_player_spec_parse     (const char                  *text,
                                                       PerchQawalePlayerSpec       *spec,
                                                       GError                     **error);
char              *perch_qawale_player_spec_to_string (const PerchQawalePlayerSpec *spec);
const char        *perch_qawale_level_name            (PerchQawaleLevel             level);

PerchQawalePlayer *perch_qawale_player_new            (const PerchQawalePlayerSpec *spec,
                                                       guint64                      seed);
void               perch_qawale_player_free           (PerchQawalePlayer           *self);
const PerchQawalePlayerSpec *perch_qawale_player_get_spec (PerchQawalePlayer       *self);
void               perch_qawale_player_new_game       (PerchQawalePlayer           *self);
gboolean           perch_qawale_player_choose         (PerchQawalePlayer           *self,
                                                       const PerchQawalePosition   *position,
                                                       PerchProgress               *progress,
                                                       PerchQawaleChoice           *choice,
                                                       GError                     **error);
gboolean           perch_qawale_player_choose_in_game (PerchQawalePlayer           *self,
                                                       const PerchQawalePosition   *start,
                                                       const PerchQawaleMove       *moves,
                                                       guint                        n_moves,
                                                       PerchProgress               *progress,
                                                       PerchQawaleChoice           *choice,
                                                       GError                     **error);
guint              perch_qawale_player_get_depth      (PerchQawalePlayer           *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchQawalePlayer, perch_qawale_player_free)

G_END_DECLS
