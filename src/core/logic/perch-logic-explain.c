/* perch-logic-explain.c: the steps a person would take, found with the solver's propagation
 *
 * A "unit" is a set of statements (clues and the groups' rules) with a store of its own,
 * built once and propagated at its root; asking what the unit and some known facts imply is a
 * push, the facts put into the domains, a propagation, a look at the domains and a pop. The
 * facts a step uses are cut to the fewest with QuickXplain (about k log n queries for k facts
 * kept of n), and a unit keeps the step it found while all it finds is still new.
 *
 * Facts between two names said outright (a ✓ or ✗ that the values alone do not show) get a
 * 0/1 variable each, tied to x = y; a query that uses such a fact fixes it, one that does not
 * leaves it free, so one store serves every choice of facts.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "perch-logic-explain.h"

#include <string.h>

#include "perch-logic-facts-private.h"
#include "perch-logic-search.h"
#include "perch-logic-store.h"
#include "perch-logic-syntax.h"

#define CASES_LOCAL 40             /* ruled-out cases tried for a reason near their clue */
#define CASES_TRIED 6              /* ruled-out cases whose clues are cut to the fewest */
#define SEARCH_NODE_LIMIT 200000   /* per search of the last resort */
#define THEN_MAX 6                 /* facts a case split names before its contradiction */
#define NAMES_MAX 2000

G_DEFINE_QUARK (perch-logic-explain-error-quark, perch_logic_explain_error)

typedef struct
{
  guint x;
  guint y;
  guint var;   /* 0/1: 1 exactly when x = y */
} PairVar;

typedef struct
{
  GArray          *statements;   /* of guint, indices into the puzzle's statements */
  PerchLogicModel  view;         /* the owner's variables, these statements' constraints and
                                  * the pairs' */
  PerchLogicStore *store;
  guint            generation;
  gboolean         failed;       /* the statements contradict each other */
  gboolean        *in_scope;     /* per name: mentioned by the statements */
  GArray          *uses;         /* the last step found (try_unit()), kept while all it */
  GArray          *derives;      /* found is still new */
} Unit;

typedef struct
{
  const PerchLogicPuzzle *puzzle;
  PerchProgress          *progress;
  PerchLogicFacts        *facts;       /* what is known */
  guint                   n_names;
  GArray                 *cells;       /* every cell of the grid */
  int                    *var_name;    /* per variable of the puzzle: its name, or -1 */
  GArray                 *clues;       /* of guint: statements */
  GArray                 *rules;       /* of guint: statements */
  PerchLogicModel        *owner;       /* the puzzle's variables and the pairs' 0/1s, with
                                        * their constraints */
  GArray                 *pair_vars;   /* of PairVar */
  guint                   generation;  /* grows with pair_vars: stores older are rebuilt */
  GHashTable             *units;       /* key -> Unit */
  GPtrArray              *witnesses;   /* of gint[n_names]: solutions agreeing with the facts */
  gboolean                limited;
  gboolean                cancelled;
} Explainer;

/* What a query puts in: each name's values and the pairs said (0 not given, 1 together,
 * 2 apart). */
typedef struct
{
  guint64 *mask;
  guint8  *pairs;
} Given;

/* A piece of what is known, used or not as a whole: a name's known values, or a pair. */
typedef struct
{
  int name;
  int pair;   /* into pair_vars */
} Piece;

typedef struct
{
  PerchLogicStepKind  kind;
  Unit               *unit;
  int                 group;
  GArray             *uses;       /* of PerchLogicFact */
  GArray             *derives;    /* of PerchLogicFact, everything new */
  guint               n_clues;
} Candidate;

static void
candidate_clear (Candidate *candidate)
{
  g_clear_pointer (&candidate->uses, g_array_unref);
  g_clear_pointer (&candidate->derives, g_array_unref);
}

static GArray *
fact_array (void)
{
  return g_array_new (FALSE, FALSE, sizeof (PerchLogicFact));
}

static const PerchLogicStatement *
statement_at (const Explainer *ex,
              guint            index)
{
  return &g_array_index (ex->puzzle->statements, PerchLogicStatement, index);
}

static guint
name_var (const Explainer *ex,
          guint            name)
{
  return g_array_index (ex->puzzle->name_var, guint, name);
}

static gboolean
cancelled (Explainer *ex)
{
  if (!ex->cancelled && perch_progress_cancelled (ex->progress))
    ex->cancelled = TRUE;
  return ex->cancelled;
}

/* Units */

static void
unit_free (gpointer data)
{
  Unit *unit = data;

  perch_logic_store_free (unit->store);
  g_ptr_array_unref (unit->view.constraints);
  g_array_unref (unit->statements);
  g_free (unit->in_scope);
  g_clear_pointer (&unit->uses, g_array_unref);
  g_clear_pointer (&unit->derives, g_array_unref);
  g_free (unit);
}

static void
mark_scope (const Explainer *ex,
            gboolean        *in_scope,
            guint            var)
{
  if (var < ex->puzzle->model->variables->len && ex->var_name[var] >= 0)
    in_scope[ex->var_name[var]] = TRUE;
}

static void
unit_build (Explainer *ex,
            Unit      *unit)
{
  GPtrArray *constraints = g_ptr_array_new ();

  for (guint s = 0; s < unit->statements->len; s++)
    {
      const PerchLogicStatement *statement =
        statement_at (ex, g_array_index (unit->statements, guint, s));

      for (guint c = 0; c < statement->n_constraints; c++)
        g_ptr_array_add (constraints, g_ptr_array_index (ex->puzzle->model->constraints,
                                                         statement->first_constraint + c));
    }
  for (guint c = 0; c < ex->owner->constraints->len; c++)
    g_ptr_array_add (constraints, g_ptr_array_index (ex->owner->constraints, c));
  if (unit->view.constraints != NULL)
    g_ptr_array_unref (unit->view.constraints);
  perch_logic_store_free (unit->store);
  unit->view.variables = ex->owner->variables;
  unit->view.constraints = constraints;
  unit->view.objective = -1;
  unit->store = perch_logic_store_new (&unit->view);
  perch_logic_engine_wake_all (unit->store);
  unit->failed = !perch_logic_engine_propagate (unit->store);
  unit->generation = ex->generation;
}

/* The unit of these statements (sorted), built or brought up to date. */
static Unit *
unit_get (Explainer   *ex,
          const guint *statements,
          guint        n)
{
  GString *key = g_string_new (NULL);
  gboolean clues = FALSE;
  Unit *unit;

  for (guint i = 0; i < n; i++)
    g_string_append_printf (key, "%u,", statements[i]);
  unit = g_hash_table_lookup (ex->units, key->str);
  if (unit == NULL)
    {
      unit = g_new0 (Unit, 1);
      unit->statements = g_array_new (FALSE, FALSE, sizeof (guint));
      g_array_append_vals (unit->statements, statements, n);
      unit->in_scope = g_new0 (gboolean, MAX (ex->n_names, 1));
      /* The names its clues mention (every name is in some rule); without clues, those of
       * its rules. */
      for (guint i = 0; i < n; i++)
        clues |= statement_at (ex, statements[i])->clue;
      for (guint i = 0; i < n; i++)
        {
          const PerchLogicStatement *statement = statement_at (ex, statements[i]);

          for (guint c = 0; statement->clue == clues && c < statement->n_constraints; c++)
            {
              const PerchLogicConstraint *constraint =
                g_ptr_array_index (ex->puzzle->model->constraints,
                                   statement->first_constraint + c);

              for (guint v = 0; constraint->vars != NULL && v < constraint->n; v++)
                mark_scope (ex, unit->in_scope, constraint->vars[v]);
              if (constraint->kind != PERCH_LOGIC_CONSTRAINT_LINEAR &&
                  constraint->kind != PERCH_LOGIC_CONSTRAINT_ALLDIFF)
                {
                  mark_scope (ex, unit->in_scope, constraint->x);
                  mark_scope (ex, unit->in_scope, constraint->z);
                  if (constraint->kind == PERCH_LOGIC_CONSTRAINT_TIMES)
                    mark_scope (ex, unit->in_scope, constraint->y);
                }
            }
        }
      g_hash_table_insert (ex->units, g_string_free (key, FALSE), unit);
      unit_build (ex, unit);
    }
  else
    {
      g_string_free (key, TRUE);
      if (unit->generation != ex->generation)
        unit_build (ex, unit);
    }
  return unit;
}

