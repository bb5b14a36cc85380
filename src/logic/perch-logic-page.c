/* perch-logic-page.c: write a logic puzzle, solve it, read the answer
 *
 * The page is a view of a PerchLogicDocument: the editor shows its text (and tells it what
 * is typed), the toolbar its title and whether it was edited, the bar under the editor the
 * mistake or the warnings its check found. Opening a file or an example is the document's
 * job; the page gives the editor a new undo history whenever the document is replaced.
 * Solving parses a copy of the text on the worker thread and shows the answer in the results
 * pane (its busy bar shows the search as it goes; the page's PerchBrowse steps through the
 * solutions). The document's state is kept by the state store ("logic"), written within a
 * second of a change, so a restart or a crash loses nothing. In a narrow window the editor
 * and the results take turns (Alt+Left, Alt+Right).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "config.h"

#include <glib/gi18n.h>
#include <gtksourceview/gtksource.h>
#include <string.h>

#include "perch-browse.h"
#include "perch-busy-bar.h"
#include "perch-file-dialogs.h"
#include "perch-logic-document.h"
#include "perch-logic-examples.h"
#include "perch-logic-labels.h"
#include "perch-logic-page.h"
#include "perch-logic-pane.h"
#include "perch-logic-puzzle.h"
#include "perch-logic-results.h"
#include "perch-menu-button.h"
#include "perch-page-shortcuts.h"
#include "perch-state-store.h"
#include "perch-session-restore.h"
#include "perch-toast.h"
#include "perch-worker.h"

#define KEEP_SOLUTIONS   1000   /* solutions kept for browsing */
#define LONG_LINE        1000   /* bytes: wrapping a longer line makes every keystroke slow */
#define SHOWN_PROBLEMS   20     /* lines of the bar under the editor; Ctrl+E goes to them all */
#define FILE_SUFFIX      ".logic"

struct _PerchLogicPage
{
  AdwBin              parent_instance;

  GtkLabel           *title_label;
  GtkLabel           *subtitle_label;
  GtkWidget          *results_button;
  AdwLeaflet         *leaflet;
  GtkWidget          *editor_pane;
  GtkSourceView      *view;
  GtkRevealer        *problems_revealer;
  GtkBox             *problems_box;
  PerchLogicResults  *results;
  GMenu              *examples_section;
  GtkMenuButton      *puzzle_button;
  GMenuModel         *puzzle_menu;

  PerchLogicDocument *document;
  GtkSourceBuffer    *buffer;
  GtkTextTag         *error_tag;
  GtkTextTag         *warning_tag;
  GtkTextTag         *step_tag;       /* the lines of the step the grid shows */
  PerchWorker        *worker;
  PerchBrowse        *browse;
  GCancellable       *cancellable;    /* of files being opened */

  gboolean            syncing;        /* the buffer is being set from the document */
  PerchLogicSearch    search;         /* of the search under way or shown */
  gboolean            solving;        /* the worker's job is a search (not the grid's) */
  const char         *searching;      /* what it does, said with its progress */
  guint               results_button_update;
};

G_DEFINE_FINAL_TYPE (PerchLogicPage, perch_logic_page, ADW_TYPE_BIN)

/* The language's highlighting, from the app's resources (tests and an installed app alike). */
static GtkSourceLanguage *
logic_language (void)
{
  static GtkSourceLanguageManager *manager;

  /* Only Perch's resources: perch-logic.lang and the base styles it maps to (def.lang,
   * Perch's own). GtkSourceView's directories would cost reading the headers of all
   * their languages before the page's first frame. */
  if (manager == NULL)
    {
      const char * const path[] = { "resource://" RESOURCE_PATH "/language-specs", NULL };

      manager = gtk_source_language_manager_new ();
      gtk_source_language_manager_set_search_path (manager, path);
    }
  return gtk_source_language_manager_get_language (manager, "perch-logic");
}

/* The keyboard focus to the editor, or into the results. */
static void
focus_pane (PerchLogicPage *self,
            gboolean        editor)
{
  if (editor)
    gtk_widget_grab_focus (GTK_WIDGET (self->view));
  else
    perch_logic_results_take_focus (self->results);
}

/* Folded (a narrow window), the editor and the results take turns; unfolded, this only
 * says which one a narrow window would show, and the keyboard focus stays where it is (the
 * leaflet would move it into the pane named, taking it from the editor while one types). A
 * folded pane that goes out of sight takes the keyboard focus with it to the one shown. */
static void
show_pane (PerchLogicPage *self,
           const char     *name)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_autoptr(GtkWidget) focus = root != NULL && gtk_root_get_focus (root) != NULL
                               ? g_object_ref (gtk_root_get_focus (root)) : NULL;
  gboolean editor = g_str_equal (name, "editor");
  GtkWidget *leaving = editor ? GTK_WIDGET (self->results) : self->editor_pane;

  adw_leaflet_set_visible_child_name (self->leaflet, name);
  if (!adw_leaflet_get_folded (self->leaflet))
    {
      if (focus != NULL && gtk_root_get_focus (root) != focus && gtk_widget_get_mapped (focus))
        gtk_widget_grab_focus (focus);
    }
  else if (focus != NULL && gtk_widget_is_ancestor (focus, leaving))
    focus_pane (self, editor);
}

/* The title says where the text came from; the subtitle whether it changed since. */
static void
update_title (PerchLogicPage *self)
{
  gboolean edited = perch_logic_document_get_edited (self->document);
  GFile *file = perch_logic_document_get_file (self->document);
  g_autofree char *subtitle = NULL;

  switch (perch_logic_document_get_origin (self->document))
    {
    case PERCH_LOGIC_ORIGIN_FILE:
      {
        g_autoptr(GFile) parent = g_file_get_parent (file);
        g_autofree char *where = parent != NULL ? g_file_get_parse_name (parent)
                                                : g_strdup ("");
        const char *home = g_get_home_dir ();

        if (g_str_has_prefix (where, home) && (where[strlen (home)] == '\0' ||
                                               where[strlen (home)] == '/'))
          {
            char *short_where = g_strconcat ("~", where + strlen (home), NULL);

            g_free (where);
            where = short_where;
          }
        /* Translators: the folder of the puzzle's file, and that it has unsaved changes */
        subtitle = edited ? g_strdup_printf (_("%s, edited"), where) : g_steal_pointer (&where);
        break;
      }
    case PERCH_LOGIC_ORIGIN_EXAMPLE:
      subtitle = g_strdup (edited ? _("Example, edited") : _("Example"));
      break;
    case PERCH_LOGIC_ORIGIN_NEW:
    default:
      subtitle = g_strdup (_("Not saved"));
      break;
    }
  gtk_label_set_text (self->title_label, perch_logic_document_get_title (self->document));
  gtk_label_set_text (self->subtitle_label, subtitle);
}

