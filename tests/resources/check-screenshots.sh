#!/bin/sh
# Every picture README.md shows and every screenshot the metainfo names is in
# the repository (the metainfo's URLs point into docs/screenshots/ on main).
set -eu
cd "$1"
status=0
for path in $(grep -o '!\[[^]]*\]([^)]*)' README.md | sed 's/.*(\(.*\))/\1/') \
            $(grep -o 'main/docs/screenshots/[^<]*' resources/*.metainfo.xml.in | sed 's|^main/||'); do
  if [ ! -s "$path" ]; then
    echo "missing: $path"; status=1
  fi
done
[ $status -eq 0 ] && echo "every screenshot is there"
exit $status
