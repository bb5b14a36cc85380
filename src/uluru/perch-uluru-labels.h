/* perch-uluru-labels.h: translated names of birds, cards and deck variants
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "perch-uluru-rules.h"

G_BEGIN_DECLS

const char *perch_uluru_label_bird       (PerchUluruBird         bird);
char       *perch_uluru_label_card       (const PerchUluruCard  *card);
const char *perch_uluru_label_card_kind  (PerchUluruCardKind     kind);
char       *perch_uluru_label_reason     (const PerchUluruVerdict   *verdict,
                                          const PerchUluruPlacement *placement);

G_END_DECLS
