/* perch-ballsort-game-text.c: a Ball Sort game's saved text, written and read
 *
 * The format is described at the top of perch-ballsort-game.h. Reading checks the
 * size and that the text is text before any work, goes line by line, and stops at
 * the first bad line with its number; what came before it is kept.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-ballsort"

#include <string.h>

#include "perch-ballsort-builtin.h"
#include "perch-ballsort-game-private.h"

/* How much of a bad token an error message quotes. */
#define EXCERPT_CHARS 24

typedef PerchBallsortStep Step;

void
perch_ballsort_game_state_clear (PerchBallsortGameState *state)
{
  g_clear_pointer (&state->start, perch_ballsort_level_free);
  g_clear_pointer (&state->name, g_free);
  g_clear_pointer (&state->history, perch_history_free);
  g_clear_pointer (&state->solution, perch_solution_free);
  g_clear_pointer (&state->finding_level, perch_ballsort_level_free);
  state->finding = PERCH_BALLSORT_FINDING_NONE;
  state->has_hint = FALSE;
}

/* The finding, if it is about the position now. */
PerchBallsortFinding
perch_ballsort_game_state_get_finding (const PerchBallsortGameState *state)
{
  const Step *now = perch_history_current (state->history);

  if (state->finding_level == NULL || !perch_ballsort_level_equal (state->finding_level,
                                                                   now->level))
    return PERCH_BALLSORT_FINDING_NONE;
  return state->finding;
}

static const Step *
step_at (const PerchBallsortGameState *state,
         guint                         position)
{
  return perch_history_state_at (state->history, position);
}

/* Writing */

static const char *
enum_nick (GType type,
           int   value)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (type);
  GEnumValue *found = g_enum_get_value (klass, value);

  return found != NULL ? found->value_nick : NULL;
}

static void
append_moves (GString                 *out,
              const PerchBallsortMove *move)
{
  g_string_append_printf (out, "%u>%u", move->from + 1u, move->to + 1u);
}

/* The text of @state (see the top of perch-ballsort-game.h). */
char *
perch_ballsort_game_state_write (const PerchBallsortGameState *state)
{
  GString *out;
  g_autofree char *start = NULL;
  const Step *first;
  guint length, position;
  PerchBallsortModel rules;

  out = g_string_new (NULL);
  start = perch_ballsort_level_to_string (state->start);
  g_string_append_printf (out, "level %s\n", start);
  g_string_append_printf (out, "source %s", enum_nick (PERCH_TYPE_BALLSORT_SOURCE, state->source));
  if (state->name != NULL && *state->name != '\0')
    g_string_append_printf (out, " %s", state->name);
  g_string_append_c (out, '\n');

  first = step_at (state, 0);
  if (first->moves > 0 || !perch_ballsort_level_equal (first->level, state->start))
    {
      g_autofree char *text = perch_ballsort_level_to_string (first->level);

      g_string_append_printf (out, "from %u %s\n", first->moves, text);
    }

  length = perch_history_length (state->history);
  rules = length > 1 ? step_at (state, 1)->model : state->model;
  g_string_append_printf (out, "rules %s\n", enum_nick (PERCH_TYPE_BALLSORT_MODEL, rules));
  for (guint i = 1; i < length; i++)
    {
      const Step *step = step_at (state, i);

      if (step->added > 0)
        {
          g_string_append_printf (out, "add %u\n", step->added);
          continue;
        }
      if (step->amount == 0)
        {
          g_string_append (out, "restart\n");
          continue;
        }
      if (step->model != rules)
        {
          rules = step->model;
          g_string_append_printf (out, "rules %s\n", enum_nick (PERCH_TYPE_BALLSORT_MODEL, rules));
        }
      append_moves (out, &step->move);
      g_string_append_c (out, '\n');
    }
  if (state->model != rules)
    g_string_append_printf (out, "rules %s\n", enum_nick (PERCH_TYPE_BALLSORT_MODEL, state->model));

  position = perch_history_position (state->history);
  if (position + 1 < length)
    g_string_append_printf (out, "at %u\n", position);

  if (state->solution != NULL)
    {
      guint n = perch_solution_n_moves (state->solution);

      g_string_append_printf (out, "solution %u %s", state->solution_base,
                              state->solution_optimal ? "shortest" : "found");
      for (guint i = 0; i < n; i++)
        g_string_append_printf (out, " %s", perch_solution_move_at (state->solution, i));
      g_string_append_c (out, '\n');
    }
  if (state->has_hint)
    {
      g_string_append (out, "hint ");
      append_moves (out, &state->hint);
      g_string_append_c (out, '\n');
    }
  if (perch_ballsort_game_state_get_finding (state) != PERCH_BALLSORT_FINDING_NONE)
    g_string_append_printf (out, "verdict %s\n",
                            enum_nick (PERCH_TYPE_BALLSORT_FINDING, state->finding));

  return g_string_free (out, FALSE);
}

