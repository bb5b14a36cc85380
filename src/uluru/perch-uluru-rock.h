/* perch-uluru-rock.h: the board widget, where birds sit, fly and are dragged
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "perch-uluru-deal.h"

G_BEGIN_DECLS

#define PERCH_TYPE_ULURU_ROCK (perch_uluru_rock_get_type ())

G_DECLARE_FINAL_TYPE (PerchUluruRock, perch_uluru_rock, PERCH, ULURU_ROCK, GtkWidget)

GtkWidget                 *perch_uluru_rock_new           (void);
void                       perch_uluru_rock_set_placement (PerchUluruRock            *self,
                                                           const PerchUluruPlacement *placement,
                                                           gboolean                   animate);
const PerchUluruPlacement *perch_uluru_rock_get_placement (PerchUluruRock            *self);
void                       perch_uluru_rock_set_unhappy_birds
                                                          (PerchUluruRock            *self,
                                                           guint8                     birds);
void                       perch_uluru_rock_set_highlighted_birds
                                                          (PerchUluruRock            *self,
                                                           guint8                     birds);
guint8                     perch_uluru_rock_get_highlighted_birds
                                                          (PerchUluruRock            *self);
void                       perch_uluru_rock_set_interactive
                                                          (PerchUluruRock            *self,
                                                           gboolean                   interactive);
gboolean                   perch_uluru_rock_is_animating  (PerchUluruRock            *self);
void                       perch_uluru_rock_request_move  (PerchUluruRock            *self,
                                                           PerchUluruBird             bird,
                                                           guint                      place);

G_END_DECLS
