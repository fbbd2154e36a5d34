#!/bin/sh
# Renders a fixture step to SVG with `shelter render` and checks it in headless Chromium: the
# browser parses it, draws every view's outline, the focus ring and the keyboard where the step's
# report (`shelter simulate --json`) puts them, within 0.5 pt, and screenshots it.
#
#   docs/render-check.sh [FIXTURE] [STEP] [OUT.png] [SCALE]
#   docs/render-check.sh Fixtures/login.json 1 docs/images/login-keyboard.png
#
# Needs python3 and a chromium (Debian: apt-get install chromium) or google-chrome binary. Set
# SHELTER to use an already built shelter binary instead of `swift run`. Exits non-zero when the
# browser reports an XML error, draws something elsewhere than the report says or writes no PNG.
set -eu

fixture=${1:-Fixtures/login.json}
step=${2:-1}
out=${3:-login-keyboard.png}
scale=${4:-2}

# shellcheck source=docs/browser.sh
checker=render-check
. "$(dirname "$0")/browser.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
svg="$work/drawing.svg"

run_shelter render "$fixture" --step "$step" -o "$svg"
run_shelter simulate "$fixture" --json >"$work/report.json"

# The canvas size from the root element's width and height attributes.
width=$(sed -n 's/^<svg [^>]* width="\([0-9.]*\)".*/\1/p' "$svg" | head -n 1)
height=$(sed -n 's/^<svg [^>]* height="\([0-9.]*\)".*/\1/p' "$svg" | head -n 1)
if [ -z "$width" ] || [ -z "$height" ]; then
  echo "render-check: $svg has no width and height" >&2
  exit 1
fi

# A browser that cannot parse the document shows a parsererror instead of the drawing.
# shellcheck disable=SC2046
"$browser" $(browser_flags "$work") --dump-dom "file://$svg" >"$work/dom.txt" 2>/dev/null
if grep -q "parsererror" "$work/dom.txt"; then
  echo "render-check: the browser could not parse $svg:" >&2
  cat "$work/dom.txt" >&2
  exit 1
fi

# Where the step's report puts the views and the keyboard; a still drawing has no time, so it is
# measured once, at 0.
python3 - "$work" "$step" <<'EOF'
import json, sys
work, step = sys.argv[1], int(sys.argv[2])
report = json.load(open(f"{work}/report.json"))["steps"][step]
keyboard = (report.get("keyboard") or {}).get("frame")
json.dump([{"t": 0, "keyboard": keyboard, "frames": report["frames"]}], open(f"{work}/expected.json", "w"))
EOF
browser_measure "$work"
positions=$(browser_compare "$work") || exit 1

# shellcheck disable=SC2046
"$browser" $(browser_flags "$work") --force-device-scale-factor="$scale" --window-size="$width,$height" \
  --screenshot="$work/shot.png" "file://$svg" >/dev/null 2>&1
if [ ! -s "$work/shot.png" ]; then
  echo "render-check: the browser wrote no screenshot" >&2
  exit 1
fi
cp "$work/shot.png" "$out"
echo "$out: $fixture step $step, ${width}x${height} pt at ${scale}x; ${positions#render-check: }"
