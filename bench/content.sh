#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/content.sh: what counting zero and repeated-byte sectors costs an acquisition.
#
# What it measures
#   The source is BENCH_SIZE on a private tmpfs, attached read-only as a loop device: 30 % (in
#   whole MiB) pseudo-random bytes (AES-128-CTR of zeros under a fixed key), then 70 % zeros, so that the
#   census sees both kinds of sector (a zero sector is the one it reads whole). The image goes to
#   another tmpfs. In each round both commands run once, interleaved:
#     custody-cli acquire LOOP OUT --hash md5,sha256                      (with the census)
#     custody-cli acquire LOOP OUT --hash md5,sha256 --no-content-count   (without it)
#   Every image is checked against the source's SHA-256, and the record of the first must hold
#   the census with the source's share of zeros, or the script stops. The target is the ratio
#   of the two wall times, round by round: with / without >= 0.98 (the census costs at most 2 %).
#
# How to run (as root: tmpfs, a loop device)
#   bench/content.sh [PATH/TO/custody-cli]
#   Environment: BENCH_SIZE (default 1G, a multiple of 1M), BENCH_ROUNDS (default 7). Needs
#   openssl, losetup, python3 and GNU time (installed by scripts/bootstrap.sh). Memory: about
#   2.1 times BENCH_SIZE.
set -euo pipefail
export LC_ALL=C

SCRIPT_DIR=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=lib/rounds.sh
source "$SCRIPT_DIR/lib/rounds.sh"
CLI=${1:-${CUSTODY_CLI:-$SCRIPT_DIR/../build/app/custody-cli}}
BENCH_SIZE=${BENCH_SIZE:-1G}
BENCH_ROUNDS=${BENCH_ROUNDS:-7}

WORK=""
LOOP=""
die() { printf 'content.sh: error: %s\n' "$*" >&2; exit 1; }
cleanup() {
    set +e
    [[ -n $LOOP ]] && losetup -d "$LOOP"
    if [[ -n $WORK ]]; then
        umount "$WORK/src" "$WORK/out" 2>/dev/null
        rm -rf "$WORK"
    fi
}
trap cleanup EXIT INT TERM

[[ $(id -u) -eq 0 ]] || die "needs root (tmpfs, loop device)"
[[ -x $CLI ]] || die "no custody-cli at $CLI: build it, or give its path"
for tool in python3 openssl losetup sha256sum /usr/bin/time; do
    command -v "$tool" >/dev/null || die "$tool is missing"
done
bytes=$(numfmt --from=iec "$BENCH_SIZE")
(( bytes % 1048576 == 0 )) || die "BENCH_SIZE must be a multiple of 1M"

WORK=$(mktemp -d /tmp/custody-content-bench.XXXXXX)
mkdir "$WORK/src" "$WORK/out"
mount -t tmpfs -o size=$((bytes + 64 * 1048576)) tmpfs "$WORK/src"
mount -t tmpfs -o size=$((bytes + 64 * 1048576)) tmpfs "$WORK/out"
random=$((bytes * 3 / 10 / 1048576 * 1048576)) # 30 %, in whole MiB
{ openssl enc -aes-128-ctr -nosalt -K 000102030405060708090a0b0c0d0e0f -iv 0 -in /dev/zero \
    2>/dev/null || true; } | head -c "$random" >"$WORK/src/source.raw"
head -c $((bytes - random)) /dev/zero >>"$WORK/src/source.raw"
LOOP=$(losetup --find --show --read-only "$WORK/src/source.raw")
source_sha256=$(sha256sum <"$LOOP" | cut -d' ' -f1)

echo "# bench/content.sh: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "# source: $BENCH_SIZE (30 % random, 70 % zeros) on tmpfs via $LOOP; the image on another tmpfs"

commands=(
    "with the census|'$CLI' acquire $LOOP OUT --hash md5,sha256 --no-smart --no-layout"
    "without it|'$CLI' acquire $LOOP OUT --hash md5,sha256 --no-smart --no-layout --no-content-count"
)
# The census is there and right: one acquisition, its record read.
"$CLI" acquire "$LOOP" "$WORK/out/check" --hash md5 --no-smart --no-layout >"$WORK/log" 2>&1 \
    || die "acquire failed: $(tail -3 "$WORK/log")"
python3 - "$WORK/out/check.json" "$((bytes / 512))" "$(((bytes - random) / 512))" <<'EOF_PY' \
    || die "the record's census is not the source's"
import json, sys
content = json.load(open(sys.argv[1]))["result"]["content"]
sys.exit(0 if (content["sectorsExamined"], content["zeroSectors"]) == (int(sys.argv[2]), int(sys.argv[3])) else 1)
EOF_PY
rm -f "$WORK"/out/check*

run_rounds "$BENCH_ROUNDS" "$WORK" "$WORK/out" "$source_sha256" "${commands[@]}"
print_rates "$bytes" "${commands[@]}"
echo
target "census: with / without (wall time)" "with the census" "without it" 0.98
# On a machine whose every core is busy with the hashes, the wall time moves by more than the
# census costs from one run to the next; the CPU time the census adds is the steadier measure.
target "census: with / without (CPU time)" "with the census" "without it" 0.98 cpu
