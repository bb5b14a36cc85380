/* perch-browse.c: stepping through several answers, the same way on every page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-browse"

#include "config.h"

#include <glib/gi18n.h>

#include "perch-browse.h"

struct _PerchBrowse
{
  GObject              parent_instance;

  GtkWidget           *page;      /* weak */
  GSimpleActionGroup  *actions;
  guint                n_items;
  guint                position;
};

enum {
  PROP_0,
  PROP_N_ITEMS,
  PROP_POSITION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (PerchBrowse, perch_browse, G_TYPE_OBJECT)

static const char * const action_names[] = { "first", "previous", "next", "last" };

static void
update_actions (PerchBrowse *self)
{
  gboolean can_back = self->n_items > 1 && self->position > 0;
  gboolean can_forward = self->n_items > 1 && self->position + 1 < self->n_items;

  for (guint i = 0; i < G_N_ELEMENTS (action_names); i++)
    {
      GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self->actions),
                                                    action_names[i]);

      g_simple_action_set_enabled (G_SIMPLE_ACTION (action), i < 2 ? can_back : can_forward);
    }
}

/**
 * perch_browse_step:
 * @action_name: "first", "previous", "next" or "last"
 *
 * Moves as the action says. Returns: whether the position changed.
 */
gboolean
perch_browse_step (PerchBrowse *self,
                   const char  *action_name)
{
  guint position;

  g_return_val_if_fail (PERCH_IS_BROWSE (self), FALSE);
  g_return_val_if_fail (action_name != NULL, FALSE);

  if (self->n_items == 0)
    return FALSE;

  position = self->position;
  if (g_str_equal (action_name, "first"))
    position = 0;
  else if (g_str_equal (action_name, "previous") && position > 0)
    position--;
  else if (g_str_equal (action_name, "next") && position + 1 < self->n_items)
    position++;
  else if (g_str_equal (action_name, "last"))
    position = self->n_items - 1;

  if (position == self->position)
    return FALSE;
  perch_browse_set_position (self, position);
  return TRUE;
}

static void
on_action_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  perch_browse_step (PERCH_BROWSE (user_data), g_action_get_name (G_ACTION (action)));
}

typedef struct
{
  PerchBrowse *browse;       /* weak */
  const char  *action_name;
  gboolean     yields_to_text;
} KeyBinding;

static void
key_binding_free (gpointer data)
{
  KeyBinding *binding = data;

  g_clear_weak_pointer (&binding->browse);
  g_free (binding);
}

static gboolean
focus_is_editable_text (GtkWidget *page)
{
  GtkRoot *root = gtk_widget_get_root (page);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (GTK_IS_TEXT_VIEW (focus))
    return gtk_text_view_get_editable (GTK_TEXT_VIEW (focus));
  if (GTK_IS_EDITABLE (focus))
    return gtk_editable_get_editable (GTK_EDITABLE (focus));
  return FALSE;
}

/* Returns FALSE, letting the key go on, where browsing does not apply. */
static gboolean
on_key (GtkWidget *widget,
        GVariant  *args,
        gpointer   user_data)
{
  KeyBinding *binding = user_data;

  if (binding->browse == NULL || binding->browse->n_items < 2)
    return FALSE;
  if (binding->yields_to_text && focus_is_editable_text (widget))
    return FALSE;

  perch_browse_step (binding->browse, binding->action_name);
  return TRUE;
}

static void
add_key (PerchBrowse            *self,
         GtkShortcutController  *controller,
         guint                   keyval,
         GdkModifierType         modifiers,
         const char             *action_name,
         gboolean                yields_to_text)
{
  KeyBinding *binding = g_new0 (KeyBinding, 1);

  g_set_weak_pointer (&binding->browse, self);
  binding->action_name = action_name;
  binding->yields_to_text = yields_to_text;
  gtk_shortcut_controller_add_shortcut (controller,
    gtk_shortcut_new (gtk_keyval_trigger_new (keyval, modifiers),
                      gtk_callback_action_new (on_key, binding, key_binding_free)));
}

/**
 * perch_browse_new:
 * @page: the page the actions and keys belong to
 *
 * Returns: (transfer full): a browser with nothing to browse yet; the page keeps it
 * (the browser holds only a weak reference to the page).
 */
PerchBrowse *
perch_browse_new (GtkWidget *page)
{
  PerchBrowse *self;
  GtkEventController *controller;
  static const GActionEntry entries[] = {
    { "first", on_action_activated },
    { "previous", on_action_activated },
    { "next", on_action_activated },
    { "last", on_action_activated },
  };

  g_return_val_if_fail (GTK_IS_WIDGET (page), NULL);

  self = g_object_new (PERCH_TYPE_BROWSE, NULL);
  g_set_weak_pointer (&self->page, page);
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), entries,
                                   G_N_ELEMENTS (entries), self);
  update_actions (self);
  gtk_widget_insert_action_group (page, "browse", G_ACTION_GROUP (self->actions));

  controller = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  gtk_event_controller_set_name (controller, "perch-browse-keys");
  add_key (self, GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_Left, GDK_CONTROL_MASK,
           "previous", TRUE);
  add_key (self, GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_Right, GDK_CONTROL_MASK,
           "next", TRUE);
  add_key (self, GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_Home, GDK_CONTROL_MASK,
           "first", TRUE);
  add_key (self, GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_End, GDK_CONTROL_MASK,
           "last", TRUE);
  add_key (self, GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_Page_Up, GDK_ALT_MASK,
           "previous", FALSE);
  add_key (self, GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_Page_Down, GDK_ALT_MASK,
           "next", FALSE);
  gtk_widget_add_controller (page, controller);

  return self;
}