/* The given clues (statement indices) with every rule. */
static Unit *
unit_with_rules (Explainer   *ex,
                 const guint *clues,
                 guint        n)
{
  g_autoptr(GArray) statements = g_array_new (FALSE, FALSE, sizeof (guint));
  guint a = 0, b = 0;

  /* Both lists are in the order of the text: merge them. */
  while (a < n || b < ex->rules->len)
    {
      guint rule = b < ex->rules->len ? g_array_index (ex->rules, guint, b) : G_MAXUINT;

      if (a < n && clues[a] < rule)
        g_array_append_val (statements, clues[a++]);
      else
        {
          g_array_append_val (statements, rule);
          b++;
        }
    }
  return unit_get (ex, (guint *) statements->data, statements->len);
}

/* Every pair said outright gets its 0/1 variable; not those the pen filled: they follow
 * from a ✓ and a group's rule. */
static void
ensure_pair_vars (Explainer *ex)
{
  const PerchLogicFacts *facts = ex->facts;

  for (guint x = 0; x < ex->n_names; x++)
    for (guint i = 0; i < facts->pairs[x]->len; i++)
      {
        const PerchLogicPairMark *mark = &g_array_index (facts->pairs[x], PerchLogicPairMark, i);
        guint y = mark->other;
        gboolean known = FALSE;
        PairVar pair;
        guint vars[2];
        gint64 signs[2] = { 1, -1 };

        if (y < x || mark->pen)
          continue;
        for (guint p = 0; p < ex->pair_vars->len && !known; p++)
          {
            const PairVar *old = &g_array_index (ex->pair_vars, PairVar, p);

            known = old->x == x && old->y == y;
          }
        if (known)
          continue;
        pair.x = x;
        pair.y = y;
        pair.var = perch_logic_model_add_variable (ex->owner, 0, 1, FALSE);
        vars[0] = name_var (ex, x);
        vars[1] = name_var (ex, y);
        perch_logic_model_add_linear (ex->owner, 2, vars, signs, PERCH_LOGIC_RELATION_EQ, 0,
                                      (int) pair.var);
        g_array_append_val (ex->pair_vars, pair);
        ex->generation++;
      }
}

/* Pieces of what is known */

static gboolean
pair_equal (const Explainer *ex,
            const PairVar   *pair,
            gboolean        *equal)
{
  PerchLogicFact fact = { pair->x, pair->y, 0, TRUE };
  PerchLogicCell cell = perch_logic_facts_lookup (ex->facts, &fact);

  *equal = cell == PERCH_LOGIC_CELL_YES;
  return cell != PERCH_LOGIC_CELL_BLANK;
}

/* A pair the values alone do not show. */
static gboolean
pair_is_piece (const Explainer *ex,
               const PairVar   *pair)
{
  guint64 a = ex->facts->mask[pair->x], b = ex->facts->mask[pair->y];
  gboolean equal;

  if (!pair_equal (ex, pair, &equal))
    return FALSE;
  return (a & b) != 0 && !(a == b && perch_logic_is_single (a));
}

static GArray *
known_pieces (const Explainer *ex)
{
  GArray *pieces = g_array_new (FALSE, FALSE, sizeof (Piece));

  for (guint x = 0; x < ex->n_names; x++)
    if (ex->facts->mask[x] != ex->facts->full[x] && !perch_logic_facts_is_ordered (ex->facts, x))
      {
        Piece piece = { (int) x, -1 };

        g_array_append_val (pieces, piece);
      }
  for (guint p = 0; p < ex->pair_vars->len; p++)
    if (pair_is_piece (ex, &g_array_index (ex->pair_vars, PairVar, p)))
      {
        Piece piece = { -1, (int) p };

        g_array_append_val (pieces, piece);
      }
  return pieces;
}

static void
given_init (const Explainer *ex,
            Given           *given)
{
  given->mask = g_memdup2 (ex->facts->full, MAX (ex->n_names, 1) * sizeof (guint64));
  given->pairs = g_new0 (guint8, MAX (ex->pair_vars->len, 1));
}

static void
given_clear (Given *given)
{
  g_clear_pointer (&given->mask, g_free);
  g_clear_pointer (&given->pairs, g_free);
}

/* The pieces whose @use is TRUE (all of them when @use is NULL). */
static void
given_set (const Explainer *ex,
           Given           *given,
           const GArray    *pieces,
           const gboolean  *use)
{
  memcpy (given->mask, ex->facts->full, MAX (ex->n_names, 1) * sizeof (guint64));
  memset (given->pairs, 0, MAX (ex->pair_vars->len, 1));
  for (guint i = 0; i < pieces->len; i++)
    {
      const Piece *piece = &g_array_index (pieces, Piece, i);

      if (use != NULL && !use[i])
        continue;
      if (piece->name >= 0)
        given->mask[piece->name] = ex->facts->mask[piece->name];
      else
        {
          gboolean equal;

          pair_equal (ex, &g_array_index (ex->pair_vars, PairVar, piece->pair), &equal);
          given->pairs[piece->pair] = equal ? 1 : 2;
        }
    }
}

/* The given facts as a list: a name with one value is one fact, otherwise each value it
 * cannot have is one. */
static GArray *
given_to_facts (const Explainer *ex,
                const Given     *given)
{
  GArray *facts = fact_array ();

  for (guint x = 0; x < ex->n_names; x++)
    {
      guint64 mask = given->mask[x], out = ex->facts->full[x] & ~mask;

      if (mask == ex->facts->full[x])
        continue;
      if (perch_logic_is_single (mask))
        {
          PerchLogicFact fact = { x, PERCH_LOGIC_FACT_VALUE,
                                  ex->facts->base[x] + __builtin_ctzll (mask), TRUE };

          g_array_append_val (facts, fact);
          continue;
        }
      for (; out != 0; out &= out - 1)
        {
          PerchLogicFact fact = { x, PERCH_LOGIC_FACT_VALUE,
                                  ex->facts->base[x] + __builtin_ctzll (out), FALSE };

          g_array_append_val (facts, fact);
        }
    }
  for (guint p = 0; p < ex->pair_vars->len; p++)
    if (given->pairs[p] != 0)
      {
        const PairVar *pair = &g_array_index (ex->pair_vars, PairVar, p);
        PerchLogicFact fact = { pair->x, pair->y, 0, given->pairs[p] == 1 };

        g_array_append_val (facts, fact);
      }
  return facts;
}

/* Queries */

/* Whether x = y in every case left, apart in every case, or neither: each value of x tried. */
static PerchLogicCell
probe_pair (PerchLogicStore *store,
            guint            vx,
            guint            vy)
{
  PerchLogicDomain before = store->domains[vx];
  gboolean together = TRUE, apart = TRUE, any = FALSE;

  for (gint64 v = before.min; v <= before.max && (together || apart); v++)
    {
      const PerchLogicDomain *y;
      gboolean ok;

      if (!perch_logic_domain_contains (&before, v))
        continue;
      perch_logic_store_push (store);
      ok = perch_logic_store_assign (store, vx, v) && perch_logic_engine_propagate (store);
      if (ok)
        {
          y = &store->domains[vy];
          any = TRUE;
          together &= y->min == v && y->max == v;
          apart &= !perch_logic_domain_contains (y, v);
        }
      else
        perch_logic_engine_flush (store);
      perch_logic_store_pop (store);
    }
  if (!any)
    return PERCH_LOGIC_CELL_BLANK;
  return together ? PERCH_LOGIC_CELL_YES : apart ? PERCH_LOGIC_CELL_NO : PERCH_LOGIC_CELL_BLANK;
}

/* Propagates the unit with the given facts (and the case, unless NULL); FALSE when they
 * contradict each other. Each name's values go to @out (unless NULL); each pair of @probe
 * (facts) is tried, and what it is found to be goes to @found. */
