/* perch-logic-explain-text.c: a step in words
 *
 * A clue speaks in its own words: the comment on its line or just above it (above a run of
 * clue lines, for all of them), else its text. The frames around them ("Line %u: %s", "as %s,
 * %s") are marked for translation; perch-cli asks for English, the page for the user's
 * language.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "perch-logic-explain.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "perch-logic-facts-private.h"

#define THEN_SHOWN 4   /* facts a case split shows before "…" */

typedef struct
{
  const PerchLogicPuzzle *puzzle;
  gboolean                translate;
  char                  **lines;   /* the puzzle's text */
  guint                   n_lines;
  gboolean               *clue_line;   /* per line (from 1): part of a clue */
} Words;

static const char *tr (const Words *words,
                       const char  *text) G_GNUC_FORMAT (2);

static const char *
tr (const Words *words,
    const char  *text)
{
  return words->translate ? g_dgettext (GETTEXT_PACKAGE, text) : text;
}

static const PerchLogicStatement *
statement_on (const PerchLogicPuzzle *puzzle,
              guint                   line)
{
  for (guint s = 0; s < puzzle->statements->len; s++)
    {
      const PerchLogicStatement *statement = &g_array_index (puzzle->statements,
                                                             PerchLogicStatement, s);

      if (statement->line == line)
        return statement;
    }
  return NULL;
}

static void
words_init (Words                  *words,
            const PerchLogicPuzzle *puzzle,
            gboolean                translate)
{
  words->puzzle = puzzle;
  words->translate = translate;
  words->lines = g_strsplit (puzzle->text != NULL ? puzzle->text : "", "\n", -1);
  words->n_lines = g_strv_length (words->lines);
  words->clue_line = g_new0 (gboolean, words->n_lines + 2);
  for (guint s = 0; s < puzzle->statements->len; s++)
    {
      const PerchLogicStatement *statement = &g_array_index (puzzle->statements,
                                                             PerchLogicStatement, s);

      for (guint l = statement->line; statement->clue && l <= statement->last_line &&
           l <= words->n_lines; l++)
        words->clue_line[l] = TRUE;
    }
}

static void
words_clear (Words *words)
{
  g_strfreev (words->lines);
  g_free (words->clue_line);
}

/* The text of a line (from 1) before its comment, and the comment (NULL without one). */
static char *
line_code (const Words *words,
           guint        line,
           char       **comment)
{
  const char *text = line >= 1 && line <= words->n_lines ? words->lines[line - 1] : "";
  const char *hash = strchr (text, '#');
  g_autofree char *code = hash != NULL ? g_strndup (text, hash - text) : g_strdup (text);

  if (comment != NULL)
    *comment = hash != NULL ? g_strstrip (g_strdup (hash + 1)) : NULL;
  return g_strdup (g_strstrip (code));
}

static gboolean
is_comment_line (const Words *words,
                 guint        line)
{
  g_autofree char *comment = NULL;
  g_autofree char *code = line_code (words, line, &comment);

  return code[0] == '\0' && comment != NULL;
}

/* Blanks in a row become one, and the end's punctuation goes. */
static char *
tidy (GString *text)
{
  g_autoptr(GString) out = g_string_new (NULL);

  for (const char *c = text->str; *c != '\0'; c++)
    {
      gboolean blank = g_ascii_isspace (*c);

      if (!blank || (out->len > 0 && out->str[out->len - 1] != ' '))
        g_string_append_c (out, blank ? ' ' : *c);
    }
  while (out->len > 0 && strchr (" .,;:", out->str[out->len - 1]) != NULL)
    g_string_truncate (out, out->len - 1);
  g_string_free (text, TRUE);
  return g_strdup (out->str);
}

/* The statement's own text, without comments. */
static char *
statement_code (const Words               *words,
                const PerchLogicStatement *statement)
{
  GString *text = g_string_new (NULL);

  for (guint l = statement->line; l <= MAX (statement->last_line, statement->line); l++)
    {
      g_autofree char *code = line_code (words, l, NULL);

      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, code);
    }
  return tidy (text);
}

/* The comment on the statement's lines, else the comment lines just above it or above the
 * clue lines just above it; NULL when there is none. */
