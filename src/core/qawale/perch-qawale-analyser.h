/* perch-qawale-analyser.h: every legal move's verdict, for the person to move, refined on a
 * worker
 *
 * An analyser watches a PerchQawaleGame. While it is enabled, it is a person's turn, no
 * computer is thinking and the page does not hold it (a move being shown), it runs the
 * search's analysis (perch_qawale_search_analyse()) of the current position on its own
 * worker and publishes the verdicts after each completed iteration ("analysis"): a proven
 * win or loss in N moves, a proven draw, or a score. It stops when every move is proven
 * ("solved"), after its time limit, or when any of those conditions ends; then it resumes
 * on the same position where it was (the search keeps its table, and a verdict shallower
 * than the one shown is not published). Turning it off cancels the worker. It never runs
 * on a computer's turn, so it takes no time from a computer player.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "perch-qawale-game.h"
#include "perch-qawale-search.h"
#include "perch-worker.h"

G_BEGIN_DECLS

/* How long one position is analysed at most, unless told otherwise. */
#define PERCH_QAWALE_ANALYSER_TIME_MS 60000

#define PERCH_TYPE_QAWALE_ANALYSER (perch_qawale_analyser_get_type ())

G_DECLARE_FINAL_TYPE (PerchQawaleAnalyser, perch_qawale_analyser, PERCH, QAWALE_ANALYSER,
                      GObject)

PerchQawaleAnalyser       *perch_qawale_analyser_new          (PerchQawaleGame           *game);
void                       perch_qawale_analyser_set_enabled  (PerchQawaleAnalyser       *self,
                                                               gboolean                   enabled);
gboolean                   perch_qawale_analyser_get_enabled  (PerchQawaleAnalyser       *self);
void                       perch_qawale_analyser_set_held     (PerchQawaleAnalyser       *self,
                                                               gboolean                   held);
gboolean                   perch_qawale_analyser_get_held     (PerchQawaleAnalyser       *self);
void                       perch_qawale_analyser_set_time_limit (PerchQawaleAnalyser     *self,
                                                                 guint                    ms);
gboolean                   perch_qawale_analyser_get_running  (PerchQawaleAnalyser       *self);
PerchWorker               *perch_qawale_analyser_get_worker   (PerchQawaleAnalyser       *self);
const PerchQawaleAnalysis *perch_qawale_analyser_get_analysis (PerchQawaleAnalyser       *self);
gboolean                   perch_qawale_analyser_get_best     (PerchQawaleAnalyser       *self,
                                                               PerchQawaleVerdict        *best);
guint16                    perch_qawale_analysis_best_by_square (const PerchQawaleAnalysis *analysis,
                                                                 const PerchQawaleMove     *prefix,
                                                                 PerchQawaleVerdict        *best);
gboolean                   perch_qawale_move_has_prefix       (const PerchQawaleMove     *move,
                                                               const PerchQawaleMove     *prefix);

G_END_DECLS
