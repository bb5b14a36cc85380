/* perch-qawale-page.c: play Qawale against a person or the computer, or watch two computers
 *
 * The page is a view of a PerchQawaleGame (src/core/qawale/perch-qawale-game.h): the
 * game holds the setup, the history, the computer players and the saved text; the page
 * shows it and turns clicks and keys into the game's calls. The board
 * (perch-qawale-board.h) animates what it is told: a move played, before and after, or a
 * person's move as it is built one square at a time (perch-qawale-sowing.h); the page
 * keeps only the speed setting, and speaks of a move played once the board has shown it.
 * The page decides only when the computer is asked to move: after the last move has been
 * seen. The board stands beside its panel (title, players, status, moves) or above it
 * (perch-qawale-split.h). The game is written to the state store (name "qawale")
 * whenever its text changes, and read back at the next start (perch-session-restore.h).
 *
 * Analyse shows what the analysis (perch-qawale-analyser.h) says of every move of the
 * person to move: on the board, each stack's best verdict (while a move is built, each
 * next square's best); in the panel, every move (those going on from the move built),
 * best first, its path drawn on the board while it is pointed at or selected. The
 * analysis is held while the board moves; the hint is its best move while it is on.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-qawale"

#include "config.h"

#include <glib/gi18n.h>

#include "perch-busy-bar.h"
#include "perch-page-shortcuts.h"
#include "perch-paint-colors.h"
#include "perch-qawale-analyser.h"
#include "perch-qawale-board.h"
#include "perch-qawale-game.h"
#include "perch-qawale-labels.h"
#include "perch-qawale-new-game-dialog.h"
#include "perch-qawale-page.h"
#include "perch-qawale-painter.h"
#include "perch-qawale-reserve.h"
#include "perch-qawale-sowing.h"
#include "perch-qawale-split.h"
#include "perch-session-restore.h"
#include "perch-state-store.h"
#include "perch-toast.h"

#define STATE_NAME    "qawale"
#define STATE_VERSION 1
/* Even an instant choice is shown after a moment, so that the turn is seen to pass. */
#define MIN_THINK_MS   500

/* Where the game in progress was kept before the state store: read once, then reset. */
static const char * const old_state_keys[] = {
  "game-light", "game-dark", "game-stones", "game-both-lines", "game-moves",
};

struct _PerchQawalePage
{
  AdwBin              parent_instance;

  PerchQawaleBoard   *board;
  GtkLabel           *title_label;
  GtkStack           *status_stack;
  GtkLabel           *status_label;
  PerchBusyBar       *busy_bar;
  GtkDropDown        *speed_dropdown;
  GtkWidget          *hint_button;
  GtkWidget          *analyse_button;
  GtkWidget          *analysis_box;
  GtkSpinner         *analysis_spinner;
  GtkLabel           *analysis_label;
  GtkWidget          *solved_badge;
  GtkListView        *analysis_list;
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
  PerchQawaleGame    *game;
  PerchQawaleAnalyser *analyser;
  gboolean            analyse;
  gboolean            hint_from_analysis;  /* the hint follows the analysis */
  GtkStringList      *listed_moves;        /* the analysis list: the moves' notation... */
  GArray             *listed;              /* ...and their PerchQawaleVerdicts */
  GtkSingleSelection *list_selection;
  gboolean            hovering;            /* a row of the list is pointed at... */
  PerchQawaleMove     hovered;             /* ...this move's */
  gboolean            list_focused;

  gboolean            composing;      /* a person's move under way */
  PerchQawaleMove     composing_move;
  gboolean            showing_move;   /* the board is showing a move just played... */
  PerchQawalePosition shown_before;   /* ...from this position */
  PerchQawaleMove     shown_move;
  guint               pause_source;   /* two computers: the pause before the next move */
  gboolean            show_moves;
};

