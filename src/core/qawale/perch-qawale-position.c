/* perch-qawale-position.c: Qawale positions, the rules of a move, notation and perft
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "perch-qawale-position.h"

#include <string.h>

#include "perch-qawale-problem.h"

#define N PERCH_QAWALE_N_SQUARES

static const char pebble_letters[] = "?ldn";

static guint16
complete_lines (guint16 tops)
{
  const guint16 *lines = perch_qawale_lines ();
  guint16 found = 0;

  for (guint l = 0; l < PERCH_QAWALE_N_LINES; l++)
    if ((tops & lines[l]) == lines[l])
      found |= 1u << l;
  return found;
}

/* Rules 8 to 11, judged after @mover's whole sowing. */
static PerchQawaleOutcome
judge (const PerchQawalePosition *self,
       guint                      mover)
{
  gboolean mine = perch_qawale_has_line (self->tops[mover]);
  gboolean theirs = perch_qawale_has_line (self->tops[mover ^ 1]);

  if (mine && theirs && self->both_lines == PERCH_QAWALE_BOTH_LINES_DRAW)
    return PERCH_QAWALE_DRAW;
  if (mine)
    return mover == PERCH_QAWALE_LIGHT ? PERCH_QAWALE_WIN_LIGHT : PERCH_QAWALE_WIN_DARK;
  if (theirs)
    return mover == PERCH_QAWALE_LIGHT ? PERCH_QAWALE_WIN_DARK : PERCH_QAWALE_WIN_LIGHT;
  if (self->reserves[0] == 0 && self->reserves[1] == 0)
    return PERCH_QAWALE_DRAW;
  return PERCH_QAWALE_ONGOING;
}

static void
set_top (PerchQawalePosition *self,
         guint                square)
{
  guint16 bit = 1u << square;
  guint pebble = self->heights[square] > 0
                   ? (self->stacks[square] >> (2 * (self->heights[square] - 1))) & 3 : 0;

  self->tops[0] &= ~bit;
  self->tops[1] &= ~bit;
  if (pebble == PERCH_QAWALE_PEBBLE_LIGHT)
    self->tops[0] |= bit;
  else if (pebble == PERCH_QAWALE_PEBBLE_DARK)
    self->tops[1] |= bit;
}

/* Rule 3: two neutral pebbles on each corner. */
void
perch_qawale_position_init (PerchQawalePosition  *self,
                            guint                 stones,
                            PerchQawaleColour     first,
                            PerchQawaleBothLines  both_lines)
{
  static const guint8 corners[] = { 0, 3, 12, 15 };

  g_return_if_fail (self != NULL);
  g_return_if_fail (stones == 8 || stones == 10);
  g_return_if_fail (first == PERCH_QAWALE_LIGHT || first == PERCH_QAWALE_DARK);

  memset (self, 0, sizeof *self);
  for (guint i = 0; i < G_N_ELEMENTS (corners); i++)
    {
      self->stacks[corners[i]] = PERCH_QAWALE_PEBBLE_NEUTRAL | (PERCH_QAWALE_PEBBLE_NEUTRAL << 2);
      self->heights[corners[i]] = 2;
    }
  self->reserves[0] = self->reserves[1] = stones;
  self->stones = stones;
  self->to_move = first;
  self->both_lines = both_lines;
  self->outcome = PERCH_QAWALE_ONGOING;
}

PerchQawalePosition *
perch_qawale_position_copy (const PerchQawalePosition *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return g_memdup2 (self, sizeof *self);
}

void
perch_qawale_position_free (PerchQawalePosition *self)
{
  g_free (self);
}

gboolean
perch_qawale_position_equal (const PerchQawalePosition *a,
                             const PerchQawalePosition *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return memcmp (a->stacks, b->stacks, sizeof a->stacks) == 0 &&
         memcmp (a->heights, b->heights, sizeof a->heights) == 0 &&
         a->reserves[0] == b->reserves[0] && a->reserves[1] == b->reserves[1] &&
         a->to_move == b->to_move && a->stones == b->stones &&
         a->both_lines == b->both_lines && a->outcome == b->outcome &&
         a->given_up == b->given_up;
}

