#!/bin/sh
# Checks `shelter render --animate` in a real browser engine: renders a fixture's animated SVG and
# its timeline (`shelter simulate --json --fps`), opens the SVG in headless Chromium, pauses the
# document at every EVERY-th sample time (`setCurrentTime(t)`, `pauseAnimations()`), reads where
# every view's outline, the focus ring, the labels and the keyboard are drawn, and compares them
# with the timeline's frames (docs/animation.md, "The animated drawing in a browser").
#
#   docs/animate-check.sh [FIXTURE] [FPS] [EVERY]
#   docs/animate-check.sh Fixtures/login.json 60 5
#
# Needs python3 and a chromium (Debian: apt-get install chromium) or google-chrome binary (or
# BROWSER set to one). Set SHELTER to use an already built shelter binary instead of `swift run`.
# Exits 0 when every position is within 0.5 pt, 1 when one is not (each listed), 3 without a browser.
set -eu

fixture=${1:-Fixtures/login.json}
fps=${2:-60}
every=${3:-5}

# shellcheck source=docs/browser.sh
checker=animate-check
. "$(dirname "$0")/browser.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

run_shelter render "$fixture" --animate --fps "$fps" -o "$work/drawing.svg"
run_shelter simulate "$fixture" --json --fps "$fps" >"$work/timeline.json"

# The expected positions at the chosen times.
python3 - "$work" "$every" <<'EOF'
import json, sys
work, every = sys.argv[1], int(sys.argv[2])
steps = json.load(open(f"{work}/timeline.json"))["steps"]
# Lay the steps' timelines end to end, as the animated drawing does: a step's sample at 0 is the
# moment the step before it ended.
samples, offset = [], 0.0
for step in steps:
    timeline = step.get("timeline") or []
    for sample in timeline:
        if samples and sample["t"] == 0:
            continue
        samples.append((offset + sample["t"], sample))
    if timeline:
        offset += timeline[-1]["t"]
chosen = [s for i, s in enumerate(samples) if i % every == 0] + [samples[-1]]
expected = [{"t": t, "keyboard": s["keyboard"], "frames": s["frames"]} for t, s in chosen]
json.dump(expected, open(f"{work}/expected.json", "w"))
EOF

browser_measure "$work"
browser_compare "$work"
