#!/bin/sh
# encode-symbolic.sh SVG SIZE OUTPUT: renders a symbolic SVG icon at SIZE x SIZE
# pixels into the .symbolic.png form GTK recolours itself (as GTK ships its own
# icons), so that showing it needs no SVG loader. Called by resources/meson.build.
set -eu
svg=$1 size=$2 output=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gtk4-encode-symbolic-svg -o "$tmp" "$svg" "${size}x${size}"
mv "$tmp"/*.symbolic.png "$output"