G_DEFINE_FINAL_TYPE (PerchQawalePage, perch_qawale_page, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_SHOW_MOVES,
  PROP_ANALYSE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const PerchQawalePosition *
current (PerchQawalePage *self)
{
  return perch_qawale_game_get_position (self->game);
}

/* The position the page speaks of: while the board shows a move just played, the one
 * before it, so that nothing (whose turn it is, a win) is said before it is seen. */
static const PerchQawalePosition *
shown (PerchQawalePage *self)
{
  return self->showing_move ? &self->shown_before : current (self);
}

static PerchQawaleMode
mode (PerchQawalePage *self)
{
  return perch_qawale_setup_get_mode (perch_qawale_game_get_setup (self->game));
}

static const PerchQawaleSeat *
seat (PerchQawalePage *self,
      guint            colour)
{
  return &perch_qawale_game_get_setup (self->game)->seats[colour];
}

/* What a card calls a player: "You", the computer's level, or the colour. */
static const char *
seat_title (PerchQawalePage *self,
            guint            colour)
{
  if (!seat (self, colour)->person)
    return perch_qawale_label_level (seat (self, colour)->computer.level);
  if (mode (self) == PERCH_QAWALE_MODE_AGAINST_COMPUTER)
    return _("You");
  return perch_qawale_label_colour (colour);
}

/* What the page says. */

/* @error in the user's language. What has no translation goes to the log, and the
 * page says only that something went wrong. */
static char *
describe_error (const GError *error)
{
  char *text = perch_qawale_label_error (error);

  if (text == NULL)
    {
      g_message ("%s", error->message);
      text = g_strdup (_("something went wrong (the log says what)"));
    }
  return text;
}

static char *
outcome_text (PerchQawalePage *self)
{
  PerchQawaleColour winner = PERCH_QAWALE_LIGHT;

  switch (perch_qawale_game_get_ending (self->game, &winner))
    {
    case PERCH_QAWALE_ENDING_ALL_PLACED:
      return g_strdup (_("Draw: every pebble is placed and no line shows"));
    case PERCH_QAWALE_ENDING_BOTH_LINES:
      return g_strdup (_("Draw: lines of both colours show at once"));
    case PERCH_QAWALE_ENDING_GAVE_UP:
      if (mode (self) == PERCH_QAWALE_MODE_AGAINST_COMPUTER && !seat (self, winner)->person)
        return g_strdup_printf (_("You gave up: %s wins"), seat_title (self, winner));
      return g_strdup_printf (_("%s gave up: %s wins"), perch_qawale_label_colour (winner ^ 1),
                              perch_qawale_label_colour (winner));
    case PERCH_QAWALE_ENDING_LINE:
      if (mode (self) == PERCH_QAWALE_MODE_AGAINST_COMPUTER)
        return seat (self, winner)->person ? g_strdup (_("You win with a line!"))
                                           : g_strdup_printf (_("%s wins with a line"),
                                                              seat_title (self, winner));
      if (mode (self) == PERCH_QAWALE_MODE_WATCH)
        /* Translators: the colour, then the computer's level: "Light (Hard) wins with a line" */
        return g_strdup_printf (_("%s (%s) wins with a line"), perch_qawale_label_colour (winner),
                                seat_title (self, winner));
      return g_strdup_printf (_("%s wins with a line!"), perch_qawale_label_colour (winner));
    case PERCH_QAWALE_ENDING_NONE:
    default:
      return g_strdup ("");
    }
}

static char *
status_text (PerchQawalePage *self)
{
  guint mover = shown (self)->to_move;
  PerchQawaleMove hint;
  gboolean wins;

  if (self->showing_move)
    {
      g_autofree char *move = perch_qawale_move_to_string (&self->shown_move);

      if (seat (self, mover)->person && mode (self) == PERCH_QAWALE_MODE_AGAINST_COMPUTER)
        /* Translators: a move in notation, such as a1NNE */
        return g_strdup_printf (_("You play %s"), move);
      /* Translators: a player (a computer level, or a colour), then a move in notation */
      return g_strdup_printf (_("%s plays %s"), seat_title (self, mover), move);
    }
  if (perch_qawale_game_is_over (self->game))
    return outcome_text (self);
  if (perch_qawale_game_get_thinking (self->game))
    {
      guint depth = perch_qawale_game_get_depth (self->game);

      if (depth > 0)
        /* Translators: a computer level, then how deep it has looked */
        return g_strdup_printf (_("%s is thinking… (%u moves ahead)"), seat_title (self, mover),
                                depth);
      return g_strdup_printf (_("%s is thinking…"), seat_title (self, mover));
    }
  if (!seat (self, mover)->person)
    return g_strdup_printf (_("%s to move"), seat_title (self, mover));
  if (self->composing)
    {
      guint left = perch_qawale_sowing_left (current (self), &self->composing_move);

      if (left == 1)
        return g_strdup (_("Drop the last pebble next to the stack"));
      return g_strdup_printf (ngettext ("Drop the next pebble next to the stack: %u to go",
                                        "Drop the next pebble next to the stack: %u to go",
                                        left), left);
    }
  if (perch_qawale_game_get_hint (self->game, &hint, &wins))
    {
      g_autofree char *move = perch_qawale_move_to_string (&hint);

      if (wins)
        /* Translators: a move in notation, such as a1NNE */
        return g_strdup_printf (_("Hint: %s wins by force"), move);
      return g_strdup_printf (_("Hint: %s"), move);
    }
  if (mode (self) == PERCH_QAWALE_MODE_AGAINST_COMPUTER)
    return g_strdup (_("Your move: choose a stack for your pebble"));
  /* Translators: the colour to move */
  return g_strdup_printf (_("%s to move: choose a stack for the pebble"), perch_qawale_label_colour (mover));
}

static void
update_title (PerchQawalePage *self)
{
  const PerchQawaleSetup *setup = perch_qawale_game_get_setup (self->game);
  g_autofree char *players = NULL;
  GString *title;

  switch (mode (self))
    {
    case PERCH_QAWALE_MODE_WATCH:
      /* Translators: two computer levels, light first */
      players = g_strdup_printf (_("%s against %s"), seat_title (self, PERCH_QAWALE_LIGHT),
                                 seat_title (self, PERCH_QAWALE_DARK));
      break;
    case PERCH_QAWALE_MODE_AGAINST_COMPUTER:
      players = g_strdup_printf (_("You against %s"),
                                 seat_title (self, setup->seats[0].person ? PERCH_QAWALE_DARK
                                                                          : PERCH_QAWALE_LIGHT));
      break;
    case PERCH_QAWALE_MODE_TWO_PLAYERS:
    default:
      players = g_strdup (_("Two Players"));
    }
  title = g_string_new (players);
  if (setup->stones != PERCH_QAWALE_DEFAULT_STONES)
    g_string_append_printf (title, " · %s", _("10 pebbles each"));
  if (setup->both_lines == PERCH_QAWALE_BOTH_LINES_DRAW)
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
  const PerchQawalePosition *position = shown (self);
  gboolean turn = position->outcome == PERCH_QAWALE_ONGOING && position->to_move == colour;
  gboolean thinking = turn && perch_qawale_game_get_thinking (self->game);
  g_autofree char *left = g_strdup_printf (ngettext ("%u left", "%u left",
                                                     position->reserves[colour]),
                                           position->reserves[colour]);
  g_autofree char *label = NULL;

  /* Translators: a player and their colour, e.g. "You · Light" */
  label = g_strdup_printf (_("%s · %s"), seat_title (self, colour), perch_qawale_label_colour (colour));
  gtk_label_set_text (name, mode (self) == PERCH_QAWALE_MODE_TWO_PLAYERS ? perch_qawale_label_colour (colour)
                                                                         : label);
  gtk_label_set_text (count, left);
  perch_qawale_reserve_set (reserve, colour, position->reserves[colour],
                            perch_qawale_game_get_setup (self->game)->stones);
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
  guint n = perch_qawale_game_get_n_plies (self->game);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      PerchQawalePly ply;

      perch_qawale_game_get_ply (self->game, i, &ply);
      if (i % 2 == 0)
        g_string_append_printf (text, "%s%u.\u00a0", i > 0 ? "   " : "", i / 2 + 1);
      else
        g_string_append (text, "\u00a0");
      if (ply.give_up)
        g_string_append (text, _("gave\u00a0up"));
      else
        {
          g_autofree char *move = perch_qawale_move_to_string (&ply.move);

          g_string_append (text, move);
        }
    }
  if (n == 0)
    g_string_append (text, _("No moves yet"));
  gtk_label_set_text (self->moves_label, text->str);
  if (n == 0)
    gtk_widget_add_css_class (GTK_WIDGET (self->moves_label), "dim-label");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->moves_label), "dim-label");
  g_string_free (text, TRUE);
}

