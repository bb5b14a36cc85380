/* perch-qawale-player.c: Easy, Medium, Hard and Expert
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "perch-qawale-player.h"

#include <stdlib.h>
#include <string.h>

#include "perch-qawale-eval.h"
#include "perch-qawale-hard-v1.h"
#include "perch-qawale-remote.h"
#include "perch-rng.h"

/* 2^20 entries of 24 bytes: 24 MB for Hard and Expert. */
#define TABLE_BITS 20
/* The seed's value of a won (or lost) position for the greedy player. */
#define GREEDY_WIN 99

struct _PerchQawalePlayer
{
  PerchQawalePlayerSpec  spec;
  PerchRng               rng;
  PerchQawaleSearch     *search;   /* Hard and Expert */
  PerchQawaleHardV1     *reference;
  PerchQawaleRemote     *remote;
};

static const char * const evaluation_names[] = { "terms", "net", "both" };

static const char * const level_names[] = {
  "easy", "medium", "hard", "expert", "hard-v1", "engine"
};

const char *
perch_qawale_level_name (PerchQawaleLevel level)
{
  g_return_val_if_fail ((guint) level < G_N_ELEMENTS (level_names), "?");

  return level_names[level];
}

void
perch_qawale_player_spec_init (PerchQawalePlayerSpec *spec,
                               PerchQawaleLevel       level)
{
  g_return_if_fail (spec != NULL);

  memset (spec, 0, sizeof *spec);
  spec->level = level;
  spec->evaluation = PERCH_QAWALE_EVALUATION_DEFAULT;
  if (level == PERCH_QAWALE_HARD || level == PERCH_QAWALE_HARD_V1)
    spec->limits.time_ms = PERCH_QAWALE_HARD_MS;
  else if (level == PERCH_QAWALE_EXPERT)
    spec->limits.time_ms = PERCH_QAWALE_EXPERT_MS;
}

void
perch_qawale_player_spec_clear (PerchQawalePlayerSpec *spec)
{
  g_return_if_fail (spec != NULL);

  g_clear_pointer (&spec->command, g_free);
}

void
perch_qawale_player_spec_copy (const PerchQawalePlayerSpec *spec,
                               PerchQawalePlayerSpec       *copy)
{
  g_return_if_fail (spec != NULL);
  g_return_if_fail (copy != NULL);

  *copy = *spec;
  copy->command = g_strdup (spec->command);
}

static gboolean
spec_fail (GError     **error,
           const char  *text,
           const char  *format,
           ...) G_GNUC_PRINTF (3, 4);

static gboolean
spec_fail (GError     **error,
           const char  *text,
           const char  *format,
           ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, PERCH_QAWALE_ERROR, PERCH_QAWALE_ERROR_PARSE, "'%s': %s", text, message);
  return FALSE;
}

static gboolean
parse_number (const char *text,
              guint64     max,
              guint64    *value)
{
  char *end;

  if (!g_ascii_isdigit (text[0]))
    return FALSE;
  *value = g_ascii_strtoull (text, &end, 10);
  return *end == '\0' && *value > 0 && *value <= max;
}

/* "engine:COMMAND:MS": the command is everything up to the last colon. */
static gboolean
parse_engine (const char             *text,
              PerchQawalePlayerSpec  *spec,
              GError                **error)
{
  const char *command = text + 7;
  const char *colon = strrchr (command, ':');
  g_autofree char *trimmed = NULL;
  guint64 ms = 0, depth = 0;

  if (colon == NULL ||
      !(g_str_has_prefix (colon + 1, "depth=") ? parse_number (colon + 7, 64, &depth)
                                               : parse_number (colon + 1, 3600000, &ms)))
    return spec_fail (error, text, "an engine is engine:COMMAND:MS, MS its time a move in ms "
                      "(engine:perch-cli qawale engine:100), or engine:COMMAND:depth=D");
  trimmed = g_strstrip (g_strndup (command, colon - command));
  if (trimmed[0] == '\0')
    return spec_fail (error, text, "the engine's command is empty");
  perch_qawale_player_spec_init (spec, PERCH_QAWALE_ENGINE);
  spec->limits.time_ms = ms;
  spec->limits.max_depth = depth;
  spec->command = g_steal_pointer (&trimmed);
  return TRUE;
}

