// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/smartctljsonparser.h"
#include "smartexpectations.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace Custody;

class TestSmartctlJsonParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyFixtureIsCovered();
    void tool_data() { addFixtureRows(); }
    void tool();
    void identity_data() { addFixtureRows(); }
    void identity();
    void health_data() { addFixtureRows(); }
    void health();
    void ataAttributesAndLogs_data() { addFixtureRows(); }
    void ataAttributesAndLogs();
    void nvmeHealth_data() { addFixtureRows(); }
    void nvmeHealth();
    void scsiCounters_data() { addFixtureRows(); }
    void scsiCounters();
    void messagesAndScan_data() { addFixtureRows(); }
    void messagesAndScan();
    void condition_data() { addFixtureRows(); }
    void condition();
    void exitBits_data();
    void exitBits();
    void rejectsWhatIsNotSmartctlJson_data();
    void rejectsWhatIsNotSmartctlJson();

private:
    static void addFixtureRows();
    static SmartReport parseFixture(const SmartExpectation &expected);
};

void TestSmartctlJsonParser::addFixtureRows()
{
    QTest::addColumn<SmartExpectation>("expected");
    for (const SmartExpectation &expectation : smartExpectations())
        QTest::newRow(expectation.file) << expectation;
}

SmartReport TestSmartctlJsonParser::parseFixture(const SmartExpectation &expected)
{
    const QString path
        = QStringLiteral(CUSTODY_TEST_DATA_DIR "/smartctl/") + QLatin1String(expected.file);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open the fixture %s", qPrintable(path));
    const Result<SmartReport> report = parseSmartctlJson(file.readAll(), path);
    if (!report)
        qFatal("%s did not parse: %s", qPrintable(path), qPrintable(report.error().userMessage()));
    return *report;
}

// The table must not silently lose a fixture that was added to tests/data/smartctl.
void TestSmartctlJsonParser::everyFixtureIsCovered()
{
    QStringList files = QDir(QStringLiteral(CUSTODY_TEST_DATA_DIR "/smartctl"))
                            .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QStringList covered;
    for (const SmartExpectation &expectation : smartExpectations())
        covered << QLatin1String(expectation.file);
    covered.sort();
    QCOMPARE(files.size(), 20);
    QCOMPARE(covered, files);
}

void TestSmartctlJsonParser::tool()
{
    QFETCH(SmartExpectation, expected);
    const SmartReport report = parseFixture(expected);
    QCOMPARE(report.toolVersion, QLatin1String(expected.version));
    QCOMPARE(report.toolRevision, QLatin1String(expected.revision));
    QCOMPARE(report.jsonFormatVersion, QLatin1String(expected.jsonFormat));
    QCOMPARE(report.exit.bits, expected.exitStatus);
    QCOMPARE(report.driveDatabaseVersion, QLatin1String(expected.driveDatabase));
    QCOMPARE(report.toolPlatform, QLatin1String(expected.platform));
}

void TestSmartctlJsonParser::identity()
{
    QFETCH(SmartExpectation, expected);
    const SmartReport report = parseFixture(expected);
    QCOMPARE(report.devicePath, QLatin1String(expected.devicePath));
    QCOMPARE(report.deviceType, QLatin1String(expected.deviceType));
    QCOMPARE(report.protocol, QLatin1String(expected.protocol));
    QCOMPARE(report.modelFamily, QLatin1String(expected.modelFamily));
    QCOMPARE(report.model, QLatin1String(expected.model));
    QCOMPARE(report.vendor, QLatin1String(expected.vendor));
    QCOMPARE(report.product, QLatin1String(expected.product));
    QCOMPARE(report.serial, QLatin1String(expected.serial));
    QCOMPARE(report.firmware, QLatin1String(expected.firmware));
    QCOMPARE(report.capacityBytes, expected.capacityBytes);
    QCOMPARE(report.logicalBlockBytes, expected.logicalBlockBytes);
    QCOMPARE(report.physicalBlockBytes, expected.physicalBlockBytes);
    QCOMPARE(report.nvmeNamespaces, expected.nvmeNamespaces);
    QCOMPARE(report.scsiTransport, QLatin1String(expected.scsiTransport));
    QCOMPARE(report.hasDeviceData(), !QByteArray(expected.protocol).isEmpty());
}

