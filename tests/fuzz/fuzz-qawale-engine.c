/* fuzz-qawale-engine.c: the text engine's command reader, one command a line
 *
 * 'go' and 'perft' with numbers of more than one digit are skipped, and 'perft' deeper than 2:
 * they would search for long, which is no failure of the reader.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-target.h"

#include "perch-qawale-engine.h"

static gboolean
slow (const char *line)
{
  const char *c = line;

  while (*c == ' ' || *c == '\t')
    c++;
  if (!g_str_has_prefix (c, "go") && !g_str_has_prefix (c, "perft"))
    return FALSE;
  for (; *c != '\0'; c++)
    if (g_ascii_isdigit (c[0]) && (g_ascii_isdigit (c[1]) ||
                                   (g_str_has_prefix (line, "perft") && c[0] > '2')))
      return TRUE;
  return FALSE;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = fuzz_text (data, size);
  g_auto(GStrv) lines = g_strsplit (text, "\n", 64);
  g_autoptr(PerchQawaleEngine) engine = perch_qawale_engine_new ();

  fuzz_strict ();
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *reply = NULL;
      gboolean quit = FALSE;

      if (slow (lines[i]))
        continue;
      reply = perch_qawale_engine_reply (engine, lines[i], &quit);   /* NULL: nothing to say */
      if (quit)
        break;
    }
  return 0;
}
