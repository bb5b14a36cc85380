/* perch-uluru-page.c: the Uluru page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A view of a PerchUluruGame (src/core/uluru/perch-uluru-game.h): eight card
 * slots (a second column for expert deals), the rock, and a result card that says,
 * when the best placement costs points, why no placement does better (hovering a
 * conflict lights its cards and birds). The page turns clicks and keys into the
 * session's moves and shows what the session says through notify::; the birds fly
 * whenever the board's placement changes, except when the player has just put a
 * bird there. The sand timer of play mode is the page's own: when it runs out, the
 * page checks the placement. The session is kept in the state store as "uluru"; the
 * deck and the timer are preferences.
 *
 * Narrow windows: the cards go under the rock and scroll (PerchUluruSplit), the
 * result first. Start-up builds only what the first frame shows: the card picker,
 * the list of every conflict and the score sheet's dialog come when first asked for.
 */
#define G_LOG_DOMAIN "perch-uluru"

#include "config.h"

#include <glib/gi18n.h>

#include "perch-browse.h"
#include "perch-busy-bar.h"
#include "perch-page-shortcuts.h"
#include "perch-paint-colors.h"
#include "perch-rng.h"
#include "perch-state-store.h"
#include "perch-session-restore.h"
#include "perch-toast.h"
#include "perch-uluru-card-picker.h"
#include "perch-uluru-card-slot.h"
#include "perch-uluru-labels.h"
#include "perch-uluru-page.h"
#include "perch-uluru-painter.h"
#include "perch-uluru-rock.h"
#include "perch-uluru-score-dialog.h"
#include "perch-uluru-split.h"

#define TIMER_TICK_MS 100
#define STATE_NAME    "uluru"
#define STATE_VERSION 1
#define TABLE_NAME    "uluru-table"
#define TABLE_VERSION 1
/* Below these widths the cards go under the rock: with one card per bird, and with a
 * second column (in German too, whose card names are longer). */
#define FOLD_WIDTH        680
#define FOLD_WIDTH_EXPERT 900
/* The conflicts said in the result card itself; more go to Why? only. */
#define MAX_LISTED        2

/* The variant dropdown's entries, in its order, as the settings store them. */
static const char * const variant_codes[] = {
  "first", "all", "no-level-1", "no-levels-1-2", "easy", "hard", "expert:4", "expert:8",
};

/* The page's keys. They are managed by the window, so they work wherever the focus
 * is (the view switcher, say) while the page is shown. */
static const PerchPageShortcut page_shortcuts[] = {
  { GDK_KEY_z,      GDK_CONTROL_MASK,                  "uluru.undo" },
  { GDK_KEY_z,      GDK_CONTROL_MASK | GDK_SHIFT_MASK, "uluru.redo" },
  { GDK_KEY_Return, GDK_CONTROL_MASK,                  "uluru.solve" },
  { GDK_KEY_Escape, 0,                                 "uluru.cancel" },
  { GDK_KEY_n,      GDK_CONTROL_MASK,                  "uluru.deal" },
  { GDK_KEY_Delete, GDK_CONTROL_MASK,                  "uluru.clear" },
  { GDK_KEY_p,      GDK_CONTROL_MASK,                  "uluru.play" },
  { GDK_KEY_k,      GDK_CONTROL_MASK,                  "uluru.check" },
  { GDK_KEY_t,      GDK_CONTROL_MASK,                  "uluru.score-round" },
};

/* The timer dropdown's entries, in seconds. */
static const int timer_choices[] = { 0, 45, 60, 90 };

struct _PerchUluruPage
{
  AdwBin               parent_instance;

  GSettings           *settings;
  PerchUluruGame      *game;
  PerchBrowse         *browse;
  GtkWidget           *tokens[PERCH_ULURU_N_BIRDS];
  GtkWidget           *names[PERCH_ULURU_N_BIRDS];
  /* The second column (slots[b][1]) is NULL until first wanted. */
  PerchUluruCardSlot  *slots[PERCH_ULURU_N_BIRDS][PERCH_ULURU_GAME_N_SLOTS];
  gboolean             placing;      /* the player moves a bird: no flight */
  gboolean             folded;       /* the cards under the rock */

  /* Built when first asked for */
  PerchUluruCardPicker *picker;
  PerchUluruCardSlot   *picking;     /* the slot the picker fills */
  PerchUluruTable      *table;
  GtkWidget            *score_dialog;

  /* Why no placement does better: the explanation the lists show */
  const PerchUluruExplanation *explained;
  gboolean             why_built;
  int                  highlighted;  /* the conflict pointed at, or -1 */
  gint64               solve_start_us;

  guint                timer_id;
  gint64               timer_end_us;
  guint                timer_seconds;  /* 0 while play runs without the sand timer */
  guint                shown_penalty;

  /* Template widgets */
  GtkDropDown         *variant_dropdown;
  GtkDropDown         *timer_dropdown;
  GtkCheckButton      *all_placed_check;
  PerchUluruSplit     *board_split;
  PerchUluruRock      *rock;
  GtkBox              *side_box;
  GtkWidget           *cards_header;
  GtkGrid             *cards_grid;
  GtkWidget           *play_box;
  GtkDrawingArea      *timer_area;
  GtkLabel            *timer_label;
  GtkLabel            *result_title;
  GtkDrawingArea      *stones_area;
  GtkLabel            *result_detail;
  GtkWidget           *result_box;
  GtkLabel            *why_label;
  GtkListBox          *reason_list;
  GtkExpander         *why_expander;
  GtkWidget           *switcher_box;
  GtkWidget           *switcher;
  GtkWidget           *show_best_button;
  PerchBusyBar        *busy_bar;
  GtkWidget           *score_button;
};

G_DEFINE_FINAL_TYPE (PerchUluruPage, perch_uluru_page, ADW_TYPE_BIN)

