#!/usr/bin/env bash
# A window soak: a demo running in a real window under Xvfb for many refreshes, its resident memory
# sampled from /proc every 20 s; after the first fifth (warm-up) it must stay within 16 MiB.
# usage: scripts/window-soak.sh [REFRESHES] [DEMO] [KEYS] [SIZE]
#        (default: 100000 refreshes of demo 6 auto-scrolling with plain shadows, 480x320)
set -euo pipefail
cd "$(dirname "$0")/.."
refreshes="${1:-100000}"; demo="${2:-6}"; keys="${3:-a,s}"; size="${4:-480x320}"
scripts/install-deps.sh
swift build -c release --product layerkit
log=$(mktemp)
xvfb-run -a -s "-screen 0 1280x800x24" .build/release/layerkit demo --demo "$demo" --keys "$keys" \
    --size "$size" --frames "$refreshes" > "$log" 2>&1 &
runner=$!
samples=()
pid=""
for _ in $(seq 50); do pid=$(pgrep -n -f "^\.build/release/layerkit demo --demo $demo" || true); [ -n "$pid" ] && break; sleep 0.2; done
while [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; do
    rss=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
    [ -n "$rss" ] && { samples+=("$rss"); echo "$(date +%T)  rss $((rss / 1024)) MiB"; }
    sleep 20
done
wait "$runner"
tail -1 "$log"
count=${#samples[@]}
[ "$count" -ge 5 ] || { echo "window soak: too few samples ($count)"; exit 1; }
warm=${samples[$((count / 5))]}
last=${samples[$((count - 1))]}
echo "window soak: $refreshes refreshes of demo $demo; resident memory after warm-up moved $(((last - warm) / 1024)) MiB"
[ $((last - warm)) -le $((16 * 1024)) ] || { echo "window soak: resident memory grew"; exit 1; }
