/* perch-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "perch-application.h"

G_BEGIN_DECLS

#define PERCH_TYPE_WINDOW (perch_window_get_type ())

G_DECLARE_FINAL_TYPE (PerchWindow, perch_window, PERCH, WINDOW, AdwApplicationWindow)

PerchWindow *perch_window_new           (PerchApplication *application);
void         perch_window_show_page     (PerchWindow      *self,
                                         const char       *name);
const char  *perch_window_get_page_name (PerchWindow      *self);
GtkWidget   *perch_window_get_page      (PerchWindow      *self,
                                         const char       *name);

G_END_DECLS
