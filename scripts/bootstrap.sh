#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs, from Debian's archive, every package that building, running and testing Custody
# needs and that is missing. Idempotent: it runs apt only when something is absent.
set -euo pipefail

packages=(
    # build (scripts/test-solid-chroot.sh configures the project in Debian 13 as well: a build
    # dependency added here goes into its package list too)
    g++ cmake ninja-build ccache pkg-config clang-format
    qt6-base-dev qt6-base-dev-tools libssl-dev libfuse3-dev
    # the case history: Qt Sql's SQLite driver; the tests edit a history with sqlite3 as a
    # tamperer would. A lab's history on PostgreSQL: Qt Sql's PostgreSQL driver; the tests start
    # a server of their own (initdb, pg_ctl; openssl makes its TLS certificates) and tamper with
    # psql; libpq itself tells which sslmode a connection used
    libqt6sql6-sqlite sqlite3 libqt6sql6-psql libpq-dev postgresql openssl
    # E01: libewf writes and reads the container; libdeflate deflates its chunks, zlib too for
    # the best compression. Network sources: libnbd (NBD client, TLS), libiscsi (iSCSI
    # initiator, CHAP)
    libewf-dev libdeflate-dev zlib1g-dev libnbd-dev libiscsi-dev
    # devices: the udev/sysfs backend links libudev; `custody-cli smart` runs smartctl; a
    # medium's partitions and file systems are read with libblkid (util-linux)
    libudev-dev smartmontools libblkid-dev
    # run time and tests: FUSE, loop devices, peer tools for interoperability and benchmarks;
    # e2fsprogs formats the file systems that the device tests mount on loop devices; dmsetup
    # stacks a device-mapper mapping on one where the kernel has device-mapper
    fuse3 util-linux coreutils gddrescue dc3dd dcfldd time e2fsprogs dmsetup
    # layout and mount tests: disks made by the real tools (sgdisk, sfdisk, mkfs.vfat and
    # mtools' mcopy, mkfs.ntfs, cryptsetup luksFormat on a file)
    gdisk fdisk dosfstools mtools ntfs-3g cryptsetup-bin
    # verify: ewf-tools writes the E01 logs the interoperability tests verify against; clang and
    # its libFuzzer runtime build the hashlog fuzz target (fuzz/)
    ewf-tools clang libclang-rt-14-dev
    # network sources: the tests and bench/ serve exports with nbdkit (and its filters) and
    # compare with libnbd's nbdcopy and with a hand-made dd | nc pipe
    nbdkit libnbd-bin netcat-openbsd
    # iSCSI sources: the tests and bench/ export files and badblockfs devices read-only with
    # tgt's tgtd, a target in user space
    tgt
    # reports: `custody-cli report` runs headless on Qt's offscreen platform and embeds DejaVu
    # in the PDF, and WenQuanYi Micro Hei for the Chinese translation's characters (DejaVu has
    # none); tests and scripts/render-report.sh read the PDF with poppler's tools
    qt6-qpa-plugins fonts-dejavu-core fonts-wqy-microhei poppler-utils
    # scripts/test-solid-chroot.sh: a Debian 13 chroot with KF6 Solid for the Solid backend
    mmdebstrap
    # the GUI (custody): Widgets, Charts, PrintSupport, Qt PDF (a saved report shown as it is on
    # disk); Qt Linguist's lupdate/lrelease keep the
    # translations; Qt's own translations for standard dialogs; Xvfb, xdotool and ImageMagick
    # for scripts/screenshots.sh (a real window driven by the keyboard)
    qt6-charts-dev qt6-pdf-dev libqt6opengl6-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    xvfb xauth xdotool imagemagick
    # packaging (scripts/test-package.sh): cpack's DEB generator computes Depends with
    # dpkg-shlibdeps (dpkg-dev); the .deb, the
    # desktop entry, the metainfo and the man pages are checked with lintian,
    # desktop-file-validate, appstreamcli and man; pkexec runs "Run as administrator", tested
    # with the real polkitd on the system D-Bus (scripts/test-pkexec.sh)
    dpkg-dev lintian desktop-file-utils appstream man-db pkexec polkitd dbus-daemon
    dbus-bin
    # the drive lab (tests/drivelab, label drivelab): QEMU emulates ATA, NVMe, SCSI and USB drives
    # for Debian's own kernel (fetched and unpacked by scripts/drivelab-guest.sh, never
    # installed) with a busybox initramfs
    qemu-system-x86 busybox-static
    # the drive lab's guest runs this machine's udevd, as examiners' machines do, to see the
    # drives as udev names them (tests/drivelab/tst_drivelabidentity.cpp)
    udev
)

missing=()
for package in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Abbrev}' "$package" 2>/dev/null || true)
    [[ $status == ii* ]] || missing+=("$package")
done

if ((${#missing[@]} == 0)); then
    exit 0
fi

if [[ $(id -u) -ne 0 ]]; then
    if command -v sudo >/dev/null; then
        sudo=(sudo)
    else
        echo "bootstrap: missing packages: ${missing[*]}; run this script as root to install them" >&2
        exit 1
    fi
else
    sudo=()
fi

echo "bootstrap: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -q
"${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
