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
#include "perch-logic-propagators.h"

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

/* A product whose reach is beyond the solver's limit, cut to it because it is a term of a
 * comparison that may bound it (checked once the comparison is complete). */
typedef struct
{
  guint              var;
  gint64             min;   /* what the product can reach */
  gint64             max;
  PerchLogicLocation where;
} Clamped;

static gboolean compile_linear (Parser *parser, Node *node, gint64 factor, Linear *linear);
static gboolean compile_condition (Parser *parser, Node *node, guint *boolean);

/* The nodes of a chain `a op b op c ...` (left-deep for + - * and or, right-deep for ->),
 * from the top down, without recursion: a sum of 100000 terms is that deep. The operand at
 * the chain's far end is *end. */
static GPtrArray *
spine (Node       *node,
       gboolean  (*in_chain) (const Node *node),
       gboolean    to_the_right,
       Node      **end)
{
  GPtrArray *chain = g_ptr_array_new ();

  while (in_chain (node))
    {
      g_ptr_array_add (chain, node);
      node = to_the_right ? node->right : node->left;
    }
  *end = node;
  return chain;
}

static gboolean
is_arithmetic (const Node *node)
{
  return node->kind == NODE_ADD || node->kind == NODE_SUBTRACT || node->kind == NODE_MULTIPLY;
}

static gboolean
is_sum (const Node *node)
{
  return node->kind == NODE_ADD || node->kind == NODE_SUBTRACT;
}

static gboolean
is_product (const Node *node)
{
  return node->kind == NODE_MULTIPLY;
}

static gboolean
is_and (const Node *node)
{
  return node->kind == NODE_AND;
}

static gboolean
is_or (const Node *node)
{
  return node->kind == NODE_OR;
}

static gboolean
is_iff (const Node *node)
{
  return node->kind == NODE_IFF;
}

static gboolean
is_implication (const Node *node)
{
  return node->kind == NODE_IMPLIES;
}

