/* perch-qawale-split.c: the board beside its panel, or above it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "perch-qawale-split.h"

#include "perch-paint-colors.h"
#include "perch-qawale-painter.h"

/* The panel's column beside the board: room for the two players' cards side by side. */
#define PANEL_WIDTH 360

struct _PerchQawaleSplit
{
  GtkWidget  parent_instance;

  GtkWidget *board;
  GtkWidget *panel;
  gboolean   beside;    /* as last allocated */
};

G_DEFINE_FINAL_TYPE (PerchQawaleSplit, perch_qawale_split, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_BOARD,
  PROP_PANEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
measure (GtkWidget      *child,
         GtkOrientation  orientation,
         int             for_size,
         int            *minimum,
         int            *natural)
{
  *minimum = *natural = 0;
  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL, NULL);
}

/* The panel's width beside a board in @width, or 0 when the board would not fit. */
static int
panel_width_beside (PerchQawaleSplit *self,
                    int               width)
{
  int board_min, panel_min, unused;

  measure (self->board, GTK_ORIENTATION_HORIZONTAL, -1, &board_min, &unused);
  measure (self->panel, GTK_ORIENTATION_HORIZONTAL, -1, &panel_min, &unused);
  panel_min = MAX (panel_min, PANEL_WIDTH);
  return width - panel_min >= board_min ? panel_min : 0;
}

static double
tile_for (int width,
          int height)
{
  PerchQawaleLayout layout;

  if (width <= 0 || height <= 0)
    return 0;
  perch_qawale_layout_compute (&layout, width, height);
  return layout.tile;
}

static void
perch_qawale_split_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  PerchQawaleSplit *self = PERCH_QAWALE_SPLIT (widget);
  int board_min, board_nat, panel_min, panel_nat, side;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* As narrow as the panel under the board allows; naturally, side by side. */
      measure (self->board, orientation, -1, &board_min, &board_nat);
      measure (self->panel, orientation, -1, &panel_min, &panel_nat);
      *minimum = MAX (board_min, panel_min);
      *natural = board_nat + MAX (panel_nat, PANEL_WIDTH);
      return;
    }

  /* Under the board... */
  measure (self->board, orientation, for_size, &board_min, &board_nat);
  measure (self->panel, orientation, for_size, &panel_min, &panel_nat);
  *minimum = board_min + panel_min;
  *natural = board_nat + panel_nat;
  /* ...or beside it, when that fits the width. */
  side = for_size > 0 ? panel_width_beside (self, for_size) : 0;
  if (side > 0)
    {
      measure (self->board, orientation, for_size - side, &board_min, &board_nat);
      measure (self->panel, orientation, side, &panel_min, &panel_nat);
      *minimum = MIN (*minimum, MAX (board_min, panel_min));
      *natural = MAX (board_nat, panel_nat);
    }
}

static void
perch_qawale_split_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  PerchQawaleSplit *self = PERCH_QAWALE_SPLIT (widget);
  int board_min, unused, panel_min, panel_nat, below, side;
  gboolean below_fits, beside_fits;

  measure (self->board, GTK_ORIENTATION_VERTICAL, width, &board_min, &unused);
  measure (self->panel, GTK_ORIENTATION_VERTICAL, width, &panel_min, &panel_nat);
  below = CLAMP (panel_nat, panel_min, MAX (panel_min, height - board_min));
  below_fits = height >= board_min + panel_min;

  side = panel_width_beside (self, width);
  beside_fits = side > 0;
  if (beside_fits)
    {
      int board_min_beside, panel_min_beside;

      measure (self->board, GTK_ORIENTATION_VERTICAL, width - side, &board_min_beside, &unused);
      measure (self->panel, GTK_ORIENTATION_VERTICAL, side, &panel_min_beside, &unused);
      beside_fits = height >= MAX (board_min_beside, panel_min_beside);
    }

  /* Whichever shows the board's squares larger; beside it when they are even. */
  self->beside = beside_fits &&
                 (!below_fits || tile_for (width - side, height) >= tile_for (width,
                                                                              height - below));
  if (self->beside)
    {
      if (self->board != NULL)
        gtk_widget_allocate (self->board, width - side, height, -1, NULL);
      if (self->panel != NULL)
        gtk_widget_allocate (self->panel, side, height, -1,
                             gsk_transform_translate (NULL,
                                                      &GRAPHENE_POINT_INIT (width - side, 0)));
    }
  else
    {
      if (self->board != NULL)
        gtk_widget_allocate (self->board, width, height - below, -1, NULL);
      if (self->panel != NULL)
        gtk_widget_allocate (self->panel, width, below, -1,
                             gsk_transform_translate (NULL,
                                                      &GRAPHENE_POINT_INIT (0, height - below)));
    }
}

