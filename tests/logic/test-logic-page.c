/* test-logic-page.c: the Logic page loads examples and solves them (the reindeer drawn in
 * line, the houses on their map, an alphametic worked out), browses solutions (the reindeer
 * walk to their new places), underlines a mistake and says what it is, shows a warning
 * without stopping the search, shows a long search's progress and cancels it, marks an
 * answer out of date when the text changes and drops it when the text is replaced, keeps its
 * layout still whatever the results say, takes turns between editor and results with
 * Alt+Left/Right in a narrow window (real keys, never reaching the editor); as a view of its
 * document: an open over edited text can be undone whole, Ctrl+Z never reaches the document
 * before, title and "edited" follow the text, Save writes only the file the text came from,
 * the text survives a restart and bad state files, old settings are moved over, and a puzzle
 * nested 30,000 deep gets a message; screenshots light, dark and narrow */
#include "config.h"

#include <glib/gstdio.h>
#include <gtksourceview/gtksource.h>

#include "logic-page-test-helpers.h"
#include "perch-busy-bar.h"
#include "perch-logic-examples.h"
#include "perch-logic-page.h"
#include "perch-logic-picture-view.h"
#include "perch-logic-results.h"
#include "perch-state-store.h"
#include "perch-test-gui.h"
#include "perch-window.h"

static void
solve (GtkWidget  *page,
       const char *action,
       const char *headline)
{
  g_assert_true (gtk_widget_activate_action (page, action, NULL));
  perch_test_gui_wait_for_label (page, headline, 20000);
}

static gboolean
picture_drawn (GtkWidget *page)
{
  GtkWidget *area = perch_test_gui_find_widget (page, PERCH_TYPE_LOGIC_PICTURE_VIEW);

  return area != NULL && gtk_widget_get_mapped (area) && gtk_widget_get_height (area) > 60;
}

/* The seeds' puzzles, each with its answer and its picture. */
static void
test_page_examples (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);

  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "reindeer"));
  g_assert_true (perch_test_gui_shows_label (page, "Example"));
  solve (page, "logic.solve", "Unique solution");
  /* The line, front first, in the grid's one row (cells in column order). */
  for (guint i = 0; i < 9; i++)
    {
      static const char * const order[] = { "prancer", "cupid", "rudolph", "dasher", "blitzen",
                                             "vixen", "comet", "donder", "dancer" };

      g_assert_true (perch_test_gui_shows_label (page, order[i]));
    }
  perch_test_gui_screenshot (GTK_WIDGET (window), "logic-reindeer");
  g_assert_true (picture_drawn (page));

  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "houses"));
  solve (page, "logic.solve", "Unique solution");
  perch_test_gui_screenshot (GTK_WIDGET (window), "logic-houses");
  g_assert_true (picture_drawn (page));

  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "zebra"));
  solve (page, "logic.solve", "Unique solution");
  perch_test_gui_screenshot (GTK_WIDGET (window), "logic-zebra");
  g_assert_false (picture_drawn (page));

  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "send-more-money"));
  solve (page, "logic.solve", "Unique solution");
  g_assert_true (perch_test_gui_shows_label (page, "9567 + 1085 = 10652"));

  /* MONEY as large as possible: the optimum, then every solution that reaches it. */
  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "send-most-money"));
  solve (page, "logic.solve-first", "Best solution");
  g_assert_true (perch_test_gui_shows_label (page, "Best value: 10876"));
  solve (page, "logic.solve", "2 best solutions");
  g_assert_true (perch_test_gui_shows_label (page, "1 of 2"));
  perch_test_gui_screenshot (GTK_WIDGET (window), "logic-send-most-money");

  /* It fits a phone: editor and results one at a time, solving shows the results. */
  {
    int minimum;

    gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
    g_assert_cmpint (minimum, <=, 360);
  }
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "houses"));
  solve (page, "logic.solve", "Unique solution");
  perch_test_gui_screenshot (GTK_WIDGET (window), "logic-narrow-results");
  g_assert_true (gtk_widget_activate_action (page, "logic.show-editor", NULL));
  perch_test_gui_screenshot (GTK_WIDGET (window), "logic-narrow-editor");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Every solution of A + B = C (distinct digits, no leading zero) can be browsed; the first
 * one alone, and the count. */
static void
test_page_browse (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);

  type_text (page, "A + B = C\n");
  solve (page, "logic.solve", "32 solutions");
  g_assert_true (perch_test_gui_shows_label (page, "1 of 32"));
  gtk_widget_activate_action (page, "browse.previous", NULL);
  g_assert_true (perch_test_gui_shows_label (page, "1 of 32"));
  g_assert_true (gtk_widget_activate_action (page, "browse.next", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "2 of 32"));
  g_assert_true (gtk_widget_activate_action (page, "browse.previous", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "1 of 32"));

  solve (page, "logic.solve-first", "First solution");
  solve (page, "logic.count", "32 solutions");

  type_text (page, "A + A = B\nB + B = A\n");
  solve (page, "logic.solve", "No solution");
  perch_test_gui_screenshot (GTK_WIDGET (window), "logic-no-solution");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A mistake is underlined where it is and said under the text, as typing pauses; solving
 * says it too; Go to the Mistake puts the cursor on it. */
