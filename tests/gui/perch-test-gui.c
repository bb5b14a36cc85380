/* perch-test-gui.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>

#include "perch-application.h"
#include "perch-state-store.h"
#include "perch-test-gui.h"

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

gboolean
perch_test_gui_init (int    *argc,
                     char ***argv)
{
  g_autofree char *state_home = NULL;

  g_test_init (argc, argv, NULL);

  /* Each test program starts with no saved state of its own (files go to
   * $XDG_STATE_HOME/perch), before anything asks GLib where that is. */
  state_home = g_dir_make_tmp ("perch-gui-test-state-XXXXXX", NULL);
  g_assert_nonnull (state_home);
  g_setenv ("XDG_STATE_HOME", state_home, TRUE);

  if (!gtk_init_check ())
    {
      printf ("1..0 # SKIP no display could be opened (run the gui suite under xvfb-run)\n");
      return FALSE;
    }

  adw_init ();
  perch_application_ensure_types ();

  return TRUE;
}

/* The test program's one PerchApplication, registered (startup has run) and
 * non-unique; one per process, since each exports itself on the session bus. */
GtkApplication *
perch_test_gui_get_application (void)
{
  static PerchApplication *app;
  g_autoptr(GError) error = NULL;

  if (app != NULL)
    return GTK_APPLICATION (app);

  app = perch_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  return GTK_APPLICATION (app);
}

static gboolean
quit_flag (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop for @ms milliseconds. */
void
perch_test_gui_wait (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, quit_flag, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

/* Runs the main loop until @condition holds or @timeout_ms passes; returns
 * whether it held. */
gboolean
perch_test_gui_wait_until (gboolean (*condition) (gpointer data),
                           gpointer   data,
                           guint      timeout_ms)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add (timeout_ms, quit_flag, &timed_out);

  while (!condition (data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);

  if (!timed_out)
    g_source_remove (id);

  return condition (data);
}

static void
on_after_paint (GdkFrameClock *clock,
                gpointer       data)
{
  *(gboolean *) data = TRUE;
}

static gboolean
flag_is_set (gpointer data)
{
  return *(gboolean *) data;
}

/* Waits until @widget's window has painted a frame after this call. */
void
perch_test_gui_wait_for_frame (GtkWidget *widget)
{
  GdkFrameClock *clock;
  gboolean painted = FALSE;
  gulong handler;

  g_assert_true (perch_test_gui_wait_until ((gboolean (*) (gpointer)) gtk_widget_get_mapped,
                                            widget, 5000));

  clock = gtk_widget_get_frame_clock (widget);
  g_assert_nonnull (clock);
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &painted);
  gtk_widget_queue_draw (widget);
  g_assert_true (perch_test_gui_wait_until (flag_is_set, &painted, 5000));
  g_signal_handler_disconnect (clock, handler);
}

/* A path for a test's output under the build directory's screenshots folder. */
char *
perch_test_gui_output_path (const char *name)
{
  g_autofree char *dir = g_build_filename (g_getenv ("G_TEST_BUILDDIR") != NULL
                                             ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                           "screenshots", NULL);

  g_mkdir_with_parents (dir, 0755);

  return g_build_filename (dir, name, NULL);
}

/* Renders @widget once it has settled: CSS transitions (a view switcher's
 * highlight, a button's hover) take a few hundred milliseconds. */
GdkTexture *
perch_test_render_widget (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GtkSnapshot) snapshot = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  GskRenderer *renderer;
  int width, height;

  perch_test_gui_wait_for_frame (widget);
  perch_test_gui_wait (350);
  perch_test_gui_wait_for_frame (widget);

  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (height, >, 0);

  paintable = gtk_widget_paintable_new (widget);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);

  renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  return gsk_renderer_render_texture (renderer, node,
                                      &GRAPHENE_RECT_INIT (0, 0, width, height));
}

