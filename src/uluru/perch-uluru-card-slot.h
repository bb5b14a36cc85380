/* perch-uluru-card-slot.h: one bird's card; a click asks the page for the card picker
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "perch-uluru-card.h"

G_BEGIN_DECLS

#define PERCH_TYPE_ULURU_CARD_SLOT (perch_uluru_card_slot_get_type ())

G_DECLARE_FINAL_TYPE (PerchUluruCardSlot, perch_uluru_card_slot, PERCH, ULURU_CARD_SLOT, AdwBin)

typedef enum
{
  PERCH_ULURU_SLOT_UNSCORED,
  PERCH_ULURU_SLOT_MET,
  PERCH_ULURU_SLOT_MISSED,
} PerchUluruSlotVerdict;

GtkWidget *perch_uluru_card_slot_new          (void);
void       perch_uluru_card_slot_set_card     (PerchUluruCardSlot    *self,
                                               const PerchUluruCard  *card);
void       perch_uluru_card_slot_set_verdict  (PerchUluruCardSlot    *self,
                                               PerchUluruSlotVerdict  verdict,
                                               const char            *reason);
void       perch_uluru_card_slot_set_highlighted
                                              (PerchUluruCardSlot    *self,
                                               gboolean               highlighted);
GtkWidget *perch_uluru_card_slot_get_button   (PerchUluruCardSlot    *self);

G_END_DECLS
