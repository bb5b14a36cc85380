/* perch-ballsort-labels.c: the Ball Sort page's words for the core's values
 *
 * The core says what is wrong with a level, a move or a saved game in English
 * only. Its messages are recognised here by the patterns it writes them from (the
 * table below, checked against the core by test-ballsort-labels: every message the
 * core can write is made there and must be recognised) and worded anew, a message
 * inside a message too; one that is not recognised is shown as the core wrote it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-ballsort"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "perch-ballsort-builtin.h"
#include "perch-ballsort-labels.h"

char *
perch_ballsort_label_title (PerchBallsortSource  source,
                            const char          *name)
{
  const PerchBallsortBuiltin *builtin;
  PerchBallsortDifficulty difficulty;

  switch (source)
    {
    case PERCH_BALLSORT_SOURCE_BUILTIN:
      builtin = name != NULL ? perch_ballsort_builtin_find (name) : NULL;
      return g_strdup (builtin != NULL ? _(builtin->name) : _("Ball Sort"));
    case PERCH_BALLSORT_SOURCE_RANDOM:
      return g_strdup (_("Random Level"));
    case PERCH_BALLSORT_SOURCE_TYPED:
      return g_strdup (_("Your Level"));
    case PERCH_BALLSORT_SOURCE_PASTED:
      return g_strdup (_("Pasted Level"));
    case PERCH_BALLSORT_SOURCE_DIFFICULTY:
      if (name == NULL || !perch_ballsort_difficulty_from_string (name, &difficulty))
        return g_strdup (_("Ball Sort"));
      switch (difficulty)
        {
        case PERCH_BALLSORT_DIFFICULTY_EASY:   return g_strdup (_("Easy Level"));
        case PERCH_BALLSORT_DIFFICULTY_MEDIUM: return g_strdup (_("Medium Level"));
        case PERCH_BALLSORT_DIFFICULTY_HARD:   return g_strdup (_("Hard Level"));
        case PERCH_BALLSORT_DIFFICULTY_EXPERT:
        default:                               return g_strdup (_("Expert Level"));
        }
    case PERCH_BALLSORT_SOURCE_DAILY:
      {
        g_autoptr(GDateTime) date = NULL;
        g_autofree char *day = NULL;
        guint year, month, mday;

        if (name == NULL || sscanf (name, "%4u-%2u-%2u", &year, &month, &mday) != 3 ||
            (date = g_date_time_new_utc (year, month, mday, 0, 0, 0)) == NULL)
          return g_strdup (_("Level of the Day"));
        /* Translators: the date in the title of the level of the day, as
         * g_date_time_format() writes it: "%d.%m.%Y", say */
        /* xgettext:no-c-format */
        day = g_date_time_format (date, _("%Y-%m-%d"));
        /* Translators: %s is a date */
        return g_strdup_printf (_("Level of the Day, %s"), day);
      }
    case PERCH_BALLSORT_SOURCE_NAMED:
    default:
      return g_strdup (name != NULL && *name != '\0' ? name : _("Ball Sort"));
    }
}

const char *
perch_ballsort_label_verdict (PerchBallsortVerdict verdict)
{
  switch (verdict)
    {
    case PERCH_BALLSORT_VERDICT_TARGET_FULL:
      return _("That bottle is full");
    case PERCH_BALLSORT_VERDICT_COLOUR_MISMATCH:
      return _("A ball can only go onto a ball of its own colour");
    case PERCH_BALLSORT_VERDICT_SOURCE_EMPTY:
      return _("That bottle is empty");
    case PERCH_BALLSORT_VERDICT_LEGAL:
    case PERCH_BALLSORT_VERDICT_NO_SUCH_BOTTLE:
    case PERCH_BALLSORT_VERDICT_SAME_BOTTLE:
    default:
      return _("That move is not allowed");
    }
}

/* What the solver found about the position now, or NULL for nothing. */
const char *
perch_ballsort_label_finding (PerchBallsortFinding finding)
{
  switch (finding)
    {
    case PERCH_BALLSORT_FINDING_UNSOLVABLE:
      return _("No solution exists from this position");
    case PERCH_BALLSORT_FINDING_TOO_LARGE:
      return _("Too large to solve within the memory budget");
    case PERCH_BALLSORT_FINDING_NONE:
    default:
      return NULL;
    }
}

const char *
perch_ballsort_label_difficulty (PerchBallsortDifficulty difficulty)
{
  return _(perch_ballsort_difficulty_name (difficulty));
}

