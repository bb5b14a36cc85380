/* perch-logic-parser.c: the Perch logic language, statement by statement
 *
 * Each statement is read into a small tree and handed to the compiler at once, so names are
 * known from the line that declares them on. The grammar is in docs/logic-language.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "perch-logic-syntax.h"

#include <string.h>

#include "perch-logic-domain.h"

#define MAX_BASE 36
#define MAX_TABLE 100000
#define MAX_NESTING 1000   /* parentheses, '|', '[', 'not' and '-' one inside the other */
#define SHORTEN_AT 40      /* characters of a name a message shows */
#define SUGGEST_MAX 64     /* longer names get no "did you mean" */

static const char * const keywords[] = {
  "domain", "group", "names", "different", "table", "maximize", "minimize", "show", "picture",
  "base", "and", "or", "not", "in", NULL,
};

gboolean
perch_logic_parser_fail (Parser                   *parser,
                         const PerchLogicLocation *where,
                         int                       code,
                         const char               *format,
                         ...)
{
  va_list args;

  if (parser->error != NULL && *parser->error != NULL)
    return FALSE;
  va_start (args, format);
  if (parser->error != NULL)
    *parser->error = g_error_new_valist (PERCH_LOGIC_ERROR, code, format, args);
  va_end (args);
  if (parser->location != NULL)
    *parser->location = *where;
  return FALSE;
}

void
perch_logic_parser_warn (Parser                   *parser,
                         const PerchLogicLocation *where,
                         const char               *format,
                         ...)
{
  PerchLogicWarning warning;
  va_list args;

  va_start (args, format);
  warning.where = *where;
  warning.message = g_strdup_vprintf (format, args);
  va_end (args);
  g_array_append_val (parser->puzzle->warnings, warning);
}

gboolean
perch_logic_parser_check_size (Parser                   *parser,
                               const PerchLogicLocation *where)
{
  if (parser->puzzle->model->variables->len < PERCH_LOGIC_MAX_VARIABLES)
    return TRUE;
  return perch_logic_parser_fail (parser, where, PERCH_LOGIC_ERROR_TOO_LARGE,
                                  "model too large: more than %d variables",
                                  PERCH_LOGIC_MAX_VARIABLES);
}

/* Without recursion: a sum of 100000 terms is a tree as deep. */
void
perch_logic_node_free (Node *node)
{
  g_autoptr(GPtrArray) todo = NULL;

  if (node == NULL)
    return;
  todo = g_ptr_array_new ();
  g_ptr_array_add (todo, node);
  while (todo->len > 0)
    {
      Node *next_node = g_ptr_array_steal_index_fast (todo, todo->len - 1);

      if (next_node->left != NULL)
        g_ptr_array_add (todo, next_node->left);
      if (next_node->right != NULL)
        g_ptr_array_add (todo, next_node->right);
      if (next_node->items != NULL)
        {
          for (guint i = 0; i < next_node->items->len; i++)
            g_ptr_array_add (todo, g_ptr_array_index (next_node->items, i));
          g_ptr_array_set_free_func (next_node->items, NULL);   /* they are on the list */
          g_ptr_array_free (next_node->items, TRUE);
        }
      g_free (next_node->word);
      if (next_node->ranges != NULL)
        g_array_unref (next_node->ranges);
      g_free (next_node);
    }
}

static PerchLogicLocation
token_where (const PerchLogicToken *token)
{
  PerchLogicLocation where = { token->line, token->column, MAX (token->length, 1) };

  return where;
}

/* From the start of @first to the end of @last, or @first alone across lines. */
static PerchLogicLocation
span (const PerchLogicLocation *first,
      const PerchLogicLocation *last)
{
  PerchLogicLocation where = *first;

  if (last->line == first->line && last->column + last->length > first->column)
    where.length = last->column + last->length - first->column;
  return where;
}

static Node *
node_new (NodeKind                  kind,
          const PerchLogicLocation *where)
{
  Node *node = g_new0 (Node, 1);

  node->kind = kind;
  node->where = *where;
  return node;
}

static Node *
node_binary (NodeKind  kind,
             Node     *left,
             Node     *right)
{
  PerchLogicLocation where = span (&left->where, &right->where);
  Node *node = node_new (kind, &where);

  node->left = left;
  node->right = right;
  return node;
}

/* Without recursion, like perch_logic_node_free(). */
static Node *
node_copy (const Node *node)
{
  g_autoptr(GPtrArray) todo = g_ptr_array_new ();   /* pairs: the original, where its copy goes */
  Node *root = NULL;

  g_ptr_array_add (todo, (gpointer) node);
  g_ptr_array_add (todo, &root);
  while (todo->len > 0)
    {
      Node **slot = g_ptr_array_steal_index_fast (todo, todo->len - 1);
      const Node *original = g_ptr_array_steal_index_fast (todo, todo->len - 1);
      Node *copy;

      if (original == NULL)
        continue;
      copy = g_memdup2 (original, sizeof *original);
      *slot = copy;
      copy->word = g_strdup (original->word);
      copy->left = copy->right = NULL;
      g_ptr_array_add (todo, original->left);
      g_ptr_array_add (todo, &copy->left);
      g_ptr_array_add (todo, original->right);
      g_ptr_array_add (todo, &copy->right);
      if (original->items != NULL)
        {
          copy->items = g_ptr_array_new_with_free_func ((GDestroyNotify) perch_logic_node_free);
          g_ptr_array_set_size (copy->items, original->items->len);
          for (guint i = 0; i < original->items->len; i++)
            {
              g_ptr_array_add (todo, g_ptr_array_index (original->items, i));
              g_ptr_array_add (todo, &copy->items->pdata[i]);
            }
        }
      if (original->ranges != NULL)
        {
          copy->ranges = g_array_new (FALSE, FALSE, sizeof (gint64));
          g_array_append_vals (copy->ranges, original->ranges->data, original->ranges->len);
        }
    }
  return root;
}

static gboolean
is_keyword (const char *text)
{
  for (guint i = 0; keywords[i] != NULL; i++)
    if (strcmp (keywords[i], text) == 0)
      return TRUE;
  return FALSE;
}

char *
perch_logic_shorten (const char *text)
{
  const char *end = text;
  g_autofree char *head = NULL;

  for (guint i = 0; i < SHORTEN_AT - 1 && *end != '\0'; i++)
    end = g_utf8_next_char (end);
  if (*end == '\0' || *g_utf8_next_char (end) == '\0')
    return g_strdup (text);
  head = g_strndup (text, end - text);
  return g_strconcat (head, "…", NULL);
}

/* @text shortened for a message, kept until the parse ends. */
static const char *
shown (Parser     *parser,
       const char *text)
{
  char *copy = perch_logic_shorten (text);

  g_ptr_array_add (parser->shown, copy);
  return copy;
}

/* The current token's text ("the end of the line" for a newline), for messages. */
static char *
describe_current (Parser *parser)
{
  if (parser->token.kind == PERCH_LOGIC_TOKEN_NAME ||
      parser->token.kind == PERCH_LOGIC_TOKEN_NUMBER)
    {
      g_autofree char *text = perch_logic_token_text (&parser->token);
      g_autofree char *shown = perch_logic_shorten (text);

      return g_strdup_printf ("'%s'", shown);
    }
  return g_strdup (perch_logic_token_describe (parser->token.kind));
}

static gboolean
next (Parser *parser)
{
  gboolean ok;

  do
    ok = perch_logic_lexer_next (&parser->lexer, &parser->token);
  while (ok && parser->depth > 0 && parser->token.kind == PERCH_LOGIC_TOKEN_NEWLINE);
  if (!ok)
    {
      PerchLogicLocation where = token_where (&parser->token);
      g_autofree char *text = perch_logic_token_text (&parser->token);

      if (!g_utf8_validate (text, -1, NULL))
        return perch_logic_parser_fail (parser, &where, PERCH_LOGIC_ERROR_SYNTAX,
                                        "the text is not valid UTF-8");
      if (strcmp (text, "%") == 0)
        return perch_logic_parser_fail (parser, &where, PERCH_LOGIC_ERROR_SYNTAX,
                                        "the remainder is written 'mod': 'x mod 2 = 0'");
      if (strcmp (text, "/") == 0)
        return perch_logic_parser_fail (parser, &where, PERCH_LOGIC_ERROR_SYNTAX,
                                        "there is no division: multiply instead "
                                        "('a = 2 * b' rather than 'b = a / 2')");
      return perch_logic_parser_fail (parser, &where, PERCH_LOGIC_ERROR_SYNTAX,
                                      "unexpected character '%s'", text);
    }
  return TRUE;
}

