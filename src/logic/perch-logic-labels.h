/* perch-logic-labels.h: what the Logic core says, in the page's own (translated) words
 *
 * The core hands over structures (where a mistake or a warning is and what kind it is, what
 * a search found and what it cost); the page words them here, and only here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "perch-logic-explain.h"
#include "perch-logic-marks.h"
#include "perch-logic-puzzle.h"

G_BEGIN_DECLS

char       *perch_logic_label_problem      (const PerchLogicLocation *where,
                                            const char               *message);
const char *perch_logic_label_mistake_kind (PerchLogicError           kind);
const char *perch_logic_label_searching    (PerchLogicSearch          search,
                                            gboolean                  optimizing);
char       *perch_logic_label_progress     (const char               *searching,
                                            guint64                   nodes);
char       *perch_logic_label_figures      (const PerchLogicStats    *stats);
char       *perch_logic_label_headline     (const PerchLogicResult   *result,
                                            PerchLogicSearch          search);
char       *perch_logic_label_warnings     (guint                     n_warnings);
char       *perch_logic_label_note         (const PerchLogicResult   *result,
                                            PerchLogicSearch          search,
                                            guint                     n_warnings);

char       *perch_logic_label_check        (PerchLogicMarksCheck      check,
                                            guint                     n_wrong,
                                            gboolean                  complete);
char       *perch_logic_label_explained    (PerchLogicExplainStatus   status,
                                            guint                     n_steps,
                                            gboolean                  limited);
char       *perch_logic_label_explain_figures (guint                  n_steps,
                                               double                 ms);
const char *perch_logic_label_explain_error (const GError            *error);
const char *perch_logic_label_marks_error  (const GError             *error);

G_END_DECLS
