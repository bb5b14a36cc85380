/* test-ballsort-level.c: the level text format, its errors, and the rules of a move */
#include "perch-ballsort-level.h"

#define PUZZLE_106 "bl hu lb lb | pu pi ol si | or pu re br | or pi re or | hu re ye bl | " \
                   "ye hu br hu | br pu re li | li pu pi li | ol si lb bl | br ye si ol | " \
                   "si ye li bl | ol lb pi or | - | -"

static PerchBallsortLevel *
parse_ok (const char *text)
{
  g_autoptr(GError) error = NULL;
  PerchBallsortLevel *level = perch_ballsort_level_parse (text, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (level);
  return level;
}

static void
test_parse_puzzle_106 (void)
{
  g_autoptr(PerchBallsortLevel) level = parse_ok (PUZZLE_106);
  g_autofree char *text = perch_ballsort_level_to_string (level);

  g_assert_cmpuint (level->n_bottles, ==, 14);
  g_assert_cmpuint (level->capacity, ==, 4);
  g_assert_cmpuint (level->n_colours, ==, 12);
  /* Top first in the text: bottle 1's top is blue, its bottom light blue. */
  g_assert_cmpstr (level->colours[perch_ballsort_level_top (level, 0) - 1], ==, "bl");
  g_assert_cmpstr (level->colours[level->balls[0][0] - 1], ==, "lb");
  g_assert_cmpuint (level->heights[12], ==, 0);
  g_assert_cmpstr (text, ==, PUZZLE_106);
  g_assert_false (perch_ballsort_level_is_solved (level));
}

static void
test_parse_lenient_spacing (void)
{
  g_autoptr(PerchBallsortLevel) level = parse_ok ("  r r b b|b  b r r |-\n");
  g_autofree char *text = perch_ballsort_level_to_string (level);

  g_assert_cmpstr (text, ==, "r r b b | b b r r | -");
}

static void
test_parse_partial_bottles (void)
{
  /* Three colours of three balls in bottles of capacity 3, none full. */
  g_autoptr(PerchBallsortLevel) level = parse_ok ("a b | b c a | c | a b c");

  g_assert_cmpuint (level->capacity, ==, 3);
  g_assert_cmpuint (level->heights[2], ==, 1);
}

typedef struct
{
  const char *text;
  gsize       offset;
  const char *message;
} Malformed;

static void
test_parse_errors (void)
{
  static const Malformed cases[] = {
    { "", 0, "column 1: the level is empty: write bottles separated by '|', balls top first, "
             "'-' for an empty bottle" },
    { "r r b | b b r r | -", 4,
      "column 5: colour 'b' has 3 balls but the other colours have 4 each" },
    { "r r b b | b B r r | -", 12,
      "column 13: bottle 2: 'B' is not a colour (a colour is 1 to 8 lowercase letters or "
      "digits, starting with a letter)" },
    { "r r b b | b b r r || -", 19, "column 20: bottle 3 is blank: write '-' for an empty bottle" },
    { "r r b b | b b r r | - -", 22,
      "column 23: bottle 3: '-' marks an empty bottle and stands alone" },
    { "r r r b b | b b r | -", 0, "column 1: bottle 1 holds 5 balls, more than the capacity 4" },
    { "a a a a a a a a a a a a a a a a a a a a a | -", 40,
      "column 41: bottle 1 holds more than 20 balls" },
    { "a a a a a a a a a a a | a a a a a a a a a a | -", 0,
      "column 1: each colour has 21 balls: the capacity must be 1 to 20" },
    { "- | -", 0, "column 1: every bottle is empty: a level needs balls" },
    { "r r | b b\nr r | b b", 10,
      "column 11: one level per line: unexpected text after the end of the line" },
    { "r! r | -", 0,
      "column 1: bottle 1: 'r!' is not a colour (a colour is 1 to 8 lowercase letters or "
      "digits, starting with a letter)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PerchBallsortLevel) level = NULL;
      gsize offset = G_MAXSIZE;

      level = perch_ballsort_level_parse (cases[i].text, &offset, &error);
      g_assert_null (level);
      g_assert_nonnull (error);
      g_assert_cmpstr (error->message, ==, cases[i].message);
      g_assert_cmpuint (offset, ==, cases[i].offset);
    }
}

/* A level of @n_colours colours of 4 balls, mixed across their bottles, and 4 empty ones. */
static GString *
many_colours (guint n_colours)
{
  GString *text = g_string_new (NULL);

  for (guint b = 0; b < n_colours; b++)
    g_string_append_printf (text, "%sc%u c%u c%u c%u", b > 0 ? " | " : "",
                            (b + 1) % n_colours, b, b, (b + n_colours - 1) % n_colours);
  g_string_append (text, " | - | - | - | -");
  return text;
}

static void
test_parse_large (void)
{
  /* 20 colours of capacity 4 in 24 bottles, the size the issue asks for. */
  g_autoptr(GString) text = many_colours (20);
  g_autoptr(PerchBallsortLevel) level = NULL;

  level = parse_ok (text->str);
  g_assert_cmpuint (level->n_colours, ==, 20);
  g_assert_cmpuint (level->n_bottles, ==, 24);
}

static void
test_parse_capacities (void)
{
  /* Every capacity from 1 to 20 balls: two colours, one empty bottle. */
  for (guint capacity = 1; capacity <= PERCH_BALLSORT_MAX_CAPACITY; capacity++)
    {
      g_autoptr(GString) text = g_string_new (NULL);
      g_autoptr(PerchBallsortLevel) level = NULL;
      g_autoptr(PerchBallsortLevel) copy = NULL;
      g_autofree char *back = NULL;

      for (guint i = 0; i < capacity; i++)
        g_string_append_printf (text, "%s%s", i > 0 ? " " : "", i % 2 ? "bl" : "re");
      g_string_append (text, " | ");
      for (guint i = 0; i < capacity; i++)
        g_string_append_printf (text, "%s%s", i > 0 ? " " : "", i % 2 ? "re" : "bl");
      g_string_append (text, " | -");
      level = parse_ok (text->str);
      g_assert_cmpuint (level->capacity, ==, capacity);
      g_assert_cmpuint (level->heights[0], ==, capacity);
      g_assert_cmpuint (level->heights[2], ==, 0);
      back = perch_ballsort_level_to_string (level);
      g_assert_cmpstr (back, ==, text->str);
      copy = perch_ballsort_level_copy (level);
      g_assert_true (perch_ballsort_level_equal (level, copy));
      /* With one ball a bottle, every level is solved as it stands. */
      g_assert_true (perch_ballsort_level_is_solved (level) == (capacity == 1));
    }
}

static void
test_many_bottles (void)
{
  /* 40 colours in 44 bottles, then the most bottles a level can have. */
  g_autoptr(GString) text = many_colours (40);
  g_autoptr(GString) most = g_string_new ("a a");
  g_autoptr(PerchBallsortLevel) level = NULL;
  g_autoptr(PerchBallsortLevel) larger = NULL;
  g_autoptr(PerchBallsortLevel) full = NULL;
  g_autofree char *text_back = NULL;
  g_autofree char *larger_text = NULL;

  level = parse_ok (text->str);
  g_assert_cmpuint (level->n_colours, ==, 40);
  g_assert_cmpuint (level->n_bottles, ==, 44);
  text_back = perch_ballsort_level_to_string (level);
  g_assert_cmpstr (text_back, ==, text->str);

  larger = perch_ballsort_level_add_empty (level, 2);
  g_assert_cmpuint (larger->n_bottles, ==, 46);
  larger_text = perch_ballsort_level_to_string (larger);
  g_assert_true (g_str_has_prefix (larger_text, text->str));
  g_assert_true (g_str_has_suffix (larger_text, " | - | - | - | - | - | -"));

  for (guint b = 1; b < PERCH_BALLSORT_MAX_BOTTLES; b++)
    g_string_append (most, " | -");
  full = parse_ok (most->str);
  g_assert_cmpuint (full->n_bottles, ==, PERCH_BALLSORT_MAX_BOTTLES);
}

static void
test_moves_ball_model (void)
{
  g_autoptr(PerchBallsortLevel) level = parse_ok ("r r b b | b b r r | -");
  g_autoptr(PerchBallsortLevel) next = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_cmpint (perch_ballsort_level_check_move (level, (PerchBallsortMove) { 0, 1 }), ==,
                   PERCH_BALLSORT_VERDICT_TARGET_FULL);
  g_assert_cmpint (perch_ballsort_level_check_move (level, (PerchBallsortMove) { 2, 0 }), ==,
                   PERCH_BALLSORT_VERDICT_SOURCE_EMPTY);
  g_assert_cmpint (perch_ballsort_level_check_move (level, (PerchBallsortMove) { 1, 1 }), ==,
                   PERCH_BALLSORT_VERDICT_SAME_BOTTLE);
  g_assert_cmpint (perch_ballsort_level_check_move (level, (PerchBallsortMove) { 1, 5 }), ==,
                   PERCH_BALLSORT_VERDICT_NO_SUCH_BOTTLE);

  next = perch_ballsort_level_apply (level, PERCH_BALLSORT_MODEL_BALL,
                                     (PerchBallsortMove) { 0, 2 }, &error);
  g_assert_no_error (error);
  text = perch_ballsort_level_to_string (next);
  g_assert_cmpstr (text, ==, "r b b | b b r r | r");

  /* b onto r: the colours differ. */
  g_clear_pointer (&level, perch_ballsort_level_free);
  level = perch_ballsort_level_apply (next, PERCH_BALLSORT_MODEL_BALL,
                                      (PerchBallsortMove) { 1, 2 }, &error);
  g_assert_null (level);
  g_assert_error (error, PERCH_BALLSORT_ERROR, PERCH_BALLSORT_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, ==, "move 2>3: the top colours differ");
}

static void
test_moves_water_model (void)
{
  g_autoptr(PerchBallsortLevel) level = parse_ok ("r r r b | b b b r | -");
  g_autoptr(PerchBallsortLevel) next = NULL;
  g_autoptr(PerchBallsortLevel) partial = NULL;
  g_autofree char *text = NULL;
  g_autofree char *partial_text = NULL;

  /* The whole run of three reds pours. */
  g_assert_cmpuint (perch_ballsort_level_move_amount (level, PERCH_BALLSORT_MODEL_WATER,
                                                      (PerchBallsortMove) { 0, 2 }), ==, 3);
  next = perch_ballsort_level_apply (level, PERCH_BALLSORT_MODEL_WATER,
                                     (PerchBallsortMove) { 0, 2 }, NULL);
  text = perch_ballsort_level_to_string (next);
  g_assert_cmpstr (text, ==, "b | b b b r | r r r");

  /* As much as fits: onto one free place, one ball of the run goes. */
  g_clear_pointer (&level, perch_ballsort_level_free);
  level = parse_ok ("a a b b | a b a | b | -");
  g_assert_cmpuint (perch_ballsort_level_move_amount (level, PERCH_BALLSORT_MODEL_WATER,
                                                      (PerchBallsortMove) { 0, 1 }), ==, 1);
  partial = perch_ballsort_level_apply (level, PERCH_BALLSORT_MODEL_WATER,
                                        (PerchBallsortMove) { 0, 1 }, NULL);
  partial_text = perch_ballsort_level_to_string (partial);
  g_assert_cmpstr (partial_text, ==, "a b b | a a b a | b | -");
}

static void
test_solved (void)
{
  g_autoptr(PerchBallsortLevel) solved = parse_ok ("r r r | - | b b b");
  g_autoptr(PerchBallsortLevel) split = parse_ok ("r r | r | b b b");

  g_assert_true (perch_ballsort_level_is_solved (solved));
  g_assert_true (perch_ballsort_level_is_complete_bottle (solved, 0));
  g_assert_false (perch_ballsort_level_is_complete_bottle (solved, 1));
  g_assert_false (perch_ballsort_level_is_solved (split));
}

static void
test_move_text (void)
{
  PerchBallsortMove move;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_true (perch_ballsort_move_parse ("3>13", 14, &move, &error));
  g_assert_cmpuint (move.from, ==, 2);
  g_assert_cmpuint (move.to, ==, 12);
  text = perch_ballsort_move_to_string (move);
  g_assert_cmpstr (text, ==, "3>13");

  g_assert_false (perch_ballsort_move_parse ("3>15", 14, &move, &error));
  g_assert_cmpstr (error->message, ==, "move '3>15': bottles are numbered 1 to 14");
  g_clear_error (&error);
  g_assert_false (perch_ballsort_move_parse ("3-4", 14, &move, &error));
  g_assert_cmpstr (error->message, ==, "move '3-4' is not of the form A>B (for example 3>13)");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ballsort/level/parse-puzzle-106", test_parse_puzzle_106);
  g_test_add_func ("/ballsort/level/parse-lenient-spacing", test_parse_lenient_spacing);
  g_test_add_func ("/ballsort/level/parse-partial-bottles", test_parse_partial_bottles);
  g_test_add_func ("/ballsort/level/parse-errors", test_parse_errors);
  g_test_add_func ("/ballsort/level/parse-large", test_parse_large);
  g_test_add_func ("/ballsort/level/parse-capacities", test_parse_capacities);
  g_test_add_func ("/ballsort/level/many-bottles", test_many_bottles);
  g_test_add_func ("/ballsort/level/moves-ball-model", test_moves_ball_model);
  g_test_add_func ("/ballsort/level/moves-water-model", test_moves_water_model);
  g_test_add_func ("/ballsort/level/solved", test_solved);
  g_test_add_func ("/ballsort/level/move-text", test_move_text);

  return g_test_run ();
}
