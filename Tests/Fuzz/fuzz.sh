#!/usr/bin/env bash
# Builds a libFuzzer harness for every parser and runs each for a number of seconds.
# Usage: Tests/Fuzz/fuzz.sh [SECONDS [HARNESS...]]. A crash, hang (over 10 s for one input) or memory
# blow-up is reported and its input kept in .build/fuzz/crashes; inputs found before are kept as seeds
# in Tests/Fuzz/seeds, so every run checks them again. The compiler's output is always shown: a harness
# that no longer compiles fails the run with its errors, and the other harnesses still run.
# Environment: GOLLY_PATTERNS names Golly's Patterns folder, whose Life patterns seed the corpus when it exists.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-30}
shift || true
harnesses=${*:-$(ls Tests/Fuzz/Fuzz*.swift | sed 's|.*/Fuzz\(.*\)\.swift|\1|')}
build=.build/fuzz
# A package name, as SwiftPM gives every module: the shared files are `package`, not `internal`.
flags=(-sanitize=fuzzer,address -parse-as-library -O -g -package-name GameOfLife)
# Each library compiled as one module, its code generated on every core: half the time of a compile file by
# file, which type-checks the module again for each file.
flags+=(-wmo -num-threads "$(nproc 2>/dev/null || echo 2)")
# The gold linker warns once for every sanitizer symbol, hundreds of lines that would bury a real error.
if command -v ld.lld >/dev/null 2>&1; then flags+=(-use-ld=lld); fi
mkdir -p "$build/crashes"

golly_patterns=${GOLLY_PATTERNS:-/usr/share/golly/Patterns}

# A library that does not compile stops the run at once, its errors shown above this line.
failed_library() {
  echo "fuzz: the library $1 does not compile with libFuzzer and AddressSanitizer (errors above)" >&2
  exit 1
}

echo "Building the libraries with libFuzzer and AddressSanitizer..."
swiftc "${flags[@]}" -emit-module -emit-library -static -module-name GameOfLife \
  Sources/GameOfLife/*.swift -emit-module-path "$build/GameOfLife.swiftmodule" -o "$build/libGameOfLife.a" \
  || failed_library GameOfLife
# The requirement changes' references, which life's teaching page shows.
swiftc "${flags[@]}" -emit-module -emit-library -static -module-name RequirementChanges -I "$build" \
  Sources/RequirementChanges/*.swift -emit-module-path "$build/RequirementChanges.swiftmodule" \
  -o "$build/libRequirementChanges.a" || failed_library RequirementChanges
# The bitboard's C kernels, which LifeKit imports through their module map.
kernels=Sources/LifeKernels
objects=()
for file in "$kernels"/*.c; do
  objects+=("$build/kernels-$(basename "$file" .c).o")
  "${CC:-clang}" -fsanitize=address -O1 -g -I "$kernels/include" -c "$file" -o "${objects[-1]}" \
    || failed_library LifeKernels
done
rm -f "$build/libLifeKernels.a"
ar rcs "$build/libLifeKernels.a" "${objects[@]}"
swiftc "${flags[@]}" -emit-module -emit-library -static -module-name LifeKit -I "$build" -I "$kernels/include" \
  $(find Sources/LifeKit -name '*.swift') -emit-module-path "$build/LifeKit.swiftmodule" -o "$build/libLifeKit.a" \
  || failed_library LifeKit
# The command line, without its main.swift, so a harness can call its parsing directly. SwiftPM gives a
# target with resources its `Bundle.module`; built by hand, life gets one that reads them from its sources.
cat >"$build/life-resources.swift" <<SWIFT
import Foundation

extension Foundation.Bundle {
  static let module = Bundle(path: "$PWD/Sources/life/Export") ?? Bundle.main
}
SWIFT
swiftc "${flags[@]}" -enable-testing -emit-module -emit-library -static -module-name life -I "$build" -I "$kernels/include" \
  $(find Sources/life -name '*.swift' ! -name main.swift) "$build/life-resources.swift" \
  -emit-module-path "$build/life.swiftmodule" -o "$build/liblife.a" || failed_library life

# The seed corpus: the project's own patterns, and Golly's collection when it is installed.
seed() {
  local harness=$1 pattern=$2 corpus="$build/corpus/$1"
  mkdir -p "$corpus"
  cp Tests/Fuzz/seeds/"$harness"/* "$corpus"/ 2>/dev/null || true
  [ -n "$pattern" ] || return 0
  # Only the folders that exist: find fails on a missing one, and under pipefail that ended the script.
  local folders=() folder file count=0
  for folder in Tests "$golly_patterns/Life"; do
    if [ -d "$folder" ]; then folders+=("$folder"); fi
  done
  [ ${#folders[@]} -gt 0 ] || return 0
  # A process substitution and a count rather than a pipe into head: a find cut short, or one that fails
  # on an unreadable folder, must not stop the run; seeds only help the fuzzer.
  while IFS= read -r file && [ $count -lt 300 ]; do
    cp "$file" "$corpus/$(echo "$file" | md5sum | cut -c1-16)" 2>/dev/null || true
    count=$((count + 1))
  done < <(find "${folders[@]}" -name "$pattern" -size -64k -type f 2>/dev/null || true)
}

status=0
for harness in $harnesses; do
  case $harness in
    RLE | RLEChunks) seed "$harness" '*.rle' ;;
    Plaintext) seed "$harness" '*.cells' ;;
    Life) seed "$harness" '*.lif*' ;;
    *) seed "$harness" '' ;;
  esac
  if ! swiftc "${flags[@]}" -I "$build" -I "$kernels/include" "Tests/Fuzz/Fuzz$harness.swift" "$build/liblife.a" \
    "$build/libLifeKit.a" "$build/libLifeKernels.a" "$build/libRequirementChanges.a" "$build/libGameOfLife.a" \
    -o "$build/fuzz-$harness"; then
    status=1
    echo "$harness: DOES NOT COMPILE (the compiler's errors are above)"
    continue
  fi
  log="$build/fuzz-$harness.log"
  if "$build/fuzz-$harness" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$build/crashes/$harness-" "$build/corpus/$harness" >"$log" 2>&1; then
    runs=$(grep -Eo 'Done [0-9]+ runs' "$log" | grep -Eo '[0-9]+' || echo 0)
    printf '%-10s %10s executions in %ss, no crash, hang or memory blow-up\n' "$harness" "$runs" "$seconds"
  else
    status=1
    echo "$harness: FOUND A PROBLEM; the input is in $build/crashes/, the log in $log:"
    # Never stops the loop: the other harnesses still run, and the exit status below says it failed.
    grep -E 'ERROR|SUMMARY|Test unit written' "$log" | head -n 5 || true
  fi
done
exit $status
