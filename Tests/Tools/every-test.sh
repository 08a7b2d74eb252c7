#!/usr/bin/env bash
# make test: every test of the package, XCTest and Swift Testing, through leaves-nothing.sh. Fails when a
# test fails, when either framework ran no test at all (`swift test` with nothing to run exits 0), or when
# the tests leave files behind; the last line says how many each framework ran.
#
# Usage: Tests/Tools/every-test.sh [SWIFT [ARGUMENTS...]]   (SWIFT defaults to swift; the arguments go to
# swift test, as --filter NAME)
set -uo pipefail
cd "$(dirname "$0")/../.."
swift=${1:-swift}
shift || true
log=$(mktemp)
trap 'rm -f "$log"' EXIT
Tests/Tools/leaves-nothing.sh "$swift" test "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
# The counts of the last summary each framework prints: `Executed 12 tests`, `Test run with 80 tests`.
count() { grep -Eo "$1 [0-9]+ tests?" "$log" | tail -n 1 | grep -Eo '[0-9]+' || echo 0; }
xctest=$(count Executed)
swifttesting=$(count 'Test run with')
echo "make test: XCTest ran $xctest tests, Swift Testing ran $swifttesting tests"
if [ "$status" -ne 0 ]; then
  echo "make test: FAILED (exit status $status, above)"
  exit "$status"
fi
if [ "$xctest" -eq 0 ] || [ "$swifttesting" -eq 0 ]; then
  echo "make test: FAILED: a test framework ran no tests"
  exit 1
fi
