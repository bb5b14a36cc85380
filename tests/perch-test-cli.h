/* perch-test-cli.h: the CLI tests run perch-cli (the build's, from $PERCH_CLI) one way
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

/* The command line for @args (NULL-terminated, without the program): a NULL-terminated
 * array, freed by the caller. */
static inline GPtrArray *
perch_test_cli_argv (const char * const *args)
{
  GPtrArray *argv = g_ptr_array_new ();
  const char *program = g_getenv ("PERCH_CLI");

  g_assert_nonnull (program);
  g_ptr_array_add (argv, (gpointer) program);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  return argv;
}

/* Runs perch-cli with @args and @input on stdin (NULL: nothing), collects what it writes
 * to stdout and stderr into @out and @err, and returns its exit status. */
static inline int
perch_test_cli_run (const char * const *args,
                    const char         *input,
                    char              **out,
                    char              **err)
{
  g_autoptr(GPtrArray) argv = perch_test_cli_argv (args);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;

  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                               G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input != NULL ? input : "", NULL, out, err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  return g_subprocess_get_exit_status (process);
}
