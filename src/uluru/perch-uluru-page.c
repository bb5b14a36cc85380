/* perch-uluru-page.c: the Uluru page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Eight card slots (a second column for expert deals), the rock, and a result
 * card. Solve runs the exact solver on the page's worker; the birds fly from the
 * nest to the first optimal placement and the switcher browses the others. Play
 * mode lets the player place the birds against the sand timer, then scores the
 * placement and solves for the best one to compare. Cards and options live in
 * GSettings.
 */
#define G_LOG_DOMAIN "perch-uluru"

#include "config.h"

#include <glib/gi18n.h>

#include "perch-rng.h"
#include "perch-uluru-card-slot.h"
#include "perch-uluru-deck.h"
#include "perch-uluru-labels.h"
#include "perch-uluru-page.h"
#include "perch-page-shortcuts.h"
#include "perch-uluru-painter.h"
#include "perch-uluru-rock.h"
#include "perch-uluru-rules.h"
#include "perch-worker.h"

#define TIMER_TICK_MS 100

/* The variant dropdown's entries, in its order, as the settings store them. */
static const char * const variant_codes[] = {
  "first", "all", "no-level-1", "no-levels-1-2", "easy", "hard", "expert:4", "expert:8",
};

/* The page's keys. They are managed by the window, so they work wherever the focus
 * is (the view switcher, say) while the page is shown. */
static const PerchPageShortcut page_shortcuts[] = {
  { GDK_KEY_Return, GDK_CONTROL_MASK, "uluru.solve" },
  { GDK_KEY_Escape, 0,                "uluru.cancel" },
  { GDK_KEY_n,      GDK_CONTROL_MASK, "uluru.deal" },
  { GDK_KEY_Delete, GDK_CONTROL_MASK, "uluru.clear" },
  { GDK_KEY_p,      GDK_CONTROL_MASK, "uluru.play" },
  { GDK_KEY_k,      GDK_CONTROL_MASK, "uluru.check" },
  { GDK_KEY_Left,   GDK_ALT_MASK,     "uluru.previous" },
  { GDK_KEY_Right,  GDK_ALT_MASK,     "uluru.next" },
};

/* The timer dropdown's entries, in seconds. */
static const int timer_choices[] = { 0, 45, 60, 90 };

struct _PerchUluruPage
{
  AdwBin               parent_instance;

  GSettings           *settings;
  PerchWorker         *worker;
  PerchUluruCardSlot  *slots[PERCH_ULURU_N_BIRDS][2];

  PerchUluruSolution  *solution;
  guint                solution_index;
  gboolean             showing_solution;

  gboolean             playing;
  gboolean             checked;      /* a played placement is being shown, scored */
  guint                played_penalty;
  guint                timer_id;
  gint64               timer_end_us;
  guint                timer_seconds;
  guint                shown_penalty;

  /* Template widgets */
  AdwToastOverlay     *toast_overlay;
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

typedef struct
{
  PerchUluruDeal deal;
  PerchUluruMode mode;
} SolveInput;

static void update_actions (PerchUluruPage *self);

static PerchUluruMode
current_mode (PerchUluruPage *self)
{
  return gtk_switch_get_active (self->all_placed_switch) ? PERCH_ULURU_MODE_ALL_PLACED
                                                         : PERCH_ULURU_MODE_PARTIAL;
}

static void
all_off (PerchUluruPlacement *placement)
{
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    placement->place[b] = PERCH_ULURU_OFF;
}

/* The deal in the slots; FALSE when a bird has no card yet. */
gboolean
perch_uluru_page_get_deal (PerchUluruPage *self,
                           PerchUluruDeal *deal)
{
  gboolean complete = TRUE;

  g_return_val_if_fail (PERCH_IS_ULURU_PAGE (self), FALSE);
  g_return_val_if_fail (deal != NULL, FALSE);

  memset (deal, 0, sizeof *deal);
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    {
      PerchUluruWish *wish = &deal->wishes[b];

      for (guint i = 0; i < 2; i++)
        if (perch_uluru_card_slot_get_card (self->slots[b][i], &wish->cards[wish->n_cards]))
          wish->n_cards++;
      if (wish->n_cards == 0)
        complete = FALSE;
    }

  return complete;
}

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
  gboolean visible = variant_is_expert (self);

  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    visible = visible || perch_uluru_card_slot_get_card (self->slots[b][1], NULL);
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    gtk_widget_set_visible (GTK_WIDGET (self->slots[b][1]), visible);
}

