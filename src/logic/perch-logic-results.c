/* perch-logic-results.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "perch-logic-picture-view.h"
#include "perch-logic-results.h"

struct _PerchLogicResults
{
  GtkBox             parent_instance;

  GtkButton         *back_button;
  GtkLabel          *headline_label;
  GtkLabel          *figures_label;
  GtkBox            *browse_box;
  GtkLabel          *position_label;
  GtkStack          *stack;
  AdwStatusPage     *idle_page;
  GtkSpinner        *spinner;
  GtkLabel          *searching_label;
  GtkLabel          *progress_label;
  AdwStatusPage     *error_page;
  AdwStatusPage     *unsat_page;
  GtkLabel          *optimum_label;
  GtkLabel          *equation_label;
  GtkFlowBox        *shown_box;
  PerchLogicPictureView *picture_view;
  GtkGrid           *table_grid;
  GtkLabel          *note_label;

  PerchLogicPuzzle  *puzzle;
  PerchLogicResult  *result;
  PerchLogicSearch   search;
  char              *text;
  guint              index;

  /* The picture of the solution shown: the names drawn and their values. */
  GPtrArray         *picture_names;
  GArray            *picture_values;
  PerchLogicScene    scene;
};

G_DEFINE_FINAL_TYPE (PerchLogicResults, perch_logic_results, GTK_TYPE_BOX)

static char *
format_count (guint64 n)
{
  return g_strdup_printf ("%'" G_GUINT64_FORMAT, n);
}

static char *
format_figures (const PerchLogicStats *stats)
{
  g_autofree char *nodes = format_count (stats->nodes);
  g_autofree char *failures = format_count (stats->failures);
  g_autofree char *propagations = format_count (stats->propagations);
  g_autofree char *ms = g_strdup_printf (stats->ms < 10 ? "%.2f" : "%.0f", stats->ms);

  /* Translators: the search figures: nodes, failures, propagations, milliseconds */
  return g_strdup_printf (_("%s nodes · %s failures · %s propagations · %s ms"),
                          nodes, failures, propagations, ms);
}

static void
clear_result (PerchLogicResults *self)
{
  g_clear_pointer (&self->result, perch_logic_result_free);
  g_clear_pointer (&self->puzzle, perch_logic_puzzle_free);
  g_clear_pointer (&self->text, g_free);
  self->index = 0;
  gtk_widget_set_visible (GTK_WIDGET (self->browse_box), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->figures_label), FALSE);
  gtk_spinner_stop (self->spinner);
}

void
perch_logic_results_set_folded (PerchLogicResults *self,
                                gboolean           folded)
{
  g_return_if_fail (PERCH_IS_LOGIC_RESULTS (self));

  gtk_widget_set_visible (GTK_WIDGET (self->back_button), folded);
}

void
perch_logic_results_show_idle (PerchLogicResults *self,
                               const char        *title,
                               const char        *description)
{
  g_return_if_fail (PERCH_IS_LOGIC_RESULTS (self));

  clear_result (self);
  gtk_label_set_text (self->headline_label, _("Results"));
  adw_status_page_set_title (self->idle_page, title);
  adw_status_page_set_description (self->idle_page, description);
  gtk_stack_set_visible_child_name (self->stack, "idle");
}

void
perch_logic_results_show_searching (PerchLogicResults *self,
                                    const char        *what)
{
  g_return_if_fail (PERCH_IS_LOGIC_RESULTS (self));

  clear_result (self);
  gtk_label_set_text (self->headline_label, _("Searching…"));
  gtk_label_set_text (self->searching_label, what);
  gtk_label_set_text (self->progress_label, _("Starting"));
  gtk_spinner_start (self->spinner);
  gtk_stack_set_visible_child_name (self->stack, "searching");
}

