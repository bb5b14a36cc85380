/* perch-state-store.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-state-store"

#include <errno.h>
#include <string.h>
#include <glib/gstdio.h>

#include "perch-state-store.h"

/* A change is written after this much quiet, and never later than MAX_DELAY_MS
 * after the first change not yet on disk. */
#define QUIET_MS     250
#define MAX_DELAY_MS 1000

#define HEADER_WORD "perch-state"

typedef struct
{
  char   *name;
  guint   version;
  char   *pending;           /* body to write, or NULL */
  char   *written;           /* the last body handed to the writer */
  gint64  first_pending_us;
} Entry;

typedef struct
{
  PerchStateStore         *store;
  GObject                 *object;   /* weak */
  gulong                   handler;
  char                    *name;
  guint                    version;
  PerchStateSerializeFunc  serialize;
} Watch;

typedef struct
{
  GWeakRef      store;
  GMainContext *context;
  char         *directory;
  char         *name;
  char         *path;
  char         *contents;
  gsize         length;
} WriteJob;

struct _PerchStateStore
{
  GObject       parent_instance;

  char         *directory;
  GHashTable   *entries;        /* name -> Entry */
  GPtrArray    *watches;        /* Watch */
  guint         timeout_id;
  GMainContext *context;

  GThreadPool  *writer;         /* one thread: writes happen in order */
  GMutex        lock;
  GCond         idle;
  guint         outstanding;    /* jobs pushed and not yet done (under lock) */
};

enum {
  WRITE_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PerchStateStore, perch_state_store, G_TYPE_OBJECT)

G_DEFINE_QUARK (perch-state-store-error-quark, perch_state_store_error)

static void
entry_free (gpointer data)
{
  Entry *entry = data;

  g_free (entry->name);
  g_free (entry->pending);
  g_free (entry->written);
  g_free (entry);
}

static void
write_job_free (WriteJob *job)
{
  g_weak_ref_clear (&job->store);
  g_main_context_unref (job->context);
  g_free (job->directory);
  g_free (job->name);
  g_free (job->path);
  g_free (job->contents);
  g_free (job);
}

typedef struct
{
  GWeakRef  store;
  char     *name;
  char     *message;
} Failure;

static gboolean
report_failure (gpointer data)
{
  Failure *failure = data;
  g_autoptr(PerchStateStore) store = g_weak_ref_get (&failure->store);

  if (store != NULL)
    g_signal_emit (store, signals[WRITE_FAILED], 0, failure->name, failure->message);

  g_weak_ref_clear (&failure->store);
  g_free (failure->name);
  g_free (failure->message);
  g_free (failure);
  return G_SOURCE_REMOVE;
}

/* Runs on the writer thread. */
static void
write_job_run (gpointer data,
               gpointer user_data)
{
  WriteJob *job = data;
  PerchStateStore *self = user_data;
  g_autoptr(GError) error = NULL;

  if (g_mkdir_with_parents (job->directory, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (&error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "Could not create %s: %s", job->directory, g_strerror (saved_errno));
    }
  else
    {
      g_file_set_contents_full (job->path, job->contents, job->length,
                                G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error);
    }

  if (error != NULL)
    {
      Failure *failure = g_new0 (Failure, 1);
      g_autoptr(PerchStateStore) store = g_weak_ref_get (&job->store);

      g_weak_ref_init (&failure->store, store);
      failure->name = g_strdup (job->name);
      failure->message = g_strdup (error->message);
      g_main_context_invoke (job->context, report_failure, failure);
    }

  write_job_free (job);

  g_mutex_lock (&self->lock);
  self->outstanding--;
  if (self->outstanding == 0)
    g_cond_broadcast (&self->idle);
  g_mutex_unlock (&self->lock);
}

static char *
compose_file (const char *name,
              guint       version,
              const char *body)
{
  return g_strdup_printf (HEADER_WORD " %s %u\n%s", name, version, body);
}

static void
push_entry (PerchStateStore *self,
            Entry           *entry)
{
  WriteJob *job;

  if (entry->pending == NULL)
    return;

  job = g_new0 (WriteJob, 1);
  g_weak_ref_init (&job->store, self);
  job->context = g_main_context_ref (self->context);
  job->directory = g_strdup (self->directory);
  job->name = g_strdup (entry->name);
  job->path = perch_state_store_get_path (self, entry->name);
  job->contents = compose_file (entry->name, entry->version, entry->pending);
  job->length = strlen (job->contents);

  g_free (entry->written);
  entry->written = g_steal_pointer (&entry->pending);
  entry->first_pending_us = 0;

  g_mutex_lock (&self->lock);
  self->outstanding++;
  g_mutex_unlock (&self->lock);
  g_thread_pool_push (self->writer, job, NULL);
}

static void
push_all (PerchStateStore *self)
{
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, self->entries);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    push_entry (self, value);
}

