/* perch-uluru-split.h: two children side by side, or one above the other when narrow
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Uluru page's one way of fitting a narrow window: the rock beside the cards or
 * above them, the toolbar in one row or two, a card picker's row with its swatches
 * beside the label or under it. Side by side, the first child gets its natural width
 * and the second the rest; folded, each gets the whole width, the first at most
 * "fold-fraction" of the height and the second what is left. The split folds below
 * "fold-width", or, when that is -1, when the children's natural widths do not fit.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define PERCH_TYPE_ULURU_SPLIT (perch_uluru_split_get_type ())

G_DECLARE_FINAL_TYPE (PerchUluruSplit, perch_uluru_split, PERCH, ULURU_SPLIT, GtkWidget)

GtkWidget *perch_uluru_split_new             (GtkWidget       *first,
                                              GtkWidget       *second);
void       perch_uluru_split_set_fold_width  (PerchUluruSplit *self,
                                              int              width);
gboolean   perch_uluru_split_get_folded      (PerchUluruSplit *self);

G_END_DECLS
