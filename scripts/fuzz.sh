#!/usr/bin/env bash
# A long fuzzing run over every target (Sources/Fuzz): structure-aware scenes through
# `layerkit render` and `dump`, Lottie files through `layerkit render --progress`, CGContext
# drawing calls through `layerkit-fuzz-draw`, and SDL event streams pushed into a window under
# Xvfb through `layerkit-fuzz-events`.
# usage: scripts/fuzz.sh [CASES] [SEED] [TARGETS]
#        (defaults: 5000 cases per target, seed 1, targets "scene lottie drawing events")
#        BIN=DIR: run the binaries in DIR (layerkit and the fuzz programs) instead of building them.
# Failures are minimised into fuzz-findings/; with KEEP=1 they are also copied into
# Tests/Fixtures/fuzz (scenes), fuzz-lottie, fuzz-drawing and fuzz-events as regression fixtures
# (look at each and fix it before committing). The drawing target runs cases in batches, so it
# gets ten times the cases of the others for about the same time. Each target's log is kept in
# fuzz-findings/TARGET.log; the run ends with a table of every target's outcomes (ok, clean
# error, crash, hang, out of memory, other failures). Exit status 1 when any target had a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
cases="${1:-5000}"; seed="${2:-1}"; targets="${3:-scene lottie drawing events}"
if [ -z "${BIN:-}" ]; then
    scripts/install-deps.sh
    for product in layerkit layerkit-fuzz layerkit-fuzz-draw layerkit-fuzz-events; do
        swift build -c release --product "$product"
    done
    BIN=.build/release
fi
mkdir -p fuzz-findings
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
    "$BIN/layerkit-fuzz" --target "$target" --seed "$seed" --cases "$n" --timeout 20 --memory-mb 4096 \
        --layerkit "$BIN/layerkit" --findings "fuzz-findings/$target" "${keep[@]}" 2>&1 \
        | tee "fuzz-findings/$target.log" || status=1
done
# The outcomes' table: the scene target counts its render and dump runs, two a case.
echo "fuzz: outcomes from seed $seed (runs; a scene case is a render and a dump)"
printf '%-8s %8s %8s %8s %8s %8s %8s %8s\n' target runs ok error crash hang oom other
for target in $targets; do
    awk -v target="$target" '
        /^  [a-z]+ [a-z-]+: [0-9]+$/ {
            split($0, f, ": "); n = f[2]; sub(/^ +[a-z]+ /, "", f[1]); kind = f[1]; runs += n
            if (kind == "ok") ok += n; else if (kind == "error") err += n; else if (kind == "crash") crash += n
            else if (kind == "hang") hang += n; else if (kind == "out-of-memory") oom += n; else other += n
        }
        /^fuzz: events skipped/ { skipped = 1 }
        END {
            if (skipped) { printf "%-8s skipped: no X server\n", target; exit }
            printf "%-8s %8d %8d %8d %8d %8d %8d %8d\n", target, runs, ok, err, crash, hang, oom, other
        }' "fuzz-findings/$target.log"
done
exit "$status"
