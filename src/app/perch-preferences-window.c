/* perch-preferences-window.c: the settings a player may want to change
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-preferences"

#include "config.h"

#include <glib/gi18n.h>

#include "perch-preferences-window.h"

struct _PerchPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  GSettings            *settings;

  /* Template widgets */
  AdwComboRow          *style_row;
  GtkSwitch            *animations_switch;
};

G_DEFINE_FINAL_TYPE (PerchPreferencesWindow, perch_preferences_window,
                     ADW_TYPE_PREFERENCES_WINDOW)

/* The order of the style row's model. */
static const char * const style_ids[] = { "system", "light", "dark" };

static gboolean
style_id_to_position (GValue   *value,
                      GVariant *variant,
                      gpointer  user_data)
{
  const char *id = g_variant_get_string (variant, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (style_ids); i++)
    if (g_strcmp0 (style_ids[i], id) == 0)
      {
        g_value_set_uint (value, i);
        return TRUE;
      }

  return FALSE;
}

static GVariant *
position_to_style_id (const GValue       *value,
                      const GVariantType *expected_type,
                      gpointer            user_data)
{
  guint position = g_value_get_uint (value);

  if (position >= G_N_ELEMENTS (style_ids))
    return NULL;

  return g_variant_new_string (style_ids[position]);
}

PerchPreferencesWindow *
perch_preferences_window_new (GtkWindow *parent)
{
  return g_object_new (PERCH_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent,
                       "modal", TRUE,
                       NULL);
}

static void
perch_preferences_window_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), PERCH_TYPE_PREFERENCES_WINDOW);

  G_OBJECT_CLASS (perch_preferences_window_parent_class)->dispose (object);
}

static void
perch_preferences_window_finalize (GObject *object)
{
  PerchPreferencesWindow *self = PERCH_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (perch_preferences_window_parent_class)->finalize (object);
}

static void
perch_preferences_window_class_init (PerchPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = perch_preferences_window_dispose;
  object_class->finalize = perch_preferences_window_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/perch-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, PerchPreferencesWindow, style_row);
  gtk_widget_class_bind_template_child (widget_class, PerchPreferencesWindow, animations_switch);
}

static void
perch_preferences_window_init (PerchPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new ("io.github.perch.Perch");
  g_settings_bind_with_mapping (self->settings, "style", self->style_row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                style_id_to_position, position_to_style_id, NULL, NULL);
  g_settings_bind (self->settings, "animations", self->animations_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
}
