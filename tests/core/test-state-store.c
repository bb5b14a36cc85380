/* test-state-store.c: state files written atomically, versioned, bad ones kept aside
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>
#include <glib/gstdio.h>

#include "perch-state-store.h"

static char *
make_directory (void)
{
  g_autoptr(GError) error = NULL;
  char *directory = g_dir_make_tmp ("perch-state-XXXXXX", &error);

  g_assert_no_error (error);
  return directory;
}

static void
remove_directory (const char *directory)
{
  g_autoptr(GDir) dir = g_dir_open (directory, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (directory, name, NULL);

      g_remove (path);
    }
  g_rmdir (directory);
}

/* The names in @directory that start with @prefix. */
static guint
count_files (const char *directory,
             const char *prefix)
{
  g_autoptr(GDir) dir = g_dir_open (directory, 0, NULL);
  const char *name;
  guint count = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, prefix))
      count++;
  return count;
}

static void
write_raw (PerchStateStore *store,
           const char      *name,
           const char      *contents,
           gssize           length)
{
  g_autofree char *path = perch_state_store_get_path (store, name);
  g_autoptr(GError) error = NULL;

  g_mkdir_with_parents (perch_state_store_get_directory (store), 0700);
  g_file_set_contents (path, contents, length, &error);
  g_assert_no_error (error);
}

