#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/rescue.sh: "dying drive" benchmark of `custody-cli acquire --preset rescue` against GNU
# ddrescue, dc3dd and dd, on a simulated drive with slow, reproducible read errors.
#
# What it simulates
#   A pseudo-random source file (BENCH_SIZE) on a private tmpfs is served by badblockfs (built
#   with the tests: tests/support/badblockfs) as MOUNT/image: reads overlapping one of 12 fixed
#   bad areas (single 512-byte sectors, a few KiB, 20 KiB, 64 KiB and 1 MiB, most of them not
#   aligned to 4 KiB; see BAD_AREA_SPECS) fail with EIO after BENCH_BAD_DELAY_MS, as a drive
#   that retries internally before giving up; good reads are throttled to BENCH_RATE_MBPS
#   (10^6 bytes/s). `losetup --direct-io=on --sector-size 512` turns it into a real block
#   device whose reads reach badblockfs with their exact offset and size, as the tests do
#   (tests/support/badblockdevice.cpp). Every run gets a FRESH badblockfs mount and loop
#   device with the same parameters, so nothing is cached between tools. The runs are
#   interleaved over BENCH_ROUNDS rounds (the order rotates per round); tables show medians.
#
#   The tools, each writing to the same tmpfs (the write side costs next to nothing):
#     custody   custody-cli acquire LOOP OUT --preset rescue --hash md5,sha256
#                   --map-interval BENCH_CUSTODY_MAP_INTERVAL (0.2) [BENCH_CUSTODY_ARGS]
#     ddrescue  ddrescue -d --mapfile-interval=BENCH_DDRESCUE_MAP_INTERVAL (1)
#                   --log-events=FILE LOOP OUT MAP
#               Otherwise ddrescue's defaults. Its default map interval ("auto") is 30 s to
#               5 min, which would make the map useless for timing; it only takes whole seconds,
#               and 0 (save after every read) made it 5-8x slower in a trial. --log-events only
#               logs the start of each phase. Neither changes what or how it reads.
#     dc3dd     dc3dd if=LOOP of=OUT hash=md5 hash=sha256 log=FILE
#               (it reads a device with O_DIRECT and re-reads a failing buffer sector by sector)
#     dd        dd if=LOOP of=OUT bs=4096 conv=noerror,sync iflag=direct
#               (a failing 4 KiB block becomes 4 KiB of zeros)
#
# What it measures, per run
#   total s        wall time of the tool, start to exit (custody's includes hashing the image
#                  and writing its sidecars; the others hash in stream or not at all).
#   all good s     time until every good (readable) byte was copied:
#                    custody, ddrescue: a poller reads the tool's map (GNU ddrescue format:
#                      "pos size status" block lines, hex) every 50 ms and records the first
#                      time the finished ('+') bytes equal the size minus the bad bytes. The
#                      result is late by up to the tool's map interval plus 50 ms (0.25 s for
#                      custody, 1.05 s for ddrescue with the defaults above). Custody checks
#                      its interval only when it writes a block, so while it scrapes a bad
#                      area (a block every 512 sectors) its map can lag longer; compare with
#                      the "reads s" column, which does not depend on the map.
#                    dc3dd, dd: they read front to back and keep no map, so it is their total
#                      time; "never" if they lost good bytes (dd does: a whole 4 KiB block per
#                      bad area edge).
#   reads s        the same from the device's side, equally for all tools: badblockfs --trace
#                  logs every read ("read OFFSET SIZE ok|EIO", to a file on tmpfs); the
#                  poller records the first time every good sector had been returned by some
#                  successful read. Late by up to 50 ms; "never" if some good sector never was.
#   bytes lost     bytes where the image differs from the source, compared per 512-byte sector
#                  (a sector counts whole: on pseudo-random data a zero-filled sector never
#                  matches by chance, while a single zero byte would 1 time in 256), against
#                  the exact number of bad bytes: "= bad" if equal, "> bad" if the tool lost
#                  good bytes too.
#   EIO reads, reads   failing and all reads the device served (from the trace); every failing
#                  read costs BENCH_BAD_DELAY_MS, so EIO reads x delay is the floor of a run.
#   For custody it also verifies that the image is the source with the bad areas zeroed (MD5
#   and SHA-256 of the file, of OUTPUT.md5/.sha256 and of the JSON record), that the JSON
#   record's bytesUnreadable and badRanges are exactly the bad areas, and prints its passes.
#
#   Targets checked at the end (from the issue): custody loses exactly the unreadable bytes;
#   custody's total time <= ddrescue -d's; all good data is copied before trimming starts
#   (the copy and sweep passes end before the trim pass starts, and custody's all-good time,
#   by map and by reads, is at or before the trim pass start from its JSON record).
#
# How to run (as root: it mounts tmpfs and FUSE and attaches loop devices; it builds nothing)
#   bench/rescue.sh [BUILD_DIR]
#   BUILD_DIR holds app/custody-cli and tests/support/badblockfs (default: build/ in the
#   repository); $CUSTODY_CLI and $BADBLOCKFS override either. Environment:
#     BENCH_SIZE          source size, binary suffixes, a multiple of 1M, >= 16M (default 256M)
#     BENCH_BAD_DELAY_MS  cost of each failing read in ms                 (default 100)
#     BENCH_RATE_MBPS     good reads, MB/s (10^6 bytes/s)                  (default 100)
#     BENCH_ROUNDS        rounds of the round-robin                        (default 1)
#     BENCH_TOOLS         which tools, in this order                       (default
#                         "custody ddrescue dc3dd dd"); also custody-direct: custody with
#                         --copy-reads direct, which reads like ddrescue -d. (Custody's largest
#                         skip is size/100 bytes, not rounded to sectors; when the skip grows
#                         that far, custody-direct fails with EINVAL unless BENCH_SIZE/100 is a
#                         multiple of 512, e.g. BENCH_SIZE=200M. Such a failure is reported
#                         and the run skipped.)
#     BENCH_CUSTODY_MAP_INTERVAL   custody's --map-interval, seconds       (default 0.2)
#     BENCH_CUSTODY_ARGS  extra custody-cli arguments, split on spaces     (default none)
#     BENCH_DDRESCUE_MAP_INTERVAL  ddrescue's --mapfile-interval, whole s  (default 1)
#     BENCH_RESULTS       optional: write every run there as TSV
#     BENCH_KEEP_LOGS     optional: copy every run's logs (traces, maps, JSON records, tool
#                         output; no images) into this folder before cleaning up
#     BENCH_STRICT        1: exit with status 3 when a target is missed     (default 0)
#   Quick run:   BENCH_SIZE=64M BENCH_BAD_DELAY_MS=20 bench/rescue.sh /tmp/build
#   Full run:    bench/rescue.sh /tmp/build   (about 14 minutes with the defaults: the rescue
#                tools and dc3dd read each of the ~2250 bad sectors at least once, at 100 ms)
#   Needs: python3, util-linux (losetup, findmnt), fuse3 (fusermount3), openssl, gddrescue,
#   dc3dd, coreutils. Memory: about twice BENCH_SIZE of RAM (source + one image on tmpfs).
#
# Everything it creates (loop devices, FUSE and tmpfs mounts, badblockfs and helper
# processes, temporary folders) is removed on exit, also when a run fails or the script is
# interrupted. Exit status: 0; 1 on an error or when custody's image or hashes are wrong;
# 3 with BENCH_STRICT=1 when a target is missed.

