// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/blockdevicefacts.h"

#include "device/ataidentify.h"

#include <algorithm>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace Custody {

namespace {

QString attribute(const BlockDeviceFacts &facts, const QString &name)
{
    return QString::fromUtf8(facts.sysfsAttributes.value(name)).trimmed();
}

// The udev property when udev has a database, else `known` (what the caller read from a sysfs
// structure), else the sysfs attribute.
QString firstOf(const BlockDeviceFacts &facts, const QStringList &udevKeys,
                const QStringList &sysfsNames, const QString &known = {})
{
    for (const QString &key : udevKeys) {
        QString value = facts.udevProperties.value(key);
        if (key.endsWith(QLatin1String("_ENC")))
            value = decodeUdevString(value);
        value = value.trimmed();
        if (!value.isEmpty())
            return value;
    }
    if (!known.isEmpty())
        return known;
    for (const QString &name : sysfsNames) {
        const QString value = attribute(facts, name);
        if (!value.isEmpty())
            return value;
    }
    return {};
}

// The sysfs directory of the USB device a disk is attached through (the nearest ancestor with a
// USB vendor id), empty when it is on no USB.
QString usbDeviceSysPath(const QString &sysPath)
{
    for (QString directory = sysPath.section(QLatin1Char('/'), 0, -2);
         directory.startsWith(QLatin1String("/sys/devices/"));
         directory = directory.section(QLatin1Char('/'), 0, -2)) {
        if (QFileInfo::exists(directory + QLatin1String("/idVendor")))
            return directory;
    }
    return {};
}

// The sysfs path names the chain of buses from the controller down to the disk, which is what
// udev's ID_BUS and ID_PATH are derived from as well. USB comes first: a USB disk also sits below
// a SCSI host and target.
DeviceBus busFromSysPath(const QString &sysPath)
{
    static const QRegularExpression firewire(QStringLiteral("/fw\\d+/"));
    static const QRegularExpression scsiHost(QStringLiteral("/host\\d+/"));
    if (sysPath.contains(QLatin1String("/devices/virtual/block/loop")))
        return DeviceBus::Loop;
    if (sysPath.contains(QLatin1String("/usb")))
        return DeviceBus::Usb;
    // An NVMe namespace of a subsystem with several controllers is the kernel's multipath node,
    // below the subsystem (…/virtual/nvme-subsystem/nvme-subsys0/nvme0n1); the path of each
    // controller to it (nvme0c0n1) is hidden, with no device node.
    if (sysPath.contains(QLatin1String("/nvme/"))
        || sysPath.contains(QLatin1String("/devices/virtual/nvme-subsystem/")))
        return DeviceBus::Nvme;
    if (sysPath.contains(QLatin1String("/mmc_host/")))
        return DeviceBus::Mmc;
    // A virtio-blk disk (vda) is virtio's own; a disk behind a virtio-scsi host adapter is a
    // SCSI disk, as udev's ID_BUS says.
    if (sysPath.contains(QLatin1String("/virtio")))
        return scsiHost.match(sysPath).hasMatch() ? DeviceBus::Scsi : DeviceBus::Virtio;
    if (firewire.match(sysPath).hasMatch())
        return DeviceBus::Ieee1394;
    if (sysPath.contains(QLatin1String("/ata")))
        return DeviceBus::Ata;
    if (scsiHost.match(sysPath).hasMatch())
        return DeviceBus::Scsi;
    if (sysPath.contains(QLatin1String("/platform/")))
        return DeviceBus::Platform;
    return DeviceBus::Unknown;
}

int sectorBytes(const BlockDeviceFacts &facts, const QString &name)
{
    bool ok = false;
    const int bytes = attribute(facts, name).toInt(&ok);
    return ok ? bytes : 0;
}

QString text(const QHash<QString, QByteArray> &attributes, const QString &name)
{
    return QString::fromUtf8(attributes.value(name)).trimmed();
}

QString udevText(const QHash<QString, QString> &properties, const QString &plainKey)
{
    const QString encoded = properties.value(plainKey + QLatin1String("_ENC"));
    return (encoded.isEmpty() ? properties.value(plainKey) : decodeUdevString(encoded)).trimmed();
}

// proc(5): the mount point and source have space, tab, newline and backslash written as \ooo.
QString unescapeMountField(QByteArrayView field)
{
    QByteArray decoded;
    for (qsizetype i = 0; i < field.size(); ++i) {
        if (field.at(i) == '\\' && i + 3 < field.size()) {
            bool ok = false;
            const int value = field.sliced(i + 1, 3).toInt(&ok, 8);
            if (ok) {
                decoded.append(char(value));
                i += 3;
                continue;
            }
        }
        decoded.append(field.at(i));
    }
    return QString::fromUtf8(decoded);
}

// The mount points of the device whose "dev" is deviceNumber and whose names are `names`.
QStringList mountPointsOf(const QList<MountEntry> &mounts, const QString &deviceNumber,
                          const QStringList &names, QString *filesystemType = nullptr)
{
    QStringList mountPoints;
    for (const MountEntry &mount : mounts) {
        const bool sameNumber = !deviceNumber.isEmpty() && mount.deviceNumber == deviceNumber;
        if (!sameNumber && !names.contains(mount.source))
            continue;
        if (filesystemType && filesystemType->isEmpty())
            *filesystemType = mount.filesystemType;
        if (!mountPoints.contains(mount.mountPoint))
            mountPoints << mount.mountPoint;
    }
    return mountPoints;
}

HolderInfo toHolderInfo(const HolderFacts &facts, const QList<MountEntry> &mounts)
{
    HolderInfo holder;
    holder.devicePath = facts.devicePath;
    const QString dmName = text(facts.sysfsAttributes, QStringLiteral("dm/name"));
    const QString dmUuid = text(facts.sysfsAttributes, QStringLiteral("dm/uuid"));
    // device-mapper UUIDs start with the name of the subsystem that made the mapping.
    if (facts.name.startsWith(QLatin1String("md"))) {
        holder.kind = QStringLiteral("md");
        holder.name = facts.name;
    } else {
        holder.name = dmName;
        if (dmUuid.startsWith(QLatin1String("LVM-")))
            holder.kind = QStringLiteral("lvm");
        else if (dmUuid.startsWith(QLatin1String("CRYPT-")))
            holder.kind = QStringLiteral("crypt");
        else if (dmUuid.startsWith(QLatin1String("mpath-")))
            holder.kind = QStringLiteral("multipath");
        else
            holder.kind = QStringLiteral("dm");
    }
    QStringList names{facts.devicePath};
    if (!dmName.isEmpty())
        names << QStringLiteral("/dev/mapper/") + dmName;
    holder.mountPoints
        = mountPointsOf(mounts, text(facts.sysfsAttributes, QStringLiteral("dev")), names);
    return holder;
}

QList<HolderInfo> toHolderInfos(const QList<HolderFacts> &holders, const QList<MountEntry> &mounts)
{
    QList<HolderInfo> infos;
    for (const HolderFacts &holder : holders)
        infos << toHolderInfo(holder, mounts);
    return infos;
}

PartitionInfo toPartitionInfo(const PartitionFacts &facts, const QList<MountEntry> &mounts)
{
    PartitionInfo partition;
    partition.devicePath = facts.devicePath;
    partition.partitionNumber = text(facts.sysfsAttributes, QStringLiteral("partition")).toInt();
    partition.sizeBytes = text(facts.sysfsAttributes, QStringLiteral("size")).toLongLong() * 512;
    partition.filesystemType = facts.udevProperties.value(QStringLiteral("ID_FS_TYPE")).trimmed();
    partition.label = udevText(facts.udevProperties, QStringLiteral("ID_FS_LABEL"));
    partition.mountPoints
        = mountPointsOf(mounts, text(facts.sysfsAttributes, QStringLiteral("dev")),
                        {facts.devicePath}, &partition.filesystemType);
    if (text(facts.sysfsAttributes, QStringLiteral("ro")) == QLatin1String("1"))
        partition.writeProtection = WriteProtection::ReadOnly;
    partition.holders = toHolderInfos(facts.holders, mounts);
    return partition;
}

// The by-id link that names the drive best: the WWN, which the drive carries wherever it is
// attached, then the NVMe EUI, then the first of the bus-specific ones (ata-MODEL_SERIAL, …).
QString preferredByIdLink(QStringList links)
{
    links.removeIf([](const QString &link) {
        return !link.startsWith(QLatin1String("/dev/disk/by-id/"))
               || QRegularExpression(QStringLiteral("-part\\d+$")).match(link).hasMatch();
    });
    if (links.isEmpty())
        return {};
    std::sort(links.begin(), links.end());
    for (const QLatin1String prefix :
         {QLatin1String("/dev/disk/by-id/wwn-"), QLatin1String("/dev/disk/by-id/nvme-eui.")}) {
        for (const QString &link : std::as_const(links)) {
            if (link.startsWith(prefix))
                return link;
        }
    }
    return links.first();
}

} // namespace

