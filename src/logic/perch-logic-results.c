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

#include "perch-busy-bar.h"
#include "perch-logic-grid-view.h"
#include "perch-logic-labels.h"
#include "perch-logic-picture-view.h"
#include "perch-logic-results.h"

struct _PerchLogicResults
{
  GtkBox                 parent_instance;

  GtkButton             *back_button;
  GtkBox                *header;
  GtkBox                *headline_line;
  GtkLabel              *headline_label;
  GtkWidget             *view_switcher;
  GtkBox                *browse_slot;
  GtkStack              *views;
  PerchLogicGridView    *grid_view;
  GtkStack              *stack;
  AdwStatusPage         *idle_page;
  AdwStatusPage         *searching_page;
  AdwStatusPage         *error_page;
  AdwStatusPage         *unsat_page;
  GtkLabel              *optimum_label;
  GtkLabel              *equation_label;
  GtkFlowBox            *shown_box;
  PerchLogicPictureView *picture_view;
  GtkGrid               *table_grid;
  GtkLabel              *note_label;
  PerchBusyBar          *busy_bar;

  PerchBrowse           *browse;
  GtkWidget             *solution_switcher;
  GtkWidget             *step_switcher;
  char                  *headline;          /* of the answer */
  guint                  solution;          /* the solution shown */
  gboolean               prefer_grid;       /* the user went to the grid last */
  gboolean               switching;         /* the results change the view themselves */
  PerchLogicPuzzle      *puzzle;
  PerchLogicResult      *result;
  PerchLogicSearch       search;
  char                  *text;
  char                  *figures;
  gboolean               stale;
  gboolean               folded;
};

G_DEFINE_FINAL_TYPE (PerchLogicResults, perch_logic_results, GTK_TYPE_BOX)

static void clear_table (PerchLogicResults *self);
static void clear_shown (PerchLogicResults *self);

static gboolean
grid_shown (PerchLogicResults *self)
{
  return gtk_stack_get_visible_child (self->views) == GTK_WIDGET (self->grid_view);
}

/* The bar under the answer: the search while one runs, else what the answer cost (or that it
 * is out of date). */
static void
update_idle_text (PerchLogicResults *self)
{
  const char *text = grid_shown (self) ? perch_logic_grid_view_get_figures (self->grid_view)
                     : self->stale ? _("The puzzle has changed: this answer is out of date")
                                   : self->figures;

  perch_busy_bar_set_idle_text (self->busy_bar, text);
  /* Whole, where a narrow window cuts it short. */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->busy_bar), text);
}

/* The header says what the view shown shows. */
static void
update_headline (PerchLogicResults *self)
{
  gboolean grid = grid_shown (self);

  gtk_label_set_text (self->headline_label,
                      grid ? perch_logic_grid_view_get_title (self->grid_view) : self->headline);
  /* Narrow, beside the switchers, the line may be cut short: the whole of it on hover. */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->headline_label),
                               gtk_label_get_text (self->headline_label));
  if (self->stale && !grid)
    gtk_widget_add_css_class (GTK_WIDGET (self->headline_label), "logic-stale");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->headline_label), "logic-stale");
}

static void
set_headline (PerchLogicResults *self,
              const char        *headline)
{
  g_free (self->headline);
  self->headline = g_strdup (headline);
  update_headline (self);
}

static void
show_view (PerchLogicResults *self,
           const char        *name)
{
  self->switching = TRUE;
  gtk_stack_set_visible_child_name (self->views, name);
  self->switching = FALSE;
}

/* Nothing of the answer before is kept, not even out of sight. */
static void
clear_result (PerchLogicResults *self)
{
  g_clear_pointer (&self->result, perch_logic_result_free);
  g_clear_pointer (&self->puzzle, perch_logic_puzzle_free);
  g_clear_pointer (&self->text, g_free);
  g_clear_pointer (&self->figures, g_free);
  perch_logic_picture_view_set_scene (self->picture_view, NULL, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->picture_view), FALSE);
  clear_table (self);
  clear_shown (self);
  gtk_label_set_text (self->equation_label, "");
  gtk_label_set_text (self->optimum_label, "");
  gtk_label_set_text (self->note_label, "");
  self->solution = 0;
  /* While the grid is shown, the browser goes through its steps. */
  if (self->browse != NULL && !grid_shown (self))
    perch_browse_set_range (self->browse, 0, 0);
  perch_logic_results_set_stale (self, FALSE);
  update_idle_text (self);
}