static gboolean
query (Explainer            *ex,
       Unit                 *unit,
       const Given          *given,
       const PerchLogicFact *hypothesis,
       const GArray         *probe,
       guint64              *out,
       PerchLogicCell       *found)
{
  PerchLogicStore *store = unit->store;
  gboolean ok = TRUE;

  if (unit->failed)
    return FALSE;
  perch_logic_store_push (store);
  for (guint x = 0; ok && x < ex->n_names; x++)
    if (given->mask[x] != ex->facts->full[x])
      ok = perch_logic_store_keep (store, name_var (ex, x), given->mask[x]);
  for (guint p = 0; ok && p < ex->pair_vars->len; p++)
    if (given->pairs[p] != 0)
      ok = perch_logic_store_assign (store, g_array_index (ex->pair_vars, PairVar, p).var,
                                     given->pairs[p] == 1);
  if (ok && hypothesis != NULL)
    {
      guint var = name_var (ex, hypothesis->name);

      ok = hypothesis->equal ? perch_logic_store_assign (store, var, hypothesis->value)
                             : perch_logic_store_remove (store, var, hypothesis->value);
    }
  ok = ok && perch_logic_engine_propagate (store);
  if (!ok)
    perch_logic_engine_flush (store);
  else
    {
      for (guint x = 0; out != NULL && x < ex->n_names; x++)
        out[x] = store->domains[name_var (ex, x)].bits;
      for (guint i = 0; probe != NULL && i < probe->len; i++)
        {
          const PerchLogicFact *pair = &g_array_index (probe, PerchLogicFact, i);

          found[i] = probe_pair (store, name_var (ex, pair->name), name_var (ex, pair->other));
        }
    }
  perch_logic_store_pop (store);
  return ok;
}

/* What is new in a query's answer: a name's value, or values it cannot have; the pairs
 * found. Counted, and listed into @facts unless NULL. */
static guint
collect_new (const Explainer      *ex,
             const guint64        *out,
             const GArray         *probe,
             const PerchLogicCell *found,
             GArray               *facts)
{
  guint n = 0;

  /* Only what the query's own facts imply: a value left by the query alone, else the
   * values it rules out (that what is known besides leaves one is the pen's business). */
  for (guint x = 0; x < ex->n_names; x++)
    {
      guint64 known = ex->facts->mask[x], gone = known & ~out[x];

      if (gone == 0)
        continue;
      if (perch_logic_is_single (out[x]))
        {
          PerchLogicFact fact = { x, PERCH_LOGIC_FACT_VALUE,
                                  ex->facts->base[x] + __builtin_ctzll (out[x]), TRUE };

          n++;
          if (facts != NULL)
            g_array_append_val (facts, fact);
          continue;
        }
      for (; gone != 0; gone &= gone - 1)
        {
          PerchLogicFact fact = { x, PERCH_LOGIC_FACT_VALUE,
                                  ex->facts->base[x] + __builtin_ctzll (gone), FALSE };

          n++;
          if (facts != NULL)
            g_array_append_val (facts, fact);
        }
    }
  for (guint i = 0; probe != NULL && i < probe->len; i++)
    if (found[i] == PERCH_LOGIC_CELL_YES ||
        (found[i] == PERCH_LOGIC_CELL_NO && g_array_index (probe, PerchLogicFact, i).equal))
      {
        PerchLogicFact fact = g_array_index (probe, PerchLogicFact, i);

        fact.equal = found[i] == PERCH_LOGIC_CELL_YES;
        n++;
        if (facts != NULL)
          g_array_append_val (facts, fact);
      }
  return n;
}

/* The pairs worth trying for a unit: blank cells between names its clues mention (a ✓ or a
 * ✗ found counts), between one they mention and one that has a ✓ with one they mention, and
 * for no statement at all, between the ends of two ✓ that meet (x with y, y with z: x and z);
 * those two count only when found to be a ✓: a ✗ that follows from a ✓ elsewhere is
 * bookkeeping a person does not need to be told. Each as a fact whose @equal says whether a
 * ✗ counts. */
static GArray *
probe_pairs (const Explainer *ex,
             const Unit      *unit)
{
  GArray *probe = fact_array ();
  g_autofree gboolean *near = g_new0 (gboolean, MAX (ex->n_names, 1));
  const PerchLogicFacts *facts = ex->facts;

  if (unit->statements->len == 0)
    {
      /* x with y and y with z: x and z. */
      for (guint y = 0; y < ex->n_names; y++)
        {
          GArray *marks = facts->pairs[y];

          for (guint i = 0; i < marks->len; i++)
            for (guint j = i + 1; j < marks->len; j++)
              {
                const PerchLogicPairMark *a = &g_array_index (marks, PerchLogicPairMark, i);
                const PerchLogicPairMark *b = &g_array_index (marks, PerchLogicPairMark, j);
                PerchLogicFact cell = { MIN (a->other, b->other), MAX (a->other, b->other), 0,
                                        FALSE };

                if (a->equal && b->equal &&
                    perch_logic_facts_pairable (facts, a->other, b->other) &&
                    perch_logic_facts_lookup (facts, &cell) == PERCH_LOGIC_CELL_BLANK)
                  g_array_append_val (probe, cell);
              }
        }
      return probe;
    }
  for (guint x = 0; x < ex->n_names; x++)
    {
      GArray *marks = facts->pairs[x];

      for (guint i = 0; i < marks->len; i++)
        {
          const PerchLogicPairMark *mark = &g_array_index (marks, PerchLogicPairMark, i);

          if (mark->equal && unit->in_scope[x])
            near[mark->other] = TRUE;
        }
    }
  for (guint x = 0; x < ex->n_names; x++)
    for (guint y = x + 1; y < ex->n_names; y++)
      {
        gboolean wanted;
        PerchLogicFact cell = { x, y, 0, FALSE };


        cell.equal = unit->in_scope[x] && unit->in_scope[y];
        wanted = cell.equal || (unit->in_scope[x] && near[y]) || (unit->in_scope[y] && near[x]);
        if (wanted && perch_logic_facts_pairable (facts, x, y) &&
            perch_logic_facts_lookup (facts, &cell) == PERCH_LOGIC_CELL_BLANK)
          g_array_append_val (probe, cell);
      }
  return probe;
}

typedef struct
{
  Explainer      *ex;
  Unit           *unit;
  const GArray   *pieces;
  Given           given;
  guint64        *out;
  GArray         *targets;   /* pairs found with every fact: the only ones tried again */
  PerchLogicCell *found;
  const PerchLogicFact *hypothesis;   /* a case to rule out, or NULL */
} Trial;

/* Whether the unit with the pieces in @use finds anything new (or rules the case out). */
static gboolean
trial_finds (Trial          *trial,
             const gboolean *use)
{
  given_set (trial->ex, &trial->given, trial->pieces, use);
  if (trial->hypothesis != NULL)
    return !query (trial->ex, trial->unit, &trial->given, trial->hypothesis, NULL, NULL, NULL);
  if (!query (trial->ex, trial->unit, &trial->given, NULL, trial->targets, trial->out,
              trial->found))
    return FALSE;
  return collect_new (trial->ex, trial->out, trial->targets, trial->found, NULL) > 0;
}

/* What the given facts find, as bits to compare: each name's values, each target's cell. */
static GBytes *
trial_signature (Trial *trial)
{
  GByteArray *bytes = g_byte_array_new ();
  const Explainer *ex = trial->ex;

  if (!query (trial->ex, trial->unit, &trial->given, NULL, trial->targets, trial->out,
              trial->found))
    return g_byte_array_free_to_bytes (bytes);
  for (guint x = 0; x < ex->n_names; x++)
    trial->out[x] &= ex->facts->mask[x];
  g_byte_array_append (bytes, (guint8 *) trial->out, ex->n_names * sizeof (guint64));
  g_byte_array_append (bytes, (guint8 *) trial->found,
                       trial->targets->len * sizeof (PerchLogicCell));
  return g_byte_array_free_to_bytes (bytes);
}

/* QuickXplain (U. Junker, 2004): marks in @chosen the preferred fewest of the pieces
 * @order[0..n) that, with those in @base, find something (which all of them do, and @base
 * alone does not when @check is FALSE); pieces earlier in @order are preferred. About
 * k log(n / k) queries for k pieces chosen of n, where dropping them one by one takes n. */
