#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/acquire.sh: throughput and memory benchmark of `custody-cli acquire` against the
# usual imaging/hashing tools, on a source that never touches a disk.
#
# What it measures
#   The source is a file of pseudo-random (incompressible) bytes on a private tmpfs, attached
#   read-only as a loop device, so the read side costs only memory copies and every tool reads
#   through the same block-device path. Each writing command runs once per round into two
#   targets: a tmpfs folder (measures the tool itself: reading, hashing, copying) and a folder
#   on the real disk (adds the write path). The commands are:
#     custody-cli acquire --hash md5,sha256      --copy-reads buffered | direct
#     custody-cli acquire --hash none            --copy-reads buffered | direct
#     openssl dgst -sha256 < LOOP, openssl dgst -md5 < LOOP   (no output: hashing ceilings)
#     dd if=LOOP of=OUT bs=1M                                   (plain copy ceiling)
#     dd if=LOOP bs=1M | tee OUT | sha256sum                    (the classic shell pipeline)
#     dd ... | tee OUT FIFO | sha256sum, md5sum < FIFO          (the same with both hashes, the
#                                                                fair equivalent of MD5+SHA-256)
#     dc3dd if=LOOP of=OUT hash=md5 hash=sha256 log=...
#     dcfldd if=LOOP of=OUT hash=md5,sha256 hashlog=... bs=1M
#   The runs are interleaved (round-robin: every round runs every command once) so that
#   machine noise hits all commands alike; the table reports the median over the rounds.
#
#   For every run it records
#     - wall time of the command alone -> "MB/s" (decimal MB: bytes / 1e6 / seconds);
#     - wall time of the command plus `sync --data` of every file it wrote -> "durable MB/s".
#       custody fdatasyncs its image before it reports success, dd/dc3dd/dcfldd do not and
#       leave up to vm.dirty_ratio of RAM in the page cache, so on the disk target only the
#       durable column compares like with like. On tmpfs both columns are nearly equal.
#     - peak RSS (GNU time %M, KiB) -> "RSS MiB", the maximum over the rounds. For a pipeline
#       it is the largest single process of the pipeline (the kernel's RUSAGE of the `bash -c`
#       that runs it includes its waited-for children; this is a max, not a sum), so the
#       bash wrapper (~3 MiB) is a floor there.
#     - background load: how many CPUs other processes kept busy during a 0.5 s pause just
#       before the run (median over the rounds). Anything above ~0.1 means a concurrent job
#       (a build, say) skewed that command's numbers; compare such a table with care.
#   Between runs the outputs are deleted and `sync` is run, so no output pages stay cached,
#   and `blockdev --flushbufs` drops the loop device's own page cache, so every run reads
#   through the loop driver. The source file itself stays in RAM (tmpfs) throughout.
#
#   Side effect: correctness. The MD5 and SHA-256 of the source are computed once; every run
#   that reports a hash (custody's OUTPUT_BASE.md5/.sha256, openssl, sha256sum, md5sum, dc3dd,
#   dcfldd) must report those, and every image must have the source's size, or the script
#   stops with an error.
#
# How to run (as root: it mounts tmpfs and sets up a loop device; it builds nothing)
#   bench/acquire.sh [PATH/TO/custody-cli]
#   The custody-cli path is the first argument, else $CUSTODY_CLI, else build/app/custody-cli
#   relative to the repository root. Environment:
#     BENCH_SIZE      source size, binary suffixes, a multiple of 1M      (default 2G)
#     BENCH_ROUNDS    rounds of the round-robin                          (default 3)
#     BENCH_DISK_DIR  folder on the real disk for the disk target        (default /var/tmp)
#     BENCH_RESULTS   optional: write the summary table there as TSV
#     BENCH_RUNS      optional: write every single run there as TSV
#     BENCH_IDLE_TIMEOUT  seconds to wait before each run for the background load to fall
#                     below BENCH_IDLE_MAX CPUs (default 0: do not wait, only record it)
#     BENCH_IDLE_MAX  see BENCH_IDLE_TIMEOUT                             (default 0.25)
#     BENCH_NICE      niceness of the measured commands and, with autogroup scheduling, of
#                     this session's autogroup, restored on exit (default 0). On a machine
#                     shared with builds, -20 gives the commands nearly the CPUs they would
#                     have on an idle one (kernel workers, e.g. the loop driver's and
#                     writeback, stay at 0).
#   Smoke test: BENCH_SIZE=256M BENCH_ROUNDS=1 bench/acquire.sh /tmp/bench-build/app/custody-cli
#   Needs: coreutils, openssl, dc3dd, dcfldd, GNU time (/usr/bin/time), util-linux, mount.
#   Memory: about twice BENCH_SIZE of RAM (source tmpfs + output tmpfs).
#
# On a VM with virtio-balloon free page reporting (printed in the header), freed guest memory
# goes back to the host and every page allocated later costs a host fault on first touch:
# the page cache of buffered reads and every output pay for it, absolute numbers are lower
# than on bare metal and direct reads gain more over buffered ones than they would there.
#
# Everything it creates (loop device, tmpfs mounts, temporary folders) is removed on exit,
# also when a run fails or the script is interrupted.

