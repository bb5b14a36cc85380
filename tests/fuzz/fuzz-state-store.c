/* fuzz-state-store.c: a state file's header, read from bytes as the store reads a file;
 * a body read is written and read back the same
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-target.h"

#include "perch-state-store.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  static const char * const names[] = { "ballsort", "qawale", "uluru", "logic" };

  fuzz_strict ();
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *body = NULL;
      g_autofree char *file = NULL;
      g_autofree char *again = NULL;
      guint version = 0;
      guint again_version = 0;

      body = perch_state_store_parse ((const char *) data, size, names[i], 1 + size % 3,
                                      &version, &error);
      if (body == NULL)
        {
          g_assert (error != NULL && error->domain == PERCH_STATE_STORE_ERROR);
          continue;
        }
      g_assert (error == NULL && version >= 1 && version <= 1 + size % 3);
      g_assert (g_utf8_validate (body, -1, NULL));
      file = g_strdup_printf ("perch-state %s %u\n%s", names[i], version, body);
      again = perch_state_store_parse (file, strlen (file), names[i], version, &again_version,
                                       NULL);
      g_assert (again != NULL && strcmp (again, body) == 0 && again_version == version);
    }
  return 0;
}
