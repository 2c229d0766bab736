#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/ewf.sh: E01 acquisition and verification, custody-cli against libewf's own tools.
#
# What it measures
#   The source is BENCH_SIZE of mixed content on a private tmpfs, attached read-only as a loop
#   device: per MiB, in a fixed order, 40 % zeros, 30 % text (the GPL's words) and 30 %
#   pseudo-random bytes (AES-128-CTR of zeros under a fixed key), so the same file is made on
#   every machine. In each round, every command runs once (interleaved, so that noise hits all
#   alike); the table gives the median wall time over the rounds as MB/s (10^6 bytes/s), the
#   peak RSS (GNU time), and the ratio to the first row of its group:
#     acquire to tmpfs and to BENCH_DISK_DIR:
#       custody-cli acquire --format e01 --compression fast --hash md5,sha1
#       ewfacquire -u -c fast -d sha1                     (Debian's ewf-tools, one thread)
#       custody-cli acquire --hash md5,sha1               (raw, the same hashes)
#       custody-cli acquire --format e01 --compression none --hash md5,sha1
#       the same with --segment-size 256M: each segment's own MD5 (for the record) is taken
#         while the next is written, so only the last segment's is left for the end
#       custody-cli acquire --format e01 --compression fast --compression-threads 1 | 2
#     verify the same E01 (made once by custody-cli, fast):
#       custody-cli verify IMAGE.E01                       (MD5 and SHA-1 stored inside)
#       ewfverify -q -d sha1 IMAGE.E01
#   Every E01 made is checked: its MD5 must be the source's (ewfverify would say so too), and
#   every verification must succeed, or the script stops.
#
#   The physical limit of a run that hashes MD5 and SHA-1 is the slower of the two on one core
#   (openssl speed -evp md5 / sha1, printed in the header): with SHA extensions that is MD5.
#   Deflate spreads over the other cores, so E01 "fast" approaches that limit as cores are
#   added; on 2 cores one of them also does MD5.
#
# How to run (as root: tmpfs and a loop device)
#   bench/ewf.sh [PATH/TO/custody-cli]
#   Environment: BENCH_SIZE (default 2G, a multiple of 1M), BENCH_ROUNDS (default 3),
#   BENCH_DISK_DIR (default /var/tmp). Needs python3, openssl, ewf-tools, GNU time, util-linux.
#   Memory: about 2.5 times BENCH_SIZE (source and outputs on tmpfs).
set -euo pipefail
export LC_ALL=C

SCRIPT_DIR=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
CLI=${1:-${CUSTODY_CLI:-$SCRIPT_DIR/../build/app/custody-cli}}
BENCH_SIZE=${BENCH_SIZE:-2G}
BENCH_ROUNDS=${BENCH_ROUNDS:-3}
BENCH_DISK_DIR=${BENCH_DISK_DIR:-/var/tmp}

WORK=""
DISK=""
LOOP=""
die() { printf 'ewf.sh: error: %s\n' "$*" >&2; exit 1; }
cleanup() {
    set +e
    [[ -n $LOOP ]] && losetup -d "$LOOP"
    if [[ -n $WORK ]]; then
        umount "$WORK/src" "$WORK/out" 2>/dev/null
        rm -rf "$WORK"
    fi
    [[ -n $DISK ]] && rm -rf "$DISK"
}
trap cleanup EXIT INT TERM

[[ $(id -u) -eq 0 ]] || die "needs root (tmpfs, loop device)"
[[ -x $CLI ]] || die "no custody-cli at $CLI: build it, or give its path"
for tool in python3 openssl ewfacquire ewfverify /usr/bin/time losetup; do
    command -v "$tool" >/dev/null || die "$tool is missing"
done
bytes=$(numfmt --from=iec "$BENCH_SIZE")
(( bytes % 1048576 == 0 )) || die "BENCH_SIZE must be a multiple of 1M"

WORK=$(mktemp -d /tmp/custody-ewf-bench.XXXXXX)
DISK=$(mktemp -d "$BENCH_DISK_DIR/custody-ewf-bench.XXXXXX")
mkdir "$WORK/src" "$WORK/out"
mount -t tmpfs -o size=$((bytes + 64 * 1048576)) tmpfs "$WORK/src"
mount -t tmpfs -o size=$((bytes * 3 / 2 + 256 * 1048576)) tmpfs "$WORK/out"

# The mixed source: 40 % zeros, 30 % text, 30 % random, per MiB in a fixed order.
# (openssl ends on SIGPIPE when head has enough)
{ openssl enc -aes-128-ctr -nosalt -K 000102030405060708090a0b0c0d0e0f -iv 0 -in /dev/zero \
    2>/dev/null || true; } | head -c "$bytes" >"$WORK/random"
