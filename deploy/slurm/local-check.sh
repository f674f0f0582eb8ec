#!/bin/bash
# Runs the Slurm recipe of this directory end to end on this machine and checks the result.
#
# usage: deploy/slurm/local-check.sh            (as root; not part of CI)
#
# 1. Installs `slurm-wlm` and `munge` with apt-get if their commands are missing.
# 2. Starts a private munged, slurmctld and slurmd: a one-node cluster whose key, socket,
#    config, spool, state and logs all live in a temporary directory, on ports of its own
#    (16817 and 16818 by default). The daemons get the config with -f and the Slurm commands
#    through SLURM_CONF, so /etc/slurm and /etc/munge are neither needed nor touched, and a
#    Slurm already running on the machine is left alone. The daemons run in the foreground
#    as children of this script.
# 3. Splits a start-position perft with `bitperft split` and submits it with submit.sh (the
#    unit array, then the merge with afterok), and waits for the merge job.
# 4. Checks that every array task and the merge job completed with exit code 0 and that the
#    merge job printed the published perft count.
# 5. On exit, also on failure or Ctrl-C: cancels its jobs, stops the daemons it started, and
#    removes the temporary directory (kept after a failure; the daemons' logs and the jobs'
#    output are printed).
# Prints PASS (exit status 0) or FAIL and the reason (exit status 1).
#
# Environment:
#   BITPERFT               the bitperft binary (default: target/release/bitperft of this
#                          repository, built with `cargo build --release` if absent)
#   LOCAL_CHECK_DEPTH      perft depth of the start position, 1-7 (default 6: 119,060,324)
#   LOCAL_CHECK_PLY        split ply (default 2)
#   LOCAL_CHECK_UNITS      work units, i.e. array tasks (default 4)
#   LOCAL_CHECK_TIMEOUT    seconds to wait for the jobs (default 900)
#   LOCAL_CHECK_PORT       slurmctld's port; slurmd uses the next one (default 16817)
#   LOCAL_CHECK_KEEP=1     keep the temporary directory after a pass too
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
depth=${LOCAL_CHECK_DEPTH:-6}
ply=${LOCAL_CHECK_PLY:-2}
units=${LOCAL_CHECK_UNITS:-4}
timeout=${LOCAL_CHECK_TIMEOUT:-900}
port=${LOCAL_CHECK_PORT:-16817}

# Published perft counts of the start position (chessprogramming.org, OEIS A048987).
known=(1 20 400 8902 197281 4865609 119060324 3195901860)

say() { echo "local-check: $*"; }

tmp=""
munged_pid=""
ctld_pid=""
slurmd_pid=""
jobs_ids=""
reason=""
passed=0
t0=$(date +%s)

fail() {
    reason=$*
    exit 1
}

# Sends TERM to a daemon this script started, waits up to 10 s, then KILL.
stop_pid() {
    local name=$1 pid=$2
    [ -n "$pid" ] || return 0
    kill -0 "$pid" 2>/dev/null || return 0
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.2
    done
    if kill -0 "$pid" 2>/dev/null; then
        say "$name (pid $pid) did not stop on TERM; sending KILL"
        kill -KILL "$pid" 2>/dev/null || true
    fi
    wait "$pid" 2>/dev/null || true
    say "stopped $name (pid $pid)"
}

