// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "recordfixtures.h"

#include "render/acquisitionlog.h"
#include "render/reporttextwriter.h"
#include "report/reportdocumentbuilder.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;

namespace {

QString textReport(const QByteArray &json)
{
    const Result<AcquisitionReport> report = parseRecord(json);
    if (!report)
        return QStringLiteral("invalid record: ") + report.error().detail;
    return ReportTextWriter::write(ReportDocumentBuilder::build(*report, fixedContext()));
}

// The acquisition log the acquisition of a record wrote, in the current layout.
QString logText(const QByteArray &json)
{
    const Result<AcquisitionReport> report = parseRecord(json);
    if (!report)
        return QStringLiteral("invalid record: ") + report.error().detail;
    return acquisitionLogText(report->record, fixedContext());
}

QString goldenPath(const QString &fixture, const QString &kind)
{
    return QStringLiteral(CUSTODY_TEST_DATA_DIR "/records/expected/") + fixture + u'.' + kind
           + QStringLiteral(".txt");
}

} // namespace

class TestReportTextWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void containsExactlyTheExpectedFigures_data();
    void containsExactlyTheExpectedFigures();
    void isTheGoldenReport_data();
    void isTheGoldenReport();
    void isDeterministic();
    void summarisesTenThousandBadRanges();
    void saysNothingWasReadWhenTheJobStoppedFirst();
    void setsOffSmartctlsOwnWords();
    void aPartlyCachedReadBackIsInformation();
};

// Whole lines, so that a figure cannot pass by being part of another one ("141" in "1410").
void TestReportTextWriter::containsExactlyTheExpectedFigures_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QStringList>("lines");

    const QStringList header = strings({
        "  Created (UTC)             : 2026-12-01 08:30:05.000 UTC",
        "  Created (local time)      : 2026-12-01 09:30:05 +01:00",
        "  Created by                : Custody 0.1.0 (Qt 6.4.2, OpenSSL 3.0.0 test)",
        "  Case number               : 2026-0117",
        "  Size                      : 67,108,864 bytes = 131,072 sectors of 512 bytes (64.0 MiB)",
    });
    QTest::newRow("clean")
        << "clean"
        << header
               + strings({
                   "[OK] Acquisition completed. Every area of the source was tried and the "
                   "image is complete.",
                   "[OK] No unreadable sector. All 67,108,864 bytes of the source were read.",
                   "[OK] Verification: MATCH. Every hash (MD5, SHA-1, SHA-256, SHA-512) of the "
                   "image read back equals the acquisition hash. The source was not read again.",
                   "  Evidence number           : E-03",
                   "  Model                     : not recorded",
                   "  Software write-block      : not recorded",
                   "  Read                      : 67,108,864 bytes (100 % of the source)",
                   "  Unreadable, filled        : 0 bytes in 0 bad sector(s), filled with 0x00 in "
                   "the "
                   "image",
                   "  Hash windows              : every 16,777,216 bytes (16.0 MiB)",
                   "  Verdict                   : MATCH",
                   "SHA-512 acquisition "
                   "6317f9244340b8e48955cd44606e4f676cb04ce4092918652eac2745b60e"
                   "7eb7c9054478ce3d6194b26ee7608ec351846049213320e528da936be60744db1ed1",
                   "image re-read 9faea32721d723396cfd24236fd5c0e423857e01 match",
                   "  Average rate              : 21.4 MB/s (67,108,864 bytes read or found "
                   "unreadable "
                   "in 3.131 s)",
               });
    QTest::newRow("bad sectors")
        << "badsectors"
        << header
               + strings({
                   "[WARNING] Not all of the source was read. 67,036,672 of 67,108,864 bytes read "
                   "(99.8924 %). 72,192 bytes (141 bad sector(s)) could NOT be read and are filled "
                   "with 0x00 in the image.",
                   "[WARNING] Verification: NOT VERIFIED. No verification is recorded: the image "
                   "has not been read back and compared with the acquisition hashes.",
                   "  Model                     : SanDisk Cruzer Blade",
                   "  Serial number             : 4C530001230914118263",
                   "! SMART at start            : NOT AVAILABLE: the USB bridge does not pass "
                   "SMART "
                   "commands through",
                   "  SMART at end              : not recorded",
                   "  Software write-block      : kernel read-only flag set and verified",
                   "  Mounted partitions        : none",
                   "  Read                      : 67,036,672 bytes (99.8924 % of the source)",
                   "! Unreadable, filled        : 72,192 bytes in 141 bad sector(s), filled with "
                   "0x00 "
                   "in "
                   "the image",
                   "  Bad-sector ranges         : 5",
                   "2 10248 10255 8 5246976 4,096",
                   "5 131071 131071 1 67108352 512",
                   "! Verdict                   : NOT VERIFIED",
                   "image re-read not verified not compared",
               });
    QTest::newRow("interrupted")
        << "interrupted"
        << header
               + strings({
                   "[ALERT] Acquisition STOPPED. The acquisition was stopped before the end. The "
                   "image is incomplete and has no hash.",
                   "[ALERT] Not all of the source was read. 9,109,504 of 67,108,864 bytes read "
                   "(13.5742 %). 57,999,360 bytes were NEVER read: the acquisition stopped before "
                   "it reached them.",
                   "! Never tried               : 57,475,072 bytes: NOT read, the acquisition "
                   "stopped "
                   "first",
                   "! Not trimmed               : 524,288 bytes: NOT read, in failed blocks not "
                   "yet "
                   "read sector by sector",
                   "1 8192 8703 512 4194304 262,144 not trimmed",
                   "4 18944 131071 112128 9699328 57,409,536 never tried",
                   "  Acquisition hashes        : none: the image is incomplete",
                   "! Verdict                   : NOT VERIFIED",
               });
    QTest::newRow("mismatch")
        << "mismatch"
        << header
               + strings({
                   "[ALERT] Verification: MISMATCH. SHA-1 of the image read back differs from the "
                   "acquisition hash: the image is not what was acquired. The source was not read "
                   "again.",
                   "! Verdict                   : MISMATCH",
                   "! image re-read 0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c MISMATCH",
                   "SHA-1 acquisition 9faea32721d723396cfd24236fd5c0e423857e01",
                   "image re-read 23481ce44351d2b755650bfb888f2810 match",
               });
    // What only the records of the current version hold (tests/data/records/v2).
    QTest::newRow("device facts")
        << "v2/devicefacts"
        << header
               + strings({
                   "  Software write-block      : kernel read-only flag set and verified on 2 "
                   "node(s) (the disk and its partitions)",
                   "! SMART at start            : not available: /dev/sdc: Unknown USB bridge "
                   "[0x0781:0x5567 (0x100)] (Please specify device type with the -d option.) "
                   "[asked 2026-11-30 00:49:21.877 UTC]",
               });
    QTest::newRow("read back with the page cache dropped")
        << "v2/splitverified"
        << header
               + strings({
                   "  Image read back           : Read back through the file system after the "
                   "image's pages were written out and dropped from the page cache: 64.0 MiB in "
                   "0.52 s, 129.6 MB/s.",
                   // Resumed once: both runs, from the first one's start.
                   "  Start                     : 2026-11-30 00:40:01.250 UTC",
                   "  Running time              : 4.381 s",
                   "  Average rate              : 15.3 MB/s (67,108,864 bytes read or found "
                   "unreadable in 4.381 s)",
                   "  Resumed                   : yes: 2 run(s) in all, listed below",
                   "  Block reads in flight     : at most 4 at once (adaptive)",
               });
    QTest::newRow("output error")
        << "v2/outputerror"
        << header
               + strings({
                   "[ALERT] A file was NOT written. Could not save "
                   "/var/tmp/custody-cases/2026-0117/interrupted.md5: ENOSPC (No space left on "
                   "device) Resume the acquisition to write its files again.",
                   "  Status                    : cancelled",
               });
}