set -euo pipefail
export LC_ALL=C # a '.' decimal separator for EPOCHREALTIME, awk and printf

SCRIPT_DIR=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
REPO_ROOT=$(cd -- "$SCRIPT_DIR/.." && pwd)
readonly SCRIPT_DIR REPO_ROOT

BENCH_SIZE=${BENCH_SIZE:-2G}
BENCH_ROUNDS=${BENCH_ROUNDS:-3}
BENCH_DISK_DIR=${BENCH_DISK_DIR:-/var/tmp}
BENCH_RESULTS=${BENCH_RESULTS:-}
BENCH_RUNS=${BENCH_RUNS:-}
BENCH_IDLE_TIMEOUT=${BENCH_IDLE_TIMEOUT:-0}
BENCH_IDLE_MAX=${BENCH_IDLE_MAX:-0.25}
BENCH_NICE=${BENCH_NICE:-0}
CLK_TCK=$(getconf CLK_TCK)
readonly CLK_TCK

# State for cleanup(): set as soon as the resource exists.
WORK_DIR=""       # mktemp -d under /tmp: mount points and logs
DISK_WORK_DIR=""  # mktemp -d under BENCH_DISK_DIR: the disk target
SRC_MOUNTED=0
OUT_MOUNTED=0
LOOP_DEV=""
AUTOGROUP_NICE=""  # the session's autogroup niceness before BENCH_NICE changed it

die() {
    printf 'acquire.sh: error: %s\n' "$*" >&2
    exit 1
}

log() {
    printf '%s\n' "$*" >&2
}

