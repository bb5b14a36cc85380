/* test-uluru-page.c: the Uluru page solves, shows and browses placements (the kit's
 * keys), says why no placement does better, plays, undoes and redoes, fits 360 px,
 * scores a table's round, keeps its session across a restart, moves old settings over,
 * and starts whatever its state file holds; screenshots light, dark, narrow, German */
#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gstdio.h>

#include "perch-busy-bar.h"
#include "perch-rng.h"
#include "perch-state-store.h"
#include "perch-test-gui.h"
#include "perch-uluru-card-picker.h"
#include "perch-uluru-card-slot.h"
#include "perch-uluru-page.h"
#include "perch-uluru-rock.h"
#include "perch-uluru-score-dialog.h"
#include "perch-uluru-split.h"
#include "perch-window.h"

#define RULE_SHEET "corner:white next:blue opposite:white same:pink corner:green apart:yellow " \
                   "away:pink contrary:orange"
/* perch-cli uluru deal --seed 42: two groups of wishes conflict, sharing no wish. */
#define TWO_CONFLICTS "next:red long opposite:orange opposite:red away:yellow solitary " \
                      "next:white corner:white"
/* --seed 27: 2 minus points from six conflicts that share wishes. */
#define SIX_CONFLICTS "same:black next:green corner:blue away:green opposite:white long " \
                      "corner:white next:blue"

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
open_page_sized (PerchUluruPage **page,
                 int              width,
                 int              height)
{
  PerchWindow *window = perch_window_new (PERCH_APPLICATION (perch_test_gui_get_application ()));

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  perch_window_show_page (window, "uluru");
  *page = PERCH_ULURU_PAGE (perch_window_get_page (window, "uluru"));
  perch_test_gui_wait_for_frame (GTK_WIDGET (window));

  return window;
}

static PerchWindow *
open_page (PerchUluruPage **page)
{
  return open_page_sized (page, 1100, 760);
}

/* Opens the page with @cards and the official rules, as a fresh session. */
static PerchWindow *
open_page_sized_with (PerchUluruPage **page,
                      int              width,
                      int              height,
                      const char      *cards)
{
  PerchWindow *window = open_page_sized (page, width, height);
  g_autofree char *text = g_strdup_printf ("mode partial\nstart %s\n", cards);
  g_autoptr(GError) error = NULL;

  g_assert_true (perch_uluru_game_load (perch_uluru_page_get_game (*page), text, -1, &error));
  g_assert_no_error (error);
  return window;
}

