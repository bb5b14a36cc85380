/* perch-file-dialogs.h: asking for a file to open or save, for any page
 *
 * Both use the native file chooser, transient for the page's window, and call
 * back only when the user accepts; the page is kept alive until then.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* @text is the file's contents (valid UTF-8) or NULL with @error saying why not
 * (the message is fit to show). */
typedef void (*PerchOpenedFunc) (GtkWidget    *page,
                                 GFile        *file,
                                 const char   *text,
                                 const GError *error);

typedef void (*PerchChosenFunc) (GtkWidget    *page,
                                 GFile        *file);

/* @filter (may be NULL) is taken. */
void perch_open_text_file      (GtkWidget       *page,
                                const char      *title,
                                GtkFileFilter   *filter,
                                PerchOpenedFunc  opened);

/* Only asks: the page reads the file itself (asynchronously). */
void perch_choose_file_to_open (GtkWidget       *page,
                                const char      *title,
                                GtkFileFilter   *filter,
                                PerchChosenFunc  chosen);

/* Starts at @current when there is one, otherwise in the usual folder with
 * @suggested_name. */
void perch_choose_file_to_save (GtkWidget       *page,
                                const char      *title,
                                GtkFileFilter   *filter,
                                GFile           *current,
                                const char      *suggested_name,
                                PerchChosenFunc  chosen);

G_END_DECLS
