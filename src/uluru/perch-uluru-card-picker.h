/* perch-uluru-card-picker.h: a popover that shows every card kind once, fitting the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "perch-uluru-card.h"

G_BEGIN_DECLS

#define PERCH_TYPE_ULURU_CARD_PICKER (perch_uluru_card_picker_get_type ())

G_DECLARE_FINAL_TYPE (PerchUluruCardPicker, perch_uluru_card_picker, PERCH, ULURU_CARD_PICKER,
                      GtkPopover)

GtkWidget *perch_uluru_card_picker_new        (void);
void       perch_uluru_card_picker_popup_for  (PerchUluruCardPicker *self,
                                               GtkWidget            *slot,
                                               const char           *title);

G_END_DECLS
