/* test-logic-grid-page.c: the Logic page's classic grid: the Zebra puzzle explained step by
 * step to the end (each step's cells lit, its sentence said, its clue lines lit in the
 * editor; back again; the grid rendered to PNG), marks made by real clicks and keys (blank,
 * ✗, ✓, the pen's ✗s, undo and redo), Check pointing at the marks wrong on their own, a
 * hint and its Fill In, the keys Ctrl+H and Ctrl+K from the editor, marks surviving a
 * restart; screenshots light, dark, narrow and of the hint */
#include "config.h"

#include "logic-page-test-helpers.h"
#include "logic-test-helpers.h"
#include "perch-logic-examples.h"
#include "perch-logic-grid-board.h"
#include "perch-logic-grid-view.h"
#include "perch-logic-marks.h"
#include "perch-logic-results.h"

/* The cells as the page lays them out: the example's grid, parsed here on its own. */
typedef struct
{
  PerchLogicPuzzle *puzzle;
  PerchLogicGrid   *grid;
} Layout;

static void
layout_init (Layout     *layout,
             const char *id)
{
  layout->puzzle = perch_logic_puzzle_parse (perch_logic_example_find (id)->text, NULL, NULL);
  g_assert_nonnull (layout->puzzle);
  layout->grid = perch_logic_grid_new (layout->puzzle);
  g_assert_nonnull (layout->grid);
}

static void
layout_clear (Layout *layout)
{
  perch_logic_grid_free (layout->grid);
  perch_logic_puzzle_free (layout->puzzle);
}

static guint
cell_of (Layout     *layout,
         const char *text)
{
  return logic_test_cell (layout->puzzle, layout->grid, text);
}

static PerchLogicGridView *
grid_view (GtkWidget *page)
{
  return page_part (page, PERCH_TYPE_LOGIC_GRID_VIEW);
}

static PerchLogicGridBoard *
board (GtkWidget *page)
{
  return page_part (page, PERCH_TYPE_LOGIC_GRID_BOARD);
}

static gboolean
grid_available (gpointer data)
{
  return perch_logic_grid_view_get_available (grid_view (data));
}

/* Shows the grid with the switcher in the results' header, as a user would. */
static void
show_grid (GtkWidget *page)
{
  GtkWidget *switcher;
  GtkWidget *grid_button;

  g_assert_true (perch_test_gui_wait_until (grid_available, page, 5000));
  switcher = page_part (page, GTK_TYPE_STACK_SWITCHER);
  g_assert_true (gtk_widget_is_visible (switcher));
  grid_button = gtk_widget_get_last_child (switcher);
  g_signal_emit_by_name (grid_button, "clicked");
  perch_test_gui_wait_for_label (page, "Solve by Hand", 5000);
  perch_test_gui_wait_for_frame (page);
}

static void
open_grid (GtkWidget  *page,
           const char *id)
{
  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", id));
  show_grid (page);
}

typedef struct
{
  GtkWidget *page;
  guint      cell;
  guint8     mark;
} CellShows;

static gboolean
cell_shows (gpointer data)
{
  CellShows *expected = data;

  return perch_logic_grid_board_get_mark (board (expected->page), expected->cell) ==
         expected->mark;
}

static void
wait_for_mark (GtkWidget *page,
               guint      cell,
               guint8     mark)
{
  CellShows expected = { page, cell, mark };

  if (!perch_test_gui_wait_until (cell_shows, &expected, 5000))
    g_error ("cell %u shows %u, not %u", cell,
             perch_logic_grid_board_get_mark (board (page), cell), mark);
}

static gboolean
click_cell (GtkWidget *page,
            guint      cell)
{
  double x, y;

  g_assert_true (perch_logic_grid_board_get_cell_center (board (page), cell, &x, &y));
  return perch_test_gui_click (GTK_WIDGET (board (page)), x, y);
}

