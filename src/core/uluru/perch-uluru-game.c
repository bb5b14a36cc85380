/* perch-uluru-game.c: one Uluru session
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * States are values (PerchUluruState, perch-uluru-move.h) kept in a PerchHistory with
 * the move that made each. Every public change goes through one path: capture what the
 * page sees, change, then notify exactly what differs (publish()), and emit "changed"
 * when the saved text differs. The solver's answer is cached for the cards and mode it
 * was found for; it is wanted while the board should show it, or after Check to
 * compare.
 */
#define G_LOG_DOMAIN "perch-uluru"

#include <string.h>

#include "perch-history.h"
#include "perch-uluru-game.h"

/* The rule sheet's own example: a first start has something to solve. */
static const char * const rule_sheet_example[PERCH_ULURU_N_BIRDS] = {
  "corner:white", "next:blue", "opposite:white", "same:pink",
  "corner:green", "apart:yellow", "away:pink", "contrary:orange",
};

/* What the page sees, to notify what a change changed. */
typedef struct
{
  PerchUluruState     state;
  PerchUluruMode      mode;
  PerchUluruPlacement placement;
  guint               solution_serial;
  guint               solution_index;
  gboolean            showing;
  gboolean            busy;
  gboolean            can_undo;
  gboolean            can_redo;
} View;

typedef struct
{
  PerchUluruDeal deal;
  PerchUluruMode mode;
} SolveInput;

/* What the worker finds: the best placements, and why none does better. */
typedef struct
{
  PerchUluruSolution    *solution;
  PerchUluruExplanation *explanation;
} SolveOutput;

struct _PerchUluruGame
{
  GObject              parent_instance;

  PerchHistory        *history;           /* of PerchUluruState */
  PerchUluruMode       mode;

  PerchWorker         *worker;
  GSource             *solve_source;      /* starts the worker from the main loop */
  gboolean             solving;
  PerchUluruSolution  *solution;          /* for the current cards and mode, or NULL */
  PerchUluruExplanation *explanation;     /* with the solution */
  guint                solution_serial;   /* changes whenever the solution does */
  guint                solution_index;    /* also the one asked for before it is found */
  gboolean             showing_solution;
  gboolean             comparison_declined;  /* Cancel after Check */
  gboolean             resolving;         /* the mode changed: the old answer stays on the
                                           * board until the new one is found */

  PerchUluruPlacement  shown;             /* what the board shows */
  PerchUluruScore     *score;             /* caches, NULL when not computed yet */
  PerchUluruScore     *played_score;
};

G_DEFINE_FINAL_TYPE (PerchUluruGame, perch_uluru_game, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_DEAL,
  PROP_MODE,
  PROP_PHASE,
  PROP_PLACEMENT,
  PROP_SOLUTION,
  PROP_SOLUTION_INDEX,
  PROP_SHOWING_SOLUTION,
  PROP_BUSY,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* What the page sees, and telling it */

static const PerchUluruState *
current_state (PerchUluruGame *self)
{
  return perch_history_current (self->history);
}

static PerchUluruState *
state_new (const PerchUluruDeal *deal)
{
  PerchUluruState *state = g_new (PerchUluruState, 1);

  perch_uluru_state_init (state, deal);
  return state;
}

static gboolean
board_shows_solution (PerchUluruGame *self)
{
  return self->showing_solution && self->solution != NULL;
}

/* Recomputes what the board shows and forgets the scores. */
static void
refresh (PerchUluruGame *self)
{
  const PerchUluruState *state = current_state (self);

  if (board_shows_solution (self))
    self->shown = g_array_index (self->solution->placements, PerchUluruPlacement,
                                 self->solution_index);
  else if (self->resolving && self->solving)
    ; /* the birds fly from the old answer to the new one */
  else
    self->shown = state->played;  /* the nest outside play */

  g_clear_pointer (&self->score, perch_uluru_score_free);
  g_clear_pointer (&self->played_score, perch_uluru_score_free);
}

static void
capture (PerchUluruGame *self,
         View           *view)
{
  const PerchUluruState *state = current_state (self);

  memset (view, 0, sizeof *view);
  view->state = *state;
  view->mode = self->mode;
  view->placement = self->shown;
  view->solution_serial = self->solution_serial;
  view->solution_index = self->solution_index;
  view->showing = self->showing_solution;
  view->busy = self->solving;
  view->can_undo = perch_history_can_undo (self->history);
  view->can_redo = perch_history_can_redo (self->history);
}

/* Notifies what differs from @before; "changed" when the saved text does. */
static void
publish (PerchUluruGame *self,
         const View     *before,
         gboolean        history_changed)
{
  View after;
  gboolean text_changed;

  refresh (self);
  capture (self, &after);

  if (!perch_uluru_state_same_cards (&before->state, &after.state))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DEAL]);
  if (before->mode != after.mode)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE]);
  if (before->state.phase != after.state.phase)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PHASE]);
  if (before->solution_serial != after.solution_serial)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLUTION]);
  if (before->solution_index != after.solution_index)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLUTION_INDEX]);
  if (before->showing != after.showing)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOWING_SOLUTION]);
  if (memcmp (&before->placement, &after.placement, sizeof after.placement) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLACEMENT]);
  if (before->busy != after.busy)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
  if (before->can_undo != after.can_undo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (before->can_redo != after.can_redo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);

  text_changed = history_changed
                 || before->mode != after.mode
                 || before->showing != after.showing
                 || (after.showing && before->solution_index != after.solution_index);
  if (text_changed)
    g_signal_emit (self, signals[CHANGED], 0);
}

