#!/usr/bin/env bash
# The kata's commands: the step check, the practice room, the specification document and the mutants.
# The Makefile calls this (`make kata`, `make kata-step STEP=3`, ...); run it from anywhere.
#
# Every test run happens in a small scratch package under .build/kata/ whose GameOfLife sources are
# swapped (a step's solution, a mutant, your practice code) while its tests stay the project's own files,
# linked, never copied: the builds stay incremental and the tests cannot drift.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$ROOT"
SWIFT="${SWIFT:-swift}"
KATA="Katas/GameOfLife"
STEPS="$KATA/steps"
SCRATCH="$ROOT/.build/kata"
TOOL="$SCRATCH/tools/debug/kata"
# A test run that takes longer than this (in seconds) is stopped: a mutant or a slip can loop forever.
TIME_LIMIT="${KATA_TIME_LIMIT:-300}"

say() { printf '%s\n' "$*"; }
fail() { printf 'Error: %s\n' "$*" >&2; exit 1; }

build_tool() {
  mkdir -p "$SCRATCH"
  "$SWIFT" build --package-path "$KATA/Tools" --scratch-path "$SCRATCH/tools" >"$SCRATCH/tools.log" 2>&1 ||
    { cat "$SCRATCH/tools.log" >&2; fail "the kata tool in $KATA/Tools does not build"; }
}

# The highest step number, from the step folders.
last_step() {
  local last=0 folder number
  for folder in "$STEPS"/[0-9][0-9]-*/; do
    number="$(basename "$folder")"
    number=$((10#${number%%-*}))
    [ "$number" -gt "$last" ] && last="$number"
  done
  echo "$last"
}

# Copies the .swift files of a folder into another, touching only files that changed (so builds stay
# incremental) and removing the ones that are gone.
sync_sources() {
  local from="$1" to="$2" file
  mkdir -p "$to"
  (cd "$from" && find . -name '*.swift' -type f -o -name '*.swift' -type l) | while read -r file; do
    mkdir -p "$to/$(dirname "$file")"
    cmp -s "$from/$file" "$to/$file" || cp "$from/$file" "$to/$file"
  done
  (cd "$to" && find . -name '*.swift' -type f) | while read -r file; do
    [ -e "$from/$file" ] || rm -f "$to/$file"
  done
}

# Makes a scratch package: GameOfLife from copied sources, and test targets linked to the given folders.
#   make_runner <folder> spec              the project's specification and its test support
#   make_runner <folder> learner <tests>   a learner's own tests
make_runner() {
  local runner="$1" kind="$2" manifest
  mkdir -p "$runner/Sources/GameOfLife" "$runner/Tests"
  if [ "$kind" = spec ]; then
    ln -sfn "$ROOT/Tests/GameOfLifeTestSupport" "$runner/Tests/GameOfLifeTestSupport"
    ln -sfn "$ROOT/Tests/GameOfLifeSpec" "$runner/Tests/GameOfLifeSpec"
    manifest='// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "KataRunner",
  targets: [
    .target(name: "GameOfLife"),
    .target(name: "GameOfLifeTestSupport", dependencies: ["GameOfLife"], path: "Tests/GameOfLifeTestSupport"),
    .testTarget(name: "GameOfLifeSpec", dependencies: ["GameOfLife", "GameOfLifeTestSupport"]),
  ]
)'
  else
    ln -sfn "$3" "$runner/Tests/GameOfLifeTests"
    manifest='// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "KataGrader",
  targets: [
    .target(name: "GameOfLife"),
    .testTarget(name: "GameOfLifeTests", dependencies: ["GameOfLife"]),
  ]
)'
  fi
  if [ ! -f "$runner/Package.swift" ] || [ "$(cat "$runner/Package.swift")" != "$manifest" ]; then
    printf '%s\n' "$manifest" >"$runner/Package.swift"
  fi
}

