/* perch-ballsort-game.h: one game of Ball Sort, as the page shows it and the state file keeps it
 *
 * A game is a start level, where it came from, the rules, and a history of
 * positions: every move (in the "A>B" notation), every restart and every empty
 * bottle added for a stuck level is one entry, so undo and redo reach back over
 * them. On top of the history it keeps the
 * solution being followed (found by the solver from some position of the history:
 * playing its next move advances it, playing anything else drops it), the move
 * pointed at as a hint, and what the solver said about a position that has no
 * solution to show.
 *
 * The page observes the game through notify:: and "changed" (emitted once after
 * every change of what the saved text holds) and calls its methods; the solver
 * itself runs in the page's worker, which hands its answers back here.
 *
 * The saved text ("start + moves"), one item a line:
 *
 *   level re re bl bl | bl bl re re | -     the level as it started (first line)
 *   source builtin first-steps              builtin ID | random | typed | pasted | named NAME
 *                                           | difficulty ID (hard) | daily DATE (2026-11-25)
 *   from 17 re bl re bl | ...               the history's first position, when it is not
 *                                           the start, and the moves made to reach it
 *   rules ball                              the rules of the moves that follow (ball|water)
 *   1>3                                     a move
 *   restart                                 back to the start, as one more entry
 *   add 1                                   empty bottles added after the others
 *   at 2                                    the position in the history (default: the last)
 *   solution 2 shortest 1>3 2>1 ...         the solution followed, from history position 2
 *                                           (shortest | found: not proven shortest)
 *   hint 2>3                                the move pointed at, for the current position
 *   verdict unsolvable                      unsolvable | too-large, for the current position
 *
 * Blank lines and lines starting with '#' are skipped. Reading stops at the first
 * bad line, says which ("line 7: ..."), and keeps what came before it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "perch-ballsort-level.h"
#include "perch-ballsort-solver.h"

G_BEGIN_DECLS

/* The history keeps at most this many positions; the oldest go first. A saved
 * text with more is refused from there on. */
#define PERCH_BALLSORT_GAME_MAX_HISTORY 10000
/* A saved text longer than this is refused before it is read. */
#define PERCH_BALLSORT_GAME_MAX_TEXT    (16 * 1024 * 1024)

#define PERCH_BALLSORT_GAME_ERROR (perch_ballsort_game_error_quark ())

typedef enum
{
  PERCH_BALLSORT_GAME_ERROR_INVALID,   /* nothing could be read: the game is unchanged */
  PERCH_BALLSORT_GAME_ERROR_PARTIAL,   /* read up to a bad line: the game holds what came before */
  PERCH_BALLSORT_GAME_ERROR_NO_LEVEL,  /* a text to open holds no level line */
} PerchBallsortGameError;

/* Where the level came from; the page turns it into a title in the user's language. */
typedef enum
{
  PERCH_BALLSORT_SOURCE_BUILTIN,   /* name: the built-in level's id */
  PERCH_BALLSORT_SOURCE_RANDOM,
  PERCH_BALLSORT_SOURCE_TYPED,
  PERCH_BALLSORT_SOURCE_PASTED,
  PERCH_BALLSORT_SOURCE_NAMED,     /* name: a file's name or the ID in front of the level */
  PERCH_BALLSORT_SOURCE_DIFFICULTY, /* name: the difficulty's id ("hard") */
  PERCH_BALLSORT_SOURCE_DAILY,     /* name: the date of the level of the day, YYYY-MM-DD */
} PerchBallsortSource;

/* What the solver said about the current position when it had no solution to show. */
typedef enum
{
  PERCH_BALLSORT_FINDING_NONE,
  PERCH_BALLSORT_FINDING_UNSOLVABLE,
  PERCH_BALLSORT_FINDING_TOO_LARGE,
} PerchBallsortFinding;

#define PERCH_TYPE_BALLSORT_MODEL   (perch_ballsort_model_get_type ())
#define PERCH_TYPE_BALLSORT_SOURCE  (perch_ballsort_source_get_type ())
#define PERCH_TYPE_BALLSORT_FINDING (perch_ballsort_finding_get_type ())
#define PERCH_TYPE_BALLSORT_GAME    (perch_ballsort_game_get_type ())

GType perch_ballsort_model_get_type   (void) G_GNUC_CONST;
GType perch_ballsort_source_get_type  (void) G_GNUC_CONST;
GType perch_ballsort_finding_get_type (void) G_GNUC_CONST;

G_DECLARE_FINAL_TYPE (PerchBallsortGame, perch_ballsort_game, PERCH, BALLSORT_GAME, GObject)

GQuark                    perch_ballsort_game_error_quark        (void);

PerchBallsortGame        *perch_ballsort_game_new                (void);

