// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loopdevice.h"
#include "mountedfilesystem.h"
#include "testprocess.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody::Test;
using namespace Qt::StringLiterals;

namespace {

const QString cli = QStringLiteral(CUSTODY_CLI_PATH);
constexpr qint64 MiB = 1024 * 1024;

QByteArray sha256Of(const QString &path)
{
    QFile file(path);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!file.open(QIODevice::ReadOnly) || !hash.addData(&file))
        return {};
    return hash.result().toHex();
}

bool fillRandom(const QString &path, qint64 size)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadWrite))
        return false;
    QByteArray bytes(size, Qt::Uninitialized);
    QRandomGenerator(21).fillRange(reinterpret_cast<quint32 *>(bytes.data()), size / 4);
    // Keep a partition table, if the file has one, in the first MiB.
    return file.seek(MiB) && file.write(bytes.mid(MiB)) == size - MiB;
}

// A device-mapper linear mapping over a whole device, removed again by the destructor.
class LinearMapping
{
public:
    ~LinearMapping()
    {
        if (!m_name.isEmpty())
            runProcess(u"dmsetup"_s, {u"remove"_s, u"--retry"_s, m_name});
    }
    static QString unavailableReason()
    {
        if (!QFileInfo(u"/usr/sbin/dmsetup"_s).isExecutable()
            && !QFileInfo(u"/sbin/dmsetup"_s).isExecutable())
            return u"dmsetup is not installed"_s;
        const ProcessResult version = runProcess(u"dmsetup"_s, {u"version"_s});
        if (version.exitCode != 0 || !version.standardOutput.contains("Driver version"))
            return u"this kernel has no device-mapper: "_s
                   + QString::fromLocal8Bit(version.standardError);
        return {};
    }
    bool create(const QString &device, qint64 bytes, QString *error)
    {
        const QString name = u"custody-test-%1"_s.arg(QCoreApplication::applicationPid());
        const ProcessResult created
            = runProcess(u"dmsetup"_s, {u"create"_s, name, u"--table"_s,
                                        u"0 %1 linear %2 0"_s.arg(bytes / 512).arg(device)});
        if (created.exitCode != 0) {
            *error = QString::fromLocal8Bit(created.describe());
            return false;
        }
        m_name = name;
        runProcess(u"udevadm"_s, {u"settle"_s});
        return true;
    }
    QString path() const { return u"/dev/mapper/"_s + m_name; }

private:
    QString m_name;
};

} // namespace

// Outputs pointed at what lies beneath the source: the file behind a loop device, a file system
// on a partition of it or on a device-mapper device over it. Refused with and without --force,
// and the source's bytes stay the same. Needs root (loop devices, mkfs, mount, dmsetup).
class TestSelfDestruction : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void loopDeviceOntoItsBackingFile_data();
    void loopDeviceOntoItsBackingFile();
    void diskOntoItsOwnPartition_data();
    void diskOntoItsOwnPartition();
    void deviceMapperStack_data();
    void deviceMapperStack();

private:
    // Runs the acquisition with and without --force; both must be refused, or both accepted, and
    // protectedFile (if given) keep its bytes.
    void expect(const QString &source, const QString &base, const QString &protectedFile,
                bool refused);
};

void TestSelfDestruction::initTestCase()
{
    if (const QString why = LoopDevice::unavailableReason(); !why.isEmpty())
        QSKIP(qPrintable(why));
}

void TestSelfDestruction::expect(const QString &source, const QString &base,
                                 const QString &protectedFile, bool refused)
{
    const QByteArray before = protectedFile.isEmpty() ? QByteArray() : sha256Of(protectedFile);
    QVERIFY(protectedFile.isEmpty() || !before.isEmpty());
    for (const bool force : {false, true}) {
        QStringList arguments{u"acquire"_s, source, base, u"--no-smart"_s};
        if (force)
            arguments << u"--force"_s;
        const ProcessResult run = runProcess(cli, arguments);
        if (refused) {
            QVERIFY2(run.exitCode == 2, run.describe());
            QVERIFY2(run.standardError.contains("Refused to write"), run.describe());
            QVERIFY2(run.standardError.contains("--force"), run.describe());
        } else {
            QVERIFY2(run.exitCode == 0, run.describe());
        }
        if (!protectedFile.isEmpty())
            QCOMPARE(sha256Of(protectedFile), before);
        if (base + u".dd"_s != protectedFile)
            QCOMPARE(QFile::exists(base + u".dd"_s), !refused);
    }
}

void TestSelfDestruction::loopDeviceOntoItsBackingFile_data()
{
    QTest::addColumn<bool>("readOnly");
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("refused");
    QTest::newRow("read-only loop, image named as its file") << true << u"evidence"_s << true;
    QTest::newRow("writable loop, image named as its file") << false << u"evidence"_s << true;
    // The control: the same folder, another name, is fine.
    QTest::newRow("beside its file, another name") << true << u"copy"_s << false;
}

