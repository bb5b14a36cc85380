/* perch-qawale-new-game-dialog.c: players and rules of a new game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "config.h"

#include <glib/gi18n.h>

#include "perch-qawale-new-game-dialog.h"
#include "perch-rng.h"

struct _PerchQawaleNewGameDialog
{
  AdwWindow    parent_instance;

  GtkButton   *start_button;
  AdwComboRow *mode_row;
  AdwComboRow *level_row;
  AdwComboRow *colour_row;
  AdwComboRow *watch_light_row;
  AdwComboRow *watch_dark_row;
  AdwComboRow *speed_row;
  AdwComboRow *stones_row;
  AdwComboRow *both_lines_row;

  GSettings   *settings;
};

G_DEFINE_FINAL_TYPE (PerchQawaleNewGameDialog, perch_qawale_new_game_dialog, ADW_TYPE_WINDOW)

enum
{
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The rows' orders, as the settings spell them. */
static const char * const modes[] = { "human-computer", "human-human", "computer-computer" };
static const char * const levels[] = { "easy", "medium", "hard", "expert" };
static const char * const colours[] = { "light", "dark", "chance" };
static const char * const rules[] = { "mover-wins", "draw" };

static guint
index_of (const char * const *names,
          guint               n,
          const char         *name)
{
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (names[i], name) == 0)
      return i;
  return 0;
}

static void
select_from_settings (PerchQawaleNewGameDialog *self,
                      AdwComboRow              *row,
                      const char               *key,
                      const char * const       *names,
                      guint                     n)
{
  g_autofree char *value = g_settings_get_string (self->settings, key);

  adw_combo_row_set_selected (row, index_of (names, n, value));
}

static const char *
selected_name (AdwComboRow        *row,
               const char * const *names,
               guint               n)
{
  guint selected = adw_combo_row_get_selected (row);

  return names[selected < n ? selected : 0];
}

static void
on_mode_changed (PerchQawaleNewGameDialog *self)
{
  guint mode = adw_combo_row_get_selected (self->mode_row);

  gtk_widget_set_visible (GTK_WIDGET (self->level_row), mode == 0);
  gtk_widget_set_visible (GTK_WIDGET (self->colour_row), mode == 0);
  gtk_widget_set_visible (GTK_WIDGET (self->watch_light_row), mode == 2);
  gtk_widget_set_visible (GTK_WIDGET (self->watch_dark_row), mode == 2);
  gtk_widget_set_visible (GTK_WIDGET (self->speed_row), mode == 2);
}

static void
on_start_clicked (PerchQawaleNewGameDialog *self)
{
  const char *mode = selected_name (self->mode_row, modes, G_N_ELEMENTS (modes));
  const char *level = selected_name (self->level_row, levels, G_N_ELEMENTS (levels));
  const char *colour = selected_name (self->colour_row, colours, G_N_ELEMENTS (colours));
  const char *rule = selected_name (self->both_lines_row, rules, G_N_ELEMENTS (rules));
  const char *light, *dark;
  guint stones = adw_combo_row_get_selected (self->stones_row) == 1 ? 10 : 8;
  g_autofree char *game = NULL;

  g_settings_delay (self->settings);
  g_settings_set_string (self->settings, "mode", mode);
  g_settings_set_string (self->settings, "level", level);
  g_settings_set_string (self->settings, "colour", colour);
  g_settings_set_string (self->settings, "watch-light",
                         selected_name (self->watch_light_row, levels, G_N_ELEMENTS (levels)));
  g_settings_set_string (self->settings, "watch-dark",
                         selected_name (self->watch_dark_row, levels, G_N_ELEMENTS (levels)));
  g_settings_set_uint (self->settings, "speed", adw_combo_row_get_selected (self->speed_row));
  g_settings_set_uint (self->settings, "stones", stones);
  g_settings_set_string (self->settings, "both-lines", rule);
  g_settings_apply (self->settings);

  if (g_str_equal (mode, "human-human"))
    light = dark = "human";
  else if (g_str_equal (mode, "computer-computer"))
    {
      light = selected_name (self->watch_light_row, levels, G_N_ELEMENTS (levels));
      dark = selected_name (self->watch_dark_row, levels, G_N_ELEMENTS (levels));
    }
  else
    {
      gboolean human_light = g_str_equal (colour, "light");

      if (g_str_equal (colour, "chance"))
        {
          PerchRng rng;

          perch_rng_init (&rng, perch_rng_seed_from_time ());
          human_light = perch_rng_uniform (&rng, 2) == 0;
        }
      light = human_light ? "human" : level;
      dark = human_light ? level : "human";
    }
  game = g_strdup_printf ("%s %s %u %s", light, dark, stones, rule);
  g_signal_emit (self, signals[START], 0, game);
  gtk_window_close (GTK_WINDOW (self));
}

