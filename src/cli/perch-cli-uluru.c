/* perch-cli-uluru.c: 'perch-cli uluru' and 'perch-cli bench uluru'
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-cli"

#include "perch-cli.h"

#include <stdio.h>

/* Replaced by the uluru issue: until then the command says so plainly. */
int
perch_cli_uluru (int    argc,
              char **argv)
{
  return perch_cli_usage_error ("uluru", "not available yet in this version");
}

int
perch_cli_uluru_bench (int    argc,
                      char **argv)
{
  printf ("uluru: no benchmark yet\n");
  return PERCH_CLI_EXIT_OK;
}
