/* perch-logic-model.c: building a model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "perch-logic-model.h"

#include "perch-logic-domain.h"

#include <stdlib.h>

static void
constraint_free (gpointer data)
{
  PerchLogicConstraint *constraint = data;

  g_free (constraint->vars);
  g_free (constraint->coefficients);
  g_free (constraint);
}

PerchLogicModel *
perch_logic_model_new (void)
{
  PerchLogicModel *model = g_new0 (PerchLogicModel, 1);

  model->variables = g_array_new (FALSE, FALSE, sizeof (PerchLogicVariable));
  model->constraints = g_ptr_array_new_with_free_func (constraint_free);
  model->objective = -1;
  return model;
}

void
perch_logic_model_free (PerchLogicModel *model)
{
  if (model == NULL)
    return;
  g_array_unref (model->variables);
  g_ptr_array_unref (model->constraints);
  g_free (model);
}

guint
perch_logic_model_add_variable (PerchLogicModel *model,
                                gint64           min,
                                gint64           max,
                                gboolean         decision)
{
  PerchLogicVariable variable;

  g_return_val_if_fail (model != NULL, 0);
  g_return_val_if_fail (min <= max, 0);

  variable.min = (gint32) CLAMP (min, -PERCH_LOGIC_VALUE_MAX, PERCH_LOGIC_VALUE_MAX);
  variable.max = (gint32) CLAMP (max, -PERCH_LOGIC_VALUE_MAX, PERCH_LOGIC_VALUE_MAX);
  variable.decision = decision;
  g_array_append_val (model->variables, variable);
  return model->variables->len - 1;
}

void
perch_logic_model_restrict (PerchLogicModel *model,
                            guint            var,
                            gint64           min,
                            gint64           max)
{
  PerchLogicVariable *variable;

  g_return_if_fail (model != NULL && var < model->variables->len);

  variable = &g_array_index (model->variables, PerchLogicVariable, var);
  variable->min = (gint32) MAX (variable->min, MAX (min, -PERCH_LOGIC_VALUE_MAX));
  variable->max = (gint32) MIN (variable->max, MIN (max, PERCH_LOGIC_VALUE_MAX));
}

static PerchLogicConstraint *
add_constraint (PerchLogicModel          *model,
                PerchLogicConstraintKind  kind,
                guint                     n,
                const guint              *vars,
                const gint64             *coefficients)
{
  PerchLogicConstraint *constraint = g_new0 (PerchLogicConstraint, 1);

  constraint->kind = kind;
  constraint->n = n;
  constraint->vars = n > 0 && vars != NULL ? g_memdup2 (vars, n * sizeof (guint)) : NULL;
  if (coefficients != NULL)
    constraint->coefficients = g_memdup2 (coefficients, n * sizeof (gint64));
  else if (n > 0)
    constraint->coefficients = g_new0 (gint64, n);
  constraint->reified = -1;
  g_ptr_array_add (model->constraints, constraint);
  return constraint;
}

void
perch_logic_model_add_linear (PerchLogicModel    *model,
                              guint               n,
                              const guint        *vars,
                              const gint64       *coefficients,
                              PerchLogicRelation  relation,
                              gint64              constant,
                              int                 reified)
{
  PerchLogicConstraint *constraint;

  g_return_if_fail (model != NULL);
  g_return_if_fail (n == 0 || (vars != NULL && coefficients != NULL));
  g_return_if_fail (reified < (int) model->variables->len);

  constraint = add_constraint (model, PERCH_LOGIC_CONSTRAINT_LINEAR, n, vars, coefficients);
  constraint->relation = relation;
  constraint->constant = constant;
  constraint->reified = reified;
}

void
perch_logic_model_add_times (PerchLogicModel *model,
                             guint            x,
                             guint            y,
                             guint            z)
{
  PerchLogicConstraint *constraint;

  g_return_if_fail (model != NULL);

  constraint = add_constraint (model, PERCH_LOGIC_CONSTRAINT_TIMES, 0, NULL, NULL);
  constraint->x = x;
  constraint->y = y;
  constraint->z = z;
}

void
perch_logic_model_add_abs (PerchLogicModel *model,
                           guint            x,
                           guint            z)
{
  PerchLogicConstraint *constraint;

  g_return_if_fail (model != NULL);

  constraint = add_constraint (model, PERCH_LOGIC_CONSTRAINT_ABS, 0, NULL, NULL);
  constraint->x = x;
  constraint->z = z;
}

static int
compare_vars (const void *a,
              const void *b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

void
perch_logic_model_add_alldiff (PerchLogicModel *model,
                               guint            n,
                               const guint     *vars,
                               const gint64    *offsets)
{
  g_return_if_fail (model != NULL);
  g_return_if_fail (n == 0 || vars != NULL);

  if (n > 1)
    {
      PerchLogicConstraint *constraint = add_constraint (model, PERCH_LOGIC_CONSTRAINT_ALLDIFF,
                                                         n, vars, offsets);
      g_autofree guint *sorted = g_memdup2 (vars, n * sizeof (guint));

      qsort (sorted, n, sizeof (guint), compare_vars);
      for (guint i = 1; i < n; i++)
        constraint->repeats |= sorted[i] == sorted[i - 1];
    }
}

void
perch_logic_model_add_element (PerchLogicModel *model,
                               guint            n,
                               const gint64    *table,
                               gint64           first,
                               guint            x,
                               guint            z)
{
  PerchLogicConstraint *constraint;

  g_return_if_fail (model != NULL);
  g_return_if_fail (n > 0 && table != NULL);

  constraint = add_constraint (model, PERCH_LOGIC_CONSTRAINT_ELEMENT, n, NULL, table);
  constraint->constant = first;
  constraint->x = x;
  constraint->z = z;
}

/* b = and(bs): b <= each, b >= sum(bs) - (n - 1); b = or(bs): b >= each, b <= sum(bs).
 * Both are: sign * (b - each) <= 0, and sign * (sum(bs) - b) <= bound. */
