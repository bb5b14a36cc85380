/* perch-uluru-card-picker.c: one click picks any card
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The five cards without a colour are buttons; each kind with a colour is a row
 * with its pictogram and eight colour swatches, so every card of the deck is a
 * single click (or Tab and Enter) away. Emits "picked" (kind, bird) or "cleared".
 *
 * A page builds one picker, the first time a slot is clicked, and moves it to the
 * slot it fills. It always fits the window: it scrolls when the window is short, and
 * in a narrow one the cards wrap and each row's swatches go under its label.
 */
#define G_LOG_DOMAIN "perch-uluru"

#include "config.h"

#include <glib/gi18n.h>

#include "perch-paint-colors.h"
#include "perch-uluru-card-picker.h"
#include "perch-uluru-labels.h"
#include "perch-uluru-painter.h"
#include "perch-uluru-split.h"

#define PICTOGRAM_SIZE 44
#define SWATCH_SIZE 26
/* Room left around the picker in the window: its arrow and a margin. */
#define WINDOW_MARGIN 24

struct _PerchUluruCardPicker
{
  GtkPopover  parent_instance;

  GtkSizeGroup *label_sizes;

  /* Template widgets */
  GtkScrolledWindow *scroller;
  GtkLabel          *title;
  GtkFlowBox        *plain_box;
  GtkBox            *colour_box;
};

G_DEFINE_FINAL_TYPE (PerchUluruCardPicker, perch_uluru_card_picker, GTK_TYPE_POPOVER)

enum
{
  PICKED,
  CLEARED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
perch_uluru_card_picker_new (void)
{
  return g_object_new (PERCH_TYPE_ULURU_CARD_PICKER, NULL);
}

/* A card drawn in a GtkDrawingArea: the kind and colour live in the widget's data. */
static void
draw_card (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        user_data)
{
  PerchUluruCardKind kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (area), "kind"));
  int bird = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (area), "bird")) - 1;
  double accent[3] = { 0 };
  gboolean dark;

  perch_widget_get_paint_colors (GTK_WIDGET (area), accent, &dark);
  perch_uluru_paint_card (cr, width, height, kind, bird, dark);
}

static void
draw_swatch (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  int bird = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (area), "bird")) - 1;

  perch_uluru_paint_token (cr, width / 2.0, height / 2.0, MIN (width, height) * 0.42, bird);
}

static GtkWidget *
new_picture (PerchUluruCardKind     kind,
             int                    bird,
             int                    size,
             GtkDrawingAreaDrawFunc draw)
{
  GtkWidget *area = gtk_drawing_area_new ();

  g_object_set_data (G_OBJECT (area), "kind", GINT_TO_POINTER (kind));
  g_object_set_data (G_OBJECT (area), "bird", GINT_TO_POINTER (bird + 1));
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), size);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), size);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw, NULL, NULL);

  return area;
}

static void
on_card_clicked (GtkButton            *button,
                 PerchUluruCardPicker *self)
{
  PerchUluruCardKind kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "kind"));
  int bird = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "bird")) - 1;

  gtk_popover_popdown (GTK_POPOVER (self));
  g_signal_emit (self, signals[PICKED], 0, kind, MAX (bird, 0));
}

static GtkWidget *
new_card_button (PerchUluruCardPicker *self,
                 PerchUluruCardKind    kind,
                 int                   bird,
                 GtkWidget            *child,
                 const char           *tooltip)
{
  GtkWidget *button = gtk_button_new ();

  gtk_button_set_child (GTK_BUTTON (button), child);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_add_css_class (button, "flat");
  g_object_set_data (G_OBJECT (button), "kind", GINT_TO_POINTER (kind));
  g_object_set_data (G_OBJECT (button), "bird", GINT_TO_POINTER (bird + 1));
  g_signal_connect (button, "clicked", G_CALLBACK (on_card_clicked), self);

  return button;
}

static void
add_plain_cards (PerchUluruCardPicker *self)
{
  for (PerchUluruCardKind kind = 0; kind < PERCH_ULURU_N_CARD_KINDS; kind++)
    {
      GtkWidget *box, *label;

      if (perch_uluru_card_kind_has_colour (kind))
        continue;

      box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      gtk_box_append (GTK_BOX (box), new_picture (kind, -1, PICTOGRAM_SIZE, draw_card));
      label = gtk_label_new (perch_uluru_label_card_kind (kind));
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 9);
      gtk_widget_add_css_class (label, "caption");
      gtk_box_append (GTK_BOX (box), label);
      gtk_flow_box_append (self->plain_box,
                           new_card_button (self, kind, -1, box,
                                            perch_uluru_label_card_kind (kind)));
    }
}

