/* perch-cli-qawale.c: 'perch-cli qawale' and 'perch-cli bench qawale'
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-cli"

#include "perch-cli.h"

#include <stdio.h>

/* Replaced by the qawale issue: until then the command says so plainly. */
int
perch_cli_qawale (int    argc,
              char **argv)
{
  return perch_cli_usage_error ("qawale", "not available yet in this version");
}

int
perch_cli_qawale_bench (int    argc,
                      char **argv)
{
  printf ("qawale: no benchmark yet\n");
  return PERCH_CLI_EXIT_OK;
}
