/* perch-bare-window.c: the yardstick for Perch's start-up time
 *
 * A bare AdwApplicationWindow of Perch's default size with an empty header bar: it
 * quits after its first frame, as Perch does with PERCH_STARTUP_PROBE set, and prints
 * the time from its launch to that frame as Perch does, so that `./dev startup` times
 * both alike (PERCH_STARTUP_PROBE holds the launch time, in ns of the real-time clock).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>

static void
on_after_paint (GdkFrameClock *clock,
                GApplication  *app)
{
  const char *probe = g_getenv ("PERCH_STARTUP_PROBE");
  gint64 launched = probe != NULL ? g_ascii_strtoll (probe, NULL, 10) : 0;

  g_signal_handlers_disconnect_by_func (clock, on_after_paint, app);
  if (launched > G_GINT64_CONSTANT (1000000000000000000)) /* a real-time clock in ns */
    g_print ("first frame %.1f ms\n", (g_get_real_time () * 1000 - launched) / 1e6);
  g_application_quit (app);
}

static void
on_map (GtkWidget    *window,
        GApplication *app)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), app);
}

static void
on_activate (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  g_signal_connect (window, "map", G_CALLBACK (on_map), app);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(AdwApplication) app = adw_application_new ("io.github.perch.BareWindow",
                                                       G_APPLICATION_NON_UNIQUE);

  g_signal_connect (app, "activate", G_CALLBACK (on_activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
