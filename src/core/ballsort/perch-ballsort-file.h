/* perch-ballsort-file.h: files of Ball Sort levels, one a line, "NAME :: LEVEL"
 *
 * The file format of Perch's level files, of `perch-cli ballsort solve -f`
 * and of the test data: one level per line in the level text format,
 * optionally after a name and "::"; blank lines and lines starting with '#'
 * are skipped. A name may carry key=value words (the data sets list each
 * level's optimum that way: "L0001 ball=6 water=3 :: r r b b | b b r r | -").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-ballsort-level.h"

G_BEGIN_DECLS

typedef struct
{
  guint               line;     /* 1-based */
  char               *name;     /* the text before "::", stripped; NULL without one */
  char               *text;     /* the level's text, stripped */
  PerchBallsortLevel *level;    /* NULL when the text is not a valid level */
  GError             *error;    /* then why, as "line L, column C: ..." */
  gsize               column;   /* then where in the line (1-based) */
} PerchBallsortFileEntry;

GPtrArray              *perch_ballsort_file_read        (const char                   *contents,
                                                         gssize                        length);
PerchBallsortFileEntry *perch_ballsort_file_read_first  (const char                   *contents,
                                                         gssize                        length,
                                                         GError                      **error);
void                    perch_ballsort_file_entry_free  (PerchBallsortFileEntry       *entry);
char                   *perch_ballsort_file_entry_get   (const PerchBallsortFileEntry *entry,
                                                         const char                   *key);

void                    perch_ballsort_file_append      (GString                      *out,
                                                         const char                   *name,
                                                         const PerchBallsortLevel     *level);
char                   *perch_ballsort_file_write       (const char                   *name,
                                                         const PerchBallsortLevel     *level);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PerchBallsortFileEntry, perch_ballsort_file_entry_free)

G_END_DECLS
