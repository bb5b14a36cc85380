/* perch-uluru-solver.c: exact branch and bound over the birds' places
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every card is compiled into bit masks (perch-uluru-compile.c): the places its
 * bird may take, and for each other bird it depends on, which places that bird
 * may take given the card's bird's place. The search assigns one bird at a time
 * (the one with the fewest places left where all its cards can still be met),
 * scores a card as soon as all the birds it depends on are assigned, and prunes
 * on a lower bound: a bird not yet assigned that has no such place costs at
 * least 1 (an unplaced bird costs exactly 1, so never more), and a card whose
 * partner has no allowed place left is lost. Searching with a limit of 0, 1, 2,
 * ... minus points finds the optimum and counts its placements in the same pass.
 */
#define G_LOG_DOMAIN "perch-uluru"

#include "perch-uluru-solver.h"

#include <string.h>

#include "perch-uluru-compile.h"

#define CANCEL_CHECK_INTERVAL 4096

typedef struct
{
  PerchUluruMode      mode;
  PerchUluruCompiled  compiled;

  guint8              place[PERCH_ULURU_N_BIRDS];
  guint8              assigned;   /* bit per bird */
  guint               limit;
  guint64             n_found;
  GArray             *placements;
  guint64             n_nodes;
  PerchProgress      *progress;
  gboolean            cancelled;
} Search;

/* The minus points that the cards completed by assigning @bird add. */
static guint
cost_of_assigning (const Search *search,
                   guint         bird)
{
  const PerchUluruCompiled *compiled = &search->compiled;
  guint cost = search->place[bird] == PERCH_ULURU_OFF ? 1 : 0;

  for (guint i = 0; i < compiled->n_touching[bird]; i++)
    {
      const PerchUluruCompiledCard *card = &compiled->cards[compiled->touching[bird][i]];

      if ((card->depends & ~search->assigned) != 0
          || search->place[card->owner] == PERCH_ULURU_OFF)
        continue;
      if (!perch_uluru_compiled_card_fulfilled (card, search->place))
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
  const PerchUluruCompiled *compiled = &search->compiled;
  guint16 places = free_places;

  for (guint i = 0; i < compiled->n_cards_of[bird] && places != 0; i++)
    {
      const PerchUluruCompiledCard *card = &compiled->cards[compiled->cards_of[bird][i]];

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

  for (guint c = 0; c < search->compiled.n_cards; c++)
    {
      const PerchUluruCompiledCard *card = &search->compiled.cards[c];
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
  search->place[best_bird] = PERCH_ULURU_UNASSIGNED;
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
  perch_uluru_compile (&search->compiled, deal);
  if (collect)
    search->placements = g_array_new (FALSE, FALSE, sizeof (PerchUluruPlacement));

  /* A placement with every bird off the board costs 8, and every bird placed costs at
   * most one point per card, so the loop ends. */
  for (search->limit = 0; ; search->limit++)
    {
      memset (search->place, PERCH_ULURU_UNASSIGNED, sizeof search->place);
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
