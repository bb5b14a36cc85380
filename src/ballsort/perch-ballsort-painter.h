/* perch-ballsort-painter.h: Ball Sort boards drawn with cairo alone
 *
 * The layout places the bottles in rows that fill the space given; the painter
 * draws one frame of a scene: the position, the lifted balls, the move in
 * flight, a shaking bottle, highlighted bottles and the celebration of a
 * solved level, each as a function of its animation progress. No widget is
 * involved, so tests draw boards on an image surface. The painter also says
 * how long each motion takes (perch_ballsort_anim_length(), like Tatham's
 * anim_length): the board asks it, and the page chooses only the speed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "perch-ballsort-level.h"
#include "perch-ballsort-palette.h"

G_BEGIN_DECLS

/* The speed of the moves of a solution played or stepped through (the page's
 * setting); a player's own moves go at normal speed. */
typedef enum
{
  PERCH_BALLSORT_SPEED_SLOW,
  PERCH_BALLSORT_SPEED_NORMAL,
  PERCH_BALLSORT_SPEED_FAST,
  PERCH_BALLSORT_SPEED_VERY_FAST,
} PerchBallsortSpeed;

typedef enum
{
  PERCH_BALLSORT_ANIM_MOVE,        /* balls flying from one bottle into another */
  PERCH_BALLSORT_ANIM_REST,        /* the pause after a move, before a played solution goes on */
  PERCH_BALLSORT_ANIM_SHAKE,       /* a bottle refusing a ball */
  PERCH_BALLSORT_ANIM_CELEBRATE,   /* the corks of a solved level */
} PerchBallsortAnim;

typedef struct
{
  guint  n_bottles;
  guint  capacity;
  guint  rows;
  double ball;                                 /* ball diameter, the unit of it all */
  double bottle_width;
  double bottle_height;
  double x[PERCH_BALLSORT_MAX_BOTTLES];         /* left of each bottle */
  double y[PERCH_BALLSORT_MAX_BOTTLES];         /* top of its rim */
} PerchBallsortLayout;

typedef struct
{
  const PerchBallsortLevel *level;       /* the position shown (after the move in flight) */
  const PerchBallsortInk   *inks;        /* one per colour of the level */
  gboolean                  dark;
  gboolean                  symbols;
  double                    accent[3];

  int                       cursor;      /* bottle the keyboard is on, or -1 */
  int                       selected;    /* bottle whose top balls are lifted, or -1 */
  guint                     lifted;      /* how many balls are lifted */

  int                       hint_from;   /* a move to point at, or -1 */
  int                       hint_to;

  gboolean                  moving;      /* a move in flight */
  PerchBallsortMove         move;
  guint                     moved;       /* balls it carries */
  gboolean                  from_lifted; /* they start lifted rather than resting */
  double                    move_progress;

  int                       shaking;     /* bottle that refused a ball, or -1 */
  double                    shake_progress;

  gboolean                  celebrating;
  double                    celebrate_progress;
} PerchBallsortScene;

guint perch_ballsort_anim_length     (PerchBallsortAnim          anim,
                                      PerchBallsortSpeed         speed);

void perch_ballsort_layout_compute   (PerchBallsortLayout       *layout,
                                      guint                      n_bottles,
                                      guint                      capacity,
                                      double                     width,
                                      double                     height);
int  perch_ballsort_layout_bottle_at (const PerchBallsortLayout *layout,
                                      double                     x,
                                      double                     y);

void perch_ballsort_scene_init       (PerchBallsortScene        *scene,
                                      const PerchBallsortLevel  *level,
                                      const PerchBallsortInk    *inks);
void perch_ballsort_paint            (cairo_t                   *cr,
                                      const PerchBallsortLayout *layout,
                                      const PerchBallsortScene  *scene);
void perch_ballsort_paint_ball       (cairo_t                   *cr,
                                      double                     cx,
                                      double                     cy,
                                      double                     radius,
                                      const PerchBallsortInk    *ink,
                                      gboolean                   symbol);

G_END_DECLS