/* What levels of @difficulty are like: "25–28 moves · 7 colours". */
char *
perch_ballsort_label_shape (PerchBallsortDifficulty difficulty,
                            PerchBallsortModel      model)
{
  PerchBallsortDifficultyShape shape;
  g_autofree char *moves = NULL;
  g_autofree char *colours = NULL;

  perch_ballsort_difficulty_shape (difficulty, model, &shape);
  if (model == PERCH_BALLSORT_MODEL_WATER)
    /* Translators: the lengths of a difficulty's levels, such as "21–24 pours" */
    moves = g_strdup_printf (ngettext ("%u–%u pour", "%u–%u pours", shape.max_moves),
                             shape.min_moves, shape.max_moves);
  else
    /* Translators: the lengths of a difficulty's levels, such as "25–28 moves" */
    moves = g_strdup_printf (ngettext ("%u–%u move", "%u–%u moves", shape.max_moves),
                             shape.min_moves, shape.max_moves);
  colours = g_strdup_printf (ngettext ("%u colour", "%u colours", shape.colours), shape.colours);
  /* Translators: a difficulty's lengths and its colours, "25–28 moves · 7 colours" */
  return g_strdup_printf (_("%s · %s"), moves, colours);
}

/* How a search goes: how large it is, and how far the proof has come. */
char *
perch_ballsort_label_search (const PerchBallsortSearchInfo *info)
{
  g_autofree char *count = g_strdup_printf ("%'" G_GUINT64_FORMAT, info->stored);
  g_autofree char *positions = NULL;
  g_autofree char *memory = g_format_size (info->memory);
  g_autofree char *budget = g_format_size (info->budget);
  g_autofree char *size = NULL;

  /* Translators: a count of positions searched (its digits grouped as the locale does) */
  positions = g_strdup_printf (ngettext ("%s position", "%s positions",
                                         (gulong) MIN (info->stored, G_MAXULONG)), count);
  /* Translators: positions kept, and the memory they take of what the search may take:
   * "1,234,567 positions in 120 MB of 6.0 GB" */
  size = g_strdup_printf (_("%s in %s of %s"), positions, memory, budget);
  if (!info->exact)
    /* Translators: %s is the size of the search */
    return g_strdup_printf (_("Looking for any solution: %s"), size);
  /* Translators: the proof so far (no solution is shorter), and the size of the search */
  return g_strdup_printf (ngettext ("At least %u move: %s", "At least %u moves: %s", info->bound),
                          info->bound, size);
}

/* The core's messages, by the pattern each is written from. */

#define MAX_ARGS 4

/* A message of the core: its pattern (exactly as the core writes it, with %s, %u
 * and %d), its words for the user (every value a %s, in the pattern's order, or
 * %N$s), and which values are messages of their own, to be worded too. */
typedef struct
{
  const char *pattern;
  const char *words;
  guint       nested;    /* bit i: value i is a message */
} Message;

