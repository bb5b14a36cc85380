/* perch-logic-puzzle-private.h: what a parsed puzzle holds, shared by the parser and the
 * puzzle's own functions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-logic-model.h"
#include "perch-logic-puzzle.h"

G_BEGIN_DECLS

typedef struct
{
  char   *name;
  gint64  min;        /* the shared domain of its names */
  gint64  max;
  GArray *members;    /* of guint, name indices */
  gboolean ordered;   /* `in order`: member i has the value min + i */
} PerchLogicGroup;

/* A statement that posted constraints, for the explainer (perch-logic-explain.c): a group's
 * declaration and the letters of an alphametic are rules (each name its own value), a
 * condition or a `different` is a clue. */
typedef struct
{
  guint    line;               /* where it starts; 0 for the letters of an alphametic */
  guint    last_line;          /* where it ends (a statement may go on over lines) */
  guint    first_constraint;   /* its constraints in the model, one after the other */
  guint    n_constraints;
  int      group;              /* a group's declaration: the group; -1 otherwise */
  gboolean clue;
} PerchLogicStatement;

struct _PerchLogicPuzzle
{
  PerchLogicModel   *model;
  GPtrArray         *names;       /* of char *; name i is model variable name_var[i] */
  GArray            *name_var;    /* of guint */
  GPtrArray         *groups;      /* of PerchLogicGroup */
  GArray            *shown;       /* of guint */
  PerchLogicPicture  picture;
  gint              *picture_x;
  gint              *picture_y;
  GArray            *statements;  /* of PerchLogicStatement, in the order of the text */
  char              *text;        /* the puzzle as written, for the explainer's sentences */
  GArray            *warnings;    /* of PerchLogicWarning */
};

PerchLogicPuzzle *perch_logic_puzzle_new_empty (void);
/* perch-logic-parser.c: fills an empty puzzle from the text; FALSE with @error set. */
gboolean          perch_logic_parse_into       (PerchLogicPuzzle   *puzzle,
                                                const char         *text,
                                                gssize              length,
                                                guint               base,
                                                gboolean            alphametic_only,
                                                PerchLogicLocation *location,
                                                GError            **error);

/* Every name is in a group and the groups share one domain of fewer than 100 values: the
 * answer is a table of groups and values (and the puzzle may have a logic grid). */
gboolean          perch_logic_puzzle_fits_grid (const PerchLogicPuzzle *puzzle);

G_END_DECLS
