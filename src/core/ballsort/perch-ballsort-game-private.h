/* perch-ballsort-game-private.h: what the game and its saved text share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-ballsort-game.h"
#include "perch-history.h"
#include "perch-solution.h"

G_BEGIN_DECLS

/* One entry of the history: a position and how it was reached. */
typedef struct
{
  PerchBallsortLevel *level;
  guint               moves;    /* moves made since the level (re)started */
  PerchBallsortModel  model;    /* the rules the move to here was played under */
  PerchBallsortMove   move;     /* the move to here, when amount > 0 */
  guint               amount;   /* balls it carried; 0 for the start, a restart and added bottles */
  guint               added;    /* empty bottles added here (an "add N" entry), or 0 */
} PerchBallsortStep;

/* Everything a game's saved text holds. */
typedef struct
{
  PerchBallsortLevel   *start;
  PerchBallsortSource   source;
  char                 *name;             /* built-in id or name, or NULL */
  PerchBallsortModel    model;            /* the rules from now on */
  PerchHistory         *history;          /* of PerchBallsortStep */
  PerchSolution        *solution;         /* of PerchBallsortLevel, or NULL */
  guint                 solution_base;    /* the history position it starts from */
  gboolean              solution_optimal;
  gboolean              has_hint;
  PerchBallsortMove     hint;
  PerchBallsortFinding  finding;
  PerchBallsortLevel   *finding_level;    /* the position the finding is about */
} PerchBallsortGameState;

PerchBallsortStep   *perch_ballsort_step_new         (PerchBallsortLevel       *level,
                                                      guint                     moves,
                                                      PerchBallsortModel        model);
PerchBallsortStep   *perch_ballsort_step_new_start   (const PerchBallsortLevel *start,
                                                      PerchBallsortModel        model);
PerchBallsortStep   *perch_ballsort_step_after       (const PerchBallsortStep  *step,
                                                      PerchBallsortModel        model,
                                                      PerchBallsortMove         move);
void                 perch_ballsort_step_free        (gpointer                  step);
char                *perch_ballsort_name_dup         (const char               *name);
gboolean             perch_ballsort_parse_move       (const char               *text,
                                                      gsize                     length,
                                                      const PerchBallsortLevel *level,
                                                      PerchBallsortMove        *move,
                                                      GError                  **error);
PerchSolution       *perch_ballsort_build_solution   (const PerchBallsortLevel *from,
                                                      PerchBallsortModel        model,
                                                      const PerchBallsortMove  *moves,
                                                      guint                     n_moves);
gboolean             perch_ballsort_level_same_kind  (const PerchBallsortLevel *start,
                                                      const PerchBallsortLevel *position);
PerchBallsortStep   *perch_ballsort_step_new_added   (const PerchBallsortStep  *step,
                                                      guint                     n_bottles);
gboolean             perch_ballsort_source_check_name (PerchBallsortSource      source,
                                                      const char               *name);

void                 perch_ballsort_game_state_clear       (PerchBallsortGameState       *state);
PerchBallsortFinding perch_ballsort_game_state_get_finding (const PerchBallsortGameState *state);
char                *perch_ballsort_game_state_write       (const PerchBallsortGameState *state);
gboolean             perch_ballsort_game_state_read        (PerchBallsortGameState       *state,
                                                            const char                   *text,
                                                            gssize                        length,
                                                            GError                      **error);

G_END_DECLS
