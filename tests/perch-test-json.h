/* perch-test-json.h: the CLI tests read perch-cli's JSON with json-glib
 *
 * perch-cli prints one JSON document a line. The tests parse it and say what it holds (its
 * members in order, their values), not how it is spaced.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>

/* @line (one line, with or without its newline) as a JSON object: its root node, which the
 * caller frees. */
static inline JsonNode *
perch_test_json_parse (const char *line)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  gsize length = strlen (line);

  if (length > 0 && line[length - 1] == '\n')
    length--;
  g_assert_null (memchr (line, '\n', length));
  json_parser_load_from_data (parser, line, (gssize) length, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
  return json_node_copy (json_parser_get_root (parser));
}

/* Asserts that @object has exactly the members @names (separated by spaces), in that order. */
static inline void
perch_test_json_assert_members (JsonObject *object,
                                const char *names)
{
  g_autoptr(GList) members = json_object_get_members (object);
  g_autoptr(GString) found = g_string_new (NULL);

  for (GList *l = members; l != NULL; l = l->next)
    g_string_append_printf (found, "%s%s", found->len > 0 ? " " : "", (const char *) l->data);
  g_assert_cmpstr (found->str, ==, names);
}

/* Asserts that @node holds the same value as the JSON text @expected. */
static inline void
perch_test_json_assert_value (JsonNode   *node,
                              const char *expected)
{
  g_autoptr(JsonNode) wanted = json_from_string (expected, NULL);
  g_autofree char *text = json_to_string (node, FALSE);

  g_assert_nonnull (wanted);
  if (!json_node_equal (node, wanted))
    g_error ("%s is not %s", text, expected);
}

/* Asserts that member @name of @object holds the same value as the JSON text @expected. */
static inline void
perch_test_json_assert_member (JsonObject *object,
                               const char *name,
                               const char *expected)
{
  g_assert_true (json_object_has_member (object, name));
  perch_test_json_assert_value (json_object_get_member (object, name), expected);
}

/* The time in "ms": a number of at most @decimals places, not negative. */
static inline void
perch_test_json_assert_ms (JsonObject *object,
                           guint       decimals)
{
  JsonNode *ms = json_object_get_member (object, "ms");
  double value, scaled;

  g_assert_nonnull (ms);
  g_assert_true (json_node_get_value_type (ms) == G_TYPE_DOUBLE ||
                 json_node_get_value_type (ms) == G_TYPE_INT64);
  value = json_node_get_double (ms);
  scaled = value * pow (10, decimals);
  g_assert_cmpfloat (value, >=, 0);
  g_assert_cmpfloat (fabs (scaled - round (scaled)), <, 1e-6 * MAX (1, scaled));
}
