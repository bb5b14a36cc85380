/* perch-logic-marks.c: the user's marks on the logic grid, and what a pen fills
 *
 * What is known is worked out anew from the marks at each change (a pen's work: a few
 * hundred marks at most), so a mark taken back takes back what the pen filled after it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "perch-logic-marks.h"

#include <string.h>

struct _PerchLogicMarks
{
  const PerchLogicPuzzle *puzzle;
  const PerchLogicGrid   *grid;
  GArray                 *facts;    /* of PerchLogicFact: the user's marks, in order */
  GArray                 *cells;    /* of guint: the cell of each */
  GPtrArray              *kept;     /* of char *: lines that are no mark here */
  PerchLogicFacts        *known;    /* the marks and what the pen filled */
  int                    *mark_of;  /* per cell: the user's mark there, or -1 */
  guint8                 *shown;    /* per cell: a PerchLogicMark */
};

G_DEFINE_QUARK (perch-logic-marks-error-quark, perch_logic_marks_error)

/* What is known from @facts (the user's marks), or NULL when the pen finds a contradiction
 * (then @failed, if not NULL, is the mark it found it at). */
static PerchLogicFacts *
work_out (const PerchLogicMarks *marks,
          GArray                *facts,
          guint                 *failed)
{
  g_autoptr(PerchLogicFacts) known = perch_logic_facts_new (marks->puzzle);

  for (guint i = 0; i < facts->len; i++)
    if (!perch_logic_facts_add (known, &g_array_index (facts, PerchLogicFact, i)))
      {
        if (failed != NULL)
          *failed = i;
        return NULL;
      }
  return g_steal_pointer (&known);
}

/* Takes @known (worked out from the marks) and shows it. */
static void
show (PerchLogicMarks *marks,
      PerchLogicFacts *known)
{
  guint n_cells = perch_logic_grid_get_n_cells (marks->grid);

  perch_logic_facts_free (marks->known);
  marks->known = known;
  for (guint c = 0; c < n_cells; c++)
    {
      marks->mark_of[c] = -1;
      switch (perch_logic_facts_lookup (known, perch_logic_grid_get_fact (marks->grid, c)))
        {
        case PERCH_LOGIC_CELL_YES:
          marks->shown[c] = PERCH_LOGIC_MARK_PEN_YES;
          break;
        case PERCH_LOGIC_CELL_NO:
          marks->shown[c] = PERCH_LOGIC_MARK_PEN_NO;
          break;
        case PERCH_LOGIC_CELL_BLANK:
        default:
          marks->shown[c] = PERCH_LOGIC_MARK_BLANK;
          break;
        }
    }
  for (guint i = 0; i < marks->facts->len; i++)
    {
      guint cell = g_array_index (marks->cells, guint, i);

      marks->mark_of[cell] = (int) i;
      marks->shown[cell] = g_array_index (marks->facts, PerchLogicFact, i).equal
                           ? PERCH_LOGIC_MARK_YES : PERCH_LOGIC_MARK_NO;
    }
}

/* One line of the text: its facts become marks, or it is kept as it is. */
static void
read_line (PerchLogicMarks *marks,
           const char      *line)
{
  g_autoptr(GArray) facts = perch_logic_fact_list_parse (marks->puzzle, line, NULL, NULL, NULL);

  for (guint f = 0; facts != NULL && f < facts->len; f++)
    {
      const PerchLogicFact *fact = &g_array_index (facts, PerchLogicFact, f);
      guint cell;

      if (!perch_logic_grid_find (marks->grid, fact, &cell) || marks->mark_of[cell] >= 0 ||
          !perch_logic_facts_add (marks->known, fact))
        {
          g_ptr_array_add (marks->kept, perch_logic_fact_to_string (marks->puzzle, fact));
          continue;
        }
      marks->mark_of[cell] = (int) marks->facts->len;
      g_array_append_val (marks->facts, *fact);
      g_array_append_val (marks->cells, cell);
    }
  if (facts == NULL)
    g_ptr_array_add (marks->kept, g_strdup (line));
}

