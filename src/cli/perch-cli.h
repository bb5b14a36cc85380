/* perch-cli.h: the subcommands of perch-cli and what they share
 *
 * Each game's file (perch-cli-<game>.c) implements its subcommand and its
 * benchmark. Exit status: 0 success, 1 a valid question without an answer
 * (no solution), 2 bad input or usage. Output formats are stable: scripts and
 * benchmarks read them.
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>
#include <stdio.h>

G_BEGIN_DECLS

#define PERCH_CLI_EXIT_OK       0
#define PERCH_CLI_EXIT_NO_ANSWER 1
#define PERCH_CLI_EXIT_USAGE    2

int   perch_cli_uluru          (int argc, char **argv);
int   perch_cli_uluru_bench    (int argc, char **argv);
int   perch_cli_ballsort       (int argc, char **argv);
int   perch_cli_ballsort_bench (int argc, char **argv);
int   perch_cli_qawale         (int argc, char **argv);
int   perch_cli_qawale_bench   (int argc, char **argv);
int   perch_cli_logic          (int argc, char **argv);
int   perch_cli_logic_bench    (int argc, char **argv);

/* Shared helpers (perch-cli-common.c). */
typedef struct
{
  const char *name;
  int       (*run) (int argc, char **argv);   /* argv[0] is the command's name */
} PerchCliCommand;

int   perch_cli_dispatch       (const char             *game,
                                void                  (*print_help) (FILE *out),
                                const PerchCliCommand  *commands,
                                guint                   n_commands,
                                int                     argc,
                                char                  **argv);
int   perch_cli_parse_options  (const char    *command,
                                const char    *parameters,
                                const char    *summary,
                                const char    *description,
                                GOptionEntry  *entries,
                                int           *argc,
                                char        ***argv);
int   perch_cli_usage_error    (const char *command,
                                const char *format,
                                ...) G_GNUC_PRINTF (2, 3);
char *perch_cli_read_input    (const char  *file,
                                gsize       *length,
                                GError     **error);
void  perch_cli_json_print     (JsonBuilder *builder);
void  perch_cli_json_add_text  (JsonBuilder *builder,
                                const char  *text);
void  perch_cli_json_add_rounded (JsonBuilder *builder,
                                  double       value,
                                  guint        decimals);
double perch_cli_elapsed_ms    (gint64      start_us);
int   perch_cli_compare_doubles (gconstpointer a,
                                 gconstpointer b);
double perch_cli_percentile    (double     *sorted_values,
                                guint       n_values,
                                double      fraction);

G_END_DECLS