static guint
connective (PerchLogicModel *model,
            guint            n,
            const guint     *booleans,
            gint64           sign,
            gint64           bound)
{
  g_autofree guint *vars = g_new (guint, n + 1);
  g_autofree gint64 *coefficients = g_new (gint64, n + 1);
  guint b = perch_logic_model_add_variable (model, 0, 1, FALSE);

  for (guint i = 0; i < n; i++)
    {
      guint pair[2] = { b, booleans[i] };
      gint64 signs[2] = { sign, -sign };

      perch_logic_model_add_linear (model, 2, pair, signs, PERCH_LOGIC_RELATION_LE, 0, -1);
      vars[i] = booleans[i];
      coefficients[i] = sign;
    }
  vars[n] = b;
  coefficients[n] = -sign;
  perch_logic_model_add_linear (model, n + 1, vars, coefficients, PERCH_LOGIC_RELATION_LE,
                                bound, -1);
  return b;
}

guint
perch_logic_model_add_and (PerchLogicModel *model,
                           guint            n,
                           const guint     *booleans)
{
  g_return_val_if_fail (model != NULL && (n == 0 || booleans != NULL), 0);

  return connective (model, n, booleans, 1, (gint64) n - 1);
}

guint
perch_logic_model_add_or (PerchLogicModel *model,
                          guint            n,
                          const guint     *booleans)
{
  g_return_val_if_fail (model != NULL && (n == 0 || booleans != NULL), 0);

  return connective (model, n, booleans, -1, 0);
}

/* b = 1 - a. */
guint
perch_logic_model_add_not (PerchLogicModel *model,
                           guint            boolean)
{
  guint b = perch_logic_model_add_variable (model, 0, 1, FALSE);
  guint pair[2] = { b, boolean };
  gint64 ones[2] = { 1, 1 };

  perch_logic_model_add_linear (model, 2, pair, ones, PERCH_LOGIC_RELATION_EQ, 1, -1);
  return b;
}

void
perch_logic_model_require (PerchLogicModel *model,
                           guint            boolean)
{
  perch_logic_model_restrict (model, boolean, 1, 1);
}

void
perch_logic_model_set_objective (PerchLogicModel *model,
                                 guint            var,
                                 gboolean         maximize)
{
  g_return_if_fail (model != NULL && var < model->variables->len);

  model->objective = (int) var;
  model->maximize = maximize;
}