void TestReportTextWriter::containsExactlyTheExpectedFigures()
{
    QFETCH(QString, fixture);
    QFETCH(QStringList, lines);
    // Runs of spaces count as one: the golden test below pins the layout, this one the figures.
    QStringList text = textReport(recordBytes(fixture)).split(QLatin1Char('\n'));
    for (QString &line : text)
        line = line.simplified();
    for (const QString &line : lines)
        QVERIFY2(text.contains(line.simplified()),
                 qPrintable(QStringLiteral("missing line: '") + line + QStringLiteral("'")));
}

// The whole report, byte for byte. After an intended change of wording or layout, regenerate
// with CUSTODY_UPDATE_GOLDEN=1 and review the diff.
void TestReportTextWriter::isTheGoldenReport_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("kind"); // "report", or "log": the acquisition log (NAME.txt)
    for (const char *fixture : {"clean", "badsectors", "interrupted", "mismatch"}) {
        for (const char *kind : {"report", "log"})
            QTest::addRow("%s %s", fixture, kind)
                << QString::fromLatin1(fixture) << QString::fromLatin1(kind);
    }
}

void TestReportTextWriter::isTheGoldenReport()
{
    QFETCH(QString, fixture);
    QFETCH(QString, kind);
    const QByteArray json = recordBytes(fixture);
    const QByteArray text
        = (kind == QLatin1String("log") ? logText(json) : textReport(json)).toUtf8();
    QFile golden(goldenPath(fixture, kind));
    if (qEnvironmentVariableIsSet("CUSTODY_UPDATE_GOLDEN")) {
        QVERIFY(golden.open(QIODevice::WriteOnly));
        golden.write(text);
        QSKIP("golden file rewritten");
    }
    QVERIFY2(golden.open(QIODevice::ReadOnly), qPrintable(golden.fileName()));
    QCOMPARE(text, golden.readAll());
}

