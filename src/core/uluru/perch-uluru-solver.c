/* perch-uluru-solver.c: exact branch and bound over the birds' places
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every card is compiled into bit masks: the places its bird may take, and for
 * each other bird it depends on, which places that bird may take given the
 * card's bird's place. The search assigns one bird at a time (the one with the
 * fewest places left where all its cards can still be met), scores a card as
 * soon as all the birds it depends on are assigned, and prunes on a lower
 * bound: a bird not yet assigned that has no such place costs at least 1 (an
 * unplaced bird costs exactly 1, so never more), and a card whose partner has
 * no allowed place left is lost. Searching with a limit of 0, 1, 2, ... minus
 * points finds the optimum and counts its placements in the same pass.
 */
#define G_LOG_DOMAIN "perch-uluru"

#include "perch-uluru-solver.h"

#include <string.h>

#include "perch-uluru-rules.h"

#define UNASSIGNED 0xff
#define MAX_CARDS  (PERCH_ULURU_N_BIRDS * PERCH_ULURU_MAX_CARDS)
#define CANCEL_CHECK_INTERVAL 4096

typedef struct
{
  guint8  target;
  guint16 allowed[PERCH_ULURU_N_PLACES + 1];     /* by owner's place: target's places */
  guint16 allowed_for[PERCH_ULURU_N_PLACES + 1]; /* by target's place: owner's places */
} Link;

typedef struct
{
  guint8  owner;
  guint8  n_links;
  guint8  depends;      /* bit per bird: the owner and every target */
  guint16 places;       /* the owner's places allowed on their own */
  Link    links[PERCH_ULURU_N_BIRDS - 1];
} CompiledCard;

typedef struct
{
  PerchUluruMode  mode;
  CompiledCard    cards[MAX_CARDS];
  guint           n_cards;
  guint8          cards_of[PERCH_ULURU_N_BIRDS][PERCH_ULURU_MAX_CARDS];
  guint8          n_cards_of[PERCH_ULURU_N_BIRDS];
  guint8          touching[PERCH_ULURU_N_BIRDS][MAX_CARDS];  /* cards that depend on a bird */
  guint8          n_touching[PERCH_ULURU_N_BIRDS];

  guint8          place[PERCH_ULURU_N_BIRDS];
  guint8          assigned;   /* bit per bird */
  guint           limit;
  guint64         n_found;
  GArray         *placements;
  guint64         n_nodes;
  PerchProgress  *progress;
  gboolean        cancelled;
} Search;

static Link *
link_for (CompiledCard *card,
          guint         target)
{
  Link *link;

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
compile_card (CompiledCard         *card,
              const PerchUluruDeal *deal,
              guint                 bird,
              guint                 index)
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
      Link *link;

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
      Link *link = &card->links[i];

      for (guint p = 1; p <= PERCH_ULURU_N_PLACES; p++)
        for (guint q = 1; q <= PERCH_ULURU_N_PLACES; q++)
          if (link->allowed[p] & (1u << q))
            link->allowed_for[q] |= 1u << p;
    }
}

static void
compile (Search               *search,
         const PerchUluruDeal *deal)
{
  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    for (guint i = 0; i < deal->wishes[b].n_cards; i++)
      {
        guint index = search->n_cards++;
        CompiledCard *card = &search->cards[index];

        compile_card (card, deal, b, i);
        search->cards_of[b][search->n_cards_of[b]++] = index;
        for (guint other = 0; other < PERCH_ULURU_N_BIRDS; other++)
          if (card->depends & (1u << other))
            search->touching[other][search->n_touching[other]++] = index;
      }
}

/* Whether a card whose birds are all assigned is fulfilled. */
static gboolean
card_fulfilled (const Search       *search,
                const CompiledCard *card)
{
  guint place = search->place[card->owner];

  if (!(card->places & (1u << place)))
    return FALSE;

  for (guint i = 0; i < card->n_links; i++)
    {
      guint other = search->place[card->links[i].target];

      if (other == PERCH_ULURU_OFF || !(card->links[i].allowed[place] & (1u << other)))
        return FALSE;
    }

  return TRUE;
}

/* The minus points that the cards completed by assigning @bird add. */
static guint
cost_of_assigning (const Search *search,
                   guint         bird)
{
  guint cost = search->place[bird] == PERCH_ULURU_OFF ? 1 : 0;

  for (guint i = 0; i < search->n_touching[bird]; i++)
    {
      const CompiledCard *card = &search->cards[search->touching[bird][i]];

      if ((card->depends & ~search->assigned) != 0
          || search->place[card->owner] == PERCH_ULURU_OFF)
        continue;
      if (!card_fulfilled (search, card))
        cost++;
    }

  return cost;
}

/* The places where every card of unassigned @bird can still be met. */
static guint16
hopeful_places (const Search *search,
                guint         bird,
                guint16       free_places)
{
  guint16 places = free_places;

  for (guint i = 0; i < search->n_cards_of[bird] && places != 0; i++)
    {
      const CompiledCard *card = &search->cards[search->cards_of[bird][i]];

      places &= card->places;
      for (guint l = 0; l < card->n_links; l++)
        {
          guint other = card->links[l].target;

          if (!(search->assigned & (1u << other)))
            continue;
          if (search->place[other] == PERCH_ULURU_OFF)
            return 0;
          places &= card->links[l].allowed_for[search->place[other]];
        }
    }

  return places;
}

