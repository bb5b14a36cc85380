/* perch-ballsort-page.c: play Ball Sort, ask for the shortest solution, step through it
 *
 * The page is a view of a PerchBallsortGame (src/core/ballsort/perch-ballsort-game.h),
 * which holds the level, the history, the solution being followed and the hint.
 * The page shows it (the board animates each change of position), turns clicks
 * and actions into calls on it, runs the solver, the hint search, the search for
 * bottles to add and the making of new levels on its worker (perch-ballsort-jobs.c)
 * and hands their answers to the game, and reads and writes level files. The
 * game's text goes to the state store ("ballsort"), which writes it.
 *
 * Under the board, a bar that keeps its height: the busy bar (a job's progress, or
 * what the page has to say about the position) over the actions that fit the
 * position: hint and solve; the solution's controls; undo and "Add a Bottle" when
 * the level cannot be solved from here; a new level once it is solved. Nothing above
 * it moves when it changes, and toasts show in the room kept under the bottles.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-ballsort"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "perch-ballsort-board.h"
#include "perch-ballsort-builtin.h"
#include "perch-ballsort-game.h"
#include "perch-ballsort-jobs.h"
#include "perch-ballsort-labels.h"
#include "perch-ballsort-level-dialog.h"
#include "perch-ballsort-new-level-dialog.h"
#include "perch-ballsort-page.h"
#include "perch-browse.h"
#include "perch-busy-bar.h"
#include "perch-file-dialogs.h"
#include "perch-page-shortcuts.h"
#include "perch-state-store.h"
#include "perch-session-restore.h"
#include "perch-toast.h"
#include "perch-worker.h"

#define STATE_NAME    "ballsort"
#define STATE_VERSION 1

/* The GSettings keys where older versions kept the game: read once, to move it over. */
static const char *const old_state_keys[] = { "level-name", "level", "position", "moves-made" };

struct _PerchBallsortPage
{
  AdwBin               parent_instance;

  PerchBallsortBoard  *board;
  GtkLabel            *title_label;
  GtkLabel            *status_label;
  GtkLabel            *short_status_label;
  PerchBusyBar        *busy_bar;
  GtkStack            *action_stack;
  GtkAdjustment       *scrubber_adjustment;
  GtkDropDown         *speed_dropdown;
  GtkButton           *play_button;
  GMenu               *builtin_section;

  GSettings           *settings;
  PerchWorker         *worker;
  PerchBallsortGame   *game;
  PerchBrowse         *browse;

  gboolean             symbols;
  int                  selected;
  gboolean             playing;          /* the solution plays on by itself */
  guint                play_source;      /* the next step of it, once a move has been seen */
  gboolean             stepping;         /* the change of position now is a solution's step */
  gboolean             syncing;          /* the page sets the scrubber or the browser */