static PerchWindow *
open_page_with (PerchUluruPage **page,
                const char      *cards)
{
  return open_page_sized_with (page, 1100, 760, cards);
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
  g_assert_true (gtk_check_button_get_active (
      GTK_CHECK_BUTTON (perch_test_gui_find_widget (GTK_WIDGET (page), GTK_TYPE_CHECK_BUTTON))));
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
  PerchWindow *window = open_page_sized_with (&page, 1100, 860, RULE_SHEET);
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

  /* The kit's switcher browses the other optimal placements. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "browse.next", NULL));
  g_assert_cmpuint (perch_uluru_game_get_solution_index (game), ==, 1);
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "2 of 54"));
  g_assert_cmpmem (perch_uluru_rock_get_placement (rock), sizeof (PerchUluruPlacement),
                   optimal_placement (game, 1), sizeof (PerchUluruPlacement));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "browse.last", NULL));
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
  GtkWidget *all_placed = perch_test_gui_find_widget (GTK_WIDGET (page), GTK_TYPE_CHECK_BUTTON);

  gtk_widget_activate_action (GTK_WIDGET (page), "uluru.solve", NULL);
  g_assert_true (perch_test_gui_wait_until (solution_shown, page, 5000));
  g_assert_cmpuint (perch_uluru_game_get_solution (game)->n_optimal, ==, 264);
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "1 of 264"));

  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (all_placed)));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (all_placed), TRUE);
  g_assert_cmpint (perch_uluru_game_get_mode (game), ==, PERCH_ULURU_MODE_ALL_PLACED);
  g_assert_true (perch_test_gui_wait_until (shows_1_of_132, page, 5000));
  g_assert_cmpint (perch_uluru_game_get_solution (game)->mode, ==, PERCH_ULURU_MODE_ALL_PLACED);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (all_placed), FALSE);

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
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "browse.next", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "browse.next", NULL));
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

/* The slots outlined as part of the conflict pointed at. */
static guint
count_highlighted (GtkWidget *root)
{
  guint n = GTK_IS_BUTTON (root) && gtk_widget_has_css_class (root, "perch-uluru-conflict");

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_highlighted (child);
  return n;
}

/* The rows of the first list of conflicts in @root that is shown (the result card's own,
 * or Why?'s). */
static GtkWidget *
find_conflict_list (GtkWidget *root)
{
  if (GTK_IS_LIST_BOX (root) && gtk_widget_has_css_class (root, "perch-uluru-conflicts")
      && gtk_widget_get_mapped (root))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_conflict_list (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static guint
count_rows (GtkWidget *list)
{
  guint n = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    n += GTK_IS_LIST_BOX_ROW (row);
  return n;
}

/* Sends "enter" or "leave" to the pointer's controller on @widget. */
static void
point_at (GtkWidget *widget,
          gboolean   enter)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        {
          if (enter)
            g_signal_emit_by_name (controller, "enter", 10.0, 10.0);
          else
            g_signal_emit_by_name (controller, "leave");
          return;
        }
    }
  g_assert_not_reached ();
}

/* The card slots in the grid; with @shown, only those shown. */
static guint
count_slots (PerchUluruPage *page,
             gboolean        shown)
{
  GtkWidget *grid = perch_test_gui_find_widget (GTK_WIDGET (page), GTK_TYPE_GRID);
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (grid); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += PERCH_IS_ULURU_CARD_SLOT (child) && (!shown || gtk_widget_get_visible (child));
  return n;
}

static PerchUluruCardSlot *
slot_of (PerchUluruPage *page,
         PerchUluruBird  bird,
         guint           index)
{
  GtkWidget *grid = perch_test_gui_find_widget (GTK_WIDGET (page), GTK_TYPE_GRID);
  guint n = 0, per_bird;

  /* The slots are the grid's card slots, bird by bird, in order: one a bird, or two
   * once a deal or the deck has wanted a second card. */
  per_bird = count_slots (page, FALSE) / PERCH_ULURU_N_BIRDS;
  g_assert_true (per_bird == 1 || per_bird == 2);
  g_assert_cmpuint (index, <, per_bird);
  for (GtkWidget *child = gtk_widget_get_first_child (grid); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (PERCH_IS_ULURU_CARD_SLOT (child) && n++ == bird * per_bird + index)
      return PERCH_ULURU_CARD_SLOT (child);
  g_assert_not_reached ();
  return NULL;
}

static gboolean
slot_highlighted (PerchUluruCardSlot *slot)
{
  return gtk_widget_has_css_class (perch_uluru_card_slot_get_button (slot),
                                   "perch-uluru-conflict");
}

/* A page whose deal gives each bird one card starts with one slot a bird; a deal of
 * two cards builds and shows the second column (the card in its slot), and a deal of
 * one card a bird hides it again. */
static void
test_page_second_column (void)
{
  const char *one = "boomerang solitary long corner:orange corner:white opposite:white "
                    "solitary next:orange";
  g_autofree char *one_state = g_strdup_printf ("mode partial\nstart %s\n", one);
  PerchUluruPage *page;
  PerchWindow *window = open_page_with (&page, one);
  g_autoptr(GError) error = NULL;

  gtk_window_close (GTK_WINDOW (window));
  window = open_page (&page);
  g_assert_cmpuint (count_slots (page, FALSE), ==, PERCH_ULURU_N_BIRDS);

  g_assert_true (perch_uluru_game_load (perch_uluru_page_get_game (page),
                                        "mode partial\nstart long+next:red any any any any any "
                                        "any short+boomerang\n", -1, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_slots (page, TRUE), ==, 2 * PERCH_ULURU_N_BIRDS);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (slot_of (page, PERCH_ULURU_WHITE, 1))));
  g_assert_false (perch_test_gui_shows_label (GTK_WIDGET (slot_of (page, PERCH_ULURU_WHITE, 1)),
                                              "Select card"));
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (slot_of (page, PERCH_ULURU_PINK, 1)),
                                             "Select card"));

  g_assert_true (perch_uluru_game_load (perch_uluru_page_get_game (page),
                                        one_state, -1, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_slots (page, TRUE), ==, PERCH_ULURU_N_BIRDS);
  gtk_window_close (GTK_WINDOW (window));
}

/* A deal with minus points says why no placement does better: its conflicts in the
 * result card, each lighting its cards and birds under the pointer, and Why? lists
 * every one. */
