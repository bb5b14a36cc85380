/* perch-busy-bar.c: the one way a page shows the job on its worker
 *
 * Laid out as a row: spinner, text, Cancel. When idle, the spinner and Cancel keep
 * their places unseen (so the height stays), and the idle text takes the whole
 * width over them, which a narrow window needs.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-busy-bar"

#include "config.h"

#include <glib/gi18n.h>

#include "perch-busy-bar.h"

struct _PerchBusyBar
{
  GtkWidget    parent_instance;

  GtkWidget   *spinner;
  GtkWidget   *label;
  GtkWidget   *cancel_button;
  PerchWorker *worker;
  char        *text;
  char        *idle_text;
};

enum {
  PROP_0,
  PROP_TEXT,
  PROP_IDLE_TEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CANCELLED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PerchBusyBar, perch_busy_bar, GTK_TYPE_WIDGET)

#define SPACING 8

gboolean
perch_busy_bar_get_busy (PerchBusyBar *self)
{
  g_return_val_if_fail (PERCH_IS_BUSY_BAR (self), FALSE);

  return self->worker != NULL && perch_worker_is_busy (self->worker);
}

/* g_set_str() is newer than GLib 2.74. */
static gboolean
replace_string (char       **slot,
                const char  *value)
{
  if (g_strcmp0 (*slot, value) == 0)
    return FALSE;
  g_free (*slot);
  *slot = g_strdup (value);
  return TRUE;
}

/* Idle parts stay allocated, only hidden from sight and from the pointer, so the
 * bar keeps its size. */
static void
set_shown (GtkWidget *widget,
           gboolean   shown)
{
  gtk_widget_set_opacity (widget, shown ? 1.0 : 0.0);
  gtk_widget_set_can_target (widget, shown);
  gtk_widget_set_sensitive (widget, shown);
}

static void
update (PerchBusyBar *self)
{
  gboolean busy = perch_busy_bar_get_busy (self);

  gtk_spinner_set_spinning (GTK_SPINNER (self->spinner), busy);
  set_shown (self->spinner, busy);
  set_shown (self->cancel_button, busy);
  gtk_widget_set_can_focus (self->cancel_button, busy);
  gtk_label_set_text (GTK_LABEL (self->label),
                      busy ? (self->text != NULL ? self->text : "")
                           : (self->idle_text != NULL ? self->idle_text : ""));
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

/* What the bar says now: the job's text while busy, the idle text otherwise. */
const char *
perch_busy_bar_get_shown_text (PerchBusyBar *self)
{
  g_return_val_if_fail (PERCH_IS_BUSY_BAR (self), NULL);

  return gtk_label_get_text (GTK_LABEL (self->label));
}

/* Cancel cancels the job, then says so ("cancelled"), for a page that tells what became of
 * it. */
static void
on_cancel_clicked (PerchBusyBar *self)
{
  if (self->worker == NULL || !perch_worker_is_busy (self->worker))
    return;
  perch_worker_cancel (self->worker);
  g_signal_emit (self, signals[CANCELLED], 0);
}

/* The bar is shown while @worker is busy, and Cancel cancels its job. */
void
perch_busy_bar_set_worker (PerchBusyBar *self,
                           PerchWorker  *worker)
{
  g_return_if_fail (PERCH_IS_BUSY_BAR (self));
  g_return_if_fail (worker == NULL || PERCH_IS_WORKER (worker));

  if (self->worker != NULL)
    g_signal_handlers_disconnect_by_func (self->worker, update, self);
  g_set_object (&self->worker, worker);
  if (worker != NULL)
    g_signal_connect_object (worker, "notify::busy", G_CALLBACK (update), self,
                             G_CONNECT_SWAPPED);
  update (self);
}

/* What the job is doing, such as "Searching: 120,000 positions". */
void
perch_busy_bar_set_text (PerchBusyBar *self,
                         const char   *text)
{
  g_return_if_fail (PERCH_IS_BUSY_BAR (self));

  if (replace_string (&self->text, text))
    {
      update (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXT]);
    }
}

/* What the bar says when no job runs (NULL or "" for nothing). */
void
perch_busy_bar_set_idle_text (PerchBusyBar *self,
                              const char   *text)
{
  g_return_if_fail (PERCH_IS_BUSY_BAR (self));

  if (replace_string (&self->idle_text, text))
    {
      update (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IDLE_TEXT]);
    }
}

GtkWidget *
perch_busy_bar_new (void)
{
  return g_object_new (PERCH_TYPE_BUSY_BAR, NULL);
}

static void
perch_busy_bar_dispose (GObject *object)
{
  PerchBusyBar *self = PERCH_BUSY_BAR (object);

  if (self->worker != NULL)
    g_signal_handlers_disconnect_by_func (self->worker, update, self);
  g_clear_object (&self->worker);
  g_clear_pointer (&self->spinner, gtk_widget_unparent);
  g_clear_pointer (&self->label, gtk_widget_unparent);
  g_clear_pointer (&self->cancel_button, gtk_widget_unparent);

  G_OBJECT_CLASS (perch_busy_bar_parent_class)->dispose (object);
}