static void
test_page_error (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  GtkTextBuffer *buffer;
  GtkTextTag *tag;
  GtkTextIter iter;
  GtkTextMark *insert;

  type_text (page, "domain 1..5\ngroup pet: dog snails horse fox zebra\nzebr = 1\n");
  buffer = page_buffer (page);
  tag = gtk_text_tag_table_lookup (gtk_text_buffer_get_tag_table (buffer), "logic-error");
  g_assert_nonnull (tag);
  perch_test_gui_wait_for_label (page, "Line 3, column 1: unknown name 'zebr' (did you mean "
                                       "'zebra'?)", 5000);
  gtk_text_buffer_get_iter_at_line_offset (buffer, &iter, 2, 0);
  g_assert_true (gtk_text_iter_has_tag (&iter, tag));
  gtk_text_buffer_get_iter_at_line_offset (buffer, &iter, 2, 3);
  g_assert_true (gtk_text_iter_has_tag (&iter, tag));
  gtk_text_buffer_get_iter_at_line_offset (buffer, &iter, 2, 4);
  g_assert_false (gtk_text_iter_has_tag (&iter, tag));
  gtk_text_buffer_get_iter_at_line_offset (buffer, &iter, 1, 0);
  g_assert_false (gtk_text_iter_has_tag (&iter, tag));

  solve (page, "logic.solve", "Cannot Solve");
  g_assert_true (perch_test_gui_shows_label (page, "A Name Is Unknown or Misused"));
  perch_test_gui_screenshot (GTK_WIDGET (window), "logic-error");

  g_assert_true (gtk_widget_activate_action (page, "logic.goto-error", NULL));
  insert = gtk_text_buffer_get_insert (buffer);
  gtk_text_buffer_get_iter_at_mark (buffer, &iter, insert);
  g_assert_cmpint (gtk_text_iter_get_line (&iter), ==, 2);
  g_assert_cmpint (gtk_text_iter_get_line_offset (&iter), ==, 0);

  /* Mended, the mark and the message go. */
  type_text (page, "domain 1..5\ngroup pet: dog snails horse fox zebra\nzebra = 1\n");
  gtk_text_buffer_get_iter_at_line_offset (buffer, &iter, 2, 0);
  g_assert_false (gtk_text_iter_has_tag (&iter, tag));
  solve (page, "logic.solve", "24 solutions");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A search with no end in sight shows its progress and stops on Cancel. */
static void
test_page_cancel (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);

  type_text (page, "domain 1..30\nnames a b c d e f g h i j k l m n\n");
  g_assert_true (gtk_widget_activate_action (page, "logic.count", NULL));
  perch_test_gui_wait_for_label (page, "Counting solutions…", 5000);
  /* One search at a time: Solve waits for this one to end. */
  gtk_widget_activate_action (page, "logic.solve", NULL);
  g_assert_true (perch_test_gui_shows_label (page, "Counting solutions…"));
  perch_test_gui_wait (300);
  g_assert_true (gtk_widget_activate_action (page, "logic.cancel", NULL));
  perch_test_gui_wait_for_label (page, "Search Cancelled", 5000);
  solve (page, "logic.solve-first", "First solution");

  gtk_window_destroy (GTK_WINDOW (window));
}

static PerchBusyBar *
busy_bar (GtkWidget *page)
{
  return page_part (page, PERCH_TYPE_BUSY_BAR);
}

static gboolean
shows_nodes (gpointer data)
{
  PerchBusyBar *bar = data;
  const char *text = perch_busy_bar_get_shown_text (bar);

  return perch_busy_bar_get_busy (bar) && g_str_has_prefix (text, "Counting solutions… ") &&
         g_str_has_suffix (text, " nodes") && strstr (text, "… 0 nodes") == NULL;
}

/* Counting the solutions of 14 queens takes a while: the nodes explored are shown as the
 * search goes (under the results, with Cancel), not only when it ends. */
static void
test_page_progress (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  g_autofree char *text = perch_logic_queens_text (14);
  PerchBusyBar *bar = busy_bar (page);

  type_text (page, text);
  g_assert_true (gtk_widget_activate_action (page, "logic.count", NULL));
  if (!perch_test_gui_wait_until (shows_nodes, bar, 5000))
    g_error ("no progress shown; the bar says \"%s\"", perch_busy_bar_get_shown_text (bar));
  /* Cancel under the results stops it and says so. */
  g_signal_emit_by_name (perch_test_gui_find_widget (GTK_WIDGET (bar), GTK_TYPE_BUTTON),
                         "clicked");
  perch_test_gui_wait_for_label (page, "Search Cancelled", 5000);
  g_assert_false (perch_busy_bar_get_busy (bar));
  solve (page, "logic.solve-first", "First solution");
  gtk_window_destroy (GTK_WINDOW (window));
}

static PerchLogicResults *
results_pane (GtkWidget *page)
{
  return page_part (page, PERCH_TYPE_LOGIC_RESULTS);
}

/* Whether a label that reads @text is anywhere in @root, in sight or not. */
static gboolean
holds_label (GtkWidget  *root,
             const char *text)
{
  if (GTK_IS_LABEL (root) && g_str_equal (gtk_label_get_label (GTK_LABEL (root)), text))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (holds_label (child, text))
      return TRUE;
  return FALSE;
}

/* The answer belongs to the text it answers: typed over, it is marked out of date (and
 * current again when the text comes back); replaced by New or an example, it is gone. */
static void
test_page_stale (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  PerchLogicResults *results = results_pane (page);
  const char *reindeer = perch_logic_example_find ("reindeer")->text;
  g_autofree char *edited = g_strconcat (reindeer, "# my note\n", NULL);

  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "reindeer"));
  solve (page, "logic.solve", "Unique solution");
  g_assert_false (perch_logic_results_get_stale (results));
  type_text (page, edited);
  g_assert_true (perch_logic_results_get_stale (results));
  g_assert_cmpstr (perch_busy_bar_get_shown_text (busy_bar (page)), ==,
                   "The puzzle has changed: this answer is out of date");
  g_assert_true (perch_test_gui_shows_label (page, "Unique solution"));
  perch_test_gui_screenshot (GTK_WIDGET (window), "logic-stale");
  type_text (page, reindeer);
  g_assert_false (perch_logic_results_get_stale (results));

  /* A search that ends after the text changed shows its answer out of date at once. */
  g_assert_true (gtk_widget_activate_action (page, "logic.solve", NULL));
  type_text (page, edited);
  perch_test_gui_wait_for_label (page, "Unique solution", 5000);
  g_assert_true (perch_logic_results_get_stale (results));

  g_assert_true (gtk_widget_activate_action (page, "logic.new", NULL));
  perch_test_gui_wait_for_label (page, "Ready to Solve", 5000);
  g_assert_false (holds_label (GTK_WIDGET (results), "Unique solution"));
  g_assert_false (holds_label (GTK_WIDGET (results), "prancer"));
  g_assert_false (perch_logic_results_get_stale (results));

  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "reindeer"));
  solve (page, "logic.solve", "Unique solution");
  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "zebra"));
  perch_test_gui_wait_for_label (page, "Ready to Solve", 5000);
  g_assert_false (holds_label (GTK_WIDGET (results), "prancer"));
  gtk_window_destroy (GTK_WINDOW (window));
}

typedef struct
{
  graphene_rect_t header;    /* the results' header line */
  graphene_rect_t answer;    /* where the answer is shown */
  graphene_rect_t bar;       /* the busy bar under it */
  graphene_rect_t editor;
} Layout;

static void
bounds (GtkWidget       *widget,
        GtkWidget       *page,
        graphene_rect_t *rect)
{
  g_assert_true (gtk_widget_compute_bounds (widget, page, rect));
}

