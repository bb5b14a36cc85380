/* perch-logic-compile.c: expression trees to constraints
 *
 * Sums become linear constraints with their terms merged (a word in capitals is the sum of
 * its letters times powers of the base); a product of two unknowns, an absolute value, a
 * table lookup and a condition used as a number (1 when it holds) each get a helper
 * variable. A condition at the top of a statement is posted as it is; one inside and, or,
 * not and -> gets a 0/1 variable that says whether it holds.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "perch-logic-syntax.h"

#include <string.h>

#include "perch-logic-domain.h"

#define MAX_COEFFICIENT ((gint64) 1000000000000000)   /* 10^15: sums stay within 64 bits */

typedef struct
{
  GArray *vars;           /* of guint */
  GArray *coefficients;   /* of gint64 */
  gint64  constant;
} Linear;

static void
linear_init (Linear *linear)
{
  linear->vars = g_array_new (FALSE, FALSE, sizeof (guint));
  linear->coefficients = g_array_new (FALSE, FALSE, sizeof (gint64));
  linear->constant = 0;
}

static void
linear_clear (Linear *linear)
{
  g_array_unref (linear->vars);
  g_array_unref (linear->coefficients);
}

static void
linear_add (Linear *linear,
            guint   var,
            gint64  coefficient)
{
  for (guint i = 0; i < linear->vars->len; i++)
    if (g_array_index (linear->vars, guint, i) == var)
      {
        g_array_index (linear->coefficients, gint64, i) += coefficient;
        return;
      }
  g_array_append_val (linear->vars, var);
  g_array_append_val (linear->coefficients, coefficient);
}

/* Drops the terms whose coefficients cancelled. */
static void
linear_tidy (Linear *linear)
{
  for (guint i = linear->vars->len; i > 0; i--)
    if (g_array_index (linear->coefficients, gint64, i - 1) == 0)
      {
        g_array_remove_index (linear->vars, i - 1);
        g_array_remove_index (linear->coefficients, i - 1);
      }
}

static const PerchLogicVariable *
variable (Parser *parser,
          guint   var)
{
  return &g_array_index (parser->puzzle->model->variables, PerchLogicVariable, var);
}

/* Tidies the sum and checks that the propagators can add its terms up in 64 bits. */
static gboolean
linear_finish (Parser     *parser,
               const Node *node,
               Linear     *linear)
{
  double reach = ABS (linear->constant);   /* a double is exact enough for a limit */

  linear_tidy (linear);
  for (guint i = 0; i < linear->vars->len; i++)
    {
      const PerchLogicVariable *v = variable (parser, g_array_index (linear->vars, guint, i));
      gint64 a = g_array_index (linear->coefficients, gint64, i);

      reach += (double) ABS (a) * MAX (ABS ((gint64) v->min), ABS ((gint64) v->max));
    }
  if (reach <= (double) (G_MAXINT64 / 4))
    return TRUE;
  return perch_logic_parser_fail (parser, &node->where, PERCH_LOGIC_ERROR_TOO_LARGE,
                                  "model too large: the numbers here exceed what the solver "
                                  "can add up");
}

static gboolean
new_helper (Parser     *parser,
            const Node *node,
            gint64      min,
            gint64      max,
            guint      *var)
{
  PerchLogicModel *model = parser->puzzle->model;

  if (min < -PERCH_LOGIC_VALUE_MAX || max > PERCH_LOGIC_VALUE_MAX)
    return perch_logic_parser_fail (parser, &node->where, PERCH_LOGIC_ERROR_TOO_LARGE,
                                    "model too large: this can reach %" G_GINT64_FORMAT
                                    ", beyond the solver's limit of %d",
                                    max > PERCH_LOGIC_VALUE_MAX ? max : min,
                                    PERCH_LOGIC_VALUE_MAX);
  if (!perch_logic_parser_check_size (parser, &node->where))
    return FALSE;
  *var = perch_logic_model_add_variable (model, min, max, FALSE);
  return TRUE;
}

static gboolean compile_linear (Parser *parser, Node *node, gint64 factor, Linear *linear);
static gboolean compile_condition (Parser *parser, Node *node, guint *boolean);

