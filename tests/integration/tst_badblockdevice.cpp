// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <memory>

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include "badblockdevice.h"

using namespace Qt::StringLiterals;
using namespace std::chrono_literals;
using Custody::Extent;
using Custody::Test::BadBlockDevice;
using Custody::Test::BadBlockDeviceOptions;
using Custody::Test::ReadTrace;

namespace {

constexpr qint64 deviceBytes = 4 << 20;
constexpr qint64 mebibyte = 1 << 20;
const QList<Extent> badExtents = {
    {40960, 512},             // one sector
    {mebibyte, 64 << 10},     // 64 KiB
    {deviceBytes - 512, 512}, // the last sector
};

enum class Outcome { Data, IoError };
enum class Teardown { Destructor, Detach };

// Closes on scope exit, so a failing QVERIFY never leaves the loop device busy.
class FileDescriptor
{
public:
    explicit FileDescriptor(int fd)
        : m_fd(fd)
    {}
    ~FileDescriptor()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    FileDescriptor(const FileDescriptor &) = delete;
    FileDescriptor &operator=(const FileDescriptor &) = delete;
    int get() const { return m_fd; }
    bool isValid() const { return m_fd >= 0; }

private:
    int m_fd;
};

// O_DIRECT needs a buffer aligned to the logical sector size; 4096 covers both variants.
struct FreeDeleter
{
    void operator()(void *pointer) const { std::free(pointer); }
};
using AlignedBuffer = std::unique_ptr<char[], FreeDeleter>;

AlignedBuffer alignedBuffer(qint64 bytes)
{
    const qint64 roundedBytes = (bytes + 4095) / 4096 * 4096; // aligned_alloc requires it
    return AlignedBuffer(static_cast<char *>(std::aligned_alloc(4096, size_t(roundedBytes))));
}

QString openFlags(int flags)
{
    return (flags & O_ACCMODE) == O_WRONLY ? u"O_WRONLY"_s : u"O_RDWR"_s;
}

bool isMounted(const QString &mountPoint)
{
    QFile mounts(u"/proc/self/mounts"_s);
    return mounts.open(QIODevice::ReadOnly)
           && mounts.readAll().contains(' ' + QFile::encodeName(mountPoint) + ' ');
}

bool isLoopAttachedTo(const QString &devicePath, const QString &imagePath)
{
    QFile backing(u"/sys/block/%1/loop/backing_file"_s.arg(QFileInfo(devicePath).fileName()));
    return backing.open(QIODevice::ReadOnly)
           && backing.readAll().trimmed() == QFile::encodeName(imagePath);
}

} // namespace

Q_DECLARE_METATYPE(Custody::Extent)
Q_DECLARE_METATYPE(Outcome)
Q_DECLARE_METATYPE(Teardown)

class TestBadBlockDevice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void sizeIsExact_data();
    void sizeIsExact();
    void directReadHitsOnlyBadSectors_data();
    void directReadHitsOnlyBadSectors();
    void bufferedReadAcrossBadSectorFails_data();
    void bufferedReadAcrossBadSectorFails();
    void isReadOnly_data();
    void isReadOnly();
    void teardownRemovesLoopAndMount_data();
    void teardownRemovesLoopAndMount();
    void vanishedDeviceFailsEveryRead();
    void slowDeviceReadsCorrectly();
    void startFailureNamesTheCause_data();
    void startFailureNamesTheCause();

private:
    QTemporaryDir m_dir;
    QString m_backingPath;
    QByteArray m_content;
};

void TestBadBlockDevice::initTestCase()
{
    QString why;
    if (!BadBlockDevice::isAvailable(&why))
        QSKIP(qPrintable(why));
    QVERIFY(m_dir.isValid());
    m_content.resize(deviceBytes);
    QRandomGenerator(42).fillRange(reinterpret_cast<quint32 *>(m_content.data()),
                                   m_content.size() / sizeof(quint32));
    m_backingPath = m_dir.filePath(u"backing.img"_s);
    QFile backing(m_backingPath);
    QVERIFY(backing.open(QIODevice::WriteOnly));
    QCOMPARE(backing.write(m_content), deviceBytes);
}

void TestBadBlockDevice::sizeIsExact_data()
{
    QTest::addColumn<qint64>("sectorBytes");
    QTest::newRow("512") << qint64(512);
    QTest::newRow("4096") << qint64(4096);
}

