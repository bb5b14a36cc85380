/* perch-uluru-labels.c: what the page calls birds and cards, translated
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-uluru"

#include "config.h"

#include <glib/gi18n.h>

#include "perch-uluru-labels.h"

const char *
perch_uluru_label_bird (PerchUluruBird bird)
{
  switch (bird)
    {
    case PERCH_ULURU_WHITE:  return _("White");
    case PERCH_ULURU_PINK:   return _("Pink");
    case PERCH_ULURU_YELLOW: return _("Yellow");
    case PERCH_ULURU_ORANGE: return _("Orange");
    case PERCH_ULURU_RED:    return _("Red");
    case PERCH_ULURU_GREEN:  return _("Green");
    case PERCH_ULURU_BLUE:   return _("Blue");
    case PERCH_ULURU_BLACK:  return _("Black");
    default:
      g_return_val_if_reached (NULL);
    }
}

/* The kind alone, as the card picker lists it ("Next to …"). */
const char *
perch_uluru_label_card_kind (PerchUluruCardKind kind)
{
  switch (kind)
    {
    case PERCH_ULURU_CARD_ANY:       return _("Anywhere");
    case PERCH_ULURU_CARD_BOOMERANG: return _("Boomerang group");
    case PERCH_ULURU_CARD_SOLITARY:  return _("Solitary place");
    case PERCH_ULURU_CARD_LONG:      return _("Long side");
    case PERCH_ULURU_CARD_SHORT:     return _("Short side");
    case PERCH_ULURU_CARD_NEXT:      return _("Next to …");
    case PERCH_ULURU_CARD_OPPOSITE:  return _("Opposite …");
    case PERCH_ULURU_CARD_CORNER:    return _("Shares a corner with …");
    case PERCH_ULURU_CARD_APART:     return _("Neither next to nor opposite …");
    case PERCH_ULURU_CARD_AWAY:      return _("At least 2 places away from …");
    case PERCH_ULURU_CARD_SAME:      return _("Wants what … wants");
    case PERCH_ULURU_CARD_CONTRARY:  return _("Wants the opposite of …");
    case PERCH_ULURU_N_CARD_KINDS:
    default:
      g_return_val_if_reached (NULL);
    }
}

char *
perch_uluru_label_card (const PerchUluruCard *card)
{
  const char *bird;

  g_return_val_if_fail (card != NULL, NULL);

  if (!perch_uluru_card_kind_has_colour (card->kind))
    return g_strdup (perch_uluru_label_card_kind (card->kind));

  bird = perch_uluru_label_bird (card->bird);
  switch (card->kind)
    {
    /* Translators: %s is a bird's colour, e.g. "Next to Red". */
    case PERCH_ULURU_CARD_NEXT:     return g_strdup_printf (_("Next to %s"), bird);
    case PERCH_ULURU_CARD_OPPOSITE: return g_strdup_printf (_("Opposite %s"), bird);
    case PERCH_ULURU_CARD_CORNER:   return g_strdup_printf (_("Shares a corner with %s"), bird);
    case PERCH_ULURU_CARD_APART:
      return g_strdup_printf (_("Neither next to nor opposite %s"), bird);
    case PERCH_ULURU_CARD_AWAY:
      return g_strdup_printf (_("At least 2 places away from %s"), bird);
    case PERCH_ULURU_CARD_SAME:     return g_strdup_printf (_("Wants what %s wants"), bird);
    case PERCH_ULURU_CARD_CONTRARY: return g_strdup_printf (_("Wants the opposite of %s"), bird);
    default:
      g_return_val_if_reached (NULL);
    }
}

/* The fact about a bird's place, e.g. "Red does not share a corner with Green (Red
 * at 5, Green at 3)": the first wording when the region or relation holds. */
#define REGION_FACT(holds, fails) \
  g_strdup_printf (verdict->fact ? (holds) : (fails), bird, place)
#define RELATION_FACT(holds, fails) \
  g_strdup_printf (verdict->fact ? (holds) : (fails), bird, other, bird, place, other, other_place)

