/* perch-ballsort-generator.c: deal shuffled balls; keep a solvable deal, or one of a proven length
 *
 * A deal fills n_colours bottles to the brim and adds the empty ones. The
 * generator keeps the first deal of its seed that the fast search solves, so
 * every level it hands out is solvable in the model asked for. A level of a
 * given length is found by a climb: swap two balls of the level found so
 * far, prove the new level's shortest solution, and keep the swap when the
 * length comes no further from the one asked for. Every step depends on
 * proven lengths only, with a fixed memory budget, so a seed gives the same
 * level on every machine.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-ballsort"

#include "perch-ballsort-generator.h"
#include "perch-ballsort-solver.h"

#define MAX_DEALS 64
#define GENERATOR_BUDGET ((gsize) 128 * 1024 * 1024)
#define LENGTH_BUDGET ((gsize) 512 * 1024 * 1024)
#define TOKEN_SIZE 8

/* Tokens the palette knows by colour, in the order a level uses them; then
 * numbered ones. */
static const char * const colour_tokens[] = {
  "re", "bl", "ye", "gr", "pu", "or", "pi", "lb", "br", "li", "te", "gy",
  "na", "ma", "ol", "si", "hu", "wh", "vi", "ta", "cy", "cr", "mi", "sa",
  "bk", "co",
};

static void
colour_token (guint  index,
              char  *token)
{
  if (index < G_N_ELEMENTS (colour_tokens))
    g_strlcpy (token, colour_tokens[index], TOKEN_SIZE);
  else
    g_snprintf (token, TOKEN_SIZE, "c%u", index + 1);
}

/* TRUE when levels of this shape can be dealt: enough balls to shuffle
 * (capacity at least 2) and room to move (an empty bottle). */
gboolean
perch_ballsort_check_shape (guint     n_colours,
                            guint     n_empty,
                            guint     capacity,
                            GError  **error)
{
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (n_colours < 2 || n_colours > PERCH_BALLSORT_GENERATOR_MAX_COLOURS)
    {
      g_set_error (error, PERCH_BALLSORT_ERROR, PERCH_BALLSORT_ERROR_INVALID,
                   "colours must be 2 to %d, not %u",
                   PERCH_BALLSORT_GENERATOR_MAX_COLOURS, n_colours);
      return FALSE;
    }
  if (capacity < 2 || capacity > PERCH_BALLSORT_MAX_CAPACITY)
    {
      g_set_error (error, PERCH_BALLSORT_ERROR, PERCH_BALLSORT_ERROR_INVALID,
                   "capacity must be 2 to %d, not %u%s", PERCH_BALLSORT_MAX_CAPACITY, capacity,
                   capacity == 1 ? " (with 1 ball a bottle every level is solved)" : "");
      return FALSE;
    }
  if (n_empty < 1 || n_colours + n_empty > PERCH_BALLSORT_MAX_BOTTLES)
    {
      g_set_error (error, PERCH_BALLSORT_ERROR, PERCH_BALLSORT_ERROR_INVALID,
                   "empty bottles must be 1 to %u with %u colours, not %u",
                   PERCH_BALLSORT_MAX_BOTTLES - n_colours, n_colours, n_empty);
      return FALSE;
    }
  return TRUE;
}

/* The next deal of @rng: full bottles in a shuffled order, then the empty
 * ones. The shape must pass perch_ballsort_check_shape(). */