/* Loading */

/* What has been read so far: the game is made of it whole, even when a later
 * line is bad. */
typedef struct
{
  PerchBallsortGameState *state;
  gboolean                at_seen;
  gboolean                source_seen;
} Loader;

static const Step *
loader_current (Loader *loader)
{
  return perch_history_current (loader->state->history);
}

/* The first @max_chars characters of @text (valid UTF-8), for a message. */
static char *
excerpt (const char *text,
         gsize       length,
         gsize       max_chars)
{
  const char *end = text;
  gsize n = 0;

  while ((gsize) (end - text) < length && n < max_chars)
    {
      end = g_utf8_next_char (end);
      n++;
    }
  if ((gsize) (end - text) > length)
    end = text + length;
  if ((gsize) (end - text) < length)
    return g_strdup_printf ("%.*s…", (int) (end - text), text);
  return g_strndup (text, end - text);
}

/* The word at *@p (up to a space or the end), and *@p moved past it and the
 * spaces after it. */
static const char *
next_word (const char **p,
           gsize       *length)
{
  const char *word = *p;
  const char *q = word;

  while (*q != '\0' && *q != ' ' && *q != '\t')
    q++;
  *length = q - word;
  while (*q == ' ' || *q == '\t')
    q++;
  *p = q;
  return word;
}

static gboolean
word_is (const char *word,
         gsize       length,
         const char *expected)
{
  return length == strlen (expected) && strncmp (word, expected, length) == 0;
}

static gboolean
parse_enum (GType       type,
            const char *word,
            gsize       length,
            int        *value)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (type);
  g_autofree char *nick = g_strndup (word, MIN (length, 32));
  GEnumValue *found = length <= 32 ? g_enum_get_value_by_nick (klass, nick) : NULL;

  if (found == NULL)
    return FALSE;
  *value = found->value;
  return TRUE;
}

static gboolean
parse_count (const char *word,
             gsize       length,
             guint       max,
             guint      *value)
{
  guint64 number = 0;

  if (length == 0 || length > 10)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    {
      if (!g_ascii_isdigit (word[i]))
        return FALSE;
      number = number * 10 + (word[i] - '0');
    }
  if (number > max)
    return FALSE;
  *value = (guint) number;
  return TRUE;
}

static gboolean
loader_push (Loader      *loader,
             const char  *move,
             Step        *step,
             GError     **error)
{
  if (perch_history_length (loader->state->history) >= PERCH_BALLSORT_GAME_MAX_HISTORY)
    {
      perch_ballsort_step_free (step);
      g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                   "more than %d positions in the history", PERCH_BALLSORT_GAME_MAX_HISTORY);
      return FALSE;
    }
  perch_history_push (loader->state->history, move, step);
  return TRUE;
}

/* A move of the history ("A>B"), played under the rules read so far. */
static gboolean
load_move (Loader      *loader,
           const char  *line,
           GError     **error)
{
  const Step *now = loader_current (loader);
  PerchBallsortMove move;
  g_autofree char *text = NULL;
  Step *step;

  if (!perch_ballsort_parse_move (line, strlen (line), now->level, &move, error))
    return FALSE;
  text = perch_ballsort_move_to_string (move);
  step = perch_ballsort_step_after (now, loader->state->model, move);
  return loader_push (loader, text, step, error);
}

/* "add N": N empty bottles added after the others. */
static gboolean
load_added (Loader      *loader,
            const char  *rest,
            GError     **error)
{
  const Step *now = loader_current (loader);
  g_autofree char *text = NULL;
  gsize length;
  const char *word = next_word (&rest, &length);
  guint n;

  if (!parse_count (word, length, PERCH_BALLSORT_MAX_BOTTLES - now->level->n_bottles, &n) ||
      n == 0 || *rest != '\0')
    {
      g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                   "'add' is followed by the number of bottles added (1 to %u)",
                   PERCH_BALLSORT_MAX_BOTTLES - now->level->n_bottles);
      return FALSE;
    }
  text = g_strdup_printf ("add %u", n);
  return loader_push (loader, text, perch_ballsort_step_new_added (now, n), error);
}

