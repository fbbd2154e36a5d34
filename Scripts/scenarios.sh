#!/usr/bin/env bash
# Random realistic scenarios in bulk, run by hand (CI runs the test suite's 200): Shelter's policy
# must break none of Shelter's rules and agree with the test's independent check on every seed.
#
#   Scripts/scenarios.sh                 seeds 1 to 5,000
#   Scripts/scenarios.sh 20000           seeds 1 to 20,000
#   Scripts/scenarios.sh 5000 100001     5,000 seeds from 100,001
#
# Each failing seed's fixture is written to a temporary folder whose path is printed: minimise it
# (drop steps and views while it still fails) and keep it as a regression test.
# Exit status: 0 when every seed passes, 1 otherwise, 2 when it cannot run.
set -euo pipefail

count="${1:-5000}"
first="${2:-1}"
case "$count$first" in
  *[!0-9]*)
    echo "scenarios.sh: expected a number of seeds and a first seed, found '$count' '$first'" >&2
    exit 2
    ;;
esac

cd "$(dirname "$0")/.."
out="$(mktemp -d)"
echo "seeds $first to $((first + count - 1)); failing fixtures go to $out"
if SHELTER_SCENARIO_SEEDS="$count" SHELTER_SCENARIO_FIRST_SEED="$first" SHELTER_SCENARIO_OUT="$out" \
  swift test --filter RandomScenarioTests 2>&1 | grep -E "seeds fail|^  seed|^    |Test run"; then
  :
fi
if [ -n "$(ls -A "$out")" ]; then
  echo "$(ls "$out" | wc -l) failing seeds kept in $out"
  exit 1
fi
rmdir "$out"
echo "every seed passes"