static void
save_cards (PerchUluruPage *self)
{
  PerchUluruDeal deal;
  const char *codes[PERCH_ULURU_N_BIRDS + 1] = { NULL };
  char *owned[PERCH_ULURU_N_BIRDS];

  perch_uluru_page_get_deal (self, &deal);
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    codes[b] = owned[b] = perch_uluru_wish_to_code (&deal.wishes[b]);
  g_settings_set_strv (self->settings, "cards", codes);
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    g_free (owned[b]);
}

static void
show_deal (PerchUluruPage       *self,
           const PerchUluruDeal *deal)
{
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    for (guint i = 0; i < 2; i++)
      perch_uluru_card_slot_set_card (self->slots[b][i],
                                      i < deal->wishes[b].n_cards ? &deal->wishes[b].cards[i]
                                                                  : NULL);
  update_second_column (self);
}

static void
clear_verdicts (PerchUluruPage *self)
{
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    for (guint i = 0; i < 2; i++)
      perch_uluru_card_slot_set_verdict (self->slots[b][i], PERCH_ULURU_SLOT_UNSCORED, NULL);
  perch_uluru_rock_set_unhappy_birds (self->rock, 0);
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

static void
show_waiting_result (PerchUluruPage *self)
{
  PerchUluruDeal deal;

  if (perch_uluru_page_get_deal (self, &deal))
    set_result (self, _("Ready"), _("Press Solve for the best placement, or Play to try "
                                     "it yourself."), 0);
  else
    set_result (self, _("Pick the cards"), _("Every bird needs a wish card: click a slot, "
                                              "or press Deal."), 0);
  gtk_widget_set_visible (self->switcher_box, FALSE);
}

/* Forgets the solution and the scores; with @fly_home, the birds return to the nest. */
static void
drop_result (PerchUluruPage *self,
             gboolean        fly_home)
{
  g_clear_pointer (&self->solution, perch_uluru_solution_free);
  self->showing_solution = FALSE;
  self->checked = FALSE;
  clear_verdicts (self);
  if (fly_home)
    {
      PerchUluruPlacement nest;

      all_off (&nest);
      perch_uluru_rock_set_placement (self->rock, &nest, TRUE);
    }
  show_waiting_result (self);
  update_actions (self);
}

/* Scores @placement and marks every slot and bird: returns the minus points. */
static guint
show_score (PerchUluruPage            *self,
            const PerchUluruPlacement *placement)
{
  g_autoptr(PerchUluruScore) score = NULL;
  PerchUluruDeal deal;
  guint8 unhappy = 0;

  perch_uluru_page_get_deal (self, &deal);
  score = perch_uluru_score_new (&deal, placement);

  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    for (guint i = 0; i < deal.wishes[b].n_cards; i++)
      {
        const PerchUluruVerdict *verdict = perch_uluru_score_find (score, b, i);
        g_autofree char *reason = perch_uluru_label_reason (verdict, placement);

        /* The slot that holds card i: the first card may sit in either column. */
        PerchUluruCardSlot *slot = self->slots[b][0];

        if (!perch_uluru_card_slot_get_card (slot, NULL) || i == 1)
          slot = self->slots[b][1];
        perch_uluru_card_slot_set_verdict (slot, verdict->fulfilled ? PERCH_ULURU_SLOT_MET
                                                                    : PERCH_ULURU_SLOT_MISSED,
                                           reason);
        if (!verdict->fulfilled)
          unhappy |= 1u << b;
      }
  perch_uluru_rock_set_unhappy_birds (self->rock, unhappy);

  return score->total;
}

static char *
minus_points_text (guint penalty)
{
  return g_strdup_printf (ngettext ("%u minus point", "%u minus points", penalty), penalty);
}

static void
show_solution_placement (PerchUluruPage *self)
{
  const PerchUluruPlacement *placement;
  g_autofree char *count = NULL;
  g_autofree char *position = NULL;
  g_autofree char *title = NULL;
  g_autofree char *detail_owned = NULL;
  const char *detail;
  guint penalty, n_off = 0;

  placement = &g_array_index (self->solution->placements, PerchUluruPlacement,
                              self->solution_index);
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    n_off += placement->place[b] == PERCH_ULURU_OFF;
  self->showing_solution = TRUE;
  perch_uluru_rock_set_placement (self->rock, placement, TRUE);
  penalty = show_score (self, placement);

  if (penalty == 0)
    title = g_strdup (_("Perfect: every wish comes true"));
  else
    title = minus_points_text (penalty);

  if (self->checked)
    {
      g_autofree char *yours = minus_points_text (self->played_penalty);

      /* Translators: after play mode, e.g. "Your placement: 3 minus points. This is an
       * optimal one." */
      detail_owned = g_strdup_printf (_("Your placement: %s. This is an optimal one."), yours);
      detail = detail_owned;
    }
  else if (penalty == 0)
    detail = _("No bird is left wanting.");
  else if (n_off > 0)
    detail = _("Nothing better exists. Birds in the nest cost one minus point each; hover a "
               "red card to see why it is missed.");
  else
    detail = _("Nothing better exists; hover a red card to see why it is missed.");
  set_result (self, title, detail, penalty);

  count = g_strdup_printf ("%" G_GUINT64_FORMAT, self->solution->n_optimal);
  /* Translators: the optimal placement shown, e.g. "3 of 264". */
  position = g_strdup_printf (_("%u of %s"), self->solution_index + 1, count);
  gtk_label_set_label (self->switcher_label, position);
  gtk_widget_set_visible (self->switcher_box, TRUE);
  gtk_widget_set_visible (self->browse_box, TRUE);
  gtk_widget_set_visible (self->show_best_button, FALSE);
  update_actions (self);
}

static gpointer
solve_job (gpointer        data,
           PerchProgress  *progress,
           GError        **error)
{
  SolveInput *input = data;

  return perch_uluru_solve (&input->deal, input->mode, TRUE, progress, error);
}

static void
on_solved (gpointer      result,
           const GError *error,
           gpointer      user_data)
{
  PerchUluruPage *self = user_data;

  if (error != NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (error->message));
      return;
    }

  g_clear_pointer (&self->solution, perch_uluru_solution_free);
  self->solution = result;
  self->solution_index = 0;

  if (self->checked)
    {
      /* After play: the player's placement stays; the best is one click away. */
      g_autofree char *yours = minus_points_text (self->played_penalty);
      g_autofree char *best = minus_points_text (self->solution->penalty);
      g_autofree char *detail = NULL;

      if (self->played_penalty == self->solution->penalty)
        /* Translators: %s is e.g. "1 minus point". */
        detail = g_strdup_printf (_("The best possible is %s too: you found an optimal "
                                    "placement!"), best);
      else
        /* Translators: %s is e.g. "1 minus point". */
        detail = g_strdup_printf (_("The best possible is %s. Hover a red card to see why it "
                                    "is missed; Show Best lets the birds fly to an optimal "
                                    "placement."), best);
      set_result (self, yours, detail, self->played_penalty);
      gtk_widget_set_visible (self->switcher_box, TRUE);
      gtk_widget_set_visible (self->browse_box, FALSE);
      gtk_widget_set_visible (self->show_best_button, TRUE);
      update_actions (self);
      return;
    }

  show_solution_placement (self);
}

