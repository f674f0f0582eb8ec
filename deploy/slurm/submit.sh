#!/bin/bash
# Submits the unit array of a split and the merge that waits for it.
# usage: deploy/slurm/submit.sh SPLIT_DIR [more sbatch options, e.g. --partition=long]
# Set BITPERFT=/path/to/bitperft if it is not on the nodes' PATH.
set -euo pipefail
if [ $# -lt 1 ]; then
    echo "usage: $0 SPLIT_DIR [sbatch options...]" >&2
    exit 2
fi
dir=$(cd "$1" && pwd)
shift
n=$(sed -n 's/^ *"unit_count": *\([0-9][0-9]*\).*/\1/p' "$dir/manifest.json")
if [ -z "$n" ]; then
    echo "$dir/manifest.json: no unit_count (is $dir a bitperft split?)" >&2
    exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
array=$(sbatch --parsable --array="0-$((n - 1))" --export="ALL,SPLIT_DIR=$dir" "$@" \
    "$here/perft-array.sbatch")
array=${array%%;*}
merge=$(sbatch --parsable --dependency="afterok:$array" --export="ALL,SPLIT_DIR=$dir" "$@" \
    "$here/perft-merge.sbatch")
merge=${merge%%;*}
echo "submitted array job $array (units 0-$((n - 1))) and merge job $merge (afterok:$array)"
