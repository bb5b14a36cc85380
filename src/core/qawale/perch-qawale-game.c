/* perch-qawale-game.c: the setup, the history of entries, undo and redo, the computer on a
 * worker
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "perch-qawale-game.h"

#include <string.h>

#include "perch-qawale-game-text.h"
#include "perch-qawale-player.h"
#include "perch-rng.h"
#include "perch-worker.h"


/* A computer player shared with the worker thread: a job holds a reference, and the
 * lock keeps a winding-down search from overlapping the next. */
typedef struct
{
  GMutex             lock;
  PerchQawalePlayer *player;
} Brain;

static void
brain_clear (gpointer data)
{
  Brain *brain = data;

  perch_qawale_player_free (brain->player);
  g_mutex_clear (&brain->lock);
}

static Brain *
brain_new (const PerchQawalePlayerSpec *spec)
{
  Brain *brain = g_atomic_rc_box_new0 (Brain);

  g_mutex_init (&brain->lock);
  brain->player = perch_qawale_player_new (spec, perch_rng_seed_from_time ());
  return brain;
}

static void
brain_release (Brain *brain)
{
  if (brain != NULL)
    g_atomic_rc_box_release_full (brain, brain_clear);
}

struct _PerchQawaleGame
{
  GObject           parent_instance;

  PerchQawaleSetup  setup;
  PerchHistory     *history;        /* of PerchQawalePosition, with the entries' notation */
  PerchWorker      *worker;         /* the computer players' moves */
  PerchWorker      *hint_worker;    /* the hint, which the person may cancel */
  Brain            *brains[2];      /* the computers, by colour */
  Brain            *adviser;        /* a Hard player for hints */

  gboolean          thinking;
  guint             depth;
  Brain            *thinking_brain; /* the brain of the search under way (not owned) */
  gint64            think_started;
  guint             min_ms;
  guint             delay_source;   /* the chosen move waits for min_ms */
  PerchQawaleMove   chosen;

  gboolean          hinting;
  gboolean          has_hint;
  gboolean          hint_wins;
  PerchQawaleMove   hint;

  /* As last notified. */
  gboolean          can_undo;
  gboolean          can_redo;
  gboolean          can_restart;
};

G_DEFINE_FINAL_TYPE (PerchQawaleGame, perch_qawale_game, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_SETUP,
  PROP_POSITION,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_CAN_RESTART,
  PROP_THINKING,
  PROP_DEPTH,
  PROP_HINTING,
  PROP_HAS_HINT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  CHANGED,
  PLAYED,
  FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const PerchQawalePosition *
current (PerchQawaleGame *self)
{
  return perch_history_current (self->history);
}

static void
set_flag (PerchQawaleGame *self,
          gboolean        *flag,
          gboolean         value,
          guint            prop)
{
  if (*flag == value)
    return;
  *flag = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

/* Undo and redo. */

/* Where undo and redo stop: between two people, everywhere; against the computer, at
 * the person's turns and the ends of games. */
static gboolean
is_stop (PerchQawaleGame *self,
         guint            position)
{
  const PerchQawalePosition *state = perch_history_state_at (self->history, position);

  if (perch_qawale_setup_get_mode (&self->setup) == PERCH_QAWALE_MODE_TWO_PLAYERS)
    return TRUE;
  return state->outcome != PERCH_QAWALE_ONGOING || self->setup.seats[state->to_move].person;
}

static gboolean
undo_target (PerchQawaleGame *self,
             guint           *target)
{
  guint position = perch_history_position (self->history);

  if (perch_qawale_setup_get_mode (&self->setup) == PERCH_QAWALE_MODE_WATCH)
    return FALSE;
  while (position-- > 0)
    if (is_stop (self, position))
      {
        *target = position;
        return TRUE;
      }
  return FALSE;
}

static gboolean
redo_target (PerchQawaleGame *self,
             guint           *target)
{
  guint position = perch_history_position (self->history);
  guint length = perch_history_length (self->history);

  if (perch_qawale_setup_get_mode (&self->setup) == PERCH_QAWALE_MODE_WATCH ||
      position + 1 >= length)
    return FALSE;
  while (++position + 1 < length && !is_stop (self, position))
    ;
  *target = position;
  return TRUE;
}

/* Changes of state. */

static void
set_hint (PerchQawaleGame       *self,
          const PerchQawaleMove *move,
          gboolean               wins)
{
  self->hint_wins = wins;
  if (move != NULL)
    self->hint = *move;
  set_flag (self, &self->has_hint, move != NULL, PROP_HAS_HINT);
}

/* Stops the computer (a move or a hint being looked for) and forgets the hint. */
static void
stop_jobs (PerchQawaleGame *self)
{
  perch_worker_cancel (self->worker);
  perch_worker_cancel (self->hint_worker);
  g_clear_handle_id (&self->delay_source, g_source_remove);
  self->thinking_brain = NULL;
  set_flag (self, &self->thinking, FALSE, PROP_THINKING);
  if (self->depth != 0)
    {
      self->depth = 0;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DEPTH]);
    }
  set_flag (self, &self->hinting, FALSE, PROP_HINTING);
  set_hint (self, NULL, FALSE);
}

