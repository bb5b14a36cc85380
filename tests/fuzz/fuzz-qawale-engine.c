/* fuzz-qawale-engine.c: the text engine's command reader, one command a line
 *
 * 'go', 'analyse' and 'perft' with a number above 2 are skipped: they would search for long,
 * which is no failure of the reader. One engine serves every input (a new one allocates its search's
 * table, most of the time of a run), each input starting with 'new'.
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
  if (!g_str_has_prefix (c, "go") && !g_str_has_prefix (c, "perft") &&
      !g_str_has_prefix (c, "analyse"))
    return FALSE;
  for (; *c != '\0'; c++)
    if (g_ascii_isdigit (c[0]) && (c[0] > '2' || g_ascii_isdigit (c[1])))
      return TRUE;
  return FALSE;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  static PerchQawaleEngine *engine;
  g_autofree char *text = fuzz_text (data, size);
  g_auto(GStrv) lines = g_strsplit (text, "\n", 64);
  gboolean quit = FALSE;

  fuzz_strict ();
  if (engine == NULL)
    engine = perch_qawale_engine_new ();
  g_free (perch_qawale_engine_reply (engine, "new", &quit));
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *reply = NULL;

      if (slow (lines[i]))
        continue;
      reply = perch_qawale_engine_reply (engine, lines[i], &quit);   /* NULL: nothing to say */
      if (quit)
        break;
    }
  return 0;
}
