/* test-qawale-page.c: the Qawale page plays against the computer by clicks and keys,
 * refuses what the rules refuse, undoes pairs of moves, restarts, hints, gives up, shows
 * a win and a draw, lets two computers play, and remembers the game (undo too) in its
 * state file, moved over from older settings once; a bad state file is kept aside and
 * said so, a bad move keeps the moves before it; screenshots light, dark, narrow */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "perch-busy-bar.h"
#include "perch-qawale-board.h"
#include "perch-qawale-new-game-dialog.h"
#include "perch-qawale-page.h"
#include "perch-state-store.h"
#include "perch-test-gui.h"
#include "perch-window.h"

#define NBSP "\u00a0"
#define YOUR_MOVE "Your move: choose a stack for your pebble"

static PerchWindow *
open_page (GtkWidget **page)
{
  PerchWindow *window = perch_window_new (PERCH_APPLICATION (perch_test_gui_get_application ()));

  gtk_window_set_default_size (GTK_WINDOW (window), 1090, 750);
  gtk_window_present (GTK_WINDOW (window));
  perch_window_show_page (window, "qawale");
  *page = perch_window_get_page (window, "qawale");
  perch_test_gui_wait_for_frame (GTK_WIDGET (window));
  return window;
}

/* A new page alone in a window of @width x @height: the app's window sets its width by
 * all its pages, and this one only is tried here. The app's style comes with the
 * application. */
static GtkWidget *
page_alone (int         width,
            int         height,
            GtkWidget **page)
{
  GtkWidget *window = gtk_window_new ();

  perch_test_gui_get_application ();
  *page = g_object_new (PERCH_TYPE_QAWALE_PAGE, NULL);
  gtk_window_set_child (GTK_WINDOW (window), *page);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  perch_test_gui_wait_for_frame (window);
  return window;
}

static char *
state_path (void)
{
  return perch_state_store_get_path (perch_state_store_get_default (), "qawale");
}

/* The body of the state file, once everything pending is written. */
static char *
saved_state (void)
{
  g_autofree char *path = state_path ();
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  perch_state_store_flush (perch_state_store_get_default ());
  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (contents, "perch-state qawale 1\n"));
  return contents;
}

static void
write_state (const char *contents,
             gssize      length)
{
  g_autofree char *path = state_path ();
  g_autofree char *directory = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;

  g_mkdir_with_parents (directory, 0700);
  g_file_set_contents (path, contents, length, &error);
  g_assert_no_error (error);
}

static void
assert_toast_starts (GtkWidget  *page,
                     const char *prefix)
{
  const char *text = perch_test_gui_find_label_starting (page, prefix);

  if (text == NULL)
    g_error ("no message starting '%s' is shown", prefix);
  g_test_message ("shown: %s", text);
}

/* A toast titled @title whose Details say something starting with @details. */
static void
assert_toast_details (GtkWidget  *page,
                      const char *title,
                      const char *details)
{
  g_autofree char *said = perch_test_gui_wait_for_problem (page, title, 2000);

  g_test_message ("details: %s", said);
  g_assert_true (g_str_has_prefix (said, details));
}

static PerchQawaleBoard *
board_of (GtkWidget *page)
{
  GtkWidget *board = perch_test_gui_find_widget (page, PERCH_TYPE_QAWALE_BOARD);

  g_assert_nonnull (board);
  return PERCH_QAWALE_BOARD (board);
}

static void
click (GtkWidget *page,
       guint      square)
{
  g_signal_emit_by_name (board_of (page), "square-activated", square);
}

/* The keys: arrows (as cursor moves), then Enter. */
static void
key_step (GtkWidget *page,
          int        dx,
          int        dy)
{
  PerchQawaleBoard *board = board_of (page);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.move-cursor", "(ii)",
                                             dx, dy));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.activate-cursor",
                                             NULL));
}

static void
assert_shows (GtkWidget  *page,
              const char *text)
{
  if (!perch_test_gui_shows_label (page, text))
    perch_test_gui_wait_for_label (page, text, 1);
}

static void
start (GtkWidget  *page,
       const char *game)
{
  g_assert_true (gtk_widget_activate_action (page, "qawale.start", "s", game));
}

static const char *
moves_text (GtkWidget *page)
{
  GtkWidget *revealer = perch_test_gui_find_widget (page, GTK_TYPE_REVEALER);
  GtkWidget *label = perch_test_gui_find_widget (revealer, GTK_TYPE_LABEL);

  return gtk_label_get_label (GTK_LABEL (label));
}

