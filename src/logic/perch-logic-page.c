/* perch-logic-page.c: write a logic puzzle, solve it, read the answer
 *
 * The page is a view of a PerchLogicDocument: the editor shows its text (and tells it what
 * is typed), the toolbar its title and whether it was edited, the bar under the editor the
 * mistake its check found. Opening a file or an example is the document's job; the page
 * gives the editor a new undo history whenever the document is replaced. Solving parses a
 * copy of the text on the worker thread and shows the answer in the results pane. The
 * document's state is kept by the state store ("logic"), written within a second of a
 * change, so a restart or a crash loses nothing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "config.h"

#include <glib/gi18n.h>
#include <gtksourceview/gtksource.h>
#include <string.h>

#include "perch-file-dialogs.h"
#include "perch-logic-document.h"
#include "perch-logic-examples.h"
#include "perch-logic-page.h"
#include "perch-logic-puzzle.h"
#include "perch-logic-results.h"
#include "perch-page-shortcuts.h"
#include "perch-state-store.h"
#include "perch-session-restore.h"
#include "perch-toast.h"
#include "perch-worker.h"

#define KEEP_SOLUTIONS   1000   /* solutions kept for browsing */
#define LONG_LINE        1000   /* bytes: wrapping a longer line makes every keystroke slow */
#define FILE_SUFFIX      ".logic"

struct _PerchLogicPage
{
  AdwBin              parent_instance;

  GtkLabel           *title_label;
  GtkLabel           *subtitle_label;
  AdwLeaflet         *leaflet;
  GtkWidget          *editor_pane;
  GtkSourceView      *view;
  GtkRevealer        *error_revealer;
  GtkLabel           *error_label;
  PerchLogicResults  *results;
  GMenu              *examples_section;

  PerchLogicDocument *document;
  GtkSourceBuffer    *buffer;
  GtkTextTag         *error_tag;
  PerchWorker        *worker;
  GCancellable       *cancellable;    /* of files being opened */

  gboolean            syncing;        /* the buffer is being set from the document */
  PerchLogicSearch    search;         /* of the search under way or shown */
};

G_DEFINE_FINAL_TYPE (PerchLogicPage, perch_logic_page, ADW_TYPE_BIN)

/* The language's highlighting, from the app's resources (tests and an installed app alike). */
static GtkSourceLanguage *
logic_language (void)
{
  static GtkSourceLanguageManager *manager;

  /* After GtkSourceView's own directories, which hold the definitions it builds on. */
  if (manager == NULL)
    {
      manager = gtk_source_language_manager_new ();
      gtk_source_language_manager_append_search_path (manager,
                                                      "resource://" RESOURCE_PATH
                                                      "/language-specs");
    }
  return gtk_source_language_manager_get_language (manager, "perch-logic");
}

/* Folded (a narrow window), the editor and the results take turns; unfolded, this only
 * says which one a narrow window would show. */
