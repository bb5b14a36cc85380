/* perch-uluru-scoresheet.c: players, rounds and totals, and their text form
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-uluru"

#include "perch-uluru-scoresheet.h"

#include <string.h>

#define FORMAT_NAME   "perch-uluru-scoresheet"
#define MAX_LINE      4096

/* A player's placement in a round, if they entered one. */
typedef struct
{
  gboolean            entered;
  PerchUluruPlacement placement;
} Entry;

typedef struct
{
  PerchUluruDeal  deal;
  GArray         *entries;  /* of Entry, by player */
} Round;

struct _PerchUluruScoresheet
{
  GPtrArray *names;      /* of char *, by player */
  GPtrArray *rounds;     /* of Round *, the finished ones */
  Round     *current;    /* the round being scored, or NULL */
  guint      rounds_to_play;
};

static Round *
round_new (const PerchUluruDeal *deal,
           guint                 n_players)
{
  Round *round = g_new0 (Round, 1);

  round->deal = *deal;
  round->entries = g_array_new (FALSE, TRUE, sizeof (Entry));
  g_array_set_size (round->entries, n_players);

  return round;
}

static void
round_free (Round *round)
{
  g_array_unref (round->entries);
  g_free (round);
}

static Entry *
round_entry (const Round *round,
             guint        player)
{
  return &g_array_index (round->entries, Entry, player);
}

static guint
entry_points (const Round *round,
              guint        player)
{
  g_autoptr(PerchUluruScore) score = NULL;
  const Entry *entry = round_entry (round, player);

  if (!entry->entered)
    return PERCH_ULURU_NOT_PLAYED;
  score = perch_uluru_score_new (&round->deal, &entry->placement);

  return score->total;
}

PerchUluruScoresheet *
perch_uluru_scoresheet_new (void)
{
  PerchUluruScoresheet *self = g_new0 (PerchUluruScoresheet, 1);

  self->names = g_ptr_array_new_with_free_func (g_free);
  self->rounds = g_ptr_array_new_with_free_func ((GDestroyNotify) round_free);

  return self;
}

void
perch_uluru_scoresheet_free (PerchUluruScoresheet *self)
{
  if (self == NULL)
    return;

  g_ptr_array_unref (self->names);
  g_ptr_array_unref (self->rounds);
  g_clear_pointer (&self->current, round_free);
  g_free (self);
}

guint
perch_uluru_scoresheet_n_players (const PerchUluruScoresheet *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->names->len;
}

const char *
perch_uluru_scoresheet_player_name (const PerchUluruScoresheet *self,
                                    guint                       player)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (player < self->names->len, NULL);

  return g_ptr_array_index (self->names, player);
}

/* Whether @name (trimmed) would do for a new player, or for @player when renaming
 * (any other number: a new player). */
PerchUluruNameProblem
perch_uluru_scoresheet_name_problem (const PerchUluruScoresheet *self,
                                     const char                 *name,
                                     guint                       player)
{
  g_autofree char *trimmed = NULL;
  g_autofree char *folded = NULL;

  g_return_val_if_fail (self != NULL, PERCH_ULURU_NAME_EMPTY);
  g_return_val_if_fail (name != NULL, PERCH_ULURU_NAME_EMPTY);

  if (!g_utf8_validate (name, -1, NULL))
    return PERCH_ULURU_NAME_BAD_CHARACTER;
  trimmed = g_strstrip (g_strdup (name));
  if (*trimmed == '\0')
    return PERCH_ULURU_NAME_EMPTY;
  if (g_utf8_strlen (trimmed, -1) > PERCH_ULURU_MAX_NAME)
    return PERCH_ULURU_NAME_TOO_LONG;
  for (const char *c = trimmed; *c != '\0'; c = g_utf8_next_char (c))
    if (g_unichar_iscntrl (g_utf8_get_char (c)))
      return PERCH_ULURU_NAME_BAD_CHARACTER;

  folded = g_utf8_casefold (trimmed, -1);
  for (guint i = 0; i < self->names->len; i++)
    {
      g_autofree char *other = g_utf8_casefold (g_ptr_array_index (self->names, i), -1);

      if (i != player && strcmp (folded, other) == 0)
        return PERCH_ULURU_NAME_TAKEN;
    }

  return PERCH_ULURU_NAME_OK;
}