static PerchLogicGridView *
grid_view (PerchLogicPage *self)
{
  return perch_logic_results_get_grid_view (self->results);
}

/* The grid's actions that the page's keys reach from anywhere on it. */
static const char * const grid_actions[] = { "logic.check", "logic.hint", "logic.explain" };

static void
update_actions (PerchLogicPage *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean busy = perch_worker_is_busy (self->worker);

  gtk_widget_action_set_enabled (widget, "logic.solve", !busy);
  gtk_widget_action_set_enabled (widget, "logic.solve-first", !busy);
  gtk_widget_action_set_enabled (widget, "logic.count", !busy);
  gtk_widget_action_set_enabled (widget, "logic.cancel", busy);
  gtk_widget_action_set_enabled (widget, "logic.goto-error",
                                 perch_logic_document_get_mistake (self->document, NULL) != NULL ||
                                 perch_logic_document_get_n_warnings (self->document) > 0);
  gtk_widget_action_set_enabled (widget, "logic.undo-load",
                                 perch_logic_document_get_can_undo_open (self->document));
  for (guint i = 0; i < G_N_ELEMENTS (grid_actions); i++)
    gtk_widget_action_set_enabled (widget, grid_actions[i],
                                   perch_logic_grid_view_get_available (grid_view (self)) &&
                                   (!busy || g_str_equal (grid_actions[i], "logic.explain")));
}

/* Mistakes and warnings: underlined in the text, said in the bar under it. */

static void
get_location_bounds (PerchLogicPage           *self,
                     const PerchLogicLocation *location,
                     GtkTextIter              *start,
                     GtkTextIter              *end)
{
  guint line = location->line > 0 ? location->line - 1 : 0;
  guint column = location->column > 0 ? location->column - 1 : 0;

  gtk_text_buffer_get_iter_at_line_offset (GTK_TEXT_BUFFER (self->buffer), start, line, column);
  *end = *start;
  gtk_text_iter_forward_chars (end, MAX (location->length, 1));
  /* The mark stays on its line. */
  if (gtk_text_iter_get_line (end) != gtk_text_iter_get_line (start))
    {
      *end = *start;
      if (!gtk_text_iter_ends_line (end))
        gtk_text_iter_forward_to_line_end (end);
    }
  /* Something missing at the end of a line or of the text marks the character before. */
  if (gtk_text_iter_equal (start, end))
    gtk_text_iter_backward_char (start);
}

/* The problems of the text, in the order of the text: the mistake, or the warnings. */
static guint
n_problems (PerchLogicPage *self)
{
  if (perch_logic_document_get_mistake (self->document, NULL) != NULL)
    return 1;
  return perch_logic_document_get_n_warnings (self->document);
}

static void
get_problem (PerchLogicPage         *self,
             guint                   i,
             PerchLogicLocation     *where,
             const PerchLogicWords **words,
             const char            **message)
{
  const char *mistake = perch_logic_document_get_mistake (self->document, where);
  const PerchLogicWarning *warning;

  if (mistake != NULL)
    {
      *words = perch_logic_document_get_mistake_words (self->document);
      *message = mistake;
      return;
    }
  warning = perch_logic_document_get_warning (self->document, i);
  *where = warning->where;
  *words = &warning->words;
  *message = warning->message;
}

/* Puts the cursor on problem @i and the editor in sight. */
static void
go_to_problem (PerchLogicPage *self,
               guint           i)
{
  PerchLogicLocation where = { 0 };
  const PerchLogicWords *words;
  const char *message;
  GtkTextIter start, end;

  show_pane (self, "editor");
  get_problem (self, i, &where, &words, &message);
  get_location_bounds (self, &where, &start, &end);
  gtk_text_buffer_place_cursor (GTK_TEXT_BUFFER (self->buffer), &start);
  gtk_text_view_scroll_to_iter (GTK_TEXT_VIEW (self->view), &start, 0.1, FALSE, 0, 0);
  gtk_widget_grab_focus (GTK_WIDGET (self->view));
}

static void
on_problem_button_clicked (GtkButton      *button,
                           PerchLogicPage *self)
{
  guint i = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "problem"));

  if (i < n_problems (self))
    go_to_problem (self, i);
}

/* One line of the bar: what and where, and a button that goes there. */
static GtkWidget *
problem_row (PerchLogicPage           *self,
             guint                     i,
             gboolean                  mistake,
             const PerchLogicLocation *where,
             const PerchLogicWords    *words,
             const char               *message)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *icon = gtk_image_new_from_icon_name (mistake ? "dialog-error-symbolic"
                                                          : "dialog-warning-symbolic");
  g_autofree char *text = perch_logic_label_problem (where, words, message);
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *button = gtk_button_new_from_icon_name ("find-location-symbolic");
  const char *tooltip = mistake ? _("Go to the Mistake (Ctrl+E)") : _("Go to the Warning");

  gtk_widget_add_css_class (row, mistake ? "logic-error-bar" : "logic-warning-bar");
  gtk_widget_add_css_class (icon, mistake ? "error" : "warning");
  gtk_widget_set_valign (icon, GTK_ALIGN_CENTER);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  tooltip, -1);
  g_object_set_data (G_OBJECT (button), "problem", GUINT_TO_POINTER (i));
  g_signal_connect (button, "clicked", G_CALLBACK (on_problem_button_clicked), self);
  gtk_box_append (GTK_BOX (row), icon);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), button);
  return row;
}

/* Shows what the document's check found, or takes the old marks away. The bar keeps its last
 * lines while it slides away. */