/* Narrow, beside the views' switcher and the browser, the headline would be cut to a
 * few letters: it takes a line of its own under them. */
static void
place_headline (PerchLogicResults *self)
{
  gboolean own_line = self->folded && gtk_widget_get_visible (self->view_switcher);
  GtkWidget *label = GTK_WIDGET (self->headline_label);
  GtkBox *from = GTK_BOX (gtk_widget_get_parent (label));
  GtkBox *to = own_line ? self->headline_line : self->header;

  if (from != to)
    {
      g_object_ref (label);
      gtk_box_remove (from, label);
      gtk_box_insert_child_after (to, label, own_line ? NULL : GTK_WIDGET (self->back_button));
      g_object_unref (label);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->headline_line), own_line);
  /* The browser keeps to the end of the line the headline left. */
  gtk_widget_set_hexpand (GTK_WIDGET (self->browse_slot), own_line);
}

void
perch_logic_results_set_folded (PerchLogicResults *self,
                                gboolean           folded)
{
  g_return_if_fail (PERCH_IS_LOGIC_RESULTS (self));

  self->folded = folded;
  place_headline (self);
  gtk_widget_set_visible (GTK_WIDGET (self->back_button), folded);
  /* Narrow, the views' switcher shows icons (their names are the tooltips). */
  g_object_set (gtk_stack_get_page (self->views, gtk_stack_get_child_by_name (self->views,
                                                                             "answer")),
                "icon-name", folded ? "object-select-symbolic" : NULL, NULL);
  g_object_set (gtk_stack_get_page (self->views, GTK_WIDGET (self->grid_view)),
                "icon-name", folded ? "view-grid-symbolic" : NULL, NULL);
}

/* The keyboard focus into the results: the back button of a narrow window, or the first
 * thing that takes it. Returns whether something did. */
gboolean
perch_logic_results_take_focus (PerchLogicResults *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_RESULTS (self), FALSE);

  if (gtk_widget_get_visible (GTK_WIDGET (self->back_button)))
    return gtk_widget_grab_focus (GTK_WIDGET (self->back_button));
  return gtk_widget_child_focus (GTK_WIDGET (self), GTK_DIR_TAB_FORWARD);
}

void
perch_logic_results_show_idle (PerchLogicResults *self,
                               const char        *title,
                               const char        *description)
{
  g_return_if_fail (PERCH_IS_LOGIC_RESULTS (self));

  clear_result (self);
  set_headline (self, _("Results"));
  adw_status_page_set_title (self->idle_page, title);
  adw_status_page_set_description (self->idle_page, description);
  gtk_stack_set_visible_child_name (self->stack, "idle");
}

/* The search's progress is the busy bar's: the page writes it there. */
void
perch_logic_results_show_searching (PerchLogicResults *self,
                                    const char        *what)
{
  g_return_if_fail (PERCH_IS_LOGIC_RESULTS (self));

  clear_result (self);
  set_headline (self, _("Searching…"));
  adw_status_page_set_title (self->searching_page, what);
  gtk_stack_set_visible_child_name (self->stack, "searching");
  show_view (self, "answer");
}

/* @text: the puzzle's text that has the mistake (NULL if none in particular). */
void
perch_logic_results_show_error (PerchLogicResults *self,
                                const char        *title,
                                const char        *message,
                                const char        *text)
{
  g_return_if_fail (PERCH_IS_LOGIC_RESULTS (self));

  clear_result (self);
  self->text = g_strdup (text);
  set_headline (self, _("Cannot Solve"));
  adw_status_page_set_title (self->error_page, title);
  adw_status_page_set_description (self->error_page, message);
  gtk_stack_set_visible_child_name (self->stack, "error");
  show_view (self, "answer");
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
clear_table (PerchLogicResults *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->table_grid))) != NULL)
    gtk_grid_remove (self->table_grid, child);
}

