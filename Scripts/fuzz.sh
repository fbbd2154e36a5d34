#!/usr/bin/env bash
# Builds Shelter's libFuzzer targets and runs them.
#
#   Scripts/fuzz.sh build                          build the three fuzzers into .build-fuzz/
#   Scripts/fuzz.sh run fixture|dump|timeline SEC  fuzz one target for SEC seconds (default 60)
#   Scripts/fuzz.sh all SEC                        build, then fuzz every target at once for SEC seconds
#   Scripts/fuzz.sh repro fixture|dump|timeline FILE...   run inputs once (a crash reproducer, a corpus)
#
# Each library module the fuzzers need is compiled by swiftc straight from Sources/ into a static
# library with coverage and AddressSanitizer instrumentation, module by module in dependency
# order (each module keeps its own internal names, as in the package); the entry point in
# Fuzz/<Target>/ is linked against them with libFuzzer's main. Seeds come from Fixtures/,
# Tests/ShelterDumpTests/Dumps/ and Fuzz/Seeds/; the growing corpus and any crash files go to
# fuzz-out/ (ignored by git).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

build=.build-fuzz
out=fuzz-out
sanitize=(-sanitize=fuzzer,address)
# One package name for every module, so `package` declarations are seen across them as in SwiftPM.
common=(-swift-version 6 -enable-upcoming-feature ExistentialAny
  -enable-upcoming-feature InternalImportsByDefault -package-name Shelter -O -g -I "$build" -L "$build")

# Library modules in dependency order (Package.swift's targets up to the command line's).
modules=(ShelterSupport ShelterLayoutSolver ShelterGeometry ShelterValues ShelterJSON ShelterNotifications
  ShelterViews ShelterKeyboard ShelterFixtures ShelterSimulation ShelterDump ShelterRender ShelterCLI)
targets=(FixtureFuzzer DumpFuzzer TimelineFuzzer)

build_all() {
  mkdir -p "$build"
  # Compile a copy, so an edit made while the build runs cannot mix two versions.
  # Modules whose sources are unchanged since their library was built are kept, until one
  # changes; everything after it is rebuilt.
  rm -rf "$build/src"
  cp -Rp Sources "$build/src"
  local stale=0
  for module in "${modules[@]}"; do
    local sources
    mapfile -t sources < <(find "$build/src/$module" -name '*.swift' | sort)
    if [ "$stale" = 0 ] && [ -f "$build/lib$module.a" ] &&
      [ -z "$(find "$build/src/$module" -name '*.swift' -newer "$build/lib$module.a")" ]; then
      echo "== $module (unchanged)"
      continue
    fi
    stale=1
    echo "== $module (${#sources[@]} files)"
    swiftc "${common[@]}" "${sanitize[@]}" -parse-as-library -module-name "$module" \
      -emit-module -emit-module-path "$build/$module.swiftmodule" \
      -emit-library -static -o "$build/lib$module.a" "${sources[@]}"
  done
  link
}

link() {
  # Static libraries link dependents first; their autolink entries are not read, so what the
  # modules import from the toolchain (Foundation, Glibc, Dispatch, Synchronization) is named here.
  local libs=()
  for ((index = ${#modules[@]} - 1; index >= 0; index--)); do libs+=("-l${modules[index]}"); done
  for target in "${targets[@]}"; do
    echo "== $target"
    swiftc "${common[@]}" "${sanitize[@]}" -parse-as-library -module-name "$target" \
      Fuzz/$target/*.swift "${libs[@]}" -lFoundation -lswiftGlibc \
      -lswiftDispatch -ldispatch -lBlocksRuntime -lswiftSynchronization -o "$build/$target"
  done
}

binary() {
  case "$1" in
    fixture) echo "$build/FixtureFuzzer" ;;
    dump) echo "$build/DumpFuzzer" ;;
    timeline) echo "$build/TimelineFuzzer" ;;
    *) echo "unknown target '$1', expected fixture, dump or timeline" >&2; exit 2 ;;
  esac
}

seeds() {
  case "$1" in
    fixture) echo Fixtures Fuzz/Seeds/fixture ;;
    dump) echo Tests/ShelterDumpTests/Dumps Fuzz/Seeds/dump ;;
    timeline) echo Fuzz/Seeds/timeline ;;
  esac
}

run_one() {
  local target=$1 seconds=${2:-60}
  local bin corpus
  bin=$(binary "$target")
  [ -x "$bin" ] || build_all
  corpus="$out/$target/corpus"
  mkdir -p "$corpus" "$out/$target/crashes"
  # shellcheck disable=SC2046
  "$bin" -max_total_time="$seconds" -timeout=60 -rss_limit_mb=4096 -max_len=65536 \
    -print_final_stats=1 -artifact_prefix="$out/$target/crashes/" \
    "$corpus" $(seeds "$target") 2>&1 | tee "$out/$target/log.txt"
}

case "${1:-all}" in
  build) build_all ;;
  link) link ;;
  run) run_one "${2:?fixture, dump or timeline}" "${3:-60}" ;;
  all)
    build_all
    seconds=${2:-60}
    run_one fixture "$seconds" >/dev/null &
    first=$!
    run_one dump "$seconds" >/dev/null &
    second=$!
    run_one timeline "$seconds" >/dev/null &
    third=$!
    status=0
    wait "$first" || status=1
    wait "$second" || status=1
    wait "$third" || status=1
    tail -n 12 "$out/fixture/log.txt" "$out/dump/log.txt" "$out/timeline/log.txt"
    exit "$status"
    ;;
  repro)
    target=${2:?fixture, dump or timeline}
    shift 2
    "$(binary "$target")" "$@"
    ;;
  *) echo "usage: $0 build | run fixture|dump|timeline SECONDS | all SECONDS | repro fixture|dump|timeline FILE..." >&2; exit 2 ;;
esac