static void
test_page_reason (void)
{
  PerchUluruPage *page;
  PerchWindow *window = open_page_sized_with (&page, 1100, 860, RULE_SHEET);
  PerchUluruGame *game = perch_uluru_page_get_game (page);
  PerchUluruRock *rock = find_rock (page);
  GtkWidget *list, *row, *expander;
  const PerchUluruExplanation *explanation;

  /* Before an answer, no reason. */
  g_assert_false (perch_test_gui_shows_label (GTK_WIDGET (page), "Why?"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.solve", NULL));
  perch_test_gui_wait_for_label (GTK_WIDGET (page),
                                 "No placement can do better: these wishes conflict.", 5000);
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page),
                                             "Pink wants to be next to Blue, Blue wants to be at "
                                             "least two places away from Pink: both cannot be "
                                             "met."));
  explanation = perch_uluru_game_get_explanation (game);
  g_assert_cmpuint (explanation->penalty, ==, 1);

  /* Pointing at the conflict outlines Pink's and Blue's cards and lights both birds. */
  list = find_conflict_list (GTK_WIDGET (page));
  g_assert_nonnull (list);
  g_assert_cmpuint (count_rows (list), ==, 1);
  row = gtk_widget_get_first_child (list);
  point_at (row, TRUE);
  g_assert_true (slot_highlighted (slot_of (page, PERCH_ULURU_PINK, 0)));
  g_assert_true (slot_highlighted (slot_of (page, PERCH_ULURU_BLUE, 0)));
  g_assert_cmpuint (count_highlighted (GTK_WIDGET (page)), ==, 2);
  g_assert_cmpuint (perch_uluru_rock_get_highlighted_birds (rock), ==,
                    (1u << PERCH_ULURU_PINK) | (1u << PERCH_ULURU_BLUE));
  perch_test_gui_wait_until (rock_settled, rock, 3000);
  {
    g_autofree char *path = perch_test_gui_output_path ("uluru-reason.png");

    perch_test_render_widget_to_png (GTK_WIDGET (window), path);
  }
  point_at (row, FALSE);
  g_assert_cmpuint (count_highlighted (GTK_WIDGET (page)), ==, 0);
  g_assert_cmpuint (perch_uluru_rock_get_highlighted_birds (rock), ==, 0);

  /* Why? lists every conflict, built when first opened. */
  expander = perch_test_gui_find_widget (GTK_WIDGET (page), GTK_TYPE_EXPANDER);
  g_assert_null (gtk_expander_get_child (GTK_EXPANDER (expander)));
  gtk_expander_set_expanded (GTK_EXPANDER (expander), TRUE);
  perch_test_gui_wait_for_frame (GTK_WIDGET (window));
  list = find_conflict_list (gtk_expander_get_child (GTK_EXPANDER (expander)));
  g_assert_cmpuint (count_rows (list), ==, explanation->n_conflicts);

  /* Two conflicts that share no wish: both said in the card. */
  g_assert_true (perch_uluru_game_load (game, "mode partial\nstart " TWO_CONFLICTS "\n", -1,
                                        NULL));
  gtk_widget_activate_action (GTK_WIDGET (page), "uluru.solve", NULL);
  perch_test_gui_wait_for_label (GTK_WIDGET (page), "No placement can do better: each of these "
                                 "2 groups of wishes conflicts, and none shares a wish with "
                                 "another.", 5000);
  g_assert_cmpuint (count_rows (find_conflict_list (GTK_WIDGET (page))), ==, 2);
  g_assert_false (gtk_expander_get_expanded (GTK_EXPANDER (expander)));
  point_at (gtk_widget_get_last_child (find_conflict_list (GTK_WIDGET (page))), TRUE);
  g_assert_cmpuint (count_highlighted (GTK_WIDGET (page)), ==, 3);
  perch_test_gui_wait_until (rock_settled, rock, 3000);
  {
    g_autofree char *path = perch_test_gui_output_path ("uluru-reason-two.png");

    perch_test_render_widget_to_png (GTK_WIDGET (window), path);
  }

  /* Six conflicts sharing wishes: counted, and listed under Why? alone. */
  g_assert_true (perch_uluru_game_load (game, "mode partial\nstart " SIX_CONFLICTS "\n", -1,
                                        NULL));
  gtk_widget_activate_action (GTK_WIDGET (page), "uluru.solve", NULL);
  perch_test_gui_wait_for_label (GTK_WIDGET (page), "No placement can do better: the wishes "
                                 "conflict in 6 ways (see Why?), and no placement settles them "
                                 "all for fewer minus points.", 5000);
  g_assert_null (find_conflict_list (GTK_WIDGET (page)));
  g_assert_cmpuint (count_highlighted (GTK_WIDGET (page)), ==, 0);

  gtk_window_close (GTK_WINDOW (window));
}

