/* perch-cli.c: every Perch solver from a terminal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-cli"

#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "perch-cli.h"

typedef struct
{
  const char *name;
  int       (*run)   (int argc, char **argv);
  int       (*bench) (int argc, char **argv);
  const char *summary;
} PerchCliGame;

static const PerchCliGame games[] = {
  { "uluru",    perch_cli_uluru,    perch_cli_uluru_bench,
    "solve, score and deal Uluru wish cards" },
  { "ballsort", perch_cli_ballsort, perch_cli_ballsort_bench,
    "solve, check and generate Ball Sort levels" },
  { "qawale",   perch_cli_qawale,   perch_cli_qawale_bench,
    "the Qawale engine and computer-player matches" },
  { "logic",    perch_cli_logic,    perch_cli_logic_bench,
    "solve logic puzzles and alphametics" },
};

static void
print_help (FILE *out)
{
  fprintf (out,
           "Usage: perch-cli COMMAND [ARGS...]\n"
           "\n"
           "Play and solve puzzles from a terminal.\n"
           "\n"
           "Commands:\n");
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    fprintf (out, "  %-10s %s\n", games[i].name, games[i].summary);
  fprintf (out,
           "  %-10s %s\n"
           "\n"
           "Options:\n"
           "  -h, --help     show this help\n"
           "  --version      show the version\n"
           "\n"
           "Run 'perch-cli COMMAND --help' for a command's own options.\n",
           "bench", "measure the solvers: bench [uluru|ballsort|qawale|logic]...");
}

static const PerchCliGame *
find_game (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    if (g_strcmp0 (games[i].name, name) == 0)
      return &games[i];

  return NULL;
}

static int
run_bench (int    argc,
           char **argv)
{
  int status = PERCH_CLI_EXIT_OK;

  if (argc >= 2 && (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0))
    {
      printf ("Usage: perch-cli bench [GAME [ARGS...]]\n"
              "\n"
              "Without a game, runs every benchmark in turn. Games: uluru, ballsort,\n"
              "qawale, logic. 'perch-cli bench GAME --help' lists a game's options.\n");
      return PERCH_CLI_EXIT_OK;
    }

  if (argc >= 2)
    {
      const PerchCliGame *command = find_game (argv[1]);

      if (command == NULL)
        return perch_cli_usage_error ("bench", "unknown game '%s' (try uluru, ballsort, "
                                      "qawale or logic)", argv[1]);

      return command->bench (argc - 1, argv + 1);
    }

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      char *bench_argv[] = { (char *) games[i].name, NULL };
      int result;

      printf ("== %s ==\n", games[i].name);
      fflush (stdout);
      result = games[i].bench (1, bench_argv);
      if (result != PERCH_CLI_EXIT_OK)
        status = result;
      printf ("\n");
    }

  return status;
}

int
main (int    argc,
      char **argv)
{
  const PerchCliGame *command;

  setlocale (LC_ALL, "");
  /* Numbers in our output are read by scripts: always a dot for decimals. */
  setlocale (LC_NUMERIC, "C");
  g_set_prgname ("perch-cli");

  if (argc < 2)
    {
      print_help (stderr);
      return PERCH_CLI_EXIT_USAGE;
    }

  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0
      || strcmp (argv[1], "help") == 0)
    {
      print_help (stdout);
      return PERCH_CLI_EXIT_OK;
    }

  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("perch-cli %s\n", PACKAGE_VERSION);
      return PERCH_CLI_EXIT_OK;
    }

  if (strcmp (argv[1], "bench") == 0)
    return run_bench (argc - 1, argv + 1);

  command = find_game (argv[1]);
  if (command == NULL)
    {
      fprintf (stderr, "perch-cli: unknown command '%s'; run 'perch-cli --help' for the list\n",
               argv[1]);
      return PERCH_CLI_EXIT_USAGE;
    }

  return command->run (argc - 1, argv + 1);
}
