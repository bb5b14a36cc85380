/* perch-application.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-application"

#include "config.h"

#include <glib/gi18n.h>

#include "perch-application.h"
#include "perch-motion.h"
#include "perch-preferences-window.h"
#include "perch-state-store.h"
#include "perch-window.h"
#include "uluru/perch-uluru-page.h"
#include "ballsort/perch-ballsort-page.h"
#include "qawale/perch-qawale-page.h"
#include "logic/perch-logic-page.h"

struct _PerchApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
};

G_DEFINE_FINAL_TYPE (PerchApplication, perch_application, ADW_TYPE_APPLICATION)

PerchApplication *
perch_application_new (void)
{
  return g_object_new (PERCH_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", RESOURCE_PATH,
                       NULL);
}

/* Registers every GType that a template or a test may name. */
void
perch_application_ensure_types (void)
{
  g_type_ensure (PERCH_TYPE_WINDOW);
  g_type_ensure (PERCH_TYPE_PREFERENCES_WINDOW);
  g_type_ensure (PERCH_TYPE_MOTION);
  g_type_ensure (PERCH_TYPE_ULURU_PAGE);
  g_type_ensure (PERCH_TYPE_BALLSORT_PAGE);
  g_type_ensure (PERCH_TYPE_QAWALE_PAGE);
  g_type_ensure (PERCH_TYPE_LOGIC_PAGE);
}

static void
apply_style (PerchApplication *self)
{
  g_autofree char *style = g_settings_get_string (self->settings, "style");
  AdwColorScheme scheme = ADW_COLOR_SCHEME_DEFAULT;

  if (g_strcmp0 (style, "light") == 0)
    scheme = ADW_COLOR_SCHEME_FORCE_LIGHT;
  else if (g_strcmp0 (style, "dark") == 0)
    scheme = ADW_COLOR_SCHEME_FORCE_DARK;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), scheme);
}

/* Perch's own switch turns off GTK's animations for the whole app, so that every
 * AdwAnimation (and so every PerchMotion) finishes at once. */
static void
apply_animations (PerchApplication *self)
{
  GtkSettings *gtk_settings = gtk_settings_get_default ();

  if (gtk_settings == NULL)
    return;

  if (g_settings_get_boolean (self->settings, "animations"))
    gtk_settings_reset_property (gtk_settings, "gtk-enable-animations");
  else
    g_object_set (gtk_settings, "gtk-enable-animations", FALSE, NULL);
}

static void
on_settings_changed (GSettings        *settings,
                     const char       *key,
                     PerchApplication *self)
{
  if (g_strcmp0 (key, "style") == 0)
    apply_style (self);
  else if (g_strcmp0 (key, "animations") == 0)
    apply_animations (self);
}

static void
perch_application_activate (GApplication *app)
{
  PerchApplication *self = PERCH_APPLICATION (app);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    window = GTK_WINDOW (perch_window_new (self));

  gtk_window_present (window);
}

/* The page that opens @file: a Ball Sort level file by its extension, any other
 * text as a Logic puzzle (the Logic page says what it cannot read). */
static const char *
page_for_file (GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);

  if (name != NULL && g_str_has_suffix (name, ".ballsort"))
    return "ballsort";
  return "logic";
}

/* `perch FILE…` and the desktop file's MIME types: each file opens on its page,
 * and the page of the last one is shown. */
static void
perch_application_open (GApplication  *app,
                        GFile        **files,
                        int            n_files,
                        const char    *hint)
{
  PerchApplication *self = PERCH_APPLICATION (app);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    window = GTK_WINDOW (perch_window_new (self));

  for (int i = 0; i < n_files; i++)
    {
      const char *name = page_for_file (files[i]);
      GtkWidget *page = perch_window_get_page (PERCH_WINDOW (window), name);

      perch_window_show_page (PERCH_WINDOW (window), name);
      if (g_str_equal (name, "ballsort"))
        perch_ballsort_page_open_file (PERCH_BALLSORT_PAGE (page), files[i]);
      else
        perch_logic_page_open_file (PERCH_LOGIC_PAGE (page), files[i]);
    }

  gtk_window_present (window);
}

static void
perch_application_startup (GApplication *app)
{
  PerchApplication *self = PERCH_APPLICATION (app);

  G_APPLICATION_CLASS (perch_application_parent_class)->startup (app);

  perch_application_ensure_types ();

  apply_style (self);
  apply_animations (self);
  g_signal_connect_object (self->settings, "changed",
                           G_CALLBACK (on_settings_changed), self, 0);
}

/* Whatever the way out, every session is on disk before the process ends. */
static void
perch_application_shutdown (GApplication *app)
{
  perch_state_store_flush (perch_state_store_get_default ());

  G_APPLICATION_CLASS (perch_application_parent_class)->shutdown (app);
}

static void
perch_application_quit_action (GSimpleAction *action,
                               GVariant      *parameter,
                               gpointer       user_data)
{
  PerchApplication *self = user_data;
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (self));

  /* Closing the windows first lets each page save its state. */
  for (GList *l = g_list_copy (windows); l != NULL; l = g_list_delete_link (l, l))
    gtk_window_close (l->data);

  g_application_quit (G_APPLICATION (self));
}

static void
perch_application_about_action (GSimpleAction *action,
                                GVariant      *parameter,
                                gpointer       user_data)
{
  PerchApplication *self = user_data;
  static const char *developers[] = { "The Perch developers", NULL };
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  adw_show_about_window (window,
                         "application-name", _("Perch"),
                         "application-icon", APP_ID,
                         "version", PACKAGE_VERSION,
                         "comments", _("Play and solve puzzles: Uluru, Ball Sort, Qawale "
                                       "and logic puzzles, each with a real solver behind it."),
                         "developer-name", _("The Perch developers"),
                         "developers", developers,
                         "website", "https://github.com/perch/perch",
                         "issue-url", "https://github.com/perch/perch/issues",
                         "license-type", GTK_LICENSE_GPL_3_0,
                         /* Translators: your name(s), one per line */
                         "translator-credits", _("translator-credits"),
                         NULL);
}

static void
perch_application_preferences_action (GSimpleAction *action,
                                      GVariant      *parameter,
                                      gpointer       user_data)
{
  PerchApplication *self = user_data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  PerchPreferencesWindow *preferences = perch_preferences_window_new (window);

  gtk_window_present (GTK_WINDOW (preferences));
}

static const GActionEntry app_actions[] = {
  { "quit", perch_application_quit_action },
  { "about", perch_application_about_action },
  { "preferences", perch_application_preferences_action },
};

static void
perch_application_finalize (GObject *object)
{
  PerchApplication *self = PERCH_APPLICATION (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (perch_application_parent_class)->finalize (object);
}

static void
perch_application_class_init (PerchApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->finalize = perch_application_finalize;

  app_class->activate = perch_application_activate;
  app_class->open = perch_application_open;
  app_class->startup = perch_application_startup;
  app_class->shutdown = perch_application_shutdown;
}

static void
perch_application_init (PerchApplication *self)
{
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *preferences_accels[] = { "<Control>comma", NULL };
  static const char *shortcuts_accels[] = { "<Control>question", NULL };

  self->settings = g_settings_new ("io.github.perch.Perch");

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.preferences",
                                         preferences_accels);
  /* The shortcuts window is not at gtk/help-overlay.ui, so that it is built on first
   * use (see perch-window.c); its key is set here instead. */
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.show-help-overlay",
                                         shortcuts_accels);
}
