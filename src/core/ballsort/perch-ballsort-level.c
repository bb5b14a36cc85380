/* perch-ballsort-level.c: Ball Sort positions, the level text format and the rules of a move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-ballsort"

#include "perch-ballsort-level.h"
#include "perch-ballsort-level-private.h"

#include <string.h>

#define MAX_TOKEN_LENGTH 8

G_DEFINE_QUARK (perch-ballsort-error-quark, perch_ballsort_error)

typedef struct
{
  const char *text;
  guint       line;          /* 0: not in a file */
  gsize       column_base;   /* where the text starts in its line */
  gsize      *error_offset;
  GError    **error;
} Parser;

static PerchBallsortLevel *
fail_at (Parser     *parser,
         gsize       offset,
         int         code,
         const char *format,
         ...) G_GNUC_PRINTF (4, 5);

/* Every parse error names the column (1-based) and hands the byte offset
 * back, so that an editor can put the cursor on the problem. */
static PerchBallsortLevel *
fail_at (Parser     *parser,
         gsize       offset,
         int         code,
         const char *format,
         ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  if (parser->error_offset != NULL)
    *parser->error_offset = offset;
  if (parser->line > 0)
    g_set_error (parser->error, PERCH_BALLSORT_ERROR, code,
                 "line %u, column %" G_GSIZE_FORMAT ": %s", parser->line,
                 parser->column_base + offset + 1, message);
  else
    g_set_error (parser->error, PERCH_BALLSORT_ERROR, code,
                 "column %" G_GSIZE_FORMAT ": %s", offset + 1, message);
  return NULL;
}

static gboolean
token_is_colour (const char *token,
                 gsize       length)
{
  if (length == 0 || length > MAX_TOKEN_LENGTH || !g_ascii_islower (token[0]))
    return FALSE;
  for (gsize i = 1; i < length; i++)
    if (!g_ascii_islower (token[i]) && !g_ascii_isdigit (token[i]))
      return FALSE;
  return TRUE;
}

/* A token as an error message may show it: at most 16 characters, bytes
 * that are not printable ASCII written as \xNN, so that binary input still
 * makes a readable (and valid UTF-8) message. */
static char *
printable_token (const char *token,
                 gsize       length)
{
  GString *shown = g_string_new (NULL);

  for (gsize i = 0; i < MIN (length, 16); i++)
    {
      guchar c = (guchar) token[i];

      if (c >= 0x20 && c < 0x7f)
        g_string_append_c (shown, (char) c);
      else
        g_string_append_printf (shown, "\\x%02x", c);
    }
  if (length > 16)
    g_string_append (shown, "...");
  return g_string_free (shown, FALSE);
}

/* One block holds the level and its arrays: the row pointers, the heights,
 * then capacity bytes for each bottle. */
static gsize
level_block_size (guint n_bottles,
                  guint capacity)
{
  return sizeof (PerchBallsortLevel) + n_bottles * sizeof (guint8 *) + n_bottles +
         (gsize) n_bottles * capacity;
}

static void
level_point_arrays (PerchBallsortLevel *level)
{
  guint8 *data;

  level->balls = (guint8 **) (level + 1);
  level->heights = (guint8 *) (level->balls + level->n_bottles);
  data = level->heights + level->n_bottles;
  for (guint b = 0; b < level->n_bottles; b++)
    level->balls[b] = data + (gsize) b * level->capacity;
}

/* An empty level of @n_bottles bottles: fill balls[] and heights[] before
 * anyone else sees it. @colours names the colours (NULL-terminated). */
PerchBallsortLevel *
perch_ballsort_level_new (guint               n_bottles,
                          guint               capacity,
                          const char * const *colours)
{
  PerchBallsortLevel *level;

  g_return_val_if_fail (n_bottles >= 1 && n_bottles <= PERCH_BALLSORT_MAX_BOTTLES, NULL);
  g_return_val_if_fail (capacity >= PERCH_BALLSORT_MIN_CAPACITY &&
                        capacity <= PERCH_BALLSORT_MAX_CAPACITY, NULL);
  g_return_val_if_fail (colours != NULL &&
                        g_strv_length ((char **) colours) <= PERCH_BALLSORT_MAX_COLOURS, NULL);

  level = g_malloc0 (level_block_size (n_bottles, capacity));
  level->capacity = capacity;
  level->n_bottles = n_bottles;
  level->n_colours = g_strv_length ((char **) colours);
  level->colours = g_strdupv ((char **) colours);
  level_point_arrays (level);
  return level;
}