/* The busy bar's Cancel gives the answer up: the session stops looking, nothing shows. */
static void
test_page_cancel (void)
{
  PerchUluruPage *page;
  PerchWindow *window = open_page_with (&page, RULE_SHEET);
  PerchUluruGame *game = perch_uluru_page_get_game (page);
  GtkWidget *bar = perch_test_gui_find_widget (GTK_WIDGET (page), PERCH_TYPE_BUSY_BAR);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.solve", NULL));
  g_assert_true (perch_uluru_game_get_busy (game));
  g_signal_emit_by_name (bar, "cancelled");
  g_assert_false (perch_uluru_game_get_busy (game));
  g_assert_false (perch_uluru_game_get_showing_solution (game));
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "Ready"));
  /* Solve asks again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.solve", NULL));
  g_assert_true (perch_test_gui_wait_until (solution_shown, page, 5000));
  perch_test_gui_wait_for_label_prefix (bar, "Solved in ", 2000);

  gtk_window_close (GTK_WINDOW (window));
}

/* The kit's browse keys step through the optimal placements, wherever the focus is. */
static void
test_page_browse_keys (void)
{
  PerchUluruPage *page;
  PerchWindow *window = open_page_with (&page, RULE_SHEET);
  PerchUluruGame *game = perch_uluru_page_get_game (page);

  /* Nothing to browse before Solve: the keys go on to the focused widget. */
  g_assert_false (perch_test_gui_press_browse_key (GTK_WIDGET (page), GDK_KEY_Right,
                                                   GDK_CONTROL_MASK));
  gtk_widget_activate_action (GTK_WIDGET (page), "uluru.solve", NULL);
  g_assert_true (perch_test_gui_wait_until (solution_shown, page, 5000));
  g_assert_true (perch_test_gui_press_browse_key (GTK_WIDGET (page), GDK_KEY_Right,
                                                  GDK_CONTROL_MASK));
  g_assert_true (perch_test_gui_press_browse_key (GTK_WIDGET (page), GDK_KEY_Page_Down,
                                                  GDK_ALT_MASK));
  g_assert_cmpuint (perch_uluru_game_get_solution_index (game), ==, 2);
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "3 of 54"));
  g_assert_true (perch_test_gui_press_browse_key (GTK_WIDGET (page), GDK_KEY_Left,
                                                  GDK_CONTROL_MASK));
  g_assert_cmpuint (perch_uluru_game_get_solution_index (game), ==, 1);
  g_assert_true (perch_test_gui_press_browse_key (GTK_WIDGET (page), GDK_KEY_End,
                                                  GDK_CONTROL_MASK));
  g_assert_cmpuint (perch_uluru_game_get_solution_index (game), ==, 53);
  g_assert_cmpmem (perch_uluru_rock_get_placement (find_rock (page)),
                   sizeof (PerchUluruPlacement), optimal_placement (game, 53),
                   sizeof (PerchUluruPlacement));
  g_assert_true (perch_test_gui_press_browse_key (GTK_WIDGET (page), GDK_KEY_Home,
                                                  GDK_CONTROL_MASK));
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "1 of 54"));

  /* In play the board is the player's: nothing to browse. */
  gtk_widget_activate_action (GTK_WIDGET (page), "uluru.play", NULL);
  g_assert_false (perch_test_gui_press_browse_key (GTK_WIDGET (page), GDK_KEY_Right,
                                                   GDK_CONTROL_MASK));

  gtk_window_close (GTK_WINDOW (window));
}

static void
assert_inside (GtkWidget *widget,
               GtkWidget *outer)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, outer, &bounds));
  g_assert_cmpfloat (bounds.origin.x, >=, -0.5);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (outer) + 0.5);
}

/* Scrolls @widget's scrolled window to show it. */
static void
scroll_into_view (GtkWidget *widget)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;

  g_assert_nonnull (scroller);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_true (gtk_widget_compute_bounds (widget, scroller, &bounds));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment)
                                        + bounds.origin.y - 12);
}

static gboolean
picker_shown (gpointer data)
{
  return gtk_widget_get_mapped (data);
}

/* 360 px wide: the cards go under the rock and scroll, an expert deal's second card
 * under the first, nothing cut off at the side; the card picker for black's second card
 * fits the window. In German too. */
