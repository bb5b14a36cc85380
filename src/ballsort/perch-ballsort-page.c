/* perch-ballsort-page.c: play Ball Sort, ask for the shortest solution, step through it
 *
 * The page keeps the game: the level as it started, the history of positions
 * (undo and redo), the rules, and at most one solution. A solution is tied to
 * the history position it was found from; after any change of position the
 * page checks whether the position is still on the solution (then the cursor
 * follows) or not (then the solution is dropped). The solver, the hint and the
 * generator run on the worker thread.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-ballsort"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "perch-ballsort-board.h"
#include "perch-ballsort-builtin.h"
#include "perch-ballsort-generator.h"
#include "perch-ballsort-level-dialog.h"
#include "perch-ballsort-page.h"
#include "perch-file-dialogs.h"
#include "perch-page-shortcuts.h"
#include "perch-ballsort-solver.h"
#include "perch-history.h"
#include "perch-solution.h"
#include "perch-worker.h"

#define SOLVE_BUDGET ((gsize) 768 * 1024 * 1024)
#define MOVE_MS      380

static const guint speed_intervals[] = { 1100, 650, 350, 160 };

struct _PerchBallsortPage
{
  AdwBin              parent_instance;

  AdwToastOverlay    *toast_overlay;
  AdwToast           *toast;          /* the one on screen (weak) */
  PerchBallsortBoard *board;
  GtkLabel           *title_label;
  GtkLabel           *status_label;
  GtkRevealer        *progress_revealer;
  GtkSpinner         *spinner;
  GtkLabel           *progress_label;
  GtkRevealer        *solution_revealer;
  GtkLabel           *solution_label;
  GtkScale           *scrubber;
  GtkAdjustment      *scrubber_adjustment;
  GtkDropDown        *speed_dropdown;
  GtkButton          *play_button;
  GMenu              *builtin_section;
  GtkPopover         *random_popover;
  GtkSpinButton      *colours_spin;
  GtkSpinButton      *empty_spin;
  GtkSpinButton      *capacity_spin;

  GSettings          *settings;
  PerchWorker        *worker;

  PerchBallsortModel  model;
  gboolean            symbols;
  PerchBallsortLevel *start;          /* the level as it started */
  char               *level_name;     /* a built-in id, or a name to show */
  guint               moves_before;   /* moves made before the history's first position */
  PerchHistory       *history;        /* of PerchBallsortLevel */
  int                 selected;

  PerchSolution      *solution;       /* of PerchBallsortLevel, or NULL */
  guint               solution_base;  /* history position it starts from */
  gboolean            solution_optimal;
  guint               play_source;
  gboolean            scrubbing;
  gboolean            searching;      /* a solve or hint for the current position */

  /* What the solver said about a position with no solution to show. */
  PerchBallsortLevel *verdict_level;
  const char         *verdict;
};

