/* perch-logic-grid-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "config.h"

#include <glib/gi18n.h>

#include "perch-logic-grid-board.h"
#include "perch-logic-grid-jobs.h"
#include "perch-logic-grid-view.h"
#include "perch-logic-labels.h"

typedef enum
{
  MESSAGE_PLAIN,
  MESSAGE_GUIDE,     /* how to mark, while nothing else is said */
  MESSAGE_SUCCESS,
  MESSAGE_ERROR,
} MessageKind;

struct _PerchLogicGridView
{
  GtkBox                   parent_instance;

  GtkLabel                *message_label;
  GtkButton               *fill_button;
  PerchLogicGridBoard     *board;

  PerchLogicDocument      *document;
  PerchWorker             *worker;
  PerchBusyBar            *busy_bar;
  PerchBrowse             *browse;
  gboolean                 active;

  const PerchLogicGrid    *grid;        /* the document's */
  guint                    n_cells;
  gboolean                 job_running;
  PerchLogicGridJobKind    job;

  gboolean                 explaining;
  GPtrArray               *steps;       /* of PerchLogicGridStep: the explanation, once found */
  PerchLogicExplainStatus  status;
  gboolean                 limited;
  guint                    step;        /* the step shown */
  char                    *figures;

  GPtrArray               *hint;        /* of PerchLogicGridStep: the hint shown, or NULL */
  GArray                  *wrong;       /* of guint: cells Check found wrong, or NULL */
};

enum {
  PROP_0,
  PROP_AVAILABLE,
  PROP_EXPLAINING,
  PROP_TITLE,
  N_PROPS
};

enum {
  SHOW_LINES,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PerchLogicGridView, perch_logic_grid_view, GTK_TYPE_BOX)

static void
set_message (PerchLogicGridView *self,
             const char         *text,
             MessageKind         kind)
{
  static const char * const classes[] = { "dim-label", "success", "error" };
  GtkWidget *label = GTK_WIDGET (self->message_label);

  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    gtk_widget_remove_css_class (label, classes[i]);
  if (kind == MESSAGE_GUIDE)
    gtk_widget_add_css_class (label, "dim-label");
  else if (kind == MESSAGE_SUCCESS)
    gtk_widget_add_css_class (label, "success");
  else if (kind == MESSAGE_ERROR)
    gtk_widget_add_css_class (label, "error");
  gtk_label_set_text (self->message_label, text);
}

static void
show_guide (PerchLogicGridView *self)
{
  set_message (self, _("Click a cell (or press Space) for ✗, again for ✓, once more to clear "
                       "it. A ✓ crosses out the rest of its row and column."), MESSAGE_GUIDE);
}

static void
show_lines (PerchLogicGridView *self,
            GArray             *lines)
{
  g_signal_emit (self, signals[SHOW_LINES], 0, lines != NULL ? lines->data : NULL,
                 lines != NULL ? lines->len : 0);
}

static void
update_actions (PerchLogicGridView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean busy = self->worker != NULL && perch_worker_is_busy (self->worker);
  gboolean marking = self->grid != NULL && !self->explaining;
  const char *marks = self->document != NULL
                      ? perch_logic_document_get_marks_text (self->document) : "";

  gtk_widget_action_set_enabled (widget, "grid.undo", marking &&
                                 perch_logic_document_get_can_undo_marks (self->document));
  gtk_widget_action_set_enabled (widget, "grid.redo", marking &&
                                 perch_logic_document_get_can_redo_marks (self->document));
  gtk_widget_action_set_enabled (widget, "grid.clear", marking && marks[0] != '\0');
  gtk_widget_action_set_enabled (widget, "grid.check", marking && !busy);
  gtk_widget_action_set_enabled (widget, "grid.hint", marking && !busy);
  gtk_widget_action_set_enabled (widget, "grid.fill-hint", marking && self->hint != NULL);
  gtk_widget_action_set_enabled (widget, "grid.explain",
                                 self->grid != NULL && (!busy || self->explaining));
  gtk_widget_set_visible (GTK_WIDGET (self->fill_button), self->hint != NULL);
}

/* The marks the explanation has found up to the step shown, and that step's cells lit; or
 * the user's marks, with Check's and the hint's cells. */
