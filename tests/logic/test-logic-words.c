/* test-logic-words.c: every mistake and warning of the parser keeps its message in parts
 * (perch-logic-words.c), so that the page can say it in German: the parts give back the
 * English message, and the format and each phrase among the arguments are in po/de.po
 * (so they were marked for translation and are translated).
 *
 * The puzzles are the fuzz seed corpora (tests/fuzz/corpus/logic, alphametic) and a few
 * that reach messages the corpora do not.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <inttypes.h>
#include <string.h>

#include "perch-logic-puzzle.h"

static GHashTable *msgids;   /* the msgids of po/de.po */

/* The msgids of a .po file: each "msgid" with its continued lines, unescaped. */
static GHashTable *
read_msgids (const char *path)
{
  GHashTable *set = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GString) msgid = NULL;
  g_autoptr(GError) error = NULL;

  if (!g_file_get_contents (path, &contents, NULL, &error))
    g_error ("%s", error->message);
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];
      gboolean starts = g_str_has_prefix (line, "msgid ");

      if (msgid != NULL && (starts || line[0] != '"'))
        g_hash_table_add (set, g_string_free (g_steal_pointer (&msgid), FALSE));
      if (starts)
        {
          msgid = g_string_new (NULL);
          line += strlen ("msgid ");
        }
      if (msgid != NULL && line[0] == '"')
        {
          g_autofree char *quoted = g_strndup (line + 1, strlen (line) - 2);
          g_autofree char *text = g_strcompress (quoted);

          g_string_append (msgid, text);
          /* As gettext reads it: "%<PRId64>" is "%" PRId64 on this system. */
          g_string_replace (msgid, "<PRId64>", PRId64, 0);
        }
    }
  if (msgid != NULL)
    g_hash_table_add (set, g_string_free (g_steal_pointer (&msgid), FALSE));
  return set;
}