# Builds a scratch package and runs its tests, writing <out>.jsonl (Swift Testing events), <out>.log
# and <out>.status (the exit status of `swift test`, or "build" when it did not compile).
#   run_tests <runner> <out> [retry]
# With "retry", a run that crashes is run again without the tests that crashed (<out>-retry-N.*), so
# one crash does not hide the results of every other test.
run_tests() {
  local runner="$1" out="$2" retry="${3:-}" attempt=0 pattern status
  local skips=()
  mkdir -p "$(dirname "$out")"
  rm -f "$out".* "$out"-retry-*
  if ! "$SWIFT" build --build-tests --package-path "$runner" >"$out.log" 2>&1; then
    echo build >"$out.status"
    return 0
  fi
  run_once "$runner" "$out" ${skips[@]+"${skips[@]}"}
  status="$(cat "$out.status")"
  while [ "$retry" = retry ] && [ "$status" != 0 ] && [ "$attempt" -lt 20 ]; do
    pattern="$("$TOOL" crashed "$(latest_events "$out" "$attempt")")"
    [ -n "$pattern" ] || break
    skips+=(--skip "$pattern")
    attempt=$((attempt + 1))
    run_once "$runner" "$out-retry-$attempt" "${skips[@]}"
    status="$(cat "$out-retry-$attempt.status")"
  done
}

latest_events() {
  if [ "$2" -eq 0 ]; then echo "$1.jsonl"; else echo "$1-retry-$2.jsonl"; fi
}

# One `swift test` run, one test at a time (so a crash points at one test), stopped if it takes too long.
run_once() {
  local runner="$1" out="$2" pid watchdog status
  shift 2
  "$SWIFT" test --skip-build --no-parallel --package-path "$runner" "$@" \
    --event-stream-output-path "$out.jsonl" --event-stream-version 0 >>"$out.log" 2>&1 &
  pid=$!
  # The watchdog's output goes nowhere, so a pipe reading ours never waits for it.
  (
    sleep "$TIME_LIMIT" &
    sleeper=$!
    trap 'kill "$sleeper" 2>/dev/null; exit 0' TERM
    wait "$sleeper" && kill "$pid" 2>/dev/null && echo "Stopped after $TIME_LIMIT seconds." >>"$out.log"
  ) >/dev/null 2>&1 &
  watchdog=$!
  status=0
  wait "$pid" || status=$?
  kill "$watchdog" 2>/dev/null || true
  wait "$watchdog" 2>/dev/null || true
  echo "$status" >"$out.status"
}

# How many tests a run reported, XCTest and Swift Testing together.
tests_ran() {
  local log="$1" xctest swifttesting
  xctest="$(grep -Eo 'Executed [0-9]+ tests?' "$log" | tail -n 1 | grep -Eo '[0-9]+' || true)"
  swifttesting="$(grep -Eo 'Test run with [0-9]+ tests?' "$log" | tail -n 1 | grep -Eo '[0-9]+' || true)"
  echo $((${xctest:-0} + ${swifttesting:-0}))
}

show_compile_errors() {
  grep -E 'error:' "$1" | sed "s|$ROOT/||" | sort -u | head -n 20 >&2 || true
}

