/* perch-logic-puzzle.c: a parsed puzzle, its solutions and how they are laid out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "perch-logic-puzzle-private.h"

#include <string.h>

#include "perch-logic-search.h"

G_DEFINE_QUARK (perch-logic-error-quark, perch_logic_error)

static void
group_free (gpointer data)
{
  PerchLogicGroup *group = data;

  g_free (group->name);
  g_array_unref (group->members);
  g_free (group);
}

static void
warning_clear (gpointer data)
{
  g_free (((PerchLogicWarning *) data)->message);
}

PerchLogicPuzzle *
perch_logic_puzzle_new_empty (void)
{
  PerchLogicPuzzle *puzzle = g_new0 (PerchLogicPuzzle, 1);

  puzzle->model = perch_logic_model_new ();
  puzzle->names = g_ptr_array_new_with_free_func (g_free);
  puzzle->name_var = g_array_new (FALSE, FALSE, sizeof (guint));
  puzzle->groups = g_ptr_array_new_with_free_func (group_free);
  puzzle->shown = g_array_new (FALSE, FALSE, sizeof (guint));
  puzzle->statements = g_array_new (FALSE, FALSE, sizeof (PerchLogicStatement));
  puzzle->warnings = g_array_new (FALSE, FALSE, sizeof (PerchLogicWarning));
  g_array_set_clear_func (puzzle->warnings, warning_clear);
  return puzzle;
}

static PerchLogicPuzzle *
parse (const char         *text,
       gssize              length,
       guint               base,
       gboolean            alphametic_only,
       PerchLogicLocation *location,
       GError            **error)
{
  PerchLogicPuzzle *puzzle = perch_logic_puzzle_new_empty ();
  g_autofree char *copy = NULL;

  /* The lexer reads up to a NUL: bytes with a length get one at their end. */
  if (length >= 0)
    {
      copy = g_malloc ((gsize) length + 1);
      memcpy (copy, text, (gsize) length);
      copy[length] = '\0';
      text = copy;
    }
  if (!perch_logic_parse_into (puzzle, text, length, base, alphametic_only, location, error))
    {
      perch_logic_puzzle_free (puzzle);
      return NULL;
    }
  puzzle->text = length < 0 ? g_strdup (text) : g_strndup (text, (gsize) length);
  return puzzle;
}

PerchLogicPuzzle *
perch_logic_puzzle_parse (const char         *text,
                          PerchLogicLocation *location,
                          GError            **error)
{
  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return parse (text, -1, 10, FALSE, location, error);
}

PerchLogicPuzzle *
perch_logic_puzzle_parse_bytes (const char         *text,
                                gssize              length,
                                PerchLogicLocation *location,
                                GError            **error)
{
  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return parse (text, length, 10, FALSE, location, error);
}

PerchLogicPuzzle *
perch_logic_puzzle_new_alphametic (const char         *line,
                                   guint               base,
                                   PerchLogicLocation *location,
                                   GError            **error)
{
  g_return_val_if_fail (line != NULL, NULL);
  g_return_val_if_fail (base >= 2 && base <= 36, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return parse (line, -1, base, TRUE, location, error);
}

void
perch_logic_puzzle_free (PerchLogicPuzzle *puzzle)
{
  if (puzzle == NULL)
    return;
  perch_logic_model_free (puzzle->model);
  g_ptr_array_unref (puzzle->names);
  g_array_unref (puzzle->name_var);
  g_ptr_array_unref (puzzle->groups);
  g_array_unref (puzzle->shown);
  g_array_unref (puzzle->statements);
  g_free (puzzle->text);
  g_array_unref (puzzle->warnings);
  g_free (puzzle->picture_x);
  g_free (puzzle->picture_y);
  g_free (puzzle);
}

const char *
perch_logic_puzzle_get_text (const PerchLogicPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle != NULL, NULL);

  return puzzle->text != NULL ? puzzle->text : "";
}

guint
perch_logic_puzzle_get_n_names (const PerchLogicPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle != NULL, 0);

  return puzzle->names->len;
}

const char *
perch_logic_puzzle_get_name (const PerchLogicPuzzle *puzzle,
                             guint                   index)
{
  g_return_val_if_fail (puzzle != NULL && index < puzzle->names->len, NULL);

  return g_ptr_array_index (puzzle->names, index);
}

guint
perch_logic_puzzle_get_n_shown (const PerchLogicPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle != NULL, 0);

  return puzzle->shown->len;
}

guint
perch_logic_puzzle_get_shown (const PerchLogicPuzzle *puzzle,
                              guint                   i)
{
  g_return_val_if_fail (puzzle != NULL && i < puzzle->shown->len, 0);

  return g_array_index (puzzle->shown, guint, i);
}

