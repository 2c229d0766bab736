#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/outputs.sh: several outputs from one read (--also) against one output, paired.
#
# What it measures
#   The source is BENCH_SIZE on a private tmpfs, attached read-only as a loop device: half
#   pseudo-random bytes (AES-128-CTR of zeros under a fixed key), half zeros, so the same file is
#   made on every machine. Each output goes to a tmpfs of its own. In each round the two commands
#   of a pair run one after the other (A, then B), and the ratio is B's wall time over A's, taken
#   pair by pair (so that drift of the machine's speed cancels): A's throughput as a fraction of
#   B's. The table gives the median ratio over the rounds and each command's median MB/s:
#     raw + raw:      acquire --hash md5,sha256 --also OUT2            vs the same without --also
#     raw + E01 fast: acquire --hash md5,sha1 --also OUT2 --also-format e01
#                                                                     vs the same without --also
#     E01 fast + raw: acquire --hash md5,sha1 --format e01 --also OUT2
#                     vs the E01 alone: what the raw copy adds to the compressed one
#   Every run's record must give the source's SHA-256 or MD5, or the script stops: both outputs
#   hash as one output does.
#
# How to run (as root: tmpfs and a loop device)
#   bench/outputs.sh [PATH/TO/custody-cli]
#   Environment: BENCH_SIZE (default 1G, a multiple of 1M), BENCH_ROUNDS (default 5).
#   Memory: about 3.5 times BENCH_SIZE (source and two outputs on tmpfs).
set -euo pipefail
export LC_ALL=C

SCRIPT_DIR=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
CLI=${1:-${CUSTODY_CLI:-$SCRIPT_DIR/../build/app/custody-cli}}
BENCH_SIZE=${BENCH_SIZE:-1G}
BENCH_ROUNDS=${BENCH_ROUNDS:-5}

WORK=""
LOOP=""
die() { printf 'outputs.sh: error: %s\n' "$*" >&2; exit 1; }
cleanup() {
    set +e
    [[ -n $LOOP ]] && losetup -d "$LOOP"
    if [[ -n $WORK ]]; then
        umount "$WORK/src" "$WORK/one" "$WORK/two" 2>/dev/null
        rm -rf "$WORK"
    fi
}
trap cleanup EXIT INT TERM

[[ $(id -u) -eq 0 ]] || die "needs root (tmpfs, loop device)"
[[ -x $CLI ]] || die "no custody-cli at $CLI: build it, or give its path"
for tool in python3 openssl losetup sha256sum md5sum; do
    command -v "$tool" >/dev/null || die "$tool is missing"
done
bytes=$(numfmt --from=iec "$BENCH_SIZE")
(( bytes % 1048576 == 0 )) || die "BENCH_SIZE must be a multiple of 1M"

WORK=$(mktemp -d /tmp/custody-outputs-bench.XXXXXX)
mkdir "$WORK/src" "$WORK/one" "$WORK/two"
mount -t tmpfs -o size=$((bytes + 64 * 1048576)) tmpfs "$WORK/src"
for output in one two; do
    mount -t tmpfs -o size=$((bytes + 64 * 1048576)) tmpfs "$WORK/$output"
done
half=$((bytes / 2 / 1048576 * 1048576))
{ openssl enc -aes-128-ctr -nosalt -K 000102030405060708090a0b0c0d0e0f -iv 0 -in /dev/zero \
    2>/dev/null || true; } | head -c "$half" >"$WORK/src/source.raw"
head -c $((bytes - half)) /dev/zero >>"$WORK/src/source.raw"
LOOP=$(losetup --find --show --read-only "$WORK/src/source.raw")
source_sha256=$(sha256sum <"$LOOP" | cut -d' ' -f1)
source_md5=$(md5sum <"$LOOP" | cut -d' ' -f1)

echo "# bench/outputs.sh: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "# source: $BENCH_SIZE (half random, half zeros) on tmpfs via $LOOP; each output on its own tmpfs"

# name|A (several outputs)|B (one output)
pairs=(
    "raw + raw|--hash md5,sha256 --also $WORK/two/image|--hash md5,sha256"
    "raw + E01 fast|--hash md5,sha1 --also $WORK/two/image --also-format e01|--hash md5,sha1"
    "E01 fast + raw|--hash md5,sha1 --format e01 --also $WORK/two/image|--hash md5,sha1 --format e01"
)

# Runs one acquisition into $WORK/one/image and prints its wall seconds; checks its digest.
acquire() { # options...
    rm -rf "$WORK"/one/image* "$WORK"/two/image*
    sync
    local start end
    start=$(date +%s.%N)
    "$CLI" acquire "$LOOP" "$WORK/one/image" --no-smart "$@" >"$WORK/log" 2>&1 </dev/null ||
        die "acquire $* failed: $(tail -3 "$WORK/log")"
    end=$(date +%s.%N)
    for base in "$WORK/one/image" "$WORK/two/image"; do
        [[ -e $base.json ]] || continue
        python3 - "$base.json" "$source_sha256" "$source_md5" <<'EOF_PY' || die "$base: other digests"
import json, sys
record = json.load(open(sys.argv[1]))
digests = {h["algorithm"]: h["digest"] for h in record["hashes"]}
wanted = {"sha256": sys.argv[2], "md5": sys.argv[3]}
sys.exit(0 if all(digests.get(k, v) == v for k, v in wanted.items()) and digests else 1)
EOF_PY
    done
    awk -v a="$start" -v b="$end" 'BEGIN {printf "%.3f", b - a}'
}

declare -A ratios seconds_a seconds_b
for ((round = 1; round <= BENCH_ROUNDS; round++)); do
    echo "# round $round of $BENCH_ROUNDS" >&2
    for entry in "${pairs[@]}"; do
        IFS='|' read -r name a b <<<"$entry"
        # shellcheck disable=SC2086 # the options are words
        ta=$(acquire $a)
        # shellcheck disable=SC2086
        tb=$(acquire $b)
        seconds_a[$name]+="$ta "
        seconds_b[$name]+="$tb "
        ratios[$name]+="$(awk -v a="$ta" -v b="$tb" 'BEGIN {printf "%.3f", b / a}') "
    done
done

median() { tr ' ' '\n' | grep . | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
rate() { awk -v b="$bytes" -v s="$1" 'BEGIN {printf "%.0f", b / 1e6 / s}'; }
printf '\n%-16s %14s %14s %22s\n' "pair" "A MB/s" "B MB/s" "A/B (median, paired)"
for entry in "${pairs[@]}"; do
    IFS='|' read -r name _ _ <<<"$entry"
    printf '%-16s %14s %14s %22s\n' "$name" \
        "$(rate "$(median <<<"${seconds_a[$name]}")")" \
        "$(rate "$(median <<<"${seconds_b[$name]}")")" \
        "$(median <<<"${ratios[$name]}")"
done
