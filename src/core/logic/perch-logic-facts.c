/* perch-logic-facts.c: facts, their text form, and what is known on the classic grid
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "perch-logic-facts-private.h"

#include <string.h>

#include "perch-logic-lexer.h"
#include "perch-logic-syntax.h"

static const PerchLogicGroup *
group_of (const PerchLogicPuzzle *puzzle,
          int                     group)
{
  return group >= 0 ? g_ptr_array_index (puzzle->groups, group) : NULL;
}

static const PerchLogicVariable *
variable_of (const PerchLogicPuzzle *puzzle,
             guint                   name)
{
  return &g_array_index (puzzle->model->variables, PerchLogicVariable,
                         g_array_index (puzzle->name_var, guint, name));
}

/* Each name's group, or -1. */
static int *
groups_of_names (const PerchLogicPuzzle *puzzle)
{
  int *group = g_new (int, MAX (puzzle->names->len, 1));

  for (guint i = 0; i < puzzle->names->len; i++)
    group[i] = -1;
  for (guint g = 0; g < puzzle->groups->len; g++)
    {
      const PerchLogicGroup *members = group_of (puzzle, (int) g);

      for (guint m = 0; m < members->members->len; m++)
        group[g_array_index (members->members, guint, m)] = (int) g;
    }
  return group;
}

static gboolean
is_wide (const PerchLogicPuzzle *puzzle,
         guint                   name)
{
  const PerchLogicVariable *variable = variable_of (puzzle, name);

  return (gint64) variable->max - variable->min >= PERCH_LOGIC_FACTS_VALUES_MAX;
}

static gboolean
ordered (const PerchLogicPuzzle *puzzle,
         const int              *group,
         guint                   name)
{
  const PerchLogicGroup *g = group_of (puzzle, group[name]);

  return g != NULL && g->ordered;
}

static gboolean
pairable (const PerchLogicPuzzle *puzzle,
          const int              *group,
          guint                   x,
          guint                   y)
{
  const PerchLogicGroup *a = group_of (puzzle, group[x]), *b = group_of (puzzle, group[y]);

  return a != NULL && b != NULL && a != b && !a->ordered && !b->ordered &&
         a->min == b->min && a->max == b->max && !is_wide (puzzle, x);
}

gboolean
perch_logic_facts_pairable (const PerchLogicFacts *facts,
                            guint                  x,
                            guint                  y)
{
  return pairable (facts->puzzle, facts->group, x, y);
}

gboolean
perch_logic_facts_is_ordered (const PerchLogicFacts *facts,
                              guint                  name)
{
  return ordered (facts->puzzle, facts->group, name);
}

/* The name of a group `in order` that stands for @value among @name's values, or NULL. */
static const char *
value_name (const PerchLogicPuzzle *puzzle,
            const int              *group,
            guint                   name,
            gint64                  value)
{
  const PerchLogicGroup *own = group_of (puzzle, group[name]);

  if (own == NULL)
    return NULL;
  for (guint g = 0; g < puzzle->groups->len; g++)
    {
      const PerchLogicGroup *other = group_of (puzzle, (int) g);

      if (other->ordered && other->min == own->min && other->max == own->max &&
          value - other->min < other->members->len)
        return g_ptr_array_index (puzzle->names,
                                  g_array_index (other->members, guint, value - other->min));
    }
  return NULL;
}