QList<MountEntry> parseMountInfo(QByteArrayView text)
{
    QList<MountEntry> entries;
    for (const QByteArray &line : text.toByteArray().split('\n')) {
        const QList<QByteArray> fields = line.split(' ');
        // id parent major:minor root mount-point options [optional fields…] - type source super
        const qsizetype separator = fields.indexOf(QByteArray("-"));
        if (separator < 6 || separator + 2 >= fields.size())
            continue;
        entries << MountEntry{QString::fromLatin1(fields.at(2)), unescapeMountField(fields.at(4)),
                              QString::fromUtf8(fields.at(separator + 1)),
                              unescapeMountField(fields.at(separator + 2))};
    }
    return entries;
}

QList<MountEntry> readMountInfo()
{
    QFile file(QStringLiteral("/proc/self/mountinfo"));
    // A /proc file has no size: readAll() reads until the end.
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return parseMountInfo(file.readAll());
}

QStringList HolderFacts::sysfsAttributeNames()
{
    return {QStringLiteral("dev"), QStringLiteral("dm/name"), QStringLiteral("dm/uuid")};
}

QStringList PartitionFacts::sysfsAttributeNames()
{
    return {QStringLiteral("size"), QStringLiteral("ro"), QStringLiteral("dev"),
            QStringLiteral("partition")};
}

