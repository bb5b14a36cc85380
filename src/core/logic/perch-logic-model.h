/* perch-logic-model.h: a constraint model built through C, before any search
 *
 * Variables are numbered from 0 as they are added. A model is a plain description: solving
 * builds a store from it (perch-logic-store.h) and leaves the model untouched, so one model
 * can be solved many times, on any thread.
 *
 * Linear constraints are sum(coefficient * variable) RELATION constant; the other relations
 * (<, >=, >) are written through these with the signs turned. Logic (and, or, not,
 * implication) is built from reified linear constraints over 0/1 variables.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  PERCH_LOGIC_RELATION_EQ,   /* sum = constant */
  PERCH_LOGIC_RELATION_NE,   /* sum != constant */
  PERCH_LOGIC_RELATION_LE,   /* sum <= constant */
} PerchLogicRelation;

typedef enum
{
  PERCH_LOGIC_CONSTRAINT_LINEAR,    /* vars, coefficients, relation, constant, reified */
  PERCH_LOGIC_CONSTRAINT_TIMES,     /* z = x * y */
  PERCH_LOGIC_CONSTRAINT_ABS,       /* z = |x| */
  PERCH_LOGIC_CONSTRAINT_ALLDIFF,   /* vars[i] + coefficients[i] all different */
  PERCH_LOGIC_CONSTRAINT_ELEMENT,   /* z = coefficients[x - constant] */
} PerchLogicConstraintKind;

typedef struct
{
  PerchLogicConstraintKind  kind;
  PerchLogicRelation        relation;
  guint                     n;
  guint                    *vars;
  gint64                   *coefficients;   /* LINEAR; ALLDIFF offsets; ELEMENT table */
  gint64                    constant;       /* LINEAR right side; ELEMENT first index */
  int                       reified;        /* LINEAR: b with b <-> constraint, or -1 */
  guint                     x, y, z;        /* TIMES, ABS, ELEMENT */
  gboolean                  repeats;        /* ALLDIFF: a variable occurs more than once */
} PerchLogicConstraint;

typedef struct
{
  gint32    min;
  gint32    max;
  gboolean  decision;   /* labelled first: the puzzle's own names, not helpers */
} PerchLogicVariable;

typedef struct
{
  GArray    *variables;     /* of PerchLogicVariable */
  GPtrArray *constraints;   /* of PerchLogicConstraint */
  int        objective;     /* a variable, or -1 */
  gboolean   maximize;
} PerchLogicModel;

PerchLogicModel *perch_logic_model_new          (void);
void             perch_logic_model_free         (PerchLogicModel     *model);

guint            perch_logic_model_add_variable (PerchLogicModel     *model,
                                                 gint64               min,
                                                 gint64               max,
                                                 gboolean             decision);
/* Narrows a variable's initial domain (before any constraint is posted on it). */
void             perch_logic_model_restrict     (PerchLogicModel     *model,
                                                 guint                var,
                                                 gint64               min,
                                                 gint64               max);
/* sum(coefficients[i] * vars[i]) RELATION constant; with @reified >= 0, that 0/1 variable is
 * 1 exactly when the constraint holds. */
void             perch_logic_model_add_linear   (PerchLogicModel     *model,
                                                 guint                n,
                                                 const guint         *vars,
                                                 const gint64        *coefficients,
                                                 PerchLogicRelation   relation,
                                                 gint64               constant,
                                                 int                  reified);
void             perch_logic_model_add_times    (PerchLogicModel     *model,
                                                 guint                x,
                                                 guint                y,
                                                 guint                z);
void             perch_logic_model_add_abs      (PerchLogicModel     *model,
                                                 guint                x,
                                                 guint                z);
/* vars[i] + offsets[i] all different (@offsets may be NULL). */
void             perch_logic_model_add_alldiff  (PerchLogicModel     *model,
                                                 guint                n,
                                                 const guint         *vars,
                                                 const gint64        *offsets);
/* z = table[x - first]; x is kept within the table. */
void             perch_logic_model_add_element  (PerchLogicModel     *model,
                                                 guint                n,
                                                 const gint64        *table,
                                                 gint64               first,
                                                 guint                x,
                                                 guint                z);

/* Logic over 0/1 variables (each a new 0/1 variable that says whether ... holds). */
guint            perch_logic_model_add_and      (PerchLogicModel     *model,
                                                 guint                n,
                                                 const guint         *booleans);
guint            perch_logic_model_add_or       (PerchLogicModel     *model,
                                                 guint                n,
                                                 const guint         *booleans);
guint            perch_logic_model_add_not      (PerchLogicModel     *model,
                                                 guint                boolean);
/* Posts that a 0/1 variable is 1. */
void             perch_logic_model_require      (PerchLogicModel     *model,
                                                 guint                boolean);

void             perch_logic_model_set_objective (PerchLogicModel    *model,
                                                  guint               var,
                                                  gboolean            maximize);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchLogicModel, perch_logic_model_free)

G_END_DECLS