static void
start_solving (PerchUluruPage *self)
{
  SolveInput *input = g_new0 (SolveInput, 1);

  if (!perch_uluru_page_get_deal (self, &input->deal))
    {
      g_free (input);
      adw_toast_overlay_add_toast (self->toast_overlay,
                                   adw_toast_new (_("Every bird needs a wish card first")));
      return;
    }
  input->mode = current_mode (self);
  if (!self->checked)
    set_result (self, _("Solving…"), NULL, 0);
  perch_worker_run (self->worker, solve_job, input, g_free,
                    (GDestroyNotify) perch_uluru_solution_free, NULL, on_solved, self);
}

static void
stop_timer (PerchUluruPage *self)
{
  g_clear_handle_id (&self->timer_id, g_source_remove);
}

static double
timer_fraction_left (PerchUluruPage *self)
{
  gint64 left;

  if (self->timer_seconds == 0 || !self->playing)
    return 0;
  left = self->timer_end_us - g_get_monotonic_time ();

  return CLAMP ((double) left / (self->timer_seconds * G_USEC_PER_SEC), 0, 1);
}

static void
check_placement (PerchUluruPage *self)
{
  PerchUluruPlacement played = *perch_uluru_rock_get_placement (self->rock);
  g_autofree char *title = NULL;

  stop_timer (self);
  self->playing = FALSE;
  self->checked = TRUE;
  perch_uluru_rock_set_interactive (self->rock, FALSE);
  gtk_widget_set_visible (self->play_box, FALSE);

  self->played_penalty = show_score (self, &played);
  title = minus_points_text (self->played_penalty);
  set_result (self, title, _("Looking for the best placement…"), self->played_penalty);
  start_solving (self);
  update_actions (self);
}

