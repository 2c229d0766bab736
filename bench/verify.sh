#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/verify.sh: how fast `custody-cli verify` checks an image against an MD5 + SHA-1 +
# SHA-256 hashlog, compared with what examiners do otherwise.
#
# What it measures
#   A raw image of pseudo-random (incompressible) bytes lies on tmpfs (/dev/shm), so reads
#   cost memory copies only and the numbers are those of the tools, not of a disk. Its MD5,
#   SHA-1 and SHA-256 are written as coreutils sidecars (IMAGE.md5, .sha1, .sha256), and
#   ewfacquire makes an uncompressed E01 of the same data. The commands:
#     custody-cli verify IMAGE                    (the three sidecars, one read, 3 threads)
#     custody-cli verify IMAGE --hashlog .sha256  (one algorithm: the reader's overhead)
#     md5sum -c && sha1sum -c && sha256sum -c     (the usual shell way: three reads)
#     md5sum, sha1sum, sha256sum alone            (coreutils' own code)
#     openssl dgst -md5 | -sha1 | -sha256 alone   (OpenSSL, the code custody uses)
#     ewfverify -d sha1,sha256 IMAGE.E01          (libewf: the same three digests of the E01)
#   The runs are interleaved (every round runs every command once) so that load from other
#   work on the machine hits all commands alike; the table reports the median over the rounds,
#   and the background load measured in a 0.5 s pause before each run.
#
#   The target: custody's three-algorithm verify at 0.9 times the rate of the slowest single
#   hash alone (the slowest of the openssl runs, the same implementation custody uses) or
#   better. With one thread per algorithm that holds while the CPUs can run the three digests
#   side by side; a machine with fewer cores than it needs, or a busy one, shows less.
#
#   Correctness: custody's verdict must be "match" (exit 0), the coreutils checks must pass,
#   ewfverify must report SUCCESS, or the script stops with an error.
#
# How to run (needs no root; builds nothing)
#   bench/verify.sh [PATH/TO/custody-cli]
#   The custody-cli path is the first argument, else $CUSTODY_CLI, else build/app/custody-cli.
#   Environment:
#     BENCH_SIZE     image size, binary suffixes K M G, a multiple of 512   (default 2G)
#     BENCH_ROUNDS   rounds                                                (default 3)
#     BENCH_DIR      tmpfs folder for the image and the E01                  (default /dev/shm)
#     BENCH_RESULTS  optional: write the table there as TSV
#     BENCH_NICE     optional: run every measured command at this niceness (-10 needs root),
#                    to measure the tools rather than their share of a machine busy with other
#                    work (the "background" column shows how busy it was)
#   Memory: about twice BENCH_SIZE on tmpfs (image and E01).
#   Needs: coreutils, openssl, ewf-tools, GNU time (/usr/bin/time).
#   Smoke test: BENCH_SIZE=128M BENCH_ROUNDS=1 bench/verify.sh /tmp/build/app/custody-cli

set -euo pipefail
export LC_ALL=C

SCRIPT_DIR=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
REPO_ROOT=$(cd -- "$SCRIPT_DIR/.." && pwd)
CLI=${1:-${CUSTODY_CLI:-$REPO_ROOT/build/app/custody-cli}}
BENCH_SIZE=${BENCH_SIZE:-2G}
BENCH_ROUNDS=${BENCH_ROUNDS:-3}
BENCH_DIR=${BENCH_DIR:-/dev/shm}
BENCH_RESULTS=${BENCH_RESULTS:-}
BENCH_NICE=${BENCH_NICE:-}

die() {
    echo "bench/verify.sh: $*" >&2
    exit 1
}

[[ -x $CLI ]] || die "custody-cli not found at $CLI (build it, or pass its path)"
for tool in md5sum sha1sum sha256sum openssl ewfacquire ewfverify /usr/bin/time; do
    command -v "$tool" >/dev/null || die "$tool is missing (scripts/bootstrap.sh installs it)"
done
bytes=$(numfmt --from=iec "$BENCH_SIZE") || die "BENCH_SIZE=$BENCH_SIZE is not a size"
((bytes > 0 && bytes % 512 == 0)) || die "BENCH_SIZE must be a positive multiple of 512"

work=$(mktemp -d -p "$BENCH_DIR" custody-verify-bench.XXXXXX)
cleanup() { rm -rf -- "$work"; }
trap cleanup EXIT INT TERM
cd "$work"

# Busy CPUs (other processes) during a 0.5 s pause, from /proc/stat.
background_load() {
    local a b
    read -r -a a < <(head -n 1 /proc/stat)
    sleep 0.5
    read -r -a b < <(head -n 1 /proc/stat)
    awk -v u="$(((b[1] + b[2] + b[3] + b[6] + b[7]) - (a[1] + a[2] + a[3] + a[6] + a[7])))" \
        -v hz="$(getconf CLK_TCK)" 'BEGIN { printf "%.2f", u / hz / 0.5 }'
}

echo "== preparing: $BENCH_SIZE image, sidecars, E01 (in $work)"
# AES-CTR of zeros: incompressible, and far faster than /dev/urandom. (A process
# substitution, because openssl ends on SIGPIPE when head has enough.)
head -c "$bytes" < <(openssl enc -aes-128-ctr -nosalt -pass pass:custody-bench -pbkdf2 \
    -in /dev/zero 2>/dev/null) >image.dd
(($(stat -c %s image.dd) == bytes)) || die "could not write the $BENCH_SIZE image"
md5sum image.dd >image.md5
sha1sum image.dd >image.sha1
sha256sum image.dd >image.sha256
ewfacquire -u -q -c none -d sha1,sha256 -t image -l ewfacquire.log image.dd >/dev/null ||
    die "ewfacquire failed"

