/* perch-ballsort-game.c: one game of Ball Sort, its history, its solution and its hint
 *
 * Its saved text is written and read in perch-ballsort-game-text.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-ballsort"

#include "perch-ballsort-game-private.h"

#include <stdio.h>
#include <string.h>

#include "perch-ballsort-builtin.h"
#include "perch-ballsort-difficulty.h"
#include "perch-ballsort-file.h"

/* A move's text is "A>B" with numbers of one or two digits; anything much longer
 * is not looked at closer. */
#define MAX_MOVE_TEXT 12
/* A level's name is shown in one line: longer ones are cut. */
#define MAX_NAME_CHARS 200

G_DEFINE_ENUM_TYPE (PerchBallsortModel, perch_ballsort_model,
                    G_DEFINE_ENUM_VALUE (PERCH_BALLSORT_MODEL_BALL, "ball"),
                    G_DEFINE_ENUM_VALUE (PERCH_BALLSORT_MODEL_WATER, "water"))

G_DEFINE_ENUM_TYPE (PerchBallsortSource, perch_ballsort_source,
                    G_DEFINE_ENUM_VALUE (PERCH_BALLSORT_SOURCE_BUILTIN, "builtin"),
                    G_DEFINE_ENUM_VALUE (PERCH_BALLSORT_SOURCE_RANDOM, "random"),
                    G_DEFINE_ENUM_VALUE (PERCH_BALLSORT_SOURCE_TYPED, "typed"),
                    G_DEFINE_ENUM_VALUE (PERCH_BALLSORT_SOURCE_PASTED, "pasted"),
                    G_DEFINE_ENUM_VALUE (PERCH_BALLSORT_SOURCE_NAMED, "named"),
                    G_DEFINE_ENUM_VALUE (PERCH_BALLSORT_SOURCE_DIFFICULTY, "difficulty"),
                    G_DEFINE_ENUM_VALUE (PERCH_BALLSORT_SOURCE_DAILY, "daily"))

G_DEFINE_ENUM_TYPE (PerchBallsortFinding, perch_ballsort_finding,
                    G_DEFINE_ENUM_VALUE (PERCH_BALLSORT_FINDING_NONE, "none"),
                    G_DEFINE_ENUM_VALUE (PERCH_BALLSORT_FINDING_UNSOLVABLE, "unsolvable"),
                    G_DEFINE_ENUM_VALUE (PERCH_BALLSORT_FINDING_TOO_LARGE, "too-large"))

G_DEFINE_QUARK (perch-ballsort-game-error-quark, perch_ballsort_game_error)

typedef PerchBallsortStep Step;

struct _PerchBallsortGame
{
  GObject                 parent_instance;

  PerchBallsortGameState  state;           /* what the saved text holds */
  guint                   serial;          /* counts new levels, for notify::source and ::name */

  gboolean                last_is_move;    /* the last change of position was one move */
  PerchBallsortMove       last_move;
  guint                   last_amount;
};

