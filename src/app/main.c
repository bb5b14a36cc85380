/* main.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "perch-application.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr(PerchApplication) app = NULL;
  /* ./dev run points this at the build's compiled translations. */
  const char *localedir = g_getenv ("PERCH_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("Perch"));
  app = perch_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
