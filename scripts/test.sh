#!/usr/bin/env bash
# The tests: install what is missing, build, and run every test target.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
swift build --build-tests
# XCTest only, so its summary is the closing line (no Swift Testing suites exist).
swift test --skip-build --disable-swift-testing