/* The value of a tree of numbers, or FALSE when it has a name in it. */
static gboolean
constant_value (const Node *node,
                gint64     *value)
{
  gint64 left, right;

  switch (node->kind)
    {
    case NODE_NUMBER:
      *value = node->number;
      return TRUE;
    case NODE_NEGATE:
      if (!constant_value (node->left, &left))
        return FALSE;
      *value = -left;
      return TRUE;
    case NODE_ADD:
    case NODE_SUBTRACT:
    case NODE_MULTIPLY:
      if (!constant_value (node->left, &left) || !constant_value (node->right, &right))
        return FALSE;
      if (node->kind == NODE_MULTIPLY)
        {
          if (left != 0 && ABS (right) > MAX_COEFFICIENT / ABS (left))
            return FALSE;
          *value = left * right;
        }
      else
        *value = node->kind == NODE_ADD ? left + right : left - right;
      return ABS (*value) <= MAX_COEFFICIENT;
    default:
      return FALSE;
    }
}

/* The smallest and largest value of a sum already checked by linear_finish(). */
static void
linear_bounds (Parser       *parser,
               const Linear *linear,
               gint64       *min,
               gint64       *max)
{
  *min = *max = linear->constant;
  for (guint i = 0; i < linear->vars->len; i++)
    {
      const PerchLogicVariable *v = variable (parser, g_array_index (linear->vars, guint, i));
      gint64 a = g_array_index (linear->coefficients, gint64, i);

      *min += a > 0 ? a * v->min : a * v->max;
      *max += a > 0 ? a * v->max : a * v->min;
    }
}

static gboolean
linear_to_variable (Parser       *parser,
                    const Node   *node,
                    Linear       *linear,
                    guint        *var)
{
  gint64 min, max, minus_one = -1;

  if (!linear_finish (parser, node, linear))
    return FALSE;
  if (linear->vars->len == 1 && linear->constant == 0 &&
      g_array_index (linear->coefficients, gint64, 0) == 1)
    {
      *var = g_array_index (linear->vars, guint, 0);
      return TRUE;
    }
  linear_bounds (parser, linear, &min, &max);
  if (!new_helper (parser, node, min, max, var))
    return FALSE;
  /* sum + constant - helper = 0 */
  g_array_append_val (linear->vars, *var);
  g_array_append_val (linear->coefficients, minus_one);
  perch_logic_model_add_linear (parser->puzzle->model, linear->vars->len,
                                (guint *) linear->vars->data,
                                (gint64 *) linear->coefficients->data,
                                PERCH_LOGIC_RELATION_EQ, -linear->constant, -1);
  return TRUE;
}

gboolean
perch_logic_compile_variable (Parser *parser,
                              Node   *node,
                              guint  *var)
{
  Linear linear;
  gboolean ok;

  linear_init (&linear);
  ok = compile_linear (parser, node, 1, &linear) &&
       linear_to_variable (parser, node, &linear, var);
  linear_clear (&linear);
  return ok;
}

static gboolean
scaled (Parser     *parser,
        const Node *node,
        gint64      factor,
        gint64      by,
        gint64     *result)
{
  if (by != 0 && ABS (factor) > MAX_COEFFICIENT / ABS (by))
    return perch_logic_parser_fail (parser, &node->where, PERCH_LOGIC_ERROR_TOO_LARGE,
                                    "model too large: the numbers here exceed 10^15");
  *result = factor * by;
  return TRUE;
}

static gboolean
compile_product (Parser *parser,
                 Node   *node,
                 gint64  factor,
                 Linear *linear)
{
  gint64 constant, scale = 0, products[4], min = G_MAXINT64, max = G_MININT64;
  guint x, y, z;
  const PerchLogicVariable *vx, *vy;

  if (constant_value (node->left, &constant))
    return scaled (parser, node, factor, constant, &scale) &&
           compile_linear (parser, node->right, scale, linear);
  if (constant_value (node->right, &constant))
    return scaled (parser, node, factor, constant, &scale) &&
           compile_linear (parser, node->left, scale, linear);

  if (!perch_logic_compile_variable (parser, node->left, &x) ||
      !perch_logic_compile_variable (parser, node->right, &y))
    return FALSE;
  vx = variable (parser, x);
  vy = variable (parser, y);
  products[0] = (gint64) vx->min * vy->min;
  products[1] = (gint64) vx->min * vy->max;
  products[2] = (gint64) vx->max * vy->min;
  products[3] = (gint64) vx->max * vy->max;
  for (guint i = 0; i < 4; i++)
    {
      min = MIN (min, products[i]);
      max = MAX (max, products[i]);
    }
  if (!new_helper (parser, node, min, max, &z))
    return FALSE;
  perch_logic_model_add_times (parser->puzzle->model, x, y, z);
  linear_add (linear, z, factor);
  return TRUE;
}

