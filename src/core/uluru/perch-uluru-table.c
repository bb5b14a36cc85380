/* perch-uluru-table.c: the score sheet of a table's game, as a session the page observes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Undo keeps the saved text before each step (the sheet's text form is small), so
 * undoing is reading it back. The optima are cached by the wishes' text; the worker
 * looks for the missing ones from the main loop, never from a load.
 */
#define G_LOG_DOMAIN "perch-uluru"

#include <string.h>

#include "perch-uluru-solver.h"
#include "perch-uluru-table.h"

#define MAX_UNDO 100

struct _PerchUluruTable
{
  GObject               parent_instance;

  PerchUluruScoresheet *sheet;
  GPtrArray            *undo;      /* of char *: the saved text before each step */
  GHashTable           *optima;    /* deal text -> GUINT_TO_POINTER (optimum + 1) */
  PerchWorker          *worker;
  GArray               *searching; /* of PerchUluruDeal: what the worker looks at */
  guint                 search_id;
};

G_DEFINE_FINAL_TYPE (PerchUluruTable, perch_uluru_table, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_CAN_UNDO,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  CHANGED,
  OPTIMA_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The optima */

static gboolean
deal_is_complete (const PerchUluruDeal *deal)
{
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    if (deal->wishes[b].n_cards == 0)
      return FALSE;
  return TRUE;
}

static gpointer
optima_job (gpointer        data,
            PerchProgress  *progress,
            GError        **error)
{
  GArray *deals = data;
  GArray *optima = g_array_sized_new (FALSE, FALSE, sizeof (guint), deals->len);

  for (guint i = 0; i < deals->len; i++)
    {
      g_autoptr(PerchUluruSolution) solution = NULL;

      solution = perch_uluru_solve (&g_array_index (deals, PerchUluruDeal, i),
                                    PERCH_ULURU_MODE_PARTIAL, FALSE, progress, error);
      if (solution == NULL)
        {
          g_array_unref (optima);
          return NULL;
        }
      g_array_append_val (optima, solution->penalty);
    }
  return optima;
}

static void schedule_search (PerchUluruTable *self);

/* The wishes whose optimum is not known, once each. */
static GArray *
missing_deals (PerchUluruTable *self)
{
  GArray *deals = g_array_new (FALSE, FALSE, sizeof (PerchUluruDeal));
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint n_rounds = perch_uluru_scoresheet_n_rounds (self->sheet);

  for (guint r = 0; r <= n_rounds; r++)
    {
      const PerchUluruDeal *deal = r < n_rounds
                                   ? perch_uluru_scoresheet_round_deal (self->sheet, r)
                                   : perch_uluru_scoresheet_current_deal (self->sheet);
      char *text;

      if (deal == NULL || !deal_is_complete (deal))
        continue;
      text = perch_uluru_deal_to_string (deal);
      if (g_hash_table_contains (self->optima, text) || g_hash_table_contains (seen, text))
        {
          g_free (text);
          continue;
        }
      g_hash_table_add (seen, text);
      g_array_append_val (deals, *deal);
    }
  return deals;
}

static void
on_optima_found (gpointer      result,
                 const GError *error,
                 gpointer      user_data)
{
  PerchUluruTable *self = user_data;
  GArray *optima = result;
  g_autoptr(GArray) deals = g_steal_pointer (&self->searching);

  if (error != NULL)
    g_warning ("The optima of the score sheet could not be found: %s", error->message);
  else
    for (guint i = 0; i < optima->len; i++)
      g_hash_table_insert (self->optima,
                           perch_uluru_deal_to_string (&g_array_index (deals, PerchUluruDeal, i)),
                           GUINT_TO_POINTER (g_array_index (optima, guint, i) + 1));
  g_clear_pointer (&optima, g_array_unref);

  g_signal_emit (self, signals[OPTIMA_CHANGED], 0);
  /* Rounds may have come while it searched. */
  schedule_search (self);
}

static gboolean
search_optima (gpointer user_data)
{
  PerchUluruTable *self = user_data;
  GArray *deals;

  self->search_id = 0;
  if (perch_worker_is_busy (self->worker))
    return G_SOURCE_REMOVE;
  deals = missing_deals (self);
  if (deals->len == 0)
    {
      g_array_unref (deals);
      return G_SOURCE_REMOVE;
    }
  /* The job only reads them; the table keeps which deals it asked about. */
  g_clear_pointer (&self->searching, g_array_unref);
  self->searching = g_array_ref (deals);
  perch_worker_run (self->worker, optima_job, deals, (GDestroyNotify) g_array_unref,
                    (GDestroyNotify) g_array_unref, NULL, on_optima_found, self);
  return G_SOURCE_REMOVE;
}

static void
schedule_search (PerchUluruTable *self)
{
  if (self->search_id == 0)
    self->search_id = g_idle_add_full (G_PRIORITY_DEFAULT, search_optima, self, NULL);
}

/**
 * perch_uluru_table_get_optimum:
 *
 * Returns: the fewest minus points any placement gets for @deal by the official rules,
 * or %PERCH_ULURU_OPTIMUM_UNKNOWN while it is looked for (or a bird has no card)
 */
guint
perch_uluru_table_get_optimum (PerchUluruTable      *self,
                               const PerchUluruDeal *deal)
{
  g_autofree char *text = NULL;
  gpointer found;

  g_return_val_if_fail (PERCH_IS_ULURU_TABLE (self), PERCH_ULURU_OPTIMUM_UNKNOWN);
  g_return_val_if_fail (deal != NULL, PERCH_ULURU_OPTIMUM_UNKNOWN);

  text = perch_uluru_deal_to_string (deal);
  found = g_hash_table_lookup (self->optima, text);
  return found != NULL ? GPOINTER_TO_UINT (found) - 1 : PERCH_ULURU_OPTIMUM_UNKNOWN;
}

/* Changes */

static void
changed (PerchUluruTable *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
  schedule_search (self);
}

/* Before a step that undo can take back. */
static void
remember (PerchUluruTable *self)
{
  gboolean could_undo = self->undo->len > 0;

  if (self->undo->len >= MAX_UNDO)
    g_ptr_array_remove_index (self->undo, 0);
  g_ptr_array_add (self->undo, perch_uluru_scoresheet_to_text (self->sheet));
  if (!could_undo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
}

/* Takes back the step remember() was called for: it changed nothing after all. */
static void
forget (PerchUluruTable *self)
{
  g_ptr_array_remove_index (self->undo, self->undo->len - 1);
  if (self->undo->len == 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
}

static void
replace_sheet (PerchUluruTable      *self,
               PerchUluruScoresheet *sheet)
{
  perch_uluru_scoresheet_free (self->sheet);
  self->sheet = sheet;
}

const PerchUluruScoresheet *
perch_uluru_table_get_sheet (PerchUluruTable *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_TABLE (self), NULL);

  return self->sheet;
}

/* Adds a player at the end; @error says why @name cannot be taken. */
gboolean
perch_uluru_table_add_player (PerchUluruTable  *self,
                              const char       *name,
                              GError          **error)
{
  g_return_val_if_fail (PERCH_IS_ULURU_TABLE (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  remember (self);
  if (!perch_uluru_scoresheet_add_player (self->sheet, name, error))
    {
      forget (self);
      return FALSE;
    }
  changed (self);
  return TRUE;
}

gboolean
perch_uluru_table_rename_player (PerchUluruTable  *self,
                                 guint             player,
                                 const char       *name,
                                 GError          **error)
{
  g_return_val_if_fail (PERCH_IS_ULURU_TABLE (self), FALSE);
  g_return_val_if_fail (player < perch_uluru_scoresheet_n_players (self->sheet), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  remember (self);
  if (!perch_uluru_scoresheet_rename_player (self->sheet, player, name, error))
    {
      forget (self);
      return FALSE;
    }
  changed (self);
  return TRUE;
}

/* Removes a player and their points from every round (undo brings them back). */
void
perch_uluru_table_remove_player (PerchUluruTable *self,
                                 guint            player)
{
  g_return_if_fail (PERCH_IS_ULURU_TABLE (self));
  g_return_if_fail (player < perch_uluru_scoresheet_n_players (self->sheet));

  remember (self);
  perch_uluru_scoresheet_remove_player (self->sheet, player);
  changed (self);
}

/* The round being scored holds @deal: it starts, or keeps its placements with these
 * wishes. Not a step to undo: the wishes are the page's. */
void
perch_uluru_table_set_deal (PerchUluruTable      *self,
                            const PerchUluruDeal *deal)
{
  const PerchUluruDeal *current;
  guint n_players;
  g_autofree PerchUluruPlacement *placements = NULL;
  g_autofree gboolean *entered = NULL;

  g_return_if_fail (PERCH_IS_ULURU_TABLE (self));
  g_return_if_fail (deal != NULL);

  current = perch_uluru_scoresheet_current_deal (self->sheet);
  if (current != NULL && memcmp (current, deal, sizeof *deal) == 0)
    return;

  n_players = perch_uluru_scoresheet_n_players (self->sheet);
  placements = g_new0 (PerchUluruPlacement, MAX (n_players, 1));
  entered = g_new0 (gboolean, MAX (n_players, 1));
  for (guint p = 0; current != NULL && p < n_players; p++)
    {
      const PerchUluruPlacement *placement = perch_uluru_scoresheet_placement (self->sheet, p);

      entered[p] = placement != NULL;
      if (placement != NULL)
        placements[p] = *placement;
    }
  perch_uluru_scoresheet_start_round (self->sheet, deal);
  for (guint p = 0; p < n_players; p++)
    if (entered[p])
      perch_uluru_scoresheet_set_placement (self->sheet, p, &placements[p]);
  changed (self);
}

/* Enters @player's placement in the round being scored (NULL takes it back). */
void
perch_uluru_table_set_placement (PerchUluruTable           *self,
                                 guint                      player,
                                 const PerchUluruPlacement *placement)
{
  const PerchUluruPlacement *old;

  g_return_if_fail (PERCH_IS_ULURU_TABLE (self));
  g_return_if_fail (perch_uluru_scoresheet_current_deal (self->sheet) != NULL);
  g_return_if_fail (player < perch_uluru_scoresheet_n_players (self->sheet));
  g_return_if_fail (placement == NULL || perch_uluru_placement_is_valid (placement));

  old = perch_uluru_scoresheet_placement (self->sheet, player);
  if ((old == NULL && placement == NULL)
      || (old != NULL && placement != NULL && memcmp (old, placement, sizeof *old) == 0))
    return;

  remember (self);
  perch_uluru_scoresheet_set_placement (self->sheet, player, placement);
  changed (self);
}

/* Adds the round being scored to the finished ones; @error says what is missing. */
gboolean
perch_uluru_table_finish_round (PerchUluruTable  *self,
                                GError          **error)
{
  g_return_val_if_fail (PERCH_IS_ULURU_TABLE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  remember (self);
  if (!perch_uluru_scoresheet_finish_round (self->sheet, error))
    {
      forget (self);
      return FALSE;
    }
  changed (self);
  return TRUE;
}

/* How many rounds the game lasts; 0 for no set number. */
void
perch_uluru_table_set_rounds_to_play (PerchUluruTable *self,
                                      guint            rounds)
{
  g_return_if_fail (PERCH_IS_ULURU_TABLE (self));

  rounds = MIN (rounds, PERCH_ULURU_MAX_ROUNDS);
  if (rounds == perch_uluru_scoresheet_rounds_to_play (self->sheet))
    return;
  remember (self);
  perch_uluru_scoresheet_set_rounds_to_play (self->sheet, rounds);
  changed (self);
}

/* No rounds played yet, and a fresh round with the same wishes; the players stay. */
void
perch_uluru_table_new_game (PerchUluruTable *self)
{
  PerchUluruScoresheet *sheet;
  const PerchUluruDeal *current;

  g_return_if_fail (PERCH_IS_ULURU_TABLE (self));

  remember (self);
  sheet = perch_uluru_scoresheet_new ();
  for (guint p = 0; p < perch_uluru_scoresheet_n_players (self->sheet); p++)
    if (!perch_uluru_scoresheet_add_player (sheet,
                                            perch_uluru_scoresheet_player_name (self->sheet, p),
                                            NULL))
      g_assert_not_reached ();
  perch_uluru_scoresheet_set_rounds_to_play (sheet,
                                             perch_uluru_scoresheet_rounds_to_play (self->sheet));
  current = perch_uluru_scoresheet_current_deal (self->sheet);
  if (current != NULL)
    perch_uluru_scoresheet_start_round (sheet, current);
  replace_sheet (self, sheet);
  changed (self);
}

gboolean
perch_uluru_table_can_undo (PerchUluruTable *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_TABLE (self), FALSE);

  return self->undo->len > 0;
}

/* Takes back the last step; the round being scored keeps the page's wishes. */
gboolean
perch_uluru_table_undo (PerchUluruTable *self)
{
  g_autofree char *text = NULL;
  PerchUluruScoresheet *sheet;
  PerchUluruDeal current;
  gboolean has_current;

  g_return_val_if_fail (PERCH_IS_ULURU_TABLE (self), FALSE);

  if (self->undo->len == 0)
    return FALSE;

  text = g_ptr_array_steal_index (self->undo, self->undo->len - 1);
  sheet = perch_uluru_scoresheet_new_from_text (text, -1, NULL);
  g_return_val_if_fail (sheet != NULL, FALSE);

  has_current = perch_uluru_scoresheet_current_deal (self->sheet) != NULL;
  if (has_current)
    current = *perch_uluru_scoresheet_current_deal (self->sheet);
  replace_sheet (self, sheet);
  if (self->undo->len == 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (has_current)
    perch_uluru_table_set_deal (self, &current);
  changed (self);
  return TRUE;
}

/* Saving and loading */

char *
perch_uluru_table_save (PerchUluruTable *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_TABLE (self), NULL);

  return perch_uluru_scoresheet_to_text (self->sheet);
}

/* The first @n_lines lines of @text (@length bytes). */
static gsize
lines_length (const char *text,
              gsize       length,
              guint       n_lines)
{
  gsize end = 0;

  for (guint i = 0; i < n_lines && end < length; i++)
    {
      const char *newline = memchr (text + end, '\n', length - end);

      end = newline != NULL ? (gsize) (newline - text) + 1 : length;
    }
  return end;
}

/**
 * perch_uluru_table_load:
 * @error: what could not be read, as "line N: ..."
 *
 * Replaces the score sheet with @text's. On a mistake it keeps the lines before it
 * when they make a score sheet (else the table stays as it was). Undo starts afresh.
 * Returns: whether all of @text was read
 */
gboolean
perch_uluru_table_load (PerchUluruTable  *self,
                        const char       *text,
                        gssize            length,
                        GError          **error)
{
  g_autoptr(GError) local_error = NULL;
  PerchUluruScoresheet *sheet;
  guint line;

  g_return_val_if_fail (PERCH_IS_ULURU_TABLE (self), FALSE);
  g_return_val_if_fail (text != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (length < 0)
    length = strlen (text);
  sheet = perch_uluru_scoresheet_new_from_text (text, length, &local_error);
  line = sheet == NULL ? perch_uluru_error_line (local_error) : 0;
  if (sheet == NULL && line > 1)
    sheet = perch_uluru_scoresheet_new_from_text (text, lines_length (text, length, line - 1),
                                                  NULL);

  if (sheet != NULL)
    {
      replace_sheet (self, sheet);
      if (self->undo->len > 0)
        {
          g_ptr_array_set_size (self->undo, 0);
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
        }
      changed (self);
    }

  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  return TRUE;
}

/* The object */

PerchUluruTable *
perch_uluru_table_new (void)
{
  return g_object_new (PERCH_TYPE_ULURU_TABLE, NULL);
}

static void
perch_uluru_table_dispose (GObject *object)
{
  PerchUluruTable *self = PERCH_ULURU_TABLE (object);

  g_clear_handle_id (&self->search_id, g_source_remove);
  if (self->worker != NULL)
    perch_worker_cancel (self->worker);
  g_clear_object (&self->worker);

  G_OBJECT_CLASS (perch_uluru_table_parent_class)->dispose (object);
}

static void
perch_uluru_table_finalize (GObject *object)
{
  PerchUluruTable *self = PERCH_ULURU_TABLE (object);

  g_clear_pointer (&self->sheet, perch_uluru_scoresheet_free);
  g_clear_pointer (&self->undo, g_ptr_array_unref);
  g_clear_pointer (&self->optima, g_hash_table_unref);
  g_clear_pointer (&self->searching, g_array_unref);

  G_OBJECT_CLASS (perch_uluru_table_parent_class)->finalize (object);
}

static void
perch_uluru_table_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  PerchUluruTable *self = PERCH_ULURU_TABLE (object);

  switch (prop_id)
    {
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, perch_uluru_table_can_undo (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
perch_uluru_table_class_init (PerchUluruTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = perch_uluru_table_dispose;
  object_class->finalize = perch_uluru_table_finalize;
  object_class->get_property = perch_uluru_table_get_property;

  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * PerchUluruTable::changed:
   *
   * The score sheet changed, and with it the saved text (perch_uluru_table_save()).
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * PerchUluruTable::optima-changed:
   *
   * More optima are known (perch_uluru_table_get_optimum()).
   */
  signals[OPTIMA_CHANGED] = g_signal_new ("optima-changed", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 0);
}

static void
perch_uluru_table_init (PerchUluruTable *self)
{
  self->sheet = perch_uluru_scoresheet_new ();
  self->undo = g_ptr_array_new_with_free_func (g_free);
  self->optima = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->worker = perch_worker_new ();
}
