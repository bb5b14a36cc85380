/* perch-ballsort-difficulty.h: Easy, Medium, Hard and Expert levels by proven length, and
 * the level of the day
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-progress.h"
#include "perch-ballsort-level.h"

G_BEGIN_DECLS

typedef enum
{
  PERCH_BALLSORT_DIFFICULTY_EASY,
  PERCH_BALLSORT_DIFFICULTY_MEDIUM,
  PERCH_BALLSORT_DIFFICULTY_HARD,
  PERCH_BALLSORT_DIFFICULTY_EXPERT,
} PerchBallsortDifficulty;

#define PERCH_BALLSORT_N_DIFFICULTIES 4

/* How levels of a difficulty are made: the shape dealt, and the band the
 * proven shortest solution must fall in. */
typedef struct
{
  guint colours;
  guint empty;
  guint capacity;
  guint min_moves;
  guint max_moves;
} PerchBallsortDifficultyShape;

const char              *perch_ballsort_difficulty_to_string   (PerchBallsortDifficulty  difficulty);
gboolean                 perch_ballsort_difficulty_from_string (const char              *text,
                                                                PerchBallsortDifficulty *difficulty);
const char              *perch_ballsort_difficulty_name        (PerchBallsortDifficulty  difficulty);
void                     perch_ballsort_difficulty_shape       (PerchBallsortDifficulty  difficulty,
                                                                PerchBallsortModel       model,
                                                                PerchBallsortDifficultyShape *shape);
PerchBallsortDifficulty  perch_ballsort_difficulty_of_length   (PerchBallsortModel       model,
                                                                guint                    moves);

PerchBallsortLevel      *perch_ballsort_generate_difficulty    (PerchBallsortDifficulty  difficulty,
                                                                PerchBallsortModel       model,
                                                                guint64                  seed,
                                                                PerchProgress           *progress,
                                                                guint                   *moves,
                                                                GError                 **error);
PerchBallsortDifficulty  perch_ballsort_day_difficulty         (const GDate             *date);
PerchBallsortLevel      *perch_ballsort_level_of_the_day       (const GDate             *date,
                                                                PerchBallsortModel       model,
                                                                PerchProgress           *progress,
                                                                guint                   *moves,
                                                                GError                 **error);

G_END_DECLS