/* Reads "LEVEL[:LIMIT[,LIMIT...]]" or "engine:COMMAND:MS"; see the header. */
gboolean
perch_qawale_player_spec_parse (const char             *text,
                                PerchQawalePlayerSpec  *spec,
                                GError                **error)
{
  g_auto(GStrv) parts = NULL;
  g_auto(GStrv) limits = NULL;
  PerchQawalePlayerSpec parsed;
  gboolean timed = FALSE, counted = FALSE;
  guint level;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (spec != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (g_ascii_strncasecmp (text, "engine:", 7) == 0)
    return parse_engine (text, spec, error);
  parts = g_strsplit (text, ":", 2);
  for (level = 0; level < PERCH_QAWALE_ENGINE; level++)
    if (g_ascii_strcasecmp (parts[0] != NULL ? parts[0] : "", level_names[level]) == 0)
      break;
  if (level == PERCH_QAWALE_ENGINE)
    return spec_fail (error, text, "not a player (easy, medium, hard, expert or hard-v1, with "
                      "limits such as hard:100ms or hard:depth=6, or engine:COMMAND:MS)");
  perch_qawale_player_spec_init (&parsed, level);
  if (parts[0] == NULL || parts[1] == NULL)
    {
      *spec = parsed;
      return TRUE;
    }
  if (level < PERCH_QAWALE_HARD)
    return spec_fail (error, text, "only hard, expert and hard-v1 take limits");

  limits = g_strsplit (parts[1], ",", -1);
  for (guint i = 0; limits[i] != NULL; i++)
    {
      const char *limit = limits[i];
      guint64 value;

      if (g_str_has_prefix (limit, "depth="))
        {
          if (!parse_number (limit + 6, 64, &value))
            return spec_fail (error, text, "'%s': a depth is a number of plies from 1 to 64",
                              limit);
          parsed.limits.max_depth = value;
          counted = TRUE;
        }
      else if (g_str_has_prefix (limit, "nodes="))
        {
          if (!parse_number (limit + 6, G_MAXUINT64 / 2, &value))
            return spec_fail (error, text, "'%s': nodes is a positive number", limit);
          parsed.limits.max_nodes = value;
          counted = TRUE;
        }
      else if (g_str_has_prefix (limit, "eval=") && level != PERCH_QAWALE_HARD_V1)
        {
          guint e;

          for (e = 0; e < G_N_ELEMENTS (evaluation_names); e++)
            if (strcmp (limit + 5, evaluation_names[e]) == 0)
              break;
          if (e == G_N_ELEMENTS (evaluation_names))
            return spec_fail (error, text, "'%s': the evaluation is terms, net or both", limit);
          parsed.evaluation = e;
        }
      else if (g_str_has_suffix (limit, "ms") || g_str_has_suffix (limit, "s"))
        {
          gboolean ms = g_str_has_suffix (limit, "ms");
          g_autofree char *number = g_strndup (limit, strlen (limit) - (ms ? 2 : 1));

          if (!parse_number (number, ms ? 3600000 : 3600, &value))
            return spec_fail (error, text, "'%s': a time is a positive number of ms or s "
                              "(100ms, 2s)", limit);
          parsed.limits.time_ms = ms ? value : value * 1000;
          timed = TRUE;
        }
      else
        return spec_fail (error, text, "'%s' is not a limit (100ms, 2s, depth=N, nodes=N)",
                          limit);
    }
  /* Depth or nodes alone: no clock. */
  if (counted && !timed)
    parsed.limits.time_ms = 0;
  *spec = parsed;
  return TRUE;
}

char *
perch_qawale_player_spec_to_string (const PerchQawalePlayerSpec *spec)
{
  PerchQawalePlayerSpec plain;
  GString *out;
  const char *separator = ":";

  g_return_val_if_fail (spec != NULL, NULL);

  if (spec->level == PERCH_QAWALE_ENGINE && spec->limits.max_depth > 0)
    return g_strdup_printf ("engine:%s:depth=%u", spec->command, spec->limits.max_depth);
  if (spec->level == PERCH_QAWALE_ENGINE)
    return g_strdup_printf ("engine:%s:%u", spec->command, spec->limits.time_ms);
  out = g_string_new (perch_qawale_level_name (spec->level));
  perch_qawale_player_spec_init (&plain, spec->level);
  if (memcmp (&plain.limits, &spec->limits, sizeof plain.limits) == 0 &&
      plain.evaluation == spec->evaluation)
    return g_string_free (out, FALSE);
  if (spec->limits.time_ms > 0)
    {
      if (spec->limits.time_ms % 1000 == 0)
        g_string_append_printf (out, "%s%us", separator, spec->limits.time_ms / 1000);
      else
        g_string_append_printf (out, "%s%ums", separator, spec->limits.time_ms);
      separator = ",";
    }
  if (spec->limits.max_depth > 0)
    {
      g_string_append_printf (out, "%sdepth=%u", separator, spec->limits.max_depth);
      separator = ",";
    }
  if (spec->limits.max_nodes > 0)
    {
      g_string_append_printf (out, "%snodes=%" G_GUINT64_FORMAT, separator,
                              spec->limits.max_nodes);
      separator = ",";
    }
  if (spec->evaluation != plain.evaluation)
    g_string_append_printf (out, "%seval=%s", separator, evaluation_names[spec->evaluation]);
  return g_string_free (out, FALSE);
}

PerchQawalePlayer *
perch_qawale_player_new (const PerchQawalePlayerSpec *spec,
                         guint64                      seed)
{
  PerchQawalePlayer *self;

  g_return_val_if_fail (spec != NULL, NULL);
  g_return_val_if_fail (spec->level != PERCH_QAWALE_ENGINE || spec->command != NULL, NULL);

  self = g_new0 (PerchQawalePlayer, 1);
  perch_qawale_player_spec_copy (spec, &self->spec);
  perch_rng_init (&self->rng, seed);
  if (spec->level == PERCH_QAWALE_HARD || spec->level == PERCH_QAWALE_EXPERT)
    {
      self->search = perch_qawale_search_new (TABLE_BITS);
      perch_qawale_search_set_evaluation (self->search, spec->evaluation);
    }
  else if (spec->level == PERCH_QAWALE_HARD_V1)
    self->reference = perch_qawale_hard_v1_new (TABLE_BITS);
  else if (spec->level == PERCH_QAWALE_ENGINE)
    self->remote = perch_qawale_remote_new (spec->command);
  return self;
}

void
perch_qawale_player_free (PerchQawalePlayer *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->search, perch_qawale_search_free);
  g_clear_pointer (&self->reference, perch_qawale_hard_v1_free);
  g_clear_pointer (&self->remote, perch_qawale_remote_free);
  perch_qawale_player_spec_clear (&self->spec);
  g_free (self);
}

