/* test-ballsort-solver.c: shortest solutions, proofs of no solution, budget, cancel, hints */
#include <gio/gio.h>
#include <stdlib.h>
#include <string.h>

#include "perch-ballsort-builtin.h"
#include "perch-ballsort-generator.h"
#include "perch-ballsort-solver.h"
#include "ballsort-checker.h"

static PerchBallsortLevel *
parse_ok (const char *text)
{
  g_autoptr(GError) error = NULL;
  PerchBallsortLevel *level = perch_ballsort_level_parse (text, NULL, &error);

  g_assert_no_error (error);
  return level;
}

static GStrv
moves_to_strv (GArray *moves)
{
  GStrv strv = g_new0 (char *, moves->len + 1);

  for (guint i = 0; i < moves->len; i++)
    strv[i] = perch_ballsort_move_to_string (g_array_index (moves, PerchBallsortMove, i));
  return strv;
}

/* Solves, checks the status, and replays the solution with the checker. */
static PerchBallsortResult *
solve_and_check (const char         *text,
                 PerchBallsortModel  model,
                 gsize               budget)
{
  g_autoptr(PerchBallsortLevel) level = parse_ok (text);
  g_autoptr(GError) error = NULL;
  PerchBallsortResult *result;

  result = perch_ballsort_solve (level, model, budget, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (result);
  if (result->status == PERCH_BALLSORT_STATUS_SOLVED)
    {
      g_auto(GStrv) moves = moves_to_strv (result->moves);

      g_assert_true (checker_replay (text, (const char * const *) moves, result->moves->len,
                                     model == PERCH_BALLSORT_MODEL_WATER));
    }
  else
    g_assert_cmpuint (result->moves->len, ==, 0);
  return result;
}

/* A plain breadth-first search, the reference the solver's optima are held
 * against. A position is a string of fixed-width bottles ('.' for a free
 * place, bottom first), compared with its bottles sorted. -1: no solution. */
typedef struct
{
  guint n_bottles;
  guint capacity;
} Shape;

static int
compare_bottles (gconstpointer a,
                 gconstpointer b,
                 gpointer      user_data)
{
  return memcmp (a, b, GPOINTER_TO_UINT (user_data));
}

static char *
canonical (const Shape *shape,
           const char  *position)
{
  char *sorted = g_strdup (position);

  g_qsort_with_data (sorted, shape->n_bottles, shape->capacity, compare_bottles,
                     GUINT_TO_POINTER (shape->capacity));
  return sorted;
}

static guint
height (const Shape *shape,
        const char  *position,
        guint        bottle)
{
  guint h = 0;

  while (h < shape->capacity && position[bottle * shape->capacity + h] != '.')
    h++;
  return h;
}

static gboolean
reference_solved (const Shape *shape,
                  const char  *position)
{
  for (guint b = 0; b < shape->n_bottles; b++)
    {
      const char *bottle = position + b * shape->capacity;
      guint h = height (shape, position, b);

      if (h != 0 && h != shape->capacity)
        return FALSE;
      for (guint i = 1; i < h; i++)
        if (bottle[i] != bottle[0])
          return FALSE;
    }
  return TRUE;
}

static int
reference_optimum (const char *text,
                   gboolean    water)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) layer = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  CheckerLevel level;
  Shape shape;
  char *start;

  checker_level_read (&level, text);
  shape.n_bottles = level.n_bottles;
  shape.capacity = level.capacity;
  start = g_malloc0 (shape.n_bottles * shape.capacity + 1);
  memset (start, '.', shape.n_bottles * shape.capacity);
  for (guint b = 0; b < level.n_bottles; b++)
    for (guint i = 0; i < level.bottles[b]->len; i++)
      {
        const char *name = g_ptr_array_index (level.bottles[b], i);
        guint index;

        if (!g_ptr_array_find_with_equal_func (names, name, g_str_equal, &index))
          {
            index = names->len;
            g_ptr_array_add (names, (gpointer) name);
          }
        start[b * shape.capacity + i] = 'A' + index;
      }
  g_ptr_array_add (layer, start);
  g_hash_table_add (seen, canonical (&shape, start));

  for (int depth = 0; layer->len > 0; depth++)
    {
      g_autoptr(GPtrArray) next = g_ptr_array_new_with_free_func (g_free);

      for (guint i = 0; i < layer->len; i++)
        {
          const char *position = g_ptr_array_index (layer, i);

          if (reference_solved (&shape, position))
            {
              checker_level_clear (&level);
              return depth;
            }
          for (guint from = 0; from < shape.n_bottles; from++)
            for (guint to = 0; to < shape.n_bottles; to++)
              {
                guint hf = height (&shape, position, from), ht = height (&shape, position, to);
                char *after, *key;
                char colour;

                if (from == to || hf == 0 || ht == shape.capacity)
                  continue;
                colour = position[from * shape.capacity + hf - 1];
                if (ht > 0 && position[to * shape.capacity + ht - 1] != colour)
                  continue;
                after = g_strdup (position);
                do
                  {
                    after[to * shape.capacity + ht++] = colour;
                    after[from * shape.capacity + --hf] = '.';
                  }
                while (water && hf > 0 && ht < shape.capacity &&
                       after[from * shape.capacity + hf - 1] == colour);

                key = canonical (&shape, after);
                if (g_hash_table_add (seen, key))
                  g_ptr_array_add (next, after);
                else
                  g_free (after);
              }
        }
      g_ptr_array_set_size (layer, 0);
      g_ptr_array_extend_and_steal (layer, g_steal_pointer (&next));
    }
  checker_level_clear (&level);
  return -1;
}