void TestSmartctlJsonParser::health()
{
    QFETCH(SmartExpectation, expected);
    const SmartReport report = parseFixture(expected);
    QCOMPARE(report.health, expected.health);
    QCOMPARE(report.powerOnHours.value_or(-1), expected.powerOnHours);
    QCOMPARE(report.powerOnMinutes, expected.powerOnMinutes);
    QCOMPARE(report.temperatureCelsius.value_or(NoTemperature), expected.temperature);
    QCOMPARE(report.tripTemperatureCelsius.value_or(0), expected.tripTemperature);
}

void TestSmartctlJsonParser::ataAttributesAndLogs()
{
    QFETCH(SmartExpectation, expected);
    const SmartReport report = parseFixture(expected);
    QCOMPARE(report.reallocatedSectors().value_or(-1), expected.reallocated);
    QCOMPARE(report.pendingSectors().value_or(-1), expected.pending);
    QCOMPARE(report.offlineUncorrectable().value_or(-1), expected.offlineUncorrectable);
    const std::optional<SmartAttribute> reportedUncorrect = report.ataAttribute(187);
    QCOMPARE(reportedUncorrect ? reportedUncorrect->rawValue : -1, expected.reportedUncorrect);
    QStringList failed;
    for (const SmartAttribute &attribute : report.ataAttributes) {
        if (!attribute.whenFailed.isEmpty())
            failed << QStringLiteral("%1:%2:%3/%4/%5")
                          .arg(attribute.id)
                          .arg(attribute.whenFailed)
                          .arg(attribute.value)
                          .arg(attribute.worst)
                          .arg(attribute.threshold);
    }
    QCOMPARE(failed.join(QLatin1Char(' ')), QLatin1String(expected.failedAttributes));
    QCOMPARE(report.ataErrorCount.value_or(-1), expected.errorLogCount);
    QCOMPARE(report.latestAtaError, QLatin1String(expected.latestError));
    QCOMPARE(report.latestSelfTest, QLatin1String(expected.latestSelfTest));
    QCOMPARE(report.latestSelfTestLba.value_or(-1), expected.latestSelfTestLba);
    // Attribute 194's raw value is packed; the temperature must come from temperature.current.
    if (const std::optional<SmartAttribute> temperature = report.ataAttribute(194))
        QVERIFY(temperature->rawString.startsWith(QString::number(*report.temperatureCelsius)));
}

void TestSmartctlJsonParser::nvmeHealth()
{
    QFETCH(SmartExpectation, expected);
    const SmartReport report = parseFixture(expected);
    QCOMPARE(report.nvme.has_value(), expected.criticalWarning >= 0);
    if (!report.nvme)
        return;
    QCOMPARE(report.nvme->criticalWarning, expected.criticalWarning);
    QCOMPARE(report.nvme->mediaErrors, expected.mediaErrors);
    QCOMPARE(report.nvme->percentageUsed, expected.percentageUsed);
    QCOMPARE(report.nvme->availableSpare, expected.availableSpare);
    QCOMPARE(report.nvme->unsafeShutdowns, expected.unsafeShutdowns);
    QCOMPARE(report.nvme->errorLogEntries, expected.errorLogEntries);
    QCOMPARE(report.nvme->describeCriticalWarning().join(QLatin1String(", ")),
             QLatin1String(expected.criticalWarningMeaning));
}

void TestSmartctlJsonParser::scsiCounters()
{
    QFETCH(SmartExpectation, expected);
    const SmartReport report = parseFixture(expected);
    QCOMPARE(report.scsi.grownDefects, expected.grownDefects);
    QCOMPARE(report.scsi.uncorrectedRead, expected.uncorrectedRead);
    QCOMPARE(report.scsi.uncorrectedWrite, expected.uncorrectedWrite);
    QCOMPARE(report.scsi.uncorrectedVerify, expected.uncorrectedVerify);
}

void TestSmartctlJsonParser::messagesAndScan()
{
    QFETCH(SmartExpectation, expected);
    const SmartReport report = parseFixture(expected);
    QStringList messages;
    for (const SmartMessage &message : report.messages)
        messages << message.severity + QStringLiteral(": ") + message.text;
    QCOMPARE(messages.join(QLatin1Char('\n')), QString::fromUtf8(expected.messages));
    QStringList scanned;
    for (const SmartScannedDevice &device : report.scannedDevices)
        scanned << QStringList{device.name, device.type, device.protocol, device.openError}.join(
            QLatin1Char('|'));
    QCOMPARE(scanned.join(QLatin1Char(';')), QLatin1String(expected.scannedDevices));
}

