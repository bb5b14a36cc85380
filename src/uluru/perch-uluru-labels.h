/* perch-uluru-labels.h: the page's words for birds, cards, reasons, conflicts and problems,
 * translated (the core says them in English for the command line)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "perch-uluru-explain.h"
#include "perch-uluru-rules.h"
#include "perch-uluru-scoresheet.h"

G_BEGIN_DECLS

const char *perch_uluru_label_bird       (PerchUluruBird         bird);
char       *perch_uluru_label_card       (const PerchUluruCard  *card);
const char *perch_uluru_label_card_kind  (PerchUluruCardKind     kind);
char       *perch_uluru_label_reason     (const PerchUluruVerdict   *verdict,
                                          const PerchUluruPlacement *placement);
char       *perch_uluru_label_list       (const char * const        *items,
                                          guint                      n_items);
char       *perch_uluru_label_minus_points
                                         (guint                      points);
char       *perch_uluru_label_conflict   (const PerchUluruDeal      *deal,
                                          const PerchUluruCardRef   *cards,
                                          guint                      n_cards);
char       *perch_uluru_label_why        (const PerchUluruExplanation *explanation,
                                          guint                      n_listed);
char       *perch_uluru_label_placement_problem
                                         (const char                *text,
                                          const PerchUluruPlacementProblem *problem);
char       *perch_uluru_label_name_problem
                                         (PerchUluruNameProblem      problem);
char       *perch_uluru_label_saved_text_error
                                         (const GError              *error);

G_END_DECLS
