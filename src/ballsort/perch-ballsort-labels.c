/* perch-ballsort-labels.c: the Ball Sort page's words for the core's values
 *
 * The level reader (perch-ballsort-level.c, perch-ballsort-file.c) says what is
 * wrong with a level in English only. Its messages are recognised here by the
 * patterns it writes them from (the table below, checked against the reader by
 * test-ballsort-labels) and worded anew; one that is not recognised is shown as
 * the core wrote it.
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

/* The level reader's messages, by the pattern each is written from. */

typedef enum
{
  PROBLEM_EMPTY,
  PROBLEM_BOTTLES,
  PROBLEM_DASH,
  PROBLEM_NOT_COLOUR,
  PROBLEM_OVERFULL,
  PROBLEM_COLOURS,
  PROBLEM_BLANK,
  PROBLEM_TRAILING,
  PROBLEM_NO_BALLS,
  PROBLEM_COUNT,
  PROBLEM_CAPACITY,
  PROBLEM_OVER_CAPACITY,
  PROBLEM_NUL,
  PROBLEM_NO_LEVEL,
  N_PROBLEMS
} Problem;

/* Each exactly as the reader writes it (%s, %u, %d only). */
static const char * const patterns[N_PROBLEMS] = {
  [PROBLEM_EMPTY] = "the level is empty: write bottles separated by '|', balls top first, "
                    "'-' for an empty bottle",
  [PROBLEM_BOTTLES] = "more than %d bottles",
  [PROBLEM_DASH] = "bottle %u: '-' marks an empty bottle and stands alone",
  [PROBLEM_NOT_COLOUR] = "bottle %u: '%s' is not a colour (a colour is 1 to %d lowercase "
                         "letters or digits, starting with a letter)",
  [PROBLEM_OVERFULL] = "bottle %u holds more than %d balls",
  [PROBLEM_COLOURS] = "more than %d colours",
  [PROBLEM_BLANK] = "bottle %u is blank: write '-' for an empty bottle",
  [PROBLEM_TRAILING] = "one level per line: unexpected text after the end of the line",
  [PROBLEM_NO_BALLS] = "every bottle is empty: a level needs balls",
  [PROBLEM_COUNT] = "colour '%s' has %u ball%s but the other colours have %u each",
  [PROBLEM_CAPACITY] = "each colour has %u balls: the capacity must be %d to %d",
  [PROBLEM_OVER_CAPACITY] = "bottle %u holds %u balls, more than the capacity %u",
  [PROBLEM_NUL] = "a NUL byte: this is not a text file",
  [PROBLEM_NO_LEVEL] = "no level found: every line is blank or a comment",
};

#define MAX_ARGS 4

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

static guint
number (const char *text)
{
  return (guint) g_ascii_strtoull (text, NULL, 10);
}

static char *
word_problem (Problem      problem,
              char * const *a)
{
  switch (problem)
    {
    case PROBLEM_EMPTY:
      return g_strdup (_("the level is empty: write bottles separated by “|”, balls top first, "
                         "“-” for an empty bottle"));
    case PROBLEM_BOTTLES:
      return g_strdup_printf (_("more than %s bottles"), a[0]);
    case PROBLEM_DASH:
      return g_strdup_printf (_("bottle %s: “-” marks an empty bottle and stands alone"), a[0]);
    case PROBLEM_NOT_COLOUR:
      /* Translators: a bottle's number, the text found there, the longest colour name */
      return g_strdup_printf (_("bottle %s: “%s” is not a colour (a colour is 1 to %s lowercase "
                                "letters or digits, starting with a letter)"), a[0], a[1], a[2]);
    case PROBLEM_OVERFULL:
      return g_strdup_printf (_("bottle %s holds more than %s balls"), a[0], a[1]);
    case PROBLEM_COLOURS:
      return g_strdup_printf (_("more than %s colours"), a[0]);
    case PROBLEM_BLANK:
      return g_strdup_printf (_("bottle %s is blank: write “-” for an empty bottle"), a[0]);
    case PROBLEM_TRAILING:
      return g_strdup (_("one level per line: unexpected text after the end of the line"));
    case PROBLEM_NO_BALLS:
      return g_strdup (_("every bottle is empty: a level needs balls"));
    case PROBLEM_COUNT:
      /* Translators: a colour's name, how many balls it has, how many the others have */
      return g_strdup_printf (ngettext ("colour “%s” has %s ball but the other colours have "
                                        "%s each",
                                        "colour “%s” has %s balls but the other colours have "
                                        "%s each", number (a[1])), a[0], a[1], a[3]);
    case PROBLEM_CAPACITY:
      return g_strdup_printf (_("each colour has %s balls: the capacity must be %s to %s"),
                              a[0], a[1], a[2]);
    case PROBLEM_OVER_CAPACITY:
      return g_strdup_printf (_("bottle %s holds %s balls, more than the capacity %s"),
                              a[0], a[1], a[2]);
    case PROBLEM_NUL:
      return g_strdup (_("a NUL byte: this is not a text file"));
    case PROBLEM_NO_LEVEL:
      return g_strdup (_("no level found: every line is blank or a comment"));
    case N_PROBLEMS:
    default:
      g_return_val_if_reached (NULL);
    }
}

/* The reader's message in the user's words, or NULL if it is not one of them. */
static char *
word_reader_message (const char *message)
{
  for (guint p = 0; p < N_PROBLEMS; p++)
    {
      char *args[MAX_ARGS] = { NULL };
      char *worded;

      if (!match (patterns[p], message, args, 0))
        continue;
      worded = word_problem (p, args);
      for (guint i = 0; i < MAX_ARGS; i++)
        g_free (args[i]);
      return worded;
    }
  return NULL;
}

/* A level reader's error, with its place ("line 3, column 7: ...") in front. */
static char *
word_reader_error (const char *message)
{
  guint line = 0, column = 0;
  const char *rest = message;
  g_autofree char *worded = NULL;

  if (sscanf (message, "line %u, column %u: ", &line, &column) == 2 ||
      sscanf (message, "column %u: ", &column) == 1)
    {
      rest = strstr (message, ": ");
      rest = rest != NULL ? rest + 2 : message;
    }
  worded = word_reader_message (rest);
  if (worded == NULL)
    return NULL;
  if (line > 0)
    /* Translators: a place in a file, and what is wrong there */
    return g_strdup_printf (_("line %u, column %u: %s"), line, column, worded);
  if (column > 0)
    /* Translators: a place in a level's line, and what is wrong there */
    return g_strdup_printf (_("column %u: %s"), column, worded);
  return g_steal_pointer (&worded);
}

/**
 * perch_ballsort_label_error:
 *
 * Returns: (transfer full): what went wrong, in the user's words where the page
 * knows the error, else as the core said it.
 */
char *
perch_ballsort_label_error (const GError *error)
{
  char *worded = NULL;

  g_return_val_if_fail (error != NULL, NULL);

  if (error->domain == PERCH_BALLSORT_GAME_ERROR &&
      error->code == PERCH_BALLSORT_GAME_ERROR_NO_LEVEL)
    return g_strdup (_("No level found in the text"));
  if (g_error_matches (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_INVALID) &&
      g_str_equal (error->message, "The text is too large to be a level"))
    return g_strdup (_("The text is too large to be a level"));
  if (error->domain == PERCH_BALLSORT_ERROR)
    worded = word_reader_error (error->message);
  return worded != NULL ? worded : g_strdup (error->message);
}