static void
show_pane (PerchLogicPage *self,
           const char     *name)
{
  adw_leaflet_set_visible_child_name (self->leaflet, name);
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

static void
update_actions (PerchLogicPage *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean busy = perch_worker_is_busy (self->worker);
  guint kept = perch_logic_results_get_n_kept (self->results);
  guint index = perch_logic_results_get_index (self->results);

  gtk_widget_action_set_enabled (widget, "logic.solve", !busy);
  gtk_widget_action_set_enabled (widget, "logic.solve-first", !busy);
  gtk_widget_action_set_enabled (widget, "logic.count", !busy);
  gtk_widget_action_set_enabled (widget, "logic.cancel", busy);
  gtk_widget_action_set_enabled (widget, "logic.previous-solution", kept > 1 && index > 0);
  gtk_widget_action_set_enabled (widget, "logic.next-solution", kept > 1 && index + 1 < kept);
  gtk_widget_action_set_enabled (widget, "logic.goto-error",
                                 perch_logic_document_get_mistake (self->document, NULL) != NULL);
  gtk_widget_action_set_enabled (widget, "logic.undo-load",
                                 perch_logic_document_get_can_undo_open (self->document));
}

/* Mistakes: underlined in the text, said in the bar under it. */

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

static char *
error_text (const PerchLogicLocation *location,
            const char               *message)
{
  /* Translators: where a mistake in the puzzle is, then what it is */
  return g_strdup_printf (_("Line %u, column %u: %s"), location->line, location->column,
                          message);
}

/* Shows the mistake the document's check found, or takes the old one away. */
static void
update_mistake (PerchLogicPage *self)
{
  GtkTextBuffer *buffer = GTK_TEXT_BUFFER (self->buffer);
  PerchLogicLocation location = { 0 };
  const char *message = perch_logic_document_get_mistake (self->document, &location);
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  gtk_text_buffer_remove_tag (buffer, self->error_tag, &start, &end);
  if (message != NULL)
    {
      g_autofree char *text = error_text (&location, message);

      get_location_bounds (self, &location, &start, &end);
      gtk_text_buffer_apply_tag (buffer, self->error_tag, &start, &end);
      gtk_label_set_text (self->error_label, text);
    }
  gtk_revealer_set_reveal_child (self->error_revealer, message != NULL);
  update_actions (self);
}

/* The bar under the editor takes room from it: the cursor stays in sight. */
static void
on_error_revealed (PerchLogicPage *self)
{
  GtkTextMark *cursor = gtk_text_buffer_get_insert (GTK_TEXT_BUFFER (self->buffer));

  if (gtk_revealer_get_child_revealed (self->error_revealer))
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
}

/* Another document: its text, with an undo history of its own. */
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

  update_mistake (self);
  update_title (self);
  perch_logic_results_show_idle (self->results, _("Ready to Solve"),
                                 _("Press Solve (Ctrl+Return) to find every solution."));
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
  PerchLogicPuzzle *puzzle;
  PerchLogicResult *result;
  char             *text;
  char             *mistake;   /* the text is not a puzzle: where and why */
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
  g_free (output);
}

static gpointer
solve_job (gpointer        data,
           PerchProgress  *progress,
           GError        **error)
{
  SolveInput *input = data;
  g_autoptr(GError) parse_error = NULL;
  PerchLogicLocation location = { 0 };
  SolveOutput *output = g_new0 (SolveOutput, 1);

  output->puzzle = perch_logic_puzzle_parse (input->text, &location, &parse_error);
  if (output->puzzle == NULL)
    {
      output->mistake = error_text (&location, parse_error->message);
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

static void
on_solve_progress (guint64  count,
                   gpointer user_data)
{
  PerchLogicPage *self = user_data;

  perch_logic_results_set_progress (self->results, count);
}

static void
on_solve_done (gpointer      data,
               const GError *error,
               gpointer      user_data)
{
  SolveOutput *output = data;
  PerchLogicPage *self = user_data;

  if (output == NULL)
    perch_logic_results_show_error (self->results, error->message);
  else if (output->mistake != NULL)
    perch_logic_results_show_error (self->results, output->mistake);
  else
    perch_logic_results_show_result (self->results, g_steal_pointer (&output->puzzle),
                                     g_steal_pointer (&output->result), self->search,
                                     output->text);
  if (output != NULL)
    solve_output_free (output);
  update_actions (self);
}

static void
solve (PerchLogicPage   *self,
       PerchLogicSearch  search)
{
  gboolean optimizing = perch_logic_document_is_optimizing (self->document);
  SolveInput *input;
  const char *what;

  if (perch_worker_is_busy (self->worker))
    return;
  if (perch_logic_document_get_check (self->document) == PERCH_LOGIC_CHECK_MISTAKE)
    {
      perch_logic_results_show_error (self->results, gtk_label_get_text (self->error_label));
      return;
    }
  /* The editor marks a mistake that the search finds, too. */
  perch_logic_document_check_now (self->document);

  switch (search)
    {
    case PERCH_LOGIC_SEARCH_FIRST:
      what = optimizing ? _("Looking for the best solution…") : _("Looking for a solution…");
      break;
    case PERCH_LOGIC_SEARCH_COUNT:
      what = _("Counting solutions…");
      break;
    case PERCH_LOGIC_SEARCH_ALL:
    default:
      what = optimizing ? _("Looking for the best solution…") : _("Looking for every solution…");
      break;
    }
  perch_logic_results_show_searching (self->results, what);
  show_pane (self, "results");

  input = g_new0 (SolveInput, 1);
  input->text = g_strdup (perch_logic_document_get_text (self->document));
  input->search = search;
  self->search = search;
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

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PerchLogicPage *self = PERCH_LOGIC_PAGE (widget);

  if (!perch_worker_is_busy (self->worker))
    return;
  perch_worker_cancel (self->worker);
  perch_logic_results_show_idle (self->results, _("Search Cancelled"),
                                 _("Solve again when you are ready."));
  update_actions (self);
}

static void
browse (PerchLogicPage *self,
        int             delta)
{
  guint index = perch_logic_results_get_index (self->results);
  guint kept = perch_logic_results_get_n_kept (self->results);

  if ((delta < 0 && index == 0) || (delta > 0 && index + 1 >= kept))
    return;
  perch_logic_results_set_index (self->results, index + delta);
  update_actions (self);
}

static void
previous_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  browse (PERCH_LOGIC_PAGE (widget), -1);
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  browse (PERCH_LOGIC_PAGE (widget), 1);
}

static void
goto_error_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  PerchLogicPage *self = PERCH_LOGIC_PAGE (widget);
  PerchLogicLocation location = { 0 };
  GtkTextIter start, end;

  if (perch_logic_document_get_mistake (self->document, &location) == NULL)
    return;
  show_pane (self, "editor");
  get_location_bounds (self, &location, &start, &end);
  gtk_text_buffer_place_cursor (GTK_TEXT_BUFFER (self->buffer), &start);
  gtk_text_view_scroll_to_iter (GTK_TEXT_VIEW (self->view), &start, 0.1, FALSE, 0, 0);
  gtk_widget_grab_focus (GTK_WIDGET (self->view));
}

