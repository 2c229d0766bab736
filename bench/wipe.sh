#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/wipe.sh: how fast `custody-cli wipe` prepares a drive, against what examiners do by hand.
#
# What it measures
#   A loop device over a file on tmpfs (/dev/shm: the numbers are those of the tools, not of a
#   disk) and, when BENCH_DISK_DIR is on a disk file system, one over a file there. Each round
#   runs, in turn:
#     custody-cli wipe DEV --pattern zero --yes   write every sector (O_DIRECT), flush, read
#                                                 every sector back (O_DIRECT) and compare
#     dd if=/dev/zero of=DEV bs=1M oflag=direct   the write alone, by hand
#     cmp -n SIZE DEV /dev/zero                   the read-back alone, by hand (the device's
#                                                 page cache dropped first, as custody reads
#                                                 the medium)
#     custody-cli wipe DEV --verify-only          the read-back alone, by custody
#   The wipe's own certificate gives the seconds of its writing phase (no flush, as dd) and of
#   its read-back (writeThroughput, verifyThroughput), so its two phases are paired with dd
#   and cmp run in the same round. Printed: the median over the rounds of each ratio, the
#   tool's time over custody's (above 1: custody is faster):
#     write     dd / custody's writing phase                                  target >= 0.9
#     read-back cmp / custody's read-back phase                               target >= 0.9
#     verify    cmp / custody-cli wipe --verify-only (whole process)          target >= 0.9
#     whole     (dd + cmp) / custody-cli wipe (whole process)
#   Correctness: every wipe must exit 0 with PASSED, dd and cmp must succeed (cmp finds the
#   device all zeros), or the script stops with an error.
#
# How to run (root: losetup)
#   bench/wipe.sh [PATH/TO/custody-cli]
#   The custody-cli path is the first argument, else $CUSTODY_CLI, else build/app/custody-cli.
#   Environment:
#     BENCH_SIZE      device size, a multiple of 1M, suffixes M G         (default 1G)
#     BENCH_ROUNDS    rounds                                             (default 3)
#     BENCH_DIR       tmpfs folder for the first device's file           (default /dev/shm)
#     BENCH_DISK_DIR  a folder on a disk for the second; empty: none     (default /var/tmp)
#   Smoke test: BENCH_SIZE=64M BENCH_ROUNDS=1 bench/wipe.sh build/app/custody-cli

set -euo pipefail
export LC_ALL=C

SCRIPT_DIR=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
REPO_ROOT=$(cd -- "$SCRIPT_DIR/.." && pwd)
CLI=${1:-${CUSTODY_CLI:-$REPO_ROOT/build/app/custody-cli}}
BENCH_SIZE=${BENCH_SIZE:-1G}
BENCH_ROUNDS=${BENCH_ROUNDS:-3}
BENCH_DIR=${BENCH_DIR:-/dev/shm}
BENCH_DISK_DIR=${BENCH_DISK_DIR-/var/tmp}

die() {
    echo "bench/wipe.sh: $*" >&2
    exit 1
}
log() { echo "bench/wipe.sh: $*" >&2; }

[[ $(id -u) == 0 ]] || die "needs root (losetup)"
[[ -x $CLI ]] || die "no custody-cli at $CLI"
for tool in losetup dd cmp blockdev python3; do
    command -v "$tool" >/dev/null || die "$tool is missing"
done

WORK=$(mktemp -d)
FILES=()
LOOPS=()
cleanup() {
    local loop
    for loop in "${LOOPS[@]}"; do losetup -d "$loop" 2>/dev/null || true; done
    rm -f "${FILES[@]}"
    rm -rf "$WORK"
}
trap cleanup EXIT

now() { date +%s.%N; }

# The seconds of the writing phase and of the read-back, from a certificate.
phases() {
    python3 - "$1" <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
assert c["verdict"] == "PASSED", c["verdict"]
w, v = c["writeThroughput"], c["verifyThroughput"]
print(w[-1]["seconds"] - w[0]["seconds"] if w else 0.0,
      v[-1]["seconds"] - v[0]["seconds"])
PY
}

