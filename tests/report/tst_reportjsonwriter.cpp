// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "recordfixtures.h"

#include "render/reportjsonwriter.h"

#include <QTest>

using namespace Custody;
using namespace Custody::Test;

namespace {

QJsonObject jsonReport(const QString &fixture)
{
    const Result<AcquisitionReport> report = parseRecord(recordBytes(fixture));
    if (!report)
        return {};
    return QJsonDocument::fromJson(ReportJsonWriter::write(*report, fixedContext())).object();
}

} // namespace

class TestReportJsonWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void isDeterministic();
    void verdictPerAlgorithm_data();
    void verdictPerAlgorithm();
    void saysWhatWasNotRead();
    void absentFactsAreNull();
};

void TestReportJsonWriter::isDeterministic()
{
    const Result<AcquisitionReport> report = parseRecord(recordBytes(QStringLiteral("clean")));
    QVERIFY(report);
    const QByteArray first = ReportJsonWriter::write(*report, fixedContext());
    QCOMPARE(ReportJsonWriter::write(*report, fixedContext()), first);
    const QJsonObject json = QJsonDocument::fromJson(first).object();
    QCOMPARE(json[u"format"].toString(), QStringLiteral("custody-acquisition-report"));
    QCOMPARE(json[u"created"][u"utc"].toString(), QStringLiteral("2026-12-01T08:30:05.000Z"));
    QCOMPARE(json[u"created"][u"local"].toString(), QStringLiteral("2026-12-01T09:30:05+01:00"));
    QCOMPARE(json[u"record"][u"sha256"].toString(), report->recordSha256);
}

void TestReportJsonWriter::verdictPerAlgorithm_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QStringList>("imageComparisons");
    QTest::newRow("clean") << "clean"
                           << "match" << strings({"match", "match", "match", "match"});
    QTest::newRow("mismatch") << "mismatch"
                              << "mismatch" << strings({"match", "mismatch", "match", "match"});
    QTest::newRow("bad sectors") << "badsectors"
                                 << "not verified" << strings({"not compared", "not compared"});
    QTest::newRow("interrupted") << "interrupted"
                                 << "not verified" << QStringList{};
}

void TestReportJsonWriter::verdictPerAlgorithm()
{
    QFETCH(QString, fixture);
    QFETCH(QString, verdict);
    QFETCH(QStringList, imageComparisons);
    const QJsonObject verification = jsonReport(fixture)[u"verification"].toObject();
    QCOMPARE(verification[u"verdict"].toString(), verdict);
    QStringList comparisons;
    for (const QJsonValue &algorithm : verification[u"algorithms"].toArray())
        comparisons.append(algorithm[u"imageComparison"].toString());
    QCOMPARE(comparisons, imageComparisons);
}

void TestReportJsonWriter::saysWhatWasNotRead()
{
    const QJsonObject coverage = jsonReport(QStringLiteral("interrupted"))[u"coverage"].toObject();
    QCOMPARE(coverage[u"bytesRead"].toInteger(), 9109504);
    QCOMPARE(coverage[u"bytesNotTried"].toInteger(), 57475072);
    QCOMPARE(coverage[u"bytesNotTrimmed"].toInteger(), 524288);
    const QJsonArray unfinished = coverage[u"unfinishedRanges"].toArray();
    QCOMPARE(unfinished.size(), 4);
    QCOMPARE(unfinished[0][u"state"].toString(), QStringLiteral("*"));
    QCOMPARE(unfinished[3][u"lastSector"].toInteger(), 131071);
    const QJsonObject bad = jsonReport(QStringLiteral("badsectors"))[u"coverage"].toObject();
    QCOMPARE(bad[u"badSectors"].toInteger(), 141);
    QCOMPARE(bad[u"badRanges"].toArray().size(), 5);
    QCOMPARE(bad[u"badRanges"][2][u"firstSector"].toInteger(), 24576);
}

void TestReportJsonWriter::absentFactsAreNull()
{
    const QJsonObject source = jsonReport(QStringLiteral("clean"))[u"source"].toObject();
    for (const char *field : {"model", "serial", "firmware", "bus", "smartAtStart", "smartAtEnd",
                              "writeBlock", "mountedPartitions"})
        QVERIFY2(source[QLatin1String(field)].isNull(), field);
    const QJsonObject known = jsonReport(QStringLiteral("badsectors"))[u"source"].toObject();
    QCOMPARE(known[u"model"].toString(), QStringLiteral("SanDisk Cruzer Blade"));
    QCOMPARE(known[u"writeBlock"][u"verified"].toBool(), true);
    QCOMPARE(known[u"mountedPartitions"].toArray().size(), 0);
}

QTEST_GUILESS_MAIN(TestReportJsonWriter)
#include "tst_reportjsonwriter.moc"