static void
paint_colors (GtkWidget *widget,
              gboolean  *dark)
{
  double accent[3] = { 0 };

  perch_widget_get_paint_colors (widget, accent, dark);
}

static gboolean
variant_is_expert (PerchUluruPage *self)
{
  guint selected = gtk_drop_down_get_selected (self->variant_dropdown);

  return selected < G_N_ELEMENTS (variant_codes)
         && g_str_has_prefix (variant_codes[selected], "expert");
}

/* The second column shows for expert deals, or while any bird holds two cards. */
static gboolean
second_column_wanted (PerchUluruPage *self)
{
  const PerchUluruDeal *deal = perch_uluru_game_get_deal (self->game);
  gboolean wanted = variant_is_expert (self);

  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    wanted = wanted || deal->wishes[b].n_cards > 1;
  return wanted;
}

static void
attach (GtkGrid   *grid,
        GtkWidget *child,
        int        column,
        int        row)
{
  g_object_ref (child);
  if (gtk_widget_get_parent (child) != NULL)
    gtk_grid_remove (grid, child);
  gtk_grid_attach (grid, child, column, row, 1, 1);
  g_object_unref (child);
}

static void on_slot_choose (PerchUluruCardSlot *slot,
                            PerchUluruPage     *self);

static PerchUluruCardSlot *
new_slot (PerchUluruPage *self)
{
  GtkWidget *slot = perch_uluru_card_slot_new ();

  g_signal_connect (slot, "choose", G_CALLBACK (on_slot_choose), self);
  return PERCH_ULURU_CARD_SLOT (slot);
}

/* Most deals give each bird one card: the slots for a second are built the first time
 * a deal or the deck wants them (not at start-up). */
static void
ensure_second_column (PerchUluruPage *self)
{
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    if (self->slots[b][1] == NULL)
      self->slots[b][1] = new_slot (self);
}

/* A row per bird; a second card beside the first, or, in a narrow window, under it. */
static void
arrange_cards (PerchUluruPage *self)
{
  gboolean second = second_column_wanted (self);
  gboolean under = second && self->folded;

  if (second)
    ensure_second_column (self);
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    {
      int row = under ? 2 * b : b;

      attach (self->cards_grid, self->tokens[b], 0, row);
      attach (self->cards_grid, self->names[b], 1, row);
      attach (self->cards_grid, GTK_WIDGET (self->slots[b][0]), 2, row);
      if (self->slots[b][1] == NULL)
        continue;
      attach (self->cards_grid, GTK_WIDGET (self->slots[b][1]), under ? 2 : 3,
              under ? row + 1 : row);
      gtk_widget_set_visible (GTK_WIDGET (self->slots[b][1]), second);
    }
  perch_uluru_split_set_fold_width (self->board_split,
                                    second ? FOLD_WIDTH_EXPERT : FOLD_WIDTH);
}

/* Folded, the result comes first under the rock: it is what changes. */
static void
arrange_side (PerchUluruPage *self)
{
  GtkWidget *order[] = {
    self->cards_header, GTK_WIDGET (self->cards_grid), GTK_WIDGET (self->all_placed_check),
    self->play_box, self->result_box, self->score_button,
  };
  GtkWidget *folded_order[] = {
    self->play_box, self->result_box, self->cards_header, GTK_WIDGET (self->cards_grid),
    GTK_WIDGET (self->all_placed_check), self->score_button,
  };
  GtkWidget **chosen = self->folded ? folded_order : order;

  gtk_box_reorder_child_after (self->side_box, chosen[0], NULL);
  for (guint i = 1; i < G_N_ELEMENTS (order); i++)
    gtk_box_reorder_child_after (self->side_box, chosen[i], chosen[i - 1]);
}

static void
on_folded (PerchUluruPage *self)
{
  gboolean folded = perch_uluru_split_get_folded (self->board_split);

  if (folded == self->folded)
    return;
  self->folded = folded;
  arrange_side (self);
  arrange_cards (self);
}

static void
show_deal (PerchUluruPage *self)
{
  const PerchUluruDeal *deal = perch_uluru_game_get_deal (self->game);

  if (second_column_wanted (self))
    ensure_second_column (self);
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    for (guint i = 0; i < PERCH_ULURU_GAME_N_SLOTS && self->slots[b][i] != NULL; i++)
      perch_uluru_card_slot_set_card (self->slots[b][i],
                                      i < deal->wishes[b].n_cards ? &deal->wishes[b].cards[i]
                                                                  : NULL);
  arrange_cards (self);
}

/* Marks every card met or missed, with its reason, when the board is scored. */
static void
show_verdicts (PerchUluruPage *self)
{
  const PerchUluruScore *score = perch_uluru_game_get_score (self->game);
  const PerchUluruPlacement *placement = perch_uluru_game_get_placement (self->game);
  guint8 unhappy = 0;

  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    for (guint i = 0; i < PERCH_ULURU_GAME_N_SLOTS && self->slots[b][i] != NULL; i++)
      perch_uluru_card_slot_set_verdict (self->slots[b][i], PERCH_ULURU_SLOT_UNSCORED, NULL);

  for (guint v = 0; score != NULL && v < score->n_verdicts; v++)
    {
      const PerchUluruVerdict *verdict = &score->verdicts[v];
      g_autofree char *reason = perch_uluru_label_reason (verdict, placement);

      if (verdict->card_index >= PERCH_ULURU_GAME_N_SLOTS
          || self->slots[verdict->bird][verdict->card_index] == NULL)
        continue;
      perch_uluru_card_slot_set_verdict (self->slots[verdict->bird][verdict->card_index],
                                         verdict->fulfilled ? PERCH_ULURU_SLOT_MET
                                                            : PERCH_ULURU_SLOT_MISSED,
                                         reason);
      if (!verdict->fulfilled)
        unhappy |= 1u << verdict->bird;
    }
  perch_uluru_rock_set_unhappy_birds (self->rock, unhappy);
}

