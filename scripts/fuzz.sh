#!/usr/bin/env bash
# A long fuzzing run over every target (Sources/Fuzz): structure-aware scenes through
# `layerkit render` and `dump`, Lottie files through `layerkit render --progress`, and CGContext
# drawing calls through `layerkit-fuzz-draw`.
# usage: scripts/fuzz.sh [CASES] [SEED] [TARGETS]
#        (defaults: 5000 cases per target, seed 1, targets "scene lottie drawing")
# Failures are minimised into fuzz-findings/; with KEEP=1 they are also copied into
# Tests/Fixtures/fuzz (scenes), fuzz-lottie and fuzz-drawing as regression fixtures (look at each
# and fix it before committing). The drawing target runs cases in batches, so it gets ten times
# the cases of the others for about the same time. Exit status 1 when any target had a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
cases="${1:-5000}"; seed="${2:-1}"; targets="${3:-scene lottie drawing}"
scripts/install-deps.sh
swift build -c release --product layerkit
swift build -c release --product layerkit-fuzz
swift build -c release --product layerkit-fuzz-draw
status=0
for target in $targets; do
    keep=()
    if [ "${KEEP:-0}" = 1 ]; then
        case "$target" in
            scene) keep=(--keep Tests/Fixtures/fuzz) ;;
            *) keep=(--keep "Tests/Fixtures/fuzz-$target") ;;
        esac
    fi
    n="$cases"; [ "$target" = drawing ] && n=$(( cases * 10 ))
    .build/release/layerkit-fuzz --target "$target" --seed "$seed" --cases "$n" --timeout 20 --memory-mb 4096 \
        --findings "fuzz-findings/$target" "${keep[@]}" || status=1
done
exit "$status"