static char *
statement_comment (const Words               *words,
                   const PerchLogicStatement *statement)
{
  GString *text = g_string_new (NULL);
  guint top;

  for (guint l = statement->line; l <= MAX (statement->last_line, statement->line); l++)
    {
      g_autofree char *comment = NULL;
      g_autofree char *code = line_code (words, l, &comment);

      if (comment != NULL && comment[0] != '\0')
        {
          if (text->len > 0)
            g_string_append_c (text, ' ');
          g_string_append (text, comment);
        }
    }
  if (text->len > 0)
    return tidy (text);

  top = statement->line;
  while (top > 1 && words->clue_line[top - 1])
    top--;
  while (top > 1 && is_comment_line (words, top - 1))
    top--;
  for (guint l = top; l < statement->line && is_comment_line (words, l); l++)
    {
      g_autofree char *comment = NULL;
      g_autofree char *code = line_code (words, l, &comment);

      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, comment);
    }
  if (text->len == 0)
    {
      g_string_free (text, TRUE);
      return NULL;
    }
  return tidy (text);
}

static char *
name_words (const Words *words,
            guint        name)
{
  char *text = g_strdup (g_ptr_array_index (words->puzzle->names, name));

  return g_strdelimit (text, "_", ' ');
}

static char *
value_words (const Words *words,
             guint        name,
             gint         value)
{
  PerchLogicFact fact = { name, PERCH_LOGIC_FACT_VALUE, value, TRUE };
  g_autofree char *text = perch_logic_fact_to_string (words->puzzle, &fact);
  const char *after = strstr (text, " = ");

  /* What follows "name = " is the value as the facts write it (a name `in order` or not). */
  return g_strdelimit (g_strdup (after != NULL ? after + 3 : text), "_", ' ');
}

/* "a", "a and b", "a, b and c" (or with "or"). */
static char *
join (const Words *words,
      GPtrArray   *items,
      gboolean     with_or)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < items->len; i++)
    {
      if (i > 0 && i + 1 == items->len)
        g_string_append (out, with_or
                              /* Translators: between the last two of a list: "1, 2 or 4" */
                              ? tr (words, N_(" or "))
                              /* Translators: between the last two of a list: "a, b and c" */
                              : tr (words, N_(" and ")));
      else if (i > 0)
        g_string_append (out, ", ");
      g_string_append (out, g_ptr_array_index (items, i));
    }
  return g_string_free (out, FALSE);
}

/* The facts in words; values a name does not have are said together ("red is not 1 or 2"). */
static char *
facts_words (const Words          *words,
             const PerchLogicFact *facts,
             guint                 n_facts)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < n_facts; i++)
    {
      const PerchLogicFact *fact = &facts[i];
      g_autofree char *name = name_words (words, fact->name);

      if (fact->other != PERCH_LOGIC_FACT_VALUE)
        {
          g_autofree char *other = name_words (words, fact->other);

          g_ptr_array_add (parts, g_strdup_printf (fact->equal
                                                   /* Translators: two names of a logic puzzle
                                                    * with the same value (a ✓ of the grid):
                                                    * "englishman goes with red" */
                                                   ? tr (words, N_("%s goes with %s"))
                                                   /* Translators: a ✗ of the grid */
                                                   : tr (words, N_("%s does not go with %s")),
                                                   name, other));
        }
      else if (fact->equal)
        {
          g_autofree char *value = value_words (words, fact->name, fact->value);

          /* Translators: a name and its value: "milk is 3", "fletcher is monday" */
          g_ptr_array_add (parts, g_strdup_printf (tr (words, N_("%s is %s")), name, value));
        }
      else
        {
          g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func (g_free);
          g_autofree char *list = NULL;
          guint j;

          /* This fact and the next ones that deny values of the same name. */
          for (j = i; j < n_facts; j++)
            {
              const PerchLogicFact *next = &facts[j];

              if (next->name != fact->name || next->other != PERCH_LOGIC_FACT_VALUE ||
                  next->equal)
                break;
              g_ptr_array_add (values, value_words (words, next->name, next->value));
            }
          i = j - 1;
          list = join (words, values, TRUE);
          /* Translators: a name and values it does not have: "red is not 1 or 2" */
          g_ptr_array_add (parts, g_strdup_printf (tr (words, N_("%s is not %s")), name, list));
        }
    }
  return join (words, parts, FALSE);
}

