/* test-ballsort-file.c: files of levels: names, comments, errors by line and column, any bytes */
#include <string.h>

#include "perch-ballsort-file.h"
#include "perch-rng.h"

static PerchBallsortFileEntry *
entry_at (GPtrArray *entries,
          guint      i)
{
  g_assert_cmpuint (i, <, entries->len);
  return g_ptr_array_index (entries, i);
}

static void
test_read (void)
{
  const char *contents =
    "# Ball Sort levels\n"
    "\n"
    "first :: r r b b | b b r r | -\r\n"
    "   \t\n"
    "L0001 src=somewhere ball=6 water=3 :: r r b b | b b r r | -\n"
    "- | a b | b a\n"
    "  # an indented comment\n"
    "broken :: r r b | b b r r | -\n"
    "last :: a a | b b";   /* no line break at the end */
  g_autoptr(GPtrArray) entries = perch_ballsort_file_read (contents, -1);
  PerchBallsortFileEntry *entry;
  g_autofree char *ball = NULL, *water = NULL, *missing = NULL, *in_name = NULL;
  g_autofree char *text = NULL;

  g_assert_cmpuint (entries->len, ==, 5);

  entry = entry_at (entries, 0);
  g_assert_cmpuint (entry->line, ==, 3);
  g_assert_cmpstr (entry->name, ==, "first");
  g_assert_cmpstr (entry->text, ==, "r r b b | b b r r | -");
  g_assert_nonnull (entry->level);
  g_assert_no_error (entry->error);

  entry = entry_at (entries, 1);
  g_assert_cmpuint (entry->line, ==, 5);
  ball = perch_ballsort_file_entry_get (entry, "ball");
  water = perch_ballsort_file_entry_get (entry, "water");
  missing = perch_ballsort_file_entry_get (entry, "colours");
  in_name = perch_ballsort_file_entry_get (entry, "L0001");
  g_assert_cmpstr (ball, ==, "6");
  g_assert_cmpstr (water, ==, "3");
  g_assert_null (missing);
  g_assert_null (in_name);

  /* A level of its own, starting with an empty bottle. */
  entry = entry_at (entries, 2);
  g_assert_null (entry->name);
  g_assert_nonnull (entry->level);
  text = perch_ballsort_level_to_string (entry->level);
  g_assert_cmpstr (text, ==, "- | a b | b a");

  /* The error names the line, and the column in that line. */
  entry = entry_at (entries, 3);
  g_assert_cmpuint (entry->line, ==, 8);
  g_assert_null (entry->level);
  g_assert_error (entry->error, PERCH_BALLSORT_ERROR, PERCH_BALLSORT_ERROR_INVALID);
  g_assert_cmpstr (entry->error->message, ==,
                   "line 8, column 15: colour 'b' has 3 balls but the other colours have "
                   "4 each");
  g_assert_cmpuint (entry->column, ==, 15);
  g_assert_cmpstr (entry->text, ==, "r r b | b b r r | -");

  entry = entry_at (entries, 4);
  g_assert_cmpuint (entry->line, ==, 9);
  g_assert_nonnull (entry->level);
}

static void
test_read_first (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PerchBallsortFileEntry) first = NULL;
  g_autoptr(PerchBallsortFileEntry) bad = NULL;
  g_autoptr(PerchBallsortFileEntry) none = NULL;

  first = perch_ballsort_file_read_first ("# saved\nMy Level :: r r | b b | -\nx :: y", -1,
                                          &error);
  g_assert_no_error (error);
  g_assert_cmpstr (first->name, ==, "My Level");
  g_assert_nonnull (first->level);

  /* A bad first level is handed back, to be corrected. */
  bad = perch_ballsort_file_read_first ("\n\nr R | -\n", -1, &error);
  g_assert_no_error (error);
  g_assert_null (bad->level);
  g_assert_cmpstr (bad->error->message, ==,
                   "line 3, column 3: bottle 1: 'R' is not a colour (a colour is 1 to 8 "
                   "lowercase letters or digits, starting with a letter)");

  none = perch_ballsort_file_read_first ("# only\n\n   \n", -1, &error);
  g_assert_null (none);
  g_assert_error (error, PERCH_BALLSORT_ERROR, PERCH_BALLSORT_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, "no level found: every line is blank or a comment");
}

static void
test_write_and_read_back (void)
{
  g_autoptr(PerchBallsortLevel) level =
    perch_ballsort_level_parse ("re bl bl | bl re re | -", NULL, NULL);
  g_autofree char *file = perch_ballsort_file_write ("Mine: the\nhard one", level);
  g_autoptr(GPtrArray) entries = perch_ballsort_file_read (file, -1);
  g_autoptr(GString) several = g_string_new (NULL);
  g_autoptr(GPtrArray) again = NULL;
  PerchBallsortFileEntry *entry;

  g_assert_true (g_str_has_prefix (file, "# "));
  g_assert_true (g_str_has_suffix (file, "Mine  the hard one :: re bl bl | bl re re | -\n"));
  g_assert_cmpuint (entries->len, ==, 1);
  entry = entry_at (entries, 0);
  g_assert_cmpstr (entry->name, ==, "Mine  the hard one");
  g_assert_true (perch_ballsort_level_equal (entry->level, level));

  perch_ballsort_file_append (several, NULL, level);
  perch_ballsort_file_append (several, "b", level);
  again = perch_ballsort_file_read (several->str, several->len);
  g_assert_cmpuint (again->len, ==, 2);
  g_assert_null (entry_at (again, 0)->name);
  g_assert_cmpstr (entry_at (again, 1)->name, ==, "b");
}

