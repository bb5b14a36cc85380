/* perch-logic-examples.c: the puzzles that come with Perch
 *
 * Written in the Perch logic language from the puzzles' published statements; each clue
 * keeps its wording in a comment above it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-logic"

#include "perch-logic-examples.h"

#include <glib/gi18n-lib.h>
#include <string.h>

static const PerchLogicExample examples[] = {
  { "reindeer", N_("The reindeer riddle"),
    "# Santa wants his nine reindeer in one line, and each of\n"
    "# them has wishes about who goes in front and who behind.\n"
    "# Place 1 is at the front.\n"
    "domain 1..9\n"
    "group reindeer: dasher dancer prancer vixen comet cupid donder blitzen rudolph\n"
    "picture line reindeer\n"
    "\n"
    "# Vixen should be behind Rudolph, Prancer and Dasher,\n"
    "vixen > rudolph, prancer, dasher\n"
    "# whilst Vixen should be in front of Dancer and Comet.\n"
    "vixen < dancer, comet\n"
    "# Dancer should be behind Donder, Blitzen and Rudolph.\n"
    "dancer > donder, blitzen, rudolph\n"
    "# Comet should be behind Cupid, Prancer and Rudolph.\n"
    "comet > cupid, prancer, rudolph\n"
    "# Donder should be behind Comet, Vixen, Dasher, Prancer\n"
    "# and Cupid.\n"
    "donder > comet, vixen, dasher, prancer, cupid\n"
    "# Cupid should be in front of Comet, Blitzen, Vixen,\n"
    "# Dancer and Rudolph.\n"
    "cupid < comet, blitzen, vixen, dancer, rudolph\n"
    "# Prancer should be in front of Blitzen, Donder and Cupid.\n"
    "prancer < blitzen, donder, cupid\n"
    "# Blitzen should be behind Cupid but in front of Dancer,\n"
    "# Vixen and Donder.\n"
    "blitzen > cupid\n"
    "blitzen < dancer, vixen, donder\n"
    "# Rudolph should be behind Prancer but in front of Dasher,\n"
    "# Dancer and Donder.\n"
    "rudolph > prancer\n"
    "rudolph < dasher, dancer, donder\n"
    "# Finally, Dasher should be behind Prancer but in front of\n"
    "# Blitzen, Dancer and Vixen.\n"
    "dasher > prancer\n"
    "dasher < blitzen, dancer, vixen\n" },

  { "send-more-money", N_("SEND + MORE = MONEY"),
    "# Each letter stands for a different digit, and no number\n"
    "# starts with 0. Which digits make the sum right?\n"
    "SEND + MORE = MONEY\n" },

  { "forty-ten-ten", N_("FORTY + TEN + TEN = SIXTY"),
    "# Each letter stands for a different digit, and no number\n"
    "# starts with 0.\n"
    "FORTY + TEN + TEN = SIXTY\n" },

  { "zebra", N_("The Zebra puzzle"),
    "# Five houses in a row, numbered 1 to 5 from the left. In\n"
    "# each lives a man of another nation, in a house of\n"
    "# another colour, with another drink, smoke and pet. Who\n"
    "# drinks water? Who owns the zebra?\n"
    "domain 1..5\n"
    "group nation: englishman spaniard ukrainian norwegian japanese\n"
    "group colour: red green ivory yellow blue\n"
    "group drink: coffee tea milk orange_juice water\n"
    "group smoke: old_gold kools chesterfield lucky_strike parliament\n"
    "group pet: dog snails fox horse zebra\n"
    "\n"
    "# The Englishman lives in the red house.\n"
    "englishman = red\n"
    "# The Spaniard owns the dog.\n"
    "spaniard = dog\n"
    "# Coffee is drunk in the green house.\n"
    "coffee = green\n"
    "# The Ukrainian drinks tea.\n"
    "ukrainian = tea\n"
    "# The green house is immediately to the right of the ivory\n"
    "# house.\n"
    "green = ivory + 1\n"
    "# The Old Gold smoker owns snails.\n"
    "old_gold = snails\n"
    "# Kools are smoked in the yellow house.\n"
    "kools = yellow\n"
    "# Milk is drunk in the middle house.\n"
    "milk = 3\n"
    "# The Norwegian lives in the first house.\n"
    "norwegian = 1\n"
    "# The man who smokes Chesterfields lives next to the man\n"
    "# with the fox.\n"
    "|chesterfield - fox| = 1\n"
    "# Kools are smoked in the house next to the house where\n"
    "# the horse is kept.\n"
    "|kools - horse| = 1\n"
    "# The Lucky Strike smoker drinks orange juice.\n"
    "lucky_strike = orange_juice\n"
    "# The Japanese smokes Parliaments.\n"
    "japanese = parliament\n"
    "# The Norwegian lives next to the blue house.\n"
    "|norwegian - blue| = 1\n"
    "\n"
    "show water, zebra\n" },

  { "houses", N_("Five couples in their houses"),
    "# Five married couples live in five houses on a map. House\n"
    "# 1 is in the south-west, house 2 in the south-east,\n"
    "# houses 3 and 4 west and east in the middle, house 5 in\n"
    "# the north. A husband and his wife share a house.\n"
    "domain 1..5\n"
    "group husband: adam bill lenny martin walter\n"
    "group wife: claire debbie katie mary sandra\n"
    "\n"
    "# Where each house is: x grows to the east, y to the\n"
    "# north.\n"
    "table x = [1, 3, 1, 3, 2]\n"
    "table y = [1, 1, 2, 2, 3]\n"
    "picture map x y\n"
    "\n"
    "# Claire lives further east than Walter, who isn't married\n"
    "# to Mary.\n"
    "x[claire] > x[walter]\n"
    "mary != walter\n"
    "# Walter lives further west than Debbie, who lives further\n"
    "# south than Bill.\n"
    "x[walter] < x[debbie]\n"
    "y[debbie] < y[bill]\n"
    "# Sandra lives further north than Katie, who lives further\n"
    "# east than Adam.\n"
    "y[sandra] > y[katie]\n"
    "x[katie] > x[adam]\n"
    "# Lenny lives further north than Martin.\n"
    "y[lenny] > y[martin]\n" },

  { "send-most-money", N_("SEND + MOST = MONEY, as much money as possible"),
    "# Each letter stands for a different digit, no number\n"
    "# starts with 0, and this time there are many answers:\n"
    "# find the one with the most MONEY.\n"
    "SEND + MOST = MONEY\n"
    "maximize MONEY\n" },

  { "dinesman", N_("Dinesman's multiple dwelling"),
    "# Baker, Cooper, Fletcher, Miller and Smith live on\n"
    "# different floors of a house with five floors, floor 1 at\n"
    "# the bottom. Who lives where?\n"
    "domain 1..5\n"
    "group floor: baker cooper fletcher miller smith\n"
    "\n"
    "# Baker does not live on the top floor.\n"
    "baker != 5\n"
    "# Cooper does not live on the bottom floor.\n"
    "cooper != 1\n"
    "# Fletcher lives on neither the top nor the bottom floor.\n"
    "fletcher in 2..4\n"
    "# Miller lives on a higher floor than Cooper.\n"
    "miller > cooper\n"
    "# Smith does not live on a floor next to Fletcher's.\n"
    "|smith - fletcher| != 1\n"
    "# Fletcher does not live on a floor next to Cooper's.\n"
    "|fletcher - cooper| != 1\n" },

  { "agatha", N_("Who killed Aunt Agatha?"),
    "# Someone who lives in Dreadsbury Mansion killed Aunt\n"
    "# Agatha. Agatha, the butler and Charles live there, and\n"
    "# no one else. Who killed Agatha?\n"
    "domain 1..3\n"
    "names killer            # 1 Agatha, 2 the butler, 3 Charles\n"
    "\n"
    "# Who hates whom (1 yes, 0 no) and who is richer than\n"
    "# whom.\n"
    "domain 0..1\n"
    "names agatha_hates_agatha agatha_hates_butler agatha_hates_charles\n"
    "names butler_hates_agatha butler_hates_butler butler_hates_charles\n"
    "names charles_hates_agatha charles_hates_butler charles_hates_charles\n"
    "names agatha_richer butler_richer charles_richer   # ... than Agatha\n"
    "\n"
    "# A killer always hates his victim, and is never richer\n"
    "# than his victim.\n"
    "killer = 1 -> agatha_hates_agatha = 1 and agatha_richer = 0\n"
    "killer = 2 -> butler_hates_agatha = 1 and butler_richer = 0\n"
    "killer = 3 -> charles_hates_agatha = 1 and charles_richer = 0\n"
    "# No one is richer than himself.\n"
    "agatha_richer = 0\n"
    "# Charles hates no one that Aunt Agatha hates.\n"
    "agatha_hates_agatha = 1 -> charles_hates_agatha = 0\n"
    "agatha_hates_butler = 1 -> charles_hates_butler = 0\n"
    "agatha_hates_charles = 1 -> charles_hates_charles = 0\n"
    "# Agatha hates everyone except the butler.\n"
    "agatha_hates_agatha = 1\n"
    "agatha_hates_butler = 0\n"
    "agatha_hates_charles = 1\n"
    "# The butler hates everyone not richer than Aunt Agatha.\n"
    "agatha_richer = 0 -> butler_hates_agatha = 1\n"
    "butler_richer = 0 -> butler_hates_butler = 1\n"
    "charles_richer = 0 -> butler_hates_charles = 1\n"
    "# The butler hates everyone Aunt Agatha hates.\n"
    "agatha_hates_agatha = 1 -> butler_hates_agatha = 1\n"
    "agatha_hates_butler = 1 -> butler_hates_butler = 1\n"
    "agatha_hates_charles = 1 -> butler_hates_charles = 1\n"
    "# No one hates everyone.\n"
    "agatha_hates_agatha + agatha_hates_butler + agatha_hates_charles < 3\n"
    "butler_hates_agatha + butler_hates_butler + butler_hates_charles < 3\n"
    "charles_hates_agatha + charles_hates_butler + charles_hates_charles < 3\n"
    "\n"
    "show killer\n" },

  { "queens", N_("Eight queens"),
    "# Eight queens on a chessboard, none attacking another: q1\n"
    "# is the row of the queen in column 1, and so on.\n"
    "domain 1..8\n"
    "names q1 q2 q3 q4 q5 q6 q7 q8\n"
    "# One queen a row,\n"
    "different q1, q2, q3, q4, q5, q6, q7, q8\n"
    "# and one on each diagonal, both ways.\n"
    "different q1 + 1, q2 + 2, q3 + 3, q4 + 4, q5 + 5, q6 + 6, q7 + 7, q8 + 8\n"
    "different q1 - 1, q2 - 2, q3 - 3, q4 - 4, q5 - 5, q6 - 6, q7 - 7, q8 - 8\n" },

  { "sudoku", N_("A hard Sudoku"),
    "# Arto Inkala's Sudoku of 2012, said to be among the\n"
    "# hardest. Rows a to i, columns 1 to 9: each row, column\n"
    "# and 3 by 3 box holds 1 to 9 once.\n"
    "domain 1..9\n"
    "names a1 a2 a3 a4 a5 a6 a7 a8 a9\n"
    "names b1 b2 b3 b4 b5 b6 b7 b8 b9\n"
    "names c1 c2 c3 c4 c5 c6 c7 c8 c9\n"
    "names d1 d2 d3 d4 d5 d6 d7 d8 d9\n"
    "names e1 e2 e3 e4 e5 e6 e7 e8 e9\n"
    "names f1 f2 f3 f4 f5 f6 f7 f8 f9\n"
    "names g1 g2 g3 g4 g5 g6 g7 g8 g9\n"
    "names h1 h2 h3 h4 h5 h6 h7 h8 h9\n"
    "names i1 i2 i3 i4 i5 i6 i7 i8 i9\n"
    "\n"
    "# The rows,\n"
    "different a1, a2, a3, a4, a5, a6, a7, a8, a9\n"
    "different b1, b2, b3, b4, b5, b6, b7, b8, b9\n"
    "different c1, c2, c3, c4, c5, c6, c7, c8, c9\n"
    "different d1, d2, d3, d4, d5, d6, d7, d8, d9\n"
    "different e1, e2, e3, e4, e5, e6, e7, e8, e9\n"
    "different f1, f2, f3, f4, f5, f6, f7, f8, f9\n"
    "different g1, g2, g3, g4, g5, g6, g7, g8, g9\n"
    "different h1, h2, h3, h4, h5, h6, h7, h8, h9\n"
    "different i1, i2, i3, i4, i5, i6, i7, i8, i9\n"
    "# the columns\n"
    "different a1, b1, c1, d1, e1, f1, g1, h1, i1\n"
    "different a2, b2, c2, d2, e2, f2, g2, h2, i2\n"
    "different a3, b3, c3, d3, e3, f3, g3, h3, i3\n"
    "different a4, b4, c4, d4, e4, f4, g4, h4, i4\n"
    "different a5, b5, c5, d5, e5, f5, g5, h5, i5\n"
    "different a6, b6, c6, d6, e6, f6, g6, h6, i6\n"
    "different a7, b7, c7, d7, e7, f7, g7, h7, i7\n"
    "different a8, b8, c8, d8, e8, f8, g8, h8, i8\n"
    "different a9, b9, c9, d9, e9, f9, g9, h9, i9\n"
    "# and the boxes.\n"
    "different a1, a2, a3, b1, b2, b3, c1, c2, c3\n"
    "different a4, a5, a6, b4, b5, b6, c4, c5, c6\n"
    "different a7, a8, a9, b7, b8, b9, c7, c8, c9\n"
    "different d1, d2, d3, e1, e2, e3, f1, f2, f3\n"
    "different d4, d5, d6, e4, e5, e6, f4, f5, f6\n"
    "different d7, d8, d9, e7, e8, e9, f7, f8, f9\n"
    "different g1, g2, g3, h1, h2, h3, i1, i2, i3\n"
    "different g4, g5, g6, h4, h5, h6, i4, i5, i6\n"
    "different g7, g8, g9, h7, h8, h9, i7, i8, i9\n"
    "\n"
    "# The given digits, row by row.\n"
    "a1 = 8\n"
    "b3 = 3 and b4 = 6\n"
    "c2 = 7 and c5 = 9 and c7 = 2\n"
    "d2 = 5 and d6 = 7\n"
    "e5 = 4 and e6 = 5 and e7 = 7\n"
    "f4 = 1 and f8 = 3\n"
    "g3 = 1 and g8 = 6 and g9 = 8\n"
    "h3 = 8 and h4 = 5 and h8 = 1\n"
    "i2 = 9 and i7 = 4\n" },
};

const PerchLogicExample *
perch_logic_examples (guint *n_examples)
{
  g_return_val_if_fail (n_examples != NULL, NULL);

  *n_examples = G_N_ELEMENTS (examples);
  return examples;
}

const PerchLogicExample *
perch_logic_example_find (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    if (strcmp (examples[i].id, id) == 0)
      return &examples[i];
  return NULL;
}

/* q<i> is the row of the queen in column i; the rows and both diagonals are all different. */
char *
perch_logic_queens_text (guint n)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (n > 0, NULL);

  g_string_append_printf (text, "domain 1..%u\nnames", n);
  for (guint i = 1; i <= n; i++)
    g_string_append_printf (text, " q%u", i);
  for (guint way = 0; way < 3; way++)
    {
      g_string_append (text, "\ndifferent ");
      for (guint i = 1; i <= n; i++)
        {
          g_string_append_printf (text, "%sq%u", i > 1 ? ", " : "", i);
          if (way > 0)
            g_string_append_printf (text, " %c %u", way == 1 ? '+' : '-', i);
        }
    }
  g_string_append_c (text, '\n');
  return g_string_free (text, FALSE);
}
