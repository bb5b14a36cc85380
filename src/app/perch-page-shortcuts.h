/* perch-page-shortcuts.h: a page's keyboard shortcuts, wherever the focus is
 *
 * A page's own key bindings only fire while the focus is inside the page, so a
 * player who just clicked the view switcher would find Ctrl+Z dead. These
 * shortcuts are managed by the window instead and fire while the page is shown
 * (a hidden page of the view stack is unmapped, so they never fire for it).
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct
{
  guint            keyval;
  GdkModifierType  modifiers;
  const char      *action;    /* an action installed on the page, e.g. "ballsort.undo" */
} PerchPageShortcut;

void perch_page_add_shortcuts (GtkWidget               *page,
                               const PerchPageShortcut *shortcuts,
                               gsize                    n_shortcuts);

G_END_DECLS