  PerchBallsortJobKind job;              /* the job on the worker, while it is busy */
  PerchBallsortDifficulty difficulty;    /* ... for a level of a difficulty */
  GDate                day;              /* ... for the level of the day */
  PerchBallsortLevel  *search_from;      /* the position a search is for, or NULL */
  PerchBallsortWatch  *watch;            /* how the search goes */
  char                *note;             /* said under the board about the level, or NULL */
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

static void
toast (PerchBallsortPage *self,
       const char        *title)
{
  perch_toast (GTK_WIDGET (self), title);
}

static void
toast_error (PerchBallsortPage *self,
             const GError      *error)
{
  g_autofree char *text = perch_ballsort_label_error (error);

  toast (self, text);
}

/* The level's title in the user's language. */
static char *
display_name (PerchBallsortPage *self)
{
  return perch_ballsort_label_title (perch_ballsort_game_get_source (self->game),
                                     perch_ballsort_game_get_name (self->game));
}

static PerchBallsortSpeed
playback_speed (PerchBallsortPage *self)
{
  return (PerchBallsortSpeed) gtk_drop_down_get_selected (self->speed_dropdown);
}

static void
stop_playing (PerchBallsortPage *self)
{
  self->playing = FALSE;
  g_clear_handle_id (&self->play_source, g_source_remove);
}

/* Whether the player can go no further: the solver proved it, or no move is legal. */
static gboolean
is_stuck (PerchBallsortPage *self)
{
  return perch_ballsort_game_get_finding (self->game) == PERCH_BALLSORT_FINDING_UNSOLVABLE ||
         perch_ballsort_game_is_stuck (self->game);
}

/* What the line under the board says when no job runs. */
static char *
idle_text (PerchBallsortPage *self)
{
  PerchBallsortGame *game = self->game;
  guint position = perch_ballsort_game_get_solution_position (game);
  guint n = perch_ballsort_game_get_solution_length (game);
  const char *finding = perch_ballsort_label_finding (perch_ballsort_game_get_finding (game));

  if (perch_ballsort_game_has_solution (game) && perch_ballsort_game_get_solution_optimal (game))
    /* Translators: the position in a shortest solution, e.g. "Move 12 of 50, shortest" */
    return g_strdup_printf (_("Move %u of %u, shortest"), position, n);
  if (perch_ballsort_game_has_solution (game))
    return g_strdup_printf (_("Move %u of %u, not proven shortest"), position, n);
  if (finding != NULL)
    return g_strdup (finding);
  if (perch_ballsort_game_is_stuck (game))
    return g_strdup (_("No move is possible from here"));
  if (perch_ballsort_game_is_solved (game))
    return NULL;
  if (self->note != NULL)
    return g_strdup (self->note);
  {
    const PerchBallsortLevel *level = perch_ballsort_game_get_level (game);

    return g_strdup_printf (_("%u colours in %u bottles of %u"), level->n_colours,
                            level->n_bottles, level->capacity);
  }
}

static void
update_solution_controls (PerchBallsortPage *self)
{
  gboolean on_solution = perch_ballsort_game_has_solution (self->game);
  guint n = perch_ballsort_game_get_solution_length (self->game);
  guint position = perch_ballsort_game_get_solution_position (self->game);

  self->syncing = TRUE;
  perch_browse_set_range (self->browse, on_solution ? n + 1 : 0, position);
  gtk_adjustment_set_upper (self->scrubber_adjustment, MAX (n, 1));
  gtk_adjustment_set_value (self->scrubber_adjustment, position);
  self->syncing = FALSE;

  gtk_button_set_icon_name (self->play_button, self->playing ? "media-playback-pause-symbolic"
                                                             : "media-playback-start-symbolic");
}

static void
update_actions (PerchBallsortPage *self)
{
  PerchBallsortGame *game = self->game;
  gboolean busy = perch_worker_is_busy (self->worker);
  gboolean solved = perch_ballsort_game_is_solved (game);
  gboolean on_solution = perch_ballsort_game_has_solution (game);
  guint position = perch_ballsort_game_get_solution_position (game);
  guint n = perch_ballsort_game_get_solution_length (game);
  GtkWidget *widget = GTK_WIDGET (self);

  gtk_widget_action_set_enabled (widget, "ballsort.undo", perch_ballsort_game_can_undo (game));
  gtk_widget_action_set_enabled (widget, "ballsort.redo", perch_ballsort_game_can_redo (game));
  gtk_widget_action_set_enabled (widget, "ballsort.restart",
                                 perch_ballsort_game_can_restart (game));
  gtk_widget_action_set_enabled (widget, "ballsort.solve", !busy && !solved);
  gtk_widget_action_set_enabled (widget, "ballsort.hint", !busy && !solved);
  gtk_widget_action_set_enabled (widget, "ballsort.add-bottle", !busy && is_stuck (self));
  gtk_widget_action_set_enabled (widget, "ballsort.play",
                                 on_solution && (position < n || self->playing));
  gtk_widget_action_set_enabled (widget, "ballsort.close-solution", on_solution);
}

/* The bar under the board: what it says, and which actions it offers. */
static void
update_action_bar (PerchBallsortPage *self)
{
  PerchBallsortGame *game = self->game;
  g_autofree char *text = idle_text (self);
  const char *page = "play";

  if (perch_ballsort_game_has_solution (game))
    page = "solution";
  else if (perch_ballsort_game_is_solved (game))
    page = "solved";
  else if (is_stuck (self))
    page = "stuck";
  gtk_stack_set_visible_child_name (self->action_stack, page);
  perch_busy_bar_set_idle_text (self->busy_bar, text);
  update_solution_controls (self);
  update_actions (self);
}

/* Everything but the board's balls, from the game. */
static void
update (PerchBallsortPage *self)
{
  PerchBallsortGame *game = self->game;
  g_autofree char *name = display_name (self);
  g_autofree char *status = NULL;
  g_autofree char *short_status = NULL;
  guint moves = perch_ballsort_game_get_moves (game);
  const char *rules = perch_ballsort_game_get_model (game) == PERCH_BALLSORT_MODEL_BALL
                      ? _("one ball per move") : _("pouring whole runs");
  PerchBallsortMove hint;

  /* Autoplay ends with the solution. */
  if (self->playing && perch_ballsort_game_get_solution_position (game) ==
                       perch_ballsort_game_get_solution_length (game))
    stop_playing (self);

  gtk_label_set_text (self->title_label, name);
  if (perch_ballsort_game_is_solved (game))
    status = g_strdup_printf (ngettext ("Solved in %u move · %s", "Solved in %u moves · %s",
                                        moves), moves, rules);
  else
    status = g_strdup_printf (ngettext ("%u move · %s", "%u moves · %s", moves), moves, rules);
  gtk_label_set_text (self->status_label, status);
  /* Where the whole line does not fit: the moves alone. */
  short_status = perch_ballsort_game_is_solved (game)
                 ? g_strdup_printf (ngettext ("Solved in %u move", "Solved in %u moves", moves),
                                    moves)
                 : g_strdup_printf (ngettext ("%u move", "%u moves", moves), moves);
  gtk_label_set_text (self->short_status_label, short_status);

  update_action_bar (self);

  if (perch_ballsort_game_get_hint (game, &hint))
    perch_ballsort_board_set_hint (self->board, hint.from, hint.to);
  else
    perch_ballsort_board_set_hint (self->board, -1, -1);
}

static void
set_selected (PerchBallsortPage *self,
              int                bottle)
{
  self->selected = bottle;
  perch_ballsort_board_set_selected (self->board, bottle,
                                     bottle >= 0 ? perch_ballsort_game_lift_count (self->game,
                                                                                   bottle)
                                                 : 0);
}

/* A search answers for the position it started from: when the position changes,
 * it is no longer wanted. */
static void
abandon_search (PerchBallsortPage *self)
{
  if (self->search_from == NULL)
    return;
  perch_worker_cancel (self->worker);
  g_clear_pointer (&self->search_from, perch_ballsort_level_free);
}

/* The game's position changed: a single move flies (at the playback speed when it is
 * a step of the solution), anything else is shown at once. */
static void
on_level_changed (PerchBallsortPage *self)
{
  const PerchBallsortLevel *level = perch_ballsort_game_get_level (self->game);
  PerchBallsortMove move;
  guint amount;

  if (self->search_from != NULL && !perch_ballsort_level_equal (self->search_from, level))
    abandon_search (self);
  self->selected = -1;
  if (perch_ballsort_game_get_last_move (self->game, &move, &amount))
    perch_ballsort_board_animate_move (self->board, level, move, amount,
                                       self->stepping ? playback_speed (self)
                                                      : PERCH_BALLSORT_SPEED_NORMAL);
  else
    perch_ballsort_board_set_level (self->board, level);
}

/* A new level: what was said about the old one goes. */
static void
on_name_changed (PerchBallsortPage *self)
{
  g_clear_pointer (&self->note, g_free);
}

static void
on_game_solved (PerchBallsortPage *self)
{
  guint moves = perch_ballsort_game_get_moves (self->game);

  perch_ballsort_board_celebrate (self->board);
  if (!perch_ballsort_game_has_solution (self->game))
    {
      g_autofree char *message = g_strdup_printf (ngettext ("Solved in %u move!",
                                                            "Solved in %u moves!", moves),
                                                  moves);
      toast (self, message);
    }
}

static void
on_bottle_clicked (PerchBallsortPage *self,
                   guint              bottle)
{
  PerchBallsortMove move;
  PerchBallsortVerdict verdict;

  gtk_widget_grab_focus (GTK_WIDGET (self->board));
  stop_playing (self);
  perch_ballsort_board_finish_motion (self->board);
  perch_ballsort_game_clear_hint (self->game);

  if (self->selected < 0)
    {
      if (perch_ballsort_game_lift_count (self->game, bottle) == 0)
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
  verdict = perch_ballsort_game_play (self->game, move);
  if (verdict != PERCH_BALLSORT_VERDICT_LEGAL)
    {
      perch_ballsort_board_shake (self->board, bottle);
      toast (self, perch_ballsort_label_verdict (verdict));
      set_selected (self, -1);
    }
}

/* Stepping through the solution: one move animated, or a jump. */

static void
seek_solution (PerchBallsortPage *self,
               guint              step)
{
  guint position = perch_ballsort_game_get_solution_position (self->game);

  perch_ballsort_board_finish_motion (self->board);
  self->stepping = TRUE;
  if (step == position + 1)
    perch_ballsort_game_step_solution (self->game);
  else if (step + 1 == position)
    perch_ballsort_game_step_solution_back (self->game);
  else
    perch_ballsort_game_seek_solution (self->game, step);
  self->stepping = FALSE;
}

/* The browse actions and keys (browse.first, previous, next, last). */
static void
on_browse_position (PerchBallsortPage *self)
{
  if (self->syncing || !perch_ballsort_game_has_solution (self->game))
    return;
  stop_playing (self);
  seek_solution (self, perch_browse_get_position (self->browse));
}

static void
on_scrubber_changed (PerchBallsortPage *self)
{
  if (self->syncing || !perch_ballsort_game_has_solution (self->game))
    return;
  stop_playing (self);
  seek_solution (self, (guint) (gtk_adjustment_get_value (self->scrubber_adjustment) + 0.5));
}

static gboolean
play_next (gpointer data)
{
  PerchBallsortPage *self = data;

  self->play_source = 0;
  if (!self->playing)
    return G_SOURCE_REMOVE;
  seek_solution (self, perch_ballsort_game_get_solution_position (self->game) + 1);
  return G_SOURCE_REMOVE;
}

/* A move has been seen: a playing solution goes on. */
static void
on_move_done (PerchBallsortPage *self)
{
  if (self->playing && self->play_source == 0)
    self->play_source = g_idle_add (play_next, self);
}

/* Jobs on the worker. */

static void
on_job_progress (guint64  count,
                 gpointer user_data)
{
  PerchBallsortPage *self = user_data;
  PerchBallsortSearchInfo info;
  g_autofree char *text = NULL;

  if (self->watch != NULL && perch_ballsort_watch_read (self->watch, &info))
    text = perch_ballsort_label_search (&info);
  else if (self->job == PERCH_BALLSORT_JOB_DIFFICULTY || self->job == PERCH_BALLSORT_JOB_DAILY)
    {
      g_autofree char *tried = g_strdup_printf ("%'" G_GUINT64_FORMAT, count);

      /* Translators: making a level of a difficulty, and how many levels were solved so far */
      text = g_strdup_printf (ngettext ("Making a level: %s level tried",
                                        "Making a level: %s levels tried",
                                        (gulong) MIN (count, G_MAXULONG)), tried);
    }
  if (text != NULL)
    perch_busy_bar_set_text (self->busy_bar, text);
}

static void
start_job (PerchBallsortPage   *self,
           PerchBallsortJob    *job,
           const char          *text,
           PerchWorkerDoneFunc  done)
{
  self->job = job->kind;
  perch_busy_bar_set_text (self->busy_bar, text);
  perch_ballsort_job_run (job, self->worker, on_job_progress, done, self);
  update_actions (self);
}

/* Solving, hints and bottles to add, for the position now. */
static void
on_search_done (gpointer      data,
                const GError *error,
                gpointer      user_data)
{
  g_autoptr(PerchBallsortAnswer) answer = data;
  PerchBallsortPage *self = user_data;
  g_autoptr(PerchBallsortLevel) from = g_steal_pointer (&self->search_from);
  PerchBallsortResult *result;

  if (answer == NULL)
    {
      toast_error (self, error);
      return;
    }
  result = answer->result;
  switch (self->job)
    {
    case PERCH_BALLSORT_JOB_SOLVE:
      perch_ballsort_game_take_solution (self->game, from, result);
      break;
    case PERCH_BALLSORT_JOB_HINT:
      set_selected (self, -1);
      perch_ballsort_game_take_hint (self->game, from, result);
      break;
    case PERCH_BALLSORT_JOB_EXTRA:
      if (result->status != PERCH_BALLSORT_STATUS_SOLVED)
        toast (self, _("Too large to solve within the memory budget"));
      else if (perch_ballsort_level_equal (from, perch_ballsort_game_get_level (self->game)))
        {
          g_autoptr(PerchBallsortLevel) larger = perch_ballsort_level_add_empty (from,
                                                                                result->extra);
          g_autofree char *message = NULL;

          if (result->extra > 0)
            perch_ballsort_game_add_bottles (self->game, result->extra);
          perch_ballsort_game_take_solution (self->game, larger, result);
          if (result->extra == 0)
            message = g_strdup (_("No bottle is needed: the level can be solved from here"));
          else
            /* Translators: the fewest empty bottles that make the level solvable, just added */
            message = g_strdup_printf (ngettext ("With %u more bottle the level can be solved",
                                                 "With %u more bottles the level can be solved",
                                                 result->extra), result->extra);
          toast (self, message);
        }
      break;
    case PERCH_BALLSORT_JOB_DEAL:
    case PERCH_BALLSORT_JOB_DIFFICULTY:
    case PERCH_BALLSORT_JOB_DAILY:
    default:
      g_return_if_reached ();
    }
}

static void
run_search (PerchBallsortPage    *self,
            PerchBallsortJobKind  kind,
            const char           *text)
{
  PerchBallsortJob *job = perch_ballsort_job_new (kind, perch_ballsort_game_get_model (self->game));

  stop_playing (self);
  set_selected (self, -1);
  job->level = perch_ballsort_level_copy (perch_ballsort_game_get_level (self->game));
  g_clear_pointer (&self->search_from, perch_ballsort_level_free);
  self->search_from = perch_ballsort_level_copy (job->level);
  g_clear_pointer (&self->watch, perch_ballsort_watch_unref);
  self->watch = perch_ballsort_watch_new ();
  job->watch = perch_ballsort_watch_ref (self->watch);
  start_job (self, job, text, on_search_done);
}

/* New levels. */
static void
on_new_level_done (gpointer      data,
                   const GError *error,
                   gpointer      user_data)
{
  g_autoptr(PerchBallsortAnswer) answer = data;
  PerchBallsortPage *self = user_data;

  if (answer == NULL)
    {
      toast_error (self, error);
      return;
    }
  stop_playing (self);
  switch (self->job)
    {
    case PERCH_BALLSORT_JOB_DEAL:
      perch_ballsort_game_start (self->game, answer->level, PERCH_BALLSORT_SOURCE_RANDOM, NULL);
      return;
    case PERCH_BALLSORT_JOB_DIFFICULTY:
      perch_ballsort_game_start (self->game, answer->level, PERCH_BALLSORT_SOURCE_DIFFICULTY,
                                 perch_ballsort_difficulty_to_string (self->difficulty));
      break;
    case PERCH_BALLSORT_JOB_DAILY:
      {
        char date[16];

        g_snprintf (date, sizeof date, "%04u-%02u-%02u", g_date_get_year (&self->day),
                    g_date_get_month (&self->day), g_date_get_day (&self->day));
        perch_ballsort_game_start (self->game, answer->level, PERCH_BALLSORT_SOURCE_DAILY, date);
      }
      break;
    case PERCH_BALLSORT_JOB_SOLVE:
    case PERCH_BALLSORT_JOB_HINT:
    case PERCH_BALLSORT_JOB_EXTRA:
    default:
      g_return_if_reached ();
    }
  /* Translators: said under a level of a difficulty or of the day */
  self->note = g_strdup_printf (ngettext ("Its shortest solution takes %u move",
                                          "Its shortest solution takes %u moves", answer->moves),
                                answer->moves);
  update (self);
}

/* Today, in the user's time zone (the level of the day changes at their midnight). */
static void
get_today (GDate *today)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();

  g_date_clear (today, 1);
  g_date_set_dmy (today, g_date_time_get_day_of_month (now), g_date_time_get_month (now),
                  g_date_time_get_year (now));
}

static void
make_level (PerchBallsortPage       *self,
            PerchBallsortJobKind     kind,
            PerchBallsortDifficulty  difficulty)
{
  PerchBallsortJob *job = perch_ballsort_job_new (kind, perch_ballsort_game_get_model (self->game));
  const char *text;

  g_clear_pointer (&self->search_from, perch_ballsort_level_free);
  g_clear_pointer (&self->watch, perch_ballsort_watch_unref);
  job->seed = g_get_real_time ();
  switch (kind)
    {
    case PERCH_BALLSORT_JOB_DEAL:
      job->colours = g_settings_get_uint (self->settings, "random-colours");
      job->empty = g_settings_get_uint (self->settings, "random-empty");
      job->capacity = g_settings_get_uint (self->settings, "random-capacity");
      text = _("Dealing a level that has a solution…");
      break;
    case PERCH_BALLSORT_JOB_DIFFICULTY:
      job->difficulty = self->difficulty = difficulty;
      text = _("Making a level…");
      break;
    case PERCH_BALLSORT_JOB_DAILY:
      get_today (&job->date);
      self->day = job->date;
      text = _("Making the level of the day…");
      break;
    case PERCH_BALLSORT_JOB_SOLVE:
    case PERCH_BALLSORT_JOB_HINT:
    case PERCH_BALLSORT_JOB_EXTRA:
    default:
      g_return_if_reached ();
    }
  start_job (self, job, text, on_new_level_done);
}

static void
on_new_level_chosen (PerchBallsortPage *self,
                     guint              kind,
                     guint              difficulty)
{
  make_level (self, kind, difficulty);
}

/* Actions. */

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (widget);

