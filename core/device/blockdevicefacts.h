// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/deviceinfo.h"

#include <optional>

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace Custody {

// One line of /proc/self/mountinfo (proc(5)), reduced to what the device list needs.
struct MountEntry
{
    QString deviceNumber;   // "8:1"; btrfs reports an anonymous "0:N", so source counts too
    QString mountPoint;     // with the kernel's octal escapes (\040 for a space) decoded
    QString filesystemType; // "ext4"
    QString source;         // "/dev/sdb1", "/dev/mapper/vg0-root", "tmpfs"

    bool operator==(const MountEntry &) const = default;
};

// Parses the text of /proc/self/mountinfo; malformed lines are skipped.
QList<MountEntry> parseMountInfo(QByteArrayView text);
// The current mount table of this process's mount namespace; empty when it cannot be read.
QList<MountEntry> readMountInfo();

// A device stacked on a disk or partition (dm, md), found through sysfs holders/ directories.
struct HolderFacts
{
    QString name;                               // the kernel name: "dm-0", "md127"
    QString devicePath;                         // "/dev/dm-0"
    QHash<QString, QByteArray> sysfsAttributes; // "dev", "dm/name", "dm/uuid"

    static QStringList sysfsAttributeNames();
};

// A partition below a disk's sysfs directory.
struct PartitionFacts
{
    QString sysPath;
    QString devicePath;
    QHash<QString, QString> udevProperties;     // empty when udev has no database
    QHash<QString, QByteArray> sysfsAttributes; // "size", "ro", "dev", "partition"
    QList<HolderFacts> holders;                 // every device stacked on it, transitively

    static QStringList sysfsAttributeNames();
};

// The raw facts about one kernel block device that the udev/sysfs backend gathers, and their
// interpretation. Gathering (readSysfsAttributes) does I/O; toDeviceInfo() is a pure function, so
// tests feed it facts recorded from real machines.
//
// udev's database (ID_MODEL, ID_SERIAL_SHORT, …) exists only where udevd runs. Without it, the
// identity comes from sysfs alone: an ATA disk's IDENTIFY DEVICE strings in the ATA Information
// VPD page (device/vpd_pg89), the SCSI INQUIRY strings (device/vendor, device/model: the model is
// cut to 16 characters there), the unit serial number VPD page (device/vpd_pg80), the serial of
// the USB device a disk is attached through, NVMe controller attributes (device/serial,
// device/firmware_rev) or virtio's serial. The VPD pages are readable by root only.
struct BlockDeviceFacts
{
    QString sysPath;    // "/sys/devices/pci0000:00/0000:00:1f.2/ata1/.../block/sda"
    QString devicePath; // "/dev/sda"
    QString deviceType; // the kernel's DEVTYPE: "disk" or "partition"
    QHash<QString, QString> udevProperties;     // empty when udev has no database
    QHash<QString, QByteArray> sysfsAttributes; // relative to sysPath: "size", "device/model", …
    QList<PartitionFacts> partitions = {};
    QList<HolderFacts> holders = {}; // stacked on the whole disk, transitively
    QStringList byIdLinks = {};      // /dev/disk/by-id links to this disk, where udev made them
    QList<MountEntry> mounts = {};   // the mount table when the facts were gathered

    // The attributes toDeviceInfo() looks at, relative to the device's sysfs directory.
    static QStringList sysfsAttributeNames();
    // Reads sysfsAttributeNames() below sysPath, and for a disk on USB the USB device's serial
    // (as usbSerialAttribute()); attributes that do not exist are left out.
    static QHash<QString, QByteArray> readSysfsAttributes(const QString &sysPath);
    // The key of the USB device's serial number among the attributes: the USB device is an
    // ancestor of the disk's sysfs directory, at a depth that depends on the driver.
    static QString usbSerialAttribute();
    static QHash<QString, QByteArray> readSysfsAttributes(const QString &sysPath,
                                                          const QStringList &names);
    // The sysfs directories of the partitions of the disk at sysPath ("…/sda/sda1"), sorted.
    static QStringList partitionSysPaths(const QString &sysPath);
    // Every device stacked on the device at sysPath: its holders, their holders, and so on.
    static QList<HolderFacts> readHolders(const QString &sysPath);
    // The links in /dev/disk/by-id that resolve to devicePath; none where udevd never ran.
    static QStringList readByIdLinks(const QString &devicePath);

    // The drive these facts describe, or nullopt when they describe no drive to acquire: a
    // partition, a device without media (size 0: an empty card reader, a detached loop device),
    // or a virtual device other than an attached loop device or an NVMe multipath namespace
    // (zram, device-mapper, md, nbd).
    // File system types come from udev (ID_FS_TYPE) or, without udev, from the mount table for
    // mounted file systems only: listing drives never reads from them (a failing drive can take
    // minutes to answer one read, and the list must not touch the evidence).
    std::optional<DeviceInfo> toDeviceInfo() const;
};

// The serial number in a SCSI "Unit Serial Number" VPD page (0x80), as sysfs exposes it in
// device/vpd_pg80: a 4-byte header whose bytes 2-3 are the length, then ASCII, space padded.
QString serialFromVpdPage80(const QByteArray &page);

// The identity strings of an ATA drive's IDENTIFY (PACKET) DEVICE data, trimmed; empty when
// the page is not an ATA Information VPD page (0x89) with such data, as sysfs exposes it in
// device/vpd_pg89 for disks behind libata or another SCSI/ATA translator.
struct AtaIdentityStrings
{
    QString model;
    QString serial;
    QString firmware;
};
AtaIdentityStrings ataIdentityFromVpdPage89(const QByteArray &page);

// Decodes udev's "\x20"-style escapes (ID_MODEL_ENC, ID_VENDOR_ENC).
QString decodeUdevString(const QString &encoded);

} // namespace Custody
