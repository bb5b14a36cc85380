/* perch-logic-grid-view.h: the Logic page's classic grid, to solve by hand or be explained
 *
 * A view of the document's grid and marks (perch-logic-document.h): a click or Space cycles
 * a cell blank, ✗, ✓ (the document's pen fills the rest of a ✓'s row and column), with undo
 * and redo of the marks. Check says whether any mark contradicts the clues (the marks wrong
 * on their own turn red), Hint shows the next step from the marks (its clue lines, its
 * sentence, the cells it finds, which Fill In marks). Explain shows the explanation from a
 * blank grid, step by step with the page's PerchBrowse: each step's cells appear lit, its
 * sentence is said and its clue lines are handed to the page ("show-lines") to light in the
 * editor. The jobs run on the page's worker, shown by its busy bar.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "perch-browse.h"
#include "perch-busy-bar.h"
#include "perch-logic-document.h"
#include "perch-worker.h"

G_BEGIN_DECLS

#define PERCH_TYPE_LOGIC_GRID_VIEW (perch_logic_grid_view_get_type ())

G_DECLARE_FINAL_TYPE (PerchLogicGridView, perch_logic_grid_view, PERCH, LOGIC_GRID_VIEW, GtkBox)

void        perch_logic_grid_view_set_document  (PerchLogicGridView *self,
                                                 PerchLogicDocument *document);
void        perch_logic_grid_view_set_worker    (PerchLogicGridView *self,
                                                 PerchWorker        *worker,
                                                 PerchBusyBar       *busy_bar);
void        perch_logic_grid_view_set_browse    (PerchLogicGridView *self,
                                                 PerchBrowse        *browse);
/* Whether the view is the one shown: then it browses the explanation's steps. */
void        perch_logic_grid_view_set_active    (PerchLogicGridView *self,
                                                 gboolean            active);
/* Whether the document's text has a grid. */
gboolean    perch_logic_grid_view_get_available (PerchLogicGridView *self);
gboolean    perch_logic_grid_view_get_explaining (PerchLogicGridView *self);
void        perch_logic_grid_view_set_explaining (PerchLogicGridView *self,
                                                  gboolean            explaining);
void        perch_logic_grid_view_check         (PerchLogicGridView *self);
void        perch_logic_grid_view_hint          (PerchLogicGridView *self);
/* The page's worker job was cancelled (Escape, or Cancel on the busy bar). */
void        perch_logic_grid_view_job_cancelled (PerchLogicGridView *self);
/* What the view shows, for the results' header: "Solve by Hand", "Step by Step". */
const char *perch_logic_grid_view_get_title     (PerchLogicGridView *self);
/* For the bar under it when idle: the explanation's figures, or NULL. */
const char *perch_logic_grid_view_get_figures   (PerchLogicGridView *self);

G_END_DECLS
