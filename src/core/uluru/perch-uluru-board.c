/* perch-uluru-board.c: the rock's geometry, as one table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-uluru"

#include "perch-uluru-board.h"

#include <string.h>

/* The whole geometry. Ring order is the numbering; "next to" and "share a corner"
 * follow from ring neighbours and sides; only "opposite" must be listed. */
static const struct
{
  PerchUluruSide side;
  guint16        opposite;
} places[PERCH_ULURU_N_PLACES + 1] = {
  [1] = { PERCH_ULURU_SIDE_SHORT_1, 1u << 4 | 1u << 5 },
  [2] = { PERCH_ULURU_SIDE_LONG_2,  1u << 7 | 1u << 8 },
  [3] = { PERCH_ULURU_SIDE_LONG_2,  1u << 6 | 1u << 7 },
  [4] = { PERCH_ULURU_SIDE_SHORT_2, 1u << 1 },
  [5] = { PERCH_ULURU_SIDE_SHORT_2, 1u << 1 },
  [6] = { PERCH_ULURU_SIDE_LONG_3,  1u << 3 },
  [7] = { PERCH_ULURU_SIDE_LONG_3,  1u << 2 | 1u << 3 },
  [8] = { PERCH_ULURU_SIDE_LONG_3,  1u << 2 },
};

static const char * const bird_names[PERCH_ULURU_N_BIRDS] = {
  "white", "pink", "yellow", "orange", "red", "green", "blue", "black",
};

typedef struct
{
  guint16 relation[PERCH_ULURU_N_RELATIONS][PERCH_ULURU_N_PLACES + 1];
  guint16 region[PERCH_ULURU_N_REGIONS];
} Geometry;

static gboolean
ring_neighbours (guint a,
                 guint b)
{
  return perch_uluru_ring_distance (a, b) == 1;
}

static const Geometry *
geometry (void)
{
  static Geometry table;
  static gsize initialised = 0;

  if (g_once_init_enter (&initialised))
    {
      for (guint a = 1; a <= PERCH_ULURU_N_PLACES; a++)
        {
          PerchUluruSide side = places[a].side;
          guint16 bit = 1u << a;

          for (guint b = 1; b <= PERCH_ULURU_N_PLACES; b++)
            {
              gboolean same_side = places[b].side == side;
              gboolean next = ring_neighbours (a, b) && same_side;
              gboolean opposite = (places[a].opposite & (1u << b)) != 0;

              if (a == b)
                continue;
              if (next)
                table.relation[PERCH_ULURU_REL_NEXT][a] |= 1u << b;
              if (opposite)
                table.relation[PERCH_ULURU_REL_OPPOSITE][a] |= 1u << b;
              if (ring_neighbours (a, b) && !same_side)
                table.relation[PERCH_ULURU_REL_CORNER][a] |= 1u << b;
              if (!next && !opposite)
                table.relation[PERCH_ULURU_REL_APART][a] |= 1u << b;
              if (perch_uluru_ring_distance (a, b) >= 3)
                table.relation[PERCH_ULURU_REL_AWAY][a] |= 1u << b;
            }

          if (side == PERCH_ULURU_SIDE_SHORT_2 || side == PERCH_ULURU_SIDE_LONG_3)
            table.region[PERCH_ULURU_REGION_BOOMERANG] |= bit;
          else
            table.region[PERCH_ULURU_REGION_SOLITARY] |= bit;
          if (side == PERCH_ULURU_SIDE_LONG_2 || side == PERCH_ULURU_SIDE_LONG_3)
            table.region[PERCH_ULURU_REGION_LONG] |= bit;
          else
            table.region[PERCH_ULURU_REGION_SHORT] |= bit;
        }
      g_once_init_leave (&initialised, 1);
    }

  return &table;
}

const char *
perch_uluru_bird_name (PerchUluruBird bird)
{
  g_return_val_if_fail ((guint) bird < PERCH_ULURU_N_BIRDS, NULL);

  return bird_names[bird];
}

gboolean
perch_uluru_bird_from_name (const char     *name,
                            PerchUluruBird *bird)
{
  g_return_val_if_fail (name != NULL, FALSE);

  for (guint i = 0; i < PERCH_ULURU_N_BIRDS; i++)
    if (strcmp (name, bird_names[i]) == 0)
      {
        if (bird != NULL)
          *bird = i;
        return TRUE;
      }

  return FALSE;
}

PerchUluruSide
perch_uluru_place_side (guint place)
{
  g_return_val_if_fail (place >= 1 && place <= PERCH_ULURU_N_PLACES, 0);

  return places[place].side;
}

guint
perch_uluru_ring_distance (guint a,
                           guint b)
{
  guint d = a > b ? a - b : b - a;

  return MIN (d, PERCH_ULURU_N_PLACES - d);
}

guint16
perch_uluru_region_mask (PerchUluruRegion region)
{
  g_return_val_if_fail ((guint) region < PERCH_ULURU_N_REGIONS, 0);

  return geometry ()->region[region];
}

/* The places that stand in @relation to @place. */
guint16
perch_uluru_relation_mask (PerchUluruRelation relation,
                           guint              place)
{
  g_return_val_if_fail ((guint) relation < PERCH_ULURU_N_RELATIONS, 0);
  g_return_val_if_fail (place >= 1 && place <= PERCH_ULURU_N_PLACES, 0);

  return geometry ()->relation[relation][place];
}

gboolean
perch_uluru_places_related (PerchUluruRelation relation,
                            guint              a,
                            guint              b)
{
  g_return_val_if_fail (b >= 1 && b <= PERCH_ULURU_N_PLACES, FALSE);

  return (perch_uluru_relation_mask (relation, a) & (1u << b)) != 0;
}
