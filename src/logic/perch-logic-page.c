/* perch-logic-page.c: write a logic puzzle, solve it, read the answer
 *
 * The page is an editor (the puzzle's text, checked as it is typed, a mistake underlined
 * where it is) beside the results pane. Solving parses the text and hands the puzzle to the
 * worker thread; the answer comes back to the results pane. The text is kept in GSettings as
 * it is typed, with where it came from (an example or a file), so a restart loses nothing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "config.h"

#include <glib/gi18n.h>
#include <gtksourceview/gtksource.h>
#include <string.h>

#include "perch-file-dialogs.h"
#include "perch-logic-examples.h"
#include "perch-logic-page.h"
#include "perch-logic-puzzle.h"
#include "perch-logic-results.h"
#include "perch-page-shortcuts.h"
#include "perch-worker.h"

#define CHECK_DELAY_MS   600    /* a mistake is pointed out once typing pauses */
#define SAVE_DELAY_MS    400
#define KEEP_SOLUTIONS   1000   /* solutions kept for browsing */
#define FILE_SUFFIX      ".logic"

struct _PerchLogicPage
{
  AdwBin              parent_instance;

  GtkLabel           *title_label;
  GtkLabel           *subtitle_label;
  AdwToastOverlay    *toast_overlay;
  AdwLeaflet         *leaflet;
  GtkWidget          *editor_pane;
  GtkSourceView      *view;
  GtkRevealer        *error_revealer;
  GtkLabel           *error_label;
  PerchLogicResults  *results;
  GMenu              *examples_section;

  GtkSourceBuffer    *buffer;
  GtkTextTag         *error_tag;
  GSettings          *settings;
  PerchWorker        *worker;
  AdwToast           *toast;          /* the one on screen (weak) */

  char               *example_id;     /* the text came from this example, or NULL */
  GFile              *file;           /* the text is saved in this file, or NULL */
  gboolean            loading;        /* the text is being replaced, not typed */