  stop_playing (self);
  perch_ballsort_game_undo (self->game);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (widget);

  stop_playing (self);
  perch_ballsort_game_redo (self->game);
}

static void
restart_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (widget);

  stop_playing (self);
  if (perch_ballsort_game_restart (self->game))
    toast (self, _("Restarted: Ctrl+Z goes back"));
}

static void
solve_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  run_search (PERCH_BALLSORT_PAGE (widget), PERCH_BALLSORT_JOB_SOLVE,
              _("Searching for a shortest solution…"));
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (widget);

  /* On a solution, its next move is the hint. */
  set_selected (self, -1);
  if (!perch_ballsort_game_hint_from_solution (self->game))
    run_search (self, PERCH_BALLSORT_JOB_HINT, _("Looking for the best move…"));
}

static void
add_bottle_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  run_search (PERCH_BALLSORT_PAGE (widget), PERCH_BALLSORT_JOB_EXTRA,
              _("Looking for the fewest bottles to add…"));
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (widget);

  if (perch_worker_is_busy (self->worker))
    {
      perch_worker_cancel (self->worker);
      return;
    }
  stop_playing (self);
  set_selected (self, -1);
  perch_ballsort_game_clear_hint (self->game);
  update (self);
}

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (widget);

  if (self->playing)
    stop_playing (self);
  else if (perch_ballsort_game_get_solution_position (self->game) <
           perch_ballsort_game_get_solution_length (self->game))
    {
      self->playing = TRUE;
      seek_solution (self, perch_ballsort_game_get_solution_position (self->game) + 1);
    }
  update (self);
}