static gboolean
on_timeout (gpointer user_data)
{
  PerchStateStore *self = user_data;

  self->timeout_id = 0;
  push_all (self);
  return G_SOURCE_REMOVE;
}

static void
schedule (PerchStateStore *self)
{
  gint64 now = g_get_monotonic_time ();
  gint64 deadline = G_MAXINT64;
  GHashTableIter iter;
  gpointer value;
  guint delay_ms;

  g_hash_table_iter_init (&iter, self->entries);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      Entry *entry = value;

      if (entry->pending != NULL)
        deadline = MIN (deadline, entry->first_pending_us + MAX_DELAY_MS * G_GINT64_CONSTANT (1000));
    }
  if (deadline == G_MAXINT64)
    return;

  delay_ms = (guint) CLAMP ((deadline - now) / 1000, 0, QUIET_MS);
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  self->timeout_id = g_timeout_add_full (G_PRIORITY_DEFAULT, delay_ms, on_timeout, self, NULL);
}

static Entry *
lookup_entry (PerchStateStore *self,
              const char      *name,
              guint            version)
{
  Entry *entry = g_hash_table_lookup (self->entries, name);

  if (entry == NULL)
    {
      entry = g_new0 (Entry, 1);
      entry->name = g_strdup (name);
      g_hash_table_insert (self->entries, entry->name, entry);
    }
  entry->version = version;
  return entry;
}

static gboolean
valid_name (const char *name)
{
  if (name == NULL || *name == '\0')
    return FALSE;
  for (const char *p = name; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_')
      return FALSE;
  return TRUE;
}

static void
perch_state_store_finalize (GObject *object)
{
  PerchStateStore *self = PERCH_STATE_STORE (object);

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  while (self->watches->len > 0)
    perch_state_store_unwatch (self, ((Watch *) self->watches->pdata[0])->object);
  push_all (self);
  g_thread_pool_free (self->writer, FALSE, TRUE);
  g_ptr_array_unref (self->watches);
  g_hash_table_unref (self->entries);
  g_main_context_unref (self->context);
  g_mutex_clear (&self->lock);
  g_cond_clear (&self->idle);
  g_free (self->directory);

  G_OBJECT_CLASS (perch_state_store_parent_class)->finalize (object);
}

static void
perch_state_store_class_init (PerchStateStoreClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = perch_state_store_finalize;

  /**
   * PerchStateStore::write-failed:
   * @name: the state that could not be written
   * @message: why, fit to show
   *
   * Emitted on the main context when a file could not be written.
   */
  signals[WRITE_FAILED] = g_signal_new ("write-failed",
                                        G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
}

static void
perch_state_store_init (PerchStateStore *self)
{
  self->entries = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, entry_free);
  self->watches = g_ptr_array_new ();
  self->context = g_main_context_ref_thread_default ();
  g_mutex_init (&self->lock);
  g_cond_init (&self->idle);
  self->writer = g_thread_pool_new (write_job_run, self, 1, FALSE, NULL);
}

/**
 * perch_state_store_new:
 * @directory: where the state files go
 */
PerchStateStore *
perch_state_store_new (const char *directory)
{
  PerchStateStore *self;

  g_return_val_if_fail (directory != NULL, NULL);

  self = g_object_new (PERCH_TYPE_STATE_STORE, NULL);
  self->directory = g_strdup (directory);
  return self;
}

/**
 * perch_state_store_get_default:
 *
 * The app's store, in g_get_user_state_dir()/perch ($XDG_STATE_HOME/perch).
 * Returns: (transfer none): the store, created on first use and kept for the
 * life of the process.
 */
PerchStateStore *
perch_state_store_get_default (void)
{
  static PerchStateStore *store;

  if (store == NULL)
    {
      g_autofree char *directory = g_build_filename (g_get_user_state_dir (), "perch", NULL);

      store = perch_state_store_new (directory);
    }
  return store;
}

const char *
perch_state_store_get_directory (PerchStateStore *self)
{
  g_return_val_if_fail (PERCH_IS_STATE_STORE (self), NULL);

  return self->directory;
}

char *
perch_state_store_get_path (PerchStateStore *self,
                            const char      *name)
{
  g_autofree char *basename = NULL;

  g_return_val_if_fail (PERCH_IS_STATE_STORE (self), NULL);
  g_return_val_if_fail (valid_name (name), NULL);

  basename = g_strconcat (name, ".state", NULL);
  return g_build_filename (self->directory, basename, NULL);
}

/* Whether NAME has a file (or a write pending): a store that has one needs no
 * migration from older settings. */
gboolean
perch_state_store_exists (PerchStateStore *self,
                          const char      *name)
{
  g_autofree char *path = NULL;
  Entry *entry;

  g_return_val_if_fail (PERCH_IS_STATE_STORE (self), FALSE);
  g_return_val_if_fail (valid_name (name), FALSE);

  entry = g_hash_table_lookup (self->entries, name);
  if (entry != NULL && (entry->pending != NULL || entry->written != NULL))
    return TRUE;

  path = perch_state_store_get_path (self, name);
  return g_file_test (path, G_FILE_TEST_EXISTS);
}

/**
 * perch_state_store_set_aside:
 * @name: the state
 * @error: where a failed rename is reported
 *
 * Renames NAME.state to NAME.state.bad-DATE (with a number after it if that is
 * taken), so that the next write starts afresh and the old file stays for the
 * user to look at.
 * Returns: (transfer full) (nullable): the new file's base name, or %NULL if there
 * was no file or it could not be renamed (@error says why).
 */
char *
perch_state_store_set_aside (PerchStateStore  *self,
                             const char       *name,
                             GError          **error)
{
  g_autofree char *path = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  Entry *entry;

  g_return_val_if_fail (PERCH_IS_STATE_STORE (self), NULL);
  g_return_val_if_fail (valid_name (name), NULL);

  /* What was written there is gone with the file: the next text is written even
   * if it is the same. */
  entry = g_hash_table_lookup (self->entries, name);
  if (entry != NULL)
    g_clear_pointer (&entry->written, g_free);

  path = perch_state_store_get_path (self, name);
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return NULL;

  for (guint n = 0; n < 1000; n++)
    {
      g_autofree char *aside = n == 0 ? g_strdup_printf ("%s.bad-%s", path, stamp)
                                      : g_strdup_printf ("%s.bad-%s-%u", path, stamp, n);

      if (g_file_test (aside, G_FILE_TEST_EXISTS))
        continue;
      if (g_rename (path, aside) != 0)
        {
          int saved_errno = errno;

          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                       "Could not rename %s: %s", path, g_strerror (saved_errno));
          return NULL;
        }
      return g_path_get_basename (aside);
    }

  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST, "Too many files set aside for %s", name);
  return NULL;
}

