/* perch-state-labels.h: why a page's saved state could not be read, translated
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *perch_state_label_error (const GError *error);

G_END_DECLS
