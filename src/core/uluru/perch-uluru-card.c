/* perch-uluru-card.c: card kinds and their codes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-uluru"

#include "perch-uluru-card.h"

#include <string.h>

static const struct
{
  const char *code;
  guint       level;
  gboolean    has_colour;
} kinds[PERCH_ULURU_N_CARD_KINDS] = {
  [PERCH_ULURU_CARD_ANY]       = { "any",       1, FALSE },
  [PERCH_ULURU_CARD_BOOMERANG] = { "boomerang", 2, FALSE },
  [PERCH_ULURU_CARD_SOLITARY]  = { "solitary",  2, FALSE },
  [PERCH_ULURU_CARD_LONG]      = { "long",      2, FALSE },
  [PERCH_ULURU_CARD_SHORT]     = { "short",     2, FALSE },
  [PERCH_ULURU_CARD_NEXT]      = { "next",      3, TRUE },
  [PERCH_ULURU_CARD_OPPOSITE]  = { "opposite",  3, TRUE },
  [PERCH_ULURU_CARD_CORNER]    = { "corner",    3, TRUE },
  [PERCH_ULURU_CARD_APART]     = { "apart",     4, TRUE },
  [PERCH_ULURU_CARD_AWAY]      = { "away",      4, TRUE },
  [PERCH_ULURU_CARD_SAME]      = { "same",      4, TRUE },
  [PERCH_ULURU_CARD_CONTRARY]  = { "contrary",  5, TRUE },
};

G_DEFINE_QUARK (perch-uluru-error-quark, perch_uluru_error)

/**
 * perch_uluru_error_line:
 *
 * The readers of saved text (a session, a score sheet) begin their errors with
 * "line N: ". Returns: N, or 0 when @error names no line
 */
guint
perch_uluru_error_line (const GError *error)
{
  guint64 line;
  const char *digits;
  char *end;

  g_return_val_if_fail (error != NULL, 0);

  if (error->message == NULL || !g_str_has_prefix (error->message, "line "))
    return 0;
  digits = error->message + strlen ("line ");
  if (!g_ascii_isdigit (*digits))
    return 0;
  line = g_ascii_strtoull (digits, &end, 10);
  if (*end != ':' || line == 0 || line > G_MAXUINT)
    return 0;
  return (guint) line;
}

const char *
perch_uluru_card_kind_code (PerchUluruCardKind kind)
{
  g_return_val_if_fail ((guint) kind < PERCH_ULURU_N_CARD_KINDS, NULL);

  return kinds[kind].code;
}

gboolean
perch_uluru_card_kind_has_colour (PerchUluruCardKind kind)
{
  g_return_val_if_fail ((guint) kind < PERCH_ULURU_N_CARD_KINDS, FALSE);

  return kinds[kind].has_colour;
}

guint
perch_uluru_card_kind_level (PerchUluruCardKind kind)
{
  g_return_val_if_fail ((guint) kind < PERCH_ULURU_N_CARD_KINDS, 0);

  return kinds[kind].level;
}

gboolean
perch_uluru_card_kind_is_region (PerchUluruCardKind kind)
{
  return kind >= PERCH_ULURU_CARD_BOOMERANG && kind <= PERCH_ULURU_CARD_SHORT;
}

PerchUluruRegion
perch_uluru_card_kind_region (PerchUluruCardKind kind)
{
  g_return_val_if_fail (perch_uluru_card_kind_is_region (kind), 0);

  return PERCH_ULURU_REGION_BOOMERANG + (kind - PERCH_ULURU_CARD_BOOMERANG);
}

PerchUluruRelation
perch_uluru_card_kind_relation (PerchUluruCardKind kind)
{
  g_return_val_if_fail (kind >= PERCH_ULURU_CARD_NEXT && kind <= PERCH_ULURU_CARD_AWAY, 0);

  return PERCH_ULURU_REL_NEXT + (kind - PERCH_ULURU_CARD_NEXT);
}

