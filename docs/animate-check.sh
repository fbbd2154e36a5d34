#!/bin/sh
# Checks `shelter render --animate` in a real browser engine: renders a fixture's animated SVG and
# its timeline (`shelter simulate --json --fps`), opens the SVG in headless Chromium, pauses the
# document at every EVERY-th sample time (`setCurrentTime(t)`, `pauseAnimations()`), reads where
# every view's outline and the keyboard are drawn, and compares them with the timeline's frames.
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

run_shelter() {
  if [ -n "${SHELTER:-}" ]; then "$SHELTER" "$@"; else swift run --quiet shelter "$@"; fi
}
run_shelter render "$fixture" --animate --fps "$fps" -o "$work/animated.svg"
run_shelter simulate "$fixture" --json --fps "$fps" >"$work/timeline.json"

# The expected positions at the chosen times, and a page that measures the drawing at them.
python3 - "$work" "$every" <<'EOF'
import json, sys
work, every = sys.argv[1], int(sys.argv[2])
report = json.load(open(f"{work}/timeline.json"))
steps = report["steps"]
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
svg = open(f"{work}/animated.svg").read().split("?>", 1)[-1]
times = json.dumps([t for t, _ in chosen])
page = f"""<!DOCTYPE html><html><body>{svg}<pre id="out"></pre><script>
const root = document.querySelector('svg');
const out = [];
root.pauseAnimations();
for (const t of {times}) {{
  root.setCurrentTime(t);
  const frames = {{}};
  for (const el of root.querySelectorAll('polygon.view[data-id]')) {{
    const b = el.getBBox();
    frames[el.dataset.id] = [b.x, b.y, b.width, b.height];
  }}
  const k = root.querySelector('rect.keyboard-frame');
  const kb = k ? k.getBBox() : null;
  out.push({{t: t, frames: frames, keyboard: kb ? [kb.x, kb.y, kb.width, kb.height] : null}});
}}
document.getElementById('out').textContent = JSON.stringify(out);
</script></body></html>"""
open(f"{work}/page.html", "w").write(page)
EOF

flags="--headless --no-sandbox --disable-gpu --no-first-run --user-data-dir=$work/profile"
# shellcheck disable=SC2086
"$browser" $flags --virtual-time-budget=5000 --dump-dom "file://$work/page.html" >"$work/dom.html" 2>/dev/null

python3 - "$work" <<'EOF'
import html, json, re, sys
work = sys.argv[1]
dom = open(f"{work}/dom.html").read()
found = re.search(r'<pre id="out">(.*?)</pre>', dom, re.S)
if not found or not found.group(1).strip():
    print("animate-check: the page measured nothing (no SMIL, or the script did not run)", file=sys.stderr)
    sys.exit(1)
measured = json.loads(html.unescape(found.group(1)))
expected = json.load(open(f"{work}/expected.json"))
height = None
failures, compared = [], 0
for want, got in zip(expected, measured):
    t = want["t"]
    for view, frame in want["frames"].items():
        drawn = got["frames"].get(view)
        if drawn is None:
            continue
        compared += 1
        if any(abs(a - b) > 0.5 for a, b in zip(frame, drawn)):
            failures.append(f"t {t:.4f} s: {view} drawn at {drawn}, timeline {frame}")
    if want["keyboard"] is not None:
        compared += 1
        drawn = got["keyboard"]
        if drawn is None or any(abs(a - b) > 0.5 for a, b in zip(want["keyboard"], drawn)):
            failures.append(f"t {t:.4f} s: keyboard drawn at {drawn}, timeline {want['keyboard']}")
for line in failures:
    print("animate-check: " + line, file=sys.stderr)
print(f"animate-check: {compared - len(failures)} of {compared} positions at {len(expected)} times within 0.5 pt")
sys.exit(1 if failures or compared == 0 else 0)
EOF
