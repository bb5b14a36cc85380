/* perch-logic-grid-jobs.h: what the logic grid asks of the explainer, on the worker thread
 *
 * Explain (every step from a blank grid), Hint (the next step from the user's marks) and
 * Check (whether the marks contradict the puzzle). Each job parses its own copy of the
 * puzzle's text (the text of the document's grid, so its names and cells are the grid's) and
 * of the marks, and hands back cells of the grid rather than facts, with each step's clue
 * lines and its sentence in the user's language.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-logic-explain.h"
#include "perch-progress.h"

G_BEGIN_DECLS

typedef enum
{
  PERCH_LOGIC_GRID_JOB_EXPLAIN,
  PERCH_LOGIC_GRID_JOB_HINT,
  PERCH_LOGIC_GRID_JOB_CHECK,
} PerchLogicGridJobKind;

typedef struct
{
  GArray *lines;     /* of guint: the lines of the clues it uses */
  GArray *cells;     /* of guint: the cells it fills */
  GArray *marks;     /* of guint8: the PerchLogicMark of each (the pen's for what a pen
                      * fills after what it finds) */
  GArray *derives;   /* of PerchLogicFact: what it finds */
  char   *text;      /* why, in a sentence */
} PerchLogicGridStep;

typedef struct
{
  PerchLogicGridJobKind  kind;
  char                  *puzzle_text;
  char                  *marks_text;   /* HINT and CHECK */
} PerchLogicGridJobInput;

typedef struct
{
  PerchLogicGridJobKind    kind;
  GPtrArray               *steps;     /* of PerchLogicGridStep: EXPLAIN's, or the hint (none:
                                       * nothing follows from the marks) */
  PerchLogicExplainStatus  status;    /* EXPLAIN */
  gboolean                 limited;   /* EXPLAIN */
  double                   ms;
  gboolean                 checked;   /* CHECK, and HINT when the marks contradict the
                                       * clues: @check and @wrong say so */
  PerchLogicMarksCheck     check;
  GArray                  *wrong;     /* of guint: cells of marks wrong on their own */
  gboolean                 complete;  /* the marks fill the grid */
} PerchLogicGridJobOutput;

PerchLogicGridJobInput *perch_logic_grid_job_input_new   (PerchLogicGridJobKind  kind,
                                                          const char            *puzzle_text,
                                                          const char            *marks_text);
void                    perch_logic_grid_job_input_free  (gpointer               input);
void                    perch_logic_grid_job_output_free (gpointer               output);
/* A PerchJobFunc: the output, or NULL with the explainer's error (or a cancellation). */
gpointer                perch_logic_grid_job_run         (gpointer               input,
                                                          PerchProgress         *progress,
                                                          GError               **error);

G_END_DECLS