static void
fewest (Trial          *trial,
        const gboolean *base,
        gboolean        check,
        const guint    *order,
        guint           n,
        gboolean       *chosen)
{
  guint n_pieces = trial->pieces->len, half = n / 2;
  g_autofree gboolean *with_first = NULL;
  g_autofree gboolean *second = NULL;
  gboolean any = FALSE;

  if (check && trial_finds (trial, base))
    return;
  if (n == 1)
    {
      chosen[order[0]] = TRUE;
      return;
    }
  /* What the second half must add to the base and the whole first half ... */
  with_first = g_memdup2 (base, n_pieces * sizeof (gboolean));
  for (guint i = 0; i < half; i++)
    with_first[order[i]] = TRUE;
  second = g_new0 (gboolean, n_pieces);
  fewest (trial, with_first, half > 0, order + half, n - half, second);
  /* ... then what the first half must add to the base and that. */
  memcpy (with_first, base, n_pieces * sizeof (gboolean));
  for (guint i = 0; i < n_pieces; i++)
    {
      with_first[i] |= second[i];
      any |= second[i];
      chosen[i] |= second[i];
    }
  if (half > 0)
    fewest (trial, with_first, any, order, half, chosen);
}

/* Whether a piece is about the unit's names. */
static gboolean
piece_in_scope (const Explainer *ex,
                const Unit      *unit,
                const Piece     *piece)
{
  const PairVar *pair;

  if (piece->name >= 0)
    return unit->in_scope[piece->name];
  pair = &g_array_index (ex->pair_vars, PairVar, piece->pair);
  return unit->in_scope[pair->x] || unit->in_scope[pair->y];
}

/* The fewest pieces with which the trial finds something, among those @allowed (all when
 * NULL), those about the unit's names preferred, marked in @use; FALSE when even all the
 * allowed pieces find nothing. */
static gboolean
choose_pieces (Trial          *trial,
               const gboolean *allowed,
               gboolean       *use)
{
  const GArray *pieces = trial->pieces;
  g_autofree guint *order = NULL;
  g_autofree gboolean *none = NULL;
  guint n = 0;

  memset (use, 0, MAX (pieces->len, 1) * sizeof (gboolean));
  if (pieces->len == 0 || trial_finds (trial, use))
    return pieces->len > 0 || trial_finds (trial, use);
  if (allowed != NULL && !trial_finds (trial, allowed))
    return FALSE;
  order = g_new (guint, pieces->len);
  none = g_new0 (gboolean, pieces->len);
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < pieces->len; i++)
      if ((allowed == NULL || allowed[i]) &&
          piece_in_scope (trial->ex, trial->unit, &g_array_index (pieces, Piece, i)) ==
          (pass == 0))
        order[n++] = i;
  fewest (trial, none, FALSE, order, n, use);
  return TRUE;
}

/* Whether the unit with the known facts finds something new; if so, the fewest facts that
 * still find something (@uses) and all they find (@derives). */
static gboolean
try_unit (Explainer *ex,
          Unit      *unit,
          GArray   **uses,
          GArray   **derives)
{
  g_autoptr(GArray) pieces = known_pieces (ex);
  g_autoptr(GArray) probe = probe_pairs (ex, unit);
  g_autofree guint64 *out = g_new (guint64, MAX (ex->n_names, 1));
  g_autofree PerchLogicCell *found = g_new0 (PerchLogicCell, MAX (probe->len, 1));
  g_autofree gboolean *use = g_new0 (gboolean, MAX (pieces->len, 1));
  g_autoptr(GBytes) signature = NULL;
  Trial trial = { ex, unit, pieces, { 0, }, out, NULL, NULL, NULL };
  gboolean ok;

  if (unit->failed)
    return FALSE;
  /* The step found before stays the unit's best while what it finds is all still new
   * (what it uses is still known: knowledge only grows). */
  if (unit->derives != NULL)
    {
      gboolean fresh = TRUE;

      for (guint i = 0; i < unit->derives->len && fresh; i++)
        fresh = perch_logic_facts_lookup (ex->facts, &g_array_index (unit->derives,
                                                                     PerchLogicFact, i)) ==
                PERCH_LOGIC_CELL_BLANK;
      if (fresh)
        {
          *uses = g_array_copy (unit->uses);
          *derives = g_array_copy (unit->derives);
          return TRUE;
        }
      g_clear_pointer (&unit->uses, g_array_unref);
      g_clear_pointer (&unit->derives, g_array_unref);
    }
  given_init (ex, &trial.given);
  given_set (ex, &trial.given, pieces, NULL);
  ok = query (ex, unit, &trial.given, NULL, probe, out, found) &&
       collect_new (ex, out, probe, found, NULL) > 0;
  if (!ok)
    {
      given_clear (&trial.given);
      return FALSE;
    }
  trial.targets = fact_array ();
  for (guint i = 0; i < probe->len; i++)
    if (found[i] == PERCH_LOGIC_CELL_YES ||
        (found[i] == PERCH_LOGIC_CELL_NO && g_array_index (probe, PerchLogicFact, i).equal))
      g_array_append_val (trial.targets, g_array_index (probe, PerchLogicFact, i));
  trial.found = g_new0 (PerchLogicCell, MAX (trial.targets->len, 1));

  choose_pieces (&trial, NULL, use);

  /* Within a name's known values, only those that matter: give back each value the rest
   * finds as much without. */
  given_set (ex, &trial.given, pieces, use);
  signature = trial_signature (&trial);
  for (guint x = 0; x < ex->n_names; x++)
    {
      guint64 mask = trial.given.mask[x], gone = ex->facts->full[x] & ~mask;

      if (mask == ex->facts->full[x] || perch_logic_is_single (mask))
        continue;
      for (; gone != 0; gone &= gone - 1)
        {
          guint64 bit = gone & -gone;
          g_autoptr(GBytes) again = NULL;

          trial.given.mask[x] |= bit;
          again = trial_signature (&trial);
          if (!g_bytes_equal (again, signature))
            trial.given.mask[x] &= ~bit;
        }
    }

  query (ex, unit, &trial.given, NULL, trial.targets, out, trial.found);
  *derives = fact_array ();
  collect_new (ex, out, trial.targets, trial.found, *derives);
  *uses = given_to_facts (ex, &trial.given);
  unit->uses = g_array_copy (*uses);
  unit->derives = g_array_copy (*derives);
  given_clear (&trial.given);
  g_array_unref (trial.targets);
  g_free (trial.found);
  return TRUE;
}

/* Keeps the better of two candidates in @best: the fewer facts used, then the more found. */
static void
offer (Candidate *best,
       Candidate *candidate)
{
  gboolean better = best->derives == NULL ||
                    candidate->n_clues < best->n_clues ||
                    (candidate->n_clues == best->n_clues &&
                     (candidate->uses->len < best->uses->len ||
                      (candidate->uses->len == best->uses->len &&
                       candidate->derives->len > best->derives->len)));

  if (better)
    {
      candidate_clear (best);
      *best = *candidate;
    }
  else
    candidate_clear (candidate);
  memset (candidate, 0, sizeof *candidate);
}

static void
try_candidate (Explainer          *ex,
               Candidate          *best,
               Unit               *unit,
               PerchLogicStepKind  kind,
               int                 group,
               guint               n_clues)
{
  Candidate candidate = { kind, unit, group, NULL, NULL, n_clues };

  if (try_unit (ex, unit, &candidate.uses, &candidate.derives))
    offer (best, &candidate);
}

/* The clues of a unit (its statements that are clues), as statement indices. */
static GArray *
unit_clues (const Explainer *ex,
            const Unit      *unit)
{
  GArray *clues = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint s = 0; s < unit->statements->len; s++)
    {
      guint index = g_array_index (unit->statements, guint, s);

      if (statement_at (ex, index)->clue)
        g_array_append_val (clues, index);
    }
  return clues;
}

static gboolean
share_names (const Explainer *ex,
             const Unit      *a,
             const Unit      *b)
{
  for (guint x = 0; x < ex->n_names; x++)
    if (a->in_scope[x] && b->in_scope[x])
      return TRUE;
  return FALSE;
}

