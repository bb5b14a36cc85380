/* perch-ballsort-builtin.h: the levels that come with Perch, from easy to hard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  const char *id;      /* stable: saved settings and scripts refer to it */
  const char *name;    /* English; the page translates it */
  const char *text;    /* the level in the text format */
} PerchBallsortBuiltin;

const PerchBallsortBuiltin *perch_ballsort_builtin_levels (guint      *n_levels);
const PerchBallsortBuiltin *perch_ballsort_builtin_find   (const char *id);

G_END_DECLS
