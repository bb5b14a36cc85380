#!/bin/sh
# check-qawale-net.sh PERCH_CLI TOP: the network's evaluation in C (perch-cli qawale eval
# --net, with the weights built in) is, position by position, the one the training
# script computes from the weights file (tools/qawale-train.py check), on every position
# of a few self-play games with 10 and with 8 pebbles. Skipped (77) without
# /usr/bin/python3 and NumPy (python3-numpy), which the app does not need.
set -eu
cli=$1
top=$2
python=/usr/bin/python3

if ! [ -x "$python" ] || ! "$python" -c 'import numpy' 2>/dev/null; then
  echo "skipped: no $python with NumPy (python3-numpy)"
  exit 77
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

"$cli" qawale selfplay --player hard:depth=2 --games 6 --seed 3 --stones 10 > "$dir/games"
"$cli" qawale selfplay --player hard:depth=2 --games 6 --seed 4 --stones 8 >> "$dir/games"
count=$(wc -l < "$dir/games")
if [ "$count" -lt 50 ]; then
  echo "only $count positions from self-play"
  exit 1
fi
"$cli" qawale eval --net < "$dir/games" > "$dir/c"
"$python" "$top/tools/qawale-train.py" check \
  --weights "$top/src/core/qawale/perch-qawale-net-weights.c" < "$dir/games" > "$dir/script"
if ! diff "$dir/script" "$dir/c" > "$dir/diff"; then
  echo "the C network and tools/qawale-train.py disagree (< script, > C):"
  head -20 "$dir/diff"
  exit 1
fi
echo "$count positions: the same evaluation in C and in the training script"