names=(
    "custody-cli verify (MD5+SHA-1+SHA-256, one read)"
    "custody-cli verify (SHA-256 only)"
    "md5sum -c && sha1sum -c && sha256sum -c"
    "md5sum alone"
    "sha1sum alone"
    "sha256sum alone"
    "openssl dgst -md5 alone"
    "openssl dgst -sha1 alone"
    "openssl dgst -sha256 alone"
    "ewfverify -d sha1,sha256 (E01)"
)
commands=(
    "'$CLI' verify image.dd"
    "'$CLI' verify image.dd --hashlog image.sha256"
    "md5sum --quiet -c image.md5 && sha1sum --quiet -c image.sha1 && sha256sum --quiet -c image.sha256"
    "md5sum image.dd"
    "sha1sum image.dd"
    "sha256sum image.dd"
    "openssl dgst -md5 image.dd"
    "openssl dgst -sha1 image.dd"
    "openssl dgst -sha256 image.dd"
    "ewfverify -q -d sha1,sha256 image.E01 | grep -q 'ewfverify: SUCCESS'"
)

declare -A seconds rss load
for ((round = 1; round <= BENCH_ROUNDS; ++round)); do
    echo "== round $round of $BENCH_ROUNDS"
    for index in "${!commands[@]}"; do
        busy=$(background_load)
        start=$EPOCHREALTIME
        ${BENCH_NICE:+nice -n "$BENCH_NICE"} /usr/bin/time -f %M -o time.out \
            bash -c "${commands[index]}" >run.out 2>&1 ||
            die "${names[index]} failed: $(tail -n 5 run.out)"
        end=$EPOCHREALTIME
        seconds[$index]+="$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f", e - s }') "
        rss[$index]+="$(tail -n 1 time.out) "
        load[$index]+="$busy "
        printf '   %-50s %8.2f s  (background %s CPUs)\n' "${names[index]}" \
            "$(awk -v s="$start" -v e="$end" 'BEGIN { print e - s }')" "$busy"
    done
done

median() { tr ' ' '\n' | grep -v '^$' | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
maximum() { tr ' ' '\n' | grep -v '^$' | sort -g | tail -n 1; }

slowest_single=0
for index in 6 7 8; do
    s=$(median <<<"${seconds[$index]}")
    awk -v s="$s" -v m="$slowest_single" 'BEGIN { exit !(s > m) }' && slowest_single=$s
done

echo
echo "== results: $BENCH_SIZE image on tmpfs, median of $BENCH_ROUNDS rounds, $(nproc) CPUs" \
    "($(grep -m 1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'))" \
    "${BENCH_NICE:+, commands at nice $BENCH_NICE}"
header=$(printf '%-50s %9s %9s %12s %8s %11s' "command" "seconds" "MB/s" "x slowest" "RSS MiB" "background")
echo "$header"
[[ -z $BENCH_RESULTS ]] || printf 'command\tseconds\tMBps\tratio_to_slowest_single\trss_mib\tbackground_cpus\n' >"$BENCH_RESULTS"
for index in "${!commands[@]}"; do
    s=$(median <<<"${seconds[$index]}")
    r=$(maximum <<<"${rss[$index]}")
    l=$(median <<<"${load[$index]}")
    mbps=$(awk -v b="$bytes" -v s="$s" 'BEGIN { printf "%.0f", b / 1e6 / s }')
    ratio=$(awk -v s="$s" -v m="$slowest_single" 'BEGIN { printf "%.2f", m / s }')
    printf '%-50s %9.2f %9s %12s %8.0f %11s\n' "${names[index]}" "$s" "$mbps" "$ratio" \
        "$(awk -v k="$r" 'BEGIN { print k / 1024 }')" "$l"
    [[ -z $BENCH_RESULTS ]] ||
        printf '%s\t%s\t%s\t%s\t%s\t%s\n' "${names[index]}" "$s" "$mbps" "$ratio" "$r" "$l" \
            >>"$BENCH_RESULTS"
done
# How much two CPUs are worth right now: one `openssl dgst -md5` alone, then two at once. Two
# free cores give 2.00; a busy machine (or vCPUs that share a core) much less, and custody's
# three threads can then do no better than that share.
probe_start=$EPOCHREALTIME
${BENCH_NICE:+nice -n "$BENCH_NICE"} openssl dgst -md5 image.dd >/dev/null
probe_alone=$(awk -v s="$probe_start" -v e="$EPOCHREALTIME" 'BEGIN { print e - s }')
probe_start=$EPOCHREALTIME
${BENCH_NICE:+nice -n "$BENCH_NICE"} openssl dgst -md5 image.dd >/dev/null &
${BENCH_NICE:+nice -n "$BENCH_NICE"} openssl dgst -md5 image.dd >/dev/null
wait
probe_pair=$(awk -v s="$probe_start" -v e="$EPOCHREALTIME" 'BEGIN { print e - s }')
echo
awk -v a="$probe_alone" -v p="$probe_pair" 'BEGIN {
    printf "parallel capacity now: two MD5 runs at once do %.2f x the work of one per second\n", 2 * a / p }'

custody=$(median <<<"${seconds[0]}")
ratio=$(awk -v s="$custody" -v m="$slowest_single" 'BEGIN { printf "%.2f", m / s }')
verdict=$(awk -v r="$ratio" 'BEGIN { print (r >= 0.9 ? "met" : "NOT met") }')
echo
echo "custody-cli verify with three algorithms runs at $ratio x the slowest single hash alone" \
    "(target 0.9: $verdict)."
echo "The column 'x slowest' is (seconds of the slowest openssl single hash) / (seconds of the" \
    "command); 'background' is the CPUs other processes kept busy just before each run."