/* The grid's rules alone: two ✓ that meet, or one group's rule, with known facts. */
static void
try_grid (Explainer *ex,
          Candidate *best)
{
  try_candidate (ex, best, unit_get (ex, NULL, 0), PERCH_LOGIC_STEP_GRID, -1, 0);
  for (guint r = 0; r < ex->rules->len; r++)
    {
      guint index = g_array_index (ex->rules, guint, r);

      /* Counted as one statement: two ✓ that meet come before a group's rule. */
      try_candidate (ex, best, unit_get (ex, &index, 1), PERCH_LOGIC_STEP_GRID,
                     statement_at (ex, index)->group, 1);
    }
}

static void
try_clues (Explainer *ex,
           Candidate *best)
{
  guint n = ex->clues->len;
  const guint *clues = (const guint *) ex->clues->data;

  for (guint c = 0; c < n; c++)
    try_candidate (ex, best, unit_with_rules (ex, &clues[c], 1), PERCH_LOGIC_STEP_CLUE, -1, 1);
  if (best->derives != NULL || cancelled (ex))
    return;

  /* Two clues on a common name. */
  for (guint a = 0; a < n; a++)
    for (guint b = a + 1; b < n; b++)
      {
        guint pair[2] = { clues[a], clues[b] };

        if (share_names (ex, unit_with_rules (ex, &clues[a], 1),
                         unit_with_rules (ex, &clues[b], 1)))
          try_candidate (ex, best, unit_with_rules (ex, pair, 2), PERCH_LOGIC_STEP_CLUES,
                         -1, 2);
      }
  if (best->derives != NULL || cancelled (ex) || n <= 2)
    return;

  /* Every clue together, then as few as still find something. */
  {
    g_autoptr(GArray) kept = g_array_new (FALSE, FALSE, sizeof (guint));
    g_autoptr(GArray) pieces = known_pieces (ex);
    g_autofree guint64 *out = g_new (guint64, MAX (ex->n_names, 1));
    Given given;
    Unit *unit;

    given_init (ex, &given);
    given_set (ex, &given, pieces, NULL);
    g_array_append_vals (kept, clues, n);
    unit = unit_with_rules (ex, clues, n);
    if (query (ex, unit, &given, NULL, NULL, out, NULL) &&
        collect_new (ex, out, NULL, NULL, NULL) > 0)
      {
        for (guint i = kept->len; i > 0 && kept->len > 1; i--)
          {
            guint dropped = g_array_index (kept, guint, i - 1);

            g_array_remove_index (kept, i - 1);
            unit = unit_with_rules (ex, (guint *) kept->data, kept->len);
            if (!query (ex, unit, &given, NULL, NULL, out, NULL) ||
                collect_new (ex, out, NULL, NULL, NULL) == 0)
              g_array_insert_val (kept, i - 1, dropped);
          }
        try_candidate (ex, best, unit_with_rules (ex, (guint *) kept->data, kept->len),
                       PERCH_LOGIC_STEP_CLUES, -1, kept->len);
      }
    given_clear (&given);
  }
}

/* Steps */

static void
step_free (gpointer data)
{
  perch_logic_step_free (data);
}

void
perch_logic_step_free (PerchLogicStep *step)
{
  if (step == NULL)
    return;
  g_array_unref (step->clues);
  g_array_unref (step->uses);
  g_array_unref (step->derives);
  g_array_unref (step->fills);
  if (step->then != NULL)
    g_array_unref (step->then);
  g_free (step);
}

static int
rank_of (const PerchLogicFact *fact)
{
  gboolean value = fact->other == PERCH_LOGIC_FACT_VALUE;

  return fact->equal ? (value ? 0 : 1) : (value ? 3 : 2);
}

static int
compare_facts (gconstpointer a,
               gconstpointer b)
{
  const PerchLogicFact *x = a, *y = b;
  int rank = rank_of (x) - rank_of (y);

  if (rank != 0)
    return rank;
  if (x->name != y->name)
    return x->name < y->name ? -1 : 1;
  if (x->other != y->other)
    return x->other < y->other ? -1 : 1;
  return x->value < y->value ? -1 : x->value > y->value;
}

/* Adds what a step found to the known facts; the step's @derives keeps only what was not
 * known (or filled with a pen) by the time it came, and @fills every cell that changed. */
static PerchLogicStep *
step_new (Explainer          *ex,
          PerchLogicStepKind  kind,
          GArray             *clues,
          GArray             *uses,
          GArray             *found)
{
  PerchLogicStep *step = g_new0 (PerchLogicStep, 1);
  g_autoptr(PerchLogicFacts) before = perch_logic_facts_copy (ex->facts);

  step->kind = kind;
  step->group = -1;
  step->clues = clues;
  step->uses = uses;
  step->derives = fact_array ();
  step->fills = fact_array ();
  g_array_sort (found, compare_facts);
  for (guint i = 0; i < found->len; i++)
    {
      const PerchLogicFact *fact = &g_array_index (found, PerchLogicFact, i);

      if (perch_logic_facts_lookup (ex->facts, fact) != PERCH_LOGIC_CELL_BLANK)
        continue;
      if (perch_logic_facts_add (ex->facts, fact))
        g_array_append_val (step->derives, *fact);
      else
        g_warning ("explain: a fact found contradicts what is known");
    }
  for (guint i = 0; i < ex->cells->len; i++)
    {
      PerchLogicFact cell = g_array_index (ex->cells, PerchLogicFact, i);
      PerchLogicCell now = perch_logic_facts_lookup (ex->facts, &cell);

      if (now != PERCH_LOGIC_CELL_BLANK &&
          perch_logic_facts_lookup (before, &cell) == PERCH_LOGIC_CELL_BLANK)
        {
          cell.equal = now == PERCH_LOGIC_CELL_YES;
          g_array_append_val (step->fills, cell);
        }
    }
  return step;
}

static GArray *
lines_of (const Explainer *ex,
          const GArray    *statements)
{
  GArray *lines = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < statements->len; i++)
    {
      guint line = statement_at (ex, g_array_index (statements, guint, i))->line;

      if (line > 0)
        g_array_append_val (lines, line);
    }
  return lines;
}

static PerchLogicStep *
step_from_candidate (Explainer *ex,
                     Candidate *candidate)
{
  g_autoptr(GArray) statements = candidate->kind == PERCH_LOGIC_STEP_GRID
                                 ? g_array_ref (candidate->unit->statements)
                                 : unit_clues (ex, candidate->unit);
  PerchLogicStep *step = step_new (ex, candidate->kind, lines_of (ex, statements),
                                   g_steal_pointer (&candidate->uses), candidate->derives);

  step->group = candidate->group;
  candidate_clear (candidate);
  return step;
}

/* Case splits */

/* Whether the clues (statement indices) and the given facts rule the case out. */
static gboolean
rules_out (Explainer            *ex,
           const guint          *clues,
           guint                 n,
           const Given          *given,
           const PerchLogicFact *hypothesis)
{
  return !query (ex, unit_with_rules (ex, clues, n), given, hypothesis, NULL, NULL, NULL);
}

typedef struct
{
  PerchLogicFact  hypothesis;
  GArray         *clues;   /* of guint: statements */
  GArray         *uses;
  Given           given;
} Split;

static void
split_clear (Split *split)
{
  g_clear_pointer (&split->clues, g_array_unref);
  g_clear_pointer (&split->uses, g_array_unref);
  given_clear (&split->given);
}

/* A clue costs as much as this many facts. */
#define CLUE_COST 5

static guint
split_cost (const Split *split)
{
  return CLUE_COST * split->clues->len + split->uses->len;
}

/* The clues with the fewest facts that rule the case out, if fewer than in @split; with
 * @local, only facts about the names the clues mention (FALSE when they do not do it). */
