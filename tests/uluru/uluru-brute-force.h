/* uluru-brute-force.h: the rules from the spec alone, for tests
 *
 * Its own table of place pairs, its own reading of chains, no code shared with
 * the back end, so that a solver bug cannot hide behind a rules bug. Placements
 * are eight places in bird order, 0 for off the board. Not every test uses every
 * function.
 */
#pragma once

#include <glib.h>
#include <string.h>

#include "perch-uluru-deal.h"

/* The spec's relation table, pair by pair, and its groups of places. */
static const char *const next_pairs = "23 32 45 54 67 76 78 87";
static const char *const opposite_pairs = "14 41 15 51 27 72 28 82 36 63 37 73";
static const char *const corner_pairs = "12 21 34 43 56 65 81 18";

static gboolean
pair_listed (const char *pairs,
             guint       a,
             guint       b)
{
  char pair[3] = { '0' + a, '0' + b, 0 };

  return strstr (pairs, pair) != NULL;
}

static gboolean
place_in (const char *places,
          guint       p)
{
  return strchr (places, '0' + p) != NULL;
}

static guint
distance (guint a,
          guint b)
{
  guint d = a > b ? a - b : b - a;

  return d < 8 - d ? d : 8 - d;
}

/* Whether @bird, sitting at @placement[bird], meets @card; @negated for the opposite
 * wish; @visited: the birds whose cards led here. */
static gboolean
brute_meets (const PerchUluruDeal *deal,
             const guint8         *placement,
             guint                 bird,
             const PerchUluruCard *card,
             gboolean              negated,
             guint                 visited)
{
  guint p = placement[bird];
  guint q;
  gboolean fact;

  switch (card->kind)
    {
    case PERCH_ULURU_CARD_ANY:       return TRUE;
    case PERCH_ULURU_CARD_BOOMERANG: return place_in ("45678", p) != negated;
    case PERCH_ULURU_CARD_SOLITARY:  return place_in ("123", p) != negated;
    case PERCH_ULURU_CARD_LONG:      return place_in ("23678", p) != negated;
    case PERCH_ULURU_CARD_SHORT:     return place_in ("145", p) != negated;
    case PERCH_ULURU_CARD_SAME:
    case PERCH_ULURU_CARD_CONTRARY:
      {
        const PerchUluruWish *wish = &deal->wishes[card->bird];
        gboolean flip = card->kind == PERCH_ULURU_CARD_CONTRARY;

        if (card->bird == bird || (visited & (1u << card->bird)))
          return TRUE;
        for (guint i = 0; i < wish->n_cards; i++)
          if (!brute_meets (deal, placement, bird, &wish->cards[i], negated != flip,
                            visited | (1u << card->bird)))
            return FALSE;
        return TRUE;
      }
    case PERCH_ULURU_CARD_NEXT:
    case PERCH_ULURU_CARD_OPPOSITE:
    case PERCH_ULURU_CARD_CORNER:
    case PERCH_ULURU_CARD_APART:
    case PERCH_ULURU_CARD_AWAY:
    case PERCH_ULURU_N_CARD_KINDS:
    default:
      break;
    }

  if (card->bird == bird)
    return TRUE;
  q = placement[card->bird];
  if (q == 0)
    return FALSE;

  switch (card->kind)
    {
    case PERCH_ULURU_CARD_NEXT:     fact = pair_listed (next_pairs, p, q); break;
    case PERCH_ULURU_CARD_OPPOSITE: fact = pair_listed (opposite_pairs, p, q); break;
    case PERCH_ULURU_CARD_CORNER:   fact = pair_listed (corner_pairs, p, q); break;
    case PERCH_ULURU_CARD_APART:
      fact = !pair_listed (next_pairs, p, q) && !pair_listed (opposite_pairs, p, q);
      break;
    case PERCH_ULURU_CARD_AWAY:     fact = distance (p, q) >= 3; break;
    default:
      g_assert_not_reached ();
    }

  return fact != negated;
}

G_GNUC_UNUSED static guint
brute_cost (const PerchUluruDeal *deal,
            const guint8         *placement)
{
  guint cost = 0;

  for (guint b = 0; b < 8; b++)
    {
      if (placement[b] == 0)
        {
          cost++;
          continue;
        }
      for (guint i = 0; i < deal->wishes[b].n_cards; i++)
        if (!brute_meets (deal, placement, b, &deal->wishes[b].cards[i], FALSE, 1u << b))
          cost++;
    }

  return cost;
}

/* The other birds whose places @card of @bird depends on, read as brute_meets() does;
 * when one of them is off the board, the card is missed. */
G_GNUC_UNUSED static guint
brute_depends (const PerchUluruDeal *deal,
               guint                 bird,
               const PerchUluruCard *card,
               guint                 visited)
{
  guint birds = 0;

  switch (card->kind)
    {
    case PERCH_ULURU_CARD_ANY:
    case PERCH_ULURU_CARD_BOOMERANG:
    case PERCH_ULURU_CARD_SOLITARY:
    case PERCH_ULURU_CARD_LONG:
    case PERCH_ULURU_CARD_SHORT:
      return 0;
    case PERCH_ULURU_CARD_SAME:
    case PERCH_ULURU_CARD_CONTRARY:
      if (card->bird == bird || (visited & (1u << card->bird)))
        return 0;
      for (guint i = 0; i < deal->wishes[card->bird].n_cards; i++)
        birds |= brute_depends (deal, bird, &deal->wishes[card->bird].cards[i],
                                visited | (1u << card->bird));
      return birds;
    case PERCH_ULURU_CARD_NEXT:
    case PERCH_ULURU_CARD_OPPOSITE:
    case PERCH_ULURU_CARD_CORNER:
    case PERCH_ULURU_CARD_APART:
    case PERCH_ULURU_CARD_AWAY:
    case PERCH_ULURU_N_CARD_KINDS:
    default:
      return card->bird == bird ? 0 : 1u << card->bird;
    }
}
