/* test-uluru-page.c: the Uluru page solves, shows and browses placements, plays, undoes
 * and redoes, keeps its session across a restart, moves old settings over, and starts
 * whatever its state file holds; screenshots in light and dark */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "perch-rng.h"
#include "perch-state-store.h"
#include "perch-test-gui.h"
#include "perch-uluru-page.h"
#include "perch-uluru-rock.h"
#include "perch-window.h"

#define RULE_SHEET "corner:white next:blue opposite:white same:pink corner:green apart:yellow " \
                   "away:pink contrary:orange"

static void
assert_deal (PerchUluruGame *game,
             const char     *expected)
{
  g_autofree char *text = perch_uluru_deal_to_string (perch_uluru_game_get_deal (game));

  g_assert_cmpstr (text, ==, expected);
}

/* Slots (buttons) marked missed, and the tooltip of the first one. */
static guint
count_missed (GtkWidget  *root,
              char      **first_tooltip)
{
  guint n = 0;

  if (GTK_IS_BUTTON (root) && gtk_widget_has_css_class (root, "perch-uluru-missed"))
    {
      if (*first_tooltip == NULL)
        *first_tooltip = g_strdup (gtk_widget_get_tooltip_text (root));
      n++;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_missed (child, first_tooltip);

  return n;
}

/* Presses a key on @widget's key controller, as if it had the focus. */
static void
press_key (GtkWidget *widget,
           guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
    }
  g_assert_true (handled);
}

static gboolean
solution_shown (gpointer data)
{
  PerchUluruGame *game = perch_uluru_page_get_game (data);

  return perch_uluru_game_get_solution (game) != NULL && !perch_uluru_game_get_busy (game);
}

static gboolean
rock_settled (gpointer data)
{
  return !perch_uluru_rock_is_animating (data);
}

static gboolean
shows_1_of_132 (gpointer data)
{
  return perch_test_gui_shows_label (data, "1 of 132");
}

/* The @n-th widget of @type in @root's tree, depth first, from 0; @n counts down. */
static GtkWidget *
find_nth_widget (GtkWidget *root,
                 GType      type,
                 guint      n)
{
  GtkWidget *found = NULL;
  GPtrArray *stack = g_ptr_array_new ();

  g_ptr_array_add (stack, root);
  while (stack->len > 0 && found == NULL)
    {
      GtkWidget *widget = g_ptr_array_steal_index (stack, stack->len - 1);

      if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) && n-- == 0)
        found = widget;
      for (GtkWidget *child = gtk_widget_get_last_child (widget); child != NULL;
           child = gtk_widget_get_prev_sibling (child))
        g_ptr_array_add (stack, child);
    }
  g_ptr_array_unref (stack);
  return found;
}

static PerchUluruRock *
find_rock (PerchUluruPage *page)
{
  return PERCH_ULURU_ROCK (perch_test_gui_find_widget (GTK_WIDGET (page),
                                                       PERCH_TYPE_ULURU_ROCK));
}

static PerchWindow *
open_page (PerchUluruPage **page)
{
  PerchWindow *window = perch_window_new (PERCH_APPLICATION (perch_test_gui_get_application ()));

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  gtk_window_present (GTK_WINDOW (window));
  perch_window_show_page (window, "uluru");
  *page = PERCH_ULURU_PAGE (perch_window_get_page (window, "uluru"));
  perch_test_gui_wait_for_frame (GTK_WIDGET (window));

  return window;
}

/* Opens the page with @cards and the official rules, as a fresh session. */
static PerchWindow *
open_page_with (PerchUluruPage **page,
                const char      *cards)
{
  PerchWindow *window = open_page (page);
  g_autofree char *text = g_strdup_printf ("mode partial\nstart %s\n", cards);
  g_autoptr(GError) error = NULL;

  g_assert_true (perch_uluru_game_load (perch_uluru_page_get_game (*page), text, -1, &error));
  g_assert_no_error (error);
  return window;
}

static const PerchUluruPlacement *
optimal_placement (PerchUluruGame *game,
                   guint           index)
{
  return &g_array_index (perch_uluru_game_get_solution (game)->placements,
                         PerchUluruPlacement, index);
}

static char *
state_path (void)
{
  return perch_state_store_get_path (perch_state_store_get_default (), "uluru");
}