/* After the history changed: what depends on it, and the saved text. */
static void
history_changed (PerchQawaleGame *self)
{
  guint target;

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
  set_flag (self, &self->can_undo, undo_target (self, &target), PROP_CAN_UNDO);
  set_flag (self, &self->can_redo, redo_target (self, &target), PROP_CAN_REDO);
  set_flag (self, &self->can_restart, perch_qawale_history_can_restart (self->history),
            PROP_CAN_RESTART);
  g_object_thaw_notify (G_OBJECT (self));
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Plays @text for whoever is to move (or gives up, or restarts); a move is "played". */
static gboolean
play_entry (PerchQawaleGame  *self,
            const char       *text,
            GError          **error)
{
  PerchQawalePosition before = *current (self);
  guint position = perch_history_position (self->history);
  PerchQawaleMove move;

  if (!perch_qawale_history_play (self->history, &self->setup, text, error))
    return FALSE;
  g_object_freeze_notify (G_OBJECT (self));
  stop_jobs (self);
  if (perch_qawale_game_get_last_move (self, &move) &&
      perch_history_position (self->history) == position + 1)
    g_signal_emit (self, signals[PLAYED], 0, &move, &before);
  history_changed (self);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

static void
set_brains (PerchQawaleGame *self)
{
  for (guint colour = 0; colour < 2; colour++)
    {
      g_clear_pointer (&self->brains[colour], brain_release);
      if (!self->setup.seats[colour].person)
        self->brains[colour] = brain_new (&self->setup.seats[colour].computer);
    }
}

/* Takes @history (a game of @setup) as the game's. */
static void
replace (PerchQawaleGame        *self,
         const PerchQawaleSetup *setup,
         PerchHistory           *history)
{
  gboolean new_setup = !perch_qawale_setup_equal (&self->setup, setup);

  g_object_freeze_notify (G_OBJECT (self));
  stop_jobs (self);
  if (new_setup)
    {
      self->setup = *setup;
      set_brains (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SETUP]);
    }
  perch_history_free (self->history);
  self->history = history;
  history_changed (self);
  g_object_thaw_notify (G_OBJECT (self));
}

/* The computer's moves and hints, on the worker thread. */

typedef struct
{
  Brain               *brain;
  PerchQawalePosition  position;
} ThinkInput;

static void
think_input_free (gpointer data)
{
  ThinkInput *input = data;

  brain_release (input->brain);
  g_free (input);
}

static gpointer
think_job (gpointer        data,
           PerchProgress  *progress,
           GError        **error)
{
  ThinkInput *input = data;
  PerchQawaleChoice choice;
  gboolean ok;

  g_mutex_lock (&input->brain->lock);
  ok = perch_qawale_player_choose (input->brain->player, &input->position, progress, &choice,
                                   error);
  g_mutex_unlock (&input->brain->lock);
  return ok ? g_memdup2 (&choice, sizeof choice) : NULL;
}

static void
run_think_job (PerchQawaleGame         *self,
               PerchWorker             *worker,
               Brain                   *brain,
               PerchWorkerProgressFunc  progress,
               PerchWorkerDoneFunc      done)
{
  ThinkInput *input = g_new0 (ThinkInput, 1);

  input->brain = g_atomic_rc_box_acquire (brain);
  input->position = *current (self);
  perch_worker_run (worker, think_job, input, think_input_free, g_free, progress, done, self);
}

static void
on_think_progress (guint64  count,
                   gpointer user_data)
{
  PerchQawaleGame *self = user_data;
  guint depth;

  if (self->thinking_brain == NULL)
    return;
  /* Depth 1 is over at once: the status says how far it looks from 2 on. */
  depth = perch_qawale_player_get_depth (self->thinking_brain->player);
  if (depth > 1 && depth != self->depth)
    {
      self->depth = depth;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DEPTH]);
    }
}