void TestSmartctlJsonParser::condition()
{
    QFETCH(SmartExpectation, expected);
    const SmartReport report = parseFixture(expected);
    QCOMPARE(report.condition(), expected.condition);
    QCOMPARE(report.conditionReasons().isEmpty(),
             expected.condition == DriveCondition::Healthy
                 || expected.condition == DriveCondition::Unknown);
    switch (expected.condition) {
    case DriveCondition::Unknown: QVERIFY(!report.suggestedPreset()); break;
    case DriveCondition::Healthy: QVERIFY(report.suggestedPreset() == Preset::Forensic); break;
    case DriveCondition::Degraded:
    case DriveCondition::Failing: QVERIFY(report.suggestedPreset() == Preset::Rescue); break;
    }
    // The JSON record carries the verdict and the raw exit status.
    const QJsonObject json = report.toJson();
    QCOMPARE(json.value(QLatin1String("condition")).toString(), conditionName(expected.condition));
    QCOMPARE(json.value(QLatin1String("exitStatus")).toInt(), expected.exitStatus);
}

void TestSmartctlJsonParser::exitBits_data()
{
    QTest::addColumn<int>("bits");
    QTest::addColumn<bool>("runFailed");
    QTest::addColumn<bool>("dataIncomplete");
    QTest::addColumn<QList<int>>("bitsSet");
    QTest::newRow("0 ok") << 0 << false << false << QList<int>{};
    QTest::newRow("1 command line") << 1 << true << false << QList<int>{0};
    QTest::newRow("2 open failed") << 2 << true << false << QList<int>{1};
    QTest::newRow("4 incomplete") << 4 << false << true << QList<int>{2};
    QTest::newRow("8 failing") << 8 << false << false << QList<int>{3};
    QTest::newRow("96 past + error log") << 96 << false << false << QList<int>{5, 6};
    QTest::newRow("216 failing, prefail now, logs")
        << 216 << false << false << QList<int>{3, 4, 6, 7};
}

void TestSmartctlJsonParser::exitBits()
{
    QFETCH(int, bits);
    QFETCH(bool, runFailed);
    QFETCH(bool, dataIncomplete);
    QFETCH(QList<int>, bitsSet);
    const SmartctlExit exit{bits};
    QCOMPARE(exit.runFailed(), runFailed);
    QCOMPARE(exit.dataIncomplete(), dataIncomplete);
    QCOMPARE(exit.diskFailing(), bitsSet.contains(3));
    QCOMPARE(exit.prefailAttributeFailingNow(), bitsSet.contains(4));
    QCOMPARE(exit.attributeFailedInPast(), bitsSet.contains(5));
    QCOMPARE(exit.errorLogHasErrors(), bitsSet.contains(6));
    QCOMPARE(exit.selfTestLogHasErrors(), bitsSet.contains(7));
    const QStringList lines = exit.describe();
    QCOMPARE(lines.size(), bitsSet.size());
    for (qsizetype i = 0; i < lines.size(); ++i)
        QVERIFY(lines.at(i).startsWith(QStringLiteral("bit %1: ").arg(bitsSet.at(i))));
}

void TestSmartctlJsonParser::rejectsWhatIsNotSmartctlJson_data()
{
    QTest::addColumn<QByteArray>("output");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("text output") << QByteArray("smartctl 7.3 2022-02-28 r5338\n=== START ===\n");
    QTest::newRow("truncated") << QByteArray("{\"json_format_version\": [1, 0], \"smartctl\": {");
    QTest::newRow("array") << QByteArray("[1, 2]");
    QTest::newRow("other JSON") << QByteArray("{\"device\": {\"name\": \"/dev/sda\"}}");
}

void TestSmartctlJsonParser::rejectsWhatIsNotSmartctlJson()
{
    QFETCH(QByteArray, output);
    const Result<SmartReport> report
        = parseSmartctlJson(output, QStringLiteral("/usr/sbin/smartctl"));
    QVERIFY(!report);
    QCOMPARE(report.error().code, Error::Code::ToolOutputInvalid);
    QCOMPARE(report.error().path, QStringLiteral("/usr/sbin/smartctl"));
    QVERIFY(!report.error().detail.isEmpty());
}

QTEST_GUILESS_MAIN(TestSmartctlJsonParser)
#include "tst_smartctljsonparser.moc"
