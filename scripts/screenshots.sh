#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Starts the real application on a virtual X server (Xvfb), acquires a loop device over a FUSE
# file with unreadable ranges (tests/support/badblockfs) by driving the GUI with the keyboard
# (xdotool), and saves screenshots of the main window, the acquisition dialog, the running
# acquisition (graph and sector map) and its result. Needs root (FUSE mount, loop device).
# Usage: scripts/screenshots.sh [OUTPUT_FOLDER]      (default: build/screenshots)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
shots=$(realpath -m "${1:-build/screenshots}")

scripts/bootstrap.sh
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build --target custody badblockfs

work=$(mktemp -d /tmp/custody-screenshots.XXXXXX)
loop=""
cleanup() {
    set +e
    if [[ -n ${app_pid:-} ]] && kill -0 "$app_pid" 2>/dev/null; then
        kill "$app_pid"
        wait "$app_pid" 2>/dev/null
    fi
    [[ -n $loop ]] && losetup -d "$loop"
    mountpoint -q "$work/mnt" && fusermount3 -u "$work/mnt"
    [[ -n ${fuse_pid:-} ]] && wait "$fuse_pid" 2>/dev/null
    [[ -n ${xvfb_pid:-} ]] && kill "$xvfb_pid" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

# 192 MiB of evidence served at 12 MB/s, with five unreadable areas of different sizes.
mkdir -p "$work/mnt" "$work/out" "$work/config/Custody" "$shots"
head -c $((192 * 1024 * 1024)) /dev/urandom >"$work/evidence.img"
bad=()
for area in 20971520:65536 67108864:1048576 104857600:4096 134217728:262144 180355072:8192; do
    bad+=(--bad "$area")
done
build/tests/support/badblockfs "$work/evidence.img" "$work/mnt" "${bad[@]}" \
    --rate-limit-mbps 12 >"$work/badblockfs.log" 2>&1 &
fuse_pid=$!
for _ in $(seq 50); do mountpoint -q "$work/mnt" && break; sleep 0.1; done
loop=$(losetup --find --show --read-only --direct-io=on "$work/mnt/image")
echo "screenshots: evidence is $loop"

# The examiner's remembered settings: the destination folder and name.
cat >"$work/config/Custody/custody.conf" <<CONF
[acquisition]
destination=$work/out
hashes=md5,sha256
verify=true

[case]
examiner=A. Examiner
CONF

# A display number nobody uses: Xvfb picks it and tells it on a pipe (-displayfd).
exec {displayfd}<> <(:)
Xvfb -displayfd "$displayfd" -screen 0 1600x1000x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
read -r -t 20 -u "$displayfd" display_number
exec {displayfd}>&-
export DISPLAY=:$display_number XDG_CONFIG_HOME=$work/config QT_QPA_PLATFORM=xcb LANG=C.UTF-8
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
echo "screenshots: Xvfb on $DISPLAY"
build/app/custody >"$work/custody.log" 2>&1 &
app_pid=$!

window=$(xdotool search --sync --onlyvisible --name "^Custody")
xdotool windowfocus --sync "$window"
sleep 3 # the device list fills and smartctl answers
shot() { import -window "$1" "$shots/$2.png"; echo "screenshots: $shots/$2.png"; }
shot "$window" 1-main-window

# Keyboard only: find the loop device in the list by typing its name, then Ctrl+N.
xdotool type --delay 40 "$loop"
xdotool key ctrl+n
dialog=$(xdotool search --sync --onlyvisible --name "^Acquire ")
xdotool windowfocus --sync "$dialog"
xdotool type --delay 20 "2026-114"
xdotool key Tab
xdotool type --delay 20 "E-07"
xdotool key Tab Tab
xdotool type --delay 20 "USB stick from desk drawer"
xdotool key Tab
xdotool type --delay 20 "Bagged and sealed; seal 554120."
sleep 1
shot "$dialog" 2-acquisition-dialog
xdotool key alt+s

sleep 9
shot "$window" 3-running-acquisition
for _ in $(seq 120); do
    [[ -f "$work/out/$(basename "$loop").json" ]] && break
    sleep 1
done
sleep 2
shot "$window" 4-finished-acquisition
# Quit through the keyboard of the focused window (synthetic events sent to a window id are
# ignored by Qt); the cleanup ends it if it does not go within 20 s.
xdotool windowfocus --sync "$window"
xdotool key ctrl+q
for _ in $(seq 200); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.1; done
echo "screenshots: the application's output:"
sed 's/^/  /' "$work/custody.log"
