/* perch-test-gui.h: what every headless GUI test shares
 *
 * main() calls perch_test_gui_init() first: without a display it prints a TAP
 * plan that skips the whole program and returns FALSE (main then returns 0).
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

gboolean   perch_test_gui_init              (int          *argc,
                                             char       ***argv);
GtkApplication *perch_test_gui_get_application (void);
void       perch_test_gui_wait              (guint         ms);
gboolean   perch_test_gui_wait_until        (gboolean    (*condition) (gpointer data),
                                             gpointer      data,
                                             guint         timeout_ms);
void       perch_test_gui_wait_for_frame    (GtkWidget    *widget);
char      *perch_test_gui_output_path       (const char   *name);
GdkTexture *perch_test_render_widget        (GtkWidget    *widget);
void       perch_test_render_widget_to_png  (GtkWidget    *widget,
                                             const char   *path);
void       perch_test_assert_texture_not_blank (GdkTexture *texture);
void       perch_test_gui_screenshot        (GtkWidget    *window,
                                             const char   *name);
GtkWidget *perch_test_gui_find_widget       (GtkWidget    *root,
                                             GType         type);
GtkWindow *perch_test_gui_find_toplevel     (GType         type);
GtkWindow *perch_test_gui_wait_for_toplevel (GType         type,
                                             guint         timeout_ms);
gboolean   perch_test_gui_shows_label       (GtkWidget    *root,
                                             const char   *text);
GtkLabel  *perch_test_gui_find_label        (GtkWidget    *root,
                                             const char   *text);
const char *perch_test_gui_find_label_starting (GtkWidget  *root,
                                               const char *prefix);
void       perch_test_gui_wait_for_label    (GtkWidget    *root,
                                             const char   *text,
                                             guint         timeout_ms);
const char *perch_test_gui_wait_for_label_prefix (GtkWidget  *root,
                                                  const char *prefix,
                                                  guint       timeout_ms);

char      *perch_test_gui_wait_for_problem  (GtkWidget    *page,
                                             const char   *summary,
                                             guint         timeout_ms);
guint      perch_test_gui_count_set_aside   (const char   *name);
gboolean   perch_test_gui_press_browse_key  (GtkWidget    *page,
                                             guint         keyval,
                                             GdkModifierType modifiers);
gboolean   perch_test_gui_speak_german      (gboolean      german);

gboolean   perch_test_gui_press_keys        (GtkWidget    *widget,
                                             const char   *keys);
gboolean   perch_test_gui_click             (GtkWidget    *widget,
                                             double        x,
                                             double        y);

G_END_DECLS
