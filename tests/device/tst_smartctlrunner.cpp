// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/smartctlrunner.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Qt::StringLiterals;
using namespace std::chrono_literals;

namespace {

enum class Mode { Executable, NotExecutable };

bool writeScript(const QString &path, const QByteArray &body, Mode mode = Mode::Executable)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write("#!/bin/sh\n" + body) < 0)
        return false;
    file.close();
    QFile::Permissions permissions = QFile::ReadOwner | QFile::WriteOwner;
    if (mode == Mode::Executable)
        permissions |= QFile::ExeOwner;
    return file.setPermissions(permissions);
}

QString fixture(const char *name)
{
    return QStringLiteral(CUSTODY_TEST_DATA_DIR "/smartctl/") + QLatin1String(name);
}

} // namespace

class TestSmartctlRunner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void trustedDirectoriesInOrder();
    void findsFirstExecutable_data();
    void findsFirstExecutable();
    void argumentsNeverChangeTheDrive();
    void runsSmartctlAndParses_data();
    void runsSmartctlAndParses();
    void reportsOutputThatIsNotJson();
    void stopsAtTheTimeout();
    void realSmartctlOnAFile();
};

void TestSmartctlRunner::trustedDirectoriesInOrder()
{
    QCOMPARE(ExternalTool::trustedDirectories(),
             (QStringList{QStringLiteral("/usr/sbin"), QStringLiteral("/usr/bin"),
                          QStringLiteral("/sbin"), QStringLiteral("/bin")}));
}

void TestSmartctlRunner::findsFirstExecutable_data()
{
    QTest::addColumn<QStringList>("layout"); // per directory: "exec", "plain", "dir" or ""
    QTest::addColumn<int>("found");          // index of the directory, -1 for ToolMissing
    QTest::newRow("only in the last") << QStringList{u""_s, u""_s, u"exec"_s} << 2;
    QTest::newRow("first of two wins") << QStringList{u""_s, u"exec"_s, u"exec"_s} << 1;
    QTest::newRow("not executable is skipped") << QStringList{u"plain"_s, u"exec"_s, u""_s} << 1;
    QTest::newRow("a directory is skipped") << QStringList{u"dir"_s, u""_s, u"exec"_s} << 2;
    QTest::newRow("nowhere") << QStringList{u""_s, u"plain"_s, u"dir"_s} << -1;
}

void TestSmartctlRunner::findsFirstExecutable()
{
    QFETCH(QStringList, layout);
    QFETCH(int, found);
    QTemporaryDir root;
    QVERIFY(root.isValid());
    QStringList directories;
    for (qsizetype i = 0; i < layout.size(); ++i) {
        const QString directory = root.filePath(QString::number(i));
        QVERIFY(QDir().mkpath(directory));
        directories << directory;
        const QString tool = directory + QStringLiteral("/smartctl");
        if (layout.at(i) == QLatin1String("exec"))
            QVERIFY(writeScript(tool, "exit 0\n"));
        else if (layout.at(i) == QLatin1String("plain"))
            QVERIFY(writeScript(tool, "exit 0\n", Mode::NotExecutable));
        else if (layout.at(i) == QLatin1String("dir"))
            QVERIFY(QDir().mkpath(tool));
    }
    const Result<ExternalTool> tool = ExternalTool::find(
        QStringLiteral("smartctl"), QStringLiteral("smartmontools"), directories);
    if (found < 0) {
        QVERIFY(!tool);
        QCOMPARE(tool.error().code, Error::Code::ToolMissing);
        QVERIFY2(tool.error().userMessage().contains(QLatin1String("smartmontools")),
                 qPrintable(tool.error().userMessage()));
        return;
    }
    QVERIFY(tool);
    QCOMPARE(tool->path(), directories.at(found) + QStringLiteral("/smartctl"));
}

void TestSmartctlRunner::argumentsNeverChangeTheDrive()
{
    const QStringList arguments = SmartctlRunner::arguments(QStringLiteral("/dev/sdb"));
    QCOMPARE(arguments, (QStringList{QStringLiteral("--json"), QStringLiteral("-x"),
                                     QStringLiteral("--"), QStringLiteral("/dev/sdb")}));
    // smartctl(8): -s/--smart, -o/--offlineauto, -S/--saveauto, -t/--test, -X/--abort and
    // --set change the drive's state.
    for (const char *forbidden : {"-s", "--smart", "-o", "--offlineauto", "-S", "--saveauto", "-t",
                                  "--test", "-X", "--abort", "--set"}) {
        QVERIFY2(!arguments.contains(QLatin1String(forbidden)), forbidden);
    }
}