static gboolean
compile_index (Parser *parser,
               Node   *node,
               gint64  factor,
               Linear *linear)
{
  const Table *table = g_ptr_array_index (parser->tables, node->index);
  const gint64 *values = (const gint64 *) table->values->data;
  gint64 min = G_MAXINT64, max = G_MININT64, last = table->first + table->values->len - 1;
  const PerchLogicVariable *vx;
  guint x, z;

  if (!perch_logic_compile_variable (parser, node->left, &x))
    return FALSE;
  vx = variable (parser, x);
  if (vx->min < table->first || vx->max > last)
    return perch_logic_parser_fail (parser, &node->where, PERCH_LOGIC_ERROR_DOMAIN,
                                    "the table '%s' has values for %" G_GINT64_FORMAT
                                    "..%" G_GINT64_FORMAT " but the index can be %d..%d",
                                    table->name, table->first, last, vx->min, vx->max);
  for (guint i = 0; i < table->values->len; i++)
    {
      min = MIN (min, values[i]);
      max = MAX (max, values[i]);
    }
  if (!new_helper (parser, node, min, max, &z))
    return FALSE;
  perch_logic_model_add_element (parser->puzzle->model, table->values->len, values,
                                 table->first, x, z);
  linear_add (linear, z, factor);
  return TRUE;
}

static gboolean
compile_linear (Parser *parser,
                Node   *node,
                gint64  factor,
                Linear *linear)
{
  PerchLogicPuzzle *puzzle = parser->puzzle;
  gint64 term = 0;

  switch (node->kind)
    {
    case NODE_NUMBER:
      if (!scaled (parser, node, factor, node->number, &term))
        return FALSE;
      linear->constant += term;
      return TRUE;
    case NODE_NAME:
      linear_add (linear, g_array_index (puzzle->name_var, guint, node->index), factor);
      return TRUE;
    case NODE_WORD:
      {
        gint64 place = factor;

        for (gsize i = strlen (node->word); i > 0; i--)
          {
            char letter[2] = { node->word[i - 1], '\0' };
            guint index;

            for (index = 0; index < puzzle->names->len; index++)
              if (strcmp (g_ptr_array_index (puzzle->names, index), letter) == 0)
                break;
            linear_add (linear, g_array_index (puzzle->name_var, guint, index), place);
            if (i > 1 && !scaled (parser, node, place, parser->base, &place))
              return FALSE;
          }
        return TRUE;
      }
    case NODE_NEGATE:
      return compile_linear (parser, node->left, -factor, linear);
    case NODE_ADD:
    case NODE_SUBTRACT:
      return compile_linear (parser, node->left, factor, linear) &&
             compile_linear (parser, node->right,
                             node->kind == NODE_ADD ? factor : -factor, linear);
    case NODE_MULTIPLY:
      return compile_product (parser, node, factor, linear);
    case NODE_ABS:
      {
        guint x, z;
        const PerchLogicVariable *vx;

        if (!perch_logic_compile_variable (parser, node->left, &x))
          return FALSE;
        vx = variable (parser, x);
        if (!new_helper (parser, node, vx->min >= 0 ? vx->min : vx->max <= 0 ? -vx->max : 0,
                         MAX (-(gint64) vx->min, (gint64) vx->max), &z))
          return FALSE;
        perch_logic_model_add_abs (puzzle->model, x, z);
        linear_add (linear, z, factor);
        return TRUE;
      }
    case NODE_INDEX:
      return compile_index (parser, node, factor, linear);
    case NODE_COMPARE:
    case NODE_IN:
    case NODE_NOT:
    case NODE_AND:
    case NODE_OR:
    case NODE_IMPLIES:
      {
        guint boolean;

        if (!compile_condition (parser, node, &boolean))
          return FALSE;
        linear_add (linear, boolean, factor);
        return TRUE;
      }
    default:
      g_assert_not_reached ();
    }
}

/* left RELATION right as sum(a x) relation constant; @reified as in the model. Returns FALSE
 * on an error. A comparison of constants alone becomes an empty sum compared with a constant,
 * which holds or fails as it should. */