/* "line 13: The Englishman lives in the red house (englishman = red)" */
static char *
clue_words (const Words *words,
            guint        line)
{
  const PerchLogicStatement *statement = statement_on (words->puzzle, line);
  g_autofree char *code = NULL;
  g_autofree char *comment = NULL;

  if (statement == NULL)
    /* Translators: a line of the puzzle's text */
    return g_strdup_printf (tr (words, N_("line %u")), line);
  code = statement_code (words, statement);
  comment = statement_comment (words, statement);
  if (comment != NULL)
    /* Translators: a clue: its line, its comment ("The Englishman lives in the red house")
     * and its text ("englishman = red") */
    return g_strdup_printf (tr (words, N_("line %u: %s (%s)")), line, comment, code);
  /* Translators: a clue without a comment: its line and its text ("englishman = red") */
  return g_strdup_printf (tr (words, N_("line %u: %s")), line, code);
}

static char *
rule_words (const Words          *words,
            const PerchLogicStep *step)
{
  const char *group;

  /* Two ✓ that meet, or the letters of an alphametic: the facts say it all. */
  if (step->group < 0 || step->clues->len == 0)
    return NULL;
  group = perch_logic_puzzle_get_group_name (words->puzzle, (guint) step->group);
  /* Translators: the rule of a group of a logic puzzle: its line, its name ("colour") */
  return g_strdup_printf (tr (words, N_("line %u: no two names of the group %s have the same "
                                         "value")),
                          g_array_index (step->clues, guint, 0), group);
}

/* What the pen fills after the step that it does not say: a name left with one value. */
static GArray *
left_with_one (const PerchLogicStep *step)
{
  GArray *values = g_array_new (FALSE, FALSE, sizeof (PerchLogicFact));

  for (guint i = 0; i < step->fills->len; i++)
    {
      const PerchLogicFact *cell = &g_array_index (step->fills, PerchLogicFact, i);
      gboolean said = FALSE;

      if (cell->other != PERCH_LOGIC_FACT_VALUE || !cell->equal)
        continue;
      for (guint d = 0; d < step->derives->len && !said; d++)
        {
          const PerchLogicFact *fact = &g_array_index (step->derives, PerchLogicFact, d);

          said = fact->name == cell->name && fact->other == PERCH_LOGIC_FACT_VALUE &&
                 fact->equal;
        }
      if (!said)
        g_array_append_val (values, *cell);
    }
  return values;
}

static char *
capitalize (char *text)
{
  gunichar first = g_utf8_get_char (text);
  char head[8] = { 0, };
  char *result;

  if (text[0] == '\0' || !g_unichar_islower (first))
    return text;
  g_unichar_to_utf8 (g_unichar_totitle (first), head);
  result = g_strconcat (head, g_utf8_next_char (text), NULL);
  g_free (text);
  return result;
}