void TestSmartctlRunner::runsSmartctlAndParses_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("model");
    QTest::addColumn<bool>("hasDeviceData");
    QTest::newRow("failing ATA disk, exit 216")
        << fixture("ata-wdc-wd3200bevt-usbjmicron-failing-now-pending-smartctl73.json") << 216
        << "WDC WD3200BEVT-60ZCT0" << true;
    QTest::newRow("healthy NVMe, exit 0")
        << fixture("nvme-healthy-xall-smartctl73.json") << 0 << "KXG6AZNV512G TOSHIBA" << true;
    QTest::newRow("open failed, exit 2")
        << fixture("error-nvme-open-permission-denied-smartctl73.json") << 2 << "" << false;
}

// A stand-in smartctl in a private directory: records its argument vector, prints a real
// fixture, exits with the fixture's status.
void TestSmartctlRunner::runsSmartctlAndParses()
{
    QFETCH(QString, fixture);
    QFETCH(int, exitCode);
    QFETCH(QString, model);
    QFETCH(bool, hasDeviceData);
    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    const QString argumentsFile = directory.filePath(QStringLiteral("arguments"));
    QVERIFY(writeScript(directory.filePath(QStringLiteral("smartctl")),
                        QStringLiteral("printf '%s\\n' \"$@\" > '%1'\ncat '%2'\nexit %3\n")
                            .arg(argumentsFile, fixture)
                            .arg(exitCode)
                            .toUtf8()));
    const SmartctlRunner runner(10s, {directory.path()});
    const Result<SmartReport> report = runner.query(QStringLiteral("/dev/sdz"));
    QVERIFY2(report, report ? "" : qPrintable(report.error().userMessage()));
    QCOMPARE(report->exit.bits, exitCode);
    QCOMPARE(report->model, model);
    QCOMPARE(report->hasDeviceData(), hasDeviceData);
    QFile recorded(argumentsFile);
    QVERIFY(recorded.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(recorded.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts),
             SmartctlRunner::arguments(QStringLiteral("/dev/sdz")));
}

void TestSmartctlRunner::reportsOutputThatIsNotJson()
{
    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    QVERIFY(writeScript(directory.filePath(QStringLiteral("smartctl")),
                        "echo 'smartctl: unrecognized option --json'\n"
                        "echo 'try smartctl -h' >&2\nexit 1\n"));
    const Result<SmartReport> report
        = SmartctlRunner(10s, {directory.path()}).query(QStringLiteral("/dev/sdz"));
    QVERIFY(!report);
    QCOMPARE(report.error().code, Error::Code::ToolOutputInvalid);
    QVERIFY2(report.error().detail.contains(QLatin1String("try smartctl -h")),
             qPrintable(report.error().detail));
    QVERIFY(report.error().detail.contains(QLatin1String("exit status 1")));
}

void TestSmartctlRunner::stopsAtTheTimeout()
{
    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    QVERIFY(writeScript(directory.filePath(QStringLiteral("smartctl")), "exec sleep 60\n"));
    QElapsedTimer timer;
    timer.start();
    const Result<SmartReport> report
        = SmartctlRunner(300ms, {directory.path()}).query(QStringLiteral("/dev/sdz"));
    QVERIFY(!report);
    QCOMPARE(report.error().code, Error::Code::ToolTimedOut);
    QVERIFY2(timer.elapsed() < 30000, "the hung smartctl was not stopped");
}

// The real smartctl from smartmontools, on a regular file: it cannot detect a device type, says
// so in its JSON, and exits with bit 0. Nothing is opened for writing.
void TestSmartctlRunner::realSmartctlOnAFile()
{
    if (!ExternalTool::find(QStringLiteral("smartctl"), QStringLiteral("smartmontools")))
        QSKIP("smartctl is not installed (scripts/bootstrap.sh installs smartmontools)");
    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    const QString path = directory.filePath(QStringLiteral("not-a-drive.img"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.resize(1 << 20));
    file.close();
    const Result<SmartReport> report = SmartctlRunner().query(path);
    QVERIFY2(report, report ? "" : qPrintable(report.error().userMessage()));
    QVERIFY(report->exit.runFailed());
    QVERIFY(!report->hasDeviceData());
    QCOMPARE(report->condition(), DriveCondition::Unknown);
    QVERIFY(!report->toolVersion.isEmpty());
    QCOMPARE(report->messages.size(), 1);
    QCOMPARE(report->messages.at(0).severity, QStringLiteral("error"));
    QVERIFY2(report->messages.at(0).text.contains(path), qPrintable(report->messages.at(0).text));
}

QTEST_GUILESS_MAIN(TestSmartctlRunner)
#include "tst_smartctlrunner.moc"