void
perch_logic_results_set_progress (PerchLogicResults *self,
                                  guint64            nodes)
{
  g_autofree char *count = format_count (nodes);
  g_autofree char *text = NULL;

  g_return_if_fail (PERCH_IS_LOGIC_RESULTS (self));

  /* Translators: %s is a count of search nodes, e.g. "1,204,311 nodes explored" */
  text = g_strdup_printf (_("%s nodes explored"), count);
  gtk_label_set_text (self->progress_label, text);
}

void
perch_logic_results_show_error (PerchLogicResults *self,
                                const char        *message)
{
  g_return_if_fail (PERCH_IS_LOGIC_RESULTS (self));

  clear_result (self);
  gtk_label_set_text (self->headline_label, _("Cannot Solve"));
  adw_status_page_set_description (self->error_page, message);
  gtk_stack_set_visible_child_name (self->stack, "error");
}

/* Where a name stands in the puzzle, by its name. */
static gboolean
is_shown (const PerchLogicPuzzle *puzzle,
          const char             *name)
{
  for (guint i = 0; i < perch_logic_puzzle_get_n_shown (puzzle); i++)
    if (g_strcmp0 (perch_logic_puzzle_get_name (puzzle, perch_logic_puzzle_get_shown (puzzle, i)),
                   name) == 0)
      return TRUE;
  return FALSE;
}

/* A cell holds one name or several; it stands out when any of them is shown. */
static gboolean
cell_is_shown (const PerchLogicPuzzle *puzzle,
               const char             *cell)
{
  g_auto(GStrv) words = g_strsplit_set (cell, " ,;", -1);

  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0' && is_shown (puzzle, words[i]))
      return TRUE;
  return FALSE;
}

static GtkWidget *
table_label (const char *text,
             float       xalign,
             const char *css_class,
             guint       row)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_label_set_selectable (GTK_LABEL (label), FALSE);
  gtk_widget_add_css_class (label, "logic-cell");
  if (row % 2 == 1)
    gtk_widget_add_css_class (label, "logic-odd-row");
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* A grid much wider than tall (a line of nine) reads better turned: values as rows. */
static gboolean
is_turned (const PerchLogicTable *table)
{
  return table->column_titles != NULL && table->n_columns > 6 &&
         table->n_columns > 2 * table->n_rows;
}

static void
attach_cell (PerchLogicResults *self,
             const char        *text,
             float              xalign,
             const char        *css_class,
             guint              column,
             guint              row)
{
  gtk_grid_attach (self->table_grid, table_label (text, xalign, css_class, row), column, row,
                   1, 1);
}

static void
fill_table (PerchLogicResults *self,
            const gint        *values)
{
  g_autoptr(PerchLogicTable) table = perch_logic_puzzle_tabulate (self->puzzle, values);
  GtkWidget *child;
  gboolean grid, turned;
  guint top;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->table_grid))) != NULL)
    gtk_grid_remove (self->table_grid, child);
  if (table == NULL)
    return;

  grid = table->column_titles != NULL;
  turned = is_turned (table);
  top = grid ? 1 : 0;
  if (grid)
    {
      attach_cell (self, "", 0, "logic-column-title", 0, 0);
      for (guint c = 0; c < table->n_columns; c++)
        attach_cell (self, table->column_titles[c], turned ? 0 : 0.5,
                     turned ? "logic-row-title" : "logic-column-title",
                     turned ? 0 : c + 1, turned ? c + 1 : 0);
    }
  for (guint r = 0; r < table->n_rows; r++)
    {
      gboolean row_shown = !grid && is_shown (self->puzzle, table->row_titles[r]);

      attach_cell (self, table->row_titles[r], turned ? 0.5 : 0,
                   row_shown ? "logic-shown" : turned ? "logic-column-title" : "logic-row-title",
                   turned ? r + 1 : 0, turned ? 0 : r + top);
      for (guint c = 0; c < table->n_columns; c++)
        {
          const char *cell = table->cells[r * table->n_columns + c];
          gboolean shown = row_shown || (grid && cell_is_shown (self->puzzle, cell));

          attach_cell (self, cell, grid ? 0.5 : 1, shown ? "logic-shown" : NULL,
                       turned ? r + 1 : c + 1, turned ? c + 1 : r + top);
        }
    }
}

