/* perch-qawale-remote.c: an engine in another process, as a player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "perch-qawale-remote.h"

#include <gio/gio.h>
#include <string.h>

/* How long an engine may take to answer anything but 'go', 'go' beyond its time, and
 * 'go' for a depth. */
#define ANSWER_MS 5000
#define GO_GRACE_MS 10000
#define DEPTH_MS 60000
/* How long it may take to quit before it is killed. */
#define QUIT_MS 1000

struct _PerchQawaleRemote
{
  char                *command;
  GSubprocess         *process;
  GOutputStream       *input;      /* the engine's stdin */
  GDataInputStream    *output;     /* its stdout */
  GMainContext        *context;    /* where its replies are waited for */
  gboolean             in_game;    /* the engine holds start + moves */
  PerchQawalePosition  start;
  GArray              *moves;
};

PerchQawaleRemote *
perch_qawale_remote_new (const char *command)
{
  PerchQawaleRemote *self;

  g_return_val_if_fail (command != NULL, NULL);

  self = g_new0 (PerchQawaleRemote, 1);
  self->command = g_strdup (command);
  self->moves = g_array_new (FALSE, FALSE, sizeof (PerchQawaleMove));
  return self;
}

static void
wait_exit_ready (GObject      *source,
                 GAsyncResult *result,
                 gpointer      data)
{
  gboolean *done = data;

  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  *done = TRUE;
}

static gboolean
time_up (gpointer data)
{
  g_cancellable_cancel (data);
  return G_SOURCE_REMOVE;
}

/* Runs the engine's context until *done, or cancels @cancellable after @ms. */
static void
wait_until_done (PerchQawaleRemote *self,
                 GCancellable      *cancellable,
                 guint              ms,
                 gboolean          *done)
{
  GSource *timeout = g_timeout_source_new (ms);

  g_source_set_callback (timeout, time_up, cancellable, NULL);
  g_source_attach (timeout, self->context);
  while (!*done)
    g_main_context_iteration (self->context, TRUE);
  g_source_destroy (timeout);
  g_source_unref (timeout);
}

/* Asks the engine to quit, and kills it if it does not within QUIT_MS. */
static void
stop_engine (PerchQawaleRemote *self)
{
  g_autoptr(GCancellable) cancellable = NULL;
  gboolean done = FALSE;

  if (self->process == NULL)
    return;
  g_output_stream_write_all (self->input, "quit\n", 5, NULL, NULL, NULL);
  g_output_stream_close (self->input, NULL, NULL);
  cancellable = g_cancellable_new ();
  g_main_context_push_thread_default (self->context);
  g_subprocess_wait_async (self->process, cancellable, wait_exit_ready, &done);
  wait_until_done (self, cancellable, QUIT_MS, &done);
  g_main_context_pop_thread_default (self->context);
  if (!g_subprocess_get_if_exited (self->process) && !g_subprocess_get_if_signaled (self->process))
    g_subprocess_force_exit (self->process);
  g_clear_object (&self->output);
  g_clear_object (&self->process);
  self->input = NULL;
  g_clear_pointer (&self->context, g_main_context_unref);
  self->in_game = FALSE;
}

void
perch_qawale_remote_free (PerchQawaleRemote *self)
{
  if (self == NULL)
    return;
  stop_engine (self);
  g_array_unref (self->moves);
  g_free (self->command);
  g_free (self);
}

static gboolean
start_engine (PerchQawaleRemote  *self,
              GError            **error)
{
  g_auto(GStrv) argv = NULL;
  g_autoptr(GError) local = NULL;

  if (!g_shell_parse_argv (self->command, NULL, &argv, &local))
    {
      g_set_error (error, PERCH_QAWALE_ERROR, PERCH_QAWALE_ERROR_PARSE,
                   "engine '%s': %s", self->command, local->message);
      return FALSE;
    }
  self->process = g_subprocess_newv ((const char * const *) argv,
                                     G_SUBPROCESS_FLAGS_STDIN_PIPE |
                                     G_SUBPROCESS_FLAGS_STDOUT_PIPE, &local);
  if (self->process == NULL)
    {
      g_set_error (error, PERCH_QAWALE_ERROR, PERCH_QAWALE_ERROR_PARSE,
                   "engine '%s' cannot be started: %s", self->command, local->message);
      return FALSE;
    }
  self->input = g_subprocess_get_stdin_pipe (self->process);
  self->output = g_data_input_stream_new (g_subprocess_get_stdout_pipe (self->process));
  self->context = g_main_context_new ();
  return TRUE;
}