void TestReportTextWriter::isDeterministic()
{
    const QByteArray json = recordBytes(QStringLiteral("badsectors"));
    QCOMPARE(textReport(json), textReport(json));
}

void TestReportTextWriter::summarisesTenThousandBadRanges()
{
    QElapsedTimer timer;
    timer.start();
    const QString text = textReport(recordWithManyBadRanges(10000));
    qInfo("text report with 10,000 bad ranges: %lld ms", timer.elapsed());
    const qsizetype appendix = text.indexOf(QStringLiteral("Appendix A: bad-sector ranges"));
    QVERIFY(appendix > 0);
    const QString body = text.left(appendix);
    QVERIFY(body.contains(QStringLiteral("  Bad-sector ranges         : 10000\n")));
    QVERIFY(body.contains(QStringLiteral("The first 20 of 10000 ranges are shown; Appendix A "
                                         "lists all 10000.")));
    const QString compactBody = body.simplified();
    QVERIFY(compactBody.contains(QStringLiteral(" 20 252 253 2 129024 1,024 ")));
    QVERIFY(!compactBody.contains(QStringLiteral(" 21 265 267 3 ")));
    // The appendix has them all, the last one included: first sector 5 + 9999 × 13.
    QVERIFY(text.mid(appendix).simplified().endsWith(QStringLiteral(" 10000 129992 129992 1")));
}

// smartctl's messages are its own English words: quoted and introduced as such in a report of
// any language, so that they are not taken for the report's.
void TestReportTextWriter::setsOffSmartctlsOwnWords()
{
    const QString text = textReport(recordBytes(QStringLiteral("v2/devicefacts")));
    QVERIFY2(text.contains(QStringLiteral("SMART at end              : not available: smartctl "
                                          "says: \"/dev/sdc: Unknown USB bridge [0x0781:0x5567 "
                                          "(0x100)]\" [asked 2026-11-30 00:49:30.112 UTC]")),
             qPrintable(text));
}

// Pages a file system keeps cached were compared all the same: how the read-back met the page
// cache is information, not a warning (a line set off with "!").
void TestReportTextWriter::aPartlyCachedReadBackIsInformation()
{
    QJsonObject record = recordObject(QStringLiteral("v2/splitverified"));
    QJsonObject verification = record[u"verification"].toObject();
    QJsonObject readBack = verification[u"imageReadBack"].toObject();
    readBack[u"cacheDropped"] = false;
    readBack[u"pagesStillCached"] = 3;
    verification[u"imageReadBack"] = readBack;
    record[u"verification"] = verification;
    const QString text = textReport(QJsonDocument(record).toJson());
    QVERIFY2(
        text.contains(QStringLiteral("\n  Image read back           : Read back partly through "
                                     "the page cache: 3 page(s)")),
        qPrintable(text));
}

// A job that fails before its map exists (the map cannot be written) records no coverage at
// all: the report must say that nothing is known to have been read, not show a zero-filled map.
void TestReportTextWriter::saysNothingWasReadWhenTheJobStoppedFirst()
{
    QJsonObject record = recordObject(QStringLiteral("interrupted"));
    QJsonObject result = record[u"result"].toObject();
    for (const char *field : {"bytesFinished", "bytesNotTried", "bytesNotTrimmed"})
        result[QLatin1String(field)] = 0;
    result.remove(QStringLiteral("unfinishedRanges"));
    result[u"passes"] = QJsonArray();
    result[u"status"] = QStringLiteral("failed");
    result[u"error"] = QJsonObject{
        {QStringLiteral("code"), QStringLiteral("MapWriteFailed")},
        {QStringLiteral("errno"), 13},
        {QStringLiteral("errnoText"), QStringLiteral("EACCES (Permission denied)")},
        {QStringLiteral("path"), QStringLiteral("/cases/x.map")},
        {QStringLiteral("offset"), -1},
        {QStringLiteral("detail"), QString()},
        {QStringLiteral("message"), QStringLiteral("Cannot save the map file /cases/x.map.")}};
    record[u"result"] = result;
    const QString text = textReport(QJsonDocument(record).toJson());
    QVERIFY2(text.contains(QStringLiteral("[ALERT] Acquisition FAILED. Cannot save the map file "
                                          "/cases/x.map.\n")),
             qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("[ALERT] Nothing read. The record holds no map: nothing "
                                         "of the source is known to have been read.\n")));
    QVERIFY(text.contains(QStringLiteral("  System error              : EACCES (Permission "
                                         "denied)\n")));
    QVERIFY(!text.contains(QStringLiteral("Sector map:")));
}

QTEST_GUILESS_MAIN(TestReportTextWriter)
#include "tst_reporttextwriter.moc"
