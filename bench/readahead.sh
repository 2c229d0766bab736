#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/readahead.sh: block reads in flight on local drives: Custody with its adaptive depth
# against Custody with one read at a time, dd and fio, on rate-limited and unlimited devices.
#
# What it measures
#   The source is BENCH_SIZE of pseudo-random bytes on a private tmpfs. Three block devices read
#   it, each a read-only loop device with direct I/O:
#     50 MiB/s, 100 MiB/s  through badblockfs (built with the tests) with --rate-limit-mbps:
#                          one FUSE thread serves one read at a time and sleeps for its size at
#                          the rate, like a drive whose media rate is the limit; a gap between
#                          two reads is time the drive stands idle.
#     RAM                  on the tmpfs file itself: reads cost only memory copies.
#   In each round every command runs once per device (interleaved); the table gives the median
#   wall time over the rounds as MB/s (10^6 bytes/s):
#     custody auto   custody-cli acquire LOOP OUT --hash md5,sha256          (adaptive depth)
#     custody 1      the same with --reads-in-flight 1                        (one at a time)
#     dd bs=1M       dd if=LOOP of=OUT bs=1M              (the kernel's read-ahead, no hashing)
#     fio            fio --rw=read --direct=1 --bs=BLOCK --iodepth=N, no output: what the device
#                    gives at the depth Custody reached ("most" in its record, first round)
#   Every custody image is checked against the source's SHA-256, or the script stops.
#   Targets: on the limited devices custody auto >= 1.05 x dd; on RAM no slower than custody 1.
#
# How to run (as root: tmpfs, FUSE, loop devices)
#   bench/readahead.sh [BUILD_DIR]      (default: build/ of the repository; it builds nothing)
#   Environment: BENCH_SIZE (default 512M), BENCH_ROUNDS (default 3), BENCH_RATES (MiB/s,
#   default "50 100"). Needs fio, losetup, fusermount3, openssl, GNU time. Memory: about 2.2 times
#   BENCH_SIZE.
set -euo pipefail
export LC_ALL=C

SCRIPT_DIR=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
BUILD_DIR=${1:-$SCRIPT_DIR/../build}
CLI=${CUSTODY_CLI:-$BUILD_DIR/app/custody-cli}
BADBLOCKFS=${BADBLOCKFS:-$BUILD_DIR/tests/support/badblockfs}
BENCH_SIZE=${BENCH_SIZE:-512M}
BENCH_ROUNDS=${BENCH_ROUNDS:-3}
BENCH_RATES=${BENCH_RATES:-50 100}
SECTOR=512
BLOCK=262144 # custody's default block size, also fio's

WORK=""
MNT=""
BB_PID=""
LOOP_DEV=""
die() {
    printf 'readahead.sh: error: %s\n' "$*" >&2
    exit 1
}
log() { printf '%s\n' "$*" >&2; }
# shellcheck source=bench/lib/badblockdevice.sh
. "$SCRIPT_DIR/lib/badblockdevice.sh"

