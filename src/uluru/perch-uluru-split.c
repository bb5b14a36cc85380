/* perch-uluru-split.c: two children side by side, or one above the other when narrow
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libadwaita 1.2 has no breakpoints, so the split decides at allocation; a page that
 * rearranges its content when the split folds does so from notify::folded, which comes
 * before the children are placed, so that they are placed as rearranged.
 */
#define G_LOG_DOMAIN "perch-uluru"

#include "perch-uluru-split.h"

struct _PerchUluruSplit
{
  GtkWidget parent_instance;

  int       spacing;
  int       fold_width;     /* -1: when the natural widths do not fit */
  double    fold_fraction;  /* the first child's share of the height, folded, at most */
  gboolean  folded;
};

static void perch_uluru_split_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (PerchUluruSplit, perch_uluru_split, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                      perch_uluru_split_buildable_init))

enum
{
  PROP_0,
  PROP_SPACING,
  PROP_FOLD_WIDTH,
  PROP_FOLD_FRACTION,
  PROP_FOLDED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GtkBuildableIface *parent_buildable_iface;

/* The visible children, the first one first; returns how many. */
static guint
get_children (PerchUluruSplit *self,
              GtkWidget       *children[2])
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self));
       child != NULL && n < 2; child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      children[n++] = child;
  return n;
}

static void
measure_child (GtkWidget      *child,
               GtkOrientation  orientation,
               int             for_size,
               int            *minimum,
               int            *natural)
{
  gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL, NULL);
}

static gboolean
folds_at (PerchUluruSplit *self,
          GtkWidget       *children[2],
          int              width)
{
  int natural[2];

  if (width < 0)
    return FALSE;
  if (self->fold_width >= 0)
    return width < self->fold_width;
  for (guint i = 0; i < 2; i++)
    measure_child (children[i], GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural[i]);
  return width < natural[0] + self->spacing + natural[1];
}

/* Side by side: the second child's width, its natural one as far as it fits. */
static int
second_width (PerchUluruSplit *self,
              GtkWidget       *children[2],
              int              width)
{
  int minimum[2], natural[2];

  for (guint i = 0; i < 2; i++)
    measure_child (children[i], GTK_ORIENTATION_HORIZONTAL, -1, &minimum[i], &natural[i]);
  return MAX (minimum[1], MIN (natural[1], width - self->spacing - minimum[0]));
}

static void
perch_uluru_split_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  PerchUluruSplit *self = PERCH_ULURU_SPLIT (widget);
  GtkWidget *children[2];
  int child_min[2], child_nat[2];
  guint n = get_children (self, children);

  *minimum = *natural = 0;
  if (n == 0)
    return;
  if (n == 1)
    {
      measure_child (children[0], orientation, for_size, minimum, natural);
      return;
    }

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* Folded, the split is as narrow as its narrowest arrangement. */
      for (guint i = 0; i < 2; i++)
        measure_child (children[i], orientation, -1, &child_min[i], &child_nat[i]);
      *minimum = MAX (child_min[0], child_min[1]);
      *natural = child_nat[0] + self->spacing + child_nat[1];
      return;
    }

  if (folds_at (self, children, for_size))
    {
      for (guint i = 0; i < 2; i++)
        measure_child (children[i], orientation, for_size, &child_min[i], &child_nat[i]);
      *minimum = child_min[0] + self->spacing + child_min[1];
      *natural = child_nat[0] + self->spacing + child_nat[1];
    }
  else
    {
      int width2 = for_size >= 0 ? second_width (self, children, for_size) : -1;

      measure_child (children[0], orientation,
                     for_size >= 0 ? for_size - self->spacing - width2 : -1,
                     &child_min[0], &child_nat[0]);
      measure_child (children[1], orientation, width2, &child_min[1], &child_nat[1]);
      *minimum = MAX (child_min[0], child_min[1]);
      *natural = MAX (child_nat[0], child_nat[1]);
    }
}

