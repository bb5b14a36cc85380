/* perch-ballsort-new-level-dialog.c: choose the next level: of the day, by difficulty, or dealt
 *
 * Each choice is a row; activating one emits "chosen" and closes the dialog (the
 * page makes the level on its worker). The row chosen last has the focus when the
 * dialog opens, so Ctrl+N and Enter make another level of the same kind. The shape
 * of a random deal is kept in the settings.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-ballsort"

#include "config.h"

#include <glib/gi18n.h>

#include "perch-ballsort-jobs.h"
#include "perch-ballsort-labels.h"
#include "perch-ballsort-new-level-dialog.h"

struct _PerchBallsortNewLevelDialog
{
  AdwWindow             parent_instance;

  AdwActionRow         *daily_row;
  AdwPreferencesGroup  *difficulty_group;
  GtkSpinButton        *colours_spin;
  GtkSpinButton        *empty_spin;
  GtkSpinButton        *capacity_spin;
  AdwActionRow         *deal_row;
  GtkWidget            *difficulty_rows[PERCH_BALLSORT_N_DIFFICULTIES];

  GSettings            *settings;
};

G_DEFINE_FINAL_TYPE (PerchBallsortNewLevelDialog, perch_ballsort_new_level_dialog,
                     ADW_TYPE_WINDOW)

enum
{
  CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
choose (PerchBallsortNewLevelDialog *self,
        PerchBallsortJobKind         kind,
        PerchBallsortDifficulty      difficulty,
        const char                   *remembered)
{
  g_settings_set_string (self->settings, "new-level", remembered);
  g_signal_emit (self, signals[CHOSEN], 0, (guint) kind, (guint) difficulty);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
on_daily_activated (PerchBallsortNewLevelDialog *self)
{
  choose (self, PERCH_BALLSORT_JOB_DAILY, 0, "daily");
}

static void
on_deal_activated (PerchBallsortNewLevelDialog *self)
{
  choose (self, PERCH_BALLSORT_JOB_DEAL, 0, "random");
}

static void
on_difficulty_activated (AdwActionRow                *row,
                         PerchBallsortNewLevelDialog *self)
{
  for (guint d = 0; d < PERCH_BALLSORT_N_DIFFICULTIES; d++)
    if (self->difficulty_rows[d] == GTK_WIDGET (row))
      choose (self, PERCH_BALLSORT_JOB_DIFFICULTY, d, perch_ballsort_difficulty_to_string (d));
}

static void
perch_ballsort_new_level_dialog_dispose (GObject *object)
{
  PerchBallsortNewLevelDialog *self = PERCH_BALLSORT_NEW_LEVEL_DIALOG (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (perch_ballsort_new_level_dialog_parent_class)->dispose (object);
}

static void
perch_ballsort_new_level_dialog_class_init (PerchBallsortNewLevelDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = perch_ballsort_new_level_dialog_dispose;

  /**
   * PerchBallsortNewLevelDialog::chosen:
   * @kind: the PerchBallsortJobKind that makes the level: DAILY, DIFFICULTY or DEAL
   * @difficulty: the PerchBallsortDifficulty, for DIFFICULTY
   */
  signals[CHOSEN] = g_signal_new ("chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH
                                               "/ui/perch-ballsort-new-level-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortNewLevelDialog, daily_row);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortNewLevelDialog,
                                        difficulty_group);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortNewLevelDialog, colours_spin);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortNewLevelDialog, empty_spin);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortNewLevelDialog,
                                        capacity_spin);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortNewLevelDialog, deal_row);
  gtk_widget_class_bind_template_callback (widget_class, on_daily_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_deal_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
perch_ballsort_new_level_dialog_init (PerchBallsortNewLevelDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * perch_ballsort_new_level_dialog_new:
 * @settings: the Ball Sort settings (the shape of a random deal, the last choice)
 * @model: the rules the levels are made for
 * @today: the date of the level of the day
 */
PerchBallsortNewLevelDialog *
perch_ballsort_new_level_dialog_new (GtkWindow          *parent,
                                     GSettings          *settings,
                                     PerchBallsortModel  model,
                                     const GDate        *today)
{
  PerchBallsortNewLevelDialog *self;
  g_autofree char *last = NULL;
  g_autofree char *today_shape = NULL;
  g_autofree char *today_text = NULL;
  PerchBallsortDifficulty today_difficulty;
  GtkWidget *focus;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);
  g_return_val_if_fail (today != NULL && g_date_valid (today), NULL);

  self = g_object_new (PERCH_TYPE_BALLSORT_NEW_LEVEL_DIALOG,
                       "transient-for", parent,
                       "modal", TRUE,
                       NULL);
  self->settings = g_object_ref (settings);
  g_settings_bind (settings, "random-colours", gtk_spin_button_get_adjustment (self->colours_spin),
                   "value", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "random-empty", gtk_spin_button_get_adjustment (self->empty_spin),
                   "value", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "random-capacity",
                   gtk_spin_button_get_adjustment (self->capacity_spin), "value",
                   G_SETTINGS_BIND_DEFAULT);

  today_difficulty = perch_ballsort_day_difficulty (today);
  today_shape = perch_ballsort_label_shape (today_difficulty, model);
  /* Translators: the difficulty of today's level and its shape: "Medium · 25–28 moves ·
   * 7 colours" */
  today_text = g_strdup_printf (_("%s · %s"), perch_ballsort_label_difficulty (today_difficulty),
                                today_shape);
  adw_action_row_set_subtitle (self->daily_row, today_text);

  last = g_settings_get_string (settings, "new-level");
  focus = g_str_equal (last, "daily") ? GTK_WIDGET (self->daily_row) : GTK_WIDGET (self->deal_row);
  for (guint d = 0; d < PERCH_BALLSORT_N_DIFFICULTIES; d++)
    {
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *shape = perch_ballsort_label_shape (d, model);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     perch_ballsort_label_difficulty (d));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), shape);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 gtk_image_new_from_icon_name ("go-next-symbolic"));
      g_signal_connect (row, "activated", G_CALLBACK (on_difficulty_activated), self);
      adw_preferences_group_add (self->difficulty_group, row);
      self->difficulty_rows[d] = row;
      if (g_str_equal (last, perch_ballsort_difficulty_to_string (d)))
        focus = row;
    }
  gtk_window_set_focus (GTK_WINDOW (self), focus);
  return self;
}
