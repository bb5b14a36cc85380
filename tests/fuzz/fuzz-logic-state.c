/* fuzz-logic-state.c: the Logic page's saved document (perch_logic_document_load_state(),
 * versions 1 and 2, the first byte choosing), written back and read again whole and the
 * same; its marks shown on the grid of a small puzzle and written back
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

static const char puzzle_text[] =
  "domain 1..4\n"
  "group day in order: mon tue wed thu\n"
  "group person: ann bob cy dee\n"
  "group pet: cat dog eel fox\n"
  "ann < bob\n";

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  static PerchLogicPuzzle *puzzle;
  static PerchLogicGrid *grid;
  g_autofree char *text = NULL;
  g_autoptr(PerchLogicDocument) document = NULL;
  g_autoptr(PerchLogicDocument) back = NULL;
  g_autoptr(PerchLogicMarks) marks = NULL;
  g_autoptr(PerchLogicMarks) again = NULL;
  g_autofree char *state = NULL;
  g_autofree char *state_again = NULL;
  g_autofree char *marks_text = NULL;
  g_autofree char *marks_again = NULL;
  g_autoptr(GError) error = NULL;
  guint threads = fuzz_count_threads ();
  guint version;

  fuzz_strict ();
  g_setenv ("GIO_USE_VFS", "local", TRUE);
  if (size == 0)
    return 0;
  if (puzzle == NULL)
    {
      puzzle = perch_logic_puzzle_parse (puzzle_text, NULL, NULL);
      grid = perch_logic_grid_new (puzzle);
    }
  version = 1 + data[0] % 2;
  text = fuzz_text (data + 1, size - 1);
  document = perch_logic_document_new ();
  if (!perch_logic_document_load_state (document, text, version, &error))
    g_assert (error != NULL && error->message != NULL);
  g_assert (g_utf8_validate (perch_logic_document_get_text (document), -1, NULL));
  g_assert (g_utf8_validate (perch_logic_document_get_marks_text (document), -1, NULL));

  /* What the document holds is written and read back as it was. */
  state = perch_logic_document_to_state (document);
  back = perch_logic_document_new ();
  g_assert (perch_logic_document_load_state (back, state, PERCH_LOGIC_DOCUMENT_STATE_VERSION,
                                             NULL));
  state_again = perch_logic_document_to_state (back);
  g_assert (strcmp (state, state_again) == 0);
  g_assert (strcmp (perch_logic_document_get_text (document),
                    perch_logic_document_get_text (back)) == 0);
  g_assert (perch_logic_document_get_edited (document) ==
            perch_logic_document_get_edited (back));
  g_assert (perch_logic_document_get_check (document) == PERCH_LOGIC_CHECK_PENDING);

  /* The marks on a grid: written back, they read the same. */
  marks = perch_logic_marks_new (puzzle, grid, perch_logic_document_get_marks_text (document));
  marks_text = perch_logic_marks_to_text (marks);
  again = perch_logic_marks_new (puzzle, grid, marks_text);
  marks_again = perch_logic_marks_to_text (again);
  g_assert (strcmp (marks_text, marks_again) == 0);
  g_assert (fuzz_count_threads () == threads);
  return 0;
}