/* Moves played so far. */
guint
perch_qawale_position_ply (const PerchQawalePosition *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return 2u * self->stones - self->reserves[0] - self->reserves[1];
}

PerchQawalePebble
perch_qawale_position_pebble (const PerchQawalePosition *self,
                              guint                      square,
                              guint                      index)
{
  g_return_val_if_fail (self != NULL, PERCH_QAWALE_PEBBLE_NONE);
  g_return_val_if_fail (square < N, PERCH_QAWALE_PEBBLE_NONE);

  if (index >= self->heights[square])
    return PERCH_QAWALE_PEBBLE_NONE;
  return (self->stacks[square] >> (2 * index)) & 3;
}

PerchQawalePebble
perch_qawale_position_top (const PerchQawalePosition *self,
                           guint                      square)
{
  g_return_val_if_fail (self != NULL, PERCH_QAWALE_PEBBLE_NONE);
  g_return_val_if_fail (square < N, PERCH_QAWALE_PEBBLE_NONE);

  if (self->heights[square] == 0)
    return PERCH_QAWALE_PEBBLE_NONE;
  return perch_qawale_position_pebble (self, square, self->heights[square] - 1);
}

PerchQawaleOutcome
perch_qawale_position_outcome (const PerchQawalePosition *self)
{
  g_return_val_if_fail (self != NULL, PERCH_QAWALE_ONGOING);

  return self->outcome;
}

/* The lines (bit l for line l of perch_qawale_lines()) that won the game: the winner's
 * complete lines; none after a draw or a give-up. */
guint16
perch_qawale_position_winning_lines (const PerchQawalePosition *self)
{
  g_return_val_if_fail (self != NULL, 0);

  if (self->given_up != 0)
    return 0;
  switch (self->outcome)
    {
    case PERCH_QAWALE_WIN_LIGHT:
      return complete_lines (self->tops[PERCH_QAWALE_LIGHT]);
    case PERCH_QAWALE_WIN_DARK:
      return complete_lines (self->tops[PERCH_QAWALE_DARK]);
    case PERCH_QAWALE_ONGOING:
    case PERCH_QAWALE_DRAW:
    default:
      return 0;
    }
}

/* Rule 12: @colour concedes; the other player wins. */
void
perch_qawale_position_give_up (PerchQawalePosition *self,
                               PerchQawaleColour    colour)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (self->outcome == PERCH_QAWALE_ONGOING);

  self->given_up = colour + 1;
  self->outcome = colour == PERCH_QAWALE_LIGHT ? PERCH_QAWALE_WIN_DARK : PERCH_QAWALE_WIN_LIGHT;
}

/* Changes rule 10 for this position (and judges a finished one again). */
void
perch_qawale_position_set_both_lines (PerchQawalePosition  *self,
                                      PerchQawaleBothLines  rule)
{
  g_return_if_fail (self != NULL);

  self->both_lines = rule;
  if (self->given_up == 0 && perch_qawale_position_ply (self) > 0)
    self->outcome = judge (self, self->to_move ^ 1);
}

PerchQawaleStep
perch_qawale_move_step (const PerchQawaleMove *move,
                        guint                  index)
{
  g_return_val_if_fail (move != NULL, PERCH_QAWALE_NORTH);

  return (move->steps >> (2 * index)) & 3;
}

gboolean
perch_qawale_move_equal (const PerchQawaleMove *a,
                         const PerchQawaleMove *b)
{
  guint64 mask;

  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  mask = a->n_steps >= 32 ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << (2 * a->n_steps)) - 1;
  return a->origin == b->origin && a->n_steps == b->n_steps &&
         ((a->steps ^ b->steps) & mask) == 0;
}

/* Fills @squares with the origin and the square after each step (n_steps + 1 in all);
 * returns how many are on the board. */
guint
perch_qawale_move_squares (const PerchQawaleMove *move,
                           guint8                *squares)
{
  guint square;

  g_return_val_if_fail (move != NULL && squares != NULL, 0);
  g_return_val_if_fail (move->origin < N, 0);

  square = move->origin;
  squares[0] = square;
  for (guint i = 0; i < move->n_steps; i++)
    {
      square = perch_qawale_neighbours[square][(move->steps >> (2 * i)) & 3];
      if (square == PERCH_QAWALE_NO_SQUARE)
        return i + 1;
      squares[i + 1] = square;
    }
  return move->n_steps + 1;
}