/* The first widget under @root (itself included) that @is says is the one. */
static GtkWidget *
find_first (GtkWidget  *root,
            gboolean  (*is) (GtkWidget  *widget,
                             const char *what),
            const char *what)
{
  if (is (root, what))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_first (child, is, what);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The first widget under @root with the style class @name. */
static GtkWidget *
find_by_class (GtkWidget  *root,
               const char *name)
{
  return find_first (root, gtk_widget_has_css_class, name);
}

/* The line under the players: whose turn, or how the game ended. */
static const char *
status_text (GtkWidget *page)
{
  GtkWidget *label = find_by_class (page, "qawale-status-label");

  g_assert_nonnull (label);
  return gtk_label_get_label (GTK_LABEL (label));
}


static gboolean
board_at_rest (gpointer data)
{
  return !perch_qawale_board_is_animating (data);
}

/* A move against Medium by mouse and keyboard, with every refusal, step back and cancel;
 * Medium answers; undo and redo take the pair. */
static void
test_play_against_medium (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  g_autofree char *after_two = NULL;

  start (page, "human medium 8 mover-wins");
  assert_shows (page, "You against Medium");
  assert_shows (page, YOUR_MOVE);
  assert_shows (page, "You · Light");
  assert_shows (page, "Medium · Dark");
  assert_shows (page, "8 left");
  g_assert_cmpstr (moves_text (page), ==, "No moves yet");

  /* An empty square takes no pebble. */
  click (page, 5);
  assert_shows (page, YOUR_MOVE);
  assert_toast_starts (page, "This square is empty");

  /* a1 is lifted (a stack of 2 and the new pebble: 3 to drop); clicked again, it goes
   * back down. */
  click (page, 0);
  assert_shows (page, "Drop the next pebble next to the stack: 3 to go");
  click (page, 0);
  assert_shows (page, YOUR_MOVE);
  click (page, 0);
  assert_shows (page, "Drop the next pebble next to the stack: 3 to go");

  /* Diagonal and faraway squares are refused; so is the way back. */
  click (page, 5);
  click (page, 15);
  assert_shows (page, "Drop the next pebble next to the stack: 3 to go");
  assert_toast_starts (page, "Only next to the last square");
  click (page, 4);
  assert_shows (page, "Drop the next pebble next to the stack: 2 to go");
  click (page, 0);
  assert_shows (page, "Drop the next pebble next to the stack: 2 to go");
  assert_toast_starts (page, "Never straight back");

  /* Backspace takes the step back; the same step again. */
  g_assert_true (gtk_widget_activate_action (page, "qawale.step-back", NULL));
  assert_shows (page, "Drop the next pebble next to the stack: 3 to go");
  click (page, 4);
  assert_shows (page, "Drop the next pebble next to the stack: 2 to go");
  perch_test_gui_screenshot (GTK_WIDGET (window), "qawale-sowing");

  /* The keyboard finishes it: the first key shows its square (a2, where the last click
   * was) and does nothing more; then up to a3, right to b3. */
  g_assert_cmpint (perch_qawale_board_get_cursor (board_of (page)), ==, 4);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board_of (page)), "board.move-cursor",
                                             "(ii)", 0, 1));
  g_assert_true (perch_qawale_board_get_cursor_shown (board_of (page)));
  g_assert_cmpint (perch_qawale_board_get_cursor (board_of (page)), ==, 4);
  key_step (page, 0, 1);
  assert_shows (page, "Drop the last pebble next to the stack");
  key_step (page, 1, 0);
  g_assert_cmpstr (moves_text (page), ==, "1." NBSP "a1NNE");
  /* The reserve is counted once the board has shown the last drop. */
  perch_test_gui_wait_for_label (page, "7 left", 2000);

  /* Medium answers. */
  perch_test_gui_wait_for_label (page, YOUR_MOVE, 10000);
  g_assert_true (g_str_has_prefix (moves_text (page), "1." NBSP "a1NNE" NBSP));
  after_two = g_strdup (moves_text (page));
  g_assert_true (perch_test_gui_wait_until (board_at_rest, board_of (page), 5000));
  perch_test_gui_screenshot (GTK_WIDGET (window), "qawale-game");

  /* Undo takes back both moves; redo brings them back. */
  g_assert_true (gtk_widget_activate_action (page, "qawale.undo", NULL));
  g_assert_cmpstr (moves_text (page), ==, "No moves yet");
  assert_shows (page, YOUR_MOVE);
  assert_shows (page, "8 left");
  g_assert_true (gtk_widget_activate_action (page, "qawale.redo", NULL));
  g_assert_cmpstr (moves_text (page), ==, after_two);
  assert_shows (page, YOUR_MOVE);

  /* The narrowest window (a phone) still fits: the same game in a page of its own. */
  {
    GtkWidget *narrow_page, *narrow;
    int minimum;

    gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
    g_test_message ("the page needs %d pixels across", minimum);
    g_assert_cmpint (minimum, <=, 360);
    perch_state_store_flush (perch_state_store_get_default ());
    narrow = page_alone (360, 720, &narrow_page);
    g_assert_cmpstr (moves_text (narrow_page), ==, after_two);
    perch_test_gui_screenshot (narrow, "qawale-narrow");
    gtk_window_destroy (GTK_WINDOW (narrow));
  }

  /* The game is in its state file, and comes back in a new window, undo too. */
  {
    g_autofree char *state = saved_state ();

    g_assert_true (g_str_has_prefix (state, "perch-state qawale 1\n"
                                     "setup human medium 8 mover-wins\nmoves a1NNE "));
  }
  gtk_window_close (GTK_WINDOW (window));
  window = open_page (&page);
  g_assert_cmpstr (moves_text (page), ==, after_two);
  assert_shows (page, "You against Medium");
  assert_shows (page, YOUR_MOVE);
  g_assert_true (gtk_widget_activate_action (page, "qawale.undo", NULL));
  g_assert_cmpstr (moves_text (page), ==, "No moves yet");
  /* What was undone comes back too, and can be redone. */
  gtk_window_close (GTK_WINDOW (window));
  window = open_page (&page);
  g_assert_cmpstr (moves_text (page), ==, "No moves yet");
  g_assert_true (gtk_widget_activate_action (page, "qawale.redo", NULL));
  g_assert_cmpstr (moves_text (page), ==, after_two);
  gtk_window_close (GTK_WINDOW (window));
}

/* A click on a square as the pointer makes it: the board's own click gesture. */
static void
press (GtkWidget *page,
       guint      square)
{
  PerchQawaleBoard *board = board_of (page);
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (board));
  PerchQawaleLayout layout;
  double x, y;

  perch_qawale_layout_compute (&layout, gtk_widget_get_width (GTK_WIDGET (board)),
                               gtk_widget_get_height (GTK_WIDGET (board)));
  perch_qawale_layout_square_centre (&layout, square, &x, &y);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller))
        {
          g_signal_emit_by_name (controller, "pressed", 1, x, y);
          return;
        }
    }
  g_assert_not_reached ();
}

/* The keyboard acts only on a square the player can see: after a click the square is
 * hidden, and the first key shows it without acting. */
static void
test_keyboard_cursor (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  PerchQawaleBoard *board = board_of (page);

  start (page, "human human 8 mover-wins");
  perch_test_gui_wait_for_frame (GTK_WIDGET (window));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (board)));

  /* A click lifts d4; its square is not drawn. Space shows it, and only a second Space
   * puts the stack back down. */
  press (page, 15);
  assert_shows (page, "Drop the next pebble next to the stack: 3 to go");
  g_assert_cmpint (perch_qawale_board_get_cursor (board), ==, 15);
  g_assert_false (perch_qawale_board_get_cursor_shown (board));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.activate-cursor", NULL));
  g_assert_true (perch_qawale_board_get_cursor_shown (board));
  assert_shows (page, "Drop the next pebble next to the stack: 3 to go");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.activate-cursor", NULL));
  assert_shows (page, "Light to move: choose a stack for the pebble");

  /* An arrow key after a click shows the square where it is, then moves it. */
  press (page, 0);
  g_assert_false (perch_qawale_board_get_cursor_shown (board));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "board.move-cursor", "(ii)",
                                             1, 0));
  g_assert_true (perch_qawale_board_get_cursor_shown (board));
  g_assert_cmpint (perch_qawale_board_get_cursor (board), ==, 0);
  key_step (page, 0, 1);
  assert_shows (page, "Drop the next pebble next to the stack: 2 to go");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Restart starts the game again as an entry of its own: undo brings the game back. */
