/* perch-ballsort-builtin.c: the levels that come with Perch
 *
 * From easy to hard. Puzzle 106 is the seed's own, the one its depth-first
 * search cannot solve; the others were dealt by the generator and kept for
 * their shape. Names are marked for translation; the page translates them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-ballsort"

#include <glib/gi18n.h>

#include "perch-ballsort-builtin.h"

static const PerchBallsortBuiltin levels[] = {
  { "first-steps", N_("First Steps"), "re re bl bl | bl bl re re | -" },
  { "three-colours", N_("Three Colours"),
    "re ye re re | bl bl ye ye | re bl ye bl | - | -" },
  { "short-bottles", N_("Short Bottles"),
    "re bl gr | re gr bl | gr re ye | bl ye ye | -" },
  { "four-colours", N_("Four Colours"),
    "ye bl re bl | ye ye re bl | gr gr gr ye | re re gr bl | - | -" },
  { "five-colours", N_("Five Colours"),
    "ye pu re ye | gr bl bl re | ye pu pu gr | bl bl re pu | gr gr re ye | - | -" },
  { "seven-colours", N_("Seven Colours"),
    "gr pi pu ye | ye bl bl or | gr gr or re | pi gr re pi | pu re bl ye | pu pi or ye | "
    "re or pu bl | - | -" },
  { "tall-bottles", N_("Tall Bottles"),
    "bl pu re bl ye bl | pu ye re re re pu | ye ye re pu bl gr | re ye bl ye gr gr | "
    "gr gr pu pu bl gr | - | -" },
  { "one-spare", N_("One Spare Bottle"),
    "or re bl gr | bl pu re pu | re bl or ye | ye or gr ye | gr pu pu re | or gr ye bl | -" },
  { "nine-colours", N_("Nine Colours"),
    "gr lb ye pu | bl gr re ye | pi pu re pi | pi re br ye | bl ye re br | bl lb pu br | "
    "pi or or br | gr bl gr pu | lb or or lb | - | -" },
  { "three-spares", N_("Three Spare Bottles"),
    "ye gr bl ye lb | pi lb bl bl re | ye gr or ye gr | pi or re lb pu | lb re lb pi gr | "
    "pu or pi pu pu | or pu gr re ye | re bl bl or pi | - | - | -" },
  { "puzzle-106", N_("Puzzle 106"),
    "bl hu lb lb | pu pi ol si | or pu re br | or pi re or | hu re ye bl | ye hu br hu | "
    "br pu re li | li pu pi li | ol si lb bl | br ye si ol | si ye li bl | ol lb pi or | - | -" },
  { "fourteen-colours", N_("Fourteen Colours"),
    "gr br li bl | br gr lb li | ye pu te na | gy re te ma | or lb li na | re bl ma pi | "
    "br gy lb pu | ma ye bl pi | ye re li te | pu bl or pu | or pi ma gy | re gr gy te | "
    "ye lb pi br | gr na or na | - | -" },
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
