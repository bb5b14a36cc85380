/* perch-logic-results.h: the Logic page's answer pane
 *
 * Shows what the last search said: ready, searching (with its progress), a mistake in the
 * puzzle, no solution, or the solutions, one at a time, as a table (and a picture when the
 * puzzle asks for one), with the search figures. Browsing is driven by the page's actions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "perch-logic-puzzle.h"

G_BEGIN_DECLS

#define PERCH_TYPE_LOGIC_RESULTS (perch_logic_results_get_type ())

G_DECLARE_FINAL_TYPE (PerchLogicResults, perch_logic_results, PERCH, LOGIC_RESULTS, GtkBox)

void     perch_logic_results_set_folded     (PerchLogicResults *self,
                                             gboolean           folded);
void     perch_logic_results_show_idle      (PerchLogicResults *self,
                                             const char        *title,
                                             const char        *description);
void     perch_logic_results_show_searching (PerchLogicResults *self,
                                             const char        *what);
void     perch_logic_results_set_progress   (PerchLogicResults *self,
                                             guint64            nodes);
void     perch_logic_results_show_error     (PerchLogicResults *self,
                                             const char        *message);
/* Takes @puzzle and @result; @text is the puzzle's text (its alphametics are shown worked
 * out). */
void     perch_logic_results_show_result    (PerchLogicResults *self,
                                             PerchLogicPuzzle  *puzzle,
                                             PerchLogicResult  *result,
                                             PerchLogicSearch   search,
                                             const char        *text);
/* The solution shown, among those kept (0 when there are none). */
guint    perch_logic_results_get_index      (PerchLogicResults *self);
guint    perch_logic_results_get_n_kept     (PerchLogicResults *self);
void     perch_logic_results_set_index      (PerchLogicResults *self,
                                             guint              index);

G_END_DECLS