G_DEFINE_FINAL_TYPE (PerchBallsortGame, perch_ballsort_game, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_LEVEL,
  PROP_SOURCE,
  PROP_NAME,
  PROP_MODEL,
  PROP_MOVES,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_CAN_RESTART,
  PROP_SOLUTION_LENGTH,
  PROP_SOLUTION_POSITION,
  PROP_HINT,
  PROP_FINDING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  CHANGED,
  SOLVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Steps */

/* A level's name as kept: "" for none, cut if very long, and on one line with no space
 * around it, so that the saved text reads back the same. */
char *
perch_ballsort_name_dup (const char *name)
{
  g_autofree char *valid = NULL;
  char *kept;

  if (name == NULL)
    return g_strdup ("");
  valid = g_utf8_make_valid (name, -1);
  kept = g_utf8_strlen (valid, -1) > MAX_NAME_CHARS ? g_utf8_substring (valid, 0, MAX_NAME_CHARS)
                                                    : g_strdup (valid);
  return g_strstrip (g_strdelimit (kept, "\r\n", ' '));
}

/* A history entry: @level (taken) reached after @moves moves, under @model. */
PerchBallsortStep *
perch_ballsort_step_new (PerchBallsortLevel *level,
                         guint               moves,
                         PerchBallsortModel  model)
{
  Step *step = g_new0 (Step, 1);

  step->level = level;
  step->moves = moves;
  step->model = model;
  return step;
}

/* The entry after @step that adds @n_bottles empty bottles: no move. */
PerchBallsortStep *
perch_ballsort_step_new_added (const PerchBallsortStep *step,
                               guint                    n_bottles)
{
  Step *next = perch_ballsort_step_new (perch_ballsort_level_add_empty (step->level, n_bottles),
                                        step->moves, step->model);

  next->added = n_bottles;
  return next;
}

/* The first entry of a history, or a restart: @start (copied), no moves. */
PerchBallsortStep *
perch_ballsort_step_new_start (const PerchBallsortLevel *start,
                               PerchBallsortModel        model)
{
  return perch_ballsort_step_new (perch_ballsort_level_copy (start), 0, model);
}

/* The entry after @step once the legal @move is played under @model. */
PerchBallsortStep *
perch_ballsort_step_after (const PerchBallsortStep *step,
                           PerchBallsortModel       model,
                           PerchBallsortMove        move)
{
  PerchBallsortLevel *level = perch_ballsort_level_apply (step->level, model, move, NULL);
  PerchBallsortStep *next;

  g_return_val_if_fail (level != NULL, NULL);
  next = perch_ballsort_step_new (level, step->moves + 1, model);
  next->move = move;
  next->amount = perch_ballsort_level_move_amount (step->level, model, move);
  return next;
}

void
perch_ballsort_step_free (gpointer data)
{
  Step *step = data;

  if (step == NULL)
    return;
  perch_ballsort_level_free (step->level);
  g_free (step);
}

static Step *
step_copy (const Step *step)
{
  Step *copy = g_memdup2 (step, sizeof *step);

  copy->level = perch_ballsort_level_copy (step->level);
  return copy;
}

static const Step *
current_step (PerchBallsortGame *self)
{
  return perch_history_current (self->state.history);
}

static const Step *
step_at (PerchBallsortGame *self,
         guint              position)
{
  return perch_history_state_at (self->state.history, position);
}

/* Whether levels from @source carry a name (an id, a date...). */
static gboolean
source_has_name (PerchBallsortSource source)
{
  return source == PERCH_BALLSORT_SOURCE_BUILTIN || source == PERCH_BALLSORT_SOURCE_NAMED ||
         source == PERCH_BALLSORT_SOURCE_DIFFICULTY || source == PERCH_BALLSORT_SOURCE_DAILY;
}

/* A date written YYYY-MM-DD, the name of a level of the day. */
static gboolean
is_iso_date (const char *text)
{
  guint year, month, day;
  char end;

  return strlen (text) == 10 && text[4] == '-' && text[7] == '-' &&
         sscanf (text, "%4u-%2u-%2u%c", &year, &month, &day, &end) == 3 &&
         g_date_valid_dmy (day, month, year);
}

/* Whether @name is right for @source: a built-in level's id, a difficulty's id
 * ("hard"), a date (YYYY-MM-DD) for the level of the day, any name for a named
 * level, and none for the others. */
gboolean
perch_ballsort_source_check_name (PerchBallsortSource  source,
                                  const char          *name)
{
  PerchBallsortDifficulty difficulty;

  switch (source)
    {
    case PERCH_BALLSORT_SOURCE_BUILTIN:
      return name != NULL && perch_ballsort_builtin_find (name) != NULL;
    case PERCH_BALLSORT_SOURCE_NAMED:
      return TRUE;
    case PERCH_BALLSORT_SOURCE_DIFFICULTY:
      return name != NULL && perch_ballsort_difficulty_from_string (name, &difficulty);
    case PERCH_BALLSORT_SOURCE_DAILY:
      return name != NULL && is_iso_date (name);
    case PERCH_BALLSORT_SOURCE_RANDOM:
    case PERCH_BALLSORT_SOURCE_TYPED:
    case PERCH_BALLSORT_SOURCE_PASTED:
    default:
      return name == NULL || *name == '\0';
    }
}

/* Whether @position can be reached in @start's level: the same colours and bottles
 * (or more bottles: empty ones may have been added). */
gboolean
perch_ballsort_level_same_kind (const PerchBallsortLevel *start,
                                const PerchBallsortLevel *position)
{
  if (start->n_bottles > position->n_bottles || start->capacity != position->capacity ||
      start->n_colours != position->n_colours)
    return FALSE;
  for (guint c = 0; c < position->n_colours; c++)
    if (!g_strv_contains ((const char * const *) start->colours, position->colours[c]))
      return FALSE;
  return TRUE;
}

/* Every change goes between begin() and end(): end() notifies what changed and
 * emits "changed" once. */

typedef struct
{
  gconstpointer        step;
  guint                moves;
  guint                serial;
  PerchBallsortModel   model;
  gboolean             can_undo;
  gboolean             can_redo;
  gboolean             can_restart;
  gconstpointer        solution;
  guint                solution_position;
  gboolean             has_hint;
  PerchBallsortMove    hint;
  PerchBallsortFinding finding;
  guint                history_length;
} Snapshot;

static void
snapshot_take (PerchBallsortGame *self,
               Snapshot          *snapshot)
{
  memset (snapshot, 0, sizeof *snapshot);   /* compared with memcmp() */
  snapshot->step = current_step (self);
  snapshot->moves = current_step (self)->moves;
  snapshot->serial = self->serial;
  snapshot->model = self->state.model;
  snapshot->can_undo = perch_ballsort_game_can_undo (self);
  snapshot->can_redo = perch_ballsort_game_can_redo (self);
  snapshot->can_restart = perch_ballsort_game_can_restart (self);
  snapshot->solution = self->state.solution;
  snapshot->solution_position = self->state.solution != NULL
                                ? perch_solution_position (self->state.solution) : 0;
  snapshot->has_hint = self->state.has_hint;
  snapshot->hint = self->state.has_hint ? self->state.hint : (PerchBallsortMove) { 0, 0 };
  snapshot->finding = perch_ballsort_game_get_finding (self);
  snapshot->history_length = perch_history_length (self->state.history);
}

static void
begin (PerchBallsortGame *self,
       Snapshot          *before)
{
  snapshot_take (self, before);
  self->last_is_move = FALSE;
  g_object_freeze_notify (G_OBJECT (self));
}

static void
end (PerchBallsortGame *self,
     const Snapshot    *before)
{
  GObject *object = G_OBJECT (self);
  Snapshot after;
  gboolean changed;

  snapshot_take (self, &after);
  /* A new level frees the old steps, so a step's address alone could repeat. */
  if (after.step != before->step || after.serial != before->serial)
    g_object_notify_by_pspec (object, properties[PROP_LEVEL]);
  if (after.moves != before->moves)
    g_object_notify_by_pspec (object, properties[PROP_MOVES]);
  if (after.serial != before->serial)
    {
      g_object_notify_by_pspec (object, properties[PROP_SOURCE]);
      g_object_notify_by_pspec (object, properties[PROP_NAME]);
    }
  if (after.model != before->model)
    g_object_notify_by_pspec (object, properties[PROP_MODEL]);
  if (after.can_undo != before->can_undo)
    g_object_notify_by_pspec (object, properties[PROP_CAN_UNDO]);
  if (after.can_redo != before->can_redo)
    g_object_notify_by_pspec (object, properties[PROP_CAN_REDO]);
  if (after.can_restart != before->can_restart)
    g_object_notify_by_pspec (object, properties[PROP_CAN_RESTART]);
  if (after.solution != before->solution)
    g_object_notify_by_pspec (object, properties[PROP_SOLUTION_LENGTH]);
  if (after.solution != before->solution || after.solution_position != before->solution_position)
    g_object_notify_by_pspec (object, properties[PROP_SOLUTION_POSITION]);
  if (after.has_hint != before->has_hint || after.hint.from != before->hint.from ||
      after.hint.to != before->hint.to)
    g_object_notify_by_pspec (object, properties[PROP_HINT]);
  if (after.finding != before->finding)
    g_object_notify_by_pspec (object, properties[PROP_FINDING]);

  changed = memcmp (&after, before, sizeof after) != 0;
  g_object_thaw_notify (object);
  if (changed)
    g_signal_emit (self, signals[CHANGED], 0);
}

/* The solution and the hint */

static void
drop_solution (PerchBallsortGame *self)
{
  g_clear_pointer (&self->state.solution, perch_solution_free);
}

static void
forget_finding (PerchBallsortGame *self)
{
  g_clear_pointer (&self->state.finding_level, perch_ballsort_level_free);
  self->state.finding = PERCH_BALLSORT_FINDING_NONE;
}

static gboolean
next_solution_move (PerchBallsortGame *self,
                    PerchBallsortMove *move)
{
  const char *next;

  if (self->state.solution == NULL)
    return FALSE;
  next = perch_solution_next_move (self->state.solution);
  return next != NULL &&
         perch_ballsort_move_parse (next, current_step (self)->level->n_bottles, move, NULL);
}

/* After any change of position: the solution stays if the position is on it (and
 * its cursor moves there), and goes otherwise; the hint is the solution's next
 * move, or nothing. */
static void
after_position_change (PerchBallsortGame *self)
{
  guint position = perch_history_position (self->state.history);
  const PerchBallsortLevel *level = current_step (self)->level;

  self->state.has_hint = FALSE;
  if (self->state.solution == NULL)
    return;
  if (position < self->state.solution_base ||
      position - self->state.solution_base > perch_solution_n_moves (self->state.solution) ||
      !perch_ballsort_level_equal (perch_solution_state_at (self->state.solution,
                                                            position - self->state.solution_base),
                                   level))
    {
      drop_solution (self);
      return;
    }
  perch_solution_seek (self->state.solution, position - self->state.solution_base);
  self->state.has_hint = next_solution_move (self, &self->state.hint);
}

/* The history */

/* Appends @step after the current position (dropping what could be redone). A
 * history at its longest loses its older half; a solution that started there goes. */
static void
push_step (PerchBallsortGame *self,
           const char        *move,
           Step              *step)
{
  guint position = perch_history_position (self->state.history);

  if (position + 1 >= PERCH_BALLSORT_GAME_MAX_HISTORY)
    {
      guint cut = position / 2;
      g_autoptr(PerchHistory) kept = perch_history_new (step_copy (step_at (self, cut)),
                                                        perch_ballsort_step_free);

      for (guint i = cut + 1; i <= position; i++)
        perch_history_push (kept, perch_history_move_at (self->state.history, i),
                            step_copy (step_at (self, i)));
      perch_history_free (self->state.history);
      self->state.history = g_steal_pointer (&kept);
      if (self->state.solution != NULL && self->state.solution_base < cut)
        drop_solution (self);
      else if (self->state.solution != NULL)
        self->state.solution_base -= cut;
    }
  perch_history_push (self->state.history, move, step);
}

/* Plays a legal move under the game's rules. */
static void
push_move (PerchBallsortGame *self,
           PerchBallsortMove  move)
{
  g_autofree char *text = perch_ballsort_move_to_string (move);
  Step *step = perch_ballsort_step_after (current_step (self), self->state.model, move);

  g_return_if_fail (step != NULL);
  self->last_is_move = TRUE;
  self->last_move = move;
  self->last_amount = step->amount;
  push_step (self, text, step);
}

static void
reset_history (PerchBallsortGame *self,
               Step              *first)
{
  if (self->state.history == NULL)
    self->state.history = perch_history_new (first, perch_ballsort_step_free);
  else
    perch_history_reset (self->state.history, first);
}

/* Properties */

static void
perch_ballsort_game_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  PerchBallsortGame *self = PERCH_BALLSORT_GAME (object);

  switch (prop_id)
    {
    case PROP_LEVEL:
      g_value_set_pointer (value, (gpointer) perch_ballsort_game_get_level (self));
      break;
    case PROP_SOURCE:
      g_value_set_enum (value, self->state.source);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->state.name);
      break;
    case PROP_MODEL:
      g_value_set_enum (value, self->state.model);
      break;
    case PROP_MOVES:
      g_value_set_uint (value, perch_ballsort_game_get_moves (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, perch_ballsort_game_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, perch_ballsort_game_can_redo (self));
      break;
    case PROP_CAN_RESTART:
      g_value_set_boolean (value, perch_ballsort_game_can_restart (self));
      break;
    case PROP_SOLUTION_LENGTH:
      g_value_set_uint (value, perch_ballsort_game_get_solution_length (self));
      break;
    case PROP_SOLUTION_POSITION:
      g_value_set_uint (value, perch_ballsort_game_get_solution_position (self));
      break;
    case PROP_HINT:
      g_value_take_string (value, self->state.has_hint
                                  ? perch_ballsort_move_to_string (self->state.hint) : NULL);
      break;
    case PROP_FINDING:
      g_value_set_enum (value, perch_ballsort_game_get_finding (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
perch_ballsort_game_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  PerchBallsortGame *self = PERCH_BALLSORT_GAME (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      perch_ballsort_game_set_model (self, g_value_get_enum (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
perch_ballsort_game_finalize (GObject *object)
{
  PerchBallsortGame *self = PERCH_BALLSORT_GAME (object);

  perch_ballsort_game_state_clear (&self->state);

  G_OBJECT_CLASS (perch_ballsort_game_parent_class)->finalize (object);
}

static void
perch_ballsort_game_class_init (PerchBallsortGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = perch_ballsort_game_get_property;
  object_class->set_property = perch_ballsort_game_set_property;
  object_class->finalize = perch_ballsort_game_finalize;

  /* The position now (a const PerchBallsortLevel *). */
  properties[PROP_LEVEL] = g_param_spec_pointer ("level", NULL, NULL, flags);
  properties[PROP_SOURCE] =
    g_param_spec_enum ("source", NULL, NULL, PERCH_TYPE_BALLSORT_SOURCE,
                       PERCH_BALLSORT_SOURCE_BUILTIN, flags);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  properties[PROP_MODEL] =
    g_param_spec_enum ("model", NULL, NULL, PERCH_TYPE_BALLSORT_MODEL, PERCH_BALLSORT_MODEL_BALL,
                       flags | G_PARAM_WRITABLE);
  properties[PROP_MOVES] = g_param_spec_uint ("moves", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, flags);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, flags);
  properties[PROP_CAN_RESTART] = g_param_spec_boolean ("can-restart", NULL, NULL, FALSE, flags);
  properties[PROP_SOLUTION_LENGTH] =
    g_param_spec_uint ("solution-length", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_SOLUTION_POSITION] =
    g_param_spec_uint ("solution-position", NULL, NULL, 0, G_MAXUINT, 0, flags);
  /* The move pointed at, "A>B", or NULL. */
  properties[PROP_HINT] = g_param_spec_string ("hint", NULL, NULL, NULL, flags);
  properties[PROP_FINDING] =
    g_param_spec_enum ("finding", NULL, NULL, PERCH_TYPE_BALLSORT_FINDING,
                       PERCH_BALLSORT_FINDING_NONE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * PerchBallsortGame::changed:
   *
   * Emitted once after every change of anything the saved text holds (after the
   * notify:: signals of that change).
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * PerchBallsortGame::solved:
   *
   * Emitted when a move just played (by the player or by stepping through the
   * solution) solved the level; not for undo, redo or loading.
   */
  signals[SOLVED] = g_signal_new ("solved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
perch_ballsort_game_init (PerchBallsortGame *self)
{
  guint n;
  const PerchBallsortBuiltin *first = perch_ballsort_builtin_levels (&n);

  self->state.model = PERCH_BALLSORT_MODEL_BALL;
  self->state.source = PERCH_BALLSORT_SOURCE_BUILTIN;
  self->state.name = g_strdup (first->id);
  self->state.start = perch_ballsort_level_parse (first->text, NULL, NULL);
  g_assert (self->state.start != NULL);
  reset_history (self, perch_ballsort_step_new_start (self->state.start, self->state.model));
}

/**
 * perch_ballsort_game_new:
 *
 * Returns: (transfer full): a game of the first built-in level, ball rules.
 */
PerchBallsortGame *
perch_ballsort_game_new (void)
{
  return g_object_new (PERCH_TYPE_BALLSORT_GAME, NULL);
}

/* What is shown */

const PerchBallsortLevel *
perch_ballsort_game_get_start (PerchBallsortGame *self)
{
  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), NULL);

  return self->state.start;
}

/* The position now. */
const PerchBallsortLevel *
perch_ballsort_game_get_level (PerchBallsortGame *self)
{
  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), NULL);

  return current_step (self)->level;
}

PerchBallsortSource
perch_ballsort_game_get_source (PerchBallsortGame *self)
{
  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), PERCH_BALLSORT_SOURCE_BUILTIN);

  return self->state.source;
}

/* The built-in level's id or the level's own name (may be ""), or NULL for a
 * random, typed or pasted level. */
const char *
perch_ballsort_game_get_name (PerchBallsortGame *self)
{
  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), NULL);

  return self->state.name;
}

PerchBallsortModel
perch_ballsort_game_get_model (PerchBallsortGame *self)
{
  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), PERCH_BALLSORT_MODEL_BALL);

  return self->state.model;
}

