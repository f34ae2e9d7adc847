#!/usr/bin/env bash
# Instructions per frame of animation evaluation, per property kind, counted by valgrind's
# callgrind: exact counts that do not move with the machine's load, where the micro-benchmarks'
# `instructions` metric needs CPU performance counters this VM lacks (Developing LayerKit, "Micro-benchmarks").
#
#   scripts/bench-instructions.sh [FRAMES]    default 1000 frames per kind
#
# Each kind is one 40×40 layer with one steady animation (Benchmarks/EvaluationWorkloads, the
# micro-benchmarks' own layers); only the measured frames are counted (Sources/EvaluationProbe).
set -euo pipefail
cd "$(dirname "$0")/.."
frames="${1:-1000}"
command -v valgrind >/dev/null || { echo "valgrind is missing: apt-get install valgrind" >&2; exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
swift build -c release --product EvaluationProbe >"$out/build.log" 2>&1 || { cat "$out/build.log" >&2; exit 1; }
probe=.build/release/EvaluationProbe
nm "$probe" >"$out/symbols"
symbol=$(awk '/steadyFrames/ { print $3 }' "$out/symbols" | head -n 1)
[ -n "$symbol" ] || { echo "bench-instructions: steadyFrames not found in $probe" >&2; exit 1; }
kinds=(still-layer number-opacity point-position color-backgroundColor transform-decomposed keyframe-path spring-transform.scale)
printf '%-24s %14s\n' benchmark "instructions/frame"
for kind in "${kinds[@]}"; do
    valgrind --tool=callgrind --callgrind-out-file="$out/$kind" --toggle-collect="$symbol" \
        "$probe" "$kind" "$frames" >/dev/null 2>"$out/$kind.log" \
        || { cat "$out/$kind.log" >&2; exit 1; }
    total=$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$out/$kind.log")
    printf '%-24s %14d\n' "$kind" $((total / frames))
done
