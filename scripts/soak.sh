#!/usr/bin/env bash
# The soak test: every game checks itself for a while. Builds the release binary, then runs
# `bitperft selfcheck --variant all` with the seed and the seconds per variant given (every
# variant of the registry in turn: chess with its Chess960 starts, the dedicated variants, the
# fairy catalog, fairychess also against chess), printing one line per variant as it finishes,
# every disagreement with the commands that reproduce it, and the summary. Exit status 1 if any
# two ways of counting disagreed (the output is also kept in TARGET/soak-SEED.log, TARGET being
# $CARGO_TARGET_DIR or target).
# Usage: scripts/soak.sh [SEED] [SECONDS_PER_VARIANT]    (defaults: a seed from the clock, 60)
#   e.g. scripts/soak.sh 7 300    # about 3.5 hours for the whole registry
# Extra selfcheck flags go in SELFCHECK_FLAGS (e.g. SELFCHECK_FLAGS="--depth 4 --plies 80").
set -euo pipefail
cd "$(dirname "$0")/.."
seed=${1:-$(date +%s)}
seconds=${2:-60}
target=${CARGO_TARGET_DIR:-target}
cargo build --release --quiet
log="$target/soak-$seed.log"
echo "soak: seed $seed, $seconds s per variant, log $log"
set +e
# shellcheck disable=SC2086 # SELFCHECK_FLAGS is a list of words
"$target/release/bitperft" selfcheck --variant all --seed "$seed" --seconds "$seconds" \
  ${SELFCHECK_FLAGS:-} | tee "$log"
status=${PIPESTATUS[0]}
set -e
case $status in
  0) echo "soak: no disagreement (seed $seed)" ;;
  1) echo "soak: DISAGREEMENTS found (seed $seed): see the DISAGREE lines above or in $log" ;;
  *) echo "soak: selfcheck failed with status $status" ;;
esac
exit "$status"