static void
measure_layout (GtkWidget *page,
                Layout    *layout)
{
  GtkWidget *results = GTK_WIDGET (results_pane (page));
  GtkWidget *answer = perch_test_gui_find_widget (results, GTK_TYPE_STACK);

  perch_test_gui_wait_for_frame (page);
  bounds (gtk_widget_get_first_child (results), page, &layout->header);
  bounds (answer, page, &layout->answer);
  bounds (GTK_WIDGET (busy_bar (page)), page, &layout->bar);
  bounds (perch_test_gui_find_widget (page, GTK_SOURCE_TYPE_VIEW), page, &layout->editor);
}

static void
assert_same_layout (const Layout *a,
                    const Layout *b,
                    const char   *state)
{
  g_test_message ("layout: %s: header %g,%g %gx%g / %g,%g %gx%g", state,
                   a->header.origin.x, a->header.origin.y, a->header.size.width,
                   a->header.size.height, b->header.origin.x, b->header.origin.y,
                   b->header.size.width, b->header.size.height);
  g_assert_true (graphene_rect_equal (&a->header, &b->header));
  g_assert_true (graphene_rect_equal (&a->answer, &b->answer));
  g_assert_true (graphene_rect_equal (&a->bar, &b->bar));
  g_assert_true (graphene_rect_equal (&a->editor, &b->editor));
}

/* Nothing moves when a search starts, shows its progress, ends with one solution or with
 * several to browse, or finds a mistake: the header, the answer, the line under it and the
 * editor keep their places and sizes. */
static void
test_page_steady_layout (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  g_autofree char *text = perch_logic_queens_text (14);
  Layout idle, now;

  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "zebra"));
  measure_layout (page, &idle);

  type_text (page, text);
  g_assert_true (gtk_widget_activate_action (page, "logic.count", NULL));
  g_assert_true (perch_test_gui_wait_until (shows_nodes, busy_bar (page), 5000));
  measure_layout (page, &now);
  assert_same_layout (&idle, &now, "searching");
  g_assert_true (gtk_widget_activate_action (page, "logic.cancel", NULL));

  type_text (page, "A + B = C\n");
  solve (page, "logic.solve", "32 solutions");
  measure_layout (page, &now);
  assert_same_layout (&idle, &now, "several solutions");

  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "houses"));
  solve (page, "logic.solve", "Unique solution");
  measure_layout (page, &now);
  assert_same_layout (&idle, &now, "a picture");

  type_text (page, "domain 1..3\nnames x\nx = y\n");
  solve (page, "logic.solve", "Cannot Solve");
  measure_layout (page, &now);
  /* The editor gives room to the bar that says the mistake, as it should. */
  now.editor = idle.editor;
  assert_same_layout (&idle, &now, "a mistake");
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
shows_problem (gpointer data)
{
  return perch_test_gui_find_label_starting (data, "Line 3, column 5: ") != NULL;
}

/* A warning (a capital letter never declared, in a puzzle with groups) is underlined, not
 * like a mistake, and said under the text; solving goes on, and the answer mentions it. */
