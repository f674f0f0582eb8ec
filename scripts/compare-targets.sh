#!/usr/bin/env bash
# Builds bitperft for several CPU targets (separate target dirs), runs `bench --sliders all`
# with each, and prints one table: target x backend, median Mnps over the bench set.
#
#   scripts/compare-targets.sh [REPEAT]        (default REPEAT=3)
#   TARGETS="x86-64 native" scripts/compare-targets.sh 1
#
# RUSTFLAGS overrides the `-C target-cpu=native` of .cargo/config.toml for each build.
set -euo pipefail
cd "$(dirname "$0")/.."
repeat=${1:-3}
targets=${TARGETS:-"x86-64 x86-64-v2 x86-64-v3 x86-64-v4 native"}
results=$(mktemp)
trap 'rm -f "$results"' EXIT
for t in $targets; do
  dir="target/cpu-$t"
  echo "building for target-cpu=$t ..." >&2
  RUSTFLAGS="-C target-cpu=$t" cargo build --release --quiet --target-dir "$dir"
  echo "running bench --sliders all for $t ..." >&2
  "$dir/release/bitperft" bench --sliders all --repeat "$repeat" --json |
    python3 -c '
import json, sys
t = sys.argv[1]
for line in sys.stdin:
    r = json.loads(line)
    if r.get("name") == "total":
        print(t, r["sliders"], r["nps"] / 1e6)
' "$t" >>"$results"
done
python3 - "$results" <<'PY'
import sys, collections
rows = collections.OrderedDict()
backends = []
for line in open(sys.argv[1]):
    t, b, mnps = line.split()
    rows.setdefault(t, {})[b] = float(mnps)
    if b not in backends:
        backends.append(b)
print("| target | " + " | ".join(backends) + " |")
print("|---|" + "---:|" * len(backends))
for t, r in rows.items():
    print(f"| {t} | " + " | ".join(f"{r[b]:.0f}" if b in r else "-" for b in backends) + " |")
PY
