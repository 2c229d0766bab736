#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/mount.sh: reading through custody-cli mount against ewfmount (ewf-tools), paired.
#
# What it measures
#   An MBR disk of BENCH_SIZE with one ext4 partition (mkfs.ext4 -d) holding one file of mixed
#   content (per MiB: half pseudo-random bytes, AES-128-CTR of zeros under a fixed key, half
#   zeros), acquired once by custody-cli into an E01 (fast compression) on a private tmpfs. In
#   each round, for each tool, the E01 is mounted afresh (nothing cached), then timed:
#     media: the whole medium read with dd bs=1M (custody: DIR/image.raw; ewfmount: DIR/ewf1)
#     file:  the file read with dd bs=1M from the ext4 partition mounted read-only (noload)
#            from a read-only loop device with the partition's offset on that file (custody
#            mounts it itself; for ewfmount the same mount is made by hand)
#   and unmounted. The ratio is ewfmount's time over custody's, pair by pair (custody's speed as
#   a multiple of ewfmount's; the issue asks ≥ 0.8). Every file read must have the file's
#   SHA-256, or the script stops.
#
# How to run (as root: tmpfs, FUSE, loop devices, mounts)
#   bench/mount.sh [PATH/TO/custody-cli]
#   Environment: BENCH_SIZE (default 512M, a multiple of 1M, at least 64M), BENCH_ROUNDS
#   (default 3). Memory: about 2.5 times BENCH_SIZE.
set -euo pipefail
export LC_ALL=C

SCRIPT_DIR=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
CLI=${1:-${CUSTODY_CLI:-$SCRIPT_DIR/../build/app/custody-cli}}
BENCH_SIZE=${BENCH_SIZE:-512M}
BENCH_ROUNDS=${BENCH_ROUNDS:-3}

WORK=""
CUSTODY_PID=""
die() { printf 'mount.sh: error: %s\n' "$*" >&2; exit 1; }
cleanup() {
    set +e
    [[ -n $CUSTODY_PID ]] && kill "$CUSTODY_PID" 2>/dev/null && wait "$CUSTODY_PID" 2>/dev/null
    if [[ -n $WORK ]]; then
        umount "$WORK/ewf/fs" "$WORK/ewf/view" 2>/dev/null
        umount "$WORK/tmp" 2>/dev/null
        rm -rf "$WORK"
    fi
}
trap cleanup EXIT INT TERM

[[ $(id -u) -eq 0 ]] || die "needs root (tmpfs, FUSE, loop devices, mounts)"
[[ -x $CLI ]] || die "no custody-cli at $CLI: build it, or give its path"
for tool in openssl sfdisk mkfs.ext4 ewfmount sha256sum dd; do
    command -v "$tool" >/dev/null || die "$tool is missing"
done
bytes=$(numfmt --from=iec "$BENCH_SIZE")
(( bytes % 1048576 == 0 && bytes >= 64 * 1048576 )) || die "BENCH_SIZE: a multiple of 1M, at least 64M"

WORK=$(mktemp -d /tmp/custody-mount-bench.XXXXXX)
mkdir -p "$WORK/tmp"
mount -t tmpfs -o size=$((bytes * 5 / 2 + 64 * 1048576)) tmpfs "$WORK/tmp"
T=$WORK/tmp
mkdir -p "$T/tree" "$WORK/custody" "$WORK/ewf/view" "$WORK/ewf/fs"

# The file: most of the partition, half random and half zeros per MiB.
partition_mib=$((bytes / 1048576 - 2))
file_mib=$((partition_mib * 3 / 4))
python3 - "$T/tree/evidence.bin" "$file_mib" <<'EOF_PY'
import subprocess, sys
half = 512 * 1024
with open(sys.argv[1], "wb") as out, subprocess.Popen(
        ["openssl", "enc", "-aes-128-ctr", "-nosalt", "-K", "000102030405060708090a0b0c0d0e0f",
         "-iv", "0", "-in", "/dev/zero"], stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL) as aes:
    for _ in range(int(sys.argv[2])):
        out.write(aes.stdout.read(half))
        out.write(bytes(half))
    aes.kill()
