/* perch-uluru-conflicts.c: every minimal conflict of a deal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A set of cards can be met exactly when it lies within a maximal set of cards met
 * together, so the minimal conflicts are the minimal sets that share a card with
 * the complement of every maximal set (its minimal transversals). Both families
 * are built together: a candidate is a minimal set within none of the maximal sets
 * found so far; a search on the solver's masks and bounds, over the birds the
 * candidate's cards depend on only, tells whether a placement meets it. If one
 * does, it grows card by card into a new maximal set, and the candidates follow
 * (one step of Berge's method); if none does, the candidate is a minimal conflict.
 */
#define G_LOG_DOMAIN "perch-uluru"

#include "perch-uluru-conflicts.h"

#include <string.h>

#define CANCEL_CHECK_INTERVAL 4096

/* The number of bits set, without the library call __builtin_popcount() makes on
 * processors we may not assume have an instruction for it. */
static inline guint
count_bits (guint32 bits)
{
  bits = bits - ((bits >> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >> 2) & 0x33333333);
  bits = (bits + (bits >> 4)) & 0x0f0f0f0f;

  return (bits * 0x01010101) >> 24;
}

typedef struct
{
  const PerchUluruCompiled *compiled;
  guint32                   all;
  guint8                    place[PERCH_ULURU_N_BIRDS];
  guint8                    assigned;   /* bit per bird */
  guint32                   wanted;     /* the cards to meet */
  guint64                   n_nodes;
  PerchProgress            *progress;
  gboolean                  cancelled;
} Search;

/* The places left for unassigned @bird where every wanted card about it can still
 * hold: its own cards given its assigned partners, and the cards of assigned birds
 * that name it. */
static guint16
places_left (const Search *search,
             guint         bird,
             guint16       free_places)
{
  const PerchUluruCompiled *compiled = search->compiled;
  guint16 places = free_places;

  for (guint i = 0; i < compiled->n_touching[bird] && places != 0; i++)
    {
      guint c = compiled->touching[bird][i];
      const PerchUluruCompiledCard *card = &compiled->cards[c];

      if (!(search->wanted & (1u << c)))
        continue;

      if (card->owner == bird)
        {
          places &= card->places;
          for (guint l = 0; l < card->n_links; l++)
            if (search->assigned & (1u << card->links[l].target))
              places &= card->links[l].allowed_for[search->place[card->links[l].target]];
        }
      else if (search->assigned & (1u << card->owner))
        {
          for (guint l = 0; l < card->n_links; l++)
            if (card->links[l].target == bird)
              places &= card->links[l].allowed[search->place[card->owner]];
        }
    }

  return places;
}

/* Narrows the places of the @open birds (unassigned ones that wanted cards depend on)
 * from places_left(): a place stays while each wanted card between two open birds
 * has a place for the other bird too, and no other bird is left with only that
 * place. FALSE when a bird has none left, or the open birds fewer places than birds. */
static gboolean
narrow_places (const Search *search,
               guint8        open,
               guint16       free_places,
               guint16      *places)
{
  const PerchUluruCompiled *compiled = search->compiled;
  guint16 reachable = 0;
  gboolean changed = TRUE;

  for (guint8 rest = open; rest != 0; rest &= rest - 1)
    {
      guint b = __builtin_ctz (rest);

      places[b] = places_left (search, b, free_places);
      if (places[b] == 0)
        return FALSE;
      reachable |= places[b];
    }
  if (count_bits (reachable) < count_bits (open))
    return FALSE;

  while (changed)
    {
      changed = FALSE;
      for (guint32 rest = search->wanted; rest != 0; rest &= rest - 1)
        {
          const PerchUluruCompiledCard *card = &compiled->cards[__builtin_ctz (rest)];
          guint owner = card->owner;

          if (!(open & (1u << owner)))
            continue;
          for (guint l = 0; l < card->n_links; l++)
            {
              const PerchUluruLink *link = &card->links[l];
              guint target = link->target;
              guint16 for_owner = 0, for_target = 0;

              if (!(open & (1u << target)))
                continue;
              for (guint16 q = places[target]; q != 0; q &= q - 1)
                for_owner |= link->allowed_for[__builtin_ctz (q)];
              for (guint16 p = places[owner]; p != 0; p &= p - 1)
                for_target |= link->allowed[__builtin_ctz (p)];
              if ((places[owner] & ~for_owner) || (places[target] & ~for_target))
                {
                  places[owner] &= for_owner;
                  places[target] &= for_target;
                  if (places[owner] == 0 || places[target] == 0)
                    return FALSE;
                  changed = TRUE;
                }
            }
        }

      for (guint8 rest = open; rest != 0; rest &= rest - 1)
        {
          guint b = __builtin_ctz (rest);

          if ((places[b] & (places[b] - 1)) != 0)
            continue;
          for (guint8 others = open & ~(1u << b); others != 0; others &= others - 1)
            {
              guint other = __builtin_ctz (others);

              if (places[other] & places[b])
                {
                  places[other] &= ~places[b];
                  if (places[other] == 0)
                    return FALSE;
                  changed = TRUE;
                }
            }
        }
    }

  return TRUE;
}

