/* perch-logic-grid.c: the classic logic grid, laid out
 *
 * Categories are numbered as the staircase takes them: 0 is the first group (down the left
 * in band 0), 1 the values (across the top in band 0), 2 and up the other groups in the
 * order of the text. With k categories there are k - 1 bands each way: across the top the
 * categories 1 to k - 1, down the left 0, then k - 1 down to 2; row band r and column band
 * c meet when r + c < k - 1. Cells are numbered block by block (row bands first), row by
 * row inside a block.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "perch-logic-grid.h"

#include "perch-logic-facts-private.h"

struct _PerchLogicGrid
{
  guint               n_categories;
  PerchLogicCategory *categories;
  guint               size;          /* bands each way: n_categories - 1 */
  guint              *block_start;   /* size * size: the first cell of each block */
  GArray             *facts;         /* of PerchLogicFact, per cell */
  guint               n_names;
  int                *category_of;   /* per name: its category, or -1 (a value) */
  guint              *item_of;       /* per name: its place in its category */
  gint                min;           /* the value of item 0 of the values */
};

static guint
row_category (const PerchLogicGrid *grid,
              guint                 band)
{
  return band == 0 ? 0 : grid->n_categories - band;
}

static guint
column_category (guint band)
{
  return band + 1;
}

/* The band a category has down the left or across the top, or -1. */
static int
row_band (const PerchLogicGrid *grid,
          guint                 category)
{
  if (category == 0)
    return 0;
  return category >= 2 ? (int) (grid->n_categories - category) : -1;
}

static int
column_band (guint category)
{
  return category >= 1 ? (int) category - 1 : -1;
}

static void
category_clear (PerchLogicCategory *category)
{
  g_free (category->title);
  g_strfreev (category->items);
}

static void
category_set_group (PerchLogicCategory     *category,
                    const PerchLogicPuzzle *puzzle,
                    const PerchLogicGroup  *group)
{
  category->title = g_strdup (group->name);
  category->n_items = group->members->len;
  category->items = g_new0 (char *, group->members->len + 1);
  for (guint m = 0; m < group->members->len; m++)
    category->items[m] = g_strdup (g_ptr_array_index (puzzle->names,
                                                      g_array_index (group->members, guint, m)));
}

/* The values, by the names of the first group in order where it has one. */
static void
category_set_values (PerchLogicCategory     *category,
                     const PerchLogicPuzzle *puzzle,
                     gint64                  min,
                     gint64                  max)
{
  const PerchLogicGroup *titles = NULL;

  for (guint g = 0; g < puzzle->groups->len && titles == NULL; g++)
    {
      const PerchLogicGroup *group = g_ptr_array_index (puzzle->groups, g);

      if (group->ordered)
        titles = group;
    }
  category->values = TRUE;
  category->title = titles != NULL ? g_strdup (titles->name) : NULL;
  category->n_items = (guint) (max - min + 1);
  category->items = g_new0 (char *, category->n_items + 1);
  for (guint v = 0; v < category->n_items; v++)
    category->items[v] = titles != NULL && v < titles->members->len
                         ? g_strdup (g_ptr_array_index (puzzle->names,
                                                        g_array_index (titles->members, guint, v)))
                         : g_strdup_printf ("%" G_GINT64_FORMAT, min + v);
}

