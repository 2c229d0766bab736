#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Starts the real application on a virtual X server (Xvfb), acquires a loop device over a FUSE
# file with unreadable ranges (tests/support/badblockfs) by driving the GUI with the keyboard
# (xdotool), and saves screenshots of the main window, the acquisition dialog, the running
# acquisition (graph, sector map, jobs table), its result and its PDF report, then of two jobs
# running at once, of fifteen tabs and of the History window: on screens of 1280×720, 1920×1080
# and 3840×2160, in English and in German (OUTPUT/LANGUAGE-SIZE/).
# Needs root (FUSE mount, loop device).
# Usage: scripts/screenshots.sh [OUTPUT_FOLDER]      (default: build/screenshots)
#        LANGUAGES="de" SIZES="1280x720" scripts/screenshots.sh    (only some of the sessions)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
shots=$(realpath -m "${1:-build/screenshots}")

scripts/bootstrap.sh
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build --target custody badblockfs

work=$(mktemp -d /tmp/custody-screenshots.XXXXXX)
loop="" loop2="" loop3=""
cleanup() {
    set +e
    if [[ -n ${app_pid:-} ]] && kill -0 "$app_pid" 2>/dev/null; then
        kill "$app_pid"
        wait "$app_pid" 2>/dev/null
    fi
    for device in $loop $loop2 $loop3; do losetup -d "$device"; done
    for mount in "$work/mnt" "$work/mnt2"; do mountpoint -q "$mount" && fusermount3 -u "$mount"; done
    [[ -n ${fuse_pid:-} ]] && wait "$fuse_pid" 2>/dev/null
    [[ -n ${fuse2_pid:-} ]] && wait "$fuse2_pid" 2>/dev/null
    [[ -n ${xvfb_pid:-} ]] && kill "$xvfb_pid" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

# 192 MiB of evidence served at 12 MB/s, with five unreadable areas of different sizes.
mkdir -p "$work/mnt" "$shots"
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
# A second drive, for two jobs at once (96 MiB at 12 MB/s), and a small fast one for many tabs.
mkdir -p "$work/mnt2"
head -c $((96 * 1024 * 1024)) /dev/urandom >"$work/second.img"
build/tests/support/badblockfs "$work/second.img" "$work/mnt2" --rate-limit-mbps 12 \
    >"$work/badblockfs2.log" 2>&1 &
fuse2_pid=$!
for _ in $(seq 50); do mountpoint -q "$work/mnt2" && break; sleep 0.1; done
loop2=$(losetup --find --show --read-only --direct-io=on "$work/mnt2/image")
head -c $((4 * 1024 * 1024)) /dev/urandom >"$work/small.img"
loop3=$(losetup --find --show --read-only "$work/small.img")
echo "screenshots: second drive $loop2, small drive $loop3"

# One session per screen size and language: a fresh X server of that size, a fresh destination
# and settings, the window filling the screen as a maximised one would.
session() {
    local size=$1 language=$2
    local out="$work/out-$language-$size" config="$work/config-$language-$size"
    local dir="$shots/$language-$size"
    mkdir -p "$out" "$config/Custody" "$dir"
    cat >"$config/Custody/custody.conf" <<CONF
[acquisition]
destination=$out
hashes=md5,sha256
verify=true

[case]
examiner=A. Examiner
CONF
    # A display number nobody uses: Xvfb picks it and tells it on a pipe (-displayfd).
    exec {displayfd}<> <(:)
    Xvfb -displayfd "$displayfd" -screen 0 "${size}x24" -nolisten tcp >/dev/null 2>&1 &
    xvfb_pid=$!
    read -r -t 20 -u "$displayfd" display_number
    exec {displayfd}>&-
    local locale=C.UTF-8
    [[ $language == de ]] && locale=de_DE.UTF-8
    # Settings and the case history of this session only, never the machine's own.
    export DISPLAY=:$display_number XDG_CONFIG_HOME=$config XDG_DATA_HOME=$config/data \
        QT_QPA_PLATFORM=xcb
    for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
    echo "screenshots: $language at $size on $DISPLAY"
    LANG=$locale LANGUAGE=$language build/app/custody >"$work/custody-$language-$size.log" 2>&1 &
    app_pid=$!

    window=$(xdotool search --sync --onlyvisible --name "^Custody")
    xdotool windowmove "$window" 0 0 windowsize "$window" "${size%x*}" "${size#*x}"
    xdotool windowfocus --sync "$window"
    sleep 3 # the device list fills and smartctl answers
    shot() { import -window "$1" "$dir/$2.png"; echo "screenshots: $dir/$2.png"; }
    shot "$window" 1-main-window

    # Keyboard only: find the loop device in the list by typing its name, then Ctrl+N.
    xdotool type --delay 40 "$loop"
    xdotool key ctrl+n
    dialog=$(xdotool search --sync --onlyvisible --name "$loop")
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
    xdotool key alt+s # Start (Starten)

    sleep 9
    shot "$window" 3-running-acquisition
    for _ in $(seq 120); do
        [[ -f "$out/2026-114_E-07.json" ]] && break
        sleep 1
    done
    sleep 2
    shot "$window" 4-finished-acquisition
    # Save PDF report… (Bericht als PDF speichern…): the file dialog suggests the image's
    # folder; Enter takes it. The first page of the report becomes a PNG too.
    xdotool windowfocus --sync "$window"
    xdotool key alt+p
    save=$(xdotool search --sync --onlyvisible --name "PDF|report|Bericht")
    xdotool windowfocus --sync "$save"
    sleep 1
    xdotool key Return
    for _ in $(seq 60); do
        [[ -s "$out/2026-114_E-07.pdf" ]] && break
        sleep 1
    done
    sleep 1
    pdftoppm -png -r 80 -f 1 -l 2 "$out/2026-114_E-07.pdf" "$dir/5-report-page"
    echo "screenshots: $dir/5-report-page-*.png"

    # Two jobs at once: the second drive, then the evidence again under another number. The
    # drive list has the focus again once a dialog has started its job.
    start_job() { # DEVICE EVIDENCE_NUMBER
        xdotool windowfocus --sync "$window"
        xdotool type --delay 40 "$1"
        xdotool key ctrl+n
        local asked
        # The newest window of that name: the previous job's dialog may still be closing.
        asked=$(xdotool search --sync --onlyvisible --name "$1" | tail -n 1)
        xdotool windowfocus --sync "$asked" 2>/dev/null || true
        xdotool key ctrl+a
        xdotool type --delay 10 "2026-114"
        xdotool key Tab ctrl+a
        xdotool type --delay 10 "$2"
        sleep 0.5
        xdotool key alt+s
        sleep 1
    }
    start_job "$loop2" E-08
    start_job "$loop" E-09
    sleep 4
    shot "$window" 6-two-jobs
    # Twelve more, small and fast: fifteen tabs.
    for number in $(seq 20 31); do start_job "$loop3" "E-$number"; done
    sleep 2
    shot "$window" 7-fifteen-tabs
    # The History in its own window, beside the main window.
    xdotool windowfocus --sync "$window"
    xdotool key ctrl+h
    history=$(xdotool search --sync --onlyvisible --name "History|Historie" | tail -n 1)
    sleep 2
    shot "$history" 8-history-window
    shot root 9-history-and-main-window
    for _ in $(seq 30); do
        [[ -f "$out/2026-114_E-09.json" && -f "$out/2026-114_E-08.json" ]] && break
        sleep 1
    done
    # Quit through the keyboard of the focused window (synthetic events sent to a window id
    # are ignored by Qt); stopped after 20 s if it does not go.
    xdotool windowfocus --sync "$window"
    xdotool key ctrl+q
    for _ in $(seq 200); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.1; done
    kill "$app_pid" 2>/dev/null && wait "$app_pid" 2>/dev/null
    kill "$xvfb_pid" 2>/dev/null && wait "$xvfb_pid" 2>/dev/null
    app_pid="" xvfb_pid=""
}

for language in ${LANGUAGES:-en de}; do
    for size in ${SIZES:-1280x720 1920x1080 3840x2160}; do
        session "$size" "$language"
    done
done
echo "screenshots: the application's output:"
for log in "$work"/custody-*.log; do
    echo "  $(basename "$log"):"
    sed 's/^/    /' "$log"
done