cleanup() {
    local status=$?
    set +e
    trap - EXIT INT TERM
    if [[ -n $AUTOGROUP_NICE ]]; then
        echo "$AUTOGROUP_NICE" >/proc/self/autogroup 2>/dev/null ||
            log "warning: could not restore the autogroup niceness $AUTOGROUP_NICE"
    fi
    if [[ -n $LOOP_DEV ]]; then
        losetup -d "$LOOP_DEV" 2>/dev/null || log "warning: could not detach $LOOP_DEV"
    fi
    # A lazy unmount still succeeds if something holds a file open; the memory is freed
    # when it closes.
    if ((OUT_MOUNTED)); then
        umount "$WORK_DIR/out" 2>/dev/null || umount -l "$WORK_DIR/out"
    fi
    if ((SRC_MOUNTED)); then
        umount "$WORK_DIR/src" 2>/dev/null || umount -l "$WORK_DIR/src"
    fi
    [[ -n $DISK_WORK_DIR && -d $DISK_WORK_DIR ]] && rm -rf -- "$DISK_WORK_DIR"
    [[ -n $WORK_DIR && -d $WORK_DIR ]] && rm -rf -- "$WORK_DIR"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# ---------------------------------------------------------------------------------------------
# Setup

# With autogroup scheduling (kernel.sched_autogroup_enabled), a niceness only ranks processes
# within their session; against other sessions (e.g. someone's build) the session's autogroup
# niceness counts. So BENCH_NICE also goes to this session's autogroup, and back on exit.
apply_nice() {
    ((BENCH_NICE != 0)) && [[ -w /proc/self/autogroup ]] || return 0
    local current
    current=$(awk '{ print $NF }' /proc/self/autogroup)
    echo "$BENCH_NICE" >/proc/self/autogroup
    AUTOGROUP_NICE=$current
}

check_prerequisites() {
    ((EUID == 0)) || die "run as root (tmpfs mounts, loop devices, blockdev)"
    local tool
    for tool in openssl dd tee sha256sum md5sum dc3dd dcfldd losetup blockdev mount umount \
        numfmt mkfifo awk sort; do
        command -v "$tool" >/dev/null || die "missing tool: $tool (see scripts/bootstrap.sh)"
    done
    [[ -x /usr/bin/time ]] || die "missing GNU time at /usr/bin/time (Debian package: time)"
    [[ -x $CUSTODY_CLI ]] ||
        die "custody-cli not found at '$CUSTODY_CLI'; build it first, e.g." \
            "cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release && cmake --build build"
    [[ $BENCH_ROUNDS =~ ^[1-9][0-9]*$ ]] || die "BENCH_ROUNDS must be a positive integer"
    [[ $BENCH_IDLE_TIMEOUT =~ ^[0-9]+$ ]] || die "BENCH_IDLE_TIMEOUT must be whole seconds"
    [[ $BENCH_NICE =~ ^-?[0-9]+$ ]] || die "BENCH_NICE must be a niceness like -20 or 0"
    [[ $BENCH_IDLE_MAX =~ ^[0-9]*\.?[0-9]+$ ]] || die "BENCH_IDLE_MAX must be a number of CPUs"
    [[ -d $BENCH_DISK_DIR ]] || die "BENCH_DISK_DIR '$BENCH_DISK_DIR' is not a folder"
}

parse_size() {
    SIZE_BYTES=$(numfmt --from=iec "$BENCH_SIZE" 2>/dev/null) ||
        die "BENCH_SIZE '$BENCH_SIZE' is not a size like 2G or 256M"
    # Whole MiB: dd bs=1M then copies whole blocks, and O_DIRECT reads need whole sectors.
    ((SIZE_BYTES > 0 && SIZE_BYTES % 1048576 == 0)) ||
        die "BENCH_SIZE must be a positive multiple of 1M"
    readonly SIZE_BYTES
}

check_space() {
    # Source and output tmpfs both hold a full copy; leave 1 GiB for everything else.
    local available_kib disk_available_kib
    available_kib=$(awk '/^MemAvailable:/ { print $2 }' /proc/meminfo)
    ((available_kib * 1024 > 2 * SIZE_BYTES + 1073741824)) ||
        die "not enough RAM for two tmpfs copies of $BENCH_SIZE"
    disk_available_kib=$(df -Pk -- "$BENCH_DISK_DIR" | awk 'NR == 2 { print $4 }')
    ((disk_available_kib * 1024 > SIZE_BYTES + 268435456)) ||
        die "not enough space in $BENCH_DISK_DIR for $BENCH_SIZE"
}

setup_source() {
    WORK_DIR=$(mktemp -d /tmp/custody-bench.XXXXXX)
    mkdir -p "$WORK_DIR/src" "$WORK_DIR/out" "$WORK_DIR/logs"
    local tmpfs_bytes=$((SIZE_BYTES + 67108864))
    mount -t tmpfs -o "size=$tmpfs_bytes,mode=0700" custody-bench-src "$WORK_DIR/src"
    SRC_MOUNTED=1
    mount -t tmpfs -o "size=$tmpfs_bytes,mode=0700" custody-bench-out "$WORK_DIR/out"
    OUT_MOUNTED=1
    DISK_WORK_DIR=$(mktemp -d "$BENCH_DISK_DIR/custody-bench.XXXXXX")

    # AES-CTR over zeros: incompressible, deterministic, and several GB/s fast. openssl is
    # killed by SIGPIPE when head has enough; that is the expected end, not a failure.
    local source_file=$WORK_DIR/src/source.img
    log "creating a $BENCH_SIZE pseudo-random source on tmpfs..."
    { openssl enc -aes-128-ctr -pass pass:x -nosalt </dev/zero 2>/dev/null || true; } |
        head -c "$SIZE_BYTES" >"$source_file"
    [[ $(stat -c %s "$source_file") == "$SIZE_BYTES" ]] || die "could not create the source"

    LOOP_DEV=$(losetup -r -f --show "$source_file")
    [[ $(blockdev --getsize64 "$LOOP_DEV") == "$SIZE_BYTES" ]] ||
        die "$LOOP_DEV does not have the size of the source"

    log "computing the reference hashes of $LOOP_DEV..."
    REF_SHA256=$(openssl dgst -sha256 -r <"$LOOP_DEV" | awk '{ print $1 }')
    REF_MD5=$(openssl dgst -md5 -r <"$LOOP_DEV" | awk '{ print $1 }')
    readonly REF_SHA256 REF_MD5
}

# ---------------------------------------------------------------------------------------------
# The commands

# In print order. A case's targets: "tmpfs disk" for writing commands, "-" for openssl.
readonly CASES=(
    custody-md5+sha256-buffered
    custody-md5+sha256-direct
    custody-nohash-buffered
    custody-nohash-direct
    openssl-sha256
    openssl-md5
    dd-bs1M
    dd-tee-sha256sum
    dd-tee-md5sum+sha256sum
    dc3dd-md5+sha256
    dcfldd-md5+sha256
)

case_targets() {
    case $1 in
    openssl-*) echo "-" ;;
    *) echo "tmpfs disk" ;;
    esac
}

