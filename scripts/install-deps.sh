#!/usr/bin/env bash
# Installs the system packages LayerKit builds and renders with, if any are missing.
# As root it runs apt-get (idempotent: nothing happens when all are present);
# otherwise it prints the exact command to run and exits 1.
set -euo pipefail

packages=(
  pkg-config
  libsdl2-dev          # windows and input
  libegl1-mesa-dev     # EGL: headless contexts
  libgles2-mesa-dev    # OpenGL ES 3.0 headers and library
  libegl-mesa0         # Mesa's EGL driver (surfaceless platform)
  libgl1-mesa-dri      # Mesa's llvmpipe software rasterizer, for machines without a GPU
  libpng-dev           # PNG reading and writing
  libjpeg62-turbo-dev  # JPEG reading (image contents)
  libwebp-dev          # WebP reading (image contents, Lottie image assets)
  libpango1.0-dev      # CATextLayer: text layout (Pango) …
  libcairo2-dev        # … rasterized with Cairo
  fonts-dejavu-core    # the font the text goldens are recorded with (fontconfig's default sans-serif)
  fonts-urw-base35     # Nimbus Sans, which fontconfig draws Helvetica in: Lottie text in a missing font
  fonts-liberation2    # Liberation Sans, which fontconfig draws Arial in (metric twins of iOS's fonts)
  libchipmunk-dev      # Chipmunk2D rigid-body physics (demo 2's falling crates)
  libzip-dev           # dotLottie files (zip archives) for the Lottie module
  xvfb                 # a virtual X server for the window tests
  xauth                # xvfb-run needs it
  weston               # a Wayland compositor for the window tests on Wayland (headless)
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "Installing: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "LayerKit needs these system packages: ${missing[*]}" >&2
    echo "Run:  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "LayerKit needs the Swift toolchain (5.10 or later) on PATH; see https://www.swift.org/install/linux/" >&2
  exit 1
fi
