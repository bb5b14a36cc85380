/* perch-logic-document.c: the puzzle being edited, its origin and whether it was edited
 *
 * The state text (version 2) is four parts, each text written line by line behind a '|' so
 * that any text (empty, without a final newline, with lines that look like keywords) comes
 * back exactly, and a cut-off file keeps every whole line before the cut:
 *
 *   text                     the text as it is now
 *   |domain 1..5
 *   |...
 *   end
 *   origin example zebra     or "origin new", or "origin file URI"
 *   saved                    the text as last opened or saved, or "saved unknown"
 *   |...
 *   end
 *   marks                    the marks on the logic grid (perch-logic-marks.h), one a line
 *   |englishman = red
 *   |
 *   end
 *
 * Version 1 had no marks.
 *
 * The marks are kept as text and shown on the grid of the last text that was checked
 * without a mistake (a text being typed keeps the grid of the one before). Each change of
 * the marks is a step of their own undo history, which an open starts anew.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "perch-logic-document.h"
#include "perch-logic-examples.h"

/* A mistake is pointed out once typing pauses for this long. */
#define CHECK_DELAY_MS 600
/* Steps of the marks' undo history kept. */
#define MARKS_HISTORY_MAX 500

/* Everything a document is, so a replaced one can come back whole. */
typedef struct
{
  PerchLogicOrigin  origin;
  char             *example_id;
  GFile            *file;
  char             *text;
  char             *saved;       /* NULL: not known, the text counts as edited */
  char             *marks;       /* the marks on the grid, in their text form */
} Contents;

struct _PerchLogicDocument
{
  GObject             parent_instance;

  Contents            now;
  Contents           *previous;       /* the edited document the last open replaced */
  char               *title;
  gboolean            edited;

  guint               serial;         /* counts the documents this one has been */
  guint               requests;       /* counts opens asked for: the latest wins */
  guint               text_serial;    /* counts texts, for checks that come back late */

  PerchLogicCheck     check;
  char               *mistake;
  PerchLogicLocation  mistake_location;
  PerchLogicError     mistake_kind;
  GArray             *warnings;       /* of PerchLogicWarning, of the checked text */
  gboolean            optimizing;
  guint               check_source;
  gboolean            checking;       /* a check runs on a worker thread */

  PerchLogicPuzzle   *puzzle;         /* the last text checked without a mistake */
  PerchLogicGrid     *grid;           /* its grid, or NULL */
  PerchLogicMarks    *marks;          /* now.marks on the grid */
  GPtrArray          *undo_marks;     /* of char *: the marks before each change */
  GPtrArray          *redo_marks;     /* of char *: the marks undone */
};

enum {
  PROP_0,
  PROP_TEXT,
  PROP_ORIGIN,
  PROP_EXAMPLE_ID,
  PROP_FILE,
  PROP_TITLE,
  PROP_EDITED,
  PROP_CAN_UNDO_OPEN,
  PROP_CHECK,
  PROP_GRID,
  PROP_MARKS,
  PROP_CAN_UNDO_MARKS,
  PROP_CAN_REDO_MARKS,
  N_PROPS
};

enum {
  OPENED,
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_ENUM_TYPE (PerchLogicOrigin, perch_logic_origin,
                    G_DEFINE_ENUM_VALUE (PERCH_LOGIC_ORIGIN_NEW, "new"),
                    G_DEFINE_ENUM_VALUE (PERCH_LOGIC_ORIGIN_EXAMPLE, "example"),
                    G_DEFINE_ENUM_VALUE (PERCH_LOGIC_ORIGIN_FILE, "file"))

G_DEFINE_ENUM_TYPE (PerchLogicCheck, perch_logic_check,
                    G_DEFINE_ENUM_VALUE (PERCH_LOGIC_CHECK_PENDING, "pending"),
                    G_DEFINE_ENUM_VALUE (PERCH_LOGIC_CHECK_OK, "ok"),
                    G_DEFINE_ENUM_VALUE (PERCH_LOGIC_CHECK_MISTAKE, "mistake"))

G_DEFINE_FINAL_TYPE (PerchLogicDocument, perch_logic_document, G_TYPE_OBJECT)

static void    start_check  (PerchLogicDocument *self);
static GArray *warnings_new (void);

static void
drop_grid (PerchLogicDocument *self)
{
  g_clear_pointer (&self->marks, perch_logic_marks_free);
  g_clear_pointer (&self->grid, perch_logic_grid_free);
  g_clear_pointer (&self->puzzle, perch_logic_puzzle_free);
}

static gboolean
on_check_timeout (gpointer data)
{
  start_check (data);
  return G_SOURCE_REMOVE;
}

static void
contents_clear (Contents *contents)
{
  g_clear_pointer (&contents->example_id, g_free);
  g_clear_object (&contents->file);
  g_clear_pointer (&contents->text, g_free);
  g_clear_pointer (&contents->saved, g_free);
  g_clear_pointer (&contents->marks, g_free);
}

static void
contents_free (Contents *contents)
{
  contents_clear (contents);
  g_free (contents);
}

static gboolean
contents_edited (const Contents *contents)
{
  return contents->saved == NULL || strcmp (contents->text, contents->saved) != 0;
}

static char *
contents_title (const Contents *contents)
{
  const PerchLogicExample *example;

  switch (contents->origin)
    {
    case PERCH_LOGIC_ORIGIN_FILE:
      {
        char *name = g_file_get_basename (contents->file);

        return name != NULL ? name : g_file_get_uri (contents->file);
      }
    case PERCH_LOGIC_ORIGIN_EXAMPLE:
      example = perch_logic_example_find (contents->example_id);
      return g_strdup (_(example->title));
    case PERCH_LOGIC_ORIGIN_NEW:
    default:
      return g_strdup (_("New Puzzle"));
    }
}

/* Title and "edited" follow the contents; each says so when it changes. */
static void
update_derived (PerchLogicDocument *self)
{
  g_autofree char *title = contents_title (&self->now);
  gboolean edited = contents_edited (&self->now);

  if (g_strcmp0 (title, self->title) != 0)
    {
      g_free (self->title);
      self->title = g_steal_pointer (&title);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
    }
  if (edited != self->edited)
    {
      self->edited = edited;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EDITED]);
    }
}