/* Before the state store, the cards and the mode were settings: the first start moves
 * them over once. (First in this program: the store has not seen "uluru" yet.) */
static void
test_page_migrates_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.perch.Perch.Uluru");
  static const char * const cards[] = {
    "long+next:red+any", "any", "any", "any", "any", "any", "any", "short+boomerang", NULL,
  };
  g_autofree char *path = state_path ();
  g_autoptr(GVariant) cards_left = NULL;
  g_autoptr(GVariant) mode_left = NULL;
  g_autofree char *text = NULL;
  PerchUluruPage *page;
  PerchWindow *window;
  PerchUluruGame *game;

  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_settings_set_strv (settings, "cards", cards);
  g_settings_set_string (settings, "mode", "all-placed");

  window = open_page (&page);
  game = perch_uluru_page_get_game (page);
  /* A third card is more than the page holds: it is dropped, as before. */
  assert_deal (game, "long+next:red any any any any any any short+boomerang");
  g_assert_cmpint (perch_uluru_game_get_mode (game), ==, PERCH_ULURU_MODE_ALL_PLACED);
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (perch_test_gui_find_widget (GTK_WIDGET (page),
                                                                          GTK_TYPE_SWITCH))));
  cards_left = g_settings_get_user_value (settings, "cards");
  mode_left = g_settings_get_user_value (settings, "mode");
  g_assert_null (cards_left);
  g_assert_null (mode_left);
  gtk_window_close (GTK_WINDOW (window));

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "perch-state uluru 1\nmode all-placed\n"
                                         "start long+next:red any any any any any any "
                                         "short+boomerang\n"));
}

static void
test_page_solve (void)
{
  PerchUluruPage *page;
  PerchWindow *window = open_page_with (&page, RULE_SHEET);
  PerchUluruGame *game = perch_uluru_page_get_game (page);
  PerchUluruRock *rock = find_rock (page);
  const PerchUluruSolution *solution;
  g_autofree char *tooltip = NULL;

  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "Ready"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.solve", NULL));
  g_assert_true (perch_test_gui_wait_until (solution_shown, page, 5000));
  solution = perch_uluru_game_get_solution (game);
  g_assert_cmpuint (solution->penalty, ==, 1);
  g_assert_cmpuint (solution->n_optimal, ==, 54);

  /* The birds fly to the first optimal placement; one card is missed, in red. */
  g_assert_cmpmem (perch_uluru_rock_get_placement (rock), sizeof (PerchUluruPlacement),
                   optimal_placement (game, 0), sizeof (PerchUluruPlacement));
  g_assert_true (perch_uluru_rock_is_animating (rock));
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "1 minus point"));
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "1 of 54"));
  g_assert_cmpuint (count_missed (GTK_WIDGET (page), &tooltip), ==, 1);
  g_assert_true (g_str_has_prefix (tooltip, "Pink is not next to Blue (Pink at "));

  perch_test_gui_wait_until (rock_settled, rock, 3000);
  {
    g_autofree char *path = perch_test_gui_output_path ("uluru-solved-light.png");
    AdwStyleManager *style = adw_style_manager_get_default ();
    g_autofree char *dark_path = perch_test_gui_output_path ("uluru-solved-dark.png");

    perch_test_render_widget_to_png (GTK_WIDGET (window), path);
    adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
    perch_test_render_widget_to_png (GTK_WIDGET (window), dark_path);
    adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  }

  /* The switcher browses the other optimal placements, and wraps around. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.next", NULL));
  g_assert_cmpuint (perch_uluru_game_get_solution_index (game), ==, 1);
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "2 of 54"));
  g_assert_cmpmem (perch_uluru_rock_get_placement (rock), sizeof (PerchUluruPlacement),
                   optimal_placement (game, 1), sizeof (PerchUluruPlacement));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.previous", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.previous", NULL));
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "54 of 54"));

  gtk_window_close (GTK_WINDOW (window));
}

/* "Place every bird" solves again in that mode. */
static void
test_page_mode (void)
{
  PerchUluruPage *page;
  PerchWindow *window = open_page_with (&page, "boomerang solitary long corner:orange "
                                               "corner:white opposite:white solitary "
                                               "next:orange");
  PerchUluruGame *game = perch_uluru_page_get_game (page);
  GtkWidget *all_placed = perch_test_gui_find_widget (GTK_WIDGET (page), GTK_TYPE_SWITCH);

  gtk_widget_activate_action (GTK_WIDGET (page), "uluru.solve", NULL);
  g_assert_true (perch_test_gui_wait_until (solution_shown, page, 5000));
  g_assert_cmpuint (perch_uluru_game_get_solution (game)->n_optimal, ==, 264);
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "1 of 264"));

  g_assert_false (gtk_switch_get_active (GTK_SWITCH (all_placed)));
  gtk_switch_set_active (GTK_SWITCH (all_placed), TRUE);
  g_assert_cmpint (perch_uluru_game_get_mode (game), ==, PERCH_ULURU_MODE_ALL_PLACED);
  g_assert_true (perch_test_gui_wait_until (shows_1_of_132, page, 5000));
  g_assert_cmpint (perch_uluru_game_get_solution (game)->mode, ==, PERCH_ULURU_MODE_ALL_PLACED);
  gtk_switch_set_active (GTK_SWITCH (all_placed), FALSE);

  gtk_window_close (GTK_WINDOW (window));
}

