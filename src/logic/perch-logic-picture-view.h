/* perch-logic-picture-view.h: a solution's picture (reindeer in line, houses on a map)
 *
 * Draws with the painter; as tall as the picture wants at the width it is given. Told to
 * move to another solution of the same puzzle, it moves the names to their new places
 * itself, taking the time the painter says (perch_logic_picture_motion_ms()).
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

/* Shows @scene (NULL: nothing). Its names and values are copied; the picture and the names'
 * strings stay the caller's and must outlive their use here. With @move, the names move from
 * where the scene shown had them (the same picture, another solution). */
void     perch_logic_picture_view_set_scene (PerchLogicPictureView *self,
                                             const PerchLogicScene *scene,
                                             gboolean               move);
gboolean perch_logic_picture_view_is_moving (PerchLogicPictureView *self);

G_END_DECLS
