/* perch-uluru-page.c: the Uluru page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A view of a PerchUluruGame (src/core/uluru/perch-uluru-game.h): eight card
 * slots (a second column for expert deals), the rock, and a result card. The page
 * turns clicks and keys into the session's moves and shows what the session says
 * through notify::; the birds fly whenever the board's placement changes, except
 * when the player has just put a bird there. The sand timer of play mode is the
 * page's own: when it runs out, the page checks the placement. The session is kept
 * in the state store as "uluru"; the deck and the timer are preferences.
 */
#define G_LOG_DOMAIN "perch-uluru"

#include "config.h"

#include <glib/gi18n.h>

#include "perch-page-shortcuts.h"
#include "perch-rng.h"
#include "perch-state-store.h"
#include "perch-session-restore.h"
#include "perch-toast.h"
#include "perch-uluru-card-slot.h"
#include "perch-uluru-labels.h"
#include "perch-uluru-page.h"
#include "perch-uluru-painter.h"
#include "perch-uluru-rock.h"

#define TIMER_TICK_MS 100
#define STATE_NAME    "uluru"
#define STATE_VERSION 1

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
  { GDK_KEY_Left,   GDK_ALT_MASK,                      "uluru.previous" },
  { GDK_KEY_Right,  GDK_ALT_MASK,                      "uluru.next" },
};

/* The timer dropdown's entries, in seconds. */
static const int timer_choices[] = { 0, 45, 60, 90 };

struct _PerchUluruPage
{
  AdwBin               parent_instance;

  GSettings           *settings;
  PerchUluruGame      *game;
  PerchUluruCardSlot  *slots[PERCH_ULURU_N_BIRDS][PERCH_ULURU_GAME_N_SLOTS];
  gboolean             placing;      /* the player moves a bird: no flight */

  guint                timer_id;
  gint64               timer_end_us;
  guint                timer_seconds;  /* 0 while play runs without the sand timer */
  guint                shown_penalty;

  /* Template widgets */
  GtkDropDown         *variant_dropdown;
  GtkDropDown         *timer_dropdown;
  GtkSwitch           *all_placed_switch;
  GtkSpinner          *spinner;
  GtkWidget           *cancel_button;
  PerchUluruRock      *rock;
  GtkGrid             *cards_grid;
  GtkWidget           *play_box;
  GtkDrawingArea      *timer_area;
  GtkLabel            *timer_label;
  GtkLabel            *result_title;
  GtkDrawingArea      *stones_area;
  GtkLabel            *result_detail;
  GtkWidget           *switcher_box;
  GtkWidget           *browse_box;
  GtkLabel            *switcher_label;
  GtkWidget           *show_best_button;
};

G_DEFINE_FINAL_TYPE (PerchUluruPage, perch_uluru_page, ADW_TYPE_BIN)

static gboolean
variant_is_expert (PerchUluruPage *self)
{
  guint selected = gtk_drop_down_get_selected (self->variant_dropdown);

  return selected < G_N_ELEMENTS (variant_codes)
         && g_str_has_prefix (variant_codes[selected], "expert");
}

/* The second column shows for expert deals, or while any bird holds two cards. */
static void
update_second_column (PerchUluruPage *self)
{
  const PerchUluruDeal *deal = perch_uluru_game_get_deal (self->game);
  gboolean visible = variant_is_expert (self);

  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    visible = visible || deal->wishes[b].n_cards > 1;
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    gtk_widget_set_visible (GTK_WIDGET (self->slots[b][1]), visible);
}

static void
show_deal (PerchUluruPage *self)
{
  const PerchUluruDeal *deal = perch_uluru_game_get_deal (self->game);

  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    for (guint i = 0; i < PERCH_ULURU_GAME_N_SLOTS; i++)
      perch_uluru_card_slot_set_card (self->slots[b][i],
                                      i < deal->wishes[b].n_cards ? &deal->wishes[b].cards[i]
                                                                  : NULL);
  update_second_column (self);
}

