// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "badblockdevice.h"
#include "loopdevice.h"
#include "mountedfilesystem.h"
#include "queuerun.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace Custody::Test;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 MiB = 1024 * 1024;

// What the kernel says of the device's medium, as an administrator (or udev) can set it.
bool setRotational(const QString &devicePath, bool spins)
{
    QFile flag(u"/sys/block/"_s + QFileInfo(devicePath).fileName() + u"/queue/rotational"_s);
    return flag.open(QIODevice::WriteOnly) && flag.write(spins ? "1" : "0") == 1;
}

} // namespace

// custody-cli queue's automatic limit for the disks its jobs write: one job at a time on a
// spinning disk, as the kernel reports it, and none of its own on one that does not spin. The
// destination is a real file system on a loop device whose rotational flag the test sets.
class TestQueueDisks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aSpinningDiskTakesOneJobAtATime();
    void theStatusFileCountsUnreadableSectors();
    void aJobAcquiresOnlyTheDriveItExpects();
};

void TestQueueDisks::aSpinningDiskTakesOneJobAtATime()
{
    if (const QString reason = LoopDevice::unavailableReason(); !reason.isEmpty())
        QSKIP(qPrintable(reason));
    if (const QString reason = MountedFileSystem::unavailableReason(u"ext4"_s); !reason.isEmpty())
        QSKIP(qPrintable(reason));
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString backing = folder.filePath(u"disk.img"_s);
    QVERIFY(LoopDevice::createBackingFile(backing, 512 * MiB, LoopDevice::Layout::Blank));
    LoopDevice loop;
    QVERIFY2(loop.attach(backing, {}), qPrintable(loop.errorString()));
    QString error;
    QVERIFY2(MountedFileSystem::format(loop.devicePath(), u"ext4"_s, u"queue"_s, &error),
             qPrintable(error));
    MountedFileSystem destination;
    QVERIFY2(destination.mount(loop.devicePath(), u"ext4"_s),
             qPrintable(destination.errorString()));

    QByteArray jobs;
    for (int i = 1; i <= 2; ++i) {
        QVERIFY(writeFile(folder.filePath(u"source%1.bin"_s.arg(i)), randomBytes(48 * MiB, i)));
        jobs += "acquire source" + QByteArray::number(i) + ".bin "
                + destination.mountPoint().toUtf8() + "/spinning" + QByteArray::number(i)
                + " --no-smart --hash md5,sha256 --verify\n";
    }
    if (!setRotational(loop.devicePath(), true))
        QSKIP("the kernel's rotational flag of a loop device cannot be set here (/sys read-only)");
    const QueueRun spinning = runQueue(folder, jobs, {u"--jobs"_s, u"2"_s});
    QVERIFY2(spinning.result.exitCode == 0, spinning.result.describe());
    QVERIFY2(spinning.result.standardOutput.contains(
                 "One at a time on each spinning disk (1 of the jobs' disks spin)"),
             spinning.result.describe());
    QCOMPARE(spinning.mostJobsAtOnce, 1);

    // The same jobs once the disk says it does not spin: two at once, as --jobs allows.
    jobs.replace("/spinning", "/solid");
    QVERIFY(setRotational(loop.devicePath(), false));
    const QueueRun solid = runQueue(folder, jobs, {u"--jobs"_s, u"2"_s});
    QVERIFY2(solid.result.exitCode == 0, solid.result.describe());
    QVERIFY2(!solid.result.standardOutput.contains("spinning disk"), solid.result.describe());
    QCOMPARE(solid.mostJobsAtOnce, 2);
    QCOMPARE(solid.jobs().size(), 2);
    for (const QJsonObject &job : solid.jobs())
        QCOMPARE(job.value(u"verdict"_s).toString(), u"match"_s);
    QVERIFY(destination.unmount());
}