static gboolean
play_chosen (gpointer data)
{
  PerchQawaleGame *self = data;
  g_autofree char *text = perch_qawale_move_to_string (&self->chosen);
  g_autoptr(GError) error = NULL;

  self->delay_source = 0;
  if (!play_entry (self, text, &error))
    {
      g_critical ("The computer chose an illegal move: %s", error->message);
      stop_jobs (self);
    }
  return G_SOURCE_REMOVE;
}

static void
on_think_done (gpointer      data,
               const GError *error,
               gpointer      user_data)
{
  g_autofree PerchQawaleChoice *choice = data;
  PerchQawaleGame *self = user_data;
  gint64 elapsed_ms = (g_get_monotonic_time () - self->think_started) / 1000;

  self->thinking_brain = NULL;
  if (choice == NULL)
    {
      stop_jobs (self);
      g_signal_emit (self, signals[FAILED], 0, error);
      return;
    }
  self->chosen = choice->move;
  if (elapsed_ms < self->min_ms)
    self->delay_source = g_timeout_add (self->min_ms - elapsed_ms, play_chosen, self);
  else
    play_chosen (self);
}

static void
on_hint_done (gpointer      data,
              const GError *error,
              gpointer      user_data)
{
  g_autofree PerchQawaleChoice *choice = data;
  PerchQawaleGame *self = user_data;

  set_flag (self, &self->hinting, FALSE, PROP_HINTING);
  if (choice == NULL)
    {
      g_signal_emit (self, signals[FAILED], 0, error);
      return;
    }
  set_hint (self, &choice->move, choice->solved && choice->score > PERCH_QAWALE_SCORE_PROVEN);
}

/* The hint's job ended without an answer: it was cancelled from outside (a page's
 * Cancel). An answer, if any, comes just after and sets the hint. */
static void
on_hint_worker_busy (PerchQawaleGame *self)
{
  if (!perch_worker_is_busy (self->hint_worker))
    set_flag (self, &self->hinting, FALSE, PROP_HINTING);
}

/* GObject. */

static void
perch_qawale_game_dispose (GObject *object)
{
  PerchQawaleGame *self = PERCH_QAWALE_GAME (object);

  if (self->worker != NULL)
    perch_worker_cancel (self->worker);
  if (self->hint_worker != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->hint_worker, self);
      perch_worker_cancel (self->hint_worker);
    }
  g_clear_object (&self->hint_worker);
  g_clear_handle_id (&self->delay_source, g_source_remove);
  g_clear_object (&self->worker);

  G_OBJECT_CLASS (perch_qawale_game_parent_class)->dispose (object);
}

static void
perch_qawale_game_finalize (GObject *object)
{
  PerchQawaleGame *self = PERCH_QAWALE_GAME (object);

  g_clear_pointer (&self->history, perch_history_free);
  g_clear_pointer (&self->brains[0], brain_release);
  g_clear_pointer (&self->brains[1], brain_release);
  g_clear_pointer (&self->adviser, brain_release);

  G_OBJECT_CLASS (perch_qawale_game_parent_class)->finalize (object);
}

