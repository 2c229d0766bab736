#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/queue.sh: custody-cli queue against the same jobs run two at a time by hand, paired.
#
# What it measures
#   Eight small acquisitions (BENCH_SIZE each, different pseudo-random sources on a private
#   tmpfs, images on another tmpfs, MD5 and SHA-256, read back with --verify). In each round,
#   one after the other:
#     A  custody-cli queue JOBS --jobs 2 --per-disk 2      the queue, two at once
#     B  the same eight custody-cli acquire commands by hand, two at a time: the first two
#        started together, both waited for, then the next two ("a & b & wait", four times)
#   The ratio is A's wall time over B's, taken pair by pair (drift of the machine's speed
#   cancels); the target is <= 1.1 (the queue costs at most a tenth more than doing it by hand).
#   Every job's record must give its source's SHA-256, or the script stops.
#
# How to run (as root: tmpfs)
#   bench/queue.sh [PATH/TO/custody-cli]
#   Environment: BENCH_SIZE (default 128M, a multiple of 1M), BENCH_ROUNDS (default 5).
#   Memory: about 2 × 8 × BENCH_SIZE.
set -euo pipefail
export LC_ALL=C

SCRIPT_DIR=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
CLI=${1:-${CUSTODY_CLI:-$SCRIPT_DIR/../build/app/custody-cli}}
BENCH_SIZE=${BENCH_SIZE:-128M}
BENCH_ROUNDS=${BENCH_ROUNDS:-5}

WORK=""
die() { printf 'queue.sh: error: %s\n' "$*" >&2; exit 1; }
cleanup() {
    set +e
    if [[ -n $WORK ]]; then
        umount "$WORK/src" "$WORK/out" 2>/dev/null
        rm -rf "$WORK"
    fi
}
trap cleanup EXIT INT TERM

[[ $(id -u) -eq 0 ]] || die "needs root (tmpfs)"
[[ -x $CLI ]] || die "no custody-cli at $CLI: build it, or give its path"
for tool in python3 openssl sha256sum numfmt; do
    command -v "$tool" >/dev/null || die "$tool is missing"
done
bytes=$(numfmt --from=iec "$BENCH_SIZE")
(( bytes % 1048576 == 0 )) || die "BENCH_SIZE must be a multiple of 1M"

WORK=$(mktemp -d /tmp/custody-queue-bench.XXXXXX)
mkdir "$WORK/src" "$WORK/out"
mount -t tmpfs -o size=$((8 * bytes + 64 * 1048576)) tmpfs "$WORK/src"
mount -t tmpfs -o size=$((8 * bytes + 256 * 1048576)) tmpfs "$WORK/out"
declare -a digests
for i in 1 2 3 4 5 6 7 8; do
    { openssl enc -aes-128-ctr -nosalt -K 000102030405060708090a0b0c0d0e0f -iv "$i" \
        -in /dev/zero 2>/dev/null || true; } | head -c "$bytes" >"$WORK/src/source$i.raw"
    digests[$i]=$(sha256sum <"$WORK/src/source$i.raw" | cut -d' ' -f1)
done

job() { # N: the arguments of job N
    printf '%s\n' acquire "$WORK/src/source$1.raw" "$WORK/out/image$1" --no-smart \
        --hash md5,sha256 --verify --history "$WORK/out/history.sqlite"
}
: >"$WORK/jobs.txt"
for i in 1 2 3 4 5 6 7 8; do
    mapfile -t words < <(job "$i")
    printf '%q ' "${words[@]}" >>"$WORK/jobs.txt"
    echo >>"$WORK/jobs.txt"
done

check() {
    for i in 1 2 3 4 5 6 7 8; do
        python3 - "$WORK/out/image$i.json" "${digests[$i]}" <<'EOF_PY' || die "image$i: other digests"
import json, sys
record = json.load(open(sys.argv[1]))
digests = {h["algorithm"]: h["digest"] for h in record["hashes"]}
sys.exit(0 if digests.get("sha256") == sys.argv[2] else 1)
EOF_PY
    done
}
fresh() { rm -rf "$WORK"/out/*; sync; }
now() { date +%s.%N; }

by_queue() {
    fresh
    local start; start=$(now)
    "$CLI" queue "$WORK/jobs.txt" --jobs 2 --per-disk 2 >"$WORK/log" 2>&1 </dev/null ||
        die "the queue failed: $(tail -3 "$WORK/log")"
    awk -v a="$start" -v b="$(now)" 'BEGIN {printf "%.3f", b - a}'
    check
}

by_hand() {
    fresh
    local start; start=$(now)
    for first in 1 3 5 7; do
        mapfile -t one < <(job "$first")
        mapfile -t two < <(job $((first + 1)))
        "$CLI" "${one[@]}" >"$WORK/log1" 2>&1 </dev/null &
        local a=$!
        "$CLI" "${two[@]}" >"$WORK/log2" 2>&1 </dev/null &
        local b=$!
        wait "$a" || die "job $first failed: $(tail -3 "$WORK/log1")"
        wait "$b" || die "job $((first + 1)) failed: $(tail -3 "$WORK/log2")"
    done
    awk -v a="$start" -v b="$(now)" 'BEGIN {printf "%.3f", b - a}'
    check
}

echo "# bench/queue.sh: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "# 8 acquisitions of $BENCH_SIZE (MD5, SHA-256, --verify), sources and images on tmpfs"
ratios="" queue_times="" hand_times=""
for ((round = 1; round <= BENCH_ROUNDS; round++)); do
    echo "# round $round of $BENCH_ROUNDS" >&2
    a=$(by_queue)
    b=$(by_hand)
    queue_times+="$a " hand_times+="$b "
    ratios+="$(awk -v a="$a" -v b="$b" 'BEGIN {printf "%.3f", a / b}') "
done
median() { tr ' ' '\n' | grep . | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
printf '\n%-34s %10s\n' "" "seconds"
printf '%-34s %10s\n' "queue --jobs 2 (median)" "$(median <<<"$queue_times")"
printf '%-34s %10s\n' "by hand, two at a time (median)" "$(median <<<"$hand_times")"
printf '%-34s %10s   (target <= 1.1)\n' "queue / by hand (median, paired)" "$(median <<<"$ratios")"
