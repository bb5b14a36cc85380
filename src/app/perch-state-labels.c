/* perch-state-labels.c: why a page's saved state could not be read, translated
 *
 * The state store (src/core/perch-state-store.h) says it in English for the log; a page
 * shows this instead.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-state"

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n.h>

#include "perch-state-labels.h"
#include "perch-state-store.h"

/**
 * perch_state_label_error:
 * @error: an error of perch_state_store_load()
 *
 * Returns: (nullable): why the file could not be read, in the user's language (the
 * store has kept the file aside); NULL for an error the store does not give
 */
char *
perch_state_label_error (const GError *error)
{
  g_return_val_if_fail (error != NULL, NULL);

  if (error->domain == PERCH_STATE_STORE_ERROR)
    switch (error->code)
      {
      case PERCH_STATE_STORE_ERROR_CORRUPT:
        return g_strdup (_("the file is damaged; it was kept aside"));
      case PERCH_STATE_STORE_ERROR_NEWER:
        return g_strdup (_("the file comes from a newer version of Perch; it was kept aside"));
      case PERCH_STATE_STORE_ERROR_UNREADABLE:
      default:
        return g_strdup (_("the file could not be read; it was kept aside"));
      }
  /* GLib's own messages are translated already. */
  if (error->domain == G_FILE_ERROR || error->domain == G_IO_ERROR)
    return g_strdup (error->message);
  return NULL;
}