PerchLogicMarks *
perch_logic_marks_new (const PerchLogicPuzzle *puzzle,
                       const PerchLogicGrid   *grid,
                       const char             *text)
{
  PerchLogicMarks *marks;
  guint n_cells;

  g_return_val_if_fail (puzzle != NULL && grid != NULL, NULL);

  n_cells = perch_logic_grid_get_n_cells (grid);
  marks = g_new0 (PerchLogicMarks, 1);
  marks->puzzle = puzzle;
  marks->grid = grid;
  marks->facts = g_array_new (FALSE, FALSE, sizeof (PerchLogicFact));
  marks->cells = g_array_new (FALSE, FALSE, sizeof (guint));
  marks->kept = g_ptr_array_new_with_free_func (g_free);
  marks->known = perch_logic_facts_new (puzzle);
  marks->mark_of = g_new (int, MAX (n_cells, 1));
  marks->shown = g_new0 (guint8, MAX (n_cells, 1));
  for (guint c = 0; c < n_cells; c++)
    marks->mark_of[c] = -1;

  if (text != NULL)
    {
      g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

      for (guint l = 0; lines[l] != NULL; l++)
        {
          g_strstrip (lines[l]);
          if (lines[l][0] != '\0')
            read_line (marks, lines[l]);
        }
    }
  show (marks, g_steal_pointer (&marks->known));
  return marks;
}

void
perch_logic_marks_free (PerchLogicMarks *marks)
{
  if (marks == NULL)
    return;
  g_array_unref (marks->facts);
  g_array_unref (marks->cells);
  g_ptr_array_unref (marks->kept);
  perch_logic_facts_free (marks->known);
  g_free (marks->mark_of);
  g_free (marks->shown);
  g_free (marks);
}

char *
perch_logic_marks_to_text (const PerchLogicMarks *marks)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (marks != NULL, NULL);

  for (guint i = 0; i < marks->facts->len; i++)
    {
      g_autofree char *fact = perch_logic_fact_to_string (marks->puzzle,
                                                          &g_array_index (marks->facts,
                                                                          PerchLogicFact, i));

      g_string_append_printf (text, "%s\n", fact);
    }
  for (guint i = 0; i < marks->kept->len; i++)
    g_string_append_printf (text, "%s\n", (const char *) g_ptr_array_index (marks->kept, i));
  return g_string_free (text, FALSE);
}

const PerchLogicGrid *
perch_logic_marks_get_grid (const PerchLogicMarks *marks)
{
  g_return_val_if_fail (marks != NULL, NULL);

  return marks->grid;
}

PerchLogicMark
perch_logic_marks_get (const PerchLogicMarks *marks,
                       guint                  cell)
{
  g_return_val_if_fail (marks != NULL, PERCH_LOGIC_MARK_BLANK);
  g_return_val_if_fail (cell < perch_logic_grid_get_n_cells (marks->grid),
                        PERCH_LOGIC_MARK_BLANK);

  return marks->shown[cell];
}

const PerchLogicFact *
perch_logic_marks_get_facts (const PerchLogicMarks *marks,
                             guint                 *n_facts)
{
  g_return_val_if_fail (marks != NULL && n_facts != NULL, NULL);

  *n_facts = marks->facts->len;
  return (const PerchLogicFact *) (gpointer) marks->facts->data;
}

guint
perch_logic_marks_get_cell (const PerchLogicMarks *marks,
                            guint                  i)
{
  g_return_val_if_fail (marks != NULL && i < marks->cells->len, 0);

  return g_array_index (marks->cells, guint, i);
}

gboolean
perch_logic_marks_is_complete (const PerchLogicMarks *marks)
{
  g_return_val_if_fail (marks != NULL, FALSE);

  for (guint c = 0; c < perch_logic_grid_get_n_cells (marks->grid); c++)
    if (marks->shown[c] == PERCH_LOGIC_MARK_BLANK)
      return FALSE;
  return TRUE;
}