/* Rules 5 to 7: place on the origin, lift it, drop the pebbles bottom first along the
 * path. Assumes the move is legal. */
void
perch_qawale_position_make (PerchQawalePosition   *self,
                            const PerchQawaleMove *move,
                            PerchQawaleUndo       *undo)
{
  guint mover = self->to_move;
  guint square = move->origin;
  guint64 lifted, steps = move->steps;

  undo->origin_stack = self->stacks[square];
  undo->origin_height = self->heights[square];
  undo->outcome = self->outcome;
  undo->tops[0] = self->tops[0];
  undo->tops[1] = self->tops[1];

  lifted = self->stacks[square] | ((guint64) (mover + 1) << (2 * self->heights[square]));
  self->stacks[square] = 0;
  self->heights[square] = 0;
  self->tops[0] &= ~(1u << square);
  self->tops[1] &= ~(1u << square);
  for (guint i = 0; i < move->n_steps; i++)
    {
      guint pebble = lifted & 3;
      guint16 bit;

      square = perch_qawale_neighbours[square][steps & 3];
      steps >>= 2;
      lifted >>= 2;
      self->stacks[square] |= (guint64) pebble << (2 * self->heights[square]);
      self->heights[square]++;
      bit = 1u << square;
      self->tops[0] &= ~bit;
      self->tops[1] &= ~bit;
      if (pebble != PERCH_QAWALE_PEBBLE_NEUTRAL)
        self->tops[pebble - 1] |= bit;
    }
  self->reserves[mover]--;
  self->to_move = mover ^ 1;
  self->outcome = judge (self, mover);
}

void
perch_qawale_position_unmake (PerchQawalePosition   *self,
                              const PerchQawaleMove *move,
                              const PerchQawaleUndo *undo)
{
  guint8 squares[PERCH_QAWALE_MAX_PEBBLES + 1];

  perch_qawale_move_squares (move, squares);
  for (guint i = move->n_steps; i >= 1; i--)
    {
      guint square = squares[i];

      self->heights[square]--;
      self->stacks[square] &= ~(G_GUINT64_CONSTANT (3) << (2 * self->heights[square]));
    }
  self->stacks[move->origin] = undo->origin_stack;
  self->heights[move->origin] = undo->origin_height;
  self->tops[0] = undo->tops[0];
  self->tops[1] = undo->tops[1];
  self->outcome = undo->outcome;
  self->to_move ^= 1;
  self->reserves[self->to_move]++;
}

/* Sets @error to a problem (perch-qawale-problem.h) and returns FALSE. Every complaint
 * about a move names the move as the user wrote it (the subject). */
#define FAIL(code, ...) \
  perch_qawale_problem_set (error, PERCH_QAWALE_ERROR, code, &(PerchQawaleProblem) { __VA_ARGS__ })

/* Rule 5 (orthogonal steps on the board) and rule 7 (no immediate reversal). */
static gboolean
check_path (const PerchQawaleMove *move,
            const char            *text,
            GError               **error)
{
  guint square = move->origin;

  for (guint i = 0; i < move->n_steps; i++)
    {
      guint step = (move->steps >> (2 * i)) & 3;

      if (i > 0 && step == PERCH_QAWALE_OPPOSITE ((move->steps >> (2 * (i - 1))) & 3))
        return FAIL (PERCH_QAWALE_ERROR_ILLEGAL, .kind = PERCH_QAWALE_PROBLEM_REVERSES,
                     .subject = text, .number = i + 1,
                     .square = perch_qawale_neighbours[square][step]);
      square = perch_qawale_neighbours[square][step];
      if (square == PERCH_QAWALE_NO_SQUARE)
        return FAIL (PERCH_QAWALE_ERROR_ILLEGAL, .kind = PERCH_QAWALE_PROBLEM_OFF_BOARD,
                     .subject = text, .number = i + 1);
    }
  return TRUE;
}

