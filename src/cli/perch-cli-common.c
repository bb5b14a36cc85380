/* perch-cli-common.c: what every subcommand of perch-cli shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-cli"

#include "perch-cli.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

/* Prints "perch-cli COMMAND: MESSAGE" on stderr, one line, and returns 2. */
int
perch_cli_usage_error (const char *command,
                       const char *format,
                       ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  fprintf (stderr, "perch-cli %s: %s\n", command, message);

  return PERCH_CLI_EXIT_USAGE;
}

/* Runs the command that argv[1] names: help on --help (stdout, status 0) and
 * without a command (stderr, status 2), a usage error for an unknown one. */
int
perch_cli_dispatch (const char             *game,
                    void                  (*print_help) (FILE *out),
                    const PerchCliCommand  *commands,
                    guint                   n_commands,
                    int                     argc,
                    char                  **argv)
{
  g_autoptr(GString) names = g_string_new (NULL);

  if (argc < 2)
    {
      print_help (stderr);
      return PERCH_CLI_EXIT_USAGE;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    {
      print_help (stdout);
      return PERCH_CLI_EXIT_OK;
    }
  for (guint i = 0; i < n_commands; i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return commands[i].run (argc - 1, argv + 1);

  for (guint i = 0; i < n_commands; i++)
    g_string_append_printf (names, "%s%s", i == 0 ? "" : i + 1 < n_commands ? ", " : " or ",
                            commands[i].name);
  return perch_cli_usage_error (game, "unknown command '%s' (try %s)", argv[1], names->str);
}

/* Parses a command's options with GOption (--help included); returns -1 to go on, or an
 * exit status. */
int
perch_cli_parse_options (const char    *command,
                         const char    *parameters,
                         const char    *summary,
                         const char    *description,
                         GOptionEntry  *entries,
                         int           *argc,
                         char        ***argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (parameters);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_strdup_printf ("perch-cli %s", command);

  /* GOption names the program in "Usage:" lines. */
  g_set_prgname (name);
  g_option_context_set_summary (context, summary);
  if (description != NULL)
    g_option_context_set_description (context, description);
  g_option_context_add_main_entries (context, entries, NULL);
  g_option_context_set_help_enabled (context, TRUE);
  if (!g_option_context_parse (context, argc, argv, &error))
    return perch_cli_usage_error (command, "%s", error->message);
  return -1;
}

/* The contents of @file, or of stdin for "-": the one way a command reads its input.
 * *length gets their size (the contents also end with a NUL, which @length does not
 * count, so that a NUL inside can be told apart). */
char *
perch_cli_read_input (const char  *file,
                      gsize       *length,
                      GError     **error)
{
  char *contents = NULL;

  g_return_val_if_fail (file != NULL, NULL);

  if (strcmp (file, "-") == 0)
    {
      g_autoptr(GString) in = g_string_new (NULL);
      char buffer[4096];
      size_t n;

      while ((n = fread (buffer, 1, sizeof buffer, stdin)) > 0)
        g_string_append_len (in, buffer, n);
      if (ferror (stdin))
        {
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_IO, "Could not read stdin: %s",
                       g_strerror (errno));
          return NULL;
        }
      if (length != NULL)
        *length = in->len;
      return g_string_free (g_steal_pointer (&in), FALSE);
    }
  if (!g_file_get_contents (file, &contents, length, error))
    return NULL;
  return contents;
}

/* Prints the document @builder built as one line on stdout. */
void
perch_cli_json_print (JsonBuilder *builder)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_builder_get_root (builder);
  g_autofree char *text = NULL;

  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  printf ("%s\n", text);
}

/* Adds @text as a string (bytes that are not UTF-8 replaced), or null for %NULL. */
void
perch_cli_json_add_text (JsonBuilder *builder,
                         const char  *text)
{
  g_autofree char *valid = NULL;

  if (text == NULL)
    {
      json_builder_add_null_value (builder);
      return;
    }
  valid = g_utf8_make_valid (text, -1);
  json_builder_add_string_value (builder, valid);
}

/* Adds @value rounded to @decimals places, as the text output prints it: a time in ms. */
void
perch_cli_json_add_rounded (JsonBuilder *builder,
                            double       value,
                            guint        decimals)
{
  double scale = pow (10, decimals);

  json_builder_add_double_value (builder, round (value * scale) / scale);
}

double
perch_cli_elapsed_ms (gint64 start_us)
{
  return (g_get_monotonic_time () - start_us) / 1000.0;
}

int
perch_cli_compare_doubles (gconstpointer a,
                           gconstpointer b)
{
  double x = *(const double *) a;
  double y = *(const double *) b;

  return (x > y) - (x < y);
}

/* Nearest-rank percentile of values already sorted ascending. */
double
perch_cli_percentile (double *sorted_values,
                      guint   n_values,
                      double  fraction)
{
  guint rank;

  g_return_val_if_fail (n_values > 0, 0.0);

  rank = (guint) ceil (fraction * n_values);
  if (rank < 1)
    rank = 1;
  if (rank > n_values)
    rank = n_values;

  return sorted_values[rank - 1];
}