/* The value of a tree of numbers, or FALSE when it has a name in it. */
static gboolean
constant_value (const Node *node,
                gint64     *value)
{
  g_autoptr(GPtrArray) chain = NULL;
  Node *end;
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
      chain = spine ((Node *) node, is_arithmetic, FALSE, &end);
      if (!constant_value (end, &left))
        return FALSE;
      for (guint i = chain->len; i > 0; i--)
        {
          const Node *link = g_ptr_array_index (chain, i - 1);

          if (!constant_value (link->right, &right))
            return FALSE;
          if (link->kind == NODE_MULTIPLY)
            {
              if (left != 0 && ABS (right) > MAX_COEFFICIENT / ABS (left))
                return FALSE;
              left *= right;
            }
          else
            left = link->kind == NODE_ADD ? left + right : left - right;
          if (ABS (left) > MAX_COEFFICIENT)
            return FALSE;
        }
      *value = left;
      return TRUE;
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

/* The product's bounds, from the bounds of its factors. */
static void
product_bounds (Parser *parser,
                guint   x,
                guint   y,
                gint64 *min,
                gint64 *max)
{
  const PerchLogicVariable *vx = variable (parser, x), *vy = variable (parser, y);
  gint64 products[4];

  products[0] = (gint64) vx->min * vy->min;
  products[1] = (gint64) vx->min * vy->max;
  products[2] = (gint64) vx->max * vy->min;
  products[3] = (gint64) vx->max * vy->max;
  *min = G_MAXINT64;
  *max = G_MININT64;
  for (guint i = 0; i < 4; i++)
    {
      *min = MIN (*min, products[i]);
      *max = MAX (*max, products[i]);
    }
}

/* A chain of factors: the constants multiply the coefficient; one unknown factor stays in the
 * sum (2 * (a + b)); several are multiplied by helpers, the last of which is the term. */
static gboolean
compile_product (Parser *parser,
                 Node   *node,
                 gint64  factor,
                 Linear *linear)
{
  g_autoptr(GPtrArray) chain = NULL;
  g_autoptr(GPtrArray) unknowns = g_ptr_array_new ();
  gint64 scale = factor, min, max;
  Node *end;
  const Node *whole;
  guint x = 0, z;

  chain = spine (node, is_product, FALSE, &end);
  for (guint i = chain->len + 1; i > 0; i--)
    {
      Node *operand = i == chain->len + 1 ? end
                      : ((Node *) g_ptr_array_index (chain, i - 1))->right;
      gint64 constant;

      if (constant_value (operand, &constant))
        {
          if (!scaled (parser, operand, scale, constant, &scale))
            return FALSE;
        }
      else
        g_ptr_array_add (unknowns, operand);
    }
  if (unknowns->len == 0)
    {
      linear->constant += scale;
      return TRUE;
    }
  if (unknowns->len == 1)
    return compile_linear (parser, g_ptr_array_index (unknowns, 0), scale, linear);
  whole = node;

  for (guint i = 0; i < unknowns->len; i++)
    {
      Node *operand = g_ptr_array_index (unknowns, i);
      const Node *first = g_ptr_array_index (unknowns, 0);
      Node so_far = *whole;   /* where the product up to this factor is written */
      guint y;

      if (!perch_logic_compile_variable (parser, operand, &y))
        return FALSE;
      if (i == 0)
        {
          x = y;
          continue;
        }
      so_far.where = first->where;
      if (operand->where.line == first->where.line)
        so_far.where.length = operand->where.column + operand->where.length - first->where.column;
      node = &so_far;
      product_bounds (parser, x, y, &min, &max);
      if ((min < -PERCH_LOGIC_VALUE_MAX || max > PERCH_LOGIC_VALUE_MAX) &&
          min <= PERCH_LOGIC_VALUE_MAX && max >= -PERCH_LOGIC_VALUE_MAX &&
          i + 1 == unknowns->len && parser->bounded == linear)
        {
          /* `x * y = 999999` with x, y up to a million: the comparison bounds the product. */
          Clamped clamped = { 0, min, max, node->where };

          if (!new_helper (parser, node, MAX (min, -PERCH_LOGIC_VALUE_MAX),
                           MIN (max, PERCH_LOGIC_VALUE_MAX), &z))
            return FALSE;
          clamped.var = z;
          g_array_append_val (parser->clamped, clamped);
        }
      else if (!new_helper (parser, node, min, max, &z))
        return FALSE;
      perch_logic_model_add_times (parser->puzzle->model, x, y, z);
      x = z;
    }
  linear_add (linear, x, scale);
  return TRUE;
}

/* x mod m for a number m > 0: x = m * q + r with 0 <= r < m, so -7 mod 3 is 2, as a puzzle's
 * "the remainder" is. */
static gboolean
compile_mod (Parser *parser,
             Node   *node,
             gint64  factor,
             Linear *linear)
{
  gint64 m, coefficients[3];
  guint x, vars[3];
  const PerchLogicVariable *vx;

  if (!constant_value (node->right, &m) || m <= 0 || m > PERCH_LOGIC_VALUE_MAX)
    return perch_logic_parser_fail (parser, &node->right->where, PERCH_LOGIC_ERROR_SYNTAX,
                                    "'mod' takes a whole number above 0 on its right, as in "
                                    "'x mod 2'");
  if (!perch_logic_compile_variable (parser, node->left, &x))
    return FALSE;
  vx = variable (parser, x);
  vars[0] = x;
  if (!new_helper (parser, node, perch_logic_floor_div (vx->min, m),
                   perch_logic_floor_div (vx->max, m), &vars[1]) ||
      !new_helper (parser, node, 0, m - 1, &vars[2]))
    return FALSE;
  coefficients[0] = 1;
  coefficients[1] = -m;
  coefficients[2] = -1;
  perch_logic_model_add_linear (parser->puzzle->model, 3, vars, coefficients,
                                PERCH_LOGIC_RELATION_EQ, 0, -1);
  linear_add (linear, vars[2], factor);
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
    {
      g_autofree char *name = perch_logic_shorten (table->name);

      return perch_logic_parser_fail (parser, &node->where, PERCH_LOGIC_ERROR_DOMAIN,
                                      "the table '%s' has values for %" G_GINT64_FORMAT
                                      "..%" G_GINT64_FORMAT " but the index can be %d..%d",
                                      name, table->first, last, vx->min, vx->max);
    }
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
      {
        g_autoptr(GPtrArray) chain = NULL;
        Node *end;

        chain = spine (node, is_sum, FALSE, &end);
        if (!compile_linear (parser, end, factor, linear))
          return FALSE;
        for (guint i = chain->len; i > 0; i--)
          {
            const Node *link = g_ptr_array_index (chain, i - 1);

            if (!compile_linear (parser, link->right,
                                 link->kind == NODE_ADD ? factor : -factor, linear))
              return FALSE;
          }
        return TRUE;
      }
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
    case NODE_MOD:
      return compile_mod (parser, node, factor, linear);
    case NODE_IFF:
    case NODE_COUNT:
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

static gint64
saturate_mul (gint64 a,
              gint64 b)
{
  gint64 product;

  if (__builtin_mul_overflow (a, b, &product) || ABS (product) > G_MAXINT64 / 4)
    return (a < 0) != (b < 0) ? -G_MAXINT64 / 4 : G_MAXINT64 / 4;
  return product;
}

/* The bounds of a term's variable, a cut product's own reach. */
static void
true_bounds (Parser *parser,
             guint   var,
             gint64 *min,
             gint64 *max)
{
  const PerchLogicVariable *v = variable (parser, var);

  *min = v->min;
  *max = v->max;
  for (guint k = 0; k < parser->clamped->len; k++)
    if (g_array_index (parser->clamped, Clamped, k).var == var)
      {
        *min = g_array_index (parser->clamped, Clamped, k).min;
        *max = g_array_index (parser->clamped, Clamped, k).max;
      }
}

/* Each cut product of the comparison `sum(a x) + constant RELATION 0` must be bounded by it
 * within the solver's limit, whatever the other terms are: then cutting its domain removes no
 * solution. */
static gboolean
check_clamped (Parser              *parser,
               const Linear        *linear,
               PerchLogicTokenKind  relation)
{
  for (guint k = 0; k < parser->clamped->len; k++)
    {
      const Clamped *clamped = &g_array_index (parser->clamped, Clamped, k);
      gint64 rest_min = linear->constant, rest_max = linear->constant, a = 0, low, high;

      for (guint i = 0; i < linear->vars->len; i++)
        {
          guint var = g_array_index (linear->vars, guint, i);
          gint64 c = g_array_index (linear->coefficients, gint64, i), min, max;

          if (var == clamped->var)
            {
              a = c;
              continue;
            }
          true_bounds (parser, var, &min, &max);
          rest_min += MIN (saturate_mul (c, min), saturate_mul (c, max));
          rest_max += MAX (saturate_mul (c, min), saturate_mul (c, max));
        }
      /* a * z + rest RELATION 0, so a * z lies in [-rest_max, -rest_min] for '=' and
       * within -rest_min on one side for the inequalities. */
      low = clamped->min;
      high = clamped->max;
      if (a != 0)
        {
          gboolean upper = (relation == PERCH_LOGIC_TOKEN_LE || relation == PERCH_LOGIC_TOKEN_LT)
                           == (a > 0);

          if (relation == PERCH_LOGIC_TOKEN_EQ || upper)
            high = MIN (high, a > 0 ? perch_logic_floor_div (-rest_min, a)
                                    : perch_logic_floor_div (-rest_max, a));
          if (relation == PERCH_LOGIC_TOKEN_EQ || !upper)
            low = MAX (low, a > 0 ? perch_logic_ceil_div (-rest_max, a)
                                  : perch_logic_ceil_div (-rest_min, a));
        }
      if (low < -PERCH_LOGIC_VALUE_MAX || high > PERCH_LOGIC_VALUE_MAX)
        return perch_logic_parser_fail (parser, &clamped->where, PERCH_LOGIC_ERROR_TOO_LARGE,
                                        "model too large: this can reach %" G_GINT64_FORMAT
                                        ", beyond the solver's limit of %d",
                                        high > PERCH_LOGIC_VALUE_MAX ? high : low,
                                        PERCH_LOGIC_VALUE_MAX);
    }
  return TRUE;
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
  gpointer outer = parser->bounded;

  linear_init (&linear);
  if (reified < 0 && relation != PERCH_LOGIC_TOKEN_NE)
    {
      parser->bounded = &linear;
      if (parser->clamped == NULL)
        parser->clamped = g_array_new (FALSE, FALSE, sizeof (Clamped));
      g_array_set_size (parser->clamped, 0);
    }
  ok = compile_linear (parser, left, 1, &linear) && compile_linear (parser, right, -1, &linear);
  parser->bounded = outer;
  if (ok)
    ok = linear_finish (parser, left, &linear);
  if (ok && reified < 0 && parser->clamped != NULL && parser->clamped->len > 0)
    ok = check_clamped (parser, &linear, relation);
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
      {
        g_autoptr(GPtrArray) chain = NULL;
        Node *end;

        chain = spine (node, is_and, FALSE, &end);
        if (!condition_parts (parser, end, parts))
          return FALSE;
        for (guint i = chain->len; i > 0; i--)
          if (!condition_parts (parser, ((Node *) g_ptr_array_index (chain, i - 1))->right,
                                parts))
            return FALSE;
        return TRUE;
      }
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
                                  "expected a condition such as 'a = b' or 'a < b', found a "
                                  "value with nothing to compare it with");
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
    case NODE_IMPLIES:
      {
        /* a or b or c: one 'or' of all; a -> b -> c is (not a) or (not b) or c. */
        gboolean implication = node->kind == NODE_IMPLIES;
        g_autoptr(GPtrArray) chain = NULL;
        Node *end;

        chain = spine (node, implication ? is_implication : is_or, implication, &end);
        for (guint i = 0; i <= chain->len; i++)
          {
            Node *operand = implication ? (i < chain->len
                                           ? ((Node *) g_ptr_array_index (chain, i))->left
                                           : end)
                                        : (i == 0 ? end : ((Node *) g_ptr_array_index
                                                             (chain, chain->len - i))->right);

            if (!compile_condition (parser, operand, &inner[0]))
              return FALSE;
            if (implication && i < chain->len)
              inner[0] = perch_logic_model_add_not (model, inner[0]);
            g_array_append_val (parts, inner[0]);
          }
        *boolean = perch_logic_model_add_or (model, parts->len, (guint *) parts->data);
        return TRUE;
      }
    case NODE_IFF:
      {
        /* a <-> b <-> c groups to the left: each link is 1 when both sides agree */
        g_autoptr(GPtrArray) chain = NULL;
        Node *end;

        chain = spine (node, is_iff, FALSE, &end);
        if (!compile_condition (parser, end, &inner[0]))
          return FALSE;
        for (guint i = chain->len; i > 0; i--)
          {
            guint pair[2];
            gint64 signs[2] = { 1, -1 };
            guint agree;

            if (!compile_condition (parser, ((Node *) g_ptr_array_index (chain, i - 1))->right,
                                    &inner[1]) ||
                !new_boolean (parser, node, &agree))
              return FALSE;
            pair[0] = inner[0];
            pair[1] = inner[1];
            perch_logic_model_add_linear (model, 2, pair, signs, PERCH_LOGIC_RELATION_EQ, 0,
                                          (int) agree);
            inner[0] = agree;
          }
        *boolean = inner[0];
        return TRUE;
      }
    case NODE_COUNT:
      {
        g_autofree gint64 *ones = g_new (gint64, node->items->len);
        PerchLogicRelation relation = node->relation == PERCH_LOGIC_TOKEN_EQ
                                      ? PERCH_LOGIC_RELATION_EQ : PERCH_LOGIC_RELATION_LE;
        gint64 sign = node->relation == PERCH_LOGIC_TOKEN_GE ? -1 : 1;

        for (guint i = 0; i < node->items->len; i++)
          {
            if (!compile_condition (parser, g_ptr_array_index (node->items, i), &inner[0]))
              return FALSE;
            g_array_append_val (parts, inner[0]);
            ones[i] = sign;
          }
        if (!new_boolean (parser, node, boolean))
          return FALSE;
        /* sum = N, sum <= N, or -sum <= -N */
        perch_logic_model_add_linear (model, parts->len, (guint *) parts->data, ones, relation,
                                      sign * node->number, (int) *boolean);
        return TRUE;
      }
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
      {
        g_autoptr(GPtrArray) chain = NULL;
        Node *end;

        chain = spine (node, is_and, FALSE, &end);
        if (!perch_logic_compile_constraint (parser, end))
          return FALSE;
        for (guint i = chain->len; i > 0; i--)
          if (!perch_logic_compile_constraint (parser,
                                               ((Node *) g_ptr_array_index (chain, i - 1))->right))
            return FALSE;
        return TRUE;
      }
    case NODE_IN:
    case NODE_NOT:
    case NODE_OR:
    case NODE_IMPLIES:
    case NODE_IFF:
    case NODE_COUNT:
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
