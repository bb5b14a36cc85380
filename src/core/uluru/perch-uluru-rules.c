/* perch-uluru-rules.c: chains of wishes, conditions and the score of a placement
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-uluru"

#include "perch-uluru-rules.h"

static void
add_condition (PerchUluruCondition *conditions,
               guint               *n_conditions,
               PerchUluruCardKind   kind,
               PerchUluruBird       target,
               gboolean             negated)
{
  for (guint i = 0; i < *n_conditions; i++)
    if (conditions[i].kind == kind && conditions[i].target == target
        && conditions[i].negated == negated)
      return;

  g_assert (*n_conditions < PERCH_ULURU_MAX_CONDITIONS);
  conditions[*n_conditions] = (PerchUluruCondition) { kind, target, negated };
  (*n_conditions)++;
}

/* @visited holds the birds whose cards we are inside: coming back to one of them
 * is a cycle, and cards in a cycle are fulfilled. */
static void
resolve_card (const PerchUluruDeal *deal,
              PerchUluruBird        owner,
              const PerchUluruCard *card,
              gboolean              negated,
              guint                 visited,
              PerchUluruCondition  *conditions,
              guint                *n_conditions)
{
  if (card->kind == PERCH_ULURU_CARD_ANY)
    return;

  if (perch_uluru_card_kind_is_region (card->kind))
    {
      add_condition (conditions, n_conditions, card->kind, PERCH_ULURU_WHITE, negated);
      return;
    }

  /* A card that names its own bird, at the end of a chain or not, is fulfilled. */
  if (card->bird == owner)
    return;

  if (card->kind == PERCH_ULURU_CARD_SAME || card->kind == PERCH_ULURU_CARD_CONTRARY)
    {
      const PerchUluruWish *wish = &deal->wishes[card->bird];
      gboolean flip = card->kind == PERCH_ULURU_CARD_CONTRARY;

      if (visited & (1u << card->bird))
        return;

      for (guint i = 0; i < wish->n_cards; i++)
        resolve_card (deal, owner, &wish->cards[i], negated != flip,
                      visited | (1u << card->bird), conditions, n_conditions);
      return;
    }

  add_condition (conditions, n_conditions, card->kind, card->bird, negated);
}

/* Fills @conditions (room for PERCH_ULURU_MAX_CONDITIONS) with what the card asks of
 * @bird's place and returns how many; 0 means it is fulfilled wherever the bird sits. */
guint
perch_uluru_rules_resolve (const PerchUluruDeal *deal,
                           PerchUluruBird        bird,
                           guint                 card_index,
                           PerchUluruCondition  *conditions)
{
  guint n_conditions = 0;

  g_return_val_if_fail (deal != NULL, 0);
  g_return_val_if_fail ((guint) bird < PERCH_ULURU_N_BIRDS, 0);
  g_return_val_if_fail (card_index < deal->wishes[bird].n_cards, 0);
  g_return_val_if_fail (conditions != NULL, 0);

  resolve_card (deal, bird, &deal->wishes[bird].cards[card_index], FALSE, 1u << bird,
                conditions, &n_conditions);

  return n_conditions;
}

/* Whether the condition holds for @bird, which must be on the board. A relation
 * needs the other bird on the board too, negated or not. */
gboolean
perch_uluru_condition_holds (const PerchUluruCondition *condition,
                             PerchUluruBird             bird,
                             const PerchUluruPlacement *placement)
{
  guint place;
  gboolean fact;

  g_return_val_if_fail (condition != NULL && placement != NULL, FALSE);
  g_return_val_if_fail ((guint) bird < PERCH_ULURU_N_BIRDS, FALSE);

  place = placement->place[bird];
  g_return_val_if_fail (place != PERCH_ULURU_OFF, FALSE);

  if (perch_uluru_card_kind_is_region (condition->kind))
    {
      PerchUluruRegion region = perch_uluru_card_kind_region (condition->kind);

      fact = (perch_uluru_region_mask (region) & (1u << place)) != 0;
    }
  else
    {
      guint other = placement->place[condition->target];

      if (other == PERCH_ULURU_OFF)
        return FALSE;
      fact = perch_uluru_places_related (perch_uluru_card_kind_relation (condition->kind),
                                         place, other);
    }

  return fact != condition->negated;
}

/* What is true of @bird's place, in the terms of the condition: "red does not share
 * a corner with green". */
static void
append_fact (GString                   *out,
             const PerchUluruCondition *condition,
             PerchUluruBird             bird,
             const PerchUluruPlacement *placement)
{
  static const char * const region_phrases[][2] = {
    [PERCH_ULURU_CARD_BOOMERANG] = { "is not in the boomerang group", "is in the boomerang group" },
    [PERCH_ULURU_CARD_SOLITARY]  = { "is not on a solitary place", "is on a solitary place" },
    [PERCH_ULURU_CARD_LONG]      = { "is not on a long side", "is on a long side" },
    [PERCH_ULURU_CARD_SHORT]     = { "is not on a short side", "is on a short side" },
  };
  static const char * const relation_phrases[][2] = {
    [PERCH_ULURU_CARD_NEXT]     = { "is not next to", "is next to" },
    [PERCH_ULURU_CARD_OPPOSITE] = { "is not opposite", "is opposite" },
    [PERCH_ULURU_CARD_CORNER]   = { "does not share a corner with", "shares a corner with" },
    [PERCH_ULURU_CARD_APART]    = { "is next to or opposite", "is neither next to nor opposite" },
    [PERCH_ULURU_CARD_AWAY]     = { "is less than 2 places away from",
                                    "is at least 2 places away from" },
  };
  const char *name = perch_uluru_bird_name (bird);
  guint place = placement->place[bird];
  gboolean fact = perch_uluru_condition_holds (condition, bird, placement) != condition->negated;

  if (perch_uluru_card_kind_is_region (condition->kind))
    {
      g_string_append_printf (out, "%s %s: %s is at %u", name,
                              region_phrases[condition->kind][fact], name, place);
      return;
    }

  if (placement->place[condition->target] == PERCH_ULURU_OFF)
    {
      g_string_append_printf (out, "%s is not on the board",
                              perch_uluru_bird_name (condition->target));
      return;
    }

  g_string_append_printf (out, "%s %s %s: %s is at %u, %s at %u", name,
                          relation_phrases[condition->kind][fact],
                          perch_uluru_bird_name (condition->target),
                          name, place, perch_uluru_bird_name (condition->target),
                          placement->place[condition->target]);
}

