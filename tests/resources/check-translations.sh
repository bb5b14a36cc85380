#!/bin/sh
# Each translation compiles cleanly and translates every string of the sources
# (extracted afresh from po/POTFILES): none missing, none fuzzy or empty.
set -eu
top=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$top"

grep -v '^#' po/POTFILES | sed '/^[[:space:]]*$/d' > "$work/files"
xgettext --files-from="$work/files" --directory="$top" --from-code=UTF-8 \
  --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
  --keyword=g_dngettext:2,3 --keyword=ngettext:1,2 \
  --add-comments --package-name=perch -o "$work/perch.pot"

status=0
for lang in $(grep -v '^#' po/LINGUAS); do
  if ! msgfmt --check --output-file=/dev/null "po/$lang.po"; then
    echo "po/$lang.po: msgfmt --check failed"; status=1
  fi
  if ! msgcmp "po/$lang.po" "$work/perch.pot" 2> "$work/msgcmp.log"; then
    echo "po/$lang.po is missing translations (update it with msgmerge):"
    grep -v '^msgcmp: ' "$work/msgcmp.log" | head -40
    status=1
  fi
  stats=$(msgfmt --statistics --output-file=/dev/null "po/$lang.po" 2>&1)
  case "$stats" in
    *fuzzy*|*untranslated*) echo "po/$lang.po: $stats"; status=1 ;;
  esac
done

[ $status -eq 0 ] && echo "every translation is complete"
exit $status
