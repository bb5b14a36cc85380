/* perch-logic-labels.h: what the Logic core says, in the page's own (translated) words
 *
 * The core hands over structures (where a mistake or a warning is and what kind it is, what
 * a search found and what it cost); the page words them here, and only here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "perch-logic-puzzle.h"

G_BEGIN_DECLS

char       *perch_logic_label_problem      (const PerchLogicLocation *where,
                                            const char               *message);
const char *perch_logic_label_mistake_kind (PerchLogicError           kind);
const char *perch_logic_label_searching    (PerchLogicSearch          search,
                                            gboolean                  optimizing);
char       *perch_logic_label_progress     (const char               *searching,
                                            guint64                   nodes);
char       *perch_logic_label_figures      (const PerchLogicStats    *stats);
char       *perch_logic_label_headline     (const PerchLogicResult   *result,
                                            PerchLogicSearch          search);
char       *perch_logic_label_warnings     (guint                     n_warnings);
char       *perch_logic_label_note         (const PerchLogicResult   *result,
                                            PerchLogicSearch          search,
                                            guint                     n_warnings);

G_END_DECLS
