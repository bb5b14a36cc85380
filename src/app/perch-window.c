/* perch-window.c: the main window, one page per game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-window"

#include "config.h"

#include <glib/gi18n.h>

#include "perch-menu-button.h"
#include "perch-state-store.h"
#include "perch-toast.h"
#include "perch-window.h"
#include "uluru/perch-uluru-page.h"
#include "ballsort/perch-ballsort-page.h"
#include "qawale/perch-qawale-page.h"
#include "logic/perch-logic-page.h"

struct _PerchWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  guint                 icon_idle;     /* sets the icon after the first frame */

  /* Template widgets */
  GtkMenuButton        *menu_button;
  GMenuModel           *primary_menu;
  AdwViewStack         *stack;
  AdwBin               *uluru_slot;
  AdwBin               *ballsort_slot;
  AdwBin               *qawale_slot;
  AdwBin               *logic_slot;
};

G_DEFINE_FINAL_TYPE (PerchWindow, perch_window, ADW_TYPE_APPLICATION_WINDOW)

static const char * const page_names[] = { "uluru", "ballsort", "qawale", "logic" };

/* A page is built the first time it is shown (or asked for), so that start-up
 * builds only the page in view. */
static AdwBin *
page_slot (PerchWindow *self,
           const char  *name)
{
  if (g_strcmp0 (name, "uluru") == 0)
    return self->uluru_slot;
  if (g_strcmp0 (name, "ballsort") == 0)
    return self->ballsort_slot;
  if (g_strcmp0 (name, "qawale") == 0)
    return self->qawale_slot;
  if (g_strcmp0 (name, "logic") == 0)
    return self->logic_slot;
  return NULL;
}

static GType
page_type (const char *name)
{
  if (g_strcmp0 (name, "uluru") == 0)
    return PERCH_TYPE_ULURU_PAGE;
  if (g_strcmp0 (name, "ballsort") == 0)
    return PERCH_TYPE_BALLSORT_PAGE;
  if (g_strcmp0 (name, "qawale") == 0)
    return PERCH_TYPE_QAWALE_PAGE;
  return PERCH_TYPE_LOGIC_PAGE;
}

static GtkWidget *
ensure_page (PerchWindow *self,
             const char  *name)
{
  AdwBin *slot = page_slot (self, name);

  if (slot == NULL)
    return NULL;
  if (adw_bin_get_child (slot) == NULL)
    adw_bin_set_child (slot, g_object_new (page_type (name), NULL));
  return adw_bin_get_child (slot);
}

PerchWindow *
perch_window_new (PerchApplication *application)
{
  g_return_val_if_fail (PERCH_IS_APPLICATION (application), NULL);

  return g_object_new (PERCH_TYPE_WINDOW, "application", application, NULL);
}

void
perch_window_show_page (PerchWindow *self,
                        const char  *name)
{
  g_return_if_fail (PERCH_IS_WINDOW (self));
  g_return_if_fail (name != NULL);

  if (ensure_page (self, name) != NULL)
    adw_view_stack_set_visible_child_name (self->stack, name);
}

const char *
perch_window_get_page_name (PerchWindow *self)
{
  g_return_val_if_fail (PERCH_IS_WINDOW (self), NULL);

  return adw_view_stack_get_visible_child_name (self->stack);
}

GtkWidget *
perch_window_get_page (PerchWindow *self,
                       const char  *name)
{
  g_return_val_if_fail (PERCH_IS_WINDOW (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  return ensure_page (self, name);
}

static void
perch_window_show_page_action (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  perch_window_show_page (PERCH_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

static void
save_window_state (PerchWindow *self)
{
  int width, height;
  const char *page = perch_window_get_page_name (self);

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_delay (self->settings);
  g_settings_set_boolean (self->settings, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self)));
  if (!gtk_window_is_maximized (GTK_WINDOW (self)) && width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  if (page != NULL)
    g_settings_set_string (self->settings, "last-page", page);
  g_settings_apply (self->settings);
}

static gboolean
perch_window_close_request (GtkWindow *window)
{
  save_window_state (PERCH_WINDOW (window));
  /* The pages' sessions are written before the window goes. */
  perch_state_store_flush (perch_state_store_get_default ());

  return GTK_WINDOW_CLASS (perch_window_parent_class)->close_request (window);
}

static void
restore_window_state (PerchWindow *self)
{
  g_autofree char *page = g_settings_get_string (self->settings, "last-page");

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
  perch_window_show_page (self, page);
}

/* The page in view is built if it is new, and the shortcuts window opens at its
 * section: each page's section in ui/help-overlay.ui is named after the page. */
static void
on_visible_page_changed (PerchWindow *self)
{
  GtkShortcutsWindow *overlay =
    gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (self));
  const char *page = perch_window_get_page_name (self);

  if (page == NULL)
    return;
  ensure_page (self, page);
  if (overlay != NULL)
    g_object_set (overlay, "section-name", page, NULL);
}

/* The shortcuts window is built on first use, not at start-up; after that
 * GtkApplicationWindow's own win.show-help-overlay takes over. */
static void
perch_window_show_help_overlay_action (GtkWidget  *widget,
                                       const char *action_name,
                                       GVariant   *parameter)
{
  PerchWindow *self = PERCH_WINDOW (widget);
  g_autoptr(GtkBuilder) builder = NULL;
  GtkShortcutsWindow *overlay =
    gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (self));

  if (overlay == NULL)
    {
      builder = gtk_builder_new_from_resource (RESOURCE_PATH "/shortcuts/help-overlay.ui");
      overlay = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (self), overlay);
      on_visible_page_changed (self);
    }
  gtk_widget_show (GTK_WIDGET (overlay));
}