static void
show_editor_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  show_pane (PERCH_LOGIC_PAGE (widget), "editor");
}

/* Opening over unsaved text says so, with a way back to that text. */
static void
say_opened (PerchLogicPage *self,
            const char     *message)
{
  if (perch_logic_document_get_can_undo_open (self->document))
    perch_toast_with_action (GTK_WIDGET (self), message, _("_Undo"), "logic.undo-load");
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

  scheme = gtk_source_style_scheme_manager_get_scheme (schemes, dark ? "Adwaita-dark"
                                                                     : "Adwaita");
  if (scheme != NULL)
    gtk_source_buffer_set_style_scheme (self->buffer, scheme);
}

static void
on_folded_changed (PerchLogicPage *self)
{
  perch_logic_results_set_folded (self->results, adw_leaflet_get_folded (self->leaflet));
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
               const char  *text,
               GError     **error)
{
  return perch_logic_document_load_state (PERCH_LOGIC_DOCUMENT (document), text, error);
}

static void
restore_document (PerchLogicPage *self)
{
  switch (perch_page_restore_session (GTK_WIDGET (self), PERCH_LOGIC_DOCUMENT_STATE_NAME,
                                      PERCH_LOGIC_DOCUMENT_STATE_VERSION,
                                      G_OBJECT (self->document), load_document,
                                      _("The saved puzzle could not be restored"),
                                      _("The saved puzzle could not be fully restored")))
    {
    case PERCH_RESTORED_NOTHING:
      if (!migrate_settings (self))
        open_first_example (self);
      break;

    case PERCH_RESTORED_NONE:
      open_first_example (self);
      break;

    case PERCH_RESTORED_ALL:
    case PERCH_RESTORED_PART:
    default:
      break;
    }

  perch_state_store_watch (perch_state_store_get_default (), PERCH_LOGIC_DOCUMENT_STATE_NAME,
                           PERCH_LOGIC_DOCUMENT_STATE_VERSION, G_OBJECT (self->document),
                           "changed", serialize_document);
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
  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (perch_logic_page_parent_class)->dispose (object);
}

static const PerchPageShortcut page_shortcuts[] = {
  { GDK_KEY_Return, GDK_CONTROL_MASK, "logic.solve" },
  { GDK_KEY_Return, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "logic.solve-first" },
  { GDK_KEY_Return, GDK_CONTROL_MASK | GDK_ALT_MASK, "logic.count" },
  { GDK_KEY_Escape, 0, "logic.cancel" },
  { GDK_KEY_Page_Up, GDK_ALT_MASK, "logic.previous-solution" },
  { GDK_KEY_Page_Down, GDK_ALT_MASK, "logic.next-solution" },
  { GDK_KEY_e, GDK_CONTROL_MASK, "logic.goto-error" },
  { GDK_KEY_n, GDK_CONTROL_MASK, "logic.new" },
  { GDK_KEY_o, GDK_CONTROL_MASK, "logic.open" },
  { GDK_KEY_s, GDK_CONTROL_MASK, "logic.save" },
  { GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "logic.save-as" },
};

