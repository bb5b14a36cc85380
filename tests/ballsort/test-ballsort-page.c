/* test-ballsort-page.c: the Ball Sort page plays, solves and steps through puzzle 106,
 * follows or drops the solution, refuses illegal drops, keeps the game (undo history,
 * solution, hint) across a restart, moves the state of older versions over, keeps bad
 * state files aside and says so, and opens level files; screenshots in light and dark */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "perch-ballsort-board.h"
#include "perch-ballsort-difficulty.h"
#include "perch-ballsort-level-dialog.h"
#include "perch-ballsort-new-level-dialog.h"
#include "perch-ballsort-page.h"
#include "perch-busy-bar.h"
#include "perch-state-store.h"
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

/* A restart of the app: closing the window writes the state (as quitting does). */
static PerchWindow *
reopen_page (PerchWindow  *window,
             GtkWidget   **page)
{
  gtk_window_close (GTK_WINDOW (window));
  return open_page (page);
}

static char *
state_path (void)
{
  return g_build_filename (g_get_user_state_dir (), "perch", "ballsort.state", NULL);
}

static char *
read_state (void)
{
  g_autofree char *path = state_path ();
  char *contents = NULL;

  perch_state_store_flush (perch_state_store_get_default ());
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  return contents;
}

/* Which actions the bar under the board offers: play, solution, stuck or solved. */
static const char *
action_page (GtkWidget *page)
{
  GtkWidget *bar = find_with_class (page, "ballsort-action-bar");

  return gtk_stack_get_visible_child_name (GTK_STACK (perch_test_gui_find_widget (bar,
                                                                               GTK_TYPE_STACK)));
}

/* A title as shown: without its mnemonic's underscore. */
static char *
without_mnemonic (const char *title)
{
  char *shown = g_strdup (title);
  char *underscore = strchr (shown, '_');

  if (underscore != NULL)
    memmove (underscore, underscore + 1, strlen (underscore));
  return shown;
}

/* The row whose title shows @title (a mnemonic's underscore aside). */
static GtkWidget *
find_row (GtkWidget  *root,
          const char *title)
{
  if (ADW_IS_PREFERENCES_ROW (root))
    {
      g_autofree char *shown =
        without_mnemonic (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (root)));
      g_autofree char *wanted = without_mnemonic (title);

      if (g_str_equal (shown, wanted))
        return root;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_row (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWindow *
find_new_level_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (PERCH_IS_BALLSORT_NEW_LEVEL_DIALOG (toplevel))
        return toplevel;
    }
  return NULL;
}

/* Opens the New Level dialog and activates its row titled @title. */
static void
choose_new_level (GtkWidget  *page,
                  const char *title)
{
  GtkWindow *dialog;
  GtkWidget *row;

  g_assert_true (gtk_widget_activate_action (page, "ballsort.new-level", NULL));
  dialog = find_new_level_dialog ();
  g_assert_nonnull (dialog);
  perch_test_gui_wait_for_frame (GTK_WIDGET (dialog));
  row = find_row (GTK_WIDGET (dialog), title);
  g_assert_nonnull (row);
  g_signal_emit_by_name (row, "activated");
  g_assert_null (find_new_level_dialog ());
}

static void
click_bottle (GtkWidget *page,
              guint      bottle)
{
  GtkWidget *board = perch_test_gui_find_widget (page, PERCH_TYPE_BALLSORT_BOARD);

  g_assert_nonnull (board);
  g_signal_emit_by_name (board, "bottle-clicked", bottle);
}

/* Plays moves written "A>B" by clicking the bottles. */
static void
click_moves (GtkWidget  *page,
             const char *moves)
{
  g_auto(GStrv) list = g_strsplit (moves, " ", -1);

  for (guint i = 0; list[i] != NULL; i++)
    {
      guint from, to;

      g_assert_cmpint (sscanf (list[i], "%u>%u", &from, &to), ==, 2);
      click_bottle (page, from - 1);
      click_bottle (page, to - 1);
    }
}

/* The page alone in a window @width wide, with the game the window's page keeps: how
 * it adapts to a phone's width (the whole window also holds the other pages, which
 * adapt on their own). */