gboolean
perch_qawale_position_check_move (const PerchQawalePosition *self,
                                  const PerchQawaleMove     *move,
                                  GError                   **error)
{
  g_autofree char *text = NULL;
  guint height;
  char name[3];

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (move->origin >= N)
    return FAIL (PERCH_QAWALE_ERROR_ILLEGAL, .kind = PERCH_QAWALE_PROBLEM_NO_SQUARE);
  text = perch_qawale_move_to_string (move);
  if (self->outcome != PERCH_QAWALE_ONGOING)
    return FAIL (PERCH_QAWALE_ERROR_ILLEGAL, .kind = PERCH_QAWALE_PROBLEM_GAME_OVER,
                 .subject = text, .outcome = self->outcome);
  if (self->reserves[self->to_move] == 0)
    return FAIL (PERCH_QAWALE_ERROR_ILLEGAL, .kind = PERCH_QAWALE_PROBLEM_NO_PEBBLES,
                 .subject = text, .colour = self->to_move);
  height = self->heights[move->origin];
  perch_qawale_square_name (move->origin, name);
  if (height == 0)
    return FAIL (PERCH_QAWALE_ERROR_ILLEGAL, .kind = PERCH_QAWALE_PROBLEM_EMPTY_STACK,
                 .subject = name, .square = move->origin);
  if (move->n_steps != height + 1)
    return FAIL (PERCH_QAWALE_ERROR_ILLEGAL, .kind = PERCH_QAWALE_PROBLEM_STEP_COUNT,
                 .subject = text, .number = height);
  return check_path (move, text, error);
}

gboolean
perch_qawale_position_play (PerchQawalePosition   *self,
                            const PerchQawaleMove *move,
                            GError               **error)
{
  PerchQawaleUndo undo;

  if (!perch_qawale_position_check_move (self, move, error))
    return FALSE;
  perch_qawale_position_make (self, move, &undo);
  return TRUE;
}

/* The number of legal moves, from the path tables alone. */
guint64
perch_qawale_position_count_moves (const PerchQawalePosition *self)
{
  guint64 total = 0;

  g_return_val_if_fail (self != NULL, 0);

  if (self->outcome != PERCH_QAWALE_ONGOING || self->reserves[self->to_move] == 0)
    return 0;
  for (guint s = 0; s < N; s++)
    if (self->heights[s] > 0)
      total += perch_qawale_path_count (s, self->heights[s] + 1);
  return total;
}

/* Moves come origin by origin (a1 first), each origin's paths in step order N, E, S, W. */
void
perch_qawale_move_iter_init (PerchQawaleMoveIter       *iter,
                             const PerchQawalePosition *position)
{
  g_return_if_fail (iter != NULL);
  g_return_if_fail (position != NULL);

  memset (iter, 0, sizeof *iter);
  iter->position = position;
  iter->origin = 0;
  iter->length = 0;   /* no origin started yet */
  if (position->outcome != PERCH_QAWALE_ONGOING || position->reserves[position->to_move] == 0)
    iter->origin = N;
}

/* A depth-first walk of the paths, resumed where the last call left it. */
gboolean
perch_qawale_move_iter_next (PerchQawaleMoveIter *iter,
                             PerchQawaleMove     *move)
{
  const PerchQawalePosition *position;

  g_return_val_if_fail (iter != NULL && move != NULL, FALSE);

  position = iter->position;
  for (;;)
    {
      guint depth, step;

      if (iter->length == 0)
        {
          while (iter->origin < N && position->heights[iter->origin] == 0)
            iter->origin++;
          if (iter->origin >= N)
            return FALSE;
          iter->length = position->heights[iter->origin] + 1;
          iter->depth = 0;
          iter->squares[0] = iter->origin;
          iter->next_step[0] = 0;
          iter->steps = 0;
        }

      depth = iter->depth;
      step = iter->next_step[depth];
      while (step < 4)
        {
          guint8 next = perch_qawale_neighbours[iter->squares[depth]][step];

          if (next != PERCH_QAWALE_NO_SQUARE &&
              (depth == 0 ||
               step != PERCH_QAWALE_OPPOSITE ((iter->steps >> (2 * (depth - 1))) & 3)))
            break;
          step++;
        }
      if (step == 4)
        {
          if (depth == 0)
            {
              iter->origin++;
              iter->length = 0;
            }
          else
            iter->depth--;
          continue;
        }

      iter->next_step[depth] = step + 1;
      iter->steps = (iter->steps & ~(G_GUINT64_CONSTANT (3) << (2 * depth))) |
                    ((guint64) step << (2 * depth));
      iter->squares[depth + 1] = perch_qawale_neighbours[iter->squares[depth]][step];
      if (depth + 1 == iter->length)
        {
          move->origin = iter->origin;
          move->n_steps = iter->length;
          move->steps = iter->steps & ((G_GUINT64_CONSTANT (1) << (2 * iter->length)) - 1);
          return TRUE;
        }
      iter->depth = depth + 1;
      iter->next_step[depth + 1] = 0;
    }
}

