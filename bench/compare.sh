#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/compare.sh: two builds of custody-cli, paired, on the engine bench: MD5+SHA-256 of a
# RAM-backed loop device (pseudo-random bytes on a private tmpfs, attached read-only) into a
# tmpfs folder. For a change that must cost nothing (the write gate, a refactoring), run the
# build before it as A and the build after it as B.
#
# The two run in turn, A B A B …, so that machine noise hits both alike; for every round the
# ratio of A's time to B's is taken, and the summary gives each build's median wall time and
# rate and the median of the per-round ratios with their range (B's rate over A's: 1.00 means
# the same, above 1 means B is faster). Each run's image must have the source's MD5 and
# SHA-256, or the script stops.
#
# How to run (as root: it mounts tmpfs and sets up a loop device; it builds nothing)
#   bench/compare.sh OLD/custody-cli NEW/custody-cli
# Environment:
#   BENCH_SIZE    source size, a multiple of 1M (default 1G)
#   BENCH_ROUNDS  rounds (default 7)
set -euo pipefail

if (($# != 2)); then
    echo "usage: bench/compare.sh CUSTODY_CLI_A CUSTODY_CLI_B" >&2
    exit 2
fi
cliA=$(realpath "$1")
cliB=$(realpath "$2")
size=${BENCH_SIZE:-1G}
rounds=${BENCH_ROUNDS:-7}
[[ $(id -u) -eq 0 ]] || { echo "bench/compare.sh: run as root (tmpfs, loop device)" >&2; exit 2; }

work=$(mktemp -d /tmp/custody-compare.XXXXXX)
loop=""
cleanup() {
    [[ -n $loop ]] && losetup -d "$loop" 2>/dev/null || true
    umount "$work/source" "$work/out" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
mkdir -p "$work/source" "$work/out"
bytes=$(numfmt --from=iec "$size")
mount -t tmpfs -o size=$((bytes + 64 * 1048576)) tmpfs "$work/source"
mount -t tmpfs -o size=$((2 * bytes + 256 * 1048576)) tmpfs "$work/out"
# openssl ends on SIGPIPE once head has what it needs.
(openssl enc -aes-128-ctr -pass pass:custody-compare -nosalt </dev/zero 2>/dev/null || true) |
    head -c "$bytes" >"$work/source/source.bin"
loop=$(losetup --find --show --read-only "$work/source/source.bin")
md5=$(md5sum <"$work/source/source.bin" | cut -d' ' -f1)
sha256=$(sha256sum <"$work/source/source.bin" | cut -d' ' -f1)

# Seconds of one acquisition into the tmpfs folder, its digests checked.
run() {
    local cli=$1
    rm -f "$work/out"/image.*
    blockdev --flushbufs "$loop"
    local start end
    start=$(date +%s.%N)
    "$cli" acquire "$loop" "$work/out/image" --hash md5,sha256 --no-smart >/dev/null 2>&1
    end=$(date +%s.%N)
    grep -q "^$md5 " "$work/out/image.md5" && grep -q "^$sha256 " "$work/out/image.sha256" || {
        echo "bench/compare.sh: $cli wrote wrong digests" >&2
        exit 1
    }
    echo "$end - $start" | bc -l
}

median() { sort -g | awk '{v[NR]=$1} END {print (NR%2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }

timesA=() timesB=() ratios=()
for ((round = 1; round <= rounds; round++)); do
    a=$(run "$cliA")
    b=$(run "$cliB")
    timesA+=("$a") timesB+=("$b")
    ratios+=("$(echo "$a / $b" | bc -l)")
    printf 'round %d: A %.3f s, B %.3f s\n' "$round" "$a" "$b"
done
medianA=$(printf '%s\n' "${timesA[@]}" | median)
medianB=$(printf '%s\n' "${timesB[@]}" | median)
printf '\n%s of %s, MD5+SHA-256, loop on tmpfs into tmpfs, %d rounds (%d CPUs)\n' \
    "$size" "$(uname -m)" "$rounds" "$(nproc)"
printf 'A %s: median %.3f s, %.0f MB/s\n' "$cliA" "$medianA" "$(echo "$bytes / $medianA / 1000000" | bc -l)"
printf 'B %s: median %.3f s, %.0f MB/s\n' "$cliB" "$medianB" "$(echo "$bytes / $medianB / 1000000" | bc -l)"
printf 'B/A rate, median of the rounds: %.3f (range %.3f to %.3f)\n' \
    "$(printf '%s\n' "${ratios[@]}" | median)" \
    "$(printf '%s\n' "${ratios[@]}" | sort -g | head -1)" \
    "$(printf '%s\n' "${ratios[@]}" | sort -g | tail -1)"
