/* perch-uluru-card-slot.c: a button showing a card; a click asks for the card picker
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A plain button rather than a GtkMenuButton, whose child would sit centred.
 * After scoring, a missed card turns red and its tooltip says why; a card of the
 * conflict the reader points at is outlined. The slot holds no picker: a click says
 * "choose", the page opens its one picker there, and the session's cards come back
 * with set_card().
 */
#define G_LOG_DOMAIN "perch-uluru"

#include "config.h"

#include <glib/gi18n.h>

#include "perch-paint-colors.h"
#include "perch-uluru-card-slot.h"
#include "perch-uluru-labels.h"
#include "perch-uluru-painter.h"

struct _PerchUluruCardSlot
{
  AdwBin          parent_instance;

  gboolean        has_card;
  PerchUluruCard  card;

  /* Template widgets */
  GtkWidget      *button;
  GtkDrawingArea *picture;
  GtkLabel       *label;
};

G_DEFINE_FINAL_TYPE (PerchUluruCardSlot, perch_uluru_card_slot, ADW_TYPE_BIN)

enum
{
  CHOOSE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
perch_uluru_card_slot_new (void)
{
  return g_object_new (PERCH_TYPE_ULURU_CARD_SLOT, NULL);
}

static void
draw_picture (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        user_data)
{
  PerchUluruCardSlot *self = user_data;
  double accent[3] = { 0 };
  gboolean has_colour, dark;

  if (!self->has_card)
    return;

  has_colour = perch_uluru_card_kind_has_colour (self->card.kind);
  perch_widget_get_paint_colors (GTK_WIDGET (area), accent, &dark);
  perch_uluru_paint_card (cr, width, height, self->card.kind,
                          has_colour ? (int) self->card.bird : -1, dark);
}

static void
update (PerchUluruCardSlot *self)
{
  g_autofree char *text = self->has_card ? perch_uluru_label_card (&self->card) : NULL;

  gtk_label_set_label (self->label, self->has_card ? text : _("Select card"));
  gtk_widget_set_visible (GTK_WIDGET (self->picture), self->has_card);
  if (self->has_card)
    gtk_widget_remove_css_class (GTK_WIDGET (self->label), "dim-label");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->label), "dim-label");
  gtk_widget_queue_draw (GTK_WIDGET (self->picture));
  perch_uluru_card_slot_set_verdict (self, PERCH_ULURU_SLOT_UNSCORED, NULL);
}

static void
on_clicked (GtkButton          *button,
            PerchUluruCardSlot *self)
{
  g_signal_emit (self, signals[CHOOSE], 0);
}

static void
perch_uluru_card_slot_dispose (GObject *object)
{
  /* The bin's child is a bound template child: unparent it while it is still alive. */
  adw_bin_set_child (ADW_BIN (object), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), PERCH_TYPE_ULURU_CARD_SLOT);

  G_OBJECT_CLASS (perch_uluru_card_slot_parent_class)->dispose (object);
}

static void
perch_uluru_card_slot_class_init (PerchUluruCardSlotClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = perch_uluru_card_slot_dispose;

  /* The player wants to choose this slot's card. */
  signals[CHOOSE] = g_signal_new ("choose", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/perch-uluru-card-slot.ui");
  gtk_widget_class_bind_template_child (widget_class, PerchUluruCardSlot, button);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruCardSlot, picture);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruCardSlot, label);
  gtk_widget_class_bind_template_callback (widget_class, on_clicked);
}

static void
perch_uluru_card_slot_init (PerchUluruCardSlot *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_drawing_area_set_draw_func (self->picture, draw_picture, self, NULL);
  update (self);
}

/* Shows @card, or an empty slot for NULL. */
void
perch_uluru_card_slot_set_card (PerchUluruCardSlot   *self,
                                const PerchUluruCard *card)
{
  g_return_if_fail (PERCH_IS_ULURU_CARD_SLOT (self));

  self->has_card = card != NULL;
  if (card != NULL)
    self->card = *card;
  update (self);
}

/* Marks the card met or missed after scoring; the reason becomes the tooltip. */
void
perch_uluru_card_slot_set_verdict (PerchUluruCardSlot    *self,
                                   PerchUluruSlotVerdict  verdict,
                                   const char            *reason)
{
  GtkWidget *button;

  g_return_if_fail (PERCH_IS_ULURU_CARD_SLOT (self));

  button = self->button;
  gtk_widget_remove_css_class (button, "perch-uluru-missed");
  gtk_widget_remove_css_class (button, "perch-uluru-met");
  if (verdict == PERCH_ULURU_SLOT_MISSED)
    gtk_widget_add_css_class (button, "perch-uluru-missed");
  else if (verdict == PERCH_ULURU_SLOT_MET)
    gtk_widget_add_css_class (button, "perch-uluru-met");

  if (reason == NULL)
    reason = self->has_card ? _("Change the card") : _("Select a card for this bird");
  /* Setting a tooltip asks the display where the pointer is: only a new one is set. */
  if (g_strcmp0 (gtk_widget_get_tooltip_text (button), reason) != 0)
    gtk_widget_set_tooltip_text (button, reason);
}

/* The button the picker points at. */
GtkWidget *
perch_uluru_card_slot_get_button (PerchUluruCardSlot *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_CARD_SLOT (self), NULL);

  return self->button;
}

/* Outlines the card: it is part of the conflict the reader points at. */
void
perch_uluru_card_slot_set_highlighted (PerchUluruCardSlot *self,
                                       gboolean            highlighted)
{
  g_return_if_fail (PERCH_IS_ULURU_CARD_SLOT (self));

  if (highlighted)
    gtk_widget_add_css_class (self->button, "perch-uluru-conflict");
  else
    gtk_widget_remove_css_class (self->button, "perch-uluru-conflict");
}
