// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/sourcedrive.h"

#include "device/udevdeviceenumerator.h"

#include <QFileInfo>

namespace Custody {

namespace {

// The file system type as the mount table has it: what is mounted, whatever udev probed. The
// last entry wins, as for mounts stacked on one mount point.
QString filesystemTypeAt(const QList<MountEntry> &mounts, const QString &devicePath,
                         const QString &mountPoint)
{
    QString type;
    for (const MountEntry &entry : mounts) {
        if (entry.mountPoint == mountPoint && (type.isEmpty() || entry.source == devicePath))
            type = entry.filesystemType;
    }
    return type;
}

void describeMounts(const QString &devicePath, const QStringList &mountPoints,
                    const QList<MountEntry> &mounts, QStringList &out)
{
    for (const QString &mountPoint : mountPoints) {
        const QString type = filesystemTypeAt(mounts, devicePath, mountPoint);
        out << (type.isEmpty() ? QStringLiteral("%1 on %2").arg(devicePath, mountPoint)
                               : QStringLiteral("%1 on %2 (%3)").arg(devicePath, mountPoint, type));
    }
}

void describeMounts(const QList<HolderInfo> &holders, const QList<MountEntry> &mounts,
                    QStringList &out)
{
    for (const HolderInfo &holder : holders)
        describeMounts(holder.devicePath, holder.mountPoints, mounts, out);
}

} // namespace

Result<SourceDrive> SourceDrive::fromFacts(const BlockDeviceFacts &facts,
                                           const QString &canonicalSourcePath)
{
    std::optional<DeviceInfo> drive = facts.toDeviceInfo();
    if (!drive)
        return Error::fromErrno(Error::Code::DeviceListFailed, 0, canonicalSourcePath, -1,
                                QStringLiteral("not a drive the device list describes "
                                               "(device-mapper, md, or without media)"));
    SourceDrive result;
    result.drive = *drive;
    // DeviceInfo::mountDescriptions() in the record's form, with the file system type.
    const bool wholeDrive = canonicalSourcePath == drive->devicePath;
    QStringList &out = result.mountedFileSystems;
    if (wholeDrive)
        describeMounts(drive->holders, facts.mounts, out);
    for (const PartitionInfo &partition : drive->partitions) {
        if (!wholeDrive && partition.devicePath != canonicalSourcePath)
            continue;
        describeMounts(partition.devicePath, partition.mountPoints, facts.mounts, out);
        describeMounts(partition.holders, facts.mounts, out);
    }
    out.removeDuplicates();
    return result;
}

Result<SourceDrive> SourceDrive::describe(const QString &devicePath)
{
    const Result<BlockDeviceFacts> facts = UdevDeviceEnumerator::gatherDrive(devicePath);
    if (!facts)
        return facts.error();
    // udev names nodes by their kernel name (/dev/sdb1); the source may be a by-id link.
    const QString canonical = QFileInfo(devicePath).canonicalFilePath();
    return fromFacts(*facts, canonical.isEmpty() ? devicePath : canonical);
}

} // namespace Custody