/* Sets @error to @message plus where the file went, or gives where it went in
 * @kept_as and leaves @message alone. */
static void
fail_and_set_aside (PerchStateStore  *self,
                    const char       *name,
                    gint              code,
                    const char       *message,
                    char            **kept_as,
                    GError          **error)
{
  g_autoptr(GError) rename_error = NULL;
  g_autofree char *aside = perch_state_store_set_aside (self, name, &rename_error);

  if (aside != NULL && kept_as != NULL)
    {
      g_set_error_literal (error, PERCH_STATE_STORE_ERROR, code, message);
      *kept_as = g_steal_pointer (&aside);
    }
  else if (aside != NULL)
    g_set_error (error, PERCH_STATE_STORE_ERROR, code, "%s; the file was kept as %s",
                 message, aside);
  else
    g_set_error (error, PERCH_STATE_STORE_ERROR, code, "%s (%s)", message,
                 rename_error != NULL ? rename_error->message : "no file");
}

/**
 * perch_state_store_parse:
 * @contents: a state file's bytes (not necessarily nul-terminated)
 * @length: their number
 * @name: the state the file should hold, such as "ballsort"
 * @max_version: the newest version this build reads
 * @version: (out) (optional): the file's version
 * @error: why @contents is not a state file of @name (a %PERCH_STATE_STORE_ERROR)
 *
 * Reads the header of a state file (see the top of the header) from bytes: what
 * perch_state_store_load() does with a file once it is read.
 * Returns: (transfer full) (nullable): the body (valid UTF-8 with no NUL), or %NULL
 * with @error set.
 */