set -euo pipefail
export LC_ALL=C # a '.' decimal separator for EPOCHREALTIME and printf

SCRIPT_DIR=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
REPO_ROOT=$(cd -- "$SCRIPT_DIR/.." && pwd)
readonly SCRIPT_DIR REPO_ROOT

BUILD_DIR=${1:-$REPO_ROOT/build}
CUSTODY_CLI=${CUSTODY_CLI:-$BUILD_DIR/app/custody-cli}
BADBLOCKFS=${BADBLOCKFS:-$BUILD_DIR/tests/support/badblockfs}
BENCH_SIZE=${BENCH_SIZE:-256M}
BENCH_BAD_DELAY_MS=${BENCH_BAD_DELAY_MS:-100}
BENCH_RATE_MBPS=${BENCH_RATE_MBPS:-100}
BENCH_ROUNDS=${BENCH_ROUNDS:-1}
BENCH_TOOLS=${BENCH_TOOLS:-custody ddrescue dc3dd dd}
BENCH_CUSTODY_MAP_INTERVAL=${BENCH_CUSTODY_MAP_INTERVAL:-0.2}
BENCH_CUSTODY_ARGS=${BENCH_CUSTODY_ARGS:-}
BENCH_DDRESCUE_MAP_INTERVAL=${BENCH_DDRESCUE_MAP_INTERVAL:-1}
BENCH_RESULTS=${BENCH_RESULTS:-}
BENCH_KEEP_LOGS=${BENCH_KEEP_LOGS:-}
BENCH_STRICT=${BENCH_STRICT:-0}
readonly CUSTODY_CLI BADBLOCKFS BENCH_SIZE BENCH_BAD_DELAY_MS BENCH_RATE_MBPS BENCH_ROUNDS \
    BENCH_TOOLS BENCH_CUSTODY_MAP_INTERVAL BENCH_CUSTODY_ARGS BENCH_DDRESCUE_MAP_INTERVAL \
    BENCH_RESULTS BENCH_KEEP_LOGS BENCH_STRICT
CLK_TCK=$(getconf CLK_TCK)
readonly CLK_TCK
readonly SECTOR=512
readonly POLL_INTERVAL=0.05

# The bad areas, deterministic and spread over the source whatever its size: "PERMILLE SECTORS
# LENGTH" puts an area of LENGTH bytes at PERMILLE/1000 of the size, rounded down to 64 KiB,
# plus SECTORS sectors. Most are deliberately not 4 KiB-aligned, as a drive's bad sectors are
# not. Each lies in its own read block of every tool, so trimming alone (reading inwards from
# both edges of a failed block up to the first bad sector) recovers all good data, and the
# "all good" time measures copy + trim. Good sectors BETWEEN bad ones in the same block would
# only be read by scraping, which goes through every bad sector first, at BENCH_BAD_DELAY_MS
# each: the all-good time of every tool would then be about its total time.
readonly BAD_AREA_SPECS=(
    "31 0 512"       # one sector on a 64 KiB boundary
    "113 7 512"      # one sector, unaligned
    "188 3 4096"     # 4 KiB straddling two 4 KiB pages
    "262 0 1536"     # 3 sectors
    "347 5 65536"    # 64 KiB, unaligned
    "455 0 512"      # one sector
    "521 1 1048576"  # 1 MiB, unaligned
    "633 0 8192"     # 8 KiB, aligned
    "712 9 512"      # two single sectors 320 KiB apart, so that they fail different
    "712 649 512"    # blocks (custody: 256 KiB; ddrescue: 64 KiB) even after a skip
    "846 2 20480"    # 20 KiB
    "977 13 512"     # one sector near the end
)

# State for cleanup(): set as soon as the resource exists.
WORK_DIR=""
WORK_MOUNTED=0
MNT=""      # the current badblockfs mount point
BB_PID=""   # its badblockfs
LOOP_DEV="" # the current loop device on MNT/image
TOOL_PID=""
POLL_PID=""

die() {
    printf 'rescue.sh: error: %s\n' "$*" >&2
    exit 1
}

log() {
    printf '%s\n' "$*" >&2
}

# shellcheck source=bench/lib/badblockdevice.sh
. "$(dirname -- "${BASH_SOURCE[0]}")/lib/badblockdevice.sh"

