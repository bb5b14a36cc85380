/* ballsort-checker.h: an independent referee for Ball Sort solutions in tests
 *
 * It reads the level text on its own (bottles of colour names, top first) and
 * applies moves by the rules as the spec states them, sharing no code with
 * the back end, so that a solver bug cannot hide behind a parser or rules bug.
 */
#pragma once

#include <glib.h>
#include <stdio.h>
#include <string.h>

#define CHECKER_MAX_BOTTLES 64

typedef struct
{
  GPtrArray *bottles[CHECKER_MAX_BOTTLES];  /* of char *, bottom first */
  guint      n_bottles;
  guint      capacity;
} CheckerLevel;

static inline void
checker_level_clear (CheckerLevel *level)
{
  for (guint b = 0; b < level->n_bottles; b++)
    g_ptr_array_unref (level->bottles[b]);
}

static inline void
checker_level_read (CheckerLevel *level,
                    const char   *text)
{
  g_auto(GStrv) parts = g_strsplit (text, "|", -1);
  g_autoptr(GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);
  guint total = 0;

  memset (level, 0, sizeof *level);
  for (guint b = 0; parts[b] != NULL; b++)
    {
      g_auto(GStrv) balls = g_strsplit_set (g_strstrip (parts[b]), " ", -1);
      GPtrArray *bottle = g_ptr_array_new_with_free_func (g_free);

      g_assert_cmpuint (b, <, CHECKER_MAX_BOTTLES);
      for (int i = (int) g_strv_length (balls) - 1; i >= 0; i--)
        if (balls[i][0] != '\0' && strcmp (balls[i], "-") != 0)
          {
            g_ptr_array_add (bottle, g_strdup (balls[i]));
            total++;
          }
      level->bottles[level->n_bottles++] = bottle;
    }
  /* Every colour has capacity balls. */
  for (guint b = 0; b < level->n_bottles; b++)
    for (guint i = 0; i < level->bottles[b]->len; i++)
      {
        char *ball = g_ptr_array_index (level->bottles[b], i);
        guint count = GPOINTER_TO_UINT (g_hash_table_lookup (counts, ball));

        g_hash_table_insert (counts, ball, GUINT_TO_POINTER (count + 1));
      }
  level->capacity = total / g_hash_table_size (counts);
}

static inline const char *
checker_top (GPtrArray *bottle)
{
  return bottle->len == 0 ? NULL : g_ptr_array_index (bottle, bottle->len - 1);
}

/* Applies "A>B"; FALSE if the move is malformed or illegal. */
static inline gboolean
checker_apply (CheckerLevel *level,
               const char   *move,
               gboolean      water)
{
  guint from, to, moved = 0;
  GPtrArray *source, *target;
  const char *colour;

  if (sscanf (move, "%u>%u", &from, &to) != 2)
    return FALSE;
  if (from < 1 || to < 1 || from > level->n_bottles || to > level->n_bottles || from == to)
    return FALSE;
  source = level->bottles[from - 1];
  target = level->bottles[to - 1];
  colour = checker_top (source);
  if (colour == NULL || target->len >= level->capacity)
    return FALSE;
  if (target->len > 0 && strcmp (checker_top (target), colour) != 0)
    return FALSE;

  do
    {
      char *ball = g_ptr_array_steal_index (source, source->len - 1);

      g_ptr_array_add (target, ball);
      moved++;
    }
  while (water && source->len > 0 && target->len < level->capacity &&
         strcmp (checker_top (source), checker_top (target)) == 0);
  return moved > 0;
}

static inline gboolean
checker_is_solved (const CheckerLevel *level)
{
  for (guint b = 0; b < level->n_bottles; b++)
    {
      GPtrArray *bottle = level->bottles[b];

      if (bottle->len == 0)
        continue;
      if (bottle->len != level->capacity)
        return FALSE;
      for (guint i = 1; i < bottle->len; i++)
        if (strcmp (g_ptr_array_index (bottle, i), g_ptr_array_index (bottle, 0)) != 0)
          return FALSE;
    }
  return TRUE;
}

/* TRUE if every move is legal and the level ends solved. */
static inline gboolean
checker_replay (const char         *level_text,
                const char * const *moves,
                guint               n_moves,
                gboolean            water)
{
  CheckerLevel level;
  gboolean ok = TRUE;

  checker_level_read (&level, level_text);
  for (guint i = 0; i < n_moves && ok; i++)
    ok = checker_apply (&level, moves[i], water);
  ok = ok && checker_is_solved (&level);
  checker_level_clear (&level);
  return ok;
}

/* A plain breadth-first search, the reference the solver's optima are held
 * against (small levels only: every position is kept). A position is a
 * string of fixed-width bottles ('.' for a free place, bottom first),
 * compared with its bottles sorted. */
typedef struct
{
  guint n_bottles;
  guint capacity;
} CheckerShape;

static inline int
checker_compare_bottles (gconstpointer a,
                         gconstpointer b,
                         gpointer      user_data)
{
  return memcmp (a, b, GPOINTER_TO_UINT (user_data));
}

static inline char *
checker_canonical (const CheckerShape *shape,
                   const char         *position)
{
  char *sorted = g_strdup (position);

  g_qsort_with_data (sorted, shape->n_bottles, shape->capacity, checker_compare_bottles,
                     GUINT_TO_POINTER (shape->capacity));
  return sorted;
}

static inline guint
checker_height (const CheckerShape *shape,
                const char         *position,
                guint               bottle)
{
  guint h = 0;

  while (h < shape->capacity && position[bottle * shape->capacity + h] != '.')
    h++;
  return h;
}

static inline gboolean
checker_shape_solved (const CheckerShape *shape,
                      const char         *position)
{
  for (guint b = 0; b < shape->n_bottles; b++)
    {
      const char *bottle = position + b * shape->capacity;
      guint h = checker_height (shape, position, b);

      if (h != 0 && h != shape->capacity)
        return FALSE;
      for (guint i = 1; i < h; i++)
        if (bottle[i] != bottle[0])
          return FALSE;
    }
  return TRUE;
}

/* The fewest moves that solve @text, or -1 when nothing does. */
static inline int
checker_shortest (const char *text,
                  gboolean    water)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) layer = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  CheckerLevel level;
  CheckerShape shape;
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
  g_hash_table_add (seen, checker_canonical (&shape, start));

  for (int depth = 0; layer->len > 0; depth++)
    {
      g_autoptr(GPtrArray) next = g_ptr_array_new_with_free_func (g_free);

      for (guint i = 0; i < layer->len; i++)
        {
          const char *position = g_ptr_array_index (layer, i);

          if (checker_shape_solved (&shape, position))
            {
              checker_level_clear (&level);
              return depth;
            }
          for (guint from = 0; from < shape.n_bottles; from++)
            for (guint to = 0; to < shape.n_bottles; to++)
              {
                guint hf = checker_height (&shape, position, from), ht = checker_height (&shape, position, to);
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

                key = checker_canonical (&shape, after);
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
