/* perch-qawale-painter.h: the Qawale board drawn with cairo alone
 *
 * The board is seen from above, a little tilted: each stack stands on its square as a
 * short tower of pebbles seen from the side, so that its contents can be read bottom to
 * top, and the top pebble shows its face. Light pebbles are round ivory discs, dark ones
 * charcoal lozenges, neutral ones hatched slate hexagons: they differ in shape and
 * pattern as well as colour.
 *
 * A scene is a position and, optionally, a move under way shown at a stage: -2 before
 * the new pebble is placed, -1 placed, 0 the stack lifted, k the first k pebbles
 * dropped along the path. Animations run the stage; a player's move builds the path
 * step by step. The painter is a plain function of the scene and the layout, so tests
 * draw boards on image surfaces with no display. It also says how long each kind of
 * motion takes (perch_qawale_anim_length(), like Tatham's anim_length): the board asks
 * it, and the page chooses only the speed.
 *
 * The marks over the towers (winning lines, verdicts, the cursor, a hint's path) are
 * drawn last, each over its squares. A verdict of the analysis is a small plate in front
 * of its square's tower (perch_qawale_paint_verdict(), which the analysis list beside
 * the board draws too): solid green, red or grey for a proven win, loss or draw, pale
 * and tinted from red to green for a score; its text comes from the page, translated.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "perch-qawale-position.h"
#include "perch-qawale-search.h"

G_BEGIN_DECLS

#define PERCH_QAWALE_STAGE_BEFORE -2.0
#define PERCH_QAWALE_STAGE_PLACED -1.0
#define PERCH_QAWALE_STAGE_LIFTED  0.0

/* How fast two computers play (the page's setting; other games go at normal speed). */
typedef enum
{
  PERCH_QAWALE_SPEED_SLOW,
  PERCH_QAWALE_SPEED_NORMAL,
  PERCH_QAWALE_SPEED_FAST,
  PERCH_QAWALE_SPEED_VERY_FAST,
} PerchQawaleSpeed;

typedef enum
{
  PERCH_QAWALE_ANIM_STAGE,    /* one stage of a move played: placing, lifting, one drop */
  PERCH_QAWALE_ANIM_STEP,     /* one stage of a person's move as they build it */
  PERCH_QAWALE_ANIM_REST,     /* a move at rest before two computers play on */
  PERCH_QAWALE_ANIM_REFUSE,   /* a stack shaking off a click */
  PERCH_QAWALE_ANIM_WIN,      /* a winning line lighting up */
} PerchQawaleAnim;

typedef struct
{
  double width;
  double height;
  double tile;       /* side of a square */
  double x;          /* top-left corner of square a4 */
  double y;
} PerchQawaleLayout;

/* What the analysis says of the moves from a square (or through it): the verdict's
 * kind and score, and its short text in the user's language ("Win 3"). */
typedef struct
{
  PerchQawaleVerdictKind kind;
  int                    score;
  char                   text[32];
} PerchQawaleVerdictLabel;

typedef struct
{
  const PerchQawalePosition *position;   /* before the move under way, if any */
  gboolean                   dark;
  double                     accent[3];

  gboolean                   moving;     /* a move under way, shown at @stage */
  PerchQawaleMove            move;       /* its origin and the steps known so far */
  double                     stage;
  gboolean                   targets;    /* point at the squares the next step may take */

  int                        cursor;     /* the keyboard's square, or -1 */
  gboolean                   hinting;
  PerchQawaleMove            hint;
  gboolean                   has_last;   /* the move that led to the position */
  PerchQawaleMove            last;
  guint16                    winning_lines;
  double                     win_progress;
  int                        refused;    /* a square that refused a click, or -1 */
  double                     refuse_progress;

  guint16                    labelled;   /* the squares with a verdict */
  PerchQawaleVerdictLabel    labels[PERCH_QAWALE_N_SQUARES];
  gboolean                   previewing; /* a move pointed at (in the analysis list) */
  PerchQawaleMove            preview;
} PerchQawaleScene;

guint perch_qawale_anim_length       (PerchQawaleAnim            anim,
                                       PerchQawaleSpeed           speed);

void perch_qawale_layout_compute      (PerchQawaleLayout         *layout,
                                       double                     width,
                                       double                     height);
int  perch_qawale_layout_square_at    (const PerchQawaleLayout   *layout,
                                       double                     x,
                                       double                     y);
void perch_qawale_layout_square_centre (const PerchQawaleLayout  *layout,
                                        guint                     square,
                                        double                   *x,
                                        double                   *y);
void perch_qawale_layout_top_face     (const PerchQawaleLayout   *layout,
                                       guint                      square,
                                       guint                      height,
                                       double                    *x,
                                       double                    *y);

void perch_qawale_scene_init          (PerchQawaleScene          *scene,
                                       const PerchQawalePosition *position);
guint perch_qawale_scene_targets      (const PerchQawaleScene    *scene);
void perch_qawale_paint               (cairo_t                   *cr,
                                       const PerchQawaleLayout   *layout,
                                       const PerchQawaleScene    *scene);
void perch_qawale_verdict_colours     (const PerchQawaleVerdictLabel *label,
                                       gboolean                   dark,
                                       double                    *fill,
                                       double                    *edge,
                                       double                    *ink);
void perch_qawale_paint_verdict       (cairo_t                   *cr,
                                       double                     x,
                                       double                     y,
                                       double                     width,
                                       double                     height,
                                       const PerchQawaleVerdictLabel *label,
                                       gboolean                   dark);
void perch_qawale_layout_verdict_box  (const PerchQawaleLayout   *layout,
                                       guint                      square,
                                       double                    *x,
                                       double                    *y,
                                       double                    *width,
                                       double                    *height);
void perch_qawale_paint_pebble        (cairo_t                   *cr,
                                       double                     cx,
                                       double                     cy,
                                       double                     width,
                                       PerchQawalePebble          pebble,
                                       gboolean                   dark,
                                       gboolean                   hollow);

G_END_DECLS
