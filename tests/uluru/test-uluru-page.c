/* test-uluru-page.c: the Uluru page solves, shows and browses placements, plays,
 * and remembers its cards; screenshots in light and dark */
#include "config.h"

#include <string.h>

#include "perch-test-gui.h"
#include "perch-uluru-page.h"
#include "perch-uluru-rock.h"
#include "perch-uluru-rules.h"
#include "perch-window.h"

#define RULE_SHEET "corner:white next:blue opposite:white same:pink corner:green apart:yellow " \
                   "away:pink contrary:orange"

static void
parse_deal (const char     *text,
            PerchUluruDeal *deal)
{
  g_auto(GStrv) codes = g_strsplit (text, " ", -1);
  g_autoptr(GError) error = NULL;

  g_assert_true (perch_uluru_deal_parse ((const char * const *) codes, g_strv_length (codes),
                                         deal, &error));
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
solution_ready (gpointer data)
{
  return perch_uluru_page_get_solution (data) != NULL;
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

static void
test_page_solve (void)
{
  PerchUluruPage *page;
  PerchWindow *window = open_page (&page);
  PerchUluruRock *rock;
  const PerchUluruSolution *solution;
  const PerchUluruPlacement *first;
  g_autofree char *tooltip = NULL;
  PerchUluruDeal deal;

  parse_deal (RULE_SHEET, &deal);
  perch_uluru_page_set_deal (page, &deal);
  rock = PERCH_ULURU_ROCK (perch_test_gui_find_widget (GTK_WIDGET (page), PERCH_TYPE_ULURU_ROCK));
  g_assert_nonnull (rock);
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "Ready"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.solve", NULL));
  g_assert_true (perch_test_gui_wait_until (solution_ready, page, 5000));
  solution = perch_uluru_page_get_solution (page);
  g_assert_cmpuint (solution->penalty, ==, 1);
  g_assert_cmpuint (solution->n_optimal, ==, 54);

  /* The birds fly to the first optimal placement; one card is missed, in red. */
  first = &g_array_index (solution->placements, PerchUluruPlacement, 0);
  g_assert_cmpmem (perch_uluru_rock_get_placement (rock), sizeof *first, first, sizeof *first);
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
  g_assert_cmpuint (perch_uluru_page_get_solution_index (page), ==, 1);
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "2 of 54"));
  g_assert_cmpmem (perch_uluru_rock_get_placement (rock), sizeof *first,
                   &g_array_index (solution->placements, PerchUluruPlacement, 1), sizeof *first);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.previous", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.previous", NULL));
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "54 of 54"));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* "Place every bird" solves again in that mode. */
static void
test_page_mode (void)
{
  PerchUluruPage *page;
  PerchWindow *window = open_page (&page);
  GtkWidget *all_placed;
  PerchUluruDeal deal;

  parse_deal ("boomerang solitary long corner:orange corner:white opposite:white solitary "
              "next:orange", &deal);
  perch_uluru_page_set_deal (page, &deal);
  gtk_widget_activate_action (GTK_WIDGET (page), "uluru.solve", NULL);
  g_assert_true (perch_test_gui_wait_until (solution_ready, page, 5000));
  g_assert_cmpuint (perch_uluru_page_get_solution (page)->n_optimal, ==, 264);
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "1 of 264"));

  all_placed = perch_test_gui_find_widget (GTK_WIDGET (page), GTK_TYPE_SWITCH);
  g_assert_nonnull (all_placed);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (all_placed)));
  gtk_switch_set_active (GTK_SWITCH (all_placed), TRUE);
  g_assert_true (perch_test_gui_wait_until (shows_1_of_132, page, 5000));
  g_assert_cmpint (perch_uluru_page_get_solution (page)->mode, ==, PERCH_ULURU_MODE_ALL_PLACED);
  gtk_switch_set_active (GTK_SWITCH (all_placed), FALSE);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Play: the birds wait in the nest, the player moves them, Check scores the
 * placement and the best one is found to compare. */