/* The list of moves shows its end: the last move is the one to see. */
static void
on_moves_resized (GtkAdjustment *adjustment)
{
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment) -
                                        gtk_adjustment_get_page_size (adjustment));
}

static void
update_actions (PerchQawalePage *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean person = perch_qawale_game_is_persons_turn (self->game) && !self->showing_move;

  gtk_widget_action_set_enabled (widget, "qawale.undo",
                                 perch_qawale_game_get_can_undo (self->game));
  gtk_widget_action_set_enabled (widget, "qawale.redo",
                                 perch_qawale_game_get_can_redo (self->game));
  gtk_widget_action_set_enabled (widget, "qawale.restart",
                                 perch_qawale_game_get_can_restart (self->game));
  gtk_widget_action_set_enabled (widget, "qawale.hint",
                                 person && !perch_qawale_game_get_hinting (self->game));
  gtk_widget_action_set_enabled (widget, "qawale.give-up",
                                 perch_qawale_game_get_quitter (self->game) >= 0);
  gtk_widget_action_set_enabled (widget, "qawale.step-back", self->composing);
  gtk_widget_action_set_enabled (widget, "qawale.play", person);
  gtk_widget_action_set_enabled (widget, "qawale.analyse",
                                 mode (self) != PERCH_QAWALE_MODE_WATCH);
}

/* The speed the board shows moves at: the setting between two computers, normal
 * otherwise. */
static PerchQawaleSpeed
speed (PerchQawalePage *self)
{
  if (mode (self) != PERCH_QAWALE_MODE_WATCH)
    return PERCH_QAWALE_SPEED_NORMAL;
  return MIN (gtk_drop_down_get_selected (self->speed_dropdown),
              (guint) PERCH_QAWALE_SPEED_VERY_FAST);
}

/* The analysis. */

/* Whether the analysis speaks: on, a person to move, the board at rest on the position. */
static gboolean
analysis_speaks (PerchQawalePage *self)
{
  return self->analyse && !self->showing_move && perch_qawale_game_is_persons_turn (self->game);
}

static const PerchQawaleAnalysis *
shown_analysis (PerchQawalePage *self)
{
  return analysis_speaks (self) ? perch_qawale_analyser_get_analysis (self->analyser) : NULL;
}

/* The move being built, which the moves of the analysis shown go on from; or NULL. */
static const PerchQawaleMove *
built_so_far (PerchQawalePage *self)
{
  return self->composing ? &self->composing_move : NULL;
}

static void
fill_verdict_label (PerchQawaleVerdictLabel  *label,
                    const PerchQawaleVerdict *verdict)
{
  g_autofree char *text = perch_qawale_label_verdict_short (verdict);

  label->kind = verdict->kind;
  label->score = verdict->score;
  g_strlcpy (label->text, text, sizeof label->text);
}

/* On the board: each stack's best verdict; while a move is built, each next square's. */
static void
show_verdicts (PerchQawalePage           *self,
               const PerchQawaleAnalysis *analysis)
{
  PerchQawaleVerdict best[PERCH_QAWALE_N_SQUARES];
  PerchQawaleVerdictLabel labels[PERCH_QAWALE_N_SQUARES] = { 0 };
  guint16 squares = 0;

  if (analysis != NULL)
    squares = perch_qawale_analysis_best_by_square (analysis, built_so_far (self), best);
  for (guint square = 0; square < PERCH_QAWALE_N_SQUARES; square++)
    if (squares & (1u << square))
      fill_verdict_label (&labels[square], &best[square]);
  perch_qawale_board_set_verdicts (self->board, squares, labels);
}

static gboolean
same_verdict (const PerchQawaleVerdict *a,
              const PerchQawaleVerdict *b)
{
  return perch_qawale_move_equal (&a->move, &b->move) && a->kind == b->kind &&
         a->score == b->score && a->depth == b->depth && a->plies == b->plies;
}

/* In the list: the moves that go on from the move being built, best first. */
static void
list_moves (PerchQawalePage           *self,
            const PerchQawaleAnalysis *analysis)
{
  const PerchQawaleMove *prefix = built_so_far (self);
  GArray *listed = g_array_new (FALSE, FALSE, sizeof (PerchQawaleVerdict));
  gboolean same;
  GPtrArray *names;

  for (guint i = 0; analysis != NULL && i < analysis->n_verdicts; i++)
    if (prefix == NULL || perch_qawale_move_has_prefix (&analysis->verdicts[i].move, prefix))
      g_array_append_val (listed, analysis->verdicts[i]);
  same = listed->len == self->listed->len;
  for (guint i = 0; same && i < listed->len; i++)
    same = same_verdict (&g_array_index (listed, PerchQawaleVerdict, i),
                         &g_array_index (self->listed, PerchQawaleVerdict, i));
  if (same)
    {
      g_array_unref (listed);
      return;
    }

  /* The rows read their verdicts from self->listed as the model changes. */
  g_array_unref (self->listed);
  self->listed = listed;
  names = g_ptr_array_new_full (listed->len + 1, g_free);
  for (guint i = 0; i < listed->len; i++)
    g_ptr_array_add (names, perch_qawale_move_to_string (&g_array_index (listed,
                                                                         PerchQawaleVerdict,
                                                                         i).move));
  g_ptr_array_add (names, NULL);
  gtk_string_list_splice (self->listed_moves, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->listed_moves)),
                          (const char * const *) names->pdata);
  g_ptr_array_unref (names);
}

