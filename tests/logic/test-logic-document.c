/* test-logic-document.c: the Logic page's document: edited and title follow the text, an open
 * replaces the whole document (and can be undone whole), files are read and written
 * asynchronously (too large or binary ones refused), the text is checked on a worker with
 * only the latest result kept, and the state text comes back exactly, or as much of it as
 * can be read
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>
#include <glib/gstdio.h>

#include "logic-test-helpers.h"
#include "perch-logic-document.h"
#include "perch-logic-examples.h"

typedef struct
{
  guint opened;
  guint changed;
  guint edited;
  guint title;
} Counts;

static void
count_signal (guint *counter)
{
  (*counter)++;
}

static PerchLogicDocument *
new_counted_document (Counts *counts)
{
  PerchLogicDocument *document = perch_logic_document_new ();

  memset (counts, 0, sizeof *counts);
  g_signal_connect_swapped (document, "opened", G_CALLBACK (count_signal), &counts->opened);
  g_signal_connect_swapped (document, "changed", G_CALLBACK (count_signal), &counts->changed);
  g_signal_connect_swapped (document, "notify::edited", G_CALLBACK (count_signal),
                            &counts->edited);
  g_signal_connect_swapped (document, "notify::title", G_CALLBACK (count_signal),
                            &counts->title);
  return document;
}

static gboolean
set_flag (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
on_done (GObject      *source,
         GAsyncResult *result,
         gpointer      data)
{
  GAsyncResult **out = data;

  *out = g_object_ref (result);
}

static GAsyncResult *
wait_for_result (GAsyncResult **result)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add (10000, set_flag, &timed_out);

  while (*result == NULL && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);
  return *result;
}

static gboolean
open_file (PerchLogicDocument  *document,
           GFile               *file,
           GError             **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  perch_logic_document_open_file_async (document, file, NULL, on_done, &result);
  return perch_logic_document_open_file_finish (document, wait_for_result (&result), error);
}

static gboolean
save_file (PerchLogicDocument  *document,
           GFile               *file,
           GError             **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  perch_logic_document_save_async (document, file, NULL, on_done, &result);
  return perch_logic_document_save_finish (document, wait_for_result (&result), error);
}

/* Waits for the check of the document's current text. */
static void
wait_for_check (PerchLogicDocument *document)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add (10000, set_flag, &timed_out);

  perch_logic_document_check_now (document);
  while (perch_logic_document_get_check (document) == PERCH_LOGIC_CHECK_PENDING && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);
}

/* Clicks @times on the cell of @fact on the document's grid. */
static void
cycle (PerchLogicDocument *document,
       const char         *fact,
       guint               times)
{
  const PerchLogicGrid *grid = perch_logic_document_get_grid (document);
  guint cell;

  g_assert_nonnull (grid);
  cell = logic_test_cell (perch_logic_document_get_puzzle (document), grid, fact);
  for (guint i = 0; i < times; i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (perch_logic_document_cycle_mark (document, cell, &error));
      g_assert_no_error (error);
    }
}

static GFile *
temp_file (const char *name,
           const char *contents,
           gssize      length)
{
  g_autofree char *directory = g_dir_make_tmp ("perch-logic-document-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (directory, name, NULL);

  g_assert_nonnull (directory);
  if (contents != NULL)
    g_assert_true (g_file_set_contents (path, contents, length, NULL));
  return g_file_new_for_path (path);
}

static void
remove_temp_file (GFile *file)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);

  g_file_delete (file, NULL, NULL);
  g_file_delete (parent, NULL, NULL);
}

static char *
file_contents (GFile *file)
{
  char *contents = NULL;

  g_assert_true (g_file_load_contents (file, NULL, &contents, NULL, NULL, NULL));
  return contents;
}

/* A new document is an empty new puzzle, not edited. */
static void
test_document_new (void)
{
  g_autoptr(PerchLogicDocument) document = perch_logic_document_new ();

  g_assert_cmpstr (perch_logic_document_get_text (document), ==, "");
  g_assert_cmpint (perch_logic_document_get_origin (document), ==, PERCH_LOGIC_ORIGIN_NEW);
  g_assert_cmpstr (perch_logic_document_get_title (document), ==, "New Puzzle");
  g_assert_false (perch_logic_document_get_edited (document));
  g_assert_false (perch_logic_document_get_can_undo_open (document));
  g_assert_null (perch_logic_document_get_file (document));
}