static void
close_solution_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (widget);

  stop_playing (self);
  perch_ballsort_game_close_solution (self->game);
}

static void
load_builtin_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (widget);

  stop_playing (self);
  perch_ballsort_game_start_builtin (self->game, g_variant_get_string (parameter, NULL));
}

static void
new_level_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (widget);
  PerchBallsortNewLevelDialog *dialog;
  GDate today;

  get_today (&today);
  dialog = perch_ballsort_new_level_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)),
                                                self->settings,
                                                perch_ballsort_game_get_model (self->game),
                                                &today);
  g_signal_connect_object (dialog, "chosen", G_CALLBACK (on_new_level_chosen), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void open_level_dialog (PerchBallsortPage *self,
                               const char        *text);

/* Text from a file, the clipboard or the level dialog: its first level starts,
 * or the dialog shows what is wrong with it. */
static void
take_level_text (PerchBallsortPage   *self,
                 const char          *contents,
                 PerchBallsortSource  source,
                 const char          *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *bad_line = NULL;

  stop_playing (self);
  if (perch_ballsort_game_open_text (self->game, contents, source, name, &bad_line, &error))
    return;
  if (bad_line != NULL)
    open_level_dialog (self, bad_line);
  else
    toast_error (self, error);
}

static void
on_level_chosen (PerchBallsortPage *self,
                 const char        *text)
{
  take_level_text (self, text, PERCH_BALLSORT_SOURCE_TYPED, NULL);
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
  g_autofree char *text =
    perch_ballsort_level_to_string (perch_ballsort_game_get_level (self->game));

  open_level_dialog (self, text);
}

static void
on_clipboard_text (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(PerchBallsortPage) self = user_data;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);

  if (self->game == NULL)
    return;
  if (text == NULL)
    {
      toast (self, _("The clipboard holds no text"));
      return;
    }
  take_level_text (self, text, PERCH_BALLSORT_SOURCE_PASTED, NULL);
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
  g_autofree char *text =
    perch_ballsort_level_to_string (perch_ballsort_game_get_level (self->game));

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  toast (self, _("Position copied"));
}

