/* perch-logic-puzzle.h: a puzzle written in the Perch logic language, parsed, solved and shown
 *
 * This is what the page and perch-cli use; the solver underneath (domains, store, propagators,
 * search) has its own headers. A puzzle is immutable once parsed, so a copy of its text can be
 * parsed on the worker thread and the result handed back to the page.
 *
 * Positions in the text (line, column, length) count from 1 and in characters, not bytes, so
 * an editor can mark them directly.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-progress.h"

G_BEGIN_DECLS

#define PERCH_LOGIC_ERROR (perch_logic_error_quark ())

typedef enum
{
  PERCH_LOGIC_ERROR_SYNTAX,      /* the text does not follow the grammar */
  PERCH_LOGIC_ERROR_NAME,        /* unknown, duplicate or misused name */
  PERCH_LOGIC_ERROR_DOMAIN,      /* an empty or impossible domain, a bad constant */
  PERCH_LOGIC_ERROR_TOO_LARGE,   /* said before searching: the model would not fit */
} PerchLogicError;

/* Where a parse error is; the GError's message is the bare one-line message
 * ("unknown name 'zebr' (did you mean 'zebra'?)"), without the position. */
typedef struct
{
  guint line;
  guint column;
  guint length;   /* characters to underline, at least 1 */
} PerchLogicLocation;

/* Something the language allows that is likely not what was meant ("x = 2, 3" means x = 2
 * and x = 3): the puzzle is solved as written, and the warning shown with its place. */
typedef struct
{
  PerchLogicLocation  where;
  char               *message;   /* one line, like an error's */
} PerchLogicWarning;

typedef enum
{
  PERCH_LOGIC_SEARCH_FIRST,   /* stop at the first solution (the optimum when optimising) */
  PERCH_LOGIC_SEARCH_ALL,     /* every solution, kept up to a limit */
  PERCH_LOGIC_SEARCH_COUNT,   /* count every solution, keep only the first */
} PerchLogicSearch;

typedef enum
{
  PERCH_LOGIC_STATUS_SAT,       /* at least one solution */
  PERCH_LOGIC_STATUS_UNSAT,     /* proven: no solution */
  PERCH_LOGIC_STATUS_STOPPED,   /* the node limit ended the search before any solution, or
                                 * before an optimisation proved its best (then kept) */
} PerchLogicStatus;

typedef struct
{
  guint64 nodes;
  guint64 failures;
  guint64 propagations;
  double  ms;
} PerchLogicStats;

typedef struct
{
  PerchLogicStatus  status;
  gboolean          complete;       /* the search space was exhausted: count and uniqueness
                                     * are exact (for FIRST: a second solution was looked for
                                     * only when @complete says so) */
  guint64           count;          /* solutions found */
  GPtrArray        *solutions;      /* of gint[n_names] (values in name order), at most the
                                     * solution limit; for an optimisation, the best first */
  gboolean          has_optimum;    /* an optimisation found a solution */
  gint64            optimum;        /* the objective's value when has_optimum: the proven
                                     * best, or with STOPPED the best found; with ALL and
                                     * COUNT, the solutions are those that reach it */
  PerchLogicStats   stats;
} PerchLogicResult;

/* A drawing the page makes of a solution, asked for by a `picture` statement. */
typedef enum
{
  PERCH_LOGIC_PICTURE_NONE,
  PERCH_LOGIC_PICTURE_LINE,   /* `picture line GROUP`: the group's names in a line, by value */
  PERCH_LOGIC_PICTURE_MAP,    /* `picture map X Y`: each value is a house at (X[v], Y[v]);
                               * the names with that value are written in it */
} PerchLogicPictureKind;

typedef struct
{
  PerchLogicPictureKind  kind;
  guint                  group;      /* LINE: the group drawn */
  guint                  n_places;   /* MAP: one place per domain value, lowest first */
  const gint            *x;          /* MAP: n_places columns, grid units */
  const gint            *y;          /* MAP: n_places rows, grid units, larger is further north */
  gint                   first;      /* MAP: the value of place 0 (the x table's first index) */
} PerchLogicPicture;

/* A solution laid out for reading: a grid (groups as rows, the values of the shared domain
 * that some name takes as columns, each cell the names of that group with that value; a group
 * `in order` titles the columns with its names instead of having a row) when every name
 * belongs to a group and the groups share one domain; otherwise one row per name with its
 * value, the shown names first. */