/* The solver */

static void
solve_output_free (gpointer data)
{
  SolveOutput *output = data;

  perch_uluru_solution_free (output->solution);
  perch_uluru_explanation_free (output->explanation);
  g_free (output);
}

static gpointer
solve_job (gpointer        data,
           PerchProgress  *progress,
           GError        **error)
{
  SolveInput *input = data;
  g_autoptr(PerchUluruSolution) solution = NULL;
  PerchUluruExplanation *explanation;
  SolveOutput *output;

  solution = perch_uluru_solve (&input->deal, input->mode, TRUE, progress, error);
  if (solution == NULL)
    return NULL;
  explanation = perch_uluru_explain (&input->deal, input->mode, progress, error);
  if (explanation == NULL)
    return NULL;

  output = g_new0 (SolveOutput, 1);
  output->solution = g_steal_pointer (&solution);
  output->explanation = explanation;
  return output;
}

static void
on_solved (gpointer      result,
           const GError *error,
           gpointer      user_data)
{
  PerchUluruGame *self = user_data;
  View before;

  capture (self, &before);
  self->solving = FALSE;
  self->resolving = FALSE;
  if (error != NULL)
    {
      /* The solver fails only when cancelled, which never reaches here. */
      g_warning ("The Uluru solver failed: %s", error->message);
      self->showing_solution = FALSE;
      self->comparison_declined = TRUE;
    }
  else
    {
      SolveOutput *output = result;

      self->solution = g_steal_pointer (&output->solution);
      self->explanation = g_steal_pointer (&output->explanation);
      solve_output_free (output);
      self->solution_serial++;
      self->solution_index = MIN (self->solution_index, self->solution->placements->len - 1);
    }
  publish (self, &before, FALSE);
}

static gboolean
start_solving (gpointer user_data)
{
  PerchUluruGame *self = user_data;
  SolveInput *input = g_new0 (SolveInput, 1);

  g_clear_pointer (&self->solve_source, g_source_unref);
  input->deal = current_state (self)->deal;
  input->mode = self->mode;
  perch_worker_run (self->worker, solve_job, input, g_free, solve_output_free, NULL,
                    on_solved, self);
  return G_SOURCE_REMOVE;
}

static void
stop_solving (PerchUluruGame *self)
{
  if (self->solve_source != NULL)
    {
      g_source_destroy (self->solve_source);
      g_clear_pointer (&self->solve_source, g_source_unref);
    }
  perch_worker_cancel (self->worker);
  self->solving = FALSE;
}

/* The answer is wanted while the board should show it, and after Check to compare. */
static gboolean
solution_wanted (PerchUluruGame *self)
{
  return self->showing_solution
         || (current_state (self)->phase == PERCH_ULURU_PHASE_CHECKED
             && !self->comparison_declined);
}

/* Starts or stops the solver as the answer is wanted. The worker starts from the main
 * loop, so that loading a text never starts a thread. */
static void
update_solver (PerchUluruGame *self)
{
  gboolean needed = self->solution == NULL && solution_wanted (self);

  if (needed && !self->solving)
    {
      self->solving = TRUE;
      self->solve_source = g_idle_source_new ();
      /* Not idle priority: a busy spinner's frames would starve it. */
      g_source_set_priority (self->solve_source, G_PRIORITY_DEFAULT);
      g_source_set_callback (self->solve_source, start_solving, self, NULL);
      g_source_attach (self->solve_source, g_main_context_get_thread_default ());
    }
  else if (!needed && self->solving)
    stop_solving (self);
}

/* Forgets the answer: the cards or the mode changed. */
static void
drop_solution (PerchUluruGame *self)
{
  if (self->solving)
    stop_solving (self);
  if (self->solution != NULL)
    {
      g_clear_pointer (&self->solution, perch_uluru_solution_free);
      g_clear_pointer (&self->explanation, perch_uluru_explanation_free);
      self->solution_serial++;
    }
}

/* After a move, an undo or a redo: what was shown belonged to the old state. */
static void
state_changed (PerchUluruGame *self,
               const PerchUluruState    *old)
{
  if (!perch_uluru_state_same_cards (old, current_state (self)))
    drop_solution (self);
  self->showing_solution = FALSE;
  self->comparison_declined = FALSE;
  self->resolving = FALSE;
  self->solution_index = 0;
  update_solver (self);
}