static gboolean
validate (const PerchLogicPuzzle *puzzle,
          const int              *group,
          const PerchLogicFact   *fact,
          GError                **error)
{
  const PerchLogicVariable *variable;
  const char *name;

  if (fact->name >= puzzle->names->len ||
      (fact->other != PERCH_LOGIC_FACT_VALUE && fact->other >= puzzle->names->len))
    {
      g_set_error (error, PERCH_LOGIC_ERROR, PERCH_LOGIC_ERROR_NAME, "no such name");
      return FALSE;
    }
  name = g_ptr_array_index (puzzle->names, fact->name);
  if (ordered (puzzle, group, fact->name))
    {
      g_set_error (error, PERCH_LOGIC_ERROR, PERCH_LOGIC_ERROR_NAME,
                   "'%s' is a value (its group is in order), not a name with facts", name);
      return FALSE;
    }
  if (is_wide (puzzle, fact->name))
    {
      g_set_error (error, PERCH_LOGIC_ERROR, PERCH_LOGIC_ERROR_DOMAIN,
                   "'%s' has more than %d values: the grid has no cells for it", name,
                   PERCH_LOGIC_FACTS_VALUES_MAX);
      return FALSE;
    }
  if (fact->other == PERCH_LOGIC_FACT_VALUE)
    {
      variable = variable_of (puzzle, fact->name);
      if (fact->value < variable->min || fact->value > variable->max)
        {
          g_set_error (error, PERCH_LOGIC_ERROR, PERCH_LOGIC_ERROR_DOMAIN,
                       "'%s' cannot be %d: its values are %d..%d", name, fact->value,
                       variable->min, variable->max);
          return FALSE;
        }
      return TRUE;
    }
  if (!pairable (puzzle, group, fact->name, fact->other))
    {
      const char *other = g_ptr_array_index (puzzle->names, fact->other);

      if (group[fact->name] >= 0 && group[fact->name] == group[fact->other])
        g_set_error (error, PERCH_LOGIC_ERROR, PERCH_LOGIC_ERROR_NAME,
                     "'%s' and '%s' are in the same group: they never go together", name,
                     other);
      else
        g_set_error (error, PERCH_LOGIC_ERROR, PERCH_LOGIC_ERROR_NAME,
                     "'%s' and '%s' have no cell of the grid: facts about two names are for "
                     "names of two groups on the same domain", name, other);
      return FALSE;
    }
  return TRUE;
}

gboolean
perch_logic_fact_validate (const PerchLogicPuzzle *puzzle,
                           const PerchLogicFact   *fact,
                           GError                **error)
{
  g_autofree int *group = NULL;

  g_return_val_if_fail (puzzle != NULL && fact != NULL, FALSE);

  group = groups_of_names (puzzle);
  return validate (puzzle, group, fact, error);
}

static void
append_fact (GString                *out,
             const PerchLogicPuzzle *puzzle,
             const int              *group,
             const PerchLogicFact   *fact)
{
  g_string_append (out, g_ptr_array_index (puzzle->names, fact->name));
  g_string_append (out, fact->equal ? " = " : " != ");
  if (fact->other != PERCH_LOGIC_FACT_VALUE)
    g_string_append (out, g_ptr_array_index (puzzle->names, fact->other));
  else
    {
      const char *name = value_name (puzzle, group, fact->name, fact->value);

      if (name != NULL)
        g_string_append (out, name);
      else
        g_string_append_printf (out, "%d", fact->value);
    }
}

char *
perch_logic_fact_to_string (const PerchLogicPuzzle *puzzle,
                            const PerchLogicFact   *fact)
{
  return perch_logic_fact_list_to_string (puzzle, fact, 1);
}

char *
perch_logic_fact_list_to_string (const PerchLogicPuzzle *puzzle,
                                 const PerchLogicFact   *facts,
                                 guint                   n_facts)
{
  GString *out = g_string_new (NULL);
  g_autofree int *group = NULL;

  g_return_val_if_fail (puzzle != NULL && (facts != NULL || n_facts == 0), NULL);

  group = groups_of_names (puzzle);
  for (guint i = 0; i < n_facts; i++)
    {
      if (i > 0)
        g_string_append (out, ", ");
      append_fact (out, puzzle, group, &facts[i]);
    }
  return g_string_free (out, FALSE);
}

/* The text form */

typedef struct
{
  const PerchLogicPuzzle *puzzle;
  const int              *group;
  GHashTable             *names;      /* name -> index + 1 */
  PerchLogicLexer         lexer;
  PerchLogicToken         token;
  PerchLogicToken         previous;
  PerchLogicLocation     *location;
  GError                **error;
} FactParser;

static gboolean
fact_fail (FactParser            *parser,
           const PerchLogicToken *token,
           int                    code,
           const char            *format,
           ...) G_GNUC_PRINTF (4, 5);

static gboolean
fact_fail (FactParser            *parser,
           const PerchLogicToken *token,
           int                    code,
           const char            *format,
           ...)
{
  va_list args;

  va_start (args, format);
  if (parser->error != NULL && *parser->error == NULL)
    *parser->error = g_error_new_valist (PERCH_LOGIC_ERROR, code, format, args);
  va_end (args);
  if (parser->location != NULL)
    {
      parser->location->line = token->line;
      parser->location->column = token->column;
      parser->location->length = MAX (token->length, 1);
    }
  return FALSE;
}