static void
test_page_warnings (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  GtkTextBuffer *buffer;
  GtkTextTagTable *tags;
  GtkTextIter iter;

  type_text (page, "domain 1..5\ngroup g: a b\na = B + 1\n");
  buffer = page_buffer (page);
  tags = gtk_text_buffer_get_tag_table (buffer);
  g_assert_true (perch_test_gui_wait_until (shows_problem, page, 5000));
  g_assert_true (g_str_has_prefix (perch_test_gui_find_label_starting (page,
                                                                       "Line 3, column 5: "),
                                   "Line 3, column 5: 'B' is not declared"));
  gtk_text_buffer_get_iter_at_line_offset (buffer, &iter, 2, 4);
  g_assert_true (gtk_text_iter_has_tag (&iter, gtk_text_tag_table_lookup (tags,
                                                                          "logic-warning")));
  g_assert_false (gtk_text_iter_has_tag (&iter, gtk_text_tag_table_lookup (tags,
                                                                           "logic-error")));
  gtk_text_buffer_get_iter_at_line_offset (buffer, &iter, 2, 0);
  g_assert_false (gtk_text_iter_has_tag (&iter, gtk_text_tag_table_lookup (tags,
                                                                           "logic-warning")));

  solve (page, "logic.solve", "20 solutions");
  perch_test_gui_wait_for_label (page, "The puzzle was solved as written, but it has 1 "
                                       "warning: see under the text.", 5000);
  perch_test_gui_screenshot (GTK_WIDGET (window), "logic-warning");

  /* Ctrl+E goes to it. */
  g_assert_true (gtk_widget_activate_action (page, "logic.goto-error", NULL));
  gtk_text_buffer_get_iter_at_mark (buffer, &iter, gtk_text_buffer_get_insert (buffer));
  g_assert_cmpint (gtk_text_iter_get_line (&iter), ==, 2);
  g_assert_cmpint (gtk_text_iter_get_line_offset (&iter), ==, 4);

  /* Thousands of warnings: each underlined, the first twenty said, the rest counted; Ctrl+E
   * goes from one to the next. */
  {
    g_autoptr(GString) many = g_string_new ("domain 1..5\nnames x\n");

    for (guint i = 0; i < 3000; i++)
      g_string_append (many, "x = 2, 3\n");
    type_text (page, many->str);
    perch_test_gui_wait_for_label (page, "And 2980 more warnings (Ctrl+E goes to each)", 10000);
    gtk_text_buffer_get_iter_at_line_offset (buffer, &iter, 3001, 0);
    g_assert_true (gtk_text_iter_has_tag (&iter, gtk_text_tag_table_lookup (tags,
                                                                            "logic-warning")));
    gtk_text_buffer_get_iter_at_line (buffer, &iter, 1500);
    gtk_text_buffer_place_cursor (buffer, &iter);
    g_assert_true (gtk_widget_activate_action (page, "logic.goto-error", NULL));
    gtk_text_buffer_get_iter_at_mark (buffer, &iter, gtk_text_buffer_get_insert (buffer));
    g_assert_cmpint (gtk_text_iter_get_line (&iter), ==, 1501);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
picture_still (gpointer data)
{
  return !perch_logic_picture_view_is_moving (data);
}

/* Browsing the solutions of a puzzle with a picture: the reindeer walk to their new places
 * (the picture moves them itself), and the table follows at once. */
static void
test_page_picture_moves (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  GtkWidget *picture;

  type_text (page, "domain 1..3\ngroup deer: rudolph vixen comet\npicture line deer\n"
                   "rudolph = 1\n");
  solve (page, "logic.solve", "2 solutions");
  picture = perch_test_gui_find_widget (page, PERCH_TYPE_LOGIC_PICTURE_VIEW);
  perch_test_gui_wait_for_frame (page);
  g_assert_true (picture_drawn (page));
  g_assert_false (perch_logic_picture_view_is_moving (PERCH_LOGIC_PICTURE_VIEW (picture)));
  g_assert_true (gtk_widget_activate_action (page, "browse.next", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "2 of 2"));
  g_assert_true (perch_logic_picture_view_is_moving (PERCH_LOGIC_PICTURE_VIEW (picture)));
  g_assert_true (perch_test_gui_wait_until (picture_still, picture, 3000));
  gtk_window_destroy (GTK_WINDOW (window));
}

typedef struct {
  PerchBusyBar *bar;
  const char   *counting;
  const char   *nodes;
} Counting;

/* The busy bar says "COUNTING N NODES" with N > 0, in either language. */
static gboolean
counts_nodes (gpointer data)
{
  Counting *counting = data;
  const char *text = perch_busy_bar_get_shown_text (counting->bar);
  g_autofree char *none = g_strdup_printf ("%s 0 ", counting->counting);

  return perch_busy_bar_get_busy (counting->bar) && g_str_has_prefix (text, counting->counting) &&
         g_str_has_suffix (text, counting->nodes) && !g_str_has_prefix (text, none);
}

/* How the page looks at 360 pixels: warnings under the text, a search under way, several
 * solutions to browse (logic-narrow-*.png, in German logic-narrow-de-*.png; the other
 * tests check what they show, this one that the German is there). */
static void
check_narrow_look (const char *prefix,
                   const char *problem,
                   const char *counting,
                   const char *nodes,
                   const char *solutions)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  g_autofree char *text = perch_logic_queens_text (14);
  g_autofree char *warnings = g_strconcat (prefix, "-warnings", NULL);
  g_autofree char *searching = g_strconcat (prefix, "-searching", NULL);
  g_autofree char *browse = g_strconcat (prefix, "-browse", NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  type_text (page, "domain 1..5\ngroup g: a b\na = B + 1\nnames x\nx = 2, 3\n");
  perch_test_gui_wait_for_label_prefix (page, problem, 5000);
  perch_test_gui_screenshot (GTK_WIDGET (window), warnings);

  type_text (page, text);
  g_assert_true (gtk_widget_activate_action (page, "logic.count", NULL));
  g_assert_true (perch_test_gui_wait_until (counts_nodes,
                                            &(Counting) { busy_bar (page), counting, nodes },
                                            5000));
  perch_test_gui_screenshot (GTK_WIDGET (window), searching);
  g_assert_true (gtk_widget_activate_action (page, "logic.cancel", NULL));

  type_text (page, "A + B = C\n");
  solve (page, "logic.solve", solutions);
  perch_test_gui_screenshot (GTK_WIDGET (window), browse);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_page_narrow_look (void)
{
  check_narrow_look ("logic-narrow", "Line 3, column 5: ", "Counting solutions…", " nodes",
                     "32 solutions");
  if (!perch_test_gui_speak_german (TRUE))
    {
      g_test_message ("no German: the build's translations are not at hand");
      return;
    }
  check_narrow_look ("logic-narrow-de", "Zeile 3, Spalte 5: ", "Lösungen werden gezählt …",
                     " Knoten", "32 Lösungen");
  perch_test_gui_speak_german (FALSE);
}

/* A status page in sight (the results' mistake, say) that says @description. */
static gboolean
shows_status (GtkWidget  *root,
              const char *description)
{
  if (ADW_IS_STATUS_PAGE (root) && gtk_widget_get_mapped (root) &&
      g_strcmp0 (adw_status_page_get_description (ADW_STATUS_PAGE (root)), description) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_status (child, description))
      return TRUE;
  return FALSE;
}

static gboolean
results_say (gpointer data)
{
  gpointer *args = data;

  return shows_status (args[0], args[1]);
}

/* In German the core's messages are German too, under the text and in the results: a
 * mistake in a name, one of syntax (with the phrases it is made of) and a warning
 * (logic-error-de.png, logic-error-narrow-de.png). */
static void
test_page_german_problems (void)
{
  const char *unknown = "Zeile 3, Spalte 1: unbekannter Name „zebr“ (meinten Sie „zebra“?)";
  const char *syntax = "Zeile 4, Spalte 1: erwartet wurde „)“, gefunden wurde das Ende des "
                       "Textes";
  GtkWidget *page;
  PerchWindow *window;

  if (!perch_test_gui_speak_german (TRUE))
    {
      g_test_skip ("no German: the build's translations are not at hand");
      return;
    }
  window = open_page (&page);
  type_text (page, "domain 1..5\ngroup pet: dog snails horse fox zebra\nzebr = 1\n");
  perch_test_gui_wait_for_label (page, unknown, 5000);
  g_assert_true (gtk_widget_activate_action (page, "logic.solve", NULL));
  g_assert_true (perch_test_gui_wait_until (results_say, (gpointer[]) { page, (gpointer) unknown },
                                            5000));
  perch_test_gui_wait_for_label (page, "Ein Name ist unbekannt oder falsch verwendet", 5000);
  perch_test_gui_screenshot (GTK_WIDGET (window), "logic-error-de");

  type_text (page, "domain 1..5\nnames a b\na = (b\n");
  perch_test_gui_wait_for_label (page, syntax, 5000);
  g_assert_true (gtk_widget_activate_action (page, "logic.solve", NULL));
  g_assert_true (perch_test_gui_wait_until (results_say, (gpointer[]) { page, (gpointer) syntax },
                                            5000));
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  g_assert_true (gtk_widget_activate_action (page, "logic.show-editor", NULL));
  perch_test_gui_wait_for_label (page, syntax, 5000);
  perch_test_gui_screenshot (GTK_WIDGET (window), "logic-error-narrow-de");
  g_assert_true (gtk_widget_activate_action (page, "logic.show-results", NULL));
  g_assert_true (perch_test_gui_wait_until (results_say, (gpointer[]) { page, (gpointer) syntax },
                                            5000));
  perch_test_gui_screenshot (GTK_WIDGET (window), "logic-results-narrow-de");

  type_text (page, "domain 1..5\nnames x\nx = 2, 3\n");
  perch_test_gui_wait_for_label (page, "Zeile 3, Spalte 1: „=“ mit einer Liste heißt gleich "
                                       "jedem Eintrag (allen zugleich); für einen davon "
                                       "schreiben Sie „in“ statt „=“", 5000);
  gtk_window_destroy (GTK_WINDOW (window));
  perch_test_gui_speak_german (FALSE);
}

/* A window closed as the user closes it: the state store writes what is pending. */
static void
close_page (PerchWindow *window)
{
  gtk_window_close (GTK_WINDOW (window));
}

static void
assert_text (GtkWidget  *page,
             const char *expected)
{
  g_autofree char *text = page_text (page);

  g_assert_cmpstr (text, ==, expected);
}

static void
click_undo_on_toast (GtkWidget *page)
{
  GtkWidget *button;

  perch_test_gui_wait_for_frame (page);
  button = find_button (page, "_Undo", TRUE);
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

static GFile *
write_puzzle_file (const char *name,
                   const char *contents)
{
  g_autofree char *path = perch_test_gui_output_path (name);

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return g_file_new_for_path (path);
}

static char *
read_file (GFile *file)
{
  char *contents = NULL;

  g_assert_true (g_file_load_contents (file, NULL, &contents, NULL, NULL, NULL));
  return contents;
}

static void
open_file_and_wait (GtkWidget *page,
                    GFile     *file)
{
  g_autofree char *name = g_file_get_basename (file);

  perch_logic_page_open_file (PERCH_LOGIC_PAGE (page), file);
  perch_test_gui_wait_for_label (page, name, 5000);
}

static const char *
shown_pane (GtkWidget *page)
{
  GtkWidget *leaflet = perch_test_gui_find_widget (page, ADW_TYPE_LEAFLET);

  return adw_leaflet_get_visible_child_name (ADW_LEAFLET (leaflet));
}

static gboolean
shows_pane (gpointer data)
{
  gpointer *args = data;

  return g_strcmp0 (shown_pane (args[0]), args[1]) == 0;
}

/* The toolbar's way to the answer is there only while a narrow window shows the editor. */
static gboolean
answer_button_fits (gpointer data)
{
  GtkWidget *page = data;
  GtkWidget *button = find_button (page, "Show the Answer (Alt+Right)", FALSE);

  return gtk_widget_get_visible (button) == (g_strcmp0 (shown_pane (page), "editor") == 0);
}

static void
wait_for_pane (GtkWidget  *page,
               const char *name)
{
  gpointer args[2] = { page, (gpointer) name };

  if (!perch_test_gui_wait_until (shows_pane, args, 5000))
    g_error ("the page shows the %s, not the %s", shown_pane (page), name);
  g_assert_true (perch_test_gui_wait_until (answer_button_fits, page, 5000));
}

/* A narrow window: Alt+Right and Alt+Left (real keys, typed in the editor) take turns
 * between the editor and the results, and never reach the editor's own Alt+arrow keys
 * (GtkSourceView's "move words", which turned "domain 1..14" into "1 14..domain"). */
static void
test_page_narrow_keys (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  GtkWidget *view = perch_test_gui_find_widget (page, GTK_SOURCE_TYPE_VIEW);
  const char *text = "domain 1..14\nnames a b\n";
  GtkTextIter start;

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  type_text (page, text);
  perch_test_gui_wait_for_frame (page);
  wait_for_pane (page, "editor");
  gtk_widget_grab_focus (view);
  gtk_text_buffer_get_start_iter (page_buffer (page), &start);
  gtk_text_buffer_place_cursor (page_buffer (page), &start);

  if (!perch_test_gui_press_keys (GTK_WIDGET (window), "alt+Right"))
    {
      g_test_skip ("keys cannot be pressed here (xdotool on X11)");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  wait_for_pane (page, "results");
  assert_text (page, text);
  /* The keyboard goes with the eye. */
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)),
                                         GTK_WIDGET (results_pane (page))));
  g_assert_true (perch_test_gui_press_keys (GTK_WIDGET (window), "alt+Right"));
  g_assert_true (perch_test_gui_press_keys (GTK_WIDGET (window), "alt+Left"));
  wait_for_pane (page, "editor");
  assert_text (page, text);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == view);

  /* Solving from the editor shows the answer, and the keyboard goes there too. */
  g_assert_true (gtk_widget_activate_action (page, "logic.solve", NULL));
  wait_for_pane (page, "results");
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)),
                                         GTK_WIDGET (results_pane (page))));
  g_assert_true (gtk_widget_activate_action (page, "logic.show-editor", NULL));
  wait_for_pane (page, "editor");

  /* From the editor again, the keys go on taking turns. */
  gtk_widget_grab_focus (view);
  g_assert_true (perch_test_gui_press_keys (GTK_WIDGET (window), "alt+Right alt+Left"));
  perch_test_gui_wait (300);
  wait_for_pane (page, "editor");
  assert_text (page, text);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The puzzle menu's button on the page. */
