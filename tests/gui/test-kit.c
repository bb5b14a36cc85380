/* test-kit.c: the page kit (src/app/) that every page uses: browse actions and
 * keys, the busy bar, toasts */
#include "config.h"

#include "perch-browse.h"
#include "perch-busy-bar.h"
#include "perch-test-gui.h"
#include "perch-toast.h"

typedef struct
{
  GtkWidget *window;
  GtkWidget *page;
  GtkWidget *text_view;
  GtkWidget *button;
} Stage;

static void
stage_init (Stage *stage)
{
  GtkWidget *overlay = adw_toast_overlay_new ();

  stage->window = gtk_window_new ();
  stage->page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  stage->text_view = gtk_text_view_new ();
  stage->button = gtk_button_new_with_label ("a board");
  gtk_box_append (GTK_BOX (stage->page), stage->text_view);
  gtk_box_append (GTK_BOX (stage->page), stage->button);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), stage->page);
  gtk_window_set_child (GTK_WINDOW (stage->window), overlay);
  gtk_window_present (GTK_WINDOW (stage->window));
  perch_test_gui_wait_for_frame (stage->window);
}

static void
test_browse_actions (void)
{
  Stage stage;
  g_autoptr(PerchBrowse) browse = NULL;
  g_autofree char *text = NULL;
  GtkWidget *switcher;

  stage_init (&stage);
  browse = perch_browse_new (stage.page);
  switcher = perch_browse_switcher_new (browse, "Previous Placement", "Next Placement");
  gtk_box_append (GTK_BOX (stage.page), switcher);

  /* Nothing to browse: the keys pass through. */
  g_assert_false (perch_test_gui_press_browse_key (stage.page, GDK_KEY_Right, GDK_CONTROL_MASK));

  perch_browse_set_range (browse, 264, 2);
  text = perch_browse_describe (browse);
  g_assert_cmpstr (text, ==, "3 of 264");
  g_assert_true (perch_test_gui_shows_label (switcher, "3 of 264"));

  g_assert_true (gtk_widget_activate_action (stage.page, "browse.next", NULL));
  g_assert_cmpuint (perch_browse_get_position (browse), ==, 3);
  gtk_widget_activate_action (stage.page, "browse.first", NULL);
  g_assert_cmpuint (perch_browse_get_position (browse), ==, 0);
  /* At the first, previous does nothing. */
  gtk_widget_activate_action (stage.page, "browse.previous", NULL);
  g_assert_cmpuint (perch_browse_get_position (browse), ==, 0);
  gtk_widget_activate_action (stage.page, "browse.last", NULL);
  g_assert_cmpuint (perch_browse_get_position (browse), ==, 263);
  g_assert_true (perch_test_gui_shows_label (switcher, "264 of 264"));

  /* The range shrinking keeps the position inside it. */
  perch_browse_set_n_items (browse, 10);
  g_assert_cmpuint (perch_browse_get_position (browse), ==, 9);

  gtk_window_destroy (GTK_WINDOW (stage.window));
}

/* The same keys on every page, taken before a board can swallow them; in
 * editable text, Ctrl+arrows stay the text's (word by word), Alt+Page Up/Down
 * still browse. */
static void
test_browse_keys (void)
{
  Stage stage;
  g_autoptr(PerchBrowse) browse = NULL;

  stage_init (&stage);
  browse = perch_browse_new (stage.page);
  perch_browse_set_range (browse, 5, 0);

  gtk_widget_grab_focus (stage.button);
  g_assert_true (perch_test_gui_press_browse_key (stage.page, GDK_KEY_Right, GDK_CONTROL_MASK));
  g_assert_true (perch_test_gui_press_browse_key (stage.page, GDK_KEY_Right, GDK_CONTROL_MASK));
  g_assert_cmpuint (perch_browse_get_position (browse), ==, 2);
  g_assert_true (perch_test_gui_press_browse_key (stage.page, GDK_KEY_Left, GDK_CONTROL_MASK));
  g_assert_cmpuint (perch_browse_get_position (browse), ==, 1);
  g_assert_true (perch_test_gui_press_browse_key (stage.page, GDK_KEY_End, GDK_CONTROL_MASK));
  g_assert_cmpuint (perch_browse_get_position (browse), ==, 4);
  g_assert_true (perch_test_gui_press_browse_key (stage.page, GDK_KEY_Home, GDK_CONTROL_MASK));
  g_assert_cmpuint (perch_browse_get_position (browse), ==, 0);
  g_assert_true (perch_test_gui_press_browse_key (stage.page, GDK_KEY_Page_Down, GDK_ALT_MASK));
  g_assert_cmpuint (perch_browse_get_position (browse), ==, 1);

  gtk_widget_grab_focus (stage.text_view);
  g_assert_false (perch_test_gui_press_browse_key (stage.page, GDK_KEY_Right, GDK_CONTROL_MASK));
  g_assert_false (perch_test_gui_press_browse_key (stage.page, GDK_KEY_Home, GDK_CONTROL_MASK));
  g_assert_cmpuint (perch_browse_get_position (browse), ==, 1);
  g_assert_true (perch_test_gui_press_browse_key (stage.page, GDK_KEY_Page_Down, GDK_ALT_MASK));
  g_assert_cmpuint (perch_browse_get_position (browse), ==, 2);
  g_assert_true (perch_test_gui_press_browse_key (stage.page, GDK_KEY_Page_Up, GDK_ALT_MASK));
  g_assert_cmpuint (perch_browse_get_position (browse), ==, 1);

  /* A text view that cannot be edited is no text to protect. */
  gtk_text_view_set_editable (GTK_TEXT_VIEW (stage.text_view), FALSE);
  g_assert_true (perch_test_gui_press_browse_key (stage.page, GDK_KEY_Right, GDK_CONTROL_MASK));
  g_assert_cmpuint (perch_browse_get_position (browse), ==, 2);

  gtk_window_destroy (GTK_WINDOW (stage.window));
}