/* Play: the birds wait in the nest, the player moves them, Check scores the
 * placement and the best one is found to compare; undo steps back through it. */
static void
test_page_play (void)
{
  PerchUluruPage *page;
  PerchWindow *window = open_page_with (&page, RULE_SHEET);
  PerchUluruGame *game = perch_uluru_page_get_game (page);
  PerchUluruRock *rock = find_rock (page);
  /* The rule sheet's placement: white 1, pink 8, yellow 4, orange 6, red 5, green 3,
   * blue 7, black 2; it scores 2. */
  static const guint places[] = { 1, 8, 4, 6, 5, 3, 7, 2 };
  g_autofree char *tooltip = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.play", NULL));
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "Your turn"));
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    g_assert_cmpuint (perch_uluru_rock_get_placement (rock)->place[b], ==, PERCH_ULURU_OFF);

  /* From the keyboard: an arrow key picks white, a digit puts it on a place, 0 in the nest. */
  press_key (GTK_WIDGET (rock), GDK_KEY_Right);
  press_key (GTK_WIDGET (rock), GDK_KEY_4);
  g_assert_cmpuint (perch_uluru_rock_get_placement (rock)->place[PERCH_ULURU_WHITE], ==, 4);
  press_key (GTK_WIDGET (rock), GDK_KEY_Right);
  press_key (GTK_WIDGET (rock), GDK_KEY_KP_6);
  g_assert_cmpuint (perch_uluru_rock_get_placement (rock)->place[PERCH_ULURU_PINK], ==, 6);
  /* The player's own moves do not fly: the bird is already where it was put. */
  g_assert_false (perch_uluru_rock_is_animating (rock));
  press_key (GTK_WIDGET (rock), GDK_KEY_0);
  g_assert_cmpuint (perch_uluru_rock_get_placement (rock)->place[PERCH_ULURU_PINK], ==,
                    PERCH_ULURU_OFF);

  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    perch_uluru_rock_request_move (rock, b, places[b]);
  /* Moving onto a taken place swaps the two birds. */
  perch_uluru_rock_request_move (rock, PERCH_ULURU_WHITE, 8);
  g_assert_cmpuint (perch_uluru_rock_get_placement (rock)->place[PERCH_ULURU_PINK], ==, 1);
  /* Undo puts the pair back; redo swaps them again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.undo", NULL));
  g_assert_cmpuint (perch_uluru_rock_get_placement (rock)->place[PERCH_ULURU_PINK], ==, 8);
  g_assert_true (perch_uluru_rock_is_animating (rock));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.redo", NULL));
  g_assert_cmpuint (perch_uluru_rock_get_placement (rock)->place[PERCH_ULURU_WHITE], ==, 8);
  perch_uluru_rock_request_move (rock, PERCH_ULURU_PINK, 8);
  g_assert_cmpuint (perch_uluru_rock_get_placement (rock)->place[PERCH_ULURU_WHITE], ==, 1);

  perch_test_gui_wait_until (rock_settled, rock, 3000);
  {
    g_autofree char *path = perch_test_gui_output_path ("uluru-playing.png");

    perch_test_render_widget_to_png (GTK_WIDGET (window), path);
  }

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.check", NULL));
  g_assert_true (perch_test_gui_wait_until (solution_shown, page, 5000));
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "2 minus points"));
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page),
                                             "The best possible is 1 minus point. Hover a red "
                                             "card to see why it is missed; Show Best lets the "
                                             "birds fly to an optimal placement."));
  g_assert_cmpuint (count_missed (GTK_WIDGET (page), &tooltip), ==, 2);
  g_assert_cmpstr (tooltip, ==, "Red does not share a corner with Green (Red at 5, Green at 3)");
  /* The player's placement stays until Show Best. */
  g_assert_cmpuint (perch_uluru_rock_get_placement (rock)->place[PERCH_ULURU_PINK], ==, 8);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.show-best", NULL));
  g_assert_cmpmem (perch_uluru_rock_get_placement (rock), sizeof (PerchUluruPlacement),
                   optimal_placement (game, 0), sizeof (PerchUluruPlacement));
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "1 minus point"));
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page),
                              "Your placement: 2 minus points. This is an optimal one."));

  /* Undo goes back into play, with the player's birds and no score. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.undo", NULL));
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "Your turn"));
  g_assert_cmpuint (perch_uluru_rock_get_placement (rock)->place[PERCH_ULURU_PINK], ==, 8);
  g_clear_pointer (&tooltip, g_free);
  g_assert_cmpuint (count_missed (GTK_WIDGET (page), &tooltip), ==, 0);

  gtk_window_close (GTK_WINDOW (window));
}

/* The sand runs out: the placement is checked, and a toast says why. */
static void
test_page_timer (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.perch.Perch.Uluru");
  PerchUluruPage *page;
  PerchWindow *window = open_page_with (&page, RULE_SHEET);
  PerchUluruGame *game = perch_uluru_page_get_game (page);
  GtkDropDown *timer = GTK_DROP_DOWN (find_nth_widget (GTK_WIDGET (page), GTK_TYPE_DROP_DOWN,
                                                       1));

  g_assert_nonnull (timer);
  g_assert_cmpint (g_settings_get_int (settings, "timer"), ==, 60);
  g_assert_cmpuint (gtk_drop_down_get_selected (timer), ==, 2);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.play", NULL));
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "1:00"));
  /* Undo and redo back into play leave the sand alone. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.undo", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.redo", NULL));
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "No time limit"));
  g_assert_cmpint (perch_uluru_game_get_phase (game), ==, PERCH_ULURU_PHASE_PLAYING);

  /* Play again turns the sand over; an emptied one checks the placement. */
  gtk_widget_activate_action (GTK_WIDGET (page), "uluru.play", NULL);
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "1:00"));
  gtk_drop_down_set_selected (timer, 1);
  g_assert_cmpint (g_settings_get_int (settings, "timer"), ==, 45);
  g_settings_reset (settings, "timer");

  gtk_window_close (GTK_WINDOW (window));
}