/* The move that the iterator would give after @index others, found without walking
 * the paths of the origins before it. */
gboolean
perch_qawale_position_nth_move (const PerchQawalePosition *self,
                                guint64                    index,
                                PerchQawaleMove           *move)
{
  PerchQawaleMoveIter iter;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  perch_qawale_move_iter_init (&iter, self);
  while (iter.origin < N)
    {
      guint64 paths = self->heights[iter.origin] > 0
                        ? perch_qawale_path_count (iter.origin, self->heights[iter.origin] + 1)
                        : 0;

      if (index < paths)
        break;
      index -= paths;
      iter.origin++;
    }
  while (perch_qawale_move_iter_next (&iter, move))
    if (index-- == 0)
      return TRUE;
  return FALSE;
}

/* Leaf move sequences @depth plies deep; a finished game is a leaf. The last ply is
 * counted from the path tables rather than played. */
guint64
perch_qawale_perft (PerchQawalePosition *self,
                    guint                depth)
{
  PerchQawaleMoveIter iter;
  PerchQawaleMove move;
  guint64 total = 0;

  g_return_val_if_fail (self != NULL, 0);

  if (depth == 0 || self->outcome != PERCH_QAWALE_ONGOING)
    return 1;
  if (depth == 1)
    return perch_qawale_position_count_moves (self);

  perch_qawale_move_iter_init (&iter, self);
  while (perch_qawale_move_iter_next (&iter, &move))
    {
      PerchQawaleUndo undo;

      perch_qawale_position_make (self, &move, &undo);
      total += perch_qawale_perft (self, depth - 1);
      perch_qawale_position_unmake (self, &move, &undo);
    }
  return total;
}

char *
perch_qawale_move_to_string (const PerchQawaleMove *move)
{
  char text[3 + PERCH_QAWALE_MAX_PEBBLES + 4];
  guint n;

  g_return_val_if_fail (move != NULL, NULL);
  g_return_val_if_fail (move->origin < N, NULL);

  perch_qawale_square_name (move->origin, text);
  n = MIN (move->n_steps, 32u);
  for (guint i = 0; i < n; i++)
    text[2 + i] = perch_qawale_step_letter ((move->steps >> (2 * i)) & 3);
  text[2 + n] = '\0';
  return g_strdup (text);
}

/* The notation alone: a square, then one step per pebble, each step on the board and
 * none reversing the one before. Whether the move fits a position is
 * perch_qawale_position_parse_move()'s business. */