/* The same position with @n_empty empty bottles added after the others. */
PerchBallsortLevel *
perch_ballsort_level_add_empty (const PerchBallsortLevel *self,
                                guint                     n_empty)
{
  PerchBallsortLevel *level;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (self->n_bottles + n_empty <= PERCH_BALLSORT_MAX_BOTTLES, NULL);

  level = perch_ballsort_level_new (self->n_bottles + n_empty, self->capacity,
                                    (const char * const *) self->colours);
  for (guint b = 0; b < self->n_bottles; b++)
    {
      level->heights[b] = self->heights[b];
      memcpy (level->balls[b], self->balls[b], self->capacity);
    }
  return level;
}

PerchBallsortLevel *
perch_ballsort_level_parse (const char  *text,
                            gsize       *error_offset,
                            GError     **error)
{
  return perch_ballsort_level_parse_in_line (text, 0, 0, error_offset, error);
}

/* The parser, its messages placed as "line L, column C" when @line > 0
 * (@column_base: where @text starts in that line). */
PerchBallsortLevel *
perch_ballsort_level_parse_in_line (const char  *text,
                                    guint        line,
                                    gsize        column_base,
                                    gsize       *error_offset,
                                    GError     **error)
{
  PerchBallsortLevel *level;
  g_autoptr(GPtrArray) colours = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) first_seen = g_array_new (FALSE, FALSE, sizeof (gsize));
  guint counts[PERCH_BALLSORT_MAX_COLOURS] = { 0 };
  gsize bottle_start[PERCH_BALLSORT_MAX_BOTTLES];
  guint8 heights[PERCH_BALLSORT_MAX_BOTTLES];
  guint8 balls[PERCH_BALLSORT_MAX_BOTTLES][PERCH_BALLSORT_MAX_CAPACITY];
  Parser parser = { text, line, column_base, error_offset, error };
  guint n_bottles = 0;
  gsize pos = 0;
  guint capacity = 0;
  guint best_votes = 0;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  while (text[pos] == ' ' || text[pos] == '\t')
    pos++;
  if (text[pos] == '\0' || text[pos] == '\n' || text[pos] == '\r')
    return fail_at (&parser, pos, PERCH_BALLSORT_ERROR_PARSE,
                    "the level is empty: write bottles separated by '|', "
                    "balls top first, '-' for an empty bottle");

  for (;;)
    {
      guint8 tokens[PERCH_BALLSORT_MAX_CAPACITY];
      guint n_tokens = 0;
      gboolean empty_mark = FALSE;
      gsize start = pos;
      guint bottle = n_bottles;

      if (bottle == PERCH_BALLSORT_MAX_BOTTLES)
        return fail_at (&parser, pos, PERCH_BALLSORT_ERROR_INVALID,
                        "more than %d bottles", PERCH_BALLSORT_MAX_BOTTLES);
      bottle_start[bottle] = start;

      for (;;)
        {
          gsize token_start, length;

          while (text[pos] == ' ' || text[pos] == '\t')
            pos++;
          if (text[pos] == '|' || text[pos] == '\0' || text[pos] == '\n' || text[pos] == '\r')
            break;

          token_start = pos;
          while (text[pos] != ' ' && text[pos] != '\t' && text[pos] != '|' &&
                 text[pos] != '\0' && text[pos] != '\n' && text[pos] != '\r')
            pos++;
          length = pos - token_start;

          if (length == 1 && text[token_start] == '-')
            {
              if (n_tokens > 0 || empty_mark)
                return fail_at (&parser, token_start, PERCH_BALLSORT_ERROR_PARSE,
                                "bottle %u: '-' marks an empty bottle and stands alone",
                                bottle + 1);
              empty_mark = TRUE;
              continue;
            }
          if (empty_mark)
            return fail_at (&parser, token_start, PERCH_BALLSORT_ERROR_PARSE,
                            "bottle %u: '-' marks an empty bottle and stands alone",
                            bottle + 1);
          if (!token_is_colour (text + token_start, length))
            {
              g_autofree char *shown = printable_token (text + token_start, length);

              return fail_at (&parser, token_start, PERCH_BALLSORT_ERROR_PARSE,
                              "bottle %u: '%s' is not a colour (a colour is 1 to %d "
                              "lowercase letters or digits, starting with a letter)",
                              bottle + 1, shown, MAX_TOKEN_LENGTH);
            }
          if (n_tokens == PERCH_BALLSORT_MAX_CAPACITY)
            return fail_at (&parser, token_start, PERCH_BALLSORT_ERROR_INVALID,
                            "bottle %u holds more than %d balls",
                            bottle + 1, PERCH_BALLSORT_MAX_CAPACITY);

          {
            guint colour;

            for (colour = 0; colour < colours->len; colour++)
              {
                const char *name = g_ptr_array_index (colours, colour);

                if (strlen (name) == length && strncmp (name, text + token_start, length) == 0)
                  break;
              }
            if (colour == colours->len)
              {
                if (colours->len == PERCH_BALLSORT_MAX_COLOURS)
                  return fail_at (&parser, token_start, PERCH_BALLSORT_ERROR_INVALID,
                                  "more than %d colours", PERCH_BALLSORT_MAX_COLOURS);
                g_ptr_array_add (colours, g_strndup (text + token_start, length));
                g_array_append_val (first_seen, token_start);
              }
            counts[colour]++;
            tokens[n_tokens++] = colour + 1;
          }
        }

      if (n_tokens == 0 && !empty_mark)
        return fail_at (&parser, start, PERCH_BALLSORT_ERROR_PARSE,
                        "bottle %u is blank: write '-' for an empty bottle", bottle + 1);

      /* The text lists balls top first; the level keeps them bottom first. */
      for (guint i = 0; i < n_tokens; i++)
        balls[bottle][i] = tokens[n_tokens - 1 - i];
      heights[bottle] = n_tokens;
      n_bottles++;

      if (text[pos] != '|')
        break;
      pos++;
    }

  while (text[pos] == '\n' || text[pos] == '\r')
    pos++;
  if (text[pos] != '\0')
    return fail_at (&parser, pos, PERCH_BALLSORT_ERROR_PARSE,
                    "one level per line: unexpected text after the end of the line");

  if (colours->len == 0)
    return fail_at (&parser, 0, PERCH_BALLSORT_ERROR_INVALID,
                    "every bottle is empty: a level needs balls");

  /* Capacity is the number of balls of each colour; when the colours
   * disagree, the count most of them share is taken as meant. */
  for (guint c = 0; c < colours->len; c++)
    {
      guint votes = 0;

      for (guint d = 0; d < colours->len; d++)
        votes += counts[d] == counts[c];
      if (votes > best_votes || (votes == best_votes && counts[c] > capacity))
        {
          best_votes = votes;
          capacity = counts[c];
        }
    }
  for (guint c = 0; c < colours->len; c++)
    if (counts[c] != capacity)
      return fail_at (&parser, g_array_index (first_seen, gsize, c),
                      PERCH_BALLSORT_ERROR_INVALID,
                      "colour '%s' has %u ball%s but the other colours have %u each",
                      (const char *) g_ptr_array_index (colours, c), counts[c],
                      counts[c] == 1 ? "" : "s", capacity);
  if (capacity > PERCH_BALLSORT_MAX_CAPACITY)
    return fail_at (&parser, 0, PERCH_BALLSORT_ERROR_INVALID,
                    "each colour has %u balls: the capacity must be %d to %d",
                    capacity, PERCH_BALLSORT_MIN_CAPACITY, PERCH_BALLSORT_MAX_CAPACITY);
  for (guint b = 0; b < n_bottles; b++)
    if (heights[b] > capacity)
      return fail_at (&parser, bottle_start[b], PERCH_BALLSORT_ERROR_INVALID,
                      "bottle %u holds %u balls, more than the capacity %u",
                      b + 1, heights[b], capacity);

  g_ptr_array_add (colours, NULL);
  level = perch_ballsort_level_new (n_bottles, capacity,
                                    (const char * const *) colours->pdata);
  for (guint b = 0; b < n_bottles; b++)
    {
      level->heights[b] = heights[b];
      memcpy (level->balls[b], balls[b], heights[b]);
    }
  return level;
}

