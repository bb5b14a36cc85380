/* perch-rng.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-rng"

#include "perch-rng.h"

#include <string.h>

static guint64
splitmix64 (guint64 *x)
{
  guint64 z = (*x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static inline guint64
rotl (guint64 x,
      int     k)
{
  return (x << k) | (x >> (64 - k));
}

void
perch_rng_init (PerchRng *rng,
                guint64   seed)
{
  g_return_if_fail (rng != NULL);

  for (guint i = 0; i < 4; i++)
    rng->s[i] = splitmix64 (&seed);
}

guint64
perch_rng_next (PerchRng *rng)
{
  guint64 *s = rng->s;
  guint64 result = rotl (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);

  return result;
}

/* Lemire's multiply-and-reject: unbiased and without a division in the common case. */
guint32
perch_rng_uniform (PerchRng *rng,
                   guint32   bound)
{
  guint64 m;
  guint32 low;

  g_return_val_if_fail (rng != NULL, 0);
  g_return_val_if_fail (bound > 0, 0);

  m = (guint64) (guint32) (perch_rng_next (rng) >> 32) * bound;
  low = (guint32) m;
  if (low < bound)
    {
      guint32 threshold = -bound % bound;

      while (low < threshold)
        {
          m = (guint64) (guint32) (perch_rng_next (rng) >> 32) * bound;
          low = (guint32) m;
        }
    }

  return (guint32) (m >> 32);
}

double
perch_rng_double (PerchRng *rng)
{
  g_return_val_if_fail (rng != NULL, 0.0);

  return (perch_rng_next (rng) >> 11) * (1.0 / 9007199254740992.0);
}

void
perch_rng_shuffle (PerchRng *rng,
                   gpointer  base,
                   gsize     n_elements,
                   gsize     element_size)
{
  guint8 *bytes = base;
  guint8 tmp[64];

  g_return_if_fail (rng != NULL);
  g_return_if_fail (base != NULL || n_elements == 0);
  g_return_if_fail (element_size <= sizeof tmp);

  for (gsize i = n_elements; i > 1; i--)
    {
      gsize j = perch_rng_uniform (rng, (guint32) i);

      if (j == i - 1)
        continue;
      memcpy (tmp, bytes + j * element_size, element_size);
      memcpy (bytes + j * element_size, bytes + (i - 1) * element_size, element_size);
      memcpy (bytes + (i - 1) * element_size, tmp, element_size);
    }
}

guint64
perch_rng_seed_from_time (void)
{
  guint64 x = (guint64) g_get_real_time () ^ ((guint64) g_get_monotonic_time () << 20);

  return splitmix64 (&x);
}