/* Why no placement does better */

/* Lights the cards and birds of conflict @index of the explanation shown (-1: none). */
static void
highlight_conflict (PerchUluruPage *self,
                    int             index)
{
  guint8 birds = 0;

  self->highlighted = index;
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    for (guint i = 0; i < PERCH_ULURU_GAME_N_SLOTS && self->slots[b][i] != NULL; i++)
      perch_uluru_card_slot_set_highlighted (self->slots[b][i], FALSE);

  if (index >= 0 && self->explained != NULL && (guint) index < self->explained->n_conflicts)
    {
      const PerchUluruConflict *conflict = &self->explained->conflicts[index];

      for (guint c = 0; c < conflict->n_cards; c++)
        {
          const PerchUluruCardRef *card = &conflict->cards[c];

          if (card->card_index < PERCH_ULURU_GAME_N_SLOTS
              && self->slots[card->bird][card->card_index] != NULL)
            perch_uluru_card_slot_set_highlighted (self->slots[card->bird][card->card_index],
                                                   TRUE);
          birds |= 1u << card->bird;
        }
    }
  perch_uluru_rock_set_highlighted_birds (self->rock, birds);
}

static int
row_conflict (GtkWidget *row)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "perch-conflict")) - 1;
}

static void
on_conflict_entered (GtkEventController *controller,
                     PerchUluruPage     *self)
{
  highlight_conflict (self, row_conflict (gtk_event_controller_get_widget (controller)));
}

static void
on_conflict_left (GtkEventController *controller,
                  PerchUluruPage     *self)
{
  if (self->highlighted == row_conflict (gtk_event_controller_get_widget (controller)))
    highlight_conflict (self, -1);
}

/* A conflict's sentence, lighting its cards and birds under the pointer or the focus. */
static void
add_conflict_row (PerchUluruPage *self,
                  GtkListBox     *list,
                  guint           index)
{
  const PerchUluruConflict *conflict = &self->explained->conflicts[index];
  g_autofree char *sentence = perch_uluru_label_conflict (perch_uluru_game_get_deal (self->game),
                                                          conflict->cards, conflict->n_cards);
  GtkWidget *label = gtk_label_new (sentence);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 34);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_top (label, 4);
  gtk_widget_set_margin_bottom (label, 4);
  gtk_widget_set_margin_start (label, 6);
  gtk_widget_set_margin_end (label, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  g_object_set_data (G_OBJECT (row), "perch-conflict", GINT_TO_POINTER (index + 1));
  g_signal_connect (motion, "enter", G_CALLBACK (on_conflict_entered), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_conflict_left), self);
  gtk_widget_add_controller (row, motion);
  g_signal_connect (focus, "enter", G_CALLBACK (on_conflict_entered), self);
  g_signal_connect (focus, "leave", G_CALLBACK (on_conflict_left), self);
  gtk_widget_add_controller (row, focus);
  gtk_list_box_append (list, row);
}

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

/* Why? lists every conflict, built when first opened. */
static void
build_why (PerchUluruPage *self)
{
  GtkWidget *box, *caption, *list;

  if (self->why_built || self->explained == NULL)
    return;
  self->why_built = TRUE;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_top (box, 6);
  caption = gtk_label_new (_("No placement meets every wish of one of these groups; each "
                             "costs a minus point unless another group gives up the same "
                             "wish."));
  gtk_label_set_wrap (GTK_LABEL (caption), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (caption), 34);
  gtk_label_set_xalign (GTK_LABEL (caption), 0);
  gtk_widget_add_css_class (caption, "dim-label");
  gtk_box_append (GTK_BOX (box), caption);
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "perch-uluru-conflicts");
  for (guint i = 0; i < self->explained->n_conflicts; i++)
    add_conflict_row (self, GTK_LIST_BOX (list), i);
  gtk_box_append (GTK_BOX (box), list);
  gtk_expander_set_child (self->why_expander, box);
}

static void
on_why_expanded (PerchUluruPage *self)
{
  if (gtk_expander_get_expanded (self->why_expander))
    build_why (self);
}

/* The sentence of why, with the conflicts that show it, for @explanation (NULL: none). */
static void
show_why (PerchUluruPage              *self,
          const PerchUluruExplanation *explanation)
{
  g_autofree char *why = NULL;
  guint n_listed = 0;

  if (explanation == self->explained)
    return;
  highlight_conflict (self, -1);
  self->explained = explanation;
  self->why_built = FALSE;
  clear_list (self->reason_list);
  gtk_expander_set_child (self->why_expander, NULL);
  gtk_expander_set_expanded (self->why_expander, FALSE);

  if (explanation == NULL || explanation->penalty == 0)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->why_label), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->reason_list), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->why_expander), FALSE);
      return;
    }

  /* The conflicts that share no wish show the optimum alone, when they are as many as
   * its minus points: then they are the reason, said in the card itself. */
  if (explanation->n_separate == explanation->penalty && explanation->penalty <= MAX_LISTED)
    n_listed = explanation->n_separate;
  for (guint i = 0; i < n_listed; i++)
    add_conflict_row (self, self->reason_list, explanation->separate[i]);
  why = perch_uluru_label_why (explanation, n_listed);
  gtk_label_set_label (self->why_label, why);
  gtk_widget_set_visible (GTK_WIDGET (self->why_label), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->reason_list), n_listed > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->why_expander), TRUE);
}

/* The result card */

static void
set_result (PerchUluruPage *self,
            const char     *title,
            const char     *detail,
            guint           n_stones)
{
  gtk_label_set_label (self->result_title, title);
  gtk_label_set_label (self->result_detail, detail);
  gtk_widget_set_visible (GTK_WIDGET (self->result_detail), detail != NULL && *detail != '\0');
  self->shown_penalty = n_stones;
  gtk_widget_set_visible (GTK_WIDGET (self->stones_area), n_stones > 0);
  gtk_drawing_area_set_content_width (self->stones_area, 12 + 28 * MIN (n_stones, 12));
  gtk_widget_queue_draw (GTK_WIDGET (self->stones_area));
}