static gboolean
try_split (Explainer    *ex,
           const GArray *pieces,
           const guint  *clues,
           guint         n,
           gboolean      local,
           Split        *split)
{
  g_autofree gboolean *use = g_new0 (gboolean, MAX (pieces->len, 1));
  g_autofree gboolean *allowed = NULL;
  Trial trial = { ex, unit_with_rules (ex, clues, n), pieces, { 0, }, NULL, NULL, NULL,
                  &split->hypothesis };
  Split option = { split->hypothesis, NULL, NULL, { NULL, NULL } };

  if (local)
    {
      /* The clue's names, and those with a ✓ with one of them. */
      g_autofree gboolean *near = g_memdup2 (trial.unit->in_scope,
                                             MAX (ex->n_names, 1) * sizeof (gboolean));

      for (guint x = 0; x < ex->n_names; x++)
        for (guint m = 0; trial.unit->in_scope[x] && m < ex->facts->pairs[x]->len; m++)
          {
            const PerchLogicPairMark *mark = &g_array_index (ex->facts->pairs[x],
                                                             PerchLogicPairMark, m);

            near[mark->other] |= mark->equal;
          }
      allowed = g_new (gboolean, MAX (pieces->len, 1));
      for (guint i = 0; i < pieces->len; i++)
        {
          const Piece *piece = &g_array_index (pieces, Piece, i);
          const PairVar *pair = piece->pair >= 0 ? &g_array_index (ex->pair_vars, PairVar,
                                                                   piece->pair) : NULL;

          allowed[i] = pair != NULL ? near[pair->x] || near[pair->y] : near[piece->name];
        }
    }
  given_init (ex, &trial.given);
  if (!choose_pieces (&trial, allowed, use))
    {
      given_clear (&trial.given);
      return FALSE;
    }
  given_set (ex, &trial.given, pieces, use);
  option.clues = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_append_vals (option.clues, clues, n);
  option.uses = given_to_facts (ex, &trial.given);
  option.given = trial.given;
  if (split->clues == NULL || split_cost (&option) < split_cost (split))
    {
      split_clear (split);
      *split = option;
    }
  else
    split_clear (&option);
  return TRUE;
}

/* The fewest clues and facts that rule the case out near one clue (with facts about its
 * names and those with a ✓ with them); FALSE when no clue does. */
static gboolean
cut_split_near (Explainer    *ex,
                const GArray *pieces,
                const Given  *all,
                Split        *split)
{
  const guint *clues = (const guint *) ex->clues->data;

  for (guint c = 0; c < ex->clues->len; c++)
    if (rules_out (ex, &clues[c], 1, all, &split->hypothesis))
      try_split (ex, pieces, &clues[c], 1, TRUE, split);
  return split->clues != NULL;
}

/* The fewest clues that rule the case out, and the fewest facts with them: the first clue
 * that does it alone, else as few as do it together. */
static void
cut_split (Explainer    *ex,
           const GArray *pieces,
           const Given  *all,
           Split        *split)
{
  const guint *clues = (const guint *) ex->clues->data;
  g_autoptr(GArray) kept = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint c = 0; c < ex->clues->len; c++)
    if (rules_out (ex, &clues[c], 1, all, &split->hypothesis))
      {
        try_split (ex, pieces, &clues[c], 1, FALSE, split);
        return;
      }
  g_array_append_vals (kept, clues, ex->clues->len);
  for (guint i = kept->len; i > 0 && kept->len > 1; i--)
    {
      guint dropped = g_array_index (kept, guint, i - 1);

      g_array_remove_index (kept, i - 1);
      if (!rules_out (ex, (guint *) kept->data, kept->len, all, &split->hypothesis))
        g_array_insert_val (kept, i - 1, dropped);
    }
  try_split (ex, pieces, (guint *) kept->data, kept->len, FALSE, split);
}

/* What the case leads to by all its clues but the one at @k, on the names of that one. */
static GArray *
split_then (Explainer   *ex,
            const Split *split,
            guint        k)
{
  g_autoptr(GArray) found = fact_array ();
  g_autoptr(GArray) others = g_array_copy (split->clues);
  g_autofree guint64 *out = g_new (guint64, MAX (ex->n_names, 1));
  GArray *then = fact_array ();
  Unit *last_unit = unit_get (ex, &g_array_index (split->clues, guint, k), 1);
  Unit *before;

  g_array_remove_index (others, k);
  before = unit_with_rules (ex, (const guint *) others->data, others->len);
  if (!query (ex, before, &split->given, &split->hypothesis, NULL, out, NULL))
    return then;
  collect_new (ex, out, NULL, NULL, found);
  g_array_sort (found, compare_facts);
  for (guint i = 0; i < found->len && then->len < THEN_MAX; i++)
    {
      const PerchLogicFact *fact = &g_array_index (found, PerchLogicFact, i);

      if (fact->name != split->hypothesis.name && last_unit->in_scope[fact->name])
        g_array_append_val (then, *fact);
    }
  return then;
}

static PerchLogicStep *
try_cases (Explainer *ex)
{
  g_autoptr(GArray) pieces = known_pieces (ex);
  g_autoptr(GArray) failing = fact_array ();
  Unit *all = unit_with_rules (ex, (const guint *) ex->clues->data, ex->clues->len);
  Split best = { { 0, }, NULL, NULL, { NULL, NULL } };
  Given given;
  PerchLogicStep *step;
  PerchLogicFact derived;
  guint last = 0;

  given_init (ex, &given);
  given_set (ex, &given, pieces, NULL);
  for (guint x = 0; x < ex->n_names && failing->len < CASES_LOCAL; x++)
    {
      guint64 mask = ex->facts->mask[x];

      if (perch_logic_is_single (mask) || ex->facts->full[x] == 0)
        continue;
      for (; mask != 0 && failing->len < CASES_LOCAL; mask &= mask - 1)
        {
          PerchLogicFact hypothesis = { x, PERCH_LOGIC_FACT_VALUE,
                                        ex->facts->base[x] + __builtin_ctzll (mask), TRUE };

          if (!query (ex, all, &given, &hypothesis, NULL, NULL, NULL))
            g_array_append_val (failing, hypothesis);
        }
    }
  if (failing->len == 0 || cancelled (ex))
    {
      given_clear (&given);
      return NULL;
    }

  /* A case that one clue rules out with facts about its own names reads best; else the
   * first few cases, each with the fewest clues and facts. */
  for (guint near = 1; near < 3 && best.clues == NULL; near++)
    for (guint i = 0; i < (near == 1 ? failing->len : MIN (failing->len, CASES_TRIED)); i++)
      {
        Split split = { g_array_index (failing, PerchLogicFact, i), NULL, NULL,
                        { NULL, NULL } };

        if (near == 1)
          cut_split_near (ex, pieces, &given, &split);
        else
          cut_split (ex, pieces, &given, &split);
        if (split.clues != NULL &&
            (best.clues == NULL || split_cost (&split) < split_cost (&best)))
          {
            split_clear (&best);
            best = split;
          }
        else
          split_clear (&split);
      }
  given_clear (&given);

  derived = best.hypothesis;
  derived.equal = FALSE;
  {
    g_autoptr(GArray) found = fact_array ();
    g_autoptr(GArray) then = NULL;

    /* The clue said to fail: the one on whose names the others say the most. */
    for (guint k = 0; k < best.clues->len; k++)
      {
        GArray *option = split_then (ex, &best, k);

        if (then == NULL || option->len > then->len)
          {
            g_clear_pointer (&then, g_array_unref);
            then = option;
            last = g_array_index (best.clues, guint, k);
          }
        else
          g_array_unref (option);
      }
    g_array_append_val (found, derived);
    step = step_new (ex, PERCH_LOGIC_STEP_CASES, lines_of (ex, best.clues),
                     g_steal_pointer (&best.uses), found);
    step->hypothesis = best.hypothesis;
    step->then = g_steal_pointer (&then);
    step->contradicts = statement_at (ex, last)->line;
  }
  split_clear (&best);
  return step;
}

/* The last resort: search */

typedef enum
{
  FOUND,
  NONE,
  LIMIT,
  CANCELLED,
} SearchAnswer;

typedef struct
{
  const PerchLogicPuzzle *puzzle;
  gint                   *values;
} Grab;

static gboolean
grab_solution (const PerchLogicStore *store,
               gpointer               user_data)
{
  Grab *grab = user_data;

  for (guint x = 0; grab->values != NULL && x < grab->puzzle->names->len; x++)
    grab->values[x] = store->domains[g_array_index (grab->puzzle->name_var, guint, x)].min;
  return FALSE;
}

