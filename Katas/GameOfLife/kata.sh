#!/usr/bin/env bash
# Builds the kata tool (Katas/GameOfLife/Tools) and runs it from the project's root; the Makefile calls
# this (`make kata-check`, `make kata-step STEP=3`, ...). The tool does all the work, in Swift.
set -euo pipefail
cd "$(dirname "$0")/../.."
SWIFT="${SWIFT:-swift}"
scratch=".build/kata/tool"
# A release build: a light with nothing to build is mostly the tool's own time, which a debug build doubles.
tool="$scratch/release/kata"
# The tool is built again only when its sources' checksum changes: content, not file times, decides.
sources="$(find Katas/GameOfLife/Tools/Package.swift Katas/GameOfLife/Tools/Sources -type f | LC_ALL=C sort |
  xargs cat | cksum)"
if [ ! -x "$tool" ] || [ "$(cat "$scratch/sources.cksum" 2>/dev/null)" != "$sources" ]; then
  mkdir -p "$scratch"
  rm -f "$scratch/sources.cksum"
  if ! "$SWIFT" build --package-path Katas/GameOfLife/Tools --scratch-path "$scratch" -c release --product kata \
    >"$scratch/build.log" 2>&1; then
    cat "$scratch/build.log" >&2
    echo "Error: the kata tool in Katas/GameOfLife/Tools does not build" >&2
    exit 2
  fi
  echo "$sources" >"$scratch/sources.cksum"
fi
exec "$tool" "$@"