static void
perch_qawale_game_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  PerchQawaleGame *self = PERCH_QAWALE_GAME (object);

  switch (prop_id)
    {
    case PROP_SETUP:
      g_value_set_boxed (value, &self->setup);
      break;
    case PROP_POSITION:
      g_value_set_pointer (value, (gpointer) current (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, self->can_redo);
      break;
    case PROP_CAN_RESTART:
      g_value_set_boolean (value, self->can_restart);
      break;
    case PROP_THINKING:
      g_value_set_boolean (value, self->thinking);
      break;
    case PROP_DEPTH:
      g_value_set_uint (value, self->depth);
      break;
    case PROP_HINTING:
      g_value_set_boolean (value, self->hinting);
      break;
    case PROP_HAS_HINT:
      g_value_set_boolean (value, self->has_hint);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
perch_qawale_game_class_init (PerchQawaleGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = perch_qawale_game_dispose;
  object_class->finalize = perch_qawale_game_finalize;
  object_class->get_property = perch_qawale_game_get_property;

  properties[PROP_SETUP] =
    g_param_spec_boxed ("setup", NULL, NULL, PERCH_TYPE_QAWALE_SETUP, flags);
  /* The current PerchQawalePosition, owned by the game. */
  properties[PROP_POSITION] = g_param_spec_pointer ("position", NULL, NULL, flags);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, flags);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, flags);
  properties[PROP_CAN_RESTART] =
    g_param_spec_boolean ("can-restart", NULL, NULL, FALSE, flags);
  /* A computer player is choosing a move. */
  properties[PROP_THINKING] = g_param_spec_boolean ("thinking", NULL, NULL, FALSE, flags);
  /* How far ahead it looks (0 until that is worth saying). */
  properties[PROP_DEPTH] = g_param_spec_uint ("depth", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_HINTING] = g_param_spec_boolean ("hinting", NULL, NULL, FALSE, flags);
  properties[PROP_HAS_HINT] = g_param_spec_boolean ("has-hint", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * PerchQawaleGame::changed:
   *
   * The saved text (perch_qawale_game_to_string()) changed.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * PerchQawaleGame::played:
   * @move: (type gpointer): the PerchQawaleMove played
   * @before: (type gpointer): the PerchQawalePosition it was played in
   *
   * A move was played, by a person or a computer; emitted before the notifications of
   * the new position, so that a board can animate it from @before.
   */
  signals[PLAYED] = g_signal_new ("played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER,
                                  G_TYPE_POINTER);
  /**
   * PerchQawaleGame::failed:
   * @error: why
   *
   * A computer player (or the hint's) could not choose a move.
   */
  signals[FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1,
                                  G_TYPE_ERROR | G_SIGNAL_TYPE_STATIC_SCOPE);
}

static void
perch_qawale_game_init (PerchQawaleGame *self)
{
  self->worker = perch_worker_new ();
  self->hint_worker = perch_worker_new ();
  g_signal_connect_swapped (self->hint_worker, "notify::busy", G_CALLBACK (on_hint_worker_busy),
                            self);
}

/**
 * perch_qawale_game_new:
 * @setup: (nullable): the players and rules (NULL: perch_qawale_setup_init())
 */
PerchQawaleGame *
perch_qawale_game_new (const PerchQawaleSetup *setup)
{
  PerchQawaleGame *self = g_object_new (PERCH_TYPE_QAWALE_GAME, NULL);
  guint target;

  if (setup != NULL)
    self->setup = *setup;
  else
    perch_qawale_setup_init (&self->setup);
  set_brains (self);
  self->history = perch_qawale_history_new (&self->setup);
  self->can_undo = undo_target (self, &target);
  return self;
}

/* A new game of @setup; with the setup of this game, a restart (which undo takes back). */
void
perch_qawale_game_start (PerchQawaleGame        *self,
                         const PerchQawaleSetup *setup)
{
  g_return_if_fail (PERCH_IS_QAWALE_GAME (self));
  g_return_if_fail (setup != NULL);

  if (perch_qawale_setup_equal (&self->setup, setup))
    {
      perch_qawale_game_restart (self);
      return;
    }
  replace (self, setup, perch_qawale_history_new (setup));
}

const PerchQawaleSetup *
perch_qawale_game_get_setup (PerchQawaleGame *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_GAME (self), NULL);

  return &self->setup;
}