static void
screenshot_page_alone (int         width,
                       int         height,
                       const char *name)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = g_object_new (PERCH_TYPE_BALLSORT_PAGE, NULL);
  int minimum;

  perch_state_store_flush (perch_state_store_get_default ());
  gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, width);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  perch_test_gui_wait_for_frame (window);
  g_assert_cmpint (gtk_widget_get_width (page), ==, width);
  perch_test_gui_screenshot (window, name);
  gtk_window_destroy (GTK_WINDOW (window));
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
    g_assert_true (gtk_widget_activate_action (page, "browse.next", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "Move 5 of 50, shortest"));
  g_assert_true (perch_test_gui_shows_label (page, "5 moves · one ball per move"));
  perch_test_gui_screenshot (GTK_WIDGET (window), "ballsort-puzzle-106-step-5");

  /* It fits the window's narrowest width (a phone), bottles in more rows. */
  screenshot_page_alone (360, 720, "ballsort-puzzle-106-narrow");

  /* A symbol on every ball, for telling colours apart without colour. */
  g_assert_true (gtk_widget_activate_action (page, "ballsort.symbols", NULL));
  perch_test_gui_screenshot (GTK_WIDGET (window), "ballsort-puzzle-106-symbols");
  g_assert_true (gtk_widget_activate_action (page, "ballsort.symbols", NULL));

  /* Back one, then the scrubber to the end: the level is solved. */
  g_assert_true (gtk_widget_activate_action (page, "browse.previous", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "Move 4 of 50, shortest"));
  g_assert_true (gtk_widget_activate_action (page, "browse.last", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "Move 50 of 50, shortest"));
  g_assert_true (perch_test_gui_shows_label (page, "Solved in 50 moves · one ball per move"));
  perch_test_gui_screenshot (GTK_WIDGET (window), "ballsort-puzzle-106-solved");

  /* Undo walks back along the solution, which stays. */
  g_assert_true (gtk_widget_activate_action (page, "ballsort.undo", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "Move 49 of 50, shortest"));
  g_assert_true (gtk_widget_activate_action (page, "browse.first", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "0 moves · one ball per move"));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The browse keys step through the solution wherever the focus is, the board
 * included (where the window's focus keys used to take Ctrl+arrows). */
static void
test_page_browse_keys (void)
{
  GtkWidget *page, *board;
  PerchWindow *window = open_page (&page);

  g_assert_true (gtk_widget_activate_action (page, "ballsort.load-builtin", "s", "first-steps"));
  g_assert_true (gtk_widget_activate_action (page, "ballsort.model", "s", "ball"));
  g_assert_true (gtk_widget_activate_action (page, "ballsort.solve", NULL));
  perch_test_gui_wait_for_label (page, "Move 0 of 6, shortest", 10000);

  board = perch_test_gui_find_widget (page, PERCH_TYPE_BALLSORT_BOARD);
  gtk_widget_grab_focus (board);
  if (!perch_test_gui_press_keys (board, "ctrl+Right ctrl+Right"))
    {
      g_test_skip ("keys cannot be pressed here (xdotool on X11)");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  perch_test_gui_wait_for_label (page, "Move 2 of 6, shortest", 5000);
  g_assert_true (gtk_widget_has_focus (board));
  perch_test_gui_press_keys (board, "ctrl+Left");
  perch_test_gui_wait_for_label (page, "Move 1 of 6, shortest", 5000);
  perch_test_gui_press_keys (board, "ctrl+End");
  perch_test_gui_wait_for_label (page, "Move 6 of 6, shortest", 5000);
  perch_test_gui_press_keys (board, "ctrl+Home");
  perch_test_gui_wait_for_label (page, "Move 0 of 6, shortest", 5000);
  perch_test_gui_press_keys (board, "alt+Next");
  perch_test_gui_wait_for_label (page, "Move 1 of 6, shortest", 5000);
  g_assert_true (perch_test_gui_shows_label (page, "1 move · one ball per move"));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Clicks the middle of bottle @bottle with the mouse, for real. */
static gboolean
mouse_click_bottle (PerchBallsortBoard *board,
                    guint               bottle)
{
  graphene_rect_t bounds;

  g_assert_true (perch_ballsort_board_get_bottle_bounds (board, bottle, &bounds));
  return perch_test_gui_click (GTK_WIDGET (board), bounds.origin.x + bounds.size.width / 2,
                               bounds.origin.y + bounds.size.height / 2);
}

static gboolean
cursor_shown (gpointer board)
{
  return perch_ballsort_board_get_cursor_shown (board);
}

/* After a click the keyboard's bottle is hidden; the first key shows it where the
 * click was and does nothing else, so Space never acts on a bottle nobody can see. */
static void
test_page_keyboard_cursor (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  PerchBallsortBoard *board;

  g_assert_true (gtk_widget_activate_action (page, "ballsort.model", "s", "ball"));
  g_assert_true (gtk_widget_activate_action (page, "ballsort.load-builtin", "s", "first-steps"));
  board = PERCH_BALLSORT_BOARD (perch_test_gui_find_widget (page, PERCH_TYPE_BALLSORT_BOARD));

  /* The mouse lifts bottle 1's ball: no cursor is drawn. */
  if (!mouse_click_bottle (board, 0))
    {
      g_test_skip ("the mouse cannot be clicked here (xdotool on X11)");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (board)));
  g_assert_false (perch_ballsort_board_get_cursor_shown (board));

  /* Space shows the cursor on bottle 1, and the ball stays lifted. */
  perch_test_gui_press_keys (GTK_WIDGET (board), "space");
  g_assert_true (perch_test_gui_wait_until (cursor_shown, board, 2000));
  g_assert_cmpuint (perch_ballsort_board_get_cursor (board), ==, 0);
  /* Now the keys act where the cursor shows: over to bottle 3, and drop. */
  perch_test_gui_press_keys (GTK_WIDGET (board), "Right Right space");
  perch_test_gui_wait_for_label (page, "1 move · one ball per move", 2000);
  g_assert_cmpuint (perch_ballsort_board_get_cursor (board), ==, 2);

  /* Another click hides it again; a digit names its bottle and acts at once. */
  mouse_click_bottle (board, 0);
  g_assert_false (perch_ballsort_board_get_cursor_shown (board));
  perch_test_gui_press_keys (GTK_WIDGET (board), "3");
  perch_test_gui_wait_for_label (page, "2 moves · one ball per move", 2000);
  g_assert_true (perch_ballsort_board_get_cursor_shown (board));
  perch_test_gui_screenshot (GTK_WIDGET (window), "ballsort-keyboard-cursor");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The toast on screen: the widget that holds the label that starts with @prefix. */
static GtkWidget *
find_toast (GtkWidget  *root,
            const char *prefix)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root) &&
      g_str_has_prefix (gtk_label_get_label (GTK_LABEL (root)), prefix))
    {
      for (GtkWidget *up = root; up != NULL; up = gtk_widget_get_parent (up))
        if (g_str_equal (gtk_widget_get_css_name (up), "toast"))
          return up;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_toast (child, prefix);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* No bottle lies under the toast. */
static void
assert_toast_clear_of_bottles (GtkWidget  *page,
                               const char *prefix)
{
  PerchBallsortBoard *board =
    PERCH_BALLSORT_BOARD (perch_test_gui_find_widget (page, PERCH_TYPE_BALLSORT_BOARD));
  GtkWidget *toast;
  graphene_rect_t toast_bounds, bottle;

  perch_test_gui_wait_for_label_prefix (page, prefix, 5000);
  toast = find_toast (page, prefix);
  g_assert_nonnull (toast);
  perch_test_gui_wait_for_frame (toast);
  g_assert_true (gtk_widget_compute_bounds (toast, GTK_WIDGET (board), &toast_bounds));
  for (guint b = 0; perch_ballsort_board_get_bottle_bounds (board, b, &bottle); b++)
    {
      if (graphene_rect_intersection (&toast_bounds, &bottle, NULL))
        g_error ("the toast (%g, %g, %g×%g) covers bottle %u (%g, %g, %g×%g)",
                 toast_bounds.origin.x, toast_bounds.origin.y, toast_bounds.size.width,
                 toast_bounds.size.height, b + 1, bottle.origin.x, bottle.origin.y,
                 bottle.size.width, bottle.size.height);
    }
}

/* Toasts show under the bottles, never over the bottom row. */
static void
test_page_toast_room (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);

  g_assert_true (gtk_widget_activate_action (page, "ballsort.model", "s", "ball"));
  g_assert_true (gtk_widget_activate_action (page, "ballsort.load-builtin", "s", "puzzle-106"));
  click_moves (page, "2>13");
  g_assert_true (gtk_widget_activate_action (page, "ballsort.restart", NULL));
  assert_toast_clear_of_bottles (page, "Restarted: Ctrl+Z goes back");

  /* Two rows of taller bottles in a smaller window. */
  gtk_window_set_default_size (GTK_WINDOW (window), 700, 560);
  g_assert_true (gtk_widget_activate_action (page, "ballsort.load-builtin", "s", "tall-bottles"));
  click_moves (page, "1>7");
  g_assert_true (gtk_widget_activate_action (page, "ballsort.copy", NULL));
  assert_toast_clear_of_bottles (page, "Position copied");
  perch_test_gui_screenshot (GTK_WIDGET (window), "ballsort-toast");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The page's parts where they are now: the board's place and size. */
static graphene_rect_t
board_place (GtkWidget *page)
{
  GtkWidget *board = perch_test_gui_find_widget (page, PERCH_TYPE_BALLSORT_BOARD);
  graphene_rect_t bounds;

  perch_test_gui_wait_for_frame (page);
  g_assert_true (gtk_widget_compute_bounds (board, page, &bounds));
  return bounds;
}

static void
assert_same_place (const graphene_rect_t *a,
                   const graphene_rect_t *b)
{
  g_assert_cmpfloat (a->origin.y, ==, b->origin.y);
  g_assert_cmpfloat (a->size.height, ==, b->size.height);
  g_assert_cmpfloat (a->size.width, ==, b->size.width);
}

static gboolean
busy_bar_busy (gpointer page)
{
  return perch_busy_bar_get_busy (PERCH_BUSY_BAR (perch_test_gui_find_widget (page,
                                                                            PERCH_TYPE_BUSY_BAR)));
}

static gboolean
busy_bar_idle (gpointer page)
{
  return !busy_bar_busy (page);
}

/* Nothing moves when a search starts, reports, ends, or opens a solution; the
 * search says how large it is and how far its proof has come. */
static void
test_page_steady_layout (void)
{
  /* 24 colours and 3 empty bottles: a proof takes a while. */
  static const char large[] =
    "ye sa cy mi | ye si ma or | gy sa ta na | ta ma hu te | vi br te or | cr bl re pu | "
    "ol lb cy wh | pu gy sa br | na si gr lb | si bl or wh | li te vi ye | vi pu ye lb | "
    "pu mi cr wh | cr re ol mi | si cr or pi | wh pi te gr | na hu re ol | lb gr pi ol | "
    "br li gy pi | mi li re bl | ta ma sa vi | ta gy cy cy | hu gr bl br | hu na ma li | - | - | -";
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  graphene_rect_t before, during, after;
  const char *progress;

  g_assert_true (gtk_widget_activate_action (page, "ballsort.model", "s", "ball"));
  gdk_clipboard_set_text (gtk_widget_get_clipboard (page), large);
  g_assert_true (gtk_widget_activate_action (page, "ballsort.paste", NULL));
  perch_test_gui_wait_for_label (page, "Pasted Level", 5000);
  before = board_place (page);

  g_assert_true (gtk_widget_activate_action (page, "ballsort.solve", NULL));
  g_assert_true (busy_bar_busy (page));
  progress = perch_test_gui_wait_for_label_prefix (page, "At least ", 10000);
  g_test_message ("%s", progress);
  g_assert_nonnull (strstr (progress, " position"));
  g_assert_nonnull (strstr (progress, " of "));
  during = board_place (page);
  assert_same_place (&before, &during);
  perch_test_gui_screenshot (GTK_WIDGET (window), "ballsort-searching");

  g_assert_true (gtk_widget_activate_action (page, "ballsort.cancel", NULL));
  g_assert_true (perch_test_gui_wait_until (busy_bar_idle, page, 5000));

  g_assert_true (gtk_widget_activate_action (page, "ballsort.load-builtin", "s", "puzzle-106"));
  g_assert_true (gtk_widget_activate_action (page, "ballsort.solve", NULL));
  perch_test_gui_wait_for_label (page, "Move 0 of 50, shortest", 10000);
  after = board_place (page);
  assert_same_place (&before, &after);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A level that cannot be solved offers the fewest bottles that make it solvable,
 * with a shortest solution; undo takes the bottle away. */
static void
test_page_add_bottle (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);

  g_assert_true (gtk_widget_activate_action (page, "ballsort.model", "s", "ball"));

  /* No move at all: the page says so at once. */
  gdk_clipboard_set_text (gtk_widget_get_clipboard (page), "Full :: a b | b a");
  g_assert_true (gtk_widget_activate_action (page, "ballsort.paste", NULL));
  perch_test_gui_wait_for_label (page, "No move is possible from here", 5000);
  g_assert_cmpstr (action_page (page), ==, "stuck");
  g_assert_true (gtk_widget_activate_action (page, "ballsort.add-bottle", NULL));
  perch_test_gui_wait_for_label (page, "Move 0 of 3, shortest", 10000);
  perch_test_gui_wait_for_label (page, "With 1 more bottle the level can be solved", 5000);
  g_assert_cmpstr (action_page (page), ==, "solution");
  g_assert_true (gtk_widget_activate_action (page, "ballsort.undo", NULL));
  perch_test_gui_wait_for_label (page, "No move is possible from here", 5000);
  g_assert_true (gtk_widget_activate_action (page, "ballsort.redo", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "2 colours in 3 bottles of 2"));

  /* Moves left, but none that leads anywhere: the solver proves it, and a bottle
   * is offered the same way. */
  gdk_clipboard_set_text (gtk_widget_get_clipboard (page), "Stuck :: a b c | c b a | b a | c");
  g_assert_true (gtk_widget_activate_action (page, "ballsort.paste", NULL));
  perch_test_gui_wait_for_label (page, "Stuck", 5000);
  g_assert_cmpstr (action_page (page), ==, "play");
  g_assert_true (gtk_widget_activate_action (page, "ballsort.solve", NULL));
  perch_test_gui_wait_for_label (page, "No solution exists from this position", 10000);
  g_assert_cmpstr (action_page (page), ==, "stuck");
  perch_test_gui_screenshot (GTK_WIDGET (window), "ballsort-stuck");
  g_assert_true (gtk_widget_activate_action (page, "ballsort.add-bottle", NULL));
  perch_test_gui_wait_for_label (page, "Move 0 of 7, shortest", 10000);
  g_assert_true (gtk_widget_activate_action (page, "browse.last", NULL));
  perch_test_gui_wait_for_label (page, "Solved in 7 moves · one ball per move", 5000);

  gtk_window_destroy (GTK_WINDOW (window));
}

static char *
shown_level (GtkWidget *page)
{
  GdkClipboard *clipboard = gtk_widget_get_clipboard (page);
  g_autoptr(GdkContentProvider) provider = NULL;
  g_auto(GValue) value = G_VALUE_INIT;

  g_assert_true (gtk_widget_activate_action (page, "ballsort.copy", NULL));
  provider = gdk_clipboard_get_content (clipboard);
  g_object_ref (provider);
  g_value_init (&value, G_TYPE_STRING);
  g_assert_true (gdk_content_provider_get_value (provider, &value, NULL));
  return g_value_dup_string (&value);
}

/* The New Level dialog: a level of a difficulty (its length proven), the level of the
 * day (the same as the core makes for the date), a random deal of tall bottles. */
static void
test_page_new_level (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.perch.Perch.Ballsort");
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autoptr(PerchBallsortLevel) daily = NULL;
  g_autofree char *daily_text = NULL;
  g_autofree char *daily_title = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *length = NULL;
  GDate today;
  guint moves = 0;
  const char *note;
  GtkWidget *page;
  PerchWindow *window = open_page (&page);

  g_assert_true (gtk_widget_activate_action (page, "ballsort.model", "s", "ball"));
  choose_new_level (page, "Easy");
  perch_test_gui_wait_for_label (page, "Easy Level", 20000);
  note = perch_test_gui_wait_for_label_prefix (page, "Its shortest solution takes ", 5000);
  g_assert_cmpint (sscanf (note, "Its shortest solution takes %u moves", &moves), ==, 1);
  g_assert_cmpuint (moves, >=, 12);
  g_assert_cmpuint (moves, <=, 15);
  g_assert_true (gtk_widget_activate_action (page, "ballsort.solve", NULL));
  length = g_strdup_printf ("Move 0 of %u, shortest", moves);
  perch_test_gui_wait_for_label (page, length, 10000);
  /* The dialog opens on the kind chosen last: Enter makes another. */
  g_assert_cmpstr (g_settings_get_string (settings, "new-level"), ==, "easy");
  g_assert_true (gtk_widget_activate_action (page, "ballsort.new-level", NULL));
  {
    GtkWindow *dialog = find_new_level_dialog ();

    perch_test_gui_wait_for_frame (GTK_WIDGET (dialog));
    g_assert_true (gtk_window_get_focus (dialog) == find_row (GTK_WIDGET (dialog), "Easy"));
    gtk_window_destroy (dialog);
  }

  g_date_clear (&today, 1);
  g_date_set_dmy (&today, g_date_time_get_day_of_month (now), g_date_time_get_month (now),
                  g_date_time_get_year (now));
  daily = perch_ballsort_level_of_the_day (&today, PERCH_BALLSORT_MODEL_BALL, NULL, NULL, NULL);
  daily_text = perch_ballsort_level_to_string (daily);
  daily_title = g_date_time_format (now, "Level of the Day, %Y-%m-%d");
  choose_new_level (page, "Today’s Level");
  perch_test_gui_wait_for_label (page, daily_title, 60000);
  shown = shown_level (page);
  g_assert_cmpstr (shown, ==, daily_text);
  perch_test_gui_screenshot (GTK_WIDGET (window), "ballsort-level-of-the-day");

  /* Tall bottles: 20 balls each. */
  g_settings_set_uint (settings, "random-colours", 4);
  g_settings_set_uint (settings, "random-empty", 2);
  g_settings_set_uint (settings, "random-capacity", 20);
  choose_new_level (page, "Deal a Level");
  perch_test_gui_wait_for_label (page, "4 colours in 6 bottles of 20", 20000);
  perch_test_gui_screenshot (GTK_WIDGET (window), "ballsort-capacity-20");
  g_settings_reset (settings, "random-colours");
  g_settings_reset (settings, "random-empty");
  g_settings_reset (settings, "random-capacity");
  g_settings_reset (settings, "new-level");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* In German (run as test-ballsort-page-de): titles come from where a level came
 * from, so a saved random level is "Zufallslevel" after a restart too, and a level
 * of an older version's settings as well; the core's messages are German. */
static void
test_page_german (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.perch.Perch.Ballsort");
  PerchBallsortLevelDialog *dialog;
  GtkWidget *page;
  PerchWindow *window;

  if (!g_str_has_prefix (g_getenv ("LANGUAGE") != NULL ? g_getenv ("LANGUAGE") : "", "de") ||
      g_str_equal (_("Random Level"), "Random Level"))
    {
      g_test_skip ("German only: run it with LANGUAGE=de and PERCH_LOCALEDIR set");
      return;
    }

  /* A game from an older version's settings, its title saved in English. */
  g_settings_set_string (settings, "level-name", "Random Level");
  g_settings_set_string (settings, "level", "re re bl bl | bl bl re re | -");
  window = open_page (&page);
  g_assert_true (perch_test_gui_shows_label (page, "Zufallslevel"));
  g_assert_true (perch_test_gui_shows_label (page, "0 Züge · eine Kugel pro Zug"));

  choose_new_level (page, _("_Deal a Level"));
  perch_test_gui_wait_for_label (page, "Zufallslevel", 10000);
  window = reopen_page (window, &page);
  g_assert_true (perch_test_gui_shows_label (page, "Zufallslevel"));

  g_assert_true (gtk_widget_activate_action (page, "ballsort.load-builtin", "s", "puzzle-106"));
  g_assert_true (gtk_widget_activate_action (page, "ballsort.solve", NULL));
  perch_test_gui_wait_for_label (page, "Zug 0 von 50, kürzeste Lösung", 10000);
  click_moves (page, "2>13 4>14");
  perch_test_gui_wait_for_label (page, "Zug 2 von 50, kürzeste Lösung", 10000);
  perch_test_gui_screenshot (GTK_WIDGET (window), "ballsort-de");
  screenshot_page_alone (360, 720, "ballsort-de-narrow");

  /* A refused move, and a level with a mistake, in German. */
  click_moves (page, "1>2");
  g_assert_nonnull (perch_test_gui_wait_for_label_prefix (page, "Eine Kugel", 5000));
  dialog = perch_ballsort_level_dialog_new (GTK_WINDOW (window), "re re bl | bl bl re re | -");
  g_assert_cmpstr (perch_ballsort_level_dialog_get_error (dialog), ==,
                   "Spalte 7: Farbe „bl“ hat 3 Kugeln, die anderen Farben haben je 4");
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_assert_true (gtk_widget_activate_action (page, "ballsort.new-level", NULL));
  {
    GtkWindow *new_level = find_new_level_dialog ();
    g_autofree char *path = perch_test_gui_output_path ("ballsort-de-new-level.png");

    perch_test_gui_wait_for_frame (GTK_WIDGET (new_level));
    perch_test_render_widget_to_png (GTK_WIDGET (new_level), path);
    gtk_window_destroy (new_level);
  }

  g_settings_reset (settings, "level-name");
  g_settings_reset (settings, "level");
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
  g_assert_cmpstr (action_page (page), ==, "play");

  g_assert_true (gtk_widget_activate_action (page, "ballsort.undo", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "1 move · one ball per move"));
  g_assert_true (gtk_widget_activate_action (page, "ballsort.redo", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "2 moves · one ball per move"));
  g_assert_true (gtk_widget_activate_action (page, "ballsort.restart", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "0 moves · one ball per move"));
  g_assert_nonnull (perch_test_gui_wait_for_label_prefix (page, "Restarted: Ctrl+Z goes back",
                                                          5000));

  /* Restart is undone like a move. */
  g_assert_true (gtk_widget_activate_action (page, "ballsort.undo", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "2 moves · one ball per move"));
  g_assert_true (gtk_widget_activate_action (page, "ballsort.redo", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "0 moves · one ball per move"));

  /* Play runs through the solution on its own and stops at the end. */
  g_assert_true (gtk_widget_activate_action (page, "ballsort.solve", NULL));
  perch_test_gui_wait_for_label (page, "Move 0 of 6, shortest", 10000);
  g_assert_true (gtk_widget_activate_action (page, "ballsort.play", NULL));
  perch_test_gui_wait_for_label (page, "Solved in 6 moves · one ball per move", 15000);
  g_assert_true (perch_test_gui_shows_label (page, "Move 6 of 6, shortest"));

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
  GtkWindow *level_dialog;

  g_assert_true (gtk_widget_activate_action (page, "ballsort.load-builtin", "s", "first-steps"));
  board = PERCH_BALLSORT_BOARD (perch_test_gui_find_widget (page, PERCH_TYPE_BALLSORT_BOARD));
  g_assert_false (perch_ballsort_board_get_hint (board, &move));
  g_assert_true (gtk_widget_activate_action (page, "ballsort.hint", NULL));
  g_assert_true (perch_test_gui_wait_until (hint_shown, board, 5000));
  g_assert_true (perch_ballsort_board_get_hint (board, &move));
  g_assert_cmpuint (move.from, ==, 0);
  g_assert_cmpuint (move.to, ==, 2);

  choose_new_level (page, "Deal a Level");
  perch_test_gui_wait_for_label (page, "Random Level", 10000);
  g_assert_true (perch_test_gui_shows_label (page, "0 moves · one ball per move"));
  /* The saved game says where the level came from, not its title in one language. */
  {
    g_autofree char *state = read_state ();

    g_assert_nonnull (strstr (state, "\nsource random\n"));
    g_assert_null (strstr (state, "Random Level"));
  }

  gdk_clipboard_set_text (gtk_widget_get_clipboard (page),
                          "# a comment\nMy Level :: re re bl bl | - | bl bl re re\n");
  g_assert_true (gtk_widget_activate_action (page, "ballsort.paste", NULL));
  perch_test_gui_wait_for_label (page, "My Level", 10000);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (page), "re re bl | bl bl re re | -");
  g_assert_true (gtk_widget_activate_action (page, "ballsort.paste", NULL));
  level_dialog = perch_test_gui_wait_for_toplevel (PERCH_TYPE_BALLSORT_LEVEL_DIALOG, 5000);
  g_assert_nonnull (level_dialog);
  g_assert_cmpstr (perch_ballsort_level_dialog_get_error (PERCH_BALLSORT_LEVEL_DIALOG
                                                          (level_dialog)),
                   ==, "column 7: colour “bl” has 3 balls but the other colours have 4 each");
  gtk_window_destroy (level_dialog);
  g_assert_true (perch_test_gui_shows_label (page, "My Level"));

  /* A level without a solution says so, and keeps saying it. */
  gdk_clipboard_set_text (gtk_widget_get_clipboard (page), "Stuck :: a b | a b");
  g_assert_true (gtk_widget_activate_action (page, "ballsort.paste", NULL));
  perch_test_gui_wait_for_label (page, "Stuck", 10000);
  g_assert_true (gtk_widget_activate_action (page, "ballsort.solve", NULL));
  perch_test_gui_wait_for_label (page, "No solution exists from this position", 10000);
  g_assert_true (perch_test_gui_shows_label (page, "0 moves · one ball per move"));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The game comes back after a restart of the app: the position, the undo history
 * (a restart included), the solution being followed and its hint. */
static void
test_page_restart_keeps_game (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  PerchBallsortBoard *board;
  PerchBallsortMove hint, hint_after;

  g_assert_true (gtk_widget_activate_action (page, "ballsort.model", "s", "ball"));
  g_assert_true (gtk_widget_activate_action (page, "ballsort.load-builtin", "s", "three-colours"));
  click_moves (page, "1>4 1>5");
  g_assert_true (perch_test_gui_shows_label (page, "2 moves · one ball per move"));
  g_assert_true (gtk_widget_activate_action (page, "ballsort.restart", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "0 moves · one ball per move"));

  window = reopen_page (window, &page);
  g_assert_true (perch_test_gui_shows_label (page, "Three Colours"));
  g_assert_true (perch_test_gui_shows_label (page, "0 moves · one ball per move"));
  /* Undo reaches back over the restart, and then over the moves. */
  g_assert_true (gtk_widget_activate_action (page, "ballsort.undo", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "2 moves · one ball per move"));
  g_assert_true (gtk_widget_activate_action (page, "ballsort.undo", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "1 move · one ball per move"));

  /* What could be redone is kept too. */
  window = reopen_page (window, &page);
  g_assert_true (perch_test_gui_shows_label (page, "1 move · one ball per move"));
  g_assert_true (gtk_widget_activate_action (page, "ballsort.redo", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "2 moves · one ball per move"));

  /* A solution being stepped through, and the move it points at next. */
  g_assert_true (gtk_widget_activate_action (page, "ballsort.load-builtin", "s", "puzzle-106"));
  g_assert_true (gtk_widget_activate_action (page, "ballsort.solve", NULL));
  perch_test_gui_wait_for_label (page, "Move 0 of 50, shortest", 10000);
  g_assert_true (gtk_widget_activate_action (page, "browse.next", NULL));
  g_assert_true (gtk_widget_activate_action (page, "browse.next", NULL));
  board = PERCH_BALLSORT_BOARD (perch_test_gui_find_widget (page, PERCH_TYPE_BALLSORT_BOARD));
  g_assert_true (perch_ballsort_board_get_hint (board, &hint));

  window = reopen_page (window, &page);
  g_assert_true (perch_test_gui_shows_label (page, "Puzzle 106"));
  g_assert_true (perch_test_gui_shows_label (page, "Move 2 of 50, shortest"));
  g_assert_true (perch_test_gui_shows_label (page, "2 moves · one ball per move"));
  board = PERCH_BALLSORT_BOARD (perch_test_gui_find_widget (page, PERCH_TYPE_BALLSORT_BOARD));
  g_assert_true (perch_ballsort_board_get_hint (board, &hint_after));
  g_assert_cmpuint (hint_after.from, ==, hint.from);
  g_assert_cmpuint (hint_after.to, ==, hint.to);
  g_assert_true (gtk_widget_activate_action (page, "browse.last", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "Solved in 50 moves · one ball per move"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The first start after an upgrade moves the game out of the old settings keys,
 * once. Runs first: the store must not have seen a Ball Sort state yet. */
static void
test_page_migrates_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.perch.Perch.Ballsort");
  static const char *const keys[] = { "level-name", "level", "position", "moves-made" };
  g_autofree char *state = NULL;
  GtkWidget *page;
  PerchWindow *window;

  if (perch_state_store_exists (perch_state_store_get_default (), "ballsort"))
    {
      g_test_skip ("a Ball Sort state exists already: run this test first");
      return;
    }
  g_settings_set_string (settings, "level-name", "Random Level");
  g_settings_set_string (settings, "level", "re re bl bl | bl bl re re | -");
  g_settings_set_string (settings, "position", "re bl bl | bl bl re re | re");
  g_settings_set_uint (settings, "moves-made", 5);

  window = open_page (&page);
  g_assert_true (perch_test_gui_shows_label (page, "Random Level"));
  g_assert_true (perch_test_gui_shows_label (page, "5 moves · one ball per move"));
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autoptr(GVariant) value = g_settings_get_user_value (settings, keys[i]);

      g_assert_null (value);
    }
  state = read_state ();
  g_assert_nonnull (strstr (state, "\nsource random\nfrom 5 re bl bl | bl bl re re | re\n"));

  /* The moves before were never known; a restart can be undone. */
  gtk_widget_activate_action (page, "ballsort.undo", NULL);
  g_assert_true (perch_test_gui_shows_label (page, "5 moves · one ball per move"));
  g_assert_true (gtk_widget_activate_action (page, "ballsort.restart", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "0 moves · one ball per move"));
  g_assert_true (gtk_widget_activate_action (page, "ballsort.undo", NULL));
  g_assert_true (perch_test_gui_shows_label (page, "5 moves · one ball per move"));

  /* Once moved, the settings are not read again. */
  g_settings_set_string (settings, "level", "a a b b | b b a a | -");
  window = reopen_page (window, &page);
  g_assert_true (perch_test_gui_shows_label (page, "5 moves · one ball per move"));
  g_settings_reset (settings, "level");
  gtk_window_destroy (GTK_WINDOW (window));
}

typedef struct
{
  const char *what;
  const char *toast;      /* the toast's summary */
  const char *details;    /* how its details start */
  const char *title;      /* the level shown afterwards */
  const char *status;
} BadState;

/* A state file that cannot be read, or only in part: the page starts, says what
 * it could not restore, and keeps the file aside. */
static void
test_page_bad_state_files (void)
{
  static const BadState cases[] = {
    { "random bytes", "The saved game could not be restored",
      "The saved file is not text. The saved file was kept as ballsort.state.bad-",
      "First Steps", NULL },
    { "empty", "The saved game could not be restored",
      "The saved file is damaged: it does not start as Perch writes it. "
      "The saved file was kept as ballsort.state.bad-",
      "First Steps", NULL },
    { "bad level", "The saved game could not be fully restored",
      "line 1: the level: column 5: ", "First Steps", NULL },
    { "truncated", "The saved game could not be fully restored", "line ", "Three Colours",
      "2 moves · one ball per move" },
  };
  g_autofree char *path = state_path ();
  g_autofree char *good = NULL;
  GtkWidget *page;
  PerchWindow *window = open_page (&page);

  /* A good state to cut short: three moves. */
  g_assert_true (gtk_widget_activate_action (page, "ballsort.model", "s", "ball"));
  g_assert_true (gtk_widget_activate_action (page, "ballsort.load-builtin", "s", "three-colours"));
  click_moves (page, "1>4 1>5 3>4");
  g_assert_true (perch_test_gui_shows_label (page, "3 moves · one ball per move"));
  gtk_window_close (GTK_WINDOW (window));
  good = read_state ();
  g_assert_true (g_str_has_suffix (good, "3>4\n"));

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GByteArray) bytes = g_byte_array_new ();
      guint kept = perch_test_gui_count_set_aside ("ballsort");
      g_autofree char *details = NULL;

      g_test_message ("%s", cases[i].what);
      if (g_str_equal (cases[i].what, "random bytes"))
        {
          g_autoptr(GRand) rand = g_rand_new_with_seed (42);

          for (guint n = 0; n < 300; n++)
            {
              guint8 byte = g_rand_int_range (rand, 0, 256);

              g_byte_array_append (bytes, &byte, 1);
            }
        }
      else if (g_str_equal (cases[i].what, "bad level"))
        {
          static const char text[] = "perch-state ballsort 1\nlevel r r b | b b r r | -\n";

          g_byte_array_append (bytes, (const guint8 *) text, strlen (text));
        }
      else if (g_str_equal (cases[i].what, "truncated"))
        /* Cut inside the last move. */
        g_byte_array_append (bytes, (const guint8 *) good, strlen (good) - 2);
      g_assert_true (g_file_set_contents (path, (const char *) bytes->data, bytes->len, NULL));

      window = open_page (&page);
      details = perch_test_gui_wait_for_problem (page, cases[i].toast, 5000);
      g_test_message ("%s", details);
      g_assert_true (g_str_has_prefix (details, cases[i].details));
      g_assert_nonnull (strstr (details, "kept as ballsort.state.bad-"));
      g_assert_cmpuint (perch_test_gui_count_set_aside ("ballsort"), ==, kept + 1);
      g_assert_true (perch_test_gui_shows_label (page, cases[i].title));
      if (cases[i].status != NULL)
        g_assert_true (perch_test_gui_shows_label (page, cases[i].status));
      perch_test_gui_screenshot (GTK_WIDGET (window), "ballsort-bad-state");
      gtk_window_close (GTK_WINDOW (window));
    }
}

/* Files from outside (the command line): a level file opens under its ID or its
 * name; what is not a level is said. */
static void
test_page_open_file (void)
{
  g_autofree char *directory = g_dir_make_tmp ("perch-ballsort-files-XXXXXX", NULL);
  g_autofree char *named = g_build_filename (directory, "named.ballsort", NULL);
  g_autofree char *plain = g_build_filename (directory, "plain.ballsort", NULL);
  g_autofree char *binary = g_build_filename (directory, "binary.ballsort", NULL);
  g_autofree char *missing = g_build_filename (directory, "missing.ballsort", NULL);
  g_autoptr(GFile) file = NULL;
  GtkWidget *page;
  PerchWindow *window = open_page (&page);

  g_assert_true (g_file_set_contents (named, "# Ball Sort level\n"
                                      "From a File :: re re bl bl | bl bl re re | -\n", -1, NULL));
  g_assert_true (g_file_set_contents (plain, "a a b b | b b a a | -\n", -1, NULL));
  g_assert_true (g_file_set_contents (binary, "\xff\xfe\x00level", 8, NULL));

  file = g_file_new_for_path (named);
  perch_ballsort_page_open_file (PERCH_BALLSORT_PAGE (page), file);
  perch_test_gui_wait_for_label (page, "From a File", 5000);
  g_assert_true (perch_test_gui_shows_label (page, "0 moves · one ball per move"));
  g_clear_object (&file);

  file = g_file_new_for_path (plain);
  perch_ballsort_page_open_file (PERCH_BALLSORT_PAGE (page), file);
  perch_test_gui_wait_for_label (page, "plain.ballsort", 5000);
  g_clear_object (&file);

  file = g_file_new_for_path (binary);
  perch_ballsort_page_open_file (PERCH_BALLSORT_PAGE (page), file);
  g_assert_nonnull (perch_test_gui_wait_for_label_prefix (page, "The file is not text", 5000));
  g_assert_true (perch_test_gui_shows_label (page, "plain.ballsort"));
  g_clear_object (&file);

  file = g_file_new_for_path (missing);
  perch_ballsort_page_open_file (PERCH_BALLSORT_PAGE (page), file);
  g_assert_nonnull (perch_test_gui_wait_for_label_prefix (page, "Error opening file", 5000));
  g_assert_true (perch_test_gui_shows_label (page, "plain.ballsort"));

  g_unlink (named);
  g_unlink (plain);
  g_unlink (binary);
  g_rmdir (directory);
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
                   "column 7: colour “bl” has 3 balls but the other colours have 4 each");
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (dialog),
                                             "column 7: colour “bl” has 3 balls but "
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
  const char *localedir = g_getenv ("PERCH_LOCALEDIR");

  /* The translations built with the project, for the German run. */
  if (localedir != NULL)
    {
      bindtextdomain (GETTEXT_PACKAGE, localedir);
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      textdomain (GETTEXT_PACKAGE);
    }
  if (!perch_test_gui_init (&argc, &argv))
    return 0;

  /* First: they need a store that has not seen a Ball Sort state. */
  g_test_add_func ("/ballsort/page/migrates-settings", test_page_migrates_settings);
  g_test_add_func ("/ballsort/page/german", test_page_german);
  g_test_add_func ("/ballsort/page/solve-and-step", test_page_solve_and_step);
  g_test_add_func ("/ballsort/page/browse-keys", test_page_browse_keys);
  g_test_add_func ("/ballsort/page/keyboard-cursor", test_page_keyboard_cursor);
  g_test_add_func ("/ballsort/page/toast-room", test_page_toast_room);
  g_test_add_func ("/ballsort/page/steady-layout", test_page_steady_layout);
  g_test_add_func ("/ballsort/page/add-bottle", test_page_add_bottle);
  g_test_add_func ("/ballsort/page/new-level", test_page_new_level);
  g_test_add_func ("/ballsort/page/water", test_page_water);
  g_test_add_func ("/ballsort/page/play", test_page_play);
  g_test_add_func ("/ballsort/page/hint-random-paste", test_page_hint_random_paste);
  g_test_add_func ("/ballsort/page/restart-keeps-game", test_page_restart_keeps_game);
  g_test_add_func ("/ballsort/page/bad-state-files", test_page_bad_state_files);
  g_test_add_func ("/ballsort/page/open-file", test_page_open_file);
  g_test_add_func ("/ballsort/page/level-dialog", test_level_dialog);

  return g_test_run ();
}