guint
perch_browse_get_n_items (PerchBrowse *self)
{
  g_return_val_if_fail (PERCH_IS_BROWSE (self), 0);

  return self->n_items;
}

guint
perch_browse_get_position (PerchBrowse *self)
{
  g_return_val_if_fail (PERCH_IS_BROWSE (self), 0);

  return self->position;
}

/**
 * perch_browse_set_range:
 * @n_items: how many there are to browse (0 for none)
 * @position: the one shown, clamped to the range
 */
void
perch_browse_set_range (PerchBrowse *self,
                        guint        n_items,
                        guint        position)
{
  gboolean n_changed, position_changed;

  g_return_if_fail (PERCH_IS_BROWSE (self));

  position = n_items == 0 ? 0 : MIN (position, n_items - 1);
  n_changed = n_items != self->n_items;
  position_changed = position != self->position;
  self->n_items = n_items;
  self->position = position;
  update_actions (self);

  if (n_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ITEMS]);
  if (position_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
}

void
perch_browse_set_n_items (PerchBrowse *self,
                          guint        n_items)
{
  g_return_if_fail (PERCH_IS_BROWSE (self));

  perch_browse_set_range (self, n_items, self->position);
}

void
perch_browse_set_position (PerchBrowse *self,
                           guint        position)
{
  g_return_if_fail (PERCH_IS_BROWSE (self));

  perch_browse_set_range (self, self->n_items, position);
}

/* "3 of 264" (the position counted from 1); empty with nothing to browse. */
char *
perch_browse_describe (PerchBrowse *self)
{
  g_return_val_if_fail (PERCH_IS_BROWSE (self), NULL);

  if (self->n_items == 0)
    return g_strdup ("");
  /* Translators: which answer is shown, such as "3 of 264" */
  return g_strdup_printf (_("%u of %u"), self->position + 1, self->n_items);
}

static void
update_switcher_label (GtkLabel    *label,
                       GParamSpec  *pspec,
                       PerchBrowse *self)
{
  g_autofree char *text = perch_browse_describe (self);
  /* Wide enough for the longest text, so the arrows do not move as it counts. */
  /* Translators: the same as "%u of %u" above */
  g_autofree char *widest = g_strdup_printf (_("%u of %u"), self->n_items, self->n_items);

  gtk_label_set_text (label, text);
  gtk_label_set_width_chars (label, (int) g_utf8_strlen (widest, -1));
}

static GtkWidget *
switcher_button (const char *icon_name,
                 const char *action_name,
                 const char *tooltip)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon_name);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action_name);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  return button;
}

/**
 * perch_browse_switcher_new:
 * @previous_tooltip: such as _("Previous Placement")
 * @next_tooltip: such as _("Next Placement")
 *
 * Returns: (transfer floating): a linked box: a back arrow, "3 of 264", a forward
 * arrow, working the page's browse actions.
 */
GtkWidget *
perch_browse_switcher_new (PerchBrowse *self,
                           const char  *previous_tooltip,
                           const char  *next_tooltip)
{
  GtkWidget *box, *label;

  g_return_val_if_fail (PERCH_IS_BROWSE (self), NULL);

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class (box, "linked");
  gtk_widget_add_css_class (box, "perch-browse-switcher");
  label = gtk_label_new (NULL);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_set_margin_start (label, 8);
  gtk_widget_set_margin_end (label, 8);
  gtk_box_append (GTK_BOX (box), switcher_button ("go-previous-symbolic", "browse.previous",
                                                  previous_tooltip));
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), switcher_button ("go-next-symbolic", "browse.next",
                                                  next_tooltip));

  g_signal_connect_object (self, "notify", G_CALLBACK (update_switcher_label), label,
                           G_CONNECT_SWAPPED);
  update_switcher_label (GTK_LABEL (label), NULL, self);
  return box;
}

static void
perch_browse_dispose (GObject *object)
{
  PerchBrowse *self = PERCH_BROWSE (object);

  if (self->page != NULL)
    gtk_widget_insert_action_group (self->page, "browse", NULL);
  g_clear_weak_pointer (&self->page);
  g_clear_object (&self->actions);

  G_OBJECT_CLASS (perch_browse_parent_class)->dispose (object);
}

static void
perch_browse_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  PerchBrowse *self = PERCH_BROWSE (object);

  switch (prop_id)
    {
    case PROP_N_ITEMS:
      g_value_set_uint (value, self->n_items);
      break;

    case PROP_POSITION:
      g_value_set_uint (value, self->position);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
perch_browse_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  PerchBrowse *self = PERCH_BROWSE (object);

  switch (prop_id)
    {
    case PROP_N_ITEMS:
      perch_browse_set_n_items (self, g_value_get_uint (value));
      break;

    case PROP_POSITION:
      perch_browse_set_position (self, g_value_get_uint (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
perch_browse_class_init (PerchBrowseClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = perch_browse_dispose;
  object_class->get_property = perch_browse_get_property;
  object_class->set_property = perch_browse_set_property;

  properties[PROP_N_ITEMS] =
    g_param_spec_uint ("n-items", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_POSITION] =
    g_param_spec_uint ("position", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
perch_browse_init (PerchBrowse *self)
{
  self->actions = g_simple_action_group_new ();
}
