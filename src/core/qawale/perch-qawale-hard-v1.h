/* perch-qawale-hard-v1.h: the frozen reference player "hard-v1"
 *
 * The Hard player's search and evaluation as they were before the work on its strength,
 * kept unchanged under other names as the opponent that every change is measured
 * against (perch-cli qawale match --dark hard-v1:100ms, perch-cli bench qawale). It
 * takes the same limits and gives the same kind of choice as perch-qawale-search.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-progress.h"
#include "perch-qawale-search.h"

G_BEGIN_DECLS

typedef struct _PerchQawaleHardV1 PerchQawaleHardV1;

PerchQawaleHardV1 *perch_qawale_hard_v1_new       (guint                      table_bits);
void               perch_qawale_hard_v1_free      (PerchQawaleHardV1         *self);
void               perch_qawale_hard_v1_clear     (PerchQawaleHardV1         *self);
gboolean           perch_qawale_hard_v1_run       (PerchQawaleHardV1         *self,
                                                   const PerchQawalePosition *position,
                                                   const PerchQawaleLimits   *limits,
                                                   PerchProgress             *progress,
                                                   PerchQawaleChoice         *choice,
                                                   GError                   **error);
guint              perch_qawale_hard_v1_get_depth (PerchQawaleHardV1         *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchQawaleHardV1, perch_qawale_hard_v1_free)

G_END_DECLS
