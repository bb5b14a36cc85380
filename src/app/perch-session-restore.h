/* perch-session-restore.h: a page's session back from the state store, and what
 * could not come back said once, when the page is on screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "perch-state-store.h"

G_BEGIN_DECLS

/* Loads @text into @session. On a mistake it keeps what it could read before it
 * (or nothing) and says where, in @error. */
typedef gboolean (*PerchSessionLoadFunc) (GObject     *session,
                                          const char  *text,
                                          GError     **error);

/* The same for a session whose text changed over versions: told the file's version. */
typedef gboolean (*PerchSessionLoadVersionFunc) (GObject     *session,
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

PerchRestored perch_page_restore_session (GtkWidget             *page,
                                          const char            *name,
                                          guint                  version,
                                          GObject               *session,
                                          PerchSessionLoadFunc   load,
                                          const char            *failed_summary,
                                          const char            *partial_summary);
PerchRestored perch_page_restore_versioned_session (GtkWidget                   *page,
                                                    const char                  *name,
                                                    guint                        version,
                                                    GObject                     *session,
                                                    PerchSessionLoadVersionFunc  load,
                                                    const char                  *failed_summary,
                                                    const char                  *partial_summary);
void          perch_page_report_problem  (GtkWidget             *page,
                                          const char            *summary,
                                          const char            *details);

G_END_DECLS