static void
drop_previous (PerchLogicDocument *self)
{
  if (self->previous == NULL)
    return;
  g_clear_pointer (&self->previous, contents_free);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO_OPEN]);
}

/* The text is not checked yet: a check follows after @delay_ms. */
static void
schedule_check (PerchLogicDocument *self,
                guint               delay_ms)
{
  self->text_serial++;
  g_clear_handle_id (&self->check_source, g_source_remove);
  if (self->check != PERCH_LOGIC_CHECK_PENDING)
    {
      self->check = PERCH_LOGIC_CHECK_PENDING;
      g_clear_pointer (&self->mistake, g_free);
      g_array_set_size (self->warnings, 0);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHECK]);
    }
  /* Even "at once" waits for the main loop: reading a state (or fuzzing it) starts no
   * thread by itself. */
  self->check_source = delay_ms == 0 ? g_idle_add (on_check_timeout, self)
                                     : g_timeout_add (delay_ms, on_check_timeout, self);
}

/* Makes @contents (taken) the document; the one it replaces is kept when it was edited and
 * @keep_previous says so. */
static void
replace (PerchLogicDocument *self,
         Contents           *contents,
         gboolean            keep_previous)
{
  GObject *object = G_OBJECT (self);
  gboolean origin_changed = contents->origin != self->now.origin;
  gboolean example_changed = g_strcmp0 (contents->example_id, self->now.example_id) != 0;
  gboolean file_changed = contents->file != self->now.file &&
                          (contents->file == NULL || self->now.file == NULL ||
                           !g_file_equal (contents->file, self->now.file));
  gboolean had_previous = self->previous != NULL;

  g_object_freeze_notify (object);
  g_clear_pointer (&self->previous, contents_free);
  if (keep_previous && contents_edited (&self->now))
    {
      self->previous = g_new (Contents, 1);
      *self->previous = self->now;
    }
  else
    contents_clear (&self->now);
  self->now = *contents;
  g_free (contents);
  self->serial++;
  self->requests++;

  drop_grid (self);
  g_ptr_array_set_size (self->undo_marks, 0);
  g_ptr_array_set_size (self->redo_marks, 0);
  g_object_notify_by_pspec (object, properties[PROP_GRID]);
  g_object_notify_by_pspec (object, properties[PROP_MARKS]);
  g_object_notify_by_pspec (object, properties[PROP_CAN_UNDO_MARKS]);
  g_object_notify_by_pspec (object, properties[PROP_CAN_REDO_MARKS]);
  g_object_notify_by_pspec (object, properties[PROP_TEXT]);
  if (origin_changed)
    g_object_notify_by_pspec (object, properties[PROP_ORIGIN]);
  if (example_changed)
    g_object_notify_by_pspec (object, properties[PROP_EXAMPLE_ID]);
  if (file_changed)
    g_object_notify_by_pspec (object, properties[PROP_FILE]);
  if (had_previous != (self->previous != NULL))
    g_object_notify_by_pspec (object, properties[PROP_CAN_UNDO_OPEN]);
  update_derived (self);
  schedule_check (self, 0);
  g_object_thaw_notify (object);

  g_signal_emit (self, signals[OPENED], 0);
  g_signal_emit (self, signals[CHANGED], 0);
}

static Contents *
contents_new (PerchLogicOrigin  origin,
              const char       *example_id,
              GFile            *file,
              const char       *text,
              const char       *saved)
{
  Contents *contents = g_new0 (Contents, 1);

  contents->origin = origin;
  contents->example_id = g_strdup (example_id);
  contents->file = file != NULL ? g_object_ref (file) : NULL;
  contents->text = g_strdup (text);
  contents->saved = g_strdup (saved);
  contents->marks = g_strdup ("");
  return contents;
}

/* Origins that do not fit together are made whole: an unknown example or a missing file is
 * a new puzzle. */
static Contents *
contents_new_checked (PerchLogicOrigin  origin,
                      const char       *example_id,
                      GFile            *file,
                      const char       *text,
                      const char       *saved)
{
  if ((origin == PERCH_LOGIC_ORIGIN_EXAMPLE && perch_logic_example_find (example_id) == NULL) ||
      (origin == PERCH_LOGIC_ORIGIN_FILE && file == NULL))
    {
      origin = PERCH_LOGIC_ORIGIN_NEW;
      saved = NULL;
    }
  if (origin != PERCH_LOGIC_ORIGIN_EXAMPLE)
    example_id = NULL;
  if (origin != PERCH_LOGIC_ORIGIN_FILE)
    file = NULL;
  return contents_new (origin, example_id, file, text, saved);
}

static void
perch_logic_document_finalize (GObject *object)
{
  PerchLogicDocument *self = PERCH_LOGIC_DOCUMENT (object);

  g_clear_handle_id (&self->check_source, g_source_remove);
  contents_clear (&self->now);
  g_clear_pointer (&self->previous, contents_free);
  g_free (self->title);
  g_free (self->mistake);
  g_array_unref (self->warnings);
  drop_grid (self);
  g_ptr_array_unref (self->undo_marks);
  g_ptr_array_unref (self->redo_marks);

  G_OBJECT_CLASS (perch_logic_document_parent_class)->finalize (object);
}

