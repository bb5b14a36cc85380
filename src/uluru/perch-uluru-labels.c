/* perch-uluru-labels.c: what the page calls birds and cards, translated
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-uluru"

#include "config.h"

#include <glib/gi18n.h>

#include "perch-uluru-labels.h"
#include "perch-uluru-move.h"

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

/* What a bird wants, as the rest of "Pink wants …": "to be next to Blue". A negated
 * region is the other region of its pair, as in the spec's negation table. */
static char *
label_wish (const PerchUluruCondition *condition)
{
  PerchUluruCardKind kind;
  const char *other;

  g_return_val_if_fail (condition != NULL, NULL);

  kind = condition->kind;
  if (perch_uluru_card_kind_is_region (kind) && condition->negated)
    kind = kind == PERCH_ULURU_CARD_BOOMERANG ? PERCH_ULURU_CARD_SOLITARY
           : kind == PERCH_ULURU_CARD_SOLITARY ? PERCH_ULURU_CARD_BOOMERANG
           : kind == PERCH_ULURU_CARD_LONG ? PERCH_ULURU_CARD_SHORT
           : PERCH_ULURU_CARD_LONG;

  /* Translators: what a bird wants, to follow "Pink wants …" (see "%s wants %s"). */
  switch (kind)
    {
    case PERCH_ULURU_CARD_BOOMERANG: return g_strdup (_("to be in the boomerang group"));
    case PERCH_ULURU_CARD_SOLITARY:  return g_strdup (_("to be on a solitary place"));
    case PERCH_ULURU_CARD_LONG:      return g_strdup (_("to be on a long side"));
    case PERCH_ULURU_CARD_SHORT:     return g_strdup (_("to be on a short side"));
    default:
      break;
    }

  other = perch_uluru_label_bird (condition->target);
  /* Translators: what a bird wants, %s another bird's colour: "Pink wants to be next to
   * Blue". */
  switch (kind)
    {
    case PERCH_ULURU_CARD_NEXT:
      return g_strdup_printf (condition->negated ? _("not to be next to %s")
                                                 : _("to be next to %s"), other);
    case PERCH_ULURU_CARD_OPPOSITE:
      return g_strdup_printf (condition->negated ? _("not to be opposite %s")
                                                 : _("to be opposite %s"), other);
    case PERCH_ULURU_CARD_CORNER:
      return g_strdup_printf (condition->negated ? _("not to share a corner with %s")
                                                 : _("to share a corner with %s"), other);
    case PERCH_ULURU_CARD_APART:
      return g_strdup_printf (condition->negated ? _("to be next to or opposite %s")
                                                 : _("to be neither next to nor opposite %s"),
                              other);
    case PERCH_ULURU_CARD_AWAY:
      return g_strdup_printf (condition->negated ? _("to be less than two places away from %s")
                                                 : _("to be at least two places away from %s"),
                              other);
    default:
      g_return_val_if_reached (NULL);
    }
}

/**
 * perch_uluru_label_list:
 * @items: (array length=n_items): the words
 *
 * "a, b and c" in the user's language ("" for none).
 */
char *
perch_uluru_label_list (const char * const *items,
                        guint               n_items)
{
  char *list = NULL;

  g_return_val_if_fail (items != NULL || n_items == 0, NULL);

  for (guint i = 0; i < n_items; i++)
    {
      const char *item = items[n_items - 1 - i];
      char *longer;

      if (list == NULL)
        longer = g_strdup (item);
      else if (i == 1)
        /* Translators: the last two of a list, such as wishes or players' names */
        longer = g_strdup_printf (_("%s and %s"), item, list);
      else
        longer = g_strdup_printf ("%s, %s", item, list);
      g_free (list);
      list = longer;
    }
  return list != NULL ? list : g_strdup ("");
}

/* "to be next to Blue, to be on a long side and not to be opposite Red" */
static char *
label_wishes (const PerchUluruCondition *conditions,
              guint                      n_conditions)
{
  g_autoptr(GPtrArray) wishes = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < n_conditions; i++)
    g_ptr_array_add (wishes, label_wish (&conditions[i]));
  return perch_uluru_label_list ((const char * const *) wishes->pdata, wishes->len);
}

/* "1 minus point", "3 minus points" */
char *
perch_uluru_label_minus_points (guint points)
{
  return g_strdup_printf (ngettext ("%u minus point", "%u minus points", points), points);
}

/**
 * perch_uluru_label_conflict:
 * @cards: (array length=n_cards): the cards of a conflict
 *
 * The sentence of perch-uluru-wording.h in the user's language: "Pink wants to be next
 * to Blue, Blue wants to be at least two places away from Pink: both cannot be met."
 */
