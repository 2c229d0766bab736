#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/clone.sh: a clone with verification, `custody-cli acquire SRC BASE --clone DEV --verify`,
# against what an examiner does otherwise: `dd bs=1M oflag=direct` onto the drive, then `cmp` of
# the source and the drive.
#
# What it measures
#   Two loop devices over files on tmpfs (/dev/shm): the source (pseudo-random, incompressible
#   bytes) and the destination, of the same size. Reads and writes cost memory copies only, so
#   the figures are those of the tools, not of a disk. The commands, in pairs (A then B in every
#   round, so that load from other work on the machine hits both alike):
#     A  custody-cli acquire SRC BASE --clone DST --verify --yes --force --no-smart
#          (reads the source once with its digests, writes the drive with O_DIRECT, flushes it,
#          reads the drive back with O_DIRECT and hashes it again: MD5 and SHA-256 by default,
#          BENCH_HASH to change them)
#     B  dd if=SRC of=DST bs=1M oflag=direct conv=fsync && cmp SRC DST
#   Each round the destination is filled with other bytes first (not timed), so that neither
#   command finds the clone already there. The ratio is B's seconds over A's, round by round;
#   the target is 1.0 or better (custody overlaps reading, hashing and writing, and its
#   read-back hashes where cmp compares).
#
#   Correctness: custody must exit 0 with the verdict "match", cmp must find no difference, and
#   the destination must equal the source after each command, or the script stops with an error.
#
# How to run (needs root for the loop devices; builds nothing)
#   sudo bench/clone.sh [PATH/TO/custody-cli]
#   The custody-cli path is the first argument, else $CUSTODY_CLI, else build/app/custody-cli.
#   Environment:
#     BENCH_SIZE     size of the source and the drive, binary suffixes K M G   (default 1G)
#     BENCH_ROUNDS   rounds                                                  (default 3)
#     BENCH_DIR      tmpfs folder for the backing files                       (default /dev/shm)
#     BENCH_HASH     custody's --hash                                   (default md5,sha256)
#   Memory: about twice BENCH_SIZE on tmpfs.
#   Smoke test: BENCH_SIZE=64M BENCH_ROUNDS=1 sudo bench/clone.sh build/app/custody-cli

set -euo pipefail
export LC_ALL=C

SCRIPT_DIR=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
REPO_ROOT=$(cd -- "$SCRIPT_DIR/.." && pwd)
CLI=${1:-${CUSTODY_CLI:-$REPO_ROOT/build/app/custody-cli}}
BENCH_SIZE=${BENCH_SIZE:-1G}
BENCH_ROUNDS=${BENCH_ROUNDS:-3}
BENCH_DIR=${BENCH_DIR:-/dev/shm}
BENCH_HASH=${BENCH_HASH:-md5,sha256}

die() {
    echo "bench/clone.sh: $*" >&2
    exit 1
}

[[ -x $CLI ]] || die "custody-cli not found at $CLI (build it, or pass its path)"
((EUID == 0)) || die "needs root (loop devices)"
for tool in losetup dd cmp openssl; do
    command -v "$tool" >/dev/null || die "$tool is missing"
done
bytes=$(numfmt --from=iec "$BENCH_SIZE") || die "BENCH_SIZE=$BENCH_SIZE is not a size"
((bytes > 0 && bytes % 1048576 == 0)) || die "BENCH_SIZE must be whole MiB"

work=$(mktemp -d -p "$BENCH_DIR" custody-clone-bench.XXXXXX)
SRC_DEV=""
DST_DEV=""
cleanup() {
    [[ -z $SRC_DEV ]] || losetup -d "$SRC_DEV" 2>/dev/null || true
    [[ -z $DST_DEV ]] || losetup -d "$DST_DEV" 2>/dev/null || true
    rm -rf -- "$work"
}
trap cleanup EXIT INT TERM
cd "$work"