static const Message messages[] = {
  /* The level reader (perch-ballsort-level.c, perch-ballsort-file.c). */
  { "the level is empty: write bottles separated by '|', balls top first, '-' for an empty "
    "bottle", N_("the level is empty: write bottles separated by “|”, balls top first, “-” "
                 "for an empty bottle") },
  { "more than %d bottles", N_("more than %s bottles") },
  { "bottle %u: '-' marks an empty bottle and stands alone",
    N_("bottle %s: “-” marks an empty bottle and stands alone") },
  /* Translators: a bottle's number, the text found there, the longest colour name */
  { "bottle %u: '%s' is not a colour (a colour is 1 to %d lowercase letters or digits, starting "
    "with a letter)", N_("bottle %s: “%s” is not a colour (a colour is 1 to %s lowercase "
                         "letters or digits, starting with a letter)") },
  { "bottle %u holds more than %d balls", N_("bottle %s holds more than %s balls") },
  { "more than %d colours", N_("more than %s colours") },
  { "bottle %u is blank: write '-' for an empty bottle",
    N_("bottle %s is blank: write “-” for an empty bottle") },
  { "one level per line: unexpected text after the end of the line",
    N_("one level per line: unexpected text after the end of the line") },
  { "every bottle is empty: a level needs balls",
    N_("every bottle is empty: a level needs balls") },
  { "each colour has %u balls: the capacity must be %d to %d",
    N_("each colour has %s balls: the capacity must be %s to %s") },
  { "bottle %u holds %u balls, more than the capacity %u",
    N_("bottle %s holds %s balls, more than the capacity %s") },
  { "a NUL byte: this is not a text file", N_("a NUL byte: this is not a text file") },
  { "no level found: every line is blank or a comment",
    N_("no level found: every line is blank or a comment") },
  /* Translators: a place in a file, and what is wrong there */
  { "line %u, column %u: %s", N_("line %s, column %s: %s"), 1 << 2 },
  /* Translators: a place in a level's line, and what is wrong there */
  { "column %u: %s", N_("column %s: %s"), 1 << 1 },

  /* Moves (perch-ballsort-level.c, perch-ballsort-game.c). */
  { "move '%s': bottles are numbered 1 to %u", N_("move “%s”: bottles are numbered 1 to %s") },
  { "move '%s' is not of the form A>B (for example 3>13)",
    N_("move “%s” is not of the form A>B (for example 3>13)") },
  { "'%s' is not a move of the form A>B (for example 3>13)",
    N_("“%s” is not a move of the form A>B (for example 3>13)") },
  { "move %s: %s", N_("move %s: %s"), 1 << 1 },
  { "there is no such bottle", N_("there is no such bottle") },
  { "a ball must go to another bottle", N_("a ball must go to another bottle") },
  { "the bottle to take from is empty", N_("the bottle to take from is empty") },
  { "the target bottle is full", N_("the target bottle is full") },
  { "the top colours differ", N_("the top colours differ") },

  /* A game's saved text (perch-ballsort-game-text.c). */
  /* Translators: a line of a saved game, and what is wrong there */
  { "line %u: %s", N_("line %s: %s"), 1 << 1 },
  { "more than %d positions in the history", N_("more than %s positions in the history") },
  { "'add' is followed by the number of bottles added (1 to %u)",
    N_("“add” is followed by the number of bottles added (1 to %s)") },
  { "the solution's start must be a position of the history (0 to %u)",
    N_("the solution’s start must be a position of the history (0 to %s)") },
  { "a solution is 'shortest' or 'found'", N_("a solution is “shortest” or “found”") },
  { "the solution has more than %d moves", N_("the solution has more than %s moves") },
  { "solution move %u: %s", N_("solution move %s: %s"), 1 << 1 },
  { "the solution does not pass through the position reached",
    N_("the solution does not pass through the position reached") },
  { "the moves come before 'at', 'solution', 'hint' and 'verdict'",
    N_("the moves come before “at”, “solution”, “hint” and “verdict”") },
  { "'source' comes once, right after the level",
    N_("“source” comes once, right after the level") },
  { "a source is builtin, random, typed, pasted, named, difficulty or daily",
    N_("a source is builtin, random, typed, pasted, named, difficulty or daily") },
  { "there is no built-in level '%s'", N_("there is no built-in level “%s”") },
  { "'%s' is not a difficulty", N_("“%s” is not a difficulty") },
  { "'%s' is not a date written YYYY-MM-DD", N_("“%s” is not a date written YYYY-MM-DD") },
  { "'from' comes before the moves", N_("“from” comes before the moves") },
  { "'from' is followed by the number of moves made",
    N_("“from” is followed by the number of moves made") },
  { "the position: %s", N_("the position: %s"), 1 << 0 },
  { "the position has other bottles or colours than the level",
    N_("the position has other bottles or colours than the level") },
  { "it has other bottles or colours than the level",
    N_("it has other bottles or colours than the level") },
  { "the rules are 'ball' or 'water'", N_("the rules are “ball” or “water”") },
  { "the rules come before 'solution', 'hint' and 'verdict'",
    N_("the rules come before “solution”, “hint” and “verdict”") },
  { "'at' comes once, with a position of the history (0 to %u)",
    N_("“at” comes once, with a position of the history (0 to %s)") },
  { "'solution' comes once, before 'hint' and 'verdict'",
    N_("“solution” comes once, before “hint” and “verdict”") },
  { "the hint: twice", N_("the hint comes once") },
  { "the hint: %s", N_("the hint: %s"), 1 << 0 },
  { "a verdict is 'unsolvable' or 'too-large', once",
    N_("a verdict is “unsolvable” or “too-large”, once") },
  { "'%s' is not part of a saved game", N_("“%s” is not part of a saved game") },
  { "unexpected '%s' at the end of the line", N_("unexpected “%s” at the end of the line") },
  { "the saved game is too large (more than %d bytes)",
    N_("the saved game is too large (more than %s bytes)") },
  { "the saved game is not text", N_("the saved game is not text") },
  { "the level is cut off", N_("the level is cut off") },
  { "the line is cut off", N_("the line is cut off") },
  { "a saved game starts with 'level' and the level",
    N_("a saved game starts with “level” and the level") },
  { "the level: %s", N_("the level: %s"), 1 << 0 },
  { "the saved game is empty", N_("the saved game is empty") },
};