/* The object */

static void
perch_uluru_game_dispose (GObject *object)
{
  PerchUluruGame *self = PERCH_ULURU_GAME (object);

  if (self->worker != NULL)
    stop_solving (self);
  g_clear_object (&self->worker);

  G_OBJECT_CLASS (perch_uluru_game_parent_class)->dispose (object);
}

static void
perch_uluru_game_finalize (GObject *object)
{
  PerchUluruGame *self = PERCH_ULURU_GAME (object);

  g_clear_pointer (&self->history, perch_history_free);
  g_clear_pointer (&self->solution, perch_uluru_solution_free);
  g_clear_pointer (&self->explanation, perch_uluru_explanation_free);
  g_clear_pointer (&self->score, perch_uluru_score_free);
  g_clear_pointer (&self->played_score, perch_uluru_score_free);

  G_OBJECT_CLASS (perch_uluru_game_parent_class)->finalize (object);
}

static void
perch_uluru_game_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  PerchUluruGame *self = PERCH_ULURU_GAME (object);

  switch (prop_id)
    {
    case PROP_DEAL:
      g_value_set_pointer (value, (gpointer) perch_uluru_game_get_deal (self));
      break;
    case PROP_MODE:
      g_value_set_uint (value, self->mode);
      break;
    case PROP_PHASE:
      g_value_set_uint (value, perch_uluru_game_get_phase (self));
      break;
    case PROP_PLACEMENT:
      g_value_set_pointer (value, &self->shown);
      break;
    case PROP_SOLUTION:
      g_value_set_pointer (value, self->solution);
      break;
    case PROP_SOLUTION_INDEX:
      g_value_set_uint (value, self->solution_index);
      break;
    case PROP_SHOWING_SOLUTION:
      g_value_set_boolean (value, self->showing_solution);
      break;
    case PROP_BUSY:
      g_value_set_boolean (value, self->solving);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, perch_uluru_game_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, perch_uluru_game_can_redo (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
perch_uluru_game_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  PerchUluruGame *self = PERCH_ULURU_GAME (object);

  switch (prop_id)
    {
    case PROP_MODE:
      perch_uluru_game_set_mode (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static GParamSpec *
read_only_pointer (const char *name)
{
  return g_param_spec_pointer (name, NULL, NULL,
                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS
                               | G_PARAM_EXPLICIT_NOTIFY);
}

static GParamSpec *
read_only_boolean (const char *name)
{
  return g_param_spec_boolean (name, NULL, NULL, FALSE,
                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS
                               | G_PARAM_EXPLICIT_NOTIFY);
}

static void
perch_uluru_game_class_init (PerchUluruGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = perch_uluru_game_dispose;
  object_class->finalize = perch_uluru_game_finalize;
  object_class->get_property = perch_uluru_game_get_property;
  object_class->set_property = perch_uluru_game_set_property;

  /* const PerchUluruDeal *: the cards. */
  properties[PROP_DEAL] = read_only_pointer ("deal");
  /* A PerchUluruMode. */
  properties[PROP_MODE] =
    g_param_spec_uint ("mode", NULL, NULL, PERCH_ULURU_MODE_PARTIAL,
                       PERCH_ULURU_MODE_ALL_PLACED, PERCH_ULURU_MODE_PARTIAL,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* A PerchUluruPhase. */
  properties[PROP_PHASE] =
    g_param_spec_uint ("phase", NULL, NULL, PERCH_ULURU_PHASE_CARDS,
                       PERCH_ULURU_PHASE_CHECKED, PERCH_ULURU_PHASE_CARDS,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* const PerchUluruPlacement *: what the board shows. */
  properties[PROP_PLACEMENT] = read_only_pointer ("placement");
  /* const PerchUluruSolution *, or NULL. */
  properties[PROP_SOLUTION] = read_only_pointer ("solution");
  properties[PROP_SOLUTION_INDEX] =
    g_param_spec_uint ("solution-index", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SHOWING_SOLUTION] = read_only_boolean ("showing-solution");
  properties[PROP_BUSY] = read_only_boolean ("busy");
  properties[PROP_CAN_UNDO] = read_only_boolean ("can-undo");
  properties[PROP_CAN_REDO] = read_only_boolean ("can-redo");
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * PerchUluruGame::changed:
   *
   * The saved text (perch_uluru_game_save()) changed.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
perch_uluru_game_init (PerchUluruGame *self)
{
  PerchUluruDeal deal;

  if (!perch_uluru_deal_parse (rule_sheet_example, G_N_ELEMENTS (rule_sheet_example), &deal,
                               NULL))
    g_assert_not_reached ();
  self->history = perch_history_new (state_new (&deal), g_free);
  self->worker = perch_worker_new ();
  refresh (self);
}

/**
 * perch_uluru_game_new:
 *
 * A session with the rule sheet's example cards.
 */
PerchUluruGame *
perch_uluru_game_new (void)
{
  return g_object_new (PERCH_TYPE_ULURU_GAME, NULL);
}

/* Replaces the history by @history, and what was shown by @showing (at @index). */
static void
install (PerchUluruGame *self,
         PerchHistory   *history,
         PerchUluruMode  mode,
         gboolean        showing,
         guint           index)
{
  View before;

  capture (self, &before);
  drop_solution (self);
  perch_history_free (self->history);
  self->history = history;
  self->mode = mode;
  self->showing_solution = showing;
  self->solution_index = index;
  self->comparison_declined = FALSE;
  self->resolving = FALSE;
  update_solver (self);
  publish (self, &before, TRUE);
}

/**
 * perch_uluru_game_reset:
 * @deal: the cards (a bird's cards beyond the second are dropped)
 *
 * Starts afresh from @deal: no history, nothing shown; the mode stays.
 */
void
perch_uluru_game_reset (PerchUluruGame       *self,
                        const PerchUluruDeal *deal)
{
  g_return_if_fail (PERCH_IS_ULURU_GAME (self));
  g_return_if_fail (deal != NULL);

  install (self, perch_history_new (state_new (deal), g_free), self->mode, FALSE, 0);
}

/* Saving and loading */

/**
 * perch_uluru_game_save:
 *
 * Returns: (transfer full): the session as text (see the header), which
 * perch_uluru_game_load() reads back.
 */
char *
perch_uluru_game_save (PerchUluruGame *self)
{
  GString *text;
  const PerchUluruState *start;
  g_autofree char *codes = NULL;
  guint length, position;

  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), NULL);

  text = g_string_new (NULL);
  start = perch_history_state_at (self->history, 0);
  codes = perch_uluru_deal_to_string (&start->deal);
  g_string_append_printf (text, "mode %s\nstart %s", perch_uluru_mode_code (self->mode), codes);
  if (start->phase != PERCH_ULURU_PHASE_CARDS)
    {
      g_autofree char *played = perch_uluru_placement_to_string (&start->played);

      g_string_append_printf (text, " %s %s",
                              start->phase == PERCH_ULURU_PHASE_PLAYING ? "play" : "checked",
                              played);
    }
  g_string_append_c (text, '\n');
  length = perch_history_length (self->history);
  for (guint i = 1; i < length; i++)
    g_string_append_printf (text, "%s\n", perch_history_move_at (self->history, i));
  position = perch_history_position (self->history);
  if (position + 1 < length)
    g_string_append_printf (text, "undone %u\n", length - 1 - position);
  if (self->showing_solution)
    g_string_append_printf (text, "solution %u\n", self->solution_index + 1);

  return g_string_free (text, FALSE);
}

typedef enum
{
  EXPECT_MODE,
  EXPECT_START,
  EXPECT_MOVES,    /* moves, "undone" or "solution" */
  EXPECT_SOLUTION, /* after "undone" */
  EXPECT_NOTHING,  /* after "solution" */
} LoadStage;

typedef struct
{
  LoadStage       stage;
  PerchUluruMode  mode;
  PerchHistory   *history;
  gboolean        showing;
  guint           index;
} Loading;

static gboolean
parse_mode (const char      *word,
            PerchUluruMode  *mode,
            GError         **error)
{
  for (PerchUluruMode m = PERCH_ULURU_MODE_PARTIAL; m <= PERCH_ULURU_MODE_ALL_PLACED; m++)
    if (strcmp (word, perch_uluru_mode_code (m)) == 0)
      {
        *mode = m;
        return TRUE;
      }
  g_set_error (error, PERCH_ULURU_GAME_ERROR, PERCH_ULURU_GAME_ERROR_INVALID,
               "unknown mode '%s' (modes: partial all-placed)", word);
  return FALSE;
}

/* A keyword of the text with one word after it. */
static gboolean
expect_one_word (char * const  *tokens,
                 guint          n_tokens,
                 const char    *what,
                 GError       **error)
{
  if (n_tokens == 2)
    return TRUE;
  g_set_error (error, PERCH_ULURU_GAME_ERROR, PERCH_ULURU_GAME_ERROR_INVALID,
               "'%s' takes one word: %s", tokens[0], what);
  return FALSE;
}

/* The stage's keyword was not found: say what was expected. */
static gboolean
unexpected (char * const  *tokens,
            const char    *expected,
            GError       **error)
{
  g_set_error (error, PERCH_ULURU_GAME_ERROR, PERCH_ULURU_GAME_ERROR_INVALID,
               "expected %s, found '%s'", expected, tokens[0]);
  return FALSE;
}

/* Reads one line's words into @loading. */
static gboolean
load_line (Loading       *loading,
           char * const  *tokens,
           guint          n_tokens,
           GError       **error)
{
  const char *word = tokens[0];
  guint64 number;

  switch (loading->stage)
    {
    case EXPECT_MODE:
      if (strcmp (word, "mode") != 0)
        return unexpected (tokens, "'mode partial' or 'mode all-placed'", error);
      if (!expect_one_word (tokens, n_tokens, "partial or all-placed", error)
          || !parse_mode (tokens[1], &loading->mode, error))
        return FALSE;
      loading->stage = EXPECT_START;
      return TRUE;

    case EXPECT_START:
      {
        PerchUluruState start;

        if (strcmp (word, "start") != 0)
          return unexpected (tokens, "'start' and the cards of the eight birds", error);
        if (!perch_uluru_state_parse (tokens + 1, n_tokens - 1, &start, error))
          return FALSE;
        loading->history = perch_history_new (g_memdup2 (&start, sizeof start), g_free);
        loading->stage = EXPECT_MOVES;
        return TRUE;
      }

    case EXPECT_MOVES:
      if (strcmp (word, "undone") == 0)
        {
          guint n_moves = perch_history_length (loading->history) - 1;

          if (!expect_one_word (tokens, n_tokens, "a number of moves", error))
            return FALSE;
          if (!g_ascii_string_to_unsigned (tokens[1], 10, 1, n_moves, &number, NULL))
            {
              g_set_error (error, PERCH_ULURU_GAME_ERROR, PERCH_ULURU_GAME_ERROR_INVALID,
                           "'undone %s': not a number from 1 to the %u moves above",
                           tokens[1], n_moves);
              return FALSE;
            }
          perch_history_seek (loading->history, n_moves - (guint) number);
          loading->stage = EXPECT_SOLUTION;
          return TRUE;
        }
      if (strcmp (word, "solution") != 0)
        {
          const PerchUluruState *state = perch_history_current (loading->history);
          PerchUluruState next;
          PerchUluruMove move;
          g_autofree char *text = NULL;

          if (perch_history_length (loading->history) > PERCH_ULURU_GAME_MAX_MOVES)
            {
              g_set_error (error, PERCH_ULURU_GAME_ERROR, PERCH_ULURU_GAME_ERROR_TOO_LARGE,
                           "more than %d moves", PERCH_ULURU_GAME_MAX_MOVES);
              return FALSE;
            }
          if (!perch_uluru_move_parse (tokens, n_tokens, &move, error)
              || !perch_uluru_move_apply (state, &move, &next, error))
            return FALSE;
          text = perch_uluru_move_to_string (&move);
          perch_history_push (loading->history, text, g_memdup2 (&next, sizeof next));
          return TRUE;
        }
      G_GNUC_FALLTHROUGH;

    case EXPECT_SOLUTION:
      if (strcmp (word, "solution") != 0)
        return unexpected (tokens, "'solution' or the end", error);
      if (!expect_one_word (tokens, n_tokens, "the number of the placement shown", error))
        return FALSE;
      if (!g_ascii_string_to_unsigned (tokens[1], 10, 1, G_MAXUINT, &number, NULL))
        {
          g_set_error (error, PERCH_ULURU_GAME_ERROR, PERCH_ULURU_GAME_ERROR_INVALID,
                       "'solution %s': not a placement number", tokens[1]);
          return FALSE;
        }
      if (((const PerchUluruState *) perch_history_current (loading->history))->phase
          == PERCH_ULURU_PHASE_PLAYING)
        {
          g_set_error_literal (error, PERCH_ULURU_GAME_ERROR,
                               PERCH_ULURU_GAME_ERROR_NOT_ALLOWED,
                               "no solution is shown in play");
          return FALSE;
        }
      loading->showing = TRUE;
      loading->index = (guint) number - 1;
      loading->stage = EXPECT_NOTHING;
      return TRUE;

    case EXPECT_NOTHING:
    default:
      return unexpected (tokens, "the end after 'solution'", error);
    }
}

/**
 * perch_uluru_game_load:
 * @text: a saved session (see the header)
 * @length: the length of @text in bytes, or -1 if it ends with a NUL
 * @error: what could not be read, as "line N: ..."
 *
 * Replaces the session with @text's. Any input is safe: a text longer than
 * %PERCH_ULURU_GAME_MAX_TEXT is refused before it is read, lines are checked before
 * they are split. On an error the session keeps what could be read before it: the
 * mode, the start and the moves up to the first bad line (Undo still reaches them);
 * if not even the mode and start lines can be read, the session is left as it was.
 * No solving starts until the main loop runs.
 * Returns: whether all of @text was read
 */
gboolean
perch_uluru_game_load (PerchUluruGame  *self,
                       const char      *text,
                       gssize           length,
                       GError         **error)
{
  Loading loading = { EXPECT_MODE, PERCH_ULURU_MODE_PARTIAL, NULL, FALSE, 0 };
  g_autoptr(GError) local_error = NULL;
  const char *line, *end;
  guint line_number = 0;

  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), FALSE);
  g_return_val_if_fail (text != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (length < 0)
    length = strnlen (text, (gsize) PERCH_ULURU_GAME_MAX_TEXT + 1);
  if ((gsize) length > PERCH_ULURU_GAME_MAX_TEXT)
    {
      g_set_error (error, PERCH_ULURU_GAME_ERROR, PERCH_ULURU_GAME_ERROR_TOO_LARGE,
                   "the saved game is too large (more than %d bytes)",
                   PERCH_ULURU_GAME_MAX_TEXT);
      return FALSE;
    }

  end = text + length;
  for (line = text; line < end && local_error == NULL; )
    {
      const char *newline = memchr (line, '\n', end - line);
      gsize line_length = (newline != NULL ? newline : end) - line;

      line_number++;
      if (line_length > 0)
        {
          g_auto(GStrv) tokens = perch_uluru_words_split (line, line_length, &local_error);

          if (tokens != NULL)
            load_line (&loading, tokens, g_strv_length (tokens), &local_error);
        }
      line = newline != NULL ? newline + 1 : end;
    }

  if (local_error == NULL && loading.stage < EXPECT_MOVES)
    g_set_error (&local_error, PERCH_ULURU_GAME_ERROR, PERCH_ULURU_GAME_ERROR_INVALID,
                 loading.stage == EXPECT_MODE ? "no 'mode' line" : "no 'start' line");
  else if (local_error != NULL)
    g_prefix_error (&local_error, "line %u: ", line_number);

  /* Moves after an undone one were read: a bad line among them keeps the position. */
  if (loading.history != NULL)
    install (self, loading.history, loading.mode, loading.showing, loading.index);

  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  return TRUE;
}

/* What it shows */

/* The cards, white to black (at most PERCH_ULURU_GAME_N_SLOTS per bird). */
const PerchUluruDeal *
perch_uluru_game_get_deal (PerchUluruGame *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), NULL);

  return &current_state (self)->deal;
}

/* Whether every bird holds a card: then it can be solved and played. */
gboolean
perch_uluru_game_is_complete (PerchUluruGame *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), FALSE);

  return perch_uluru_state_is_complete (current_state (self));
}