typedef struct
{
  char    *line;
  GError  *error;
  gboolean done;
} LineRead;

static void
line_ready (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  LineRead *read = data;

  read->line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source), result,
                                                          NULL, &read->error);
  read->done = TRUE;
}

static gboolean
fail (PerchQawaleRemote  *self,
      GError            **error,
      const char         *format,
      ...) G_GNUC_PRINTF (3, 4);

/* An engine that misbehaved is stopped: the next game starts it anew. */
static gboolean
fail (PerchQawaleRemote  *self,
      GError            **error,
      const char         *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, PERCH_QAWALE_ERROR, PERCH_QAWALE_ERROR_ILLEGAL, "engine '%s': %s",
               self->command, message);
  stop_engine (self);
  return FALSE;
}

/* Sends @command and returns the engine's reply (the next line that is not blank). */
static char *
ask (PerchQawaleRemote  *self,
     const char         *command,
     guint               timeout_ms,
     GError            **error)
{
  g_autofree char *line = g_strconcat (command, "\n", NULL);
  g_autoptr(GError) local = NULL;

  if (!g_output_stream_write_all (self->input, line, strlen (line), NULL, NULL, &local))
    {
      fail (self, error, "cannot send '%s': %s", command, local->message);
      return NULL;
    }
  for (;;)
    {
      g_autoptr(GCancellable) cancellable = g_cancellable_new ();
      LineRead read = { NULL, NULL, FALSE };

      g_main_context_push_thread_default (self->context);
      g_data_input_stream_read_line_async (self->output, G_PRIORITY_DEFAULT, cancellable,
                                           line_ready, &read);
      wait_until_done (self, cancellable, timeout_ms, &read.done);
      g_main_context_pop_thread_default (self->context);
      if (read.error != NULL)
        {
          gboolean late = g_error_matches (read.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);

          if (late)
            fail (self, error, "no answer to '%s' within %u ms", command, timeout_ms);
          else
            fail (self, error, "reading its answer to '%s': %s", command, read.error->message);
          g_error_free (read.error);
          return NULL;
        }
      if (read.line == NULL)
        {
          fail (self, error, "its output ended (did it exit?) instead of answering '%s'",
                command);
          return NULL;
        }
      g_strstrip (read.line);
      if (read.line[0] != '\0')
        return read.line;
      g_free (read.line);
    }
}

static gboolean
expect_ok (PerchQawaleRemote  *self,
           const char         *command,
           GError            **error)
{
  g_autofree char *reply = ask (self, command, ANSWER_MS, error);

  if (reply == NULL)
    return FALSE;
  if (strcmp (reply, "ok") != 0)
    return fail (self, error, "answered '%s' to '%s'", reply, command);
  return TRUE;
}

/* Brings the engine to @start + @moves, telling it only what it has not seen. */
static gboolean
sync_game (PerchQawaleRemote         *self,
           const PerchQawalePosition *start,
           const PerchQawaleMove     *moves,
           guint                      n_moves,
           GError                   **error)
{
  gboolean fresh = !self->in_game || self->moves->len > n_moves ||
                   !perch_qawale_position_equal (&self->start, start);

  for (guint i = 0; !fresh && i < self->moves->len; i++)
    fresh = !perch_qawale_move_equal (&g_array_index (self->moves, PerchQawaleMove, i),
                                      &moves[i]);
  if (fresh)
    {
      g_autofree char *command = g_strdup_printf ("new %u", start->stones);

      self->in_game = FALSE;
      if (!expect_ok (self, command, error))
        return FALSE;
      self->in_game = TRUE;
      self->start = *start;
      g_array_set_size (self->moves, 0);
    }
  for (guint i = self->moves->len; i < n_moves; i++)
    {
      g_autofree char *text = perch_qawale_move_to_string (&moves[i]);
      g_autofree char *command = g_strconcat ("play ", text, NULL);

      if (!expect_ok (self, command, error))
        return FALSE;
      g_array_append_val (self->moves, moves[i]);
    }
  return TRUE;
}