/* The board shows an optimal placement: how good it is, and why none is better. */
static void
show_solution_result (PerchUluruPage *self)
{
  const PerchUluruSolution *solution = perch_uluru_game_get_solution (self->game);
  const PerchUluruPlacement *placement = perch_uluru_game_get_placement (self->game);
  const PerchUluruScore *played = perch_uluru_game_get_played_score (self->game);
  g_autofree char *title = NULL;
  g_autofree char *detail_owned = NULL;
  const char *detail;
  guint n_off = 0;

  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    n_off += placement->place[b] == PERCH_ULURU_OFF;

  if (solution->penalty == 0)
    title = g_strdup (_("Perfect: every wish comes true"));
  else
    title = perch_uluru_label_minus_points (solution->penalty);

  if (played != NULL)
    {
      g_autofree char *yours = perch_uluru_label_minus_points (played->total);

      /* Translators: after play mode, e.g. "Your placement: 3 minus points. This is an
       * optimal one." */
      detail_owned = g_strdup_printf (_("Your placement: %s. This is an optimal one."), yours);
      detail = detail_owned;
    }
  else if (solution->penalty == 0)
    detail = _("No bird is left wanting.");
  else if (n_off > 0)
    detail = _("Birds in the nest cost one minus point each; hover a red card to see why it "
               "is missed.");
  else
    detail = _("Hover a red card to see why it is missed.");
  set_result (self, title, detail, solution->penalty);
  show_why (self, perch_uluru_game_get_explanation (self->game));

  gtk_widget_set_visible (self->switcher_box, TRUE);
  gtk_widget_set_visible (self->switcher, TRUE);
  gtk_widget_set_visible (self->show_best_button, FALSE);
}

/* After Check: the player's score next to the best possible, and why it is not 0. */
static void
show_checked_result (PerchUluruPage *self)
{
  const PerchUluruSolution *solution = perch_uluru_game_get_solution (self->game);
  guint played = perch_uluru_game_get_played_score (self->game)->total;
  g_autofree char *yours = perch_uluru_label_minus_points (played);
  g_autofree char *detail = NULL;

  if (solution == NULL)
    detail = g_strdup (perch_uluru_game_get_busy (self->game)
                       ? _("Looking for the best placement…")
                       : _("Solve finds the best placement to compare with yours."));
  else
    {
      g_autofree char *best = perch_uluru_label_minus_points (solution->penalty);

      if (played == solution->penalty)
        /* Translators: %s is e.g. "1 minus point". */
        detail = g_strdup_printf (_("The best possible is %s too: you found an optimal "
                                    "placement!"), best);
      else
        /* Translators: %s is e.g. "1 minus point". */
        detail = g_strdup_printf (_("The best possible is %s. Hover a red card to see why it "
                                    "is missed; Show Best lets the birds fly to an optimal "
                                    "placement."), best);
    }
  set_result (self, yours, detail, played);
  show_why (self, perch_uluru_game_get_explanation (self->game));
  gtk_widget_set_visible (self->switcher_box, solution != NULL);
  gtk_widget_set_visible (self->switcher, FALSE);
  gtk_widget_set_visible (self->show_best_button, TRUE);
}

static void
update_result (PerchUluruPage *self)
{
  PerchUluruPhase phase = perch_uluru_game_get_phase (self->game);
  gboolean showing = perch_uluru_game_get_showing_solution (self->game);

  if (showing && perch_uluru_game_get_solution (self->game) != NULL)
    {
      show_solution_result (self);
      return;
    }

  gtk_widget_set_visible (self->switcher_box, FALSE);
  if (phase == PERCH_ULURU_PHASE_CHECKED)
    {
      show_checked_result (self);
      return;
    }
  show_why (self, NULL);
  if (showing)
    set_result (self, _("Solving…"), NULL, 0);
  else if (phase == PERCH_ULURU_PHASE_PLAYING)
    set_result (self, _("Your turn"), _("Drag the birds from the nest to the rock, or click a "
                                        "bird and then a place; on the keyboard, the arrow keys "
                                        "choose a bird, 1 to 8 place it and 0 sends it back. "
                                        "Check scores the placement."), 0);
  else if (perch_uluru_game_is_complete (self->game))
    set_result (self, _("Ready"), _("Press Solve for the best placement, or Play to try "
                                     "it yourself."), 0);
  else
    set_result (self, _("Pick the cards"), _("Every bird needs a wish card: click a slot, "
                                              "or press Deal."), 0);
}

/* The optimal placements to browse, while the board shows one of them. */
static void
update_browse (PerchUluruPage *self)
{
  const PerchUluruSolution *solution = perch_uluru_game_get_solution (self->game);
  gboolean browsing = solution != NULL && perch_uluru_game_get_showing_solution (self->game);

  perch_browse_set_range (self->browse, browsing ? solution->placements->len : 0,
                          perch_uluru_game_get_solution_index (self->game));
}

static void
on_browse_position (PerchUluruPage *self)
{
  perch_uluru_game_show_placement (self->game, perch_browse_get_position (self->browse));
}

/* The busy bar's quiet line: how fast the last answer came. */
static void
update_busy_bar (PerchUluruPage *self)
{
  const PerchUluruSolution *solution = perch_uluru_game_get_solution (self->game);
  g_autofree char *idle = NULL;

  if (perch_uluru_game_get_busy (self->game))
    {
      if (self->solve_start_us == 0)
        self->solve_start_us = g_get_monotonic_time ();
      return;
    }
  if (solution != NULL && self->solve_start_us != 0)
    {
      double ms = (g_get_monotonic_time () - self->solve_start_us) / 1000.0;

      /* Translators: how long the solver took, with the explanation of the optimum */
      idle = g_strdup_printf (_("Solved in %.0f ms"), MAX (ms, 1));
      perch_busy_bar_set_idle_text (self->busy_bar, idle);
    }
  else if (solution == NULL)
    perch_busy_bar_set_idle_text (self->busy_bar, NULL);
  self->solve_start_us = 0;
}

