/* perch-uluru-deck.c: the deck by level, the variants and seeded deals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-uluru"

#include "perch-uluru-deck.h"

#include <string.h>

#include "perch-rng.h"

static const char * const variant_codes[PERCH_ULURU_N_VARIANTS] = {
  "first", "all", "no-level-1", "no-levels-1-2", "easy", "hard", "expert",
};

/* The rule sheet splits the deck into two layouts for weaker and stronger players
 * without listing them; ours give each 40 cards: all of levels 1 and 2 plus
 * "next to" and "share a corner" are the easy one. */
static gboolean
in_easy_deck (PerchUluruCardKind kind)
{
  return perch_uluru_card_kind_level (kind) <= 2
         || kind == PERCH_ULURU_CARD_NEXT || kind == PERCH_ULURU_CARD_CORNER;
}

static gboolean
in_variant (PerchUluruVariant  variant,
            PerchUluruCardKind kind)
{
  guint level = perch_uluru_card_kind_level (kind);

  switch (variant)
    {
    case PERCH_ULURU_VARIANT_FIRST:         return level <= 3;
    case PERCH_ULURU_VARIANT_NO_LEVEL_1:    return level != 1;
    case PERCH_ULURU_VARIANT_NO_LEVELS_1_2: return level > 2;
    case PERCH_ULURU_VARIANT_EASY:          return in_easy_deck (kind);
    case PERCH_ULURU_VARIANT_HARD:          return !in_easy_deck (kind);
    case PERCH_ULURU_VARIANT_ALL:
    case PERCH_ULURU_VARIANT_EXPERT:
    case PERCH_ULURU_N_VARIANTS:
    default:
      return TRUE;
    }
}

/* Fills @cards (room for PERCH_ULURU_DECK_SIZE) with the variant's deck, in a fixed
 * order, and returns its size: eight "any", four of each region card, and one card
 * per colour of every kind with a colour. */
guint
perch_uluru_deck_cards (PerchUluruVariant  variant,
                        PerchUluruCard    *cards)
{
  guint n = 0;

  g_return_val_if_fail ((guint) variant < PERCH_ULURU_N_VARIANTS, 0);
  g_return_val_if_fail (cards != NULL, 0);

  for (guint k = 0; k < PERCH_ULURU_N_CARD_KINDS; k++)
    {
      guint copies;

      if (!in_variant (variant, k))
        continue;

      copies = perch_uluru_card_kind_level (k) == 2 ? 4 : PERCH_ULURU_N_BIRDS;
      for (guint i = 0; i < copies; i++)
        cards[n++] = (PerchUluruCard) {
          k, perch_uluru_card_kind_has_colour (k) ? i : PERCH_ULURU_WHITE
        };
    }

  return n;
}

/* "first", "all", ..., "expert:N" (N birds get a second card, 1 to 8). */
gboolean
perch_uluru_variant_parse (const char         *text,
                           PerchUluruVariant  *variant,
                           guint              *n_expert,
                           GError            **error)
{
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (g_str_has_prefix (text, "expert:"))
    {
      const char *number = text + strlen ("expert:");

      if (strlen (number) != 1 || number[0] < '1' || number[0] > '8')
        {
          g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_DEAL,
                       "variant '%s': the number of birds with a second card must be "
                       "1 to 8", text);
          return FALSE;
        }
      if (variant != NULL)
        *variant = PERCH_ULURU_VARIANT_EXPERT;
      if (n_expert != NULL)
        *n_expert = number[0] - '0';
      return TRUE;
    }

  for (guint v = 0; v < PERCH_ULURU_N_VARIANTS; v++)
    if (v != PERCH_ULURU_VARIANT_EXPERT && strcmp (text, variant_codes[v]) == 0)
      {
        if (variant != NULL)
          *variant = v;
        if (n_expert != NULL)
          *n_expert = 0;
        return TRUE;
      }

  g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_DEAL,
               "unknown variant '%s' (variants: first all no-level-1 no-levels-1-2 easy "
               "hard expert:N)", text);
  return FALSE;
}

/* Shuffles the variant's deck with @seed and deals one card per bird in bird order;
 * in the expert variant, @n_expert birds chosen by the same seed get a second card. */
void
perch_uluru_deal_random (PerchUluruVariant  variant,
                         guint              n_expert,
                         guint64            seed,
                         PerchUluruDeal    *deal)
{
  PerchUluruCard deck[PERCH_ULURU_DECK_SIZE];
  guint birds[PERCH_ULURU_N_BIRDS] = { 0, 1, 2, 3, 4, 5, 6, 7 };
  guint n_cards, next = 0;
  PerchRng rng;

  g_return_if_fail ((guint) variant < PERCH_ULURU_N_VARIANTS);
  g_return_if_fail (n_expert <= PERCH_ULURU_N_BIRDS);
  g_return_if_fail (deal != NULL);

  if (variant != PERCH_ULURU_VARIANT_EXPERT)
    n_expert = 0;

  perch_rng_init (&rng, seed);
  n_cards = perch_uluru_deck_cards (variant, deck);
  perch_rng_shuffle (&rng, deck, n_cards, sizeof deck[0]);
  perch_rng_shuffle (&rng, birds, G_N_ELEMENTS (birds), sizeof birds[0]);

  memset (deal, 0, sizeof *deal);
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    deal->wishes[b].cards[deal->wishes[b].n_cards++] = deck[next++];
  for (guint i = 0; i < n_expert; i++)
    {
      PerchUluruWish *wish = &deal->wishes[birds[i]];

      wish->cards[wish->n_cards++] = deck[next++];
    }
}
