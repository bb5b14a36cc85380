/* perch-qawale-game-text.c: entries played onto a history, and the saved text
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "perch-qawale-game-text.h"

#include <string.h>

#include "perch-qawale-game.h"
#include "perch-qawale-problem.h"

/* No entry is longer: a square and a step for each pebble a stack can hold. */
#define MAX_ENTRY_BYTES (2 + PERCH_QAWALE_MAX_PEBBLES + 1)

/* Sets @error to a problem (perch-qawale-problem.h) and returns FALSE. */
#define FAIL(domain, code, ...) \
  perch_qawale_problem_set (error, domain, code, &(PerchQawaleProblem) { __VA_ARGS__ })

/* Entries. */

/* A history at the start of a game of @setup. */
PerchHistory *
perch_qawale_history_new (const PerchQawaleSetup *setup)
{
  PerchQawalePosition start;

  g_return_val_if_fail (setup != NULL, NULL);

  perch_qawale_setup_start_position (setup, &start);
  return perch_history_new (perch_qawale_position_copy (&start),
                            (GDestroyNotify) perch_qawale_position_free);
}

/* Whether a restart would change anything: the game on the board has an entry. */
gboolean
perch_qawale_history_can_restart (const PerchHistory *history)
{
  guint position = perch_history_position (history);

  return position > 0 &&
         strcmp (perch_history_move_at (history, position), PERCH_QAWALE_ENTRY_RESTART) != 0;
}

/* Appends @text (a move, a give-up or a restart) as the next entry of a game of @setup,
 * in its canonical spelling; FALSE with @error if it is not one here. */
gboolean
perch_qawale_history_play (PerchHistory            *history,
                           const PerchQawaleSetup  *setup,
                           const char              *text,
                           GError                 **error)
{
  const PerchQawalePosition *position;
  PerchQawalePosition next;
  g_autofree char *canonical = NULL;

  g_return_val_if_fail (history != NULL && setup != NULL && text != NULL, FALSE);

  position = perch_history_current (history);
  next = *position;

  if (strcmp (text, PERCH_QAWALE_ENTRY_RESTART) == 0)
    {
      if (!perch_qawale_history_can_restart (history))
        return FAIL (PERCH_QAWALE_ERROR, PERCH_QAWALE_ERROR_ILLEGAL,
                     .kind = PERCH_QAWALE_PROBLEM_RESTART_AT_START,
                     .subject = PERCH_QAWALE_ENTRY_RESTART);
      perch_qawale_setup_start_position (setup, &next);
      canonical = g_strdup (PERCH_QAWALE_ENTRY_RESTART);
    }
  else if (g_str_has_prefix (text, PERCH_QAWALE_ENTRY_GIVE_UP))
    {
      const char *who = text + strlen (PERCH_QAWALE_ENTRY_GIVE_UP);
      g_autofree char *quoted = perch_qawale_problem_quote (text);
      PerchQawaleColour colour;

      if (*who == '\0')
        colour = position->to_move;
      else if (strcmp (who, ":light") == 0 || strcmp (who, ":dark") == 0)
        colour = who[1] == 'l' ? PERCH_QAWALE_LIGHT : PERCH_QAWALE_DARK;
      else
        return FAIL (PERCH_QAWALE_ERROR, PERCH_QAWALE_ERROR_PARSE,
                     .kind = PERCH_QAWALE_PROBLEM_GIVE_UP_SPELLING, .word = quoted);
      if (position->outcome != PERCH_QAWALE_ONGOING)
        return FAIL (PERCH_QAWALE_ERROR, PERCH_QAWALE_ERROR_ILLEGAL,
                     .kind = PERCH_QAWALE_PROBLEM_GIVE_UP_OVER, .word = quoted);
      perch_qawale_position_give_up (&next, colour);
      canonical = g_strconcat (PERCH_QAWALE_ENTRY_GIVE_UP ":", perch_qawale_colour_name (colour),
                               NULL);
    }
  else
    {
      PerchQawaleMove move;

      if (!perch_qawale_position_parse_move (position, text, &move, error))
        return FALSE;
      perch_qawale_position_play (&next, &move, NULL);
      canonical = perch_qawale_move_to_string (&move);
    }
  perch_history_push (history, canonical, perch_qawale_position_copy (&next));
  return TRUE;
}

