// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/acquirecommand.h"
#include "cli/devicescommand.h"
#include "cli/smartcommand.h"
#include "device/externaltool.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Qt::StringLiterals;
using namespace Custody::Cli;

namespace {

struct CommandResult
{
    int exitCode = -1;
    QString out;
    QString err;
};

template<typename Command>
CommandResult runCommand(const QStringList &arguments)
{
    CommandResult result;
    QTextStream out(&result.out);
    QTextStream err(&result.err);
    result.exitCode = Command(out, err).run(arguments);
    out.flush();
    err.flush();
    return result;
}

QString fixture(const char *name)
{
    return QStringLiteral(CUSTODY_TEST_DATA_DIR "/smartctl/") + QLatin1String(name);
}

} // namespace

// custody-cli devices and custody-cli smart, run in-process with their output captured.
class TestDeviceCommands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void smartFromSavedJson_data();
    void smartFromSavedJson();
    void smartJsonOutput();
    void smartRejects_data();
    void smartRejects();
    void smartOnAFileWithRealSmartctl();
    void devicesJsonMatchesTheEnumerator();
    void devicesRejects_data();
    void devicesRejects();
};

void TestDeviceCommands::smartFromSavedJson_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QStringList>("unexpected");
    QTest::newRow("failing ATA disk")
        << fixture("ata-wdc-wd3200bevt-usbjmicron-failing-now-pending-smartctl73.json") << 0
        << QStringList{u"Model:        WDC WD3200BEVT-60ZCT0 (Western Digital Scorpio Blue"_s,
                       u"SMART health: failed"_s,
                       u"Reallocated sectors (5): 535, pending (197): 1, offline uncorrectable "
                       "(198): 0"_s,
                       u"Latest self-test: Completed: read failure"_s,
                       u"bit 3: SMART status check returned \"DISK FAILING\""_s,
                       u"Condition:    failing"_s,
                       u"--preset rescue"_s}
        << QStringList{};
    QTest::newRow("healthy NVMe") << fixture("nvme-healthy-xall-smartctl73.json") << 0
                                  << QStringList{u"Serial:       Y9SF71LHFWZL"_s,
                                                 u"Power-on:     1767 hours"_s,
                                                 u"Temperature:  35 C"_s,
                                                 u"media errors: 0, percentage used: 3%"_s,
                                                 u"Condition:    healthy"_s}
                                  << QStringList{u"rescue"_s, u"bit "_s};
    QTest::newRow("grown defects on SCSI")
        << fixture("scsi-seagate-st373453lc-grown-defects-uncorrected-smartctl74.json") << 0
        << QStringList{u"Grown defects: 260, uncorrected errors read/write: 1/535"_s,
                       u"Condition:    degraded"_s, u"--preset rescue"_s}
        << QStringList{};
    QTest::newRow("incomplete data, exit 4")
        << fixture("ata-usbjmicron-exit4-smartctl73.json") << 0
        << QStringList{u"bit 2: some SMART or other ATA command"_s,
                       u"the data above is incomplete"_s, u"Condition:    healthy"_s}
        << QStringList{u"rescue"_s};
    QTest::newRow("open failed") << fixture("error-nvme-open-permission-denied-smartctl73.json")
                                 << 1
                                 << QStringList{u"exit status 2"_s,
                                                u"error: Smartctl open device: /dev/nvme0 failed: "
                                                "Permission denied"_s,
                                                u"No SMART verdict"_s}
                                 << QStringList{u"Model:"_s};
}

void TestDeviceCommands::smartFromSavedJson()
{
    QFETCH(QString, file);
    QFETCH(int, exitCode);
    QFETCH(QStringList, expected);
    QFETCH(QStringList, unexpected);
    const CommandResult result = runCommand<SmartCommand>({QStringLiteral("--from-json"), file});
    QVERIFY2(result.exitCode == exitCode, qPrintable(result.out + result.err));
    for (const QString &text : expected)
        QVERIFY2(result.out.contains(text),
                 qPrintable(text + QStringLiteral("\n---\n") + result.out));
    for (const QString &text : unexpected)
        QVERIFY2(!result.out.contains(text),
                 qPrintable(text + QStringLiteral("\n---\n") + result.out));
}

