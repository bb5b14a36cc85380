/* test-flatpak-manifest.c: the Flatpak manifest parses and builds the right app */
#include <json-glib/json-glib.h>

static JsonObject *
load_manifest (JsonParser *parser)
{
  g_autofree char *path = g_build_filename (PERCH_SOURCE_ROOT, "flatpak",
                                            "io.github.perch.Perch.Devel.json", NULL);
  g_autoptr(GError) error = NULL;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));

  return json_node_get_object (json_parser_get_root (parser));
}

static void
test_manifest_app (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *manifest = load_manifest (parser);

  g_assert_cmpstr (json_object_get_string_member (manifest, "id"), ==,
                   "io.github.perch.Perch.Devel");
  g_assert_cmpstr (json_object_get_string_member (manifest, "command"), ==, "perch");
  g_assert_cmpstr (json_object_get_string_member (manifest, "runtime"), ==, "org.gnome.Platform");
  g_assert_cmpstr (json_object_get_string_member (manifest, "runtime-version"), ==, "47");
  g_assert_cmpstr (json_object_get_string_member (manifest, "sdk"), ==, "org.gnome.Sdk");
}

static void
test_manifest_sandbox (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *manifest = load_manifest (parser);
  JsonArray *args = json_object_get_array_member (manifest, "finish-args");
  static const char *expected[] = {
    "--share=ipc", "--socket=fallback-x11", "--socket=wayland", "--device=dri"
  };

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      gboolean found = FALSE;

      for (guint j = 0; j < json_array_get_length (args); j++)
        found |= g_strcmp0 (json_array_get_string_element (args, j), expected[i]) == 0;
      g_assert_true (found);
    }
  /* A puzzle game needs no network, no home folder and no host. */
  for (guint j = 0; j < json_array_get_length (args); j++)
    {
      const char *arg = json_array_get_string_element (args, j);

      g_assert_false (g_str_has_prefix (arg, "--share=network"));
      g_assert_false (g_str_has_prefix (arg, "--filesystem=host"));
      g_assert_false (g_str_has_prefix (arg, "--filesystem=home"));
    }
}

static void
test_manifest_module (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *manifest = load_manifest (parser);
  JsonArray *modules = json_object_get_array_member (manifest, "modules");
  JsonObject *perch;

  g_assert_cmpuint (json_array_get_length (modules), >=, 1);
  /* The app itself is built last, with meson. */
  perch = json_array_get_object_element (modules, json_array_get_length (modules) - 1);
  g_assert_cmpstr (json_object_get_string_member (perch, "name"), ==, "perch");
  g_assert_cmpstr (json_object_get_string_member (perch, "buildsystem"), ==, "meson");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flatpak/app", test_manifest_app);
  g_test_add_func ("/flatpak/sandbox", test_manifest_sandbox);
  g_test_add_func ("/flatpak/module", test_manifest_module);

  return g_test_run ();
}