static void
check_narrow (const char *name,
              const char *why)
{
  PerchUluruPage *page;
  PerchWindow *window = open_page_sized_with (&page, 360, 720, "corner:white+long next:blue "
                                              "opposite:white same:pink corner:green "
                                              "apart:yellow away:pink contrary:orange+short");
  PerchUluruSplit *split = PERCH_ULURU_SPLIT (perch_test_gui_find_widget (GTK_WIDGET (page),
                                                                          PERCH_TYPE_ULURU_SPLIT));
  PerchUluruRock *rock = find_rock (page);
  PerchUluruCardSlot *first, *second;
  graphene_rect_t rock_bounds, first_bounds, second_bounds;
  GtkWidget *picker, *shown;
  g_autofree char *base = NULL;
  int minimum;

  /* The page itself asks for less than 360 px (the window's header bar may ask more). */
  gtk_widget_measure (GTK_WIDGET (page), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL,
                      NULL);
  g_test_message ("page: at least %d px, %d px wide", minimum,
                  gtk_widget_get_width (GTK_WIDGET (page)));
  gtk_widget_activate_action (GTK_WIDGET (page), "uluru.solve", NULL);
  perch_test_gui_wait_for_label (GTK_WIDGET (page), why, 5000);
  perch_test_gui_wait_for_frame (GTK_WIDGET (window));

  /* The toolbar is the first split; the rock's is the next one. */
  split = PERCH_ULURU_SPLIT (gtk_widget_get_ancestor (GTK_WIDGET (rock), PERCH_TYPE_ULURU_SPLIT));
  g_assert_true (perch_uluru_split_get_folded (split));
  first = slot_of (page, PERCH_ULURU_BLACK, 0);
  second = slot_of (page, PERCH_ULURU_BLACK, 1);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (rock), GTK_WIDGET (page), &rock_bounds));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (first), GTK_WIDGET (page),
                                            &first_bounds));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (second), GTK_WIDGET (page),
                                            &second_bounds));
  /* Under the rock, the second card under the first. */
  g_assert_cmpfloat (first_bounds.origin.y, >, rock_bounds.origin.y + rock_bounds.size.height);
  g_assert_cmpfloat (second_bounds.origin.y, >=, first_bounds.origin.y + first_bounds.size.height);
  g_assert_cmpfloat (fabs (second_bounds.origin.x - first_bounds.origin.x), <, 1);
  assert_inside (GTK_WIDGET (first), GTK_WIDGET (page));
  assert_inside (GTK_WIDGET (second), GTK_WIDGET (page));
  g_assert_cmpfloat (rock_bounds.size.width, >, 280);

  perch_test_gui_wait_until (rock_settled, rock, 3000);
  base = g_strdup_printf ("uluru-%s", name);
  perch_test_gui_screenshot (GTK_WIDGET (window), base);
  /* The cards under the rock, scrolled to. */
  scroll_into_view (GTK_WIDGET (slot_of (page, PERCH_ULURU_WHITE, 0)));
  {
    g_autofree char *cards_name = g_strdup_printf ("uluru-%s-cards.png", name);
    g_autofree char *path = perch_test_gui_output_path (cards_name);

    perch_test_render_widget_to_png (GTK_WIDGET (window), path);
  }

  /* The picker for the last slot fits the window: it scrolls rather than overflow. The
   * slot is clicked as a user would, scrolled into view. */
  scroll_into_view (GTK_WIDGET (second));
  perch_test_gui_wait_for_frame (GTK_WIDGET (window));
  g_signal_emit_by_name (second, "choose");
  picker = perch_test_gui_find_widget (GTK_WIDGET (second), PERCH_TYPE_ULURU_CARD_PICKER);
  g_assert_nonnull (picker);
  g_assert_true (perch_test_gui_wait_until (picker_shown, picker, 3000));
  perch_test_gui_wait_for_frame (picker);
  /* The popover's own surface holds a shadow around what shows: measure what shows. */
  shown = gtk_widget_get_first_child (picker);
  g_test_message ("picker %d x %d in a window %d x %d", gtk_widget_get_width (shown),
                  gtk_widget_get_height (shown), gtk_widget_get_width (GTK_WIDGET (window)),
                  gtk_widget_get_height (GTK_WIDGET (window)));
  g_assert_cmpint (gtk_widget_get_width (shown), <=, gtk_widget_get_width (GTK_WIDGET (window)));
  g_assert_cmpint (gtk_widget_get_height (shown), <=,
                   gtk_widget_get_height (GTK_WIDGET (window)));
  /* Black's colour is there to pick, in the last row. */
  g_assert_nonnull (perch_test_gui_find_widget (shown, GTK_TYPE_SCROLLED_WINDOW));
  {
    g_autofree char *picker_name = g_strdup_printf ("uluru-%s-picker.png", name);
    g_autofree char *path = perch_test_gui_output_path (picker_name);

    perch_test_render_widget_to_png (picker, path);
  }
  gtk_popover_popdown (GTK_POPOVER (picker));

  gtk_window_close (GTK_WINDOW (window));
}