static gboolean
at_name (Parser     *parser,
         const char *word)
{
  return parser->token.kind == PERCH_LOGIC_TOKEN_NAME &&
         parser->token.bytes == strlen (word) &&
         strncmp (parser->token.start, word, parser->token.bytes) == 0;
}

/* Whether the token after the current one is the name @word (or, with NULL, a number). */
static gboolean
peek_is (Parser     *parser,
         const char *word)
{
  PerchLogicLexer lexer = parser->lexer;
  PerchLogicToken token;

  if (!perch_logic_lexer_next (&lexer, &token))
    return FALSE;
  if (word == NULL)
    return token.kind == PERCH_LOGIC_TOKEN_NUMBER;
  if (strcmp (word, "(") == 0)
    return token.kind == PERCH_LOGIC_TOKEN_OPEN;
  return token.kind == PERCH_LOGIC_TOKEN_NAME && token.bytes == strlen (word) &&
         strncmp (token.start, word, token.bytes) == 0;
}

static gboolean
expected (Parser     *parser,
          const char *what)
{
  PerchLogicLocation where = token_where (&parser->token);
  g_autofree char *found = describe_current (parser);

  return perch_logic_parser_fail (parser, &where, PERCH_LOGIC_ERROR_SYNTAX,
                                  "expected %s, found %s", what, found);
}

static gboolean
expect (Parser              *parser,
        PerchLogicTokenKind  kind,
        const char          *what)
{
  if (parser->token.kind != kind)
    return expected (parser, what);
  return next (parser);
}

static gboolean
skip_newlines (Parser *parser)
{
  while (parser->token.kind == PERCH_LOGIC_TOKEN_NEWLINE)
    if (!next (parser))
      return FALSE;
  return TRUE;
}

/* Levenshtein distance, for "did you mean". */
static guint
distance (const char *a,
          const char *b)
{
  gsize n = strlen (a), m = strlen (b);
  g_autofree guint *row = g_new (guint, m + 1);

  for (gsize j = 0; j <= m; j++)
    row[j] = j;
  for (gsize i = 1; i <= n; i++)
    {
      guint diagonal = row[0];

      row[0] = i;
      for (gsize j = 1; j <= m; j++)
        {
          guint above = row[j];
          guint cost = g_ascii_tolower (a[i - 1]) == g_ascii_tolower (b[j - 1]) ? 0 : 1;

          row[j] = MIN (MIN (row[j] + 1, row[j - 1] + 1), diagonal + cost);
          diagonal = above;
        }
    }
  return row[m];
}

/* The declared name nearest to @text, if a third of its letters at most differ. Cheap: long
 * names get no suggestion, and names whose lengths differ too much are not compared. */
static const char *
closest_symbol (Parser     *parser,
                const char *text)
{
  GHashTableIter iter;
  gpointer key;
  const char *best = NULL;
  gsize length = strlen (text);
  guint best_distance = length / 3 + 1;   /* a third of the letters may differ */

  if (length > SUGGEST_MAX)
    return NULL;
  g_hash_table_iter_init (&iter, parser->symbols);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      gsize other = strlen (key);
      guint d;

      if ((other > length ? other - length : length - other) > best_distance)
        continue;
      d = distance (text, key);

      if (d < best_distance || (d == best_distance && best != NULL && strcmp (key, best) < 0))
        {
          if (d < best_distance)
            best_distance = d;
          best = key;
        }
    }
  return best;
}

static gboolean
unknown_name (Parser                   *parser,
              const PerchLogicLocation *where,
              const char               *text)
{
  const char *suggestion = closest_symbol (parser, text);
  g_autofree char *shown = perch_logic_shorten (text);

  if (suggestion != NULL)
    return perch_logic_parser_fail (parser, where, PERCH_LOGIC_ERROR_NAME,
                                    "unknown name '%s' (did you mean '%s'?)", shown,
                                    suggestion);
  return perch_logic_parser_fail (parser, where, PERCH_LOGIC_ERROR_NAME,
                                  "unknown name '%s': declare it in a group or with "
                                  "'names %s'", shown, shown);
}