static void
update_actions (PerchUluruPage *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  PerchUluruGame *game = self->game;
  PerchUluruPhase phase = perch_uluru_game_get_phase (game);
  const PerchUluruSolution *solution = perch_uluru_game_get_solution (game);
  gboolean complete = perch_uluru_game_is_complete (game);
  gboolean browsing = solution != NULL && perch_uluru_game_get_showing_solution (game);

  gtk_widget_action_set_enabled (widget, "uluru.undo", perch_uluru_game_can_undo (game));
  gtk_widget_action_set_enabled (widget, "uluru.redo", perch_uluru_game_can_redo (game));
  gtk_widget_action_set_enabled (widget, "uluru.solve",
                                 complete && phase != PERCH_ULURU_PHASE_PLAYING);
  gtk_widget_action_set_enabled (widget, "uluru.play", complete);
  gtk_widget_action_set_enabled (widget, "uluru.check", phase == PERCH_ULURU_PHASE_PLAYING);
  gtk_widget_action_set_enabled (widget, "uluru.cancel", perch_uluru_game_get_busy (game));
  gtk_widget_action_set_enabled (widget, "uluru.show-best",
                                 phase == PERCH_ULURU_PHASE_CHECKED && solution != NULL
                                 && !browsing);
  gtk_widget_action_set_enabled (widget, "uluru.score-round", complete);
}

/* The sand timer */

static void
stop_timer (PerchUluruPage *self)
{
  g_clear_handle_id (&self->timer_id, g_source_remove);
}

static double
timer_fraction_left (PerchUluruPage *self)
{
  gint64 left;

  if (self->timer_seconds == 0)
    return 1;
  left = self->timer_end_us - g_get_monotonic_time ();

  return CLAMP ((double) left / (self->timer_seconds * G_USEC_PER_SEC), 0, 1);
}

static void
update_timer_label (PerchUluruPage *self)
{
  gint64 left_s;
  g_autofree char *text = NULL;

  gtk_widget_queue_draw (GTK_WIDGET (self->timer_area));
  if (self->timer_seconds == 0)
    {
      gtk_label_set_label (self->timer_label, _("No time limit"));
      return;
    }
  left_s = (self->timer_end_us - g_get_monotonic_time () + G_USEC_PER_SEC - 1) / G_USEC_PER_SEC;
  left_s = MAX (left_s, 0);
  text = g_strdup_printf ("%d:%02d", (int) (left_s / 60), (int) (left_s % 60));
  gtk_label_set_label (self->timer_label, text);
}

static gboolean
on_timer_tick (gpointer user_data)
{
  PerchUluruPage *self = user_data;

  update_timer_label (self);
  if (g_get_monotonic_time () >= self->timer_end_us)
    {
      self->timer_id = 0;
      perch_toast (GTK_WIDGET (self), _("Time is up!"));
      perch_uluru_game_check (self->game);
      return G_SOURCE_REMOVE;
    }

  return G_SOURCE_CONTINUE;
}

/* The sand runs from the chosen preference each time Play is pressed. */
static void
start_timer (PerchUluruPage *self)
{
  guint selected = gtk_drop_down_get_selected (self->timer_dropdown);

  stop_timer (self);
  self->timer_seconds = selected < G_N_ELEMENTS (timer_choices) ? timer_choices[selected] : 0;
  self->timer_end_us = g_get_monotonic_time () + (gint64) self->timer_seconds * G_USEC_PER_SEC;
  if (self->timer_seconds > 0)
    self->timer_id = g_timeout_add (TIMER_TICK_MS, on_timer_tick, self);
  update_timer_label (self);
}

/* What the session says */

static void
on_deal_changed (PerchUluruPage *self)
{
  show_deal (self);
}

static void
on_placement_changed (PerchUluruPage *self)
{
  perch_uluru_rock_set_placement (self->rock, perch_uluru_game_get_placement (self->game),
                                  !self->placing);
}

/* Play mode comes with the timer only from Play; undo, redo or a restart back into
 * play leave the sand alone. */
static void
on_phase_changed (PerchUluruPage *self)
{
  gboolean playing = perch_uluru_game_get_phase (self->game) == PERCH_ULURU_PHASE_PLAYING;

  stop_timer (self);
  self->timer_seconds = 0;
  update_timer_label (self);
  perch_uluru_rock_set_interactive (self->rock, playing);
  gtk_widget_set_visible (self->play_box, playing);
}

static void
on_mode_changed (PerchUluruPage *self)
{
  gtk_check_button_set_active (self->all_placed_check,
                               perch_uluru_game_get_mode (self->game)
                               == PERCH_ULURU_MODE_ALL_PLACED);
}

/* Any change: the result card, the marks on the cards, the actions. */
static void
on_game_notify (PerchUluruPage *self)
{
  show_verdicts (self);
  update_result (self);
  update_browse (self);
  update_busy_bar (self);
  update_actions (self);
}

/* What the player does */

static gboolean
find_slot (PerchUluruPage     *self,
           PerchUluruCardSlot *slot,
           PerchUluruBird     *bird,
           guint              *index)
{
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    for (guint i = 0; i < PERCH_ULURU_GAME_N_SLOTS; i++)
      if (self->slots[b][i] == slot)
        {
          *bird = b;
          *index = i;
          return TRUE;
        }
  return FALSE;
}