static gboolean
post_comparison (Parser              *parser,
                 Node                *left,
                 PerchLogicTokenKind  relation,
                 Node                *right,
                 int                  reified)
{
  Linear linear;
  PerchLogicRelation kind;
  gint64 constant;
  gboolean ok;

  linear_init (&linear);
  ok = compile_linear (parser, left, 1, &linear) && compile_linear (parser, right, -1, &linear);
  if (ok)
    ok = linear_finish (parser, left, &linear);
  if (ok)
    {
      /* sum + c RELATION 0 */
      constant = -linear.constant;
      switch (relation)
        {
        case PERCH_LOGIC_TOKEN_EQ: kind = PERCH_LOGIC_RELATION_EQ; break;
        case PERCH_LOGIC_TOKEN_NE: kind = PERCH_LOGIC_RELATION_NE; break;
        case PERCH_LOGIC_TOKEN_LE: kind = PERCH_LOGIC_RELATION_LE; break;
        case PERCH_LOGIC_TOKEN_LT: kind = PERCH_LOGIC_RELATION_LE; constant -= 1; break;
        case PERCH_LOGIC_TOKEN_GE:
        case PERCH_LOGIC_TOKEN_GT:
          kind = PERCH_LOGIC_RELATION_LE;
          constant = -constant - (relation == PERCH_LOGIC_TOKEN_GT ? 1 : 0);
          for (guint i = 0; i < linear.coefficients->len; i++)
            g_array_index (linear.coefficients, gint64, i) *= -1;
          break;
        default:
          g_assert_not_reached ();
        }
      perch_logic_model_add_linear (parser->puzzle->model, linear.vars->len,
                                    (guint *) linear.vars->data,
                                    (gint64 *) linear.coefficients->data, kind, constant,
                                    reified);
    }
  linear_clear (&linear);
  return ok;
}

static gboolean
new_boolean (Parser     *parser,
             const Node *node,
             guint      *boolean)
{
  return new_helper (parser, node, 0, 1, boolean);
}

/* A 0/1 variable for each part of a condition; FALSE on an error. */
static gboolean
condition_parts (Parser *parser,
                 Node   *node,
                 GArray *parts)
{
  guint boolean;

  switch (node->kind)
    {
    case NODE_COMPARE:
      for (guint i = 0; i < node->items->len; i++)
        {
          if (!new_boolean (parser, node, &boolean) ||
              !post_comparison (parser, node->left, node->relation,
                                g_ptr_array_index (node->items, i), (int) boolean))
            return FALSE;
          g_array_append_val (parts, boolean);
        }
      return TRUE;
    case NODE_AND:
      return condition_parts (parser, node->left, parts) &&
             condition_parts (parser, node->right, parts);
    default:
      if (!compile_condition (parser, node, &boolean))
        return FALSE;
      g_array_append_val (parts, boolean);
      return TRUE;
    }
}

/* x in ranges and values: one 0/1 variable for each, at least one of them. */
static gboolean
in_parts (Parser *parser,
          Node   *node,
          GArray *parts)
{
  PerchLogicModel *model = parser->puzzle->model;
  guint x;

  if (!perch_logic_compile_variable (parser, node->left, &x))
    return FALSE;
  for (guint i = 0; i < node->ranges->len; i += 2)
    {
      gint64 low = g_array_index (node->ranges, gint64, i);
      gint64 high = g_array_index (node->ranges, gint64, i + 1);
      gint64 one = 1, minus_one = -1;
      guint boolean;

      if (!new_boolean (parser, node, &boolean))
        return FALSE;
      if (low == high)
        perch_logic_model_add_linear (model, 1, &x, &one, PERCH_LOGIC_RELATION_EQ, low,
                                      (int) boolean);
      else
        {
          guint bounds[2];

          if (!new_boolean (parser, node, &bounds[0]) || !new_boolean (parser, node, &bounds[1]))
            return FALSE;
          perch_logic_model_add_linear (model, 1, &x, &minus_one, PERCH_LOGIC_RELATION_LE,
                                        -low, (int) bounds[0]);
          perch_logic_model_add_linear (model, 1, &x, &one, PERCH_LOGIC_RELATION_LE, high,
                                        (int) bounds[1]);
          /* boolean = bounds[0] and bounds[1] */
          {
            guint both = perch_logic_model_add_and (model, 2, bounds);
            guint pair[2] = { boolean, both };
            gint64 signs[2] = { 1, -1 };

            perch_logic_model_add_linear (model, 2, pair, signs, PERCH_LOGIC_RELATION_EQ, 0,
                                          -1);
          }
        }
      g_array_append_val (parts, boolean);
    }
  for (guint i = 0; i < node->items->len; i++)
    {
      Linear linear;
      guint boolean;
      gboolean ok;

      linear_init (&linear);
      linear_add (&linear, x, 1);
      ok = compile_linear (parser, g_ptr_array_index (node->items, i), -1, &linear) &&
           linear_finish (parser, node, &linear) && new_boolean (parser, node, &boolean);
      if (ok)
        {
          perch_logic_model_add_linear (model, linear.vars->len, (guint *) linear.vars->data,
                                        (gint64 *) linear.coefficients->data,
                                        PERCH_LOGIC_RELATION_EQ, -linear.constant,
                                        (int) boolean);
          g_array_append_val (parts, boolean);
        }
      linear_clear (&linear);
      if (!ok)
        return FALSE;
    }
  return TRUE;
}