/* What other languages write, and how it is said here; FALSE when @text is none of it. */
static gboolean
familiar_spelling (Parser                   *parser,
                   const PerchLogicLocation *where,
                   const char               *text)
{
  static const struct
  {
    const char *name;
    gboolean    call;     /* only before '(' */
    const char *message;
  } spellings[] = {
    { "abs", TRUE, "the absolute value is written with bars: '|x - y|', not 'abs(x - y)'" },
    { "sum", TRUE, "there is no 'sum(...)': add the terms with '+', as in 'a + b + c'" },
    { "if", FALSE, "'if A then B' is written 'A -> B'" },
    { "then", FALSE, "'if A then B' is written 'A -> B'" },
    { "count", TRUE, "count conditions with 'exactly 2 of (a = 1, b = 2, c = 3)' (or 'at "
                     "most', 'at least')" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (spellings); i++)
    if (strcmp (text, spellings[i].name) == 0 && (!spellings[i].call || peek_is (parser, "(")))
      return perch_logic_parser_fail (parser, where, PERCH_LOGIC_ERROR_SYNTAX, "%s",
                                      spellings[i].message);
  return FALSE;
}

static gboolean
is_word (const char *text)
{
  for (const char *c = text; *c != '\0'; c++)
    if (*c < 'A' || *c > 'Z')
      return FALSE;
  return *text != '\0';
}

static guint
add_name (Parser     *parser,
          const char *text,
          gint64      min,
          gint64      max,
          guint       line)
{
  PerchLogicPuzzle *puzzle = parser->puzzle;
  guint index = puzzle->names->len;
  guint var = perch_logic_model_add_variable (puzzle->model, min, max, TRUE);
  Symbol *symbol = g_new0 (Symbol, 1);

  g_ptr_array_add (puzzle->names, g_strdup (text));
  g_array_append_val (puzzle->name_var, var);
  symbol->kind = SYMBOL_NAME;
  symbol->index = index;
  symbol->line = line;
  g_hash_table_insert (parser->symbols, g_strdup (text), symbol);
  return index;
}

/* The letters of a word become names (digits in the base); a leading letter is not 0. */
static gboolean
declare_word (Parser                   *parser,
              const char               *word,
              const PerchLogicLocation *where)
{
  PerchLogicPuzzle *puzzle = parser->puzzle;
  gsize length = strlen (word);

  if (length > 15)
    {
      g_autofree char *shown = perch_logic_shorten (word);

      return perch_logic_parser_fail (parser, where, PERCH_LOGIC_ERROR_TOO_LARGE,
                                      "the word '%s' is too long: at most 15 letters", shown);
    }
  parser->words_seen = TRUE;
  for (gsize i = 0; i < length; i++)
    {
      char letter[2] = { word[i], '\0' };
      Symbol *symbol = g_hash_table_lookup (parser->symbols, letter);
      guint index;

      if (symbol == NULL)
        {
          index = add_name (parser, letter, 0, parser->base - 1, where->line);
          g_array_append_val (parser->letters, index);
        }
      else
        {
          gboolean is_letter = FALSE;

          for (guint k = 0; k < parser->letters->len; k++)
            is_letter |= g_array_index (parser->letters, guint, k) == symbol->index;
          if (symbol->kind != SYMBOL_NAME || !is_letter)
            return perch_logic_parser_fail (parser, where, PERCH_LOGIC_ERROR_NAME,
                                            "the letter '%s' of '%s' is already a name "
                                            "(line %u)", letter, word, symbol->line);
          index = symbol->index;
        }
      if (i == 0 && length > 1)
        perch_logic_model_restrict (puzzle->model, g_array_index (puzzle->name_var, guint, index),
                                    1, G_MAXINT32);
    }
  return TRUE;
}

static Node *parse_formula (Parser *parser);
static Node *parse_sum (Parser *parser);
static Node *parse_count (Parser *parser);
static Node *nested (Parser *parser, Node *(*parse) (Parser *));

/* Inside ( ), | | and [ ], commas belong to the inside again, even within a list of
 * conditions. */
static Node *
bracketed (Parser  *parser,
           Node  *(*parse) (Parser *))
{
  gboolean in_list = parser->in_list;
  Node *node;

  parser->in_list = FALSE;
  node = nested (parser, parse);
  parser->in_list = in_list;
  return node;
}

/* One level deeper: parentheses, '|', '[', 'not' and '-' count, up to MAX_NESTING, so that
 * the parser's own depth stays far from the end of the C stack. */
static Node *
nested (Parser  *parser,
        Node  *(*parse) (Parser *))
{
  Node *node;

  if (parser->nesting >= MAX_NESTING)
    {
      PerchLogicLocation where = token_where (&parser->token);

      perch_logic_parser_fail (parser, &where, PERCH_LOGIC_ERROR_TOO_LARGE,
                               "nesting deeper than %d levels (parentheses, '|', 'not' or "
                               "'-' one inside another)", MAX_NESTING);
      return NULL;
    }
  parser->nesting++;
  node = parse (parser);
  parser->nesting--;
  return node;
}

static Node *
parse_primary (Parser *parser)
{
  PerchLogicLocation where = token_where (&parser->token);

  switch (parser->token.kind)
    {
    case PERCH_LOGIC_TOKEN_NUMBER:
      {
        Node *node = node_new (NODE_NUMBER, &where);

        node->number = parser->token.number;
        if (node->number > PERCH_LOGIC_VALUE_MAX)
          {
            perch_logic_node_free (node);
            perch_logic_parser_fail (parser, &where, PERCH_LOGIC_ERROR_DOMAIN,
                                     "the number is too large: at most %d",
                                     PERCH_LOGIC_VALUE_MAX);
            return NULL;
          }
        if (!next (parser))
          {
            perch_logic_node_free (node);
            return NULL;
          }
        return node;
      }
    case PERCH_LOGIC_TOKEN_NAME:
      {
        g_autofree char *text = perch_logic_token_text (&parser->token);
        Symbol *symbol = g_hash_table_lookup (parser->symbols, text);
        g_autoptr(Node) node = NULL;

        if (parser->alphametic_only && !is_word (text))
          {
            g_autofree char *shown = perch_logic_shorten (text);

            perch_logic_parser_fail (parser, &where, PERCH_LOGIC_ERROR_SYNTAX,
                                     "an alphametic is made of words in capitals, numbers, "
                                     "'+', '-', '*' and '='; '%s' is not in capitals", shown);
            return NULL;
          }
        if (is_keyword (text))
          {
            expected (parser, "a name or a number");
            return NULL;
          }
        if (symbol == NULL && is_word (text))
          {
            const char *near = closest_symbol (parser, text);

            /* USAA next to a declared USA is a typo, not an alphametic word. */
            if (near != NULL && strlen (near) > 1)
              {
                unknown_name (parser, &where, text);
                return NULL;
              }
            if (!parser->words_seen && parser->puzzle->groups->len > 0)
              perch_logic_parser_warn (parser, &where, "'%s' is not declared, so it is a word "
                                       "of an alphametic and its letters are digits; declare "
                                       "it if it is a name", shown (parser, text));
            if (!declare_word (parser, text, &where))
              return NULL;
            node = node_new (NODE_WORD, &where);
            node->word = g_steal_pointer (&text);
            return next (parser) ? g_steal_pointer (&node) : NULL;
          }
        if (symbol == NULL)
          {
            if (!familiar_spelling (parser, &where, text))
              unknown_name (parser, &where, text);
            return NULL;
          }
        if (!next (parser))
          return NULL;
        if (symbol->kind == SYMBOL_NAME)
          {
            if (parser->token.kind == PERCH_LOGIC_TOKEN_OPEN_SQUARE)
              {
                perch_logic_parser_fail (parser, &where, PERCH_LOGIC_ERROR_NAME,
                                         "'%s' is a name, not a table", shown (parser, text));
                return NULL;
              }
            node = node_new (NODE_NAME, &where);
            node->index = symbol->index;
            return g_steal_pointer (&node);
          }
        if (parser->token.kind != PERCH_LOGIC_TOKEN_OPEN_SQUARE)
          {
            perch_logic_parser_fail (parser, &where, PERCH_LOGIC_ERROR_NAME,
                                     "'%s' is a table: write %s[name]", shown (parser, text),
                                     shown (parser, text));
            return NULL;
          }
        parser->depth++;
        if (!next (parser))
          return NULL;
        node = node_new (NODE_INDEX, &where);
        node->index = symbol->index;
        node->left = bracketed (parser, parse_sum);
        if (node->left == NULL)
          return NULL;
        where = token_where (&parser->token);
        node->where = span (&node->where, &where);
        parser->depth--;
        if (!expect (parser, PERCH_LOGIC_TOKEN_CLOSE_SQUARE, "']'"))
          return NULL;
        return g_steal_pointer (&node);
      }
    case PERCH_LOGIC_TOKEN_OPEN:
      {
        g_autoptr(Node) inner = NULL;
        PerchLogicLocation end;

        parser->depth++;
        if (!next (parser))
          return NULL;
        inner = bracketed (parser, parse_formula);
        if (inner == NULL)
          return NULL;
        end = token_where (&parser->token);
        parser->depth--;
        if (!expect (parser, PERCH_LOGIC_TOKEN_CLOSE, "')'"))
          return NULL;
        inner->where = span (&where, &end);
        return g_steal_pointer (&inner);
      }
    case PERCH_LOGIC_TOKEN_BAR:
      {
        g_autoptr(Node) node = node_new (NODE_ABS, &where);
        PerchLogicLocation end;

        if (!next (parser))
          return NULL;
        node->left = bracketed (parser, parse_sum);
        if (node->left == NULL)
          return NULL;
        end = token_where (&parser->token);
        if (!expect (parser, PERCH_LOGIC_TOKEN_BAR, "'|' to close the absolute value"))
          return NULL;
        node->where = span (&where, &end);
        return g_steal_pointer (&node);
      }
    default:
      expected (parser, "a name or a number");
      return NULL;
    }
}

static Node *
parse_unary (Parser *parser)
{
  PerchLogicLocation where;
  Node *inner, *node;

  if (!skip_newlines (parser))
    return NULL;
  if (parser->token.kind != PERCH_LOGIC_TOKEN_MINUS)
    return parse_primary (parser);
  where = token_where (&parser->token);
  if (!next (parser) || (inner = nested (parser, parse_unary)) == NULL)
    return NULL;
  if (inner->kind == NODE_NUMBER)
    {
      inner->number = -inner->number;
      inner->where = span (&where, &inner->where);
      return inner;
    }
  node = node_new (NODE_NEGATE, &where);
  node->where = span (&where, &inner->where);
  node->left = inner;
  return node;
}

/* a * b and a mod n, grouping to the left; each 'mod' counts as a level of nesting (the
 * compiler follows its left side). */
static Node *
parse_product (Parser *parser)
{
  Node *left = parse_unary (parser);
  guint mods = 0;

  while (left != NULL && (parser->token.kind == PERCH_LOGIC_TOKEN_TIMES ||
                          at_name (parser, "mod")))
    {
      gboolean mod = parser->token.kind != PERCH_LOGIC_TOKEN_TIMES;
      Node *right = NULL;

      if (mod && parser->nesting + mods >= MAX_NESTING)
        {
          PerchLogicLocation where = token_where (&parser->token);

          perch_logic_parser_fail (parser, &where, PERCH_LOGIC_ERROR_TOO_LARGE,
                                   "more than %d 'mod' in a row", MAX_NESTING);
        }
      else if (next (parser))
        right = parse_unary (parser);
      if (right == NULL)
        {
          perch_logic_node_free (left);
          return NULL;
        }
      mods += mod;
      left = node_binary (mod ? NODE_MOD : NODE_MULTIPLY, left, right);
    }
  return left;
}

static Node *
parse_sum (Parser *parser)
{
  Node *left = parse_product (parser);

  while (left != NULL && (parser->token.kind == PERCH_LOGIC_TOKEN_PLUS ||
                          parser->token.kind == PERCH_LOGIC_TOKEN_MINUS))
    {
      NodeKind kind = parser->token.kind == PERCH_LOGIC_TOKEN_PLUS ? NODE_ADD : NODE_SUBTRACT;
      Node *right;

      if (!next (parser) || (right = parse_product (parser)) == NULL)
        {
          perch_logic_node_free (left);
          return NULL;
        }
      left = node_binary (kind, left, right);
    }
  return left;
}

static gboolean
is_relation (PerchLogicTokenKind kind)
{
  return kind == PERCH_LOGIC_TOKEN_EQ || kind == PERCH_LOGIC_TOKEN_NE ||
         kind == PERCH_LOGIC_TOKEN_LT || kind == PERCH_LOGIC_TOKEN_LE ||
         kind == PERCH_LOGIC_TOKEN_GT || kind == PERCH_LOGIC_TOKEN_GE;
}

/* A name whose value is known from its declaration (of a group `in order`): `second`. */
static gboolean
constant_name (Parser *parser,
               gint64 *value)
{
  g_autofree char *text = NULL;
  Symbol *symbol;
  const PerchLogicVariable *variable;

  if (parser->token.kind != PERCH_LOGIC_TOKEN_NAME)
    return FALSE;
  text = perch_logic_token_text (&parser->token);
  symbol = g_hash_table_lookup (parser->symbols, text);
  if (symbol == NULL || symbol->kind != SYMBOL_NAME)
    return FALSE;
  variable = &g_array_index (parser->puzzle->model->variables, PerchLogicVariable,
                             g_array_index (parser->puzzle->name_var, guint, symbol->index));
  if (variable->min != variable->max)
    return FALSE;
  *value = variable->min;
  return TRUE;
}

/* An integer constant, possibly negative, or a name of a group `in order`. */
static gboolean
parse_constant (Parser *parser,
                gint64 *value)
{
  gboolean negative = FALSE;
  PerchLogicLocation where;

  if (parser->token.kind == PERCH_LOGIC_TOKEN_MINUS)
    {
      negative = TRUE;
      if (!next (parser))
        return FALSE;
    }
  where = token_where (&parser->token);
  if (!negative && constant_name (parser, value))
    return next (parser);
  if (parser->token.kind != PERCH_LOGIC_TOKEN_NUMBER)
    return expected (parser, "a number");
  if (parser->token.number > PERCH_LOGIC_VALUE_MAX)
    return perch_logic_parser_fail (parser, &where, PERCH_LOGIC_ERROR_DOMAIN,
                                    "the number is too large: at most %d",
                                    PERCH_LOGIC_VALUE_MAX);
  *value = negative ? -parser->token.number : parser->token.number;
  return next (parser);
}

/* `x in 1..3, 7, y`: ranges of constants and expressions. */
static Node *
parse_in (Parser *parser,
          Node   *left)
{
  g_autoptr(Node) node = node_new (NODE_IN, &left->where);

  node->left = left;
  node->ranges = g_array_new (FALSE, FALSE, sizeof (gint64));
  node->items = g_ptr_array_new_with_free_func ((GDestroyNotify) perch_logic_node_free);
  if (!next (parser))
    return NULL;
  do
    {
      g_autoptr(Node) item = NULL;
      PerchLogicLocation end;
      gint64 high;

      if ((node->ranges->len > 0 || node->items->len > 0) && !next (parser))
        return NULL;
      item = parse_sum (parser);
      if (item == NULL)
        return NULL;
      node->where = span (&node->where, &item->where);
      if (parser->token.kind != PERCH_LOGIC_TOKEN_RANGE)
        {
          g_ptr_array_add (node->items, g_steal_pointer (&item));
          continue;
        }
      if (item->kind == NODE_NAME)
        {
          const PerchLogicVariable *variable =
            &g_array_index (parser->puzzle->model->variables, PerchLogicVariable,
                            g_array_index (parser->puzzle->name_var, guint, item->index));

          if (variable->min == variable->max)
            {
              item->kind = NODE_NUMBER;   /* `second..fourth` of a group in order */
              item->number = variable->min;
            }
        }
      if (item->kind != NODE_NUMBER)
        {
          perch_logic_parser_fail (parser, &item->where, PERCH_LOGIC_ERROR_SYNTAX,
                                   "a range goes from one number to another (or from one "
                                   "name of a group 'in order' to another)");
          return NULL;
        }
      if (!next (parser))
        return NULL;
      end = token_where (&parser->token);
      if (!parse_constant (parser, &high))
        return NULL;
      end = span (&item->where, &end);
      if (high < item->number)
        {
          perch_logic_parser_fail (parser, &end, PERCH_LOGIC_ERROR_DOMAIN,
                                   "the range %" G_GINT64_FORMAT "..%" G_GINT64_FORMAT
                                   " is empty", item->number, high);
          return NULL;
        }
      g_array_append_val (node->ranges, item->number);
      g_array_append_val (node->ranges, high);
      node->where = span (&node->where, &end);
    }
  while (parser->token.kind == PERCH_LOGIC_TOKEN_COMMA && !parser->in_list);
  return g_steal_pointer (&node);
}

/* What follows the left side of a comparison: a relation and what it compares with (a
 * chain, a list), 'in' or 'not in' and its items, or nothing (a value). */
static Node *
comparison_rest (Parser *parser,
                 Node   *left_side)
{
  g_autoptr(Node) left = left_side;
  Node *result = NULL, *previous = NULL;

  if (at_name (parser, "in"))
    return parse_in (parser, g_steal_pointer (&left));
  if (at_name (parser, "not") && peek_is (parser, "in"))
    {
      PerchLogicLocation where = token_where (&parser->token);
      Node *inner, *node;

      if (!next (parser) || (inner = parse_in (parser, g_steal_pointer (&left))) == NULL)
        return NULL;
      node = node_new (NODE_NOT, &where);
      node->where = span (&inner->where, &inner->where);
      node->left = inner;
      return node;
    }
  if (!is_relation (parser->token.kind))
    return g_steal_pointer (&left);

  while (is_relation (parser->token.kind))
    {
      g_autoptr(Node) node = NULL;
      /* a < b < c: the middle is copied into the second comparison. */
      Node *first = previous != NULL ? node_copy (g_ptr_array_index (previous->items, 0))
                                     : g_steal_pointer (&left);
      PerchLogicLocation where = token_where (&parser->token);

      if (previous != NULL && previous->items->len > 1)
        {
          perch_logic_node_free (first);
          perch_logic_parser_fail (parser, &where, PERCH_LOGIC_ERROR_SYNTAX,
                                   "found another comparison after a list: a list ends the "
                                   "comparison (write the next one after 'and')");
          perch_logic_node_free (result);
          return NULL;
        }
      if (parser->token.kind == PERCH_LOGIC_TOKEN_EQ && parser->token.bytes == 2)
        {
          perch_logic_node_free (first);
          perch_logic_node_free (result);
          perch_logic_parser_fail (parser, &where, PERCH_LOGIC_ERROR_SYNTAX,
                                   "equality is written '=', not '=='");
          return NULL;
        }
      node = node_new (NODE_COMPARE, &first->where);
      node->relation = parser->token.kind;
      node->left = first;
      node->items = g_ptr_array_new_with_free_func ((GDestroyNotify) perch_logic_node_free);
      if (!next (parser))
        {
          perch_logic_node_free (result);
          return NULL;
        }
      do
        {
          Node *right;

          if (node->items->len > 0 && !next (parser))
            right = NULL;
          else
            right = parse_sum (parser);
          if (right == NULL)
            {
              perch_logic_node_free (result);
              return NULL;
            }
          g_ptr_array_add (node->items, right);
          node->where = span (&node->where, &right->where);
        }
      while (parser->token.kind == PERCH_LOGIC_TOKEN_COMMA && !parser->in_list);
      if (node->relation == PERCH_LOGIC_TOKEN_EQ && node->items->len > 1)
        perch_logic_parser_warn (parser, &node->where,
                                 "'=' with a list means equal to each of them (all at once); "
                                 "for one of them, write 'in' instead of '='");

      previous = node;
      if (result == NULL)
        result = g_steal_pointer (&node);
      else
        result = node_binary (NODE_AND, result, g_steal_pointer (&node));
    }
  return result;
}

/* Where a comparison's left side is in @node (itself, or under 'not' for 'not in'). */
static Node **
left_slot (Node *node)
{
  if (node->kind == NODE_NOT && node->left != NULL && node->left->kind == NODE_IN)
    return &node->left->left;
  if (node->kind == NODE_COMPARE || node->kind == NODE_IN)
    return &node->left;
  return NULL;
}

/* A comparison, with several sides on the left each compared with the rest:
 * `a, b < c, d` is a < c, a < d, b < c and b < d; `a, b in 1..3`; `a, b not in 1, 2`. */
static Node *
parse_comparison (Parser *parser)
{
  g_autoptr(GPtrArray) lefts = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                                perch_logic_node_free);
  Node *first, *result, *single, **slot;

  first = parse_sum (parser);
  if (first == NULL)
    return NULL;
  while (parser->token.kind == PERCH_LOGIC_TOKEN_COMMA && !parser->in_list)
    {
      Node *more;

      if (!next (parser) || !skip_newlines (parser) || (more = parse_sum (parser)) == NULL)
        {
          perch_logic_node_free (first);
          return NULL;
        }
      g_ptr_array_add (lefts, more);
    }
  if (lefts->len > 0 && !is_relation (parser->token.kind) && !at_name (parser, "in") &&
      !(at_name (parser, "not") && peek_is (parser, "in")))
    {
      perch_logic_node_free (first);
      expected (parser, "a comparison after the list (as in 'a, b < c' or 'a, b in 1..3')");
      return NULL;
    }
  result = comparison_rest (parser, first);
  if (result == NULL || lefts->len == 0)
    return result;
  slot = left_slot (result);
  if (slot == NULL)
    {
      perch_logic_parser_fail (parser, &result->where, PERCH_LOGIC_ERROR_SYNTAX,
                               "with a list on the left, compare once: 'a, b < c' rather "
                               "than 'a, b < c < d'");
      perch_logic_node_free (result);
      return NULL;
    }
  /* One copy of the comparison for each of the other sides. */
  single = result;
  for (guint i = 0; i < lefts->len; i++)
    {
      Node *copy = node_copy (single);
      Node **copy_slot = left_slot (copy);

      perch_logic_node_free (*copy_slot);
      *copy_slot = g_ptr_array_index (lefts, i);
      lefts->pdata[i] = NULL;
      result = node_binary (NODE_AND, result, copy);
    }
  return result;
}