static gboolean
fact_next (FactParser *parser)
{
  parser->previous = parser->token;
  if (perch_logic_lexer_next (&parser->lexer, &parser->token))
    return TRUE;
  return fact_fail (parser, &parser->token, PERCH_LOGIC_ERROR_SYNTAX,
                    "unexpected character here: a fact is 'name = value', 'name != value', "
                    "'name = name' or 'name != name'");
}

static char *
token_shown (const PerchLogicToken *token)
{
  g_autofree char *text = perch_logic_token_text (token);

  return perch_logic_shorten (text);
}

/* A name of the puzzle: its index, or -1 with the error set. */
static int
fact_name (FactParser *parser)
{
  g_autofree char *text = NULL;
  gpointer index;

  if (parser->token.kind != PERCH_LOGIC_TOKEN_NAME)
    {
      g_autofree char *shown = token_shown (&parser->token);

      fact_fail (parser, &parser->token, PERCH_LOGIC_ERROR_SYNTAX,
                 "expected a name, not %s", parser->token.kind == PERCH_LOGIC_TOKEN_END ||
                 parser->token.kind == PERCH_LOGIC_TOKEN_NEWLINE
                 ? perch_logic_token_describe (parser->token.kind) : shown);
      return -1;
    }
  text = perch_logic_token_text (&parser->token);
  index = g_hash_table_lookup (parser->names, text);
  if (index == NULL)
    {
      g_autofree char *shown = perch_logic_shorten (text);

      fact_fail (parser, &parser->token, PERCH_LOGIC_ERROR_NAME, "unknown name '%s'", shown);
      return -1;
    }
  return GPOINTER_TO_INT (index) - 1;
}

static gboolean
parse_fact (FactParser     *parser,
            PerchLogicFact *fact)
{
  PerchLogicToken first = parser->token, second;
  g_autoptr(GError) error = NULL;
  int name = fact_name (parser), other;
  gboolean negative = FALSE;

  if (name < 0 || !fact_next (parser))
    return FALSE;
  if (parser->token.kind != PERCH_LOGIC_TOKEN_EQ && parser->token.kind != PERCH_LOGIC_TOKEN_NE)
    {
      g_autofree char *shown = token_shown (&parser->token);

      return fact_fail (parser, &parser->token, PERCH_LOGIC_ERROR_SYNTAX,
                        "expected '=' or '!=' after '%s', not %s",
                        (const char *) g_ptr_array_index (parser->puzzle->names, name),
                        parser->token.kind == PERCH_LOGIC_TOKEN_END ||
                        parser->token.kind == PERCH_LOGIC_TOKEN_NEWLINE
                        ? perch_logic_token_describe (parser->token.kind) : shown);
    }
  fact->equal = parser->token.kind == PERCH_LOGIC_TOKEN_EQ;
  if (!fact_next (parser))
    return FALSE;
  if (parser->token.kind == PERCH_LOGIC_TOKEN_MINUS)
    {
      negative = TRUE;
      if (!fact_next (parser))
        return FALSE;
    }
  second = parser->token;
  fact->name = (guint) name;
  fact->value = 0;
  if (parser->token.kind == PERCH_LOGIC_TOKEN_NUMBER)
    {
      gint64 value = negative ? -parser->token.number : parser->token.number;

      fact->other = PERCH_LOGIC_FACT_VALUE;
      fact->value = (gint) CLAMP (value, G_MININT, G_MAXINT);
    }
  else if (!negative && parser->token.kind == PERCH_LOGIC_TOKEN_NAME)
    {
      other = fact_name (parser);
      if (other < 0)
        return FALSE;
      /* `monday = x` says what `x = monday` says. */
      if (ordered (parser->puzzle, parser->group, (guint) name) &&
          !ordered (parser->puzzle, parser->group, (guint) other))
        {
          int swap = name;

          name = other;
          other = swap;
          fact->name = (guint) name;
          first = second;
        }
      fact->other = (guint) other;
      if (ordered (parser->puzzle, parser->group, (guint) other))
        {
          const PerchLogicGroup *g = group_of (parser->puzzle, parser->group[other]);
          const PerchLogicGroup *own = group_of (parser->puzzle, parser->group[name]);

          if (own == NULL || own->min != g->min || own->max != g->max)
            return fact_fail (parser, &second, PERCH_LOGIC_ERROR_NAME,
                              "'%s' is a value of group '%s', which '%s' does not share",
                              (const char *) g_ptr_array_index (parser->puzzle->names, other),
                              g->name,
                              (const char *) g_ptr_array_index (parser->puzzle->names, name));
          fact->other = PERCH_LOGIC_FACT_VALUE;
          fact->value = (gint) variable_of (parser->puzzle, (guint) other)->min;
        }
    }
  else
    {
      g_autofree char *shown = token_shown (&parser->token);

      return fact_fail (parser, &parser->token, PERCH_LOGIC_ERROR_SYNTAX,
                        "expected a value or a name after '%s', not %s",
                        fact->equal ? "=" : "!=",
                        parser->token.kind == PERCH_LOGIC_TOKEN_END ||
                        parser->token.kind == PERCH_LOGIC_TOKEN_NEWLINE
                        ? perch_logic_token_describe (parser->token.kind) : shown);
    }
  if (!validate (parser->puzzle, parser->group, fact, &error))
    return fact_fail (parser, fact->other == PERCH_LOGIC_FACT_VALUE ? &second : &first,
                      error->code, "%s", error->message);
  return fact_next (parser);
}

