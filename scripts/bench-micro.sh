#!/usr/bin/env bash
# The micro-benchmarks (Benchmarks/AnimationEvaluation, ordo-one/benchmark): one frame of animation
# evaluation per property kind, with wall clock, instructions (where perf counters exist) and mallocs.
#
#   scripts/bench-micro.sh [OPTIONS]   run them and print a table per benchmark (per frame; --scale:
#                                      per iteration of 1,000 frames, the exact malloc count)
#   scripts/bench-micro.sh check       fail (non-zero) if any benchmark's mallocs per 1,000 frames
#                                      exceed Benchmarks/Thresholds by more than 100 (the harness's
#                                      own 16, give or take a few: none of ours; one a frame is +1,000)
#   scripts/bench-micro.sh update      record Benchmarks/Thresholds again (malloc counts only: times
#                                      vary from machine to machine and are not checked)
set -euo pipefail
cd "$(dirname "$0")/.."
thresholds=Benchmarks/Thresholds
case "${1:-}" in
check)
    swift package benchmark thresholds check --path "$thresholds" --no-progress
    ;;
update)
    swift package --allow-writing-to-package-directory benchmark thresholds update --path "$thresholds" --no-progress
    for file in "$thresholds"/*.p90.json; do
        count=$(sed -n 's/.*"mallocCountTotal" *: *\([0-9]*\).*/\1/p' "$file")
        printf '{\n  "mallocCountTotal": %s\n}\n' "$count" > "$file"
    done
    ;;
*)
    swift package benchmark --no-progress "$@"
    ;;
esac