static void
on_card_picked (PerchUluruCardPicker *picker,
                int                   kind,
                int                   colour,
                PerchUluruPage       *self)
{
  PerchUluruCard card = { kind, colour };
  PerchUluruBird bird;
  guint index;

  if (find_slot (self, self->picking, &bird, &index))
    perch_uluru_game_set_card (self->game, bird, index, &card);
}

static void
on_card_cleared (PerchUluruCardPicker *picker,
                 PerchUluruPage       *self)
{
  PerchUluruBird bird;
  guint index;

  if (find_slot (self, self->picking, &bird, &index))
    perch_uluru_game_set_card (self->game, bird, index, NULL);
}

/* The one card picker, built the first time a slot is clicked. */
static PerchUluruCardPicker *
ensure_picker (PerchUluruPage *self)
{
  if (self->picker == NULL)
    {
      self->picker = PERCH_ULURU_CARD_PICKER (perch_uluru_card_picker_new ());
      g_object_ref_sink (self->picker);
      g_signal_connect (self->picker, "picked", G_CALLBACK (on_card_picked), self);
      g_signal_connect (self->picker, "cleared", G_CALLBACK (on_card_cleared), self);
    }
  return self->picker;
}

static void
on_slot_choose (PerchUluruCardSlot *slot,
                PerchUluruPage     *self)
{
  g_autofree char *title = NULL;
  PerchUluruBird bird;
  guint index;

  if (!find_slot (self, slot, &bird, &index))
    return;
  title = index == 0
          /* Translators: the card picker's title; %s is a bird's colour */
          ? g_strdup_printf (_("Card for %s"), perch_uluru_label_bird (bird))
          /* Translators: the card picker's title for an expert deal's second card */
          : g_strdup_printf (_("Second card for %s"), perch_uluru_label_bird (bird));
  self->picking = slot;
  perch_uluru_card_picker_popup_for (ensure_picker (self),
                                     perch_uluru_card_slot_get_button (slot), title);
}

static void
on_rock_move (PerchUluruRock *rock,
              int             bird,
              guint           place,
              PerchUluruPage *self)
{
  self->placing = TRUE;
  perch_uluru_game_move_bird (self->game, bird, place);
  self->placing = FALSE;
}

static void
on_all_placed_toggled (PerchUluruPage *self)
{
  perch_uluru_game_set_mode (self->game, gtk_check_button_get_active (self->all_placed_check)
                                         ? PERCH_ULURU_MODE_ALL_PLACED
                                         : PERCH_ULURU_MODE_PARTIAL);
}

static void
on_variant_selected (GtkDropDown    *dropdown,
                     GParamSpec     *pspec,
                     PerchUluruPage *self)
{
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (selected < G_N_ELEMENTS (variant_codes))
    g_settings_set_string (self->settings, "variant", variant_codes[selected]);
  arrange_cards (self);
}

static void
on_timer_selected (GtkDropDown    *dropdown,
                   GParamSpec     *pspec,
                   PerchUluruPage *self)
{
  guint selected = gtk_drop_down_get_selected (dropdown);

  if (selected < G_N_ELEMENTS (timer_choices))
    g_settings_set_int (self->settings, "timer", timer_choices[selected]);
}

static void
draw_stones (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  PerchUluruPage *self = user_data;
  gboolean dark;

  paint_colors (GTK_WIDGET (area), &dark);
  perch_uluru_paint_stones (cr, width, height, MIN (self->shown_penalty, 12), dark);
}

static void
draw_timer (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  PerchUluruPage *self = user_data;
  gboolean dark;

  paint_colors (GTK_WIDGET (area), &dark);
  perch_uluru_paint_sand_timer (cr, width, height, timer_fraction_left (self), dark);
}

static void
draw_bird (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        user_data)
{
  perch_uluru_paint_token (cr, width / 2.0, height / 2.0, MIN (width, height) * 0.42,
                           GPOINTER_TO_INT (user_data));
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  perch_uluru_game_undo (PERCH_ULURU_PAGE (widget)->game);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  perch_uluru_game_redo (PERCH_ULURU_PAGE (widget)->game);
}

static void
solve_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  perch_uluru_game_solve (PERCH_ULURU_PAGE (widget)->game);
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  perch_uluru_game_cancel (PERCH_ULURU_PAGE (widget)->game);
}

static void
deal_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PerchUluruPage *self = PERCH_ULURU_PAGE (widget);
  guint selected = gtk_drop_down_get_selected (self->variant_dropdown);
  PerchUluruVariant variant = PERCH_ULURU_VARIANT_ALL;
  guint n_expert = 0;

  if (selected < G_N_ELEMENTS (variant_codes))
    perch_uluru_variant_parse (variant_codes[selected], &variant, &n_expert, NULL);
  perch_uluru_game_deal_random (self->game, variant, n_expert, perch_rng_seed_from_time ());
}

static void
clear_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  perch_uluru_game_clear (PERCH_ULURU_PAGE (widget)->game);
}

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PerchUluruPage *self = PERCH_ULURU_PAGE (widget);

  /* Play again while playing only turns the sand over. */
  perch_uluru_game_play (self->game);
  if (perch_uluru_game_get_phase (self->game) != PERCH_ULURU_PHASE_PLAYING)
    return;
  start_timer (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->rock));
}

static void
check_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  perch_uluru_game_check (PERCH_ULURU_PAGE (widget)->game);
}

/* The table's score sheet */

static char *
serialize_table (GObject *table)
{
  return perch_uluru_table_save (PERCH_ULURU_TABLE (table));
}

/* Reads a saved text; what could not be read is said in the user's words (the core's
 * English goes to the log). */
static gboolean
load_table (GObject     *table,
            guint        version,
            const char  *text,
            GError     **error)
{
  g_autoptr(GError) local_error = NULL;

  if (perch_uluru_table_load (PERCH_ULURU_TABLE (table), text, -1, &local_error))
    return TRUE;
  g_message ("Score sheet: %s", local_error->message);
  g_set_error_literal (error, local_error->domain, local_error->code,
                       perch_uluru_label_saved_text_error (local_error));
  return FALSE;
}

