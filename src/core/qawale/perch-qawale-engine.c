/* perch-qawale-engine.c: the text engine's commands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "perch-qawale-engine.h"

#include <string.h>

#include "perch-qawale-position.h"
#include "perch-qawale-search.h"

/* The same table as the Hard player's. */
#define TABLE_BITS 20
/* perft 6 from the start takes minutes, 7 hours; a search of an hour is plenty. */
#define MAX_PERFT  6
#define MAX_MS     3600000
#define MAX_DEPTH  64

struct _PerchQawaleEngine
{
  PerchQawalePosition  position;
  PerchQawaleSearch   *search;
  const gint          *stop;
};

PerchQawaleEngine *
perch_qawale_engine_new (void)
{
  PerchQawaleEngine *self = g_new0 (PerchQawaleEngine, 1);

  perch_qawale_position_init (&self->position, PERCH_QAWALE_DEFAULT_STONES, PERCH_QAWALE_LIGHT,
                              PERCH_QAWALE_BOTH_LINES_MOVER_WINS);
  self->search = perch_qawale_search_new (TABLE_BITS);
  return self;
}

void
perch_qawale_engine_free (PerchQawaleEngine *self)
{
  if (self == NULL)
    return;
  perch_qawale_search_free (self->search);
  g_free (self);
}

/* A count: digits only, at most @max. */
static gboolean
parse_count (const char *text,
             guint64     max,
             guint64    *value)
{
  char *end;

  if (text == NULL || !g_ascii_isdigit (text[0]))
    return FALSE;
  *value = g_ascii_strtoull (text, &end, 10);
  return *end == '\0' && *value <= max;
}

static char *
command_new (PerchQawaleEngine  *self,
             char              **args,
             guint               n_args)
{
  guint64 stones = PERCH_QAWALE_DEFAULT_STONES;

  if (n_args > 1)
    return g_strdup ("error new takes at most one argument, the stones per player (8 or 10)");
  if (n_args == 1 && (!parse_count (args[0], 10, &stones) || (stones != 8 && stones != 10)))
    return g_strdup_printf ("error '%s': the stones per player are 8 or 10", args[0]);
  perch_qawale_position_init (&self->position, stones, PERCH_QAWALE_LIGHT,
                              PERCH_QAWALE_BOTH_LINES_MOVER_WINS);
  perch_qawale_search_clear (self->search);
  return g_strdup ("ok");
}

static char *
command_play (PerchQawaleEngine  *self,
              char              **args,
              guint               n_args)
{
  g_autoptr(GError) error = NULL;
  PerchQawaleMove move;

  if (n_args != 1)
    return g_strdup ("error play takes one move, such as 'play a1NNE'");
  if (!perch_qawale_position_parse_move (&self->position, args[0], &move, &error))
    return g_strdup_printf ("illegal %s", error->message);
  perch_qawale_position_play (&self->position, &move, NULL);
  return g_strdup ("ok");
}

/* "MS [DEPTH]" into @limits, or an error reply into @reply. */
static gboolean
parse_limits (char              **args,
              guint               n_args,
              PerchQawaleLimits  *limits,
              char              **reply)
{
  guint64 ms, depth = 0;

  if (!parse_count (args[0], MAX_MS, &ms))
    {
      *reply = g_strdup_printf ("error '%s': the time is a number of milliseconds from 0 to "
                                "%d (an hour)", args[0], MAX_MS);
      return FALSE;
    }
  if (n_args == 2 && (!parse_count (args[1], MAX_DEPTH, &depth) || depth == 0))
    {
      *reply = g_strdup_printf ("error '%s': the depth is a number of plies from 1 to %d",
                                args[1], MAX_DEPTH);
      return FALSE;
    }
  limits->time_ms = ms;
  limits->max_depth = depth;
  return TRUE;
}

static char *
command_go (PerchQawaleEngine  *self,
            char              **args,
            guint               n_args)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  PerchQawaleLimits limits = { 0, 0, 0, self->stop };
  PerchQawaleChoice choice;

  if (n_args < 1 || n_args > 2)
    return g_strdup ("error go takes a time in ms and an optional depth: 'go 1000' or "
                     "'go 0 6'");
  if (!parse_limits (args, n_args, &limits, &text))
    return g_steal_pointer (&text);
  if (limits.time_ms == 0 && limits.max_depth == 0)
    return g_strdup ("error go 0 needs a depth (with no time limit the search would not "
                     "stop): 'go 0 6'");
  if (!perch_qawale_search_run (self->search, &self->position, &limits, NULL, &choice, &error))
    return g_strdup_printf ("error %s", error->message);
  text = perch_qawale_move_to_string (&choice.move);
  return g_strdup_printf ("bestmove %s score %d depth %u nodes %" G_GUINT64_FORMAT
                          " solved %d", text, choice.score, choice.depth, choice.nodes,
                          choice.solved ? 1 : 0);
}