static void
test_page_narrow (void)
{
  check_narrow ("narrow", "No placement can do better: these wishes conflict.");
  if (!perch_test_gui_speak_german (TRUE))
    {
      g_test_message ("no German: the build's translations are not at hand");
      return;
    }
  check_narrow ("narrow-de", "Besser geht es nicht: Diese Wünsche widersprechen sich.");
  perch_test_gui_speak_german (FALSE);
}

static PerchUluruScoreDialog *
find_score_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (PERCH_IS_ULURU_SCORE_DIALOG (window))
        return PERCH_ULURU_SCORE_DIALOG (window);
    }
  return NULL;
}

/* The @n-th widget of @type inside the @player-th expander row of the dialog. */
static GtkWidget *
player_widget (PerchUluruScoreDialog *dialog,
               guint                  player,
               GType                  type)
{
  GtkWidget *row = find_nth_widget (GTK_WIDGET (dialog), ADW_TYPE_EXPANDER_ROW, player);

  g_assert_nonnull (row);
  return perch_test_gui_find_widget (row, type);
}

static void
add_player (PerchUluruScoreDialog *dialog,
            const char            *name)
{
  /* The last entry row adds a player. */
  GtkWidget *row = NULL;

  for (guint n = 0; find_nth_widget (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW, n) != NULL; n++)
    row = find_nth_widget (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW, n);
  g_assert_nonnull (row);
  gtk_editable_set_text (GTK_EDITABLE (row), name);
  g_signal_emit_by_name (row, "apply");
}

static gboolean
optimum_known (gpointer data)
{
  const PerchUluruScoresheet *sheet = perch_uluru_table_get_sheet (data);

  return perch_uluru_table_get_optimum (data, perch_uluru_scoresheet_round_deal (sheet, 0))
         != PERCH_ULURU_OPTIMUM_UNKNOWN;
}

/* Score a Round: players named once, each placement typed or put on a board, scored
 * card by card next to the best possible, the totals; undo; all of it after a restart. */
