/* perch-logic-document.h: the puzzle being edited on the Logic page, as a document
 *
 * A document is the text, where it came from (a new puzzle, a built-in example or a file)
 * and the text as it was last opened or saved, so "edited" always says whether the text
 * differs from that, whatever way it got there (typing, undoing back). The Logic page is a
 * view of one: it shows the text and the title, and tells the document what was typed.
 *
 * Opening (a file, an example, a new puzzle) replaces the whole document and emits
 * "opened": a view starts a new undo history there. When the replaced document had unsaved
 * changes it is kept until the next edit, and perch_logic_document_undo_open() brings it
 * back whole (text, origin and title together).
 *
 * The text is checked as it is typed, on a worker thread, once typing pauses (at once after
 * opening); a result is applied only if the text has not changed since. "check" says whether
 * the text is waiting for a check, reads well, or has a mistake (where and what); a puzzle
 * that reads well may have warnings (likely not what was meant, but solved as written).
 *
 * The user's marks on the classic logic grid (perch-logic-marks.h) are part of the
 * document: shown on the grid of the last text checked without a mistake, changed by
 * clicks (and a hint's facts), with an undo history of their own.
 *
 * The document's state (text, origin, saved text, marks) is a short text for the state
 * store ("logic", version 2; version 1 had no marks): perch_logic_document_to_state() and
 * perch_logic_document_load_state(), which reads any input without crashing and keeps what
 * it could read up to the first bad line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "perch-logic-marks.h"
#include "perch-logic-puzzle.h"

G_BEGIN_DECLS

/* A puzzle file larger than this is refused: no puzzle is anywhere near it. */
#define PERCH_LOGIC_DOCUMENT_MAX_BYTES (2 * 1024 * 1024)

/* The name and version of the document's state in the state store. */
#define PERCH_LOGIC_DOCUMENT_STATE_NAME    "logic"
#define PERCH_LOGIC_DOCUMENT_STATE_VERSION 2

typedef enum
{
  PERCH_LOGIC_ORIGIN_NEW,       /* typed from nothing */
  PERCH_LOGIC_ORIGIN_EXAMPLE,   /* a built-in example (see example-id) */
  PERCH_LOGIC_ORIGIN_FILE,      /* a file (see file): Save writes there */
} PerchLogicOrigin;

typedef enum
{
  PERCH_LOGIC_CHECK_PENDING,    /* the text changed since its last check */
  PERCH_LOGIC_CHECK_OK,         /* the text is a puzzle */
  PERCH_LOGIC_CHECK_MISTAKE,    /* it is not: perch_logic_document_get_mistake() */
} PerchLogicCheck;

#define PERCH_TYPE_LOGIC_ORIGIN   (perch_logic_origin_get_type ())
#define PERCH_TYPE_LOGIC_CHECK    (perch_logic_check_get_type ())
#define PERCH_TYPE_LOGIC_DOCUMENT (perch_logic_document_get_type ())

GType perch_logic_origin_get_type (void) G_GNUC_CONST;
GType perch_logic_check_get_type  (void) G_GNUC_CONST;

G_DECLARE_FINAL_TYPE (PerchLogicDocument, perch_logic_document, PERCH, LOGIC_DOCUMENT, GObject)

PerchLogicDocument *perch_logic_document_new               (void);

const char         *perch_logic_document_get_text          (PerchLogicDocument   *self);
void                perch_logic_document_set_text          (PerchLogicDocument   *self,
                                                            const char           *text);
PerchLogicOrigin    perch_logic_document_get_origin        (PerchLogicDocument   *self);
const char         *perch_logic_document_get_example_id    (PerchLogicDocument   *self);
GFile              *perch_logic_document_get_file          (PerchLogicDocument   *self);
const char         *perch_logic_document_get_title         (PerchLogicDocument   *self);
gboolean            perch_logic_document_get_edited        (PerchLogicDocument   *self);

/* Opening: each replaces the document and emits "opened". */
void                perch_logic_document_open_new          (PerchLogicDocument   *self);
gboolean            perch_logic_document_open_example      (PerchLogicDocument   *self,
                                                            const char           *example_id);
