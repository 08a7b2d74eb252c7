#!/usr/bin/env bash
# Runs a test command with a temporary folder of its own (TMPDIR), and fails if the command leaves anything
# in it or new files in the checkout: tests clean up after themselves. (Files changed in the checkout are
# not counted: a person may edit while the tests run.) The Swift toolchain's own litter, which
# no test controls (the driver's empty TemporaryDirectory.* folders, the compiler's macro expansions in
# swift-generated-sources, SwiftPM's *.lock files), is removed without complaint. The command's exit status is kept when it fails.
#
# Usage: Tests/Tools/leaves-nothing.sh COMMAND [ARGUMENTS...]
set -uo pipefail
cd "$(dirname "$0")/../.."
folder=$(mktemp -d "${TMPDIR:-/tmp}/tests-XXXXXX")
untracked() { git status --porcelain --untracked-files=all 2>/dev/null | grep '^??' | cut -c4-; }
before=$(untracked)
TMPDIR="$folder" "$@"
status=$?
find "$folder" -mindepth 1 -maxdepth 1 \( -name 'TemporaryDirectory.*' -o -name swift-generated-sources -o -name '*.lock' \) -exec rm -rf {} +
left=$(cd "$folder" && ls -A)
rm -rf "$folder"
if [ -n "$left" ]; then
  echo "The tests left these in the temporary folder (each test must remove what it makes):"
  echo "$left" | sed 's/^/  /'
  [ $status -ne 0 ] || status=1
fi
new=$(diff <(echo "$before") <(untracked) | grep '^>' | cut -c3-)
if [ -n "$new" ]; then
  echo "The tests left these new files in the checkout:"
  echo "$new" | sed 's/^/  /'
  [ $status -ne 0 ] || status=1
fi
exit $status