static void
update_timer_label (PerchUluruPage *self)
{
  gint64 left_s;
  g_autofree char *text = NULL;

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
  gtk_widget_queue_draw (GTK_WIDGET (self->timer_area));
  if (g_get_monotonic_time () >= self->timer_end_us)
    {
      self->timer_id = 0;
      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (_("Time is up!")));
      check_placement (self);
      return G_SOURCE_REMOVE;
    }

  return G_SOURCE_CONTINUE;
}

static void
start_playing (PerchUluruPage *self)
{
  guint selected = gtk_drop_down_get_selected (self->timer_dropdown);

  perch_worker_cancel (self->worker);
  drop_result (self, TRUE);
  self->playing = TRUE;
  self->timer_seconds = selected < G_N_ELEMENTS (timer_choices) ? timer_choices[selected] : 0;
  self->timer_end_us = g_get_monotonic_time () + (gint64) self->timer_seconds * G_USEC_PER_SEC;
  perch_uluru_rock_set_interactive (self->rock, TRUE);
  gtk_widget_set_visible (self->play_box, TRUE);
  set_result (self, _("Your turn"), _("Drag the birds from the nest to the rock, or click a "
                                      "bird and then a place; on the keyboard, the arrow keys "
                                      "choose a bird, 1 to 8 place it and 0 sends it back. "
                                      "Check scores the placement."), 0);
  update_timer_label (self);
  stop_timer (self);
  if (self->timer_seconds > 0)
    self->timer_id = g_timeout_add (TIMER_TICK_MS, on_timer_tick, self);
  gtk_widget_grab_focus (GTK_WIDGET (self->rock));
  update_actions (self);
}

static void
stop_playing (PerchUluruPage *self)
{
  if (!self->playing)
    return;

  stop_timer (self);
  self->playing = FALSE;
  perch_uluru_rock_set_interactive (self->rock, FALSE);
  gtk_widget_set_visible (self->play_box, FALSE);
}

static void
update_actions (PerchUluruPage *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  PerchUluruDeal deal;
  gboolean complete = perch_uluru_page_get_deal (self, &deal);
  gboolean browsing = self->solution != NULL && self->showing_solution && !self->playing;
  gboolean busy = perch_worker_is_busy (self->worker);

  gtk_widget_action_set_enabled (widget, "uluru.solve", complete && !self->playing);
  gtk_widget_action_set_enabled (widget, "uluru.play", complete);
  gtk_widget_action_set_enabled (widget, "uluru.check", self->playing);
  gtk_widget_action_set_enabled (widget, "uluru.cancel", busy);
  gtk_widget_action_set_enabled (widget, "uluru.previous",
                                 browsing && self->solution->n_optimal > 1);
  gtk_widget_action_set_enabled (widget, "uluru.next", browsing && self->solution->n_optimal > 1);
  gtk_widget_action_set_enabled (widget, "uluru.show-best", self->checked
                                 && self->solution != NULL && !self->showing_solution);
}

