/* perch-ballsort-palette.c: colours and symbols for the balls
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "perch-ballsort"

#include "perch-ballsort-palette.h"

#include <math.h>
#include <string.h>

typedef struct
{
  const char *tokens;   /* space-separated names for the same colour */
  guint32     rgb;
} Entry;

/* Far apart in hue and lightness first, so that small levels look bold. */
static const Entry entries[] = {
  { "re r red",          0xe01b24 },
  { "bl b blue",         0x1c71d8 },
  { "ye y yellow",       0xf8d21c },
  { "gr g gn green",     0x2ec27e },
  { "pu p purple",       0x8f3fbf },
  { "or o orange",       0xff7800 },
  { "pi pk pink",        0xff8fc8 },
  { "lb lightblue",      0x86d2ff },
  { "br brown",          0x8a5a32 },
  { "li lime lg",        0xb5e61d },
  { "te teal",           0x0f9c94 },
  { "gy grey gray",      0x7c7f86 },
  { "na navy db",        0x1e2f7a },
  { "ma m magenta",      0xd6246e },
  { "ol olive",          0x7d7f16 },
  { "si silver",         0xcbd0d6 },
  { "hu dg hunter",      0x1f5e3a },
  { "wh w white",        0xfbfbf8 },
  { "vi violet",         0x5d47e6 },
  { "ta tan",            0xd9b27c },
  { "cy c cyan",         0x2fd3e8 },
  { "cr crimson",        0x7e0e26 },
  { "mi mint",           0xa8f0cf },
  { "sa sand",           0xefe2b0 },
  { "bk k black",        0x2a2a30 },
  { "co coral",          0xff6f5e },
};

static gboolean
entry_has_token (const Entry *entry,
                 const char  *token)
{
  gsize length = strlen (token);

  for (const char *p = entry->tokens; *p != '\0';)
    {
      gsize word = strcspn (p, " ");

      if (word == length && strncmp (p, token, length) == 0)
        return TRUE;
      p += word;
      while (*p == ' ')
        p++;
    }
  return FALSE;
}

static void
set_ink (PerchBallsortInk *ink,
         guint32           rgb,
         guint             symbol)
{
  ink->red = ((rgb >> 16) & 0xff) / 255.0;
  ink->green = ((rgb >> 8) & 0xff) / 255.0;
  ink->blue = (rgb & 0xff) / 255.0;
  ink->symbol = symbol;
}

/* Fills inks[0 .. n_colours - 1], one per colour of the level. */
void
perch_ballsort_palette_inks (const PerchBallsortLevel *level,
                             PerchBallsortInk         *inks)
{
  gboolean used[G_N_ELEMENTS (entries)] = { FALSE };
  gboolean known[PERCH_BALLSORT_MAX_COLOURS] = { FALSE };

  g_return_if_fail (level != NULL && inks != NULL);

  for (guint c = 0; c < level->n_colours; c++)
    for (guint e = 0; e < G_N_ELEMENTS (entries); e++)
      if (!used[e] && entry_has_token (&entries[e], level->colours[c]))
        {
          set_ink (&inks[c], entries[e].rgb, e);
          used[e] = known[c] = TRUE;
          break;
        }

  for (guint c = 0, next = 0; c < level->n_colours; c++)
    {
      if (known[c])
        continue;
      while (next < G_N_ELEMENTS (entries) && used[next])
        next++;
      if (next < G_N_ELEMENTS (entries))
        {
          set_ink (&inks[c], entries[next].rgb, next);
          used[next] = TRUE;
        }
      else
        {
          /* More colours than the palette: spread hues by the golden angle. */
          double hue = fmod (c * 0.381966, 1.0) * 6.0;
          double x = 1.0 - fabs (fmod (hue, 2.0) - 1.0);
          double rgb[3] = { 0, 0, 0 };

          switch ((int) hue)
            {
            case 0: rgb[0] = 1; rgb[1] = x; break;
            case 1: rgb[0] = x; rgb[1] = 1; break;
            case 2: rgb[1] = 1; rgb[2] = x; break;
            case 3: rgb[1] = x; rgb[2] = 1; break;
            case 4: rgb[0] = x; rgb[2] = 1; break;
            default: rgb[0] = 1; rgb[2] = x; break;
            }
          inks[c].red = 0.15 + 0.75 * rgb[0];
          inks[c].green = 0.15 + 0.75 * rgb[1];
          inks[c].blue = 0.15 + 0.75 * rgb[2];
          inks[c].symbol = c;
        }
    }
}
