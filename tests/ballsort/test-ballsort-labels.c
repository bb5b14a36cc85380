/* test-ballsort-labels.c: the Ball Sort page's words for the core's values: every
 * message the level reader writes is recognised and worded anew (in German too), and
 * titles come from where a level came from */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "perch-ballsort-file.h"
#include "perch-ballsort-game.h"
#include "perch-ballsort-labels.h"

/* A text that makes the level reader say each of the things it can say. */
static char *
bad_level (guint which)
{
  GString *text = g_string_new (NULL);

  switch (which)
    {
    case 0: return g_strdup ("   ");                              /* empty */
    case 1:                                                         /* too many bottles */
      for (guint i = 0; i < PERCH_BALLSORT_MAX_BOTTLES + 1; i++)
        g_string_append (text, i > 0 ? " | -" : "-");
      break;
    case 2: return g_strdup ("- a | a");                            /* a dash and a ball */
    case 3: return g_strdup ("A b | b A");                          /* not a colour */
    case 4:                                                         /* more than 20 balls */
      for (guint i = 0; i < PERCH_BALLSORT_MAX_CAPACITY + 1; i++)
        g_string_append (text, "a ");
      break;
    case 5:                                                         /* too many colours */
      for (guint i = 0; i < PERCH_BALLSORT_MAX_COLOURS + 1; i++)
        g_string_append_printf (text, "%sc%u", i == 0 ? "" : i % 20 == 0 ? " | " : " ", i);
      break;
    case 6: return g_strdup ("a | | a");                            /* a blank bottle */
    case 7: return g_strdup ("a a | -\nb");                         /* a second line */
    case 8: return g_strdup ("- | -");                              /* no balls */
    case 9: return g_strdup ("re re bl | bl bl re re | -");         /* a colour short */
    case 10:                                                        /* capacity over 20 */
      for (guint i = 0; i < 21; i++)
        g_string_append (text, i == 11 ? "| a " : "a ");
      break;
    case 11: return g_strdup ("a a b b b | a a b");                 /* a bottle over capacity */
    default: g_assert_not_reached ();
    }
  return g_string_free (text, FALSE);
}

#define N_BAD_LEVELS 12

#define LEVEL "level a a b b | b b a a | -\n"

/* Saved games that make the game's reader say each of the things it can say. */
static const char * const bad_games[] = {
  LEVEL "add 0\n",
  LEVEL "solution 5 shortest\n",
  LEVEL "solution 0 best\n",
  LEVEL "solution 0 shortest 1>1\n",
  LEVEL "solution 0 shortest 9>1\n",
  LEVEL "solution 0 shortest 1>2\n",
  LEVEL "solution 0 shortest 3>1\n",
  LEVEL "solution 0 shortest 1>3 1>3 1>3\n",
  LEVEL "solution 0 shortest 1>3 2>3\n",
  LEVEL "solution 0 shortest x\n",
  LEVEL "solution 0 shortest 1234567890123>1\n",
  LEVEL "1>3\nsolution 0 shortest 2>3\n",
  LEVEL "hint 1>3\n1>3\n",
  LEVEL "source random\nsource random\n",
  LEVEL "source nowhere\n",
  LEVEL "source builtin nope\n",
  LEVEL "source difficulty nope\n",
  LEVEL "source daily 2026-13-01\n",
  LEVEL "1>3\nfrom 1 a a b b | b b a a | -\n",
  LEVEL "from x\n",
  LEVEL "from 1 a a b\n",
  LEVEL "from 1 a a b b | b b a a\n",
  LEVEL "rules fire\n",
  LEVEL "hint 1>3\nrules ball\n",
  LEVEL "at 9\n",
  LEVEL "hint 1>3\nsolution 0 shortest\n",
  LEVEL "hint 1>3\nhint 1>3\n",
  LEVEL "hint 9>1\n",
  LEVEL "verdict maybe\n",
  LEVEL "banana\n",
  LEVEL "rules ball extra\n",
  LEVEL "1>3",
  "level a\xff\n",
  "level a a b b | b b a a | -",
  "hello\n",
  "level a a b\n",
  "# nothing\n",
};

/* The core's own messages, as the page gets them: from the level parser, from the
 * file reader for a NUL byte and a file with no level, from the game's reader of
 * saved games, and from the moves of older versions' saved positions. */
