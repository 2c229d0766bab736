// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/deviceenumerator.h"

#include <QSignalSpy>
#include <QTest>

using namespace Custody;
using namespace Qt::StringLiterals;

namespace {

// The shared bookkeeping of every backend, driven directly: what a backend publishes after each
// uevent or Solid notification, and the signals that come out.
class FakeEnumerator final : public DeviceEnumerator
{
public:
    Result<void> start() override
    {
        setStarted();
        return {};
    }
    QString backendName() const override { return QStringLiteral("fake"); }
    using DeviceEnumerator::publish;
};

// One publish() call: a device path and the size of the drive now there, or -1 for none.
struct Step
{
    QString devicePath;
    qint64 sizeBytes;
};

std::optional<DeviceInfo> driveOf(const Step &step)
{
    if (step.sizeBytes < 0)
        return std::nullopt;
    DeviceInfo info;
    info.devicePath = step.devicePath;
    info.sizeBytes = step.sizeBytes;
    return info;
}

} // namespace

Q_DECLARE_METATYPE(Step)

class TestDeviceEnumerator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reportsDifferences_data();
    void reportsDifferences();
    void recordsSilentlyBeforeStart();
    void backendNames_data();
    void backendNames();
    void createsBackends();
};

void TestDeviceEnumerator::reportsDifferences_data()
{
    QTest::addColumn<QList<Step>>("steps");
    QTest::addColumn<QStringList>("events");
    QTest::addColumn<QStringList>("listed");
    const QString loop = QStringLiteral("/dev/loop1");
    const QString sdb = QStringLiteral("/dev/sdb");
    QTest::newRow("loop attached: size 0 to N")
        << QList<Step>{{loop, -1}, {loop, 4096}} << QStringList{u"added /dev/loop1 4096"_s}
        << QStringList{loop};
    QTest::newRow("loop detached: size N to 0")
        << QList<Step>{{loop, 4096}, {loop, -1}}
        << QStringList{u"added /dev/loop1 4096"_s, u"removed /dev/loop1 4096"_s} << QStringList{};
    QTest::newRow("repeated uevent changes nothing")
        << QList<Step>{{loop, 4096}, {loop, 4096}, {loop, 4096}}
        << QStringList{u"added /dev/loop1 4096"_s} << QStringList{loop};
    QTest::newRow("detach reported twice")
        << QList<Step>{{loop, 4096}, {loop, -1}, {loop, -1}}
        << QStringList{u"added /dev/loop1 4096"_s, u"removed /dev/loop1 4096"_s} << QStringList{};
    QTest::newRow("resized") << QList<Step>{{loop, 4096}, {loop, 8192}}
                             << QStringList{u"added /dev/loop1 4096"_s,
                                            u"changed /dev/loop1 8192"_s}
                             << QStringList{loop};
    QTest::newRow("unknown device removed")
        << QList<Step>{{sdb, -1}} << QStringList{} << QStringList{};
    QTest::newRow("two drives, listed by path")
        << QList<Step>{{sdb, 512}, {loop, 4096}}
        << QStringList{u"added /dev/sdb 512"_s, u"added /dev/loop1 4096"_s}
        << QStringList{loop, sdb};
}

void TestDeviceEnumerator::reportsDifferences()
{
    QFETCH(QList<Step>, steps);
    QFETCH(QStringList, events);
    QFETCH(QStringList, listed);
    FakeEnumerator enumerator;
    QVERIFY(enumerator.start());
    QStringList seen;
    const auto record = [&seen](const char *event) {
        return [&seen, event](const DeviceInfo &device) {
            seen << QStringLiteral("%1 %2 %3")
                        .arg(QLatin1String(event), device.devicePath)
                        .arg(device.sizeBytes);
        };
    };
    connect(&enumerator, &DeviceEnumerator::deviceAdded, this, record("added"));
    connect(&enumerator, &DeviceEnumerator::deviceChanged, this, record("changed"));
    connect(&enumerator, &DeviceEnumerator::deviceRemoved, this, record("removed"));
    for (const Step &step : steps)
        enumerator.publish(step.devicePath, driveOf(step));
    QCOMPARE(seen, events);
    QStringList paths;
    for (const DeviceInfo &device : enumerator.devices())
        paths << device.devicePath;
    QCOMPARE(paths, listed);
}

// The drives present at start are the list, not a burst of deviceAdded.
void TestDeviceEnumerator::recordsSilentlyBeforeStart()
{
    FakeEnumerator enumerator;
    QSignalSpy added(&enumerator, &DeviceEnumerator::deviceAdded);
    enumerator.publish(QStringLiteral("/dev/sda"), driveOf({QStringLiteral("/dev/sda"), 512}));
    QCOMPARE(added.count(), 0);
    QCOMPARE(enumerator.devices().size(), 1);
    QVERIFY(enumerator.start());
    enumerator.publish(QStringLiteral("/dev/sdb"), driveOf({QStringLiteral("/dev/sdb"), 512}));
    QCOMPARE(added.count(), 1);
    QCOMPARE(added.at(0).at(0).value<DeviceInfo>().devicePath, QStringLiteral("/dev/sdb"));
}

void TestDeviceEnumerator::backendNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("backend"); // -1: rejected
    QTest::newRow("auto") << "auto" << int(DeviceBackend::Automatic);
    QTest::newRow("udev") << "udev" << int(DeviceBackend::Udev);
    QTest::newRow("solid") << "solid" << int(DeviceBackend::Solid);
    QTest::newRow("unknown") << "hal" << -1;
    QTest::newRow("case matters") << "UDEV" << -1;
}

void TestDeviceEnumerator::backendNames()
{
    QFETCH(QString, name);
    QFETCH(int, backend);
    const std::optional<DeviceBackend> parsed = DeviceEnumerator::parseBackendName(name);
    QCOMPARE(parsed ? int(*parsed) : -1, backend);
}

void TestDeviceEnumerator::createsBackends()
{
    const Result<std::unique_ptr<DeviceEnumerator>> udev
        = DeviceEnumerator::create(DeviceBackend::Udev);
    QVERIFY(udev);
    QCOMPARE((*udev)->backendName(), QStringLiteral("udev"));

    const Result<std::unique_ptr<DeviceEnumerator>> automatic
        = DeviceEnumerator::create(DeviceBackend::Automatic);
    QVERIFY(automatic);
    const Result<std::unique_ptr<DeviceEnumerator>> solid
        = DeviceEnumerator::create(DeviceBackend::Solid);
    if (DeviceEnumerator::isSolidAvailable()) {
        QVERIFY(solid);
        QCOMPARE((*solid)->backendName(), QStringLiteral("solid"));
        QCOMPARE((*automatic)->backendName(), QStringLiteral("solid"));
    } else {
        QVERIFY(!solid);
        QCOMPARE(solid.error().code, Error::Code::DeviceListFailed);
        QCOMPARE((*automatic)->backendName(), QStringLiteral("udev"));
    }
}

QTEST_GUILESS_MAIN(TestDeviceEnumerator)
#include "tst_deviceenumerator.moc"
