/* perch-qawale-page.c: play Qawale against a person or the computer, or watch two computers
 *
 * The page keeps the game: who plays each colour (a person or a computer level), the
 * rules, and the history of positions (undo and redo). A person's move is built on the
 * board one click (or key) at a time: the stack, then each step; the page checks each
 * step and the board animates it. A computer's move is chosen on the worker thread and
 * then animated whole. The game in progress is saved in GSettings after every change
 * and replayed at the next start.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "perch-history.h"
#include "perch-page-shortcuts.h"
#include "perch-qawale-board.h"
#include "perch-qawale-new-game-dialog.h"
#include "perch-qawale-page.h"
#include "perch-qawale-painter.h"
#include "perch-qawale-player.h"
#include "perch-qawale-reserve.h"
#include "perch-rng.h"
#include "perch-worker.h"

#define HUMAN (-1)
#define GIVE_UP "give-up"
/* A stage of a move (placing, lifting, one drop) takes this long. */
#define STAGE_MS       190
#define HUMAN_STAGE_MS 150
/* Even an instant choice is shown after a moment, so that the turn is seen to pass. */
#define MIN_THINK_MS   500

static const guint speed_stage_ms[] = { 320, 190, 100, 40 };
static const guint speed_pause_ms[] = { 900, 400, 120, 0 };
static const char * const seat_names[] = { "easy", "medium", "hard", "expert" };

/* A computer player shared with the worker thread: the job holds a reference, and the
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
brain_new (PerchQawaleLevel level)
{
  Brain *brain = g_atomic_rc_box_new0 (Brain);
  PerchQawalePlayerSpec spec;

  perch_qawale_player_spec_init (&spec, level);
  g_mutex_init (&brain->lock);
  brain->player = perch_qawale_player_new (&spec, perch_rng_seed_from_time ());
  return brain;
}

static void
brain_release (Brain *brain)
{
  if (brain != NULL)
    g_atomic_rc_box_release_full (brain, brain_clear);
}

typedef enum
{
  JOB_NONE,
  JOB_MOVE,
  JOB_HINT,
} Job;

struct _PerchQawalePage
{
  AdwBin              parent_instance;

  AdwToastOverlay    *toast_overlay;
  AdwToast           *toast;          /* the one on screen (weak) */
  PerchQawaleBoard   *board;
  GtkLabel           *title_label;
  GtkLabel           *status_label;
  GtkDropDown        *speed_dropdown;
  GtkWidget          *light_card;
  GtkWidget          *dark_card;
  GtkLabel           *light_name;
  GtkLabel           *dark_name;
  GtkLabel           *light_count;
  GtkLabel           *dark_count;
  GtkSpinner         *light_spinner;
  GtkSpinner         *dark_spinner;
  PerchQawaleReserve *light_reserve;
  PerchQawaleReserve *dark_reserve;
  GtkRevealer        *moves_revealer;
  GtkScrolledWindow  *moves_scroller;
  GtkLabel           *moves_label;

  GSettings          *settings;
  PerchWorker        *worker;

  int                 seats[2];       /* HUMAN or a PerchQawaleLevel, by colour */
  guint               stones;
  PerchQawaleBothLines both_lines;
  PerchHistory       *history;        /* of PerchQawalePosition, with the moves' notation */
  Brain              *brains[2];      /* the computers, by colour */
  Brain              *adviser;        /* a Hard player for hints */

  gboolean            composing;      /* a person's move under way */
  PerchQawaleMove     composing_move;
  gboolean            showing_move;   /* the board is animating a move just played */
  gboolean            have_pending;   /* a computer's move waiting for the board */
  PerchQawaleMove     pending;
  guint               delay_source;

  Job                 job;
  Brain              *job_brain;      /* the thinking brain, for its depth */
  gint64              job_started;
  guint               job_depth;
  char               *hint_text;
  gboolean            announced;      /* the end of this game was told */
  gboolean            show_moves;
};

