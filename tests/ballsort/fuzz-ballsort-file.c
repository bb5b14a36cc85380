/* fuzz-ballsort-file.c: the fuzz target of the Ball Sort level and file parsers
 *
 * Built with clang -fsanitize=fuzzer -DPERCH_LIBFUZZER it is a libFuzzer
 * target; otherwise a program that runs every file named on its command line
 * through the same function (AFL and honggfuzz drive it that way; the test
 * suite runs it over the test data). Every level that parses must print and
 * parse back to itself, and the solver must answer it within a tiny budget
 * without crashing.
 */
#include <stdint.h>
#include <string.h>

#include "perch-ballsort-file.h"
#include "perch-ballsort-solver.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GPtrArray) entries = perch_ballsort_file_read ((const char *) data, size);

  for (guint i = 0; i < entries->len; i++)
    {
      PerchBallsortFileEntry *entry = g_ptr_array_index (entries, i);
      g_autoptr(PerchBallsortLevel) again = NULL;
      g_autoptr(PerchBallsortResult) result = NULL;
      g_autofree char *text = NULL;

      if (entry->level == NULL)
        {
          g_assert_nonnull (entry->error);
          continue;
        }
      text = perch_ballsort_level_to_string (entry->level);
      again = perch_ballsort_level_parse (text, NULL, NULL);
      g_assert_nonnull (again);
      g_assert_true (perch_ballsort_level_equal (entry->level, again));
      result = perch_ballsort_solve (entry->level, size % 2, 256 * 1024, NULL, NULL);
      g_assert_nonnull (result);
    }
  return 0;
}

#ifndef PERCH_LIBFUZZER
int
main (int    argc,
      char **argv)
{
  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *contents = NULL;
      gsize length;

      if (!g_file_get_contents (argv[i], &contents, &length, &error))
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
      LLVMFuzzerTestOneInput ((const uint8_t *) contents, length);
    }
  return 0;
}
#endif
