#!/usr/bin/env bash
# The Lottie survey (issue 30): every sample that lottie-ios's Core Animation engine supports, played by
# LayerKit at progress 0, 25, 50, 75 and 100% and compared with iOS's own snapshot of it.
#
# usage: [LOTTIE_SURVEY_XCTEST=BUNDLE] scripts/lottie-survey.sh LOTTIE_IOS [OUT_DIR]
#   LOTTIE_IOS  a lottie-ios checkout (a work tree with Tests/Samples), or a bare clone or mirror of one
#               (the `fetch` tool's /work/.mirror/airbnb+lottie-ios/repo): its HEAD is read with git archive.
#   OUT_DIR     where the samples and references are extracted (default .build/lottie-samples).
#
# Supported samples are the files of Tests/__Snapshots__/AutomaticEngineTests whose whole content is
# "Supports Core Animation engine". Four of those snapshot names are stale, since the samples moved:
# Issues-LottieLogo1 is LottieLogo1, blend_mode_test is Nonanimating-blend_mode_test, issue_1847 is
# Issues-issue_1847 (each of those samples counts once), and Nonanimating-_dog is gone. Each sample is
# extracted as NAME.json (a dotLottie as dotlottie/NAME.lottie or .lot) beside its references NAME-P.png
# (lottie-ios's testCoreAnimationRenderingEngine.NAME-P.png, 2 px per point, aspect-fit into 500 points),
# where NAME is the sample's path under Tests/Samples with "/" as "-". Then SampleSurveyTests (from a
# `swift build --build-tests`) scores each frame, and this prints the match rate over all samples × 5 frames
# (those with an iOS reference), with the frames that fail grouped by cause: a frame that matches lottie-ios's
# snapshot of it by its main-thread engine (NAME-P.main-thread.png, Core Graphics without Core Animation)
# where iOS's two engines disagree; else each unsupported feature the sample's warnings name, else a cause
# found by looking at the images, else "text layers" where the sample has them, else none named; then a
# one-line summary for a note.
# lottie-ios's images (Tests/Samples/Images) are put beside the samples, as its snapshots of dog and
# dog_landscape give them; its fonts (Tests/Samples/Fonts) go to fontconfig (OUT_DIR/fonts.conf), as its
# snapshots register them with Core Text; the value providers its snapshots give some samples,
# SampleSurveyTests gives too.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { echo "usage: scripts/lottie-survey.sh LOTTIE_IOS [OUT_DIR]" >&2; exit 2; }
src=$1
out=${2:-.build/lottie-samples}
if [ -d "$src/Tests/Samples" ]; then
  tree=$src
elif git -C "$src" rev-parse --git-dir >/dev/null 2>&1; then
  tree=$(mktemp -d)
  trap 'rm -rf "$tree"' EXIT
  # Object by object rather than `git archive`, which stops at the first blob a partial mirror
  # lacks: a missing file is named, and its sample counts as failing below.
  python3 - "$src" "$tree" <<'PY'
import os, subprocess, sys
repo, tree = sys.argv[1], sys.argv[2]
paths = ["LICENSE", "Tests/Samples", "Tests/__Snapshots__/AutomaticEngineTests", "Tests/__Snapshots__/SnapshotTests"]
listing = subprocess.run(["git", "-C", repo, "ls-tree", "-r", "-z", "HEAD", "--"] + paths,
                         check=True, capture_output=True).stdout.split(b"\0")
entries = []
for line in filter(None, listing):
    meta, path = line.split(b"\t", 1)
    _, kind, oid = meta.split()
    if kind == b"blob":
        entries.append((oid.decode(), path.decode()))
