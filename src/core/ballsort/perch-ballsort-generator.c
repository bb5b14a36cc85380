/* perch-ballsort-generator.c: deal shuffled balls, keep the first deal the solver can solve
 *
 * A deal fills n_colours bottles to the brim and adds the empty ones. A deal
 * counts only once the fast search has found a solution for it (shortest or
 * not), so every level handed out is solvable in the model asked for.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-ballsort"

#include "perch-ballsort-generator.h"
#include "perch-ballsort-solver.h"
#include "perch-rng.h"

#define MAX_DEALS 64
#define GENERATOR_BUDGET ((gsize) 128 * 1024 * 1024)

/* Tokens the page knows by colour, in the order a level uses them. */
static const char * const colour_tokens[PERCH_BALLSORT_GENERATOR_MAX_COLOURS] = {
  "re", "bl", "ye", "gr", "pu", "or", "pi", "lb", "br", "li", "te", "gy",
  "na", "ma", "ol", "si", "hu", "wh", "vi", "ta", "cy", "cr", "mi", "sa",
};

const char *
perch_ballsort_generator_colour (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (colour_tokens), NULL);

  return colour_tokens[index];
}

PerchBallsortLevel *
perch_ballsort_generate (guint                n_colours,
                         guint                n_empty,
                         guint                capacity,
                         PerchBallsortModel   model,
                         guint64              seed,
                         GError             **error)
{
  PerchRng rng;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (n_colours < 2 || n_colours > PERCH_BALLSORT_GENERATOR_MAX_COLOURS)
    {
      g_set_error (error, PERCH_BALLSORT_ERROR, PERCH_BALLSORT_ERROR_INVALID,
                   "colours must be 2 to %d, not %u",
                   PERCH_BALLSORT_GENERATOR_MAX_COLOURS, n_colours);
      return NULL;
    }
  if (capacity < PERCH_BALLSORT_MIN_CAPACITY || capacity > PERCH_BALLSORT_MAX_CAPACITY)
    {
      g_set_error (error, PERCH_BALLSORT_ERROR, PERCH_BALLSORT_ERROR_INVALID,
                   "capacity must be %d to %d, not %u",
                   PERCH_BALLSORT_MIN_CAPACITY, PERCH_BALLSORT_MAX_CAPACITY, capacity);
      return NULL;
    }
  if (n_empty < 1 || n_colours + n_empty > PERCH_BALLSORT_MAX_BOTTLES)
    {
      g_set_error (error, PERCH_BALLSORT_ERROR, PERCH_BALLSORT_ERROR_INVALID,
                   "empty bottles must be 1 to %u with %u colours, not %u",
                   PERCH_BALLSORT_MAX_BOTTLES - n_colours, n_colours, n_empty);
      return NULL;
    }

  perch_rng_init (&rng, seed);
  for (guint deal = 0; deal < MAX_DEALS; deal++)
    {
      g_autoptr(PerchBallsortLevel) level = g_new0 (PerchBallsortLevel, 1);
      g_autoptr(PerchBallsortResult) result = NULL;
      guint8 balls[PERCH_BALLSORT_MAX_BOTTLES * PERCH_BALLSORT_MAX_CAPACITY];
      guint n_balls = n_colours * capacity;

      for (guint i = 0; i < n_balls; i++)
        balls[i] = 1 + i / capacity;
      perch_rng_shuffle (&rng, balls, n_balls, 1);

      level->capacity = capacity;
      level->n_bottles = n_colours + n_empty;
      level->n_colours = n_colours;
      level->colours = g_new0 (char *, n_colours + 1);
      for (guint c = 0; c < n_colours; c++)
        level->colours[c] = g_strdup (colour_tokens[c]);
      for (guint b = 0; b < n_colours; b++)
        {
          level->heights[b] = capacity;
          for (guint i = 0; i < capacity; i++)
            level->balls[b][i] = balls[b * capacity + i];
        }

      if (perch_ballsort_level_is_solved (level))
        continue;
      result = perch_ballsort_solve_quickly (level, model, GENERATOR_BUDGET, NULL, NULL);
      if (result->status == PERCH_BALLSORT_STATUS_SOLVED)
        return g_steal_pointer (&level);
    }

  g_set_error (error, PERCH_BALLSORT_ERROR, PERCH_BALLSORT_ERROR_INVALID,
               "no solvable level found in %d deals with %u colours, %u empty "
               "bottle%s and capacity %u: add an empty bottle",
               MAX_DEALS, n_colours, n_empty, n_empty == 1 ? "" : "s", capacity);
  return NULL;
}
