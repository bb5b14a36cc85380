/* perch-logic-grid-jobs.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "perch-logic-grid-jobs.h"

#include "perch-logic-marks.h"

static void
grid_step_free (gpointer data)
{
  PerchLogicGridStep *step = data;

  g_array_unref (step->lines);
  g_array_unref (step->cells);
  g_array_unref (step->marks);
  g_array_unref (step->derives);
  g_free (step->text);
  g_free (step);
}

/* The step in cells of @grid: what it finds in full marks, what a pen fills after it in the
 * pen's. */
static PerchLogicGridStep *
grid_step_new (const PerchLogicPuzzle *puzzle,
               const PerchLogicGrid   *grid,
               const PerchLogicStep   *step)
{
  PerchLogicGridStep *cells = g_new0 (PerchLogicGridStep, 1);
  g_autoptr(GHashTable) found = g_hash_table_new (NULL, NULL);

  cells->lines = g_array_copy (step->clues);
  cells->cells = g_array_new (FALSE, FALSE, sizeof (guint));
  cells->marks = g_array_new (FALSE, FALSE, sizeof (guint8));
  cells->derives = g_array_copy (step->derives);
  cells->text = perch_logic_step_to_text (puzzle, step, TRUE);
  for (guint d = 0; d < step->derives->len; d++)
    {
      guint cell;

      if (perch_logic_grid_find (grid, &g_array_index (step->derives, PerchLogicFact, d), &cell))
        g_hash_table_add (found, GUINT_TO_POINTER (cell + 1));
    }
  for (guint f = 0; f < step->fills->len; f++)
    {
      const PerchLogicFact *fill = &g_array_index (step->fills, PerchLogicFact, f);
      gboolean pen;
      guint8 mark;
      guint cell;

      if (!perch_logic_grid_find (grid, fill, &cell))
        continue;
      pen = !g_hash_table_contains (found, GUINT_TO_POINTER (cell + 1));
      mark = fill->equal ? (pen ? PERCH_LOGIC_MARK_PEN_YES : PERCH_LOGIC_MARK_YES)
                         : (pen ? PERCH_LOGIC_MARK_PEN_NO : PERCH_LOGIC_MARK_NO);
      g_array_append_val (cells->cells, cell);
      g_array_append_val (cells->marks, mark);
    }
  return cells;
}

PerchLogicGridJobInput *
perch_logic_grid_job_input_new (PerchLogicGridJobKind  kind,
                                const char            *puzzle_text,
                                const char            *marks_text)
{
  PerchLogicGridJobInput *input = g_new0 (PerchLogicGridJobInput, 1);

  input->kind = kind;
  input->puzzle_text = g_strdup (puzzle_text);
  input->marks_text = g_strdup (marks_text);
  return input;
}

void
perch_logic_grid_job_input_free (gpointer data)
{
  PerchLogicGridJobInput *input = data;

  g_free (input->puzzle_text);
  g_free (input->marks_text);
  g_free (input);
}

void
perch_logic_grid_job_output_free (gpointer data)
{
  PerchLogicGridJobOutput *output = data;

  g_clear_pointer (&output->steps, g_ptr_array_unref);
  g_clear_pointer (&output->wrong, g_array_unref);
  g_free (output);
}

/* Check: whether the marks fit, and which are wrong on their own, as cells. */
static gboolean
check_marks (PerchLogicGridJobOutput *output,
             const PerchLogicPuzzle  *puzzle,
             const PerchLogicMarks   *marks,
             PerchProgress           *progress,
             GError                 **error)
{
  g_autoptr(GArray) wrong = NULL;
  const PerchLogicFact *facts;
  guint n;

  facts = perch_logic_marks_get_facts (marks, &n);
  if (!perch_logic_check (puzzle, facts, n, progress, &output->check, &wrong, error))
    return FALSE;
  output->checked = TRUE;
  output->wrong = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < wrong->len; i++)
    {
      guint cell = perch_logic_marks_get_cell (marks, g_array_index (wrong, guint, i));

      g_array_append_val (output->wrong, cell);
    }
  return TRUE;
}

gpointer
perch_logic_grid_job_run (gpointer        data,
                          PerchProgress  *progress,
                          GError        **error)
{
  PerchLogicGridJobInput *input = data;
  g_autoptr(PerchLogicPuzzle) puzzle = NULL;
  g_autoptr(PerchLogicGrid) grid = NULL;
  g_autoptr(PerchLogicMarks) marks = NULL;
  g_autoptr(GError) local_error = NULL;
  PerchLogicGridJobOutput *output;
  gint64 start = g_get_monotonic_time ();

  puzzle = perch_logic_puzzle_parse (input->puzzle_text, NULL, error);
  if (puzzle == NULL)
    return NULL;
  grid = perch_logic_grid_new (puzzle);
  if (grid == NULL)
    {
      g_set_error (error, PERCH_LOGIC_EXPLAIN_ERROR, PERCH_LOGIC_EXPLAIN_ERROR_UNSUPPORTED,
                   "the puzzle has no logic grid");
      return NULL;
    }
  marks = perch_logic_marks_new (puzzle, grid, input->marks_text);
  output = g_new0 (PerchLogicGridJobOutput, 1);
  output->kind = input->kind;
  output->steps = g_ptr_array_new_with_free_func (grid_step_free);
  output->complete = perch_logic_marks_is_complete (marks);

  switch (input->kind)
    {
    case PERCH_LOGIC_GRID_JOB_EXPLAIN:
      {
        g_autoptr(PerchLogicExplanation) explanation = NULL;

        explanation = perch_logic_explain (puzzle, NULL, 0, progress, &local_error);
        if (explanation == NULL)
          break;
        for (guint s = 0; s < explanation->steps->len; s++)
          g_ptr_array_add (output->steps,
                           grid_step_new (puzzle, grid, g_ptr_array_index (explanation->steps,
                                                                           s)));
        output->status = explanation->status;
        output->limited = explanation->limited;
        break;
      }
    case PERCH_LOGIC_GRID_JOB_HINT:
      {
        g_autoptr(PerchLogicStep) step = NULL;
        const PerchLogicFact *facts;
        guint n;

        facts = perch_logic_marks_get_facts (marks, &n);
        step = perch_logic_explain_next (puzzle, facts, n, progress, &local_error);
        if (step != NULL)
          g_ptr_array_add (output->steps, grid_step_new (puzzle, grid, step));
        /* Marks that contradict the clues get no hint: Check says which they are. */
        else if (g_error_matches (local_error, PERCH_LOGIC_EXPLAIN_ERROR,
                                  PERCH_LOGIC_EXPLAIN_ERROR_CONTRADICTION))
          {
            g_clear_error (&local_error);
            check_marks (output, puzzle, marks, progress, &local_error);
          }
        break;
      }
    case PERCH_LOGIC_GRID_JOB_CHECK:
    default:
      check_marks (output, puzzle, marks, progress, &local_error);
      break;
    }
  if (local_error != NULL)
    {
      perch_logic_grid_job_output_free (output);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  output->ms = (g_get_monotonic_time () - start) / 1000.0;
  return output;
}