static void
test_spec_facts (void)
{
  const char *puzzle = perch_ballsort_builtin_find ("puzzle-106")->text;
  struct { const char *text; PerchBallsortModel model; guint moves; } facts[] = {
    { puzzle, PERCH_BALLSORT_MODEL_BALL, 50 },
    { puzzle, PERCH_BALLSORT_MODEL_WATER, 41 },
    { "r r b b | b b r r | -", PERCH_BALLSORT_MODEL_BALL, 6 },
    { "r r b b | b b r r | -", PERCH_BALLSORT_MODEL_WATER, 3 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (facts); i++)
    {
      g_autoptr(PerchBallsortResult) result =
        solve_and_check (facts[i].text, facts[i].model, PERCH_BALLSORT_DEFAULT_BUDGET);

      g_assert_cmpint (result->status, ==, PERCH_BALLSORT_STATUS_SOLVED);
      g_assert_true (result->optimal);
      g_assert_cmpuint (result->moves->len, ==, facts[i].moves);
      g_assert_cmpuint (result->states, >, 0);
    }
}

static void
test_handmade_levels (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "ballsort", "data", "handmade.txt",
                                                 NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  guint checked = 0;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *mark = strstr (lines[i], " :: ");
      const char *text;

      if (lines[i][0] == '#' || mark == NULL)
        continue;
      text = mark + 4;
      for (PerchBallsortModel model = PERCH_BALLSORT_MODEL_BALL;
           model <= PERCH_BALLSORT_MODEL_WATER; model++)
        {
          g_autoptr(PerchBallsortResult) result =
            solve_and_check (text, model, PERCH_BALLSORT_DEFAULT_BUDGET);
          const char *key = model == PERCH_BALLSORT_MODEL_BALL ? " ball=" : " water=";
          const char *listed = strstr (lines[i], key) + strlen (key);
          int reference = reference_optimum (text, model == PERCH_BALLSORT_MODEL_WATER);

          g_test_message ("%.*s %s", (int) strcspn (lines[i], " "), lines[i], key);
          if (g_str_has_prefix (listed, "unsolvable"))
            {
              g_assert_cmpint (reference, ==, -1);
              g_assert_cmpint (result->status, ==, PERCH_BALLSORT_STATUS_UNSOLVABLE);
            }
          else
            {
              g_assert_cmpint (reference, ==, atoi (listed));
              g_assert_cmpint (result->status, ==, PERCH_BALLSORT_STATUS_SOLVED);
              g_assert_true (result->optimal);
              g_assert_cmpint (result->moves->len, ==, reference);
            }
          checked++;
        }
    }
  g_assert_cmpuint (checked, >=, 20);
}

static void
test_budget_fallback (void)
{
  const char *puzzle = perch_ballsort_builtin_find ("puzzle-106")->text;
  g_autoptr(PerchBallsortResult) small = NULL;
  g_autoptr(PerchBallsortResult) tiny = NULL;

  /* Room for a greedy search but not for the proof. */
  small = solve_and_check (puzzle, PERCH_BALLSORT_MODEL_BALL, 400 * 1024);
  g_assert_cmpint (small->status, ==, PERCH_BALLSORT_STATUS_SOLVED);
  g_assert_false (small->optimal);
  g_assert_cmpuint (small->moves->len, >=, 50);

  /* No room at all: it says so instead of answering wrongly. */
  tiny = solve_and_check (puzzle, PERCH_BALLSORT_MODEL_BALL, 16 * 1024);
  g_assert_cmpint (tiny->status, ==, PERCH_BALLSORT_STATUS_GAVE_UP);
  g_assert_false (tiny->optimal);
}

