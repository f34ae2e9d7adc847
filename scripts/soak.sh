#!/usr/bin/env bash
# A soak: long runs, headless, sampling resident memory and what the renderer holds (render
# targets, image textures, raster bitmaps, shadow masks, text images, shape meshes); each must be
# flat after warm-up, or `layerkit soak` exits 1.
# usage: scripts/soak.sh [FRAMES]      (default 100000 frames per run)
set -euo pipefail
cd "$(dirname "$0")/.."
frames="${1:-100000}"
scripts/install-deps.sh
swift build -c release --product layerkit
bin=.build/release/layerkit
every=$(( frames / 10 > 0 ? frames / 10 : 1 ))
$bin soak onemoving --count 1000 --frames "$frames" --every "$every"
$bin soak opaque --count 1000 --frames "$frames" --every "$every"
$bin soak onemoving --scene Tests/Fixtures/scenes/animated.json --frames "$frames" --every "$every"
$bin soak onemoving --scene Tests/Fixtures/scenes/overview.json --frames "$frames" --every "$every"
