#!/bin/busybox sh
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The drive lab guest's /init (busybox, in the initramfs that scripts/drivelab-guest.sh builds).
# Loads the storage drivers, mounts this machine's root read-only over virtio-9p under a
# writable overlay in memory, mounts the lab's share (the test's folder) at /run/lab, and runs
# /run/lab/command there as root: the same executables as on the host, against the guest's
# drives. Its output and exit status go back through the share; then the guest powers off.
/bin/busybox --install -s /bin
export PATH=/bin
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev
say() { echo "drivelab: $*" >/dev/console; }
for module in $(cat /modules/order); do
    insmod "/modules/$module" || say "insmod $module failed"
done
share="trans=virtio,version=9p2000.L,msize=512000"
mount -t 9p -o "$share,ro" hostroot /host || say "cannot mount the host's root"
mount -t tmpfs -o size=70% tmpfs /rw
mkdir -p /rw/upper /rw/work
mount -t overlay overlay -o lowerdir=/host,upperdir=/rw/upper,workdir=/rw/work /newroot ||
    say "cannot make the overlay"
mkdir -p /newroot/run/lab
mount -t 9p -o "$share" lab /newroot/run/lab || say "cannot mount the lab's share"
mount -t proc proc /newroot/proc
mount -t sysfs sysfs /newroot/sys
mount -t devtmpfs devtmpfs /newroot/dev
mkdir -p /newroot/dev/pts /newroot/dev/shm
mount -t devpts devpts /newroot/dev/pts
mount -t tmpfs tmpfs /newroot/dev/shm
echo booted >/newroot/run/lab/booted
chroot /newroot /usr/bin/env -i HOME=/root LANG=C.UTF-8 TZ=UTC \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    /bin/sh /run/lab/command >/newroot/run/lab/output 2>&1
echo $? >/newroot/run/lab/status.new
mv /newroot/run/lab/status.new /newroot/run/lab/status
sync
poweroff -f