static void
fill_table (PerchLogicResults *self,
            const gint        *values)
{
  g_autoptr(PerchLogicTable) table = perch_logic_puzzle_tabulate (self->puzzle, values);
  gboolean grid, turned;
  guint top;

  clear_table (self);
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
clear_shown (PerchLogicResults *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->shown_box))) != NULL)
    gtk_flow_box_remove (self->shown_box, child);
  gtk_widget_set_visible (GTK_WIDGET (self->shown_box), FALSE);
}

static void
fill_shown (PerchLogicResults *self,
            const gint        *values)
{
  guint n = perch_logic_puzzle_get_n_shown (self->puzzle);

  clear_shown (self);
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

/* The picture, when the puzzle asks for one; @move: another solution of the puzzle shown. */
static void
fill_picture (PerchLogicResults *self,
              const gint        *values,
              gboolean           move)
{
  const PerchLogicPicture *picture = perch_logic_puzzle_get_picture (self->puzzle);
  g_autoptr(GPtrArray) names = NULL;
  g_autoptr(GArray) picture_values = NULL;
  PerchLogicScene scene = { 0 };

  if (picture == NULL || picture->kind == PERCH_LOGIC_PICTURE_NONE)
    {
      perch_logic_picture_view_set_scene (self->picture_view, NULL, FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->picture_view), FALSE);
      return;
    }

  names = g_ptr_array_new ();
  picture_values = g_array_new (FALSE, FALSE, sizeof (gint));
  if (picture->kind == PERCH_LOGIC_PICTURE_LINE)
    {
      guint n_members;
      const guint *members = perch_logic_puzzle_get_group (self->puzzle, picture->group,
                                                           &n_members);

      for (guint i = 0; i < n_members; i++)
        {
          g_ptr_array_add (names,
                           (gpointer) perch_logic_puzzle_get_name (self->puzzle, members[i]));
          g_array_append_val (picture_values, values[members[i]]);
        }
    }
  else
    for (guint i = 0; i < perch_logic_puzzle_get_n_names (self->puzzle); i++)
      {
        g_ptr_array_add (names, (gpointer) perch_logic_puzzle_get_name (self->puzzle, i));
        g_array_append_val (picture_values, values[i]);
      }

  scene.picture = picture;
  scene.n_names = names->len;
  scene.names = (const char * const *) names->pdata;
  scene.values = (const gint *) (gpointer) picture_values->data;
  scene.first_value = picture->first;
  perch_logic_picture_view_set_scene (self->picture_view, &scene, move);
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

/* The solution at the browser's position; @move: from the one shown, of the same answer. */
static void
update_solution (PerchLogicResults *self,
                 gboolean           move)
{
  guint index = perch_browse_get_position (self->browse);
  const gint *values = g_ptr_array_index (self->result->solutions, index);
  g_autofree char *equations = alphametic_equations (self, values);

  gtk_label_set_text (self->equation_label, equations != NULL ? equations : "");
  gtk_widget_set_visible (GTK_WIDGET (self->equation_label), equations != NULL);
  fill_shown (self, values);
  fill_picture (self, values, move);
  fill_table (self, values);
}

static void
on_position_changed (PerchLogicResults *self)
{
  if (grid_shown (self))
    return;
  self->solution = perch_browse_get_position (self->browse);
  if (self->result != NULL && self->result->solutions->len > 0)
    update_solution (self, TRUE);
}

/* The switcher is there only when there is something to browse; the header is as tall
 * without it (its CSS minimum height), and the headline has the whole line. */
static void
on_n_items_changed (PerchLogicResults *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->browse_slot),
                          perch_browse_get_n_items (self->browse) > 1);
}

/**
 * perch_logic_results_set_browse:
 * @browse: the page's browser, whose switcher goes in the header
 *
 * The solutions of an answer are browsed with @browse: the results set its range and show
 * the solution at its position.
 */