/* Fills in the verdict's reason: in English, and as data for other wordings. */
static void
explain (PerchUluruVerdict         *verdict,
         const PerchUluruCondition *conditions,
         guint                      n_conditions,
         const PerchUluruPlacement *placement)
{
  const PerchUluruCard *card = &verdict->card;
  PerchUluruBird bird = verdict->bird;
  const char *name = perch_uluru_bird_name (bird);
  const PerchUluruCondition *shown;
  GString *reason;

  if (placement->place[bird] == PERCH_ULURU_OFF)
    {
      verdict->reason_kind = PERCH_ULURU_REASON_OFF_BOARD;
      verdict->reason = g_strdup_printf ("%s is not on the board", name);
      return;
    }

  if (n_conditions == 0)
    {
      if (card->kind == PERCH_ULURU_CARD_ANY)
        {
          verdict->reason_kind = PERCH_ULURU_REASON_ANYWHERE;
          verdict->reason = g_strdup_printf ("%s is happy anywhere", name);
        }
      else if (card->bird == bird)
        {
          verdict->reason_kind = PERCH_ULURU_REASON_NAMES_ITSELF;
          verdict->reason = g_strdup_printf ("the card names %s itself", name);
        }
      else
        {
          verdict->reason_kind = PERCH_ULURU_REASON_ASKS_NOTHING;
          verdict->reason = g_strdup_printf ("what %s wants asks nothing of %s",
                                             perch_uluru_bird_name (card->bird), name);
        }
      return;
    }

  /* The first condition that fails, or the first one when all hold. */
  shown = &conditions[0];
  for (guint i = 0; !verdict->fulfilled && i < n_conditions; i++)
    if (!perch_uluru_condition_holds (&conditions[i], bird, placement))
      {
        shown = &conditions[i];
        break;
      }

  verdict->reason_kind = PERCH_ULURU_REASON_CONDITION;
  verdict->condition = *shown;
  verdict->fact = perch_uluru_condition_holds (shown, bird, placement) != shown->negated;

  reason = g_string_new (NULL);
  append_fact (reason, shown, bird, placement);
  if (card->kind == PERCH_ULURU_CARD_SAME)
    g_string_append_printf (reason, " (it wants what %s wants)",
                            perch_uluru_bird_name (card->bird));
  else if (card->kind == PERCH_ULURU_CARD_CONTRARY)
    g_string_append_printf (reason, " (it wants the opposite of what %s wants)",
                            perch_uluru_bird_name (card->bird));
  verdict->reason = g_string_free (reason, FALSE);
}

PerchUluruScore *
perch_uluru_score_new (const PerchUluruDeal      *deal,
                       const PerchUluruPlacement *placement)
{
  PerchUluruScore *score;

  g_return_val_if_fail (deal != NULL, NULL);
  g_return_val_if_fail (placement != NULL, NULL);
  g_return_val_if_fail (perch_uluru_placement_is_valid (placement), NULL);

  score = g_new0 (PerchUluruScore, 1);
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    {
      const PerchUluruWish *wish = &deal->wishes[b];
      gboolean placed = placement->place[b] != PERCH_ULURU_OFF;

      if (!placed)
        score->total++;

      for (guint i = 0; i < wish->n_cards; i++)
        {
          PerchUluruCondition conditions[PERCH_ULURU_MAX_CONDITIONS];
          PerchUluruVerdict *verdict = &score->verdicts[score->n_verdicts++];
          guint n_conditions = perch_uluru_rules_resolve (deal, b, i, conditions);
          gboolean fulfilled = placed;

          for (guint c = 0; fulfilled && c < n_conditions; c++)
            fulfilled = perch_uluru_condition_holds (&conditions[c], b, placement);

          if (placed && !fulfilled)
            score->total++;

          verdict->bird = b;
          verdict->card_index = i;
          verdict->card = wish->cards[i];
          verdict->fulfilled = fulfilled;
          explain (verdict, conditions, n_conditions, placement);
        }
    }

  return score;
}

void
perch_uluru_score_free (PerchUluruScore *score)
{
  if (score == NULL)
    return;

  for (guint i = 0; i < score->n_verdicts; i++)
    g_free (score->verdicts[i].reason);
  g_free (score);
}

const PerchUluruVerdict *
perch_uluru_score_find (const PerchUluruScore *score,
                        PerchUluruBird         bird,
                        guint                  card_index)
{
  g_return_val_if_fail (score != NULL, NULL);

  for (guint i = 0; i < score->n_verdicts; i++)
    if (score->verdicts[i].bird == bird && score->verdicts[i].card_index == card_index)
      return &score->verdicts[i];

  return NULL;
}