/* The path of the move pointed at in the list, or else of the one selected there while
 * the list has the focus. */
static void
update_preview (PerchQawalePage *self)
{
  guint selected = gtk_single_selection_get_selected (self->list_selection);
  const PerchQawaleMove *move = NULL;

  if (!analysis_speaks (self))
    move = NULL;
  else if (self->hovering)
    move = &self->hovered;
  else if (self->list_focused && selected < self->listed->len)
    move = &g_array_index (self->listed, PerchQawaleVerdict, selected).move;
  perch_qawale_board_set_preview (self->board, move);
}

/* The line over the list: how far the analysis looks, or that it proved everything (after
 * list_moves()). */
static char *
analysis_text (PerchQawalePage           *self,
               const PerchQawaleAnalysis *analysis)
{
  gboolean running = perch_qawale_analyser_get_running (self->analyser);

  if (!perch_qawale_game_is_persons_turn (self->game))
    return g_strdup (_("The analysis waits for your turn"));
  if (analysis == NULL)
    return g_strdup (running ? _("Analysing…") : "");
  /* The moves listed: all of them, or those that go on from the move being built. */
  if (analysis->solved)
    return g_strdup_printf (ngettext ("%u move, proven", "%u moves, all proven",
                                      self->listed->len),
                            self->listed->len);
  if (running)
    /* Translators: how many moves (of both players) the analysis has looked ahead */
    return g_strdup_printf (ngettext ("Analysing… %u move ahead", "Analysing… %u moves ahead",
                                      analysis->depth), analysis->depth);
  return g_strdup_printf (ngettext ("Analysed %u move ahead", "Analysed %u moves ahead",
                                    analysis->depth), analysis->depth);
}

static void
update_analysis (PerchQawalePage *self)
{
  const PerchQawaleAnalysis *analysis = shown_analysis (self);
  gboolean running = perch_qawale_analyser_get_running (self->analyser);
  g_autofree char *text = NULL;

  gtk_widget_set_visible (self->analysis_box, self->analyse &&
                                              mode (self) != PERCH_QAWALE_MODE_WATCH &&
                                              !perch_qawale_game_is_over (self->game));
  show_verdicts (self, analysis);
  list_moves (self, analysis);
  update_preview (self);
  text = analysis_text (self, analysis);
  gtk_label_set_text (self->analysis_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->analysis_spinner), running);
  gtk_spinner_set_spinning (self->analysis_spinner, running);
  gtk_widget_set_visible (self->solved_badge, analysis != NULL && analysis->solved);

  /* A hint from the analysis follows it as it deepens. */
  if (self->hint_from_analysis && analysis != NULL &&
      perch_qawale_game_get_hint (self->game, NULL, NULL))
    perch_qawale_game_set_hint (self->game, &analysis->verdicts[0].move,
                                analysis->verdicts[0].kind == PERCH_QAWALE_VERDICT_WIN);
}

/* The analysis pauses while the board moves. */
static void
hold_analysis (PerchQawalePage *self)
{
  perch_qawale_analyser_set_held (self->analyser, self->showing_move ||
                                                  perch_qawale_board_is_animating (self->board));
}

static void
update (PerchQawalePage *self)
{
  g_autofree char *status = status_text (self);

  update_title (self);
  gtk_label_set_text (self->status_label, status);
  /* The hint is looked for in the same place, with a way to stop looking. */
  gtk_stack_set_visible_child (self->status_stack,
                               perch_qawale_game_get_hinting (self->game)
                                 ? GTK_WIDGET (self->busy_bar) : GTK_WIDGET (self->status_label));
  update_card (self, PERCH_QAWALE_LIGHT, self->light_card, self->light_name, self->light_count,
               self->light_spinner, self->light_reserve);
  update_card (self, PERCH_QAWALE_DARK, self->dark_card, self->dark_name, self->dark_count,
               self->dark_spinner, self->dark_reserve);
  gtk_widget_set_visible (GTK_WIDGET (self->speed_dropdown),
                          mode (self) == PERCH_QAWALE_MODE_WATCH);
  gtk_widget_set_visible (self->hint_button, mode (self) != PERCH_QAWALE_MODE_WATCH);
  gtk_widget_set_visible (self->analyse_button, mode (self) != PERCH_QAWALE_MODE_WATCH);
  gtk_widget_set_tooltip_text (self->hint_button,
                               self->analyse ? _("Show the best move by the analysis (Ctrl+H)")
                                             : _("Show the move the Hard player would make "
                                                 "(Ctrl+H)"));
  perch_qawale_board_set_speed (self->board, speed (self));
  update_moves (self);
  update_actions (self);
  update_analysis (self);
}

static void
show_hint (PerchQawalePage *self)
{
  PerchQawaleMove hint;

  perch_qawale_board_set_hint (self->board,
                               perch_qawale_game_get_hint (self->game, &hint, NULL) ? &hint
                                                                                      : NULL);
}

/* Shows the current position at rest, with its last move and winning lines. */
static void
show_current (PerchQawalePage *self)
{
  PerchQawaleMove last;
  gboolean has_last = perch_qawale_game_get_last_move (self->game, &last);

  perch_qawale_board_set_position (self->board, current (self), has_last ? &last : NULL);
  show_hint (self);
  hold_analysis (self);
}

/* Asking the computer. */

static gboolean
think_after_pause (gpointer data)
{
  PerchQawalePage *self = data;

  self->pause_source = 0;
  perch_qawale_game_think (self->game, 0);
  return G_SOURCE_REMOVE;
}

/* With the board at rest: a computer to move is asked for its move (two computers after
 * a pause set by the speed; against a person, seen to take a moment). */
static void
next_turn (PerchQawalePage *self)
{
  if (self->showing_move || self->pause_source != 0 ||
      !perch_qawale_game_is_computers_turn (self->game) ||
      perch_qawale_game_get_thinking (self->game))
    return;
  if (mode (self) == PERCH_QAWALE_MODE_WATCH)
    self->pause_source =
      g_timeout_add (MAX (perch_qawale_anim_length (PERCH_QAWALE_ANIM_REST, speed (self)), 1u),
                     think_after_pause, self);
  else
    perch_qawale_game_think (self->game, MIN_THINK_MS);
}

