/* perch-qawale-board.c: squares, steps, lines, symmetries and path counts of the 4x4 board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "perch-qawale-board.h"

#define X PERCH_QAWALE_NO_SQUARE

/* North, east, south, west of each square, a1 first. */
const guint8 perch_qawale_neighbours[PERCH_QAWALE_N_SQUARES][4] = {
  {  4,  1,  X,  X }, {  5,  2,  X,  0 }, {  6,  3,  X,  1 }, {  7,  X,  X,  2 },
  {  8,  5,  0,  X }, {  9,  6,  1,  4 }, { 10,  7,  2,  5 }, { 11,  X,  3,  6 },
  { 12,  9,  4,  X }, { 13, 10,  5,  8 }, { 14, 11,  6,  9 }, { 15,  X,  7, 10 },
  {  X, 13,  8,  X }, {  X, 14,  9, 12 }, {  X, 15, 10, 13 }, {  X,  X, 11, 14 },
};

#undef X

static const guint16 lines[PERCH_QAWALE_N_LINES] = {
  0x000f, 0x00f0, 0x0f00, 0xf000,   /* ranks 1 to 4 */
  0x1111, 0x2222, 0x4444, 0x8888,   /* files a to d */
  0x8421, 0x1248,                   /* a1-d4 and a4-d1 */
};

typedef struct
{
  guint16 lines_through[PERCH_QAWALE_N_SQUARES];
  guint64 paths[PERCH_QAWALE_N_SQUARES][PERCH_QAWALE_MAX_PEBBLES + 1];
  guint16 ends[PERCH_QAWALE_N_SQUARES][PERCH_QAWALE_MAX_PEBBLES + 1];
  guint8  symmetry_square[PERCH_QAWALE_N_SYMMETRIES][PERCH_QAWALE_N_SQUARES];
  guint8  symmetry_step[PERCH_QAWALE_N_SYMMETRIES][4];
  guint8  symmetry_inverse[PERCH_QAWALE_N_SYMMETRIES];
} Tables;

static Tables tables;

/* (file, rank) under symmetry @s, on coordinates 0..3. */
static void
transform (guint  s,
           int    file,
           int    rank,
           int   *out_file,
           int   *out_rank)
{
  int f = file, r = rank, t;

  /* s & 3 quarter turns (clockwise), then a mirror of the files if s & 4. */
  for (guint turn = 0; turn < (s & 3); turn++)
    {
      t = f;
      f = r;
      r = 3 - t;
    }
  if (s & 4)
    f = 3 - f;
  *out_file = f;
  *out_rank = r;
}

static void
build_tables (void)
{
  /* walks[L][s][d]: walks of L more steps from s, the last step having been d (4: none);
   * ends[L][s][d]: where they end. */
  static guint64 walks[PERCH_QAWALE_MAX_PEBBLES + 1][PERCH_QAWALE_N_SQUARES][5];
  static guint16 ends[PERCH_QAWALE_MAX_PEBBLES + 1][PERCH_QAWALE_N_SQUARES][5];

  for (guint s = 0; s < PERCH_QAWALE_N_SQUARES; s++)
    for (guint l = 0; l < PERCH_QAWALE_N_LINES; l++)
      if (lines[l] & (1u << s))
        tables.lines_through[s] |= 1u << l;

  for (guint s = 0; s < PERCH_QAWALE_N_SQUARES; s++)
    for (guint d = 0; d < 5; d++)
      {
        walks[0][s][d] = 1;
        ends[0][s][d] = 1u << s;
      }
  for (guint length = 1; length <= PERCH_QAWALE_MAX_PEBBLES; length++)
    for (guint s = 0; s < PERCH_QAWALE_N_SQUARES; s++)
      for (guint last = 0; last < 5; last++)
        {
          guint64 total = 0;
          guint16 reached = 0;

          for (guint d = 0; d < 4; d++)
            {
              guint8 next = perch_qawale_neighbours[s][d];

              if (next == PERCH_QAWALE_NO_SQUARE || (last < 4 && d == PERCH_QAWALE_OPPOSITE (last)))
                continue;
              total += walks[length - 1][next][d];
              reached |= ends[length - 1][next][d];
            }
          walks[length][s][last] = total;
          ends[length][s][last] = reached;
        }
  for (guint s = 0; s < PERCH_QAWALE_N_SQUARES; s++)
    for (guint length = 0; length <= PERCH_QAWALE_MAX_PEBBLES; length++)
      {
        tables.paths[s][length] = walks[length][s][4];
        tables.ends[s][length] = ends[length][s][4];
      }

  for (guint sym = 0; sym < PERCH_QAWALE_N_SYMMETRIES; sym++)
    {
      for (guint s = 0; s < PERCH_QAWALE_N_SQUARES; s++)
        {
          int f, r;

          transform (sym, s % 4, s / 4, &f, &r);
          tables.symmetry_square[sym][s] = r * 4 + f;
        }
      /* A step maps to the step between the images of a square and its neighbour. */
      for (guint d = 0; d < 4; d++)
        {
          guint from = tables.symmetry_square[sym][5];
          guint to = tables.symmetry_square[sym][perch_qawale_neighbours[5][d]];

          for (guint e = 0; e < 4; e++)
            if (perch_qawale_neighbours[from][e] == to)
              tables.symmetry_step[sym][d] = e;
        }
    }
  for (guint sym = 0; sym < PERCH_QAWALE_N_SYMMETRIES; sym++)
    for (guint inv = 0; inv < PERCH_QAWALE_N_SYMMETRIES; inv++)
      if (tables.symmetry_square[inv][tables.symmetry_square[sym][1]] == 1 &&
          tables.symmetry_square[inv][tables.symmetry_square[sym][4]] == 4)
        tables.symmetry_inverse[sym] = inv;
}