const PerchQawalePlayerSpec *
perch_qawale_player_get_spec (PerchQawalePlayer *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return &self->spec;
}

/* Forgets what the search learnt in the last game. */
void
perch_qawale_player_new_game (PerchQawalePlayer *self)
{
  g_return_if_fail (self != NULL);

  if (self->search != NULL)
    perch_qawale_search_clear (self->search);
  if (self->reference != NULL)
    perch_qawale_hard_v1_clear (self->reference);
}

/* The iteration a Hard or Expert search is in (0 otherwise), from any thread. */
guint
perch_qawale_player_get_depth (PerchQawalePlayer *self)
{
  g_return_val_if_fail (self != NULL, 0);

  if (self->search != NULL)
    return perch_qawale_search_get_depth (self->search);
  if (self->reference != NULL)
    return perch_qawale_hard_v1_get_depth (self->reference);
  return 0;
}

static void
choose_random (PerchQawalePlayer         *self,
               const PerchQawalePosition *position,
               PerchQawaleChoice         *choice)
{
  guint64 n = perch_qawale_position_count_moves (position);

  perch_qawale_position_nth_move (position, perch_rng_next (&self->rng) % n, &choice->move);
  choice->nodes = 1;
}

static int
greedy_value (PerchQawalePosition *position,
              guint                mover)
{
  switch (position->outcome)
    {
    case PERCH_QAWALE_WIN_LIGHT:
      return mover == PERCH_QAWALE_LIGHT ? GREEDY_WIN : -GREEDY_WIN;
    case PERCH_QAWALE_WIN_DARK:
      return mover == PERCH_QAWALE_DARK ? GREEDY_WIN : -GREEDY_WIN;
    case PERCH_QAWALE_DRAW:
      return 0;
    case PERCH_QAWALE_ONGOING:
    default:
      return perch_qawale_board_value (position, mover);
    }
}