void
perch_test_render_widget_to_png (GtkWidget  *widget,
                                 const char *path)
{
  g_autoptr(GdkTexture) texture = perch_test_render_widget (widget);

  perch_test_assert_texture_not_blank (texture);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("rendered %s", path);
}

/* Renders @window to NAME-light.png and NAME-dark.png under the screenshots folder. */
void
perch_test_gui_screenshot (GtkWidget  *window,
                           const char *name)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  g_autofree char *light = g_strdup_printf ("%s-light.png", name);
  g_autofree char *dark = g_strdup_printf ("%s-dark.png", name);
  g_autofree char *light_path = perch_test_gui_output_path (light);
  g_autofree char *dark_path = perch_test_gui_output_path (dark);

  perch_test_gui_wait (600);
  perch_test_render_widget_to_png (window, light_path);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  perch_test_render_widget_to_png (window, dark_path);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

/* A page that failed to draw is one flat colour: insist on some variety. */
void
perch_test_assert_texture_not_blank (GdkTexture *texture)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  g_autofree guint32 *pixels = g_new (guint32, (gsize) width * height);
  g_autoptr(GHashTable) colours = g_hash_table_new (NULL, NULL);

  gdk_texture_download (texture, (guchar *) pixels, (gsize) width * 4);
  for (gsize i = 0; i < (gsize) width * height; i += 7)
    g_hash_table_add (colours, GUINT_TO_POINTER (pixels[i]));

  g_assert_cmpuint (g_hash_table_size (colours), >, 8);
}

/* The first widget of @type in @root's tree (@root included), depth first. */
GtkWidget *
perch_test_gui_find_widget (GtkWidget *root,
                            GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = perch_test_gui_find_widget (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The first label the user can see that reads @text (or starts with it). */
static GtkLabel *
find_label (GtkWidget  *root,
            const char *text,
            gboolean    prefix)
{
  if (GTK_IS_LABEL (root) && gtk_widget_is_visible (root))
    {
      const char *label = gtk_label_get_label (GTK_LABEL (root));

      if (prefix ? g_str_has_prefix (label, text) : g_str_equal (label, text))
        return GTK_LABEL (root);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = find_label (child, text, prefix);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Whether a label that the user can see reads @text. */
gboolean
perch_test_gui_shows_label (GtkWidget  *root,
                            const char *text)
{
  return find_label (root, text, FALSE) != NULL;
}

/* The label the user can see that reads @text, or NULL. */
GtkLabel *
perch_test_gui_find_label (GtkWidget  *root,
                           const char *text)
{
  return find_label (root, text, FALSE);
}

/* The text of a label the user can see that starts with @prefix (a toast's, say), or
 * NULL. */
const char *
perch_test_gui_find_label_starting (GtkWidget  *root,
                                    const char *prefix)
{
  GtkLabel *label = find_label (root, prefix, TRUE);

  return label != NULL ? gtk_label_get_label (label) : NULL;
}

typedef struct
{
  GtkWidget  *root;
  const char *text;
  gboolean    prefix;
} LabelWait;

static gboolean
label_shown (gpointer data)
{
  LabelWait *wait = data;

  return find_label (wait->root, wait->text, wait->prefix) != NULL;
}

static void
collect_labels (GtkWidget *root,
                GString   *out)
{
  if (GTK_IS_LABEL (root) && gtk_widget_is_visible (root))
    g_string_append_printf (out, " \"%s\"", gtk_label_get_label (GTK_LABEL (root)));
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, out);
}

static const char *
wait_for_label (GtkWidget  *root,
                const char *text,
                gboolean    prefix,
                guint       timeout_ms)
{
  LabelWait wait = { root, text, prefix };

  if (!perch_test_gui_wait_until (label_shown, &wait, timeout_ms))
    {
      g_autoptr(GString) shown = g_string_new (NULL);

      collect_labels (root, shown);
      g_error ("the page never showed \"%s%s\"; it shows%s", text, prefix ? "…" : "",
               shown->str);
    }
  return gtk_label_get_label (find_label (root, text, prefix));
}

/* Runs the main loop until a visible label reads @text; fails saying what shows instead. */
void
perch_test_gui_wait_for_label (GtkWidget  *root,
                               const char *text,
                               guint       timeout_ms)
{
  wait_for_label (root, text, FALSE, timeout_ms);
}

/* The same for a label that starts with @prefix (a message with details after
 * it): returns the label's whole text. */
const char *
perch_test_gui_wait_for_label_prefix (GtkWidget  *root,
                                      const char *prefix,
                                      guint       timeout_ms)
{
  return wait_for_label (root, prefix, TRUE, timeout_ms);
}

/* A visible toplevel window of @type (a dialog, say), or NULL. */
GtkWindow *
perch_test_gui_find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) &&
          gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

static gboolean
shows_toplevel (gpointer data)
{
  return perch_test_gui_find_toplevel (*(GType *) data) != NULL;
}

/* The visible toplevel of @type once it is there (a dialog opens on its own time), or
 * NULL after @timeout_ms. */
GtkWindow *
perch_test_gui_wait_for_toplevel (GType type,
                                  guint timeout_ms)
{
  perch_test_gui_wait_until (shows_toplevel, &type, timeout_ms);
  return perch_test_gui_find_toplevel (type);
}

/* Waits for the toast of a start-up problem (perch_page_report_problem()) reading
 * @summary, opens its Details and returns the details shown there (the dialog is
 * closed again). */
char *
perch_test_gui_wait_for_problem (GtkWidget  *page,
                                 const char *summary,
                                 guint       timeout_ms)
{
  GtkWindow *dialog;
  char *details;

  perch_test_gui_wait_for_label (page, summary, timeout_ms);
  g_assert_true (gtk_widget_activate_action (page, "restore.show-details", NULL));
  dialog = perch_test_gui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, summary);
  details = g_strdup (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));
  gtk_window_destroy (dialog);
  return details;
}

