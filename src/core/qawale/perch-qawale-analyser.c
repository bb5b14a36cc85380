/* perch-qawale-analyser.c: the search's analysis of the person's position, on a worker,
 * published iteration by iteration
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "perch-qawale-analyser.h"

#include <string.h>

#define TABLE_BITS 20

/* The search, shared with the jobs: a cancelled job may still be winding down when the
 * next one starts, and the lock keeps them apart. */
typedef struct
{
  GMutex             lock;
  PerchQawaleSearch *search;
} Engine;

static void
engine_clear (gpointer data)
{
  Engine *engine = data;

  perch_qawale_search_free (engine->search);
  g_mutex_clear (&engine->lock);
}

static void
engine_release (Engine *engine)
{
  if (engine != NULL)
    g_atomic_rc_box_release_full (engine, engine_clear);
}

/* The verdicts of the last completed iteration, handed from a job's thread to the main
 * thread: the job writes them, the worker's progress report tells the analyser to look. */
typedef struct
{
  GMutex              lock;
  PerchQawaleAnalysis analysis;
  guint               serial;     /* how many iterations were written */
} Latest;

static void
latest_clear (gpointer data)
{
  Latest *latest = data;

  perch_qawale_analysis_clear (&latest->analysis);
  g_mutex_clear (&latest->lock);
}

static void
latest_release (Latest *latest)
{
  if (latest != NULL)
    g_atomic_rc_box_release_full (latest, latest_clear);
}

static void
copy_analysis (PerchQawaleAnalysis       *to,
               const PerchQawaleAnalysis *from)
{
  PerchQawaleVerdict *verdicts = g_renew (PerchQawaleVerdict, to->verdicts, from->n_verdicts);

  if (from->n_verdicts > 0)
    memcpy (verdicts, from->verdicts, from->n_verdicts * sizeof (PerchQawaleVerdict));
  *to = *from;
  to->verdicts = verdicts;
}

struct _PerchQawaleAnalyser
{
  GObject              parent_instance;

  PerchQawaleGame     *game;
  PerchWorker         *worker;
  Engine              *engine;      /* made when first needed */
  Latest              *latest;      /* the running job's */
  guint                seen;        /* the serial of latest last looked at */
  guint                time_ms;

  gboolean             enabled;
  gboolean             held;
  gboolean             running;

  gboolean             has_position;   /* the analysis below is of this position */
  PerchQawalePosition  position;
  gboolean             finished;       /* its analysis ended: solved, or out of time */
  gboolean             has_analysis;
  PerchQawaleAnalysis  analysis;
};

G_DEFINE_FINAL_TYPE (PerchQawaleAnalyser, perch_qawale_analyser, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_ENABLED,
  PROP_HELD,
  PROP_RUNNING,
  PROP_ANALYSIS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The job, on the worker thread. */

typedef struct
{
  Engine              *engine;
  Latest              *latest;
  PerchQawalePosition  position;
  guint                time_ms;
} Job;

static void
job_free (gpointer data)
{
  Job *job = data;

  engine_release (job->engine);
  latest_release (job->latest);
  g_free (job);
}

static void
analysis_free (gpointer data)
{
  perch_qawale_analysis_clear (data);
  g_free (data);
}

/* After each completed iteration (on the job's thread). */
static void
write_latest (const PerchQawaleAnalysis *analysis,
              gpointer                   data)
{
  Latest *latest = data;

  g_mutex_lock (&latest->lock);
  copy_analysis (&latest->analysis, analysis);
  latest->serial++;
  g_mutex_unlock (&latest->lock);
}

static gpointer
analyse_job (gpointer        data,
             PerchProgress  *progress,
             GError        **error)
{
  Job *job = data;
  PerchQawaleLimits limits = { .time_ms = job->time_ms };
  PerchQawaleAnalysis *analysis = g_new0 (PerchQawaleAnalysis, 1);
  gboolean ok;

  g_mutex_lock (&job->engine->lock);
  ok = perch_qawale_search_analyse (job->engine->search, &job->position, &limits, progress,
                                    write_latest, job->latest, analysis, error);
  g_mutex_unlock (&job->engine->lock);
  if (!ok)
    {
      g_free (analysis);
      return NULL;
    }
  return analysis;
}

/* Publishing, on the main thread. */

static void
set_running (PerchQawaleAnalyser *self,
             gboolean             running)
{
  if (self->running == running)
    return;
  self->running = running;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

/* Takes @analysis as the one shown unless it says less (a job resumed after a pause
 * goes through the shallow iterations again); TRUE if it did. */
static gboolean
take (PerchQawaleAnalyser       *self,
      const PerchQawaleAnalysis *analysis)
{
  if (analysis->n_verdicts == 0 ||
      (self->has_analysis && !analysis->solved && analysis->depth < self->analysis.depth))
    return FALSE;
  copy_analysis (&self->analysis, analysis);
  self->has_analysis = TRUE;
  return TRUE;
}

/* The job's progress: a new iteration may have been written. */
static void
on_job_progress (guint64  count,
                 gpointer user_data)
{
  PerchQawaleAnalyser *self = user_data;
  Latest *latest = self->latest;
  gboolean taken = FALSE;

  if (latest == NULL)
    return;
  g_mutex_lock (&latest->lock);
  if (latest->serial != self->seen)
    {
      self->seen = latest->serial;
      taken = take (self, &latest->analysis);
    }
  g_mutex_unlock (&latest->lock);
  if (taken)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANALYSIS]);
}

