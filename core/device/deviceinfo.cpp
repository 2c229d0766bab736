// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/deviceinfo.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Custody {

QString busName(DeviceBus bus)
{
    switch (bus) {
    case DeviceBus::Unknown: return QStringLiteral("unknown");
    case DeviceBus::Ata: return QStringLiteral("ata");
    case DeviceBus::Scsi: return QStringLiteral("scsi");
    case DeviceBus::Usb: return QStringLiteral("usb");
    case DeviceBus::Nvme: return QStringLiteral("nvme");
    case DeviceBus::Mmc: return QStringLiteral("mmc");
    case DeviceBus::Ieee1394: return QStringLiteral("ieee1394");
    case DeviceBus::Virtio: return QStringLiteral("virtio");
    case DeviceBus::Loop: return QStringLiteral("loop");
    case DeviceBus::Platform: return QStringLiteral("platform");
    }
    return QStringLiteral("unknown");
}

QString mediaName(MediaKind media)
{
    switch (media) {
    case MediaKind::Unknown: return QStringLiteral("unknown");
    case MediaKind::Rotational: return QStringLiteral("rotational");
    case MediaKind::SolidState: return QStringLiteral("solid-state");
    }
    return QStringLiteral("unknown");
}

QString busDisplayName(DeviceBus bus)
{
    switch (bus) {
    case DeviceBus::Ata: return QStringLiteral("SATA/ATA");
    case DeviceBus::Scsi: return QStringLiteral("SCSI/SAS");
    case DeviceBus::Usb: return QStringLiteral("USB");
    case DeviceBus::Nvme: return QStringLiteral("NVMe");
    case DeviceBus::Mmc: return QStringLiteral("MMC/SD");
    case DeviceBus::Ieee1394: return QStringLiteral("FireWire");
    case DeviceBus::Virtio: return QStringLiteral("virtio");
    case DeviceBus::Loop: return QCoreApplication::translate("Custody::DeviceInfo", "loop");
    case DeviceBus::Platform: return QCoreApplication::translate("Custody::DeviceInfo", "platform");
    case DeviceBus::Unknown: break;
    }
    return QCoreApplication::translate("Custody::DeviceInfo", "unknown");
}

QString busDisplayName(const QString &recordedName)
{
    for (const DeviceBus bus : {DeviceBus::Unknown, DeviceBus::Ata, DeviceBus::Scsi, DeviceBus::Usb,
                                DeviceBus::Nvme, DeviceBus::Mmc, DeviceBus::Ieee1394,
                                DeviceBus::Virtio, DeviceBus::Loop, DeviceBus::Platform}) {
        if (busName(bus) == recordedName)
            return busDisplayName(bus);
    }
    return recordedName;
}

QString mediaDisplayName(MediaKind media)
{
    switch (media) {
    case MediaKind::Rotational:
        return QCoreApplication::translate("Custody::DeviceInfo", "rotational");
    case MediaKind::SolidState:
        return QCoreApplication::translate("Custody::DeviceInfo", "solid state");
    case MediaKind::Unknown: break;
    }
    return QCoreApplication::translate("Custody::DeviceInfo", "unknown");
}

namespace {

template<typename T>
QJsonArray jsonArray(const QList<T> &values)
{
    QJsonArray array;
    for (const T &value : values)
        array.append(value.toJson());
    return array;
}

void describeMounts(const QString &devicePath, const QStringList &mountPoints, QStringList &out)
{
    for (const QString &mountPoint : mountPoints)
        out << QStringLiteral("%1 on %2").arg(devicePath, mountPoint);
}

void describeMounts(const QList<HolderInfo> &holders, QStringList &out)
{
    for (const HolderInfo &holder : holders)
        describeMounts(holder.devicePath, holder.mountPoints, out);
}

} // namespace

QJsonObject HolderInfo::toJson() const
{
    return QJsonObject{
        {QStringLiteral("devicePath"), devicePath},
        {QStringLiteral("kind"), kind},
        {QStringLiteral("name"), name},
        {QStringLiteral("mountPoints"), QJsonArray::fromStringList(mountPoints)},
    };
}

QJsonObject PartitionInfo::toJson() const
{
    return QJsonObject{
        {QStringLiteral("devicePath"), devicePath},
        {QStringLiteral("partitionNumber"), partitionNumber},
        {QStringLiteral("sizeBytes"), sizeBytes},
        {QStringLiteral("filesystemType"), filesystemType},
        {QStringLiteral("label"), label},
        {QStringLiteral("mountPoints"), QJsonArray::fromStringList(mountPoints)},
        {QStringLiteral("readOnly"), writeProtection == WriteProtection::ReadOnly},
        {QStringLiteral("holders"), jsonArray(holders)},
    };
}

bool DeviceInfo::hasMountedFileSystem() const
{
    return !mountDescriptions().isEmpty();
}

QStringList DeviceInfo::mountDescriptions() const
{
    QStringList descriptions;
    describeMounts(holders, descriptions);
    for (const PartitionInfo &partition : partitions) {
        describeMounts(partition.devicePath, partition.mountPoints, descriptions);
        describeMounts(partition.holders, descriptions);
    }
    descriptions.removeDuplicates();
    return descriptions;
}

QString DeviceInfo::displayName() const
{
    QString name = model;
    if (!vendor.isEmpty() && !model.startsWith(vendor))
        name = name.isEmpty() ? vendor : vendor + QLatin1Char(' ') + name;
    if (name.isEmpty())
        name = backingFile.isEmpty() ? devicePath : backingFile;
    if (!serial.isEmpty())
        name += QStringLiteral(" (serial %1)").arg(serial);
    return name;
}

QJsonObject DeviceInfo::toJson() const
{
    return QJsonObject{
        {QStringLiteral("devicePath"), devicePath},
        {QStringLiteral("backend"), backend},
        {QStringLiteral("systemId"), systemId},
        {QStringLiteral("stableId"), stableId},
        {QStringLiteral("vendor"), vendor},
        {QStringLiteral("model"), model},
        {QStringLiteral("serial"), serial},
        {QStringLiteral("firmware"), firmware},
        {QStringLiteral("backingFile"), backingFile},
        {QStringLiteral("sizeBytes"), sizeBytes},
        {QStringLiteral("logicalSectorBytes"), logicalSectorBytes},
        {QStringLiteral("physicalSectorBytes"), physicalSectorBytes},
        {QStringLiteral("bus"), busName(bus)},
        {QStringLiteral("removable"), removability == Removability::Removable},
        {QStringLiteral("media"), mediaName(media)},
        {QStringLiteral("readOnly"), writeProtection == WriteProtection::ReadOnly},
        {QStringLiteral("partitions"), jsonArray(partitions)},
        {QStringLiteral("holders"), jsonArray(holders)},
        {QStringLiteral("mounted"), hasMountedFileSystem()},
    };
}

} // namespace Custody