static void
update_problems (PerchLogicPage *self)
{
  GtkTextBuffer *buffer = GTK_TEXT_BUFFER (self->buffer);
  gboolean mistake = perch_logic_document_get_mistake (self->document, NULL) != NULL;
  guint n = n_problems (self);
  GtkTextIter start, end;
  GtkWidget *child;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  gtk_text_buffer_remove_tag (buffer, self->error_tag, &start, &end);
  gtk_text_buffer_remove_tag (buffer, self->warning_tag, &start, &end);
  if (n > 0)
    while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->problems_box))) != NULL)
      gtk_box_remove (self->problems_box, child);
  for (guint i = 0; i < n; i++)
    {
      PerchLogicLocation where = { 0 };
      const PerchLogicWords *words;
      const char *message;

      get_problem (self, i, &where, &words, &message);
      get_location_bounds (self, &where, &start, &end);
      gtk_text_buffer_apply_tag (buffer, mistake ? self->error_tag : self->warning_tag,
                                 &start, &end);
      if (i < SHOWN_PROBLEMS)
        gtk_box_append (self->problems_box,
                        problem_row (self, i, mistake, &where, words, message));
    }
  if (n > SHOWN_PROBLEMS)
    {
      g_autofree char *more = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "And %u more warning (Ctrl+E goes "
                                                            "to each)",
                                                            "And %u more warnings (Ctrl+E goes "
                                                            "to each)",
                                                            n - SHOWN_PROBLEMS),
                                               n - SHOWN_PROBLEMS);
      GtkWidget *label = gtk_label_new (more);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_add_css_class (label, "logic-warning-bar");
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (self->problems_box, label);
    }
  gtk_revealer_set_reveal_child (self->problems_revealer, n > 0);
  update_actions (self);
}

/* The bar under the editor takes room from it: the cursor stays in sight. */
static void
on_problems_revealed (PerchLogicPage *self)
{
  GtkTextMark *cursor = gtk_text_buffer_get_insert (GTK_TEXT_BUFFER (self->buffer));

  if (gtk_revealer_get_child_revealed (self->problems_revealer))
    gtk_text_view_scroll_mark_onscreen (GTK_TEXT_VIEW (self->view), cursor);
}

static gsize
longest_line (const char *text)
{
  gsize longest = 0;

  for (const char *line = text;;)
    {
      const char *newline = strchr (line, '\n');
      gsize length = newline != NULL ? (gsize) (newline - line) : strlen (line);

      longest = MAX (longest, length);
      if (newline == NULL)
        return longest;
      line = newline + 1;
    }
}

/* Lines are wrapped, unless one is so long that laying it out again at each keystroke would
 * hold up the window (Pango's wrapping grows faster than the line): then it scrolls. */
static void
update_wrapping (PerchLogicPage *self)
{
  gboolean wrap = longest_line (perch_logic_document_get_text (self->document)) <= LONG_LINE;
  GtkWidget *scroller = gtk_widget_get_parent (GTK_WIDGET (self->view));

  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (self->view),
                               wrap ? GTK_WRAP_WORD_CHAR : GTK_WRAP_NONE);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller),
                                  wrap ? GTK_POLICY_NEVER : GTK_POLICY_AUTOMATIC,
                                  GTK_POLICY_AUTOMATIC);
}

/* An answer shown for another text than the one in the editor is out of date. */
static void
update_stale (PerchLogicPage *self)
{
  const char *answered = perch_logic_results_get_text (self->results);

  perch_logic_results_set_stale (self->results,
                                 answered != NULL &&
                                 g_strcmp0 (answered,
                                            perch_logic_document_get_text (self->document)) != 0);
}

/* What is typed goes to the document. */
static void
on_buffer_changed (PerchLogicPage *self)
{
  GtkTextIter start, end;
  g_autofree char *text = NULL;

  if (self->syncing)
    return;
  gtk_text_buffer_get_bounds (GTK_TEXT_BUFFER (self->buffer), &start, &end);
  text = gtk_text_buffer_get_text (GTK_TEXT_BUFFER (self->buffer), &start, &end, FALSE);
  perch_logic_document_set_text (self->document, text);
  update_wrapping (self);
  update_stale (self);
}

static void
show_ready (PerchLogicPage *self)
{
  perch_logic_results_show_idle (self->results, _("Ready to Solve"),
                                 _("Press Solve (Ctrl+Return) to find every solution."));
}

/* Another document: its text, with an undo history of its own, and no answer yet. */
static void
on_document_opened (PerchLogicPage *self)
{
  GtkTextBuffer *buffer = GTK_TEXT_BUFFER (self->buffer);
  GtkTextIter start;

  perch_worker_cancel (self->worker);
  update_wrapping (self);
  self->syncing = TRUE;
  gtk_text_buffer_begin_irreversible_action (buffer);
  gtk_text_buffer_set_text (buffer, perch_logic_document_get_text (self->document), -1);
  gtk_text_buffer_end_irreversible_action (buffer);
  self->syncing = FALSE;
  gtk_text_buffer_get_start_iter (buffer, &start);
  gtk_text_buffer_place_cursor (buffer, &start);
  gtk_text_view_scroll_to_iter (GTK_TEXT_VIEW (self->view), &start, 0, FALSE, 0, 0);

  update_problems (self);
  update_title (self);
  show_ready (self);
  show_pane (self, "editor");
  update_actions (self);
}

/* Solving on the worker thread: the text is parsed there too, so no puzzle, however deep or
 * long, holds up the page. */

typedef struct
{
  char             *text;
  PerchLogicSearch  search;
} SolveInput;

typedef struct
{
  PerchLogicPuzzle   *puzzle;
  PerchLogicResult   *result;
  char               *text;
  char               *mistake;   /* the text is not a puzzle: why, where and what kind */
  PerchLogicWords     words;     /* why, in parts */
  PerchLogicLocation  where;
  PerchLogicError     kind;
} SolveOutput;

static void
solve_input_free (gpointer data)
{
  SolveInput *input = data;

  g_free (input->text);
  g_free (input);
}

