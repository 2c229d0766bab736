#include "device/soliddeviceenumerator.h"

#include "device/blockdevicefacts.h"

#include <QFile>
#include <QFileInfo>

#include <Solid/Block>
#include <Solid/Device>
#include <Solid/DeviceNotifier>
#include <Solid/OpticalDrive>
#include <Solid/StorageDrive>

namespace Custody {

namespace {

DeviceBus busFromSolid(Solid::StorageDrive::Bus bus)
{
    switch (bus) {
    case Solid::StorageDrive::Ide:
    case Solid::StorageDrive::Sata: return DeviceBus::Ata;
    case Solid::StorageDrive::Usb: return DeviceBus::Usb;
    case Solid::StorageDrive::Ieee1394: return DeviceBus::Ieee1394;
    case Solid::StorageDrive::Scsi: return DeviceBus::Scsi;
    case Solid::StorageDrive::Platform: return DeviceBus::Platform;
    }
    return DeviceBus::Unknown;
}

bool isDiskLike(Solid::StorageDrive::DriveType type)
{
    switch (type) {
    case Solid::StorageDrive::HardDisk:
    case Solid::StorageDrive::CompactFlash:
    case Solid::StorageDrive::MemoryStick:
    case Solid::StorageDrive::SmartMedia:
    case Solid::StorageDrive::SdMmc:
    case Solid::StorageDrive::Xd: return true;
    case Solid::StorageDrive::CdromDrive:
    case Solid::StorageDrive::Floppy:
    case Solid::StorageDrive::Tape: return false;
    }
    return false;
}

// Fills what Solid does not know from sysfs, but only when /sys/dev/block/MAJOR:MINOR is the
// same device file: a stale or fake major:minor must not lend another disk's serial number.
void completeFromSysfs(DeviceInfo &info, int major, int minor)
{
    const QString sysPath = QFileInfo(QStringLiteral("/sys/dev/block/%1:%2").arg(major).arg(minor))
                                .canonicalFilePath();
    if (sysPath.isEmpty())
        return;
    QFile uevent(sysPath + QLatin1String("/uevent"));
    if (!uevent.open(QIODevice::ReadOnly))
        return;
    const QByteArray name = "DEVNAME=" + QFileInfo(info.devicePath).fileName().toUtf8();
    if (!uevent.readAll().split('\n').contains(name))
        return;
    BlockDeviceFacts facts;
    facts.sysPath = sysPath;
    facts.devicePath = info.devicePath;
    facts.deviceType = QStringLiteral("disk");
    facts.sysfsAttributes = BlockDeviceFacts::readSysfsAttributes(sysPath);
    const std::optional<DeviceInfo> fromSysfs = facts.toDeviceInfo();
    if (!fromSysfs)
        return;
    info.serial = fromSysfs->serial;
    info.firmware = fromSysfs->firmware;
    info.logicalSectorBytes = fromSysfs->logicalSectorBytes;
    info.physicalSectorBytes = fromSysfs->physicalSectorBytes;
    info.media = fromSysfs->media;
    info.writeProtection = fromSysfs->writeProtection;
}

std::optional<DeviceInfo> driveFromSolid(const QString &udi)
{
    const Solid::Device device(udi);
    const auto *drive = device.as<Solid::StorageDrive>();
    const auto *block = device.as<Solid::Block>();
    // An optical drive is recognised by its interface as well as by its drive type: Solid's
    // fake backend derives the drive type from the "major" property, so only the interface is
    // reliable in SOLID_FAKEHW fixtures.
    if (!device.isValid() || !drive || !block || block->device().isEmpty()
        || device.is<Solid::OpticalDrive>() || !isDiskLike(drive->driveType())
        || drive->size() == 0)
        return std::nullopt;
    DeviceInfo info;
    info.devicePath = block->device();
    info.backend = QStringLiteral("solid");
    info.systemId = udi;
    info.vendor = device.vendor();
    info.model = device.product();
    info.sizeBytes = qint64(drive->size());
    info.bus = busFromSolid(drive->bus());
    info.removability = drive->isRemovable() ? Removability::Removable : Removability::Fixed;
    completeFromSysfs(info, block->deviceMajor(), block->deviceMinor());
    return info;
}

} // namespace

SolidDeviceEnumerator::SolidDeviceEnumerator(QObject *parent)
    : DeviceEnumerator(parent)
{}

SolidDeviceEnumerator::~SolidDeviceEnumerator() = default;

Result<void> SolidDeviceEnumerator::start()
{
    Solid::DeviceNotifier *notifier = Solid::DeviceNotifier::instance();
    connect(notifier, &Solid::DeviceNotifier::deviceAdded, this, &SolidDeviceEnumerator::addUdi,
            Qt::UniqueConnection);
    connect(notifier, &Solid::DeviceNotifier::deviceRemoved, this,
            &SolidDeviceEnumerator::removeUdi, Qt::UniqueConnection);
    const QList<Solid::Device> drives
        = Solid::Device::listFromType(Solid::DeviceInterface::StorageDrive);
    for (const Solid::Device &device : drives)
        addUdi(device.udi());
    setStarted();
    return {};
}

void SolidDeviceEnumerator::addUdi(const QString &udi)
{
    const std::optional<DeviceInfo> drive = driveFromSolid(udi);
    if (!drive)
        return;
    m_drivesByUdi.insert(udi, *drive);
    republish(drive->devicePath);
}

void SolidDeviceEnumerator::removeUdi(const QString &udi)
{
    const auto known = m_drivesByUdi.constFind(udi);
    if (known == m_drivesByUdi.constEnd())
        return;
    const QString devicePath = known->devicePath;
    m_drivesByUdi.erase(known);
    republish(devicePath);
}

// Of the UDIs that describe one device file, the smallest UDI speaks for it, so that the
// choice does not depend on the order in which Solid reported them.
void SolidDeviceEnumerator::republish(const QString &devicePath)
{
    std::optional<DeviceInfo> chosen;
    for (const DeviceInfo &drive : std::as_const(m_drivesByUdi)) {
        if (drive.devicePath == devicePath && (!chosen || drive.systemId < chosen->systemId))
            chosen = drive;
    }
    publish(devicePath, chosen);
}

} // namespace Custody
