/* perch-qawale-elo.h: what a match says about strength: Elo, its interval, the SPRT
 *
 * A match plays pairs of games (one opening, both colours), so its results are counted
 * by pair: a pair scores 0, 1/2, 1, 3/2 or 2 points for player A (the pentanomial
 * model). The pairs, not the games, are the independent samples: an opening that
 * favours one colour does not inflate the variance. Elo is the logistic scale: a score
 * s is worth -400 log10 (1/s - 1).
 *
 * The sequential probability ratio test (SPRT) weighs H0 "A is elo0 stronger than B"
 * against H1 "A is elo1 stronger"; its log-likelihood ratio uses the usual normal
 * approximation (the generalised SPRT): LLR = N (s1 - s0) (2 m - s0 - s1) / (2 v), with
 * N pairs, m and v the mean and variance of a pair's score per game and s0, s1 the
 * scores of elo0 and elo1. It accepts H1 once LLR >= log ((1 - beta) / alpha), H0 once
 * LLR <= log (beta / (1 - alpha)). Half a pair of each kind is added to the counts for
 * the variance only, so that a few identical pairs do not look like a certainty.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Pairs that scored 0, 1/2, 1, 3/2 and 2 points for player A. */
typedef struct
{
  guint pairs[5];
} PerchQawalePairCounts;

typedef struct
{
  double elo;      /* the estimate */
  double low;      /* the 95% interval */
  double high;
  double score;    /* A's points per game, 0 to 1 */
} PerchQawaleElo;

typedef enum
{
  PERCH_QAWALE_SPRT_CONTINUE,
  PERCH_QAWALE_SPRT_H0,   /* A is not elo1 stronger: elo0 (or less) is likelier */
  PERCH_QAWALE_SPRT_H1,   /* A is elo1 stronger (or more) */
} PerchQawaleSprtResult;

typedef struct
{
  double elo0;
  double elo1;
  double alpha;
  double beta;
} PerchQawaleSprt;

/* The default test: H0 Elo 0, H1 Elo +20, alpha = beta = 0.05. */
#define PERCH_QAWALE_SPRT_ELO0  0.0
#define PERCH_QAWALE_SPRT_ELO1  20.0
#define PERCH_QAWALE_SPRT_ALPHA 0.05
#define PERCH_QAWALE_SPRT_BETA  0.05
/* No verdict before this many pairs. */
#define PERCH_QAWALE_SPRT_MIN_PAIRS 10

double                perch_qawale_elo_from_score (double                        score);
double                perch_qawale_score_from_elo (double                        elo);
guint                 perch_qawale_pair_count_total (const PerchQawalePairCounts *counts);
void                  perch_qawale_elo_estimate   (const PerchQawalePairCounts  *counts,
                                                   PerchQawaleElo               *elo);
double                perch_qawale_sprt_llr       (const PerchQawalePairCounts  *counts,
                                                   const PerchQawaleSprt        *sprt);
void                  perch_qawale_sprt_bounds    (const PerchQawaleSprt        *sprt,
                                                   double                       *lower,
                                                   double                       *upper);
PerchQawaleSprtResult perch_qawale_sprt_test      (const PerchQawalePairCounts  *counts,
                                                   const PerchQawaleSprt        *sprt,
                                                   double                       *llr);
char                 *perch_qawale_elo_format     (const PerchQawaleElo         *elo);

G_END_DECLS