PerchUluruMode
perch_uluru_game_get_mode (PerchUluruGame *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), PERCH_ULURU_MODE_PARTIAL);

  return self->mode;
}

/* The rules the solver follows; an answer for the other mode is found again. */
void
perch_uluru_game_set_mode (PerchUluruGame *self,
                           PerchUluruMode  mode)
{
  View before;

  g_return_if_fail (PERCH_IS_ULURU_GAME (self));
  g_return_if_fail (mode == PERCH_ULURU_MODE_PARTIAL || mode == PERCH_ULURU_MODE_ALL_PLACED);

  if (mode == self->mode)
    return;

  capture (self, &before);
  self->mode = mode;
  self->resolving = board_shows_solution (self);
  drop_solution (self);
  self->solution_index = 0;
  update_solver (self);
  publish (self, &before, FALSE);
}

PerchUluruPhase
perch_uluru_game_get_phase (PerchUluruGame *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), PERCH_ULURU_PHASE_CARDS);

  return current_state (self)->phase;
}

/* What the board shows: the nest, an optimal placement, or the player's. */
const PerchUluruPlacement *
perch_uluru_game_get_placement (PerchUluruGame *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), NULL);

  return &self->shown;
}

/* The player's placement (all in the nest outside play). */
const PerchUluruPlacement *
perch_uluru_game_get_played (PerchUluruGame *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), NULL);

  return &current_state (self)->played;
}

