/* test-solution.c: stepping through a solution, and following or leaving it */
#include "perch-solution.h"

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

static PerchSolution *
three_moves (void)
{
  PerchSolution *solution = perch_solution_new (state (0), g_free);

  perch_solution_append (solution, "1>2", state (1));
  perch_solution_append (solution, "2>3", state (2));
  perch_solution_append (solution, "3>1", state (3));

  return solution;
}

static void
test_solution_step (void)
{
  g_autoptr(PerchSolution) solution = three_moves ();

  g_assert_cmpuint (perch_solution_n_moves (solution), ==, 3);
  g_assert_cmpuint (perch_solution_position (solution), ==, 0);
  g_assert_cmpstr (perch_solution_next_move (solution), ==, "1>2");
  g_assert_cmpint (value_of (perch_solution_forward (solution)), ==, 1);
  g_assert_cmpint (value_of (perch_solution_forward (solution)), ==, 2);
  g_assert_cmpint (value_of (perch_solution_back (solution)), ==, 1);
  g_assert_cmpint (value_of (perch_solution_seek (solution, 3)), ==, 3);
  g_assert_true (perch_solution_is_at_end (solution));
  g_assert_null (perch_solution_next_move (solution));
  g_assert_cmpint (value_of (perch_solution_forward (solution)), ==, 3);
  g_assert_cmpstr (perch_solution_move_at (solution, 2), ==, "3>1");
  g_assert_cmpint (value_of (perch_solution_state_at (solution, 0)), ==, 0);
}

static void
test_solution_follow (void)
{
  g_autoptr(PerchSolution) solution = three_moves ();

  g_assert_true (perch_solution_follow (solution, "1>2"));
  g_assert_cmpuint (perch_solution_position (solution), ==, 1);
  /* A different move leaves the solution and does not move the cursor. */
  g_assert_false (perch_solution_follow (solution, "3>1"));
  g_assert_cmpuint (perch_solution_position (solution), ==, 1);
  g_assert_true (perch_solution_follow (solution, "2>3"));
  g_assert_true (perch_solution_follow (solution, "3>1"));
  g_assert_false (perch_solution_follow (solution, "1>2"));
}

/* Appending after stepping keeps the player's place. */
static void
test_solution_append_keeps_position (void)
{
  g_autoptr(PerchSolution) solution = three_moves ();

  perch_solution_forward (solution);
  perch_solution_append (solution, "1>3", state (4));
  g_assert_cmpuint (perch_solution_position (solution), ==, 1);
  g_assert_cmpuint (perch_solution_n_moves (solution), ==, 4);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/solution/step", test_solution_step);
  g_test_add_func ("/solution/follow", test_solution_follow);
  g_test_add_func ("/solution/append-keeps-position", test_solution_append_keeps_position);

  return g_test_run ();
}
