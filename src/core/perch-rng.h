/* perch-rng.h: a small seeded random generator, the same stream on every machine
 *
 * Every generator and computer player takes a seed, so that a random level, deal or
 * game can be reproduced from its seed alone (xoshiro256** seeded by splitmix64).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  guint64 s[4];
} PerchRng;

void     perch_rng_init        (PerchRng *rng,
                                guint64   seed);
guint64  perch_rng_next        (PerchRng *rng);
guint32  perch_rng_uniform     (PerchRng *rng,
                                guint32   bound);
double   perch_rng_double      (PerchRng *rng);
void     perch_rng_shuffle     (PerchRng *rng,
                                gpointer  base,
                                gsize     n_elements,
                                gsize     element_size);
guint64  perch_rng_seed_from_time (void);

G_END_DECLS