static void
fill_shown (PerchLogicResults *self,
            const gint        *values)
{
  guint n = perch_logic_puzzle_get_n_shown (self->puzzle);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->shown_box))) != NULL)
    gtk_flow_box_remove (self->shown_box, child);
  for (guint i = 0; i < n; i++)
    {
      guint name = perch_logic_puzzle_get_shown (self->puzzle, i);
      g_autofree char *text = g_strdup_printf ("%s = %d",
                                               perch_logic_puzzle_get_name (self->puzzle, name),
                                               values[name]);
      GtkWidget *chip = gtk_label_new (text);

      gtk_widget_add_css_class (chip, "logic-shown-chip");
      gtk_widget_add_css_class (chip, "perch-status-figures");
      gtk_flow_box_append (self->shown_box, chip);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->shown_box), n > 0);
}

static void
fill_picture (PerchLogicResults *self,
              const gint        *values)
{
  const PerchLogicPicture *picture = perch_logic_puzzle_get_picture (self->puzzle);

  g_ptr_array_set_size (self->picture_names, 0);
  g_array_set_size (self->picture_values, 0);
  if (picture == NULL || picture->kind == PERCH_LOGIC_PICTURE_NONE)
    {
      perch_logic_picture_view_set_scene (self->picture_view, NULL);
      gtk_widget_set_visible (GTK_WIDGET (self->picture_view), FALSE);
      return;
    }

  if (picture->kind == PERCH_LOGIC_PICTURE_LINE)
    {
      guint n_members;
      const guint *members = perch_logic_puzzle_get_group (self->puzzle, picture->group,
                                                           &n_members);

      for (guint i = 0; i < n_members; i++)
        {
          g_ptr_array_add (self->picture_names,
                           (gpointer) perch_logic_puzzle_get_name (self->puzzle, members[i]));
          g_array_append_val (self->picture_values, values[members[i]]);
        }
    }
  else
    for (guint i = 0; i < perch_logic_puzzle_get_n_names (self->puzzle); i++)
      {
        g_ptr_array_add (self->picture_names,
                         (gpointer) perch_logic_puzzle_get_name (self->puzzle, i));
        g_array_append_val (self->picture_values, values[i]);
      }

  self->scene.picture = picture;
  self->scene.n_names = self->picture_names->len;
  self->scene.names = (const char * const *) self->picture_names->pdata;
  self->scene.values = (const gint *) (gpointer) self->picture_values->data;
  self->scene.first_value = picture->first;
  perch_logic_picture_view_set_scene (self->picture_view, &self->scene);
  gtk_widget_set_visible (GTK_WIDGET (self->picture_view), TRUE);
}

/* An alphametic line of the text with its letters replaced by their digits
 * ("9567 + 1085 = 10652"), or NULL when the line is not an alphametic of the puzzle. */
static char *
alphametic_digits (const char *line,
                   const gint *letter_values)
{
  g_autoptr(GString) digits = g_string_new (NULL);
  gboolean letters = FALSE, equals = FALSE;

  for (const char *c = line; *c != '\0'; c++)
    {
      if (*c >= 'A' && *c <= 'Z')
        {
          gint value = letter_values[*c - 'A'];

          if (value < 0 || value > 9)
            return NULL;
          g_string_append_c (digits, '0' + value);
          letters = TRUE;
        }
      else if (strchr ("0123456789+-*= \t", *c) != NULL)
        {
          equals |= *c == '=';
          g_string_append_c (digits, *c == '\t' ? ' ' : *c);
        }
      else
        return NULL;
    }
  return letters && equals ? g_strdup (g_strstrip (digits->str)) : NULL;
}

