/* perch-application.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define PERCH_TYPE_APPLICATION (perch_application_get_type ())

G_DECLARE_FINAL_TYPE (PerchApplication, perch_application, PERCH, APPLICATION, AdwApplication)

PerchApplication *perch_application_new          (void);
void              perch_application_ensure_types (void);

G_END_DECLS
