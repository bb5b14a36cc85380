/* perch-logic-labels.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "config.h"

#include <glib/gi18n.h>

#include "perch-logic-labels.h"

static char *
format_count (guint64 n)
{
  return g_strdup_printf ("%'" G_GUINT64_FORMAT, n);
}

/* A mistake or a warning with its place: "Line 3, column 1: unknown name 'zebr'". The
 * message is the core's own. */
char *
perch_logic_label_problem (const PerchLogicLocation *where,
                           const char               *message)
{
  g_return_val_if_fail (where != NULL && message != NULL, NULL);

  /* Translators: where a mistake or a warning is in the puzzle, then what it says */
  return g_strdup_printf (_("Line %u, column %u: %s"), where->line, where->column, message);
}

/* The title of a puzzle that cannot be solved, by the kind of its mistake. */
const char *
perch_logic_label_mistake_kind (PerchLogicError kind)
{
  switch (kind)
    {
    case PERCH_LOGIC_ERROR_NAME:      return _("A Name Is Unknown or Misused");
    case PERCH_LOGIC_ERROR_DOMAIN:    return _("Impossible Values");
    case PERCH_LOGIC_ERROR_TOO_LARGE: return _("Too Large to Solve");
    case PERCH_LOGIC_ERROR_SYNTAX:
    default:                          return _("The Puzzle Has a Mistake");
    }
}

/* What a search is doing, as it starts. */
const char *
perch_logic_label_searching (PerchLogicSearch search,
                             gboolean         optimizing)
{
  switch (search)
    {
    case PERCH_LOGIC_SEARCH_FIRST:
      return optimizing ? _("Looking for the best solution…") : _("Looking for a solution…");
    case PERCH_LOGIC_SEARCH_COUNT:
      return _("Counting solutions…");
    case PERCH_LOGIC_SEARCH_ALL:
    default:
      return optimizing ? _("Looking for the best solution…")
                        : _("Looking for every solution…");
    }
}

/* The busy line as the search goes on: "Counting solutions… 1,204,311 nodes". */
char *
perch_logic_label_progress (const char *searching,
                            guint64     nodes)
{
  g_autofree char *count = format_count (nodes);

  /* Translators: what the search does, then how many nodes (positions tried) it explored */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s %s node", "%s %s nodes", nodes),
                          searching, count);
}

char *
perch_logic_label_figures (const PerchLogicStats *stats)
{
  g_autofree char *nodes = format_count (stats->nodes);
  g_autofree char *failures = format_count (stats->failures);
  g_autofree char *propagations = format_count (stats->propagations);
  g_autofree char *ms = g_strdup_printf (stats->ms < 10 ? "%.2f" : "%.0f", stats->ms);

  /* Translators: the search figures: milliseconds, nodes, failures, propagations (the
   * line is cut at its end in a narrow window) */
  return g_strdup_printf (_("%s ms · %s nodes · %s failures · %s propagations"),
                          ms, nodes, failures, propagations);
}

/* What the search found, in a few words: "Unique solution", "32 solutions". */
char *
perch_logic_label_headline (const PerchLogicResult *result,
                            PerchLogicSearch        search)
{
  g_autofree char *count = format_count (result->count);

  if (result->solutions->len == 0)
    return g_strdup (result->status == PERCH_LOGIC_STATUS_STOPPED ? _("Search stopped")
                                                                  : _("No solution"));
  /* The optimum is proven: the page sets no node limit. FIRST returns one solution that
   * reaches it; ALL and COUNT every one. */
  if (result->has_optimum && (search == PERCH_LOGIC_SEARCH_FIRST || result->count == 1))
    return g_strdup (_("Best solution"));
  if (result->has_optimum)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s best solution",
                                         "%s best solutions", result->count), count);
  if (result->status == PERCH_LOGIC_STATUS_STOPPED)
    /* Translators: %s is a count of solutions found before the search was stopped */
    return g_strdup_printf (_("At least %s solutions"), count);
  if (!result->complete)
    return g_strdup (_("First solution"));
  if (result->count == 1)
    return g_strdup (_("Unique solution"));
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s solution", "%s solutions",
                                       result->count), count);
}

/* That the text has warnings, which may explain an answer, or NULL. */
char *
perch_logic_label_warnings (guint n_warnings)
{
  if (n_warnings == 0)
    return NULL;
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "The puzzle was solved as written, but it has %u "
                                       "warning: see under the text.",
                                       "The puzzle was solved as written, but it has %u "
                                       "warnings: see under the text.",
                                       n_warnings), n_warnings);
}

