/* perch-busy-bar.h: the one way a page shows the job on its worker
 *
 * A line with a spinner, what the job is doing and Cancel, shown while the bound
 * PerchWorker is busy. It keeps its height when idle (then it shows the idle text,
 * such as the last result, or nothing), so the page does not jump when a job
 * starts or ends. Its Cancel emits "cancelled" after cancelling the job.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "perch-worker.h"

G_BEGIN_DECLS

#define PERCH_TYPE_BUSY_BAR (perch_busy_bar_get_type ())

G_DECLARE_FINAL_TYPE (PerchBusyBar, perch_busy_bar, PERCH, BUSY_BAR, GtkWidget)

GtkWidget  *perch_busy_bar_new            (void);
void        perch_busy_bar_set_worker     (PerchBusyBar *self,
                                           PerchWorker  *worker);
void        perch_busy_bar_set_text       (PerchBusyBar *self,
                                           const char   *text);
void        perch_busy_bar_set_idle_text  (PerchBusyBar *self,
                                           const char   *text);
const char *perch_busy_bar_get_shown_text (PerchBusyBar *self);
gboolean    perch_busy_bar_get_busy       (PerchBusyBar *self);

G_END_DECLS