static gboolean
check_name (const PerchUluruScoresheet  *self,
            const char                  *name,
            guint                        player,
            GError                     **error)
{
  static const char * const problems[] = {
    [PERCH_ULURU_NAME_EMPTY]          = "a name needs at least one letter",
    [PERCH_ULURU_NAME_TOO_LONG]       = "a name has at most 40 characters",
    [PERCH_ULURU_NAME_BAD_CHARACTER]  = "a name is text without control characters",
    [PERCH_ULURU_NAME_TAKEN]          = "another player has this name",
  };
  PerchUluruNameProblem problem = perch_uluru_scoresheet_name_problem (self, name, player);

  if (problem == PERCH_ULURU_NAME_OK)
    return TRUE;

  g_set_error_literal (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_NAME,
                       problems[problem]);
  return FALSE;
}

static void
add_entry_everywhere (PerchUluruScoresheet *self)
{
  Entry none = { FALSE, { { 0 } } };

  for (guint r = 0; r < self->rounds->len; r++)
    g_array_append_val (((Round *) g_ptr_array_index (self->rounds, r))->entries, none);
  if (self->current != NULL)
    g_array_append_val (self->current->entries, none);
}

/* A new player, last; they have played none of the finished rounds. */
gboolean
perch_uluru_scoresheet_add_player (PerchUluruScoresheet  *self,
                                   const char            *name,
                                   GError               **error)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_name (self, name, G_MAXUINT, error))
    return FALSE;
  if (self->names->len >= PERCH_ULURU_MAX_PLAYERS)
    {
      g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_NAME,
                   "a table has at most %d players", PERCH_ULURU_MAX_PLAYERS);
      return FALSE;
    }

  g_ptr_array_add (self->names, g_strstrip (g_strdup (name)));
  add_entry_everywhere (self);

  return TRUE;
}

gboolean
perch_uluru_scoresheet_rename_player (PerchUluruScoresheet  *self,
                                      guint                  player,
                                      const char            *name,
                                      GError               **error)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (player < self->names->len, FALSE);
  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_name (self, name, player, error))
    return FALSE;

  g_free (g_ptr_array_index (self->names, player));
  g_ptr_array_index (self->names, player) = g_strstrip (g_strdup (name));

  return TRUE;
}

/* Removes the player and their placements in every round; later players move up. */
void
perch_uluru_scoresheet_remove_player (PerchUluruScoresheet *self,
                                      guint                 player)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (player < self->names->len);

  g_ptr_array_remove_index (self->names, player);
  for (guint r = 0; r < self->rounds->len; r++)
    g_array_remove_index (((Round *) g_ptr_array_index (self->rounds, r))->entries, player);
  if (self->current != NULL)
    g_array_remove_index (self->current->entries, player);
}

guint
perch_uluru_scoresheet_rounds_to_play (const PerchUluruScoresheet *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->rounds_to_play;
}

/* How many rounds the game lasts; 0 for no set number. */
void
perch_uluru_scoresheet_set_rounds_to_play (PerchUluruScoresheet *self,
                                           guint                 rounds)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (rounds <= PERCH_ULURU_MAX_ROUNDS);

  self->rounds_to_play = rounds;
}

/* Starts scoring a round of @deal, dropping a round being scored before. */
void
perch_uluru_scoresheet_start_round (PerchUluruScoresheet *self,
                                    const PerchUluruDeal *deal)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (deal != NULL);

  g_clear_pointer (&self->current, round_free);
  self->current = round_new (deal, self->names->len);
}

/* The wishes of the round being scored, or NULL. */
const PerchUluruDeal *
perch_uluru_scoresheet_current_deal (const PerchUluruScoresheet *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->current != NULL ? &self->current->deal : NULL;
}

/* Enters @player's placement in the round being scored; NULL takes it back. */
void
perch_uluru_scoresheet_set_placement (PerchUluruScoresheet      *self,
                                      guint                      player,
                                      const PerchUluruPlacement *placement)
{
  Entry *entry;

  g_return_if_fail (self != NULL);
  g_return_if_fail (self->current != NULL);
  g_return_if_fail (player < self->names->len);
  g_return_if_fail (placement == NULL || perch_uluru_placement_is_valid (placement));

  entry = round_entry (self->current, player);
  entry->entered = placement != NULL;
  if (placement != NULL)
    entry->placement = *placement;
}

/* @player's placement in the round being scored, or NULL if not entered yet. */
const PerchUluruPlacement *
perch_uluru_scoresheet_placement (const PerchUluruScoresheet *self,
                                  guint                       player)
{
  const Entry *entry;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (player < self->names->len, NULL);

  if (self->current == NULL)
    return NULL;
  entry = round_entry (self->current, player);

  return entry->entered ? &entry->placement : NULL;
}

