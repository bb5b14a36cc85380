/* perch-session-restore.c: a page's session back from the state store
 *
 * Every page restores its session the same way: the store reads the file (and keeps
 * an unreadable one aside), the session reads the text (keeping what it can), and
 * whatever did not come back is said in a toast once the page is on screen, with a
 * Details button for the whole story, which is also logged.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-session-restore"

#include "config.h"

#include <glib/gi18n.h>

#include "perch-session-restore.h"
#include "perch-toast.h"

typedef struct
{
  char *summary;
  char *details;
} Problem;

static void
problem_free (gpointer data)
{
  Problem *problem = data;

  g_free (problem->summary);
  g_free (problem->details);
  g_free (problem);
}

static void
show_details (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  GtkWidget *page = user_data;
  Problem *problem = g_object_get_data (G_OBJECT (action), "problem");
  GtkRoot *root = gtk_widget_get_root (page);
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   problem->summary, problem->details);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
toast_problem (GtkWidget *page,
               Problem   *problem)
{
  GSimpleActionGroup *group = g_simple_action_group_new ();
  GSimpleAction *action = g_simple_action_new ("show-details", NULL);

  g_object_set_data_full (G_OBJECT (action), "problem", problem, problem_free);
  g_signal_connect_object (action, "activate", G_CALLBACK (show_details), page, 0);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));
  gtk_widget_insert_action_group (page, "restore", G_ACTION_GROUP (group));
  g_object_unref (action);
  g_object_unref (group);

  perch_toast_with_action (page, problem->summary, _("_Details"), "restore.show-details");
}

static void
on_page_mapped (GtkWidget *page)
{
  Problem *problem = g_object_steal_data (G_OBJECT (page), "perch-restore-problem");

  g_signal_handlers_disconnect_by_func (page, on_page_mapped, NULL);
  if (problem != NULL)
    toast_problem (page, problem);
}

/**
 * perch_page_report_problem:
 * @summary: a short line for the toast, such as "The saved game could not be restored"
 * @details: the whole story, for the Details dialog and the log
 *
 * Says a start-up problem once @page is on screen: a toast shown earlier would go
 * unread.
 */
void
perch_page_report_problem (GtkWidget  *page,
                           const char *summary,
                           const char *details)
{
  Problem *problem;

  g_return_if_fail (GTK_IS_WIDGET (page));
  g_return_if_fail (summary != NULL && details != NULL);

  g_message ("%s: %s", summary, details);
  problem = g_new0 (Problem, 1);
  problem->summary = g_strdup (summary);
  problem->details = g_strdup (details);

  if (gtk_widget_get_mapped (page))
    {
      toast_problem (page, problem);
      return;
    }
  g_object_set_data_full (G_OBJECT (page), "perch-restore-problem", problem, problem_free);
  g_signal_handlers_disconnect_by_func (page, on_page_mapped, NULL);
  g_signal_connect (page, "map", G_CALLBACK (on_page_mapped), NULL);
}

/* Why the store could not read a file, in the user's words. */
static char *
store_problem (const GError *error)
{
  if (error->domain != PERCH_STATE_STORE_ERROR)
    return g_strdup (error->message);
  switch ((PerchStateStoreError) error->code)
    {
    case PERCH_STATE_STORE_ERROR_TOO_LARGE:
      return g_strdup_printf (_("The saved file is larger than %d MB"),
                              PERCH_STATE_STORE_MAX_BYTES / (1024 * 1024));
    case PERCH_STATE_STORE_ERROR_NOT_TEXT:
      return g_strdup (_("The saved file is not text"));
    case PERCH_STATE_STORE_ERROR_CORRUPT:
      return g_strdup (_("The saved file is damaged: it does not start as Perch writes it"));
    case PERCH_STATE_STORE_ERROR_NEWER:
      return g_strdup (_("The saved file comes from a newer version of Perch"));
    case PERCH_STATE_STORE_ERROR_UNREADABLE:
    default:
      /* Translators: the system's reason follows */
      return g_strdup_printf (_("The saved file could not be read: %s"), error->message);
    }
}

/* @reason, and where the file went when it was kept aside. */
static char *
with_kept_as (const char *reason,
              const char *aside)
{
  if (aside == NULL)
    return g_strdup (reason);
  /* Translators: what was wrong with the saved text, then a file name */
  return g_strdup_printf (_("%s. The saved file was kept as %s."), reason, aside);
}

/* Reads @name's file into @session; what did not come back is said. */
static PerchRestored
load_saved (GtkWidget            *page,
            const char           *name,
            guint                 version,
            GObject              *session,
            PerchSessionLoadFunc  load,
            const char           *failed_summary,
            const char           *partial_summary)
{
  PerchStateStore *store = perch_state_store_get_default ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *details = NULL;
  guint file_version = version;

  text = perch_state_store_load (store, name, version, &file_version, &aside, &error);
  if (text == NULL && error == NULL)
    return PERCH_RESTORED_NOTHING;
  if (text == NULL)
    {
      g_autofree char *reason = store_problem (error);

      details = with_kept_as (reason, aside);
      perch_page_report_problem (page, failed_summary, details);
      return PERCH_RESTORED_NONE;
    }
  if (load (session, file_version, text, &error))
    return PERCH_RESTORED_ALL;

  /* The whole file is kept for a look; the next write starts afresh. */
  aside = perch_state_store_set_aside (store, name, NULL);
  details = with_kept_as (error->message, aside);
  perch_page_report_problem (page, partial_summary, details);
  return PERCH_RESTORED_PART;
}

/**
 * perch_page_restore_session:
 * @page: where a problem is said
 * @name: the state's name in the store
 * @version: the newest version of the text @load reads and @serialize writes
 * @session: the page's session, which emits "changed"
 * @load: reads the text of the version the file has (1 to @version) into @session
 * @serialize: returns @session's text
 * @restored: (nullable): told what came back, before the watching starts
 * @failed_summary: the toast when nothing could be read, such as
 *   _("The saved game could not be restored")
 * @partial_summary: the toast when @load kept only what came before a mistake,
 *   such as _("The saved game could not be fully restored")
 *
 * Loads the saved state of @name into @session, then has the store keep it
 * (perch_state_store_watch()). A file that cannot be read, or whose text @load
 * refuses, is kept aside and the user told (see perch_page_report_problem()).
 * In between, @restored may move older settings over when nothing was saved
 * (%PERCH_RESTORED_NOTHING).
 */
void
perch_page_restore_session (GtkWidget                *page,
                            const char               *name,
                            guint                     version,
                            GObject                  *session,
                            PerchSessionLoadFunc      load,
                            PerchStateSerializeFunc   serialize,
                            PerchSessionRestoredFunc  restored,
                            const char               *failed_summary,
                            const char               *partial_summary)
{
  PerchRestored outcome;

  g_return_if_fail (GTK_IS_WIDGET (page));
  g_return_if_fail (G_IS_OBJECT (session));
  g_return_if_fail (load != NULL && serialize != NULL);

  outcome = load_saved (page, name, version, session, load, failed_summary, partial_summary);
  if (restored != NULL)
    restored (page, outcome);
  perch_state_store_watch (perch_state_store_get_default (), name, version, session, "changed",
                           serialize);
}