cleanup() {
    local rc=$? d pid left
    cd / || true
    trap - EXIT INT TERM
    set +e
    if [ "$passed" != 1 ] && [ "$rc" = 0 ]; then rc=1; fi
    if [ -n "$jobs_ids" ] && [ -n "$ctld_pid" ] && kill -0 "$ctld_pid" 2>/dev/null; then
        # shellcheck disable=SC2086
        timeout 10 scancel $jobs_ids 2>/dev/null
        for _ in $(seq 1 50); do
            [ -z "$(timeout 5 squeue -h -o %i 2>/dev/null)" ] && break
            sleep 0.2
        done
    fi
    stop_pid slurmd "$slurmd_pid"
    stop_pid slurmctld "$ctld_pid"
    stop_pid munged "$munged_pid"
    if [ -n "$tmp" ] && [ -d "$tmp" ]; then
        # Job processes left behind by a stopped slurmd: those working in this run's
        # directory (the jobs' working directory is $tmp/work).
        left=""
        for d in /proc/[0-9]*; do
            pid=${d#/proc/}
            case "$(readlink "$d/cwd" 2>/dev/null)" in
                "$tmp" | "$tmp"/*) [ "$pid" != $$ ] && left="$left $pid" ;;
            esac
        done
        if [ -n "$left" ]; then
            say "killing job processes left in $tmp:$left"
            # shellcheck disable=SC2086
            kill -KILL $left 2>/dev/null
        fi
    fi
    if [ "$rc" != 0 ] && [ -n "$tmp" ] && [ -d "$tmp/log" ]; then
        for f in "$tmp"/log/*.log "$tmp"/work/*.out; do
            [ -s "$f" ] || continue
            echo "--- last lines of $f"
            tail -n 15 "$f"
        done
    fi
    if [ -n "$tmp" ] && [ -d "$tmp" ]; then
        if [ "$rc" = 0 ] && [ "${LOCAL_CHECK_KEEP:-0}" != 1 ]; then
            rm -rf "$tmp"
        else
            say "kept $tmp (config, logs, split, job output)"
        fi
    fi
    if [ "$rc" = 0 ]; then
        echo "PASS: Slurm recipe on one node: perft $depth of the start position at ply $ply" \
            "in $units units = ${known[$depth]} ($(($(date +%s) - t0)) s in all)"
        exit 0
    fi
    echo "FAIL: ${reason:-interrupted or an unexpected error (exit status $rc)}"
    exit 1
}
trap cleanup EXIT
trap 'reason="interrupted"; exit 1' INT TERM

# --- checks and prerequisites ---------------------------------------------------------------

case "$depth" in [1-7]) ;; *) fail "LOCAL_CHECK_DEPTH must be 1 to 7 (known counts)" ;; esac
case "$ply" in [1-8]) ;; *) fail "LOCAL_CHECK_PLY must be 1 to 8" ;; esac
[ "$ply" -le "$depth" ] || fail "LOCAL_CHECK_PLY ($ply) must not exceed LOCAL_CHECK_DEPTH ($depth)"
case "$units" in '' | *[!0-9]* | 0) fail "LOCAL_CHECK_UNITS must be a positive integer" ;; esac
case "$timeout" in '' | *[!0-9]*) fail "LOCAL_CHECK_TIMEOUT must be a number of seconds" ;; esac
case "$port" in '' | *[!0-9]*) fail "LOCAL_CHECK_PORT must be a port number" ;; esac
[ "$(id -u)" = 0 ] || fail "run as root: slurmd must start jobs as their user"

missing=""
for c in munged munge unmunge slurmctld slurmd sbatch squeue scontrol scancel sinfo; do
    command -v "$c" >/dev/null 2>&1 || missing="$missing $c"
done
if [ -n "$missing" ]; then
    command -v apt-get >/dev/null 2>&1 ||
        fail "missing:$missing; install Slurm (slurmctld, slurmd, client) and munge"
    say "missing:$missing; installing slurm-wlm and munge with apt-get"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q >/dev/null || fail "apt-get update failed"
    apt-get install -y -q slurm-wlm munge >/dev/null || fail "apt-get install slurm-wlm munge failed"
    # The packages' own services (if the machine runs systemd) use the default socket and
    # ports; this check uses its own and does not depend on them.
fi
say "$(slurmctld -V), $(munged -V 2>&1 | head -n 1 | cut -d' ' -f1)"

# The binary must be an absolute path: the jobs run in another directory.
if [ -n "${BITPERFT:-}" ]; then
    bin=$(command -v "$BITPERFT" 2>/dev/null) || fail "BITPERFT=$BITPERFT: not found or not executable"
else
    bin=$root/target/release/bitperft
    if [ ! -x "$bin" ]; then
        command -v cargo >/dev/null 2>&1 ||
            fail "$bin is missing and cargo is not on PATH: build it (cargo build --release) or set BITPERFT=/path/to/bitperft"
        say "$bin is missing; building it with cargo build --release"
        (cd "$root" && cargo build --release) || fail "cargo build --release failed"
    fi
fi
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
[ -x "$bin" ] || fail "$bin is not executable"
export BITPERFT=$bin
say "bitperft: $bin ($("$bin" --version))"

# Settings of the caller's own Slurm (partition, account, output format) must not apply here.
for v in $(compgen -e | grep -E '^(SBATCH|SALLOC|SRUN|SQUEUE|SINFO|SLURM)_' || true); do
    unset "$v"
done

# --- a one-node cluster in a temporary directory --------------------------------------------

tmp=$(mktemp -d /tmp/bitperft-slurm-check.XXXXXX)
chmod 711 "$tmp" # munged wants every directory above its socket searchable by all
mkdir -p "$tmp/munge" "$tmp/log" "$tmp/state" "$tmp/spool" "$tmp/work"
node=$(hostname -s)
cpus=$(nproc)
say "cluster directory $tmp; node $node with $cpus CPUs; ports $port and $((port + 1))"

if command -v mungekey >/dev/null 2>&1; then
    mungekey --create --keyfile="$tmp/munge/munge.key" || fail "mungekey failed"
else
    dd if=/dev/urandom of="$tmp/munge/munge.key" bs=1024 count=1 status=none
fi
chmod 600 "$tmp/munge/munge.key"
sock=$tmp/munge/munge.socket

cat >"$tmp/slurm.conf" <<EOF
# One-node cluster of deploy/slurm/local-check.sh; everything lives under $tmp.
ClusterName=bitperft-check
SlurmctldHost=$node(127.0.0.1)
SlurmctldPort=$port
SlurmdPort=$((port + 1))
AuthType=auth/munge
AuthInfo=socket=$sock
CredType=cred/munge
SlurmUser=root
SlurmdUser=root
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
MpiDefault=none
MailProg=/bin/true
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
JobCompType=jobcomp/none
SlurmctldPidFile=$tmp/slurmctld.pid
SlurmdPidFile=$tmp/slurmd.pid
SlurmdSpoolDir=$tmp/spool
StateSaveLocation=$tmp/state
NodeName=$node NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=check Nodes=$node Default=YES MaxTime=INFINITE State=UP
EOF
# The daemons are given the file with -f; sbatch, squeue, scontrol and scancel read SLURM_CONF.
export SLURM_CONF=$tmp/slurm.conf

# Waits up to $1 seconds for the command after it to succeed; fails if daemon $2 (pid $3) dies.
wait_for() {
    local secs=$1 name=$2 pid=$3
    shift 3
    for _ in $(seq 1 $((secs * 5))); do
        "$@" >/dev/null 2>&1 && return 0
        kill -0 "$pid" 2>/dev/null || fail "$name exited at start (log: $tmp/log/$name.log)"
        sleep 0.2
    done
    fail "$name did not come up within $secs s (log: $tmp/log/$name.log)"
}

# Each daemon runs in a session of its own (setsid: same pid), so that Ctrl-C reaches only this
# script, which then cancels the jobs before it stops the daemons.
t_setup=$(date +%s)
setsid munged -F --socket="$sock" --key-file="$tmp/munge/munge.key" \
    --pid-file="$tmp/munge/munged.pid" --log-file="$tmp/log/munged.log" \
    --seed-file="$tmp/munge/munged.seed" >>"$tmp/log/munged.log" 2>&1 &
munged_pid=$!
munge_ok() { munge -S "$sock" -n | unmunge -S "$sock"; }
wait_for 15 munged "$munged_pid" munge_ok
say "started munged (pid $munged_pid)"

setsid slurmctld -D -f "$SLURM_CONF" >"$tmp/log/slurmctld.log" 2>&1 &
ctld_pid=$!
ctld_up() { scontrol ping | grep -q UP; }
wait_for 30 slurmctld "$ctld_pid" ctld_up
say "started slurmctld (pid $ctld_pid)"

setsid slurmd -D -f "$SLURM_CONF" -N "$node" >"$tmp/log/slurmd.log" 2>&1 &
slurmd_pid=$!
node_idle() { [ "$(sinfo -h -n "$node" -o %T)" = idle ]; }
wait_for 60 slurmd "$slurmd_pid" node_idle
say "started slurmd (pid $slurmd_pid); node $node idle after $(($(date +%s) - t_setup)) s"

# --- the recipe: split, submit.sh, wait -----------------------------------------------------

split=$tmp/split
"$bin" split "$depth" --ply "$ply" --units "$units" --out "$split" --quiet >"$tmp/log/split.out" 2>&1 ||
    { cat "$tmp/log/split.out"; fail "bitperft split failed"; }
tail -n 1 "$tmp/log/split.out"

# Job output files (perft-unit-%A_%a.out, perft-merge-%j.out) go to the submit directory.
cd "$tmp/work"
t_jobs=$(date +%s)
submitted=$("$here/submit.sh" "$split") || fail "submit.sh failed"
echo "$submitted"
array=$(echo "$submitted" | sed -n 's/^submitted array job \([0-9][0-9]*\) .*/\1/p')
merge=$(echo "$submitted" | sed -n 's/.* merge job \([0-9][0-9]*\) .*/\1/p')
if [ -z "$array" ] || [ -z "$merge" ]; then
    fail "could not read the job ids from submit.sh's output"
fi
jobs_ids="$array $merge"

# The merge job runs only once every array task completed (afterok); a failed task leaves it
# pending with DependencyNeverSatisfied.
state=""
while :; do
    line=$(scontrol -o show job "$merge" 2>/dev/null) || fail "merge job $merge vanished from slurmctld"
    state=$(echo "$line" | sed -n 's/.*JobState=\([^ ]*\).*/\1/p')
    why=$(echo "$line" | sed -n 's/.* Reason=\([^ ]*\).*/\1/p')
    case "$state" in
        COMPLETED) break ;;
        PENDING | RUNNING | CONFIGURING | COMPLETING) ;;
        *) fail "merge job $merge ended $state (output: $tmp/work/perft-merge-$merge.out)" ;;
    esac
    [ "$why" = DependencyNeverSatisfied ] && fail "an array task failed: merge job $merge can never run"
    [ $(($(date +%s) - t_jobs)) -lt "$timeout" ] || fail "jobs not done within $timeout s"
    sleep 1
done
t_done=$(date +%s)

# --- checks ---------------------------------------------------------------------------------

bad=$(scontrol -o show job "$array" | grep -v 'JobState=COMPLETED .*ExitCode=0:0' || true)
[ -z "$bad" ] || fail "array tasks not completed cleanly: $bad"
tasks=$(scontrol -o show job "$array" | grep -c 'JobState=COMPLETED')
[ "$tasks" = "$units" ] || fail "$tasks array tasks completed, expected $units"
scontrol -o show job "$merge" | grep -q 'ExitCode=0:0' || fail "merge job $merge exit code not 0"

for f in perft-unit-"$array"_*.out perft-merge-"$merge".out; do
    echo "==> $f"
    cat "$f"
done

total=$(sed -n 's/^total: *\([0-9][0-9]*\)$/\1/p' "perft-merge-$merge.out")
[ -n "$total" ] || fail "no total in perft-merge-$merge.out"
[ "$total" = "${known[$depth]}" ] ||
    fail "merged total $total, but perft $depth of the start position is ${known[$depth]}"
say "$units array tasks and the merge completed in $((t_done - t_jobs)) s;" \
    "total $total = published perft($depth)"
passed=1
