#include "device/deviceinfo.h"

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
    };
}

} // namespace Custody
