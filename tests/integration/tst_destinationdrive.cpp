// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/acquisition.h"
#include "acquisition/acquisitionlock.h"
#include "acquisition/destinationdrive.h"
#include "device/writegate.h"
#include "io/driveimagesink.h"
#include "loopdevice.h"
#include "testfiles.h"
#include "testprocess.h"

#include <unistd.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 MiB = 1024 * 1024;
const QString WipeCommand = u"custody-cli wipe DRIVE --certificate drive-wipe"_s;

// The refusal's message, for checks on what it names; empty when the drive was accepted.
QString refusalOf(const WriteGate &gate, const QString &device)
{
    const Result<void> checked = gate.checkDriveOverwrite(device);
    return checked ? QString() : checked.error().userMessage();
}

bool attachBlank(LoopDevice &loop, const QString &folder, const QStringList &options = {})
{
    const QString file = folder + u"/drive.img"_s;
    return LoopDevice::createBackingFile(file, 4 * MiB, LoopDevice::Layout::Blank)
           && loop.attach(file, options);
}

// A drive with one partition; its partition's path, empty when it could not be made.
QString attachPartitioned(LoopDevice &loop, const QString &folder)
{
    const QString file = folder + u"/partitioned.img"_s;
    if (!LoopDevice::createBackingFile(file, 8 * MiB, LoopDevice::Layout::OnePartition)
        || !loop.attach(file, {u"--partscan"_s}))
        return {};
    return loop.firstPartition();
}

} // namespace

// The write gate's rules for a whole drive as a destination (a clone, a restore, a wipe), on
// real loop devices: what may be overwritten, and each thing that may not, refused with its
// reason before anything opens the device for writing.
class TestDestinationDrive : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void aFreeDriveIsOpenedExclusively();
    void whatIsNotAWholeDriveIsRefused();
    void aReadOnlyDriveIsRefused();
    void aMountedDriveIsRefused();
    void aSwapDriveIsRefused();
    void aDriveWithAStackedDeviceIsRefused();
    void theSourceAndWhatItStandsOnAreRefused();
    void aDriveIsNeverWrittenWhileItIsAcquired();
    void theReadBackReadsTheMedium();
};

void TestDestinationDrive::initTestCase()
{
    if (const QString reason = LoopDevice::unavailableReason(); !reason.isEmpty())
        QSKIP(qPrintable(reason));
}

void TestDestinationDrive::aFreeDriveIsOpenedExclusively()
{
    QTemporaryDir folder;
    LoopDevice loop;
    QVERIFY(attachBlank(loop, folder.path(), {u"--sector-size"_s, u"4096"_s}));
    const WriteGate gate;
    Result<DestinationDrive> drive = DestinationDrive::open(loop.devicePath(), gate, WipeCommand);
    QVERIFY2(drive, qPrintable(drive ? QString() : drive.error().userMessage()));
    QCOMPARE(drive->sizeBytes(), 4 * MiB);
    QCOMPARE(drive->logicalSectorBytes(), 4096);
    QVERIFY(drive->descriptor() >= 0);
    QVERIFY(drive->directDescriptor() >= 0);
    QCOMPARE(drive->identity().sizeBytes, 4 * MiB);
    // O_EXCL: while one writer holds the drive, nobody else gets it for writing.
    const Result<DestinationDrive> second
        = DestinationDrive::open(loop.devicePath(), gate, WipeCommand);
    QVERIFY(!second);
    QVERIFY2(second.error().userMessage().contains(loop.devicePath()),
             qPrintable(second.error().userMessage()));
    // What it writes lands on the device.
    const QByteArray bytes(4096, 'C');
    QCOMPARE(::pwrite(drive->descriptor(), bytes.constData(), bytes.size(), 8192),
             qint64(bytes.size()));
    QVERIFY(drive->flush());
    QCOMPARE(readFile(folder.path() + u"/drive.img"_s).mid(8192, 4096), bytes);
}

void TestDestinationDrive::whatIsNotAWholeDriveIsRefused()
{
    QTemporaryDir folder;
    const WriteGate gate;
    const QString file = folder.path() + u"/plain.img"_s;
    QVERIFY(writeFile(file, QByteArray(4096, 0)));
    QVERIFY(refusalOf(gate, file).contains(u"not a block device"_s));
    QVERIFY(refusalOf(gate, folder.path() + u"/missing"_s).contains(u"does not exist"_s));

    LoopDevice loop;
    const QString partition = attachPartitioned(loop, folder.path());
    QVERIFY2(!partition.isEmpty(), qPrintable(loop.errorString()));
    const QString refusal = refusalOf(gate, partition);
    QVERIFY2(refusal.contains(u"partition"_s) && refusal.contains(loop.devicePath()),
             qPrintable(refusal));
    QVERIFY(!DestinationDrive::open(partition, gate, WipeCommand));
}