declare -A DEVICE_MNT DEVICE_PID DEVICE_LOOP
cleanup() {
    set +e
    for rate in "${!DEVICE_LOOP[@]}"; do
        if [[ $rate == ram ]]; then
            losetup -d "${DEVICE_LOOP[$rate]}"
        else
            LOOP_DEV=${DEVICE_LOOP[$rate]} MNT=${DEVICE_MNT[$rate]} BB_PID=${DEVICE_PID[$rate]}
            stop_device
        fi
    done
    if [[ -n $WORK ]]; then
        umount "$WORK/mnt" 2>/dev/null || umount -l "$WORK/mnt"
        rm -rf "$WORK"
    fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

[[ $(id -u) -eq 0 ]] || die "needs root (tmpfs, FUSE, loop devices)"
[[ -x $CLI ]] || die "no custody-cli at $CLI: build it, or give the build folder"
[[ -x $BADBLOCKFS ]] || die "no badblockfs at $BADBLOCKFS (built with the tests)"
for tool in fio losetup fusermount3 openssl /usr/bin/time sha256sum python3; do
    command -v "$tool" >/dev/null || die "$tool is missing (fio: apt-get install fio)"
done
SIZE_BYTES=$(numfmt --from=iec "$BENCH_SIZE")

WORK=$(mktemp -d /tmp/custody-readahead-bench.XXXXXX)
WORK=$(realpath -- "$WORK")
mkdir "$WORK/mnt"
mount -t tmpfs -o size=$((SIZE_BYTES * 2 + 256 * 1048576)) tmpfs "$WORK/mnt"
SOURCE=$WORK/mnt/source.raw
{ openssl enc -aes-128-ctr -nosalt -K 000102030405060708090a0b0c0d0e0f -iv 0 -in /dev/zero \
    2>/dev/null || true; } | head -c "$SIZE_BYTES" >"$SOURCE"
source_sha256=$(sha256sum <"$SOURCE" | cut -d' ' -f1)

devices=()
for rate in $BENCH_RATES; do
    mkdir -p "$WORK/$rate"
    start_device "$WORK/$rate" --rate-limit-mbps $((rate * 1048576 / 1000000))
    DEVICE_MNT[$rate]=$MNT DEVICE_PID[$rate]=$BB_PID DEVICE_LOOP[$rate]=$LOOP_DEV
    devices+=("$rate")
done
DEVICE_LOOP[ram]=$(losetup --read-only --find --show --direct-io=on "$SOURCE")
devices+=(ram)

echo "# bench/readahead.sh: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "# source: $BENCH_SIZE pseudo-random on tmpfs; devices: ${BENCH_RATES// / MiB\/s, } MiB/s (badblockfs), RAM"

commands=(
    "custody auto|$CLI acquire LOOP OUT --hash md5,sha256 --no-smart --json"
    "custody 1|$CLI acquire LOOP OUT --hash md5,sha256 --no-smart --reads-in-flight 1"
    "dd bs=1M|dd if=LOOP of=OUT.dd bs=1M status=none"
    "fio|fio --name=ref --filename=LOOP --readonly --rw=read --direct=1 --ioengine=libaio --bs=$BLOCK --iodepth=DEPTH --size=$SIZE_BYTES --output=/dev/null"
)

declare -A seconds depth
for round in $(seq "$BENCH_ROUNDS"); do
    echo "# round $round of $BENCH_ROUNDS"
    for device in "${devices[@]}"; do
        loop=${DEVICE_LOOP[$device]}
        for entry in "${commands[@]}"; do
            name=${entry%%|*}
            cmd=${entry#*|}
            rm -f "$WORK/mnt"/image*
            blockdev --flushbufs "$loop"
            cmd=${cmd//LOOP/$loop}
            cmd=${cmd//OUT/$WORK/mnt/image}
            cmd=${cmd//DEPTH/${depth[$device]:-1}}
            /usr/bin/time -f '%e' -o "$WORK/time" bash -o pipefail -c "$cmd" >"$WORK/log" 2>&1 \
                </dev/null || die "$name on $device failed: $(tail -3 "$WORK/log")"
            if [[ $name == custody* ]]; then
                image_sha256=$(sha256sum <"$WORK/mnt/image.dd" | cut -d' ' -f1)
                [[ $image_sha256 == "$source_sha256" ]] || die "$name: the image differs from the source"
            fi
            if [[ $name == "custody auto" && -z ${depth[$device]:-} ]]; then
                depth[$device]=$(python3 -c 'import json, sys
print(json.load(open(sys.argv[1]))["result"]["readsInFlight"]["most"])' "$WORK/mnt/image.json")
            fi
            seconds[$device/$name]+="$(cat "$WORK/time") "
        done
    done
done

median() { tr ' ' '\n' | grep -v '^$' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
rate_of() { awk -v b="$SIZE_BYTES" -v s="$(median <<<"${seconds[$1]}")" 'BEGIN {printf "%.1f", b / s / 1e6}'; }
printf '\n%-10s %-14s %8s %10s %12s\n' device command MB/s "vs dd" "vs custody 1"
for device in "${devices[@]}"; do
    dd_rate=$(rate_of "$device/dd bs=1M")
    one_rate=$(rate_of "$device/custody 1")
    for entry in "${commands[@]}"; do
        name=${entry%%|*}
        rate=$(rate_of "$device/$name")
        label=$name
        [[ $name == fio ]] && label="fio depth ${depth[$device]}"
        printf '%-10s %-14s %8s %10.2f %12.2f\n' "$device" "$label" "$rate" \
            "$(awk -v r="$rate" -v d="$dd_rate" 'BEGIN {print r / d}')" \
            "$(awk -v r="$rate" -v d="$one_rate" 'BEGIN {print r / d}')"
    done
done
