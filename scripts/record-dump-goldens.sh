#!/bin/sh
# Records `layerkit dump SCENE --time T` for every fixture in Tests/Fixtures/scenes into
# Tests/Fixtures/dumps/cli (read by AppTests' DumpGoldenTests): one line per scene and time
# (exit status, byte count, 64-bit FNV-1a of stdout), and the whole output at t = 1 so a change
# can be diffed. Run it only when a dump change is intended, and say why in the commit.
# Usage: scripts/record-dump-goldens.sh [path/to/layerkit]   (default .build/release/layerkit)
set -eu
cd "$(dirname "$0")/.."
bin=${1:-.build/release/layerkit}
out=Tests/Fixtures/dumps/cli
rm -rf "$out"
mkdir -p "$out"
python3 - "$bin" "$out" <<'PY'
import os, subprocess, sys
binary, out = sys.argv[1], sys.argv[2]
root = "Tests/Fixtures/scenes"
names = sorted(os.path.relpath(os.path.join(d, f), root)
               for d, _, fs in os.walk(root) for f in fs if f.endswith(".json"))
times = ["0", "0.25", "0.5", "1", "1.5", "2.5", "4.25"]
def fnv(data):
    h = 0xcbf29ce484222325
    for b in data:
        h = ((h ^ b) * 0x100000001b3) & 0xffffffffffffffff
    return format(h, "x")
lines = []
for name in names:
    for t in times:
        p = subprocess.run([binary, "dump", os.path.abspath(os.path.join(root, name)), "--time", t],
                           capture_output=True)
        lines.append(f"{name} {t} {p.returncode} {len(p.stdout)} {fnv(p.stdout)}")
        if t == "1":
            with open(os.path.join(out, name.replace("/", "-") + "@1.json"), "wb") as f:
                f.write(p.stdout)
with open(os.path.join(out, "index.txt"), "w") as f:
    f.write("\n".join(lines) + "\n")
PY