QStringList BlockDeviceFacts::sysfsAttributeNames()
{
    return {
        QStringLiteral("size"),
        QStringLiteral("removable"),
        QStringLiteral("ro"),
        QStringLiteral("serial"),
        QStringLiteral("queue/logical_block_size"),
        QStringLiteral("queue/physical_block_size"),
        QStringLiteral("queue/rotational"),
        QStringLiteral("device/vendor"),
        QStringLiteral("device/model"),
        QStringLiteral("device/rev"),
        QStringLiteral("device/vpd_pg80"),
        QStringLiteral("device/vpd_pg89"),
        QStringLiteral("device/serial"),
        QStringLiteral("device/firmware_rev"),
        QStringLiteral("device/name"),
        QStringLiteral("device/fwrev"),
        QStringLiteral("loop/backing_file"),
        QStringLiteral("dev"),
        QStringLiteral("wwid"),
        QStringLiteral("device/wwid"),
    };
}

QHash<QString, QByteArray> BlockDeviceFacts::readSysfsAttributes(const QString &sysPath)
{
    QHash<QString, QByteArray> attributes = readSysfsAttributes(sysPath, sysfsAttributeNames());
    if (const QString usbDevice = usbDeviceSysPath(sysPath); !usbDevice.isEmpty()) {
        QFile serial(usbDevice + QLatin1String("/serial"));
        if (serial.open(QIODevice::ReadOnly))
            attributes.insert(usbSerialAttribute(), serial.readAll());
    }
    return attributes;
}

QString BlockDeviceFacts::usbSerialAttribute()
{
    return QStringLiteral("usb/serial");
}

QHash<QString, QByteArray> BlockDeviceFacts::readSysfsAttributes(const QString &sysPath,
                                                                 const QStringList &names)
{
    QHash<QString, QByteArray> attributes;
    for (const QString &name : names) {
        QFile file(sysPath + QLatin1Char('/') + name);
        // Not every attribute exists on every device, and vpd_pg80 is readable by root only:
        // the interpretation copes with whichever are missing.
        if (file.open(QIODevice::ReadOnly))
            attributes.insert(name, file.readAll());
    }
    return attributes;
}

QStringList BlockDeviceFacts::partitionSysPaths(const QString &sysPath)
{
    QStringList paths;
    const QDir directory(sysPath);
    for (const QString &name : directory.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        if (QFileInfo::exists(directory.filePath(name + QLatin1String("/partition"))))
            paths << directory.filePath(name);
    }
    return paths;
}