static const char * const number_words[] = {
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", NULL,
};

/* `exactly 2 of (a = 1, b = 2, c = 3)`, `at most one of (...)`, `at least N of (...)`: how
 * many of the conditions hold. */
static Node *
parse_count (Parser *parser)
{
  PerchLogicLocation where = token_where (&parser->token);
  g_autoptr(Node) node = node_new (NODE_COUNT, &where);
  gboolean in_list = parser->in_list;
  PerchLogicLocation end;

  node->relation = PERCH_LOGIC_TOKEN_EQ;
  if (at_name (parser, "at"))
    {
      if (!next (parser))
        return NULL;
      node->relation = at_name (parser, "most") ? PERCH_LOGIC_TOKEN_LE : PERCH_LOGIC_TOKEN_GE;
    }
  if (!next (parser))
    return NULL;
  node->number = -1;
  for (guint i = 0; number_words[i] != NULL && parser->token.kind == PERCH_LOGIC_TOKEN_NAME; i++)
    if (at_name (parser, number_words[i]))
      node->number = i;
  if (node->number >= 0)
    {
      if (!next (parser))
        return NULL;
    }
  else if (parser->token.kind == PERCH_LOGIC_TOKEN_NUMBER &&
           parser->token.number <= PERCH_LOGIC_VALUE_MAX)
    {
      node->number = parser->token.number;
      if (!next (parser))
        return NULL;
    }
  else
    {
      expected (parser, "how many, such as '2' or 'one' (as in 'exactly one of (...)')");
      return NULL;
    }
  if (!at_name (parser, "of"))
    {
      expected (parser, "'of' (as in 'exactly one of (a = 1, b = 2)')");
      return NULL;
    }
  if (!next (parser))
    return NULL;
  if (parser->token.kind != PERCH_LOGIC_TOKEN_OPEN)
    {
      expected (parser, "'(' and the conditions, as in 'exactly one of (a = 1, b = 2)'");
      return NULL;
    }
  parser->depth++;
  if (!next (parser))
    return NULL;
  node->items = g_ptr_array_new_with_free_func ((GDestroyNotify) perch_logic_node_free);
  parser->in_list = TRUE;
  do
    {
      Node *item;

      if (node->items->len > 0 && !next (parser))
        item = NULL;
      else
        item = nested (parser, parse_formula);
      if (item == NULL)
        {
          parser->in_list = in_list;
          return NULL;
        }
      g_ptr_array_add (node->items, item);
    }
  while (parser->token.kind == PERCH_LOGIC_TOKEN_COMMA);
  parser->in_list = in_list;
  end = token_where (&parser->token);
  parser->depth--;
  if (!expect (parser, PERCH_LOGIC_TOKEN_CLOSE, "',' or ')' in the list of conditions"))
    return NULL;
  node->where = span (&where, &end);
  return g_steal_pointer (&node);
}