gboolean
perch_logic_marks_set (PerchLogicMarks  *marks,
                       guint             cell,
                       PerchLogicMark    mark,
                       GError          **error)
{
  g_autoptr(GArray) facts = NULL;
  g_autoptr(GArray) cells = NULL;
  PerchLogicFacts *known;
  int old;

  g_return_val_if_fail (marks != NULL, FALSE);
  g_return_val_if_fail (cell < perch_logic_grid_get_n_cells (marks->grid), FALSE);
  g_return_val_if_fail (mark == PERCH_LOGIC_MARK_BLANK || mark == PERCH_LOGIC_MARK_NO ||
                        mark == PERCH_LOGIC_MARK_YES, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  old = marks->mark_of[cell];
  if (marks->shown[cell] == mark)
    return TRUE;
  if (old < 0 && marks->shown[cell] != PERCH_LOGIC_MARK_BLANK)
    {
      g_set_error (error, PERCH_LOGIC_MARKS_ERROR, PERCH_LOGIC_MARKS_ERROR_PEN,
                   "the cell follows from the other marks");
      return FALSE;
    }

  facts = g_array_copy (marks->facts);
  cells = g_array_copy (marks->cells);
  if (old >= 0)
    {
      g_array_remove_index (facts, (guint) old);
      g_array_remove_index (cells, (guint) old);
    }
  if (mark != PERCH_LOGIC_MARK_BLANK)
    {
      PerchLogicFact fact = *perch_logic_grid_get_fact (marks->grid, cell);

      fact.equal = mark == PERCH_LOGIC_MARK_YES;
      g_array_append_val (facts, fact);
      g_array_append_val (cells, cell);
    }
  known = work_out (marks, facts, NULL);
  if (known == NULL)
    {
      g_set_error (error, PERCH_LOGIC_MARKS_ERROR, PERCH_LOGIC_MARKS_ERROR_CONTRADICTION,
                   "the mark contradicts the other marks");
      return FALSE;
    }
  g_array_unref (marks->facts);
  g_array_unref (marks->cells);
  marks->facts = g_steal_pointer (&facts);
  marks->cells = g_steal_pointer (&cells);
  show (marks, known);
  return TRUE;
}

gboolean
perch_logic_marks_cycle (PerchLogicMarks  *marks,
                         guint             cell,
                         GError          **error)
{
  g_autoptr(GError) refused = NULL;

  g_return_val_if_fail (marks != NULL, FALSE);
  g_return_val_if_fail (cell < perch_logic_grid_get_n_cells (marks->grid), FALSE);

  switch (marks->shown[cell])
    {
    case PERCH_LOGIC_MARK_BLANK:
      if (perch_logic_marks_set (marks, cell, PERCH_LOGIC_MARK_NO, &refused))
        return TRUE;
      g_clear_error (&refused);
      return perch_logic_marks_set (marks, cell, PERCH_LOGIC_MARK_YES, error);
    case PERCH_LOGIC_MARK_NO:
      if (perch_logic_marks_set (marks, cell, PERCH_LOGIC_MARK_YES, NULL))
        return TRUE;
      return perch_logic_marks_set (marks, cell, PERCH_LOGIC_MARK_BLANK, error);
    case PERCH_LOGIC_MARK_YES:
      return perch_logic_marks_set (marks, cell, PERCH_LOGIC_MARK_BLANK, error);
    case PERCH_LOGIC_MARK_PEN_NO:
    case PERCH_LOGIC_MARK_PEN_YES:
    default:
      return perch_logic_marks_set (marks, cell, PERCH_LOGIC_MARK_BLANK, error);
    }
}

guint
perch_logic_marks_add (PerchLogicMarks      *marks,
                       const PerchLogicFact *facts,
                       guint                 n_facts)
{
  guint added = 0;

  g_return_val_if_fail (marks != NULL && (facts != NULL || n_facts == 0), 0);

  for (guint f = 0; f < n_facts; f++)
    {
      PerchLogicMark mark = facts[f].equal ? PERCH_LOGIC_MARK_YES : PERCH_LOGIC_MARK_NO;
      guint cell;

      /* Only blank cells: one shown already (by the user or the pen) stays as it is. */
      if (perch_logic_grid_find (marks->grid, &facts[f], &cell) &&
          marks->shown[cell] == PERCH_LOGIC_MARK_BLANK &&
          perch_logic_marks_set (marks, cell, mark, NULL))
        added++;
    }
  return added;
}

void
perch_logic_marks_clear (PerchLogicMarks *marks)
{
  g_return_if_fail (marks != NULL);

  g_array_set_size (marks->facts, 0);
  g_array_set_size (marks->cells, 0);
  g_ptr_array_set_size (marks->kept, 0);
  show (marks, perch_logic_facts_new (marks->puzzle));
}
