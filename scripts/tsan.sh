#!/usr/bin/env bash
# The threaded tests under ThreadSanitizer: the render server and its display link, drawing
# workers, image decoding's worker pool, committed trees read from another thread, the window.
# Mesa's uninstrumented libraries are suppressed (scripts/tsan-suppressions.txt says why); any
# report in our code fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
swift build --build-tests --sanitize=thread --build-path .build/tsan
export TSAN_OPTIONS="suppressions=$PWD/scripts/tsan-suppressions.txt halt_on_error=1 second_deadlock_stack=1"
swift test --skip-build --sanitize=thread --build-path .build/tsan \
    --filter 'RenderServerTests|CommittedTreeTests|AsyncDisplayTests|ImageCodecsTests|WindowTests|DisplayLink|FramePacing'