void TestBadBlockDevice::sizeIsExact()
{
    QFETCH(qint64, sectorBytes);
    BadBlockDevice device(m_backingPath, badExtents, {.logicalSectorBytes = sectorBytes});
    QVERIFY2(device.start(), qPrintable(device.errorString()));
    QVERIFY(device.devicePath().startsWith(u"/dev/loop"_s));
    QCOMPARE(QFileInfo(device.imagePath()).size(), deviceBytes);

    const FileDescriptor fd(::open(QFile::encodeName(device.devicePath()), O_RDONLY | O_CLOEXEC));
    QVERIFY2(fd.isValid(), strerror(errno));
    quint64 sizeBytes = 0;
    int logicalSectorBytes = 0;
    QCOMPARE(::ioctl(fd.get(), BLKGETSIZE64, &sizeBytes), 0);
    QCOMPARE(::ioctl(fd.get(), BLKSSZGET, &logicalSectorBytes), 0);
    QCOMPARE(qint64(sizeBytes), deviceBytes);
    QCOMPARE(qint64(logicalSectorBytes), sectorBytes);
}

void TestBadBlockDevice::directReadHitsOnlyBadSectors_data()
{
    QTest::addColumn<qint64>("sectorBytes");
    QTest::addColumn<qint64>("offset");
    QTest::addColumn<Outcome>("outcome");

    const auto row = [](qint64 sectorBytes, const char *name, qint64 offset, Outcome outcome) {
        QTest::addRow("%lld: %s", sectorBytes, name) << sectorBytes << offset << outcome;
    };
    row(512, "first sector", 0, Outcome::Data);
    row(512, "before bad sector", 40960 - 512, Outcome::Data);
    row(512, "bad sector", 40960, Outcome::IoError);
    row(512, "after bad sector", 40960 + 512, Outcome::Data);
    row(512, "before bad 64 KiB", mebibyte - 512, Outcome::Data);
    row(512, "first of bad 64 KiB", mebibyte, Outcome::IoError);
    row(512, "last of bad 64 KiB", mebibyte + (64 << 10) - 512, Outcome::IoError);
    row(512, "after bad 64 KiB", mebibyte + (64 << 10), Outcome::Data);
    row(512, "before last sector", deviceBytes - 1024, Outcome::Data);
    row(512, "last sector", deviceBytes - 512, Outcome::IoError);
    // With 4096-byte sectors a bad 512-byte range spoils the whole logical sector around it.
    row(4096, "first sector", 0, Outcome::Data);
    row(4096, "before bad sector", 40960 - 4096, Outcome::Data);
    row(4096, "bad sector", 40960, Outcome::IoError);
    row(4096, "after bad sector", 40960 + 4096, Outcome::Data);
    row(4096, "before bad 64 KiB", mebibyte - 4096, Outcome::Data);
    row(4096, "first of bad 64 KiB", mebibyte, Outcome::IoError);
    row(4096, "last of bad 64 KiB", mebibyte + (64 << 10) - 4096, Outcome::IoError);
    row(4096, "after bad 64 KiB", mebibyte + (64 << 10), Outcome::Data);
    row(4096, "before last sector", deviceBytes - 8192, Outcome::Data);
    row(4096, "holding bad last 512 bytes", deviceBytes - 4096, Outcome::IoError);
}

// The point of BadBlockDevice: a one-sector O_DIRECT read reaches badblockfs as exactly that
// read (the trace proves it), so only sectors that overlap a bad extent are lost.
void TestBadBlockDevice::directReadHitsOnlyBadSectors()
{
    QFETCH(qint64, sectorBytes);
    QFETCH(qint64, offset);
    QFETCH(Outcome, outcome);
    BadBlockDevice device(m_backingPath, badExtents,
                          {.logicalSectorBytes = sectorBytes, .readTrace = ReadTrace::On});
    QVERIFY2(device.start(), qPrintable(device.errorString()));

    const FileDescriptor fd(
        ::open(QFile::encodeName(device.devicePath()), O_RDONLY | O_DIRECT | O_CLOEXEC));
    QVERIFY2(fd.isValid(), strerror(errno));
    const AlignedBuffer buffer = alignedBuffer(sectorBytes);
    const ssize_t count = ::pread(fd.get(), buffer.get(), size_t(sectorBytes), offset);
    const int error = errno;

    if (outcome == Outcome::Data) {
        QCOMPARE(count, ssize_t(sectorBytes));
        QCOMPARE(QByteArray(buffer.get(), sectorBytes), m_content.mid(offset, sectorBytes));
    } else {
        QCOMPARE(count, ssize_t(-1));
        QCOMPARE(error, EIO);
    }
    const QByteArray expectedTrace = "read " + QByteArray::number(offset) + ' '
                                     + QByteArray::number(sectorBytes)
                                     + (outcome == Outcome::Data ? " ok\n" : " EIO\n");
    QVERIFY2(
        device.log().contains(expectedTrace),
        qPrintable(u"badblockfs did not see \"%1\"; its log:\n%2"_s.arg(
            QString::fromLatin1(expectedTrace.trimmed()), QString::fromLocal8Bit(device.log()))));
}

