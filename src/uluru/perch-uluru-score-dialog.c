/* perch-uluru-score-dialog.c: Score a Round, a view of a PerchUluruTable
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * At the table every player places the birds on their own board against the wishes
 * on the page. Here the players are named once (they stay), each player's placement
 * is typed ("18465372", "1,8,4,...") or put on a small board of their own, and scored
 * card by card; a table shows every round's minus points next to the best possible,
 * with the totals. Steps a player may regret (a round finished, a player removed, a
 * new game) say so in a toast with Undo. The page builds the dialog when Score a
 * Round is first asked for, and keeps the table in the state store.
 */
#define G_LOG_DOMAIN "perch-uluru"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "perch-toast.h"
#include "perch-uluru-labels.h"
#include "perch-uluru-rock.h"
#include "perch-uluru-score-dialog.h"

#define BOARD_HEIGHT 240

typedef struct
{
  PerchUluruScoreDialog *dialog;
  guint                  player;
  GtkWidget             *name_row;   /* AdwEntryRow */
  GtkWidget             *round_row;  /* AdwExpanderRow */
  GtkWidget             *entry;
  PerchUluruRock        *rock;
} PlayerRows;

struct _PerchUluruScoreDialog
{
  AdwWindow        parent_instance;

  PerchUluruTable *table;
  GPtrArray       *players;  /* of PlayerRows */
  gboolean         updating; /* the dialog sets its own widgets: no echo to the table */

  /* Template widgets */
  GtkWidget       *content;
  AdwWindowTitle  *window_title;
  AdwPreferencesGroup *players_group;
  AdwEntryRow     *add_row;
  AdwPreferencesGroup *round_group;
  GtkLabel        *round_hint;
  GtkGrid         *scores_grid;
  GtkLabel        *standing_label;
  GtkSpinButton   *rounds_spin;
};

G_DEFINE_FINAL_TYPE (PerchUluruScoreDialog, perch_uluru_score_dialog, ADW_TYPE_WINDOW)

static void update (PerchUluruScoreDialog *self);

static const PerchUluruScoresheet *
sheet_of (PerchUluruScoreDialog *self)
{
  return perch_uluru_table_get_sheet (self->table);
}

static PerchUluruPlacement
nest (void)
{
  PerchUluruPlacement placement;

  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    placement.place[b] = PERCH_ULURU_OFF;
  return placement;
}

/* The players */

static void
on_name_applied (AdwEntryRow *row,
                 PlayerRows  *rows)
{
  PerchUluruScoreDialog *self = rows->dialog;
  const char *name = gtk_editable_get_text (GTK_EDITABLE (row));
  g_autofree char *problem = NULL;

  problem = perch_uluru_label_name_problem (
              perch_uluru_scoresheet_name_problem (sheet_of (self), name, rows->player));
  if (problem != NULL)
    {
      perch_toast (GTK_WIDGET (self->content), problem);
      gtk_editable_set_text (GTK_EDITABLE (row),
                             perch_uluru_scoresheet_player_name (sheet_of (self), rows->player));
      return;
    }
  perch_uluru_table_rename_player (self->table, rows->player, name, NULL);
}

static void
on_remove_clicked (GtkButton  *button,
                   PlayerRows *rows)
{
  PerchUluruScoreDialog *self = rows->dialog;
  /* Translators: a toast; %s is a player's name */
  g_autofree char *said = g_strdup_printf (_("%s left the table"),
                                           perch_uluru_scoresheet_player_name (sheet_of (self),
                                                                               rows->player));

  perch_uluru_table_remove_player (self->table, rows->player);
  perch_toast_with_action (GTK_WIDGET (self->content), said, _("_Undo"), "score.undo");
}