/* The verdicts on the board's placement when it is scored (an optimal placement, or
 * the player's after Check), else %NULL. */
const PerchUluruScore *
perch_uluru_game_get_score (PerchUluruGame *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), NULL);

  if (self->score == NULL
      && (board_shows_solution (self)
          || current_state (self)->phase == PERCH_ULURU_PHASE_CHECKED))
    self->score = perch_uluru_score_new (&current_state (self)->deal, &self->shown);
  return self->score;
}

/* The player's score after Check, else %NULL. */
const PerchUluruScore *
perch_uluru_game_get_played_score (PerchUluruGame *self)
{
  const PerchUluruState *state;

  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), NULL);

  state = current_state (self);
  if (self->played_score == NULL && state->phase == PERCH_ULURU_PHASE_CHECKED)
    self->played_score = perch_uluru_score_new (&state->deal, &state->played);
  return self->played_score;
}

/* Moves */

/* A history that grows past PERCH_ULURU_GAME_MAX_MOVES loses its oldest tenth: the
 * state they led to becomes the start, so that the saved text always loads whole.
 * Called after a push, when the position is at the end. */
static void
trim_history (PerchUluruGame *self)
{
  guint length = perch_history_length (self->history);
  guint first;
  PerchHistory *trimmed;

  if (length - 1 <= PERCH_ULURU_GAME_MAX_MOVES)
    return;

  first = length - 1 - (PERCH_ULURU_GAME_MAX_MOVES - PERCH_ULURU_GAME_MAX_MOVES / 10);
  trimmed = perch_history_new (g_memdup2 (perch_history_state_at (self->history, first),
                                          sizeof (PerchUluruState)), g_free);
  for (guint i = first + 1; i < length; i++)
    perch_history_push (trimmed, perch_history_move_at (self->history, i),
                        g_memdup2 (perch_history_state_at (self->history, i),
                                   sizeof (PerchUluruState)));
  perch_history_free (self->history);
  self->history = trimmed;
}

