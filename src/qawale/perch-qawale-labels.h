/* perch-qawale-labels.h: what the Qawale page calls colours, players and problems,
 * translated
 *
 * The core says what is wrong as data (perch-qawale-problem.h) and in English, and what
 * the analysis found as verdicts (perch-qawale-search.h); these functions word them in
 * the user's language.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "perch-qawale-player.h"
#include "perch-qawale-problem.h"
#include "perch-qawale-search.h"

G_BEGIN_DECLS

const char *perch_qawale_label_colour  (PerchQawaleColour         colour);
const char *perch_qawale_label_level   (PerchQawaleLevel          level);
char       *perch_qawale_label_problem (const PerchQawaleProblem *problem);
char       *perch_qawale_label_error   (const GError             *error);
char       *perch_qawale_label_verdict_short (const PerchQawaleVerdict *verdict);
char       *perch_qawale_label_verdict (const PerchQawaleVerdict *verdict);

G_END_DECLS