static void
solve_output_free (gpointer data)
{
  SolveOutput *output = data;

  g_clear_pointer (&output->puzzle, perch_logic_puzzle_free);
  g_clear_pointer (&output->result, perch_logic_result_free);
  g_free (output->text);
  g_free (output->mistake);
  perch_logic_words_clear (&output->words);
  g_free (output);
}

static PerchLogicError
error_kind (const GError *error)
{
  return error->domain == PERCH_LOGIC_ERROR ? (PerchLogicError) error->code
                                            : PERCH_LOGIC_ERROR_SYNTAX;
}

static gpointer
solve_job (gpointer        data,
           PerchProgress  *progress,
           GError        **error)
{
  SolveInput *input = data;
  g_autoptr(GError) parse_error = NULL;
  SolveOutput *output = g_new0 (SolveOutput, 1);

  output->puzzle = perch_logic_puzzle_parse (input->text, &output->where, &parse_error);
  if (output->puzzle == NULL)
    {
      const PerchLogicWords *words = perch_logic_error_get_words (parse_error);

      output->mistake = g_strdup (parse_error->message);
      if (words != NULL)
        perch_logic_words_copy (&output->words, words);
      output->kind = error_kind (parse_error);
      output->text = g_steal_pointer (&input->text);
      return output;
    }
  output->result = perch_logic_puzzle_solve (output->puzzle, input->search, KEEP_SOLUTIONS, 0,
                                             progress, error);
  if (output->result == NULL)
    {
      solve_output_free (output);
      return NULL;
    }
  /* The answer is shown with the puzzle it answers. */
  output->text = g_steal_pointer (&input->text);
  return output;
}

/* The nodes explored so far, under the results, as the search goes. */
static void
on_solve_progress (guint64  nodes,
                   gpointer user_data)
{
  PerchLogicPage *self = user_data;
  g_autofree char *text = perch_logic_label_progress (self->searching, nodes);

  perch_busy_bar_set_text (perch_logic_results_get_busy_bar (self->results), text);
}

static void
on_solve_done (gpointer      data,
               const GError *error,
               gpointer      user_data)
{
  SolveOutput *output = data;
  PerchLogicPage *self = user_data;

  self->solving = FALSE;
  if (output == NULL)
    perch_logic_results_show_error (self->results,
                                    perch_logic_label_mistake_kind (error_kind (error)),
                                    error->message, NULL);
  else if (output->mistake != NULL)
    {
      g_autofree char *message = perch_logic_label_problem (&output->where, &output->words,
                                                            output->mistake);

      perch_logic_results_show_error (self->results, perch_logic_label_mistake_kind (output->kind),
                                      message, output->text);
    }
  else
    {
      guint n_warnings = perch_logic_puzzle_get_n_warnings (output->puzzle);

      perch_logic_results_show_result (self->results, g_steal_pointer (&output->puzzle),
                                       g_steal_pointer (&output->result), self->search,
                                       output->text, n_warnings);
    }
  if (output != NULL)
    solve_output_free (output);
  /* The text may have changed while the search ran. */
  update_stale (self);
  update_actions (self);
}

static void
solve (PerchLogicPage   *self,
       PerchLogicSearch  search)
{
  gboolean optimizing = perch_logic_document_is_optimizing (self->document);
  PerchLogicLocation where = { 0 };
  const char *mistake = perch_logic_document_get_mistake (self->document, &where);
  SolveInput *input;

  if (perch_worker_is_busy (self->worker))
    return;
  if (mistake != NULL)
    {
      const PerchLogicWords *words = perch_logic_document_get_mistake_words (self->document);
      g_autofree char *message = perch_logic_label_problem (&where, words, mistake);
      PerchLogicError kind = perch_logic_document_get_mistake_kind (self->document);

      perch_logic_results_show_error (self->results, perch_logic_label_mistake_kind (kind),
                                      message, perch_logic_document_get_text (self->document));
      show_pane (self, "results");
      return;
    }
  /* The editor marks a mistake that the search finds, too. */
  perch_logic_document_check_now (self->document);

  self->searching = perch_logic_label_searching (search, optimizing);
  perch_logic_results_show_searching (self->results, self->searching);
  perch_busy_bar_set_text (perch_logic_results_get_busy_bar (self->results), self->searching);
  show_pane (self, "results");

  input = g_new0 (SolveInput, 1);
  input->text = g_strdup (perch_logic_document_get_text (self->document));
  input->search = search;
  self->search = search;
  self->solving = TRUE;
  perch_worker_run (self->worker, solve_job, input, solve_input_free, solve_output_free,
                    on_solve_progress, on_solve_done, self);
  update_actions (self);
}

/* Actions. */

static void
solve_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  solve (PERCH_LOGIC_PAGE (widget), PERCH_LOGIC_SEARCH_ALL);
}

static void
solve_first_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  solve (PERCH_LOGIC_PAGE (widget), PERCH_LOGIC_SEARCH_FIRST);
}

static void
count_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  solve (PERCH_LOGIC_PAGE (widget), PERCH_LOGIC_SEARCH_COUNT);
}

/* Escape, or Cancel under the results: the job stops, and the one who asked says so (the
 * results for a search, the grid for its own). */
static void
say_cancelled (PerchLogicPage *self)
{
  if (self->solving)
    perch_logic_results_show_idle (self->results, _("Search Cancelled"),
                                   _("Solve again when you are ready."));
  else
    perch_logic_grid_view_job_cancelled (grid_view (self));
  self->solving = FALSE;
  update_actions (self);
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PerchLogicPage *self = PERCH_LOGIC_PAGE (widget);

  if (!perch_worker_is_busy (self->worker))
    return;
  perch_worker_cancel (self->worker);
  say_cancelled (self);
}

/* Check, Hint and Explain from anywhere on the page: the grid comes into sight. */
static gboolean
show_grid (PerchLogicPage *self)
{
  if (!perch_logic_results_show_grid (self->results))
    return FALSE;
  show_pane (self, "results");
  return TRUE;
}

static void
check_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PerchLogicPage *self = PERCH_LOGIC_PAGE (widget);

  if (show_grid (self))
    perch_logic_grid_view_check (grid_view (self));
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PerchLogicPage *self = PERCH_LOGIC_PAGE (widget);

  if (show_grid (self))
    perch_logic_grid_view_hint (grid_view (self));
}