char *
perch_ballsort_level_to_string (const PerchBallsortLevel *self)
{
  GString *out;

  g_return_val_if_fail (self != NULL, NULL);

  out = g_string_new (NULL);
  for (guint b = 0; b < self->n_bottles; b++)
    {
      if (b > 0)
        g_string_append (out, " | ");
      if (self->heights[b] == 0)
        g_string_append_c (out, '-');
      for (int i = self->heights[b] - 1; i >= 0; i--)
        {
          g_string_append (out, self->colours[self->balls[b][i] - 1]);
          if (i > 0)
            g_string_append_c (out, ' ');
        }
    }
  return g_string_free (out, FALSE);
}

PerchBallsortLevel *
perch_ballsort_level_copy (const PerchBallsortLevel *self)
{
  PerchBallsortLevel *copy;

  g_return_val_if_fail (self != NULL, NULL);

  copy = g_memdup2 (self, level_block_size (self->n_bottles, self->capacity));
  copy->colours = g_strdupv (self->colours);
  level_point_arrays (copy);
  return copy;
}
void
perch_ballsort_level_free (PerchBallsortLevel *self)
{
  if (self == NULL)
    return;
  g_strfreev (self->colours);
  g_free (self);
}

/* Equal when the same colours lie in the same places, whatever order the
 * colours were first named in. */