PerchBallsortLevel *
perch_ballsort_deal (guint     n_colours,
                     guint     n_empty,
                     guint     capacity,
                     PerchRng *rng)
{
  g_autofree guint8 *balls = NULL;
  g_autofree char *tokens = NULL;
  g_autofree const char **names = NULL;
  PerchBallsortLevel *level;
  guint n_balls = n_colours * capacity;

  g_return_val_if_fail (perch_ballsort_check_shape (n_colours, n_empty, capacity, NULL), NULL);
  g_return_val_if_fail (rng != NULL, NULL);

  balls = g_new (guint8, n_balls);
  for (guint i = 0; i < n_balls; i++)
    balls[i] = 1 + i / capacity;
  perch_rng_shuffle (rng, balls, n_balls, 1);

  tokens = g_new (char, n_colours * TOKEN_SIZE);
  names = g_new0 (const char *, n_colours + 1);
  for (guint c = 0; c < n_colours; c++)
    {
      colour_token (c, tokens + c * TOKEN_SIZE);
      names[c] = tokens + c * TOKEN_SIZE;
    }
  level = perch_ballsort_level_new (n_colours + n_empty, capacity, names);
  for (guint b = 0; b < n_colours; b++)
    {
      level->heights[b] = capacity;
      for (guint i = 0; i < capacity; i++)
        level->balls[b][i] = balls[b * capacity + i];
    }
  return level;
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

  if (!perch_ballsort_check_shape (n_colours, n_empty, capacity, error))
    return NULL;

  perch_rng_init (&rng, seed);
  for (guint deal = 0; deal < MAX_DEALS; deal++)
    {
      g_autoptr(PerchBallsortLevel) level = perch_ballsort_deal (n_colours, n_empty, capacity,
                                                                 &rng);
      g_autoptr(PerchBallsortResult) result = NULL;

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

/* @level with two balls of different colours swapped, chosen by @rng. */
static PerchBallsortLevel *
swap_two_balls (const PerchBallsortLevel *level,
                PerchRng                 *rng)
{
  PerchBallsortLevel *next = perch_ballsort_level_copy (level);
  guint n_balls = level->n_colours * level->capacity;

  for (;;)
    {
      guint a = perch_rng_uniform (rng, n_balls), b = perch_rng_uniform (rng, n_balls);
      guint8 *ball_a = NULL, *ball_b = NULL;

      /* The a-th and b-th ball, counting bottle by bottle. */
      for (guint bottle = 0; bottle < next->n_bottles; bottle++)
        for (guint i = 0; i < next->heights[bottle]; i++)
          {
            if (a-- == 0)
              ball_a = &next->balls[bottle][i];
            if (b-- == 0)
              ball_b = &next->balls[bottle][i];
          }
      if (*ball_a != *ball_b)
        {
          guint8 swap = *ball_a;

          *ball_a = *ball_b;
          *ball_b = swap;
          return next;
        }
    }
}

/* How far @moves lies outside [min, max]. */
static guint
distance (guint moves,
          guint min_moves,
          guint max_moves)
{
  return moves < min_moves ? min_moves - moves : moves > max_moves ? moves - max_moves : 0;
}

/* A level of this shape whose proven shortest solution has min_moves to
 * max_moves moves, found among at most @max_candidates levels (each solved
 * exactly). @progress counts the candidates and can cancel. */
PerchBallsortLevel *
perch_ballsort_generate_length (guint                    n_colours,
                                guint                    n_empty,
                                guint                    capacity,
                                PerchBallsortModel       model,
                                guint                    min_moves,
                                guint                    max_moves,
                                guint64                  seed,
                                guint                    max_candidates,
                                PerchProgress           *progress,
                                PerchBallsortLengthInfo *info,
                                GError                 **error)
{
  g_autoptr(PerchBallsortLevel) current = NULL;
  PerchBallsortLengthInfo found = { 0, 0 };
  guint current_distance = G_MAXUINT;
  PerchProgress inner;
  PerchRng rng;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!perch_ballsort_check_shape (n_colours, n_empty, capacity, error))
    return NULL;
  if (min_moves < 1 || min_moves > max_moves)
    {
      g_set_error (error, PERCH_BALLSORT_ERROR, PERCH_BALLSORT_ERROR_INVALID,
                   "the moves asked for must be at least 1 (and the least at most the most), "
                   "not %u to %u", min_moves, max_moves);
      return NULL;
    }

  /* The solver gets the cancellable, not the report: it counts positions. */
  perch_progress_init (&inner, progress != NULL ? progress->cancellable : NULL, NULL, NULL);
  perch_rng_init (&rng, seed);
  while (found.candidates < max_candidates)
    {
      g_autoptr(PerchBallsortLevel) candidate = NULL;
      g_autoptr(PerchBallsortResult) result = NULL;
      guint d;

      candidate = current == NULL ? perch_ballsort_deal (n_colours, n_empty, capacity, &rng)
                                  : swap_two_balls (current, &rng);
      result = perch_ballsort_solve (candidate, model, LENGTH_BUDGET, &inner, error);
      found.candidates++;
      perch_progress_update (progress, found.candidates);
      if (result == NULL)
        break;
      if (result->status != PERCH_BALLSORT_STATUS_SOLVED || !result->optimal ||
          result->moves->len == 0)
        continue;

      d = distance (result->moves->len, min_moves, max_moves);
      if (d <= current_distance)
        {
          g_clear_pointer (&current, perch_ballsort_level_free);
          current = g_steal_pointer (&candidate);
          current_distance = d;
          found.moves = result->moves->len;
        }
      if (d == 0)
        {
          if (info != NULL)
            *info = found;
          return g_steal_pointer (&current);
        }
    }

  if (info != NULL)
    *info = found;
  if (error != NULL && *error == NULL)
    {
      g_autofree char *wanted = min_moves == max_moves
                                ? g_strdup_printf ("%u", min_moves)
                                : g_strdup_printf ("%u to %u", min_moves, max_moves);

      g_set_error (error, PERCH_BALLSORT_ERROR, PERCH_BALLSORT_ERROR_INVALID,
                   "no level with a shortest solution of %s moves found among %u levels "
                   "(the nearest had %u)", wanted, found.candidates, found.moves);
    }
  return NULL;
}
