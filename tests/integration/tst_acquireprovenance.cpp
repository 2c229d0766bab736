// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/writeblock.h"
#include "loopdevice.h"
#include "testprocess.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;

// `custody-cli acquire --write-block --verify-source` of a real loop device, then
// `custody-cli report --text` of its record: what the record says about the source besides its
// bytes (write-block, source re-read, SMART, mounts, identity) and that the report shows it.
// Needs root (losetup, BLKROSET).
class TestAcquireProvenance : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void recordsAndReportsTheSource();
    void readBackReadsTheMedium();
    void neverWriteBlocksASystemDisk();
};

namespace {

const QString cli = QStringLiteral(CUSTODY_CLI_PATH);

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Sectors the kernel has read from a block device since boot (/sys/block/NAME/stat, field 3).
qint64 sectorsRead(const QString &devicePath)
{
    const QString name = QFileInfo(devicePath).fileName();
    const QList<QByteArray> fields
        = readFile(QStringLiteral("/sys/block/%1/stat").arg(name)).simplified().split(' ');
    return fields.size() > 2 ? fields[2].toLongLong() : -1;
}

} // namespace

void TestAcquireProvenance::initTestCase()
{
    if (const QString why = LoopDevice::unavailableReason(); !why.isEmpty())
        QSKIP(qPrintable(why));
}

void TestAcquireProvenance::recordsAndReportsTheSource()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString backing = dir.filePath(QStringLiteral("evidence.img"));
    QByteArray content(4 * 1024 * 1024, Qt::Uninitialized);
    QRandomGenerator(11).fillRange(reinterpret_cast<quint32 *>(content.data()),
                                   size_t(content.size() / 4));
    {
        QFile file(backing);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(content), content.size());
    }
    LoopDevice loop;
    QVERIFY2(loop.attach(backing, {}), qPrintable(loop.errorString()));

    const QString base = dir.filePath(QStringLiteral("out/disk"));
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("out"))));
    const ProcessResult acquired
        = runProcess(cli, {QStringLiteral("acquire"), loop.devicePath(), base,
                           QStringLiteral("--write-block"), QStringLiteral("--verify-source"),
                           QStringLiteral("--hash"), QStringLiteral("md5,sha256"),
                           QStringLiteral("--case-number"), QStringLiteral("2026-PROV")});
    QVERIFY2(acquired.exitCode == 0, acquired.describe().constData());

    // The write-block was lifted again.
    const Result<ReadOnlyState> after = readOnlyState(loop.devicePath());
    QVERIFY2(after, qPrintable(after ? QString() : after.error().userMessage()));
    QVERIFY(!after->flags.isEmpty());
    QCOMPARE(after->flags.first().writeProtection, WriteProtection::Writable);

    const QJsonObject record
        = QJsonDocument::fromJson(readFile(base + QStringLiteral(".json"))).object();
    QVERIFY(!record.isEmpty());
    const QJsonObject writeBlock = record[QLatin1String("writeBlock")].toObject();
    QCOMPARE(writeBlock[QLatin1String("requested")].toBool(), true);
    QCOMPARE(writeBlock[QLatin1String("set")].toBool(), true);
    QCOMPARE(writeBlock[QLatin1String("verified")].toBool(), true);

    const QJsonArray hashes = record[QLatin1String("hashes")].toArray();
    const QJsonObject reread
        = record[QLatin1String("verification")][QLatin1String("sourceReread")].toObject();
    const QJsonArray source = reread[QLatin1String("digests")].toArray();
    QCOMPARE(record[QLatin1String("verification")][QLatin1String("verdict")].toString(),
             QStringLiteral("match"));
    QCOMPARE(reread[QLatin1String("comparison")][QLatin1String("bytesCompared")].toInteger(),
             content.size());
    QCOMPARE(hashes.size(), 2);
    QCOMPARE(source.size(), 2);
    for (qsizetype index = 0; index < hashes.size(); ++index) {
        QCOMPARE(source[index][QLatin1String("algorithm")].toString(),
                 hashes[index][QLatin1String("algorithm")].toString());
        QCOMPARE(source[index][QLatin1String("digest")].toString(),
                 hashes[index][QLatin1String("digest")].toString());
    }
    QCOMPARE(
        hashes[1][QLatin1String("digest")].toString(),
        QString::fromLatin1(QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex()));

    // A loop device has no SMART: recorded as unavailable, with smartctl's reason.
    for (const char *when : {"atStart", "atEnd"}) {
        const QJsonObject smart = record[QLatin1String("smart")][QLatin1String(when)].toObject();
        QCOMPARE(smart[QLatin1String("assessment")].toString(), QStringLiteral("unavailable"));
        QVERIFY(!smart[QLatin1String("summary")].toString().isEmpty());
        QVERIFY(!smart[QLatin1String("reasons")].toArray().isEmpty());
        QVERIFY(!smart[QLatin1String("capturedAt")].toString().isEmpty());
    }
    QVERIFY(record[QLatin1String("mountedPartitions")].isArray());
    QCOMPARE(record[QLatin1String("mountedPartitions")].toArray(), QJsonArray());
    QCOMPARE(record[QLatin1String("source")][QLatin1String("bus")].toString(),
             QStringLiteral("loop"));

    const QString textPath = dir.filePath(QStringLiteral("out/report.txt"));
    const ProcessResult reported
        = runProcess(cli, {QStringLiteral("report"), base + QStringLiteral(".json"),
                           QStringLiteral("--text"), textPath});
    QVERIFY2(reported.exitCode == 0, reported.describe().constData());
    const QString text = QString::fromUtf8(readFile(textPath));
    const QString smartSummary
        = record[QLatin1String("smart")][QLatin1String("atStart")][QLatin1String("summary")]
              .toString();
    for (const QString &expected :
         {QStringLiteral("kernel read-only flag set and verified"),
          // smartctl's own message, quoted as its words.
          QStringLiteral("not available: smartctl says: \"%1\"").arg(smartSummary),
          QStringLiteral("2026-PROV"), source[1][QLatin1String("digest")].toString()})
        QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral("\n") + text));
    QVERIFY2(!text.contains(QLatin1String("NOT VERIFIED")), qPrintable(text));
}