static void
on_slot_changed (PerchUluruCardSlot *slot,
                 PerchUluruPage     *self)
{
  save_cards (self);
  update_second_column (self);
  if (!self->playing)
    {
      perch_worker_cancel (self->worker);
      drop_result (self, TRUE);
    }
  update_actions (self);
}

static void
on_mode_changed (GtkSwitch      *all_placed_switch,
                 GParamSpec     *pspec,
                 PerchUluruPage *self)
{
  PerchUluruMode mode = current_mode (self);

  g_settings_set_string (self->settings, "mode", perch_uluru_mode_code (mode));
  /* A shown answer belongs to the other mode: solve again. */
  if (self->solution != NULL && self->solution->mode != mode)
    start_solving (self);
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

  perch_uluru_paint_sand_timer (cr, width, height,
                                self->timer_seconds > 0 ? timer_fraction_left (self) : 1,
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
solve_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PerchUluruPage *self = PERCH_ULURU_PAGE (widget);

  self->checked = FALSE;
  start_solving (self);
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PerchUluruPage *self = PERCH_ULURU_PAGE (widget);

  perch_worker_cancel (self->worker);
  show_waiting_result (self);
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
  PerchUluruDeal deal;

  if (selected < G_N_ELEMENTS (variant_codes))
    perch_uluru_variant_parse (variant_codes[selected], &variant, &n_expert, NULL);

  stop_playing (self);
  perch_worker_cancel (self->worker);
  perch_uluru_deal_random (variant, n_expert, perch_rng_seed_from_time (), &deal);
  show_deal (self, &deal);
  save_cards (self);
  drop_result (self, TRUE);
}

static void
clear_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PerchUluruPage *self = PERCH_ULURU_PAGE (widget);
  PerchUluruDeal empty = { 0 };

  stop_playing (self);
  perch_worker_cancel (self->worker);
  show_deal (self, &empty);
  save_cards (self);
  drop_result (self, TRUE);
}

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  start_playing (PERCH_ULURU_PAGE (widget));
}

static void
check_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PerchUluruPage *self = PERCH_ULURU_PAGE (widget);

  if (self->playing)
    check_placement (self);
}

static void
browse (PerchUluruPage *self,
        int             step)
{
  guint n = self->solution->placements->len;

  self->solution_index = (self->solution_index + n + step) % n;
  show_solution_placement (self);
}

static void
previous_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  browse (PERCH_ULURU_PAGE (widget), -1);
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  browse (PERCH_ULURU_PAGE (widget), 1);
}

static void
show_best_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  PerchUluruPage *self = PERCH_ULURU_PAGE (widget);

  self->solution_index = 0;
  show_solution_placement (self);
}

static void
on_busy_changed (PerchWorker    *worker,
                 GParamSpec     *pspec,
                 PerchUluruPage *self)
{
  update_actions (self);
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

      for (guint i = 0; i < 2; i++)
        {
          GtkWidget *slot = perch_uluru_card_slot_new ();

          self->slots[b][i] = PERCH_ULURU_CARD_SLOT (slot);
          g_signal_connect (slot, "changed", G_CALLBACK (on_slot_changed), self);
          gtk_grid_attach (self->cards_grid, slot, 2 + i, b, 1, 1);
        }
    }
}

/* The last cards and options, or the defaults where the stored ones do not parse. */
static void
restore_settings (PerchUluruPage *self)
{
  g_auto(GStrv) codes = g_settings_get_strv (self->settings, "cards");
  g_autofree char *mode = g_settings_get_string (self->settings, "mode");
  g_autofree char *variant = g_settings_get_string (self->settings, "variant");
  int timer = g_settings_get_int (self->settings, "timer");
  g_autoptr(GError) error = NULL;
  PerchUluruDeal deal = { 0 };

  if (!perch_uluru_deal_parse ((const char * const *) codes, g_strv_length (codes), &deal,
                               &error))
    g_message ("Ignoring the stored Uluru cards: %s", error->message);
  else
    {
      for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
        deal.wishes[b].n_cards = MIN (deal.wishes[b].n_cards, 2);
      show_deal (self, &deal);
    }

  gtk_switch_set_active (self->all_placed_switch, g_strcmp0 (mode, "all-placed") == 0);
  for (guint i = 0; i < G_N_ELEMENTS (variant_codes); i++)
    if (g_strcmp0 (variant, variant_codes[i]) == 0)
      gtk_drop_down_set_selected (self->variant_dropdown, i);
  gtk_drop_down_set_selected (self->timer_dropdown, 0);
  for (guint i = 0; i < G_N_ELEMENTS (timer_choices); i++)
    if (timer == timer_choices[i])
      gtk_drop_down_set_selected (self->timer_dropdown, i);
  update_second_column (self);
}

