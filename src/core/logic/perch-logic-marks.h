/* perch-logic-marks.h: the marks a user makes on the logic grid, and what a pen fills
 *
 * A mark is a fact the user says: ✓ (=) or ✗ (!=) in a cell of the grid
 * (perch-logic-grid.h). The marks are added to what is known (PerchLogicFacts) in the order
 * they were made, and the pen fills at once what a puzzle fan fills with it: a ✓ crosses out
 * the rest of its row and column, a name with one value left has it. A cell the pen filled
 * changes only with the marks it came from; a mark that contradicts the marks before it is
 * refused.
 *
 * The text form (the document's saved marks) is the facts' text form, one mark a line:
 * `englishman = red`, `milk != 3`. A line that is no cell of the puzzle (a name renamed
 * since) or that the pen cannot add is kept as it is, unseen, so a text edited back brings
 * its marks back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-logic-grid.h"

G_BEGIN_DECLS

#define PERCH_LOGIC_MARKS_ERROR (perch_logic_marks_error_quark ())

typedef enum
{
  PERCH_LOGIC_MARKS_ERROR_PEN,             /* the cell follows from other marks */
  PERCH_LOGIC_MARKS_ERROR_CONTRADICTION,   /* the mark contradicts the marks made */
} PerchLogicMarksError;

typedef enum
{
  PERCH_LOGIC_MARK_BLANK,
  PERCH_LOGIC_MARK_NO,        /* ✗, made by the user */
  PERCH_LOGIC_MARK_YES,       /* ✓, made by the user */
  PERCH_LOGIC_MARK_PEN_NO,    /* ✗, filled by the pen */
  PERCH_LOGIC_MARK_PEN_YES,   /* ✓, filled by the pen */
} PerchLogicMark;

typedef struct _PerchLogicMarks PerchLogicMarks;

GQuark            perch_logic_marks_error_quark (void);

/* The marks of @text (NULL or "": none) on the grid of @puzzle; both must outlive them. */
PerchLogicMarks  *perch_logic_marks_new         (const PerchLogicPuzzle *puzzle,
                                                 const PerchLogicGrid   *grid,
                                                 const char             *text);
void              perch_logic_marks_free        (PerchLogicMarks        *marks);
/* One mark a line, in the order they were made; then the lines kept unseen. */
char             *perch_logic_marks_to_text     (const PerchLogicMarks  *marks);

const PerchLogicGrid *
                  perch_logic_marks_get_grid    (const PerchLogicMarks  *marks);
PerchLogicMark    perch_logic_marks_get         (const PerchLogicMarks  *marks,
                                                 guint                   cell);
/* The user's marks as facts, in the order they were made (@equal TRUE for ✓). */
const PerchLogicFact *
                  perch_logic_marks_get_facts   (const PerchLogicMarks  *marks,
                                                 guint                  *n_facts);
/* The cell of the user's mark @i. */
guint             perch_logic_marks_get_cell    (const PerchLogicMarks  *marks,
                                                 guint                   i);
/* Every name of the grid has its value. */
gboolean          perch_logic_marks_is_complete (const PerchLogicMarks  *marks);

/* The user's mark in @cell becomes @mark (BLANK, NO or YES). FALSE, with nothing changed,
 * when the pen filled the cell or @mark contradicts the other marks. */
gboolean          perch_logic_marks_set         (PerchLogicMarks        *marks,
                                                 guint                   cell,
                                                 PerchLogicMark          mark,
                                                 GError                **error);
/* A click: blank, ✗, ✓, blank again (past a ✗ or ✓ that the other marks contradict). FALSE,
 * with nothing changed, when the pen filled the cell or neither ✗ nor ✓ can go there. */
gboolean          perch_logic_marks_cycle       (PerchLogicMarks        *marks,
                                                 guint                   cell,
                                                 GError                **error);
/* Marks the facts (the cells they are, ✓ or ✗ as they say) that are not shown yet; facts
 * that are no cell or contradict the marks are left out. Returns how many were marked. */
guint             perch_logic_marks_add         (PerchLogicMarks        *marks,
                                                 const PerchLogicFact   *facts,
                                                 guint                   n_facts);
/* Takes every mark away, the lines kept unseen too. */
void              perch_logic_marks_clear       (PerchLogicMarks        *marks);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchLogicMarks, perch_logic_marks_free)

G_END_DECLS