static void
perch_logic_document_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  PerchLogicDocument *self = PERCH_LOGIC_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_TEXT:
      g_value_set_string (value, self->now.text);
      break;
    case PROP_ORIGIN:
      g_value_set_enum (value, self->now.origin);
      break;
    case PROP_EXAMPLE_ID:
      g_value_set_string (value, self->now.example_id);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->now.file);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_EDITED:
      g_value_set_boolean (value, self->edited);
      break;
    case PROP_CAN_UNDO_OPEN:
      g_value_set_boolean (value, self->previous != NULL);
      break;
    case PROP_CHECK:
      g_value_set_enum (value, self->check);
      break;
    case PROP_GRID:
      g_value_set_pointer (value, self->grid);
      break;
    case PROP_MARKS:
      g_value_set_string (value, self->now.marks);
      break;
    case PROP_CAN_UNDO_MARKS:
      g_value_set_boolean (value, self->undo_marks->len > 0);
      break;
    case PROP_CAN_REDO_MARKS:
      g_value_set_boolean (value, self->redo_marks->len > 0);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
perch_logic_document_class_init (PerchLogicDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = perch_logic_document_finalize;
  object_class->get_property = perch_logic_document_get_property;

  properties[PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, "", flags);
  properties[PROP_ORIGIN] = g_param_spec_enum ("origin", NULL, NULL, PERCH_TYPE_LOGIC_ORIGIN,
                                               PERCH_LOGIC_ORIGIN_NEW, flags);
  properties[PROP_EXAMPLE_ID] = g_param_spec_string ("example-id", NULL, NULL, NULL, flags);
  properties[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, flags);
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, flags);
  properties[PROP_EDITED] = g_param_spec_boolean ("edited", NULL, NULL, FALSE, flags);
  properties[PROP_CAN_UNDO_OPEN] = g_param_spec_boolean ("can-undo-open", NULL, NULL, FALSE,
                                                         flags);
  properties[PROP_CHECK] = g_param_spec_enum ("check", NULL, NULL, PERCH_TYPE_LOGIC_CHECK,
                                              PERCH_LOGIC_CHECK_PENDING, flags);
  /* The grid of the last text checked without a mistake (a PerchLogicGrid), or NULL. */
  properties[PROP_GRID] = g_param_spec_pointer ("grid", NULL, NULL, flags);
  /* The marks' text; notified too when they are shown on another grid. */
  properties[PROP_MARKS] = g_param_spec_string ("marks", NULL, NULL, "", flags);
  properties[PROP_CAN_UNDO_MARKS] = g_param_spec_boolean ("can-undo-marks", NULL, NULL, FALSE,
                                                          flags);
  properties[PROP_CAN_REDO_MARKS] = g_param_spec_boolean ("can-redo-marks", NULL, NULL, FALSE,
                                                          flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * PerchLogicDocument::opened:
   *
   * The document was replaced by another (opened, restored, or the one before brought
   * back): a view shows the new text with a new undo history.
   */
  signals[OPENED] = g_signal_new ("opened", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * PerchLogicDocument::changed:
   *
   * What perch_logic_document_to_state() returns changed: for the state store.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
perch_logic_document_init (PerchLogicDocument *self)
{
  self->now.text = g_strdup ("");
  self->now.saved = g_strdup ("");
  self->now.marks = g_strdup ("");
  self->undo_marks = g_ptr_array_new_with_free_func (g_free);
  self->redo_marks = g_ptr_array_new_with_free_func (g_free);
  self->title = contents_title (&self->now);
  self->check = PERCH_LOGIC_CHECK_OK;
  self->warnings = warnings_new ();
}

PerchLogicDocument *
perch_logic_document_new (void)
{
  return g_object_new (PERCH_TYPE_LOGIC_DOCUMENT, NULL);
}

const char *
perch_logic_document_get_text (PerchLogicDocument *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_DOCUMENT (self), NULL);

  return self->now.text;
}

/**
 * perch_logic_document_set_text:
 * @text: the whole text, as edited
 *
 * An edit: the document stays the same one (its undo history goes on), and the one an
 * open replaced can no longer come back.
 */
void
perch_logic_document_set_text (PerchLogicDocument *self,
                               const char         *text)
{
  g_return_if_fail (PERCH_IS_LOGIC_DOCUMENT (self));
  g_return_if_fail (text != NULL);

  if (strcmp (text, self->now.text) == 0)
    return;
  g_object_freeze_notify (G_OBJECT (self));
  g_free (self->now.text);
  self->now.text = g_strdup (text);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXT]);
  drop_previous (self);
  update_derived (self);
  schedule_check (self, CHECK_DELAY_MS);
  g_object_thaw_notify (G_OBJECT (self));
  g_signal_emit (self, signals[CHANGED], 0);
}

PerchLogicOrigin
perch_logic_document_get_origin (PerchLogicDocument *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_DOCUMENT (self), PERCH_LOGIC_ORIGIN_NEW);

  return self->now.origin;
}

const char *
perch_logic_document_get_example_id (PerchLogicDocument *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_DOCUMENT (self), NULL);

  return self->now.example_id;
}

GFile *
perch_logic_document_get_file (PerchLogicDocument *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_DOCUMENT (self), NULL);

  return self->now.file;
}

/* The file's name, the example's title (translated) or "New Puzzle". */
const char *
perch_logic_document_get_title (PerchLogicDocument *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_DOCUMENT (self), NULL);

  return self->title;
}

gboolean
perch_logic_document_get_edited (PerchLogicDocument *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_DOCUMENT (self), FALSE);

  return self->edited;
}

