/* perch-file-dialogs.h: asking for a file to open or save, for any page
 *
 * Both use the native file chooser, transient for the page's window, and call
 * back only when the user accepts; the page is kept alive until then. Files are
 * read without blocking the main loop.
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

/* A text file larger than this is refused without reading all of it. */
#define PERCH_TEXT_FILE_MAX_BYTES (16 * 1024 * 1024)

/* Reads @file asynchronously; @opened is called when it is read (or not). */
void perch_load_text_file      (GtkWidget       *page,
                                GFile           *file,
                                PerchOpenedFunc  opened);

/* Asks for a file and reads it as perch_load_text_file() does. @filter (may be
 * NULL) is taken. */
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
