#!/usr/bin/env bash
# Runs `life run` against Golly's bgolly on every Life pattern of Golly's collection, in the plane (with the
# sparse engine and HashLife) and on bounded and torus grids (with the bitboard engine), for several
# generation counts, and reports every disagreement in population or in cells. Exits 1 on any.
#
# Usage: Tests/Tools/crosscheck.sh LIFE [PATTERNS]
#   LIFE      the built life command (make crosscheck builds it in release)
#   PATTERNS  Golly's Patterns folder (default: where Golly installs it)
# Environment: CROSSCHECK_LIMIT=N checks only the first N files; CROSSCHECK_EVERY=K only every K-th file,
# a sample from every folder of the collection (CI checks every fourth); CROSSCHECK_GENERATIONS="1 100"
# chooses the generation counts.
set -uo pipefail

life=${1:?usage: crosscheck.sh LIFE [PATTERNS]}
patterns=${2:-}
if [ -z "$patterns" ]; then
  for candidate in "${GOLLY_PATTERNS:-}" /usr/share/golly/Patterns /usr/local/share/golly/Patterns \
    /opt/homebrew/share/golly/Patterns; do
    if [ -n "$candidate" ] && [ -d "$candidate" ]; then patterns=$candidate; break; fi
  done
fi
if ! command -v bgolly >/dev/null 2>&1 || [ -z "$patterns" ] || [ ! -d "$patterns/Life" ]; then
  echo "crosscheck needs Golly: install it (apt-get install golly, or brew install golly) and run again." >&2
  exit 1
fi

generations=${CROSSCHECK_GENERATIONS:-"1 100 1000"}
# Grids are checked only for patterns that fit in this many cells a side, to keep bgolly's bounded
# grids (which it steps cell by cell) quick.
largest_grid_pattern=1024
margin=32
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Each pattern file is checked in a folder of its own, as many at once as there are cores; what each
# finds is written to its own file and read back in order, so the report reads as a sequential run would.
jobs=$(nproc 2>/dev/null || echo 2)

# The cells of an RLE file as a plaintext picture trimmed to its live cells, so that two files can be compared
# whatever their header, line wrapping or position. Read as a plane pattern, stepped zero generations.
picture() {
  "$life" run "$1" --generations 0 --topology plane --format cells 2>&1 | grep -v '^!'
}

# check FILE LABEL ENGINE GOLLY_ALGORITHM N [LIFE OPTIONS...]: one run of each, compared.
check() {
  local file=$1 label=$2 engine=$3 algorithm=$4 count=$5
  shift 5
  local ours="$folder/ours.rle" theirs="$folder/theirs.rle"
  echo "CHECKED"
  if ! timeout 120 "$life" run "$file" --generations "$count" --engine "$engine" "$@" --format rle >"$ours" 2>"$folder/error"; then
    echo "DISAGREE $label: life run failed: $(head -n 1 "$folder/error")"
    return
  fi
  rm -f "$theirs"
  local golly_output
  golly_output=$(timeout 120 bgolly -a "$algorithm" -m "$count" -o "$theirs" "$file" 2>&1)
  local golly_population
  golly_population=$(echo "$golly_output" | grep -E '^[0-9,]+: ' | tail -n 1 | sed 's/.*: //; s/,//g')
  local our_population
  our_population=$("$life" run "$file" --generations "$count" --engine "$engine" "$@" --format count 2>&1)
  if [ "$our_population" != "$golly_population" ]; then
    echo "DISAGREE $label: population $our_population, bgolly says ${golly_population:-nothing}"
    return
  fi
  if [ "$golly_population" != "0" ] && [ -s "$theirs" ] && [ "$(picture "$ours")" != "$(picture "$theirs")" ]; then
    echo "DISAGREE $label: same population $our_population, different cells"
  fi
}