gboolean
perch_qawale_move_parse (const char       *text,
                         PerchQawaleMove  *move,
                         GError          **error)
{
  PerchQawaleMove parsed = { 0, 0, 0 };
  gsize length;
  char file, rank;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  length = strlen (text);
  if (length == 0)
    return FAIL (PERCH_QAWALE_ERROR_PARSE, .kind = PERCH_QAWALE_PROBLEM_MOVE_EMPTY);
  file = g_ascii_tolower (text[0]);
  if (file < 'a' || file > 'd')
    return FAIL (PERCH_QAWALE_ERROR_PARSE, .kind = PERCH_QAWALE_PROBLEM_MOVE_FILE,
                 .subject = text, .letter = g_ascii_isprint (text[0]) ? text[0] : '?');
  rank = text[1];
  if (rank == '\0')
    return FAIL (PERCH_QAWALE_ERROR_PARSE, .kind = PERCH_QAWALE_PROBLEM_MOVE_NO_RANK,
                 .subject = text);
  if (rank < '1' || rank > '4')
    return FAIL (PERCH_QAWALE_ERROR_PARSE, .kind = PERCH_QAWALE_PROBLEM_MOVE_RANK,
                 .subject = text, .letter = g_ascii_isprint (rank) ? rank : '?');
  parsed.origin = (rank - '1') * 4 + (file - 'a');
  if (length == 2)
    return FAIL (PERCH_QAWALE_ERROR_PARSE, .kind = PERCH_QAWALE_PROBLEM_MOVE_NO_STEPS,
                 .subject = text);
  if (length - 2 > PERCH_QAWALE_MAX_PEBBLES)
    return FAIL (PERCH_QAWALE_ERROR_PARSE, .kind = PERCH_QAWALE_PROBLEM_MOVE_TOO_LONG,
                 .subject = text, .number = length - 2);
  for (gsize i = 2; i < length; i++)
    {
      const char *letter = strchr ("NESW", g_ascii_toupper (text[i]));

      if (text[i] == '\0' || letter == NULL)
        return FAIL (PERCH_QAWALE_ERROR_PARSE, .kind = PERCH_QAWALE_PROBLEM_MOVE_STEP,
                     .subject = text, .letter = g_ascii_isprint (text[i]) ? text[i] : '?',
                     .number = i + 1);
      parsed.steps |= (guint64) (letter - "NESW") << (2 * (i - 2));
    }
  parsed.n_steps = length - 2;
  if (!check_path (&parsed, text, error))
    return FALSE;
  *move = parsed;
  return TRUE;
}

gboolean
perch_qawale_position_parse_move (const PerchQawalePosition *self,
                                  const char                *text,
                                  PerchQawaleMove           *move,
                                  GError                   **error)
{
  PerchQawaleMove parsed;

  g_return_val_if_fail (self != NULL, FALSE);

  if (!perch_qawale_move_parse (text, &parsed, error) ||
      !perch_qawale_position_check_move (self, &parsed, error))
    return FALSE;
  *move = parsed;
  return TRUE;
}

/* The position as one line: ranks 4 to 1 separated by '/', squares a to d separated by
 * ',', each stack bottom first in letters (n neutral, l light, d dark; nothing for an
 * empty square), then who is to move and the reserves of light and dark:
 * "nn,,,nn/,,,/,,,/nn,,,nn light 8 8". */
char *
perch_qawale_position_to_string (const PerchQawalePosition *self)
{
  GString *out;

  g_return_val_if_fail (self != NULL, NULL);

  out = g_string_new (NULL);
  for (int rank = 3; rank >= 0; rank--)
    {
      for (guint file = 0; file < 4; file++)
        {
          guint square = rank * 4 + file;

          for (guint i = 0; i < self->heights[square]; i++)
            g_string_append_c (out, pebble_letters[(self->stacks[square] >> (2 * i)) & 3]);
          if (file < 3)
            g_string_append_c (out, ',');
        }
      if (rank > 0)
        g_string_append_c (out, '/');
    }
  g_string_append_printf (out, " %s %u %u", perch_qawale_colour_name (self->to_move),
                          self->reserves[0], self->reserves[1]);
  return g_string_free (out, FALSE);
}

static PerchQawalePosition *
parse_fail (GError     **error,
            const char  *format,
            ...) G_GNUC_PRINTF (2, 3);

static PerchQawalePosition *
parse_fail (GError     **error,
            const char  *format,
            ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, PERCH_QAWALE_ERROR, PERCH_QAWALE_ERROR_PARSE, message);
  return NULL;
}

/* Reads perch_qawale_position_to_string()'s format. The pebbles must add up: 8 neutral,
 * and for each player as many on the board and in reserve as the other (8 or 10); the
 * player to move is the one with more in reserve, or either when they are level. A
 * position with a line showing is judged as if the player not to move made it. */
