#!/usr/bin/env bash
# The tests: install what is missing, build, and run every test target.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
# The formatting: `swift format` (in the toolchain) with the checked-in .swift-format; any finding
# fails the tests (`swift format format -i -r -p Sources Tests Benchmarks Fuzzers Package.swift` fixes most).
swift format lint --strict -r -p Sources Tests Benchmarks Fuzzers Package.swift
# A build that prints any warning, the compiler's or SwiftPM's, fails the tests. A clean clone
# compiles every file, so there this is the check that a clean build prints none.
build_log=$(mktemp)
swift build --build-tests 2>&1 | tee "$build_log"
if grep -q "warning:" "$build_log"; then
    echo "scripts/test.sh: the build printed warnings (the lines with 'warning:' above); a build must print none" >&2
    exit 1
fi
rm -f "$build_log"
# XCTest, then Swift Testing (the property-based tests); each prints its own summary.
swift test --skip-build
# An app outside the package (Examples/Cards, depending on this repository by path), built and
# run under Xvfb for two seconds: it must draw and write its last frame.
swift build --package-path Examples/Cards
xvfb-run -a Examples/Cards/.build/debug/Cards --quit-after 2 --screenshot .build/cards.png
# The documentation (DocC catalogs of LayerTree, GLRender, QuartzCore and Lottie into .build/docs): any
# DocC warning, such as a broken symbol link in a `///` comment, fails the tests.
scripts/docs.sh
# A short fuzzing run with a fixed seed (scripts/fuzz.sh runs long ones): every case must end in a
# picture, a dump or a one-line error naming the file; failures are minimised into .build/fuzz-findings.
.build/debug/layerkit-fuzz --seed 11 --cases 60 --timeout 20 --findings .build/fuzz-findings
# The same for CGContext calls with extreme arguments (no crash or hang, and the context still
# draws after them).
.build/debug/layerkit-fuzz --target drawing --seed 11 --cases 200 --timeout 20 --findings .build/fuzz-findings/drawing
# SDL event streams (pointer, wheel, keys, text, resizes, focus, close, touch) pushed into a window
# over a random layer tree, on an Xvfb of the fuzzer's own (skipped with one line without one):
# every event reaches one handler, and each handler sees a consistent state.
.build/debug/layerkit-fuzz --target events --seed 11 --cases 20 --timeout 20 --findings .build/fuzz-findings/events
# The micro-benchmarks' allocation check (a release build of the benchmark target): a steady
# animation of each property kind allocates nothing per frame (Developing LayerKit, "Micro-benchmarks").
scripts/bench-micro.sh check
