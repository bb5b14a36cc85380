#!/usr/bin/env bash
# Times Perch's start-up, from exec to the first frame on screen, next to a bare
# AdwApplicationWindow (tests/startup/perch-bare-window.c), alternating the two.
# Run by `./dev startup [RUNS]` inside a display and a D-Bus session.
set -euo pipefail
build_dir=$1
runs=${2:-15}

state=$(mktemp -d)
trap 'rm -rf "$state"' EXIT
export GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR="$build_dir/resources"
export XDG_STATE_HOME="$state" PERCH_STARTUP_PROBE=1 GTK_A11Y=none NO_AT_BRIDGE=1

time_ms() {
  local start end
  start=$(date +%s%N)
  "$@" >/dev/null 2>&1
  end=$(date +%s%N)
  echo $(( (end - start) / 1000000 ))
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
bare_ms=$(printf '%s\n' "${bare[@]}" | median)
perch_ms=$(printf '%s\n' "${perch[@]}" | median)
printf 'start-up to the first frame, median of %d runs each:\n' "$runs"
printf '  bare AdwApplicationWindow  %5d ms\n' "$bare_ms"
printf '  Perch                      %5d ms\n' "$perch_ms"
awk -v p="$perch_ms" -v b="$bare_ms" 'BEGIN { printf "  ratio                      %5.2f (target at most 1.25)\n", p / b }'