static void
on_state_write_failed (PerchWindow *self,
                       const char  *name,
                       const char  *message)
{
  g_autofree char *text = g_strdup_printf (_("Could not save the game state: %s"), message);
  GtkWidget *page = adw_view_stack_get_visible_child (self->stack);

  perch_toast (page != NULL ? page : GTK_WIDGET (self), text);
}

/* The windows' icon (shown by X11 task lists; the About window names its own) is set
 * once the first frame is on screen: finding it renders the app's SVG at several
 * sizes, which the first frame need not wait for. */
static gboolean
set_icon_when_idle (gpointer data)
{
  PerchWindow *self = data;

  self->icon_idle = 0;
  gtk_window_set_default_icon_name (APP_ID);
  gtk_window_set_icon_name (GTK_WINDOW (self), APP_ID);
  return G_SOURCE_REMOVE;
}

/* After the first frame: the icon's idle, and with PERCH_STARTUP_PROBE set, the app
 * quits, so that `./dev startup` times that first frame against a bare window. When the
 * variable holds the launch time (ns of the real-time clock), the time from the launch to
 * the first frame is printed. */
static void
on_first_frame_painted (GdkFrameClock *clock,
                        PerchWindow   *self)
{
  const char *probe = g_getenv ("PERCH_STARTUP_PROBE");

  g_signal_handlers_disconnect_by_func (clock, on_first_frame_painted, self);
  if (self->icon_idle == 0)
    self->icon_idle = g_idle_add_full (G_PRIORITY_LOW, set_icon_when_idle, self, NULL);
  if (probe != NULL)
    {
      gint64 launched = g_ascii_strtoll (probe, NULL, 10);

      if (launched > G_GINT64_CONSTANT (1000000000000000000)) /* a real-time clock in ns */
        g_print ("first frame %.1f ms\n", (g_get_real_time () * 1000 - launched) / 1e6);
      g_application_quit (G_APPLICATION (gtk_window_get_application (GTK_WINDOW (self))));
    }
}

static void
on_mapped (PerchWindow *self)
{
  g_signal_handlers_disconnect_by_func (self, on_mapped, NULL);
  g_signal_connect_object (gtk_widget_get_frame_clock (GTK_WIDGET (self)), "after-paint",
                           G_CALLBACK (on_first_frame_painted), self, 0);
}

static void
perch_window_constructed (GObject *object)
{
  PerchWindow *self = PERCH_WINDOW (object);

  G_OBJECT_CLASS (perch_window_parent_class)->constructed (object);

  g_signal_connect_object (self->stack, "notify::visible-child-name",
                           G_CALLBACK (on_visible_page_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (perch_state_store_get_default (), "write-failed",
                           G_CALLBACK (on_state_write_failed), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "map", G_CALLBACK (on_mapped), NULL);
}

static void
perch_window_dispose (GObject *object)
{
  g_clear_handle_id (&PERCH_WINDOW (object)->icon_idle, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (object), PERCH_TYPE_WINDOW);

  G_OBJECT_CLASS (perch_window_parent_class)->dispose (object);
}

static void
perch_window_finalize (GObject *object)
{
  PerchWindow *self = PERCH_WINDOW (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (perch_window_parent_class)->finalize (object);
}

static void
perch_window_class_init (PerchWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = perch_window_constructed;
  object_class->dispose = perch_window_dispose;
  object_class->finalize = perch_window_finalize;
  window_class->close_request = perch_window_close_request;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/ui/perch-window.ui");
  gtk_widget_class_bind_template_child (widget_class, PerchWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, PerchWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, PerchWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, PerchWindow, uluru_slot);
  gtk_widget_class_bind_template_child (widget_class, PerchWindow, ballsort_slot);
  gtk_widget_class_bind_template_child (widget_class, PerchWindow, qawale_slot);
  gtk_widget_class_bind_template_child (widget_class, PerchWindow, logic_slot);

  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL,
                                   perch_window_show_help_overlay_action);

  gtk_widget_class_install_action (widget_class, "win.show-page", "s",
                                   perch_window_show_page_action);
  for (guint i = 0; i < G_N_ELEMENTS (page_names); i++)
    gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1 + i, GDK_ALT_MASK,
                                         "win.show-page", "s", page_names[i]);
}

static void
perch_window_init (PerchWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  perch_menu_button_set_menu_on_open (self->menu_button, self->primary_menu);

  self->settings = g_settings_new ("io.github.perch.Perch");
  if (DEVELOPMENT)
    gtk_widget_add_css_class (GTK_WIDGET (self), "devel");

  restore_window_state (self);
  on_visible_page_changed (self);
}
