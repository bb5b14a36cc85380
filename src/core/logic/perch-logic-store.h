/* perch-logic-store.h: the variables of one search, with trail-based backtracking
 *
 * A store is built from a model for one search. Domains change only through the functions
 * below: each saves the old domain on the trail the first time a variable changes at the
 * current level (a large set's words with it), so popping a level restores it with a copy,
 * and nothing is allocated per node once the trail has grown; then it wakes the propagators
 * that subscribed to what changed. The propagation engine (perch-logic-engine.c) runs them to
 * a fixed point.
 *
 * For whoever writes a propagator (perch-logic-propagators.h lists them; an explainer can
 * replay them the same way): read domains with perch_logic_store_domain() and the MIN, MAX
 * and FIXED macros, change them only through perch_logic_store_*(), return FALSE as soon as
 * one of those does. A propagator that keeps data between runs (a matching) finds it with
 * perch_logic_engine_state(); that data is a hint, never trailed, and must be checked
 * against the domains at each run.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-logic-domain.h"
#include "perch-logic-model.h"

G_BEGIN_DECLS

typedef struct _PerchLogicStore PerchLogicStore;

/* A propagator narrows the domains of its constraint's variables; FALSE on a failure. */
typedef gboolean (*PerchLogicPropagateFunc) (PerchLogicStore            *store,
                                             const PerchLogicConstraint *constraint);

typedef struct
{
  PerchLogicPropagateFunc     propagate;
  const PerchLogicConstraint *constraint;
  guint                       priority;   /* 0 cheap first, 1 after */
  gboolean                    idempotent; /* runs to its own fixed point: its own changes
                                           * need not wake it */
} PerchLogicPropagator;

/* What a propagator keeps between runs (perch_logic_engine_state()). */
typedef struct
{
  gpointer       data;
  GDestroyNotify free_data;
} PerchLogicPropagatorState;

struct _PerchLogicStore
{
  guint                 n_vars;
  PerchLogicDomain     *domains;
  guint64              *stamps;         /* the epoch in which each variable was last saved */

  GArray               *trail;          /* of the saved domains */
  GArray               *trail_words;    /* of guint64: the saved words of large sets */
  guint64              *words;          /* the large sets' words */
  GArray               *marks;          /* trail length at the start of each level */
  guint64               epoch;

  guint                 n_propagators;
  PerchLogicPropagator *propagators;
  PerchLogicPropagatorState *states;   /* one per propagator, allocated at the first need */
  guint                *watch_start;    /* per variable, into watch_propagator */
  guint                *watch_propagator;
  guint8               *watch_events;
  guint                *queue[2];       /* a ring per priority */
  guint                 queue_head[2];
  guint                 queue_length[2];
  gboolean             *queued;

  int                   running;        /* the propagator running, or -1 */
  guint64               changes;        /* domain changes so far */
  gint64               *scratch;        /* room for the propagators: 4 * the largest arity */
  guint64               propagations;
};

PerchLogicStore *perch_logic_store_new        (const PerchLogicModel *model);
void             perch_logic_store_free       (PerchLogicStore       *store);

void             perch_logic_store_push       (PerchLogicStore       *store);
void             perch_logic_store_pop        (PerchLogicStore       *store);
guint            perch_logic_store_depth      (const PerchLogicStore *store);

gboolean         perch_logic_store_set_min    (PerchLogicStore       *store,
                                               guint                  var,
                                               gint64                 value);
gboolean         perch_logic_store_set_max    (PerchLogicStore       *store,
                                               guint                  var,
                                               gint64                 value);
gboolean         perch_logic_store_remove     (PerchLogicStore       *store,
                                               guint                  var,
                                               gint64                 value);
gboolean         perch_logic_store_remove_range (PerchLogicStore     *store,
                                                 guint                var,
                                                 gint64               low,
                                                 gint64               high);
/* Small sets: keeps the values whose bits are set in @mask. */
gboolean         perch_logic_store_keep       (PerchLogicStore       *store,
                                               guint                  var,
                                               guint64                mask);
/* Large sets: keeps the values whose bits are set in @mask (aligned with the domain's words). */
gboolean         perch_logic_store_keep_words (PerchLogicStore       *store,
                                               guint                  var,
                                               const guint64         *mask);
gboolean         perch_logic_store_assign     (PerchLogicStore       *store,
                                               guint                  var,
                                               gint64                 value);

/* The engine (perch-logic-engine.c). */
void             perch_logic_engine_init      (PerchLogicStore       *store,
                                               const PerchLogicModel *model);
void             perch_logic_engine_clear     (PerchLogicStore       *store);
void             perch_logic_engine_wake      (PerchLogicStore       *store,
                                               guint                  var,
                                               int                    events);
void             perch_logic_engine_wake_all  (PerchLogicStore       *store);
/* Forgets the woken propagators (after a failure outside the engine). */
void             perch_logic_engine_flush     (PerchLogicStore       *store);
/* Runs the woken propagators to a fixed point; FALSE when one fails (the queue is emptied). */
gboolean         perch_logic_engine_propagate (PerchLogicStore       *store);
/* For the running propagator: its slot for data kept between runs (NULL at first), and how
 * that data is freed with the store. */
gpointer        *perch_logic_engine_state     (PerchLogicStore       *store,
                                               GDestroyNotify         free_state);

static inline const PerchLogicDomain *
perch_logic_store_domain (const PerchLogicStore *store,
                          guint                  var)
{
  return &store->domains[var];
}

#define PERCH_LOGIC_MIN(store, var) ((gint64) (store)->domains[var].min)
#define PERCH_LOGIC_MAX(store, var) ((gint64) (store)->domains[var].max)
#define PERCH_LOGIC_FIXED(store, var) ((store)->domains[var].min == (store)->domains[var].max)

G_END_DECLS