G_DEFINE_FINAL_TYPE (PerchQawalePage, perch_qawale_page, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_SHOW_MOVES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void next_turn (PerchQawalePage *self);
static void update (PerchQawalePage *self);

static const PerchQawalePosition *
current (PerchQawalePage *self)
{
  return perch_history_current (self->history);
}

static gboolean
is_over (PerchQawalePage *self)
{
  return current (self)->outcome != PERCH_QAWALE_ONGOING;
}

static gboolean
watching (PerchQawalePage *self)
{
  return self->seats[0] != HUMAN && self->seats[1] != HUMAN;
}

static gboolean
against_computer (PerchQawalePage *self)
{
  return (self->seats[0] == HUMAN) != (self->seats[1] == HUMAN);
}

static gboolean
human_to_move (PerchQawalePage *self)
{
  return !is_over (self) && self->seats[current (self)->to_move] == HUMAN;
}

/* One message at a time: a new one takes the place of the one on screen (dismissing a
 * toast that is still being shown and adding another races in libadwaita 1.2). */
static void
toast (PerchQawalePage *self,
       const char      *title)
{
  AdwToast *toast;

  if (self->toast != NULL)
    {
      adw_toast_set_title (self->toast, title);
      return;
    }
  toast = adw_toast_new (title);
  adw_toast_set_timeout (toast, 4);
  g_set_weak_pointer (&self->toast, toast);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static const char *
level_title (int seat)
{
  switch (seat)
    {
    case PERCH_QAWALE_EASY:
      return C_("computer player", "Easy");
    case PERCH_QAWALE_MEDIUM:
      return C_("computer player", "Medium");
    case PERCH_QAWALE_HARD:
      return C_("computer player", "Hard");
    case PERCH_QAWALE_EXPERT:
      return C_("computer player", "Expert");
    default:
      return "";
    }
}

/* What a card calls a player: "You", the computer's level, or the colour. */
static const char *
seat_title (PerchQawalePage *self,
            guint            colour)
{
  if (self->seats[colour] != HUMAN)
    return level_title (self->seats[colour]);
  if (against_computer (self))
    return _("You");
  return colour == PERCH_QAWALE_LIGHT ? _("Light") : _("Dark");
}

static const char *
colour_title (guint colour)
{
  return colour == PERCH_QAWALE_LIGHT ? _("Light") : _("Dark");
}

/* The move that led to history position @position, if it was a move. */
static gboolean
move_at (PerchQawalePage *self,
         guint            position,
         PerchQawaleMove *move)
{
  const char *text = perch_history_move_at (self->history, position);

  return text != NULL && strcmp (text, GIVE_UP) != 0 && perch_qawale_move_parse (text, move, NULL);
}

static gboolean
last_move (PerchQawalePage *self,
           PerchQawaleMove *move)
{
  return move_at (self, perch_history_position (self->history), move);
}

static void
save_state (PerchQawalePage *self)
{
  guint n = perch_history_position (self->history);
  g_autofree const char **moves = g_new0 (const char *, n + 1);

  for (guint i = 0; i < n; i++)
    moves[i] = perch_history_move_at (self->history, i + 1);
  g_settings_delay (self->settings);
  g_settings_set_string (self->settings, "game-light",
                         self->seats[0] == HUMAN ? "human" : seat_names[self->seats[0]]);
  g_settings_set_string (self->settings, "game-dark",
                         self->seats[1] == HUMAN ? "human" : seat_names[self->seats[1]]);
  g_settings_set_uint (self->settings, "game-stones", self->stones);
  g_settings_set_string (self->settings, "game-both-lines",
                         self->both_lines == PERCH_QAWALE_BOTH_LINES_DRAW ? "draw" : "mover-wins");
  g_settings_set_strv (self->settings, "game-moves", moves);
  g_settings_apply (self->settings);
}

static char *
outcome_text (PerchQawalePage *self)
{
  const PerchQawalePosition *position = current (self);
  PerchQawaleOutcome outcome = position->outcome;
  guint winner = outcome == PERCH_QAWALE_WIN_LIGHT ? PERCH_QAWALE_LIGHT : PERCH_QAWALE_DARK;

  if (outcome == PERCH_QAWALE_DRAW)
    {
      if (position->reserves[0] + position->reserves[1] == 0 &&
          perch_qawale_position_winning_lines (position) == 0 &&
          position->both_lines == PERCH_QAWALE_BOTH_LINES_MOVER_WINS)
        return g_strdup (_("Draw: every pebble is placed and no line shows"));
      return g_strdup (_("Draw: lines of both colours show at once"));
    }
  if (position->given_up != 0)
    {
      if (against_computer (self) && self->seats[winner] != HUMAN)
        return g_strdup_printf (_("You gave up: %s wins"), seat_title (self, winner));
      return g_strdup_printf (_("%s gave up: %s wins"), colour_title (winner ^ 1),
                              colour_title (winner));
    }
  if (against_computer (self))
    return self->seats[winner] == HUMAN ? g_strdup (_("You win with a line!"))
                                        : g_strdup_printf (_("%s wins with a line"),
                                                           seat_title (self, winner));
  if (watching (self))
    /* Translators: the colour, then the computer's level: "Light (Hard) wins with a line" */
    return g_strdup_printf (_("%s (%s) wins with a line"), colour_title (winner),
                            seat_title (self, winner));
  return g_strdup_printf (_("%s wins with a line!"), colour_title (winner));
}

static char *
status_text (PerchQawalePage *self)
{
  const PerchQawalePosition *position = current (self);
  guint mover = position->to_move;

  if (is_over (self))
    return outcome_text (self);
  if (self->job == JOB_MOVE)
    {
      if (self->job_depth > 0)
        /* Translators: a computer level, then how deep it has looked */
        return g_strdup_printf (_("%s is thinking… (%u moves ahead)"), seat_title (self, mover),
                                self->job_depth);
      return g_strdup_printf (_("%s is thinking…"), seat_title (self, mover));
    }
  if (self->job == JOB_HINT)
    return g_strdup (_("Looking for a good move…"));
  if (self->seats[mover] != HUMAN)
    return g_strdup_printf (_("%s to move"), seat_title (self, mover));
  if (self->composing)
    {
      guint left = position->heights[self->composing_move.origin] + 1 -
                   self->composing_move.n_steps;

      if (left == 1)
        return g_strdup (_("Drop the last pebble next to the stack"));
      return g_strdup_printf (ngettext ("Drop the next pebble next to the stack: %u to go",
                                        "Drop the next pebble next to the stack: %u to go",
                                        left), left);
    }
  if (self->hint_text != NULL)
    return g_strdup (self->hint_text);
  if (against_computer (self))
    return g_strdup (_("Your move: choose a stack for your pebble"));
  /* Translators: the colour to move */
  return g_strdup_printf (_("%s to move: choose a stack for the pebble"), colour_title (mover));
}

static void
update_title (PerchQawalePage *self)
{
  g_autofree char *players = NULL;
  GString *title;

  if (watching (self))
    /* Translators: two computer levels, light first */
    players = g_strdup_printf (_("%s against %s"), seat_title (self, PERCH_QAWALE_LIGHT),
                               seat_title (self, PERCH_QAWALE_DARK));
  else if (against_computer (self))
    players = g_strdup_printf (_("You against %s"),
                               seat_title (self, self->seats[0] == HUMAN ? PERCH_QAWALE_DARK
                                                                         : PERCH_QAWALE_LIGHT));
  else
    players = g_strdup (_("Two Players"));
  title = g_string_new (players);
  if (self->stones != PERCH_QAWALE_DEFAULT_STONES)
    g_string_append_printf (title, " · %s", _("10 pebbles each"));
  if (self->both_lines == PERCH_QAWALE_BOTH_LINES_DRAW)
    g_string_append_printf (title, " · %s", _("both lines draw"));
  gtk_label_set_text (self->title_label, title->str);
  g_string_free (title, TRUE);
}

static void
update_card (PerchQawalePage    *self,
             guint               colour,
             GtkWidget          *card,
             GtkLabel           *name,
             GtkLabel           *count,
             GtkSpinner         *spinner,
             PerchQawaleReserve *reserve)
{
  const PerchQawalePosition *position = current (self);
  gboolean turn = !is_over (self) && position->to_move == colour;
  gboolean thinking = turn && self->job == JOB_MOVE;
  g_autofree char *left = g_strdup_printf (ngettext ("%u left", "%u left",
                                                     position->reserves[colour]),
                                           position->reserves[colour]);
  g_autofree char *label = NULL;

  /* Translators: a player and their colour, e.g. "You · Light" */
  label = g_strdup_printf (_("%s · %s"), seat_title (self, colour), colour_title (colour));
  gtk_label_set_text (name, self->seats[colour] == HUMAN && !against_computer (self)
                              ? colour_title (colour) : label);
  gtk_label_set_text (count, left);
  perch_qawale_reserve_set (reserve, colour, position->reserves[colour], self->stones);
  if (turn)
    gtk_widget_add_css_class (card, "qawale-turn");
  else
    gtk_widget_remove_css_class (card, "qawale-turn");
  gtk_widget_set_visible (GTK_WIDGET (spinner), thinking);
  gtk_spinner_set_spinning (spinner, thinking);
}

static void
update_moves (PerchQawalePage *self)
{
  guint n = perch_history_position (self->history);
  GString *text = g_string_new (NULL);

  for (guint i = 1; i <= n; i++)
    {
      const char *move = perch_history_move_at (self->history, i);

      if (i % 2 == 1)
        g_string_append_printf (text, "%s%u.\u00a0", i > 1 ? "   " : "", (i + 1) / 2);
      else
        g_string_append (text, "\u00a0");
      g_string_append (text, strcmp (move, GIVE_UP) == 0 ? _("gave\u00a0up") : move);
    }
  if (n == 0)
    g_string_append (text, _("No moves yet"));
  gtk_label_set_text (self->moves_label, text->str);
  g_string_free (text, TRUE);
}

static gboolean
can_undo (PerchQawalePage *self)
{
  guint position = perch_history_position (self->history);

  if (watching (self) || position == 0)
    return FALSE;
  if (!against_computer (self))
    return TRUE;
  /* Back to an earlier turn of the person's. */
  for (guint p = position; p-- > 0;)
    {
      const PerchQawalePosition *state = perch_history_state_at (self->history, p);

      if (self->seats[state->to_move] == HUMAN)
        return TRUE;
    }
  return FALSE;
}

static void
update_actions (PerchQawalePage *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean person = human_to_move (self) && !self->showing_move;

  gtk_widget_action_set_enabled (widget, "qawale.undo", can_undo (self));
  gtk_widget_action_set_enabled (widget, "qawale.redo",
                                 !watching (self) && perch_history_can_redo (self->history));
  gtk_widget_action_set_enabled (widget, "qawale.hint", person && self->job == JOB_NONE);
  gtk_widget_action_set_enabled (widget, "qawale.give-up", !is_over (self) && !watching (self));
  gtk_widget_action_set_enabled (widget, "qawale.step-back", self->composing);
  gtk_widget_action_set_enabled (widget, "qawale.play", person);
}

static void
update (PerchQawalePage *self)
{
  g_autofree char *status = status_text (self);

  update_title (self);
  gtk_label_set_text (self->status_label, status);
  update_card (self, PERCH_QAWALE_LIGHT, self->light_card, self->light_name, self->light_count,
               self->light_spinner, self->light_reserve);
  update_card (self, PERCH_QAWALE_DARK, self->dark_card, self->dark_name, self->dark_count,
               self->dark_spinner, self->dark_reserve);
  gtk_widget_set_visible (GTK_WIDGET (self->speed_dropdown), watching (self));
  update_moves (self);
  update_actions (self);
  save_state (self);
}

static void
clear_hint (PerchQawalePage *self)
{
  g_clear_pointer (&self->hint_text, g_free);
  perch_qawale_board_set_hint (self->board, NULL);
}

/* Stops whatever is under way (thinking, a hint, a delay, a move being built). */
static void
stop_everything (PerchQawalePage *self)
{
  self->job = JOB_NONE;
  self->job_brain = NULL;
  perch_worker_cancel (self->worker);
  g_clear_handle_id (&self->delay_source, g_source_remove);
  self->have_pending = FALSE;
  self->composing = FALSE;
  self->showing_move = FALSE;
  clear_hint (self);
}

/* Shows the current position at rest, with its last move and winning lines. */
static void
show_current (PerchQawalePage *self)
{
  PerchQawaleMove last;
  gboolean has_last = last_move (self, &last);

  perch_qawale_board_set_position (self->board, current (self), has_last ? &last : NULL);
  perch_qawale_board_set_winning_lines (self->board,
                                        perch_qawale_position_winning_lines (current (self)));
}

static guint
stage_ms (PerchQawalePage *self)
{
  if (watching (self))
    return speed_stage_ms[MIN (gtk_drop_down_get_selected (self->speed_dropdown), 3u)];
  return STAGE_MS;
}

/* Plays a whole move (the computer's, or one given in notation), animated. */
static void
play_move (PerchQawalePage       *self,
           const PerchQawaleMove *move)
{
  PerchQawalePosition before = *current (self);
  PerchQawalePosition *after = perch_qawale_position_copy (&before);
  g_autofree char *text = perch_qawale_move_to_string (move);

  if (!perch_qawale_position_play (after, move, NULL))
    {
      g_warn_if_reached ();
      perch_qawale_position_free (after);
      return;
    }
  clear_hint (self);
  self->composing = FALSE;
  self->announced = FALSE;
  perch_history_push (self->history, text, after);
  self->showing_move = TRUE;
  perch_qawale_board_show_move (self->board, &before, move, PERCH_QAWALE_STAGE_BEFORE,
                                move->n_steps, stage_ms (self) * (move->n_steps + 2), FALSE);
  update (self);
}

static gboolean
play_pending (gpointer data)
{
  PerchQawalePage *self = data;

  self->delay_source = 0;
  self->have_pending = FALSE;
  perch_qawale_board_finish_motion (self->board);
  play_move (self, &self->pending);
  return G_SOURCE_REMOVE;
}

/* Computer moves on the worker thread. */

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
on_think_progress (guint64  count,
                   gpointer user_data)
{
  PerchQawalePage *self = user_data;
  guint depth;

  if (self->job_brain == NULL)
    return;
  depth = perch_qawale_player_get_depth (self->job_brain->player);
  if (depth > 1 && depth != self->job_depth)
    {
      self->job_depth = depth;
      update (self);
    }
}

static void
on_think_done (gpointer      data,
               const GError *error,
               gpointer      user_data)
{
  g_autofree PerchQawaleChoice *choice = data;
  PerchQawalePage *self = user_data;
  gint64 elapsed = (g_get_monotonic_time () - self->job_started) / 1000;
  guint wait = 0;

  self->job = JOB_NONE;
  self->job_brain = NULL;
  if (choice == NULL)
    {
      toast (self, error->message);
      update (self);
      return;
    }
  self->have_pending = TRUE;
  self->pending = choice->move;
  if (!watching (self) && elapsed < MIN_THINK_MS)
    wait = MIN_THINK_MS - elapsed;
  if (wait > 0)
    {
      update (self);
      self->delay_source = g_timeout_add (wait, play_pending, self);
    }
  else
    play_pending (self);
}

static void
start_thinking (PerchQawalePage *self)
{
  guint mover = current (self)->to_move;
  ThinkInput *input = g_new0 (ThinkInput, 1);

  input->brain = g_atomic_rc_box_acquire (self->brains[mover]);
  input->position = *current (self);
  self->job = JOB_MOVE;
  self->job_brain = self->brains[mover];
  self->job_started = g_get_monotonic_time ();
  self->job_depth = 0;
  perch_worker_run (self->worker, think_job, input, think_input_free, g_free, on_think_progress,
                    on_think_done, self);
  update (self);
}

static gboolean
think_later (gpointer data)
{
  PerchQawalePage *self = data;

  self->delay_source = 0;
  start_thinking (self);
  return G_SOURCE_REMOVE;
}

static void
announce_end (PerchQawalePage *self)
{
  g_autofree char *text = NULL;

  if (self->announced)
    return;
  self->announced = TRUE;
  text = outcome_text (self);
  toast (self, text);
}

/* After a move is shown (or a game is loaded): the end, or the next player. */
static void
next_turn (PerchQawalePage *self)
{
  if (is_over (self))
    {
      announce_end (self);
      update (self);
      return;
    }
  if (self->seats[current (self)->to_move] == HUMAN)
    {
      update (self);
      return;
    }
  if (self->job == JOB_MOVE || self->delay_source != 0)
    return;
  if (watching (self))
    {
      guint pause = speed_pause_ms[MIN (gtk_drop_down_get_selected (self->speed_dropdown), 3u)];

      self->delay_source = g_timeout_add (MAX (pause, 1u), think_later, self);
      update (self);
      return;
    }
  start_thinking (self);
}

static void
on_motion_done (PerchQawalePage *self)
{
  if (self->composing)
    {
      /* At rest mid-move: the path so far, and where the next step may go. */
      perch_qawale_board_show_move (self->board, current (self), &self->composing_move,
                                    self->composing_move.n_steps, self->composing_move.n_steps,
                                    0, TRUE);
      return;
    }
  if (!self->showing_move)
    {
      show_current (self);
      return;
    }
  self->showing_move = FALSE;
  show_current (self);
  next_turn (self);
}

/* A person's move, one square at a time. */

static guint
stack_height (PerchQawalePage *self,
              guint            square)
{
  return current (self)->heights[square];
}

static void
show_composing (PerchQawalePage *self,
                double           from,
                double           to)
{
  perch_qawale_board_show_move (self->board, current (self), &self->composing_move, from, to,
                                (guint) (HUMAN_STAGE_MS * ABS (to - from)), TRUE);
}

static void
cancel_composing (PerchQawalePage *self)
{
  double stage = perch_qawale_board_get_stage (self->board);

  if (!self->composing)
    return;
  self->composing = FALSE;
  perch_qawale_board_show_move (self->board, current (self), &self->composing_move, stage,
                                PERCH_QAWALE_STAGE_BEFORE, HUMAN_STAGE_MS * 2, FALSE);
  update (self);
}

static void
finish_composing (PerchQawalePage *self)
{
  PerchQawalePosition before = *current (self);
  PerchQawalePosition *after = perch_qawale_position_copy (&before);
  g_autofree char *text = perch_qawale_move_to_string (&self->composing_move);
  guint n = self->composing_move.n_steps;

  perch_qawale_position_play (after, &self->composing_move, NULL);
  self->composing = FALSE;
  self->announced = FALSE;
  perch_history_push (self->history, text, after);
  self->showing_move = TRUE;
  perch_qawale_board_show_move (self->board, &before, &self->composing_move, n - 1, n,
                                HUMAN_STAGE_MS, FALSE);
  update (self);
}

static void
on_square_activated (PerchQawalePage *self,
                     guint            square)
{
  guint targets;

  if (!human_to_move (self) || self->showing_move)
    {
      perch_qawale_board_refuse (self->board, square);
      if (!is_over (self) && !human_to_move (self))
        toast (self, _("Wait for your turn"));
      return;
    }
  if (self->job == JOB_HINT)
    {
      self->job = JOB_NONE;
      perch_worker_cancel (self->worker);
    }
  clear_hint (self);

  if (!self->composing)
    {
      if (stack_height (self, square) == 0)
        {
          perch_qawale_board_refuse (self->board, square);
          toast (self, _("A pebble goes on a stack: this square is empty"));
          return;
        }
      self->composing = TRUE;
      self->composing_move = (PerchQawaleMove) { square, 0, 0 };
      perch_qawale_board_set_cursor (self->board, square);
      show_composing (self, PERCH_QAWALE_STAGE_BEFORE, PERCH_QAWALE_STAGE_LIFTED);
      update (self);
      return;
    }

  perch_qawale_board_finish_motion (self->board);
  targets = 0;
  {
    PerchQawaleScene scene;

    perch_qawale_scene_init (&scene, current (self));
    scene.moving = TRUE;
    scene.move = self->composing_move;
    targets = perch_qawale_scene_targets (&scene);
  }
  if (targets & (1u << square))
    {
      guint n = self->composing_move.n_steps;

      for (guint step = 0; step < 4; step++)
        {
          guint8 squares[PERCH_QAWALE_MAX_PEBBLES + 1];
          guint here = squares[perch_qawale_move_squares (&self->composing_move, squares) - 1];

          if (perch_qawale_neighbour (here, step) == square)
            {
              self->composing_move.steps |= (guint64) step << (2 * n);
              break;
            }
        }
      self->composing_move.n_steps = n + 1;
      perch_qawale_board_set_cursor (self->board, square);
      if (n + 1 == stack_height (self, self->composing_move.origin) + 1)
        finish_composing (self);
      else
        {
          show_composing (self, n, n + 1);
          update (self);
        }
      return;
    }
  if (self->composing_move.n_steps == 0 && square == self->composing_move.origin)
    {
      /* The stack clicked again: put it back. */
      cancel_composing (self);
      return;
    }
  perch_qawale_board_refuse (self->board, square);
  toast (self, _("Each pebble drops next to the last, never straight back"));
}

/* Loading games. */

static int
parse_seat (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (seat_names); i++)
    if (g_strcmp0 (name, seat_names[i]) == 0)
      return i;
  return HUMAN;
}

/* Starts a game, and replays @moves (a saved game) if given; FALSE if one is illegal. */
static gboolean
load_game (PerchQawalePage      *self,
           int                   light,
           int                   dark,
           guint                 stones,
           PerchQawaleBothLines  both_lines,
           const char * const   *moves)
{
  PerchQawalePosition start;

  stop_everything (self);
  self->seats[0] = light;
  self->seats[1] = dark;
  self->stones = stones == 10 ? 10 : 8;
  self->both_lines = both_lines;
  for (guint colour = 0; colour < 2; colour++)
    {
      g_clear_pointer (&self->brains[colour], brain_release);
      if (self->seats[colour] != HUMAN)
        self->brains[colour] = brain_new (self->seats[colour]);
    }
  perch_qawale_position_init (&start, self->stones, PERCH_QAWALE_LIGHT, both_lines);
  perch_history_reset (self->history, perch_qawale_position_copy (&start));
  self->announced = FALSE;
  for (guint i = 0; moves != NULL && moves[i] != NULL; i++)
    {
      PerchQawalePosition *next = perch_qawale_position_copy (current (self));
      PerchQawaleMove move;

      if (strcmp (moves[i], GIVE_UP) == 0 && next->outcome == PERCH_QAWALE_ONGOING)
        perch_qawale_position_give_up (next, next->to_move);
      else if (!perch_qawale_position_parse_move (next, moves[i], &move, NULL))
        {
          perch_qawale_position_free (next);
          return FALSE;
        }
      else
        perch_qawale_position_play (next, &move, NULL);
      perch_history_push (self->history, moves[i], next);
    }
  /* A finished game was already told. */
  self->announced = is_over (self);
  show_current (self);
  next_turn (self);
  update (self);
  return TRUE;
}

/* "LIGHT DARK [STONES [RULE]]", as the dialog's "start" and qawale.start give it. */
static gboolean
start_from_text (PerchQawalePage *self,
                 const char      *text)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);
  guint n = g_strv_length (words);
  guint stones = n > 2 ? (guint) g_ascii_strtoull (words[2], NULL, 10) : 8;
  PerchQawaleBothLines rule = n > 3 && strcmp (words[3], "draw") == 0
                                ? PERCH_QAWALE_BOTH_LINES_DRAW
                                : PERCH_QAWALE_BOTH_LINES_MOVER_WINS;

  if (n < 2 || (parse_seat (words[0]) == HUMAN && strcmp (words[0], "human") != 0) ||
      (parse_seat (words[1]) == HUMAN && strcmp (words[1], "human") != 0))
    return FALSE;
  load_game (self, parse_seat (words[0]), parse_seat (words[1]), stones, rule, NULL);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
  return TRUE;
}