static char *
label_fact (const PerchUluruVerdict   *verdict,
            const PerchUluruPlacement *placement)
{
  const PerchUluruCondition *condition = &verdict->condition;
  const char *bird = perch_uluru_label_bird (verdict->bird);
  guint place = placement->place[verdict->bird];
  const char *other;
  guint other_place;

  /* Translators: in the wordings below, %s is a bird's colour and %u its place. */
  switch (condition->kind)
    {
    case PERCH_ULURU_CARD_BOOMERANG:
      return REGION_FACT (_("%s is in the boomerang group (place %u)"),
                          _("%s is not in the boomerang group (place %u)"));
    case PERCH_ULURU_CARD_SOLITARY:
      return REGION_FACT (_("%s is on a solitary place (place %u)"),
                          _("%s is not on a solitary place (place %u)"));
    case PERCH_ULURU_CARD_LONG:
      return REGION_FACT (_("%s is on a long side (place %u)"),
                          _("%s is not on a long side (place %u)"));
    case PERCH_ULURU_CARD_SHORT:
      return REGION_FACT (_("%s is on a short side (place %u)"),
                          _("%s is not on a short side (place %u)"));
    default:
      break;
    }

  other = perch_uluru_label_bird (condition->target);
  other_place = placement->place[condition->target];
  if (other_place == PERCH_ULURU_OFF)
    return g_strdup_printf (_("%s is not on the board"), other);

  /* Translators: two birds' colours, then each with its place: "Red is next to Green
   * (Red at 5, Green at 4)". */
  switch (condition->kind)
    {
    case PERCH_ULURU_CARD_NEXT:
      return RELATION_FACT (_("%s is next to %s (%s at %u, %s at %u)"),
                            _("%s is not next to %s (%s at %u, %s at %u)"));
    case PERCH_ULURU_CARD_OPPOSITE:
      return RELATION_FACT (_("%s is opposite %s (%s at %u, %s at %u)"),
                            _("%s is not opposite %s (%s at %u, %s at %u)"));
    case PERCH_ULURU_CARD_CORNER:
      return RELATION_FACT (_("%s shares a corner with %s (%s at %u, %s at %u)"),
                            _("%s does not share a corner with %s (%s at %u, %s at %u)"));
    case PERCH_ULURU_CARD_APART:
      return RELATION_FACT (_("%s is neither next to nor opposite %s (%s at %u, %s at %u)"),
                            _("%s is next to or opposite %s (%s at %u, %s at %u)"));
    case PERCH_ULURU_CARD_AWAY:
    default:
      return RELATION_FACT (_("%s is at least 2 places away from %s (%s at %u, %s at %u)"),
                            _("%s is less than 2 places away from %s (%s at %u, %s at %u)"));
    }
}

#undef REGION_FACT
#undef RELATION_FACT

/* Why a card is met or missed, translated: the core's reasons stay English for the
 * command line. */
char *
perch_uluru_label_reason (const PerchUluruVerdict   *verdict,
                          const PerchUluruPlacement *placement)
{
  const char *bird;
  g_autofree char *fact = NULL;

  g_return_val_if_fail (verdict != NULL, NULL);
  g_return_val_if_fail (placement != NULL, NULL);

  bird = perch_uluru_label_bird (verdict->bird);
  switch (verdict->reason_kind)
    {
    case PERCH_ULURU_REASON_OFF_BOARD:
      return g_strdup_printf (_("%s is not on the board"), bird);
    case PERCH_ULURU_REASON_ANYWHERE:
      /* Translators: %s is a bird's colour. */
      return g_strdup_printf (_("%s is happy anywhere"), bird);
    case PERCH_ULURU_REASON_NAMES_ITSELF:
      /* Translators: %s is a bird's colour. */
      return g_strdup_printf (_("The card names %s itself"), bird);
    case PERCH_ULURU_REASON_ASKS_NOTHING:
      /* Translators: two birds' colours. */
      return g_strdup_printf (_("What %s wants asks nothing of %s"),
                              perch_uluru_label_bird (verdict->card.bird), bird);
    case PERCH_ULURU_REASON_CONDITION:
    default:
      break;
    }

  fact = label_fact (verdict, placement);
  if (verdict->card.kind == PERCH_ULURU_CARD_SAME)
    /* Translators: a reason, then a bird's colour: "…; it wants what Pink wants". */
    return g_strdup_printf (_("%s; it wants what %s wants"), fact,
                            perch_uluru_label_bird (verdict->card.bird));
  if (verdict->card.kind == PERCH_ULURU_CARD_CONTRARY)
    /* Translators: a reason, then a bird's colour. */
    return g_strdup_printf (_("%s; it wants the opposite of what %s wants"), fact,
                            perch_uluru_label_bird (verdict->card.bird));

  return g_steal_pointer (&fact);
}
