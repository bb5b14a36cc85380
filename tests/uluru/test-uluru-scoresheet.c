/* test-uluru-scoresheet.c: a table's rounds, their totals, and their text form
 *
 * The last test is the parser's fuzz target: seeded mutations of a valid sheet, each
 * of which must read back or fail with a message that names a line.
 */
#include <string.h>

#include "perch-rng.h"
#include "perch-uluru-scoresheet.h"
#include "uluru-test-deals.h"

#define RULE_SHEET_DEAL "corner:white next:blue opposite:white same:pink corner:green " \
  "apart:yellow away:pink contrary:orange"

static void
place (PerchUluruScoresheet *sheet,
       guint                 player,
       const char           *text)
{
  PerchUluruPlacement placement;

  parse_placement (text, &placement);
  perch_uluru_scoresheet_set_placement (sheet, player, &placement);
}

static void
test_players (void)
{
  g_autoptr(PerchUluruScoresheet) sheet = perch_uluru_scoresheet_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *long_name = NULL;

  g_assert_true (perch_uluru_scoresheet_add_player (sheet, "  Anna ", NULL));
  g_assert_true (perch_uluru_scoresheet_add_player (sheet, "Jörg", NULL));
  g_assert_cmpstr (perch_uluru_scoresheet_player_name (sheet, 0), ==, "Anna");

  g_assert_cmpint (perch_uluru_scoresheet_name_problem (sheet, " ", G_MAXUINT), ==,
                   PERCH_ULURU_NAME_EMPTY);
  g_assert_cmpint (perch_uluru_scoresheet_name_problem (sheet, "ANNA", G_MAXUINT), ==,
                   PERCH_ULURU_NAME_TAKEN);
  g_assert_cmpint (perch_uluru_scoresheet_name_problem (sheet, "JÖRG", G_MAXUINT), ==,
                   PERCH_ULURU_NAME_TAKEN);
  g_assert_cmpint (perch_uluru_scoresheet_name_problem (sheet, "An\tna", G_MAXUINT), ==,
                   PERCH_ULURU_NAME_BAD_CHARACTER);
  g_assert_cmpint (perch_uluru_scoresheet_name_problem (sheet, "Ann\xff", G_MAXUINT), ==,
                   PERCH_ULURU_NAME_BAD_CHARACTER);
  /* Forty letters are fine, counted as letters, not bytes; forty-one are not. */
  long_name = g_strjoinv ("", (char *[]) { "äääää", "äääää", "äääää", "äääää", "äääää",
                                           "äääää", "äääää", "äääää", NULL });
  g_assert_cmpint (perch_uluru_scoresheet_name_problem (sheet, long_name, G_MAXUINT), ==,
                   PERCH_ULURU_NAME_OK);
  g_clear_pointer (&long_name, g_free);
  long_name = g_strnfill (41, 'x');
  g_assert_cmpint (perch_uluru_scoresheet_name_problem (sheet, long_name, G_MAXUINT), ==,
                   PERCH_ULURU_NAME_TOO_LONG);

  g_assert_false (perch_uluru_scoresheet_add_player (sheet, "anna", &error));
  g_assert_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_NAME);
  g_assert_cmpstr (error->message, ==, "another player has this name");
  g_clear_error (&error);

  /* A player may take their own name in other letters, not another's. */
  g_assert_true (perch_uluru_scoresheet_rename_player (sheet, 0, "ANNA", NULL));
  g_assert_cmpstr (perch_uluru_scoresheet_player_name (sheet, 0), ==, "ANNA");
  g_assert_false (perch_uluru_scoresheet_rename_player (sheet, 1, "anna", &error));
  g_assert_cmpstr (perch_uluru_scoresheet_player_name (sheet, 1), ==, "Jörg");
  g_clear_error (&error);

  for (guint i = 2; i < PERCH_ULURU_MAX_PLAYERS; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i + 1);

      g_assert_true (perch_uluru_scoresheet_add_player (sheet, name, NULL));
    }
  g_assert_false (perch_uluru_scoresheet_add_player (sheet, "One more", &error));
  g_assert_cmpstr (error->message, ==, "a table has at most 32 players");

  perch_uluru_scoresheet_remove_player (sheet, 0);
  g_assert_cmpuint (perch_uluru_scoresheet_n_players (sheet), ==, PERCH_ULURU_MAX_PLAYERS - 1);
  g_assert_cmpstr (perch_uluru_scoresheet_player_name (sheet, 0), ==, "Jörg");
}

