/* perch-ballsort-builtin.c: the levels that come with Perch
 *
 * The easy ones were dealt by the generator and kept for their shape; puzzle
 * 106 is the seed's own, the one its depth-first search cannot solve.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-ballsort"

#include "perch-ballsort-builtin.h"

static const PerchBallsortBuiltin levels[] = {
  { "first-steps", "First Steps", "r r b b | b b r r | -" },
  { "puzzle-106", "Puzzle 106",
    "bl hu lb lb | pu pi ol si | or pu re br | or pi re or | hu re ye bl | ye hu br hu | "
    "br pu re li | li pu pi li | ol si lb bl | br ye si ol | si ye li bl | ol lb pi or | - | -" },
};

const PerchBallsortBuiltin *
perch_ballsort_builtin_levels (guint *n_levels)
{
  g_return_val_if_fail (n_levels != NULL, NULL);

  *n_levels = G_N_ELEMENTS (levels);
  return levels;
}

const PerchBallsortBuiltin *
perch_ballsort_builtin_find (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
    if (g_strcmp0 (levels[i].id, id) == 0)
      return &levels[i];
  return NULL;
}
