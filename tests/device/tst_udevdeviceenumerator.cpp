#include "device/udevdeviceenumerator.h"
#include "loopdevice.h"

#include <QDir>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using Custody::Test::LoopDevice;

namespace {

constexpr qint64 backingBytes = 8 << 20;
constexpr int eventTimeoutMs = 10000;

std::optional<DeviceInfo> listed(const DeviceEnumerator &enumerator, const QString &devicePath)
{
    for (const DeviceInfo &device : enumerator.devices()) {
        if (device.devicePath == devicePath)
            return device;
    }
    return std::nullopt;
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
    QTRY_VERIFY_WITH_TIMEOUT(eventFor(removed, devicePath).has_value(), eventTimeoutMs);
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
    const QString partition = loop.devicePath() + QStringLiteral("p1");
    const QString partitionSysfs
        = QStringLiteral("/sys/class/block/") + QFileInfo(partition).fileName();
    if (!QTest::qWaitFor([&] { return QFileInfo::exists(partitionSysfs); }, 3000))
        QSKIP("the kernel created no partition device: it was built without partition table "
              "support (CONFIG_MSDOS_PARTITION); tst_blockdevicefacts covers partitions");
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

QTEST_GUILESS_MAIN(TestUdevDeviceEnumerator)
#include "tst_udevdeviceenumerator.moc"