/* @player's placement in the round being scored, card by card; NULL if not entered. */
PerchUluruScore *
perch_uluru_scoresheet_score (const PerchUluruScoresheet *self,
                              guint                       player)
{
  const PerchUluruPlacement *placement = perch_uluru_scoresheet_placement (self, player);

  if (placement == NULL)
    return NULL;

  return perch_uluru_score_new (&self->current->deal, placement);
}

/* Adds the round being scored to the finished ones; every player needs a placement. */
gboolean
perch_uluru_scoresheet_finish_round (PerchUluruScoresheet  *self,
                                     GError               **error)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->current == NULL || self->names->len == 0)
    {
      g_set_error_literal (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_ROUND_INCOMPLETE,
                           self->current == NULL ? "no round is being scored"
                                                 : "the table has no players");
      return FALSE;
    }
  for (guint p = 0; p < self->names->len; p++)
    if (!round_entry (self->current, p)->entered)
      {
        g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_ROUND_INCOMPLETE,
                     "%s has no placement yet", (char *) g_ptr_array_index (self->names, p));
        return FALSE;
      }
  if (self->rounds->len >= PERCH_ULURU_MAX_ROUNDS)
    {
      g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_ROUND_INCOMPLETE,
                   "a score sheet has at most %d rounds", PERCH_ULURU_MAX_ROUNDS);
      return FALSE;
    }

  g_ptr_array_add (self->rounds, g_steal_pointer (&self->current));

  return TRUE;
}

guint
perch_uluru_scoresheet_n_rounds (const PerchUluruScoresheet *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->rounds->len;
}

const PerchUluruDeal *
perch_uluru_scoresheet_round_deal (const PerchUluruScoresheet *self,
                                   guint                       round)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (round < self->rounds->len, NULL);

  return &((Round *) g_ptr_array_index (self->rounds, round))->deal;
}

/* @player's minus points in finished @round, or PERCH_ULURU_NOT_PLAYED. */
guint
perch_uluru_scoresheet_points (const PerchUluruScoresheet *self,
                               guint                       round,
                               guint                       player)
{
  g_return_val_if_fail (self != NULL, PERCH_ULURU_NOT_PLAYED);
  g_return_val_if_fail (round < self->rounds->len, PERCH_ULURU_NOT_PLAYED);
  g_return_val_if_fail (player < self->names->len, PERCH_ULURU_NOT_PLAYED);

  return entry_points (g_ptr_array_index (self->rounds, round), player);
}

/* @player's minus points over the finished rounds they played. */
guint
perch_uluru_scoresheet_total (const PerchUluruScoresheet *self,
                              guint                       player)
{
  guint total = 0;

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (player < self->names->len, 0);

  for (guint r = 0; r < self->rounds->len; r++)
    {
      guint points = entry_points (g_ptr_array_index (self->rounds, r), player);

      if (points != PERCH_ULURU_NOT_PLAYED)
        total += points;
    }

  return total;
}

/* Whether the set number of rounds is finished. */
gboolean
perch_uluru_scoresheet_is_over (const PerchUluruScoresheet *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->rounds_to_play > 0 && self->rounds->len >= self->rounds_to_play;
}

/* A bit per player in the lead: of those who played the most finished rounds (a player
 * who joined late is not ahead for the rounds missed), the ones with the fewest minus
 * points. 0 before the first round. */
guint32
perch_uluru_scoresheet_leaders (const PerchUluruScoresheet *self)
{
  guint32 leaders = 0;
  guint most_played = 0, least = G_MAXUINT;

  g_return_val_if_fail (self != NULL, 0);

  for (guint p = 0; p < self->names->len; p++)
    {
      guint played = 0, total = perch_uluru_scoresheet_total (self, p);

      for (guint r = 0; r < self->rounds->len; r++)
        played += round_entry (g_ptr_array_index (self->rounds, r), p)->entered;
      if (played == 0 || played < most_played)
        continue;
      if (played > most_played || total < least)
        {
          most_played = played;
          least = total;
          leaders = 0;
        }
      if (total == least)
        leaders |= 1u << p;
    }

  return leaders;
}