static gpointer
wait_until_cancelled (gpointer       input,
                      PerchProgress *progress,
                      GError       **error)
{
  for (guint i = 0; i < 5000; i++)
    {
      if (perch_progress_set_error_if_cancelled (progress, error))
        return NULL;
      g_usleep (1000);
    }
  return g_strdup ("finished");
}

static void
never_done (gpointer      result,
            const GError *error,
            gpointer      data)
{
  g_assert_not_reached ();
}

static gboolean
worker_idle (gpointer data)
{
  return !perch_worker_is_busy (data);
}

static void
count_call (guint *calls)
{
  (*calls)++;
}

/* Shown while the worker is busy, with its text and Cancel; the same height
 * busy and idle, so nothing below it moves. */
static void
test_busy_bar (void)
{
  Stage stage;
  g_autoptr(PerchWorker) worker = perch_worker_new ();
  PerchBusyBar *bar = PERCH_BUSY_BAR (perch_busy_bar_new ());
  GtkWidget *cancel;
  int idle_height, busy_height;
  guint cancelled = 0;

  stage_init (&stage);
  gtk_box_append (GTK_BOX (stage.page), GTK_WIDGET (bar));
  perch_busy_bar_set_worker (bar, worker);
  perch_busy_bar_set_idle_text (bar, "Solved in 6 moves");
  perch_test_gui_wait_for_frame (stage.window);
  g_assert_false (perch_busy_bar_get_busy (bar));
  g_assert_cmpstr (perch_busy_bar_get_shown_text (bar), ==, "Solved in 6 moves");
  idle_height = gtk_widget_get_height (GTK_WIDGET (bar));

  perch_worker_run (worker, wait_until_cancelled, NULL, NULL, g_free, NULL, never_done, NULL);
  perch_busy_bar_set_text (bar, "Searching: 12,000 positions");
  perch_test_gui_wait_for_frame (stage.window);
  g_assert_true (perch_busy_bar_get_busy (bar));
  g_assert_cmpstr (perch_busy_bar_get_shown_text (bar), ==, "Searching: 12,000 positions");
  busy_height = gtk_widget_get_height (GTK_WIDGET (bar));
  g_assert_cmpint (busy_height, ==, idle_height);

  cancel = perch_test_gui_find_widget (GTK_WIDGET (bar), GTK_TYPE_BUTTON);
  g_assert_true (gtk_widget_get_sensitive (cancel));
  g_signal_connect_swapped (bar, "cancelled", G_CALLBACK (count_call), &cancelled);
  g_signal_emit_by_name (cancel, "clicked");
  g_assert_cmpuint (cancelled, ==, 1);
  g_assert_true (perch_test_gui_wait_until (worker_idle, worker, 2000));
  g_assert_false (perch_busy_bar_get_busy (bar));
  g_assert_false (gtk_widget_get_sensitive (cancel));
  g_assert_cmpstr (perch_busy_bar_get_shown_text (bar), ==, "Solved in 6 moves");

  gtk_window_destroy (GTK_WINDOW (stage.window));
}

/* One message at a time: a second toast replaces the first one's text. */
static void
test_toast (void)
{
  Stage stage;

  stage_init (&stage);
  perch_toast (stage.button, "First message");
  perch_test_gui_wait_for_label (stage.window, "First message", 2000);
  perch_toast (stage.button, "Second message");
  perch_test_gui_wait_for_label (stage.window, "Second message", 2000);
  g_assert_false (perch_test_gui_shows_label (stage.window, "First message"));

  gtk_window_destroy (GTK_WINDOW (stage.window));
}

int
main (int    argc,
      char **argv)
{
  if (!perch_test_gui_init (&argc, &argv))
    return 0;

  g_test_add_func ("/kit/browse-actions", test_browse_actions);
  g_test_add_func ("/kit/browse-keys", test_browse_keys);
  g_test_add_func ("/kit/busy-bar", test_busy_bar);
  g_test_add_func ("/kit/toast", test_toast);

  return g_test_run ();
}