/* The text the grid's message says now. */
static const char *
message (GtkWidget *page)
{
  GtkWidget *view = GTK_WIDGET (grid_view (page));
  GtkWidget *scroller = perch_test_gui_find_widget (view, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *label = perch_test_gui_find_widget (scroller, GTK_TYPE_LABEL);

  return gtk_label_get_label (GTK_LABEL (label));
}

/* Whether line @line (from 1) of the editor is lit as the step's. */
static gboolean
line_lit (GtkWidget *page,
          guint      line)
{
  GtkTextBuffer *buffer = page_buffer (page);
  GtkTextTag *tag = gtk_text_tag_table_lookup (gtk_text_buffer_get_tag_table (buffer),
                                               "logic-step");
  GtkTextIter iter;

  g_assert_nonnull (tag);
  gtk_text_buffer_get_iter_at_line (buffer, &iter, (int) line - 1);
  return gtk_text_iter_has_tag (&iter, tag);
}

static guint
lit_lines (GtkWidget *page)
{
  guint n = 0;

  for (int l = 1; l <= gtk_text_buffer_get_line_count (page_buffer (page)); l++)
    n += line_lit (page, (guint) l);
  return n;
}

/* The Zebra puzzle explained to the end: 54 steps, each with its sentence and its cells lit
 * (clue steps with their lines lit in the editor), the last one saying it is solved, every
 * cell filled; back a step takes its marks away; off again, the user's own (blank) grid. */
static void
test_grid_explain_zebra (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  PerchLogicGridBoard *shown;
  Layout zebra;
  guint milk, tea, n_cells;
  g_autofree char *png = perch_test_gui_output_path ("logic-grid-zebra-explained.png");

  layout_init (&zebra, "zebra");
  open_grid (page, "zebra");
  shown = board (page);
  n_cells = perch_logic_grid_get_n_cells (zebra.grid);
  /* Asked from the editor, in a wide window: the editor keeps the keyboard. */
  gtk_widget_grab_focus (perch_test_gui_find_widget (page, GTK_SOURCE_TYPE_VIEW));
  g_assert_true (gtk_widget_activate_action (page, "logic.explain", NULL));
  perch_test_gui_wait_for_label (page, "1 of 54", 20000);
  g_assert_true (GTK_SOURCE_IS_VIEW (gtk_root_get_focus (GTK_ROOT (window))));
  g_assert_true (perch_test_gui_shows_label (page, "Step by Step"));

  /* Step 1: milk in the middle house, lit in the grid and in the editor. */
  g_assert_cmpstr (message (page), ==,
                   "Line 28: Milk is drunk in the middle house (milk = 3), so milk is 3.");
  milk = cell_of (&zebra, "milk = 3");
  tea = cell_of (&zebra, "tea = 3");
  g_assert_cmpuint (perch_logic_grid_board_get_mark (shown, milk), ==, PERCH_LOGIC_MARK_YES);
  g_assert_cmpuint (perch_logic_grid_board_get_flags (shown, milk), ==, PERCH_LOGIC_GRID_STEP);
  g_assert_cmpuint (perch_logic_grid_board_get_mark (shown, tea), ==, PERCH_LOGIC_MARK_PEN_NO);
  g_assert_true (line_lit (page, 28));
  g_assert_cmpuint (lit_lines (page), ==, 1);

  /* The keys every page browses with, from the editor and from the grid. */
  gtk_widget_grab_focus (perch_test_gui_find_widget (page, GTK_SOURCE_TYPE_VIEW));
  if (perch_test_gui_press_keys (GTK_WIDGET (window), "alt+Page_Down"))
    {
      perch_test_gui_wait_for_label (page, "2 of 54", 5000);
      gtk_widget_grab_focus (GTK_WIDGET (shown));
      g_assert_true (perch_test_gui_press_keys (GTK_WIDGET (window), "ctrl+Left"));
      perch_test_gui_wait_for_label (page, "1 of 54", 5000);
      gtk_widget_grab_focus (perch_test_gui_find_widget (page, GTK_SOURCE_TYPE_VIEW));
    }
  for (guint step = 2; step <= 54; step++)
    {
      g_autofree char *position = g_strdup_printf ("%u of 54", step);
      guint lit = 0;

      g_assert_true (gtk_widget_activate_action (page, "browse.next", NULL));
      g_assert_true (perch_test_gui_shows_label (page, position));
      g_assert_cmpuint (strlen (message (page)), >, 20);
      for (guint c = 0; c < n_cells; c++)
        lit += (perch_logic_grid_board_get_flags (shown, c) & PERCH_LOGIC_GRID_STEP) != 0;
      g_assert_cmpuint (lit, >, 0);
      /* A case ruled out, for the README (docs/screenshots/logic-grid.png). */
      if (step == 33)
        perch_test_gui_screenshot (GTK_WIDGET (window), "logic-grid-explain");
    }
  g_assert_true (g_str_has_suffix (message (page), "\nSolved in 54 steps."));
  for (guint c = 0; c < n_cells; c++)
    g_assert_cmpuint (perch_logic_grid_board_get_mark (shown, c), !=, PERCH_LOGIC_MARK_BLANK);
  g_assert_true (perch_test_gui_shows_label (page, "54 of 54"));
  perch_test_gui_wait_for_frame (GTK_WIDGET (shown));
  perch_test_render_widget_to_png (GTK_WIDGET (shown), png);
  perch_test_gui_screenshot (GTK_WIDGET (window), "logic-grid-explained");

  /* A step back takes the last step's cells away again. */
  {
    g_autoptr(GArray) blank = g_array_new (FALSE, FALSE, sizeof (guint));

    for (guint c = 0; c < n_cells; c++)
      if (perch_logic_grid_board_get_flags (shown, c) & PERCH_LOGIC_GRID_STEP)
        g_array_append_val (blank, c);
    g_assert_true (gtk_widget_activate_action (page, "browse.previous", NULL));
    g_assert_true (perch_test_gui_shows_label (page, "53 of 54"));
    for (guint i = 0; i < blank->len; i++)
      g_assert_cmpuint (perch_logic_grid_board_get_mark (shown, g_array_index (blank, guint, i)),
                        ==, PERCH_LOGIC_MARK_BLANK);
  }

  /* Off again: the user's grid, blank, and no line lit. */
  g_assert_true (gtk_widget_activate_action (page, "logic.explain", NULL));
  perch_test_gui_wait_for_label (page, "Solve by Hand", 5000);
  g_assert_cmpuint (perch_logic_grid_board_get_mark (shown, milk), ==, PERCH_LOGIC_MARK_BLANK);
  g_assert_cmpuint (lit_lines (page), ==, 0);
  layout_clear (&zebra);
  gtk_window_destroy (GTK_WINDOW (window));
}

typedef struct
{
  GtkWidget  *page;
  const char *prefix;
} MessageStarts;

static gboolean
message_starts (gpointer data)
{
  MessageStarts *expected = data;

  return g_str_has_prefix (message (expected->page), expected->prefix);
}

static void
wait_for_message (GtkWidget  *page,
                  const char *prefix)
{
  MessageStarts expected = { page, prefix };

  if (!perch_test_gui_wait_until (message_starts, &expected, 10000))
    g_error ("the grid says \"%s\", not \"%s…\"", message (page), prefix);
}

/* Marks by real clicks and keys: blank, ✗, ✓ and the pen's ✗s; a click on the pen's cell
 * says why nothing changes; Ctrl+Z and Ctrl+Shift+Z in the grid; Check points at the marks
 * wrong on their own; a hint, filled in; the marks survive a restart. */
static void
test_grid_marks (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  Layout zebra;
  guint englishman_1, englishman_2, spaniard_2, milk;

  layout_init (&zebra, "zebra");
  englishman_1 = cell_of (&zebra, "englishman = 1");
  englishman_2 = cell_of (&zebra, "englishman = 2");
  spaniard_2 = cell_of (&zebra, "spaniard = 2");
  milk = cell_of (&zebra, "milk = 3");
  open_grid (page, "zebra");
  g_assert_true (g_str_has_prefix (message (page), "Click a cell"));

  if (!click_cell (page, englishman_1))
    {
      g_test_skip ("no xdotool, or not X11: clicks cannot be made");
      gtk_window_destroy (GTK_WINDOW (window));
      layout_clear (&zebra);
      return;
    }
  wait_for_mark (page, englishman_1, PERCH_LOGIC_MARK_NO);
  g_assert_true (click_cell (page, englishman_1));
  wait_for_mark (page, englishman_1, PERCH_LOGIC_MARK_YES);
  wait_for_mark (page, englishman_2, PERCH_LOGIC_MARK_PEN_NO);
  g_assert_cmpuint (perch_logic_grid_board_get_mark (board (page), cell_of (&zebra,
                                                                            "spaniard = 1")),
                    ==, PERCH_LOGIC_MARK_PEN_NO);
  g_assert_true (click_cell (page, englishman_2));
  wait_for_message (page, "This cell follows from your other marks");
  g_assert_cmpuint (perch_logic_grid_board_get_mark (board (page), englishman_2), ==,
                    PERCH_LOGIC_MARK_PEN_NO);

  /* The keyboard's cell is the one clicked: down to the Spaniard, right to house 2. */
  g_assert_cmpuint (perch_logic_grid_board_get_cursor (board (page)), ==, englishman_2);
  g_assert_true (perch_test_gui_press_keys (GTK_WIDGET (window), "Down space"));
  wait_for_mark (page, spaniard_2, PERCH_LOGIC_MARK_NO);
  g_assert_true (perch_test_gui_press_keys (GTK_WIDGET (window), "space"));
  wait_for_mark (page, spaniard_2, PERCH_LOGIC_MARK_YES);
  g_assert_true (perch_test_gui_press_keys (GTK_WIDGET (window), "ctrl+z"));
  wait_for_mark (page, spaniard_2, PERCH_LOGIC_MARK_NO);
  g_assert_true (perch_test_gui_press_keys (GTK_WIDGET (window), "ctrl+shift+z"));
  wait_for_mark (page, spaniard_2, PERCH_LOGIC_MARK_YES);

  /* Both are wrong (the Norwegian lives in house 1, the Spaniard in 4): Check says so and
   * lights them, and nothing more. */
  g_assert_true (gtk_widget_activate_action (page, "logic.check", NULL));
  wait_for_message (page, "2 marks contradict the clues");
  g_assert_cmpuint (perch_logic_grid_board_get_flags (board (page), englishman_1), ==,
                    PERCH_LOGIC_GRID_WRONG);
  g_assert_cmpuint (perch_logic_grid_board_get_flags (board (page), spaniard_2), ==,
                    PERCH_LOGIC_GRID_WRONG);
  perch_test_gui_screenshot (GTK_WIDGET (window), "logic-grid-check");

  /* A hint from marks that contradict the clues is a check. */
  g_assert_true (gtk_widget_activate_action (page, "logic.hint", NULL));
  wait_for_message (page, "No hint: your marks contradict the clues.");

  /* Cleared (undoably), milk in house 3: no mistake so far, and a hint with its cells. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (grid_view (page)), "grid.clear",
                                             NULL));
  wait_for_mark (page, englishman_1, PERCH_LOGIC_MARK_BLANK);
  g_assert_true (click_cell (page, milk));
  g_assert_true (click_cell (page, milk));
  wait_for_mark (page, milk, PERCH_LOGIC_MARK_YES);
  g_assert_true (gtk_widget_activate_action (page, "logic.check", NULL));
  wait_for_message (page, "No mistakes so far");
  g_assert_cmpuint (perch_logic_grid_board_get_flags (board (page), milk), ==, 0);

  /* Ctrl+H in the editor: the next step, its cells outlined, its line lit. */
  gtk_widget_grab_focus (perch_test_gui_find_widget (page, GTK_SOURCE_TYPE_VIEW));
  g_assert_true (perch_test_gui_press_keys (GTK_WIDGET (window), "ctrl+h"));
  wait_for_message (page, "Line 30: The Norwegian lives in the first house");
  g_assert_cmpuint (perch_logic_grid_board_get_flags (board (page),
                                                      cell_of (&zebra, "norwegian = 1")), ==,
                    PERCH_LOGIC_GRID_HINT_YES);
  g_assert_true (line_lit (page, 30));
  perch_test_gui_screenshot (GTK_WIDGET (window), "logic-grid-hint");
  g_signal_emit_by_name (find_button (page, "_Fill In", TRUE), "clicked");
  wait_for_mark (page, cell_of (&zebra, "norwegian = 1"), PERCH_LOGIC_MARK_YES);
  g_assert_cmpuint (perch_logic_grid_board_get_flags (board (page),
                                                      cell_of (&zebra, "norwegian = 1")), ==, 0);
  /* Ctrl+K from the editor checks. */
  gtk_widget_grab_focus (perch_test_gui_find_widget (page, GTK_SOURCE_TYPE_VIEW));
  g_assert_true (perch_test_gui_press_keys (GTK_WIDGET (window), "ctrl+k"));
  wait_for_message (page, "No mistakes so far");
  gtk_window_close (GTK_WINDOW (window));

  /* A restart brings the marks back. */
  window = open_page (&page);
  show_grid (page);
  wait_for_mark (page, milk, PERCH_LOGIC_MARK_YES);
  wait_for_mark (page, cell_of (&zebra, "norwegian = 1"), PERCH_LOGIC_MARK_YES);
  wait_for_mark (page, englishman_1, PERCH_LOGIC_MARK_PEN_NO);
  gtk_window_close (GTK_WINDOW (window));
  layout_clear (&zebra);
}

/* Whether @widget or a parent up to the page is faded as out of date. */
static gboolean
faded (GtkWidget *widget,
       GtkWidget *page)
{
  for (; widget != NULL && widget != page; widget = gtk_widget_get_parent (widget))
    if (gtk_widget_has_css_class (widget, "logic-stale"))
      return TRUE;
  return FALSE;
}

/* An answer to a text edited since fades; the grid, which follows the text, never does, and
 * showing it moves nothing else on the page. */
static void
test_grid_not_stale (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  GtkWidget *editor = perch_test_gui_find_widget (page, GTK_SOURCE_TYPE_VIEW);
  graphene_rect_t before, after;
  GtkTextIter end;

  g_assert_true (gtk_widget_activate_action (page, "logic.load-example", "s", "zebra"));
  g_assert_true (gtk_widget_activate_action (page, "logic.solve", NULL));
  perch_test_gui_wait_for_label (page, "Unique solution", 20000);
  perch_test_gui_wait_for_frame (page);
  g_assert_true (gtk_widget_compute_bounds (editor, page, &before));
  gtk_text_buffer_get_end_iter (page_buffer (page), &end);
  gtk_text_buffer_insert (page_buffer (page), &end, "# a note\n", -1);
  g_assert_true (perch_logic_results_get_stale (page_part (page, PERCH_TYPE_LOGIC_RESULTS)));
  show_grid (page);
  g_assert_false (faded (GTK_WIDGET (board (page)), page));
  g_assert_false (faded (perch_test_gui_find_widget (page, GTK_TYPE_STACK_SWITCHER), page));
  g_assert_true (gtk_widget_compute_bounds (editor, page, &after));
  g_assert_true (graphene_rect_equal (&before, &after));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* At 360 pixels: the grid scrolls within the results, its tools fit, and the headline is
 * whole, on a line of its own under the switchers (screenshots). */
static void
test_grid_narrow (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  open_grid (page, "zebra");
  g_assert_true (gtk_widget_activate_action (page, "logic.explain", NULL));
  perch_test_gui_wait_for_label (page, "1 of 54", 20000);
  g_assert_true (gtk_widget_activate_action (page, "browse.next", NULL));
  perch_test_gui_screenshot (GTK_WIDGET (window), "logic-grid-narrow");
  {
    GtkLabel *headline = perch_test_gui_find_label (page, "Step by Step");
    int minimum;

    g_assert_nonnull (headline);
    g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (headline)));
    g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (headline)));

    gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
    g_assert_cmpint (minimum, <=, 360);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  if (!perch_test_gui_init (&argc, &argv))
    return 0;

  g_test_add_func ("/logic/grid-page/explain-zebra", test_grid_explain_zebra);
  g_test_add_func ("/logic/grid-page/marks", test_grid_marks);
  g_test_add_func ("/logic/grid-page/not-stale", test_grid_not_stale);
  g_test_add_func ("/logic/grid-page/narrow", test_grid_narrow);

  return g_test_run ();
}