target_dir() {
    case $1 in
    tmpfs) echo "$WORK_DIR/out" ;;
    disk) echo "$DISK_WORK_DIR" ;;
    -) echo "$WORK_DIR/logs" ;; # openssl writes no image; its hash goes to the log
    esac
}

# The pipelines run under `bash -c` so that GNU time sees them as one child; "$1" is the
# source, "$2" the image, "$3"/"$4" the hash outputs.
# shellcheck disable=SC2016 # expanded by that bash, not this one
readonly PIPE_DD_TEE_SHA256='set -o pipefail
dd if="$1" bs=1M status=none | tee "$2" | sha256sum >"$3"'
# shellcheck disable=SC2016
readonly PIPE_DD_TEE_BOTH='set -e -o pipefail
mkfifo "$2.fifo"
md5sum <"$2.fifo" >"$4" &
dd if="$1" bs=1M status=none | tee "$2" "$2.fifo" | sha256sum >"$3"
wait $!'

# run_case CASE TARGET: prepares, runs (timed) and verifies one command.
run_case() {
    local name=$1 target=$2 dir out stdin=/dev/null
    dir=$(target_dir "$target")
    out=$dir/image
    local hashlog=$WORK_DIR/logs/hash.txt md5log=$WORK_DIR/logs/md5.txt
    local -a command
    case $name in
    custody-md5+sha256-buffered | custody-md5+sha256-direct | custody-nohash-*)
        local hashes=md5,sha256
        [[ $name == custody-nohash-* ]] && hashes=none
        command=("$CUSTODY_CLI" acquire "$LOOP_DEV" "$out" --hash "$hashes"
            --copy-reads "${name##*-}")
        ;;
    openssl-sha256 | openssl-md5)
        stdin=$LOOP_DEV # as in `openssl dgst -sha256 < /dev/loopN`
        command=(openssl dgst "-${name#openssl-}" -r)
        ;;
    dd-bs1M)
        command=(dd "if=$LOOP_DEV" "of=$out" bs=1M)
        ;;
    dd-tee-sha256sum)
        command=(bash -c "$PIPE_DD_TEE_SHA256" bash "$LOOP_DEV" "$out" "$hashlog")
        ;;
    dd-tee-md5sum+sha256sum)
        command=(bash -c "$PIPE_DD_TEE_BOTH" bash "$LOOP_DEV" "$out" "$hashlog" "$md5log")
        ;;
    dc3dd-md5+sha256)
        # One hash= per algorithm: dc3dd 7.2 rejects hash=md5,sha256. Its progress goes to
        # stderr, which run_timed sends to a log file.
        command=(dc3dd "if=$LOOP_DEV" "of=$out" hash=md5 hash=sha256 "log=$hashlog")
        ;;
    dcfldd-md5+sha256)
        # shellcheck disable=SC2054 # dcfldd takes a comma-separated list
        command=(dcfldd "if=$LOOP_DEV" "of=$out" hash=md5,sha256 "hashlog=$hashlog" bs=1M
            status=off)
        ;;
    *) die "unknown case $name" ;;
    esac

    rm -f -- "$hashlog" "$md5log"
    drop_caches "$dir"
    wait_for_quiet
    run_timed "$name" "$target" "$dir" "$stdin" "${command[@]}"
    verify_case "$name" "$target" "$out" "$hashlog" "$md5log"
    drop_caches "$dir"
}