guint
perch_logic_puzzle_get_n_groups (const PerchLogicPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle != NULL, 0);

  return puzzle->groups->len;
}

const char *
perch_logic_puzzle_get_group_name (const PerchLogicPuzzle *puzzle,
                                   guint                   group)
{
  g_return_val_if_fail (puzzle != NULL && group < puzzle->groups->len, NULL);

  return ((PerchLogicGroup *) g_ptr_array_index (puzzle->groups, group))->name;
}

const guint *
perch_logic_puzzle_get_group (const PerchLogicPuzzle *puzzle,
                              guint                   group,
                              guint                  *n_members)
{
  const PerchLogicGroup *g;

  g_return_val_if_fail (puzzle != NULL && group < puzzle->groups->len, NULL);

  g = g_ptr_array_index (puzzle->groups, group);
  if (n_members != NULL)
    *n_members = g->members->len;
  return (const guint *) g->members->data;
}

gboolean
perch_logic_puzzle_is_optimizing (const PerchLogicPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle != NULL, FALSE);

  return puzzle->model->objective >= 0;
}

guint
perch_logic_puzzle_get_n_warnings (const PerchLogicPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle != NULL, 0);

  return puzzle->warnings->len;
}

const PerchLogicWarning *
perch_logic_puzzle_get_warning (const PerchLogicPuzzle *puzzle,
                                guint                   i)
{
  g_return_val_if_fail (puzzle != NULL && i < puzzle->warnings->len, NULL);

  return &g_array_index (puzzle->warnings, PerchLogicWarning, i);
}

const PerchLogicPicture *
perch_logic_puzzle_get_picture (const PerchLogicPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle != NULL, NULL);

  return &puzzle->picture;
}

/* Solving */

typedef struct
{
  const PerchLogicPuzzle *puzzle;
  PerchLogicResult       *result;
  PerchLogicSearch        search;
  guint                   max_solutions;
  gboolean                improving;     /* branch and bound: keep only the latest */
} Collector;

static gint *
values_of (const PerchLogicPuzzle *puzzle,
           const PerchLogicStore  *store)
{
  gint *values = g_new (gint, MAX (puzzle->names->len, 1));

  for (guint i = 0; i < puzzle->names->len; i++)
    values[i] = store->domains[g_array_index (puzzle->name_var, guint, i)].min;
  return values;
}

static gboolean
collect (const PerchLogicStore *store,
         gpointer               user_data)
{
  Collector *collector = user_data;
  PerchLogicResult *result = collector->result;

  if (collector->improving)
    {
      g_ptr_array_set_size (result->solutions, 0);
      g_ptr_array_add (result->solutions, values_of (collector->puzzle, store));
      result->optimum = store->domains[collector->puzzle->model->objective].min;
      return TRUE;
    }
  result->count++;
  if (collector->search != PERCH_LOGIC_SEARCH_COUNT || result->solutions->len == 0)
    if (collector->max_solutions == 0 || result->solutions->len < collector->max_solutions)
      if ((guint64) result->solutions->len * MAX (collector->puzzle->names->len, 1) <
          PERCH_LOGIC_KEPT_VALUES_MAX)
        g_ptr_array_add (result->solutions, values_of (collector->puzzle, store));
  return collector->search != PERCH_LOGIC_SEARCH_FIRST;
}