/* One line per legal move, the best first, then "done". */
static char *
command_analyse (PerchQawaleEngine  *self,
                 char              **args,
                 guint               n_args)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  PerchQawaleLimits limits = { 0, 0, 0, self->stop };
  PerchQawaleAnalysis analysis;
  GString *out;

  if (n_args != 1)
    return g_strdup ("error analyse takes a time in ms: 'analyse 1000'");
  if (!parse_limits (args, n_args, &limits, &text))
    return g_steal_pointer (&text);
  if (limits.time_ms == 0)
    return g_strdup ("error analyse needs a time (with none the analysis would not stop): "
                     "'analyse 1000'");
  if (!perch_qawale_search_analyse (self->search, &self->position, &limits, NULL, NULL, NULL,
                                    &analysis, &error))
    return g_strdup_printf ("error %s", error->message);
  out = g_string_new (NULL);
  for (guint i = 0; i < analysis.n_verdicts; i++)
    {
      const PerchQawaleVerdict *verdict = &analysis.verdicts[i];
      g_autofree char *move = perch_qawale_move_to_string (&verdict->move);

      g_string_append_printf (out, "move %s score %d depth %u", move, verdict->score,
                              verdict->depth);
      if (verdict->kind == PERCH_QAWALE_VERDICT_WIN)
        g_string_append_printf (out, " win %u", verdict->plies);
      else if (verdict->kind == PERCH_QAWALE_VERDICT_LOSS)
        g_string_append_printf (out, " loss %u", verdict->plies);
      else if (verdict->kind == PERCH_QAWALE_VERDICT_DRAW)
        g_string_append (out, " draw");
      g_string_append_c (out, '\n');
    }
  g_string_append (out, "done");
  perch_qawale_analysis_clear (&analysis);
  return g_string_free (out, FALSE);
}

static char *
command_moves (PerchQawaleEngine *self)
{
  GString *out = g_string_new (NULL);
  PerchQawaleMoveIter iter;
  PerchQawaleMove move;

  g_string_append_printf (out, "%" G_GUINT64_FORMAT,
                          perch_qawale_position_count_moves (&self->position));
  perch_qawale_move_iter_init (&iter, &self->position);
  while (perch_qawale_move_iter_next (&iter, &move))
    {
      g_autofree char *text = perch_qawale_move_to_string (&move);

      g_string_append_c (out, ' ');
      g_string_append (out, text);
    }
  return g_string_free (out, FALSE);
}

static char *
command_perft (PerchQawaleEngine  *self,
               char              **args,
               guint               n_args)
{
  PerchQawalePosition position = self->position;
  guint64 depth;

  if (n_args != 1 || !parse_count (args[0], MAX_PERFT, &depth))
    return g_strdup_printf ("error perft takes a depth from 0 to %d (deeper takes hours): "
                            "'perft 4'", MAX_PERFT);
  return g_strdup_printf ("%" G_GUINT64_FORMAT, perch_qawale_perft (&position, depth));
}

/* The flag that ends a search under way ('go', 'analyse') at once with what it found,
 * set from any thread; NULL for none. The engine does not reset it. */
void
perch_qawale_engine_set_stop (PerchQawaleEngine *self,
                              const gint        *stop)
{
  g_return_if_fail (self != NULL);

  self->stop = stop;
}

/* Answers one line; NULL for a blank line, 'stop' (nothing to stop once a command has
 * been answered) or 'quit' (which sets @quit). */
char *
perch_qawale_engine_reply (PerchQawaleEngine *self,
                           const char        *line,
                           gboolean          *quit)
{
  g_auto(GStrv) words = NULL;
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  const char *command;
  char **rest;
  guint n_rest;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (line != NULL, NULL);

  if (quit != NULL)
    *quit = FALSE;
  words = g_strsplit_set (line, " \t\r\n", -1);
  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      g_ptr_array_add (args, words[i]);
  g_ptr_array_add (args, NULL);
  if (args->len == 1)
    return NULL;
  if (!g_utf8_validate (line, -1, NULL))
    return g_strdup ("error the command is not UTF-8 text");

  command = g_ptr_array_index (args, 0);
  rest = (char **) args->pdata + 1;
  n_rest = args->len - 2;
  if (strcmp (command, "new") == 0)
    return command_new (self, rest, n_rest);
  if (strcmp (command, "play") == 0)
    return command_play (self, rest, n_rest);
  if (strcmp (command, "go") == 0)
    return command_go (self, rest, n_rest);
  if (strcmp (command, "analyse") == 0)
    return command_analyse (self, rest, n_rest);
  if (strcmp (command, "perft") == 0)
    return command_perft (self, rest, n_rest);
  if (n_rest > 0 && (strcmp (command, "moves") == 0 || strcmp (command, "status") == 0 ||
                     strcmp (command, "board") == 0 || strcmp (command, "quit") == 0 ||
                     strcmp (command, "stop") == 0))
    return g_strdup_printf ("error %s takes no arguments", command);
  if (strcmp (command, "stop") == 0)
    return NULL;
  if (strcmp (command, "moves") == 0)
    return command_moves (self);
  if (strcmp (command, "status") == 0)
    return g_strdup (perch_qawale_outcome_name (self->position.outcome));
  if (strcmp (command, "board") == 0)
    return perch_qawale_position_diagram (&self->position);
  if (strcmp (command, "quit") == 0)
    {
      if (quit != NULL)
        *quit = TRUE;
      return NULL;
    }
  {
    g_autofree char *shown = g_utf8_substring (command, 0, MIN (g_utf8_strlen (command, -1), 40));

    return g_strdup_printf ("error unknown command '%s' (new, play, go, analyse, moves, "
                            "status, board, perft, stop, quit)", shown);
  }
}