static void
test_restart (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);

  start (page, "human human 8 mover-wins");
  g_assert_true (gtk_widget_activate_action (page, "qawale.play", "s", "d4WWS"));
  g_assert_true (perch_test_gui_wait_until (board_at_rest, board_of (page), 5000));
  g_assert_true (gtk_widget_activate_action (page, "qawale.play", "s", "b3WN"));
  g_assert_true (perch_test_gui_wait_until (board_at_rest, board_of (page), 5000));
  g_assert_cmpstr (moves_text (page), ==, "1." NBSP "d4WWS" NBSP "b3WN");
  g_assert_true (gtk_widget_activate_action (page, "qawale.restart", NULL));
  g_assert_cmpstr (moves_text (page), ==, "No moves yet");
  assert_shows (page, "8 left");
  g_assert_true (gtk_widget_activate_action (page, "qawale.undo", NULL));
  g_assert_cmpstr (moves_text (page), ==, "1." NBSP "d4WWS" NBSP "b3WN");
  g_assert_true (gtk_widget_activate_action (page, "qawale.redo", NULL));
  g_assert_cmpstr (moves_text (page), ==, "No moves yet");
  gtk_window_close (GTK_WINDOW (window));
}

/* A game kept in the settings by an older version comes over once. */
static void
test_old_settings_moved_over (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.perch.Perch.Qawale");
  static const char * const moves[] = { "d4WWS", "b3WN", "a3NE", "a4SEENW", NULL };
  GtkWidget *page;
  PerchWindow *window;

  g_settings_set_string (settings, "game-light", "human");
  g_settings_set_string (settings, "game-dark", "easy");
  g_settings_set_string (settings, "game-both-lines", "draw");
  g_settings_set_strv (settings, "game-moves", moves);
  window = open_page (&page);
  g_assert_cmpstr (moves_text (page), ==,
                   "1." NBSP "d4WWS" NBSP "b3WN   2." NBSP "a3NE" NBSP "a4SEENW");
  assert_shows (page, "You against Easy · both lines draw");
  assert_shows (page, YOUR_MOVE);
  {
    g_autofree char *state = saved_state ();
    g_autoptr(GVariant) moves_left = g_settings_get_user_value (settings, "game-moves");
    g_autoptr(GVariant) light_left = g_settings_get_user_value (settings, "game-light");

    g_assert_cmpstr (state, ==, "perch-state qawale 1\nsetup human easy 8 draw\n"
                     "moves d4WWS b3WN a3NE a4SEENW\n");
    g_assert_null (moves_left);
    g_assert_null (light_left);
  }
  gtk_window_close (GTK_WINDOW (window));
}

/* A saved game with a bad move in the middle comes back up to it; the file is kept. */
static void
test_bad_move_in_saved_game (void)
{
  GtkWidget *page;
  PerchWindow *window;
  guint aside = perch_test_gui_count_set_aside ("qawale");

  write_state ("perch-state qawale 1\nsetup human human 8 mover-wins\n"
               "moves d4WWS b3WN a3XE a4SEENW\n", -1);
  window = open_page (&page);
  g_assert_cmpstr (moves_text (page), ==, "1." NBSP "d4WWS" NBSP "b3WN");
  assert_shows (page, "Two Players");
  assert_toast_details (page, "Saved game not fully restored",
                        "The moves from a mistake on were left out: line 2, column 18: a3XE: "
                        "“X” (character 3) is not a step (N, E, S or W). The saved file was kept "
                        "as qawale.state.bad-");
  g_assert_cmpuint (perch_test_gui_count_set_aside ("qawale"), ==, aside + 1);
  {
    g_autofree char *state = saved_state ();

    g_assert_cmpstr (state, ==, "perch-state qawale 1\nsetup human human 8 mover-wins\n"
                     "moves d4WWS b3WN\n");
  }
  gtk_window_close (GTK_WINDOW (window));
}

/* Random bytes, a cut copy and an empty file: the page starts, says what it could not
 * restore, and the file is kept aside. */
static void
test_bad_state_files (void)
{
  static const char good[] = "perch-state qawale 1\nsetup human human 10 draw\n"
                             "moves d4WWS b3WN a3NE\n";
  char random_bytes[300];
  /* The store's own messages (a file it cannot read) are the kit's to word. */
  static const char not_restored[] = "Saved game not restored";
  static const char in_part[] = "Saved game not fully restored";
  static const char damaged[] = "The saved file is damaged: it does not start as Perch writes "
                                "it. The saved file was kept as qawale.state.bad-";
  struct {
    const char *name; const char *contents; gssize length; const char *title, *says;
  } cases[] = {
    { "random bytes", random_bytes, sizeof random_bytes, not_restored,
      "The saved file is not text. The saved file was kept as qawale.state.bad-" },
    { "cut in the header", good, 14, not_restored, damaged },
    { "cut in the setup", good, 40, in_part,
      "Nothing could be read, and a new game began: line 1, column 20: the rule is missing" },
    { "cut in the moves", good, sizeof good - 4, in_part,
      "The moves from a mistake on were left out: line 2, column 18: " },
    { "empty", "", 0, not_restored, damaged },
  };
  GRand *rand = g_rand_new_with_seed (7);

  for (guint i = 0; i < sizeof random_bytes; i++)
    random_bytes[i] = (char) g_rand_int_range (rand, 0, 256);
  g_rand_free (rand);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      guint aside = perch_test_gui_count_set_aside ("qawale");
      GtkWidget *page;
      PerchWindow *window;

      g_test_message ("state file: %s", cases[i].name);
      write_state (cases[i].contents, cases[i].length);
      window = open_page (&page);
      assert_toast_details (page, cases[i].title, cases[i].says);
      g_assert_cmpuint (perch_test_gui_count_set_aside ("qawale"), ==, aside + 1);
      if (i == 3)
        {
          /* The moves before the cut are the game. */
          g_assert_cmpstr (moves_text (page), ==, "1." NBSP "d4WWS" NBSP "b3WN");
          assert_shows (page, "Two Players · 10 pebbles each · both lines draw");
        }
      else
        {
          /* A new game, as on a first start. */
          g_assert_cmpstr (moves_text (page), ==, "No moves yet");
          assert_shows (page, "You against Medium");
        }
      gtk_window_close (GTK_WINDOW (window));
      perch_test_gui_wait (50);
    }
}

static gboolean
hint_shown (gpointer data)
{
  return perch_qawale_board_get_hint (data, NULL);
}