// With --verify the image is read back from the disk it was written to, not from the page cache
// that still holds it: the destination's read counter rises by at least the image's size, and
// the record, the summary and the log say its pages were dropped first, and at what rate.
// A drive the workstation runs from (here: active swap) is never made read-only, whoever asks:
// that would stop the system. The acquisition refuses before anything is written.
void TestAcquireProvenance::neverWriteBlocksASystemDisk()
{
    QTemporaryDir dir;
    const QString backing = dir.filePath(QStringLiteral("swap.img"));
    QVERIFY(LoopDevice::createBackingFile(backing, 16 * 1024 * 1024, LoopDevice::Layout::Blank));
    LoopDevice loop;
    QVERIFY2(loop.attach(backing, {}), qPrintable(loop.errorString()));
    QCOMPARE(runProcess(QStringLiteral("mkswap"), {loop.devicePath()}).exitCode, 0);
    if (runProcess(QStringLiteral("swapon"), {loop.devicePath()}).exitCode != 0)
        QSKIP("swapon is not allowed here");
    const auto off
        = qScopeGuard([&] { runProcess(QStringLiteral("swapoff"), {loop.devicePath()}); });
    // Listed as a disk of this computer, as the GUI marks it.
    const ProcessResult listed = runProcess(cli, {QStringLiteral("devices")});
    QVERIFY2(listed.standardOutput.contains("a disk of this computer: it holds swap ("
                                            + loop.devicePath().toUtf8()),
             listed.describe().constData());
    const QString base = dir.filePath(QStringLiteral("swap-image"));
    const ProcessResult acquired = runProcess(
        cli, {QStringLiteral("acquire"), loop.devicePath(), base, QStringLiteral("--write-block")});
    QVERIFY2(acquired.exitCode != 0, acquired.describe().constData());
    QVERIFY2(
        acquired.standardError.contains("refused: it holds swap (" + loop.devicePath().toUtf8()),
        acquired.describe().constData());
    const Result<ReadOnlyState> after = readOnlyState(loop.devicePath());
    QVERIFY(after && !after->flags.isEmpty());
    QCOMPARE(after->flags.first().writeProtection, WriteProtection::Writable);
    QVERIFY(!QFileInfo::exists(base + QStringLiteral(".dd")));
}