/* What the answer leaves open, or NULL. */
char *
perch_logic_label_note (const PerchLogicResult *result,
                        PerchLogicSearch        search,
                        guint                   n_warnings)
{
  g_autoptr(GString) note = g_string_new (NULL);
  g_autofree char *count = format_count (result->count);
  g_autofree char *kept = format_count (result->solutions->len);
  g_autofree char *warnings = perch_logic_label_warnings (n_warnings);

  if (search == PERCH_LOGIC_SEARCH_FIRST && !result->complete && !result->has_optimum)
    g_string_append (note, _("The search stopped at the first solution. Find all solutions "
                             "to learn whether it is the only one."));
  else if (search == PERCH_LOGIC_SEARCH_COUNT && result->count > 1)
    g_string_append (note, _("Counting keeps only the first solution. Find all solutions to "
                             "browse them."));
  else if (result->count > result->solutions->len)
    /* Translators: solutions kept for browsing, and solutions found */
    g_string_append_printf (note, _("The first %s of %s solutions are kept for browsing."),
                            kept, count);
  if (warnings != NULL)
    g_string_append_printf (note, "%s%s", note->len > 0 ? " " : "", warnings);
  return note->len > 0 ? g_string_free (g_steal_pointer (&note), FALSE) : NULL;
}

/* What Check found, without saying more: "2 marks are wrong (in red)". */
char *
perch_logic_label_check (PerchLogicMarksCheck check,
                         guint                n_wrong,
                         gboolean             complete)
{
  switch (check)
    {
    case PERCH_LOGIC_MARKS_FIT:
      return g_strdup (complete ? _("Solved! Every mark agrees with the puzzle.")
                                : _("No mistakes so far: every mark agrees with the clues."));
    case PERCH_LOGIC_MARKS_CONTRADICT:
      if (n_wrong == 0)
        return g_strdup (_("Your marks cannot all be right: together they contradict the "
                           "clues, though none does on its own."));
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%u mark contradicts the clues: it is shown in red.",
                                           "%u marks contradict the clues: they are shown in "
                                           "red.", n_wrong), n_wrong);
    case PERCH_LOGIC_MARKS_UNKNOWN:
    default:
      return g_strdup (_("The check gave up: this puzzle takes too long to check."));
    }
}

/* How an explanation ended, after its last step. */
char *
perch_logic_label_explained (PerchLogicExplainStatus status,
                             guint                   n_steps,
                             gboolean                limited)
{
  if (status == PERCH_LOGIC_EXPLAIN_SOLVED)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Solved in %u step.",
                                         "Solved in %u steps.", n_steps), n_steps);
  if (limited)
    return g_strdup (_("Stuck: nothing more follows that the explainer could find in time."));
  return g_strdup (_("Stuck: nothing more follows, so the puzzle has more than one solution. "
                     "Each blank cell is ✓ in one of them and ✗ in another."));
}

/* Under the grid once it is explained: "54 steps · 41 ms". */
char *
perch_logic_label_explain_figures (guint  n_steps,
                                   double ms)
{
  g_autofree char *time = g_strdup_printf (ms < 10 ? "%.2f" : "%.0f", ms);

  /* Translators: the steps of an explanation, then the milliseconds it took */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u step · %s ms", "%u steps · %s ms",
                                       n_steps), n_steps, time);
}

/* Why a puzzle cannot be explained, or a hint given. */
const char *
perch_logic_label_explain_error (const GError *error)
{
  g_return_val_if_fail (error != NULL, NULL);

  if (error->domain == PERCH_LOGIC_EXPLAIN_ERROR)
    switch ((PerchLogicExplainError) error->code)
      {
      case PERCH_LOGIC_EXPLAIN_ERROR_UNSUPPORTED:
        return _("This puzzle has no step-by-step explanation: it maximises or minimises "
                 "something, or it is too large.");
      case PERCH_LOGIC_EXPLAIN_ERROR_NO_SOLUTION:
        return _("The puzzle has no solution, so there is nothing to explain.");
      case PERCH_LOGIC_EXPLAIN_ERROR_CONTRADICTION:
        return _("Your marks contradict the clues.");
      default:
        break;
      }
  return _("The puzzle could not be explained.");
}

/* Why a click left a cell as it was. */
const char *
perch_logic_label_marks_error (const GError *error)
{
  g_return_val_if_fail (error != NULL, NULL);

  if (g_error_matches (error, PERCH_LOGIC_MARKS_ERROR, PERCH_LOGIC_MARKS_ERROR_PEN))
    return _("This cell follows from your other marks: change those to change it.");
  return _("Neither ✓ nor ✗ fits here with your other marks.");
}
