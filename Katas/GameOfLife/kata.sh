#!/usr/bin/env bash
# Builds the kata tool (Katas/GameOfLife/Tools) and runs it from the project's root; the Makefile calls
# this (`make kata-check`, `make kata-step STEP=3`, ...). The tool does all the work, in Swift.
set -euo pipefail
# The folder is read from $0 without starting dirname: every light starts here.
case "$0" in */*) cd "${0%/*}/../.." ;; *) cd ../.. ;; esac
SWIFT="${SWIFT:-swift}"
# On Linux the tool links the Swift libraries statically: it starts each light without looking up thousands
# of their symbols, about 10 ms sooner. Objects compiled for one linking do not link the other way, so each
# has a folder of its own.
scratch=".build/kata/tool" static=""
case "$OSTYPE" in linux*) scratch=".build/kata/tool-static" static="--static-swift-stdlib" ;; esac
tool="$scratch/debug/kata"
# The tool is built again only when its sources' checksum changes: content, not file times, decides. The
# files it shares with the root package are links into Shared/, read through (-L).
sources="$(find -L Katas/GameOfLife/Tools/Package.swift Katas/GameOfLife/Tools/Sources -type f -exec cksum {} + |
  LC_ALL=C sort | cksum)"
built=""
{ read -r built <"$scratch/sources.cksum"; } 2>/dev/null || true
if [ ! -x "$tool" ] || [ "$built" != "$sources" ]; then
  mkdir -p "$scratch"
  rm -f "$scratch/sources.cksum"
  # The tool's layers may only import the layers below them, as its Package.swift declares.
  if ! "$SWIFT" build --package-path Katas/GameOfLife/Tools --scratch-path "$scratch" --product kata $static \
    --explicit-target-dependency-import-check error \
    >"$scratch/build.log" 2>&1; then
    cat "$scratch/build.log" >&2
    echo "Error: the kata tool in Katas/GameOfLife/Tools does not build" >&2
    exit 2
  fi
  echo "$sources" >"$scratch/sources.cksum"
fi
exec "$tool" "$@"