void TestAcquireProvenance::readBackReadsTheMedium()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fileSystem = dir.filePath(QStringLiteral("destination.img"));
    QVERIFY(LoopDevice::createBackingFile(fileSystem, 96 * 1024 * 1024, LoopDevice::Layout::Blank));
    LoopDevice destination;
    QVERIFY2(destination.attach(fileSystem, {}), qPrintable(destination.errorString()));
    const ProcessResult made
        = runProcess(QStringLiteral("mkfs.ext4"),
                     {QStringLiteral("-q"), QStringLiteral("-F"), destination.devicePath()});
    QVERIFY2(made.exitCode == 0, made.describe().constData());
    const QString mountPoint = dir.filePath(QStringLiteral("destination"));
    QVERIFY(QDir().mkpath(mountPoint));
    const ProcessResult mounted
        = runProcess(QStringLiteral("mount"), {destination.devicePath(), mountPoint});
    QVERIFY2(mounted.exitCode == 0, mounted.describe().constData());
    const auto unmount = qScopeGuard([&] {
        runProcess(QStringLiteral("umount"), {QStringLiteral("-l"), mountPoint});
    });

    const qint64 imageBytes = 32 * 1024 * 1024;
    QByteArray content(imageBytes, Qt::Uninitialized);
    QRandomGenerator(12).fillRange(reinterpret_cast<quint32 *>(content.data()),
                                   size_t(content.size() / 4));
    const QString source = dir.filePath(QStringLiteral("evidence.img"));
    {
        QFile file(source);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(content), content.size());
    }
    const qint64 before = sectorsRead(destination.devicePath());
    QVERIFY(before >= 0);
    const QString base = mountPoint + QStringLiteral("/image");
    const ProcessResult acquired
        = runProcess(cli, {QStringLiteral("acquire"), source, base, QStringLiteral("--verify"),
                           QStringLiteral("--no-smart")});
    QVERIFY2(acquired.exitCode == 0, acquired.describe().constData());
    const qint64 readBytes = (sectorsRead(destination.devicePath()) - before) * 512;
    QVERIFY2(readBytes >= imageBytes,
             qPrintable(QStringLiteral("the destination read %1 bytes, the image has %2")
                            .arg(readBytes)
                            .arg(imageBytes)));
    QVERIFY2(acquired.standardOutput.contains(
                 "Read back through the file system after the image's pages"),
             acquired.describe().constData());

    const QJsonObject readBack = QJsonDocument::fromJson(readFile(base + QStringLiteral(".json")))
                                     .object()[QLatin1String("verification")]
                                     .toObject()[QLatin1String("imageReadBack")]
                                     .toObject();
    QCOMPARE(readBack[QLatin1String("cacheDropped")].toBool(), true);
    QCOMPARE(readBack[QLatin1String("pagesStillCached")].toInteger(), 0);
    QCOMPARE(readBack[QLatin1String("bytes")].toInteger(), imageBytes);
    QVERIFY(readBack[QLatin1String("seconds")].toDouble() > 0);
    QVERIFY(readFile(base + QStringLiteral(".txt"))
                .contains("Read back through the file system after the image's pages"));
}

QTEST_GUILESS_MAIN(TestAcquireProvenance)
#include "tst_acquireprovenance.moc"
