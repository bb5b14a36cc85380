/* perch-uluru-move.c: the states of an Uluru session and the moves between them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-uluru"

#include <string.h>

#include "perch-uluru-move.h"

G_DEFINE_QUARK (perch-uluru-game-error-quark, perch_uluru_game_error)

static void
placement_to_nest (PerchUluruPlacement *placement)
{
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    placement->place[b] = PERCH_ULURU_OFF;
}

static gboolean
placement_in_nest (const PerchUluruPlacement *placement)
{
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    if (placement->place[b] != PERCH_ULURU_OFF)
      return FALSE;
  return TRUE;
}

/* A card without a colour always names white, so that equal cards compare equal. */
static PerchUluruCard
card_normalized (const PerchUluruCard *card)
{
  PerchUluruCard normal = *card;

  if (!perch_uluru_card_kind_has_colour (normal.kind))
    normal.bird = PERCH_ULURU_WHITE;
  return normal;
}

/* Drops cards beyond a session's slots and zeroes the unused ones. */
static PerchUluruDeal
deal_normalized (const PerchUluruDeal *deal)
{
  PerchUluruDeal normal;

  memset (&normal, 0, sizeof normal);
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    {
      normal.wishes[b].n_cards = MIN (deal->wishes[b].n_cards, PERCH_ULURU_GAME_N_SLOTS);
      for (guint i = 0; i < normal.wishes[b].n_cards; i++)
        normal.wishes[b].cards[i] = card_normalized (&deal->wishes[b].cards[i]);
    }
  return normal;
}

static gboolean
deal_fits (const PerchUluruDeal *deal)
{
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    if (deal->wishes[b].n_cards > PERCH_ULURU_GAME_N_SLOTS)
      return FALSE;
  return TRUE;
}

/* @deal's cards (a bird's beyond the second dropped), in the phase of choosing cards. */
void
perch_uluru_state_init (PerchUluruState      *state,
                        const PerchUluruDeal *deal)
{
  g_return_if_fail (state != NULL);
  g_return_if_fail (deal != NULL);

  memset (state, 0, sizeof *state);
  state->deal = deal_normalized (deal);
  state->phase = PERCH_ULURU_PHASE_CARDS;
  placement_to_nest (&state->played);
}

/* Whether every bird holds a card: then it can be solved and played. */
gboolean
perch_uluru_state_is_complete (const PerchUluruState *state)
{
  g_return_val_if_fail (state != NULL, FALSE);

  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    if (state->deal.wishes[b].n_cards == 0)
      return FALSE;
  return TRUE;
}

gboolean
perch_uluru_state_same_cards (const PerchUluruState *a,
                              const PerchUluruState *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return memcmp (&a->deal, &b->deal, sizeof a->deal) == 0;
}

static gboolean
parse_bird (const char      *token,
            PerchUluruBird  *bird,
            GError         **error)
{
  if (perch_uluru_bird_from_name (token, bird))
    return TRUE;
  g_set_error (error, PERCH_ULURU_GAME_ERROR, PERCH_ULURU_GAME_ERROR_INVALID,
               "unknown bird '%s' (birds: white pink yellow orange red green blue black)",
               token);
  return FALSE;
}

/* A card parser's error, in the session's domain. */
static gboolean
invalid (GError       **error,
         const GError  *cause)
{
  g_set_error_literal (error, PERCH_ULURU_GAME_ERROR, PERCH_ULURU_GAME_ERROR_INVALID,
                       cause->message);
  return FALSE;
}

static gboolean
parse_deal_tokens (char * const    *codes,
                   guint            n_codes,
                   PerchUluruDeal  *deal,
                   GError         **error)
{
  g_autoptr(GError) local_error = NULL;

  if (!perch_uluru_deal_parse ((const char * const *) codes, n_codes, deal, &local_error))
    return invalid (error, local_error);
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    if (deal->wishes[b].n_cards > PERCH_ULURU_GAME_N_SLOTS)
      {
        g_set_error (error, PERCH_ULURU_GAME_ERROR, PERCH_ULURU_GAME_ERROR_INVALID,
                     "%s holds %u cards; a bird holds at most %d here",
                     perch_uluru_bird_name (b), deal->wishes[b].n_cards,
                     PERCH_ULURU_GAME_N_SLOTS);
        return FALSE;
      }
  *deal = deal_normalized (deal);
  return TRUE;
}

static gboolean
expect_n_tokens (char * const  *tokens,
                 guint          n_tokens,
                 guint          expected,
                 const char    *usage,
                 GError       **error)
{
  if (n_tokens == expected)
    return TRUE;
  g_set_error (error, PERCH_ULURU_GAME_ERROR, PERCH_ULURU_GAME_ERROR_INVALID,
               "'%s' %s", tokens[0], usage);
  return FALSE;
}