static void
on_add_applied (AdwEntryRow           *row,
                PerchUluruScoreDialog *self)
{
  const char *name = gtk_editable_get_text (GTK_EDITABLE (row));
  guint n = perch_uluru_scoresheet_n_players (sheet_of (self));
  g_autofree char *problem = NULL;

  if (n >= PERCH_ULURU_MAX_PLAYERS)
    {
      perch_toast (GTK_WIDGET (self->content), _("The table is full"));
      return;
    }
  problem = perch_uluru_label_name_problem (
              perch_uluru_scoresheet_name_problem (sheet_of (self), name, n));
  if (problem != NULL)
    {
      perch_toast (GTK_WIDGET (self->content), problem);
      return;
    }
  perch_uluru_table_add_player (self->table, name, NULL);
  gtk_editable_set_text (GTK_EDITABLE (row), "");
  /* The rows were built again: the next name goes here too. */
  gtk_widget_grab_focus (GTK_WIDGET (row));
}

/* A player's placement */

static void
set_entry_problem (GtkWidget  *entry,
                   const char *problem)
{
  if (problem != NULL)
    gtk_widget_add_css_class (entry, "error");
  else
    gtk_widget_remove_css_class (entry, "error");
  gtk_widget_set_tooltip_text (entry, problem != NULL ? problem
                                                      : _("White to black: 1 to 8, or - for "
                                                          "off the board"));
}

static void
on_places_changed (GtkEditable *entry,
                   PlayerRows  *rows)
{
  PerchUluruScoreDialog *self = rows->dialog;
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  PerchUluruPlacementProblem problem;
  PerchUluruPlacement placement;

  if (self->updating)
    return;
  if (*text == '\0')
    {
      set_entry_problem (GTK_WIDGET (entry), NULL);
      perch_uluru_table_set_placement (self->table, rows->player, NULL);
    }
  else if (perch_uluru_placement_read (text, &placement, &problem))
    {
      set_entry_problem (GTK_WIDGET (entry), NULL);
      perch_uluru_table_set_placement (self->table, rows->player, &placement);
    }
  else
    {
      g_autofree char *said = perch_uluru_label_placement_problem (text, &problem);

      set_entry_problem (GTK_WIDGET (entry), said);
    }
}

static void
on_board_move (PerchUluruRock *rock,
               int             bird,
               guint           place,
               PlayerRows     *rows)
{
  PerchUluruScoreDialog *self = rows->dialog;
  const PerchUluruPlacement *entered = perch_uluru_scoresheet_placement (sheet_of (self),
                                                                         rows->player);
  PerchUluruPlacement placement = entered != NULL ? *entered : nest ();

  perch_uluru_placement_move (&placement, bird, place);
  perch_uluru_table_set_placement (self->table, rows->player, &placement);
}

static void
player_rows_free (gpointer data)
{
  PlayerRows *rows = data;

  g_free (rows);
}

static void
remove_player_rows (PerchUluruScoreDialog *self)
{
  for (guint i = 0; i < self->players->len; i++)
    {
      PlayerRows *rows = g_ptr_array_index (self->players, i);

      adw_preferences_group_remove (self->players_group, rows->name_row);
      adw_preferences_group_remove (self->round_group, rows->round_row);
    }
  g_ptr_array_set_size (self->players, 0);
}