void
perch_logic_document_open_new (PerchLogicDocument *self)
{
  g_return_if_fail (PERCH_IS_LOGIC_DOCUMENT (self));

  replace (self, contents_new (PERCH_LOGIC_ORIGIN_NEW, NULL, NULL, "", ""), TRUE);
}

/* Returns FALSE (and changes nothing) when there is no such example. */
gboolean
perch_logic_document_open_example (PerchLogicDocument *self,
                                   const char         *example_id)
{
  const PerchLogicExample *example;

  g_return_val_if_fail (PERCH_IS_LOGIC_DOCUMENT (self), FALSE);

  example = example_id != NULL ? perch_logic_example_find (example_id) : NULL;
  if (example == NULL)
    return FALSE;
  replace (self, contents_new (PERCH_LOGIC_ORIGIN_EXAMPLE, example->id, NULL, example->text,
                               example->text), TRUE);
  return TRUE;
}

void
perch_logic_document_restore (PerchLogicDocument *self,
                              PerchLogicOrigin    origin,
                              const char         *example_id,
                              GFile              *file,
                              const char         *text,
                              const char         *saved)
{
  g_return_if_fail (PERCH_IS_LOGIC_DOCUMENT (self));
  g_return_if_fail (text != NULL);

  replace (self, contents_new_checked (origin, example_id, file, text, saved), FALSE);
}

/* The same with marks (NULL: none). */
static void
restore_with_marks (PerchLogicDocument *self,
                    PerchLogicOrigin    origin,
                    const char         *example_id,
                    GFile              *file,
                    const char         *text,
                    const char         *saved,
                    const char         *marks)
{
  Contents *contents = contents_new_checked (origin, example_id, file, text, saved);

  g_free (contents->marks);
  contents->marks = g_strdup (marks != NULL ? marks : "");
  replace (self, contents, FALSE);
}

gboolean
perch_logic_document_get_can_undo_open (PerchLogicDocument *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_DOCUMENT (self), FALSE);

  return self->previous != NULL;
}

/**
 * perch_logic_document_undo_open:
 *
 * Brings back the edited document that the last open replaced, as it was (text, origin,
 * title, edited), if no edit came since.
 * Returns: whether there was one
 */
gboolean
perch_logic_document_undo_open (PerchLogicDocument *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_DOCUMENT (self), FALSE);

  if (self->previous == NULL)
    return FALSE;
  replace (self, g_steal_pointer (&self->previous), FALSE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO_OPEN]);
  return TRUE;
}

/* Opening a file. */

typedef struct
{
  GFile *file;
  guint  request;
} OpenJob;

static void
open_job_free (OpenJob *job)
{
  g_object_unref (job->file);
  g_free (job);
}

static gboolean
read_more (const char *contents,
           goffset     size,
           gpointer    user_data)
{
  return size <= PERCH_LOGIC_DOCUMENT_MAX_BYTES;
}

static void
on_file_loaded (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  PerchLogicDocument *self = g_task_get_source_object (task);
  OpenJob *job = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;

  if (!g_file_load_partial_contents_finish (G_FILE (source), result, &contents, &length, NULL,
                                            &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  if (length > PERCH_LOGIC_DOCUMENT_MAX_BYTES)
    {
      g_autofree char *limit = g_format_size (PERCH_LOGIC_DOCUMENT_MAX_BYTES);

      /* Translators: %s is a size such as "2.1 MB" */
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                               _("The file is larger than %s: it is not a puzzle"), limit);
      return;
    }
  if (memchr (contents, '\0', length) != NULL || !g_utf8_validate (contents, length, NULL))
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s",
                               _("The file is not text"));
      return;
    }
  /* Something else was opened while this file was read: that one stays. */
  if (job->request != self->requests)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                               "Another document was opened");
      return;
    }
  replace (self, contents_new (PERCH_LOGIC_ORIGIN_FILE, NULL, job->file, contents, contents),
           TRUE);
  g_task_return_boolean (task, TRUE);
}

/**
 * perch_logic_document_open_file_async:
 *
 * Reads @file and makes it the document. A file that is too large or is not text is
 * refused with a message fit to show; an open asked for later wins over this one (this
 * one then ends with %G_IO_ERROR_CANCELLED).
 */
void
perch_logic_document_open_file_async (PerchLogicDocument  *self,
                                      GFile               *file,
                                      GCancellable        *cancellable,
                                      GAsyncReadyCallback  callback,
                                      gpointer             user_data)
{
  GTask *task;
  OpenJob *job;

  g_return_if_fail (PERCH_IS_LOGIC_DOCUMENT (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, perch_logic_document_open_file_async);
  job = g_new0 (OpenJob, 1);
  job->file = g_object_ref (file);
  job->request = ++self->requests;
  g_task_set_task_data (task, job, (GDestroyNotify) open_job_free);
  g_file_load_partial_contents_async (file, cancellable, read_more, on_file_loaded, task);
}

gboolean
perch_logic_document_open_file_finish (PerchLogicDocument  *self,
                                       GAsyncResult        *result,
                                       GError             **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* Saving. */

typedef struct
{
  GFile *file;
  char  *text;
  guint  serial;
} SaveJob;

static void
save_job_free (SaveJob *job)
{
  g_object_unref (job->file);
  g_free (job->text);
  g_free (job);
}

static void
on_file_saved (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  PerchLogicDocument *self = g_task_get_source_object (task);
  SaveJob *job = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  gboolean file_changed;

  if (!g_file_replace_contents_finish (G_FILE (source), result, NULL, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  /* What was written is what the file holds now, even if typing went on meanwhile. */
  if (job->serial == self->serial)
    {
      file_changed = self->now.file == NULL || !g_file_equal (self->now.file, job->file);
      g_object_freeze_notify (G_OBJECT (self));
      if (self->now.origin != PERCH_LOGIC_ORIGIN_FILE)
        g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ORIGIN]);
      if (self->now.example_id != NULL)
        g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EXAMPLE_ID]);
      if (file_changed)
        g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
      self->now.origin = PERCH_LOGIC_ORIGIN_FILE;
      g_clear_pointer (&self->now.example_id, g_free);
      g_set_object (&self->now.file, job->file);
      g_free (self->now.saved);
      self->now.saved = g_steal_pointer (&job->text);
      update_derived (self);
      g_object_thaw_notify (G_OBJECT (self));
      g_signal_emit (self, signals[CHANGED], 0);
    }
  g_task_return_boolean (task, TRUE);
}