/* Saved text. */

char *
perch_qawale_game_text_write (const PerchQawaleSetup *setup,
                              const PerchHistory     *history)
{
  g_autofree char *setup_text = NULL;
  guint length, position;
  GString *out;

  g_return_val_if_fail (setup != NULL && history != NULL, NULL);

  setup_text = perch_qawale_setup_to_string (setup);
  out = g_string_new ("setup ");
  g_string_append (out, setup_text);
  g_string_append_c (out, '\n');
  length = perch_history_length (history);
  position = perch_history_position (history);
  if (length > 1)
    {
      g_string_append (out, "moves");
      for (guint i = 1; i < length; i++)
        {
          g_string_append_c (out, ' ');
          g_string_append (out, perch_history_move_at (history, i));
        }
      g_string_append_c (out, '\n');
    }
  if (position + 1 < length)
    g_string_append_printf (out, "undone %u\n", length - 1 - position);
  return g_string_free (out, FALSE);
}

/* Sets @error to a problem of the saved text (perch-qawale-problem.h) at a line and
 * column (0: the whole line), and returns FALSE. */
#define FAIL_AT(code, at_line, at_column, ...) \
  FAIL (PERCH_QAWALE_GAME_ERROR, code, .line = at_line, .column = at_column, __VA_ARGS__)

/* The reader's progress through the text after the setup line. */
typedef struct
{
  PerchHistory           *history;
  const PerchQawaleSetup *setup;
  guint                   listed;    /* entries written in the text */
  guint                   undone;
  gboolean                have_moves;
  gboolean                have_undone;
  gboolean                bad;       /* an entry failed: later ones are counted, not played */
} Reader;

static gboolean
read_moves (Reader      *reader,
            char        *words,
            const char  *line_start,
            guint        line,
            GError     **error)
{
  char *p = words;

  while (*p != '\0')
    {
      char *word;
      g_autoptr(GError) entry_error = NULL;
      g_autofree char *quoted = NULL;
      gboolean too_many, too_long;
      gsize column;

      if (*p == ' ')
        {
          p++;
          continue;
        }
      word = p;
      while (*p != '\0' && *p != ' ')
        p++;
      if (*p != '\0')
        *p++ = '\0';
      reader->listed++;
      if (reader->bad)
        continue;
      too_many = perch_history_length (reader->history) > PERCH_QAWALE_GAME_MAX_ENTRIES;
      too_long = strlen (word) > MAX_ENTRY_BYTES;
      if (!too_many && !too_long &&
          perch_qawale_history_play (reader->history, reader->setup, word, &entry_error))
        continue;

      /* Counted once, at the mistake: a long line is not counted again per word (and
       * the column only then: counting is slow on a long line). */
      reader->bad = TRUE;
      column = g_utf8_pointer_to_offset (line_start, word) + 1;
      quoted = perch_qawale_problem_quote (word);
      if (too_many)
        FAIL_AT (PERCH_QAWALE_GAME_ERROR_PARTIAL, line, column,
                 .kind = PERCH_QAWALE_PROBLEM_TOO_MANY_ENTRIES,
                 .number = PERCH_QAWALE_GAME_MAX_ENTRIES);
      else if (too_long)
        FAIL_AT (PERCH_QAWALE_GAME_ERROR_PARTIAL, line, column,
                 .kind = PERCH_QAWALE_PROBLEM_ENTRY_TOO_LONG, .word = quoted);
      else
        perch_qawale_problem_set_at (error, PERCH_QAWALE_GAME_ERROR,
                                     PERCH_QAWALE_GAME_ERROR_PARTIAL, entry_error, line, column);
    }
  return !reader->bad;
}

/* One line after the setup: "moves ..." or "undone N"; FALSE with @error if it is not,
 * or if an entry in it could not be played (reader->bad). */