static void
add_player_rows (PerchUluruScoreDialog *self,
                 guint                  player)
{
  PlayerRows *rows = g_new0 (PlayerRows, 1);
  const char *name = perch_uluru_scoresheet_player_name (sheet_of (self), player);
  GtkWidget *remove, *board;
  /* Translators: a button's tooltip; %s is a player's name */
  g_autofree char *remove_tip = g_strdup_printf (_("Remove %s from the table"), name);

  rows->dialog = self;
  rows->player = player;

  rows->name_row = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rows->name_row), _("Name"));
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (rows->name_row), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (rows->name_row), name);
  remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (remove, remove_tip);
  gtk_widget_add_css_class (remove, "flat");
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (rows->name_row), remove);
  g_signal_connect (rows->name_row, "apply", G_CALLBACK (on_name_applied), rows);
  g_signal_connect (remove, "clicked", G_CALLBACK (on_remove_clicked), rows);
  /* Before the row that adds a player. */
  adw_preferences_group_remove (self->players_group, GTK_WIDGET (self->add_row));
  adw_preferences_group_add (self->players_group, rows->name_row);
  adw_preferences_group_add (self->players_group, GTK_WIDGET (self->add_row));

  rows->round_row = adw_expander_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rows->round_row), name);
  rows->entry = gtk_entry_new ();
  gtk_editable_set_width_chars (GTK_EDITABLE (rows->entry), 9);
  gtk_entry_set_placeholder_text (GTK_ENTRY (rows->entry), _("Places"));
  gtk_widget_set_valign (rows->entry, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (rows->entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  name, -1);
  set_entry_problem (rows->entry, NULL);
  adw_expander_row_add_action (ADW_EXPANDER_ROW (rows->round_row), rows->entry);
  g_signal_connect (rows->entry, "changed", G_CALLBACK (on_places_changed), rows);

  board = perch_uluru_rock_new ();
  rows->rock = PERCH_ULURU_ROCK (board);
  gtk_widget_set_size_request (board, -1, BOARD_HEIGHT);
  gtk_widget_set_margin_top (board, 6);
  gtk_widget_set_margin_bottom (board, 6);
  perch_uluru_rock_set_interactive (rows->rock, TRUE);
  g_signal_connect (board, "move", G_CALLBACK (on_board_move), rows);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (rows->round_row), board);
  adw_preferences_group_add (self->round_group, rows->round_row);

  g_ptr_array_add (self->players, rows);
}

/* The rows follow the players: built again when they come or go, renamed in place. */
static void
sync_players (PerchUluruScoreDialog *self)
{
  const PerchUluruScoresheet *sheet = sheet_of (self);
  guint n = perch_uluru_scoresheet_n_players (sheet);

  if (n != self->players->len)
    {
      remove_player_rows (self);
      for (guint p = 0; p < n; p++)
        add_player_rows (self, p);
      return;
    }
  for (guint p = 0; p < n; p++)
    {
      PlayerRows *rows = g_ptr_array_index (self->players, p);
      const char *name = perch_uluru_scoresheet_player_name (sheet, p);

      if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (rows->round_row)),
                     name) != 0)
        {
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rows->round_row), name);
          gtk_editable_set_text (GTK_EDITABLE (rows->name_row), name);
        }
    }
}