static void
test_page_play (void)
{
  PerchUluruPage *page;
  PerchWindow *window = open_page (&page);
  PerchUluruRock *rock = PERCH_ULURU_ROCK (perch_test_gui_find_widget (GTK_WIDGET (page),
                                                                       PERCH_TYPE_ULURU_ROCK));
  PerchUluruDeal deal;
  /* The rule sheet's placement: white 1, pink 8, yellow 4, orange 6, red 5, green 3,
   * blue 7, black 2; it scores 2. */
  static const guint places[] = { 1, 8, 4, 6, 5, 3, 7, 2 };
  g_autofree char *tooltip = NULL;

  parse_deal (RULE_SHEET, &deal);
  perch_uluru_page_set_deal (page, &deal);
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
  press_key (GTK_WIDGET (rock), GDK_KEY_0);
  g_assert_cmpuint (perch_uluru_rock_get_placement (rock)->place[PERCH_ULURU_PINK], ==,
                    PERCH_ULURU_OFF);

  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    perch_uluru_rock_move_bird (rock, b, places[b]);
  /* Moving onto a taken place swaps the two birds. */
  perch_uluru_rock_move_bird (rock, PERCH_ULURU_WHITE, 8);
  g_assert_cmpuint (perch_uluru_rock_get_placement (rock)->place[PERCH_ULURU_PINK], ==, 1);
  perch_uluru_rock_move_bird (rock, PERCH_ULURU_PINK, 8);
  g_assert_cmpuint (perch_uluru_rock_get_placement (rock)->place[PERCH_ULURU_WHITE], ==, 1);

  {
    g_autofree char *path = perch_test_gui_output_path ("uluru-playing.png");

    perch_test_render_widget_to_png (GTK_WIDGET (window), path);
  }

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.check", NULL));
  g_assert_true (perch_test_gui_wait_until (solution_ready, page, 5000));
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
                   &g_array_index (perch_uluru_page_get_solution (page)->placements,
                                   PerchUluruPlacement, 0), sizeof (PerchUluruPlacement));
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "1 minus point"));
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page),
                              "Your placement: 2 minus points. This is an optimal one."));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The cards and the options come back in a new page. */
static void
test_page_restores (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.perch.Perch.Uluru");
  PerchUluruPage *page;
  PerchWindow *window;
  PerchUluruDeal deal, shown;

  parse_deal ("long+next:red any any any any any any short+boomerang", &deal);
  g_settings_set_string (settings, "mode", "all-placed");
  window = open_page (&page);
  perch_uluru_page_set_deal (page, &deal);
  gtk_window_destroy (GTK_WINDOW (window));

  window = open_page (&page);
  g_assert_true (perch_uluru_page_get_deal (page, &shown));
  g_assert_cmpmem (&shown, sizeof shown, &deal, sizeof deal);
  {
    g_auto(GStrv) cards = g_settings_get_strv (settings, "cards");

    g_assert_cmpstr (cards[0], ==, "long+next:red");
  }
  gtk_widget_activate_action (GTK_WIDGET (page), "uluru.solve", NULL);
  g_assert_true (perch_test_gui_wait_until (solution_ready, page, 5000));
  g_assert_cmpint (perch_uluru_page_get_solution (page)->mode, ==, PERCH_ULURU_MODE_ALL_PLACED);
  {
    g_autofree char *path = perch_test_gui_output_path ("uluru-expert.png");

    perch_test_gui_wait_until (rock_settled,
                               perch_test_gui_find_widget (GTK_WIDGET (page),
                                                           PERCH_TYPE_ULURU_ROCK),
                               3000);
    perch_test_render_widget_to_png (GTK_WIDGET (window), path);
  }
  g_settings_reset (settings, "mode");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Deal fills every slot from the chosen deck; a bird without a card disables Solve. */
static void
test_page_deal_and_clear (void)
{
  PerchUluruPage *page;
  PerchWindow *window = open_page (&page);
  PerchUluruDeal deal;

  /* The page fits a narrow window: what does not fit scrolls. */
  {
    int minimum;

    gtk_widget_measure (GTK_WIDGET (page), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL,
                        NULL, NULL);
    g_test_message ("minimum width %d", minimum);
    g_assert_cmpint (minimum, <=, 600);
  }

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.clear", NULL));
  g_assert_false (perch_uluru_page_get_deal (page, &deal));
  g_assert_true (perch_test_gui_shows_label (GTK_WIDGET (page), "Pick the cards"));
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.solve", NULL)
                  && perch_uluru_page_get_solution (page) != NULL);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "uluru.deal", NULL));
  g_assert_true (perch_uluru_page_get_deal (page, &deal));
  g_assert_cmpuint (perch_uluru_deal_n_cards (&deal), >=, 8);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  if (!perch_test_gui_init (&argc, &argv))
    return 0;

  g_test_add_func ("/uluru/page/solve", test_page_solve);
  g_test_add_func ("/uluru/page/mode", test_page_mode);
  g_test_add_func ("/uluru/page/play", test_page_play);
  g_test_add_func ("/uluru/page/restores", test_page_restores);
  g_test_add_func ("/uluru/page/deal-and-clear", test_page_deal_and_clear);

  return g_test_run ();
}