static GPtrArray *
reader_errors (void)
{
  GPtrArray *errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
  g_autoptr(PerchBallsortFileEntry) nul = NULL;
  g_autoptr(GString) long_history = g_string_new (LEVEL);
  g_autoptr(GString) long_solution = g_string_new (LEVEL "solution 0 shortest");
  g_autofree char *too_large = NULL;
  GError *error = NULL;

  for (guint i = 0; i < N_BAD_LEVELS; i++)
    {
      g_autofree char *text = bad_level (i);

      g_assert_null (perch_ballsort_level_parse (text, NULL, &error));
      g_assert_nonnull (error);
      g_ptr_array_add (errors, g_steal_pointer (&error));
    }
  nul = perch_ballsort_file_read_first ("a a\0b b | -\n", 12, NULL);
  g_assert_nonnull (nul->error);
  g_ptr_array_add (errors, g_error_copy (nul->error));
  g_assert_null (perch_ballsort_file_read_first ("# only a comment\n", -1, &error));
  g_ptr_array_add (errors, g_steal_pointer (&error));

  for (guint i = 0; i <= PERCH_BALLSORT_GAME_MAX_HISTORY; i++)
    {
      g_string_append (long_history, i % 2 == 0 ? "1>3\n" : "3>1\n");
      g_string_append (long_solution, i % 2 == 0 ? " 1>3" : " 3>1");
    }
  g_string_append_c (long_solution, '\n');
  too_large = g_strnfill (PERCH_BALLSORT_GAME_MAX_TEXT + 1, '#');
  {
    const char *texts[G_N_ELEMENTS (bad_games) + 3];

    memcpy (texts, bad_games, sizeof bad_games);
    texts[G_N_ELEMENTS (bad_games)] = long_history->str;
    texts[G_N_ELEMENTS (bad_games) + 1] = long_solution->str;
    texts[G_N_ELEMENTS (bad_games) + 2] = too_large;
    for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
      {
        g_autoptr(PerchBallsortGame) game = perch_ballsort_game_new ();

        g_assert_false (perch_ballsort_game_load (game, texts[i], -1, &error));
        g_ptr_array_add (errors, g_steal_pointer (&error));
      }
  }
  {
    g_autoptr(PerchBallsortGame) game = perch_ballsort_game_new ();

    g_assert_false (perch_ballsort_game_restore_position (game, "a a b", "", 0,
                                                          PERCH_BALLSORT_SOURCE_RANDOM, NULL,
                                                          &error));
    g_ptr_array_add (errors, g_steal_pointer (&error));
    g_assert_false (perch_ballsort_game_restore_position (game, "a a b b | b b a a | -",
                                                          "a a b b | b b a a", 0,
                                                          PERCH_BALLSORT_SOURCE_RANDOM, NULL,
                                                          &error));
    g_ptr_array_add (errors, g_steal_pointer (&error));
  }
  return errors;
}

/* Every message is recognised: its words are the page's (typographic quotes, no
 * quotes the core uses), each one different. */
static void
test_every_reader_message (void)
{
  g_autoptr(GPtrArray) errors = reader_errors ();
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < errors->len; i++)
    {
      const GError *error = g_ptr_array_index (errors, i);
      g_autofree char *worded = perch_ballsort_label_error (error);

      g_test_message ("%s\n  %s", error->message, worded);
      g_assert_nonnull (worded);
      g_assert_null (strchr (worded, '\''));
      if (!g_hash_table_add (seen, g_steal_pointer (&worded)))
        g_error ("said twice: %s", error->message);
    }
}

/* The place stays in front: a column of a level's line, a line and column of a file. */
static void
test_places (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PerchBallsortFileEntry) entry = NULL;
  g_autofree char *in_level = NULL;
  g_autofree char *in_file = NULL;

  g_assert_null (perch_ballsort_level_parse ("re re bl | bl bl re re | -", NULL, &error));
  in_level = perch_ballsort_label_error (error);
  g_assert_cmpstr (in_level, ==,
                   "column 7: colour “bl” has 3 balls but the other colours have 4 each");
  entry = perch_ballsort_file_read_first ("\n# a comment\nX :: a A | A a\n", -1, NULL);
  in_file = perch_ballsort_label_error (entry->error);
  g_assert_true (g_str_has_prefix (in_file, "line 3, column 8: bottle 1: “A” is not a colour"));

  /* What the page does not know stays as the core said it. */
  g_clear_error (&error);
  g_set_error_literal (&error, PERCH_BALLSORT_ERROR, PERCH_BALLSORT_ERROR_INVALID, "something");
  g_free (in_level);
  in_level = perch_ballsort_label_error (error);
  g_assert_cmpstr (in_level, ==, "something");
}

