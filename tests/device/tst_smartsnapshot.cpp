// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/smartctljsonparser.h"
#include "device/smartsnapshot.h"

#include <QFile>
#include <QJsonArray>
#include <QTest>
#include <QTimeZone>

using namespace Custody;

// The SMART part of the acquisition record (smart.atStart / smart.atEnd), from real smartctl
// output: the assessment word, the one-line summary with the key counters, and the reasons.
class TestSmartSnapshot : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fromFixture_data();
    void fromFixture();
    void smartctlMissing();
};

namespace {

Result<SmartReport> parseFixture(const char *name, int exitBits)
{
    QFile file(QStringLiteral(CUSTODY_TEST_DATA_DIR "/smartctl/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        return Error::fromErrno(Error::Code::ToolOutputInvalid, 0, file.fileName());
    Result<SmartReport> report = parseSmartctlJson(file.readAll(), file.fileName());
    if (report)
        report->exit.bits = exitBits; // as SmartctlRunner sets it from the process
    return report;
}

} // namespace

void TestSmartSnapshot::fromFixture_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<int>("exitBits");
    QTest::addColumn<QString>("assessment");
    QTest::addColumn<QStringList>("summaryParts");
    QTest::addColumn<bool>("hasReasons");
    QTest::addColumn<QString>("suggestedPreset");

    QTest::newRow("healthy ATA") << "ata-wdc-wd140edfz-healthy-smartctl70.json" << 0 << "PASSED"
                                 << QStringList{QStringLiteral("condition healthy"),
                                                QStringLiteral("reallocated sectors 0"),
                                                QStringLiteral("pending sectors 0"),
                                                QStringLiteral("power-on hours "),
                                                QStringLiteral("temperature ")}
                                 << false << "forensic";
    QTest::newRow("ATA with 304 reallocated sectors")
        << "ata-seagate-st3500418as-reallocated-304-smartctl73.json" << 0 << "DEGRADED"
        << QStringList{QStringLiteral("condition degraded"),
                       QStringLiteral("reallocated sectors 304")}
        << true << "rescue";
    QTest::newRow("ATA failing now, pending sectors")
        << "ata-wdc-wd3200bevt-usbjmicron-failing-now-pending-smartctl73.json" << 216 << "FAILED"
        << QStringList{QStringLiteral("condition failing"), QStringLiteral("pending sectors ")}
        << true << "rescue";
    QTest::newRow("healthy NVMe") << "nvme-healthy-xall-smartctl73.json" << 0 << "PASSED"
                                  << QStringList{QStringLiteral("condition healthy"),
                                                 QStringLiteral("media errors 0"),
                                                 QStringLiteral("percentage used "),
                                                 QStringLiteral("power-on hours ")}
                                  << false << "forensic";
    QTest::newRow("NVMe critical warning")
        << "nvme-samsung-mzwll3t2hajq-critical-warning-failed-smartctl73.json" << 0 << "FAILED"
        << QStringList{QStringLiteral("condition failing")} << true << "rescue";
    QTest::newRow("SAS with grown defects")
        << "scsi-seagate-st373453lc-grown-defects-uncorrected-smartctl74.json" << 0 << "DEGRADED"
        << QStringList{QStringLiteral("condition degraded"), QStringLiteral("grown defects ")}
        << true << "rescue";
    // A device smartctl cannot identify, as a loop device: no SMART, with smartctl's reason.
    QTest::newRow("unable to detect device type")
        << "error-unable-to-detect-device-type-smartctl75.json" << 1 << "unavailable"
        << QStringList{QStringLiteral("Unable to detect device type")} << true << QString();
    QTest::newRow("open failed, permission denied")
        << "error-nvme-open-permission-denied-smartctl73.json" << 2 << "unavailable"
        << QStringList{QStringLiteral("Permission denied")} << true << QString();
}

void TestSmartSnapshot::fromFixture()
{
    QFETCH(QString, fixture);
    QFETCH(int, exitBits);
    QFETCH(QString, assessment);
    QFETCH(QStringList, summaryParts);
    QFETCH(bool, hasReasons);
    QFETCH(QString, suggestedPreset);
    const Result<SmartReport> report = parseFixture(qPrintable(fixture), exitBits);
    QVERIFY2(report, qPrintable(report ? QString() : report.error().userMessage()));
    const QDateTime capturedAt(QDate(2026, 3, 14), QTime(9, 26, 53), QTimeZone::utc());
    const SmartSnapshot snapshot = SmartSnapshot::fromQuery(report, capturedAt);

    QCOMPARE(snapshot.assessment, assessment);
    QCOMPARE(snapshot.isAvailable(), assessment != QLatin1String("unavailable"));
    QVERIFY(!snapshot.summary.contains(QLatin1Char('\n')));
    for (const QString &part : summaryParts)
        QVERIFY2(snapshot.summary.contains(part),
                 qPrintable(QStringLiteral("'%1' not in '%2'").arg(part, snapshot.summary)));
    QCOMPARE(!snapshot.reasons.isEmpty(), hasReasons);

    const QJsonObject json = snapshot.toJson();
    QCOMPARE(json.value(QLatin1String("assessment")).toString(), assessment);
    QCOMPARE(json.value(QLatin1String("summary")).toString(), snapshot.summary);
    QCOMPARE(json.value(QLatin1String("capturedAt")).toString(),
             QStringLiteral("2026-03-14T09:26:53.000Z"));
    QCOMPARE(json.value(QLatin1String("reasons")).toArray().size(), snapshot.reasons.size());
    QCOMPARE(json.value(QLatin1String("suggestedPreset")).toString(), suggestedPreset);
    // smartctl ran: its full report is kept, with its version, for the record.
    QVERIFY(json.value(QLatin1String("smartctl")).isObject());
    QVERIFY(!json.value(QLatin1String("smartctl"))
                 .toObject()
                 .value(QLatin1String("smartctlVersion"))
                 .toString()
                 .isEmpty());
}

void TestSmartSnapshot::smartctlMissing()
{
    const Result<SmartReport> missing = Error::fromErrno(
        Error::Code::ToolMissing, ENOENT, QStringLiteral("smartctl"), -1, QStringLiteral("x"));
    const SmartSnapshot snapshot
        = SmartSnapshot::fromQuery(missing, QDateTime::currentDateTimeUtc());
    QCOMPARE(snapshot.assessment, QStringLiteral("unavailable"));
    QCOMPARE(snapshot.reasons.size(), 1);
    QCOMPARE(snapshot.summary, snapshot.reasons.first());
    QVERIFY(!snapshot.summary.isEmpty());
    const QJsonObject json = snapshot.toJson();
    QVERIFY(!json.contains(QLatin1String("smartctl")));
    QVERIFY(!json.contains(QLatin1String("suggestedPreset")));
}

QTEST_GUILESS_MAIN(TestSmartSnapshot)
#include "tst_smartsnapshot.moc"
