# Sourced by render-check.sh and animate-check.sh: sets `browser` to a headless-capable Chromium
# (BROWSER when set, else chromium, chromium-browser, google-chrome or google-chrome-stable on the
# PATH), or exits 3 naming the script (`checker`) when there is none.
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