# Deletes the outputs (their page cache goes with them), writes back whatever is dirty, and
# drops the loop device's cache so that the next run reads through the loop driver again.
drop_caches() {
    local dir=$1
    [[ $dir == "$WORK_DIR/logs" ]] || find "$dir" -mindepth 1 -delete
    sync
    blockdev --flushbufs "$LOOP_DEV"
}

# Busy CPU time of the whole machine so far, in clock ticks (all CPUs; /proc/stat).
busy_ticks() {
    local _cpu user nice system _idle _iowait irq softirq steal _rest
    read -r _cpu user nice system _idle _iowait irq softirq steal _rest </proc/stat
    echo $((user + nice + system + irq + softirq + steal))
}

# How many CPUs other processes keep busy while the benchmark pauses for 0.5 s, e.g. a
# concurrent build. Sampled just before every run, it is that run's "background load".
sample_load() {
    local before after
    before=$(busy_ticks)
    sleep 0.5
    after=$(busy_ticks)
    awk -v d=$((after - before)) -v hz="$CLK_TCK" 'BEGIN { printf "%.2f", d / hz / 0.5 }'
}

# With BENCH_IDLE_TIMEOUT > 0, waits up to that many seconds until the background load has
# stayed below BENCH_IDLE_MAX CPUs for 4 samples in a row (2 s: a parallel build has short
# gaps between its compiler runs, which one sample would mistake for the end of the build).
# Either way BG_LOAD is the last sample, recorded with the run.
wait_for_quiet() {
    local deadline=$((SECONDS + BENCH_IDLE_TIMEOUT)) quiet=0
    while :; do
        BG_LOAD=$(sample_load)
        if awk -v l="$BG_LOAD" -v m="$BENCH_IDLE_MAX" 'BEGIN { exit !(l <= m) }'; then
            quiet=$((quiet + 1))
        else
            quiet=0
        fi
        ((BENCH_IDLE_TIMEOUT == 0 || quiet >= 4 || SECONDS >= deadline)) && break
    done
}

# run_timed NAME TARGET DIR STDIN COMMAND...: appends one row to RUN_ROWS.
run_timed() {
    local name=$1 target=$2 dir=$3 stdin=$4
    shift 4
    local output=$WORK_DIR/logs/output.txt rss_file=$WORK_DIR/logs/rss.txt
    local start end synced status=0
    start=$EPOCHREALTIME
    # nice comes first so that it does not count in the peak RSS of the command.
    nice -n "$BENCH_NICE" /usr/bin/time -f '%M' -o "$rss_file" "$@" <"$stdin" >"$output" 2>&1 ||
        status=$?
    end=$EPOCHREALTIME
    if ((status != 0)); then
        log "FAILED (exit $status): $name -> $target: ${*}"
        tail -n 20 -- "$output" >&2
        die "$name failed"
    fi
    # Make what the tool wrote durable, as custody already did before it exited (fdatasync).
    if [[ $target != - ]]; then
        find "$dir" -type f -exec sync --data {} +
    fi
    synced=$EPOCHREALTIME
    local rss_kib
    rss_kib=$(tail -n 1 -- "$rss_file")
    RUN_ROWS+=("$ROUND"$'\t'"$name"$'\t'"$target"$'\t'"$(seconds "$start" "$end")"$'\t'"$(seconds "$start" "$synced")"$'\t'"$rss_kib"$'\t'"$BG_LOAD")
    printf '  round %d  %-27s %-5s %9s s %9s s durable %7s KiB  bg load %s\n' "$ROUND" \
        "$name" "$target" "$(seconds "$start" "$end")" "$(seconds "$start" "$synced")" \
        "$rss_kib" "$BG_LOAD" >&2
}

seconds() {
    awk -v a="$1" -v b="$2" 'BEGIN { printf "%.4f", b - a }'
}

