// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/udevdeviceenumerator.h"
#include "loopdevice.h"
#include "mountedfilesystem.h"

#include <QDir>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using Custody::Test::LoopDevice;
using Custody::Test::MountedFileSystem;

namespace {

constexpr qint64 backingBytes = 8 << 20;
constexpr int eventTimeoutMs = 10000;
constexpr int removalTimeoutMs = 2000; // the bound for a detached drive to leave the list

std::optional<DeviceInfo> listed(const DeviceEnumerator &enumerator, const QString &devicePath)
{
    for (const DeviceInfo &device : enumerator.devices()) {
        if (device.devicePath == devicePath)
            return device;
    }
    return std::nullopt;
}

// The last signal in `spy` about devicePath.
std::optional<DeviceInfo> lastEventFor(const QSignalSpy &spy, const QString &devicePath)
{
    std::optional<DeviceInfo> last;
    for (const QList<QVariant> &arguments : spy) {
        const DeviceInfo device = arguments.at(0).value<DeviceInfo>();
        if (device.devicePath == devicePath)
            last = device;
    }
    return last;
}

// The first signal in `spy` about devicePath: other loop devices come and go meanwhile.
std::optional<DeviceInfo> eventFor(const QSignalSpy &spy, const QString &devicePath)
{
    for (const QList<QVariant> &arguments : spy) {
        const DeviceInfo device = arguments.at(0).value<DeviceInfo>();
        if (device.devicePath == devicePath)
            return device;
    }
    return std::nullopt;
}

} // namespace

// The udev/sysfs backend against the real kernel: loop devices attached and detached with
// losetup, reported through the netlink monitor (there is no udevd on the CI machine). Root only.
class TestUdevDeviceEnumerator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void hotPlugOfALoopDevice();
    void listsAttachedLoopDeviceAtStart();
    void partitionsAreNotDrives();
    void emptyLoopDevicesAreNotDrives();
    void fourKnLoopDevice();
    void mountingTheWholeDeviceIsReported();
    void partitionsWithMountsAndFlags();

private:
    QTemporaryDir m_directory;
};

void TestUdevDeviceEnumerator::init()
{
    if (const QString reason = LoopDevice::unavailableReason(); !reason.isEmpty())
        QSKIP(qPrintable(reason));
    QVERIFY(m_directory.isValid());
}

void TestUdevDeviceEnumerator::hotPlugOfALoopDevice()
{
    const QString backing = m_directory.filePath(QStringLiteral("hotplug.img"));
    QVERIFY(LoopDevice::createBackingFile(backing, backingBytes, LoopDevice::Layout::Blank));
    UdevDeviceEnumerator enumerator;
    QSignalSpy added(&enumerator, &DeviceEnumerator::deviceAdded);
    QSignalSpy removed(&enumerator, &DeviceEnumerator::deviceRemoved);
    const Result<void> started = enumerator.start();
    QVERIFY2(started, started ? "" : qPrintable(started.error().userMessage()));

    LoopDevice loop;
    QVERIFY2(loop.attach(backing, {QStringLiteral("--read-only")}), qPrintable(loop.errorString()));
    // attach is a "change" uevent on an existing /dev/loopN whose size went from 0 to N.
    QTRY_VERIFY_WITH_TIMEOUT(eventFor(added, loop.devicePath()).has_value(), eventTimeoutMs);
    const DeviceInfo device = *eventFor(added, loop.devicePath());
    QCOMPARE(device.backend, QStringLiteral("udev"));
    QCOMPARE(device.bus, DeviceBus::Loop);
    QCOMPARE(device.sizeBytes, backingBytes);
    QCOMPARE(device.logicalSectorBytes, 512);
    QCOMPARE(device.backingFile, QFileInfo(backing).canonicalFilePath());
    QCOMPARE(device.writeProtection, WriteProtection::ReadOnly);
    QCOMPARE(device.systemId, QStringLiteral("/sys/devices/virtual/block/")
                                  + QFileInfo(loop.devicePath()).fileName());
    QVERIFY(listed(enumerator, loop.devicePath()) == device);

    const QString devicePath = loop.devicePath();
    QVERIFY2(loop.detach(), qPrintable(loop.errorString()));
    // detach is a "change" uevent with size 0.
    QTRY_VERIFY_WITH_TIMEOUT(eventFor(removed, devicePath).has_value(), removalTimeoutMs);
    QCOMPARE(eventFor(removed, devicePath)->backingFile, device.backingFile);
    QVERIFY(!listed(enumerator, devicePath));
}

