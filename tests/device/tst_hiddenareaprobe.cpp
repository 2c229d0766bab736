// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/hiddenareaprobe.h"
#include "loopdevice.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;

// probeHiddenAreas() through the real kernel on what this machine has: files, character
// devices, loop devices and their partitions, and a virtio disk where there is one. ATA, USB
// and NVMe drives are emulated in the drive lab (tests/drivelab).
class TestHiddenAreaProbe : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aFileIsNotADrive();
    void aCharacterDeviceIsNotADrive();
    void aMissingPathIsUnknown();
    void aLoopDeviceAndItsPartitionAreNotDrives();
    void aVirtioDiskPassesNoAtaCommand();
    void onlyDisksAreSentAtaCommands_data();
    void onlyDisksAreSentAtaCommands();
};

void TestHiddenAreaProbe::aFileIsNotADrive()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QFile file(folder.filePath(QStringLiteral("image.dd")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(1 << 20));
    file.close();
    const HiddenAreas areas = probeHiddenAreas(file.fileName());
    QCOMPARE(areas.state, HiddenAreas::State::NotADrive);
    QCOMPARE(areas.obstacle, HiddenAreas::Obstacle::NotADrive);
    QCOMPARE(areas.summary(), QStringLiteral("not a drive"));
    QVERIFY(areas.commands.isEmpty()); // nothing was sent
}

void TestHiddenAreaProbe::aCharacterDeviceIsNotADrive()
{
    const HiddenAreas areas = probeHiddenAreas(QStringLiteral("/dev/null"));
    QCOMPARE(areas.state, HiddenAreas::State::NotADrive);
}

void TestHiddenAreaProbe::aMissingPathIsUnknown()
{
    const HiddenAreas areas = probeHiddenAreas(QStringLiteral("/dev/no-such-drive"));
    QCOMPARE(areas.state, HiddenAreas::State::Unknown);
    QCOMPARE(areas.obstacle, HiddenAreas::Obstacle::OpenFailed);
    QVERIFY2(areas.obstacleDetail.contains(QLatin1String("ENOENT")),
             qPrintable(areas.obstacleDetail));
}

void TestHiddenAreaProbe::aLoopDeviceAndItsPartitionAreNotDrives()
{
    if (const QString reason = LoopDevice::unavailableReason(); !reason.isEmpty())
        QSKIP(qPrintable(reason));
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString backing = folder.filePath(QStringLiteral("disk.img"));
    QVERIFY(LoopDevice::createBackingFile(backing, 8 << 20, LoopDevice::Layout::OnePartition));
    LoopDevice loop;
    QVERIFY2(loop.attach(backing, {QStringLiteral("--read-only"), QStringLiteral("--partscan")}),
             qPrintable(loop.errorString()));
    const HiddenAreas disk = probeHiddenAreas(loop.devicePath());
    QCOMPARE(disk.state, HiddenAreas::State::NotADrive);
    QVERIFY(disk.commands.isEmpty());
    const QString partition = loop.firstPartition();
    QVERIFY2(!partition.isEmpty(), qPrintable(loop.errorString()));
    QCOMPARE(probeHiddenAreas(partition).state, HiddenAreas::State::NotADrive);
}

// A virtio-blk disk has no SCSI layer: it is sent no command, and the reason says so.
void TestHiddenAreaProbe::aVirtioDiskPassesNoAtaCommand()
{
    const QStringList disks
        = QDir(QStringLiteral("/sys/block"))
              .entryList({QStringLiteral("vd*")},
                         QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot);
    if (disks.isEmpty())
        QSKIP("no virtio-blk disk on this machine");
    const QString node = QStringLiteral("/dev/") + disks.first();
    const HiddenAreas areas = probeHiddenAreas(node);
    if (areas.obstacle == HiddenAreas::Obstacle::OpenFailed)
        QSKIP(qPrintable(
            QStringLiteral("cannot open %1 (not root?): %2").arg(node, areas.obstacleDetail)));
    QCOMPARE(areas.state, HiddenAreas::State::Unknown);
    QCOMPARE(areas.obstacle, HiddenAreas::Obstacle::NoPassThrough);
    QVERIFY2(areas.obstacleDetail.startsWith(QLatin1String("not a SCSI device")),
             qPrintable(areas.obstacleDetail));
    QVERIFY2(areas.reason().contains(QLatin1String("bridge that passes ATA commands (SAT)")),
             qPrintable(areas.reason()));
    QVERIFY(areas.commands.isEmpty());
}

void TestHiddenAreaProbe::onlyDisksAreSentAtaCommands_data()
{
    QTest::addColumn<QString>("type"); // the SCSI device's sysfs "type"; empty: no such file
    QTest::addColumn<bool>("asked");

    QTest::newRow("SCSI disk") << "0" << true;
    QTest::newRow("reduced block commands") << "14" << true;
    QTest::newRow("not SCSI (virtio-blk, MMC): type unknown") << "" << false;
    QTest::newRow("CD/DVD: A1h would be BLANK") << "5" << false;
    QTest::newRow("tape") << "1" << false;
    QTest::newRow("unreadable type") << "x" << false;
}

// Made-up sysfs trees: the disk's directory with device/type as the SCSI layer writes it.
void TestHiddenAreaProbe::onlyDisksAreSentAtaCommands()
{
    QFETCH(QString, type);
    QFETCH(bool, asked);
    QTemporaryDir sys;
    QVERIFY(sys.isValid());
    const QString disk = sys.filePath(QStringLiteral("sr0"));
    QVERIFY(QDir().mkpath(disk + QStringLiteral("/device")));
    if (!type.isEmpty()) {
        QFile file(disk + QStringLiteral("/device/type"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(type.toLatin1() + '\n');
    }
    const QString refusal = whyNoAtaCommand(disk);
    QCOMPARE(refusal.isEmpty(), asked);
    if (!asked)
        QVERIFY2(
            refusal.contains(QLatin1String(type.isEmpty() ? "not a SCSI device" : "is not a disk")),
            qPrintable(refusal));
}

QTEST_GUILESS_MAIN(TestHiddenAreaProbe)
#include "tst_hiddenareaprobe.moc"
