/* perch-session-restore.h: a page's session back from the state store, and what
 * could not come back said once, when the page is on screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "perch-state-store.h"

G_BEGIN_DECLS

/* Loads @text, written in @version of the session's text (1 to the newest), into
 * @session. On a mistake it keeps what it could read before it (or nothing) and says
 * where, in @error. */
typedef gboolean (*PerchSessionLoadFunc) (GObject     *session,
                                          guint        version,
                                          const char  *text,
                                          GError     **error);

typedef enum
{
  PERCH_RESTORED_NOTHING,   /* no saved state: the page may move older settings over */
  PERCH_RESTORED_ALL,
  PERCH_RESTORED_PART,      /* the session holds what could be read; the file was kept aside */
  PERCH_RESTORED_NONE,      /* the file could not be read at all and was kept aside */
} PerchRestored;

/* Told what came back, before the store watches the session: the page may move older
 * settings over (%PERCH_RESTORED_NOTHING) or start afresh. */
typedef void (*PerchSessionRestoredFunc) (GtkWidget     *page,
                                          PerchRestored  restored);

void perch_page_restore_session (GtkWidget                *page,
                                 const char               *name,
                                 guint                     version,
                                 GObject                  *session,
                                 PerchSessionLoadFunc      load,
                                 PerchStateSerializeFunc   serialize,
                                 PerchSessionRestoredFunc  restored,
                                 const char               *failed_summary,
                                 const char               *partial_summary);
void perch_page_report_problem  (GtkWidget                *page,
                                 const char               *summary,
                                 const char               *details);

G_END_DECLS
