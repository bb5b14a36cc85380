/* perch-ballsort-jobs.c: the Ball Sort page's jobs, run on its worker thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-ballsort"

#include "perch-ballsort-generator.h"
#include "perch-ballsort-jobs.h"

struct _PerchBallsortWatch
{
  gatomicrefcount          ref_count;
  GMutex                   mutex;
  gboolean                 known;
  PerchBallsortSearchInfo  info;
};

PerchBallsortWatch *
perch_ballsort_watch_new (void)
{
  PerchBallsortWatch *watch = g_new0 (PerchBallsortWatch, 1);

  g_atomic_ref_count_init (&watch->ref_count);
  g_mutex_init (&watch->mutex);
  return watch;
}

PerchBallsortWatch *
perch_ballsort_watch_ref (PerchBallsortWatch *watch)
{
  g_return_val_if_fail (watch != NULL, NULL);

  g_atomic_ref_count_inc (&watch->ref_count);
  return watch;
}

void
perch_ballsort_watch_unref (PerchBallsortWatch *watch)
{
  if (watch == NULL || !g_atomic_ref_count_dec (&watch->ref_count))
    return;
  g_mutex_clear (&watch->mutex);
  g_free (watch);
}

/* The latest report of the search (FALSE before the first). */
gboolean
perch_ballsort_watch_read (PerchBallsortWatch      *watch,
                           PerchBallsortSearchInfo *info)
{
  gboolean known;

  g_return_val_if_fail (watch != NULL && info != NULL, FALSE);

  g_mutex_lock (&watch->mutex);
  known = watch->known;
  *info = watch->info;
  g_mutex_unlock (&watch->mutex);
  return known;
}

/* On the worker thread. */
static void
watch_write (const PerchBallsortSearchInfo *info,
             gpointer                       user_data)
{
  PerchBallsortWatch *watch = user_data;

  g_mutex_lock (&watch->mutex);
  watch->known = TRUE;
  watch->info = *info;
  g_mutex_unlock (&watch->mutex);
}

PerchBallsortJob *
perch_ballsort_job_new (PerchBallsortJobKind kind,
                        PerchBallsortModel   model)
{
  PerchBallsortJob *job = g_new0 (PerchBallsortJob, 1);

  job->kind = kind;
  job->model = model;
  g_date_clear (&job->date, 1);
  return job;
}

void
perch_ballsort_job_free (PerchBallsortJob *job)
{
  if (job == NULL)
    return;
  perch_ballsort_level_free (job->level);
  perch_ballsort_watch_unref (job->watch);
  g_free (job);
}

void
perch_ballsort_answer_free (PerchBallsortAnswer *answer)
{
  if (answer == NULL)
    return;
  perch_ballsort_result_free (answer->result);
  perch_ballsort_level_free (answer->level);
  g_free (answer);
}

static gpointer
run (gpointer        data,
     PerchProgress  *progress,
     GError        **error)
{
  PerchBallsortJob *job = data;
  PerchBallsortOptions options = { job->model, 0, FALSE, NULL, NULL };
  g_autoptr(PerchBallsortAnswer) answer = g_new0 (PerchBallsortAnswer, 1);

  if (job->watch != NULL)
    {
      options.info_func = watch_write;
      options.info_data = job->watch;
    }
  switch (job->kind)
    {
    case PERCH_BALLSORT_JOB_SOLVE:
    case PERCH_BALLSORT_JOB_HINT:
      answer->result = perch_ballsort_solve_with (job->level, &options, progress, error);
      break;
    case PERCH_BALLSORT_JOB_EXTRA:
      answer->result = perch_ballsort_solve_extra (job->level, &options, progress, error);
      break;
    case PERCH_BALLSORT_JOB_DEAL:
      answer->level = perch_ballsort_generate (job->colours, job->empty, job->capacity,
                                               job->model, job->seed, error);
      break;
    case PERCH_BALLSORT_JOB_DIFFICULTY:
      answer->level = perch_ballsort_generate_difficulty (job->difficulty, job->model, job->seed,
                                                          progress, &answer->moves, error);
      break;
    case PERCH_BALLSORT_JOB_DAILY:
      answer->level = perch_ballsort_level_of_the_day (&job->date, job->model, progress,
                                                       &answer->moves, error);
      break;
    default:
      g_assert_not_reached ();
    }
  if (answer->result == NULL && answer->level == NULL)
    return NULL;
  return g_steal_pointer (&answer);
}

/* Runs @job (taken) on @worker; @done gets a PerchBallsortAnswer. */
void
perch_ballsort_job_run (PerchBallsortJob        *job,
                        PerchWorker             *worker,
                        PerchWorkerProgressFunc  progress,
                        PerchWorkerDoneFunc      done,
                        gpointer                 user_data)
{
  g_return_if_fail (job != NULL && PERCH_IS_WORKER (worker));

  perch_worker_run (worker, run, job, (GDestroyNotify) perch_ballsort_job_free,
                    (GDestroyNotify) perch_ballsort_answer_free, progress, done, user_data);
}