static gboolean
read_line (Reader      *reader,
           char        *text,
           guint        line,
           GError     **error)
{
  g_autofree char *quoted = NULL;

  if (strcmp (text, "moves") == 0 || g_str_has_prefix (text, "moves "))
    {
      if (reader->have_moves || reader->have_undone)
        return FAIL_AT (PERCH_QAWALE_GAME_ERROR_PARTIAL, line, 0,
                        .kind = PERCH_QAWALE_PROBLEM_TEXT_SECOND_MOVES);
      reader->have_moves = TRUE;
      return read_moves (reader, text + 5, text, line, error);
    }
  if (g_str_has_prefix (text, "undone "))
    {
      const char *number = text + strlen ("undone ");
      guint64 value = 0;

      if (reader->have_undone)
        return FAIL_AT (PERCH_QAWALE_GAME_ERROR_PARTIAL, line, 0,
                        .kind = PERCH_QAWALE_PROBLEM_TEXT_SECOND_UNDONE);
      if (!g_ascii_string_to_unsigned (number, 10, 0, reader->listed, &value, NULL))
        {
          quoted = perch_qawale_problem_quote (number);
          return FAIL_AT (PERCH_QAWALE_GAME_ERROR_PARTIAL, line, 8,
                          .kind = PERCH_QAWALE_PROBLEM_TEXT_UNDONE, .word = quoted,
                          .number = reader->listed);
        }
      reader->have_undone = TRUE;
      reader->undone = value;
      return TRUE;
    }
  quoted = perch_qawale_problem_quote (text);
  return FAIL_AT (PERCH_QAWALE_GAME_ERROR_PARTIAL, line, 1,
                  .kind = PERCH_QAWALE_PROBLEM_TEXT_LINE, .word = quoted);
}

/* The place of the game after reading: as the text says, but never past what was read. */
static void
reader_seek (Reader *reader)
{
  guint kept = perch_history_length (reader->history) - 1;
  guint wanted = reader->listed - MIN (reader->undone, reader->listed);

  perch_history_seek (reader->history, MIN (kept, wanted));
}

/**
 * perch_qawale_game_text_read:
 * @text: saved text (see perch-qawale-game.h), not necessarily nul-terminated
 * @length: its length in bytes, or -1 if it is nul-terminated
 * @setup: (out): the setup read
 *
 * Reads a game written by perch_qawale_game_text_write(). Any input is safe: sizes are
 * checked before any work, and every mistake is reported with its line and column.
 * Returns: (transfer full) (nullable): the history read, placed where the text says;
 * NULL with PERCH_QAWALE_GAME_ERROR_INVALID when no setup could be read. With
 * PERCH_QAWALE_GAME_ERROR_PARTIAL, @error says where it went wrong and the history
 * holds what came before (the moves up to the first bad one).
 */
