/* perch-progress.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-progress"

#include "perch-progress.h"

#define REPORT_INTERVAL_US (100 * G_TIME_SPAN_MILLISECOND)

void
perch_progress_init (PerchProgress     *progress,
                     GCancellable      *cancellable,
                     PerchProgressFunc  func,
                     gpointer           user_data)
{
  g_return_if_fail (progress != NULL);

  progress->cancellable = cancellable;
  progress->func = func;
  progress->user_data = user_data;
  progress->count = 0;
  progress->next_report_us = 0;
}

gboolean
perch_progress_cancelled (const PerchProgress *progress)
{
  return progress != NULL
         && progress->cancellable != NULL
         && g_cancellable_is_cancelled (progress->cancellable);
}

void
perch_progress_update (PerchProgress *progress,
                       guint64        count)
{
  gint64 now;

  if (progress == NULL)
    return;

  progress->count = count;
  if (progress->func == NULL)
    return;

  now = g_get_monotonic_time ();
  if (now < progress->next_report_us)
    return;

  progress->next_report_us = now + REPORT_INTERVAL_US;
  progress->func (count, progress->user_data);
}

/* Sets G_IO_ERROR_CANCELLED and returns TRUE when the search was cancelled. */
gboolean
perch_progress_set_error_if_cancelled (const PerchProgress *progress,
                                       GError             **error)
{
  if (!perch_progress_cancelled (progress))
    return FALSE;

  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, "Cancelled");

  return TRUE;
}