# shellcheck disable=SC2317 # run by the EXIT trap
cleanup() {
    local status=$?
    set +e
    trap - EXIT INT TERM
    # The tool holds the loop device open: stop it first, or the detach cannot complete.
    stop_process "$TOOL_PID"
    stop_process "$POLL_PID"
    stop_device
    if [[ -n $BENCH_KEEP_LOGS && -d $WORK_DIR/runs ]]; then
        mkdir -p -- "$BENCH_KEEP_LOGS" &&
            cp -r -- "$WORK_DIR/runs" "$WORK_DIR/runs.jsonl" "$BENCH_KEEP_LOGS/" 2>/dev/null &&
            log "logs kept in $BENCH_KEEP_LOGS"
    fi
    if ((WORK_MOUNTED)); then
        umount "$WORK_DIR" 2>/dev/null || umount -l "$WORK_DIR"
    fi
    [[ -n $WORK_DIR && -d $WORK_DIR ]] && rm -rf -- "$WORK_DIR"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# ---------------------------------------------------------------------------------------------
# Setup

check_prerequisites() {
    ((EUID == 0)) || die "run as root (tmpfs and FUSE mounts, loop devices)"
    local tool
    for tool in python3 losetup findmnt fusermount3 mount umount openssl blockdev numfmt \
        ddrescue dc3dd dd head stat; do
        command -v "$tool" >/dev/null || die "missing tool: $tool (see scripts/bootstrap.sh)"
    done
    [[ -x $CUSTODY_CLI ]] ||
        die "custody-cli not found at '$CUSTODY_CLI'; build it first, e.g." \
            "cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release && cmake --build build"
    [[ -x $BADBLOCKFS ]] || die "badblockfs not found at '$BADBLOCKFS' (built with the tests)"
    [[ -e /dev/fuse ]] || die "no /dev/fuse"
    [[ -e /dev/loop-control ]] || die "no loop device support (/dev/loop-control)"
    [[ $BENCH_ROUNDS =~ ^[1-9][0-9]*$ ]] || die "BENCH_ROUNDS must be a positive integer"
    [[ $BENCH_BAD_DELAY_MS =~ ^[0-9]+$ ]] || die "BENCH_BAD_DELAY_MS must be whole milliseconds"
    [[ $BENCH_RATE_MBPS =~ ^[1-9][0-9]*$ ]] || die "BENCH_RATE_MBPS must be a positive integer"
    [[ $BENCH_DDRESCUE_MAP_INTERVAL =~ ^[1-9][0-9]*$ ]] ||
        die "BENCH_DDRESCUE_MAP_INTERVAL must be whole seconds >= 1 (ddrescue's 0 saves per read)"
    [[ $BENCH_CUSTODY_MAP_INTERVAL =~ ^[0-9]*\.?[0-9]+$ ]] ||
        die "BENCH_CUSTODY_MAP_INTERVAL must be a number of seconds"
    [[ $BENCH_STRICT =~ ^[01]$ ]] || die "BENCH_STRICT must be 0 or 1"
    local name
    for name in $BENCH_TOOLS; do
        case $name in
        custody | custody-direct | ddrescue | dc3dd | dd) ;;
        *) die "unknown tool '$name' in BENCH_TOOLS (custody custody-direct ddrescue dc3dd dd)" ;;
        esac
    done
    [[ -n ${BENCH_TOOLS// /} ]] || die "BENCH_TOOLS is empty"
}

parse_size() {
    SIZE_BYTES=$(numfmt --from=iec "$BENCH_SIZE" 2>/dev/null) ||
        die "BENCH_SIZE '$BENCH_SIZE' is not a size like 256M"
    ((SIZE_BYTES >= 16777216 && SIZE_BYTES % 1048576 == 0)) ||
        die "BENCH_SIZE must be a multiple of 1M and at least 16M"
    readonly SIZE_BYTES
}

# Turns BAD_AREA_SPECS into BAD_AREAS ("OFFSET:LENGTH", sorted, disjoint), BAD_ARGS (for
# badblockfs) and BAD_BYTES.
compute_bad_areas() {
    BAD_AREAS=()
    BAD_ARGS=()
    BAD_BYTES=0
    local spec permille sectors length offset previous_end=0
    for spec in "${BAD_AREA_SPECS[@]}"; do
        read -r permille sectors length <<<"$spec"
        offset=$((SIZE_BYTES * permille / 1000 / 65536 * 65536 + sectors * SECTOR))
        ((length % SECTOR == 0)) || die "bad area length $length is not whole sectors"
        ((offset >= previous_end)) || die "bad areas overlap or are out of order at $offset"
        ((offset + length <= SIZE_BYTES)) || die "bad area $offset:$length ends past the source"
        BAD_AREAS+=("$offset:$length")
        BAD_ARGS+=(--bad "$offset:$length")
        BAD_BYTES=$((BAD_BYTES + length))
        previous_end=$((offset + length))
    done
    readonly BAD_AREAS BAD_ARGS BAD_BYTES
    BAD_AREA_LIST=$(
        IFS=,
        echo "${BAD_AREAS[*]}"
    )
    readonly BAD_AREA_LIST
}

setup_work_dir() {
    WORK_DIR=$(mktemp -d /tmp/custody-rescue-bench.XXXXXX)
    WORK_DIR=$(realpath -- "$WORK_DIR") # the loop device reports the canonical backing path
    # Source, one image at a time, traces and maps.
    local tmpfs_bytes=$((2 * SIZE_BYTES + 134217728))
    local available_kib
    available_kib=$(awk '/^MemAvailable:/ { print $2 }' /proc/meminfo)
    ((available_kib * 1024 > tmpfs_bytes + 536870912)) ||
        die "not enough RAM for a tmpfs of $((tmpfs_bytes >> 20)) MiB"
    mount -t tmpfs -o "size=$tmpfs_bytes,mode=0700" custody-rescue-bench "$WORK_DIR"
    WORK_MOUNTED=1
    mkdir -p "$WORK_DIR/runs"
    HELPER=$WORK_DIR/helper.py
    write_helper "$HELPER"
    readonly HELPER
    RUNS_FILE=$WORK_DIR/runs.jsonl
    : >"$RUNS_FILE"
    readonly RUNS_FILE
}

create_source() {
    SOURCE=$WORK_DIR/source.img
    readonly SOURCE
    # AES-CTR over zeros: incompressible, deterministic and fast. openssl is killed by SIGPIPE
    # when head has enough; that is the expected end, not a failure.
    log "creating a $BENCH_SIZE pseudo-random source on tmpfs..."
    { openssl enc -aes-128-ctr -pass pass:custody-rescue -nosalt </dev/zero 2>/dev/null || true; } |
        head -c "$SIZE_BYTES" >"$SOURCE"
    [[ $(stat -c %s "$SOURCE") == "$SIZE_BYTES" ]] || die "could not create the source"
    log "computing the hashes of the source with its bad areas zeroed..."
    local hashes
    hashes=$(python3 "$HELPER" reference "$SOURCE" "$SIZE_BYTES" "$BAD_AREA_LIST")
    read -r REF_MD5 REF_SHA256 <<<"$hashes"
    [[ $REF_MD5 =~ ^[0-9a-f]{32}$ && $REF_SHA256 =~ ^[0-9a-f]{64}$ ]] ||
        die "could not hash the source"
    readonly REF_MD5 REF_SHA256
}

# ---------------------------------------------------------------------------------------------
# Runs

# Busy CPU time of the whole machine so far, in clock ticks (all CPUs; /proc/stat).
busy_ticks() {
    local _cpu user nice system _idle _iowait irq softirq steal _rest
    read -r _cpu user nice system _idle _iowait irq softirq steal _rest </proc/stat
    echo $((user + nice + system + irq + softirq + steal))
}

# How many CPUs other processes keep busy during a 0.5 s pause before a run, e.g. a build.
sample_load() {
    local before after
    before=$(busy_ticks)
    sleep 0.5
    after=$(busy_ticks)
    awk -v d=$((after - before)) -v hz="$CLK_TCK" 'BEGIN { printf "%.2f", d / hz / 0.5 }'
}

# run_tool TOOL ROUND: one timed run on a fresh device, evaluated into RUNS_FILE.
run_tool() {
    local tool=$1 round=$2
    local run_dir=$WORK_DIR/runs/r$round-$tool
    mkdir -p "$run_dir"
    start_device "$run_dir" "${BAD_ARGS[@]}" --bad-delay-ms "$BENCH_BAD_DELAY_MS" \
        --rate-limit-mbps "$BENCH_RATE_MBPS" --trace

    local image map=- output=$run_dir/tool.out
    local -a command
    case $tool in
    custody | custody-direct)
        image=$run_dir/custody.dd
        map=$run_dir/custody.map
        # shellcheck disable=SC2206 # BENCH_CUSTODY_ARGS is split on spaces on purpose
        local -a extra=($BENCH_CUSTODY_ARGS)
        [[ $tool == custody-direct ]] && extra+=(--copy-reads direct)
        # shellcheck disable=SC2054 # md5,sha256 is one argument
        command=("$CUSTODY_CLI" acquire "$LOOP_DEV" "$run_dir/custody" --preset rescue
            --hash md5,sha256 --map-interval "$BENCH_CUSTODY_MAP_INTERVAL" --json "${extra[@]}")
        ;;
    ddrescue)
        image=$run_dir/ddrescue.img
        map=$run_dir/ddrescue.map
        command=(ddrescue -d "--mapfile-interval=$BENCH_DDRESCUE_MAP_INTERVAL"
            "--log-events=$run_dir/ddrescue.events" "$LOOP_DEV" "$image" "$map")
        ;;
    dc3dd)
        image=$run_dir/dc3dd.img
        command=(dc3dd "if=$LOOP_DEV" "of=$image" hash=md5 hash=sha256 "log=$run_dir/dc3dd.log")
        ;;
    dd)
        image=$run_dir/dd.img
        # shellcheck disable=SC2054 # noerror,sync is one argument
        command=(dd "if=$LOOP_DEV" "of=$image" bs=4096 conv=noerror,sync iflag=direct)
        ;;
    esac

    local bg_load
    bg_load=$(sample_load)
    python3 "$HELPER" poll "$run_dir/trace.log" "$map" "$SIZE_BYTES" "$BAD_AREA_LIST" \
        "$run_dir/poll.json" "$run_dir/poll.ready" "$run_dir/poll.stop" "$POLL_INTERVAL" &
    POLL_PID=$!
    local i
    for ((i = 0; i < 200; i++)); do
        [[ -e $run_dir/poll.ready ]] && break
        kill -0 "$POLL_PID" 2>/dev/null || die "the poller failed"
        sleep 0.01
    done
    [[ -e $run_dir/poll.ready ]] || die "the poller did not start"

    log "  round $round: $tool: ${command[*]}"
    local start end status=0
    start=$EPOCHREALTIME
    "${command[@]}" </dev/null >"$output" 2>&1 &
    TOOL_PID=$!
    wait "$TOOL_PID" || status=$?
    end=$EPOCHREALTIME
    TOOL_PID=""
    echo "$end" >"$run_dir/poll.stop"
    wait "$POLL_PID" || die "the poller failed"
    POLL_PID=""
    stop_device

    case $tool in
    custody | ddrescue)
        ((status == 0)) || {
            tail -n 20 -- "$output" >&2
            die "$tool failed with exit status $status"
        }
        ;;
    custody-direct)
        # A diagnostic variant: its failure is a finding, not a reason to stop the benchmark.
        if ((status != 0)); then
            log "  round $round: custody-direct FAILED with exit status $status (no result):"
            grep -v '^[][ {}]\|^$' -- "$output" | tail -n 3 | sed 's/^/    /' >&2 || true
            rm -f -- "$image"
            return 0
        fi
        ;;
    esac
    [[ -f $image ]] || die "$tool wrote no image $image"
    [[ $(stat -c %s -- "$image") == "$SIZE_BYTES" ]] ||
        die "$tool wrote $(stat -c %s -- "$image") bytes, the source has $SIZE_BYTES"

    python3 "$HELPER" compare "$SOURCE" "$image" "$SIZE_BYTES" "$BAD_AREA_LIST" \
        >"$run_dir/compare.json"
    rm -f -- "$image" # tmpfs: free the memory for the next run
    python3 "$HELPER" evaluate "$RUNS_FILE" "$tool" "$round" "$start" "$end" "$status" \
        "$run_dir" "$SIZE_BYTES" "$BAD_AREA_LIST" "$REF_MD5" "$REF_SHA256" "$bg_load"
}

