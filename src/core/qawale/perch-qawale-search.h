/* perch-qawale-search.h: the Hard and Expert players' search
 *
 * Negamax alpha-beta with principal-variation search, iterative deepening under a time,
 * node or depth limit (using the whole time, and the best move of an unfinished
 * iteration when it beat the last best), a transposition table keyed modulo the 8
 * symmetries of the board, and move ordering (immediate wins first, the table's move,
 * killers, origins by their history of cutoffs near the leaves, the static evaluation
 * deeper). Children that are the same position up to symmetry are searched once. Once
 * the depth reaches the end of the game the search is an exact solver. A
 * PerchQawaleSearch keeps its table and memory between moves of a game; it allocates
 * nothing per node. It is not thread-safe: one search at a time per PerchQawaleSearch
 * (a page that analyses while the computer thinks needs two).
 *
 * perch_qawale_search_analyse() values every legal move instead of choosing one: for an
 * analysis board on a worker thread, whose callback gets the verdicts after each
 * iteration (on that thread: copy what you keep) and which the page cancels through
 * PerchProgress when the position changes, or stops through limits->stop to keep what
 * it has. With no limit at all it runs until every move is proven. See docs/qawale.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-progress.h"
#include "perch-qawale-position.h"

G_BEGIN_DECLS

/* A win n plies ahead scores PERCH_QAWALE_SCORE_WIN - n; anything beyond
 * PERCH_QAWALE_SCORE_PROVEN is a proven win (or, negated, a loss). */
#define PERCH_QAWALE_SCORE_WIN    30000
#define PERCH_QAWALE_SCORE_PROVEN 29900

typedef struct
{
  guint        time_ms;     /* 0: no time limit */
  guint        max_depth;   /* 0: as deep as the game goes */
  guint64      max_nodes;   /* 0: no node limit */
  const gint  *stop;        /* when not NULL and set (from any thread), the search ends
                             * as if its time were up, with its best move so far */
} PerchQawaleLimits;

typedef struct
{
  PerchQawaleMove move;
  int             score;     /* from the side to move */
  guint           depth;     /* the deepest iteration completed */
  guint64         nodes;     /* positions looked at */
  gboolean        solved;    /* the score is exact: the game's value under perfect play */
} PerchQawaleChoice;

/* The static evaluation at the leaves: the hand-written one (perch-qawale-eval.h), the
 * network (perch-qawale-net.h), or their sum. Hard and Expert use the network: it beat
 * the hand-written one by about +90 Elo at the same time (docs/qawale.md). */
typedef enum
{
  PERCH_QAWALE_EVALUATION_TERMS,
  PERCH_QAWALE_EVALUATION_NET,
  PERCH_QAWALE_EVALUATION_BOTH,
} PerchQawaleEvaluation;

#define PERCH_QAWALE_EVALUATION_DEFAULT PERCH_QAWALE_EVALUATION_NET

typedef struct _PerchQawaleSearch PerchQawaleSearch;

PerchQawaleSearch *perch_qawale_search_new       (guint                      table_bits);
void               perch_qawale_search_free      (PerchQawaleSearch         *self);
void               perch_qawale_search_clear     (PerchQawaleSearch         *self);
gboolean           perch_qawale_search_run       (PerchQawaleSearch         *self,
                                                  const PerchQawalePosition *position,
                                                  const PerchQawaleLimits   *limits,
                                                  PerchProgress             *progress,
                                                  PerchQawaleChoice         *choice,
                                                  GError                   **error);
/* What the analysis says of one legal move, from the side to move of the position
 * analysed: a proven win or loss in @plies (the move included), a proven draw, or a
 * score (the search's, at @depth plies). */
typedef enum
{
  PERCH_QAWALE_VERDICT_SCORE,
  PERCH_QAWALE_VERDICT_WIN,
  PERCH_QAWALE_VERDICT_LOSS,
  PERCH_QAWALE_VERDICT_DRAW,
} PerchQawaleVerdictKind;

typedef struct
{
  PerchQawaleMove        move;
  PerchQawaleVerdictKind kind;
  int                    score;   /* PERCH_QAWALE_SCORE_WIN - plies for a win */
  guint                  depth;   /* plies searched, the move included */
  guint                  plies;   /* a win or a loss: plies to the end, the move included */
} PerchQawaleVerdict;

typedef struct
{
  PerchQawaleVerdict *verdicts;    /* every legal move, the best first */
  guint               n_verdicts;
  guint               depth;       /* the last iteration completed for every move */
  guint64             nodes;
  gboolean            solved;      /* every verdict is proven */
} PerchQawaleAnalysis;

typedef void (*PerchQawaleAnalysisFunc) (const PerchQawaleAnalysis *analysis,
                                         gpointer                   user_data);

gboolean           perch_qawale_search_analyse   (PerchQawaleSearch         *self,
                                                  const PerchQawalePosition *position,
                                                  const PerchQawaleLimits   *limits,
                                                  PerchProgress             *progress,
                                                  PerchQawaleAnalysisFunc    func,
                                                  gpointer                   user_data,
                                                  PerchQawaleAnalysis       *analysis,
                                                  GError                   **error);
void               perch_qawale_analysis_clear   (PerchQawaleAnalysis       *analysis);
void               perch_qawale_search_set_evaluation (PerchQawaleSearch     *self,
                                                       PerchQawaleEvaluation  evaluation);
guint              perch_qawale_search_get_depth (PerchQawaleSearch         *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchQawaleSearch, perch_qawale_search_free)

G_END_DECLS
