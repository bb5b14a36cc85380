/* perch-uluru-board.h: the birds and the rock's eight places, as data
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Places are numbered 1..8 around the ring (see ../shared/spec/uluru.md); 0 means
 * "off the board". Every relation between places comes from the one table in
 * perch-uluru-board.c, as bit masks: bit p is place p.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define PERCH_ULURU_N_BIRDS  8
#define PERCH_ULURU_N_PLACES 8
#define PERCH_ULURU_OFF      0
/* Bits 1..8: every place. */
#define PERCH_ULURU_ALL_PLACES 0x1feu

typedef enum
{
  PERCH_ULURU_WHITE,
  PERCH_ULURU_PINK,
  PERCH_ULURU_YELLOW,
  PERCH_ULURU_ORANGE,
  PERCH_ULURU_RED,
  PERCH_ULURU_GREEN,
  PERCH_ULURU_BLUE,
  PERCH_ULURU_BLACK,
} PerchUluruBird;

/* The four sides of the rock, by how many places they have. */
typedef enum
{
  PERCH_ULURU_SIDE_SHORT_1,
  PERCH_ULURU_SIDE_LONG_2,
  PERCH_ULURU_SIDE_SHORT_2,
  PERCH_ULURU_SIDE_LONG_3,
} PerchUluruSide;

/* Relations between two places, all symmetric. */
typedef enum
{
  PERCH_ULURU_REL_NEXT,      /* same side, neighbours */
  PERCH_ULURU_REL_OPPOSITE,
  PERCH_ULURU_REL_CORNER,    /* neighbours across a corner */
  PERCH_ULURU_REL_APART,     /* neither next to nor opposite */
  PERCH_ULURU_REL_AWAY,      /* ring distance at least 3 */
  PERCH_ULURU_N_RELATIONS,
} PerchUluruRelation;

/* Groups of places, one per region card. */
typedef enum
{
  PERCH_ULURU_REGION_BOOMERANG,
  PERCH_ULURU_REGION_SOLITARY,
  PERCH_ULURU_REGION_LONG,
  PERCH_ULURU_REGION_SHORT,
  PERCH_ULURU_N_REGIONS,
} PerchUluruRegion;

const char     *perch_uluru_bird_name          (PerchUluruBird      bird);
gboolean        perch_uluru_bird_from_name     (const char         *name,
                                                PerchUluruBird     *bird);
PerchUluruSide  perch_uluru_place_side         (guint               place);
guint           perch_uluru_ring_distance      (guint               a,
                                                guint               b);
guint16         perch_uluru_region_mask        (PerchUluruRegion    region);
guint16         perch_uluru_relation_mask      (PerchUluruRelation  relation,
                                                guint               place);
gboolean        perch_uluru_places_related     (PerchUluruRelation  relation,
                                                guint               a,
                                                guint               b);

G_END_DECLS
