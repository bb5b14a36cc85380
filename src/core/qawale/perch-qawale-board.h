/* perch-qawale-board.h: the 4x4 board as data: squares, steps, lines, symmetries, path counts
 *
 * Squares are numbered rank by rank from a1: a1 = 0, b1 = 1, ..., d1 = 3, a2 = 4, ...,
 * d4 = 15 (file = square % 4, rank = square / 4). Sets of squares are 16-bit masks, bit s
 * for square s. Every table here is built once, on first use, from the geometry alone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define PERCH_QAWALE_N_SQUARES 16
#define PERCH_QAWALE_N_LINES   10
#define PERCH_QAWALE_N_SYMMETRIES 8
/* 8 neutral pebbles and at most 10 of each colour: no stack, and so no path, is longer. */
#define PERCH_QAWALE_MAX_PEBBLES 28
#define PERCH_QAWALE_NO_SQUARE   0xff

/* A step of a sowing path; the opposite of a step is step ^ 2. */
typedef enum
{
  PERCH_QAWALE_NORTH,   /* rank + 1 */
  PERCH_QAWALE_EAST,    /* file + 1 */
  PERCH_QAWALE_SOUTH,   /* rank - 1 */
  PERCH_QAWALE_WEST,    /* file - 1 */
} PerchQawaleStep;

#define PERCH_QAWALE_OPPOSITE(step) ((step) ^ 2)

/* The square one step away, or PERCH_QAWALE_NO_SQUARE off the board; the table is
 * public for the move generators' inner loops. */
extern const guint8 perch_qawale_neighbours[PERCH_QAWALE_N_SQUARES][4];

guint8         perch_qawale_neighbour        (guint            square,
                                              PerchQawaleStep  step);
/* The 10 lines that win: 4 ranks, 4 files, 2 long diagonals. */
const guint16 *perch_qawale_lines            (void);
/* Lines through each square, as indices into perch_qawale_lines(). */
guint16        perch_qawale_lines_through    (guint            square);
/* Non-reversing walks of @length steps from @square (every legal path of a stack of
 * height @length - 1 placed on there). */
guint64        perch_qawale_path_count       (guint            square,
                                              guint            length);
/* The squares where such walks can end. */
guint16        perch_qawale_walk_ends        (guint            square,
                                              guint            length);

/* The 8 symmetries of the square board: symmetry 0 is the identity. */
guint8         perch_qawale_symmetry_square  (guint            symmetry,
                                              guint            square);
PerchQawaleStep perch_qawale_symmetry_step   (guint            symmetry,
                                              PerchQawaleStep  step);
guint          perch_qawale_symmetry_inverse (guint            symmetry);

/* Whether the squares in @tops hold a whole rank, file or long diagonal: a rank is four
 * bits in a row at 0, 4, 8 or 12, a file four bits 4 apart. */
static inline gboolean
perch_qawale_has_line (guint16 tops)
{
  guint rows = tops & (tops >> 1) & (tops >> 2) & (tops >> 3) & 0x1111;
  guint files = tops & (tops >> 4) & (tops >> 8) & (tops >> 12);

  return (rows | files) != 0 || (tops & 0x8421) == 0x8421 || (tops & 0x1248) == 0x1248;
}

char           perch_qawale_step_letter      (PerchQawaleStep  step);
void           perch_qawale_square_name      (guint            square,
                                              char             name[3]);

G_END_DECLS