static void
post_fact (PerchLogicModel      *model,
           const PerchLogicPuzzle *puzzle,
           const PerchLogicFact *fact)
{
  guint vars[2] = { g_array_index (puzzle->name_var, guint, fact->name), 0 };
  gint64 signs[2] = { 1, -1 };
  PerchLogicRelation relation = fact->equal ? PERCH_LOGIC_RELATION_EQ : PERCH_LOGIC_RELATION_NE;

  if (fact->other == PERCH_LOGIC_FACT_VALUE)
    perch_logic_model_add_linear (model, 1, vars, signs, relation, fact->value, -1);
  else
    {
      vars[1] = g_array_index (puzzle->name_var, guint, fact->other);
      perch_logic_model_add_linear (model, 2, vars, signs, relation, 0, -1);
    }
}

/* A solution of the puzzle with the known facts (when not NULL) and the extra ones. */
static SearchAnswer
search_with (const PerchLogicPuzzle *puzzle,
             const PerchLogicFacts  *facts,
             const PerchLogicFact   *extra,
             guint                   n_extra,
             PerchProgress          *progress,
             gint                   *values)
{
  g_autoptr(PerchLogicModel) added = perch_logic_model_new ();
  PerchLogicModel view = { 0, };
  PerchLogicSearchOptions options = { 0, };
  PerchLogicStats stats = { 0, };
  Grab grab = { puzzle, values };
  PerchLogicOutcome outcome;

  g_array_append_vals (added->variables, puzzle->model->variables->data,
                       puzzle->model->variables->len);
  for (guint x = 0; facts != NULL && x < puzzle->names->len; x++)
    {
      guint64 gone = facts->full[x] & ~facts->mask[x];

      for (; gone != 0; gone &= gone - 1)
        {
          PerchLogicFact fact = { x, PERCH_LOGIC_FACT_VALUE,
                                  facts->base[x] + __builtin_ctzll (gone), FALSE };

          post_fact (added, puzzle, &fact);
        }
      for (guint i = 0; i < facts->pairs[x]->len; i++)
        {
          const PerchLogicPairMark *mark = &g_array_index (facts->pairs[x], PerchLogicPairMark,
                                                           i);
          PerchLogicFact fact = { x, mark->other, 0, mark->equal };

          if (mark->other > x)
            post_fact (added, puzzle, &fact);
        }
    }
  for (guint i = 0; i < n_extra; i++)
    post_fact (added, puzzle, &extra[i]);
  view.variables = added->variables;
  view.constraints = g_ptr_array_new ();
  view.objective = -1;
  for (guint c = 0; c < puzzle->model->constraints->len; c++)
    g_ptr_array_add (view.constraints, g_ptr_array_index (puzzle->model->constraints, c));
  for (guint c = 0; c < added->constraints->len; c++)
    g_ptr_array_add (view.constraints, g_ptr_array_index (added->constraints, c));
  options.node_limit = SEARCH_NODE_LIMIT;
  options.progress = progress;
  options.on_solution = grab_solution;
  options.user_data = &grab;
  outcome = perch_logic_search_run (&view, &options, &stats);
  g_ptr_array_unref (view.constraints);
  switch (outcome)
    {
    case PERCH_LOGIC_OUTCOME_STOPPED:
      return FOUND;
    case PERCH_LOGIC_OUTCOME_EXHAUSTED:
      return NONE;
    case PERCH_LOGIC_OUTCOME_NODE_LIMIT:
      return LIMIT;
    case PERCH_LOGIC_OUTCOME_CANCELLED:
    default:
      return CANCELLED;
    }
}

static gboolean
holds_in (const gint           *values,
          const PerchLogicFact *cell)
{
  gboolean same = cell->other == PERCH_LOGIC_FACT_VALUE
                  ? values[cell->name] == cell->value
                  : values[cell->name] == values[cell->other];

  return same == cell->equal;
}

/* Some blank cell whose ✓ (or ✗) no solution has: the other follows. Solutions found on the
 * way are kept, so that a cell is tried at most twice over the whole explanation. */
static PerchLogicStep *
try_search (Explainer *ex)
{
  for (guint i = 0; i < ex->cells->len; i++)
    {
      const PerchLogicFact *cell = &g_array_index (ex->cells, PerchLogicFact, i);

      if (perch_logic_facts_lookup (ex->facts, cell) != PERCH_LOGIC_CELL_BLANK)
        continue;
      for (guint side = 0; side < 2; side++)
        {
          PerchLogicFact fact = *cell;
          gboolean seen = FALSE;
          gint *values = g_new (gint, MAX (ex->n_names, 1));
          SearchAnswer answer;

          fact.equal = side == 0;
          for (guint w = 0; w < ex->witnesses->len && !seen; w++)
            seen = holds_in (g_ptr_array_index (ex->witnesses, w), &fact);
          if (seen)
            {
              g_free (values);
              continue;
            }
          answer = search_with (ex->puzzle, ex->facts, &fact, 1, ex->progress, values);
          if (answer == FOUND)
            {
              g_ptr_array_add (ex->witnesses, values);
              continue;
            }
          g_free (values);
          if (answer == CANCELLED)
            {
              ex->cancelled = TRUE;
              return NULL;
            }
          if (answer == LIMIT)
            {
              ex->limited = TRUE;
              continue;
            }
          {
            g_autoptr(GArray) pieces = known_pieces (ex);
            g_autoptr(GArray) found = fact_array ();
            g_autoptr(GArray) statements = g_array_copy (ex->clues);
            Given given;
            PerchLogicFact derived = fact;
            PerchLogicStep *step;

            given_init (ex, &given);
            given_set (ex, &given, pieces, NULL);
            derived.equal = !fact.equal;
            g_array_append_val (found, derived);
            step = step_new (ex, PERCH_LOGIC_STEP_SEARCH, lines_of (ex, statements),
                             given_to_facts (ex, &given), found);
            step->hypothesis = fact;
            given_clear (&given);
            return step;
          }
        }
    }
  return NULL;
}

/* The explainer */

static void
explainer_free (Explainer *ex)
{
  if (ex == NULL)
    return;
  /* It may be given up half built. */
  perch_logic_facts_free (ex->facts);
  g_clear_pointer (&ex->cells, g_array_unref);
  g_free (ex->var_name);
  g_clear_pointer (&ex->clues, g_array_unref);
  g_clear_pointer (&ex->rules, g_array_unref);
  g_clear_pointer (&ex->units, g_hash_table_unref);
  perch_logic_model_free (ex->owner);
  g_clear_pointer (&ex->pair_vars, g_array_unref);
  g_clear_pointer (&ex->witnesses, g_ptr_array_unref);
  g_free (ex);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Explainer, explainer_free)

static gboolean
fail_with (GError     **error,
           int          code,
           const char  *format,
           ...) G_GNUC_PRINTF (3, 4);

static gboolean
fail_with (GError     **error,
           int          code,
           const char  *format,
           ...)
{
  va_list args;

  va_start (args, format);
  if (error != NULL)
    *error = g_error_new_valist (PERCH_LOGIC_EXPLAIN_ERROR, code, format, args);
  va_end (args);
  return FALSE;
}