static Node *
parse_not (Parser *parser)
{
  PerchLogicLocation where = token_where (&parser->token);
  Node *inner, *node;

  if (at_name (parser, "exactly") || (at_name (parser, "at") && (peek_is (parser, "most") ||
                                                                  peek_is (parser, "least"))))
    return parse_count (parser);
  if (!at_name (parser, "not"))
    return parse_comparison (parser);
  if (!next (parser) || (inner = nested (parser, parse_not)) == NULL)
    return NULL;
  node = node_new (NODE_NOT, &where);
  node->where = span (&where, &inner->where);
  node->left = inner;
  return node;
}

static Node *
parse_logic (Parser     *parser,
             const char *word,
             NodeKind    kind,
             Node     *(*parse_operand) (Parser *))
{
  Node *left = parse_operand (parser);

  while (left != NULL && at_name (parser, word))
    {
      Node *right;

      if (!next (parser) || !skip_newlines (parser) || (right = parse_operand (parser)) == NULL)
        {
          perch_logic_node_free (left);
          return NULL;
        }
      left = node_binary (kind, left, right);
    }
  return left;
}

static Node *
parse_and (Parser *parser)
{
  return parse_logic (parser, "and", NODE_AND, parse_not);
}

static Node *
parse_or (Parser *parser)
{
  return parse_logic (parser, "or", NODE_OR, parse_and);
}

/* a -> b -> c is a -> (b -> c): the chain is read in a loop and built from its end. */
static Node *
parse_implication (Parser *parser)
{
  g_autoptr(GPtrArray) chain = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                                perch_logic_node_free);
  Node *result;

  for (;;)
    {
      Node *operand = parse_or (parser);

      if (operand == NULL)
        return NULL;
      g_ptr_array_add (chain, operand);
      if (parser->token.kind != PERCH_LOGIC_TOKEN_ARROW)
        break;
      if (!next (parser) || !skip_newlines (parser))
        return NULL;
    }
  result = g_ptr_array_steal_index (chain, chain->len - 1);
  while (chain->len > 0)
    result = node_binary (NODE_IMPLIES, g_ptr_array_steal_index (chain, chain->len - 1),
                          result);
  return result;
}

/* a <-> b, the loosest: "if and only if" (chains group to the left). */
static Node *
parse_formula (Parser *parser)
{
  Node *left = parse_implication (parser);

  while (left != NULL && parser->token.kind == PERCH_LOGIC_TOKEN_IFF)
    {
      Node *right;

      if (!next (parser) || !skip_newlines (parser) ||
          (right = parse_implication (parser)) == NULL)
        {
          perch_logic_node_free (left);
          return NULL;
        }
      left = node_binary (NODE_IFF, left, right);
    }
  return left;
}

/* A new name in a declaration, not yet known, not a keyword. */
static gboolean
parse_new_name (Parser      *parser,
                const char  *what,
                char       **text)
{
  PerchLogicLocation where = token_where (&parser->token);
  Symbol *symbol;

  if (parser->token.kind != PERCH_LOGIC_TOKEN_NAME)
    return expected (parser, what);
  *text = perch_logic_token_text (&parser->token);
  if (is_keyword (*text))
    return perch_logic_parser_fail (parser, &where, PERCH_LOGIC_ERROR_NAME,
                                    "'%s' is a keyword and cannot be a name", *text);
  symbol = g_hash_table_lookup (parser->symbols, *text);
  if (symbol != NULL)
    {
      g_autofree char *shown = perch_logic_shorten (*text);

      return perch_logic_parser_fail (parser, &where, PERCH_LOGIC_ERROR_NAME,
                                      "'%s' is already declared on line %u", shown,
                                      symbol->line);
    }
  return next (parser);
}

static gboolean
need_domain (Parser                   *parser,
             const PerchLogicLocation *where,
             const char               *statement)
{
  if (parser->has_domain)
    return TRUE;
  return perch_logic_parser_fail (parser, where, PERCH_LOGIC_ERROR_DOMAIN,
                                  "no domain yet: write a line such as 'domain 1..5' before "
                                  "the first '%s'", statement);
}

