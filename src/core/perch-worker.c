/* perch-worker.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-worker"

#include "perch-worker.h"

struct _PerchWorker
{
  GObject  parent_instance;

  struct _PerchJob *current;
};

enum {
  PROP_0,
  PROP_BUSY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (PerchWorker, perch_worker, G_TYPE_OBJECT)

typedef struct _PerchJob
{
  gint                     ref_count;
  PerchWorker             *worker;        /* weak: cleared when the worker goes */
  GMainContext            *context;
  GCancellable            *cancellable;
  PerchJobFunc             func;
  gpointer                 input;
  GDestroyNotify           input_free;
  GDestroyNotify           result_free;
  PerchWorkerProgressFunc  progress_func;
  PerchWorkerDoneFunc      done_func;
  gpointer                 user_data;
  PerchProgress            progress;
  GMutex                   lock;          /* guards latest_count */
  guint64                  latest_count;
  gint                     progress_pending; /* atomic */
} PerchJob;

static PerchJob *
perch_job_ref (PerchJob *job)
{
  g_atomic_int_inc (&job->ref_count);
  return job;
}

static void
perch_job_unref (PerchJob *job)
{
  if (!g_atomic_int_dec_and_test (&job->ref_count))
    return;

  if (job->input_free != NULL && job->input != NULL)
    job->input_free (job->input);
  g_clear_object (&job->cancellable);
  g_mutex_clear (&job->lock);
  g_main_context_unref (job->context);
  g_free (job);
}

static gboolean
perch_job_is_current (PerchJob *job)
{
  return job->worker != NULL
         && job->worker->current == job
         && !g_cancellable_is_cancelled (job->cancellable);
}

static gboolean
deliver_progress (gpointer data)
{
  PerchJob *job = data;

  guint64 count;

  g_atomic_int_set (&job->progress_pending, 0);
  g_mutex_lock (&job->lock);
  count = job->latest_count;
  g_mutex_unlock (&job->lock);

  if (perch_job_is_current (job) && job->progress_func != NULL)
    job->progress_func (count, job->user_data);

  return G_SOURCE_REMOVE;
}

/* Called on the worker thread; coalesces reports into one pending source. Reports
 * come at most every 100 ms, so they go at the default priority: above GTK's
 * redraw, which on a busy software-rendered desktop would starve an idle. Always a
 * source: g_main_context_invoke() would run the report right here, on the worker's
 * thread, whenever the caller's context happens to be free (between two iterations). */
static void
report_progress (guint64  count,
                 gpointer data)
{
  PerchJob *job = data;

  g_mutex_lock (&job->lock);
  job->latest_count = count;
  g_mutex_unlock (&job->lock);
  if (g_atomic_int_compare_and_exchange (&job->progress_pending, 0, 1))
    {
      GSource *source = g_idle_source_new ();

      g_source_set_priority (source, G_PRIORITY_DEFAULT);
      g_source_set_callback (source, deliver_progress, perch_job_ref (job),
                             (GDestroyNotify) perch_job_unref);
      g_source_set_static_name (source, "[perch] worker progress");
      g_source_attach (source, job->context);
      g_source_unref (source);
    }
}

static void
run_in_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  PerchJob *job = task_data;
  GError *error = NULL;
  gpointer result;

  if (g_task_return_error_if_cancelled (task))
    return;

  result = job->func (job->input, &job->progress, &error);
  if (result == NULL && error == NULL)
    g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_FAILED, "The job gave no result");

  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, result, job->result_free);
}