static void
on_job_done (gpointer      result,
             const GError *error,
             gpointer      user_data)
{
  PerchQawaleAnalyser *self = user_data;
  PerchQawaleAnalysis *analysis = result;

  g_clear_pointer (&self->latest, latest_release);
  g_object_freeze_notify (G_OBJECT (self));
  if (analysis != NULL)
    {
      if (take (self, analysis))
        g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANALYSIS]);
      analysis_free (analysis);
    }
  else
    g_message ("The analysis failed: %s", error->message);
  self->finished = TRUE;
  set_running (self, FALSE);
  g_object_thaw_notify (G_OBJECT (self));
}

/* Starting and stopping. */

static void
stop (PerchQawaleAnalyser *self)
{
  perch_worker_cancel (self->worker);
  g_clear_pointer (&self->latest, latest_release);
  set_running (self, FALSE);
}

/* Forgets the analysis shown (another position, or none wanted). */
static void
forget (PerchQawaleAnalyser *self)
{
  stop (self);
  self->has_position = FALSE;
  self->finished = FALSE;
  if (!self->has_analysis)
    return;
  self->has_analysis = FALSE;
  perch_qawale_analysis_clear (&self->analysis);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANALYSIS]);
}

static void
start (PerchQawaleAnalyser       *self,
       const PerchQawalePosition *position)
{
  Job *job = g_new0 (Job, 1);

  if (self->engine == NULL)
    {
      self->engine = g_atomic_rc_box_new0 (Engine);
      g_mutex_init (&self->engine->lock);
      self->engine->search = perch_qawale_search_new (TABLE_BITS);
    }
  g_clear_pointer (&self->latest, latest_release);
  self->latest = g_atomic_rc_box_new0 (Latest);
  g_mutex_init (&self->latest->lock);
  self->seen = 0;
  self->has_position = TRUE;
  self->position = *position;

  job->engine = g_atomic_rc_box_acquire (self->engine);
  job->latest = g_atomic_rc_box_acquire (self->latest);
  job->position = *position;
  job->time_ms = self->time_ms;
  perch_worker_run (self->worker, analyse_job, job, job_free, analysis_free, on_job_progress,
                    on_job_done, self);
  set_running (self, TRUE);
}

/* Whether the analysis should run now. */
static gboolean
wanted (PerchQawaleAnalyser *self)
{
  return self->enabled && !self->held && perch_qawale_game_is_persons_turn (self->game) &&
         !perch_qawale_game_get_thinking (self->game);
}

/* After anything changed: the analysis of another position (or any, when off) is
 * forgotten; the analysis runs, pauses or resumes as wanted. */
static void
reconsider (PerchQawaleAnalyser *self)
{
  const PerchQawalePosition *now = perch_qawale_game_get_position (self->game);

  g_object_freeze_notify (G_OBJECT (self));
  if (!self->enabled ||
      (self->has_position && !perch_qawale_position_equal (now, &self->position)))
    forget (self);
  if (!wanted (self))
    stop (self);
  else if (!self->running && !self->finished)
    start (self, now);
  g_object_thaw_notify (G_OBJECT (self));
}

/* GObject. */

