/* qawale-test-positions.h: positions for the Qawale tests: read from text, or reached by a
 * seeded random game */
#pragma once

#include "perch-qawale-position.h"
#include "perch-rng.h"

static inline PerchQawalePosition *
qawale_test_parse_position (const char *text)
{
  g_autoptr(GError) error = NULL;
  PerchQawalePosition *position = perch_qawale_position_parse (text, &error);

  g_assert_no_error (error);
  return position;
}

/* A random game of @plies moves (fewer if it ends), the same for the same seed. */
static inline void
qawale_test_random_position (PerchQawalePosition *position,
                             guint                stones,
                             guint                plies,
                             guint64              seed)
{
  PerchRng rng;

  perch_rng_init (&rng, seed);
  perch_qawale_position_init (position, stones, PERCH_QAWALE_LIGHT,
                              PERCH_QAWALE_BOTH_LINES_MOVER_WINS);
  for (guint ply = 0; ply < plies && position->outcome == PERCH_QAWALE_ONGOING; ply++)
    {
      PerchQawaleMove move;

      g_assert_true (perch_qawale_position_nth_move (position,
                                                     perch_rng_next (&rng) %
                                                     perch_qawale_position_count_moves (position),
                                                     &move));
      g_assert_true (perch_qawale_position_play (position, &move, NULL));
    }
}