PerchLogicGrid *
perch_logic_grid_new (const PerchLogicPuzzle *puzzle)
{
  g_autoptr(PerchLogicGrid) grid = NULL;
  g_autoptr(GPtrArray) groups = NULL;
  const PerchLogicGroup *first;
  guint64 n_cells = 0;

  g_return_val_if_fail (puzzle != NULL, NULL);

  if (!perch_logic_puzzle_fits_grid (puzzle))
    return NULL;
  first = g_ptr_array_index (puzzle->groups, 0);
  if (first->max - first->min >= PERCH_LOGIC_FACTS_VALUES_MAX)
    return NULL;
  groups = g_ptr_array_new ();
  for (guint g = 0; g < puzzle->groups->len; g++)
    {
      const PerchLogicGroup *group = g_ptr_array_index (puzzle->groups, g);

      if (!group->ordered)
        g_ptr_array_add (groups, (gpointer) group);
    }
  if (groups->len == 0)
    return NULL;

  grid = g_new0 (PerchLogicGrid, 1);
  grid->n_categories = groups->len + 1;
  grid->size = grid->n_categories - 1;
  grid->min = (gint) first->min;
  grid->categories = g_new0 (PerchLogicCategory, grid->n_categories);
  grid->n_names = puzzle->names->len;
  grid->category_of = g_new (int, MAX (grid->n_names, 1));
  grid->item_of = g_new0 (guint, MAX (grid->n_names, 1));
  for (guint x = 0; x < grid->n_names; x++)
    grid->category_of[x] = -1;
  for (guint c = 0, g = 0; c < grid->n_categories; c++)
    {
      const PerchLogicGroup *group;

      if (c == 1)
        {
          category_set_values (&grid->categories[c], puzzle, first->min, first->max);
          continue;
        }
      group = g_ptr_array_index (groups, g++);
      category_set_group (&grid->categories[c], puzzle, group);
      for (guint m = 0; m < group->members->len; m++)
        {
          guint name = g_array_index (group->members, guint, m);

          grid->category_of[name] = (int) c;
          grid->item_of[name] = m;
        }
    }

  /* Count before laying out: a huge grid costs nothing. */
  for (guint r = 0; r < grid->size; r++)
    for (guint c = 0; c + r < grid->size; c++)
      n_cells += (guint64) grid->categories[row_category (grid, r)].n_items *
                 grid->categories[column_category (c)].n_items;
  if (n_cells > PERCH_LOGIC_GRID_MAX_CELLS)
    return NULL;

  grid->block_start = g_new0 (guint, grid->size * grid->size);
  grid->facts = g_array_sized_new (FALSE, FALSE, sizeof (PerchLogicFact), (guint) n_cells);
  for (guint r = 0; r < grid->size; r++)
    for (guint c = 0; c + r < grid->size; c++)
      {
        const PerchLogicCategory *across = &grid->categories[column_category (c)];
        guint row_group = row_category (grid, r);
        const PerchLogicGroup *down = g_ptr_array_index (groups, row_group == 0 ? 0
                                                                               : row_group - 1);
        const PerchLogicGroup *top = across->values
                                     ? NULL : g_ptr_array_index (groups, column_category (c) - 1);

        grid->block_start[r * grid->size + c] = grid->facts->len;
        for (guint i = 0; i < down->members->len; i++)
          for (guint j = 0; j < across->n_items; j++)
            {
              PerchLogicFact fact = { g_array_index (down->members, guint, i),
                                      PERCH_LOGIC_FACT_VALUE, 0, TRUE };

              if (top != NULL)
                fact.other = g_array_index (top->members, guint, j);
              else
                fact.value = grid->min + (gint) j;
              g_array_append_val (grid->facts, fact);
            }
      }
  return g_steal_pointer (&grid);
}

void
perch_logic_grid_free (PerchLogicGrid *grid)
{
  if (grid == NULL)
    return;
  for (guint c = 0; c < grid->n_categories; c++)
    category_clear (&grid->categories[c]);
  g_free (grid->categories);
  g_free (grid->block_start);
  if (grid->facts != NULL)
    g_array_unref (grid->facts);
  g_free (grid->category_of);
  g_free (grid->item_of);
  g_free (grid);
}

guint
perch_logic_grid_get_size (const PerchLogicGrid *grid)
{
  g_return_val_if_fail (grid != NULL, 0);

  return grid->size;
}

const PerchLogicCategory *
perch_logic_grid_get_row (const PerchLogicGrid *grid,
                          guint                 band)
{
  g_return_val_if_fail (grid != NULL && band < grid->size, NULL);

  return &grid->categories[row_category (grid, band)];
}

const PerchLogicCategory *
perch_logic_grid_get_column (const PerchLogicGrid *grid,
                             guint                 band)
{
  g_return_val_if_fail (grid != NULL && band < grid->size, NULL);

  return &grid->categories[column_category (band)];
}

