// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "badblockdevice.h"
#include "testprocess.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using Custody::Extent;
using namespace Custody::Test;

namespace {

const QString cli = QStringLiteral(CUSTODY_CLI_PATH);
constexpr qint64 MiB = 1024 * 1024;

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QByteArray randomBytes(qint64 sizeBytes, quint32 seed)
{
    QByteArray data(sizeBytes, Qt::Uninitialized);
    QRandomGenerator generator(seed);
    generator.fillRange(reinterpret_cast<quint32 *>(data.data()), size_t(sizeBytes / 4));
    return data;
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

} // namespace

// custody-cli on a real block device that returns real I/O errors: a FUSE file with
// unreadable ranges behind a read-only loop device (tests/support/badblockfs). Needs root.
class TestAcquireBadBlocks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void losesExactlyTheBadSectors_data();
    void losesExactlyTheBadSectors();
    void readsInFlightLeaveTheSameMap_data();
    void readsInFlightLeaveTheSameMap();
    void verifySourceGivesTheExactVerdict();
    void e01ListsTheUnreadableRanges();
    void refusesAnOutputOnTheSourceDevice();
};

void TestAcquireBadBlocks::initTestCase()
{
    QString why;
    if (!BadBlockDevice::isAvailable(&why))
        QSKIP(qPrintable(why));
}

void TestAcquireBadBlocks::losesExactlyTheBadSectors_data()
{
    QTest::addColumn<qint64>("sizeBytes");
    QTest::addColumn<qint64>("sectorBytes");
    QTest::addColumn<QList<Extent>>("bad");
    QTest::addColumn<QStringList>("options");
    const qint64 size = 8 * MiB;
    const QList<Extent> layout{
        {40960, 512}, {81920, 1536}, {MiB - 32768, 65536}, {size - 512, 512}};
    QTest::newRow("512-byte sectors, defaults") << size << qint64(512) << layout << QStringList{};
    // Through the page cache a failing read takes a whole readahead window with it: the
    // sector re-reads must still lose nothing but the bad sectors.
    QTest::newRow("512-byte sectors, buffered copy reads, 1 MiB blocks")
        << size << qint64(512) << layout
        << QStringList{QStringLiteral("--copy-reads"), QStringLiteral("buffered"),
                       QStringLiteral("--block-size"), QStringLiteral("1M")};
    QTest::newRow("512-byte sectors, rescue, 8 reads in flight")
        << size << qint64(512) << layout
        << QStringList{QStringLiteral("--preset"), QStringLiteral("rescue"),
                       QStringLiteral("--reads-in-flight"), QStringLiteral("8")};
    QTest::newRow("4Kn sectors") << size << qint64(4096)
                                 << QList<Extent>{{0, 4096}, {3 * MiB, 8192}, {size - 4096, 4096}}
                                 << QStringList{};
}

void TestAcquireBadBlocks::losesExactlyTheBadSectors()
{
    QFETCH(qint64, sizeBytes);
    QFETCH(qint64, sectorBytes);
    QFETCH(QList<Extent>, bad);
    QFETCH(QStringList, options);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray original = randomBytes(sizeBytes, 1234);
    const QString backing = dir.filePath(QStringLiteral("backing.raw"));
    QVERIFY(writeFile(backing, original));
    BadBlockDeviceOptions deviceOptions;
    deviceOptions.logicalSectorBytes = sectorBytes;
    BadBlockDevice device(backing, bad, deviceOptions);
    QVERIFY2(device.start(), qPrintable(device.errorString()));

    const QString base = dir.filePath(QStringLiteral("evidence"));
    const ProcessResult run
        = runProcess(cli, QStringList{QStringLiteral("acquire"), device.devicePath(), base,
                                      QStringLiteral("--json")}
                              + options);
    QVERIFY2(run.exitCode == 0, run.describe());

    // The image differs from the original in exactly the bad sectors, which are zero-filled.
    const QByteArray image = readFile(base + QStringLiteral(".dd"));
    QCOMPARE(image.size(), sizeBytes);
    QByteArray expected = original;
    qint64 badBytes = 0;
    for (const Extent &extent : bad) {
        QVERIFY(original.mid(extent.offset, extent.length) != QByteArray(extent.length, '\0'));
        expected.replace(extent.offset, extent.length, QByteArray(extent.length, '\0'));
        badBytes += extent.length;
    }
    QVERIFY2(image == expected, "the image differs from the source outside the bad sectors");

    const QJsonObject record = QJsonDocument::fromJson(run.standardOutput).object();
    const QJsonObject result = record[QStringLiteral("result")].toObject();
    QCOMPARE(result[QStringLiteral("status")].toString(), QStringLiteral("completed"));
    QCOMPARE(result[QStringLiteral("bytesUnreadable")].toInteger(), badBytes);
    QCOMPARE(result[QStringLiteral("badSectors")].toInteger(), badBytes / sectorBytes);
    QCOMPARE(record[QStringLiteral("source")][QStringLiteral("logicalSectorBytes")].toInt(),
             int(sectorBytes));
    QCOMPARE(record[QStringLiteral("source")][QStringLiteral("kind")].toString(),
             QStringLiteral("block device"));
    const QJsonArray ranges = result[QStringLiteral("badRanges")].toArray();
    QCOMPARE(ranges.size(), bad.size());
    for (qsizetype index = 0; index < bad.size(); ++index) {
        QCOMPARE(ranges[index][QStringLiteral("offset")].toInteger(), bad[index].offset);
        QCOMPARE(ranges[index][QStringLiteral("length")].toInteger(), bad[index].length);
    }

    // The reported hashes are those of the image file, and coreutils agrees with the sidecars.
    for (const QJsonValue &hash : record[QStringLiteral("hashes")].toArray()) {
        const QString algorithm = hash[QStringLiteral("algorithm")].toString();
        QCOMPARE(hash[QStringLiteral("digest")].toString(),
                 coreutilsDigest(algorithm, base + QStringLiteral(".dd")));
        const ProcessResult check = runProcess(
            algorithm + QStringLiteral("sum"),
            {QStringLiteral("--check"), QStringLiteral("evidence.") + algorithm}, dir.path());
        QVERIFY2(check.exitCode == 0, check.describe());
    }
    QVERIFY(device.detach());
}

