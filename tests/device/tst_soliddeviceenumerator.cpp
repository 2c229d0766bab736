// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/soliddeviceenumerator.h"

#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QSignalSpy>
#include <QTest>

using namespace Custody;

namespace {

const QString fakeHardware = QStringLiteral(CUSTODY_TEST_DATA_DIR "/solid/fakehw.xml");
const QString fakeUdi = QStringLiteral("/org/kde/solid/fakehw/");

std::optional<DeviceInfo> listed(const DeviceEnumerator &enumerator, const QString &devicePath)
{
    for (const DeviceInfo &device : enumerator.devices()) {
        if (device.devicePath == devicePath)
            return device;
    }
    return std::nullopt;
}

} // namespace

// The Solid backend on Solid's fake backend: SOLID_FAKEHW names an XML machine
// (tests/data/solid/fakehw.xml), and the fake manager, which Solid exports on the session bus at
// /org/kde/solid/fakehw, unplugs and plugs its devices on request. The hot-plug test sends those
// requests over the bus from a second connection, as another process would; it needs a session
// bus (scripts/test runs it under dbus-run-session).
class TestSolidDeviceEnumerator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void listsEachDiskOnce_data();
    void listsEachDiskOnce();
    void leavesOutWhatIsNoDrive_data();
    void leavesOutWhatIsNoDrive();
    void hotPlugThroughTheFakeManager_data();
    void hotPlugThroughTheFakeManager();
    void mountingAPartitionShowsUpLive();

private:
    bool callFakeManager(const QString &method, const QString &udi);
    bool callFake(const QString &path, const QString &method, const QVariantList &arguments);

    std::unique_ptr<SolidDeviceEnumerator> m_enumerator;
};

void TestSolidDeviceEnumerator::initTestCase()
{
    // Solid picks its fake backend when the first device query creates its managers.
    qputenv("SOLID_FAKEHW", fakeHardware.toUtf8());
    m_enumerator = std::make_unique<SolidDeviceEnumerator>();
    const Result<void> started = m_enumerator->start();
    QVERIFY2(started, started ? "" : qPrintable(started.error().userMessage()));
}

void TestSolidDeviceEnumerator::listsEachDiskOnce_data()
{
    QTest::addColumn<DeviceInfo>("expected");
    DeviceInfo disk;
    disk.devicePath = QStringLiteral("/dev/sdx");
    disk.backend = QStringLiteral("solid");
    // Of two UDIs for one device file, the smaller speaks for it.
    disk.systemId = fakeUdi + QStringLiteral("storage_serial_WD140EDFZ");
    disk.vendor = QStringLiteral("Western Digital");
    disk.model = QStringLiteral("WDC WD140EDFZ-11A0VA0");
    disk.sizeBytes = 14000519643136;
    disk.bus = DeviceBus::Ata;
    // Its StorageVolume child, with the file system type that Solid reports; the partition
    // number comes from the device name, as the fake disk has no sysfs to ask.
    PartitionInfo partition;
    partition.devicePath = QStringLiteral("/dev/sdx1");
    partition.partitionNumber = 1;
    partition.sizeBytes = 14000518594560;
    partition.filesystemType = QStringLiteral("ext4");
    disk.partitions = {partition};
    QTest::newRow("SATA disk described twice") << disk;
    DeviceInfo stick;
    stick.devicePath = QStringLiteral("/dev/sdy");
    stick.backend = QStringLiteral("solid");
    stick.systemId = fakeUdi + QStringLiteral("storage_serial_SanDisk64");
    stick.vendor = QStringLiteral("SanDisk");
    stick.model = QStringLiteral("Cruzer Blade");
    stick.sizeBytes = 15693664256;
    stick.bus = DeviceBus::Usb;
    stick.removability = Removability::Removable;
    QTest::newRow("USB stick") << stick;
}

void TestSolidDeviceEnumerator::listsEachDiskOnce()
{
    QFETCH(DeviceInfo, expected);
    const std::optional<DeviceInfo> device = listed(*m_enumerator, expected.devicePath);
    QVERIFY2(device, qPrintable(expected.devicePath));
    QCOMPARE(device->toJson(), expected.toJson());
    QCOMPARE(m_enumerator->devices().size(), 2);
}

void TestSolidDeviceEnumerator::leavesOutWhatIsNoDrive_data()
{
    QTest::addColumn<QString>("devicePath");
    QTest::newRow("partition (StorageVolume)") << QStringLiteral("/dev/sdx1");
    QTest::newRow("optical drive") << QStringLiteral("/dev/sr9");
    QTest::newRow("card reader without a card") << QStringLiteral("/dev/sdz");
    QTest::newRow("block device that is no drive") << QStringLiteral("/dev/loop90");
    QTest::newRow("drive without a block device") << QString();
}

void TestSolidDeviceEnumerator::leavesOutWhatIsNoDrive()
{
    QFETCH(QString, devicePath);
    QVERIFY(!listed(*m_enumerator, devicePath));
}