gboolean
perch_logic_grid_has_block (const PerchLogicGrid *grid,
                            guint                 row,
                            guint                 column)
{
  g_return_val_if_fail (grid != NULL, FALSE);

  return row < grid->size && column < grid->size && row + column < grid->size;
}

guint
perch_logic_grid_get_n_cells (const PerchLogicGrid *grid)
{
  g_return_val_if_fail (grid != NULL, 0);

  return grid->facts->len;
}

gboolean
perch_logic_grid_get_cell (const PerchLogicGrid *grid,
                           guint                 row,
                           guint                 column,
                           guint                 i,
                           guint                 j,
                           guint                *cell)
{
  guint width;

  g_return_val_if_fail (grid != NULL, FALSE);

  if (!perch_logic_grid_has_block (grid, row, column))
    return FALSE;
  width = grid->categories[column_category (column)].n_items;
  if (i >= grid->categories[row_category (grid, row)].n_items || j >= width)
    return FALSE;
  if (cell != NULL)
    *cell = grid->block_start[row * grid->size + column] + i * width + j;
  return TRUE;
}

void
perch_logic_grid_locate (const PerchLogicGrid *grid,
                         guint                 cell,
                         guint                *row,
                         guint                *column,
                         guint                *i,
                         guint                *j)
{
  g_return_if_fail (grid != NULL && cell < grid->facts->len);

  /* The last block that starts at or before the cell. */
  for (guint r = grid->size; r-- > 0;)
    for (guint c = grid->size - r; c-- > 0;)
      {
        guint start = grid->block_start[r * grid->size + c];
        guint width = grid->categories[column_category (c)].n_items;
        guint height = grid->categories[row_category (grid, r)].n_items;

        if (cell < start || cell >= start + width * height)
          continue;
        if (row != NULL)
          *row = r;
        if (column != NULL)
          *column = c;
        if (i != NULL)
          *i = (cell - start) / width;
        if (j != NULL)
          *j = (cell - start) % width;
        return;
      }
  g_return_if_reached ();
}

const PerchLogicFact *
perch_logic_grid_get_fact (const PerchLogicGrid *grid,
                           guint                 cell)
{
  g_return_val_if_fail (grid != NULL && cell < grid->facts->len, NULL);

  return &g_array_index (grid->facts, PerchLogicFact, cell);
}

/* The cell where category @a's item @i meets category @b's item @j, either way round. */
static gboolean
meet (const PerchLogicGrid *grid,
      guint                 a,
      guint                 i,
      guint                 b,
      guint                 j,
      guint                *cell)
{
  int row = row_band (grid, a), column = column_band (b);

  if (row >= 0 && column >= 0 && perch_logic_grid_has_block (grid, (guint) row, (guint) column))
    return perch_logic_grid_get_cell (grid, (guint) row, (guint) column, i, j, cell);
  row = row_band (grid, b);
  column = column_band (a);
  if (row >= 0 && column >= 0 && perch_logic_grid_has_block (grid, (guint) row, (guint) column))
    return perch_logic_grid_get_cell (grid, (guint) row, (guint) column, j, i, cell);
  return FALSE;
}

gboolean
perch_logic_grid_find (const PerchLogicGrid *grid,
                       const PerchLogicFact *fact,
                       guint                *cell)
{
  int a, b;

  g_return_val_if_fail (grid != NULL && fact != NULL, FALSE);

  if (fact->name >= grid->n_names || grid->category_of[fact->name] < 0)
    return FALSE;
  a = grid->category_of[fact->name];
  if (fact->other == PERCH_LOGIC_FACT_VALUE)
    {
      gint64 j = (gint64) fact->value - grid->min;

      if (j < 0 || j >= grid->categories[1].n_items)
        return FALSE;
      return meet (grid, (guint) a, grid->item_of[fact->name], 1, (guint) j, cell);
    }
  if (fact->other >= grid->n_names || grid->category_of[fact->other] < 0)
    return FALSE;
  b = grid->category_of[fact->other];
  if (a == b)
    return FALSE;
  return meet (grid, (guint) a, grid->item_of[fact->name], (guint) b,
               grid->item_of[fact->other], cell);
}