G_DEFINE_FINAL_TYPE (PerchBallsortPage, perch_ballsort_page, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_RULES,
  PROP_SYMBOLS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const PerchBallsortLevel *
current_level (PerchBallsortPage *self)
{
  return perch_history_current (self->history);
}

/* One message at a time: a new one replaces the last at once. */
static void
toast (PerchBallsortPage *self,
       const char        *title)
{
  AdwToast *toast = adw_toast_new (title);

  if (self->toast != NULL)
    adw_toast_dismiss (self->toast);
  adw_toast_set_timeout (toast, 3);
  g_set_weak_pointer (&self->toast, toast);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
forget_verdict (PerchBallsortPage *self)
{
  g_clear_pointer (&self->verdict_level, perch_ballsort_level_free);
  self->verdict = NULL;
}

static const char *
verdict_text (PerchBallsortVerdict verdict)
{
  switch (verdict)
    {
    case PERCH_BALLSORT_VERDICT_TARGET_FULL:
      return _("That bottle is full");
    case PERCH_BALLSORT_VERDICT_COLOUR_MISMATCH:
      return _("A ball can only go onto a ball of its own colour");
    case PERCH_BALLSORT_VERDICT_SOURCE_EMPTY:
      return _("That bottle is empty");
    case PERCH_BALLSORT_VERDICT_LEGAL:
    case PERCH_BALLSORT_VERDICT_NO_SUCH_BOTTLE:
    case PERCH_BALLSORT_VERDICT_SAME_BOTTLE:
    default:
      return _("That move is not allowed");
    }
}

static char *
display_name (PerchBallsortPage *self)
{
  const PerchBallsortBuiltin *builtin = perch_ballsort_builtin_find (self->level_name);

  if (builtin != NULL)
    return g_strdup (_(builtin->name));
  if (self->level_name[0] == '\0')
    return g_strdup (_("Ball Sort"));
  return g_strdup (self->level_name);
}

static guint
moves_made (PerchBallsortPage *self)
{
  return self->moves_before + perch_history_position (self->history);
}

static void
save_state (PerchBallsortPage *self)
{
  g_autofree char *start = perch_ballsort_level_to_string (self->start);
  g_autofree char *position = perch_ballsort_level_to_string (current_level (self));

  g_settings_set_string (self->settings, "level-name", self->level_name);
  g_settings_set_string (self->settings, "level", start);
  g_settings_set_string (self->settings, "position", position);
  g_settings_set_uint (self->settings, "moves-made", moves_made (self));
}

static void
update_solution_bar (PerchBallsortPage *self)
{
  guint n, position;
  g_autofree char *text = NULL;

  gtk_revealer_set_reveal_child (self->solution_revealer, self->solution != NULL);
  if (self->solution == NULL)
    return;

  n = perch_solution_n_moves (self->solution);
  position = perch_solution_position (self->solution);
  if (self->solution_optimal)
    /* Translators: the position in a shortest solution, e.g. "Move 12 of 50, shortest" */
    text = g_strdup_printf (_("Move %u of %u, shortest"), position, n);
  else
    text = g_strdup_printf (_("Move %u of %u, not proven shortest"), position, n);
  gtk_label_set_text (self->solution_label, text);

  self->scrubbing = TRUE;
  gtk_adjustment_set_upper (self->scrubber_adjustment, n);
  gtk_adjustment_set_value (self->scrubber_adjustment, position);
  self->scrubbing = FALSE;

  gtk_button_set_icon_name (self->play_button, self->play_source != 0
                                                 ? "media-playback-pause-symbolic"
                                                 : "media-playback-start-symbolic");
}

static void
update_actions (PerchBallsortPage *self)
{
  gboolean busy = perch_worker_is_busy (self->worker);
  gboolean solved = perch_ballsort_level_is_solved (current_level (self));
  gboolean on_solution = self->solution != NULL;
  guint position = on_solution ? perch_solution_position (self->solution) : 0;
  guint n = on_solution ? perch_solution_n_moves (self->solution) : 0;
  GtkWidget *widget = GTK_WIDGET (self);

  gtk_widget_action_set_enabled (widget, "ballsort.undo", perch_history_can_undo (self->history));
  gtk_widget_action_set_enabled (widget, "ballsort.redo", perch_history_can_redo (self->history));
  gtk_widget_action_set_enabled (widget, "ballsort.restart",
                                 moves_made (self) > 0 ||
                                 !perch_ballsort_level_equal (self->start, current_level (self)));
  gtk_widget_action_set_enabled (widget, "ballsort.solve", !busy && !solved);
  gtk_widget_action_set_enabled (widget, "ballsort.hint", !busy && !solved);
  gtk_widget_action_set_enabled (widget, "ballsort.random", !busy);
  gtk_widget_action_set_enabled (widget, "ballsort.first", on_solution && position > 0);
  gtk_widget_action_set_enabled (widget, "ballsort.previous", on_solution && position > 0);
  gtk_widget_action_set_enabled (widget, "ballsort.next", on_solution && position < n);
  gtk_widget_action_set_enabled (widget, "ballsort.last", on_solution && position < n);
  gtk_widget_action_set_enabled (widget, "ballsort.play", on_solution && (position < n ||
                                                                         self->play_source != 0));
  gtk_widget_action_set_enabled (widget, "ballsort.close-solution", on_solution);
}

static void
update (PerchBallsortPage *self)
{
  g_autofree char *name = display_name (self);
  g_autofree char *status = NULL;
  guint moves = moves_made (self);
  const char *rules = self->model == PERCH_BALLSORT_MODEL_BALL ? _("one ball per move")
                                                               : _("pouring whole runs");

  gtk_label_set_text (self->title_label, name);
  if (perch_ballsort_level_is_solved (current_level (self)))
    status = g_strdup_printf (ngettext ("Solved in %u move · %s", "Solved in %u moves · %s",
                                        moves), moves, rules);
  else if (self->verdict != NULL &&
           perch_ballsort_level_equal (self->verdict_level, current_level (self)))
    /* Translators: moves made, the rules, and why there is no solution to show */
    status = g_strdup_printf (ngettext ("%u move · %s · %s", "%u moves · %s · %s", moves),
                              moves, rules, self->verdict);
  else
    status = g_strdup_printf (ngettext ("%u move · %s", "%u moves · %s", moves), moves, rules);
  gtk_label_set_text (self->status_label, status);

  update_solution_bar (self);
  update_actions (self);
  save_state (self);

  /* On a solution, its next move is pointed at. */
  if (self->solution != NULL && !perch_solution_is_at_end (self->solution))
    {
      PerchBallsortMove next;

      if (perch_ballsort_move_parse (perch_solution_next_move (self->solution),
                                     current_level (self)->n_bottles, &next, NULL))
        perch_ballsort_board_set_hint (self->board, next.from, next.to);
    }
}

static void
stop_playing (PerchBallsortPage *self)
{
  g_clear_handle_id (&self->play_source, g_source_remove);
}

static void
drop_solution (PerchBallsortPage *self)
{
  stop_playing (self);
  g_clear_pointer (&self->solution, perch_solution_free);
}

/* After any change of position: keep the solution if the position is on it
 * (and move its cursor there), drop it otherwise. */
static void
sync_solution (PerchBallsortPage *self)
{
  guint position = perch_history_position (self->history);
  guint step;

  if (self->solution == NULL)
    return;
  if (position < self->solution_base)
    {
      drop_solution (self);
      return;
    }
  step = position - self->solution_base;
  if (step > perch_solution_n_moves (self->solution) ||
      !perch_ballsort_level_equal (perch_solution_state_at (self->solution, step),
                                   current_level (self)))
    {
      drop_solution (self);
      return;
    }
  perch_solution_seek (self->solution, step);
  if (perch_solution_is_at_end (self->solution))
    stop_playing (self);
}

static void
set_selected (PerchBallsortPage *self,
              int                bottle)
{
  const PerchBallsortLevel *level = current_level (self);
  guint lifted = 0;

  self->selected = bottle;
  if (bottle >= 0)
    lifted = self->model == PERCH_BALLSORT_MODEL_BALL
               ? 1 : perch_ballsort_level_top_run (level, bottle);
  perch_ballsort_board_set_selected (self->board, bottle, lifted);
}

static guint
move_duration (PerchBallsortPage *self)
{
  guint interval = speed_intervals[gtk_drop_down_get_selected (self->speed_dropdown)];

  return self->play_source != 0 ? MIN (MOVE_MS, interval * 3 / 4) : MOVE_MS;
}

static void
begin_search (PerchBallsortPage *self,
              const char        *label)
{
  gtk_label_set_text (self->progress_label, label);
  gtk_revealer_set_reveal_child (self->progress_revealer, TRUE);
  gtk_spinner_start (self->spinner);
}

static void
end_search (PerchBallsortPage *self)
{
  gtk_revealer_set_reveal_child (self->progress_revealer, FALSE);
  gtk_spinner_stop (self->spinner);
}

/* A solve or hint answers for the position it started from: when the
 * position changes, it is no longer wanted. */
static void
abandon_search (PerchBallsortPage *self)
{
  if (!self->searching)
    return;
  self->searching = FALSE;
  perch_worker_cancel (self->worker);
  end_search (self);
}

/* Plays a legal move: the board animates it, the history records it. */
static void
play_move (PerchBallsortPage *self,
           PerchBallsortMove  move)
{
  const PerchBallsortLevel *level = current_level (self);
  g_autofree char *text = perch_ballsort_move_to_string (move);
  PerchBallsortLevel *after;
  guint amount;

  amount = perch_ballsort_level_move_amount (level, self->model, move);
  after = perch_ballsort_level_apply (level, self->model, move, NULL);
  g_return_if_fail (after != NULL);

  abandon_search (self);
  perch_ballsort_board_animate_move (self->board, after, move, amount, move_duration (self));
  perch_history_push (self->history, text, after);
  self->selected = -1;
  sync_solution (self);

  if (perch_ballsort_level_is_solved (after))
    {
      g_autofree char *message = NULL;

      perch_ballsort_board_celebrate (self->board);
      if (self->solution == NULL)
        {
          message = g_strdup_printf (ngettext ("Solved in %u move!", "Solved in %u moves!",
                                               moves_made (self)), moves_made (self));
          toast (self, message);
        }
    }
  update (self);
}

/* Shows the step between the history's positions @from and @to (one apart)
 * as its move flying forwards, or back the other way. */
static void
animate_step (PerchBallsortPage *self,
              guint              from,
              guint              to)
{
  guint later = MAX (from, to);
  const PerchBallsortLevel *before = perch_history_state_at (self->history, later - 1);
  const PerchBallsortLevel *after = perch_history_state_at (self->history, later);
  const char *text = perch_history_move_at (self->history, later);
  PerchBallsortMove move;
  guint amount;

  if (text == NULL || !perch_ballsort_move_parse (text, after->n_bottles, &move, NULL))
    {
      perch_ballsort_board_set_level (self->board, current_level (self));
      return;
    }
  amount = after->heights[move.to] - before->heights[move.to];
  if (to < from)
    move = (PerchBallsortMove) { move.to, move.from };
  perch_ballsort_board_animate_move (self->board, current_level (self), move, amount,
                                     move_duration (self));
}

static void
go_back (PerchBallsortPage *self)
{
  guint position = perch_history_position (self->history);

  abandon_search (self);
  perch_history_undo (self->history);
  self->selected = -1;
  animate_step (self, position, position - 1);
  sync_solution (self);
  update (self);
}

static void
go_forward (PerchBallsortPage *self)
{
  guint position = perch_history_position (self->history);

  abandon_search (self);
  perch_history_redo (self->history);
  self->selected = -1;
  animate_step (self, position, position + 1);
  sync_solution (self);
  update (self);
}

/* Starts a level from @position (the start itself when NULL). Takes both. */
static void
load_level (PerchBallsortPage  *self,
            PerchBallsortLevel *start,
            PerchBallsortLevel *position,
            const char         *name,
            guint               moves_before)
{
  self->searching = FALSE;
  perch_worker_cancel (self->worker);
  end_search (self);
  drop_solution (self);
  forget_verdict (self);

  g_clear_pointer (&self->start, perch_ballsort_level_free);
  self->start = start;
  g_free (self->level_name);
  self->level_name = g_strdup (name);
  self->moves_before = moves_before;
  if (position == NULL)
    position = perch_ballsort_level_copy (start);
  if (self->history == NULL)
    self->history = perch_history_new (position, (GDestroyNotify) perch_ballsort_level_free);
  else
    perch_history_reset (self->history, position);
  self->selected = -1;
  perch_ballsort_board_set_level (self->board, current_level (self));
  update (self);
}

static void
load_text (PerchBallsortPage *self,
           const char        *text,
           const char        *name)
{
  PerchBallsortLevel *level = perch_ballsort_level_parse (text, NULL, NULL);

  g_return_if_fail (level != NULL);
  load_level (self, level, NULL, name, 0);
}

static void
on_bottle_clicked (PerchBallsortPage *self,
                   guint              bottle)
{
  const PerchBallsortLevel *level = current_level (self);
  PerchBallsortMove move;
  PerchBallsortVerdict verdict;

  gtk_widget_grab_focus (GTK_WIDGET (self->board));
  stop_playing (self);
  perch_ballsort_board_finish_motion (self->board);
  perch_ballsort_board_set_hint (self->board, -1, -1);

  if (self->selected < 0)
    {
      if (level->heights[bottle] == 0)
        {
          perch_ballsort_board_shake (self->board, bottle);
          return;
        }
      set_selected (self, bottle);
      return;
    }
  if ((guint) self->selected == bottle)
    {
      set_selected (self, -1);
      return;
    }

  move.from = self->selected;
  move.to = bottle;
  verdict = perch_ballsort_level_check_move (level, move);
  if (verdict != PERCH_BALLSORT_VERDICT_LEGAL)
    {
      perch_ballsort_board_shake (self->board, bottle);
      toast (self, verdict_text (verdict));
      set_selected (self, -1);
      return;
    }
  play_move (self, move);
}

static void
on_scrubber_changed (PerchBallsortPage *self)
{
  guint target, position;

  if (self->scrubbing || self->solution == NULL)
    return;
  stop_playing (self);
  target = (guint) (gtk_adjustment_get_value (self->scrubber_adjustment) + 0.5);
  position = perch_solution_position (self->solution);
  if (target == position)
    return;

  abandon_search (self);
  /* The history holds the solution's positions up to where it was stepped;
   * beyond that, they are pushed from the solution. */
  perch_ballsort_board_finish_motion (self->board);
  for (guint step = position; step < target; step++)
    {
      guint at = self->solution_base + step;

      if (perch_history_length (self->history) > at + 1 &&
          perch_ballsort_level_equal (perch_history_state_at (self->history, at + 1),
                                      perch_solution_state_at (self->solution, step + 1)))
        perch_history_seek (self->history, at + 1);
      else
        perch_history_push (self->history, perch_solution_move_at (self->solution, step),
                            perch_ballsort_level_copy (perch_solution_state_at (self->solution,
                                                                                step + 1)));
    }
  if (target < position)
    perch_history_seek (self->history, self->solution_base + target);

  self->selected = -1;
  perch_ballsort_board_set_level (self->board, current_level (self));
  sync_solution (self);
  update (self);
}

static void
step_solution (PerchBallsortPage *self)
{
  PerchBallsortMove move;
  const char *next;

  if (self->solution == NULL || perch_solution_is_at_end (self->solution))
    return;
  perch_ballsort_board_finish_motion (self->board);
  next = perch_solution_next_move (self->solution);
  /* Forwards through the history if it already holds the step. */
  if (perch_history_can_redo (self->history) &&
      g_strcmp0 (perch_history_move_at (self->history,
                                        perch_history_position (self->history) + 1), next) == 0)
    {
      go_forward (self);
      return;
    }
  if (perch_ballsort_move_parse (next, current_level (self)->n_bottles, &move, NULL))
    play_move (self, move);
}

static gboolean
on_play_tick (gpointer data)
{
  PerchBallsortPage *self = data;

  step_solution (self);
  if (self->solution == NULL || perch_solution_is_at_end (self->solution))
    {
      self->play_source = 0;
      update (self);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

/* Solving and hints on the worker thread. */

typedef struct
{
  PerchBallsortLevel *level;
  PerchBallsortModel  model;
} SolveInput;

static void
solve_input_free (gpointer data)
{
  SolveInput *input = data;

  perch_ballsort_level_free (input->level);
  g_free (input);
}

static SolveInput *
solve_input_new (PerchBallsortPage *self)
{
  SolveInput *input = g_new0 (SolveInput, 1);

  input->level = perch_ballsort_level_copy (current_level (self));
  input->model = self->model;
  return input;
}

static gpointer
solve_job (gpointer        data,
           PerchProgress  *progress,
           GError        **error)
{
  SolveInput *input = data;

  return perch_ballsort_solve (input->level, input->model, SOLVE_BUDGET, progress, error);
}

static void
on_search_progress (guint64  count,
                    gpointer user_data)
{
  PerchBallsortPage *self = user_data;
  g_autofree char *explored = g_strdup_printf ("%" G_GUINT64_FORMAT, count);
  g_autofree char *text = NULL;

  /* Translators: %s is a count of positions */
  text = g_strdup_printf (_("Searching… %s positions explored"), explored);
  gtk_label_set_text (self->progress_label, text);
}

/* Said once, and kept in the status line while the position stays. */
static void
report_no_solution (PerchBallsortPage         *self,
                    const PerchBallsortResult *result)
{
  forget_verdict (self);
  self->verdict_level = perch_ballsort_level_copy (current_level (self));
  if (result->status == PERCH_BALLSORT_STATUS_UNSOLVABLE)
    {
      self->verdict = _("no solution exists");
      toast (self, _("No solution exists from this position"));
    }
  else
    {
      self->verdict = _("too large to solve");
      toast (self, _("Too large to solve within the memory budget"));
    }
}

static void
on_solve_done (gpointer      data,
               const GError *error,
               gpointer      user_data)
{
  g_autoptr(PerchBallsortResult) result = data;
  PerchBallsortPage *self = user_data;
  PerchBallsortLevel *state;

  self->searching = FALSE;
  end_search (self);
  if (result == NULL)
    {
      toast (self, error->message);
      update (self);
      return;
    }
  if (result->status != PERCH_BALLSORT_STATUS_SOLVED)
    {
      report_no_solution (self, result);
      update (self);
      return;
    }

  drop_solution (self);
  state = perch_ballsort_level_copy (current_level (self));
  self->solution = perch_solution_new (state, (GDestroyNotify) perch_ballsort_level_free);
  self->solution_base = perch_history_position (self->history);
  self->solution_optimal = result->optimal;
  for (guint i = 0; i < result->moves->len; i++)
    {
      PerchBallsortMove move = g_array_index (result->moves, PerchBallsortMove, i);
      g_autofree char *text = perch_ballsort_move_to_string (move);

      state = perch_ballsort_level_apply (state, self->model, move, NULL);
      perch_solution_append (self->solution, text, state);
    }
  if (result->optimal)
    {
      g_autofree char *message = g_strdup_printf (ngettext ("Shortest solution: %u move",
                                                            "Shortest solution: %u moves",
                                                            result->moves->len),
                                                  result->moves->len);
      toast (self, message);
    }
  else
    {
      g_autofree char *message = g_strdup_printf (ngettext ("Found %u move, not proven shortest",
                                                            "Found %u moves, not proven shortest",
                                                            result->moves->len),
                                                  result->moves->len);
      toast (self, message);
    }
  update (self);
}

static void
on_hint_done (gpointer      data,
              const GError *error,
              gpointer      user_data)
{
  g_autoptr(PerchBallsortResult) result = data;
  PerchBallsortPage *self = user_data;
  PerchBallsortMove move;

  self->searching = FALSE;
  end_search (self);
  update (self);
  if (result == NULL)
    {
      toast (self, error->message);
      return;
    }
  if (result->status != PERCH_BALLSORT_STATUS_SOLVED || result->moves->len == 0)
    {
      report_no_solution (self, result);
      update (self);
      return;
    }
  move = g_array_index (result->moves, PerchBallsortMove, 0);
  set_selected (self, -1);
  perch_ballsort_board_set_hint (self->board, move.from, move.to);
}

/* Random levels, dealt on the worker thread too (a deal is checked by the
 * solver). */

typedef struct
{
  guint              colours;
  guint              empty;
  guint              capacity;
  PerchBallsortModel model;
  guint64            seed;
} DealInput;

static gpointer
deal_job (gpointer        data,
          PerchProgress  *progress,
          GError        **error)
{
  DealInput *input = data;

  return perch_ballsort_generate (input->colours, input->empty, input->capacity, input->model,
                                  input->seed, error);
}

static void
on_deal_done (gpointer      data,
              const GError *error,
              gpointer      user_data)
{
  PerchBallsortPage *self = user_data;

  end_search (self);
  if (data == NULL)
    {
      toast (self, error->message);
      update (self);
      return;
    }
  load_level (self, data, NULL, _("Random Level"), 0);
}

/* Actions. */

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (widget);

  stop_playing (self);
  if (perch_history_can_undo (self->history))
    go_back (self);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (widget);

  stop_playing (self);
  if (perch_history_can_redo (self->history))
    go_forward (self);
}

static void
restart_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (widget);
  g_autofree char *name = g_strdup (self->level_name);

  load_level (self, perch_ballsort_level_copy (self->start), NULL, name, 0);
}

static void
solve_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (widget);

  set_selected (self, -1);
  begin_search (self, _("Searching for a shortest solution…"));
  self->searching = TRUE;
  perch_worker_run (self->worker, solve_job, solve_input_new (self), solve_input_free,
                    (GDestroyNotify) perch_ballsort_result_free, on_search_progress,
                    on_solve_done, self);
  update_actions (self);
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (widget);
  PerchBallsortMove move;

  /* On a solution, its next move is the hint. */
  if (self->solution != NULL && !perch_solution_is_at_end (self->solution) &&
      perch_ballsort_move_parse (perch_solution_next_move (self->solution),
                                 current_level (self)->n_bottles, &move, NULL))
    {
      set_selected (self, -1);
      perch_ballsort_board_set_hint (self->board, move.from, move.to);
      return;
    }
  begin_search (self, _("Looking for the best move…"));
  self->searching = TRUE;
  perch_worker_run (self->worker, solve_job, solve_input_new (self), solve_input_free,
                    (GDestroyNotify) perch_ballsort_result_free, on_search_progress,
                    on_hint_done, self);
  update_actions (self);
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (widget);

  if (perch_worker_is_busy (self->worker))
    {
      self->searching = FALSE;
      perch_worker_cancel (self->worker);
      end_search (self);
      update_actions (self);
      return;
    }
  stop_playing (self);
  set_selected (self, -1);
  perch_ballsort_board_set_hint (self->board, -1, -1);
  update_actions (self);
}

static void
first_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (widget);

  gtk_adjustment_set_value (self->scrubber_adjustment, 0);
}