/* Level files: "*.ballsort", and the ".txt" files older versions saved. */
static GtkFileFilter *
level_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Ball Sort Levels"));
  gtk_file_filter_add_mime_type (filter, "application/x-perch-ballsort");
  gtk_file_filter_add_suffix (filter, "ballsort");
  gtk_file_filter_add_suffix (filter, "txt");
  return filter;
}

static void
on_opened (GtkWidget    *page,
           GFile        *file,
           const char   *text,
           const GError *error)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (page);
  g_autofree char *name = NULL;

  if (self->game == NULL)   /* the page went while the file was read */
    return;
  if (text == NULL)
    {
      toast (self, error->message);
      return;
    }
  name = g_file_get_basename (file);
  take_level_text (self, text, PERCH_BALLSORT_SOURCE_NAMED, name);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  perch_open_text_file (widget, _("Open a Level"), level_filter (), on_opened);
}

/**
 * perch_ballsort_page_open_file:
 * @file: a level file (see perch_ballsort_game_open_text())
 *
 * Reads @file without blocking and starts its first level; a file that cannot
 * be read, or holds no level, is reported on the page.
 */
void
perch_ballsort_page_open_file (PerchBallsortPage *page,
                               GFile             *file)
{
  g_return_if_fail (PERCH_IS_BALLSORT_PAGE (page));
  g_return_if_fail (G_IS_FILE (file));

  perch_load_text_file (GTK_WIDGET (page), file, on_opened);
}