/* `domain 1..5`, or separate values and ranges: `domain 3, 5, 7..9`. */
static gboolean
parse_domain (Parser *parser)
{
  g_autoptr(GArray) ranges = g_array_new (FALSE, FALSE, sizeof (gint64));
  gint64 low, high, min = G_MAXINT64, max = G_MININT64;
  gboolean *covered;

  do
    {
      PerchLogicLocation where, end;

      if (ranges->len > 0 && !next (parser))
        return FALSE;
      where = token_where (&parser->token);
      if (!parse_constant (parser, &low))
        return FALSE;
      high = low;
      if (parser->token.kind == PERCH_LOGIC_TOKEN_RANGE)
        {
          if (!next (parser))
            return FALSE;
          end = token_where (&parser->token);
          if (!parse_constant (parser, &high))
            return FALSE;
          if (high < low)
            {
              where = span (&where, &end);
              return perch_logic_parser_fail (parser, &where, PERCH_LOGIC_ERROR_DOMAIN,
                                              "the domain %" G_GINT64_FORMAT "..%"
                                              G_GINT64_FORMAT " is empty", low, high);
            }
        }
      else if (ranges->len == 0 && parser->token.kind != PERCH_LOGIC_TOKEN_COMMA)
        return expected (parser, "'..' (as in 'domain 1..5') or ',' (as in 'domain 3, 5, 7')");
      g_array_append_val (ranges, low);
      g_array_append_val (ranges, high);
      min = MIN (min, low);
      max = MAX (max, high);
    }
  while (parser->token.kind == PERCH_LOGIC_TOKEN_COMMA);

  parser->has_domain = TRUE;
  parser->domain_min = min;
  parser->domain_max = max;
  g_array_set_size (parser->domain_gaps, 0);
  if (ranges->len == 2)
    return TRUE;
  /* The gaps between the values, each left out of every name declared under it. */
  if (max - min >= MAX_TABLE)
    {
      PerchLogicLocation where = token_where (&parser->token);

      return perch_logic_parser_fail (parser, &where, PERCH_LOGIC_ERROR_TOO_LARGE,
                                      "a domain of separate values spans at most %d values",
                                      MAX_TABLE);
    }
  covered = g_new0 (gboolean, max - min + 1);
  for (guint i = 0; i < ranges->len; i += 2)
    for (gint64 v = g_array_index (ranges, gint64, i); v <= g_array_index (ranges, gint64, i + 1);
         v++)
      covered[v - min] = TRUE;
  for (gint64 v = min; v <= max; v++)
    if (!covered[v - min] && (v == min || covered[v - 1 - min]))
      {
        gint64 to = v;

        while (!covered[to + 1 - min])
          to++;
        g_array_append_val (parser->domain_gaps, v);
        g_array_append_val (parser->domain_gaps, to);
      }
  g_free (covered);
  return TRUE;
}

/* A name of the current domain leaves out its gaps. */
static void
leave_out_gaps (Parser *parser,
                guint   index)
{
  PerchLogicModel *model = parser->puzzle->model;
  guint var = g_array_index (parser->puzzle->name_var, guint, index);
  gint64 one = 1, minus_one = -1;

  for (guint i = 0; i < parser->domain_gaps->len; i += 2)
    {
      gint64 low = g_array_index (parser->domain_gaps, gint64, i);
      gint64 high = g_array_index (parser->domain_gaps, gint64, i + 1);
      guint sides[2];

      if (low == high)
        {
          perch_logic_model_add_linear (model, 1, &var, &one, PERCH_LOGIC_RELATION_NE, low, -1);
          continue;
        }
      /* x <= low - 1 or x >= high + 1 */
      sides[0] = perch_logic_model_add_variable (model, 0, 1, FALSE);
      sides[1] = perch_logic_model_add_variable (model, 0, 1, FALSE);
      perch_logic_model_add_linear (model, 1, &var, &one, PERCH_LOGIC_RELATION_LE, low - 1,
                                    (int) sides[0]);
      perch_logic_model_add_linear (model, 1, &var, &minus_one, PERCH_LOGIC_RELATION_LE,
                                    -high - 1, (int) sides[1]);
      perch_logic_model_require (model, perch_logic_model_add_or (model, 2, sides));
    }
}

/* Names separated by blanks or commas, up to the end of the line (a line ending in a comma
 * goes on). Appends their indices to @members. */
static gboolean
parse_declared_names (Parser *parser,
                      GArray *members)
{
  while (parser->token.kind == PERCH_LOGIC_TOKEN_NAME)
    {
      g_autofree char *text = NULL;
      guint line = parser->token.line;
      PerchLogicLocation where = token_where (&parser->token);
      guint index;

      if (!perch_logic_parser_check_size (parser, &where) ||
          !parse_new_name (parser, "a name", &text))
        return FALSE;
      index = add_name (parser, text, parser->domain_min, parser->domain_max, line);
      leave_out_gaps (parser, index);
      g_array_append_val (members, index);
      if (parser->token.kind == PERCH_LOGIC_TOKEN_COMMA &&
          (!next (parser) || !skip_newlines (parser)))
        return FALSE;
    }
  if (members->len == 0)
    return expected (parser, "a name");
  return TRUE;
}

static gboolean
parse_group (Parser                   *parser,
             const PerchLogicLocation *where)
{
  PerchLogicPuzzle *puzzle = parser->puzzle;
  PerchLogicGroup *group;
  g_autofree guint *vars = NULL;
  PerchLogicLocation at = token_where (&parser->token);

  if (!need_domain (parser, where, "group"))
    return FALSE;
  if (parser->token.kind != PERCH_LOGIC_TOKEN_NAME)
    return expected (parser, "the group's name");
  group = g_new0 (PerchLogicGroup, 1);
  group->name = perch_logic_token_text (&parser->token);
  group->min = parser->domain_min;
  group->max = parser->domain_max;
  group->members = g_array_new (FALSE, FALSE, sizeof (guint));
  g_ptr_array_add (puzzle->groups, group);
  for (guint i = 0; i + 1 < puzzle->groups->len; i++)
    if (strcmp (((PerchLogicGroup *) g_ptr_array_index (puzzle->groups, i))->name,
                group->name) == 0)
      return perch_logic_parser_fail (parser, &at, PERCH_LOGIC_ERROR_NAME,
                                      "there is already a group '%s'",
                                      shown (parser, group->name));
  if (!next (parser))
    return FALSE;
  /* `group day in order: monday tuesday ...`: the names take the values one by one. */
  if (at_name (parser, "in"))
    {
      if (!next (parser))
        return FALSE;
      if (!at_name (parser, "order"))
        return expected (parser, "'order' after 'in'");
      group->ordered = TRUE;
      if (!next (parser))
        return FALSE;
    }
  if (!expect (parser, PERCH_LOGIC_TOKEN_COLON, "':' after the group's name") ||
      !parse_declared_names (parser, group->members))
    return FALSE;
  if (group->ordered && (gint64) group->members->len > group->max - group->min + 1)
    return perch_logic_parser_fail (parser, where, PERCH_LOGIC_ERROR_DOMAIN,
                                    "the group has %u names in order but the domain only "
                                    "%" G_GINT64_FORMAT " values", group->members->len,
                                    group->max - group->min + 1);

  {
    gint64 values = group->max - group->min + 1;

    for (guint i = 0; i < parser->domain_gaps->len; i += 2)
      values -= g_array_index (parser->domain_gaps, gint64, i + 1) -
                g_array_index (parser->domain_gaps, gint64, i) + 1;
    if (!group->ordered && (gint64) group->members->len > values)
      perch_logic_parser_warn (parser, where, "the group '%s' has %u names but the domain only "
                               "%" G_GINT64_FORMAT " values, so it has no solution",
                               shown (parser, group->name), group->members->len, values);
  }
  for (guint i = 0; group->ordered && i < group->members->len; i++)
    {
      guint var = g_array_index (puzzle->name_var, guint, g_array_index (group->members, guint, i));

      perch_logic_model_restrict (puzzle->model, var, group->min + i, group->min + i);
    }
  vars = g_new (guint, group->members->len);
  for (guint i = 0; i < group->members->len; i++)
    vars[i] = g_array_index (puzzle->name_var, guint, g_array_index (group->members, guint, i));
  perch_logic_model_add_alldiff (puzzle->model, group->members->len, vars, NULL);
  return TRUE;
}