/* Places the birds the wanted cards depend on, the most constrained first, so that
 * every wanted card holds; FALSE when no placement does. */
static gboolean
meet_from (Search  *search,
           guint8   birds,
           guint16  free_places)
{
  guint16 places[PERCH_ULURU_N_BIRDS];
  guint8 open = birds & ~search->assigned;
  guint best_bird = PERCH_ULURU_N_BIRDS;
  guint best_size = G_MAXUINT;

  if (search->cancelled)
    return FALSE;
  if ((++search->n_nodes % CANCEL_CHECK_INTERVAL) == 0 && search->progress != NULL)
    {
      perch_progress_update (search->progress, search->n_nodes);
      if (perch_progress_cancelled (search->progress))
        {
          search->cancelled = TRUE;
          return FALSE;
        }
    }

  if (open == 0)
    return TRUE;
  if (!narrow_places (search, open, free_places, places))
    return FALSE;

  for (guint8 rest = open; rest != 0; rest &= rest - 1)
    {
      guint b = __builtin_ctz (rest);
      guint size = count_bits (places[b]);

      if (size < best_size)
        {
          best_size = size;
          best_bird = b;
        }
    }

  search->assigned |= 1u << best_bird;
  for (guint16 rest = places[best_bird]; rest != 0; rest &= rest - 1)
    {
      guint p = __builtin_ctz (rest);

      search->place[best_bird] = p;
      if (meet_from (search, birds, free_places & ~(1u << p)))
        return TRUE;
    }
  search->place[best_bird] = PERCH_ULURU_UNASSIGNED;
  search->assigned &= ~(1u << best_bird);

  return FALSE;
}

/* The cards a full placement meets. */
static guint32
cards_met (const Search *search)
{
  guint32 met = 0;

  for (guint c = 0; c < search->compiled->n_cards; c++)
    if (perch_uluru_compiled_card_fulfilled (&search->compiled->cards[c], search->place))
      met |= 1u << c;

  return met;
}

/* Whether some placement meets all of @cards; if so, @search->place holds one with every
 * bird placed (the birds the cards leave free on the places left, in bird order). */
static gboolean
meet (Search  *search,
      guint32  cards)
{
  guint8 birds = 0;
  guint16 free_places = PERCH_ULURU_ALL_PLACES;

  for (guint32 rest = cards; rest != 0; rest &= rest - 1)
    birds |= search->compiled->cards[__builtin_ctz (rest)].depends;

  memset (search->place, PERCH_ULURU_UNASSIGNED, sizeof search->place);
  search->assigned = 0;
  search->wanted = cards;
  if (!meet_from (search, birds, PERCH_ULURU_ALL_PLACES))
    return FALSE;

  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    if (search->assigned & (1u << b))
      free_places &= ~(1u << search->place[b]);
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    if (!(search->assigned & (1u << b)))
      {
        search->place[b] = __builtin_ctz (free_places);
        free_places &= free_places - 1;
      }

  return TRUE;
}

/* Grows the cards met by the placement in @search->place, card by card, into a set
 * that no further card can join, with a placement that meets it. */
static PerchUluruMeetable
grow_maximal (Search       *search,
              const GArray *conflicts,
              guint         n_conflicts)
{
  PerchUluruMeetable grown;

  grown.cards = cards_met (search);
  memcpy (grown.placement.place, search->place, sizeof grown.placement.place);

  for (guint c = 0; c < search->compiled->n_cards && !search->cancelled; c++)
    {
      guint32 more = grown.cards | (1u << c);
      gboolean hopeless = FALSE;

      if (grown.cards & (1u << c))
        continue;
      /* A set that holds a known conflict needs no search. */
      for (guint i = 0; !hopeless && i < n_conflicts; i++)
        hopeless = (g_array_index (conflicts, guint32, i) & ~more) == 0;
      if (!hopeless && meet (search, more))
        {
          grown.cards = cards_met (search);
          memcpy (grown.placement.place, search->place, sizeof grown.placement.place);
        }
    }

  return grown;
}

/* Smallest first; among sets of a size, the one with the lowest card that only one
 * of them has comes first. */
static int
compare_card_sets (gconstpointer a,
                   gconstpointer b)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;
  guint32 difference = x ^ y;
  int nx = count_bits (x), ny = count_bits (y);

  if (nx != ny)
    return nx < ny ? -1 : 1;
  if (difference == 0)
    return 0;

  return (x & difference & -difference) ? -1 : 1;
}