static GtkWidget *
puzzle_menu_button (GtkWidget *page)
{
  GtkWidget *button = perch_test_gui_find_widget (page, GTK_TYPE_MENU_BUTTON);

  g_assert_nonnull (button);
  return button;
}

static gboolean
popover_closed (gpointer data)
{
  return !gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (data)));
}

/* An example picked from the menu (by keys, as a user would; the menu built as it first
 * opens) over a result: no warning
 * (GTK's "snapshot without a current allocation", from the results, is fatal here), and the
 * old answer is gone. */
static void
test_page_replace_result (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  GtkWidget *button = puzzle_menu_button (page);

  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "reindeer"));
  solve (page, "logic.solve", "Unique solution");
  /* The menu is built when it first opens, not with the page. */
  g_assert_null (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
  gtk_widget_grab_focus (button);
  /* The menu, then its fifth example: the five couples. */
  if (!perch_test_gui_press_keys (GTK_WIDGET (window), "Return"))
    {
      g_test_skip ("keys cannot be pressed here (xdotool on X11)");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  perch_test_gui_wait_for_label (page, "Five couples in their houses", 5000);
  g_assert_true (perch_test_gui_press_keys (GTK_WIDGET (window),
                                            "Down Down Down Down Return"));
  g_assert_true (perch_test_gui_wait_until (popover_closed, button, 5000));
  perch_test_gui_wait_for_frame (page);
  perch_test_gui_wait_for_frame (page);
  assert_text (page, perch_logic_example_find ("houses")->text);
  g_assert_false (perch_test_gui_shows_label (page, "Unique solution"));
  g_assert_false (perch_test_gui_shows_label (page, "prancer"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The state from before the state store (GSettings) is moved over once, then the keys go. */
static void
test_page_migrate (void)
{
  PerchStateStore *store = perch_state_store_get_default ();
  g_autoptr(GSettings) settings = g_settings_new ("io.github.perch.Perch.Logic");
  g_autofree char *path = perch_state_store_get_path (store, "logic");
  g_autoptr(GVariant) left = NULL;
  GtkWidget *page;
  PerchWindow *window;

  g_assert_false (perch_state_store_exists (store, "logic"));
  g_settings_set_string (settings, "text", "# kept from before\nSEND + MORE = MONEY\n");
  g_settings_set_string (settings, "document", "example:send-more-money");
  g_settings_set_boolean (settings, "modified", TRUE);

  window = open_page (&page);
  assert_text (page, "# kept from before\nSEND + MORE = MONEY\n");
  g_assert_true (perch_test_gui_shows_label (page, "SEND + MORE = MONEY"));
  g_assert_true (perch_test_gui_shows_label (page, "Example, edited"));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  left = g_settings_get_user_value (settings, "text");
  g_assert_null (left);
  close_page (window);

  /* Once: the next start reads the state file. */
  g_settings_set_string (settings, "text", "# not this\n");
  window = open_page (&page);
  assert_text (page, "# kept from before\nSEND + MORE = MONEY\n");
  close_page (window);
  g_settings_reset (settings, "text");
}

/* New and an example replace edited text, undoably from the message: text, title and
 * "edited" come back together, and so they are after a restart. */
static void
test_page_new_undo_restore (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);

  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "zebra"));
  type_text (page, "# my own\nSEND + MORE = MONEY\n");
  g_assert_true (perch_test_gui_shows_label (page, "Example, edited"));
  g_assert_true (gtk_widget_activate_action (page, "logic.new", NULL));
  assert_text (page, "");
  g_assert_true (perch_test_gui_shows_label (page, "New Puzzle"));
  perch_test_gui_wait_for_label (page, "New puzzle", 5000);
  click_undo_on_toast (page);
  assert_text (page, "# my own\nSEND + MORE = MONEY\n");
  g_assert_true (perch_test_gui_shows_label (page, "The Zebra puzzle"));
  g_assert_true (perch_test_gui_shows_label (page, "Example, edited"));

  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "queens"));
  perch_test_gui_wait_for_label (page, "Opened the example “Eight queens”", 5000);
  g_assert_true (perch_test_gui_shows_label (page, "Eight queens"));
  g_assert_true (gtk_widget_activate_action (page, "logic.undo-load", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "The Zebra puzzle"));
  assert_text (page, "# my own\nSEND + MORE = MONEY\n");
  close_page (window);

  /* Typed text comes back as it was, with its title. */
  window = open_page (&page);
  assert_text (page, "# my own\nSEND + MORE = MONEY\n");
  g_assert_true (perch_test_gui_shows_label (page, "The Zebra puzzle"));
  g_assert_true (perch_test_gui_shows_label (page, "Example, edited"));
  close_page (window);
}