static void
on_saved (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(PerchBallsortPage) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!g_file_replace_contents_finish (G_FILE (source), result, NULL, &error) &&
      self->game != NULL)
    {
      g_autofree char *message = g_strdup_printf (_("The level could not be saved: %s"),
                                                  error->message);

      toast (self, message);
    }
  else if (self->game != NULL)
    toast (self, _("Position saved"));
}

static void
on_save_chosen (GtkWidget *page,
                GFile     *file)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (page);
  g_autofree char *name = display_name (self);
  char *contents = perch_ballsort_game_to_file_text (self->game, name);
  g_autoptr(GBytes) bytes = g_bytes_new_take (contents, strlen (contents));

  g_file_replace_contents_bytes_async (file, bytes, NULL, FALSE, G_FILE_CREATE_NONE, NULL,
                                       on_saved, g_object_ref (self));
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (widget);
  g_autofree char *name = display_name (self);
  g_autofree char *file_name = NULL;

  g_strdelimit (name, "/\\:", '-');
  /* A level opened from "x.ballsort" or an old "x.txt" is saved as "x.ballsort". */
  if (g_str_has_suffix (name, ".txt"))
    name[strlen (name) - strlen (".txt")] = '\0';
  file_name = g_str_has_suffix (name, ".ballsort") ? g_strdup (name)
                                                  : g_strconcat (name, ".ballsort", NULL);
  perch_choose_file_to_save (widget, _("Save the Position"), level_filter (), NULL, file_name,
                             on_save_chosen);
}

