/* perch-qawale-new-game-dialog.c: players and rules of a new game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "config.h"

#include <glib/gi18n.h>

#include "perch-qawale-new-game-dialog.h"
#include "perch-qawale-setup.h"
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

/* The rows' orders, as the settings spell them; the levels' and the rules' rows follow
 * PerchQawaleLevel and PerchQawaleBothLines, spelt as perch-qawale-setup.h does. */
static const char * const modes[] = { "human-computer", "human-human", "computer-computer" };
static const char * const colours[] = { "light", "dark", "chance" };

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
select_level (PerchQawaleNewGameDialog *self,
              AdwComboRow              *row,
              const char               *key)
{
  g_autofree char *value = g_settings_get_string (self->settings, key);
  PerchQawaleLevel level = PERCH_QAWALE_MEDIUM;

  perch_qawale_level_parse (value, &level);
  adw_combo_row_set_selected (row, level);
}

static PerchQawaleLevel
selected_level (AdwComboRow *row)
{
  return MIN (adw_combo_row_get_selected (row), (guint) PERCH_QAWALE_EXPERT);
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
  guint mode = MIN (adw_combo_row_get_selected (self->mode_row), G_N_ELEMENTS (modes) - 1);
  guint colour = MIN (adw_combo_row_get_selected (self->colour_row), G_N_ELEMENTS (colours) - 1);
  PerchQawaleLevel level = selected_level (self->level_row);
  PerchQawaleLevel watch_light = selected_level (self->watch_light_row);
  PerchQawaleLevel watch_dark = selected_level (self->watch_dark_row);
  PerchQawaleSetup setup;

  perch_qawale_setup_init (&setup);
  setup.stones = adw_combo_row_get_selected (self->stones_row) == 1 ? 10 : 8;
  setup.both_lines = adw_combo_row_get_selected (self->both_lines_row) == 1
                       ? PERCH_QAWALE_BOTH_LINES_DRAW : PERCH_QAWALE_BOTH_LINES_MOVER_WINS;

  g_settings_delay (self->settings);
  g_settings_set_string (self->settings, "mode", modes[mode]);
  g_settings_set_string (self->settings, "level", perch_qawale_level_name (level));
  g_settings_set_string (self->settings, "colour", colours[colour]);
  g_settings_set_string (self->settings, "watch-light", perch_qawale_level_name (watch_light));
  g_settings_set_string (self->settings, "watch-dark", perch_qawale_level_name (watch_dark));
  g_settings_set_uint (self->settings, "speed", adw_combo_row_get_selected (self->speed_row));
  g_settings_set_uint (self->settings, "stones", setup.stones);
  g_settings_set_string (self->settings, "both-lines",
                         perch_qawale_both_lines_to_string (setup.both_lines));
  g_settings_apply (self->settings);

  if (mode == 1)
    {
      perch_qawale_seat_init_person (&setup.seats[PERCH_QAWALE_LIGHT]);
      perch_qawale_seat_init_person (&setup.seats[PERCH_QAWALE_DARK]);
    }
  else if (mode == 2)
    {
      perch_qawale_seat_init_computer (&setup.seats[PERCH_QAWALE_LIGHT], watch_light);
      perch_qawale_seat_init_computer (&setup.seats[PERCH_QAWALE_DARK], watch_dark);
    }
  else
    {
      PerchQawaleColour person = colour == 1 ? PERCH_QAWALE_DARK : PERCH_QAWALE_LIGHT;

      if (colour == 2)
        {
          PerchRng rng;

          perch_rng_init (&rng, perch_rng_seed_from_time ());
          person = perch_rng_uniform (&rng, 2) == 0 ? PERCH_QAWALE_LIGHT : PERCH_QAWALE_DARK;
        }
      perch_qawale_seat_init_person (&setup.seats[person]);
      perch_qawale_seat_init_computer (&setup.seats[person ^ 1], level);
    }
  g_signal_emit (self, signals[START], 0, &setup);
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
   * @setup: the PerchQawaleSetup of the game chosen
   */
  signals[START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                 NULL, NULL, NULL, G_TYPE_NONE, 1, PERCH_TYPE_QAWALE_SETUP);

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
  g_autofree char *mode = NULL;
  g_autofree char *colour = NULL;
  g_autofree char *rule = NULL;
  PerchQawaleBothLines both_lines;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new ("io.github.perch.Perch.Qawale");
  mode = g_settings_get_string (self->settings, "mode");
  colour = g_settings_get_string (self->settings, "colour");
  rule = g_settings_get_string (self->settings, "both-lines");
  adw_combo_row_set_selected (self->mode_row, index_of (modes, G_N_ELEMENTS (modes), mode));
  adw_combo_row_set_selected (self->colour_row,
                              index_of (colours, G_N_ELEMENTS (colours), colour));
  select_level (self, self->level_row, "level");
  select_level (self, self->watch_light_row, "watch-light");
  select_level (self, self->watch_dark_row, "watch-dark");
  if (perch_qawale_both_lines_parse (rule, &both_lines))
    adw_combo_row_set_selected (self->both_lines_row, both_lines);
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
