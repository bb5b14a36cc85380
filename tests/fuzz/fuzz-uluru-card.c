/* fuzz-uluru-card.c: Uluru card codes, wish codes (several cards) and variant names; a code
 * read is written and read back the same
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-target.h"

#include "perch-uluru-card.h"
#include "perch-uluru-deck.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = fuzz_text (data, size);
  PerchUluruCard card;
  PerchUluruWish wish;
  PerchUluruVariant variant;
  guint n_expert;

  fuzz_strict ();
  if (perch_uluru_card_parse (text, &card, NULL))
    {
      g_autofree char *code = perch_uluru_card_to_code (&card);
      PerchUluruCard again;

      g_assert (perch_uluru_card_parse (code, &again, NULL));
      g_assert (memcmp (&card, &again, sizeof card) == 0);
    }
  if (perch_uluru_wish_parse (text, &wish, NULL))
    g_free (perch_uluru_wish_to_code (&wish));
  perch_uluru_variant_parse (text, &variant, &n_expert, NULL);
  return 0;
}