void
perch_logic_results_set_browse (PerchLogicResults *self,
                                PerchBrowse       *browse)
{
  g_return_if_fail (PERCH_IS_LOGIC_RESULTS (self));
  g_return_if_fail (PERCH_IS_BROWSE (browse));
  g_return_if_fail (self->browse == NULL);

  self->browse = g_object_ref (browse);
  self->solution_switcher = perch_browse_switcher_new (browse,
                                                       _("Previous Solution (Alt+Page Up)"),
                                                       _("Next Solution (Alt+Page Down)"));
  self->step_switcher = perch_browse_switcher_new (browse, _("Previous Step (Alt+Page Up)"),
                                                   _("Next Step (Alt+Page Down)"));
  gtk_widget_set_visible (self->step_switcher, FALSE);
  gtk_box_append (self->browse_slot, self->solution_switcher);
  gtk_box_append (self->browse_slot, self->step_switcher);
  perch_logic_grid_view_set_browse (self->grid_view, browse);
  g_signal_connect_object (browse, "notify::position", G_CALLBACK (on_position_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (browse, "notify::n-items", G_CALLBACK (on_n_items_changed), self,
                           G_CONNECT_SWAPPED);
  on_n_items_changed (self);
}

/**
 * perch_logic_results_show_result:
 * @puzzle: (transfer full): the puzzle solved
 * @result: (transfer full): what the search found
 * @text: the puzzle's text (its alphametics are shown worked out)
 * @n_warnings: the warnings of the text, which the answer mentions
 */
void
perch_logic_results_show_result (PerchLogicResults *self,
                                 PerchLogicPuzzle  *puzzle,
                                 PerchLogicResult  *result,
                                 PerchLogicSearch   search,
                                 const char        *text,
                                 guint              n_warnings)
{
  g_autofree char *title = NULL;
  g_autofree char *remark = NULL;

  g_return_if_fail (PERCH_IS_LOGIC_RESULTS (self));
  g_return_if_fail (puzzle != NULL && result != NULL);

  clear_result (self);
  self->puzzle = puzzle;
  self->result = result;
  self->search = search;
  self->text = g_strdup (text);
  self->figures = perch_logic_label_figures (&result->stats);
  update_idle_text (self);

  title = perch_logic_label_headline (result, search);
  set_headline (self, title);
  show_view (self, "answer");
  if (result->solutions->len == 0)
    {
      gboolean stopped = result->status == PERCH_LOGIC_STATUS_STOPPED;
      g_autofree char *warnings = perch_logic_label_warnings (n_warnings);
      g_autofree char *description = NULL;

      /* A warning is the likely reason. */
      description = g_strjoin ("\n\n", stopped ? _("The search ended before finding a "
                                                   "solution.")
                                               : _("No way of giving every name a value meets "
                                                   "all the constraints."),
                               warnings, NULL);
      adw_status_page_set_title (self->unsat_page, stopped ? _("Search Stopped")
                                                           : _("No Solution"));
      adw_status_page_set_description (self->unsat_page, description);
      gtk_stack_set_visible_child_name (self->stack, "unsat");
      return;
    }

  if (result->has_optimum)
    {
      g_autofree char *value = g_strdup_printf ("%" G_GINT64_FORMAT, result->optimum);
      g_autofree char *optimum = NULL;

      /* Translators: the best value of what maximize or minimize asks for */
      optimum = g_strdup_printf (_("Best value: %s"), value);
      gtk_label_set_text (self->optimum_label, optimum);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->optimum_label), result->has_optimum);
  remark = perch_logic_label_note (result, search, n_warnings);
  gtk_label_set_text (self->note_label, remark != NULL ? remark : "");
  gtk_widget_set_visible (GTK_WIDGET (self->note_label), remark != NULL);

  self->solution = 0;
  perch_browse_set_range (self->browse, result->solutions->len, 0);
  update_solution (self, FALSE);
  gtk_stack_set_visible_child_name (self->stack, "solution");
}

/* The answer or the grid: the browser goes through the solutions or the explanation's
 * steps, the header and the bar under the view say what it shows. */
static void
on_view_changed (PerchLogicResults *self)
{
  gboolean grid = grid_shown (self);

  if (self->browse == NULL)
    return;
  if (!self->switching)
    self->prefer_grid = grid;
  gtk_widget_set_visible (self->step_switcher, grid);
  gtk_widget_set_visible (self->solution_switcher, !grid);
  if (grid)
    perch_logic_grid_view_set_active (self->grid_view, TRUE);
  else
    {
      perch_logic_grid_view_set_active (self->grid_view, FALSE);
      perch_browse_set_range (self->browse,
                              self->result != NULL ? self->result->solutions->len : 0,
                              self->solution);
    }
  update_headline (self);
  update_idle_text (self);
}

/* The grid is offered while the puzzle has one; a user who went to it finds it again. */
static void
on_grid_available (PerchLogicResults *self)
{
  gboolean available = perch_logic_grid_view_get_available (self->grid_view);

  gtk_widget_set_visible (self->view_switcher, available);
  place_headline (self);
  if (!available && grid_shown (self))
    show_view (self, "answer");
  else if (available && self->prefer_grid && !grid_shown (self))
    show_view (self, "grid");
}

static void
on_grid_header_changed (PerchLogicResults *self)
{
  update_headline (self);
  update_idle_text (self);
}

PerchLogicGridView *
perch_logic_results_get_grid_view (PerchLogicResults *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_RESULTS (self), NULL);

  return self->grid_view;
}