static void
explain_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  PerchLogicPage *self = PERCH_LOGIC_PAGE (widget);

  if (show_grid (self))
    perch_logic_grid_view_set_explaining (grid_view (self),
                                          !perch_logic_grid_view_get_explaining (grid_view (self)));
}

/* The lines of the step the grid shows, lit in the editor and brought into sight. */
static void
on_show_lines (PerchLogicPage *self,
               const guint    *lines,
               guint           n_lines)
{
  GtkTextBuffer *buffer = GTK_TEXT_BUFFER (self->buffer);
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  gtk_text_buffer_remove_tag (buffer, self->step_tag, &start, &end);
  for (guint i = 0; i < n_lines; i++)
    {
      if (lines[i] == 0 || (int) lines[i] > gtk_text_buffer_get_line_count (buffer))
        continue;
      gtk_text_buffer_get_iter_at_line (buffer, &start, (int) lines[i] - 1);
      end = start;
      gtk_text_iter_forward_line (&end);
      gtk_text_buffer_apply_tag (buffer, self->step_tag, &start, &end);
      /* The mark stays: the view scrolls to it once it has laid the text out. */
      if (i == 0)
        {
          GtkTextMark *mark = gtk_text_buffer_get_mark (buffer, "logic-step");

          if (mark == NULL)
            mark = gtk_text_buffer_create_mark (buffer, "logic-step", &start, TRUE);
          gtk_text_buffer_move_mark (buffer, mark, &start);
          gtk_text_view_scroll_to_mark (GTK_TEXT_VIEW (self->view), mark, 0.1, FALSE, 0, 0);
        }
    }
}

/* Ctrl+E: the mistake, or the next warning after the cursor (from the first again after the
 * last). */
static void
goto_error_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  PerchLogicPage *self = PERCH_LOGIC_PAGE (widget);
  GtkTextBuffer *buffer = GTK_TEXT_BUFFER (self->buffer);
  guint n = n_problems (self);
  GtkTextIter cursor;

  if (n == 0)
    return;
  gtk_text_buffer_get_iter_at_mark (buffer, &cursor, gtk_text_buffer_get_insert (buffer));
  for (guint i = 0; i < n; i++)
    {
      PerchLogicLocation where = { 0 };
      const PerchLogicWords *words;
      const char *message;
      GtkTextIter start, end;

      get_problem (self, i, &where, &words, &message);
      get_location_bounds (self, &where, &start, &end);
      if (gtk_text_iter_compare (&start, &cursor) > 0)
        {
          go_to_problem (self, i);
          return;
        }
    }
  go_to_problem (self, 0);
}

/* Alt+Left and Alt+Right: the puzzle or its answer, in sight and with the keyboard focus. */
static void
show_editor_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  PerchLogicPage *self = PERCH_LOGIC_PAGE (widget);

  show_pane (self, "editor");
  focus_pane (self, TRUE);
}

static void
show_results_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  PerchLogicPage *self = PERCH_LOGIC_PAGE (widget);

  show_pane (self, "results");
  focus_pane (self, FALSE);
}

/* Opening over unsaved text says so, with a way back to that text. */
static void
say_opened (PerchLogicPage *self,
            const char     *message)
{
  /* Every open is said, so that a toast still on screen from the one before (it
   * takes the new title) never names another puzzle; Undo where it brings back
   * something unsaved. */
  if (perch_logic_document_get_can_undo_open (self->document))
    perch_toast_with_action (GTK_WIDGET (self), message, _("_Undo"), "logic.undo-load");
  else
    perch_toast (GTK_WIDGET (self), message);
}

static void
undo_load_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  perch_logic_document_undo_open (PERCH_LOGIC_PAGE (widget)->document);
}

static void
load_example_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  PerchLogicPage *self = PERCH_LOGIC_PAGE (widget);
  const char *id = g_variant_get_string (parameter, NULL);
  g_autofree char *message = NULL;

  if (!perch_logic_document_open_example (self->document, id))
    return;
  /* Translators: %s is the title of an example puzzle */
  message = g_strdup_printf (_("Opened the example “%s”"),
                             perch_logic_document_get_title (self->document));
  say_opened (self, message);
}

static void
new_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  PerchLogicPage *self = PERCH_LOGIC_PAGE (widget);

  perch_logic_document_open_new (self->document);
  gtk_widget_grab_focus (GTK_WIDGET (self->view));
  say_opened (self, _("New puzzle"));
}

static GtkFileFilter *
puzzle_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Logic Puzzles"));
  gtk_file_filter_add_pattern (filter, "*" FILE_SUFFIX);
  gtk_file_filter_add_mime_type (filter, "text/plain");
  return filter;
}

/* A file being opened or saved, for the message that follows. */
typedef struct
{
  PerchLogicPage *page;
  GFile          *file;
} FileRequest;

static FileRequest *
file_request_new (PerchLogicPage *page,
                  GFile          *file)
{
  FileRequest *request = g_new (FileRequest, 1);

  request->page = g_object_ref (page);
  request->file = g_object_ref (file);
  return request;
}

static void
file_request_free (FileRequest *request)
{
  g_object_unref (request->page);
  g_object_unref (request->file);
  g_free (request);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FileRequest, file_request_free)