/* Moves made since the level started or restarted. */
guint
perch_ballsort_game_get_moves (PerchBallsortGame *self)
{
  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), 0);

  return current_step (self)->moves;
}

gboolean
perch_ballsort_game_is_solved (PerchBallsortGame *self)
{
  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), FALSE);

  return perch_ballsort_level_is_solved (current_step (self)->level);
}

gboolean
perch_ballsort_game_can_undo (PerchBallsortGame *self)
{
  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), FALSE);

  return perch_history_can_undo (self->state.history);
}

gboolean
perch_ballsort_game_can_redo (PerchBallsortGame *self)
{
  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), FALSE);

  return perch_history_can_redo (self->state.history);
}

/* Whether a restart would change anything. */
gboolean
perch_ballsort_game_can_restart (PerchBallsortGame *self)
{
  const Step *now;

  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), FALSE);

  now = current_step (self);
  return now->moves > 0 || !perch_ballsort_level_equal (now->level, self->state.start);
}

/**
 * perch_ballsort_game_get_last_move:
 * @move: (out): the move that led to the position now (for an undo, the move
 *   backwards: from where the balls went back to where they came from)
 * @amount: (out): the balls it carried
 *
 * How the last change of position came about, for the page to animate it.
 * Returns: %TRUE if it was one move; %FALSE for a jump (a new level, a restart, a
 * seek along the solution, a load).
 */
