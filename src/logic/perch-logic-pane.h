/* perch-logic-pane.h: one side of the Logic page, the editor or the results
 *
 * Asks for its child's minimum width and no more: the two sides of an unfolded leaflet then
 * share the width equally, whatever their contents would like, so the border between them
 * stays put while answers come and go. (A size group did the same, but a resize of the
 * editor's text then reached the results in the middle of drawing them.)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define PERCH_TYPE_LOGIC_PANE (perch_logic_pane_get_type ())

G_DECLARE_FINAL_TYPE (PerchLogicPane, perch_logic_pane, PERCH, LOGIC_PANE, GtkWidget)

GtkWidget *perch_logic_pane_get_child (PerchLogicPane *self);
void       perch_logic_pane_set_child (PerchLogicPane *self,
                                       GtkWidget      *child);

G_END_DECLS