void
perch_logic_document_save_async (PerchLogicDocument  *self,
                                 GFile               *file,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  GTask *task;
  SaveJob *job;

  g_return_if_fail (PERCH_IS_LOGIC_DOCUMENT (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, perch_logic_document_save_async);
  if (file == NULL)
    file = self->now.file;
  if (file == NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                               "The puzzle has no file yet");
      g_object_unref (task);
      return;
    }
  job = g_new0 (SaveJob, 1);
  job->file = g_object_ref (file);
  job->text = g_strdup (self->now.text);
  job->serial = self->serial;
  g_task_set_task_data (task, job, (GDestroyNotify) save_job_free);
  g_file_replace_contents_async (file, job->text, strlen (job->text), NULL, FALSE,
                                 G_FILE_CREATE_NONE, cancellable, on_file_saved, task);
}

gboolean
perch_logic_document_save_finish (PerchLogicDocument  *self,
                                  GAsyncResult        *result,
                                  GError             **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* Checking the text on a worker thread. */

typedef struct
{
  char               *text;
  guint               text_serial;
  gboolean            ok;
  gboolean            optimizing;
  char               *message;
  PerchLogicLocation  location;
  PerchLogicError     kind;
  GArray             *warnings;
  PerchLogicPuzzle   *puzzle;
} CheckJob;

static void
check_job_free (CheckJob *job)
{
  g_clear_pointer (&job->puzzle, perch_logic_puzzle_free);
  g_free (job->text);
  g_free (job->message);
  g_array_unref (job->warnings);
  g_free (job);
}

static void
clear_warning (gpointer data)
{
  PerchLogicWarning *warning = data;

  g_free (warning->message);
}

static GArray *
warnings_new (void)
{
  GArray *warnings = g_array_new (FALSE, FALSE, sizeof (PerchLogicWarning));

  g_array_set_clear_func (warnings, clear_warning);
  return warnings;
}

static void
check_thread (GTask        *task,
              gpointer      source,
              gpointer      task_data,
              GCancellable *cancellable)
{
  CheckJob *job = task_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(PerchLogicPuzzle) puzzle = NULL;

  puzzle = perch_logic_puzzle_parse (job->text, &job->location, &error);
  job->ok = puzzle != NULL;
  if (puzzle != NULL)
    {
      job->optimizing = perch_logic_puzzle_is_optimizing (puzzle);
      for (guint i = 0; i < perch_logic_puzzle_get_n_warnings (puzzle); i++)
        {
          PerchLogicWarning warning = *perch_logic_puzzle_get_warning (puzzle, i);

          warning.message = g_strdup (warning.message);
          g_array_append_val (job->warnings, warning);
        }
    }
  else
    {
      job->message = g_strdup (error->message);
      job->kind = error->domain == PERCH_LOGIC_ERROR ? (PerchLogicError) error->code
                                                     : PERCH_LOGIC_ERROR_SYNTAX;
    }
  job->puzzle = g_steal_pointer (&puzzle);
  g_task_return_boolean (task, TRUE);
}

static void
on_checked (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  PerchLogicDocument *self = PERCH_LOGIC_DOCUMENT (source);
  CheckJob *job = g_task_get_task_data (G_TASK (result));

  self->checking = FALSE;
  if (job->text_serial != self->text_serial)
    {
      /* The text changed meanwhile: check it now unless typing has not paused yet. */
      if (self->check_source == 0)
        start_check (self);
      return;
    }
  self->check = job->ok ? PERCH_LOGIC_CHECK_OK : PERCH_LOGIC_CHECK_MISTAKE;
  self->optimizing = job->optimizing;
  g_free (self->mistake);
  self->mistake = g_steal_pointer (&job->message);
  self->mistake_location = job->location;
  self->mistake_kind = job->kind;
  g_array_unref (self->warnings);
  self->warnings = g_steal_pointer (&job->warnings);
  job->warnings = warnings_new ();
  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHECK]);
  /* A mistake keeps the grid of the text before it. */
  if (job->puzzle != NULL)
    {
      drop_grid (self);
      self->puzzle = g_steal_pointer (&job->puzzle);
      self->grid = perch_logic_grid_new (self->puzzle);
      if (self->grid != NULL)
        self->marks = perch_logic_marks_new (self->puzzle, self->grid, self->now.marks);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GRID]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MARKS]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

/* One check at a time: a text typed while one runs is checked when it ends. */
static void
start_check (PerchLogicDocument *self)
{
  GTask *task;
  CheckJob *job;

  self->check_source = 0;
  if (self->checking)
    return;
  job = g_new0 (CheckJob, 1);
  job->text = g_strdup (self->now.text);
  job->text_serial = self->text_serial;
  job->warnings = warnings_new ();
  self->checking = TRUE;
  task = g_task_new (self, NULL, on_checked, NULL);
  g_task_set_source_tag (task, start_check);
  g_task_set_task_data (task, job, (GDestroyNotify) check_job_free);
  g_task_run_in_thread (task, check_thread);
  g_object_unref (task);
}