/* What is shown. */
const PerchBallsortLevel *perch_ballsort_game_get_start          (PerchBallsortGame *self);
const PerchBallsortLevel *perch_ballsort_game_get_level          (PerchBallsortGame *self);
PerchBallsortSource       perch_ballsort_game_get_source         (PerchBallsortGame *self);
const char               *perch_ballsort_game_get_name           (PerchBallsortGame *self);
PerchBallsortModel        perch_ballsort_game_get_model          (PerchBallsortGame *self);
guint                     perch_ballsort_game_get_moves          (PerchBallsortGame *self);
gboolean                  perch_ballsort_game_is_solved          (PerchBallsortGame *self);
gboolean                  perch_ballsort_game_can_undo           (PerchBallsortGame *self);
gboolean                  perch_ballsort_game_can_redo           (PerchBallsortGame *self);
gboolean                  perch_ballsort_game_can_restart        (PerchBallsortGame *self);
gboolean                  perch_ballsort_game_get_last_move      (PerchBallsortGame *self,
                                                                  PerchBallsortMove *move,
                                                                  guint             *amount);

/* Starting a level: a new history. */
void                      perch_ballsort_game_start              (PerchBallsortGame        *self,
                                                                  const PerchBallsortLevel *level,
                                                                  PerchBallsortSource       source,
                                                                  const char               *name);
gboolean                  perch_ballsort_game_start_builtin      (PerchBallsortGame *self,
                                                                  const char        *id);
gboolean                  perch_ballsort_game_open_text          (PerchBallsortGame  *self,
                                                                  const char         *contents,
                                                                  PerchBallsortSource source,
                                                                  const char         *name,
                                                                  char              **bad_line,
                                                                  GError            **error);
char                     *perch_ballsort_game_to_file_text       (PerchBallsortGame *self,
                                                                  const char        *title);

/* Playing. */
void                      perch_ballsort_game_set_model          (PerchBallsortGame  *self,
                                                                  PerchBallsortModel  model);
guint                     perch_ballsort_game_lift_count         (PerchBallsortGame  *self,
                                                                  guint               bottle);
PerchBallsortVerdict      perch_ballsort_game_play               (PerchBallsortGame  *self,
                                                                  PerchBallsortMove   move);
gboolean                  perch_ballsort_game_play_notation      (PerchBallsortGame  *self,
                                                                  const char         *notation,
                                                                  GError            **error);
gboolean                  perch_ballsort_game_undo               (PerchBallsortGame *self);
gboolean                  perch_ballsort_game_redo               (PerchBallsortGame *self);
gboolean                  perch_ballsort_game_restart            (PerchBallsortGame *self);
gboolean                  perch_ballsort_game_add_bottles        (PerchBallsortGame *self,
                                                                  guint              n_bottles);
gboolean                  perch_ballsort_game_is_stuck           (PerchBallsortGame *self);

/* The solution being followed. */
gboolean                  perch_ballsort_game_take_solution (PerchBallsortGame         *self,
                                                              const PerchBallsortLevel  *from,
                                                              const PerchBallsortResult *result);
gboolean                  perch_ballsort_game_has_solution       (PerchBallsortGame *self);
guint                     perch_ballsort_game_get_solution_length (PerchBallsortGame *self);
guint                     perch_ballsort_game_get_solution_position (PerchBallsortGame *self);
gboolean                  perch_ballsort_game_get_solution_optimal (PerchBallsortGame *self);
gboolean                  perch_ballsort_game_step_solution      (PerchBallsortGame *self);
gboolean                  perch_ballsort_game_step_solution_back (PerchBallsortGame *self);
gboolean                  perch_ballsort_game_seek_solution      (PerchBallsortGame *self,
                                                                  guint              step);
void                      perch_ballsort_game_close_solution     (PerchBallsortGame *self);

/* The hint, and what the solver found when there is nothing to show. */
gboolean                  perch_ballsort_game_get_hint           (PerchBallsortGame *self,
                                                                  PerchBallsortMove *move);
gboolean                  perch_ballsort_game_hint_from_solution (PerchBallsortGame *self);
gboolean                  perch_ballsort_game_take_hint (PerchBallsortGame         *self,
                                                          const PerchBallsortLevel  *from,
                                                          const PerchBallsortResult *result);
void                      perch_ballsort_game_clear_hint         (PerchBallsortGame *self);
PerchBallsortFinding      perch_ballsort_game_get_finding        (PerchBallsortGame *self);

/* Saving and restoring. */
char                     *perch_ballsort_game_save               (PerchBallsortGame  *self);
gboolean                  perch_ballsort_game_load               (PerchBallsortGame  *self,
                                                                  const char         *text,
                                                                  gssize              length,
                                                                  GError            **error);
gboolean                  perch_ballsort_game_restore_position   (PerchBallsortGame  *self,
                                                                  const char         *level,
                                                                  const char         *position,
                                                                  guint               moves,
                                                                  PerchBallsortSource source,
                                                                  const char         *name,
                                                                  GError            **error);

G_END_DECLS
