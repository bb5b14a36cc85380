/* perch-qawale-position.h: a Qawale position, its moves and the rules that judge them
 *
 * The rules are those of ../shared/spec/qawale.md. A stack is one 64-bit word, two bits
 * per pebble from the bottom, and a height; the tops of the stacks are kept as two
 * square masks (light, dark) so that lines are found with a few comparisons. A position
 * is a plain value: copy it with '='. Moves are made and unmade in place for the
 * searches, or played with perch_qawale_position_play(), which checks them first.
 *
 * A move is the origin square and one step per pebble of the lifted stack, written
 * "a1NNE" (see perch-qawale-board.h for squares and steps). Legal moves are generated
 * lazily by PerchQawaleMoveIter: a late position may have tens of thousands.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "perch-qawale-board.h"

G_BEGIN_DECLS

#define PERCH_QAWALE_ERROR (perch_qawale_error_quark ())

typedef enum
{
  PERCH_QAWALE_ERROR_PARSE,     /* the text is not a move or a position */
  PERCH_QAWALE_ERROR_ILLEGAL,   /* a move that the rules forbid here */
} PerchQawaleError;

typedef enum
{
  PERCH_QAWALE_LIGHT,
  PERCH_QAWALE_DARK,
} PerchQawaleColour;

/* What a stack holds; a player's pebble is its colour + 1. */
typedef enum
{
  PERCH_QAWALE_PEBBLE_NONE,
  PERCH_QAWALE_PEBBLE_LIGHT,
  PERCH_QAWALE_PEBBLE_DARK,
  PERCH_QAWALE_PEBBLE_NEUTRAL,
} PerchQawalePebble;

typedef enum
{
  PERCH_QAWALE_ONGOING,
  PERCH_QAWALE_WIN_LIGHT,
  PERCH_QAWALE_WIN_DARK,
  PERCH_QAWALE_DRAW,
} PerchQawaleOutcome;

/* Rule 10: a move that shows lines of both colours. */
typedef enum
{
  PERCH_QAWALE_BOTH_LINES_MOVER_WINS,
  PERCH_QAWALE_BOTH_LINES_DRAW,
} PerchQawaleBothLines;

#define PERCH_QAWALE_DEFAULT_STONES 8

typedef struct
{
  guint8  origin;
  guint8  n_steps;
  guint64 steps;      /* two bits per step (PerchQawaleStep), the first in the low bits */
} PerchQawaleMove;

typedef struct
{
  guint64 stacks[PERCH_QAWALE_N_SQUARES];   /* two bits per pebble, bottom first */
  guint8  heights[PERCH_QAWALE_N_SQUARES];
  guint16 tops[2];                          /* squares topped by light, by dark */
  guint8  reserves[2];                      /* pebbles still to place, light and dark */
  guint8  to_move;                          /* PerchQawaleColour */
  guint8  stones;                           /* pebbles per player: 8 or 10 */
  guint8  both_lines;                       /* PerchQawaleBothLines */
  guint8  outcome;                          /* PerchQawaleOutcome */
  guint8  given_up;                         /* 1 + the colour that gave up, or 0 */
} PerchQawalePosition;

/* What perch_qawale_position_make() needs to be undone. */
typedef struct
{
  guint64 origin_stack;
  guint8  origin_height;
  guint8  outcome;
  guint16 tops[2];
} PerchQawaleUndo;

typedef struct
{
  const PerchQawalePosition *position;
  guint8                     origin;
  guint8                     length;
  guint8                     depth;
  guint8                     squares[PERCH_QAWALE_MAX_PEBBLES + 1];
  guint8                     next_step[PERCH_QAWALE_MAX_PEBBLES + 1];
  guint64                    steps;
} PerchQawaleMoveIter;

GQuark              perch_qawale_error_quark        (void);

void                perch_qawale_position_init      (PerchQawalePosition       *self,
                                                     guint                      stones,
                                                     PerchQawaleColour          first,
                                                     PerchQawaleBothLines       both_lines);
PerchQawalePosition *perch_qawale_position_copy     (const PerchQawalePosition *self);
void                perch_qawale_position_free      (PerchQawalePosition       *self);
gboolean            perch_qawale_position_equal     (const PerchQawalePosition *a,
                                                     const PerchQawalePosition *b);

guint               perch_qawale_position_ply       (const PerchQawalePosition *self);
PerchQawalePebble   perch_qawale_position_top       (const PerchQawalePosition *self,
                                                     guint                      square);
PerchQawalePebble   perch_qawale_position_pebble    (const PerchQawalePosition *self,
                                                     guint                      square,
                                                     guint                      index);
PerchQawaleOutcome  perch_qawale_position_outcome   (const PerchQawalePosition *self);
guint16             perch_qawale_position_winning_lines (const PerchQawalePosition *self);
void                perch_qawale_position_give_up   (PerchQawalePosition       *self,
                                                     PerchQawaleColour          colour);
void                perch_qawale_position_set_both_lines (PerchQawalePosition  *self,
                                                          PerchQawaleBothLines  rule);

gboolean            perch_qawale_position_check_move (const PerchQawalePosition *self,
                                                      const PerchQawaleMove     *move,
                                                      GError                   **error);
gboolean            perch_qawale_position_play      (PerchQawalePosition       *self,
                                                     const PerchQawaleMove     *move,
                                                     GError                   **error);
void                perch_qawale_position_make      (PerchQawalePosition       *self,
                                                     const PerchQawaleMove     *move,
                                                     PerchQawaleUndo           *undo);
void                perch_qawale_position_unmake    (PerchQawalePosition       *self,
                                                     const PerchQawaleMove     *move,
                                                     const PerchQawaleUndo     *undo);

guint64             perch_qawale_position_count_moves (const PerchQawalePosition *self);
void                perch_qawale_move_iter_init     (PerchQawaleMoveIter       *iter,
                                                     const PerchQawalePosition *position);
gboolean            perch_qawale_move_iter_next     (PerchQawaleMoveIter       *iter,
                                                     PerchQawaleMove           *move);
gboolean            perch_qawale_position_nth_move  (const PerchQawalePosition *self,
                                                     guint64                    index,
                                                     PerchQawaleMove           *move);
guint64             perch_qawale_perft              (PerchQawalePosition       *self,
                                                     guint                      depth);

PerchQawaleStep     perch_qawale_move_step          (const PerchQawaleMove     *move,
                                                     guint                      index);
guint               perch_qawale_move_squares       (const PerchQawaleMove     *move,
                                                     guint8                    *squares);
gboolean            perch_qawale_move_equal         (const PerchQawaleMove     *a,
                                                     const PerchQawaleMove     *b);
char               *perch_qawale_move_to_string     (const PerchQawaleMove     *move);
gboolean            perch_qawale_move_parse         (const char                *text,
                                                     PerchQawaleMove           *move,
                                                     GError                   **error);
gboolean            perch_qawale_position_parse_move (const PerchQawalePosition *self,
                                                      const char                *text,
                                                      PerchQawaleMove           *move,
                                                      GError                   **error);

char               *perch_qawale_position_to_string (const PerchQawalePosition *self);
PerchQawalePosition *perch_qawale_position_parse    (const char                *text,
                                                     GError                   **error);
char               *perch_qawale_position_diagram   (const PerchQawalePosition *self);

const char         *perch_qawale_colour_name        (PerchQawaleColour          colour);
const char         *perch_qawale_outcome_phrase     (PerchQawaleOutcome         outcome);
const char         *perch_qawale_outcome_name       (PerchQawaleOutcome         outcome);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchQawalePosition, perch_qawale_position_free)

G_END_DECLS