void TestAcquireBadBlocks::readsInFlightLeaveTheSameMap_data()
{
    QTest::addColumn<QString>("preset");
    QTest::newRow("forensic") << QStringLiteral("forensic");
    QTest::newRow("rescue") << QStringLiteral("rescue");
}

// The same drive acquired with one block read at a time and with eight in flight: the same map
// (every area in the same state), the same image, and the record says how many were in flight.
void TestAcquireBadBlocks::readsInFlightLeaveTheSameMap()
{
    QFETCH(QString, preset);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const qint64 size = 8 * MiB;
    const QString backing = dir.filePath(QStringLiteral("backing.raw"));
    QVERIFY(writeFile(backing, randomBytes(size, 99)));
    const QList<Extent> bad{
        {4096, 512}, {300 * 1024, 8192}, {MiB + 65536, 131072}, {5 * MiB - 512, 1024}};
    BadBlockDevice device(backing, bad);
    QVERIFY2(device.start(), qPrintable(device.errorString()));

    QMap<QString, QByteArray> maps;
    QMap<QString, QByteArray> images;
    for (const QString &reads : {QStringLiteral("1"), QStringLiteral("8")}) {
        const QString base = dir.filePath(QStringLiteral("reads") + reads);
        const ProcessResult run = runProcess(
            cli, {QStringLiteral("acquire"), device.devicePath(), base, QStringLiteral("--json"),
                  QStringLiteral("--preset"), preset, QStringLiteral("--reads-in-flight"), reads});
        QVERIFY2(run.exitCode == 0, run.describe());
        const QJsonObject record = QJsonDocument::fromJson(run.standardOutput).object();
        const QJsonObject inFlight
            = record[QStringLiteral("result")][QStringLiteral("readsInFlight")].toObject();
        QCOMPARE(inFlight[QStringLiteral("setting")].toInt(), reads.toInt());
        const int most = inFlight[QStringLiteral("most")].toInt();
        if (reads == QStringLiteral("1"))
            QCOMPARE(most, 1);
        else
            QVERIFY2(most >= 2 && most <= 8, qPrintable(QString::number(most)));
        // The map's block lines; its comments say when it was written.
        QByteArray blocks;
        for (const QByteArray &line : readFile(base + QStringLiteral(".map")).split('\n')) {
            if (!line.startsWith('#'))
                blocks += line + '\n';
        }
        maps[reads] = blocks;
        images[reads] = readFile(base + QStringLiteral(".dd"));
    }
    QCOMPARE(maps[QStringLiteral("8")], maps[QStringLiteral("1")]);
    QVERIFY(images[QStringLiteral("8")] == images[QStringLiteral("1")]);
    QVERIFY(maps[QStringLiteral("1")].count('-') == bad.size());
    QVERIFY(device.detach());
}