static const Tables *
get_tables (void)
{
  static gsize initialised = 0;

  if (g_once_init_enter (&initialised))
    {
      build_tables ();
      g_once_init_leave (&initialised, 1);
    }
  return &tables;
}

guint8
perch_qawale_neighbour (guint           square,
                        PerchQawaleStep step)
{
  g_return_val_if_fail (square < PERCH_QAWALE_N_SQUARES, PERCH_QAWALE_NO_SQUARE);
  g_return_val_if_fail ((guint) step < 4, PERCH_QAWALE_NO_SQUARE);

  return perch_qawale_neighbours[square][step];
}

const guint16 *
perch_qawale_lines (void)
{
  return lines;
}

guint16
perch_qawale_lines_through (guint square)
{
  g_return_val_if_fail (square < PERCH_QAWALE_N_SQUARES, 0);

  return get_tables ()->lines_through[square];
}

guint64
perch_qawale_path_count (guint square,
                         guint length)
{
  g_return_val_if_fail (square < PERCH_QAWALE_N_SQUARES, 0);
  g_return_val_if_fail (length <= PERCH_QAWALE_MAX_PEBBLES, 0);

  return get_tables ()->paths[square][length];
}

guint16
perch_qawale_walk_ends (guint square,
                        guint length)
{
  g_return_val_if_fail (square < PERCH_QAWALE_N_SQUARES, 0);
  g_return_val_if_fail (length <= PERCH_QAWALE_MAX_PEBBLES, 0);

  return get_tables ()->ends[square][length];
}

guint8
perch_qawale_symmetry_square (guint symmetry,
                              guint square)
{
  g_return_val_if_fail (symmetry < PERCH_QAWALE_N_SYMMETRIES, 0);
  g_return_val_if_fail (square < PERCH_QAWALE_N_SQUARES, 0);

  return get_tables ()->symmetry_square[symmetry][square];
}

PerchQawaleStep
perch_qawale_symmetry_step (guint           symmetry,
                            PerchQawaleStep step)
{
  g_return_val_if_fail (symmetry < PERCH_QAWALE_N_SYMMETRIES, step);
  g_return_val_if_fail ((guint) step < 4, step);

  return get_tables ()->symmetry_step[symmetry][step];
}

guint
perch_qawale_symmetry_inverse (guint symmetry)
{
  g_return_val_if_fail (symmetry < PERCH_QAWALE_N_SYMMETRIES, 0);

  return get_tables ()->symmetry_inverse[symmetry];
}

char
perch_qawale_step_letter (PerchQawaleStep step)
{
  g_return_val_if_fail ((guint) step < 4, '?');

  return "NESW"[step];
}

void
perch_qawale_square_name (guint square,
                          char  name[3])
{
  g_return_if_fail (square < PERCH_QAWALE_N_SQUARES);

  name[0] = 'a' + square % 4;
  name[1] = '1' + square / 4;
  name[2] = '\0';
}
