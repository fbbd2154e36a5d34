#!/bin/sh
# Writes `shelter check --html` for a few fixtures and opens the report in headless Chromium:
#  - every link and picture of every page resolves (files, and `#step-N` anchors to their sections);
#  - every page loads in the browser with no console message, and every picture on it decodes;
#  - every violation of the kinds that name the field's edge (fieldCovered and pushedOffTop on the
#    field itself) is shown by the picture its entry names: the field's outline drawn with its
#    bottom (or top) and the keyboard's top where the violation's numbers put them, within 0.5 pt.
#
#   docs/report-check.sh [OUT-DIR] [CHECK-ARGS…]
#   docs/report-check.sh /tmp/report Fixtures/login.json --policy all --fps
#
# Needs python3 and a chromium or google-chrome binary (docs/browser.sh). Set SHELTER to use an
# already built shelter binary. Prints one line; exits non-zero when a check fails.
set -eu

out=${1:-report}
[ $# -gt 0 ] && shift
[ $# -gt 0 ] || set -- Fixtures/login.json Fixtures/signup-scroll.json Fixtures/rotated-card.json --policy all

# shellcheck source=docs/browser.sh
checker=report-check
. "$(dirname "$0")/browser.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

status=0
run_shelter check "$@" --html "$out" >/dev/null || status=$?
if [ "$status" -gt 1 ]; then
  echo "report-check: shelter check $* --html $out failed with status $status" >&2
  exit 1
fi

# Links, anchors and the harness page that loads every report page and measures the violations.
python3 - "$out" "$work" <<'EOF'
import html, json, os, sys
from html.parser import HTMLParser
from urllib.parse import unquote

report, work = os.path.abspath(sys.argv[1]), sys.argv[2]

class Page(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links, self.ids, self.violations = [], set(), []
    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        for name in ("href", "src"):
            if attrs.get(name):
                self.links.append(attrs[name])
        if attrs.get("id"):
            self.ids.add(attrs["id"])
        if "data-violation" in attrs:
            self.violations.append((attrs["data-picture"], json.loads(attrs["data-violation"])))

pages = {}
for folder, _, files in os.walk(report):
    for name in files:
        if name.endswith(".html"):
            path = os.path.join(folder, name)
            page = Page()
            page.feed(open(path, encoding="utf-8").read())
            pages[path] = page

failures, links = [], 0
for path, page in pages.items():
    for link in page.links:
        links += 1
        if "://" in link or link.startswith("//"):
            failures.append(f"{os.path.relpath(path, report)}: {link} leaves the report")
            continue
        target, _, anchor = link.partition("#")
        resolved = os.path.normpath(os.path.join(os.path.dirname(path), unquote(target))) if target else path
        if not os.path.isfile(resolved):
            failures.append(f"{os.path.relpath(path, report)}: {link} does not resolve")
        elif anchor and anchor not in (pages.get(resolved).ids if resolved in pages else set()):
            failures.append(f"{os.path.relpath(path, report)}: {link} names no element of its page")

# The violations a picture can show: the field's own edge against the keyboard or the visible top.
cases = []
for path, page in pages.items():
    for picture, violation in page.violations:
        if violation.get("target") != "field" or violation["kind"] not in ("fieldCovered", "pushedOffTop"):
            continue
        svg = os.path.normpath(os.path.join(os.path.dirname(path), picture))
        cases.append({"page": os.path.relpath(path, report), "picture": picture, "violation": violation,
                      "svg": open(svg, encoding="utf-8").read().split("?>", 1)[-1]})
json.dump({"failures": failures, "links": links, "pages": len(pages), "cases": len(cases)},
          open(f"{work}/static.json", "w"))

urls = json.dumps(["file://" + path for path in sorted(pages)])
checks = json.dumps([{"view": c["violation"]["view"], "violation": c["violation"], "page": c["page"]} for c in cases])
drawings = "".join(f'<div class="case">{c["svg"]}</div>' for c in cases)
open(f"{work}/harness.html", "w", encoding="utf-8").write(f"""<!DOCTYPE html><html><body>
<pre id="out"></pre>{drawings}<script>
const pages = {urls};
const checks = {checks};
window.addEventListener('load', async () => {{
  const result = {{pages: 0, pictures: 0, broken: [], measured: []}};
  try {{
    for (const url of pages) {{
      const frame = document.createElement('iframe');
      frame.style.width = '1200px';
      frame.style.height = '900px';
      document.body.appendChild(frame);
      await new Promise(resolve => {{ frame.onload = resolve; frame.src = url; }});
      const images = [...frame.contentDocument.querySelectorAll('img')];
      for (const image of images) image.loading = 'eager';
      const broken = await Promise.all(images.map(image => image.decode().then(() => null, () => image.getAttribute('src'))));
      for (const src of broken) if (src) result.broken.push(url + ': ' + src);
      result.pages += 1;
      result.pictures += images.length;
      frame.remove();
    }}
    const cases = document.querySelectorAll('div.case');
    checks.forEach((check, index) => {{
      const root = cases[index].querySelector('svg');
      const field = root.querySelector('polygon.view[data-id="' + CSS.escape(check.view) + '"]');
      const keyboard = root.querySelector('rect.keyboard-frame');
      const box = el => {{ if (!el) return null; const b = el.getBBox(); return [b.x, b.y, b.width, b.height]; }};
      result.measured.push({{field: box(field), keyboard: box(keyboard)}});
    }});
  }} catch (error) {{
    result.error = String(error);
  }}
  document.getElementById('out').textContent = JSON.stringify(result);
}});
</script></body></html>""")
EOF

# shellcheck disable=SC2046
"$browser" $(browser_flags "$work") --allow-file-access-from-files --enable-logging=stderr --v=0 \
  --virtual-time-budget=60000 --dump-dom "file://$work/harness.html" >"$work/dom.html" 2>"$work/console.txt" || true

python3 - "$work" "$out" <<'EOF'
import html, json, re, sys
work, report = sys.argv[1], sys.argv[2]
static = json.load(open(f"{work}/static.json"))
failures = list(static["failures"])
found = re.search(r'<pre id="out">(.*?)</pre>', open(f"{work}/dom.html").read(), re.S)
result = json.loads(html.unescape(found.group(1))) if found and found.group(1).strip() else None
if result is None:
    failures.append("the harness page measured nothing (the browser did not run it)")
    result = {"pages": 0, "pictures": 0, "broken": [], "measured": []}
if "error" in result:
    failures.append(f"the harness page failed: {result['error']}")
if result["pages"] != static["pages"]:
    failures.append(f"the browser loaded {result['pages']} of {static['pages']} pages")
failures += [f"picture does not decode: {item}" for item in result["broken"]]
for line in open(f"{work}/console.txt", errors="replace"):
    if ":CONSOLE" in line:
        failures.append("console: " + line.strip())

# The cases in the order the first script wrote them, with what the browser measured.
checked = 0
harness = open(f"{work}/harness.html", encoding="utf-8").read()
checks = json.loads(re.search(r"const checks = (.*?);\n", harness).group(1))
for check, drawn in zip(checks, result["measured"]):
    v, field, keyboard = check["violation"], drawn["field"], drawn["keyboard"]
    where = f"{check['page']}: {v['message']}"
    if field is None:
        failures.append(f"{where}: the picture has no outline for {v['view']}")
        continue
    if v["kind"] == "fieldCovered":
        if keyboard is None:
            failures.append(f"{where}: the picture has no keyboard")
            continue
        bottom, top = field[1] + field[3], keyboard[1]
        if abs(bottom - v["bottom"]) > 0.5 or abs(top - v["keyboardTop"]) > 0.5:
            failures.append(f"{where}: drawn with bottom {bottom:g} and keyboard top {top:g}")
    else:
        if abs(field[1] - v["top"]) > 0.5:
            failures.append(f"{where}: drawn with top {field[1]:g}")
    checked += 1
if checked != static["cases"]:
    failures.append(f"measured {checked} of {static['cases']} violation pictures")
if static["cases"] == 0:
    failures.append("no violation of the field's edge to check a picture of")
for line in failures:
    print(f"report-check: {line}", file=sys.stderr)
print(f"report-check: {report}: {static['pages']} pages, {static['links']} links resolved, "
      f"{result['pictures']} pictures decoded, {checked} violation pictures measured against their numbers"
      + (f"; {len(failures)} failures" if failures else ""))
sys.exit(1 if failures else 0)
EOF
