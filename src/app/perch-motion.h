/* perch-motion.h: the one way Perch animates
 *
 * A PerchMotion drives a redraw of one widget from 0 to 1 over a duration
 * (an AdwTimedAnimation underneath). Painters read perch_motion_get_progress()
 * and draw the in-between frame; the widget never stores animation state of its
 * own. When animations are off (GTK's gtk-enable-animations, or Perch's own
 * "animations" setting) or the widget is not mapped, a motion finishes at once.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define PERCH_TYPE_MOTION (perch_motion_get_type ())

G_DECLARE_FINAL_TYPE (PerchMotion, perch_motion, PERCH, MOTION, GObject)

PerchMotion *perch_motion_new           (GtkWidget   *widget);
void         perch_motion_start         (PerchMotion *self,
                                         guint        duration_ms,
                                         AdwEasing    easing);
void         perch_motion_skip          (PerchMotion *self);
double       perch_motion_get_progress  (PerchMotion *self);
gboolean     perch_motion_is_running    (PerchMotion *self);

G_END_DECLS