median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

bench_device() {
    local label=$1 folder=$2 file loop size round
    file=$(mktemp "$folder/custody-wipe-bench.XXXXXX")
    FILES+=("$file")
    truncate -s "$BENCH_SIZE" "$file"
    # Written once before the rounds, so that no command pays for the file's first allocation.
    dd if=/dev/zero of="$file" bs=1M count=$(($(stat -c %s "$file") / 1048576)) conv=notrunc,fsync \
        status=none
    loop=$(losetup --find --show "$file")
    LOOPS+=("$loop")
    size=$(blockdev --getsize64 "$loop")
    local ratios_write=() ratios_read=() ratios_verify=() ratios_whole=()
    for ((round = 1; round <= BENCH_ROUNDS; round++)); do
        local cert="$WORK/cert-$label-$round" start wipe_s write_s read_s dd_s cmp_s verify_s
        # custody: write, flush, read back, certificate.
        start=$(now)
        "$CLI" wipe "$loop" --certificate "$cert" --pattern zero --yes --no-smart \
            --history "$WORK/history.sqlite" >/dev/null 2>&1 ||
            die "custody-cli wipe failed on $loop"
        wipe_s=$(echo "$(now) - $start" | bc -l)
        read -r write_s read_s < <(phases "$cert.json")
        # dd: the write alone.
        start=$(now)
        dd if=/dev/zero of="$loop" bs=1M count=$((size / 1048576)) oflag=direct status=none ||
            die "dd failed"
        dd_s=$(echo "$(now) - $start" | bc -l)
        # cmp: the read-back alone, from the medium.
        blockdev --flushbufs "$loop"
        start=$(now)
        cmp -n "$size" "$loop" /dev/zero || die "cmp found bytes that are not zero"
        cmp_s=$(echo "$(now) - $start" | bc -l)
        # custody: the read-back alone.
        start=$(now)
        "$CLI" wipe "$loop" --certificate "$cert-verify" --verify-only --no-smart \
            --history "$WORK/history.sqlite" >/dev/null 2>&1 ||
            die "custody-cli wipe --verify-only failed on $loop"
        verify_s=$(echo "$(now) - $start" | bc -l)
        log "$label round $round: wipe ${wipe_s}s (write ${write_s}s, read-back ${read_s}s)," \
            "dd ${dd_s}s, cmp ${cmp_s}s, verify-only ${verify_s}s"
        ratios_write+=("$(echo "$dd_s / $write_s" | bc -l)")
        ratios_read+=("$(echo "$cmp_s / $read_s" | bc -l)")
        ratios_verify+=("$(echo "$cmp_s / $verify_s" | bc -l)")
        ratios_whole+=("$(echo "($dd_s + $cmp_s) / $wipe_s" | bc -l)")
    done
    printf '%-6s %8s  write %.2f  read-back %.2f  verify %.2f  whole %.2f\n' "$label" \
        "$BENCH_SIZE" \
        "$(printf '%s\n' "${ratios_write[@]}" | median)" \
        "$(printf '%s\n' "${ratios_read[@]}" | median)" \
        "$(printf '%s\n' "${ratios_verify[@]}" | median)" \
        "$(printf '%s\n' "${ratios_whole[@]}" | median)"
}

command -v bc >/dev/null || die "bc is missing"
echo "median over $BENCH_ROUNDS round(s) of tool time / custody time (above 1: custody faster)"
bench_device tmpfs "$BENCH_DIR"
if [[ -n $BENCH_DISK_DIR ]]; then
    if [[ $(stat -f -c %T "$BENCH_DISK_DIR") == tmpfs ]]; then
        log "$BENCH_DISK_DIR is tmpfs: no disk-backed device"
    else
        bench_device disk "$BENCH_DISK_DIR"
    fi
fi
