#!/usr/bin/env bash
# The tests: install what is missing, build, and run every test target.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
swift build --build-tests
# XCTest, then Swift Testing (the property-based tests); each prints its own summary.
swift test --skip-build
