/* test-templates.c: every template in the resources builds, so a typo in a
 * .ui file fails here rather than in a user's hands */
#include "config.h"

#include <gmodule.h>
#include <string.h>

#include "perch-test-gui.h"

#define UI_PATH RESOURCE_PATH "/ui/"

/* "PerchUluruPage" -> "perch_uluru_page_get_type", as GtkBuilder does it. */
static char *
type_function_name (const char *class_name)
{
  GString *name = g_string_new (NULL);

  for (const char *p = class_name; *p != '\0'; p++)
    {
      if (g_ascii_isupper (*p) && p != class_name)
        g_string_append_c (name, '_');
      g_string_append_c (name, g_ascii_tolower (*p));
    }
  g_string_append (name, "_get_type");

  return g_string_free (name, FALSE);
}

static char *
template_class_of (const char *ui_text)
{
  g_autoptr(GMatchInfo) match = NULL;
  g_autoptr(GRegex) regex = g_regex_new ("<template\\s+class=\"([A-Za-z0-9_]+)\"", 0, 0, NULL);

  if (!g_regex_match (regex, ui_text, 0, &match))
    return NULL;

  return g_match_info_fetch (match, 1);
}

static void
test_templates_instantiate (void)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) files = g_resources_enumerate_children (UI_PATH, 0, &error);
  GModule *self_module = g_module_open (NULL, 0);
  guint n_templates = 0;

  g_assert_no_error (error);
  g_assert_nonnull (self_module);

  for (guint i = 0; files[i] != NULL; i++)
    {
      g_autofree char *path = g_strconcat (UI_PATH, files[i], NULL);
      g_autoptr(GBytes) bytes = g_resources_lookup_data (path, 0, &error);
      g_autofree char *text = NULL;
      g_autofree char *class_name = NULL;
      g_autofree char *function = NULL;
      GType (*get_type) (void) = NULL;
      GObject *object;

      g_assert_no_error (error);
      text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
      class_name = template_class_of (text);
      g_assert_nonnull (class_name);

      function = type_function_name (class_name);
      g_assert_true (g_module_symbol (self_module, function, (gpointer *) &get_type));
      g_test_message ("building %s from %s", class_name, files[i]);

      object = g_object_new (get_type (), NULL);
      g_object_ref_sink (object);
      if (GTK_IS_WINDOW (object))
        gtk_window_destroy (GTK_WINDOW (object));
      g_object_unref (object);
      n_templates++;
    }

  g_assert_cmpuint (n_templates, >=, 6);
  g_module_close (self_module);
}

static void
test_templates_help_overlay (void)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new ();
  g_autoptr(GError) error = NULL;
  GObject *overlay;

  gtk_builder_add_from_resource (builder, RESOURCE_PATH "/shortcuts/help-overlay.ui", &error);
  g_assert_no_error (error);
  overlay = gtk_builder_get_object (builder, "help_overlay");
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  gtk_window_destroy (GTK_WINDOW (overlay));
}

int
main (int    argc,
      char **argv)
{
  if (!perch_test_gui_init (&argc, &argv))
    return 0;

  g_test_add_func ("/templates/instantiate", test_templates_instantiate);
  g_test_add_func ("/templates/help-overlay", test_templates_help_overlay);

  return g_test_run ();
}
