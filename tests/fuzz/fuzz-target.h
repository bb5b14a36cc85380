/* fuzz-target.h: what every fuzz target shares
 *
 * A target is one file, fuzz-NAME.c, that defines LLVMFuzzerTestOneInput() and feeds the bytes
 * to one parser (and to what uses its result). It is built twice (tests/fuzz/meson.build):
 * with clang and libFuzzer for './dev fuzz NAME', and with the normal compiler, linked with
 * fuzz-replay.c, as the test 'fuzz-NAME' that replays every file of corpus/NAME/ so that a
 * crash once found stays fixed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <stdint.h>
#include <string.h>

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

/* A critical or a warning (a g_return_if_fail that failed) is a bug like a crash: abort, so
 * that libFuzzer keeps the input. Called first by every target. */
static inline void
fuzz_strict (void)
{
  static gboolean done;

  if (!done)
    g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  done = TRUE;
}

/* The bytes as a string (up to the first NUL, as a C caller would pass them). */
static inline char *
fuzz_text (const uint8_t *data,
           size_t         size)
{
  return g_strndup ((const char *) data, size);
}

/* How many threads the process runs (Linux; 0 elsewhere): a target of a session reader
 * checks that reading started none. */
static inline guint
fuzz_count_threads (void)
{
  g_autoptr(GDir) dir = g_dir_open ("/proc/self/task", 0, NULL);
  guint count = 0;

  if (dir == NULL)
    return 0;
  while (g_dir_read_name (dir) != NULL)
    count++;
  return count;
}
