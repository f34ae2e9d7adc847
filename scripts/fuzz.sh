#!/usr/bin/env bash
# A long fuzzing run: structure-aware scenes through `layerkit render` and `dump` (Sources/Fuzz).
# usage: scripts/fuzz.sh [CASES] [SEED]      (defaults: 5000 cases, seed 1)
# Failures are minimised into fuzz-findings/; with KEEP=1 they are also copied into
# Tests/Fixtures/fuzz/ as regression fixtures (look at each and fix it before committing).
set -euo pipefail
cd "$(dirname "$0")/.."
cases="${1:-5000}"; seed="${2:-1}"
scripts/install-deps.sh
swift build -c release --product layerkit
swift build -c release --product layerkit-fuzz
keep=(); [ "${KEEP:-0}" = 1 ] && keep=(--keep Tests/Fixtures/fuzz)
exec .build/release/layerkit-fuzz --seed "$seed" --cases "$cases" --timeout 20 --memory-mb 4096 \
    --findings fuzz-findings "${keep[@]}"