PerchLogicCheck
perch_logic_document_get_check (PerchLogicDocument *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_DOCUMENT (self), PERCH_LOGIC_CHECK_PENDING);

  return self->check;
}

const char *
perch_logic_document_get_mistake (PerchLogicDocument *self,
                                  PerchLogicLocation *location)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_DOCUMENT (self), NULL);

  if (self->check != PERCH_LOGIC_CHECK_MISTAKE)
    return NULL;
  if (location != NULL)
    *location = self->mistake_location;
  return self->mistake;
}

/* What kind of mistake the check found (PERCH_LOGIC_ERROR_SYNTAX when it found none). */
PerchLogicError
perch_logic_document_get_mistake_kind (PerchLogicDocument *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_DOCUMENT (self), PERCH_LOGIC_ERROR_SYNTAX);

  return self->check == PERCH_LOGIC_CHECK_MISTAKE ? self->mistake_kind
                                                  : PERCH_LOGIC_ERROR_SYNTAX;
}

/* The warnings the check found in a text that is a puzzle (see PerchLogicWarning), in the
 * order of the text; none while a check is pending. */
guint
perch_logic_document_get_n_warnings (PerchLogicDocument *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_DOCUMENT (self), 0);

  return self->warnings->len;
}

const PerchLogicWarning *
perch_logic_document_get_warning (PerchLogicDocument *self,
                                  guint               i)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_DOCUMENT (self), NULL);
  g_return_val_if_fail (i < self->warnings->len, NULL);

  return &g_array_index (self->warnings, PerchLogicWarning, i);
}

gboolean
perch_logic_document_is_optimizing (PerchLogicDocument *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_DOCUMENT (self), FALSE);

  return self->check == PERCH_LOGIC_CHECK_OK && self->optimizing;
}

void
perch_logic_document_check_now (PerchLogicDocument *self)
{
  g_return_if_fail (PERCH_IS_LOGIC_DOCUMENT (self));

  if (self->check_source != 0)
    {
      g_clear_handle_id (&self->check_source, g_source_remove);
      start_check (self);
    }
}

/* The marks on the grid. */

const PerchLogicPuzzle *
perch_logic_document_get_puzzle (PerchLogicDocument *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_DOCUMENT (self), NULL);

  return self->puzzle;
}

const PerchLogicGrid *
perch_logic_document_get_grid (PerchLogicDocument *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_DOCUMENT (self), NULL);

  return self->grid;
}

const PerchLogicMarks *
perch_logic_document_get_marks (PerchLogicDocument *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_DOCUMENT (self), NULL);

  return self->marks;
}

const char *
perch_logic_document_get_marks_text (PerchLogicDocument *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_DOCUMENT (self), NULL);

  return self->now.marks;
}

/* The marks are @text now (taken); the grid shows them. */
static void
take_marks (PerchLogicDocument *self,
            char               *text)
{
  g_free (self->now.marks);
  self->now.marks = text;
  if (self->grid != NULL)
    {
      perch_logic_marks_free (self->marks);
      self->marks = perch_logic_marks_new (self->puzzle, self->grid, text);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MARKS]);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
notify_history (PerchLogicDocument *self,
                gboolean            could_undo,
                gboolean            could_redo)
{
  if (could_undo != (self->undo_marks->len > 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO_MARKS]);
  if (could_redo != (self->redo_marks->len > 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO_MARKS]);
}

/* After the marks changed: a step of the history, and the text. */
static void
marks_changed (PerchLogicDocument *self)
{
  gboolean could_undo = self->undo_marks->len > 0, could_redo = self->redo_marks->len > 0;
  char *text = perch_logic_marks_to_text (self->marks);

  if (strcmp (text, self->now.marks) == 0)
    {
      g_free (text);
      return;
    }
  g_ptr_array_add (self->undo_marks, g_steal_pointer (&self->now.marks));
  if (self->undo_marks->len > MARKS_HISTORY_MAX)
    g_ptr_array_remove_index (self->undo_marks, 0);
  g_ptr_array_set_size (self->redo_marks, 0);
  self->now.marks = text;
  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MARKS]);
  notify_history (self, could_undo, could_redo);
  g_object_thaw_notify (G_OBJECT (self));
  g_signal_emit (self, signals[CHANGED], 0);
}

/**
 * perch_logic_document_cycle_mark:
 * @cell: a cell of the document's grid
 *
 * A click on @cell: blank, ✗, ✓, blank (see perch_logic_marks_cycle()), a step of the marks'
 * undo history. FALSE with %PERCH_LOGIC_MARKS_ERROR when the cell does not change (the pen
 * filled it, or no mark can go there).
 */
gboolean
perch_logic_document_cycle_mark (PerchLogicDocument  *self,
                                 guint                cell,
                                 GError             **error)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_DOCUMENT (self), FALSE);
  g_return_val_if_fail (self->marks != NULL, FALSE);

  if (!perch_logic_marks_cycle (self->marks, cell, error))
    return FALSE;
  marks_changed (self);
  return TRUE;
}

/* Marks the facts that are not shown yet (see perch_logic_marks_add()), as one step of the
 * history. Returns how many were marked. */
guint
perch_logic_document_add_marks (PerchLogicDocument   *self,
                                const PerchLogicFact *facts,
                                guint                 n_facts)
{
  guint added;

  g_return_val_if_fail (PERCH_IS_LOGIC_DOCUMENT (self), 0);
  g_return_val_if_fail (self->marks != NULL, 0);

  added = perch_logic_marks_add (self->marks, facts, n_facts);
  marks_changed (self);
  return added;
}

