#!/usr/bin/env bash
# Seed corpora for the fuzz targets from the bundled suites (run from fuzz/; idempotent).
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p corpus/fen corpus/epd corpus/moves corpus/uci
i=0
grep -hv '^#' ../perf-suites/*.epd | while IFS= read -r line; do
    i=$((i + 1))
    fen="${line%%;*}"
    printf '%s' "$fen" > "corpus/fen/suite-$i"
    printf '%s' "$line" > "corpus/epd/suite-$i"
    if [ $((i % 4)) -eq 0 ]; then
        printf '%s\n' "$fen" > "corpus/moves/suite-$i"
        printf 'position fen %s\ngo perft 1\nd\n' "$fen" > "corpus/uci/suite-$i"
    fi
done
printf '\ne2e4 e7e5 g1f3 b8c6 f1b5 a7a6 e1g1 g8f6\n' > corpus/moves/ruy-lopez
printf 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\ne1h1 e8a8\n' > corpus/moves/castles
printf '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1\nb7b8Q e8d7\n' > corpus/moves/promotion
printf 'uci\nisready\nsetoption name UCI_Chess960 value true\nsetoption name Hash value 32\nposition startpos moves e2e4 e7e5\ngo perft 2\nd\nucinewgame\nquit\n' > corpus/uci/session
# variant_fen: the first byte picks the game (0 crazyhouse, 1 king of the hill, 2 three-check,
# 3 racing kings, 4 antichess, 5 giveaway, 6 horde, 7 atomic), then each verified variant position.
mkdir -p corpus/variant_fen
for pair in 0:crazyhouse 1:kingofthehill 2:3check 3:racingkings 4:antichess 5:giveaway 6:horde 7:atomic; do
    byte="${pair%%:*}"
    name="${pair#*:}"
    j=0
    grep -hv '^#' "../perf-suites/variants/$name.epd" | while IFS= read -r line; do
        j=$((j + 1))
        { printf "\\x0$byte"; printf '%s\n' "${line%%;*}"; } > "corpus/variant_fen/$name-$j"
    done
done