python3 - "$WORK/src/source.raw" "$bytes" "$WORK/random" <<'EOF'
import sys
path, size, random_path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
mib = 1 << 20
words = open("/usr/share/common-licenses/GPL-3", "rb").read()
text = (words * (mib // len(words) + 2))
with open(path, "wb") as out, open(random_path, "rb") as random:
    for index in range(size // mib):
        kind = index % 10
        if kind < 4:
            out.write(bytes(mib))
        elif kind < 7:
            start = (index * 7919) % len(words)
            out.write(text[start:start + mib])
        else:
            random.seek(index * mib)
            out.write(random.read(mib))
EOF
rm -f "$WORK/random"
LOOP=$(losetup --find --show --read-only "$WORK/src/source.raw")
source_md5=$(md5sum <"$LOOP" | cut -d' ' -f1)

echo "# bench/ewf.sh: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "# source: $BENCH_SIZE mixed (40 % zeros, 30 % text, 30 % random) on tmpfs via $LOOP"
for algorithm in md5 sha1; do
    echo "# openssl speed -evp $algorithm, 64 KiB blocks: $(openssl speed -evp "$algorithm" -bytes 65536 -seconds 2 2>/dev/null | tail -1 | awk '{printf "%.0f MB/s", $2 * 1.024 / 1000}')"
done

# name|target|command (OUT is replaced by the output base)
commands=(
    "custody e01 fast|tmpfs|$CLI acquire $LOOP OUT --format e01 --compression fast --hash md5,sha1 --no-smart"
    "ewfacquire fast|tmpfs|ewfacquire -u -q -c fast -d sha1 -S 4GiB -t OUT $LOOP"
    "custody raw|tmpfs|$CLI acquire $LOOP OUT --hash md5,sha1 --no-smart"
    "custody e01 none|tmpfs|$CLI acquire $LOOP OUT --format e01 --compression none --hash md5,sha1 --no-smart"
    "custody e01 none, 256M segments|tmpfs|$CLI acquire $LOOP OUT --format e01 --compression none --segment-size 256M --hash md5,sha1 --no-smart"
    "custody e01 fast, 1 worker|tmpfs|$CLI acquire $LOOP OUT --format e01 --compression fast --compression-threads 1 --hash md5,sha1 --no-smart"
    "custody e01 fast, 2 workers|tmpfs|$CLI acquire $LOOP OUT --format e01 --compression fast --compression-threads 2 --hash md5,sha1 --no-smart"
    "custody e01 fast|disk|$CLI acquire $LOOP OUT --format e01 --compression fast --hash md5,sha1 --no-smart"
    "ewfacquire fast|disk|ewfacquire -u -q -c fast -d sha1 -S 4GiB -t OUT $LOOP"
    "custody raw|disk|$CLI acquire $LOOP OUT --hash md5,sha1 --no-smart"
)

declare -A seconds rss
run() { # name target command...
    local key="$1|$2" folder
    shift 2
    folder=$([[ $key == *"|tmpfs" ]] && echo "$WORK/out" || echo "$DISK")
    rm -rf "${folder:?}"/image*
    sync
    local cmd=${*//OUT/$folder/image}
    /usr/bin/time -f '%e %M' -o "$WORK/time" $cmd >"$WORK/log" 2>&1 </dev/null ||
        die "$key failed: $(tail -3 "$WORK/log")"
    sync
    if [[ -e $folder/image.E01 ]]; then
        local md5
        md5=$(ewfinfo "$folder/image.E01" | awk '/MD5:/ {print $2}')
        [[ $md5 == "$source_md5" ]] || die "$key: the E01's MD5 is $md5, the source's $source_md5"
    fi
    read -r wall peak <"$WORK/time"
    seconds[$key]+="$wall "
    rss[$key]=$(( ${rss[$key]:-0} > peak ? ${rss[$key]:-0} : peak ))
}

# The E01 both verifiers read, made once.
mkdir "$WORK/out/verify"
"$CLI" acquire "$LOOP" "$WORK/out/verify/image" --format e01 --hash md5,sha1 --no-smart >/dev/null 2>&1 ||
    die "could not make the E01 to verify"
verifiers=(
    "custody verify|tmpfs|$CLI verify $WORK/out/verify/image.E01"
    "ewfverify|tmpfs|ewfverify -q -d sha1 $WORK/out/verify/image.E01"
)
verify() { # name target command...
    local key="$1|$2"
    shift 2
    /usr/bin/time -f '%e %M' -o "$WORK/time" "$@" >"$WORK/log" 2>&1 </dev/null ||
        die "$key failed: $(tail -3 "$WORK/log")"
    read -r wall peak <"$WORK/time"
    seconds[$key]+="$wall "
    rss[$key]=$(( ${rss[$key]:-0} > peak ? ${rss[$key]:-0} : peak ))
}

for ((round = 1; round <= BENCH_ROUNDS; round++)); do
    echo "# round $round of $BENCH_ROUNDS" >&2
    for entry in "${commands[@]}"; do
        IFS='|' read -r name target cmd <<<"$entry"
        run "$name" "$target" $cmd
    done
    rm -rf "${WORK:?}/out/image"* "${DISK:?}"/image*
    for entry in "${verifiers[@]}"; do
        IFS='|' read -r name target cmd <<<"$entry"
        verify "$name" "$target" $cmd
    done
done

median() { tr ' ' '\n' | grep . | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
printf '\n%-30s %-6s %9s %8s %9s\n' "command" "target" "MB/s" "RSS MiB" "vs first"
for group in "custody e01 fast|tmpfs" "custody e01 fast|disk" "custody verify|tmpfs"; do
    reference=""
    for entry in "${commands[@]}" "${verifiers[@]}"; do
        IFS='|' read -r name target _ <<<"$entry"
        key="$name|$target"
        [[ $target == "${group#*|}" ]] || continue
        [[ $group == "custody verify|tmpfs" ]] && [[ $name != *verify* ]] && continue
        [[ $group != "custody verify|tmpfs" ]] && [[ $name == *verify* ]] && continue
        m=$(median <<<"${seconds[$key]}")
        rate=$(awk -v b="$bytes" -v s="$m" 'BEGIN {printf "%.0f", b / 1e6 / s}')
        [[ -z $reference ]] && reference=$rate
        printf '%-30s %-6s %9s %8s %9s\n' "$name" "$target" "$rate" "$(( rss[$key] / 1024 ))" \
            "$(awk -v a="$rate" -v b="$reference" 'BEGIN {printf "%.2f", a / b}')"
    done
    echo
done
