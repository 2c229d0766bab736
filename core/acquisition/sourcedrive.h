// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/blockdevicefacts.h"
#include "device/deviceinfo.h"
#include "util/result.h"

#include <QStringList>

#include <optional>

namespace Custody {

// The drive behind a block device source, for the acquisition record: its identity and the file
// systems on it that are mounted. Gathered once, when the acquisition is prepared.
struct SourceDrive
{
    DeviceInfo drive;
    // "/dev/sdb1 on /media/usb (vfat)": the mounts that concern the source. For a whole disk,
    // every partition, the disk itself and the devices stacked on them (LVM, LUKS); for a
    // partition, that partition and what is stacked on it. Empty when none is mounted.
    QStringList mountedFileSystems;

    // Describes the drive holding devicePath (a disk or one of its partitions) from udev and
    // sysfs; the drive itself is never read. DeviceListFailed when the device is not a drive the
    // device list knows (device-mapper, md, a detached loop device).
    static Result<SourceDrive> describe(const QString &devicePath);
    // The pure part of describe(): the facts as gathered, and the source's canonical path.
    static Result<SourceDrive> fromFacts(const BlockDeviceFacts &facts,
                                         const QString &canonicalSourcePath);
};

} // namespace Custody