static void
last_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (widget);

  if (self->solution != NULL)
    gtk_adjustment_set_value (self->scrubber_adjustment,
                              perch_solution_n_moves (self->solution));
}

static void
previous_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (widget);

  stop_playing (self);
  if (self->solution != NULL && perch_solution_position (self->solution) > 0)
    {
      perch_ballsort_board_finish_motion (self->board);
      go_back (self);
    }
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (widget);

  stop_playing (self);
  step_solution (self);
}

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (widget);

  if (self->play_source != 0)
    stop_playing (self);
  else if (self->solution != NULL && !perch_solution_is_at_end (self->solution))
    {
      self->play_source =
        g_timeout_add (speed_intervals[gtk_drop_down_get_selected (self->speed_dropdown)],
                       on_play_tick, self);
      step_solution (self);
    }
  update (self);
}

static void
close_solution_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (widget);

  drop_solution (self);
  perch_ballsort_board_set_hint (self->board, -1, -1);
  update (self);
}

static void
load_builtin_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (widget);
  const PerchBallsortBuiltin *builtin =
    perch_ballsort_builtin_find (g_variant_get_string (parameter, NULL));

  if (builtin != NULL)
    load_text (self, builtin->text, builtin->id);
}

static void
random_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (widget);
  DealInput *input = g_new0 (DealInput, 1);

  gtk_popover_popdown (self->random_popover);
  input->colours = gtk_spin_button_get_value_as_int (self->colours_spin);
  input->empty = gtk_spin_button_get_value_as_int (self->empty_spin);
  input->capacity = gtk_spin_button_get_value_as_int (self->capacity_spin);
  input->model = self->model;
  input->seed = g_get_real_time ();
  begin_search (self, _("Dealing a level that has a solution…"));
  perch_worker_run (self->worker, deal_job, input, g_free,
                    (GDestroyNotify) perch_ballsort_level_free, NULL, on_deal_done, self);
  update_actions (self);
}