gboolean
perch_ballsort_game_get_last_move (PerchBallsortGame *self,
                                   PerchBallsortMove *move,
                                   guint             *amount)
{
  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL && amount != NULL, FALSE);

  if (!self->last_is_move)
    return FALSE;
  *move = self->last_move;
  *amount = self->last_amount;
  return TRUE;
}

/* Starting a level */

/* Starts anew: @level (copied) with an empty history, no solution, no hint. */
static void
install_level (PerchBallsortGame        *self,
               const PerchBallsortLevel *level,
               PerchBallsortSource       source,
               const char               *name)
{
  g_autofree char *old_name = g_steal_pointer (&self->state.name);

  drop_solution (self);
  forget_finding (self);
  self->state.has_hint = FALSE;
  g_clear_pointer (&self->state.start, perch_ballsort_level_free);
  self->state.start = perch_ballsort_level_copy (level);
  self->state.source = source;
  self->state.name = source_has_name (source) ? perch_ballsort_name_dup (name) : NULL;
  self->serial++;
  reset_history (self, perch_ballsort_step_new_start (level, self->state.model));
}

/**
 * perch_ballsort_game_start:
 * @level: the level (copied)
 * @source: where it came from
 * @name: the built-in id for %PERCH_BALLSORT_SOURCE_BUILTIN, the name for
 *   %PERCH_BALLSORT_SOURCE_NAMED; ignored otherwise
 *
 * Starts @level with a new history (not undoable: another level is another game).
 */