const PerchQawalePosition *
perch_qawale_game_get_position (PerchQawaleGame *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_GAME (self), NULL);

  return current (self);
}

/* The move that led to the current position (FALSE at a start, or after a give-up). */
gboolean
perch_qawale_game_get_last_move (PerchQawaleGame *self,
                                 PerchQawaleMove *move)
{
  PerchQawalePly ply;
  guint n;

  g_return_val_if_fail (PERCH_IS_QAWALE_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  n = perch_qawale_game_get_n_plies (self);
  if (n == 0)
    return FALSE;
  perch_qawale_game_get_ply (self, n - 1, &ply);
  if (ply.give_up)
    return FALSE;
  *move = ply.move;
  return TRUE;
}

/* The entries of the game on the board: since its start (or restart), up to now. */
guint
perch_qawale_game_get_n_plies (PerchQawaleGame *self)
{
  guint position;
  guint n = 0;

  g_return_val_if_fail (PERCH_IS_QAWALE_GAME (self), 0);

  position = perch_history_position (self->history);
  while (position > n && strcmp (perch_history_move_at (self->history, position - n),
                                 PERCH_QAWALE_ENTRY_RESTART) != 0)
    n++;
  return n;
}

void
perch_qawale_game_get_ply (PerchQawaleGame *self,
                           guint            index,
                           PerchQawalePly  *ply)
{
  guint n, at;
  const PerchQawalePosition *before, *after;

  g_return_if_fail (PERCH_IS_QAWALE_GAME (self));
  g_return_if_fail (ply != NULL);
  n = perch_qawale_game_get_n_plies (self);
  g_return_if_fail (index < n);

  at = perch_history_position (self->history) - n + index + 1;
  before = perch_history_state_at (self->history, at - 1);
  after = perch_history_state_at (self->history, at);
  memset (ply, 0, sizeof *ply);
  ply->give_up = after->given_up != 0;
  ply->colour = ply->give_up ? after->given_up - 1u : before->to_move;
  if (!ply->give_up)
    perch_qawale_move_parse (perch_history_move_at (self->history, at), &ply->move, NULL);
}

gboolean
perch_qawale_game_is_over (PerchQawaleGame *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_GAME (self), FALSE);

  return current (self)->outcome != PERCH_QAWALE_ONGOING;
}

/**
 * perch_qawale_game_get_ending:
 * @winner: (out) (optional): who won, for a win
 */
PerchQawaleEnding
perch_qawale_game_get_ending (PerchQawaleGame   *self,
                              PerchQawaleColour *winner)
{
  const PerchQawalePosition *position;
  PerchQawalePosition judged;

  g_return_val_if_fail (PERCH_IS_QAWALE_GAME (self), PERCH_QAWALE_ENDING_NONE);

  position = current (self);
  switch (position->outcome)
    {
    case PERCH_QAWALE_WIN_LIGHT:
    case PERCH_QAWALE_WIN_DARK:
      if (winner != NULL)
        *winner = position->outcome == PERCH_QAWALE_WIN_LIGHT ? PERCH_QAWALE_LIGHT
                                                              : PERCH_QAWALE_DARK;
      return position->given_up != 0 ? PERCH_QAWALE_ENDING_GAVE_UP : PERCH_QAWALE_ENDING_LINE;
    case PERCH_QAWALE_DRAW:
      /* Judged by the other rule 10, a draw by lines of both colours is a win. */
      judged = *position;
      perch_qawale_position_set_both_lines (&judged, PERCH_QAWALE_BOTH_LINES_MOVER_WINS);
      return judged.outcome == PERCH_QAWALE_DRAW ? PERCH_QAWALE_ENDING_ALL_PLACED
                                                 : PERCH_QAWALE_ENDING_BOTH_LINES;
    case PERCH_QAWALE_ONGOING:
    default:
      return PERCH_QAWALE_ENDING_NONE;
    }
}