static void
test_page_score_round (void)
{
  PerchUluruPage *page;
  PerchWindow *window = open_page_with (&page, RULE_SHEET);
  PerchUluruScoreDialog *dialog;
  PerchUluruTable *table;
  const PerchUluruScoresheet *sheet;
  GtkWidget *entry;
  PerchUluruRock *board;
  /* The rule sheet's placement, 2 minus points. */
  static const guint places[] = { 1, 8, 4, 6, 5, 3, 7, 2 };

  /* Nothing of it is built before it is asked for. */
  g_assert_null (find_score_dialog ());
  g_assert_null (perch_uluru_page_get_table (page));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.score-round", NULL));
  dialog = find_score_dialog ();
  g_assert_nonnull (dialog);
  table = perch_uluru_page_get_table (page);
  perch_test_gui_wait_for_frame (GTK_WIDGET (dialog));
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (dialog), "Add the players first."));

  add_player (dialog, "Anna");
  add_player (dialog, "Ben");
  add_player (dialog, "anna");
  perch_test_gui_wait_for_label (GTK_WIDGET (dialog), "Another player has this name", 2000);
  sheet = perch_uluru_table_get_sheet (table);
  g_assert_cmpuint (perch_uluru_scoresheet_n_players (sheet), ==, 2);

  /* Anna types her places; a mistake is said at the entry. */
  entry = player_widget (dialog, 0, GTK_TYPE_ENTRY);
  gtk_editable_set_text (GTK_EDITABLE (entry), "1,2,3");
  g_assert_true (gtk_widget_has_css_class (entry, "error"));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (entry), ==,
                   "3 places given; type 8, white to black, with - for a bird off the board");
  g_assert_null (perch_uluru_scoresheet_placement (sheet, 0));
  gtk_editable_set_text (GTK_EDITABLE (entry), "18465372");
  g_assert_false (gtk_widget_has_css_class (entry, "error"));
  g_assert_nonnull (perch_uluru_scoresheet_placement (sheet, 0));
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (dialog), "This round"));
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (dialog), "Ben has no placement yet."));

  /* Ben puts his birds on his board: the same placement, scored card by card. */
  board = PERCH_ULURU_ROCK (player_widget (dialog, 1, PERCH_TYPE_ULURU_ROCK));
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    perch_uluru_rock_request_move (board, b, places[b]);
  sheet = perch_uluru_table_get_sheet (table);
  g_assert_cmpmem (perch_uluru_scoresheet_placement (sheet, 1), sizeof (PerchUluruPlacement),
                   perch_uluru_scoresheet_placement (sheet, 0), sizeof (PerchUluruPlacement));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (player_widget (dialog, 1,
                                                                       GTK_TYPE_ENTRY))), ==,
                   "1,8,4,6,5,3,7,2");
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (
                     find_nth_widget (GTK_WIDGET (dialog), ADW_TYPE_EXPANDER_ROW, 1))), ==,
                   "2 minus points (missed: Red: Shares a corner with Green, Blue: At least 2 "
                   "places away from Pink)");
  g_assert_cmpuint (perch_uluru_rock_get_placement (board)->place[PERCH_ULURU_BLACK], ==, 2);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (find_nth_widget (GTK_WIDGET (dialog),
                                                                    ADW_TYPE_EXPANDER_ROW, 1)),
                                 TRUE);
  {
    g_autofree char *path = perch_test_gui_output_path ("uluru-score-round.png");

    perch_test_render_widget_to_png (GTK_WIDGET (dialog), path);
  }
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (find_nth_widget (GTK_WIDGET (dialog),
                                                                    ADW_TYPE_EXPANDER_ROW, 1)),
                                 FALSE);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "score.finish", NULL));
  perch_test_gui_wait_for_label (GTK_WIDGET (dialog), "Round 1 is in the totals", 2000);
  g_assert_true (perch_test_gui_wait_until (optimum_known, table, 5000));
  sheet = perch_uluru_table_get_sheet (table);
  g_assert_cmpuint (perch_uluru_scoresheet_total (sheet, 0), ==, 2);
  g_assert_cmpuint (perch_uluru_scoresheet_total (sheet, 1), ==, 2);
  perch_test_gui_wait_for_label (GTK_WIDGET (dialog), "Anna and Ben lead with 2 minus points.",
                                 2000);
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (dialog), "Best possible"));
  {
    g_autofree char *path = perch_test_gui_output_path ("uluru-score-totals.png");

    perch_test_render_widget_to_png (GTK_WIDGET (dialog), path);
  }

  /* Undo takes the round back, Ben's board too; a second round then makes the totals. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "score.undo", NULL));
  g_assert_cmpuint (perch_uluru_scoresheet_n_rounds (perch_uluru_table_get_sheet (table)), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "score.finish", NULL));
  gtk_window_close (GTK_WINDOW (dialog));
  g_assert_true (perch_uluru_game_load (perch_uluru_page_get_game (page),
                                        "mode partial\nstart " TWO_CONFLICTS "\n", -1, NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.score-round", NULL));
  g_assert_true (find_score_dialog () == dialog);
  entry = player_widget (dialog, 0, GTK_TYPE_ENTRY);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  gtk_editable_set_text (GTK_EDITABLE (entry), "4768218-");
  g_assert_true (gtk_widget_has_css_class (entry, "error"));
  gtk_editable_set_text (GTK_EDITABLE (entry), "4,7,6,8,2,1,5,3");
  gtk_editable_set_text (GTK_EDITABLE (player_widget (dialog, 1, GTK_TYPE_ENTRY)),
                         "--------");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "score.finish", NULL));
  sheet = perch_uluru_table_get_sheet (table);
  g_assert_cmpuint (perch_uluru_scoresheet_total (sheet, 0), ==, 4);
  g_assert_cmpuint (perch_uluru_scoresheet_total (sheet, 1), ==, 10);
  perch_test_gui_wait_for_label (GTK_WIDGET (dialog), "Anna leads with 4 minus points.", 2000);

  /* After a restart: the players, both rounds and the totals. */
  gtk_window_close (GTK_WINDOW (window));
  perch_state_store_flush (perch_state_store_get_default ());
  window = open_page (&page);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.score-round", NULL));
  dialog = find_score_dialog ();
  g_assert_nonnull (dialog);
  sheet = perch_uluru_table_get_sheet (perch_uluru_page_get_table (page));
  g_assert_cmpuint (perch_uluru_scoresheet_n_players (sheet), ==, 2);
  g_assert_cmpstr (perch_uluru_scoresheet_player_name (sheet, 1), ==, "Ben");
  g_assert_cmpuint (perch_uluru_scoresheet_n_rounds (sheet), ==, 2);
  g_assert_cmpuint (perch_uluru_scoresheet_total (sheet, 1), ==, 10);
  perch_test_gui_wait_for_label (GTK_WIDGET (dialog), "Anna leads with 4 minus points.", 2000);
  gtk_window_close (GTK_WINDOW (window));
}