/* Deal fills every slot from the chosen deck; Clear empties them; both can be undone. */
static void
test_page_deal_and_clear (void)
{
  PerchUluruPage *page;
  PerchWindow *window = open_page_with (&page, RULE_SHEET);
  PerchUluruGame *game = perch_uluru_page_get_game (page);

  /* The page fits a narrow window: what does not fit scrolls. */
  {
    int minimum;

    gtk_widget_measure (GTK_WIDGET (page), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL,
                        NULL, NULL);
    g_test_message ("minimum width %d", minimum);
    g_assert_cmpint (minimum, <=, 600);
  }

  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.undo", NULL)
                  && perch_uluru_game_get_position (game) > 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.clear", NULL));
  g_assert_false (perch_uluru_game_is_complete (game));
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "Pick the cards"));
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "Select card"));
  /* Solve is off while a bird has no card. */
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.solve", NULL)
                  && perch_uluru_game_get_showing_solution (game));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.undo", NULL));
  assert_deal (game, RULE_SHEET);
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "Ready"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.redo", NULL));
  assert_deal (game, "- - - - - - - -");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.deal", NULL));
  g_assert_true (perch_uluru_game_is_complete (game));
  g_assert_cmpuint (perch_uluru_deal_n_cards (perch_uluru_game_get_deal (game)), >=, 8);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.undo", NULL));
  assert_deal (game, "- - - - - - - -");
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.redo", NULL)
                  && !perch_uluru_game_is_complete (game));

  gtk_window_close (GTK_WINDOW (window));
}