static void
test_cancel (void)
{
  g_autoptr(PerchBallsortLevel) level =
    parse_ok (perch_ballsort_builtin_find ("puzzle-106")->text);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  PerchBallsortResult *result;
  PerchProgress progress;

  perch_progress_init (&progress, cancellable, NULL, NULL);
  g_cancellable_cancel (cancellable);
  result = perch_ballsort_solve (level, PERCH_BALLSORT_MODEL_BALL,
                                 PERCH_BALLSORT_DEFAULT_BUDGET, &progress, &error);
  g_assert_null (result);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

static void
count_reports (guint64  count,
               gpointer user_data)
{
  guint64 *last = user_data;

  *last = count;
}

static void
test_progress (void)
{
  g_autoptr(PerchBallsortLevel) level =
    parse_ok (perch_ballsort_builtin_find ("puzzle-106")->text);
  g_autoptr(PerchBallsortResult) result = NULL;
  PerchProgress progress;
  guint64 last = 0;

  perch_progress_init (&progress, NULL, count_reports, &last);
  result = perch_ballsort_solve (level, PERCH_BALLSORT_MODEL_BALL,
                                 PERCH_BALLSORT_DEFAULT_BUDGET, &progress, NULL);
  g_assert_cmpuint (last, >, 0);
  g_assert_cmpuint (last, <=, result->states);
}

static void
test_deterministic (void)
{
  const char *puzzle = perch_ballsort_builtin_find ("puzzle-106")->text;
  g_autoptr(PerchBallsortResult) first = solve_and_check (puzzle, PERCH_BALLSORT_MODEL_WATER,
                                                          PERCH_BALLSORT_DEFAULT_BUDGET);
  g_autoptr(PerchBallsortResult) second = solve_and_check (puzzle, PERCH_BALLSORT_MODEL_WATER,
                                                           PERCH_BALLSORT_DEFAULT_BUDGET);

  g_assert_cmpuint (first->moves->len, ==, second->moves->len);
  g_assert_cmpmem (first->moves->data, first->moves->len * sizeof (PerchBallsortMove),
                   second->moves->data, second->moves->len * sizeof (PerchBallsortMove));
}

static void
test_bottle_order_irrelevant (void)
{
  /* The same bottles in another order need the same number of moves, and
   * the moves name the bottles as this level numbers them. */
  g_autoptr(PerchBallsortResult) a =
    solve_and_check ("re bl ye gr | gr ye bl re | bl re gr ye | ye gr re bl | - | -",
                     PERCH_BALLSORT_MODEL_BALL, PERCH_BALLSORT_DEFAULT_BUDGET);
  g_autoptr(PerchBallsortResult) b =
    solve_and_check ("- | ye gr re bl | bl re gr ye | - | gr ye bl re | re bl ye gr",
                     PERCH_BALLSORT_MODEL_BALL, PERCH_BALLSORT_DEFAULT_BUDGET);

  g_assert_cmpuint (a->moves->len, ==, b->moves->len);
}

static void
test_next_best_move (void)
{
  g_autoptr(PerchBallsortLevel) level =
    parse_ok (perch_ballsort_builtin_find ("puzzle-106")->text);
  g_autoptr(PerchBallsortLevel) after = NULL;
  g_autoptr(PerchBallsortResult) rest = NULL;
  g_autoptr(PerchBallsortLevel) solved = parse_ok ("r r r | b b b | -");
  PerchBallsortMove move;
  gboolean optimal = FALSE;

  g_assert_true (perch_ballsort_next_best_move (level, PERCH_BALLSORT_MODEL_BALL,
                                                PERCH_BALLSORT_DEFAULT_BUDGET, NULL,
                                                &move, &optimal, NULL));
  g_assert_true (optimal);
  after = perch_ballsort_level_apply (level, PERCH_BALLSORT_MODEL_BALL, move, NULL);
  g_assert_nonnull (after);
  rest = perch_ballsort_solve (after, PERCH_BALLSORT_MODEL_BALL,
                               PERCH_BALLSORT_DEFAULT_BUDGET, NULL, NULL);
  g_assert_cmpuint (rest->moves->len, ==, 49);

  /* Nothing to suggest on a solved level. */
  g_assert_false (perch_ballsort_next_best_move (solved, PERCH_BALLSORT_MODEL_BALL,
                                                 PERCH_BALLSORT_DEFAULT_BUDGET, NULL,
                                                 &move, NULL, NULL));
}

static void
test_lower_bound (void)
{
  g_autoptr(PerchBallsortLevel) level =
    parse_ok (perch_ballsort_builtin_find ("puzzle-106")->text);
  g_autoptr(PerchBallsortLevel) two = parse_ok ("r r b b | b b r r | -");

  /* Never above the optimum, and not trivially low either. */
  g_assert_cmpuint (perch_ballsort_lower_bound (level, PERCH_BALLSORT_MODEL_BALL), <=, 50);
  g_assert_cmpuint (perch_ballsort_lower_bound (level, PERCH_BALLSORT_MODEL_BALL), >=, 30);
  g_assert_cmpuint (perch_ballsort_lower_bound (level, PERCH_BALLSORT_MODEL_WATER), <=, 41);
  /* Two reds above blue, and one of the two bottom runs must go: 2 + 2. */
  g_assert_cmpuint (perch_ballsort_lower_bound (two, PERCH_BALLSORT_MODEL_BALL), ==, 4);
  g_assert_cmpuint (perch_ballsort_lower_bound (two, PERCH_BALLSORT_MODEL_WATER), ==, 2);
}

static void
test_large_levels (void)
{
  /* 20 colours in 24 bottles, and capacity 8: sizes the encoding must hold
   * (a quick solution; proving the shortest takes seconds at this size). */
  struct { guint colours, empty, capacity; } sizes[] = { { 20, 4, 4 }, { 6, 2, 8 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PerchBallsortLevel) level =
        perch_ballsort_generate (sizes[i].colours, sizes[i].empty, sizes[i].capacity,
                                 PERCH_BALLSORT_MODEL_BALL, 7 + i, &error);
      g_autofree char *text = NULL;
      g_autoptr(PerchBallsortResult) result = NULL;
      g_auto(GStrv) moves = NULL;

      g_assert_no_error (error);
      text = perch_ballsort_level_to_string (level);
      result = perch_ballsort_solve_quickly (level, PERCH_BALLSORT_MODEL_BALL,
                                             PERCH_BALLSORT_DEFAULT_BUDGET, NULL, NULL);
      g_assert_cmpint (result->status, ==, PERCH_BALLSORT_STATUS_SOLVED);
      g_assert_false (result->optimal);
      moves = moves_to_strv (result->moves);
      g_assert_true (checker_replay (text, (const char * const *) moves, result->moves->len,
                                     FALSE));
    }
}

static void
test_builtin_levels (void)
{
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  const PerchBallsortBuiltin *levels;
  guint n, previous = 0;

  levels = perch_ballsort_builtin_levels (&n);
  g_assert_cmpuint (n, >=, 8);
  g_assert_nonnull (perch_ballsort_builtin_find ("puzzle-106"));
  g_assert_null (perch_ballsort_builtin_find ("no-such-level"));
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (g_hash_table_add (ids, (gpointer) levels[i].id));
      g_assert_cmpstr (levels[i].name, !=, "");

      /* Solvable in both rules, and from easy to hard in the ball model. */
      for (PerchBallsortModel model = PERCH_BALLSORT_MODEL_BALL;
           model <= PERCH_BALLSORT_MODEL_WATER; model++)
        {
          g_autoptr(PerchBallsortResult) result =
            solve_and_check (levels[i].text, model, PERCH_BALLSORT_DEFAULT_BUDGET);

          g_assert_cmpint (result->status, ==, PERCH_BALLSORT_STATUS_SOLVED);
          g_assert_true (result->optimal);
          if (model == PERCH_BALLSORT_MODEL_BALL)
            {
              g_assert_cmpuint (result->moves->len, >=, previous);
              previous = result->moves->len;
            }
        }
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ballsort/solver/spec-facts", test_spec_facts);
  g_test_add_func ("/ballsort/solver/handmade-levels", test_handmade_levels);
  g_test_add_func ("/ballsort/solver/budget-fallback", test_budget_fallback);
  g_test_add_func ("/ballsort/solver/cancel", test_cancel);
  g_test_add_func ("/ballsort/solver/progress", test_progress);
  g_test_add_func ("/ballsort/solver/deterministic", test_deterministic);
  g_test_add_func ("/ballsort/solver/bottle-order-irrelevant", test_bottle_order_irrelevant);
  g_test_add_func ("/ballsort/solver/next-best-move", test_next_best_move);
  g_test_add_func ("/ballsort/solver/lower-bound", test_lower_bound);
  g_test_add_func ("/ballsort/solver/large-levels", test_large_levels);
  g_test_add_func ("/ballsort/solver/builtin-levels", test_builtin_levels);

  return g_test_run ();
}
