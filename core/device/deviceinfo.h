// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace Custody {

// How the drive is attached, as far as the backend can tell.
enum class DeviceBus { Unknown, Ata, Scsi, Usb, Nvme, Mmc, Ieee1394, Virtio, Loop, Platform };

enum class Removability { Fixed, Removable };

enum class MediaKind { Unknown, Rotational, SolidState };

enum class WriteProtection { Writable, ReadOnly };

// A block device stacked on a drive or a partition, as sysfs lists it in holders/: an LVM logical
// volume, a dm-crypt mapping, a multipath map or an md RAID array. While one exists, the kernel
// lets no one else open the device below it exclusively, and whatever it contains may be mounted.
struct HolderInfo
{
    QString devicePath; // "/dev/dm-0", "/dev/md127"
    QString kind;       // "lvm", "crypt", "multipath", "dm" (other device-mapper), "md"
    QString name;       // the device-mapper name ("vg0-root") or md's array name; may be empty
    QStringList mountPoints;

    QJsonObject toJson() const;
    bool operator==(const HolderInfo &) const = default;
};

// A partition of a drive, or, for a drive that carries a file system without a partition table (a
// "superfloppy" USB stick, a loop device over a file system image), the drive itself with
// partitionNumber 0 and the drive's device path.
struct PartitionInfo
{
    QString devicePath; // "/dev/sdb1"
    int partitionNumber = 0;
    qint64 sizeBytes = 0;
    QString filesystemType;  // "ext4", "vfat", "crypto_LUKS"; empty when unknown
    QString label;           // the file system label; empty when none or unknown
    QStringList mountPoints; // where this very device is mounted now (/proc/self/mountinfo)
    WriteProtection writeProtection = WriteProtection::Writable; // the kernel's flag
    QList<HolderInfo> holders;

    bool isMounted() const { return !mountPoints.isEmpty(); }
    QJsonObject toJson() const;
    bool operator==(const PartitionInfo &) const = default;
};

// One drive that can be acquired, as the device list shows it: a whole disk (never a partition)
// with media in it. A value type, produced the same way by every DeviceEnumerator backend.
// Fields a backend cannot know stay empty (strings) or at their default.
struct DeviceInfo
{
    QString devicePath; // "/dev/sdb": the identity of the drive in a device list
    QString backend;    // "udev" or "solid": who reported it
    QString systemId;   // the backend's own name: the sysfs path or the Solid UDI
    // Names the same drive across reboots and ports: the preferred /dev/disk/by-id link
    // ("/dev/disk/by-id/wwn-0x5000c500a1b2c3d4") where udev made them, else the kernel's world
    // wide identifier from sysfs ("naa.5000c500a1b2c3d4", "eui.0025388b71b2c3d4"). Empty when
    // neither is known, as for loop devices.
    QString stableId;
    QString vendor;
    QString model;
    QString serial;
    QString firmware;
    QString backingFile; // loop devices: the file behind the device
    qint64 sizeBytes = 0;
    int logicalSectorBytes = 0;  // 0 when unknown
    int physicalSectorBytes = 0; // 0 when unknown
    DeviceBus bus = DeviceBus::Unknown;
    Removability removability = Removability::Fixed;
    MediaKind media = MediaKind::Unknown;
    WriteProtection writeProtection = WriteProtection::Writable; // the kernel's flag on the disk
    QList<PartitionInfo> partitions;                             // by partition number
    QList<HolderInfo> holders;                                   // stacked on the whole disk

    // Whether a file system on the drive is mounted: on a partition, on the disk itself, or on a
    // device stacked on either (an LVM volume, an unlocked LUKS container). Reading a mounted
    // drive gives an image of a moving target: a warning to show and to record.
    bool hasMountedFileSystem() const;
    // "/dev/sdb1 on /media/usb", one entry per mount, for warnings.
    QStringList mountDescriptions() const;

    // "WDC WD140EDFZ-11A0VA0 (serial 9RK1XXXX)", for lists and log lines.
    QString displayName() const;
    QJsonObject toJson() const;

    bool operator==(const DeviceInfo &) const = default;
};

// Short untranslated names, as written to JSON and accepted on command lines: "usb", "nvme".
QString busName(DeviceBus bus);
QString mediaName(MediaKind media);
// The same names as people read them, one spelling everywhere (the drive list, its details, the
// reports): "SATA/ATA", "USB", "NVMe", "solid state"; translated where they are words. A
// recorded name this build does not know is shown as recorded.
QString busDisplayName(DeviceBus bus);
QString busDisplayName(const QString &recordedName);
QString mediaDisplayName(MediaKind media);

} // namespace Custody

Q_DECLARE_METATYPE(Custody::DeviceInfo)