/* "Edited" says whether the text differs from the one opened, also after typing it back. */
static void
test_document_edited (void)
{
  Counts counts;
  g_autoptr(PerchLogicDocument) document = new_counted_document (&counts);
  const PerchLogicExample *zebra = perch_logic_example_find ("zebra");
  g_autofree char *typed = g_strconcat (zebra->text, "# mine\n", NULL);

  g_assert_true (perch_logic_document_open_example (document, "zebra"));
  g_assert_cmpuint (counts.opened, ==, 1);
  g_assert_cmpuint (counts.changed, ==, 1);
  g_assert_cmpuint (counts.title, ==, 1);
  g_assert_cmpstr (perch_logic_document_get_title (document), ==, "The Zebra puzzle");
  g_assert_cmpstr (perch_logic_document_get_example_id (document), ==, "zebra");
  g_assert_cmpstr (perch_logic_document_get_text (document), ==, zebra->text);
  g_assert_false (perch_logic_document_get_edited (document));

  perch_logic_document_set_text (document, typed);
  g_assert_true (perch_logic_document_get_edited (document));
  g_assert_cmpuint (counts.edited, ==, 1);
  g_assert_cmpuint (counts.changed, ==, 2);
  g_assert_cmpuint (counts.opened, ==, 1);
  /* The same text again is no change. */
  perch_logic_document_set_text (document, typed);
  g_assert_cmpuint (counts.changed, ==, 2);

  /* Undone back to the example's text: no longer edited, still the example. */
  perch_logic_document_set_text (document, zebra->text);
  g_assert_false (perch_logic_document_get_edited (document));
  g_assert_cmpuint (counts.edited, ==, 2);
  g_assert_cmpstr (perch_logic_document_get_title (document), ==, "The Zebra puzzle");
  g_assert_cmpuint (counts.opened, ==, 1);

  g_assert_false (perch_logic_document_open_example (document, "no-such-example"));
  g_assert_cmpstr (perch_logic_document_get_text (document), ==, zebra->text);
  g_assert_cmpuint (counts.opened, ==, 1);

  /* A new puzzle is never "edited" while empty. */
  perch_logic_document_open_new (document);
  g_assert_cmpstr (perch_logic_document_get_title (document), ==, "New Puzzle");
  g_assert_false (perch_logic_document_get_edited (document));
  perch_logic_document_set_text (document, "x");
  g_assert_true (perch_logic_document_get_edited (document));
}

/* An open over edited text can be undone, text, origin and title together; an edit in the new
 * document, or an open over text that was not edited, leaves nothing to undo. */
static void
test_document_undo_open (void)
{
  Counts counts;
  g_autoptr(PerchLogicDocument) document = new_counted_document (&counts);
  const PerchLogicExample *queens = perch_logic_example_find ("queens");

  perch_logic_document_open_example (document, "zebra");
  perch_logic_document_set_text (document, "# mine\n");
  perch_logic_document_open_example (document, "queens");
  g_assert_true (perch_logic_document_get_can_undo_open (document));
  g_assert_cmpstr (perch_logic_document_get_title (document), ==, "Eight queens");
  g_assert_cmpuint (counts.opened, ==, 2);

  g_assert_true (perch_logic_document_undo_open (document));
  g_assert_cmpuint (counts.opened, ==, 3);
  g_assert_cmpstr (perch_logic_document_get_text (document), ==, "# mine\n");
  g_assert_cmpstr (perch_logic_document_get_title (document), ==, "The Zebra puzzle");
  g_assert_cmpstr (perch_logic_document_get_example_id (document), ==, "zebra");
  g_assert_true (perch_logic_document_get_edited (document));
  g_assert_false (perch_logic_document_get_can_undo_open (document));
  g_assert_false (perch_logic_document_undo_open (document));

  /* Typed in the new document: that one is kept, the old one is gone. */
  perch_logic_document_open_new (document);
  g_assert_true (perch_logic_document_get_can_undo_open (document));
  perch_logic_document_set_text (document, "names a\n");
  g_assert_false (perch_logic_document_get_can_undo_open (document));
  g_assert_false (perch_logic_document_undo_open (document));
  g_assert_cmpstr (perch_logic_document_get_text (document), ==, "names a\n");

  /* Nothing unsaved replaced: nothing to bring back. */
  perch_logic_document_open_example (document, "queens");
  perch_logic_document_open_example (document, "zebra");
  g_assert_false (perch_logic_document_get_can_undo_open (document));
  perch_logic_document_set_text (document, queens->text);
}

