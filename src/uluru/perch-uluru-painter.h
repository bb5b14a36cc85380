/* perch-uluru-painter.h: the rock, the birds, the cards and the stones, in plain cairo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Functions of (state, geometry, animation progress) only: no widget, no display,
 * so a test can draw a board on an image surface. The painter also says how long the
 * birds fly (perch_uluru_anim_length(), like Tatham's anim_length): the rock asks it.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "perch-uluru-deal.h"

G_BEGIN_DECLS

/* Where everything sits in a board of a given size. */
typedef struct
{
  double unit;
  double token_radius;
  double rock_x, rock_y, rock_width, rock_height;
  double place_x[PERCH_ULURU_N_PLACES + 1];
  double place_y[PERCH_ULURU_N_PLACES + 1];
  double nest_x, nest_y, nest_width, nest_height;
  double nest_slot_x[PERCH_ULURU_N_BIRDS];
  double nest_slot_y[PERCH_ULURU_N_BIRDS];
} PerchUluruLayout;

/* What the board shows: birds moving from @from to @to, @progress of the way. */
typedef struct
{
  PerchUluruPlacement from;
  PerchUluruPlacement to;
  double              progress;
  gboolean            dark;
  double              accent[3];       /* the theme's accent: selection, hover, highlight */
  gboolean            show_numbers;
  guint               hover_place;     /* 0: none */
  guint8              unhappy_birds;   /* bit per bird: ringed in red */
  guint8              highlighted_birds; /* bit per bird: glowing in the accent colour */
  int                 selected_bird;   /* -1: none */
  int                 dragged_bird;    /* -1: none; drawn at drag_x, drag_y */
  double              drag_x, drag_y;
} PerchUluruScene;

#define PERCH_ULURU_NEST_PLACE 0  /* perch_uluru_layout_place_at(): the nest */
#define PERCH_ULURU_NOWHERE   (-1)

void      perch_uluru_layout_compute        (PerchUluruLayout          *layout,
                                             double                     width,
                                             double                     height);
double    perch_uluru_layout_height_for_width
                                            (double                     width);
int       perch_uluru_layout_place_at       (const PerchUluruLayout    *layout,
                                             double                     x,
                                             double                     y);
int       perch_uluru_layout_bird_at        (const PerchUluruLayout    *layout,
                                             const PerchUluruPlacement *placement,
                                             double                     x,
                                             double                     y);
void      perch_uluru_layout_bird_position  (const PerchUluruLayout    *layout,
                                             const PerchUluruPlacement *placement,
                                             PerchUluruBird             bird,
                                             double                    *x,
                                             double                    *y);

gboolean  perch_uluru_layout_split_parts    (const PerchUluruLayout    *layout,
                                             const PerchUluruScene     *scene,
                                             cairo_rectangle_t         *rock_part,
                                             cairo_rectangle_t         *nest_part);
guint     perch_uluru_anim_length           (const PerchUluruPlacement *from,
                                             const PerchUluruPlacement *to);
void      perch_uluru_paint_board           (cairo_t                   *cr,
                                             const PerchUluruLayout    *layout,
                                             const PerchUluruScene     *scene);
void      perch_uluru_paint_token           (cairo_t                   *cr,
                                             double                     x,
                                             double                     y,
                                             double                     radius,
                                             int                        bird);
void      perch_uluru_paint_card            (cairo_t                   *cr,
                                             double                     width,
                                             double                     height,
                                             PerchUluruCardKind         kind,
                                             int                        bird,
                                             gboolean                   dark);
void      perch_uluru_paint_stones          (cairo_t                   *cr,
                                             double                     width,
                                             double                     height,
                                             guint                      n_stones,
                                             gboolean                   dark);
void      perch_uluru_paint_sand_timer      (cairo_t                   *cr,
                                             double                     width,
                                             double                     height,
                                             double                     fraction_left,
                                             gboolean                   dark);
void      perch_uluru_bird_rgb              (PerchUluruBird             bird,
                                             double                    *rgb);

G_END_DECLS
