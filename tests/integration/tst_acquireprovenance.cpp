// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/writeblock.h"
#include "loopdevice.h"
#include "testprocess.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
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
};

namespace {

const QString cli = QStringLiteral(CUSTODY_CLI_PATH);

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
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
          QStringLiteral("unavailable: ") + smartSummary, QStringLiteral("2026-PROV"),
          source[1][QLatin1String("digest")].toString()})
        QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral("\n") + text));
    QVERIFY2(!text.contains(QLatin1String("NOT VERIFIED")), qPrintable(text));
}

QTEST_GUILESS_MAIN(TestAcquireProvenance)
#include "tst_acquireprovenance.moc"