static void
score_round_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  PerchUluruPage *self = PERCH_ULURU_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);

  if (!perch_uluru_game_is_complete (self->game))
    return;
  if (self->score_dialog == NULL)
    {
      self->table = perch_uluru_table_new ();
      self->score_dialog = perch_uluru_score_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root)
                                                                              : NULL,
                                                         self->table);
      g_object_add_weak_pointer (G_OBJECT (self->score_dialog),
                                 (gpointer *) &self->score_dialog);
      perch_page_restore_session (perch_uluru_score_dialog_get_content (
                                    PERCH_ULURU_SCORE_DIALOG (self->score_dialog)),
                                  TABLE_NAME, TABLE_VERSION, G_OBJECT (self->table), load_table,
                                  serialize_table, NULL,
                                  _("The score sheet could not be restored"),
                                  _("The score sheet could not be fully restored"));
    }
  perch_uluru_table_set_deal (self->table, perch_uluru_game_get_deal (self->game));
  gtk_window_present (GTK_WINDOW (self->score_dialog));
}

static void
build_card_rows (PerchUluruPage *self)
{
  for (PerchUluruBird b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    {
      GtkWidget *token = gtk_drawing_area_new ();
      GtkWidget *name = gtk_label_new (perch_uluru_label_bird (b));

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (token), 30);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (token), 30);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (token), draw_bird, GINT_TO_POINTER (b),
                                      NULL);
      gtk_widget_set_valign (token, GTK_ALIGN_CENTER);
      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_label_set_width_chars (GTK_LABEL (name), 7);
      self->tokens[b] = token;
      self->names[b] = name;

      self->slots[b][0] = new_slot (self);
    }
}

/* The deck and the timer, or the defaults where the stored ones are not offered. */
static void
restore_preferences (PerchUluruPage *self)
{
  g_autofree char *variant = g_settings_get_string (self->settings, "variant");
  int timer = g_settings_get_int (self->settings, "timer");

  for (guint i = 0; i < G_N_ELEMENTS (variant_codes); i++)
    if (g_strcmp0 (variant, variant_codes[i]) == 0)
      gtk_drop_down_set_selected (self->variant_dropdown, i);
  gtk_drop_down_set_selected (self->timer_dropdown, 0);
  for (guint i = 0; i < G_N_ELEMENTS (timer_choices); i++)
    if (timer == timer_choices[i])
      gtk_drop_down_set_selected (self->timer_dropdown, i);
}

/* Before the state store, the cards and the mode were settings: they are moved over
 * once, and the keys reset. */
static void
migrate_settings (PerchUluruPage *self)
{
  g_autoptr(GVariant) cards = g_settings_get_user_value (self->settings, "cards");
  g_autoptr(GVariant) mode = g_settings_get_user_value (self->settings, "mode");

  if (cards != NULL)
    {
      g_autofree const char **codes = g_variant_get_strv (cards, NULL);
      g_autoptr(GError) error = NULL;
      PerchUluruDeal deal;

      if (perch_uluru_deal_parse (codes, g_strv_length ((char **) codes), &deal, &error))
        perch_uluru_game_reset (self->game, &deal);
      else
        g_message ("Ignoring the stored Uluru cards: %s", error->message);
      g_settings_reset (self->settings, "cards");
    }
  if (mode != NULL)
    {
      perch_uluru_game_set_mode (self->game,
                                 g_strcmp0 (g_variant_get_string (mode, NULL), "all-placed") == 0
                                 ? PERCH_ULURU_MODE_ALL_PLACED : PERCH_ULURU_MODE_PARTIAL);
      g_settings_reset (self->settings, "mode");
    }
}

static char *
serialize_game (GObject *game)
{
  return perch_uluru_game_save (PERCH_ULURU_GAME (game));
}

static gboolean
load_game (GObject     *game,
           guint        version,
           const char  *text,
           GError     **error)
{
  g_autoptr(GError) local_error = NULL;

  if (perch_uluru_game_load (PERCH_ULURU_GAME (game), text, -1, &local_error))
    return TRUE;
  g_message ("Uluru session: %s", local_error->message);
  g_set_error_literal (error, local_error->domain, local_error->code,
                       perch_uluru_label_saved_text_error (local_error));
  return FALSE;
}

static void
on_game_restored (GtkWidget     *page,
                  PerchRestored  restored)
{
  if (restored == PERCH_RESTORED_NOTHING)
    migrate_settings (PERCH_ULURU_PAGE (page));
}

/* The last session, or what could be read of it; from then on the store keeps it. */
static void
restore_game (PerchUluruPage *self)
{
  perch_page_restore_session (GTK_WIDGET (self), STATE_NAME, STATE_VERSION,
                              G_OBJECT (self->game), load_game, serialize_game, on_game_restored,
                              _("The saved game could not be restored"),
                              _("The saved game could not be fully restored"));
}

/**
 * perch_uluru_page_get_game:
 *
 * Returns: (transfer none): the session the page shows
 */
PerchUluruGame *
perch_uluru_page_get_game (PerchUluruPage *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_PAGE (self), NULL);

  return self->game;
}

/**
 * perch_uluru_page_get_table:
 *
 * Returns: (transfer none) (nullable): the table's score sheet, once Score a Round was
 * opened
 */
PerchUluruTable *
perch_uluru_page_get_table (PerchUluruPage *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_PAGE (self), NULL);

  return self->table;
}