void
perch_ballsort_game_start (PerchBallsortGame        *self,
                           const PerchBallsortLevel *level,
                           PerchBallsortSource       source,
                           const char               *name)
{
  Snapshot before;

  g_return_if_fail (PERCH_IS_BALLSORT_GAME (self));
  g_return_if_fail (level != NULL);
  g_return_if_fail (perch_ballsort_source_check_name (source, name));

  begin (self, &before);
  install_level (self, level, source, name);
  end (self, &before);
}

/* Starts the built-in level @id; FALSE if there is none. */
gboolean
perch_ballsort_game_start_builtin (PerchBallsortGame *self,
                                   const char        *id)
{
  const PerchBallsortBuiltin *builtin;
  g_autoptr(PerchBallsortLevel) level = NULL;

  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  builtin = perch_ballsort_builtin_find (id);
  if (builtin == NULL)
    return FALSE;
  level = perch_ballsort_level_parse (builtin->text, NULL, NULL);
  g_return_val_if_fail (level != NULL, FALSE);
  perch_ballsort_game_start (self, level, PERCH_BALLSORT_SOURCE_BUILTIN, builtin->id);
  return TRUE;
}

/**
 * perch_ballsort_game_open_text:
 * @contents: a level file's text, or text from the clipboard
 * @source: where it came from, when it does not name the level itself
 * @name: the name for %PERCH_BALLSORT_SOURCE_NAMED (such as the file's name)
 * @bad_line: (out) (optional): the level text that could not be read, for an editor
 * @error: %PERCH_BALLSORT_GAME_ERROR_NO_LEVEL, or the level's parse error
 *
 * Starts the first level in @contents; "ID :: " in front of it names it.
 */
gboolean
perch_ballsort_game_open_text (PerchBallsortGame   *self,
                               const char          *contents,
                               PerchBallsortSource  source,
                               const char          *name,
                               char               **bad_line,
                               GError             **error)
{
  g_autoptr(PerchBallsortFileEntry) entry = NULL;
  g_autoptr(GError) read_error = NULL;

  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), FALSE);
  g_return_val_if_fail (contents != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (bad_line != NULL)
    *bad_line = NULL;
  if (strlen (contents) > PERCH_BALLSORT_GAME_MAX_TEXT)
    {
      g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_INVALID,
                   "The text is too large to be a level");
      return FALSE;
    }
  entry = perch_ballsort_file_read_first (contents, -1, &read_error);
  if (entry == NULL)
    {
      g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_NO_LEVEL,
                   "No level found in the text");
      return FALSE;
    }
  if (entry->level == NULL)
    {
      if (bad_line != NULL)
        *bad_line = g_strdup (entry->text);
      g_propagate_error (error, g_steal_pointer (&entry->error));
      return FALSE;
    }
  if (entry->name != NULL)
    perch_ballsort_game_start (self, entry->level, PERCH_BALLSORT_SOURCE_NAMED, entry->name);
  else
    perch_ballsort_game_start (self, entry->level, source, name);
  return TRUE;
}

/**
 * perch_ballsort_game_to_file_text:
 * @title: the level's title as the user sees it
 *
 * Returns: (transfer full): a level file holding the position now, named @title.
 */
char *
perch_ballsort_game_to_file_text (PerchBallsortGame *self,
                                  const char        *title)
{
  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), NULL);
  g_return_val_if_fail (title != NULL, NULL);

  return perch_ballsort_file_write (title, perch_ballsort_game_get_level (self));
}

/* Playing */

/* The rules for the moves from now on. A solution, hint or finding was for the
 * other rules and goes. */
void
perch_ballsort_game_set_model (PerchBallsortGame  *self,
                               PerchBallsortModel  model)
{
  Snapshot before;

  g_return_if_fail (PERCH_IS_BALLSORT_GAME (self));
  g_return_if_fail (model == PERCH_BALLSORT_MODEL_BALL || model == PERCH_BALLSORT_MODEL_WATER);

  if (model == self->state.model)
    return;
  begin (self, &before);
  self->state.model = model;
  drop_solution (self);
  forget_finding (self);
  self->state.has_hint = FALSE;
  end (self, &before);
}

/* How many balls a move from @bottle takes under the rules now (the most, in
 * water rules, if the target has room): 0 when it is empty. */
guint
perch_ballsort_game_lift_count (PerchBallsortGame *self,
                                guint              bottle)
{
  const PerchBallsortLevel *level;

  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), 0);

  level = current_step (self)->level;
  g_return_val_if_fail (bottle < level->n_bottles, 0);

  if (level->heights[bottle] == 0)
    return 0;
  return self->state.model == PERCH_BALLSORT_MODEL_BALL ? 1
                                                   : perch_ballsort_level_top_run (level, bottle);
}

static void
play_legal (PerchBallsortGame *self,
            PerchBallsortMove  move)
{
  Snapshot before;

  begin (self, &before);
  push_move (self, move);
  after_position_change (self);
  end (self, &before);
  if (perch_ballsort_game_is_solved (self))
    g_signal_emit (self, signals[SOLVED], 0);
}

/**
 * perch_ballsort_game_play:
 * @move: the move
 *
 * Plays @move if the rules allow it. A move that is the solution's next one
 * advances it; any other drops it.
 * Returns: %PERCH_BALLSORT_VERDICT_LEGAL when played, or why not.
 */
PerchBallsortVerdict
perch_ballsort_game_play (PerchBallsortGame *self,
                          PerchBallsortMove  move)
{
  PerchBallsortVerdict verdict;

  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), PERCH_BALLSORT_VERDICT_NO_SUCH_BOTTLE);

  verdict = perch_ballsort_level_check_move (current_step (self)->level, move);
  if (verdict == PERCH_BALLSORT_VERDICT_LEGAL)
    play_legal (self, move);
  return verdict;
}

/* A move's text (@length bytes of @text), legal in @level. The length is checked
 * first, so that an error never quotes much. */