/* Each player's placement this round, on their board and in their entry, and its score. */
static void
update_round (PerchUluruScoreDialog *self)
{
  const PerchUluruScoresheet *sheet = sheet_of (self);
  gboolean has_round = perch_uluru_scoresheet_current_deal (sheet) != NULL;

  /* Between rounds there is nothing to enter: the hint says what comes next. */
  gtk_widget_set_visible (GTK_WIDGET (self->round_group),
                          has_round && self->players->len > 0);
  for (guint p = 0; p < self->players->len; p++)
    {
      PlayerRows *rows = g_ptr_array_index (self->players, p);
      const PerchUluruPlacement *entered = has_round ? perch_uluru_scoresheet_placement (sheet, p)
                                                     : NULL;
      PerchUluruPlacement shown = entered != NULL ? *entered : nest ();
      g_autofree char *subtitle = NULL;
      PerchUluruPlacementProblem problem;
      PerchUluruPlacement typed;
      const char *text = gtk_editable_get_text (GTK_EDITABLE (rows->entry));
      gboolean typed_ok = perch_uluru_placement_read (text, &typed, &problem);
      guint8 unhappy = 0;

      if (entered != NULL)
        {
          g_autoptr(PerchUluruScore) score = perch_uluru_scoresheet_score (sheet, p);
          g_autofree char *points = perch_uluru_label_minus_points (score->total);
          GString *missed = g_string_new (NULL);

          for (guint v = 0; v < score->n_verdicts; v++)
            if (!score->verdicts[v].fulfilled)
              {
                g_autofree char *card = perch_uluru_label_card (&score->verdicts[v].card);

                unhappy |= 1u << score->verdicts[v].bird;
                if (missed->len > 0)
                  g_string_append (missed, ", ");
                /* Translators: a missed card: a bird's colour and its card, "Red: Next to
                 * Green" */
                g_string_append_printf (missed, _("%s: %s"),
                                        perch_uluru_label_bird (score->verdicts[v].bird), card);
              }
          /* Translators: a player's score, then the cards missed */
          subtitle = missed->len > 0 ? g_strdup_printf (_("%s (missed: %s)"), points,
                                                        missed->str)
                                     : g_strdup (points);
          g_string_free (missed, TRUE);
        }
      else
        subtitle = g_strdup (has_round ? _("No placement yet") : "");
      adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (rows->round_row), subtitle);
      gtk_widget_set_sensitive (rows->round_row, has_round);

      /* The entry keeps what is typed while it means the same placement. */
      self->updating = TRUE;
      if (entered == NULL && typed_ok)
        gtk_editable_set_text (GTK_EDITABLE (rows->entry), "");
      else if (entered != NULL && (!typed_ok || memcmp (&typed, entered, sizeof typed) != 0))
        {
          g_autofree char *places = perch_uluru_placement_to_string (entered);

          gtk_editable_set_text (GTK_EDITABLE (rows->entry), places);
          set_entry_problem (rows->entry, NULL);
        }
      self->updating = FALSE;

      if (memcmp (perch_uluru_rock_get_placement (rows->rock), &shown, sizeof shown) != 0)
        perch_uluru_rock_set_placement (rows->rock, &shown, FALSE);
      perch_uluru_rock_set_unhappy_birds (rows->rock, unhappy);
    }
}

/* The table of minus points */

static GtkWidget *
cell (const char *text,
      gboolean    strong,
      gboolean    dim)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_widget_add_css_class (label, "numeric");
  if (strong)
    gtk_widget_add_css_class (label, "heading");
  if (dim)
    gtk_widget_add_css_class (label, "dim-label");
  return label;
}

static char *
points_text (guint points)
{
  return points == PERCH_ULURU_NOT_PLAYED || points == PERCH_ULURU_OPTIMUM_UNKNOWN
         ? g_strdup ("–") : g_strdup_printf ("%u", points);
}

