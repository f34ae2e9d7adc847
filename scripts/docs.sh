#!/usr/bin/env bash
# The documentation: DocC archives of the public modules, built with swift-docc-plugin into
# .build/docs/TARGET (open .build/docs/TARGET/index.html through a web server, or
# `docc preview Sources/TARGET/TARGET.docc` with the symbol graphs). Any DocC warning (a broken
# symbol link, an undocumented parameter, an unknown article) fails the build, so the catalogs
# and the `///` comments they gather stay correct; scripts/test.sh runs this.
#
#   scripts/docs.sh                 every catalogued target
#   scripts/docs.sh GLRender …      only those
set -euo pipefail
cd "$(dirname "$0")/.."
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then targets=(LayerTree GLRender QuartzCore Lottie); fi
out=.build/docs
# The plugin moves each archive into its output path and fails if the folder above it is missing.
mkdir -p "$out"
for target in "${targets[@]}"; do
    rm -rf "${out:?}/$target"
    swift package --allow-writing-to-directory "$out" generate-documentation --target "$target" \
        --warnings-as-errors --output-path "$out/$target"
    # The plugin has reported an archive it could not move as an error yet exited 0: check it is there.
    if [ ! -f "$out/$target/index.html" ] && [ ! -d "$out/$target/data" ]; then
        echo "docs.sh: no documentation archive at $out/$target" >&2
        exit 1
    fi
done
echo "documentation: $(printf '%s ' "${targets[@]/#/$out/}")"
