/* perch-ballsort-file.c: reading and writing files of Ball Sort levels
 *
 * Any bytes may come in (a file picked by mistake, a truncated download):
 * every line gets an entry or is skipped, a bad line says what is wrong and
 * at which line and column, and nothing is read twice, so the work is linear
 * in the input.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-ballsort"

#include "perch-ballsort-file.h"
#include "perch-ballsort-level-private.h"

#include <string.h>

#define HEADER "# Ball Sort levels: NAME :: LEVEL, bottles separated by '|', balls top first\n"

void
perch_ballsort_file_entry_free (PerchBallsortFileEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->name);
  g_free (entry->text);
  perch_ballsort_level_free (entry->level);
  g_clear_error (&entry->error);
  g_free (entry);
}

static gboolean
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\r';
}

/* The entry for one line of @length bytes (no '\n'); NULL for a blank line
 * or a comment. */
static PerchBallsortFileEntry *
read_line (const char *line,
           gsize       length,
           guint       number)
{
  PerchBallsortFileEntry *entry;
  const char *nul = memchr (line, '\0', length);
  const char *mark = NULL;
  gsize start = 0, text_start;
  g_autofree char *copy = NULL;
  gsize error_offset = 0;

  while (start < length && is_blank (line[start]))
    start++;
  if (start == length || line[start] == '#')
    return NULL;

  entry = g_new0 (PerchBallsortFileEntry, 1);
  entry->line = number;

  if (nul != NULL)
    {
      entry->column = nul - line + 1;
      g_set_error (&entry->error, PERCH_BALLSORT_ERROR, PERCH_BALLSORT_ERROR_PARSE,
                   "line %u, column %" G_GSIZE_FORMAT ": a NUL byte: this is not a text file",
                   number, entry->column);
      entry->text = g_strdup ("");
      return entry;
    }

  for (gsize i = start; i + 1 < length; i++)
    if (line[i] == ':' && line[i + 1] == ':')
      {
        mark = line + i;
        break;
      }
  text_start = start;
  if (mark != NULL)
    {
      g_autofree char *name = g_strndup (line + start, mark - (line + start));

      g_strstrip (name);
      if (*name != '\0')
        entry->name = g_utf8_make_valid (name, -1);
      text_start = mark - line + 2;
    }
  while (text_start < length && is_blank (line[text_start]))
    text_start++;

  copy = g_strndup (line + text_start, length - text_start);
  entry->level = perch_ballsort_level_parse_in_line (copy, number, text_start, &error_offset,
                                                     &entry->error);
  if (entry->level == NULL)
    entry->column = text_start + error_offset + 1;
  g_strchomp (copy);
  entry->text = g_utf8_make_valid (copy, -1);
  return entry;
}

/* The entry of the next level line from *start on, or NULL at the end. */
static PerchBallsortFileEntry *
next_entry (const char *contents,
            gsize       size,
            gsize      *start,
            guint      *number)
{
  while (*start < size)
    {
      const char *newline = memchr (contents + *start, '\n', size - *start);
      gsize end = newline != NULL ? (gsize) (newline - contents) : size;
      PerchBallsortFileEntry *entry = read_line (contents + *start, end - *start, *number);

      *start = end + 1;
      (*number)++;
      if (entry != NULL)
        return entry;
    }
  return NULL;
}

/* Every level line of @contents (@length bytes, or -1 for a NUL-ended
 * string), valid or not, in order: PerchBallsortFileEntry. */
GPtrArray *
perch_ballsort_file_read (const char *contents,
                          gssize      length)
{
  GPtrArray *entries = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                       perch_ballsort_file_entry_free);
  PerchBallsortFileEntry *entry;
  gsize size, start = 0;
  guint number = 1;

  g_return_val_if_fail (contents != NULL || length == 0, entries);

  size = length < 0 ? strlen (contents) : (gsize) length;
  while ((entry = next_entry (contents, size, &start, &number)) != NULL)
    g_ptr_array_add (entries, entry);
  return entries;
}

/* The first level line (valid or not: see its error), or NULL and an error
 * when there is none. */
PerchBallsortFileEntry *
perch_ballsort_file_read_first (const char  *contents,
                                gssize       length,
                                GError     **error)
{
  PerchBallsortFileEntry *entry;
  gsize start = 0;
  guint number = 1;

  g_return_val_if_fail (contents != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  entry = next_entry (contents, length < 0 ? strlen (contents) : (gsize) length, &start, &number);
  if (entry == NULL)
    g_set_error_literal (error, PERCH_BALLSORT_ERROR, PERCH_BALLSORT_ERROR_PARSE,
                         "no level found: every line is blank or a comment");
  return entry;
}

/* The value of a "KEY=VALUE" word in the entry's name, or NULL. */
char *
perch_ballsort_file_entry_get (const PerchBallsortFileEntry *entry,
                               const char                   *key)
{
  gsize key_length;

  g_return_val_if_fail (entry != NULL && key != NULL, NULL);

  if (entry->name == NULL)
    return NULL;
  key_length = strlen (key);
  for (const char *word = entry->name; *word != '\0';)
    {
      gsize length = strcspn (word, " \t");

      if (length > key_length && strncmp (word, key, key_length) == 0 && word[key_length] == '=')
        return g_strndup (word + key_length + 1, length - key_length - 1);
      word += length;
      while (*word == ' ' || *word == '\t')
        word++;
    }
  return NULL;
}

/* Appends "NAME :: LEVEL\n" (or "LEVEL\n" without a name). A name cannot
 * hold ':' or a line break: they become spaces. */
void
perch_ballsort_file_append (GString                  *out,
                            const char               *name,
                            const PerchBallsortLevel *level)
{
  g_autofree char *text = NULL;

  g_return_if_fail (out != NULL && level != NULL);

  if (name != NULL)
    {
      g_autofree char *clean = g_strdup (name);

      g_strdelimit (clean, ":\n\r", ' ');
      g_strstrip (clean);
      if (*clean != '\0')
        g_string_append_printf (out, "%s :: ", clean);
    }
  text = perch_ballsort_level_to_string (level);
  g_string_append (out, text);
  g_string_append_c (out, '\n');
}

/* A whole file holding one level, with a comment that says what it is. */
char *
perch_ballsort_file_write (const char               *name,
                           const PerchBallsortLevel *level)
{
  GString *out;

  g_return_val_if_fail (level != NULL, NULL);

  out = g_string_new (HEADER);
  perch_ballsort_file_append (out, name, level);
  return g_string_free (out, FALSE);
}