static void
on_dialog_start (PerchQawalePage *self,
                 const char      *game)
{
  start_from_text (self, game);
}

/* Actions. */

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  PerchQawalePage *self = PERCH_QAWALE_PAGE (widget);
  PerchQawaleNewGameDialog *dialog;

  dialog = perch_qawale_new_game_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)));
  g_signal_connect_object (dialog, "start", G_CALLBACK (on_dialog_start), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PerchQawalePage *self = PERCH_QAWALE_PAGE (widget);

  if (!start_from_text (self, g_variant_get_string (parameter, NULL)))
    g_warning ("qawale.start: '%s' is not \"LIGHT DARK [STONES [RULE]]\"",
               g_variant_get_string (parameter, NULL));
}

/* Moves the history to @target, at rest, and carries on from there. */
static void
seek (PerchQawalePage *self,
      guint            target)
{
  stop_everything (self);
  perch_history_seek (self->history, target);
  self->announced = is_over (self);
  show_current (self);
  next_turn (self);
  update (self);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PerchQawalePage *self = PERCH_QAWALE_PAGE (widget);
  guint target = perch_history_position (self->history);

  if (!can_undo (self))
    return;
  /* Against the computer, back to the person's previous turn (its reply undone too). */
  while (target > 0)
    {
      const PerchQawalePosition *state = perch_history_state_at (self->history, --target);

      if (!against_computer (self) || self->seats[state->to_move] == HUMAN)
        break;
    }
  seek (self, target);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PerchQawalePage *self = PERCH_QAWALE_PAGE (widget);
  guint target = perch_history_position (self->history);
  guint length = perch_history_length (self->history);

  if (watching (self) || !perch_history_can_redo (self->history))
    return;
  /* Forward to the person's next turn (the computer's reply redone too), or the end. */
  while (target + 1 < length)
    {
      const PerchQawalePosition *state = perch_history_state_at (self->history, ++target);

      if (!against_computer (self) || state->outcome != PERCH_QAWALE_ONGOING ||
          self->seats[state->to_move] == HUMAN)
        break;
    }
  seek (self, target);
}

