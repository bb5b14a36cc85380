/* perch-logic-words.c: a mistake or a warning of a puzzle, in English and in parts
 *
 * The parser says what is wrong in English (perch-cli, the tests and the JSON show that),
 * and keeps the parts it was made of: its format, still untranslated, and the values of the
 * format's conversions as text. A page translates the format (and the arguments that are
 * themselves English phrases) and fills the values in again, in its user's language. The
 * core itself never translates.
 *
 * A mistake's parts travel in its GError (an extended error domain), a warning's in the
 * warning.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "perch-logic-words-private.h"

#include <stdlib.h>
#include <string.h>

typedef struct
{
  PerchLogicWords words;
} PerchLogicErrorPrivate;

static void
perch_logic_error_private_init (PerchLogicErrorPrivate *priv)
{
}

static void
perch_logic_error_private_copy (const PerchLogicErrorPrivate *src,
                                PerchLogicErrorPrivate       *dest)
{
  perch_logic_words_copy (&dest->words, &src->words);
}

static void
perch_logic_error_private_clear (PerchLogicErrorPrivate *priv)
{
  perch_logic_words_clear (&priv->words);
}

G_DEFINE_EXTENDED_ERROR (PerchLogicError, perch_logic_error)

typedef struct
{
  const char *end;        /* just after it */
  int         position;   /* "%2$s": 1; -1 for the next argument */
  guint       longs;      /* 'l's */
  char        kind;       /* 's', 'd', 'i' or 'u'; 0 for one this file does not read */
} Conversion;

/* The next conversion of a format from @c on, or NULL at its end; what comes before it goes
 * to @out (if any), with "%%" as '%'. */
static const char *
next_conversion (const char *c,
                 GString    *out,
                 Conversion *conversion)
{
  const char *digits;

  for (; *c != '\0' && (*c != '%' || c[1] == '%'); c += *c == '%' ? 2 : 1)
    if (out != NULL)
      g_string_append_c (out, *c);
  if (*c == '\0')
    return NULL;
  digits = c + 1;
  conversion->position = -1;
  for (conversion->end = digits; g_ascii_isdigit (*conversion->end); conversion->end++)
    ;
  if (*conversion->end == '$' && conversion->end > digits)
    {
      conversion->position = atoi (digits) - 1;
      conversion->end++;
    }
  else
    conversion->end = digits;
  for (conversion->longs = 0; *conversion->end == 'l'; conversion->end++)
    conversion->longs++;
  conversion->kind = *conversion->end;
  if (conversion->longs > 2 || strchr ("sdiu", conversion->kind) == NULL ||
      conversion->kind == '\0')
    conversion->kind = 0;
  if (*conversion->end != '\0')
    conversion->end++;
  return c;
}

char *
perch_logic_words_fill (const char         *format,
                        const char * const *args)
{
  g_autoptr(GString) out = g_string_new (NULL);
  guint n_args = args != NULL ? g_strv_length ((char **) args) : 0;
  guint next = 0;
  Conversion conversion;

  g_return_val_if_fail (format != NULL, NULL);

  for (const char *c = format; (c = next_conversion (c, out, &conversion)) != NULL;
       c = conversion.end)
    {
      guint i = conversion.position >= 0 ? (guint) conversion.position : next++;

      if (conversion.kind == 0)
        g_string_append_len (out, c, conversion.end - c);
      else if (i < n_args)
        g_string_append (out, args[i]);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

char *
perch_logic_words_init_valist (PerchLogicWords *words,
                               const char      *format,
                               guint            phrases,
                               va_list          args)
{
  g_autoptr(GPtrArray) values = g_ptr_array_new ();
  Conversion conversion;
  char *message;
  va_list copy;

  va_copy (copy, args);
  message = g_strdup_vprintf (format, copy);
  va_end (copy);

  /* The formats of the parser take their arguments in order. */
  for (const char *c = format; (c = next_conversion (c, NULL, &conversion)) != NULL;
       c = conversion.end)
    {
      guint longs = conversion.longs;
      char kind = conversion.kind;

      if (kind == 0 || conversion.position >= 0)
        {
          g_critical ("%s: cannot read the format \"%s\"", G_STRFUNC, format);
          break;
        }
      if (kind == 's')
        g_ptr_array_add (values, g_strdup (va_arg (args, const char *)));
      else if (kind == 'u' && longs == 0)
        g_ptr_array_add (values, g_strdup_printf ("%u", va_arg (args, unsigned int)));
      else if (kind == 'u' && longs == 1)
        g_ptr_array_add (values, g_strdup_printf ("%lu", va_arg (args, unsigned long)));
      else if (kind == 'u')
        g_ptr_array_add (values, g_strdup_printf ("%llu", va_arg (args, unsigned long long)));
      else if (longs == 0)
        g_ptr_array_add (values, g_strdup_printf ("%d", va_arg (args, int)));
      else if (longs == 1)
        g_ptr_array_add (values, g_strdup_printf ("%ld", va_arg (args, long)));
      else
        g_ptr_array_add (values, g_strdup_printf ("%lld", va_arg (args, long long)));
    }
  g_ptr_array_add (values, NULL);
  words->format = format;
  words->args = (char **) g_ptr_array_free (g_steal_pointer (&values), FALSE);
  words->phrases = phrases;
  return message;
}

GError *
perch_logic_error_new_words (int              code,
                             const char      *message,
                             PerchLogicWords *words)
{
  GError *error = g_error_new_literal (PERCH_LOGIC_ERROR, code, message);
  PerchLogicErrorPrivate *priv = perch_logic_error_get_private (error);

  priv->words = *words;
  memset (words, 0, sizeof *words);
  return error;
}

const PerchLogicWords *
perch_logic_error_get_words (const GError *error)
{
  g_return_val_if_fail (error != NULL, NULL);

  if (error->domain != PERCH_LOGIC_ERROR)
    return NULL;
  return &perch_logic_error_get_private (error)->words;
}

void
perch_logic_words_copy (PerchLogicWords       *dest,
                        const PerchLogicWords *src)
{
  dest->format = src->format;
  dest->args = g_strdupv (src->args);
  dest->phrases = src->phrases;
}

void
perch_logic_words_clear (PerchLogicWords *words)
{
  g_clear_pointer (&words->args, g_strfreev);
  words->format = NULL;
  words->phrases = 0;
}