# A copy of an RLE file whose rule asks bgolly for a bounded (P) or torus (T) grid of a size.
with_universe() {
  local file=$1 kind=$2 width=$3 height=$4 out=$5
  # Line endings as Unix writes them, so the suffix lands right after the rule, not after a carriage return.
  tr -d '\r' <"$file" | sed -E "0,/^x *=/{s/^(x *=.*rule *= *[^:, ]+)(:[^ ]*)?/\\1:$kind$width,$height/}" >"$out"
  grep -q "rule" "$out" || sed -i -E "0,/^x *=/{s/^(x *= *[0-9]+ *, *y *= *[0-9]+).*/\\1, rule = B3\\/S23:$kind$width,$height/}" "$out"
}

files=$(find "$patterns/Life" -name '*.rle' | sort)
if [ -n "${CROSSCHECK_EVERY:-}" ]; then files=$(echo "$files" | awk -v every="$CROSSCHECK_EVERY" 'NR % every == 1 || every == 1'); fi
if [ -n "${CROSSCHECK_LIMIT:-}" ]; then files=$(echo "$files" | head -n "$CROSSCHECK_LIMIT"); fi
# Checks one pattern file, in the folder $folder, and prints what it found.
check_file() {
  local file=$1 name header rule suffix width height count kind topology grid_width grid_height
  name=${file#"$patterns/"}
  header=$(grep -m 1 -E '^x *=' "$file")
  rule=$(echo "$header" | grep -qi 'rule' && echo "$header" | sed -E 's/.*rule *= *//; s/[[:space:]]*$//' || echo "B3/S23")
  suffix=$(echo "$rule" | grep -q ':' && echo "${rule#*:}" || echo "")
  if ! echo "${rule%%:*}" | grep -qiE '^(B3/S23|23/3|life)$' \
    || { [ -n "$suffix" ] && ! echo "$suffix" | grep -qE '^[TP][1-9][0-9]*,[1-9][0-9]*$'; }; then
    echo "skip $name: rule $rule is not Life on the plane, a plain torus or a bounded grid"
    return
  fi
  width=$(echo "$header" | sed -E 's/^x *= *([0-9]+).*/\1/')
  height=$(echo "$header" | sed -E 's/.*y *= *([0-9]+).*/\1/')
  if echo "$header" | grep -qE ':[TP][0-9]'; then
    # The file names its own universe: run it as it is.
    for count in $generations; do
      check "$file" "$name (its own universe), $count generations" bitboard QuickLife "$count"
    done
    return
  fi
  for count in $generations; do
    check "$file" "$name in the plane, sparse, $count generations" sparse QuickLife "$count" --topology plane
    check "$file" "$name in the plane, hashlife, $count generations" hashlife HashLife "$count" --topology plane
  done
  if [ "$width" -le "$largest_grid_pattern" ] && [ "$height" -le "$largest_grid_pattern" ]; then
    grid_width=$((width + 2 * margin))
    grid_height=$((height + 2 * margin))
    for kind in P T; do
      topology=$([ $kind = P ] && echo bounded || echo torus)
      with_universe "$file" "$kind" "$grid_width" "$grid_height" "$folder/grid.rle"
      for count in $generations; do
        check "$folder/grid.rle" "$name on a $grid_width × $grid_height $topology, $count generations" bitboard QuickLife "$count"
      done
    done
  fi
}

index=0
for file in $files; do
  index=$((index + 1))
  folder="$work/$index"
  mkdir -p "$folder"
  check_file "$file" >"$folder.found" 2>&1 &
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
done
wait
found=$(for number in $(seq 1 "$index"); do cat "$work/$number.found"; done)
grep -v '^CHECKED$' <<<"$found" || true
checks=$(grep -c '^CHECKED$' <<<"$found" || true)
disagreements=$(grep -c '^DISAGREE ' <<<"$found" || true)
skipped=$(grep -c '^skip ' <<<"$found" || true)
echo "crosscheck: $checks checks, $disagreements disagreements, $skipped files skipped (not plain Life)"
[ "$disagreements" -eq 0 ] && [ "$checks" -gt 0 ]
