#!/usr/bin/env bash
# The Lottie contact sheet (issue 30): samples at 50% as iOS drew them beside LayerKit's frame, for the
# QuartzCore catalog's Lottie section (Resources/lottie-samples-at-50.png).
#
# usage: scripts/lottie-contact-sheet.sh SAMPLES OUT.png NAME…
#   SAMPLES  a folder of NAME.json with iOS's NAME-50.png beside each (scripts/lottie-survey.sh extracts them)
#   NAME…    the samples, shown two to a row: iOS's image left of ours, each in a 240-point cell
#
# Each sample is rendered by `layerkit render --progress 0.5` at the reference's own size (2 px per point,
# as lottie-ios's snapshots), then the sheet itself is a scene file of image and text layers, drawn by
# `layerkit render`: the sheet is made by the compositor it shows.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 3 ] || { echo "usage: scripts/lottie-contact-sheet.sh SAMPLES OUT.png NAME…" >&2; exit 2; }
samples=$(cd "$1" && pwd)
out=$2
shift 2
layerkit=${LAYERKIT:-.build/debug/layerkit}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cell=240
label=18
columns=2
layers=()
index=0
for name in "$@"; do
  reference="$samples/$name-50.png"
  [ -f "$reference" ] || { echo "lottie-contact-sheet.sh: no $reference" >&2; exit 1; }
  # A PNG's width and height are the big-endian words at bytes 16 and 20.
  width=$(od -An -tu1 -j16 -N4 "$reference" | awk '{print ($1*16777216+$2*65536+$3*256+$4)/2}')
  height=$(od -An -tu1 -j20 -N4 "$reference" | awk '{print ($1*16777216+$2*65536+$3*256+$4)/2}')
  cp "$reference" "$work/$index-ios.png"
  "$layerkit" render "$samples/$name.json" --progress 0.5 --size "${width}x${height}" --scale 2 \
    -o "$work/$index-ours.png" 2>/dev/null
  row=$((index / columns))
  column=$((index % columns))
  y=$((row * (cell + label * 2)))
  for side in ios ours; do
    [ "$side" = ours ] && x=$(((column * 2 + 1) * cell)) || x=$((column * 2 * cell))
    caption="$name, $([ "$side" = ios ] && echo iOS || echo LayerKit)"
    layers+=("{\"bounds\": [0, 0, $((cell - 8)), $((cell - 8))], \"position\": [$((x + cell / 2)), $((y + label + cell / 2))], \"contents\": \"$index-$side.png\", \"contentsGravity\": \"resizeAspect\", \"borderWidth\": 1, \"borderColor\": \"#c8c8c8\"}")
    layers+=("{\"type\": \"text\", \"string\": \"$caption\", \"fontSize\": 11, \"foregroundColor\": \"#000000\", \"bounds\": [0, 0, $((cell - 8)), $label], \"position\": [$((x + cell / 2)), $((y + label / 2 + 2))], \"contentsScale\": 2}")
  done
  index=$((index + 1))
done
rows=$(((index + columns - 1) / columns))
width=$((columns * 2 * cell))
height=$((rows * (cell + label * 2)))
{
  echo "{\"size\": [$width, $height], \"scale\": 1, \"background\": \"#ffffff\","
  echo " \"root\": {\"bounds\": [0, 0, $width, $height], \"position\": [$((width / 2)), $((height / 2))], \"sublayers\": ["
  (IFS=,; echo "${layers[*]}")
  echo "]}}"
} >"$work/sheet.json"
"$layerkit" render "$work/sheet.json" -o "$out"
echo "$out: $index samples"