static void
on_level_chosen (PerchBallsortPage *self,
                 const char        *text)
{
  load_text (self, text, _("Your Level"));
}

static void
open_level_dialog (PerchBallsortPage *self,
                   const char        *text)
{
  PerchBallsortLevelDialog *dialog;

  dialog = perch_ballsort_level_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                            text);
  g_signal_connect_object (dialog, "level-chosen", G_CALLBACK (on_level_chosen), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
type_level_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (widget);
  g_autofree char *text = perch_ballsort_level_to_string (current_level (self));

  open_level_dialog (self, text);
}

/* Text from a file or the clipboard: the first line that is not blank or a
 * comment, without an "ID :: " in front (the ID becomes the name). */
static void
take_level_text (PerchBallsortPage *self,
                 const char        *contents,
                 const char        *fallback_name)
{
  g_auto(GStrv) lines = g_strsplit (contents, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(PerchBallsortLevel) level = NULL;
      char *line = g_strstrip (lines[i]);
      char *mark = strstr (line, "::");
      const char *name = fallback_name;

      if (*line == '\0' || *line == '#')
        continue;
      if (mark != NULL)
        {
          *mark = '\0';
          name = g_strstrip (line);
          line = g_strstrip (mark + 2);
        }
      level = perch_ballsort_level_parse (line, NULL, NULL);
      if (level != NULL)
        load_level (self, g_steal_pointer (&level), NULL, name, 0);
      else
        open_level_dialog (self, line);
      return;
    }
  toast (self, _("No level found in the text"));
}