static gboolean
not_a_condition (Parser     *parser,
                 const Node *node)
{
  return perch_logic_parser_fail (parser, &node->where, PERCH_LOGIC_ERROR_SYNTAX,
                                  "expected a condition such as 'a = b' or 'a < b' "
                                  "here, not just a value");
}

static gboolean
compile_condition (Parser *parser,
                   Node   *node,
                   guint  *boolean)
{
  PerchLogicModel *model = parser->puzzle->model;
  g_autoptr(GArray) parts = g_array_new (FALSE, FALSE, sizeof (guint));
  guint inner[2];

  switch (node->kind)
    {
    case NODE_COMPARE:
    case NODE_AND:
      if (!condition_parts (parser, node, parts))
        return FALSE;
      *boolean = parts->len == 1 ? g_array_index (parts, guint, 0)
                                 : perch_logic_model_add_and (model, parts->len,
                                                              (guint *) parts->data);
      return TRUE;
    case NODE_IN:
      if (!in_parts (parser, node, parts))
        return FALSE;
      *boolean = parts->len == 1 ? g_array_index (parts, guint, 0)
                                 : perch_logic_model_add_or (model, parts->len,
                                                             (guint *) parts->data);
      return TRUE;
    case NODE_NOT:
      if (!compile_condition (parser, node->left, &inner[0]))
        return FALSE;
      *boolean = perch_logic_model_add_not (model, inner[0]);
      return TRUE;
    case NODE_OR:
      if (!compile_condition (parser, node->left, &inner[0]) ||
          !compile_condition (parser, node->right, &inner[1]))
        return FALSE;
      *boolean = perch_logic_model_add_or (model, 2, inner);
      return TRUE;
    case NODE_IMPLIES:
      if (!compile_condition (parser, node->left, &inner[0]) ||
          !compile_condition (parser, node->right, &inner[1]))
        return FALSE;
      inner[0] = perch_logic_model_add_not (model, inner[0]);
      *boolean = perch_logic_model_add_or (model, 2, inner);
      return TRUE;
    default:
      return not_a_condition (parser, node);
    }
}

gboolean
perch_logic_compile_constraint (Parser *parser,
                                Node   *node)
{
  guint boolean;

  switch (node->kind)
    {
    case NODE_COMPARE:
      for (guint i = 0; i < node->items->len; i++)
        if (!post_comparison (parser, node->left, node->relation,
                              g_ptr_array_index (node->items, i), -1))
          return FALSE;
      return TRUE;
    case NODE_AND:
      return perch_logic_compile_constraint (parser, node->left) &&
             perch_logic_compile_constraint (parser, node->right);
    case NODE_IN:
    case NODE_NOT:
    case NODE_OR:
    case NODE_IMPLIES:
      if (!compile_condition (parser, node, &boolean))
        return FALSE;
      perch_logic_model_require (parser->puzzle->model, boolean);
      return TRUE;
    default:
      return not_a_condition (parser, node);
    }
}

/* One term of 'different': a name plus a constant keeps the name and an offset; anything
 * else gets a helper. */
gboolean
perch_logic_compile_offset (Parser *parser,
                            Node   *node,
                            guint  *var,
                            gint64 *offset)
{
  Linear linear;
  gboolean ok;

  linear_init (&linear);
  ok = compile_linear (parser, node, 1, &linear) && linear_finish (parser, node, &linear);
  if (ok)
    {
      if (linear.vars->len == 1 && g_array_index (linear.coefficients, gint64, 0) == 1 &&
          ABS (linear.constant) <= PERCH_LOGIC_VALUE_MAX)
        {
          *var = g_array_index (linear.vars, guint, 0);
          *offset = linear.constant;
        }
      else
        {
          *offset = 0;
          ok = linear_to_variable (parser, node, &linear, var);
        }
    }
  linear_clear (&linear);
  return ok;
}

/* The letters of the words are distinct digits. */
gboolean
perch_logic_compile_words (Parser *parser)
{
  PerchLogicPuzzle *puzzle = parser->puzzle;
  g_autofree guint *vars = g_new (guint, parser->letters->len + 1);

  for (guint i = 0; i < parser->letters->len; i++)
    vars[i] = g_array_index (puzzle->name_var, guint, g_array_index (parser->letters, guint, i));
  perch_logic_model_add_alldiff (puzzle->model, parser->letters->len, vars, NULL);
  return TRUE;
}