/* "solution BASE shortest|found MOVE...", from the history position BASE. */
static gboolean
load_solution (Loader      *loader,
               const char  *rest,
               GError     **error)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (PerchBallsortMove));
  g_autoptr(GError) move_error = NULL;
  const PerchBallsortLevel *from, *position;
  g_autoptr(PerchSolution) solution = NULL;
  const char *word;
  gsize length;
  guint base, step;
  g_autoptr(PerchBallsortLevel) owned = NULL;

  word = next_word (&rest, &length);
  if (!parse_count (word, length, perch_history_length (loader->state->history) - 1, &base))
    {
      g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                   "the solution's start must be a position of the history (0 to %u)",
                   perch_history_length (loader->state->history) - 1);
      return FALSE;
    }
  word = next_word (&rest, &length);
  if (!word_is (word, length, "shortest") && !word_is (word, length, "found"))
    {
      g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                   "a solution is 'shortest' or 'found'");
      return FALSE;
    }
  loader->state->solution_optimal = word_is (word, length, "shortest");

  from = step_at (loader->state, base)->level;
  position = from;
  while (*rest != '\0')
    {
      PerchBallsortMove move;
      PerchBallsortLevel *next;

      word = next_word (&rest, &length);
      if (moves->len >= PERCH_BALLSORT_GAME_MAX_HISTORY)
        {
          g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                       "the solution has more than %d moves", PERCH_BALLSORT_GAME_MAX_HISTORY);
          return FALSE;
        }
      if (!perch_ballsort_parse_move (word, length, position, &move, &move_error))
        {
          g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                       "solution move %u: %s", moves->len + 1, move_error->message);
          return FALSE;
        }
      g_array_append_val (moves, move);
      next = perch_ballsort_level_apply (position, loader->state->model, move, NULL);
      g_clear_pointer (&owned, perch_ballsort_level_free);
      position = owned = next;
    }
  solution = perch_ballsort_build_solution (from, loader->state->model,
                                            (const PerchBallsortMove *) moves->data, moves->len);
  g_return_val_if_fail (solution != NULL, FALSE);

  /* It must pass through the position now. */
  step = perch_history_position (loader->state->history) - base;
  if (perch_history_position (loader->state->history) < base || step > moves->len ||
      !perch_ballsort_level_equal (perch_solution_state_at (solution, step),
                                   loader_current (loader)->level))
    {
      g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                   "the solution does not pass through the position reached");
      return FALSE;
    }
  perch_solution_seek (solution, step);
  loader->state->solution = g_steal_pointer (&solution);
  loader->state->solution_base = base;
  return TRUE;
}