batch = subprocess.Popen(["git", "-C", repo, "cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
missing = []
for oid, path in entries:
    batch.stdin.write(oid.encode() + b"\n")
    batch.stdin.flush()
    header = batch.stdout.readline().split()
    if len(header) < 3:
        missing.append(path)
        continue
    data = batch.stdout.read(int(header[2]))
    batch.stdout.read(1)
    os.makedirs(os.path.join(tree, os.path.dirname(path)), exist_ok=True)
    with open(os.path.join(tree, path), "wb") as f:
        f.write(data)
batch.stdin.close()
batch.wait()
if missing:
    print(f"lottie-survey: the mirror lacks {len(missing)} files: {', '.join(missing[:8])}"
          + (" …" if len(missing) > 8 else ""))
PY
else
  echo "lottie-survey: $src is neither a lottie-ios checkout (no Tests/Samples) nor a git repository" >&2
  exit 2
fi
rm -rf "$out"
mkdir -p "$out/dotlottie"

python3 - "$tree" "$out" <<'PY'
import os, shutil, sys
tree, out = sys.argv[1], sys.argv[2]
engine = os.path.join(tree, "Tests/__Snapshots__/AutomaticEngineTests")
snapshots = os.path.join(tree, "Tests/__Snapshots__/SnapshotTests")
samples = os.path.join(tree, "Tests/Samples")
prefix = "testAutomaticEngineDetection."
renamed = {"Issues-LottieLogo1": "LottieLogo1", "blend_mode_test": "Nonanimating-blend_mode_test",
           "issue_1847": "Issues-issue_1847"}
removed = {"Nonanimating-_dog"}
supported = []
for entry in sorted(os.listdir(engine)):
    if not (entry.startswith(prefix) and entry.endswith(".txt")):
        continue
    with open(os.path.join(engine, entry), encoding="utf-8") as f:
        if f.read() != "Supports Core Animation engine":
            continue
    name = entry[len(prefix):-len(".txt")]
    if name in removed:
        continue
    # A stale name renamed to one that is also listed counts once.
    if renamed.get(name, name) not in supported:
        supported.append(renamed.get(name, name))
# Every sample file by its snapshot name: its path under Tests/Samples, "/" as "-", no extension.
files = {}
for folder, _, names in os.walk(samples):
    for file in names:
        stem, ext = os.path.splitext(file)
        if ext in (".json", ".lottie", ".lot"):
            key = os.path.relpath(os.path.join(folder, stem), samples).replace(os.sep, "-")
            files[key] = os.path.join(folder, file)
missing = []
for name in supported:
    path = files.get(name)
    if path is None:
        missing.append(name)
        continue
    ext = os.path.splitext(path)[1]
    folder = out if ext == ".json" else os.path.join(out, "dotlottie")
    shutil.copyfile(path, os.path.join(folder, name + ext))
    for percent in (0, 25, 50, 75, 100):
        reference = os.path.join(snapshots, f"testCoreAnimationRenderingEngine.{name}-{percent}.png")
        if os.path.exists(reference):
            shutil.copyfile(reference, os.path.join(folder, f"{name}-{percent}.png"))
        # The same frame by lottie-ios's main-thread engine (Core Graphics, no Core Animation), which
        # a frame that fails is scored against too.
        main_thread = os.path.join(snapshots, f"testMainThreadRenderingEngine.{name}-{percent}.png")
        if os.path.exists(main_thread):
            shutil.copyfile(main_thread, os.path.join(folder, f"{name}-{percent}.main-thread.png"))
# lottie-ios snapshots Nonanimating/dog and dog_landscape with an image provider that reads
# Tests/Samples/Images; beside the samples, their image assets find those files.
images = os.path.join(samples, "Images")
for file in sorted(os.listdir(images)) if os.path.isdir(images) else []:
    shutil.copyfile(os.path.join(images, file), os.path.join(out, file))
# lottie-ios registers Tests/Samples/Fonts with Core Text before its snapshots (Pacifico, Venezuela,
# …), so their text is set in them; the survey gives fontconfig the same files (fonts.conf, below).
fonts = os.path.join(samples, "Fonts")
os.makedirs(os.path.join(out, "Fonts"))
for file in sorted(os.listdir(fonts)) if os.path.isdir(fonts) else []:
    shutil.copyfile(os.path.join(fonts, file), os.path.join(out, "Fonts", file))
with open(os.path.join(out, "fonts.conf"), "w") as f:
    f.write('<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig>\n'
            '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n'
            f'  <dir>{os.path.abspath(os.path.join(out, "Fonts"))}</dir>\n</fontconfig>\n')
shutil.copyfile(os.path.join(tree, "LICENSE"), os.path.join(out, "LICENSE-lottie-ios"))
with open(os.path.join(out, "supported.txt"), "w") as f:
    f.write("".join(n + "\n" for n in supported))
print(f"lottie-survey: {len(supported)} supported samples extracted to {out}"
      + (f"; no sample file for {', '.join(missing)}" if missing else ""))
PY

log="$out/survey.log"
# LOTTIE_SURVEY_XCTEST names a copy of the test bundle (.build/debug/LayerKitPackageTests.xctest) to
# run instead of `swift test`, so that building can go on while the survey runs.
if [ -n "${LOTTIE_SURVEY_XCTEST:-}" ]; then
  survey=("$LOTTIE_SURVEY_XCTEST" LottieTests.SampleSurveyTests)
else
  survey=(swift test --skip-build --filter SampleSurveyTests)
fi
FONTCONFIG_FILE="$out/fonts.conf" LOTTIE_SAMPLES="$out" "${survey[@]}" >"$log" 2>&1 || {
  echo "lottie-survey: the survey test failed (build first: swift build --build-tests); see $log" >&2
  exit 1
}

python3 - "$out" "$log" <<'PY'
import collections, json, os, re, sys
out, log = sys.argv[1], sys.argv[2]
names = list(dict.fromkeys(l.strip() for l in open(f"{out}/supported.txt") if l.strip()))
threshold = None
results = {}
main_thread = collections.defaultdict(dict)
for line in open(log, encoding="utf-8", errors="replace"):
    m = re.match(r"lottie survey (\S+) main-thread engine: (.*)$", line.rstrip("\n"))
    if m:
        for entry in m.group(2).split():
            percent, score = entry.split("=")
            main_thread[m.group(1)][int(percent)] = float(score)
        continue
    m = re.match(r"lottie survey: ([0-9]+) of ([0-9]+) frames match, threshold ([0-9.]+)", line)
    if m:
        tested = (int(m.group(1)), int(m.group(2)))
        threshold = float(m.group(3))
        continue
    m = re.match(r"lottie survey (\S+): (error .*|[0-9. ]*)(?: \[(.*)\])?$", line.rstrip("\n"))
    if m:
        name, body, warnings = m.group(1), m.group(2), m.group(3)
        results[name] = (body, [w for w in (warnings or "").split("; ") if w])
if threshold is None:
    sys.exit("lottie-survey: no summary line in the survey's output; see " + log)
# Failures with a cause the samples' warnings do not name, found by looking at the images.
known = {
    # lottie-ios's snapshot tests say rotation.x and .y "are not displayed correctly in snapshot tests".
    "Issues-pr_1930_rx": "iOS snapshots draw rotation x/y wrongly",
    "Issues-pr_1930_ry": "iOS snapshots draw rotation x/y wrongly",
    "Issues-pr_1930_all_axis": "iOS snapshots draw rotation x/y wrongly",
    # Its letters turn in from ry -125 degrees to 0 (comp_2 frames 35-59, reached at progress 0 and 25%):
    # iOS's snapshots show none of them until they stop turning, even the P at about -1 degree.
    "Issues-issue_1932": "iOS snapshots draw rotation x/y wrongly",
    # Its fish swim with Auto-Orient (`ao`), which lottie-ios's model does not read: iOS draws them
    # unturned, LayerKit turns them along their paths as After Effects does (at 50% one heads left).
    "Boat_Loader": "auto-orient: lottie-ios ignores it",
    # Snapshot configurations this survey does not copy (SnapshotConfiguration.swift).
    # Found by looking, not fixed: mixed held and eased opacity keys (lottie-ios's pr_1632 test files).
    # iOS shows the layer's own opacity (1) where the hold run is a one-value discrete animation.
    # lottie-ios's main-thread engine draws these frames as LayerKit does, so with its snapshots beside
    # the samples they count as the engines disagreeing; these names stand where those are missing.
    "Issues-pr_1632_1": "iOS skips a hold run of one value (pr_1632)",
    "Issues-pr_1632_2": "iOS skips a hold run of one value (pr_1632)",
    # Face Control, a mirrored null (one `transform` matrix), holds its position from frame 10 to 110
    # between eased runs: a run of one value, so at 25% and 50% iOS draws its children without the
    # null's 27% scale (its model transform, the identity), 3.7 times as large as the file says.
    "Issues-issue_2066": "iOS skips a hold run of one value (pr_1632)",
    # Twenty copies of one precomposition, each shown for 144 frames, hand over at 1440 and 2160, the
    # frames at 50% and 75%: there iOS's Core Animation engine draws what LayerKit draws a frame before
    # or after (48-57 px of 65,536 apart), and LayerKit the new copy's first frame, as lottie-ios's
    # main-thread engine does. Showing a layer from its exact in point as iOS shows it a frame earlier
    # or later (32-bit key times) broke TypeFace-C, H, I, N and R at 25% and 50%, so it was not taken.
    "Issues-issue_1762": "iOS's engine at a precomposition's in point (1440, 2160)",
    # The luminosity square: iOS's snapshot draws it as if normal.
    "Nonanimating-blend_mode_test": "luminosity blend mode",
    # Set in Avenir Next Medium on iOS, a font fontconfig lacks (no free metric twin exists), so here in
    # Helvetica's twin, Core Text's fallback: same origin and baseline, but E is 52 px wide against 46 at 2x
    # and the word 250 px against 237; with each letter moved onto iOS's, 0.75 of the ink matches.
    "Nonanimating-Text_Color": "font: Avenir Next (Apple's) drawn in Helvetica's twin",
    "Nonanimating-Text_NoAnimation": "font: Avenir Next (Apple's) drawn in Helvetica's twin",
    # Helvetica on iOS, its twin Nimbus Sans here: same advances, but Nimbus Sans's kerning pairs move the
    # letters up to 1.4 px off iOS's (without them the frames score 0.90); its 0.01% stroke draws nothing.
    "Issues-issue_1722": "font: Nimbus Sans's kerning pairs, not iOS Helvetica's",
    # Oswald Bold, which neither iOS nor fontconfig has, falls back to Helvetica on iOS and to its twin
    # here: the same lines and line heights, each glyph 0-2 px off iOS's (0.94 at every frame).
    "Nonanimating-verifyLineHeight": "font: Nimbus Sans's glyphs, not iOS Helvetica's",
}

def has_text(name):
    """Whether the sample has a text layer (ty 5), in its composition or a precomposition."""
    try:
        with open(os.path.join(out, name + ".json"), encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError):
        return False
    compositions = [data.get("layers") or []] + [a.get("layers") or [] for a in data.get("assets") or []]
    return any(layer.get("ty") == 5 for layers in compositions for layer in layers if isinstance(layer, dict))

def cause(warning):
    """A warning as a cause: the feature, or what is wrong with images, without the asset's id."""
    warning = warning.replace("unsupported: ", "").replace(" (ignored)", "").replace(" (not shown)", "")
    if warning.startswith("image '"):
        reason = warning.split(": ", 1)[-1]
        return "images: " + ("formats other than PNG, JPEG and WebP" if "not a PNG, JPEG or WebP" in reason else reason)
    return warning

frames = matching = 0
causes = collections.Counter()
samples_by_cause = collections.defaultdict(set)
unreferenced = 0
for name in names:
    body, warnings = results.get(name, ("not surveyed", []))
    # Only frames with an iOS reference count: lottie-ios snapshots a still sample (dog) once.
    referenced = [percent for percent in (0, 25, 50, 75, 100) for folder in (out, f"{out}/dotlottie")
                  if os.path.exists(f"{folder}/{name}-{percent}.png")]
    references = len(referenced)
    unreferenced += 5 - references
    scored = re.fullmatch(r"[0-9. ]*", body) is not None
    scores = [float(s) for s in body.split()] if scored else []
    failed = references - sum(1 for s in scores if s >= threshold)
    frames += references
    matching += references - failed
    if failed == 0:
        continue
    # A failing frame that matches lottie-ios's main-thread engine: iOS's two engines disagree there, and
    # LayerKit draws what the main-thread one draws (a cause of iOS's Core Animation, by frame).
    engines = sum(1 for percent, score in zip(referenced, scores)
                  if score < threshold and main_thread[name].get(percent, 0) >= threshold)
    if engines:
        key = "iOS's two engines disagree; LayerKit matches its main-thread one"
        causes[key] += engines
        samples_by_cause[key].add(name)
        failed -= engines
        if failed == 0:
            continue
    if not scored:
        keys = [body.split(":")[0] if body.startswith("error") else body]
    else:
        # Merge paths are no cause of a picture that differs: lottie-ios's Core Animation engine
        # skips them too (its ShapeItem .merge draws no path), so iOS's snapshots show the paths
        # unmerged, as LayerKit draws them.
        keys = sorted({cause(w) for w in warnings} - {"merge paths"}) or [
            known.get(name) or ("text layers" if has_text(name) else "no unsupported feature named")
        ]
    for key in keys:
        causes[key] += failed
        samples_by_cause[key].add(name)
# The count from the printed scores must be the test's own (it compares unrounded scores).
if (matching, frames) != tested:
    sys.exit(f"lottie-survey: the printed scores give {matching} of {frames} matching frames, the test "
             f"{tested[0]} of {tested[1]}; see {log}")
print(f"lottie-survey: {matching} of {frames} frames match ({100 * matching / max(frames, 1):.1f}%), "
      f"{len(names)} samples x 5 less {unreferenced} without an iOS reference, threshold {threshold}")
print("failing frames by cause (a sample with several unsupported features counts under each):")
for key, count in causes.most_common():
    listed = sorted(samples_by_cause[key])
    more = f" and {len(listed) - 6} more" if len(listed) > 6 else ""
    print(f"  {count:4d} frames, {len(listed):3d} samples: {key}  ({', '.join(listed[:6])}{more})")
unexplained = causes["no unsupported feature named"]
print(f"summary: {100 * matching / max(frames, 1):.1f}% of frames match ({matching} of {frames}); "
      f"{frames - matching} fail, {unexplained} of them with no cause named; top causes: "
      + ", ".join(f"{key} {count}" for key, count in causes.most_common(6)))
PY
