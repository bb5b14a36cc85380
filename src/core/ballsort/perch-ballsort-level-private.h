/* perch-ballsort-level-private.h: the level parser as the file reader calls it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-ballsort-level.h"

G_BEGIN_DECLS

PerchBallsortLevel *perch_ballsort_level_parse_in_line (const char  *text,
                                                        guint        line,
                                                        gsize        column_base,
                                                        gsize       *error_offset,
                                                        GError     **error);

G_END_DECLS