/* One line after the first. */
static gboolean
load_line (Loader      *loader,
           const char  *line,
           GError     **error)
{
  const char *rest = line;
  gsize length;
  const char *word = next_word (&rest, &length);
  gboolean history_started = perch_history_length (loader->state->history) > 1;
  int value;

  if (g_ascii_isdigit (*line) || word_is (word, length, "restart") ||
      word_is (word, length, "add"))
    {
      if (loader->at_seen || loader->state->solution != NULL || loader->state->has_hint ||
          loader->state->finding != PERCH_BALLSORT_FINDING_NONE)
        {
          g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                       "the moves come before 'at', 'solution', 'hint' and 'verdict'");
          return FALSE;
        }
      if (g_ascii_isdigit (*line))
        return load_move (loader, line, error);
      if (word_is (word, length, "add"))
        return load_added (loader, rest, error);
      if (*rest != '\0')
        goto trailing;
      return loader_push (loader, "restart",
                          perch_ballsort_step_new_start (loader->state->start,
                                                         loader->state->model),
                          error);
    }

  if (word_is (word, length, "source"))
    {
      if (loader->source_seen || history_started)
        {
          g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                       "'source' comes once, right after the level");
          return FALSE;
        }
      word = next_word (&rest, &length);
      if (!parse_enum (PERCH_TYPE_BALLSORT_SOURCE, word, length, &value))
        {
          g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                       "a source is builtin, random, typed, pasted, named, difficulty or daily");
          return FALSE;
        }
      if (!perch_ballsort_source_check_name (value, rest))
        {
          g_autofree char *name = excerpt (rest, strlen (rest), EXCERPT_CHARS);

          if (value == PERCH_BALLSORT_SOURCE_BUILTIN)
            g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                         "there is no built-in level '%s'", name);
          else if (value == PERCH_BALLSORT_SOURCE_DIFFICULTY)
            g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                         "'%s' is not a difficulty", name);
          else if (value == PERCH_BALLSORT_SOURCE_DAILY)
            g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                         "'%s' is not a date written YYYY-MM-DD", name);
          else
            goto trailing;
          return FALSE;
        }
      loader->state->source = value;
      g_free (loader->state->name);
      loader->state->name = value == PERCH_BALLSORT_SOURCE_BUILTIN ||
                            value == PERCH_BALLSORT_SOURCE_NAMED ||
                            value == PERCH_BALLSORT_SOURCE_DIFFICULTY ||
                            value == PERCH_BALLSORT_SOURCE_DAILY
                            ? perch_ballsort_name_dup (rest) : NULL;
      loader->source_seen = TRUE;
      return TRUE;
    }

  if (word_is (word, length, "from"))
    {
      g_autoptr(PerchBallsortLevel) position = NULL;
      g_autoptr(GError) level_error = NULL;
      guint moves;

      if (history_started)
        {
          g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                       "'from' comes before the moves");
          return FALSE;
        }
      word = next_word (&rest, &length);
      if (!parse_count (word, length, G_MAXINT, &moves))
        {
          g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                       "'from' is followed by the number of moves made");
          return FALSE;
        }
      position = perch_ballsort_level_parse (rest, NULL, &level_error);
      if (position == NULL)
        {
          g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                       "the position: %s", level_error->message);
          return FALSE;
        }
      if (!perch_ballsort_level_same_kind (loader->state->start, position))
        {
          g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                       "the position has other bottles or colours than the level");
          return FALSE;
        }
      perch_history_reset (loader->state->history,
                           perch_ballsort_step_new (g_steal_pointer (&position), moves,
                                                    loader->state->model));
      return TRUE;
    }

  if (word_is (word, length, "rules"))
    {
      word = next_word (&rest, &length);
      if (!parse_enum (PERCH_TYPE_BALLSORT_MODEL, word, length, &value))
        {
          g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                       "the rules are 'ball' or 'water'");
          return FALSE;
        }
      if (loader->state->solution != NULL || loader->state->has_hint ||
          loader->state->finding != PERCH_BALLSORT_FINDING_NONE)
        {
          g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                       "the rules come before 'solution', 'hint' and 'verdict'");
          return FALSE;
        }
      loader->state->model = value;
      if (*rest != '\0')
        goto trailing;
      return TRUE;
    }

  if (word_is (word, length, "at"))
    {
      guint position;

      word = next_word (&rest, &length);
      if (loader->at_seen ||
          !parse_count (word, length, perch_history_length (loader->state->history) - 1, &position))
        {
          g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                       "'at' comes once, with a position of the history (0 to %u)",
                       perch_history_length (loader->state->history) - 1);
          return FALSE;
        }
      perch_history_seek (loader->state->history, position);
      loader->at_seen = TRUE;
      if (*rest != '\0')
        goto trailing;
      return TRUE;
    }

  if (word_is (word, length, "solution"))
    {
      if (loader->state->solution != NULL || loader->state->has_hint ||
          loader->state->finding != PERCH_BALLSORT_FINDING_NONE)
        {
          g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                       "'solution' comes once, before 'hint' and 'verdict'");
          return FALSE;
        }
      return load_solution (loader, rest, error);
    }

  if (word_is (word, length, "hint"))
    {
      g_autoptr(GError) move_error = NULL;

      word = next_word (&rest, &length);
      if (loader->state->has_hint ||
          !perch_ballsort_parse_move (word, length, loader_current (loader)->level,
                                      &loader->state->hint, &move_error))
        {
          g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                       "the hint: %s", move_error != NULL ? move_error->message : "twice");
          return FALSE;
        }
      loader->state->has_hint = TRUE;
      if (*rest != '\0')
        goto trailing;
      return TRUE;
    }

  if (word_is (word, length, "verdict"))
    {
      word = next_word (&rest, &length);
      if (loader->state->finding != PERCH_BALLSORT_FINDING_NONE ||
          !parse_enum (PERCH_TYPE_BALLSORT_FINDING, word, length, &value) ||
          value == PERCH_BALLSORT_FINDING_NONE)
        {
          g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                       "a verdict is 'unsolvable' or 'too-large', once");
          return FALSE;
        }
      loader->state->finding = value;
      if (*rest != '\0')
        goto trailing;
      return TRUE;
    }

  {
    g_autofree char *quoted = excerpt (word, length, EXCERPT_CHARS);

    g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                 "'%s' is not part of a saved game", quoted);
    return FALSE;
  }