static void
on_hint_done (gpointer      data,
              const GError *error,
              gpointer      user_data)
{
  g_autofree PerchQawaleChoice *choice = data;
  PerchQawalePage *self = user_data;
  g_autofree char *move = NULL;

  self->job = JOB_NONE;
  if (choice == NULL)
    {
      toast (self, error->message);
      update (self);
      return;
    }
  move = perch_qawale_move_to_string (&choice->move);
  g_free (self->hint_text);
  if (choice->solved && choice->score > PERCH_QAWALE_SCORE_PROVEN)
    /* Translators: a move in notation, such as a1NNE */
    self->hint_text = g_strdup_printf (_("Hint: %s wins by force"), move);
  else
    self->hint_text = g_strdup_printf (_("Hint: %s"), move);
  perch_qawale_board_set_hint (self->board, &choice->move);
  update (self);
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PerchQawalePage *self = PERCH_QAWALE_PAGE (widget);
  ThinkInput *input;

  if (!human_to_move (self) || self->job != JOB_NONE || self->showing_move)
    return;
  cancel_composing (self);
  clear_hint (self);
  if (self->adviser == NULL)
    self->adviser = brain_new (PERCH_QAWALE_HARD);
  input = g_new0 (ThinkInput, 1);
  input->brain = g_atomic_rc_box_acquire (self->adviser);
  input->position = *current (self);
  self->job = JOB_HINT;
  perch_worker_run (self->worker, think_job, input, think_input_free, g_free, NULL, on_hint_done,
                    self);
  update (self);
}