GArray *
perch_logic_fact_list_parse (const PerchLogicPuzzle *puzzle,
                             const char             *text,
                             GArray                **places,
                             PerchLogicLocation     *location,
                             GError                **error)
{
  g_autoptr(GArray) facts = g_array_new (FALSE, FALSE, sizeof (PerchLogicFact));
  g_autoptr(GArray) where = g_array_new (FALSE, FALSE, sizeof (PerchLogicLocation));
  g_autofree int *group = NULL;
  g_autofree char *copy = NULL;
  g_autoptr(GHashTable) names = NULL;
  FactParser parser = { 0, };
  const char *end;

  g_return_val_if_fail (puzzle != NULL && text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!g_utf8_validate (text, -1, &end))
    {
      PerchLogicToken token = { 0, };

      copy = g_strndup (text, end - text);
      perch_logic_lexer_init (&parser.lexer, copy);
      parser.location = location;
      parser.error = error;
      /* Count the place of the first bad byte as the lexer would. */
      token.line = 1;
      token.column = 1;
      for (const char *c = copy; *c != '\0'; c = g_utf8_next_char (c))
        {
          if (*c == '\n')
            {
              token.line++;
              token.column = 1;
            }
          else
            token.column++;
        }
      fact_fail (&parser, &token, PERCH_LOGIC_ERROR_SYNTAX, "the facts are not UTF-8 text");
      return NULL;
    }

  /* ';' separates facts like ',' (the same length, so columns stay right). */
  copy = g_strdup (text);
  g_strdelimit (copy, ";", ',');
  group = groups_of_names (puzzle);
  names = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < puzzle->names->len; i++)
    g_hash_table_insert (names, g_ptr_array_index (puzzle->names, i), GINT_TO_POINTER (i + 1));
  parser.puzzle = puzzle;
  parser.group = group;
  parser.names = names;
  parser.location = location;
  parser.error = error;
  perch_logic_lexer_init (&parser.lexer, copy);
  if (!fact_next (&parser))
    return NULL;
  for (;;)
    {
      PerchLogicFact fact;
      PerchLogicLocation place;

      while (parser.token.kind == PERCH_LOGIC_TOKEN_NEWLINE ||
             parser.token.kind == PERCH_LOGIC_TOKEN_COMMA)
        if (!fact_next (&parser))
          return NULL;
      if (parser.token.kind == PERCH_LOGIC_TOKEN_END)
        break;
      place.line = parser.token.line;
      place.column = parser.token.column;
      if (!parse_fact (&parser, &fact))
        return NULL;
      /* From the fact's first token to its last one, on its line. */
      place.length = parser.previous.line == place.line
                     ? parser.previous.column + parser.previous.length - place.column : 1;
      g_array_append_val (facts, fact);
      g_array_append_val (where, place);
      if (parser.token.kind != PERCH_LOGIC_TOKEN_NEWLINE &&
          parser.token.kind != PERCH_LOGIC_TOKEN_COMMA &&
          parser.token.kind != PERCH_LOGIC_TOKEN_END)
        {
          g_autofree char *shown = token_shown (&parser.token);

          fact_fail (&parser, &parser.token, PERCH_LOGIC_ERROR_SYNTAX,
                     "expected ',' between two facts, not %s", shown);
          return NULL;
        }
    }
  if (places != NULL)
    *places = g_steal_pointer (&where);
  return g_steal_pointer (&facts);
}