gboolean
perch_ballsort_level_equal (const PerchBallsortLevel *a,
                            const PerchBallsortLevel *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (a->capacity != b->capacity || a->n_bottles != b->n_bottles ||
      a->n_colours != b->n_colours)
    return FALSE;
  for (guint i = 0; i < a->n_bottles; i++)
    {
      if (a->heights[i] != b->heights[i])
        return FALSE;
      for (guint j = 0; j < a->heights[i]; j++)
        if (strcmp (a->colours[a->balls[i][j] - 1], b->colours[b->balls[i][j] - 1]) != 0)
          return FALSE;
    }
  return TRUE;
}

/* The colour (1-based) of the top ball, or 0 for an empty bottle. */
guint
perch_ballsort_level_top (const PerchBallsortLevel *self,
                          guint                     bottle)
{
  g_return_val_if_fail (self != NULL && bottle < self->n_bottles, 0);

  return self->heights[bottle] == 0 ? 0 : self->balls[bottle][self->heights[bottle] - 1];
}

/* How many balls of the top colour lie together on top. */
guint
perch_ballsort_level_top_run (const PerchBallsortLevel *self,
                              guint                     bottle)
{
  guint top, run = 0;

  g_return_val_if_fail (self != NULL && bottle < self->n_bottles, 0);

  top = perch_ballsort_level_top (self, bottle);
  while (run < self->heights[bottle] &&
         self->balls[bottle][self->heights[bottle] - 1 - run] == top)
    run++;
  return run;
}

gboolean
perch_ballsort_level_is_complete_bottle (const PerchBallsortLevel *self,
                                         guint                     bottle)
{
  g_return_val_if_fail (self != NULL && bottle < self->n_bottles, FALSE);

  return self->heights[bottle] == self->capacity &&
         perch_ballsort_level_top_run (self, bottle) == self->capacity;
}

gboolean
perch_ballsort_level_is_solved (const PerchBallsortLevel *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  for (guint b = 0; b < self->n_bottles; b++)
    if (self->heights[b] != 0 && !perch_ballsort_level_is_complete_bottle (self, b))
      return FALSE;
  return TRUE;
}

PerchBallsortVerdict
perch_ballsort_level_check_move (const PerchBallsortLevel *self,
                                 PerchBallsortMove         move)
{
  guint top_from, top_to;

  g_return_val_if_fail (self != NULL, PERCH_BALLSORT_VERDICT_NO_SUCH_BOTTLE);

  if (move.from >= self->n_bottles || move.to >= self->n_bottles)
    return PERCH_BALLSORT_VERDICT_NO_SUCH_BOTTLE;
  if (move.from == move.to)
    return PERCH_BALLSORT_VERDICT_SAME_BOTTLE;
  if (self->heights[move.from] == 0)
    return PERCH_BALLSORT_VERDICT_SOURCE_EMPTY;
  if (self->heights[move.to] == self->capacity)
    return PERCH_BALLSORT_VERDICT_TARGET_FULL;

  top_from = perch_ballsort_level_top (self, move.from);
  top_to = perch_ballsort_level_top (self, move.to);
  if (top_to != 0 && top_to != top_from)
    return PERCH_BALLSORT_VERDICT_COLOUR_MISMATCH;

  return PERCH_BALLSORT_VERDICT_LEGAL;
}

