// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/deviceenumerator.h"

#include <Solid/Device>

#include <QHash>

namespace Custody {

// The drive list from KDE Solid (KF6), built only where KF6 Solid is found. Solid's UDisks2
// backend knows drives that udev alone describes poorly (USB bridges, MMC readers), and its
// DeviceNotifier reports hot-plug.
//
// A drive is a Solid device with the StorageDrive and Block interfaces, a device file, media
// (size above 0), a disk-like drive type (hard disks, SSDs, flash cards) and no OpticalDrive
// interface. Optical, floppy and tape drives, partitions (StorageVolume) and everything else are
// left out. Solid can describe
// the same disk under two UDIs (one per backend): the device file is the identity, so it is
// listed once, and only removed when its last UDI goes.
//
// Partitions are the drive's StorageVolume children: file system type and label from Solid, the
// mount point from StorageAccess. A partition that appears or goes later refreshes its drive,
// and so does mounting or unmounting one: Solid reports that per volume (StorageAccess::
// accessibilityChanged), not as a device change, so each volume's StorageAccess is watched.
//
// Solid does not expose serial numbers, firmware or sector sizes; they are read from sysfs when
// the block device's major:minor names the same device file there, together with the stable id,
// holders, read-only flags and every mount point (/proc/self/mountinfo) of each partition.
class SolidDeviceEnumerator final : public DeviceEnumerator
{
    Q_OBJECT

public:
    explicit SolidDeviceEnumerator(QObject *parent = nullptr);
    ~SolidDeviceEnumerator() override;

    [[nodiscard]] Result<void> start() override;
    QString backendName() const override { return QStringLiteral("solid"); }

private:
    void addUdi(const QString &udi);
    void removeUdi(const QString &udi);
    void refreshUdi(const QString &udi);
    void rememberVolumes(const QString &driveUdi);
    void watchAccess(const Solid::Device &volume);
    void republish(const QString &devicePath);

    QHash<QString, DeviceInfo> m_drivesByUdi; // every UDI that describes a drive
    QHash<QString, QString> m_volumeParents;  // partition UDI -> its drive's UDI
    // Volumes whose StorageAccess is watched. Held: a Solid::Device owns its interfaces, which
    // go (with the connection) when the last Device of that UDI does.
    QHash<QString, Solid::Device> m_watchedVolumes;
};

} // namespace Custody
