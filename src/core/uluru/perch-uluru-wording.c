/* perch-uluru-wording.c: a conflict in plain English words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-uluru"

#include "perch-uluru-wording.h"

/* What a bird wants, as the rest of "pink wants ...". A negated region is the other
 * region of its pair, as in the spec's negation table. */
char *
perch_uluru_condition_wish (const PerchUluruCondition *condition)
{
  static const char * const regions[] = {
    [PERCH_ULURU_CARD_BOOMERANG] = "to be in the boomerang group",
    [PERCH_ULURU_CARD_SOLITARY]  = "to be on a solitary place",
    [PERCH_ULURU_CARD_LONG]      = "to be on a long side",
    [PERCH_ULURU_CARD_SHORT]     = "to be on a short side",
  };
  static const PerchUluruCardKind other_region[] = {
    [PERCH_ULURU_CARD_BOOMERANG] = PERCH_ULURU_CARD_SOLITARY,
    [PERCH_ULURU_CARD_SOLITARY]  = PERCH_ULURU_CARD_BOOMERANG,
    [PERCH_ULURU_CARD_LONG]      = PERCH_ULURU_CARD_SHORT,
    [PERCH_ULURU_CARD_SHORT]     = PERCH_ULURU_CARD_LONG,
  };
  /* Whether the relation holds, whether it must not. */
  static const char * const relations[][2] = {
    [PERCH_ULURU_CARD_NEXT]     = { "to be next to", "not to be next to" },
    [PERCH_ULURU_CARD_OPPOSITE] = { "to be opposite", "not to be opposite" },
    [PERCH_ULURU_CARD_CORNER]   = { "to share a corner with", "not to share a corner with" },
    [PERCH_ULURU_CARD_APART]    = { "to be neither next to nor opposite",
                                    "to be next to or opposite" },
    [PERCH_ULURU_CARD_AWAY]     = { "to be at least two places away from",
                                    "to be less than two places away from" },
  };

  g_return_val_if_fail (condition != NULL, NULL);
  g_return_val_if_fail (condition->kind >= PERCH_ULURU_CARD_BOOMERANG
                        && condition->kind <= PERCH_ULURU_CARD_AWAY, NULL);

  if (perch_uluru_card_kind_is_region (condition->kind))
    return g_strdup (regions[condition->negated ? other_region[condition->kind]
                                                : condition->kind]);

  return g_strdup_printf ("%s %s", relations[condition->kind][condition->negated],
                          perch_uluru_bird_name (condition->target));
}

static void
append_wishes (GString                   *out,
               const PerchUluruCondition *conditions,
               guint                      n_conditions)
{
  for (guint i = 0; i < n_conditions; i++)
    {
      g_autofree char *wish = perch_uluru_condition_wish (&conditions[i]);

      if (i > 0)
        g_string_append (out, i + 1 == n_conditions ? " and " : ", ");
      g_string_append (out, wish);
    }
}

/* The sentence of perch-uluru-wording.h for the cards of a conflict. */
char *
perch_uluru_conflict_sentence (const PerchUluruDeal    *deal,
                               const PerchUluruCardRef *cards,
                               guint                    n_cards)
{
  GString *out;

  g_return_val_if_fail (deal != NULL, NULL);
  g_return_val_if_fail (cards != NULL || n_cards == 0, NULL);

  out = g_string_new (NULL);
  for (guint i = 0; i < n_cards; i++)
    {
      PerchUluruCondition conditions[PERCH_ULURU_MAX_CONDITIONS];
      const PerchUluruCard *card;
      const char *name = perch_uluru_bird_name (cards[i].bird);
      guint n_conditions;

      g_return_val_if_fail (cards[i].card_index < deal->wishes[cards[i].bird].n_cards, NULL);
      card = &deal->wishes[cards[i].bird].cards[cards[i].card_index];
      n_conditions = perch_uluru_rules_resolve (deal, cards[i].bird, cards[i].card_index,
                                                conditions);

      if (i > 0)
        g_string_append (out, ", ");
      if (card->kind == PERCH_ULURU_CARD_SAME || card->kind == PERCH_ULURU_CARD_CONTRARY)
        {
          g_string_append_printf (out, card->kind == PERCH_ULURU_CARD_SAME
                                       ? "%s wants what %s wants ("
                                       : "%s wants the opposite of what %s wants (",
                                  name, perch_uluru_bird_name (card->bird));
          append_wishes (out, conditions, n_conditions);
          g_string_append_c (out, ')');
        }
      else
        {
          g_string_append_printf (out, "%s wants ", name);
          append_wishes (out, conditions, n_conditions);
        }
    }

  g_string_append (out, n_cards == 1 ? ": this cannot be met."
                        : n_cards == 2 ? ": both cannot be met."
                        : ": they cannot all be met.");
  if (out->len > 0)
    out->str[0] = g_ascii_toupper (out->str[0]);

  return g_string_free (out, FALSE);
}