/* A hint is the Hard player's move, shown on the board; Escape hides it. Giving up asks
 * first, ends the game, and can be undone. */
static void
test_hint_and_give_up (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  PerchQawaleBoard *board = board_of (page);
  AdwMessageDialog *dialog;
  PerchQawaleMove hint;
  g_autofree char *hint_text = NULL;

  start (page, "human easy 8 mover-wins");
  g_assert_true (gtk_widget_activate_action (page, "qawale.hint", NULL));
  assert_shows (page, "Looking for a good move…");
  g_assert_true (perch_test_gui_wait_until (hint_shown, board, 10000));
  g_assert_true (perch_qawale_board_get_hint (board, &hint));
  {
    g_autofree char *move = perch_qawale_move_to_string (&hint);

    hint_text = g_strdup_printf ("Hint: %s", move);
    assert_shows (page, hint_text);
  }
  perch_test_gui_screenshot (GTK_WIDGET (window), "qawale-hint");
  g_assert_true (gtk_widget_activate_action (page, "qawale.cancel", NULL));
  g_assert_false (perch_qawale_board_get_hint (board, NULL));
  assert_shows (page, YOUR_MOVE);

  /* While it looks, the busy bar's Cancel stops it: no hint comes. */
  g_assert_true (gtk_widget_activate_action (page, "qawale.hint", NULL));
  assert_shows (page, "Looking for a good move…");
  {
    GtkWidget *bar = perch_test_gui_find_widget (page, PERCH_TYPE_BUSY_BAR);

    g_signal_emit_by_name (perch_test_gui_find_widget (bar, GTK_TYPE_BUTTON), "clicked");
  }
  assert_shows (page, YOUR_MOVE);
  perch_test_gui_wait (1500);
  g_assert_false (perch_qawale_board_get_hint (board, NULL));
  assert_shows (page, YOUR_MOVE);

  g_assert_true (gtk_widget_activate_action (page, "qawale.give-up", NULL));
  dialog = ADW_MESSAGE_DIALOG (perch_test_gui_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG, 5000));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Give Up?");
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, "Easy wins this game.");
  adw_message_dialog_response (dialog, "give-up");
  assert_shows (page, "You gave up: Easy wins");
  g_assert_cmpstr (moves_text (page), ==, "1." NBSP "gave" NBSP "up");
  gtk_widget_activate_action (page, "qawale.hint", NULL);
  g_assert_cmpstr (status_text (page), ==, "You gave up: Easy wins");

  g_assert_true (gtk_widget_activate_action (page, "qawale.undo", NULL));
  assert_shows (page, YOUR_MOVE);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
board_shows_lines (gpointer data)
{
  return perch_qawale_board_get_winning_lines (data) != 0;
}

/* Two people, the moves of a short game typed in: light shows a line and wins, but only
 * once the board has shown the winning move; the line is drawn. Ten pebbles and the
 * other rule show in the title. */
