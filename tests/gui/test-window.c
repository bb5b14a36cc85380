/* test-window.c: the window opens, every page can be visited and looks like
 * something in light and dark, and the window remembers its state */
#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>

#include "perch-test-gui.h"
#include "perch-preferences-window.h"
#include "perch-window.h"

static const char * const pages[] = { "uluru", "ballsort", "qawale", "logic" };

static PerchWindow *
open_window (GtkApplication *app)
{
  PerchWindow *window = perch_window_new (PERCH_APPLICATION (app));

  gtk_window_present (GTK_WINDOW (window));
  perch_test_gui_wait_for_frame (GTK_WIDGET (window));

  return window;
}

static void
test_window_visit_pages (void)
{
  GtkApplication *app = perch_test_gui_get_application ();
  AdwStyleManager *style = adw_style_manager_get_default ();
  PerchWindow *window = open_window (app);
  static const struct { const char *name; AdwColorScheme scheme; } styles[] = {
    { "light", ADW_COLOR_SCHEME_FORCE_LIGHT },
    { "dark", ADW_COLOR_SCHEME_FORCE_DARK },
  };

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  for (guint s = 0; s < G_N_ELEMENTS (styles); s++)
    {
      adw_style_manager_set_color_scheme (style, styles[s].scheme);
      for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
        {
          g_autofree char *file = g_strdup_printf ("window-%s-%s.png", pages[i], styles[s].name);
          g_autofree char *path = perch_test_gui_output_path (file);
          GtkWidget *page = perch_window_get_page (window, pages[i]);

          perch_window_show_page (window, pages[i]);
          g_assert_cmpstr (perch_window_get_page_name (window), ==, pages[i]);
          g_assert_nonnull (page);
          perch_test_gui_wait_until ((gboolean (*) (gpointer)) gtk_widget_get_mapped, page, 2000);
          g_assert_true (gtk_widget_get_mapped (page));
          perch_test_render_widget_to_png (GTK_WIDGET (window), path);
          g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
        }
    }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Closing saves the page and the size; a new window comes back to them. */
static void
test_window_restores_state (void)
{
  GtkApplication *app = perch_test_gui_get_application ();
  g_autoptr(GSettings) settings = g_settings_new ("io.github.perch.Perch");
  PerchWindow *window;
  int width, height;

  g_settings_set_string (settings, "last-page", "qawale");
  g_settings_set_int (settings, "window-width", 1200);
  g_settings_set_int (settings, "window-height", 800);

  window = open_window (app);
  g_assert_cmpstr (perch_window_get_page_name (window), ==, "qawale");
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 1200);
  g_assert_cmpint (height, ==, 800);

  perch_window_show_page (window, "logic");
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_close (GTK_WINDOW (window));
  perch_test_gui_wait (50);

  g_assert_cmpstr (g_settings_get_string (settings, "last-page"), ==, "logic");
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1000);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 700);
}

static gboolean
has_icon (gpointer data)
{
  return g_strcmp0 (gtk_window_get_icon_name (data), APP_ID) == 0;
}

/* About and the window show the app's icon even when Perch is not installed: the
 * icon is in the app's resources (the tests run from the build directory). */
static void
test_window_app_icon (void)
{
  GtkApplication *app = perch_test_gui_get_application ();
  PerchWindow *window = open_window (app);
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (window)));

  g_assert_true (gtk_icon_theme_has_icon (theme, APP_ID));
  /* The window's icon comes once the first frame is on screen. */
  g_assert_true (perch_test_gui_wait_until (has_icon, window, 5000));
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

/* The main menu is built when it first opens (not with the window) and offers
 * Preferences, Keyboard Shortcuts and About. */