/* Opened one after the other, the toast names the puzzle last opened: the one from an
 * open with Undo is not left on screen over the next (which has nothing to undo). */
static void
test_page_open_toast (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);

  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "zebra"));
  type_text (page, "# my own\n");
  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "queens"));
  perch_test_gui_wait_for_label (page, "Opened the example “Eight queens”", 5000);
  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "houses"));
  perch_test_gui_wait_for_label (page, "Opened the example “Five couples in their houses”",
                                 5000);
  g_assert_false (perch_test_gui_shows_label (page, "Opened the example “Eight queens”"));
  close_page (window);
}

/* Ctrl+Z after Open stays in the opened file: the example's text never comes back under the
 * file's name. */
static void
test_page_open_undo (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  GtkWidget *view = perch_test_gui_find_widget (page, GTK_SOURCE_TYPE_VIEW);
  g_autoptr(GFile) file = write_puzzle_file ("logic-opened.logic", "domain 1..3\nnames a\n");
  g_autoptr(GFile) binary = write_puzzle_file ("logic-binary.logic", "names \xff\xfe\n");

  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "zebra"));
  type_text (page, "# typed in the example\n");
  open_file_and_wait (page, file);
  assert_text (page, "domain 1..3\nnames a\n");
  g_assert_false (gtk_text_buffer_get_can_undo (page_buffer (page)));
  gtk_widget_grab_focus (view);
  gtk_widget_activate_action (view, "text.undo", NULL);
  assert_text (page, "domain 1..3\nnames a\n");
  g_assert_true (perch_test_gui_shows_label (page, "logic-opened.logic"));
  g_assert_null (perch_test_gui_find_label_starting (page, "The Zebra"));

  /* Undo in the file's own history stays in the file. */
  type_text (page, "domain 1..3\nnames a b\n");
  gtk_widget_activate_action (view, "text.undo", NULL);
  assert_text (page, "domain 1..3\nnames a\n");
  g_assert_true (perch_test_gui_shows_label (page, "logic-opened.logic"));

  /* The example opened over the file starts afresh too. */
  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "queens"));
  gtk_widget_activate_action (view, "text.undo", NULL);
  assert_text (page, perch_logic_example_find ("queens")->text);

  /* A file that is not text is refused and said; the text stays. */
  perch_logic_page_open_file (PERCH_LOGIC_PAGE (page), binary);
  perch_test_gui_wait_for_label (page, "Could not open “logic-binary.logic”: The file is not text",
                                 5000);
  assert_text (page, perch_logic_example_find ("queens")->text);
  g_assert_true (perch_test_gui_shows_label (page, "Eight queens"));
  close_page (window);
}

