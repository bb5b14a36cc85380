/* perch-uluru-solver.h: the placements with the fewest minus points, and how many there are
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "perch-progress.h"
#include "perch-uluru-deal.h"

G_BEGIN_DECLS

typedef enum
{
  PERCH_ULURU_MODE_PARTIAL,     /* birds may stay off the board (the official rules) */
  PERCH_ULURU_MODE_ALL_PLACED,  /* every bird must be placed */
} PerchUluruMode;

typedef struct
{
  PerchUluruMode mode;
  guint          penalty;     /* the least total of minus points */
  guint64        n_optimal;   /* how many placements reach it */
  GArray        *placements;  /* of PerchUluruPlacement, sorted; NULL unless asked for */
  guint64        n_nodes;     /* search effort, for benchmarks */
} PerchUluruSolution;

PerchUluruSolution *perch_uluru_solve          (const PerchUluruDeal *deal,
                                                PerchUluruMode        mode,
                                                gboolean              collect,
                                                PerchProgress        *progress,
                                                GError              **error);
void                perch_uluru_solution_free  (PerchUluruSolution   *solution);
const char         *perch_uluru_mode_code      (PerchUluruMode        mode);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchUluruSolution, perch_uluru_solution_free)

G_END_DECLS
