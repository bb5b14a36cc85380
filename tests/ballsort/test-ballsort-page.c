/* test-ballsort-page.c: the Ball Sort page plays, solves and steps through puzzle 106,
 * follows or drops the solution, refuses illegal drops, and remembers the position;
 * screenshots in light and dark */
#include "config.h"

#include <string.h>

#include "perch-ballsort-board.h"
#include "perch-ballsort-level-dialog.h"
#include "perch-ballsort-page.h"
#include "perch-test-gui.h"
#include "perch-window.h"

static GtkWidget *
find_with_class (GtkWidget  *root,
                 const char *css_class)
{
  if (gtk_widget_has_css_class (root, css_class))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_with_class (child, css_class);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static PerchWindow *
open_page (GtkWidget **page)
{
  PerchWindow *window = perch_window_new (PERCH_APPLICATION (perch_test_gui_get_application ()));

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  gtk_window_present (GTK_WINDOW (window));
  perch_window_show_page (window, "ballsort");
  *page = perch_window_get_page (window, "ballsort");
  perch_test_gui_wait_for_frame (GTK_WIDGET (window));
  return window;
}

static void
click_bottle (GtkWidget *page,
              guint      bottle)
{
  GtkWidget *board = perch_test_gui_find_widget (page, PERCH_TYPE_BALLSORT_BOARD);

  g_assert_nonnull (board);
  g_signal_emit_by_name (board, "bottle-clicked", bottle);
}

/* Load puzzle 106, solve it, step five moves, look at it. */
static void
test_page_solve_and_step (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);

  g_assert_true (gtk_widget_activate_action (page, "ballsort.model", "s", "ball"));
  g_assert_true (gtk_widget_activate_action (page, "ballsort.load-builtin", "s", "puzzle-106"));
  g_assert_true (perch_test_gui_shows_label (page, "Puzzle 106"));
  g_assert_true (perch_test_gui_shows_label (page, "0 moves · one ball per move"));

  g_assert_true (gtk_widget_activate_action (page, "ballsort.solve", NULL));
  perch_test_gui_wait_for_label (page, "Move 0 of 50, shortest", 10000);

  for (guint i = 0; i < 5; i++)
    g_assert_true (gtk_widget_activate_action (page, "ballsort.next", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "Move 5 of 50, shortest"));
  g_assert_true (perch_test_gui_shows_label (page, "5 moves · one ball per move"));
  perch_test_gui_screenshot (GTK_WIDGET (window), "ballsort-puzzle-106-step-5");

  /* It fits the window's narrowest width (a phone), bottles in more rows. */
  {
    int minimum;

    gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
    g_assert_cmpint (minimum, <=, 360);
    gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
    perch_test_gui_screenshot (GTK_WIDGET (window), "ballsort-puzzle-106-narrow");
    gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  }

  /* A symbol on every ball, for telling colours apart without colour. */
  g_assert_true (gtk_widget_activate_action (page, "ballsort.symbols", NULL));
  perch_test_gui_screenshot (GTK_WIDGET (window), "ballsort-puzzle-106-symbols");
  g_assert_true (gtk_widget_activate_action (page, "ballsort.symbols", NULL));

  /* Back one, then the scrubber to the end: the level is solved. */
  g_assert_true (gtk_widget_activate_action (page, "ballsort.previous", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "Move 4 of 50, shortest"));
  g_assert_true (gtk_widget_activate_action (page, "ballsort.last", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "Move 50 of 50, shortest"));
  g_assert_true (perch_test_gui_shows_label (page, "Solved in 50 moves · one ball per move"));
  perch_test_gui_screenshot (GTK_WIDGET (window), "ballsort-puzzle-106-solved");

  /* Undo walks back along the solution, which stays. */
  g_assert_true (gtk_widget_activate_action (page, "ballsort.undo", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "Move 49 of 50, shortest"));
  g_assert_true (gtk_widget_activate_action (page, "ballsort.first", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "0 moves · one ball per move"));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Water rules: the same puzzle takes 41 pours. */
static void
test_page_water (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);

  g_assert_true (gtk_widget_activate_action (page, "ballsort.load-builtin", "s", "puzzle-106"));
  g_assert_true (gtk_widget_activate_action (page, "ballsort.model", "s", "water"));
  g_assert_true (perch_test_gui_shows_label (page, "0 moves · pouring whole runs"));
  g_assert_true (gtk_widget_activate_action (page, "ballsort.solve", NULL));
  perch_test_gui_wait_for_label (page, "Move 0 of 41, shortest", 10000);
  g_assert_true (gtk_widget_activate_action (page, "ballsort.model", "s", "ball"));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Clicks play: a legal move counts; a move off the solution drops it; an
 * illegal drop changes nothing; undo and redo. */
static void
test_page_play (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  GtkRevealer *solution_bar;

  g_assert_true (gtk_widget_activate_action (page, "ballsort.load-builtin", "s", "first-steps"));
  g_assert_true (gtk_widget_activate_action (page, "ballsort.solve", NULL));
  perch_test_gui_wait_for_label (page, "Move 0 of 6, shortest", 10000);

  /* The solution's first move is 1>3: playing it keeps the solution. */
  click_bottle (page, 0);
  click_bottle (page, 2);
  g_assert_true (perch_test_gui_shows_label (page, "1 move · one ball per move"));
  g_assert_true (perch_test_gui_shows_label (page, "Move 1 of 6, shortest"));

  /* 2 onto 3 (blue onto red) is refused. */
  click_bottle (page, 1);
  click_bottle (page, 2);
  g_assert_true (perch_test_gui_shows_label (page, "1 move · one ball per move"));

  /* 3>1 (red back onto red) is legal but leaves the solution. */
  click_bottle (page, 2);
  click_bottle (page, 0);
  g_assert_true (perch_test_gui_shows_label (page, "2 moves · one ball per move"));
  solution_bar = GTK_REVEALER (gtk_widget_get_ancestor (find_with_class (page,
                                                                         "ballsort-solution-bar"),
                                                        GTK_TYPE_REVEALER));
  g_assert_false (gtk_revealer_get_reveal_child (solution_bar));

  g_assert_true (gtk_widget_activate_action (page, "ballsort.undo", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "1 move · one ball per move"));
  g_assert_true (gtk_widget_activate_action (page, "ballsort.redo", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "2 moves · one ball per move"));
  g_assert_true (gtk_widget_activate_action (page, "ballsort.restart", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "0 moves · one ball per move"));

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
hint_shown (gpointer data)
{
  PerchBallsortMove move;

  return perch_ballsort_board_get_hint (data, &move);
}

/* Hint points at the first move of a shortest solution; a random level
 * arrives; a pasted level loads under its name, a broken one opens the
 * editor with the mistake. */
static void
test_page_hint_random_paste (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  PerchBallsortBoard *board;
  PerchBallsortMove move;
  GListModel *toplevels;
  gboolean dialog_found = FALSE;

  g_assert_true (gtk_widget_activate_action (page, "ballsort.load-builtin", "s", "first-steps"));
  board = PERCH_BALLSORT_BOARD (perch_test_gui_find_widget (page, PERCH_TYPE_BALLSORT_BOARD));
  g_assert_false (perch_ballsort_board_get_hint (board, &move));
  g_assert_true (gtk_widget_activate_action (page, "ballsort.hint", NULL));
  g_assert_true (perch_test_gui_wait_until (hint_shown, board, 5000));
  g_assert_true (perch_ballsort_board_get_hint (board, &move));
  g_assert_cmpuint (move.from, ==, 0);
  g_assert_cmpuint (move.to, ==, 2);

  g_assert_true (gtk_widget_activate_action (page, "ballsort.random", NULL));
  perch_test_gui_wait_for_label (page, "Random Level", 10000);
  g_assert_true (perch_test_gui_shows_label (page, "0 moves · one ball per move"));

  gdk_clipboard_set_text (gtk_widget_get_clipboard (page),
                          "# a comment\nMy Level :: re re bl bl | - | bl bl re re\n");
  g_assert_true (gtk_widget_activate_action (page, "ballsort.paste", NULL));
  perch_test_gui_wait_for_label (page, "My Level", 10000);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (page), "re re bl | bl bl re re | -");
  g_assert_true (gtk_widget_activate_action (page, "ballsort.paste", NULL));
  perch_test_gui_wait (300);
  toplevels = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (PERCH_IS_BALLSORT_LEVEL_DIALOG (toplevel))
        {
          PerchBallsortLevelDialog *dialog = PERCH_BALLSORT_LEVEL_DIALOG (toplevel);

          g_assert_cmpstr (perch_ballsort_level_dialog_get_error (dialog), ==,
                           "column 7: colour 'bl' has 3 balls but the other colours have 4 each");
          gtk_window_destroy (toplevel);
          dialog_found = TRUE;
          break;
        }
    }
  g_assert_true (dialog_found);
  g_assert_true (perch_test_gui_shows_label (page, "My Level"));

  /* A level without a solution says so, and keeps saying it. */
  gdk_clipboard_set_text (gtk_widget_get_clipboard (page), "Stuck :: a b | a b");
  g_assert_true (gtk_widget_activate_action (page, "ballsort.paste", NULL));
  perch_test_gui_wait_for_label (page, "Stuck", 10000);
  g_assert_true (gtk_widget_activate_action (page, "ballsort.solve", NULL));
  perch_test_gui_wait_for_label (page, "0 moves · one ball per move · no solution exists", 10000);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The level and position come back in a new window. */
static void
test_page_restores_position (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);

  g_assert_true (gtk_widget_activate_action (page, "ballsort.load-builtin", "s", "three-colours"));
  click_bottle (page, 0);
  click_bottle (page, 3);
  click_bottle (page, 0);
  click_bottle (page, 4);
  g_assert_true (perch_test_gui_shows_label (page, "2 moves · one ball per move"));
  gtk_window_destroy (GTK_WINDOW (window));

  window = open_page (&page);
  g_assert_true (perch_test_gui_shows_label (page, "Three Colours"));
  g_assert_true (perch_test_gui_shows_label (page, "2 moves · one ball per move"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A typed level with a mistake says what and where, and cannot be loaded. */
static void
test_level_dialog (void)
{
  PerchBallsortLevelDialog *dialog =
    perch_ballsort_level_dialog_new (NULL, "re re bl | bl bl re re | -");
  GtkWidget *text_view;

  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_cmpstr (perch_ballsort_level_dialog_get_error (dialog), ==,
                   "column 7: colour 'bl' has 3 balls but the other colours have 4 each");
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (dialog),
                                             "column 7: colour 'bl' has 3 balls but "
                                             "the other colours have 4 each"));
  text_view = perch_test_gui_find_widget (GTK_WIDGET (dialog), GTK_TYPE_TEXT_VIEW);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (text_view)),
                            "re re bl bl | bl bl re re | -", -1);
  g_assert_null (perch_ballsort_level_dialog_get_error (dialog));
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (dialog), "2 colours in 3 bottles of 4"));
  {
    g_autofree char *path = perch_test_gui_output_path ("ballsort-level-dialog.png");

    gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (text_view)),
                              "re re bl bl | bl Bl re re | -", -1);
    perch_test_gui_wait_for_frame (GTK_WIDGET (dialog));
    perch_test_render_widget_to_png (GTK_WIDGET (dialog), path);
  }
  gtk_window_destroy (GTK_WINDOW (dialog));
}

int
main (int    argc,
      char **argv)
{
  if (!perch_test_gui_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ballsort/page/solve-and-step", test_page_solve_and_step);
  g_test_add_func ("/ballsort/page/water", test_page_water);
  g_test_add_func ("/ballsort/page/play", test_page_play);
  g_test_add_func ("/ballsort/page/hint-random-paste", test_page_hint_random_paste);
  g_test_add_func ("/ballsort/page/restores-position", test_page_restores_position);
  g_test_add_func ("/ballsort/page/level-dialog", test_level_dialog);

  return g_test_run ();
}