gboolean
perch_qawale_game_is_persons_turn (PerchQawaleGame *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_GAME (self), FALSE);

  return !perch_qawale_game_is_over (self) && self->setup.seats[current (self)->to_move].person;
}

gboolean
perch_qawale_game_is_computers_turn (PerchQawaleGame *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_GAME (self), FALSE);

  return !perch_qawale_game_is_over (self) && !self->setup.seats[current (self)->to_move].person;
}

/**
 * perch_qawale_game_play:
 * @notation: a move ("a1NNE"), a give-up ("give-up:light"; "give-up" for the player to
 *   move) or "restart"
 *
 * Plays the entry for whoever is to move, person or computer.
 * Returns: FALSE (and @error says why) if it cannot be played here
 */
gboolean
perch_qawale_game_play (PerchQawaleGame  *self,
                        const char       *notation,
                        GError          **error)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_GAME (self), FALSE);
  g_return_val_if_fail (notation != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return play_entry (self, notation, error);
}

gboolean
perch_qawale_game_play_move (PerchQawaleGame        *self,
                             const PerchQawaleMove  *move,
                             GError                **error)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (PERCH_IS_QAWALE_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (!perch_qawale_position_check_move (current (self), move, error))
    return FALSE;
  text = perch_qawale_move_to_string (move);
  return play_entry (self, text, error);
}

/* The colour that would give up now: the person against the computer, the player to
 * move between two people; -1 when nobody can (two computers, or the game is over). */
int
perch_qawale_game_get_quitter (PerchQawaleGame *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_GAME (self), -1);

  if (perch_qawale_game_is_over (self))
    return -1;
  switch (perch_qawale_setup_get_mode (&self->setup))
    {
    case PERCH_QAWALE_MODE_AGAINST_COMPUTER:
      return self->setup.seats[PERCH_QAWALE_LIGHT].person ? PERCH_QAWALE_LIGHT
                                                          : PERCH_QAWALE_DARK;
    case PERCH_QAWALE_MODE_TWO_PLAYERS:
      return current (self)->to_move;
    case PERCH_QAWALE_MODE_WATCH:
    default:
      return -1;
    }
}

/* The quitter (see perch_qawale_game_get_quitter()) gives up. */
gboolean
perch_qawale_game_give_up (PerchQawaleGame *self)
{
  int quitter;
  g_autofree char *text = NULL;

  g_return_val_if_fail (PERCH_IS_QAWALE_GAME (self), FALSE);

  quitter = perch_qawale_game_get_quitter (self);
  if (quitter < 0)
    return FALSE;
  text = g_strconcat (PERCH_QAWALE_ENTRY_GIVE_UP ":", perch_qawale_colour_name (quitter), NULL);
  return play_entry (self, text, NULL);
}

gboolean
perch_qawale_game_get_can_restart (PerchQawaleGame *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_GAME (self), FALSE);

  return self->can_restart;
}

gboolean
perch_qawale_game_restart (PerchQawaleGame *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_GAME (self), FALSE);

  return self->can_restart && play_entry (self, PERCH_QAWALE_ENTRY_RESTART, NULL);
}

gboolean
perch_qawale_game_get_can_undo (PerchQawaleGame *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_GAME (self), FALSE);

  return self->can_undo;
}

gboolean
perch_qawale_game_get_can_redo (PerchQawaleGame *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_GAME (self), FALSE);

  return self->can_redo;
}

static void
seek (PerchQawaleGame *self,
      guint            target)
{
  g_object_freeze_notify (G_OBJECT (self));
  stop_jobs (self);
  perch_history_seek (self->history, target);
  history_changed (self);
  g_object_thaw_notify (G_OBJECT (self));
}