static void
update_scores (PerchUluruScoreDialog *self)
{
  const PerchUluruScoresheet *sheet = sheet_of (self);
  guint n_players = perch_uluru_scoresheet_n_players (sheet);
  guint n_rounds = perch_uluru_scoresheet_n_rounds (sheet);
  const PerchUluruDeal *current = perch_uluru_scoresheet_current_deal (sheet);
  guint32 leaders = n_rounds > 0 ? perch_uluru_scoresheet_leaders (sheet) : 0;
  guint column_now = 1 + n_rounds, column_total = column_now + (current != NULL);
  guint best_total = 0;
  gboolean best_known = TRUE;
  GtkWidget *child, *name;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->scores_grid))) != NULL)
    gtk_grid_remove (self->scores_grid, child);

  for (guint r = 0; r < n_rounds; r++)
    {
      g_autofree char *number = g_strdup_printf ("%u", r + 1);
      /* Translators: a column's tooltip, %u is a round's number */
      g_autofree char *tip = g_strdup_printf (_("Round %u"), r + 1);
      GtkWidget *header = cell (number, FALSE, TRUE);

      gtk_widget_set_tooltip_text (header, tip);
      gtk_grid_attach (self->scores_grid, header, 1 + r, 0, 1, 1);
    }
  if (current != NULL)
    gtk_grid_attach (self->scores_grid, cell (_("This round"), FALSE, TRUE), column_now, 0, 1, 1);
  gtk_grid_attach (self->scores_grid, cell (_("Total"), FALSE, TRUE), column_total, 0, 1, 1);

  for (guint p = 0; p < n_players; p++)
    {
      gboolean leads = (leaders & (1u << p)) != 0;

      name = cell (perch_uluru_scoresheet_player_name (sheet, p), leads, FALSE);
      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (name), 16);
      gtk_grid_attach (self->scores_grid, name, 0, 1 + p, 1, 1);
      for (guint r = 0; r < n_rounds; r++)
        {
          g_autofree char *text = points_text (perch_uluru_scoresheet_points (sheet, r, p));

          gtk_grid_attach (self->scores_grid, cell (text, FALSE, FALSE), 1 + r, 1 + p, 1, 1);
        }
      if (current != NULL)
        {
          g_autoptr(PerchUluruScore) score = perch_uluru_scoresheet_score (sheet, p);
          g_autofree char *text = points_text (score != NULL ? score->total
                                                             : PERCH_ULURU_NOT_PLAYED);

          gtk_grid_attach (self->scores_grid, cell (text, FALSE, TRUE), column_now, 1 + p, 1, 1);
        }
      {
        g_autofree char *total = g_strdup_printf ("%u", perch_uluru_scoresheet_total (sheet, p));

        gtk_grid_attach (self->scores_grid, cell (total, TRUE, FALSE), column_total, 1 + p, 1, 1);
      }
    }

  /* The best possible of each round, by the same rules. */
  name = cell (_("Best possible"), FALSE, TRUE);
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_grid_attach (self->scores_grid, name, 0, 1 + n_players, 1, 1);
  for (guint r = 0; r < n_rounds; r++)
    {
      guint optimum = perch_uluru_table_get_optimum (self->table,
                                                     perch_uluru_scoresheet_round_deal (sheet, r));
      g_autofree char *text = points_text (optimum);

      best_known = best_known && optimum != PERCH_ULURU_OPTIMUM_UNKNOWN;
      best_total += optimum != PERCH_ULURU_OPTIMUM_UNKNOWN ? optimum : 0;
      gtk_grid_attach (self->scores_grid, cell (text, FALSE, TRUE), 1 + r, 1 + n_players, 1, 1);
    }
  if (current != NULL)
    {
      g_autofree char *text = points_text (perch_uluru_table_get_optimum (self->table, current));

      gtk_grid_attach (self->scores_grid, cell (text, FALSE, TRUE), column_now, 1 + n_players,
                       1, 1);
    }
  {
    g_autofree char *text = points_text (best_known ? best_total : PERCH_ULURU_OPTIMUM_UNKNOWN);

    gtk_grid_attach (self->scores_grid, cell (text, FALSE, TRUE), column_total, 1 + n_players,
                     1, 1);
  }
}

/* "Anna and Ben" */
static char *
names_of (const PerchUluruScoresheet *sheet,
          guint32                     players,
          guint                      *n_names)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  for (guint p = 0; p < perch_uluru_scoresheet_n_players (sheet); p++)
    if (players & (1u << p))
      g_ptr_array_add (names, (gpointer) perch_uluru_scoresheet_player_name (sheet, p));
  *n_names = names->len;
  return perch_uluru_label_list ((const char * const *) names->pdata, names->len);
}

