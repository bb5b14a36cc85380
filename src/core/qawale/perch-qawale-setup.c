/* perch-qawale-setup.c: players and rules of a game, and their one-line text
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "perch-qawale-setup.h"

#include <string.h>

#include "perch-qawale-problem.h"

#define PERSON "human"
#define N_WORDS 4

static const char * const rule_names[] = { "mover-wins", "draw" };

G_DEFINE_BOXED_TYPE (PerchQawaleSetup, perch_qawale_setup,
                     perch_qawale_setup_copy, perch_qawale_setup_free)

/* You (light) against Medium, 8 pebbles each, the mover wins with both lines. */
void
perch_qawale_setup_init (PerchQawaleSetup *self)
{
  g_return_if_fail (self != NULL);

  memset (self, 0, sizeof *self);
  perch_qawale_seat_init_person (&self->seats[PERCH_QAWALE_LIGHT]);
  perch_qawale_seat_init_computer (&self->seats[PERCH_QAWALE_DARK], PERCH_QAWALE_MEDIUM);
  self->stones = PERCH_QAWALE_DEFAULT_STONES;
  self->both_lines = PERCH_QAWALE_BOTH_LINES_MOVER_WINS;
}

PerchQawaleSetup *
perch_qawale_setup_copy (const PerchQawaleSetup *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return g_memdup2 (self, sizeof *self);
}

void
perch_qawale_setup_free (PerchQawaleSetup *self)
{
  g_free (self);
}

static gboolean
seat_equal (const PerchQawaleSeat *a,
            const PerchQawaleSeat *b)
{
  if (a->person || b->person)
    return a->person == b->person;
  return a->computer.level == b->computer.level &&
         a->computer.limits.time_ms == b->computer.limits.time_ms &&
         a->computer.limits.max_depth == b->computer.limits.max_depth &&
         a->computer.limits.max_nodes == b->computer.limits.max_nodes;
}

gboolean
perch_qawale_setup_equal (const PerchQawaleSetup *a,
                          const PerchQawaleSetup *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return seat_equal (&a->seats[0], &b->seats[0]) && seat_equal (&a->seats[1], &b->seats[1]) &&
         a->stones == b->stones && a->both_lines == b->both_lines;
}

PerchQawaleMode
perch_qawale_setup_get_mode (const PerchQawaleSetup *self)
{
  g_return_val_if_fail (self != NULL, PERCH_QAWALE_MODE_TWO_PLAYERS);

  if (self->seats[0].person && self->seats[1].person)
    return PERCH_QAWALE_MODE_TWO_PLAYERS;
  if (!self->seats[0].person && !self->seats[1].person)
    return PERCH_QAWALE_MODE_WATCH;
  return PERCH_QAWALE_MODE_AGAINST_COMPUTER;
}

/* The position a game of this setup starts from: light to move. */
void
perch_qawale_setup_start_position (const PerchQawaleSetup *self,
                                   PerchQawalePosition    *position)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (position != NULL);

  perch_qawale_position_init (position, self->stones, PERCH_QAWALE_LIGHT, self->both_lines);
}

char *
perch_qawale_setup_to_string (const PerchQawaleSetup *self)
{
  g_autofree char *light = NULL;
  g_autofree char *dark = NULL;

  g_return_val_if_fail (self != NULL, NULL);

  light = perch_qawale_seat_to_string (&self->seats[PERCH_QAWALE_LIGHT]);
  dark = perch_qawale_seat_to_string (&self->seats[PERCH_QAWALE_DARK]);
  return g_strdup_printf ("%s %s %u %s", light, dark, self->stones,
                          perch_qawale_both_lines_to_string (self->both_lines));
}

/* Sets @error to a problem (perch-qawale-problem.h) at a column and returns FALSE; its
 * word is cut to a few characters. */
static gboolean
fail_at (GError                   **error,
         gsize                      column,
         PerchQawaleProblem         problem)
{
  g_autofree char *quoted = problem.word != NULL ? perch_qawale_problem_quote (problem.word)
                                                 : NULL;

  problem.word = quoted;
  problem.column = column;
  return perch_qawale_problem_set (error, PERCH_QAWALE_ERROR, PERCH_QAWALE_ERROR_PARSE,
                                   &problem);
}

#define FAIL_AT(column, ...) fail_at (error, column, (PerchQawaleProblem) { __VA_ARGS__ })

/* Reads "LIGHT DARK STONES RULE" (see the header); words are separated by spaces. */
gboolean
perch_qawale_setup_parse (const char        *text,
                          PerchQawaleSetup  *setup,
                          GError           **error)
{
  return perch_qawale_setup_parse_at (text, 1, setup, error);
}

/**
 * perch_qawale_setup_parse_at:
 * @first_column: the column of @text's first character in a longer line
 *
 * perch_qawale_setup_parse() for a setup that is part of a line: messages count columns
 * from @first_column.
 */