typedef struct
{
  guint   n_rows;
  guint   n_columns;
  char  **column_titles;   /* n_columns strings ("1", "2", ...); NULL for the name = value form */
  char  **row_titles;      /* n_rows strings: group names, or the names */
  char  **cells;           /* n_rows * n_columns strings, row by row; "" for an empty cell */
} PerchLogicTable;

typedef struct _PerchLogicPuzzle PerchLogicPuzzle;

GQuark             perch_logic_error_quark           (void);

PerchLogicPuzzle  *perch_logic_puzzle_parse          (const char               *text,
                                                      PerchLogicLocation       *location,
                                                      GError                  **error);
/* The same for text as read from a file: @length bytes (or -1: up to a NUL). A NUL byte
 * inside is a mistake at its place; a UTF-8 byte-order mark at the start is skipped. */
PerchLogicPuzzle  *perch_logic_puzzle_parse_bytes    (const char               *text,
                                                      gssize                    length,
                                                      PerchLogicLocation       *location,
                                                      GError                  **error);
/* One alphametic line ("SEND + MORE = MONEY"), in base 10 unless @base says otherwise. */
PerchLogicPuzzle  *perch_logic_puzzle_new_alphametic (const char               *line,
                                                      guint                     base,
                                                      PerchLogicLocation       *location,
                                                      GError                  **error);
void               perch_logic_puzzle_free           (PerchLogicPuzzle         *puzzle);

/* The text the puzzle was parsed from. */
const char        *perch_logic_puzzle_get_text       (const PerchLogicPuzzle   *puzzle);
guint              perch_logic_puzzle_get_n_names    (const PerchLogicPuzzle   *puzzle);
const char        *perch_logic_puzzle_get_name       (const PerchLogicPuzzle   *puzzle,
                                                      guint                     index);
/* The names a `show` statement asks for first, in its order (none without one). */
guint              perch_logic_puzzle_get_n_shown    (const PerchLogicPuzzle   *puzzle);
guint              perch_logic_puzzle_get_shown      (const PerchLogicPuzzle   *puzzle,
                                                      guint                     i);
guint              perch_logic_puzzle_get_n_groups   (const PerchLogicPuzzle   *puzzle);
const char        *perch_logic_puzzle_get_group_name (const PerchLogicPuzzle   *puzzle,
                                                      guint                     group);
/* The names of a group, as indices, in the order they were declared. */
const guint       *perch_logic_puzzle_get_group      (const PerchLogicPuzzle   *puzzle,
                                                      guint                     group,
                                                      guint                    *n_members);
gboolean           perch_logic_puzzle_is_optimizing  (const PerchLogicPuzzle   *puzzle);
/* The warnings of the text, in the order of the text. */
guint              perch_logic_puzzle_get_n_warnings (const PerchLogicPuzzle   *puzzle);
const PerchLogicWarning *
                   perch_logic_puzzle_get_warning    (const PerchLogicPuzzle   *puzzle,
                                                      guint                     i);
const PerchLogicPicture *
                   perch_logic_puzzle_get_picture    (const PerchLogicPuzzle   *puzzle);

/* The solutions kept hold at most this many values together (64 MB): past it, solutions are
 * counted but not kept, whatever @max_solutions says. */
#define PERCH_LOGIC_KEPT_VALUES_MAX ((guint64) 1 << 24)

/* Solve on the caller's thread. @max_solutions bounds the solutions kept (ALL; 0: no bound
 * but PERCH_LOGIC_KEPT_VALUES_MAX); @node_limit (0: none) ends the search with STOPPED.
 * Cancelled through @progress: returns NULL with G_IO_ERROR_CANCELLED. */
PerchLogicResult  *perch_logic_puzzle_solve          (const PerchLogicPuzzle   *puzzle,
                                                      PerchLogicSearch          search,
                                                      guint                     max_solutions,
                                                      guint64                   node_limit,
                                                      PerchProgress            *progress,
                                                      GError                  **error);
void               perch_logic_result_free           (PerchLogicResult         *result);

PerchLogicTable   *perch_logic_puzzle_tabulate       (const PerchLogicPuzzle   *puzzle,
                                                      const gint               *values);
/* The table as aligned plain text, for perch-cli and logs. */
char              *perch_logic_table_to_text         (const PerchLogicTable    *table);
void               perch_logic_table_free            (PerchLogicTable          *table);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchLogicPuzzle, perch_logic_puzzle_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchLogicResult, perch_logic_result_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchLogicTable, perch_logic_table_free)

G_END_DECLS
