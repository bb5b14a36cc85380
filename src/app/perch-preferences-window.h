/* perch-preferences-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define PERCH_TYPE_PREFERENCES_WINDOW (perch_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (PerchPreferencesWindow, perch_preferences_window,
                      PERCH, PREFERENCES_WINDOW, AdwPreferencesWindow)

PerchPreferencesWindow *perch_preferences_window_new (GtkWindow *parent);

G_END_DECLS