static void
job_finished (GObject      *source_object,
              GAsyncResult *res,
              gpointer      data)
{
  PerchJob *job = data;
  PerchWorker *self = job->worker;
  gboolean current = perch_job_is_current (job);
  g_autoptr(GError) error = NULL;
  gpointer result;

  /* Take the result even for a stale job, so that it is freed. */
  g_task_set_check_cancellable (G_TASK (res), FALSE);
  result = g_task_propagate_pointer (G_TASK (res), &error);

  if (self != NULL && self->current == job)
    {
      self->current = NULL;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
    }

  if (current && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      job->done_func (result, error, job->user_data);
      result = NULL;  /* handed over */
    }

  if (result != NULL && job->result_free != NULL)
    job->result_free (result);

  if (job->worker != NULL)
    g_object_remove_weak_pointer (G_OBJECT (job->worker), (gpointer *) &job->worker);
  perch_job_unref (job);
}

/**
 * perch_worker_run:
 * @input: (transfer full): the job's own copy of what it works on
 * @done: called with the result (transfer full, free it with @result_free) or an
 *   error, unless the job was cancelled or superseded first
 *
 * Cancels the current job, if any, and starts @job on a worker thread.
 */
void
perch_worker_run (PerchWorker             *self,
                  PerchJobFunc             job_func,
                  gpointer                 input,
                  GDestroyNotify           input_free,
                  GDestroyNotify           result_free,
                  PerchWorkerProgressFunc  progress,
                  PerchWorkerDoneFunc      done,
                  gpointer                 user_data)
{
  g_autoptr(GTask) task = NULL;
  PerchJob *job;

  g_return_if_fail (PERCH_IS_WORKER (self));
  g_return_if_fail (job_func != NULL);
  g_return_if_fail (done != NULL);

  perch_worker_cancel (self);

  job = g_new0 (PerchJob, 1);
  job->ref_count = 1;
  g_mutex_init (&job->lock);
  job->worker = self;
  g_object_add_weak_pointer (G_OBJECT (self), (gpointer *) &job->worker);
  job->context = g_main_context_ref_thread_default ();
  job->cancellable = g_cancellable_new ();
  job->func = job_func;
  job->input = input;
  job->input_free = input_free;
  job->result_free = result_free;
  job->progress_func = progress;
  job->done_func = done;
  job->user_data = user_data;
  perch_progress_init (&job->progress, job->cancellable, report_progress, job);

  self->current = job;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);

  /* The task holds no reference to the worker, so that a page can go away while
   * a long search winds down; job_finished() then finds job->worker cleared. */
  task = g_task_new (NULL, job->cancellable, job_finished, job);
  g_task_set_source_tag (task, perch_worker_run);
  g_task_set_task_data (task, perch_job_ref (job), (GDestroyNotify) perch_job_unref);
  g_task_run_in_thread (task, run_in_thread);
}

/* Cancels the current job; its callbacks will not be called. */
void
perch_worker_cancel (PerchWorker *self)
{
  PerchJob *job;

  g_return_if_fail (PERCH_IS_WORKER (self));

  job = self->current;
  if (job == NULL)
    return;

  self->current = NULL;
  g_cancellable_cancel (job->cancellable);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

gboolean
perch_worker_is_busy (PerchWorker *self)
{
  g_return_val_if_fail (PERCH_IS_WORKER (self), FALSE);

  return self->current != NULL;
}

PerchWorker *
perch_worker_new (void)
{
  return g_object_new (PERCH_TYPE_WORKER, NULL);
}

static void
perch_worker_dispose (GObject *object)
{
  PerchWorker *self = PERCH_WORKER (object);

  if (self->current != NULL)
    {
      g_cancellable_cancel (self->current->cancellable);
      self->current = NULL;
    }

  G_OBJECT_CLASS (perch_worker_parent_class)->dispose (object);
}

static void
perch_worker_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  PerchWorker *self = PERCH_WORKER (object);

  switch (prop_id)
    {
    case PROP_BUSY:
      g_value_set_boolean (value, perch_worker_is_busy (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
perch_worker_class_init (PerchWorkerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = perch_worker_dispose;
  object_class->get_property = perch_worker_get_property;

  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
perch_worker_init (PerchWorker *self)
{
}