# The solution as it stands after step N: the template, then each step's changed files up to N. A step
# whose solution folder is the library itself (the last one) is used whole.
assemble_solution() {
  local number="$1" into="$2" folder step
  rm -rf "$into"
  mkdir -p "$into"
  cp "$KATA/template/Sources/GameOfLife/"*.swift "$into/"
  for folder in "$STEPS"/[0-9][0-9]-*/; do
    step="$(basename "$folder")"
    step=$((10#${step%%-*}))
    [ "$step" -le "$number" ] || continue
    if [ -L "${folder}solution" ]; then
      rm -f "$into/"*.swift
    fi
    cp "${folder}solution/"*.swift "$into/"
  done
}

command_check() {
  local last runner runs number library
  build_tool
  last="$(last_step)"
  library="$(cd Sources/GameOfLife && pwd -P)"
  [ "$(cd "$STEPS"/"$(printf '%02d' "$last")"-*/solution 2>/dev/null && pwd -P)" = "$library" ] ||
    fail "the last step's solution must be a link to the library's Sources/GameOfLife, not a copy"
  runner="$SCRATCH/spec-runner"
  runs="$SCRATCH/check-runs"
  make_runner "$runner" spec
  say "make kata-check: building and testing the template and the solutions of steps 1-$last ..."
  for number in $(seq 0 "$last"); do
    assemble_solution "$number" "$SCRATCH/solution"
    sync_sources "$SCRATCH/solution" "$runner/Sources/GameOfLife"
    run_tests "$runner" "$runs/solution-$(printf '%02d' "$number")"
    if [ "$(cat "$runs/solution-$(printf '%02d' "$number").status")" = build ]; then
      show_compile_errors "$runs/solution-$(printf '%02d' "$number").log"
      fail "the solution of step $number does not compile with the specification's tests"
    fi
  done
  "$TOOL" check "$STEPS" "$runs"
}

practice_folder() {
  echo "Practice/$1"
}

require_practice() {
  local folder
  folder="$(practice_folder "$1")"
  [ -d "$folder/Sources/GameOfLife" ] ||
    fail "there is no practice package $folder: make one with 'make kata NAME=$1'"
}

command_new() {
  local name="$1" force="$2" folder
  folder="$(practice_folder "$name")"
  case "$name" in
    '' | *[!A-Za-z0-9_-]*) fail "NAME '$name' must be letters, digits, '-' or '_'" ;;
  esac
  if [ -e "$folder" ]; then
    [ "$force" = 1 ] || fail "$folder already exists and holds your work, so it is left as it is.
Carry on in it, choose another NAME=..., or start again with FORCE=1 (the old one is moved to $folder.old)."
    rm -rf "$folder.old"
    mv "$folder" "$folder.old"
    say "Moved your previous practice package to $folder.old"
  fi
  mkdir -p "$folder"
  cp -R "$KATA/template/." "$folder/"
  say "Your practice package is ready: $folder"
  say "  your Game:   $folder/Sources/GameOfLife (every name the tests use, nothing done yet)"
  say "  your tests:  $folder/Tests/GameOfLifeTests/GameOfLifeTests.swift"
  say "Next:"
  say "  read $STEPS/01-the-board/README.md, write a failing test, then"
  say "  make kata-test$(name_argument "$name")            run your own tests"
  say "  make kata-step STEP=1$(name_argument "$name")     run the specification's tests for step 1 against your Game"
}

name_argument() {
  [ "$1" = kata ] || printf ' NAME=%s' "$1"
}

command_test() {
  local name="$1" folder log status=0
  require_practice "$name"
  folder="$(practice_folder "$name")"
  log="$SCRATCH/practice-$name-own.log"
  mkdir -p "$SCRATCH"
  "$SWIFT" build --build-tests --package-path "$folder" >"$log" 2>&1 || { show_compile_errors "$log"; fail "your practice package does not compile"; }
  "$SWIFT" test --skip-build --package-path "$folder" 2>&1 | tee "$log" || status=$?
  [ "$status" -eq 0 ] || exit "$status"
  if [ "$(tests_ran "$log")" -eq 0 ]; then
    say "No test ran: write your first test in $folder/Tests/GameOfLifeTests/GameOfLifeTests.swift"
    exit 1
  fi
}

# Runs the project's specification against a learner's Game; leaves the events in $SCRATCH/practice-<name>.
run_spec_on_practice() {
  local name="$1" runner out
  require_practice "$name"
  build_tool
  runner="$SCRATCH/practice-$name"
  out="$SCRATCH/practice-$name-spec"
  make_runner "$runner" spec
  sync_sources "$(practice_folder "$name")/Sources/GameOfLife" "$runner/Sources/GameOfLife"
  say "Building your Game with the specification's tests ..."
  run_tests "$runner" "$out" retry
  if [ "$(cat "$out.status")" = build ]; then
    show_compile_errors "$out.log"
    fail "your Game does not compile with the specification's tests. Keep every name the template declares
(Game(rows:columns:topology:), Game(picture:), Position, Cell, CellState, Topology, Rule, ...), even unused."
  fi
}

command_step() {
  local number="$1" name="$2"
  case "$number" in
    '' | *[!0-9]*) fail "STEP must be a step number from 1 to $(last_step), as in: make kata-step STEP=1" ;;
  esac
  [ "$number" -ge 1 ] && [ "$number" -le "$(last_step)" ] ||
    fail "STEP must be a step number from 1 to $(last_step), not $number"
  run_spec_on_practice "$name"
  "$TOOL" step "$number" "$STEPS" "$SCRATCH/practice-$name-spec"
}

command_verify() {
  local name="$1"
  run_spec_on_practice "$name"
  "$TOOL" verify "$STEPS" "$SCRATCH/practice-$name-spec"
}

