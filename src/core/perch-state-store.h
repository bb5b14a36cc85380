/* perch-state-store.h: game and document state as files under the XDG state directory
 *
 * Each kind of state is one file, DIRECTORY/NAME.state (DIRECTORY is
 * g_get_user_state_dir()/perch for the default store): a first line
 * "perch-state NAME VERSION" and then the body, the session's own text ("start +
 * moves"). GSettings keeps preferences only; games and documents live here.
 *
 * Writing: a session is watched; every change captures its text at once (on the
 * main thread, so the object never has to outlive the write), and the text is
 * written on a worker thread after a short pause, at most a second after the first
 * change that is not yet on disk. Writes replace the file atomically (a new file
 * renamed over the old), so a reader never sees half a file. perch_state_store_flush()
 * writes everything pending at once and waits: the app calls it on close and quit.
 *
 * Reading: a file that cannot be read (too large, not text, no header, a version
 * this build does not know) is kept aside, renamed to NAME.state.bad-DATE, and the
 * error says so; it is never deleted and never overwritten.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define PERCH_STATE_STORE_ERROR (perch_state_store_error_quark ())

typedef enum
{
  PERCH_STATE_STORE_ERROR_UNREADABLE,   /* an I/O error: the message is the system's */
  PERCH_STATE_STORE_ERROR_TOO_LARGE,    /* more than PERCH_STATE_STORE_MAX_BYTES */
  PERCH_STATE_STORE_ERROR_NOT_TEXT,     /* a NUL byte or not UTF-8 */
  PERCH_STATE_STORE_ERROR_CORRUPT,      /* no valid header */
  PERCH_STATE_STORE_ERROR_NEWER,        /* written by a newer Perch */
} PerchStateStoreError;

/* A state file larger than this is refused before it is read. */
#define PERCH_STATE_STORE_MAX_BYTES (16 * 1024 * 1024)

#define PERCH_TYPE_STATE_STORE (perch_state_store_get_type ())

G_DECLARE_FINAL_TYPE (PerchStateStore, perch_state_store, PERCH, STATE_STORE, GObject)

/* Returns the session's text (a newly allocated string). Called on the main thread
 * whenever the watched object signals a change. */
typedef char *(*PerchStateSerializeFunc) (GObject *object);

GQuark           perch_state_store_error_quark   (void);

PerchStateStore *perch_state_store_get_default   (void);
PerchStateStore *perch_state_store_new           (const char              *directory);
const char      *perch_state_store_get_directory (PerchStateStore         *self);
char            *perch_state_store_get_path      (PerchStateStore         *self,
                                                  const char              *name);

gboolean         perch_state_store_exists        (PerchStateStore         *self,
                                                  const char              *name);
char            *perch_state_store_load          (PerchStateStore         *self,
                                                  const char              *name,
                                                  guint                    max_version,
                                                  guint                   *version,
                                                  char                   **kept_as,
                                                  GError                 **error);
char            *perch_state_store_parse         (const char              *contents,
                                                  gsize                    length,
                                                  const char              *name,
                                                  guint                    max_version,
                                                  guint                   *version,
                                                  GError                 **error);
char            *perch_state_store_set_aside     (PerchStateStore         *self,
                                                  const char              *name,
                                                  GError                 **error);

void             perch_state_store_save          (PerchStateStore         *self,
                                                  const char              *name,
                                                  guint                    version,
                                                  const char              *body);
void             perch_state_store_watch         (PerchStateStore         *self,
                                                  const char              *name,
                                                  guint                    version,
                                                  GObject                 *object,
                                                  const char              *signal_name,
                                                  PerchStateSerializeFunc  serialize);
void             perch_state_store_unwatch       (PerchStateStore         *self,
                                                  GObject                 *object);
gboolean         perch_state_store_has_pending   (PerchStateStore         *self);
void             perch_state_store_flush         (PerchStateStore         *self);

G_END_DECLS