/* Two rounds at a table of two, a third player joining for the second. */
static PerchUluruScoresheet *
played_sheet (void)
{
  PerchUluruScoresheet *sheet = perch_uluru_scoresheet_new ();
  PerchUluruDeal deal;

  perch_uluru_scoresheet_set_rounds_to_play (sheet, 2);
  g_assert_true (perch_uluru_scoresheet_add_player (sheet, "Anna", NULL));
  g_assert_true (perch_uluru_scoresheet_add_player (sheet, "Ben", NULL));

  parse_deal (RULE_SHEET_DEAL, &deal);
  perch_uluru_scoresheet_start_round (sheet, &deal);
  place (sheet, 0, "1,8,4,6,5,3,7,2");   /* the rule sheet's placement: 2 */
  place (sheet, 1, "1,8,4,6,5,3,7,-");   /* black off the board: 3 */
  g_assert_true (perch_uluru_scoresheet_finish_round (sheet, NULL));

  g_assert_true (perch_uluru_scoresheet_add_player (sheet, "Cleo", NULL));
  parse_deal ("long solitary next:red short any boomerang corner:red next:white", &deal);
  perch_uluru_scoresheet_start_round (sheet, &deal);
  place (sheet, 0, "2,1,4,5,3,6,8,7");
  place (sheet, 1, "-,-,-,-,-,-,-,-");
  place (sheet, 2, "2,1,4,5,3,6,8,7");
  g_assert_true (perch_uluru_scoresheet_finish_round (sheet, NULL));

  return sheet;
}

static void
test_rounds (void)
{
  g_autoptr(PerchUluruScoresheet) sheet = perch_uluru_scoresheet_new ();
  g_autoptr(PerchUluruScore) score = NULL;
  g_autoptr(GError) error = NULL;
  PerchUluruDeal deal;
  guint anna_second;

  g_assert_true (perch_uluru_scoresheet_add_player (sheet, "Anna", NULL));
  g_assert_true (perch_uluru_scoresheet_add_player (sheet, "Ben", NULL));
  g_assert_false (perch_uluru_scoresheet_finish_round (sheet, &error));
  g_assert_cmpstr (error->message, ==, "no round is being scored");
  g_clear_error (&error);

  parse_deal (RULE_SHEET_DEAL, &deal);
  perch_uluru_scoresheet_start_round (sheet, &deal);
  g_assert_null (perch_uluru_scoresheet_placement (sheet, 0));
  g_assert_null (perch_uluru_scoresheet_score (sheet, 0));
  place (sheet, 0, "1,8,4,6,5,3,7,2");

  /* Scored card by card against the same wishes: red and blue miss. */
  score = perch_uluru_scoresheet_score (sheet, 0);
  g_assert_cmpuint (score->total, ==, 2);
  g_assert_cmpuint (score->n_verdicts, ==, 8);
  g_assert_false (perch_uluru_score_find (score, PERCH_ULURU_RED, 0)->fulfilled);
  g_assert_false (perch_uluru_score_find (score, PERCH_ULURU_BLUE, 0)->fulfilled);

  g_assert_false (perch_uluru_scoresheet_finish_round (sheet, &error));
  g_assert_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_ROUND_INCOMPLETE);
  g_assert_cmpstr (error->message, ==, "Ben has no placement yet");
  g_clear_error (&error);
  g_assert_cmpuint (perch_uluru_scoresheet_n_rounds (sheet), ==, 0);
  g_assert_cmpuint (perch_uluru_scoresheet_leaders (sheet), ==, 0);

  g_clear_pointer (&sheet, perch_uluru_scoresheet_free);
  sheet = played_sheet ();
  g_assert_null (perch_uluru_scoresheet_current_deal (sheet));
  g_assert_cmpuint (perch_uluru_scoresheet_n_rounds (sheet), ==, 2);
  g_assert_cmpuint (perch_uluru_scoresheet_points (sheet, 0, 0), ==, 2);
  g_assert_cmpuint (perch_uluru_scoresheet_points (sheet, 0, 1), ==, 3);
  g_assert_cmpuint (perch_uluru_scoresheet_points (sheet, 0, 2), ==, PERCH_ULURU_NOT_PLAYED);
  g_assert_cmpuint (perch_uluru_scoresheet_points (sheet, 1, 1), ==, 8);
  anna_second = perch_uluru_scoresheet_points (sheet, 1, 0);
  g_assert_cmpuint (perch_uluru_scoresheet_points (sheet, 1, 2), ==, anna_second);
  g_assert_cmpuint (perch_uluru_scoresheet_total (sheet, 0), ==, 2 + anna_second);
  g_assert_cmpuint (perch_uluru_scoresheet_total (sheet, 1), ==, 11);
  /* Cleo has fewer points, but played one round of two: Anna leads. */
  g_assert_cmpuint (perch_uluru_scoresheet_total (sheet, 2), ==, anna_second);
  g_assert_cmpuint (perch_uluru_scoresheet_leaders (sheet), ==, 1u << 0);
  g_assert_true (perch_uluru_scoresheet_is_over (sheet));

  /* Leaving drops a player's rounds; the others keep theirs. */
  perch_uluru_scoresheet_remove_player (sheet, 0);
  g_assert_cmpuint (perch_uluru_scoresheet_total (sheet, 0), ==, 11);
  g_assert_cmpuint (perch_uluru_scoresheet_leaders (sheet), ==, 1u << 0);
  perch_uluru_scoresheet_remove_player (sheet, 0);
  g_assert_cmpuint (perch_uluru_scoresheet_leaders (sheet), ==, 1u << 0);
}