GArray *
perch_logic_puzzle_list_cells (const PerchLogicPuzzle *puzzle)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (PerchLogicFact));
  g_autofree int *group = NULL;

  g_return_val_if_fail (puzzle != NULL, cells);

  group = groups_of_names (puzzle);
  for (guint x = 0; x < puzzle->names->len; x++)
    {
      const PerchLogicVariable *variable = variable_of (puzzle, x);

      if (ordered (puzzle, group, x) || is_wide (puzzle, x))
        continue;
      for (gint v = variable->min; v <= variable->max; v++)
        {
          PerchLogicFact cell = { x, PERCH_LOGIC_FACT_VALUE, v, TRUE };

          g_array_append_val (cells, cell);
        }
    }
  for (guint x = 0; x < puzzle->names->len; x++)
    for (guint y = x + 1; y < puzzle->names->len; y++)
      if (pairable (puzzle, group, x, y))
        {
          PerchLogicFact cell = { x, y, 0, TRUE };

          g_array_append_val (cells, cell);
        }
  return cells;
}

/* What is known */

PerchLogicFacts *
perch_logic_facts_new (const PerchLogicPuzzle *puzzle)
{
  PerchLogicFacts *facts;
  guint n;

  g_return_val_if_fail (puzzle != NULL, NULL);

  n = puzzle->names->len;
  facts = g_new0 (PerchLogicFacts, 1);
  facts->puzzle = puzzle;
  facts->n_names = n;
  facts->base = g_new (gint32, MAX (n, 1));
  facts->full = g_new0 (guint64, MAX (n, 1));
  facts->mask = g_new0 (guint64, MAX (n, 1));
  facts->group = groups_of_names (puzzle);
  facts->pairs = g_new0 (GArray *, MAX (n, 1));
  for (guint x = 0; x < n; x++)
    {
      const PerchLogicVariable *variable = variable_of (puzzle, x);
      gint64 span = (gint64) variable->max - variable->min + 1;

      facts->base[x] = variable->min;
      if (span <= PERCH_LOGIC_FACTS_VALUES_MAX)
        facts->full[x] = span == 64 ? G_MAXUINT64 : ((guint64) 1 << span) - 1;
      facts->mask[x] = facts->full[x];
      facts->pairs[x] = g_array_new (FALSE, FALSE, sizeof (PerchLogicPairMark));
    }
  return facts;
}

PerchLogicFacts *
perch_logic_facts_copy (const PerchLogicFacts *facts)
{
  PerchLogicFacts *copy;
  guint n;

  g_return_val_if_fail (facts != NULL, NULL);

  n = MAX (facts->n_names, 1);
  copy = g_new0 (PerchLogicFacts, 1);
  copy->puzzle = facts->puzzle;
  copy->n_names = facts->n_names;
  copy->base = g_memdup2 (facts->base, n * sizeof (gint32));
  copy->full = g_memdup2 (facts->full, n * sizeof (guint64));
  copy->mask = g_memdup2 (facts->mask, n * sizeof (guint64));
  copy->group = g_memdup2 (facts->group, n * sizeof (int));
  copy->pairs = g_new0 (GArray *, n);
  for (guint x = 0; x < facts->n_names; x++)
    {
      copy->pairs[x] = g_array_new (FALSE, FALSE, sizeof (PerchLogicPairMark));
      g_array_append_vals (copy->pairs[x], facts->pairs[x]->data, facts->pairs[x]->len);
    }
  return copy;
}

void
perch_logic_facts_free (PerchLogicFacts *facts)
{
  if (facts == NULL)
    return;
  for (guint x = 0; x < facts->n_names; x++)
    g_array_unref (facts->pairs[x]);
  g_free (facts->pairs);
  g_free (facts->base);
  g_free (facts->full);
  g_free (facts->mask);
  g_free (facts->group);
  g_free (facts);
}

