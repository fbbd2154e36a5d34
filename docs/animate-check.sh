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
// The document's timeline starts after the load event, and a time set is applied on the next
// turn of the event loop, so the page yields once before it starts and after every seek.
const tick = () => new Promise(resolve => setTimeout(resolve, 0));
const box = el => {{ const b = el.getBBox(); return [b.x, b.y, b.width, b.height]; }};
// Where a text's anchor (its animated x, y, through its own transform) lies in window space: the
// stage's map to the document undone after the text's own.
const anchor = el => {{
  const stage = el.closest('g.stage').getCTM().inverse();
  const p = new DOMPoint(el.x.animVal.getItem(0).value, el.y.animVal.getItem(0).value);
  const q = p.matrixTransform(stage.multiply(el.getCTM()));
  return [q.x, q.y];
}};
window.addEventListener('load', async () => {{
  const out = [];
  try {{
    const root = document.querySelector('svg');
    root.pauseAnimations();
    await tick();
    for (const t of {times}) {{
      root.setCurrentTime(t);
      await tick();
      const frames = {{}};
      for (const el of root.querySelectorAll('polygon.view[data-id]')) frames[el.dataset.id] = box(el);
      const rings = {{}};
      for (const el of root.querySelectorAll('polygon.first-responder[data-id]')) rings[el.dataset.id] = box(el);
      const texts = {{}};
      for (const el of root.querySelectorAll('text.field-label[data-id], text.caption[data-id]')) {{
        texts[el.getAttribute('class') + ' ' + el.dataset.id] = anchor(el);
      }}
      const k = root.querySelector('rect.keyboard-frame');
      out.push({{t: t, clock: root.getCurrentTime(), frames, rings, texts, keyboard: k ? box(k) : null}});
    }}
  }} catch (error) {{
    out.push({{error: String(error)}});
  }}
  document.getElementById('out').textContent = JSON.stringify(out);
}});
</script></body></html>"""
open(f"{work}/page.html", "w").write(page)
EOF

flags="--headless=new --no-sandbox --disable-gpu --no-first-run --user-data-dir=$work/profile"
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
if measured and "error" in measured[-1]:
    print(f"animate-check: the page failed: {measured[-1]['error']}", file=sys.stderr)
    sys.exit(1)
expected = json.load(open(f"{work}/expected.json"))
if len(measured) != len(expected):
    print(f"animate-check: measured {len(measured)} times, expected {len(expected)}", file=sys.stderr)
    sys.exit(1)
off = lambda a, b: b is None or any(abs(x - y) > 0.5 for x, y in zip(a, b))
failures, compared, undrawn = [], 0, set()
for want, got in zip(expected, measured):
    t = want["t"]
    if abs(got["clock"] - t) > 1e-3:
        failures.append(f"t {t:.4f} s: the document's clock reads {got['clock']}")
    for view, frame in want["frames"].items():
        drawn = got["frames"].get(view)
        if drawn is None:
            undrawn.add(view)  # not drawn at all (hidden, or outside every window)
            continue
        compared += 1
        if off(frame, drawn):
            failures.append(f"t {t:.4f} s: {view} drawn at {drawn}, timeline {frame}")
    # The first responder's ring is drawn on its view's frame.
    for view, drawn in got["rings"].items():
        compared += 1
        if off(want["frames"].get(view), drawn):
            failures.append(f"t {t:.4f} s: {view}'s focus ring drawn at {drawn}, timeline {want['frames'].get(view)}")
    # Labels and captions ride their views: the anchor keeps its offset from the frame's origin.
    for key, point in got["texts"].items():
        view = key.split(" ", 1)[1]
        frame, last = want["frames"].get(view), expected[-1]["frames"].get(view)
        end = measured[-1]["texts"][key]
        if frame is None or last is None:
            continue
        compared += 1
        moved = (point[0] - frame[0], point[1] - frame[1])
        if off((end[0] - last[0], end[1] - last[1]), moved):
            failures.append(f"t {t:.4f} s: {key} drawn at {point}, its view at {frame[:2]}")
    compared += 1
    drawn = got["keyboard"]
    if want["keyboard"] is None:
        # A hidden keyboard may stay in the document, but covers nothing.
        if drawn is not None and drawn[2] * drawn[3] > 0.25:
            failures.append(f"t {t:.4f} s: keyboard drawn at {drawn}, timeline hidden")
    elif off(want["keyboard"], drawn):
        failures.append(f"t {t:.4f} s: keyboard drawn at {drawn}, timeline {want['keyboard']}")
for line in failures:
    print("animate-check: " + line, file=sys.stderr)
note = f" ({len(undrawn)} views not drawn)" if undrawn else ""
print(f"animate-check: {compared - len(failures)} of {compared} positions at {len(expected)} times within 0.5 pt{note}")
sys.exit(1 if failures or compared == 0 else 0)
EOF
