/* perch-qawale-net.h: the learned evaluation, a small integer network
 *
 * The inputs are seen from each player's side ("mine", "theirs"): for each square its
 * top pebble (none, mine, theirs, neutral) with the stack's height (0 to 7, 7 standing
 * for more), and how many of my and of their pebbles lie under the top (0 to 3, 3 for
 * more); and each player's reserve. Each side's view sums the weight rows of its active
 * inputs into PERCH_QAWALE_NET_HIDDEN accumulators (16-bit integers, the bias included);
 * the hidden layer is both views, the side to move's first, clipped to 0..127; the output
 * is their weighed sum (32-bit), shifted to the search's units and clamped like the
 * hand-written evaluation.
 *
 * A search keeps a PerchQawaleNetState as it sows in place: a drop, a lifted stack and a
 * reserve change each write the next state from the last, a few rows added to or taken
 * from both views, so that a child costs a few vector additions and the output layer,
 * and going back costs nothing (the last state is still there). The next state may be
 * the same as the last. The weights are generated data
 * (perch-qawale-net-weights.c) made by tools/qawale-train.py, which computes the same
 * integers (tests/qawale/test-qawale-eval.c checks a few positions against the numbers
 * it printed).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-qawale-position.h"

G_BEGIN_DECLS

#define PERCH_QAWALE_NET_HIDDEN 32
/* 16 squares x 4 tops x 8 heights, 16 squares x 4 x 4 pebbles under the top, two
 * reserves of 0 to 10. */
#define PERCH_QAWALE_NET_TOP_INPUTS   (PERCH_QAWALE_N_SQUARES * 32)
#define PERCH_QAWALE_NET_UNDER_INPUTS (PERCH_QAWALE_N_SQUARES * 16)
#define PERCH_QAWALE_NET_INPUTS       (PERCH_QAWALE_NET_TOP_INPUTS + \
                                       PERCH_QAWALE_NET_UNDER_INPUTS + 22)

typedef struct
{
  gint16 accumulators[2][PERCH_QAWALE_NET_HIDDEN];   /* light's view, dark's view */
} PerchQawaleNetState;

/* The weights (perch-qawale-net-weights.c). */
extern const gint16 perch_qawale_net_input_weights[PERCH_QAWALE_NET_INPUTS]
                                                  [PERCH_QAWALE_NET_HIDDEN];
extern const gint16 perch_qawale_net_input_bias[PERCH_QAWALE_NET_HIDDEN];
extern const gint16 perch_qawale_net_output_weights[2 * PERCH_QAWALE_NET_HIDDEN];
extern const gint32 perch_qawale_net_output_bias;

void perch_qawale_net_refresh  (PerchQawaleNetState       *state,
                                const PerchQawalePosition *position);
void perch_qawale_net_drop     (PerchQawaleNetState       *next,
                                const PerchQawaleNetState *state,
                                const PerchQawalePosition *position,
                                guint                      square,
                                guint                      pebble);
void perch_qawale_net_lift     (PerchQawaleNetState       *next,
                                const PerchQawaleNetState *state,
                                const PerchQawalePosition *position,
                                guint                      square);
void perch_qawale_net_reserve  (PerchQawaleNetState       *next,
                                const PerchQawaleNetState *state,
                                guint                      colour,
                                guint                      old_reserve,
                                guint                      new_reserve);
void perch_qawale_net_play     (PerchQawaleNetState       *next,
                                const PerchQawaleNetState *state,
                                const PerchQawalePosition *position,
                                const PerchQawaleMove     *move);
int  perch_qawale_net_output   (const PerchQawaleNetState *state,
                                guint                      to_move);
int  perch_qawale_net_evaluate (const PerchQawalePosition *position);

G_END_DECLS