gboolean
perch_ballsort_parse_move (const char               *text,
                           gsize                     length,
                           const PerchBallsortLevel *level,
                           PerchBallsortMove        *move,
                           GError                  **error)
{
  g_autofree char *copy = NULL;
  PerchBallsortVerdict verdict;

  if (length > MAX_MOVE_TEXT)
    {
      g_autofree char *start = g_strndup (text, MAX_MOVE_TEXT);

      g_set_error (error, PERCH_BALLSORT_ERROR, PERCH_BALLSORT_ERROR_PARSE,
                   "'%s…' is not a move of the form A>B (for example 3>13)", start);
      return FALSE;
    }
  copy = g_strndup (text, length);
  if (!perch_ballsort_move_parse (copy, level->n_bottles, move, error))
    return FALSE;
  verdict = perch_ballsort_level_check_move (level, *move);
  if (verdict != PERCH_BALLSORT_VERDICT_LEGAL)
    {
      g_set_error (error, PERCH_BALLSORT_ERROR, PERCH_BALLSORT_ERROR_ILLEGAL,
                   "move %s: %s", copy, perch_ballsort_verdict_describe (verdict));
      return FALSE;
    }
  return TRUE;
}

/* Plays a move written "A>B". */
gboolean
perch_ballsort_game_play_notation (PerchBallsortGame  *self,
                                   const char         *notation,
                                   GError            **error)
{
  PerchBallsortMove move;

  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), FALSE);
  g_return_val_if_fail (notation != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!perch_ballsort_parse_move (notation, strlen (notation), current_step (self)->level, &move,
                                  error))
    return FALSE;
  play_legal (self, move);
  return TRUE;
}

gboolean
perch_ballsort_game_undo (PerchBallsortGame *self)
{
  Snapshot before;
  const Step *undone;

  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), FALSE);

  if (!perch_history_can_undo (self->state.history))
    return FALSE;
  begin (self, &before);
  undone = current_step (self);
  if (undone->amount > 0)
    {
      self->last_is_move = TRUE;
      self->last_move = (PerchBallsortMove) { undone->move.to, undone->move.from };
      self->last_amount = undone->amount;
    }
  perch_history_undo (self->state.history);
  after_position_change (self);
  end (self, &before);
  return TRUE;
}

gboolean
perch_ballsort_game_redo (PerchBallsortGame *self)
{
  Snapshot before;
  const Step *redone;

  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), FALSE);

  if (!perch_history_can_redo (self->state.history))
    return FALSE;
  begin (self, &before);
  perch_history_redo (self->state.history);
  redone = current_step (self);
  if (redone->amount > 0)
    {
      self->last_is_move = TRUE;
      self->last_move = redone->move;
      self->last_amount = redone->amount;
    }
  after_position_change (self);
  end (self, &before);
  return TRUE;
}

/**
 * perch_ballsort_game_add_bottles:
 * @n_bottles: how many empty bottles to add (at least 1)
 *
 * Adds @n_bottles empty bottles after the others, as one more entry of the
 * history (no move): undo takes them away again, a restart goes back to the
 * level as it started.
 * Returns: %FALSE if the level would have more than %PERCH_BALLSORT_MAX_BOTTLES.
 */
gboolean
perch_ballsort_game_add_bottles (PerchBallsortGame *self,
                                 guint              n_bottles)
{
  Snapshot before;
  g_autofree char *entry = NULL;

  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), FALSE);
  g_return_val_if_fail (n_bottles >= 1, FALSE);

  if (current_step (self)->level->n_bottles + n_bottles > PERCH_BALLSORT_MAX_BOTTLES)
    return FALSE;
  begin (self, &before);
  entry = g_strdup_printf ("add %u", n_bottles);
  push_step (self, entry, perch_ballsort_step_new_added (current_step (self), n_bottles));
  after_position_change (self);
  end (self, &before);
  return TRUE;
}

/* Whether the player is stuck: not solved, and no move is legal. */
gboolean
perch_ballsort_game_is_stuck (PerchBallsortGame *self)
{
  const PerchBallsortLevel *level;

  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), FALSE);

  level = current_step (self)->level;
  if (perch_ballsort_level_is_solved (level))
    return FALSE;
  for (guint from = 0; from < level->n_bottles; from++)
    for (guint to = 0; to < level->n_bottles; to++)
      if (perch_ballsort_level_check_move (level, (PerchBallsortMove) { from, to })
          == PERCH_BALLSORT_VERDICT_LEGAL)
        return FALSE;
  return TRUE;
}

/* Back to the start, as one more entry of the history: undo comes back here. */
gboolean
perch_ballsort_game_restart (PerchBallsortGame *self)
{
  Snapshot before;

  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), FALSE);

  if (!perch_ballsort_game_can_restart (self))
    return FALSE;
  begin (self, &before);
  push_step (self, "restart", perch_ballsort_step_new_start (self->state.start, self->state.model));
  after_position_change (self);
  end (self, &before);
  return TRUE;
}

/* The solution */

/* A solution of @moves from @from, or NULL if a move is illegal there. */
PerchSolution *
perch_ballsort_build_solution (const PerchBallsortLevel *from,
                               PerchBallsortModel        model,
                               const PerchBallsortMove  *moves,
                               guint                     n_moves)
{
  g_autoptr(PerchSolution) solution = NULL;
  const PerchBallsortLevel *state = from;

  solution = perch_solution_new (perch_ballsort_level_copy (from),
                                 (GDestroyNotify) perch_ballsort_level_free);
  for (guint i = 0; i < n_moves; i++)
    {
      g_autofree char *text = perch_ballsort_move_to_string (moves[i]);
      PerchBallsortLevel *next = perch_ballsort_level_apply (state, model, moves[i], NULL);

      if (next == NULL)
        return NULL;
      perch_solution_append (solution, text, next);
      state = next;
    }
  return g_steal_pointer (&solution);
}

