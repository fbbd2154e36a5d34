#!/usr/bin/env bash
# Runs every shell example of README.md and docs/*.md that shows output (a fenced block whose
# first line is `$ shelter …`) with the built `shelter` and compares what it prints with what the
# page shows (Tests/ShelterCLITests/DocsExampleTests.swift; `swift test` runs the same check).
#
#   Scripts/docs-examples.sh            check: name every example whose output drifted
#   Scripts/docs-examples.sh --update   write what the tool printed into the pages instead
#
# An abridged example (a line of its own holding `…` stands for lines left out) is compared around
# its gaps and never rewritten: --update names it so it can be edited by hand.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

case "${1:-}" in
  "") ;;
  --update) export SHELTER_UPDATE_DOCS=1 ;;
  *) echo "usage: Scripts/docs-examples.sh [--update]" >&2; exit 2 ;;
esac

swift build --product shelter
swift test --filter DocsExampleTests