static void
test_binary_input (void)
{
  /* A NUL byte, bytes that are not UTF-8, a very long line: each line says
   * what is wrong with it and where, the others still read. */
  static const char contents[] = "a :: r r | b b\nbad :: r \0 r | b b\n\xff\xfe :: \xc3\x28 a\n"
                                 "ok :: a b | b a | -\n";
  g_autoptr(GPtrArray) entries = perch_ballsort_file_read (contents, sizeof contents - 1);
  g_autoptr(GString) longest = g_string_new ("long :: ");
  g_autoptr(GPtrArray) long_entries = NULL;

  g_assert_cmpuint (entries->len, ==, 4);
  g_assert_nonnull (entry_at (entries, 0)->level);
  g_assert_cmpstr (entry_at (entries, 1)->error->message, ==,
                   "line 2, column 10: a NUL byte: this is not a text file");
  g_assert_null (entry_at (entries, 2)->level);
  g_assert_true (g_utf8_validate (entry_at (entries, 2)->error->message, -1, NULL));
  g_assert_true (g_utf8_validate (entry_at (entries, 2)->name, -1, NULL));
  g_assert_true (g_utf8_validate (entry_at (entries, 2)->text, -1, NULL));
  g_assert_cmpstr (entry_at (entries, 2)->error->message, ==,
                   "line 3, column 7: bottle 1: '\\xc3(' is not a colour (a colour is 1 to 8 "
                   "lowercase letters or digits, starting with a letter)");
  g_assert_nonnull (entry_at (entries, 3)->level);

  for (guint i = 0; i < 200000; i++)
    g_string_append (longest, "a | ");
  g_string_append (longest, "a");
  long_entries = perch_ballsort_file_read (longest->str, longest->len);
  g_assert_cmpuint (long_entries->len, ==, 1);
  g_assert_cmpstr (entry_at (long_entries, 0)->error->message, ==,
                   "line 1, column 1028: more than 255 bottles");
}

/* Random bytes and random cuts of a good file: never a crash, and every
 * entry either a level or an error placed inside its line. */
static void
test_any_bytes (void)
{
  static const char good[] = "# levels\nx :: re bl | bl re | -\ny :: a a b | b a b | - | -\n"
                             "bl hu lb lb | pu pi ol si | - \n";
  PerchRng rng;

  perch_rng_init (&rng, 99);
  for (guint round = 0; round < 2000; round++)
    {
      g_autofree char *bytes = NULL;
      g_autoptr(GPtrArray) entries = NULL;
      gsize length;

      if (round % 2 == 0)
        {
          length = perch_rng_uniform (&rng, 200);
          bytes = g_malloc (length + 1);
          for (gsize i = 0; i < length; i++)
            {
              /* Mostly the format's own characters, to get deep into it. */
              static const char alphabet[] = "ab |-:\n#\t\r\0\xff";

              bytes[i] = perch_rng_uniform (&rng, 4) == 0 ? (char) perch_rng_uniform (&rng, 256)
                                                          : alphabet[perch_rng_uniform (&rng, 12)];
            }
        }
      else
        {
          length = perch_rng_uniform (&rng, sizeof good);
          bytes = g_memdup2 (good, length + 1);
        }
      bytes[length] = '\0';

      entries = perch_ballsort_file_read (bytes, length);
      for (guint i = 0; i < entries->len; i++)
        {
          PerchBallsortFileEntry *entry = entry_at (entries, i);

          g_assert_true ((entry->level == NULL) == (entry->error != NULL));
          g_assert_true (g_utf8_validate (entry->text, -1, NULL));
          if (entry->error != NULL)
            {
              g_autofree char *place = g_strdup_printf ("line %u, column %" G_GSIZE_FORMAT ": ",
                                                        entry->line, entry->column);

              g_assert_true (g_utf8_validate (entry->error->message, -1, NULL));
              g_assert_true (g_str_has_prefix (entry->error->message, place));
              g_assert_cmpuint (entry->column, >=, 1);
              g_assert_cmpuint (entry->column, <=, length + 1);
            }
        }
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ballsort/file/read", test_read);
  g_test_add_func ("/ballsort/file/read-first", test_read_first);
  g_test_add_func ("/ballsort/file/write-and-read-back", test_write_and_read_back);
  g_test_add_func ("/ballsort/file/binary-input", test_binary_input);
  g_test_add_func ("/ballsort/file/any-bytes", test_any_bytes);

  return g_test_run ();
}