command_spec() {
  local out="$SCRATCH/spec"
  build_tool
  "$SWIFT" build --build-tests >"$out.log" 2>&1 || { show_compile_errors "$out.log"; fail "the package does not build"; }
  rm -f "$out.jsonl"
  "$SWIFT" test --skip-build --filter 'GameOfLifeSpec\.' \
    --event-stream-output-path "$out.jsonl" --event-stream-version 0 >>"$out.log" 2>&1 || true
  "$TOOL" spec "$STEPS" "$out.jsonl"
}

# Runs a test suite against the library's own, correct Game: <runs folder>/baseline.*
#   run_baseline <runner> <runs folder>
run_baseline() {
  local runner="$1" runs="$2"
  rm -rf "$runs"
  mkdir -p "$runs"
  sync_sources Sources/GameOfLife "$runner/Sources/GameOfLife"
  run_tests "$runner" "$runs/baseline"
}

# Runs a test suite against every mutant: <runs folder>/<mutant>.*; the tool prints the verdicts.
#   run_mutants <runner> <runs folder>
run_mutants() {
  local runner="$1" runs="$2" mutant
  for mutant in $("$TOOL" list-mutants "$KATA/mutants"); do
    rm -rf "$SCRATCH/mutant"
    mkdir -p "$SCRATCH/mutant"
    cp Sources/GameOfLife/*.swift "$SCRATCH/mutant/"
    "$TOOL" mutate "$KATA/mutants/$mutant.mutant" "$SCRATCH/mutant"
    sync_sources "$SCRATCH/mutant" "$runner/Sources/GameOfLife"
    printf '.'
    run_tests "$runner" "$runs/$mutant"
  done
  printf '\n'
  sync_sources Sources/GameOfLife "$runner/Sources/GameOfLife"
}

command_mutants() {
  local runner="$SCRATCH/spec-runner" runs="$SCRATCH/mutant-runs"
  build_tool
  make_runner "$runner" spec
  say "make mutants: running the specification against the library's Game and every mutant ..."
  run_baseline "$runner" "$runs"
  if [ "$(cat "$runs/baseline.status")" != 0 ] || [ "$(tests_ran "$runs/baseline.log")" -eq 0 ]; then
    show_compile_errors "$runs/baseline.log"
    fail "the specification does not pass against the library's own Game, so it cannot grade mutants"
  fi
  run_mutants "$runner" "$runs"
  "$TOOL" mutants "$KATA/mutants" "$runs"
}

command_learner_mutants() {
  local name="$1" folder runner runs
  require_practice "$name"
  build_tool
  folder="$(cd "$(practice_folder "$name")" && pwd)"
  runner="$SCRATCH/grade-$name"
  runs="$SCRATCH/grade-$name-runs"
  make_runner "$runner" learner "$folder/Tests/GameOfLifeTests"
  say "make kata-mutants: running your tests ($(practice_folder "$name")/Tests) against the library's Game and every mutant ..."
  run_baseline "$runner" "$runs"
  if [ "$(cat "$runs/baseline.status")" = build ]; then
    show_compile_errors "$runs/baseline.log"
    fail "your tests do not compile against the library's Game: test through the kata's names only
(Game, Position, Cell, CellState, Topology, Rule and their methods), without @testable."
  fi
  if [ "$(cat "$runs/baseline.status")" != 0 ]; then
    grep -E '✘|error|failed' "$runs/baseline.log" | head -n 15 >&2 || true
    fail "your tests fail against the library's correct Game, so they cannot grade anything yet: fix them first"
  fi
  run_mutants "$runner" "$runs"
  if [ "$(tests_ran "$runs/baseline.log")" -eq 0 ]; then
    say "You have no tests yet, so every one of these bugs would get through:"
  fi
  "$TOOL" mutants "$KATA/mutants" "$runs" --learner
}

case "${1:-}" in
  check) command_check ;;
  new) command_new "${2:-kata}" "${3:-}" ;;
  test) command_test "${2:-kata}" ;;
  step) command_step "${2:-}" "${3:-kata}" ;;
  verify) command_verify "${2:-kata}" ;;
  spec) command_spec ;;
  mutants) command_mutants ;;
  learner-mutants) command_learner_mutants "${2:-kata}" ;;
  *) fail "usage: $0 check | new [NAME] [FORCE] | test [NAME] | step N [NAME] | verify [NAME] | spec | mutants | learner-mutants [NAME]" ;;
esac