static void
on_clipboard_text (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(PerchBallsortPage) self = user_data;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);

  if (text == NULL)
    {
      toast (self, _("The clipboard holds no text"));
      return;
    }
  take_level_text (self, text, _("Pasted Level"));
}

static void
paste_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, on_clipboard_text,
                                 g_object_ref (widget));
}

static void
copy_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (widget);
  g_autofree char *text = perch_ballsort_level_to_string (current_level (self));

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  toast (self, _("Position copied"));
}

static void
on_opened (GtkWidget    *page,
           GFile        *file,
           const char   *text,
           const GError *error)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (page);
  g_autofree char *name = g_file_get_basename (file);

  if (text == NULL)
    toast (self, error->message);
  else
    take_level_text (self, text, name);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  perch_open_text_file (widget, _("Open a Level"), NULL, on_opened);
}

static void
on_save_chosen (GtkWidget *page,
                GFile     *file)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (page);
  g_autoptr(GError) error = NULL;
  g_autofree char *level = perch_ballsort_level_to_string (current_level (self));
  g_autofree char *name = display_name (self);
  g_autofree char *contents = NULL;

  g_strdelimit (name, ":", ' ');
  contents = g_strdup_printf ("# Ball Sort level: bottles separated by '|', balls top first\n"
                              "%s :: %s\n", name, level);
  if (!g_file_replace_contents (file, contents, strlen (contents), NULL, FALSE,
                                G_FILE_CREATE_NONE, NULL, NULL, &error))
    toast (self, error->message);
  else
    toast (self, _("Position saved"));
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  perch_choose_file_to_save (widget, _("Save the Position"), NULL, NULL, _("level.txt"),
                             on_save_chosen);
}