/* A hairline between the board and the panel. */
static void
perch_qawale_split_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  PerchQawaleSplit *self = PERCH_QAWALE_SPLIT (widget);
  double accent[3];
  gboolean dark;
  graphene_rect_t line;

  if (self->board != NULL)
    gtk_widget_snapshot_child (widget, self->board, snapshot);
  if (self->panel == NULL || !gtk_widget_should_layout (self->panel))
    return;
  gtk_widget_snapshot_child (widget, self->panel, snapshot);

  perch_widget_get_paint_colors (widget, accent, &dark);
  if (self->beside)
    line = GRAPHENE_RECT_INIT (gtk_widget_get_width (widget) -
                               gtk_widget_get_width (self->panel), 0,
                               1, gtk_widget_get_height (widget));
  else
    line = GRAPHENE_RECT_INIT (0, gtk_widget_get_height (widget) -
                               gtk_widget_get_height (self->panel),
                               gtk_widget_get_width (widget), 1);
  gtk_snapshot_append_color (snapshot,
                             dark ? &(GdkRGBA) { 1, 1, 1, 0.10 } : &(GdkRGBA) { 0, 0, 0, 0.10 },
                             &line);
}

static GtkSizeRequestMode
perch_qawale_split_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
set_child (PerchQawaleSplit  *self,
           GtkWidget        **slot,
           GtkWidget         *child,
           guint              prop)
{
  if (*slot == child)
    return;
  g_clear_pointer (slot, gtk_widget_unparent);
  *slot = child;
  if (child != NULL)
    {
      /* The board comes first, for the focus chain too. */
      if (slot == &self->board)
        gtk_widget_insert_after (child, GTK_WIDGET (self), NULL);
      else
        gtk_widget_insert_before (child, GTK_WIDGET (self), NULL);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

void
perch_qawale_split_set_board (PerchQawaleSplit *self,
                              GtkWidget        *board)
{
  g_return_if_fail (PERCH_IS_QAWALE_SPLIT (self));
  g_return_if_fail (board == NULL || GTK_IS_WIDGET (board));

  set_child (self, &self->board, board, PROP_BOARD);
}

void
perch_qawale_split_set_panel (PerchQawaleSplit *self,
                              GtkWidget        *panel)
{
  g_return_if_fail (PERCH_IS_QAWALE_SPLIT (self));
  g_return_if_fail (panel == NULL || GTK_IS_WIDGET (panel));

  set_child (self, &self->panel, panel, PROP_PANEL);
}

static void
perch_qawale_split_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  PerchQawaleSplit *self = PERCH_QAWALE_SPLIT (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      g_value_set_object (value, self->board);
      break;
    case PROP_PANEL:
      g_value_set_object (value, self->panel);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
perch_qawale_split_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  PerchQawaleSplit *self = PERCH_QAWALE_SPLIT (object);

  switch (prop_id)
    {
    case PROP_BOARD:
      perch_qawale_split_set_board (self, g_value_get_object (value));
      break;
    case PROP_PANEL:
      perch_qawale_split_set_panel (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
perch_qawale_split_dispose (GObject *object)
{
  PerchQawaleSplit *self = PERCH_QAWALE_SPLIT (object);

  g_clear_pointer (&self->board, gtk_widget_unparent);
  g_clear_pointer (&self->panel, gtk_widget_unparent);

  G_OBJECT_CLASS (perch_qawale_split_parent_class)->dispose (object);
}

static void
perch_qawale_split_class_init (PerchQawaleSplitClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = perch_qawale_split_get_property;
  object_class->set_property = perch_qawale_split_set_property;
  object_class->dispose = perch_qawale_split_dispose;
  widget_class->measure = perch_qawale_split_measure;
  widget_class->size_allocate = perch_qawale_split_size_allocate;
  widget_class->snapshot = perch_qawale_split_snapshot;
  widget_class->get_request_mode = perch_qawale_split_get_request_mode;

  properties[PROP_BOARD] = g_param_spec_object ("board", NULL, NULL, GTK_TYPE_WIDGET, flags);
  properties[PROP_PANEL] = g_param_spec_object ("panel", NULL, NULL, GTK_TYPE_WIDGET, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "qawale-split");
}

static void
perch_qawale_split_init (PerchQawaleSplit *self)
{
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
}