void TestBadBlockDevice::bufferedReadAcrossBadSectorFails_data()
{
    sizeIsExact_data();
}

// Through the page cache the kernel reads ahead and then retries page by page, so read(2)
// returns the good prefix and then fails; it never returns data from or beyond the bad sector.
void TestBadBlockDevice::bufferedReadAcrossBadSectorFails()
{
    QFETCH(qint64, sectorBytes);
    BadBlockDevice device(m_backingPath, badExtents, {.logicalSectorBytes = sectorBytes});
    QVERIFY2(device.start(), qPrintable(device.errorString()));

    const FileDescriptor fd(::open(QFile::encodeName(device.devicePath()), O_RDONLY | O_CLOEXEC));
    QVERIFY2(fd.isValid(), strerror(errno));
    QByteArray data(mebibyte, '\0');
    qint64 totalBytes = 0;
    ssize_t count = 0;
    while ((count = ::read(fd.get(), data.data() + totalBytes, size_t(mebibyte - totalBytes))) > 0)
        totalBytes += count;
    const int error = errno;

    QCOMPARE(count, ssize_t(-1));
    QCOMPARE(error, EIO);
    QVERIFY2(totalBytes <= badExtents.first().offset, qPrintable(QString::number(totalBytes)));
    QCOMPARE(data.left(totalBytes), m_content.left(totalBytes));
}

void TestBadBlockDevice::isReadOnly_data()
{
    QTest::addColumn<int>("flags");
    QTest::newRow("O_WRONLY") << int(O_WRONLY);
    QTest::newRow("O_RDWR") << int(O_RDWR);
}

// Linux lets a read-only block device be opened for writing and refuses the write itself
// (EPERM, blkdev_write_iter), while the read-only FUSE mount refuses the open (EROFS).
void TestBadBlockDevice::isReadOnly()
{
    QFETCH(int, flags);
    BadBlockDevice device(m_backingPath, badExtents);
    QVERIFY2(device.start(), qPrintable(device.errorString()));
    {
        const FileDescriptor fd(::open(QFile::encodeName(device.devicePath()), O_RDONLY));
        QVERIFY2(fd.isValid(), strerror(errno));
        int readOnly = 0;
        QCOMPARE(::ioctl(fd.get(), BLKROGET, &readOnly), 0);
        QCOMPARE(readOnly, 1);
    }
    const AlignedBuffer zeros = alignedBuffer(4096);
    std::memset(zeros.get(), 0, 4096);
    for (const QString &path : {device.devicePath(), device.imagePath()}) {
        const FileDescriptor fd(::open(QFile::encodeName(path), flags | O_CLOEXEC));
        int error = errno;
        if (fd.isValid()) {
            QCOMPARE(::pwrite(fd.get(), zeros.get(), 4096, 0), ssize_t(-1));
            error = errno;
        }
        QVERIFY2(error == EPERM || error == EROFS || error == EACCES,
                 qPrintable(path + u" "_s + openFlags(flags) + u": "_s
                            + QString::fromLocal8Bit(strerror(error))));
    }
    QFile backing(m_backingPath);
    QVERIFY(backing.open(QIODevice::ReadOnly));
    QCOMPARE(backing.read(4096), m_content.left(4096));
}

void TestBadBlockDevice::teardownRemovesLoopAndMount_data()
{
    QTest::addColumn<Teardown>("teardown");
    QTest::newRow("destructor") << Teardown::Destructor;
    QTest::newRow("detach") << Teardown::Detach;
}

void TestBadBlockDevice::teardownRemovesLoopAndMount()
{
    QFETCH(Teardown, teardown);
    auto device = std::make_unique<BadBlockDevice>(m_backingPath, badExtents);
    QVERIFY2(device->start(), qPrintable(device->errorString()));
    const QString devicePath = device->devicePath();
    const QString imagePath = device->imagePath();
    const QString mountPoint = device->mountPoint();
    QVERIFY(isLoopAttachedTo(devicePath, imagePath));
    QVERIFY(isMounted(mountPoint));

    if (teardown == Teardown::Detach) {
        QVERIFY2(device->detach(), qPrintable(device->errorString()));
        QVERIFY(device->devicePath().isEmpty());
        QVERIFY2(device->detach(), qPrintable(device->errorString()));
    } else {
        device.reset();
    }
    QVERIFY(!isLoopAttachedTo(devicePath, imagePath));
    QVERIFY(!isMounted(mountPoint));
}

