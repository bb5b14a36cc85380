/* perch-logic-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "config.h"

#include <glib/gi18n.h>

#include "perch-logic-page.h"

struct _PerchLogicPage
{
  AdwBin parent_instance;
};

G_DEFINE_FINAL_TYPE (PerchLogicPage, perch_logic_page, ADW_TYPE_BIN)

static void
perch_logic_page_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), PERCH_TYPE_LOGIC_PAGE);

  G_OBJECT_CLASS (perch_logic_page_parent_class)->dispose (object);
}

static void
perch_logic_page_class_init (PerchLogicPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = perch_logic_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/perch-logic-page.ui");
}

static void
perch_logic_page_init (PerchLogicPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