/* Back to the last stop: the person's previous turn against the computer (the
 * computer's reply is taken back too), the move before between two people. */
gboolean
perch_qawale_game_undo (PerchQawaleGame *self)
{
  guint target;

  g_return_val_if_fail (PERCH_IS_QAWALE_GAME (self), FALSE);

  if (!undo_target (self, &target))
    return FALSE;
  seek (self, target);
  return TRUE;
}

gboolean
perch_qawale_game_redo (PerchQawaleGame *self)
{
  guint target;

  g_return_val_if_fail (PERCH_IS_QAWALE_GAME (self), FALSE);

  if (!redo_target (self, &target))
    return FALSE;
  seek (self, target);
  return TRUE;
}

/**
 * perch_qawale_game_think:
 * @min_ms: the move is played no sooner than this after the call, so that even an
 *   instant choice is seen to take a turn
 *
 * When a computer is to move, it chooses its move on the worker thread ("thinking",
 * "depth") and the game plays it ("played"). Anything else that changes the game
 * stops it.
 */
void
perch_qawale_game_think (PerchQawaleGame *self,
                         guint            min_ms)
{
  g_return_if_fail (PERCH_IS_QAWALE_GAME (self));

  if (self->thinking || !perch_qawale_game_is_computers_turn (self))
    return;
  g_object_freeze_notify (G_OBJECT (self));
  stop_jobs (self);
  self->thinking_brain = self->brains[current (self)->to_move];
  self->think_started = g_get_monotonic_time ();
  self->min_ms = min_ms;
  set_flag (self, &self->thinking, TRUE, PROP_THINKING);
  run_think_job (self, self->worker, self->thinking_brain, on_think_progress, on_think_done);
  g_object_thaw_notify (G_OBJECT (self));
}

gboolean
perch_qawale_game_get_thinking (PerchQawaleGame *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_GAME (self), FALSE);

  return self->thinking;
}

guint
perch_qawale_game_get_depth (PerchQawaleGame *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_GAME (self), 0);

  return self->depth;
}

/* On a person's turn, looks for the Hard player's move on the worker ("hinting"), then
 * keeps it until the game changes ("has-hint"). */
void
perch_qawale_game_find_hint (PerchQawaleGame *self)
{
  PerchQawalePlayerSpec spec;

  g_return_if_fail (PERCH_IS_QAWALE_GAME (self));

  if (self->hinting || !perch_qawale_game_is_persons_turn (self))
    return;
  g_object_freeze_notify (G_OBJECT (self));
  stop_jobs (self);
  if (self->adviser == NULL)
    {
      perch_qawale_player_spec_init (&spec, PERCH_QAWALE_HARD);
      self->adviser = brain_new (&spec);
    }
  set_flag (self, &self->hinting, TRUE, PROP_HINTING);
  run_think_job (self, self->hint_worker, self->adviser, NULL, on_hint_done);
  g_object_thaw_notify (G_OBJECT (self));
}

/* The worker the hint is looked for on, for a page to show it busy and cancel it. */
PerchWorker *
perch_qawale_game_get_hint_worker (PerchQawaleGame *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_GAME (self), NULL);

  return self->hint_worker;
}

gboolean
perch_qawale_game_get_hinting (PerchQawaleGame *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_GAME (self), FALSE);

  return self->hinting;
}

/**
 * perch_qawale_game_get_hint:
 * @move: (out) (optional): the move the Hard player would make
 * @wins: (out) (optional): whether it wins by force
 */
gboolean
perch_qawale_game_get_hint (PerchQawaleGame *self,
                            PerchQawaleMove *move,
                            gboolean        *wins)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_GAME (self), FALSE);

  if (!self->has_hint)
    return FALSE;
  if (move != NULL)
    *move = self->hint;
  if (wins != NULL)
    *wins = self->hint_wins;
  return TRUE;
}