void TestSolidDeviceEnumerator::hotPlugThroughTheFakeManager_data()
{
    QTest::addColumn<QStringList>("udis");
    QTest::addColumn<QString>("devicePath");
    QTest::newRow("USB stick") << QStringList{fakeUdi + QStringLiteral("storage_serial_SanDisk64")}
                               << QStringLiteral("/dev/sdy");
    // Removed only when its last UDI goes; added again with the first one back.
    QTest::newRow("disk described twice")
        << QStringList{fakeUdi + QStringLiteral("udisks_block_sdx"),
                       fakeUdi + QStringLiteral("storage_serial_WD140EDFZ")}
        << QStringLiteral("/dev/sdx");
}

void TestSolidDeviceEnumerator::hotPlugThroughTheFakeManager()
{
    QFETCH(QStringList, udis);
    QFETCH(QString, devicePath);
    if (!QDBusConnection::sessionBus().isConnected())
        QSKIP("no D-Bus session bus: run under dbus-run-session");
    QSignalSpy added(m_enumerator.get(), &DeviceEnumerator::deviceAdded);
    QSignalSpy removed(m_enumerator.get(), &DeviceEnumerator::deviceRemoved);
    const DeviceInfo before = *listed(*m_enumerator, devicePath);

    for (qsizetype i = 0; i < udis.size(); ++i) {
        QVERIFY(callFakeManager(QStringLiteral("unplug"), udis.at(i)));
        const bool last = i == udis.size() - 1;
        QCOMPARE(removed.count(), last ? 1 : 0);
        QCOMPARE(bool(listed(*m_enumerator, devicePath)), !last);
    }
    QCOMPARE(removed.at(0).at(0).value<DeviceInfo>().devicePath, devicePath);
    QCOMPARE(added.count(), 0);

    for (const QString &udi : udis)
        QVERIFY(callFakeManager(QStringLiteral("plug"), udi));
    QCOMPARE(added.count(), 1);
    QCOMPARE(added.at(0).at(0).value<DeviceInfo>().devicePath, devicePath);
    QCOMPARE(listed(*m_enumerator, devicePath)->toJson(), before.toJson());
    QCOMPARE(removed.count(), 1);
}

// Mounting is reported per volume, not as a device change: the drive's description follows.
void TestSolidDeviceEnumerator::mountingAPartitionShowsUpLive()
{
    if (!QDBusConnection::sessionBus().isConnected())
        QSKIP("no D-Bus session bus: run under dbus-run-session");
    const QString access = fakeUdi + QStringLiteral("volume_sdx1/StorageAccess");
    const QString disk = QStringLiteral("/dev/sdx");
    QCOMPARE(listed(*m_enumerator, disk)->partitions.value(0).mountPoints, QStringList());
    QSignalSpy changed(m_enumerator.get(), &DeviceEnumerator::deviceChanged);
    QVERIFY(callFake(access, QStringLiteral("setup"), {}));
    QTRY_COMPARE(listed(*m_enumerator, disk)->partitions.value(0).mountPoints,
                 QStringList{QStringLiteral("/media/evidence")});
    QVERIFY(!changed.isEmpty());
    QCOMPARE(changed.last().at(0).value<DeviceInfo>().devicePath, disk);
    QVERIFY(callFake(access, QStringLiteral("teardown"), {}));
    QTRY_COMPARE(listed(*m_enumerator, disk)->partitions.value(0).mountPoints, QStringList());
}

// Calls FakeManager::plug or ::unplug through the bus daemon from a second connection, and waits
// until the reply is back, i.e. until the fake manager has emitted its signal.
bool TestSolidDeviceEnumerator::callFakeManager(const QString &method, const QString &udi)
{
    return callFake(QStringLiteral("/org/kde/solid/fakehw"), method, {udi});
}

// Calls a slot of Solid's fake backend (the manager, a device or one of its interfaces, each
// exported on the session bus at its path) from a second connection, as another process would,
// and waits for the reply.
bool TestSolidDeviceEnumerator::callFake(const QString &path, const QString &method,
                                         const QVariantList &arguments)
{
    QDBusConnection caller = QDBusConnection::connectToBus(QDBusConnection::SessionBus,
                                                           QStringLiteral("custody-test-caller"));
    QDBusMessage call = QDBusMessage::createMethodCall(QDBusConnection::sessionBus().baseService(),
                                                       path, QString(), method);
    call.setArguments(arguments);
    QDBusPendingCallWatcher watcher(caller.asyncCall(call));
    QSignalSpy finished(&watcher, &QDBusPendingCallWatcher::finished);
    if (!finished.wait(10000)) {
        qWarning("no reply to %s on %s", qPrintable(method), qPrintable(path));
        return false;
    }
    if (watcher.isError()) {
        qWarning("%s on %s failed: %s", qPrintable(method), qPrintable(path),
                 qPrintable(watcher.error().message()));
        return false;
    }
    return true;
}

QTEST_GUILESS_MAIN(TestSolidDeviceEnumerator)
#include "tst_soliddeviceenumerator.moc"
