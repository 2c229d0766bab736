#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/nbd.sh: acquiring a drive of another machine over NBD, against the same file read here.
#
# What it measures
#   The source is BENCH_SIZE of pseudo-random bytes (AES-128-CTR of zeros under a fixed key) on
#   a private tmpfs, served read-only by nbdkit on TCP loopback (127.0.0.1), plain and with 2 ms
#   and 20 ms added to every read (nbdkit's delay filter). In each round every command runs once
#   (interleaved); the table gives the median wall time over the rounds as MB/s (10^6 bytes/s)
#   and the ratio to the first row of its group:
#     custody-cli acquire FILE --hash md5,sha256              (the same bytes, read here)
#     custody-cli acquire nbd://127.0.0.1:PORT/ --hash md5,sha256
#     custody-cli acquire nbd://… --hash none
#     nbdcopy nbd://… null:                                   (libnbd's own copy, no hashing)
#     nbdcopy nbd://… IMAGE                                   (the same, writing the same tmpfs)
#     dd if=FILE bs=1M | nc → nc -l | tee IMAGE | sha256sum   (the hand-made way: no map, no record)
#     custody-cli acquire nbd://… --hash none, server +2 ms and +20 ms per read (64 threads)
#   Every image is checked against the source's SHA-256, or the script stops. Then the targets,
#   each the median of its ratios round by round (with their range):
#   NBD with hashes against local with the same hashes, NBD without hashes against nbdcopy (to
#   null, and to a file as Custody writes one), the delayed servers against the undelayed one.
#   nbdkit runs on the same cores as Custody here: on two cores the server's copies compete with
#   the hashes, which a real server on another machine would not. Even without image hashes
#   Custody takes the SHA-256 of every window it writes (what a resume checks), which nbdcopy
#   does not: on two cores that is what the run waits for.
#
# How to run (as root: tmpfs)
#   bench/nbd.sh [PATH/TO/custody-cli]
#   Environment: BENCH_SIZE (default 2G), BENCH_ROUNDS (default 3), BENCH_PORT (default 10899).
#   Needs nbdkit, nbdcopy (libnbd-bin), nc (netcat-openbsd), ss, openssl, GNU time (all installed
#   by scripts/bootstrap.sh). Memory: about 2.2 times BENCH_SIZE.
set -euo pipefail
export LC_ALL=C

SCRIPT_DIR=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=lib/rounds.sh
source "$SCRIPT_DIR/lib/rounds.sh"
CLI=${1:-${CUSTODY_CLI:-$SCRIPT_DIR/../build/app/custody-cli}}
BENCH_SIZE=${BENCH_SIZE:-2G}
BENCH_ROUNDS=${BENCH_ROUNDS:-3}
PORT=${BENCH_PORT:-10899}

WORK=""
die() { printf 'nbd.sh: error: %s\n' "$*" >&2; exit 1; }
cleanup() {
    set +e
    for pidfile in "$WORK"/*.pid; do [[ -e $pidfile ]] && kill "$(cat "$pidfile")"; done
    sleep 0.3
    if [[ -n $WORK ]]; then
        umount "$WORK/mnt" 2>/dev/null
        rm -rf "$WORK"
    fi
}
trap cleanup EXIT INT TERM

[[ $(id -u) -eq 0 ]] || die "needs root (tmpfs)"
[[ -x $CLI ]] || die "no custody-cli at $CLI: build it, or give its path"
for tool in nbdkit nbdcopy nc ss openssl /usr/bin/time sha256sum; do
    command -v "$tool" >/dev/null || die "$tool is missing"
done
bytes=$(numfmt --from=iec "$BENCH_SIZE")

WORK=$(mktemp -d /tmp/custody-nbd-bench.XXXXXX)
mkdir "$WORK/mnt"
mount -t tmpfs -o size=$((bytes * 2 + 256 * 1048576)) tmpfs "$WORK/mnt"
{ openssl enc -aes-128-ctr -nosalt -K 000102030405060708090a0b0c0d0e0f -iv 0 -in /dev/zero \
    2>/dev/null || true; } | head -c "$bytes" >"$WORK/mnt/source.raw"
source_sha256=$(sha256sum <"$WORK/mnt/source.raw" | cut -d' ' -f1)

serve() { # name port [filter args...]
    local name=$1 port=$2
    shift 2
    nbdkit --readonly -i 127.0.0.1 -p "$port" -P "$WORK/$name.pid" "$@" \
        file "$WORK/mnt/source.raw" ${NBD_FILTER_ARGS:-}
}
serve plain "$PORT"
# 64 server threads, so that the delayed server answers as many reads at once as Custody keeps
# in flight (nbdkit's default of 16 would be the limit at 20 ms)
NBD_FILTER_ARGS=rdelay=2ms serve delay2 $((PORT + 1)) --threads=64 --filter=delay
NBD_FILTER_ARGS=rdelay=20ms serve delay20 $((PORT + 2)) --threads=64 --filter=delay
URI=nbd://127.0.0.1:$PORT/
sleep 0.5

echo "# bench/nbd.sh: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "# source: $BENCH_SIZE pseudo-random on tmpfs, served by nbdkit $(nbdkit --version | cut -d' ' -f2) on 127.0.0.1"

# What examiners do without a client: dd on the suspect machine into nc, nc here into the image
# and sha256sum (netcat-openbsd; the listener is up before dd starts).
handmade_pipe() {
    local port=$((PORT + 3))
    printf '%s' "{ nc -l 127.0.0.1 $port | tee OUT.dd | sha256sum >OUT.sha256; } & "
    printf '%s' "until ss -ltn | grep -q ':$port '; do sleep 0.01; done; "
    printf '%s' "dd if=$WORK/mnt/source.raw bs=1M status=none | nc -N 127.0.0.1 $port; wait"
}

# name|command, run by bash (OUT is replaced by the output base)
commands=(
    "custody local md5+sha256|$CLI acquire $WORK/mnt/source.raw OUT --hash md5,sha256 --no-smart"
    "custody nbd md5+sha256|$CLI acquire $URI OUT --hash md5,sha256"
    "custody nbd no hash|$CLI acquire $URI OUT --hash none"
    "nbdcopy to null|nbdcopy $URI null:"
    "nbdcopy to a file|nbdcopy $URI OUT.dd"
    "dd, nc, tee, sha256sum pipe|$(handmade_pipe)"
    "custody nbd no hash, +2 ms|$CLI acquire nbd://127.0.0.1:$((PORT + 1))/ OUT --hash none"
    "custody nbd no hash, +20 ms|$CLI acquire nbd://127.0.0.1:$((PORT + 2))/ OUT --hash none"
)

run_rounds "$BENCH_ROUNDS" "$WORK" "$WORK/mnt" "$source_sha256" "${commands[@]}"
print_rates "$bytes" "${commands[@]}"
echo
target "nbd md5+sha256 / local md5+sha256" "custody nbd md5+sha256" "custody local md5+sha256" 0.9
target "nbd no hash / nbdcopy to null" "custody nbd no hash" "nbdcopy to null" 0.9
target "nbd no hash / nbdcopy to a file" "custody nbd no hash" "nbdcopy to a file" 0.9
target "nbd no hash +2 ms / undelayed" "custody nbd no hash, +2 ms" "custody nbd no hash" 0.8
target "nbd no hash +20 ms / undelayed" "custody nbd no hash, +20 ms" "custody nbd no hash" 0.8
target "nbd md5+sha256 / hand-made pipe" "custody nbd md5+sha256" "dd, nc, tee, sha256sum pipe" 1.0
