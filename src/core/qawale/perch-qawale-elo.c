/* perch-qawale-elo.c: Elo with its interval and the SPRT, from pair counts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "perch-qawale-elo.h"

#include <math.h>

/* The two-sided 95% quantile of the normal distribution. */
#define Z95 1.959963984540054

double
perch_qawale_elo_from_score (double score)
{
  if (score <= 0.0)
    return -INFINITY;
  if (score >= 1.0)
    return INFINITY;
  return -400.0 * log10 (1.0 / score - 1.0);
}

double
perch_qawale_score_from_elo (double elo)
{
  return 1.0 / (1.0 + pow (10.0, -elo / 400.0));
}

guint
perch_qawale_pair_count_total (const PerchQawalePairCounts *counts)
{
  guint n = 0;

  g_return_val_if_fail (counts != NULL, 0);

  for (guint k = 0; k < 5; k++)
    n += counts->pairs[k];
  return n;
}

/* The mean and variance of a pair's score per game (k / 4 for k points of 2 in halves),
 * each pair counted with @prior added. */
static void
moments (const PerchQawalePairCounts *counts,
         double                       prior,
         double                      *mean,
         double                      *variance,
         double                      *n)
{
  double total = 0, sum = 0, squares = 0;

  for (guint k = 0; k < 5; k++)
    {
      double c = counts->pairs[k] + prior;

      total += c;
      sum += c * k / 4.0;
    }
  *mean = total > 0 ? sum / total : 0.5;
  for (guint k = 0; k < 5; k++)
    {
      double d = k / 4.0 - *mean;

      squares += (counts->pairs[k] + prior) * d * d;
    }
  *variance = total > 0 ? squares / total : 0;
  *n = total;
}

void
perch_qawale_elo_estimate (const PerchQawalePairCounts *counts,
                           PerchQawaleElo              *elo)
{
  double mean, variance, n, margin;

  g_return_if_fail (counts != NULL);
  g_return_if_fail (elo != NULL);

  moments (counts, 0, &mean, &variance, &n);
  margin = n > 0 ? Z95 * sqrt (variance / n) : 1.0;
  elo->score = mean;
  elo->elo = perch_qawale_elo_from_score (mean);
  elo->low = perch_qawale_elo_from_score (mean - margin);
  elo->high = perch_qawale_elo_from_score (mean + margin);
}

double
perch_qawale_sprt_llr (const PerchQawalePairCounts *counts,
                       const PerchQawaleSprt       *sprt)
{
  double mean, variance, n, prior_mean, prior_n, s0, s1;

  g_return_val_if_fail (counts != NULL, 0);
  g_return_val_if_fail (sprt != NULL, 0);

  if (perch_qawale_pair_count_total (counts) == 0)
    return 0;
  /* The mean from the games alone; the variance with half a pair of each kind more. */
  moments (counts, 0, &mean, &variance, &n);
  moments (counts, 0.5, &prior_mean, &variance, &prior_n);
  s0 = perch_qawale_score_from_elo (sprt->elo0);
  s1 = perch_qawale_score_from_elo (sprt->elo1);
  return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance);
}

void
perch_qawale_sprt_bounds (const PerchQawaleSprt *sprt,
                          double                *lower,
                          double                *upper)
{
  g_return_if_fail (sprt != NULL);

  *lower = log (sprt->beta / (1 - sprt->alpha));
  *upper = log ((1 - sprt->beta) / sprt->alpha);
}

PerchQawaleSprtResult
perch_qawale_sprt_test (const PerchQawalePairCounts *counts,
                        const PerchQawaleSprt       *sprt,
                        double                      *llr)
{
  double value, lower, upper;

  g_return_val_if_fail (counts != NULL, PERCH_QAWALE_SPRT_CONTINUE);
  g_return_val_if_fail (sprt != NULL, PERCH_QAWALE_SPRT_CONTINUE);

  value = perch_qawale_sprt_llr (counts, sprt);
  if (llr != NULL)
    *llr = value;
  if (perch_qawale_pair_count_total (counts) < PERCH_QAWALE_SPRT_MIN_PAIRS)
    return PERCH_QAWALE_SPRT_CONTINUE;
  perch_qawale_sprt_bounds (sprt, &lower, &upper);
  if (value >= upper)
    return PERCH_QAWALE_SPRT_H1;
  if (value <= lower)
    return PERCH_QAWALE_SPRT_H0;
  return PERCH_QAWALE_SPRT_CONTINUE;
}

static void
append_elo (GString *out,
            double   elo)
{
  if (isinf (elo))
    g_string_append (out, elo > 0 ? "+inf" : "-inf");
  else
    g_string_append_printf (out, "%+.0f", round (elo) + 0.0);
}

/* "+123 (95%: +80 to +170)" */
char *
perch_qawale_elo_format (const PerchQawaleElo *elo)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (elo != NULL, NULL);

  append_elo (out, elo->elo);
  g_string_append (out, " (95%: ");
  append_elo (out, elo->low);
  g_string_append (out, " to ");
  append_elo (out, elo->high);
  g_string_append (out, ")");
  return g_string_free (out, FALSE);
}
