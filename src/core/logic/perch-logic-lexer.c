/* perch-logic-lexer.c: text to tokens, counting lines and columns in characters
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "perch-logic-lexer.h"

void
perch_logic_lexer_init (PerchLogicLexer *lexer,
                        const char      *text)
{
  lexer->text = text;
  lexer->at = text;
  lexer->line = 1;
  lexer->column = 1;
}

static gboolean
is_name_start (gunichar c)
{
  return c == '_' || g_unichar_isalpha (c);
}

static gboolean
is_name_char (gunichar c)
{
  return c == '_' || g_unichar_isalnum (c);
}

/* One character on; never past the end, even in bytes that are not UTF-8 (a comment may hold
 * anything). */
static void
advance (PerchLogicLexer *lexer)
{
  guint n = (guint) g_utf8_skip[*(const guchar *) lexer->at];

  for (guint i = 1; i < n; i++)
    if (lexer->at[i] == '\0')
      {
        n = i;
        break;
      }
  lexer->at += n;
  lexer->column++;
}

static gboolean
at_name_char (const char *at)
{
  gunichar c = g_utf8_get_char_validated (at, -1);

  return c != (gunichar) -1 && c != (gunichar) -2 && is_name_char (c);
}

gboolean
perch_logic_lexer_next (PerchLogicLexer *lexer,
                        PerchLogicToken *token)
{
  gunichar c;

  /* Blanks and comments. */
  for (;;)
    {
      if (*lexer->at == ' ' || *lexer->at == '\t' || *lexer->at == '\r')
        advance (lexer);
      else if (*lexer->at == '#')
        {
          while (*lexer->at != '\0' && *lexer->at != '\n')
            advance (lexer);
        }
      else
        break;
    }

  token->start = lexer->at;
  token->line = lexer->line;
  token->column = lexer->column;
  token->number = 0;

  if (*lexer->at == '\0')
    {
      token->kind = PERCH_LOGIC_TOKEN_END;
      token->bytes = 0;
      token->length = 1;
      return TRUE;
    }
  if (*lexer->at == '\n')
    {
      token->kind = PERCH_LOGIC_TOKEN_NEWLINE;
      token->bytes = 1;
      token->length = 1;
      lexer->at++;
      lexer->line++;
      lexer->column = 1;
      return TRUE;
    }

  c = g_utf8_get_char_validated (lexer->at, -1);
  if (c == (gunichar) -1 || c == (gunichar) -2)
    {
      /* Not UTF-8: one byte, reported as it is. */
      token->kind = PERCH_LOGIC_TOKEN_END;
      token->bytes = 1;
      token->length = 1;
      return FALSE;
    }
  if (is_name_start (c))
    {
      while (*lexer->at != '\0' && at_name_char (lexer->at))
        advance (lexer);
      token->kind = PERCH_LOGIC_TOKEN_NAME;
    }
  else if (g_ascii_isdigit (*lexer->at))
    {
      while (g_ascii_isdigit (*lexer->at))
        {
          gint64 digit = *lexer->at - '0';

          token->number = token->number > (G_MAXINT64 / 2 - digit) / 10
                          ? G_MAXINT64 / 2 : token->number * 10 + digit;
          advance (lexer);
        }
      token->kind = PERCH_LOGIC_TOKEN_NUMBER;
    }
  else
    {
      static const struct
      {
        const char          *sign;
        PerchLogicTokenKind  kind;
      } signs[] = {
        { "==", PERCH_LOGIC_TOKEN_EQ },   /* read so that the parser can say it is '=' */
        { "<->", PERCH_LOGIC_TOKEN_IFF },
        { "!=", PERCH_LOGIC_TOKEN_NE }, { "<=", PERCH_LOGIC_TOKEN_LE },
        { ">=", PERCH_LOGIC_TOKEN_GE }, { "->", PERCH_LOGIC_TOKEN_ARROW },
        { "..", PERCH_LOGIC_TOKEN_RANGE }, { "+", PERCH_LOGIC_TOKEN_PLUS },
        { "-", PERCH_LOGIC_TOKEN_MINUS }, { "*", PERCH_LOGIC_TOKEN_TIMES },
        { "=", PERCH_LOGIC_TOKEN_EQ }, { "<", PERCH_LOGIC_TOKEN_LT },
        { ">", PERCH_LOGIC_TOKEN_GT }, { "(", PERCH_LOGIC_TOKEN_OPEN },
        { ")", PERCH_LOGIC_TOKEN_CLOSE }, { "[", PERCH_LOGIC_TOKEN_OPEN_SQUARE },
        { "]", PERCH_LOGIC_TOKEN_CLOSE_SQUARE }, { "|", PERCH_LOGIC_TOKEN_BAR },
        { ",", PERCH_LOGIC_TOKEN_COMMA }, { ":", PERCH_LOGIC_TOKEN_COLON },
      };
      guint i;

      for (i = 0; i < G_N_ELEMENTS (signs); i++)
        if (g_str_has_prefix (lexer->at, signs[i].sign))
          break;
      if (i == G_N_ELEMENTS (signs))
        {
          token->kind = PERCH_LOGIC_TOKEN_END;
          token->bytes = g_utf8_next_char (lexer->at) - lexer->at;
          token->length = 1;
          return FALSE;
        }
      token->kind = signs[i].kind;
      for (const char *s = signs[i].sign; *s != '\0'; s++)
        advance (lexer);
    }
  token->bytes = lexer->at - token->start;
  token->length = lexer->column - token->column;
  return TRUE;
}

char *
perch_logic_token_text (const PerchLogicToken *token)
{
  return g_strndup (token->start, token->bytes);
}

const char *
perch_logic_token_describe (PerchLogicTokenKind kind)
{
  switch (kind)
    {
    case PERCH_LOGIC_TOKEN_END: return "the end of the text";
    case PERCH_LOGIC_TOKEN_NEWLINE: return "the end of the line";
    case PERCH_LOGIC_TOKEN_NAME: return "a name";
    case PERCH_LOGIC_TOKEN_NUMBER: return "a number";
    case PERCH_LOGIC_TOKEN_PLUS: return "'+'";
    case PERCH_LOGIC_TOKEN_MINUS: return "'-'";
    case PERCH_LOGIC_TOKEN_TIMES: return "'*'";
    case PERCH_LOGIC_TOKEN_EQ: return "'='";
    case PERCH_LOGIC_TOKEN_NE: return "'!='";
    case PERCH_LOGIC_TOKEN_LT: return "'<'";
    case PERCH_LOGIC_TOKEN_LE: return "'<='";
    case PERCH_LOGIC_TOKEN_GT: return "'>'";
    case PERCH_LOGIC_TOKEN_GE: return "'>='";
    case PERCH_LOGIC_TOKEN_ARROW: return "'->'";
    case PERCH_LOGIC_TOKEN_IFF: return "'<->'";
    case PERCH_LOGIC_TOKEN_OPEN: return "'('";
    case PERCH_LOGIC_TOKEN_CLOSE: return "')'";
    case PERCH_LOGIC_TOKEN_OPEN_SQUARE: return "'['";
    case PERCH_LOGIC_TOKEN_CLOSE_SQUARE: return "']'";
    case PERCH_LOGIC_TOKEN_BAR: return "'|'";
    case PERCH_LOGIC_TOKEN_COMMA: return "','";
    case PERCH_LOGIC_TOKEN_COLON: return "':'";
    case PERCH_LOGIC_TOKEN_RANGE: return "'..'";
    default: g_assert_not_reached ();
    }
}
