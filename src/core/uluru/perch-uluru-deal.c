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

/* Where the places of @text are: comma-separated parts (spaces around them ignored),
 * else words separated by spaces, else, for a single word of 8 characters, each
 * character. Returns how many, at most @max. */
static guint
split_places (const char *text,
              guint       starts[],
              guint       lengths[],
              guint       max)
{
  gsize length = strlen (text);
  guint n = 0;

  if (strchr (text, ',') != NULL)
    {
      gsize start = 0;

      for (gsize i = 0; i <= length; i++)
        if (i == length || text[i] == ',')
          {
            gsize a = start, b = i;

            while (a < b && g_ascii_isspace (text[a]))
              a++;
            while (b > a && g_ascii_isspace (text[b - 1]))
              b--;
            if (n < max)
              {
                starts[n] = a;
                lengths[n] = b - a;
              }
            n++;
            start = i + 1;
          }
      return n;
    }

  for (gsize i = 0; i < length; )
    {
      gsize a = i;

      if (g_ascii_isspace (text[i]))
        {
          i++;
          continue;
        }
      while (i < length && !g_ascii_isspace (text[i]))
        i++;
      if (n < max)
        {
          starts[n] = a;
          lengths[n] = i - a;
        }
      n++;
    }
  if (n == 1 && lengths[0] == PERCH_ULURU_N_BIRDS)
    {
      guint a = starts[0];

      for (n = 0; n < PERCH_ULURU_N_BIRDS && n < max; n++)
        {
          starts[n] = a + n;
          lengths[n] = 1;
        }
    }
  return n;
}

/**
 * perch_uluru_placement_read:
 * @text: the places in bird order, '-' for a bird off the board: "4,-,1,2,3,5,6,7",
 *   "4 - 1 2 3 5 6 7" or "4-123567"
 * @problem: (out): what is wrong, when it returns %FALSE
 *
 * Reads a placement and says what is wrong in parts that a page can put in its own
 * words. Returns: whether @text is a placement
 */
gboolean
perch_uluru_placement_read (const char                 *text,
                            PerchUluruPlacement        *placement,
                            PerchUluruPlacementProblem *problem)
{
  guint starts[PERCH_ULURU_N_BIRDS + 1], lengths[PERCH_ULURU_N_BIRDS + 1];
  PerchUluruPlacement parsed = { 0 };
  int used_by[PERCH_ULURU_N_PLACES + 1];
  guint n_parts;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (placement != NULL, FALSE);
  g_return_val_if_fail (problem != NULL, FALSE);

  memset (problem, 0, sizeof *problem);
  n_parts = split_places (text, starts, lengths, G_N_ELEMENTS (starts));
  if (n_parts != PERCH_ULURU_N_BIRDS)
    {
      problem->kind = PERCH_ULURU_PLACEMENT_WRONG_COUNT;
      problem->n_places = n_parts;
      return FALSE;
    }

  for (guint p = 0; p <= PERCH_ULURU_N_PLACES; p++)
    used_by[p] = -1;

  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    {
      const char *part = text + starts[b];

      if (lengths[b] == 1 && part[0] == '-')
        {
          parsed.place[b] = PERCH_ULURU_OFF;
          continue;
        }
      if (lengths[b] != 1 || part[0] < '1' || part[0] > '8')
        {
          problem->kind = PERCH_ULURU_PLACEMENT_NOT_A_PLACE;
          problem->bird = b;
          problem->start = starts[b];
          problem->length = lengths[b];
          return FALSE;
        }
      parsed.place[b] = part[0] - '0';
      if (used_by[parsed.place[b]] >= 0)
        {
          problem->kind = PERCH_ULURU_PLACEMENT_PLACE_TWICE;
          problem->place = parsed.place[b];
          problem->other = used_by[parsed.place[b]];
          problem->bird = b;
          return FALSE;
        }
      used_by[parsed.place[b]] = b;
    }

  *placement = parsed;
  return TRUE;
}

/* "4,-,1,2,3,5,6,7" (or as perch_uluru_placement_read() reads it); the error in
 * English, as perch-cli prints it. */
gboolean
perch_uluru_placement_parse (const char           *text,
                             PerchUluruPlacement  *placement,
                             GError              **error)
{
  PerchUluruPlacementProblem problem;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (placement != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (perch_uluru_placement_read (text, placement, &problem))
    return TRUE;

  switch (problem.kind)
    {
    case PERCH_ULURU_PLACEMENT_WRONG_COUNT:
      g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_PLACEMENT,
                   "placement '%s': expected 8 places separated by commas, one per bird "
                   "from white to black ('-' for off the board); got %u", text,
                   problem.n_places);
      break;
    case PERCH_ULURU_PLACEMENT_NOT_A_PLACE:
      g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_PLACEMENT,
                   "placement: %s's place '%.*s' is not a place (1 to 8, or '-')",
                   perch_uluru_bird_name (problem.bird), (int) problem.length,
                   text + problem.start);
      break;
    case PERCH_ULURU_PLACEMENT_PLACE_TWICE:
    default:
      g_set_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_PLACEMENT,
                   "placement: place %u is used twice, by %s and %s", problem.place,
                   perch_uluru_bird_name (problem.other), perch_uluru_bird_name (problem.bird));
      break;
    }
  return FALSE;
}

/**
 * perch_uluru_placement_move:
 * @place: 1 to 8, or %PERCH_ULURU_OFF
 *
 * Puts @bird on @place; a bird already there takes @bird's old place.
 */
void
perch_uluru_placement_move (PerchUluruPlacement *placement,
                            PerchUluruBird       bird,
                            guint                place)
{
  guint old;

  g_return_if_fail (placement != NULL);
  g_return_if_fail ((guint) bird < PERCH_ULURU_N_BIRDS);
  g_return_if_fail (place <= PERCH_ULURU_N_PLACES);

  old = placement->place[bird];
  if (place != PERCH_ULURU_OFF)
    for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
      if (placement->place[b] == place)
        placement->place[b] = old;
  placement->place[bird] = place;
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