/* Reads "bestmove MOVE [score S] [depth D] [nodes N] [solved 0|1]". */
static gboolean
parse_bestmove (PerchQawaleRemote         *self,
                const char                *reply,
                const char                *command,
                const PerchQawalePosition *position,
                PerchQawaleChoice         *choice,
                GError                   **error)
{
  g_auto(GStrv) words = g_strsplit (reply, " ", -1);
  g_autoptr(GError) local = NULL;
  guint n = g_strv_length (words);

  if (n < 2 || strcmp (words[0], "bestmove") != 0)
    return fail (self, error, "answered '%s' to '%s'", reply, command);
  if (!perch_qawale_position_parse_move (position, words[1], &choice->move, &local))
    return fail (self, error, "its move '%s' cannot be played: %s", words[1], local->message);
  for (guint i = 2; i + 1 < n; i += 2)
    {
      gint64 value = g_ascii_strtoll (words[i + 1], NULL, 10);

      if (strcmp (words[i], "score") == 0)
        choice->score = CLAMP (value, -PERCH_QAWALE_SCORE_WIN, PERCH_QAWALE_SCORE_WIN);
      else if (strcmp (words[i], "depth") == 0)
        choice->depth = CLAMP (value, 0, 64);
      else if (strcmp (words[i], "nodes") == 0)
        choice->nodes = MAX (value, 0);
      else if (strcmp (words[i], "solved") == 0)
        choice->solved = value != 0;
    }
  return TRUE;
}

gboolean
perch_qawale_remote_choose (PerchQawaleRemote         *self,
                            const PerchQawalePosition *start,
                            const PerchQawaleMove     *moves,
                            guint                      n_moves,
                            const PerchQawaleLimits   *limits,
                            PerchQawaleChoice         *choice,
                            GError                   **error)
{
  PerchQawalePosition position = *start;
  g_autofree char *command = NULL, *reply = NULL;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (start != NULL, FALSE);
  g_return_val_if_fail (moves != NULL || n_moves == 0, FALSE);
  g_return_val_if_fail (limits != NULL, FALSE);
  g_return_val_if_fail (choice != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  memset (choice, 0, sizeof *choice);
  if (start->both_lines != PERCH_QAWALE_BOTH_LINES_MOVER_WINS ||
      start->to_move != PERCH_QAWALE_LIGHT || perch_qawale_position_ply (start) != 0)
    {
      g_set_error (error, PERCH_QAWALE_ERROR, PERCH_QAWALE_ERROR_ILLEGAL,
                   "engine '%s': the engine protocol plays only games from the start, light "
                   "first, where lines of both colours win for the mover", self->command);
      return FALSE;
    }
  for (guint i = 0; i < n_moves; i++)
    if (!perch_qawale_position_play (&position, &moves[i], error))
      return FALSE;
  if (self->process == NULL && !start_engine (self, error))
    return FALSE;
  if (!sync_game (self, start, moves, n_moves, error))
    return FALSE;
  if (limits->max_depth > 0)
    command = g_strdup_printf ("go 0 %u", limits->max_depth);
  else
    command = g_strdup_printf ("go %u", limits->time_ms);
  reply = ask (self, command, limits->max_depth > 0 ? DEPTH_MS : limits->time_ms + GO_GRACE_MS,
               error);
  if (reply == NULL)
    return FALSE;
  return parse_bestmove (self, reply, command, &position, choice, error);
}