static void
perch_uluru_page_dispose (GObject *object)
{
  PerchUluruPage *self = PERCH_ULURU_PAGE (object);

  stop_timer (self);
  /* The session goes with the page (its solver with it); what it is stays as saved. */
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->score_dialog != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->score_dialog),
                                    (gpointer *) &self->score_dialog);
      gtk_window_destroy (GTK_WINDOW (self->score_dialog));
      self->score_dialog = NULL;
    }
  if (self->picker != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->picker, self);
      if (gtk_widget_get_parent (GTK_WIDGET (self->picker)) != NULL)
        gtk_widget_unparent (GTK_WIDGET (self->picker));
      g_clear_object (&self->picker);
    }
  g_clear_object (&self->browse);

  /* The bin's child is a bound template child: unparent it while it is still alive. */
  adw_bin_set_child (ADW_BIN (object), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), PERCH_TYPE_ULURU_PAGE);

  G_OBJECT_CLASS (perch_uluru_page_parent_class)->dispose (object);
}

static void
perch_uluru_page_finalize (GObject *object)
{
  PerchUluruPage *self = PERCH_ULURU_PAGE (object);

  if (self->table != NULL)
    perch_state_store_unwatch (perch_state_store_get_default (), G_OBJECT (self->table));
  g_clear_object (&self->table);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (perch_uluru_page_parent_class)->finalize (object);
}

static void
perch_uluru_page_class_init (PerchUluruPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = perch_uluru_page_dispose;
  object_class->finalize = perch_uluru_page_finalize;

  g_type_ensure (PERCH_TYPE_ULURU_ROCK);
  g_type_ensure (PERCH_TYPE_ULURU_SPLIT);
  g_type_ensure (PERCH_TYPE_BUSY_BAR);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/perch-uluru-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, variant_dropdown);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, timer_dropdown);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, all_placed_check);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, board_split);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, rock);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, side_box);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, cards_header);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, cards_grid);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, play_box);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, timer_area);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, timer_label);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, result_box);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, result_title);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, stones_area);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, result_detail);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, why_label);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, reason_list);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, why_expander);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, switcher_box);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, show_best_button);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, busy_bar);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, score_button);

  gtk_widget_class_install_action (widget_class, "uluru.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "uluru.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "uluru.solve", NULL, solve_action);
  gtk_widget_class_install_action (widget_class, "uluru.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "uluru.deal", NULL, deal_action);
  gtk_widget_class_install_action (widget_class, "uluru.clear", NULL, clear_action);
  gtk_widget_class_install_action (widget_class, "uluru.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "uluru.check", NULL, check_action);
  /* Show Best puts the solver's answer on the board, as Solve does. */
  gtk_widget_class_install_action (widget_class, "uluru.show-best", NULL, solve_action);
  gtk_widget_class_install_action (widget_class, "uluru.score-round", NULL,
                                   score_round_action);
}

static void
perch_uluru_page_init (PerchUluruPage *self)
{
  static const struct
  {
    const char *signal;
    GCallback   callback;
  } observers[] = {
    /* The specific views first: the generic one then sees the slots up to date. */
    { "notify::deal", G_CALLBACK (on_deal_changed) },
    { "notify::placement", G_CALLBACK (on_placement_changed) },
    { "notify::phase", G_CALLBACK (on_phase_changed) },
    { "notify::mode", G_CALLBACK (on_mode_changed) },
    { "notify", G_CALLBACK (on_game_notify) },
  };

  gtk_widget_init_template (GTK_WIDGET (self));
  perch_page_add_shortcuts (GTK_WIDGET (self), page_shortcuts, G_N_ELEMENTS (page_shortcuts));

  self->settings = g_settings_new ("io.github.perch.Perch.Uluru");
  self->game = perch_uluru_game_new ();
  self->highlighted = -1;
  self->folded = perch_uluru_split_get_folded (self->board_split);

  /* The kit's browse keys and switcher step through the optimal placements. */
  self->browse = perch_browse_new (GTK_WIDGET (self));
  self->switcher = perch_browse_switcher_new (self->browse, _("Previous optimal placement"),
                                              _("Next optimal placement"));
  gtk_box_prepend (GTK_BOX (self->switcher_box), self->switcher);
  g_signal_connect_swapped (self->browse, "notify::position", G_CALLBACK (on_browse_position),
                            self);

  /* The session owns the worker: Cancel tells it that its answer is no longer wanted. */
  perch_busy_bar_set_worker (self->busy_bar, perch_uluru_game_get_worker (self->game));
  g_signal_connect_swapped (self->busy_bar, "cancelled", G_CALLBACK (perch_uluru_game_cancel),
                            self->game);
  perch_busy_bar_set_text (self->busy_bar, _("Looking for the best placement…"));

  gtk_drawing_area_set_draw_func (self->stones_area, draw_stones, self, NULL);
  gtk_drawing_area_set_draw_func (self->timer_area, draw_timer, self, NULL);
  build_card_rows (self);
  restore_preferences (self);
  restore_game (self);

  arrange_side (self);
  show_deal (self);
  on_mode_changed (self);
  on_phase_changed (self);
  perch_uluru_rock_set_placement (self->rock, perch_uluru_game_get_placement (self->game),
                                  FALSE);
  on_game_notify (self);

  for (guint i = 0; i < G_N_ELEMENTS (observers); i++)
    g_signal_connect_swapped (self->game, observers[i].signal, observers[i].callback, self);
  g_signal_connect (self->rock, "move", G_CALLBACK (on_rock_move), self);
  g_signal_connect_swapped (self->board_split, "notify::folded", G_CALLBACK (on_folded), self);
  g_signal_connect_swapped (self->why_expander, "notify::expanded",
                            G_CALLBACK (on_why_expanded), self);
  g_signal_connect_swapped (self->all_placed_check, "notify::active",
                            G_CALLBACK (on_all_placed_toggled), self);
  g_signal_connect (self->variant_dropdown, "notify::selected",
                    G_CALLBACK (on_variant_selected), self);
  g_signal_connect (self->timer_dropdown, "notify::selected", G_CALLBACK (on_timer_selected),
                    self);
}