static void
update_board (PerchLogicGridView *self,
              gboolean            move)
{
  g_autofree guint8 *marks = NULL;
  g_autofree guint8 *flags = NULL;

  if (self->grid == NULL)
    return;
  marks = g_new0 (guint8, MAX (self->n_cells, 1));
  flags = g_new0 (guint8, MAX (self->n_cells, 1));
  if (self->explaining)
    {
      for (guint s = 0; self->steps != NULL && s < self->steps->len && s <= self->step; s++)
        {
          const PerchLogicGridStep *step = g_ptr_array_index (self->steps, s);

          for (guint i = 0; i < step->cells->len; i++)
            {
              guint cell = g_array_index (step->cells, guint, i);

              marks[cell] = g_array_index (step->marks, guint8, i);
              if (s == self->step)
                flags[cell] |= PERCH_LOGIC_GRID_STEP;
            }
        }
    }
  else
    {
      const PerchLogicMarks *shown = perch_logic_document_get_marks (self->document);

      for (guint c = 0; shown != NULL && c < self->n_cells; c++)
        marks[c] = perch_logic_marks_get (shown, c);
      for (guint i = 0; self->wrong != NULL && i < self->wrong->len; i++)
        flags[g_array_index (self->wrong, guint, i)] |= PERCH_LOGIC_GRID_WRONG;
      if (self->hint != NULL)
        {
          const PerchLogicGridStep *hint = g_ptr_array_index (self->hint, 0);

          for (guint d = 0; d < hint->derives->len; d++)
            {
              const PerchLogicFact *fact = &g_array_index (hint->derives, PerchLogicFact, d);
              guint cell;

              if (perch_logic_grid_find (self->grid, fact, &cell))
                flags[cell] |= fact->equal ? PERCH_LOGIC_GRID_HINT_YES
                                           : PERCH_LOGIC_GRID_HINT_NO;
            }
        }
    }
  perch_logic_grid_board_set_editable (self->board, !self->explaining);
  perch_logic_grid_board_set_marks (self->board, marks, flags, move);
}

/* What the hint and Check said is about marks that have changed. */
static void
drop_verdicts (PerchLogicGridView *self)
{
  gboolean had_hint = self->hint != NULL;

  g_clear_pointer (&self->hint, g_ptr_array_unref);
  g_clear_pointer (&self->wrong, g_array_unref);
  if (had_hint && !self->explaining)
    show_lines (self, NULL);
}

static void
update_browse (PerchLogicGridView *self)
{
  if (self->active && self->browse != NULL)
    perch_browse_set_range (self->browse,
                            self->explaining && self->steps != NULL ? self->steps->len : 0,
                            self->step);
}

/* The step at the browser's position: its sentence (and after the last, how it ended), its
 * clue lines, its cells. */
static void
show_step (PerchLogicGridView *self,
           gboolean            move)
{
  const PerchLogicGridStep *step;
  g_autofree char *ending = perch_logic_label_explained (self->status, self->steps->len,
                                                         self->limited);
  g_autofree char *text = NULL;

  if (self->steps->len == 0)
    {
      set_message (self, ending, MESSAGE_PLAIN);
      show_lines (self, NULL);
      update_board (self, move);
      return;
    }
  self->step = MIN (self->step, self->steps->len - 1);
  step = g_ptr_array_index (self->steps, self->step);
  text = self->step + 1 == self->steps->len ? g_strdup_printf ("%s\n%s", step->text, ending)
                                             : g_strdup (step->text);
  set_message (self, text,
               self->step + 1 == self->steps->len && self->status == PERCH_LOGIC_EXPLAIN_SOLVED
               ? MESSAGE_SUCCESS : MESSAGE_PLAIN);
  show_lines (self, step->lines);
  update_board (self, move);
}

static void
on_position_changed (PerchLogicGridView *self)
{
  guint position;

  if (!self->active || !self->explaining || self->steps == NULL)
    return;
  position = perch_browse_get_position (self->browse);
  if (position == self->step)
    return;
  self->step = position;
  show_step (self, TRUE);
}