gboolean
perch_uluru_card_parse (const char      *code,
                        PerchUluruCard  *card,
                        GError         **error)
{
  const char *colon;
  gsize kind_length;

  g_return_val_if_fail (code != NULL, FALSE);
  g_return_val_if_fail (card != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  colon = strchr (code, ':');
  kind_length = colon != NULL ? (gsize) (colon - code) : strlen (code);

  for (guint k = 0; k < PERCH_ULURU_N_CARD_KINDS; k++)
    {
      if (strlen (kinds[k].code) != kind_length
          || strncmp (code, kinds[k].code, kind_length) != 0)
        continue;

      if (!kinds[k].has_colour)
        {
          if (colon != NULL)
            {
              g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_CARD,
                           "card '%s': '%s' takes no colour", code, kinds[k].code);
              return FALSE;
            }
          card->kind = k;
          card->bird = PERCH_ULURU_WHITE;
          return TRUE;
        }

      if (colon == NULL)
        {
          g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_CARD,
                       "card '%s': '%s' needs a colour, as in '%s:red'",
                       code, kinds[k].code, kinds[k].code);
          return FALSE;
        }
      if (!perch_uluru_bird_from_name (colon + 1, &card->bird))
        {
          g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_CARD,
                       "card '%s': unknown colour '%s' (colours: white pink yellow "
                       "orange red green blue black)", code, colon + 1);
          return FALSE;
        }
      card->kind = k;
      return TRUE;
    }

  g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_CARD,
               "unknown card '%s' (cards: any boomerang solitary long short next:C "
               "opposite:C corner:C apart:C away:C same:C contrary:C)", code);
  return FALSE;
}

char *
perch_uluru_card_to_code (const PerchUluruCard *card)
{
  g_return_val_if_fail (card != NULL, NULL);
  g_return_val_if_fail ((guint) card->kind < PERCH_ULURU_N_CARD_KINDS, NULL);

  if (!kinds[card->kind].has_colour)
    return g_strdup (kinds[card->kind].code);

  return g_strdup_printf ("%s:%s", kinds[card->kind].code,
                          perch_uluru_bird_name (card->bird));
}

gboolean
perch_uluru_wish_parse (const char      *code,
                        PerchUluruWish  *wish,
                        GError         **error)
{
  g_auto(GStrv) parts = NULL;
  guint n_parts;

  g_return_val_if_fail (code != NULL, FALSE);
  g_return_val_if_fail (wish != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* A slot left empty: the bird has no wish, so it is content anywhere. */
  if (strcmp (code, "-") == 0)
    {
      wish->n_cards = 0;
      return TRUE;
    }

  parts = g_strsplit (code, "+", -1);
  n_parts = g_strv_length (parts);
  if (n_parts == 0 || n_parts > PERCH_ULURU_MAX_CARDS)
    {
      g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_CARD,
                   "'%s': a bird has 1 to %d cards joined by '+'",
                   code, PERCH_ULURU_MAX_CARDS);
      return FALSE;
    }

  for (guint i = 0; i < n_parts; i++)
    if (!perch_uluru_card_parse (parts[i], &wish->cards[i], error))
      return FALSE;
  wish->n_cards = n_parts;

  return TRUE;
}

/* "long+next:red"; a bird without cards is "-". */
char *
perch_uluru_wish_to_code (const PerchUluruWish *wish)
{
  GString *code;

  g_return_val_if_fail (wish != NULL, NULL);

  if (wish->n_cards == 0)
    return g_strdup ("-");

  code = g_string_new (NULL);
  for (guint i = 0; i < wish->n_cards; i++)
    {
      g_autofree char *card = perch_uluru_card_to_code (&wish->cards[i]);

      if (i > 0)
        g_string_append_c (code, '+');
      g_string_append (code, card);
    }

  return g_string_free (code, FALSE);
}
