// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/udevdeviceenumerator.h"

#include <cerrno>

#include <sys/stat.h>

#include <libudev.h>

namespace Custody {

namespace {

Error listError(int sysErrno, const QString &detail)
{
    return Error::fromErrno(Error::Code::DeviceListFailed, sysErrno, QStringLiteral("libudev"), -1,
                            detail);
}

QString text(const char *value)
{
    return value ? QString::fromUtf8(value) : QString();
}

struct DeviceReleaser
{
    void operator()(udev_device *device) const { udev_device_unref(device); }
};
using DevicePointer = std::unique_ptr<udev_device, DeviceReleaser>;

} // namespace

UdevDeviceEnumerator::UdevDeviceEnumerator(QObject *parent)
    : DeviceEnumerator(parent)
{}

UdevDeviceEnumerator::~UdevDeviceEnumerator()
{
    m_mountNotifier.reset();
    m_notifier.reset();
    if (m_monitor)
        udev_monitor_unref(m_monitor);
    if (m_udev)
        udev_unref(m_udev);
}

bool UdevDeviceEnumerator::isUdevDaemonRunning()
{
    udev *context = udev_new();
    if (!context)
        return false;
    udev_queue *queue = udev_queue_new(context);
    const bool running = queue && udev_queue_get_udev_is_active(queue) > 0;
    udev_queue_unref(queue);
    udev_unref(context);
    return running;
}

Result<BlockDeviceFacts> UdevDeviceEnumerator::gatherDrive(const QString &devicePath)
{
    struct stat status = {};
    if (::stat(QFile::encodeName(devicePath).constData(), &status) != 0)
        return Error::fromErrno(Error::Code::DeviceListFailed, errno, devicePath, -1,
                                QStringLiteral("stat failed"));
    if (!S_ISBLK(status.st_mode))
        return Error::fromErrno(Error::Code::DeviceListFailed, ENOTBLK, devicePath);
    const std::unique_ptr<udev, decltype(&udev_unref)> context(udev_new(), &udev_unref);
    if (!context)
        return listError(errno, QStringLiteral("udev_new failed"));
    DevicePointer device(udev_device_new_from_devnum(context.get(), 'b', status.st_rdev));
    if (!device)
        return Error::fromErrno(Error::Code::DeviceListFailed, errno, devicePath, -1,
                                QStringLiteral("udev_device_new_from_devnum failed"));
    udev_device *drive = device.get();
    if (text(udev_device_get_devtype(drive)) == QLatin1String("partition"))
        drive = udev_device_get_parent_with_subsystem_devtype(drive, "block", "disk");
    if (!drive)
        return Error::fromErrno(Error::Code::DeviceListFailed, ENODEV, devicePath, -1,
                                QStringLiteral("a partition without its disk in sysfs"));
    return gather(context.get(), drive, readMountInfo());
}

Result<void> UdevDeviceEnumerator::start()
{
    if (!m_udev) {
        m_udev = udev_new();
        if (!m_udev)
            return listError(errno, QStringLiteral("udev_new failed"));
    }
    // The monitor first: a drive that appears while the list is read is then reported twice,
    // which publish() absorbs, instead of not at all.
    if (const Result<void> monitoring = startMonitor(); !monitoring)
        return monitoring;
    startMountWatch();
    if (const Result<void> listed = enumerate(); !listed)
        return listed;
    setStarted();
    return {};
}

Result<void> UdevDeviceEnumerator::startMonitor()
{
    if (m_monitor)
        return {};
    // Without udevd nobody re-broadcasts uevents under the "udev" source; the kernel's own
    // uevents still arrive, and need no privilege to receive.
    const char *source = isUdevDaemonRunning() ? "udev" : "kernel";
    m_monitor = udev_monitor_new_from_netlink(m_udev, source);
    if (!m_monitor)
        return listError(
            errno,
            QStringLiteral("udev_monitor_new_from_netlink(%1) failed").arg(QLatin1String(source)));
    int status = udev_monitor_filter_add_match_subsystem_devtype(m_monitor, "block", nullptr);
    if (status >= 0)
        status = udev_monitor_enable_receiving(m_monitor);
    if (status < 0)
        return listError(-status, QStringLiteral("cannot receive uevents"));
    m_notifier
        = std::make_unique<QSocketNotifier>(udev_monitor_get_fd(m_monitor), QSocketNotifier::Read);
    connect(m_notifier.get(), &QSocketNotifier::activated, this,
            &UdevDeviceEnumerator::readMonitor);
    return {};
}

// Without the watch the list still works; only mount points may then be stale until the next
// uevent, so a failure here is not worth refusing to list drives.
void UdevDeviceEnumerator::startMountWatch()
{
    if (m_mountNotifier)
        return;
    m_mountTable.setFileName(QStringLiteral("/proc/self/mountinfo"));
    if (!m_mountTable.open(QIODevice::ReadOnly))
        return;
    m_mountNotifier
        = std::make_unique<QSocketNotifier>(m_mountTable.handle(), QSocketNotifier::Exception);
    connect(m_mountNotifier.get(), &QSocketNotifier::activated, this,
            &UdevDeviceEnumerator::refreshAll);
}

void UdevDeviceEnumerator::refreshAll()
{
    const QList<MountEntry> mounts = readMountInfo();
    for (const DeviceInfo &device : devices()) {
        DevicePointer current(
            udev_device_new_from_syspath(m_udev, device.systemId.toUtf8().constData()));
        publish(device.devicePath,
                current ? gather(m_udev, current.get(), mounts).toDeviceInfo() : std::nullopt);
    }
}

Result<void> UdevDeviceEnumerator::enumerate()
{
    udev_enumerate *enumeration = udev_enumerate_new(m_udev);
    if (!enumeration)
        return listError(errno, QStringLiteral("udev_enumerate_new failed"));
    int status = udev_enumerate_add_match_subsystem(enumeration, "block");
    if (status >= 0)
        status = udev_enumerate_scan_devices(enumeration);
    if (status < 0) {
        udev_enumerate_unref(enumeration);
        return listError(-status, QStringLiteral("cannot scan the block subsystem"));
    }
    const QList<MountEntry> mounts = readMountInfo();
    udev_list_entry *entry = nullptr;
    udev_list_entry_foreach(entry, udev_enumerate_get_list_entry(enumeration))
    {
        DevicePointer device(udev_device_new_from_syspath(m_udev, udev_list_entry_get_name(entry)));
        if (device && text(udev_device_get_devtype(device.get())) == QLatin1String("disk")) {
            const BlockDeviceFacts facts = gather(m_udev, device.get(), mounts);
            publish(facts.devicePath, facts.toDeviceInfo());
        }
    }
    udev_enumerate_unref(enumeration);
    return {};
}

void UdevDeviceEnumerator::readMonitor()
{
    // One activation can stand for several queued uevents; the socket is non-blocking.
    while (DevicePointer event{udev_monitor_receive_device(m_monitor)}) {
        const QString action = text(udev_device_get_action(event.get()));
        const QString devicePath = text(udev_device_get_devnode(event.get()));
        if (devicePath.isEmpty())
            continue;
        if (text(udev_device_get_devtype(event.get())) == QLatin1String("partition")) {
            // The event device of a removed partition still knows its parent's sysfs path.
            udev_device *disk
                = udev_device_get_parent_with_subsystem_devtype(event.get(), "block", "disk");
            if (disk)
                refresh(text(udev_device_get_syspath(disk)), text(udev_device_get_devnode(disk)));
            continue;
        }
        if (action == QLatin1String("remove"))
            publish(devicePath, std::nullopt);
        else
            refresh(text(udev_device_get_syspath(event.get())), devicePath);
    }
}

// The uevent says that something changed, not what is true now: by the time it is read, a loop
// device may have been detached again. So the current state is read afresh from sysfs.
void UdevDeviceEnumerator::refresh(const QString &sysPath, const QString &devicePath)
{
    DevicePointer device(udev_device_new_from_syspath(m_udev, sysPath.toUtf8().constData()));
    if (!device) {
        publish(devicePath, std::nullopt);
        return;
    }
    publish(devicePath, gather(m_udev, device.get(), readMountInfo()).toDeviceInfo());
}

QHash<QString, QString> UdevDeviceEnumerator::udevProperties(udev_device *device)
{
    QHash<QString, QString> properties;
    // Only udev's database has identity and file system properties; without it the list holds
    // the kernel's uevent variables (MAJOR, DEVNAME, …), which toDeviceInfo() does not use.
    if (udev_device_get_is_initialized(device) > 0) {
        udev_list_entry *entry = nullptr;
        udev_list_entry_foreach(entry, udev_device_get_properties_list_entry(device))
        {
            properties.insert(text(udev_list_entry_get_name(entry)),
                              text(udev_list_entry_get_value(entry)));
        }
    }
    return properties;
}

BlockDeviceFacts UdevDeviceEnumerator::gather(udev *context, udev_device *device,
                                              const QList<MountEntry> &mounts)
{
    BlockDeviceFacts facts;
    facts.sysPath = text(udev_device_get_syspath(device));
    facts.devicePath = text(udev_device_get_devnode(device));
    facts.deviceType = text(udev_device_get_devtype(device));
    facts.udevProperties = udevProperties(device);
    facts.sysfsAttributes = BlockDeviceFacts::readSysfsAttributes(facts.sysPath);
    if (facts.deviceType != QLatin1String("disk"))
        return facts;
    for (const QString &sysPath : BlockDeviceFacts::partitionSysPaths(facts.sysPath)) {
        PartitionFacts partition;
        partition.sysPath = sysPath;
        DevicePointer child(udev_device_new_from_syspath(context, sysPath.toUtf8().constData()));
        partition.devicePath = child ? text(udev_device_get_devnode(child.get())) : QString();
        if (partition.devicePath.isEmpty())
            partition.devicePath = QStringLiteral("/dev/") + sysPath.section(QLatin1Char('/'), -1);
        if (child)
            partition.udevProperties = udevProperties(child.get());
        partition.sysfsAttributes
            = BlockDeviceFacts::readSysfsAttributes(sysPath, PartitionFacts::sysfsAttributeNames());
        partition.holders = BlockDeviceFacts::readHolders(sysPath);
        facts.partitions << partition;
    }
    facts.holders = BlockDeviceFacts::readHolders(facts.sysPath);
    facts.byIdLinks = BlockDeviceFacts::readByIdLinks(facts.devicePath);
    facts.mounts = mounts;
    return facts;
}

} // namespace Custody