static void
notify_header (PerchLogicGridView *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

static void
stop_job (PerchLogicGridView *self)
{
  if (self->job_running)
    perch_worker_cancel (self->worker);
  self->job_running = FALSE;
}

static void on_job_done (gpointer      result,
                         const GError *error,
                         gpointer      user_data);

/* Asks the explainer on the page's worker, about the document's grid and marks. */
static void
start_job (PerchLogicGridView    *self,
           PerchLogicGridJobKind  kind)
{
  static const char * const doing[] = {
    N_("Explaining the puzzle…"),
    N_("Looking for the next step…"),
    N_("Checking your marks…"),
  };
  const PerchLogicPuzzle *puzzle = perch_logic_document_get_puzzle (self->document);
  PerchLogicGridJobInput *input;

  input = perch_logic_grid_job_input_new (kind, perch_logic_puzzle_get_text (puzzle),
                                          perch_logic_document_get_marks_text (self->document));
  self->job = kind;
  self->job_running = TRUE;
  perch_worker_run (self->worker, perch_logic_grid_job_run, input,
                    perch_logic_grid_job_input_free, perch_logic_grid_job_output_free, NULL,
                    on_job_done, self);
  perch_busy_bar_set_text (self->busy_bar, _(doing[kind]));
  update_actions (self);
}

static void
explained (PerchLogicGridView      *self,
           PerchLogicGridJobOutput *output)
{
  self->steps = g_steal_pointer (&output->steps);
  self->status = output->status;
  self->limited = output->limited;
  self->step = 0;
  g_free (self->figures);
  self->figures = perch_logic_label_explain_figures (self->steps->len, output->ms);
  update_browse (self);
  show_step (self, TRUE);
  notify_header (self);
}

static void
checked (PerchLogicGridView      *self,
         PerchLogicGridJobOutput *output)
{
  g_autofree char *verdict = NULL;

  self->wrong = g_steal_pointer (&output->wrong);
  verdict = perch_logic_label_check (output->check, self->wrong->len, output->complete);
  if (output->kind == PERCH_LOGIC_GRID_JOB_HINT)
    {
      g_autofree char *text = g_strdup_printf ("%s %s", _("No hint: your marks contradict the "
                                                           "clues."), verdict);

      set_message (self, text, MESSAGE_ERROR);
      return;
    }
  set_message (self, verdict, output->check == PERCH_LOGIC_MARKS_FIT
                              ? (output->complete ? MESSAGE_SUCCESS : MESSAGE_PLAIN)
                              : output->check == PERCH_LOGIC_MARKS_CONTRADICT ? MESSAGE_ERROR
                                                                              : MESSAGE_PLAIN);
}

static void
hinted (PerchLogicGridView      *self,
        PerchLogicGridJobOutput *output)
{
  const PerchLogicGridStep *step;

  if (output->checked)
    {
      checked (self, output);
      return;
    }
  if (output->steps->len == 0)
    {
      set_message (self, output->complete
                         ? _("Every cell is filled: Check says whether you are right.")
                         : _("Nothing more follows from your marks: with them, the puzzle has "
                             "more than one solution."), MESSAGE_PLAIN);
      return;
    }
  self->hint = g_steal_pointer (&output->steps);
  step = g_ptr_array_index (self->hint, 0);
  set_message (self, step->text, MESSAGE_PLAIN);
  show_lines (self, step->lines);
}

static void
on_job_done (gpointer      result,
             const GError *error,
             gpointer      user_data)
{
  PerchLogicGridView *self = user_data;
  PerchLogicGridJobOutput *output = result;

  self->job_running = FALSE;
  if (output == NULL)
    {
      if (self->job == PERCH_LOGIC_GRID_JOB_EXPLAIN)
        {
          /* Off, with the reason shown rather than the guide. */
          self->explaining = FALSE;
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EXPLAINING]);
          notify_header (self);
        }
      set_message (self, perch_logic_label_explain_error (error), MESSAGE_ERROR);
      update_board (self, FALSE);
      update_actions (self);
      return;
    }
  switch (output->kind)
    {
    case PERCH_LOGIC_GRID_JOB_EXPLAIN:
      explained (self, output);
      break;
    case PERCH_LOGIC_GRID_JOB_HINT:
      hinted (self, output);
      update_board (self, FALSE);
      break;
    case PERCH_LOGIC_GRID_JOB_CHECK:
    default:
      checked (self, output);
      update_board (self, FALSE);
      break;
    }
  perch_logic_grid_job_output_free (output);
  update_actions (self);
}