static gboolean
perform_move (PerchUluruGame  *self,
              const PerchUluruMove      *move,
              GError         **error)
{
  PerchUluruState old = *current_state (self);
  PerchUluruState next;
  View before;
  g_autofree char *text = NULL;

  if (!perch_uluru_move_apply (&old, move, &next, error))
    return FALSE;

  capture (self, &before);
  text = perch_uluru_move_to_string (move);
  perch_history_push (self->history, text, g_memdup2 (&next, sizeof next));
  trim_history (self);
  state_changed (self, &old);
  publish (self, &before, TRUE);
  return TRUE;
}

/**
 * perch_uluru_game_perform:
 * @move: one move in the notation of the header, such as "move white 4"
 * @error: why it is not a move, or not one the session allows now
 *
 * Returns: whether the move was made (one more entry in the history)
 */
gboolean
perch_uluru_game_perform (PerchUluruGame  *self,
                          const char      *move,
                          GError         **error)
{
  g_auto(GStrv) tokens = NULL;
  PerchUluruMove parsed;

  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (*move == '\0')
    {
      g_set_error_literal (error, PERCH_ULURU_GAME_ERROR, PERCH_ULURU_GAME_ERROR_INVALID,
                           "no move");
      return FALSE;
    }
  tokens = perch_uluru_words_split (move, strlen (move), error);

  return tokens != NULL
         && perch_uluru_move_parse (tokens, g_strv_length (tokens), &parsed, error)
         && perform_move (self, &parsed, error);
}

