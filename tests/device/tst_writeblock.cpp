// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/writeblock.h"
#include "loopdevice.h"

#include <cerrno>
#include <thread>

#include <fcntl.h>
#include <linux/capability.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using Custody::Test::LoopDevice;

namespace {

constexpr qint64 backingBytes = 8 << 20;

// errno of a one-sector write at offset 0 through a fresh O_WRONLY descriptor (what `dd of=`
// does), 0 when it succeeds. The sector written is the one read, so the content never changes.
int writeErrno(const QString &devicePath)
{
    QByteArray sector(512, '\0');
    const int reader = ::open(QFile::encodeName(devicePath).constData(), O_RDONLY | O_CLOEXEC);
    if (reader < 0)
        return errno;
    const bool read = ::pread(reader, sector.data(), sector.size(), 0) == sector.size();
    ::close(reader);
    if (!read)
        return EIO;
    const int writer = ::open(QFile::encodeName(devicePath).constData(), O_WRONLY | O_CLOEXEC);
    if (writer < 0)
        return errno;
    const ssize_t written = ::pwrite(writer, sector.constData(), sector.size(), 0);
    const int writeError = written < 0 ? errno : 0;
    ::close(writer);
    return writeError;
}

// The write-block leaves writes failing the way the block layer refuses them.
bool isRefused(int error)
{
    return error == EPERM || error == EROFS || error == EACCES;
}

bool setFlag(const QString &devicePath, int readOnly)
{
    const int descriptor = ::open(QFile::encodeName(devicePath).constData(), O_RDONLY | O_CLOEXEC);
    if (descriptor < 0)
        return false;
    const bool set = ::ioctl(descriptor, BLKROSET, &readOnly) == 0;
    ::close(descriptor);
    return set;
}

// Runs setReadOnly() on a thread without CAP_SYS_ADMIN in its effective set: capabilities belong
// to threads, so this is root without the privilege BLKROSET checks, i.e. an unprivileged user
// who may open the device (the 'disk' group).
Result<ReadOnlyState> setReadOnlyWithoutSysAdmin(const QString &devicePath)
{
    std::optional<Result<ReadOnlyState>> result;
    std::thread thread([&] {
        __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
        __user_cap_data_struct data[_LINUX_CAPABILITY_U32S_3] = {};
        if (::syscall(SYS_capget, &header, data) == 0) {
            data[CAP_TO_INDEX(CAP_SYS_ADMIN)].effective &= ~CAP_TO_MASK(CAP_SYS_ADMIN);
            (void)::syscall(SYS_capset, &header, data);
        }
        result = setReadOnly(devicePath);
    });
    thread.join();
    return *result;
}

} // namespace

Q_DECLARE_METATYPE(Custody::Test::LoopDevice::Layout)

// Software write-block (BLKROSET) on real loop devices: writes fail while it is set and work
// again after the undo. Root only, except the checks of what happens without privilege.
class TestWriteBlock : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void blocksWritesAndUndoes_data();
    void blocksWritesAndUndoes();
    void leavesEarlierFlagsAsTheyWere();
    void withoutSysAdminSaysSo();
    void refusesWhatIsNoBlockDevice_data();
    void refusesWhatIsNoBlockDevice();

private:
    QTemporaryDir m_directory;
};

void TestWriteBlock::initTestCase()
{
    QVERIFY(m_directory.isValid());
}

void TestWriteBlock::blocksWritesAndUndoes_data()
{
    QTest::addColumn<LoopDevice::Layout>("layout");
    QTest::newRow("disk without partitions") << LoopDevice::Layout::Blank;
    QTest::newRow("disk and its partition") << LoopDevice::Layout::OnePartition;
}

void TestWriteBlock::blocksWritesAndUndoes()
{
    QFETCH(LoopDevice::Layout, layout);
    if (const QString reason = LoopDevice::unavailableReason(); !reason.isEmpty())
        QSKIP(qPrintable(reason));
    const QString backing = m_directory.filePath(QStringLiteral("writable.img"));
    QVERIFY(LoopDevice::createBackingFile(backing, backingBytes, layout));
    LoopDevice loop;
    QVERIFY2(loop.attach(backing, {QStringLiteral("--partscan")}), qPrintable(loop.errorString()));
    QStringList nodes{loop.devicePath()};
    if (layout == LoopDevice::Layout::OnePartition) {
        nodes << loop.firstPartition();
        QVERIFY2(!nodes.last().isEmpty(), qPrintable(loop.errorString()));
    }
    for (const QString &node : nodes)
        QVERIFY2(writeErrno(node) == 0, qPrintable(node));

    const Result<ReadOnlyState> previous = setReadOnly(loop.devicePath());
    QVERIFY2(previous, previous ? "" : qPrintable(previous.error().userMessage()));
    QCOMPARE(previous->flags.size(), nodes.size());
    for (qsizetype i = 0; i < nodes.size(); ++i)
        QCOMPARE(previous->flags.at(i), (ReadOnlyFlag{nodes.at(i), WriteProtection::Writable}));
    const Result<ReadOnlyState> blocked = readOnlyState(loop.devicePath());
    QVERIFY(blocked);
    QVERIFY(blocked->isReadOnly());
    for (const QString &node : nodes) {
        const int error = writeErrno(node);
        QVERIFY2(isRefused(error), qPrintable(node + QStringLiteral(": errno %1").arg(error)));
    }

    const Result<void> restored = restoreReadOnly(*previous);
    QVERIFY2(restored, restored ? "" : qPrintable(restored.error().userMessage()));
    const Result<ReadOnlyState> after = readOnlyState(loop.devicePath());
    QVERIFY(after);
    QCOMPARE(*after, *previous);
    for (const QString &node : nodes)
        QVERIFY2(writeErrno(node) == 0, qPrintable(node));
}