/**
 * perch_test_gui_count_set_aside:
 * @name: a state's name in the store, such as "uluru"
 *
 * Returns: how many of @name's files the store has kept aside (NAME.state.bad-DATE)
 */
guint
perch_test_gui_count_set_aside (const char *name)
{
  PerchStateStore *store = perch_state_store_get_default ();
  g_autoptr(GDir) dir = g_dir_open (perch_state_store_get_directory (store), 0, NULL);
  g_autofree char *prefix = g_strconcat (name, ".state.bad-", NULL);
  const char *file;
  guint n = 0;

  while (dir != NULL && (file = g_dir_read_name (dir)) != NULL)
    n += g_str_has_prefix (file, prefix);
  return n;
}

/* Fires the browse key @keyval+@modifiers as a page's browse keys (perch-browse.h)
 * would: returns whether the key was taken. */
gboolean
perch_test_gui_press_browse_key (GtkWidget       *page,
                                 guint            keyval,
                                 GdkModifierType  modifiers)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (page);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (g_strcmp0 (gtk_event_controller_get_name (controller), "perch-browse-keys") != 0)
        continue;
      /* Caught before the focused widget sees the key. */
      g_assert_cmpint (gtk_event_controller_get_propagation_phase (controller), ==,
                       GTK_PHASE_CAPTURE);
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval
              && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers)
            return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, page,
                                                 NULL);
        }
    }
  g_error ("no browse key %s", gtk_accelerator_name (keyval, modifiers));
  return FALSE;
}

/**
 * perch_test_gui_speak_german:
 * @german: German (TRUE) or back to the sources' English
 *
 * Switches the program's messages, with the build's translations (PERCH_LOCALEDIR in
 * the test's environment). Returns: FALSE when they or the C.UTF-8 locale are missing
 * (the test then skips its German part).
 */