void
perch_logic_grid_view_set_explaining (PerchLogicGridView *self,
                                      gboolean            explaining)
{
  g_return_if_fail (PERCH_IS_LOGIC_GRID_VIEW (self));

  explaining = explaining && self->grid != NULL;
  if (self->explaining == explaining)
    return;
  /* The explanation waits for a search or a check to end. */
  if (explaining && self->steps == NULL && perch_worker_is_busy (self->worker))
    return;
  self->explaining = explaining;
  drop_verdicts (self);
  if (explaining && self->steps != NULL)
    show_step (self, FALSE);
  else if (explaining)
    {
      set_message (self, "", MESSAGE_PLAIN);
      update_board (self, FALSE);
      start_job (self, PERCH_LOGIC_GRID_JOB_EXPLAIN);
    }
  else
    {
      if (self->job_running && self->job == PERCH_LOGIC_GRID_JOB_EXPLAIN)
        stop_job (self);
      show_lines (self, NULL);
      show_guide (self);
      update_board (self, FALSE);
    }
  update_browse (self);
  update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EXPLAINING]);
  notify_header (self);
}

gboolean
perch_logic_grid_view_get_explaining (PerchLogicGridView *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_GRID_VIEW (self), FALSE);

  return self->explaining;
}

/* Check and Hint: @kind on the marks as they are, the old verdicts gone. */
static void
start_verdict_job (PerchLogicGridView    *self,
                   PerchLogicGridJobKind  kind)
{
  perch_logic_grid_view_set_explaining (self, FALSE);
  if (self->grid == NULL || perch_worker_is_busy (self->worker))
    return;
  drop_verdicts (self);
  update_board (self, FALSE);
  start_job (self, kind);
}

void
perch_logic_grid_view_check (PerchLogicGridView *self)
{
  g_return_if_fail (PERCH_IS_LOGIC_GRID_VIEW (self));

  start_verdict_job (self, PERCH_LOGIC_GRID_JOB_CHECK);
}

void
perch_logic_grid_view_hint (PerchLogicGridView *self)
{
  g_return_if_fail (PERCH_IS_LOGIC_GRID_VIEW (self));

  start_verdict_job (self, PERCH_LOGIC_GRID_JOB_HINT);
}

void
perch_logic_grid_view_job_cancelled (PerchLogicGridView *self)
{
  g_return_if_fail (PERCH_IS_LOGIC_GRID_VIEW (self));

  if (!self->job_running)
    return;
  self->job_running = FALSE;
  if (self->job == PERCH_LOGIC_GRID_JOB_EXPLAIN)
    perch_logic_grid_view_set_explaining (self, FALSE);
  set_message (self, _("Stopped."), MESSAGE_PLAIN);
  update_actions (self);
}

const char *
perch_logic_grid_view_get_title (PerchLogicGridView *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_GRID_VIEW (self), NULL);

  return self->explaining ? _("Step by Step") : _("Solve by Hand");
}

const char *
perch_logic_grid_view_get_figures (PerchLogicGridView *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_GRID_VIEW (self), NULL);

  return self->explaining && self->steps != NULL ? self->figures : NULL;
}

gboolean
perch_logic_grid_view_get_available (PerchLogicGridView *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_GRID_VIEW (self), FALSE);

  return self->grid != NULL;
}

/* The document. */

/* Another text, another grid: what was found about the one before goes. */
static void
on_grid_changed (PerchLogicGridView *self)
{
  gboolean was_available = self->grid != NULL;

  stop_job (self);
  self->grid = perch_logic_document_get_grid (self->document);
  self->n_cells = self->grid != NULL ? perch_logic_grid_get_n_cells (self->grid) : 0;
  g_clear_pointer (&self->steps, g_ptr_array_unref);
  g_clear_pointer (&self->figures, g_free);
  self->step = 0;
  drop_verdicts (self);
  perch_logic_grid_board_set_grid (self->board, self->grid);
  if (self->explaining)
    {
      self->explaining = FALSE;
      show_lines (self, NULL);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EXPLAINING]);
      notify_header (self);
    }
  show_guide (self);
  update_board (self, FALSE);
  update_browse (self);
  update_actions (self);
  if (was_available != (self->grid != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AVAILABLE]);
}

/* The marks changed (a click, undo, a hint filled in, a restore): shown, moving; a grid
 * filled to the last cell is checked at once. */