static void
test_window_main_menu (void)
{
  GtkApplication *app = perch_test_gui_get_application ();
  PerchWindow *window = open_window (app);
  GtkMenuButton *button = GTK_MENU_BUTTON (perch_test_gui_find_widget (GTK_WIDGET (window),
                                                                       GTK_TYPE_MENU_BUTTON));
  GtkPopover *popover;

  g_assert_true (gtk_menu_button_get_primary (button));
  g_assert_null (gtk_menu_button_get_popover (button));
  gtk_menu_button_popup (button);
  popover = gtk_menu_button_get_popover (button);
  g_assert_nonnull (popover);
  g_assert_true (perch_test_gui_wait_until (is_mapped, popover, 3000));
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (popover), "_Preferences"));
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (popover), "_Keyboard Shortcuts"));
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (popover), "_About Perch"));
  /* Opened again, the same menu. */
  gtk_menu_button_popdown (button);
  gtk_menu_button_popup (button);
  g_assert_true (gtk_menu_button_get_popover (button) == popover);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The page icons at the switcher's size are pre-rendered PNGs, at scale 1 and 2: the
 * first frame loads no SVG renderer for them. */
static void
test_window_page_icons (void)
{
  static const char *icons[] = { "perch-uluru-symbolic", "perch-ballsort-symbolic",
                                 "perch-qawale-symbolic", "perch-logic-symbolic" };
  GtkApplication *app = perch_test_gui_get_application ();
  PerchWindow *window = open_window (app);
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (window)));

  for (guint i = 0; i < G_N_ELEMENTS (icons); i++)
    for (int scale = 1; scale <= 2; scale++)
      {
        g_autoptr(GtkIconPaintable) icon = gtk_icon_theme_lookup_icon (theme, icons[i], NULL, 16,
                                                                       scale, GTK_TEXT_DIR_NONE,
                                                                       0);
        g_autoptr(GFile) file = gtk_icon_paintable_get_file (icon);
        g_autofree char *uri = g_file_get_uri (file);

        g_test_message ("%s at scale %d: %s", icons[i], scale, uri);
        g_assert_true (g_str_has_suffix (uri, ".symbolic.png"));
        g_assert_nonnull (strstr (uri, scale == 1 ? "/16x16/" : "/16x16@2/"));
      }
  gtk_window_destroy (GTK_WINDOW (window));
}

static char *
write_file (const char *directory,
            const char *name,
            const char *text)
{
  char *path = g_build_filename (directory, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

static gboolean
focus_in_text (gpointer data)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (data));

  return focus != NULL && GTK_IS_TEXT_VIEW (focus);
}

/* `perch FILE…`: a .ballsort file opens on Ball Sort, any other on Logic, and the
 * page of the last file is shown. */