PerchQawalePosition *
perch_qawale_position_parse (const char  *text,
                             GError     **error)
{
  g_autoptr(PerchQawalePosition) position = g_new0 (PerchQawalePosition, 1);
  g_auto(GStrv) fields = NULL;
  g_auto(GStrv) ranks = NULL;
  g_autofree char *copy = NULL;
  guint counts[4] = { 0 };
  guint total = 0;
  guint64 reserve[2];
  char *end;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  copy = g_strstrip (g_strdup (text));
  fields = g_strsplit_set (copy, " \t", -1);
  {
    /* g_strsplit_set keeps empty fields between repeated spaces; drop them. */
    guint kept = 0;

    for (guint i = 0; fields[i] != NULL; i++)
      if (fields[i][0] != '\0')
        fields[kept++] = fields[i];
      else
        g_free (fields[i]);
    fields[kept] = NULL;
  }
  if (g_strv_length (fields) != 4)
    return parse_fail (error, "a position has four fields: the stacks, who is to move, "
                       "and the reserves of light and dark (\"nn,,,nn/,,,/,,,/nn,,,nn "
                       "light 8 8\")");

  ranks = g_strsplit (fields[0], "/", -1);
  if (g_strv_length (ranks) != 4)
    return parse_fail (error, "'%s': the stacks are four ranks (4 down to 1) separated by '/'",
                       fields[0]);
  for (guint r = 0; r < 4; r++)
    {
      g_auto(GStrv) squares = g_strsplit (ranks[r], ",", -1);

      if (g_strv_length (squares) != 4)
        return parse_fail (error, "rank %u: '%s' is not four stacks separated by ','",
                           4 - r, ranks[r]);
      for (guint f = 0; f < 4; f++)
        {
          guint square = (3 - r) * 4 + f;
          const char *stack = squares[f];
          gsize height = strlen (stack);
          char name[3];

          perch_qawale_square_name (square, name);
          if (strcmp (stack, "-") == 0)
            height = 0;
          if (height > PERCH_QAWALE_MAX_PEBBLES)
            return parse_fail (error, "%s: a stack of %" G_GSIZE_FORMAT " pebbles (at most %d)",
                               name, height, PERCH_QAWALE_MAX_PEBBLES);
          for (gsize i = 0; i < height; i++)
            {
              const char *letter = strchr (pebble_letters + 1, g_ascii_tolower (stack[i]));

              if (stack[i] == '\0' || letter == NULL)
                return parse_fail (error, "%s: '%c' is not a pebble (n neutral, l light, "
                                   "d dark)", name, stack[i]);
              position->stacks[square] |= (guint64) (letter - pebble_letters) << (2 * i);
              counts[letter - pebble_letters]++;
            }
          position->heights[square] = height;
          total += height;
          set_top (position, square);
        }
    }
  if (total > PERCH_QAWALE_MAX_PEBBLES)
    return parse_fail (error, "%u pebbles on the board (at most %d)", total,
                       PERCH_QAWALE_MAX_PEBBLES);

  if (strcmp (fields[1], "light") == 0)
    position->to_move = PERCH_QAWALE_LIGHT;
  else if (strcmp (fields[1], "dark") == 0)
    position->to_move = PERCH_QAWALE_DARK;
  else
    return parse_fail (error, "'%s': the player to move is light or dark", fields[1]);

  for (guint c = 0; c < 2; c++)
    {
      reserve[c] = g_ascii_strtoull (fields[2 + c], &end, 10);
      if (*end != '\0' || end == fields[2 + c] || reserve[c] > 10)
        return parse_fail (error, "'%s': the reserve of %s is a number from 0 to 10",
                           fields[2 + c], c == 0 ? "light" : "dark");
      position->reserves[c] = reserve[c];
    }
  if (counts[PERCH_QAWALE_PEBBLE_NEUTRAL] != 8)
    return parse_fail (error, "%u neutral pebbles on the board: there are always 8",
                       counts[PERCH_QAWALE_PEBBLE_NEUTRAL]);
  position->stones = counts[PERCH_QAWALE_PEBBLE_LIGHT] + reserve[0];
  if (position->stones != 8 && position->stones != 10)
    return parse_fail (error, "light has %u pebbles on the board and %u in reserve: a player "
                       "has 8 or 10 in all", counts[PERCH_QAWALE_PEBBLE_LIGHT],
                       (guint) reserve[0]);
  if (counts[PERCH_QAWALE_PEBBLE_DARK] + reserve[1] != position->stones)
    return parse_fail (error, "dark has %u pebbles on the board and %u in reserve, but light "
                       "has %u in all", counts[PERCH_QAWALE_PEBBLE_DARK], (guint) reserve[1],
                       position->stones);
  if (reserve[position->to_move] < reserve[position->to_move ^ 1] ||
      reserve[position->to_move] > reserve[position->to_move ^ 1] + 1)
    return parse_fail (error, "%s cannot be to move with %u pebbles in reserve against %u",
                       fields[1], (guint) reserve[position->to_move],
                       (guint) reserve[position->to_move ^ 1]);

  position->both_lines = PERCH_QAWALE_BOTH_LINES_MOVER_WINS;
  position->outcome = judge (position, position->to_move ^ 1);
  if (perch_qawale_position_ply (position) == 0)
    position->outcome = PERCH_QAWALE_ONGOING;
  return g_steal_pointer (&position);
}