static gboolean
flag_after (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
run_main_loop (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, flag_after, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static void
test_missing_is_no_error (void)
{
  g_autofree char *directory = make_directory ();
  g_autoptr(PerchStateStore) store = perch_state_store_new (directory);
  g_autoptr(GError) error = NULL;
  g_autofree char *body = perch_state_store_load (store, "ballsort", 1, NULL, NULL, &error);

  g_assert_null (body);
  g_assert_no_error (error);
  g_assert_false (perch_state_store_exists (store, "ballsort"));
  remove_directory (directory);
}

static void
test_save_flush_load (void)
{
  g_autofree char *directory = make_directory ();
  g_autofree char *nested = g_build_filename (directory, "not", "yet", NULL);
  g_autoptr(PerchStateStore) store = perch_state_store_new (nested);
  g_autoptr(GError) error = NULL;
  g_autofree char *body = NULL;
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *parent = g_path_get_dirname (nested);
  guint version = 0;

  perch_state_store_save (store, "qawale", 2, "light human\nd4\nb2E\n");
  g_assert_true (perch_state_store_has_pending (store));
  g_assert_true (perch_state_store_exists (store, "qawale"));
  perch_state_store_flush (store);
  g_assert_false (perch_state_store_has_pending (store));

  path = perch_state_store_get_path (store, "qawale");
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "perch-state qawale 2\nlight human\nd4\nb2E\n");

  body = perch_state_store_load (store, "qawale", 2, &version, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (body, ==, "light human\nd4\nb2E\n");
  g_assert_cmpuint (version, ==, 2);

  g_remove (path);
  g_rmdir (nested);
  g_rmdir (parent);
  remove_directory (directory);
}

/* A change reaches the disk by itself after a short pause, and never later than a
 * second after the first change even while changes keep coming. */
static void
test_written_within_a_second (void)
{
  g_autofree char *directory = make_directory ();
  g_autoptr(PerchStateStore) store = perch_state_store_new (directory);
  g_autofree char *path = perch_state_store_get_path (store, "logic");
  gint64 start = g_get_monotonic_time ();
  guint n = 0;

  perch_state_store_save (store, "logic", 1, "a");
  run_main_loop (400);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_remove (path);

  /* Typing without a pause: a change every 100 ms. */
  start = g_get_monotonic_time ();
  while (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_autofree char *text = g_strdup_printf ("typed %u", n++);

      g_assert_cmpint (g_get_monotonic_time () - start, <, 1300 * 1000);
      perch_state_store_save (store, "logic", 1, text);
      run_main_loop (100);
    }
  perch_state_store_flush (store);
  remove_directory (directory);
}

/* The same text is not written again. */
static void
test_same_text_not_rewritten (void)
{
  g_autofree char *directory = make_directory ();
  g_autoptr(PerchStateStore) store = perch_state_store_new (directory);
  g_autofree char *path = perch_state_store_get_path (store, "uluru");

  perch_state_store_save (store, "uluru", 1, "cards");
  perch_state_store_flush (store);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_remove (path);

  perch_state_store_save (store, "uluru", 1, "cards");
  perch_state_store_flush (store);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  perch_state_store_save (store, "uluru", 1, "other cards");
  perch_state_store_flush (store);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  /* Once the file is set aside, the same text is written again. */
  g_free (perch_state_store_set_aside (store, "uluru", NULL));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  perch_state_store_save (store, "uluru", 1, "other cards");
  perch_state_store_flush (store);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  remove_directory (directory);
}

typedef struct
{
  char          *path;
  volatile gint  stop;
  guint          reads;
  guint          bad;
} Reader;

/* Every body written below is one letter repeated, as long as its letter says. */
static gpointer
read_repeatedly (gpointer data)
{
  Reader *reader = data;

  while (!g_atomic_int_get (&reader->stop))
    {
      g_autofree char *contents = NULL;
      gsize length;
      const char *body;

      if (!g_file_get_contents (reader->path, &contents, &length, NULL))
        continue;
      reader->reads++;
      body = strchr (contents, '\n');
      if (!g_str_has_prefix (contents, "perch-state logic 1\n") || body == NULL)
        {
          reader->bad++;
          continue;
        }
      body++;
      if (strlen (body) != (gsize) (body[0] - 'a' + 1) * 40000)
        reader->bad++;
      for (const char *p = body; *p != '\0'; p++)
        if (*p != body[0])
          {
            reader->bad++;
            break;
          }
    }
  return NULL;
}

/* A reader never sees half a file. */
static void
test_atomic_write (void)
{
  g_autofree char *directory = make_directory ();
  g_autoptr(PerchStateStore) store = perch_state_store_new (directory);
  Reader reader = { 0 };
  GThread *thread;

  reader.path = perch_state_store_get_path (store, "logic");
  perch_state_store_save (store, "logic", 1, "a");
  perch_state_store_flush (store);
  g_remove (reader.path);
  {
    g_autofree char *first = g_strnfill (40000, 'a');

    perch_state_store_save (store, "logic", 1, first);
    perch_state_store_flush (store);
  }

  thread = g_thread_new ("reader", read_repeatedly, &reader);
  for (guint i = 0; i < 300; i++)
    {
      char letter = 'a' + (i % 26);
      g_autofree char *body = g_strnfill ((gsize) (letter - 'a' + 1) * 40000, letter);

      perch_state_store_save (store, "logic", 1, body);
      perch_state_store_flush (store);
    }
  g_atomic_int_set (&reader.stop, 1);
  g_thread_join (thread);

  g_test_message ("%u reads while writing", reader.reads);
  g_assert_cmpuint (reader.reads, >, 0);
  g_assert_cmpuint (reader.bad, ==, 0);
  g_assert_cmpuint (count_files (directory, "logic.state"), ==, 1);
  g_free (reader.path);
  remove_directory (directory);
}

/* A bad file is kept aside with its bytes, the error says where, and the next
 * save starts a new file. */
static void
check_set_aside (const char *contents,
                 gssize      length,
                 guint       max_version,
                 gint        code)
{
  g_autofree char *directory = make_directory ();
  g_autoptr(PerchStateStore) store = perch_state_store_new (directory);
  g_autoptr(GError) error = NULL;
  g_autofree char *body = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autofree char *kept_as = NULL;
  const char *name;
  gsize real_length = length < 0 ? strlen (contents) : (gsize) length;

  write_raw (store, "ballsort", contents, (gssize) real_length);
  body = perch_state_store_load (store, "ballsort", max_version, NULL, NULL, &error);
  g_assert_null (body);
  g_assert_error (error, PERCH_STATE_STORE_ERROR, code);
  g_assert_nonnull (strstr (error->message, "kept as ballsort.state.bad-"));
  g_assert_false (perch_state_store_exists (store, "ballsort"));

  dir = g_dir_open (directory, 0, NULL);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (directory, name, NULL);
      g_autofree char *kept = NULL;
      gsize kept_length;

      g_assert_true (g_str_has_prefix (name, "ballsort.state.bad-"));
      g_assert_nonnull (strstr (error->message, name));
      g_assert_true (g_file_get_contents (path, &kept, &kept_length, NULL));
      g_assert_cmpmem (kept, kept_length, contents, real_length);
    }

  perch_state_store_save (store, "ballsort", 1, "fresh");
  perch_state_store_flush (store);
  g_clear_pointer (&body, g_free);
  g_clear_error (&error);
  body = perch_state_store_load (store, "ballsort", 1, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (body, ==, "fresh");
  g_assert_cmpuint (count_files (directory, "ballsort.state.bad-"), ==, 1);

  /* Asked for, the new name comes apart from the reason, for the page to word both. */
  write_raw (store, "ballsort", contents, (gssize) real_length);
  g_clear_pointer (&body, g_free);
  g_clear_error (&error);
  body = perch_state_store_load (store, "ballsort", max_version, NULL, &kept_as, &error);
  g_assert_null (body);
  g_assert_error (error, PERCH_STATE_STORE_ERROR, code);
  g_assert_null (strstr (error->message, "kept as"));
  g_assert_nonnull (kept_as);
  g_assert_true (g_str_has_prefix (kept_as, "ballsort.state.bad-"));
  g_assert_cmpuint (count_files (directory, "ballsort.state.bad-"), ==, 2);
  g_assert_cmpuint (count_files (directory, kept_as), ==, 1);
  remove_directory (directory);
}

static void
test_bad_files_kept_aside (void)
{
  static const char with_nul[] = "perch-state ballsort 1\nr r\0b";
  static const char binary[] = { 0x7f, 'E', 'L', 'F', 0, 1, (char) 0xff, (char) 0xfe, '\n', 3 };
  g_autofree char *random_bytes = g_malloc (4096);
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);

  for (guint i = 0; i < 4096; i++)
    random_bytes[i] = (char) g_rand_int_range (rand, 0, 256);

  check_set_aside ("", 0, 1, PERCH_STATE_STORE_ERROR_CORRUPT);
  check_set_aside ("perch-sta", -1, 1, PERCH_STATE_STORE_ERROR_CORRUPT);
  check_set_aside ("perch-state ballsort 1", -1, 1, PERCH_STATE_STORE_ERROR_CORRUPT);
  check_set_aside ("perch-state qawale 1\nx", -1, 1, PERCH_STATE_STORE_ERROR_CORRUPT);
  check_set_aside ("perch-state ballsort x\nx", -1, 1, PERCH_STATE_STORE_ERROR_CORRUPT);
  check_set_aside ("perch-state ballsort 0\nx", -1, 1, PERCH_STATE_STORE_ERROR_CORRUPT);
  check_set_aside ("perch-state ballsort 99999999999\n", -1, 1, PERCH_STATE_STORE_ERROR_CORRUPT);
  check_set_aside (binary, sizeof binary, 1, PERCH_STATE_STORE_ERROR_NOT_TEXT);
  check_set_aside (random_bytes, 4096, 1, PERCH_STATE_STORE_ERROR_NOT_TEXT);
  check_set_aside (with_nul, sizeof with_nul - 1, 1, PERCH_STATE_STORE_ERROR_NOT_TEXT);
  check_set_aside ("perch-state ballsort 3\nfrom the future\n", -1, 2,
                   PERCH_STATE_STORE_ERROR_NEWER);
}

static void
test_too_large_refused (void)
{
  gsize length = PERCH_STATE_STORE_MAX_BYTES + 1;
  g_autofree char *huge = g_malloc (length);

  memset (huge, 'r', length);
  memcpy (huge, "perch-state ballsort 1\n", 23);
  check_set_aside (huge, (gssize) length, 1, PERCH_STATE_STORE_ERROR_TOO_LARGE);
}

/* The header is read from bytes, without a file: only @length bytes count, and each
 * mistake has its code. */
static void
test_parse_bytes (void)
{
  static const char file[] = "perch-state qawale 2\nd4\nb2E\n" "junk after the end";
  static const struct
  {
    const char *contents;
    int         code;
  } bad[] = {
    { "", PERCH_STATE_STORE_ERROR_CORRUPT },
    { "perch-state qawale", PERCH_STATE_STORE_ERROR_CORRUPT },
    { "perch-state qawale 1", PERCH_STATE_STORE_ERROR_CORRUPT },
    { "perch-state logic 1\n", PERCH_STATE_STORE_ERROR_CORRUPT },
    { "perch-state qawale \n", PERCH_STATE_STORE_ERROR_CORRUPT },
    { "perch-state qawale 1x\n", PERCH_STATE_STORE_ERROR_CORRUPT },
    { "perch-state qawale 3\n", PERCH_STATE_STORE_ERROR_NEWER },
    { "perch-state qawale 1\n\xff", PERCH_STATE_STORE_ERROR_NOT_TEXT },
  };
  g_autoptr(GError) error = NULL;
  g_autofree char *body = NULL;
  guint version = 0;

  body = perch_state_store_parse (file, strlen (file) - strlen ("junk after the end"), "qawale",
                                  2, &version, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (body, ==, "d4\nb2E\n");
  g_assert_cmpuint (version, ==, 2);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_clear_error (&error);
      g_assert_null (perch_state_store_parse (bad[i].contents, strlen (bad[i].contents),
                                              "qawale", 2, NULL, &error));
      g_assert_error (error, PERCH_STATE_STORE_ERROR, bad[i].code);
    }
}

/* An older version is read and said to be older. */
static void
test_older_version_read (void)
{
  g_autofree char *directory = make_directory ();
  g_autoptr(PerchStateStore) store = perch_state_store_new (directory);
  g_autoptr(GError) error = NULL;
  g_autofree char *body = NULL;
  guint version = 0;

  write_raw (store, "logic", "perch-state logic 1\nold body\n", -1);
  body = perch_state_store_load (store, "logic", 3, &version, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (body, ==, "old body\n");
  g_assert_cmpuint (version, ==, 1);
  remove_directory (directory);
}

/* A watched object is saved on its change signal; its text when watching starts
 * counts as written if the file exists. */
#define TEST_TYPE_DOC (test_doc_get_type ())
G_DECLARE_FINAL_TYPE (TestDoc, test_doc, TEST, DOC, GObject)

struct _TestDoc
{
  GObject  parent_instance;
  char    *text;
};

G_DEFINE_FINAL_TYPE (TestDoc, test_doc, G_TYPE_OBJECT)

static guint doc_changed;

static void
test_doc_finalize (GObject *object)
{
  g_free (TEST_DOC (object)->text);
  G_OBJECT_CLASS (test_doc_parent_class)->finalize (object);
}

static void
test_doc_class_init (TestDocClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = test_doc_finalize;
  doc_changed = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                              0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
test_doc_init (TestDoc *self)
{
}

static void
test_doc_set_text (TestDoc    *self,
                   const char *text)
{
  g_free (self->text);
  self->text = g_strdup (text);
  g_signal_emit (self, doc_changed, 0);
}

static char *
serialize_doc (GObject *object)
{
  return g_strdup (TEST_DOC (object)->text);
}

static void
test_watch (void)
{
  g_autofree char *directory = make_directory ();
  g_autoptr(PerchStateStore) store = perch_state_store_new (directory);
  g_autofree char *path = perch_state_store_get_path (store, "logic");
  TestDoc *doc = g_object_new (TEST_TYPE_DOC, NULL);
  g_autofree char *body = NULL;

  write_raw (store, "logic", "perch-state logic 1\nloaded", -1);
  test_doc_set_text (doc, "loaded");
  perch_state_store_watch (store, "logic", 1, G_OBJECT (doc), "changed", serialize_doc);
  g_assert_false (perch_state_store_has_pending (store));

  test_doc_set_text (doc, "edited");
  g_assert_true (perch_state_store_has_pending (store));
  perch_state_store_flush (store);
  body = perch_state_store_load (store, "logic", 1, NULL, NULL, NULL);
  g_assert_cmpstr (body, ==, "edited");

  /* A change just before the object goes is still written. */
  test_doc_set_text (doc, "last words");
  g_object_unref (doc);
  perch_state_store_flush (store);
  g_clear_pointer (&body, g_free);
  body = perch_state_store_load (store, "logic", 1, NULL, NULL, NULL);
  g_assert_cmpstr (body, ==, "last words");

  /* With no file yet, watching saves the text at once. */
  g_remove (path);
  doc = g_object_new (TEST_TYPE_DOC, NULL);
  test_doc_set_text (doc, "new");
  perch_state_store_watch (store, "fresh", 1, G_OBJECT (doc), "changed", serialize_doc);
  perch_state_store_unwatch (store, G_OBJECT (doc));
  test_doc_set_text (doc, "not watched");
  perch_state_store_flush (store);
  g_clear_pointer (&body, g_free);
  body = perch_state_store_load (store, "fresh", 1, NULL, NULL, NULL);
  g_assert_cmpstr (body, ==, "new");
  g_object_unref (doc);
  remove_directory (directory);
}

static void
on_write_failed (PerchStateStore *store,
                 const char      *name,
                 const char      *message,
                 gpointer         data)
{
  g_autofree char *text = g_strdup_printf ("%s: %s", name, message);

  *(char **) data = g_steal_pointer (&text);
}

/* A write that fails is reported, not lost silently. */
static void
test_write_failure_reported (void)
{
  g_autofree char *directory = make_directory ();
  g_autofree char *blocker = g_build_filename (directory, "blocker", NULL);
  g_autoptr(PerchStateStore) store = NULL;
  g_autofree char *failure = NULL;

  g_file_set_contents (blocker, "a file where the directory should be", -1, NULL);
  store = perch_state_store_new (blocker);
  g_signal_connect (store, "write-failed", G_CALLBACK (on_write_failed), &failure);
  perch_state_store_save (store, "uluru", 1, "cards");
  perch_state_store_flush (store);
  while (failure == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (g_str_has_prefix (failure, "uluru: "));
  remove_directory (directory);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/state-store/missing", test_missing_is_no_error);
  g_test_add_func ("/state-store/save-flush-load", test_save_flush_load);
  g_test_add_func ("/state-store/within-a-second", test_written_within_a_second);
  g_test_add_func ("/state-store/same-text", test_same_text_not_rewritten);
  g_test_add_func ("/state-store/atomic", test_atomic_write);
  g_test_add_func ("/state-store/bad-files-kept-aside", test_bad_files_kept_aside);
  g_test_add_func ("/state-store/too-large", test_too_large_refused);
  g_test_add_func ("/state-store/parse-bytes", test_parse_bytes);
  g_test_add_func ("/state-store/older-version", test_older_version_read);
  g_test_add_func ("/state-store/watch", test_watch);
  g_test_add_func ("/state-store/write-failure", test_write_failure_reported);

  return g_test_run ();
}