static gboolean
parse_table (Parser                   *parser,
             const PerchLogicLocation *where)
{
  g_autofree char *text = NULL;
  Table *table;
  Symbol *symbol;
  guint line = parser->token.line;

  if (!parse_new_name (parser, "the table's name", &text) ||
      !expect (parser, PERCH_LOGIC_TOKEN_EQ, "'='"))
    return FALSE;
  if (parser->token.kind != PERCH_LOGIC_TOKEN_OPEN_SQUARE)
    return expected (parser, "'['");
  parser->depth++;
  if (!next (parser))
    return FALSE;
  table = g_new0 (Table, 1);
  table->name = g_strdup (text);
  table->values = g_array_new (FALSE, FALSE, sizeof (gint64));
  table->first = parser->has_domain ? parser->domain_min : 1;
  g_ptr_array_add (parser->tables, table);
  symbol = g_new0 (Symbol, 1);
  symbol->kind = SYMBOL_TABLE;
  symbol->index = parser->tables->len - 1;
  symbol->line = line;
  g_hash_table_insert (parser->symbols, g_steal_pointer (&text), symbol);

  do
    {
      gint64 value;

      if (table->values->len > 0 && !next (parser))
        return FALSE;
      if (!parse_constant (parser, &value))
        return FALSE;
      if (table->values->len >= MAX_TABLE)
        return perch_logic_parser_fail (parser, where, PERCH_LOGIC_ERROR_TOO_LARGE,
                                        "the table is too large: at most %d values", MAX_TABLE);
      g_array_append_val (table->values, value);
    }
  while (parser->token.kind == PERCH_LOGIC_TOKEN_COMMA);
  parser->depth--;
  return expect (parser, PERCH_LOGIC_TOKEN_CLOSE_SQUARE, "',' or ']'");
}

static gboolean
parse_objective (Parser                   *parser,
                 const PerchLogicLocation *where,
                 gboolean                  maximize)
{
  g_autoptr(Node) node = NULL;
  guint var;

  if (parser->has_objective)
    return perch_logic_parser_fail (parser, where, PERCH_LOGIC_ERROR_SYNTAX,
                                    "there can be only one 'maximize' or 'minimize'");
  node = parse_sum (parser);
  if (node == NULL || !perch_logic_compile_variable (parser, node, &var))
    return FALSE;
  parser->has_objective = TRUE;
  perch_logic_model_set_objective (parser->puzzle->model, var, maximize);
  return TRUE;
}

static gboolean
parse_show (Parser *parser)
{
  do
    {
      PerchLogicLocation where;
      g_autofree char *text = NULL;
      Symbol *symbol;

      if (parser->puzzle->shown->len > 0 && (!next (parser) || !skip_newlines (parser)))
        return FALSE;
      where = token_where (&parser->token);
      if (parser->token.kind != PERCH_LOGIC_TOKEN_NAME)
        return expected (parser, "a name to show");
      text = perch_logic_token_text (&parser->token);
      symbol = g_hash_table_lookup (parser->symbols, text);
      if (symbol == NULL)
        return unknown_name (parser, &where, text);
      if (symbol->kind != SYMBOL_NAME)
        return perch_logic_parser_fail (parser, &where, PERCH_LOGIC_ERROR_NAME,
                                        "'%s' is a table; 'show' takes names",
                                        shown (parser, text));
      g_array_append_val (parser->puzzle->shown, symbol->index);
      if (!next (parser))
        return FALSE;
    }
  while (parser->token.kind == PERCH_LOGIC_TOKEN_COMMA);
  return TRUE;
}

static gboolean
parse_table_reference (Parser  *parser,
                       Table  **table)
{
  PerchLogicLocation where = token_where (&parser->token);
  g_autofree char *text = NULL;
  Symbol *symbol;

  if (parser->token.kind != PERCH_LOGIC_TOKEN_NAME)
    return expected (parser, "a table");
  text = perch_logic_token_text (&parser->token);
  symbol = g_hash_table_lookup (parser->symbols, text);
  if (symbol == NULL || symbol->kind != SYMBOL_TABLE)
    return perch_logic_parser_fail (parser, &where, PERCH_LOGIC_ERROR_NAME,
                                    "'%s' is not a table", shown (parser, text));
  *table = g_ptr_array_index (parser->tables, symbol->index);
  return next (parser);
}

static gboolean
parse_picture (Parser                   *parser,
               const PerchLogicLocation *where)
{
  PerchLogicPuzzle *puzzle = parser->puzzle;
  PerchLogicLocation at = token_where (&parser->token);

  if (puzzle->picture.kind != PERCH_LOGIC_PICTURE_NONE)
    return perch_logic_parser_fail (parser, where, PERCH_LOGIC_ERROR_SYNTAX,
                                    "there can be only one 'picture'");
  if (at_name (parser, "line"))
    {
      g_autofree char *text = NULL;

      if (!next (parser))
        return FALSE;
      at = token_where (&parser->token);
      if (parser->token.kind != PERCH_LOGIC_TOKEN_NAME)
        return expected (parser, "a group");
      text = perch_logic_token_text (&parser->token);
      for (guint i = 0; i < puzzle->groups->len; i++)
        if (strcmp (((PerchLogicGroup *) g_ptr_array_index (puzzle->groups, i))->name,
                    text) == 0)
          {
            puzzle->picture.kind = PERCH_LOGIC_PICTURE_LINE;
            puzzle->picture.group = i;
            return next (parser);
          }
      return perch_logic_parser_fail (parser, &at, PERCH_LOGIC_ERROR_NAME,
                                      "unknown group '%s'", shown (parser, text));
    }
  if (at_name (parser, "map"))
    {
      Table *x, *y;

      if (!next (parser) || !parse_table_reference (parser, &x) ||
          !parse_table_reference (parser, &y))
        return FALSE;
      if (x->values->len != y->values->len)
        return perch_logic_parser_fail (parser, where, PERCH_LOGIC_ERROR_DOMAIN,
                                        "the tables '%s' and '%s' have different lengths "
                                        "(%u and %u)", shown (parser, x->name),
                                        shown (parser, y->name), x->values->len,
                                        y->values->len);
      if (x->first != y->first)
        return perch_logic_parser_fail (parser, where, PERCH_LOGIC_ERROR_DOMAIN,
                                        "the tables '%s' and '%s' start at different values "
                                        "(%" G_GINT64_FORMAT " and %" G_GINT64_FORMAT ")",
                                        shown (parser, x->name), shown (parser, y->name),
                                        x->first, y->first);
      puzzle->picture.kind = PERCH_LOGIC_PICTURE_MAP;
      puzzle->picture.first = (gint) x->first;
      puzzle->picture.n_places = x->values->len;
      puzzle->picture_x = g_new (gint, x->values->len);
      puzzle->picture_y = g_new (gint, x->values->len);
      for (guint i = 0; i < x->values->len; i++)
        {
          puzzle->picture_x[i] = (gint) g_array_index (x->values, gint64, i);
          puzzle->picture_y[i] = (gint) g_array_index (y->values, gint64, i);
        }
      puzzle->picture.x = puzzle->picture_x;
      puzzle->picture.y = puzzle->picture_y;
      return TRUE;
    }
  return expected (parser, "'line' or 'map' after 'picture'");
}

static gboolean
parse_base (Parser                   *parser,
            const PerchLogicLocation *where)
{
  gint64 base;
  PerchLogicLocation at = token_where (&parser->token);

  if (parser->words_seen)
    return perch_logic_parser_fail (parser, where, PERCH_LOGIC_ERROR_SYNTAX,
                                    "'base' must come before the first word in capitals");
  if (!parse_constant (parser, &base))
    return FALSE;
  if (base < 2 || base > MAX_BASE)
    return perch_logic_parser_fail (parser, &at, PERCH_LOGIC_ERROR_DOMAIN,
                                    "the base must be 2 to %d, not %" G_GINT64_FORMAT,
                                    MAX_BASE, base);
  parser->base = (guint) base;
  return TRUE;
}

/* `different a, b + 1, c`: the values are all different. */
static gboolean
parse_different (Parser *parser)
{
  g_autoptr(GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) offsets = g_array_new (FALSE, FALSE, sizeof (gint64));

  do
    {
      g_autoptr(Node) node = NULL;
      guint var;
      gint64 offset;

      if (vars->len > 0 && !next (parser))
        return FALSE;
      node = parse_sum (parser);
      if (node == NULL || !perch_logic_compile_offset (parser, node, &var, &offset))
        return FALSE;
      g_array_append_val (vars, var);
      g_array_append_val (offsets, offset);
    }
  while (parser->token.kind == PERCH_LOGIC_TOKEN_COMMA);
  perch_logic_model_add_alldiff (parser->puzzle->model, vars->len, (guint *) vars->data,
                                 (gint64 *) offsets->data);
  return TRUE;
}