static void
add_colour_cards (PerchUluruCardPicker *self)
{
  for (PerchUluruCardKind kind = 0; kind < PERCH_ULURU_N_CARD_KINDS; kind++)
    {
      GtkWidget *heading, *label, *swatches, *row;

      if (!perch_uluru_card_kind_has_colour (kind))
        continue;

      heading = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      gtk_box_append (GTK_BOX (heading), new_picture (kind, -1, PICTOGRAM_SIZE, draw_card));
      label = gtk_label_new (perch_uluru_label_card_kind (kind));
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_box_append (GTK_BOX (heading), label);
      gtk_size_group_add_widget (self->label_sizes, heading);

      swatches = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      gtk_widget_set_halign (swatches, GTK_ALIGN_START);
      gtk_widget_set_valign (swatches, GTK_ALIGN_CENTER);
      for (PerchUluruBird bird = 0; bird < PERCH_ULURU_N_BIRDS; bird++)
        {
          PerchUluruCard card = { kind, bird };
          g_autofree char *tooltip = perch_uluru_label_card (&card);
          GtkWidget *button = new_card_button (self, kind, bird,
                                               new_picture (kind, bird, SWATCH_SIZE, draw_swatch),
                                               tooltip);

          gtk_widget_add_css_class (button, "perch-uluru-swatch");
          gtk_box_append (GTK_BOX (swatches), button);
        }

      /* The swatches beside the label, or under it in a narrow window. */
      row = perch_uluru_split_new (heading, swatches);
      g_object_set (row, "spacing", 6, NULL);
      gtk_box_append (self->colour_box, row);
    }
}

static void
on_clear_clicked (GtkButton            *button,
                  PerchUluruCardPicker *self)
{
  gtk_popover_popdown (GTK_POPOVER (self));
  g_signal_emit (self, signals[CLEARED], 0);
}

static void
perch_uluru_card_picker_dispose (GObject *object)
{
  PerchUluruCardPicker *self = PERCH_ULURU_CARD_PICKER (object);

  g_clear_object (&self->label_sizes);

  G_OBJECT_CLASS (perch_uluru_card_picker_parent_class)->dispose (object);
}

static void
perch_uluru_card_picker_class_init (PerchUluruCardPickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = perch_uluru_card_picker_dispose;

  /* A card was picked: its kind and, for kinds with a colour, the bird. */
  signals[PICKED] = g_signal_new ("picked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  signals[CLEARED] = g_signal_new ("cleared", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/perch-uluru-card-picker.ui");
  gtk_widget_class_bind_template_child (widget_class, PerchUluruCardPicker, scroller);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruCardPicker, title);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruCardPicker, plain_box);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruCardPicker, colour_box);
  gtk_widget_class_bind_template_callback (widget_class, on_clear_clicked);
}

static void
perch_uluru_card_picker_init (PerchUluruCardPicker *self)
{
  g_type_ensure (PERCH_TYPE_ULURU_SPLIT);
  gtk_widget_init_template (GTK_WIDGET (self));

  self->label_sizes = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  add_plain_cards (self);
  add_colour_cards (self);
  /* The flow box's own children need no focus: Tab goes from card to card. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->plain_box));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    gtk_widget_set_focusable (child, FALSE);
}

/**
 * perch_uluru_card_picker_popup_for:
 * @slot: the widget the picker points at (it becomes the picker's parent)
 * @title: which card it picks, such as "Card for Black"
 *
 * Opens the picker at @slot, no larger than @slot's window allows.
 */
void
perch_uluru_card_picker_popup_for (PerchUluruCardPicker *self,
                                   GtkWidget            *slot,
                                   const char           *title)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkRoot *root;

  g_return_if_fail (PERCH_IS_ULURU_CARD_PICKER (self));
  g_return_if_fail (GTK_IS_WIDGET (slot));

  gtk_popover_popdown (GTK_POPOVER (self));
  if (gtk_widget_get_parent (widget) != slot)
    {
      g_object_ref (self);
      if (gtk_widget_get_parent (widget) != NULL)
        gtk_widget_unparent (widget);
      gtk_widget_set_parent (widget, slot);
      g_object_unref (self);
    }
  gtk_label_set_label (self->title, title);

  root = gtk_widget_get_root (slot);
  if (root != NULL)
    {
      int width = gtk_widget_get_width (GTK_WIDGET (root));
      int height = gtk_widget_get_height (GTK_WIDGET (root));

      gtk_scrolled_window_set_max_content_width (self->scroller,
                                                 MAX (width - 2 * WINDOW_MARGIN, 200));
      gtk_scrolled_window_set_max_content_height (self->scroller,
                                                  MAX (height - 2 * WINDOW_MARGIN, 200));
    }
  gtk_popover_popup (GTK_POPOVER (self));
}