static void
on_give_up_response (AdwMessageDialog *dialog,
                     const char       *response,
                     PerchQawalePage  *self)
{
  PerchQawalePosition *given_up;
  guint loser;

  if (strcmp (response, "give-up") != 0 || is_over (self) || watching (self))
    return;
  loser = against_computer (self) ? (self->seats[0] == HUMAN ? PERCH_QAWALE_LIGHT
                                                               : PERCH_QAWALE_DARK)
                                  : current (self)->to_move;
  stop_everything (self);
  given_up = perch_qawale_position_copy (current (self));
  perch_qawale_position_give_up (given_up, loser);
  perch_history_push (self->history, GIVE_UP, given_up);
  self->announced = FALSE;
  show_current (self);
  next_turn (self);
}

static void
give_up_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  PerchQawalePage *self = PERCH_QAWALE_PAGE (widget);
  GtkWidget *dialog;
  guint loser;
  g_autofree char *body = NULL;

  if (is_over (self) || watching (self))
    return;
  loser = against_computer (self) ? (self->seats[0] == HUMAN ? PERCH_QAWALE_LIGHT
                                                               : PERCH_QAWALE_DARK)
                                  : current (self)->to_move;
  if (against_computer (self))
    body = g_strdup_printf (_("%s wins this game."), seat_title (self, loser ^ 1));
  else
    body = g_strdup_printf (_("%s gives up and %s wins this game."), colour_title (loser),
                            colour_title (loser ^ 1));
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)), _("Give Up?"),
                                   body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Keep Playing"),
                                    "give-up", _("_Give Up"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "give-up",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_give_up_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
step_back_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  PerchQawalePage *self = PERCH_QAWALE_PAGE (widget);
  guint n;

  if (!self->composing)
    return;
  perch_qawale_board_finish_motion (self->board);
  n = self->composing_move.n_steps;
  if (n == 0)
    {
      cancel_composing (self);
      return;
    }
  /* The board shows the pebble going back up, then the shorter path. */
  show_composing (self, n, n - 1);
  self->composing_move.n_steps = n - 1;
  self->composing_move.steps &= (G_GUINT64_CONSTANT (1) << (2 * (n - 1))) - 1;
  {
    guint8 squares[PERCH_QAWALE_MAX_PEBBLES + 1];

    perch_qawale_board_set_cursor (self->board,
                                   squares[perch_qawale_move_squares (&self->composing_move,
                                                                      squares) - 1]);
  }
  update (self);
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PerchQawalePage *self = PERCH_QAWALE_PAGE (widget);

  if (self->composing)
    {
      perch_qawale_board_finish_motion (self->board);
      cancel_composing (self);
      return;
    }
  if (self->job == JOB_HINT)
    {
      self->job = JOB_NONE;
      perch_worker_cancel (self->worker);
    }
  clear_hint (self);
  update (self);
}