QList<HolderFacts> BlockDeviceFacts::readHolders(const QString &sysPath)
{
    QList<HolderFacts> holders;
    QStringList pending{sysPath};
    // Breadth first; a holder held by two devices (an md array over two partitions) once. The
    // depth is bounded by the kernel's stacking limit, the loop by the `seen` check.
    QStringList seen;
    while (!pending.isEmpty()) {
        const QDir directory(pending.takeFirst() + QLatin1String("/holders"));
        for (const QString &name :
             directory.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            if (seen.contains(name))
                continue;
            seen << name;
            const QString holderPath
                = QStringLiteral("/sys/class/block/") + name; // holders/NAME is a symlink there
            holders << HolderFacts{
                name, QStringLiteral("/dev/") + name,
                readSysfsAttributes(holderPath, HolderFacts::sysfsAttributeNames())};
            pending << holderPath;
        }
    }
    return holders;
}

QStringList BlockDeviceFacts::readByIdLinks(const QString &devicePath)
{
    QStringList links;
    const QString target = QFileInfo(devicePath).canonicalFilePath();
    if (target.isEmpty())
        return links;
    const QDir byId(QStringLiteral("/dev/disk/by-id"));
    for (const QString &name :
         byId.entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot, QDir::Name)) {
        if (QFileInfo(byId.filePath(name)).canonicalFilePath() == target)
            links << byId.filePath(name);
    }
    return links;
}

std::optional<DeviceInfo> BlockDeviceFacts::toDeviceInfo() const
{
    if (deviceType != QLatin1String("disk") || devicePath.isEmpty())
        return std::nullopt;
    const DeviceBus bus = busFromSysPath(sysPath);
    if (sysPath.contains(QLatin1String("/devices/virtual/")) && bus != DeviceBus::Loop
        && bus != DeviceBus::Nvme)
        return std::nullopt;
    bool ok = false;
    // sysfs counts "size" in 512-byte units whatever the logical sector size.
    const qint64 sizeBytes = attribute(*this, QStringLiteral("size")).toLongLong(&ok) * 512;
    if (!ok || sizeBytes <= 0)
        return std::nullopt;

    DeviceInfo info;
    info.devicePath = devicePath;
    info.backend = QStringLiteral("udev");
    info.systemId = sysPath;
    info.bus = bus;
    info.sizeBytes = sizeBytes;
    info.logicalSectorBytes = sectorBytes(*this, QStringLiteral("queue/logical_block_size"));
    info.physicalSectorBytes = sectorBytes(*this, QStringLiteral("queue/physical_block_size"));
    info.vendor = firstOf(*this, {QStringLiteral("ID_VENDOR_ENC"), QStringLiteral("ID_VENDOR")},
                          {QStringLiteral("device/vendor")});
    // libata answers SCSI INQUIRY with the placeholder vendor "ATA"; virtio's device/vendor is
    // the PCI vendor number (0x1af4), not a name.
    if (info.vendor == QLatin1String("ATA") || info.vendor.startsWith(QLatin1String("0x")))
        info.vendor.clear();
    // Without udev's database an ATA disk's INQUIRY strings are cut short (the model to 16
    // characters, the firmware to its last 4); the ATA Information VPD page carries the drive's
    // own IDENTIFY DEVICE words, as udev's ata_id reads them.
    const AtaIdentityStrings ata
        = ataIdentityFromVpdPage89(sysfsAttributes.value(QStringLiteral("device/vpd_pg89")));
    info.model
        = firstOf(*this, {QStringLiteral("ID_MODEL_ENC"), QStringLiteral("ID_MODEL")},
                  {QStringLiteral("device/model"), QStringLiteral("device/name")}, ata.model);
    // On USB, udev's serial is the USB device's (usb-storage reads no VPD pages).
    info.serial = firstOf(*this, {QStringLiteral("ID_SERIAL_SHORT")},
                          {QStringLiteral("serial"), QStringLiteral("device/serial")},
                          attribute(*this, usbSerialAttribute()));
    if (info.serial.isEmpty())
        info.serial = serialFromVpdPage80(sysfsAttributes.value(QStringLiteral("device/vpd_pg80")));
    if (info.serial.isEmpty())
        info.serial = ata.serial;
    info.firmware = firstOf(*this, {QStringLiteral("ID_REVISION")},
                            {QStringLiteral("device/firmware_rev"), QStringLiteral("device/rev"),
                             QStringLiteral("device/fwrev")},
                            ata.firmware);
    info.backingFile = attribute(*this, QStringLiteral("loop/backing_file"));
    if (attribute(*this, QStringLiteral("removable")) == QLatin1String("1"))
        info.removability = Removability::Removable;
    if (attribute(*this, QStringLiteral("ro")) == QLatin1String("1"))
        info.writeProtection = WriteProtection::ReadOnly;
    // A loop device reports whatever rotational flag it was given; it says nothing of the file.
    const QString rotational = attribute(*this, QStringLiteral("queue/rotational"));
    if (bus != DeviceBus::Loop && rotational == QLatin1String("1"))
        info.media = MediaKind::Rotational;
    else if (bus != DeviceBus::Loop && rotational == QLatin1String("0"))
        info.media = MediaKind::SolidState;

    QStringList links = byIdLinks;
    links += udevProperties.value(QStringLiteral("DEVLINKS"))
                 .split(QLatin1Char(' '), Qt::SkipEmptyParts);
    info.stableId = preferredByIdLink(links);
    if (info.stableId.isEmpty())
        info.stableId = firstOf(*this, {}, {QStringLiteral("wwid"), QStringLiteral("device/wwid")});

    for (const PartitionFacts &partition : partitions)
        info.partitions << toPartitionInfo(partition, mounts);
    std::sort(info.partitions.begin(), info.partitions.end(),
              [](const PartitionInfo &a, const PartitionInfo &b) {
                  return a.partitionNumber < b.partitionNumber;
              });
    info.holders = toHolderInfos(holders, mounts);
    // A file system on the disk itself, without a partition table: listed as partition 0, so that
    // its type, label and mount points show like a partition's.
    if (partitions.isEmpty()) {
        PartitionFacts whole;
        whole.devicePath = devicePath;
        whole.udevProperties = udevProperties;
        whole.sysfsAttributes = sysfsAttributes;
        whole.sysfsAttributes.remove(QStringLiteral("partition"));
        PartitionInfo self = toPartitionInfo(whole, mounts);
        if (!self.filesystemType.isEmpty() || self.isMounted())
            info.partitions << self;
    }
    return info;
}