char *
perch_logic_step_to_text (const PerchLogicPuzzle *puzzle,
                          const PerchLogicStep   *step,
                          gboolean                translate)
{
  Words words;
  g_autoptr(GPtrArray) intro = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *head = NULL;
  g_autofree char *uses = NULL;
  g_autofree char *found = NULL;
  g_autoptr(GArray) left = NULL;
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (puzzle != NULL && step != NULL, NULL);

  words_init (&words, puzzle, translate);
  if (step->kind == PERCH_LOGIC_STEP_GRID)
    {
      char *rule = rule_words (&words, step);

      if (rule != NULL)
        g_ptr_array_add (intro, rule);
    }
  else if (step->kind != PERCH_LOGIC_STEP_SEARCH)
    for (guint i = 0; i < step->clues->len; i++)
      g_ptr_array_add (intro, clue_words (&words, g_array_index (step->clues, guint, i)));
  g_ptr_array_add (intro, NULL);
  head = g_strjoinv ("; ", (char **) intro->pdata);
  uses = step->uses->len > 0 ? facts_words (&words, (PerchLogicFact *) step->uses->data,
                                            step->uses->len) : NULL;
  found = facts_words (&words, (PerchLogicFact *) step->derives->data, step->derives->len);
  left = left_with_one (step);

  switch (step->kind)
    {
    case PERCH_LOGIC_STEP_CASES:
      {
        g_autofree char *hypothesis = facts_words (&words, &step->hypothesis, 1);
        g_autofree char *then = NULL;

        g_string_append (out, head);
        g_string_append (out, "; ");
        if (uses != NULL)
          /* Translators: the facts a case split starts from ("red is not 1") */
          g_string_append_printf (out, tr (&words, N_("as %s, ")), uses);
        if (step->then != NULL && step->then->len > 0)
          {
            g_autofree char *shown = facts_words (&words, (PerchLogicFact *) step->then->data,
                                                  MIN (step->then->len, THEN_SHOWN));

            then = g_strconcat (shown, step->then->len > THEN_SHOWN ? "…" : "", NULL);
            /* Translators: a case split: the case ("englishman is 2"), what follows from it
             * ("red is 2") and the line of the clue that then cannot hold */
            g_string_append_printf (out, tr (&words, N_("if %s, then %s, which contradicts "
                                                        "line %u")),
                                    hypothesis, then, step->contradicts);
          }
        else
          /* Translators: a case split: the case ("englishman is 2") and the line of the
           * clue that then cannot hold */
          g_string_append_printf (out, tr (&words, N_("if %s, line %u cannot hold")),
                                  hypothesis, step->contradicts);
        /* Translators: the end of a case split: what it finds ("englishman is not 2") */
        g_string_append_printf (out, tr (&words, N_("; so %s")), found);
        break;
      }
    case PERCH_LOGIC_STEP_SEARCH:
      {
        g_autofree char *hypothesis = facts_words (&words, &step->hypothesis, 1);

        /* Translators: the last resort: the case tried ("x is not 1"), what it finds ("x is
         * 1") */
        g_string_append_printf (out, tr (&words, N_("Trying every case: if %s, no way of "
                                                    "filling in the rest satisfies every clue; "
                                                    "so %s")), hypothesis, found);
        break;
      }
    case PERCH_LOGIC_STEP_GRID:
    case PERCH_LOGIC_STEP_CLUE:
    case PERCH_LOGIC_STEP_CLUES:
    default:
      if (head[0] != '\0' && uses != NULL)
        /* Translators: a step: its clues ("Line 13: ..."), the facts it uses ("red is not
         * 1") and what it finds ("englishman is not 1") */
        g_string_append_printf (out, tr (&words, N_("%s; as %s, %s")), head, uses, found);
      else if (head[0] != '\0')
        /* Translators: a step: its clue ("Line 13: ...") and what it finds */
        g_string_append_printf (out, tr (&words, N_("%s, so %s")), head, found);
      else
        /* Translators: a step on the grid alone: the facts it uses and what it finds */
        g_string_append_printf (out, tr (&words, N_("As %s, %s")), uses != NULL ? uses : "",
                                found);
      break;
    }
  if (left->len > 0)
    {
      g_autofree char *more = facts_words (&words, (PerchLogicFact *) left->data, left->len);

      /* Translators: after a step, a name left with one value ("englishman is 3") */
      g_string_append_printf (out, tr (&words, N_(" (and so %s)")), more);
    }
  g_string_append_c (out, '.');
  words_clear (&words);
  return capitalize (g_string_free (out, FALSE));
}

char *
perch_logic_step_to_summary (const PerchLogicPuzzle *puzzle,
                             const PerchLogicStep   *step)
{
  GString *out = g_string_new (NULL);
  g_autofree char *uses = NULL;
  g_autofree char *found = NULL;

  g_return_val_if_fail (puzzle != NULL && step != NULL, NULL);

  if (step->kind == PERCH_LOGIC_STEP_SEARCH)
    g_string_append (out, "search");
  else if (step->kind == PERCH_LOGIC_STEP_GRID && step->group >= 0)
    g_string_append_printf (out, "group %s",
                            perch_logic_puzzle_get_group_name (puzzle, (guint) step->group));
  else if (step->clues->len > 0)
    {
      g_string_append (out, step->clues->len > 1 ? "lines " : "line ");
      for (guint i = 0; i < step->clues->len; i++)
        g_string_append_printf (out, "%s%u", i > 0 ? ", " : "",
                                g_array_index (step->clues, guint, i));
    }
  if (step->uses->len > 0)
    {
      uses = perch_logic_fact_list_to_string (puzzle, (PerchLogicFact *) step->uses->data,
                                              step->uses->len);
      g_string_append_printf (out, "%s(%s)", out->len > 0 ? " + " : "", uses);
    }
  if (step->kind == PERCH_LOGIC_STEP_CASES || step->kind == PERCH_LOGIC_STEP_SEARCH)
    {
      g_autofree char *hypothesis = perch_logic_fact_to_string (puzzle, &step->hypothesis);

      g_string_append_printf (out, ", if %s", hypothesis);
    }
  found = perch_logic_fact_list_to_string (puzzle, (PerchLogicFact *) step->derives->data,
                                           step->derives->len);
  g_string_append_printf (out, ": %s", found);
  return g_string_free (out, FALSE);
}