// A vanished medium: the capacity drops to 0, so reads end at once; a read that was already
// under way fails with EIO (the loop driver maps badblockfs's ENXIO to BLK_STS_IOERR).
void TestBadBlockDevice::vanishedDeviceFailsEveryRead()
{
    BadBlockDevice device(m_backingPath, badExtents, {.readTrace = ReadTrace::On});
    QVERIFY2(device.start(), qPrintable(device.errorString()));
    const FileDescriptor fd(
        ::open(QFile::encodeName(device.devicePath()), O_RDONLY | O_DIRECT | O_CLOEXEC));
    QVERIFY2(fd.isValid(), strerror(errno));
    const AlignedBuffer buffer = alignedBuffer(4096);
    quint64 capacity = 0;

    QVERIFY2(device.vanish(), qPrintable(device.errorString()));
    QCOMPARE(::ioctl(fd.get(), BLKGETSIZE64, &capacity), 0);
    QCOMPARE(capacity, quint64(0));
    QCOMPARE(::pread(fd.get(), buffer.get(), 4096, 0), ssize_t(0));

    QVERIFY2(device.reappear(), qPrintable(device.errorString()));
    QCOMPARE(::ioctl(fd.get(), BLKGETSIZE64, &capacity), 0);
    QCOMPARE(capacity, quint64(deviceBytes));
    QCOMPARE(::pread(fd.get(), buffer.get(), 4096, 0), ssize_t(4096));
    QCOMPARE(QByteArray(buffer.get(), 4096), m_content.left(4096));
}

// Only that the options are accepted and change no data: timing belongs in bench/.
void TestBadBlockDevice::slowDeviceReadsCorrectly()
{
    BadBlockDevice device(m_backingPath, badExtents,
                          {.badDelay = 20ms, .rateLimitMegabytesPerSecond = 50});
    QVERIFY2(device.start(), qPrintable(device.errorString()));
    const FileDescriptor fd(
        ::open(QFile::encodeName(device.devicePath()), O_RDONLY | O_DIRECT | O_CLOEXEC));
    QVERIFY2(fd.isValid(), strerror(errno));
    const AlignedBuffer buffer = alignedBuffer(mebibyte);

    QCOMPARE(::pread(fd.get(), buffer.get(), size_t(mebibyte), 2 * mebibyte), ssize_t(mebibyte));
    QCOMPARE(QByteArray(buffer.get(), mebibyte), m_content.mid(2 * mebibyte, mebibyte));
    QCOMPARE(::pread(fd.get(), buffer.get(), 512, 40960), ssize_t(-1));
    QCOMPARE(errno, EIO);
}

void TestBadBlockDevice::startFailureNamesTheCause_data()
{
    QTest::addColumn<QString>("backingName");
    QTest::addColumn<QList<Extent>>("extents");
    QTest::addColumn<qint64>("sectorBytes");
    QTest::addColumn<QString>("expectedError");

    QTest::newRow("missing backing file")
        << u"missing.img"_s << QList<Extent>{} << qint64(512) << u"does not exist"_s;
    QTest::newRow("bad extent past the end")
        << u"backing.img"_s << QList<Extent>{{deviceBytes, 512}} << qint64(512)
        << u"ends past the end"_s;
    QTest::newRow("invalid sector size")
        << u"backing.img"_s << QList<Extent>{} << qint64(1000) << u"losetup --read-only"_s;
}

void TestBadBlockDevice::startFailureNamesTheCause()
{
    QFETCH(QString, backingName);
    QFETCH(QList<Extent>, extents);
    QFETCH(qint64, sectorBytes);
    QFETCH(QString, expectedError);
    BadBlockDevice device(m_dir.filePath(backingName), extents,
                          {.logicalSectorBytes = sectorBytes});

    QVERIFY(!device.start());
    QVERIFY2(device.errorString().contains(expectedError), qPrintable(device.errorString()));
    QVERIFY(device.devicePath().isEmpty());
    QVERIFY(!isMounted(device.mountPoint()));
}

QTEST_GUILESS_MAIN(TestBadBlockDevice)
#include "tst_badblockdevice.moc"