void TestDeviceCommands::smartJsonOutput()
{
    const CommandResult result = runCommand<SmartCommand>(
        {QStringLiteral("--json"), QStringLiteral("--from-json"),
         fixture("nvme-samsung-mzwll3t2hajq-critical-warning-failed-smartctl73.json")});
    QCOMPARE(result.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(result.out.toUtf8()).object();
    QCOMPARE(json.value(QLatin1String("condition")).toString(), QStringLiteral("failing"));
    QCOMPARE(json.value(QLatin1String("suggestedPreset")).toString(), QStringLiteral("rescue"));
    QCOMPARE(json.value(QLatin1String("exitStatus")).toInt(), 8);
    QCOMPARE(json.value(QLatin1String("capacityBytes")).toInteger(), 3200631791616);
    QCOMPARE(json.value(QLatin1String("nvme")).toObject().value(QLatin1String("criticalWarning")),
             16);
}

void TestDeviceCommands::smartRejects_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("no device") << QStringList{} << int(ExitInvalid);
    QTest::newRow("two devices") << QStringList{u"/dev/sda"_s, u"/dev/sdb"_s} << int(ExitInvalid);
    QTest::newRow("zero timeout") << QStringList{u"/dev/sda"_s, u"--timeout"_s, u"0"_s}
                                  << int(ExitInvalid);
    QTest::newRow("device and file") << QStringList{u"/dev/sda"_s, u"--from-json"_s,
                                                    fixture("nvme-healthy-xall-smartctl73.json")}
                                     << int(ExitInvalid);
    QTest::newRow("unknown option")
        << QStringList{u"/dev/sda"_s, u"--enable"_s} << int(ExitInvalid);
    QTest::newRow("missing file") << QStringList{u"--from-json"_s, u"/nonexistent/smart.json"_s}
                                  << int(ExitFailed);
    QTest::newRow("file that is not smartctl JSON")
        << QStringList{u"--from-json"_s,
                       QStringLiteral(CUSTODY_TEST_DATA_DIR "/smartctl/README.md")}
        << int(ExitFailed);
}

void TestDeviceCommands::smartRejects()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    const CommandResult result = runCommand<SmartCommand>(arguments);
    QCOMPARE(result.exitCode, exitCode);
    QVERIFY(result.err.startsWith(QLatin1String("custody-cli smart: ")));
    QVERIFY(result.out.isEmpty());
}

void TestDeviceCommands::smartOnAFileWithRealSmartctl()
{
    if (!ExternalTool::find(QStringLiteral("smartctl"), QStringLiteral("smartmontools")))
        QSKIP("smartctl is not installed (scripts/bootstrap.sh installs smartmontools)");
    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    const QString path = directory.filePath(QStringLiteral("image.dd"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.resize(4096));
    file.close();
    const CommandResult result = runCommand<SmartCommand>({path});
    QCOMPARE(result.exitCode, int(ExitFailed));
    QVERIFY2(result.out.contains(QLatin1String("Unable to detect device type")),
             qPrintable(result.out));
    QVERIFY(result.out.contains(QLatin1String("bit 0: command line did not parse")));
}

void TestDeviceCommands::devicesJsonMatchesTheEnumerator()
{
    const CommandResult result = runCommand<DevicesCommand>(
        {QStringLiteral("--json"), QStringLiteral("--backend"), QStringLiteral("udev")});
    QVERIFY2(result.exitCode == 0, qPrintable(result.err));
    const QJsonObject json = QJsonDocument::fromJson(result.out.toUtf8()).object();
    QCOMPARE(json.value(QLatin1String("backend")).toString(), QStringLiteral("udev"));
    Result<std::unique_ptr<DeviceEnumerator>> enumerator
        = DeviceEnumerator::create(DeviceBackend::Udev);
    QVERIFY(enumerator && (*enumerator)->start());
    QStringList expected;
    for (const DeviceInfo &device : (*enumerator)->devices())
        expected << device.devicePath;
    QStringList printed;
    for (const QJsonValue &device : json.value(QLatin1String("devices")).toArray()) {
        printed << device.toObject().value(QLatin1String("devicePath")).toString();
        QVERIFY(device.toObject().value(QLatin1String("sizeBytes")).toInteger() > 0);
    }
    // Loop devices of concurrent tests may come and go between the two listings.
    const auto withoutLoops = [](QStringList paths) {
        paths.removeIf(
            [](const QString &path) { return path.startsWith(QLatin1String("/dev/loop")); });
        return paths;
    };
    QCOMPARE(withoutLoops(printed), withoutLoops(expected));
}

void TestDeviceCommands::devicesRejects_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("unknown backend") << QStringList{u"--backend"_s, u"hal"_s} << int(ExitInvalid);
    QTest::newRow("positional argument") << QStringList{u"/dev/sda"_s} << int(ExitInvalid);
    QTest::newRow("unknown option") << QStringList{u"--all"_s} << int(ExitInvalid);
    if (!DeviceEnumerator::isSolidAvailable())
        QTest::newRow("solid in a build without it")
            << QStringList{u"--backend"_s, u"solid"_s} << int(ExitFailed);
}

void TestDeviceCommands::devicesRejects()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    const CommandResult result = runCommand<DevicesCommand>(arguments);
    QCOMPARE(result.exitCode, exitCode);
    QVERIFY2(result.err.startsWith(QLatin1String("custody-cli devices: ")), qPrintable(result.err));
}

QTEST_GUILESS_MAIN(TestDeviceCommands)
#include "tst_devicecommands.moc"
