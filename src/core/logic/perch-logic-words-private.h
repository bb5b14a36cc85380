/* perch-logic-words-private.h: how the parser records its messages in parts
 * (perch-logic-words.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "perch-logic-puzzle.h"

G_BEGIN_DECLS

/* Fills @words from @format (an N_() literal: it is kept, not copied) and its arguments,
 * whose conversions are %s, %d, %i, %u with at most two 'l's; returns the English message.
 * Bit i of @phrases says that argument i is an English phrase marked with N_(). */
char   *perch_logic_words_init_valist (PerchLogicWords *words,
                                       const char      *format,
                                       guint            phrases,
                                       va_list          args) G_GNUC_PRINTF (2, 0);
/* A PERCH_LOGIC_ERROR with @message that carries @words (taken: @words is left empty). */
GError *perch_logic_error_new_words   (int              code,
                                       const char      *message,
                                       PerchLogicWords *words);

G_END_DECLS