char *
perch_state_store_parse (const char  *contents,
                         gsize        length,
                         const char  *name,
                         guint        max_version,
                         guint       *version,
                         GError     **error)
{
  g_autofree char *expected = NULL;
  const char *newline;
  const char *number;
  char *end = NULL;
  guint64 file_version;

  g_return_val_if_fail (contents != NULL || length == 0, NULL);
  g_return_val_if_fail (valid_name (name), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (contents == NULL)
    contents = "";
  if (length > PERCH_STATE_STORE_MAX_BYTES)
    {
      g_set_error_literal (error, PERCH_STATE_STORE_ERROR, PERCH_STATE_STORE_ERROR_TOO_LARGE,
                           "The saved state is too large");
      return NULL;
    }
  if (memchr (contents, '\0', length) != NULL || !g_utf8_validate (contents, length, NULL))
    {
      g_set_error_literal (error, PERCH_STATE_STORE_ERROR, PERCH_STATE_STORE_ERROR_NOT_TEXT,
                           "The saved state is not text");
      return NULL;
    }

  expected = g_strconcat (HEADER_WORD " ", name, " ", NULL);
  newline = memchr (contents, '\n', length);
  if (newline == NULL || length < strlen (expected) ||
      strncmp (contents, expected, strlen (expected)) != 0)
    {
      g_set_error_literal (error, PERCH_STATE_STORE_ERROR, PERCH_STATE_STORE_ERROR_CORRUPT,
                           "The saved state has no valid header");
      return NULL;
    }
  number = contents + strlen (expected);
  if (!g_ascii_isdigit (*number))
    {
      g_set_error_literal (error, PERCH_STATE_STORE_ERROR, PERCH_STATE_STORE_ERROR_CORRUPT,
                           "The saved state has no version");
      return NULL;
    }
  file_version = g_ascii_strtoull (number, &end, 10);
  if (end != newline || file_version == 0 || file_version > G_MAXUINT)
    {
      g_set_error_literal (error, PERCH_STATE_STORE_ERROR, PERCH_STATE_STORE_ERROR_CORRUPT,
                           "The saved state has no valid version");
      return NULL;
    }
  if (file_version > max_version)
    {
      g_set_error_literal (error, PERCH_STATE_STORE_ERROR, PERCH_STATE_STORE_ERROR_NEWER,
                           "The saved state comes from a newer version of Perch");
      return NULL;
    }

  if (version != NULL)
    *version = (guint) file_version;
  return g_strndup (newline + 1, contents + length - (newline + 1));
}

/**
 * perch_state_store_load:
 * @name: the state, such as "ballsort"
 * @max_version: the newest version this build reads
 * @version: (out) (optional): the file's version
 * @kept_as: (out) (optional): where a file that could not be read went, or %NULL
 * @error: why the file could not be read
 *
 * Reads NAME's file. A file that cannot be read is set aside (see
 * perch_state_store_set_aside()); @error's code says why (its message is English, for
 * the log: a page words the code for the user), and the file's new name goes to
 * @kept_as or, when @kept_as is %NULL, to the end of @error's message.
 * Returns: (transfer full) (nullable): the body (valid UTF-8 with no NUL), or %NULL
 * when there is no file (no error) or it could not be read (@error set).
 */
char *
perch_state_store_load (PerchStateStore  *self,
                        const char       *name,
                        guint             max_version,
                        guint            *version,
                        char            **kept_as,
                        GError          **error)
{
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GError) read_error = NULL;
  GStatBuf info;
  gsize length = 0;
  char *body;

  g_return_val_if_fail (PERCH_IS_STATE_STORE (self), NULL);
  g_return_val_if_fail (valid_name (name), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  path = perch_state_store_get_path (self, name);
  if (g_stat (path, &info) != 0)
    {
      int saved_errno = errno;

      if (saved_errno == ENOENT)
        return NULL;
      fail_and_set_aside (self, name, PERCH_STATE_STORE_ERROR_UNREADABLE,
                          g_strerror (saved_errno), kept_as, error);
      return NULL;
    }
  if (info.st_size > PERCH_STATE_STORE_MAX_BYTES)
    {
      fail_and_set_aside (self, name, PERCH_STATE_STORE_ERROR_TOO_LARGE,
                          "The saved state is too large", kept_as, error);
      return NULL;
    }
  if (!g_file_get_contents (path, &contents, &length, &read_error))
    {
      fail_and_set_aside (self, name, PERCH_STATE_STORE_ERROR_UNREADABLE,
                          read_error->message, kept_as, error);
      return NULL;
    }
  body = perch_state_store_parse (contents, length, name, max_version, version, &read_error);
  if (body == NULL)
    fail_and_set_aside (self, name, read_error->code, read_error->message, kept_as, error);
  return body;
}

/**
 * perch_state_store_save:
 * @name: the state
 * @version: the version of @body's format
 * @body: the text to keep
 *
 * Schedules @body to be written (after a short pause; see the top of the header).
 * The same text as the last one written is not written again.
 */
void
perch_state_store_save (PerchStateStore *self,
                        const char      *name,
                        guint            version,
                        const char      *body)
{
  Entry *entry;

  g_return_if_fail (PERCH_IS_STATE_STORE (self));
  g_return_if_fail (valid_name (name));
  g_return_if_fail (version > 0);
  g_return_if_fail (body != NULL);

  entry = lookup_entry (self, name, version);
  if (entry->pending == NULL && g_strcmp0 (entry->written, body) == 0)
    return;
  if (g_strcmp0 (entry->pending, body) == 0)
    return;

  g_free (entry->pending);
  entry->pending = g_strdup (body);
  if (entry->first_pending_us == 0)
    entry->first_pending_us = g_get_monotonic_time ();
  schedule (self);
}

static void
watch_free (Watch *watch)
{
  g_free (watch->name);
  g_free (watch);
}

static void
on_watched_changed (Watch *watch)
{
  g_autofree char *body = watch->serialize (watch->object);

  if (body != NULL)
    perch_state_store_save (watch->store, watch->name, watch->version, body);
}

static void
on_watched_finalized (gpointer  data,
                      GObject  *where_the_object_was)
{
  Watch *watch = data;

  g_ptr_array_remove (watch->store->watches, watch);
  watch_free (watch);
}

/**
 * perch_state_store_watch:
 * @name: the state
 * @version: the version of the text @serialize returns
 * @object: the session
 * @signal_name: (nullable): the signal that says @object changed ("notify" if %NULL)
 * @serialize: returns @object's text
 *
 * Saves @object's text (perch_state_store_save()) whenever it emits @signal_name,
 * until it is finalized or unwatched. The text it has now counts as written when
 * NAME's file exists (it was just loaded from there), and is saved otherwise.
 */
void
perch_state_store_watch (PerchStateStore         *self,
                         const char              *name,
                         guint                    version,
                         GObject                 *object,
                         const char              *signal_name,
                         PerchStateSerializeFunc  serialize)
{
  Watch *watch;
  g_autofree char *body = NULL;
  Entry *entry;

  g_return_if_fail (PERCH_IS_STATE_STORE (self));
  g_return_if_fail (valid_name (name));
  g_return_if_fail (G_IS_OBJECT (object));
  g_return_if_fail (serialize != NULL);

  watch = g_new0 (Watch, 1);
  watch->store = self;
  watch->object = object;
  watch->name = g_strdup (name);
  watch->version = version;
  watch->serialize = serialize;
  watch->handler = g_signal_connect_swapped (object, signal_name != NULL ? signal_name : "notify",
                                             G_CALLBACK (on_watched_changed), watch);
  g_object_weak_ref (object, on_watched_finalized, watch);
  g_ptr_array_add (self->watches, watch);

  body = serialize (object);
  if (body == NULL)
    return;
  if (perch_state_store_exists (self, name))
    {
      entry = lookup_entry (self, name, version);
      if (entry->pending == NULL && entry->written == NULL)
        entry->written = g_steal_pointer (&body);
      else
        perch_state_store_save (self, name, version, body);
    }
  else
    {
      perch_state_store_save (self, name, version, body);
    }
}

/* Stops watching @object; what it changed is still written. */
void
perch_state_store_unwatch (PerchStateStore *self,
                           GObject         *object)
{
  g_return_if_fail (PERCH_IS_STATE_STORE (self));

  for (guint i = 0; i < self->watches->len; i++)
    {
      Watch *watch = self->watches->pdata[i];

      if (watch->object != object)
        continue;
      g_signal_handler_disconnect (object, watch->handler);
      g_object_weak_unref (object, on_watched_finalized, watch);
      g_ptr_array_remove_index (self->watches, i);
      watch_free (watch);
      return;
    }
}

/* Whether a change waits to be written, or is being written. */
gboolean
perch_state_store_has_pending (PerchStateStore *self)
{
  GHashTableIter iter;
  gpointer value;
  gboolean busy;

  g_return_val_if_fail (PERCH_IS_STATE_STORE (self), FALSE);

  g_hash_table_iter_init (&iter, self->entries);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    if (((Entry *) value)->pending != NULL)
      return TRUE;

  g_mutex_lock (&self->lock);
  busy = self->outstanding > 0;
  g_mutex_unlock (&self->lock);
  return busy;
}

/**
 * perch_state_store_flush:
 *
 * Writes every pending change now and returns when all writes are done: for
 * close and quit.
 */
void
perch_state_store_flush (PerchStateStore *self)
{
  g_return_if_fail (PERCH_IS_STATE_STORE (self));

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  push_all (self);

  g_mutex_lock (&self->lock);
  while (self->outstanding > 0)
    g_cond_wait (&self->idle, &self->lock);
  g_mutex_unlock (&self->lock);
}
