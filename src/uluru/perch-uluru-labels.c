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
    case PERCH_ULURU_CARD_APART:    return g_strdup_printf (_("Neither next to nor opposite %s"), bird);
    case PERCH_ULURU_CARD_AWAY:     return g_strdup_printf (_("At least 2 places away from %s"), bird);
    case PERCH_ULURU_CARD_SAME:     return g_strdup_printf (_("Wants what %s wants"), bird);
    case PERCH_ULURU_CARD_CONTRARY: return g_strdup_printf (_("Wants the opposite of %s"), bird);
    default:
      g_return_val_if_reached (NULL);
    }
}
