/* perch-logic-pane.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "perch-logic-pane.h"

struct _PerchLogicPane
{
  GtkWidget  parent_instance;

  GtkWidget *child;
};

enum {
  PROP_0,
  PROP_CHILD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (PerchLogicPane, perch_logic_pane, GTK_TYPE_WIDGET)

GtkWidget *
perch_logic_pane_get_child (PerchLogicPane *self)
{
  g_return_val_if_fail (PERCH_IS_LOGIC_PANE (self), NULL);

  return self->child;
}

void
perch_logic_pane_set_child (PerchLogicPane *self,
                            GtkWidget      *child)
{
  g_return_if_fail (PERCH_IS_LOGIC_PANE (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));

  if (self->child == child)
    return;
  g_clear_pointer (&self->child, gtk_widget_unparent);
  if (child != NULL)
    {
      self->child = child;
      gtk_widget_set_parent (child, GTK_WIDGET (self));
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHILD]);
}

static void
perch_logic_pane_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  PerchLogicPane *self = PERCH_LOGIC_PANE (widget);

  *minimum = *natural = 0;
  if (self->child == NULL || !gtk_widget_should_layout (self->child))
    return;
  gtk_widget_measure (self->child, orientation, for_size, minimum, natural, NULL, NULL);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *natural = *minimum;
}

static void
perch_logic_pane_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  PerchLogicPane *self = PERCH_LOGIC_PANE (widget);

  if (self->child != NULL && gtk_widget_should_layout (self->child))
    gtk_widget_allocate (self->child, width, height, -1, NULL);
}

static GtkSizeRequestMode
perch_logic_pane_get_request_mode (GtkWidget *widget)
{
  PerchLogicPane *self = PERCH_LOGIC_PANE (widget);

  return self->child != NULL ? gtk_widget_get_request_mode (self->child)
                             : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
perch_logic_pane_dispose (GObject *object)
{
  PerchLogicPane *self = PERCH_LOGIC_PANE (object);

  g_clear_pointer (&self->child, gtk_widget_unparent);

  G_OBJECT_CLASS (perch_logic_pane_parent_class)->dispose (object);
}

static void
perch_logic_pane_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  PerchLogicPane *self = PERCH_LOGIC_PANE (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      g_value_set_object (value, self->child);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
perch_logic_pane_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  PerchLogicPane *self = PERCH_LOGIC_PANE (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      perch_logic_pane_set_child (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
perch_logic_pane_class_init (PerchLogicPaneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = perch_logic_pane_dispose;
  object_class->get_property = perch_logic_pane_get_property;
  object_class->set_property = perch_logic_pane_set_property;
  widget_class->measure = perch_logic_pane_measure;
  widget_class->size_allocate = perch_logic_pane_size_allocate;
  widget_class->get_request_mode = perch_logic_pane_get_request_mode;

  properties[PROP_CHILD] =
    g_param_spec_object ("child", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_css_name (widget_class, "pane");
}

static void
perch_logic_pane_init (PerchLogicPane *self)
{
}
