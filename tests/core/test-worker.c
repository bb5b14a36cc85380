/* test-worker.c: the main loop keeps ticking while a job runs; cancel and
 * supersede deliver nothing stale */
#include <string.h>

#include "perch-worker.h"

typedef struct
{
  GMainLoop *loop;
  guint      ticks;
  guint      progress_reports;
  gboolean   progress_on_main_thread;
  gboolean   progress_elsewhere;    /* a report ran on another thread */
  GThread   *main_thread;
  int        result;
  gboolean   done_called;
  guint      done_count;
} Fixture;

/* Counts to @input * 1000 in steps of 1 ms, reporting progress, until cancelled. */
static gpointer
slow_job (gpointer       input,
          PerchProgress *progress,
          GError       **error)
{
  int steps = *(int *) input;

  for (int i = 0; i < steps; i++)
    {
      if (perch_progress_set_error_if_cancelled (progress, error))
        return NULL;
      g_usleep (1000);
      perch_progress_update (progress, i + 1);
    }

  return g_memdup2 (&steps, sizeof steps);
}

static gpointer
failing_job (gpointer       input,
             PerchProgress *progress,
             GError       **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "bottle 3 is over capacity");
  return NULL;
}

static gpointer
int_copy (int value)
{
  return g_memdup2 (&value, sizeof value);
}

static gboolean
tick (gpointer data)
{
  Fixture *f = data;

  f->ticks++;
  return G_SOURCE_CONTINUE;
}

static void
on_progress (guint64  count,
             gpointer data)
{
  Fixture *f = data;

  f->progress_reports++;
  f->progress_on_main_thread = g_thread_self () == f->main_thread;
  f->progress_elsewhere |= !f->progress_on_main_thread;
}

static void
on_done (gpointer      result,
         const GError *error,
         gpointer      data)
{
  Fixture *f = data;

  g_assert_no_error ((GError *) error);
  f->done_called = TRUE;
  f->done_count++;
  f->result = *(int *) result;
  g_free (result);
  g_main_loop_quit (f->loop);
}

static void
on_done_error (gpointer      result,
               const GError *error,
               gpointer      data)
{
  Fixture *f = data;

  g_assert_null (result);
  g_assert_error ((GError *) error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_cmpstr (error->message, ==, "bottle 3 is over capacity");
  f->done_called = TRUE;
  g_main_loop_quit (f->loop);
}

static gboolean
quit_loop (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_REMOVE;
}

static void
fixture_init (Fixture *f)
{
  memset (f, 0, sizeof *f);
  f->loop = g_main_loop_new (NULL, FALSE);
  f->main_thread = g_thread_self ();
}

/* A 400 ms job: a 10 ms timeout must fire many times meanwhile. */
static void
test_worker_main_loop_ticks (void)
{
  g_autoptr(PerchWorker) worker = perch_worker_new ();
  Fixture f;
  guint tick_id;

  fixture_init (&f);
  tick_id = g_timeout_add (10, tick, &f);
  perch_worker_run (worker, slow_job, int_copy (400), g_free, g_free,
                    on_progress, on_done, &f);
  g_assert_true (perch_worker_is_busy (worker));
  g_main_loop_run (f.loop);
  g_source_remove (tick_id);

  g_assert_true (f.done_called);
  g_assert_cmpint (f.result, ==, 400);
  g_assert_false (perch_worker_is_busy (worker));
  g_assert_cmpuint (f.ticks, >=, 10);
  g_assert_cmpuint (f.progress_reports, >=, 1);
  g_assert_true (f.progress_on_main_thread);
  g_main_loop_unref (f.loop);
}

/* Cancel: the job stops early and its callback is never called. */
static gboolean
busy_redraw (gpointer data)
{
  Fixture *f = data;

  f->ticks++;
  g_usleep (2000);
  return G_SOURCE_CONTINUE;
}

/* Progress is not starved by drawing: with a source at GTK's redraw priority always
 * ready (a busy frame clock on a software-rendered desktop), reports still arrive
 * while the job runs. */
static void
test_worker_progress_beats_redraw (void)
{
  g_autoptr(PerchWorker) worker = perch_worker_new ();
  Fixture f;
  guint redraw_id;

  fixture_init (&f);
  redraw_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 20, busy_redraw, &f, NULL);
  perch_worker_run (worker, slow_job, int_copy (600), g_free, g_free,
                    on_progress, on_done, &f);
  g_main_loop_run (f.loop);
  g_source_remove (redraw_id);

  g_assert_true (f.done_called);
  g_assert_cmpuint (f.ticks, >=, 10);
  g_assert_cmpuint (f.progress_reports, >=, 2);
  g_main_loop_unref (f.loop);
}