EOF_PY
file_sha256=$(sha256sum <"$T/tree/evidence.bin" | cut -d' ' -f1)
truncate -s "$bytes" "$T/disk.raw"
printf 'label: dos\nstart=2048, size=%dMiB, type=83\n' "$partition_mib" | sfdisk -q "$T/disk.raw"
truncate -s "${partition_mib}M" "$T/part"
mkfs.ext4 -q -F -d "$T/tree" "$T/part"
dd if="$T/part" of="$T/disk.raw" bs=1M seek=1 conv=notrunc status=none
rm -f "$T/part" "$T/tree/evidence.bin"
"$CLI" acquire "$T/disk.raw" "$T/disk" --no-smart --no-layout --format e01 --compression fast \
    --hash md5,sha1 >"$WORK/log" 2>&1 || die "acquire failed: $(tail -3 "$WORK/log")"
rm -f "$T/disk.raw"
offset=1048576

echo "# bench/mount.sh: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "# E01 of $BENCH_SIZE (fast compression), ext4 file of ${file_mib} MiB; $BENCH_ROUNDS rounds"

seconds_of() { # command...: wall seconds of the command
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1
    end=$(date +%s.%N)
    awk -v a="$start" -v b="$end" 'BEGIN {printf "%.3f", b - a}'
}
read_media() { dd if="$1" of=/dev/null bs=1M status=none; }
read_file() {
    local sum
    sum=$(dd if="$1" bs=1M status=none | sha256sum | cut -d' ' -f1)
    [[ $sum == "$file_sha256" ]] || die "$1: not the file's bytes"
}

custody_mount() {
    "$CLI" mount "$T/disk.E01" "$WORK/custody" >"$WORK/custody.log" 2>&1 &
    CUSTODY_PID=$!
    for _ in $(seq 300); do
        grep -q '^ready:' "$WORK/custody.log" && return 0
        sleep 0.1
    done
    die "custody-cli mount did not get ready: $(tail -3 "$WORK/custody.log")"
}
custody_unmount() {
    "$CLI" unmount "$WORK/custody" >/dev/null
    wait "$CUSTODY_PID"
    CUSTODY_PID=""
}
ewf_mount() {
    ewfmount "$T/disk.E01" "$WORK/ewf/view" >/dev/null
    mount -o ro,noload,loop,offset=$offset -t ext4 "$WORK/ewf/view/ewf1" "$WORK/ewf/fs"
}
ewf_unmount() {
    umount "$WORK/ewf/fs"
    umount "$WORK/ewf/view"
}

declare -A times
for ((round = 1; round <= BENCH_ROUNDS; round++)); do
    echo "# round $round of $BENCH_ROUNDS" >&2
    sync; echo 3 >/proc/sys/vm/drop_caches
    custody_mount
    times[custody_media]+="$(seconds_of read_media "$WORK/custody/image.raw") "
    times[custody_file]+="$(seconds_of read_file "$WORK/custody/partition1/evidence.bin") "
    read_file "$WORK/custody/partition1/evidence.bin"
    custody_unmount
    sync; echo 3 >/proc/sys/vm/drop_caches
    ewf_mount
    times[ewf_media]+="$(seconds_of read_media "$WORK/ewf/view/ewf1") "
    times[ewf_file]+="$(seconds_of read_file "$WORK/ewf/fs/evidence.bin") "
    read_file "$WORK/ewf/fs/evidence.bin"
    ewf_unmount
done

median() { tr ' ' '\n' | grep . | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
ratios() { # custody-times ewf-times: ewf/custody pair by pair, median
    paste -d' ' <(tr ' ' '\n' <<<"$1" | grep .) <(tr ' ' '\n' <<<"$2" | grep .) |
        awk '{printf "%.3f\n", $2 / $1}' | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'
}
rate() { awk -v b="$1" -v s="$2" 'BEGIN {printf "%.0f", b / 1e6 / s}'; }
file_bytes=$((file_mib * 1048576))
printf '\n%-8s %16s %16s %28s\n' "read" "custody MB/s" "ewfmount MB/s" "custody / ewfmount (paired)"
printf '%-8s %16s %16s %28s\n' media \
    "$(rate "$bytes" "$(median <<<"${times[custody_media]}")")" \
    "$(rate "$bytes" "$(median <<<"${times[ewf_media]}")")" \
    "$(ratios "${times[custody_media]}" "${times[ewf_media]}")"
printf '%-8s %16s %16s %28s\n' file \
    "$(rate "$file_bytes" "$(median <<<"${times[custody_file]}")")" \
    "$(rate "$file_bytes" "$(median <<<"${times[ewf_file]}")")" \
    "$(ratios "${times[custody_file]}" "${times[ewf_file]}")"
