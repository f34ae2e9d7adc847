#!/usr/bin/env bash
# The main job: install what is missing, build, and open the demo window.
# Without a display ($DISPLAY / $WAYLAND_DISPLAY unset), it runs the demo under Xvfb
# for 300 frames and writes the last frame to demo.png (or the path given as the first argument).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
swift build -c release --product layerkit
if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
  exec .build/release/layerkit demo
fi
out="${1:-demo.png}"
echo "No display: running the demo under Xvfb for 300 frames."
xvfb-run -a -s "-screen 0 1280x800x24" .build/release/layerkit demo --demo 3 --frames 300 --screenshot "$out"
echo "Wrote $out"
