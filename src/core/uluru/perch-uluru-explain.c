/* perch-uluru-explain.c: the optimum from the conflicts, and a placement that reaches it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The bound is a smallest cover of the conflicts, found by branch and bound (branch
 * on the cards of a conflict not yet met, prune on the number of conflicts left that
 * share no card). In the partial mode the birds that could be left off are tried
 * first, every set of them, with the cards about them counted. A maximal set of
 * cards met together that holds every card outside the cover gives the placement.
 */
#define G_LOG_DOMAIN "perch-uluru"

#include "perch-uluru-explain.h"

#include <string.h>

#include "perch-uluru-conflicts.h"
#include "perch-uluru-rules.h"
#include "perch-uluru-wording.h"

typedef struct
{
  const guint32 *sets;
  guint          n_sets;
  guint          best;
  guint32        best_cover;
} Cover;

/* How many of the sets not yet met share no card with one another, greedily: a lower
 * bound on the cards still needed. */
static guint
separate_unmet (const Cover *cover,
                guint32      chosen)
{
  guint32 used = 0;
  guint n = 0;

  for (guint i = 0; i < cover->n_sets; i++)
    if (!(cover->sets[i] & chosen) && !(cover->sets[i] & used))
      {
        used |= cover->sets[i];
        n++;
      }

  return n;
}

static void
cover_from (Cover   *cover,
            guint32  chosen,
            guint    size)
{
  guint32 unmet = 0;

  if (size + separate_unmet (cover, chosen) >= cover->best)
    return;

  /* The sets are smallest first: the first one not met has the fewest cards. */
  for (guint i = 0; i < cover->n_sets && unmet == 0; i++)
    if (!(cover->sets[i] & chosen))
      unmet = cover->sets[i];
  if (unmet == 0)
    {
      cover->best = size;
      cover->best_cover = chosen;
      return;
    }

  for (guint32 rest = unmet; rest != 0; rest &= rest - 1)
    cover_from (cover, chosen | (rest & -rest), size + 1);
}

/* The size of a smallest set of cards that shares one with each of @sets (smallest
 * first), if smaller than @limit; else @limit. */
static guint
smallest_cover (const guint32 *sets,
                guint          n_sets,
                guint          limit,
                guint32       *cover_out)
{
  Cover cover = { sets, n_sets, limit, 0 };

  cover_from (&cover, 0, 0);
  *cover_out = cover.best_cover;

  return cover.best;
}

typedef struct
{
  guint32 cards;     /* cards given up */
  guint8  off;       /* birds left off */
  guint   cost;
} Choice;

/* The cards of the birds in @birds, and the cards of other birds that depend on them. */
static void
cards_of_birds (const PerchUluruCompiled *compiled,
                guint8                    birds,
                guint32                  *own,
                guint32                  *about)
{
  *own = 0;
  *about = 0;
  for (guint c = 0; c < compiled->n_cards; c++)
    {
      const PerchUluruCompiledCard *card = &compiled->cards[c];

      if (birds & (1u << card->owner))
        *own |= 1u << c;
      else if (card->depends & birds)
        *about |= 1u << c;
    }
}

/* The cheapest way to meet every conflict: cards given up, one point each, and in the
 * partial mode birds left off, one point each plus the cards about them. */
