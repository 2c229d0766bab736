#include "device/blockdevicefacts.h"

#include <QFile>
#include <QRegularExpression>

namespace Custody {

namespace {

QString attribute(const BlockDeviceFacts &facts, const QString &name)
{
    return QString::fromUtf8(facts.sysfsAttributes.value(name)).trimmed();
}

// The udev property when udev has a database, else the sysfs attribute.
QString firstOf(const BlockDeviceFacts &facts, const QStringList &udevKeys,
                const QStringList &sysfsNames)
{
    for (const QString &key : udevKeys) {
        QString value = facts.udevProperties.value(key);
        if (key.endsWith(QLatin1String("_ENC")))
            value = decodeUdevString(value);
        value = value.trimmed();
        if (!value.isEmpty())
            return value;
    }
    for (const QString &name : sysfsNames) {
        const QString value = attribute(facts, name);
        if (!value.isEmpty())
            return value;
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
    if (sysPath.contains(QLatin1String("/nvme/")))
        return DeviceBus::Nvme;
    if (sysPath.contains(QLatin1String("/mmc_host/")))
        return DeviceBus::Mmc;
    if (sysPath.contains(QLatin1String("/virtio")))
        return DeviceBus::Virtio;
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

} // namespace

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
        QStringLiteral("device/serial"),
        QStringLiteral("device/firmware_rev"),
        QStringLiteral("device/name"),
        QStringLiteral("device/fwrev"),
        QStringLiteral("loop/backing_file"),
    };
}

QHash<QString, QByteArray> BlockDeviceFacts::readSysfsAttributes(const QString &sysPath)
{
    QHash<QString, QByteArray> attributes;
    for (const QString &name : sysfsAttributeNames()) {
        QFile file(sysPath + QLatin1Char('/') + name);
        // Not every attribute exists on every device, and vpd_pg80 is readable by root only:
        // the interpretation copes with whichever are missing.
        if (file.open(QIODevice::ReadOnly))
            attributes.insert(name, file.readAll());
    }
    return attributes;
}

std::optional<DeviceInfo> BlockDeviceFacts::toDeviceInfo() const
{
    if (deviceType != QLatin1String("disk") || devicePath.isEmpty())
        return std::nullopt;
    const DeviceBus bus = busFromSysPath(sysPath);
    if (sysPath.contains(QLatin1String("/devices/virtual/")) && bus != DeviceBus::Loop)
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
    info.model = firstOf(*this, {QStringLiteral("ID_MODEL_ENC"), QStringLiteral("ID_MODEL")},
                         {QStringLiteral("device/model"), QStringLiteral("device/name")});
    info.serial = firstOf(*this, {QStringLiteral("ID_SERIAL_SHORT")},
                          {QStringLiteral("serial"), QStringLiteral("device/serial")});
    if (info.serial.isEmpty())
        info.serial = serialFromVpdPage80(sysfsAttributes.value(QStringLiteral("device/vpd_pg80")));
    info.firmware = firstOf(*this, {QStringLiteral("ID_REVISION")},
                            {QStringLiteral("device/firmware_rev"), QStringLiteral("device/rev"),
                             QStringLiteral("device/fwrev")});
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
    return info;
}

QString serialFromVpdPage80(const QByteArray &page)
{
    if (page.size() < 4 || static_cast<quint8>(page.at(1)) != 0x80)
        return {};
    const int length = (static_cast<quint8>(page.at(2)) << 8) | static_cast<quint8>(page.at(3));
    return QString::fromLatin1(page.mid(4, length)).trimmed();
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