/* Whether the puzzle can be explained; the facts known are checked against it. */
static Explainer *
explainer_new (const PerchLogicPuzzle  *puzzle,
               const PerchLogicFact    *known,
               guint                    n_known,
               PerchProgress           *progress,
               GError                 **error)
{
  g_autoptr(Explainer) ex = NULL;
  gint *values;
  guint n_vars = puzzle->model->variables->len;

  if (perch_logic_puzzle_is_optimizing (puzzle))
    {
      fail_with (error, PERCH_LOGIC_EXPLAIN_ERROR_UNSUPPORTED,
                 "a puzzle with maximize or minimize has no step-by-step explanation");
      return NULL;
    }
  if (puzzle->names->len > NAMES_MAX)
    {
      fail_with (error, PERCH_LOGIC_EXPLAIN_ERROR_UNSUPPORTED,
                 "too many names to explain (%u; at most %d)", puzzle->names->len, NAMES_MAX);
      return NULL;
    }

  ex = g_new0 (Explainer, 1);
  ex->puzzle = puzzle;
  ex->progress = progress;
  ex->facts = perch_logic_facts_new (puzzle);
  ex->n_names = puzzle->names->len;
  for (guint x = 0; x < ex->n_names; x++)
    if (ex->facts->full[x] == 0)
      {
        g_autofree char *shown = perch_logic_shorten (g_ptr_array_index (puzzle->names, x));

        fail_with (error, PERCH_LOGIC_EXPLAIN_ERROR_UNSUPPORTED,
                   "'%s' has more than %d values: explanations are for names of at most %d",
                   shown, PERCH_LOGIC_FACTS_VALUES_MAX, PERCH_LOGIC_FACTS_VALUES_MAX);
        return NULL;
      }
  ex->cells = perch_logic_puzzle_list_cells (puzzle);
  ex->var_name = g_new (int, MAX (n_vars, 1));
  for (guint v = 0; v < n_vars; v++)
    ex->var_name[v] = -1;
  for (guint x = 0; x < ex->n_names; x++)
    ex->var_name[name_var (ex, x)] = (int) x;
  ex->clues = g_array_new (FALSE, FALSE, sizeof (guint));
  ex->rules = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint s = 0; s < puzzle->statements->len; s++)
    g_array_append_val (statement_at (ex, s)->clue ? ex->clues : ex->rules, s);
  ex->owner = perch_logic_model_new ();
  g_array_append_vals (ex->owner->variables, puzzle->model->variables->data, n_vars);
  ex->pair_vars = g_array_new (FALSE, FALSE, sizeof (PairVar));
  ex->units = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, unit_free);
  ex->witnesses = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < n_known; i++)
    {
      g_autoptr(GError) invalid = NULL;

      if (!perch_logic_fact_validate (puzzle, &known[i], &invalid))
        {
          g_set_error (error, PERCH_LOGIC_ERROR, invalid->code, "%s", invalid->message);
          return NULL;
        }
      if (!perch_logic_facts_add (ex->facts, &known[i]))
        {
          g_autofree char *text = perch_logic_fact_to_string (puzzle, &known[i]);

          fail_with (error, PERCH_LOGIC_EXPLAIN_ERROR_CONTRADICTION,
                     "'%s' contradicts the facts before it", text);
          return NULL;
        }
    }

  values = g_new (gint, MAX (ex->n_names, 1));
  switch (search_with (puzzle, ex->facts, NULL, 0, progress, values))
    {
    case FOUND:
      g_ptr_array_add (ex->witnesses, values);
      break;
    case NONE:
      g_free (values);
      fail_with (error, n_known > 0 ? PERCH_LOGIC_EXPLAIN_ERROR_CONTRADICTION
                                    : PERCH_LOGIC_EXPLAIN_ERROR_NO_SOLUTION,
                 n_known > 0 ? "the facts contradict the puzzle" : "the puzzle has no solution");
      return NULL;
    case CANCELLED:
      g_free (values);
      perch_progress_set_error_if_cancelled (progress, error);
      return NULL;
    case LIMIT:
    default:
      /* Not known to be solvable: the steps will say what they can. */
      g_free (values);
      ex->limited = TRUE;
      break;
    }
  return g_steal_pointer (&ex);
}

static PerchLogicStep *
next_step (Explainer *ex)
{
  Candidate best = { 0, };

  ensure_pair_vars (ex);
  try_grid (ex, &best);
  if (best.derives == NULL && !cancelled (ex))
    try_clues (ex, &best);
  if (best.derives != NULL)
    return step_from_candidate (ex, &best);
  if (cancelled (ex))
    return NULL;
  if (ex->clues->len > 0)
    {
      PerchLogicStep *step = try_cases (ex);

      if (step != NULL || cancelled (ex))
        return step;
    }
  return try_search (ex);
}

/* Every name a `show` asks for has its value (FALSE without a `show`). */
static gboolean
shown_known (const Explainer *ex)
{
  if (ex->puzzle->shown->len == 0)
    return FALSE;
  for (guint i = 0; i < ex->puzzle->shown->len; i++)
    if (!perch_logic_facts_get_value (ex->facts, g_array_index (ex->puzzle->shown, guint, i),
                                      NULL))
      return FALSE;
  return TRUE;
}

PerchLogicExplanation *
perch_logic_explain (const PerchLogicPuzzle  *puzzle,
                     const PerchLogicFact    *known,
                     guint                    n_known,
                     PerchProgress           *progress,
                     GError                 **error)
{
  gint64 start = g_get_monotonic_time ();
  g_autoptr(Explainer) ex = NULL;
  g_autoptr(PerchLogicExplanation) explanation = NULL;

  g_return_val_if_fail (puzzle != NULL, NULL);
  g_return_val_if_fail (known != NULL || n_known == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  ex = explainer_new (puzzle, known, n_known, progress, error);
  if (ex == NULL)
    return NULL;
  explanation = g_new0 (PerchLogicExplanation, 1);
  explanation->steps = g_ptr_array_new_with_free_func (step_free);
  while (!perch_logic_facts_is_solved (ex->facts))
    {
      PerchLogicStep *step = next_step (ex);

      if (step == NULL)
        break;
      g_ptr_array_add (explanation->steps, step);
    }
  if (ex->cancelled)
    {
      perch_progress_set_error_if_cancelled (progress, error);
      return NULL;
    }
  explanation->status = perch_logic_facts_is_solved (ex->facts) || shown_known (ex)
                        ? PERCH_LOGIC_EXPLAIN_SOLVED : PERCH_LOGIC_EXPLAIN_STUCK;
  explanation->limited = ex->limited;
  explanation->facts = perch_logic_facts_copy (ex->facts);
  explanation->ms = (g_get_monotonic_time () - start) / 1000.0;
  return g_steal_pointer (&explanation);
}

void
perch_logic_explanation_free (PerchLogicExplanation *explanation)
{
  if (explanation == NULL)
    return;
  g_ptr_array_unref (explanation->steps);
  perch_logic_facts_free (explanation->facts);
  g_free (explanation);
}

PerchLogicStep *
perch_logic_explain_next (const PerchLogicPuzzle  *puzzle,
                          const PerchLogicFact    *marks,
                          guint                    n_marks,
                          PerchProgress           *progress,
                          GError                 **error)
{
  g_autoptr(Explainer) ex = NULL;
  PerchLogicStep *step;

  g_return_val_if_fail (puzzle != NULL, NULL);
  g_return_val_if_fail (marks != NULL || n_marks == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  ex = explainer_new (puzzle, marks, n_marks, progress, error);
  if (ex == NULL || perch_logic_facts_is_solved (ex->facts))
    return NULL;
  step = next_step (ex);
  if (ex->cancelled)
    {
      perch_logic_step_free (step);
      perch_progress_set_error_if_cancelled (progress, error);
      return NULL;
    }
  return step;
}

gboolean
perch_logic_check (const PerchLogicPuzzle  *puzzle,
                   const PerchLogicFact    *marks,
                   guint                    n_marks,
                   PerchProgress           *progress,
                   PerchLogicMarksCheck    *check,
                   GArray                 **wrong,
                   GError                 **error)
{
  g_autoptr(GArray) singles = g_array_new (FALSE, FALSE, sizeof (guint));
  SearchAnswer answer;

  g_return_val_if_fail (puzzle != NULL && check != NULL, FALSE);
  g_return_val_if_fail (marks != NULL || n_marks == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  for (guint i = 0; i < n_marks; i++)
    if (!perch_logic_fact_validate (puzzle, &marks[i], error))
      return FALSE;
  answer = search_with (puzzle, NULL, marks, n_marks, progress, NULL);
  if (answer == CANCELLED)
    return !perch_progress_set_error_if_cancelled (progress, error);
  *check = answer == FOUND ? PERCH_LOGIC_MARKS_FIT
           : answer == NONE ? PERCH_LOGIC_MARKS_CONTRADICT : PERCH_LOGIC_MARKS_UNKNOWN;
  for (guint i = 0; *check == PERCH_LOGIC_MARKS_CONTRADICT && wrong != NULL && i < n_marks;
       i++)
    {
      answer = search_with (puzzle, NULL, &marks[i], 1, progress, NULL);
      if (answer == CANCELLED)
        return !perch_progress_set_error_if_cancelled (progress, error);
      if (answer == NONE)
        g_array_append_val (singles, i);
    }
  if (wrong != NULL)
    *wrong = g_steal_pointer (&singles);
  return TRUE;
}
