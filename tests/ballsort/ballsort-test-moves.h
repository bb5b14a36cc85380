/* ballsort-test-moves.h: a solver's moves as the text the checker replays */
#pragma once

#include "perch-ballsort-level.h"

static inline GStrv
moves_to_strv (GArray *moves)
{
  GStrv strv = g_new0 (char *, moves->len + 1);

  for (guint i = 0; i < moves->len; i++)
    strv[i] = perch_ballsort_move_to_string (g_array_index (moves, PerchBallsortMove, i));
  return strv;
}