/* Plays a whole move given in notation, for the player to move (tests and scripts). */
static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PerchQawalePage *self = PERCH_QAWALE_PAGE (widget);
  g_autoptr(GError) error = NULL;
  PerchQawaleMove move;

  if (!human_to_move (self) || self->showing_move)
    return;
  if (!perch_qawale_position_parse_move (current (self), g_variant_get_string (parameter, NULL),
                                         &move, &error))
    {
      toast (self, error->message);
      return;
    }
  if (self->composing)
    {
      perch_qawale_board_finish_motion (self->board);
      self->composing = FALSE;
    }
  play_move (self, &move);
}

static void
perch_qawale_page_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  PerchQawalePage *self = PERCH_QAWALE_PAGE (object);

  switch (prop_id)
    {
    case PROP_SHOW_MOVES:
      g_value_set_boolean (value, self->show_moves);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
perch_qawale_page_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  PerchQawalePage *self = PERCH_QAWALE_PAGE (object);

  switch (prop_id)
    {
    case PROP_SHOW_MOVES:
      if (g_value_get_boolean (value) != self->show_moves)
        {
          self->show_moves = g_value_get_boolean (value);
          gtk_revealer_set_reveal_child (self->moves_revealer, self->show_moves);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
restore_state (PerchQawalePage *self)
{
  g_autofree char *light = g_settings_get_string (self->settings, "game-light");
  g_autofree char *dark = g_settings_get_string (self->settings, "game-dark");
  g_autofree char *rule = g_settings_get_string (self->settings, "game-both-lines");
  g_auto(GStrv) moves = g_settings_get_strv (self->settings, "game-moves");
  PerchQawaleBothLines both_lines = strcmp (rule, "draw") == 0
                                      ? PERCH_QAWALE_BOTH_LINES_DRAW
                                      : PERCH_QAWALE_BOTH_LINES_MOVER_WINS;
  guint stones = g_settings_get_uint (self->settings, "game-stones");

  if (!load_game (self, parse_seat (light), parse_seat (dark), stones, both_lines,
                  (const char * const *) moves))
    load_game (self, parse_seat (light), parse_seat (dark), stones, both_lines, NULL);
}

static void
perch_qawale_page_dispose (GObject *object)
{
  PerchQawalePage *self = PERCH_QAWALE_PAGE (object);

  if (self->worker != NULL)
    perch_worker_cancel (self->worker);
  g_clear_handle_id (&self->delay_source, g_source_remove);
  if (self->toast != NULL)
    adw_toast_dismiss (self->toast);
  g_clear_weak_pointer (&self->toast);
  /* AdwBin would unparent its child again after the template did. */
  adw_bin_set_child (ADW_BIN (object), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), PERCH_TYPE_QAWALE_PAGE);
  g_clear_object (&self->worker);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (perch_qawale_page_parent_class)->dispose (object);
}

static void
perch_qawale_page_finalize (GObject *object)
{
  PerchQawalePage *self = PERCH_QAWALE_PAGE (object);

  g_clear_pointer (&self->history, perch_history_free);
  g_clear_pointer (&self->brains[0], brain_release);
  g_clear_pointer (&self->brains[1], brain_release);
  g_clear_pointer (&self->adviser, brain_release);
  g_free (self->hint_text);

  G_OBJECT_CLASS (perch_qawale_page_parent_class)->finalize (object);
}

static const PerchPageShortcut page_shortcuts[] = {
  { GDK_KEY_n, GDK_CONTROL_MASK, "qawale.new-game" },
  { GDK_KEY_z, GDK_CONTROL_MASK, "qawale.undo" },
  { GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "qawale.redo" },
  { GDK_KEY_h, GDK_CONTROL_MASK, "qawale.hint" },
  { GDK_KEY_BackSpace, 0, "qawale.step-back" },
  { GDK_KEY_Escape, 0, "qawale.cancel" },
  { GDK_KEY_m, GDK_CONTROL_MASK, "qawale.show-moves" },
};

static void
perch_qawale_page_class_init (PerchQawalePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = perch_qawale_page_get_property;
  object_class->set_property = perch_qawale_page_set_property;
  object_class->dispose = perch_qawale_page_dispose;
  object_class->finalize = perch_qawale_page_finalize;

  properties[PROP_SHOW_MOVES] =
    g_param_spec_boolean ("show-moves", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (PERCH_TYPE_QAWALE_BOARD);
  g_type_ensure (PERCH_TYPE_QAWALE_RESERVE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/perch-qawale-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, board);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, title_label);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, status_label);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, speed_dropdown);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, light_card);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, dark_card);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, light_name);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, dark_name);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, light_count);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, dark_count);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, light_spinner);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, dark_spinner);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, light_reserve);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, dark_reserve);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, moves_revealer);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, moves_scroller);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, moves_label);
  gtk_widget_class_bind_template_callback (widget_class, on_square_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_motion_done);

  gtk_widget_class_install_action (widget_class, "qawale.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "qawale.start", "s", start_action);
  gtk_widget_class_install_action (widget_class, "qawale.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "qawale.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "qawale.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "qawale.give-up", NULL, give_up_action);
  gtk_widget_class_install_action (widget_class, "qawale.step-back", NULL, step_back_action);
  gtk_widget_class_install_action (widget_class, "qawale.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "qawale.play", "s", play_action);
  gtk_widget_class_install_property_action (widget_class, "qawale.show-moves", "show-moves");
}

static void
perch_qawale_page_init (PerchQawalePage *self)
{
  PerchQawalePosition start;

  gtk_widget_init_template (GTK_WIDGET (self));
  perch_page_add_shortcuts (GTK_WIDGET (self), page_shortcuts, G_N_ELEMENTS (page_shortcuts));

  self->settings = g_settings_new ("io.github.perch.Perch.Qawale");
  self->worker = perch_worker_new ();
  self->seats[0] = HUMAN;
  self->seats[1] = PERCH_QAWALE_MEDIUM;
  self->stones = PERCH_QAWALE_DEFAULT_STONES;
  perch_qawale_position_init (&start, self->stones, PERCH_QAWALE_LIGHT,
                              PERCH_QAWALE_BOTH_LINES_MOVER_WINS);
  self->history = perch_history_new (perch_qawale_position_copy (&start),
                                     (GDestroyNotify) perch_qawale_position_free);

  g_settings_bind (self->settings, "show-moves", self, "show-moves", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "speed", self->speed_dropdown, "selected",
                   G_SETTINGS_BIND_DEFAULT);
  gtk_revealer_set_reveal_child (self->moves_revealer, self->show_moves);

  restore_state (self);
}