static void
test_two_players_win (void)
{
  static const char * const game[] = { "d4WWS", "b3WN", "a3NE", "a4SEENW", "b4SEES", "c3WNE",
                                       "d2NW", "a1EEE", NULL };
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  PerchQawaleBoard *board = board_of (page);

  start (page, "human human 8 mover-wins");
  assert_shows (page, "Two Players");
  assert_shows (page, "Light to move: choose a stack for the pebble");
  /* Typed-in moves need not be watched. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  for (guint i = 0; game[i] != NULL; i++)
    {
      g_assert_true (gtk_widget_activate_action (page, "qawale.play", "s", game[i]));
      g_assert_true (perch_test_gui_wait_until (board_at_rest, board, 5000));
    }
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);

  /* The winning move: while the board shows it, nobody has won yet. */
  g_assert_true (gtk_widget_activate_action (page, "qawale.play", "s", "b4SW"));
  g_assert_true (perch_qawale_board_is_animating (board));
  assert_shows (page, "Light plays b4SW");
  g_assert_null (perch_test_gui_find_label_starting (page, "Light wins"));
  g_assert_cmphex (perch_qawale_board_get_winning_lines (board), ==, 0);
  assert_shows (page, "4 left");
  g_assert_true (perch_test_gui_wait_until (board_shows_lines, board, 5000));
  g_assert_false (perch_qawale_board_is_animating (board));
  assert_shows (page, "Light wins with a line!");
  assert_toast_starts (page, "Light wins!");
  assert_shows (page, "3 left");
  perch_test_gui_screenshot (GTK_WIDGET (window), "qawale-won");

  /* A finished game takes no more clicks; undo goes back a single move between people. */
  click (page, 15);
  assert_shows (page, "Light wins with a line!");
  g_assert_true (gtk_widget_activate_action (page, "qawale.undo", NULL));
  assert_shows (page, "Light to move: choose a stack for the pebble");

  start (page, "human human 10 draw");
  assert_shows (page, "Two Players · 10 pebbles each · both lines draw");
  assert_shows (page, "10 left");
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
game_over (gpointer data)
{
  const char *status = status_text (data);

  return strstr (status, "wins") != NULL || g_str_has_prefix (status, "Draw");
}

/* Hard moves first and is seen thinking; then two computers play a whole game. */
static void
test_computers (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  GtkWidget *spinner;

  start (page, "hard human 8 mover-wins");
  /* Soon followed by how far it looks: "Hard is thinking… (3 moves ahead)". */
  g_assert_true (g_str_has_prefix (status_text (page), "Hard is thinking…"));
  assert_shows (page, "Hard · Light");
  spinner = perch_test_gui_find_widget (page, GTK_TYPE_SPINNER);
  g_assert_true (gtk_widget_get_visible (spinner));
  g_assert_true (gtk_spinner_get_spinning (GTK_SPINNER (spinner)));
  perch_test_gui_wait_for_label (page, YOUR_MOVE, 15000);
  g_assert_false (gtk_widget_get_visible (spinner));
  g_assert_nonnull (strstr (moves_text (page), "1." NBSP));

  g_assert_true (perch_test_gui_wait_until (board_at_rest, board_of (page), 5000));

  {
    g_autoptr(GSettings) settings = g_settings_new ("io.github.perch.Perch.Qawale");

    g_settings_set_uint (settings, "speed", 3);
  }
  /* Without animations the whole game takes a moment. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  start (page, "medium easy 8 mover-wins");
  assert_shows (page, "Medium against Easy");
  g_assert_true (perch_test_gui_wait_until (game_over, page, 60000));
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  g_assert_true (g_strv_contains ((const char *[]) { "Light (Medium) wins with a line",
                                                     "Dark (Easy) wins with a line",
                                                     "Draw: every pebble is placed and no "
                                                     "line shows", NULL },
                                   status_text (page)));
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
status_says_how_far (gpointer data)
{
  return strstr (status_text (data), "moves ahead") != NULL;
}

/* A redraw that never ends, as on a busy software-rendered desktop: GTK's frame clock
 * at its priority, always ready. */
static gboolean
busy_redraw (gpointer data)
{
  g_usleep (2000);
  return G_SOURCE_CONTINUE;
}

/* How far the computer looks ahead is shown while it thinks, even when drawing never
 * rests (the worker's progress used to wait behind it). */
static void
test_thinking_progress (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  guint redraw = g_idle_add_full (GDK_PRIORITY_REDRAW, busy_redraw, NULL, NULL);

  start (page, "expert human 8 mover-wins");
  g_assert_true (perch_test_gui_wait_until (status_says_how_far, page, 4000));
  g_test_message ("shown: %s", status_text (page));
  g_assert_true (g_str_has_prefix (status_text (page), "Expert is thinking…"));
  g_source_remove (redraw);
  /* Expert thinks for 5 seconds: time to look at it. */
  perch_test_gui_screenshot (GTK_WIDGET (window), "qawale-thinking");
  g_assert_true (g_str_has_prefix (status_text (page), "Expert is thinking…"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Where @widget is, in @page's coordinates. */
static graphene_rect_t
bounds_in (GtkWidget *widget,
           GtkWidget *page)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, page, &bounds));
  return bounds;
}

/* The squares of the board's bottom row (a1 to d1), in @page's coordinates. */
static graphene_rect_t
bottom_row (GtkWidget *page)
{
  GtkWidget *board = GTK_WIDGET (board_of (page));
  graphene_rect_t bounds = bounds_in (board, page);
  PerchQawaleLayout layout;

  perch_qawale_layout_compute (&layout, gtk_widget_get_width (board),
                               gtk_widget_get_height (board));
  return GRAPHENE_RECT_INIT (bounds.origin.x + layout.x, bounds.origin.y + layout.y +
                             3 * layout.tile, 4 * layout.tile, layout.tile);
}

/* The toast on screen, if any. */
static GtkWidget *
shown_toast (GtkWidget *root)
{
  GType type = g_type_from_name ("AdwToastWidget");

  if (type != 0 && G_TYPE_CHECK_INSTANCE_TYPE (root, type) && gtk_widget_get_mapped (root))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = shown_toast (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
assert_board_at (GtkWidget             *page,
                 const graphene_rect_t *expected,
                 const char            *when)
{
  graphene_rect_t now;

  perch_test_gui_wait_for_frame (page);
  now = bounds_in (GTK_WIDGET (board_of (page)), page);
  g_test_message ("board %s: %.0f,%.0f %.0fx%.0f", when, now.origin.x, now.origin.y,
                  now.size.width, now.size.height);
  g_assert_true (graphene_rect_equal (&now, expected));
}

/* Wide and narrow, the board stays where it is while the page's lines change (a hint
 * looked for, a status on two lines, the moves, a toast), and a toast never covers the
 * board's bottom row. */
static void
test_steady_layout (void)
{
  /* A desktop window, a phone, and a wide and short window where the board fills the
   * height. */
  static const int sizes[][2] = { { 1090, 750 }, { 360, 720 }, { 1000, 500 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      GtkWidget *page;
      GtkWidget *window = page_alone (sizes[i][0], sizes[i][1], &page);
      graphene_rect_t board, row, toast;
      g_autofree char *name = g_strdup_printf ("qawale-toast-%d", sizes[i][0]);

      g_test_message ("window %d x %d", sizes[i][0], sizes[i][1]);
      start (page, "human human 8 mover-wins");
      perch_test_gui_wait_for_frame (GTK_WIDGET (window));
      perch_test_gui_wait (200);
      perch_test_gui_wait_for_frame (GTK_WIDGET (window));
      board = bounds_in (GTK_WIDGET (board_of (page)), page);
      g_assert_true (gtk_widget_activate_action (page, "qawale.hint", NULL));
      assert_shows (page, "Looking for a good move…");
      assert_board_at (page, &board, "while a hint is looked for");
      g_assert_true (perch_test_gui_wait_until (hint_shown, board_of (page), 10000));
      assert_board_at (page, &board, "with the hint");

      click (page, 0);
      assert_shows (page, "Drop the next pebble next to the stack: 3 to go");
      assert_board_at (page, &board, "with a longer status");
      g_assert_true (gtk_widget_activate_action (page, "qawale.cancel", NULL));
      for (guint m = 0; m < 6; m++)
        {
          static const char * const moves[] = { "d4WWS", "b3WN", "a3NE", "a4SEENW", "b4SEES",
                                                "c3WNE" };

          g_assert_true (gtk_widget_activate_action (page, "qawale.play", "s", moves[m]));
          g_assert_true (perch_test_gui_wait_until (board_at_rest, board_of (page), 5000));
        }
      assert_board_at (page, &board, "with six moves listed");

      /* An empty square refuses the pebble, with a toast. */
      click (page, 5);
      assert_toast_starts (page, "This square is empty");
      perch_test_gui_wait (400);
      assert_board_at (page, &board, "with a toast");
      g_assert_nonnull (shown_toast (page));
      toast = bounds_in (shown_toast (page), page);
      row = bottom_row (page);
      g_test_message ("toast %.0f,%.0f %.0fx%.0f; bottom row %.0f,%.0f %.0fx%.0f",
                      toast.origin.x, toast.origin.y, toast.size.width, toast.size.height,
                      row.origin.x, row.origin.y, row.size.width, row.size.height);
      g_assert_false (graphene_rect_intersection (&toast, &row, NULL));
      g_assert_cmpint (gtk_widget_get_width (window), ==, sizes[i][0]);
      perch_test_gui_screenshot (window, name);
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* The analysis. */

/* Four plies before the end, light has a forced win in 3 (b3SENE and one more). */
static const char * const forced_win[] = {
  "a1NNN", "d4WWS", "a2NE", "a3NES", "a4EESWS", "b3ESWSW", "d1WWN", "b1ENW", "b2NESSE",
  "c3WSEN", "c2SWNWS", "c1ENWWN", NULL,
};

static void
play_quickly (GtkWidget          *page,
              const char * const *moves)
{
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  for (guint i = 0; moves[i] != NULL; i++)
    {
      g_assert_true (gtk_widget_activate_action (page, "qawale.play", "s", moves[i]));
      g_assert_true (perch_test_gui_wait_until (board_at_rest, board_of (page), 5000));
    }
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
}

static PerchQawaleAnalyser *
analyser_of (GtkWidget *page)
{
  return perch_qawale_page_get_analyser (PERCH_QAWALE_PAGE (page));
}

static gboolean
board_shows_verdicts (gpointer data)
{
  return perch_qawale_board_get_verdicts (board_of (data), NULL) != 0;
}

static gboolean
analysis_solved (gpointer data)
{
  const PerchQawaleAnalysis *analysis = perch_qawale_analyser_get_analysis (analyser_of (data));

  return analysis != NULL && analysis->solved && perch_test_gui_shows_label (data, "Perfect play");
}

static GtkListView *
analysis_list (GtkWidget *page)
{
  GtkWidget *list = find_by_class (page, "qawale-analysis-list");

  g_assert_nonnull (list);
  return GTK_LIST_VIEW (list);
}

static guint
listed_moves (GtkWidget *page)
{
  return g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (analysis_list (page))));
}

static char *
listed_move (GtkWidget *page,
             guint      position)
{
  GListModel *model = G_LIST_MODEL (gtk_list_view_get_model (analysis_list (page)));
  g_autoptr(GtkStringObject) item = g_list_model_get_item (model, position);

  return g_strdup (gtk_string_object_get_string (item));
}

/* The text of the verdict on @square, or NULL. */
static char *
verdict_on (GtkWidget *page,
            guint      square)
{
  PerchQawaleVerdictLabel labels[PERCH_QAWALE_N_SQUARES];
  guint16 squares = perch_qawale_board_get_verdicts (board_of (page), labels);

  return squares & (1u << square) ? g_strdup (labels[square].text) : NULL;
}

static const char *
analysis_text (GtkWidget *page)
{
  GtkWidget *label = find_by_class (page, "qawale-analysis-label");

  g_assert_nonnull (label);
  return gtk_label_get_label (GTK_LABEL (label));
}

static gboolean
analysis_running (gpointer data)
{
  return perch_qawale_analyser_get_running (analyser_of (data));
}

static gboolean
analysis_idle (gpointer data)
{
  return !perch_qawale_analyser_get_running (analyser_of (data));
}

static gboolean
activates (GtkWidget  *widget,
           const char *action)
{
  return GTK_IS_ACTIONABLE (widget) &&
         g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

static void
toggle_analysis (GtkWidget *page,
                 gboolean   on)
{
  GtkWidget *button = find_first (page, activates, "qawale.analyse");

  g_assert_true (GTK_IS_TOGGLE_BUTTON (button));
  g_assert_true (gtk_widget_activate_action (page, "qawale.analyse", NULL));
  g_assert_cmpint (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)), ==, on);
}

/* Four plies before the end: Analyse shows each stack's best verdict on the board, "Win 3"
 * on b3, and every move in the list, the wins first; once everything is proven, the
 * "Perfect play" badge. The hint is the analysis' win. A stack lifted: the verdicts move
 * to the squares its next pebble may take, and the list keeps the moves from there; the
 * path of a move selected in the list is drawn. Off, the verdicts go and the worker
 * stops. */
static void
test_analysis_solved (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  PerchQawaleBoard *board = board_of (page);
  PerchQawaleAnalyser *analyser = analyser_of (page);
  g_autofree char *first = NULL, *second = NULL, *on_b3 = NULL, *on_b2 = NULL, *on_c2 = NULL;
  PerchQawaleMove hint, preview;

  start (page, "human human 8 mover-wins");
  play_quickly (page, forced_win);
  g_assert_false (board_shows_verdicts (page));
  g_assert_false (perch_qawale_analyser_get_enabled (analyser));

  toggle_analysis (page, TRUE);
  g_assert_true (perch_qawale_analyser_get_enabled (analyser));
  g_assert_true (perch_test_gui_wait_until (board_shows_verdicts, page, 5000));
  g_assert_true (perch_test_gui_wait_until (analysis_solved, page, 20000));
  g_assert_true (perch_test_gui_wait_until (analysis_idle, page, 5000));
  g_assert_false (perch_worker_is_busy (perch_qawale_analyser_get_worker (analyser)));
  g_test_message ("analysis: %s", analysis_text (page));
  g_assert_cmpstr (analysis_text (page), ==, "180 moves, all proven");
  on_b3 = verdict_on (page, 9);
  g_assert_cmpstr (on_b3, ==, "Win 3");
  /* c1 is empty: nothing starts there. */
  g_assert_null (verdict_on (page, 2));
  g_assert_cmpuint (listed_moves (page), ==, 180);
  first = listed_move (page, 0);
  second = listed_move (page, 1);
  g_assert_true (strcmp (first, "b3SENE") == 0 || strcmp (second, "b3SENE") == 0);
  perch_test_gui_screenshot (GTK_WIDGET (window), "qawale-analysis");

  /* The hint is the analysis' best, a forced win. */
  g_assert_true (gtk_widget_activate_action (page, "qawale.hint", NULL));
  g_assert_true (perch_qawale_board_get_hint (board, &hint));
  {
    g_autofree char *move = perch_qawale_move_to_string (&hint);
    g_autofree char *said = g_strdup_printf ("Hint: %s wins by force", move);

    g_assert_cmpstr (move, ==, first);
    assert_shows (page, said);
  }

  /* b3 lifted: the verdicts are on the squares its first pebble may take; b2 leads to the
   * win. The list holds b3's moves only. */
  click (page, 9);
  g_assert_false (perch_qawale_board_get_hint (board, NULL));
  on_b2 = verdict_on (page, 5);
  g_assert_cmpstr (on_b2, ==, "Win 3");
  g_assert_null (verdict_on (page, 9));
  g_assert_cmpuint (listed_moves (page), <, 180);
  for (guint i = 0; i < listed_moves (page); i++)
    {
      g_autofree char *move = listed_move (page, i);

      g_assert_true (g_str_has_prefix (move, "b3"));
    }
  click (page, 5);
  on_c2 = verdict_on (page, 6);
  g_assert_cmpstr (on_c2, ==, "Win 3");
  g_assert_null (verdict_on (page, 9));
  g_assert_true (perch_test_gui_wait_until (board_at_rest, board, 5000));
  perch_test_gui_screenshot (GTK_WIDGET (window), "qawale-analysis-sowing");

  /* The move selected in the list, with the focus there, is drawn on the board. */
  gtk_widget_grab_focus (GTK_WIDGET (analysis_list (page)));
  gtk_selection_model_select_item (gtk_list_view_get_model (analysis_list (page)), 0, TRUE);
  g_assert_true (perch_qawale_board_get_preview (board, &preview));
  {
    g_autofree char *move = perch_qawale_move_to_string (&preview);
    g_autofree char *listed = listed_move (page, 0);

    g_assert_cmpstr (move, ==, listed);
    g_assert_true (g_str_has_prefix (move, "b3S"));
  }
  g_assert_true (gtk_widget_activate_action (page, "qawale.cancel", NULL));
  gtk_widget_grab_focus (GTK_WIDGET (board));
  g_assert_false (perch_qawale_board_get_preview (board, NULL));

  /* Off: no verdicts, no list, the worker idle. */
  toggle_analysis (page, FALSE);
  g_assert_false (board_shows_verdicts (page));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (analysis_list (page))));
  g_assert_false (perch_worker_is_busy (perch_qawale_analyser_get_worker (analyser)));
  gtk_window_destroy (GTK_WINDOW (window));
}

static guint
depth_said (GtkWidget *page)
{
  const char *text = analysis_text (page);

  if (!g_str_has_prefix (text, "Analysing… "))
    return 0;
  return atoi (text + strlen ("Analysing… "));
}

typedef struct
{
  GtkWidget *page;
  guint      refinements;
  guint      followed;
} Watch;

/* After the page's own handler: the board's hint is the analysis' best move. */
static void
on_refined (PerchQawaleAnalyser *analyser,
            GParamSpec          *pspec,
            Watch               *watch)
{
  const PerchQawaleAnalysis *analysis = perch_qawale_analyser_get_analysis (analyser);
  PerchQawaleMove hint;

  if (analysis == NULL)
    return;
  watch->refinements++;
  if (!perch_qawale_board_get_hint (board_of (watch->page), &hint))
    return;
  g_assert_true (perch_qawale_move_equal (&hint, &analysis->verdicts[0].move));
  watch->followed++;
}

static gboolean
refined (gpointer data)
{
  Watch *watch = data;

  return watch->followed >= 1;
}

static gboolean
depth_said_beyond (gpointer data)
{
  Watch *watch = data;

  return depth_said (watch->page) > watch->refinements;
}

static gboolean
medium_thinking (gpointer data)
{
  return g_str_has_prefix (status_text (data), "Medium is thinking…");
}

/* From the start: scores on the four corners, deeper and deeper, the board staying where
 * it is; the hint follows the analysis as it deepens. A move between two people: the analysis is held while the
 * board shows it, then goes on for the other player. Against the computer it waits while
 * the computer thinks. Turned off, the worker stops. */
static void
test_analysis_refined (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  PerchQawaleAnalyser *analyser = analyser_of (page);
  PerchWorker *worker = perch_qawale_analyser_get_worker (analyser);
  Watch watch = { page, 0, 0 };
  guint first_depth, corners = (1u << 0) | (1u << 3) | (1u << 12) | (1u << 15);
  PerchQawaleVerdictLabel labels[PERCH_QAWALE_N_SQUARES];
  graphene_rect_t board;
  gulong handler;

  start (page, "human human 8 mover-wins");
  toggle_analysis (page, TRUE);
  g_assert_true (perch_test_gui_wait_until (board_shows_verdicts, page, 5000));
  g_assert_cmphex (perch_qawale_board_get_verdicts (board_of (page), labels), ==, corners);
  for (guint square = 0; square < PERCH_QAWALE_N_SQUARES; square++)
    if (corners & (1u << square))
      g_assert_cmpint (labels[square].kind, ==, PERCH_QAWALE_VERDICT_SCORE);
  g_assert_cmpuint (listed_moves (page), ==, 40);
  g_assert_true (perch_test_gui_wait_until (analysis_running, page, 1000));
  perch_test_gui_wait_for_frame (page);
  board = bounds_in (GTK_WIDGET (board_of (page)), page);
  first_depth = depth_said (page);
  g_test_message ("first: %s", analysis_text (page));
  g_assert_cmpuint (first_depth, >, 0);
  g_assert_false (perch_test_gui_shows_label (page, "Perfect play"));

  /* The hint at once from the analysis, then with each refinement. */
  handler = g_signal_connect (analyser, "notify::analysis", G_CALLBACK (on_refined), &watch);
  g_assert_true (gtk_widget_activate_action (page, "qawale.hint", NULL));
  g_assert_true (perch_qawale_board_get_hint (board_of (page), NULL));
  g_assert_false (perch_test_gui_shows_label (page, "Looking for a good move…"));
  /* From the start, the sixth move ahead takes a few seconds, the seventh many more. */
  g_assert_true (perch_test_gui_wait_until (refined, &watch, 60000));
  watch.refinements = first_depth;
  g_assert_true (perch_test_gui_wait_until (depth_said_beyond, &watch, 1000));
  g_test_message ("then: %s", analysis_text (page));
  g_signal_handler_disconnect (analyser, handler);
  assert_board_at (page, &board, "as the analysis deepens");
  perch_test_gui_screenshot (GTK_WIDGET (window), "qawale-analysis-scores");

  /* A move: held while the board shows it, then the analysis of dark's move. */
  g_assert_true (gtk_widget_activate_action (page, "qawale.play", "s", "a1NNE"));
  g_assert_true (perch_qawale_board_is_animating (board_of (page)));
  g_assert_true (perch_qawale_analyser_get_held (analyser));
  g_assert_false (perch_worker_is_busy (worker));
  g_assert_false (board_shows_verdicts (page));
  g_assert_true (perch_test_gui_wait_until (board_at_rest, board_of (page), 5000));
  g_assert_false (perch_qawale_analyser_get_held (analyser));
  g_assert_true (perch_worker_is_busy (worker));
  g_assert_true (perch_test_gui_wait_until (board_shows_verdicts, page, 5000));

  /* Against Medium, after the person's move, it waits. */
  start (page, "human medium 8 mover-wins");
  g_assert_true (perch_test_gui_wait_until (board_shows_verdicts, page, 5000));
  g_assert_true (gtk_widget_activate_action (page, "qawale.play", "s", "a1NNE"));
  g_assert_false (perch_worker_is_busy (worker));
  perch_test_gui_wait_for_label (page, "The analysis waits for your turn", 2000);
  assert_board_at (page, &board, "while the analysis waits");
  g_assert_true (perch_test_gui_wait_until (medium_thinking, page, 5000));
  g_assert_false (perch_worker_is_busy (worker));
  perch_test_gui_wait_for_label (page, YOUR_MOVE, 10000);
  g_assert_true (perch_test_gui_wait_until (board_shows_verdicts, page, 5000));

  toggle_analysis (page, FALSE);
  g_assert_false (perch_worker_is_busy (worker));
  g_assert_false (perch_qawale_analyser_get_running (analyser));
  g_assert_false (board_shows_verdicts (page));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* In German, what the core says is German too: the saved game's mistake, wide and at
 * 360 px. */
static void
test_german (void)
{
  static const int sizes[][2] = { { 1090, 750 }, { 360, 720 } };

  if (!perch_test_gui_speak_german (TRUE))
    {
      g_test_skip ("no compiled translations (PERCH_LOCALEDIR) or no C.UTF-8 locale");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      GtkWidget *window, *page;
      g_autofree char *name = g_strdup_printf ("qawale-german-%d", sizes[i][0]);

      write_state ("perch-state qawale 1\nsetup human hard 8 mover-wins\n"
                   "moves d4WWS b3WN a3XE\n", -1);
      window = page_alone (sizes[i][0], sizes[i][1], &page);
      assert_toast_details (page, "Spielstand nicht ganz geladen",
                            "Die Züge ab einem Fehler wurden weggelassen: Zeile 2, Spalte 18: "
                            "a3XE: „X“ (Zeichen 3) ist kein Schritt (N, E, S oder W). Die "
                            "gespeicherte Datei wurde als qawale.state.bad-");
      assert_shows (page, "Sie gegen Schwer");
      click (page, 0);
      perch_test_gui_screenshot (window, name);
      gtk_window_destroy (GTK_WINDOW (window));
    }
  perch_test_gui_speak_german (FALSE);
}

static gboolean
shows_german_badge (gpointer data)
{
  return perch_test_gui_shows_label (data, "Perfektes Spiel");
}

/* The analysis board in a phone's window, then in German wide and narrow: the badge,
 * the plates and the list fit. */
static void
test_analysis_narrow_and_german (void)
{
  static const struct { int width, height; gboolean german; const char *name; } cases[] = {
    { 360, 720, FALSE, "qawale-analysis-narrow" },
    { 1090, 750, TRUE, "qawale-analysis-german-1090" },
    { 360, 720, TRUE, "qawale-analysis-german-360" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GtkWidget *page, *window;
      g_autofree char *on_b3 = NULL;
      int minimum;

      if (cases[i].german && !perch_test_gui_speak_german (TRUE))
        {
          g_test_skip ("no compiled translations (PERCH_LOCALEDIR) or no C.UTF-8 locale");
          return;
        }
      window = page_alone (cases[i].width, cases[i].height, &page);
      start (page, "human human 8 mover-wins");
      play_quickly (page, forced_win);
      toggle_analysis (page, TRUE);
      g_assert_true (perch_test_gui_wait_until (cases[i].german ? shows_german_badge
                                                                : analysis_solved, page, 20000));
      on_b3 = verdict_on (page, 9);
      g_assert_cmpstr (on_b3, ==, cases[i].german ? "Gewinn 3" : "Win 3");
      gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      g_assert_cmpint (minimum, <=, 360);
      g_assert_cmpint (gtk_widget_get_width (window), ==, cases[i].width);
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (analysis_list (page))));
      g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (analysis_list (page))), >=, 60);
      perch_test_gui_screenshot (window, cases[i].name);
      toggle_analysis (page, FALSE);
      gtk_window_destroy (GTK_WINDOW (window));
      perch_test_gui_speak_german (FALSE);
    }
}