/* Every move, valued by the position it leads to; ties are broken uniformly at random
 * (reservoir sampling), in one pass. */
static void
choose_greedy (PerchQawalePlayer         *self,
               const PerchQawalePosition *start,
               PerchQawaleChoice         *choice)
{
  PerchQawalePosition position = *start;
  PerchQawaleMoveIter iter;
  PerchQawaleMove move;
  guint64 ties = 0;
  int best = G_MININT;

  perch_qawale_move_iter_init (&iter, start);
  while (perch_qawale_move_iter_next (&iter, &move))
    {
      PerchQawaleUndo undo;
      int value;

      perch_qawale_position_make (&position, &move, &undo);
      value = greedy_value (&position, start->to_move);
      perch_qawale_position_unmake (&position, &move, &undo);
      choice->nodes++;
      if (value > best)
        {
          best = value;
          ties = 1;
          choice->move = move;
        }
      else if (value == best && perch_rng_next (&self->rng) % ++ties == 0)
        choice->move = move;
    }
  choice->score = best;
  choice->depth = 1;
}

gboolean
perch_qawale_player_choose (PerchQawalePlayer         *self,
                            const PerchQawalePosition *position,
                            PerchProgress             *progress,
                            PerchQawaleChoice         *choice,
                            GError                   **error)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (position != NULL, FALSE);
  g_return_val_if_fail (choice != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->search != NULL)
    return perch_qawale_search_run (self->search, position, &self->spec.limits, progress,
                                    choice, error);
  if (self->reference != NULL)
    return perch_qawale_hard_v1_run (self->reference, position, &self->spec.limits, progress,
                                     choice, error);
  if (self->remote != NULL)
    {
      g_set_error_literal (error, PERCH_QAWALE_ERROR, PERCH_QAWALE_ERROR_ILLEGAL,
                           "an engine needs the moves of the game, not only its position");
      return FALSE;
    }

  if (perch_qawale_position_count_moves (position) == 0)
    {
      g_set_error_literal (error, PERCH_QAWALE_ERROR, PERCH_QAWALE_ERROR_ILLEGAL,
                           "the game is over: there is no move to choose");
      return FALSE;
    }
  memset (choice, 0, sizeof *choice);
  if (self->spec.level == PERCH_QAWALE_EASY)
    choose_random (self, position, choice);
  else
    choose_greedy (self, position, choice);
  return !perch_progress_set_error_if_cancelled (progress, error);
}

/* Chooses a move after @moves from @start: what an engine in another process needs (it
 * is told the moves); the others choose from the position they lead to. */
gboolean
perch_qawale_player_choose_in_game (PerchQawalePlayer         *self,
                                    const PerchQawalePosition *start,
                                    const PerchQawaleMove     *moves,
                                    guint                      n_moves,
                                    PerchProgress             *progress,
                                    PerchQawaleChoice         *choice,
                                    GError                   **error)
{
  PerchQawalePosition position;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (start != NULL, FALSE);
  g_return_val_if_fail (moves != NULL || n_moves == 0, FALSE);
  g_return_val_if_fail (choice != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->remote != NULL)
    return perch_qawale_remote_choose (self->remote, start, moves, n_moves, &self->spec.limits,
                                       choice, error);
  position = *start;
  for (guint i = 0; i < n_moves; i++)
    if (!perch_qawale_position_play (&position, &moves[i], error))
      return FALSE;
  return perch_qawale_player_choose (self, &position, progress, choice, error);
}