void TestUdevDeviceEnumerator::listsAttachedLoopDeviceAtStart()
{
    const QString backing = m_directory.filePath(QStringLiteral("present.img"));
    QVERIFY(LoopDevice::createBackingFile(backing, backingBytes, LoopDevice::Layout::Blank));
    LoopDevice loop;
    QVERIFY2(loop.attach(backing, {}), qPrintable(loop.errorString()));
    UdevDeviceEnumerator enumerator;
    QSignalSpy added(&enumerator, &DeviceEnumerator::deviceAdded);
    QVERIFY(enumerator.start());
    const std::optional<DeviceInfo> device = listed(enumerator, loop.devicePath());
    QVERIFY(device);
    QCOMPARE(device->sizeBytes, backingBytes);
    QCOMPARE(device->writeProtection, WriteProtection::Writable);
    QVERIFY(!eventFor(added, loop.devicePath())); // the list at start is not a burst of events
}

void TestUdevDeviceEnumerator::partitionsAreNotDrives()
{
    const QString backing = m_directory.filePath(QStringLiteral("partitioned.img"));
    QVERIFY(LoopDevice::createBackingFile(backing, backingBytes, LoopDevice::Layout::OnePartition));
    UdevDeviceEnumerator enumerator;
    QSignalSpy added(&enumerator, &DeviceEnumerator::deviceAdded);
    QVERIFY(enumerator.start());
    LoopDevice loop;
    QVERIFY2(loop.attach(backing, {QStringLiteral("--partscan")}), qPrintable(loop.errorString()));
    const QString partition = loop.firstPartition();
    QVERIFY2(!partition.isEmpty(), qPrintable(loop.errorString()));
    QTRY_VERIFY_WITH_TIMEOUT(eventFor(added, loop.devicePath()).has_value(), eventTimeoutMs);
    QTest::qWait(200); // let the partition's own "add" uevent be read too
    QVERIFY(!eventFor(added, partition));
    QVERIFY(!listed(enumerator, partition));
    QVERIFY(listed(enumerator, loop.devicePath()));
}

void TestUdevDeviceEnumerator::emptyLoopDevicesAreNotDrives()
{
    // Other tests attach loop devices concurrently: only devices empty both before and after the
    // enumeration are checked.
    const QDir block(QStringLiteral("/sys/block"));
    const auto emptyLoops = [&block] {
        QStringList empty;
        for (const QString &name : block.entryList({QStringLiteral("loop*")}, QDir::Dirs)) {
            QFile size(block.filePath(name + QStringLiteral("/size")));
            if (size.open(QIODevice::ReadOnly) && size.readAll().trimmed() == "0")
                empty << QStringLiteral("/dev/") + name;
        }
        return empty;
    };
    const QStringList emptyBefore = emptyLoops();
    if (emptyBefore.isEmpty())
        QSKIP("every /dev/loopN is attached: no empty loop device to check");
    UdevDeviceEnumerator enumerator;
    QVERIFY(enumerator.start());
    const QStringList emptyAfter = emptyLoops();
    for (const QString &devicePath : emptyBefore) {
        if (emptyAfter.contains(devicePath))
            QVERIFY2(!listed(enumerator, devicePath), qPrintable(devicePath));
    }
    for (const DeviceInfo &device : enumerator.devices()) {
        QVERIFY2(device.sizeBytes > 0, qPrintable(device.devicePath));
        if (device.bus == DeviceBus::Loop)
            QVERIFY2(!device.backingFile.isEmpty(), qPrintable(device.devicePath));
    }
}