static void
test_window_open_files (void)
{
  GtkApplication *app = perch_test_gui_get_application ();
  g_autofree char *directory = g_dir_make_tmp ("perch-open-XXXXXX", NULL);
  g_autofree char *level = write_file (directory, "Kitchen.ballsort",
                                       "Kitchen Level :: re re bl bl | bl bl re re | -\n");
  g_autofree char *puzzle = write_file (directory, "riddle.logic",
                                        "domain 1..3\nnames a, b, c\na != b\na = 3\n");
  GFile *files[2];
  PerchWindow *window;

  files[0] = g_file_new_for_path (level);
  files[1] = g_file_new_for_path (puzzle);
  g_application_open (G_APPLICATION (app), files, 2, "");
  window = PERCH_WINDOW (gtk_application_get_active_window (app));
  g_assert_nonnull (window);
  g_assert_cmpstr (perch_window_get_page_name (window), ==, "logic");
  perch_test_gui_wait_for_label (perch_window_get_page (window, "ballsort"), "Kitchen Level",
                                 5000);
  perch_test_gui_wait_for_label (perch_window_get_page (window, "logic"), "riddle.logic", 5000);
  /* The keyboard is in the puzzle's text, ready to edit it. */
  g_assert_true (perch_test_gui_wait_until (focus_in_text, window, 5000));

  g_object_unref (files[0]);
  g_object_unref (files[1]);
  g_unlink (level);
  g_unlink (puzzle);
  g_rmdir (directory);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The real program, given a puzzle nested 30,000 deep on its command line, keeps
 * running (it used to crash at every start). */
static void
test_window_deep_puzzle_from_command_line (void)
{
  g_autofree char *directory = g_dir_make_tmp ("perch-deep-XXXXXX", NULL);
  g_autofree char *state = g_build_filename (directory, "state", NULL);
  g_autofree char *path = NULL;
  g_autoptr(GString) text = g_string_new ("domain 1..5\nnames x\nx = ");
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) perch = NULL;
  g_autoptr(GError) error = NULL;
  const char *program = g_getenv ("PERCH_APP");

  g_assert_nonnull (program);
  for (guint i = 0; i < 30000; i++)
    g_string_append_c (text, '(');
  g_string_append_c (text, '1');
  for (guint i = 0; i < 30000; i++)
    g_string_append_c (text, ')');
  g_string_append_c (text, '\n');
  path = write_file (directory, "deep.logic", text->str);

  /* Twice: the puzzle, kept as the text being edited, comes back at the second start. */
  for (guint run = 0; run < 2; run++)
    {
      launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_NONE);
      g_subprocess_launcher_setenv (launcher, "XDG_STATE_HOME", state, TRUE);
      perch = g_subprocess_launcher_spawn (launcher, &error, program, run == 0 ? path : NULL,
                                           NULL);
      g_assert_no_error (error);
      perch_test_gui_wait (4000);
      /* Still running: the child watch has not reaped it. */
      g_assert_nonnull (g_subprocess_get_identifier (perch));
      g_subprocess_send_signal (perch, SIGTERM);
      g_subprocess_wait (perch, NULL, &error);
      g_assert_no_error (error);
      g_assert_true (g_subprocess_get_if_signaled (perch));
      g_assert_cmpint (g_subprocess_get_term_sig (perch), ==, SIGTERM);
      g_clear_object (&perch);
      g_clear_object (&launcher);
    }
  g_unlink (path);
}

/* Killed without warning a second after the last change, the program has already
 * written it: the state file holds the puzzle just opened, whole. */
static void
test_window_kill_keeps_state (void)
{
  g_autofree char *directory = g_dir_make_tmp ("perch-kill-XXXXXX", NULL);
  g_autofree char *state_home = g_build_filename (directory, "state", NULL);
  g_autofree char *state_file = g_build_filename (state_home, "perch", "logic.state", NULL);
  g_autofree char *puzzle = write_file (directory, "kill.logic",
                                        "# written before the kill\ndomain 1..2\nnames a, b\n"
                                        "a != b\na = 2\n");
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_NONE);
  g_autoptr(GSubprocess) perch = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  gint64 opened;

  g_subprocess_launcher_setenv (launcher, "XDG_STATE_HOME", state_home, TRUE);
  perch = g_subprocess_launcher_spawn (launcher, &error, g_getenv ("PERCH_APP"), puzzle, NULL);
  g_assert_no_error (error);

  /* The file is open once the state says so; a second later it is killed. */
  opened = g_get_monotonic_time ();
  while (saved == NULL || strstr (saved, "written before the kill") == NULL)
    {
      g_clear_pointer (&saved, g_free);
      g_assert_cmpint (g_get_monotonic_time () - opened, <, 20 * G_USEC_PER_SEC);
      perch_test_gui_wait (50);
      g_file_get_contents (state_file, &saved, NULL, NULL);
    }
  g_clear_pointer (&saved, g_free);
  perch_test_gui_wait (1000);
  g_subprocess_send_signal (perch, SIGKILL);
  g_subprocess_wait (perch, NULL, NULL);

  g_assert_true (g_file_get_contents (state_file, &saved, NULL, NULL));
  g_assert_true (g_str_has_prefix (saved, "perch-state logic "));
  g_assert_nonnull (strstr (saved, "a != b"));
  g_assert_nonnull (strstr (saved, "a = 2"));
  g_unlink (state_file);
  g_unlink (puzzle);
}

