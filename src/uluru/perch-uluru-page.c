/* perch-uluru-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-uluru"

#include "config.h"

#include <glib/gi18n.h>

#include "perch-uluru-page.h"

struct _PerchUluruPage
{
  AdwBin parent_instance;
};

G_DEFINE_FINAL_TYPE (PerchUluruPage, perch_uluru_page, ADW_TYPE_BIN)

static void
perch_uluru_page_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), PERCH_TYPE_ULURU_PAGE);

  G_OBJECT_CLASS (perch_uluru_page_parent_class)->dispose (object);
}

static void
perch_uluru_page_class_init (PerchUluruPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = perch_uluru_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/perch-uluru-page.ui");
}

static void
perch_uluru_page_init (PerchUluruPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