/* How the game ended, in a few words (the status line says it in full). */
static void
announce_end (PerchQawalePage *self)
{
  PerchQawaleColour winner = PERCH_QAWALE_LIGHT;
  g_autofree char *text = NULL;

  switch (perch_qawale_game_get_ending (self->game, &winner))
    {
    case PERCH_QAWALE_ENDING_NONE:
      return;
    case PERCH_QAWALE_ENDING_ALL_PLACED:
    case PERCH_QAWALE_ENDING_BOTH_LINES:
      text = g_strdup (_("Draw"));
      break;
    case PERCH_QAWALE_ENDING_LINE:
    case PERCH_QAWALE_ENDING_GAVE_UP:
    default:
      if (seat (self, winner)->person && mode (self) == PERCH_QAWALE_MODE_AGAINST_COMPUTER)
        text = g_strdup (_("You win!"));
      else
        /* Translators: a player: a computer level, or a colour between two people */
        text = g_strdup_printf (_("%s wins!"), seat_title (self, winner));
    }
  perch_toast (GTK_WIDGET (self), text);
}

/* After the game jumped (undo, redo, restart, a new game, giving up): whatever the page
 * had under way is dropped, and the game is shown at rest. */
static void
after_jump (PerchQawalePage *self)
{
  g_clear_handle_id (&self->pause_source, g_source_remove);
  self->composing = FALSE;
  self->showing_move = FALSE;
  perch_qawale_board_set_speed (self->board, speed (self));
  show_current (self);
  next_turn (self);
  update (self);
}

/* The game's signals. */

static void
on_game_notify (PerchQawalePage *self)
{
  update (self);
}

static void
on_hint_changed (PerchQawalePage *self)
{
  if (!perch_qawale_game_get_hint (self->game, NULL, NULL))
    self->hint_from_analysis = FALSE;
  if (!self->showing_move)
    show_hint (self);
}

/* A move played (a person's, a computer's, one typed in): the board shows it from the
 * position before; the page speaks of that position until it has. */
static void
on_played (PerchQawalePage           *self,
           const PerchQawaleMove     *move,
           const PerchQawalePosition *before)
{
  self->composing = FALSE;
  self->showing_move = TRUE;
  self->shown_before = *before;
  self->shown_move = *move;
  perch_qawale_board_play (self->board, before, move, current (self));
  hold_analysis (self);
}

static void
on_game_failed (PerchQawalePage *self,
                const GError    *error)
{
  g_autofree char *why = describe_error (error);

  perch_page_report_problem (GTK_WIDGET (self), _("No move could be chosen"), why);
}

/* The board has shown the move played: now the page says what came of it. */
static void
on_motion_done (PerchQawalePage *self)
{
  if (!self->showing_move)
    {
      hold_analysis (self);
      return;
    }
  self->showing_move = FALSE;
  hold_analysis (self);
  show_hint (self);
  if (perch_qawale_game_is_over (self->game))
    announce_end (self);
  next_turn (self);
  update (self);
}

/* A person's move, one square at a time. */

static void
show_composing (PerchQawalePage *self)
{
  perch_qawale_board_compose (self->board, current (self),
                              self->composing ? &self->composing_move : NULL);
  hold_analysis (self);
}

static void
cancel_composing (PerchQawalePage *self)
{
  if (!self->composing)
    return;
  self->composing = FALSE;
  show_composing (self);
  update (self);
}

/* Whether @square is the one the move under way just came from. */
static gboolean
steps_back (PerchQawalePage *self,
            guint            square)
{
  guint8 squares[PERCH_QAWALE_MAX_PEBBLES + 1];
  guint n = perch_qawale_move_squares (&self->composing_move, squares);

  return n >= 2 && squares[n - 2] == square;
}

