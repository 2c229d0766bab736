#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/iscsi.sh: acquiring a drive of another machine over iSCSI, against the same file read here.
#
# What it measures
#   The source is BENCH_SIZE of pseudo-random bytes (AES-128-CTR of zeros under a fixed key) on
#   a private tmpfs, exported read-only as LUN 1 by tgt's tgtd on TCP loopback (127.0.0.1), with
#   a control port of its own. In each round every command runs once (interleaved); the table
#   gives the median wall time over the rounds as MB/s (10^6 bytes/s):
#     custody-cli acquire FILE --hash md5,sha256              (the same bytes, read here)
#     custody-cli acquire iscsi://127.0.0.1:PORT/IQN/1 --hash md5,sha256
#     custody-cli acquire iscsi://… --hash none            (the link and the target alone)
#   Every image is checked against the source's SHA-256, or the script stops. Then the target:
#   iSCSI with hashes against local with the same hashes, paired round by round (median and
#   range). tgtd runs on the same cores as Custody here: on two cores the target's reads and
#   copies compete with the hashes, which a target on another machine would not.
#
# How to run (as root: tmpfs, tgtd)
#   bench/iscsi.sh [PATH/TO/custody-cli]
#   Environment: BENCH_SIZE (default 2G), BENCH_ROUNDS (default 3), BENCH_PORT (default 13261).
#   Needs tgtd and tgtadm (tgt), openssl, GNU time (all installed by scripts/bootstrap.sh).
#   Memory: about 2.2 times BENCH_SIZE.
set -euo pipefail
export LC_ALL=C

SCRIPT_DIR=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=lib/rounds.sh
source "$SCRIPT_DIR/lib/rounds.sh"
CLI=${1:-${CUSTODY_CLI:-$SCRIPT_DIR/../build/app/custody-cli}}
BENCH_SIZE=${BENCH_SIZE:-2G}
BENCH_ROUNDS=${BENCH_ROUNDS:-3}
PORT=${BENCH_PORT:-13261}
CONTROL=$((PORT % 1000 + 31000)) # tgtd's control socket /run/tgtd/socket.N, never the system's
IQN=iqn.2026-12.org.custody.bench:source

WORK=""
TGTD=""
die() { printf 'iscsi.sh: error: %s\n' "$*" >&2; exit 1; }
cleanup() {
    set +e
    [[ -n $TGTD ]] && kill -9 "$TGTD" && wait "$TGTD" 2>/dev/null
    rm -f "/run/tgtd/socket.$CONTROL" "/run/tgtd/socket.$CONTROL.lock"
    if [[ -n $WORK ]]; then
        umount "$WORK/mnt" 2>/dev/null
        rm -rf "$WORK"
    fi
}
trap cleanup EXIT INT TERM

[[ $(id -u) -eq 0 ]] || die "needs root (tmpfs, tgtd)"
[[ -x $CLI ]] || die "no custody-cli at $CLI: build it, or give its path"
for tool in tgtd tgtadm openssl /usr/bin/time sha256sum; do
    command -v "$tool" >/dev/null || die "$tool is missing"
done
bytes=$(numfmt --from=iec "$BENCH_SIZE")

WORK=$(mktemp -d /tmp/custody-iscsi-bench.XXXXXX)
mkdir "$WORK/mnt"
mount -t tmpfs -o size=$((bytes * 2 + 256 * 1048576)) tmpfs "$WORK/mnt"
{ openssl enc -aes-128-ctr -nosalt -K 000102030405060708090a0b0c0d0e0f -iv 0 -in /dev/zero \
    2>/dev/null || true; } | head -c "$bytes" >"$WORK/mnt/source.raw"
source_sha256=$(sha256sum <"$WORK/mnt/source.raw" | cut -d' ' -f1)

tgtd -f -C "$CONTROL" --iscsi "portal=127.0.0.1:$PORT" >"$WORK/tgtd.log" 2>&1 &
TGTD=$!
adm() { tgtadm -C "$CONTROL" --lld iscsi "$@"; }
for _ in $(seq 100); do adm --op show --mode sys >/dev/null 2>&1 && break; sleep 0.05; done
adm --op new --mode target --tid 1 -T "$IQN"
adm --op new --mode logicalunit --tid 1 --lun 1 -b "$WORK/mnt/source.raw"
adm --op update --mode logicalunit --tid 1 --lun 1 --params readonly=1
adm --op bind --mode target --tid 1 -I ALL
URI=iscsi://127.0.0.1:$PORT/$IQN/1

echo "# bench/iscsi.sh: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "# source: $BENCH_SIZE pseudo-random on tmpfs, exported by tgtd $(tgtd --version 2>&1 | head -1 | awk '{print $NF}') on 127.0.0.1"

# name|command, run by bash (OUT is replaced by the output base)
commands=(
    "custody local md5+sha256|$CLI acquire $WORK/mnt/source.raw OUT --hash md5,sha256 --no-smart"
    "custody iscsi md5+sha256|$CLI acquire $URI OUT --hash md5,sha256"
    "custody iscsi no hash|$CLI acquire $URI OUT --hash none"
)
run_rounds "$BENCH_ROUNDS" "$WORK" "$WORK/mnt" "$source_sha256" "${commands[@]}"
print_rates "$bytes" "${commands[@]}"
echo
target "iscsi md5+sha256 / local md5+sha256" "custody iscsi md5+sha256" "custody local md5+sha256" 0.85
