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

#define CHECKER_MAX_BOTTLES 32

typedef struct
{
  GPtrArray *bottles[CHECKER_MAX_BOTTLES];  /* of char *, bottom first */
  guint      n_bottles;
  guint      capacity;
} CheckerLevel;

static void
checker_level_clear (CheckerLevel *level)
{
  for (guint b = 0; b < level->n_bottles; b++)
    g_ptr_array_unref (level->bottles[b]);
}

static void
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

static const char *
checker_top (GPtrArray *bottle)
{
  return bottle->len == 0 ? NULL : g_ptr_array_index (bottle, bottle->len - 1);
}

/* Applies "A>B"; FALSE if the move is malformed or illegal. */
static gboolean
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

static gboolean
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
static gboolean
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