// A 4Kn drive: `losetup --sector-size 4096` gives the loop device 4096-byte logical sectors.
void TestUdevDeviceEnumerator::fourKnLoopDevice()
{
    const QString backing = m_directory.filePath(QStringLiteral("4kn.img"));
    QVERIFY(LoopDevice::createBackingFile(backing, backingBytes, LoopDevice::Layout::Blank));
    UdevDeviceEnumerator enumerator;
    QSignalSpy added(&enumerator, &DeviceEnumerator::deviceAdded);
    QVERIFY(enumerator.start());
    LoopDevice loop;
    QVERIFY2(loop.attach(backing, {QStringLiteral("--sector-size"), QStringLiteral("4096")}),
             qPrintable(loop.errorString()));
    // losetup may set the sector size just after attaching: wait for the description to settle.
    QTRY_VERIFY_WITH_TIMEOUT(listed(enumerator, loop.devicePath())
                                 && listed(enumerator, loop.devicePath())->logicalSectorBytes
                                        == 4096,
                             eventTimeoutMs);
    QVERIFY(eventFor(added, loop.devicePath()));
    const DeviceInfo device = *listed(enumerator, loop.devicePath());
    QCOMPARE(device.sizeBytes, backingBytes);
    QCOMPARE(device.logicalSectorBytes, 4096);
    QCOMPARE(device.physicalSectorBytes, 4096);
    QVERIFY(device.partitions.isEmpty()); // blank: no partition table, no file system
    QVERIFY(!device.hasMountedFileSystem());
}

// A file system on the loop device itself, mounted after the list was made: mounting sends no
// uevent, the mount table watch reports it as a change, and so is unmounting.
void TestUdevDeviceEnumerator::mountingTheWholeDeviceIsReported()
{
    if (const QString reason = MountedFileSystem::unavailableReason(QStringLiteral("ext4"));
        !reason.isEmpty())
        QSKIP(qPrintable(reason));
    const QString backing = m_directory.filePath(QStringLiteral("ext4.img"));
    QVERIFY(LoopDevice::createBackingFile(backing, backingBytes, LoopDevice::Layout::Blank));
    QString error;
    QVERIFY2(MountedFileSystem::format(backing, QStringLiteral("ext4"), QStringLiteral("EVIDENCE"),
                                       &error),
             qPrintable(error));
    LoopDevice loop;
    QVERIFY2(loop.attach(backing, {}), qPrintable(loop.errorString()));
    MountedFileSystem fileSystem;
    UdevDeviceEnumerator enumerator;
    QSignalSpy changed(&enumerator, &DeviceEnumerator::deviceChanged);
    QVERIFY(enumerator.start());
    QVERIFY(listed(enumerator, loop.devicePath()));
    QVERIFY(!listed(enumerator, loop.devicePath())->hasMountedFileSystem());

    QVERIFY2(fileSystem.mount(loop.devicePath(), QStringLiteral("ext4")),
             qPrintable(fileSystem.errorString()));
    QTRY_VERIFY_WITH_TIMEOUT(
        lastEventFor(changed, loop.devicePath())
            && lastEventFor(changed, loop.devicePath())->hasMountedFileSystem(),
        eventTimeoutMs);
    const DeviceInfo mounted = *listed(enumerator, loop.devicePath());
    QCOMPARE(mounted.partitions.size(), 1);
    const PartitionInfo &whole = mounted.partitions.first();
    QCOMPARE(whole.devicePath, loop.devicePath());
    QCOMPARE(whole.partitionNumber, 0);
    QCOMPARE(whole.sizeBytes, backingBytes);
    QCOMPARE(whole.filesystemType, QStringLiteral("ext4"));
    QCOMPARE(whole.mountPoints, QStringList{fileSystem.mountPoint()});
    QCOMPARE(mounted.mountDescriptions(),
             QStringList{loop.devicePath() + QStringLiteral(" on ") + fileSystem.mountPoint()});

    const qsizetype changesBefore = changed.size();
    QVERIFY2(fileSystem.unmount(), qPrintable(fileSystem.errorString()));
    QTRY_VERIFY_WITH_TIMEOUT(
        changed.size() > changesBefore
            && !lastEventFor(changed, loop.devicePath())->hasMountedFileSystem(),
        eventTimeoutMs);
    QVERIFY(!listed(enumerator, loop.devicePath())->hasMountedFileSystem());
}