/* The title and "edited" follow the text: typing, undoing back to the saved text, redoing. */
static void
test_page_edited_undo (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  GtkWidget *view = perch_test_gui_find_widget (page, GTK_SOURCE_TYPE_VIEW);
  g_autoptr(GFile) file = write_puzzle_file ("logic-edited.logic", "names a\n");
  g_autoptr(GFile) folder = g_file_get_parent (file);
  g_autofree char *where = g_file_get_parse_name (folder);
  g_autofree char *where_edited = NULL;
  const char *home = g_get_home_dir ();

  if (g_str_has_prefix (where, home) && where[strlen (home)] == '/')
    {
      char *short_where = g_strconcat ("~", where + strlen (home), NULL);

      g_free (where);
      where = short_where;
    }
  where_edited = g_strdup_printf ("%s, edited", where);

  open_file_and_wait (page, file);
  g_assert_true (perch_test_gui_shows_label (page, where));
  type_text (page, "names a b\n");
  g_assert_true (perch_test_gui_shows_label (page, where_edited));
  gtk_widget_activate_action (view, "text.undo", NULL);
  assert_text (page, "names a\n");
  g_assert_true (perch_test_gui_shows_label (page, where));
  g_assert_false (perch_test_gui_shows_label (page, where_edited));
  gtk_widget_activate_action (view, "text.redo", NULL);
  g_assert_true (perch_test_gui_shows_label (page, where_edited));

  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "reindeer"));
  g_assert_true (perch_test_gui_shows_label (page, "Example"));
  type_text (page, "# mine\n");
  g_assert_true (perch_test_gui_shows_label (page, "Example, edited"));
  gtk_widget_activate_action (view, "text.undo", NULL);
  g_assert_true (perch_test_gui_shows_label (page, "Example"));
  g_assert_false (perch_test_gui_shows_label (page, "Example, edited"));
  close_page (window);
}

static gboolean
file_holds (gpointer data)
{
  gpointer *args = data;
  g_autofree char *contents = NULL;

  return g_file_load_contents (args[0], NULL, &contents, NULL, NULL, NULL) &&
         g_strcmp0 (contents, args[1]) == 0;
}

static GtkWidget *
find_file_chooser (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (GTK_IS_FILE_CHOOSER (window) && gtk_widget_get_visible (window))
        return window;
    }
  return NULL;
}

/* Save writes the file the text came from, and only that one; an example asks where. */
static void
test_page_save (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  g_autoptr(GFile) file = write_puzzle_file ("logic-saved.logic", "names a\n");
  g_autoptr(GFile) other = write_puzzle_file ("logic-other.logic", "names other\n");
  g_autofree char *contents = NULL;
  gpointer args[2] = { file, "domain 1..2\nnames a b\n" };
  GtkWidget *chooser;

  open_file_and_wait (page, other);
  open_file_and_wait (page, file);
  type_text (page, "domain 1..2\nnames a b\n");
  g_assert_true (gtk_widget_activate_action (page, "logic.save", NULL));
  g_assert_true (perch_test_gui_wait_until (file_holds, args, 5000));
  perch_test_gui_wait_for_label (page, "Saved “logic-saved.logic”", 5000);
  g_assert_null (perch_test_gui_find_label_starting (page, "Example"));
  contents = read_file (other);
  g_assert_cmpstr (contents, ==, "names other\n");
  g_clear_pointer (&contents, g_free);

  /* An example has no file: Save asks for one and writes nothing until then. */
  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "zebra"));
  type_text (page, "# not for the file\n");
  g_assert_true (gtk_widget_activate_action (page, "logic.save", NULL));
  chooser = find_file_chooser ();
  g_assert_nonnull (chooser);
  gtk_window_close (GTK_WINDOW (chooser));
  perch_test_gui_wait (200);
  contents = read_file (file);
  g_assert_cmpstr (contents, ==, "domain 1..2\nnames a b\n");
  g_clear_pointer (&contents, g_free);
  contents = read_file (other);
  g_assert_cmpstr (contents, ==, "names other\n");
  close_page (window);
}

/* A state file of random bytes, cut short, or empty: the page starts, says what it could not
 * restore, keeps the file aside and keeps what could be read. */
static void
test_page_bad_state (void)
{
  PerchStateStore *store = perch_state_store_get_default ();
  g_autofree char *path = perch_state_store_get_path (store, "logic");
  g_autofree char *valid = NULL;
  g_autofree char *details = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  char random[512];
  GtkWidget *page;
  PerchWindow *window;
  guint aside = perch_test_gui_count_set_aside ("logic");
  gsize length;

  window = open_page (&page);
  g_assert_true (gtk_widget_activate_action (page, "logic.new", NULL));
  type_text (page, "# first line\n# second line\n# third line\n");
  close_page (window);
  g_assert_true (g_file_get_contents (path, &valid, &length, NULL));

  for (guint i = 0; i < sizeof random; i++)
    random[i] = (char) g_rand_int_range (rand, 0, 256);
  g_assert_true (g_file_set_contents (path, random, sizeof random, NULL));
  window = open_page (&page);
  details = perch_test_gui_wait_for_problem (page, "The saved puzzle could not be restored", 10000);
  g_assert_true (g_str_has_prefix (details, "The saved file is not text. The saved file "
                                            "was kept as logic.state.bad-"));
  g_assert_cmpuint (perch_test_gui_count_set_aside ("logic"), ==, ++aside);
  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "zebra"));
  solve (page, "logic.solve", "Unique solution");
  close_page (window);

  /* Cut in the middle of the third line: the first two come back. */
  g_assert_true (g_file_set_contents (path, valid, strstr (valid, "third") - valid, NULL));
  window = open_page (&page);
  g_free (details);
  details = perch_test_gui_wait_for_problem (page, "The saved puzzle could not be fully restored",
                                             5000);
  g_assert_true (g_str_has_prefix (details, "line 4: cut short. The saved file was kept as "
                                            "logic.state.bad-"));
  assert_text (page, "# first line\n# second line");
  g_assert_true (perch_test_gui_shows_label (page, "New Puzzle"));
  g_assert_cmpuint (perch_test_gui_count_set_aside ("logic"), ==, ++aside);
  close_page (window);

  g_assert_true (g_file_set_contents (path, "", 0, NULL));
  window = open_page (&page);
  g_free (details);
  details = perch_test_gui_wait_for_problem (page, "The saved puzzle could not be restored", 10000);
  g_assert_true (g_str_has_prefix (details, "The saved file is damaged"));
  g_assert_cmpuint (perch_test_gui_count_set_aside ("logic"), ==, ++aside);
  close_page (window);
}

/* A line of 60,000 characters: the page goes on drawing, typing in that line and solving. */
static void
test_page_long_line (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  g_autoptr(GString) text = g_string_new ("domain 1..5\nnames x\nx = 1 # ");
  g_autoptr(GFile) file = NULL;
  GtkTextIter end;

  for (guint i = 0; i < 30000; i++)
    g_string_append (text, "((");
  g_string_append_c (text, '\n');
  file = write_puzzle_file ("logic-long.logic", text->str);

  open_file_and_wait (page, file);
  perch_test_gui_wait_for_frame (page);
  gtk_text_buffer_get_iter_at_line (page_buffer (page), &end, 2);
  gtk_text_iter_forward_to_line_end (&end);
  gtk_text_buffer_insert (page_buffer (page), &end, ")", 1);
  perch_test_gui_wait_for_frame (page);
  g_assert_true (perch_test_gui_shows_label (page, "logic-long.logic"));
  solve (page, "logic.solve", "Unique solution");
  close_page (window);
}