static void
on_marks_changed (PerchLogicGridView *self)
{
  const PerchLogicMarks *marks = perch_logic_document_get_marks (self->document);

  /* Notified before the grid it goes with (a new text's): on_grid_changed() comes next. */
  if (self->grid == NULL || perch_logic_document_get_grid (self->document) != self->grid ||
      perch_logic_grid_get_n_cells (self->grid) != self->n_cells)
    return;
  drop_verdicts (self);
  if (!self->explaining)
    {
      show_guide (self);
      update_board (self, TRUE);
    }
  update_actions (self);
  if (!self->explaining && marks != NULL && perch_logic_marks_is_complete (marks) &&
      !perch_worker_is_busy (self->worker))
    start_job (self, PERCH_LOGIC_GRID_JOB_CHECK);
}

static void
on_cell_activated (PerchLogicGridView *self,
                   guint               cell)
{
  g_autoptr(GError) error = NULL;

  if (self->explaining || self->grid == NULL)
    return;
  if (!perch_logic_document_cycle_mark (self->document, cell, &error))
    {
      set_message (self, perch_logic_label_marks_error (error), MESSAGE_ERROR);
      gtk_widget_error_bell (GTK_WIDGET (self->board));
    }
}

void
perch_logic_grid_view_set_document (PerchLogicGridView *self,
                                    PerchLogicDocument *document)
{
  g_return_if_fail (PERCH_IS_LOGIC_GRID_VIEW (self));
  g_return_if_fail (PERCH_IS_LOGIC_DOCUMENT (document));
  g_return_if_fail (self->document == NULL);

  self->document = g_object_ref (document);
  g_signal_connect_object (document, "notify::grid", G_CALLBACK (on_grid_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::marks", G_CALLBACK (on_marks_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::can-undo-marks", G_CALLBACK (update_actions),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::can-redo-marks", G_CALLBACK (update_actions),
                           self, G_CONNECT_SWAPPED);
  on_grid_changed (self);
}

void
perch_logic_grid_view_set_worker (PerchLogicGridView *self,
                                  PerchWorker        *worker,
                                  PerchBusyBar       *busy_bar)
{
  g_return_if_fail (PERCH_IS_LOGIC_GRID_VIEW (self));
  g_return_if_fail (PERCH_IS_WORKER (worker) && PERCH_IS_BUSY_BAR (busy_bar));
  g_return_if_fail (self->worker == NULL);

  self->worker = g_object_ref (worker);
  self->busy_bar = busy_bar;
  g_signal_connect_object (worker, "notify::busy", G_CALLBACK (update_actions), self,
                           G_CONNECT_SWAPPED);
  update_actions (self);
}

void
perch_logic_grid_view_set_browse (PerchLogicGridView *self,
                                  PerchBrowse        *browse)
{
  g_return_if_fail (PERCH_IS_LOGIC_GRID_VIEW (self));
  g_return_if_fail (PERCH_IS_BROWSE (browse));
  g_return_if_fail (self->browse == NULL);

  self->browse = g_object_ref (browse);
  g_signal_connect_object (browse, "notify::position", G_CALLBACK (on_position_changed), self,
                           G_CONNECT_SWAPPED);
}

void
perch_logic_grid_view_set_active (PerchLogicGridView *self,
                                  gboolean            active)
{
  g_return_if_fail (PERCH_IS_LOGIC_GRID_VIEW (self));

  if (self->active == active)
    return;
  self->active = active;
  update_browse (self);
  /* The editor lights the lines of what this view shows, while it is shown. */
  if (!active)
    show_lines (self, NULL);
  else if (self->explaining && self->steps != NULL && self->steps->len > 0)
    show_lines (self, ((PerchLogicGridStep *) g_ptr_array_index (self->steps,
                                                                 self->step))->lines);
  else if (!self->explaining && self->hint != NULL)
    show_lines (self, ((PerchLogicGridStep *) g_ptr_array_index (self->hint, 0))->lines);
}

/* Actions. */

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  perch_logic_document_undo_marks (PERCH_LOGIC_GRID_VIEW (widget)->document);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  perch_logic_document_redo_marks (PERCH_LOGIC_GRID_VIEW (widget)->document);
}

static void
clear_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  perch_logic_document_clear_marks (PERCH_LOGIC_GRID_VIEW (widget)->document);
}

static void
check_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  perch_logic_grid_view_check (PERCH_LOGIC_GRID_VIEW (widget));
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  perch_logic_grid_view_hint (PERCH_LOGIC_GRID_VIEW (widget));
}

