// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/soliddeviceenumerator.h"

#include "device/blockdevicefacts.h"

#include <algorithm>

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <Solid/Block>
#include <Solid/Device>
#include <Solid/DeviceNotifier>
#include <Solid/OpticalDrive>
#include <Solid/StorageAccess>
#include <Solid/StorageDrive>
#include <Solid/StorageVolume>

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
    for (const QString &partitionPath : BlockDeviceFacts::partitionSysPaths(sysPath)) {
        facts.partitions << PartitionFacts{
            partitionPath,
            QStringLiteral("/dev/") + partitionPath.section(QLatin1Char('/'), -1),
            {},
            BlockDeviceFacts::readSysfsAttributes(partitionPath,
                                                  PartitionFacts::sysfsAttributeNames()),
            BlockDeviceFacts::readHolders(partitionPath)};
    }
    facts.holders = BlockDeviceFacts::readHolders(sysPath);
    facts.byIdLinks = BlockDeviceFacts::readByIdLinks(info.devicePath);
    facts.mounts = readMountInfo();
    const std::optional<DeviceInfo> fromSysfs = facts.toDeviceInfo();
    if (!fromSysfs)
        return;
    info.serial = fromSysfs->serial;
    info.firmware = fromSysfs->firmware;
    info.logicalSectorBytes = fromSysfs->logicalSectorBytes;
    info.physicalSectorBytes = fromSysfs->physicalSectorBytes;
    info.media = fromSysfs->media;
    info.writeProtection = fromSysfs->writeProtection;
    info.stableId = fromSysfs->stableId;
    info.holders = fromSysfs->holders;
    // Solid knows file systems and labels (UDisks2 probes them); the kernel knows every mount
    // point (StorageAccess names one), the read-only flags and the holders.
    for (PartitionInfo &partition : info.partitions) {
        for (const PartitionInfo &kernel : fromSysfs->partitions) {
            if (kernel.devicePath != partition.devicePath)
                continue;
            partition.partitionNumber = kernel.partitionNumber;
            partition.writeProtection = kernel.writeProtection;
            partition.holders = kernel.holders;
            partition.mountPoints = kernel.mountPoints;
            if (partition.filesystemType.isEmpty())
                partition.filesystemType = kernel.filesystemType;
        }
    }
}

// "/dev/sdb1" -> 1, "/dev/nvme0n1p2" -> 2; 0 for the drive's own device file.
int partitionNumberFromName(const QString &devicePath, const QString &drivePath)
{
    static const QRegularExpression trailingNumber(QStringLiteral("(\\d+)$"));
    if (devicePath == drivePath || !devicePath.startsWith(drivePath))
        return 0;
    return trailingNumber.match(devicePath.mid(drivePath.size())).captured(1).toInt();
}

// The partitions (StorageVolume children) of the drive at udi, or the drive's own file system.
QList<PartitionInfo> partitionsFromSolid(const QString &udi, const QString &drivePath)
{
    QList<PartitionInfo> partitions;
    for (const Solid::Device &child :
         Solid::Device::listFromType(Solid::DeviceInterface::StorageVolume, udi)) {
        const auto *volume = child.as<Solid::StorageVolume>();
        const auto *block = child.as<Solid::Block>();
        if (!volume || !block || block->device().isEmpty())
            continue;
        PartitionInfo partition;
        partition.devicePath = block->device();
        partition.partitionNumber = partitionNumberFromName(partition.devicePath, drivePath);
        partition.sizeBytes = qint64(volume->size());
        partition.filesystemType = volume->fsType();
        partition.label = volume->label();
        const auto *access = child.as<Solid::StorageAccess>();
        if (access && access->isAccessible() && !access->filePath().isEmpty())
            partition.mountPoints << access->filePath();
        partitions << partition;
    }
    std::sort(partitions.begin(), partitions.end(),
              [](const PartitionInfo &a, const PartitionInfo &b) {
                  return a.partitionNumber < b.partitionNumber;
              });
    return partitions;
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
    info.partitions = partitionsFromSolid(udi, info.devicePath);
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
    if (!drive) {
        // A partition that appears changes its drive's description.
        const QString parentUdi = Solid::Device(udi).parentUdi();
        if (m_drivesByUdi.contains(parentUdi) && Solid::Device(udi).is<Solid::StorageVolume>()) {
            m_volumeParents.insert(udi, parentUdi);
            watchAccess(Solid::Device(udi));
            refreshUdi(parentUdi);
        }
        return;
    }
    m_drivesByUdi.insert(udi, *drive);
    rememberVolumes(udi);
    republish(drive->devicePath);
}

void SolidDeviceEnumerator::rememberVolumes(const QString &driveUdi)
{
    for (const Solid::Device &volume :
         Solid::Device::listFromType(Solid::DeviceInterface::StorageVolume, driveUdi)) {
        m_volumeParents.insert(volume.udi(), driveUdi);
        watchAccess(volume);
    }
}

void SolidDeviceEnumerator::watchAccess(const Solid::Device &volume)
{
    auto *access = volume.as<Solid::StorageAccess>();
    if (!access || m_watchedVolumes.contains(volume.udi()))
        return;
    m_watchedVolumes.insert(volume.udi(), volume);
    connect(access, &Solid::StorageAccess::accessibilityChanged, this,
            [this](bool, const QString &volumeUdi) {
                const QString driveUdi = m_volumeParents.value(volumeUdi);
                if (m_drivesByUdi.contains(driveUdi))
                    refreshUdi(driveUdi);
            });
}

void SolidDeviceEnumerator::refreshUdi(const QString &udi)
{
    const std::optional<DeviceInfo> drive = driveFromSolid(udi);
    if (!drive) {
        removeUdi(udi);
        return;
    }
    m_drivesByUdi.insert(udi, *drive);
    rememberVolumes(udi);
    republish(drive->devicePath);
}

void SolidDeviceEnumerator::removeUdi(const QString &udi)
{
    // A removed device can no longer say who its parent was, hence the record.
    m_watchedVolumes.remove(udi);
    if (const QString parentUdi = m_volumeParents.take(udi); !parentUdi.isEmpty()) {
        if (m_drivesByUdi.contains(parentUdi))
            refreshUdi(parentUdi);
        return;
    }
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
    // UDisks2 hangs the partitions below one of the UDIs only.
    for (const DeviceInfo &drive : std::as_const(m_drivesByUdi)) {
        if (chosen && chosen->partitions.isEmpty() && drive.devicePath == devicePath)
            chosen->partitions = drive.partitions;
    }
    publish(devicePath, chosen);
}

} // namespace Custody
