/* fuzz-replay.c: replays a fuzz target's corpus as an ordinary test (TAP, one line a file)
 *
 *   fuzz-NAME CORPUS_DIR
 *
 * Every file of the directory goes through LLVMFuzzerTestOneInput() once; a crash, an abort or
 * a hang (the test's timeout) fails the test.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>

#include "fuzz-target.h"

static int
compare_names (const void *a,
               const void *b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (argc != 2)
    {
      fprintf (stderr, "usage: %s CORPUS_DIR\n", argv[0]);
      return 2;
    }
  dir = g_dir_open (argv[1], 0, &error);
  if (dir == NULL)
    {
      printf ("Bail out! %s\n", error->message);
      return 1;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  qsort (names->pdata, names->len, sizeof (char *), compare_names);

  printf ("1..%u\n", names->len);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (argv[1], g_ptr_array_index (names, i), NULL);
      g_autofree char *contents = NULL;
      gsize length;

      if (!g_file_get_contents (path, &contents, &length, &error))
        {
          printf ("Bail out! %s\n", error->message);
          return 1;
        }
      fflush (stdout);
      LLVMFuzzerTestOneInput ((const uint8_t *) contents, length);
      printf ("ok %u %s\n", i + 1, (const char *) g_ptr_array_index (names, i));
    }
  return 0;
}