void
perch_uluru_page_set_deal (PerchUluruPage       *self,
                           const PerchUluruDeal *deal)
{
  g_return_if_fail (PERCH_IS_ULURU_PAGE (self));
  g_return_if_fail (deal != NULL);

  stop_playing (self);
  perch_worker_cancel (self->worker);
  show_deal (self, deal);
  save_cards (self);
  drop_result (self, TRUE);
}

const PerchUluruSolution *
perch_uluru_page_get_solution (PerchUluruPage *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_PAGE (self), NULL);

  return self->solution;
}

guint
perch_uluru_page_get_solution_index (PerchUluruPage *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_PAGE (self), 0);

  return self->solution_index;
}

static void
perch_uluru_page_dispose (GObject *object)
{
  PerchUluruPage *self = PERCH_ULURU_PAGE (object);

  if (self->worker != NULL)
    perch_worker_cancel (self->worker);
  stop_timer (self);
  g_clear_pointer (&self->solution, perch_uluru_solution_free);

  /* The bin's child is a bound template child: unparent it while it is still alive. */
  adw_bin_set_child (ADW_BIN (object), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), PERCH_TYPE_ULURU_PAGE);

  G_OBJECT_CLASS (perch_uluru_page_parent_class)->dispose (object);
}

static void
perch_uluru_page_finalize (GObject *object)
{
  PerchUluruPage *self = PERCH_ULURU_PAGE (object);

  g_clear_object (&self->worker);
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
  gtk_widget_class_bind_template_child (widget_class, PerchUluruPage, toast_overlay);
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

  gtk_widget_class_install_action (widget_class, "uluru.solve", NULL, solve_action);
  gtk_widget_class_install_action (widget_class, "uluru.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "uluru.deal", NULL, deal_action);
  gtk_widget_class_install_action (widget_class, "uluru.clear", NULL, clear_action);
  gtk_widget_class_install_action (widget_class, "uluru.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "uluru.check", NULL, check_action);
  gtk_widget_class_install_action (widget_class, "uluru.previous", NULL, previous_action);
  gtk_widget_class_install_action (widget_class, "uluru.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "uluru.show-best", NULL, show_best_action);
}

static void
perch_uluru_page_init (PerchUluruPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  perch_page_add_shortcuts (GTK_WIDGET (self), page_shortcuts, G_N_ELEMENTS (page_shortcuts));

  self->settings = g_settings_new ("io.github.perch.Perch.Uluru");
  self->worker = perch_worker_new ();
  g_object_bind_property (self->worker, "busy", self->spinner, "spinning",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->worker, "busy", self->spinner, "visible",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->worker, "busy", self->cancel_button, "visible",
                          G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->worker, "notify::busy", G_CALLBACK (on_busy_changed), self, 0);

  gtk_drawing_area_set_draw_func (self->stones_area, draw_stones, self, NULL);
  gtk_drawing_area_set_draw_func (self->timer_area, draw_timer, self, NULL);
  build_card_rows (self);
  restore_settings (self);

  g_signal_connect (self->all_placed_switch, "notify::active", G_CALLBACK (on_mode_changed),
                    self);
  g_signal_connect (self->variant_dropdown, "notify::selected",
                    G_CALLBACK (on_variant_selected), self);
  g_signal_connect (self->timer_dropdown, "notify::selected", G_CALLBACK (on_timer_selected),
                    self);

  show_waiting_result (self);
  update_actions (self);
}
