/* test-motion.c: a motion runs from 0 to 1 on a shown widget, ends at once when
 * animations are off or the widget is hidden, and always says "done" */
#include "config.h"

#include "perch-motion.h"
#include "perch-test-gui.h"

typedef struct
{
  guint  done_count;
  double first_progress;
  double last_progress;
  guint  frames;
} Observed;

static void
on_done (PerchMotion *motion,
         Observed    *observed)
{
  observed->done_count++;
}

static void
draw_func (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        data)
{
  PerchMotion *motion = g_object_get_data (G_OBJECT (area), "motion");
  Observed *observed = data;

  if (motion == NULL || !perch_motion_is_running (motion))
    return;

  if (observed->frames == 0)
    observed->first_progress = perch_motion_get_progress (motion);
  observed->last_progress = perch_motion_get_progress (motion);
  observed->frames++;
}

static gboolean
is_done (gpointer data)
{
  return ((Observed *) data)->done_count > 0;
}

static GtkWidget *
shown_area (Observed *observed)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_func, observed, NULL);
  gtk_widget_set_size_request (area, 100, 100);
  gtk_window_set_child (GTK_WINDOW (window), area);
  gtk_window_present (GTK_WINDOW (window));
  perch_test_gui_wait_for_frame (area);

  return area;
}

static void
test_motion_runs_and_redraws (void)
{
  Observed observed = { 0 };
  GtkWidget *area = shown_area (&observed);
  g_autoptr(PerchMotion) motion = perch_motion_new (area);

  g_object_set_data (G_OBJECT (area), "motion", motion);
  g_signal_connect (motion, "done", G_CALLBACK (on_done), &observed);
  perch_motion_start (motion, 300, ADW_LINEAR);
  g_assert_true (perch_motion_is_running (motion));
  g_assert_cmpfloat (perch_motion_get_progress (motion), <, 0.5);

  g_assert_true (perch_test_gui_wait_until (is_done, &observed, 5000));
  g_assert_cmpuint (observed.done_count, ==, 1);
  g_assert_false (perch_motion_is_running (motion));
  g_assert_cmpfloat (perch_motion_get_progress (motion), ==, 1.0);
  /* It redrew the widget along the way, with progress growing. */
  g_assert_cmpuint (observed.frames, >=, 2);
  g_assert_cmpfloat (observed.first_progress, <, observed.last_progress);

  g_object_set_data (G_OBJECT (area), "motion", NULL);
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (area)));
}

static void
test_motion_skip (void)
{
  Observed observed = { 0 };
  GtkWidget *area = shown_area (&observed);
  g_autoptr(PerchMotion) motion = perch_motion_new (area);

  g_signal_connect (motion, "done", G_CALLBACK (on_done), &observed);
  perch_motion_start (motion, 10000, ADW_EASE_IN_OUT_CUBIC);
  perch_motion_skip (motion);
  g_assert_cmpuint (observed.done_count, ==, 1);
  g_assert_cmpfloat (perch_motion_get_progress (motion), ==, 1.0);

  /* Starting again while running ends the first motion with its "done". */
  perch_motion_start (motion, 10000, ADW_LINEAR);
  perch_motion_start (motion, 10000, ADW_LINEAR);
  g_assert_cmpuint (observed.done_count, ==, 2);
  perch_motion_skip (motion);
  g_assert_cmpuint (observed.done_count, ==, 3);

  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (area)));
}

/* With animations off (Perch's setting switches off GTK's), a move appears at once. */
static void
test_motion_animations_off (void)
{
  Observed observed = { 0 };
  GtkWidget *area = shown_area (&observed);
  g_autoptr(PerchMotion) motion = perch_motion_new (area);
  GtkSettings *settings = gtk_widget_get_settings (area);

  g_signal_connect (motion, "done", G_CALLBACK (on_done), &observed);
  g_object_set (settings, "gtk-enable-animations", FALSE, NULL);
  perch_motion_start (motion, 10000, ADW_LINEAR);
  g_assert_cmpuint (observed.done_count, ==, 1);
  g_assert_false (perch_motion_is_running (motion));
  gtk_settings_reset_property (settings, "gtk-enable-animations");

  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (area)));
}

static void
test_motion_unmapped (void)
{
  Observed observed = { 0 };
  GtkWidget *area = g_object_ref_sink (gtk_drawing_area_new ());
  g_autoptr(PerchMotion) motion = perch_motion_new (area);

  g_signal_connect (motion, "done", G_CALLBACK (on_done), &observed);
  perch_motion_start (motion, 10000, ADW_LINEAR);
  g_assert_cmpuint (observed.done_count, ==, 1);

  g_object_unref (area);
}

int
main (int    argc,
      char **argv)
{
  if (!perch_test_gui_init (&argc, &argv))
    return 0;

  g_test_add_func ("/motion/runs-and-redraws", test_motion_runs_and_redraws);
  g_test_add_func ("/motion/skip", test_motion_skip);
  g_test_add_func ("/motion/animations-off", test_motion_animations_off);
  g_test_add_func ("/motion/unmapped", test_motion_unmapped);

  return g_test_run ();
}