/* Properties: the rules, as a string for the settings and the menu. */

static void
set_rules (PerchBallsortPage *self,
           const char        *rules)
{
  PerchBallsortModel model = g_strcmp0 (rules, "water") == 0 ? PERCH_BALLSORT_MODEL_WATER
                                                             : PERCH_BALLSORT_MODEL_BALL;

  if (model == self->model)
    return;
  self->model = model;
  /* Positions hold under both rules; a solution or hint does not. */
  if (self->history != NULL)
    {
      abandon_search (self);
      forget_verdict (self);
      drop_solution (self);
      set_selected (self, -1);
      perch_ballsort_board_set_hint (self->board, -1, -1);
      update (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULES]);
}

static void
perch_ballsort_page_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (object);

  switch (prop_id)
    {
    case PROP_RULES:
      g_value_set_string (value, self->model == PERCH_BALLSORT_MODEL_WATER ? "water" : "ball");
      break;
    case PROP_SYMBOLS:
      g_value_set_boolean (value, self->symbols);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
perch_ballsort_page_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (object);

  switch (prop_id)
    {
    case PROP_RULES:
      set_rules (self, g_value_get_string (value));
      break;
    case PROP_SYMBOLS:
      if (g_value_get_boolean (value) != self->symbols)
        {
          self->symbols = g_value_get_boolean (value);
          perch_ballsort_board_set_symbols (self->board, self->symbols);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
restore_state (PerchBallsortPage *self)
{
  g_autofree char *name = g_settings_get_string (self->settings, "level-name");
  g_autofree char *start_text = g_settings_get_string (self->settings, "level");
  g_autofree char *position_text = g_settings_get_string (self->settings, "position");
  PerchBallsortLevel *start = perch_ballsort_level_parse (start_text, NULL, NULL);
  PerchBallsortLevel *position = perch_ballsort_level_parse (position_text, NULL, NULL);

  /* A position must belong to its level: same bottles, same colours. */
  if (start == NULL || (position != NULL &&
                        (position->n_bottles != start->n_bottles ||
                         position->capacity != start->capacity ||
                         position->n_colours != start->n_colours)))
    g_clear_pointer (&position, perch_ballsort_level_free);
  if (start == NULL)
    {
      guint n;
      const PerchBallsortBuiltin *first = perch_ballsort_builtin_levels (&n);

      start = perch_ballsort_level_parse (first->text, NULL, NULL);
      g_free (name);
      name = g_strdup (first->id);
    }
  load_level (self, start, position, name,
              position != NULL ? g_settings_get_uint (self->settings, "moves-made") : 0);
}

static void
perch_ballsort_page_dispose (GObject *object)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (object);

  if (self->worker != NULL)
    perch_worker_cancel (self->worker);
  stop_playing (self);
  if (self->toast != NULL)
    adw_toast_dismiss (self->toast);
  g_clear_weak_pointer (&self->toast);
  /* AdwBin would unparent its child again after the template did. */
  adw_bin_set_child (ADW_BIN (object), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), PERCH_TYPE_BALLSORT_PAGE);
  g_clear_object (&self->worker);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (perch_ballsort_page_parent_class)->dispose (object);
}

static void
perch_ballsort_page_finalize (GObject *object)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (object);

  g_clear_pointer (&self->solution, perch_solution_free);
  g_clear_pointer (&self->history, perch_history_free);
  g_clear_pointer (&self->verdict_level, perch_ballsort_level_free);
  g_clear_pointer (&self->start, perch_ballsort_level_free);
  g_free (self->level_name);

  G_OBJECT_CLASS (perch_ballsort_page_parent_class)->finalize (object);
}