static void
on_square_activated (PerchQawalePage *self,
                     guint            square)
{
  if (!perch_qawale_game_is_persons_turn (self->game) || self->showing_move)
    {
      perch_qawale_board_refuse (self->board, square);
      if (perch_qawale_game_is_computers_turn (self->game))
        perch_toast (GTK_WIDGET (self), _("Wait for your turn"));
      return;
    }
  perch_qawale_game_clear_hint (self->game);

  if (!self->composing)
    {
      if (!perch_qawale_sowing_start (current (self), square, &self->composing_move))
        {
          perch_qawale_board_refuse (self->board, square);
          perch_toast (GTK_WIDGET (self), _("This square is empty"));
          return;
        }
      self->composing = TRUE;
      perch_qawale_board_set_cursor (self->board, square);
      show_composing (self);
      update (self);
      return;
    }

  if (perch_qawale_sowing_step (current (self), &self->composing_move, square))
    {
      perch_qawale_board_set_cursor (self->board, square);
      if (perch_qawale_sowing_left (current (self), &self->composing_move) == 0)
        {
          g_autoptr(GError) error = NULL;

          /* The board goes on from the steps it shows ("played"). */
          if (!perch_qawale_game_play_move (self->game, &self->composing_move, &error))
            {
              g_autofree char *why = describe_error (error);

              perch_page_report_problem (GTK_WIDGET (self), _("This move cannot be played"), why);
              cancel_composing (self);
            }
        }
      else
        {
          show_composing (self);
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
  perch_toast (GTK_WIDGET (self), steps_back (self, square) ? _("Never straight back")
                                                           : _("Only next to the last square"));
}

/* Games. */

static void
start_game (PerchQawalePage        *self,
            const PerchQawaleSetup *setup)
{
  perch_qawale_game_start (self->game, setup);
  after_jump (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
on_dialog_start (PerchQawalePage        *self,
                 const PerchQawaleSetup *setup)
{
  start_game (self, setup);
}

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

/* Starts the game of a setup in its text, "human hard 8 mover-wins" (tests and scripts). */
static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PerchQawalePage *self = PERCH_QAWALE_PAGE (widget);
  g_autoptr(GError) error = NULL;
  PerchQawaleSetup setup;

  if (!perch_qawale_setup_parse (g_variant_get_string (parameter, NULL), &setup, &error))
    {
      g_autofree char *why = describe_error (error);

      perch_page_report_problem (widget, _("This game cannot be started"), why);
      return;
    }
  start_game (self, &setup);
}

static void
restart_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  PerchQawalePage *self = PERCH_QAWALE_PAGE (widget);

  if (perch_qawale_game_restart (self->game))
    after_jump (self);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PerchQawalePage *self = PERCH_QAWALE_PAGE (widget);

  if (perch_qawale_game_undo (self->game))
    after_jump (self);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PerchQawalePage *self = PERCH_QAWALE_PAGE (widget);

  if (perch_qawale_game_redo (self->game))
    after_jump (self);
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PerchQawalePage *self = PERCH_QAWALE_PAGE (widget);

  PerchQawaleVerdict best;

  if (self->showing_move || !perch_qawale_game_is_persons_turn (self->game))
    return;
  cancel_composing (self);
  /* With the analysis on, its best move (at once), and it follows as the analysis goes
   * deeper; otherwise the Hard player's. */
  if (self->analyse && perch_qawale_analyser_get_best (self->analyser, &best))
    {
      self->hint_from_analysis = TRUE;
      perch_qawale_game_set_hint (self->game, &best.move, best.kind == PERCH_QAWALE_VERDICT_WIN);
      return;
    }
  perch_qawale_game_find_hint (self->game);
}

static void
on_give_up_response (AdwMessageDialog *dialog,
                     const char       *response,
                     PerchQawalePage  *self)
{
  if (g_strcmp0 (response, "give-up") != 0 || !perch_qawale_game_give_up (self->game))
    return;
  after_jump (self);
  announce_end (self);
}

static void
give_up_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  PerchQawalePage *self = PERCH_QAWALE_PAGE (widget);
  int loser = perch_qawale_game_get_quitter (self->game);
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (loser < 0)
    return;
  if (mode (self) == PERCH_QAWALE_MODE_AGAINST_COMPUTER)
    body = g_strdup_printf (_("%s wins this game."), seat_title (self, loser ^ 1));
  else
    body = g_strdup_printf (_("%s gives up and %s wins this game."), perch_qawale_label_colour (loser),
                            perch_qawale_label_colour (loser ^ 1));
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

  if (!self->composing)
    return;
  if (self->composing_move.n_steps == 0)
    {
      cancel_composing (self);
      return;
    }
  /* The board shows the pebble going back up, then the shorter path. */
  perch_qawale_sowing_back (&self->composing_move);
  show_composing (self);
  perch_qawale_board_set_cursor (self->board, perch_qawale_sowing_square (&self->composing_move));
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
      cancel_composing (self);
      return;
    }
  perch_qawale_game_clear_hint (self->game);
}

/* Plays a whole move given in notation, for the person to move (tests and scripts). */
static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PerchQawalePage *self = PERCH_QAWALE_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (!perch_qawale_game_is_persons_turn (self->game) || self->showing_move)
    return;
  cancel_composing (self);
  if (!perch_qawale_game_play (self->game, g_variant_get_string (parameter, NULL), &error))
    {
      g_autofree char *why = describe_error (error);

      perch_page_report_problem (widget, _("This move cannot be played"), why);
    }
}

/* The analysis list: each row a verdict's plate, as on the board, and the move. */

static void
draw_plate (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        data)
{
  const PerchQawaleVerdictLabel *label = g_object_get_data (G_OBJECT (area), "verdict");
  double accent[3];
  gboolean dark;

  perch_widget_get_paint_colors (GTK_WIDGET (area), accent, &dark);
  perch_qawale_paint_verdict (cr, 1, 1, width - 2, height - 2, label, dark);
}

static void
on_row_enter (GtkEventControllerMotion *motion,
              double                    x,
              double                    y,
              PerchQawalePage          *self)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (motion));

  self->hovering = TRUE;
  self->hovered = *(PerchQawaleMove *) g_object_get_data (G_OBJECT (row), "move");
  update_preview (self);
}

static void
on_row_leave (GtkEventControllerMotion *motion,
              PerchQawalePage          *self)
{
  self->hovering = FALSE;
  update_preview (self);
}

static void
setup_row (GtkSignalListItemFactory *factory,
           GtkListItem              *item,
           PerchQawalePage          *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *plate = gtk_drawing_area_new ();
  GtkWidget *label = gtk_label_new (NULL);
  GtkEventController *motion = gtk_event_controller_motion_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (plate), 76);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (plate), 20);
  gtk_widget_set_valign (plate, GTK_ALIGN_CENTER);
  g_object_set_data_full (G_OBJECT (plate), "verdict", g_new0 (PerchQawaleVerdictLabel, 1),
                          g_free);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (plate), draw_plate, NULL, NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (label, "monospace");
  gtk_box_append (GTK_BOX (row), plate);
  gtk_box_append (GTK_BOX (row), label);
  g_object_set_data_full (G_OBJECT (row), "move", g_new0 (PerchQawaleMove, 1), g_free);
  g_signal_connect (motion, "enter", G_CALLBACK (on_row_enter), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_row_leave), self);
  gtk_widget_add_controller (row, motion);
  gtk_list_item_set_child (item, row);
}