static void
fill_hint_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  PerchLogicGridView *self = PERCH_LOGIC_GRID_VIEW (widget);
  const PerchLogicGridStep *hint;

  if (self->hint == NULL)
    return;
  hint = g_ptr_array_index (self->hint, 0);
  perch_logic_document_add_marks (self->document, (const PerchLogicFact *) (gpointer)
                                  hint->derives->data, hint->derives->len);
}

static void
perch_logic_grid_view_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  PerchLogicGridView *self = PERCH_LOGIC_GRID_VIEW (object);

  switch (prop_id)
    {
    case PROP_AVAILABLE:
      g_value_set_boolean (value, self->grid != NULL);
      break;
    case PROP_EXPLAINING:
      g_value_set_boolean (value, self->explaining);
      break;
    case PROP_TITLE:
      g_value_set_string (value, perch_logic_grid_view_get_title (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
perch_logic_grid_view_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  PerchLogicGridView *self = PERCH_LOGIC_GRID_VIEW (object);

  switch (prop_id)
    {
    case PROP_EXPLAINING:
      perch_logic_grid_view_set_explaining (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
perch_logic_grid_view_dispose (GObject *object)
{
  PerchLogicGridView *self = PERCH_LOGIC_GRID_VIEW (object);

  if (self->job_running && self->worker != NULL)
    perch_worker_cancel (self->worker);
  self->job_running = FALSE;
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  gtk_widget_dispose_template (GTK_WIDGET (object), PERCH_TYPE_LOGIC_GRID_VIEW);
  g_clear_object (&self->document);
  g_clear_object (&self->worker);
  g_clear_object (&self->browse);
  self->busy_bar = NULL;
  self->grid = NULL;

  G_OBJECT_CLASS (perch_logic_grid_view_parent_class)->dispose (object);
}

static void
perch_logic_grid_view_finalize (GObject *object)
{
  PerchLogicGridView *self = PERCH_LOGIC_GRID_VIEW (object);

  g_clear_pointer (&self->steps, g_ptr_array_unref);
  g_clear_pointer (&self->hint, g_ptr_array_unref);
  g_clear_pointer (&self->wrong, g_array_unref);
  g_free (self->figures);

  G_OBJECT_CLASS (perch_logic_grid_view_parent_class)->finalize (object);
}

static void
perch_logic_grid_view_class_init (PerchLogicGridViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = perch_logic_grid_view_get_property;
  object_class->set_property = perch_logic_grid_view_set_property;
  object_class->dispose = perch_logic_grid_view_dispose;
  object_class->finalize = perch_logic_grid_view_finalize;

  properties[PROP_AVAILABLE] = g_param_spec_boolean ("available", NULL, NULL, FALSE, flags);
  properties[PROP_EXPLAINING] = g_param_spec_boolean ("explaining", NULL, NULL, FALSE,
                                                      flags | G_PARAM_WRITABLE);
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * PerchLogicGridView::show-lines:
   * @lines: (array length=n_lines): the lines of the clues of the step shown
   * @n_lines: how many (0: none)
   *
   * The editor should light these lines of the puzzle (and no others).
   */
  signals[SHOW_LINES] = g_signal_new ("show-lines", G_TYPE_FROM_CLASS (klass),
                                      G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                      G_TYPE_POINTER, G_TYPE_UINT);

  g_type_ensure (PERCH_TYPE_LOGIC_GRID_BOARD);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/perch-logic-grid-view.ui");
  gtk_widget_class_bind_template_child (widget_class, PerchLogicGridView, message_label);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicGridView, fill_button);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicGridView, board);

  gtk_widget_class_install_action (widget_class, "grid.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "grid.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "grid.clear", NULL, clear_action);
  gtk_widget_class_install_action (widget_class, "grid.check", NULL, check_action);
  gtk_widget_class_install_action (widget_class, "grid.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "grid.fill-hint", NULL, fill_hint_action);
  gtk_widget_class_install_property_action (widget_class, "grid.explain", "explaining");

  /* While the focus is in the grid; in the editor, Ctrl+Z undoes typing. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "grid.undo",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "grid.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_y, GDK_CONTROL_MASK, "grid.redo",
                                       NULL);
}

static void
perch_logic_grid_view_init (PerchLogicGridView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_object (self->board, "cell-activated", G_CALLBACK (on_cell_activated), self,
                           G_CONNECT_SWAPPED);
  show_guide (self);
  update_actions (self);
}
