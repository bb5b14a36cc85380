/* perch-uluru-deal.c: reading and writing deals and placements
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-uluru"

#include "perch-uluru-deal.h"

#include <string.h>

/* Exactly one code per bird, in bird order. */
gboolean
perch_uluru_deal_parse (const char * const  *codes,
                        guint                n_codes,
                        PerchUluruDeal      *deal,
                        GError             **error)
{
  PerchUluruDeal parsed = { 0 };

  g_return_val_if_fail (codes != NULL || n_codes == 0, FALSE);
  g_return_val_if_fail (deal != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (n_codes != PERCH_ULURU_N_BIRDS)
    {
      g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_DEAL,
                   "expected 8 cards, one per bird from white to black; got %u", n_codes);
      return FALSE;
    }

  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    {
      g_autoptr(GError) local_error = NULL;

      if (!perch_uluru_wish_parse (codes[b], &parsed.wishes[b], &local_error))
        {
          g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_CARD,
                       "%s's card: %s", perch_uluru_bird_name (b), local_error->message);
          return FALSE;
        }
    }

  *deal = parsed;
  return TRUE;
}

/* The codes of the eight birds separated by spaces, as perch_uluru_deal_parse() reads them. */
char *
perch_uluru_deal_to_string (const PerchUluruDeal *deal)
{
  GString *text;

  g_return_val_if_fail (deal != NULL, NULL);

  text = g_string_new (NULL);
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    {
      g_autofree char *code = perch_uluru_wish_to_code (&deal->wishes[b]);

      if (b > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, code);
    }

  return g_string_free (text, FALSE);
}

guint
perch_uluru_deal_n_cards (const PerchUluruDeal *deal)
{
  guint n = 0;

  g_return_val_if_fail (deal != NULL, 0);

  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    n += deal->wishes[b].n_cards;

  return n;
}

/* "4,-,1,2,3,5,6,7": the places in bird order, '-' for a bird off the board. */
gboolean
perch_uluru_placement_parse (const char           *text,
                             PerchUluruPlacement  *placement,
                             GError              **error)
{
  g_auto(GStrv) parts = NULL;
  PerchUluruPlacement parsed = { 0 };
  int used_by[PERCH_ULURU_N_PLACES + 1];
  guint n_parts;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (placement != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  parts = g_strsplit (text, ",", -1);
  n_parts = g_strv_length (parts);
  if (n_parts != PERCH_ULURU_N_BIRDS)
    {
      g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_PLACEMENT,
                   "placement '%s': expected 8 places separated by commas, one per bird "
                   "from white to black ('-' for off the board); got %u", text, n_parts);
      return FALSE;
    }

  for (guint p = 0; p <= PERCH_ULURU_N_PLACES; p++)
    used_by[p] = -1;

  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    {
      const char *part = parts[b];

      if (strcmp (part, "-") == 0)
        {
          parsed.place[b] = PERCH_ULURU_OFF;
          continue;
        }
      if (strlen (part) != 1 || part[0] < '1' || part[0] > '8')
        {
          g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_PLACEMENT,
                       "placement: %s's place '%s' is not a place (1 to 8, or '-')",
                       perch_uluru_bird_name (b), part);
          return FALSE;
        }
      parsed.place[b] = part[0] - '0';
      if (used_by[parsed.place[b]] >= 0)
        {
          g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_PLACEMENT,
                       "placement: place %u is used twice, by %s and %s", parsed.place[b],
                       perch_uluru_bird_name (used_by[parsed.place[b]]),
                       perch_uluru_bird_name (b));
          return FALSE;
        }
      used_by[parsed.place[b]] = b;
    }

  *placement = parsed;
  return TRUE;
}

char *
perch_uluru_placement_to_string (const PerchUluruPlacement *placement)
{
  GString *text;

  g_return_val_if_fail (placement != NULL, NULL);

  text = g_string_new (NULL);
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    {
      if (b > 0)
        g_string_append_c (text, ',');
      if (placement->place[b] == PERCH_ULURU_OFF)
        g_string_append_c (text, '-');
      else
        g_string_append_printf (text, "%u", placement->place[b]);
    }

  return g_string_free (text, FALSE);
}

gboolean
perch_uluru_placement_is_valid (const PerchUluruPlacement *placement)
{
  guint used = 0;

  g_return_val_if_fail (placement != NULL, FALSE);

  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    {
      guint p = placement->place[b];

      if (p == PERCH_ULURU_OFF)
        continue;
      if (p > PERCH_ULURU_N_PLACES || (used & (1u << p)) != 0)
        return FALSE;
      used |= 1u << p;
    }

  return TRUE;
}
