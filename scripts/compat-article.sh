#!/usr/bin/env bash
# Writes Sources/QuartzCore/QuartzCore.docc/Compatibility.md from the compatibility list
# (Tests/Fixtures/compatibility/members.tsv): CompatibilityListTests generates the article and, with
# LAYERKIT_WRITE_COMPATIBILITY_ARTICLE set, writes it; without it, the test fails when the checked-in
# article differs from the list. Run this after editing the list, then commit both.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests
LAYERKIT_WRITE_COMPATIBILITY_ARTICLE=1 swift test --skip-build --filter CompatibilityListTests