static GtkSizeRequestMode
perch_uluru_split_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
perch_uluru_split_size_allocate (GtkWidget *widget,
                                 int        width,
                                 int        height,
                                 int        baseline)
{
  PerchUluruSplit *self = PERCH_ULURU_SPLIT (widget);
  GtkWidget *children[2];
  guint n = get_children (self, children);
  gboolean folded = n == 2 && folds_at (self, children, width);

  /* Said before the children are placed: what the page rearranges then is measured
   * and placed in this same pass (a resize queued after it would be lost). */
  if (folded != self->folded)
    {
      self->folded = folded;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOLDED]);
      n = get_children (self, children);
    }

  if (n == 0)
    return;
  if (n == 1)
    {
      gtk_widget_allocate (children[0], width, height, -1, NULL);
      return;
    }

  if (folded)
    {
      int minimum[2], natural[2], first;

      for (guint i = 0; i < 2; i++)
        measure_child (children[i], GTK_ORIENTATION_VERTICAL, width, &minimum[i], &natural[i]);
      first = MIN (natural[0], (int) (self->fold_fraction * height));
      first = MIN (first, height - self->spacing - minimum[1]);
      first = MAX (first, minimum[0]);
      gtk_widget_allocate (children[0], width, first, -1, NULL);
      gtk_widget_allocate (children[1], width, MAX (height - first - self->spacing, minimum[1]),
                           -1, gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (
                                                          0, first + self->spacing)));
    }
  else
    {
      int width2 = second_width (self, children, width);
      int width1 = MAX (width - self->spacing - width2, 0);

      gtk_widget_allocate (children[0], width1, height, -1, NULL);
      gtk_widget_allocate (children[1], width2, height, -1,
                           gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (
                                                      width1 + self->spacing, 0)));
    }
}

/**
 * perch_uluru_split_get_folded:
 *
 * Returns: whether the children were last laid out one above the other (before the
 *   first layout: %TRUE)
 */
gboolean
perch_uluru_split_get_folded (PerchUluruSplit *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_SPLIT (self), FALSE);

  return self->folded;
}

/* Folds below @width; -1: when the children's natural widths do not fit. */
void
perch_uluru_split_set_fold_width (PerchUluruSplit *self,
                                  int              width)
{
  g_return_if_fail (PERCH_IS_ULURU_SPLIT (self));

  width = MAX (width, -1);
  if (width == self->fold_width)
    return;
  self->fold_width = width;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOLD_WIDTH]);
}

GtkWidget *
perch_uluru_split_new (GtkWidget *first,
                       GtkWidget *second)
{
  GtkWidget *self = g_object_new (PERCH_TYPE_ULURU_SPLIT, NULL);

  g_return_val_if_fail (GTK_IS_WIDGET (first) && GTK_IS_WIDGET (second), NULL);

  gtk_widget_set_parent (first, self);
  gtk_widget_set_parent (second, self);
  return self;
}

static void
perch_uluru_split_add_child (GtkBuildable *buildable,
                             GtkBuilder   *builder,
                             GObject      *child,
                             const char   *type)
{
  if (GTK_IS_WIDGET (child))
    gtk_widget_set_parent (GTK_WIDGET (child), GTK_WIDGET (buildable));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
perch_uluru_split_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = perch_uluru_split_add_child;
}

static void
perch_uluru_split_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (perch_uluru_split_parent_class)->dispose (object);
}

static void
perch_uluru_split_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  PerchUluruSplit *self = PERCH_ULURU_SPLIT (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      g_value_set_int (value, self->spacing);
      break;
    case PROP_FOLD_WIDTH:
      g_value_set_int (value, self->fold_width);
      break;
    case PROP_FOLD_FRACTION:
      g_value_set_double (value, self->fold_fraction);
      break;
    case PROP_FOLDED:
      g_value_set_boolean (value, self->folded);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
perch_uluru_split_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  PerchUluruSplit *self = PERCH_ULURU_SPLIT (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      self->spacing = g_value_get_int (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;
    case PROP_FOLD_WIDTH:
      perch_uluru_split_set_fold_width (self, g_value_get_int (value));
      break;
    case PROP_FOLD_FRACTION:
      self->fold_fraction = g_value_get_double (value);
      gtk_widget_queue_allocate (GTK_WIDGET (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
perch_uluru_split_class_init (PerchUluruSplitClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = perch_uluru_split_dispose;
  object_class->get_property = perch_uluru_split_get_property;
  object_class->set_property = perch_uluru_split_set_property;
  widget_class->measure = perch_uluru_split_measure;
  widget_class->size_allocate = perch_uluru_split_size_allocate;
  widget_class->get_request_mode = perch_uluru_split_get_request_mode;

  properties[PROP_SPACING] =
    g_param_spec_int ("spacing", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOLD_WIDTH] =
    g_param_spec_int ("fold-width", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_FOLD_FRACTION] =
    g_param_spec_double ("fold-fraction", NULL, NULL, 0, 1, 1,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOLDED] =
    g_param_spec_boolean ("folded", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "perch-uluru-split");
}

static void
perch_uluru_split_init (PerchUluruSplit *self)
{
  self->fold_width = -1;
  self->fold_fraction = 1;
  /* Folded until it knows better: content starts in its narrowest arrangement, so that a
   * wide one never makes a new window wider than it was asked to be. */
  self->folded = TRUE;
}