# ---------------------------------------------------------------------------------------------
# Correctness

expect_hash() {
    local what=$1 got=$2 expected=$3
    [[ $got == "$expected" ]] ||
        die "WRONG HASH: $what reported '$got', the source has '$expected'"
}

expect_size() {
    local what=$1 file=$2 size
    [[ -f $file ]] || die "$what wrote no image $file"
    size=$(stat -c %s -- "$file")
    [[ $size == "$SIZE_BYTES" ]] || die "$what wrote $size bytes, the source has $SIZE_BYTES"
}

# Every tool that reports a hash must report the source's; every image must be complete.
verify_case() {
    local name=$1 target=$2 out=$3 hashlog=$4 md5log=$5
    local what="$name ($target)" output=$WORK_DIR/logs/output.txt
    case $name in
    custody-md5+sha256-*)
        expect_size "$what" "$out.dd"
        expect_hash "$what: $out.sha256" "$(awk '{ print $1; exit }' "$out.sha256")" "$REF_SHA256"
        expect_hash "$what: $out.md5" "$(awk '{ print $1; exit }' "$out.md5")" "$REF_MD5"
        ;;
    custody-nohash-*) expect_size "$what" "$out.dd" ;;
    openssl-sha256) expect_hash "$what" "$(awk '{ print $1; exit }' "$output")" "$REF_SHA256" ;;
    openssl-md5) expect_hash "$what" "$(awk '{ print $1; exit }' "$output")" "$REF_MD5" ;;
    dd-bs1M) expect_size "$what" "$out" ;;
    dd-tee-sha256sum)
        expect_size "$what" "$out"
        expect_hash "$what" "$(awk '{ print $1; exit }' "$hashlog")" "$REF_SHA256"
        ;;
    dd-tee-md5sum+sha256sum)
        expect_size "$what" "$out"
        expect_hash "$what" "$(awk '{ print $1; exit }' "$hashlog")" "$REF_SHA256"
        expect_hash "$what" "$(awk '{ print $1; exit }' "$md5log")" "$REF_MD5"
        ;;
    dc3dd-md5+sha256)
        expect_size "$what" "$out"
        # The input results: "   <hex> (sha256)"
        expect_hash "$what" "$(awk '$2 == "(sha256)" { print $1; exit }' "$hashlog")" "$REF_SHA256"
        expect_hash "$what" "$(awk '$2 == "(md5)" { print $1; exit }' "$hashlog")" "$REF_MD5"
        ;;
    dcfldd-md5+sha256)
        expect_size "$what" "$out"
        # "Total (sha256): <hex>"
        expect_hash "$what" "$(awk '$2 == "(sha256):" { print $3; exit }' "$hashlog")" "$REF_SHA256"
        expect_hash "$what" "$(awk '$2 == "(md5):" { print $3; exit }' "$hashlog")" "$REF_MD5"
        ;;
    esac
}

# ---------------------------------------------------------------------------------------------
# Report