gboolean
perch_qawale_setup_parse_at (const char        *text,
                             gsize              first_column,
                             PerchQawaleSetup  *setup,
                             GError           **error)
{
  const char *words[N_WORDS + 1] = { NULL };
  char copy[PERCH_QAWALE_SETUP_MAX_TEXT + 1];
  gsize columns[N_WORDS + 1] = { 0 };
  PerchQawaleSetup parsed;
  guint n = 0;
  gsize length;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (setup != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  length = strnlen (text, PERCH_QAWALE_SETUP_MAX_TEXT + 1);
  if (length > PERCH_QAWALE_SETUP_MAX_TEXT)
    return FAIL_AT (first_column + PERCH_QAWALE_SETUP_MAX_TEXT,
                    .kind = PERCH_QAWALE_PROBLEM_SETUP_TOO_LONG,
                    .number = PERCH_QAWALE_SETUP_MAX_TEXT);
  if (!g_utf8_validate (text, length, NULL))
    return FAIL_AT (first_column, .kind = PERCH_QAWALE_PROBLEM_SETUP_NOT_TEXT);
  memcpy (copy, text, length + 1);

  /* Split at spaces, keeping where each word starts (in characters, from 1). */
  for (char *p = copy; *p != '\0';)
    {
      if (*p == ' ')
        {
          *p++ = '\0';
          continue;
        }
      if (n == N_WORDS)
        return FAIL_AT (first_column + g_utf8_pointer_to_offset (copy, p),
                        .kind = PERCH_QAWALE_PROBLEM_SETUP_EXTRA, .word = p);
      columns[n] = first_column + g_utf8_pointer_to_offset (copy, p);
      words[n++] = p;
      while (*p != '\0' && *p != ' ')
        p++;
    }
  if (n < N_WORDS)
    return FAIL_AT (first_column + g_utf8_strlen (text, length),
                    .kind = PERCH_QAWALE_PROBLEM_SETUP_MISSING, .number = n);

  for (guint colour = 0; colour < 2; colour++)
    {
      g_autoptr(GError) seat_error = NULL;

      if (!perch_qawale_seat_parse (words[colour], &parsed.seats[colour], &seat_error))
        return perch_qawale_problem_set_at (error, PERCH_QAWALE_ERROR, PERCH_QAWALE_ERROR_PARSE,
                                            seat_error, 0, columns[colour]);
    }
  if (strcmp (words[2], "8") == 0 || strcmp (words[2], "10") == 0)
    parsed.stones = words[2][0] == '8' ? 8 : 10;
  else
    return FAIL_AT (columns[2], .kind = PERCH_QAWALE_PROBLEM_STONES, .word = words[2]);
  if (!perch_qawale_both_lines_parse (words[3], &parsed.both_lines))
    return FAIL_AT (columns[3], .kind = PERCH_QAWALE_PROBLEM_RULE, .word = words[3]);
  *setup = parsed;
  return TRUE;
}

void
perch_qawale_seat_init_person (PerchQawaleSeat *seat)
{
  g_return_if_fail (seat != NULL);

  memset (seat, 0, sizeof *seat);
  seat->person = TRUE;
}

void
perch_qawale_seat_init_computer (PerchQawaleSeat  *seat,
                                 PerchQawaleLevel  level)
{
  g_return_if_fail (seat != NULL);

  memset (seat, 0, sizeof *seat);
  perch_qawale_player_spec_init (&seat->computer, level);
}

char *
perch_qawale_seat_to_string (const PerchQawaleSeat *seat)
{
  g_return_val_if_fail (seat != NULL, NULL);

  if (seat->person)
    return g_strdup (PERSON);
  return perch_qawale_player_spec_to_string (&seat->computer);
}

/* "human", or a computer player's spec ("medium", "hard:2s"). */
gboolean
perch_qawale_seat_parse (const char       *text,
                         PerchQawaleSeat  *seat,
                         GError          **error)
{
  g_autoptr(GError) spec_error = NULL;
  PerchQawaleLevel level;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (seat != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (strcmp (text, PERSON) == 0)
    {
      perch_qawale_seat_init_person (seat);
      return TRUE;
    }
  /* A word that is not a level at all gets the list with "human" in it; a level with
   * limits that do not read gets the player's own message. */
  if (strchr (text, ':') == NULL && !perch_qawale_level_parse (text, &level))
    {
      g_autofree char *quoted = perch_qawale_problem_quote (text);

      return perch_qawale_problem_set (error, PERCH_QAWALE_ERROR, PERCH_QAWALE_ERROR_PARSE,
                                       &(PerchQawaleProblem) {
                                         .kind = PERCH_QAWALE_PROBLEM_PLAYER, .word = quoted });
    }
  if (!perch_qawale_player_spec_parse (text, &seat->computer, &spec_error))
    {
      g_autofree char *quoted = perch_qawale_problem_quote (text);

      return perch_qawale_problem_set (error, PERCH_QAWALE_ERROR, PERCH_QAWALE_ERROR_PARSE,
                                       &(PerchQawaleProblem) {
                                         .kind = PERCH_QAWALE_PROBLEM_PLAYER_LIMITS,
                                         .word = quoted, .detail = spec_error->message });
    }
  seat->person = FALSE;
  return TRUE;
}

/* A computer level by its name alone ("hard", as perch_qawale_level_name() writes it;
 * any case). */
gboolean
perch_qawale_level_parse (const char       *text,
                          PerchQawaleLevel *level)
{
  g_return_val_if_fail (level != NULL, FALSE);

  for (guint i = PERCH_QAWALE_EASY; text != NULL && i <= PERCH_QAWALE_EXPERT; i++)
    if (g_ascii_strcasecmp (text, perch_qawale_level_name (i)) == 0)
      {
        *level = i;
        return TRUE;
      }
  return FALSE;
}

const char *
perch_qawale_both_lines_to_string (PerchQawaleBothLines rule)
{
  g_return_val_if_fail ((guint) rule < G_N_ELEMENTS (rule_names), rule_names[0]);

  return rule_names[rule];
}

gboolean
perch_qawale_both_lines_parse (const char           *text,
                               PerchQawaleBothLines *rule)
{
  g_return_val_if_fail (rule != NULL, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (rule_names); i++)
    if (g_strcmp0 (text, rule_names[i]) == 0)
      {
        *rule = i;
        return TRUE;
      }
  return FALSE;
}
