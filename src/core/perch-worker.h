/* perch-worker.h: one solver at a time on a worker thread, results only while wanted
 *
 * A page owns a PerchWorker. perch_worker_run() hands a job a copy of its input and a
 * PerchProgress (with a GCancellable) on a worker thread. Progress and the result
 * come back on the main context of the caller. Running a new job cancels the one
 * before it, and perch_worker_cancel() (call it from the owner's dispose) cancels
 * the current one: the callbacks of a superseded or cancelled job are never called,
 * and its result is freed, so a page never sees an answer to an old question.
 */
#pragma once

#include <gio/gio.h>

#include "perch-progress.h"

G_BEGIN_DECLS

#define PERCH_TYPE_WORKER (perch_worker_get_type ())

G_DECLARE_FINAL_TYPE (PerchWorker, perch_worker, PERCH, WORKER, GObject)

/* Runs on the worker thread. Returns the result (freed with the result_free given to
 * perch_worker_run() if nobody wants it), or NULL with @error set. */
typedef gpointer (*PerchJobFunc)            (gpointer        input,
                                             PerchProgress  *progress,
                                             GError        **error);
/* Run on the caller's main context, for the current job only. */
typedef void     (*PerchWorkerProgressFunc) (guint64         count,
                                             gpointer        user_data);
typedef void     (*PerchWorkerDoneFunc)     (gpointer        result,
                                             const GError   *error,
                                             gpointer        user_data);

PerchWorker *perch_worker_new      (void);
void         perch_worker_run      (PerchWorker             *self,
                                    PerchJobFunc             job,
                                    gpointer                 input,
                                    GDestroyNotify           input_free,
                                    GDestroyNotify           result_free,
                                    PerchWorkerProgressFunc  progress,
                                    PerchWorkerDoneFunc      done,
                                    gpointer                 user_data);
void         perch_worker_cancel   (PerchWorker             *self);
gboolean     perch_worker_is_busy  (PerchWorker             *self);

G_END_DECLS