static Choice
cheapest_choice (const PerchUluruCompiled *compiled,
                 const GArray             *conflicts,
                 PerchUluruMode            mode)
{
  const guint32 *sets = (const guint32 *) conflicts->data;
  g_autofree guint32 *left = g_new (guint32, MAX (conflicts->len, 1));
  Choice best = { 0, 0, 0 };
  guint8 can_leave = 0;

  best.cost = smallest_cover (sets, conflicts->len, G_MAXUINT, &best.cards);

  /* Leaving off a bird with one card in conflicts at most is never cheaper than
   * giving that card up. */
  if (mode == PERCH_ULURU_MODE_PARTIAL)
    for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
      {
        guint32 own, about, in_conflicts = 0;

        cards_of_birds (compiled, 1u << b, &own, &about);
        for (guint i = 0; i < conflicts->len; i++)
          in_conflicts |= sets[i] & own;
        if (__builtin_popcount (in_conflicts) >= 2)
          can_leave |= 1u << b;
      }

  /* Every nonempty subset of the birds worth leaving off. */
  for (guint8 off = can_leave; off != 0; off = (off - 1) & can_leave)
    {
      guint32 own, about, cover;
      guint fixed = __builtin_popcount (off), n_left = 0, rest;

      cards_of_birds (compiled, off, &own, &about);
      fixed += __builtin_popcount (about);
      if (fixed >= best.cost)
        continue;
      for (guint i = 0; i < conflicts->len; i++)
        if (!(sets[i] & (own | about)))
          left[n_left++] = sets[i];
      rest = smallest_cover (left, n_left, best.cost - fixed, &cover);
      if (fixed + rest < best.cost)
        {
          best.cost = fixed + rest;
          best.cards = cover | about;
          best.off = off;
        }
    }

  return best;
}

/* A largest set of conflicts that pairwise share nothing (cards, or in the partial mode
 * birds); it stops early at @enough. */
typedef struct
{
  const guint32 *owners;    /* by conflict: what must not be shared */
  guint          n;
  guint          enough;
  guint         *chosen;
  guint          n_chosen;
  guint         *best;
  guint          n_best;
} Packing;

static void
pack_from (Packing *packing,
           guint    next,
           guint32  used)
{
  if (packing->n_chosen > packing->n_best)
    {
      packing->n_best = packing->n_chosen;
      memcpy (packing->best, packing->chosen, packing->n_chosen * sizeof (guint));
    }
  if (packing->n_best >= packing->enough)
    return;

  for (guint i = next; i < packing->n; i++)
    {
      guint32 more = packing->owners[i];
      guint can_add = 0;

      if (more & used)
        continue;
      /* Even every later conflict would not beat the best. */
      for (guint j = i; j < packing->n; j++)
        if (!(packing->owners[j] & used))
          can_add++;
      if (packing->n_chosen + can_add <= packing->n_best)
        return;

      packing->chosen[packing->n_chosen++] = i;
      pack_from (packing, i + 1, used | more);
      packing->n_chosen--;
      if (packing->n_best >= packing->enough)
        return;
    }
}

static void
find_separate (PerchUluruExplanation    *explanation,
               const PerchUluruCompiled *compiled,
               const GArray             *conflicts)
{
  g_autofree guint32 *owners = g_new0 (guint32, MAX (conflicts->len, 1));
  g_autofree guint *chosen = g_new (guint, MAX (conflicts->len, 1));
  Packing packing = { owners, conflicts->len, explanation->penalty, chosen, 0, NULL, 0 };

  for (guint i = 0; i < conflicts->len; i++)
    {
      guint32 cards = g_array_index (conflicts, guint32, i);

      if (explanation->mode == PERCH_ULURU_MODE_ALL_PLACED)
        owners[i] = cards;
      else
        for (guint32 rest = cards; rest != 0; rest &= rest - 1)
          owners[i] |= 1u << compiled->cards[__builtin_ctz (rest)].owner;
    }

  explanation->separate = g_new (guint, MAX (conflicts->len, 1));
  packing.best = explanation->separate;
  pack_from (&packing, 0, 0);
  explanation->n_separate = packing.n_best;
}

static PerchUluruCardRef
card_ref (const PerchUluruCompiled *compiled,
          guint                     number)
{
  PerchUluruCardRef ref = { compiled->cards[number].owner, 0 };

  for (guint i = 0; i < compiled->n_cards_of[ref.bird]; i++)
    if (compiled->cards_of[ref.bird][i] == number)
      ref.card_index = i;

  return ref;
}

/* A placement that misses no card outside @choice: a maximal set of cards met together
 * holds all the others (else they would hold a conflict that @choice does not meet),
 * and leaving the chosen birds off misses nothing more. */