// A read-only loop device over evidence.dd, acquired into "evidence": its image would be
// evidence.dd, the very file being imaged (with --force, it was zeroed before this was checked).
void TestSelfDestruction::loopDeviceOntoItsBackingFile()
{
    QFETCH(bool, readOnly);
    QFETCH(QString, name);
    QFETCH(bool, refused);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString backing = dir.filePath(u"evidence.dd"_s);
    QVERIFY(LoopDevice::createBackingFile(backing, 8 * MiB, LoopDevice::Layout::Blank));
    QVERIFY(fillRandom(backing, 8 * MiB));
    LoopDevice loop;
    QVERIFY2(loop.attach(backing, readOnly ? QStringList{u"--read-only"_s} : QStringList{}),
             qPrintable(loop.errorString()));
    expect(loop.devicePath(), dir.filePath(name), backing, refused);
}

void TestSelfDestruction::diskOntoItsOwnPartition_data()
{
    QTest::addColumn<bool>("acquirePartition");
    QTest::newRow("the disk, into a file system on its partition") << false;
    QTest::newRow("the partition, into its own file system") << true;
}

void TestSelfDestruction::diskOntoItsOwnPartition()
{
    QFETCH(bool, acquirePartition);
    if (const QString why = MountedFileSystem::unavailableReason(u"ext4"_s); !why.isEmpty())
        QSKIP(qPrintable(why));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString backing = dir.filePath(u"disk.img"_s);
    QVERIFY(LoopDevice::createBackingFile(backing, 64 * MiB, LoopDevice::Layout::OnePartition));
    LoopDevice loop;
    QVERIFY2(loop.attach(backing, {u"--partscan"_s}), qPrintable(loop.errorString()));
    const QString partition = loop.firstPartition();
    QVERIFY2(!partition.isEmpty(), qPrintable(loop.errorString()));
    QString error;
    QVERIFY2(MountedFileSystem::format(partition, u"ext4"_s, u"EVIDENCE"_s, &error),
             qPrintable(error));
    MountedFileSystem mounted;
    QVERIFY2(mounted.mount(partition, u"ext4"_s), qPrintable(mounted.errorString()));
    QFile note(mounted.mountPoint() + u"/note.txt"_s);
    QVERIFY(note.open(QIODevice::WriteOnly) && note.write("evidence on the partition\n") > 0);
    note.close();
    // The mounted file system writes its own journal meanwhile: what is checked is that no output
    // appears there.
    const QString source = acquirePartition ? partition : loop.devicePath();
    expect(source, mounted.mountPoint() + u"/img"_s, {}, true);
}

void TestSelfDestruction::deviceMapperStack_data()
{
    QTest::addColumn<bool>("acquireMapping");
    QTest::newRow("the loop device, into a file system on a mapping over it") << false;
    QTest::newRow("the mapping, onto the file behind the loop device under it") << true;
}

// A dm-linear device over a loop device (as LVM or LUKS would put one): the stack is followed down
// through the mapping's slaves in both directions.
void TestSelfDestruction::deviceMapperStack()
{
    QFETCH(bool, acquireMapping);
    if (const QString why = LinearMapping::unavailableReason(); !why.isEmpty())
        QSKIP(qPrintable(why));
    if (const QString why = MountedFileSystem::unavailableReason(u"ext4"_s); !why.isEmpty())
        QSKIP(qPrintable(why));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString backing = dir.filePath(u"lower.dd"_s);
    QVERIFY(LoopDevice::createBackingFile(backing, 32 * MiB, LoopDevice::Layout::Blank));
    LoopDevice loop;
    QVERIFY2(loop.attach(backing, {}), qPrintable(loop.errorString()));
    LinearMapping mapping;
    QString error;
    QVERIFY2(mapping.create(loop.devicePath(), 32 * MiB, &error), qPrintable(error));
    if (acquireMapping) {
        QVERIFY(fillRandom(backing, 32 * MiB));
        expect(mapping.path(), dir.filePath(u"lower"_s), backing, true);
        return;
    }
    QVERIFY2(MountedFileSystem::format(mapping.path(), u"ext4"_s, u"MAPPED"_s, &error),
             qPrintable(error));
    MountedFileSystem mounted;
    QVERIFY2(mounted.mount(mapping.path(), u"ext4"_s), qPrintable(mounted.errorString()));
    expect(loop.devicePath(), mounted.mountPoint() + u"/img"_s, {}, true);
}

QTEST_GUILESS_MAIN(TestSelfDestruction)
#include "tst_selfdestruction.moc"