trailing:
  {
    g_autofree char *quoted = excerpt (rest, strlen (rest), EXCERPT_CHARS);

    g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                 "unexpected '%s' at the end of the line", quoted);
    return FALSE;
  }
}

/* Reads a saved text into @state (all zero before). On an error, @state holds
 * what came before the bad line (nothing, if the level itself was bad). */
gboolean
perch_ballsort_game_state_read (PerchBallsortGameState  *state,
                                const char              *text,
                                gssize                   length,
                                GError                 **error)
{
  Loader loader = { state, FALSE, FALSE };
  g_autoptr(GError) line_error = NULL;
  const char *p, *end;
  guint line_number = 0;

  g_return_val_if_fail (state != NULL && state->start == NULL, FALSE);
  g_return_val_if_fail (text != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (length < 0)
    length = strnlen (text, (gsize) PERCH_BALLSORT_GAME_MAX_TEXT + 1);
  if ((gsize) length > PERCH_BALLSORT_GAME_MAX_TEXT)
    {
      g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_INVALID,
                   "the saved game is too large (more than %d bytes)",
                   PERCH_BALLSORT_GAME_MAX_TEXT);
      return FALSE;
    }
  if (memchr (text, '\0', length) != NULL || !g_utf8_validate (text, length, NULL))
    {
      g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_INVALID,
                   "the saved game is not text");
      return FALSE;
    }

  p = text;
  end = text + length;
  state->model = PERCH_BALLSORT_MODEL_BALL;
  while (p < end)
    {
      const char *newline = memchr (p, '\n', end - p);
      const char *line_end = newline != NULL ? newline : end;
      g_autofree char *line = NULL;

      line_number++;
      line = g_strndup (p, line_end - p);
      p = newline != NULL ? newline + 1 : end;
      g_strstrip (line);
      if (*line == '\0' || *line == '#')
        continue;

      /* Every line the game writes ends with a newline: one without was cut off. */
      if (newline == NULL && state->start == NULL)
        {
          g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_INVALID,
                       "line %u: the level is cut off", line_number);
          return FALSE;
        }
      if (newline == NULL)
        {
          g_set_error (&line_error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                       "the line is cut off");
          break;
        }

      if (state->start == NULL)
        {
          g_autoptr(GError) level_error = NULL;

          if (!g_str_has_prefix (line, "level "))
            {
              g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_INVALID,
                           "line %u: a saved game starts with 'level' and the level", line_number);
              perch_ballsort_game_state_clear (state);
              return FALSE;
            }
          state->start = perch_ballsort_level_parse (line + strlen ("level "), NULL,
                                                     &level_error);
          if (state->start == NULL)
            {
              g_autofree char *message = g_utf8_make_valid (level_error->message, -1);

              g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_INVALID,
                           "line %u: the level: %s", line_number, message);
              perch_ballsort_game_state_clear (state);
              return FALSE;
            }
          state->source = PERCH_BALLSORT_SOURCE_NAMED;
          state->name = g_strdup ("");
          state->history = perch_history_new (perch_ballsort_step_new_start (state->start,
                                                                             state->model),
                                              perch_ballsort_step_free);
          continue;
        }

      if (!load_line (&loader, line, &line_error))
        break;
    }

  if (state->start == NULL)
    {
      g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_INVALID,
                   "the saved game is empty");
      return FALSE;
    }
  if (!loader.at_seen)
    perch_history_seek (state->history, perch_history_length (state->history) - 1);

  if (state->finding != PERCH_BALLSORT_FINDING_NONE)
    state->finding_level = perch_ballsort_level_copy (loader_current (&loader)->level);
  if (line_error != NULL)
    {
      g_autofree char *message = g_utf8_make_valid (line_error->message, -1);

      g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                   "line %u: %s", line_number, message);
      return FALSE;
    }
  return TRUE;
}