/* The alphametics of the puzzle's text, worked out with the solution's digits. */
static char *
alphametic_equations (PerchLogicResults *self,
                      const gint        *values)
{
  g_auto(GStrv) lines = NULL;
  g_autoptr(GString) equations = g_string_new (NULL);
  gint letter_values[26];

  if (self->text == NULL)
    return NULL;
  for (guint i = 0; i < 26; i++)
    letter_values[i] = -1;
  for (guint i = 0; i < perch_logic_puzzle_get_n_names (self->puzzle); i++)
    {
      const char *name = perch_logic_puzzle_get_name (self->puzzle, i);

      if (name[0] >= 'A' && name[0] <= 'Z' && name[1] == '\0')
        letter_values[name[0] - 'A'] = values[i];
    }

  lines = g_strsplit (self->text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *comment = strchr (lines[i], '#');
      g_autofree char *digits = NULL;

      if (comment != NULL)
        *comment = '\0';
      digits = alphametic_digits (g_strstrip (lines[i]), letter_values);
      if (digits != NULL)
        g_string_append_printf (equations, "%s%s", equations->len > 0 ? "\n" : "", digits);
    }
  return equations->len > 0 ? g_string_free (g_steal_pointer (&equations), FALSE) : NULL;
}

static void
update_solution (PerchLogicResults *self)
{
  guint kept = self->result->solutions->len;
  const gint *values = g_ptr_array_index (self->result->solutions, self->index);
  g_autofree char *position = NULL;
  g_autofree char *equations = NULL;

  /* Translators: which solution is shown among those found, e.g. "3 of 92" */
  position = g_strdup_printf (_("%u of %u"), self->index + 1, kept);
  gtk_label_set_text (self->position_label, position);
  gtk_widget_set_visible (GTK_WIDGET (self->browse_box), kept > 1);

  equations = alphametic_equations (self, values);
  gtk_label_set_text (self->equation_label, equations != NULL ? equations : "");
  gtk_widget_set_visible (GTK_WIDGET (self->equation_label), equations != NULL);
  fill_shown (self, values);
  fill_picture (self, values);
  fill_table (self, values);
}

static char *
headline (PerchLogicResults *self)
{
  const PerchLogicResult *result = self->result;
  g_autofree char *count = format_count (result->count);

  /* The optimum is proven: the page sets no node limit. FIRST returns one solution that
   * reaches it; ALL and COUNT every one. */
  if (result->has_optimum && (self->search == PERCH_LOGIC_SEARCH_FIRST || result->count == 1))
    return g_strdup (_("Best solution"));
  if (result->has_optimum)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s best solution",
                                         "%s best solutions", result->count), count);
  if (result->status == PERCH_LOGIC_STATUS_STOPPED)
    /* Translators: %s is a count of solutions found before the search was stopped */
    return g_strdup_printf (_("At least %s solutions"), count);
  if (!result->complete)
    return g_strdup (_("First solution"));
  if (result->count == 1)
    return g_strdup (_("Unique solution"));
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s solution", "%s solutions",
                                       result->count), count);
}

static char *
note (PerchLogicResults *self)
{
  const PerchLogicResult *result = self->result;
  g_autofree char *count = format_count (result->count);
  g_autofree char *kept = format_count (result->solutions->len);

  if (self->search == PERCH_LOGIC_SEARCH_FIRST && !result->complete && !result->has_optimum)
    return g_strdup (_("The search stopped at the first solution. Find all solutions to learn "
                       "whether it is the only one."));
  if (self->search == PERCH_LOGIC_SEARCH_COUNT && result->count > 1)
    return g_strdup (_("Counting keeps only the first solution. Find all solutions to browse "
                       "them."));
  if (result->count > result->solutions->len)
    /* Translators: solutions kept for browsing, and solutions found */
    return g_strdup_printf (_("The first %s of %s solutions are kept for browsing."),
                            kept, count);
  return NULL;
}