/**
 * perch_uluru_game_set_card:
 * @bird: whose card
 * @index: which card (0 or 1); a card after the last one the bird holds becomes its
 *   next one
 * @card: (nullable): the new card, or %NULL to take the card away (a second card
 *   then moves up)
 */
gboolean
perch_uluru_game_set_card (PerchUluruGame       *self,
                           PerchUluruBird        bird,
                           guint                 index,
                           const PerchUluruCard *card)
{
  PerchUluruMove move = { 0 };

  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), FALSE);
  g_return_val_if_fail ((guint) bird < PERCH_ULURU_N_BIRDS, FALSE);
  g_return_val_if_fail (index < PERCH_ULURU_GAME_N_SLOTS, FALSE);
  g_return_val_if_fail (card == NULL || (guint) card->kind < PERCH_ULURU_N_CARD_KINDS, FALSE);
  g_return_val_if_fail (card == NULL || (guint) card->bird < PERCH_ULURU_N_BIRDS, FALSE);

  move.kind = PERCH_ULURU_MOVE_CARD;
  move.bird = bird;
  move.index = MIN (index, current_state (self)->deal.wishes[bird].n_cards);
  move.has_card = card != NULL;
  if (card != NULL)
    move.card = *card;

  return perform_move (self, &move, NULL);
}

/* Every bird's cards at once (at most PERCH_ULURU_GAME_N_SLOTS each). */
gboolean
perch_uluru_game_set_deal (PerchUluruGame       *self,
                           const PerchUluruDeal *deal)
{
  PerchUluruMove move = { 0 };

  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), FALSE);
  g_return_val_if_fail (deal != NULL, FALSE);

  move.kind = PERCH_ULURU_MOVE_DEAL;
  move.deal = *deal;

  return perform_move (self, &move, NULL);
}

/* Deals from a deck of the rule sheet (see perch_uluru_deal_random()). */
gboolean
perch_uluru_game_deal_random (PerchUluruGame    *self,
                              PerchUluruVariant  variant,
                              guint              n_expert,
                              guint64            seed)
{
  PerchUluruDeal deal;

  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), FALSE);
  g_return_val_if_fail ((guint) variant < PERCH_ULURU_N_VARIANTS, FALSE);

  perch_uluru_deal_random (variant, n_expert, seed, &deal);

  return perch_uluru_game_set_deal (self, &deal);
}

gboolean
perch_uluru_game_clear (PerchUluruGame *self)
{
  PerchUluruMove move = { .kind = PERCH_ULURU_MOVE_CLEAR };

  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), FALSE);

  return perform_move (self, &move, NULL);
}

/* The birds go back to the nest for the player to place; FALSE when a bird has no
 * card, or play has just begun. */
gboolean
perch_uluru_game_play (PerchUluruGame *self)
{
  PerchUluruMove move = { .kind = PERCH_ULURU_MOVE_PLAY };

  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), FALSE);

  return perform_move (self, &move, NULL);
}

/**
 * perch_uluru_game_move_bird:
 * @place: 1 to 8, or %PERCH_ULURU_OFF for the nest
 *
 * In play, moves @bird; a bird already on @place takes @bird's old place.
 */