QString serialFromVpdPage80(const QByteArray &page)
{
    if (page.size() < 4 || static_cast<quint8>(page.at(1)) != 0x80)
        return {};
    const int length = (static_cast<quint8>(page.at(2)) << 8) | static_cast<quint8>(page.at(3));
    return QString::fromLatin1(page.mid(4, length)).trimmed();
}

AtaIdentityStrings ataIdentityFromVpdPage89(const QByteArray &page)
{
    // SAT-5, "ATA Information VPD page": a 4-byte header, the translator's identification, the
    // command that got the data (byte 56: ECh IDENTIFY DEVICE, A1h IDENTIFY PACKET DEVICE) and
    // its 512 bytes from byte 60 on.
    constexpr int identifyOffset = 60;
    constexpr int identifyBytes = 512;
    if (page.size() < identifyOffset + identifyBytes || static_cast<quint8>(page.at(1)) != 0x89)
        return {};
    const quint8 command = static_cast<quint8>(page.at(56));
    if (command != 0xEC && command != 0xA1)
        return {};
    const QByteArray identify = page.mid(identifyOffset, identifyBytes);
    // ACS-3, IDENTIFY DEVICE data: words 10-19 serial number, 23-26 firmware revision, 27-46
    // model number.
    return {ataString(identify, 27, 20), ataString(identify, 10, 10), ataString(identify, 23, 4)};
}

QString decodeUdevString(const QString &encoded)
{
    QByteArray decoded;
    const QByteArray bytes = encoded.toUtf8();
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        if (bytes.at(i) == '\\' && i + 3 < bytes.size() && bytes.at(i + 1) == 'x') {
            bool ok = false;
            const int value = bytes.mid(i + 2, 2).toInt(&ok, 16);
            if (ok) {
                decoded.append(char(value));
                i += 3;
                continue;
            }
        }
        decoded.append(bytes.at(i));
    }
    return QString::fromUtf8(decoded);
}

} // namespace Custody
