/* perch-logic-lexer.h: the words and signs of the Perch logic language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  PERCH_LOGIC_TOKEN_END,
  PERCH_LOGIC_TOKEN_NEWLINE,
  PERCH_LOGIC_TOKEN_NAME,       /* letters, digits and '_', starting with a letter */
  PERCH_LOGIC_TOKEN_NUMBER,
  PERCH_LOGIC_TOKEN_PLUS,
  PERCH_LOGIC_TOKEN_MINUS,
  PERCH_LOGIC_TOKEN_TIMES,
  PERCH_LOGIC_TOKEN_EQ,         /* = */
  PERCH_LOGIC_TOKEN_NE,         /* != */
  PERCH_LOGIC_TOKEN_LT,
  PERCH_LOGIC_TOKEN_LE,
  PERCH_LOGIC_TOKEN_GT,
  PERCH_LOGIC_TOKEN_GE,
  PERCH_LOGIC_TOKEN_ARROW,      /* -> */
  PERCH_LOGIC_TOKEN_IFF,        /* <-> */
  PERCH_LOGIC_TOKEN_OPEN,       /* ( */
  PERCH_LOGIC_TOKEN_CLOSE,      /* ) */
  PERCH_LOGIC_TOKEN_OPEN_SQUARE,
  PERCH_LOGIC_TOKEN_CLOSE_SQUARE,
  PERCH_LOGIC_TOKEN_BAR,        /* | */
  PERCH_LOGIC_TOKEN_COMMA,
  PERCH_LOGIC_TOKEN_COLON,
  PERCH_LOGIC_TOKEN_RANGE,      /* .. */
} PerchLogicTokenKind;

typedef struct
{
  PerchLogicTokenKind kind;
  const char         *start;    /* into the text */
  gsize               bytes;
  guint               line;     /* from 1, in characters */
  guint               column;
  guint               length;
  gint64              number;   /* NUMBER: its value, clamped to G_MAXINT64 / 2 */
} PerchLogicToken;

typedef struct
{
  const char *text;
  const char *at;
  guint       line;
  guint       column;
} PerchLogicLexer;

void      perch_logic_lexer_init (PerchLogicLexer *lexer,
                                  const char      *text);
/* FALSE for a character that starts no token: @token then covers it. */
gboolean  perch_logic_lexer_next (PerchLogicLexer *lexer,
                                  PerchLogicToken *token);
/* The token's text, newly allocated. */
char     *perch_logic_token_text (const PerchLogicToken *token);
/* How a kind of token is written, for messages ("'='", "a name", "the end of the line"). */
const char *perch_logic_token_describe (PerchLogicTokenKind kind);

G_END_DECLS