/* Properties: the rules, as a string for the settings and the menu. */

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
      g_value_set_string (value,
                          perch_ballsort_game_get_model (self->game) == PERCH_BALLSORT_MODEL_WATER
                          ? "water" : "ball");
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
      perch_ballsort_game_set_model (self->game,
                                     g_strcmp0 (g_value_get_string (value), "water") == 0
                                     ? PERCH_BALLSORT_MODEL_WATER : PERCH_BALLSORT_MODEL_BALL);
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

/* The game changed rules: a search for the old rules is not wanted. */
static void
on_model_changed (PerchBallsortPage *self)
{
  abandon_search (self);
  stop_playing (self);
  set_selected (self, -1);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULES]);
}

/* Saved state: the state store, or once the settings of older versions. */

static char *
serialize_game (GObject *game)
{
  return perch_ballsort_game_save (PERCH_BALLSORT_GAME (game));
}

/* Older versions kept the level's title (translated, for some) instead of where
 * it came from. */
static PerchBallsortSource
source_of_old_title (const char *title)
{
  if (perch_ballsort_builtin_find (title) != NULL)
    return PERCH_BALLSORT_SOURCE_BUILTIN;
  if (g_str_equal (title, "Random Level") || g_str_equal (title, _("Random Level")))
    return PERCH_BALLSORT_SOURCE_RANDOM;
  if (g_str_equal (title, "Your Level") || g_str_equal (title, _("Your Level")))
    return PERCH_BALLSORT_SOURCE_TYPED;
  if (g_str_equal (title, "Pasted Level") || g_str_equal (title, _("Pasted Level")))
    return PERCH_BALLSORT_SOURCE_PASTED;
  return PERCH_BALLSORT_SOURCE_NAMED;
}

/* Moves the game out of the settings of older versions, once. A level that
 * cannot be read is said, and left in the settings untouched. */
static void
migrate_settings (PerchBallsortPage *self)
{
  g_autofree char *title = NULL;
  g_autofree char *level = NULL;
  g_autofree char *position = NULL;
  g_autoptr(GError) error = NULL;
  gboolean any = FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (old_state_keys); i++)
    {
      g_autoptr(GVariant) value = g_settings_get_user_value (self->settings, old_state_keys[i]);

      any |= value != NULL;
    }
  if (!any)
    return;

  title = g_settings_get_string (self->settings, "level-name");
  level = g_settings_get_string (self->settings, "level");
  position = g_settings_get_string (self->settings, "position");
  if (*level != '\0' &&
      !perch_ballsort_game_restore_position (self->game, level, position,
                                             g_settings_get_uint (self->settings, "moves-made"),
                                             source_of_old_title (title), title, &error))
    {
      g_autofree char *message = perch_ballsort_label_error (error);

      perch_page_report_problem (GTK_WIDGET (self), _("The saved game could not be restored"),
                                 message);
      if (g_error_matches (error, PERCH_BALLSORT_GAME_ERROR, PERCH_BALLSORT_GAME_ERROR_INVALID))
        return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (old_state_keys); i++)
    g_settings_reset (self->settings, old_state_keys[i]);
}

/* The game from the state store; what went wrong in the user's words. */
static gboolean
load_game (GObject     *game,
           guint        version,
           const char  *text,
           GError     **error)
{
  g_autoptr(GError) load_error = NULL;
  g_autofree char *message = NULL;

  if (perch_ballsort_game_load (PERCH_BALLSORT_GAME (game), text, -1, &load_error))
    return TRUE;
  message = perch_ballsort_label_error (load_error);
  g_set_error_literal (error, load_error->domain, load_error->code, message);
  return FALSE;
}

static void
on_game_restored (GtkWidget     *page,
                  PerchRestored  restored)
{
  if (restored == PERCH_RESTORED_NOTHING)
    migrate_settings (PERCH_BALLSORT_PAGE (page));
}

/* Restores the game from the state store (or the old settings) and has the store
 * keep it from now on. What cannot be read is kept aside and said. */
static void
restore_game (PerchBallsortPage *self)
{
  perch_page_restore_session (GTK_WIDGET (self), STATE_NAME, STATE_VERSION,
                              G_OBJECT (self->game), load_game, serialize_game, on_game_restored,
                              _("The saved game could not be restored"),
                              _("The saved game could not be fully restored"));
}

