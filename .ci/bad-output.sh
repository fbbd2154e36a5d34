#!/usr/bin/env bash
# Runs the built `shelter` binary against outputs that must not crash or clobber: a full disk, a
# closed pipe, a read-only file, a symlink, the input itself, /dev/null and /dev/stdout, and
# check --html into a file, an unwritable folder, a folder of other files, a symbolic link, an
# earlier report, an earlier report holding a file of the user's, and a target that becomes a link
# while the report is drawn. As root it switches to an unprivileged user first (nobody, or a `shelter-ci`
# user it adds), because root may write where a user may not; when that is impossible it says why
# and runs as itself.
#
#   .ci/bad-output.sh .build/debug/shelter Fixtures/login.json
set -uo pipefail

if [ "${1:-}" = "--cases" ]; then
  # The cases, run in a folder of our own: $2 the binary, $3 a fixture, $4 the folder.
  bin=$2
  fixture=$3
  cd "$4" || exit 1
  failures=0
  pass() { echo "ok - $1"; }
  fail() {
    echo "FAIL - $1" >&2
    failures=$((failures + 1))
  }
  expect() { # description, expected status, actual status, expected stderr, actual stderr
    if [ "$2" = "$3" ] && [ "$4" = "$5" ]; then pass "$1"; else fail "$1: status $3 (expected $2), stderr '$5' (expected '$4')"; fi
  }

  "$bin" simulate "$fixture" >/dev/full 2>err
  expect "standard output on /dev/full" 2 $? \
    "shelter simulate: standard output: cannot be written: No space left on device" "$(cat err)"

  { sleep 1; "$bin" simulate "$fixture" 2>err; echo $? >status; } | true
  expect "standard output on a closed pipe" 2 "$(cat status)" "" "$(cat err)"

  echo old >locked.svg && chmod 444 locked.svg
  "$bin" render "$fixture" -o locked.svg 2>err
  expect "a read-only target" 2 $? \
    "shelter render: locked.svg: cannot be written: the file is read-only (mode 0444)" "$(cat err)"
  [ "$(cat locked.svg)" = old ] && pass "the read-only target is unchanged" || fail "the read-only target changed"

  echo old >target.svg && chmod 640 target.svg && ln -s target.svg link.svg
  "$bin" render "$fixture" -o link.svg 2>err
  expect "a symlink target" 0 $? "" "$(cat err)"
  [ -L link.svg ] && pass "the link stays a link" || fail "the link was replaced"
  [ "$(stat -c %a target.svg)" = 640 ] && pass "the target keeps mode 640" || fail "mode $(stat -c %a target.svg)"
  head -c 5 target.svg | grep -q '<?xml' && pass "the target holds the drawing" || fail "the target was not written"

  cp "$fixture" input.json && ln input.json hard.json
  for output in input.json ./input.json hard.json; do
    "$bin" render input.json -o "$output" 2>err
    expect "input = output ($output)" 2 $? \
      "shelter render: $output: cannot be written: it is the same file as the command's input" "$(cat err)"
  done
  cmp -s "$fixture" input.json && pass "the input is unchanged" || fail "the input was overwritten"

  "$bin" render "$fixture" -o /dev/null 2>err
  expect "-o /dev/null" 0 $? "" "$(cat err)"
  [ -c /dev/null ] && pass "/dev/null is still a device" || fail "/dev/null was replaced"

  "$bin" render "$fixture" -o /dev/stdout >stdout.svg 2>err
  expect "-o /dev/stdout" 0 $? "" "$(cat err)"
  head -c 5 stdout.svg | grep -q '<?xml' && pass "/dev/stdout got the drawing" || fail "/dev/stdout got nothing"

  # check --html DIR: a folder written whole or not at all.
  echo old >report-file
  "$bin" check "$fixture" --html report-file >/dev/null 2>err
  expect "--html into a file" 2 $? "shelter check: report-file: cannot be written: it is a file, not a folder" "$(cat err)"
  [ "$(cat report-file)" = old ] && pass "the file is unchanged" || fail "the file changed"

  mkdir locked-folder && chmod 555 locked-folder
  "$bin" check "$fixture" --html locked-folder >/dev/null 2>err
  expect "--html into an unwritable folder" 2 $? \
    "shelter check: locked-folder: cannot be written: the folder is not writable (mode 0555)" "$(cat err)"
  "$bin" check "$fixture" --html locked-folder/report >/dev/null 2>err
  expect "--html inside an unwritable folder" 2 $? \
    "shelter check: locked-folder/report: cannot be written: the folder locked-folder is not writable (mode 0555)" \
    "$(cat err)"
  [ -z "$(ls -A locked-folder)" ] && pass "the unwritable folder stays empty" || fail "something was written"

  mkdir notes && echo keep >notes/keep.txt
  "$bin" check "$fixture" --html notes >/dev/null 2>err
  expect "--html into a folder of other files" 2 $? \
    "shelter check: notes: cannot be written: the folder holds keep.txt, which Shelter did not write; give a new or empty folder, or an earlier report's" \
    "$(cat err)"
  [ "$(ls -A notes)" = keep.txt ] && pass "the folder of other files is unchanged" || fail "the folder changed"

  mkdir linked && ln -s linked report-link
  "$bin" check "$fixture" --html report-link >/dev/null 2>err
  expect "--html into a symbolic link" 2 $? \
    "shelter check: report-link: cannot be written: it is a symbolic link; give the folder it points to" "$(cat err)"
  [ -L report-link ] && [ -z "$(ls -A linked)" ] && pass "the link and its folder are unchanged" ||
    fail "the link or its folder changed"

  "$bin" check "$fixture" --html report >/dev/null 2>err
  expect "--html into a new folder" 0 $? "" "$(cat err)"
  "$bin" check "$fixture" --policy recipe1 --html report >/dev/null 2>err
  expect "--html over an earlier report" 1 $? "" "$(cat err)"
  grep -q recipe1 report/index.html && ! grep -q '>shelter</th>' report/index.html &&
    pass "the earlier report was replaced" || fail "the earlier report was not replaced"
  [ -z "$(ls -A | grep '\.tmp')" ] && pass "no staging folder is left" || fail "a staging folder was left: $(ls -A)"

  # Only what the report wrote and listed is ever removed.
  echo mine >report/NOTES.md
  "$bin" check "$fixture" --html report >/dev/null 2>err
  expect "--html over a report holding a file of the user's" 2 $? \
    "shelter check: report: cannot be written: the folder holds NOTES.md, which Shelter did not write; give a new or empty folder, or an earlier report's" \
    "$(cat err)"
  [ "$(cat report/NOTES.md)" = mine ] && grep -q recipe1 report/index.html &&
    pass "the user's file and the report are unchanged" || fail "the report folder changed"
  rm report/NOTES.md

  mkdir site && echo '<meta name="generator" content="shelter check --html">' >site/index.html && echo x >site/a.html
  "$bin" check "$fixture" --html site >/dev/null 2>err
  [ $? = 2 ] && [ "$(ls site)" = "a.html
index.html" ] && pass "a page quoting the generator's tag is not a report" || fail "site changed: $(cat err)"

  # The target becomes a link to another folder while the report is drawn (--fps 240 on every
  # device and policy takes a few seconds): nothing in the other folder may go.
  mkdir victim && echo keep >victim/index.html && echo keep >victim/page.html
  "$bin" check "$fixture" --policy all --device all --fps 240 --jobs 1 --html report >/dev/null 2>err &
  pid=$!
  sleep 1
  mv report report.moved && ln -s victim report
  wait $pid
  status=$?
  # Refused when the report is committed, or (on a slower machine) when its folder is opened.
  case "$(cat err)" in
  "shelter check: report: cannot be written: the folder was replaced while the report was written; nothing was changed" | \
    "shelter check: report: cannot be written: it is a symbolic link; give the folder it points to")
    [ "$status" = 2 ] && pass "a target that became a link is refused" || fail "status $status" ;;
  *) fail "a target that became a link: status $status, stderr '$(cat err)'" ;;
  esac
  [ "$(ls victim)" = "index.html
page.html" ] && [ "$(cat victim/index.html)" = keep ] && pass "the folder the link leads to is untouched" ||
    fail "the linked folder changed (status $status): $(ls victim)"
  [ -L report ] && pass "the link is still a link" || fail "the link was replaced"
  [ -z "$(ls -A | grep '\.tmp')" ] && pass "no staging folder is left after the race" ||
    fail "a staging folder was left: $(ls -A)"

  exit $((failures > 0))
fi

bin=$(realpath "$1")
fixture=$(realpath "$2")
script=$(realpath "$0")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$bin" "$work/shelter" && cp "$fixture" "$work/fixture.json" && cp "$script" "$work/cases.sh"
mkdir "$work/run"

as_user=""
if [ "$(id -u)" = 0 ]; then
  if ! command -v setpriv >/dev/null; then
    echo "running the cases as root: setpriv is not installed"
  else
    user=""
    if id nobody >/dev/null 2>&1; then
      user=nobody
    elif command -v useradd >/dev/null && useradd --system --no-create-home shelter-ci 2>/dev/null; then
      user=shelter-ci
    fi
    if [ -z "$user" ]; then
      echo "running the cases as root: no unprivileged user exists and none could be added"
    else
      chown -R "$user" "$work"
      chmod 755 "$work"
      as_user="setpriv --reuid=$(id -u "$user") --regid=$(id -g "$user") --clear-groups"
      if ! $as_user "$work/shelter" --version >/dev/null 2>&1; then
        echo "running the cases as root: $user cannot run the binary (its libraries are not readable)"
        chown -R root "$work"
        as_user=""
      else
        echo "running the cases as $user"
      fi
    fi
  fi
fi
$as_user bash "$work/cases.sh" --cases "$work/shelter" "$work/fixture.json" "$work/run"