static void
perch_logic_page_class_init (PerchLogicPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = perch_logic_page_dispose;

  gtk_source_init ();
  g_type_ensure (GTK_SOURCE_TYPE_VIEW);
  g_type_ensure (PERCH_TYPE_LOGIC_RESULTS);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/perch-logic-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PerchLogicPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicPage, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicPage, leaflet);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicPage, editor_pane);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicPage, view);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicPage, error_revealer);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicPage, error_label);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicPage, results);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicPage, examples_section);
  gtk_widget_class_bind_template_callback (widget_class, on_folded_changed);

  gtk_widget_class_install_action (widget_class, "logic.solve", NULL, solve_action);
  gtk_widget_class_install_action (widget_class, "logic.solve-first", NULL, solve_first_action);
  gtk_widget_class_install_action (widget_class, "logic.count", NULL, count_action);
  gtk_widget_class_install_action (widget_class, "logic.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "logic.previous-solution", NULL,
                                   previous_action);
  gtk_widget_class_install_action (widget_class, "logic.next-solution", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "logic.goto-error", NULL, goto_error_action);
  gtk_widget_class_install_action (widget_class, "logic.show-editor", NULL, show_editor_action);
  gtk_widget_class_install_action (widget_class, "logic.load-example", "s",
                                   load_example_action);
  gtk_widget_class_install_action (widget_class, "logic.undo-load", NULL, undo_load_action);
  gtk_widget_class_install_action (widget_class, "logic.new", NULL, new_action);
  gtk_widget_class_install_action (widget_class, "logic.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "logic.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "logic.save-as", NULL, save_as_action);
}

static void
perch_logic_page_init (PerchLogicPage *self)
{
  GtkEventController *keys;

  gtk_widget_init_template (GTK_WIDGET (self));
  perch_page_add_shortcuts (GTK_WIDGET (self), page_shortcuts, G_N_ELEMENTS (page_shortcuts));

  self->worker = perch_worker_new ();
  self->cancellable = g_cancellable_new ();
  g_signal_connect_object (self->worker, "notify::busy", G_CALLBACK (update_actions), self,
                           G_CONNECT_SWAPPED);

  self->buffer = gtk_source_buffer_new_with_language (logic_language ());
  gtk_text_view_set_buffer (GTK_TEXT_VIEW (self->view), GTK_TEXT_BUFFER (self->buffer));
  self->error_tag = gtk_text_buffer_create_tag (GTK_TEXT_BUFFER (self->buffer), "logic-error",
                                                "underline", PANGO_UNDERLINE_ERROR,
                                                "underline-rgba",
                                                &(GdkRGBA) { 0.88, 0.11, 0.14, 1 },
                                                "background-rgba",
                                                &(GdkRGBA) { 0.88, 0.11, 0.14, 0.18 },
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

  self->document = perch_logic_document_new ();
  g_signal_connect_swapped (self->document, "opened", G_CALLBACK (on_document_opened), self);
  g_signal_connect_swapped (self->document, "notify::title", G_CALLBACK (update_title), self);
  g_signal_connect_swapped (self->document, "notify::edited", G_CALLBACK (update_title), self);
  g_signal_connect_swapped (self->document, "notify::file", G_CALLBACK (update_title), self);
  g_signal_connect_swapped (self->document, "notify::check", G_CALLBACK (update_mistake),
                            self);
  g_signal_connect_swapped (self->document, "notify::can-undo-open",
                            G_CALLBACK (update_actions), self);
  g_signal_connect_swapped (self->buffer, "changed", G_CALLBACK (on_buffer_changed), self);
  g_signal_connect_object (self->error_revealer, "notify::child-revealed",
                           G_CALLBACK (on_error_revealed), self, G_CONNECT_SWAPPED);
  on_folded_changed (self);
  restore_document (self);
  update_actions (self);
}