static void
update_standing (PerchUluruScoreDialog *self)
{
  const PerchUluruScoresheet *sheet = sheet_of (self);
  guint n_rounds = perch_uluru_scoresheet_n_rounds (sheet);
  guint32 leaders;
  g_autofree char *names = NULL;
  g_autofree char *points = NULL;
  g_autofree char *text = NULL;
  guint n_leaders, leader = 0;

  if (perch_uluru_scoresheet_n_players (sheet) == 0)
    {
      gtk_label_set_label (self->standing_label, _("Add the players first."));
      return;
    }
  if (n_rounds == 0)
    {
      gtk_label_set_label (self->standing_label, _("No round finished yet."));
      return;
    }
  leaders = perch_uluru_scoresheet_leaders (sheet);
  names = names_of (sheet, leaders, &n_leaders);
  while (!(leaders & (1u << leader)))
    leader++;
  points = perch_uluru_label_minus_points (perch_uluru_scoresheet_total (sheet, leader));
  if (perch_uluru_scoresheet_is_over (sheet))
    /* Translators: the names of the winners, then e.g. "7 minus points" */
    text = g_strdup_printf (ngettext ("Game over: %s wins with %s.",
                                      "Game over: %s share the win with %s.", n_leaders),
                            names, points);
  else
    /* Translators: the names of those in the lead, then e.g. "7 minus points" */
    text = g_strdup_printf (ngettext ("%s leads with %s.", "%s lead with %s.", n_leaders),
                            names, points);
  gtk_label_set_label (self->standing_label, text);
}

/* What is missing before the round can be finished, or NULL. */
static char *
finish_problem (PerchUluruScoreDialog *self)
{
  const PerchUluruScoresheet *sheet = sheet_of (self);

  if (perch_uluru_scoresheet_current_deal (sheet) == NULL)
    return g_strdup (_("Deal the next round's cards on the page, then open Score a Round "
                       "again."));
  if (perch_uluru_scoresheet_n_players (sheet) == 0)
    return g_strdup (_("Add the players first."));
  if (perch_uluru_scoresheet_is_over (sheet))
    return g_strdup (_("The game is over: New Game starts the totals afresh."));
  for (guint p = 0; p < perch_uluru_scoresheet_n_players (sheet); p++)
    if (perch_uluru_scoresheet_placement (sheet, p) == NULL)
      /* Translators: %s is a player's name */
      return g_strdup_printf (_("%s has no placement yet."),
                              perch_uluru_scoresheet_player_name (sheet, p));
  return NULL;
}

static void
update (PerchUluruScoreDialog *self)
{
  const PerchUluruScoresheet *sheet = sheet_of (self);
  guint round = perch_uluru_scoresheet_n_rounds (sheet) + 1;
  guint to_play = perch_uluru_scoresheet_rounds_to_play (sheet);
  g_autofree char *subtitle = NULL;
  g_autofree char *problem = NULL;

  sync_players (self);
  update_round (self);
  update_scores (self);
  update_standing (self);

  subtitle = to_play > 0
             /* Translators: the window's subtitle, "Round 2 of 8" */
             ? g_strdup_printf (_("Round %u of %u"), MIN (round, to_play), to_play)
             : g_strdup_printf (_("Round %u"), round);
  adw_window_title_set_subtitle (self->window_title, subtitle);

  problem = finish_problem (self);
  gtk_label_set_label (self->round_hint, problem != NULL ? problem : "");
  gtk_widget_set_visible (GTK_WIDGET (self->round_hint), problem != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.finish", problem == NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.undo",
                                 perch_uluru_table_can_undo (self->table));

  self->updating = TRUE;
  gtk_spin_button_set_value (self->rounds_spin, to_play);
  self->updating = FALSE;
}

static void
on_rounds_changed (GtkSpinButton         *spin,
                   PerchUluruScoreDialog *self)
{
  if (!self->updating)
    perch_uluru_table_set_rounds_to_play (self->table, gtk_spin_button_get_value_as_int (spin));
}

/* Actions */

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  perch_uluru_table_undo (PERCH_ULURU_SCORE_DIALOG (widget)->table);
}