static void
perch_qawale_new_game_dialog_dispose (GObject *object)
{
  PerchQawaleNewGameDialog *self = PERCH_QAWALE_NEW_GAME_DIALOG (object);

  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (object), PERCH_TYPE_QAWALE_NEW_GAME_DIALOG);

  G_OBJECT_CLASS (perch_qawale_new_game_dialog_parent_class)->dispose (object);
}

static void
perch_qawale_new_game_dialog_class_init (PerchQawaleNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = perch_qawale_new_game_dialog_dispose;

  /**
   * PerchQawaleNewGameDialog::start:
   * @game: "LIGHT DARK STONES RULE", e.g. "human hard 8 mover-wins"
   */
  signals[START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                 NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/perch-qawale-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, PerchQawaleNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, PerchQawaleNewGameDialog, mode_row);
  gtk_widget_class_bind_template_child (widget_class, PerchQawaleNewGameDialog, level_row);
  gtk_widget_class_bind_template_child (widget_class, PerchQawaleNewGameDialog, colour_row);
  gtk_widget_class_bind_template_child (widget_class, PerchQawaleNewGameDialog, watch_light_row);
  gtk_widget_class_bind_template_child (widget_class, PerchQawaleNewGameDialog, watch_dark_row);
  gtk_widget_class_bind_template_child (widget_class, PerchQawaleNewGameDialog, speed_row);
  gtk_widget_class_bind_template_child (widget_class, PerchQawaleNewGameDialog, stones_row);
  gtk_widget_class_bind_template_child (widget_class, PerchQawaleNewGameDialog, both_lines_row);
  gtk_widget_class_bind_template_callback (widget_class, on_mode_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_start_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
perch_qawale_new_game_dialog_init (PerchQawaleNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new ("io.github.perch.Perch.Qawale");
  select_from_settings (self, self->mode_row, "mode", modes, G_N_ELEMENTS (modes));
  select_from_settings (self, self->level_row, "level", levels, G_N_ELEMENTS (levels));
  select_from_settings (self, self->colour_row, "colour", colours, G_N_ELEMENTS (colours));
  select_from_settings (self, self->watch_light_row, "watch-light", levels,
                        G_N_ELEMENTS (levels));
  select_from_settings (self, self->watch_dark_row, "watch-dark", levels, G_N_ELEMENTS (levels));
  select_from_settings (self, self->both_lines_row, "both-lines", rules, G_N_ELEMENTS (rules));
  adw_combo_row_set_selected (self->speed_row, g_settings_get_uint (self->settings, "speed"));
  adw_combo_row_set_selected (self->stones_row,
                              g_settings_get_uint (self->settings, "stones") == 10 ? 1 : 0);
  on_mode_changed (self);
  gtk_window_set_default_widget (GTK_WINDOW (self), GTK_WIDGET (self->start_button));
}

PerchQawaleNewGameDialog *
perch_qawale_new_game_dialog_new (GtkWindow *parent)
{
  return g_object_new (PERCH_TYPE_QAWALE_NEW_GAME_DIALOG, "transient-for", parent, NULL);
}