PerchHistory *
perch_qawale_game_text_read (const char        *text,
                             gssize             length,
                             PerchQawaleSetup  *setup,
                             GError           **error)
{
  g_autofree char *copy = NULL;
  Reader reader = { 0 };
  GError *first_error = NULL;
  char *line, *next;
  guint line_number = 1;

  g_return_val_if_fail (text != NULL || length == 0, NULL);
  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (length < 0)
    length = strnlen (text, PERCH_QAWALE_GAME_MAX_TEXT + 1);
  if ((gsize) length > PERCH_QAWALE_GAME_MAX_TEXT)
    {
      FAIL_AT (PERCH_QAWALE_GAME_ERROR_INVALID, 1, 0,
               .kind = PERCH_QAWALE_PROBLEM_TEXT_TOO_LARGE, .number = PERCH_QAWALE_GAME_MAX_TEXT);
      return NULL;
    }
  if (length == 0)
    {
      FAIL_AT (PERCH_QAWALE_GAME_ERROR_INVALID, 1, 0, .kind = PERCH_QAWALE_PROBLEM_TEXT_EMPTY);
      return NULL;
    }
  if (memchr (text, '\0', length) != NULL || !g_utf8_validate (text, length, NULL))
    {
      FAIL_AT (PERCH_QAWALE_GAME_ERROR_INVALID, 1, 0,
               .kind = PERCH_QAWALE_PROBLEM_TEXT_NOT_TEXT);
      return NULL;
    }

  copy = g_strndup (text, length);
  for (line = copy; line != NULL; line = next, line_number++)
    {
      g_autoptr(GError) line_error = NULL;
      gboolean was_bad = reader.bad;

      next = strchr (line, '\n');
      if (next != NULL)
        *next++ = '\0';
      if (*line != '\0' && line[strlen (line) - 1] == '\r')
        line[strlen (line) - 1] = '\0';

      if (line_number == 1)
        {
          if (!g_str_has_prefix (line, "setup "))
            {
              FAIL_AT (PERCH_QAWALE_GAME_ERROR_INVALID, 1, 1,
                       .kind = PERCH_QAWALE_PROBLEM_TEXT_NO_SETUP);
              return NULL;
            }
          if (!perch_qawale_setup_parse_at (line + 6, 7, setup, &line_error))
            {
              perch_qawale_problem_set_at (error, PERCH_QAWALE_GAME_ERROR,
                                           PERCH_QAWALE_GAME_ERROR_INVALID, line_error, 1, 0);
              return NULL;
            }
          reader.setup = setup;
          reader.history = perch_qawale_history_new (setup);
          continue;
        }
      if (*line == '\0' || read_line (&reader, line, line_number, &line_error))
        continue;
      if (first_error == NULL)
        first_error = g_steal_pointer (&line_error);
      /* After a bad entry, a later line may still say how many entries were undone; any
       * other mistake ends the reading. */
      if (was_bad || !reader.bad)
        break;
    }
  reader_seek (&reader);
  if (first_error != NULL)
    g_propagate_error (error, first_error);
  return reader.history;
}

/**
 * perch_qawale_game_text_replay:
 * @setup: the players and rules
 * @entries: the entries in notation, from the start
 *
 * Plays @entries from the start of a game of @setup, up to the first that cannot be
 * played (for games kept in older ways).
 * Returns: (transfer full): the history; @error says which entry could not be played,
 * if one could not (the history holds those before it).
 */
PerchHistory *
perch_qawale_game_text_replay (const PerchQawaleSetup  *setup,
                               const char * const      *entries,
                               GError                 **error)
{
  PerchHistory *history;
  gboolean ok = TRUE;

  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  history = perch_qawale_history_new (setup);
  for (guint i = 0; entries != NULL && entries[i] != NULL && ok; i++)
    {
      g_autoptr(GError) entry_error = NULL;

      g_autofree char *quoted = perch_qawale_problem_quote (entries[i]);
      PerchQawaleProblem problem = {
        .kind = PERCH_QAWALE_PROBLEM_ENTRY_TOO_LONG, .word = quoted,
      };

      if (i >= PERCH_QAWALE_GAME_MAX_ENTRIES)
        ok = FAIL (PERCH_QAWALE_GAME_ERROR, PERCH_QAWALE_GAME_ERROR_PARTIAL,
                   .kind = PERCH_QAWALE_PROBLEM_TOO_MANY_ENTRIES,
                   .number = PERCH_QAWALE_GAME_MAX_ENTRIES);
      else if (strlen (entries[i]) > MAX_ENTRY_BYTES ||
               !perch_qawale_history_play (history, setup, entries[i], &entry_error))
        {
          if (entry_error != NULL && perch_qawale_error_get_problem (entry_error) != NULL)
            problem = *perch_qawale_error_get_problem (entry_error);
          else if (entry_error != NULL)
            problem = (PerchQawaleProblem) { .detail = entry_error->message };
          problem.entry = i + 1;
          problem.entry_text = quoted;
          ok = perch_qawale_problem_set (error, PERCH_QAWALE_GAME_ERROR,
                                         PERCH_QAWALE_GAME_ERROR_PARTIAL, &problem);
        }
    }
  return history;
}