/**
 * perch_qawale_game_set_hint:
 * @move: a legal move of the person to move, found elsewhere (the analysis)
 * @wins: whether it wins by force
 *
 * Shows @move as the hint ("has-hint"), as one found by perch_qawale_game_find_hint() (a
 * search for one under way stops); it is kept until the game changes.
 */
void
perch_qawale_game_set_hint (PerchQawaleGame       *self,
                            const PerchQawaleMove *move,
                            gboolean               wins)
{
  g_return_if_fail (PERCH_IS_QAWALE_GAME (self));
  g_return_if_fail (move != NULL);

  if (!perch_qawale_game_is_persons_turn (self) ||
      !perch_qawale_position_check_move (current (self), move, NULL))
    return;
  g_object_freeze_notify (G_OBJECT (self));
  perch_worker_cancel (self->hint_worker);
  set_flag (self, &self->hinting, FALSE, PROP_HINTING);
  if (self->has_hint && perch_qawale_move_equal (&self->hint, move) && self->hint_wins == wins)
    {
      g_object_thaw_notify (G_OBJECT (self));
      return;
    }
  /* "has-hint" tells of a new hint even when there was one. */
  set_hint (self, move, wins);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_HINT]);
  g_object_thaw_notify (G_OBJECT (self));
}

/* Forgets the hint, or stops looking for one. */
void
perch_qawale_game_clear_hint (PerchQawaleGame *self)
{
  g_return_if_fail (PERCH_IS_QAWALE_GAME (self));

  perch_worker_cancel (self->hint_worker);
  set_flag (self, &self->hinting, FALSE, PROP_HINTING);
  set_hint (self, NULL, FALSE);
}

/* Saved text (perch-qawale-game-text.c). */

char *
perch_qawale_game_to_string (PerchQawaleGame *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_GAME (self), NULL);

  return perch_qawale_game_text_write (&self->setup, self->history);
}

/**
 * perch_qawale_game_load:
 * @text: saved text (see the header), not necessarily nul-terminated
 * @length: its length in bytes, or -1 if it is nul-terminated
 *
 * Reads a game saved by perch_qawale_game_to_string(). Any input is safe: sizes are
 * checked before any work, and every mistake is reported with its line and column.
 * Returns: TRUE if all of it was read. Otherwise @error says where it went wrong and,
 * with PERCH_QAWALE_GAME_ERROR_PARTIAL, the game holds what came before the mistake
 * (the moves up to the first bad one); with PERCH_QAWALE_GAME_ERROR_INVALID (no
 * setup could be read) the game is unchanged.
 */
gboolean
perch_qawale_game_load (PerchQawaleGame  *self,
                        const char       *text,
                        gssize            length,
                        GError          **error)
{
  g_autoptr(GError) read_error = NULL;
  PerchQawaleSetup setup;
  PerchHistory *history;

  g_return_val_if_fail (PERCH_IS_QAWALE_GAME (self), FALSE);
  g_return_val_if_fail (text != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  history = perch_qawale_game_text_read (text, length, &setup, &read_error);
  if (history != NULL)
    replace (self, &setup, history);
  if (read_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&read_error));
      return FALSE;
    }
  return TRUE;
}

/**
 * perch_qawale_game_replay:
 * @setup: the players and rules
 * @entries: the entries in notation, from the start
 *
 * Starts a game of @setup and plays @entries, up to the first that cannot be played
 * (for games kept in older ways).
 * Returns: FALSE if one could not be played: @error says which (the game holds those
 * before it).
 */
gboolean
perch_qawale_game_replay (PerchQawaleGame         *self,
                          const PerchQawaleSetup  *setup,
                          const char * const      *entries,
                          GError                 **error)
{
  g_autoptr(GError) replay_error = NULL;

  g_return_val_if_fail (PERCH_IS_QAWALE_GAME (self), FALSE);
  g_return_val_if_fail (setup != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  replace (self, setup, perch_qawale_game_text_replay (setup, entries, &replay_error));
  if (replay_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&replay_error));
      return FALSE;
    }
  return TRUE;
}
