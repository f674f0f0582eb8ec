#!/usr/bin/env bash
# Profile-guided build of the bitperft CLI (see PERFORMANCE.md, "Profile-guided build"):
#   1. an instrumented `dist` build (release with fat LTO) (-Cprofile-generate),
#   2. a training run over what the program is used for: `bench` in every counting mode, the
#      standard suite, a threaded hashed perft, and every bundled variant suite up to a node cap
#      (code the training never runs would be laid out as cold),
#   3. the raw profiles merged with llvm-profdata,
#   4. the optimised `dist` build (-Cprofile-use).
#
#   scripts/pgo-build.sh             -> target/pgo/use/x86_64-unknown-linux-gnu/dist/bitperft
#   TARGET_CPU=x86-64-v3 scripts/pgo-build.sh
#
# Needs the llvm-tools component of the pinned toolchain: `rustup component add llvm-tools`.
# `--target` is given explicitly so that the instrumentation flags reach the binary but not the
# build scripts.
set -euo pipefail
cd "$(dirname "$0")/.."
cpu=${TARGET_CPU:-native}
triple=$(rustc -vV | sed -n 's/^host: //p')
profdata=$(find "$(rustc --print sysroot)" -name llvm-profdata -type f | head -n 1)
if [ -z "$profdata" ]; then
  echo "llvm-profdata not found: run 'rustup component add llvm-tools'" >&2
  exit 2
fi
dir=$PWD/target/pgo
rm -rf "$dir/data" "$dir/merged.profdata"
mkdir -p "$dir/data"

echo "1/4 instrumented build (target-cpu=$cpu)" >&2
RUSTFLAGS="-C target-cpu=$cpu -Cprofile-generate=$dir/data" \
  cargo build --profile dist -p bitperft-cli --target "$triple" --target-dir "$dir/gen"
bin=$dir/gen/$triple/dist/bitperft

echo "2/4 training run" >&2
for mode in fast bulk make; do
  "$bin" bench --threads 1 --mode "$mode" >/dev/null
done
"$bin" suite perf-suites/standard.epd --threads 1 --max-nodes 300000000 --quiet >/dev/null
"$bin" suite perf-suites/chess960.epd --threads 1 --max-nodes 10000000 --quiet >/dev/null
"$bin" perft 7 --threads 2 --hash 256 --quiet >/dev/null
for suite in perf-suites/variants/*.epd; do
  variant=$(basename "$suite" .epd)
  "$bin" suite "$suite" --variant "$variant" --threads 1 --max-nodes 5000000 --quiet >/dev/null
done

echo "3/4 merging profiles" >&2
"$profdata" merge -o "$dir/merged.profdata" "$dir/data"

echo "4/4 optimised build" >&2
RUSTFLAGS="-C target-cpu=$cpu -Cprofile-use=$dir/merged.profdata" \
  cargo build --profile dist -p bitperft-cli --target "$triple" --target-dir "$dir/use"
echo "$dir/use/$triple/dist/bitperft"