static const PerchPageShortcut page_shortcuts[] = {
  { GDK_KEY_z, GDK_CONTROL_MASK, "ballsort.undo" },
  { GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "ballsort.redo" },
  { GDK_KEY_r, GDK_CONTROL_MASK, "ballsort.restart" },
  { GDK_KEY_Return, GDK_CONTROL_MASK, "ballsort.solve" },
  { GDK_KEY_h, GDK_CONTROL_MASK, "ballsort.hint" },
  { GDK_KEY_Escape, 0, "ballsort.cancel" },
  { GDK_KEY_Home, GDK_CONTROL_MASK, "ballsort.first" },
  { GDK_KEY_Left, GDK_CONTROL_MASK, "ballsort.previous" },
  { GDK_KEY_p, GDK_CONTROL_MASK, "ballsort.play" },
  { GDK_KEY_Right, GDK_CONTROL_MASK, "ballsort.next" },
  { GDK_KEY_End, GDK_CONTROL_MASK, "ballsort.last" },
  { GDK_KEY_n, GDK_CONTROL_MASK, "ballsort.random" },
  { GDK_KEY_l, GDK_CONTROL_MASK, "ballsort.type-level" },
  { GDK_KEY_v, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "ballsort.paste" },
  { GDK_KEY_c, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "ballsort.copy" },
  { GDK_KEY_o, GDK_CONTROL_MASK, "ballsort.open" },
  { GDK_KEY_s, GDK_CONTROL_MASK, "ballsort.save" },
};