static const PerchLogicPairMark *
find_pair (const PerchLogicFacts *facts,
           guint                  x,
           guint                  y)
{
  GArray *marks = facts->pairs[x];

  for (guint i = 0; i < marks->len; i++)
    if (g_array_index (marks, PerchLogicPairMark, i).other == y)
      return &g_array_index (marks, PerchLogicPairMark, i);
  return NULL;
}

static PerchLogicCell
lookup_pair (const PerchLogicFacts *facts,
             guint                  x,
             guint                  y)
{
  const PerchLogicPairMark *mark = find_pair (facts, x, y);
  guint64 a = facts->mask[x], b = facts->mask[y];

  if (mark != NULL)
    return mark->equal ? PERCH_LOGIC_CELL_YES : PERCH_LOGIC_CELL_NO;
  /* The same domain, so the same bits. */
  if ((a & b) == 0)
    return PERCH_LOGIC_CELL_NO;
  if (a == b && perch_logic_is_single (a))
    return PERCH_LOGIC_CELL_YES;
  return PERCH_LOGIC_CELL_BLANK;
}

PerchLogicCell
perch_logic_facts_lookup (const PerchLogicFacts *facts,
                          const PerchLogicFact  *fact)
{
  PerchLogicCell cell;

  g_return_val_if_fail (facts != NULL && fact != NULL, PERCH_LOGIC_CELL_BLANK);
  g_return_val_if_fail (fact->name < facts->n_names, PERCH_LOGIC_CELL_BLANK);

  if (fact->other == PERCH_LOGIC_FACT_VALUE)
    {
      guint64 bit = perch_logic_bit (facts, fact->name, fact->value);
      guint64 mask = facts->mask[fact->name];

      if (facts->full[fact->name] == 0)
        cell = PERCH_LOGIC_CELL_BLANK;
      else if ((mask & bit) == 0)
        cell = PERCH_LOGIC_CELL_NO;
      else if (mask == bit)
        cell = PERCH_LOGIC_CELL_YES;
      else
        cell = PERCH_LOGIC_CELL_BLANK;
    }
  else
    {
      g_return_val_if_fail (fact->other < facts->n_names, PERCH_LOGIC_CELL_BLANK);
      if (!perch_logic_facts_pairable (facts, fact->name, fact->other))
        return PERCH_LOGIC_CELL_BLANK;
      cell = lookup_pair (facts, fact->name, fact->other);
    }
  if (!fact->equal && cell != PERCH_LOGIC_CELL_BLANK)
    cell = cell == PERCH_LOGIC_CELL_YES ? PERCH_LOGIC_CELL_NO : PERCH_LOGIC_CELL_YES;
  return cell;
}

gboolean
perch_logic_facts_get_value (const PerchLogicFacts *facts,
                             guint                  name,
                             gint                  *value)
{
  g_return_val_if_fail (facts != NULL && name < facts->n_names, FALSE);

  if (!perch_logic_is_single (facts->mask[name]))
    return FALSE;
  if (value != NULL)
    *value = facts->base[name] + __builtin_ctzll (facts->mask[name]);
  return TRUE;
}

gboolean
perch_logic_facts_is_solved (const PerchLogicFacts *facts)
{
  g_return_val_if_fail (facts != NULL, FALSE);

  for (guint x = 0; x < facts->n_names; x++)
    if (!perch_logic_is_single (facts->mask[x]))
      return FALSE;
  return TRUE;
}

/* Adding, with a pen: work through a list of changes until nothing more is filled. */

typedef struct
{
  PerchLogicFacts *facts;
  GArray          *fixed;   /* of guint: names that just got their value */
} Pen;

static gboolean pen_pair (Pen *pen, guint x, guint y, gboolean equal, gboolean filled);

static gboolean
pen_keep (Pen     *pen,
          guint    x,
          guint64  keep)
{
  PerchLogicFacts *facts = pen->facts;
  guint64 mask = facts->mask[x] & keep;

  if (mask == facts->mask[x])
    return TRUE;
  if (mask == 0)
    return FALSE;
  facts->mask[x] = mask;
  for (guint i = 0; i < facts->pairs[x]->len; i++)
    {
      const PerchLogicPairMark *mark = &g_array_index (facts->pairs[x], PerchLogicPairMark, i);

      if (mark->equal && (facts->mask[mark->other] & mask) == 0)
        return FALSE;
    }
  if (perch_logic_is_single (mask))
    g_array_append_val (pen->fixed, x);
  return TRUE;
}

