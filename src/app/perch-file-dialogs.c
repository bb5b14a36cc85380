/* perch-file-dialogs.c: asking for a file to open or save, for any page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-file-dialogs"

#include "config.h"

#include <glib/gi18n.h>

#include "perch-file-dialogs.h"

typedef struct
{
  GtkWidget *page;
  GCallback  func;   /* a PerchOpenedFunc or a PerchChosenFunc */
} Request;

static GtkFileChooserNative *
new_dialog (GtkWidget            *page,
            const char           *title,
            GtkFileChooserAction  action,
            const char           *accept,
            GtkFileFilter        *filter,
            GCallback             func,
            GCallback             on_response)
{
  GtkFileChooserNative *dialog;
  Request *request = g_new (Request, 1);

  request->page = g_object_ref (page);
  request->func = func;
  dialog = gtk_file_chooser_native_new (title, GTK_WINDOW (gtk_widget_get_root (page)), action,
                                        accept, _("_Cancel"));
  if (filter != NULL)
    gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_signal_connect (dialog, "response", on_response, request);
  return dialog;
}

static void
show_open_dialog (GtkWidget     *page,
                  const char    *title,
                  GtkFileFilter *filter,
                  GCallback      func,
                  GCallback      on_response)
{
  GtkFileChooserNative *dialog = new_dialog (page, title, GTK_FILE_CHOOSER_ACTION_OPEN,
                                             _("_Open"), filter, func, on_response);

  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
finish (GtkNativeDialog *dialog,
        Request         *request)
{
  g_object_unref (request->page);
  g_free (request);
  g_object_unref (dialog);
}

static void
on_open_response (GtkNativeDialog *dialog,
                  int              response,
                  Request         *request)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      PerchOpenedFunc opened = (PerchOpenedFunc) request->func;
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autoptr(GError) error = NULL;
      g_autofree char *contents = NULL;

      if (!g_file_load_contents (file, NULL, &contents, NULL, NULL, &error))
        opened (request->page, file, NULL, error);
      else if (!g_utf8_validate (contents, -1, NULL))
        {
          g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                               _("The file is not text"));
          opened (request->page, file, NULL, error);
        }
      else
        opened (request->page, file, contents, NULL);
    }
  finish (dialog, request);
}

void
perch_open_text_file (GtkWidget       *page,
                      const char      *title,
                      GtkFileFilter   *filter,
                      PerchOpenedFunc  opened)
{
  g_return_if_fail (GTK_IS_WIDGET (page));
  g_return_if_fail (opened != NULL);

  show_open_dialog (page, title, filter, G_CALLBACK (opened), G_CALLBACK (on_open_response));
}

static void
on_chosen_response (GtkNativeDialog *dialog,
                    int              response,
                    Request         *request)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      PerchChosenFunc chosen = (PerchChosenFunc) request->func;
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      chosen (request->page, file);
    }
  finish (dialog, request);
}

void
perch_choose_file_to_open (GtkWidget       *page,
                           const char      *title,
                           GtkFileFilter   *filter,
                           PerchChosenFunc  chosen)
{
  g_return_if_fail (GTK_IS_WIDGET (page));
  g_return_if_fail (chosen != NULL);

  show_open_dialog (page, title, filter, G_CALLBACK (chosen), G_CALLBACK (on_chosen_response));
}

void
perch_choose_file_to_save (GtkWidget       *page,
                           const char      *title,
                           GtkFileFilter   *filter,
                           GFile           *current,
                           const char      *suggested_name,
                           PerchChosenFunc  chosen)
{
  GtkFileChooserNative *dialog;

  g_return_if_fail (GTK_IS_WIDGET (page));
  g_return_if_fail (chosen != NULL);

  dialog = new_dialog (page, title, GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), filter,
                       G_CALLBACK (chosen), G_CALLBACK (on_chosen_response));
  if (current != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (dialog), current, NULL);
  else if (suggested_name != NULL)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), suggested_name);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}