static void
perch_qawale_analyser_dispose (GObject *object)
{
  PerchQawaleAnalyser *self = PERCH_QAWALE_ANALYSER (object);

  if (self->worker != NULL)
    perch_worker_cancel (self->worker);
  g_clear_object (&self->worker);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (perch_qawale_analyser_parent_class)->dispose (object);
}

static void
perch_qawale_analyser_finalize (GObject *object)
{
  PerchQawaleAnalyser *self = PERCH_QAWALE_ANALYSER (object);

  g_clear_pointer (&self->latest, latest_release);
  g_clear_pointer (&self->engine, engine_release);
  perch_qawale_analysis_clear (&self->analysis);

  G_OBJECT_CLASS (perch_qawale_analyser_parent_class)->finalize (object);
}

static void
perch_qawale_analyser_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  PerchQawaleAnalyser *self = PERCH_QAWALE_ANALYSER (object);

  switch (prop_id)
    {
    case PROP_ENABLED:
      g_value_set_boolean (value, self->enabled);
      break;
    case PROP_HELD:
      g_value_set_boolean (value, self->held);
      break;
    case PROP_RUNNING:
      g_value_set_boolean (value, self->running);
      break;
    case PROP_ANALYSIS:
      g_value_set_pointer (value, (gpointer) perch_qawale_analyser_get_analysis (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
perch_qawale_analyser_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  PerchQawaleAnalyser *self = PERCH_QAWALE_ANALYSER (object);

  switch (prop_id)
    {
    case PROP_ENABLED:
      perch_qawale_analyser_set_enabled (self, g_value_get_boolean (value));
      break;
    case PROP_HELD:
      perch_qawale_analyser_set_held (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
perch_qawale_analyser_class_init (PerchQawaleAnalyserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = perch_qawale_analyser_dispose;
  object_class->finalize = perch_qawale_analyser_finalize;
  object_class->get_property = perch_qawale_analyser_get_property;
  object_class->set_property = perch_qawale_analyser_set_property;

  properties[PROP_ENABLED] = g_param_spec_boolean ("enabled", NULL, NULL, FALSE, flags);
  /* Paused from outside, such as while a board shows a move. */
  properties[PROP_HELD] = g_param_spec_boolean ("held", NULL, NULL, FALSE, flags);
  /* A job is under way. */
  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The PerchQawaleAnalysis of the game's position, owned by the analyser, or NULL. */
  properties[PROP_ANALYSIS] =
    g_param_spec_pointer ("analysis", NULL, NULL,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
perch_qawale_analyser_init (PerchQawaleAnalyser *self)
{
  self->worker = perch_worker_new ();
  self->time_ms = PERCH_QAWALE_ANALYSER_TIME_MS;
}

/**
 * perch_qawale_analyser_new:
 * @game: the game whose positions are analysed
 *
 * Returns: an analyser, disabled
 */
PerchQawaleAnalyser *
perch_qawale_analyser_new (PerchQawaleGame *game)
{
  static const char * const changes[] = {
    "notify::position", "notify::thinking", "notify::setup",
  };
  PerchQawaleAnalyser *self;

  g_return_val_if_fail (PERCH_IS_QAWALE_GAME (game), NULL);

  self = g_object_new (PERCH_TYPE_QAWALE_ANALYSER, NULL);
  self->game = g_object_ref (game);
  for (guint i = 0; i < G_N_ELEMENTS (changes); i++)
    g_signal_connect_swapped (game, changes[i], G_CALLBACK (reconsider), self);
  return self;
}

static void
set_flag (PerchQawaleAnalyser *self,
          gboolean            *flag,
          gboolean             value,
          guint                prop)
{
  if (*flag == !!value)
    return;
  g_object_freeze_notify (G_OBJECT (self));
  *flag = !!value;
  reconsider (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
  g_object_thaw_notify (G_OBJECT (self));
}

/* On: analyses the person's positions; off: cancels the worker and forgets. */
void
perch_qawale_analyser_set_enabled (PerchQawaleAnalyser *self,
                                   gboolean             enabled)
{
  g_return_if_fail (PERCH_IS_QAWALE_ANALYSER (self));

  set_flag (self, &self->enabled, enabled, PROP_ENABLED);
}

gboolean
perch_qawale_analyser_get_enabled (PerchQawaleAnalyser *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_ANALYSER (self), FALSE);

  return self->enabled;
}

/* Held, the analysis pauses, and its verdicts stay; let go, it goes on. */
void
perch_qawale_analyser_set_held (PerchQawaleAnalyser *self,
                                gboolean             held)
{
  g_return_if_fail (PERCH_IS_QAWALE_ANALYSER (self));

  set_flag (self, &self->held, held, PROP_HELD);
}

gboolean
perch_qawale_analyser_get_held (PerchQawaleAnalyser *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_ANALYSER (self), FALSE);

  return self->held;
}

/* How long a position is analysed at most (from the next position on). */
void
perch_qawale_analyser_set_time_limit (PerchQawaleAnalyser *self,
                                      guint                ms)
{
  g_return_if_fail (PERCH_IS_QAWALE_ANALYSER (self));
  g_return_if_fail (ms > 0);

  self->time_ms = ms;
}

gboolean
perch_qawale_analyser_get_running (PerchQawaleAnalyser *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_ANALYSER (self), FALSE);

  return self->running;
}

/* The worker the analysis runs on (busy while it runs). */
PerchWorker *
perch_qawale_analyser_get_worker (PerchQawaleAnalyser *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_ANALYSER (self), NULL);

  return self->worker;
}

/* The verdicts on the game's position, the best first, or NULL when there are none
 * (yet): valid until the next "notify::analysis". */
const PerchQawaleAnalysis *
perch_qawale_analyser_get_analysis (PerchQawaleAnalyser *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_ANALYSER (self), NULL);

  if (!self->has_analysis ||
      !perch_qawale_position_equal (perch_qawale_game_get_position (self->game),
                                    &self->position))
    return NULL;
  return &self->analysis;
}

/* The best move by the analysis, with its verdict. */
gboolean
perch_qawale_analyser_get_best (PerchQawaleAnalyser *self,
                                PerchQawaleVerdict  *best)
{
  const PerchQawaleAnalysis *analysis;

  g_return_val_if_fail (PERCH_IS_QAWALE_ANALYSER (self), FALSE);
  g_return_val_if_fail (best != NULL, FALSE);

  analysis = perch_qawale_analyser_get_analysis (self);
  if (analysis == NULL)
    return FALSE;
  *best = analysis->verdicts[0];
  return TRUE;
}

/* Whether @move begins as @prefix: the same origin and first steps. */
gboolean
perch_qawale_move_has_prefix (const PerchQawaleMove *move,
                              const PerchQawaleMove *prefix)
{
  guint n;
  guint64 mask;

  g_return_val_if_fail (move != NULL && prefix != NULL, FALSE);

  n = prefix->n_steps;
  mask = n >= 32 ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << (2 * n)) - 1;
  return move->origin == prefix->origin && move->n_steps >= n &&
         (move->steps & mask) == (prefix->steps & mask);
}

/**
 * perch_qawale_analysis_best_by_square:
 * @prefix: (nullable): a move being built, its stack lifted and its first steps known
 * @best: (out caller-allocates) (array fixed-size=16): per square, the best verdict
 *
 * Groups the verdicts by square: without @prefix, each move by its origin; with one,
 * each move that goes on from it by the square of its next step. A Qawale move is a
 * square and a path, so several moves share a square: the best of them speaks for it.
 * Returns: the squares that have a verdict
 */
guint16
perch_qawale_analysis_best_by_square (const PerchQawaleAnalysis *analysis,
                                      const PerchQawaleMove     *prefix,
                                      PerchQawaleVerdict        *best)
{
  guint16 squares = 0;

  g_return_val_if_fail (analysis != NULL, 0);
  g_return_val_if_fail (best != NULL, 0);

  /* The verdicts come best first: the first of each square is its best. */
  for (guint i = 0; i < analysis->n_verdicts; i++)
    {
      const PerchQawaleVerdict *verdict = &analysis->verdicts[i];
      guint square = verdict->move.origin;

      if (prefix != NULL)
        {
          if (verdict->move.n_steps <= prefix->n_steps ||
              !perch_qawale_move_has_prefix (&verdict->move, prefix))
            continue;
          for (guint step = 0; step <= prefix->n_steps; step++)
            square = perch_qawale_neighbour (square, perch_qawale_move_step (&verdict->move,
                                                                             step));
        }
      if (squares & (1u << square))
        continue;
      squares |= 1u << square;
      best[square] = *verdict;
    }
  return squares;
}
