/* perch-qawale-game-text.c: entries played onto a history, and the saved text
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "perch-qawale-game-text.h"

#include <string.h>

#include "perch-qawale-game.h"

/* No entry is longer: a square and a step for each pebble a stack can hold. */
#define MAX_ENTRY_BYTES (2 + PERCH_QAWALE_MAX_PEBBLES + 1)
/* Quoted words in messages are cut to this many characters. */
#define QUOTE_CHARS 24

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

  return position > 0 && strcmp (perch_history_move_at (history, position), PERCH_QAWALE_ENTRY_RESTART) != 0;
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
        {
          g_set_error_literal (error, PERCH_QAWALE_ERROR, PERCH_QAWALE_ERROR_ILLEGAL,
                               "restart: the game is at its start already");
          return FALSE;
        }
      perch_qawale_setup_start_position (setup, &next);
      canonical = g_strdup (PERCH_QAWALE_ENTRY_RESTART);
    }
  else if (g_str_has_prefix (text, PERCH_QAWALE_ENTRY_GIVE_UP))
    {
      const char *who = text + strlen (PERCH_QAWALE_ENTRY_GIVE_UP);
      PerchQawaleColour colour;

      if (*who == '\0')
        colour = position->to_move;
      else if (strcmp (who, ":light") == 0 || strcmp (who, ":dark") == 0)
        colour = who[1] == 'l' ? PERCH_QAWALE_LIGHT : PERCH_QAWALE_DARK;
      else
        {
          g_set_error (error, PERCH_QAWALE_ERROR, PERCH_QAWALE_ERROR_PARSE,
                       "'%s': giving up is written give-up:light or give-up:dark", text);
          return FALSE;
        }
      if (position->outcome != PERCH_QAWALE_ONGOING)
        {
          g_set_error (error, PERCH_QAWALE_ERROR, PERCH_QAWALE_ERROR_ILLEGAL,
                       "'%s': the game is over, nobody can give up", text);
          return FALSE;
        }
      perch_qawale_position_give_up (&next, colour);
      canonical = g_strconcat (PERCH_QAWALE_ENTRY_GIVE_UP ":", perch_qawale_colour_name (colour), NULL);
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

/* @word cut to a few characters, for a message. */
static char *
quote (const char *word)
{
  if (g_utf8_strlen (word, -1) <= QUOTE_CHARS)
    return g_strdup (word);
  return g_strdup_printf ("%.*s…",
                          (int) (g_utf8_offset_to_pointer (word, QUOTE_CHARS) - word), word);
}

static gboolean
fail_at (GError     **error,
         int          code,
         guint        line,
         gsize        column,
         const char  *format,
         ...) G_GNUC_PRINTF (5, 6);

static gboolean
fail_at (GError     **error,
         int          code,
         guint        line,
         gsize        column,
         const char  *format,
         ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (column > 0)
    g_set_error (error, PERCH_QAWALE_GAME_ERROR, code, "line %u, column %" G_GSIZE_FORMAT ": %s",
                 line, column, message);
  else
    g_set_error (error, PERCH_QAWALE_GAME_ERROR, code, "line %u: %s", line, message);
  return FALSE;
}

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
      g_autofree char *message = NULL;
      g_autoptr(GError) entry_error = NULL;

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
      if (perch_history_length (reader->history) > PERCH_QAWALE_GAME_MAX_ENTRIES)
        message = g_strdup_printf ("more than %u entries: the rest were not read",
                                   PERCH_QAWALE_GAME_MAX_ENTRIES);
      else if (strlen (word) > MAX_ENTRY_BYTES)
        {
          g_autofree char *quoted = quote (word);

          message = g_strdup_printf ("'%s' is too long to be a move", quoted);
        }
      else if (!perch_qawale_history_play (reader->history, reader->setup, word, &entry_error))
        message = g_strdup (entry_error->message);
      if (message != NULL)
        {
          /* Counted once, at the mistake: a long line is not counted again per word. */
          reader->bad = TRUE;
          fail_at (error, PERCH_QAWALE_GAME_ERROR_PARTIAL, line,
                   g_utf8_pointer_to_offset (line_start, word) + 1, "%s", message);
        }
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
        return fail_at (error, PERCH_QAWALE_GAME_ERROR_PARTIAL, line, 0,
                        "a second list of moves, or one after 'undone'");
      reader->have_moves = TRUE;
      return read_moves (reader, text + 5, text, line, error);
    }
  if (g_str_has_prefix (text, "undone "))
    {
      const char *number = text + strlen ("undone ");
      guint64 value = 0;

      if (reader->have_undone)
        return fail_at (error, PERCH_QAWALE_GAME_ERROR_PARTIAL, line, 0, "a second 'undone'");
      if (!g_ascii_string_to_unsigned (number, 10, 0, reader->listed, &value, NULL))
        {
          quoted = quote (number);
          return fail_at (error, PERCH_QAWALE_GAME_ERROR_PARTIAL, line, 8,
                          "'%s' is not a number of undone entries (0 to %u)", quoted,
                          reader->listed);
        }
      reader->have_undone = TRUE;
      reader->undone = value;
      return TRUE;
    }
  quoted = quote (text);
  return fail_at (error, PERCH_QAWALE_GAME_ERROR_PARTIAL, line, 1,
                  "'%s' is neither 'moves ...' nor 'undone N'", quoted);
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
      fail_at (error, PERCH_QAWALE_GAME_ERROR_INVALID, 1, 0,
               "the saved game is larger than %u bytes", PERCH_QAWALE_GAME_MAX_TEXT);
      return NULL;
    }
  if (length == 0)
    {
      fail_at (error, PERCH_QAWALE_GAME_ERROR_INVALID, 1, 0, "the saved game is empty");
      return NULL;
    }
  if (memchr (text, '\0', length) != NULL || !g_utf8_validate (text, length, NULL))
    {
      fail_at (error, PERCH_QAWALE_GAME_ERROR_INVALID, 1, 0, "the saved game is not text");
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
              fail_at (error, PERCH_QAWALE_GAME_ERROR_INVALID, 1, 1,
                       "a saved game starts with 'setup', then the players and rules");
              return NULL;
            }
          if (!perch_qawale_setup_parse_at (line + 6, 7, setup, &line_error))
            {
              g_set_error (error, PERCH_QAWALE_GAME_ERROR, PERCH_QAWALE_GAME_ERROR_INVALID,
                           "line 1, %s", line_error->message);
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

      if (i >= PERCH_QAWALE_GAME_MAX_ENTRIES)
        {
          g_set_error (error, PERCH_QAWALE_GAME_ERROR, PERCH_QAWALE_GAME_ERROR_PARTIAL,
                       "more than %u entries: the rest were not read",
                       PERCH_QAWALE_GAME_MAX_ENTRIES);
          ok = FALSE;
        }
      else if (strlen (entries[i]) > MAX_ENTRY_BYTES ||
               !perch_qawale_history_play (history, setup, entries[i], &entry_error))
        {
          g_autofree char *quoted = quote (entries[i]);

          g_set_error (error, PERCH_QAWALE_GAME_ERROR, PERCH_QAWALE_GAME_ERROR_PARTIAL,
                       "move %u, '%s': %s", i + 1, quoted,
                       entry_error != NULL ? entry_error->message : "too long to be a move");
          ok = FALSE;
        }
    }
  return history;
}