/* Picking a card in a slot is a move of the session, and the slot shows the session. */
static void
test_page_pick_card (void)
{
  PerchUluruPage *page;
  PerchWindow *window = open_page_with (&page, "- any any any any any any any");
  PerchUluruGame *game = perch_uluru_page_get_game (page);
  PerchUluruCardSlot *white = slot_of (page, PERCH_ULURU_WHITE, 0);
  GtkWidget *picker;

  /* Nothing of the picker is built until a slot asks for it. */
  g_assert_null (perch_test_gui_find_widget (GTK_WIDGET (page), PERCH_TYPE_ULURU_CARD_PICKER));
  g_signal_emit_by_name (white, "choose");
  picker = perch_test_gui_find_widget (GTK_WIDGET (white), PERCH_TYPE_ULURU_CARD_PICKER);
  g_assert_nonnull (picker);
  g_assert_true (perch_test_gui_wait_until (picker_shown, picker, 3000));
  g_assert_true (perch_test_gui_shows_label (picker, "Card for White"));
  g_signal_emit_by_name (picker, "picked", PERCH_ULURU_CARD_NEXT, PERCH_ULURU_RED);
  assert_deal (game, "next:red any any any any any any any");
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "Next to Red"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.undo", NULL));
  assert_deal (game, "- any any any any any any any");
  g_assert_false (perch_test_gui_shows_label (GTK_WIDGET (page), "Next to Red"));

  gtk_window_close (GTK_WINDOW (window));
}

/* A damaged score sheet: what came before the damage is back, the dialog says what was
 * not, in the user's words. */
static void
test_page_score_round_bad_state (void)
{
  g_autofree char *path = perch_state_store_get_path (perch_state_store_get_default (),
                                                      "uluru-table");
  g_autofree char *details = NULL;
  PerchUluruScoreDialog *dialog;
  PerchUluruPage *page;
  PerchWindow *window;
  const PerchUluruScoresheet *sheet;

  /* Nothing of an earlier test is still to be written over it. */
  perch_state_store_flush (perch_state_store_get_default ());
  g_assert_true (g_file_set_contents (path, "perch-state uluru-table 1\n"
                                            "perch-uluru-scoresheet 1\n"
                                            "player Cleo\n"
                                            "player\n"
                                            "player Dan\n", -1, NULL));
  window = open_page_with (&page, RULE_SHEET);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.score-round", NULL));
  dialog = find_score_dialog ();
  details = perch_test_gui_wait_for_problem (perch_uluru_score_dialog_get_content (dialog),
                                             "The score sheet could not be fully restored",
                                             5000);
  g_test_message ("details: %s", details);
  g_assert_true (g_str_has_prefix (details, "Line 3 could not be read; what came before it was "
                                            "restored. The saved file was kept as "
                                            "uluru-table.state.bad-"));
  sheet = perch_uluru_table_get_sheet (perch_uluru_page_get_table (page));
  g_assert_cmpuint (perch_uluru_scoresheet_n_players (sheet), ==, 1);
  g_assert_cmpstr (perch_uluru_scoresheet_player_name (sheet, 0), ==, "Cleo");
  gtk_window_close (GTK_WINDOW (window));
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
    { "random bytes", "The saved game could not be restored",
      "The saved file is not text. The saved file was kept as uluru.state.bad-" },
    { "empty", "The saved game could not be restored",
      "The saved file is damaged: it does not start as Perch writes it. The saved file was "
      "kept as uluru.state.bad-" },
    { "truncated", "The saved game could not be fully restored",
      "Line 11 could not be read; what came before it was restored. The saved file was kept "
      "as uluru.state.bad-" },
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
      guint aside_before = perch_test_gui_count_set_aside ("uluru");
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
      g_assert_cmpuint (perch_test_gui_count_set_aside ("uluru"), ==, aside_before + 1);
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
  g_test_add_func ("/uluru/page/reason", test_page_reason);
  g_test_add_func ("/uluru/page/cancel", test_page_cancel);
  g_test_add_func ("/uluru/page/browse-keys", test_page_browse_keys);
  g_test_add_func ("/uluru/page/narrow", test_page_narrow);
  g_test_add_func ("/uluru/page/score-round", test_page_score_round);
  g_test_add_func ("/uluru/page/score-round-bad-state", test_page_score_round_bad_state);
  g_test_add_func ("/uluru/page/mode", test_page_mode);
  g_test_add_func ("/uluru/page/play", test_page_play);
  g_test_add_func ("/uluru/page/timer", test_page_timer);
  g_test_add_func ("/uluru/page/deal-and-clear", test_page_deal_and_clear);
  g_test_add_func ("/uluru/page/pick-card", test_page_pick_card);
  g_test_add_func ("/uluru/page/second-column", test_page_second_column);
  g_test_add_func ("/uluru/page/restart", test_page_restart);
  g_test_add_func ("/uluru/page/bad-state", test_page_bad_state);

  return g_test_run ();
}
