/* perch-cli-ballsort.c: 'perch-cli ballsort' and 'perch-cli bench ballsort'
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-cli"

#include "perch-cli.h"

#include <stdio.h>

/* Replaced by the ballsort issue: until then the command says so plainly. */
int
perch_cli_ballsort (int    argc,
              char **argv)
{
  return perch_cli_usage_error ("ballsort", "not available yet in this version");
}

int
perch_cli_ballsort_bench (int    argc,
                      char **argv)
{
  printf ("ballsort: no benchmark yet\n");
  return PERCH_CLI_EXIT_OK;
}
