/* perch-browse.h: stepping through several answers, the same way on every page
 *
 * A page that shows one of several things (Uluru's optimal placements, the
 * positions along a Ball Sort solution, Logic's solutions) owns a PerchBrowse. It
 * adds the action group "browse" to the page, with first, previous, next and last,
 * each enabled only where it can go, and the same keys on every page:
 * Ctrl+Left / Ctrl+Right (previous, next), Ctrl+Home / Ctrl+End (first, last),
 * and Alt+Page Up / Alt+Page Down (previous, next). The keys are caught before the
 * focused widget sees them, so a board or a list cannot swallow them, except in
 * editable text, where Ctrl+arrows and Ctrl+Home/End keep their meaning for the
 * text (Alt+Page Up/Down still browse there). The page observes
 * notify::position. perch_browse_switcher_new() makes the "‹ 3 of 264 ›" control.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define PERCH_TYPE_BROWSE (perch_browse_get_type ())

G_DECLARE_FINAL_TYPE (PerchBrowse, perch_browse, PERCH, BROWSE, GObject)

PerchBrowse *perch_browse_new            (GtkWidget   *page);
guint        perch_browse_get_n_items    (PerchBrowse *self);
void         perch_browse_set_n_items    (PerchBrowse *self,
                                          guint        n_items);
guint        perch_browse_get_position   (PerchBrowse *self);
void         perch_browse_set_position   (PerchBrowse *self,
                                          guint        position);
void         perch_browse_set_range      (PerchBrowse *self,
                                          guint        n_items,
                                          guint        position);
char        *perch_browse_describe       (PerchBrowse *self);
gboolean     perch_browse_step           (PerchBrowse *self,
                                          const char  *action_name);

GtkWidget   *perch_browse_switcher_new   (PerchBrowse *self,
                                          const char  *previous_tooltip,
                                          const char  *next_tooltip);

G_END_DECLS