static void
on_file_opened (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(FileRequest) request = user_data;
  PerchLogicPage *self = request->page;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_file_get_basename (request->file);
  g_autofree char *message = NULL;

  if (!perch_logic_document_open_file_finish (PERCH_LOGIC_DOCUMENT (source), result, &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      /* Translators: a file name, then why it could not be opened */
      message = g_strdup_printf (_("Could not open “%s”: %s"), name, error->message);
      perch_toast (GTK_WIDGET (self), message);
      return;
    }
  /* Translators: %s is a file name */
  message = g_strdup_printf (_("Opened “%s”"), name);
  say_opened (self, message);
  /* Ready to type in it (`perch FILE` would otherwise leave the keyboard on the switcher). */
  if (gtk_widget_get_mapped (GTK_WIDGET (self->view)))
    gtk_widget_grab_focus (GTK_WIDGET (self->view));
}

/**
 * perch_logic_page_open_file:
 * @file: a puzzle file
 *
 * Opens @file (asynchronously) as the page's document; a file that cannot be opened is said
 * in a message and the text stays as it is.
 */
void
perch_logic_page_open_file (PerchLogicPage *self,
                            GFile          *file)
{
  g_return_if_fail (PERCH_IS_LOGIC_PAGE (self));
  g_return_if_fail (G_IS_FILE (file));

  perch_logic_document_open_file_async (self->document, file, self->cancellable,
                                        on_file_opened, file_request_new (self, file));
}

static void
on_open_chosen (GtkWidget *page,
                GFile     *file)
{
  perch_logic_page_open_file (PERCH_LOGIC_PAGE (page), file);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  perch_choose_file_to_open (widget, _("Open a Puzzle"), puzzle_filter (), on_open_chosen);
}

static void
on_file_saved (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(FileRequest) request = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_file_get_basename (request->file);
  g_autofree char *message = NULL;

  if (!perch_logic_document_save_finish (PERCH_LOGIC_DOCUMENT (source), result, &error))
    {
      /* Translators: a file name, then why it could not be written */
      message = g_strdup_printf (_("Could not save “%s”: %s"), name, error->message);
    }
  else
    {
      /* Translators: %s is a file name */
      message = g_strdup_printf (_("Saved “%s”"), name);
    }
  /* The page may have gone while the file was written (a save is never cut short). */
  if (request->page->document != NULL)
    perch_toast (GTK_WIDGET (request->page), message);
}

/* Writes the text to @file; afterwards the page edits that file. */
static void
save_to (PerchLogicPage *self,
         GFile          *file)
{
  perch_logic_document_save_async (self->document, file, NULL, on_file_saved,
                                   file_request_new (self, file));
}

static void
on_save_chosen (GtkWidget *page,
                GFile     *file)
{
  save_to (PERCH_LOGIC_PAGE (page), file);
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  PerchLogicPage *self = PERCH_LOGIC_PAGE (widget);
  const char *example_id = perch_logic_document_get_example_id (self->document);
  g_autofree char *name = g_strconcat (example_id != NULL ? example_id : _("puzzle"),
                                       FILE_SUFFIX, NULL);

  perch_choose_file_to_save (widget, _("Save the Puzzle"), puzzle_filter (),
                             perch_logic_document_get_file (self->document), name,
                             on_save_chosen);
}

/* Save writes only to the file the text came from; an example or a new puzzle asks where. */
static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PerchLogicPage *self = PERCH_LOGIC_PAGE (widget);

  if (perch_logic_document_get_origin (self->document) == PERCH_LOGIC_ORIGIN_FILE)
    save_to (self, perch_logic_document_get_file (self->document));
  else
    save_as_action (widget, action_name, parameter);
}

/* The editor follows the light or dark style. */
static void
update_scheme (PerchLogicPage *self)
{
  GtkSourceStyleSchemeManager *schemes = gtk_source_style_scheme_manager_get_default ();
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  GtkSourceStyleScheme *scheme;

  /* libadwaita's error and warning colours, light and dark */
  GdkRGBA error = dark ? (GdkRGBA) { 1.00, 0.48, 0.39, 1 } : (GdkRGBA) { 0.75, 0.11, 0.16, 1 };
  GdkRGBA warning = dark ? (GdkRGBA) { 0.97, 0.89, 0.36, 1 } : (GdkRGBA) { 0.61, 0.43, 0.01, 1 };
  GdkRGBA error_background = error, warning_background = warning;
  /* libadwaita's blue accent, light on either */
  GdkRGBA step = dark ? (GdkRGBA) { 0.47, 0.68, 0.93, 0.22 } : (GdkRGBA) { 0.21, 0.52, 0.89, 0.16 };

  scheme = gtk_source_style_scheme_manager_get_scheme (schemes, dark ? "Adwaita-dark"
                                                                     : "Adwaita");
  if (scheme != NULL)
    gtk_source_buffer_set_style_scheme (self->buffer, scheme);
  error_background.alpha = 0.18;
  warning_background.alpha = dark ? 0.14 : 0.16;
  g_object_set (self->error_tag, "underline-rgba", &error, "background-rgba", &error_background,
                NULL);
  g_object_set (self->warning_tag, "underline-rgba", &warning,
                "background-rgba", &warning_background, NULL);
  g_object_set (self->step_tag, "paragraph-background-rgba", &step, NULL);
}

static gboolean
update_results_button (gpointer data)
{
  PerchLogicPage *self = data;
  const char *shown = adw_leaflet_get_visible_child_name (self->leaflet);

  self->results_button_update = 0;
  gtk_widget_set_visible (self->results_button,
                          adw_leaflet_get_folded (self->leaflet) &&
                          g_strcmp0 (shown, "editor") == 0);
  return G_SOURCE_REMOVE;
}

/* The leaflet folds while it is laid out, after the toolbar above it: the toolbar's button
 * changes once that is over (changed at once, it would be drawn without a size). At the
 * default priority: while a spinner turns, drawing on a slow display never lets an idle
 * run. */
static void
on_folded_changed (PerchLogicPage *self)
{
  perch_logic_results_set_folded (self->results, adw_leaflet_get_folded (self->leaflet));
  if (self->results_button_update == 0)
    self->results_button_update = g_idle_add_full (G_PRIORITY_DEFAULT, update_results_button,
                                                   self, NULL);
}

/* Restoring the document. */

static char *
serialize_document (GObject *document)
{
  return perch_logic_document_to_state (PERCH_LOGIC_DOCUMENT (document));
}

static void
open_first_example (PerchLogicPage *self)
{
  guint n;

  perch_logic_document_open_example (self->document, perch_logic_examples (&n)->id);
}

