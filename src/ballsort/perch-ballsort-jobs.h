/* perch-ballsort-jobs.h: what the Ball Sort page runs on its worker
 *
 * A job is a solve, a hint, the fewest bottles to add, or a new level (a random
 * deal, a level of a difficulty, the level of the day). It copies what it needs,
 * and a solver's reports of how large its search is go to a PerchBallsortWatch
 * that the page reads on its own thread whenever the worker reports progress.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-ballsort-difficulty.h"
#include "perch-ballsort-solver.h"
#include "perch-worker.h"

G_BEGIN_DECLS

typedef enum
{
  PERCH_BALLSORT_JOB_SOLVE,        /* a shortest solution from level */
  PERCH_BALLSORT_JOB_HINT,         /* the same, for its first move */
  PERCH_BALLSORT_JOB_EXTRA,        /* the fewest empty bottles to add to level, and a solution */
  PERCH_BALLSORT_JOB_DEAL,         /* a random solvable level of colours, empty, capacity */
  PERCH_BALLSORT_JOB_DIFFICULTY,   /* a level of difficulty */
  PERCH_BALLSORT_JOB_DAILY,        /* the level of date */
} PerchBallsortJobKind;

typedef struct _PerchBallsortWatch PerchBallsortWatch;

typedef struct
{
  PerchBallsortJobKind     kind;
  PerchBallsortModel       model;
  PerchBallsortLevel      *level;        /* SOLVE, HINT, EXTRA (owned) */
  guint                    colours;      /* DEAL */
  guint                    empty;
  guint                    capacity;
  PerchBallsortDifficulty  difficulty;   /* DIFFICULTY */
  GDate                    date;         /* DAILY */
  guint64                  seed;         /* DEAL, DIFFICULTY */
  PerchBallsortWatch      *watch;        /* owned */
} PerchBallsortJob;

typedef struct
{
  PerchBallsortResult *result;   /* SOLVE, HINT, EXTRA */
  PerchBallsortLevel  *level;    /* DEAL, DIFFICULTY, DAILY */
  guint                moves;    /* DIFFICULTY, DAILY: the level's proven shortest solution */
} PerchBallsortAnswer;

PerchBallsortWatch *perch_ballsort_watch_new   (void);
PerchBallsortWatch *perch_ballsort_watch_ref   (PerchBallsortWatch      *watch);
void                perch_ballsort_watch_unref (PerchBallsortWatch      *watch);
gboolean            perch_ballsort_watch_read  (PerchBallsortWatch      *watch,
                                                PerchBallsortSearchInfo *info);

PerchBallsortJob   *perch_ballsort_job_new     (PerchBallsortJobKind     kind,
                                                PerchBallsortModel       model);
void                perch_ballsort_job_free    (PerchBallsortJob        *job);
void                perch_ballsort_job_run     (PerchBallsortJob        *job,
                                                PerchWorker             *worker,
                                                PerchWorkerProgressFunc  progress,
                                                PerchWorkerDoneFunc      done,
                                                gpointer                 user_data);

void                perch_ballsort_answer_free (PerchBallsortAnswer     *answer);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchBallsortAnswer, perch_ballsort_answer_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchBallsortWatch, perch_ballsort_watch_unref)

G_END_DECLS