static void
perch_busy_bar_finalize (GObject *object)
{
  PerchBusyBar *self = PERCH_BUSY_BAR (object);

  g_free (self->text);
  g_free (self->idle_text);

  G_OBJECT_CLASS (perch_busy_bar_parent_class)->finalize (object);
}

static void
perch_busy_bar_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  PerchBusyBar *self = PERCH_BUSY_BAR (object);

  switch (prop_id)
    {
    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;

    case PROP_IDLE_TEXT:
      g_value_set_string (value, self->idle_text);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
perch_busy_bar_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  PerchBusyBar *self = PERCH_BUSY_BAR (object);

  switch (prop_id)
    {
    case PROP_TEXT:
      perch_busy_bar_set_text (self, g_value_get_string (value));
      break;

    case PROP_IDLE_TEXT:
      perch_busy_bar_set_idle_text (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
perch_busy_bar_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  PerchBusyBar *self = PERCH_BUSY_BAR (widget);
  GtkWidget *parts[] = { self->spinner, self->label, self->cancel_button };

  *minimum = *natural = 0;
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      int part_minimum, part_natural;

      gtk_widget_measure (parts[i], orientation, -1, &part_minimum, &part_natural, NULL, NULL);
      if (orientation == GTK_ORIENTATION_HORIZONTAL)
        {
          *minimum += part_minimum + (i > 0 ? SPACING : 0);
          *natural += part_natural + (i > 0 ? SPACING : 0);
        }
      else
        {
          *minimum = MAX (*minimum, part_minimum);
          *natural = MAX (*natural, part_natural);
        }
    }
}

/* A part at @x, @width wide, centred in the height. */
static void
allocate_part (GtkWidget *part,
               int        x,
               int        width,
               int        height)
{
  int part_height;

  gtk_widget_measure (part, GTK_ORIENTATION_VERTICAL, width, NULL, &part_height, NULL, NULL);
  part_height = MIN (part_height, height);
  gtk_widget_size_allocate (part, &(GtkAllocation) { x, (height - part_height) / 2,
                                                     width, part_height }, -1);
}

static void
perch_busy_bar_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  PerchBusyBar *self = PERCH_BUSY_BAR (widget);
  int spinner_width, cancel_width, label_x, label_width;

  gtk_widget_measure (self->spinner, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &spinner_width,
                      NULL, NULL);
  gtk_widget_measure (self->cancel_button, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &cancel_width,
                      NULL, NULL);
  spinner_width = MIN (spinner_width, width);
  cancel_width = MIN (cancel_width, MAX (width - spinner_width - SPACING, 0));
  allocate_part (self->spinner, 0, spinner_width, height);
  allocate_part (self->cancel_button, width - cancel_width, cancel_width, height);
  if (perch_busy_bar_get_busy (self))
    {
      label_x = spinner_width + SPACING;
      label_width = width - cancel_width - SPACING - label_x;
    }
  else
    {
      label_x = 0;
      label_width = width;
    }
  allocate_part (self->label, label_x, MAX (label_width, 0), height);
}

static void
perch_busy_bar_class_init (PerchBusyBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = perch_busy_bar_dispose;
  object_class->finalize = perch_busy_bar_finalize;
  object_class->get_property = perch_busy_bar_get_property;
  object_class->set_property = perch_busy_bar_set_property;

  properties[PROP_TEXT] =
    g_param_spec_string ("text", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_IDLE_TEXT] =
    g_param_spec_string ("idle-text", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CANCELLED] = g_signal_new ("cancelled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  widget_class->measure = perch_busy_bar_measure;
  widget_class->size_allocate = perch_busy_bar_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "perch-busy-bar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_STATUS);
}

static void
perch_busy_bar_init (PerchBusyBar *self)
{
  self->spinner = gtk_spinner_new ();
  gtk_widget_set_parent (self->spinner, GTK_WIDGET (self));

  self->label = gtk_label_new (NULL);
  gtk_label_set_ellipsize (GTK_LABEL (self->label), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (self->label), 0.0);
  gtk_widget_set_hexpand (self->label, TRUE);
  gtk_widget_add_css_class (self->label, "dim-label");
  gtk_widget_add_css_class (self->label, "numeric");
  gtk_widget_set_parent (self->label, GTK_WIDGET (self));

  self->cancel_button = gtk_button_new_with_mnemonic (_("_Cancel"));
  gtk_widget_set_valign (self->cancel_button, GTK_ALIGN_CENTER);
  gtk_widget_set_parent (self->cancel_button, GTK_WIDGET (self));
  g_signal_connect_swapped (self->cancel_button, "clicked",
                            G_CALLBACK (on_cancel_clicked), self);

  update (self);
}