/* GNOME apps go down to 360 px wide: the window, with each page in view, asks for
 * no more (the switcher moves to the bottom bar there). */
static void
test_window_narrow (void)
{
  GtkApplication *app = perch_test_gui_get_application ();
  PerchWindow *window = open_window (app);

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autofree char *file = g_strdup_printf ("window-%s-360.png", pages[i]);
      g_autofree char *path = perch_test_gui_output_path (file);
      int minimum = 0;

      perch_window_show_page (window, pages[i]);
      gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
      perch_test_gui_wait_for_frame (GTK_WIDGET (window));
      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1,
                          &minimum, NULL, NULL, NULL);
      g_test_message ("%s: at least %d px wide", pages[i], minimum);
      g_assert_cmpint (minimum, <=, 360);
      perch_test_render_widget_to_png (GTK_WIDGET (window), path);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* win.show-page (bound to Alt+1..4) switches pages. */
static void
test_window_page_shortcuts (void)
{
  GtkApplication *app = perch_test_gui_get_application ();
  PerchWindow *window = open_window (app);

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), "win.show-page",
                                                         g_variant_new_string (pages[i])));
      g_assert_cmpstr (perch_window_get_page_name (window), ==, pages[i]);
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkWindow *
find_toplevel_of_type (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
    }

  return NULL;
}

/* The primary menu's Preferences and Keyboard Shortcuts open their windows. */
static void
test_window_dialogs (void)
{
  GtkApplication *app = perch_test_gui_get_application ();
  PerchWindow *window = open_window (app);
  g_autofree char *preferences_path = perch_test_gui_output_path ("preferences.png");
  g_autofree char *shortcuts_path = perch_test_gui_output_path ("shortcuts.png");
  GtkWindow *preferences;
  GtkWindow *shortcuts;

  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  preferences = find_toplevel_of_type (PERCH_TYPE_PREFERENCES_WINDOW);
  g_assert_nonnull (preferences);
  g_assert_true (gtk_window_get_transient_for (preferences) == GTK_WINDOW (window));
  perch_test_render_widget_to_png (GTK_WIDGET (preferences), preferences_path);
  gtk_window_destroy (preferences);

  /* The shortcuts window opens at the section of the page in view. */
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autofree char *section = NULL;

      perch_window_show_page (window, pages[i]);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay",
                                                 NULL));
      shortcuts = find_toplevel_of_type (GTK_TYPE_SHORTCUTS_WINDOW);
      g_assert_nonnull (shortcuts);
      g_object_get (shortcuts, "section-name", &section, NULL);
      g_assert_cmpstr (section, ==, pages[i]);
      if (i == 0)
        perch_test_render_widget_to_png (GTK_WIDGET (shortcuts), shortcuts_path);
      gtk_window_close (shortcuts);
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  if (!perch_test_gui_init (&argc, &argv))
    return 0;

  g_test_add_func ("/window/visit-pages", test_window_visit_pages);
  g_test_add_func ("/window/app-icon", test_window_app_icon);
  g_test_add_func ("/window/main-menu", test_window_main_menu);
  g_test_add_func ("/window/page-icons", test_window_page_icons);
  g_test_add_func ("/window/open-files", test_window_open_files);
  g_test_add_func ("/window/deep-puzzle-from-command-line",
                   test_window_deep_puzzle_from_command_line);
  g_test_add_func ("/window/kill-keeps-state", test_window_kill_keeps_state);
  g_test_add_func ("/window/narrow", test_window_narrow);
  g_test_add_func ("/window/restores-state", test_window_restores_state);
  g_test_add_func ("/window/page-actions", test_window_page_shortcuts);
  g_test_add_func ("/window/dialogs", test_window_dialogs);

  return g_test_run ();
}