# ---------------------------------------------------------------------------------------------
# The Python side: polling, comparing, evaluating, the summary

write_helper() {
    cat >"$1" <<'PYTHON'
"""Helpers of bench/rescue.sh (written out and run by it)."""
import datetime
import hashlib
import json
import os
import re
import statistics
import sys
import time

SECTOR = 512
CHUNK = 1 << 20
TOOLS = ["custody", "custody-direct", "ddrescue", "dc3dd", "dd"]


def areas_from(text):
    return [tuple(int(x) for x in item.split(":")) for item in text.split(",") if item]


def sector_span(offset, length):
    return offset // SECTOR, -(-(offset + length) // SECTOR)


def bad_sector_flags(size, areas):
    flags = bytearray(size // SECTOR)
    for offset, length in areas:
        first, end = sector_span(offset, length)
        flags[first:end] = b"\x01" * (end - first)
    return flags


def map_finished_bytes(path):
    """Bytes marked '+' in a GNU ddrescue-format map; None while it does not exist."""
    try:
        with open(path, encoding="ascii", errors="replace") as file:
            text = file.read()
    except FileNotFoundError:
        return None
    total = 0
    for line in text.splitlines():
        fields = line.split()
        # Block lines are "pos size status"; the status line "pos status pass" has no size.
        if len(fields) >= 3 and fields[0].startswith("0x") and fields[1].startswith("0x"):
            if fields[2] == "+":
                try:
                    total += int(fields[1], 16)
                except ValueError:
                    pass  # a line caught half-written
    return total


def cmd_poll(trace, map_path, size, area_text, out, ready, stop, interval):
    size, interval = int(size), float(interval)
    areas = areas_from(area_text)
    bad_bytes = sum(length for _, length in areas)
    unread = bytearray(b"\x01") * (size // SECTOR)  # 1: a good sector no read has returned yet
    for offset, length in areas:
        first, end = sector_span(offset, length)
        unread[first:end] = bytes(end - first)
    good_sectors = unread.count(1)
    state = {"pos": 0, "partial": b"", "unread": good_sectors, "ok": 0, "eio": 0, "other": 0,
             "bytes_ok": 0, "eio_large": 0}
    result = {"trace_all_good": None, "map_all_good": None, "timeline": []}
    last = [None, None]

    def poll(now):
        try:
            with open(trace, "rb") as file:
                file.seek(state["pos"])
                data = file.read()
        except FileNotFoundError:
            data = b""
        state["pos"] += len(data)
        lines = (state["partial"] + data).split(b"\n")
        state["partial"] = lines.pop()
        for line in lines:
            fields = line.split()
            if len(fields) != 4 or fields[0] != b"read":
                continue
            if fields[3] == b"ok":
                offset, length = int(fields[1]), int(fields[2])
                state["ok"] += 1
                state["bytes_ok"] += length
                first, end = sector_span(offset, length)
                fresh = unread.count(1, first, end)
                if fresh:
                    state["unread"] -= fresh
                    unread[first:end] = bytes(end - first)
            elif fields[3] == b"EIO":
                state["eio"] += 1
                state["eio_large"] += int(fields[2]) > SECTOR
            else:
                state["other"] += 1
        good_read = (good_sectors - state["unread"]) * SECTOR
        if state["unread"] == 0 and result["trace_all_good"] is None:
            result["trace_all_good"] = now
        finished = map_finished_bytes(map_path) if map_path != "-" else None
        if (finished is not None and finished >= size - bad_bytes
                and result["map_all_good"] is None):
            result["map_all_good"] = now
        if [finished, good_read] != last:
            result["timeline"].append([now, finished, good_read])
            last[:] = [finished, good_read]

    poll(time.time())
    open(ready, "w").close()
    while not os.path.exists(stop):
        time.sleep(interval)
        poll(time.time())
    with open(stop) as file:
        end = float(file.read())
    poll(end)  # what the files hold now was there when the tool exited
    for entry in result["timeline"]:
        entry[0] = min(entry[0], end)
    for key in ("trace_all_good", "map_all_good"):
        if result[key] is not None:
            result[key] = min(result[key], end)
    result.update(reads_ok=state["ok"], reads_eio=state["eio"], reads_other=state["other"],
                  reads_eio_large=state["eio_large"],
                  bytes_read_ok=state["bytes_ok"], good_bytes_never_read=state["unread"] * SECTOR,
                  map_finished_final=map_finished_bytes(map_path) if map_path != "-" else None)
    with open(out, "w") as file:
        json.dump(result, file)


def cmd_reference(source, size, area_text):
    """MD5 and SHA-256 of the source with its bad areas zeroed: what a perfect rescue gives."""
    areas = areas_from(area_text)
    md5, sha256 = hashlib.md5(), hashlib.sha256()
    with open(source, "rb") as file:
        position = 0
        while chunk := file.read(CHUNK):
            chunk = bytearray(chunk)
            for offset, length in areas:
                first = max(offset, position)
                end = min(offset + length, position + len(chunk))
                if first < end:
                    chunk[first - position:end - position] = bytes(end - first)
            md5.update(chunk)
            sha256.update(chunk)
            position += len(chunk)
    if position != int(size):
        sys.exit(f"the source has {position} bytes, expected {size}")
    print(md5.hexdigest(), sha256.hexdigest())


def cmd_compare(source, image, size, area_text):
    bad = bad_sector_flags(int(size), areas_from(area_text))
    lost = lost_good = bad_matching = 0
    md5, sha256 = hashlib.md5(), hashlib.sha256()
    sector = 0
    with open(source, "rb") as src, open(image, "rb") as img:
        while a := src.read(CHUNK):
            b = img.read(len(a))
            md5.update(b)
            sha256.update(b)
            b = b.ljust(len(a), b"\x00")
            count = len(a) // SECTOR
            if a == b:
                bad_matching += bad.count(1, sector, sector + count)
            else:
                for i in range(count):
                    lo, hi = i * SECTOR, (i + 1) * SECTOR
                    if a[lo:hi] != b[lo:hi]:
                        lost += 1
                        lost_good += not bad[sector + i]
                    elif bad[sector + i]:
                        bad_matching += 1
            sector += count
    json.dump({"bytes_lost": lost * SECTOR, "good_bytes_lost": lost_good * SECTOR,
               "bad_bytes_matching": bad_matching * SECTOR, "md5": md5.hexdigest(),
               "sha256": sha256.hexdigest()}, sys.stdout)


def epoch(iso):
    return datetime.datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp()


def merged(ranges):
    out = []
    for offset, length in sorted(ranges):
        if out and offset <= out[-1][0] + out[-1][1]:
            out[-1][1] = max(out[-1][1], offset + length - out[-1][0])
        else:
            out.append([offset, length])
    return out


def first_token(path):
    try:
        with open(path) as file:
            return file.read().split()[0]
    except (OSError, IndexError):
        return None


def value_at(timeline, when, index):
    """The timeline's value at `when`: from the last poll at or before it."""
    value = None
    for entry in timeline:
        if entry[0] <= when:
            value = entry[index]
    return value


def ddrescue_events(path, start):
    """[(seconds since start, event)] from --log-events; ddrescue stamps whole seconds."""
    events = []
    try:
        with open(path, errors="replace") as file:
            lines = file.read().splitlines()
    except OSError:
        return events
    units = {"d": 86400, "h": 3600, "m": 60, "s": 1}
    for line in lines:
        # "        3m:56s   99.57%  End of run (...)": the time, the percentage, the event.
        fields = line.split()
        percent = next((i for i, f in enumerate(fields) if re.fullmatch(r"[\d.]+%", f)), None)
        if line.startswith("#") or percent is None:
            continue
        when = "".join(fields[:percent])
        if not re.fullmatch(r"(?:\d+[dhms]:?)+", when):
            continue
        seconds = sum(int(n) * units[u] for n, u in re.findall(r"(\d+)([dhms])", when))
        events.append([seconds, " ".join(fields[percent + 1:])])
    return events


def cmd_evaluate(runs_file, tool, round_, start, end, status, run_dir, size, area_text,
                 ref_md5, ref_sha256, bg_load):
    start, end, size = float(start), float(end), int(size)
    areas = areas_from(area_text)
    bad_bytes = sum(length for _, length in areas)
    with open(os.path.join(run_dir, "poll.json")) as file:
        poll = json.load(file)
    with open(os.path.join(run_dir, "compare.json")) as file:
        compare = json.load(file)
    rel = lambda t: None if t is None else t - start  # noqa: E731
    run = {"tool": tool, "round": int(round_), "exit": int(status), "bg_load": float(bg_load),
           "total": end - start, "bad_bytes": bad_bytes, "size": size,
           "bytes_lost": compare["bytes_lost"], "good_bytes_lost": compare["good_bytes_lost"],
           "bad_bytes_matching": compare["bad_bytes_matching"],
           "reads_ok": poll["reads_ok"], "reads_eio": poll["reads_eio"],
           "reads_eio_large": poll["reads_eio_large"],
           "reads_other": poll["reads_other"], "bytes_read_ok": poll["bytes_read_ok"],
           "map_all_good": rel(poll["map_all_good"]),
           "reads_all_good": rel(poll["trace_all_good"]), "checks": [], "passes": [],
           "events": [], "trim_start": None}
    if tool in ("custody", "custody-direct", "ddrescue"):
        run["all_good"] = run["map_all_good"]
    else:
        # Sequential readers: every byte is behind them only when they finish.
        run["all_good"] = run["total"] if compare["good_bytes_lost"] == 0 else None
    timeline = poll["timeline"]
    checks = run["checks"]

    def check(name, ok, detail=""):
        checks.append({"name": name, "ok": bool(ok), "detail": detail})

    if tool.startswith("custody"):
        with open(os.path.join(run_dir, "custody.json")) as file:
            record = json.load(file)
        result = record["result"]
        for p in result["passes"]:
            run["passes"].append([p["name"], epoch(p["start"]) - start, epoch(p["end"]) - start])
        check("status completed", result["status"] == "completed", result["status"])
        check("bytesUnreadable = bad bytes", result["bytesUnreadable"] == bad_bytes,
              f"{result['bytesUnreadable']} vs {bad_bytes}")
        got = merged((r["offset"], r["length"]) for r in result["badRanges"])
        check("badRanges = bad areas", got == merged(areas),
              "" if got == merged(areas) else f"{got} vs {merged(areas)}")
        digests = {h["algorithm"]: h["digest"] for h in record["hashes"]}
        check("image MD5/SHA-256 = source with bad areas zeroed",
              compare["md5"] == ref_md5 and compare["sha256"] == ref_sha256,
              f"{compare['sha256']} vs {ref_sha256}")
        check("JSON record hashes = reference",
              digests.get("md5") == ref_md5 and digests.get("sha256") == ref_sha256,
              f"{digests.get('sha256')}")
        check(".md5/.sha256 files = reference",
              first_token(os.path.join(run_dir, "custody.md5")) == ref_md5
              and first_token(os.path.join(run_dir, "custody.sha256")) == ref_sha256)
        check("bytes lost = bad bytes", compare["bytes_lost"] == bad_bytes,
              f"{compare['bytes_lost']} vs {bad_bytes}")
        trim = [p for p in run["passes"] if p[0] == "trim"]
        if trim:
            trim_start = trim[0][1]
            run["trim_start"] = trim_start
            copy_end = max((p[2] for p in run["passes"] if p[0] in ("copy", "sweep")),
                           default=None)
            check("copy and sweep end before trim starts",
                  copy_end is not None and copy_end <= trim_start + 1e-3,
                  f"{copy_end} s vs {trim_start} s")
            run["good_missing_at_trim_map"] = (None if value_at(timeline, trim_start + start, 1)
                                               is None else size - bad_bytes
                                               - value_at(timeline, trim_start + start, 1))
            good_read = value_at(timeline, trim_start + start, 2)
            run["good_unread_at_trim"] = (size - bad_bytes if good_read is None
                                          else size - bad_bytes - good_read)
    elif tool == "ddrescue":
        run["events"] = ddrescue_events(os.path.join(run_dir, "ddrescue.events"), start)
        for seconds, event in run["events"]:
            if event.startswith("Trimming") and run["trim_start"] is None:
                run["trim_start"] = seconds
    with open(runs_file, "a") as file:
        file.write(json.dumps(run) + "\n")
    seconds = lambda v: "never" if v is None else f"{v:.2f}"  # noqa: E731
    print(f"  round {run['round']}: {tool:<8} total {run['total']:8.2f} s   all good "
          f"{seconds(run['all_good']):>7} s   by reads {seconds(run['reads_all_good']):>7} s   "
          f"lost {run['bytes_lost']} B   EIO reads {run['reads_eio']}   reads "
          f"{run['reads_ok'] + run['reads_eio'] + run['reads_other']}   bg load "
          f"{run['bg_load']:.2f}   exit {run['exit']}", file=sys.stderr)
    for c in checks:
        if not c["ok"]:
            print(f"    CHECK FAILED: {c['name']}: {c['detail']}", file=sys.stderr)


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def cmd_summary(runs_file, header, results_tsv):
    runs = [json.loads(line) for line in open(runs_file) if line.strip()]
    if not runs:
        sys.exit("no runs")
    tools = [t for t in TOOLS if any(r["tool"] == t for r in runs)]
    bad_bytes = runs[0]["bad_bytes"]
    fmt = lambda v: "never" if v is None else f"{v:.2f}"  # noqa: E731
    print()
    print(header)
    print()
    print(f"{'tool':<14} {'total s':>8} {'all good s':>10} {'reads s':>8} "
          f"{'bytes lost':>21} {'EIO reads':>9} {'>1 sector':>9} {'reads':>7} {'MB read':>7} "
          f"{'exit':>4}")
    summary = {}
    for tool in tools:
        mine = [r for r in runs if r["tool"] == tool]
        # "never" wins: a tool that missed good bytes in any round missed them.
        never_all = any(r["all_good"] is None for r in mine)
        never_reads = any(r["reads_all_good"] is None for r in mine)
        s = {"total": median(r["total"] for r in mine),
             "all_good": None if never_all else median(r["all_good"] for r in mine),
             "reads_all_good": None if never_reads else median(r["reads_all_good"] for r in mine),
             "bytes_lost": max(r["bytes_lost"] for r in mine),
             "eio": median(r["reads_eio"] for r in mine),
             "eio_large": median(r["reads_eio_large"] for r in mine),
             "reads": median(r["reads_ok"] + r["reads_eio"] + r["reads_other"] for r in mine),
             "mb_read": median(r["bytes_read_ok"] for r in mine) / 1e6,
             "exit": ",".join(sorted({str(r["exit"]) for r in mine}))}
        summary[tool] = s
        relation = "= bad" if s["bytes_lost"] == bad_bytes else (
            "> bad" if s["bytes_lost"] > bad_bytes else "< bad!")
        print(f"{tool:<14} {fmt(s['total']):>8} {fmt(s['all_good']):>10} "
              f"{fmt(s['reads_all_good']):>8} {s['bytes_lost']:>13} ({relation}) "
              f"{s['eio']:>9.0f} {s['eio_large']:>9.0f} {s['reads']:>7.0f} {s['mb_read']:>7.1f} "
              f"{s['exit']:>4}")
    print(f"{'(bad areas)':<14} {'':>8} {'':>10} {'':>8} {bad_bytes:>13}         "
          f"{bad_bytes // SECTOR:>9}  (bad sectors: the fewest failing reads that try each)")
    loads = [r["bg_load"] for r in runs]
    print(f"Background load before the runs (CPUs busy with other work): {min(loads):.2f} to "
          f"{max(loads):.2f}" + ("; above ~0.1 the timings are noisy" if max(loads) > 0.1
                                 else ""))

    def ratio(tool, key):
        a, b = summary.get(tool, {}).get(key), summary.get("ddrescue", {}).get(key)
        return f"{a / b:.2f}" if a is not None and b else "n/a"

    print()
    for tool in ("custody", "custody-direct"):
        if tool in summary and "ddrescue" in summary:
            print(f"{tool}/ddrescue: total {ratio(tool, 'total')}, all good "
                  f"{ratio(tool, 'all_good')}, all good by reads {ratio(tool, 'reads_all_good')}")

    # Per-run pass timings.
    for r in runs:
        if r["tool"].startswith("custody") and r["passes"]:
            print()
            print(f"{r['tool']} passes (round {r['round']}), seconds since its start:")
            for name, begin, finish in r["passes"]:
                print(f"  {name:<8} {begin:8.2f} .. {finish:8.2f}  ({finish - begin:7.2f} s)")
            print(f"  all good by map {fmt(r['map_all_good'])} s, by reads "
                  f"{fmt(r['reads_all_good'])} s; good bytes not yet read at trim start: "
                  f"{r.get('good_unread_at_trim', 'n/a')}")
        if r["tool"] == "ddrescue" and r["events"]:
            print()
            print(f"ddrescue phases (round {r['round']}, from --log-events, in whole seconds):")
            for seconds, event in r["events"]:
                print(f"  {seconds:6d} s  {event}")
            print(f"  all good by map {fmt(r['map_all_good'])} s, by reads "
                  f"{fmt(r['reads_all_good'])} s")

    failed_checks = [(r, c) for r in runs for c in r["checks"] if not c["ok"]]
    verification = [c for r, c in failed_checks if not c["name"].startswith("copy and sweep")
                    and c["name"] != "bytes lost = bad bytes"]
    print()
    print("Targets:")
    missed = 0

    def target(ok, text):
        nonlocal missed
        missed += not ok
        print(f"  [{'MET   ' if ok else 'MISSED'}] {text}")

    custody_runs = [r for r in runs if r["tool"] == "custody"]
    if custody_runs:
        lost = max(r["bytes_lost"] for r in custody_runs)
        target(all(r["bytes_lost"] == bad_bytes for r in custody_runs),
               f"custody loses exactly the unreadable bytes ({lost} lost, {bad_bytes} bad)")
        if "ddrescue" in summary:
            a, b = summary["custody"]["total"], summary["ddrescue"]["total"]
            target(a <= b, f"custody total time <= ddrescue -d ({a:.2f} s vs {b:.2f} s)")
        copy_ok = all(c["ok"] for r in custody_runs for c in r["checks"]
                      if c["name"].startswith("copy and sweep"))
        target(copy_ok and all(r["trim_start"] is not None for r in custody_runs),
               "custody's copy and sweep passes end before its trim pass starts")
        for r in custody_runs:
            t = r["trim_start"]
            if t is None:
                target(False, f"round {r['round']}: custody ran no trim pass")
                continue
            by_map, by_reads = r["map_all_good"], r["reads_all_good"]
            ok = by_map is not None and by_map <= t + 1e-3 and by_reads is not None \
                and by_reads <= t + 1e-3
            target(ok, f"round {r['round']}: all good data copied before trimming starts "
                       f"(all good by map {fmt(by_map)} s, by reads {fmt(by_reads)} s, trim "
                       f"starts {t:.2f} s; {r.get('good_unread_at_trim')} good bytes unread "
                       "then)")
        print("  custody verification: " + ("all checks passed (image and its MD5/SHA-256 = "
                                             "source with bad areas zeroed; JSON bytesUnreadable "
                                             "and badRanges = bad areas)" if not verification
                                             else "FAILED"))
        for r, c in failed_checks:
            print(f"    FAILED round {r['round']} {r['tool']}: {c['name']}: {c['detail']}")
    for r in runs:
        if r["bad_bytes_matching"]:
            print(f"  NOTE: {r['tool']} round {r['round']}: {r['bad_bytes_matching']} bad "
                  "bytes match the source (bad sectors that read?)")

    if results_tsv:
        keys = ["round", "tool", "exit", "total", "all_good", "map_all_good", "reads_all_good",
                "bytes_lost", "good_bytes_lost", "bad_bytes", "reads_ok", "reads_eio",
                "bytes_read_ok", "trim_start", "bg_load"]
        with open(results_tsv, "w") as file:
            file.write("\t".join(keys) + "\n")
            for r in runs:
                file.write("\t".join("" if r.get(k) is None else str(r.get(k)) for k in keys)
                           + "\n")
    if verification:
        sys.exit(1)
    sys.exit(3 if missed else 0)


if __name__ == "__main__":
    commands = {"poll": cmd_poll, "reference": cmd_reference, "compare": cmd_compare,
                "evaluate": cmd_evaluate, "summary": cmd_summary}
    commands[sys.argv[1]](*sys.argv[2:])
PYTHON
}

# ---------------------------------------------------------------------------------------------
# Main

main() {
    check_prerequisites
    parse_size
    compute_bad_areas
    setup_work_dir
    create_source

    local -a tools
    read -r -a tools <<<"$BENCH_TOOLS"
    log "source: $BENCH_SIZE ($SIZE_BYTES bytes), ${#BAD_AREAS[@]} bad areas = $BAD_BYTES bytes" \
        "($((BAD_BYTES / SECTOR)) sectors): ${BAD_AREAS[*]}"
    log "failing reads cost $BENCH_BAD_DELAY_MS ms, good reads at $BENCH_RATE_MBPS MB/s;" \
        "$BENCH_ROUNDS round(s) of: ${tools[*]}"

    local round i count=${#tools[@]}
    for ((round = 1; round <= BENCH_ROUNDS; round++)); do
        # Rotate the order per round so that drift hits every tool alike.
        for ((i = 0; i < count; i++)); do
            run_tool "${tools[(i + round - 1) % count]}" "$round"
        done
    done

    local header status=0
    header="Rescue benchmark: $BENCH_SIZE source, ${#BAD_AREAS[@]} bad areas = $BAD_BYTES bytes"
    header+=" ($((BAD_BYTES / SECTOR)) sectors), ${BENCH_BAD_DELAY_MS} ms per failing read,"
    header+=" good reads at $BENCH_RATE_MBPS MB/s, $BENCH_ROUNDS round(s)"
    header+=$'\n'"custody-cli: $CUSTODY_CLI; $(uname -sr); $(nproc) CPUs"
    header+=$'\n'"Medians over the rounds. all good: custody/ddrescue by their map, dc3dd/dd"
    header+=" total time (never if they lost good bytes); reads: every good sector returned by"
    header+=" the device (badblockfs trace); EIO reads: failing reads served."
    python3 "$HELPER" summary "$RUNS_FILE" "$header" "$BENCH_RESULTS" || status=$?
    case $status in
    0) ;;
    3) ((BENCH_STRICT)) || status=0 ;;
    *) log "custody's output failed verification (see above)" ;;
    esac
    return "$status"
}

# On one line with the call: bash reads a script as it runs, so an edit of this file during a
# run must not feed it new lines after main returns.
main "$@"; exit "$?"