/* Takes every mark away, as a step of the history. */
void
perch_logic_document_clear_marks (PerchLogicDocument *self)
{
  g_return_if_fail (PERCH_IS_LOGIC_DOCUMENT (self));

  if (self->marks != NULL)
    {
      perch_logic_marks_clear (self->marks);
      marks_changed (self);
    }
}

gboolean
perch_logic_document_get_can_undo_marks (PerchLogicDocument *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_DOCUMENT (self), FALSE);

  return self->undo_marks->len > 0;
}

gboolean
perch_logic_document_get_can_redo_marks (PerchLogicDocument *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_DOCUMENT (self), FALSE);

  return self->redo_marks->len > 0;
}

/* One way through the history: the marks of the end of @from become the marks, the marks
 * before go to the end of @to. */
static gboolean
step_marks (PerchLogicDocument *self,
            GPtrArray          *from,
            GPtrArray          *to)
{
  gboolean could_undo = self->undo_marks->len > 0, could_redo = self->redo_marks->len > 0;
  char *text;

  if (from->len == 0)
    return FALSE;
  text = g_ptr_array_steal_index (from, from->len - 1);
  g_ptr_array_add (to, g_strdup (self->now.marks));
  g_object_freeze_notify (G_OBJECT (self));
  take_marks (self, text);
  notify_history (self, could_undo, could_redo);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

gboolean
perch_logic_document_undo_marks (PerchLogicDocument *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_DOCUMENT (self), FALSE);

  return step_marks (self, self->undo_marks, self->redo_marks);
}

gboolean
perch_logic_document_redo_marks (PerchLogicDocument *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_DOCUMENT (self), FALSE);

  return step_marks (self, self->redo_marks, self->undo_marks);
}

/* The state text. */

static void
append_block (GString    *out,
              const char *keyword,
              const char *text)
{
  const char *line = text;

  g_string_append_printf (out, "%s\n", keyword);
  for (;;)
    {
      const char *newline = strchr (line, '\n');

      g_string_append_c (out, '|');
      if (newline == NULL)
        {
          g_string_append (out, line);
          g_string_append_c (out, '\n');
          break;
        }
      g_string_append_len (out, line, newline - line + 1);
      line = newline + 1;
    }
  g_string_append (out, "end\n");
}

/**
 * perch_logic_document_to_state:
 *
 * Returns: (transfer full): the document as the state store keeps it
 */
char *
perch_logic_document_to_state (PerchLogicDocument *self)
{
  GString *out;

  g_return_val_if_fail (PERCH_IS_LOGIC_DOCUMENT (self), NULL);

  out = g_string_sized_new (strlen (self->now.text) * 2 + 64);
  append_block (out, "text", self->now.text);
  switch (self->now.origin)
    {
    case PERCH_LOGIC_ORIGIN_EXAMPLE:
      g_string_append_printf (out, "origin example %s\n", self->now.example_id);
      break;
    case PERCH_LOGIC_ORIGIN_FILE:
      {
        g_autofree char *uri = g_file_get_uri (self->now.file);

        g_string_append_printf (out, "origin file %s\n", uri);
        break;
      }
    case PERCH_LOGIC_ORIGIN_NEW:
    default:
      g_string_append (out, "origin new\n");
      break;
    }
  if (self->now.saved != NULL)
    append_block (out, "saved", self->now.saved);
  else
    g_string_append (out, "saved unknown\n");
  append_block (out, "marks", self->now.marks);
  return g_string_free (out, FALSE);
}

typedef struct
{
  const char *next;       /* the start of the next line */
  const char *end;        /* the end of what may be read */
  const char *bad;        /* where the text stops being UTF-8, or NULL */
  guint       number;     /* of the line last read, from 1 */
  const char *line;
  gsize       length;     /* of @line, without its '\n' */
} Reader;

/* Reads the next whole line; FALSE at the end, or at a line that is not valid text. */
static gboolean
next_line (Reader  *reader,
           GError **error)
{
  const char *newline;

  newline = reader->next < reader->end
              ? memchr (reader->next, '\n', reader->end - reader->next) : NULL;
  if (newline == NULL && reader->next >= reader->end && reader->bad == NULL)
    return FALSE;
  reader->number++;
  /* A line cut short is not trusted: the file ended in the middle of a write. */
  if (newline == NULL && reader->bad != NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("line %u: not text"), reader->number);
      return FALSE;
    }
  if (newline == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT,
                   _("line %u: cut short"), reader->number);
      return FALSE;
    }
  reader->line = reader->next;
  reader->length = newline - reader->next;
  reader->next = newline + 1;
  return TRUE;
}

static gboolean
line_is (const Reader *reader,
         const char   *word)
{
  return reader->length == strlen (word) && memcmp (reader->line, word, reader->length) == 0;
}

static void
expected (Reader      *reader,
          const char  *what,
          GError     **error)
{
  /* Translators: a line of the saved puzzle, and the word that should be there */
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("line %u: “%s” expected"),
               reader->number, what);
}

/* Reads a text block after its keyword; @text holds whatever whole lines were read. */
static gboolean
read_block (Reader   *reader,
            GString  *text,
            GError  **error)
{
  gboolean first = TRUE;

  for (;;)
    {
      if (!next_line (reader, error))
        {
          if (error != NULL && *error == NULL)
            g_set_error (error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT,
                         _("line %u: cut short"), reader->number + 1);
          return FALSE;
        }
      if (line_is (reader, "end"))
        return TRUE;
      if (reader->length == 0 || reader->line[0] != '|')
        {
          expected (reader, "|", error);
          return FALSE;
        }
      if (text->len + reader->length > PERCH_LOGIC_DOCUMENT_MAX_BYTES)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("line %u: the text is too long"), reader->number);
          return FALSE;
        }
      if (!first)
        g_string_append_c (text, '\n');
      g_string_append_len (text, reader->line + 1, reader->length - 1);
      first = FALSE;
    }
}