/* Remembers that @result (not a solution) is what the solver said about now. */
static void
set_finding (PerchBallsortGame         *self,
             const PerchBallsortResult *result)
{
  forget_finding (self);
  self->state.finding = result->status == PERCH_BALLSORT_STATUS_UNSOLVABLE
                  ? PERCH_BALLSORT_FINDING_UNSOLVABLE : PERCH_BALLSORT_FINDING_TOO_LARGE;
  self->state.finding_level = perch_ballsort_level_copy (current_step (self)->level);
}

/**
 * perch_ballsort_game_take_solution:
 * @from: the position the solver started from
 * @result: what it found
 *
 * Follows the solution in @result from the position now; if there is none, the
 * game remembers why (perch_ballsort_game_get_finding()).
 * Returns: %FALSE (and changes nothing) when @from is no longer the position now.
 */
gboolean
perch_ballsort_game_take_solution (PerchBallsortGame         *self,
                                   const PerchBallsortLevel  *from,
                                   const PerchBallsortResult *result)
{
  Snapshot before;
  PerchSolution *solution = NULL;

  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), FALSE);
  g_return_val_if_fail (from != NULL && result != NULL, FALSE);

  if (!perch_ballsort_level_equal (from, current_step (self)->level))
    return FALSE;
  if (result->status == PERCH_BALLSORT_STATUS_SOLVED)
    {
      solution = perch_ballsort_build_solution (current_step (self)->level, self->state.model,
                                                (const PerchBallsortMove *) result->moves->data,
                                                result->moves->len);
      g_return_val_if_fail (solution != NULL, FALSE);
    }

  begin (self, &before);
  if (solution != NULL)
    {
      drop_solution (self);
      forget_finding (self);
      self->state.solution = solution;
      self->state.solution_base = perch_history_position (self->state.history);
      self->state.solution_optimal = result->optimal;
      self->state.has_hint = next_solution_move (self, &self->state.hint);
    }
  else
    set_finding (self, result);
  end (self, &before);
  return TRUE;
}

gboolean
perch_ballsort_game_has_solution (PerchBallsortGame *self)
{
  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), FALSE);

  return self->state.solution != NULL;
}

/* The solution's number of moves; 0 without one. */
guint
perch_ballsort_game_get_solution_length (PerchBallsortGame *self)
{
  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), 0);

  return self->state.solution != NULL ? perch_solution_n_moves (self->state.solution) : 0;
}

/* How many of its moves have been played. */
guint
perch_ballsort_game_get_solution_position (PerchBallsortGame *self)
{
  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), 0);

  return self->state.solution != NULL ? perch_solution_position (self->state.solution) : 0;
}

/* Whether the solution is proven shortest. */
gboolean
perch_ballsort_game_get_solution_optimal (PerchBallsortGame *self)
{
  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), FALSE);

  return self->state.solution != NULL && self->state.solution_optimal;
}

/* Plays the solution's next move (redoing it when the history holds it). */
gboolean
perch_ballsort_game_step_solution (PerchBallsortGame *self)
{
  PerchBallsortMove move;
  guint position;

  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), FALSE);

  if (!next_solution_move (self, &move))
    return FALSE;
  position = perch_history_position (self->state.history);
  if (perch_history_can_redo (self->state.history) &&
      g_strcmp0 (perch_history_move_at (self->state.history, position + 1),
                 perch_solution_next_move (self->state.solution)) == 0)
    return perch_ballsort_game_redo (self);
  return perch_ballsort_game_play (self, move) == PERCH_BALLSORT_VERDICT_LEGAL;
}

/* One move back along the solution. */
gboolean
perch_ballsort_game_step_solution_back (PerchBallsortGame *self)
{
  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), FALSE);

  if (self->state.solution == NULL || perch_solution_position (self->state.solution) == 0)
    return FALSE;
  return perch_ballsort_game_undo (self);
}

/* Jumps to @step of the solution: back through the history, or forwards through
 * what the history holds of it and then the solution's own moves. */
gboolean
perch_ballsort_game_seek_solution (PerchBallsortGame *self,
                                   guint              step)
{
  Snapshot before;
  guint position;

  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), FALSE);

  if (self->state.solution == NULL || step > perch_solution_n_moves (self->state.solution))
    return FALSE;
  position = perch_solution_position (self->state.solution);
  if (step == position)
    return TRUE;

  begin (self, &before);
  for (guint i = position; i < step && self->state.solution != NULL; i++)
    {
      guint at = self->state.solution_base + i;
      const PerchBallsortLevel *next = perch_solution_state_at (self->state.solution, i + 1);

      if (perch_history_length (self->state.history) > at + 1 &&
          perch_ballsort_level_equal (step_at (self, at + 1)->level, next))
        perch_history_seek (self->state.history, at + 1);
      else
        {
          PerchBallsortMove move;

          if (!perch_ballsort_move_parse (perch_solution_move_at (self->state.solution, i),
                                          current_step (self)->level->n_bottles, &move, NULL))
            break;
          push_move (self, move);
        }
    }
  if (self->state.solution != NULL && step < position)
    perch_history_seek (self->state.history, self->state.solution_base + step);
  self->last_is_move = FALSE;
  after_position_change (self);
  end (self, &before);
  return TRUE;
}

void
perch_ballsort_game_close_solution (PerchBallsortGame *self)
{
  Snapshot before;

  g_return_if_fail (PERCH_IS_BALLSORT_GAME (self));

  if (self->state.solution == NULL && !self->state.has_hint)
    return;
  begin (self, &before);
  drop_solution (self);
  self->state.has_hint = FALSE;
  end (self, &before);
}

/* The hint */

/* The move pointed at: a hint, or the solution's next move. */
gboolean
perch_ballsort_game_get_hint (PerchBallsortGame *self,
                              PerchBallsortMove *move)
{
  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (!self->state.has_hint)
    return FALSE;
  *move = self->state.hint;
  return TRUE;
}

/* Points at the solution's next move, if a solution is being followed; FALSE if
 * a hint has to be searched for. */
gboolean
perch_ballsort_game_hint_from_solution (PerchBallsortGame *self)
{
  Snapshot before;
  PerchBallsortMove move;

  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), FALSE);

  if (!next_solution_move (self, &move))
    return FALSE;
  begin (self, &before);
  self->state.has_hint = TRUE;
  self->state.hint = move;
  end (self, &before);
  return TRUE;
}

