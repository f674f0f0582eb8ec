#!/usr/bin/env bash
# Builds bitperft for several CPU targets (separate target dirs), then runs `bench --sliders all`
# with each build in turn, ROUNDS times round-robin (so a noisy spell hits every target alike),
# and prints one table: target x backend, median Mnps over the rounds (bench-set total).
#
#   scripts/compare-targets.sh [ROUNDS]        (default ROUNDS=3)
#   TARGETS="x86-64 native" scripts/compare-targets.sh 1
#   MODE=bulk scripts/compare-targets.sh      (the counting mode; default fast)
#
# RUSTFLAGS overrides the `-C target-cpu=native` of .cargo/config.toml for each build.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}
targets=${TARGETS:-"x86-64 x86-64-v2 x86-64-v3 x86-64-v4 native"}
mode=${MODE:-fast}
results=$(mktemp)
trap 'rm -f "$results"' EXIT
for t in $targets; do
  echo "building for target-cpu=$t ..." >&2
  RUSTFLAGS="-C target-cpu=$t" cargo build --release --quiet --target-dir "target/cpu-$t"
done
for r in $(seq "$rounds"); do
  for t in $targets; do
    echo "round $r/$rounds: bench --sliders all --mode $mode for $t ..." >&2
    "target/cpu-$t/release/bitperft" bench --sliders all --threads 1 --mode "$mode" --json |
      python3 -c '
import json, sys
t = sys.argv[1]
for line in sys.stdin:
    r = json.loads(line)
    if r.get("summary"):
        print(t, r["sliders"], r["nps"] / 1e6)
' "$t" >>"$results"
  done
done
echo "bench-set total, median Mnps, --mode $mode, $rounds rounds"
python3 - "$results" <<'PY'
import sys, collections, statistics
rows = collections.OrderedDict()
backends = []
for line in open(sys.argv[1]):
    t, b, mnps = line.split()
    rows.setdefault(t, {}).setdefault(b, []).append(float(mnps))
    if b not in backends:
        backends.append(b)
print("| target | " + " | ".join(backends) + " |")
print("|---|" + "---:|" * len(backends))
for t, r in rows.items():
    cells = [f"{statistics.median(r[b]):.0f}" if b in r else "-" for b in backends]
    print(f"| {t} | " + " | ".join(cells) + " |")
PY
