# Sourced by render-check.sh and animate-check.sh (which set `checker` to their name first).
#
# Sets `browser` to a headless-capable Chromium (BROWSER when set, else chromium, chromium-browser,
# google-chrome or google-chrome-stable on the PATH), or exits 3 when there is none; and defines
#   run_shelter ARGS…   the SHELTER binary when set, else `swift run shelter`;
#   browser_flags WORK  the flags for a headless run with its profile in WORK;
#   browser_measure WORK
#                       opens WORK/drawing.svg inline in a page in the browser, pauses its document
#                       and seeks it to each time of WORK/expected.json (a list of
#                       {"t", "keyboard", "frames"}), and writes to WORK/measured.json where every
#                       view's outline, the focus ring, the labels and the keyboard are drawn then;
#   browser_compare WORK
#                       compares the two within 0.5 pt: prints one line (and every mismatch on
#                       standard error) and returns 1 when a position is off.
browser=${BROWSER:-}
if [ -z "$browser" ]; then
  for candidate in chromium chromium-browser google-chrome google-chrome-stable; do
    if command -v "$candidate" >/dev/null 2>&1; then browser=$(command -v "$candidate"); break; fi
  done
fi
if [ -z "$browser" ]; then
  echo "$checker: no chromium or google-chrome binary found" >&2
  exit 3
fi

run_shelter() {
  if [ -n "${SHELTER:-}" ]; then "$SHELTER" "$@"; else swift run --quiet shelter "$@"; fi
}

browser_flags() {
  echo "--headless=new --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --user-data-dir=$1/profile"
}

browser_measure() {
  python3 - "$1" <<'EOF'
import json, sys
work = sys.argv[1]
times = json.dumps([sample["t"] for sample in json.load(open(f"{work}/expected.json"))])
svg = open(f"{work}/drawing.svg").read().split("?>", 1)[-1]
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
  # shellcheck disable=SC2046
  "$browser" $(browser_flags "$1") --virtual-time-budget=5000 --dump-dom "file://$1/page.html" \
    >"$1/dom.html" 2>/dev/null
  python3 - "$1" <<'EOF'
import html, json, re, sys
work = sys.argv[1]
found = re.search(r'<pre id="out">(.*?)</pre>', open(f"{work}/dom.html").read(), re.S)
text = html.unescape(found.group(1)) if found else ""
json.dump(json.loads(text) if text.strip() else [], open(f"{work}/measured.json", "w"))
EOF
}

browser_compare() {
  python3 - "$1" "$checker" <<'EOF'
import json, sys
work, checker = sys.argv[1], sys.argv[2]
measured = json.load(open(f"{work}/measured.json"))
expected = json.load(open(f"{work}/expected.json"))
if not measured:
    print(f"{checker}: the page measured nothing (the script did not run)", file=sys.stderr)
    sys.exit(1)
if "error" in measured[-1]:
    print(f"{checker}: the page failed: {measured[-1]['error']}", file=sys.stderr)
    sys.exit(1)
if len(measured) != len(expected):
    print(f"{checker}: measured {len(measured)} times, expected {len(expected)}", file=sys.stderr)
    sys.exit(1)
off = lambda a, b: a is None or b is None or any(abs(x - y) > 0.5 for x, y in zip(a, b))
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
            failures.append(f"t {t:.4f} s: {view} drawn at {drawn}, expected {frame}")
    # The first responder's ring is drawn on its view's frame.
    for view, drawn in got["rings"].items():
        compared += 1
        if off(want["frames"].get(view), drawn):
            failures.append(f"t {t:.4f} s: {view}'s focus ring drawn at {drawn}, expected {want['frames'].get(view)}")
    # Labels and captions ride their views: the anchor keeps the offset from its view's frame
    # origin it has at the last time.
    for key, point in got["texts"].items():
        view = key.split(" ", 1)[1]
        frame, last = want["frames"].get(view), expected[-1]["frames"].get(view)
        end = measured[-1]["texts"][key]
        if frame is None or last is None:
            continue
        compared += 1
        if off((end[0] - last[0], end[1] - last[1]), (point[0] - frame[0], point[1] - frame[1])):
            failures.append(f"t {t:.4f} s: {key} drawn at {point}, its view at {frame[:2]}")
    compared += 1
    drawn = got["keyboard"]
    if want["keyboard"] is None:
        # A hidden keyboard may stay in the document, but covers nothing.
        if drawn is not None and drawn[2] * drawn[3] > 0.25:
            failures.append(f"t {t:.4f} s: keyboard drawn at {drawn}, expected hidden")
    elif off(want["keyboard"], drawn):
        failures.append(f"t {t:.4f} s: keyboard drawn at {drawn}, expected {want['keyboard']}")
for line in failures:
    print(f"{checker}: {line}", file=sys.stderr)
note = f" ({len(undrawn)} views not drawn)" if undrawn else ""
print(f"{checker}: {compared - len(failures)} of {compared} positions at {len(expected)} times within 0.5 pt{note}")
sys.exit(1 if failures or compared == 0 else 0)
EOF
}
