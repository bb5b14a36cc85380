/* perch-logic-picture-view.h: a solution's picture (reindeer in line, houses on a map)
 *
 * Draws with the painter; as tall as the picture wants at the width it is given.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "perch-logic-painter.h"

G_BEGIN_DECLS

#define PERCH_TYPE_LOGIC_PICTURE_VIEW (perch_logic_picture_view_get_type ())

G_DECLARE_FINAL_TYPE (PerchLogicPictureView, perch_logic_picture_view, PERCH, LOGIC_PICTURE_VIEW,
                      GtkWidget)

/* @scene and what it points to stay the caller's and must outlive the view's use of them;
 * NULL draws nothing. */
void perch_logic_picture_view_set_scene (PerchLogicPictureView *self,
                                         const PerchLogicScene *scene);

G_END_DECLS
