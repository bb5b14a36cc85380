/* perch-ballsort-difficulty.c: Easy, Medium, Hard and Expert levels by proven length, and
 * the level of the day
 *
 * A level's difficulty is the length of its proven shortest solution; the
 * classes were cut where the lengths of random deals of 4, 7, 10 and 12
 * colours (capacity 4, 2 empty bottles) lie, 200 deals each
 * (`perch-cli ballsort stats`). A level of a difficulty is dealt in that
 * class's shape and climbed into the upper part of its band, so that it is
 * a little harder than a typical deal of its size.
 *
 * The level of the day is the same for everyone on a date: its seed is the
 * date, its difficulty the day of the week (Monday easy, the weekend expert),
 * and every step of making it depends on proven lengths only.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-ballsort"

#include <glib/gi18n.h>

#include "perch-ballsort-difficulty.h"
#include "perch-ballsort-generator.h"

/* Enough for the bands below: a band holds a tenth or more of the deals of
 * its shape, and the climb gets there in a few dozen levels. */
#define MAX_CANDIDATES 2000

typedef struct
{
  const char                   *id;
  const char                   *name;
  guint                         lowest[2];   /* the class starts here, by model */
  PerchBallsortDifficultyShape  shapes[2];
} Class;

static const Class classes[PERCH_BALLSORT_N_DIFFICULTIES] = {
  { "easy", N_("Easy"), { 0, 0 },
    { { 4, 2, 4, 12, 15 }, { 4, 2, 4, 10, 13 } } },
  { "medium", N_("Medium"), { 20, 15 },
    { { 7, 2, 4, 25, 28 }, { 7, 2, 4, 21, 24 } } },
  { "hard", N_("Hard"), { 35, 27 },
    { { 10, 2, 4, 38, 42 }, { 10, 2, 4, 31, 34 } } },
  { "expert", N_("Expert"), { 50, 38 },
    { { 12, 2, 4, 50, 54 }, { 12, 2, 4, 39, 42 } } },
};

const char *
perch_ballsort_difficulty_to_string (PerchBallsortDifficulty difficulty)
{
  g_return_val_if_fail (difficulty < PERCH_BALLSORT_N_DIFFICULTIES, NULL);

  return classes[difficulty].id;
}

gboolean
perch_ballsort_difficulty_from_string (const char              *text,
                                       PerchBallsortDifficulty *difficulty)
{
  g_return_val_if_fail (text != NULL && difficulty != NULL, FALSE);

  for (guint d = 0; d < PERCH_BALLSORT_N_DIFFICULTIES; d++)
    if (g_strcmp0 (classes[d].id, text) == 0)
      {
        *difficulty = d;
        return TRUE;
      }
  return FALSE;
}

/* English; the page translates it. */
const char *
perch_ballsort_difficulty_name (PerchBallsortDifficulty difficulty)
{
  g_return_val_if_fail (difficulty < PERCH_BALLSORT_N_DIFFICULTIES, NULL);

  return classes[difficulty].name;
}

void
perch_ballsort_difficulty_shape (PerchBallsortDifficulty       difficulty,
                                 PerchBallsortModel            model,
                                 PerchBallsortDifficultyShape *shape)
{
  g_return_if_fail (difficulty < PERCH_BALLSORT_N_DIFFICULTIES && shape != NULL);

  *shape = classes[difficulty].shapes[model == PERCH_BALLSORT_MODEL_WATER];
}

/* The class of a level whose shortest solution takes @moves moves (pours in
 * the water model). */
PerchBallsortDifficulty
perch_ballsort_difficulty_of_length (PerchBallsortModel model,
                                     guint              moves)
{
  PerchBallsortDifficulty found = PERCH_BALLSORT_DIFFICULTY_EASY;

  for (guint d = 0; d < PERCH_BALLSORT_N_DIFFICULTIES; d++)
    if (moves >= classes[d].lowest[model == PERCH_BALLSORT_MODEL_WATER])
      found = d;
  return found;
}

/* A level of @difficulty from @seed; *moves gets its proven length. */
PerchBallsortLevel *
perch_ballsort_generate_difficulty (PerchBallsortDifficulty   difficulty,
                                    PerchBallsortModel        model,
                                    guint64                   seed,
                                    PerchProgress            *progress,
                                    guint                    *moves,
                                    GError                  **error)
{
  PerchBallsortDifficultyShape shape;
  PerchBallsortLengthInfo info = { 0, 0 };
  PerchBallsortLevel *level;

  g_return_val_if_fail (difficulty < PERCH_BALLSORT_N_DIFFICULTIES, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  perch_ballsort_difficulty_shape (difficulty, model, &shape);
  level = perch_ballsort_generate_length (shape.colours, shape.empty, shape.capacity, model,
                                          shape.min_moves, shape.max_moves, seed, MAX_CANDIDATES,
                                          progress, &info, error);
  if (level != NULL && moves != NULL)
    *moves = info.moves;
  return level;
}

PerchBallsortDifficulty
perch_ballsort_day_difficulty (const GDate *date)
{
  static const PerchBallsortDifficulty by_weekday[] = {
    [G_DATE_MONDAY] = PERCH_BALLSORT_DIFFICULTY_EASY,
    [G_DATE_TUESDAY] = PERCH_BALLSORT_DIFFICULTY_MEDIUM,
    [G_DATE_WEDNESDAY] = PERCH_BALLSORT_DIFFICULTY_MEDIUM,
    [G_DATE_THURSDAY] = PERCH_BALLSORT_DIFFICULTY_HARD,
    [G_DATE_FRIDAY] = PERCH_BALLSORT_DIFFICULTY_HARD,
    [G_DATE_SATURDAY] = PERCH_BALLSORT_DIFFICULTY_EXPERT,
    [G_DATE_SUNDAY] = PERCH_BALLSORT_DIFFICULTY_EXPERT,
  };

  g_return_val_if_fail (date != NULL && g_date_valid (date), PERCH_BALLSORT_DIFFICULTY_EASY);

  return by_weekday[g_date_get_weekday (date)];
}

/* The level of @date: the same on every machine. */
PerchBallsortLevel *
perch_ballsort_level_of_the_day (const GDate         *date,
                                 PerchBallsortModel   model,
                                 PerchProgress       *progress,
                                 guint               *moves,
                                 GError             **error)
{
  guint64 seed;

  g_return_val_if_fail (date != NULL && g_date_valid (date), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* The date as a number, kept apart from small seeds people type. */
  seed = (G_GUINT64_CONSTANT (0xba115047) << 32) |
         ((guint64) g_date_get_year (date) * 10000 + g_date_get_month (date) * 100 +
          g_date_get_day (date));
  return perch_ballsort_generate_difficulty (perch_ballsort_day_difficulty (date), model, seed,
                                             progress, moves, error);
}