/* A name with its value: no other name of its group has it; what was said of the pairs
 * must still hold. */
static gboolean
pen_fixed (Pen   *pen,
           guint  x)
{
  PerchLogicFacts *facts = pen->facts;
  const PerchLogicGroup *group = group_of (facts->puzzle, facts->group[x]);
  guint64 bit = facts->mask[x];
  GArray *marks = facts->pairs[x];

  for (guint m = 0; group != NULL && m < group->members->len; m++)
    {
      guint y = g_array_index (group->members, guint, m);

      if (y != x && !pen_keep (pen, y, ~bit))
        return FALSE;
    }
  for (guint i = 0; i < marks->len; i++)
    {
      const PerchLogicPairMark *mark = &g_array_index (marks, PerchLogicPairMark, i);

      if (mark->equal ? (facts->mask[mark->other] & bit) == 0 : facts->mask[mark->other] == bit)
        return FALSE;
    }
  return TRUE;
}

static void
set_pair (PerchLogicFacts *facts,
          guint            x,
          guint            y,
          gboolean         equal,
          gboolean         pen)
{
  PerchLogicPairMark there = { y, equal, pen }, back = { x, equal, pen };

  g_array_append_val (facts->pairs[x], there);
  g_array_append_val (facts->pairs[y], back);
}

/* x and y go together (or not); a ✓ crosses out the rest of its row and column. */
static gboolean
pen_pair (Pen      *pen,
          guint     x,
          guint     y,
          gboolean  equal,
          gboolean  filled)
{
  PerchLogicFacts *facts = pen->facts;
  PerchLogicCell cell = lookup_pair (facts, x, y);
  const PerchLogicGroup *groups[2];
  guint ends[2] = { x, y };

  if (cell != PERCH_LOGIC_CELL_BLANK)
    return (cell == PERCH_LOGIC_CELL_YES) == equal;
  set_pair (facts, x, y, equal, filled);
  if (!equal)
    return TRUE;
  groups[0] = group_of (facts->puzzle, facts->group[y]);
  groups[1] = group_of (facts->puzzle, facts->group[x]);
  for (guint side = 0; side < 2; side++)
    for (guint m = 0; m < groups[side]->members->len; m++)
      {
        guint z = g_array_index (groups[side]->members, guint, m);

        if (z != ends[1 - side] && !pen_pair (pen, ends[side], z, FALSE, TRUE))
          return FALSE;
      }
  return TRUE;
}

static gboolean
pen_add (Pen                  *pen,
         const PerchLogicFact *fact)
{
  PerchLogicFacts *facts = pen->facts;

  if (fact->other == PERCH_LOGIC_FACT_VALUE)
    {
      guint64 bit = perch_logic_bit (facts, fact->name, fact->value);

      if (!pen_keep (pen, fact->name, fact->equal ? bit : ~bit))
        return FALSE;
    }
  else if (!pen_pair (pen, fact->name, fact->other, fact->equal, FALSE))
    return FALSE;
  while (pen->fixed->len > 0)
    {
      guint x = g_array_index (pen->fixed, guint, pen->fixed->len - 1);

      g_array_set_size (pen->fixed, pen->fixed->len - 1);
      if (!pen_fixed (pen, x))
        return FALSE;
    }
  return TRUE;
}

gboolean
perch_logic_facts_add (PerchLogicFacts      *facts,
                       const PerchLogicFact *fact)
{
  g_autoptr(PerchLogicFacts) saved = NULL;
  g_autoptr(GArray) fixed = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GError) error = NULL;
  Pen pen = { facts, fixed };

  g_return_val_if_fail (facts != NULL && fact != NULL, FALSE);

  if (!validate (facts->puzzle, facts->group, fact, &error))
    {
      g_critical ("%s: %s", G_STRFUNC, error->message);
      return FALSE;
    }
  saved = perch_logic_facts_copy (facts);
  if (pen_add (&pen, fact))
    return TRUE;
  /* Put back what was there. */
  memcpy (facts->mask, saved->mask, MAX (facts->n_names, 1) * sizeof (guint64));
  for (guint x = 0; x < facts->n_names; x++)
    {
      GArray *swap = facts->pairs[x];

      facts->pairs[x] = saved->pairs[x];
      saved->pairs[x] = swap;
    }
  return FALSE;
}
