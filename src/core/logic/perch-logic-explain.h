/* perch-logic-explain.h: how a person would solve a puzzle, step by step
 *
 * From a puzzle and the facts known so far (perch-logic-facts.h), the next step is the
 * simplest reason for at least one new fact: the fewest clues (statements of the puzzle, by
 * line) and known facts that imply it. Steps are tried in this order, and among steps of one
 * kind the one that uses the fewest facts, then the one that derives the most, is taken:
 * - GRID: no clue, only the grid's own rules: no two names of a group share a value, and two
 *   ✓ that meet (x with y, y with 3) give a third;
 * - CLUE: one clue, alone, then with known facts (each clue step also applies the groups'
 *   rule, so "milk = 3" crosses out 3 for the other drinks in the same step);
 * - CLUES: two clues on a common name, then the fewest clues that do it together;
 * - CASES: "if x were 2, then ..., which contradicts line 17": a case that the clues (and the
 *   facts) rule out by reasoning alone;
 * - SEARCH: the last resort: trying every way to complete the grid with the case finds none.
 * Reasoning is the solver's own propagation, on a store holding only the step's clues, with
 * the facts it uses; a fact between two names that propagation does not show is found by
 * trying each value of one of them.
 *
 * The explanation ends when every name has its value (or every name a `show` asks for and
 * nothing more follows): SOLVED; or when nothing more follows at all: STUCK, the puzzle has
 * more than one solution (every open cell is ✓ in one of them and ✗ in another).
 *
 * For the page: the steps drive the Explain stepper (clues to highlight, cells to fill);
 * perch_logic_explain_next() from the user's own marks is a hint; perch_logic_check() says
 * whether the marks contradict the puzzle. All run on the caller's thread, on a copy of
 * nothing: the puzzle is read only, so a worker may run them while the page keeps its own.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-logic-facts.h"
#include "perch-progress.h"

G_BEGIN_DECLS

#define PERCH_LOGIC_EXPLAIN_ERROR (perch_logic_explain_error_quark ())

typedef enum
{
  PERCH_LOGIC_EXPLAIN_ERROR_UNSUPPORTED,    /* maximize/minimize, a name with > 64 values */
  PERCH_LOGIC_EXPLAIN_ERROR_NO_SOLUTION,    /* the puzzle itself has none */
  PERCH_LOGIC_EXPLAIN_ERROR_CONTRADICTION,  /* the known facts contradict the puzzle */
} PerchLogicExplainError;

typedef enum
{
  PERCH_LOGIC_STEP_GRID,
  PERCH_LOGIC_STEP_CLUE,
  PERCH_LOGIC_STEP_CLUES,
  PERCH_LOGIC_STEP_CASES,
  PERCH_LOGIC_STEP_SEARCH,
} PerchLogicStepKind;

typedef struct
{
  PerchLogicStepKind  kind;
  GArray             *clues;        /* of guint: the lines of the statements it uses, in
                                     * order (GRID: the group's declaration, or none) */
  int                 group;        /* GRID: the group whose rule it uses, or -1 */
  GArray             *uses;         /* of PerchLogicFact: the known facts it uses */
  GArray             *derives;      /* of PerchLogicFact: what it finds */
  GArray             *fills;        /* of PerchLogicFact: every cell that becomes known with
                                     * it (what it finds and what a pen fills after it), each
                                     * with its mark: @equal TRUE for ✓, FALSE for ✗ */
  PerchLogicFact      hypothesis;   /* CASES and SEARCH: the case ruled out */
  GArray             *then;         /* CASES: of PerchLogicFact: what the case leads to */
  guint               contradicts;  /* CASES: the line of the clue that then cannot hold */
} PerchLogicStep;

typedef enum
{
  PERCH_LOGIC_EXPLAIN_SOLVED,
  PERCH_LOGIC_EXPLAIN_STUCK,
} PerchLogicExplainStatus;

typedef struct
{
  PerchLogicExplainStatus  status;
  GPtrArray               *steps;     /* of PerchLogicStep */
  PerchLogicFacts         *facts;     /* what is known at the end */
  gboolean                 limited;   /* STUCK: a search stopped at its node limit, so more
                                       * might follow */
  double                   ms;
} PerchLogicExplanation;

typedef enum
{
  PERCH_LOGIC_MARKS_FIT,          /* some solution agrees with every mark */
  PERCH_LOGIC_MARKS_CONTRADICT,   /* no solution agrees with all the marks */
  PERCH_LOGIC_MARKS_UNKNOWN,      /* the search stopped at its node limit */
} PerchLogicMarksCheck;

GQuark                  perch_logic_explain_error_quark (void);

/* The whole explanation from the known facts (none: from the start). NULL with @error when
 * the puzzle cannot be explained (see PerchLogicExplainError), or with G_IO_ERROR_CANCELLED
 * when @progress is cancelled. */
PerchLogicExplanation  *perch_logic_explain             (const PerchLogicPuzzle  *puzzle,
                                                         const PerchLogicFact    *known,
                                                         guint                    n_known,
                                                         PerchProgress           *progress,
                                                         GError                 **error);
void                    perch_logic_explanation_free    (PerchLogicExplanation   *explanation);

/* A hint: the next step from the user's marks. NULL without @error when nothing more
 * follows (every name has its value, or the puzzle has several solutions); NULL with
 * PERCH_LOGIC_EXPLAIN_ERROR_CONTRADICTION when the marks contradict the puzzle (then
 * perch_logic_check() says which). */
PerchLogicStep         *perch_logic_explain_next        (const PerchLogicPuzzle  *puzzle,
                                                         const PerchLogicFact    *marks,
                                                         guint                    n_marks,
                                                         PerchProgress           *progress,
                                                         GError                 **error);
void                    perch_logic_step_free           (PerchLogicStep          *step);

/* Check: whether the marks agree with some solution of the puzzle, without saying more.
 * With CONTRADICT, @wrong (when not NULL) gets a new array of the indices (guint) of the
 * marks that contradict the puzzle each on its own; it is empty when only marks together
 * do. FALSE (with @error) only when cancelled or a mark is no cell of the grid. */
gboolean                perch_logic_check               (const PerchLogicPuzzle  *puzzle,
                                                         const PerchLogicFact    *marks,
                                                         guint                    n_marks,
                                                         PerchProgress           *progress,
                                                         PerchLogicMarksCheck    *check,
                                                         GArray                 **wrong,
                                                         GError                 **error);

/* perch-logic-explain-text.c: the step in a sentence, built from the clue's own words (the
 * comment above it, else its text): "Line 13 says the Englishman lives in the red house
 * (englishman = red); as red is not 1, englishman is not 1." In English, or with
 * @translate in the user's language (the page). */
char                   *perch_logic_step_to_text        (const PerchLogicPuzzle  *puzzle,
                                                         const PerchLogicStep    *step,
                                                         gboolean                 translate);
/* The step in short: "line 13 + (red != 1): englishman != 1". */
char                   *perch_logic_step_to_summary     (const PerchLogicPuzzle  *puzzle,
                                                         const PerchLogicStep    *step);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchLogicExplanation, perch_logic_explanation_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchLogicStep, perch_logic_step_free)

G_END_DECLS
