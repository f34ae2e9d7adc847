#!/usr/bin/env bash
# Coverage-guided fuzzing with libFuzzer of the scene decoder (FuzzSceneDecoder) or of the SVG path
# parser with the fill tessellator and the stroker (FuzzShapePath). The structure-aware fuzzer
# (scripts/fuzz.sh) is the one the tests run; this one finds what mutating bytes with coverage finds.
# usage: scripts/libfuzzer.sh FuzzSceneDecoder|FuzzShapePath [libFuzzer options, e.g. -max_total_time=300]
# A crash leaves its input as crash-<hash> in fuzz-findings/libfuzzer/; `.build/libfuzzer/release/TARGET
# fuzz-findings/libfuzzer/crash-<hash>` runs that input alone to reproduce it.
set -euo pipefail
cd "$(dirname "$0")/.."
target="${1:?usage: scripts/libfuzzer.sh FuzzSceneDecoder|FuzzShapePath [options]}"; shift
scripts/install-deps.sh
export LAYERKIT_LIBFUZZER=1
# gold cannot link the instrumented objects (an internal error); the toolchain's lld can.
# Optimised, as the renderer ships: a debug build is 20 times slower and hits the time limit on
# shapes that the work budgets end in about a second.
swift build -c release --build-path .build/libfuzzer --product "$target" -Xswiftc -sanitize=fuzzer \
    -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld
corpus="fuzz-findings/libfuzzer/$target-corpus"
mkdir -p "$corpus"
# Seeds: the fixture scenes for the decoder; a few paths for the shape fuzzer.
if [ "$target" = FuzzSceneDecoder ]; then
    cp -n Tests/Fixtures/scenes/*.json "$corpus"/ 2>/dev/null || true
else
    printf '\1\10\1\1\0\0\0\10M 0 0 L 100 0 L 50 80 Z' > "$corpus/triangle"
    printf '\2\40\1\2\20\10\0\10M 10 10 C 40 0 60 100 90 10 A 20 20 0 1 1 10 10' > "$corpus/curves"
fi
exec .build/libfuzzer/release/"$target" -artifact_prefix=fuzz-findings/libfuzzer/ -timeout=20 -rss_limit_mb=4096 \
    "$@" "$corpus"