static void
bind_row (GtkSignalListItemFactory *factory,
          GtkListItem              *item,
          PerchQawalePage          *self)
{
  guint position = gtk_list_item_get_position (item);
  GtkWidget *row = gtk_list_item_get_child (item);
  GtkWidget *plate = gtk_widget_get_first_child (row);
  GtkWidget *label = gtk_widget_get_next_sibling (plate);
  const PerchQawaleVerdict *verdict;
  g_autofree char *move = NULL;
  g_autofree char *says = NULL;
  g_autofree char *whole = NULL;

  if (position >= self->listed->len)
    return;
  verdict = &g_array_index (self->listed, PerchQawaleVerdict, position);
  move = perch_qawale_move_to_string (&verdict->move);
  says = perch_qawale_label_verdict (verdict);
  gtk_label_set_text (GTK_LABEL (label), move);
  fill_verdict_label (g_object_get_data (G_OBJECT (plate), "verdict"), verdict);
  gtk_widget_queue_draw (plate);
  *(PerchQawaleMove *) g_object_get_data (G_OBJECT (row), "move") = verdict->move;
  gtk_widget_set_tooltip_text (row, says);
  /* Translators: a move in notation, then what the analysis says of it */
  whole = g_strdup_printf (_("%s: %s"), move, says);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, whole,
                                  -1);
}

/* A move of the list chosen (Enter, a double click): it is played. */
static void
on_list_activate (PerchQawalePage *self,
                  guint            position)
{
  PerchQawaleMove move;
  g_autoptr(GError) error = NULL;

  if (position >= self->listed->len || self->showing_move ||
      !perch_qawale_game_is_persons_turn (self->game))
    return;
  move = g_array_index (self->listed, PerchQawaleVerdict, position).move;
  self->hovering = FALSE;
  if (!perch_qawale_game_play_move (self->game, &move, &error))
    {
      g_autofree char *why = describe_error (error);

      perch_page_report_problem (GTK_WIDGET (self), _("This move cannot be played"), why);
    }
}

static void
on_list_focus_enter (PerchQawalePage *self)
{
  self->list_focused = TRUE;
  update_preview (self);
}

static void
on_list_focus_leave (PerchQawalePage *self)
{
  self->list_focused = FALSE;
  update_preview (self);
}

static void
set_up_analysis_list (PerchQawalePage *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  self->listed = g_array_new (FALSE, FALSE, sizeof (PerchQawaleVerdict));
  self->listed_moves = gtk_string_list_new (NULL);
  self->list_selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->listed_moves)));
  gtk_single_selection_set_autoselect (self->list_selection, FALSE);
  gtk_single_selection_set_can_unselect (self->list_selection, TRUE);
  g_signal_connect_swapped (self->list_selection, "notify::selected",
                            G_CALLBACK (update_preview), self);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), self);
  gtk_list_view_set_factory (self->analysis_list, factory);
  g_object_unref (factory);
  gtk_list_view_set_model (self->analysis_list, GTK_SELECTION_MODEL (self->list_selection));
  g_signal_connect_swapped (self->analysis_list, "activate", G_CALLBACK (on_list_activate), self);
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_list_focus_enter), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_list_focus_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self->analysis_list), focus);
}

/* The analysis behind Analyse (for tests and scripts). */
PerchQawaleAnalyser *
perch_qawale_page_get_analyser (PerchQawalePage *self)
{
  g_return_val_if_fail (PERCH_IS_QAWALE_PAGE (self), NULL);

  return self->analyser;
}

/* Saved state. */

static char *
serialize_game (GObject *object)
{
  return perch_qawale_game_to_string (PERCH_QAWALE_GAME (object));
}

/* Moves a game kept in the settings by older versions over to the game, once. */
static void
migrate_old_state (PerchQawalePage *self)
{
  g_autofree char *light = NULL;
  g_autofree char *dark = NULL;
  g_autofree char *rule = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) moves = NULL;
  g_autoptr(GError) error = NULL;
  PerchQawaleSetup setup;
  gboolean kept = FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (old_state_keys); i++)
    {
      g_autoptr(GVariant) value = g_settings_get_user_value (self->settings, old_state_keys[i]);

      kept = kept || value != NULL;
    }
  if (!kept)
    return;

  light = g_settings_get_string (self->settings, "game-light");
  dark = g_settings_get_string (self->settings, "game-dark");
  rule = g_settings_get_string (self->settings, "game-both-lines");
  moves = g_settings_get_strv (self->settings, "game-moves");
  text = g_strdup_printf ("%s %s %u %s", light, dark,
                          g_settings_get_uint (self->settings, "game-stones"), rule);
  if (!perch_qawale_setup_parse (text, &setup, NULL))
    perch_qawale_setup_init (&setup);
  if (!perch_qawale_game_replay (self->game, &setup, (const char * const *) moves, &error))
    {
      g_autofree char *why = describe_error (error);
      g_autofree char *details = g_strdup_printf (_("The moves from a mistake on were left out: "
                                                    "%s"), why);

      perch_page_report_problem (GTK_WIDGET (self), _("Saved game not fully restored"), details);
    }
  for (guint i = 0; i < G_N_ELEMENTS (old_state_keys); i++)
    g_settings_reset (self->settings, old_state_keys[i]);
}

static void
on_game_restored (GtkWidget     *page,
                  PerchRestored  restored)
{
  if (restored == PERCH_RESTORED_NOTHING)
    migrate_old_state (PERCH_QAWALE_PAGE (page));
}

/* Reads the saved text into the game; a mistake is said in the user's language. */
static gboolean
load_game (GObject     *session,
           guint        version,
           const char  *text,
           GError     **error)
{
  g_autoptr(GError) load_error = NULL;
  g_autofree char *why = NULL;

  if (perch_qawale_game_load (PERCH_QAWALE_GAME (session), text, -1, &load_error))
    return TRUE;
  why = describe_error (load_error);
  if (g_error_matches (load_error, PERCH_QAWALE_GAME_ERROR, PERCH_QAWALE_GAME_ERROR_PARTIAL))
    g_set_error (error, load_error->domain, load_error->code,
                 _("The moves from a mistake on were left out: %s"), why);
  else
    g_set_error (error, load_error->domain, load_error->code,
                 _("Nothing could be read, and a new game began: %s"), why);
  return FALSE;
}

/* The game of the last run, from the state store (or the settings of an older version);
 * then every change is written there. What could not be restored is said once the page
 * is seen. */
static void
restore_game (PerchQawalePage *self)
{
  perch_page_restore_session (GTK_WIDGET (self), STATE_NAME, STATE_VERSION,
                              G_OBJECT (self->game), load_game, serialize_game, on_game_restored,
                              _("Saved game not restored"), _("Saved game not fully restored"));
}