static void
append_round (GString     *out,
              const char  *keyword,
              const Round *round)
{
  g_autofree char *deal = perch_uluru_deal_to_string (&round->deal);

  g_string_append_printf (out, "%s %s\n", keyword, deal);
  for (guint p = 0; p < round->entries->len; p++)
    {
      const Entry *entry = round_entry (round, p);
      g_autofree char *placement = NULL;

      if (!entry->entered)
        continue;
      placement = perch_uluru_placement_to_string (&entry->placement);
      g_string_append_printf (out, "placement %u %s\n", p + 1, placement);
    }
}

/* The text form that perch-uluru-scoresheet.h describes. */
char *
perch_uluru_scoresheet_to_text (const PerchUluruScoresheet *self)
{
  GString *out;

  g_return_val_if_fail (self != NULL, NULL);

  out = g_string_new (NULL);
  g_string_append_printf (out, FORMAT_NAME " %d\n", PERCH_ULURU_SCORESHEET_VERSION);
  if (self->rounds_to_play > 0)
    g_string_append_printf (out, "rounds-to-play %u\n", self->rounds_to_play);
  for (guint p = 0; p < self->names->len; p++)
    g_string_append_printf (out, "player %s\n", (char *) g_ptr_array_index (self->names, p));
  for (guint r = 0; r < self->rounds->len; r++)
    append_round (out, "round", g_ptr_array_index (self->rounds, r));
  if (self->current != NULL)
    append_round (out, "current", self->current);

  return g_string_free (out, FALSE);
}

typedef struct
{
  PerchUluruScoresheet *sheet;
  guint                 line;
  gboolean              seen_header;
  gboolean              seen_rounds_to_play;
  Round                *last_round;   /* the round placements go to */
} Reader;

static gboolean
read_number (const char *text,
             guint       max,
             guint      *number)
{
  guint64 value;

  if (!g_ascii_string_to_unsigned (text, 10, 0, max, &value, NULL))
    return FALSE;
  *number = value;

  return TRUE;
}

static gboolean
read_deal (const char      *text,
           PerchUluruDeal  *deal,
           GError         **error)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \t", -1);
  g_autoptr(GPtrArray) codes = g_ptr_array_new ();

  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      g_ptr_array_add (codes, words[i]);

  return perch_uluru_deal_parse ((const char * const *) codes->pdata, codes->len, deal, error);
}

static gboolean
read_placement_line (Reader      *reader,
                     const char  *rest,
                     GError     **error)
{
  const char *space = strchr (rest, ' ');
  g_autofree char *number_text = NULL;
  PerchUluruPlacement placement;
  guint player;
  Entry *entry;

  if (reader->last_round == NULL)
    {
      g_set_error_literal (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_SCORESHEET,
                           "a placement before any round");
      return FALSE;
    }
  number_text = g_strndup (rest, space != NULL ? (gsize) (space - rest) : strlen (rest));
  if (!read_number (number_text, reader->sheet->names->len, &player) || player == 0)
    {
      g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_SCORESHEET,
                   "'%.20s' is not a player's number (1 to %u)", number_text,
                   reader->sheet->names->len);
      return FALSE;
    }
  if (space == NULL || !perch_uluru_placement_parse (space + 1, &placement, error))
    {
      if (space == NULL)
        g_set_error_literal (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_SCORESHEET,
                             "the placement is missing after the player's number");
      return FALSE;
    }
  entry = round_entry (reader->last_round, player - 1);
  if (entry->entered)
    {
      g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_SCORESHEET,
                   "a second placement of player %u in this round", player);
      return FALSE;
    }
  entry->entered = TRUE;
  entry->placement = placement;

  return TRUE;
}

