# shellcheck shell=bash
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/lib/badblockdevice.sh: a real block device with reproducible read errors and a rate
# limit for the benchmarks, as the integration tests make one (tests/support/badblockdevice.cpp):
# badblockfs (built with the tests) serves SOURCE as MNT/image, and a read-only loop device with
# direct I/O on it passes every read through with its exact offset and size.
#
# Sourced by a bench script, which defines die and log and sets BADBLOCKFS, SOURCE, SIZE_BYTES
# and SECTOR. start_device sets MNT, BB_PID and LOOP_DEV; stop_device undoes it (the script's
# EXIT trap calls it).

# The loop device is ours only while its backing file is our image: after a detach the
# kernel may hand the same number to someone else.
loop_is_ours() {
    local backing
    [[ -n $LOOP_DEV && -n $MNT ]] || return 1
    backing=$(cat "/sys/block/${LOOP_DEV#/dev/}/loop/backing_file" 2>/dev/null) || return 1
    [[ $backing == "$MNT/image" ]]
}

badblockfs_mounted() {
    [[ -n $MNT ]] && [[ $(findmnt -n -o FSTYPE --mountpoint "$MNT" 2>/dev/null) == fuse.badblockfs ]]
}

# Stops the device of the current run: loop device, FUSE mount, badblockfs. Safe to call twice.
stop_device() {
    local i
    if loop_is_ours; then
        losetup -d "$LOOP_DEV" 2>/dev/null || true
        for ((i = 0; i < 100; i++)); do
            loop_is_ours || break
            sleep 0.05
        done
        loop_is_ours && log "warning: $LOOP_DEV is still attached to $MNT/image"
    fi
    LOOP_DEV=""
    if badblockfs_mounted; then
        for ((i = 0; i < 20; i++)); do
            fusermount3 -u "$MNT" 2>/dev/null && break
            sleep 0.1
        done
        badblockfs_mounted && { umount -l "$MNT" 2>/dev/null || log "warning: could not unmount $MNT"; }
    fi
    if [[ -n $BB_PID ]]; then
        # badblockfs exits by itself once unmounted; on SIGTERM libfuse unmounts and exits.
        for ((i = 0; i < 50; i++)); do
            kill -0 "$BB_PID" 2>/dev/null || break
            sleep 0.1
        done
        if kill -0 "$BB_PID" 2>/dev/null; then
            kill -TERM "$BB_PID" 2>/dev/null || true
            sleep 0.5
            kill -KILL "$BB_PID" 2>/dev/null || true
        fi
        wait "$BB_PID" 2>/dev/null || true
    fi
    BB_PID=""
    MNT=""
}

# shellcheck disable=SC2317 # also reached from the EXIT trap, which shellcheck does not follow
stop_process() {
    local pid=$1
    [[ -n $pid ]] || return 0
    if kill -0 "$pid" 2>/dev/null; then
        kill -TERM "$pid" 2>/dev/null || true
        local i
        for ((i = 0; i < 50; i++)); do
            kill -0 "$pid" 2>/dev/null || break
            sleep 0.1
        done
        kill -KILL "$pid" 2>/dev/null || true
    fi
    wait "$pid" 2>/dev/null || true
}

# start_device RUN_DIR [BADBLOCKFS OPTION]...: a fresh badblockfs mount of the source and a loop
# device on it. badblockfs writes its trace (with --trace) to RUN_DIR/trace.log.
start_device() {
    local run_dir=$1 i
    shift
    MNT=$run_dir/mnt
    mkdir -p "$MNT"
    # The trace goes to a file, not a pipe: a pipe nobody drains would stall badblockfs. It is
    # opened for appending, so that truncating it below does not leave a hole.
    "$BADBLOCKFS" "$SOURCE" "$MNT" "$@" >"$run_dir/badblockfs.out" 2>>"$run_dir/trace.log" &
    BB_PID=$!
    for ((i = 0; i < 200; i++)); do
        [[ $(stat -c %s "$MNT/image" 2>/dev/null) == "$SIZE_BYTES" ]] && badblockfs_mounted && break
        kill -0 "$BB_PID" 2>/dev/null ||
            die "badblockfs exited before mounting: $(tail -n 5 "$run_dir/trace.log")"
        sleep 0.05
    done
    badblockfs_mounted || die "badblockfs did not mount $MNT within 10 s"
    LOOP_DEV=$(losetup --read-only --find --show --direct-io=on --sector-size "$SECTOR" \
        "$MNT/image")
    [[ $LOOP_DEV == /dev/loop* ]] || die "losetup printed no loop device: '$LOOP_DEV'"
    [[ $(blockdev --getsize64 "$LOOP_DEV") == "$SIZE_BYTES" ]] ||
        die "$LOOP_DEV does not have the size of the source"
    blockdev --flushbufs "$LOOP_DEV"
    # Only the tool's reads belong in the trace (udev may have probed the new device).
    sleep 0.2
    : >"$run_dir/trace.log"
}