/* The colour the highlighting gives the text at @offset of @buffer (NULL: none). */
static char *
highlight_colour (GtkTextBuffer *buffer,
                  int            offset)
{
  GtkTextIter iter;
  GSList *tags;
  char *colour = NULL;

  gtk_text_buffer_get_iter_at_offset (buffer, &iter, offset);
  tags = gtk_text_iter_get_tags (&iter);
  for (GSList *l = tags; l != NULL && colour == NULL; l = l->next)
    {
      g_autoptr(GdkRGBA) rgba = NULL;
      gboolean set;

      g_object_get (l->data, "foreground-set", &set, "foreground-rgba", &rgba, NULL);
      if (set && rgba != NULL)
        colour = gdk_rgba_to_string (rgba);
    }
  g_slist_free (tags);
  return colour;
}

/* The colour the page's style scheme gives @style_id. */
static char *
scheme_colour (GtkTextBuffer *buffer,
               const char    *style_id)
{
  GtkSourceStyleScheme *scheme = gtk_source_buffer_get_style_scheme (GTK_SOURCE_BUFFER (buffer));
  GtkSourceStyle *style = gtk_source_style_scheme_get_style (scheme, style_id);
  g_autofree char *spec = NULL;
  GdkRGBA rgba;

  g_assert_nonnull (style);
  g_object_get (style, "foreground", &spec, NULL);
  g_assert_true (gdk_rgba_parse (&rgba, spec));
  return gdk_rgba_to_string (&rgba);
}

/* The editor highlights Perch's language, read from Perch's resources alone (its base
 * styles in Perch's own def.lang): a comment, a keyword and a number take the colours
 * the style scheme gives comments, statements and numbers. */
static void
test_page_highlight (void)
{
  const char *text = "# the riddle\ndomain 1..3\nnames x\nx = 2\n";
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  GtkTextBuffer *buffer = page_buffer (page);
  GtkSourceLanguage *language = gtk_source_buffer_get_language (GTK_SOURCE_BUFFER (buffer));
  g_autofree char *comment = NULL, *keyword = NULL, *number = NULL;
  g_autofree char *comment_style = NULL, *statement_style = NULL, *number_style = NULL;
  GtkTextIter start, end;

  g_assert_nonnull (language);
  g_assert_cmpstr (gtk_source_language_get_id (language), ==, "perch-logic");
  type_text (page, text);
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  gtk_source_buffer_ensure_highlight (GTK_SOURCE_BUFFER (buffer), &start, &end);
  comment = highlight_colour (buffer, 2);
  keyword = highlight_colour (buffer, strstr (text, "domain") - text);
  number = highlight_colour (buffer, strstr (text, "1..3") - text);
  comment_style = scheme_colour (buffer, "def:comment");
  statement_style = scheme_colour (buffer, "def:statement");
  number_style = scheme_colour (buffer, "def:number");
  g_assert_cmpstr (comment, ==, comment_style);
  g_assert_cmpstr (keyword, ==, statement_style);
  g_assert_cmpstr (number, ==, number_style);
  close_page (window);
}

/* A puzzle with 30,000 nested parentheses opened (as from the command line): the page says
 * what is wrong and goes on, also when it starts again with that text. */
static void
test_page_deep_puzzle (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  g_autoptr(GString) text = g_string_new ("domain 1..5\nnames x\nx = ");
  g_autoptr(GFile) file = NULL;

  for (guint i = 0; i < 30000; i++)
    g_string_append_c (text, '(');
  g_string_append_c (text, '1');
  for (guint i = 0; i < 30000; i++)
    g_string_append_c (text, ')');
  g_string_append_c (text, '\n');
  file = write_puzzle_file ("logic-deep.logic", text->str);

  open_file_and_wait (page, file);
  g_assert_nonnull (perch_test_gui_wait_for_label_prefix (page, "Line 3, column ", 10000));
  solve (page, "logic.solve", "Cannot Solve");
  close_page (window);

  /* Kept as the text being edited, it is said again at the next start. */
  window = open_page (&page);
  g_assert_true (perch_test_gui_shows_label (page, "logic-deep.logic"));
  g_assert_nonnull (perch_test_gui_wait_for_label_prefix (page, "Line 3, column ", 10000));
  type_text (page, "domain 1..5\nnames x\nx = ((1))\n");
  solve (page, "logic.solve", "Unique solution");
  close_page (window);
}

int
main (int    argc,
      char **argv)
{
  if (!perch_test_gui_init (&argc, &argv))
    return 0;

  /* First: only a fresh state directory has the old settings to move over. */
  g_test_add_func ("/logic/page/migrate", test_page_migrate);
  g_test_add_func ("/logic/page/examples", test_page_examples);
  g_test_add_func ("/logic/page/browse", test_page_browse);
  g_test_add_func ("/logic/page/error", test_page_error);
  g_test_add_func ("/logic/page/cancel", test_page_cancel);
  g_test_add_func ("/logic/page/progress", test_page_progress);
  g_test_add_func ("/logic/page/stale", test_page_stale);
  g_test_add_func ("/logic/page/steady-layout", test_page_steady_layout);
  g_test_add_func ("/logic/page/warnings", test_page_warnings);
  g_test_add_func ("/logic/page/picture-moves", test_page_picture_moves);
  g_test_add_func ("/logic/page/narrow-keys", test_page_narrow_keys);
  g_test_add_func ("/logic/page/narrow-look", test_page_narrow_look);
  g_test_add_func ("/logic/page/german-problems", test_page_german_problems);
  g_test_add_func ("/logic/page/replace-result", test_page_replace_result);
  g_test_add_func ("/logic/page/new-undo-restore", test_page_new_undo_restore);
  g_test_add_func ("/logic/page/open-toast", test_page_open_toast);
  g_test_add_func ("/logic/page/open-undo", test_page_open_undo);
  g_test_add_func ("/logic/page/edited-undo", test_page_edited_undo);
  g_test_add_func ("/logic/page/save", test_page_save);
  g_test_add_func ("/logic/page/bad-state", test_page_bad_state);
  g_test_add_func ("/logic/page/long-line", test_page_long_line);
  g_test_add_func ("/logic/page/highlight", test_page_highlight);
  g_test_add_func ("/logic/page/deep-puzzle", test_page_deep_puzzle);

  return g_test_run ();
}