static void
perch_ballsort_page_class_init (PerchBallsortPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = perch_ballsort_page_get_property;
  object_class->set_property = perch_ballsort_page_set_property;
  object_class->dispose = perch_ballsort_page_dispose;
  object_class->finalize = perch_ballsort_page_finalize;

  properties[PROP_RULES] =
    g_param_spec_string ("rules", NULL, NULL, "ball",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SYMBOLS] =
    g_param_spec_boolean ("symbols", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (PERCH_TYPE_BALLSORT_BOARD);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/perch-ballsort-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, board);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, status_label);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, progress_revealer);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, spinner);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, progress_label);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, solution_revealer);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, solution_label);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, scrubber);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, scrubber_adjustment);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, speed_dropdown);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, play_button);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, builtin_section);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, random_popover);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, colours_spin);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, empty_spin);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, capacity_spin);
  gtk_widget_class_bind_template_callback (widget_class, on_bottle_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_scrubber_changed);

  gtk_widget_class_install_action (widget_class, "ballsort.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "ballsort.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "ballsort.restart", NULL, restart_action);
  gtk_widget_class_install_action (widget_class, "ballsort.solve", NULL, solve_action);
  gtk_widget_class_install_action (widget_class, "ballsort.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "ballsort.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "ballsort.first", NULL, first_action);
  gtk_widget_class_install_action (widget_class, "ballsort.previous", NULL, previous_action);
  gtk_widget_class_install_action (widget_class, "ballsort.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "ballsort.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "ballsort.last", NULL, last_action);
  gtk_widget_class_install_action (widget_class, "ballsort.close-solution", NULL,
                                   close_solution_action);
  gtk_widget_class_install_action (widget_class, "ballsort.load-builtin", "s", load_builtin_action);
  gtk_widget_class_install_action (widget_class, "ballsort.random", NULL, random_action);
  gtk_widget_class_install_action (widget_class, "ballsort.type-level", NULL, type_level_action);
  gtk_widget_class_install_action (widget_class, "ballsort.paste", NULL, paste_action);
  gtk_widget_class_install_action (widget_class, "ballsort.copy", NULL, copy_action);
  gtk_widget_class_install_action (widget_class, "ballsort.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "ballsort.save", NULL, save_action);
  gtk_widget_class_install_property_action (widget_class, "ballsort.model", "rules");
  gtk_widget_class_install_property_action (widget_class, "ballsort.symbols", "symbols");
}

static void
fill_builtin_menu (PerchBallsortPage *self)
{
  const PerchBallsortBuiltin *levels;
  guint n;

  levels = perch_ballsort_builtin_levels (&n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GMenuItem) item = g_menu_item_new (_(levels[i].name), NULL);

      g_menu_item_set_action_and_target (item, "ballsort.load-builtin", "s", levels[i].id);
      g_menu_append_item (self->builtin_section, item);
    }
}

static void
perch_ballsort_page_init (PerchBallsortPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  perch_page_add_shortcuts (GTK_WIDGET (self), page_shortcuts, G_N_ELEMENTS (page_shortcuts));

  self->settings = g_settings_new ("io.github.perch.Perch.Ballsort");
  self->worker = perch_worker_new ();
  /* A cancelled job reports nothing: the worker's "busy" says when it is gone. */
  g_signal_connect_object (self->worker, "notify::busy", G_CALLBACK (update_actions), self,
                           G_CONNECT_SWAPPED);
  self->model = PERCH_BALLSORT_MODEL_BALL;
  self->selected = -1;
  self->level_name = g_strdup ("");

  fill_builtin_menu (self);

  g_settings_bind (self->settings, "symbols", self, "symbols", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "rules", self, "rules", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "speed", self->speed_dropdown, "selected",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "random-colours",
                   gtk_spin_button_get_adjustment (self->colours_spin), "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "random-empty",
                   gtk_spin_button_get_adjustment (self->empty_spin), "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "random-capacity",
                   gtk_spin_button_get_adjustment (self->capacity_spin), "value",
                   G_SETTINGS_BIND_DEFAULT);

  restore_state (self);
}