/* Progress reaches the caller's thread even while its main context is free (a test
 * between two iterations, say): it never runs on the worker's thread. */
static void
test_worker_progress_on_callers_thread (void)
{
  g_autoptr(PerchWorker) worker = perch_worker_new ();
  Fixture f;

  fixture_init (&f);
  perch_worker_run (worker, slow_job, int_copy (500), g_free, g_free,
                    on_progress, on_done, &f);
  /* Nobody owns the main context for a while: the job reports meanwhile. */
  g_usleep (300 * 1000);
  g_main_loop_run (f.loop);

  g_assert_true (f.done_called);
  g_assert_cmpuint (f.progress_reports, >=, 1);
  g_assert_false (f.progress_elsewhere);
  g_main_loop_unref (f.loop);
}

static void
test_worker_cancel (void)
{
  g_autoptr(PerchWorker) worker = perch_worker_new ();
  Fixture f;
  gint64 start = g_get_monotonic_time ();

  fixture_init (&f);
  perch_worker_run (worker, slow_job, int_copy (100000), g_free, g_free,
                    on_progress, on_done, &f);
  g_timeout_add (50, quit_loop, f.loop);
  g_main_loop_run (f.loop);
  perch_worker_cancel (worker);
  g_assert_false (perch_worker_is_busy (worker));

  /* Give a stale callback every chance to arrive. */
  g_timeout_add (200, quit_loop, f.loop);
  g_main_loop_run (f.loop);
  g_assert_false (f.done_called);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 20 * G_USEC_PER_SEC);
  g_main_loop_unref (f.loop);
}

/* A new request supersedes the old one: only the new answer arrives. */
static void
test_worker_supersede (void)
{
  g_autoptr(PerchWorker) worker = perch_worker_new ();
  Fixture f;

  fixture_init (&f);
  perch_worker_run (worker, slow_job, int_copy (300), g_free, g_free, NULL, on_done, &f);
  perch_worker_run (worker, slow_job, int_copy (20), g_free, g_free, NULL, on_done, &f);
  g_main_loop_run (f.loop);
  g_assert_cmpint (f.result, ==, 20);

  g_timeout_add (400, quit_loop, f.loop);
  g_main_loop_run (f.loop);
  g_assert_cmpuint (f.done_count, ==, 1);
  g_main_loop_unref (f.loop);
}

static void
test_worker_error (void)
{
  g_autoptr(PerchWorker) worker = perch_worker_new ();
  Fixture f;

  fixture_init (&f);
  perch_worker_run (worker, failing_job, NULL, NULL, g_free, NULL, on_done_error, &f);
  g_main_loop_run (f.loop);
  g_assert_true (f.done_called);
  g_main_loop_unref (f.loop);
}

/* The owner goes away mid-job (a window closed): nothing is called afterwards. */
static void
test_worker_owner_gone (void)
{
  PerchWorker *worker = perch_worker_new ();
  Fixture f;

  fixture_init (&f);
  perch_worker_run (worker, slow_job, int_copy (100000), g_free, g_free,
                    on_progress, on_done, &f);
  g_object_unref (worker);
  g_timeout_add (300, quit_loop, f.loop);
  g_main_loop_run (f.loop);
  g_assert_false (f.done_called);
  g_main_loop_unref (f.loop);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/worker/main-loop-ticks", test_worker_main_loop_ticks);
  g_test_add_func ("/worker/progress-beats-redraw", test_worker_progress_beats_redraw);
  g_test_add_func ("/worker/progress-on-callers-thread", test_worker_progress_on_callers_thread);
  g_test_add_func ("/worker/cancel", test_worker_cancel);
  g_test_add_func ("/worker/supersede", test_worker_supersede);
  g_test_add_func ("/worker/error", test_worker_error);
  g_test_add_func ("/worker/owner-gone", test_worker_owner_gone);

  return g_test_run ();
}