static void
finish_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PerchUluruScoreDialog *self = PERCH_ULURU_SCORE_DIALOG (widget);
  guint round = perch_uluru_scoresheet_n_rounds (sheet_of (self)) + 1;
  g_autofree char *said = NULL;

  if (!perch_uluru_table_finish_round (self->table, NULL))
    return;
  /* Translators: a toast, %u is the round's number */
  said = g_strdup_printf (_("Round %u is in the totals"), round);
  perch_toast_with_action (self->content, said, _("_Undo"), "score.undo");
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  PerchUluruScoreDialog *self = PERCH_ULURU_SCORE_DIALOG (widget);

  perch_uluru_table_new_game (self->table);
  perch_toast_with_action (self->content, _("A new game: the totals start afresh"),
                           _("_Undo"), "score.undo");
}

/**
 * perch_uluru_score_dialog_get_content:
 *
 * Returns: (transfer none): the dialog's content, where its toasts show
 */
GtkWidget *
perch_uluru_score_dialog_get_content (PerchUluruScoreDialog *self)
{
  g_return_val_if_fail (PERCH_IS_ULURU_SCORE_DIALOG (self), NULL);

  return self->content;
}

/**
 * perch_uluru_score_dialog_new:
 * @parent: (nullable): the window it belongs to; the dialog is no larger
 *
 * Returns: (transfer none): the dialog, owned by GTK's list of windows
 */
GtkWidget *
perch_uluru_score_dialog_new (GtkWindow       *parent,
                              PerchUluruTable *table)
{
  PerchUluruScoreDialog *self;
  int width = 600, height = 760;

  g_return_val_if_fail (PERCH_IS_ULURU_TABLE (table), NULL);

  self = g_object_new (PERCH_TYPE_ULURU_SCORE_DIALOG, "transient-for", parent, NULL);
  self->table = g_object_ref (table);
  if (parent != NULL && gtk_widget_get_width (GTK_WIDGET (parent)) > 0)
    {
      width = MIN (width, gtk_widget_get_width (GTK_WIDGET (parent)));
      height = MIN (height, gtk_widget_get_height (GTK_WIDGET (parent)));
    }
  gtk_window_set_default_size (GTK_WINDOW (self), width, height);
  g_signal_connect_object (table, "changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (table, "optima-changed", G_CALLBACK (update_scores), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (table, "notify::can-undo", G_CALLBACK (update), self,
                           G_CONNECT_SWAPPED);
  update (self);
  return GTK_WIDGET (self);
}

static void
perch_uluru_score_dialog_dispose (GObject *object)
{
  PerchUluruScoreDialog *self = PERCH_ULURU_SCORE_DIALOG (object);

  g_clear_pointer (&self->players, g_ptr_array_unref);
  g_clear_object (&self->table);

  G_OBJECT_CLASS (perch_uluru_score_dialog_parent_class)->dispose (object);
}

static void
perch_uluru_score_dialog_class_init (PerchUluruScoreDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = perch_uluru_score_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/ui/perch-uluru-score-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, PerchUluruScoreDialog, content);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruScoreDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruScoreDialog, players_group);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruScoreDialog, add_row);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruScoreDialog, round_group);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruScoreDialog, round_hint);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruScoreDialog, scores_grid);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruScoreDialog, standing_label);
  gtk_widget_class_bind_template_child (widget_class, PerchUluruScoreDialog, rounds_spin);

  gtk_widget_class_install_action (widget_class, "score.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "score.finish", NULL, finish_action);
  gtk_widget_class_install_action (widget_class, "score.new-game", NULL, new_game_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "score.undo",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "score.finish", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
perch_uluru_score_dialog_init (PerchUluruScoreDialog *self)
{
  g_type_ensure (PERCH_TYPE_ULURU_ROCK);
  gtk_widget_init_template (GTK_WIDGET (self));

  self->players = g_ptr_array_new_with_free_func (player_rows_free);
  g_signal_connect (self->add_row, "apply", G_CALLBACK (on_add_applied), self);
  g_signal_connect (self->rounds_spin, "value-changed", G_CALLBACK (on_rounds_changed), self);
}
