/* perch-cli-logic.c: 'perch-cli logic' and 'perch-cli bench logic'
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-cli"

#include "perch-cli.h"

#include <stdio.h>

/* Replaced by the logic issue: until then the command says so plainly. */
int
perch_cli_logic (int    argc,
              char **argv)
{
  return perch_cli_usage_error ("logic", "not available yet in this version");
}

int
perch_cli_logic_bench (int    argc,
                      char **argv)
{
  printf ("logic: no benchmark yet\n");
  return PERCH_CLI_EXIT_OK;
}
