#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds Custody's KDE Solid device backend and runs the device tests in a Debian 13 (trixie)
# chroot, where KF6 Solid, Qt 6.8 and GCC 14 are packaged; Debian 12 has no KF6. The Solid tests
# use Solid's fake backend (SOLID_FAKEHW) and run under a private D-Bus session bus.
#
# The chroot is made once with mmdebstrap from the host's Debian mirror and kept in
# CUSTODY_TRIXIE_ROOT (default /var/cache/custody-ci/trixie, outside the repository), so later
# runs only copy the sources and build. It is rebuilt from scratch when it is missing or was left
# half made. Runs under a lock, so concurrent runs on one machine take turns.
# Usage (as root): scripts/test-solid-chroot.sh
set -euo pipefail
cd "$(dirname "$0")/.."

root=${CUSTODY_TRIXIE_ROOT:-/var/cache/custody-ci/trixie}
packages=(g++ cmake ninja-build ccache pkg-config qt6-base-dev libkf6solid-dev libssl-dev
          libewf-dev libdeflate-dev zlib1g-dev libnbd-dev libiscsi-dev libudev-dev libblkid-dev libfuse3-dev libpq-dev dbus-daemon
          smartmontools)
# What the chroot builds (the engine and core libraries on the way) and runs: the Solid backend's
# test, and the pure device and SMART tests, which check Qt 6.8 and GCC 14 as well. The host runs
# every test; the chroot is there for what the host cannot build.
targets=(tst_soliddeviceenumerator tst_deviceenumerator tst_blockdevicefacts tst_smartctljsonparser)
export LANG=C.UTF-8 LC_ALL=C.UTF-8 DEBIAN_FRONTEND=noninteractive

start=$(date +%s)
step() { echo "== solid chroot [$(($(date +%s) - start))s] $*"; }

if [[ $(id -u) -ne 0 ]]; then
    echo "test-solid-chroot: needs root (chroot, mounts)" >&2
    exit 1
fi

# The first Debian mirror of the host's apt configuration (deb822 or one-line format).
mirror() {
    local uri
    uri=$(awk '/^URIs:/ { print $2 }' /etc/apt/sources.list.d/*.sources 2>/dev/null |
              grep -m1 -E '/debian/?$' || true)
    if [[ -z $uri ]]; then
        uri=$(awk '/^deb / && $2 ~ /\/debian\/?$/ { print $2; exit }' /etc/apt/sources.list \
                  /etc/apt/sources.list.d/*.list 2>/dev/null || true)
    fi
    echo "${uri:-http://deb.debian.org/debian}"
}

mounts=(proc sys dev dev/pts)
unmount() {
    local i target
    for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do
        target=$root/${mounts[i]}
        mountpoint -q "$target" || continue
        # A test's session bus may still be exiting: wait a moment, then detach lazily.
        umount "$target" 2>/dev/null || { sleep 2; umount "$target" 2>/dev/null; } ||
            umount --lazy "$target"
    done
}

mkdir -p "$(dirname "$root")"
exec 9>"$root.lock"
flock 9
trap 'status=$?; unmount; exit $status' EXIT
unmount # what an interrupted run may have left mounted

# A chroot is complete once its stamp exists: an interrupted mmdebstrap leaves none.
if [[ ! -f $root/.custody-chroot-complete ]]; then
    command -v mmdebstrap >/dev/null || apt-get install -y -q --no-install-recommends mmdebstrap
    step "mmdebstrap trixie from $(mirror) (first run on this machine)"
    # --one-file-system: never into a bind mount of the host's /dev.
    rm -rf --one-file-system "$root" "$root.partial"
    mmdebstrap --mode=root --variant=apt --include="$(IFS=,; echo "${packages[*]}")" \
        trixie "$root.partial" "$(mirror)"
    touch "$root.partial/.custody-chroot-complete"
    mv "$root.partial" "$root"
fi
mountpoint -q "$root/proc" || mount -t proc proc "$root/proc"
mountpoint -q "$root/sys" || mount -t sysfs sysfs "$root/sys"
mountpoint -q "$root/dev" || mount --bind /dev "$root/dev"
mountpoint -q "$root/dev/pts" || mount --bind /dev/pts "$root/dev/pts"
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true

# Packages added to the list since the chroot was made.
missing=()
for package in "${packages[@]}"; do
    status=$(chroot "$root" dpkg-query -W -f='${db:Status-Abbrev}' "$package" 2>/dev/null || true)
    [[ $status == ii* ]] || missing+=("$package")
done
if ((${#missing[@]} > 0)); then
    step "apt-get install ${missing[*]}"
    chroot "$root" apt-get update -q
    chroot "$root" apt-get install -y -q --no-install-recommends "${missing[@]}"
    chroot "$root" apt-get clean
fi

step "copy the sources"
rm -rf "$root/src"
mkdir -p "$root/src"
tar --exclude=./.git --exclude=./build --exclude='./build-*' -cf - . | tar -xf - -C "$root/src"

step "configure and build with $(chroot "$root" g++ --version | head -n1)"
# The GUI is built and tested on the host; the chroot is for the Solid backend only.
chroot "$root" cmake -S /src -B /src/build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCUSTODY_WARNINGS_AS_ERRORS=ON -DCUSTODY_GUI=OFF >/dev/null
grep -q '^KF6Solid_DIR:PATH=/' "$root/src/build/CMakeCache.txt" || {
    echo "test-solid-chroot: CMake did not find KF6 Solid in the chroot" >&2
    exit 1
}
# ccache's cache lives in the chroot, so a second run recompiles only what changed.
chroot "$root" env CCACHE_DIR=/var/cache/ccache \
    cmake --build /src/build -j "$(nproc)" --target "${targets[@]}"

step "device tests (KF6 $(chroot "$root" dpkg-query -W -f='${Version}' libkf6solid6))"
chroot "$root" dbus-run-session -- ctest --test-dir /src/build --output-on-failure \
    --timeout 300 --no-tests=error -R "^($(IFS='|'; echo "${targets[*]}"))\$"

# ctest counts a skipped test function as passed: the Solid tests must all run here.
step "Solid tests, none skipped"
output=$(chroot "$root" dbus-run-session -- /src/build/tests/device/tst_soliddeviceenumerator 2>&1) || {
    echo "$output"
    exit 1
}
echo "$output" | grep -E '^(PASS|FAIL|SKIP|Totals)'
if echo "$output" | grep -q '^SKIP'; then
    echo "test-solid-chroot: Solid tests were skipped in the chroot" >&2
    exit 1
fi
step "done"