// A loop device attached read-only, and a partition someone made read-only by hand, are
// read-only again after the undo; only what setReadOnly() changed is cleared.
void TestWriteBlock::leavesEarlierFlagsAsTheyWere()
{
    if (const QString reason = LoopDevice::unavailableReason(); !reason.isEmpty())
        QSKIP(qPrintable(reason));
    const QString backing = m_directory.filePath(QStringLiteral("mixed.img"));
    QVERIFY(LoopDevice::createBackingFile(backing, backingBytes, LoopDevice::Layout::OnePartition));
    LoopDevice loop;
    QVERIFY2(loop.attach(backing, {QStringLiteral("--partscan")}), qPrintable(loop.errorString()));
    const QString partition = loop.firstPartition();
    QVERIFY2(!partition.isEmpty(), qPrintable(loop.errorString()));
    QVERIFY(setFlag(partition, 1));

    const Result<ReadOnlyState> previous = setReadOnly(loop.devicePath());
    QVERIFY2(previous, previous ? "" : qPrintable(previous.error().userMessage()));
    const ReadOnlyState expected{
        {{loop.devicePath(), WriteProtection::Writable}, {partition, WriteProtection::ReadOnly}}};
    QCOMPARE(*previous, expected);
    QVERIFY(restoreReadOnly(*previous));
    QCOMPARE(*readOnlyState(loop.devicePath()), expected);
    QVERIFY(isRefused(writeErrno(partition)));
    QCOMPARE(writeErrno(loop.devicePath()), 0);

    LoopDevice readOnlyLoop;
    QVERIFY2(readOnlyLoop.attach(backing, {QStringLiteral("--read-only")}),
             qPrintable(readOnlyLoop.errorString()));
    const Result<ReadOnlyState> alreadyBlocked = setReadOnly(readOnlyLoop.devicePath());
    QVERIFY(alreadyBlocked);
    QVERIFY(alreadyBlocked->isReadOnly());
    QVERIFY(restoreReadOnly(*alreadyBlocked));
    QVERIFY(readOnlyState(readOnlyLoop.devicePath())->isReadOnly());
}

void TestWriteBlock::withoutSysAdminSaysSo()
{
    if (const QString reason = LoopDevice::unavailableReason(); !reason.isEmpty())
        QSKIP(qPrintable(reason));
    const QString backing = m_directory.filePath(QStringLiteral("unprivileged.img"));
    QVERIFY(LoopDevice::createBackingFile(backing, backingBytes, LoopDevice::Layout::Blank));
    LoopDevice loop;
    QVERIFY2(loop.attach(backing, {}), qPrintable(loop.errorString()));

    const Result<ReadOnlyState> refused = setReadOnlyWithoutSysAdmin(loop.devicePath());
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, Error::Code::WriteBlockFailed);
    QVERIFY2(refused.error().sysErrno == EACCES || refused.error().sysErrno == EPERM,
             qPrintable(refused.error().errnoText()));
    QCOMPARE(refused.error().path, loop.devicePath());
    QVERIFY(refused.error().detail.contains(QLatin1String("BLKROSET")));
    QVERIFY2(refused.error().userMessage().contains(QLatin1String("CAP_SYS_ADMIN")),
             qPrintable(refused.error().userMessage()));
    QVERIFY(!readOnlyState(loop.devicePath())->isReadOnly());
    QCOMPARE(writeErrno(loop.devicePath()), 0);
}

void TestWriteBlock::refusesWhatIsNoBlockDevice_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("sysErrno");
    const QString file = m_directory.filePath(QStringLiteral("regular-file"));
    QFile created(file);
    QVERIFY(created.open(QIODevice::WriteOnly));
    QTest::newRow("regular file") << file << ENOTBLK;
    QTest::newRow("missing") << m_directory.filePath(QStringLiteral("missing")) << ENOENT;
}

void TestWriteBlock::refusesWhatIsNoBlockDevice()
{
    QFETCH(QString, path);
    QFETCH(int, sysErrno);
    const Result<ReadOnlyState> refused = setReadOnly(path);
    QVERIFY(!refused);
    QCOMPARE(refused.error().code, Error::Code::WriteBlockFailed);
    QCOMPARE(refused.error().sysErrno, sysErrno);
    QCOMPARE(refused.error().path, path);
    QVERIFY(refused.error().userMessage().contains(path));
}

QTEST_GUILESS_MAIN(TestWriteBlock)
#include "tst_writeblock.moc"