void
perch_logic_results_show_result (PerchLogicResults *self,
                                 PerchLogicPuzzle  *puzzle,
                                 PerchLogicResult  *result,
                                 PerchLogicSearch   search,
                                 const char        *text)
{
  g_autofree char *figures = NULL;
  g_autofree char *title = NULL;
  g_autofree char *remark = NULL;

  g_return_if_fail (PERCH_IS_LOGIC_RESULTS (self));
  g_return_if_fail (puzzle != NULL && result != NULL);

  clear_result (self);
  self->puzzle = puzzle;
  self->result = result;
  self->search = search;
  self->text = g_strdup (text);

  figures = format_figures (&result->stats);
  gtk_label_set_text (self->figures_label, figures);
  gtk_widget_set_visible (GTK_WIDGET (self->figures_label), TRUE);

  if (result->solutions->len == 0)
    {
      if (result->status == PERCH_LOGIC_STATUS_STOPPED)
        {
          gtk_label_set_text (self->headline_label, _("Search stopped"));
          adw_status_page_set_title (self->unsat_page, _("Search Stopped"));
          adw_status_page_set_description (self->unsat_page,
                                           _("The search ended before finding a solution."));
        }
      else
        {
          gtk_label_set_text (self->headline_label, _("No solution"));
          adw_status_page_set_title (self->unsat_page, _("No Solution"));
          adw_status_page_set_description (self->unsat_page,
                                           _("No way of giving every name a value meets all "
                                             "the constraints."));
        }
      gtk_stack_set_visible_child_name (self->stack, "unsat");
      return;
    }

  title = headline (self);
  gtk_label_set_text (self->headline_label, title);
  if (result->has_optimum)
    {
      g_autofree char *value = g_strdup_printf ("%" G_GINT64_FORMAT, result->optimum);
      g_autofree char *optimum = NULL;

      /* Translators: the best value of what maximize or minimize asks for */
      optimum = g_strdup_printf (_("Best value: %s"), value);
      gtk_label_set_text (self->optimum_label, optimum);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->optimum_label), result->has_optimum);
  remark = note (self);
  gtk_label_set_text (self->note_label, remark != NULL ? remark : "");
  gtk_widget_set_visible (GTK_WIDGET (self->note_label), remark != NULL);

  update_solution (self);
  gtk_stack_set_visible_child_name (self->stack, "solution");
}

guint
perch_logic_results_get_index (PerchLogicResults *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_RESULTS (self), 0);

  return self->index;
}

guint
perch_logic_results_get_n_kept (PerchLogicResults *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_RESULTS (self), 0);

  return self->result != NULL ? self->result->solutions->len : 0;
}

void
perch_logic_results_set_index (PerchLogicResults *self,
                               guint              index)
{
  g_return_if_fail (PERCH_IS_LOGIC_RESULTS (self));
  g_return_if_fail (index < perch_logic_results_get_n_kept (self));

  self->index = index;
  update_solution (self);
}

static void
perch_logic_results_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), PERCH_TYPE_LOGIC_RESULTS);

  G_OBJECT_CLASS (perch_logic_results_parent_class)->dispose (object);
}

static void
perch_logic_results_finalize (GObject *object)
{
  PerchLogicResults *self = PERCH_LOGIC_RESULTS (object);

  g_clear_pointer (&self->result, perch_logic_result_free);
  g_clear_pointer (&self->puzzle, perch_logic_puzzle_free);
  g_free (self->text);
  g_ptr_array_unref (self->picture_names);
  g_array_unref (self->picture_values);

  G_OBJECT_CLASS (perch_logic_results_parent_class)->finalize (object);
}

static void
perch_logic_results_class_init (PerchLogicResultsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = perch_logic_results_dispose;
  object_class->finalize = perch_logic_results_finalize;

  g_type_ensure (PERCH_TYPE_LOGIC_PICTURE_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/perch-logic-results.ui");
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, back_button);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, headline_label);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, figures_label);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, browse_box);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, position_label);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, stack);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, idle_page);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, spinner);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, searching_label);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, progress_label);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, error_page);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, unsat_page);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, optimum_label);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, equation_label);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, shown_box);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, picture_view);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, table_grid);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, note_label);
}

static void
perch_logic_results_init (PerchLogicResults *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->picture_names = g_ptr_array_new ();
  self->picture_values = g_array_new (FALSE, FALSE, sizeof (gint));
}
