/* perch-logic-facts.h: facts about a puzzle, the cells of the classic logic grid
 *
 * A fact says that a name has a value or not (`englishman = 3`, `englishman != 3`), or, for
 * names of two groups on the same domain, that they have the same value or not
 * (`englishman = red`, `englishman != red`). Those are the cells of the grid a puzzle fan
 * draws: a block for each group and the values, and one for each pair of groups; ✓ is `=`,
 * ✗ is `!=`. A name of a group `in order` is a value by another name: `x = monday` is the
 * value fact `x = 1`.
 *
 * The text form (for `perch-cli logic explain --from`, saved marks and the tests) is a list
 * of facts separated by commas, semicolons or line ends: `englishman != 1, red = 3`.
 *
 * PerchLogicFacts is what is known: every cell blank, ✗ or ✓. Adding a fact also fills what
 * a puzzle fan fills at once with a pen: a ✓ crosses out the rest of its row and column
 * (a name with a value: no other name of its group has that value, and it has no other
 * value), and a name with one value left has it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-logic-puzzle.h"

G_BEGIN_DECLS

/* PerchLogicFact.other for a fact about a value. */
#define PERCH_LOGIC_FACT_VALUE G_MAXUINT

typedef struct
{
  guint    name;    /* a name of the puzzle */
  guint    other;   /* another name, or PERCH_LOGIC_FACT_VALUE */
  gint     value;   /* for a fact about a value */
  gboolean equal;   /* = (✓) or != (✗) */
} PerchLogicFact;

typedef enum
{
  PERCH_LOGIC_CELL_BLANK,   /* not known */
  PERCH_LOGIC_CELL_NO,      /* ✗: the fact is false */
  PERCH_LOGIC_CELL_YES,     /* ✓: the fact is true */
} PerchLogicCell;

typedef struct _PerchLogicFacts PerchLogicFacts;

/* FALSE with PERCH_LOGIC_ERROR_NAME or _DOMAIN when the fact is no cell of the puzzle's grid
 * (an unknown name, a value outside the name's domain, two names of one group ...). */
gboolean          perch_logic_fact_validate     (const PerchLogicPuzzle *puzzle,
                                                 const PerchLogicFact   *fact,
                                                 GError                **error);
/* "englishman != 1", "englishman = red"; a value of a group `in order` by its name. */
char             *perch_logic_fact_to_string    (const PerchLogicPuzzle *puzzle,
                                                 const PerchLogicFact   *fact);
/* The facts joined by ", ". */
char             *perch_logic_fact_list_to_string (const PerchLogicPuzzle *puzzle,
                                                   const PerchLogicFact   *facts,
                                                   guint                   n_facts);
/* The facts of a text (see above), as a new array of PerchLogicFact, and where each is in
 * @places (when not NULL: a new array of PerchLogicLocation); NULL with @error and @location
 * (line and column in @text) at the first mistake. */
GArray           *perch_logic_fact_list_parse   (const PerchLogicPuzzle *puzzle,
                                                 const char             *text,
                                                 GArray                **places,
                                                 PerchLogicLocation     *location,
                                                 GError                **error);
/* Every cell of the puzzle's grid, as facts with @equal TRUE: each name (but those of a group
 * `in order`, which are values) with each value of its domain, then each pair of names of two
 * groups on the same domain. */
GArray           *perch_logic_puzzle_list_cells (const PerchLogicPuzzle *puzzle);

/* Nothing known but the domains. The puzzle must outlive the facts. */
PerchLogicFacts  *perch_logic_facts_new         (const PerchLogicPuzzle *puzzle);
PerchLogicFacts  *perch_logic_facts_copy        (const PerchLogicFacts  *facts);
void              perch_logic_facts_free        (PerchLogicFacts        *facts);
/* Adds a fact and fills what follows with a pen (see above). FALSE when it contradicts what
 * is known (the facts are then unchanged). */
gboolean          perch_logic_facts_add         (PerchLogicFacts        *facts,
                                                 const PerchLogicFact   *fact);
/* Whether the fact is known true (YES), known false (NO) or not known. */
PerchLogicCell    perch_logic_facts_lookup      (const PerchLogicFacts  *facts,
                                                 const PerchLogicFact   *fact);
/* Every name has its value. */
gboolean          perch_logic_facts_is_solved   (const PerchLogicFacts  *facts);
/* Whether the name's value is known, and which. */
gboolean          perch_logic_facts_get_value   (const PerchLogicFacts  *facts,
                                                 guint                   name,
                                                 gint                   *value);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchLogicFacts, perch_logic_facts_free)

G_END_DECLS