// A job reading a drive with unreadable sectors: the status file a dashboard reads gives their
// number, as the job's record counts them.
void TestQueueDisks::theStatusFileCountsUnreadableSectors()
{
    QString why;
    if (!BadBlockDevice::isAvailable(&why))
        QSKIP(qPrintable(why));
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString backing = folder.filePath(u"backing.raw"_s);
    QVERIFY(writeFile(backing, randomBytes(8 * MiB, 81)));
    // Eight sectors at 1 MiB and one at 5 MiB.
    BadBlockDevice drive(backing, {{1 * MiB, 4096}, {5 * MiB, 512}});
    QVERIFY2(drive.start(), qPrintable(drive.errorString()));
    const QByteArray jobs
        = "acquire " + drive.devicePath().toUtf8() + " bad --no-smart --hash md5\n";
    const QueueRun run = runQueue(folder, jobs, {u"--jobs"_s, u"1"_s});
    QVERIFY2(run.result.exitCode != 2, run.result.describe());
    QCOMPARE(run.jobs().size(), 1);
    const QJsonObject job = run.jobs().constFirst();
    QCOMPARE(job.value(u"badSectors"_s).toInteger(), 9);
    const QJsonObject record
        = QJsonDocument::fromJson(readFile(folder.filePath(u"bad.json"_s))).object();
    QCOMPARE(record[u"result"_s][u"bytesUnreadable"_s].toInteger(), 9 * 512);
}

// A queue file's job names the drive it expects (--expect-drive SERIAL:BYTES, as custody-cli
// devices shows it): another drive at that path (here a loop device of another size or serial) is
// refused before anything is written; the drive expected is acquired.
void TestQueueDisks::aJobAcquiresOnlyTheDriveItExpects()
{
    if (const QString reason = LoopDevice::unavailableReason(); !reason.isEmpty())
        QSKIP(qPrintable(reason));
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString backing = folder.filePath(u"drive.img"_s);
    QVERIFY(writeFile(backing, randomBytes(2 * MiB, 83)));
    LoopDevice loop;
    QVERIFY2(loop.attach(backing, {u"--read-only"_s}), qPrintable(loop.errorString()));
    const QByteArray device = loop.devicePath().toUtf8();
    const QByteArray size = QByteArray::number(2 * MiB);
    // A loop device has no serial number: nothing before the ':'.
    const QByteArray jobs
        = "acquire " + device
          + " larger --no-smart --expect-drive :" + QByteArray::number(2 * MiB + 512) + "\n"
          + "acquire " + device + " serial --no-smart --expect-drive 'WD-WX1:" + size + "'\n"
          + "acquire " + device + " expected --no-smart --expect-drive :" + size + "\n";
    const QueueRun run = runQueue(folder, jobs, {u"--jobs"_s, u"1"_s});
    QCOMPARE(run.result.exitCode, 1); // a job failed
    const QList<QJsonObject> states = run.jobs();
    QCOMPARE(states.size(), 3);
    QCOMPARE(states.at(0).value(u"state"_s).toString(), u"failed"_s);
    QCOMPARE(states.at(1).value(u"state"_s).toString(), u"failed"_s);
    QCOMPARE(states.at(2).value(u"state"_s).toString(), u"succeeded"_s);
    const QByteArray said = run.result.standardOutput + run.result.standardError;
    QVERIFY2(said.contains("it reports no serial number and 2097152 bytes, but the drive chosen "
                           "has no serial number and 2097664 bytes")
                 && said.contains("the drive chosen has the serial number \"WD-WX1\""),
             said);
    for (const QString &refused : {u"larger"_s, u"serial"_s})
        QCOMPARE(QDir(folder.path()).entryList({refused + u"*"_s}, QDir::AllEntries | QDir::Hidden),
                 QStringList());
    QCOMPARE(readFile(folder.filePath(u"expected.dd"_s)), readFile(backing));
}

QTEST_GUILESS_MAIN(TestQueueDisks)
#include "tst_queuedisks.moc"
