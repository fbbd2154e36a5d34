#!/bin/sh
# Renders a fixture step to SVG with `shelter render` and screenshots it in headless Chromium,
# so the drawing is checked by a real browser engine.
#
#   docs/render-check.sh [FIXTURE] [STEP] [OUT.png] [SCALE]
#   docs/render-check.sh Fixtures/login.json 1 docs/images/login-keyboard.png
#
# Needs a chromium (Debian: apt-get install chromium) or google-chrome binary. Set SHELTER to use
# an already built shelter binary instead of `swift run`. Exits non-zero when the browser reports
# an XML error or writes no PNG.
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
svg="$work/screen.svg"

if [ -n "${SHELTER:-}" ]; then
  "$SHELTER" render "$fixture" --step "$step" -o "$svg"
else
  swift run --quiet shelter render "$fixture" --step "$step" -o "$svg"
fi

# The canvas size from the root element's width and height attributes.
width=$(sed -n 's/^<svg [^>]* width="\([0-9.]*\)".*/\1/p' "$svg" | head -n 1)
height=$(sed -n 's/^<svg [^>]* height="\([0-9.]*\)".*/\1/p' "$svg" | head -n 1)
if [ -z "$width" ] || [ -z "$height" ]; then
  echo "render-check: $svg has no width and height" >&2
  exit 1
fi

flags="--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --user-data-dir=$work/profile"

# A browser that cannot parse the document shows a parsererror instead of the drawing.
# shellcheck disable=SC2086
"$browser" $flags --dump-dom "file://$svg" >"$work/dom.txt" 2>/dev/null
if grep -q "parsererror" "$work/dom.txt"; then
  echo "render-check: the browser could not parse $svg:" >&2
  cat "$work/dom.txt" >&2
  exit 1
fi

# shellcheck disable=SC2086
"$browser" $flags --force-device-scale-factor="$scale" --window-size="$width,$height" \
  --screenshot="$work/shot.png" "file://$svg" >/dev/null 2>&1
if [ ! -s "$work/shot.png" ]; then
  echo "render-check: the browser wrote no screenshot" >&2
  exit 1
fi
cp "$work/shot.png" "$out"
echo "$out: $fixture step $step, ${width}x${height} pt at ${scale}x"