/* How many balls a legal move carries: one, or in the water model the top
 * run, as much of it as fits. */
guint
perch_ballsort_level_move_amount (const PerchBallsortLevel *self,
                                  PerchBallsortModel        model,
                                  PerchBallsortMove         move)
{
  g_return_val_if_fail (self != NULL, 0);

  if (perch_ballsort_level_check_move (self, move) != PERCH_BALLSORT_VERDICT_LEGAL)
    return 0;
  if (model == PERCH_BALLSORT_MODEL_BALL)
    return 1;
  return MIN (perch_ballsort_level_top_run (self, move.from),
              self->capacity - self->heights[move.to]);
}

PerchBallsortLevel *
perch_ballsort_level_apply (const PerchBallsortLevel  *self,
                            PerchBallsortModel         model,
                            PerchBallsortMove          move,
                            GError                   **error)
{
  PerchBallsortVerdict verdict;
  PerchBallsortLevel *next;
  guint amount;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  verdict = perch_ballsort_level_check_move (self, move);
  if (verdict != PERCH_BALLSORT_VERDICT_LEGAL)
    {
      g_set_error (error, PERCH_BALLSORT_ERROR, PERCH_BALLSORT_ERROR_ILLEGAL,
                   "move %u>%u: %s", move.from + 1u, move.to + 1u,
                   perch_ballsort_verdict_describe (verdict));
      return NULL;
    }

  amount = perch_ballsort_level_move_amount (self, model, move);
  next = perch_ballsort_level_copy (self);
  for (guint i = 0; i < amount; i++)
    {
      guint8 ball = next->balls[move.from][--next->heights[move.from]];

      next->balls[move.from][next->heights[move.from]] = 0;
      next->balls[move.to][next->heights[move.to]++] = ball;
    }
  return next;
}

const char *
perch_ballsort_verdict_describe (PerchBallsortVerdict verdict)
{
  switch (verdict)
    {
    case PERCH_BALLSORT_VERDICT_LEGAL:
      return "legal";
    case PERCH_BALLSORT_VERDICT_NO_SUCH_BOTTLE:
      return "there is no such bottle";
    case PERCH_BALLSORT_VERDICT_SAME_BOTTLE:
      return "a ball must go to another bottle";
    case PERCH_BALLSORT_VERDICT_SOURCE_EMPTY:
      return "the bottle to take from is empty";
    case PERCH_BALLSORT_VERDICT_TARGET_FULL:
      return "the target bottle is full";
    case PERCH_BALLSORT_VERDICT_COLOUR_MISMATCH:
      return "the top colours differ";
    default:
      g_return_val_if_reached ("unknown verdict");
    }
}

gboolean
perch_ballsort_move_parse (const char         *text,
                           guint               n_bottles,
                           PerchBallsortMove  *move,
                           GError            **error)
{
  guint64 from, to;
  char *end;

  g_return_val_if_fail (text != NULL && move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!g_ascii_isdigit (text[0]))
    goto malformed;
  from = g_ascii_strtoull (text, &end, 10);
  if (*end != '>' || !g_ascii_isdigit (end[1]))
    goto malformed;
  to = g_ascii_strtoull (end + 1, &end, 10);
  if (*end != '\0')
    goto malformed;

  if (from < 1 || from > n_bottles || to < 1 || to > n_bottles)
    {
      g_set_error (error, PERCH_BALLSORT_ERROR, PERCH_BALLSORT_ERROR_ILLEGAL,
                   "move '%s': bottles are numbered 1 to %u", text, n_bottles);
      return FALSE;
    }
  move->from = from - 1;
  move->to = to - 1;
  return TRUE;

malformed:
  g_set_error (error, PERCH_BALLSORT_ERROR, PERCH_BALLSORT_ERROR_PARSE,
               "move '%s' is not of the form A>B (for example 3>13)", text);
  return FALSE;
}

char *
perch_ballsort_move_to_string (PerchBallsortMove move)
{
  return g_strdup_printf ("%u>%u", move.from + 1u, move.to + 1u);
}
