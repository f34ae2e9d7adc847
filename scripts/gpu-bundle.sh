#!/bin/sh
# Packs what a GPU machine without Swift, SDL, Cairo or Pango needs to run the tests and
# `layerkit bench` on its own EGL driver: the debug test bundle and `layerkit` beside it,
# the release `layerkit`, every shared library they load except glibc's (the GPU machine's
# glibc is newer than Debian 12's, so ours is not needed), the fonts Pango falls back on,
# and a runner script.
#
#   scripts/gpu-bundle.sh            # writes .gpu/bundle.tar.xz and .gpu/run-on-gpu.sh
#
# On the GPU machine, from a copy of this checkout (the tests find fixtures by their
# source path, so the checkout is linked at the path it was built in):
#
#   sh .gpu/run-on-gpu.sh tests      # the XCTest bundle, through the NVIDIA EGL driver
#   sh .gpu/run-on-gpu.sh bench ARGS # release `layerkit bench ARGS`
#
# `.gpu/` is ignored by git (.git/info/exclude); it travels with `carry: [".gpu"]`.
set -eu
cd "$(dirname "$0")/.."
root=$(pwd)
swift build --build-tests >/dev/null
swift build -c release --product layerkit >/dev/null

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/debug" "$stage/release" "$stage/lib" "$stage/fonts"
cp .build/debug/LayerKitPackageTests.xctest .build/debug/layerkit "$stage/debug/"
cp .build/release/layerkit "$stage/release/"
strip "$stage/debug/"* "$stage/release/"*

# Every library the three programs load, minus glibc's own and the kernel's vDSO.
for program in "$stage/debug/"* "$stage/release/"*; do
    ldd "$program" | awk '$3 ~ /^\// { print $3 }'
done | sort -u | grep -v -E '/(libc|libm|libpthread|libdl|librt|libresolv|ld-linux-x86-64)\.so' |
    while read -r library; do cp -L "$library" "$stage/lib/"; done
cp -r /usr/share/fonts/truetype/dejavu "$stage/fonts/"
# Helvetica's and Arial's metric twins, which Lottie text in a missing font (and Arial) is drawn in.
cp /usr/share/fonts/opentype/urw-base35/NimbusSans-*.otf /usr/share/fonts/truetype/liberation2/LiberationSans-*.ttf \
    "$stage/fonts/"
# This machine's fontconfig rules too (hinting, antialiasing, aliases), so text renders as here.
cp -rL /etc/fonts/conf.d "$stage/fontconfig"

mkdir -p .gpu
grep -qx '/.gpu/' .git/info/exclude 2>/dev/null || echo '/.gpu/' >>.git/info/exclude
tar -C "$stage" -cJf .gpu/bundle.tar.xz .
cat >.gpu/run-on-gpu.sh <<EOF
#!/bin/sh
# Written by scripts/gpu-bundle.sh: unpacks the bundle and runs the tests or the bench
# through the machine's NVIDIA EGL vendor library.
set -eu
here=\$(cd "\$(dirname "\$0")" && pwd)
checkout=\$(dirname "\$here")
mkdir -p /tmp/layerkit-gpu && tar -C /tmp/layerkit-gpu -xJf "\$here/bundle.tar.xz"
# The tests find their fixtures by the path they were compiled at.
if [ ! -e "$root" ]; then mkdir -p "$(dirname "$root")" && ln -s "\$checkout" "$root"; fi
cat >/tmp/layerkit-gpu/fonts.conf <<FONTS
<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><dir>/tmp/layerkit-gpu/fonts</dir><cachedir>/tmp/layerkit-gpu/fontcache</cachedir>
<include ignore_missing="yes">/tmp/layerkit-gpu/fontconfig</include></fontconfig>
FONTS
export FONTCONFIG_FILE=/tmp/layerkit-gpu/fonts.conf
export LD_LIBRARY_PATH=/tmp/layerkit-gpu/lib:/usr/local/nvidia/lib64:/usr/local/nvidia/lib:\${LD_LIBRARY_PATH:-}
nvidia_vendor=\$(ls /usr/local/nvidia/share/glvnd/egl_vendor.d/*nvidia*.json /usr/share/glvnd/egl_vendor.d/*nvidia*.json 2>/dev/null | head -n 1 || true)
[ -n "\$nvidia_vendor" ] && export __EGL_VENDOR_LIBRARY_FILENAMES="\$nvidia_vendor"
what=\$1; shift
cd "$root"
case "\$what" in
    tests) exec /tmp/layerkit-gpu/debug/LayerKitPackageTests.xctest "\$@" ;;
    bench) exec /tmp/layerkit-gpu/release/layerkit bench "\$@" ;;
    layerkit) exec /tmp/layerkit-gpu/release/layerkit "\$@" ;;
    *) echo "run-on-gpu.sh: unknown command '\$what' (tests, bench or layerkit)" >&2; exit 2 ;;
esac
EOF
ls -la .gpu
