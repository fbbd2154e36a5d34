#!/usr/bin/env bash
# Builds the DocC documentation of the two library products, `Shelter` and `ShelterTesting`,
# offline, with the toolchain's own tools and no package plugin.
#
#   Scripts/docs.sh          build .build/docs/Shelter.doccarchive (both modules, one site)
#
# 1. `swift build --target ShelterTesting` brings the debug build up to date (a no-op after
#    `swift build --build-tests`), so the modules below are today's sources.
# 2. `swift-symbolgraph-extract` reads each module's public symbols from its .swiftmodule in
#    .build/debug/Modules: nothing is compiled again. Its module cache lives in .build/docs, as
#    the build's own cache holds modules it cannot load.
# 3. `docc convert` turns each catalog (Sources/<Module>/<Module>.docc) and its symbol graph into
#    an archive, with warnings as errors: a `///` link that no longer resolves fails the script.
# 4. `docc merge` joins the two archives into one site with a landing page for both.
# 5. Every public type is in a topic group: each top-level type of a module's symbol graph must be
#    a ``Symbol`` list item of its catalog's markdown, or the script names it and fails. Nested
#    types are listed on their enclosing type's page.
#
# Re-exported modules. `Shelter` is an umbrella: its own source is only `@_exported import`s.
# Its symbol graph is extracted with `-experimental-allowed-reexported-modules` naming those
# modules (read from Sources/Shelter/Shelter.swift), so every re-exported symbol is documented
# once, as `Shelter`'s, where `import Shelter` users look for it (`Shelter/View`). Passing each
# module's own graph instead would make several modules in one catalog, which DocC does not
# document together; re-exporting keeps one module and links such as ``View`` resolve inside it.
# Extensions to types of modules that are not re-exported (ShelterJSON) are left out.
# `ShelterTesting` re-exports `Shelter` too, but its graph is extracted without that option so
# the library is not documented twice; its archive is built against `Shelter`'s (`--dependency`,
# with DocC's external link support), so its comments and articles link to the library with an
# absolute path: ``/Shelter/Fixture``.
#
# Open .build/docs/Shelter.doccarchive in Xcode, or serve it as a static site:
#   python3 -m http.server --directory .build/docs/Shelter.doccarchive   # then /documentation/
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

out=.build/docs
graphs="$out/symbol-graphs"
archives="$out/modules"
log="$out/docc.log"

mkdir -p "$out"
swift build --target ShelterTesting >"$log" 2>&1 || {
  cat "$log" >&2
  exit 1
}
modules=.build/debug/Modules
triple=$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -1)
reexported=$(sed -n 's/^@_exported public import \([A-Za-z]*\)$/\1/p' Sources/Shelter/Shelter.swift |
  paste -sd, -)

rm -rf "$graphs" "$archives" "$out/Shelter.doccarchive"
mkdir -p "$graphs/Shelter" "$graphs/ShelterTesting" "$archives"
: >"$log"

extract() { # MODULE [OPTION...]
  local module=$1
  shift
  swift-symbolgraph-extract -module-name "$module" -target "$triple" -I "$modules" \
    -module-cache-path "$out/ModuleCache" -minimum-access-level public \
    -output-dir "$graphs/$module" "$@"
}

convert() { # MODULE [OPTION...]
  local module=$1
  shift
  if ! docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
    --output-path "$archives/$module.doccarchive" --enable-experimental-external-link-support \
    --warnings-as-errors "$@" >>"$log" 2>&1; then
    cat "$log" >&2
    echo "error: $module's documentation: $(grep -cE "^(warning|error):" "$log") diagnostics above" >&2
    exit 1
  fi
}

# Prints every top-level public type of MODULE's symbol graph that no `- ``Symbol``` item of its
# catalog names. Reads the graph's JSON with grep: each symbol is written as
# `"kind":{"identifier":"swift.struct",…},"identifier":{…},"pathComponents":["Name"]`.
untopiced() { # MODULE
  local module=$1
  comm -23 \
    <(grep -oE '"kind":\{"identifier":"swift\.(class|struct|enum|protocol|typealias|actor)","displayName":"[^"]*"\},"identifier":\{"precise":"[^"]*","interfaceLanguage":"swift"\},"pathComponents":\["[^"]*"\]' \
      "$graphs/$module/$module.symbols.json" | sed 's/.*"pathComponents":\["\([^"]*\)"\]$/\1/' | sort -u) \
    <(grep -hoE '^ *- ``[^`]+``' "Sources/$module/$module.docc"/*.md | sed 's/^ *- ``//; s/``$//; s/-.*$//; s|.*/||' |
      sort -u)
}

extract Shelter "-experimental-allowed-reexported-modules=$reexported"
extract ShelterTesting
for module in Shelter ShelterTesting; do
  missing=$(untopiced "$module")
  if [ -n "$missing" ]; then
    while read -r symbol; do
      echo "error: $module: public type '$symbol' is in no topic group of Sources/$module/$module.docc" >&2
    done <<<"$missing"
    exit 1
  fi
done
convert Shelter
convert ShelterTesting --dependency "$archives/Shelter.doccarchive"
docc merge "$archives/Shelter.doccarchive" "$archives/ShelterTesting.doccarchive" \
  --synthesized-landing-page-name Shelter --output-path "$out/Shelter.doccarchive" >>"$log" 2>&1

echo "documentation: $out/Shelter.doccarchive ($(grep -cE "^(warning|error):" "$log") warnings)"