void TestDestinationDrive::aReadOnlyDriveIsRefused()
{
    QTemporaryDir folder;
    LoopDevice loop;
    QVERIFY(attachBlank(loop, folder.path(), {u"--read-only"_s}));
    const QString refusal = refusalOf(WriteGate(), loop.devicePath());
    QVERIFY2(refusal.contains(u"read-only"_s), qPrintable(refusal));
}

void TestDestinationDrive::aMountedDriveIsRefused()
{
    QTemporaryDir folder;
    LoopDevice loop;
    const QString partition = attachPartitioned(loop, folder.path());
    QVERIFY2(!partition.isEmpty(), qPrintable(loop.errorString()));
    QCOMPARE(runProcess(u"mkfs.ext4"_s, {u"-q"_s, u"-F"_s, partition}).exitCode, 0);
    const QString mountPoint = folder.path() + u"/mnt"_s;
    QVERIFY(QDir().mkpath(mountPoint));
    QCOMPARE(runProcess(u"mount"_s, {partition, mountPoint}).exitCode, 0);
    const auto unmount = qScopeGuard([&] { runProcess(u"umount"_s, {mountPoint}); });
    const WriteGate gate;
    const QString refusal = refusalOf(gate, loop.devicePath());
    QVERIFY2(refusal.contains(u"mounted"_s) && refusal.contains(mountPoint), qPrintable(refusal));
    QVERIFY(!DestinationDrive::open(loop.devicePath(), gate, WipeCommand));
}

void TestDestinationDrive::aSwapDriveIsRefused()
{
    QTemporaryDir folder;
    LoopDevice loop;
    QVERIFY(attachBlank(loop, folder.path()));
    QCOMPARE(runProcess(u"mkswap"_s, {loop.devicePath()}).exitCode, 0);
    if (runProcess(u"swapon"_s, {loop.devicePath()}).exitCode != 0)
        QSKIP("swapon is not allowed here");
    const auto swapOff = qScopeGuard([&] { runProcess(u"swapoff"_s, {loop.devicePath()}); });
    const QString refusal = refusalOf(WriteGate(), loop.devicePath());
    QVERIFY2(refusal.contains(u"swap"_s), qPrintable(refusal));
}

void TestDestinationDrive::aDriveWithAStackedDeviceIsRefused()
{
    if (!QFileInfo(u"/usr/sbin/dmsetup"_s).isExecutable()
        && !QFileInfo(u"/sbin/dmsetup"_s).isExecutable())
        QSKIP("dmsetup is not installed");
    QTemporaryDir folder;
    LoopDevice loop;
    QVERIFY(attachBlank(loop, folder.path()));
    const QString name = u"custody-destination-%1"_s.arg(QCoreApplication::applicationPid());
    if (runProcess(u"dmsetup"_s, {u"create"_s, name, u"--table"_s,
                                  u"0 %1 linear %2 0"_s.arg(4 * MiB / 512).arg(loop.devicePath())})
            .exitCode
        != 0)
        QSKIP("this kernel has no device-mapper");
    const auto remove = qScopeGuard([&] {
        runProcess(u"dmsetup"_s, {u"remove"_s, u"--retry"_s, name});
    });
    const QString refusal = refusalOf(WriteGate(), loop.devicePath());
    QVERIFY2(refusal.contains(u"stacked"_s), qPrintable(refusal));
}

void TestDestinationDrive::theSourceAndWhatItStandsOnAreRefused()
{
    QTemporaryDir folder;
    // The source itself.
    LoopDevice source;
    QVERIFY(attachBlank(source, folder.path()));
    WriteGate gate;
    gate.protectSource(source.devicePath());
    QVERIFY(refusalOf(gate, source.devicePath()).contains(u"the source"_s));
    QVERIFY(!DestinationDrive::open(source.devicePath(), gate, WipeCommand));

    // The source is a partition of the drive.
    LoopDevice disk;
    const QString partition = attachPartitioned(disk, folder.path());
    QVERIFY2(!partition.isEmpty(), qPrintable(disk.errorString()));
    WriteGate partitionGate;
    partitionGate.protectSource(partition);
    const QString refusal = refusalOf(partitionGate, disk.devicePath());
    QVERIFY2(refusal.contains(partition) && refusal.contains(u"the source"_s), qPrintable(refusal));

    // The source is the file behind the drive (a restore of an image onto its own loop device).
    const QString image = folder.path() + u"/image.dd"_s;
    QVERIFY(writeFile(image, QByteArray(4 * MiB, 'I')));
    LoopDevice overImage;
    QVERIFY(overImage.attach(image, {}));
    WriteGate imageGate;
    imageGate.protectSource(image);
    const QString imageRefusal = refusalOf(imageGate, overImage.devicePath());
    QVERIFY2(imageRefusal.contains(u"image.dd"_s), qPrintable(imageRefusal));
    QCOMPARE(readFile(image), QByteArray(4 * MiB, 'I'));

    // Another drive is allowed with the same gate.
    LoopDevice other;
    QTemporaryDir otherFolder;
    QVERIFY(attachBlank(other, otherFolder.path()));
    QCOMPARE(refusalOf(gate, other.devicePath()), QString());
}