/* GObject. */

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
    case PROP_ANALYSE:
      g_value_set_boolean (value, self->analyse);
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
    case PROP_ANALYSE:
      if (g_value_get_boolean (value) != self->analyse)
        {
          self->analyse = g_value_get_boolean (value);
          perch_qawale_analyser_set_enabled (self->analyser, self->analyse);
          update (self);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
perch_qawale_page_dispose (GObject *object)
{
  PerchQawalePage *self = PERCH_QAWALE_PAGE (object);

  g_clear_handle_id (&self->pause_source, g_source_remove);
  if (self->analyser != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->analyser, self);
      g_clear_object (&self->analyser);
    }
  if (self->game != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->game, self);
      perch_state_store_unwatch (perch_state_store_get_default (), G_OBJECT (self->game));
      g_clear_object (&self->game);
    }
  /* AdwBin would unparent its child again after the template did. */
  adw_bin_set_child (ADW_BIN (object), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), PERCH_TYPE_QAWALE_PAGE);
  g_clear_object (&self->settings);
  g_clear_object (&self->list_selection);
  g_clear_object (&self->listed_moves);

  G_OBJECT_CLASS (perch_qawale_page_parent_class)->dispose (object);
}

static void
perch_qawale_page_finalize (GObject *object)
{
  PerchQawalePage *self = PERCH_QAWALE_PAGE (object);

  g_clear_pointer (&self->listed, g_array_unref);

  G_OBJECT_CLASS (perch_qawale_page_parent_class)->finalize (object);
}

static const PerchPageShortcut page_shortcuts[] = {
  { GDK_KEY_n, GDK_CONTROL_MASK, "qawale.new-game" },
  { GDK_KEY_r, GDK_CONTROL_MASK, "qawale.restart" },
  { GDK_KEY_z, GDK_CONTROL_MASK, "qawale.undo" },
  { GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "qawale.redo" },
  { GDK_KEY_h, GDK_CONTROL_MASK, "qawale.hint" },
  { GDK_KEY_BackSpace, 0, "qawale.step-back" },
  { GDK_KEY_Escape, 0, "qawale.cancel" },
  { GDK_KEY_m, GDK_CONTROL_MASK, "qawale.show-moves" },
  { GDK_KEY_e, GDK_CONTROL_MASK, "qawale.analyse" },
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
  /* Analyse: the analysis board. */
  properties[PROP_ANALYSE] =
    g_param_spec_boolean ("analyse", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (PERCH_TYPE_BUSY_BAR);
  g_type_ensure (PERCH_TYPE_QAWALE_BOARD);
  g_type_ensure (PERCH_TYPE_QAWALE_SPLIT);
  g_type_ensure (PERCH_TYPE_QAWALE_RESERVE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/perch-qawale-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, board);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, title_label);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, status_stack);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, status_label);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, busy_bar);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, speed_dropdown);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, hint_button);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, analyse_button);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, analysis_box);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, analysis_spinner);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, analysis_label);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, solved_badge);
  gtk_widget_class_bind_template_child (widget_class, PerchQawalePage, analysis_list);
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
  gtk_widget_class_install_action (widget_class, "qawale.restart", NULL, restart_action);
  gtk_widget_class_install_action (widget_class, "qawale.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "qawale.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "qawale.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "qawale.give-up", NULL, give_up_action);
  gtk_widget_class_install_action (widget_class, "qawale.step-back", NULL, step_back_action);
  gtk_widget_class_install_action (widget_class, "qawale.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "qawale.play", "s", play_action);
  gtk_widget_class_install_property_action (widget_class, "qawale.show-moves", "show-moves");
  gtk_widget_class_install_property_action (widget_class, "qawale.analyse", "analyse");
}

static void
perch_qawale_page_init (PerchQawalePage *self)
{
  static const char * const shown[] = {
    "notify::position", "notify::setup", "notify::can-undo", "notify::can-redo",
    "notify::can-restart", "notify::thinking", "notify::depth", "notify::hinting",
    "notify::has-hint",
  };

  gtk_widget_init_template (GTK_WIDGET (self));
  perch_page_add_shortcuts (GTK_WIDGET (self), page_shortcuts, G_N_ELEMENTS (page_shortcuts));
  set_up_analysis_list (self);
  self->game = perch_qawale_game_new (NULL);
  self->analyser = perch_qawale_analyser_new (self->game);
  g_signal_connect_swapped (self->analyser, "notify::analysis", G_CALLBACK (update_analysis),
                            self);
  g_signal_connect_swapped (self->analyser, "notify::running", G_CALLBACK (update_analysis),
                            self);

  self->settings = g_settings_new ("io.github.perch.Perch.Qawale");
  g_settings_bind (self->settings, "show-moves", self, "show-moves", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "speed", self->speed_dropdown, "selected",
                   G_SETTINGS_BIND_DEFAULT);
  gtk_revealer_set_reveal_child (self->moves_revealer, self->show_moves);
  g_signal_connect (gtk_scrolled_window_get_vadjustment (self->moves_scroller), "changed",
                    G_CALLBACK (on_moves_resized), NULL);

  perch_busy_bar_set_worker (self->busy_bar, perch_qawale_game_get_hint_worker (self->game));
  restore_game (self);
  for (guint i = 0; i < G_N_ELEMENTS (shown); i++)
    g_signal_connect_swapped (self->game, shown[i], G_CALLBACK (on_game_notify), self);
  g_signal_connect_swapped (self->game, "notify::has-hint", G_CALLBACK (on_hint_changed), self);
  g_signal_connect_swapped (self->game, "played", G_CALLBACK (on_played), self);
  g_signal_connect_swapped (self->game, "failed", G_CALLBACK (on_game_failed), self);
  /* Once the saved game is back: the analysis starts on it, not on a new game. */
  g_settings_bind (self->settings, "analyse", self, "analyse", G_SETTINGS_BIND_DEFAULT);
  after_jump (self);
}
