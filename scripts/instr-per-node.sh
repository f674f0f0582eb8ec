#!/usr/bin/env bash
# Instructions per leaf node (valgrind callgrind: exact and repeatable, unlike timings on a
# busy machine). Usage: scripts/instr-per-node.sh [BINARY]
# Valgrind 3.19 cannot decode AVX-512/GFNI, so by default this builds an x86-64-v3 (AVX2 + BMI2)
# release binary into target/callgrind and counts that.
set -euo pipefail
if [ $# -ge 1 ]; then
  bin=$1
else
  RUSTFLAGS="-C target-cpu=x86-64-v3" cargo build --release --quiet --target-dir target/callgrind
  bin=target/callgrind/release/bitperft
fi
run() { # name depth fen
  local out ir nodes
  out=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" perft "$2" --fen "$3" --threads 1 --json 2>&1)
  ir=$(grep -o 'Collected : [0-9]*' <<<"$out" | grep -o '[0-9]*$')
  nodes=$(grep -o '"nodes":[0-9]*' <<<"$out" | grep -o '[0-9]*$')
  printf '%-10s d%-2s %12s nodes %14s instr %7.2f instr/node\n' "$1" "$2" "$nodes" "$ir" "$(echo "$ir / $nodes" | bc -l)"
}
run startpos 5 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
run kiwipete 4 "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
run position3 6 "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
run position5 4 "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