/* Picking a card in a slot is a move of the session, and the slot shows the session. */
static void
test_page_pick_card (void)
{
  PerchUluruPage *page;
  PerchWindow *window = open_page_with (&page, "- any any any any any any any");
  PerchUluruGame *game = perch_uluru_page_get_game (page);
  GtkWidget *grid = perch_test_gui_find_widget (GTK_WIDGET (page), GTK_TYPE_GRID);
  GtkWidget *white_second = gtk_grid_get_child_at (GTK_GRID (grid), 3, PERCH_ULURU_WHITE);

  g_assert_nonnull (white_second);
  /* A card picked in the second column of a bird with none is its first card. */
  g_signal_emit_by_name (white_second, "picked", PERCH_ULURU_CARD_NEXT, PERCH_ULURU_RED);
  assert_deal (game, "next:red any any any any any any any");
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "Next to Red"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.undo", NULL));
  assert_deal (game, "- any any any any any any any");
  g_assert_false (perch_test_gui_shows_label (GTK_WIDGET (page), "Next to Red"));

  gtk_window_close (GTK_WINDOW (window));
}

/* Cards, mode, play placement and undo survive a restart; so does the answer shown. */
static void
test_page_restart (void)
{
  PerchUluruPage *page;
  PerchWindow *window = open_page_with (&page, "long+next:red any any any any any any "
                                               "short+boomerang");
  PerchUluruGame *game = perch_uluru_page_get_game (page);
  PerchUluruPlacement placement;

  perch_uluru_game_set_mode (game, PERCH_ULURU_MODE_ALL_PLACED);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.play", NULL));
  perch_uluru_rock_request_move (find_rock (page), PERCH_ULURU_WHITE, 3);
  perch_uluru_rock_request_move (find_rock (page), PERCH_ULURU_BLACK, 5);
  gtk_window_close (GTK_WINDOW (window));

  window = open_page (&page);
  game = perch_uluru_page_get_game (page);
  assert_deal (game, "long+next:red any any any any any any short+boomerang");
  g_assert_cmpint (perch_uluru_game_get_mode (game), ==, PERCH_ULURU_MODE_ALL_PLACED);
  g_assert_cmpint (perch_uluru_game_get_phase (game), ==, PERCH_ULURU_PHASE_PLAYING);
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "Your turn"));
  g_assert_cmpuint (perch_uluru_rock_get_placement (find_rock (page))->place[PERCH_ULURU_BLACK],
                    ==, 5);
  /* The history came back too: undo takes black back to the nest. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.undo", NULL));
  g_assert_cmpuint (perch_uluru_rock_get_placement (find_rock (page))->place[PERCH_ULURU_BLACK],
                    ==, PERCH_ULURU_OFF);
  g_assert_cmpuint (perch_uluru_rock_get_placement (find_rock (page))->place[PERCH_ULURU_WHITE],
                    ==, 3);

  /* Solved and browsed: after a restart the same placement is on the board. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.undo", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.undo", NULL));
  g_assert_cmpint (perch_uluru_game_get_phase (game), ==, PERCH_ULURU_PHASE_CARDS);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.solve", NULL));
  g_assert_true (perch_test_gui_wait_until (solution_shown, page, 5000));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.next", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.next", NULL));
  placement = *perch_uluru_game_get_placement (game);
  gtk_window_close (GTK_WINDOW (window));

  window = open_page (&page);
  game = perch_uluru_page_get_game (page);
  g_assert_true (perch_test_gui_wait_until (solution_shown, page, 5000));
  g_assert_cmpuint (perch_uluru_game_get_solution_index (game), ==, 2);
  {
    g_autofree char *position = g_strdup_printf ("3 of %" G_GUINT64_FORMAT,
                                                 perch_uluru_game_get_solution (game)->n_optimal);

    g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), position));
  }
  g_assert_cmpmem (perch_uluru_rock_get_placement (find_rock (page)), sizeof placement,
                   &placement, sizeof placement);
  g_assert_true (perch_uluru_game_can_redo (game));
  perch_test_gui_wait_until (rock_settled, find_rock (page), 3000);
  {
    g_autofree char *path = perch_test_gui_output_path ("uluru-expert.png");

    perch_test_render_widget_to_png (GTK_WIDGET (window), path);
  }
  perch_uluru_game_set_mode (game, PERCH_ULURU_MODE_PARTIAL);
  gtk_window_close (GTK_WINDOW (window));
}

static guint
count_set_aside (void)
{
  g_autoptr(GDir) dir = g_dir_open (perch_state_store_get_directory (
                                      perch_state_store_get_default ()), 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    n += g_str_has_prefix (name, "uluru.state.bad-");
  return n;
}

/* Whatever the state file holds, the page starts, says what it could not restore,
 * keeps the bad file aside, and keeps what could be read. */