// An E01 of a drive with bad sectors: ewfverify accepts it, ewfinfo lists every unreadable range
// in its acquisition errors, and ewfexport gives the raw image Custody writes of the same drive.
void TestAcquireBadBlocks::e01ListsTheUnreadableRanges()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const qint64 size = 6 * MiB;
    const QString backing = dir.filePath(QStringLiteral("backing.raw"));
    QByteArray original = randomBytes(size, 7);
    original.replace(0, 2 * MiB, QByteArray(2 * MiB, '\0')); // zeros compress: several kinds
    QVERIFY(writeFile(backing, original));
    const QList<Extent> bad{{40960, 512}, {3 * MiB, 4096}, {size - 1024, 1024}};
    BadBlockDevice device(backing, bad);
    QVERIFY2(device.start(), qPrintable(device.errorString()));

    const QString e01 = dir.filePath(QStringLiteral("evidence"));
    const ProcessResult acquired = runProcess(
        cli, {QStringLiteral("acquire"), device.devicePath(), e01, QStringLiteral("--format"),
              QStringLiteral("e01"), QStringLiteral("--segment-size"), QStringLiteral("2M")});
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    const QString raw = dir.filePath(QStringLiteral("raw"));
    QVERIFY(runProcess(cli, {QStringLiteral("acquire"), device.devicePath(), raw}).exitCode == 0);
    // The rescue preset writes raw; convert makes the E01 with the same unreadable ranges.
    const QString rescued = dir.filePath(QStringLiteral("rescued"));
    const ProcessResult rescue = runProcess(
        cli, {QStringLiteral("acquire"), device.devicePath(), rescued, QStringLiteral("--preset"),
              QStringLiteral("rescue"), QStringLiteral("--hash"), QStringLiteral("md5,sha256")});
    QVERIFY2(rescue.exitCode == 0, rescue.describe());
    QVERIFY(device.detach());
    const ProcessResult converted
        = runProcess(cli, {QStringLiteral("convert"), rescued + QStringLiteral(".json"),
                           QStringLiteral("--format"), QStringLiteral("e01")});
    QVERIFY2(converted.exitCode == 0, converted.describe());
    const QJsonObject rescueRecord
        = QJsonDocument::fromJson(readFile(rescued + QStringLiteral(".json"))).object();
    for (const QJsonValue &hash : rescueRecord[QStringLiteral("hashes")].toArray())
        QVERIFY(
            converted.standardOutput.contains(hash[QStringLiteral("digest")].toString().toUtf8()));
    const ProcessResult convertedInfo
        = runProcess(QStringLiteral("ewfinfo"), {rescued + QStringLiteral(".E01")});
    QVERIFY2(convertedInfo.standardOutput.contains("total number: 3"), convertedInfo.describe());
    const ProcessResult convertedVerified = runProcess(
        QStringLiteral("ewfverify"), {QStringLiteral("-q"), rescued + QStringLiteral(".E01")});
    QVERIFY2(convertedVerified.standardOutput.contains("ewfverify: SUCCESS"),
             convertedVerified.describe());

    const ProcessResult verified = runProcess(QStringLiteral("ewfverify"),
                                              {QStringLiteral("-q"), e01 + QStringLiteral(".E01")});
    QVERIFY2(verified.standardOutput.contains("ewfverify: SUCCESS"), verified.describe());
    const ProcessResult info
        = runProcess(QStringLiteral("ewfinfo"), {e01 + QStringLiteral(".E01")});
    QVERIFY2(info.standardOutput.contains("total number: 3"), info.describe());
    for (const Extent &extent : bad) {
        const qint64 first = extent.offset / 512;
        const qint64 count = extent.length / 512;
        const QByteArray line = "at sector(s): " + QByteArray::number(first) + " - "
                                + QByteArray::number(first + count - 1)
                                + " number: " + QByteArray::number(count);
        QVERIFY2(info.standardOutput.contains(line), info.describe());
    }
    const QString exported = dir.filePath(QStringLiteral("exported"));
    QVERIFY(runProcess(QStringLiteral("ewfexport"),
                       {QStringLiteral("-q"), QStringLiteral("-u"), QStringLiteral("-f"),
                        QStringLiteral("raw"), QStringLiteral("-t"), exported,
                        e01 + QStringLiteral(".E01")})
                .exitCode
            == 0);
    QVERIFY(readFile(exported + QStringLiteral(".raw")) == readFile(raw + QStringLiteral(".dd")));
}