static void
test_titles (void)
{
  struct { PerchBallsortSource source; const char *name; const char *title; } cases[] = {
    { PERCH_BALLSORT_SOURCE_BUILTIN, "puzzle-106", "Puzzle 106" },
    { PERCH_BALLSORT_SOURCE_RANDOM, NULL, "Random Level" },
    { PERCH_BALLSORT_SOURCE_TYPED, NULL, "Your Level" },
    { PERCH_BALLSORT_SOURCE_PASTED, NULL, "Pasted Level" },
    { PERCH_BALLSORT_SOURCE_NAMED, "From a File", "From a File" },
    { PERCH_BALLSORT_SOURCE_NAMED, "", "Ball Sort" },
    { PERCH_BALLSORT_SOURCE_DIFFICULTY, "hard", "Hard Level" },
    { PERCH_BALLSORT_SOURCE_DAILY, "2026-11-25", "Level of the Day, 2026-11-25" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *title = perch_ballsort_label_title (cases[i].source, cases[i].name);

      g_assert_cmpstr (title, ==, cases[i].title);
    }
}

static void
test_search (void)
{
  PerchBallsortSearchInfo info = {
    .expanded = 2000, .stored = 1500, .memory = 3000000, .budget = 6000000000,
    .bound = 48, .start_bound = 40, .exact = TRUE,
  };
  g_autofree char *exact = perch_ballsort_label_search (&info);
  g_autofree char *fast = NULL;

  g_assert_cmpstr (exact, ==, "At least 48 moves: 1500 positions in 3.0\u00a0MB of 6.0\u00a0GB");
  info.exact = FALSE;
  fast = perch_ballsort_label_search (&info);
  g_assert_cmpstr (fast, ==,
                   "Looking for any solution: 1500 positions in 3.0\u00a0MB of 6.0\u00a0GB");
}

/* In German, no message reads as in English, titles included. */
static void
test_german (void)
{
  const char *localedir = g_getenv ("PERCH_LOCALEDIR");
  g_autoptr(GPtrArray) errors = reader_errors ();
  g_autoptr(GPtrArray) english = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *column = NULL;
  g_autofree char *random = NULL;

  if (localedir == NULL || setlocale (LC_ALL, "C.UTF-8") == NULL)
    {
      g_test_skip ("no compiled translations (PERCH_LOCALEDIR) or no C.UTF-8 locale");
      return;
    }
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  for (guint i = 0; i < errors->len; i++)
    g_ptr_array_add (english, perch_ballsort_label_error (g_ptr_array_index (errors, i)));

  g_setenv ("LANGUAGE", "de", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  for (guint i = 0; i < errors->len; i++)
    {
      g_autofree char *german = perch_ballsort_label_error (g_ptr_array_index (errors, i));

      g_test_message ("%s", german);
      g_assert_cmpstr (german, !=, g_ptr_array_index (english, i));
    }
  g_assert_null (perch_ballsort_level_parse ("re re bl | bl bl re re | -", NULL, &error));
  column = perch_ballsort_label_error (error);
  g_assert_cmpstr (column, ==, "Spalte 7: Farbe „bl“ hat 3 Kugeln, die anderen Farben haben je 4");
  random = perch_ballsort_label_title (PERCH_BALLSORT_SOURCE_RANDOM, NULL);
  g_assert_cmpstr (random, ==, "Zufallslevel");
  g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "C.UTF-8");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ballsort/labels/every-reader-message", test_every_reader_message);
  g_test_add_func ("/ballsort/labels/places", test_places);
  g_test_add_func ("/ballsort/labels/titles", test_titles);
  g_test_add_func ("/ballsort/labels/search", test_search);
  g_test_add_func ("/ballsort/labels/german", test_german);

  return g_test_run ();
}