# AES-CTR of a stream of one byte: incompressible, and far faster than /dev/urandom.
pseudo_random() {
    head -c "$bytes" < <(openssl enc -aes-128-ctr -nosalt -pass "pass:$1" -pbkdf2 \
        -in /dev/zero 2>/dev/null)
}

echo "== preparing: two loop devices of $BENCH_SIZE (in $work)"
pseudo_random source >source.img
pseudo_random drive >drive.img
SRC_DEV=$(losetup --find --show source.img)
DST_DEV=$(losetup --find --show drive.img)
source_sha=$(sha256sum <source.img | cut -d' ' -f1)

# Other bytes on the drive before each command, written and synced outside the timing.
scramble() {
    dd if=/dev/zero of="$DST_DEV" bs=1M count=$((bytes / 1048576)) oflag=direct status=none
    sync
}

check_clone() {
    [[ $(sha256sum <drive.img | cut -d' ' -f1) == "$source_sha" ]] ||
        die "$1 left a drive that differs from the source"
}

declare -a custody_seconds dd_seconds
for ((round = 1; round <= BENCH_ROUNDS; ++round)); do
    scramble
    start=$EPOCHREALTIME
    "$CLI" acquire "$SRC_DEV" "$work/clone" --clone "$DST_DEV" --verify --yes --force \
        --no-smart --hash "$BENCH_HASH" --json --history "$work/history.sqlite" >custody.json \
        2>custody.err || die "custody-cli failed: $(tail -n 5 custody.err)"
    end=$EPOCHREALTIME
    grep -q '"verdict": "match"' custody.json || die "custody-cli's verdict is not a match"
    check_clone custody-cli
    custody_seconds+=("$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f", e - s }')")

    scramble
    start=$EPOCHREALTIME
    dd if="$SRC_DEV" of="$DST_DEV" bs=1M oflag=direct conv=fsync status=none
    cmp "$SRC_DEV" "$DST_DEV" || die "cmp found a difference after dd"
    end=$EPOCHREALTIME
    check_clone dd
    dd_seconds+=("$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f", e - s }')")
    printf '   round %d: custody-cli %6.2f s   dd + cmp %6.2f s   ratio %.2f\n' "$round" \
        "${custody_seconds[-1]}" "${dd_seconds[-1]}" \
        "$(awk -v a="${custody_seconds[-1]}" -v b="${dd_seconds[-1]}" 'BEGIN { print b / a }')"
done

median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
ratios=()
for ((index = 0; index < BENCH_ROUNDS; ++index)); do
    ratios+=("$(awk -v a="${custody_seconds[index]}" -v b="${dd_seconds[index]}" \
        'BEGIN { printf "%.3f", b / a }')")
done
custody=$(median "${custody_seconds[@]}")
baseline=$(median "${dd_seconds[@]}")
ratio=$(median "${ratios[@]}")
echo
echo "== results: $BENCH_SIZE on loop devices over tmpfs, median of $BENCH_ROUNDS rounds," \
    "$(nproc) CPUs ($(grep -m 1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'))"
printf '%-62s %9s %9s\n' "command" "seconds" "MB/s"
printf '%-62s %9.2f %9.0f\n' "custody-cli --clone --verify (--hash $BENCH_HASH)" "$custody" \
    "$(awk -v b="$bytes" -v s="$custody" 'BEGIN { print b / 1e6 / s }')"
printf '%-62s %9.2f %9.0f\n' "dd bs=1M oflag=direct conv=fsync && cmp" "$baseline" \
    "$(awk -v b="$bytes" -v s="$baseline" 'BEGIN { print b / 1e6 / s }')"
verdict=$(awk -v r="$ratio" 'BEGIN { print (r >= 1.0 ? "met" : "NOT met") }')
echo
echo "custody-cli clones and verifies at $ratio x the speed of dd + cmp (median of the paired" \
    "ratios; target 1.0: $verdict)."