gboolean
perch_test_gui_speak_german (gboolean german)
{
  const char *localedir = g_getenv ("PERCH_LOCALEDIR");

  if (localedir == NULL || setlocale (LC_ALL, "C.UTF-8") == NULL)
    return FALSE;
  if (german)
    g_setenv ("LANGUAGE", "de", TRUE);
  else
    g_unsetenv ("LANGUAGE");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  setlocale (LC_ALL, "C.UTF-8");
  return TRUE;
}


/* Real input, through the X server (XTest, by xdotool): the events take the way a
 * person's take through GTK, window bindings and capture handlers included. */

#ifdef GDK_WINDOWING_X11
static gboolean
window_is_active (gpointer data)
{
  return gtk_window_is_active (GTK_WINDOW (data));
}

/* Runs xdotool with @arguments after giving @widget's window the keyboard focus,
 * and lets GDK take in the events that caused (they may still be on their way to
 * a widget: wait for what they do). FALSE where it cannot be done. */
static gboolean
run_xdotool (GtkWidget  *widget,
             const char *arguments)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  GtkRoot *window = gtk_widget_get_root (widget);
  g_autofree char *command = NULL;
  g_auto(GStrv) argv = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  if (xdotool == NULL || !GDK_IS_X11_DISPLAY (gtk_widget_get_display (widget)) ||
      !GTK_IS_WINDOW (window))
    return FALSE;

  /* With no window manager, presenting gives the window the X input focus. */
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (perch_test_gui_wait_until (window_is_active, window, 5000));
  perch_test_gui_wait_for_frame (widget);

  command = g_strdup_printf ("'%s' %s", xdotool, arguments);
  g_assert_true (g_shell_parse_argv (command, NULL, &argv, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_sync (NULL, argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, NULL,
                               &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  /* A round trip: the events xdotool caused are in GDK's queue now. */
  gdk_display_sync (gtk_widget_get_display (widget));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  return TRUE;
}
#endif

/**
 * perch_test_gui_press_keys:
 * @widget: the window that is to receive the keys, or a widget in it
 * @keys: keys as xdotool names them, such as "alt+Right" or "ctrl+z" (several
 *   separated by spaces)
 *
 * Presses @keys as a user would: through the X server (xdotool, XTest) to the
 * window, so they take the way real keys take, bindings of the focused widget
 * included (the focus inside the window stays where it is). Returns FALSE (and
 * the caller skips) where that cannot be done: no xdotool, or not X11.
 */
gboolean
perch_test_gui_press_keys (GtkWidget  *widget,
                           const char *keys)
{
#ifdef GDK_WINDOWING_X11
  g_autofree char *arguments = g_strdup_printf ("key --delay 20 --clearmodifiers %s", keys);

  return run_xdotool (widget, arguments);
#else
  return FALSE;
#endif
}

/**
 * perch_test_gui_click:
 * @x: (in @widget's coordinates)
 * @y:
 *
 * Clicks the first mouse button at (@x, @y) of @widget, through the X server as
 * perch_test_gui_press_keys() does. Returns FALSE (and the caller skips) where that
 * cannot be done.
 */
gboolean
perch_test_gui_click (GtkWidget *widget,
                      double     x,
                      double     y)
{
#ifdef GDK_WINDOWING_X11
  GtkNative *native = gtk_widget_get_native (widget);
  g_autofree char *arguments = NULL;
  graphene_point_t point;
  double surface_x, surface_y;

  if (!GDK_IS_X11_DISPLAY (gtk_widget_get_display (widget)))
    return FALSE;
  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (native),
                                           &GRAPHENE_POINT_INIT (x, y), &point));
  gtk_native_get_surface_transform (native, &surface_x, &surface_y);
  arguments = g_strdup_printf ("mousemove --window %lu --sync %d %d click 1",
                               gdk_x11_surface_get_xid (gtk_native_get_surface (native)),
                               (int) (point.x + surface_x), (int) (point.y + surface_y));
  return run_xdotool (widget, arguments);
#else
  return FALSE;
#endif
}