static void
test_text_round_trip (void)
{
  static const char expected[] =
    "perch-uluru-scoresheet 1\n"
    "rounds-to-play 2\n"
    "player Anna\n"
    "player Ben\n"
    "player Cleo\n"
    "round " RULE_SHEET_DEAL "\n"
    "placement 1 1,8,4,6,5,3,7,2\n"
    "placement 2 1,8,4,6,5,3,7,-\n"
    "round long solitary next:red short any boomerang corner:red next:white\n"
    "placement 1 2,1,4,5,3,6,8,7\n"
    "placement 2 -,-,-,-,-,-,-,-\n"
    "placement 3 2,1,4,5,3,6,8,7\n"
    "current long+next:red - any any any any any any\n"
    "placement 2 1,2,3,4,5,6,7,8\n";
  g_autoptr(PerchUluruScoresheet) sheet = played_sheet ();
  g_autoptr(PerchUluruScoresheet) read = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL, *again = NULL;
  g_autofree char *crlf = NULL;
  PerchUluruDeal deal;

  parse_deal ("long+next:red - any any any any any any", &deal);
  perch_uluru_scoresheet_start_round (sheet, &deal);
  place (sheet, 1, "1,2,3,4,5,6,7,8");
  text = perch_uluru_scoresheet_to_text (sheet);
  g_assert_cmpstr (text, ==, expected);

  read = perch_uluru_scoresheet_new_from_text (text, -1, &error);
  g_assert_no_error (error);
  again = perch_uluru_scoresheet_to_text (read);
  g_assert_cmpstr (again, ==, text);
  g_assert_cmpuint (perch_uluru_scoresheet_total (read, 1), ==, 11);
  g_assert_nonnull (perch_uluru_scoresheet_placement (read, 1));
  g_assert_null (perch_uluru_scoresheet_placement (read, 0));

  /* Windows line ends, comments and blank lines read the same. */
  g_clear_pointer (&read, perch_uluru_scoresheet_free);
  g_clear_pointer (&again, g_free);
  {
    g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

    crlf = g_strjoinv ("\r\n\n# a comment\r\n", lines);
  }
  read = perch_uluru_scoresheet_new_from_text (crlf, -1, &error);
  g_assert_no_error (error);
  again = perch_uluru_scoresheet_to_text (read);
  g_assert_cmpstr (again, ==, text);
}