gboolean
perch_uluru_game_move_bird (PerchUluruGame *self,
                            PerchUluruBird  bird,
                            guint           place)
{
  PerchUluruMove move = { .kind = PERCH_ULURU_MOVE_BIRD };

  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), FALSE);
  g_return_val_if_fail ((guint) bird < PERCH_ULURU_N_BIRDS, FALSE);
  g_return_val_if_fail (place <= PERCH_ULURU_N_PLACES, FALSE);

  move.bird = bird;
  move.place = place;

  return perform_move (self, &move, NULL);
}

/* Scores the player's placement; the best one is then looked for, to compare. */
gboolean
perch_uluru_game_check (PerchUluruGame *self)
{
  PerchUluruMove move = { .kind = PERCH_ULURU_MOVE_CHECK };

  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), FALSE);

  return perform_move (self, &move, NULL);
}

gboolean
perch_uluru_game_can_undo (PerchUluruGame *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), FALSE);

  return perch_history_can_undo (self->history);
}

gboolean
perch_uluru_game_can_redo (PerchUluruGame *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), FALSE);

  return perch_history_can_redo (self->history);
}

static gboolean
step_history (PerchUluruGame *self,
              gboolean        forward)
{
  PerchUluruState old = *current_state (self);
  View before;

  if (forward ? !perch_history_can_redo (self->history)
              : !perch_history_can_undo (self->history))
    return FALSE;

  capture (self, &before);
  if (forward)
    perch_history_redo (self->history);
  else
    perch_history_undo (self->history);
  state_changed (self, &old);
  publish (self, &before, TRUE);
  return TRUE;
}

gboolean
perch_uluru_game_undo (PerchUluruGame *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), FALSE);

  return step_history (self, FALSE);
}

gboolean
perch_uluru_game_redo (PerchUluruGame *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), FALSE);

  return step_history (self, TRUE);
}

/* How many moves the history holds (the undone ones too), and how many are made. */
guint
perch_uluru_game_get_n_moves (PerchUluruGame *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), 0);

  return perch_history_length (self->history) - 1;
}

guint
perch_uluru_game_get_position (PerchUluruGame *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), 0);

  return perch_history_position (self->history);
}

/* The solver's answer */

/* Puts the best placement on the board (the first of them), looking for it first on
 * the worker if it is not known yet. Not in play. */
void
perch_uluru_game_solve (PerchUluruGame *self)
{
  View before;

  g_return_if_fail (PERCH_IS_ULURU_GAME (self));

  if (current_state (self)->phase == PERCH_ULURU_PHASE_PLAYING)
    return;

  capture (self, &before);
  self->showing_solution = TRUE;
  self->comparison_declined = FALSE;
  self->solution_index = 0;
  update_solver (self);
  publish (self, &before, FALSE);
}

/* Stops looking for the answer; it is not asked for again until Solve. */
void
perch_uluru_game_cancel (PerchUluruGame *self)
{
  View before;

  g_return_if_fail (PERCH_IS_ULURU_GAME (self));

  if (!self->solving)
    return;

  capture (self, &before);
  stop_solving (self);
  self->showing_solution = FALSE;
  self->comparison_declined = TRUE;
  self->resolving = FALSE;
  self->solution_index = 0;
  publish (self, &before, FALSE);
}

/* Whether the solver is looking for the answer. */
gboolean
perch_uluru_game_get_busy (PerchUluruGame *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), FALSE);

  return self->solving;
}

/* The answer for the current cards and mode, once found (%NULL before). */
const PerchUluruSolution *
perch_uluru_game_get_solution (PerchUluruGame *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), NULL);

  return self->solution;
}

/* Whether the board is to show the answer (once it is found). */
gboolean
perch_uluru_game_get_showing_solution (PerchUluruGame *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), FALSE);

  return self->showing_solution;
}

/* Which optimal placement the board shows, from 0. */
guint
perch_uluru_game_get_solution_index (PerchUluruGame *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), 0);

  return self->solution_index;
}

/* Shows optimal placement @index (from 0; clamped to the last one). */
void
perch_uluru_game_show_placement (PerchUluruGame *self,
                                 guint           index)
{
  View before;

  g_return_if_fail (PERCH_IS_ULURU_GAME (self));

  if (!board_shows_solution (self))
    return;

  capture (self, &before);
  self->solution_index = MIN (index, self->solution->placements->len - 1);
  publish (self, &before, FALSE);
}

/* Why no placement does better than the solution's, found with it (%NULL before). */
const PerchUluruExplanation *
perch_uluru_game_get_explanation (PerchUluruGame *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), NULL);

  return self->explanation;
}

/**
 * perch_uluru_game_get_worker:
 *
 * Returns: (transfer none): the worker the solver runs on, to show its progress; a job
 * cancelled on the worker itself must be followed by perch_uluru_game_cancel()
 */
PerchWorker *
perch_uluru_game_get_worker (PerchUluruGame *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_GAME (self), NULL);

  return self->worker;
}