/* Marks every card met or missed, with its reason, when the board is scored. */
static void
show_verdicts (PerchUluruPage *self)
{
  const PerchUluruScore *score = perch_uluru_game_get_score (self->game);
  const PerchUluruPlacement *placement = perch_uluru_game_get_placement (self->game);
  guint8 unhappy = 0;

  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    for (guint i = 0; i < PERCH_ULURU_GAME_N_SLOTS; i++)
      perch_uluru_card_slot_set_verdict (self->slots[b][i], PERCH_ULURU_SLOT_UNSCORED, NULL);

  for (guint v = 0; score != NULL && v < score->n_verdicts; v++)
    {
      const PerchUluruVerdict *verdict = &score->verdicts[v];
      g_autofree char *reason = perch_uluru_label_reason (verdict, placement);

      if (verdict->card_index >= PERCH_ULURU_GAME_N_SLOTS)
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

static char *
minus_points_text (guint penalty)
{
  return g_strdup_printf (ngettext ("%u minus point", "%u minus points", penalty), penalty);
}

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

/* The board shows an optimal placement: how good it is, and which of them. */
static void
show_solution_result (PerchUluruPage *self)
{
  const PerchUluruSolution *solution = perch_uluru_game_get_solution (self->game);
  const PerchUluruPlacement *placement = perch_uluru_game_get_placement (self->game);
  const PerchUluruScore *played = perch_uluru_game_get_played_score (self->game);
  g_autofree char *count = NULL;
  g_autofree char *position = NULL;
  g_autofree char *title = NULL;
  g_autofree char *detail_owned = NULL;
  const char *detail;
  guint n_off = 0;

  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    n_off += placement->place[b] == PERCH_ULURU_OFF;

  if (solution->penalty == 0)
    title = g_strdup (_("Perfect: every wish comes true"));
  else
    title = minus_points_text (solution->penalty);

  if (played != NULL)
    {
      g_autofree char *yours = minus_points_text (played->total);

      /* Translators: after play mode, e.g. "Your placement: 3 minus points. This is an
       * optimal one." */
      detail_owned = g_strdup_printf (_("Your placement: %s. This is an optimal one."), yours);
      detail = detail_owned;
    }
  else if (solution->penalty == 0)
    detail = _("No bird is left wanting.");
  else if (n_off > 0)
    detail = _("Nothing better exists. Birds in the nest cost one minus point each; hover a "
               "red card to see why it is missed.");
  else
    detail = _("Nothing better exists; hover a red card to see why it is missed.");
  set_result (self, title, detail, solution->penalty);

  count = g_strdup_printf ("%" G_GUINT64_FORMAT, solution->n_optimal);
  /* Translators: the optimal placement shown, e.g. "3 of 264". */
  position = g_strdup_printf (_("%u of %s"),
                              perch_uluru_game_get_solution_index (self->game) + 1, count);
  gtk_label_set_label (self->switcher_label, position);
  gtk_widget_set_visible (self->switcher_box, TRUE);
  gtk_widget_set_visible (self->browse_box, TRUE);
  gtk_widget_set_visible (self->show_best_button, FALSE);
}

/* After Check: the player's score next to the best possible. */
static void
show_checked_result (PerchUluruPage *self)
{
  const PerchUluruSolution *solution = perch_uluru_game_get_solution (self->game);
  guint played = perch_uluru_game_get_played_score (self->game)->total;
  g_autofree char *yours = minus_points_text (played);
  g_autofree char *detail = NULL;

  if (solution == NULL)
    detail = g_strdup (perch_uluru_game_get_busy (self->game)
                       ? _("Looking for the best placement…")
                       : _("Solve finds the best placement to compare with yours."));
  else
    {
      g_autofree char *best = minus_points_text (solution->penalty);

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
  gtk_widget_set_visible (self->switcher_box, solution != NULL);
  gtk_widget_set_visible (self->browse_box, FALSE);
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
  if (showing)
    set_result (self, _("Solving…"), NULL, 0);
  else if (phase == PERCH_ULURU_PHASE_CHECKED)
    show_checked_result (self);
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
  gtk_widget_action_set_enabled (widget, "uluru.previous", browsing && solution->n_optimal > 1);
  gtk_widget_action_set_enabled (widget, "uluru.next", browsing && solution->n_optimal > 1);
  gtk_widget_action_set_enabled (widget, "uluru.show-best",
                                 phase == PERCH_ULURU_PHASE_CHECKED && solution != NULL
                                 && !browsing);
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
  gtk_switch_set_active (self->all_placed_switch,
                         perch_uluru_game_get_mode (self->game) == PERCH_ULURU_MODE_ALL_PLACED);
}

/* Any change: the result card, the marks on the cards, the actions. */
static void
on_game_notify (PerchUluruPage *self)
{
  show_verdicts (self);
  update_result (self);
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
on_slot_picked (PerchUluruCardSlot *slot,
                int                 kind,
                int                 colour,
                PerchUluruPage     *self)
{
  PerchUluruCard card = { kind, colour };
  PerchUluruBird bird;
  guint index;

  if (find_slot (self, slot, &bird, &index))
    perch_uluru_game_set_card (self->game, bird, index, &card);
}

static void
on_slot_cleared (PerchUluruCardSlot *slot,
                 PerchUluruPage     *self)
{
  PerchUluruBird bird;
  guint index;

  if (find_slot (self, slot, &bird, &index))
    perch_uluru_game_set_card (self->game, bird, index, NULL);
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
on_switch_changed (PerchUluruPage *self)
{
  perch_uluru_game_set_mode (self->game, gtk_switch_get_active (self->all_placed_switch)
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
  update_second_column (self);
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

  perch_uluru_paint_stones (cr, width, height, MIN (self->shown_penalty, 12),
                            adw_style_manager_get_dark (adw_style_manager_get_default ()));
}

static void
draw_timer (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  PerchUluruPage *self = user_data;

  perch_uluru_paint_sand_timer (cr, width, height, timer_fraction_left (self),
                                adw_style_manager_get_dark (adw_style_manager_get_default ()));
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

static void
previous_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  PerchUluruGame *game = PERCH_ULURU_PAGE (widget)->game;
  guint index = perch_uluru_game_get_solution_index (game);

  perch_uluru_game_show_placement (game, index > 0 ? index - 1 : 0);
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  PerchUluruGame *game = PERCH_ULURU_PAGE (widget)->game;

  perch_uluru_game_show_placement (game, perch_uluru_game_get_solution_index (game) + 1);
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
      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_label_set_width_chars (GTK_LABEL (name), 7);
      gtk_grid_attach (self->cards_grid, token, 0, b, 1, 1);
      gtk_grid_attach (self->cards_grid, name, 1, b, 1, 1);

      for (guint i = 0; i < PERCH_ULURU_GAME_N_SLOTS; i++)
        {
          GtkWidget *slot = perch_uluru_card_slot_new ();

          self->slots[b][i] = PERCH_ULURU_CARD_SLOT (slot);
          g_signal_connect (slot, "picked", G_CALLBACK (on_slot_picked), self);
          g_signal_connect (slot, "cleared", G_CALLBACK (on_slot_cleared), self);
          gtk_grid_attach (self->cards_grid, slot, 2 + i, b, 1, 1);
        }
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
           const char  *text,
           GError     **error)
{
  return perch_uluru_game_load (PERCH_ULURU_GAME (game), text, -1, error);
}

/* The last session, or what could be read of it; from then on the store keeps it. */
static void
restore_game (PerchUluruPage *self)
{
  if (perch_page_restore_session (GTK_WIDGET (self), STATE_NAME, STATE_VERSION,
                                  G_OBJECT (self->game), load_game,
                                  _("The saved game could not be restored"),
                                  _("The saved game could not be fully restored"))
      == PERCH_RESTORED_NOTHING)
    migrate_settings (self);
  perch_state_store_watch (perch_state_store_get_default (), STATE_NAME, STATE_VERSION,
                           G_OBJECT (self->game), "changed", serialize_game);
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

static void
perch_uluru_page_dispose (GObject *object)
{
  PerchUluruPage *self = PERCH_ULURU_PAGE (object);

  stop_timer (self);
  /* The session goes with the page (its solver with it); what it is stays as saved. */
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);

  /* The bin's child is a bound template child: unparent it while it is still alive. */
  adw_bin_set_child (ADW_BIN (object), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), PERCH_TYPE_ULURU_PAGE);

  G_OBJECT_CLASS (perch_uluru_page_parent_class)->dispose (object);
}

static void
perch_uluru_page_finalize (GObject *object)
{
  PerchUluruPage *self = PERCH_ULURU_PAGE (object);

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
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/perch-uluru-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, variant_dropdown);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, timer_dropdown);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, all_placed_switch);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, spinner);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, rock);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, cards_grid);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, play_box);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, timer_area);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, timer_label);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, result_title);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, stones_area);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, result_detail);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, switcher_box);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, browse_box);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, switcher_label);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, show_best_button);

  gtk_widget_class_install_action (widget_class, "uluru.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "uluru.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "uluru.solve", NULL, solve_action);
  gtk_widget_class_install_action (widget_class, "uluru.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "uluru.deal", NULL, deal_action);
  gtk_widget_class_install_action (widget_class, "uluru.clear", NULL, clear_action);
  gtk_widget_class_install_action (widget_class, "uluru.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "uluru.check", NULL, check_action);
  gtk_widget_class_install_action (widget_class, "uluru.previous", NULL, previous_action);
  gtk_widget_class_install_action (widget_class, "uluru.next", NULL, next_action);
  /* Show Best puts the solver's answer on the board, as Solve does. */
  gtk_widget_class_install_action (widget_class, "uluru.show-best", NULL, solve_action);
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

  gtk_drawing_area_set_draw_func (self->stones_area, draw_stones, self, NULL);
  gtk_drawing_area_set_draw_func (self->timer_area, draw_timer, self, NULL);
  build_card_rows (self);
  restore_preferences (self);
  restore_game (self);

  show_deal (self);
  on_mode_changed (self);
  on_phase_changed (self);
  perch_uluru_rock_set_placement (self->rock, perch_uluru_game_get_placement (self->game),
                                  FALSE);
  on_game_notify (self);

  for (guint i = 0; i < G_N_ELEMENTS (observers); i++)
    g_signal_connect_swapped (self->game, observers[i].signal, observers[i].callback, self);
  g_object_bind_property (self->game, "busy", self->spinner, "spinning", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->game, "busy", self->spinner, "visible", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->game, "busy", self->cancel_button, "visible",
                          G_BINDING_SYNC_CREATE);
  g_signal_connect (self->rock, "move", G_CALLBACK (on_rock_move), self);
  g_signal_connect_swapped (self->all_placed_switch, "notify::active",
                            G_CALLBACK (on_switch_changed), self);
  g_signal_connect (self->variant_dropdown, "notify::selected",
                    G_CALLBACK (on_variant_selected), self);
  g_signal_connect (self->timer_dropdown, "notify::selected", G_CALLBACK (on_timer_selected),
                    self);
}