/* The dialog offers the choices and starts the game chosen. */
static void
test_new_game_dialog (void)
{
  GtkWidget *page;
  PerchWindow *window = open_page (&page);
  GtkWindow *dialog;
  GtkWidget *mode_row;

  g_assert_true (gtk_widget_activate_action (page, "qawale.new-game", NULL));
  dialog = perch_test_gui_wait_for_toplevel (PERCH_TYPE_QAWALE_NEW_GAME_DIALOG, 5000);
  g_assert_nonnull (dialog);
  perch_test_gui_wait_for_frame (GTK_WIDGET (dialog));
  {
    g_autofree char *path = perch_test_gui_output_path ("qawale-new-game.png");

    perch_test_render_widget_to_png (GTK_WIDGET (dialog), path);
  }
  assert_shows (GTK_WIDGET (dialog), "Against the Computer");
  mode_row = perch_test_gui_find_widget (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW);
  adw_combo_row_set_selected (ADW_COMBO_ROW (mode_row), 1);
  /* Enter presses the default button, Start. */
  g_assert_true (gtk_widget_activate (gtk_window_get_default_widget (dialog)));
  perch_test_gui_wait_for_label (page, "Two Players", 5000);
  assert_shows (page, "Light to move: choose a stack for the pebble");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  if (!perch_test_gui_init (&argc, &argv))
    return 0;

  /* First: no window has written the game yet. */
  g_test_add_func ("/qawale/page/old-settings-moved-over", test_old_settings_moved_over);
  g_test_add_func ("/qawale/page/play-against-medium", test_play_against_medium);
  g_test_add_func ("/qawale/page/restart", test_restart);
  g_test_add_func ("/qawale/page/keyboard-cursor", test_keyboard_cursor);
  g_test_add_func ("/qawale/page/bad-move-in-saved-game", test_bad_move_in_saved_game);
  g_test_add_func ("/qawale/page/bad-state-files", test_bad_state_files);
  g_test_add_func ("/qawale/page/hint-and-give-up", test_hint_and_give_up);
  g_test_add_func ("/qawale/page/two-players-win", test_two_players_win);
  g_test_add_func ("/qawale/page/computers", test_computers);
  g_test_add_func ("/qawale/page/thinking-progress", test_thinking_progress);
  g_test_add_func ("/qawale/page/steady-layout", test_steady_layout);
  g_test_add_func ("/qawale/page/analysis-solved", test_analysis_solved);
  g_test_add_func ("/qawale/page/analysis-refined", test_analysis_refined);
  g_test_add_func ("/qawale/page/new-game-dialog", test_new_game_dialog);
  g_test_add_func ("/qawale/page/german", test_german);
  g_test_add_func ("/qawale/page/analysis-narrow-and-german", test_analysis_narrow_and_german);

  return g_test_run ();
}