/**
 * perch_ballsort_game_take_hint:
 * @from: the position the solver started from
 * @result: what it found
 *
 * Points at the first move of @result's solution; if there is none, the game
 * remembers why.
 * Returns: %FALSE (and changes nothing) when @from is no longer the position now.
 */
gboolean
perch_ballsort_game_take_hint (PerchBallsortGame         *self,
                               const PerchBallsortLevel  *from,
                               const PerchBallsortResult *result)
{
  Snapshot before;
  const PerchBallsortLevel *level;

  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), FALSE);
  g_return_val_if_fail (from != NULL && result != NULL, FALSE);

  level = current_step (self)->level;
  if (!perch_ballsort_level_equal (from, level))
    return FALSE;
  begin (self, &before);
  if (result->status == PERCH_BALLSORT_STATUS_SOLVED)
    {
      if (result->moves->len > 0)
        {
          PerchBallsortMove move = g_array_index (result->moves, PerchBallsortMove, 0);

          self->state.has_hint = perch_ballsort_level_check_move (level, move)
                           == PERCH_BALLSORT_VERDICT_LEGAL;
          self->state.hint = move;
        }
    }
  else
    set_finding (self, result);
  end (self, &before);
  return TRUE;
}

/* Stops pointing (until the position changes again). */
void
perch_ballsort_game_clear_hint (PerchBallsortGame *self)
{
  Snapshot before;

  g_return_if_fail (PERCH_IS_BALLSORT_GAME (self));

  if (!self->state.has_hint)
    return;
  begin (self, &before);
  self->state.has_hint = FALSE;
  end (self, &before);
}

/* What the solver said about the position now, when it found no solution. */
PerchBallsortFinding
perch_ballsort_game_get_finding (PerchBallsortGame *self)
{
  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), PERCH_BALLSORT_FINDING_NONE);

  return perch_ballsort_game_state_get_finding (&self->state);
}

/* Saving */

/**
 * perch_ballsort_game_save:
 *
 * Returns: (transfer full): the game as text (see the top of the header), for
 * perch_ballsort_game_load().
 */
char *
perch_ballsort_game_save (PerchBallsortGame *self)
{
  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), NULL);

  return perch_ballsort_game_state_write (&self->state);
}

/**
 * perch_ballsort_game_load:
 * @text: a saved game (perch_ballsort_game_save()); any bytes
 * @length: its length, or -1 when it ends with a NUL
 * @error: what could not be read, and on which line
 *
 * Replaces the game with the one in @text. Reading stops at the first bad line:
 * when the level itself could be read, the game holds everything before that line
 * and @error is %PERCH_BALLSORT_GAME_ERROR_PARTIAL; otherwise the game is unchanged
 * and @error is %PERCH_BALLSORT_GAME_ERROR_INVALID.
 * Returns: %TRUE if all of @text was read.
 */
gboolean
perch_ballsort_game_load (PerchBallsortGame  *self,
                          const char         *text,
                          gssize              length,
                          GError            **error)
{
  PerchBallsortGameState loaded = { NULL, };
  g_autoptr(GError) read_error = NULL;
  Snapshot before;

  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), FALSE);
  g_return_val_if_fail (text != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  perch_ballsort_game_state_read (&loaded, text, length, &read_error);
  if (loaded.start == NULL)
    {
      g_propagate_error (error, g_steal_pointer (&read_error));
      return FALSE;
    }

  begin (self, &before);
  perch_ballsort_game_state_clear (&self->state);
  self->state = loaded;
  self->serial++;
  end (self, &before);

  if (read_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&read_error));
      return FALSE;
    }
  return TRUE;
}

/**
 * perch_ballsort_game_restore_position:
 * @level: the level as it started, in the level format
 * @position: the position reached (in the same format), or "" for the start
 * @moves: the moves made to reach @position
 * @source: where the level came from
 * @name: its built-in id or name
 * @error: what could not be read
 *
 * Starts @level at @position, with no history before it: how state kept by older
 * versions (a level and a position) is moved over.
 * Returns: %TRUE if both could be read; when only @level could, the game starts
 * at it (%PERCH_BALLSORT_GAME_ERROR_PARTIAL); when not even that, the game is
 * unchanged (%PERCH_BALLSORT_GAME_ERROR_INVALID).
 */
gboolean
perch_ballsort_game_restore_position (PerchBallsortGame   *self,
                                      const char          *level,
                                      const char          *position,
                                      guint                moves,
                                      PerchBallsortSource  source,
                                      const char          *name,
                                      GError             **error)
{
  g_autoptr(PerchBallsortLevel) start = NULL;
  g_autoptr(PerchBallsortLevel) reached = NULL;
  g_autoptr(GError) parse_error = NULL;
  Snapshot before;

  g_return_val_if_fail (PERCH_IS_BALLSORT_GAME (self), FALSE);
  g_return_val_if_fail (level != NULL && position != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  start = perch_ballsort_level_parse (level, NULL, &parse_error);
  if (start == NULL)
    {
      g_autofree char *message = g_utf8_make_valid (parse_error->message, -1);

      g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_INVALID,
                   "the level: %s", message);
      return FALSE;
    }
  if (*position != '\0')
    {
      reached = perch_ballsort_level_parse (position, NULL, &parse_error);
      if (reached != NULL && !perch_ballsort_level_same_kind (start, reached))
        {
          g_clear_pointer (&reached, perch_ballsort_level_free);
          g_set_error (&parse_error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                       "it has other bottles or colours than the level");
        }
    }

  begin (self, &before);
  install_level (self, start, source, name);
  if (reached != NULL)
    perch_history_reset (self->state.history,
                         perch_ballsort_step_new (g_steal_pointer (&reached), moves,
                                                  self->state.model));
  end (self, &before);

  if (parse_error != NULL)
    {
      g_autofree char *message = g_utf8_make_valid (parse_error->message, -1);

      g_set_error (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_PARTIAL,
                   "the position: %s", message);
      return FALSE;
    }
  return TRUE;
}
