#!/usr/bin/env bash
# Where a Lottie frame's time goes, beside rlottie's whole frame: how much of `layerkit bench lottie` is LayerKit's own
# code and how much the GL driver's, and so the most a change to LayerKit's code alone could bring the ratio to.
#
# usage: scripts/lottie-cost-split.sh [-b LAYERKIT_BINARY] [-s SIZE_PX] FILE.json...
#   Each file is fitted and drawn at the pixels `../shared/peers/rlottie/compare.sh -s SIZE_PX` uses (default 500).
#   rlottie's bench is RLOTTIE_BENCH, else what ../shared/peers/rlottie/build.sh builds. Needs perf (Debian
#   linux-perf) and perf_event_paranoid low enough to sample this user's threads.
#
# Each file is played twice under `perf record` (cpu-clock), for 1 s and for 3 s, and the CPU time of each thread is
# differenced between the two and divided by the difference in frames, so start-up (decoding, shader compilation)
# cancels. Per frame, in microseconds:
#   lk_us     LayerKit's frame time (1 / fps of the 3 s run)
#   ours_us   the app thread in LayerKit's code (and the Swift runtime and libc it calls)
#   appGL_us  the app thread in the GL driver (Mesa llvmpipe there: vertex shading, setup and binning)
#   lp_us     llvmpipe's rasterizer threads, summed (their fragment shading)
#   floor_us  the least a frame could take with ours_us at zero on this machine's cores: the GL work alone,
#             max(appGL, the busiest rasterizer thread, (appGL + lp) / cores)
#   rl_us     rlottie's whole frame (its bench, one core)
#   now       rl_us / lk_us, the ratio compare.sh reports
#   ceil      rl_us / floor_us: the ratio LayerKit would reach if its own code took no time at all
# Libc's copies on the app thread count as ours even where the driver makes them, so the floor is if anything low.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=.build/release/layerkit; px=500
while [ $# -gt 0 ]; do case "$1" in -b) bin="$2"; shift 2;; -s) px="$2"; shift 2;; *) break;; esac; done
[ $# -gt 0 ] || { echo "usage: scripts/lottie-cost-split.sh [-b BIN] [-s SIZE_PX] FILE.json..." >&2; exit 2; }
[ -x "$bin" ] || { echo "lottie-cost-split: no layerkit binary at $bin (swift build -c release, or pass -b)" >&2; exit 2; }
command -v perf >/dev/null || { echo "lottie-cost-split: needs perf (apt-get install linux-perf)" >&2; exit 2; }
rl=${RLOTTIE_BENCH:-$(../shared/peers/rlottie/build.sh)} || exit 2
cores=$(nproc)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '%-36s %9s %8s %8s %8s %8s %8s %8s %6s %6s\n' file pixels lk_us ours_us appGL_us lp_us floor_us rl_us now ceil
for f in "$@"; do
  read -r wpt hpt < <(python3 -c "
import json,sys; d=json.load(open(sys.argv[1])); w,h=float(d['w']),float(d['h']); k=min(1.0,($px/2)/max(w,h)); print(round(w*k),round(h*k))" "$f")
  for s in 1 3; do
    perf record -q -F 2000 -o "$work/$s.data" "$bin" bench lottie --file "$f" --size "${wpt}x${hpt}" --scale 2 \
      --seconds $s --json > "$work/$s.json" 2>/dev/null
    perf script -i "$work/$s.data" -F comm,tid,period,ip,dso 2>/dev/null > "$work/$s.txt"
  done
  # A file rlottie cannot play has no rate (its ratio reads 0, as in compare.sh).
  r=$("$rl" "$f" $((wpt * 2)) $((hpt * 2)) 2 2>/dev/null | sed -nE 's/.* fps=([0-9.]+).*/\1/p' || true)
  python3 - "$work" "$f" "$((wpt * 2))x$((hpt * 2))" "${r:-0}" "$cores" <<'PY'
import json, os, re, sys
work, f, pixels, rl, cores = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4]), int(sys.argv[5])
driver = re.compile(r"swrast_dri|perf-[0-9]+\.map|libglapi|libGLX|libEGL|libGLES|libLLVM|nvidia|kernel")
def load(s):
    result = json.load(open(f"{work}/{s}.json"))["results"][0]
    time = {"ours": 0, "appGL": 0}
    for line in open(f"{work}/{s}.txt"):
        p = line.split()
        if len(p) < 4: continue
        comm, period, dso = p[0], int(p[2]), p[-1]
        key = comm if comm.startswith("llvmpipe") else "appGL" if driver.search(dso) else "ours"
        time[key] = time.get(key, 0) + period
    return result["frames"], result["fps"], time
f1, _, t1 = load(1)
f3, fps, t3 = load(3)
per = lambda k: (t3.get(k, 0) - t1.get(k, 0)) / 1e3 / max(f3 - f1, 1)
threads = [per(k) for k in set(t1) | set(t3) if k.startswith("llvmpipe")] or [0.0]
ours, appgl, lp = per("ours"), per("appGL"), sum(threads)
floor = max(appgl, max(threads), (appgl + lp) / cores)
lk = 1e6 / fps
rl_us = 1e6 / rl if rl > 0 else float("nan")
now = rl_us / lk if rl > 0 else 0
ceil = rl_us / floor if rl > 0 and floor > 0 else 0
print(f"{os.path.basename(f):36s} {pixels:>9s} {lk:8.1f} {ours:8.1f} {appgl:8.1f} {lp:8.1f} {floor:8.1f} {rl_us:8.1f} {now:6.2f} {ceil:6.2f}")
with open(f"{work}/ratios", "a") as out: out.write(f"{now} {ceil}\n")
PY
done
python3 - "$work/ratios" <<'PY'
import statistics, sys
rows = [tuple(map(float, line.split())) for line in open(sys.argv[1])]
print(f"lottie-cost-split: median ratio {statistics.median(r[0] for r in rows):.2f} now, "
      f"{statistics.median(r[1] for r in rows):.2f} with LayerKit's own code free ({len(rows)} files)")
PY