/* Before the state store, the text was kept in GSettings: moved over once. */
static gboolean
migrate_settings (PerchLogicPage *self)
{
  static const char * const keys[] = { "text", "document", "modified" };
  g_autoptr(GSettings) settings = g_settings_new ("io.github.perch.Perch.Logic");
  g_autoptr(GVariant) saved_text = g_settings_get_user_value (settings, "text");
  g_autofree char *text = g_settings_get_string (settings, "text");
  g_autofree char *where = g_settings_get_string (settings, "document");
  gboolean modified = g_settings_get_boolean (settings, "modified");
  PerchStateStore *store = perch_state_store_get_default ();
  g_autoptr(GFile) file = NULL;
  g_autofree char *state = NULL;
  const PerchLogicExample *example = NULL;

  /* The old page showed the first example until a text was kept. */
  if (saved_text == NULL)
    return FALSE;
  if (g_str_has_prefix (where, "example:"))
    example = perch_logic_example_find (where + strlen ("example:"));
  else if (where[0] != '\0')
    file = g_file_new_for_uri (where);

  if (example != NULL)
    perch_logic_document_restore (self->document, PERCH_LOGIC_ORIGIN_EXAMPLE, example->id,
                                  NULL, text, modified ? example->text : text);
  else if (file != NULL)
    perch_logic_document_restore (self->document, PERCH_LOGIC_ORIGIN_FILE, NULL, file, text,
                                  modified ? NULL : text);
  else
    perch_logic_document_restore (self->document, PERCH_LOGIC_ORIGIN_NEW, NULL, NULL, text,
                                  "");

  /* On disk before the old keys go. */
  state = perch_logic_document_to_state (self->document);
  perch_state_store_save (store, PERCH_LOGIC_DOCUMENT_STATE_NAME,
                          PERCH_LOGIC_DOCUMENT_STATE_VERSION, state);
  perch_state_store_flush (store);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_reset (settings, keys[i]);
  return TRUE;
}

static gboolean
load_document (GObject     *document,
               guint        version,
               const char  *text,
               GError     **error)
{
  return perch_logic_document_load_state (PERCH_LOGIC_DOCUMENT (document), text, version, error);
}

/* Nothing saved: the text of older versions, or else the first example, as after a file
 * that could not be read at all. */
static void
on_document_restored (GtkWidget     *page,
                      PerchRestored  restored)
{
  PerchLogicPage *self = PERCH_LOGIC_PAGE (page);

  if (restored == PERCH_RESTORED_NONE ||
      (restored == PERCH_RESTORED_NOTHING && !migrate_settings (self)))
    open_first_example (self);
}

static void
restore_document (PerchLogicPage *self)
{
  perch_page_restore_session (GTK_WIDGET (self), PERCH_LOGIC_DOCUMENT_STATE_NAME,
                              PERCH_LOGIC_DOCUMENT_STATE_VERSION, G_OBJECT (self->document),
                              load_document, serialize_document, on_document_restored,
                              _("The saved puzzle could not be restored"),
                              _("The saved puzzle could not be fully restored"));
}

static void
fill_examples_menu (PerchLogicPage *self)
{
  const PerchLogicExample *examples;
  guint n;

  examples = perch_logic_examples (&n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GMenuItem) item = g_menu_item_new (_(examples[i].title), NULL);

      g_menu_item_set_action_and_target (item, "logic.load-example", "s", examples[i].id);
      g_menu_append_item (self->examples_section, item);
    }
}

/* Keys the editor would otherwise take for itself (Ctrl+Return would insert a line). */
static gboolean
on_view_key_pressed (PerchLogicPage        *self,
                     guint                  keyval,
                     guint                  keycode,
                     GdkModifierType        state,
                     GtkEventControllerKey *controller)
{
  GdkModifierType modifiers = state & gtk_accelerator_get_default_mod_mask ();
  gboolean enter = keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter;
  const char *action = NULL;

  if (enter && modifiers == GDK_CONTROL_MASK)
    action = "logic.solve";
  else if (enter && modifiers == (GDK_CONTROL_MASK | GDK_SHIFT_MASK))
    action = "logic.solve-first";
  else if (enter && modifiers == (GDK_CONTROL_MASK | GDK_ALT_MASK))
    action = "logic.count";
  if (action != NULL)
    {
      /* While a search runs the action is off; the key still must not break the line. */
      gtk_widget_activate_action (GTK_WIDGET (self), action, NULL);
      return TRUE;
    }
  if (keyval == GDK_KEY_Escape && modifiers == 0 && perch_worker_is_busy (self->worker))
    return gtk_widget_activate_action (GTK_WIDGET (self), "logic.cancel", NULL);
  return FALSE;
}

static void
perch_logic_page_dispose (GObject *object)
{
  PerchLogicPage *self = PERCH_LOGIC_PAGE (object);

  if (self->worker != NULL)
    perch_worker_cancel (self->worker);
  g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->results_button_update, g_source_remove);
  /* A check that ends later finds nobody here; what was typed is with the state store. */
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  if (self->buffer != NULL)
    g_signal_handlers_disconnect_by_data (self->buffer, self);
  g_clear_object (&self->document);
  adw_bin_set_child (ADW_BIN (object), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), PERCH_TYPE_LOGIC_PAGE);
  g_clear_object (&self->buffer);
  g_clear_object (&self->worker);
  g_clear_object (&self->browse);
  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (perch_logic_page_parent_class)->dispose (object);
}

static const PerchPageShortcut page_shortcuts[] = {
  { GDK_KEY_Return, GDK_CONTROL_MASK, "logic.solve" },
  { GDK_KEY_Return, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "logic.solve-first" },
  { GDK_KEY_Return, GDK_CONTROL_MASK | GDK_ALT_MASK, "logic.count" },
  { GDK_KEY_Escape, 0, "logic.cancel" },
  { GDK_KEY_e, GDK_CONTROL_MASK, "logic.goto-error" },
  { GDK_KEY_n, GDK_CONTROL_MASK, "logic.new" },
  { GDK_KEY_o, GDK_CONTROL_MASK, "logic.open" },
  { GDK_KEY_s, GDK_CONTROL_MASK, "logic.save" },
  { GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "logic.save-as" },
  { GDK_KEY_k, GDK_CONTROL_MASK, "logic.check" },
  { GDK_KEY_h, GDK_CONTROL_MASK, "logic.hint" },
  { GDK_KEY_e, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "logic.explain" },
};

