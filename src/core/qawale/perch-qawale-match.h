/* perch-qawale-match.h: computer players against each other
 *
 * A match plays pairs of games: each pair starts from the same opening (a few random
 * plies drawn from the match's seed) with the colours swapped, so that neither player
 * profits from a lucky opening or from moving first. Light moves first. Results are
 * counted for player A (the one that has light in the first game of each pair), by game
 * and by pair (perch-qawale-elo.h); with an SPRT the match stops after the first pair
 * at which the test decides.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-qawale-elo.h"
#include "perch-qawale-player.h"

G_BEGIN_DECLS

#define PERCH_QAWALE_OPENING_PLIES 2

typedef struct
{
  PerchQawalePlayerSpec a;
  PerchQawalePlayerSpec b;
  guint                 games;        /* even: pairs of games */
  guint64               seed;
  guint                 stones;
  PerchQawaleBothLines  both_lines;
  const PerchQawaleSprt *sprt;        /* NULL: play every game */
} PerchQawaleMatch;

typedef struct
{
  guint              index;           /* 0-based */
  gboolean           a_is_light;
  PerchQawaleOutcome outcome;
  guint              plies;
  char              *moves;           /* the game, in notation, separated by spaces */
} PerchQawaleMatchGame;

typedef struct
{
  guint   wins, losses, draws;        /* for player A */
  guint   wins_as[2], losses_as[2], draws_as[2];  /* by A's colour */
  double  total_ms[2];                /* A, B: time spent choosing moves */
  double  max_ms[2];
  guint   moves[2];
  guint   solved[2];                  /* moves whose search proved the game's value, */
  double  solved_ms[2];               /* usually long before the time was up */
  guint64 nodes[2];
  PerchQawalePairCounts pairs;
  PerchQawaleSprtResult sprt;         /* how the SPRT ended (CONTINUE: all games played) */
  double  llr;
} PerchQawaleMatchResult;

/* Called after each game, with the results so far. */
typedef void (*PerchQawaleMatchGameFunc) (const PerchQawaleMatchGame   *game,
                                          const PerchQawaleMatchResult *result,
                                          gpointer                      user_data);

gboolean perch_qawale_match_run (const PerchQawaleMatch    *match,
                                 PerchQawaleMatchGameFunc   game_func,
                                 gpointer                   user_data,
                                 PerchQawaleMatchResult    *result,
                                 GError                   **error);

/* Self-play for training data: one player against itself from random openings of
 * min_opening to max_opening plies (drawn from the seed), one game per opening. */
typedef struct
{
  PerchQawalePlayerSpec player;
  guint                 games;
  guint64               seed;
  guint                 stones;
  guint                 min_opening;
  guint                 max_opening;
} PerchQawaleSelfPlay;

/* One position of a self-play game, before the player's move: the game's result and the
 * search's score, both from the side to move (result 1 won, 0 drawn, -1 lost). */
typedef struct
{
  PerchQawalePosition position;
  int                 result;
  int                 score;
  guint               depth;
} PerchQawaleSample;

typedef void (*PerchQawaleSamplesFunc) (guint                    game,
                                        const PerchQawaleSample *samples,
                                        guint                    n_samples,
                                        gpointer                 user_data);

gboolean perch_qawale_self_play (const PerchQawaleSelfPlay  *self_play,
                                 PerchQawaleSamplesFunc      func,
                                 gpointer                    user_data,
                                 GError                    **error);

G_END_DECLS