/**
 * perch_uluru_move_parse:
 * @tokens: the words of one move (@tokens[0] is its keyword), as
 *   perch_uluru_words_split() makes them
 *
 * Returns: whether @tokens are a move (then in @move); whether the move is allowed is
 * for perch_uluru_move_apply() to say
 */
gboolean
perch_uluru_move_parse (char * const    *tokens,
                        guint            n_tokens,
                        PerchUluruMove  *move,
                        GError         **error)
{
  g_autoptr(GError) local_error = NULL;
  const char *word;

  g_return_val_if_fail (tokens != NULL && n_tokens > 0, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  word = tokens[0];
  memset (move, 0, sizeof *move);

  if (strcmp (word, "card") == 0)
    {
      guint64 number;

      move->kind = PERCH_ULURU_MOVE_CARD;
      if (!expect_n_tokens (tokens, n_tokens, 4, "takes a bird, a card number (1 or 2) and a "
                            "card code or '-'", error)
          || !parse_bird (tokens[1], &move->bird, error))
        return FALSE;
      if (!g_ascii_string_to_unsigned (tokens[2], 10, 1, PERCH_ULURU_GAME_N_SLOTS, &number,
                                       NULL))
        {
          g_set_error (error, PERCH_ULURU_GAME_ERROR, PERCH_ULURU_GAME_ERROR_INVALID,
                       "card number '%s' is not 1 or 2", tokens[2]);
          return FALSE;
        }
      move->index = (guint) number - 1;
      move->has_card = strcmp (tokens[3], "-") != 0;
      if (move->has_card && !perch_uluru_card_parse (tokens[3], &move->card, &local_error))
        return invalid (error, local_error);
      move->card = card_normalized (&move->card);
      return TRUE;
    }

  if (strcmp (word, "deal") == 0)
    {
      move->kind = PERCH_ULURU_MOVE_DEAL;
      return parse_deal_tokens (tokens + 1, n_tokens - 1, &move->deal, error);
    }

  if (strcmp (word, "move") == 0)
    {
      guint64 number;

      move->kind = PERCH_ULURU_MOVE_BIRD;
      if (!expect_n_tokens (tokens, n_tokens, 3, "takes a bird and a place (1 to 8, or 'nest')",
                            error)
          || !parse_bird (tokens[1], &move->bird, error))
        return FALSE;
      if (strcmp (tokens[2], "nest") == 0)
        move->place = PERCH_ULURU_OFF;
      else if (g_ascii_string_to_unsigned (tokens[2], 10, 1, PERCH_ULURU_N_PLACES, &number, NULL))
        move->place = (guint) number;
      else
        {
          g_set_error (error, PERCH_ULURU_GAME_ERROR, PERCH_ULURU_GAME_ERROR_INVALID,
                       "place '%s' is not 1 to 8 or 'nest'", tokens[2]);
          return FALSE;
        }
      return TRUE;
    }

  if (strcmp (word, "clear") == 0)
    move->kind = PERCH_ULURU_MOVE_CLEAR;
  else if (strcmp (word, "play") == 0)
    move->kind = PERCH_ULURU_MOVE_PLAY;
  else if (strcmp (word, "check") == 0)
    move->kind = PERCH_ULURU_MOVE_CHECK;
  else
    {
      g_set_error (error, PERCH_ULURU_GAME_ERROR, PERCH_ULURU_GAME_ERROR_INVALID,
                   "unknown move '%s' (moves: card deal clear play move check)", word);
      return FALSE;
    }

  return expect_n_tokens (tokens, n_tokens, 1, "takes nothing after it", error);
}

/* The words perch_uluru_move_parse() reads, as one line. */
char *
perch_uluru_move_to_string (const PerchUluruMove *move)
{
  g_return_val_if_fail (move != NULL, NULL);

  switch (move->kind)
    {
    case PERCH_ULURU_MOVE_CARD:
      {
        g_autofree char *code = move->has_card ? perch_uluru_card_to_code (&move->card)
                                               : g_strdup ("-");

        return g_strdup_printf ("card %s %u %s", perch_uluru_bird_name (move->bird),
                                move->index + 1, code);
      }
    case PERCH_ULURU_MOVE_DEAL:
      {
        g_autofree char *codes = perch_uluru_deal_to_string (&move->deal);

        return g_strconcat ("deal ", codes, NULL);
      }
    case PERCH_ULURU_MOVE_CLEAR:
      return g_strdup ("clear");
    case PERCH_ULURU_MOVE_PLAY:
      return g_strdup ("play");
    case PERCH_ULURU_MOVE_BIRD:
      if (move->place == PERCH_ULURU_OFF)
        return g_strdup_printf ("move %s nest", perch_uluru_bird_name (move->bird));
      return g_strdup_printf ("move %s %u", perch_uluru_bird_name (move->bird), move->place);
    case PERCH_ULURU_MOVE_CHECK:
      return g_strdup ("check");
    default:
      g_return_val_if_reached (NULL);
    }
}

static gboolean
not_allowed (GError     **error,
             const char  *format,
             ...) G_GNUC_PRINTF (2, 3);

static gboolean
not_allowed (GError     **error,
             const char  *format,
             ...)
{
  va_list args;

  va_start (args, format);
  if (error != NULL)
    *error = g_error_new_valist (PERCH_ULURU_GAME_ERROR, PERCH_ULURU_GAME_ERROR_NOT_ALLOWED,
                                 format, args);
  va_end (args);
  return FALSE;
}

/**
 * perch_uluru_move_apply:
 * @from: the state before
 * @move: the move
 * @to: (out): the state after
 * @error: why @move is not allowed in @from
 *
 * The rules of the session: what @move makes of @from. A move that changes nothing is
 * not allowed.
 * Returns: whether @move is allowed
 */
gboolean
perch_uluru_move_apply (const PerchUluruState  *from,
                        const PerchUluruMove   *move,
                        PerchUluruState        *to,
                        GError                **error)
{
  g_return_val_if_fail (from != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (to != NULL, FALSE);
  g_return_val_if_fail ((guint) move->bird < PERCH_ULURU_N_BIRDS, FALSE);

  *to = *from;

  switch (move->kind)
    {
    case PERCH_ULURU_MOVE_CARD:
      {
        PerchUluruWish *wish = &to->deal.wishes[move->bird];
        const char *name = perch_uluru_bird_name (move->bird);
        PerchUluruCard card = card_normalized (&move->card);

        g_return_val_if_fail (move->index < PERCH_ULURU_GAME_N_SLOTS, FALSE);

        if (move->has_card)
          {
            if (move->index > wish->n_cards)
              return not_allowed (error, "%s holds %u card(s): card %u would leave a gap",
                                  name, wish->n_cards, move->index + 1);
            if (move->index < wish->n_cards
                && memcmp (&wish->cards[move->index], &card, sizeof card) == 0)
              return not_allowed (error, "%s already holds that card", name);
            wish->cards[move->index] = card;
            wish->n_cards = MAX (wish->n_cards, move->index + 1);
          }
        else
          {
            if (move->index >= wish->n_cards)
              return not_allowed (error, "%s holds no card %u", name, move->index + 1);
            for (guint i = move->index; i + 1 < wish->n_cards; i++)
              wish->cards[i] = wish->cards[i + 1];
            wish->n_cards--;
            memset (&wish->cards[wish->n_cards], 0, sizeof wish->cards[0]);
          }
        /* New cards in play change the question, not the game; after Check they start
         * a new question. */
        if (to->phase == PERCH_ULURU_PHASE_CHECKED)
          {
            to->phase = PERCH_ULURU_PHASE_CARDS;
            placement_to_nest (&to->played);
          }
        return TRUE;
      }

    case PERCH_ULURU_MOVE_DEAL:
    case PERCH_ULURU_MOVE_CLEAR:
      if (move->kind == PERCH_ULURU_MOVE_DEAL && !deal_fits (&move->deal))
        return not_allowed (error, "a bird holds at most %d cards here",
                            PERCH_ULURU_GAME_N_SLOTS);
      if (move->kind == PERCH_ULURU_MOVE_DEAL)
        to->deal = deal_normalized (&move->deal);
      else
        memset (&to->deal, 0, sizeof to->deal);
      if (from->phase == PERCH_ULURU_PHASE_CARDS && perch_uluru_state_same_cards (from, to))
        return not_allowed (error, "the birds already hold these cards");
      to->phase = PERCH_ULURU_PHASE_CARDS;
      placement_to_nest (&to->played);
      return TRUE;

    case PERCH_ULURU_MOVE_PLAY:
      if (!perch_uluru_state_is_complete (from))
        return not_allowed (error, "every bird needs a card before play");
      if (from->phase == PERCH_ULURU_PHASE_PLAYING && placement_in_nest (&from->played))
        return not_allowed (error, "play has just begun");
      to->phase = PERCH_ULURU_PHASE_PLAYING;
      placement_to_nest (&to->played);
      return TRUE;

    case PERCH_ULURU_MOVE_BIRD:
      g_return_val_if_fail (move->place <= PERCH_ULURU_N_PLACES, FALSE);
      if (from->phase != PERCH_ULURU_PHASE_PLAYING)
        return not_allowed (error, "birds move only in play");
      if (from->played.place[move->bird] == move->place)
        return not_allowed (error, "%s is there already", perch_uluru_bird_name (move->bird));
      /* A bird already on the place takes the moving bird's old one. */
      perch_uluru_placement_move (&to->played, move->bird, move->place);
      return TRUE;

    case PERCH_ULURU_MOVE_CHECK:
      if (from->phase != PERCH_ULURU_PHASE_PLAYING)
        return not_allowed (error, "there is no placement to check outside play");
      to->phase = PERCH_ULURU_PHASE_CHECKED;
      return TRUE;

    default:
      g_return_val_if_reached (FALSE);
    }
}

/* Checks that @line (of @length bytes, no newline) is printable ASCII and not too long,
 * before it is split. */
static gboolean
check_line (const char  *line,
            gsize        length,
            GError     **error)
{
  if (length > PERCH_ULURU_GAME_MAX_LINE)
    {
      g_set_error (error, PERCH_ULURU_GAME_ERROR, PERCH_ULURU_GAME_ERROR_INVALID,
                   "column %d: the line is too long (at most %d characters)",
                   PERCH_ULURU_GAME_MAX_LINE + 1, PERCH_ULURU_GAME_MAX_LINE);
      return FALSE;
    }
  for (gsize i = 0; i < length; i++)
    if (line[i] < 0x20 || line[i] > 0x7e)
      {
        g_set_error (error, PERCH_ULURU_GAME_ERROR, PERCH_ULURU_GAME_ERROR_INVALID,
                     "column %" G_GSIZE_FORMAT ": unexpected byte 0x%02x", i + 1,
                     (guint) (guchar) line[i]);
        return FALSE;
      }
  for (gsize i = 0; i < length; i++)
    if (line[i] == ' ' && (i == 0 || i + 1 == length || line[i + 1] == ' '))
      {
        g_set_error (error, PERCH_ULURU_GAME_ERROR, PERCH_ULURU_GAME_ERROR_INVALID,
                     "column %" G_GSIZE_FORMAT ": words are separated by one space", i + 1);
        return FALSE;
      }
  return TRUE;
}

/**
 * perch_uluru_words_split:
 * @line: one line, without its newline
 * @length: its length in bytes
 * @error: what is wrong, with its column
 *
 * Returns: (transfer full) (nullable): the words of @line once it is checked
 * (see the header), or %NULL with @error set
 */
GStrv
perch_uluru_words_split (const char  *line,
                         gsize        length,
                         GError     **error)
{
  g_autofree char *copy = NULL;

  g_return_val_if_fail (line != NULL || length == 0, NULL);

  if (!check_line (line, length, error))
    return NULL;
  if (length == 0)
    {
      g_set_error_literal (error, PERCH_ULURU_GAME_ERROR, PERCH_ULURU_GAME_ERROR_INVALID,
                           "an empty line");
      return NULL;
    }
  copy = g_strndup (line, length);
  return g_strsplit (copy, " ", -1);
}

/**
 * perch_uluru_state_parse:
 * @words: "W1 .. W8": the cards of the eight birds, in the phase of choosing cards; or
 *   "W1 .. W8 play P" or "W1 .. W8 checked P" with the player's placement P (as
 *   perch_uluru_placement_parse() reads it)
 *
 * Returns: whether @words are a state (then in @state)
 */
gboolean
perch_uluru_state_parse (char * const     *words,
                         guint             n_words,
                         PerchUluruState  *state,
                         GError          **error)
{
  g_autoptr(GError) local_error = NULL;
  PerchUluruDeal deal;
  PerchUluruState parsed;
  guint n_codes = n_words == PERCH_ULURU_N_BIRDS + 2 ? PERCH_ULURU_N_BIRDS : n_words;

  g_return_val_if_fail (words != NULL || n_words == 0, FALSE);
  g_return_val_if_fail (state != NULL, FALSE);

  if (!parse_deal_tokens (words, n_codes, &deal, error))
    return FALSE;
  perch_uluru_state_init (&parsed, &deal);
  if (n_codes < n_words)
    {
      const char *phase = words[n_words - 2];

      if (strcmp (phase, "play") == 0)
        parsed.phase = PERCH_ULURU_PHASE_PLAYING;
      else if (strcmp (phase, "checked") == 0)
        parsed.phase = PERCH_ULURU_PHASE_CHECKED;
      else
        {
          g_set_error (error, PERCH_ULURU_GAME_ERROR, PERCH_ULURU_GAME_ERROR_INVALID,
                       "after the cards, expected 'play' or 'checked' and a placement, "
                       "found '%s'", phase);
          return FALSE;
        }
      if (!perch_uluru_placement_parse (words[n_words - 1], &parsed.played, &local_error))
        return invalid (error, local_error);
    }

  *state = parsed;
  return TRUE;
}