static gboolean
place_choice (const PerchUluruCompiled *compiled,
              const GArray             *maximal,
              const Choice             *choice,
              PerchUluruPlacement      *placement)
{
  guint32 all = (1u << compiled->n_cards) - 1;
  guint32 own, about;

  cards_of_birds (compiled, choice->off, &own, &about);
  for (guint i = 0; i < maximal->len; i++)
    {
      const PerchUluruMeetable *meetable = &g_array_index (maximal, PerchUluruMeetable, i);

      if ((all & ~(choice->cards | own) & ~meetable->cards) != 0)
        continue;
      *placement = meetable->placement;
      for (guint b = 0; b < PERCH_ULURU_N_BIRDS; b++)
        if (choice->off & (1u << b))
          placement->place[b] = PERCH_ULURU_OFF;
      return TRUE;
    }

  return FALSE;
}

/* The minimal conflicts of @deal, the least minus points in @mode that they explain,
 * and a placement that reaches them. Fails only when @progress is cancelled. */
PerchUluruExplanation *
perch_uluru_explain (const PerchUluruDeal  *deal,
                     PerchUluruMode         mode,
                     PerchProgress         *progress,
                     GError               **error)
{
  g_autofree PerchUluruCompiled *compiled = g_new (PerchUluruCompiled, 1);
  g_autoptr(PerchUluruConflicts) conflicts = NULL;
  g_autoptr(PerchUluruScore) score = NULL;
  PerchUluruExplanation *explanation;
  Choice choice;

  g_return_val_if_fail (deal != NULL, NULL);
  g_return_val_if_fail (mode == PERCH_ULURU_MODE_PARTIAL || mode == PERCH_ULURU_MODE_ALL_PLACED,
                        NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  perch_uluru_compile (compiled, deal);
  conflicts = perch_uluru_conflicts_find (compiled, progress, error);
  if (conflicts == NULL)
    return NULL;

  explanation = g_new0 (PerchUluruExplanation, 1);
  explanation->mode = mode;
  explanation->n_nodes = conflicts->n_nodes;
  explanation->n_conflicts = conflicts->conflicts->len;
  explanation->conflicts = g_new0 (PerchUluruConflict, MAX (explanation->n_conflicts, 1));
  for (guint i = 0; i < explanation->n_conflicts; i++)
    {
      PerchUluruConflict *conflict = &explanation->conflicts[i];
      guint32 cards = g_array_index (conflicts->conflicts, guint32, i);

      for (guint32 rest = cards; rest != 0; rest &= rest - 1)
        conflict->cards[conflict->n_cards++] = card_ref (compiled, __builtin_ctz (rest));
      conflict->text = perch_uluru_conflict_sentence (deal, conflict->cards, conflict->n_cards);
    }

  choice = cheapest_choice (compiled, conflicts->conflicts, mode);
  if (!place_choice (compiled, conflicts->maximal, &choice, &explanation->placement))
    g_critical ("uluru: no placement misses only the cheapest cover of the conflicts");

  score = perch_uluru_score_new (deal, &explanation->placement);
  explanation->penalty = score->total;
  if (score->total != choice.cost)
    g_critical ("uluru: the placement for the cover costs %u, the cover %u",
                score->total, choice.cost);
  for (guint i = 0; i < score->n_verdicts; i++)
    if (!score->verdicts[i].fulfilled)
      explanation->given_up[explanation->n_given_up++] = (PerchUluruCardRef) {
        score->verdicts[i].bird, score->verdicts[i].card_index
      };

  find_separate (explanation, compiled, conflicts->conflicts);

  return explanation;
}

void
perch_uluru_explanation_free (PerchUluruExplanation *explanation)
{
  if (explanation == NULL)
    return;

  for (guint i = 0; i < explanation->n_conflicts; i++)
    g_free (explanation->conflicts[i].text);
  g_free (explanation->conflicts);
  g_free (explanation->separate);
  g_free (explanation);
}