/* Cards of placed birds waiting for a partner that has no allowed place left. */
static guint
lost_cards (const Search *search,
            guint16       free_places)
{
  guint lost = 0;

  for (guint c = 0; c < search->n_cards; c++)
    {
      const CompiledCard *card = &search->cards[c];
      guint place = search->place[card->owner];

      if (!(search->assigned & (1u << card->owner)) || place == PERCH_ULURU_OFF
          || (card->depends & ~search->assigned) == 0)
        continue;

      for (guint l = 0; l < card->n_links; l++)
        if (!(search->assigned & (1u << card->links[l].target))
            && (card->links[l].allowed[place] & free_places) == 0)
          {
            lost++;
            break;
          }
    }

  return lost;
}

static void
record_leaf (Search *search)
{
  search->n_found++;
  if (search->placements != NULL)
    {
      PerchUluruPlacement placement;

      memcpy (placement.place, search->place, sizeof placement.place);
      g_array_append_val (search->placements, placement);
    }
}

static void
search_from (Search  *search,
             guint16  free_places,
             guint    cost)
{
  guint bound = cost;
  guint best_bird = PERCH_ULURU_N_BIRDS;
  guint best_size = G_MAXUINT;
  guint16 best_places = 0;

  if (search->cancelled)
    return;
  if ((++search->n_nodes % CANCEL_CHECK_INTERVAL) == 0 && search->progress != NULL)
    {
      perch_progress_update (search->progress, search->n_nodes);
      if (perch_progress_cancelled (search->progress))
        {
          search->cancelled = TRUE;
          return;
        }
    }

  if (search->assigned == (1u << PERCH_ULURU_N_BIRDS) - 1)
    {
      record_leaf (search);
      return;
    }

  for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
    {
      guint16 places;
      guint size;

      if (search->assigned & (1u << b))
        continue;

      places = hopeful_places (search, b, free_places);
      size = __builtin_popcount (places);
      if (places == 0)
        bound++;
      if (size < best_size)
        {
          best_size = size;
          best_bird = b;
          best_places = places;
        }
    }

  if (bound > search->limit)
    return;
  bound += lost_cards (search, free_places);
  if (bound > search->limit)
    return;

  /* Hopeful places first, then the rest, then off the board. */
  search->assigned |= 1u << best_bird;
  for (guint pass = 0; pass < 2; pass++)
    {
      guint16 places = pass == 0 ? best_places : (free_places & ~best_places);

      while (places != 0)
        {
          guint p = __builtin_ctz (places);
          guint total;

          places &= places - 1;
          search->place[best_bird] = p;
          total = cost + cost_of_assigning (search, best_bird);
          if (total <= search->limit)
            search_from (search, free_places & ~(1u << p), total);
        }
    }
  if (search->mode == PERCH_ULURU_MODE_PARTIAL)
    {
      guint total;

      search->place[best_bird] = PERCH_ULURU_OFF;
      total = cost + cost_of_assigning (search, best_bird);
      if (total <= search->limit)
        search_from (search, free_places, total);
    }
  search->place[best_bird] = UNASSIGNED;
  search->assigned &= ~(1u << best_bird);
}

/* Off the board sorts after every place, so the first placement places most birds early. */
static int
compare_placements (gconstpointer a,
                    gconstpointer b)
{
  const PerchUluruPlacement *x = a, *y = b;

  for (guint i = 0; i < PERCH_ULURU_N_BIRDS; i++)
    {
      guint px = x->place[i] == PERCH_ULURU_OFF ? 9 : x->place[i];
      guint py = y->place[i] == PERCH_ULURU_OFF ? 9 : y->place[i];

      if (px != py)
        return px < py ? -1 : 1;
    }

  return 0;
}

/* The least total of minus points over all placements in @mode, how many placements
 * reach it and, if @collect, all of them in a stable order (by places in bird order,
 * off the board last). Fails only when @progress is cancelled. */
PerchUluruSolution *
perch_uluru_solve (const PerchUluruDeal  *deal,
                   PerchUluruMode         mode,
                   gboolean               collect,
                   PerchProgress         *progress,
                   GError               **error)
{
  g_autofree Search *search = NULL;
  PerchUluruSolution *solution;

  g_return_val_if_fail (deal != NULL, NULL);
  g_return_val_if_fail (mode == PERCH_ULURU_MODE_PARTIAL || mode == PERCH_ULURU_MODE_ALL_PLACED,
                        NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  search = g_new0 (Search, 1);
  search->mode = mode;
  search->progress = progress;
  compile (search, deal);
  if (collect)
    search->placements = g_array_new (FALSE, FALSE, sizeof (PerchUluruPlacement));

  /* A placement with every bird off the board costs 8, and every bird placed costs at
   * most one point per card, so the loop ends. */
  for (search->limit = 0; ; search->limit++)
    {
      memset (search->place, UNASSIGNED, sizeof search->place);
      search->assigned = 0;
      search_from (search, PERCH_ULURU_ALL_PLACES, 0);
      if (search->cancelled || search->n_found > 0)
        break;
    }

  if (search->cancelled)
    {
      g_clear_pointer (&search->placements, g_array_unref);
      perch_progress_set_error_if_cancelled (progress, error);
      return NULL;
    }

  if (search->placements != NULL)
    g_array_sort (search->placements, compare_placements);

  solution = g_new0 (PerchUluruSolution, 1);
  solution->mode = mode;
  solution->penalty = search->limit;
  solution->n_optimal = search->n_found;
  solution->placements = search->placements;
  solution->n_nodes = search->n_nodes;

  return solution;
}

void
perch_uluru_solution_free (PerchUluruSolution *solution)
{
  if (solution == NULL)
    return;

  g_clear_pointer (&solution->placements, g_array_unref);
  g_free (solution);
}

const char *
perch_uluru_mode_code (PerchUluruMode mode)
{
  return mode == PERCH_ULURU_MODE_ALL_PLACED ? "all-placed" : "partial";
}
