#!/usr/bin/env bash
# Times Perch's start-up, from exec to the first frame on screen, next to a bare
# AdwApplicationWindow (tests/startup/perch-bare-window.c), alternating the two. Each
# program prints the time from its launch (PERCH_STARTUP_PROBE holds it) to its first
# frame and quits; the time to its exit, teardown included, is shown too.
# Run by `./dev startup [RUNS]` inside a display and a D-Bus session.
set -euo pipefail
build_dir=$1
runs=${2:-15}

state=$(mktemp -d)
trap 'rm -rf "$state"' EXIT
export GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR="$build_dir/resources"
export XDG_STATE_HOME="$state" GTK_A11Y=none NO_AT_BRIDGE=1

# "FIRST-FRAME-MS EXIT-MS" of one run of a program.
time_ms() {
  local start end frame
  start=$(date +%s%N)
  frame=$(PERCH_STARTUP_PROBE=$start "$@" 2>/dev/null | sed -n 's/^first frame \([0-9.]*\) ms$/\1/p') \
    || true
  end=$(date +%s%N)
  if [ -z "$frame" ]; then
    echo "measure.sh: $1 showed no first frame (run it by hand to see why)" >&2
    exit 1
  fi
  echo "$frame $(( (end - start) / 1000000 ))"
}

median() {
  sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print int((v[NR / 2] + v[NR / 2 + 1]) / 2) }'
}

# One run of each first, not counted: the page cache warms for both alike.
time_ms "$build_dir/tests/startup/perch-bare-window" >/dev/null
time_ms "$build_dir/src/perch" >/dev/null

bare=() perch=()
for _ in $(seq "$runs"); do
  bare+=("$(time_ms "$build_dir/tests/startup/perch-bare-window")")
  perch+=("$(time_ms "$build_dir/src/perch")")
done
column() {
  local n=$1
  shift
  printf '%s\n' "$@" | awk -v n="$n" '{ print int($n + 0.5) }' | median
}
bare_ms=$(column 1 "${bare[@]}") perch_ms=$(column 1 "${perch[@]}")
bare_exit=$(column 2 "${bare[@]}") perch_exit=$(column 2 "${perch[@]}")
printf 'start-up, median of %d runs each:    first frame   exit\n' "$runs"
printf '  bare AdwApplicationWindow        %5d ms   %5d ms\n' "$bare_ms" "$bare_exit"
printf '  Perch                            %5d ms   %5d ms\n' "$perch_ms" "$perch_exit"
awk -v p="$perch_ms" -v b="$bare_ms" -v pe="$perch_exit" -v be="$bare_exit" 'BEGIN {
  printf "  ratio                            %5.2f      %5.2f (target: first frame at most 1.25)\n",
         p / b, pe / be }'