// A partitioned loop device: the partition is listed with its number, exact size, the file
// system type and mount point of its mount, and the kernel's read-only flag, which a read-only
// loop device passes on to its partitions.
void TestUdevDeviceEnumerator::partitionsWithMountsAndFlags()
{
    if (const QString reason = MountedFileSystem::unavailableReason(QStringLiteral("ext4"));
        !reason.isEmpty())
        QSKIP(qPrintable(reason));
    const QString backing = m_directory.filePath(QStringLiteral("partitioned-ext4.img"));
    QVERIFY(LoopDevice::createBackingFile(backing, backingBytes, LoopDevice::Layout::OnePartition));
    LoopDevice loop;
    QVERIFY2(loop.attach(backing, {QStringLiteral("--partscan")}), qPrintable(loop.errorString()));
    const QString partition = loop.firstPartition();
    QVERIFY2(!partition.isEmpty(), qPrintable(loop.errorString()));
    QString error;
    QVERIFY2(
        MountedFileSystem::format(partition, QStringLiteral("ext4"), QStringLiteral("P1"), &error),
        qPrintable(error));
    MountedFileSystem fileSystem;
    QVERIFY2(fileSystem.mount(partition, QStringLiteral("ext4")),
             qPrintable(fileSystem.errorString()));

    UdevDeviceEnumerator enumerator;
    QVERIFY(enumerator.start());
    const std::optional<DeviceInfo> device = listed(enumerator, loop.devicePath());
    QVERIFY(device);
    QCOMPARE(device->partitions.size(), 1);
    const PartitionInfo &first = device->partitions.first();
    QCOMPARE(first.devicePath, partition);
    QCOMPARE(first.partitionNumber, 1);
    QCOMPARE(first.sizeBytes, backingBytes - 2048 * 512);
    QCOMPARE(first.filesystemType, QStringLiteral("ext4"));
    QCOMPARE(first.mountPoints, QStringList{fileSystem.mountPoint()});
    QCOMPARE(first.writeProtection, WriteProtection::Writable);
    QVERIFY(device->hasMountedFileSystem());
    QVERIFY2(fileSystem.unmount(), qPrintable(fileSystem.errorString()));
    QVERIFY2(loop.detach(), qPrintable(loop.errorString()));

    LoopDevice readOnly;
    QVERIFY2(
        readOnly.attach(backing, {QStringLiteral("--partscan"), QStringLiteral("--read-only")}),
        qPrintable(readOnly.errorString()));
    const QString readOnlyPartition = readOnly.firstPartition();
    QVERIFY2(!readOnlyPartition.isEmpty(), qPrintable(readOnly.errorString()));
    UdevDeviceEnumerator again;
    QVERIFY(again.start());
    const std::optional<DeviceInfo> readOnlyDevice = listed(again, readOnly.devicePath());
    QVERIFY(readOnlyDevice);
    QCOMPARE(readOnlyDevice->writeProtection, WriteProtection::ReadOnly);
    QCOMPARE(readOnlyDevice->partitions.size(), 1);
    QCOMPARE(readOnlyDevice->partitions.first().devicePath, readOnlyPartition);
    QCOMPARE(readOnlyDevice->partitions.first().writeProtection, WriteProtection::ReadOnly);
    QVERIFY(!readOnlyDevice->hasMountedFileSystem());
}

QTEST_GUILESS_MAIN(TestUdevDeviceEnumerator)
#include "tst_udevdeviceenumerator.moc"