/* Shows the grid, when the puzzle has one. Returns whether it does. */
gboolean
perch_logic_results_show_grid (PerchLogicResults *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_RESULTS (self), FALSE);

  if (!perch_logic_grid_view_get_available (self->grid_view))
    return FALSE;
  gtk_stack_set_visible_child_name (self->views, "grid");
  return TRUE;
}

/**
 * perch_logic_results_set_stale:
 * @stale: whether the puzzle changed since the answer shown
 *
 * An answer (or a mistake) of a puzzle that has changed since stays in sight, faded and said
 * to be out of date, until the next search.
 */
void
perch_logic_results_set_stale (PerchLogicResults *self,
                               gboolean           stale)
{
  g_return_if_fail (PERCH_IS_LOGIC_RESULTS (self));

  stale = stale && self->text != NULL;
  if (self->stale == stale)
    return;
  self->stale = stale;
  /* The answer fades; the grid follows the text, so it never is out of date. */
  if (stale)
    gtk_widget_add_css_class (GTK_WIDGET (self->stack), "logic-stale");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->stack), "logic-stale");
  update_headline (self);
  update_idle_text (self);
}

gboolean
perch_logic_results_get_stale (PerchLogicResults *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_RESULTS (self), FALSE);

  return self->stale;
}

/* The text of the puzzle whose answer (or mistake) is shown, or NULL. */
const char *
perch_logic_results_get_text (PerchLogicResults *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_RESULTS (self), NULL);

  return self->text;
}

PerchBusyBar *
perch_logic_results_get_busy_bar (PerchLogicResults *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_RESULTS (self), NULL);

  return self->busy_bar;
}

static void
perch_logic_results_dispose (GObject *object)
{
  PerchLogicResults *self = PERCH_LOGIC_RESULTS (object);

  gtk_widget_dispose_template (GTK_WIDGET (object), PERCH_TYPE_LOGIC_RESULTS);
  g_clear_object (&self->browse);

  G_OBJECT_CLASS (perch_logic_results_parent_class)->dispose (object);
}

static void
perch_logic_results_finalize (GObject *object)
{
  PerchLogicResults *self = PERCH_LOGIC_RESULTS (object);

  g_clear_pointer (&self->result, perch_logic_result_free);
  g_clear_pointer (&self->puzzle, perch_logic_puzzle_free);
  g_free (self->text);
  g_free (self->figures);
  g_free (self->headline);

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
  g_type_ensure (PERCH_TYPE_LOGIC_GRID_VIEW);
  g_type_ensure (PERCH_TYPE_BUSY_BAR);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/perch-logic-results.ui");
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, back_button);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, header);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, headline_line);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, headline_label);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, view_switcher);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, grid_view);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, browse_slot);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, views);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, stack);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, idle_page);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, searching_page);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, error_page);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, unsat_page);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, optimum_label);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, equation_label);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, shown_box);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, picture_view);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, table_grid);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, note_label);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicResults, busy_bar);
  gtk_widget_class_bind_template_callback (widget_class, on_view_changed);
}

static void
perch_logic_results_init (PerchLogicResults *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->headline = g_strdup (_("Results"));
  g_signal_connect_object (self->grid_view, "notify::available",
                           G_CALLBACK (on_grid_available), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->grid_view, "notify::title",
                           G_CALLBACK (on_grid_header_changed), self, G_CONNECT_SWAPPED);
}
