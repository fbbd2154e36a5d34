#!/usr/bin/env bash
# The drawings in a real browser engine: installs Debian's chromium when there is none, then
#  - docs/animate-check.sh on several gallery fixtures: `render --animate` paused at every sample
#    time in headless Chromium, each view's outline, focus ring, label and the keyboard compared
#    with `simulate --json --fps` within 0.5 pt;
#  - docs/render-check.sh on still pictures: the browser parses each, draws it where the step's
#    report puts every view and the keyboard (0.5 pt), and screenshots it;
#  - docs/report-check.sh on `check --html` for a few fixtures under every policy, on a device and
#    over time: every page loads with no console message, every link resolves, every picture
#    decodes, and each covered or pushed-off field is drawn where its violation's numbers say.
# One pass/fail line per check; exits non-zero when one fails.
#
#   .ci/browser-check.sh [SHELTER-BINARY]
set -uo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1 && [ -z "${BROWSER:-}" ]; then
  echo "installing chromium"
  installed=0
  for attempt in 1 2 3; do
    if apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; then
      installed=1
      break
    fi
    echo "chromium install attempt $attempt failed; retrying" >&2
    sleep $((attempt * 10))
  done
  if [ "$installed" != 1 ]; then
    echo "FAIL browser-check: chromium could not be installed" >&2
    exit 1
  fi
fi

shelter=${1:-.build/debug/shelter}
if [ ! -x "$shelter" ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
  swift build --product shelter >/dev/null || exit 1
  shelter=.build/debug/shelter
fi
export SHELTER=$shelter

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0

# Fixtures that cover the keyboard's spring, focus switches with their own animation, a scroll
# view, a floating keyboard, a window that turns and views that are turned.
for fixture in login signup-scroll sign-in-software-keyboard focus-switching rotation rotated-card \
  ipad-floating-keyboard chat; do
  if result=$(docs/animate-check.sh "Fixtures/$fixture.json" 60 1 2>"$work/errors"); then
    echo "PASS animate-check $fixture: ${result#animate-check: }"
  else
    echo "FAIL animate-check $fixture: ${result#animate-check: }"
    head -n 20 "$work/errors"
    failed=1
  fi
done

for still in login:1 signup-scroll:2 rotated-card:2 ipad-form-sheet:1; do
  fixture=${still%%:*} step=${still##*:}
  if result=$(docs/render-check.sh "Fixtures/$fixture.json" "$step" "$work/$fixture.png" 1 2>"$work/errors"); then
    echo "PASS render-check $fixture step $step: ${result#*: }"
  else
    echo "FAIL render-check $fixture step $step"
    head -n 20 "$work/errors"
    failed=1
  fi
done

# The HTML report: fixtures with a scroll view, a turned card and a navigation bar, on their own
# screens and the smallest phone, with the timeline.
if result=$(docs/report-check.sh "$work/report" Fixtures/login.json Fixtures/signup-scroll.json \
  Fixtures/rotated-card.json Fixtures/navigation-bar.json --policy all --device iphone-se-3 --fps 2>"$work/errors"); then
  echo "PASS report-check: ${result#report-check: }"
else
  echo "FAIL report-check: ${result#report-check: }"
  head -n 20 "$work/errors"
  failed=1
fi

exit "$failed"