/* An alphametic is one equation of words, numbers, +, - and *. */
static gboolean
check_alphametic (Parser     *parser,
                  const Node *node,
                  gboolean    top)
{
  switch (node->kind)
    {
    case NODE_NUMBER:
    case NODE_WORD:
    case NODE_NAME:   /* a letter used a second time as a word of one letter */
      return !top || perch_logic_parser_fail (parser, &node->where, PERCH_LOGIC_ERROR_SYNTAX,
                                              "an alphametic needs '=' between two sides");
    case NODE_ADD:
    case NODE_SUBTRACT:
    case NODE_MULTIPLY:
      if (top)
        return perch_logic_parser_fail (parser, &node->where, PERCH_LOGIC_ERROR_SYNTAX,
                                        "an alphametic needs '=' between two sides");
      /* along the chain without recursion: a sum may have thousands of terms */
      while (node->kind == NODE_ADD || node->kind == NODE_SUBTRACT ||
             node->kind == NODE_MULTIPLY)
        {
          if (!check_alphametic (parser, node->right, FALSE))
            return FALSE;
          node = node->left;
        }
      return check_alphametic (parser, node, FALSE);
    case NODE_NEGATE:
      return !top && check_alphametic (parser, node->left, FALSE);
    case NODE_COMPARE:
      if (top && node->relation == PERCH_LOGIC_TOKEN_EQ && node->items->len == 1)
        return check_alphametic (parser, node->left, FALSE) &&
               check_alphametic (parser, g_ptr_array_index (node->items, 0), FALSE);
      G_GNUC_FALLTHROUGH;
    case NODE_ABS:
    case NODE_INDEX:
    case NODE_IN:
    case NODE_NOT:
    case NODE_AND:
    case NODE_OR:
    case NODE_IMPLIES:
    default:
      return perch_logic_parser_fail (parser, &node->where, PERCH_LOGIC_ERROR_SYNTAX,
                                      "an alphametic is made of words in capitals, numbers, "
                                      "'+', '-', '*' and one '='");
    }
}

static gboolean
parse_statement (Parser *parser)
{
  PerchLogicLocation where = token_where (&parser->token);
  g_autoptr(Node) node = NULL;
  static const char * const statements[] = {
    "domain", "group", "names", "table", "maximize", "minimize", "show", "picture", "base",
    "different",
  };
  int statement = -1;

  if (!parser->alphametic_only)
    for (guint i = 0; i < G_N_ELEMENTS (statements); i++)
      if (at_name (parser, statements[i]))
        statement = (int) i;

  if (statement >= 0 && !next (parser))
    return FALSE;
  switch (statement)
    {
    case 0:
      return parse_domain (parser);
    case 1:
      return parse_group (parser, &where);
    case 2:
      {
        g_autoptr(GArray) members = g_array_new (FALSE, FALSE, sizeof (guint));

        return need_domain (parser, &where, "names") && parse_declared_names (parser, members);
      }
    case 3:
      return parse_table (parser, &where);
    case 4:
    case 5:
      return parse_objective (parser, &where, statement == 4);
    case 6:
      return parse_show (parser);
    case 7:
      return parse_picture (parser, &where);
    case 8:
      return parse_base (parser, &where);
    case 9:
      return parse_different (parser);
    default:
      break;
    }

  node = parse_formula (parser);
  if (node == NULL)
    return FALSE;
  if (parser->alphametic_only && !check_alphametic (parser, node, TRUE))
    return FALSE;
  return perch_logic_compile_constraint (parser, node);
}

/* Notes which constraints a statement posted (none: nothing to note). */
static void
record_statement (PerchLogicPuzzle *puzzle,
                  guint             line,
                  guint             last_line,
                  guint             first_constraint,
                  int               group,
                  gboolean          clue)
{
  PerchLogicStatement statement = { line, last_line, first_constraint, 0, group, clue };

  statement.n_constraints = puzzle->model->constraints->len - first_constraint;
  if (statement.n_constraints > 0)
    g_array_append_val (puzzle->statements, statement);
}

static gboolean
parse_statement_recorded (Parser *parser)
{
  PerchLogicPuzzle *puzzle = parser->puzzle;
  guint line = parser->token.line;
  guint before = puzzle->model->constraints->len;
  gboolean group = !parser->alphametic_only && at_name (parser, "group");
  gboolean declaration = group || (!parser->alphametic_only &&
                                   (at_name (parser, "maximize") ||
                                    at_name (parser, "minimize")));
  guint n_groups = puzzle->groups->len;

  if (!parse_statement (parser))
    return FALSE;
  record_statement (puzzle, line, parser->token.line, before, group ? (int) n_groups : -1,
                    !declaration);
  return TRUE;
}

static void
table_free (gpointer data)
{
  Table *table = data;

  g_free (table->name);
  g_array_unref (table->values);
  g_free (table);
}

/* A NUL byte would end the text early without a word: it is a mistake, at its place. */
static gboolean
check_nul (Parser     *parser,
           const char *text,
           gsize       length)
{
  const char *nul = memchr (text, '\0', length);
  PerchLogicLocation where = { 1, 1, 1 };

  if (nul == NULL)
    return TRUE;
  for (const char *c = text; c < nul; c++)
    {
      if (*c == '\n')
        {
          where.line++;
          where.column = 1;
        }
      else if (((guchar) *c & 0xc0) != 0x80)   /* not a continuation byte */
        where.column++;
    }
  return perch_logic_parser_fail (parser, &where, PERCH_LOGIC_ERROR_SYNTAX,
                                  "a NUL byte: this is not a text file");
}

gboolean
perch_logic_parse_into (PerchLogicPuzzle   *puzzle,
                        const char         *text,
                        gssize              length,
                        guint               base,
                        gboolean            alphametic_only,
                        PerchLogicLocation *location,
                        GError            **error)
{
  Parser parser = { 0, };
  gboolean ok = TRUE;
  guint statements = 0;

  parser.puzzle = puzzle;
  parser.symbols = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  parser.tables = g_ptr_array_new_with_free_func (table_free);
  parser.letters = g_array_new (FALSE, FALSE, sizeof (guint));
  parser.domain_gaps = g_array_new (FALSE, FALSE, sizeof (gint64));
  parser.shown = g_ptr_array_new_with_free_func (g_free);
  parser.base = base;
  parser.alphametic_only = alphametic_only;
  parser.location = location;
  parser.error = error;
  /* A byte-order mark some editors write first is not part of the puzzle. */
  if (g_str_has_prefix (text, "\xef\xbb\xbf"))
    {
      text += 3;
      length = length < 0 ? length : length - 3;
    }
  perch_logic_lexer_init (&parser.lexer, text);

  ok = check_nul (&parser, text, length < 0 ? strlen (text) : (gsize) length) && next (&parser);
  while (ok && parser.token.kind != PERCH_LOGIC_TOKEN_END)
    {
      if (parser.token.kind == PERCH_LOGIC_TOKEN_NEWLINE)
        {
          ok = next (&parser);
          continue;
        }
      if (alphametic_only && statements > 0)
        {
          PerchLogicLocation where = token_where (&parser.token);

          ok = perch_logic_parser_fail (&parser, &where, PERCH_LOGIC_ERROR_SYNTAX,
                                        "an alphametic is one line");
          break;
        }
      ok = parse_statement_recorded (&parser);
      statements++;
      if (ok && parser.token.kind != PERCH_LOGIC_TOKEN_NEWLINE &&
          parser.token.kind != PERCH_LOGIC_TOKEN_END)
        ok = expected (&parser, "the end of the line");
    }
  if (ok && statements == 0)
    {
      PerchLogicLocation where = token_where (&parser.token);

      ok = perch_logic_parser_fail (&parser, &where, PERCH_LOGIC_ERROR_SYNTAX,
                                    alphametic_only ? "the alphametic is empty"
                                                    : "the puzzle is empty: declare names "
                                                      "and state clues");
    }
  if (ok)
    {
      guint before = puzzle->model->constraints->len;

      ok = perch_logic_compile_words (&parser);
      record_statement (puzzle, 0, 0, before, -1, FALSE);
    }

  g_hash_table_unref (parser.symbols);
  g_ptr_array_unref (parser.tables);
  g_array_unref (parser.letters);
  g_ptr_array_unref (parser.shown);
  g_array_unref (parser.domain_gaps);
  if (parser.clamped != NULL)
    g_array_unref (parser.clamped);
  return ok;
}
