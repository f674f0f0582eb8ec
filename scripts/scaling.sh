#!/usr/bin/env bash
# Thread scaling of perft: alternates runs of each engine configuration (so load from other
# processes hits them alike) and prints every wall time, the CPU time (user + sys) each run got,
# and the medians per configuration. On a shared machine the CPU times tell what the wall
# times cannot: whether the extra threads did extra work (they should not).
# Usage: scripts/scaling.sh NAME DEPTH FEN RUNS "CONFIG" "CONFIG"...
#   e.g. scripts/scaling.sh startpos 7 startpos 3 "--threads 1" "pair" "--threads 2"
# The config "pair" runs two one-thread processes at once and records each one's wall time:
# how much two busy cores slow each other down on this machine (shared cache, memory, the
# host's clock), which no split of the work can win back. With "--threads 1" among the
# configs, the last line gives the speedup two cores allow: 2 x (one alone) / (one of a pair).
# FEN "startpos" means the start position. Uses target/release/bitperft (build it first).
set -euo pipefail
bin=${BIN:-target/release/bitperft}
name=$1 depth=$2 fen=$3 runs=$4
shift 4
[ "$fen" = startpos ] && fen="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
declare -A times cpus
median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
tmp=$(mktemp)
# The wall time a --json run reports (stdin), and the CPU time GNU time wrote to file $1.
ms_of() { grep -o '"ms":[0-9.]*' | cut -d: -f2; }
cpu_of() { awk '/^cpu/ {printf "%.0f", ($2 + $3) * 1000}' "$1"; }
for ((r = 1; r <= runs; r++)); do
  for cfg in "$@"; do
    if [ "$cfg" = pair ]; then
      /usr/bin/time -f 'cpu %U %S' -o "$tmp.t1" "$bin" perft "$depth" --fen "$fen" --json \
        --threads 1 >"$tmp.o1" &
      first=$!
      /usr/bin/time -f 'cpu %U %S' -o "$tmp.t2" "$bin" perft "$depth" --fen "$fen" --json \
        --threads 1 >"$tmp.o2" &
      # Either process failing stops the script (set -e), as a failing run does below.
      wait "$first"
      wait $!
      for i in 1 2; do
        ms=$(ms_of <"$tmp.o$i")
        cpu=$(cpu_of "$tmp.t$i")
        times[$cfg]="${times[$cfg]:-} $ms"
        cpus[$cfg]="${cpus[$cfg]:-} $cpu"
        echo "run $r  $name d$depth  [pair, process $i]  $ms ms wall  $cpu ms cpu"
      done
      rm -f "$tmp".[ot][12]
      continue
    fi
    # shellcheck disable=SC2086
    out=$(/usr/bin/time -f 'cpu %U %S' -o "$tmp" "$bin" perft "$depth" --fen "$fen" --json $cfg)
    ms=$(ms_of <<<"$out")
    cpu=$(cpu_of "$tmp")
    times[$cfg]="${times[$cfg]:-} $ms"
    cpus[$cfg]="${cpus[$cfg]:-} $cpu"
    split=$(grep -o '"tasks":[0-9]*,"largest_task_share":[0-9.e-]*' <<<"$out" || true)
    echo "run $r  $name d$depth  [$cfg]  $ms ms wall  $cpu ms cpu  (load $(cut -d' ' -f1 /proc/loadavg)) $split"
  done
done
rm -f "$tmp"
declare -A medians
for cfg in "$@"; do
  # shellcheck disable=SC2086
  medians[$cfg]=$(printf '%s\n' ${times[$cfg]} | median)
  # shellcheck disable=SC2086
  echo "median $name d$depth [$cfg]: ${medians[$cfg]} ms wall," \
    "$(printf '%s\n' ${cpus[$cfg]} | median) ms cpu over $(wc -w <<<"${times[$cfg]}") runs;" \
    "wall:${times[$cfg]}"
done
if [ -n "${medians[pair]:-}" ] && [ -n "${medians[--threads 1]:-}" ]; then
  echo "two cores allow $name d$depth: $(awk -v a="${medians[--threads 1]}" -v p="${medians[pair]}" \
    'BEGIN {printf "%.2f", 2 * a / p}')x one thread (2 x ${medians[--threads 1]} / ${medians[pair]} ms)"
fi