static void
perch_ballsort_page_dispose (GObject *object)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (object);

  if (self->worker != NULL)
    perch_worker_cancel (self->worker);
  stop_playing (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  /* AdwBin would unparent its child again after the template did. */
  adw_bin_set_child (ADW_BIN (object), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), PERCH_TYPE_BALLSORT_PAGE);
  g_clear_object (&self->browse);
  g_clear_object (&self->worker);
  g_clear_object (&self->settings);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (perch_ballsort_page_parent_class)->dispose (object);
}

static void
perch_ballsort_page_finalize (GObject *object)
{
  PerchBallsortPage *self = PERCH_BALLSORT_PAGE (object);

  g_clear_pointer (&self->search_from, perch_ballsort_level_free);
  g_clear_pointer (&self->watch, perch_ballsort_watch_unref);
  g_free (self->note);

  G_OBJECT_CLASS (perch_ballsort_page_parent_class)->finalize (object);
}

/* The solution's first, previous, next and last are the browse keys (perch-browse.h). */
static const PerchPageShortcut page_shortcuts[] = {
  { GDK_KEY_z, GDK_CONTROL_MASK, "ballsort.undo" },
  { GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "ballsort.redo" },
  { GDK_KEY_r, GDK_CONTROL_MASK, "ballsort.restart" },
  { GDK_KEY_Return, GDK_CONTROL_MASK, "ballsort.solve" },
  { GDK_KEY_h, GDK_CONTROL_MASK, "ballsort.hint" },
  { GDK_KEY_Escape, 0, "ballsort.cancel" },
  { GDK_KEY_p, GDK_CONTROL_MASK, "ballsort.play" },
  { GDK_KEY_n, GDK_CONTROL_MASK, "ballsort.new-level" },
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
  g_type_ensure (PERCH_TYPE_BUSY_BAR);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/perch-ballsort-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, board);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, status_label);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, short_status_label);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, busy_bar);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, action_stack);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, scrubber_adjustment);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, speed_dropdown);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, play_button);
  gtk_widget_class_bind_template_child (widget_class, PerchBallsortPage, builtin_section);
  gtk_widget_class_bind_template_callback (widget_class, on_bottle_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_move_done);
  gtk_widget_class_bind_template_callback (widget_class, on_scrubber_changed);

  gtk_widget_class_install_action (widget_class, "ballsort.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "ballsort.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "ballsort.restart", NULL, restart_action);
  gtk_widget_class_install_action (widget_class, "ballsort.solve", NULL, solve_action);
  gtk_widget_class_install_action (widget_class, "ballsort.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "ballsort.add-bottle", NULL, add_bottle_action);
  gtk_widget_class_install_action (widget_class, "ballsort.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "ballsort.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "ballsort.close-solution", NULL,
                                   close_solution_action);
  gtk_widget_class_install_action (widget_class, "ballsort.load-builtin", "s", load_builtin_action);
  gtk_widget_class_install_action (widget_class, "ballsort.new-level", NULL, new_level_action);
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
  /* The template's menus ask for the rules, which the game holds. */
  self->game = perch_ballsort_game_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  perch_page_add_shortcuts (GTK_WIDGET (self), page_shortcuts, G_N_ELEMENTS (page_shortcuts));
  self->browse = perch_browse_new (GTK_WIDGET (self));
  g_signal_connect_swapped (self->browse, "notify::position", G_CALLBACK (on_browse_position),
                            self);

  self->settings = g_settings_new ("io.github.perch.Perch.Ballsort");
  self->worker = perch_worker_new ();
  perch_busy_bar_set_worker (self->busy_bar, self->worker);
  /* A cancelled job reports nothing: the worker's "busy" says when it is gone. */
  g_signal_connect_object (self->worker, "notify::busy", G_CALLBACK (update_actions), self,
                           G_CONNECT_SWAPPED);
  self->selected = -1;

  fill_builtin_menu (self);

  restore_game (self);
  perch_ballsort_board_set_level (self->board, perch_ballsort_game_get_level (self->game));
  g_signal_connect_swapped (self->game, "notify::level", G_CALLBACK (on_level_changed), self);
  g_signal_connect_swapped (self->game, "notify::name", G_CALLBACK (on_name_changed), self);
  g_signal_connect_swapped (self->game, "notify::model", G_CALLBACK (on_model_changed), self);
  g_signal_connect_swapped (self->game, "changed", G_CALLBACK (update), self);
  g_signal_connect_swapped (self->game, "solved", G_CALLBACK (on_game_solved), self);

  g_settings_bind (self->settings, "symbols", self, "symbols", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "rules", self, "rules", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "speed", self->speed_dropdown, "selected",
                   G_SETTINGS_BIND_DEFAULT);

  update (self);
}
