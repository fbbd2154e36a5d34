#!/usr/bin/env bash
# Large-input stress cases, run by hand (not in CI): each generates its input in a temporary
# folder, runs a release build under /usr/bin/time -v and checks wall time and peak memory.
#
#   Scripts/stress.sh            50 MB of line feeds after a fixture
#   Scripts/stress.sh --full     500 MB, the size the cost was first measured at
#   Scripts/stress.sh --keep     keep the temporary folder and print its path
#
# Cases: 100,000 token cancellations and observer removals, 100,000 subview removals from
# index 0 (the shelter-bench rows, which must also meet their own targets), a fixture followed by
# many line feeds (`shelter check`), and a fixture with 10,000 resize steps (`shelter check`).
# Exit status: 0 when every case is within its bounds, 1 otherwise, 2 when it cannot run.
set -euo pipefail

line_feed_megabytes=50
keep=false
for argument in "$@"; do
  case "$argument" in
    --full) line_feed_megabytes=500 ;;
    --keep) keep=true ;;
    -h | --help)
      sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'
      exit 0
      ;;
    *)
      echo "stress.sh: unknown option '$argument' (try --help)" >&2
      exit 2
      ;;
  esac
done

cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/time ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null; then
    echo "installing GNU time (apt-get install time)"
    apt-get update > /dev/null && apt-get install -y time > /dev/null
  else
    echo "stress.sh: needs GNU time at /usr/bin/time: apt-get update && apt-get install -y time" >&2
    exit 2
  fi
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/shelter-stress.XXXXXX")
if $keep; then
  echo "inputs and logs kept in $work"
else
  trap 'rm -rf "$work"' EXIT
fi

echo "building release (slow the first time)"
if ! swift build -c release > "$work/build.log" 2>&1; then
  tail -20 "$work/build.log" >&2
  exit 2
fi
bin=$(swift build -c release --show-bin-path)

failures=0

# run NAME MAX_SECONDS MAX_MEGABYTES ALLOWED_EXIT_CODES COMMAND...
# Runs COMMAND under /usr/bin/time -v, output in $work/NAME.out, and checks its bounds.
run() {
  local name=$1 max_seconds=$2 max_megabytes=$3 allowed=$4
  shift 4
  local status=0
  /usr/bin/time -v -o "$work/$name.time" "$@" > "$work/$name.out" 2>&1 || status=$?
  # GNU time reports wall time as [h:]mm:ss.ss and the peak resident set in kilobytes.
  local seconds kilobytes
  seconds=$(awk -F': ' '/Elapsed \(wall clock\)/ {
      n = split($2, part, ":"); s = 0
      for (i = 1; i <= n; i++) s = s * 60 + part[i]
      print s }' "$work/$name.time")
  kilobytes=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$work/$name.time")
  local megabytes=$((kilobytes / 1024))
  local verdict=ok
  case " $allowed " in
    *" $status "*) ;;
    *) verdict="exit status $status" ;;
  esac
  if awk -v s="$seconds" -v m="$max_seconds" 'BEGIN { exit !(s > m) }'; then
    verdict="too slow"
  fi
  if [ "$megabytes" -gt "$max_megabytes" ]; then verdict="too much memory"; fi
  printf '%-34s %8.2f s (max %s)  %6d MB (max %d)  %s\n' \
    "$name" "$seconds" "$max_seconds" "$megabytes" "$max_megabytes" "$verdict"
  if [ "$verdict" != ok ]; then
    failures=$((failures + 1))
    tail -5 "$work/$name.out" | sed 's/^/    /'
  fi
}

# expect_met NAME PATTERN: the bench rows of NAME's output matching PATTERN all say "yes" in
# their last column (their own target, such as a flat cost per operation, is met).
expect_met() {
  local name=$1 pattern=$2 rows
  rows=$(grep -E "^\| $pattern" "$work/$name.out" || true)
  if [ -z "$rows" ] || echo "$rows" | grep -qE '\| no +\|$'; then
    echo "  $name: a row matching '$pattern' is missing or misses its target:"
    echo "${rows:-    (no rows)}" | sed 's/^/    /'
    failures=$((failures + 1))
  fi
}

# 1. Notification tokens and observers: 100,000 of each, removed oldest first (once 209 s and
#    138 s). The bench prints the cost per operation at 1,000 and 100,000; it must stay flat.
run "100,000 token cancellations" 60 1024 0 "$bin/shelter-bench" --quick --only tokens
expect_met "100,000 token cancellations" "cancel tokens|removeObserver"

# 2. 100,000 subviews removed from index 0, the `subviews.forEach { $0.removeFromSuperview() }`
#    idiom (once 4.1 s; now under 50 ms), and 100,000 insertions at index 0 and reorderings.
run "100,000 subview removals" 60 1024 0 "$bin/shelter-bench" --quick --only subviews
expect_met "100,000 subview removals" "remove|insertSubview|bringSubviewToFront"

# 3. A valid fixture followed by many line feeds (500 MB once peaked at 5 GB: 8 bytes of tape
#    per line feed). The reader holds the file and one copy while parsing, so the bound is
#    2.5 times the file plus 100 MB for the runtime; whitespace itself must cost nothing more.
padded="$work/trailing-line-feeds.json"
cp Fixtures/login.json "$padded"
head -c $((line_feed_megabytes * 1000 * 1000)) /dev/zero | tr '\0' '\n' >> "$padded"
file_megabytes=$(($(stat -c %s "$padded") / 1024 / 1024))
run "fixture + $line_feed_megabytes MB of line feeds" $((10 + line_feed_megabytes / 5)) \
  $((file_megabytes * 5 / 2 + 100)) "0 1" "$bin/shelter" check "$padded"

# 4. 10,000 resize steps for `shelter check` (once 89 s, quadratic in steps). `simulate` of the
#    same file takes a second or two; `check` replays more, so it gets 15 s.
resizes="$work/resize-steps.json"
{
  sed -n '/"steps"/q;p' Fixtures/login.json
  printf '  "steps": [\n    { "focus": "email" },\n    { "keyboard": "show", "height": 336 }'
  for ((step = 0; step < 10000; step++)); do
    if ((step % 2 == 0)); then
      printf ',\n    { "resize": [844, 390] }'
    else
      printf ',\n    { "resize": [390, 844] }'
    fi
  done
  printf '\n  ]\n}\n'
} > "$resizes"
run "check, 10,000 resize steps" 15 1024 "0 1" "$bin/shelter" check "$resizes"

if [ "$failures" -ne 0 ]; then
  echo "$failures case(s) out of bounds"
  exit 1
fi
echo "every case within its bounds"
