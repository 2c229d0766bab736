// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/systemdisks.h"
#include "loopdevice.h"
#include "mountedfilesystem.h"

#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::Literals::StringLiterals;

namespace {

bool run(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    return process.waitForFinished(60000) && process.exitStatus() == QProcess::NormalExit
           && process.exitCode() == 0;
}

// A loop device over a new blank file in dir.
bool attachBlank(LoopDevice &drive, const QTemporaryDir &dir, const QString &name, qint64 bytes)
{
    const QString image = dir.filePath(name);
    return LoopDevice::createBackingFile(image, bytes, LoopDevice::Layout::Blank)
           && drive.attach(image, {});
}

} // namespace

// Which drives the workstation runs from, on real loop devices: a file system mounted as the
// destination, active swap, and the disk under "/".
class TestSystemDisks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsTheSwapTable();
    void aDestinationFileSystemMarksItsDrive();
    void activeSwapMarksItsDrive();
    void theRootFileSystemMarksItsDrive();
};

void TestSystemDisks::readsTheSwapTable()
{
    QTemporaryDir dir;
    QFile swaps(dir.filePath(u"swaps"_s));
    QVERIFY(swaps.open(QIODevice::WriteOnly));
    swaps.write("Filename\t\t\t\tType\t\tSize\t\tUsed\t\tPriority\n"
                "/dev/dm-1                               partition\t8388604\t\t0\t\t-2\n"
                "/var/swap\\040file                       file\t\t1048572\t\t0\t\t-3\n");
    swaps.close();
    const SystemDisks disks(swaps.fileName());
    QCOMPARE(disks.swapAreas(), (QStringList{u"/dev/dm-1"_s, u"/var/swap file"_s}));
    // A drive that does not exist holds nothing of the system.
    QCOMPARE(disks.usesOf(u"/dev/custody-no-such-drive"_s, dir.path()), QStringList());
}

void TestSystemDisks::aDestinationFileSystemMarksItsDrive()
{
    if (const QString why = LoopDevice::unavailableReason(); !why.isEmpty())
        QSKIP(qPrintable(why));
    QTemporaryDir dir;
    LoopDevice drive;
    QVERIFY2(attachBlank(drive, dir, u"destination.img"_s, 32 * 1024 * 1024),
             qPrintable(drive.errorString()));
    QString error;
    QVERIFY2(MountedFileSystem::format(drive.devicePath(), u"ext4"_s, u"cases"_s, &error),
             qPrintable(error));
    MountedFileSystem fileSystem;
    QVERIFY2(fileSystem.mount(drive.devicePath(), u"ext4"_s), qPrintable(fileSystem.errorString()));
    const QString folder = fileSystem.mountPoint() + u"/case-17"_s;
    QVERIFY(QDir().mkpath(folder));

    const SystemDisks disks;
    QCOMPARE(disks.usesOf(drive.devicePath(), folder),
             QStringList{u"the destination folder %1"_s.arg(folder)});
    // Not the destination: nothing else of the system is on a fresh loop device.
    QCOMPARE(disks.usesOf(drive.devicePath(), dir.path()), QStringList());
    QVERIFY(!disks.usesOf(drive.devicePath(), {}).contains(u"the running system (/)"_s));
}

void TestSystemDisks::activeSwapMarksItsDrive()
{
    if (const QString why = LoopDevice::unavailableReason(); !why.isEmpty())
        QSKIP(qPrintable(why));
    QTemporaryDir dir;
    LoopDevice drive;
    QVERIFY2(attachBlank(drive, dir, u"swap.img"_s, 16 * 1024 * 1024),
             qPrintable(drive.errorString()));
    QVERIFY(run(u"mkswap"_s, {drive.devicePath()}));
    if (!run(u"swapon"_s, {drive.devicePath()}))
        QSKIP("swapon is not allowed here (a container without CAP_SYS_ADMIN on swap)");
    const auto off = qScopeGuard([&] { run(u"swapoff"_s, {drive.devicePath()}); });
    const SystemDisks disks;
    QVERIFY(disks.swapAreas().contains(drive.devicePath()));
    QCOMPARE(disks.usesOf(drive.devicePath()), QStringList{u"swap (%1)"_s.arg(drive.devicePath())});
}

void TestSystemDisks::theRootFileSystemMarksItsDrive()
{
    struct stat root = {};
    QCOMPARE(::stat("/", &root), 0);
    // The disk under "/": the whole disk of the root's partition, as sysfs names it.
    const QString device = QFile::symLinkTarget(
        u"/sys/dev/block/%1:%2"_s.arg(major(root.st_dev)).arg(minor(root.st_dev)));
    if (device.isEmpty())
        QSKIP("\"/\" is not on a block device here (a container's overlay, a network root)");
    QDir folder(device);
    if (QFile::exists(folder.filePath(u"partition"_s)))
        folder.cdUp();
    const QString disk = u"/dev/"_s + folder.dirName();
    const SystemDisks disks;
    QVERIFY2(disks.usesOf(disk).contains(u"the running system (/)"_s), qPrintable(disk));
    // And a drive that is not under "/" does not say so.
    if (const QString why = LoopDevice::unavailableReason(); why.isEmpty()) {
        QTemporaryDir dir;
        LoopDevice other;
        QVERIFY(attachBlank(other, dir, u"other.img"_s, 1024 * 1024));
        QCOMPARE(disks.usesOf(other.devicePath()), QStringList());
    }
}

QTEST_GUILESS_MAIN(TestSystemDisks)
#include "tst_systemdisks.moc"
