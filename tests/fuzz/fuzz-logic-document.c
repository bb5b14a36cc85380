/* fuzz-logic-document.c: the Logic page's saved document (perch-logic-document.h); what was
 * read is saved, and the saved text reads back whole and the same
 *
 * The state store hands the reader a string (no NUL inside), so the bytes go in up to the
 * first NUL. Loading checks the text only once the main loop runs, which it never does
 * here: the target checks that no thread starts. File addresses in the state are only
 * parsed, with GIO's local file system (GIO_USE_VFS=local), so no GIO module is loaded.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-target.h"

#include "perch-logic-document.h"

static void
assert_round_trip (PerchLogicDocument *document)
{
  g_autoptr(PerchLogicDocument) again = perch_logic_document_new ();
  g_autofree char *saved = perch_logic_document_to_state (document);
  g_autofree char *saved_again = NULL;
  g_autoptr(GError) error = NULL;

  if (!perch_logic_document_load_state (again, saved, PERCH_LOGIC_DOCUMENT_STATE_VERSION,
                                        &error))
    g_error ("%s\n%s", error->message, saved);
  saved_again = perch_logic_document_to_state (again);
  g_assert_cmpstr (saved, ==, saved_again);
  g_assert (strcmp (perch_logic_document_get_text (document),
                    perch_logic_document_get_text (again)) == 0);
  g_assert (perch_logic_document_get_edited (document) ==
            perch_logic_document_get_edited (again));
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  guint threads = fuzz_count_threads ();
  g_autofree char *text = fuzz_text (data, size);

  fuzz_strict ();
  g_setenv ("GIO_USE_VFS", "local", TRUE);
  /* Every version this build reads: version 1 has no marks. */
  for (guint version = 1; version <= PERCH_LOGIC_DOCUMENT_STATE_VERSION; version++)
    {
      g_autoptr(PerchLogicDocument) document = perch_logic_document_new ();
      g_autoptr(GError) error = NULL;

      if (!perch_logic_document_load_state (document, text, version, &error))
        g_assert (error != NULL && error->message[0] != '\0');
      g_assert (perch_logic_document_get_check (document) == PERCH_LOGIC_CHECK_PENDING);
      assert_round_trip (document);
    }
  g_assert (fuzz_count_threads () == threads);
  return 0;
}
