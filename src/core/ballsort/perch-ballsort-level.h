/* perch-ballsort-level.h: a Ball Sort position, its text format and its moves
 *
 * A level is a row of bottles of one capacity (1 to 20 balls); each colour has
 * exactly capacity balls. Positions are never changed in place: a move makes a
 * new level. The text format is one line: bottles separated by '|', balls top
 * first separated by spaces, '-' for an empty bottle. Moves are written "A>B"
 * with 1-based bottle numbers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A ball is a byte (0 for no ball) and so is a bottle's number in a move:
 * these limits are far above what a solver can prove or a window can show. */
#define PERCH_BALLSORT_MIN_CAPACITY 1
#define PERCH_BALLSORT_MAX_CAPACITY 20
#define PERCH_BALLSORT_MAX_BOTTLES  255
#define PERCH_BALLSORT_MAX_COLOURS  255

#define PERCH_BALLSORT_ERROR (perch_ballsort_error_quark ())

typedef enum
{
  PERCH_BALLSORT_ERROR_PARSE,     /* the text is not a level or a move */
  PERCH_BALLSORT_ERROR_INVALID,   /* well formed, but breaks the rules */
  PERCH_BALLSORT_ERROR_ILLEGAL,   /* a move that the rules forbid here */
} PerchBallsortError;

/* How much one move carries: one ball, or the whole run of one colour on
 * top ("water sort"), as much of it as fits. */
typedef enum
{
  PERCH_BALLSORT_MODEL_BALL,
  PERCH_BALLSORT_MODEL_WATER,
} PerchBallsortModel;

/* Why a move is refused; the page shows perch_ballsort_verdict_describe(). */
typedef enum
{
  PERCH_BALLSORT_VERDICT_LEGAL,
  PERCH_BALLSORT_VERDICT_NO_SUCH_BOTTLE,
  PERCH_BALLSORT_VERDICT_SAME_BOTTLE,
  PERCH_BALLSORT_VERDICT_SOURCE_EMPTY,
  PERCH_BALLSORT_VERDICT_TARGET_FULL,
  PERCH_BALLSORT_VERDICT_COLOUR_MISMATCH,
} PerchBallsortVerdict;

typedef struct
{
  guint8 from;   /* 0-based bottle index */
  guint8 to;
} PerchBallsortMove;

/* Sized to the level: heights[b] for b < n_bottles, balls[b][i] for
 * i < capacity (bottom first, 0 above the top). Make one with
 * perch_ballsort_level_new(). */
typedef struct
{
  guint    capacity;
  guint    n_bottles;
  guint    n_colours;
  char   **colours;               /* n_colours tokens; ball value c means colours[c - 1] */
  guint8  *heights;
  guint8 **balls;
} PerchBallsortLevel;

GQuark              perch_ballsort_error_quark      (void);

PerchBallsortLevel *perch_ballsort_level_new        (guint                      n_bottles,
                                                     guint                      capacity,
                                                     const char * const        *colours);
PerchBallsortLevel *perch_ballsort_level_add_empty  (const PerchBallsortLevel  *self,
                                                     guint                      n_empty);

PerchBallsortLevel *perch_ballsort_level_parse      (const char                *text,
                                                     gsize                     *error_offset,
                                                     GError                   **error);
char               *perch_ballsort_level_to_string  (const PerchBallsortLevel  *self);
PerchBallsortLevel *perch_ballsort_level_copy       (const PerchBallsortLevel  *self);
void                perch_ballsort_level_free       (PerchBallsortLevel        *self);
gboolean            perch_ballsort_level_equal      (const PerchBallsortLevel  *a,
                                                     const PerchBallsortLevel  *b);

guint               perch_ballsort_level_top        (const PerchBallsortLevel  *self,
                                                     guint                      bottle);
guint               perch_ballsort_level_top_run    (const PerchBallsortLevel  *self,
                                                     guint                      bottle);
gboolean            perch_ballsort_level_is_complete_bottle (const PerchBallsortLevel *self,
                                                             guint                     bottle);
gboolean            perch_ballsort_level_is_solved  (const PerchBallsortLevel  *self);

PerchBallsortVerdict perch_ballsort_level_check_move (const PerchBallsortLevel *self,
                                                      PerchBallsortMove         move);
guint               perch_ballsort_level_move_amount (const PerchBallsortLevel *self,
                                                      PerchBallsortModel        model,
                                                      PerchBallsortMove         move);
PerchBallsortLevel *perch_ballsort_level_apply      (const PerchBallsortLevel  *self,
                                                     PerchBallsortModel         model,
                                                     PerchBallsortMove          move,
                                                     GError                   **error);

const char         *perch_ballsort_verdict_describe (PerchBallsortVerdict       verdict);

gboolean            perch_ballsort_move_parse       (const char                *text,
                                                     guint                      n_bottles,
                                                     PerchBallsortMove         *move,
                                                     GError                   **error);
char               *perch_ballsort_move_to_string   (PerchBallsortMove          move);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchBallsortLevel, perch_ballsort_level_free)

G_END_DECLS
