/* perch-toast.h: the one way a page shows a short message
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void perch_toast             (GtkWidget  *widget,
                              const char *title);
void perch_toast_with_action (GtkWidget  *widget,
                              const char *title,
                              const char *button_label,
                              const char *action_name);

G_END_DECLS