static void
test_text_errors (void)
{
  static const struct
  {
    const char *text;
    const char *message;
  } cases[] = {
    { "", "line 1: the text ends before 'perch-uluru-scoresheet 1'" },
    { "# only a comment\n", "line 2: the text ends before 'perch-uluru-scoresheet 1'" },
    { "players: Anna\n",
      "line 1: not an Uluru score sheet (it starts with 'perch-uluru-scoresheet 1')" },
    { "perch-uluru-scoresheet 2\n", "line 1: version 2 is newer than this Perch reads (1)" },
    { "perch-uluru-scoresheet one\n", "line 1: 'one' is not a version number" },
    { "perch-uluru-scoresheet 1\nplayer Anna\nplayer anna\n",
      "line 3: another player has this name" },
    { "perch-uluru-scoresheet 1\nplayer \n", "line 2: a name needs at least one letter" },
    { "perch-uluru-scoresheet 1\nplacement 1 1,2,3,4,5,6,7,8\n",
      "line 2: a placement before any round" },
    { "perch-uluru-scoresheet 1\nplayer Anna\nround " RULE_SHEET_DEAL "\nplacement 2 "
      "1,2,3,4,5,6,7,8\n", "line 4: '2' is not a player's number (1 to 1)" },
    { "perch-uluru-scoresheet 1\nplayer Anna\nround " RULE_SHEET_DEAL "\nplacement 1\n",
      "line 4: the placement is missing after the player's number" },
    { "perch-uluru-scoresheet 1\nplayer Anna\nround " RULE_SHEET_DEAL "\nplacement 1 "
      "1,2,3,4,5,6,7,7\n", "line 4: placement: place 7 is used twice, by blue and black" },
    { "perch-uluru-scoresheet 1\nplayer Anna\nround " RULE_SHEET_DEAL "\nplacement 1 "
      "1,2,3,4,5,6,7,8\nplacement 1 1,2,3,4,5,6,7,8\n",
      "line 5: a second placement of player 1 in this round" },
    { "perch-uluru-scoresheet 1\nround any any\n",
      "line 2: expected 8 cards, one per bird from white to black; got 2" },
    { "perch-uluru-scoresheet 1\nround any any any any any any any nest:red\n",
      "line 2: black's card: unknown card 'nest:red' (cards: any boomerang solitary long "
      "short next:C opposite:C corner:C apart:C away:C same:C contrary:C)" },
    { "perch-uluru-scoresheet 1\ncurrent " RULE_SHEET_DEAL "\nround " RULE_SHEET_DEAL "\n",
      "line 3: the current round comes last" },
    { "perch-uluru-scoresheet 1\nround " RULE_SHEET_DEAL "\nplayer Anna\n",
      "line 3: the players come before the rounds" },
    { "perch-uluru-scoresheet 1\nrounds-to-play 8\nrounds-to-play 8\n",
      "line 3: rounds-to-play is given twice" },
    { "perch-uluru-scoresheet 1\nrounds-to-play -1\n",
      "line 2: rounds-to-play takes 0 to 999, not '-1'" },
    { "perch-uluru-scoresheet 1\nscore Anna 3\n",
      "line 2: unknown line 'score' (lines start with player, round, placement, current or "
      "rounds-to-play)" },
    { "perch-uluru-scoresheet 1\n\nplayer \xc3\n", "line 3: not text (a NUL byte, or not UTF-8)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      PerchUluruScoresheet *sheet = perch_uluru_scoresheet_new_from_text (cases[i].text, -1,
                                                                          &error);

      g_assert_null (sheet);
      g_assert_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_SCORESHEET);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

/* A NUL byte inside the text, and a line far too long. */
static void
test_text_binary_and_long (void)
{
  static const char with_nul[] = "perch-uluru-scoresheet 1\nplayer Anna\nplayer B\0b\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) long_text = g_string_new ("perch-uluru-scoresheet 1\nplayer ");

  g_assert_null (perch_uluru_scoresheet_new_from_text (with_nul, sizeof with_nul - 1, &error));
  g_assert_cmpstr (error->message, ==, "line 3: not text (a NUL byte, or not UTF-8)");
  g_clear_error (&error);

  for (guint i = 0; i < 100000; i++)
    g_string_append (long_text, "Anna ");
  g_assert_null (perch_uluru_scoresheet_new_from_text (long_text->str, long_text->len, &error));
  g_assert_cmpstr (error->message, ==, "line 2: longer than 4096 bytes");
}

static guint
count_lines (const char *text,
             gsize       length)
{
  guint lines = 1;

  for (gsize i = 0; i < length; i++)
    lines += text[i] == '\n';

  return lines;
}

/* Reads @text (@length bytes): either a sheet that writes itself back the same after a
 * second reading, or an error on a line that exists. */
static gboolean
read_or_refuse (const char *text,
                gsize       length)
{
  g_autoptr(PerchUluruScoresheet) sheet = NULL;
  g_autoptr(GError) error = NULL;
  guint line;

  sheet = perch_uluru_scoresheet_new_from_text (text, length, &error);
  if (sheet == NULL)
    {
      g_assert_error (error, PERCH_ULURU_ERROR, PERCH_ULURU_ERROR_INVALID_SCORESHEET);
      g_assert_true (g_str_has_prefix (error->message, "line "));
      line = g_ascii_strtoull (error->message + 5, NULL, 10);
      g_assert_cmpuint (line, >=, 1);
      g_assert_cmpuint (line, <=, count_lines (text, length) + 1);
      return FALSE;
    }

  {
    g_autofree char *written = perch_uluru_scoresheet_to_text (sheet);
    g_autoptr(PerchUluruScoresheet) again = perch_uluru_scoresheet_new_from_text (written, -1,
                                                                                  NULL);
    g_autofree char *rewritten = NULL;

    g_assert_nonnull (again);
    rewritten = perch_uluru_scoresheet_to_text (again);
    g_assert_cmpstr (rewritten, ==, written);
    for (guint p = 0; p < perch_uluru_scoresheet_n_players (again); p++)
      g_assert_cmpuint (perch_uluru_scoresheet_total (again, p), <=,
                        24 * perch_uluru_scoresheet_n_rounds (again));
  }

  return TRUE;
}

static void
test_text_fuzz (void)
{
  static const char alphabet[] = "\n\n  0123456789,-+:#\r\t\xc3\xa4\xff\0abcdeglnoprstuy";
  g_autoptr(PerchUluruScoresheet) sheet = played_sheet ();
  g_autofree char *valid = perch_uluru_scoresheet_to_text (sheet);
  gsize valid_length = strlen (valid);
  guint n_read = 0;
  PerchRng rng;

  /* Every prefix. */
  for (gsize length = 0; length <= valid_length; length++)
    read_or_refuse (valid, length);

  perch_rng_init (&rng, 16);
  for (guint i = 0; i < 20000; i++)
    {
      g_autoptr(GString) text = g_string_new_len (valid, valid_length);
      guint n_mutations = 1 + perch_rng_uniform (&rng, 4);

      for (guint m = 0; m < n_mutations; m++)
        {
          gsize at = perch_rng_uniform (&rng, text->len + 1);

          switch (perch_rng_uniform (&rng, 6))
            {
            case 0:   /* another byte */
              if (at < text->len)
                text->str[at] = alphabet[perch_rng_uniform (&rng, sizeof alphabet - 1)];
              break;
            case 1:   /* a byte more */
              g_string_insert_c (text, at,
                                 alphabet[perch_rng_uniform (&rng, sizeof alphabet - 1)]);
              break;
            case 2:   /* a few bytes less */
              {
                gsize from = MIN (at, text->len);
                gsize length = 1 + perch_rng_uniform (&rng, 12);

                g_string_erase (text, from, MIN (length, text->len - from));
              }
              break;
            case 3:   /* a piece of the text again, elsewhere */
              {
                gsize from = perch_rng_uniform (&rng, valid_length);
                gsize length = 1 + perch_rng_uniform (&rng, 60);

                g_string_insert_len (text, at, valid + from, MIN (length, valid_length - from));
              }
              break;
            case 4:   /* lines in another order, twice or not at all */
              {
                g_auto(GStrv) lines = g_strsplit (text->str, "\n", -1);
                guint n = g_strv_length (lines);
                guint a, b;
                char *swap;
                g_autofree char *joined = NULL;

                if (n == 0)
                  break;
                a = perch_rng_uniform (&rng, n);
                b = perch_rng_uniform (&rng, n);
                swap = lines[a];
                lines[a] = lines[b];
                lines[b] = perch_rng_uniform (&rng, 2) ? swap : g_strdup (lines[a]);
                if (lines[b] != swap)
                  g_free (swap);
                joined = g_strjoinv ("\n", lines);
                g_string_assign (text, joined);
              }
              break;
            default:  /* cut short */
              g_string_truncate (text, at);
              break;
            }
        }
      n_read += read_or_refuse (text->str, text->len);
    }

  /* Enough mutations keep a valid sheet to reach the reading of every kind of line. */
  g_test_message ("%u of 20000 mutated sheets read", n_read);
  g_assert_cmpuint (n_read, >, 300);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/uluru/scoresheet/players", test_players);
  g_test_add_func ("/uluru/scoresheet/rounds", test_rounds);
  g_test_add_func ("/uluru/scoresheet/text-round-trip", test_text_round_trip);
  g_test_add_func ("/uluru/scoresheet/text-errors", test_text_errors);
  g_test_add_func ("/uluru/scoresheet/text-binary-and-long", test_text_binary_and_long);
  g_test_add_func ("/uluru/scoresheet/text-fuzz", test_text_fuzz);

  return g_test_run ();
}