# Virtio-balloon free page reporting (feature bit 5) hands freed guest memory back to the
# host, so every page-cache or tmpfs page allocated after a short idle time costs a host page
# fault on first touch. That slows whatever allocates page cache (buffered reads, every
# output) in a way bare metal does not; the header says so, since it inflates such costs.
free_page_reporting() {
    local device features
    for device in /sys/bus/virtio/devices/*; do
        [[ -r $device/device && $(<"$device/device") == 0x0005 ]] || continue
        features=$(<"$device/features")
        [[ ${features:5:1} == 1 ]] && { echo "on (virtio-balloon): freed memory is returned to the host"; return; }
    done
    echo "off"
}

print_environment() {
    local cpu sha_ni=no
    cpu=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)
    grep -qw sha_ni /proc/cpuinfo && sha_ni=yes
    echo "== custody acquire benchmark"
    echo "CPU         : $cpu ($(nproc) logical CPUs), sha_ni: $sha_ni"
    echo "Memory      : $(awk '/^MemTotal:/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo)"
    echo "Kernel      : $(uname -srm)"
    echo "Page report : $(free_page_reporting)"
    echo "Load average: $(cut -d ' ' -f 1-3 /proc/loadavg) (at the start; other load skews all runs)"
    echo "Disk target : $DISK_WORK_DIR on $(findmnt -n -o SOURCE,FSTYPE -T "$DISK_WORK_DIR" | tr -s ' ')"
    echo "Source      : $LOOP_DEV (read-only loop) <- tmpfs file, $BENCH_SIZE = $SIZE_BYTES bytes"
    local niceness="commands at nice $BENCH_NICE"
    [[ -n $AUTOGROUP_NICE ]] && niceness+=", so is this session's autogroup"
    echo "Rounds      : $BENCH_ROUNDS (interleaved; median reported), $niceness"
    echo "custody-cli : $CUSTODY_CLI ($("$CUSTODY_CLI" --version 2>&1 | head -n 1))"
    echo "openssl     : $(openssl version)"
    echo "dd          : $(dd --version | head -n 1)"
    echo "sha256sum   : $(sha256sum --version | head -n 1)"
    echo "dc3dd       : $(dc3dd --version 2>&1 | head -n 1)"
    echo "dcfldd      : $(dcfldd --version 2>&1 | head -n 1)"
    echo "Source SHA-256: $REF_SHA256"
    echo "Source MD5    : $REF_MD5"
    echo
}

# summarize: reads RUN_ROWS, fills the SUMMARY_* maps keyed "case|target".
declare -A MEDIAN_MBS MEDIAN_DURABLE_MBS PEAK_RSS_KIB MEDIAN_BG_LOAD
summarize() {
    local name target key
    for name in "${CASES[@]}"; do
        for target in $(case_targets "$name"); do
            key="$name|$target"
            # field 4: seconds, field 5: durable seconds, field 6: RSS KiB
            MEDIAN_MBS[$key]=$(rows_for "$name" "$target" | median_mbs 4)
            MEDIAN_DURABLE_MBS[$key]=$(rows_for "$name" "$target" | median_mbs 5)
            PEAK_RSS_KIB[$key]=$(rows_for "$name" "$target" | awk -F'\t' '$6 > m { m = $6 } END { print m + 0 }')
            MEDIAN_BG_LOAD[$key]=$(rows_for "$name" "$target" | awk -F'\t' '{ print $7 }' | median)
        done
    done
}

rows_for() {
    printf '%s\n' "${RUN_ROWS[@]}" | awk -F'\t' -v n="$1" -v t="$2" '$2 == n && $3 == t'
}

median() {
    sort -g | awk '{ v[NR] = $1 }
        END { printf "%.4f", NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# The median of the seconds in field $1, as MB/s (for an odd number of rounds the same as
# the median of the rates).
median_mbs() {
    local seconds
    seconds=$(awk -F'\t' -v f="$1" '{ print $f }' | median)
    awk -v bytes="$SIZE_BYTES" -v s="$seconds" 'BEGIN { printf "%.0f", bytes / 1e6 / s }'
}

print_table() {
    local name target key
    printf '%-27s %-6s %10s %14s %9s %9s\n' command target "MB/s" "durable MB/s" "RSS MiB" \
        "bg load"
    printf '%-27s %-6s %10s %14s %9s %9s\n' --------------------------- ------ ---------- \
        -------------- --------- ---------
    for name in "${CASES[@]}"; do
        for target in $(case_targets "$name"); do
            key="$name|$target"
            printf '%-27s %-6s %10s %14s %9s %9.2f\n' "$name" "$target" "${MEDIAN_MBS[$key]}" \
                "$([[ $target == - ]] && echo - || echo "${MEDIAN_DURABLE_MBS[$key]}")" \
                "$(awk -v k="${PEAK_RSS_KIB[$key]}" 'BEGIN { printf "%.1f", k / 1024 }')" \
                "${MEDIAN_BG_LOAD[$key]}"
        done
    done
    echo
}

# ratio NUMERATOR_CASE DENOMINATOR_CASE TARGET MAP: NUMERATOR / DENOMINATOR throughput.
ratio() {
    local numerator=$1 denominator=$2 target=$3 map=$4 denominator_target=$3
    [[ $(case_targets "$denominator") == - ]] && denominator_target=-
    local -n values=$map
    awk -v a="${values[$numerator|$target]}" -v b="${values[$denominator|$denominator_target]}" \
        'BEGIN { printf "%.2f", a / b }'
}

print_ratios() {
    echo "Ratios of throughput (> 1: custody is faster). tmpfs and disk use the command's"
    echo "wall time; disk-durable includes the fdatasync of what each tool wrote."
    printf '%-56s %7s %7s %13s\n' ratio tmpfs disk disk-durable
    local numerator denominator
    local -a pairs=()
    for numerator in custody-md5+sha256-buffered custody-md5+sha256-direct; do
        for denominator in openssl-sha256 openssl-md5 dc3dd-md5+sha256 dcfldd-md5+sha256 \
            dd-tee-sha256sum dd-tee-md5sum+sha256sum; do
            pairs+=("$numerator $denominator")
        done
    done
    pairs+=("custody-nohash-buffered dd-bs1M" "custody-nohash-direct dd-bs1M")
    local pair
    for pair in "${pairs[@]}"; do
        read -r numerator denominator <<<"$pair"
        printf '%-56s %7s %7s %13s\n' "$numerator / $denominator" \
            "$(ratio "$numerator" "$denominator" tmpfs MEDIAN_MBS)" \
            "$(ratio "$numerator" "$denominator" disk MEDIAN_MBS)" \
            "$(ratio "$numerator" "$denominator" disk MEDIAN_DURABLE_MBS)"
    done
    echo
    local kind
    for kind in md5+sha256 nohash; do
        for target in tmpfs disk; do
            printf 'custody %-10s on %-5s: buffered %5s MB/s, direct %5s MB/s (durable %s / %s)\n' \
                "$kind" "$target" "${MEDIAN_MBS[custody-$kind-buffered|$target]}" \
                "${MEDIAN_MBS[custody-$kind-direct|$target]}" \
                "${MEDIAN_DURABLE_MBS[custody-$kind-buffered|$target]}" \
                "${MEDIAN_DURABLE_MBS[custody-$kind-direct|$target]}"
        done
    done
}

write_results() {
    local name target key
    if [[ -n $BENCH_RESULTS ]]; then
        {
            printf 'command\ttarget\tsize_bytes\trounds\tmedian_mb_s\tmedian_durable_mb_s\tpeak_rss_kib\tmedian_bg_load_cpus\n'
            for name in "${CASES[@]}"; do
                for target in $(case_targets "$name"); do
                    key="$name|$target"
                    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$target" \
                        "$SIZE_BYTES" "$BENCH_ROUNDS" "${MEDIAN_MBS[$key]}" \
                        "${MEDIAN_DURABLE_MBS[$key]}" "${PEAK_RSS_KIB[$key]}" \
                        "${MEDIAN_BG_LOAD[$key]}"
                done
            done
        } >"$BENCH_RESULTS"
        log "summary written to $BENCH_RESULTS"
    fi
    if [[ -n $BENCH_RUNS ]]; then
        {
            printf 'round\tcommand\ttarget\tseconds\tdurable_seconds\trss_kib\tbg_load_cpus\n'
            printf '%s\n' "${RUN_ROWS[@]}"
        } >"$BENCH_RUNS"
        log "single runs written to $BENCH_RUNS"
    fi
}

# ---------------------------------------------------------------------------------------------

main() {
    CUSTODY_CLI=${1:-${CUSTODY_CLI:-$REPO_ROOT/build/app/custody-cli}}
    [[ $CUSTODY_CLI == /* ]] || CUSTODY_CLI=$PWD/$CUSTODY_CLI
    readonly CUSTODY_CLI
    check_prerequisites
    apply_nice
    parse_size
    check_space
    setup_source
    print_environment

    RUN_ROWS=()
    local name target
    for ((ROUND = 1; ROUND <= BENCH_ROUNDS; ROUND++)); do
        log "round $ROUND of $BENCH_ROUNDS"
        for name in "${CASES[@]}"; do
            for target in $(case_targets "$name"); do
                run_case "$name" "$target"
            done
        done
    done
    echo
    echo "All hashes reported by all runs match the source; all images are complete."
    echo "Load average at the end: $(cut -d ' ' -f 1-3 /proc/loadavg)"
    echo
    summarize
    print_table
    print_ratios
    write_results
}

main "$@"