char *
perch_uluru_label_conflict (const PerchUluruDeal    *deal,
                            const PerchUluruCardRef *cards,
                            guint                    n_cards)
{
  g_autoptr(GString) clauses = NULL;

  g_return_val_if_fail (deal != NULL, NULL);
  g_return_val_if_fail (cards != NULL || n_cards == 0, NULL);

  clauses = g_string_new (NULL);
  for (guint i = 0; i < n_cards; i++)
    {
      PerchUluruCondition conditions[PERCH_ULURU_MAX_CONDITIONS];
      const PerchUluruCard *card;
      const char *bird = perch_uluru_label_bird (cards[i].bird);
      g_autofree char *wishes = NULL;
      g_autofree char *clause = NULL;
      guint n_conditions;

      g_return_val_if_fail (cards[i].card_index < deal->wishes[cards[i].bird].n_cards, NULL);
      card = &deal->wishes[cards[i].bird].cards[cards[i].card_index];
      n_conditions = perch_uluru_rules_resolve (deal, cards[i].bird, cards[i].card_index,
                                                conditions);
      wishes = label_wishes (conditions, n_conditions);
      if (card->kind == PERCH_ULURU_CARD_SAME)
        /* Translators: two birds' colours, then what the second wants: "Orange wants what
         * Pink wants (to be next to Blue)" */
        clause = g_strdup_printf (_("%s wants what %s wants (%s)"), bird,
                                  perch_uluru_label_bird (card->bird), wishes);
      else if (card->kind == PERCH_ULURU_CARD_CONTRARY)
        /* Translators: two birds' colours, then what the first one ends up wanting */
        clause = g_strdup_printf (_("%s wants the opposite of what %s wants (%s)"), bird,
                                  perch_uluru_label_bird (card->bird), wishes);
      else
        /* Translators: a bird's colour and what it wants: "Pink wants to be next to Blue" */
        clause = g_strdup_printf (_("%s wants %s"), bird, wishes);

      if (i > 0)
        g_string_append (clauses, ", ");
      g_string_append (clauses, clause);
    }

  /* Translators: %s is one or more wishes, "Pink wants …, Blue wants …" */
  return g_strdup_printf (n_cards == 1 ? _("%s: this cannot be met.")
                          : n_cards == 2 ? _("%s: both cannot be met.")
                          : _("%s: they cannot all be met."), clauses->str);
}

/**
 * perch_uluru_label_why:
 * @n_listed: how many conflicts follow the sentence (the separate ones), or 0
 *
 * The first sentence of why no placement does better than @explanation's optimum
 * (which must cost a point at least).
 */
char *
perch_uluru_label_why (const PerchUluruExplanation *explanation,
                       guint                        n_listed)
{
  g_return_val_if_fail (explanation != NULL, NULL);

  if (n_listed == 1)
    return g_strdup (_("No placement can do better: these wishes conflict."));
  if (n_listed > 1)
    return g_strdup_printf (ngettext ("No placement can do better: each of these %u groups of "
                                      "wishes conflicts, and none shares a wish with another.",
                                      "No placement can do better: each of these %u groups of "
                                      "wishes conflicts, and none shares a wish with another.",
                                      n_listed), n_listed);
  return g_strdup_printf (ngettext ("No placement can do better: the wishes conflict in %u way "
                                    "(see Why?), and no placement settles it for fewer minus "
                                    "points.",
                                    "No placement can do better: the wishes conflict in %u ways "
                                    "(see Why?), and no placement settles them all for fewer "
                                    "minus points.", explanation->n_conflicts),
                          explanation->n_conflicts);
}

/* Why typed places are no placement; @text is what was typed. */
char *
perch_uluru_label_placement_problem (const char                       *text,
                                     const PerchUluruPlacementProblem *problem)
{
  g_autofree char *part = NULL;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (problem != NULL, NULL);

  switch (problem->kind)
    {
    case PERCH_ULURU_PLACEMENT_WRONG_COUNT:
      return g_strdup_printf (ngettext ("%u place given; type 8, white to black, with - for a "
                                        "bird off the board",
                                        "%u places given; type 8, white to black, with - for a "
                                        "bird off the board", problem->n_places),
                              problem->n_places);
    case PERCH_ULURU_PLACEMENT_NOT_A_PLACE:
      part = g_utf8_make_valid (text + problem->start, problem->length);
      /* Translators: a bird's colour, then what was typed for it */
      return g_strdup_printf (_("%s: “%s” is no place (1 to 8, or - for off the board)"),
                              perch_uluru_label_bird (problem->bird), part);
    case PERCH_ULURU_PLACEMENT_PLACE_TWICE:
    default:
      /* Translators: a place number and two birds' colours */
      return g_strdup_printf (_("Place %u is given twice, to %s and %s"), problem->place,
                              perch_uluru_label_bird (problem->other),
                              perch_uluru_label_bird (problem->bird));
    }
}

/* Why a player's name cannot be taken. */
char *
perch_uluru_label_name_problem (PerchUluruNameProblem problem)
{
  switch (problem)
    {
    case PERCH_ULURU_NAME_OK:
      return NULL;
    case PERCH_ULURU_NAME_EMPTY:
      return g_strdup (_("Type a name"));
    case PERCH_ULURU_NAME_TOO_LONG:
      return g_strdup_printf (ngettext ("A name has at most %d character",
                                        "A name has at most %d characters",
                                        PERCH_ULURU_MAX_NAME), PERCH_ULURU_MAX_NAME);
    case PERCH_ULURU_NAME_BAD_CHARACTER:
      return g_strdup (_("A name cannot hold control characters"));
    case PERCH_ULURU_NAME_TAKEN:
    default:
      return g_strdup (_("Another player has this name"));
    }
}

/* Why a saved session or score sheet could be read only in part; @error is the
 * core's (in English, which the log keeps). */
char *
perch_uluru_label_saved_text_error (const GError *error)
{
  guint line;

  g_return_val_if_fail (error != NULL, NULL);

  if (g_error_matches (error, PERCH_ULURU_GAME_ERROR, PERCH_ULURU_GAME_ERROR_TOO_LARGE))
    return g_strdup (_("The saved text is too large to be read"));
  line = perch_uluru_error_line (error);
  if (line > 0)
    /* Translators: a line number; what comes before it was restored */
    return g_strdup_printf (_("Line %u could not be read; what came before it was restored"),
                            line);
  return g_strdup (_("The saved text could not be read"));
}