// --verify-source on a drive whose bad sectors fail again: the second read is compared with the
// image in every sector read both times, and the verdict says exactly that, in the summary,
// the record and the report alike.
void TestAcquireBadBlocks::verifySourceGivesTheExactVerdict()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const qint64 size = 4 * MiB;
    const QByteArray original = randomBytes(size, 99);
    const QString backing = dir.filePath(QStringLiteral("backing.raw"));
    QVERIFY(writeFile(backing, original));
    const QList<Extent> bad{{65536, 1024}, {2 * MiB, 4096}};
    BadBlockDevice device(backing, bad);
    QVERIFY2(device.start(), qPrintable(device.errorString()));
    const qint64 badBytes = 1024 + 4096;

    const QString base = dir.filePath(QStringLiteral("evidence"));
    const ProcessResult run
        = runProcess(cli, {QStringLiteral("acquire"), device.devicePath(), base,
                           QStringLiteral("--verify-source"), QStringLiteral("--hash"),
                           QStringLiteral("md5,sha1")});
    QVERIFY2(run.exitCode == 0, run.describe());
    const QString summary = QString::fromUtf8(run.standardOutput);
    // In English, its counts grouped with commas.
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    const QString finding = QStringLiteral("The source read again equals the image in every "
                                           "sector read both times (%1 bytes). %2 bytes "
                                           "unreadable in one of the two reads were not compared.")
                                .arg(english.toString(size - badBytes), english.toString(badBytes));
    QVERIFY2(summary.contains(QStringLiteral("Verification: MATCH.")), qPrintable(summary));
    QVERIFY2(summary.contains(finding), qPrintable(summary));

    const QJsonObject record
        = QJsonDocument::fromJson(readFile(base + QStringLiteral(".json"))).object();
    const QJsonObject verification = record[QStringLiteral("verification")].toObject();
    QCOMPARE(verification[QStringLiteral("verdict")].toString(), QStringLiteral("match"));
    const QJsonObject reread = verification[QStringLiteral("sourceReread")].toObject();
    QCOMPARE(reread[QStringLiteral("bytesUnreadable")].toInteger(), badBytes);
    const QJsonObject comparison = reread[QStringLiteral("comparison")].toObject();
    QCOMPARE(comparison[QStringLiteral("bytesCompared")].toInteger(), size - badBytes);
    QCOMPARE(comparison[QStringLiteral("bytesNotCompared")].toInteger(), badBytes);
    QCOMPARE(comparison[QStringLiteral("bytesDiffering")].toInteger(), 0);
    QCOMPARE(comparison[QStringLiteral("bytesReadOnlyNow")].toInteger(), 0);
    QVERIFY(comparison[QStringLiteral("firstDifference")].isNull());

    const QString reportPath = dir.filePath(QStringLiteral("report.txt"));
    const ProcessResult report
        = runProcess(cli, {QStringLiteral("report"), base + QStringLiteral(".json"),
                           QStringLiteral("--text"), reportPath});
    QVERIFY2(report.exitCode == 0, report.describe());
    const QString text = QString::fromUtf8(readFile(reportPath)).simplified();
    QVERIFY2(text.contains(QStringLiteral("Verification: MATCH.")), qPrintable(text));
    QVERIFY2(text.contains(finding), qPrintable(text));
}

void TestAcquireBadBlocks::refusesAnOutputOnTheSourceDevice()
{
    // A file system on a loop device; acquiring that device into the file system must fail
    // before anything is written to it.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString backing = dir.filePath(QStringLiteral("filesystem.img"));
    QVERIFY(writeFile(backing, QByteArray(32 * MiB, '\0')));
    const ProcessResult mkfs = runProcess(QStringLiteral("mkfs.ext4"),
                                          {QStringLiteral("-q"), QStringLiteral("-F"), backing});
    QVERIFY2(mkfs.exitCode == 0, mkfs.describe());
    const ProcessResult attach = runProcess(
        QStringLiteral("losetup"), {QStringLiteral("--find"), QStringLiteral("--show"), backing});
    QVERIFY2(attach.exitCode == 0, attach.describe());
    const QString loop = QString::fromLocal8Bit(attach.standardOutput.trimmed());
    const QString mountPoint = dir.filePath(QStringLiteral("mnt"));
    QVERIFY(QDir().mkpath(mountPoint));
    struct Cleanup
    {
        QString loop, mountPoint;
        ~Cleanup()
        {
            runProcess(QStringLiteral("umount"), {mountPoint});
            runProcess(QStringLiteral("losetup"), {QStringLiteral("-d"), loop});
        }
    } cleanup{loop, mountPoint};
    const ProcessResult mount = runProcess(QStringLiteral("mount"), {loop, mountPoint});
    QVERIFY2(mount.exitCode == 0, mount.describe());

    const ProcessResult run
        = runProcess(cli, {QStringLiteral("acquire"), loop, mountPoint + QStringLiteral("/image")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.standardError.contains("is on a file system that writes to the source"),
             run.describe());
    QVERIFY(!QFile::exists(mountPoint + QStringLiteral("/image.dd")));
}

QTEST_GUILESS_MAIN(TestAcquireBadBlocks)
#include "tst_acquirebadblocks.moc"
