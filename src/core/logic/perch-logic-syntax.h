/* perch-logic-syntax.h: the parser's state and the expression tree, shared by the parser
 * (text to trees, perch-logic-parser.c) and the compiler (trees to constraints,
 * perch-logic-compile.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-logic-lexer.h"
#include "perch-logic-puzzle-private.h"

G_BEGIN_DECLS

#define PERCH_LOGIC_MAX_VARIABLES 100000

typedef enum
{
  NODE_NUMBER,
  NODE_NAME,       /* a declared name */
  NODE_WORD,       /* a word in capitals: the number its letters spell */
  NODE_NEGATE,
  NODE_ADD,
  NODE_SUBTRACT,
  NODE_MULTIPLY,
  NODE_ABS,
  NODE_INDEX,      /* table[expression] */
  NODE_COMPARE,    /* left RELATION each of items */
  NODE_IN,         /* left in ranges */
  NODE_NOT,
  NODE_AND,
  NODE_OR,
  NODE_IMPLIES,
  NODE_IFF,        /* left <-> right */
  NODE_MOD,        /* left mod number */
  NODE_COUNT,      /* exactly / at most / at least number of (items) */
} NodeKind;

typedef struct _Node Node;

struct _Node
{
  NodeKind             kind;
  PerchLogicLocation   where;
  gint64               number;     /* NUMBER */
  guint                index;      /* NAME: name; INDEX: table */
  char                *word;       /* WORD */
  PerchLogicTokenKind  relation;   /* COMPARE; COUNT: EQ, LE or GE */
  Node                *left;
  Node                *right;
  GPtrArray           *items;      /* COMPARE: the right sides */
  GArray              *ranges;     /* IN: gint64 pairs, low and high */
};

typedef struct
{
  char   *name;
  GArray *values;   /* of gint64 */
  gint64  first;    /* the index of the first value */
} Table;

typedef enum
{
  SYMBOL_NAME,
  SYMBOL_TABLE,
} SymbolKind;

typedef struct
{
  SymbolKind kind;
  guint      index;
  guint      line;    /* where it was declared */
} Symbol;

typedef struct
{
  PerchLogicPuzzle   *puzzle;
  PerchLogicLexer     lexer;
  PerchLogicToken     token;       /* the current token */
  guint               depth;       /* open ( and [: line ends inside them are blanks */
  GHashTable         *symbols;     /* name -> Symbol */
  GPtrArray          *tables;      /* of Table */
  gboolean            has_domain;
  gint64              domain_min;
  gint64              domain_max;
  GArray             *domain_gaps; /* gint64 pairs: values of [min, max] left out */
  guint               base;
  gboolean            words_seen;
  GArray             *letters;     /* of guint, names */
  gboolean            alphametic_only;
  gboolean            has_objective;
  gpointer            bounded;     /* the sum of a comparison that bounds its own terms */
  GArray             *clamped;     /* its products cut to the solver's limit (compile.c) */
  GPtrArray          *shown;       /* names shortened for messages */
  guint               nesting;     /* levels of parentheses, '|', 'not', '-' open */
  gboolean            in_list;     /* in the list of 'exactly N of (...)': commas end items */
  PerchLogicLocation *location;
  GError            **error;
} Parser;

/* Records the first error (position and one-line message); returns FALSE. */
gboolean  perch_logic_parser_fail   (Parser                   *parser,
                                     const PerchLogicLocation *where,
                                     int                       code,
                                     const char               *format,
                                     ...) G_GNUC_PRINTF (4, 5);
/* Adds a warning (the puzzle is still solved as written). */
void      perch_logic_parser_warn   (Parser                   *parser,
                                     const PerchLogicLocation *where,
                                     const char               *format,
                                     ...) G_GNUC_PRINTF (3, 4);
/* FALSE (with the error) when the model already has as many variables as it may. */
gboolean  perch_logic_parser_check_size (Parser                   *parser,
                                         const PerchLogicLocation *where);
void      perch_logic_node_free     (Node                     *node);
/* A name or a token for a message: at most 40 characters, the rest cut with '…'. */
char     *perch_logic_shorten       (const char               *text);

/* perch-logic-compile.c */
gboolean  perch_logic_compile_constraint (Parser *parser,
                                          Node   *node);
/* The variable that holds an expression's value (a new helper unless it is one name). */
gboolean  perch_logic_compile_variable   (Parser *parser,
                                          Node   *node,
                                          guint  *var);
/* A term of 'different': a variable and a constant added to it. */
gboolean  perch_logic_compile_offset     (Parser *parser,
                                          Node   *node,
                                          guint  *var,
                                          gint64 *offset);
gboolean  perch_logic_compile_words      (Parser *parser);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Node, perch_logic_node_free)

G_END_DECLS