/* Whether @text reads as @pattern; the values of its conversions go to @args. */
static gboolean
match (const char  *pattern,
       const char  *text,
       char       **args,
       guint        n_args)
{
  while (*pattern != '\0')
    {
      if (pattern[0] == '%' && (pattern[1] == 'u' || pattern[1] == 'd'))
        {
          const char *end = text;

          while (g_ascii_isdigit (*end) || (end == text && *end == '-'))
            end++;
          if (end == text || n_args == MAX_ARGS)
            return FALSE;
          if (!match (pattern + 2, end, args, n_args + 1))
            return FALSE;
          args[n_args] = g_strndup (text, end - text);
          return TRUE;
        }
      if (pattern[0] == '%' && pattern[1] == 's')
        {
          /* As little as lets the rest match. */
          for (const char *end = text; n_args < MAX_ARGS; end++)
            {
              if (match (pattern + 2, end, args, n_args + 1))
                {
                  args[n_args] = g_strndup (text, end - text);
                  return TRUE;
                }
              if (*end == '\0')
                break;
            }
          return FALSE;
        }
      if (*pattern != *text)
        return FALSE;
      pattern++;
      text++;
    }
  return *text == '\0';
}

/* @words with its %s (or %N$s) replaced by @args in turn. */
static char *
fill (const char   *words,
      char * const *args)
{
  GString *out = g_string_new (NULL);
  guint next = 0;

  for (const char *p = words; *p != '\0'; p++)
    {
      guint index = next;

      if (*p != '%')
        {
          g_string_append_c (out, *p);
          continue;
        }
      if (g_ascii_isdigit (p[1]) && p[2] == '$' && p[3] == 's')
        {
          index = p[1] - '1';
          p += 3;
        }
      else if (p[1] == 's')
        {
          next++;
          p++;
        }
      else
        {
          g_string_append_c (out, *p);
          continue;
        }
      if (index < MAX_ARGS && args[index] != NULL)
        g_string_append (out, args[index]);
    }
  return g_string_free (out, FALSE);
}

static char *word_message (const char *message);

/* @message worded from its pattern, or NULL if it has none. */
static char *
word_known (const char *message)
{
  for (guint m = 0; m < G_N_ELEMENTS (messages); m++)
    {
      char *args[MAX_ARGS] = { NULL };
      char *worded;

      if (!match (messages[m].pattern, message, args, 0))
        continue;
      for (guint i = 0; i < MAX_ARGS; i++)
        if ((messages[m].nested & (1u << i)) && args[i] != NULL)
          {
            char *inner = word_message (args[i]);

            g_free (args[i]);
            args[i] = inner;
          }
      worded = fill (_(messages[m].words), args);
      for (guint i = 0; i < MAX_ARGS; i++)
        g_free (args[i]);
      return worded;
    }
  return NULL;
}

/* A colour with too few or too many balls: worded with the right plural. */
static char *
word_count (const char *message)
{
  char *args[MAX_ARGS] = { NULL };
  char *worded;
  guint balls;

  if (!match ("colour '%s' has %u ball%s but the other colours have %u each", message, args, 0))
    return NULL;
  balls = (guint) g_ascii_strtoull (args[1], NULL, 10);
  /* Translators: a colour's name, how many balls it has, how many the others have */
  worded = g_strdup_printf (ngettext ("colour “%s” has %s ball but the other colours have "
                                      "%s each",
                                      "colour “%s” has %s balls but the other colours have "
                                      "%s each", balls), args[0], args[1], args[3]);
  for (guint i = 0; i < MAX_ARGS; i++)
    g_free (args[i]);
  return worded;
}

/* @message in the user's words where its pattern is known, else as it is. */
static char *
word_message (const char *message)
{
  char *worded = word_count (message);

  if (worded == NULL)
    worded = word_known (message);
  return worded != NULL ? worded : g_strdup (message);
}

/**
 * perch_ballsort_label_error:
 *
 * Returns: (transfer full): what went wrong, in the user's words where the page
 * knows the core's message (a level's, a move's, a saved game's), else as the core
 * said it.
 */
char *
perch_ballsort_label_error (const GError *error)
{
  g_return_val_if_fail (error != NULL, NULL);

  if (g_error_matches (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_NO_LEVEL))
    return g_strdup (_("No level found in the text"));
  if (g_error_matches (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_INVALID) &&
      g_str_equal (error->message, "The text is too large to be a level"))
    return g_strdup (_("The text is too large to be a level"));
  if (error->domain == PERCH_BALLSORT_ERROR || error->domain == PERCH_BALLSORT_GAME_ERROR)
    return word_message (error->message);
  return g_strdup (error->message);
}
