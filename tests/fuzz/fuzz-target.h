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

/* The bytes as a string (up to the first NUL, as a C caller would pass them). */
static inline char *
fuzz_text (const uint8_t *data,
           size_t         size)
{
  return g_strndup ((const char *) data, size);
}