void                perch_logic_document_open_file_async   (PerchLogicDocument   *self,
                                                            GFile                *file,
                                                            GCancellable         *cancellable,
                                                            GAsyncReadyCallback   callback,
                                                            gpointer              user_data);
gboolean            perch_logic_document_open_file_finish  (PerchLogicDocument   *self,
                                                            GAsyncResult         *result,
                                                            GError              **error);
/* A document as it was kept somewhere else (older settings): @saved is the text as last
 * opened or saved, or NULL when that is not known (then the text counts as edited). */
void                perch_logic_document_restore           (PerchLogicDocument   *self,
                                                            PerchLogicOrigin      origin,
                                                            const char           *example_id,
                                                            GFile                *file,
                                                            const char           *text,
                                                            const char           *saved);
gboolean            perch_logic_document_get_can_undo_open (PerchLogicDocument   *self);
gboolean            perch_logic_document_undo_open         (PerchLogicDocument   *self);

/* Writes the text to @file, or with @file NULL to the file the document came from (it must
 * have one). Afterwards the document is that file, unless it was replaced meanwhile. */
void                perch_logic_document_save_async        (PerchLogicDocument   *self,
                                                            GFile                *file,
                                                            GCancellable         *cancellable,
                                                            GAsyncReadyCallback   callback,
                                                            gpointer              user_data);
gboolean            perch_logic_document_save_finish       (PerchLogicDocument   *self,
                                                            GAsyncResult         *result,
                                                            GError              **error);

PerchLogicCheck     perch_logic_document_get_check         (PerchLogicDocument   *self);
/* The mistake's message (without its place) and place, when the check found one. */
const char         *perch_logic_document_get_mistake       (PerchLogicDocument   *self,
                                                            PerchLogicLocation   *location);
PerchLogicError     perch_logic_document_get_mistake_kind  (PerchLogicDocument   *self);
/* The warnings of the checked text, when it is a puzzle (see PerchLogicWarning). */
guint               perch_logic_document_get_n_warnings    (PerchLogicDocument   *self);
const PerchLogicWarning *
                    perch_logic_document_get_warning       (PerchLogicDocument   *self,
                                                            guint                 i);
/* Whether the checked puzzle maximises or minimises something. */
gboolean            perch_logic_document_is_optimizing     (PerchLogicDocument   *self);
/* Checks now rather than when typing pauses. */
void                perch_logic_document_check_now         (PerchLogicDocument   *self);

/* The last text checked without a mistake (kept while a new text is checked or has a
 * mistake; none after an open until its check), its grid (NULL when it has none) and the
 * marks on it. They stay until "grid" is notified. */
const PerchLogicPuzzle *
                    perch_logic_document_get_puzzle        (PerchLogicDocument   *self);
const PerchLogicGrid *
                    perch_logic_document_get_grid          (PerchLogicDocument   *self);
const PerchLogicMarks *
                    perch_logic_document_get_marks         (PerchLogicDocument   *self);
/* The marks in their text form (kept whether or not a grid shows them). */
const char         *perch_logic_document_get_marks_text    (PerchLogicDocument   *self);
gboolean            perch_logic_document_cycle_mark        (PerchLogicDocument   *self,
                                                            guint                 cell,
                                                            GError              **error);
guint               perch_logic_document_add_marks         (PerchLogicDocument   *self,
                                                            const PerchLogicFact *facts,
                                                            guint                 n_facts);
void                perch_logic_document_clear_marks       (PerchLogicDocument   *self);
gboolean            perch_logic_document_get_can_undo_marks (PerchLogicDocument  *self);
gboolean            perch_logic_document_get_can_redo_marks (PerchLogicDocument  *self);
gboolean            perch_logic_document_undo_marks        (PerchLogicDocument   *self);
gboolean            perch_logic_document_redo_marks        (PerchLogicDocument   *self);

char               *perch_logic_document_to_state          (PerchLogicDocument   *self);
gboolean            perch_logic_document_load_state        (PerchLogicDocument   *self,
                                                            const char           *state,
                                                            guint                 version,
                                                            GError              **error);

G_END_DECLS
