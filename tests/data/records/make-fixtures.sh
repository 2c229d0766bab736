#!/usr/bin/env bash
# Regenerates the acquisition records (NAME.json) and logs (NAME.txt) in this folder by running
# the real custody-cli on real block devices: a read-only loop device over badblockfs (the FUSE
# file system of tests/support whose reads fail with EIO on chosen ranges), rate-limited so that
# the throughput history has several samples. Then it derives the hand-edited cases.
#
#   clean        64 MiB, no bad sector, md5+sha1+sha256+sha512, 16 MiB hash windows, --verify
#   badsectors   64 MiB, forensic preset, five bad ranges; device facts (model, serial, SMART,
#                write-block, mounted partitions) added by hand, as device discovery will write
#   interrupted  64 MiB, rescue preset, bad ranges, stopped with SIGINT after 3 s: non-tried,
#                non-trimmed areas
#   mismatch     clean, with the SHA-1 of the image re-read changed by hand
#
# Usage (root: FUSE mounts and loop devices): tests/data/records/make-fixtures.sh BUILD_DIR
# Needs: custody-cli and badblockfs built in BUILD_DIR, losetup, fusermount3, openssl, jq.
# The records name files under /var/tmp/custody-cases/2026-0117, which is removed at the end.
set -euo pipefail

build=$(realpath "${1:?usage: make-fixtures.sh BUILD_DIR}")
cli=$build/app/custody-cli
badblockfs=$build/tests/support/badblockfs
here=$(cd "$(dirname "$0")" && pwd)
cases=/var/tmp/custody-cases/2026-0117
work=$(mktemp -d /tmp/custody-fixtures.XXXXXX)
mount_point=$work/mnt
loop=""
daemon=""

cleanup() {
    [[ -n $loop ]] && losetup -d "$loop" 2>/dev/null || true
    if [[ -n $daemon ]]; then
        fusermount3 -u "$mount_point" 2>/dev/null || true
        wait "$daemon" 2>/dev/null || true
    fi
    rm -rf -- "$work" /var/tmp/custody-cases
}
trap cleanup EXIT

# start_device RATE_MBPS BAD...: serves $work/backing with these bad ranges at /dev/loopN.
start_device() {
    local rate=$1
    shift
    local bad=()
    for range in "$@"; do bad+=(--bad "$range"); done
    mkdir -p "$mount_point"
    "$badblockfs" "$work/backing" "$mount_point" --rate-limit-mbps "$rate" "${bad[@]}" \
        2>"$work/badblockfs.log" &
    daemon=$!
    for _ in $(seq 100); do [[ -e $mount_point/image ]] && break; sleep 0.1; done
    loop=$(losetup --read-only --find --show --direct-io=on --sector-size 512 \
        "$mount_point/image")
}

stop_device() {
    losetup -d "$loop"
    loop=""
    fusermount3 -u "$mount_point"
    wait "$daemon" || true
    daemon=""
}

keep() { # keep NAME: copies the record and the log of $cases/NAME here
    cp -- "$cases/$1.json" "$here/$1.json"
    cp -- "$cases/$1.txt" "$here/$1.txt"
}

# 64 MiB of reproducible content: AES-CTR of zeros with a fixed key.
head -c 64M /dev/zero | openssl enc -aes-128-ctr -nosalt -K 000102030405060708090a0b0c0d0e0f \
    -iv 00000000000000000000000000000000 >"$work/backing"
mkdir -p "$cases"
case_options=(--case-number 2026-0117 --examiner "A. Examiner"
    --description "USB flash drive found in the desk drawer, room 214")

start_device 24
"$cli" acquire "$loop" "$cases/clean" --hash md5,sha1,sha256,sha512 --hash-window 16M \
    --verify --evidence-number E-03 "${case_options[@]}" \
    --notes "Seal 558201 intact on receipt; drive photographed before imaging."
stop_device
keep clean

MiB=1048576
start_device 24 $((1 * MiB)):512 $((5 * MiB + 4096)):4096 $((12 * MiB)):65536 \
    $((40 * MiB + 512)):1536 $((64 * MiB - 512)):512
"$cli" acquire "$loop" "$cases/badsectors" --retries 0 --evidence-number E-04 \
    "${case_options[@]}" || true
stop_device
jq --indent 4 '.source += {model: "SanDisk Cruzer Blade", serial: "4C530001230914118263",
        firmware: "1.00", bus: "USB 2.0 (usb-storage)"}
    | .smart = {atStart: {assessment: "NOT AVAILABLE",
        summary: "the USB bridge does not pass SMART commands through"}}
    | .writeBlock = {requested: true, set: true, verified: true}
    | .mountedPartitions = []' "$cases/badsectors.json" >"$here/badsectors.json"
cp -- "$cases/badsectors.txt" "$here/badsectors.txt"

start_device 8 $((4 * MiB)):131072 $((9 * MiB + 262144)):512
"$cli" acquire "$loop" "$cases/interrupted" --preset rescue --evidence-number E-05 \
    "${case_options[@]}" &
acquire=$!
sleep 3
kill -INT "$acquire"
wait "$acquire" || true
stop_device
keep interrupted

jq --indent 4 '(.verification.image[] | select(.algorithm == "sha1") | .digest)
        |= "0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c"
    | (.verification.image[] | select(.algorithm == "sha1") | .matches) = false
    | .verification.verdict = "mismatch" | .case.evidenceNumber = "E-03 (re-verified)"' \
    "$here/clean.json" >"$here/mismatch.json"
cp -- "$here/clean.txt" "$here/mismatch.txt"
echo "make-fixtures: records written to $here"