PerchLogicResult *
perch_logic_puzzle_solve (const PerchLogicPuzzle  *puzzle,
                          PerchLogicSearch         search,
                          guint                    max_solutions,
                          guint64                  node_limit,
                          PerchProgress           *progress,
                          GError                 **error)
{
  g_autoptr(PerchLogicResult) result = NULL;
  PerchLogicSearchOptions options = { 0, };
  Collector collector = { 0, };
  PerchLogicOutcome outcome;
  gboolean optimum_proven = TRUE;

  g_return_val_if_fail (puzzle != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  result = g_new0 (PerchLogicResult, 1);
  result->solutions = g_ptr_array_new_with_free_func (g_free);
  collector.puzzle = puzzle;
  collector.result = result;
  collector.search = search;
  collector.max_solutions = search == PERCH_LOGIC_SEARCH_FIRST ? 1 : max_solutions;
  options.node_limit = node_limit;
  options.progress = progress;
  options.on_solution = collect;
  options.user_data = &collector;

  if (perch_logic_puzzle_is_optimizing (puzzle))
    {
      /* Branch and bound finds the optimum; all and count then list the solutions that
       * reach it. */
      collector.improving = TRUE;
      options.branch_and_bound = TRUE;
      outcome = perch_logic_search_run (puzzle->model, &options, &result->stats);
      collector.improving = FALSE;
      optimum_proven = outcome == PERCH_LOGIC_OUTCOME_EXHAUSTED;
      if (result->solutions->len > 0)
        {
          result->has_optimum = TRUE;
          result->count = 1;
          if (outcome == PERCH_LOGIC_OUTCOME_EXHAUSTED && search != PERCH_LOGIC_SEARCH_FIRST)
            {
              g_ptr_array_set_size (result->solutions, 0);
              result->count = 0;
              options.branch_and_bound = FALSE;
              options.fix_objective = TRUE;
              options.objective_value = result->optimum;
              if (node_limit > 0)
                options.node_limit = node_limit > result->stats.nodes
                                     ? node_limit - result->stats.nodes : 1;
              outcome = perch_logic_search_run (puzzle->model, &options, &result->stats);
            }
          else if (outcome == PERCH_LOGIC_OUTCOME_EXHAUSTED)
            outcome = PERCH_LOGIC_OUTCOME_STOPPED;   /* the optimum, not every solution */
        }
    }
  else
    outcome = perch_logic_search_run (puzzle->model, &options, &result->stats);

  if (outcome == PERCH_LOGIC_OUTCOME_CANCELLED)
    {
      perch_progress_set_error_if_cancelled (progress, error);
      return NULL;
    }
  result->complete = outcome == PERCH_LOGIC_OUTCOME_EXHAUSTED;
  if (result->has_optimum && !optimum_proven)
    result->status = PERCH_LOGIC_STATUS_STOPPED;   /* the best found, not proven */
  else if (result->count > 0)
    result->status = PERCH_LOGIC_STATUS_SAT;
  else if (outcome == PERCH_LOGIC_OUTCOME_NODE_LIMIT)
    result->status = PERCH_LOGIC_STATUS_STOPPED;
  else
    result->status = PERCH_LOGIC_STATUS_UNSAT;
  return g_steal_pointer (&result);
}

void
perch_logic_result_free (PerchLogicResult *result)
{
  if (result == NULL)
    return;
  g_ptr_array_unref (result->solutions);
  g_free (result);
}

/* Tables */

/* A grid needs every name in a group and every group on one domain. */
gboolean
perch_logic_puzzle_fits_grid (const PerchLogicPuzzle *puzzle)
{
  guint grouped = 0;

  if (puzzle->groups->len == 0)
    return FALSE;
  for (guint g = 0; g < puzzle->groups->len; g++)
    {
      const PerchLogicGroup *group = g_ptr_array_index (puzzle->groups, g);
      const PerchLogicGroup *first = g_ptr_array_index (puzzle->groups, 0);

      if (group->min != first->min || group->max != first->max ||
          group->max - group->min >= 100)
        return FALSE;
      grouped += group->members->len;
    }
  return grouped == puzzle->names->len;
}

PerchLogicTable *
perch_logic_puzzle_tabulate (const PerchLogicPuzzle *puzzle,
                             const gint             *values)
{
  PerchLogicTable *table;

  g_return_val_if_fail (puzzle != NULL, NULL);
  g_return_val_if_fail (values != NULL || puzzle->names->len == 0, NULL);

  table = g_new0 (PerchLogicTable, 1);
  if (perch_logic_puzzle_fits_grid (puzzle))
    {
      const PerchLogicGroup *first = g_ptr_array_index (puzzle->groups, 0);
      gint64 span = first->max - first->min + 1;
      g_autofree gboolean *taken = g_new0 (gboolean, span);
      g_autofree gint64 *column_value = g_new0 (gint64, span);
      const PerchLogicGroup *titles = NULL;

      /* The values some name takes, in order (all of them when the groups fill the domain). */
      for (guint i = 0; i < puzzle->names->len; i++)
        taken[values[i] - first->min] = TRUE;
      for (gint64 v = 0; v < span; v++)
        if (taken[v])
          column_value[table->n_columns++] = first->min + v;

      /* A group in order names the columns (Monday, Tuesday, ...) instead of its row. */
      for (guint g = 0; g < puzzle->groups->len && titles == NULL; g++)
        {
          const PerchLogicGroup *group = g_ptr_array_index (puzzle->groups, g);

          if (group->ordered && group->members->len == table->n_columns &&
              puzzle->groups->len > 1)
            titles = group;
        }

      table->n_rows = puzzle->groups->len - (titles != NULL ? 1 : 0);
      table->column_titles = g_new0 (char *, table->n_columns + 1);
      table->row_titles = g_new0 (char *, table->n_rows + 1);
      table->cells = g_new0 (char *, table->n_rows * table->n_columns + 1);
      for (guint c = 0; c < table->n_columns; c++)
        table->column_titles[c] =
          titles != NULL ? g_strdup (g_ptr_array_index (puzzle->names,
                                                        g_array_index (titles->members, guint, c)))
                         : g_strdup_printf ("%" G_GINT64_FORMAT, column_value[c]);
      for (guint r = 0, g = 0; r < table->n_rows; r++, g++)
        {
          const PerchLogicGroup *group = g_ptr_array_index (puzzle->groups, g);

          if (group == titles)
            group = g_ptr_array_index (puzzle->groups, ++g);
          table->row_titles[r] = g_strdup (group->name);
          for (guint c = 0; c < table->n_columns; c++)
            {
              GString *cell = g_string_new (NULL);

              for (guint m = 0; m < group->members->len; m++)
                {
                  guint name = g_array_index (group->members, guint, m);

                  if (values[name] == column_value[c])
                    g_string_append_printf (cell, "%s%s", cell->len > 0 ? ", " : "",
                                            (const char *) g_ptr_array_index (puzzle->names,
                                                                              name));
                }
              table->cells[r * table->n_columns + c] = g_string_free (cell, FALSE);
            }
        }
      return table;
    }

  /* name = value, the shown names first */
  {
    g_autofree gboolean *placed = g_new0 (gboolean, MAX (puzzle->names->len, 1));
    guint row = 0;

    table->n_rows = puzzle->names->len;
    table->n_columns = 1;
    table->row_titles = g_new0 (char *, table->n_rows + 1);
    table->cells = g_new0 (char *, table->n_rows + 1);
    for (guint pass = 0; pass < 2; pass++)
      for (guint i = 0; i < (pass == 0 ? puzzle->shown->len : puzzle->names->len); i++)
        {
          guint name = pass == 0 ? g_array_index (puzzle->shown, guint, i) : i;

          if (placed[name])
            continue;
          placed[name] = TRUE;
          table->row_titles[row] = g_strdup (g_ptr_array_index (puzzle->names, name));
          table->cells[row] = g_strdup_printf ("%d", values[name]);
          row++;
        }
  }
  return table;
}

char *
perch_logic_table_to_text (const PerchLogicTable *table)
{
  GString *out = g_string_new (NULL);
  guint title_width = 0;
  g_autofree guint *widths = NULL;

  g_return_val_if_fail (table != NULL, NULL);

  widths = g_new0 (guint, MAX (table->n_columns, 1));
  for (guint r = 0; r < table->n_rows; r++)
    {
      title_width = MAX (title_width, g_utf8_strlen (table->row_titles[r], -1));
      for (guint c = 0; c < table->n_columns; c++)
        widths[c] = MAX (widths[c], g_utf8_strlen (table->cells[r * table->n_columns + c], -1));
    }

  if (table->column_titles == NULL)
    {
      for (guint r = 0; r < table->n_rows; r++)
        g_string_append_printf (out, "%s%*s = %s\n", table->row_titles[r],
                                (int) (title_width - g_utf8_strlen (table->row_titles[r], -1)),
                                "", table->cells[r]);
      return g_string_free (out, FALSE);
    }

  for (guint c = 0; c < table->n_columns; c++)
    widths[c] = MAX (widths[c], g_utf8_strlen (table->column_titles[c], -1));
  g_string_append_printf (out, "%*s", (int) title_width, "");
  for (guint c = 0; c < table->n_columns; c++)
    g_string_append_printf (out, "  %s%*s", table->column_titles[c],
                            (int) (widths[c] - g_utf8_strlen (table->column_titles[c], -1)), "");
  while (out->len > 0 && out->str[out->len - 1] == ' ')
    g_string_truncate (out, out->len - 1);
  g_string_append_c (out, '\n');
  for (guint r = 0; r < table->n_rows; r++)
    {
      gsize start = out->len;

      g_string_append_printf (out, "%s%*s", table->row_titles[r],
                              (int) (title_width - g_utf8_strlen (table->row_titles[r], -1)), "");
      for (guint c = 0; c < table->n_columns; c++)
        {
          const char *cell = table->cells[r * table->n_columns + c];

          g_string_append_printf (out, "  %s%*s", cell,
                                  (int) (widths[c] - g_utf8_strlen (cell, -1)), "");
        }
      while (out->len > start && out->str[out->len - 1] == ' ')
        g_string_truncate (out, out->len - 1);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

void
perch_logic_table_free (PerchLogicTable *table)
{
  if (table == NULL)
    return;
  g_strfreev (table->column_titles);
  g_strfreev (table->row_titles);
  g_strfreev (table->cells);
  g_free (table);
}