/* Reads "origin ..." into @contents. */
static gboolean
read_origin (Reader    *reader,
             Contents  *contents,
             GError   **error)
{
  g_autofree char *line = NULL;

  if (!next_line (reader, error))
    {
      if (error != NULL && *error == NULL)
        {
          reader->number++;
          expected (reader, "origin", error);
        }
      return FALSE;
    }
  line = g_strndup (reader->line, reader->length);
  if (strcmp (line, "origin new") == 0)
    {
      contents->origin = PERCH_LOGIC_ORIGIN_NEW;
      return TRUE;
    }
  if (g_str_has_prefix (line, "origin example "))
    {
      const char *id = line + strlen ("origin example ");

      if (perch_logic_example_find (id) == NULL)
        {
          /* Translators: an example that this version of Perch does not have */
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("line %u: no example “%s”"), reader->number, id);
          return FALSE;
        }
      contents->origin = PERCH_LOGIC_ORIGIN_EXAMPLE;
      contents->example_id = g_strdup (id);
      return TRUE;
    }
  if (g_str_has_prefix (line, "origin file "))
    {
      const char *uri = line + strlen ("origin file ");

      if (!g_uri_is_valid (uri, G_URI_FLAGS_NONE, NULL))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("line %u: not a file address"), reader->number);
          return FALSE;
        }
      contents->origin = PERCH_LOGIC_ORIGIN_FILE;
      contents->file = g_file_new_for_uri (uri);
      return TRUE;
    }
  expected (reader, "origin", error);
  return FALSE;
}

/**
 * perch_logic_document_load_state:
 * @state: what perch_logic_document_to_state() wrote, or anything else
 * @version: the version of the state (1 or 2; 1 had no marks)
 * @error: what could not be read, with its line (counted from the first line of @state)
 *
 * Makes the document what @state says (and emits "opened"). On a mistake the document is
 * what could be read before it: the text read so far, as a new puzzle when the origin was
 * not read, edited when the saved text was not read, with the marks read so far.
 * Returns: whether all of @state was read
 */
gboolean
perch_logic_document_load_state (PerchLogicDocument  *self,
                                 const char          *state,
                                 guint                version,
                                 GError             **error)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GString) saved = NULL;
  g_autoptr(GString) marks = g_string_new (NULL);
  g_autoptr(GError) local_error = NULL;
  Contents contents = { PERCH_LOGIC_ORIGIN_NEW, NULL, NULL, NULL, NULL };
  gboolean has_text = FALSE;
  gboolean has_saved = FALSE;
  gsize length;
  Reader reader = { 0 };

  g_return_val_if_fail (PERCH_IS_LOGIC_DOCUMENT (self), FALSE);
  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Three texts of the largest size, the marks, and their keywords. */
  length = strlen (state);
  reader.next = state;
  reader.end = state + length;
  if (version < 1 || version > PERCH_LOGIC_DOCUMENT_STATE_VERSION)
    {
      /* Translators: the version of a saved puzzle that this Perch cannot read */
      g_set_error (&local_error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("the saved puzzle has an unknown version (%u)"), version);
      goto done;
    }
  if (length > 4 * (PERCH_LOGIC_DOCUMENT_MAX_BYTES + 4096))
    {
      g_set_error (&local_error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s",
                   _("the saved puzzle is too large"));
      goto done;
    }
  if (!g_utf8_validate (state, length, &reader.bad))
    reader.end = reader.bad;
  else
    reader.bad = NULL;

  if (!next_line (&reader, &local_error))
    {
      if (local_error == NULL)
        g_set_error (&local_error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT, "%s",
                     _("the saved puzzle is empty"));
      goto done;
    }
  if (!line_is (&reader, "text"))
    {
      expected (&reader, "text", &local_error);
      goto done;
    }
  has_text = read_block (&reader, text, &local_error);
  if (!has_text)
    goto done;
  if (!read_origin (&reader, &contents, &local_error))
    goto done;
  if (!next_line (&reader, &local_error))
    {
      if (local_error == NULL)
        g_set_error (&local_error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT,
                     _("line %u: cut short"), reader.number + 1);
      goto done;
    }
  if (line_is (&reader, "saved"))
    {
      saved = g_string_new (NULL);
      has_saved = read_block (&reader, saved, &local_error);
      if (!has_saved)
        goto done;
    }
  else if (!line_is (&reader, "saved unknown"))
    {
      expected (&reader, "saved", &local_error);
      goto done;
    }
  if (version >= 2)
    {
      if (!next_line (&reader, &local_error))
        {
          if (local_error == NULL)
            g_set_error (&local_error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT,
                         _("line %u: cut short"), reader.number + 1);
          goto done;
        }
      if (!line_is (&reader, "marks"))
        {
          expected (&reader, "marks", &local_error);
          goto done;
        }
      if (!read_block (&reader, marks, &local_error))
        goto done;
    }
  if (next_line (&reader, &local_error))
    {
      /* Translators: a line of the saved puzzle after its end */
      g_set_error (&local_error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("line %u: more than a puzzle"), reader.number);
    }

done:
  /* Text read only in part still is the user's: it comes back, as edited, and so do the
   * marks read before a cut. */
  if (text->len > 0 || has_text)
    restore_with_marks (self, contents.origin, contents.example_id, contents.file, text->str,
                        has_saved ? saved->str : NULL, marks->str);
  else
    perch_logic_document_restore (self, PERCH_LOGIC_ORIGIN_NEW, NULL, NULL, "", "");
  contents_clear (&contents);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  return TRUE;
}
