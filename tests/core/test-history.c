/* test-history.c: undo, redo and the dropped redo tail */
#include "perch-history.h"

static gpointer
state (int value)
{
  return g_memdup2 (&value, sizeof value);
}

static int
value_of (gconstpointer state_pointer)
{
  return *(const int *) state_pointer;
}

static void
test_history_undo_redo (void)
{
  g_autoptr(PerchHistory) history = perch_history_new (state (0), g_free);

  g_assert_false (perch_history_can_undo (history));
  g_assert_false (perch_history_can_redo (history));

  perch_history_push (history, "a", state (1));
  perch_history_push (history, "b", state (2));
  g_assert_cmpint (value_of (perch_history_current (history)), ==, 2);
  g_assert_cmpuint (perch_history_length (history), ==, 3);
  g_assert_cmpstr (perch_history_move_at (history, 2), ==, "b");
  g_assert_null (perch_history_move_at (history, 0));

  g_assert_cmpint (value_of (perch_history_undo (history)), ==, 1);
  g_assert_cmpint (value_of (perch_history_undo (history)), ==, 0);
  g_assert_false (perch_history_can_undo (history));
  /* Undo at the start stays at the start. */
  g_assert_cmpint (value_of (perch_history_undo (history)), ==, 0);
  g_assert_true (perch_history_can_redo (history));
  g_assert_cmpint (value_of (perch_history_redo (history)), ==, 1);
  g_assert_cmpuint (perch_history_position (history), ==, 1);
}

static void
test_history_push_drops_redo (void)
{
  g_autoptr(PerchHistory) history = perch_history_new (state (0), g_free);

  perch_history_push (history, "a", state (1));
  perch_history_push (history, "b", state (2));
  perch_history_undo (history);
  perch_history_push (history, "c", state (3));

  g_assert_false (perch_history_can_redo (history));
  g_assert_cmpuint (perch_history_length (history), ==, 3);
  g_assert_cmpstr (perch_history_move_at (history, 2), ==, "c");
  g_assert_cmpint (value_of (perch_history_seek (history, 0)), ==, 0);
}

static void
test_history_reset (void)
{
  g_autoptr(PerchHistory) history = perch_history_new (state (0), g_free);

  perch_history_push (history, "a", state (1));
  perch_history_reset (history, state (9));
  g_assert_cmpuint (perch_history_length (history), ==, 1);
  g_assert_cmpint (value_of (perch_history_current (history)), ==, 9);
  g_assert_false (perch_history_can_undo (history));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/history/undo-redo", test_history_undo_redo);
  g_test_add_func ("/history/push-drops-redo", test_history_push_drops_redo);
  g_test_add_func ("/history/reset", test_history_reset);

  return g_test_run ();
}
