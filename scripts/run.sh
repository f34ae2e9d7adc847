#!/usr/bin/env bash
# The main job: install what is missing, build, and render the bundled example scene
# headless through EGL to overview.png (or the path given as the first argument).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
swift build -c release --product layerkit
out="${1:-overview.png}"
.build/release/layerkit render Tests/Fixtures/scenes/overview.json -o "$out" --scale 2 --stats
echo "Wrote $out"