/* @sets are the minimal sets that share a card with each edge so far; makes them the
 * minimal sets that also share one with @edge (one step of Berge's method). A set
 * that already meets @edge stays minimal; a set grown by a card e of @edge is not
 * minimal exactly when a set that stays holds e and lies within it. */
static void
add_edge (GArray  *sets,
          guint32  edge)
{
  g_autoptr(GArray) grown = g_array_new (FALSE, FALSE, sizeof (guint32));
  guint kept = 0;

  for (guint i = 0; i < sets->len; i++)
    {
      guint32 set = g_array_index (sets, guint32, i);

      if (set & edge)
        g_array_index (sets, guint32, kept++) = set;
      else
        g_array_append_val (grown, set);
    }
  g_array_set_size (sets, kept);

  for (guint i = 0; i < grown->len; i++)
    for (guint32 rest = edge; rest != 0; rest &= rest - 1)
      {
        guint32 card = rest & -rest;
        guint32 candidate = g_array_index (grown, guint32, i) | card;
        gboolean minimal = TRUE;

        for (guint k = 0; minimal && k < kept; k++)
          {
            guint32 other = g_array_index (sets, guint32, k);

            minimal = !(other & card) || (other & ~candidate) != 0;
          }
        if (minimal)
          g_array_append_val (sets, candidate);
      }
}

/* Every maximal set of cards met together (each with a placement that meets it) and
 * every minimal conflict. Fails only when @progress is cancelled.
 *
 * The candidates are the minimal sets that lie within none of the maximal sets found
 * so far. A candidate that some placement meets grows into a new maximal set; one
 * that none meets is a minimal conflict, since every smaller set lies within a
 * maximal set. The search ends when every candidate is a conflict. */
PerchUluruConflicts *
perch_uluru_conflicts_find (const PerchUluruCompiled  *compiled,
                            PerchProgress             *progress,
                            GError                   **error)
{
  Search search = { 0 };
  g_autoptr(GArray) maximal = NULL;
  g_autoptr(GArray) candidates = NULL;
  PerchUluruConflicts *conflicts;
  guint n_confirmed = 0;
  guint32 empty = 0;

  g_return_val_if_fail (compiled != NULL, NULL);
  g_return_val_if_fail (compiled->n_cards <= 32, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (perch_progress_set_error_if_cancelled (progress, error))
    return NULL;

  search.compiled = compiled;
  search.all = compiled->n_cards == 32 ? G_MAXUINT32 : (1u << compiled->n_cards) - 1;
  search.progress = progress;
  maximal = g_array_new (FALSE, FALSE, sizeof (PerchUluruMeetable));
  candidates = g_array_new (FALSE, FALSE, sizeof (guint32));
  g_array_append_val (candidates, empty);

  /* The candidates before n_confirmed are conflicts. They share a card with every
   * edge, so adding one keeps them, in their order, at the front. The smallest
   * candidate goes first: small conflicts, once known, spare searches. */
  while (n_confirmed < candidates->len && !search.cancelled)
    {
      guint smallest = n_confirmed;
      guint32 candidate;

      for (guint i = n_confirmed + 1; i < candidates->len; i++)
        if (count_bits (g_array_index (candidates, guint32, i))
            < count_bits (g_array_index (candidates, guint32, smallest)))
          smallest = i;
      candidate = g_array_index (candidates, guint32, smallest);

      if (meet (&search, candidate))
        {
          PerchUluruMeetable grown = grow_maximal (&search, candidates, n_confirmed);

          g_array_append_val (maximal, grown);
          add_edge (candidates, search.all & ~grown.cards);
        }
      else
        {
          g_array_index (candidates, guint32, smallest) =
            g_array_index (candidates, guint32, n_confirmed);
          g_array_index (candidates, guint32, n_confirmed++) = candidate;
        }
    }

  if (search.cancelled)
    {
      perch_progress_set_error_if_cancelled (progress, error);
      return NULL;
    }

  g_array_sort (candidates, compare_card_sets);
  conflicts = g_new0 (PerchUluruConflicts, 1);
  conflicts->maximal = g_steal_pointer (&maximal);
  conflicts->conflicts = g_steal_pointer (&candidates);
  conflicts->n_nodes = search.n_nodes;

  return conflicts;
}

void
perch_uluru_conflicts_free (PerchUluruConflicts *conflicts)
{
  if (conflicts == NULL)
    return;

  g_clear_pointer (&conflicts->maximal, g_array_unref);
  g_clear_pointer (&conflicts->conflicts, g_array_unref);
  g_free (conflicts);
}