static gboolean
read_line (Reader      *reader,
           const char  *line,
           GError     **error)
{
  PerchUluruScoresheet *sheet = reader->sheet;
  const char *space = strchr (line, ' ');
  g_autofree char *keyword = g_strndup (line, space != NULL ? (gsize) (space - line)
                                                            : strlen (line));
  const char *rest = space != NULL ? space + 1 : "";
  guint number;

  if (!reader->seen_header)
    {
      if (strcmp (keyword, FORMAT_NAME) != 0)
        {
          g_set_error_literal (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_SCORESHEET,
                               "not an Uluru score sheet (it starts with '" FORMAT_NAME
                               " 1')");
          return FALSE;
        }
      if (!read_number (rest, G_MAXUINT, &number) || number == 0)
        {
          g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_SCORESHEET,
                       "'%.20s' is not a version number", rest);
          return FALSE;
        }
      if (number > PERCH_ULURU_SCORESHEET_VERSION)
        {
          g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_SCORESHEET,
                       "version %u is newer than this Perch reads (%d)", number,
                       PERCH_ULURU_SCORESHEET_VERSION);
          return FALSE;
        }
      reader->seen_header = TRUE;
      return TRUE;
    }

  if (strcmp (keyword, "rounds-to-play") == 0)
    {
      if (reader->seen_rounds_to_play)
        {
          g_set_error_literal (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_SCORESHEET,
                               "rounds-to-play is given twice");
          return FALSE;
        }
      if (!read_number (rest, PERCH_ULURU_MAX_ROUNDS, &number))
        {
          g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_SCORESHEET,
                       "rounds-to-play takes 0 to %d, not '%.20s'", PERCH_ULURU_MAX_ROUNDS,
                       rest);
          return FALSE;
        }
      reader->seen_rounds_to_play = TRUE;
      sheet->rounds_to_play = number;
      return TRUE;
    }

  if (strcmp (keyword, "player") == 0)
    {
      if (reader->last_round != NULL)
        {
          g_set_error_literal (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_SCORESHEET,
                               "the players come before the rounds");
          return FALSE;
        }
      return perch_uluru_scoresheet_add_player (sheet, rest, error);
    }

  if (strcmp (keyword, "round") == 0 || strcmp (keyword, "current") == 0)
    {
      gboolean current = keyword[0] == 'c';
      PerchUluruDeal deal;

      if (sheet->current != NULL)
        {
          g_set_error_literal (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_SCORESHEET,
                               "the current round comes last");
          return FALSE;
        }
      if (!current && sheet->rounds->len >= PERCH_ULURU_MAX_ROUNDS)
        {
          g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_SCORESHEET,
                       "more than %d rounds", PERCH_ULURU_MAX_ROUNDS);
          return FALSE;
        }
      if (!read_deal (rest, &deal, error))
        return FALSE;
      reader->last_round = round_new (&deal, sheet->names->len);
      if (current)
        sheet->current = reader->last_round;
      else
        g_ptr_array_add (sheet->rounds, reader->last_round);
      return TRUE;
    }

  if (strcmp (keyword, "placement") == 0)
    return read_placement_line (reader, rest, error);

  g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_SCORESHEET,
               "unknown line '%.20s' (lines start with player, round, placement, current or "
               "rounds-to-play)", keyword);
  return FALSE;
}

/* Reads the text form that perch-uluru-scoresheet.h describes (@length -1 when @text
 * ends with a NUL); the error names the line. */
PerchUluruScoresheet *
perch_uluru_scoresheet_new_from_text (const char  *text,
                                      gssize       length,
                                      GError     **error)
{
  g_autoptr(PerchUluruScoresheet) sheet = NULL;
  g_autoptr(GError) line_error = NULL;
  Reader reader = { 0 };
  const char *end, *invalid;

  g_return_val_if_fail (text != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (length < 0)
    length = strlen (text);
  end = text + length;
  sheet = perch_uluru_scoresheet_new ();
  reader.sheet = sheet;

  /* A NUL byte or broken UTF-8: said on its line, before reading anything. */
  if (!g_utf8_validate (text, length, &invalid))
    {
      guint line = 1;

      for (const char *c = text; c < invalid; c++)
        line += *c == '\n';
      g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_SCORESHEET,
                   "line %u: not text (a NUL byte, or not UTF-8)", line);
      return NULL;
    }

  for (const char *start = text; start < end; )
    {
      const char *newline = memchr (start, '\n', end - start);
      const char *stop = newline != NULL ? newline : end;
      g_autofree char *line = NULL;

      reader.line++;
      if (stop - start > MAX_LINE)
        {
          g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_SCORESHEET,
                       "line %u: longer than %d bytes", reader.line, MAX_LINE);
          return NULL;
        }
      line = g_strndup (start, stop - start);
      g_strchomp (line);
      start = newline != NULL ? newline + 1 : end;

      if (line[0] == '\0' || line[0] == '#')
        continue;
      if (!read_line (&reader, line, &line_error))
        {
          g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_SCORESHEET,
                       "line %u: %s", reader.line, line_error->message);
          return NULL;
        }
    }

  if (!reader.seen_header)
    {
      g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_SCORESHEET,
                   "line %u: the text ends before '" FORMAT_NAME " 1'", reader.line + 1);
      return NULL;
    }

  return g_steal_pointer (&sheet);
}
