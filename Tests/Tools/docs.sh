#!/usr/bin/env bash
# make docs: the DocC documentation of each library into .build/docs, with the toolchain's own docc and no
# plugin. Symbol graphs come from a build of their own (.build/docc), then each catalog is converted with
# its symbols. Fails on any DocC warning (a broken link) or a public symbol without a one-line summary.
#
# Usage: Tests/Tools/docs.sh MODULE...   (SWIFT and DOCC in the environment name the tools; by default
# swift, and the docc on the PATH or the one xcrun finds)
set -eo pipefail
cd "$(dirname "$0")/../.."
swift=${SWIFT:-swift}
docc=${DOCC:-$(command -v docc 2>/dev/null || xcrun --find docc 2>/dev/null || echo docc)}
scratch=.build/docc
graphs="$PWD/$scratch/symbol-graphs"
rm -rf .build/docs
# A module's symbol graph is written when the module is compiled, so a build that finds one missing starts
# afresh.
for module in "$@"; do
  [ -f "$graphs/$module.symbols.json" ] || { rm -rf "$scratch"; break; }
done
mkdir -p "$graphs" .build/docs
# Each module's build writes its graph (and those of the modules it depends on).
for module in "$@"; do
  "$swift" build --quiet --target "$module" --scratch-path "$scratch" -Xswiftc -emit-symbol-graph \
    -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" -Xswiftc -symbol-graph-skip-synthesized-members
done

for module in "$@"; do
  rm -rf "${graphs:?}/$module"
  mkdir "$graphs/$module"
  find "$graphs" -maxdepth 1 -name "$module*.symbols.json" -exec cp {} "$graphs/$module"/ \;
  log="$scratch/$module-coverage.txt"
  "$docc" convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs/$module" \
    --output-path ".build/docs/$module" --transform-for-static-hosting --hosting-base-path "$module" \
    --warnings-as-errors --experimental-documentation-coverage --coverage-summary-level detailed >"$log" \
    || { cat "$log"; echo "make docs: FAILED: $module's catalog has the warnings above"; exit 1; }
  rm -f ".build/docs/$module/documentation-coverage.json"
  # The coverage table's rows: | kind | has a summary | ... | doc://... ; articles and topic groups aside.
  undocumented=$(awk -F'|' '$NF ~ /doc:\/\// && $3 ~ /false/ && $2 !~ /CollectionGroup|Article/ {print "  " $NF}' "$log")
  if [ -n "$undocumented" ]; then
    echo "make docs: FAILED: public symbols of $module without a summary:"
    echo "$undocumented"
    exit 1
  fi
  echo "make docs: $module: $(grep -c 'doc://' "$log") pages, every public symbol documented: .build/docs/$module"
done

{
  echo '<!doctype html><meta charset="utf-8"><title>Documentation</title>'
  for module in "$@"; do
    lower=$(echo "$module" | tr '[:upper:]' '[:lower:]')
    echo "<p><a href=\"$module/documentation/$lower/\">$module</a></p>"
  done
} >.build/docs/index.html
echo "make docs: serve .build/docs over HTTP (python3 -m http.server -d .build/docs) and open GameOfLife/documentation/gameoflife"
