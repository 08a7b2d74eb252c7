#!/usr/bin/env bash
# make docs-test: the DocC site `make docs` built, served from 127.0.0.1 and opened in headless Chromium.
# Each page is drawn by DocC's JavaScript, so the test waits, up to a deadline, for the words the page must
# show, and fails naming what never appeared. Skipped only when there is no Chromium.
#
# Usage: Tests/Tools/docs-site.sh [SITE]   (SITE defaults to .build/docs)
set -euo pipefail

site=${1:-.build/docs}
# How long a page may take to show its content, in seconds.
deadline=${DOCS_TEST_DEADLINE:-60}

browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
  echo "docs-test: skipped: needs Chromium (apt-get install chromium)"
  exit 0
fi
if ! command -v python3 >/dev/null 2>&1; then
  echo "docs-test: FAILED: needs python3 to serve the site (apt-get install python3)"
  exit 1
fi
if [ ! -f "$site/GameOfLife/index.html" ] || [ ! -f "$site/RequirementChanges/index.html" ] \
  || [ ! -f "$site/LifeKit/index.html" ]; then
  echo "docs-test: FAILED: no site in $site; make docs builds it"
  exit 1
fi

work=$(mktemp -d)
server=""
# The server runs in a session of its own, so stopping its group stops everything it started.
cleanup() {
  if [ -n "$server" ]; then
    kill -- "-$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

# Port 0: the system gives a free port, and the server says which.
setsid python3 -u -m http.server 0 --bind 127.0.0.1 --directory "$site" >"$work/server.log" 2>&1 &
server=$!
port=""
for _ in $(seq 1 100); do
  port=$(grep -Eo 'port [0-9]+' "$work/server.log" | grep -Eo '[0-9]+' || true)
  [ -n "$port" ] && break
  kill -0 "$server" 2>/dev/null || break
  sleep 0.1
done
if [ -z "$port" ]; then
  echo "docs-test: FAILED: the server did not start:"
  cat "$work/server.log"
  exit 1
fi

# The page's DOM once its scripts have run; `timeout` stops Chromium's whole process group at the limit.
dump() {
  timeout --kill-after=5 60 "$browser" --headless --no-sandbox --disable-gpu --no-first-run \
    --user-data-dir="$work/profile" --virtual-time-budget=5000 --dump-dom "$1" 2>>"$work/browser.log" || true
}

failed=0
# expect NAME PATH TEXT...: the page at PATH shows every TEXT before the deadline.
expect() {
  local name=$1 path=$2
  shift 2
  local url="http://127.0.0.1:$port/$path"
  local start=$SECONDS missing=()
  while true; do
    dump "$url" >"$work/page.html"
    missing=()
    for text in "$@"; do
      grep -qF -- "$text" "$work/page.html" || missing+=("$text")
    done
    if [ ${#missing[@]} -eq 0 ]; then
      echo "docs-test: ✔ $name ($path): $# texts shown"
      return
    fi
    if [ $((SECONDS - start)) -ge "$deadline" ]; then break; fi
    sleep 1
  done
  failed=1
  echo "docs-test: ✘ $name ($path): after ${deadline} s, the page does not show:"
  printf '    %s\n' "${missing[@]}"
  echo "  what it shows, without its styles, scripts and tags (the first 600 characters):"
  tr '\n' ' ' <"$work/page.html" | sed -e 's/<style[^>]*>[^<]*<\/style>//g' -e 's/<script[^>]*>[^<]*<\/script>//g' \
    -e 's/<[^>]*>/ /g' | tr -s ' ' | cut -c1-600 | sed 's/^/    /'
  echo
}

expect "GameOfLife's landing page" GameOfLife/documentation/gameoflife/ \
  'class="title"' \
  'written to be read: the grid, its cells, their neighbours and the four rules' \
  'The Four Rules' 'Edges' 'SplitMix64'
expect "Game" GameOfLife/documentation/gameoflife/game/ \
  'class="title"' 'on a grid of' 'moves it on one generation at a time' \
  'each rule, each neighbour, each cell is a named thing' 'Making a Game' 'Neighbours' 'Generations'
expect "The four rules" GameOfLife/documentation/gameoflife/thefourrules/ \
  'Underpopulation' 'Survival' 'Overpopulation' 'Reproduction' \
  'A live cell with fewer than two live neighbours dies.' \
  'A dead cell with exactly three live neighbours becomes alive.' \
  'O.O' '.O.'
expect "LifeKit's landing page" LifeKit/documentation/lifekit/ \
  'patterns, the files of the Life community' 'Choosing an Engine' 'Pattern Formats' 'Universes'
expect "RequirementChanges' landing page" RequirementChanges/documentation/requirementchanges/ \
  'changes half-way through a Coderetreat round' 'ZombieGame' 'HexagonalGame' 'ColouredGame'

if [ "$failed" -ne 0 ]; then
  echo "docs-test: FAILED"
  exit 1
fi
echo "docs-test: every page shows its content"
