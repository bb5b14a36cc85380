/* perch-test-cli.h: the CLI tests run perch-cli as a script would
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

/* The command line for perch-cli (from PERCH_CLI) with @args, NULL-terminated. */
static inline GPtrArray *
perch_test_cli_argv (const char * const *args)
{
  GPtrArray *argv = g_ptr_array_new ();

  g_ptr_array_add (argv, (gpointer) g_getenv ("PERCH_CLI"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  return argv;
}

/* Runs perch-cli with @args and @input (or nothing) on stdin; returns the exit status,
 * with what it wrote in @out and @err. */
static inline int
perch_test_run_cli (const char * const  *args,
                    const char          *input,
                    char               **out,
                    char               **err)
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