/* The printf conversions of a format, such as "%s%u%ld", for comparing formats. */
static char *
conversions (const char *format)
{
  g_autoptr(GString) out = g_string_new (NULL);

  for (const char *c = strchr (format, '%'); c != NULL; c = strchr (c, '%'))
    {
      const char *end = c + 1 + strspn (c + 1, "0123456789$l");

      g_string_append_len (out, c, end - c + 1);
      c = end + 1;
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static void
assert_words (const PerchLogicWords *words,
              const char            *message,
              const char            *where)
{
  g_autofree char *filled = NULL;
  g_autofree char *po_format = NULL;

  if (words == NULL || words->format == NULL)
    g_error ("%s: the message \"%s\" has no parts", where, message);
  filled = perch_logic_words_fill (words->format, (const char * const *) words->args);
  if (strcmp (filled, message) != 0)
    g_error ("%s: the parts give \"%s\", not \"%s\"", where, filled, message);
  if (!g_hash_table_contains (msgids, words->format))
    g_error ("%s: the format \"%s\" is not in po/de.po", where, words->format);
  for (guint i = 0; words->args[i] != NULL; i++)
    if ((words->phrases & (1u << i)) != 0 && !g_hash_table_contains (msgids, words->args[i]))
      g_error ("%s: the phrase \"%s\" is not in po/de.po", where, words->args[i]);
  /* A conversion the page does not fill in would show as it is. */
  po_format = conversions (words->format);
  for (const char *c = po_format; *c != '\0'; c++)
    g_assert_true (strchr ("%0123456789$lsdiu", *c) != NULL);
}

static guint n_mistakes, n_warnings;

/* A puzzle, or with @base an alphametic line in that base. */
static void
check_puzzle (const char *text,
              gssize      length,
              guint       base,
              const char *where)
{
  g_autoptr(GError) error = NULL;
  PerchLogicLocation location = { 0, };
  g_autoptr(PerchLogicPuzzle) puzzle = NULL;

  if (base > 0)
    {
      g_autofree char *line = g_strndup (text, length);

      puzzle = perch_logic_puzzle_new_alphametic (line, base, &location, &error);
    }
  else
    puzzle = perch_logic_puzzle_parse_bytes (text, length, &location, &error);
  if (puzzle == NULL)
    {
      g_assert_error (error, PERCH_LOGIC_ERROR, error->code);
      assert_words (perch_logic_error_get_words (error), error->message, where);
      n_mistakes++;
      return;
    }
  for (guint i = 0; i < perch_logic_puzzle_get_n_warnings (puzzle); i++)
    {
      const PerchLogicWarning *warning = perch_logic_puzzle_get_warning (puzzle, i);

      assert_words (&warning->words, warning->message, where);
      n_warnings++;
    }
}

static void
check_corpus (const char *name,
              gboolean    alphametic)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fuzz", "corpus", name, NULL);
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *file;
  guint n = 0;

  g_assert_nonnull (dir);
  while ((file = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *file_path = g_build_filename (path, file, NULL);
      g_autofree char *contents = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (file_path, &contents, &length, NULL));
      /* As the fuzz target reads it: the first byte picks the base (fuzz-alphametic.c). */
      if (alphametic && length > 0)
        check_puzzle (contents + 1, (gssize) length - 1, 2 + (guchar) contents[0] % 35,
                      file_path);
      else if (!alphametic)
        check_puzzle (contents, (gssize) length, 0, file_path);
      n++;
    }
  g_assert_cmpuint (n, >, 0);
}

static void
test_words_corpora (void)
{
  n_mistakes = n_warnings = 0;
  check_corpus ("logic", FALSE);
  check_corpus ("alphametic", TRUE);
  g_test_message ("%u mistakes, %u warnings", n_mistakes, n_warnings);
  g_assert_cmpuint (n_mistakes, >, 50);
  g_assert_cmpuint (n_warnings, >, 0);
}

/* Messages with numbers of 64 bits, phrases as arguments, and a message that is its own
 * format. */
static void
test_words_kinds (void)
{
  static const char * const texts[] = {
    "domain 5..1\n",
    "domain 1..5\nnames a\na in 4..2\n",
    "domain 1..5\nnames a b\na = (b\n",
    "domain 1..5\nnames a b\na = )\n",
    "domain 1..5\nnames a b\na < b b\n",
    "domain 1..5\nnames a\nabs(a) = 1\n",
    "domain 1..3\ngroup g: a b c d\n",
    "domain 1..5\nnames x\nx = 2, 3\n",
    "domain 1..5\nnames a\nzebr = 1\n",
    "domain 1..5\ngroup pet: zebra dog\nzebr = 1\n",
    "domain 1..5\nnames a\na = 2 % 1\n",
    "",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    check_puzzle (texts[i], -1, 0, texts[i]);
}

/* The page fills in a translated format: its arguments may come in another order. */
static void
test_words_fill (void)
{
  const char * const args[] = { "zebr", "zebra", NULL };
  g_autofree char *in_order = perch_logic_words_fill ("'%s' (did you mean '%s'?) 100%%", args);
  g_autofree char *reordered = perch_logic_words_fill ("„%2$s“ statt „%1$s“", args);
  g_autofree char *numbers = perch_logic_words_fill ("%ld..%d, %u", (const char * const[]) {
                                                       "-5", "7", "3", NULL });

  g_assert_cmpstr (in_order, ==, "'zebr' (did you mean 'zebra'?) 100%");
  g_assert_cmpstr (reordered, ==, "„zebra“ statt „zebr“");
  g_assert_cmpstr (numbers, ==, "-5..7, 3");
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *po = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  po = g_test_build_filename (G_TEST_DIST, "..", "po", "de.po", NULL);
  msgids = read_msgids (po);
  g_test_add_func ("/logic/words/fill", test_words_fill);
  g_test_add_func ("/logic/words/kinds", test_words_kinds);
  g_test_add_func ("/logic/words/corpora", test_words_corpora);
  status = g_test_run ();
  g_hash_table_unref (msgids);
  return status;
}