static void
test_page_bad_state (void)
{
  g_autofree char *path = state_path ();
  g_autofree char *valid = NULL;
  PerchUluruPage *page;
  PerchWindow *window = open_page_with (&page, RULE_SHEET);
  PerchUluruGame *game = perch_uluru_page_get_game (page);
  PerchRng rng;
  char random_bytes[300];
  gsize cut;
  static const struct
  {
    const char *name;
    const char *toast;
    const char *details;
  } files[] = {
    { "random bytes", "The saved game could not be restored", "The saved state is not text" },
    { "empty", "The saved game could not be restored", "The saved state has no valid header" },
    { "truncated", "The saved game could not be fully restored",
      "line 11: 'move' takes a bird and a place (1 to 8, or 'nest'). The saved file was kept as "
      "uluru.state.bad-" },
  };

  /* A session whose file ends in a move, to cut in the middle of its last line. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.play", NULL));
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    perch_uluru_rock_request_move (find_rock (page), b, b + 1);
  gtk_window_close (GTK_WINDOW (window));
  g_assert_true (g_file_get_contents (path, &valid, NULL, NULL));
  g_assert_true (g_str_has_suffix (valid, "move black 8\n"));
  cut = strlen (valid) - strlen ("ack 8\n");

  perch_rng_init (&rng, 5);
  for (guint i = 0; i < sizeof random_bytes; i++)
    random_bytes[i] = (char) perch_rng_uniform (&rng, 256);
  random_bytes[0] = (char) 0xff;

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      guint aside_before = count_set_aside ();
      g_autofree char *details = NULL;

      g_test_message ("state file: %s", files[i].name);
      if (i == 0)
        g_assert_true (g_file_set_contents (path, random_bytes, sizeof random_bytes, NULL));
      else if (i == 1)
        g_assert_true (g_file_set_contents (path, "", 0, NULL));
      else
        g_assert_true (g_file_set_contents (path, valid, cut, NULL));

      window = open_page (&page);
      game = perch_uluru_page_get_game (page);
      details = perch_test_gui_wait_for_problem (GTK_WIDGET (page), files[i].toast, 5000);
      g_test_message ("details: %s", details);
      g_assert_true (g_str_has_prefix (details, files[i].details));
      g_assert_cmpuint (count_set_aside (), ==, aside_before + 1);
      if (i == 2)
        {
          /* What came before the cut is there: seven birds placed, undo works. */
          const PerchUluruPlacement *played = perch_uluru_game_get_played (game);

          g_assert_cmpint (perch_uluru_game_get_phase (game), ==, PERCH_ULURU_PHASE_PLAYING);
          g_assert_cmpuint (played->place[PERCH_ULURU_BLUE], ==, 7);
          g_assert_cmpuint (played->place[PERCH_ULURU_BLACK], ==, PERCH_ULURU_OFF);
          g_assert_true (perch_uluru_game_can_undo (game));
        }
      else
        assert_deal (game, RULE_SHEET);
      g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "White"));
      gtk_window_close (GTK_WINDOW (window));
    }
}

int
main (int    argc,
      char **argv)
{
  if (!perch_test_gui_init (&argc, &argv))
    return 0;

  g_test_add_func ("/uluru/page/migrates-settings", test_page_migrates_settings);
  g_test_add_func ("/uluru/page/solve", test_page_solve);
  g_test_add_func ("/uluru/page/mode", test_page_mode);
  g_test_add_func ("/uluru/page/play", test_page_play);
  g_test_add_func ("/uluru/page/timer", test_page_timer);
  g_test_add_func ("/uluru/page/deal-and-clear", test_page_deal_and_clear);
  g_test_add_func ("/uluru/page/pick-card", test_page_pick_card);
  g_test_add_func ("/uluru/page/restart", test_page_restart);
  g_test_add_func ("/uluru/page/bad-state", test_page_bad_state);

  return g_test_run ();
}