  guint               check_source;
  guint               save_source;
  gboolean            has_error;
  PerchLogicLocation  error_location;
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

static void
toast (PerchLogicPage *self,
       AdwToast       *toast)
{
  if (self->toast != NULL)
    adw_toast_dismiss (self->toast);
  adw_toast_set_timeout (toast, 4);
  g_set_weak_pointer (&self->toast, toast);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
say (PerchLogicPage *self,
     const char     *message)
{
  toast (self, adw_toast_new (message));
}

static char *
buffer_text (PerchLogicPage *self)
{
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (GTK_TEXT_BUFFER (self->buffer), &start, &end);
  return gtk_text_buffer_get_text (GTK_TEXT_BUFFER (self->buffer), &start, &end, FALSE);
}

static gboolean
is_modified (PerchLogicPage *self)
{
  return gtk_text_buffer_get_modified (GTK_TEXT_BUFFER (self->buffer));
}

/* The title says where the text came from; the subtitle whether it changed since. */
static void
update_title (PerchLogicPage *self)
{
  const PerchLogicExample *example = self->example_id != NULL
                                       ? perch_logic_example_find (self->example_id) : NULL;
  gboolean modified = is_modified (self);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  if (self->file != NULL)
    {
      g_autoptr(GFile) parent = g_file_get_parent (self->file);
      g_autofree char *where = parent != NULL ? g_file_get_parse_name (parent) : g_strdup ("");
      const char *home = g_get_home_dir ();

      title = g_file_get_basename (self->file);
      if (g_str_has_prefix (where, home) && (where[strlen (home)] == '\0' ||
                                             where[strlen (home)] == '/'))
        {
          char *short_where = g_strconcat ("~", where + strlen (home), NULL);

          g_free (where);
          where = short_where;
        }
      /* Translators: the folder of the puzzle's file, and that it has unsaved changes */
      subtitle = modified ? g_strdup_printf (_("%s, edited"), where) : g_steal_pointer (&where);
    }
  else if (example != NULL)
    {
      title = g_strdup (_(example->title));
      subtitle = g_strdup (modified ? _("Example, edited") : _("Example"));
    }
  else
    {
      title = g_strdup (_("New Puzzle"));
      subtitle = g_strdup (_("Not saved"));
    }
  gtk_label_set_text (self->title_label, title);
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
  gtk_widget_action_set_enabled (widget, "logic.goto-error", self->has_error);
}

/* Settings: the text, where it came from, whether it changed since. */

static void
save_state (PerchLogicPage *self)
{
  g_autofree char *text = buffer_text (self);
  g_autofree char *uri = self->file != NULL ? g_file_get_uri (self->file) : NULL;
  g_autofree char *document = NULL;

  g_clear_handle_id (&self->save_source, g_source_remove);
  if (uri != NULL)
    document = g_steal_pointer (&uri);
  else if (self->example_id != NULL)
    document = g_strconcat ("example:", self->example_id, NULL);
  else
    document = g_strdup ("");
  g_settings_set_string (self->settings, "text", text);
  g_settings_set_string (self->settings, "document", document);
  g_settings_set_boolean (self->settings, "modified", is_modified (self));
}

static gboolean
on_save_timeout (gpointer data)
{
  PerchLogicPage *self = data;

  self->save_source = 0;
  save_state (self);
  return G_SOURCE_REMOVE;
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

static void
clear_error (PerchLogicPage *self)
{
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (GTK_TEXT_BUFFER (self->buffer), &start, &end);
  gtk_text_buffer_remove_tag (GTK_TEXT_BUFFER (self->buffer), self->error_tag, &start, &end);
  self->has_error = FALSE;
  gtk_revealer_set_reveal_child (self->error_revealer, FALSE);
  update_actions (self);
}

static char *
error_text (const PerchLogicLocation *location,
            const GError             *error)
{
  /* Translators: where a mistake in the puzzle is, then what it is */
  return g_strdup_printf (_("Line %u, column %u: %s"), location->line, location->column,
                          error->message);
}

static void
show_error (PerchLogicPage           *self,
            const PerchLogicLocation *location,
            const GError             *error)
{
  g_autofree char *text = error_text (location, error);
  GtkTextIter start, end;

  clear_error (self);
  self->has_error = TRUE;
  self->error_location = *location;
  get_location_bounds (self, location, &start, &end);
  gtk_text_buffer_apply_tag (GTK_TEXT_BUFFER (self->buffer), self->error_tag, &start, &end);
  gtk_label_set_text (self->error_label, text);
  gtk_revealer_set_reveal_child (self->error_revealer, TRUE);
  update_actions (self);
}

/* Parses the text; on a mistake, shows it and returns NULL. */
static PerchLogicPuzzle *
check (PerchLogicPage *self)
{
  g_autofree char *text = buffer_text (self);
  g_autoptr(GError) error = NULL;
  PerchLogicLocation location = { 0 };
  PerchLogicPuzzle *puzzle;

  g_clear_handle_id (&self->check_source, g_source_remove);
  puzzle = perch_logic_puzzle_parse (text, &location, &error);
  if (puzzle == NULL)
    show_error (self, &location, error);
  else
    clear_error (self);
  return puzzle;
}

static gboolean
on_check_timeout (gpointer data)
{
  PerchLogicPage *self = data;
  g_autoptr(PerchLogicPuzzle) puzzle = NULL;

  self->check_source = 0;
  puzzle = check (self);
  return G_SOURCE_REMOVE;
}

static void
on_buffer_changed (PerchLogicPage *self)
{
  /* The old mark no longer says where the mistake is. */
  if (self->has_error && !self->loading)
    clear_error (self);
  g_clear_handle_id (&self->check_source, g_source_remove);
  if (!self->loading)
    self->check_source = g_timeout_add (CHECK_DELAY_MS, on_check_timeout, self);
  if (self->save_source == 0)
    self->save_source = g_timeout_add (SAVE_DELAY_MS, on_save_timeout, self);
}

/* The bar under the editor takes room from it: the cursor stays in sight. */
static void
on_error_revealed (PerchLogicPage *self)
{
  GtkTextMark *cursor = gtk_text_buffer_get_insert (GTK_TEXT_BUFFER (self->buffer));

  if (gtk_revealer_get_child_revealed (self->error_revealer))
    gtk_text_view_scroll_mark_onscreen (GTK_TEXT_VIEW (self->view), cursor);
}

static void
on_modified_changed (PerchLogicPage *self)
{
  update_title (self);
}

/* Replaces the text as one step that Undo takes back. */
static void
load_text (PerchLogicPage *self,
           const char     *text,
           const char     *example_id,
           GFile          *file)
{
  GtkTextBuffer *buffer = GTK_TEXT_BUFFER (self->buffer);
  GtkTextIter start, end;

  perch_worker_cancel (self->worker);
  self->loading = TRUE;
  gtk_text_buffer_begin_user_action (buffer);
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  gtk_text_buffer_delete (buffer, &start, &end);
  gtk_text_buffer_insert (buffer, &start, text, -1);
  gtk_text_buffer_end_user_action (buffer);
  self->loading = FALSE;
  gtk_text_buffer_get_start_iter (buffer, &start);
  gtk_text_buffer_place_cursor (buffer, &start);
  gtk_text_view_scroll_to_iter (GTK_TEXT_VIEW (self->view), &start, 0, FALSE, 0, 0);

  g_free (self->example_id);
  self->example_id = g_strdup (example_id);
  g_set_object (&self->file, file);
  gtk_text_buffer_set_modified (buffer, FALSE);
  clear_error (self);
  update_title (self);
  save_state (self);
  perch_logic_results_show_idle (self->results, _("Ready to Solve"),
                                 _("Press Solve (Ctrl+Return) to find every solution."));
  show_pane (self, "editor");
  update_actions (self);
}

/* Solving on the worker thread. */

typedef struct
{
  PerchLogicPuzzle *puzzle;
  PerchLogicSearch  search;
  char             *text;
} SolveInput;

typedef struct
{
  PerchLogicPuzzle *puzzle;
  PerchLogicResult *result;
  char             *text;
} SolveOutput;

static void
solve_input_free (gpointer data)
{
  SolveInput *input = data;

  g_clear_pointer (&input->puzzle, perch_logic_puzzle_free);
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
  g_free (output);
}

static gpointer
solve_job (gpointer        data,
           PerchProgress  *progress,
           GError        **error)
{
  SolveInput *input = data;
  SolveOutput *output;
  PerchLogicResult *result;

  result = perch_logic_puzzle_solve (input->puzzle, input->search, KEEP_SOLUTIONS, 0, progress,
                                     error);
  if (result == NULL)
    return NULL;
  output = g_new0 (SolveOutput, 1);
  output->result = result;
  /* The answer is shown with the puzzle it answers. */
  output->puzzle = g_steal_pointer (&input->puzzle);
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
  else
    {
      perch_logic_results_show_result (self->results, g_steal_pointer (&output->puzzle),
                                       g_steal_pointer (&output->result), self->search,
                                       output->text);
      solve_output_free (output);
    }
  update_actions (self);
}

static void
solve (PerchLogicPage   *self,
       PerchLogicSearch  search)
{
  PerchLogicPuzzle *puzzle;
  SolveInput *input;
  const char *what;

  if (perch_worker_is_busy (self->worker))
    return;
  puzzle = check (self);
  if (puzzle == NULL)
    {
      g_autofree char *text = gtk_label_get_text (self->error_label) != NULL
                                ? g_strdup (gtk_label_get_text (self->error_label)) : NULL;

      perch_logic_results_show_error (self->results, text);
      return;
    }

  switch (search)
    {
    case PERCH_LOGIC_SEARCH_FIRST:
      what = perch_logic_puzzle_is_optimizing (puzzle) ? _("Looking for the best solution…")
                                                       : _("Looking for a solution…");
      break;
    case PERCH_LOGIC_SEARCH_COUNT:
      what = _("Counting solutions…");
      break;
    case PERCH_LOGIC_SEARCH_ALL:
    default:
      what = perch_logic_puzzle_is_optimizing (puzzle) ? _("Looking for the best solution…")
                                                       : _("Looking for every solution…");
      break;
    }
  perch_logic_results_show_searching (self->results, what);
  show_pane (self, "results");

  input = g_new0 (SolveInput, 1);
  input->puzzle = puzzle;
  input->search = search;
  input->text = buffer_text (self);
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
  GtkTextIter start, end;

  if (!self->has_error)
    return;
  show_pane (self, "editor");
  get_location_bounds (self, &self->error_location, &start, &end);
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

static void
undo_load_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  PerchLogicPage *self = PERCH_LOGIC_PAGE (widget);

  if (gtk_text_buffer_get_can_undo (GTK_TEXT_BUFFER (self->buffer)))
    gtk_text_buffer_undo (GTK_TEXT_BUFFER (self->buffer));
}

/* Replacing edited text says so, with a way back. */
static void
say_replaced (PerchLogicPage *self,
              gboolean        was_modified,
              const char     *message)
{
  AdwToast *replaced = adw_toast_new (message);

  if (was_modified)
    {
      adw_toast_set_button_label (replaced, _("_Undo"));
      adw_toast_set_action_name (replaced, "logic.undo-load");
    }
  toast (self, replaced);
}

static void
load_example_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  PerchLogicPage *self = PERCH_LOGIC_PAGE (widget);
  const PerchLogicExample *example = perch_logic_example_find (g_variant_get_string (parameter,
                                                                                     NULL));
  gboolean was_modified = is_modified (self);
  g_autofree char *message = NULL;

  g_return_if_fail (example != NULL);
  load_text (self, example->text, example->id, NULL);
  if (was_modified)
    {
      /* Translators: %s is the title of an example puzzle */
      message = g_strdup_printf (_("Opened the example “%s”"), _(example->title));
      say_replaced (self, TRUE, message);
    }
}

static void
new_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  PerchLogicPage *self = PERCH_LOGIC_PAGE (widget);
  gboolean was_modified = is_modified (self);

  load_text (self, "", NULL, NULL);
  gtk_widget_grab_focus (GTK_WIDGET (self->view));
  if (was_modified)
    say_replaced (self, TRUE, _("New puzzle"));
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

static void
on_opened (GtkWidget    *page,
           GFile        *file,
           const char   *text,
           const GError *error)
{
  PerchLogicPage *self = PERCH_LOGIC_PAGE (page);
  gboolean was_modified = is_modified (self);
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  if (text == NULL)
    {
      say (self, error->message);
      return;
    }
  name = g_file_get_basename (file);
  /* Translators: %s is a file name */
  message = g_strdup_printf (_("Opened “%s”"), name);
  load_text (self, text, NULL, file);
  if (was_modified)
    say_replaced (self, TRUE, message);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  perch_open_text_file (widget, _("Open a Puzzle"), puzzle_filter (), on_opened);
}

/* Writes the text to @file; on success the page edits that file from now on. */
static gboolean
save_to (PerchLogicPage *self,
         GFile          *file)
{
  g_autofree char *text = buffer_text (self);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *message = NULL;

  if (!g_file_replace_contents (file, text, strlen (text), NULL, FALSE, G_FILE_CREATE_NONE,
                                NULL, NULL, &error))
    {
      say (self, error->message);
      return FALSE;
    }
  g_set_object (&self->file, file);
  gtk_text_buffer_set_modified (GTK_TEXT_BUFFER (self->buffer), FALSE);
  update_title (self);
  save_state (self);
  /* Translators: %s is a file name */
  message = g_strdup_printf (_("Saved “%s”"), name);
  say (self, message);
  return TRUE;
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
  g_autofree char *name = g_strconcat (self->example_id != NULL ? self->example_id : _("puzzle"),
                                       FILE_SUFFIX, NULL);

  perch_choose_file_to_save (widget, _("Save the Puzzle"), puzzle_filter (), self->file, name,
                             on_save_chosen);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PerchLogicPage *self = PERCH_LOGIC_PAGE (widget);

  if (self->file != NULL)
    save_to (self, self->file);
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

static void
restore_state (PerchLogicPage *self)
{
  g_autoptr(GVariant) saved = g_settings_get_user_value (self->settings, "text");
  g_autofree char *document = g_settings_get_string (self->settings, "document");
  g_autofree char *text = g_settings_get_string (self->settings, "text");
  g_autoptr(GFile) file = NULL;
  const char *example_id = NULL;
  guint n;

  if (g_str_has_prefix (document, "example:"))
    example_id = document + strlen ("example:");
  else if (document[0] != '\0')
    file = g_file_new_for_uri (document);

  /* The first time, the first example. */
  if (saved == NULL)
    {
      const PerchLogicExample *first = perch_logic_examples (&n);

      load_text (self, first->text, first->id, NULL);
      return;
    }

  self->loading = TRUE;
  gtk_text_buffer_begin_irreversible_action (GTK_TEXT_BUFFER (self->buffer));
  gtk_text_buffer_set_text (GTK_TEXT_BUFFER (self->buffer), text, -1);
  gtk_text_buffer_end_irreversible_action (GTK_TEXT_BUFFER (self->buffer));
  self->loading = FALSE;
  g_clear_handle_id (&self->save_source, g_source_remove);
  self->example_id = g_strdup (example_id);
  g_set_object (&self->file, file);
  gtk_text_buffer_set_modified (GTK_TEXT_BUFFER (self->buffer),
                                g_settings_get_boolean (self->settings, "modified"));
  update_title (self);
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
  /* Whatever was typed last is kept. */
  if (self->save_source != 0)
    save_state (self);
  g_clear_handle_id (&self->check_source, g_source_remove);
  if (self->toast != NULL)
    adw_toast_dismiss (self->toast);
  g_clear_weak_pointer (&self->toast);
  adw_bin_set_child (ADW_BIN (object), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), PERCH_TYPE_LOGIC_PAGE);
  g_clear_object (&self->buffer);
  g_clear_object (&self->worker);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (perch_logic_page_parent_class)->dispose (object);
}

static void
perch_logic_page_finalize (GObject *object)
{
  PerchLogicPage *self = PERCH_LOGIC_PAGE (object);

  g_free (self->example_id);
  g_clear_object (&self->file);

  G_OBJECT_CLASS (perch_logic_page_parent_class)->finalize (object);
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
  object_class->finalize = perch_logic_page_finalize;

  gtk_source_init ();
  g_type_ensure (GTK_SOURCE_TYPE_VIEW);
  g_type_ensure (PERCH_TYPE_LOGIC_RESULTS);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/perch-logic-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PerchLogicPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicPage, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, PerchLogicPage, toast_overlay);
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

  self->settings = g_settings_new ("io.github.perch.Perch.Logic");
  self->worker = perch_worker_new ();
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
  restore_state (self);

  g_signal_connect_object (self->buffer, "changed", G_CALLBACK (on_buffer_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->buffer, "modified-changed", G_CALLBACK (on_modified_changed),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->error_revealer, "notify::child-revealed",
                           G_CALLBACK (on_error_revealed), self, G_CONNECT_SWAPPED);
  on_folded_changed (self);
  update_actions (self);
  /* A restored text with a mistake shows it at once. */
  self->check_source = g_timeout_add (CHECK_DELAY_MS, on_check_timeout, self);
}
