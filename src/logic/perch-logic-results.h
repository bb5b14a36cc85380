/* perch-logic-results.h: the Logic page's answer pane
 *
 * Shows what the last search said: ready, searching, a mistake in the puzzle, no solution,
 * or the solutions, one at a time (browsed with the page's PerchBrowse, whose switcher is in
 * the header), as a table and a picture when the puzzle asks for one. Beside the answer,
 * for a puzzle with a logic grid, the grid (perch-logic-grid-view.h), with a switcher in the
 * header; while it is shown, the browser steps through its explanation. Under it, a busy bar:
 * the search under way with Cancel (the page binds its worker and writes the progress), or
 * the figures of the answer shown. An answer to a puzzle that changed since is marked out of
 * date rather than taken away.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "perch-browse.h"
#include "perch-busy-bar.h"
#include "perch-logic-grid-view.h"
#include "perch-logic-puzzle.h"

G_BEGIN_DECLS

#define PERCH_TYPE_LOGIC_RESULTS (perch_logic_results_get_type ())

G_DECLARE_FINAL_TYPE (PerchLogicResults, perch_logic_results, PERCH, LOGIC_RESULTS, GtkBox)

void          perch_logic_results_set_folded     (PerchLogicResults *self,
                                                  gboolean           folded);
gboolean      perch_logic_results_take_focus     (PerchLogicResults *self);
void          perch_logic_results_set_browse     (PerchLogicResults *self,
                                                  PerchBrowse       *browse);
void          perch_logic_results_show_idle      (PerchLogicResults *self,
                                                  const char        *title,
                                                  const char        *description);
void          perch_logic_results_show_searching (PerchLogicResults *self,
                                                  const char        *what);
void          perch_logic_results_show_error     (PerchLogicResults *self,
                                                  const char        *title,
                                                  const char        *message,
                                                  const char        *text);
void          perch_logic_results_show_result    (PerchLogicResults *self,
                                                  PerchLogicPuzzle  *puzzle,
                                                  PerchLogicResult  *result,
                                                  PerchLogicSearch   search,
                                                  const char        *text,
                                                  guint              n_warnings);
void          perch_logic_results_set_stale      (PerchLogicResults *self,
                                                  gboolean           stale);
gboolean      perch_logic_results_get_stale      (PerchLogicResults *self);
const char   *perch_logic_results_get_text       (PerchLogicResults *self);
PerchBusyBar *perch_logic_results_get_busy_bar   (PerchLogicResults *self);
PerchLogicGridView *
              perch_logic_results_get_grid_view  (PerchLogicResults *self);
gboolean      perch_logic_results_show_grid      (PerchLogicResults *self);

G_END_DECLS