QTEST_GUILESS_MAIN(TestDestinationDrive)
#include "tst_destinationdrive.moc"

// The lock an acquisition takes on its source, by the whole disk's number, is the lock of a drive
// being written: another process's acquisition of a partition keeps the drive from being opened
// for writing, and a drive being written is not acquired, with the holder named both ways.
void TestDestinationDrive::aDriveIsNeverWrittenWhileItIsAcquired()
{
    QTemporaryDir folder;
    LoopDevice disk;
    const QString partition = attachPartitioned(disk, folder.path());
    QVERIFY2(!partition.isEmpty(), qPrintable(disk.errorString()));
    const QByteArray before = readFile(folder.path() + u"/partitioned.img"_s);
    const WriteGate gate; // protects nothing: only the lock stands in the way
    {
        const QString acquiring = u"custody-cli acquire %1 evidence"_s.arg(partition);
        Result<std::unique_ptr<AcquisitionLock>> source = AcquisitionLock::take(
            AcquisitionLock::sourceLockPath(partition), u"the source"_s, acquiring);
        QVERIFY2(source, qPrintable(source ? QString() : source.error().userMessage()));
        const Result<DestinationDrive> refused
            = DestinationDrive::open(disk.devicePath(), gate, WipeCommand);
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, Error::Code::AcquisitionBusy);
        QVERIFY2(refused.error().userMessage().contains(acquiring),
                 qPrintable(refused.error().userMessage()));
    }
    QCOMPARE(readFile(folder.path() + u"/partitioned.img"_s), before);

    {
        Result<DestinationDrive> drive
            = DestinationDrive::open(disk.devicePath(), gate, WipeCommand);
        QVERIFY2(drive, qPrintable(drive ? QString() : drive.error().userMessage()));
        for (const QString &source : {disk.devicePath(), partition}) {
            AcquisitionRequest request;
            request.sourcePath = source;
            request.basePath = folder.path() + u"/image-of-"_s + QFileInfo(source).fileName();
            request.commandLine = u"custody-cli acquire "_s + source;
            Acquisition acquisition(request);
            const Result<void> prepared = acquisition.prepare();
            QVERIFY(!prepared);
            QCOMPARE(prepared.error().code, Error::Code::AcquisitionBusy);
            QVERIFY2(prepared.error().userMessage().contains(WipeCommand),
                     qPrintable(prepared.error().userMessage()));
            QVERIFY(!QFileInfo::exists(request.basePath));
        }
    }
    // Released with the drive: the partition may be acquired again.
    const Result<std::unique_ptr<AcquisitionLock>> free = AcquisitionLock::take(
        AcquisitionLock::sourceLockPath(partition), u"the source"_s, u"custody-cli acquire"_s);
    QVERIFY2(free, qPrintable(free ? QString() : free.error().userMessage()));
}

// A clone's read-back reads the medium wherever the drive takes O_DIRECT, also where a read is
// not whole sectors: bytes changed on the medium behind a stale page cache are the ones read,
// and there is no cache to drop (so nothing that could fail to be dropped).
void TestDestinationDrive::theReadBackReadsTheMedium()
{
    QTemporaryDir folder;
    LoopDevice loop;
    QVERIFY(attachBlank(loop, folder.path()));
    const WriteGate gate;
    Result<DestinationDrive> drive = DestinationDrive::open(loop.devicePath(), gate, WipeCommand);
    QVERIFY2(drive, qPrintable(drive ? QString() : drive.error().userMessage()));
    QVERIFY(drive->directDescriptor() >= 0);
    // The device's page cache holds its first sectors as they are (zeros)…
    QByteArray cached(8192, 'x');
    QCOMPARE(::pread(drive->descriptor(), cached.data(), size_t(cached.size()), 0),
             qint64(cached.size()));
    QCOMPARE(cached, QByteArray(8192, '\0'));
    // …while the medium (the loop device's file) changes behind it.
    {
        QFile file(folder.path() + u"/drive.img"_s);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QCOMPARE(file.write(QByteArray(8192, 'M')), qint64(8192));
        QVERIFY(file.flush());
        QCOMPARE(::fsync(file.handle()), 0);
    }
    DriveRangeReader reader({drive->path(), drive->descriptor(), drive->directDescriptor(),
                             drive->logicalSectorBytes()},
                            4 * MiB);
    QByteArray read(100, 'x');
    QVERIFY(reader.readAt(1, std::as_writable_bytes(std::span(read.data(), 100))));
    QCOMPARE(read, QByteArray(100, 'M'));
    // What a read through the page cache gives: the premise of this test.
    QCOMPARE(::pread(drive->descriptor(), cached.data(), 100, 1), qint64(100));
    QCOMPARE(cached.left(100), QByteArray(100, '\0'));
    QVERIFY(!reader.evictCachedPages().error);
}