/* The engine's 'board': stacks bottom to top, the top pebble in capitals, rank 4 first. */
char *
perch_qawale_position_diagram (const PerchQawalePosition *self)
{
  GString *out;
  guint width = 4;

  g_return_val_if_fail (self != NULL, NULL);

  for (guint s = 0; s < N; s++)
    width = MAX (width, self->heights[s] + 2u);
  out = g_string_new ("   ");
  for (guint f = 0; f < 4; f++)
    g_string_append_printf (out, "%-*c", (int) width, 'a' + f);
  g_string_append (out, "(stacks bottom to top: n neutral, l light, d dark; top in capitals)\n");
  for (int rank = 3; rank >= 0; rank--)
    {
      g_string_append_printf (out, "%d  ", rank + 1);
      for (guint f = 0; f < 4; f++)
        {
          guint square = rank * 4 + f;
          guint height = self->heights[square];
          char cell[PERCH_QAWALE_MAX_PEBBLES + 1];

          for (guint i = 0; i < height; i++)
            {
              char letter = pebble_letters[(self->stacks[square] >> (2 * i)) & 3];

              cell[i] = i + 1 == height ? g_ascii_toupper (letter) : letter;
            }
          if (height == 0)
            cell[height++] = '.';
          cell[height] = '\0';
          if (f < 3)
            g_string_append_printf (out, "%-*s", (int) width, cell);
          else
            g_string_append (out, cell);
        }
      g_string_append_c (out, '\n');
    }
  if (self->outcome == PERCH_QAWALE_ONGOING)
    g_string_append_printf (out, "%s to move", perch_qawale_colour_name (self->to_move));
  else if (self->given_up != 0)
    g_string_append_printf (out, "%s gave up, %s", perch_qawale_colour_name (self->given_up - 1),
                            perch_qawale_outcome_phrase (self->outcome));
  else
    g_string_append (out, perch_qawale_outcome_phrase (self->outcome));
  g_string_append_printf (out, ", ply %u of %u, reserves: light %u, dark %u\n.",
                          perch_qawale_position_ply (self), 2u * self->stones,
                          self->reserves[0], self->reserves[1]);
  return g_string_free (out, FALSE);
}

const char *
perch_qawale_colour_name (PerchQawaleColour colour)
{
  return colour == PERCH_QAWALE_LIGHT ? "light" : "dark";
}

/* As a sentence says it: "light won", "dark won", "a draw", "ongoing". */
const char *
perch_qawale_outcome_phrase (PerchQawaleOutcome outcome)
{
  switch (outcome)
    {
    case PERCH_QAWALE_WIN_LIGHT:
      return "light won";
    case PERCH_QAWALE_WIN_DARK:
      return "dark won";
    case PERCH_QAWALE_DRAW:
      return "a draw";
    case PERCH_QAWALE_ONGOING:
    default:
      return "ongoing";
    }
}

/* As the engine says it: "ongoing", "win light", "win dark", "draw". */
const char *
perch_qawale_outcome_name (PerchQawaleOutcome outcome)
{
  switch (outcome)
    {
    case PERCH_QAWALE_WIN_LIGHT:
      return "win light";
    case PERCH_QAWALE_WIN_DARK:
      return "win dark";
    case PERCH_QAWALE_DRAW:
      return "draw";
    case PERCH_QAWALE_ONGOING:
    default:
      return "ongoing";
    }
}
