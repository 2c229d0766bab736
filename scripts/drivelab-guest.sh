#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Prepares the drive lab's guest (docs/ARCHITECTURE.md, "The drive lab") in OUTDIR: Debian's own
# kernel (vmlinuz, from the linux-image-amd64 package, fetched from the archive and unpacked, never
# installed) and an initramfs of busybox, the storage drivers' modules and
# tests/drivelab/guest-init.sh, and hdparm (unpacked the same way) for the tests to compare with.
# The packages are kept in CUSTODY_DRIVELAB_CACHE (default
# /var/cache/custody-drivelab as root, ~/.cache/custody-drivelab otherwise), so later runs fetch
# nothing. When the lab cannot run here, OUTDIR/unavailable says why and the script exits 0: the
# drive lab's tests skip themselves with that reason.
# Usage: scripts/drivelab-guest.sh OUTDIR
set -euo pipefail
source_dir=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?usage: drivelab-guest.sh OUTDIR}
mkdir -p "$out"
rm -f "$out/unavailable"

unavailable() {
    echo "$*" >"$out/unavailable"
    echo "drivelab: unavailable: $*" >&2
    exit 0
}

command -v qemu-system-x86_64 >/dev/null ||
    unavailable "qemu-system-x86_64 is not installed (Debian package qemu-system-x86)"
busybox=$(command -v busybox) || unavailable "busybox is not installed (Debian package busybox-static)"
# The initramfs holds busybox alone: it must need no shared library.
if ldd "$busybox" >/dev/null 2>&1; then
    unavailable "$busybox is not statically linked (Debian package busybox-static)"
fi

if [[ $(id -u) -eq 0 ]]; then
    cache=${CUSTODY_DRIVELAB_CACHE:-/var/cache/custody-drivelab}
else
    cache=${CUSTODY_DRIVELAB_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/custody-drivelab}
fi
mkdir -p "$cache"

# The kernel package that linux-image-amd64 stands for today, e.g. linux-image-6.1.0-57-amd64.
package=$(apt-cache depends linux-image-amd64 2>/dev/null | awk '/Depends: linux-image-/ {print $2; exit}')
[[ -n $package ]] || unavailable "apt does not know linux-image-amd64 (run apt-get update)"
version=${package#linux-image-}
kernel=$cache/$version
if [[ ! -f $kernel/boot/vmlinuz-$version ]]; then
    rm -rf "$kernel.partial"
    mkdir -p "$kernel.partial"
    if ! (cd "$kernel.partial" && apt-get download -q "$package" >/dev/null 2>&1); then
        rm -rf "$kernel.partial"
        unavailable "cannot fetch $package from the package archive"
    fi
    dpkg-deb -x "$kernel.partial"/*.deb "$kernel.partial"
    rm -f "$kernel.partial"/*.deb
    busybox depmod -b "$kernel.partial" "$version"
    rm -rf "$kernel"
    mv "$kernel.partial" "$kernel"
fi
modules=$kernel/lib/modules/$version

# hdparm, whose -N the hidden-area test compares with (tests/drivelab/tst_drivelabhiddenareas.cpp):
# fetched and unpacked like the kernel, never installed, as its package adds a udev rule that runs
# on every disk plugged in. The guest runs it from OUTDIR, which it sees through this machine's root.
hdparm_version=$(apt-cache show --no-all-versions hdparm 2>/dev/null | awk '/^Version:/ {print $2; exit}')
[[ -n $hdparm_version ]] || unavailable "apt does not know hdparm (run apt-get update)"
hdparm=$cache/hdparm-$hdparm_version
if [[ ! -x $hdparm/sbin/hdparm ]]; then
    rm -rf "$hdparm.partial"
    mkdir -p "$hdparm.partial"
    if ! (cd "$hdparm.partial" && apt-get download -q hdparm >/dev/null 2>&1); then
        rm -rf "$hdparm.partial"
        unavailable "cannot fetch hdparm from the package archive"
    fi
    dpkg-deb -x "$hdparm.partial"/*.deb "$hdparm.partial"
    rm -f "$hdparm.partial"/*.deb
    rm -rf "$hdparm"
    mv "$hdparm.partial" "$hdparm"
fi

# The drivers, each after what it needs (modules.dep lists a module's dependencies).
declare -A loaded=()
order=()
load() {
    local module=$1 dependency
    [[ -n ${loaded[$module]:-} ]] && return
    loaded[$module]=1
    for dependency in $(grep -m1 "^$module:" "$modules/modules.dep" | cut -d: -f2); do
        load "$dependency"
    done
    order+=("$module")
}
# ext4 (and crc32c, which it asks the crypto API for when it mounts) holds the images that
# tests write onto the guest's drives.
for name in virtio_pci 9pnet_virtio 9p overlay ahci sd_mod sg nvme virtio_scsi xhci-pci \
    usb-storage uas crc32c_generic ext4; do
    path=$(grep -m1 -E "(^|/)$name\.ko:" "$modules/modules.dep" | cut -d: -f1) ||
        unavailable "$package has no module $name"
    load "$path"
done

root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
mkdir -p "$root"/{bin,modules,proc,sys,dev,host,rw,newroot}
cp "$busybox" "$root/bin/busybox"
for module in "${order[@]}"; do
    cp "$modules/$module" "$root/modules/"
    basename "$module" >>"$root/modules/order"
done
install -m 0755 "$source_dir/tests/drivelab/guest-init.sh" "$root/init"
(cd "$root" && find . | busybox cpio -o -H newc 2>/dev/null | gzip -1 >"$out/initrd.gz.new")
cp "$kernel/boot/vmlinuz-$version" "$out/vmlinuz.new"
mv "$out/initrd.gz.new" "$out/initrd.gz"
install -m 0755 "$hdparm/sbin/hdparm" "$out/hdparm"
mv "$out/vmlinuz.new" "$out/vmlinuz"
echo "$version" >"$out/kernel-version"
echo "drivelab: guest ready in $out (kernel $version)"