/* A file is read asynchronously; one that is missing, too large or not text is refused and
 * the document stays as it was; an open asked for later wins. */
static void
test_document_open_file (void)
{
  g_autoptr(PerchLogicDocument) document = perch_logic_document_new ();
  g_autoptr(GFile) file = temp_file ("puzzle.logic", "names a\n", -1);
  g_autoptr(GFile) missing = temp_file ("missing.logic", NULL, 0);
  g_autoptr(GFile) binary = temp_file ("binary.logic", "names\0a\n", 8);
  g_autoptr(GFile) latin1 = temp_file ("latin1.logic", "# caf\xe9\n", -1);
  g_autofree char *large_text = g_strnfill (PERCH_LOGIC_DOCUMENT_MAX_BYTES + 1, '#');
  g_autoptr(GFile) large = temp_file ("large.logic", large_text, -1);
  g_autoptr(GError) error = NULL;
  g_autoptr(GAsyncResult) result = NULL;

  g_assert_true (open_file (document, file, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (perch_logic_document_get_text (document), ==, "names a\n");
  g_assert_cmpint (perch_logic_document_get_origin (document), ==, PERCH_LOGIC_ORIGIN_FILE);
  g_assert_true (g_file_equal (perch_logic_document_get_file (document), file));
  g_assert_cmpstr (perch_logic_document_get_title (document), ==, "puzzle.logic");
  g_assert_false (perch_logic_document_get_edited (document));

  g_assert_false (open_file (document, missing, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (open_file (document, binary, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);
  g_assert_false (open_file (document, latin1, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);
  g_assert_false (open_file (document, large, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);
  g_assert_cmpstr (perch_logic_document_get_text (document), ==, "names a\n");
  g_assert_cmpstr (perch_logic_document_get_title (document), ==, "puzzle.logic");

  /* Asked for the file, then for an example: the example stays. */
  perch_logic_document_open_file_async (document, file, NULL, on_done, &result);
  perch_logic_document_open_example (document, "zebra");
  g_assert_false (perch_logic_document_open_file_finish (document, wait_for_result (&result),
                                                         &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpstr (perch_logic_document_get_example_id (document), ==, "zebra");

  remove_temp_file (file);
  remove_temp_file (missing);
  remove_temp_file (binary);
  remove_temp_file (latin1);
  remove_temp_file (large);
}

/* Save writes the file the document came from; saving elsewhere makes that the document's
 * file; what was typed while a save ran stays edited. */
static void
test_document_save (void)
{
  g_autoptr(PerchLogicDocument) document = perch_logic_document_new ();
  g_autoptr(GFile) file = temp_file ("mine.logic", "names a\n", -1);
  g_autoptr(GFile) other = temp_file ("other.logic", "# other\n", -1);
  g_autoptr(GFile) copy = temp_file ("copy.logic", NULL, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  g_autofree char *contents = NULL;

  /* Nowhere to write an example to. */
  perch_logic_document_open_example (document, "zebra");
  g_assert_false (save_file (document, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);

  g_assert_true (open_file (document, file, &error));
  perch_logic_document_set_text (document, "names a b\n");
  g_assert_true (perch_logic_document_get_edited (document));
  g_assert_true (save_file (document, NULL, &error));
  g_assert_no_error (error);
  contents = file_contents (file);
  g_assert_cmpstr (contents, ==, "names a b\n");
  g_clear_pointer (&contents, g_free);
  g_assert_false (perch_logic_document_get_edited (document));
  contents = file_contents (other);
  g_assert_cmpstr (contents, ==, "# other\n");
  g_clear_pointer (&contents, g_free);

  /* Save As: the copy is the document now. */
  g_assert_true (save_file (document, copy, &error));
  g_assert_true (g_file_equal (perch_logic_document_get_file (document), copy));
  g_assert_cmpstr (perch_logic_document_get_title (document), ==, "copy.logic");

  /* Typing while the file is written: the typing is not in the file. */
  perch_logic_document_save_async (document, NULL, NULL, on_done, &result);
  perch_logic_document_set_text (document, "names a b c\n");
  g_assert_true (perch_logic_document_save_finish (document, wait_for_result (&result), &error));
  g_assert_true (perch_logic_document_get_edited (document));
  contents = file_contents (copy);
  g_assert_cmpstr (contents, ==, "names a b\n");
  g_clear_pointer (&contents, g_free);

  /* An example saved as a file becomes that file. */
  perch_logic_document_open_example (document, "queens");
  g_assert_true (save_file (document, other, &error));
  g_assert_cmpint (perch_logic_document_get_origin (document), ==, PERCH_LOGIC_ORIGIN_FILE);
  g_assert_null (perch_logic_document_get_example_id (document));
  g_assert_cmpstr (perch_logic_document_get_title (document), ==, "other.logic");
  g_assert_false (perch_logic_document_get_edited (document));
  contents = file_contents (other);
  g_assert_cmpstr (contents, ==, perch_logic_example_find ("queens")->text);

  remove_temp_file (file);
  remove_temp_file (other);
  remove_temp_file (copy);
}

/* The check runs on a worker; only the result for the text as it is now is shown. */
static void
test_document_check (void)
{
  g_autoptr(PerchLogicDocument) document = perch_logic_document_new ();
  PerchLogicLocation location = { 0 };
  const char *message;

  perch_logic_document_open_example (document, "send-most-money");
  wait_for_check (document);
  g_assert_cmpint (perch_logic_document_get_check (document), ==, PERCH_LOGIC_CHECK_OK);
  g_assert_true (perch_logic_document_is_optimizing (document));

  perch_logic_document_set_text (document, "domain 1..5\ngroup pet: dog zebra\nzebr = 1\n");
  g_assert_cmpint (perch_logic_document_get_check (document), ==, PERCH_LOGIC_CHECK_PENDING);
  g_assert_null (perch_logic_document_get_mistake (document, NULL));
  wait_for_check (document);
  message = perch_logic_document_get_mistake (document, &location);
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (message, "zebr"));
  g_assert_cmpuint (location.line, ==, 3);
  g_assert_cmpuint (location.column, ==, 1);

  /* A check under way when the text changes is not shown for the new text. */
  perch_logic_document_set_text (document, "names x\n");
  perch_logic_document_check_now (document);
  perch_logic_document_set_text (document, "domain 1..2\nnames x\nx = 1\n");
  wait_for_check (document);
  g_assert_cmpint (perch_logic_document_get_check (document), ==, PERCH_LOGIC_CHECK_OK);
  g_assert_false (perch_logic_document_is_optimizing (document));
}

/* A puzzle with warnings reads well and keeps them, with their places, until the text
 * changes; a mistake says its kind. */
static void
test_document_warnings (void)
{
  g_autoptr(PerchLogicDocument) document = perch_logic_document_new ();
  const PerchLogicWarning *warning;

  perch_logic_document_set_text (document, "domain 1..3\ngroup g: a b c d\nnames x\n"
                                           "x = 2, 3\n");
  wait_for_check (document);
  g_assert_cmpint (perch_logic_document_get_check (document), ==, PERCH_LOGIC_CHECK_OK);
  g_assert_cmpuint (perch_logic_document_get_n_warnings (document), ==, 2);
  warning = perch_logic_document_get_warning (document, 0);
  g_assert_cmpuint (warning->where.line, ==, 2);
  g_assert_nonnull (strstr (warning->message, "'g' has 4 names"));
  warning = perch_logic_document_get_warning (document, 1);
  g_assert_cmpuint (warning->where.line, ==, 4);
  g_assert_cmpuint (warning->where.column, ==, 1);

  perch_logic_document_set_text (document, "domain 1..3\nnames x\n");
  g_assert_cmpuint (perch_logic_document_get_n_warnings (document), ==, 0);
  wait_for_check (document);
  g_assert_cmpuint (perch_logic_document_get_n_warnings (document), ==, 0);

  perch_logic_document_set_text (document, "domain 1..3\nnames x\nx = y\n");
  wait_for_check (document);
  g_assert_cmpint (perch_logic_document_get_mistake_kind (document), ==, PERCH_LOGIC_ERROR_NAME);
  perch_logic_document_set_text (document, "domain 1..3\nnames x\nx = = 1\n");
  wait_for_check (document);
  g_assert_cmpint (perch_logic_document_get_mistake_kind (document), ==,
                   PERCH_LOGIC_ERROR_SYNTAX);
}

static void
check_round_trip (PerchLogicDocument *document)
{
  g_autofree char *state = perch_logic_document_to_state (document);
  g_autoptr(PerchLogicDocument) back = perch_logic_document_new ();
  g_autofree char *again = NULL;
  g_autoptr(GError) error = NULL;
  GFile *file = perch_logic_document_get_file (document);

  g_assert_true (perch_logic_document_load_state (back, state,
                                                  PERCH_LOGIC_DOCUMENT_STATE_VERSION, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (perch_logic_document_get_text (back), ==,
                   perch_logic_document_get_text (document));
  g_assert_cmpstr (perch_logic_document_get_marks_text (back), ==,
                   perch_logic_document_get_marks_text (document));
  g_assert_cmpint (perch_logic_document_get_origin (back), ==,
                   perch_logic_document_get_origin (document));
  g_assert_cmpstr (perch_logic_document_get_example_id (back), ==,
                   perch_logic_document_get_example_id (document));
  g_assert_cmpstr (perch_logic_document_get_title (back), ==,
                   perch_logic_document_get_title (document));
  g_assert_cmpint (perch_logic_document_get_edited (back), ==,
                   perch_logic_document_get_edited (document));
  if (file != NULL)
    g_assert_true (g_file_equal (perch_logic_document_get_file (back), file));
  again = perch_logic_document_to_state (back);
  g_assert_cmpstr (again, ==, state);
}

/* Every kind of document and text comes back exactly. */
static void
test_document_state_round_trip (void)
{
  static const char * const texts[] = {
    "", "a", "a\n", "\n", "\n\n", "|\n|x\nend\nend", "text\r\norigin new\r\n", "  \t",
    "# café, “quotes”, 🦜\nnames a\n",
  };
  g_autoptr(PerchLogicDocument) document = perch_logic_document_new ();
  g_autoptr(GFile) file = g_file_new_for_path ("/tmp/a folder/puzzle #1.logic");

  check_round_trip (document);
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      perch_logic_document_open_example (document, "zebra");
      perch_logic_document_set_text (document, texts[i]);
      check_round_trip (document);
      perch_logic_document_open_new (document);
      perch_logic_document_set_text (document, texts[i]);
      check_round_trip (document);
      perch_logic_document_restore (document, PERCH_LOGIC_ORIGIN_FILE, NULL, file, texts[i],
                                    "saved\n");
      check_round_trip (document);
      perch_logic_document_restore (document, PERCH_LOGIC_ORIGIN_FILE, NULL, file, texts[i],
                                    texts[i]);
      g_assert_false (perch_logic_document_get_edited (document));
      check_round_trip (document);
      /* Saved text not known: edited, and so it stays. */
      perch_logic_document_restore (document, PERCH_LOGIC_ORIGIN_EXAMPLE, "queens", NULL,
                                    texts[i], NULL);
      g_assert_true (perch_logic_document_get_edited (document));
      check_round_trip (document);
    }
}

/* A state of version 1 (no marks) that cannot be read whole. */
static void
assert_load_fails (const char  *state,
                   const char  *text,
                   guint        line,
                   PerchLogicOrigin origin,
                   gboolean     edited)
{
  g_autoptr(PerchLogicDocument) document = perch_logic_document_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *prefix = g_strdup_printf ("line %u:", line);

  g_assert_false (perch_logic_document_load_state (document, state, 1, &error));
  g_assert_nonnull (error);
  if (line > 0 && !g_str_has_prefix (error->message, prefix))
    g_error ("\"%s\" does not start with \"%s\"", error->message, prefix);
  g_assert_cmpstr (perch_logic_document_get_text (document), ==, text);
  g_assert_cmpint (perch_logic_document_get_origin (document), ==, origin);
  g_assert_cmpint (perch_logic_document_get_edited (document), ==, edited);
}

/* Bad state: the error says the line; what came before it is kept. */
static void
test_document_state_bad (void)
{
  g_autofree char *huge = g_strnfill (4 * (PERCH_LOGIC_DOCUMENT_MAX_BYTES + 4096) + 1, '|');

  assert_load_fails ("", "", 0, PERCH_LOGIC_ORIGIN_NEW, FALSE);
  assert_load_fails (huge, "", 0, PERCH_LOGIC_ORIGIN_NEW, FALSE);
  assert_load_fails ("txet\n", "", 1, PERCH_LOGIC_ORIGIN_NEW, FALSE);
  assert_load_fails ("text\n|a\n|b\n", "a\nb", 4, PERCH_LOGIC_ORIGIN_NEW, TRUE);
  assert_load_fails ("text\n|a\n|b", "a", 3, PERCH_LOGIC_ORIGIN_NEW, TRUE);
  assert_load_fails ("text\n|a\nb\nend\n", "a", 3, PERCH_LOGIC_ORIGIN_NEW, TRUE);
  assert_load_fails ("text\n|a\nend\n", "a", 4, PERCH_LOGIC_ORIGIN_NEW, TRUE);
  assert_load_fails ("text\n|a\nend\norigin example nothing\n", "a", 4,
                     PERCH_LOGIC_ORIGIN_NEW, TRUE);
  assert_load_fails ("text\n|a\nend\norigin file not a uri\n", "a", 4,
                     PERCH_LOGIC_ORIGIN_NEW, TRUE);
  assert_load_fails ("text\n|a\nend\norigin elsewhere\n", "a", 4, PERCH_LOGIC_ORIGIN_NEW, TRUE);
  assert_load_fails ("text\n|a\nend\norigin example zebra\nsaved\n|a\n", "a", 7,
                     PERCH_LOGIC_ORIGIN_EXAMPLE, TRUE);
  assert_load_fails ("text\n|a\nend\norigin example zebra\nsafe\n", "a", 5,
                     PERCH_LOGIC_ORIGIN_EXAMPLE, TRUE);
  assert_load_fails ("text\n|a\nend\norigin example zebra\n", "a", 5,
                     PERCH_LOGIC_ORIGIN_EXAMPLE, TRUE);
  /* All read, then something more: kept whole, and said. */
  assert_load_fails ("text\n|a\nend\norigin new\nsaved\n|a\nend\nmore\n", "a", 8,
                     PERCH_LOGIC_ORIGIN_NEW, FALSE);
  /* Not UTF-8 in the middle: the lines before it are kept. */
  assert_load_fails ("text\n|a\n|\xff\xfe\nend\n", "a", 3, PERCH_LOGIC_ORIGIN_NEW, TRUE);
  assert_load_fails ("text\n|a\nend\norigin new\nsaved\n|a\nend\n\xc3", "a", 8,
                     PERCH_LOGIC_ORIGIN_NEW, FALSE);
}

/* A state cut off anywhere reads without a crash and keeps a prefix of the text; random bytes
 * never crash. */
static void
test_document_state_truncated (void)
{
  g_autoptr(PerchLogicDocument) document = perch_logic_document_new ();
  const PerchLogicExample *zebra = perch_logic_example_find ("zebra");
  g_autofree char *state = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  gsize length;

  perch_logic_document_open_example (document, "zebra");
  wait_for_check (document);
  cycle (document, "milk = 3", 2);
  cycle (document, "englishman = 1", 1);
  perch_logic_document_set_text (document, "# é\nnames a\n");
  state = perch_logic_document_to_state (document);
  length = strlen (state);
  for (gsize cut = 0; cut < length; cut++)
    {
      g_autofree char *part = g_strndup (state, cut);
      g_autoptr(PerchLogicDocument) back = perch_logic_document_new ();
      g_autoptr(GError) error = NULL;
      const char *text;

      g_assert_false (perch_logic_document_load_state (back, part,
                                                       PERCH_LOGIC_DOCUMENT_STATE_VERSION,
                                                       &error));
      g_assert_nonnull (error);
      text = perch_logic_document_get_text (back);
      g_assert_true (g_str_has_prefix ("# é\nnames a\n", text));
      g_assert_true (g_utf8_validate (text, -1, NULL));
      g_assert_true (g_str_has_prefix ("milk = 3\nenglishman != 1\n",
                                       perch_logic_document_get_marks_text (back)));
    }
  g_assert_nonnull (zebra);

  for (guint i = 0; i < 2000; i++)
    {
      gsize size = g_rand_int_range (rand, 0, 200);
      g_autofree char *bytes = g_malloc (size + 1);
      g_autoptr(PerchLogicDocument) back = perch_logic_document_new ();
      g_autoptr(GError) error = NULL;

      for (gsize j = 0; j < size; j++)
        {
          /* Mostly the format's own pieces, so that some inputs get far. */
          static const char pieces[] = "text\n|end\norigin new example zebra\nsaved\nmarks\n"
                                       "= !=\xff";

          bytes[j] = g_rand_boolean (rand) ? pieces[g_rand_int_range (rand, 0, sizeof pieces - 1)]
                                           : (char) g_rand_int_range (rand, 1, 256);
        }
      bytes[size] = '\0';
      if (!perch_logic_document_load_state (back, bytes, 1 + i % 2, &error))
        g_assert_nonnull (error);
      g_assert_true (g_utf8_validate (perch_logic_document_get_text (back), -1, NULL));
    }
}

static void
count_notify (gpointer data)
{
  (*(guint *) data)++;
}

/* The marks: shown on the grid of the text once it is checked, a history of their own (undo,
 * redo), kept while a text with a mistake is typed, in the state, dropped by an open and back
 * with the document an open replaced. */
static void
test_document_marks (void)
{
  g_autoptr(PerchLogicDocument) document = perch_logic_document_new ();
  g_autoptr(PerchLogicDocument) back = perch_logic_document_new ();
  g_autofree char *state = NULL;
  g_autoptr(GError) error = NULL;
  const PerchLogicGrid *grid;
  guint grids = 0, changes = 0;

  g_signal_connect_swapped (document, "notify::grid", G_CALLBACK (count_notify), &grids);
  g_signal_connect_swapped (document, "changed", G_CALLBACK (count_notify), &changes);
  perch_logic_document_open_example (document, "zebra");
  g_assert_null (perch_logic_document_get_grid (document));
  wait_for_check (document);
  grid = perch_logic_document_get_grid (document);
  g_assert_nonnull (grid);
  g_assert_cmpuint (grids, >=, 2);
  g_assert_false (perch_logic_document_get_can_undo_marks (document));

  changes = 0;
  cycle (document, "englishman = 1", 2);
  cycle (document, "milk = 3", 1);
  g_assert_cmpuint (changes, ==, 3);
  g_assert_cmpstr (perch_logic_document_get_marks_text (document), ==,
                   "englishman = 1\nmilk != 3\n");
  g_assert_true (perch_logic_document_get_can_undo_marks (document));
  g_assert_true (perch_logic_document_undo_marks (document));
  g_assert_cmpstr (perch_logic_document_get_marks_text (document), ==, "englishman = 1\n");
  g_assert_true (perch_logic_document_get_can_redo_marks (document));
  g_assert_true (perch_logic_document_redo_marks (document));
  g_assert_false (perch_logic_document_redo_marks (document));
  g_assert_cmpstr (perch_logic_document_get_marks_text (document), ==,
                   "englishman = 1\nmilk != 3\n");
  g_assert_cmpint (perch_logic_marks_get (perch_logic_document_get_marks (document), 1), ==,
                   PERCH_LOGIC_MARK_PEN_NO);
  /* A click on a cell the pen filled changes nothing. */
  g_assert_false (perch_logic_document_cycle_mark (document, 1, &error));
  g_assert_error (error, PERCH_LOGIC_MARKS_ERROR, PERCH_LOGIC_MARKS_ERROR_PEN);
  g_clear_error (&error);

  /* Undone to nothing, redone, undone again, then a new mark: no redo. */
  g_assert_true (perch_logic_document_undo_marks (document));
  g_assert_true (perch_logic_document_undo_marks (document));
  g_assert_true (perch_logic_document_undo_marks (document));
  g_assert_false (perch_logic_document_undo_marks (document));
  g_assert_cmpstr (perch_logic_document_get_marks_text (document), ==, "");
  g_assert_true (perch_logic_document_redo_marks (document));
  cycle (document, "zebra = japanese", 2);
  g_assert_false (perch_logic_document_get_can_redo_marks (document));
  g_assert_cmpstr (perch_logic_document_get_marks_text (document), ==,
                   "englishman != 1\njapanese = zebra\n");

  /* A text with a mistake keeps the grid and its marks; a text that reads well shows them on
   * its own grid. */
  perch_logic_document_set_text (document, "domain 1..5\ngroup nation: englishman\nx = = 1\n");
  wait_for_check (document);
  g_assert_true (perch_logic_document_get_grid (document) == grid);
  perch_logic_document_set_text (document,
                                 "domain 1..5\ngroup nation: englishman japanese\n"
                                 "group pet: zebra\n");
  wait_for_check (document);
  g_assert_nonnull (perch_logic_document_get_grid (document));
  g_assert_cmpuint (perch_logic_grid_get_n_cells (perch_logic_document_get_grid (document)), ==,
                    10 + 5 + 2);
  g_assert_cmpstr (perch_logic_document_get_marks_text (document), ==,
                   "englishman != 1\njapanese = zebra\n");

  /* In the state, and back. */
  state = perch_logic_document_to_state (document);
  g_assert_nonnull (strstr (state, "\nmarks\n|englishman != 1\n|japanese = zebra\n|\nend\n"));
  g_assert_true (perch_logic_document_load_state (back, state, 2, &error));
  g_assert_no_error (error);
  wait_for_check (back);
  g_assert_cmpint (perch_logic_marks_get (perch_logic_document_get_marks (back), 0), ==,
                   PERCH_LOGIC_MARK_NO);
  g_assert_false (perch_logic_document_get_can_undo_marks (back));

  /* An open starts without marks; undoing it brings them back. */
  perch_logic_document_open_new (document);
  g_assert_cmpstr (perch_logic_document_get_marks_text (document), ==, "");
  g_assert_null (perch_logic_document_get_grid (document));
  g_assert_false (perch_logic_document_get_can_undo_marks (document));
  g_assert_true (perch_logic_document_undo_open (document));
  g_assert_cmpstr (perch_logic_document_get_marks_text (document), ==,
                   "englishman != 1\njapanese = zebra\n");
}

/* Version 1 (no marks) reads whole; version 2 wants its marks; other versions are said. */
static void
test_document_state_versions (void)
{
  static const char v1[] = "text\n|a\nend\norigin new\nsaved\n|a\nend\n";
  g_autoptr(PerchLogicDocument) document = perch_logic_document_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (perch_logic_document_load_state (document, v1, 1, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (perch_logic_document_get_text (document), ==, "a");
  g_assert_cmpstr (perch_logic_document_get_marks_text (document), ==, "");

  g_assert_false (perch_logic_document_load_state (document, v1, 2, &error));
  g_assert_nonnull (strstr (error->message, "line 8:"));
  g_assert_cmpstr (perch_logic_document_get_text (document), ==, "a");
  g_clear_error (&error);

  g_assert_false (perch_logic_document_load_state (document,
                                                   "text\n|a\nend\norigin new\nsaved\n|a\nend\n"
                                                   "marks\n|x = 1\n", 2, &error));
  g_assert_nonnull (strstr (error->message, "line 10:"));
  g_assert_cmpstr (perch_logic_document_get_marks_text (document), ==, "x = 1");
  g_clear_error (&error);

  for (guint version = 0; version < 4; version += 3)
    {
      g_assert_false (perch_logic_document_load_state (document, v1, version, &error));
      g_assert_nonnull (strstr (error->message, "version"));
      g_clear_error (&error);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/logic/document/new", test_document_new);
  g_test_add_func ("/logic/document/edited", test_document_edited);
  g_test_add_func ("/logic/document/undo-open", test_document_undo_open);
  g_test_add_func ("/logic/document/open-file", test_document_open_file);
  g_test_add_func ("/logic/document/save", test_document_save);
  g_test_add_func ("/logic/document/check", test_document_check);
  g_test_add_func ("/logic/document/marks", test_document_marks);
  g_test_add_func ("/logic/document/state-versions", test_document_state_versions);
  g_test_add_func ("/logic/document/warnings", test_document_warnings);
  g_test_add_func ("/logic/document/state-round-trip", test_document_state_round_trip);
  g_test_add_func ("/logic/document/state-bad", test_document_state_bad);
  g_test_add_func ("/logic/document/state-truncated", test_document_state_truncated);

  return g_test_run ();
}