static void
perch_logic_page_class_init (PerchLogicPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = perch_logic_page_dispose;

  gtk_source_init ();
  g_type_ensure (GTK_SOURCE_TYPE_VIEW);
  g_type_ensure (PERCH_TYPE_LOGIC_PANE);
  g_type_ensure (PERCH_TYPE_LOGIC_RESULTS);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/perch-logic-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PerchLogicPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicPage, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicPage, results_button);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicPage, leaflet);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicPage, editor_pane);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicPage, view);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicPage, problems_revealer);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicPage, problems_box);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicPage, results);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicPage, examples_section);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicPage, puzzle_button);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicPage, puzzle_menu);
  gtk_widget_class_bind_template_callback (widget_class, on_folded_changed);

  gtk_widget_class_install_action (widget_class, "logic.solve", NULL, solve_action);
  gtk_widget_class_install_action (widget_class, "logic.solve-first", NULL, solve_first_action);
  gtk_widget_class_install_action (widget_class, "logic.count", NULL, count_action);
  gtk_widget_class_install_action (widget_class, "logic.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "logic.goto-error", NULL, goto_error_action);
  gtk_widget_class_install_action (widget_class, "logic.show-editor", NULL, show_editor_action);
  gtk_widget_class_install_action (widget_class, "logic.show-results", NULL,
                                   show_results_action);
  gtk_widget_class_install_action (widget_class, "logic.load-example", "s",
                                   load_example_action);
  gtk_widget_class_install_action (widget_class, "logic.undo-load", NULL, undo_load_action);
  gtk_widget_class_install_action (widget_class, "logic.new", NULL, new_action);
  gtk_widget_class_install_action (widget_class, "logic.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "logic.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "logic.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "logic.check", NULL, check_action);
  gtk_widget_class_install_action (widget_class, "logic.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "logic.explain", NULL, explain_action);
}

static void
perch_logic_page_init (PerchLogicPage *self)
{
  GtkEventController *keys, *navigation;

  gtk_widget_init_template (GTK_WIDGET (self));
  perch_page_add_shortcuts (GTK_WIDGET (self), page_shortcuts, G_N_ELEMENTS (page_shortcuts));

  self->worker = perch_worker_new ();
  self->cancellable = g_cancellable_new ();
  g_signal_connect_object (self->worker, "notify::busy", G_CALLBACK (update_actions), self,
                           G_CONNECT_SWAPPED);
  perch_busy_bar_set_worker (perch_logic_results_get_busy_bar (self->results), self->worker);
  g_signal_connect_object (perch_logic_results_get_busy_bar (self->results), "cancelled",
                           G_CALLBACK (say_cancelled), self, G_CONNECT_SWAPPED);
  self->browse = perch_browse_new (GTK_WIDGET (self));
  perch_logic_results_set_browse (self->results, self->browse);
  perch_logic_grid_view_set_worker (grid_view (self), self->worker,
                                    perch_logic_results_get_busy_bar (self->results));
  g_signal_connect_object (grid_view (self), "show-lines", G_CALLBACK (on_show_lines), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (grid_view (self), "notify::available", G_CALLBACK (update_actions),
                           self, G_CONNECT_SWAPPED);

  self->buffer = gtk_source_buffer_new_with_language (logic_language ());
  gtk_text_view_set_buffer (GTK_TEXT_VIEW (self->view), GTK_TEXT_BUFFER (self->buffer));
  /* A mistake is curled, a warning a straight line; their colours follow the style. */
  self->error_tag = gtk_text_buffer_create_tag (GTK_TEXT_BUFFER (self->buffer), "logic-error",
                                                "underline", PANGO_UNDERLINE_ERROR, NULL);
  self->warning_tag = gtk_text_buffer_create_tag (GTK_TEXT_BUFFER (self->buffer),
                                                  "logic-warning",
                                                  "underline", PANGO_UNDERLINE_SINGLE, NULL);
  self->step_tag = gtk_text_buffer_create_tag (GTK_TEXT_BUFFER (self->buffer), "logic-step",
                                               NULL);
  update_scheme (self);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (update_scheme), self, G_CONNECT_SWAPPED);

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (on_view_key_pressed), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self->view), keys);
  fill_examples_menu (self);
  perch_menu_button_set_menu_on_open (self->puzzle_button, self->puzzle_menu);

  /* Caught on the way down, before the editor: GtkSourceView moves words with Alt+arrows. */
  navigation = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (navigation, GTK_PHASE_CAPTURE);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (navigation),
    gtk_shortcut_new (gtk_alternative_trigger_new (gtk_keyval_trigger_new (GDK_KEY_Left,
                                                                           GDK_ALT_MASK),
                                                   gtk_keyval_trigger_new (GDK_KEY_Back, 0)),
                      gtk_named_action_new ("logic.show-editor")));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (navigation),
    gtk_shortcut_new (gtk_alternative_trigger_new (gtk_keyval_trigger_new (GDK_KEY_Right,
                                                                           GDK_ALT_MASK),
                                                   gtk_keyval_trigger_new (GDK_KEY_Forward, 0)),
                      gtk_named_action_new ("logic.show-results")));
  gtk_widget_add_controller (GTK_WIDGET (self), navigation);

  self->document = perch_logic_document_new ();
  perch_logic_grid_view_set_document (grid_view (self), self->document);
  g_signal_connect_swapped (self->document, "opened", G_CALLBACK (on_document_opened), self);
  g_signal_connect_swapped (self->document, "notify::title", G_CALLBACK (update_title), self);
  g_signal_connect_swapped (self->document, "notify::edited", G_CALLBACK (update_title), self);
  g_signal_connect_swapped (self->document, "notify::file", G_CALLBACK (update_title), self);
  g_signal_connect_swapped (self->document, "notify::check", G_CALLBACK (update_problems),
                            self);
  g_signal_connect_swapped (self->document, "notify::can-undo-open",
                            G_CALLBACK (update_actions), self);
  g_signal_connect_swapped (self->buffer, "changed", G_CALLBACK (on_buffer_changed), self);
  g_signal_connect_object (self->problems_revealer, "notify::child-revealed",
                           G_CALLBACK (on_problems_revealed), self, G_CONNECT_SWAPPED);
  on_folded_changed (self);
  restore_document (self);
  update_actions (self);
}
