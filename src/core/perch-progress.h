/* perch-progress.h: what a long search tells the world, and how it is told to stop
 *
 * A solver takes a PerchProgress (which may be NULL: then it is never cancelled and
 * reports to nobody). It calls perch_progress_update() with its running count of
 * states or nodes as often as it likes; the report function runs at most every
 * 100 ms, on the solver's own thread. perch_progress_cancelled() is cheap enough to
 * call in an inner loop every few thousand nodes.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef void (*PerchProgressFunc) (guint64  count,
                                   gpointer user_data);

typedef struct
{
  GCancellable      *cancellable;
  PerchProgressFunc  func;
  gpointer           user_data;
  guint64            count;
  gint64             next_report_us;
} PerchProgress;

void      perch_progress_init       (PerchProgress     *progress,
                                     GCancellable      *cancellable,
                                     PerchProgressFunc  func,
                                     gpointer           user_data);
gboolean  perch_progress_cancelled  (const PerchProgress *progress);
void      perch_progress_update     (PerchProgress     *progress,
                                     guint64            count);
gboolean  perch_progress_set_error_if_cancelled (const PerchProgress *progress,
                                                 GError            **error);

G_END_DECLS
