/* perch-ballsort-level-dialog.c: a text field that checks the level as it is typed
 *
 * Every change is parsed; a problem is underlined where it is and explained
 * below, and Load stays off until the level is valid. Load emits
 * "level-chosen" with the text and closes the dialog.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-ballsort"

#include "config.h"

#include <glib/gi18n.h>

#include "perch-ballsort-labels.h"
#include "perch-ballsort-level.h"
#include "perch-ballsort-level-dialog.h"

struct _PerchBallsortLevelDialog
{
  AdwWindow      parent_instance;

  GtkTextView   *text_view;
  GtkLabel      *status_label;
  GtkButton     *load_button;
  GtkTextTag    *error_tag;
  char          *error;
};

G_DEFINE_FINAL_TYPE (PerchBallsortLevelDialog, perch_ballsort_level_dialog, ADW_TYPE_WINDOW)

enum
{
  LEVEL_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static char *
get_text (PerchBallsortLevelDialog *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text_view);
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

static void
check_level (PerchBallsortLevelDialog *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text_view);
  g_autoptr(PerchBallsortLevel) level = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = get_text (self);
  GtkTextIter start, end;
  gsize offset = 0;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  gtk_text_buffer_remove_tag (buffer, self->error_tag, &start, &end);
  g_clear_pointer (&self->error, g_free);

  level = perch_ballsort_level_parse (g_strstrip (text), &offset, &error);
  if (level == NULL)
    {
      g_autofree char *full = get_text (self);
      const char *stripped = full;
      GtkTextIter from, to;
      glong chars;

      /* The offset counts from the stripped text. */
      while (*stripped == ' ' || *stripped == '\t' || *stripped == '\n' || *stripped == '\r')
        stripped++;
      chars = g_utf8_pointer_to_offset (full, stripped + MIN (offset, strlen (stripped)));
      gtk_text_buffer_get_iter_at_offset (buffer, &from, chars);
      to = from;
      /* Underline the word at the problem (or one character). */
      while (!gtk_text_iter_is_end (&to) && gtk_text_iter_get_char (&to) != ' ' &&
             gtk_text_iter_get_char (&to) != '|' && gtk_text_iter_get_char (&to) != '\n')
        gtk_text_iter_forward_char (&to);
      if (gtk_text_iter_equal (&from, &to))
        gtk_text_iter_forward_char (&to);
      gtk_text_buffer_apply_tag (buffer, self->error_tag, &from, &to);

      self->error = perch_ballsort_label_error (error);
      gtk_label_set_text (self->status_label, self->error);
      gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "error");
      gtk_widget_remove_css_class (GTK_WIDGET (self->status_label), "dim-label");
      gtk_widget_set_sensitive (GTK_WIDGET (self->load_button), FALSE);
    }
  else
    {
      g_autofree char *summary =
        g_strdup_printf (_("%u colours in %u bottles of %u"), level->n_colours,
                         level->n_bottles, level->capacity);

      gtk_label_set_text (self->status_label, summary);
      gtk_widget_remove_css_class (GTK_WIDGET (self->status_label), "error");
      gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "dim-label");
      gtk_widget_set_sensitive (GTK_WIDGET (self->load_button), TRUE);
    }
}

static void
on_load_clicked (PerchBallsortLevelDialog *self)
{
  g_autofree char *text = get_text (self);

  if (self->error != NULL)
    return;
  g_signal_emit (self, signals[LEVEL_CHOSEN], 0, g_strstrip (text));
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
on_cancel_clicked (PerchBallsortLevelDialog *self)
{
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
perch_ballsort_level_dialog_finalize (GObject *object)
{
  PerchBallsortLevelDialog *self = PERCH_BALLSORT_LEVEL_DIALOG (object);

  g_free (self->error);

  G_OBJECT_CLASS (perch_ballsort_level_dialog_parent_class)->finalize (object);
}

static void
perch_ballsort_level_dialog_class_init (PerchBallsortLevelDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = perch_ballsort_level_dialog_finalize;

  /**
   * PerchBallsortLevelDialog::level-chosen:
   * @text: the level, valid
   */
  signals[LEVEL_CHOSEN] = g_signal_new ("level-chosen", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/perch-ballsort-level-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortLevelDialog, text_view);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortLevelDialog, status_label);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortLevelDialog, load_button);
  gtk_widget_class_bind_template_callback (widget_class, on_load_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_cancel_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
perch_ballsort_level_dialog_init (PerchBallsortLevelDialog *self)
{
  GtkTextBuffer *buffer;

  gtk_widget_init_template (GTK_WIDGET (self));
  buffer = gtk_text_view_get_buffer (self->text_view);
  self->error_tag = gtk_text_buffer_create_tag (buffer, "error",
                                                "underline", PANGO_UNDERLINE_ERROR,
                                                NULL);
  g_signal_connect_swapped (buffer, "changed", G_CALLBACK (check_level), self);
}

PerchBallsortLevelDialog *
perch_ballsort_level_dialog_new (GtkWindow  *parent,
                                 const char *text)
{
  PerchBallsortLevelDialog *self;

  self = g_object_new (PERCH_TYPE_BALLSORT_LEVEL_DIALOG,
                       "transient-for", parent,
                       "modal", TRUE,
                       NULL);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->text_view),
                            text != NULL ? text : "", -1);
  check_level (self);
  return self;
}

/* The problem with the text as it stands, or NULL when it is a valid level. */
const char *
perch_ballsort_level_dialog_get_error (PerchBallsortLevelDialog *self)
{
  g_return_val_if_fail (PERCH_IS_BALLSORT_LEVEL_DIALOG (self), NULL);

  return self->error;
}
