#!/usr/bin/env bash
# The Makefile's refusal of a variable on its command line that no target takes: given the variables it
# takes, then the ones given that it does not, prints one line for the first, with the nearest one named
# when it is within a slip or two (a letter added, dropped, changed, or two swapped; case aside). With
# --target first, the same for a target the Makefile does not have, among those it has.
#   Tests/Tools/unknown-variable.sh "NAME STEP RULE" NAEM  ->  NAEM is not an option; did you mean NAME?
#   Tests/Tools/unknown-variable.sh --target "kata kata-test" kata-tst  ->  kata-tst is not a target; did you mean kata-test?
set -euo pipefail
kind="option"
if [ "${1:-}" = "--target" ]; then
  kind="target"
  shift
fi
known="$1"
given="$2"
awk -v given="$given" -v known="$known" -v kind="$kind" '
  # Damerau-Levenshtein distance (optimal string alignment): two letters swapped is one edit.
  function distance(a, b,    i, j, n, m, cost, d) {
    n = length(a); m = length(b)
    for (i = 0; i <= n; i++) d[i, 0] = i
    for (j = 0; j <= m; j++) d[0, j] = j
    for (i = 1; i <= n; i++) for (j = 1; j <= m; j++) {
      cost = substr(a, i, 1) == substr(b, j, 1) ? 0 : 1
      d[i, j] = min(min(d[i - 1, j] + 1, d[i, j - 1] + 1), d[i - 1, j - 1] + cost)
      if (i > 1 && j > 1 && substr(a, i, 1) == substr(b, j - 1, 1) && substr(a, i - 1, 1) == substr(b, j, 1))
        d[i, j] = min(d[i, j], d[i - 2, j - 2] + 1)
    }
    return d[n, m]
  }
  function min(x, y) { return x < y ? x : y }
  BEGIN {
    limit = int(length(given) / 3); if (limit < 1) limit = 1; if (limit > 2) limit = 2
    count = split(known, names, " "); best = ""; bestDistance = limit + 1
    for (k = 1; k <= count; k++) {
      d = distance(toupper(given), toupper(names[k]))
      if (d < bestDistance) { bestDistance = d; best = names[k] }
    }
    if (best != "") printf "%s is not a%s %s; did you mean %s?\n", given, kind == "option" ? "n" : "", kind, best
    else printf "%s is not a%s %s (make help lists the targets and their variables)\n", given, kind == "option" ? "n" : "", kind
  }'
