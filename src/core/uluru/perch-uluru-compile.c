/* perch-uluru-compile.c: cards as bit masks over the places
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-uluru"

#include "perch-uluru-compile.h"

#include <string.h>

#include "perch-uluru-rules.h"

static PerchUluruLink *
link_for (PerchUluruCompiledCard *card,
          guint                   target)
{
  PerchUluruLink *link;

  for (guint i = 0; i < card->n_links; i++)
    if (card->links[i].target == target)
      return &card->links[i];

  link = &card->links[card->n_links++];
  link->target = target;
  for (guint p = 1; p <= PERCH_ULURU_N_PLACES; p++)
    link->allowed[p] = PERCH_ULURU_ALL_PLACES & ~(1u << p);
  card->depends |= 1u << target;

  return link;
}

static void
compile_card (PerchUluruCompiledCard *card,
              const PerchUluruDeal   *deal,
              guint                   bird,
              guint                   index)
{
  PerchUluruCondition conditions[PERCH_ULURU_MAX_CONDITIONS];
  guint n_conditions = perch_uluru_rules_resolve (deal, bird, index, conditions);

  memset (card, 0, sizeof *card);
  card->owner = bird;
  card->depends = 1u << bird;
  card->places = PERCH_ULURU_ALL_PLACES;

  for (guint c = 0; c < n_conditions; c++)
    {
      const PerchUluruCondition *condition = &conditions[c];
      PerchUluruLink *link;

      if (perch_uluru_card_kind_is_region (condition->kind))
        {
          guint16 mask = perch_uluru_region_mask (perch_uluru_card_kind_region (condition->kind));

          card->places &= condition->negated ? (PERCH_ULURU_ALL_PLACES & ~mask) : mask;
          continue;
        }

      link = link_for (card, condition->target);
      for (guint p = 1; p <= PERCH_ULURU_N_PLACES; p++)
        {
          PerchUluruRelation relation = perch_uluru_card_kind_relation (condition->kind);
          guint16 related = perch_uluru_relation_mask (relation, p);

          link->allowed[p] &= condition->negated ? ~related : related;
        }
    }

  for (guint i = 0; i < card->n_links; i++)
    {
      PerchUluruLink *link = &card->links[i];

      for (guint p = 1; p <= PERCH_ULURU_N_PLACES; p++)
        for (guint q = 1; q <= PERCH_ULURU_N_PLACES; q++)
          if (link->allowed[p] & (1u << q))
            link->allowed_for[q] |= 1u << p;
    }
}

void
perch_uluru_compile (PerchUluruCompiled   *compiled,
                     const PerchUluruDeal *deal)
{
  g_return_if_fail (compiled != NULL);
  g_return_if_fail (deal != NULL);

  memset (compiled, 0, sizeof *compiled);
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    for (guint i = 0; i < deal->wishes[b].n_cards; i++)
      {
        guint index = compiled->n_cards++;
        PerchUluruCompiledCard *card = &compiled->cards[index];

        compile_card (card, deal, b, i);
        compiled->cards_of[b][compiled->n_cards_of[b]++] = index;
        for (guint other = 0; other < PERCH_ULURU_N_BIRDS; other++)
          if (card->depends & (1u << other))
            compiled->touching[other][compiled->n_touching[other]++] = index;
      }
}

/* Whether a card is fulfilled when @place (by bird: 1..8 or PERCH_ULURU_OFF) holds the
 * places of its bird and of every bird it depends on; the card's bird must be placed. */
gboolean
perch_uluru_compiled_card_fulfilled (const PerchUluruCompiledCard *card,
                                     const guint8                 *place)
{
  guint own = place[card->owner];

  if (!(card->places & (1u << own)))
    return FALSE;

  for (guint i = 0; i < card->n_links; i++)
    {
      guint other = place[card->links[i].target];

      if (other == PERCH_ULURU_OFF || !(card->links[i].allowed[own] & (1u << other)))
        return FALSE;
    }

  return TRUE;
}
