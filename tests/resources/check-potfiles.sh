#!/bin/sh
# Every file with user-visible strings is listed in po/POTFILES, and every
# listed file exists.
set -eu
top=$1
cd "$top"
status=0

listed=$(grep -v '^#' po/POTFILES | sed '/^[[:space:]]*$/d')
for f in $listed; do
  [ -f "$f" ] || { echo "po/POTFILES lists $f, which does not exist"; status=1; }
done

candidates=$( (grep -rlE '\b(N_|C_|NC_|_)\(' src --include='*.c' || true;
               grep -rl 'translatable="yes"' ui resources src --include='*.ui' || true;
               grep -rl '<summary>' resources --include='*.gschema.xml' || true;
               ls resources/*.desktop.in resources/*.metainfo.xml.in 2>/dev/null || true) | sort -u)
for f in $candidates; do
  # Core and command-line messages are the stable English output: not translated.
  case "$f" in src/core/*|src/cli/*) continue ;; esac
  echo "$listed" | grep -qxF "$f" || { echo "$f has translatable strings but is missing from po/POTFILES"; status=1; }
done

[ $status -eq 0 ] && echo "po/POTFILES lists every file with translatable strings"
exit $status
